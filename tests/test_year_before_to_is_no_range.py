"""A year before "to" ("taking dividends for 2021 to $US7.50") dates the value: the value
is no high end of a range, and the verifier keeps it."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def test_a_year_then_to_is_the_values_period_not_a_range() -> None:
    text = (
        "The miner trimmed its final dividend to $US3.10 a share, taking total dividends "
        "for 2021 to $US7.50, down from $US9.20."
    )
    draft, check = answer(
        cited_doc(text, "RIO", "FY2021"), "What was Rio Tinto's total dividend for 2021?"
    )
    assert "7.50" in draft and not check.rejected, (draft, check)


def test_a_range_of_amounts_is_still_guidance() -> None:
    text = "Capital expenditure is expected to be US$9.5 billion to US$10.0 billion in 2022."
    draft, check = answer(cited_doc(text, "RIO", "FY2021"), "What was Rio Tinto's capex in 2022?")
    assert "10.0" not in draft.split("closest")[0] or check.rejected, draft
