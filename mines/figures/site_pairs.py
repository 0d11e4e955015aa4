"""A second site's volume after the first's, the measure printed once.

"Spodumene production at Mt Marion was 218 kt and at Wodgina 201 kt", "Spodumene shipments
were 149 kt at Mt Marion and 143 kt at Wodgina": the second tonnage is the same measure at
the site named beside it. The first must be at a known site too, and the second site must
mine what the first does, so a company total ("Copper output was 987 kt and 644 kt at
Escondida") never lends its measure to a site's part. Read by the prose reader's volume
labels (:mod:`mines.figures.prose_volumes`), which the verifier shares. Pure.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit, find_labels
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import SITE_COMMODITY, match_sites
from mines.numbers import find_figures

_I = re.IGNORECASE
_SITE = r"(?:at|from)\s+(?:the\s+)?"
_TO_VALUE = re.compile(
    rf"^\s*(?:{_SITE}[A-Z][\w'’ -]{{0,25}}?\s+)?(?:was|were|of|totall?ed|reached|came\s+to|at)?"
    r"\s*(?:a\s+record\s+|record\s+)?$",
    _I,
)
"""From a volume's label to its first value: its site maybe, and a verb of being."""

_JOIN = re.compile(
    rf"^(?P<after>\s+{_SITE}(?P<first>[A-Z][\w'’ -]{{0,25}}?))?\s*,?\s+(?:and|while|with)\s+"
    rf"(?P<before>{_SITE}(?P<second>[A-Z][\w'’ -]{{0,25}}?)\s*,?\s*)?$",
)
"""Between the first value and the second: the first's site, "and", the second's site."""

_SITE_AFTER = re.compile(rf"\s+{_SITE}(?P<site>[A-Z][\w'’ -]{{0,25}})")

_VOLUME_KINDS = frozenset({"tonnes", "ounces"})


def second_site_hits(sentence: str) -> list[LabelHit]:
    """Labels of a second site's value after the first's, each spanning its own site words."""
    out: list[LabelHit] = []
    figures = [n for n in find_figures(sentence) if n.unit != "%"]
    for hit in find_labels(sentence):
        known = METRIC_BY_KEY.get(hit.metric or "")
        if known is None or known.kind not in _VOLUME_KINDS:
            continue
        after = [n for n in figures if n.start >= hit.end]
        if len(after) < 2 or not _TO_VALUE.match(sentence[hit.end : after[0].start]):
            continue
        first, second = after[0], after[1]
        join = _JOIN.match(sentence[first.end : second.start])
        if join is None or first.unit != second.unit:
            continue
        first_site = _site(join["first"]) or _site(sentence[hit.start : first.start])
        tail = _SITE_AFTER.match(sentence, second.end)
        second_site = _site(join["second"]) or _site(tail["site"] if tail else None)
        if first_site is None or second_site is None or first_site == second_site:
            continue
        if SITE_COMMODITY.get(first_site) != SITE_COMMODITY.get(second_site):
            continue
        if join["before"]:
            start = first.end + join.start("before")  # "and at Wodgina 201 kt"
        else:
            start = first.end + (join.end("after") if join["after"] else 0)
        text = f"{hit.text} at {second_site}"
        out.append(LabelHit(start, second.start, hit.metric, None, False, text))
    return out


def _site(words: str | None) -> str | None:
    """The one known site ``words`` name, else None."""
    named = {site for _, site in match_sites(words or "")}
    return named.pop() if len(named) == 1 else None
