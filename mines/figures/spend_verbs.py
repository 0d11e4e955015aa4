"""Capital spending said with a verb: "spent A$752 million on growth projects".

A sentence may name capital expenditure by what the company did with the money rather
than by a label: it "spent", "invested" or "poured" an amount "on" or "in" something. The
object says which measure the amount is: growth or development projects are growth
capital; capital works, capex, plant and equipment, the business as a whole or "its
projects" (all of them, no kind named) are the year's total capital expenditure.
Sustaining capital, exploration or an acquisition named as the object are other measures,
and nothing is read. Pure: compiled patterns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.comparatives import compared_gap
from mines.numbers import Number

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
    r"capex|(?:(?:new|its|their)\s+)?(?:property,?\s+)?plant\s*,?\s*(?:and|&)\s*equipment|"
    r"new\s+plant|"
    r"(?:the|its|their)\s+(?:business(?:es)?|operations|assets|projects|"
    r"(?:mines|operations)\s+and\s+projects)"
)
_OBJECT = re.compile(
    r"\s+(?:on|in|into)\s+(?:(?P<total>" + _TOTAL_OBJECT + r")|"
    r"(?:(?:the|its|their|new)\s+)?(?P<growth>" + _GROWTH_OBJECT + r"))\b"
    r"(?!\s+(?:of|at|in|for)\b(?!\s+(?:the\s+)?(?:(?:full|financial|fiscal|first|second|last|past)"
    r"[\s-]+)*(?:year|half|six\s+months|twelve\s+months|period|FY\s?\d|[12]H|H[12]|(?:19|20)\d\d)))"
    r"(?!\s+(?:maintenance|repairs?|upkeep|hire|leases?|rentals?)\b)",
    _I,
)
"""What the money went on, right after the amount; "in the business of", "on development
at Mt Holland" name a part, not the year's spending ("on new plant in 2024" is dated);
"plant maintenance" is no capital at all."""


def object_end(sentence: str, number_end: int) -> int:
    """Where the capital object right after an amount ends, else ``number_end``.

    "on plant and equipment": the words a comparative after it ("..., against $Y") passes over.
    """
    obj = _OBJECT.match(sentence, number_end)
    return obj.end() if obj else number_end


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


VERB_COMPARED = compared_gap(
    lead=r"(?:\s+(?:in|during|over)\s+(?:the\s+)?[\w\s-]{0,20}?(?:year|half|\d{4}))?"
)
"""Between the amount a verb and its object name and its comparative: "spent $X on plant
and equipment, against $Y in 2023", "leaving $X in 2024, against $Y in 2023"."""


def spent_before(
    sentence: str, prior_start: int, prior_end: int, start: int
) -> tuple[str, str] | None:
    """The spending verb's reading of the amount before ``start``, when it is its comparative.

    "spent $X on plant and equipment, against $Y in 2023": $Y is the same measure's. None
    when no spending verb names the amount before or other words stand between.
    """
    spent = spend_label(sentence, prior_start, prior_end)
    if spent is None or not VERB_COMPARED.fullmatch(
        sentence, object_end(sentence, prior_end), start
    ):
        return None
    return spent


def spent_at(
    sentence: str, num: Number, before: Sequence[Number], label_end: int | None = None
) -> tuple[str, str] | None:
    """The spending verb's reading of ``num``, or of the amount ``before`` it compares with.

    None too when a label ends (at ``label_end``) so near the amount as to be its own
    ("Capex: spent $X" is the label's; "Capital spending rose as the group spent $X on ..."
    the verb's).
    """
    if label_end is not None and label_end > num.start - _REACH:
        return None
    found = spend_label(sentence, num.start, num.end)
    if found is None and before:
        found = spent_before(sentence, before[-1].start, before[-1].end, num.start)
    return found


_REACH = 20
"""How far before a spending verb's amount a label may end and still be the amount's own."""
