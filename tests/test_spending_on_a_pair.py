"""Spending on a pair joined by "and" is spending on both, never on the last alone.

"Outlays on capital and exploration reached US$7.1 billion" names the capital and
exploration total (the capex measure), as "capital and exploration expenditure" does; the
label keeps both words. Spending on exploration alone stays exploration and is no capex.
The extractor and the verifier agree.

Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

_HEAD = "- BHP Group (BHP), FY2023 (year to 30 June 2023) — "


def _read(text: str) -> list[tuple[str | None, str, float]]:
    figures = extract_figures(text, DocContext("BHP", Period.parse_label("FY2023")))
    return [(f.metric, f.label, f.value) for f in figures]


def test_a_pair_after_on_is_one_object_of_the_spending() -> None:
    got = _read("Outlays on capital and exploration reached US$7.1 billion in the year.")
    assert got == [("capex", "Outlays on capital and exploration", 7.1)]
    (alone,) = _read("Spending on exploration reached US$7.1 billion in the year.")
    assert alone[0] != "capex" and "exploration" in alone[1]


def _verified(line: str, text: str) -> str:
    doc = {"company": "BHP", "fiscal_year": "FY2023", "text": text}
    ((claim, _),) = claims_from_text(f"{_HEAD}{line}", [doc])
    return verify(claim, text, DocContext("BHP", Period.parse_label("FY2023"))).reason


def test_the_verifier_reads_the_pair_as_the_capex_total() -> None:
    text = "Spending on capital and exploration reached US$7.1 billion in the year."
    assert _verified("capex: US$7.1 billion [1]", text) == "supported"
    text = "Spending on exploration reached US$7.1 billion in the year."
    assert _verified("capex: US$7.1 billion [1]", text) != "supported"
