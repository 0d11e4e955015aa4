"""A year's result printed as a loss: in brackets under a profit/(loss) row, or said in words.

Figures are Mineral Resources' from the shared data (FY2025 statutory loss A$896m, underlying
loss A$112m; first half of FY2025 statutory loss A$807m, underlying loss A$196m). The rows
and sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import extract_figures
from mines.figures.labels import label_metric
from mines.figures.model import DocContext, Period
from mines.figures.qualifier_conflicts import qualifiers_of
from mines.figures.signs import without_sign_pair
from tests.support.offline_answer import answer, cited_doc

_STATEMENT = """Table: Income statement of the group for the year to 30 June 2025 (A$ million)
| | 2025 | 2024 |
| Sales revenue | 4,450 | 5,280 |
| {label} | (896) | 114 |
"""

_HALF = """Table: Key numbers, six months to 31 December 2024 (A$ million)
| | 1H FY25 | 1H FY24 |
| Statutory profit/(loss) after tax | (807) | 530 |
| Underlying profit/(loss) after tax | (196) | 196 |
"""


@pytest.mark.parametrize(
    ("printed", "read"),
    [
        ("Statutory profit/(loss) after tax", "Statutory profit after tax"),
        ("(Loss)/profit for the year", "profit for the year"),
        ("Earnings / (loss) attributable", "Earnings attributable"),
    ],
)
def test_only_the_loss_half_of_a_result_pair_is_left_out(printed: str, read: str) -> None:
    assert without_sign_pair(printed) == read


@pytest.mark.parametrize(
    "label",
    [
        "Statutory profit/(loss) after tax",
        "(Loss)/profit after tax",
        "Profit/(loss) attributable to owners of the parent",
    ],
)
def test_a_result_printed_both_ways_names_statutory_profit(label: str) -> None:
    hit = label_metric(label)
    assert hit is not None and hit[0] == "statutory_npat"


@pytest.mark.parametrize("label", ["(Loss)/profit for the year", "Profit/(loss) for the period"])
def test_a_result_row_named_by_its_own_period_is_read_with_its_bracketed_sign(label: str) -> None:
    text = _STATEMENT.format(label=label)
    figures = extract_figures(text, DocContext("MIN", Period(2025)))
    results = {f.period.label: f.value for f in figures if f.metric == "statutory_npat"}
    assert results == {"FY2025": -896.0, "FY2024": 114.0}


@pytest.mark.parametrize(
    "question",
    [
        "What was Mineral Resources' net loss in FY2025?",
        "How much did Mineral Resources lose in FY2025?",
    ],
)
def test_a_loss_asked_of_a_loss_first_row_is_answered_and_verified(question: str) -> None:
    draft, check = answer(
        cited_doc(_STATEMENT.format(label="(Loss)/profit for the year"), "MIN"), question
    )
    assert "loss of A$896 million" in draft
    assert check.verified == 1 and not check.rejected


@pytest.mark.parametrize(
    "question",
    [
        "How much did Mineral Resources lose in 1H FY25?",
        "What was Mineral Resources' statutory net profit after tax in H1 FY2025?",
    ],
)
def test_a_statutory_row_printed_both_ways_is_confirmed_by_the_verifier(question: str) -> None:
    draft, check = answer(cited_doc(_HALF, "MIN", "H1 FY2025"), question)
    assert "loss of A$807 million" in draft
    assert check.verified == 1 and not check.rejected


def test_a_result_label_known_whole_with_its_loss_half_is_confirmed_by_the_verifier() -> None:
    # the whole printed row, "(loss)" and its owners included, is a label the verifier
    # knows; leaving the loss half out must not leave the owners' words unexplained
    table = _STATEMENT.format(label="Statutory net profit/(loss) after tax attributable to members")
    draft, check = answer(
        cited_doc(table, "MIN"), "What statutory net profit after tax did MinRes post in FY2024?"
    )
    assert "A$114 million" in draft
    assert check.verified == 1 and not check.rejected


_YEAR_WORDS = (
    "MinRes reported a net loss after tax of A$896 million for the year. "
    "On an underlying basis the group booked a loss after tax of A$112 million."
)
_HALF_WORDS = (
    "The miner swung to a statutory loss attributable to members of $807 million in the "
    "half. The underlying result was a loss after tax of $196 million."
)


def _read(text: str, period: Period) -> dict[str, float]:
    figures = extract_figures(text, DocContext("MIN", period))
    return {f.metric: f.value for f in figures if f.metric and f.period == period}


def test_a_basis_named_before_a_bare_loss_label_is_the_loss_basis() -> None:
    assert _read(_YEAR_WORDS, Period(2025)) == {
        "statutory_npat": -896.0,
        "underlying_npat": -112.0,
    }
    assert _read(_HALF_WORDS, Period(2025, "H1")) == {
        "statutory_npat": -807.0,
        "underlying_npat": -196.0,
    }


@pytest.mark.parametrize(
    ("text", "period", "question", "said"),
    [
        (_YEAR_WORDS, "FY2025", "What was MinRes's underlying net loss in FY2025?", "A$112"),
        (_HALF_WORDS, "H1 FY2025", "What was MinRes's underlying loss in 1H FY25?", "A$196"),
        (_HALF_WORDS, "H1 FY2025", "What was MinRes's net loss in 1H FY25?", "A$807"),
    ],
)
def test_a_loss_said_in_words_is_answered_on_its_own_basis_and_verified(
    text: str, period: str, question: str, said: str
) -> None:
    draft, check = answer(cited_doc(text, "MIN", period), question)
    assert f"loss of {said} million" in draft
    assert check.verified == 1 and not check.rejected


_BALANCE = """Table: Mineral Resources - balance sheet summary at 30 June 2025 (A$ million)
| | 30 June 2025 |
| Net cash/(debt) | (5,350) |
"""


def test_a_company_name_in_a_title_is_no_head_of_the_measure() -> None:
    # "Mineral Resources" is the company here, not a resources estimate
    assert qualifiers_of("Net debt — Mineral Resources balance sheet", "net_debt")["head"] == {
        "debt"
    }


def test_a_bracketed_net_cash_or_debt_row_answers_net_debt_under_a_company_title() -> None:
    draft, check = answer(
        cited_doc(_BALANCE, "MIN"), "What was Mineral Resources' net debt at 30 June 2025?"
    )
    assert "net debt: A$5,350 million" in draft
    assert check.verified == 1 and not check.rejected


def test_aligned_columns_in_a_markdown_code_fence_are_read_as_a_table() -> None:
    from mines.text_reading import text_items

    fenced = [
        "**Group summary (A$ million)**",
        "",
        "```",
        "                                 FY2025   FY2024",
        "Net profit/(loss) after tax       (896)      114",
        "```",
    ]
    tables = [
        item for item in text_items(None, fenced, markdown=True).items if hasattr(item, "rows")
    ]
    assert len(tables) == 1
    assert tables[0].rows[0][:2] == ("Net profit/(loss) after tax", "(896)")


def test_a_loss_with_its_scale_inside_the_brackets_is_read_and_verified() -> None:
    # "($896m)": the scale printed inside the brackets of a loss, as key-metric tables do
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Key metrics\n| | FY25 | FY24 |\n"
        "| Statutory NPAT | ($896m) | $114m |\n| Underlying NPAT | ($112m) | $158m |\n"
    )
    doc = cited_doc(text, "MIN", "FY2025")
    for question, value in (
        ("What was Mineral Resources' statutory net loss after tax in FY2025?", "A$896 million"),
        ("What was MinRes's underlying NPAT for FY2025?", "A$112 million"),
    ):
        draft, check = answer(doc, question)
        assert f"loss of {value}" in draft, draft
        assert check.verified == 1 and not check.rejected, check


def test_a_statutory_loss_beside_an_underlying_one_is_read_as_each() -> None:
    # "an underlying loss of $112 million and a statutory loss of $896 million": two bases
    text = (
        "The miner posted an underlying loss of $112 million and a statutory loss of "
        "$896 million for the year."
    )
    figures = extract_figures(text, DocContext("MIN", Period(2025)))
    assert {(f.metric, f.value) for f in figures} == {
        ("underlying_npat", -112.0),
        ("statutory_npat", -896.0),
    }
