"""Volumes by site, by ownership basis and by commodity, in the shapes reports print them.

Figures are the shared fact list's (Mineral Resources' Pilbara Hub 9.7 Mt shipped in FY25,
BHP's 263 Mt and WAIO 256.6 Mt / 290 Mt in FY25, Rio Tinto's 62.4 Mt of bauxite in 2025,
Fortescue's 7.1 Mt of Iron Bridge concentrate, Northern Star's half-year gold); the
sentences are written for these tests.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, period: str) -> list[Figure]:
    ctx = DocContext(company, Period.parse_label(period), "vol.md", None, "", "c")
    return extract_figures(text, ctx)


def _verified(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft, check.verified >= 1 and not check.rejected


# --- a site as the subject of a noun of volume, a year between them -------------------------

_HUB = (
    "For the 2025 financial year the Pilbara Hub logged FY25 shipments of 9.7mt, near the "
    "top of its guided range."
)


def test_a_hub_recording_shipments_is_the_hubs_figure() -> None:
    [hub] = [f for f in _figures(_HUB, "MIN", "FY2025") if f.value == 9.7]
    assert hub.qualifier == "Pilbara Hub"
    assert hub.metric == "iron_ore_shipments_mt_pilbara_hub"
    draft, ok = _verified(_HUB, "MIN", "FY2025", "How much did the Pilbara Hub ship in FY25?")
    assert "9.7" in draft and ok, draft


def test_the_hubs_shipments_never_answer_the_companys() -> None:
    question = "What were MinRes' total iron ore shipments in FY25?"
    draft, _ = _verified(_HUB, "MIN", "FY2025", question)
    assert "9.7" not in draft.split("closest stated")[0], draft
