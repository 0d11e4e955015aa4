"""The words between a value and the prior-period value it is compared with.

"Sales were US$25bn, down from US$27bn", "earned US$5.7 billion in the half, compared
with the previous year's US$6.2 billion": the second value is the first one's measure,
for the prior period. One pattern for the prose reader's labels
(:mod:`mines.figures.prose_labels`) and for the result verbs
(:mod:`mines.figures.result_verbs`); each adds what may lead the comparison (a period,
what the value is for) and any word of its own.

Pure: compiled patterns.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

COMPARED_WITH = r"compar(?:ed|es)\s+(?:with|to)"
"""The comparing verb before a compared value, past or present ("compared with", "This
compares with 15 cents"): read alike by the prose reader and the verifier."""
STATED_AT = r"stood\s+at|sat\s+at|came\s+(?:in\s+)?(?:at|to)|amounted\s+to|ran\s+at"
"""A verb joining a period to the value it states ("the interim a year earlier stood at
A$0.75"): what the value came to, no movement (read alike by the prose reader and the
verifier)."""
COMPARED_VALUE_BEFORE = re.compile(
    r"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|against|than)\s+[^\s,;]*\d[^\s,;]*"
    r"(?:\s+(?:billion|million|bn|m|US|A|cents?|c|a\s+share|per\s+share|each|koz|Moz|oz|ounces|"
    r"Mt|kt|tonnes|wmt|dmt))*\s*$",
    re.IGNORECASE,
)
"""Right before a relative period: the compared value it dates ("from $1.08 a year
earlier, a payout of 65%": the year earlier is the $1.08's, never the words after it; "from
781 koz a year earlier, and pocketed A$X": the ounces', never the price's)."""
_ADVERBS = r"up|down|higher|lower|sharply|slightly|compared|or|having|swinging|swung|turning|turned"
"""Words of direction before the joining word ("down from", "sharply higher than"), or of a
result that changed sign ("swinging from a profit of", "having swung from")."""
_JOINS = r"from|against|versus|vs\.?|compared\s+(?:with|to)"
"""The word that joins a value to its comparative."""
RANKED_JOINS = r"below|above|beneath|behind|short\s+of|ahead\s+of"
"""Words that set a value against its comparative by rank ("well below the US$X of the
year before", "ahead of last year's X"): the compared value is the prior period's."""
EARLIER_ADVERBS = r"previously|formerly|which\s+had\s+been|having\s+been"
"""Words leading a compared amount in an aside ("Revenue, previously A$5.28 billion, was
A$4.45 billion", "which had been A$5.28 billion", "having been A$5.28 billion"): the amount
is an earlier period's, never the current one."""
EARLIER_WORDS = r"last|prior|previous|year's|period's|half's|corresponding"
"""Words saying a compared value is an earlier period's ("from last year's $Y")."""
YEAR_OWNS = r"(?:(?:FY|CY|H[12]|[12]H)\s?)?(?:20)?\d\d['’]s"
"""A period owning the compared value ("above 2024's US$23.3 billion", "from FY24's")."""
PRIOR_WORDS = rf"the|a|an|its|{EARLIER_WORDS}|{YEAR_OWNS}"
"""Words naming the earlier period before a comparative: "the previous year's", "prior
period's", "the prior corresponding period's"."""
_PRIOR = (
    rf"(?:\s+(?:{PRIOR_WORDS}))*"
    r"(?:\s+(?:net\s+)?(?:profit|loss)\s+of)?\s*\(?\s*"
)
"""What may come before the comparative itself ("the previous year's", an open bracket, the
result's sign in words: "down from a profit of", "against a loss of")."""


_BRACKET_OPEN = re.compile(r"\(\s*$")

PERIOD_AFTER_VALUE = re.compile(
    # "20 cents a share was paid in the prior corresponding period": a passive verb of the
    # value's own between it and its period
    r"^[\s,(]*(?:(?:a|per|each)\s+share\s+)?"
    # "50 cents a share, fully franked, for the six months to": the franking said between
    r"(?:,?\s*(?:(?:fully|partly|partially)[\s-]+)?(?:un)?franked(?:\s+at\s+[\d.]+\s*%)?\s*,\s*)?"
    r"(?:(?:(?:was|were|had\s+been|has\s+been|"
    r"have\s+been)\s+)?(?:paid|declared|determined|recorded|reported|achieved|distributed)\s+)?"
    r"(?:in|for|during|over|at|as\s+at|across|a\s+year\s+earlier\s+in)?\s*(?:(?<=\s)the\s*)?$",
    re.IGNORECASE,
)
"""Between a value and the period named right after it ("US$53.8 billion in FY2023"), to be
read with ``match``; read alike by the prose reader and the verifier."""
LEADING_RELATIVE = re.compile(r"(?:['’]s)?[\s,:]*(?:the\s+|its\s+|an?\s+)?", re.I)
"""Between a relative period and the label it leads ("Last year's interim", "Last year a
final dividend of"), to be read with ``fullmatch``."""
RELATIVE_TO_LABEL = re.compile(
    LEADING_RELATIVE.pattern
    + r"(?:(?:(?:the|its|our)\s+(?:[\w-]+\s+){0,2}?(?:group|company|miner|producer|firm)|it|we|"
    r"(?-i:[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}))(?:['’]s)?\s+(?:(?:the|its|an?)\s+)?)?",
    re.I,
)
"""Between a relative period and the label it dates, whose owner or doer may stand between
them ("A year earlier the group's revenue was", "A year ago the miner earned"): read with
``fullmatch``."""


_BRACKET_PERIOD_GAP = re.compile(r"\s*(?::|(?:(?:US|A|AU)?\$|US\s)\s?\d)")
"""After a period opening a bracket: its colon, or its amount straight after ("(FY24
US$7.2bn)")."""


def heads_bracket(text: str, start: int, end: int) -> bool:
    """Whether the period at ``text[start:end]`` heads a bracketed comparative.

    "(1H24: US$5.9 billion)", "( FY24: A$4.92 billion)", "(FY24 US$7.2bn)": the period
    dates the bracketed amount alone, never the sentence around it (nor the amount before
    the bracket).
    """
    return bool(_BRACKET_OPEN.search(text, max(0, start - 3), start)) and bool(
        _BRACKET_PERIOD_GAP.match(text, end)
    )


_AMOUNT_BRACKET_OPEN = re.compile(r"\([^()]*\d[^()]*$")


def in_later_bracket(text: str, value_end: int, period_start: int) -> bool:
    """Whether a period at ``period_start`` sits in a bracket opened after a value, with an amount.

    "Operating cash flow was US$6.1bn (US$7.2bn in FY24)": FY24 dates the bracketed amount,
    the prior period's comparative, never the value ending at ``value_end`` before the
    bracket (read alike by the prose reader and the verifier).
    """
    return _AMOUNT_BRACKET_OPEN.search(text, value_end, period_start) is not None


def compared_gap(lead: str = "", adverbs: str = "", joins: str = "") -> re.Pattern[str]:
    """The words between a value and its comparative, to be read with ``fullmatch``.

    ``lead`` is a pattern for what may come first (a period: "in the half, down from");
    ``adverbs`` and ``joins`` are alternatives added to the direction words and to the
    joining words ("steeply", "on").
    """
    adverb = f"{_ADVERBS}|{adverbs}" if adverbs else _ADVERBS
    join = f"{_JOINS}|{joins}" if joins else _JOINS
    return re.compile(rf"{lead}[\s,;(]*(?:(?:{adverb})\s+)*(?:{join}){_PRIOR}", re.IGNORECASE)


_COLON_ONLY = re.compile(r"\s*:\s*")


def dates_labelled_bracket(text: str, start: int, end: int, label_start: int, value: int) -> bool:
    """Whether the period at ``text[start:end]`` heads a bracket that names its own measure.

    "(FY24: underlying EBITDA of $1.06 billion)", "(2024: net profit of $114 million)": the
    period dates the amount inside the bracket, its label between the colon and the value,
    never the sentence's own period. ``label_start`` is where the amount's label begins,
    ``value`` where the amount does; the bracket must still be open there.
    """
    return (
        heads_bracket(text, start, end)
        and end <= label_start <= value
        and _COLON_ONLY.fullmatch(text, end, label_start) is not None
        and ")" not in text[end:value]
    )


_LEADING_GAP = re.compile(r"[ \t]*-?[ \t]*")


def leads_label(text: str, period_end: int, label_start: int) -> bool:
    """Whether a period ending at ``period_end`` is the first word of the label at ``label_start``.

    "a first-half loss of", "its 1H25 revenue": the period names the labelled amount's own
    period, even where it follows a comparison's joining word ("compared with a first-half
    loss of $807 million" is the first half's loss, not the year's).
    """
    return (
        period_end < label_start
        and _LEADING_GAP.fullmatch(text, period_end, label_start) is not None
    )


_MOVE_BASE = re.compile(
    r"\b(?:on|over|against|versus|vs\.?|from|compared\s+(?:with|to)|relative\s+to)(?:\s+the)?\s*$",
    re.I,
)
_TO_VALUE = re.compile(r"\s*,?\s*to\s*")


_PERCENT_BASE = re.compile(
    r"(?:\d\s*(?:%|per\s*cent)\s+(?:(?:more|less|higher|lower|up|down|above|below)\s+)?|"
    # "revenue rose on FY2024 as the price climbed to": a move's base, with no percentage
    r"\b(?:rose|fell|grew|climbed|increased|decreased|declined|improved|gained|jumped|"
    r"slipped|dropped|eased|lifted|was\s+(?:up|down|higher|lower))\s+(?:sharply\s+|strongly\s+)?)"
    r"(?:on|over|against|versus|vs\.?|from|than|compared\s+(?:with|to)|relative\s+to)"
    r"(?:\s+the)?\s*$",
    re.I,
)


def percent_base(text: str, start: int) -> bool:
    """Whether the period starting at ``start`` is what a change before it is measured against.

    "up 8% on 2024, and US$3,318 a tonne", "revenue rose on FY2024 as the price climbed to
    A$X": the change's base, not a value's period.
    """
    return bool(_PERCENT_BASE.search(text, max(0, start - 40), start))


def movement_base(text: str, start: int, end: int, value: int) -> bool:
    """Whether the period at ``text[start:end]`` is the base a move to ``value`` starts from.

    "Net debt rose 21 per cent on the previous year to $5.35 billion": the previous year is
    what the rise is measured against; the amount after "to" is the current one.
    """
    return bool(
        _MOVE_BASE.search(text, max(0, start - 20), start) and _TO_VALUE.fullmatch(text, end, value)
    )


SIGN_AFTER_PERIOD = (
    r"[\s,(]*[:=]\s*(?:an?\s+)?(?:net\s+)?(?:profit|loss|inflow|outflow|deficit|surplus)\s+of\s*"
)
"""Between a bracket's period and its amount, a word giving only the amount's sign: "(1H FY24:
inflow of $624 million)", "(FY24: a profit of $530 million)". The amount is the label's
before the bracket, for that period; read alike by the extractor and the verifier."""


_COMPARED_BEFORE = re.compile(
    rf"\b(?:{COMPARED_WITH}|versus|vs\.?|against|relative\s+to|unlike)(?:\s+(?:{PRIOR_WORDS}))*"
    r"\s*$",
    re.I,
)
_WHEN_CLAUSE = re.compile(r"\s*,?\s*(?:when|in\s+which|during\s+which)\b[^,;:.()]*", re.I)
"""A clause of the compared period's own, up to the value it states ("FY24, when gold
fetched"): no comma, so a value after the clause ends is the sentence's own."""


def compared_clause(text: str, pms: Sequence[Any], start: int) -> int | None:
    """The index of the compared period whose own clause holds the value at ``start``.

    "Compared with FY24, when gold fetched A$2,710 an ounce, the miner realised A$3,250":
    A$2,710 is FY24's, though the sentence is about FY25. Read alike by the prose reader
    and the verifier; None when the value is in no such clause.
    """
    for i, pm in enumerate(pms):
        if _COMPARED_BEFORE.search(text, max(0, pm.start - 40), pm.start) and (
            _WHEN_CLAUSE.fullmatch(text, pm.end, start)
        ):
            return i
    return None


_DATED_AMOUNT = re.compile(
    r"(?:(?:US|A|AU)?\$|\$(?:US|A))?\s?\d[\d,.]*"
    r"(?:\s*(?:billion|million|bn|m|cents?|c|Mt|kt|koz|Moz|%))?\b"
    r"(?:\s+[a-z]+){0,2}?\s+(?:in|for|during|over|across|of|at)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_COMPARED_AMOUNT_LEAD = re.compile(
    rf"\b(?:from|{_JOINS}|than|on|{RANKED_JOINS})\s+(?:(?:the|a|an|its)\s+)?\(?$",
    re.IGNORECASE,
)


def dates_compared_amount(text: str, start: int) -> bool:
    """Whether the period at ``start`` dates a compared amount right before it.

    "ahead of US$4.8 billion in FY23", "up on the $6,750 million outlaid in 2022": the
    period is that amount's, never the period of the sentence's other values.
    """
    amount = _DATED_AMOUNT.search(text, 0, start)
    return amount is not None and bool(
        _COMPARED_AMOUNT_LEAD.search(text, max(0, amount.start() - 40), amount.start())
    )
