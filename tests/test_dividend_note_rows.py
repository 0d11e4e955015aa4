"""A dividends note's rows: a row naming the year before, the cash paid in the year, and a
year printed both a share and in money."""

from __future__ import annotations

from mines.figures.dividend_rows import dividend_row_period, unit_axes
from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.tables import Table, render_table
from mines.figures.verify import verify

FY25, FY24, FY23 = Period(2025), Period(2024), Period(2023)

# BHP's verified dividends: FY2025 interim 50 and final 60 (110 for the year, US$5.6
# billion); FY2024 interim 72 and final 74 (146); FY2023 final 80 US cents a share.
_DETERMINED = Table(
    title="Dividends declared for the year",
    header=("", "FY2025 US cents a share", "FY2025 US$bn", "FY2024 US cents a share"),
    rows=(
        ("Interim", "50", "-", "72"),
        ("Final dividend", "60", "-", "74"),
        ("Total dividends for the year", "110", "5.6", "146"),
    ),
)
_PAID = Table(
    title="Cash dividends paid during the year",
    header=("", "FY2025 US cents a share", "FY2024 US cents a share"),
    rows=(
        ("Final dividend of the previous year", "74", "80"),
        ("Interim dividend", "50", "72"),
    ),
)
_PAID_BARE = Table(
    title="Dividends paid in the financial year",
    header=("", "FY2025 US cents a share", "FY2024 US cents a share"),
    rows=(("Final dividend", "74", "80"), ("Interim dividend", "50", "72")),
)


def _read(table: Table) -> list[Figure]:
    text = render_table(table)
    return [
        f
        for f in extract_figures(text, DocContext("BHP", FY25, "note.md", 1, "", "c-1"))
        if f.unit == "cents per share"
    ]


def _claim(value: float, kind: str, period: Period) -> Claim:
    return Claim(
        company="BHP",
        metric="dividends_per_share",
        period=period,
        value=value,
        unit="cents per share",
        currency="USD",
        dividend_kind=kind,
    )


def _check(table: Table, claim: Claim) -> bool:
    ctx = DocContext("BHP", FY25, "note.md", 1, "", "c-2")
    return verify(claim, render_table(table), ctx).supported


def test_a_year_printed_a_share_and_in_money_is_read_in_both_columns() -> None:
    read = {(f.period, f.dividend_kind, f.value) for f in _read(_DETERMINED)}
    assert (FY25, "final", 60) in read
    assert (FY25, "total", 110) in read
    assert (FY24, "final", 74) in read
    assert _check(_DETERMINED, _claim(110, "total", FY25))


def test_only_a_share_beside_money_tells_two_columns_of_a_year_apart() -> None:
    header = ("", "2025 US cents per share", "2025 US$M", "2025 US$M")
    periods = [FY25, FY25, FY25]
    assert unit_axes(header, periods, "BHP") == ["", "", ""]  # two money columns: doubled
    pair = ("", "2025 US cents per share", "2025 US$M")
    assert unit_axes(pair, [FY25, FY25], "BHP") == ["per_share", "money"]


def test_the_previous_years_final_paid_this_year_is_that_years_final() -> None:
    read = {(f.period, f.dividend_kind, f.value) for f in _read(_PAID)}
    assert (FY24, "final", 74) in read
    assert (FY23, "final", 80) in read
    assert not any(p == FY25 and k == "final" for p, k, _ in read)
    assert not _check(_PAID, _claim(74, "final", FY25))
    assert _check(_PAID, _claim(74, "final", FY24))


def test_a_final_paid_during_the_year_naming_no_year_is_not_read_for_the_column() -> None:
    read = {(f.period, f.dividend_kind, f.value) for f in _read(_PAID_BARE)}
    assert not any(k == "final" for _, k, _ in read)
    assert (FY25, "interim", 50) in read
    assert not _check(_PAID_BARE, _claim(74, "final", FY25))


def test_whose_year_a_row_names() -> None:
    assert dividend_row_period("Prior year final dividend", "Dividends", FY25) == FY24
    assert dividend_row_period("Last year's final", "Dividends paid", Period(2025, "H1")) == FY24
    assert dividend_row_period("Interim (pcp)", "Dividends", Period(2025, "H1")) == Period(
        2024, "H1"
    )
    assert dividend_row_period("Final dividend", "Dividends determined", FY25) == FY25
    assert dividend_row_period("Final dividend", "Dividends paid during the year", FY25) is None
    assert dividend_row_period("Final dividend FY24", "Dividends paid in the year", FY25) == FY25
    assert dividend_row_period("Revenue", "Income statement", FY25) == FY25


def test_an_appendix_row_of_the_previous_corresponding_period_is_the_year_before() -> None:
    # Northern Star: final 25.0 cents for FY2024, 15.5 cents for FY2023
    text = render_table(
        Table(
            title="Dividends",
            header=("", "Amount per security", "Franked amount per security"),
            rows=(
                ("Final dividend (this year)", "25.0 cents", "Nil"),
                ("Final dividend (previous corresponding period)", "15.5 cents", "Nil"),
            ),
        )
    )
    ctx = DocContext("NST", FY24, "4e.md", 1, "", "c-3")
    read = {
        (f.period, f.dividend_kind, f.value)
        for f in extract_figures(text, ctx)
        if f.metric == "dividends_per_share"
    }
    assert read == {(FY24, "final", 25.0), (FY23, "final", 15.5)}
    claim = Claim(
        company="NST",
        metric="dividends_per_share",
        period=FY23,
        value=15.5,
        unit="cents per share",
        currency="AUD",
        dividend_kind="final",
    )
    assert verify(claim, text, ctx).supported
    assert not verify(Claim(**{**claim.__dict__, "period": FY24}), text, ctx).supported
