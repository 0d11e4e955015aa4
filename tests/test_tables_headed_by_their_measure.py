"""Tables whose headings, not their rows, say what the rows measure.

Written for these tests, in our own layouts (the values are made up, no company's figures):
a sites table whose value columns each name the year and a measure ("FY25 ounces sold"), a
payments table whose label column is headed "Distributions" over rows "Interim" and
"Final", and a pricing table headed "Realised pricing" over a product's row.
"""

from __future__ import annotations

import pytest

from mines.figures.measure_columns import by_measure_column
from mines.figures.model import Period
from mines.figures.tables import Table
from tests.support.offline_answer import answer, cited_doc, off_question, table_text

_SITES = table_text(
    "Output by mine",
    ["Mine", "FY25 gold sold (oz)", "FY25 AISC (A$/oz)"],
    [["Jundee", "310,000", "1,940"], ["Pogo", "205,000", "3,010"], ["Group", "515,000", "2,380"]],
)

_PAYMENTS = table_text(
    "Returns to shareholders",
    ["Distributions", "US cents per share"],
    [
        ["Interim (paid in March)", "46"],
        ["Final (payable in September)", "57"],
        ["Full year", "103"],
    ],
)

_PRICING = table_text(
    "Year in review",
    ["Realised pricing", "FY25", "FY24"],
    [["Hematite (US$/dmt)", "79", "102"], ["Platts 62% CFR index (US$/dmt)", "97", "117"]],
)


def test_columns_of_one_year_and_a_measure_each_are_split_per_column() -> None:
    table = Table(
        "Output", ("Mine", "FY25 gold sold (oz)", "FY25 AISC (A$/oz)"), (("Pogo", "1", "2"),)
    )
    split = by_measure_column(table, "NST", Period(2025, "FY"))
    assert [t.header for t in split] == [
        ("Mine", "FY25 gold sold (oz)"),
        ("Mine", "FY25 AISC (A$/oz)"),
    ]
    years = Table("Output", ("Mine", "FY25", "FY24"), (("Pogo", "1", "2"),))
    assert by_measure_column(years, "NST", Period(2025, "FY")) == [years]


def test_a_sites_cost_is_read_from_its_own_column() -> None:
    doc = cited_doc(_SITES, "NST", "FY2025")
    question = "What was Northern Star's all-in sustaining cost at Pogo in FY25?"
    draft, check = answer(doc, question)
    assert "A$3,010" in draft and "1,940" not in draft and "2,380" not in draft
    assert check.verified and not check.rejected


def test_the_group_row_of_a_sites_table_answers_for_the_company() -> None:
    doc = cited_doc(_SITES, "NST", "FY2025")
    draft, check = answer(doc, "How many ounces of gold did Northern Star sell in FY2025?")
    assert "515,000 oz" in draft
    assert check.verified and not check.rejected


def test_a_sites_table_of_one_year_answers_no_other_year() -> None:
    doc = cited_doc(_SITES, "NST", "FY2025")
    draft, check = answer(doc, "What was Northern Star's AISC at Pogo in FY2024?")
    assert "3,010" not in draft or not check.verified


def test_rows_under_a_distributions_heading_are_dividends_of_their_kind() -> None:
    doc = cited_doc(_PAYMENTS, "BHP", "FY2025")
    question = "What interim dividend did BHP pay for FY25?"
    draft, check = answer(doc, question)
    assert "46 US cents" in draft and "57" not in draft
    assert check.verified and not check.rejected
    assert off_question(doc, question, draft) == []


def test_a_products_row_under_realised_pricing_is_its_price_received() -> None:
    doc = cited_doc(_PRICING, "FMG", "FY2025")
    question = "What average price did Fortescue realise in FY2024?"
    draft, check = answer(doc, question)
    assert "US$102" in draft and "117" not in draft
    assert check.verified and not check.rejected
    assert off_question(doc, question, draft) == []


def test_an_index_price_under_realised_pricing_is_not_the_price_received() -> None:
    doc = cited_doc(_PRICING.replace("| Hematite (US$/dmt) | 79 | 102 |\n", ""), "FMG", "FY2025")
    draft, check = answer(doc, "What average price did Fortescue realise in FY2025?")
    assert "US$97" not in draft or not check.verified


_BASES = table_text(
    "Results for the half year ended 31 December 2024 (A$m)",
    ["", "Statutory", "Underlying"],
    [["Revenue", "2,118", "2,118"], ["Net profit/(loss) after tax", "(713)", "(154)"]],
)


def test_basis_columns_are_read_each_on_its_basis_for_the_titles_period() -> None:
    from mines.figures.extract import doc_figures

    doc = cited_doc(_BASES, "MIN", "H1 FY2025")
    read = {(s.figure.metric, s.figure.period.label, s.figure.base_value) for s in doc_figures(doc)}
    assert ("statutory_npat", "H1 FY2025", -713e6) in read
    assert ("underlying_npat", "H1 FY2025", -154e6) in read


@pytest.mark.parametrize(
    ("question", "stated", "other"),
    [
        ("What was Mineral Resources' statutory NPAT in 1H FY25?", "loss of A$713 million", "154"),
        ("What was Mineral Resources' underlying NPAT in 1H FY25?", "loss of A$154 million", "713"),
    ],
)
def test_each_basis_column_answers_its_own_basis(question: str, stated: str, other: str) -> None:
    draft, check = answer(cited_doc(_BASES, "MIN", "H1 FY2025"), question)
    assert stated in draft and other not in draft
    assert check.verified and not check.rejected


_SEGMENTS = table_text(
    "Segment information — underlying EBITDA, half year (A$m)",
    ["Segment", "1H FY25", "1H FY24"],
    [
        ["Mining Services", "402", "231"],
        ["Lithium (Mt Marion, Wodgina)", "(36)", "288"],
        ["Iron Ore (Onslow)", "27", "249"],
    ],
)


@pytest.mark.parametrize(
    ("question", "stated"),
    [
        (
            "What underlying EBITDA did MinRes's Mining Services segment make in 1H FY25?",
            "A$402 million",
        ),
        (
            "What was Mineral Resources' lithium segment underlying EBITDA in 1H FY25?",
            "loss of A$36 million",
        ),
        (
            "What underlying EBITDA did Mineral Resources' iron ore segment make in 1H FY24?",
            "A$249 million",
        ),
    ],
)
def test_a_segment_rows_measure_is_the_one_its_title_names(question: str, stated: str) -> None:
    doc = cited_doc(_SEGMENTS, "MIN", "H1 FY2025")
    draft, check = answer(doc, question)
    assert stated in draft.splitlines()[0]
    assert check.verified and not check.rejected
    assert off_question(doc, question, draft) == []


def test_a_segment_row_answers_no_group_question() -> None:
    doc = cited_doc(_SEGMENTS, "MIN", "H1 FY2025")
    draft, check = answer(doc, "What was Mineral Resources' group underlying EBITDA in 1H FY25?")
    assert "not found" in draft.splitlines()[0] and not check.verified


_UNIT_COLUMN = table_text(
    "Underlying EBITDA by segment, half year ended 31 December 2024",
    ["Segment", "A$m"],
    [["Mining Services", "402"], ["Lithium", "(36)"], ["Iron Ore", "27"]],
)


def test_a_unit_only_column_takes_its_measure_from_the_title() -> None:
    doc = cited_doc(_UNIT_COLUMN, "MIN", "H1 FY2025")
    question = "What was Mineral Resources' lithium segment underlying EBITDA in 1H FY25?"
    draft, check = answer(doc, question)
    assert "loss of A$36 million" in draft.splitlines()[0]
    assert check.verified and not check.rejected
    assert off_question(doc, question, draft) == []
