"""Slide items: a figure named by the other words of its item, with no linking word.

A results slide, a key-figures list or a notice's form prints a figure as an item, not a
sentence: "- Top line US$18.22bn ▲ 8%", "- US$7.9bn cash in from operating the business
▲ 7%", "Cash at bank US$4.9bn | gross borrowings US$5.4bn | net US$0.5bn", "Distribution
amount declared: AUD 0.50 per security". No linking word stands between label and value, so
:func:`mines.figures.printed.naming_phrase` finds no phrase; the item's other words name
the value instead: the words before it, else (a value leading its item) the words after it.
Never part of the name: an arrow and its change ("▲ 8%"), a comparison ("vs 192Mt in
FY23"), an amount in brackets (the same figure in another currency), a franking note ("ff",
"fully franked"), a per-share unit, or a period's name ("FY24 total": the period is the
figure's, read apart). An item ends at the line's divider (:data:`mines.sentences.
ITEM_DIVIDER`), so "net" after "gross borrowings" names the third item alone.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.figures.period_forms import FY_MENTION, YEAR4
from mines.figures.printed import is_period_only
from mines.figures.qualifiers import read_qualifiers
from mines.numbers import Number
from mines.sentences import ITEM_BULLET, ITEM_DIVIDER, MOVE_MARK

_FIELD = re.compile(r"^\s*(?P<name>[A-Z][A-Za-z'’ /()-]{2,60}?)\s*:\s*$")
"""A form's field name right before its value ("Distribution amount declared: "): the whole
name names the value, its verb ("declared") included."""
PERIOD_WORD = re.compile(
    rf"^(?:{FY_MENTION.pattern}|(?:[12]H|H[12]|HY)(?:\d{{2}}|{YEAR4})?|{YEAR4})$", re.I
)
AFTER_END = re.compile(
    r"\s(?:vs\.?|versus|against|compared\s+(?:with|to))\s|,(?!\s*(?:adjusted|underlying|"
    r"statutory|reported|IFRS)\b)|[(\[|;—–]|\s-\s|\d"
    rf"|{MOVE_MARK.pattern}",
    re.I,
)
"""Where the words naming a value that leads its item end: a comparison, a move, a bracket,
a divider or another figure ("US$7.9bn cash in from operations ▲ 7%")."""
NOTE_TAIL = re.compile(
    r"(?:[\s,]+(?:(?:fully|partly|partially)\s+franked|unfranked|ff|up|down|higher|lower|"
    r"(?:per|a)\s+(?:share|security|unit)))+\s*$",
    re.I,
)
"""What the words after a value may end in without naming it: franking, "per share"."""
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’&/.%-]*")
_LEADING = frozenset("the a an our its their this".split())
_MAX_WORDS = 8
_LINKS = frozenset("of at to was were is are only just some about around".split())
"""Linking words and their adverbs at the end of an item's words ("FCF of only")."""
_PART_AXES = frozenset({"scope", "product", "ownership"})


def is_item(sentence: str) -> bool:
    """Whether ``sentence`` is a slide's item or line of items, not prose."""
    return ITEM_BULLET.match(sentence) is not None or ITEM_DIVIDER.search(sentence) is not None


def item_phrase(sentence: str, start: int, end: int, floor: int = 0) -> tuple[int, int] | None:
    """``(start, end)`` of the words naming the value at ``sentence[start:end]``, or None.

    Only for an item (a bulleted line, a divided line's item) or a form's field ("Name:
    value"); ``floor`` is the end of the figure before, whose words are never this one's.
    """
    begin = floor
    bullet = ITEM_BULLET.match(sentence)
    if bullet is not None:
        begin = max(begin, bullet.end())
    dividers = list(ITEM_DIVIDER.finditer(sentence, begin, start))
    if dividers:
        begin = dividers[-1].end()
    before = sentence[begin:start]
    field = _FIELD.match(before)
    if field is not None and bullet is None and not dividers:
        if _names_part_only(field.group("name")):
            return None  # "Copper: US$7.4bn": a part's figure of a measure said elsewhere
        return begin + field.start("name"), begin + field.end("name")
    if not is_item(sentence) or sentence.rstrip().endswith((".", "!", "?")):
        return None  # "- Shipped 326 Mt on a 100% basis, with ...": a sentence, the prose's
    if begin == floor and floor and not dividers:
        return None  # "326.2 million tonnes on a 100% basis": the words of the figure before
    words = _naming_words(sentence, begin, start)
    while words and sentence[words[-1][0] : words[-1][1]].lower() in _LINKS:
        words.pop()  # "- FCF of only US$0.7bn": the label before its linking words
    if words and is_period_only(sentence[words[0][0] : words[-1][1]]):
        return None  # "| full year 150c": a period, the item before's measure
    if words and _names_part_only(sentence[words[0][0] : words[-1][1]]):
        return None  # "- Iron Ore $US15.2bn": a part named, no measure
    if words:
        if re.search(r"[:=()]|\s(?:vs\.?|versus)\s", sentence[words[0][0] : start], re.I):
            return None  # a linking mark or a comparison: the prose reading's
        return words[0][0], words[-1][1]
    if before.strip():
        return None  # "vs 192Mt": a comparison's value, named by the figure before
    limit = ITEM_DIVIDER.search(sentence, end)
    stop = limit.start() if limit else len(sentence)
    cut = AFTER_END.search(sentence, end, stop)
    tail = sentence[end : cut.start() if cut else stop]
    tail = NOTE_TAIL.sub("", tail)
    after = _naming_words(sentence, end, end + len(tail))
    if not after or not re.match(r"\s+[A-Za-z]", sentence[end : after[0][0] + 1]):
        return None
    if sentence[end:].lstrip().lower().startswith(("of ", "in ")):
        return None  # "US$2bn of cash earnings": the phrase reading's
    if _names_part_only(sentence[after[0][0] : after[-1][1]]):
        return None
    return after[0][0], after[-1][1]


def _names_part_only(words: str) -> bool:
    """Whether ``words`` name only a part (a commodity, a site, a share), no measure of it."""
    axes = set(read_qualifiers(words))
    return bool(axes) and axes <= _PART_AXES


_MOVED = re.compile(
    r"\b(?:up|down|higher|lower|rose|fell|grew|growth|gained?|lost|lowered|reduced|cut|"
    r"raised|lifted|increased?|decreased?|reduction|improvement|change|movement|uplift|"
    r"swing)\s*[:,-]?\s*$",
    re.I,
)
"""An item's words ending in how its value moved ("Costs lowered", "Revenue growth")."""


def moved_item(sentence: str, start: int, floor: int = 0) -> bool:
    """Whether the item's words before the value at ``start`` say it is a move, no level.

    "- Net debt reduced US$0.9bn", "- Revenue growth US$1.4bn": how far the measure moved.
    """
    if not is_item(sentence):
        return False
    bullet = ITEM_BULLET.match(sentence)
    begin = max(floor, bullet.end() if bullet else 0)
    dividers = list(ITEM_DIVIDER.finditer(sentence, begin, start))
    if dividers:
        begin = dividers[-1].end()
    return _MOVED.search(sentence, begin, start) is not None


def _naming_words(sentence: str, begin: int, stop: int) -> list[tuple[int, int]]:
    """The words of ``sentence[begin:stop]`` that may name a figure: no period, no article."""
    words = [(m.start(), m.end()) for m in _WORD.finditer(sentence, begin, stop)]
    while words and _skipped(sentence[words[0][0] : words[0][1]], first=True):
        words.pop(0)
    while words and _skipped(sentence[words[-1][0] : words[-1][1]], first=False):
        words.pop()
    if not words or len(words) > _MAX_WORDS:
        return []
    if not any(_is_word(sentence[a:b]) for a, b in words):
        return []
    return words


def _skipped(word: str, first: bool) -> bool:
    """A period's name at an item's edge, or an article leading it: no part of the name."""
    bare = word.strip(".,")
    return bool(PERIOD_WORD.match(bare)) or (first and bare.lower() in _LEADING)


def _is_word(word: str) -> bool:
    bare = word.rstrip(".").replace("-", "")
    return (len(bare) >= 3 and bare.isalpha()) or bare.upper() in {"EPS", "C1", "NPAT"}


BARE_NET = re.compile(r"^net(?:\s+(?:position|balance|amount|figure))?$", re.I)
"""An item named "net" and no more: the difference of the two items before it."""
DEBT_WORDS = re.compile(r"\b(?:borrowings?|debt|loans?|notes|bonds?|facilit(?:y|ies))\b", re.I)
CASH_WORDS = re.compile(r"\bcash\b", re.I)
FRANKED = re.compile(r"\b(?:(?:fully|partly|partially)\s+franked|unfranked|ff)\b", re.I)
DIVIDEND_WORD = re.compile(r"\b(?:dividends?|distributions?|payouts?|returns?)\b", re.I)
KIND_ONLY = re.compile(r"^(?:interim|final|special|total|full[\s-]year)$", re.I)
"""An item named by a dividend's kind alone ("Final A$0.89 | interim A$1.08 | total A$1.97
ff"): a dividend when the line is franked, whichever item the franking follows."""


def _netted(num: Number, items: list[tuple[str, float]]) -> tuple[str, bool] | None:
    """``(label, net_cash)`` of an item named "net" after a cash and a debt item, or None.

    "Cash at bank US$4.9bn | gross borrowings US$5.4bn | net US$0.5bn": the debt less the
    cash, net debt; "Cash A$1.95bn | bond A$0.94bn | net A$1.01bn": the cash less the debt,
    net cash. Which one is read from the sums themselves; a "net" that is neither names no
    figure.
    """
    cash = [v for words, v in items if CASH_WORDS.search(words) and not DEBT_WORDS.search(words)]
    debt = [v for words, v in items if DEBT_WORDS.search(words)]
    if len(cash) != 1 or len(debt) != 1:
        return None
    value = num.base_value
    tolerance = max(abs(value) * 0.02, num.scale * 0.051)
    if abs((debt[0] - cash[0]) - value) <= tolerance:
        return "net debt", False
    if abs((cash[0] - debt[0]) - value) <= tolerance:
        return "net cash", True
    return None


def _franked(sentence: str, label: str, end: int) -> str:
    """``label`` as a dividend's when franking follows its value ("Final A$0.89 fully franked").

    Only a dividend carries franking credits, so the item's words ("Final", "total") name a
    dividend of that kind.
    """
    limit = ITEM_DIVIDER.search(sentence, end)
    tail = sentence[end : limit.start() if limit else len(sentence)]
    franked = FRANKED.search(tail) or (KIND_ONLY.match(label) and FRANKED.search(sentence))
    if franked is None or DIVIDEND_WORD.search(label):
        return label
    return f"{label} dividend"


def item_label(
    sentence: str, hit: LabelHit, label: str, num: Number, items: list[tuple[str, Number]]
) -> tuple[LabelHit, str] | None:
    """The label of an item named by its own words (``hit``), completed where they say little.

    A bare "net" after a cash and a debt item is net debt or net cash (:func:`_netted`;
    None when it is neither: "net" alone names no figure); words before a franked value are
    a dividend's (:func:`_franked`). ``items`` are the figures before on the line, with
    their labels.
    """
    if BARE_NET.match(label.strip()):
        netted = _netted(num, [(words, n.base_value) for words, n in items])
        if netted is None:
            return None
        named, net_cash = netted
        return LabelHit(hit.start, hit.end, "net_debt", None, net_cash, named), named
    franked = _franked(sentence, label, num.end)
    if franked != label:
        return LabelHit(hit.start, hit.end, "", hit.basis, False, franked), franked
    return hit, label
