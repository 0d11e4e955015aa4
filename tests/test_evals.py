"""Fast unit tests of the evals' own machinery: the number checker and the generators.

No graph, no store, no model: these guard the measuring instrument, so a broken checker
or a drifting question set fails CI instead of silently changing the scores.
"""

from __future__ import annotations

from collections import Counter

import pytest

from evals.checker import (
    Expected,
    check_answer,
    expected_from_fact,
    expected_percent,
    grounded_figures,
    percentage_change,
    precision_of,
    states,
)
from evals.facts import CORE_METRICS, get_fact, load_facts, missing_core_metrics
from evals.questions import generate_cache_pairs, generate_questions
from mines.slots import extract_slots


def fact_exp(ticker: str, year: str, metric: str) -> Expected:
    fact = get_fact(ticker, year, metric)
    assert fact is not None
    return expected_from_fact(fact)


BHP_REV_24 = ("BHP", "FY2024", "revenue")  # 55658 million USD


@pytest.mark.parametrize(
    "text",
    [
        "Revenue was US$55,658 million.",
        "Revenue was US$55.658 billion.",
        "Revenue: USD 55,658 million",
        "revenue of $55,658m",
        "收入为556.58亿美元。",
    ],
)
def test_checker_accepts_the_same_figure_in_any_scale(text: str) -> None:
    assert check_answer(text, [fact_exp(*BHP_REV_24)]).outcome == "correct"


@pytest.mark.parametrize(
    "text",
    [
        "Revenue was US$55.6 billion.",  # wrong at the source's precision
        "Revenue was US$56 billion.",  # coarser than the source
        "Revenue was A$55,658 million.",  # wrong currency
        "Revenue was US$53,658 million.",  # another company's figure
    ],
)
def test_checker_rejects_wrong_value_precision_or_currency(text: str) -> None:
    assert check_answer(text, [fact_exp(*BHP_REV_24)]).outcome == "incorrect"


def test_precision_is_half_a_unit_in_the_last_digit() -> None:
    assert precision_of("53.82") == pytest.approx(0.005)
    assert precision_of("55658") == pytest.approx(0.5)
    assert precision_of("-2.7") == pytest.approx(0.05)
    exp = fact_exp("BHP", "FY2023", "revenue")  # 53.82 billion
    assert states("US$53,820 million", exp)
    assert states("US$53,824 million", exp)
    assert not states("US$53,830 million", exp)


def test_cents_per_share_keep_their_currency() -> None:
    bhp = fact_exp("BHP", "FY2024", "dividends_per_share")  # 146 US cents
    fmg = fact_exp("FMG", "FY2021", "dividends_per_share")  # 358 Australian cents
    assert states("146 US cents per share", bhp)
    assert not states("146 Australian cents per share", bhp)
    assert states("358 Australian cents per share", fmg)
    assert states("A$3.58 per share", fmg)
    assert not states("US$3.58 per share", fmg)


def test_operating_units_convert() -> None:
    copper = fact_exp("BHP", "FY2024", "copper_production_kt")  # 1865 kt
    assert states("Copper production was 1,865 kt.", copper)
    assert states("Copper production was 1.865 Mt.", copper)
    assert not states("Copper production was 1.9 Mt.", copper)
    aisc = fact_exp("NST", "FY2023", "aisc_aud_oz")  # A$1,759/oz
    assert states("AISC was A$1,759 per ounce.", aisc)
    assert not states("AISC was US$1,759 per ounce.", aisc)


def test_sign_of_losses_and_net_cash() -> None:
    loss = fact_exp("MIN", "FY2025", "statutory_npat")  # -896 million AUD
    assert states("Statutory NPAT was a loss of A$896 million.", loss)
    assert states("Statutory NPAT: -A$896 million", loss)
    assert check_answer("Statutory NPAT: A$896 million", [loss]).outcome == "incorrect"
    cash = fact_exp("FMG", "FY2021", "net_debt")  # -2.7 billion = net cash
    assert states("Net cash at the end of FY2021 (30 June 2021) was US$2.7 billion.", cash)
    # A quoted source line is evidence, not the answer's claim.
    assert not states('> "Net cash at the end of FY2021 was US$2.7 billion."', cash)
    assert not states("Net debt was US$2.7 billion.", cash)
    debt = fact_exp("FMG", "FY2024", "net_debt")  # +0.5 billion
    assert not states("Net cash was US$0.5 billion.", debt)
    # Fortescue's FY2025 operating cash flow, US$6.5 billion in (asx_facts_more.csv)
    flow = Expected("FMG FY2025 operating cash flow", "money", 6.5e9, 0.05e9, "USD", 1e9)
    assert states("Net cash flow from operating activities: US$6.5 billion", flow)
    assert states("Net cash from operating activities was US$6.5 billion.", flow)


def test_percentages_at_the_written_precision() -> None:
    exp = expected_percent(percentage_change(53820, 55658), "BHP revenue change")  # 3.4151%
    assert states("Change: +3.42%", exp)
    assert states("Change: 3.4%", exp)
    assert not states("Change: 3.41%", exp)
    assert not states("Change: -3.42%", exp)
    assert not states("Change: 3%", exp)


def test_classification_correct_incorrect_refused() -> None:
    exp = [fact_exp(*BHP_REV_24)]
    not_found = "Not found: revenue for FY2024 is not stated. I have insufficient information."
    assert check_answer(not_found, exp).outcome == "refused"
    assert check_answer("Revenue was US$60,817 million.", exp).outcome == "incorrect"
    forbidden = [fact_exp("RIO", "FY2024", "revenue")]
    both = "BHP: US$55,658 million. RIO: US$53,658 million."
    assert check_answer(both, exp, forbidden).outcome == "incorrect"
    listing = "\n".join(f"- {v} US cents per share" for v in (301, 325, 170, 146, 110))
    dps = fact_exp("BHP", "FY2024", "dividends_per_share")
    assert check_answer(listing, [dps]).outcome == "incorrect"


def test_absent_figures_need_not_found_and_no_figure() -> None:
    assert check_answer(not_found_text(), absent=True).outcome == "correct"
    assert check_answer("Underlying EBITDA was US$29 billion.", absent=True).outcome == "incorrect"
    assert check_answer("I don't know.", absent=True).outcome == "incorrect"


def not_found_text() -> str:
    return (
        "Not found: underlying EBITDA for FY2024 is not stated in the annual-report documents I "
        "searched (BHP Group (BHP)). I have insufficient information to answer, and I won't "
        "estimate a figure. You could ask for another metric or fiscal year (FY2021-FY2025)."
    )


def test_sources_list_and_citations_are_not_figures() -> None:
    answer = (
        "- BHP Group (BHP), FY2024 (year to 30 June 2024) — revenue: US$55,658 million [2]\n\n"
        "**Sources**\n[2] BHP_FY2024.md, p. 1 (BHP FY2024, Highlights)"
    )
    assert check_answer(answer, [fact_exp(*BHP_REV_24)]).outcome == "correct"
    total, unsupported = grounded_figures(answer, ["Revenue for FY2024: US$55,658 million."])
    assert (total, unsupported) == (1, [])


def test_groundedness_accepts_calculator_results_and_flags_the_rest() -> None:
    answer = "Change from US$53.82 billion to US$55,658 million: +3.42%. Also 7.7%."
    total, unsupported = grounded_figures(
        answer, ["Revenue US$53.82 billion.", "Revenue US$55,658 million."], [3.4151]
    )
    assert total == 4
    assert unsupported == ["7.7%"]


def test_fact_table_loads() -> None:
    facts = load_facts()
    assert len(facts) >= 200
    assert {f.metric for f in facts} >= set(CORE_METRICS)
    missing = missing_core_metrics()
    assert ("BHP", "FY2024", "underlying_ebitda") in missing
    assert all(get_fact(*m) is None for m in missing)


def test_generated_questions_are_deterministic_and_enough() -> None:
    first, second = generate_questions(), generate_questions()
    assert [(q.id, q.turns, q.expected_text()) for q in first] == [
        (q.id, q.turns, q.expected_text()) for q in second
    ]
    assert len(first) >= 80
    assert len({q.id for q in first}) == len(first)
    counts = Counter(q.category for q in first)
    for category in (
        "single",
        "operating",
        "alias",
        "comparison",
        "growth",
        "difference",
        "follow_up",
        "correction",
        "chinese",
        "missing",
    ):
        assert counts[category] > 0, category
    assert counts["missing"] == len(missing_core_metrics())
    assert generate_questions(seed=7) != first  # the seed matters


def test_generated_expectations_come_from_the_csv() -> None:
    questions = {q.turns: q for q in generate_questions()}
    growth = questions[("必和必拓2023财年到2024财年的收入增长了多少？",)]
    assert growth.expected[0].value == pytest.approx((55658 - 53820) / 53820 * 100)
    follow = questions[("What was BHP's revenue in FY2024?", "And their dividends?")]
    assert follow.expected[0].value == 146
    for q in generate_questions():
        assert q.absent or q.expected, q.id
        assert all(t.strip() for t in q.turns), q.id


def test_cache_pairs_are_near_misses() -> None:
    pairs = generate_cache_pairs()
    assert pairs == generate_cache_pairs()
    near = [p for p in pairs if p.kind != "paraphrase"]
    assert len(near) >= 200
    assert {p.kind for p in near} == {"year", "company", "metric", "unit", "operation"}
    for p in near:
        a, b = extract_slots(p.first), extract_slots(p.second)
        # Every near miss differs in its slot key (operation and currency are slots too),
        # so the slot-equality rule alone keeps it out of the cache.
        assert a.key() != b.key(), p.id
    groups: dict[int, list[str]] = {}
    for p in pairs:
        groups.setdefault(p.group, []).append(p.second)
    for seconds in groups.values():  # within a group no second can serve another
        keys = [extract_slots(s).key() for s in seconds]
        assert len(keys) == len(set(keys))


def test_check_flags_a_regression_in_either_direction() -> None:
    from evals.common import SuiteResult
    from evals.runner import compare, load_baselines

    baselines = {
        "suites": {
            "answer": {
                "accuracy": {"baseline": 0.9, "higher_is_better": True},
                "confidently_wrong": {"baseline": 2, "higher_is_better": False},
            },
            "naive_rag": {"x": {"baseline": 0.0, "gate": False}},
        }
    }
    ok = SuiteResult("answer", "A", {"accuracy": 0.9, "confidently_wrong": 2}, [])
    worse = SuiteResult("answer", "A", {"accuracy": 0.89, "confidently_wrong": 3}, [])
    assert {r["status"] for r in compare([ok], baselines)} == {"ok"}
    assert [r["status"] for r in compare([worse], baselines)] == ["REGRESSED", "REGRESSED"]
    recorded = load_baselines()
    assert set(recorded["suites"]) >= {"routing", "boundary", "answer", "groundedness", "cache"}


def test_a_closest_stated_suggestion_is_not_the_answer() -> None:
    """After "not found" the suggestion's figure neither answers nor contradicts."""
    from evals.checker import check_answer

    answer = (
        "- BHP, FY2024 — gross debt: not found in the retrieved documents; closest stated "
        "(not the figure asked): Net debt, US$9,120 million, FY2024 [1]"
    )
    assert check_answer(answer, absent=True).outcome == "correct"
    assert check_answer(
        answer.split("; closest")[0] + " US$9,120 million", absent=True
    ).outcome != ("correct")


def test_the_ingestion_table_tells_a_half_filed_as_its_whole_year() -> None:
    from evals.suites.label_variant import _ingestion

    info = {
        "detected": {"half.md": ("NST", "FY2024"), "year.md": ("NST", "FY2024")},
        "detected_period": {"half.md": "FY2024", "year.md": "FY2024"},
        "files": [],
    }
    docs = [
        {"doc": "half.md", "pages": 1, "company": "NST", "period": "H1 FY2024"},
        {"doc": "year.md", "pages": 1, "company": "NST", "period": "FY2024"},
    ]
    half, year = _ingestion(info, docs)
    assert half["fiscal year right"] == "yes" and half["period right"] == "no"
    assert half["detected"] == "NST FY2024"
    assert year["period right"] == "yes"
