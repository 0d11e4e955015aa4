"""Tables whose row label runs over several word columns before the figures.

An operations page may name the operation in its first column and what was measured in
the next ("| Operation | Measure | Basis | 1H FY23 | FY23 |"), the unit in that second
cell's brackets. The row is read with every word column as its label and the basis cell as
its qualifier; a half column beside a bare year leaves the year whole. Wording is ours;
the numbers are Mineral Resources' from the shared facts.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.column_periods import column_periods
from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.label_columns import descriptor_columns, folded_label
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

_HUBS = (
    "Table: Tonnes by operation\n"
    "| Operation | Measure | Basis | 1H FY23 | FY23 |\n"
    "| Wodgina | Shipped (kt SC6e) |  | – | 143 |\n"
    "| Mt Marion | Shipped (kt SC6e) |  | – | 149 |\n"
    "| Iron ore, every hub | Shipped (Mt) |  | – | 17.5 |\n"
    "| Onslow Iron | Shipped (Mt) | 100% of the joint venture | – | 17.3 |\n"
)


def _read(period: Period) -> dict[float, tuple[str, Period, str | None, str]]:
    got = extract_figures(_HUBS, DocContext("MIN", period, "ops.md", 1, "", "c-1"))
    return {f.value: (f.metric, f.period, f.qualifier, f.unit) for f in got}


def test_the_measure_column_and_its_bracketed_unit_belong_to_the_row() -> None:
    got = _read(Period(2023))
    assert got[143.0] == ("spodumene", Period(2023), "Wodgina", "kt")
    assert got[149.0] == ("spodumene", Period(2023), "Mt Marion", "kt")
    assert got[17.5] == ("iron_ore_shipments_mt", Period(2023), None, "Mt")


def test_a_half_column_beside_a_bare_year_leaves_the_year_whole() -> None:
    half = Period(2023, "H1")
    assert column_periods(["Measure", "1H FY23", "FY23"], "MIN", half) == [
        None,
        half,
        Period(2023),
    ]
    # a page the store dates to its half still states the year's figures
    assert _read(half)[143.0][1] == Period(2023)


def test_word_columns_fold_into_the_label_and_leave_unit_and_basis_columns() -> None:
    header = ("Operation", "Measure", "Basis", "Unit", "FY23")
    rows = (("Iron ore, every hub", "Shipped (Mt)", "", "Mt", "17.5"),)
    columns = descriptor_columns(header, rows, [None, None, None, Period(2023)])
    assert columns == (1,)
    assert folded_label(rows[0], columns) == "Iron ore shipped, every hub (Mt)"
    # a column holding values ahead of the periods is no label
    assert (
        descriptor_columns(("", "Note", "FY23"), (("Revenue", "4", "5"),), [None, Period(2023)])
        == ()
    )


def test_the_verifier_reads_the_folded_row_and_keeps_site_and_volume_apart() -> None:
    ctx = DocContext("MIN", Period(2023), "ops.md", 1, "", "c-1")

    def claim(qualifier: str) -> Claim:
        return Claim(
            company="MIN",
            metric="spodumene",
            period=Period(2023),
            value=143.0,
            scale=1e3,
            unit="kt",
            currency=None,
            qualifier=qualifier,
            label="spodumene shipments",
        )

    assert verify(claim("Wodgina"), _HUBS, ctx).supported
    assert not verify(claim("Mt Marion"), _HUBS, ctx).supported


def test_shipments_by_hub_answer_no_production_and_a_whole_venture_no_share() -> None:
    got = {
        f.value: f
        for f in extract_figures(_HUBS, DocContext("MIN", Period(2023), "ops.md", 1, "", "c"))
    }
    (produced,) = asked_measures("How much spodumene did Wodgina produce in FY2023?")
    (shipped,) = asked_measures("How much spodumene did Wodgina ship in FY2023?")
    assert figure_conflicts(produced, got[143.0])
    assert not figure_conflicts(shipped, got[143.0])
    (share,) = asked_measures("What was MinRes' attributable share of Onslow Iron shipments?")
    assert figure_conflicts(share, got[17.3])
