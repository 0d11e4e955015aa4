"""A volume moved by a part of the company: never the group's shipments or production.

"The contracting arm hauled 280 Mt of iron ore", "the services division shifted 280 Mt of
ore": a division, arm or business other than the commodity's own, as the subject of the
volume verb, moved that volume for itself (or for its clients); the verb's label would
otherwise file it as the group's iron ore shipments. Read alike by the prose extractor and
its verifier (both through :func:`mines.figures.prose_volumes.verb_hits`).

Pure.
"""

from __future__ import annotations

import re

from mines.figures.division_subjects import division_subject
from mines.figures.labels import LabelHit
from mines.measures.sites import match_sites

_OWN_WORDS = {
    "iron_ore": ("iron ore", "hematite", "magnetite"),
    "copper": ("copper",),
    "gold": ("gold",),
    "spodumene": ("lithium", "spodumene"),
}
"""The words naming a volume's own commodity business ("the iron ore division shipped")."""
_BARE_COMPANY = re.compile(r"\s*(?:business|(?:[\w&'’-]+\s+){0,3}operations)\s*", re.I)
"""A bare "the business", or operations ("our operations", "the Kalgoorlie operations"): the
company itself, or a place whose volume the site and region readers qualify."""
_VERB_WORD = re.compile(r"[A-Za-z]+")
_OTHERS = re.compile(
    r"\b(?:partners?|customers?|clients?|third[\s-]+part(?:y|ies)|competitors?|rivals?|peers?|"
    r"buyers?|offtakers?)\s+(?:(?:also|together|collectively|jointly)\s+)?$",
    re.IGNORECASE,
)
"""Another company as a volume verb's subject ("Its joint venture partner shipped 14 Mt",
"Our customers shipped"): their tonnes, never the group's."""


def _own_part(part: str, metric: str) -> bool:
    """Whether ``part`` is the business of the volume's own commodity, or a site's."""
    if _BARE_COMPANY.fullmatch(part) or match_sites(part):
        return True
    words = next((w for key, w in _OWN_WORDS.items() if metric.startswith(key)), ())
    return any(re.search(rf"\b{w}", part, re.I) for w in words)


def without_part_volumes(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """``hits``, a volume verb whose subject is another part of the company made that part's.

    The part's volume keeps its printed words, part and verb ("contracting arm hauled"), and
    no metric nor commodity: no question of the group's shipments or production reads it.
    """
    kept = []
    for hit in hits:
        other = _OTHERS.search(sentence, max(0, hit.start - 40), hit.start) if hit.metric else None
        if other is not None:  # "Its joint venture partner shipped 14 Mt of iron ore": theirs
            kept.append(LabelHit(hit.start, hit.end, None, None, False, ""))  # no figure
            continue
        part = division_subject(sentence[: hit.start]) if hit.metric else None
        if part is not None and hit.metric is not None and not _own_part(part, hit.metric):
            # "The contracting arm hauled 280 Mt of iron ore": the arm's tonnes
            verb = _VERB_WORD.match(sentence, hit.start)
            text = " ".join(f"{part} {verb.group(0) if verb else 'moved'}".split())
            hit = LabelHit(hit.start, hit.end, "", None, False, text)
        kept.append(hit)
    return kept


_BY_PART = re.compile(
    r"\s+by\s+(?:(?:the|its|our)\s+|(?:[A-Z][\w.&-]*['’]s?\s+))?"
    r"(?P<part>(?:[\w&-]+\s+){0,3}?(?:division|segment|arm|business|unit))\b",
    re.IGNORECASE,
)


def passive_part(sentence: str, verb_end: int, metric: str) -> str | None:
    """The other part a passive volume verb names as its doer, else None.

    "280 Mt of iron ore was hauled by the contracting arm": the arm's tonnes, not the
    group's shipments; "... shipped by the iron ore division" is the commodity's own.
    """
    m = _BY_PART.match(sentence, verb_end)
    if m is None or _own_part(m.group("part"), metric):
        return None
    return " ".join(m.group("part").split())
