"""Table rows that name a volume or a spend in other words than the registry's.

A row naming the site after its volume ("Ore shipped - Pilbara Hub"), a lithium site's
product by its grade ("Wodgina SC6 produced"), saleable ore, or money paid for plant and
mine development is read and answers the question of that measure (never capital
expenditure as a whole); a neighbour (one operation's tonnes for the group's) does not.
Figures from the verified facts; wording our own.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.figures.part_after import part_after
from mines.figures.qualifiers import read_qualifiers
from mines.figures.volume_rows import worded_volume
from tests.support.offline_answer import answer, cited_doc, table_text


def _ok(text: str, company: str, period: str, question: str) -> str | None:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft if check.verified >= 1 and not check.rejected else None


_PLANT_AND_DEVELOPMENT = table_text(
    "Where the cash went",
    ["A$m", "FY24", "FY23"],
    [["Cash paid for plant, equipment and mine development", "(2,834)", "(2,901)"]],
    rule=True,
)
_PLANT = table_text(
    "Where the cash went",
    ["A$m", "FY24", "FY23"],
    [["Payments for property, plant and equipment", "(2,834)", "(2,901)"]],
    rule=True,
)


def test_mine_as_a_place_is_no_production() -> None:
    assert "head" not in read_qualifiers("Cash paid for plant and mine development")
    assert "head" not in read_qualifiers("Payments for the mine closure")
    assert read_qualifiers("How much copper did the group mine?")["head"] == {"production"}
    assert read_qualifiers("Tonnes of ore mined")["head"] == {"production"}


def test_a_spend_on_mine_development_is_read_as_money() -> None:
    doc = cited_doc(_PLANT_AND_DEVELOPMENT, "FMG", "FY2024")
    figures = [s.figure for s in doc_figures(doc)]
    assert [f.value for f in figures if f.period.label == "FY2024"] == [-2834]
    assert figures[0].unit == "currency"


def test_the_only_purchase_line_answers_what_was_paid_for_plant() -> None:
    # as with intangibles: the only purchase line printed answers the purchase of plant
    q = "How much did Fortescue spend on property, plant and equipment in FY24?"
    assert "2,834" in (_ok(_PLANT_AND_DEVELOPMENT, "FMG", "FY2024", q) or "")
    assert "2,834" in (_ok(_PLANT, "FMG", "FY2024", q) or "")
    assert (
        _ok(_PLANT_AND_DEVELOPMENT, "FMG", "FY2024", "What was Fortescue's capex in FY24?") is None
    )


@pytest.mark.parametrize(
    ("label", "site", "head"),
    [
        ("Ore shipped - Pilbara Hub", "Pilbara Hub", "shipments"),
        ("Iron ore shipped, Pilbara Hub", "Pilbara Hub", "shipments"),
        ("Pilbara Hub saleable ore shipped", "Pilbara Hub", "shipments"),
        ("Spodumene concentrate exported: Wodgina", "Wodgina", "shipments"),
    ],
)
def test_a_site_after_its_volume(label: str, site: str, head: str) -> None:
    worded = worded_volume(label, "MIN")
    assert worded is not None and worded[1:] == (head, site)


def test_ore_railed_after_a_site_is_still_no_shipment() -> None:
    assert worded_volume("Ore railed - Onslow", "MIN") is None


def test_site_after_the_volume_answers_the_site() -> None:
    text = table_text(
        "Iron ore",
        ["Mt", "FY2025", "FY2024"],
        [["Ore shipped - Pilbara Hub", "9.7", "10.2"]],
        rule=True,
    )
    q = "How much iron ore did Mineral Resources ship from the Pilbara Hub in FY25?"
    assert "9.7" in (_ok(text, "MIN", "FY2025", q) or "")
    group = "How much iron ore did Mineral Resources ship in FY25?"
    assert _ok(text, "MIN", "FY2025", group) is None


def test_a_grade_named_product_of_a_lithium_site() -> None:
    text = table_text(
        "Lithium operations",
        ["kt", "FY24"],
        [["Wodgina SC6 produced", "201"]],
        rule=True,
    )
    q = "How much spodumene concentrate did Wodgina produce in FY24?"
    assert "201" in (_ok(text, "MIN", "FY2024", q) or "")
    shipped = "How much spodumene did Wodgina ship in FY24?"
    assert _ok(text, "MIN", "FY2024", shipped) is None


def test_one_operation_named_after_the_volume_is_not_the_group() -> None:
    assert part_after("Copper produced - Cerro Verde Norte") == "Cerro Verde Norte"
    assert part_after("Copper produced - Total") is None
    assert part_after("Copper produced") is None
    text = table_text(
        "Copper",
        ["kt", "FY2025", "FY2024"],
        [["Copper produced - Cerro Norte", "644", "600"]],
        rule=True,
    )
    assert _ok(text, "BHP", "FY2025", "How much copper did BHP produce in FY25?") is None


def test_net_cash_flowing_from_operations_is_no_net_cash_balance() -> None:
    q = "What was Rio Tinto's operating cash flow in 2023?"
    for label in ("Net cash inflow from operations", "Operating activities - net cash"):
        text = table_text(
            "Cash flows",
            ["US$m", "2023", "2022"],
            [[label, "15,160", "16,134"]],
            rule=True,
        )
        assert "15,160" in (_ok(text, "RIO", "FY2023", q) or ""), label


def test_a_unit_after_a_dash() -> None:
    text = table_text(
        "Five years",
        ["", "FY2023", "FY2022"],
        [["Dividends - cents per share", "170", "325"]],
        rule=True,
    )
    q = "What dividend per share did BHP pay in FY23?"
    assert "170" in (_ok(text, "BHP", "FY2023", q) or "")


def test_payable_is_no_site() -> None:
    text = table_text(
        "Five years",
        ["", "FY2023", "FY2022"],
        [["Payable copper produced (kt)", "1,717", "1,600"]],
        rule=True,
    )
    q = "How much copper did BHP produce in FY23?"
    assert "1,717" in (_ok(text, "BHP", "FY2023", q) or "")


def test_ore_railed_to_port_is_no_shipment() -> None:
    text = table_text(
        "Iron ore",
        ["Mt", "2024", "2023"],
        [["Pilbara iron ore railed to port", "328.6", "331.8"]],
        rule=True,
    )
    shipped = "What were Rio Tinto's iron ore shipments in 2024?"
    assert _ok(text, "RIO", "FY2024", shipped) is None
    railed = "How much iron ore did Rio Tinto rail to port in 2024?"
    assert "328.6" in (_ok(text, "RIO", "FY2024", railed) or "")
