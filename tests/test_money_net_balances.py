"""Net debt and net cash read from a summary whose brackets may mean either."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

RIO_23 = Period(2023, "FY")

# Rio Tinto's net debt (US$4,231m at 2023, US$4,188m at 2022) printed as a deduction.
ALL_BRACKETED = (
    "Table: Summary of results (US$ millions)\n"
    "| Year to 31 December | 2023 | 2022 |\n"
    "|---|---|---|\n"
    "| Net debt | (4,231) | (4,188) |\n"
)


def _net_balances(text: str, company: str, period: Period) -> list[float]:
    ctx = DocContext(company, period, "summary.md", 1, "", "k-1")
    return [f.value for f in extract_figures(text, ctx) if f.metric == "net_debt"]


def test_a_net_debt_row_wholly_in_brackets_is_neither_owed_nor_held() -> None:
    assert _net_balances(ALL_BRACKETED, "RIO", RIO_23) == []


def test_the_verifier_will_not_call_such_a_row_net_cash() -> None:
    draft, check = answer(
        cited_doc(ALL_BRACKETED, "RIO", "FY2023"), "What was Rio Tinto's net debt in 2023?"
    )
    assert "4,231" not in draft or not check.verified
    line = "- Rio Tinto (RIO), FY2023 (year to 31 December 2023) — net cash: US$4,231 million [1]"
    from mines.grounding import check_draft

    assert not check_draft(line, [cited_doc(ALL_BRACKETED, "RIO", "FY2023")]).verified


def test_a_note_or_a_label_still_settles_the_brackets() -> None:
    noted = ALL_BRACKETED + "\nNet debt is shown in brackets.\n"
    assert _net_balances(noted, "RIO", RIO_23) == [4231.0, 4188.0]
    # Northern Star's net cash of A$358m at 30 June 2024, printed under a two-way label
    two_way = (
        "Table: Balance sheet (A$ million)\n"
        "| At 30 June | 2024 |\n|---|---|\n| Net debt/(cash) | (358) |\n"
    )
    assert _net_balances(two_way, "NST", Period(2024, "FY")) == [-358.0]
