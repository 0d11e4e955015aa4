"""Dividends said by comparison, by what holders receive, or by a bare kind word.

- A sentence comparing the dividend the sentence before declared ("That compares with 9
  cents a share for 1H FY23") states that dividend for the period it names, else the
  period before.
- A value holders receive, in a sentence naming one kind of dividend apart from it ("The
  special payout means investors will get 11 cents a share"), is that kind's.
- A bare kind word saying a value ("while the final, set in August, was 31 cents") is
  that kind's dividend, not the kind named earlier in the sentence.

Each must never answer a neighbour: another year, another kind, another measure.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc

_COMPARED = (
    "Directors resolved to pay an interim dividend of 12 cents a share. "
    "That compares with 9 cents a share for 1H FY23."
)
_COMPARED_NO_PERIOD = (
    "The board has determined a final dividend of 48 cents a share. This compares with 41 cents."
)
_RECEIVED = "The special payout means investors will get 11 cents a share, fully franked."
_RECEIVED_AFTER = (
    "Holders will receive 33 cents a share once the board's final dividend is settled."
)
_BARE = "The interim dividend was 18 cents, while the final, set in August, was 31 cents."


def _read(text: str, company: str, period: str) -> set[tuple[str, str | None, float]]:
    return {
        (f.figure.period.label, f.figure.dividend_kind, f.figure.value)
        for f in doc_figures(cited_doc(text, company, period))
        if f.figure.metric == "dividends_per_share" and f.figure.period is not None
    }


def _passes(text: str, company: str, period: str, line: str) -> bool:
    check = check_draft(f"- {company}, {line} [1]", [cited_doc(text, company, period)])
    return bool(check.verified) and not check.rejected


def test_a_comparing_sentence_states_the_dividend_before_for_its_own_period() -> None:
    read = _read(_COMPARED, "MIN", "H1 FY2024")
    assert ("H1 FY2024", "interim", 12.0) in read
    assert ("H1 FY2023", "interim", 9.0) in read
    assert not any(v == 9.0 and p == "H1 FY2024" for p, _, v in read)
    read = _read(_COMPARED_NO_PERIOD, "RIO", "FY2024")
    assert ("FY2024", "final", 48.0) in read and ("FY2023", "final", 41.0) in read


def test_the_compared_dividend_answers_only_its_own_period_and_kind() -> None:
    doc = cited_doc(_COMPARED, "MIN", "H1 FY2024")
    draft, check = answer(doc, "What interim dividend did Mineral Resources pay in H1 FY2023?")
    assert "9 cents" in draft and check.verified and not check.rejected
    draft, check = answer(doc, "What interim dividend did Mineral Resources pay in H1 FY2024?")
    assert "12 cents" in draft and "9 cents" not in draft.split(">")[0]
    # neighbours: the prior half's amount as the current half's, or as a final dividend
    assert not _passes(_COMPARED, "MIN", "H1 FY2024", "H1 FY2024 — interim dividend: 9 cents")
    assert not _passes(_COMPARED, "MIN", "H1 FY2024", "FY2023 — final dividend: 9 cents")


@pytest.mark.parametrize(
    ("text", "kind", "value"), [(_RECEIVED, "special", 11.0), (_RECEIVED_AFTER, "final", 33.0)]
)
def test_what_holders_receive_is_the_kind_the_sentence_names(
    text: str, kind: str, value: float
) -> None:
    assert ("FY2024", kind, value) in _read(text, "FMG", "FY2024")
    line = f"FY2024 — {kind} dividend per share: {value:g} cents per share"
    assert _passes(text, "FMG", "FY2024", line)
    other = "interim" if kind != "interim" else "final"
    assert not _passes(text, "FMG", "FY2024", f"FY2024 — {other} dividend: {value:g} cents")
    assert not _passes(text, "FMG", "FY2024", f"FY2023 — {kind} dividend: {value:g} cents")
    assert not _passes(text, "FMG", "FY2024", f"FY2024 — earnings per share: {value:g} cents")


def test_the_offline_answer_reads_what_holders_receive() -> None:
    doc = cited_doc(_RECEIVED_AFTER, "BHP", "FY2024")
    draft, check = answer(doc, "What was BHP's final dividend per share for FY2024?")
    assert "33" in draft and check.verified and not check.rejected
    draft, check = answer(doc, "What was BHP's interim dividend per share for FY2024?")
    assert "33" not in draft.split(">")[0]


def test_another_amount_between_the_kind_and_the_value_keeps_them_apart() -> None:
    text = "Holders will receive 70 cents a share, on top of the 45 cent interim dividend."
    read = _read(text, "BHP", "FY2024")
    assert ("FY2024", "interim", 45.0) in read
    assert not any(v == 70.0 and k == "interim" for _, k, v in read)


def test_a_bare_kind_word_says_its_own_dividend() -> None:
    read = _read(_BARE, "NST", "FY2024")
    assert ("FY2024", "interim", 18.0) in read and ("FY2024", "final", 31.0) in read
    assert not any(k == "interim" and v == 31.0 for _, k, v in read)
    assert _passes(_BARE, "NST", "FY2024", "FY2024 — final dividend per share: 31 cents")
    assert not _passes(_BARE, "NST", "FY2024", "FY2024 — interim dividend per share: 31 cents")
    assert not _passes(_BARE, "NST", "FY2024", "FY2023 — final dividend per share: 31 cents")


def test_a_kind_word_of_no_dividend_is_no_label() -> None:
    text = "The company said the final result was 52 cents a share of earnings."
    assert not _read(text, "RIO", "FY2024")
