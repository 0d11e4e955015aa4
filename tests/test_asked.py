"""The question as asked: relative periods, calculation words, currency rankings, scope."""

from __future__ import annotations

from typing import Any

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from mines.asked_periods import (
    _held_for,
    held_years,
    latest_held,
    names_latest,
    ranked_years,
    resolve,
)
from mines.calculator import CALCULATOR_TOOLS
from mines.context import Context
from mines.offline.calculate import react_step
from mines.question.years import find_years
from mines.scope import asks_for_figure, other_language, unknown_companies
from mines.slots import extract_slots
from nodes.memory import enrich, enrich_with_period
from nodes.safety_boundary import safety_boundary

HELD = {"BHP": (2022, 2023, 2024), "RIO": (2021, 2022, 2023, 2024, 2025)}
"""A corpus of one's own reports, where BHP's newest is FY2024."""


# --- Periods ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("What was BHP's revenue in the most recent year?", (2024,)),
        ("BHP's latest revenue", (2024,)),
        ("Rio Tinto revenue this year", (2025,)),
        ("What was BHP's revenue two years ago?", (2023,)),
        ("BHP revenue the year before last", (2023,)),
        ("BHP revenue three years ago", (2022,)),
        ("BHP revenue six years ago", (2019,)),
        ("必和必拓最近一年的收入", (2024,)),
        ("必和必拓前年的收入", (2023,)),
    ],
)
def test_latest_words_resolve_against_the_latest_year_held(
    text: str, years: tuple[int, ...]
) -> None:
    found = resolve(text, extract_slots(text).companies, HELD)
    assert found is not None and found.years == years


def test_a_written_year_wins_and_news_is_not_a_period() -> None:
    assert resolve("BHP's latest revenue in FY2023", ("BHP",), HELD) is None
    assert not names_latest("What is the latest news on BHP?")
    assert resolve("What was BHP's revenue?", ("BHP",), HELD) is None


def test_several_companies_share_the_latest_year_all_of_them_hold() -> None:
    assert latest_held(("BHP", "RIO"), HELD) == 2024
    assert latest_held((), {}) == 2025  # nothing readable: the bundled corpus's latest
    found = resolve("Who had the most revenue in RIO and BHP's latest year?", ("RIO", "BHP"), HELD)
    assert found is not None and found.years == (2024,)
    assert "RIO also holds FY2025" in found.note


def test_half_year_reports_do_not_count_as_held_later_full_years_do() -> None:
    held = _held_for(
        (
            ("BHP", "FY2024", "FY2024"),
            ("BHP", "FY2025", "H1 FY2025"),
            ("RIO", "FY2026", "FY2026"),
            ("RIO", "FY2025", "FY2025"),
        )
    )
    assert held == {"BHP": (2024,), "RIO": (2025, 2026)}


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("revenue in 2023/24", (2024,)),
        ("revenue in 2023-24", (2024,)),
        ("revenue in FY2023-24", (2024,)),
        ("revenue from 2022-2023", (2022, 2023)),
        ("revenue FY21-25", (2021, 2022, 2023, 2024, 2025)),
        ("revenue in 1H24", (2024,)),
        ("revenue in H1 FY24", (2024,)),
        ("revenue in financial year 2023", (2023,)),
    ],
)
def test_written_fiscal_years(text: str, years: tuple[int, ...]) -> None:
    assert find_years(text) == years


def test_stand_alone_last_year_is_the_latest_held_and_is_stated() -> None:
    _, slots, note = enrich_with_period("What was BHP's revenue last year?", [], HELD)
    assert slots.fiscal_years == ("FY2024",)
    assert note == "Period: latest year held for BHP Group: FY2024."
    _, slots, note = enrich_with_period("What was Rio Tinto's revenue last year?", [], HELD)
    assert slots.fiscal_years == ("FY2025",) and "FY2025" in note


def test_last_year_in_a_follow_up_steps_back_from_the_year_discussed() -> None:
    history: list[Any] = [HumanMessage("What was BHP's revenue in FY2024?")]
    _, slots, note = enrich_with_period("And last year?", history, HELD)
    assert slots.fiscal_years == ("FY2023",) and note == ""
    _, slots, _ = enrich_with_period("What was Rio Tinto's revenue last year?", history, HELD)
    assert slots.fiscal_years == ("FY2025",)  # a question of its own: the latest held


def test_latest_ranking_across_companies_asks_one_year() -> None:
    _, slots = enrich("In the latest financial year, who paid the biggest dividend?", [])
    assert slots.fiscal_years == ("FY2025",) and slots.operations == ("rank",)
    assert slots.companies == ()


# --- Operations ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "operation"),
    [
        ("How fast did BHP's revenue grow in FY2025?", "change"),
        ("By how much did MinRes net debt balloon in FY2024?", "change"),
        ("How much did Rio's revenue shrink in 2023?", "change"),
        ("Did Fortescue's profit jump or slump in FY2022?", "change"),
        ("year-on-year change in BHP capex FY2024", "change"),
        ("必和必拓2024财年收入同比变化多少？", "change"),
        ("How many times larger was BHP's revenue than Fortescue's in FY2024?", "ratio"),
        ("In FY2024, who paid the biggest dividend?", "rank"),
        ("What was the gap between BHP's and Rio's revenue in FY2023?", "difference"),
        ("What exchange rate did BHP use in FY2024?", None),
        ("What was MinRes growth capex in FY2024?", None),
    ],
)
def test_everyday_calculation_words(text: str, operation: str | None) -> None:
    assert extract_slots(text).operations == ((operation,) if operation else ())


def test_a_change_in_one_named_year_asks_the_year_before_too() -> None:
    assert extract_slots("How fast did BHP's revenue grow in FY25?").fiscal_years == (
        "FY2024",
        "FY2025",
    )
    assert extract_slots("How did BHP's revenue change in FY2021?").fiscal_years == ("FY2021",)
    assert extract_slots("What was BHP's revenue in FY25?").fiscal_years == ("FY2025",)


CONTEXT = """【Annual Report Data】
- Mineral Resources (MIN), FY2023 (year to 30 June 2023) — net debt: A$1.9 billion [1]
- Mineral Resources (MIN), FY2024 (year to 30 June 2024) — net debt: A$4,428 million [2]
- BHP Group (BHP), FY2022 (year to 30 June 2022) — revenue: US$65,098 million [3]
- Fortescue (FMG), FY2022 (year to 30 June 2022) — revenue: US$17,390 million [4]
- Mineral Resources (MIN), FY2022 (year to 30 June 2022) — revenue: A$3,418 million [5]
- Northern Star Resources (NST), FY2022 (year to 30 June 2022) — revenue: A$3,735 million [6]
- Rio Tinto (RIO), FY2022 (year to 31 December 2022) — revenue: US$55,554 million [7]
"""


def _calculate(question: str, context: str = CONTEXT) -> str:
    prompt = f"<context>\n{context}\n</context>\n<question>\n{question}\n</question>"
    messages: list[Any] = [HumanMessage(prompt)]
    step = react_step(messages)
    assert step.tool_calls, step.text
    calls: list[dict[str, Any]] = [
        {"name": n, "args": a, "id": f"c{i}"} for i, (n, a) in enumerate(step.tool_calls)
    ]
    messages.append(AIMessage(content="", tool_calls=calls))
    tools = {t.name: t for t in CALCULATOR_TOOLS}
    for call in calls:
        result = tools[call["name"]].invoke(call["args"])
        messages.append(ToolMessage(str(result), tool_call_id=call["id"]))
    return react_step(messages).text


def test_a_change_states_the_percentage_and_the_amount() -> None:
    text = _calculate("By how much did MinRes net debt balloon in FY2024? [FY2023, FY2024]")
    assert ": +133.05%" in text
    assert "Change in amount from MIN FY2023 net debt (A$1.9 billion) to MIN FY2024" in text
    assert ": +A$2,528 million" in text


def test_a_ranking_across_currencies_ranks_within_each_and_leaves_nobody_out() -> None:
    text = _calculate("Which company had the least revenue in FY2022?")
    assert "Lowest in US$: FMG FY2022 revenue" in text
    assert "Lowest in A$: MIN FY2022 revenue (A$3,418 million), A$317 million" in text
    assert "no cited source states an exchange rate" in text
    assert "\n- Lowest:" not in text


def test_a_gap_between_companies_is_a_positive_amount_in_its_currency() -> None:
    text = _calculate("What was the gap between Fortescue's and BHP's revenue in FY2022?")
    assert "Gap: BHP FY2022 revenue (US$65,098 million) exceeds FMG FY2022" in text
    assert "by US$47,708 million" in text


# --- Scope -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("How much gold did Agnico Eagle sell in FY2024?", ("Agnico Eagle",)),
        ("What was Barrick Gold's revenue in FY2023?", ("Barrick Gold",)),
        ("Kinross Gold underlying EBITDA FY2022", ("Kinross Gold",)),
        ("What about Gold Fields?", ("Gold Fields",)),
        ("What was Apple's revenue in FY2024?", ("Apple",)),
        ("What was iron ore production at Iron Bridge in FY2024?", ()),
        ("What were Western Australia Iron Ore shipments in FY2024?", ()),
        ("What was Fortescue's revenue in FY2024?", ()),
        ("Which company had the highest revenue in FY2024?", ()),
        ("What was Underlying EBITDA in FY2024?", ()),
        ("What is the capital city of France?", ()),
    ],
)
def test_companies_outside_the_five(text: str, names: tuple[str, ...]) -> None:
    assert unknown_companies(text) == names


def test_an_unknown_company_never_borrows_one_of_the_five_from_the_conversation() -> None:
    history: list[Any] = [HumanMessage("What was BHP's revenue in FY2024?")]
    _, slots = enrich("What about Barrick Gold?", history)
    assert slots.companies == () and slots.unsupported_companies == ("Barrick Gold",)


@pytest.mark.parametrize(
    ("text", "language"),
    [
        ("¿Cuáles fueron los ingresos de BHP en 2024?", "Spanish"),
        ("Quel était le chiffre d'affaires de BHP en 2024 ?", "French"),
        ("Wie hoch war der Umsatz von BHP im Geschäftsjahr 2024?", "German"),
        ("BHPの2024年度の売上高は？", "Japanese"),
        ("Какой была выручка BHP в 2024 году?", "Russian"),
        ("Qual è stato l'utile netto di Rio Tinto nel 2023?", "Italian"),
        ("What was BHP's revenue in FY2024?", None),
        ("必和必拓2024财年的收入是多少？", None),
        ("Write me a Python code snippet that sorts a list.", None),
        ("BHP revenue FY2024", None),
        # words English shares with another language ("in", "per") say nothing of it
        ("Fortescue's average ore price per dry tonne in FY2025?", None),
        ("Copper price per pound in 2024 for Rio Tinto?", None),
    ],
)
def test_other_languages(text: str, language: str | None) -> None:
    assert other_language(text) == language


class _Runtime:
    def __init__(self, model: str) -> None:
        self.context = Context(model=model)


def test_the_offline_model_says_which_languages_it_reads_a_hosted_one_answers() -> None:
    state: Any = {"messages": [HumanMessage("¿Cuáles fueron los ingresos de BHP en 2024?")]}
    offline = safety_boundary(state, _Runtime("offline"))  # type: ignore[arg-type]
    assert offline["boundary"]["kind"] == "language"
    assert "English and Chinese" in offline["direct_answer"]
    hosted = safety_boundary(state, _Runtime("openai:some-model"))  # type: ignore[arg-type]
    assert hosted["boundary"]["kind"] is None and hosted["query"]
    mixed: Any = {"messages": [HumanMessage("Quel était le revenue de BHP en FY2024 ?")]}
    readable = safety_boundary(mixed, _Runtime("offline"))  # type: ignore[arg-type]
    assert readable["boundary"]["kind"] is None  # its metric word is one the model reads


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("What was MinRes's net loss in FY2025?", "statutory_npat"),
        ("How big a loss did Mineral Resources make in FY2025?", "statutory_npat"),
        ("矿产资源2025财年亏损多少？", "statutory_npat"),
    ],
)
def test_a_loss_is_statutory_profit(text: str, metric: str) -> None:
    assert extract_slots(text).metrics == (metric,)


def test_an_impairment_loss_is_not_a_net_loss() -> None:
    assert "statutory_npat" not in extract_slots("BHP impairment loss FY2024").metrics


@pytest.mark.parametrize(
    "text",
    [
        "What was BHP's exceptional loss in FY2024?",
        "How large was Mineral Resources' one-off loss in FY2024?",
        "BHP foreign exchange loss FY2024",
        "Rio Tinto's loss on disposal in 2023",
        "loss from discontinued operations, BHP FY2022",
        "hedging losses of Northern Star in FY2023",
    ],
)
def test_a_part_of_the_result_is_not_the_result(text: str) -> None:
    """A loss named as one component of the result never reaches statutory profit."""
    assert "statutory_npat" not in extract_slots(text).metrics


def test_an_exceptional_loss_is_not_answered_with_the_years_profit() -> None:
    from langgraph.checkpoint.memory import InMemorySaver

    from graph.supervisor import compile_supervisor_graph

    graph = compile_supervisor_graph(checkpointer=InMemorySaver())
    values = graph.invoke(
        {"messages": [{"role": "user", "content": "What was BHP's exceptional loss in FY2024?"}]},
        {"configurable": {"thread_id": "exceptional-loss"}},
    )
    assert "7,897" not in values["answer"], values["answer"]


def test_figure_questions() -> None:
    assert asks_for_figure("How many employees did BHP have in FY2024?")
    assert asks_for_figure("What was BHP's headcount at the end of FY2022?")
    assert asks_for_figure("必和必拓有多少员工？")
    assert not asks_for_figure("How did BHP perform in FY2024?")
    assert not asks_for_figure("What was BHP's strategy in FY2024?")
    assert asks_for_figure("What did NST earn after tax in FY2021?")
    assert asks_for_figure("What did Rio pay its owners for 2023?")
    assert not asks_for_figure("What did BHP say about safety in FY2024?")


TWO_YEARS = """【Annual Report Data】
- BHP Group (BHP), FY2022 (year to 30 June 2022) — revenue: US$65,098 million [1]
- BHP Group (BHP), FY2023 (year to 30 June 2023) — revenue: US$53.82 billion [2]
- Rio Tinto (RIO), FY2022 (year to 31 December 2022) — revenue: US$55,554 million [3]
- Rio Tinto (RIO), FY2023 (year to 31 December 2023) — revenue: US$54,041 million [4]
- Mineral Resources (MIN), FY2022 (year to 30 June 2022) — revenue: A$3,418 million [5]
- Mineral Resources (MIN), FY2023 (year to 30 June 2023) — revenue: A$4.8 billion [6]
"""


def test_which_changed_most_ranks_the_percentage_changes_in_the_asked_direction() -> None:
    fell = _calculate("Whose revenue fell the most in FY2023?", TWO_YEARS)
    grew = _calculate("Which company's revenue grew fastest in FY2023?", TWO_YEARS)
    assert "Largest fall: BHP (revenue). Ranking: BHP -17.32% < RIO -2.72% < MIN +40.43%" in fell
    assert "Largest rise: MIN (revenue). Ranking: MIN +40.43% > RIO -2.72% > BHP -17.32%" in grew


@pytest.mark.parametrize(
    "text",
    [
        "How did Fortescue's net profit move in FY2025?",
        "What was BHP's revenue in FY2025 compared with a year earlier?",
        "Which company's revenue grew fastest in FY2024?",
    ],
)
def test_more_change_words_fetch_the_year_before(text: str) -> None:
    slots = extract_slots(text)
    assert slots.operations == ("change",) and len(slots.fiscal_years) == 2


def test_the_synthesis_budget_keeps_every_company_and_year_before_second_chunks() -> None:
    from retrieval_nodes.synthesize import MAX_DOCS, budget

    chunks: list[Any] = [
        {"company": c, "fiscal_year": y, "score": 1.0 - i / 100, "text": f"{c} {y} {i}"}
        for c in ("BHP", "FMG", "MIN", "NST", "RIO")
        for y in ("FY2023", "FY2024")
        for i in range(2)
    ]
    kept = budget(chunks)
    assert len(kept) == MAX_DOCS
    assert {(c["company"], c["fiscal_year"]) for c in kept} == {
        (c["company"], c["fiscal_year"]) for c in chunks
    }


# --- Years held: a report of one's own for a year after the bundled corpus ---------------


def _report(company: str, year: str, revenue: str) -> str:
    filler = " ".join(f"The review sentence {i} describes the {year} year." for i in range(30))
    return (
        f"---\ncompany: {company}\nfiscal_year: {year}\n---\n<!-- page 1 -->\n"
        f"# {company} Annual Report {year}\n\n{filler}\n\n## Highlights\n\n"
        f"- Revenue for {year}: {revenue}.\n\n{filler}\n"
    )


def _store_of(
    tmp_path: Any, monkeypatch: pytest.MonkeyPatch, shared: dict[str, str], **private: str
) -> Any:
    """The graph over a data folder holding only these reports (bundled corpus off).

    ``shared``: file name -> text, ingested for everyone; ``private``: owner -> a text
    ingested as that user's upload (its name is ``<owner>.md``).
    """
    from langgraph.checkpoint.memory import InMemorySaver

    from graph.supervisor import compile_supervisor_graph
    from mines.ingest.run import ingest_paths
    from mines.store import clear_store_cache

    monkeypatch.delenv("CHROMA_HOST", raising=False)
    monkeypatch.setenv("MINES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MINES_BUNDLED_CORPUS", "0")
    clear_store_cache()
    docs = tmp_path / "docs"
    docs.mkdir()
    for name, text in shared.items():
        (docs / name).write_text(text)
    assert ingest_paths([docs]).ok
    for owner, text in private.items():
        folder = tmp_path / f"private-{owner}"
        folder.mkdir()
        (folder / f"{owner}.md").write_text(text)
        assert ingest_paths([folder], owner=owner).ok  # an upload of one user, with auth on
    return compile_supervisor_graph(checkpointer=InMemorySaver())


@pytest.fixture
def own_reports(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """A data folder of one's own reports: BHP FY2025 and FY2026, Rio Tinto FY2025, and
    Northern Star FY2026 uploaded privately by alice.

    The FY2026 reports are stand-ins: their revenue is the verified FY2024 figure, restated,
    so that no figure is invented. The bundled corpus is off: these are all the years held.
    """
    from mines.store import clear_store_cache

    shared = {
        "BHP_FY2025.md": _report("BHP", "FY2025", "US$51.26 billion"),
        "BHP_FY2026.md": _report("BHP", "FY2026", "US$55,658 million"),
        "RIO_FY2025.md": _report("RIO", "FY2025", "US$57.6 billion"),
    }
    yield _store_of(tmp_path, monkeypatch, shared, alice=_report("NST", "FY2026", "A$4.92 billion"))
    clear_store_cache()


def _ask(graph: Any, question: str) -> dict[str, Any]:
    config = {"configurable": {"thread_id": question}}
    graph.invoke({"messages": [("user", question)]}, config, context=Context(use_cache=False))
    return dict(graph.get_state(config).values)


def test_an_ingested_later_year_is_held_last_year_resolves_to_it(own_reports: Any) -> None:
    values = _ask(own_reports, "What was BHP's revenue last year?")
    assert values["request"]["fiscal_years"] == ["FY2026"]
    assert "Period: latest year held for BHP Group: FY2026." in values["answer"]
    assert "US$55,658 million" in values["answer"]


def test_an_ingested_later_year_is_answered_a_year_nobody_holds_is_refused(
    own_reports: Any,
) -> None:
    values = _ask(own_reports, "What was BHP's revenue in FY2026?")
    assert "US$55,658 million" in values["answer"] and "outside" not in values["answer"]
    values = _ask(own_reports, "What was BHP's revenue in FY2027?")
    assert "FY2027 is outside the reports I hold" in values["answer"]


def test_another_company_keeps_its_own_latest_year(own_reports: Any) -> None:
    values = _ask(own_reports, "What was Rio Tinto's revenue last year?")
    assert values["request"]["fiscal_years"] == ["FY2025"]
    assert "US$57.6 billion" in values["answer"]
    values = _ask(own_reports, "What was Rio Tinto's revenue in FY2026?")
    assert "FY2026 is outside the reports I hold" in values["answer"]


def test_a_private_report_adds_its_year_for_its_owner_only(own_reports: Any) -> None:
    assert held_years("alice")["NST"] == (2026,)
    assert "NST" not in held_years("bob")
    assert held_years("bob")["BHP"] == (2025, 2026)  # the shared reports count for everyone


def test_a_later_year_counts_only_where_a_report_holds_it() -> None:
    held = _held_for((("BHP", "FY2026", "FY2026"), ("BHP", "FY2027", "H1 FY2027")))
    assert held == {"BHP": (2026,)}
    _, slots, _ = enrich_with_period("What was BHP's revenue in FY2026?", [], held)
    assert slots.fiscal_years == ("FY2026",)
    _, slots, _ = enrich_with_period("What was Rio Tinto's revenue in FY2026?", [], held)
    assert slots.fiscal_years == () and slots.out_of_range_years == ("FY2026",)
    _, slots, _ = enrich_with_period("What was BHP's revenue in FY2026?", [], {})
    assert slots.out_of_range_years == ("FY2026",)  # nothing readable: not held


# --- "Which year ... most" with no year named: every full year held ----------------------


def test_a_year_ranking_ranks_every_year_held_not_the_bundled_five() -> None:
    held = _held_for(
        (
            ("BHP", "FY2019", "FY2019"),
            ("BHP", "FY2024", "FY2024"),
            ("BHP", "FY2026", "FY2026"),
            ("RIO", "FY2025", "FY2025"),
        )
    )
    assert held == {"BHP": (2019, 2024, 2026), "RIO": (2025,)}  # an earlier year counts too
    text = "In which year did BHP have the highest revenue?"
    found = ranked_years(text, extract_slots(text).companies, held)
    assert found is not None and found.years == (2019, 2024, 2026)
    assert (
        found.note
        == "Period: ranked over the full years held for BHP Group: FY2019, FY2024, FY2026."
    )
    _, slots, note = enrich_with_period(text, [], held)
    assert slots.fiscal_years == ("FY2019", "FY2024", "FY2026") and note == found.note
    # a written year, or another kind of question, is not re-ranked
    assert (
        ranked_years("Which year was BHP's revenue highest, FY2023 or FY2024?", ("BHP",), held)
        is None
    )
    assert ranked_years("Which company had the highest revenue?", (), held) is None
    # nothing readable: the bundled years, as the slots read them
    _, slots, note = enrich_with_period(text, [], {})
    assert slots.fiscal_years == tuple(f"FY{y}" for y in range(2021, 2026)) and not note


def test_an_earlier_year_counts_only_where_a_report_holds_it() -> None:
    held = {"BHP": (2019, 2024)}
    _, slots, _ = enrich_with_period("What was BHP's revenue in FY2019?", [], held)
    assert slots.fiscal_years == ("FY2019",)
    _, slots, _ = enrich_with_period("What was Rio Tinto's revenue in FY2019?", [], held)
    assert slots.fiscal_years == () and slots.out_of_range_years == ("FY2019",)
    _, slots, _ = enrich_with_period("What was BHP's revenue in FY2019?", [], {})
    assert slots.out_of_range_years == ("FY2019",)  # nothing readable: not held


@pytest.fixture
def earlier_report(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> Any:
    """BHP's FY2024 and FY2025 reports, and an FY2020 report of one's own whose revenue is
    the highest.

    The FY2020 report is a stand-in: its revenue is BHP's verified FY2022 figure, restated,
    so that no figure is invented. The bundled corpus is off: these are all the years held.
    """
    from mines.store import clear_store_cache

    shared = {
        "BHP_FY2020.md": _report("BHP", "FY2020", "US$65,098 million"),
        "BHP_FY2024.md": _report("BHP", "FY2024", "US$55,658 million"),
        "BHP_FY2025.md": _report("BHP", "FY2025", "US$51.26 billion"),
    }
    yield _store_of(tmp_path, monkeypatch, shared)
    clear_store_cache()


def test_a_year_ranking_fetches_and_names_an_ingested_year(earlier_report: Any) -> None:
    values = _ask(earlier_report, "In which year did BHP have the highest revenue?")
    assert values["request"]["fiscal_years"] == ["FY2020", "FY2024", "FY2025"]
    answer = values["answer"]
    assert (
        "Period: ranked over the full years held for BHP Group: FY2020, FY2024, FY2025." in answer
    )
    assert "US$65,098 million" in answer  # the FY2020 report was retrieved and read
    assert "Highest: BHP FY2020 revenue" in answer, answer
    values = _ask(earlier_report, "In which year did BHP have the lowest revenue?")
    assert "Lowest: BHP FY2025 revenue" in values["answer"], values["answer"]


GROWTH_CONTEXT = """【Annual Report Data】
- Fortescue (FMG), FY2022 (year to 30 June 2022) — revenue: US$17,390 million [1]
- Fortescue (FMG), FY2023 (year to 30 June 2023) — revenue: US$16,871 million [2]
"""


@pytest.mark.parametrize(
    "question",
    [
        "How much did Fortescue grow between FY2022 and FY2023?",
        "Which was higher for Fortescue, FY2022 or FY2023?",
    ],
)
def test_a_question_naming_no_measure_is_never_calculated_as_revenue(question: str) -> None:
    """Revenue figures in the context do not make a measureless question about revenue."""
    from mines.read_question import read_question
    from nodes.aggregate import decide_calculation

    request = read_question(question)
    assert not request.metrics  # the question names no measure...
    assert decide_calculation(request, GROWTH_CONTEXT) is False  # ...so no calculator
    prompt = f"<context>\n{GROWTH_CONTEXT}\n</context>\n<question>\n{question}\n</question>"
    step = react_step([HumanMessage(prompt)])  # and the calculator itself assumes none
    assert not step.tool_calls
    assert "names no measure" in step.text and "revenue" not in step.text
    named = question.replace("Fortescue", "Fortescue's revenue", 1)
    assert decide_calculation(read_question(named), GROWTH_CONTEXT)  # the control
