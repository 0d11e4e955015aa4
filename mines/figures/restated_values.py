"""Values of one label in one sentence: a restatement on another basis, and conflicts.

"WAIO produced 256.6 Mt (290 Mt on a 100% basis)": the second value is the same year's on
the other ownership basis, so the first is the company's share; two different values of one
metric, period and qualifier that nothing tells apart are neither read. Part of the prose
reader (:mod:`mines.figures.prose`); the verifier reads a restatement here too.
"""

from __future__ import annotations

import re

from mines.figures.ownership_words import ownership_of
from mines.figures.prose_labels import Reading
from mines.figures.prose_shared_verbs import matter_end
from mines.numbers import Number

_RESTATING_GAP = re.compile(
    r"(?:\s*\((?P<own>[^()$\d]{1,30})\))?"  # the first value's own basis: "(BHP share)"
    r"(?:\s+(?:in|over|for|during)\s+the\s+(?:(?:full|financial)\s+)?(?:year|half|period))?"
    r"\s*(?:\(|,?\s+or\s+|,\s*)\s*",
    re.IGNORECASE,
)
"""Between a value and its restatement: a bracket, "or", a comma, after its period words."""

_OWN_ASIDE = re.compile(r"[^();,]*")
"""A value's own words up to the end of its bracket or clause: "290 Mt| on a 100% basis)"."""


def other_basis(sentence: str, before: Number, num: Number) -> bool:
    """Whether ``num`` restates the value just before it on an ownership basis its words name.

    "WAIO contributed 256.6 Mt (290 Mt on a 100% basis)", "255 Mt, or 290 Mt on a 100 per
    cent basis": one unit, only a bracket or "or" between them, and the basis in the value's
    own words.
    """
    gap = _RESTATING_GAP.fullmatch(sentence, before.end, num.start)
    if num.unit != before.unit or gap is None:
        return False
    if gap["own"] is not None and ownership_of(gap["own"]) is None:
        return False  # "(Mt Marion)": a bracket naming something else than a basis
    words = _OWN_ASIDE.match(sentence, matter_end(sentence, num.start, num.end))
    return words is not None and ownership_of(words.group(0)) is not None


_OTHER_BASIS = {"100% basis": "share", "share": "100% basis"}


def complement_bases(
    sentence: str, readings: list[tuple[Reading, str | None]]
) -> list[tuple[Reading, str | None]]:
    """A value restated right after on one ownership basis is on the other one.

    "WAIO produced 256.6 Mt (290 Mt on a 100% basis)": 256.6 Mt is BHP's share; "290 Mt
    (256.6 Mt BHP share)": 290 Mt is the whole operation's. Only a pair of one label and
    period where the first states no basis and the second states one is so read.
    """
    out = list(readings)
    for i in range(1, len(out)):
        (first, q1), (second, q2) = out[i - 1], out[i]
        stated = (q2 or "").rsplit(", ", 1)[-1]
        if (
            first.hit.start == second.hit.start
            and first.period == second.period
            and stated in _OTHER_BASIS
            and not any(w in _OTHER_BASIS for w in (q1 or "").split(", "))
            and other_basis(sentence, first.num, second.num)
        ):
            out[i - 1] = (first, ", ".join([*filter(None, [q1]), _OTHER_BASIS[stated]]))
    return out


def drop_conflicts(
    readings: list[tuple[Reading, str | None]],
) -> list[tuple[Reading, str | None]]:
    """Two different values for one metric, period and qualifier in a sentence: neither."""

    def key(r: Reading, q: str | None) -> tuple[object, ...]:
        return (r.hit.metric or r.label.lower(), r.period, r.hit.basis, r.dividend_kind, q)

    seen: dict[tuple[object, ...], set[float]] = {}
    for reading, qualifier in readings:
        value = reading.quantity.value * reading.quantity.scale
        seen.setdefault(key(reading, qualifier), set()).add(value)
    return [(r, q) for r, q in readings if len(seen[key(r, q)]) == 1]
