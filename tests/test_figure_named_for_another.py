"""A sentence naming only another miner states that miner's figures, not the filed company's.

A press piece covering two of the five files all its figures under one of them. A
sentence or row naming another company alone ("Fortescue shipped ..., its C1 cost ...")
states that company's figures: never the answer for the company the piece is filed under.
"mineral resources" in the ground and a city called Rio name no company. Figures from
/work/shared/data; the sentences are written here.
"""

from __future__ import annotations

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.figures.select import named_for_another
from tests.support.offline_answer import answer, cited_doc

_WRAP = (
    "Iron ore wrap, August 2025\n\n"
    "Over the June year Fortescue kept its C1 cost to US$17.99 a wet tonne. "
    "BHP said its Western Australian mines produced 290 million tonnes on a 100 per cent basis."
)


def test_a_rivals_sentence_is_no_answer_for_the_filed_company() -> None:
    draft, check = answer(cited_doc(_WRAP, "BHP", "FY2025"), "What was BHP's C1 cost in FY2025?")
    assert not ("17.99" in draft.split("closest")[0] and check.verified)


def test_figures_named_for_their_own_company_or_for_none_are_kept() -> None:
    kept = "Gold sold of 1,634koz for FY25, while Group Mineral Resources grew."
    [sold] = [f for f in prose_figures(kept, DocContext("NST", Period.parse_label("FY2025")))]
    assert not named_for_another(sold)
    rival = "BHP's copper production was 2,000 kt in FY25, well ahead of Rio Tinto."
    shipped = prose_figures(rival, DocContext("BHP", Period.parse_label("FY2025")))
    assert shipped and not any(named_for_another(f) for f in shipped)
    for f in prose_figures(_WRAP, DocContext("BHP", Period.parse_label("FY2025"))):
        assert named_for_another(f) == (f.value == 17.99), f
