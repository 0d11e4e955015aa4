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
from mines.figures.quantities import Unit, declared_unit
from mines.figures.table_cells import cell_scale, clean_label, table_currency
from mines.figures.unit_qualifiers import PERCENT_FORMS, quantity_asked
from mines.numbers import MONTH_STEM

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
_MONTH_SPAN = re.compile(
    rf"^\s*(?:(?P<months>{MONTH_STEM})\s*(?:-|–|to|through)\s*{MONTH_STEM}|"
    r"(?P<half>six|6)\s+months|(?P<full>twelve|12)\s+months)(?:\s+to\s+\w+(?:\s+\d{4})?)?\s*$",
    re.IGNORECASE,
)
"""A row that is only a span of months ("Jul-Dec", "Six months to December"): some months
of the column's year, never all of it, unless the span is twelve months."""


def row_period_kind(label: str) -> str | None:
    """The length ("half", "full") a row label names ("... for the half", "Half's"), or None."""
    if _HALFS.match(clean_label(label)):
        return "half"  # "Half's cash earnings paid out (%)": each half's, not the year's
    span = _MONTH_SPAN.match(clean_label(label))
    if span is not None:  # "| Jul-Dec | 2,513 |" in a table turned to its years' columns
        return "full" if span.group("full") else "half"
    m = PERIOD_SUFFIX.search(clean_label(label))
    if m is None:
        return None
    return "half" if m.group("half") else "full" if m.group("full") else None


def scaled_cell_money(cell: str, wide: tuple[str, ...], company: str, label: str) -> Unit | None:
    """Money a cell printing its own scale ("6.4b") states in its table's one currency.

    A bare cell ("4,131"), or a row naming another kind of quantity, is None.
    """
    scale = cell_scale(cell)
    currency = table_currency(wide, company) if scale else None
    unit = Unit("money", scale or 1.0, currency) if currency else None
    return unit if unit is not None and takes_table_unit(unit, label) else None


_BARE_PER = re.compile(
    r"\s*(?:per|an?|/)\s*(?:ounce|oz|pound|lb|tonne|t|(?:dry|wet)\s+(?:metric\s+)?tonne|"
    r"dmt|wmt)\s*",
    re.IGNORECASE,
)
"""A unit column's cell naming what a price is per, with no currency ("per pound")."""


def unit_cell(cell: str, wide: tuple[str, ...], company: str) -> Unit | None:
    """The unit a row's unit column declares ("Mt", "US$/dmt"), or None.

    A bare "per pound" takes the one currency the table's title or label heading names
    ("Average realised prices (US$)" over "| Copper | per pound | 4.57 |"): a price a pound.
    """
    own = declared_unit(cell, company)
    if own is not None or not _BARE_PER.fullmatch(cell):
        return own
    currency = table_currency(wide, company)
    if currency is None:
        return None
    return declared_unit(f"{'US$' if currency == 'USD' else 'A$'} {cell.strip()}", company)


_UNIT_AFTER_COMMA = re.compile(
    r"(?:\s*,\s*|\s+[-–—]\s+|\s+(?=(?:(?:US|AU|A)\s?)?\$\s?(?:[mMbB]|mn|bn|million|billion)\s*$))(?P<unit>(?:(?:US|AU|A)\s?)?\$\s?(?:/|per\s|an?\s|[mMbBkK]\b|mn\b|bn\b|million|billion)"
    r"[^,()]{0,24}|(?:(?:US|A)\s?)?cents[^,()]{0,24}|(?-i:Mt|kt|koz|Moz|oz)|%)\s*$",
    re.IGNORECASE,
)
"""A row label's unit printed after a comma or a dash at its end ("C1 cost, US$/wmt", "Revenue,
US$m", "Dividends - cents per share"),
or a currency's scale after a space ("Revenue US$bn", as a column of measures is headed)."""


def comma_unit(label: str) -> str:
    """The unit a row label prints after a comma at its end ("C1 cost, US$/wmt"), or ""."""
    m = _UNIT_AFTER_COMMA.search(label)
    return m.group("unit") if m else ""
