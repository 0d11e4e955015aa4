"""Selecting the figure that answers a request: period, dividend kind, basis, priority."""

from __future__ import annotations

from mines.figures.model import Figure, Period, Span
from mines.figures.query import FigureRequest, read_request
from mines.figures.select import Sourced, same_value, select


def fig(
    value: float,
    quote: str,
    *,
    metric: str = "revenue",
    year: int = 2024,
    kind: str = "FY",
    scale: float = 1e6,
    unit: str = "currency",
    currency: str | None = "USD",
    dividend: str | None = None,
    qualifier: str | None = None,
) -> Figure:
    text = f"Revenue was {quote}."
    start = text.index(quote)
    return Figure(
        company="BHP",
        metric=metric,
        period=Period(year, kind),  # type: ignore[arg-type]
        value=value,
        scale=scale,
        unit=unit,
        currency=currency,
        span=Span("r.pdf", 1, text, start, start + len(quote)),
        dividend_kind=dividend,  # type: ignore[arg-type]
        qualifier=qualifier,
    )


def test_read_request() -> None:
    assert read_request("BHP interim dividend FY2024") == FigureRequest("FY", "interim", None, ())
    assert read_request("first-half revenue for FY2024").period_kind == "H1"
    assert read_request("H2 FY2024 revenue").period_kind == "H2"
    assert read_request("WAIO production on a 100% basis").qualifier == "100% basis"
    assert read_request("WAIO production on a 100% basis").sites == ("WAIO",)
    assert read_request("BHP revenue FY2024") == FigureRequest()


def test_same_value_within_rounding_only() -> None:
    exact = fig(55658, "55,658")
    rounded = fig(55.66, "US$55.66 billion", scale=1e9)
    other = fig(13.4, "13.4 billion", scale=1e9)
    close_but_wrong = fig(13.66, "13.66 billion", scale=1e9)
    assert same_value(exact, rounded)
    assert not same_value(other, close_but_wrong)
    assert not same_value(fig(896, "896"), fig(-896, "(896)"))
    assert not same_value(exact, fig(55658, "A$55,658", currency="AUD"))


def test_half_year_never_answers_full_year() -> None:
    half = Sourced(fig(100, "100", kind="H1"), "1")
    assert not select([half], "BHP", "revenue", 2024, FigureRequest()).found
    assert select([half], "BHP", "revenue", 2024, FigureRequest("H1")).chosen == (half,)


def test_total_dividend_is_not_the_final_one() -> None:
    final = Sourced(fig(30, "30", metric="dividends_per_share", dividend="final"), "1")
    total = Sourced(fig(55, "55", metric="dividends_per_share", dividend="total"), "2")
    assert select([final, total], "BHP", "dividends_per_share", 2024, FigureRequest()).chosen == (
        total,
    )
    asked_final = FigureRequest(dividend_kind="final")
    assert select([final, total], "BHP", "dividends_per_share", 2024, asked_final).chosen == (
        final,
    )
    assert not select([final], "BHP", "dividends_per_share", 2024, FigureRequest()).found


def test_user_report_outranks_bundled_and_differences_are_shown() -> None:
    mine = Sourced(fig(55658, "55,658"), "1", "user")
    bundled_same = Sourced(fig(55.66, "US$55.66 billion", scale=1e9), "2", "bundled")
    bundled_other = Sourced(fig(54000, "54,000"), "3", "bundled")
    result = select([bundled_same, mine, bundled_other], "BHP", "revenue", 2024, FigureRequest())
    assert result.chosen == (mine,)
    assert result.overridden == (bundled_other,)
    assert not result.disagreeing


def test_a_real_disagreement_is_not_resolved_silently() -> None:
    a = Sourced(fig(55658, "55,658"), "1")
    b = Sourced(fig(54000, "54,000"), "2")
    result = select([a, b], "BHP", "revenue", 2024, FigureRequest())
    assert not result.chosen
    assert set(result.disagreeing) == {a, b}


def test_qualifiers_are_listed_apart_and_can_be_asked_for() -> None:
    full = Sourced(
        fig(285, "285", metric="x", unit="Mt", scale=1, qualifier="WAIO, 100% basis"), "1"
    )
    share = Sourced(
        fig(253, "253", metric="x", unit="Mt", scale=1, qualifier="WAIO, BHP share"), "2"
    )
    both = select([full, share], "BHP", "x", 2024, read_request("WAIO output"))
    assert set(both.chosen) == {full, share} and not both.disagreeing
    only = select([full, share], "BHP", "x", 2024, read_request("WAIO on a 100% basis"))
    assert only.chosen == (full,)


def test_a_site_question_never_takes_the_group_total() -> None:
    from mines.figures.extract import extract_figures
    from mines.figures.model import DocContext

    text = (
        "Iron ore production (BHP share, total iron ore) in FY2024 was 259.7 Mt. "
        "WAIO production, BHP share, in FY2024 was 255 Mt."
    )
    figures = [Sourced(f, "1") for f in extract_figures(text, DocContext("BHP", Period(2024)))]
    site = read_request("What was WAIO production (BHP share) in FY2024?")
    chosen = select(figures, "BHP", "iron_ore_production_mt", 2024, site).chosen
    assert [c.figure.value for c in chosen] == [255.0]
    assert "WAIO" in (chosen[0].figure.qualifier or "")
    group = select(figures, "BHP", "iron_ore_production_mt", 2024, read_request("BHP iron ore"))
    assert [c.figure.value for c in group.chosen] == [259.7]  # no site asked: the group


def test_both_bases_asked_lists_both() -> None:
    assert read_request("WAIO production on a 100% basis and BHP's share").qualifier is None
