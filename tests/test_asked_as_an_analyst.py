"""Questions an analyst asks, each answered with the measure asked or refused.

Every question here names a measure whose neighbour the reports do state: the neighbour
is the closest stated figure at most, never the answer. A verb says which volume a bare
commodity asks for (sold is no production); shipments said to be the company's are no
100% figure; "operating margin" is struck after depreciation, so no EBITDA margin; a
dividend asked as the cash paid out is no amount per share.
"""

from __future__ import annotations

from typing import Any, cast

from mines.documents import Chunk
from mines.figures.asked import asked_measures
from mines.figures.ownership_words import SHARE, ownership_of
from mines.figures.qualifier_conflicts import conflicts, qualifiers_of


def _draft(question: str, text: str, company: str = "BHP", year: str = "FY2024") -> str:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    doc = {"company": company, "fiscal_year": year, "period": year, "text": text}
    doc |= {"id": "1", "source": "report.md", "page": 2, "score": 1.0, "section": ""}
    return synthesize(render_documents([cast(Chunk, cast(Any, doc))]) + tag("question", question))


def _answer_part(draft: str) -> str:
    return draft.split("closest stated")[0]


def test_a_verb_of_selling_asks_for_sales_of_a_bare_commodity() -> None:
    (copper,) = asked_measures("How much copper did the miner sell last year?")
    assert copper.stated["head"] == {"sales"}
    assert copper.phrase == "copper sold"
    assert conflicts(dict(copper.qualifiers), qualifiers_of("Copper production", None))
    (mined,) = asked_measures("How much copper did the miner dig up and produce in FY2023?")
    assert mined.stated["head"] == {"production"}


def _refused_then_answered(text: str, neighbour: str, own: str, value: str, unit: str) -> None:
    """The neighbour question never states ``value``; the measure's own question does."""
    refused = _draft(neighbour, text)
    assert value not in _answer_part(refused), refused
    answered = _draft(own, text)
    assert f"{value} {unit}" in answered, answered


def test_copper_sold_is_refused_with_the_output_only_as_the_closest() -> None:
    _refused_then_answered(
        "Copper output in FY2024 came to 1,402 kt across the group's mines.",
        "How much copper did BHP sell in FY2024?",
        "How much copper did BHP produce in FY2024?",
        "1,402",
        "kt",
    )


def test_volume_attributable_to_the_company_is_its_share() -> None:
    assert ownership_of("ore shipments attributable to the group") == SHARE
    assert ownership_of("tonnes attributable to Mineral Resources") == SHARE
    (asked,) = asked_measures(
        "What were Onslow shipments attributable to Mineral Resources in FY2025?"
    )
    assert asked.stated["ownership"] == {"share"}
    full = qualifiers_of("Onslow Iron shipments (100% basis)", None)
    assert any(c.startswith("ownership") for c in conflicts(dict(asked.stated), full))


def test_profit_attributable_to_members_stays_a_basis() -> None:
    assert ownership_of("profit attributable to members of the group") is None


def test_operating_margin_is_never_the_ebitda_margin() -> None:
    (asked,) = asked_measures("What was Rio Tinto's operating margin in 2022?")
    assert asked.stated["line"] == {"ebit"}
    ebitda = qualifiers_of("Underlying EBITDA margin", "ebitda_margin")
    assert any(c.startswith("line") for c in conflicts(dict(asked.stated), ebitda))


def test_dividends_asked_as_cash_paid_are_no_amount_per_share() -> None:
    for question in (
        "How much cash did Rio Tinto pay out in dividends in 2022?",
        "What was the total amount of dividends Fortescue paid in FY2023?",
        "What dividends did BHP pay in US$ million in FY2024?",
    ):
        (asked,) = asked_measures(question)
        assert asked.stated.get("form") == {"amount"}, question
    for question in (
        "What dividend did BHP declare for FY2024?",
        "How much did Rio Tinto pay out in dividends per share in 2022?",
        "What amount per share did BHP pay in dividends in FY2024?",
    ):
        (asked,) = asked_measures(question)
        assert asked.stated.get("form", {"per_share"}) == {"per_share"}, question


def test_the_offline_answer_to_dividends_paid_in_cash_refuses_the_cents_a_share() -> None:
    _refused_then_answered(
        "Total dividends per share for FY2024 were 88 US cents per share.",
        "How much cash did BHP pay out in dividends in FY2024?",
        "What dividend per share did BHP declare for FY2024?",
        "88",
        "US cents",
    )


def _not_found(question: str) -> str:
    from mines.read_question import read_question
    from nodes.fallback import fallback

    state = {"request": read_question(question).as_state()}
    return str(fallback(state)["answer"])  # type: ignore[arg-type]


def test_a_not_found_for_a_half_names_the_half_not_the_year() -> None:
    text = _not_found("What was Rio Tinto's revenue in the first half of 2023?")
    assert "H1 FY2023" in text, text
    assert "revenue for FY2023" not in text, text


def test_a_not_found_with_no_measure_reads_as_a_sentence() -> None:
    text = _not_found("What was Fortescue's ROIC in FY2022?")
    assert "for for" not in text and "asked for for" not in text, text
    assert "FY2022" in text, text


def test_a_bare_volume_word_at_a_lithium_site_asks_for_its_spodumene() -> None:
    from mines.slots import extract_slots

    question = "What were Mineral Resources' Wodgina shipments in FY2023?"
    assert extract_slots(question).metrics == ("spodumene",)
    (asked,) = asked_measures(question)
    assert asked.metric == "spodumene" and asked.stated["head"] == {"shipments"}
    named = "What were Mineral Resources' Wodgina iron ore shipments in FY2023?"
    assert extract_slots(named).metrics == ("iron_ore_shipments_mt",)


def test_an_exceptional_loss_is_asked_as_the_exceptional_items() -> None:
    from mines.slots import extract_slots

    assert extract_slots("What exceptional loss did BHP book in FY2024?").metrics == (
        "exceptional_items",
    )
    assert "statutory_npat" not in extract_slots("BHP's exceptional charges in FY2024").metrics


def test_gross_profit_is_never_a_bare_profit_row() -> None:
    text = (
        "Table: Summary income statement (US$M)\n| | FY2024 |\n| Revenue | 41,200 |\n"
        "| Profit | 6,310 |\n"
    )
    gross = _draft("What was BHP's gross profit in FY2024?", text)
    assert "6,310" not in _answer_part(gross), gross
    margin = _draft("What was BHP's gross margin in FY2024?", text)
    assert "6,310" not in _answer_part(margin), margin
    (asked,) = asked_measures("What was BHP's gross profit in FY2024?")
    assert asked.stated["line"] == {"gross"}


def test_a_ranking_gap_across_zero_is_stated_without_a_percentage() -> None:
    import json

    from mines.calculator import rank

    across = json.loads(rank.invoke({"values": [-40.0, 950.0], "order": "highest"}))
    assert across["gap"] == 990.0 and across["gap_percent"] is None
    same = json.loads(rank.invoke({"values": [80.0, 100.0], "order": "highest"}))
    assert same["gap_percent"] == 25.0


def test_diluted_or_basic_earnings_are_per_share_never_the_profit() -> None:
    (asked,) = asked_measures("What were Fortescue's diluted earnings in FY2023?")
    assert asked.stated["form"] == {"per_share"}
    profit = qualifiers_of("Net profit after tax attributable to members", "statutory_npat")
    assert any(c.startswith("form") for c in conflicts(asked.qualifiers, profit))
    text = "Net profit after tax attributable to members was US$3,108 million in FY2024."
    draft = _draft("What were BHP's basic earnings in FY2024?", text)
    assert "3,108" not in _answer_part(draft), draft


def test_one_measure_to_another_is_their_ratio() -> None:
    from mines.question.operations import find_operations

    assert find_operations("What was Fortescue's net debt to EBITDA at June 2024?") == ("ratio",)
    assert find_operations("Show BHP's net debt-to-underlying EBITDA for FY2023") == ("ratio",)
    assert find_operations("How did BHP's revenue move from FY2022 to FY2023?") != ("ratio",)


def test_a_measure_over_a_base_no_metric_names_is_a_ratio_not_the_measure() -> None:
    for question in (
        "What was Rio Tinto's net debt to equity at the end of 2023?",
        "What was Fortescue's debt-to-capital ratio in FY2024?",
    ):
        asked = [m for m in asked_measures(question) if m.metric is None]
        assert asked and asked[0].stated["form"] == {"ratio"}, question
    text = "Net debt at the end of FY2024 was US$6.4 billion."
    draft = _draft("What was BHP's net debt to shareholders' equity in FY2024?", text)
    assert "6.4" not in _answer_part(draft), draft


def test_a_ratio_of_two_amounts_is_a_multiple_and_a_share_of_revenue_a_percentage() -> None:
    from mines.offline.calculate import _plan
    from mines.read_question import read_question

    context = (
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — net debt: A$4.2 billion [1]\n"
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — underlying EBITDA: "
        "A$700 million [1]\n"
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — revenue: A$3.5 billion [1]\n"
    )
    leverage = read_question("What was Mineral Resources' net debt to EBITDA in FY2025?")
    calls, _ = _plan(leverage, context)
    assert calls and calls[0][0] == "ratio" and not calls[0][1]["as_percent"], calls
    margin = read_question("What was Mineral Resources' EBITDA margin in FY2025?")
    calls, _ = _plan(margin, context)
    assert calls and calls[0][1]["as_percent"], calls


_PER_SHARE_TABLE = (
    "Table: Per share data (US cents)\n| | FY2024 |\n"
    "| Basic earnings per share | 121.3 |\n| Diluted earnings per share | 120.9 |\n"
    "| Underlying basic earnings per share | 207.6 |\n"
)


def test_eps_said_plainly_is_the_reported_one_and_underlying_eps_the_other() -> None:
    plain = _draft("What were BHP's earnings per share in FY2024?", _PER_SHARE_TABLE)
    assert "121.3" in plain and "207.6" not in plain, plain
    assert "disagree" not in plain, plain
    underlying = _draft("What was BHP's underlying EPS in FY2024?", _PER_SHARE_TABLE)
    assert "207.6" in underlying and "121.3" not in underlying, underlying


def test_earning_per_share_said_with_a_verb_is_eps_never_a_dividend() -> None:
    table = "Table: Per share data (US cents)\n| | FY2024 |\n| Dividends per share | 96.0 |\n"
    for question in (
        "How much did BHP make per share in FY2024?",
        "What did BHP earn a share in FY2024?",
        "What did each BHP share earn in FY2024?",
    ):
        draft = _draft(question, table)
        assert "96.0" not in _answer_part(draft), (question, draft)
    underlying = _draft(
        "What did BHP earn per share on an underlying basis in FY2024?", _PER_SHARE_TABLE
    )
    assert "207.6" in underlying and "121.3" not in underlying, underlying


def test_a_multiple_of_one_year_divides_by_that_year() -> None:
    # "what multiple of A was B" is B over A, whichever of them is named first
    from mines.offline.calculate import _plan
    from mines.read_question import read_question

    context = (
        "- Northern Star Resources (NST), FY2021 (year to 30 June 2021) — revenue: "
        "A$2,761 million [1]\n"
        "- Northern Star Resources (NST), FY2025 (year to 30 June 2025) — revenue: "
        "A$6.4 billion [2]\n"
    )
    for question in (
        "What multiple of Northern Star's FY2021 revenue was its FY2025 revenue?",
        "How many times larger was Northern Star's revenue in FY2025 than in FY2021?",
        "What was the ratio of Northern Star's FY2025 revenue to its FY2021 revenue?",
        "Northern Star's FY2025 revenue as a multiple of its FY2021 revenue?",
    ):
        calls, _ = _plan(read_question(question), context)
        assert calls and calls[0][0] == "ratio", (question, calls)
        args = calls[0][1]
        assert args["numerator"] > args["denominator"], (question, args)
    inverse = read_question("What was the ratio of Northern Star's FY2021 revenue to FY2025's?")
    calls, _ = _plan(inverse, context)
    assert calls and calls[0][1]["numerator"] < calls[0][1]["denominator"], calls


def test_a_verb_of_volume_is_asked_as_its_noun() -> None:
    # "dig up", "pour", "haul": the verb asks for the output or the shipments, and the
    # phrase is matched against labels by that noun ("Bauxite" under "Output"), not the verb
    from mines.figures.relevance import irrelevant_lines
    from mines.read_question import asked_of, read_question

    for question, phrase in (
        ("How much bauxite did Rio Tinto dig up in 2025?", "bauxite production"),
        ("How much gold did Northern Star pour in FY24?", "gold production"),
        ("How much iron ore did BHP haul in FY24?", "iron ore shipments"),
    ):
        assert read_question(question).measures[0].phrase == phrase, question
    request = read_question("How much bauxite did Rio Tinto dig up in 2025?")
    doc = {
        "id": "1",
        "company": "RIO",
        "fiscal_year": "FY2025",
        "period": "FY2025",
        "source": "r.md",
        "page": 1,
        "section": "",
        "text": "Table: Output, Rio Tinto share (Mt)\n| | 2025 |\n|---|---|\n| Bauxite | 62.4 |\n",
    }
    draft = "- Rio Tinto (RIO), FY2025 — Bauxite (share): 62.4 Mt [1]"
    found = irrelevant_lines(
        draft, [doc], list(asked_of(request.measures)), request.slots, {"FY2025"}
    )
    assert not found, found


def test_a_half_with_its_closing_date_in_brackets_is_that_half() -> None:
    # "the comparative half (to December 2023)": the first half of FY2024, not the year
    from mines.figures.query import company_request, read_request
    from mines.question.years import spell_halves

    asked = spell_halves("In the comparative half (to December 2023), what did MinRes earn?")
    assert "half to December 2023" in asked, asked
    assert company_request(asked, "MIN", read_request(asked)).period_kind == "H1"


def test_a_segment_asked_by_no_name_is_no_named_segments_figure() -> None:
    # "what total did the segment note show for EBITDA": no division named, so one
    # division's EBITDA (Lithium's) is a neighbour, never the answer
    from mines.figures.qualifier_conflicts import conflicts
    from mines.figures.qualifiers import read_qualifiers

    asked = read_qualifiers("segment note underlying EBITDA")
    assert conflicts(asked, read_qualifiers("Lithium Underlying EBITDA"))
    assert not conflicts(
        read_qualifiers("lithium segment underlying EBITDA"),
        read_qualifiers("Lithium Underlying EBITDA"),
    )


def test_the_non_controlling_interests_part_is_never_the_owners_result() -> None:
    # "what share of the loss went to non-controlling interests": only a line naming those
    # holders answers; the loss attributable to members is a neighbour
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "Table: Statement of profit or loss (A$ million)\n| | FY25 |\n|---|---|\n"
        "| Loss after tax attributable to members | (896) |\n"
        "| Loss after tax attributable to minority holders | – |\n"
    )
    doc = cited_doc(text, "MIN", "FY2025")
    draft, _ = answer(doc, "How much of MinRes's FY25 loss belonged to non-controlling interests?")
    assert "896 million [1]" not in draft.split("closest stated")[0], draft
