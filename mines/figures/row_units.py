"""Whether a table row takes the unit its table (title, label header, page) declares.

A row names its own kind of quantity when the table-wide unit is not its: a per-share,
per-unit, percentage or physical row is never in the title's millions ("Earnings per share"
under "US$ millions"), and a row stating a percentage of something ("Ordinary dividends as %
of underlying earnings", "Payout (% of cash earnings)") is a percentage under any other
unit, never a per-share amount of its title's "US cents" nor the measure it is a share of.
"""

from __future__ import annotations

import re

from mines.figures.qualifiers import read_qualifiers
from mines.figures.quantities import Unit, currency_word, declared_unit
from mines.figures.table_cells import clean_label
from mines.figures.unit_qualifiers import PERCENT_FORMS, quantity_asked

_NOT_AMOUNTS = frozenset({"per_share", "per_unit"}) | PERCENT_FORMS
_PERCENT_OF = re.compile(
    r"(?<![\d.])\s*%|\bper\s*cent(?:age)?\s+of\b|\bpercentage\b", re.IGNORECASE
)
"""A row label stating a percentage: a "%" not after a digit ("100% basis" is an ownership
basis), "per cent of", "percentage"."""


def states_percentage(label: str) -> bool:
    """Whether a row label says its values are percentages ("as % of", "(%)")."""
    return bool(_PERCENT_OF.search(label))


def takes_table_unit(unit: Unit, label: str) -> bool:
    """Whether a row may take a table-wide ``unit``.

    Never another unit than a percentage for a row stating a percentage; never money in
    millions for a row that names a per-share, per-unit or percentage measure, or a
    physical one ("Ore shipped").
    """
    if states_percentage(label):
        return unit.kind == "percent"
    if unit.kind != "money" or unit.scale <= 1:
        return True
    own = declared_unit(label, "")  # "Wet tonnes exported", "Ounces poured"
    if own is not None and own.kind != "money":
        return False
    stated = read_qualifiers(label)
    if stated.get("form", frozenset()) & _NOT_AMOUNTS:
        return False
    quantity = quantity_asked(stated)
    return not quantity or "money" in quantity


PERIOD_SUFFIX = re.compile(
    r",?\s+for\s+the\s+(?:(?P<half>half(?:[\s-]*year)?|six\s+months)|"
    r"(?P<full>(?:full|financial)[\s-]*year|year)|period)\s*$",
    re.IGNORECASE,
)
"""A row label's own period ("Operating revenue for the half"): the measure is before it."""
_HALFS = re.compile(r"(?:each\s+|the\s+)?half['’]s\b", re.IGNORECASE)


def row_period_kind(label: str) -> str | None:
    """The length ("half", "full") a row label names ("... for the half", "Half's"), or None."""
    if _HALFS.match(clean_label(label)):
        return "half"  # "Half's cash earnings paid out (%)": each half's, not the year's
    m = PERIOD_SUFFIX.search(clean_label(label))
    if m is None:
        return None
    return "half" if m.group("half") else "full" if m.group("full") else None


_ROW_SCALE = re.compile(
    r"\(\s*(?P<scale>bn|b|billions?|m|mn|millions?)\s*\)[\s*†‡¹²³]*$", re.IGNORECASE
)
"""A row label's bracket naming a scale and no currency: "Revenue (bn)", "Growth (m)"."""
_LETTER_NOTE = re.compile(r"\((?:[a-z]|[ivx]{1,4})\)")
"""A lettered footnote marker ("(a)", "(ii)"): beside one, "(b)" or "(m)" may be another."""
_WIDE_CURRENCY = re.compile(
    r"(?<![A-Za-z])(?P<cur>US\s?\$|A\s?\$|\$\s?US|\$\s?A)(?![A-Za-z])"
    r"|\b(?P<word>US|Australian)\s+dollars?\b",
    re.IGNORECASE,
)
_ROW_SCALES = {"b": 1e9, "bn": 1e9, "billion": 1e9, "billions": 1e9}


def scaled_row_money(
    label: str, wide: tuple[str, ...], company: str, others: tuple[str, ...] = ()
) -> Unit | None:
    """Money a row states in the one currency its table names, at the scale it brackets.

    "Revenue (bn)" under "Result summary (US$ unless stated)", "Growth capital (m)" under
    "Capital investment (A$)": the row gives the scale, the title or label heading the
    currency. None when the row brackets no bare scale, or the table names no currency or
    two (which one the row is in cannot be told). A one-letter "(b)" or "(m)" is no scale
    in a table whose rows (``others``) carry other lettered footnotes ("(a)").
    """
    m = _ROW_SCALE.search(label.strip())
    if m is None:
        return None
    word = m.group("scale").lower()
    if len(word) == 1 and any(
        n not in ("(b)", "(m)") for o in others for n in _LETTER_NOTE.findall(o.lower())
    ):
        return None
    found = set()
    for text in wide:
        for c in _WIDE_CURRENCY.finditer(text):
            raw = c.group("cur") or ("US$" if c.group("word").upper() == "US" else "A$")
            found.add(currency_word(raw, company))
    if len(found) != 1 or None in found:
        return None
    return Unit("money", _ROW_SCALES.get(word, 1e6), found.pop())
