"""A row printed as a sign pair with spaces round the slash ("Net debt / (net cash)") names
the pair as a whole: its bracket is the other sign's name, not an explanation of the row.

Figures: Northern Star's FY2024 net cash of A$358 million (shared facts table).
"""

from __future__ import annotations

import pytest

from mines.figures.draft_claims import Claim
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

FY24 = Period(2024)


def _net_debt(value: float) -> Claim:
    return Claim(
        company="NST",
        metric="net_debt",
        period=FY24,
        value=value,
        scale=1e6,
        unit="currency",
        currency="AUD",
        label="net cash" if value < 0 else "net debt",
    )


def _table(row: str) -> str:
    # the prior year printed first, its cell left empty
    return f"Table: Group summary\n|  | FY23 | FY24 |\n| {row} (A$m) | – | (358) |"


def _reason(claim: Claim, text: str) -> str:
    verdict = verify(claim, text, DocContext("NST", FY24, "results.txt", None, "", "c-1"))
    return "supported" if verdict.supported else verdict.reason


@pytest.mark.parametrize(
    "row", ["Net debt / (net cash)", "Net debt /(net cash)", "Net debt/(net cash)"]
)
def test_bracketed_cell_under_a_spaced_debt_cash_pair_is_net_cash(row: str) -> None:
    assert _reason(_net_debt(-358), _table(row)) == "supported"


def test_the_same_cell_is_never_net_debt() -> None:
    assert _reason(_net_debt(358), _table("Net debt / (net cash)")) != "supported"


def test_the_pair_read_the_other_way_round_is_net_debt() -> None:
    # "Net cash / (net debt)": a bracketed cell is debt, so net cash is not supported
    assert _reason(_net_debt(-358), _table("Net cash / (net debt)")) != "supported"


def test_an_explaining_bracket_still_names_the_head() -> None:
    text = "Table: Group summary\n|  | FY24 |\n| Net debt (borrowings less cash) (A$m) | (358) |"
    assert _reason(_net_debt(-358), text) == "supported"
