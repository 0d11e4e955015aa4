"""Dividends and results the reader reads that the matcher or the verifier used to drop.

- A printed label with a relative period inside it ("the interim distribution in the prior
  corresponding period was A$0.75 a share") is verified for that earlier period, as read.
- Months named as a span ("between July and December 2024") are a period, never the name
  of a division the figure must be of.
- A dividend table printing each row's franking in a column of its own ("Unfranked",
  "Fully franked") answers an unfranked (or franked) dividend asked, and refuses the other.
- A measure named only as what the asked one is added to ("a special dividend on top of
  its ordinary dividends") is no measure asked, nor does it make the question one of
  ordinary dividends; ordinary dividends asked are never a total holding a special one.
- "For the year, holders have been rewarded with A$1.97 a share": the year's total dividend.
- "on top of the interim of 72c": the interim, labelled so.
- "What did it pay as its interim, per share?": a dividend asked by its kind word alone.

Values from evals/data: FMG interim 75 cents (H1 FY2023) and 108 cents (H1 FY2024), FMG
FY2024 total 197 cents with a final of 89; NST FY2023 final 15.5 and interim 11 cents; MIN
H1 FY2025 underlying EBITDA A$302 million; RIO FY2021 special US$2.47 of US$10.40; BHP
FY2024 interim 72 and final 74 US cents.
"""

from __future__ import annotations

from typing import Any, cast

from mines.documents import Chunk
from mines.figures.asked import asked_measures
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.named_scopes import named_scopes
from mines.grounding import check_draft
from mines.measures.words import question_metrics
from mines.offline.synthesize import synthesize
from mines.prompt_format import render_documents, tag


def _doc(text: str, company: str, period: str, year: str | None = None) -> dict[str, Any]:
    return {
        "company": company,
        "fiscal_year": year or period.split()[-1],
        "period": period,
        "text": text,
        "id": "1",
        "source": "results.md",
        "page": 1,
        "score": 1.0,
        "section": "",
    }


def _answer(question: str, doc: dict[str, Any]) -> str:
    return synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))


# ----- a relative period inside a printed label -----------------------------------------

_FMG_HALF = (
    "Distribution\n\n"
    "Holders were paid A$1.08 a share for the six months. The interim distribution in the "
    "prior corresponding period stood at A$0.75 per share."
)


def test_an_earlier_periods_distribution_is_verified_for_that_period() -> None:
    doc = _doc(_FMG_HALF, "FMG", "H1 FY2024")
    draft = _answer("What interim dividend did Fortescue pay for the December 2022 half?", doc)
    assert "A$0.75 per share [1]" in draft and "H1 FY2023" in draft, draft
    assert check_draft(draft, [doc]).verified == 1
    line = (
        "- Fortescue (FMG), H1 FY2024 (half year to 31 December 2023) — interim "
        "distribution: A$0.75 per share [1]"
    )
    assert check_draft(line, [doc]).verified == 0  # the current half's is A$1.08


def test_a_period_between_a_printed_label_and_was_is_the_values_own() -> None:
    doc = _doc("The interim distribution a year earlier was A$0.75 per share.", "FMG", "H1 FY2024")
    line = (
        "- Fortescue (FMG), H1 FY2023 (half year to 31 December 2022) — interim "
        "distribution: A$0.75 per share [1]"
    )
    assert check_draft(line, [doc]).verified == 1


# ----- months as a span of time --------------------------------------------------------

_MIN_HALF = (
    "Table: Group results (A$m)\n"
    "|  | Jul-Dec 2024 | Jul-Dec 2023 |\n"
    "| Underlying EBITDA | 302 | 674.9 |\n"
    "| Revenue | 2,446 | 2,580 |"
)


def test_months_joined_by_and_name_no_division() -> None:
    assert named_scopes("What EBITDA did MinRes earn between July and December 2024?") == []
    assert named_scopes("What EBITDA did Mining Services earn in FY25?") == ["Mining Services"]


def test_a_half_told_by_its_months_is_answered_with_the_groups_figure() -> None:
    doc = _doc(_MIN_HALF, "MIN", "H1 FY2025")
    draft = _answer("What underlying EBITDA did MinRes earn between July and December 2024?", doc)
    assert "underlying EBITDA: A$302 million [1]" in draft, draft
    assert check_draft(draft, [doc]).verified == 1


# ----- franking printed in a column of its own ------------------------------------------

_NST_DIVIDENDS = (
    "Table: Dividends (cents per share)\n"
    "|  | Cents | Franking |\n"
    "| Interim dividend, paid in March | 11 | Fully franked |\n"
    "| Final dividend, paid in September | 15.5 | Unfranked |"
)


def test_an_unfranked_dividend_asked_is_the_row_its_franking_cell_says_is_unfranked() -> None:
    doc = _doc(_NST_DIVIDENDS, "NST", "FY2023")
    final = _answer("What unfranked final dividend did Northern Star declare for FY23?", doc)
    assert "15.5 cents per share [1]" in final and "unfranked" in final, final
    assert check_draft(final, [doc]).verified == 1
    # the franked one asked of an unfranked final, or the unfranked of a franked interim
    franked = _answer("What fully franked final dividend did Northern Star declare for FY23?", doc)
    assert "15.5 cents per share [1]" not in franked, franked
    interim = _answer("What unfranked interim dividend did Northern Star pay for FY23?", doc)
    assert "11 cents per share [1]" not in interim, interim


# ----- a measure named as the base the asked one is added to ----------------------------

_RIO_PRESS = (
    "Rio Tinto's board declared total distributions of US$10.40 a share for 2021, which "
    "includes a one-off top-up of US$2.47 a share."
)


def test_the_dividends_a_special_tops_up_are_not_asked() -> None:
    asked = asked_measures(
        "What special dividend did Rio Tinto pay on top of its ordinary dividends for 2021?"
    )
    assert [m.phrase for m in asked] == ["special dividend"]
    doc = _doc(_RIO_PRESS, "RIO", "FY2021")
    draft = _answer(
        "What special dividend did Rio Tinto pay on top of its ordinary dividends for 2021?", doc
    )
    assert "US$2.47 per share [1]" in draft, draft
    assert check_draft(draft, [doc]).verified == 1


def test_ordinary_dividends_asked_are_no_total_holding_a_special_one() -> None:
    doc = _doc(_RIO_PRESS, "RIO", "FY2021")
    draft = _answer("What ordinary dividends did Rio Tinto pay for 2021?", doc)
    assert "US$10.40" not in draft and "US$2.47" not in draft, draft


# ----- press wordings of a year's payout ------------------------------------------------


def _dividends(text: str, company: str, year: int) -> set[tuple[str | None, float, str]]:
    return {
        (f.dividend_kind, f.value, f.label or "")
        for f in extract_figures(text, DocContext(company, Period(year)))
        if f.unit.endswith("per share")
    }


def test_holders_rewarded_for_the_year_is_the_years_total() -> None:
    text = (
        "For the year, holders have been rewarded with A$1.97 a share, the directors "
        "adding a final of 89 cents."
    )
    read = _dividends(text, "FMG", 2024)
    assert ("total", 1.97) in {(k, v) for k, v, _ in read}, read
    doc = _doc(text, "FMG", "FY2024")
    draft = _answer("What total dividend did Fortescue pay for FY24?", doc)
    assert "A$1.97 per share [1]" in draft, draft
    assert check_draft(draft, [doc]).verified == 1


def test_the_interim_a_final_is_added_to_is_labelled_the_interim() -> None:
    text = "BHP will pay a final of US74c a share, on top of the interim of 72c."
    read = _dividends(text, "BHP", 2024)
    assert ("interim", 72.0, "interim") in read, read


def test_a_kind_word_after_a_verb_of_paying_asks_that_dividend() -> None:
    for question in (
        "What did BHP pay as its interim for the December 2023 half, per share?",
        "What did Fortescue declare for the final in FY24?",
    ):
        assert "dividends_per_share" in question_metrics(question), question
    for question in (
        "What did BHP pay for the final quarter's royalties?",
        "What did BHP report for the interim period's revenue?",
    ):
        assert "dividends_per_share" not in question_metrics(question), question


# ----- more press wordings of a year's dividends ----------------------------------------

_RIO_2023 = (
    "Rio Tinto holders will pocket a final of 258 US cents, lifting the year's total to 435 "
    "US cents a share. Holders got 177 US cents at the interim stage."
)


def test_the_years_total_after_a_final_named_by_its_kind_is_the_total_dividend() -> None:
    read = _dividends(_RIO_2023, "RIO", 2023)
    assert ("total", 435.0, "year's total dividends") in read, read
    assert ("interim", 177.0, "interim dividend") in read, read
    doc = _doc(_RIO_2023, "RIO", "FY2023")
    for question, value in (
        ("What were Rio Tinto's total dividends for 2023?", "435 US cents per share [1]"),
        ("What interim dividend did Rio Tinto pay for 2023?", "177 US cents per share [1]"),
    ):
        draft = _answer(question, doc)
        assert value in draft, draft
        assert check_draft(draft, [doc]).verified == 1
    # the total is no final, nor the final a total
    for line in (
        "- Rio Tinto (RIO), FY2023 (year to 31 December 2023) — final dividend per share: "
        "435 US cents per share [1]",
        "- Rio Tinto (RIO), FY2023 (year to 31 December 2023) — total dividends per share: "
        "258 US cents per share [1]",
    ):
        assert check_draft(line, [doc]).verified == 0, line


def test_last_years_final_leading_its_sentence_is_verified_for_last_year() -> None:
    text = "Northern Star lifted its final to 25 cents. Last year's final was 15.5 cents."
    doc = _doc(text, "NST", "FY2024")
    draft = _answer("What final dividend did Northern Star pay for FY23?", doc)
    assert "15.5 cents per share [1]" in draft and "FY2023" in draft, draft
    assert check_draft(draft, [doc]).verified == 1
    line = "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — final: 15.5 cents [1]"
    assert check_draft(line, [doc]).verified == 0


def test_a_value_set_as_the_final_and_the_years_tally_after_it() -> None:
    text = (
        "The board settled on 60 US cents as the final, down from 74 US cents, making 110 "
        "US cents for the year."
    )
    read = {(k, v) for k, v, _ in _dividends(text, "BHP", 2025)}
    assert {("final", 60.0), ("total", 110.0)} <= read, read
    doc = _doc(text, "BHP", "FY2025")
    draft = _answer("What were BHP's total dividends for FY25?", doc)
    assert "110 US cents per share [1]" in draft, draft
    assert check_draft(draft, [doc]).verified == 1


# ----- a passive move before a printed label's value; a year earlier of a compared value ---


def test_a_printed_label_before_a_passive_move_names_the_value() -> None:
    for text in (
        "The interim payout was cut to 50 cents a share.",
        "The interim payout has been reduced to 50 cents a share.",
        "The interim payout was lifted to 50 cents a share.",
    ):
        read = _dividends(text, "FMG", 2025)
        assert {(k, v) for k, v, _ in read} == {("interim", 50.0)}, (text, read)
        doc = _doc(text, "FMG", "H1 FY2025")
        draft = _answer(
            "What interim dividend did Fortescue declare for the December 2024 half?", doc
        )
        assert "50 cents per share [1]" in draft, draft
        assert check_draft(draft, [doc]).verified == 1


def test_an_auxiliary_of_another_clause_is_no_part_of_a_passive_move() -> None:
    text = "The result, weaker than the business really was, came to US$7,897 million."
    labels = {f.label for f in extract_figures(text, DocContext("BHP", Period(2024)))}
    assert not any("really" in (label or "") for label in labels), labels


def test_a_year_earlier_after_a_compared_value_dates_that_value_not_the_next() -> None:
    text = (
        "The interim payout was cut to 50 cents a share from A$1.08 a year earlier, a payout "
        "of 65 per cent of first-half profit."
    )
    ratios = {
        f.period
        for f in extract_figures(text, DocContext("FMG", Period(2025, "H1")))
        if f.value == 65.0
    }
    assert ratios == {Period(2025, "H1")}, ratios
    doc = _doc(text, "FMG", "H1 FY2025")
    line = "- Fortescue (FMG), H1 FY2024 (half year to 31 December 2023) — payout: 65% [1]"
    assert check_draft(line, [doc]).verified == 0
    # a relative period that heads its clause still dates what follows it
    earlier = extract_figures(
        "Last year, a payout of 60 per cent applied.", DocContext("FMG", Period(2025, "H1"))
    )
    assert {f.period for f in earlier if f.value == 60.0} == {Period(2024, "H1")}
