"""A question's measure read by its meaning: verbs of selling, payout shares, paraphrases.

Wording is our own; figures are obviously synthetic.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.asked_words import realised_price
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period, Span
from mines.figures.qualifiers import read_qualifiers
from mines.figures.query import FigureRequest
from mines.figures.select import period_answers
from mines.measures.words import question_metrics as _question_metrics
from mines.slots import extract_slots


def _only(question: str) -> tuple[str, str | None, dict[str, frozenset[str]]]:
    (measure,) = asked_measures(question, extract_slots(question).metrics)
    return measure.phrase, measure.metric, dict(measure.stated)


def test_a_price_asked_by_a_verb_of_selling_is_the_realised_price() -> None:
    phrase, metric, stated = _only("What did Fortescue receive per wet tonne of ore in FY23?")
    assert metric is None
    assert phrase == "average price received for iron ore per wet tonne"
    assert stated["head"] == {"price"} and stated["form"] == {"per_unit"}
    assert stated["scope"] == {"iron ore"}


def test_verbs_of_selling_name_the_commodity_and_unit() -> None:
    assert realised_price("what did the miner take in per dry tonne of hematite") == (
        "average price received for hematite per dry tonne"
    )
    assert realised_price("what gold price did the miner realise on average") == (
        "average price received for gold"
    )
    assert realised_price("what average price did its ore fetch") == (
        "average price received for iron ore"
    )


def test_a_cost_or_a_market_price_is_no_realised_price() -> None:
    assert realised_price("what AISC per ounce did the miner achieve") is None
    assert realised_price("what is the outlook for the iron ore price") is None
    assert realised_price("what did the miner get in revenue") is None


def test_a_realised_price_phrase_carries_price_unit_and_commodity() -> None:
    _, _, stated = _only("What gold price did Northern Star realise on average in FY22?")
    assert stated == {
        "head": frozenset({"price"}),
        "scope": frozenset({"gold"}),
        "form": frozenset({"per_unit"}),
        "price_kind": frozenset({"realised"}),  # received, no benchmark
    }


def test_hematite_is_iron_ore_and_revenue_per_tonne_is_a_price() -> None:
    read = read_qualifiers("Hematite revenue per dry tonne")
    assert read["scope"] == {"iron ore"}
    assert read["head"] == {"price"}
    assert read_qualifiers("Revenue")["head"] == {"revenue"}


def test_a_payout_asked_as_a_share_is_the_ratio() -> None:
    _, metric, stated = _only("What portion of first-half earnings did RIO hand back in 2022?")
    assert metric == "payout_ratio" and stated["form"] == {"ratio"}


def _figure(label: str, value: float, unit: str, metric: str = "") -> Figure:
    return Figure(
        company="FMG",
        metric=metric,
        period=Period(2023, "FY"),
        value=value,
        scale=1.0,
        unit=unit,
        currency=None if unit == "%" else "USD",
        span=Span("doc", None, f"{label} | {value}", len(label) + 3, len(label) + 7, row=label),
        label=label,
    )


def test_a_payout_ratio_refuses_a_bare_amount_of_profit() -> None:
    question = "What share of FY23 profit after tax did Fortescue pay out?"
    (asked,) = asked_measures(question, extract_slots(question).metrics)
    assert figure_conflicts(asked, _figure("Profit after tax for the year", 1.5, "number"))
    assert not figure_conflicts(
        asked, _figure("Total dividends as a share of profit after tax", 12.0, "%")
    )


def test_a_half_payout_is_not_answered_by_the_year_payout() -> None:
    wanted = FigureRequest("H1", "interim")
    year_ratio = _figure("Payout ratio", 12.0, "%")
    assert not period_answers(year_ratio, Period(2023, "H1"), wanted)
    year_dividend = _figure("Interim dividend", 12.0, "cents per share")
    assert period_answers(year_dividend, Period(2023, "H1"), wanted)


def test_paraphrases_name_one_metric_not_the_words_inside_them() -> None:
    assert _question_metrics("How much cash was left over after capex at BHP?") == (
        "free_cash_flow",
    )
    assert _question_metrics("What was RIO's income from ordinary activities?") == ("revenue",)
    assert _question_metrics("What net result attributable to members did NST book?") == (
        "statutory_npat",
    )
    assert _question_metrics("What underlying result did MIN post?") == ("underlying_npat",)
    assert _question_metrics("What net result after tax excluding one-off items?") != (
        "statutory_npat",
    )


def test_a_dividend_declared_with_a_result_is_that_result_s_dividend() -> None:
    from mines.figures.query import read_request

    asked = read_request("What did RIO declare per share on its full-year result for 2022?")
    assert asked.dividend_kind == "final"
    asked = read_request("What did RIO declare per share with its half-year result?")
    assert asked.dividend_kind == "interim"
    asked = read_request("What total dividend did RIO declare with its full-year result?")
    assert asked.dividend_kind == "total"


def test_cash_returns_per_share_are_dividends_per_share() -> None:
    assert _question_metrics("What cash returns per share did NST make in FY22?") == (
        "dividends_per_share",
    )


def test_income_from_ordinary_activities_is_revenue_not_profit() -> None:
    assert read_qualifiers("Income from ordinary activities")["head"] == {"revenue"}
    assert read_qualifiers("Other income")["head"] == {"profit"}


def test_ebitda_spelt_out_after_a_verb_is_ebitda() -> None:
    for question in (
        "What did FMG earn before interest, tax, depreciation and amortisation in FY25?",
        "How much did RIO make before interest, taxes, depreciation, and amortization?",
        "What did MIN generate before interest, taxation, depreciation and amortisation?",
    ):
        assert _question_metrics(question) == ("underlying_ebitda",), question
    # interest, tax or depreciation alone are not the measure
    assert _question_metrics("What did FMG earn before interest and tax in FY25?") != (
        "underlying_ebitda",
    )


def test_handing_money_back_per_share_is_a_dividend() -> None:
    for question in (
        "How much did FMG hand back to owners per share in FY23?",
        "What did NST give back for each share in FY2022?",
    ):
        assert _question_metrics(question) == ("dividends_per_share",), question


def test_a_loss_asked_with_a_verb_is_the_result() -> None:
    assert _question_metrics("How much did MIN lose in FY2025?") == ("statutory_npat",)
    assert _question_metrics("Did NST lose money in FY2021?") == ("statutory_npat",)
    # a named measure that was lost is that measure falling, not the result
    assert _question_metrics("How much revenue did BHP lose in FY2023?") == ("revenue",)


def test_a_volume_verb_says_output_or_shipments_where_the_metric_is_both() -> None:
    made = _figure("Pilgangoora — Lithium concentrate produced (kt)", 90.0, "tonnes", "spodumene")
    sent = _figure("Pilgangoora — Lithium concentrate shipped (kt)", 80.0, "tonnes", "spodumene")
    ship = "How much spodumene did MIN's Wodgina ship in FY2024?"
    (asked,) = asked_measures(ship, extract_slots(ship).metrics)
    assert figure_conflicts(asked, made) and not figure_conflicts(asked, sent)
    mine = "How much spodumene did Mt Marion produce in FY2024?"
    (asked,) = asked_measures(mine, extract_slots(mine).metrics)
    assert figure_conflicts(asked, sent) and not figure_conflicts(asked, made)
    either = "What spodumene volume did MIN report for FY2024?"
    (asked,) = asked_measures(either, extract_slots(either).metrics)
    assert not figure_conflicts(asked, made) and not figure_conflicts(asked, sent)


def test_a_kind_of_cash_flow_is_never_answered_by_another_or_by_bare_cash() -> None:
    free = "How much free cash flow did NST generate in FY2022?"
    (asked,) = asked_measures(free, extract_slots(free).metrics)
    for other in ("Net cash from operating activities", "Operating cash flow", "cash"):
        assert figure_conflicts(asked, _figure(other, 1.0, "number")), other
    assert not figure_conflicts(asked, _figure("Free cash flow", 1.0, "number"))
    plain = "What was NST's cash flow in FY2022?"  # no kind named: none refused for its kind
    (asked,) = asked_measures(plain, extract_slots(plain).metrics)
    assert not figure_conflicts(asked, _figure("Operating cash flow", 1.0, "number"))


def test_a_dividend_named_by_its_time_of_year_is_that_kind() -> None:
    from mines.figures.query import read_request

    assert read_request("What mid-year payout a share did RIO pay in 2023?").dividend_kind == (
        "interim"
    )
    assert read_request("NST's half-yearly dividend for FY2022?").dividend_kind == "interim"
    assert read_request("What year-end distribution did FMG set for FY23?").dividend_kind == (
        "final"
    )
    assert read_request("MIN's end-of-year dividend for 2022-23?").dividend_kind == "final"
    assert read_request("What was NST's net debt at year end?").dividend_kind is None


def test_a_share_of_the_companys_revenue_is_a_margin_whatever_stands_between() -> None:
    slots = extract_slots("What percentage of RIO's 2024 revenue became underlying EBITDA?")
    assert "ebitda_margin" in slots.metrics
    slots = extract_slots("What was RIO's underlying EBITDA in 2024?")  # no share asked
    assert "ebitda_margin" not in slots.metrics


def test_a_price_in_the_users_words_is_never_replaced_by_a_hinted_volume() -> None:
    from mines.read_question import read_question
    from nodes.memory import enrich

    question = "What did NST receive on average for an ounce of gold in FY2024?"
    enriched, slots = enrich(question, [])
    request = read_question(enriched, slots)
    # whatever metric the words were described as, the one measure asked is the price
    assert [m.stated.get("head") for m in request.measures] == [["price"]]
    assert all(m.metric != "gold_sold_koz" for m in request.measures)
