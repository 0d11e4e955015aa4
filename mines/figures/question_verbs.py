"""The verb a question asks a figure with: no word of the measure it asks.

"What statutory profit did BHP post", "what did Northern Star bring in from selling its
gold", "what volume did the Mining Services business move", "how much profit after tax
went to shareholders": the verb (with its particle: "bring in", "hand back", "throw off",
"pay out") and the question's fillers ("how big a loss") say how the figure is asked,
never which figure. A printed label holds none of them ("Revenue", "Volumes", "Profit
after tax"), so a measure phrase keeping them matches no label and reads oddly in a
"not found" line ("profit after tax went"). The verbs of a volume ("produce", "sell",
"ship", "mine") and of spending are kept: they name what is asked.
"""

from __future__ import annotations

import re

from mines.figures.qualifiers import read_qualifiers

_I = re.IGNORECASE

_ASKING_VERBS = (
    r"post|book|bank|generate|hand|give|return|pay|distribute|declare|"
    r"fetch|receive|realise|realize|earn|bring|come|go|record|report|achieve|make|get|"
    r"see|land|log|clock|end|wind|throw|put|pull|rake|pocket|commit|register|notch|chalk|"
    r"rack|turn|reach|hit|manage|finish|close|show|take|send|push|lift|churn|pump|grind|"
    r"squeeze|eke|rake|reward|furnish|provide|announce|set"
)
"""Verbs a question asks a figure with, in the base form an auxiliary takes ("did it
post", "does it hand back"): none names a measure. The verbs of a volume ("produce",
"sell", "ship", "mine", "move", "deliver": a row may print "contracting business moved")
and of spending are not here, and one a measure is read from
("haul" for shipments, "fetch" for a price) is kept: they name what is asked."""

_PARTICLE = r"(?:\s+(?P<particle>in|out|back|off|away|home|up|down|over))?"
_AFTER_VERB = (
    r"(?=\s*(?:[?.!,;]|$)|\s+(?:in|for|to|during|over|at|on|from|across|last|this|the|its|"
    r"their|between|since|as|by|per|a|an|with|through|into|off|back|out|home|up|down|"
    r"selling|shipping|exporting)\b)"
)
_VERB_CLAUSE = re.compile(
    r"\b(?:did|does|do|will|would|can|could)\s+(?:[\w'’&.-]+\s+){1,6}?"
    rf"(?P<verb>{_ASKING_VERBS})" + _PARTICLE + _AFTER_VERB,
    _I,
)
"""A verb after its auxiliary and subject ("did Northern Star bring in from ...")."""

_FINITE = re.compile(
    r"\b(?P<verb>went|goes|go|flowed|ended|wound)\b" + _PARTICLE + r"(?=\s+(?:to|for|up|on)\b)",
    _I,
)
"""A finite verb right after a measure ("profit after tax went to shareholders")."""

_FILLER = re.compile(r"\bhow\s+(?P<verb>big|large|sizeable|hefty|deep|steep)\b", _I)
"""A size the question asks with, no measure ("how big a loss")."""


def verb_spans(question: str) -> list[tuple[int, int]]:
    """Where ``question`` says the verb (and its particle) it asks a figure with."""
    spans: list[tuple[int, int]] = []
    for pattern in (_VERB_CLAUSE, _FINITE, _FILLER):
        for m in pattern.finditer(question):
            if read_qualifiers(m.group("verb")):
                continue  # "haul", "rail", "fetch": a verb a measure is read from
            spans.append(m.span("verb"))
            if "particle" in m.groupdict() and m.group("particle"):
                spans.append(m.span("particle"))
    return spans


def verb_words(question: str) -> frozenset[str]:
    """The words of ``question``'s verb and its particle, lower-cased."""
    return frozenset(question[a:b].lower() for a, b in verb_spans(question))


def without_verbs(question: str) -> str:
    """``question`` with the verb it asks with (and its particle) blanked out."""
    for start, end in sorted(verb_spans(question), reverse=True):
        question = question[:start] + " " * (end - start) + question[end:]
    return question
