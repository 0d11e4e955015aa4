"""The figure extractor: every trap of issues 8 and 9, and the table shapes of real reports.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

import time

import pytest

from mines.figures.extract import DocContext, extract_figures, sentence_spans
from mines.figures.model import Figure, Period
from mines.figures.periods import document_period

FY24 = Period(2024)
FY23 = Period(2023)
H1_24 = Period(2024, "H1")


def read(text: str, company: str = "BHP", period: Period | None = FY24) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "report.pdf", 7, "", "c-1"))


def values(figures: list[Figure], metric: str, period: Period | None = None) -> list[float]:
    return [
        f.value for f in figures if f.metric == metric and (period is None or f.period == period)
    ]


def registry(figures: list[Figure]) -> list[Figure]:
    """The figures the metric registry names (the others have metric "")."""
    return [f for f in figures if f.metric]


def printed(figures: list[Figure]) -> dict[str, float]:
    """Label as printed -> value, for the figures the registry does not name."""
    return {f.label: f.value for f in figures if not f.metric}


def only(figures: list[Figure], metric: str, period: Period) -> Figure:
    found = [f for f in figures if f.metric == metric and f.period == period]
    assert len(found) == 1, found
    return found[0]


# --- issue 9: confidently wrong patterns ------------------------------------------------


def test_ebitda_spelled_out_with_brackets_is_ebitda_never_npat() -> None:
    figs = read(
        "Underlying earnings before interest, tax, depreciation and amortisation (EBITDA) "
        "of $1.06 billion was a record."
    )
    assert values(figs, "underlying_npat") == []
    f = only(figs, "underlying_ebitda", FY24)
    assert (f.value, f.scale, f.basis) == (1.06, 1e9, "underlying")


def test_metric_named_in_brackets_stops_an_earlier_metric() -> None:
    figs = read("Underlying earnings (EBITDA) were US$2.1 billion.")
    assert values(figs, "underlying_npat") == []
    assert values(figs, "underlying_ebitda", FY24) == [2.1]


def test_operating_cash_flow_is_not_net_cash() -> None:
    figs = read(
        "Net cash generated from operating activities was US$18.7 billion, and the Group "
        "ended the year with net cash of US$1.2 billion."
    )
    assert values(figs, "operating_cash_flow", FY24) == [18.7]
    assert values(figs, "net_debt", FY24) == [-1.2]  # net cash is negative net debt


def test_copper_target_guidance_and_capacity_are_not_production() -> None:
    figs = read(
        "Our strategy targets copper production of 650 ktpa. "
        "FY2025 copper production guidance is 1,845-2,045 kt. "
        "Copper production capacity will reach 700 kt by FY2030. "
        "Copper production rose 9% to 1,717 kt."
    )
    assert values(figs, "copper_production_kt") == [1717.0]


def test_broad_words_do_not_attach_figures_to_metrics() -> None:
    figs = read(
        "Copper prices averaged US$3.85 per pound. Earnings before tax were US$20 billion. "
        "Profit before tax was US$19.2 billion. Iron ore revenue was US$30.1 billion. "
        "Shareholder payouts were US$7.6 billion. Sales volumes rose 4%."
    )
    assert registry(figs) == []
    # Each is still a figure, under its own printed label (a price per pound too); a
    # change ("rose 4%") is not.
    assert printed(figs) == {
        "Copper prices": 3.85,
        "Earnings before tax": 20.0,
        "Profit before tax": 19.2,
        "Iron ore revenue": 30.1,
        "Shareholder payouts": 7.6,
    }


def test_first_half_figure_is_never_full_year() -> None:
    figs = read("First half revenue was US$27.2 billion. Revenue in 1H FY24 was US$27.2 billion.")
    assert values(figs, "revenue", FY24) == []
    assert values(figs, "revenue", H1_24) == [27.2, 27.2]


def test_half_year_report_states_half_year_figures() -> None:
    figs = read(
        "Revenue was US$13.3 billion and an interim dividend of 72 US cents per share was "
        "determined.",
        period=H1_24,
    )
    assert values(figs, "revenue", H1_24) == [13.3]
    div = only(figs, "dividends_per_share", H1_24)
    assert div.dividend_kind == "interim" and div.currency == "USD"


def test_final_dividend_is_not_the_total() -> None:
    figs = read(
        "The Board determined a final dividend of 74 US cents per share, bringing total "
        "dividends for the year to 146 US cents per share."
    )
    kinds = {f.dividend_kind: f.value for f in figs if f.metric == "dividends_per_share"}
    assert kinds == {"final": 74.0, "total": 146.0}


def test_unqualified_single_dividend_in_a_full_year_report_is_dropped() -> None:
    assert read("A dividend of 80 cents per share was declared.") == []


def test_iron_bridge_life_of_mine_or_project_cost_is_not_c1() -> None:
    figs = read(
        "Iron Bridge life-of-mine C1 cost is estimated at US$50/wmt. "
        "The Iron Bridge project capital cost was US$3.9 billion. "
        "Hematite C1 costs were US$18.24/wmt.",
        company="FMG",
    )
    assert values(figs, "c1_cost_usd_wmt") == [18.24]


def test_sentence_naming_a_prior_year_still_states_this_year() -> None:
    figs = read("Statutory NPAT of US$4.8 billion decreased by 23% compared to FY22.")
    f = only(figs, "statutory_npat", FY24)
    assert (f.value, f.basis) == (4.8, "statutory")
    assert len(figs) == 1  # the 23% change is no value of NPAT


def test_comparative_to_x_from_y_in_a_named_year() -> None:
    figs = read("Revenue rose 3% to US$55,658 million from US$53.82 billion in FY2023.")
    assert values(figs, "revenue", FY24) == [55658.0]
    assert values(figs, "revenue", FY23) == [53.82]


def test_comparative_compared_with_in_a_short_year() -> None:
    figs = read("Statutory NPAT was US$4.8 billion, compared with US$6.2 billion in FY22.")
    assert values(figs, "statutory_npat", FY24) == [4.8]
    assert values(figs, "statutory_npat", Period(2022)) == [6.2]


def test_comparative_in_brackets_with_colon() -> None:
    figs = read("Net earnings were US$10.1 billion (FY2023: US$13.4 billion).", "RIO")
    assert values(figs, "statutory_npat", FY24) == [10.1]
    assert values(figs, "statutory_npat", FY23) == [13.4]


def test_comparative_prior_year_last_year_and_pcp() -> None:
    figs = read(
        "Revenue was US$55.7 billion, up from US$53.8 billion last year. "
        "Underlying EBITDA of US$29.0 billion compared with US$28.4 billion in the prior year."
    )
    assert values(figs, "revenue", FY23) == [53.8]
    assert values(figs, "underlying_ebitda", FY23) == [28.4]
    half = read(
        "Revenue of US$27.2 billion for the half was up on the pcp of US$25.1 billion.",
        period=H1_24,
    )
    assert values(half, "revenue", Period(2023, "H1")) == [25.1]


def test_from_x_to_y() -> None:
    figs = read("Revenue increased from US$53.8 billion to US$55.7 billion.")
    assert values(figs, "revenue", FY23) == [53.8]
    assert values(figs, "revenue", FY24) == [55.7]


def test_down_percent_to_value_keeps_the_value_not_the_change() -> None:
    figs = read("Underlying EBITDA was down 39% to US$7,897 million.", "MIN")
    assert values(figs, "underlying_ebitda", FY24) == [7897.0]


def test_percentages_are_extracted_for_percentage_metrics_and_quoted() -> None:
    figs = read(
        "Underlying EBITDA of US$18.4 billion, a record margin of 65%. "
        "The payout ratio was 56%. Gearing increased by 3% to 18%."
    )
    assert values(figs, "ebitda_margin", FY24) == [65.0]
    assert values(figs, "payout_ratio", FY24) == [56.0]
    assert values(figs, "gearing", FY24) == [18.0]


def test_two_values_for_one_metric_and_period_are_dropped_not_guessed() -> None:
    figs = read("Revenue was US$5.0 billion and revenue was US$6.0 billion.")
    assert values(figs, "revenue") == []


def test_second_value_without_comparative_is_not_guessed() -> None:
    figs = read("Revenue was US$5.0 billion, while costs rose to US$2.0 billion.")
    assert values(figs, "revenue", FY24) == [5.0]
    assert len(registry(figs)) == 1
    assert printed(figs) == {"costs": 2.0}  # its own label, never revenue's


def test_no_document_period_and_no_stated_period_is_dropped() -> None:
    assert read("Revenue was US$5.0 billion.", period=None) == []
    assert values(read("Revenue for FY2023 was US$5.0 billion.", period=None), "revenue") == [5.0]


def test_future_period_is_an_outlook() -> None:
    assert read("Revenue in FY2026 is forecast at US$60 billion.") == []
    assert read("Revenue in FY2026 of US$60 billion.") == []


# --- signs, units and currencies --------------------------------------------------------


def test_loss_words_and_parentheses_are_negative() -> None:
    figs = read("Statutory net loss after tax of A$896 million.", "MIN")
    f = only(figs, "statutory_npat", FY24)
    assert (f.value, f.currency) == (-896.0, "AUD")
    figs = read("Net profit after tax was ($807M).", "MIN")
    assert values(figs, "statutory_npat", FY24) == [-807.0]


def test_us_cents_a_cents_and_australian_cents() -> None:
    figs = read(
        "Total dividends of 146 U.S. cents per share. Final dividend of 108 Australian cents "
        "per share. Interim dividend of 89 A cents per share."
    )
    got = {(f.dividend_kind, f.value, f.currency) for f in figs}
    assert got == {("total", 146.0, "USD"), ("final", 108.0, "AUD"), ("interim", 89.0, "AUD")}


def test_gold_sold_and_aisc_and_verb_forms() -> None:
    figs = read(
        "Northern Star sold 1,621 koz of gold at an AISC of A$1,852/oz. "
        "Fortescue shipped 191.6 Mt of iron ore.",
        "NST",
    )
    f = only(figs, "gold_sold_koz", FY24)
    assert (f.value, f.unit, f.scale) == (1621.0, "koz", 1e3)
    assert values(figs, "aisc_aud_oz", FY24) == [1852.0]
    assert values(figs, "iron_ore_shipments_mt", FY24) == []  # Fortescue's, in an NST text
    fmg = read("Fortescue shipped 191.6 Mt of iron ore.", "FMG")
    assert values(fmg, "iron_ore_shipments_mt", FY24) == [191.6]


def test_ownership_basis_and_site_go_into_the_qualifier() -> None:
    figs = read(
        "Escondida copper production was 1,128 kt on a 100% basis. "
        "Copper production at Spence was 250 kt (BHP share)."
    )
    quals = {f.value: f.qualifier for f in figs}
    assert quals[1128.0] == "Escondida, 100% basis"
    assert quals[250.0] is not None and "Spence" in quals[250.0] and "share" in quals[250.0]


def test_span_quotes_the_number_exactly() -> None:
    text = "Intro line.\n\nRevenue rose 3% to US$55,658 million from US$53.82 billion in FY2023."
    figs = read(text)
    assert [f.span.quote for f in figs] == ["US$55,658 million", "US$53.82 billion"]
    assert figs[0].span.page == 7 and figs[0].span.chunk_id == "c-1"


def test_rio_calendar_year_document() -> None:
    figs = read("Net earnings for 2023 were US$10.1 billion.", "RIO", Period(2023))
    assert values(figs, "statutory_npat", Period(2023)) == [10.1]


# --- issue 8: layouts -------------------------------------------------------------------


def test_one_cell_per_line_tables_are_not_sentences_with_figures() -> None:
    text = "Revenue\n55,658\n53,817\nNet debt\n9,120\n"
    assert read(text) == []


def test_wrapped_prose_lines_are_one_sentence() -> None:
    text = "Revenue for the year rose 3% to\nUS$55,658 million, a record for the Group.\n"
    assert values(read(text), "revenue", FY24) == [55658.0]
    assert len(list(sentence_spans(text))) == 1


# --- tables -----------------------------------------------------------------------------

INCOME = """Table: Consolidated income statement (extract) US$M
| Year ended 30 June | 2024 | 2023 |
| Revenue | 55,658 | 53,817 |
| Profit/(loss) after tax¹ | (896) | 114 |
| Net debt1 | 9,120 | – |
| Underlying EBITDA (a) | 29,016 | n/a |
| Revenue growth | 3 | 4 |
Notes: ¹ Attributable to members."""


def test_table_two_year_columns_with_us_dollar_millions_header() -> None:
    figs = read(INCOME)
    rev24, rev23 = only(figs, "revenue", FY24), only(figs, "revenue", FY23)
    assert (rev24.value, rev24.scale, rev24.currency, rev24.unit) == (
        55658.0,
        1e6,
        "USD",
        "currency",
    )
    assert rev23.value == 53817.0
    assert rev24.span.row == "Revenue" and rev24.span.column == "2024"
    assert rev24.span.quote == "55,658"


def test_table_parentheses_loss_and_footnoted_labels() -> None:
    figs = read(INCOME)
    assert values(figs, "statutory_npat", FY24) == [-896.0]
    assert values(figs, "statutory_npat", FY23) == [114.0]
    assert values(figs, "net_debt", FY24) == [9120.0]  # "Net debt1": glued footnote marker
    assert values(figs, "underlying_ebitda", FY24) == [29016.0]  # "(a)" marker


def test_table_dash_and_na_cells_state_nothing() -> None:
    figs = read(INCOME)
    assert values(figs, "net_debt", FY23) == []
    assert values(figs, "underlying_ebitda", FY23) == []


def test_table_row_that_is_not_exactly_a_label_is_kept_under_its_printed_label() -> None:
    figs = read(INCOME)
    assert {f.metric for f in registry(figs)} == {
        "revenue",
        "statutory_npat",
        "net_debt",
        "underlying_ebitda",
    }
    assert all(f.label for f in figs)
    assert all(f.label.endswith("— Consolidated income statement (extract) US$M") for f in figs)
    assert not [f for f in figs if "growth" in f.label]  # a change is no figure of its own


def test_five_year_summary_with_net_cash_debt_row() -> None:
    text = """Table: Five-year summary
| US$ million | 2025 | 2024 | 2023 | 2022 | 2021 |
| Revenue | 51,000 | 55,658 | 53,817 | 65,098 | 60,817 |
| Net cash/(debt) | (1,200) | 300 | n/a | - | 12 |
| Gearing (%) | 18.5 | 17.1 | 15 | 14 | 13 |"""
    figs = read(text, period=Period(2025))
    assert [f.period.year for f in figs if f.metric == "revenue"] == [2025, 2024, 2023, 2022, 2021]
    assert values(figs, "net_debt", Period(2025)) == [1200.0]  # (debt) is positive net debt
    assert values(figs, "net_debt", FY24) == [-300.0]  # cash is negative net debt
    assert values(figs, "gearing", Period(2022)) == [14.0]


def test_row_level_units_override_the_title() -> None:
    text = """Table: Key figures
| | FY24 | FY23 |
| Revenue (US$bn) | 55.7 | 53.8 |
| Dividends per share (US cents) | 146 | 170 |
| Copper production (kt) | 1,865 | 1,717 |
| Gold sold (koz) | 1,621 | 1,560 |"""
    figs = read(text)
    rev = only(figs, "revenue", FY24)
    assert (rev.value, rev.scale, rev.currency) == (55.7, 1e9, "USD")
    div = only(figs, "dividends_per_share", FY24)
    assert (div.value, div.unit, div.currency, div.dividend_kind) == (
        146.0,
        "cents per share",
        "USD",
        "total",
    )
    assert only(figs, "copper_production_kt", FY23).scale == 1e3
    assert only(figs, "gold_sold_koz", FY24).unit == "koz"


def test_half_year_columns_and_change_column() -> None:
    text = """Table: Half-year results A$m
| | Half year ended 31 December 2023 | Half year ended 31 December 2022 | Change % |
| Revenue | 2,506 | 2,001 | 25 |
| Interim dividend (A cents per share) | 20 | 40 | |"""
    figs = read(text, "MIN", H1_24)
    assert values(figs, "revenue", H1_24) == [2506.0]
    assert values(figs, "revenue", Period(2023, "H1")) == [2001.0]
    assert values(figs, "revenue", FY24) == []
    div = only(figs, "dividends_per_share", H1_24)
    assert (div.dividend_kind, div.currency) == ("interim", "AUD")


def test_table_without_a_currency_states_no_money() -> None:
    text = "Table: Results\n| | 2024 | 2023 |\n| Revenue | 55,658 | 53,817 |"
    assert read(text) == []


def test_two_columns_for_one_period_state_nothing() -> None:
    text = "Table: Results US$M\n| | 2024 | 2024 restated |\n| Revenue | 55,658 | 55,600 |"
    assert read(text) == []


def test_tables_and_prose_in_one_chunk() -> None:
    text = "Revenue rose to US$55.7 billion.\n" + INCOME + "\nThe payout ratio was 56%."
    figs = read(text)
    assert values(figs, "revenue", FY24) == [55658.0, 55.7]
    assert values(figs, "payout_ratio", FY24) == [56.0]


def test_unknown_company_reads_nothing() -> None:
    assert read("Revenue was US$5 billion.", company="XYZ") == []


# --- performance ------------------------------------------------------------------------


@pytest.mark.parametrize("pages", [300])
def test_extraction_is_linear_on_a_long_report(pages: int) -> None:
    prose = (
        "Revenue rose 3% to US$55,658 million from US$53.82 billion in FY2023. "
        "The Group continued to invest in safety and community programmes at every site. "
        "Copper production rose 9% to 1,717 kt, compared with 1,574 kt in the prior year.\n\n"
    )
    page = prose * 8 + INCOME + "\n"
    t0 = time.process_time()
    small = read("\f".join([page] * (pages // 10)))
    t_small = time.process_time() - t0
    t0 = time.process_time()
    large = read("\f".join([page] * pages))
    t_large = time.process_time() - t0
    assert len(large) == 10 * len(small)
    # linear, not quadratic: a ratio, since seconds on a shared machine say little
    # (the pages a second are the ingestion benchmark's, `python -m evals.bench_upload`)
    assert t_large < 25 * max(t_small, 0.01)


# --- found on the realistic corpus --------------------------------------------------------


def test_comparative_profit_after_a_loss_is_positive() -> None:
    figs = read(
        "The Group reported a statutory net loss after tax of A$896 million for FY25, "
        "compared with a profit of A$114 million in FY2024.",
        "MIN",
        Period(2025),
    )
    assert values(figs, "statutory_npat", Period(2025)) == [-896.0]
    assert values(figs, "statutory_npat", FY24) == [114.0]


def test_profit_loss_label_is_not_a_loss() -> None:
    figs = read("Statutory net profit/(loss) after tax was A$244 million.", "MIN")
    assert values(figs, "statutory_npat", FY24) == [244.0]


def test_components_thresholds_and_asides_are_not_the_metric() -> None:
    figs = read(
        "Attributable profit includes a US$8.2bn gain on the merger. "
        "Statutory NPAT was lower because of an A$552m impairment. "
        "Copper production passed 2 Mt for the first time. "
        "Cash spent on purchases of property, plant and equipment (cash-flow statement, not "
        "company-defined capex) was US$3,382 million."
    )
    assert [(f.metric, f.value) for f in figs] == [("capex_ppe_cashflow", 3382.0)]


def test_a_loss_named_after_the_value() -> None:
    figs = read("Net profit after tax was a US$807 million loss.", "FMG")
    assert values(figs, "statutory_npat", FY24) == [-807.0]


def test_restated_comparative_is_not_the_prior_year() -> None:
    figs = read(
        "FY2021 revenue is US$56,921 million on that basis, against US$60,817 million as "
        "originally reported.",
        period=Period(2022),
    )
    assert values(figs, "revenue", Period(2020)) == []
    assert values(figs, "revenue", Period(2021)) == [56921.0]


def test_dollar_cells_in_a_cents_table_are_dollars_per_share() -> None:
    text = """Table: Dividends determined (cents per share)
| | FY2025 | FY2024 |
| Interim dividend | A$0.25 | 15 |
| Total dividend | 55 | 40 |"""
    figs = read(text, "NST", Period(2025))
    (interim,) = [f for f in figs if f.period == Period(2025) and f.dividend_kind == "interim"]
    assert (interim.value, interim.scale, interim.unit, interim.currency) == (
        0.25,
        100.0,
        "dollars per share",
        "AUD",
    )
    assert interim.base_value == 25.0
    assert {f.value for f in figs if f.period == FY24} == {15.0, 40.0}


def test_dollars_per_share_heading() -> None:
    text = """Table: Dividends declared (Australian dollars per share, fully franked)
| | FY2025 | FY2024 |
| Final dividend | A$0.60 | A$0.89 |"""
    f = only(read(text, "FMG", Period(2025)), "dividends_per_share", FY24)
    assert (f.base_value, f.currency, f.dividend_kind) == (89.0, "AUD", "final")


def test_site_rows_and_ownership_basis_in_tables() -> None:
    text = """Table: Operations (Mt)
| | FY2024 | FY2023 |
| Iron ore production, total (BHP share) | 259.7 | 257.0 |
| Mt Marion spodumene shipments (SC6 equivalent) (kt) | 149 | 143 |"""
    figs = read(text)
    iron = only(figs, "iron_ore_production_mt", FY24)
    assert (iron.value, iron.scale, iron.qualifier) == (259.7, 1e6, "share")
    spod = only(figs, "spodumene", FY24)
    assert (spod.value, spod.unit, spod.qualifier) == (149.0, "kt", "Mt Marion")


def test_table_with_one_row_per_site_takes_the_metric_from_its_title() -> None:
    text = """Table: Spodumene shipments, half year ended 31 December 2023 (k dmt, SC6 equivalent)
| Operation | 1H FY24 |
| Mt Marion | 99 |
| Wodgina | 87 |"""
    figs = read(text, "MIN", H1_24)
    assert {(f.qualifier, f.value, f.unit) for f in figs} == {
        ("Mt Marion", 99.0, "kt"),
        ("Wodgina", 87.0, "kt"),
    }


def test_site_name_without_a_metric_word_is_not_guessed() -> None:
    text = "Table: Operations (Mt)\n| | FY2024 |\n| Western Australia Iron Ore (BHP share) | 255 |"
    figs = read(text)
    assert registry(figs) == []
    assert [(f.label, f.value, f.unit, f.qualifier) for f in figs] == [
        ("Western Australia Iron Ore (BHP share) — Operations (Mt)", 255.0, "Mt", "WAIO, share")
    ]
    assert read("Western Australia Iron Ore (BHP share) was 255 Mt.") == []


def test_iron_ore_sales_in_tonnes_are_shipments_but_sales_revenue_is_a_segment() -> None:
    figs = read("Iron ore sales for the half were 8.7M wmt across the Group's hubs.", "MIN", H1_24)
    f = only(figs, "iron_ore_shipments_mt", H1_24)
    assert (f.value, f.scale, f.unit) == (8.7, 1e6, "Mt")
    segment = read("Iron ore sales revenue was A$2.1 billion.", "MIN")
    assert registry(segment) == [] and printed(segment) == {"Iron ore sales revenue": 2.1}
    assert segment[0].qualifier == "Iron ore"  # the segment, kept as a qualifier


def test_another_companys_figure_in_the_document_is_not_its_own() -> None:
    figs = read("BHP's revenue of US$55.7 billion exceeded Rio Tinto's revenue of US$54.0 billion.")
    assert values(figs, "revenue") == [55.7]


# --- issue 19: figures as printed ---------------------------------------------------------


DPS = "dollars per share"


@pytest.mark.parametrize(
    ("sentence", "company", "expected"),
    [
        # (value, scale, unit, currency) as the Australian press prints money.
        ("Underlying profit came in at $US7.25 billion.", "BHP", (7.25, 1e9, "currency", "USD")),
        ("Revenue was $A3.2bn.", "MIN", (3.2, 1e9, "currency", "AUD")),
        ("The final dividend was lifted to $US1.46 a share.", "BHP", (1.46, 100.0, DPS, "USD")),
        ("It declared a final dividend of $1.03 a share.", "FMG", (1.03, 100.0, DPS, "AUD")),
        ("The final dividend was 50¢ a share.", "NST", (50.0, 1.0, "cents per share", None)),
        ("Revenue of $4.1bn was a record.", "NST", (4.1, 1e9, "currency", "AUD")),
        ("Basic earnings per share came in at $US1.12.", "BHP", (1.12, 100.0, DPS, "USD")),
    ],
)  # fmt: skip
def test_money_as_the_press_prints_it(
    sentence: str, company: str, expected: tuple[float, float, str, str | None]
) -> None:
    [f] = registry(read(sentence, company))
    assert (f.value, f.scale, f.unit, f.currency) == expected


@pytest.mark.parametrize(
    ("sentence", "label", "not_metric"),
    [
        ("Net cash from operations was US$6.1 billion.", "Net cash from operations", "net_debt"),
        ("Cash earnings were US$3.9 billion.", "Cash earnings", "statutory_npat"),
        ("Its realised iron ore price averaged US$98 a tonne.", "realised iron ore price", ""),
        (
            "Sustaining capital expenditure was US$1.9 billion.",
            "Sustaining capital expenditure",
            "capex",
        ),
    ],
)
def test_a_measure_the_registry_does_not_know_keeps_its_own_label(
    sentence: str, label: str, not_metric: str
) -> None:
    figs = read(sentence)
    assert [f.label for f in figs] == [label]
    assert not [f for f in figs if f.metric == not_metric and not_metric]
    assert figs[0].metric == ""


def test_printed_labels_name_registry_figures_and_others_in_one_sentence() -> None:
    figs = read(
        "The payout ratio was 60%, a special dividend of US$0.20 a share was declared and "
        "cash earnings were US$2.5 billion."
    )
    got = {(f.metric, f.label, f.value, f.dividend_kind) for f in figs}
    assert got == {
        ("payout_ratio", "payout ratio", 60.0, None),
        ("dividends_per_share", "special dividend", 0.2, "special"),
        ("", "cash earnings", 2.5, None),
    }


def test_printed_records_keep_the_precision_guards() -> None:
    # Ranges, guidance, thresholds, components and changes are no figure, labelled or not.
    figs = read(
        "Cash earnings guidance is US$2-3 billion. Cash earnings rose 12% to US$2.5 billion. "
        "Cash earnings included a US$0.3 billion gain. Cash earnings passed US$2 billion."
    )
    assert [(f.label, f.value) for f in figs] == [("Cash earnings", 2.5)]


def test_an_undated_document_keeps_the_periods_its_figures_state() -> None:
    figs = read(
        "Cash earnings were US$4.2 billion in FY2023. Revenue was US$9.0 billion.", period=None
    )
    assert [(f.label, f.period, f.value) for f in figs] == [("Cash earnings", FY23, 4.2)]


def test_a_label_after_the_value_is_read_as_printed_too() -> None:
    figs = read(
        "BHP generated US$6.1 billion in net cash from operations. "
        "It also reported US$2.3 billion of cash earnings."
    )
    assert [(f.metric, f.label, f.value) for f in figs] == [
        ("", "net cash from operations", 6.1),  # never net cash, i.e. net debt
        ("", "cash earnings", 2.3),
    ]
    assert registry(read("Capex was US$9bn, including US$1bn of growth projects.")) != []
    assert printed(read("Capex was US$9bn, including US$1bn of growth projects.")) == {}


def test_site_rows_under_an_operational_total_break_it_down() -> None:
    text = (
        "Table: Output and sales\n| | FY2024 | FY2023 |\n"
        "| Iron ore production, total (BHP share) (Mt) | 250.5 | 249.0 |\n"
        "| Western Australia Iron Ore (100% basis) (Mt) | 280 | 275 |\n"
        "| Copper production (kt) | 1,700 | 1,600 |\n"
        "| Escondida (100% basis) (kt) | 1,100 | 1,000 |"
    )
    figs = read(text)
    total = [f for f in figs if f.metric == "iron_ore_production_mt" and f.qualifier == "share"]
    assert [(f.period.year, f.value) for f in total] == [(2024, 250.5), (2023, 249.0)]
    sites = [(f.metric, f.period.year, f.value, f.qualifier) for f in figs]
    assert ("iron_ore_production_mt", 2023, 275.0, "WAIO, 100% basis") in sites
    # A site under a metric row that is no total stays under its own printed label.
    assert [f.metric for f in figs if "Escondida" in f.label] == ["", ""]


def test_press_item_figures_take_the_period_its_dateline_gives() -> None:
    # "the year to June 30" has no year: the dateline makes it FY2022; "a year earlier"
    # is the year before, and the target year is never the period reported.
    text = (
        "Iron ore miner's profit eases\nPerth | 24 August 2022\n"
        "The miner reported a net profit after tax of US$3.2 billion for the year to June 30, "
        "down from US$3.9 billion a year earlier. It plans to halve emissions by FY2030."
    )
    doc = document_period(text, "FMG")
    assert doc == Period(2022)
    figs = read(text, "FMG", doc)
    assert values(figs, "statutory_npat", Period(2022)) == [3.2]
    assert values(figs, "statutory_npat", Period(2021)) == [3.9]
    assert {f.period for f in figs} <= {Period(2022), Period(2021)}


def test_december_half_in_a_full_year_item_is_its_first_half() -> None:
    figs = read(
        "Over the December half the company generated cash earnings of $640 million.",
        "NST",
        Period(2025),
    )
    assert [(f.period, f.value) for f in figs] == [(Period(2025, "H1"), 640.0)]
