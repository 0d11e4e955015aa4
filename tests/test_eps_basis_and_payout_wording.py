"""Per-share earnings keep their basis and dilution; a payout worded with a basis clause.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.lines import metric_label
from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.figures.query import FigureRequest
from mines.figures.similarity import MATCH_THRESHOLD, match_score
from mines.slots import extract_slots

_CTX = DocContext("NST", Period(2031))


def _asked(question: str):  # type: ignore[no-untyped-def]
    measures = asked_measures(question, extract_slots(question).metrics)
    assert len(measures) == 1
    return measures[0]


def test_earnings_per_share_on_a_fully_diluted_basis_refuses_an_undiluted_figure() -> None:
    (eps,) = prose_figures("Earnings per share came to 41.3 cents.", _CTX)
    asked = _asked("How much did Northern Star earn per share on a fully diluted basis in FY2031?")
    assert figure_conflicts(asked, eps, own_metric=True)


def test_a_payout_worded_with_a_basis_clause_still_names_the_payout() -> None:
    text = "The year's distributions return 47% of profit excluding one-off items."
    (share,) = prose_figures(text, _CTX)
    assert match_score(_asked("What payout ratio did Northern Star report for FY2031?"), share) >= (
        MATCH_THRESHOLD
    )


def test_an_underlying_eps_line_says_it_is_underlying() -> None:
    text = "Earnings per share excluding one-off items were 41.3 cents."
    (eps,) = [f for f in prose_figures(text, _CTX) if f.value == 41.3]
    label = metric_label("earnings_per_share", FigureRequest("FY"), eps)
    assert label.startswith("underlying")


def test_adjusted_is_the_underlying_basis_and_adjusted_for_items_too() -> None:
    from mines.figures.qualifiers import read_qualifiers

    assert read_qualifiers("Adjusted EBITDA")["basis"] == {"underlying"}
    assert read_qualifiers("EPS, adjusted")["basis"] == {"underlying"}
    assert "basis" not in read_qualifiers("EBITDA")


def test_a_slide_line_with_its_basis_after_a_comma_verifies_on_that_basis() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    line = "- A$1.2bn EBITDA, adjusted ▲ 4%"

    def claim(metric: str) -> Claim:
        return Claim("NST", metric, Period(2031), 1.2, 1e9, "currency", "AUD", text="A$1.2bn")

    assert verify(claim("underlying_ebitda"), line, _CTX).supported
    assert not verify(claim("statutory_ebitda"), line, _CTX).supported


def test_a_payout_row_naming_the_earnings_it_is_of_is_the_payout_ratio() -> None:
    # "Interim payout of half-year underlying earnings (%)": the reader takes the row as the
    # payout ratio of the half; the verifier must read the row alike, not as the earnings
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Returns for the six months to 30 June (%)\n"
        "| | 2025 | 2024 |\n"
        "|---|---|---|\n"
        "| Interim dividend as a payout of half-year underlying earnings | 50 | 50 |\n"
    )
    doc = cited_doc(text, "RIO", "FY2025")
    draft, check = answer(doc, "What payout ratio did Rio Tinto's interim for 1H 2024 represent?")
    assert "50% [1]" in draft, draft
    assert check.verified == 1 and not check.rejected, check


def test_a_halfs_row_under_year_columns_is_no_years_figure() -> None:
    # "Half's cash earnings paid out (%)" under "2024 | 2025": each half's share, never the
    # year's payout (it had answered a full-year payout question at confidence high)
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Distributions, by year to 30 June\n"
        "| | 2024 | 2025 |\n|---|---|---|\n"
        "| Full-year distribution (cents per share) | 40 | 55 |\n"
        "| Half's cash earnings paid out (%) | 25 | 25 |\n"
    )
    doc = cited_doc(text, "NST", "FY2025")
    draft, _ = answer(
        doc, "What share of FY24 cash earnings did Northern Star pay out for the year?"
    )
    assert "25% [1]" not in draft.split("closest stated")[0], draft
