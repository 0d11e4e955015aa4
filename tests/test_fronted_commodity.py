"""A bare noun of volume ("output") whose commodity the sentence names up front.

A letter's paragraph often opens on its commodity ("In copper, ...", "For iron ore, ...")
and later names the volume by a bare noun. The value is that commodity's volume: read as
such by the extractor and the verifier alike, and never offered for another commodity.

Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.fronted_commodity import fronted_volume
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify

_LETTER = "In copper, a first for the Group: output climbed to 2.0 Mt over the twelve months."
_HEAD = "- BHP Group (BHP), FY2025 (year to 30 June 2025) — "


def _metrics(text: str) -> list[tuple[str | None, float]]:
    figures = extract_figures(text, DocContext("BHP", Period.parse_label("FY2025")))
    return [(f.metric, f.value) for f in figures]


def _verified(line: str, text: str) -> bool:
    doc = {"company": "BHP", "fiscal_year": "FY2025", "text": text}
    ((claim, _),) = claims_from_text(f"{_HEAD}{line}", [doc])
    return verify(claim, text, DocContext("BHP", Period.parse_label("FY2025"))).supported


def test_bare_output_takes_the_fronted_commodity() -> None:
    assert _metrics(_LETTER) == [("copper_production_kt", 2.0)]


def test_the_verifier_reads_it_as_that_commodity_only() -> None:
    assert _verified("copper production: 2.0 Mt [1]", _LETTER)
    assert not _verified("iron ore production: 2.0 Mt [1]", _LETTER)


def test_no_reading_when_another_commodity_or_figure_intervenes() -> None:
    mixed = "In copper, unlike iron ore, output climbed to 2.0 Mt."
    assert fronted_volume(mixed, mixed.index("2.0")) is None
    counted = "In copper, after 1,865 kt a year ago, output climbed to 2.0 Mt."
    assert fronted_volume(counted, counted.index("2.0")) is None
    unfronted = "The Group passed a milestone: output climbed to 2.0 Mt."
    assert fronted_volume(unfronted, unfronted.index("2.0")) is None
