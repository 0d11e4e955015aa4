"""Figures answer by their printed label, end to end: retrieval, synthesis, verification.

One class of case per test: a printed label naming the asked phrase (either side's words
all the other's), a row of another registry metric whose printed label names the phrase
better than the alias the question's metric came from, a neighbour that shares only some
words, a qualifier conflict, and the verifier reading a claim by its printed label.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, cast

import pytest

from mines.documents import Chunk
from mines.figures.asked import CLOSEST, asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.label_words import label_word_score
from mines.figures.model import Figure, Period, Span
from mines.figures.query import read_request
from mines.figures.relevance import claim_reason
from mines.figures.select import Sourced
from mines.grounding import check_draft
from mines.slots import extract_slots

# ----- a printed label against the asked phrase, by words ---------------------------------


@pytest.mark.parametrize(
    ("phrase", "label", "names"),
    [
        ("net cash from operating activities", "Net cash from operating activities", True),
        ("cash earnings", "Cash earnings — Review of the year", True),  # the title is no name
        ("underlying cash earnings", "Cash earnings", True),  # the label's words are all asked
        ("cash earnings", "Underlying cash earnings", True),  # the asked words are all printed
        ("net cash from operating activities", "Net debt", False),  # some words only
        ("net cash from investing activities", "Net cash from operating activities", False),
        ("revenue", "BHP revenue", True),  # a company name names nothing
    ],
)
def test_a_label_names_a_phrase_when_one_side_holds_all_the_others_words(
    phrase: str, label: str, names: bool
) -> None:
    assert (label_word_score(phrase, label) > 0) is names


# ----- the offline synthesis ---------------------------------------------------------------


def _row(metric: str, label: str, value: float, year: int = 2024) -> Sourced:
    """A row of a table of BHP's key figures, in US$ million."""
    text = f"| {label} | {value:,.0f} |"
    quote = f"{value:,.0f}"
    span = Span("report.pdf", 4, text, text.index(quote), text.index(quote) + len(quote), label)
    figure = Figure(
        "BHP",
        metric,
        Period(year),
        value,
        1e6,
        "currency",
        "USD",
        span,
        label=f"{label} — Key financial figures",
    )
    return Sourced(figure, "1", "user")


def _lines(question: str, figures: list[Sourced]) -> str:
    from mines.offline.synthesize import _figure_lines
    from mines.read_question import figure_request, read_question

    request = read_question(question)
    return "\n".join(
        _figure_lines(request, ["BHP"], request.metrics, figure_request(request), figures)
    )


_STATEMENT = [
    _row("operating_cash_flow", "Net cash from operating activities", 20665),
    _row("", "Net cash used in investing activities", -9000),
    _row("net_debt", "Net debt", 9120),
]


def test_a_row_of_another_metric_answers_when_its_printed_label_is_the_phrase() -> None:
    # "net cash" inside the statement's line names no net debt: the row is the answer.
    text = _lines("What was BHP's net cash from operating activities in FY2024?", _STATEMENT)
    assert "US$20,665 million [1]" in text, text
    assert "9,120" not in text and "not found" not in text


def test_a_row_sharing_only_some_words_stays_a_neighbour() -> None:
    text = _lines("What was BHP's net cash from financing activities in FY2024?", _STATEMENT)
    assert "not found" in text, text
    assert "20,665" not in text.split(CLOSEST)[0]


def test_the_alias_own_metric_still_answers_when_its_name_is_the_phrase() -> None:
    text = _lines("What was BHP's net debt in FY2024?", _STATEMENT)
    assert "US$9,120 million" in text and "20,665" not in text, text


def test_a_printed_label_never_answers_across_a_qualifier_conflict() -> None:
    segment = [_row("operating_cash_flow", "Iron ore net cash from operating activities", 12000)]
    text = _lines("What was BHP's group net cash from operating activities in FY2024?", segment)
    assert "not found" in text and "12,000" not in text.split(CLOSEST)[0], text


def test_a_printed_label_answers_only_for_the_period_asked() -> None:
    prior = [_row("operating_cash_flow", "Net cash from operating activities", 18701, 2023)]
    text = _lines("What was BHP's net cash from operating activities in FY2024?", prior)
    assert "not found" in text and "18,701" not in text.split(CLOSEST)[0], text


# ----- the verifier and the relevance check read the printed label ------------------------

_DOC = {"company": "BHP", "fiscal_year": "FY2024", "period": "FY2024"}


def _verified(draft: str, doc: dict[str, Any]) -> bool:
    """Whether every claim of ``draft`` is verified against ``doc`` (and there is one)."""
    check = check_draft(draft, [doc])
    return check.verified == 1 and not check.rejected


_TABLE = (
    "Table: Cash flow (US$ million)\n| Year ended 30 June | 2024 | 2023 |\n"
    "| Net cash from operations | 20,665 | 18,701 |\n| Net debt | 9,120 | 11,166 |"
)
_PROSE = "Net cash from operations was US$20.7 billion in FY2024. Net debt was US$9.1 billion."
_LINE = "- BHP Group (BHP), {period} — {label}: {value} [1]"


@pytest.mark.parametrize(
    ("text", "period", "label", "value", "kept"),
    [
        (
            _TABLE,
            "FY2024 (year to 30 June 2024)",
            "Net cash from operations",
            "US$20,665 million",
            True,
        ),
        (
            _PROSE,
            "FY2024 (year to 30 June 2024)",
            "Net cash from operations",
            "US$20.7 billion",
            True,
        ),
        # the value of another year, or another label, is no support
        (
            _TABLE,
            "FY2023 (year to 30 June 2023)",
            "Net cash from operations",
            "US$20,665 million",
            False,
        ),
        (_TABLE, "FY2024 (year to 30 June 2024)", "net debt", "US$20,665 million", False),
        (
            _PROSE,
            "FY2024 (year to 30 June 2024)",
            "Net cash from operations",
            "US$9.1 billion",
            False,
        ),
    ],
)
def test_the_verifier_accepts_a_figure_under_its_printed_label(
    text: str, period: str, label: str, value: str, kept: bool
) -> None:
    draft = _LINE.format(period=period, label=label, value=value)
    assert _verified(draft, {**_DOC, "text": text}) is kept


@pytest.mark.parametrize(
    ("question", "label", "relevant"),
    [
        (
            "What was BHP's net cash from operating activities in FY2024?",
            "Net cash from operating activities",
            True,
        ),
        ("What was BHP's net cash from operating activities in FY2024?", "net debt", False),
        ("What were BHP's cash earnings in FY2024?", "Cash earnings", True),
        ("What were BHP's cash earnings in FY2024?", "statutory NPAT", False),
    ],
)
def test_a_printed_label_claim_is_relevant_when_it_names_the_phrase(
    question: str, label: str, relevant: bool
) -> None:
    line = _LINE.format(period="FY2024 (year to 30 June 2024)", label=label, value="US$2.3 billion")
    ((claim, _),) = claims_from_text(line, [{**_DOC, "text": ""}])
    reason = claim_reason(claim, asked_measures(question), extract_slots(question))
    assert (reason is None) is relevant, reason


# ----- retrieval: the figure index finds a chunk by the asked phrase ----------------------


def test_the_figure_index_finds_chunks_by_the_asked_phrase(tmp_path: Path) -> None:
    from mines import figure_index
    from mines.ingest.run import ingest_paths
    from mines.store import Store

    store = Store(path=tmp_path / "chroma")
    filler = " ".join(f"Paragraph {i} is about safety and people at the sites." for i in range(60))
    path = tmp_path / "bhp_results.md"
    path.write_text(
        "# BHP results for the year ended 30 June 2024\n\n"
        f"{filler}\n\n## Cash flow statement\n\n"
        "| US$ million | 2024 | 2023 |\n|---|---:|---:|\n"
        "| Net cash from operating activities | 20,665 | 18,701 |\n\n"
        f"{filler}\n\n## Review\n\nCash earnings were US$2.3 billion in FY2024.\n\n{filler}\n"
    )
    assert ingest_paths([path], store=store).ok
    chunks = {
        phrase: figure_index.chunk_ids_for_phrases(store, "BHP", [phrase], ["FY2024"])
        for phrase in ("net cash from operating activities", "cash earnings", "gross debt")
    }
    [operating] = chunks["net cash from operating activities"]
    assert "Net cash from operating activities" in store.get_chunks("BHP", [operating])[0]["text"]
    [earnings] = chunks["cash earnings"]
    assert "Cash earnings were" in store.get_chunks("BHP", [earnings])[0]["text"]
    assert chunks["gross debt"] == []
    assert figure_index.chunk_ids_for_phrases(store, "BHP", ["cash earnings"], ["FY2022"]) == []


# ----- "Nil" on a dividend row is zero; a dash states nothing ----------------------------

_DIVIDENDS = (
    "Table: Dividends determined (cents per share)\n| | FY2024 | FY2023 |\n"
    "| Interim dividend | Nil | 50 |\n| Final dividend | – | 65 |"
)
_MIN = {"company": "MIN", "fiscal_year": "FY2024", "period": "FY2024", "text": _DIVIDENDS}


def test_a_nil_dividend_is_recorded_as_zero_and_a_dash_as_nothing() -> None:
    from mines.figures.extract import extract_figures
    from mines.figures.model import DocContext

    figures = extract_figures(_DIVIDENDS, DocContext("MIN", Period(2024)))
    stated = {(f.dividend_kind, f.period.year, f.value) for f in figures}
    assert ("interim", 2024, 0.0) in stated
    assert not [k for k, year, _ in stated if k == "final" and year == 2024]
    nil_elsewhere = (
        "Table: Impairments (A$ million)\n| | FY2024 | FY2023 |\n| Impairment | Nil | 50 |"
    )
    assert [f.value for f in extract_figures(nil_elsewhere, DocContext("MIN", Period(2024)))] == [
        50.0
    ]


@pytest.mark.parametrize(
    ("value", "kept"),
    [("nil (0 A cents per share)", True), ("5 A cents per share", False)],
)
def test_the_verifier_reads_a_nil_cell_as_zero(value: str, kept: bool) -> None:
    line = (
        "- Mineral Resources (MIN), FY2024 (year to 30 June 2024) — interim dividend per share: "
        f"{value} [1]"
    )
    assert _verified(line, _MIN) is kept


def test_a_nil_dividend_is_answered_as_nil_not_found_never() -> None:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {**_MIN, "id": "1", "source": "min.pdf", "page": 2, "score": 1.0, "section": ""}
    question = "What was Mineral Resources' interim dividend in FY2024?"
    draft = synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))
    assert "interim dividend per share: nil (0 cents per share) [1]" in draft, draft
    assert check_draft(draft, [doc]).verified == 1


# ----- a site row under an operational total is that metric at the site -----------------

_OUTPUT = (
    "Table: Output and sales\n| | FY2024 | FY2023 |\n"
    "| Iron ore production, total (BHP share) (Mt) | 250.5 | 249.0 |\n"
    "| Western Australia Iron Ore (100% basis) (Mt) | 280 | 275 |"
)
_HEAD = "- BHP Group (BHP), FY2024 (year to 30 June 2024) — "


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ("iron ore production (WAIO, 100% basis): 280 Mt [1]", True),
        ("iron ore production (share): 250.5 Mt [1]", True),
        ("iron ore production: 280 Mt [1]", False),  # a site's row is no group total
        ("iron ore production (WAIO, share): 280 Mt [1]", False),  # 100% basis, not share
        ("iron ore production (Escondida, 100% basis): 280 Mt [1]", False),  # another site
        ("copper production (WAIO, 100% basis): 280 Mt [1]", False),  # another metric
    ],
)
def test_the_verifier_reads_a_site_row_under_a_total_as_that_sites_figure(
    line: str, kept: bool
) -> None:
    assert _verified(_HEAD + line, {**_DOC, "text": _OUTPUT}) is kept


def test_a_site_question_is_answered_from_the_row_under_the_total() -> None:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {**_DOC, "text": _OUTPUT, "id": "1", "source": "bhp.pdf", "page": 9, "score": 1.0}
    question = "What was WAIO iron ore production on a 100% basis in FY2024?"
    chunk = cast(Chunk, {**doc, "section": ""})
    draft = synthesize(render_documents([chunk]) + tag("question", question))
    assert "280 Mt [1]" in draft and "250.5" not in draft, draft
    assert check_draft(draft, [doc]).verified == 1


def test_the_offline_grader_keeps_a_document_printing_the_asked_words() -> None:
    from mines.offline.grade import _grade_one
    from mines.read_question import read_question

    table = (
        "Table: Cash flows (US$ million)\n| | FY2024 | FY2023 |\n"
        "| Net cash flow from operating activities | 20,665 | 18,701 |"
    )
    doc = {"company": "BHP", "fiscal_year": "FY2024", "text": table}
    asked = "What was BHP's net cash from operating activities in FY2024?"
    kept, _ = _grade_one(doc, read_question(asked))
    assert kept
    other = "What was BHP's net cash from investing activities in FY2024?"
    dropped, _ = _grade_one(doc, read_question(other))
    assert not dropped


# ----- a named half on the company's calendar ----------------------------------------------


@pytest.mark.parametrize(
    ("question", "company", "years", "kind"),
    [
        ("What was BHP's revenue for the half year ended 31 December 2023?", "BHP", [2024], "H1"),
        ("What were Rio Tinto's sales in the six months to 30 June 2024?", "RIO", [2024], "H1"),
        (
            "What was BHP's interim dividend for the half year to December 2022?",
            "BHP",
            [2023],
            "H1",
        ),
        ("What was BHP's basic EPS for the December 2022 half?", "BHP", [2023], "H1"),
        ("What was Rio Tinto's basic EPS for the six months to June 2022?", "RIO", [2022], "H1"),
        ("What was BHP's interim dividend for FY2024?", "BHP", [2024], "FY"),  # the year's
        ("What was BHP's revenue in FY2024?", "BHP", [2024], "FY"),
    ],
)
def test_a_named_half_is_read_on_the_companys_calendar(
    question: str, company: str, years: list[int], kind: str
) -> None:
    from mines.figures.query import asked_years, company_request

    slots = extract_slots(question)
    assert asked_years(question, company, slots.fiscal_years) == years
    assert company_request(question, company, read_request(question)).period_kind == kind


def test_retrieval_asks_each_company_for_its_own_fiscal_year() -> None:
    from graph.routing import fan_out_companies
    from mines.read_question import read_question

    question = "What was revenue for the half year ended 31 December 2023 at BHP and Rio Tinto?"
    sends = fan_out_companies(
        {
            "request": read_question(question).as_state(),
            "company_queries": [
                {"company": "BHP", "query": question},
                {"company": "RIO", "query": question},
            ],
        }
    )
    years = {s.arg["company"]: s.arg["fiscal_years"] for s in sends}
    assert years == {"BHP": ["FY2024"], "RIO": ["FY2023"]}
    assert all(s.arg["measures"] == ["revenue"] for s in sends)


# ----- wording families of printed labels --------------------------------------------------


@pytest.mark.parametrize(
    "phrase",
    [
        "net profit after tax before significant items",
        "EBITDA before exceptional items",
        "earnings per share excluding one-off items",
        "EBITDA before one-offs",
    ],
)
def test_before_one_off_items_is_the_underlying_basis(phrase: str) -> None:
    from mines.figures.qualifiers import read_qualifiers

    assert read_qualifiers(phrase)["basis"] == {"underlying"}


def test_a_reported_figure_never_answers_a_figure_before_one_off_items() -> None:
    reported = [_row("statutory_npat", "Net profit after tax, as reported", 639)]
    text = _lines(
        "What was BHP's net profit after tax before significant items in FY2024?", reported
    )
    assert "not found" in text and "639" not in text.split(CLOSEST)[0], text


@pytest.mark.parametrize(
    ("phrase", "label"),
    [
        ("borrowings less cash", "Borrowings less cash, at 30 June"),  # a balance date
        ("ordinary distributions per share", "Ordinary distributions per share (US cents)"),
        ("profit attributable", "Profit for the year attributable to owners of BHP"),  # owners
        ("earn per share before one-off items", "Earnings per share before one-off items"),
    ],
)
def test_a_printed_label_names_the_phrase_across_dates_owners_and_word_forms(
    phrase: str, label: str
) -> None:
    from mines.figures.figure_measure import printed_row
    from mines.figures.similarity import same_measure_words

    assert same_measure_words(phrase, None, printed_row(label))
    assert label_word_score(phrase, label) > 0


@pytest.mark.parametrize(
    ("question", "axis", "values"),
    [
        ("What were BHP's borrowings before cash at 30 June 2023?", "gross_net", {"gross"}),
        ("What were BHP's borrowings before netting off cash in FY2023?", "gross_net", {"gross"}),
        ("What were BHP's borrowings less cash at 30 June 2023?", "gross_net", {"net"}),
        (
            "What EBITDA did Rio Tinto's copper division earn in 2025?",
            "scope",
            {"copper", "segment"},
        ),
        ("What EBITDA did MinRes' contracting arm make in FY25?", "scope", {"segment", "services"}),
    ],
)
def test_question_wordings_state_their_qualifier(
    question: str, axis: str, values: set[str]
) -> None:
    [measure] = asked_measures(question)
    assert measure.stated[axis] == values, measure


def test_a_division_question_never_takes_the_group_figure() -> None:
    group = [_row("underlying_ebitda", "Underlying EBITDA", 25400)]
    text = _lines("What EBITDA did BHP's copper division earn in FY2024?", group)
    assert "25,400" not in text.split(CLOSEST)[0], text


def test_a_dividend_paid_at_the_half_is_the_interim_one() -> None:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {
        "company": "MIN",
        "fiscal_year": "FY2023",
        "period": "H1 FY2023",
        "text": "Interim dividend of A$1.20 per share was determined for the half year.",
        "id": "1",
        "source": "min.pdf",
        "page": 1,
        "score": 1.0,
        "section": "",
    }
    question = "What dividend did MinRes pay at the half in FY2023?"
    draft = synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))
    assert "H1 FY2023" in draft and "interim dividend per share: A$1.20 per share [1]" in draft


# ----- a question no registry word names, answered by a printed label ----------------------

_SUMMARY = (
    "Table: Summary of results (A$ billion)\n| | FY23 | FY22 |\n"
    "| Total income from operations | 4.8 | 3.4 |\n| Underlying EBITDA | 1.8 | 0.9 |"
)


@pytest.mark.parametrize(
    ("question", "answer"),
    [
        ("What was MinRes' total income from operations in FY23?", "A$4.8 billion [1]"),
        ("What was MinRes' income from operations in FY22?", "A$3.4 billion [1]"),
        ("What was MinRes' income from investments in FY23?", None),  # a word no label has
        ("How many employees did MinRes have in FY23?", None),
    ],
)
def test_a_question_no_metric_names_is_answered_by_the_label_it_words(
    question: str, answer: str | None
) -> None:
    from mines.answer_format import NOT_FOUND
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {"company": "MIN", "fiscal_year": "FY2023", "period": "FY2023", "text": _SUMMARY}
    chunk = cast(Chunk, {**doc, "id": "1", "source": "min.pdf", "page": 1, "score": 1.0})
    draft = synthesize(render_documents([{**chunk, "section": ""}]) + tag("question", question))
    if answer is None:  # not found, never passages holding other figures
        assert NOT_FOUND in draft and "4.8" not in draft and "3.4" not in draft, draft
    else:
        assert f"Total income from operations: {answer}" in draft, draft


_MIN_DOC = {"company": "MIN", "fiscal_year": "FY2023", "period": "FY2023"}
_MIN_LINE = "- Mineral Resources (MIN), {period} — {label}: {value} [1]"
_FY23 = "FY2023 (year to 30 June 2023)"


@pytest.mark.parametrize(
    ("text", "period", "label", "value", "kept"),
    [
        (_SUMMARY, _FY23, "Total income from operations", "A$4.8 billion", True),
        (
            "Total income from operations was A$4.8 billion in FY23.",
            _FY23,
            "Total income from operations",
            "A$4.8 billion",
            True,
        ),
        (
            _SUMMARY,
            "FY2022 (year to 30 June 2022)",
            "Total income from operations",
            "A$4.8 billion",
            False,
        ),
        (_SUMMARY, _FY23, "Total income from investments", "A$4.8 billion", False),
        (_SUMMARY, _FY23, "Total income from operations", "A$1.8 billion", False),
        (_SUMMARY, _FY23, "Total income from operations", "US$4.8 billion", False),
    ],
)
def test_the_verifier_reads_a_label_on_no_list_by_its_words_value_and_period(
    text: str, period: str, label: str, value: str, kept: bool
) -> None:
    draft = _MIN_LINE.format(period=period, label=label, value=value)
    assert _verified(draft, {**_MIN_DOC, "text": text}) is kept


def test_a_nil_dividend_needs_no_unit_but_a_number_does() -> None:
    from mines.figures.extract import extract_figures
    from mines.figures.model import DocContext

    table = (
        "Table: Dividends determined (per share)\n| | FY2025 | FY2024 |\n"
        "| Final dividend | Nil | 20 |"
    )
    figures = extract_figures(table, DocContext("MIN", Period(2025)))
    assert [(f.period.year, f.value) for f in figures] == [(2025, 0.0)]  # "20" of what?
    line = (
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — final dividend per share: "
        "nil (0 cents per share) [1]"
    )
    doc = {"company": "MIN", "fiscal_year": "FY2025", "period": "FY2025", "text": table}
    assert check_draft(line, [doc]).verified == 1


@pytest.mark.parametrize(
    ("sentence", "line", "kept"),
    [
        (
            "The Board declared a fully franked final distribution of A$1.21 per share, "
            "following the interim distribution of A$0.86 per share.",
            "fully franked final distribution: A$1.21 per share",
            True,
        ),
        (
            "The Board declared a fully franked final distribution of A$1.21 per share, "
            "following the interim distribution of A$0.86 per share.",
            "fully franked final distribution: A$0.86 per share",  # the interim's value
            False,
        ),
        (
            "Fortescue reported A$4.8 billion of total income in FY2022.",
            "total income: A$4.8 billion",
            True,
        ),
    ],
)
def test_the_verifier_reads_a_prose_label_on_no_list_next_to_its_value(
    sentence: str, line: str, kept: bool
) -> None:
    doc = {"company": "FMG", "fiscal_year": "FY2022", "period": "FY2022", "text": sentence}
    assert _verified(f"- Fortescue (FMG), FY2022 (year to 30 June 2022) — {line} [1]", doc) is kept


@pytest.mark.parametrize(
    ("question", "label", "answers"),
    [
        # the label holds the whole asked phrase and its other words are the question's
        (
            "What sales of products to customers did BHP record in FY2024?",
            "Sales of products to customers",
            True,
        ),
        (
            "What profit attributable to owners did BHP make in FY2024?",
            "Profit for the year attributable to owners of BHP",
            True,
        ),
        # a bracketed definition is no word of the measure
        (
            "What were BHP's cash earnings in FY2024?",
            "Cash earnings (EBITDA less tax paid and sustaining spend)",
            True,
        ),
        # words that only describe the measure do not make another one
        (
            "What sales of products did BHP record in FY2024?",
            "Sales of products to customers",
            True,
        ),
        # a word naming a part of the measure does
        (
            "What sales of products did BHP record in FY2024?",
            "Sales of products to associates",
            False,
        ),
    ],
)
def test_a_label_the_question_words_beyond_its_phrase_answers(
    question: str, label: str, answers: bool
) -> None:
    text = _lines(question, [_row("", label, 4800)])
    assert ("US$4,800 million [1]" in text.split(CLOSEST)[0]) is answers, text


def test_the_verifier_reads_a_row_without_its_bracketed_definition() -> None:
    table = (
        "Table: Financial summary (A$ million)\n| | FY2023 | FY2022 |\n"
        "| Cash earnings (EBITDA less tax paid and sustaining spend) | 1,223 | 1,090 |"
    )
    doc = {"company": "NST", "fiscal_year": "FY2023", "period": "FY2023", "text": table}
    head = "- Northern Star Resources (NST), FY2023 (year to 30 June 2023) — "
    assert _verified(head + "Cash earnings: A$1,223 million [1]", doc)
    assert not _verified(head + "Cash earnings: A$1,090 million [1]", doc)  # the prior year


def test_a_described_metric_is_answered_by_its_figure_not_by_passages() -> None:
    from mines.answer_format import PASSAGES
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {
        "company": "NST",
        "fiscal_year": "FY2023",
        "period": "FY2023",
        "text": "All-in sustaining cost was A$1,759 per ounce in FY2023.",
        "id": "1",
        "source": "nst.pdf",
        "page": 4,
        "score": 1.0,
        "section": "",
    }
    question = "What did it cost Northern Star to sustain production of each ounce in FY2023?"
    draft = synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))
    assert PASSAGES not in draft
    assert draft.startswith("- Northern Star Resources (NST), FY2023") and "1,759" in draft, draft


# ----- a relative period leading the label ------------------------------------------------

_LAST_YEAR = "Last year's interim dividend was 90 US cents. The interim dividend was 72 US cents."


def test_a_relative_period_leading_the_label_is_the_prior_period() -> None:
    from mines.figures.extract import extract_figures
    from mines.figures.model import DocContext

    figures = extract_figures(_LAST_YEAR, DocContext("BHP", Period(2024, "H1")))
    assert {(f.value, f.period.label) for f in figures} == {
        (90.0, "H1 FY2023"),
        (72.0, "H1 FY2024"),
    }


@pytest.mark.parametrize(
    ("period", "value", "kept"),
    [
        ("H1 FY2024 (half year to 31 December 2023)", "72", True),
        ("H1 FY2023 (half year to 31 December 2022)", "90", True),
        ("H1 FY2024 (half year to 31 December 2023)", "90", False),  # last year's value
    ],
)
def test_the_verifier_reads_a_relative_period_leading_the_label(
    period: str, value: str, kept: bool
) -> None:
    doc = {"company": "BHP", "fiscal_year": "FY2024", "period": "H1 FY2024", "text": _LAST_YEAR}
    line = (
        f"- BHP Group (BHP), {period} — interim dividend per share: {value} US cents per share [1]"
    )
    assert _verified(line, doc) is kept
