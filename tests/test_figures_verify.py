"""The independent verifier: each confidently wrong pattern is rejected, the right claim
accepted (issue 9), with values equal only within rounding.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.draft_claims import Claim, claims_from_text
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

FY24 = Period(2024)
FY23 = Period(2023)
H1_24 = Period(2024, "H1")


def claim(metric: str = "revenue", value: float = 55658, **kw: Any) -> Claim:
    fields: dict[str, Any] = {
        "company": "BHP",
        "metric": metric,
        "period": FY24,
        "value": value,
        "scale": 1e6,
        "unit": "currency",
        "currency": "USD",
    }
    fields.update(kw)
    return Claim(**fields)


def check(c: Claim, text: str, company: str = "BHP", period: Period | None = FY24) -> str:
    verdict = verify(c, text, DocContext(company, period, "report.pdf", 3, "", "c-1"))
    return "supported" if verdict.supported else verdict.reason


# --- equality within rounding -----------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "scale", "text", "ok"),
    [
        (55658, 1e6, "Revenue was US$55.66 billion.", True),
        (55.658, 1e9, "Revenue was US$55,658 million.", True),
        (55.66, 1e9, "Revenue was US$55.658bn.", True),
        (13.4, 1e9, "Revenue was US$13.66 billion.", False),
        (13.7, 1e9, "Revenue was US$13.66 billion.", True),
        (55.7, 1e9, "Revenue was US$55.6 billion.", False),
    ],
)
def test_value_equal_within_rounding(value: float, scale: float, text: str, ok: bool) -> None:
    result = check(claim(value=value, scale=scale), text)
    assert (result == "supported") is ok, result
    if not ok:
        assert result == "value not in the cited text"


# --- one test per confidently wrong pattern (issue 9 Why) --------------------------------


def test_ebitda_is_not_underlying_npat() -> None:
    text = (
        "Underlying earnings before interest, tax, depreciation and amortisation (EBITDA) "
        "of $1.06 billion."
    )
    wrong = check(claim("underlying_npat", 1.06, scale=1e9, company="MIN"), text, "MIN")
    assert wrong == "the cited value is underlying EBITDA, not underlying NPAT"
    right = claim("underlying_ebitda", 1.06, scale=1e9, currency="AUD", company="MIN")
    assert check(right, text, "MIN") == "supported"


def test_operating_cash_flow_is_not_net_cash() -> None:
    text = "Net cash generated from operating activities was US$18.7 billion."
    assert check(claim("net_debt", -18.7, scale=1e9), text) == (
        "the cited value is operating cash flow, not net debt"
    )
    assert check(claim("operating_cash_flow", 18.7, scale=1e9), text) == "supported"


def test_net_cash_is_negative_net_debt() -> None:
    text = "The Group ended the year with net cash of US$1.2 billion."
    assert check(claim("net_debt", 1.2, scale=1e9), text) == "the cited value is net cash"
    assert check(claim("net_debt", -1.2, scale=1e9), text) == "supported"


def test_copper_target_is_not_production() -> None:
    text = "Our strategy targets copper production of 650 ktpa. Copper production was 650 kt."
    target_only = "Our strategy targets copper production of 650 ktpa."
    c = claim("copper_production_kt", 650, scale=1e3, unit="kt", currency=None)
    assert check(c, target_only) == "the cited value is a target or guidance, not a reported figure"
    assert check(c, text) == "supported"


def test_broad_words_do_not_name_a_metric() -> None:
    text = "Copper prices averaged US$3.85 per pound and earnings rose to US$4.1 billion."
    c = claim("statutory_npat", 4.1, scale=1e9)
    assert check(c, text) == "metric not named near the value"
    assert check(c, "Net profit after tax rose to US$4.1 billion.") == "supported"


def test_metric_in_brackets_names_the_value() -> None:
    text = "Underlying earnings (EBITDA) were US$2.1 billion."
    assert check(claim("underlying_npat", 2.1, scale=1e9), text).startswith(
        "the cited value is underlying EBITDA"
    )
    assert check(claim("underlying_ebitda", 2.1, scale=1e9), text) == "supported"


def test_first_half_figure_does_not_answer_a_full_year_claim() -> None:
    text = "First half revenue was US$27.2 billion."
    assert check(claim(value=27.2, scale=1e9), text) == "the cited value is a half-year figure"
    assert check(claim(value=27.2, scale=1e9, period=H1_24), text) == "supported"


def test_half_year_report_figure_is_a_half_year_figure() -> None:
    text = "Revenue was US$13.3 billion."
    assert check(claim(value=13.3, scale=1e9), text, period=H1_24) == (
        "the cited value is a half-year figure"
    )
    assert check(claim(value=13.3, scale=1e9, period=H1_24), text, period=H1_24) == "supported"


def test_final_dividend_does_not_answer_a_total_dividend_claim() -> None:
    text = (
        "The Board determined a final dividend of 74 US cents per share, bringing total "
        "dividends for the year to 146 US cents per share."
    )
    div = {"scale": 1.0, "unit": "cents per share"}
    assert check(claim("dividends_per_share", 74, dividend_kind="total", **div), text) == (
        "the cited value is the final dividend"
    )
    assert check(claim("dividends_per_share", 74, **div), text) == (
        "the cited value is the final dividend"
    )
    assert check(claim("dividends_per_share", 74, dividend_kind="final", **div), text) == (
        "supported"
    )
    assert check(claim("dividends_per_share", 146, dividend_kind="total", **div), text) == (
        "supported"
    )


def test_interim_dividend_in_a_half_year_report() -> None:
    text = "An interim dividend of 72 US cents per share was determined."
    div = {"scale": 1.0, "unit": "cents per share"}
    c = claim("dividends_per_share", 72, dividend_kind="interim", **div)
    assert check(c, text, period=H1_24) == "supported"
    final = claim("dividends_per_share", 72, dividend_kind="final", period=H1_24, **div)
    assert check(final, text, period=H1_24) == "the cited value is the interim dividend"
    assert check(claim("dividends_per_share", 72, **div), text, period=H1_24) == (
        "the cited value is a half-year figure"
    )


def test_iron_bridge_life_of_mine_cost_is_not_c1_cost() -> None:
    text = "Iron Bridge life-of-mine C1 cost is US$50/wmt. Hematite C1 costs were US$18.24/wmt."
    c1 = {"scale": 1.0, "unit": "per wmt", "company": "FMG"}
    assert check(claim("c1_cost_usd_wmt", 50, **c1), text, "FMG") == (
        "the cited value is a target or guidance, not a reported figure"
    )
    assert check(claim("c1_cost_usd_wmt", 18.24, **c1), text, "FMG") == "supported"
    project = "The Iron Bridge project cost of US$50/wmt."
    assert check(claim("c1_cost_usd_wmt", 50, **c1), project, "FMG") != "supported"


def test_prior_year_value_in_the_same_sentence() -> None:
    text = "Revenue rose 3% to US$55,658 million from US$53.82 billion in FY2023."
    assert check(claim(value=53.82, scale=1e9), text) == "the cited value is for FY2023"
    assert check(claim(value=53.82, scale=1e9, period=FY23), text) == "supported"
    assert check(claim(value=55658), text) == "supported"
    assert check(claim(value=55658, period=FY23), text) == "the cited value is for FY2024"


def test_prior_year_in_brackets() -> None:
    text = "Net earnings were US$10.1 billion (FY2023: US$13.4 billion)."
    c = claim("statutory_npat", 13.4, scale=1e9, company="RIO")
    assert check(c, text, "RIO") == "the cited value is for FY2023"
    assert check(claim("statutory_npat", 10.1, scale=1e9, company="RIO"), text, "RIO") == (
        "supported"
    )


def test_statement_naming_a_prior_year_supports_this_year() -> None:
    text = "Statutory NPAT of US$4.8 billion decreased by 23% compared to FY22."
    assert check(claim("statutory_npat", 4.8, scale=1e9), text) == "supported"
    pct = claim("statutory_npat", 23, scale=1.0, unit="%", currency=None)
    assert check(pct, text) != "supported"


def test_underlying_is_not_statutory() -> None:
    text = "Underlying NPAT was US$13.66 billion. Statutory NPAT was US$7.9 billion."
    assert check(claim("statutory_npat", 13.66, scale=1e9), text) == (
        "the cited value is underlying, not statutory"
    )
    assert check(claim("underlying_npat", 7.9, scale=1e9), text) == (
        "the cited value is statutory, not underlying"
    )
    assert check(claim("underlying_npat", 13.66, scale=1e9), text) == "supported"


def test_stated_percentage_is_quoted_not_recomputed() -> None:
    text = "Underlying EBITDA of US$18.4 billion, a record margin of 65%."
    pct = {"scale": 1.0, "unit": "%", "currency": None}
    assert check(claim("ebitda_margin", 65, **pct), text) == "supported"
    assert check(claim("ebitda_margin", 62.37, **pct), text) == "value not in the cited text"


def test_percentage_change_is_not_a_percentage_metric() -> None:
    text = "The payout ratio increased by 5% to 60%."
    pct = {"scale": 1.0, "unit": "%", "currency": None}
    assert check(claim("payout_ratio", 5, **pct), text) == (
        "the cited percentage is a change, not the metric"
    )
    assert check(claim("payout_ratio", 60, **pct), text) == "supported"


def test_loss_sign() -> None:
    text = "Statutory net loss after tax of A$896 million."
    c = claim("statutory_npat", 896, currency="AUD", company="MIN")
    assert check(c, text, "MIN") == "the cited value is a loss"
    assert check(claim("statutory_npat", -896, currency="AUD", company="MIN"), text, "MIN") == (
        "supported"
    )


def test_currency_us_cents_vs_a_cents() -> None:
    text = "Total dividends of 146 U.S. cents per share."
    div = {"scale": 1.0, "unit": "cents per share", "dividend_kind": "total"}
    assert check(claim("dividends_per_share", 146, **{**div, "currency": "AUD"}), text) == (
        "the cited value is in USD, not AUD"
    )
    assert check(claim("dividends_per_share", 146, **div), text) == "supported"


def test_value_not_in_text() -> None:
    assert check(claim(value=60000), "Revenue was US$55,658 million.") == (
        "value not in the cited text"
    )


def test_segment_revenue_is_not_group_revenue() -> None:
    text = "Iron ore revenue was US$30.1 billion."
    assert check(claim(value=30.1, scale=1e9), text).startswith("the cited value is for iron ore")


def test_other_company_document() -> None:
    assert check(claim(value=55658), "Revenue was US$55,658 million.", company="RIO") != (
        "supported"
    )


def test_gold_sold_verb_form_and_unit_scaling() -> None:
    text = "Northern Star sold 1,621 koz of gold at an AISC of A$1,852/oz."
    c = claim("gold_sold_koz", 1.621, scale=1e6, unit="Moz", currency=None, company="NST")
    assert check(c, text, "NST") == "supported"
    aisc = claim("aisc_aud_oz", 1852, scale=1.0, unit="per ounce", currency="AUD", company="NST")
    assert check(aisc, text, "NST") == "supported"


# --- tables -----------------------------------------------------------------------------

TABLE = """Table: Consolidated income statement (extract) US$M
| Year ended 30 June | 2024 | 2023 |
| Revenue | 55,658 | 53,817 |
| Profit/(loss) after tax¹ | (896) | 114 |
| Net cash/(debt) | (9,120) | 2,000 |
| Revenue growth (%) | 3 | 4 |
Notes: ¹ Attributable to members."""


def test_table_cell_period_comes_from_the_column() -> None:
    assert check(claim(value=55.658, scale=1e9), TABLE) == "supported"
    assert check(claim(value=53817), TABLE) == "the cited value is for FY2023"
    assert check(claim(value=53817, period=FY23), TABLE) == "supported"


def test_table_parentheses_loss_and_net_cash_debt_row() -> None:
    assert check(claim("statutory_npat", -896), TABLE) == "supported"
    assert check(claim("statutory_npat", 896), TABLE) == "the cited value is a loss"
    assert check(claim("net_debt", 9120), TABLE) == "supported"
    assert check(claim("net_debt", -2000, period=FY23), TABLE) == "supported"
    assert check(claim("net_debt", 2000, period=FY23), TABLE) == "the cited value is net cash"


def test_table_row_must_be_the_metric() -> None:
    pct = claim("revenue", 3, scale=1.0, unit="%", currency=None)
    assert check(pct, TABLE) != "supported"


def test_table_half_year_column_does_not_answer_full_year() -> None:
    text = """Table: Half-year results A$m
| | Half year ended 31 December 2023 | Half year ended 31 December 2022 |
| Revenue | 2,506 | 2,001 |"""
    c = claim(value=2506, currency="AUD", company="MIN")
    assert check(c, text, "MIN", H1_24) == "the cited value is a half-year figure"
    ok = claim(value=2506, currency="AUD", company="MIN", period=H1_24)
    assert check(ok, text, "MIN", H1_24) == "supported"


# --- claims in drafts -------------------------------------------------------------------

DOCS = [
    {"company": "BHP", "period": "FY2024", "fiscal_year": "FY2024"},
    {"company": "BHP", "period": "H1 FY2024", "fiscal_year": "FY2024"},
]


def test_claims_from_offline_draft_lines() -> None:
    draft = (
        "- BHP Group (BHP), FY2024 (year to 30 June 2024) — revenue: US$55,658 million [1]\n"
        '  > "Revenue rose 3% to US$55,658 million."\n'
        "- BHP Group (BHP), FY2024 (year to 30 June 2024) — net cash: US$1.2 billion [1]\n"
        "- BHP Group (BHP), H1 FY2024 (half year to 31 December 2023) — interim dividend per "
        "share: 72 US cents per share [2]\n"
        "- BHP Group (BHP), FY2024 (year to 30 June 2024) — statutory NPAT: loss of "
        "US$896 million [1]\n"
        "- BHP Group (BHP), FY2023 (year to 30 June 2023) — revenue: not found in the "
        "retrieved annual-report documents."
    )
    claims = claims_from_text(draft, DOCS)
    got = [
        (c.metric, c.period.label, c.value, c.scale, c.unit, c.dividend_kind, n) for c, n in claims
    ]
    assert got == [
        ("revenue", "FY2024", 55658.0, 1e6, "currency", None, 1),
        ("net_debt", "FY2024", -1.2, 1e9, "currency", None, 1),
        ("dividends_per_share", "H1 FY2024", 72.0, 1.0, "cents per share", "interim", 2),
        ("statutory_npat", "FY2024", -896.0, 1e6, "currency", None, 1),
    ]
    assert claims[0][0].quote == '"Revenue rose 3% to US$55,658 million."'


def test_claims_from_hosted_free_text() -> None:
    draft = (
        "BHP's underlying EBITDA rose 5% to US$29.0 billion in FY2024 [1], and the final "
        "dividend was 74 US cents per share [1]. The difference was US$2.3 billion."
    )
    claims = claims_from_text(draft, DOCS)
    got = [(c.metric, c.period.label, c.value, c.dividend_kind, n) for c, n in claims]
    assert got == [
        ("underlying_ebitda", "FY2024", 29.0, None, 1),
        ("dividends_per_share", "FY2024", 74.0, "final", 1),
    ]


def test_draft_claims_round_trip_through_verify() -> None:
    text = (
        "Revenue rose 3% to US$55,658 million from US$53.82 billion in FY2023. "
        "Underlying EBITDA of US$29.0 billion."
    )
    ctx = DocContext("BHP", FY24, "r.pdf", 1, "", "1")
    good = "- BHP Group (BHP), FY2024 (year to 30 June 2024) — revenue: US$55,658 million [1]"
    bad = "- BHP Group (BHP), FY2024 (year to 30 June 2024) — revenue: US$53.82 billion [1]"
    assert all(verify(c, text, ctx).supported for c, _ in claims_from_text(good, DOCS))
    verdicts = [verify(c, text, ctx) for c, _ in claims_from_text(bad, DOCS)]
    assert [v.reason for v in verdicts] == ["the cited value is for FY2023"]


# --- found on the realistic corpus --------------------------------------------------------


def test_comparative_profit_after_a_loss_keeps_its_sign() -> None:
    text = (
        "The Group reported a statutory net loss after tax of A$896 million for FY25, "
        "compared with a profit of A$114 million in FY2024."
    )
    kw = {"currency": "AUD", "company": "MIN"}
    assert check(claim("statutory_npat", 114, **kw), text, "MIN", Period(2025)) == "supported"
    assert check(claim("statutory_npat", -114, **kw), text, "MIN", Period(2025)) == (
        "the cited value is not a loss"
    )


def test_bare_numbers_in_prose_support_nothing() -> None:
    text = "Purchases of property, plant and equipment and intangible assets\n7,086\n6,750\n"
    c = claim("capex", 6750, company="RIO")
    assert check(c, text, "RIO", Period(2023)) == "the cited number states no unit or currency"


def test_rounding_never_spans_more_than_a_few_per_cent() -> None:
    text = "Copper production was 1.865 Mt."
    c = claim("copper_production_kt", 2, scale=1e6, unit="Mt", currency=None, text="2 Mt")
    assert check(c, text) == "value not in the cited text"


def test_restated_comparative_is_the_same_year() -> None:
    text = (
        "FY2021 revenue is US$56,921 million on that basis, against US$60,817 million as "
        "originally reported."
    )
    assert check(claim(value=60817, period=Period(2020)), text, period=Period(2022)) == (
        "the cited value is for FY2021"
    )


def test_dollar_cell_in_a_cents_table() -> None:
    text = """Table: Dividends determined (cents per share)
| | FY2025 | FY2024 |
| Interim dividend | A$0.25 | 15 |"""
    div = {"company": "NST", "period": Period(2025), "dividend_kind": "interim", "currency": "AUD"}
    dollars = claim("dividends_per_share", 0.25, scale=100.0, unit="dollars per share", **div)
    assert check(dollars, text, "NST", Period(2025)) == "supported"
    cents = claim("dividends_per_share", 25, scale=1.0, unit="cents per share", **div)
    assert check(cents, text, "NST", Period(2025)) == "supported"
    wrong = claim("dividends_per_share", 0.25, scale=1.0, unit="cents per share", **div)
    assert check(wrong, text, "NST", Period(2025)) == "value not in the cited text"


def test_site_rows_need_the_site_in_the_claim() -> None:
    text = """Table: Spodumene shipments, half year ended 31 December 2023 (k dmt, SC6 equivalent)
| Operation | 1H FY24 |
| Mt Marion | 99 |
| Wodgina | 87 |"""
    kw = {"company": "MIN", "period": H1_24, "scale": 1e3, "unit": "kt", "currency": None}
    site = claim("spodumene", 99, qualifier="Mt Marion", **kw)
    assert check(site, text, "MIN", H1_24) == "supported"
    group = claim("spodumene", 99, **kw)
    assert check(group, text, "MIN", H1_24) == "the cited value is for Mt Marion"


def test_dollars_per_share_heading_in_verify() -> None:
    text = """Table: Dividends declared (Australian dollars per share, fully franked)
| | FY2025 | FY2024 |
| Final dividend | A$0.60 | A$0.89 |"""
    kw = {"company": "FMG", "currency": "AUD", "dividend_kind": "final"}
    c = claim("dividends_per_share", 89, scale=1.0, unit="cents per share", **kw)
    assert check(c, text, "FMG", Period(2025)) == "supported"


def test_offline_line_with_a_site_qualifier() -> None:
    draft = (
        "- Mineral Resources (MIN), H1 FY2024 (half year to 31 December 2023) — spodumene "
        "(Mt Marion): 99 kt [1]"
    )
    ((c, cited),) = claims_from_text(draft, [{"company": "MIN", "period": "H1 FY2024"}])
    assert (c.metric, c.qualifier, c.value, c.unit, cited) == (
        "spodumene",
        "Mt Marion",
        99.0,
        "kt",
        1,
    )


def test_hosted_claims_take_the_period_written_right_after_each_value() -> None:
    draft = "BHP's revenue was US$55.7 billion in FY2024 and US$53.8 billion in FY2023 [1]."
    got = [(c.period.label, c.value) for c, _ in claims_from_text(draft, DOCS)]
    assert got == [("FY2024", 55.7), ("FY2023", 53.8)]


def test_another_companys_figure_does_not_support_the_claim() -> None:
    text = "BHP's revenue of US$55.7 billion exceeded Rio Tinto's revenue of US$54.0 billion."
    assert check(claim(value=54.0, scale=1e9), text) == "the cited value is Rio Tinto's"
    assert check(claim(value=55.7, scale=1e9), text) == "supported"


def test_a_company_name_before_the_label_is_no_qualifier_of_it() -> None:
    # "Resources" in the company's name is no mineral resource estimate.
    c = claim(
        "statutory_npat",
        -410,
        company="MIN",
        currency="AUD",
        basis="statutory",
        label="statutory NPAT",
    )
    text = "Mineral Resources fell to a statutory net loss of $410 million for the year."
    assert check(c, text, company="MIN") == "supported"
