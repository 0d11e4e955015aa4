"""Brackets read one way by the answer's wording and the verifier (issue 19).

A spend printed in brackets is an outflow of its amount; a net debt row's brackets mean
what the page beside the table says they mean. Texts are written for these tests; the
numbers are arbitrary.
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.draft_claims import Claim, claims_from_text
from mines.figures.model import DocContext, Period
from mines.figures.signs import brackets_mean, is_net_cash, is_spend
from mines.figures.verify import verify

FY24 = Period(2024)


def _claim(metric: str, value: float, **kw: Any) -> Claim:
    fields: dict[str, Any] = {
        "company": "NST",
        "metric": metric,
        "period": FY24,
        "value": value,
        "scale": 1e9,
        "unit": "currency",
        "currency": "AUD",
    }
    fields.update(kw)
    return Claim(**fields)


def _check(c: Claim, text: str) -> str:
    verdict = verify(c, text, DocContext("NST", FY24, "summary.txt", 1, "", "k-1"))
    return "supported" if verdict.supported else verdict.reason


@pytest.mark.parametrize(
    ("note", "meaning"),
    [
        ("Amounts in brackets denote net cash.", "net cash"),
        ("Net debt / (net cash) at the balance date.", "net cash"),
        ("A bracketed balance of borrowings less cash is a net cash position.", "net cash"),
        ("Net cash and money spent are shown in brackets.", "net cash"),
        ("Bracketed amounts are outflows or a net debt position.", "net debt"),
        ("Net debt is printed in brackets.", "net debt"),
        ("Net cash / (net debt) at year end.", "net debt"),
        ("All amounts in A$ million.", None),
        ("Brackets denote net cash; net debt is shown in brackets.", None),
    ],
)
def test_a_note_says_what_brackets_mean(note: str, meaning: str | None) -> None:
    assert brackets_mean(note) == meaning


def test_a_stated_convention_decides_a_bracketed_balance() -> None:
    assert is_net_cash("Net cash at 30 June", True, "net cash")
    assert not is_net_cash("Borrowings less cash", True, "net debt")
    assert is_net_cash("Borrowings less cash", True, None)  # no note: the label's reverse
    assert not is_net_cash("Net cash at 30 June", True, None)
    assert is_net_cash("Net cash at 30 June", False, "net debt")


def test_spend_words() -> None:
    assert is_spend("Payments for mine development")
    assert is_spend("Capital spent on growth projects")
    assert not is_spend("Sales revenue")


_SUMMARY = (
    "Table: Summary (A$ billion)\n"
    "| Year ended 30 June | 2024 | 2023 |\n"
    "| Sales revenue | 3.10 | 2.90 |\n"
    "| Capital spent on growth projects | (0.61) | (0.55) |\n"
    "| Net cash at year end | (0.42) | (0.37) |\n"
    "\n"
    "Net cash and capital spent are shown in brackets.\n"
)


def test_a_bracketed_spend_is_an_outflow_of_its_amount() -> None:
    row = "Capital spent on growth projects"
    assert _check(_claim("", 0.61, label=row), _SUMMARY) == "supported"


def test_net_cash_shown_in_brackets_is_net_cash_not_debt() -> None:
    said = "net cash"
    assert _check(_claim("net_debt", -0.42, label=said), _SUMMARY) == "supported"
    assert _check(_claim("net_debt", 0.42, label=said), _SUMMARY) == "the cited value is net cash"


def test_without_the_note_a_bracketed_net_cash_row_is_not_read_as_net_cash() -> None:
    bare = _SUMMARY.replace("Net cash and capital spent are shown in brackets.\n", "")
    said = "net cash"
    assert _check(_claim("net_debt", -0.42, label=said), bare) == "the cited value is net debt"


def test_an_answer_saying_negative_claims_a_value_below_zero() -> None:
    line = (
        "- Northern Star Resources (NST), FY2024 (year to 30 June 2024) — operating cash "
        "flow: negative A$0.2 billion [1]"
    )
    docs = [{"company": "NST", "fiscal_year": "FY2024", "period": "FY2024", "source": "s"}]
    claims = [c for c, _ in claims_from_text(line, docs)]
    assert claims and claims[0].value < 0


def test_ingest_reads_the_note_for_a_bracketed_balance() -> None:
    from mines.figures.extract import extract_figures

    ctx = DocContext("NST", FY24, "summary.txt", 1, "", "k-1")
    table = (
        "Table: Funding (A$ billion)\n"
        "| Year ended 30 June | 2024 | 2023 |\n"
        "| Net debt | (0.31) | 0.12 |\n"
    )
    said_cash = table + "\nA bracketed figure here is a net cash position.\n"
    said_debt = table + "\nNet debt is shown in brackets.\n"
    for text, sign in ((said_cash, -1), (said_debt, 1)):
        found = [
            f for f in extract_figures(text, ctx) if f.metric == "net_debt" and f.period == FY24
        ]
        assert [f.value for f in found] == [sign * 0.31]
