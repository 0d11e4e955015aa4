"""Press word orders that part a label from its amount: dashes, a fronted amount, a pronoun.

Letters to shareholders and the press do not always print "label verb amount":

- an aside set off by a pair of dashes sits between the label and its verb ("Underlying
  earnings — the measure we set the dividend by — were $X"): a label inside it names no
  figure, and an amount inside it is never the outer label's (":func:`dash_asides`);
- the amount comes first, then the label of the clause it opens ("At $X, underlying
  earnings were down 11%": :func:`fronted_label_start`);
- a pronoun carries the measure of the clause before to the basis its own clause names
  ("Net earnings were $X; on an underlying basis they were $Y": :func:`carried_basis`).

Read by the extractor (:mod:`mines.figures.prose`) and the verifier
(:mod:`mines.figures.verify_prose`) alike. Pure: compiled patterns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.figures.basis_words import STATUTORY_WORDS, UNDERLYING_WORDS
from mines.numbers import Number, find_figures

_I = re.IGNORECASE

_DASH = r"(?:\s*—\s*|\s+(?:–|-{1,2})\s+)"
"""A dash setting off an aside: an em dash (spaced or not), a spaced en dash or hyphen."""
_DASH_ASIDE = re.compile(rf"{_DASH}(?P<body>[A-Za-z][^—–]{{0,150}}?){_DASH}(?=\S)")
_MAX_LEAD = 3
"""How close before an opening dash an amount may end for the dash to follow it."""


def dash_asides(sentence: str) -> list[tuple[int, int]]:
    """``(start, end)`` of each aside set off by a pair of dashes inside ``sentence``.

    The aside opens after words, never right after an amount ("Revenue – US$54bn –
    EBITDA – US$24bn" is a list of label and value), and says something in words: it does
    not open with an amount and holds more than one word.
    """
    figures = find_figures(sentence)
    out: list[tuple[int, int]] = []
    pos = 0
    while (m := _DASH_ASIDE.search(sentence, pos)) is not None:
        body = m.group("body")
        opened_after_amount = any(m.start() - _MAX_LEAD <= f.end <= m.start() for f in figures)
        leads_with_amount = any(f.start == m.start("body") for f in figures)
        if opened_after_amount or leads_with_amount or len(body.split()) < 2:
            pos = m.start("body")  # the closing dash may open the next aside
            continue
        out.append((m.start(), m.end()))
        pos = m.end()
    return out


def interrupting_aside(sentence: str, num: Number) -> tuple[int, int] | None:
    """The dash aside holding ``num`` when it parts a label from its amount, else None.

    "Net debt — up from $X last year — was $Y": no amount comes before the aside, so the
    label before it is waiting for its amount after it; an amount inside is the aside's
    own and takes a label only from the aside's words. An aside after an amount ("Revenue
    was $X — down from $Y in 2022 — while ...") comments on that amount and is read as any
    clause is.
    """
    for start, end in dash_asides(sentence):
        if start <= num.start and num.end <= end:
            before = [f for f in find_figures(sentence) if f.end <= start]
            return None if before else (start, end)
    return None


_FRONTING = re.compile(
    r"(?:^|[;:]\s*)(?:(?:and|but|yet)\s+)?"
    r"(?:at|coming\s+in\s+at|standing\s+at|totall?ing|reaching|amounting\s+to)\s+$",
    _I,
)
"""Words leading a clause with its amount: "At $X, ...", "Coming in at $X, ..."."""
_FRONTED_TAIL = re.compile(
    r"(?:\s+(?:in|for|over)\s+(?:the\s+)?(?:year|half|period|(?:calendar\s+)?20\d\d|"
    r"FY\s?\d{2,4}))?\s*,\s*"
    r"(?:(?:the|its|our|their|this\s+year['’]s|(?:group|company|miner)['’]s|"
    r"[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}['’]s?)\s+)*",
)
"""After a fronted amount: a period, the comma, then the subject's determiners."""


def fronted_label_start(sentence: str, num: Number) -> int | None:
    """Where the label of a fronted amount must start, else None.

    "At $11.8 billion, underlying earnings were down 11%": the clause the amount opens
    names it with its subject. Only an amount that is the clause's one amount is read so
    (a percentage may follow: the change); "At $X, earnings were down from $Y" leaves the
    order of the two unsaid, and neither is read so.
    """
    if _FRONTING.search(sentence, 0, num.start) is None:
        return None
    tail = _FRONTED_TAIL.match(sentence, num.end)
    if tail is None:
        return None
    later = [f for f in find_figures(sentence) if f.start >= tail.end() and f.unit != "%"]
    if later or _SUPPOSED.search(sentence, tail.end()):
        return None  # "At $X, EBITDA would ...": what the amount would do, not what it was
    return tail.end()


_SUPPOSED = re.compile(
    r"\b(?:would|could|might|may|will|should|expect\w*|forecast\w*|target\w*|guid\w*|"
    r"assum\w*|if)\b",
    _I,
)
"""Words making a fronted amount's clause a supposition ("At $X, EBITDA would be ...")."""


_PRONOUN = (
    r"(?:it|this|that|they|these|the\s+(?:figure|number|result|measure|total|amount)|"
    r"the\s+same\s+(?:figure|measure))"
)
_LINK = (
    r"(?:was|were|is|are|came\s+(?:in\s+)?(?:to|at)|stood\s+at|totall?ed|amounted\s+to|"
    r"reached|rose\s+to|fell\s+to|climbed\s+to|dropped\s+to|grew\s+to|eased\s+to|"
    r"made|earned|posted|recorded|booked|delivered)"
)
_BASIS_LEAD = (
    r"(?P<lead>on\s+(?:an?|the)\s+(?P<on>underlying|statutory|reported|adjusted)\s+"
    r"(?:basis|level)|(?P<as>as\s+reported)|"
    rf"(?P<out>{UNDERLYING_WORDS.pattern})|(?P<in>{STATUTORY_WORDS.pattern}))"
)
_CARRIED = re.compile(
    r"[\s,;:—–-]*(?:(?:and|while|but|whereas|yet|though|although)\s+)?"
    rf"{_BASIS_LEAD}\s*,?\s+{_PRONOUN}\s+(?:\w+ly\s+)?{_LINK}\s+(?:(?:a|an|just|some)\s+)?",
    _I,
)
"""Between two amounts: a basis, a pronoun, a verb ("; on an underlying basis it was")."""
_PRONOUN_ONLY = re.compile(
    r"[\s,;:—–-]*(?:(?:and|while|but|whereas|yet|though|although)\s+)?"
    rf"{_PRONOUN}\s+(?:\w+ly\s+)?{_LINK}\s+(?:(?:a|an|just|some)\s+)?",
    _I,
)
_BASIS_AFTER = re.compile(rf"\s*,?\s*{_BASIS_LEAD}", _I)
"""A basis after the amount: "..., and it was $Y on a statutory basis"."""
_GAPPED = re.compile(
    r"(?:\s*,?\s*(?:as\s+reported|on\s+an?\s+(?:statutory|reported)\s+basis))?"
    r"\s*,?\s+(?:and|while|but|whereas)\s+",
    _I,
)
"""Between two amounts of one measure with no pronoun, the first's own basis maybe said
("US$9.02bn as reported and US$10.16bn on an underlying basis"): the second's basis follows it."""
_BRACKETED = re.compile(
    rf"\s*\(\s*(?:{_BASIS_LEAD}|(?P<word>(?P<bare>underlying|statutory|reported)))\s*:?\s*", _I
)
"""A bracket opening on a basis right after an amount ("A$585m (underlying A$301m)")."""
_PRONOUN_LED = re.compile(
    rf"[\s,;:—–-]*[^\d;]{{0,80}}?\b{_PRONOUN}\s+(?:\w+ly\s+)?{_LINK}\s+"
    r"(?:(?:a|an|just|some)\s+)?",
    _I,
)


def pronoun_led(sentence: str, start: int, num: Number) -> bool:
    """Whether the words from ``start`` to ``num`` end in a pronoun and its verb.

    "; a year earlier it was $Y", "; excluding freight it was $Y": the amount is the
    measure the pronoun stands for, under the words before it; those words are no label.
    """
    return _PRONOUN_LED.fullmatch(sentence, start, num.start) is not None


@dataclass(frozen=True)
class CarriedBasis:
    """A pronoun carrying the measure before to the basis its clause names."""

    basis: str
    start: int
    """Where the clause's words start (the basis words)."""
    words: str
    """The basis as printed ("on an underlying basis", "excluding significant items")."""
    gapped: bool = False
    """No pronoun stands for the measure ("$X, and $Y before one-offs", "$X (underlying $Y)")."""


def carried_basis(sentence: str, prior_end: int, num: Number) -> CarriedBasis | None:
    """The basis the clause between the amount before and ``num`` carries its measure to.

    "Profit attributable to owners was $X; on an underlying basis it was $Y", "..., while
    excluding significant items it was $Y", "$X as reported and $Y on an underlying basis",
    "$X (underlying $Y)": ``num`` is the measure of the amount before, on the basis the
    clause names. None when the words between say anything else.
    """
    m = _CARRIED.fullmatch(sentence, prior_end, num.start)
    gapped = m is None and not _PRONOUN_ONLY.fullmatch(sentence, prior_end, num.start)
    if m is None and (not gapped or _GAPPED.fullmatch(sentence, prior_end, num.start)):
        m = _BASIS_AFTER.match(sentence, num.end)  # "and it was $Y on a statutory basis"
    if m is None:
        m = _BRACKETED.fullmatch(sentence, prior_end, num.start)  # "$X (underlying $Y)"
    if m is None:
        return None
    groups = m.groupdict()
    word = (groups.get("on") or groups.get("bare") or "").lower()
    if word in {"statutory", "reported"} or groups.get("as") or groups.get("in"):
        basis = "statutory"
    else:
        basis = "underlying"
    lead = "lead" if groups.get("lead") else "word"
    start = m.start(lead)
    words = " ".join(sentence[start : m.end(lead)].split())
    return CarriedBasis(basis, start, words, gapped)


_CARRIED_METRIC = {
    ("statutory_npat", "underlying"): "underlying_npat",
    ("underlying_npat", "underlying"): "underlying_npat",
    ("statutory_npat", "statutory"): "statutory_npat",
    ("underlying_npat", "statutory"): "statutory_npat",
    ("underlying_ebitda", "underlying"): "underlying_ebitda",
    ("statutory_ebitda", "underlying"): "underlying_ebitda",
    ("underlying_ebitda", "statutory"): "statutory_ebitda",
    ("statutory_ebitda", "statutory"): "statutory_ebitda",
    ("earnings_per_share", "underlying"): "earnings_per_share",
    ("earnings_per_share", "statutory"): "earnings_per_share",
}
"""The measure a basis carries a result to (a balance or a flow has no second basis)."""


def carried_metric(metric: str | None, basis: str) -> str | None:
    """The metric ``metric`` is on ``basis``, or None when it has no such basis."""
    return _CARRIED_METRIC.get((metric or "", basis))
