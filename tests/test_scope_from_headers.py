"""A part of the company printed as a column header or a section heading scopes its figures.

Two shapes of report page, both read as printed: a table whose columns are divisions,
commodities or sites rather than years (its one period comes from its title, heading or
document), and a heading that is nothing but a division's name over a table of years. The
part's figure answers a question about that part; the group is never answered by it, and a
heading that only mentions a commodity as a topic scopes nothing. Made-up page layouts; the
values are the shared facts' (Rio Tinto's 2025 product groups, MinRes's FY23 and FY25
divisions and FY25 spodumene shipments by mine).
"""

from __future__ import annotations

import pytest

from mines.figures.asked import AskedMeasure, asked_measures, scopes_a_measure
from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import DocContext, extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period
from mines.figures.tables import TABLE_PREFIX
from mines.figures.verify import verify

RIO_2025 = Period(2025)
MIN_FY23 = Period(2023)
MIN_FY25 = Period(2025)

_PRODUCT_GROUP_COLUMNS = (
    "Rio Tinto — twelve months in review\n\n"
    f"{TABLE_PREFIX}Snapshot of the 2025 year\n"
    "| US$ billion | Iron Ore | Aluminium & Lithium | Copper | Total |\n"
    "| Underlying EBITDA | 15.2 | 4.6 | 7.4 | 25.4 |"
)

_DIVISION_HEADINGS = (
    "Mineral Resources — annual review\n\n"
    "Lithium\n\n"
    f"{TABLE_PREFIX}Lithium\n"
    "|  | FY23 |\n"
    "| Underlying EBITDA ($m) | 1,300 |\n\n"
    "Mining Services\n\n"
    f"{TABLE_PREFIX}Mining Services\n"
    "|  | FY23 |\n"
    "| Underlying EBITDA ($m) | 484 |"
)

_TOPIC_HEADING = (
    "Lithium market outlook\n\n"
    f"{TABLE_PREFIX}Lithium market outlook\n"
    "|  | FY25 |\n"
    "| Underlying EBITDA ($m) | 737 |"
)


def _read(text: str, company: str, period: Period) -> dict[float, Figure]:
    return {f.value: f for f in extract_figures(text, DocContext(company, period, "p.md"))}


def _only(question: str) -> AskedMeasure:
    [asked] = asked_measures(question)
    return asked


def _supported(line: str, text: str, company: str, period: Period) -> bool:
    doc = {"company": company, "period": period.label, "text": text, "source": "p.md"}
    [(claim, _)] = claims_from_text(line, [doc])
    return verify(claim, text, DocContext(company, period, "p.md")).supported


# -- columns that are parts of the company ------------------------------------------------


def test_each_product_group_column_is_that_groups_figure_for_the_titled_year() -> None:
    got = _read(_PRODUCT_GROUP_COLUMNS, "RIO", RIO_2025)
    assert {got[v].qualifier for v in (15.2, 4.6, 7.4)} == {
        "Iron Ore",
        "Aluminium & Lithium",
        "Copper",
    }
    copper = got[7.4]
    assert copper.period == RIO_2025 and copper.currency == "USD" and copper.scale == 1e9
    assert copper.metric == ""  # no registry metric is a segment's: never the group's EBITDA
    assert got[25.4].metric == "underlying_ebitda" and got[25.4].qualifier is None
    # columns naming periods are no parts, whatever the title says
    text = f"{TABLE_PREFIX}Copper\n| US$ billion | 2025 |\n| Group revenue | 25.4 |"
    [figure] = extract_figures(text, DocContext("RIO", RIO_2025, "p.md"))
    assert figure.period == RIO_2025 and figure.qualifier is None


def test_a_copper_question_takes_the_copper_column_and_the_group_question_none() -> None:
    got = _read(_PRODUCT_GROUP_COLUMNS, "RIO", RIO_2025)
    copper = [
        a
        for a in asked_measures("Rio Tinto copper underlying EBITDA, 2025?")
        if not scopes_a_measure(
            asked_measures("Rio Tinto copper underlying EBITDA, 2025?"), a.metric or ""
        )
    ]
    assert copper and all(not figure_conflicts(a, got[7.4]) for a in copper)
    assert all(figure_conflicts(a, got[15.2]) for a in copper)
    group = _only("What was Rio Tinto's underlying EBITDA for 2025?")
    for value in (15.2, 4.6, 7.4):
        assert figure_conflicts(group, got[value]), value
    assert not figure_conflicts(group, got[25.4])


def test_a_commodity_before_a_money_measure_asks_no_volume() -> None:
    # "copper" alone is also an alias of copper output: here it only names whose EBITDA
    measures = asked_measures("Tell me Rio Tinto's copper EBITDA for 2025")
    assert scopes_a_measure(measures, "copper_production_kt")
    assert not scopes_a_measure(measures, "underlying_ebitda")
    assert all("copper" in m.stated["scope"] for m in measures)
    produced = asked_measures("Tell me Rio Tinto's copper production for 2025")
    assert not scopes_a_measure(produced, "copper_production_kt")


def test_mines_as_columns_scope_their_shipments() -> None:
    text = f"{TABLE_PREFIX}Spodumene, FY25\n| kt | Mt Marion | Wodgina |\n| Shipped | 203 | 214 |"
    got = _read(text, "MIN", MIN_FY25)
    assert got[203].qualifier == "Mt Marion" and got[214].qualifier == "Wodgina"
    assert got[203].period == MIN_FY25


def test_the_verifier_reads_a_part_column_as_that_part() -> None:
    head = "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — "
    text = _PRODUCT_GROUP_COLUMNS
    assert _supported(f"{head}Copper Underlying EBITDA: US$7.4 billion [1]", text, "RIO", RIO_2025)
    # the copper column is no group figure, and the total column no copper one
    assert not _supported(f"{head}underlying EBITDA: US$7.4 billion [1]", text, "RIO", RIO_2025)
    assert not _supported(
        f"{head}Copper Underlying EBITDA: US$25.4 billion [1]", text, "RIO", RIO_2025
    )


# -- a heading that is a division's name ----------------------------------------------------


def test_a_division_heading_scopes_the_table_under_it() -> None:
    got = _read(_DIVISION_HEADINGS, "MIN", MIN_FY23)
    assert got[1300].qualifier == "Lithium"
    assert (got[484].qualifier or "").lower() == "mining services"
    assert got[1300].metric == got[484].metric == ""
    # quoted as printed: the row says only "Underlying EBITDA ($m)"
    assert got[484].span.row == "Underlying EBITDA ($m)" and got[484].span.quote == "484"
    lithium = _only("How much EBITDA did the lithium segment of MinRes make in FY23?")
    assert not figure_conflicts(lithium, got[1300]) and figure_conflicts(lithium, got[484])
    services = _only("Mineral Resources Mining Services underlying EBITDA, FY2023?")
    assert not figure_conflicts(services, got[484]) and figure_conflicts(services, got[1300])
    group = _only("What underlying EBITDA did Mineral Resources report for FY2023?")
    assert figure_conflicts(group, got[1300]) and figure_conflicts(group, got[484])


def test_only_a_parts_own_name_is_a_scoping_heading() -> None:
    from mines.figures.division_tables import part_name

    for heading in ("Copper", "Iron Ore", "Mining Services", "Kalgoorlie", "Mt Marion"):
        assert part_name(heading), heading
    assert part_name("Western Australia Iron Ore") and part_name("Aluminium & Lithium")
    for heading in (
        "Lithium market outlook",
        "Financial review",
        "Copper production (kt)",
        "Group",
        "Total",
    ):
        assert part_name(heading) is None, heading


def test_a_topic_heading_naming_a_commodity_lends_no_division() -> None:
    [figure] = extract_figures(_TOPIC_HEADING, DocContext("MIN", MIN_FY25, "p.md"))
    assert figure.qualifier is None and figure.metric == "underlying_ebitda"
    lithium = _only("What EBITDA did MinRes's lithium division earn in FY25?")
    assert figure_conflicts(lithium, figure)


# -- sentences under a division's heading ---------------------------------------------------

_PROSE_UNDER_HEADINGS = (
    "Mineral Resources — annual review\n\n"
    "Mining Services\n\n"
    "Underlying EBITDA was $484 million for the year.\n\n"
    "Lithium\n\n"
    "Underlying EBITDA came to $1.3 billion. Group underlying EBITDA was $1.8 billion.\n\n"
    "Lithium market update\n\n"
    "Revenue reached $4.8 billion."
)


def test_a_division_heading_scopes_the_sentences_under_it() -> None:
    got = _read(_PROSE_UNDER_HEADINGS, "MIN", MIN_FY23)
    services, lithium = got[484], got[1.3]
    assert services.qualifier == "Mining Services" and lithium.qualifier == "Lithium"
    assert services.metric == lithium.metric == ""
    assert got[1.8].qualifier is None and got[1.8].metric == "underlying_ebitda"  # names the group
    # a heading naming lithium only as a topic leaves the revenue the company's
    assert got[4.8].qualifier is None and got[4.8].metric == "revenue"
    group = _only("What underlying EBITDA did Mineral Resources report for FY2023?")
    assert figure_conflicts(group, services) and figure_conflicts(group, lithium)
    assert not figure_conflicts(group, got[1.8])
    asked = _only("What did MinRes's contracting arm make in underlying EBITDA in FY23?")
    assert not figure_conflicts(asked, services) and figure_conflicts(asked, lithium)
    # the sentence naming the group is verified as the group's, under the division heading
    line = "- Mineral Resources (MIN), FY2023 — underlying EBITDA: A$1.8 billion [1]"
    assert _supported(line, _PROSE_UNDER_HEADINGS, "MIN", MIN_FY23)


@pytest.mark.parametrize("text", [_DIVISION_HEADINGS, _PROSE_UNDER_HEADINGS])
def test_the_verifier_reads_a_division_heading_over_a_table_or_a_sentence(text: str) -> None:
    head = "- Mineral Resources (MIN), FY2023 (year to 30 June 2023) — "
    line = f"{head}Mining Services Underlying EBITDA: A$484 million [1]"
    assert _supported(line, text, "MIN", MIN_FY23)
    # the group, or another division, is never supported by the heading's figure
    assert not _supported(f"{head}underlying EBITDA: A$484 million [1]", text, "MIN", MIN_FY23)
    assert not _supported(
        f"{head}Lithium Underlying EBITDA: A$484 million [1]", text, "MIN", MIN_FY23
    )
