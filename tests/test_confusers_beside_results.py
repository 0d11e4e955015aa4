"""Numbers printed like results that are not results (issues 19 and 20).

A full report states, beside the year's figures, next year's guidance (often a span of
values, or lines under an "Outlook" heading with no forward word of their own), what a
change in a price would do (a sensitivity) and the lines reconciling one basis to
another. Neither the reader nor the verifier may take any of
them for the reported figure; the reported figure beside them is still read.

The reported values are Fortescue's FY2025 and BHP's FY2025 figures from the shared data;
the guidance, sensitivity and adjustment values are marked as such in the text.
"""

from __future__ import annotations

from typing import Any

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.similarity import MATCH_THRESHOLD, match_score, unasked_qualifiers
from mines.figures.verify import verify
from mines.slots import extract_slots

FY25 = Period(2025)


def _read(text: str, company: str = "FMG") -> list[tuple[str, float, Period]]:
    ctx = DocContext(company, FY25, "annual.txt", 4, "", "c-1")
    return [(f.metric, f.value, f.period) for f in extract_figures(text, ctx)]


def _verdict(metric: str, value: float, scale: float, text: str, **kw: Any) -> str:
    fields: dict[str, Any] = {"unit": "currency", "currency": "USD"} | kw
    claim = Claim(company="FMG", metric=metric, period=FY25, value=value, scale=scale, **fields)
    verdict = verify(claim, text, DocContext("FMG", FY25, "annual.txt", 4, "", "c-1"))
    return "supported" if verdict.supported else verdict.reason


# ---------------------------------------------------------------------------------------
# A span of values is guidance, never a result


def test_a_span_written_with_to_is_guidance_not_the_years_spend() -> None:
    span = "Capital expenditure (Energy excluded) of US$3.2 billion to US$3.8 billion."
    assert not [m for m, _, _ in _read(span) if m == "capex"]
    assert "range" in _verdict("capex", 3.8, 1e9, span)
    # a move from one value to the other is still read: the second is the year's
    moved = "Capital expenditure climbed from US$2.8 billion to US$3.9 billion."
    assert ("capex", 3.9, FY25) in _read(moved)
    assert _verdict("capex", 3.9, 1e9, moved) == "supported"


def test_a_unit_cost_span_and_a_between_span_are_no_results() -> None:
    cost = "The hematite C1 cost is seen in a band of US$17.50 to US$18.50/wmt."
    assert not _read(cost)
    verdict = _verdict("c1_cost_usd_wmt", 18.5, 1.0, cost, unit="per wmt")
    assert verdict != "supported"
    shipped = "Iron ore shipments of between 195 and 205 Mt."
    assert not _read(shipped)


# ---------------------------------------------------------------------------------------
# Lines a forward-looking lead governs


def test_lines_after_a_guidance_lead_in_are_not_the_years_figures() -> None:
    text = (
        "Financial year ended 30 June 2025\n\n"
        "Capital expenditure for the year was US$3.9 billion.\n\n"
        "Next year's guidance:\n"
        "Capital expenditure of US$3.5 billion.\n"
    )
    assert [v for m, v, _ in _read(text) if m == "capex"] == [3.9]
    assert "guidance" in _verdict("capex", 3.5, 1e9, text)
    assert _verdict("capex", 3.9, 1e9, text) == "supported"


def test_paragraphs_under_an_outlook_heading_are_not_the_years_figures() -> None:
    text = (
        "Outlook\n\n"
        "Hematite C1 cost of US$18.20/wmt.\n\n"
        "Operating review\n\n"
        "C1 cost was US$17.99/wmt.\n"
    )
    assert [v for m, v, _ in _read(text) if m == "c1_cost_usd_wmt"] == [17.99]
    assert _verdict("c1_cost_usd_wmt", 18.2, 1.0, text, unit="per wmt") != "supported"
    # a heading measuring results against guidance reports them
    reported = "Performance against guidance\n\nC1 cost was US$17.99/wmt.\n"
    assert [v for m, v, _ in _read(reported) if m == "c1_cost_usd_wmt"] == [17.99]


def test_a_heading_run_into_its_paragraph_governs_it() -> None:
    text = "Outlook The C1 cost will rise with the strip ratio. C1 cost of US$18.20/wmt."
    assert not _read(text)


# ---------------------------------------------------------------------------------------
# A sensitivity, and a line reconciling one basis to another


def test_what_a_price_change_would_do_to_profit_is_no_profit() -> None:
    text = (
        "A US$1/t change in the iron ore price would have had an impact on profit after "
        "taxation of US$150 million."
    )
    claim = Claim(
        company="BHP", metric="statutory_npat", period=FY25, value=150, scale=1e6, currency="USD"
    )
    verdict = verify(claim, text, DocContext("BHP", FY25, "annual.md", 3, "", "c-2"))
    assert not verdict.supported
    assert "sensitivity" in verdict.reason


def _row(label: str, value: float) -> Figure:
    text = f"{label} | {value:,.0f}"
    start = text.index(f"{value:,.0f}")
    span = Span("annual.md", 2, text, start, len(text), row=label, column="2025")
    return Figure("BHP", "", FY25, value, 1e6, "currency", "USD", span, label=label)


def _answers(question: str, figure: Figure) -> bool:
    (asked,) = asked_measures(question, extract_slots(question).metrics)
    return (
        not figure_conflicts(asked, figure, own_metric=False)
        and not unasked_qualifiers(asked, figure, question)
        and match_score(asked, figure) >= MATCH_THRESHOLD
    )


def test_an_adjustment_line_never_answers_the_result_it_adjusts() -> None:
    question = "What was BHP's profit after tax in FY2025?"
    assert not _answers(question, _row("Exceptional items after taxation", 1140))
    assert not _answers(question, _row("Impact on profit after taxation", 150))
    # the result itself, and a result before such items, still answer
    assert _answers(question, _row("Profit after taxation", 9020))
    assert _answers(
        "What was BHP's profit after tax before significant items in FY2025?",
        _row("Profit after tax before significant items", 10160),
    )


# ---------------------------------------------------------------------------------------
# A table column naming a plan


def test_a_planned_column_states_no_year_and_a_scorecards_actual_column_is_read() -> None:
    for planned in ("FY2026 guidance", "FY2026F"):
        beside = (
            "Table: Key metrics\n"
            f"| Measure | FY2025 | {planned} |\n"
            "| C1 cost (US$/wmt) | 17.99 | 18.20 |\n"
        )
        assert _read(beside) == [("c1_cost_usd_wmt", 17.99, FY25)]
    scorecard = (
        "Table: Short-term incentive scorecard\n"
        "| Measure | FY2025 threshold | FY2025 target | FY2025 actual |\n"
        "| Underlying EBITDA (US$bn) | 7.0 | 8.5 | 7.9 |\n"
    )
    assert _read(scorecard) == [("underlying_ebitda", 7.9, FY25)]


# ---------------------------------------------------------------------------------------
# What the new readings must leave alone


def test_items_named_as_a_basis_and_a_year_before_to_are_left_alone() -> None:
    from mines.figures.qualifiers import read_qualifiers

    # "once significant items are stripped out" names a basis, not an adjustment line
    assert "adjustment" not in read_qualifiers("profit once significant items are stripped out")
    assert read_qualifiers("significant items after tax")["adjustment"] == frozenset({"items"})
    # a year, then "come to" and the year's total, is no span of values
    text = "With it, the payouts for 2024 come to 402 US cents a share, a record for the group."
    year = Period(2024)
    claim = Claim(
        company="RIO",
        metric="dividends_per_share",
        period=year,
        value=402,
        unit="cents per share",
        currency="USD",
        dividend_kind="total",
    )
    verdict = verify(claim, text, DocContext("RIO", year, "annual.txt", 4, "", "c-1"))
    assert verdict.supported, verdict.reason
