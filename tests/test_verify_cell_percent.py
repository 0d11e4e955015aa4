"""A cell printing its own per cent sign is a percentage, whatever money unit the table's
corner or title gives its other rows.

Figures: Mineral Resources' half to December 2023 (shared facts table): revenue A$2,514.7
million, underlying EBITDA A$674.9 million, an underlying EBITDA margin of 27 per cent.
"""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

H1_24 = Period(2024, "H1")
TABLE = (
    "Table: Half-year summary\n"
    "| A$ million | Half to December 2023 |\n"
    "| Revenue | 2,514.7 |\n"
    "| Underlying EBITDA | 674.9 |\n"
    "| Underlying EBITDA margin on revenue | 27% |"
)


def _reason(claim: Claim) -> str:
    verdict = verify(claim, TABLE, DocContext("MIN", H1_24, "half.txt", None, "", "c-1"))
    return "supported" if verdict.supported else verdict.reason


def test_a_per_cent_cell_under_a_money_corner_supports_the_stated_ratio() -> None:
    ratio = Claim(
        company="MIN",
        metric="",
        period=H1_24,
        value=27.0,
        scale=1.0,
        unit="%",
        label="Underlying EBITDA margin on revenue",
    )
    assert _reason(ratio) == "supported"


def _ebitda(value: float) -> Claim:
    return Claim(
        company="MIN",
        metric="underlying_ebitda",
        period=H1_24,
        value=value,
        scale=1e6,
        unit="currency",
        currency="AUD",
    )


def test_the_per_cent_cell_is_not_a_money_amount() -> None:
    assert _reason(_ebitda(27.0)) != "supported"


def test_the_money_rows_keep_the_corner_unit() -> None:
    assert _reason(_ebitda(674.9)) == "supported"
