"""The cells of a table as printed: row labels without footnotes, values as numbers.

A value cell is read with its sign, percent sign, currency prefix and own unit:
``(896)`` is -896; "Nil" is zero where the caller says so (a dividend row); "-", "–" and
"n/a" state nothing; "72c", "72¢", "20 cents" and "50 US cents" say they are cents a
share, "US$0.50 per share" dollars a share. Read by
:mod:`mines.figures.table_figures` (and, through it, :mod:`mines.figures.division_tables`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.quantities import Unit, currency_word, declared_unit

__all__ = [
    "cell_money",
    "cell_own_unit",
    "cell_per_share",
    "cell_scale",
    "cell_scaled",
    "clean_label",
    "parse_cell",
    "scaled_row_money",
    "table_currency",
]

_FOOTNOTE = re.compile(
    r"[\u00b9\u00b2\u00b3\u2070-\u2079*†‡]+|\s*\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)(?!\s*%)"
)
"""A note marker; "(37)%" is a negative share, no marker."""
_GLUED_FOOTNOTE = re.compile(r"(?<=[A-Za-z]{3})\d{1,2}$")
_EMPTY_CELL = re.compile(r"^(?:[-–—−]+|n/?a|nm|n\.m\.|—|nil|)$", re.IGNORECASE)
_CELL = re.compile(
    r"^(?P<open>\()?\s*(?P<sign>[-−–])?\s*(?P<cur>US\$|A\$|\$US|\$A|\$)?\s*(?P<num>\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)"
    r"\s*(?P<pct>%)?\s*(?(open)(?P<inner>bn|mn|[mbk])?\s*)(?P<close>\))?"
    r"\s*(?P<suffix>[a-zA-Z%¢]{0,3}|(?:US\s?|A\s?)?cents?|/\s*(?:lb|oz|t|dmt|wmt))"
    r"(?P<each>\s*\b(?:per|a|each)\s+(?:ordinary\s+)?(?:share|security))?$",
    re.I,
)
"""A value cell: "(896)", "US$1.2", "12%", "72c", "74 US cents", "A$0.50 per share", a loss
printed with its scale inside the brackets ("($896m)"), a price a unit ("US$4.57/lb")."""


def clean_label(label: str) -> str:
    """A row label without footnote markers ("Net debt¹", "Revenue (a)", "Net debt1")."""
    text = _FOOTNOTE.sub("", label).strip()
    return _GLUED_FOOTNOTE.sub("", text).strip().rstrip(":").strip()


def _value_text(cell: str) -> str:
    """A value cell without footnote markers; a cell that is only "(40)" is a loss of 40.

    A bracketed number of one or two digits reads as a note marker beside a value ("12 (a)",
    "1,204 (3)"), never when it is the whole cell.
    """
    if not cell:
        return cell
    return clean_label(cell) or cell


_NIL = re.compile(r"^nil$", re.IGNORECASE)


def parse_cell(
    cell: str, nil_is_zero: bool = False
) -> tuple[float, int, int, bool, str | None] | None:
    """``(value, start, end, percent, currency prefix)`` of a cell; None for a dash or text.

    ``nil_is_zero``: a "Nil" cell states zero (a dividend row: "Final dividend | Nil" says
    none was paid); elsewhere it states nothing, like a dash.
    """
    stripped = _value_text(cell).strip()
    if nil_is_zero and _NIL.match(stripped):
        offset = cell.find(stripped)
        return 0.0, offset, offset + len(stripped), False, None
    if _EMPTY_CELL.match(stripped):
        return None
    m = _CELL.match(stripped)
    if m is None:
        return None
    if bool(m.group("open")) != bool(m.group("close")):
        return None
    value = float(m.group("num").replace(",", ""))
    if m.group("open") or m.group("sign"):
        value = -value
    offset = cell.find(stripped) if stripped else 0
    percent = bool(m.group("pct")) or m.group("suffix") == "%"  # "(8.3)%": a negative share
    return value, offset, offset + len(stripped), percent, m.group("cur")


def cell_per_share(cell: str, per_share_row: bool = False) -> Unit | None:
    """The per-share unit a cell states itself, else None.

    "72c", "72¢", "20 cents" and "74 US cents" are cents a share (the currency their words
    name); "US$0.50 per share", or "A$0.50" on a row stating an amount a share
    (``per_share_row``), dollars a share, in the currency of the prefix the caller reads.
    """
    m = _CELL.match(_value_text(cell).strip())
    if m is None or m.group("pct"):
        return None
    if m.group("cur"):
        if m.group("suffix") or not (m.group("each") or per_share_row):
            return None
        return Unit("per_share", 100.0, None, "dollars per share")
    suffix = " ".join(m.group("suffix").lower().split())
    if _CENTS.get(suffix, "-") == "-":
        return None
    return Unit("per_share", 1.0, _CENTS[suffix], "cents per share")


_CELL_SCALES = {"m": 1e6, "mn": 1e6, "b": 1e9, "bn": 1e9, "k": 1e3}


def cell_money(cell: str, company: str) -> Unit | None:
    """The money unit a cell prints itself with, currency and scale both ("$484m", "US$1.3bn").

    A "Key metrics" table may print each value whole; a cell with a scale but no currency
    ("484m") or a currency but no scale ("$484") says no money unit of its own.
    """
    m = _CELL.match(_value_text(cell).strip())
    if m is None or m.group("pct") or not m.group("cur") or m.group("each"):
        return None
    scale = _CELL_SCALES.get((m.group("suffix") or m.group("inner") or "").lower())
    currency = currency_word(m.group("cur"), company)
    return Unit("money", scale, currency) if scale and currency else None


def cell_per_unit(cell: str, company: str) -> Unit | None:
    """The unit a cell printing a sum a unit states itself ("US$4.57/lb", "A$3,922/oz")."""
    m = _CELL.match(_value_text(cell).strip())
    if m is None or not m.group("cur") or not (m.group("suffix") or "").startswith("/"):
        return None
    return declared_unit(f"{m.group('cur')}{m.group('suffix')}", company)


_QUANTITY_SUFFIX = re.compile(r"^(?:Mt|kt|koz|Moz)$")
"""A cell's own tonnage or ounces suffix ("326.2 Mt", "883 kt"): case as printed (mt, Mt)."""


def cell_own_unit(cell: str, company: str) -> Unit | None:
    """The unit a cell states itself: a sum a unit ("US$4.57/lb") or a quantity ("883 kt").

    A card of key figures prints each value with its unit ("| Metal output | 883 kt |"), the
    row label saying only what was counted ("Tonnes dispatched (100%)": a basis, no unit).
    """
    per_unit = cell_per_unit(cell, company)
    if per_unit is not None:
        return per_unit
    m = _CELL.match(_value_text(cell).strip())
    if m is None or m.group("cur") or m.group("pct") or m.group("open"):
        return None
    suffix = m.group("suffix") or ""
    return declared_unit(f"({suffix})", company) if _QUANTITY_SUFFIX.match(suffix) else None


def cell_scale(cell: str) -> float | None:
    """The scale a cell prints with no currency ("1.06bn", "1,920m"), else None.

    Under a title naming only the currency ("Capital investment (A$)"), or in a row mixing
    "5.35bn" with "4,428m", each cell says its own scale.
    """
    m = _CELL.match(_value_text(cell).strip())
    if m is None or m.group("pct") or m.group("cur") or m.group("each"):
        return None
    return _CELL_SCALES.get((m.group("suffix") or m.group("inner") or "").lower())


def cell_scaled(unit: Unit, cell: str, company: str) -> Unit:
    """``unit`` with the scale a money cell prints itself and its currency does not."""
    scale = cell_scale(cell) if unit.kind == "money" else None
    return replace(unit, scale=scale) if scale and not cell_money(cell, company) else unit


_CENTS: dict[str, str | None] = {
    "c": None,
    "¢": None,
    "cent": None,
    "cents": None,
    "us cents": "USD",
    "uscents": "USD",
    "a cents": "AUD",
    "acents": "AUD",
}
"""The suffixes of a cell in cents, with the currency they name."""


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
    currency = table_currency(wide, company)
    return Unit("money", _ROW_SCALES.get(word, 1e6), currency) if currency else None


def table_currency(wide: tuple[str, ...], company: str) -> str | None:
    """The one currency a table's title or label heading names, else None (none, or two).

    "US$ unless stated", "(in Australian dollars)".
    """
    found = set()
    for text in wide:
        for c in _WIDE_CURRENCY.finditer(text):
            raw = c.group("cur") or ("US$" if c.group("word").upper() == "US" else "A$")
            found.add(currency_word(raw, company))
    return found.pop() if len(found) == 1 and None not in found else None
