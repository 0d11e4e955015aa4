"""Dividends a report states in words rather than numbers.

- A dividend the board says it did not pay ("directors elected not to pay a final
  dividend", "there was no interim dividend for the year") is a figure of value 0 of that
  kind, answered as nil, cited and verified; when each kind of the year is nil, so is the
  year's total. A conditional or future denial ("no dividend until ...") is none, nor is a
  dash, nor a denial of something else about the dividend.
- One dividend said to be the whole year's ("the interim dividend ... was the only dividend
  for the year"), or an interim beside a final stated as nil, is the year's total; an
  interim alone never answers a final or total question.
- "The interim and final dividends" asks for each kind, side by side, never their sum.
- An amount handed back to holders by its verb ("handed back US$5.6 billion to
  shareholders") is the cash returned to shareholders, never a dividend per share.

Values from /work/shared/data/asx_facts.csv: MIN FY2025 dividends 0, MIN FY2024 20 cents
(the interim, no final), BHP FY2024 interim 72 and final 74 US cents, BHP FY2025 110 US
cents or US$5.6 billion in all.
"""

from __future__ import annotations

from typing import Any, cast

from evals.checker import check_answer, expected_from_fact
from evals.facts import get_fact
from mines.documents import Chunk
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.grounding import check_draft, unsupported_claims
from mines.offline.synthesize import synthesize
from mines.prompt_format import render_documents, tag

_MIN25 = (
    "Capital management\n\n"
    "Directors elected not to pay a final dividend in respect of the period. There was no "
    "interim dividend for the year either, as surplus cash went to paying down debt."
)
_MIN24 = (
    "Shareholder returns\n\n"
    "The interim dividend of 20 cents a share, fully franked and paid in March, was the only "
    "dividend for the year."
)
_MIN24_PARTS = (
    "Shareholder returns\n\n"
    "An interim dividend of 20 cents a share, fully franked, was paid in March. There is no "
    "final dividend for the year."
)


def _doc(text: str, company: str = "MIN", year: str = "FY2025") -> dict[str, Any]:
    return {
        "company": company,
        "fiscal_year": year,
        "period": year,
        "text": text,
        "id": "1",
        "source": "results.md",
        "page": 1,
        "score": 1.0,
        "section": "",
    }


def _answer(question: str, doc: dict[str, Any]) -> str:
    return synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))


def _dividends(text: str, company: str = "MIN", year: int = 2025) -> set[tuple[str, float]]:
    return {
        (str(f.dividend_kind), f.value)
        for f in extract_figures(text, DocContext(company, Period(year)))
        if f.metric == "dividends_per_share"
    }


# ----- a nil dividend stated in words --------------------------------------------------


_NO_NIL = (
    "The company will pay no dividend until net debt is back below its target.",
    "The final dividend was not franked.",
    "The final dividend of 20 cents a share was paid in September.",  # a value, no nil
    "Dividends are not expected to resume before the new mine is running.",
    "Table: Dividends (cents per share)\n| | FY2025 |\n| Final dividend | – |",  # a dash
)


def test_each_kind_said_not_paid_is_nil_and_so_is_the_years_total() -> None:
    assert _dividends(_MIN25) == {("final", 0.0), ("interim", 0.0), ("total", 0.0)}
    # a conditional or future denial, a denial of something else, a dash: no nil
    for text in _NO_NIL:
        assert not [v for _, v in _dividends(text) if v == 0], text


def test_a_nil_in_words_is_answered_nil_cited_and_verified() -> None:
    doc = _doc(_MIN25)
    draft = _answer("How much did Mineral Resources pay in dividends a share for FY2025?", doc)
    assert "total dividends per share: nil (0 cents per share) [1]" in draft, draft
    assert check_draft(draft, [doc]).verified == 1
    fact = get_fact("MIN", "FY2025", "dividends_per_share")
    assert fact is not None and fact.value == 0
    assert check_answer(draft, [expected_from_fact(fact)]).outcome == "correct"
    final = _answer("What final dividend did MinRes determine for FY25?", doc)
    assert "final dividend per share: nil" in final and "[1]" in final, final
    assert check_draft(final, [doc]).verified == 1


def test_the_verifier_reads_a_nil_final_only_where_the_final_is_denied() -> None:
    line = (
        "- Mineral Resources (MIN), FY2025 (year to 30 June 2025) — final dividend per share: "
        "nil (0 cents per share) [1]"
    )
    for text, kept in (
        (_MIN25, True),
        ("There was no interim dividend for the year.", False),  # the final is not denied
        ("Directors elected not to pay a final dividend until FY2027.", False),
    ):
        check = check_draft(line, [_doc(text)])
        assert (check.verified == 1 and not check.rejected) is kept, text


def test_a_zero_whose_source_says_nil_in_words_is_grounded() -> None:
    line = "Final dividend per share: 0 cents per share [1]"
    assert unsupported_claims(line, [_MIN25]) == []
    assert unsupported_claims(line, ["Revenue was A$4.5 billion."]) != []


# ----- a single dividend that is the year's total ---------------------------------------


def test_an_interim_said_to_be_the_only_one_of_the_year_is_its_total() -> None:
    assert ("total", 20.0) in _dividends(_MIN24, year=2024)
    doc = _doc(_MIN24, year="FY2024")
    draft = _answer("What were MinRes' total dividends per share for FY24?", doc)
    assert "total dividends per share: 20 cents per share [1]" in draft, draft
    assert "+ final nil" not in draft  # stated so, no sum
    assert check_draft(draft, [doc]).verified == 1
    # another dividend in between: the interim is one part of the year's, not all of it
    both = (
        "The interim dividend of 72 US cents a share, with the final dividend, makes up the "
        "total dividend for the year."
    )
    assert ("total", 72.0) not in _dividends(both, "BHP", 2024)


def test_an_interim_beside_a_nil_final_is_the_total_with_its_sum_shown() -> None:
    doc = _doc(_MIN24_PARTS, year="FY2024")
    draft = _answer("How much did Mineral Resources pay in dividends per share in FY2024?", doc)
    assert "total dividends per share: 20 cents per share [1]" in draft, draft
    assert "interim 20 cents per share + final nil" in draft, draft
    assert check_draft(draft, [doc]).verified == 1
    # an interim with nothing said of the final answers no final and no total
    doc = _doc("An interim dividend of 20 cents a share was paid in March.", year="FY2024")
    for question in (
        "What were MinRes' total dividends per share for FY24?",
        "What was MinRes' final dividend for FY24?",
    ):
        draft = _answer(question, doc)
        assert "not found" in draft and "20 cents per share [1]" not in draft, draft
    line = (
        "- Mineral Resources (MIN), FY2024 (year to 30 June 2024) — total dividends per share: "
        "20 cents per share [1]"
    )
    assert check_draft(line, [doc]).verified == 0


# ----- kinds listed side by side --------------------------------------------------------

_BHP24 = (
    "Dividends\n\nAn interim dividend of 72 US cents a share was determined in February, "
    "and in August the Board determined a final dividend of 74 US cents a share."
)


def test_kinds_listed_side_by_side_are_each_asked() -> None:
    from mines.question.operations import listed_dividend_kinds

    assert listed_dividend_kinds("What were BHP's final and interim dividends in FY24?") == (
        "final",
        "interim",
    )
    assert listed_dividend_kinds("BHP's interim and final dividends combined in FY24?") == ()
    assert listed_dividend_kinds("What was BHP's final dividend in FY24?") == ()


def test_the_interim_and_the_final_are_answered_each_never_summed() -> None:
    doc = _doc(_BHP24, "BHP", "FY2024")
    draft = _answer("Tell me the interim and final dividends BHP determined for FY2024.", doc)
    assert "interim dividend per share: 72 US cents per share [1]" in draft, draft
    assert "final dividend per share: 74 US cents per share [1]" in draft, draft
    assert "146" not in draft
    assert check_draft(draft, [doc]).verified == 2


# ----- cash handed back to holders ------------------------------------------------------

_BHP25 = "Over FY2025 BHP handed back US$5.6 billion to shareholders."


def test_cash_handed_back_is_the_returns_line_and_never_a_dividend_a_share() -> None:
    doc = _doc(_BHP25, "BHP", "FY2025")
    draft = _answer("How much cash did BHP return to its shareholders in FY2025?", doc)
    assert "cash returned to shareholders: US$5.6 billion [1]" in draft, draft
    assert check_draft(draft, [doc]).verified == 1
    per_share = _answer("What was BHP's dividend per share for FY2025?", doc)
    assert "5.6" not in per_share.split("closest stated")[0] and "not found" in per_share
    said_as_dividends = "BHP paid US$5.6 billion to shareholders in dividends."
    assert not [
        f
        for f in extract_figures(said_as_dividends, DocContext("BHP", Period(2025)))
        if "returned" in f.label
    ]
