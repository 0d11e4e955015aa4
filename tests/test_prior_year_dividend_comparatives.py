"""A dividend's prior-year figure set after it in prose ("..., against A$0.27 for 2023"):
the year before's dividend of the same kind, even when the dividend is named only after its
value ("holders received A$0.41 a share for the 2024 year") or the earlier value is printed
bare; a June-year company's bare year is its financial year when the sentence calls the
current one "the 2024 year" or "the 2024 financial year". Never the current year's."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    # the answer's line, without the quoted sentence under it
    return draft.strip().splitlines()[0], check.verified == 1 and not check.rejected


_PRIOR = "What was Northern Star's total dividend for FY2023?"
_CURRENT = "What was Northern Star's total dividend for FY2024?"


def test_a_dividend_named_after_its_value_names_its_bare_comparative() -> None:
    text = "In all, holders got A$0.42 a share for the 2024 year, against A$0.28 for 2023."
    draft, ok = _answered(text, "NST", "FY2024", _PRIOR)
    assert ok and "0.28" in draft, draft
    draft, ok = _answered(text, "NST", "FY2024", _CURRENT)
    assert ok and "0.42" in draft and "0.28" not in draft, draft


def test_a_bare_year_after_a_financial_year_named_by_its_number_is_a_financial_year() -> None:
    text = (
        "Dividends determined in respect of the 2024 financial year total 42 cents per "
        "share, against 28 cents for 2023."
    )
    draft, ok = _answered(text, "NST", "FY2024", _PRIOR)
    assert ok and "28 cents" in draft, draft
    # a sentence naming its year only by "FY": a bare year stays undecided for June years
    text = "Dividends for FY2024 total 42 cents per share, against 28 cents for 2023."
    draft, _ = _answered(text, "NST", "FY2024", _PRIOR)
    assert "28" not in draft, draft


def test_the_comparative_is_never_the_current_years() -> None:
    text = "Holders will receive 42 cents a share for the year, against 28 cents a year earlier."
    draft, _ = _answered(text, "NST", "FY2024", _CURRENT)
    assert "28" not in draft, draft
