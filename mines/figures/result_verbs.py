"""The result and revenue said with a verb: "the group lost $807 million in the half".

A press sentence often names the measure by what the company did rather than by a label:

- it *lost* an amount: the bottom line, negative ("Mineral Resources lost A$807 million");
- it *earned*, *made*, *netted* or *pocketed* an amount: the bottom line, when the sentence
  names no other measure (revenue, EBITDA, cash ...) that the amount could be;
- a result verb with the result as its object: "swung to a loss of", "booked a net profit
  of", "turned in a $2 billion loss";
- the result or the takings as the subject of a movement verb: "Profit slumped to",
  "Turnover for the six months rose to", "The bottom line came in at".

The company (or "the group", "the miner", "it") must be the subject: a division, a
commodity or a site ("the lithium arm lost") is no group result. Words after the amount
may only be a period, a tax qualifier kept as printed ("after tax"), a basis or the start
of another clause: "lost $2 billion in market value", "made $X in acquisitions", "earned
$X before tax" or "$X a share" are something else, and nothing is read. A basis word
("underlying", "attributable", "statutory") is kept. A value compared with the one a verb
named ("earned US$5.7 billion, down from US$6.2 billion") is the same measure's, for the
prior period; the sign of a comparative is in its own words, never in the verb ("lost X,
compared with Y" says nothing of Y's sign, so a lost amount's comparative is not read).

Read by the extractor (:mod:`mines.figures.prose`) and the verifier
(:mod:`mines.figures.verify_prose`) alike. Pure: compiled patterns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.figures.basis_words import basis_named_before, left_out_leads
from mines.figures.comparatives import RANKED_JOINS, compared_gap
from mines.figures.division_subjects import PERIOD_LEAD, division_subject
from mines.figures.per_share_frame import framed_per_share
from mines.figures.result_clauses import (
    RESULT_KEYS,
    appositive_subject,
    basis_after,
    names_another_measure,
)
from mines.measures.sites import find_sites
from mines.question.companies import company_spans

_I = re.IGNORECASE


@dataclass(frozen=True)
class ResultVerb:
    """What a verb says an amount is."""

    metric: str
    basis: str | None
    start: int
    """Where the words naming the amount start (the verb, or the subject noun)."""
    label: str
    """What names the amount as printed: the result's noun phrase, else the verb ("lost")."""
    lost: bool = False
    """The verb itself says the amount was lost (no loss word for the sign to be read from)."""


_BASIS = {"underlying": "underlying", "statutory": "statutory", "reported": "statutory"}

_LOSE = r"lost|lose|loses|losing"
_EARN = (
    r"earned|earns|earnt|made|makes|netted|nets|pocketed|pockets|banked|banks|cleared|clears|"
    r"booked|books"
)
_AMOUNT_VERB = re.compile(
    rf"\b(?P<verb>{_LOSE}|{_EARN})\s+(?:(?:a|an)\s+)?(?:(?:net|after-tax)\s+)?$", _I
)
"""A verb whose object is the amount itself: "lost $807 million", "earned a net $X"."""

_TURNOVER_VERB = re.compile(r"\b(?P<verb>turned|turns|turning)\s+over\s+(?:(?:a|an)\s+)?$", _I)
"""The takings said with a verb: "the group turned over A$6.4 billion" is its revenue."""
_ON_TAKINGS = re.compile(
    r"\s+on\s+(?:(?:group|total|record|higher|lower)\s+)?(?:revenues?|sales|turnover)\s+of\b", _I
)
"""The takings the amount was earned on ("earned $X on revenue of $Y"): the other amount's
own words, which leave the earned amount the bottom line when a lead names that line."""

_EARNED_VERB = re.compile(
    rf"\b(?P<verb>{_EARN}|generated|generates|delivered|delivers)\s+(?:(?:a|an)\s+)?$", _I
)
_BEFORE_ITEMS = re.compile(
    r"\s*,?\s*before\s+interest,?\s+(?:and\s+)?tax(?:ation|es)?,?\s+(?:and\s+)?"
    r"(?:depreciation(?:,?\s+(?:and\s+)?amorti[sz]ation)?|D\s*&\s*A)"
    r"(?P<one_offs>,?\s+(?:and\s+)?(?:one[\s-]?offs\b|(?:one[\s-]?off|significant|exceptional|"
    r"individually\s+material)(?:\s+items)?))?",
    _I,
)
"""What an amount earned is before, spelling EBITDA out ("before interest, tax, depreciation
and amortisation", "before interest, tax, D&A and one-offs": then the underlying one);
"before tax" or "before interest and tax" alone name other measures and are not read."""

_ADJECTIVE = (
    r"(?:first|second|maiden|record|bigger|smaller|larger|wider|narrower|half-year|"
    r"full-year|annual|interim|first-half|second-half|six-month|half-yearly|statutory|"
    r"reported|underlying|attributable|after-tax|net|bottom[\s-]line)"
)
_RESULT_NOUN = (
    rf"(?P<noun>(?:{_ADJECTIVE}[\s-]+)*(?:profit|loss)"
    r"(?:\s+after\s+tax(?:ation)?)?(?:\s+attributable\s+to\s+(?:shareholders|members|owners))?)"
)
_RESULT_VERB = (
    r"(?:(?:swung|swings|swinging|slipped|slips|slid|fell|falls|plunged|plunges|dropped|"
    r"slumped|slumps|"
    r"sank|tumbled|turned|turns|returned|returns|moved|went|crashed|lurched|dived|dove)"
    r"(?:\s+back)?\s+(?:in)?to|posted|posts|booked|books|recorded|records|reported|reports|"
    r"made|makes|suffered|suffers|incurred|incurs|delivered|delivers|logged|logs|"
    r"notched(?:\s+up)?|chalked\s+up|racked\s+up|turned\s+in|achieved|achieves|earned|earns)"
)
_OBJECT_BEFORE = re.compile(
    rf"\b(?P<verb>{_RESULT_VERB})\s+(?:(?:a|an|its)\s+)?{_RESULT_NOUN}\s+of\s+$", _I
)
"""A result verb with the result as its object before the amount: "booked a net profit of"."""
_ARTICLE_BEFORE = re.compile(rf"\b(?P<verb>{_RESULT_VERB})\s+(?:(?:a|an)\s+)?$", _I)
_OBJECT_AFTER = re.compile(rf"\s+{_RESULT_NOUN}\b", _I)
"""The result named after the amount: "turned in a $2 billion loss"."""

_SUBJECT_NOUN = (
    r"(?P<noun>(?:(?:net|after[\s-]tax)\s+)?profits?(?:\s+after\s+tax(?:ation)?)?|"
    r"net\s+(?:earnings|income)|"
    r"net\s+loss(?:\s+after\s+tax(?:ation)?)?|bottom[\s-]line(?:\s+profit)?|turnover|"
    r"top[\s-]line)"
)
_PERIOD_WORDS = (
    r"(?:(?:the|its|this|that|first|second|december|june|latest|past|last|previous|prior|"
    r"financial|fiscal|calendar|full|six|twelve|12|6|20\d\d|FY\s?\d{2,4})\s+){0,4}"
    r"(?:half|half[\s-]year|year|period|months|quarter|FY\s?\d{2,4}|20\d\d)\b"
    # "to 30 June 2025", "ending in December", "to June 30", "to Dec. 31"
    r"(?:\s+(?:to|ended|ending)\s+(?:in\s+)?(?:\d{1,2}\s+)?[A-Z][a-z]+\.?(?:\s+\d{1,2}\b)?"
    r"(?:,?\s+20\d\d)?)?"
)
_PERIOD = rf"(?:\s+(?:in|for|over|during|across|through)\s+{_PERIOD_WORDS})"
_MOVE = (
    r"(?:rose|rises|jumped|jumps|climbed|climbs|increased|increases|grew|grows|surged|soared|"
    r"lifted|edged\s+up|fell|falls|slumped|slumps|dropped|drops|declined|declines|decreased|"
    r"plunged|slid|slipped|sank|tumbled|eased|narrowed|widened|was|were|is|came\s+in|stood|"
    r"totalled|totaled|reached|hit|amounted|(?:more\s+than\s+)?(?:halved|doubled))"
)
_SUBJECT_BEFORE = re.compile(
    # "Revenue and profit rose to": which of the two is not said
    r"(?:^|[,;:]\s*(?:and\s+)?|\b(?:while|but|whereas|as|when|with)\s+|"
    # "After impairments of lithium assets the statutory result was": a clause of what the
    # result keeps or leaves out, then the result
    r"\b(?:after|before|including|excluding)\s+(?:[\w'’-]+\s+){1,5}?(?=(?:the|its|our)\s))"
    r"(?P<lead>(?:(?:the|its|their|our|group|(?:company|group|miner)['’]s|half-year|half|"
    r"full-year|annual|first-half|"
    r"second-half|interim|statutory|reported|underlying|attributable|record|"
    r"[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}(?:['’]s|['’]))\s+)*)"
    rf"{_SUBJECT_NOUN}{_PERIOD}?\s+(?:\w+ly\s+)?{_MOVE}"
    r"(?:\s+[\d.,]+\s?(?:%|per\s*cent))?(?:\s+(?:to|at|of))?(?:\s+(?:a|an)(?:\s+record)?)?\s*$",
    _I,
)
"""The measure as the subject of a movement verb: "Turnover for the six months rose to"."""

_WAS_VERB = (
    r"(?:was|were|is|came\s+in\s+at|amounted\s+to|stood\s+at|showed|recorded|"
    r"(?:swung|slumped|slid|fell|sank|tumbled|dropped|plunged|turned)\s+(?:in)?to)"
)
_RESULT_WAS = re.compile(
    r"(?:^|[,;:]\s*(?:and\s+)?|\b(?:while|but|whereas|as|when|with)\s+|"
    # "After impairments of lithium assets the statutory result was": a clause of what the
    # result keeps or leaves out, then the result
    r"\b(?:after|before|including|excluding)\s+(?:[\w'’-]+\s+){1,5}?(?=(?:the|its|our)\s))"
    r"(?P<lead>(?:(?:the|its|their|our|group|(?:company|group|miner)['’]s|half-year|half|"
    r"full-year|annual|first-half|"
    r"statutory|reported|underlying|net|bottom[\s-]line|"
    r"[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,2}(?:['’]s|['’]))\s+)*)"
    rf"\b(?:result|bottom[\s-]line){_PERIOD}?(?:\s+{_WAS_VERB}|\s*:)\s+"
    r"(?:an?\s+)?(?:(?P<noun>(?:net\s+)?(?:profit|loss)(?:\s+after\s+tax(?:ation)?)?)\s+of\s*)?$",
    _I,
)
"""The result as the subject, its sign in the noun after: "The underlying result was a loss
of $196 million", "The bottom line was a loss of $896 million"."""

_CLAUSE_START = re.compile(
    r",(?!\d)|[;:(—–]|\b(?:and|while|but|whereas|although|though|as|when|after|before)\b", _I
)
_AUXILIARIES = re.compile(r"(?:\s+(?:has|had|have|also|again|still|then|only|\w+ly))+\s*$", _I)
_GENERIC_WHO = re.compile(
    r"(?:(?:the|our)\s+(?:[\w-]+\s+){0,2}?(?:group|company|miner|producer|firm)|it|we)", _I
)
"""A company named without its name: "the group", "the iron ore miner", "it"."""

_SAID = re.compile(
    r"(?P<speaker>.+?)\s+(?:said|says|announced|announces)(?:\s+(?:on|in)\s+\w+)?"
    r"(?:\s+that)?\s+(?:it|the\s+(?:group|company|miner))",
    _I,
)
"""A company reporting what it did: "Fortescue said on Tuesday (that) it"."""

_TAIL = re.compile(
    r"(?P<tax>\s+(?:after|post)[\s-]tax(?:ation)?)?"
    r"(?P<basis>\s+(?:on|in)\s+(?:an?\s+)?(?P<word>underlying|statutory|reported)\s+"
    r"(?:basis|terms))?"
    rf"{_PERIOD}*"
    r"(?=\s*(?:$|[.,;:()–—]|\b(?:as|after|while|when|despite|because|thanks|amid|compared|"
    r"versus|up|down|against|and|but|with|on\s+the\s+back|a\s+year|the\s+year|"
    r"last\s+year)\b|from\s+(?:(?:a|an|the)\s+)?(?:(?:US|A|AU)?\$|\$(?:US|A)|\d|profit|loss)))",
    _I,
)
"""What may follow the amount: a tax qualifier, a basis, a period, then another clause
("from" only before the amount compared with: "made $X from the sale" is what it came from)."""

_COMPARED = compared_gap(
    lead=f"{_PERIOD}*", adverbs=r"well|far|much|\w+ly|more|less", joins=rf"{RANKED_JOINS}|than"
)
"""Between the amount a verb named and its comparative ("in the half, down from")."""


_BEFORE_TAX = re.compile(r"\s*\(?\s*(?:before|pre)[\s-]tax(?:ation)?\b", _I)


def before_tax(sentence: str, end: int) -> bool:
    """Whether the amount ending at ``end`` is said, right after it, to be before tax."""
    return _BEFORE_TAX.match(sentence, end) is not None


def result_verb(
    sentence: str, start: int, end: int, before: tuple[int, int] | None = None
) -> ResultVerb | None:
    """What a verb says the amount at ``sentence[start:end]`` is, else None.

    ``before`` is the amount right before it in the sentence, if any: "earned US$5.7
    billion, down from US$6.2 billion" -- an amount the words between only compare with
    is the same measure (for the prior period: :mod:`mines.figures.prose_periods`). A
    lost amount's comparative is not read: "lost X, compared with Y" says nothing of
    Y's sign.
    """
    found = _earned_before(sentence, start, end) or _amount_verb(sentence, start, end)
    found = found or _result_object(sentence, start, end) or _result_subject(sentence, start, end)
    found = found or _earnings_were(sentence, start, end) or _framed(sentence, start, end)
    if found is not None and found.basis is None and found.metric in RESULT_KEYS:
        led = _led_by_basis(sentence, found)  # "booked $X" names the result only with a basis
        return None if led.basis is None and led.label.lower() in {"booked", "books"} else led
    if found is not None or before is None:
        return found
    prior = result_verb(sentence, *before)
    if prior is not None and prior.metric == "earnings_per_share":
        second = _second_a_share(sentence, prior, before[1], start, end)
        if second is not None:
            return second
    if prior is None or prior.lost or not _COMPARED.fullmatch(sentence[before[1] : start]):
        return None
    return prior


def _framed(sentence: str, start: int, end: int) -> ResultVerb | None:
    """Earnings a share after a fronted frame ("Per share, that is X US cents underlying")."""
    framed = framed_per_share(sentence, start, end)
    if framed is None:
        return None
    basis, label_start, label = framed
    return ResultVerb("earnings_per_share", basis, label_start, label)


def _second_a_share(
    sentence: str, prior: ResultVerb, gap: int, start: int, end: int
) -> ResultVerb | None:
    """A second sum a share on its own basis, else None.

    "earned 355.8 US cents a share on a basic measure and 354.3 US cents a share on an
    underlying basis": the second is underlying earnings per share (never a comparison's).
    """
    after = _A_SHARE_AFTER.match(sentence, end)
    if not re.fullmatch(r"[^\d;]*?(?:,\s*|\s+)(?:and|while|with)\s+", sentence[gap:start], _I):
        return None
    word = (after["after"] or after["bracket"] or "").lower() if after else ""
    if word not in {"underlying", "basic", "statutory", "reported"}:
        return None  # no basis of its own said, or a diluted one: another measure
    if _TAIL.match(sentence, after.end() if after else end) is None:
        return None
    basis = "underlying" if word == "underlying" else None
    return ResultVerb("earnings_per_share", basis, start, f"{word} earnings per share", prior.lost)


_SHARE_WORDS = r"(?:a|per|each)\s+(?:ordinary\s+)?share"
_A_SHARE_AFTER = re.compile(
    rf"\s*(?P<share>{_SHARE_WORDS})\b"
    r"(?:\s+(?:on\s+(?:an?|the)\s+(?P<after>basic|diluted|underlying|statutory|reported)"
    r"(?:\s+(?:reported|statutory))?\s+(?:basis|measure)|"
    r"\((?P<bracket>basic|diluted|underlying|statutory|reported)\)))?",
    _I,
)
"""A sum a share right after an earned amount, with its basis: "a share on a basic basis"."""
_A_SHARE_END = re.compile(rf"{_SHARE_WORDS}$", _I)
_EPS_BASIS_BEFORE = re.compile(
    r"\b(?:on\s+an?\s+|in\s+)(?P<word>basic|diluted|underlying|statutory|reported)"
    r"\s+(?:basis|terms)\b",
    _I,
)
"""A basis that leads the verb's clause: "On a diluted basis the miner earned"."""


def _earned_a_share(sentence: str, m: re.Match[str], start: int, end: int) -> ResultVerb | None:
    """Earnings per share said with a verb: "BHP earned 155.8 US cents a share".

    The company earning (or losing) a sum a share earned its profit a share: earnings per
    share, on the basis said after it ("on a diluted basis") or leading the clause ("In
    underlying terms the group earned"); basic unless diluted is said. None for a sum
    that is no sum a share (the amount verb reads that), and for one with words after it
    that are neither a period nor another clause ("earned 40 cents a share in dividends").
    """
    printed = sentence[start:end]
    after = None if _A_SHARE_END.search(printed) else _A_SHARE_AFTER.match(sentence, end)
    if after is None and not _A_SHARE_END.search(printed):
        return None
    if after is not None and after.group("share") is None:
        return None
    share_end = after.end() if after is not None else end
    tail = _TAIL.match(sentence, share_end)
    if tail is None or tail.group("basis") or not _company_subject(sentence, m.start()):
        return None
    word = (after.group("after") or after.group("bracket")) if after is not None else None
    if word is None:
        subject = _subject_start(sentence, m.start()) or m.start()
        clause = sentence[:subject]
        led = [w.group("word") for w in _EPS_BASIS_BEFORE.finditer(clause)]
        word = led[-1] if led and not re.search(r"\d", clause) else None
    word = (word or "").lower()
    basis = "underlying" if word == "underlying" else None
    named = {"reported": "statutory "}.get(word, f"{word} " if word else "")
    lost = m.group("verb").lower() in _LOSE.split("|")
    return ResultVerb("earnings_per_share", basis, m.start(), f"{named}earnings per share", lost)


_EARNINGS_WERE = re.compile(
    r"(?P<lead>(?:(?:(?:first|second)[\s-]+half|half[\s-]+year|interim|basic|underlying|"
    r"statutory|reported)[\s-]+)*)earnings"
    r"(?:\s+(?:for|in|over)\s+the\s+(?:half|period|six\s+months))?\s+"
    r"(?:were|was|of|came\s+(?:in\s+at|to)|totalled|totaled|amounted\s+to|stood\s+at|"
    r"reached|(?:rose|fell|climbed|slipped|dropped|eased)\s+to)\s+$",
    _I,
)
"""Earnings the press tells as a sum a share with no "per share" in the label: "first-half
basic earnings were 355.8 US cents a share"."""


def _earnings_were(sentence: str, start: int, end: int) -> ResultVerb | None:
    """Earnings per share told by its unit only; a diluted one is another measure."""
    m = _EARNINGS_WERE.search(sentence, max(0, start - 80), start)
    after = _A_SHARE_AFTER.match(sentence, end)
    if m is None or (after is None and not _A_SHARE_END.search(sentence[start:end])):
        return None
    if re.search(r"\bdiluted[\s-]*$", sentence[: m.start()], _I) or (after and after["after"]):
        return None  # "diluted earnings were", "a share on a diluted basis": read elsewhere
    if _TAIL.match(sentence, after.end() if after else end) is None:
        return None
    basis = "underlying" if re.search(r"underlying", m["lead"], _I) else None
    return ResultVerb("earnings_per_share", basis, m.start(), " ".join(m.group(0).split()))


def _amount_verb(sentence: str, start: int, end: int) -> ResultVerb | None:
    m = _AMOUNT_VERB.search(sentence, max(0, start - 40), start)
    if m is None:
        return _turned_over(sentence, start, end)
    apiece = _earned_a_share(sentence, m, start, end)
    if apiece is not None:
        return apiece
    if _A_SHARE_END.search(sentence[start:end]) or _A_SHARE_AFTER.match(sentence, end):
        return None  # a sum a share, with words after it that are no period
    held = basis_after(sentence, end)  # "for its shareholders", "before one-offs"
    tail = _TAIL.match(sentence, held.end if held else end)
    # "On the bottom line the miner earned $X on revenue of $Y": the line says which measure
    # ("earned $X on revenue of $Y" alone may be a profit before tax)
    bottom = _BOTTOM_LINE.search(sentence, 0, m.start())
    takings = _ON_TAKINGS.match(sentence, end) if bottom else None
    if (tail is None and takings is None) or not _company_subject(sentence, m.start()):
        return None
    lost = m.group("verb").lower() in _LOSE.split("|")
    said_end = takings.end() if takings else tail.end() if tail else end
    if not lost and names_another_measure(sentence, m.start(), said_end):
        return None  # "earned US$5 billion on revenue of ...": which measure is not said
    basis = _BASIS.get((tail.group("word") or "").lower()) if tail else None
    basis = held.basis if held and basis is None else basis
    metric = "underlying_npat" if basis == "underlying" else "statutory_npat"
    tax = (tail.group("tax") or "").strip() if tail else ""
    label = " ".join((sentence[m.start() : start].strip(), tax))
    return ResultVerb(metric, basis, m.start(), label.strip(), lost)


def _earned_before(sentence: str, start: int, end: int) -> ResultVerb | None:
    """EBITDA said with a verb, spelt out after the amount.

    "The contracting business earned $X before interest, tax, depreciation and one-off
    items": a division's, read so by its subject; the company's when it is the subject.
    """
    m = _EARNED_VERB.search(sentence, max(0, start - 40), start)
    items = _BEFORE_ITEMS.match(sentence, end)
    if m is None or items is None or _TAIL.match(sentence, items.end()) is None:
        return None
    if not _company_subject(sentence, m.start()) and not division_subject(sentence[: m.start()]):
        return None
    basis = "underlying" if items.group("one_offs") else None
    return ResultVerb("underlying_ebitda", basis, m.start(), "EBITDA")


def _turned_over(sentence: str, start: int, end: int) -> ResultVerb | None:
    """The revenue a company "turned over": "In FY25 the group turned over A$6.4bn"."""
    m = _TURNOVER_VERB.search(sentence, max(0, start - 40), start)
    if m is None or _TAIL.match(sentence, end) is None:
        return None
    if not _company_subject(sentence, m.start()):
        return None
    return ResultVerb("revenue", None, m.start(), " ".join(m.group(0).split()))


def _result_object(sentence: str, start: int, end: int) -> ResultVerb | None:
    m = _OBJECT_BEFORE.search(sentence, max(0, start - 120), start)
    tail_from = end
    if m is None:
        m = _ARTICLE_BEFORE.search(sentence, max(0, start - 40), start)
        after = _OBJECT_AFTER.match(sentence, end) if m is not None else None
        if m is None or after is None:
            return None
        noun, tail_from = after.group("noun"), after.end()
    else:
        noun = m.group("noun")
    if _TAIL.match(sentence, tail_from) is None or not _company_subject(sentence, m.start()):
        return None
    return _named(noun, m.start(), noun)


def _result_subject(sentence: str, start: int, end: int) -> ResultVerb | None:
    was = _RESULT_WAS.search(sentence[:start])
    # "The bottom line was an $896 million loss": the noun giving the sign after the amount
    after = _OBJECT_AFTER.match(sentence, end) if was and not was.group("noun") else None
    tail_from = after.end() if after is not None else end
    if was is not None and _part_lead(was.group("lead")):
        return None  # "Lithium's result was a loss of": a part's, never the company's
    if was is not None and (was.group("noun") or after) and _TAIL.match(sentence, tail_from):
        where = was.start("lead")
        noun = was.group("noun") or (after.group("noun") if after else "")
        label = sentence[where:start].strip() if was.group("noun") else noun
        return _named(f"{was.group('lead')} {noun}", where, label)
    m = _SUBJECT_BEFORE.search(sentence[:start])
    if m is None or _TAIL.match(sentence, end) is None:
        return None
    lead = m.group("lead")
    if _part_lead(lead):
        return None  # "Escondida's profit", "Iron ore's turnover": a part of the company
    where = m.start("lead")
    label = sentence[where : m.end("noun")]
    if re.match(r"turnover|top", m.group("noun"), _I):
        return ResultVerb("revenue", None, where, label)
    return _named(f"{lead} {m.group('noun')}", where, label)


def _part_lead(lead: str) -> bool:
    """Whether the words leading a result name a part of the company (a site, a commodity)."""
    return bool(find_sites(lead) or re.search(r"\b(?:iron|copper|gold|lithium|coal)\b", lead, _I))


def _led_by_basis(sentence: str, found: ResultVerb) -> ResultVerb:
    """The result with the basis the words leading it name, after any figure before them.

    "Stripping out the writedown, profit came in at $X", "On an underlying basis, the group
    lost $X": the extractor's reading of a leading basis (``prose_labels.leading_basis``).
    """
    subject = _subject_start(sentence, found.start)
    before = sentence[: found.start if subject is None else subject]
    before = re.sub(r"[\s,]*\band\s*$", " ", before)  # "Strip those out and the company"
    digits = [m.end() for m in re.finditer(r"\d", before)]
    before = before[digits[-1] :] if digits else before
    named = "underlying" if left_out_leads(before) else basis_named_before(before)
    if named is None:
        return found
    metric = "underlying_npat" if named == "underlying" else "statutory_npat"
    return ResultVerb(metric, named, found.start, found.label, found.lost)


def _named(noun: str, where: int, label: str) -> ResultVerb:
    """The result a noun phrase names, with its basis word."""
    words = noun.lower()
    basis = next((b for w, b in _BASIS.items() if re.search(rf"\b{w}\b", words)), None)
    if basis is None and "attributable" in words:
        basis = "attributable"
    metric = "underlying_npat" if basis == "underlying" else "statutory_npat"
    return ResultVerb(metric, basis, where, label)


def company_did(sentence: str, verb_start: int) -> bool:
    """Whether the company is the subject of the verb at ``verb_start``.

    Its name, "the group", "the miner", "it", after any period or left-out clause leading it.
    """
    return _company_subject(sentence, verb_start)


def _company_subject(sentence: str, verb_start: int) -> bool:
    """Whether the company is who did it: its name, "the group", "the miner", "it"."""
    return _subject_start(sentence, verb_start) is not None


def _subject_start(sentence: str, verb_start: int) -> int | None:
    """Where the company naming who did it starts, else None.

    A period or a left-out clause may lead the subject ("A year ago the group earned",
    "Excluding those charges the company earned"): it says when or on what basis, not who.
    """
    marks = list(_CLAUSE_START.finditer(sentence, 0, verb_start))
    start = marks[-1].end() if marks else 0
    who = sentence[start:verb_start]
    if not who.strip() and marks and marks[-1].group().lower() == "and":
        return _shared_subject(sentence, marks)  # "The group owed $X and posted a loss of"
    aux = _AUXILIARIES.search(who)
    who = who[: aux.start()] if aux else who
    start += len(who) - len(who.lstrip())
    who = who.strip()
    apposed = None if who else appositive_subject(sentence, marks, _names_company)
    if apposed is not None or not who or find_sites(who):
        return apposed
    if _names_company(who):
        return start
    tail = _SUBJECT_TAIL.search(who)
    spans = company_spans(who)
    lead_end = tail.start("who") if tail else spans[0][0] if spans else 0
    lead = re.sub(r"\s*\bthe\s*$", "", who[:lead_end], flags=_I)
    if not lead.strip() or not _is_lead(lead) or not _names_company(who[lead_end:]):
        return None
    return start + lead_end


def _shared_subject(sentence: str, marks: list[re.Match[str]]) -> int | None:
    """Where the company leading the clause before "and" starts, if it is that clause's subject.

    A verb joined on by "and" shares it ("the group owed $X and posted a loss").
    """
    start = marks[-2].end() if len(marks) > 1 else 0
    words = list(re.finditer(r"\S+", sentence[start : marks[-1].start()]))
    for k in range(min(len(words), 5), 0, -1):
        who = sentence[start + words[0].start() : start + words[k - 1].end()]
        if k < len(words) and _names_company(who):
            return start + words[0].start()
    return None


def _names_company(who: str) -> bool:
    """Whether ``who`` is the company alone: its name, "the group", "the miner", "it"."""
    if _GENERIC_WHO.fullmatch(who):
        return True
    said = _SAID.fullmatch(who)
    if said is not None:  # "Fortescue said on Tuesday it earned": the speaker is who did it
        return _company_subject(said.group("speaker"), len(said.group("speaker")))
    spans = company_spans(who)
    if not spans:
        return False
    rest = (who[: spans[0][0]] + who[spans[-1][1] :]).strip()
    return re.fullmatch(r"(?:(?:the|Metals|Limited|Ltd|Group|Inc|plc)\b\s*)*", rest, _I) is not None


_SUBJECT_TAIL = re.compile(rf"(?:^|\s)(?P<who>{_GENERIC_WHO.pattern})$", _I)
_BOTTOM_LINE = re.compile(r"(?:on|at)\s+the\s+bottom[\s-]line", _I)
"""A lead naming the line the verb's amount is on: "On the bottom line the miner earned"."""


def _is_lead(lead: str) -> bool:
    """Whether ``lead`` only says when, or on what basis, the subject after it did it."""
    lead = re.sub(r"[\s,]*(?:\band)?[\s,]*$", "", lead)
    if PERIOD_LEAD.fullmatch(f"{lead} ") or _BOTTOM_LINE.fullmatch(lead):
        return True
    return (
        left_out_leads(lead)
        or re.fullmatch(
            r"(?:on|in)\s+(?:an?\s+)?(?:underlying|statutory|reported|basic|diluted)\s+"
            r"(?:basis|terms)",
            lead,
            _I,
        )
        is not None
    )
