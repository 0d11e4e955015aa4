"""A site whose volume the registry names on a 100% basis, stated as the company's share.

Onslow Iron's shipments are a metric of their own, on a 100% basis. A sentence giving
MinRes' share of them is Onslow's iron ore shipments on a share basis: never the 100%
metric (a basis mislabel), and a share question gets it. Sentences in our own words; the
tonnages are from the verified facts (MIN FY2025: Onslow 14 Mt on a 100% basis, the
Pilbara Hub's 9.7 Mt standing in as a share).
"""

from __future__ import annotations

import pytest

from mines.figures.extract import doc_figures
from mines.figures.site_metrics import site_metric
from mines.slots import extract_slots
from tests.support.offline_answer import answer, cited_doc, verified_draft

_ONSLOW_100 = "iron_ore_shipments_mt_onslow_100pct"

_SHARE_SENTENCES = (
    "Onslow Iron railed and shipped 14 Mt on a 100% basis in FY2025; our share was 9.7 Mt.",
    "For FY2025, on an attributable basis, Onslow shipped 9.7 Mt.",
    "MinRes' equity share of Onslow Iron shipments came to 9.7 Mt in FY2025.",
)


def _figures(text: str) -> dict[float, tuple[str, str | None]]:
    doc = {"id": "1", "company": "MIN", "fiscal_year": "2025", "period": "FY2025", "text": text}
    return {s.figure.base_value: (s.figure.metric, s.figure.qualifier) for s in doc_figures(doc)}


@pytest.mark.parametrize("text", _SHARE_SENTENCES)
def test_a_share_of_the_site_is_not_its_100_percent_metric(text: str) -> None:
    metric, qualifier = _figures(text)[9.7e6]
    assert metric != _ONSLOW_100 and "share" in (qualifier or ""), (metric, qualifier)


def test_the_100_percent_figure_keeps_the_sites_metric() -> None:
    figures = _figures(_SHARE_SENTENCES[0])
    assert figures[14e6][0] == _ONSLOW_100
    assert _figures("Onslow Iron shipped 14 Mt in FY2025.")[14e6][0] == _ONSLOW_100


@pytest.mark.parametrize("text", _SHARE_SENTENCES[:2])
def test_a_share_question_gets_the_share(text: str) -> None:
    doc = cited_doc(text, "MIN", "FY2025")
    draft = verified_draft(
        doc, "What was MinRes' attributable share of Onslow shipments in FY2025?"
    )
    line = draft.splitlines()[0]
    assert "9.7 Mt" in line and "100%" not in line, line


def test_a_100_percent_question_never_gets_the_share() -> None:
    doc = cited_doc(_SHARE_SENTENCES[1], "MIN", "FY2025")
    draft, _ = answer(doc, "What were Onslow Iron's shipments on a 100% basis in FY2025?")
    assert "9.7" not in draft


def test_the_question_slots_follow_the_asked_basis() -> None:
    share = extract_slots("What was MinRes' share of Onslow Iron shipments in FY2025?")
    assert share.metrics == ("iron_ore_shipments_mt",)
    whole = extract_slots("What were Onslow Iron's shipments on a 100% basis in FY2025?")
    assert whole.metrics == (_ONSLOW_100,)


def test_site_metric_reads_the_stated_basis() -> None:
    base = "iron_ore_shipments_mt"
    assert site_metric("Onslow", base, "Onslow, share", unstated=True) == base
    assert site_metric("Onslow", _ONSLOW_100, "Onslow, share", unstated=True) == base
    assert site_metric("Onslow", base, "Onslow", unstated=True) == _ONSLOW_100
    assert site_metric("Onslow", base, "Onslow") == base  # a row must print its basis
    assert site_metric("Onslow", base, "Onslow 100% basis") == _ONSLOW_100
