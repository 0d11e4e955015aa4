"""Questions on the nineteenth hand-written set (:mod:`evals.variant_dev.handwritten_nineteenth`).

Rows of :class:`evals.variant_dev.questions.Q` arguments, asked the way an analyst would ask
them of figures told in sentences: a managing director's letter, a results call, a wire, a
broker's note, a newsletter, an investor Q&A, a chair's letter, a half-year call, an interim
shareholder review and a commodities column; each names its year or half. ``not_found`` rows
ask for a neighbour the documents leave out: diluted earnings a share where only basic is
told, a special dividend where none is stated, a full year's price where only a half's is
told, a division the Q&A does not name, a mine's output on the 100% basis where only the
attributable share is told, sustaining capital where only the total spend is told, and
capital spending of a year the letter leaves out; none can be worked out from what is told.
"""

from __future__ import annotations

Row = tuple[str, ...]

_LETTERS: tuple[Row, ...] = (
    # --- Northern Star: FY24 letter from the managing director
    (
        "half_year",
        "What average gold price did Northern Star realise in the half-year to December 2023?",
        "average gold price realised",
        "NST",
        "H1 FY2024",
        "h1_realised_gold_price_aud_oz",
    ),
    (
        "prior_year",
        "What was Northern Star's sales revenue in FY2023?",
        "sales revenue",
        "NST",
        "FY2023",
        "revenue",
    ),
    (
        "dividend_kind",
        "What final dividend per share did Northern Star determine for FY24?",
        "final dividend per share",
        "NST",
        "FY2024",
        "final_dps",
    ),
    (
        "dividend_kind",
        "What was Northern Star's interim dividend for the 2023-24 year?",
        "interim dividend",
        "NST",
        "H1 FY2024",
        "interim_dps",
    ),
    (
        "dividend_kind",
        "How much did Northern Star pay out in dividends per share across FY2024 in total?",
        "total dividends per share",
        "NST",
        "FY2024",
        "dividends_per_share",
    ),
    (
        "prior_year",
        "What were Northern Star's total dividends per share for FY23?",
        "total dividends per share",
        "NST",
        "FY2023",
        "dividends_per_share",
    ),
    (
        "net_debt",
        "What was Northern Star's net cash at 30 June 2024?",
        "net cash",
        "NST",
        "FY2024",
        "net_debt",
    ),
    (
        "free_cash_flow",
        "What underlying free cash flow did Northern Star generate in FY24?",
        "underlying free cash flow",
        "NST",
        "FY2024",
        "underlying_free_cash_flow",
    ),
    (
        "not_found",
        "What average price per ounce did Northern Star realise across the whole of FY2024?",
        "full-year average realised gold price",
        "NST",
        "FY2024",
        "realised_gold_price_aud_oz",
    ),
    (
        "not_found",
        "Did Northern Star pay a special dividend for FY24, and how much per share?",
        "special dividend per share",
        "NST",
        "FY2024",
        "special_dps",
    ),
    # --- BHP: FY24 results call
    (
        "per_share",
        "What were BHP's basic earnings per share for the year ended June 2024?",
        "basic earnings per share",
        "BHP",
        "FY2024",
        "basic_eps",
    ),
    (
        "per_share",
        "What was BHP's underlying EPS in FY24?",
        "underlying EPS",
        "BHP",
        "FY2024",
        "underlying_basic_eps",
    ),
    (
        "statutory_npat",
        "What attributable profit did BHP report on a statutory basis for 2023-24?",
        "statutory attributable profit",
        "BHP",
        "FY2024",
        "statutory_npat",
    ),
    (
        "capex",
        "How much did BHP spend on capital and exploration in FY2023?",
        "capital and exploration spending",
        "BHP",
        "FY2023",
        "capex",
    ),
    (
        "net_debt",
        "What net debt did BHP carry at the end of June 2024?",
        "net debt",
        "BHP",
        "FY2024",
        "net_debt",
    ),
    (
        "prior_year",
        "What was BHP's net debt at 30 June 2023?",
        "net debt",
        "BHP",
        "FY2023",
        "net_debt",
    ),
    (
        "dividend_kind",
        "What was BHP's final dividend per share for FY24?",
        "final dividend per share",
        "BHP",
        "FY2024",
        "final_dps",
    ),
    (
        "dividend_kind",
        "What were BHP's total dividends per share for the 2024 financial year?",
        "total dividends per share",
        "BHP",
        "FY2024",
        "dividends_per_share",
    ),
    (
        "production_basis",
        "How much iron ore did WAIO produce on BHP's share in FY2024?",
        "WAIO production, BHP share",
        "BHP",
        "FY2024",
        "waio_production_bhp_share_mt",
    ),
    (
        "not_found",
        "What were BHP's diluted earnings per share for FY24?",
        "diluted earnings per share",
        "BHP",
        "FY2024",
        "diluted_eps",
    ),
    # --- Rio Tinto: wire on 2023
    (
        "underlying_ebitda",
        "What was Rio Tinto's underlying EBITDA for calendar 2023?",
        "underlying EBITDA",
        "RIO",
        "FY2023",
        "underlying_ebitda",
    ),
    (
        "prior_year",
        "What underlying EBITDA did Rio Tinto post in 2022?",
        "underlying EBITDA",
        "RIO",
        "FY2022",
        "underlying_ebitda",
    ),
    (
        "per_share",
        "What were Rio Tinto's underlying earnings per share for 2023?",
        "underlying earnings per share",
        "RIO",
        "FY2023",
        "underlying_eps",
    ),
    (
        "dividend_kind",
        "What total dividend per share did Rio Tinto declare for 2023?",
        "total dividend per share",
        "RIO",
        "FY2023",
        "dividends_per_share",
    ),
    (
        "interim_dps",
        "How much was Rio Tinto's interim dividend for the first half of 2023?",
        "interim dividend",
        "RIO",
        "H1 FY2023",
        "interim_dps",
    ),
    (
        "net_operating_cash_flow",
        "What net cash did Rio Tinto generate from operating activities in 2022?",
        "net cash from operating activities",
        "RIO",
        "FY2022",
        "net_operating_cash_flow",
    ),
    (
        "capex",
        "What were Rio Tinto's capital expenditures in 2023?",
        "capital expenditures",
        "RIO",
        "FY2023",
        "capex",
    ),
    (
        "not_found",
        "Did Rio Tinto pay any special dividend in respect of 2023?",
        "special dividend",
        "RIO",
        "FY2023",
        "special_dps",
    ),
    (
        "not_found",
        "What were Rio Tinto's basic earnings per share for 2023 on the statutory measure?",
        "basic earnings per share",
        "RIO",
        "FY2023",
        "basic_eps",
    ),
    # --- Fortescue: broker note on FY24
    (
        "price",
        "What average price did Fortescue get for its hematite in FY24, per dry tonne?",
        "average hematite price per dry tonne",
        "FMG",
        "FY2024",
        "realised_price_hematite_usd_dmt",
    ),
    (
        "prior_year",
        "What was Fortescue's net profit after tax in the 2023 financial year?",
        "net profit after tax",
        "FMG",
        "FY2023",
        "statutory_npat",
    ),
    (
        "underlying_ebitda",
        "What underlying EBITDA did Fortescue earn in FY2024?",
        "underlying EBITDA",
        "FMG",
        "FY2024",
        "underlying_ebitda",
    ),
    (
        "per_share",
        "What basic EPS did Fortescue report for the year to 30 June 2024?",
        "basic EPS",
        "FMG",
        "FY2024",
        "basic_eps",
    ),
    (
        "capex",
        "How much cash did Fortescue pay for property, plant and equipment in FY2024?",
        "cash paid for property, plant and equipment",
        "FMG",
        "FY2024",
        "capex_ppe_cashflow",
    ),
    (
        "prior_year",
        "What were Fortescue's payments for property, plant and equipment in FY23?",
        "payments for property, plant and equipment",
        "FMG",
        "FY2023",
        "capex_ppe_cashflow",
    ),
    (
        "dividend_kind",
        "What final dividend did Fortescue declare for 2023-24?",
        "final dividend",
        "FMG",
        "FY2024",
        "final_dps",
    ),
    (
        "interim_dps",
        "What was Fortescue's interim dividend per share for FY24?",
        "interim dividend per share",
        "FMG",
        "H1 FY2024",
        "interim_dps",
    ),
    (
        "not_found",
        "What special dividend did Fortescue declare for FY2024?",
        "special dividend",
        "FMG",
        "FY2024",
        "special_dps",
    ),
)


def _all() -> tuple[Row, ...]:
    from evals.variant_dev.questions_nineteenth_more import MORE

    return (*_LETTERS, *MORE)


NINETEENTH: tuple[Row, ...] = _all()
