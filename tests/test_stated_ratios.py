"""Ratios a document states as a percentage, read as printed and never recomputed.

A margin is printed as "X as a percentage of sales", a payout ratio as "the proportion of
profit paid to owners"; a question asks for them in other words again. Such a stated figure
answers the ratio asked, a ratio question whose report states a percentage goes to no
calculator, and a division's amount is never divided by the group's. Labels and sentences
are our own; the numbers are Fortescue's FY2024 figures from the shared facts (EBITDA margin
59%, payout ratio 70%, underlying EBITDA US$10.7 billion, revenue US$18.22 billion, and for
its first half an interim dividend of 108 A cents at a 65% payout), unless a comment says.
"""

from __future__ import annotations

from typing import Any

from mines.figures.asked import asked_measures
from mines.figures.extract import extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.similarity import MATCH_THRESHOLD, match_score, unasked_qualifiers
from mines.grounding import check_draft
from mines.offline.calculate import _plan
from mines.question.operations import asks_payout
from mines.read_question import read_question
from mines.slots import extract_slots
from nodes.aggregate import decide_calculation


def _percent(label: str, value: float = 59.0) -> Figure:
    text = f"{label} | {value}"
    start = text.index(str(value))
    span = Span("doc.md", 1, text, start, start + len(str(value)), row=label, column="2024")
    return Figure("FMG", "", Period(2024), value, 1.0, "%", None, span, label=label)


def _measure(question: str, metric: str) -> Any:
    found = asked_measures(question, extract_slots(question).metrics)
    return next(m for m in found if m.metric == metric)


def _answers(question: str, metric: str, figure: Figure) -> bool:
    asked = _measure(question, metric)
    return (
        not figure_conflicts(asked, figure)
        and not unasked_qualifiers(asked, figure, question)
        and match_score(asked, figure) >= MATCH_THRESHOLD
    )


def test_a_margin_printed_as_a_share_of_sales_answers_a_margin_question() -> None:
    question = "What EBITDA margin did Fortescue record in FY2024?"
    figure = _percent("EBITDA before significant items as a proportion of income")
    assert _answers(question, "ebitda_margin", figure)


def test_a_payout_printed_as_a_share_of_profit_answers_a_payout_question() -> None:
    question = "What proportion of earnings did Fortescue distribute for FY2024?"
    figure = _percent("portion of net profit after tax excluding significant items returned", 70.0)
    assert _answers(question, "payout_ratio", figure)
    asked_by_dividends = "What proportion of profit did Fortescue's dividends represent in FY2024?"
    assert _answers(
        asked_by_dividends, "payout_ratio", _percent("share of earnings declared", 70.0)
    )


def test_a_margin_is_no_payout_ratio() -> None:
    question = "What percentage of its underlying profit did Fortescue distribute for FY2024?"
    assert not _answers(
        question, "payout_ratio", _percent("Underlying EBITDA as a percentage of sales")
    )


def test_a_payout_asked_by_what_the_dividends_amounted_to() -> None:
    assert asks_payout("What percentage of statutory profit did the year's dividends make up?")
    assert not asks_payout("What percentage of profit came from the copper business?")
    slots = extract_slots("What share of net profit did Fortescue's FY2024 dividends equal?")
    assert slots.metrics == ("payout_ratio",)


def test_a_linking_verb_keeps_what_the_percentage_is_of() -> None:
    ctx = DocContext("FMG", Period(2024), "x")
    [figure] = extract_figures("Underlying EBITDA was 59 per cent of sales.", ctx)
    assert figure.unit == "%" and figure.value == 59.0
    assert figure.label == "Underlying EBITDA as a share of sales"
    # a percentage named only by what it is of, after it, is a share of that
    [after] = extract_figures("Owners received a payout, 70% of cash profit for the year.", ctx)
    assert after.label == "share of cash profit"
    # a ratio named as such keeps its registry reading
    [named] = extract_figures("The payout ratio was 70% of underlying profit.", ctx)
    assert named.metric == "payout_ratio"


_LINE = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — {label}: {value} [1]"


def test_a_stated_percentage_is_quoted_not_recomputed() -> None:
    request = read_question("What EBITDA margin did Fortescue record in FY2024?")
    amounts = "\n".join(
        [
            _LINE.format(label="underlying EBITDA", value="US$10.7 billion"),
            _LINE.format(label="revenue", value="US$18.22 billion"),
        ]
    )
    assert decide_calculation(request, amounts)
    stated = (
        amounts
        + "\n"
        + _LINE.format(label="Underlying EBITDA as a percentage of sales", value="59%")
    )
    assert not decide_calculation(request, stated)


def test_a_divisions_amount_is_never_divided_by_the_groups() -> None:
    request = read_question("What EBITDA margin did Fortescue record in FY2024?")
    group = "\n".join(
        [
            _LINE.format(label="underlying EBITDA", value="US$10.7 billion"),
            '  > "Group EBITDA was US$10.7 billion."',
            _LINE.format(label="revenue", value="US$18.22 billion"),
            '  > row "Revenue", column "FY24": 18.22',
        ]
    )
    calls, _ = _plan(request, group)
    assert [name for name, _ in calls] == ["ratio"]
    division = group.replace("Group EBITDA was", "The rail division earned EBITDA of")
    calls, notes = _plan(request, division)
    assert calls == []
    assert any("division" in note for note in notes)


def test_a_share_of_profit_row_under_a_dividend_title_is_verified() -> None:
    # Fortescue's interims for 1H FY24 and 1H FY23 and its 1H FY24 payout; the facts hold no
    # Fortescue 1H FY23 payout, so that cell is Northern Star's 1H FY23 payout ratio (27%)
    text = """Table: Half-year dividend
| | 1H FY24 | 1H FY23 |
| Cents a share | 108 | 75 |
| Percentage of interim net profit after tax (%) | 65 | 27 |"""
    doc = {
        "id": "1",
        "company": "FMG",
        "period": "H1 FY2024",
        "fiscal_year": "FY2024",
        "source": "interim.txt",
        "text": text,
    }
    draft = (
        "- Fortescue (FMG), H1 FY2024 (half year to 31 December 2023) — dividend "
        "Percentage of interim net profit after tax: 65% [1]\n"
        '  > row "Percentage of interim net profit after tax (%)", column "1H FY24": 65'
    )
    check = check_draft(draft, [doc])
    assert check.verified == 1 and not check.rejected
