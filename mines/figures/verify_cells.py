"""The verifier's reading of a table cell that prints its own money unit.

"$484m", "US$1.3bn": the cell states its currency and scale itself, whatever the table's
title or header declares (a "Key metrics" table printing each value whole). Read apart from
the extractor's cell parser, as the verifier reads everything.
"""

from __future__ import annotations

import re

from mines.question.companies import REPORTING_CURRENCY

_OWN_MONEY = re.compile(
    r"^\s*\(?\s*[-−]?\s*(?P<cur>US\$|A\$|\$)\s*[\d,]+(?:\.\d+)?\s*(?P<scale>bn|b|mn|m|k)\s*\)?\s*$",
    re.I,
)
_SCALES = {"b": 1e9, "m": 1e6, "k": 1e3}
_CURRENCIES = {"us$": "USD", "a$": "AUD"}


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
