"""A division named right after its company ("Fortescue Energy's EBITDA", "Rio Tinto
Copper's EBITDA") scopes the measure to that division: the group's figure is no answer."""

from __future__ import annotations

from mines.figures.asked_scope import company_parts
from mines.figures.tables import Table, render_table
from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc


def test_the_name_after_the_company_is_a_part_unless_it_names_the_company() -> None:
    assert company_parts("What did Rio Tinto Copper's mines earn?") == {"copper"}
    assert company_parts("How much did Fortescue Energy's unit lose?") == {"energy"}
    assert company_parts("Is BHP Iron Ore division growing?") == {"iron ore"}
    assert not company_parts("What did Fortescue Metals Group earn?")
    assert not company_parts("What was Rio Tinto Limited's revenue?")


def test_a_named_part_scopes_the_measure_and_is_no_volume() -> None:
    measures = read_question("What was Rio Tinto Copper's EBITDA in 2023?").measures
    assert [m.metric for m in measures] == ["underlying_ebitda"]
    assert {"copper", "segment"} <= set(measures[0].stated["scope"])


def test_the_parts_figure_answers_never_the_groups() -> None:
    text = render_table(
        Table(
            title="Earnings by segment (US$ millions), half year to 31 December 2022",
            header=("Segment", "Revenue", "Underlying EBITDA"),
            rows=(
                ("Metals", "7,400", "4,100"),
                ("Energy", "9", "(198)"),
                ("Group", "7,409", "3,902"),
            ),
        )
    )
    draft, check = answer(
        cited_doc(text, "FMG", "H1 FY2023"), "What was Fortescue Energy's EBITDA in 1H FY23?"
    )
    assert "198" in draft and "3,902" not in draft and not check.rejected, draft
