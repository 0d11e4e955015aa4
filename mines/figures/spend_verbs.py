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

from mines.figures.asset_lists import OBJECT_TAIL, asset_list_end
from mines.figures.comparatives import compared_gap
from mines.figures.printed_shares import share_base
from mines.numbers import Number

_I = re.IGNORECASE

_SPEND_VERB = re.compile(
    r"\b(?P<verb>spen[dt]s?|spending|(?:re)?invest(?:ed|s|ing)?|deployed|pour(?:ed|ing|s)?|"
    r"plough(?:ed|ing|s)?|plowed|put(?:s|ting)?|sank|sunk|sinking|outlaid)"
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
    r"(?:(?:the|its|their|new)\s+)?(?P<growth>" + _GROWTH_OBJECT + r"))\b" + OBJECT_TAIL,
    _I,
)
"""What the money went on, right after the amount; "in the business of", "on development
at Mt Holland" name a part, not the year's spending ("on new plant in 2024" is dated);
"plant maintenance" is no capital at all."""


_PASSIVE = re.compile(
    r"(?:\s+of\s+(?:it|this|that|which))?"  # "A$X of it was reinvested in ..."
    r"\s+(?:was|were|(?:has|have|had)\s+been)\s+(?P<verb>(?:re)?(?:spent|invested|deployed|"
    r"poured|ploughed|put|sunk))\b",
    _I,
)
"""The spending verb right after the amount: "A$1.06 billion was reinvested in ..."."""


def _object(sentence: str, at: int) -> tuple[str, bool, int] | None:
    """``(words, growth, end)`` of the capital object right after ``at``, else None.

    One object the patterns name ("on growth projects", "in the business"), or a list of
    the company's assets of which at least one is its assets at large
    (:func:`mines.figures.asset_lists.asset_list_end`).
    """
    obj = _OBJECT.match(sentence, at)
    if obj is not None:
        words = " ".join(sentence[obj.start() : obj.end()].split())
        return words, obj.group("growth") is not None, obj.end()
    listed = asset_list_end(sentence, at)
    if listed is None:
        return None
    return listed[1], False, listed[0]


def object_end(sentence: str, number_end: int) -> int:
    """Where the capital object right after an amount ends, else ``number_end``.

    "on plant and equipment": the words a comparative after it ("..., against $Y") passes over.
    A verb said after the amount ("$X was invested in ...") is passed over with its object.
    """
    if _PERCENT_END.search(sentence, 0, number_end):
        return _share_end(sentence, number_end)
    passive = _PASSIVE.match(sentence, number_end)
    found = _object(sentence, passive.end() if passive else number_end)
    if found is None:
        return number_end
    aside = _ASIDE.match(sentence, found[2])  # "on growth projects -- chiefly the mill --"
    return aside.end() if aside else found[2]


_PERCENT_END = re.compile(r"(?:%|per\s?cent|percent)$", re.IGNORECASE)
_TO_HOLDERS = re.compile(
    r"\s+(?:(?:returned|paid\s+out|handed\s+back)\s+)?(?:to|for)\s+"
    r"(?:you|its\s+(?:share)?holders|(?:share)?holders|investors|owners)\b",
    re.IGNORECASE,
)


def _share_end(sentence: str, number_end: int) -> int:
    """Where what a percentage is a share of ends, with whom it went to, else ``number_end``.

    "65% of net profit after tax to you, against 70% last year": the comparative passes
    over the base and its receivers.
    """
    base = share_base(sentence, number_end)
    if base is None:
        return number_end
    held = _TO_HOLDERS.match(sentence, base[1])
    return held.end() if held else base[1]


_ASIDE = re.compile(r"\s*(?:(?:--|—|–)[^\d\-—–.;()]{1,80}?(?:--|—|–)|\([^\d()]{1,80}\))")
"""An aside after the object saying more of it, with no figure or period of its own."""


def spend_label(sentence: str, number_start: int, number_end: int) -> tuple[str, str] | None:
    """``(metric, printed label)`` when a spending verb and its object name the amount.

    "Fortescue invested US$3.6 billion in the business" is the year's capital expenditure
    ("invested in the business"); "spent A$752 million on growth projects" growth capital.
    None when no spending verb stands right before the amount or no capital object follows.
    """
    verb = _SPEND_VERB.search(sentence, max(0, number_start - 60), number_start)
    passive = None if verb is not None else _PASSIVE.match(sentence, number_end)
    said = verb or passive
    if said is None:
        return None
    found = _object(sentence, passive.end() if passive else number_end)
    if found is None:
        return None
    words, growth, _ = found
    label = f"{said.group('verb')} {words}"
    return ("growth_capex" if growth else "capex"), label


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


def spent_matter_end(sentence: str, start: int, end: int) -> int:
    """Where a spending verb's object after its amount ends ("spent $X on plant"), else ``end``.

    A period after the object dates the amount as one right after it would; read alike by
    the prose reader and the verifier.
    """
    return object_end(sentence, end) if spend_label(sentence, start, end) is not None else end
