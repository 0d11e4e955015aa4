"""A table row naming no measure of its own is read with the heading that names one.

Figures from ../shared/data: Mineral Resources' Mt Marion spodumene concentrate produced in
FY2024 (218 kt) and shipped in FY2023 (149 kt, SC6 equivalent); Fortescue's cash paid for
property, plant and equipment in FY2023 (US$2,901 million); BHP's first half of FY2023
(attributable profit US$6,457 million, US$6.6 billion before exceptional items, 130.3 US
cents a share before them) and of FY2022 (US$9.44 billion attributable); Rio Tinto's 2021
dividends (1,040 US cents a share, 247 of them special); BHP's copper in the December 2024
half (987 kt, 644 kt of it Escondida's); Northern Star's realised gold price for the
December 2022 half (A$2,513 an ounce), the year to June 2023 (A$2,639) and the December
2021 half (A$2,388).
"""

from __future__ import annotations

from mines.figures.heading_measure import names_no_measure, scored_row
from mines.figures.heading_rows import completed_rows
from mines.figures.row_units import row_period_kind
from mines.figures.tables import Table
from tests.support.offline_answer import answers_with, table_text


def test_a_row_naming_only_how_or_which_takes_its_headings_words() -> None:
    for row in ("Made", "Railed, dry basis", "Cash outflow, financing activities", "all sites"):
        assert names_no_measure(row), row
    assert scored_row("Produced — Mt Marion - spodumene concentrate (k dmt)") == (
        "Mt Marion - spodumene concentrate Produced"
    )
    # a row naming its own measure keeps it: the title's never answers for it
    for row in ("Cash and cash equivalents", "Dividends", "Depreciation", "Operating cash flow"):
        assert not names_no_measure(row), row
    assert scored_row("Cash held — Net debt reconciliation (US$m)") == "Cash held"


def test_a_site_table_answers_by_its_title() -> None:
    text = table_text(
        "Mt Marion - spodumene concentrate (k dmt)",
        ["", "FY24", "FY23"],
        [["Produced", "218", "–"], ["Shipped, SC6 equivalent", "–", "149"]],
    )
    asked = "How much spodumene concentrate did Mt Marion produce in FY2024?"
    assert answers_with(text, "MIN", "FY2024", asked, "218")
    # the row's own word still narrows it: the tonnes produced are no shipment
    shipped = "How much spodumene concentrate did Mt Marion ship in FY2024?"
    assert not answers_with(text, "MIN", "FY2024", shipped, "218")


def test_a_cash_flow_section_row_answers_by_its_title() -> None:
    text = table_text(
        "Cash paid for property, plant and equipment (US$ millions)",
        ["", "FY23"],
        [["Cash outflow, investing activities", "(2,901)"]],
    )
    asked = "How much cash did Fortescue pay for property, plant and equipment in FY2023?"
    assert answers_with(text, "FMG", "FY2023", asked, "2,901")


def test_a_row_saying_same_names_the_row_above() -> None:
    rows = (
        ("Attributable profit (US$bn)", "6.457"),
        ("Same, before exceptional items", "6.6"),
        ("Same, a year earlier", "9.44"),
    )
    done = completed_rows(Table("Half-year comparison", ("", "HY23"), rows)).rows
    assert done[1][0] == "Attributable profit, before exceptional items"
    assert done[2][0] == "Same, a year earlier"  # another period: left as printed
    text = table_text(
        "Half-year comparison (US$ billion unless stated)",
        ["", "HY23"],
        [
            ["Attributable profit", "6.457"],
            ["Same, before exceptional items", "6.6"],
            ["Same, per share, before exceptional items (US cents)", "130.3"],
        ],
    )
    asked = "What was BHP's underlying attributable profit for the first half of FY2023?"
    assert answers_with(text, "BHP", "H1 FY2023", asked, "6.6")
    eps = "What were BHP's underlying basic earnings per share for the half to December 2022?"
    assert answers_with(text, "BHP", "H1 FY2023", eps, "130.3")


def test_a_row_of_some_months_is_never_the_whole_year() -> None:
    assert row_period_kind("Jul-Dec") == "half"
    assert row_period_kind("Twelve months") == "full"
    text = table_text(
        "What an ounce fetched (A$ an ounce)",
        ["Year to 30 June", "Jul-Dec", "Twelve months"],
        [["FY23", "2,513", "2,639"], ["FY22", "2,388", "–"]],
    )
    asked = "What average gold price did Northern Star realise in FY2023?"
    assert not answers_with(text, "NST", "FY2023", asked, "2,513")
    # its months are the first half of a June year: the half's figure
    half = "What average gold price did Northern Star get in the half to December 2022?"
    assert answers_with(text, "NST", "FY2023", half, "2,513")


def test_a_row_of_which_names_a_part_of_the_row_above() -> None:
    text = table_text(
        "Per share (US cents) and returns",
        ["", "2021"],
        [["Dividends declared per share, every kind", "1,040"], ["of which special", "247"]],
    )
    asked = "What special dividend per share did Rio Tinto declare for 2021?"
    assert answers_with(text, "RIO", "FY2021", asked, "247")
    # a site's part is left to the site rows: "of which Escondida" names no part of a dividend
    rows = (("Copper (kt)", "987"), ("of which Escondida", "644"))
    done = completed_rows(Table("Output", ("", "H1 FY25"), rows)).rows
    assert done[1][0] == "of which Escondida"
