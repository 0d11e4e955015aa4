"""Dividends per share read as printed, and a payout question answered only by a ratio.

- A payout ratio is a dividend over earnings: the dividend a payout question names is the
  ratio's own, not a second figure asked, so a dividend-per-share line never stands beside
  "payout ratio: not found" as if it answered (unless the two are listed side by side).
- A dividend history table names each kind by a bare row ("Interim", "Final", "Year")
  under a title naming dividends: the row is a kind of dividend, never a site.
- A row may print "ordinary" between the kind and the word dividend.
- A claim whose label words sit right before the value in a sentence ("holders receive a
  final cash payout of ...") is printed as claimed, though no list holds that label.

The numbers are synthetic.
"""

from __future__ import annotations

from dataclasses import replace

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.nil_dividends import SUMMED_TOTAL
from mines.figures.printed_dividends import printed_dividend_kind
from mines.figures.relevance import claim_reason
from mines.figures.similarity import MATCH_THRESHOLD, match_score
from mines.figures.verify import verify
from mines.read_question import read_question
from mines.slots import extract_slots

_DPS = ("dividends_per_share",)

_HEAD = "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — "


def _verdict(line: str, text: str, period: str = "FY2024") -> tuple[bool, str]:
    doc = {"company": "NST", "fiscal_year": "FY2024", "period": period, "text": text}
    ((claim, _),) = claims_from_text(_HEAD + line, [doc])
    got = verify(claim, text, DocContext("NST", Period.parse_label(period)))
    return got.supported, got.reason


# ----- a payout question asks for the ratio, not the dividend it is of -------------------


def test_the_dividend_a_payout_ratio_is_of_is_not_asked() -> None:
    slots = extract_slots(
        "Which payout ratio lay behind Northern Star's closing dividend in FY2024?"
    )
    assert slots.metrics == ("payout_ratio",)
    slots = extract_slots(
        "What payout ratio sat under the interim and final dividends of NST in FY2024?"
    )
    assert slots.metrics == ("payout_ratio",)


def test_a_dividend_listed_beside_a_payout_ratio_is_asked_too() -> None:
    slots = extract_slots("Give Northern Star's final dividend and its payout ratio for FY2024")
    assert set(slots.metrics) == {"dividends_per_share", "payout_ratio"}
    slots = extract_slots("NST dividend per share, payout ratio for FY2024")
    assert set(slots.metrics) == {"dividends_per_share", "payout_ratio"}


def test_a_dividend_claim_under_a_payout_question_is_withheld() -> None:
    question = "Which payout ratio lay behind Northern Star's closing dividend in FY2024?"
    doc = {"company": "NST", "fiscal_year": "FY2024", "period": "FY2024", "text": ""}
    line = _HEAD + "final dividend: 30 A cents per share [1]"
    ((claim, _),) = claims_from_text(line, [doc])
    slots = extract_slots(question)
    assert claim_reason(claim, asked_measures(question, slots.metrics), slots) is not None


# ----- a dividend history table: one bare row per kind ------------------------------------

_HISTORY = """Table: Dividends declared (A cents a share, unfranked)
|  | FY23 | FY24 |
| Interim | 11 | 12 |
| Final | 13 | 14 |
| Year | 24 | 26 |
"""


def test_a_bare_kind_row_under_a_dividends_title_is_that_kind() -> None:
    assert _verdict("interim dividend: 12 A cents per share [1]", _HISTORY)[0]
    assert _verdict("final dividend: 14 A cents per share [1]", _HISTORY)[0]
    assert _verdict("dividends per share: 26 A cents per share [1]", _HISTORY)[0]


def test_a_bare_kind_row_never_answers_another_kind() -> None:
    supported, reason = _verdict("final dividend: 12 A cents per share [1]", _HISTORY)
    assert not supported and "interim" in reason
    supported, reason = _verdict("final dividend: 26 A cents per share [1]", _HISTORY)
    assert not supported and "total" in reason


def test_ordinary_may_sit_between_the_kind_and_the_dividend() -> None:
    text = (
        "Table: Returns to holders\n|  | H1 FY24 | H1 FY23 |\n"
        "| Interim ordinary dividend (A cents a share) | 12 | 11 |\n"
    )
    line = "interim dividend: 12 A cents per share [1]"
    assert _verdict(line, text)[0]


# ----- a sentence printing the claim's own words right before the value ------------------


def test_a_label_printed_right_before_the_value_supports_the_claim() -> None:
    text = "Holders pocket a final cash payout of A$0.31 a share, lifting the year's sum to A$0.52."
    assert _verdict("final cash payout: A$0.31 per share [1]", text)[0]
    assert not _verdict("final cash payout: A$0.52 per share [1]", text)[0]


# ----- a dividend printed in its own words: a top-up, "declared at year end" -------------


def _per_share(label: str, kind: str | None) -> Figure:
    text = f"The board set a {label} of A$0.40 a share."
    quote = "A$0.40 a share"
    start = text.index(quote)
    span = Span("doc.md", 1, text, start, start + len(quote))
    figure = Figure("NST", "", Period(2024), 0.40, 100.0, "dollars per share", "AUD", span)
    return replace(figure, label=label, dividend_kind=kind)  # type: ignore[arg-type]


def test_a_printed_dividend_of_the_asked_kind_answers_that_kind() -> None:
    (asked,) = asked_measures("What special dividend did NST pay in FY2024?", _DPS)
    assert match_score(asked, _per_share("bonus top-up", "special")) >= MATCH_THRESHOLD


def test_a_printed_dividend_of_another_kind_never_answers() -> None:
    (asked,) = asked_measures("What final dividend did NST pay in FY2024?", _DPS)
    assert match_score(asked, _per_share("bonus top-up", "special")) < MATCH_THRESHOLD
    (unkinded,) = asked_measures("What dividends did NST pay in FY2024?", _DPS)
    assert match_score(unkinded, _per_share("payment made at the half", "interim")) < 0.6


def test_a_printed_dividend_label_says_its_kind_by_when_it_was_paid() -> None:
    assert printed_dividend_kind("Distributions handed out at year end") == "final"
    assert printed_dividend_kind("Distributions paid at the half") == "interim"
    assert printed_dividend_kind("bonus top-up") == "special"
    assert printed_dividend_kind("Total, including special") is None  # two kinds: neither
    assert printed_dividend_kind("Cash paid at the half") is None  # no dividend word


def test_a_printed_dividend_claim_of_the_asked_kind_is_relevant() -> None:
    line = "Distributions paid at the half: A$0.40 per share [1]"
    doc = {"company": "NST", "fiscal_year": "FY2024", "period": "FY2024", "text": ""}
    ((claim, _),) = claims_from_text(_HEAD + line, [doc])
    for question, relevant in (
        ("What interim dividend did NST pay in FY2024?", True),
        ("What final dividend did NST pay in FY2024?", False),
    ):
        slots = extract_slots(question)
        reason = claim_reason(claim, asked_measures(question, slots.metrics), slots)
        assert (reason is None) is relevant, (question, reason)


def test_a_row_for_the_years_ordinary_dividends_verifies() -> None:
    text = (
        "Table: Returns to holders\n|  | FY24 | FY23 |\n"
        "| Ordinary dividends for the year (A cents a share) | 26 | 24 |\n"
    )
    assert _verdict("dividends per share: 26 A cents per share [1]", text)[0]
    assert not _verdict("final dividend: 26 A cents per share [1]", text)[0]


# ----- the kinds asked together are the year's stated total -------------------------------


def test_interim_and_final_combined_is_the_stated_total_not_a_sum() -> None:
    question = (
        "What did NST hand out in dividends for the year to June 2023, final and interim together?"
    )
    request = read_question(question)
    assert request.dividend_kind == "total"
    assert request.operations == ()
    assert request.fiscal_years == ("FY2023",)


def test_interim_and_final_named_without_a_sum_word_stay_as_asked() -> None:
    assert read_question("What were NST's interim and final dividends in FY2023?").operations == ()
    assert read_question("Revenue of BHP and Rio combined in FY2024?").operations == ("sum",)


def test_no_ratio_of_a_per_share_figure_to_a_total() -> None:
    from mines.offline.calculate import _plan

    question = "What share of its FY2024 underlying profit did NST's final dividend make up?"
    head = "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — "
    context = (
        f"{head}underlying NPAT: A$1.1 billion [1]\n"
        f"{head}final dividend per share: 25 A cents per share [1]"
    )
    calls, notes = _plan(read_question(question), context)
    assert calls == [] and notes


# ----- a label naming two kinds is their sum, never one of them ---------------------------


def test_a_label_naming_two_kinds_conflicts_with_each_single_kind() -> None:
    from mines.figures.qualifier_conflicts import conflicts
    from mines.figures.qualifiers import read_qualifiers

    stated = read_qualifiers("Total dividends including special")
    for kind in ("total", "special", "final", "interim"):
        assert conflicts({"dividend": frozenset({kind})}, stated), kind
    assert not conflicts({"dividend": frozenset({"total", "special"})}, stated)


def test_a_dividend_history_total_with_the_special_never_answers_one_kind() -> None:
    text = (
        "Table: Dividends (A cents a share)\n|  | FY24 | FY23 |\n| Interim | 10 | 9 |\n"
        "| Final | 12 | 11 |\n| Special | 5 | 0 |\n| Total, including special | 27 | 20 |\n"
    )
    from mines.figures.extract import extract_figures

    figures = [f for f in extract_figures(text, DocContext("NST", Period(2024))) if f.value == 27]
    assert figures
    for question in ("What total dividend did NST pay in FY2024?", "NST special dividend FY2024?"):
        (asked,) = asked_measures(question, _DPS)
        assert all(match_score(asked, f) < MATCH_THRESHOLD for f in figures), question


# ----- a dividend table in aligned columns headed by words --------------------------------

_ALIGNED = """Dividends (A cents a share)

                                        Cents    Franking
Interim dividend, paid in March            12    Fully franked
Final dividend, payable in October         14    Nil (unfranked)
Total dividends for the year               26
"""


def test_aligned_columns_under_worded_headings_read_as_a_table() -> None:
    from mines.figures.tables import Table
    from mines.text_reading import text_items

    page = text_items(1, _ALIGNED.split("\n"))
    tables = [item for item in page.items if isinstance(item, Table)]
    assert len(tables) == 1
    assert tables[0].header == ("", "Cents", "Franking")
    assert tables[0].rows[1][:2] == ("Final dividend, payable in October", "14")


def test_an_amount_column_takes_the_documents_period_and_the_row_its_kind() -> None:
    from mines.figures.extract import extract_figures

    text = (
        "Table: Distributions (A cents a share)\n|  | Amount a share |\n"
        "| Paid with the half-year result | 12 |\n| Determined on the full-year result | 14 |\n"
    )
    figures = extract_figures(text, DocContext("NST", Period(2024)))
    kinds = {f.value: (f.dividend_kind, f.period.label) for f in figures}
    # the year's total is their sum, noted as summed (never read from a cell)
    assert kinds == {
        12.0: ("interim", "FY2024"),
        14.0: ("final", "FY2024"),
        26.0: ("total", "FY2024"),
    }
    assert [f.notes[0] for f in figures if f.value == 26.0] == [SUMMED_TOTAL]
    assert _verdict("Determined on the full-year result: 14 A cents per share [1]", text)[0]


def test_a_dividend_declared_with_the_years_result_is_the_final_one() -> None:
    assert printed_dividend_kind("Distributions Determined on the full-year result") == "final"
    assert printed_dividend_kind("Distributions paid with the half-year result") == "interim"
    assert printed_dividend_kind("Special distribution declared with the full-year result") == (
        "special"
    )


def test_the_dividend_kind_a_question_means_travels_with_its_measure() -> None:
    request = read_question("What did NST determine per share on its full-year result for FY24?")
    (measure,) = request.measures
    assert measure.stated.get("dividend") == ["final"]
