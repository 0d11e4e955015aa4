"""Questions on the second long report (:mod:`evals.variant_dev.annual_bhp`), BHP's 2024.

Rows of :class:`evals.variant_dev.questions.Q` arguments (category, text, measure as asked,
company, period, metric), worded as an analyst would and appended after the eighth set so
earlier ids stay put. They ask for the year, the half to December 2023, a prior-year
comparative column, a five-year summary cell, a basis of production and a kind of
dividend. The ``not_found`` rows ask for a neighbour the report leaves blank beside one it
states: FY2024 underlying EBITDA, operating cash and free cash beside their FY2023
comparatives, the half's EBITDA beside its profit lines, WAIO on a 100% basis for the year
only its share is given, an iron ore segment's revenue beside the group total, a special
dividend beside the ordinary ones, FY2020 revenue in the five-year summary's blank column,
the gearing ratio beside net debt and diluted earnings per share beside basic.
"""

from __future__ import annotations

Row = tuple[str, ...]

LONGREP: tuple[Row, ...] = (
    # --- the year and its comparative column ----------------------------------------------
    (
        "table",
        "What was BHP's total revenue in the financial year ended June 2024?",
        "total revenue",
        "BHP",
        "FY2024",
        "revenue",
    ),
    (
        "table",
        "What profit after tax did BHP attribute to its members for FY2024?",
        "profit after tax attributed to members",
        "BHP",
        "FY2024",
        "statutory_npat",
    ),
    (
        "table",
        "What was BHP's profit excluding exceptional items, attributable to shareholders, in "
        "the 2024 fiscal year?",
        "profit excluding exceptional items attributable to shareholders",
        "BHP",
        "FY2024",
        "underlying_npat",
    ),
    (
        "prior_year",
        "In the comparative column for the year to 30 June 2023, what EBITDA on an underlying "
        "basis did BHP show?",
        "EBITDA on an underlying basis",
        "BHP",
        "FY2023",
        "underlying_ebitda",
    ),
    (
        "table",
        "How much did BHP put into capital projects and exploration in 2023-24?",
        "spend on capital projects and exploration",
        "BHP",
        "FY2024",
        "capex",
    ),
    (
        "table",
        "Where did BHP's borrowings net of cash stand at the end of June 2024?",
        "borrowings net of cash",
        "BHP",
        "FY2024",
        "net_debt",
    ),
    (
        "prior_year",
        "What was BHP's net indebtedness one year before, at 30 June 2023?",
        "net indebtedness",
        "BHP",
        "FY2023",
        "net_debt",
    ),
    (
        "per_share",
        "What were BHP's statutory basic earnings per share for FY24, in US cents?",
        "statutory basic earnings per share",
        "BHP",
        "FY2024",
        "basic_eps",
    ),
    (
        "prior_year",
        "What underlying basic EPS did BHP's FY2024 report show for the prior year, FY2023?",
        "underlying basic EPS",
        "BHP",
        "FY2023",
        "underlying_basic_eps",
    ),
    (
        "cash_flow",
        "How much net cash did BHP's operating activities bring in during the year to June 2023?",
        "net cash brought in by operating activities",
        "BHP",
        "FY2023",
        "net_operating_cash_flow",
    ),
    (
        "cash_flow",
        "What free cash did BHP generate in FY2023?",
        "free cash generated",
        "BHP",
        "FY2023",
        "free_cash_flow",
    ),
    # --- the half to 31 December 2023 -----------------------------------------------------
    (
        "half_year",
        "What were BHP's revenues for the six months to 31 December 2023?",
        "revenues",
        "BHP",
        "H1 FY2024",
        "h1_revenue",
    ),
    (
        "half_year",
        "How much profit attributable to shareholders did BHP make in the first half of FY24, "
        "after exceptional items?",
        "profit attributable to shareholders after exceptional items",
        "BHP",
        "H1 FY2024",
        "h1_statutory_npat",
    ),
    (
        "half_year",
        "In the December 2022 half, what underlying attributable profit did BHP earn?",
        "underlying attributable profit",
        "BHP",
        "H1 FY2023",
        "h1_underlying_npat",
    ),
    (
        "half_year",
        "What were BHP's underlying basic earnings per share for the half year to December 2023?",
        "underlying basic earnings per share",
        "BHP",
        "H1 FY2024",
        "h1_underlying_basic_eps",
    ),
    # --- dividends --------------------------------------------------------------------------
    (
        "dividend_kind",
        "What interim dividend per share did BHP determine for the first half of the 2024 "
        "financial year?",
        "interim dividend per share",
        "BHP",
        "H1 FY2024",
        "interim_dps",
    ),
    (
        "dividend_kind",
        "How large was BHP's final dividend per share for the year to 30 June 2024?",
        "final dividend per share",
        "BHP",
        "FY2024",
        "final_dps",
    ),
    (
        "dividend_kind",
        "Adding interim and final, what did BHP pay per share in dividends for FY2024?",
        "dividends per share, interim and final added",
        "BHP",
        "FY2024",
        "dividends_per_share",
    ),
    (
        "dividend_kind",
        "What was the final dividend per share BHP declared for FY2023, as shown in the "
        "comparative column?",
        "final dividend per share",
        "BHP",
        "FY2023",
        "final_dps",
    ),
    (
        "payout",
        "What payout ratio did BHP's final dividend for FY24 represent?",
        "payout ratio of the final dividend",
        "BHP",
        "FY2024",
        "payout_ratio_pct",
    ),
    (
        "payout",
        "What proportion of first-half underlying profit did BHP's interim dividend for H1 "
        "FY2024 pay out?",
        "proportion of first-half underlying profit paid out",
        "BHP",
        "H1 FY2024",
        "h1_payout_ratio_pct",
    ),
    # --- production, by basis ---------------------------------------------------------------
    (
        "production_basis",
        "How many tonnes did WAIO produce on a 100 per cent basis in the 2023 financial year?",
        "WAIO tonnes on a 100 per cent basis",
        "BHP",
        "FY2023",
        "waio_production_100pct_mt",
    ),
    (
        "production_basis",
        "What was BHP's own share of Western Australia Iron Ore output in FY2024?",
        "BHP's own share of Western Australia Iron Ore output",
        "BHP",
        "FY2024",
        "waio_production_bhp_share_mt",
    ),
    (
        "production_basis",
        "Counting only its share, how much iron ore did BHP produce in total in FY24?",
        "total iron ore produced, own share",
        "BHP",
        "FY2024",
        "iron_ore_production_mt",
    ),
    (
        "table",
        "How much copper did BHP produce in the year ended 30 June 2024?",
        "copper produced",
        "BHP",
        "FY2024",
        "copper_production_kt",
    ),
    # --- the five-year summary --------------------------------------------------------------
    (
        "five_year",
        "According to BHP's five-year summary, what was underlying EBITDA in FY2021?",
        "underlying EBITDA",
        "BHP",
        "FY2021",
        "underlying_ebitda",
    ),
    (
        "five_year",
        "What free cash flow did BHP record in the 2022 financial year?",
        "free cash flow recorded",
        "BHP",
        "FY2022",
        "free_cash_flow",
    ),
    (
        "five_year",
        "What was BHP's net debt at 30 June 2022?",
        "net debt at year end",
        "BHP",
        "FY2022",
        "net_debt",
    ),
    (
        "five_year",
        "What total dividends per share did BHP pay for FY2021?",
        "total dividends per share paid",
        "BHP",
        "FY2021",
        "dividends_per_share",
    ),
    (
        "five_year",
        "What attributable profit did BHP's five-year record show for the year to June 2021?",
        "attributable profit",
        "BHP",
        "FY2021",
        "statutory_npat",
    ),
    (
        "five_year",
        "What was BHP's copper output in fiscal 2022 according to the five-year summary?",
        "copper output",
        "BHP",
        "FY2022",
        "copper_production_kt",
    ),
    (
        "segment",
        "In the segment note's Total Group row for FY2023, what capital and exploration "
        "expenditure did BHP report?",
        "capital and exploration expenditure, Total Group row",
        "BHP",
        "FY2023",
        "capex",
    ),
    # --- near misses: a neighbour is stated, the asked measure is not --------------------------
    (
        "not_found",
        "What underlying EBITDA did BHP report for the year ended 30 June 2024?",
        "underlying EBITDA",
        "BHP",
        "FY2024",
        "underlying_ebitda",
    ),
    (
        "not_found",
        "What were BHP's net operating cash flows in FY2024?",
        "net operating cash flows",
        "BHP",
        "FY2024",
        "net_operating_cash_flow",
    ),
    (
        "not_found",
        "How much free cash flow did BHP generate in the 2024 financial year?",
        "free cash flow",
        "BHP",
        "FY2024",
        "free_cash_flow",
    ),
    (
        "not_found",
        "What was BHP's underlying EBITDA for the half year ended 31 December 2023?",
        "underlying EBITDA for the half",
        "BHP",
        "H1 FY2024",
        "h1_underlying_ebitda",
    ),
    (
        "not_found",
        "What did Western Australia Iron Ore produce on a 100% basis in FY2024?",
        "WAIO production on a 100% basis",
        "BHP",
        "FY2024",
        "waio_production_100pct_mt",
    ),
    (
        "not_found",
        "What revenue did BHP's Iron Ore segment earn in FY2024?",
        "Iron Ore segment revenue",
        "BHP",
        "FY2024",
        "segment_revenue_iron_ore",
    ),
    (
        "not_found",
        "Did BHP pay a special dividend for FY2024, and how much per share was it?",
        "special dividend per share",
        "BHP",
        "FY2024",
        "special_dps",
    ),
    (
        "not_found",
        "What revenue does BHP's five-year summary give for the 2020 financial year?",
        "revenue",
        "BHP",
        "FY2020",
        "revenue",
    ),
    (
        "not_found",
        "What was BHP's gearing ratio at 30 June 2024?",
        "gearing ratio",
        "BHP",
        "FY2024",
        "gearing_ratio_pct",
    ),
    (
        "not_found",
        "What diluted earnings per share did BHP report for FY2024?",
        "diluted earnings per share",
        "BHP",
        "FY2024",
        "diluted_eps",
    ),
)
