"""A dateline's year is not the name of the full year a new line goes on to speak of."""

from mines.figures.model import Period
from mines.figures.period_forms import FULL_FORM
from mines.figures.period_mentions import period_mentions


def _periods(text: str, company: str, doc: Period | None) -> list[tuple[str, Period | None]]:
    return [(text[m.start : m.end], m.period) for m in period_mentions(text, company, doc)]


def test_a_dateline_year_and_a_line_opening_full_year_stay_apart() -> None:
    # RIO's calendar 2024 result is released in February 2025: "Full-year" is 2024's.
    text = "Brisbane, 19 February 2025\nFull-year underlying EBITDA came to US$23.3 billion."
    found = _periods(text, "RIO", Period(2024, "FY"))
    assert ("Full-year", Period(2024, "FY")) in found
    assert Period(2025, "FY") not in [p for _, p in found]
    # a sentence wrapped after its year still names that year's full year
    wrapped = "underlying EBITDA for the 2024\nfull year reached US$23.3 billion"
    assert _periods(wrapped, "RIO", None)[0] == ("2024\nfull year", Period(2024, "FY"))


def test_a_half_report_dateline_names_no_closed_full_year() -> None:
    text = "Perth, 20 February 2025\nFull-year guidance is unchanged."
    assert not any(m.group("y1") for m in FULL_FORM.finditer(text))
    wrapped = "the FY25\nresults showed revenue of US$15.5 billion"
    assert [m.group("y3") for m in FULL_FORM.finditer(wrapped)] == ["FY25"]
