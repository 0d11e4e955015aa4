"""The verifier's reading of a table cell: its number and sign, and a unit it prints itself.

"$484m", "US$1.3bn": the cell states its currency and scale itself, whatever the table's
title or header declares (a "Key metrics" table printing each value whole). Read apart from
the extractor's cell parser, as the verifier reads everything.
"""

from __future__ import annotations

import re

from mines.figures.table_cells import cell_own_unit
from mines.figures.verify_table_units import table_unit
from mines.question.companies import REPORTING_CURRENCY

_OWN_MONEY = re.compile(
    r"^\s*\(?\s*[-−]?\s*(?P<cur>US\$|A\$|\$US|\$A|\$)\s*[\d,]+(?:\.\d+)?\s*(?P<scale>bn|b|mn|m|k)\s*\)?\s*$",
    re.I,
)
_SCALES = {"b": 1e9, "m": 1e6, "k": 1e3}
_CURRENCIES = {"us$": "USD", "a$": "AUD", "$us": "USD", "$a": "AUD"}


def own_money(cell: str, company: str) -> tuple[str, float, str | None] | None:
    """``("money", scale, currency)`` of a cell printing its currency and scale, else None.

    A bare "$" is the company's reporting currency.
    """
    m = _OWN_MONEY.match(cell)
    if m is None:
        return None
    cur = m.group("cur").lower()
    currency = _CURRENCIES.get(cur) or REPORTING_CURRENCY.get(company)
    return "money", _SCALES[m.group("scale").lower()[0]], currency


def own_per_unit(cell: str, company: str) -> tuple[str, float, str | None] | None:
    """The unit of a cell printing a sum a unit ("US$4.57/lb") or a quantity ("326.2 Mt").

    Read as the reader reads it (:func:`mines.figures.table_cells.cell_own_unit`): a row
    "Tonnes dispatched (100%)" names a basis, and its cell its unit.
    """
    unit = cell_own_unit(cell, company)
    return (unit.kind, unit.scale or 1.0, unit.currency) if unit is not None else None


CELL_NUMBER = re.compile(
    r"^\s*(\()?\s*([-−])?\s*(?:US\$|A\$|\$US|\$A|\$)?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(%)?"
    r"\s*(?:(?:bn|mn|[mbk])\s*(?=\)))?(\))?(?(1)\s*(%))?"
)
"""A cell's number with its sign: "(896)", "-3.2", "12%", a loss with its scale inside the
brackets ("($896m)")."""
_OWN_CENTS = re.compile(r"\d\s*(?P<cur>(?:US|A)\s?)?(?:c|¢|cents?)\s*$", re.I)
"""A cell printing its own unit as cents ("20 cents", "72c", "74 US cents"): cents a share."""


def cents_cell(cell: str, company: str) -> tuple[str, float, str | None] | None:
    """The unit of a cell that prints itself in cents, with the currency it names."""
    own = _OWN_CENTS.search(cell)
    return table_unit(f"{(own['cur'] or '').strip()} cents".strip(), company) if own else None


NIL_CELL = re.compile(r"^\s*nil\s*$", re.I)
"""A "Nil" cell: zero when the claim is a dividend per share (none was paid)."""
MARKERS = re.compile(
    r"[\u00b9\u00b2\u00b3\u2070-\u2079*†‡]+|\s*\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s*$"
)


def percent_cell(m: re.Match[str]) -> bool:
    """Whether a cell's number is a percentage: "12%", "(8.3%)" or "(8.3)%"."""
    return bool(m.group(4) or m.group(6))


def value_cell(cell: str) -> str:
    """A cell without note markers; a cell that is only "(40)" is a loss of 40 (as read)."""
    return MARKERS.sub("", cell) or cell


PREFIX = re.compile(r"\s*\(?\s*(US\$|A\$|\$US|\$A|\$)")
"""A cell's own currency ("A$0.25")."""
