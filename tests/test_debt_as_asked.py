"""Net debt, net cash and gross borrowings, as a page prints them and as a user asks them.

Issues 19/20, one class of case per test:

- a table's brackets mean what its note says, even when the note is printed under the
  table and falls into the next chunk (ingestion files the note with the table);
- a row the registry does not name ("Debt after cash", "Cash and gold less borrowings")
  is still a debt balance: its brackets follow the stated convention, a row named cash
  first is net cash when printed plain, and borrowings before cash printed in brackets
  are the amount owed, never net cash;
- an answer saying "net cash of" claims a balance below zero, and a claim naming only
  "borrowings" is no net debt claim: gross never answers net, net never answers gross.

Texts are written for these tests; every amount is arbitrary (1.23, 4.56, 7.89, ...).
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import doc_figures, extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.relevance import claim_reason
from mines.figures.signs import bracket_notes, brackets_mean, is_net_balance, is_net_cash, is_owed
from mines.grounding import check_draft
from mines.ingest.chunking import chunk_blocks
from mines.ingest.reading import Block
from mines.slots import extract_slots
from tests.support.offline_answer import table_text

FY24 = Period(2024)
_CTX = DocContext("NST", FY24, "results.txt", 1, "", "k-1")
_DOC = {"company": "NST", "fiscal_year": "FY2024", "period": "FY2024", "source": "results.txt"}


def _table(label: str, cell: str, title: str = "Funding (A$ billion)") -> str:
    return table_text(
        title,
        ["Year ended 30 June", "2024", "2023"],
        [["Revenue", "4.56", "3.21"], [label, cell, "–"]],
    )


def _values(text: str, label: str) -> list[float]:
    return [
        f.value
        for f in extract_figures(text, _CTX)
        if f.period == FY24 and (f.label or "").startswith(label)
    ]


# ----- what a note says brackets mean ---------------------------------------------------


@pytest.mark.parametrize(
    ("note", "meaning"),
    [
        # a definition in brackets inside the note names no convention of its own
        ("Net cash (gold and cash above all borrowings) is shown in brackets.", "net cash"),
        ("Net debt (borrowings less cash and bullion) is shown in brackets.", "net debt"),
        ("Figures in brackets are spending or a net debt position.", "net debt"),
    ],
)
def test_a_definition_inside_the_note_does_not_cancel_its_convention(
    note: str, meaning: str
) -> None:
    assert brackets_mean(note) == meaning


def test_a_note_opening_with_a_capital_is_still_a_bracket_note() -> None:
    assert bracket_notes("Intro. Bracketed gold and cash less borrowings is net cash.")


@pytest.mark.parametrize(
    ("label", "net", "owed"),
    [
        ("Debt after cash at year end", True, False),
        ("Borrowings net of cash at 30 June", True, False),
        ("Net borrowings", True, False),
        ("Cash and gold less borrowings", True, False),
        ("Net cash at half-year end", True, False),
        ("Borrowings and leases", False, True),
        ("Gross debt", False, True),
        ("Net debt to EBITDA", False, False),
        ("Repayment of borrowings", False, False),
        ("Net cash from operating activities", False, False),
    ],
)
def test_a_printed_label_is_a_net_balance_borrowings_owed_or_neither(
    label: str, net: bool, owed: bool
) -> None:
    assert (is_net_balance(label), is_owed(label)) == (net, owed)


def test_a_balance_named_cash_first_is_net_cash_when_printed_plain() -> None:
    assert is_net_cash("Cash and gold less borrowings", False, None)
    assert not is_net_cash("Cash and gold less borrowings", True, None)
    assert is_net_cash("Cash and gold less borrowings", True, "net cash")


# ----- rows the registry does not name ----------------------------------------------------


@pytest.mark.parametrize(
    ("label", "cell", "note", "value"),
    [
        ("Debt after cash at year end", "(1.23)", "Brackets show a net debt position.", 1.23),
        ("Debt after cash at year end", "(1.23)", "Net cash is shown in brackets.", -1.23),
        ("Cash and gold less borrowings", "(1.23)", "Bracketed, it is net cash.", -1.23),
        ("Cash and gold less borrowings", "1.23", "", -1.23),  # cash above borrowings
        ("Borrowings and leases", "(7.89)", "Borrowings are shown in brackets.", 7.89),
        ("Borrowings and leases", "(7.89)", "", 7.89),  # an amount owed, not net cash
    ],
)
def test_an_unnamed_debt_row_is_signed_as_its_page_says(
    label: str, cell: str, note: str, value: float
) -> None:
    text = _table(label, cell) + (f"\n{note}\n" if note else "")
    assert _values(text, label) == [value]


def test_a_convention_in_the_table_title_is_read() -> None:
    text = _table("Net borrowings", "(1.23)", title="Net debt/(net cash), A$ billion")
    assert _values(text, "Net borrowings") == [-1.23]


# ----- a note printed under the table travels with it ---------------------------------------


def _chunks(note: str) -> list[str]:
    rows = "".join(f"| Measure number {i} | {i}.5 | {i}.25 |\n" for i in range(1, 22))
    table = (
        "Table: Summary (A$ billion)\n| Year ended 30 June | 2024 | 2023 |\n"
        + rows
        + "| Debt after cash at year end | (1.23) | (2.34) |"
    )
    prose = " ".join(["The half was steady across the operations."] * 12)
    text = f"{table}\n\n{note} {prose}\n\n{prose}"
    return [b.text for b in chunk_blocks([Block(1, "Results", text)])]


def test_a_note_under_a_table_is_filed_with_the_table() -> None:
    chunks = _chunks("Brackets show a net debt position.")
    holding = [c for c in chunks if "Table: Summary" in c]
    assert holding and all("Notes: Brackets show a net debt position." in c for c in holding)
    assert len(holding) > 1  # the table was split: every piece carries the note
    prose = [ln for c in chunks for ln in c.splitlines() if not ln.startswith("Notes: ")]
    assert not any("Brackets show" in ln for ln in prose)  # moved, not repeated as prose
    assert _values(holding[-1], "Debt after cash") == [1.23]
    assert _values(holding[0], "Debt after cash") == []  # the other piece holds other rows


# ----- the answer and its checks -------------------------------------------------------------


def _line(label: str, value: str) -> str:
    return f"- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — {label}: {value} [1]"


def _claim(label: str, value: str) -> Any:
    ((claim, _),) = claims_from_text(_line(label, value), [{**_DOC, "text": ""}])
    return claim


def test_an_answer_saying_net_cash_of_claims_a_balance_below_zero() -> None:
    claim = _claim("Debt after cash at year end", "net cash of A$1.23 billion")
    assert (claim.metric, claim.value) == ("net_debt", -1.23)


def test_borrowings_alone_claim_no_net_debt() -> None:
    assert _claim("Borrowings and leases", "A$7.89 billion").metric == ""
    assert _claim("gross debt", "A$7.89 billion").metric == ""
    assert _claim("Borrowings less cash", "A$1.23 billion").metric == "net_debt"


@pytest.mark.parametrize(
    ("question", "label", "relevant"),
    [
        ("What were NST's borrowings and leases, before cash, in FY2024?", "Borrowings", True),
        ("What were NST's borrowings before cash in FY2024?", "net debt", False),
        ("What was NST's net debt in FY2024?", "Borrowings and leases", False),
        ("What was NST's cash and bullion less debt in FY2024?", "net cash", True),
        ("What was NST's debt net of cash in FY2024?", "Debt after cash at year end", True),
        # borrowings asked plainly are what is owed, never the balance after cash
        ("How much did NST have in borrowings at 30 June 2024?", "net cash", False),
        ("What were NST's borrowings at the end of FY2024?", "Net debt", False),
        ("What were NST's net borrowings at the end of FY2024?", "Net debt", True),
    ],
)
def test_gross_never_answers_net_nor_net_gross(question: str, label: str, relevant: bool) -> None:
    claim = _claim(label, "A$7.89 billion")
    reason = claim_reason(claim, asked_measures(question), extract_slots(question))
    assert (reason is None) is relevant, reason


def test_the_question_reads_cash_less_borrowings_as_a_net_balance() -> None:
    (asked,) = asked_measures("What was NST's cash and gold less borrowings at 30 June 2024?")
    assert asked.stated["gross_net"] == {"net"}


_AFTER = "Debt after cash at year end"
_DEBT_NOTE = "Brackets show a net debt position."
_CASH_FIRST = "Cash and gold less borrowings"
_CASH_NOTE = "Bracketed, it is net cash."


@pytest.mark.parametrize(
    ("label", "cell", "note", "said", "kept"),
    [
        (_AFTER, "(1.23)", _DEBT_NOTE, "A$1.23 billion", True),
        (_AFTER, "(1.23)", _DEBT_NOTE, "net cash of A$1.23 billion", False),
        (_CASH_FIRST, "(1.23)", _CASH_NOTE, "net cash of A$1.23 billion", True),
        ("Borrowings and leases", "(7.89)", "", "A$7.89 billion", True),
    ],
)
def test_the_verifier_reads_the_balance_as_the_answer_states_it(
    label: str, cell: str, note: str, said: str, kept: bool
) -> None:
    text = _table(label, cell) + (f"\n{note}\n" if note else "")
    check = check_draft(_line(label, said), [{**_DOC, "text": text}])
    assert (check.verified == 1 and not check.rejected) is kept, check


def test_the_extracted_figure_and_the_verifier_agree_end_to_end() -> None:
    text = _table("Cash and gold less borrowings", "(1.23)") + "\nBracketed, it is net cash.\n"
    (fig,) = [
        s.figure
        for s in doc_figures({**_DOC, "text": text, "id": "1"})
        if s.figure.label and s.figure.label.startswith("Cash and gold")
    ]
    from mines.figures.lines import figure_line
    from mines.figures.query import FigureRequest
    from mines.figures.select import Sourced

    line = figure_line("NST", "net_debt", Sourced(fig, "1", "user"), FigureRequest("FY"), "", True)
    assert "net cash of A$1.23 billion" in line, line
    check = check_draft(line, [{**_DOC, "text": text}])
    assert check.verified == 1 and not check.rejected, check


def test_more_cash_than_debt_is_the_net_cash_balance_never_the_cash_alone() -> None:
    from mines.question.operations import find_operations
    from mines.read_question import read_question
    from tests.support.offline_answer import answer, cited_doc

    text = (
        "The Company closed the half holding A$1.22 billion of cash and bullion, and net "
        "cash of A$265 million after its borrowings."
    )
    doc = cited_doc(text, "NST", "H1 FY2025")
    for question in (
        "How much more cash than debt did Northern Star hold at the end of December 2024?",
        "By how much did Northern Star's cash exceed its borrowings at 31 December 2024?",
    ):
        assert find_operations(question) == (), question  # a balance, not a gap to compute
        (asked,) = read_question(question).measures
        assert asked.metric == "net_debt" and set(asked.stated["gross_net"]) == {"net"}, asked
        draft, check = answer(doc, question)
        assert "A$265 million" in draft and "1.22" not in draft.split("\n")[0], (question, draft)
        assert check.verified == 1, check


def test_a_balance_that_amounted_to_its_value_is_verified_under_its_printed_label() -> None:
    # "amounted to" joins a label to its value like "was": the draft quoting it is supported
    text = "Gross loans outstanding amounted to $3.1 billion at 31 December 2023."
    doc: dict[str, Any] = {
        "company": "NST",
        "fiscal_year": "FY2024",
        "period": "H1 FY2024",
        "text": text,
        "source": "half.md",
        "page": 2,
        "section": "",
        "id": "1",
    }
    draft = (
        "- Northern Star Resources (NST), H1 FY2024 (half year to 31 December 2023) — "
        "Gross loans outstanding: A$3.1 billion [1]"
    )
    check = check_draft(draft, [doc])
    assert check.verified == 1 and not check.rejected
