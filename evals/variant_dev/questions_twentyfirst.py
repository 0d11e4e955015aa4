"""Questions on the twenty-first hand-written set.

On :mod:`evals.variant_dev.handwritten_twentyfirst`.

Rows of :class:`evals.variant_dev.questions.Q` arguments, asked the way an analyst or a
journalist would, in words far from the usual metric names: the cheque on the December half,
the second payment declared after the June close, the dividend paid on a given date (the
date is not the period asked), the slice of a half's cash earnings paid out, a division's
earnings under the name the company uses outside, a mine's concentrate shipped or produced
and a joint venture's tonnes counted in full, and what an ounce fetched in a half or a
year. ``not_found`` rows ask for a neighbour the documents leave out: a one-off payment
where the column is all dashes, a whole-year payout ratio where only halves are given, an
owner's share of a mine given only in full (or the reverse), a division the note leaves as
a dash and a whole year's price where only the half is given; none can be worked out from
what is stated. The rest are in :mod:`evals.variant_dev.questions_twentyfirst_more`.
"""

from __future__ import annotations

Row = tuple[str, ...]

_TABLES: tuple[Row, ...] = (
    (
        "dividend_kind",
        "How much did Northern Star hand shareholders on its December 2024 half?",
        "handed to shareholders on the December half",
        "NST",
        "H1 FY2025",
        "interim_dps",
    ),
    (
        "dividend",
        "What did Northern Star distribute per share in respect of the year to 30 June 2025?",
        "distribution per share in respect of the year",
        "NST",
        "FY2025",
        "dividends_per_share",
    ),
    (
        "dividend_kind",
        "What was the second payment Northern Star declared for FY24, after the June close?",
        "second payment declared after the June close",
        "NST",
        "FY2024",
        "final_dps",
    ),
    (
        "dividend_kind",
        "How much was Northern Star's unfranked year-end payment for FY2023?",
        "unfranked year-end payment",
        "NST",
        "FY2023",
        "final_dps",
    ),
    (
        "dividend_kind",
        "What did Northern Star pay on the six months to December 2021, per share?",
        "paid on the six months, per share",
        "NST",
        "H1 FY2022",
        "interim_dps",
    ),
    (
        "payout",
        "What slice of the half's cash earnings did Northern Star's dividend for the December "
        "2022 half take?",
        "slice of the half's cash earnings taken by the dividend",
        "NST",
        "H1 FY2023",
        "h1_payout_ratio_pct",
    ),
    (
        "not_found",
        "Was there a one-off or special distribution from Northern Star for FY2024, and how much "
        "a share?",
        "one-off or special distribution a share",
        "NST",
        "FY2024",
        "special_dps",
    ),
    (
        "not_found",
        "What share of its full-year cash earnings did Northern Star return for FY2025 as a whole?",
        "share of full-year cash earnings returned",
        "NST",
        "FY2025",
        "payout_ratio_pct",
    ),
    (
        "dividend_kind",
        "How much did BHP's board determine in August 2025 as the closing dividend for FY25?",
        "closing dividend determined in August",
        "BHP",
        "FY2025",
        "final_dps",
    ),
    (
        "dividend_kind",
        "What was BHP's first-half cheque per share for the half ended 31 December 2023?",
        "first-half cheque per share",
        "BHP",
        "H1 FY2024",
        "interim_dps",
    ),
    (
        "dividend",
        "What did BHP return per share in total for the year to June 2023?",
        "returned per share in total",
        "BHP",
        "FY2023",
        "dividends_per_share",
    ),
    (
        "dividend_kind",
        "What dividend did BHP pay its shareholders on 27 March 2025?",
        "dividend paid on the March payment date",
        "BHP",
        "H1 FY2025",
        "interim_dps",
    ),
    (
        "payout",
        "What proportion of underlying attributable profit went out as dividends at BHP for "
        "FY2025?",
        "proportion of underlying attributable profit paid as dividends",
        "BHP",
        "FY2025",
        "payout_ratio_pct",
    ),
    (
        "payout",
        "What portion of profit did BHP's FY23 final dividend represent?",
        "portion of profit represented by the final dividend",
        "BHP",
        "FY2023",
        "payout_ratio_pct",
    ),
    (
        "not_found",
        "How much was BHP's special dividend for the 2024 financial year?",
        "special dividend",
        "BHP",
        "FY2024",
        "special_dps",
    ),
    (
        "production",
        "How much copper came out of Escondida in the first half of FY2025?",
        "copper out of Escondida",
        "BHP",
        "H1 FY2025",
        "h1_copper_production_kt_escondida",
    ),
    (
        "production",
        "What was BHP's copper output across all its assets in the six months to December 2024?",
        "copper output across all assets",
        "BHP",
        "H1 FY2025",
        "h1_copper_production_kt",
    ),
    (
        "not_found",
        "What was BHP's own share of Escondida's copper in the December 2024 half?",
        "own share of Escondida's copper",
        "BHP",
        "H1 FY2025",
        "h1_copper_production_kt_escondida_bhp_share",
    ),
    (
        "segment",
        "What did MinRes' contracting arm, Mining Services, earn at EBITDA level in FY25?",
        "contracting arm EBITDA",
        "MIN",
        "FY2025",
        "segment_underlying_ebitda_mining_services",
    ),
    (
        "segment",
        "How much did the lithium division add to Mineral Resources' underlying EBITDA in FY2023?",
        "lithium division contribution to underlying EBITDA",
        "MIN",
        "FY2023",
        "segment_underlying_ebitda_lithium",
    ),
    (
        "segment",
        "What did Mineral Resources' Mining Services business make before interest, tax and "
        "depreciation in the 2023 financial year?",
        "Mining Services earnings before interest, tax and depreciation",
        "MIN",
        "FY2023",
        "segment_underlying_ebitda_mining_services",
    ),
    (
        "headline",
        "What was the whole of Mineral Resources' underlying EBITDA for FY25?",
        "whole-company underlying EBITDA",
        "MIN",
        "FY2025",
        "underlying_ebitda",
    ),
    (
        "production",
        "What volume did MinRes' Mining Services division move in FY2025?",
        "volume moved by the Mining Services division",
        "MIN",
        "FY2025",
        "mining_services_production_mt",
    ),
    (
        "not_found",
        "What EBITDA did MinRes's lithium business generate in FY25?",
        "lithium business EBITDA",
        "MIN",
        "FY2025",
        "segment_underlying_ebitda_lithium",
    ),
    (
        "not_found",
        "How much did Mineral Resources' iron ore segment contribute to underlying EBITDA in "
        "FY2025?",
        "iron ore segment contribution to underlying EBITDA",
        "MIN",
        "FY2025",
        "segment_underlying_ebitda_iron_ore",
    ),
    (
        "production",
        "How much spodumene concentrate went out of Mt Marion in FY2025?",
        "spodumene concentrate shipped from Mt Marion",
        "MIN",
        "FY2025",
        "spodumene_shipments_kt_mt_marion",
    ),
    (
        "production",
        "What did Wodgina's plant turn out in concentrate in FY24?",
        "concentrate turned out by Wodgina's plant",
        "MIN",
        "FY2024",
        "spodumene_production_kt_wodgina",
    ),
    (
        "production_basis",
        "How many tonnes left Onslow Iron in FY25, counting the whole joint venture?",
        "tonnes shipped from Onslow Iron, whole joint venture",
        "MIN",
        "FY2025",
        "iron_ore_shipments_mt_onslow_100pct",
    ),
    (
        "production",
        "How much ore did MinRes export from its Pilbara Hub in FY2025?",
        "ore exported from the Pilbara Hub",
        "MIN",
        "FY2025",
        "iron_ore_shipments_mt_pilbara_hub",
    ),
    (
        "production",
        "How much iron ore did Mineral Resources ship across all hubs in FY2023?",
        "iron ore shipped across all hubs",
        "MIN",
        "FY2023",
        "iron_ore_shipments_mt",
    ),
    (
        "not_found",
        "How much did Onslow Iron ship in FY2025 on MinRes' attributable share?",
        "Onslow Iron shipments, attributable share",
        "MIN",
        "FY2025",
        "iron_ore_shipments_mt_onslow_attributable",
    ),
    (
        "not_found",
        "What were Mt Marion's FY23 concentrate shipments counted at 100% of the joint venture?",
        "Mt Marion concentrate shipments at 100%",
        "MIN",
        "FY2023",
        "spodumene_shipments_kt_mt_marion_100pct",
    ),
    (
        "price",
        "What did an ounce of Northern Star's gold fetch on average across FY2025?",
        "what an ounce fetched on average",
        "NST",
        "FY2025",
        "realised_gold_price_aud_oz",
    ),
    (
        "price",
        "What average gold price did Northern Star bank in the half to December 2022?",
        "average gold price banked",
        "NST",
        "H1 FY2023",
        "h1_realised_gold_price_aud_oz",
    ),
    (
        "price",
        "What was Northern Star's achieved price per ounce in the first half of FY22?",
        "achieved price per ounce",
        "NST",
        "H1 FY2022",
        "h1_realised_gold_price_aud_oz",
    ),
    (
        "price",
        "What did Northern Star receive per ounce in July to December 2024?",
        "received per ounce",
        "NST",
        "H1 FY2025",
        "h1_realised_gold_price_aud_oz",
    ),
    (
        "not_found",
        "What was Northern Star's average realised gold price for the full 2024 financial year?",
        "full-year average realised gold price",
        "NST",
        "FY2024",
        "realised_gold_price_aud_oz",
    ),
)


def _all() -> tuple[Row, ...]:
    from evals.variant_dev.questions_twentyfirst_more import MORE

    return (*_TABLES, *MORE)


TWENTYFIRST: tuple[Row, ...] = _all()
