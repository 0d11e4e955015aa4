"""Capital spending said with a verb: "spent A$752 million on growth projects".

A sentence may name capital expenditure by what the company did with the money rather
than by a label: it "spent", "invested" or "poured" an amount "on" or "in" something. The
object says which measure the amount is: growth or development projects are growth
capital; capital works, capex, the business as a whole or "its projects" (all of them, no
kind named) are the year's total capital expenditure. Sustaining capital, exploration or an
acquisition named as the object are other measures, and nothing is read. Pure: compiled patterns.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_SPEND_VERB = re.compile(
    r"\b(?P<verb>spen[dt]s?|spending|invest(?:ed|s|ing)?|deployed|poured|ploughed|plowed)"
    r"\s+(?:(?:a|an|another|further|some|around|about|approximately|roughly|nearly|almost|"
    r"over|more\s+than|close\s+to)\s+){0,3}$",
    _I,
)
"""The spending verb right before the amount, with at most a few hedging words."""

_GROWTH_OBJECT = (
    r"(?:growth|development|expansion)(?:\s+(?:capital|capex|projects?|activities|"
    r"initiatives|investments?))?"
)
_TOTAL_OBJECT = (
    r"capital(?:\s+and\s+exploration)?(?:\s+(?:expenditure|projects?|works|investment))?|"
    r"capex|(?:the|its|their)\s+(?:business(?:es)?|operations|assets|projects|"
    r"(?:mines|operations)\s+and\s+projects)"
)
_OBJECT = re.compile(
    r"\s+(?:on|in|into)\s+(?:(?P<total>" + _TOTAL_OBJECT + r")|"
    r"(?:(?:the|its|their|new)\s+)?(?P<growth>" + _GROWTH_OBJECT + r"))\b"
    r"(?!\s+(?:of|at|in|for)\b)",
    _I,
)
"""What the money went on, right after the amount; "in the business of", "on development
at Mt Holland" name a part, not the year's spending."""


def spend_label(sentence: str, number_start: int, number_end: int) -> tuple[str, str] | None:
    """``(metric, printed label)`` when a spending verb and its object name the amount.

    "Fortescue invested US$3.6 billion in the business" is the year's capital expenditure
    ("invested in the business"); "spent A$752 million on growth projects" growth capital.
    None when no spending verb stands right before the amount or no capital object follows.
    """
    verb = _SPEND_VERB.search(sentence, max(0, number_start - 60), number_start)
    if verb is None:
        return None
    obj = _OBJECT.match(sentence, number_end)
    if obj is None:
        return None
    words = " ".join(sentence[obj.start() : obj.end()].split())
    label = f"{verb.group('verb')} {words}"
    return ("growth_capex" if obj.group("growth") else "capex"), label
