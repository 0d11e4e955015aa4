"""Realised prices as results and reports print them, asked in the press's own words.

A price is a sum a unit sold; printed as revenue a unit ("Average revenue for hematite
... US$84.79 per dry metric tonne") it is the price received, and a question naming no
commodity of a company that sells one ("Fortescue's realised price") asks it. A price is
never answered with a cost, nor the reverse. Our own sentences, with each company's
published prices and costs.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, off_question, table_text


def _answered(text: str, company: str, period: str, question: str) -> str:
    doc = cited_doc(text, company, period)
    draft, check = answer(doc, question)
    assert check.verified and not check.rejected, draft
    assert off_question(doc, question, draft) == [], draft
    return draft.splitlines()[0]


def test_revenue_a_dry_tonne_answers_the_companys_realised_price() -> None:
    text = (
        "Average revenue for hematite fell to US$84.79 per dry metric tonne, from US$103.01 "
        "in FY24."
    )
    claim = _answered(text, "FMG", "FY2025", "What was Fortescue's realised price in FY25?")
    assert "US$84.79" in claim


def test_revenue_averaged_a_tonne_beside_a_cost_answers_the_price_only() -> None:
    text = "Hematite revenue averaged US$103.01/dmt in FY24, while C1 costs were US$18.24/wmt."
    claim = _answered(text, "FMG", "FY2024", "What was Fortescue's average realised price in FY24?")
    assert "US$103.01" in claim and "18.24" not in claim
    claim = _answered(text, "FMG", "FY2024", "What was Fortescue's C1 cost in FY24?")
    assert "US$18.24" in claim and "103.01" not in claim


def _prices(text: str, company: str, period: str) -> set[tuple[str, float]]:
    from mines.figures.extract import doc_figures

    doc = cited_doc(text, company, period)
    return {
        (s.figure.period.label, s.figure.base_value)
        for s in doc_figures(doc)
        if s.figure.unit == "per dmt"
    }


def test_a_bracketed_prior_half_price_after_a_price_sold_at() -> None:
    text = "Iron ore sold at a weighted average of US$83 a dry tonne (1H FY24: US$111/dmt)."
    assert _prices(text, "MIN", "H1 FY2025") == {("H1 FY2025", 83.0), ("H1 FY2024", 111.0)}
    claim = _answered(
        text, "MIN", "H1 FY2025", "What was MinRes' realised iron ore price in 1H FY24?"
    )
    assert "US$111" in claim


def test_a_price_bracketed_by_the_pcp_is_the_prior_halfs() -> None:
    text = "The weighted average price achieved for iron ore was US$83/dmt (pcp: US$111/dmt)."
    assert _prices(text, "MIN", "H1 FY2025") == {("H1 FY2025", 83.0), ("H1 FY2024", 111.0)}


_UNITS_IN_WORDS = table_text(
    "Average realised prices (US$)",
    ["Commodity", "Unit", "2025"],
    [["Copper", "per pound", "4.57"], ["Aluminium", "per tonne", "3,318"]],
)


def test_a_units_column_in_words_takes_the_titles_currency() -> None:
    from mines.figures.extract import doc_figures

    doc = cited_doc(_UNITS_IN_WORDS, "RIO", "FY2025")
    read = {(s.figure.base_value, s.figure.unit, s.figure.currency) for s in doc_figures(doc)}
    assert read == {(4.57, "per pound", "USD"), (3318.0, "per tonne", "USD")}


def test_a_price_per_pound_from_a_units_column_is_answered_and_verified() -> None:
    claim = _answered(
        _UNITS_IN_WORDS,
        "RIO",
        "FY2025",
        "What was Rio Tinto's average realised copper price in 2025?",
    )
    assert "US$4.57 per pound" in claim


_UNIT_AFTER_A_COMMA = table_text(
    "Key metrics",
    ["", "FY25", "FY24"],
    [
        ["Hematite realised price, US$/dmt", "84.79", "103.01"],
        ["C1 cost, US$/wmt", "17.99", "18.24"],
    ],
)


def test_a_unit_after_a_comma_in_a_row_label_is_the_rows_unit() -> None:
    from mines.figures.extract import doc_figures

    doc = cited_doc(_UNIT_AFTER_A_COMMA, "FMG", "FY2025")
    read = {(s.figure.metric, s.figure.base_value, s.figure.unit) for s in doc_figures(doc)}
    assert ("c1_cost_usd_wmt", 18.24, "per wmt") in read
    assert ("", 103.01, "per dmt") in read


def test_the_price_and_the_cost_of_comma_unit_rows_are_answered_apart() -> None:
    claim = _answered(
        _UNIT_AFTER_A_COMMA, "FMG", "FY2025", "What was Fortescue's realised price in FY24?"
    )
    assert "US$103.01 per dmt" in claim and "18.24" not in claim
    claim = _answered(_UNIT_AFTER_A_COMMA, "FMG", "FY2025", "What was Fortescue's C1 cost in FY24?")
    assert "US$18.24 per wmt" in claim and "103.01" not in claim


def test_a_price_earned_for_every_dry_tonne() -> None:
    text = (
        "Fortescue earned an average of US$99.80 for every dry metric tonne of ore it shipped "
        "in FY22."
    )
    assert _prices(text, "FMG", "FY2022") == {("FY2022", 99.8)}
    claim = _answered(
        text, "FMG", "FY2022", "What was Fortescue's average realised iron ore price in FY22?"
    )
    assert "US$99.80 per dmt" in claim


_PRICES_IN_CELLS = table_text(
    "Rio Tinto 2025 results",
    ["Average realised price", "2025"],
    [["Copper", "US$4.57/lb"], ["Aluminium", "US$3,318/t"]],
)


def test_cells_printing_their_own_price_unit_are_prices_a_unit() -> None:
    from mines.figures.extract import doc_figures

    doc = cited_doc(_PRICES_IN_CELLS, "RIO", "FY2025")
    read = {(s.figure.base_value, s.figure.unit) for s in doc_figures(doc)}
    assert read == {(4.57, "per pound"), (3318.0, "per tonne")}
    claim = _answered(
        _PRICES_IN_CELLS, "RIO", "FY2025", "What was Rio's realised aluminium price in 2025?"
    )
    assert "US$3,318 per tonne" in claim
