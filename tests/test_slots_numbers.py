"""Slot extraction and number parsing: the deterministic core of the offline model."""

from __future__ import annotations

import pytest

from mines.numbers import find_figures, unsupported_figures
from mines.operands import line_figure
from mines.question.years import normalise_fiscal_year
from mines.slots import Slots, extract_slots


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("fy2024", "FY2024"),
        ("FY 2024", "FY2024"),
        ("FY24", "FY2024"),
        ("2024 financial year", "FY2024"),
        ("fiscal 2023", "FY2023"),
        ("2024财年", "FY2024"),
    ],
)
def test_fiscal_year_forms(text: str, expected: str) -> None:
    assert normalise_fiscal_year(text) == expected


@pytest.mark.parametrize(
    ("text", "companies"),
    [
        ("fortescue revenue", ("FMG",)),
        ("Rio Tinto and BHP Group", ("RIO", "BHP")),
        ("mineral resources and northern star", ("MIN", "NST")),
        ("MinRes dividends", ("MIN",)),
        ("the min and max values", ()),
        ("必和必拓 力拓 福蒂斯丘 矿产资源 北方之星", ("BHP", "RIO", "FMG", "MIN", "NST")),
        ("Actually I meant Fortescue, not Rio.", ("FMG",)),
    ],
)
def test_company_aliases_and_negation(text: str, companies: tuple[str, ...]) -> None:
    assert extract_slots(text).companies == companies


def test_metrics_longest_alias_wins_and_chinese() -> None:
    assert extract_slots("underlying EBITDA").metrics == ("underlying_ebitda",)
    assert extract_slots("underlying profit").metrics == ("underlying_npat",)
    assert extract_slots("NPAT").metrics == ("statutory_npat",)
    assert extract_slots("收入 净利润 股息").metrics == (
        "revenue",
        "statutory_npat",
        "dividends_per_share",
    )


def test_year_ranges_expand_but_and_lists_do_not() -> None:
    assert extract_slots("from FY2021 to FY2023").fiscal_years == ("FY2021", "FY2022", "FY2023")
    assert extract_slots("in FY2021 and FY2025").fiscal_years == ("FY2021", "FY2025")


def test_out_of_range_and_unsupported() -> None:
    slots = extract_slots("Apple revenue FY2030")
    assert slots.unsupported_companies == ("Apple",)
    assert slots.out_of_range_years == ("FY2030",) and slots.fiscal_years == ()


@pytest.mark.parametrize(
    ("text", "operation"),
    [
        ("How much did revenue grow?", "change"),
        ("By what percentage did total dividends per share change?", "change"),
        ("What was the CAGR of revenue?", "cagr"),
        ("How much higher was BHP's revenue than RIO's?", "difference"),
        ("What was the EBITDA margin?", "ratio"),
        ("combined revenue of BHP and RIO", "sum"),
        ("total dividends per share in FY2024", None),
    ],
)
def test_operation_slot(text: str, operation: str | None) -> None:
    assert extract_slots(text).operations == ((operation,) if operation else ())


def test_cache_key_separates_operation_and_currency() -> None:
    base = extract_slots("What was BHP's EBITDA in FY2021 and FY2022?")
    growth = extract_slots("What was BHP's EBITDA growth from FY2021 to FY2022?")
    aud = extract_slots("What was BHP's EBITDA in FY2021 and FY2022 in Australian dollars?")
    assert len({base.key(), growth.key(), aud.key()}) == 3
    assert Slots.from_dict(base.as_dict()) == base


def test_figures_with_units_currencies_and_scales() -> None:
    text = "Revenue was US$55,658 million; AISC A$1,853 per ounce; 146 US cents per share; A$1.9bn"
    got = [(f.value, f.scale, f.currency, f.unit) for f in find_figures(text)]
    assert got == [
        (55658.0, 1e6, "USD", None),
        (1853.0, 1.0, "AUD", "per ounce"),
        (146.0, 1.0, "USD", "cents per share"),
        (1.9, 1e9, "AUD", None),
    ]


def test_years_dates_urls_and_identifiers_are_not_figures() -> None:
    text = "FY2024 ended 30 June 2024; see https://x.com/news/7356/a-b; SC6 and PEM50."
    assert find_figures(text) == []


def test_figure_glued_to_chinese_text() -> None:
    (figure,) = find_figures("收入为556.58亿美元")
    assert figure.base_value == pytest.approx(55_658_000_000)


def test_grounding_accepts_rescaled_figures_and_rejects_invented_ones() -> None:
    sources = ["Revenue for FY2024 was US$55,658 million."]
    assert unsupported_figures("Revenue was US$55.658 billion.", sources) == []
    assert [f.text for f in unsupported_figures("Revenue was US$56 billion.", sources)] == [
        "US$56 billion"
    ]


def test_a_context_line_figure_negation_and_sign() -> None:
    ppe = (
        "Cash spent on purchases of property, plant and equipment "
        "(not company-defined capex) was US$2,901 million."
    )
    assert line_figure(ppe, "capex") is None
    loss = line_figure("Statutory NPAT for FY2025: a loss of A$896 million.", "statutory_npat")
    assert loss is not None and loss.value == -896
    net_cash = line_figure("Net cash at 30 June 2024 was A$358 million.", "net_debt")
    assert net_cash is not None and net_cash.value == -358


def test_more_units_us_cents_with_dots_capacity_rates_and_ounces() -> None:
    got = [(f.value, f.currency, f.unit) for f in find_figures("a dividend of 72 U.S. cents")]
    assert got == [(72.0, "USD", "cents per share")]
    assert [(f.value, f.unit) for f in find_figures("a 650 ktpa target")] == [(650.0, "ktpa")]
    assert [(f.value, f.unit) for f in find_figures("sold 1,600,000 ounces")] == [(1600000.0, "oz")]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        # Issue 19: money as the Australian press prints it (value, scale, currency, unit).
        ("$US10.3 billion", [(10.3, 1e9, "USD", None)]),
        ("$A2.1bn", [(2.1, 1e9, "AUD", None)]),
        ("$US1.46 a share", [(1.46, 1.0, "USD", "per share")]),
        ("$3.58 a share", [(3.58, 1.0, "$", "per share")]),
        ("1.46 a share", [(1.46, 1.0, None, "per share")]),
        ("52¢", [(52.0, 1.0, None, "cents per share")]),
        ("74 cents a share", [(74.0, 1.0, None, "cents per share")]),
        ("US$108.19/dmt", [(108.19, 1.0, "USD", "per dmt")]),
        ("a loss of −896", [(-896.0, 1.0, None, None)]),
        ("a loss of –5.2", [(-5.2, 1.0, None, None)]),
        # An en dash between two numbers is a range, not a minus.
        ("1,845–2,045", [(1845.0, 1.0, None, None), (2045.0, 1.0, None, None)]),
    ],
)
def test_money_forms_of_the_press(
    text: str, expected: list[tuple[float, float, str | None, str | None]]
) -> None:
    assert [(f.value, f.scale, f.currency, f.unit) for f in find_figures(text)] == expected
