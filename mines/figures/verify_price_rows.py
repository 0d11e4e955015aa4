"""A row of a table of prices that is the commodity of a claimed price received.

"| Average prices achieved | 2025 |" over "| Aluminium (US$ per tonne) | 3,318 |": the row
names what was sold, and a claimed "average price received for aluminium" is that row's.
Read by the table verifier (:mod:`mines.figures.verify_tables`).
"""

from __future__ import annotations

import re

from mines.figures.draft_claims import Claim
from mines.figures.prices import PRICE_LABEL
from mines.figures.tables import Table

_PRICES = re.compile(r"\bprices?\b", re.I)
_WHOLE_TAIL = re.compile(r",\s*(?:all|both|every|total|group|combined|overall)\b[^,]*$", re.I)
"""A row label's tail naming the whole of what was sold ("Iron ore, all hubs"), no site."""


def priced_row(claim: Claim, table: Table, bare: str) -> bool:
    """Whether the row is the commodity of a price claimed from a table of prices.

    "Iron ore, all hubs" is the price of all the company's iron ore: the claim names the
    commodity alone (a site's row, "Iron ore, Onslow", is claimed with its site).
    """
    label = (claim.label or "").lower()
    whole = _WHOLE_TAIL.sub("", bare).strip().lower()
    return (
        not claim.metric
        and label.startswith(PRICE_LABEL)
        and bool(whole)
        and label.endswith(whole)
        and bool(_PRICES.search(" ".join((table.title, *table.header))))
    )
