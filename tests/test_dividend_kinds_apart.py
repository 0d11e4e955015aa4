"""A special, an interim or a final dividend is told apart from the dividend beside it.

- A special dividend named right after its value is read, though "which includes" puts it
  inside the year's total: the total and the special are each their own figure.
- "Said it would pay" reports a dividend declared; it is no forecast.
- In lines of a dividends section joined into one sentence, the kind word opening the next
  line names the next value, never the value before it (an interim must not take the
  final's amount).
- "A dividend of N cents a share, or $X billion" gives that dividend's sum in all.
- "The interim dividend total", "amount to in total", "pay out in total for its interim
  dividend" ask the sum paid, not the amount a share.

Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.nil_dividends import SUMMED_TOTAL
from mines.figures.verify import verify


def _figures(company: str, year: str, text: str) -> list[Figure]:
    return extract_figures(text, DocContext(company, Period.parse_label(year)))


def _kinds(figures: list[Figure]) -> dict[float, str | None]:
    # the kinds each value is read as; a year's total summed from its parts is no reading
    return {
        f.value: f.dividend_kind
        for f in figures
        if f.unit and "per share" in f.unit and SUMMED_TOTAL not in f.notes
    }


def test_a_special_included_in_the_total_is_its_own_figure() -> None:
    got = _figures(
        "RIO",
        "FY2021",
        "Holders get a record total dividend of 1,040 US cents a share, which includes a 247 "
        "US cents a share special dividend.",
    )
    assert _kinds(got) == {1040.0: "total", 247.0: "special"}


def test_a_dividend_the_company_said_it_would_pay_is_read() -> None:
    got = _figures(
        "RIO",
        "FY2022",
        "The miner said it would pay a total dividend of $8.0 billion, a 60% payout.",
    )
    assert {f.value for f in got} == {8.0, 60.0}
    assert not _figures("RIO", "FY2022", "Analysts said EBITDA would reach $20 billion.")


def test_the_next_lines_kind_word_does_not_name_the_value_before() -> None:
    text = (
        "Dividends\nFinal dividend (unfranked): 15.5 cents per share\n"
        "Interim dividend (fully franked): 11.0 cents per share\n"
    )
    assert _kinds(_figures("NST", "FY2023", text)) == {15.5: "final", 11.0: "interim"}
    # a kind word that does follow its value still names it
    got = _figures("NST", "FY2023", "On top of the 11 cents a share interim, holders got more.")
    assert _kinds(got) == {11.0: "interim"}


def test_a_dividend_restated_in_billions_after_or_is_its_sum() -> None:
    got = _figures(
        "RIO", "H1 FY2024", "An interim dividend of 177 US cents a share, or $2.9 billion, was set."
    )
    (amount,) = [f for f in got if f.value == 2.9]
    assert amount.dividend_kind == "interim" and amount.scale == 1e9
    # the amount a share restated in dollars is no sum
    got = _figures("RIO", "FY2025", "A final dividend of 25.4 US cents a share, or $0.254.")
    assert [f.value for f in got] == [25.4]


def test_the_verifier_reads_the_same_wordings() -> None:
    def ok(company: str, year: str, line: str, text: str) -> bool:
        doc = {"company": company, "fiscal_year": year, "text": text}
        ((claim, _),) = claims_from_text(line, [doc])
        return verify(claim, text, DocContext(company, Period.parse_label(year))).supported

    text = (
        "Holders got a total dividend of 1,040 US cents a share, which includes a 247 US "
        "cents a share special dividend."
    )
    head = "- Rio Tinto (RIO), FY2021 (year to 31 December 2021) — "
    assert ok("RIO", "FY2021", f"{head}special dividend per share: 247 US cents [1]", text)
    assert not ok("RIO", "FY2021", f"{head}special dividend per share: 1,040 US cents [1]", text)
    text = (
        "Final dividend (unfranked): 15.5 cents per share\n"
        "Interim dividend (fully franked): 11.0 cents per share"
    )
    head = "- Northern Star Resources (NST), FY2023 (year to 30 June 2023) — "
    assert not ok("NST", "FY2023", f"{head}interim dividend per share: 15.5 cents [1]", text)


def test_one_kinds_dividend_asked_in_all_is_a_sum() -> None:
    for asked in (
        "What was BHP's interim dividend total for 1H FY24?",
        "What did BHP's interim dividend for 1H FY24 amount to in total?",
        "How much did BHP pay out in total for its interim dividend for 1H FY24?",
        "What was the total interim dividend paid by BHP for 1H FY24, in dollars?",
        "What was the total value of BHP's final dividend for FY2023?",
    ):
        (measure,) = asked_measures(asked)
        assert measure.stated.get("form") == frozenset({"amount"}), asked
    for asked in (
        "What interim dividend did BHP determine for 1H FY24?",
        "What total dividend did BHP declare for FY2024?",
        "What did BHP's dividends for FY2024 amount to in total?",
    ):
        (measure,) = asked_measures(asked)
        assert "form" not in measure.stated, asked
