"""Questions in any phrasing: typos, wider vocabulary, relative periods, rankings, gaps.

Covers the slot patterns (``mines.slots``), follow-up enrichment (``nodes.memory``), the
calculator's ``rank`` tool and the offline calculator's plans. Each rule is tested both
ways: what it must recognise and what it must leave alone.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from langchain_core.messages import AIMessage, HumanMessage, ToolMessage

from mines.calculator import rank, tool_numbers
from mines.measures.registry import METRIC_BY_KEY, METRIC_LABELS
from mines.measures.words import METRIC_ALIASES, find_metrics
from mines.offline.calculate import react_step
from mines.operands import context_figures
from mines.question.normalise import correct_typos, edit_distance
from mines.question.years import relative_years
from mines.slots import extract_slots
from nodes.memory import enrich

REPO = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    ("text", "companies", "metrics"),
    [
        ("what was bhp revnue in fy24", ("BHP",), ("revenue",)),
        ("Fortescue reveune FY2022", ("FMG",), ("revenue",)),
        ("fmg dividens 2021", ("FMG",), ("dividends_per_share",)),
        ("What was Fortesque's revenue?", ("FMG",), ("revenue",)),
        ("nothern star revenue", ("NST",), ("revenue",)),
        ("Mineral Resouces net profit", ("MIN",), ("statutory_npat",)),
        ("rio tinot net dept 2022", ("RIO",), ("net_debt",)),
        ("BHP captial expenditure", ("BHP",), ("capex",)),
        ("RIO iron ore shipmnets", ("RIO",), ("iron_ore_shipments_mt",)),
    ],
)
def test_typos_in_company_and_metric_words_are_tolerated(
    text: str, companies: tuple[str, ...], metrics: tuple[str, ...]
) -> None:
    slots = extract_slots(text)
    assert slots.companies == companies
    assert slots.metrics == metrics


@pytest.mark.parametrize(
    "text",
    [
        "the min and max values",  # "min" is a word, MIN only in capitals
        "revenue divided by the number of shares",
        "the miners skipped the review",
        "a cooper and a copier",
        "mines and miners",
        "revenge of the starts",
        "probit model",
    ],
)
def test_ordinary_words_are_never_corrected(text: str) -> None:
    assert correct_typos(text) == text


def test_short_tickers_are_never_fuzzy() -> None:
    assert extract_slots("BHO revenue FY2024").companies == ()
    assert extract_slots("RIA revenue FY2024").companies == ()
    assert extract_slots("NTS revenue FY2024").companies == ()


def test_no_word_of_the_corpus_or_the_code_is_corrected_into_another_word() -> None:
    words: set[str] = set()
    sources = [
        *REPO.glob("mines/corpus/**/*.md"),
        REPO / "README.md",
        REPO / "evals/data/asx_facts.md",
    ]
    for path in sources:
        words |= {w.lower() for w in re.findall(r"\b[a-z]{5,}\b", path.read_text("utf-8"))}
    changed = {w: correct_typos(w) for w in words if correct_typos(w) != w}
    allowed = {"profits": "profit", "shipment": "shipments"}  # plural/singular of the alias
    assert {w: c for w, c in changed.items() if allowed.get(w) != c} == {}


def test_edit_distance_counts_an_adjacent_swap_as_one() -> None:
    assert edit_distance("reveune", "revenue") == 1
    assert edit_distance("revnue", "revenue") == 1
    assert edit_distance("dividers", "dividends", 1) == 2  # capped at limit + 1


@pytest.mark.parametrize(
    ("text", "metric"),
    [
        ("How many ounces of gold did Northern Star sell in FY2025?", "gold_sold_koz"),
        ("How much gold did NST sell?", "gold_sold_koz"),
        ("What was Rio's bottom line in 2024?", "statutory_npat"),
        ("BHP underlying earnings FY2023", "underlying_npat"),
        ("必和必拓2024财年的基础盈利是多少？", "underlying_npat"),
        ("What was BHP's EPS in FY2024?", "earnings_per_share"),
        ("BHP payout ratio FY2024", "payout_ratio"),
        ("BHP operating cash flow FY2024", "operating_cash_flow"),
        ("BHP free cash flow FY2024", "free_cash_flow"),
        ("MinRes gearing FY2024", "gearing"),
        ("Rio impairment charges in 2023", "impairments"),
        ("BHP exceptional items FY2022", "exceptional_items"),
        ("How much iron ore did Fortescue ship in FY2023?", "iron_ore_shipments_mt"),
        ("How much copper did BHP produce in FY2024?", "copper_production_kt"),
        ("Northern Star all-in sustaining costs FY2023", "aisc_aud_oz"),
        ("Fortescue C1 cash costs FY2023", "c1_cost_usd_wmt"),
        ("earnings before interest, taxes, depreciation and amortization", "underlying_ebitda"),
        ("How much did BHP spend on capital projects in FY2024?", "capex"),
    ],
)
def test_wider_vocabulary_maps_to_registry_keys(text: str, metric: str) -> None:
    assert metric in METRIC_BY_KEY
    assert extract_slots(text).metrics[:1] == (metric,)


def test_every_metric_has_a_chinese_alias_and_its_label_is_an_alias() -> None:
    for key, aliases in METRIC_ALIASES.items():
        assert any(not a.isascii() for a in aliases), key
        assert find_metrics(METRIC_LABELS[key]) == (key,), key
    assert set(METRIC_LABELS) == set(METRIC_ALIASES)


def test_registry_metrics_are_all_askable() -> None:
    assert set(METRIC_BY_KEY) <= set(METRIC_ALIASES)


def test_shared_noun_and_sites() -> None:
    slots = extract_slots("the gap between statutory and underlying profit for BHP in FY2024")
    assert slots.metrics == ("statutory_npat", "underlying_npat")
    assert slots.operations == ("difference",)
    assert extract_slots("法定和基础净利润").metrics == ("statutory_npat", "underlying_npat")
    sites = extract_slots("What were Mt Marion and Wodgina spodumene shipments in FY2025?")
    assert sites.sites == ("Mt Marion", "Wodgina") and sites.companies == ("MIN",)
    hubs = extract_slots("Onslow Iron and Pilbara Hub iron ore shipments in FY2025")
    assert hubs.metrics == (
        "iron_ore_shipments_mt_onslow_100pct",
        "iron_ore_shipments_mt_pilbara_hub",
    )
    assert extract_slots("Mt Marion shipments").key() != extract_slots("Wodgina shipments").key()


@pytest.mark.parametrize(
    ("text", "operation"),
    [
        ("Which year did Northern Star sell the most gold?", "rank"),
        ("Which company had the highest revenue in FY2024?", "rank"),
        ("北方之星哪一年的黄金销量最高？", "rank"),
        ("What share of its revenue did Rio keep as net profit?", "ratio"),
        ("What was BHP's payout ratio in FY2024?", None),
        ("How much higher was BHP's revenue than RIO's?", "difference"),
    ],
)
def test_rank_and_ratio_operations(text: str, operation: str | None) -> None:
    assert extract_slots(text).operations == ((operation,) if operation else ())


def test_which_year_asks_every_year_and_last_three_years_ends_at_the_latest() -> None:
    assert extract_slots("Which year did NST sell the most gold?").fiscal_years == (
        "FY2021",
        "FY2022",
        "FY2023",
        "FY2024",
        "FY2025",
    )
    assert extract_slots("Which company had the most revenue in FY2024?").fiscal_years == (
        "FY2024",
    )
    assert extract_slots("BHP revenue over the last three years").fiscal_years == (
        "FY2023",
        "FY2024",
        "FY2025",
    )
    assert extract_slots("share of revenue kept as net profit").metrics == (
        "revenue",
        "statutory_npat",
    )


def test_relative_years() -> None:
    assert relative_years("And the year before?", (2024,)) == (2023,)
    assert relative_years("What about last year?", (2024,)) == (2023,)
    assert relative_years("那一年之前呢？", (2022,)) == (2021,)
    assert relative_years("and the following year", (2022,)) == (2023,)
    assert relative_years("over the last three years", (2024,)) == (2022, 2023, 2024)
    assert relative_years("over the last three years") == (2023, 2024, 2025)
    assert relative_years("And the year before?") == ()
    assert relative_years("What was revenue in FY2024?", (2024,)) == ()


@pytest.mark.parametrize(
    ("follow", "years"),
    [
        ("And what was it the year before?", ("FY2023",)),
        ("What about the previous year?", ("FY2023",)),
        ("And last year?", ("FY2023",)),
        ("那一年之前呢？", ("FY2023",)),
        ("上一年呢？", ("FY2023",)),
        ("And over the last three years?", ("FY2022", "FY2023", "FY2024")),
    ],
)
def test_enrich_resolves_relative_periods_against_the_context(
    follow: str, years: tuple[str, ...]
) -> None:
    enriched, slots = enrich(follow, [HumanMessage("What was BHP's revenue in FY2024?")])
    assert slots.fiscal_years == years
    assert slots.companies == ("BHP",) and slots.metrics == ("revenue",)
    assert "FY2024" not in enriched.split("[", 1)[1] or "FY2024" in years


def test_chained_relative_follow_ups_keep_stepping_back() -> None:
    history = [
        HumanMessage("What was BHP's revenue in FY2024?"),
        AIMessage("BHP FY2024 revenue: US$55,658 million"),
        HumanMessage("And the year before?"),
        AIMessage("BHP FY2023 revenue: US$53.82 billion"),
    ]
    _, slots = enrich("And the year before that?", history)
    assert slots.fiscal_years == ("FY2022",)


def test_enrich_adds_canonical_labels_for_typos_and_leaves_plain_questions_alone() -> None:
    enriched, slots = enrich("what was bhp revnue in fy24", [])
    assert enriched.endswith("[revenue]") and slots.metrics == ("revenue",)
    plain = "What was BHP's revenue in FY2024?"
    assert enrich(plain, [])[0] == plain


def test_description_fallback_matches_described_metrics_only() -> None:
    from mines.question.describe import describe_metric

    described = {
        "What did it cost Northern Star to sustain production of each ounce in FY2022?": (
            "aisc_aud_oz"
        ),
        "How much cash did BHP generate from its operating activities in FY2024?": (
            "operating_cash_flow"
        ),
        "What were Fortescue's borrowings less cash at the end of FY2024?": "net_debt",
    }
    for question, metric in described.items():
        found = describe_metric(question)
        assert found is not None and found[0] == metric, question
    for question in (
        "What is the weather in Perth in 2024?",
        "Who is the CEO of BHP in 2024?",
        "What was the iron ore price in FY2024 for Fortescue?",
        "What was the share price of Rio in 2023?",
        "How many employees did BHP have in FY2024?",
        "How much did BHP pay in tax in FY2024?",
        "How much did Fortescue spend on decarbonisation in FY2024?",
        "How did BHP perform in FY2024?",
        "What risks did BHP flag in FY2024?",
    ):
        assert describe_metric(question) is None, question


def test_slot_extraction_never_loads_the_embedding_model() -> None:
    from mines.question import describe

    describe._description_index.cache_clear()
    extract_slots("How many tonnes did Fortescue dispatch to its customers in FY2021?")
    enrich("What was BHP's revenue in FY2024?", [])
    assert describe._description_index.cache_info().currsize == 0


def test_rank_tool() -> None:
    out = json.loads(rank.invoke({"values": [1595.0, 1561.0, 1634.0, 1621.0], "order": "highest"}))
    assert out["positions"] == [2, 3, 0, 1]
    assert out["gap"] == 13.0
    low = json.loads(rank.invoke({"values": [3.0, 1.0, 2.0], "order": "lowest"}))
    assert low["positions"] == [1, 2, 0] and low["gap"] == 1.0
    assert tool_numbers(json.dumps(out)) == [13.0, out["gap_percent"]]
    assert tool_numbers("12.5") == [12.5] and tool_numbers("Error: division by zero") == []


CONTEXT = """【Annual Report Data】
- Northern Star Resources (NST), FY2023 (year to 30 June 2023) — gold sold: 1,563 koz [1]
  > "Gold sold in FY2023 was 1,563 koz and 1,621 koz in FY2024."
- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — gold sold: 1,621 koz [2]
- Northern Star Resources (NST), FY2025 (year to 30 June 2025) — gold sold: 1,634 koz [3]
- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — statutory NPAT: loss of A$896 million [4]
- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — underlying NPAT: loss of A$112m [4]
- Fortescue (FMG), FY2024 (year to 30 June 2024) — C1 cost: US$18.24 per wmt [6]
- Fortescue (FMG), FY2025 (year to 30 June 2025) — C1 cost: US$17.99 per wmt [7]
- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — statutory NPAT: US$9.966 billion [8]
- Fortescue (FMG), FY2025 (year to 30 June 2025) — statutory NPAT: US$3.4 billion [7]
- Rio Tinto (RIO), FY2023 (year to 31 December 2023) — revenue: US$54,041 million [5]
- Rio Tinto (RIO), FY2023 (year to 31 December 2023) — statutory NPAT: US$10,058 million [5]
"""


def _run(question: str) -> str:
    prompt = f"<context>\n{CONTEXT}\n</context>\n<question>\n{question}\n</question>"
    messages: list[object] = [HumanMessage(prompt)]
    step = react_step(messages)  # type: ignore[arg-type]
    assert step.tool_calls, step.text
    calls = [{"name": n, "args": a, "id": f"c{i}"} for i, (n, a) in enumerate(step.tool_calls)]
    messages.append(AIMessage(content="", tool_calls=calls))
    from mines.calculator import CALCULATOR_TOOLS

    tools = {t.name: t for t in CALCULATOR_TOOLS}
    for call in calls:
        result = tools[call["name"]].invoke(call["args"])
        messages.append(ToolMessage(str(result), tool_call_id=call["id"]))
    return react_step(messages).text  # type: ignore[arg-type]


def test_offline_calculator_ranks_gaps_and_ratios() -> None:
    ranked = _run("Which year did Northern Star sell the most gold? [NST, FY2023, FY2024, FY2025]")
    assert "Highest: NST FY2025 gold sold (1,634 koz), 13 koz" in ranked
    gap = _run("gap between statutory and underlying profit for MinRes in FY2025")
    assert "underlying NPAT (loss of A$112m) exceeds" in gap
    assert "by A$784 million" in gap
    share = _run("What share of its revenue did Rio keep as net profit in FY2023?")
    assert "18.61%" in share
    cost = _run("Which year had Fortescue's highest C1 cost? [FMG, FY2024, FY2025]")
    assert "US$0.25 per wet metric tonne (1.39%) above FMG FY2025" in cost


def test_ranking_across_currencies_ranks_within_each_and_says_so() -> None:
    text = _run("Which company had the lowest statutory NPAT in FY2025?")
    assert "Lowest in US$: FMG FY2025 statutory NPAT (US$3.4 billion), US$6,566 million" in text
    assert "\n- Lowest:" not in text  # no headline over a ranking that leaves MIN out
    assert "Ranked within each currency or unit (US$ and A$)" in text
    assert (
        "Alone in its currency or unit: MIN FY2025 statutory NPAT (loss of A$896 million)" in text
    )


@pytest.mark.parametrize(
    ("text", "operations"),
    [
        ("How much copper output did BHP lose from FY2023 to FY2024?", ("change",)),
        ("How much did Fortescue lose in revenue between FY2022 and FY2023?", ("change",)),
        ("How much did Mineral Resources lose in FY2025?", ()),  # the year's loss, no change
        ("What was the average net debt of Rio Tinto over FY2022 to FY2024?", ("average",)),
        ("What was the mean of BHP's and Fortescue's revenue in FY2024?", ("average",)),
        ("What average realised gold price did Northern Star get in FY2024?", ()),
    ],
)
def test_losing_a_measure_is_a_change_and_an_average_needs_several_figures(
    text: str, operations: tuple[str, ...]
) -> None:
    assert extract_slots(text).operations == operations


def test_an_average_and_a_sum_keep_the_currency_of_their_figures() -> None:
    mean = _run("What was Northern Star's average gold sold over FY2023 to FY2025?")
    assert "Average of NST FY2023 gold sold (1,563 koz), NST FY2024" in mean
    assert ": 1,606 koz" in mean
    both = _run("What was the combined statutory NPAT of Rio Tinto and Fortescue in FY2025?")
    assert "US$13,366 million" in both


def test_quoted_source_lines_are_not_operands() -> None:
    operands = context_figures(CONTEXT, ["gold_sold_koz"])
    assert [(o.fiscal_year, o.figure.value) for o in operands] == [
        ("FY2023", 1563.0),
        ("FY2024", 1621.0),
        ("FY2025", 1634.0),
    ]


@pytest.mark.parametrize(
    ("text", "order"),
    [
        ("Which miner had the thinnest net debt in FY2023?", "lowest"),
        ("Who ran the leanest AISC in FY2024?", "lowest"),
        ("Which company carried the heftiest net debt in FY2022?", "highest"),
    ],
)
def test_ranking_adjectives_rank_and_stay_out_of_the_measure(text: str, order: str) -> None:
    from mines.figures.asked import asked_measures
    from mines.question.operations import rank_order

    slots = extract_slots(text)
    assert slots.operations == ("rank",) and rank_order(text) == order
    (measure,) = asked_measures(text, slots.metrics)
    assert not {"thinnest", "leanest", "heftiest"} & set(measure.phrase.split())


def test_a_follow_up_takes_the_years_the_thread_was_about_at_its_last_turn() -> None:
    thread = [
        HumanMessage("What did NST report as revenue for FY2022?"),
        AIMessage("..."),
        HumanMessage("and the following year?"),
        AIMessage("..."),
        HumanMessage("and for Fortescue?"),
        AIMessage("..."),
        HumanMessage("ok"),
        AIMessage("..."),
    ]
    # the relative turn moved the thread to FY2023; a year written earlier than the
    # memory window still anchors it
    _, slots = enrich("sorry, I meant underlying EBITDA", thread)
    assert slots.fiscal_years == ("FY2023",)
    _, slots = enrich("what about Rio Tinto?", thread[:4])
    assert slots.companies == ("RIO",) and slots.fiscal_years == ("FY2023",)
