"""Two neighbours refused: debt before cash is netted, and one kind of a summed dividend.

"Debt before subtracting cash" is gross debt, which a net debt row never answers; a row of
"Ordinary and special dividends declared" is the two summed, so it answers neither the
special dividend nor the ordinary total alone.
"""

from __future__ import annotations

import pytest

from mines.figures.printed_dividends import label_dividend_kind, label_kind
from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc, table_text, verified_draft

_TABLE = table_text(
    "Balance sheet and returns",
    ["", "FY25", "FY24"],
    [
        ["Net debt (US$ billion)", "1.1", "0.5"],
        ["Ordinary and special dividends declared (A cents)", "110", "197"],
    ],
)


def _stated(question: str) -> str:
    draft, _ = answer(cited_doc(_TABLE, "FMG", "FY2025"), question)
    return draft.split("closest stated")[0]


@pytest.mark.parametrize(
    "question",
    [
        "What was Fortescue's debt before subtracting cash at 30 June 2025?",
        "What did Fortescue owe before deducting its cash at 30 June 2025?",
    ],
)
def test_debt_before_cash_is_never_the_net_debt(question: str) -> None:
    assert "1.1" not in _stated(question)


def test_net_debt_is_still_answered() -> None:
    assert "1.1" in _stated("What was Fortescue's net debt at 30 June 2025?")


@pytest.mark.parametrize(
    "question",
    [
        "What special dividend did Fortescue declare for FY2025?",
        "What total ordinary dividend did Fortescue declare for FY2025?",
    ],
)
def test_a_summed_row_answers_neither_kind_alone(question: str) -> None:
    assert "110" not in _stated(question)


def test_ordinary_and_special_together_is_no_one_kind() -> None:
    label = "Ordinary and special dividends declared"
    assert label_kind(label) is None and label_dividend_kind(label) is None
    assert read_qualifiers(label)["dividend"] == frozenset({"total", "special"})


def test_a_special_part_named_inside_a_total_stays_special() -> None:
    text = (
        "Rio Tinto declared total dividends of 1,040 US cents a share for 2021, including "
        "special dividends of 247 cents."
    )
    doc = cited_doc(text, "RIO", "FY2021")
    draft = verified_draft(doc, "What total dividend per share did Rio Tinto declare for 2021?")
    assert "1,040" in draft and "247" not in draft.split(">")[0]


_SUMMED = table_text(
    "Per share and distributions (US cents)",
    ["", "2021", "2020"],
    [
        ["Ordinary and special dividends declared", "1,040", "556"],
        ["Of which special", "247", "93"],
    ],
)


@pytest.mark.parametrize(
    "question",
    [
        "What did Rio Tinto declare per share in dividends for 2021, specials included?",
        "What total dividend did Rio Tinto declare for 2021 with the special?",
        "What did Rio Tinto hand back per share in all for 2021, special included?",
    ],
)
def test_specials_counted_in_ask_the_sum_never_the_special_alone(question: str) -> None:
    from tests.support.offline_answer import off_question

    doc = cited_doc(_SUMMED, "RIO", "FY2021")
    draft, check = answer(doc, question)
    assert "1,040" in draft and "247" not in draft.split("closest stated")[0]
    assert not check.rejected and off_question(doc, question, draft) == []


def test_the_special_alone_is_still_its_row() -> None:
    doc = cited_doc(_SUMMED, "RIO", "FY2021")
    draft, _ = answer(doc, "What special dividend did Rio Tinto declare for 2021?")
    assert "247" in draft and "1,040" not in draft.split(">")[0]


def test_a_years_total_may_count_its_specials_in() -> None:
    text = table_text(
        "Per share and distributions (US cents)",
        ["", "2021", "2020"],
        [["Total dividends per share", "1,040", "556"], ["Of which special", "247", "93"]],
    )
    doc = cited_doc(text, "RIO", "FY2021")
    draft, _ = answer(doc, "What did Rio Tinto pay per share in all for 2021, special included?")
    assert "1,040" in draft and "247" not in draft.split(">")[0]
