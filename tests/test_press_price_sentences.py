"""Realised prices in press sentences: a price named by the words after its value ("a
US$4.57/lb copper price"), and a half named after the commodity a price is for ("US$111 a
dry tonne for its iron ore in the half to December")."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    """The answer's claim line (never its quote) and whether the verifier confirmed it."""
    draft, check = answer(cited_doc(text, company, period), question)
    return draft.split(" > ")[0].splitlines()[0], check.verified == 1 and not check.rejected


# Rio Tinto 2025: copper US$4.57/lb, Pilbara iron ore US$90/dmt, aluminium US$3,318/t.
# Northern Star 1H FY2025: gold A$3,562/oz, AISC A$2,105/oz. Mineral Resources 1H FY2024:
# iron ore US$111/dmt. Fortescue 1H FY2025: hematite US$85/dmt.


def test_a_price_named_after_its_value_is_the_realised_price() -> None:
    text = (
        "A US$4.57/lb copper price cushioned the fall in iron ore, where Rio's US$90/dmt "
        "realised iron ore price compared with a US$100/dmt benchmark iron ore price in 2025."
    )
    question = "What was Rio Tinto's realised copper price in 2025?"
    draft, ok = _answered(text, "RIO", "FY2025", question)
    assert ok and "4.57" in draft, draft
    question = "What was Rio Tinto's realised iron ore price in 2025?"
    draft, ok = _answered(text, "RIO", "FY2025", question)
    assert ok and "US$90" in draft and "100" not in draft, draft
    question = "What was the benchmark iron ore price in 2025 for Rio Tinto?"
    draft, _ = _answered(text, "RIO", "FY2025", question)
    assert "US$90" not in draft or "not the figure asked" in draft, draft


def test_a_price_named_after_its_value_keeps_the_half_after_its_name() -> None:
    text = (
        "An A$3,562 an ounce realised gold price in the six months to December 2024 widened "
        "margins, with all-in sustaining costs at A$2,105 an ounce."
    )
    question = "What realised gold price did Northern Star achieve in 1H FY25?"
    draft, ok = _answered(text, "NST", "FY2025", question)
    assert ok and "3,562" in draft and "H1 FY2025" in draft, draft
    # neither the year's price nor the cost beside it
    question = "What was Northern Star's realised gold price for FY2025?"
    draft, _ = _answered(text, "NST", "FY2025", question)
    assert "3,562" not in draft, draft
    draft, _ = _answered(text, "NST", "FY2025", "What was Northern Star's AISC in 1H FY25?")
    assert "3,562" not in draft, draft


def test_a_half_named_after_the_commodity_a_price_is_for_dates_it() -> None:
    cases = (
        (
            "MinRes received an average of US$111 a dry tonne for its iron ore in the half "
            "to December 2023.",
            "MIN",
            "FY2024",
            "What realised iron ore price did Mineral Resources achieve in 1H FY24?",
            "US$111",
        ),
        (
            "Fortescue received US$85 a dry tonne for its hematite in the six months to 31 "
            "December 2024.",
            "FMG",
            "FY2025",
            "What was Fortescue's realised hematite price in the first half of FY25?",
            "US$85",
        ),
        (
            "MinRes realised an average US$83 per dry tonne on its iron ore during the first half.",
            "MIN",
            "FY2025",
            "What realised iron ore price did Mineral Resources achieve in 1H FY25?",
            "US$83",
        ),
    )
    for text, company, period, question, value in cases:
        draft, ok = _answered(text, company, period, question)
        assert ok and value in draft and "H1" in draft, draft
        year = question.replace("1H FY24", "FY2024").replace("1H FY25", "FY2025")
        year = year.replace("the first half of FY25", "FY2025")
        draft, _ = _answered(text, company, period, year)
        assert value not in draft, draft


def test_a_bracketed_sale_basis_keeps_the_product_after_it() -> None:
    text = "Rio received an average of US$90/dmt (FOB) for Pilbara iron ore over calendar 2025."
    question = "What was Rio Tinto's realised Pilbara iron ore price in 2025?"
    draft, ok = _answered(text, "RIO", "FY2025", question)
    assert ok and "US$90" in draft, draft
    draft, _ = _answered(
        text, "RIO", "FY2025", "What was Rio Tinto's realised copper price in 2025?"
    )
    assert "US$90" not in draft or "not the figure asked" in draft, draft


def test_a_price_benchmark_or_assumption_named_after_a_value_is_no_realised_price() -> None:
    question = "What was Rio Tinto's realised iron ore price in 2025?"
    for text in (
        "At a US$100/dmt iron ore price benchmark, the Pilbara stayed highly profitable in 2025.",
        "A US$100/dmt iron ore price assumption underpinned the 2025 plan.",
    ):
        draft, _ = _answered(text, "RIO", "FY2025", question)
        assert "100" not in draft or "not the figure asked" in draft, draft
