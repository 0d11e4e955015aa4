"""The label-variant questions: analysts' wording, keyed to the manifest, never to the product.

Each question names the company, period and data metric it asks about, the measure phrase as
written, and -- through :func:`resolve` -- takes its expected answer from the manifest of the
built corpus (value, unit, currency, period, company, the document and page stating it). A
``not_found`` question asks for a key no document of the split states and the data does not
hold, often beside a stated neighbour (diluted vs basic EPS, gross vs net debt, profit before
vs after tax, final vs total dividend, the half year vs the full year). The questions are
written apart from the product's vocabulary and must stay out of any tuning.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from evals.variant.facts import SCALE, has


@dataclass(frozen=True)
class Q:
    """One question as written."""

    category: str
    text: str
    measure: str
    """The phrase naming the measure, as the question words it."""
    company: str
    period: str
    metric: str
    qualifier: str | None = None

    @property
    def absent(self) -> bool:
        return self.category == "not_found"


QUESTIONS: tuple[Q, ...] = (
    Q('headline', 'How much revenue did BHP book in the 2025 financial year?', 'revenue', 'BHP', 'FY2025', 'revenue'),
    Q('headline', "What was BHP's top line for the twelve months to June 2024?", 'top line', 'BHP', 'FY2024', 'revenue'),
    Q('headline', 'What profit after tax went to BHP shareholders in FY25?', 'profit after tax went to shareholders', 'BHP', 'FY2025', 'statutory_npat'),
    Q('headline', 'What underlying attributable profit did BHP report for the year ended 30 June 2025?', 'underlying attributable profit', 'BHP', 'FY2025', 'underlying_npat'),
    Q('headline', "What was BHP's underlying EBITDA for FY2025?", 'underlying EBITDA', 'BHP', 'FY2025', 'underlying_ebitda'),
    Q('margin', 'At what margin did BHP turn revenue into underlying EBITDA in FY2025?', 'margin ... underlying EBITDA', 'BHP', 'FY2025', 'underlying_ebitda_margin_pct'),
    Q('cash_flow', "How much cash did BHP's operations generate in FY2025?", 'cash did operations generate', 'BHP', 'FY2025', 'net_operating_cash_flow'),
    Q('capex', 'What did BHP spend on capital and exploration in FY2025?', 'spend on capital and exploration', 'BHP', 'FY2025', 'capex'),
    Q('balance_sheet', "Where did BHP's net debt finish FY2025?", 'net debt', 'BHP', 'FY2025', 'net_debt'),
    Q('prior_year', "What was BHP's net debt at 30 June 2024?", 'net debt', 'BHP', 'FY2024', 'net_debt'),
    Q('dividend', 'What total dividend per share did BHP determine for FY2025?', 'total dividend per share', 'BHP', 'FY2025', 'dividends_per_share'),
    Q('dividend_kind', "How big was BHP's final dividend for the 2025 financial year?", 'final dividend', 'BHP', 'FY2025', 'final_dps'),
    Q('dividend_kind', 'What interim dividend did BHP declare for the first half of FY2025?', 'interim dividend', 'BHP', 'H1 FY2025', 'interim_dps'),
    Q('payout', 'What payout ratio did BHP report for FY2025 taken as a whole year?', 'payout ratio (whole year)', 'BHP', 'FY2025', 'payout_ratio_pct', 'full year'),
    Q('payout', "What share of second-half underlying profit did BHP's final dividend for FY2024 represent?", 'share of profit the final dividend represented', 'BHP', 'FY2024', 'payout_ratio_pct', 'final dividend basis'),
    Q('per_share', "What were BHP's basic earnings per share for FY2024?", 'basic earnings per share', 'BHP', 'FY2024', 'basic_eps'),
    Q('per_share', "What was BHP's underlying basic EPS in FY2024?", 'underlying basic EPS', 'BHP', 'FY2024', 'underlying_basic_eps'),
    Q('production', 'How much copper did BHP produce in FY2024?', 'copper produced', 'BHP', 'FY2024', 'copper_production_kt'),
    Q('production', "What was BHP's copper output in FY2025?", 'copper output', 'BHP', 'FY2025', 'copper_production_kt'),
    Q('production_basis', 'How many tonnes of iron ore did BHP produce for its own account in FY2025?', 'iron ore produced, own share', 'BHP', 'FY2025', 'iron_ore_production_mt'),
    Q('production_basis', 'What did Western Australia Iron Ore produce on a 100% basis in FY2025?', 'WAIO production, 100% basis', 'BHP', 'FY2025', 'waio_production_100pct_mt'),
    Q('production_basis', "What was BHP's share of WAIO production in FY2025?", 'share of WAIO production', 'BHP', 'FY2025', 'waio_production_bhp_share_mt'),
    Q('half_year', 'What revenue did BHP make in the half year to 31 December 2024?', 'revenue, half year', 'BHP', 'H1 FY2025', 'h1_revenue'),
    Q('half_year', "What was BHP's attributable profit for the December 2023 half?", 'attributable profit, half', 'BHP', 'H1 FY2024', 'h1_statutory_npat'),
    Q('site', 'How much copper did Escondida produce in the first half of FY2025?', 'Escondida copper production', 'BHP', 'H1 FY2025', 'h1_copper_production_kt_escondida', 'Escondida'),
    Q('half_year', 'How much copper did BHP produce in the six months to December 2024?', 'copper produced, six months', 'BHP', 'H1 FY2025', 'h1_copper_production_kt'),
    Q('five_year', 'What revenue did BHP report for FY2021?', 'revenue', 'BHP', 'FY2021', 'revenue'),
    Q('five_year', "What was BHP's underlying attributable profit in FY2022?", 'underlying attributable profit', 'BHP', 'FY2022', 'underlying_npat'),
    Q('five_year', "What were BHP's dividends per share for FY2021?", 'dividends per share', 'BHP', 'FY2021', 'dividends_per_share'),
    Q('five_year', 'What net debt did BHP carry at the end of FY2021?', 'net debt', 'BHP', 'FY2021', 'net_debt'),
    Q('cash_flow', 'What free cash flow did BHP generate in FY2023?', 'free cash flow', 'BHP', 'FY2023', 'free_cash_flow'),
    Q('headline', "What was BHP's profit from operations in FY2023?", 'profit from operations', 'BHP', 'FY2023', 'profit_from_operations'),
    Q('per_share', 'What did BHP earn per share on a basic measure in FY2023?', 'earn per share, basic', 'BHP', 'FY2023', 'basic_eps'),
    Q('dividend_kind', 'What final dividend did BHP declare for FY2023?', 'final dividend', 'BHP', 'FY2023', 'final_dps'),
    Q('dividend_kind', "What was BHP's interim dividend for the first half of FY2023?", 'interim dividend', 'BHP', 'H1 FY2023', 'interim_dps'),
    Q('half_year', 'What basic EPS did BHP report for the half year ended December 2022?', 'basic EPS, half', 'BHP', 'H1 FY2023', 'h1_basic_eps'),
    Q('half_year', "What were BHP's underlying earnings per share in the first half of FY2023?", 'underlying earnings per share, half', 'BHP', 'H1 FY2023', 'h1_underlying_basic_eps'),
    Q('half_year', 'How much revenue did BHP bring in during the half to December 2021?', 'revenue, half', 'BHP', 'H1 FY2022', 'h1_revenue'),
    Q('dividend_kind', "How much was BHP's interim dividend for the first half of FY2022?", 'interim dividend', 'BHP', 'H1 FY2022', 'interim_dps'),
    Q('margin', "What was BHP's underlying EBITDA margin in FY2022?", 'underlying EBITDA margin', 'BHP', 'FY2022', 'underlying_ebitda_margin_pct'),
    Q('production_basis', 'What did WAIO produce on a 100 per cent basis in FY2023?', 'WAIO production, 100% basis', 'BHP', 'FY2023', 'waio_production_100pct_mt'),
    Q('headline', 'How much profit was attributable to BHP shareholders in FY2022?', 'profit attributable to shareholders', 'BHP', 'FY2022', 'statutory_npat'),
    Q('dividend', 'What did BHP pay shareholders per share in total for FY2024?', 'paid per share in total', 'BHP', 'FY2024', 'dividends_per_share'),
    Q('not_found', "What was BHP's underlying EBITDA for FY2024?", 'underlying EBITDA', 'BHP', 'FY2024', 'underlying_ebitda'),
    Q('not_found', 'What basic earnings per share did BHP report for FY2025?', 'basic earnings per share', 'BHP', 'FY2025', 'basic_eps'),
    Q('not_found', "What were BHP's diluted earnings per share for FY2024?", 'diluted earnings per share', 'BHP', 'FY2024', 'diluted_eps'),
    Q('not_found', 'How much net operating cash flow did BHP generate in FY2024?', 'net operating cash flow', 'BHP', 'FY2024', 'net_operating_cash_flow'),
    Q('not_found', "What was BHP's profit before tax in FY2025?", 'profit before tax', 'BHP', 'FY2025', 'profit_before_tax'),
    Q('not_found', "What was BHP's gross debt at 30 June 2025?", 'gross debt', 'BHP', 'FY2025', 'gross_debt'),
    Q('not_found', 'What underlying attributable profit did BHP report for the half year to December 2024?', 'underlying attributable profit, half', 'BHP', 'H1 FY2025', 'h1_underlying_npat'),
    Q('not_found', 'What free cash flow did BHP generate in FY2025?', 'free cash flow', 'BHP', 'FY2025', 'free_cash_flow'),
    Q('not_found', 'What basic EPS did BHP post for the half year ended 31 December 2024?', 'basic EPS, half', 'BHP', 'H1 FY2025', 'h1_basic_eps'),
    Q('headline', "What were Fortescue's revenues in FY25?", 'revenues', 'FMG', 'FY2025', 'revenue'),
    Q('prior_year', 'How much revenue did Fortescue generate in FY24?', 'revenue', 'FMG', 'FY2024', 'revenue'),
    Q('headline', 'What net profit after tax did Fortescue make in the 2025 financial year?', 'net profit after tax', 'FMG', 'FY2025', 'statutory_npat'),
    Q('headline', "What was Fortescue's NPAT for the year to June 2024?", 'NPAT', 'FMG', 'FY2024', 'statutory_npat'),
    Q('headline', 'What underlying net profit did Fortescue report for FY2024?', 'underlying net profit', 'FMG', 'FY2024', 'underlying_npat'),
    Q('not_found', 'What underlying NPAT did Fortescue report for FY2025?', 'underlying NPAT', 'FMG', 'FY2025', 'underlying_npat'),
    Q('headline', "What was Fortescue's underlying EBITDA in FY2025?", 'underlying EBITDA', 'FMG', 'FY2025', 'underlying_ebitda'),
    Q('margin', 'What underlying EBITDA margin did Fortescue achieve in FY2025?', 'underlying EBITDA margin', 'FMG', 'FY2025', 'underlying_ebitda_margin_pct'),
    Q('margin', "What was Fortescue's EBITDA margin in FY2024?", 'EBITDA margin', 'FMG', 'FY2024', 'underlying_ebitda_margin_pct'),
    Q('cash_flow', 'How much operating cash flow did Fortescue generate in FY2025?', 'operating cash flow', 'FMG', 'FY2025', 'net_operating_cash_flow'),
    Q('cash_flow', 'What free cash flow did Fortescue produce in FY25?', 'free cash flow', 'FMG', 'FY2025', 'free_cash_flow'),
    Q('cash_flow', "What was Fortescue's free cash flow in FY2024?", 'free cash flow', 'FMG', 'FY2024', 'free_cash_flow'),
    Q('capex', 'How much did Fortescue spend on capital expenditure in FY2025?', 'capital expenditure', 'FMG', 'FY2025', 'capex'),
    Q('not_found', "What was Fortescue's capital expenditure in FY2024?", 'capital expenditure', 'FMG', 'FY2024', 'capex'),
    Q('balance_sheet', 'How much cash did Fortescue hold at 30 June 2025?', 'cash held', 'FMG', 'FY2025', 'cash_and_equivalents'),
    Q('balance_sheet', "What were Fortescue's gross borrowings at the end of FY2024?", 'gross borrowings', 'FMG', 'FY2024', 'gross_debt'),
    Q('not_found', "What was Fortescue's gross debt at 30 June 2025?", 'gross debt', 'FMG', 'FY2025', 'gross_debt'),
    Q('balance_sheet', 'What net debt did Fortescue report at the end of FY2025?', 'net debt', 'FMG', 'FY2025', 'net_debt'),
    Q('net_cash', "What was Fortescue's net debt or net cash position at the end of FY2021?", 'net debt / net cash', 'FMG', 'FY2021', 'net_debt'),
    Q('dividend', "What were Fortescue's total dividends per share for FY2025?", 'total dividends per share', 'FMG', 'FY2025', 'dividends_per_share'),
    Q('dividend', 'How much did Fortescue pay in dividends per share for FY2024 in total?', 'dividends per share in total', 'FMG', 'FY2024', 'dividends_per_share'),
    Q('dividend_kind', 'What final dividend did Fortescue declare for FY2025?', 'final dividend', 'FMG', 'FY2025', 'final_dps'),
    Q('dividend_kind', "What was Fortescue's final dividend for FY24?", 'final dividend', 'FMG', 'FY2024', 'final_dps'),
    Q('dividend_kind', 'What interim dividend did Fortescue pay for the half to December 2024?', 'interim dividend', 'FMG', 'H1 FY2025', 'interim_dps'),
    Q('dividend_kind', 'What interim dividend did Fortescue declare for the first half of FY2024?', 'interim dividend', 'FMG', 'H1 FY2024', 'interim_dps'),
    Q('payout', 'What proportion of NPAT did Fortescue pay out for FY2025?', 'proportion of NPAT paid out', 'FMG', 'FY2025', 'payout_ratio_pct'),
    Q('payout', "What was Fortescue's dividend payout ratio for FY2024?", 'dividend payout ratio', 'FMG', 'FY2024', 'payout_ratio_pct'),
    Q('per_share', "What were Fortescue's earnings per share in FY2024?", 'earnings per share', 'FMG', 'FY2024', 'basic_eps'),
    Q('not_found', 'What diluted EPS did Fortescue report for FY2025?', 'diluted EPS', 'FMG', 'FY2025', 'diluted_eps'),
    Q('production', 'How many tonnes of iron ore did Fortescue ship in FY2025?', 'iron ore shipped', 'FMG', 'FY2025', 'iron_ore_shipments_mt'),
    Q('five_year', "What were Fortescue's iron ore shipments in FY2021?", 'iron ore shipments', 'FMG', 'FY2021', 'iron_ore_shipments_mt'),
    Q('unit_cost', "What was Fortescue's hematite C1 cost in FY2025?", 'hematite C1 cost', 'FMG', 'FY2025', 'c1_cost_usd_wmt'),
    Q('five_year', 'What C1 cost per wet tonne did Fortescue report for FY2022?', 'C1 cost per wet tonne', 'FMG', 'FY2022', 'c1_cost_usd_wmt'),
    Q('price', 'What average price did Fortescue realise for its hematite in FY2025?', 'average hematite price realised', 'FMG', 'FY2025', 'realised_price_hematite_usd_dmt'),
    Q('price', "What was Fortescue's average revenue per dry tonne of hematite in FY2024?", 'average revenue per dry tonne', 'FMG', 'FY2024', 'realised_price_hematite_usd_dmt'),
    Q('site', 'How much did Iron Bridge ship in FY2025?', 'Iron Bridge shipments', 'FMG', 'FY2025', 'iron_bridge_shipments_mt', 'Iron Bridge'),
    Q('half_year', 'What revenue did Fortescue report for the half year ended 31 December 2024?', 'revenue, half', 'FMG', 'H1 FY2025', 'h1_revenue'),
    Q('half_year', "What was Fortescue's NPAT for the first half of FY2025?", 'NPAT, half', 'FMG', 'H1 FY2025', 'h1_statutory_npat'),
    Q('half_year', 'How much profit after tax did Fortescue make in the six months to December 2023?', 'profit after tax, six months', 'FMG', 'H1 FY2024', 'h1_statutory_npat'),
    Q('half_year', "What was Fortescue's underlying EBITDA in 1H FY25?", 'underlying EBITDA, half', 'FMG', 'H1 FY2025', 'h1_underlying_ebitda'),
    Q('half_year', 'What free cash flow did Fortescue generate in the December 2024 half?', 'free cash flow, half', 'FMG', 'H1 FY2025', 'h1_free_cash_flow'),
    Q('half_year', 'How much operating cash flow did Fortescue produce in the first half of FY25?', 'operating cash flow, half', 'FMG', 'H1 FY2025', 'h1_net_operating_cash_flow'),
    Q('half_year', "What were Fortescue's earnings per share for the half year to December 2024?", 'earnings per share, half', 'FMG', 'H1 FY2025', 'h1_basic_eps'),
    Q('half_year', 'What C1 cost did Fortescue report for the first half of FY2025?', 'C1 cost, half', 'FMG', 'H1 FY2025', 'h1_c1_cost_usd_wmt'),
    Q('half_year', 'How much ore did Fortescue ship in the six months to 31 December 2024?', 'ore shipped, six months', 'FMG', 'H1 FY2025', 'h1_iron_ore_shipments_mt'),
    Q('half_year', 'What price per dry tonne did Fortescue get for hematite in the first half of FY25?', 'price per dry tonne, half', 'FMG', 'H1 FY2025', 'h1_realised_price_hematite_usd_dmt'),
    Q('half_year', 'What iron ore revenue did Fortescue record in the first half of FY2024?', 'iron ore revenue, half', 'FMG', 'H1 FY2024', 'h1_iron_ore_revenue'),
    Q('payout', "What payout ratio applied to Fortescue's interim dividend for the first half of FY2024?", 'payout ratio, interim', 'FMG', 'H1 FY2024', 'h1_payout_ratio_pct'),
    Q('five_year', 'What basic earnings per share did Fortescue report for FY2021?', 'basic earnings per share', 'FMG', 'FY2021', 'basic_eps'),
    Q('five_year', "What was Fortescue's net debt at 30 June 2022?", 'net debt', 'FMG', 'FY2022', 'net_debt'),
    Q('five_year', 'How much net profit after tax did Fortescue report for FY2023?', 'net profit after tax', 'FMG', 'FY2023', 'statutory_npat'),
    Q('five_year', "What was Fortescue's underlying NPAT in FY2023?", 'underlying NPAT', 'FMG', 'FY2023', 'underlying_npat'),
    Q('five_year', 'What total dividends per share did Fortescue declare for FY2023?', 'total dividends per share', 'FMG', 'FY2023', 'dividends_per_share'),
    Q('not_found', 'What underlying net profit did Fortescue report for the half year to December 2024?', 'underlying net profit, half', 'FMG', 'H1 FY2025', 'h1_underlying_npat'),
    Q('headline', "What were Rio Tinto's underlying earnings for 2024?", 'underlying earnings', 'RIO', 'FY2024', 'underlying_npat'),
    Q('headline', 'What net earnings did Rio Tinto report for calendar 2024?', 'net earnings', 'RIO', 'FY2024', 'statutory_npat'),
    Q('dividend', 'What ordinary dividend per share did Rio Tinto pay for 2024?', 'ordinary dividend per share', 'RIO', 'FY2024', 'dividends_per_share'),
    Q('cash_flow', "What was Rio Tinto's free cash flow in 2024?", 'free cash flow', 'RIO', 'FY2024', 'free_cash_flow'),
    Q('production_basis', 'How much iron ore did Rio Tinto ship from the Pilbara in 2024?', 'Pilbara shipments', 'RIO', 'FY2024', 'iron_ore_shipments_mt'),
    Q('production_basis', "What was Rio's Pilbara iron ore production in 2024 on a 100% basis?", 'Pilbara production, 100% basis', 'RIO', 'FY2024', 'iron_ore_production_pilbara_mt'),
    Q('production', 'How much mined copper did Rio Tinto produce in 2024?', 'mined copper', 'RIO', 'FY2024', 'copper_production_kt'),
    Q('production', "What was Rio Tinto's aluminium production in 2024?", 'aluminium production', 'RIO', 'FY2024', 'aluminium_production_kt'),
    Q('production', 'How much bauxite did Rio produce in 2024?', 'bauxite produced', 'RIO', 'FY2024', 'bauxite_production_mt'),
    Q('capex', 'What did Rio Tinto spend on property, plant, equipment and intangibles in 2024?', 'spend on PP&E and intangibles', 'RIO', 'FY2024', 'capex'),
    Q('headline', 'What revenue did Rio Tinto report for 2025?', 'revenue', 'RIO', 'FY2025', 'revenue'),
    Q('segment', "How much EBITDA did Rio Tinto's iron ore business earn in 2025?", 'iron ore EBITDA', 'RIO', 'FY2025', 'segment_underlying_ebitda_iron_ore', 'iron ore'),
    Q('segment', "What did Rio's copper division contribute in EBITDA in 2025?", 'copper division EBITDA', 'RIO', 'FY2025', 'segment_underlying_ebitda_copper', 'copper'),
    Q('segment', "What EBITDA did Rio Tinto's aluminium and lithium business generate in 2025?", 'aluminium and lithium EBITDA', 'RIO', 'FY2025', 'segment_underlying_ebitda_aluminium_lithium', 'aluminium and lithium'),
    Q('price', 'What average price did Rio receive for Pilbara iron ore in 2025?', 'average Pilbara price', 'RIO', 'FY2025', 'realised_price_pilbara_iron_ore_usd_dmt'),
    Q('price', "What was Rio Tinto's average realised copper price in 2025?", 'average realised copper price', 'RIO', 'FY2025', 'realised_price_copper_usd_lb'),
    Q('price', 'What aluminium price per tonne did Rio Tinto realise in 2025?', 'aluminium price per tonne', 'RIO', 'FY2025', 'realised_price_aluminium_usd_t'),
    Q('production', 'How much lithium carbonate equivalent did Rio produce in 2025?', 'lithium carbonate equivalent produced', 'RIO', 'FY2025', 'lithium_production_kt_lce'),
    Q('balance_sheet', "Where did Rio Tinto's net debt end 2025?", 'net debt', 'RIO', 'FY2025', 'net_debt'),
    Q('cash_flow', "What was Rio's free cash flow for 2025?", 'free cash flow', 'RIO', 'FY2025', 'free_cash_flow'),
    Q('headline', "What were Rio Tinto's net earnings in 2025?", 'net earnings', 'RIO', 'FY2025', 'statutory_npat'),
    Q('headline', "What was Rio Tinto's revenue in 2022?", 'revenue', 'RIO', 'FY2022', 'revenue'),
    Q('prior_year', 'What net earnings did Rio Tinto report for 2021?', 'net earnings', 'RIO', 'FY2021', 'statutory_npat'),
    Q('dividend_kind', "How large was Rio Tinto's special dividend for 2021?", 'special dividend', 'RIO', 'FY2021', 'special_dps'),
    Q('dividend', "What were Rio Tinto's total dividends per share for 2021, special included?", 'total dividends per share', 'RIO', 'FY2021', 'dividends_per_share'),
    Q('payout', 'What share of underlying earnings did Rio pay out for 2022?', 'share of underlying earnings paid out', 'RIO', 'FY2022', 'payout_ratio_pct'),
    Q('payout', "What was Rio Tinto's payout ratio for 2021?", 'payout ratio', 'RIO', 'FY2021', 'payout_ratio_pct'),
    Q('per_share', "What were Rio Tinto's underlying earnings per share in 2022?", 'underlying earnings per share', 'RIO', 'FY2022', 'underlying_eps'),
    Q('cash_flow', 'How much free cash flow did Rio Tinto generate in 2022?', 'free cash flow', 'RIO', 'FY2022', 'free_cash_flow'),
    Q('cash_flow', "What net cash did Rio's operating activities generate in 2021?", 'net cash from operating activities', 'RIO', 'FY2021', 'net_operating_cash_flow'),
    Q('not_found', "What was Rio Tinto's net debt at the end of 2021?", 'net debt', 'RIO', 'FY2021', 'net_debt'),
    Q('not_found', 'Did Rio Tinto pay a special dividend for 2022, and how much per share?', 'special dividend', 'RIO', 'FY2022', 'special_dps'),
    Q('half_year', 'What revenue did Rio Tinto report for the six months to 30 June 2024?', 'revenue, six months', 'RIO', 'H1 FY2024', 'h1_revenue'),
    Q('half_year', "What were Rio's net earnings in the first half of 2024?", 'net earnings, first half', 'RIO', 'H1 FY2024', 'h1_statutory_npat'),
    Q('half_year', "What was Rio Tinto's profit before tax for the first half of 2023?", 'profit before tax, first half', 'RIO', 'H1 FY2023', 'h1_profit_before_tax'),
    Q('not_found', 'What profit before tax did Rio Tinto make in the six months to June 2024?', 'profit before tax, six months', 'RIO', 'H1 FY2024', 'h1_profit_before_tax'),
    Q('half_year', "What was Rio Tinto's basic EPS for the first half of 2024?", 'basic EPS, first half', 'RIO', 'H1 FY2024', 'h1_basic_eps'),
    Q('half_year', 'What underlying earnings per share did Rio report for the half to June 2024?', 'underlying earnings per share, half', 'RIO', 'H1 FY2024', 'h1_underlying_eps'),
    Q('dividend_kind', 'What interim dividend did Rio Tinto declare for the first half of 2024?', 'interim dividend', 'RIO', 'H1 FY2024', 'interim_dps'),
    Q('half_year', 'How much free cash flow did Rio generate in the first half of 2023?', 'free cash flow, first half', 'RIO', 'H1 FY2023', 'h1_free_cash_flow'),
    Q('payout', "What payout ratio did Rio's interim dividend for 2024 represent?", 'payout ratio, interim', 'RIO', 'H1 FY2024', 'h1_payout_ratio_pct'),
    Q('not_found', "What were Rio Tinto's diluted earnings per share for 2024?", 'diluted earnings per share', 'RIO', 'FY2024', 'diluted_eps'),
    Q('not_found', 'What final dividend did Rio Tinto declare for 2024?', 'final dividend', 'RIO', 'FY2024', 'final_dps'),
    Q('headline', 'What underlying net profit after tax did Northern Star post for FY2025?', 'underlying net profit after tax', 'NST', 'FY2025', 'underlying_npat'),
    Q('headline', 'What revenue did Northern Star report for FY25?', 'revenue', 'NST', 'FY2025', 'revenue'),
    Q('production', 'How many ounces of gold did Northern Star sell in FY2025?', 'gold sold', 'NST', 'FY2025', 'gold_sold_koz'),
    Q('price', 'What average gold price did Northern Star receive in FY2025?', 'average gold price received', 'NST', 'FY2025', 'realised_gold_price_aud_oz'),
    Q('dividend', "What were Northern Star's total dividends per share for FY2025?", 'total dividends per share', 'NST', 'FY2025', 'dividends_per_share'),
    Q('not_found', 'What final dividend did Northern Star declare for FY2025?', 'final dividend', 'NST', 'FY2025', 'final_dps'),
    Q('not_found', 'What statutory net profit did Northern Star report for FY2025?', 'statutory net profit', 'NST', 'FY2025', 'statutory_npat'),
    Q('cash_flow', 'What underlying free cash flow did Northern Star generate in FY2025?', 'underlying free cash flow', 'NST', 'FY2025', 'underlying_free_cash_flow'),
    Q('prior_year', "What was Northern Star's underlying EBITDA in FY2024?", 'underlying EBITDA', 'NST', 'FY2024', 'underlying_ebitda'),
    Q('half_year', 'What sales revenue did Northern Star record for the half year ended 31 December 2023?', 'sales revenue, half', 'NST', 'H1 FY2024', 'h1_revenue'),
    Q('half_year', 'What cash earnings did Northern Star generate in 1H FY24?', 'cash earnings, half', 'NST', 'H1 FY2024', 'h1_cash_earnings'),
    Q('unit_cost', 'What all-in sustaining cost did Northern Star report for the half to December 2023?', 'all-in sustaining cost, half', 'NST', 'H1 FY2024', 'h1_aisc_aud_oz'),
    Q('net_cash', "What was Northern Star's net cash at 31 December 2023?", 'net cash', 'NST', 'H1 FY2024', 'h1_net_debt'),
    Q('price', 'What realised gold price did Northern Star achieve in the first half of FY2023?', 'realised gold price, half', 'NST', 'H1 FY2023', 'h1_realised_gold_price_aud_oz'),
    Q('dividend_kind', "How much was Northern Star's interim dividend for the December 2023 half?", 'interim dividend', 'NST', 'H1 FY2024', 'interim_dps'),
    Q('payout', 'What percentage of cash earnings did Northern Star pay out with its interim dividend for 1H FY23?', 'percentage of cash earnings paid out, interim', 'NST', 'H1 FY2023', 'h1_payout_ratio_pct'),
    Q('not_found', 'What underlying NPAT did Northern Star report for the half year to 31 December 2023?', 'underlying NPAT, half', 'NST', 'H1 FY2024', 'h1_underlying_npat'),
    Q('loss_parentheses', "What was Mineral Resources' statutory result after tax for FY2025?", 'statutory result after tax', 'MIN', 'FY2025', 'statutory_npat'),
    Q('loss_parentheses', 'What underlying net result did MinRes report for FY2025?', 'underlying net result', 'MIN', 'FY2025', 'underlying_npat'),
    Q('headline', 'How much revenue did Mineral Resources generate in FY2025?', 'revenue', 'MIN', 'FY2025', 'revenue'),
    Q('headline', "What was MinRes' underlying EBITDA for FY25?", 'underlying EBITDA', 'MIN', 'FY2025', 'underlying_ebitda'),
    Q('balance_sheet', 'What net debt did Mineral Resources carry at 30 June 2025?', 'net debt', 'MIN', 'FY2025', 'net_debt'),
    Q('capex', 'How much capital did MinRes spend in FY2025?', 'capital spent', 'MIN', 'FY2025', 'capex'),
    Q('production_basis', 'How much did Onslow Iron ship in FY2025 on a whole-of-joint-venture basis?', 'Onslow Iron shipments, 100% basis', 'MIN', 'FY2025', 'iron_ore_shipments_mt_onslow_100pct'),
    Q('site', "What tonnage did MinRes' Pilbara Hub ship in FY2025?", 'Pilbara Hub shipments', 'MIN', 'FY2025', 'iron_ore_shipments_mt_pilbara_hub'),
    Q('segment', 'What EBITDA did the MinRes mining services division earn in FY2025?', 'mining services EBITDA', 'MIN', 'FY2025', 'segment_underlying_ebitda_mining_services'),
    Q('production', "What volume did MinRes' mining services business move in FY2025?", 'mining services volumes', 'MIN', 'FY2025', 'mining_services_production_mt'),
    Q('prior_year', 'What statutory profit did Mineral Resources report for FY2024?', 'statutory profit', 'MIN', 'FY2024', 'statutory_npat'),
    Q('half_year', 'What revenue did Mineral Resources report for the half year to 31 December 2023?', 'revenue, half', 'MIN', 'H1 FY2024', 'h1_revenue'),
    Q('half_year', 'What statutory profit after tax did MinRes make in the first half of FY2024?', 'statutory profit after tax, half', 'MIN', 'H1 FY2024', 'h1_statutory_npat'),
    Q('half_year', 'What underlying NPAT did Mineral Resources report for 1H FY24?', 'underlying NPAT, half', 'MIN', 'H1 FY2024', 'h1_underlying_npat'),
    Q('segment', "What underlying EBITDA did MinRes' lithium segment deliver in the December 2023 half?", 'lithium segment underlying EBITDA, half', 'MIN', 'H1 FY2024', 'h1_segment_underlying_ebitda_lithium', 'lithium'),
    Q('segment', "How much underlying EBITDA came from MinRes' iron ore business in the first half of FY24?", 'iron ore underlying EBITDA, half', 'MIN', 'H1 FY2024', 'h1_segment_underlying_ebitda_iron_ore', 'iron ore'),
    Q('balance_sheet', "What was Mineral Resources' net debt at 31 December 2023?", 'net debt, half-year end', 'MIN', 'H1 FY2024', 'h1_net_debt'),
    Q('price', 'What average price per dry tonne did MinRes achieve for iron ore in the first half of FY2024?', 'achieved iron ore price, half', 'MIN', 'H1 FY2024', 'h1_realised_price_iron_ore_usd_dmt'),
    Q('margin', 'What underlying EBITDA margin did MinRes post for the half to December 2023?', 'underlying EBITDA margin, half', 'MIN', 'H1 FY2024', 'h1_underlying_ebitda_margin_pct'),
    Q('dividend_kind', 'What interim dividend did Mineral Resources declare for 1H FY24?', 'interim dividend', 'MIN', 'H1 FY2024', 'interim_dps'),
    Q('dividend_kind', "What was MinRes' interim dividend for the first half of FY2023?", 'interim dividend', 'MIN', 'H1 FY2023', 'interim_dps'),
    Q('half_year', 'What underlying EBITDA did MinRes report for the half year ended 31 December 2022?', 'underlying EBITDA, half', 'MIN', 'H1 FY2023', 'h1_underlying_ebitda'),
    Q('not_found', 'What basic earnings per share did Mineral Resources report for FY2025?', 'basic earnings per share', 'MIN', 'FY2025', 'basic_eps'),
    Q('not_found', "What were MinRes' total borrowings at 31 December 2023?", 'total borrowings, half-year end', 'MIN', 'H1 FY2024', 'h1_total_borrowings'),
)


def _base(entry: dict[str, Any]) -> Decimal:
    return (Decimal(repr(entry["value"])) * SCALE.get(entry["unit"], Decimal(1))).normalize()


def _precision(entry: dict[str, Any]) -> int:
    """Decimals printed, in base units (finer is better): ``55.658 billion`` beats ``55.66``."""
    digits = entry["text"].replace(",", "")
    number = "".join(c for c in digits if c.isdigit() or c == ".").strip(".")
    decimals = len(number.split(".", 1)[1]) if "." in number else 0
    return decimals - SCALE.get(entry["unit"], Decimal(1)).adjusted()


def matches(q: Q, entry: dict[str, Any]) -> bool:
    """The manifest entry states the figure ``q`` asks for."""
    same = (entry["company"], entry["period"], entry["metric"]) == (q.company, q.period, q.metric)
    return same and (q.qualifier is None or entry["qualifier"] == q.qualifier)


def resolve(manifest: dict[str, Any]) -> list[dict[str, Any]]:
    """Every question with its id and expected answer from ``manifest`` (None: not found).

    Raises ValueError when an answerable question has no stated figure or stated figures
    that disagree, or when a not-found question's key is stated or held by the data.
    """
    out = []
    for n, q in enumerate(QUESTIONS, start=1):
        stated = [e for e in manifest["figures"] if matches(q, e)]
        base = {
            "id": f"lv{n:03d}-{q.category}",
            "category": q.category,
            "text": q.text,
            "measure": q.measure,
            "company": q.company,
            "period": q.period,
            "metric": q.metric,
            "qualifier": q.qualifier,
        }
        if q.absent:
            fy = q.period.split()[-1]
            if stated or has(q.company, fy, q.metric):
                raise ValueError(f"not-found question is stated or in the data: {q}")
            out.append({**base, "expected": None})
            continue
        values = {_base(e) for e in stated}
        if len(values) != 1:
            raise ValueError(f"{q}: {len(values)} distinct stated values {sorted(values)}")
        best = max(stated, key=_precision)
        expected = {k: best[k] for k in ("value", "unit", "currency", "period", "company", "text",
                                         "doc", "page", "label")}
        out.append({**base, "expected": expected, "stated": len(stated)})
    return out
