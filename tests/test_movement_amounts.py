"""A results line prints how far a figure moved and the level it reached: only the level
answers ("a decrease of A$611 million to A$158 million" states 158, never 611)."""

from __future__ import annotations

from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.verify import verify

FY24 = Period(2024)
H1_24 = Period(2024, "H1")


def _read(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "4e.txt", 1, "", "c-9"))


def _metric_values(figures: list[Figure], metric: str) -> list[float]:
    return [f.value for f in figures if f.metric == metric]


def test_the_level_after_an_amount_moved_is_the_figure() -> None:
    line = (
        "Underlying net profit after tax attributable to members: a decrease of A$611 million"
        " to A$158 million."
    )
    assert _metric_values(_read(line, "MIN", FY24), "underlying_npat") == [158]


def test_an_amount_moved_with_no_level_states_nothing_for_the_measure() -> None:
    line = "Net profit after tax for the half rose by US$691 million on the prior half."
    assert _metric_values(_read(line, "RIO", H1_24), "statutory_npat") == []


def _claim(value: float) -> Claim:
    return Claim(
        company="FMG",
        metric="statutory_npat",
        period=H1_24,
        value=value,
        scale=1e6,
        unit="currency",
        currency="USD",
    )


def test_the_verifier_refuses_the_movement_and_accepts_the_level() -> None:
    line = "Profit after tax attributable to members increase of US$970 million to US$3,340 million"
    ctx = DocContext("FMG", H1_24, "4d.txt", 1, "", "c-3")
    moved = verify(_claim(970), line, ctx)
    assert not moved.supported
    assert "moved" in moved.reason
    assert verify(_claim(3340), line, ctx).supported
