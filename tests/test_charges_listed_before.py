"""A result "before" a list of charges in any order is a pre-tax line, never profit after tax.

"Earnings before amortisation, interest and taxation" is an EBITDA-like measure in
another order of words; asked for net profit after tax (NPAT), it must not answer.
"""

from __future__ import annotations

import re

import pytest

from mines.measures.deducted_before import BEFORE_ALL_CHARGES, BEFORE_CHARGES
from tests.support.offline_answer import answer, cited_doc, table_text

_TABLE = table_text(
    "Half-year at a glance (A$ millions)",
    ["", "Six months to Dec 2024", "Six months to Dec 2023"],
    [["Earnings before amortisation, interest and taxation, normalised", "415", "380"]],
)


@pytest.mark.parametrize(
    "question",
    [
        "What underlying NPAT did Fortescue report for 1H FY25?",
        "What was Fortescue's underlying net profit after tax for the half to December 2024?",
    ],
)
def test_a_result_before_charges_in_any_order_never_answers_npat(question: str) -> None:
    draft, _ = answer(cited_doc(_TABLE, "FMG", "H1 FY2025"), question)
    assert "415" not in draft and "not found" in draft.lower()


@pytest.mark.parametrize(
    "label",
    [
        "Earnings before D&A, interest and tax",
        "surplus before depreciation, interest and taxation",
        "result before amortisation, tax and net interest",
        "profit before interest, impairments, depreciation and income tax",
    ],
)
def test_any_order_of_interest_tax_and_d_and_a_is_the_ebitda_list(label: str) -> None:
    assert re.search(BEFORE_ALL_CHARGES, label, re.I)
    assert re.search(BEFORE_CHARGES, label, re.I)


@pytest.mark.parametrize(
    "label", ["profit after tax before impairments", "before significant items", "beforehand"]
)
def test_no_list_of_charges_is_not_read_as_one(label: str) -> None:
    assert not re.search(BEFORE_ALL_CHARGES, label, re.I)
    assert not re.search(BEFORE_CHARGES, label, re.I)


def test_before_interest_and_tax_alone_is_not_the_ebitda_list() -> None:
    assert not re.search(BEFORE_ALL_CHARGES, "earnings before interest and tax", re.I)
    assert re.search(BEFORE_CHARGES, "earnings before interest and tax", re.I)
