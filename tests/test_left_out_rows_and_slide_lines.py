"""Rows naming a measure by what they leave out, slide lines, and words that scope nothing.

Texts and questions are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.extract import DocContext, extract_figures
from mines.figures.labels import left_out_label
from mines.figures.model import Period
from mines.figures.qualifiers import read_qualifiers
from mines.figures.tables import Table, render_table

_HALF = DocContext("BHP", Period(2031, "H1"), "user.txt", None, "", "c-2")


def _table_figures(rows: tuple[tuple[str, str], ...], title: str) -> dict[str, tuple]:
    table = Table(title, ("", "H1 FY31"), rows)
    return {
        f.span.row or "": (f.metric, f.basis, f.value)
        for f in extract_figures(render_table(table), _HALF)
    }


# -- "before exceptional items": the underlying measure ---------------------------------


def test_per_share_earnings_excluding_exceptional_items_are_underlying_eps() -> None:
    assert left_out_label("Earnings per share excluding exceptional items") == (
        "earnings_per_share",
        "underlying",
        False,
    )


def test_a_diluted_or_unknown_measure_left_out_names_no_basis() -> None:
    assert left_out_label("Diluted earnings per share excluding exceptional items") is None
    assert left_out_label("Revenue excluding exceptional items") is None


def test_attributable_earnings_before_exceptional_items_are_underlying_profit() -> None:
    got = _table_figures(
        (
            ("Earnings attributable to members", "1.204"),
            ("Attributable earnings before exceptional items", "5.873"),
            ("Earnings per share excluding exceptional items (US cents)", "115.2"),
        ),
        "Six months ended 31 December (US$ billion unless stated)",
    )
    assert got["Earnings attributable to members"][:2] == ("statutory_npat", "attributable")
    assert got["Attributable earnings before exceptional items"] == (
        "underlying_npat",
        "underlying",
        5.873,
    )
    assert got["Earnings per share excluding exceptional items (US cents)"] == (
        "earnings_per_share",
        "underlying",
        115.2,
    )


# -- a slide's lines ----------------------------------------------------------------------

_FY = DocContext("FMG", Period(2031), "slides.md", None, "", "c-3")


def _prose(text: str) -> list[tuple[str, float]]:
    return [(f.metric, f.value) for f in extract_figures(text, _FY)]


def test_a_slide_line_led_by_its_value_names_it_by_the_words_after() -> None:
    assert _prose("- US$4.4bn free cash flow ▲ 12%") == [("free_cash_flow", 4.4)]


def test_cash_left_once_capex_is_paid_is_free_cash_flow_not_capex() -> None:
    assert _prose("- US$4.4bn cash left once capex is paid ▲ 12%") == [("free_cash_flow", 4.4)]
    assert _prose("Cash left once capex is paid came to US$4.4bn.") == [("free_cash_flow", 4.4)]


def test_capex_inside_a_sentence_about_cash_stays_capex() -> None:
    got = _prose("Net debt rose as cash stayed tight after capex of US$2.7bn.")
    assert ("free_cash_flow", 2.7) not in got


# -- words that name items, and a volume leaving a site -----------------------------------


def test_a_result_with_named_charges_included_is_not_scoped_to_them() -> None:
    (asked,) = asked_measures(
        "What attributable profit did BHP make in FY2031, with the Samarco and nickel "
        "charges included?"
    )
    assert "scope" not in asked.stated


def test_a_division_is_still_a_scope_beside_charge_words() -> None:
    (asked,) = asked_measures(
        "What EBITDA did BHP's nickel division earn in FY2031 before the impairment charges?"
    )
    assert "nickel" in asked.stated["scope"]


def test_a_volume_that_left_a_site_or_was_exported_is_shipments() -> None:
    assert read_qualifiers("concentrate that left Wodgina")["head"] == {"shipments"}
    assert read_qualifiers("tonnes exported")["head"] == {"shipments"}
    assert read_qualifiers("export revenue").get("head") == {"revenue"}
    assert "head" not in read_qualifiers("cash left over")


def test_a_site_row_naming_its_product_and_verb_is_that_sites_volume() -> None:
    table = Table(
        "Volumes exported",
        ("", "FY31"),
        (
            ("Wodgina concentrate exported, SC6 equivalent (kt dry)", "151"),
            ("Wodgina concentrate produced (kt dry)", "160"),
        ),
    )
    ctx = DocContext("MIN", Period(2031), "user.txt", None, "", "c-4")
    got = {f.value: (f.metric, f.qualifier) for f in extract_figures(render_table(table), ctx)}
    assert got[151.0] == ("spodumene", "Wodgina")
    assert got.get(160.0, ("", None))[0] != "spodumene"  # produced, under a title of exports


def test_members_earnings_led_by_excluding_items_are_no_attributable_profit() -> None:
    from mines.figures.figure_measure import figure_conflicts

    (asked,) = asked_measures("What attributable profit did BHP make in FY2031?")
    (figure,) = extract_figures(
        "Excluding exceptional items, earnings attributable to members rose 3% to "
        "US$11.42 billion.",
        DocContext("BHP", Period(2031), "user.txt", None, "", "c-5"),
    )
    assert figure_conflicts(asked, figure)


def test_named_charges_are_no_part_of_the_company_to_name() -> None:
    from mines.figures.named_scopes import named_scopes

    assert named_scopes("What profit did BHP make with the Samarco and nickel charges?") == []
    assert named_scopes("What EBITDA did Mining Services earn in FY2031?") == ["Mining Services"]


def test_a_slide_line_is_verified_by_the_label_after_its_value() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    line = "- US$4.4bn cash left once capex is paid ▲ 12%"
    free = Claim("FMG", "free_cash_flow", Period(2031), 4.4, 1e9, "currency", "USD", text="4.4")
    assert verify(free, line, _FY).supported
    capex = Claim("FMG", "capex", Period(2031), 4.4, 1e9, "currency", "USD", text="4.4")
    assert not verify(capex, line, _FY).supported
    growth = Claim("FMG", "free_cash_flow", Period(2031), 12, 1.0, "%", None, text="12")
    assert not verify(growth, line, _FY).supported


def test_a_volume_verb_with_tonnes_spelt_out_names_the_commodity_after() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    ctx = DocContext("MIN", Period(2031), "user.txt", None, "", "c-6")
    said = "The miner shipped a record 21.6 million tonnes of iron ore."
    shipped = Claim("MIN", "iron_ore_shipments_mt", Period(2031), 21.6, 1e6, "Mt", text="21.6")
    assert verify(shipped, said, ctx).supported
    made = Claim("MIN", "iron_ore_production_mt", Period(2031), 21.6, 1e6, "Mt", text="21.6")
    assert not verify(made, said, ctx).supported


def _eps_rows() -> list:
    table = Table(
        "Half year to 31 December (US cents)",
        ("", "H1 FY31"),
        (
            ("Earnings per share, basic", "21.7"),
            ("Basic earnings per share excluding exceptional items", "118.4"),
        ),
    )
    return extract_figures(render_table(table), _HALF)


def test_basic_eps_unstated_on_its_basis_refuses_the_row_before_exceptional_items() -> None:
    from mines.figures.figure_measure import figure_conflicts

    (asked,) = asked_measures("What was BHP's basic EPS for the first half of FY31?")
    by_value = {f.value: f for f in _eps_rows()}
    assert by_value[118.4].metric == "earnings_per_share"
    assert figure_conflicts(asked, by_value[118.4])


def test_underlying_eps_asks_eps_and_refuses_the_statutory_row() -> None:
    from mines.figures.figure_measure import figure_conflicts

    (asked,) = asked_measures("What were BHP's underlying earnings per share in H1 FY31?")
    assert asked.metric == "earnings_per_share"
    by_value = {f.value: f for f in _eps_rows()}
    assert not figure_conflicts(asked, by_value[118.4])
    assert figure_conflicts(asked, by_value[21.7])


def test_earnings_for_members_with_items_left_out_is_still_described_as_a_profit() -> None:
    from mines.figures.basis_words import as_basis_word
    from mines.question.describe import describe_metric

    found = describe_metric(
        as_basis_word("Leaving out exceptional items, what did Fortescue earn for its members?")
    )
    assert found is not None and found[0] == "underlying_npat"


def test_underlying_eps_refuses_a_basic_eps_row_of_the_registry() -> None:
    from mines.figures.figure_measure import figure_conflicts

    table = Table("Key figures", ("", "H1 FY31"), (("Basic EPS (US cents)", "140.2"),))
    (figure,) = extract_figures(render_table(table), _HALF)
    assert figure.metric == "earnings_per_share"
    (asked,) = asked_measures("What underlying earnings per share did BHP report for H1 FY31?")
    assert figure_conflicts(asked, figure)
