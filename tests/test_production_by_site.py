"""Production and shipments by site and ownership basis (issue 19, production class).

Tables whose rows name only a commodity or a site, with the measure in the title and the
unit, and questions asking for a site's volume with verbs. Wording is our own; every
number is synthetic.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.volume_rows import volume_head
from mines.question.describe import metric_query_text
from mines.slots import extract_slots

_FY = Period(2031, "FY")


def _figures(text: str, company: str = "BHP") -> list[tuple[str, float, str | None]]:
    return [
        (f.metric, f.value, f.qualifier) for f in extract_figures(text, DocContext(company, _FY))
    ]


def test_site_row_under_an_output_title_is_that_sites_production_per_ownership_column() -> None:
    text = (
        "Table: Tonnes produced by asset, year ended 30 June 2031\n"
        "|  | Unit | Entire operation (100%) | BHP share |\n"
        "| Western Australia Iron Ore | Mt | 11.1 | 22.2 |\n"
        "| Copper, all assets | kt | – | 33.3 |\n"
    )
    got = _figures(text)
    assert ("iron_ore_production_mt", 11.1, "WAIO, 100% basis") in got
    assert ("iron_ore_production_mt", 22.2, "WAIO, share") in got
    assert ("copper_production_kt", 33.3, "share") in got


def test_commodity_row_takes_the_titles_basis_and_the_titles_head() -> None:
    text = (
        "Table: Volumes shipped, BHP share\n"
        "| Year ended 30 June | 2031 | 2030 |\n"
        "| All iron ore (Mt) | 44.4 | 55.5 |\n"
        "| Escondida (kt) | 66.6 | 77.7 |\n"
    )
    got = _figures(text)
    assert ("iron_ore_shipments_mt", 44.4, "share") in got
    # copper shipments are no registry metric: the site row is kept, unnamed, with its site
    assert ("", 66.6, "Escondida, share") in got


def test_rows_of_a_reserves_or_cost_table_are_no_volumes() -> None:
    assert volume_head("Ore reserves by asset") is None
    assert volume_head("Unit costs by asset") is None
    assert volume_head("Output by commodity") == "production"
    assert volume_head("Volumes shipped, our share") == "shipments"
    assert volume_head("Production and shipments, group share") is None
    text = (
        "Table: Ore reserves by asset\n| At 30 June | 2031 |\n"
        "| Western Australia Iron Ore (Mt) | 88.8 |\n"
    )
    assert all(metric == "" for metric, _, _ in _figures(text))


def test_another_companys_site_is_not_read_as_a_site_of_this_one() -> None:
    text = (
        "Table: Output by asset\n| Year ended 30 June | 2031 |\n"
        "| Western Australia Iron Ore (Mt) | 99.9 |\n"
    )
    assert [m for m, _, _ in _figures(text, "MIN")] == [""]


def test_a_sites_volume_asked_with_a_verb_is_its_commoditys_production_or_shipments() -> None:
    turned = extract_slots("How much did WAIO turn out for its owner's account in FY2024?")
    assert turned.metrics == ("iron_ore_production_mt",)
    assert extract_slots("What was BHP's own part of WAIO output in FY2024?").metrics == (
        "iron_ore_production_mt",
    )
    assert extract_slots("How much did Escondida produce in FY2024?").metrics == (
        "copper_production_kt",
    )
    shipped = extract_slots("How many tonnes left Onslow Iron by ship in FY2025, all partners?")
    assert shipped.metrics == ("iron_ore_shipments_mt_onslow_100pct",)
    # a gold site's output is no registry metric; a cost question is no volume
    assert extract_slots("How much did Pogo produce in FY2024?").metrics == ()
    assert (
        "iron_ore_production_mt"
        not in extract_slots("What did the WAIO unit cost come to in FY2024?").metrics
    )


def test_overlapping_company_names_are_cut_once_from_the_described_words() -> None:
    # "Rio Tinto" and "Rio" overlap: cutting both must not eat the verb after them
    assert metric_query_text("How much copper did Rio Tinto smelt in 2031?") == "copper smelt"


_BY_ASSET = (
    "Table: Tonnes produced by asset, year ended 30 June 2031\n"
    "|  | Unit | Entire operation (100%) | BHP share |\n"
    "| Western Australia Iron Ore | Mt | 11.1 | 22.2 |\n"
    "| Iron ore, all assets | Mt | – | 33.3 |\n"
)


def _verdict(value: float, qualifier: str, text: str = _BY_ASSET) -> tuple[bool, str]:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    claim = Claim(
        "BHP",
        "iron_ore_production_mt",
        _FY,
        value,
        1e6,
        "Mt",
        qualifier=qualifier,
        text=str(value),
        label="iron ore production",
    )
    verdict = verify(claim, text, DocContext("BHP", _FY))
    return verdict.supported, verdict.reason


def test_verifier_reads_the_ownership_column_of_a_volume_row() -> None:
    assert _verdict(11.1, "WAIO, 100% basis")[0]
    assert _verdict(22.2, "WAIO, share")[0]
    assert _verdict(33.3, "share")[0]


def test_verifier_refuses_the_other_basis_and_a_group_line_for_a_site() -> None:
    supported, reason = _verdict(11.1, "WAIO, share")
    assert not supported and "100%" in reason
    supported, reason = _verdict(22.2, "WAIO, 100% basis")
    assert not supported and "share" in reason
    assert not _verdict(33.3, "WAIO, share")[0]


def test_verifier_reads_a_units_column() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    text = (
        "Table: Operating volumes\n"
        "| Year ended 31 December | Unit | 2031 |\n"
        "| Refined widgets poured | kt | 4,444 |\n"
    )
    claim = Claim(
        "RIO",
        "",
        Period(2031, "FY"),
        4444,
        1e3,
        "kt",
        text="4,444",
        label="Refined widgets poured",
    )
    assert verify(claim, text, DocContext("RIO", Period(2031, "FY"))).supported
