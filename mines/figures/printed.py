"""Labels as printed: the words a document uses to name a figure.

The metric registry (:mod:`mines.measures.registry`) only *hints* which metric a figure is;
whether a number is a figure at all never depends on it. A number the registry cannot name
is still a figure, with ``metric`` empty (``""``) and its printed label:

* in prose, :func:`naming_phrase` finds the phrase that names a number: the noun phrase
  right before a linking word ("Cash earnings **were** A$1.2 billion", "the final dividend
  **to** $US0.74", "a payout ratio **of** 56%"), cut after any verb or clause word before
  it ("BHP *lifted* the final dividend") and without its determiners;
* in a table, :func:`mines.figures.label_parts.table_label` joins the row label and the
  table's title (the section, when the table has no title of its own).

:mod:`mines.figures.label_parts` reads what a printed label states beside its measure
(its basis, its segment, a longer phrase around a registry label) and joins a table's labels.

What kind of dividend a printed label names lives in :mod:`mines.figures.printed_dividends`,
the label of a percentage of something ("65% of first-half profit") in
:mod:`mines.figures.printed_shares`.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import (
    BASIS_ASIDE,
)
from mines.figures.linking_words import AMOUNT_VERB as _AMOUNT_VERB
from mines.figures.linking_words import OBJECT_LEADS
from mines.figures.period_forms import FY_MENTION
from mines.figures.qualifiers import read_qualifiers
from mines.numbers import MONTH_STEM as _MONTH
from mines.question.companies import company_spans, find_companies

LABEL_ASIDE = re.compile(
    r",\s+(?:which|that|who|the|its|their|our|being|including|after|net\s+of|less)\b"
    r"[^,;:()0-9$]*,",
    re.IGNORECASE,
)
"""A clause set off by commas right after a label, naming no figure: ", which exclude items
the Directors do not regard as recurring," or ", the measure the board sets its dividend
by,", or what the label takes in (", including exploration,"; what it leaves out makes
another measure), or what came off it first ("Free cash flow, after capital expenditure,
was": the value is the free cash flow). Extractor and verifier both pass over a label
inside it.
"""
_AGENT_VERB = re.compile(
    rf"\b(?P<verb>{_AMOUNT_VERB})(?:\s+(?:a|an|the|some|about))?\s*\(?\s*$", re.I
)
_AGENT_HEADS = frozenset(
    """company group miner producer business businesses operations operation division
    divisions segment segments arm unit units mine mines asset assets portfolio it we they
    board management team""".split()
)
_LINK = re.compile(
    r"(?:\b(?:was|were|is|are|of|at|to|totalled|totaled|totalling|totaling|reached|averaged|"
    rf"{_AMOUNT_VERB}|"
    r"amounted\s+to|add(?:s|ed)?\s+up\s+to|came\s+in\s+at|stood\s+at|held\s+(?:steady\s+)?at|climbed\s+to|rose\s+to|fell\s+to|grew\s+to|"
    r"increased\s+to|decreased\s+to|declined\s+to|improved\s+to|lifted\s+to|eased\s+to|"
    r"(?:rose|fell|grew|slid|sank|shrank|swung|leapt|[a-z]+ed|"  # any verb of a move
    r"(?:was\s+)?up|(?:was\s+)?down|(?:an?\s+)?(?:increase|decrease|rise|fall|decline)\s+of)"
    r"\s+(?:by\s+)?(?:(?:[\d.,]+\s*(?:%|per\s*cent))|(?:US|A)?\$\s?[\d.,]+\s*(?:m|bn|million|billion)?)"
    r"\s+to)"
    r"|[:=])"
    r"(?:\s+(?:a|an|the|record|a\s+record|some|about))?\s*\(?\s*$",
    re.IGNORECASE,
)
_FRANKING_ASIDE = re.compile(
    r"\s*[,(]\s*(?:(?:fully|partly|partially)[\s-]+)?(?:un)?franked(?:\s+at\s+[\d.]+\s*%)?"
    r"\s*(?:[,)]\s*(?:(?:was|were|is|has\s+been|will\s+be)\s+)?(?:\w+\s+)?)?$",
    re.IGNORECASE,
)
"""A franking aside right before a label's verb ("The final dividend, unfranked, was")."""
_WORD = re.compile(r"[A-Za-z0-9][A-Za-z0-9'’&/.%-]*")
_STOP = frozenset(
    """lifted raised cut lowered reported reports posted posts declared declares delivered
    delivers paid pays recorded records announced announces said says achieved achieves
    generated generates returned returns lifting raising cutting reporting posting declaring
    delivering paying recording announcing saying achieving generating and or but while with
    which that who as when where than because also has have had will would was were is are
    been being up down rose fell increased decreased grew declined compared versus set sets
    took take takes brought bring brings included includes including reflects reflected
    reflecting between taking pay swung swings turned slumped surged plunged soared jumped
    climbed slipped dropped eased came comes come coming get gets got although though
    whereas booked books booking logged banked notched so thus hence therefore slid sank
    shrank leapt dipped tumbled sagged retreated rebounded rallied firmed softened weakened
    strengthened narrowed widened edged ballooned crept halved doubled tripled""".split()
)
_LEADING = frozenset("the a an its their our this that these those for in of on at to".split())
PERIOD_WORDS = re.compile(
    r"(?:\s+(?P<lead>in\s+respect\s+of|for|in|during|over|across|through(?:out)?|of)\s+"
    r"(?P<rest>(?:the\s+)?"
    r"(?:(?:full|financial|fiscal|half|first|second|current|reporting)[\s-]+)*"
    r"(?:year|half|period|quarter|six\s+months|twelve\s+months|FY\s*'?\d{2,4}|"
    r"[12]H\s*(?:FY)?\s*\d{2,4}|H[12]\s*(?:FY)?\s*\d{2,4}|(?:19|20)\d\d)\b.*))$",
    re.IGNORECASE,
)
_SITE_TAIL = r"(?:at|from)\s+(?:the\s+)?(?-i:(?:Mt\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3})"
OWNERS = re.compile(
    r"^\s*(?:,\s*)?(?:attributable\s+to\s+(?:the\s+)?(?:members|shareholders|equity\s+holders|"
    r"owners|the\s+group|[A-Z][\w ]{0,30}?(?:shareholders|members))\b.*|"
    r"\((?:underlying|statutory|reported)\)|on\s+an?\s+(?:underlying|statutory|reported)\s+basis|"
    + _SITE_TAIL
    + r")\s*$",
    re.IGNORECASE,
)
_SPAN_TO_DATE = (
    r"(?:the\s+)?(?:(?:first|second|full|financial|fiscal)[\s-]+)*"
    r"(?:six\s+months|twelve\s+months|half(?:[\s-]year)?|year|period)\s+(?:to|ended|ending)\s+"
    rf"(?:\d{{1,2}}\s+{_MONTH}|{_MONTH}(?:\s+\d{{1,2}})?)(?:,?\s+(?:19|20)\d\d)?"
)
"""A span named by its end date: "the six months to 30 June 2023", "the year ended June 30"."""
_PERIOD_ONLY = re.compile(
    r"^(?:(?:the\s+)?(?:prior|previous|last|preceding|comparative|corresponding|current|same)"
    r"(?:\s+(?:corresponding|financial|fiscal|full|half))*\s+(?:year|period|half)|pcp|"
    r"(?:the\s+)?(?:full\s+)?year|(?:the\s+)?half(?:\s+year)?|[12]H\s*\S*|H[12]\s*\S*|"
    rf"{FY_MENTION.pattern}|(?:the\s+)?(?:19|20)\d\d(?:[-–/]\d{{2,4}})?(?:\s+(?:financial|fiscal)"
    r"\s+year)?|" + _SPAN_TO_DATE + r")$",
    re.IGNORECASE,
)


def is_period_only(text: str) -> bool:
    """Whether ``text`` names a period and nothing else ("full year", "the prior year")."""
    return _PERIOD_ONLY.match(" ".join(text.split())) is not None


_GENERIC_HEADS = frozenset(  # no name of a figure; a change is none either
    "measure measures figure figures number numbers result results amount amounts total "
    "difference gap level levels one ones it this that increase increases decrease decreases "
    "rise fall growth change changes movement reduction improvement decline".split()
)
_MAX_WORDS = 8
_SPEND_HEAD = re.compile(
    r"spending|spend|expenditures?|outlays?|investment|capital|costs?|charges", re.I
)
"""The head of a spending two kinds of which lead it ("capital and exploration spending")."""
BASIS_WORD = re.compile(r"\b(underlying|statutory|reported|attributable|headline)\b", re.I)


def trim_label(text: str) -> str:
    """A printed label without a trailing period ("Revenue for the year" -> "Revenue")."""
    return PERIOD_WORDS.sub("", " ".join(text.split())).strip(" ,;:")


_GLOSS = re.compile(r"\s*\(\s*[A-Za-z][A-Za-z -]{0,30}\)\s*$")
"""A few words in brackets right before a value's linking word: what the label names,
said again ("hematite (iron ore)", "copper (cathode)")."""
_GLOSS_BEFORE_LINK = re.compile(r"\s*\(\s*[A-Za-z][A-Za-z -]{0,30}\)(?=\s*(?:[A-Za-z]+\s*)?$)")


def without_gloss(words: str) -> str:
    """``words`` before a value without the bracketed gloss ending its label.

    The verifier's reading of :data:`_GLOSS`: "the average revenue for hematite (iron ore)
    was" names "average revenue for hematite".
    """
    stripped = _GLOSS_BEFORE_LINK.sub("", words)
    return words if re.search(r"[()]", stripped) else stripped  # the one bracket, as read


def naming_phrase(
    sentence: str,
    number_start: int,
    floor: int = 0,
    generic: bool = False,
    number_end: int | None = None,
) -> tuple[int, int] | None:
    """``(start, end)`` of the phrase naming the number at ``number_start``, or None.

    Only the text after ``floor`` (the end of the number before) is read, so a phrase
    never reaches back over another figure. The phrase must end in a linking word right
    before the number; it starts after the last verb, clause word or punctuation mark, or
    at a determiner no preposition leads ("Investors get *a final payout* of"), and holds
    at most eight words. ``generic`` keeps a phrase whose head names no figure of its own
    ("the year's total"), for the caller to complete. After a verb of amount ("brought
    in", "generated") the subject names the number unless it is who made it or, with
    ``number_end``, the number's own words follow it ("generated $X of cash").
    """
    before = sentence[floor:number_start]
    link = _LINK.search(before)
    if link is None:
        return None
    window_end = floor + link.start()
    words = list(_WORD.finditer(sentence, floor, window_end))
    edge = window_end  # where the words after the label begin
    if (
        len(words) > 1
        and _VERB_BEFORE_LINK.fullmatch(words[-1].group())
        and _AT_OR_TO.match(link.group())
    ):
        edge = words.pop().start()  # "Turnover landed at", "Costs settled at": no label
        window_end = words[-1].end()
        if len(words) > 1 and _DEGREE.fullmatch(words[-1].group()):
            edge = words.pop().start()  # "was broadly flat at": the adverb names nothing
            window_end = words[-1].end()
    while (
        len(words) > 1
        and words[-1].group().lower() in _AUXILIARIES
        and not sentence[words[-1].end() : edge].strip()
    ):
        edge = words.pop().start()  # "The interim payout was cut to": the passive's auxiliary
        window_end = words[-1].end()
    aside = BASIS_ASIDE.search(sentence, floor, window_end)
    clause_end = None
    if aside is not None:
        # "Net profit, before the impairment charge, was": the label is read before the
        # clause and keeps it (its basis); the commas do not end it
        clause_end = aside.end("clause")
        if aside.group().startswith("("):
            close = sentence.find(")", clause_end, number_start)
            clause_end = close + 1 if close >= 0 else clause_end
        window_end = aside.start()
        words = [w for w in words if w.end() <= window_end]
    franked = _FRANKING_ASIDE.search(sentence, floor, window_end) if aside is None else None
    if franked is not None:
        # "The final dividend, unfranked, was lifted to": the franking names no figure
        window_end = franked.start()
        words = [w for w in words if w.end() <= window_end]
    gloss = _GLOSS.search(sentence, floor, window_end) if aside is None else None
    if (
        gloss is not None
        and words
        and words[0].start() < gloss.start()
        and not re.search(r"[()]", sentence[floor : gloss.start()])  # the one bracket
        and number_end is not None
        and re.search(r"/|\bper\b", sentence[number_start:number_end]) is not None  # a price
    ):
        # "The average revenue for hematite (iron ore) was": a bracketed gloss of words
        # ends the label it explains, and is kept with it as a basis aside is
        clause_end, window_end = gloss.end(), gloss.start()
        words = [w for w in words if w.end() <= window_end]
    spent = _VERB_AND_PERIOD.search(sentence, floor, window_end)
    if spent is not None and _AT_OR_TO.match(link.group()):
        # "Revenue finished the year at", "Net debt closed the half at": no label words
        window_end = spent.start()
        words = [w for w in words if w.end() <= window_end]
    period = PERIOD_WORDS.search(sentence, floor, window_end)
    if (
        period is not None
        and words
        and words[0].start() < period.start()
        and (not floor or sentence[floor : words[0].start()].strip())  # "100% basis in FY23"
        and period.group("lead").lower() != "of"  # "at the end of FY24" is a time
        and _PERIOD_ONLY.match(" ".join(period.group("rest").split()))
    ):
        # "Distributions for FY24 came to": the period after the label is no part of it
        window_end = period.start()
        words = [w for w in words if w.end() <= window_end]
    kept: list[re.Match[str]] = []
    skipped: set[int] = set()
    for i in range(len(words) - 1, -1, -1):
        if i in skipped:
            continue
        w = words[i]
        gap = sentence[w.end() : kept[-1].start() if kept else window_end]
        joined = (
            w.group().lower() == "and"
            and (
                (
                    i >= 2
                    and words[i - 2].group().lower() in _LEFT_OUT_LEADS | OBJECT_LEADS
                    and not any(ch in sentence[words[i - 2].start() : w.start()] for ch in ",;:()")
                )  # "before interest and tax", "spending on capital and exploration": one object
                # "Notes and other drawn facilities": a list ending in "and other" is one whole
                or (i >= 1 and bool(kept) and kept[-1].group().lower() == "other")
                # "capital and exploration spending", "sustaining and growth capital": two
                # kinds of one spending, whose head follows the pair
                or (
                    i >= 1
                    and len(kept) >= 2
                    and _SPEND_HEAD.fullmatch(kept[0].group()) is not None
                    and (
                        i == 1
                        or words[i - 2].group().lower() in _PREPOSITIONS | _DETERMINERS | _STOP
                        or bool(sentence[words[i - 2].end() : words[i - 1].start()].strip())
                    )
                )
                # "spending on property, plant and equipment": a list after its preposition
                or (
                    i >= 3
                    and sentence[words[i - 2].end() : words[i - 1].start()].strip() == ","
                    and words[i - 3].group().lower() in _PREPOSITIONS | OBJECT_LEADS
                )
            )
        )
        joined = joined or kept_items_lead(sentence, words, i)
        listed = (  # "spending on property, plant and equipment": one object, listed
            gap.strip() == ","
            and any(k.group().lower() == "and" for k in kept)
            and i >= 1
            and words[i - 1].group().lower() in _PREPOSITIONS
        )
        if (any(ch in gap for ch in ',;:()[]"“”—') and not listed) or (
            w.group().lower() in _STOP and not joined
        ):
            owned = (
                _owner_before(sentence, words, i) if not any(ch in gap for ch in ",;:") else None
            )
            if owned is None:
                break
            kept.append(w)  # "The average price BHP achieved for copper": the company is
            skipped = set(range(owned + 1, i))  # who achieved it, no word of the label
            continue
        if any(ch.isdigit() for ch in w.group()) and not kept:
            break  # "up 5% to": the phrase ends at a figure, not a label
        kept.append(w)
        if len(kept) >= _MAX_WORDS:
            break
        if (
            w.group().lower() in _DETERMINERS
            and (
                i == 0
                or words[i - 1].group().lower() not in _PREPOSITIONS
                # "on top of the interim of 72c": the interim, added to
                or _ADDED_TO_BEFORE.search(sentence, max(floor, w.start() - 30), w.start())
            )
            and not _PERIOD_AFTER_DETERMINER.match(sentence, w.end())
        ):
            break  # a noun phrase starts at its determiner; the word before is no label
    kept.reverse()
    if kept and floor and not sentence[floor : kept[0].start()].strip():
        # "192 million tonnes at a cash cost of": the first words are the number before's
        lead = next((i for i, w in enumerate(kept) if w.group().lower() in _PREPOSITIONS), -1)
        if 0 < lead < len(kept) - 1:
            kept = kept[lead + 1 :]
    owner = max((i for i, w in enumerate(kept) if _owner(w.group())), default=-1)
    kept = kept[owner + 1 :]  # "Rio Tinto's underlying earnings": the owner is no label
    while kept and kept[0].group().lower() in _LEADING:
        kept.pop(0)
    if not kept or not any(_is_word(w.group()) for w in kept):
        return None
    start, end = kept[0].start(), kept[-1].end()
    printed = trim_label(sentence[start:end])
    if not printed or _PERIOD_ONLY.match(printed):
        return None  # "the pcp of X", "FY2023 of X": a period, not a label
    if clause_end is not None:
        end = clause_end
    if printed.split()[-1].lower() in _GENERIC_HEADS and not generic:
        return None  # "the two measures is X": no name of its own
    if _AGENT_VERB.search(before) and (
        printed.split()[-1].lower() in _AGENT_HEADS
        or find_companies(printed)
        or set(read_qualifiers(printed)) - {"product"}
        == {"scope"}  # "Iron ore generated", "Escondida"
        or (number_end is not None and phrase_after(sentence, number_end) is not None)
    ):
        return None  # "The miner generated $X", "Operations generated $X of cash"
    return start, end


_CLAUSE_ENDS = re.compile(
    r"\s*(?:(?:in|for|during|over|across|through(?:out)?)\s+(?:the\s+)?[\w'’ -]{0,30}?)?"
    r"\s*(?:[,.;:()]|$)",
    re.I,
)


def _owner_before(sentence: str, words: list[re.Match[str]], i: int) -> int | None:
    """The noun before a company whose verb at ``words[i]`` names it ("price BHP achieved").

    A relative clause left unmarked: "the average price BHP achieved for copper" names the
    price; the index of "price" is returned, else None.
    """
    verb = words[i].group()
    if not verb.lower().endswith("ed") or i < 2:
        return None
    span = next(
        (
            sp
            for sp in company_spans(sentence)
            if sp[1] <= words[i].start() and not sentence[sp[1] : words[i].start()].strip()
        ),
        None,
    )
    if span is None:
        return None
    k = max((j for j in range(i) if words[j].end() <= span[0]), default=-1)
    if k < 0 or sentence[words[k].end() : span[0]].strip():
        return None
    noun = words[k].group().lower()
    if noun in _STOP | _PREPOSITIONS | _DETERMINERS or not noun.isalpha():
        return None
    return k


def doer_label(
    sentence: str, number_start: int, number_end: int, floor: int = 0, implied: str = ""
) -> str | None:
    """The subject, verb of amount and object of "Operations threw off $X of cash".

    The amount is named by all three ("Operations threw off cash"): the object alone
    ("cash") says what, the subject where it came from. None when no verb of amount links
    a subject to the number, the subject is a company or no "of <object>" follows; with
    ``implied`` ("cash"), an amount whose clause ends right after it takes that object
    ("The operations brought in A$1.1 billion during the year": what operations bring in).
    """
    before = sentence[floor:number_start]
    verb = _AGENT_VERB.search(before)
    after = phrase_after(sentence, number_end)
    if after is None and implied and _CLAUSE_ENDS.match(sentence, number_end):
        own = implied
    elif after is None or not _CLAUSE_ENDS.match(sentence, after[1]):
        return None  # "$X of cash after capital spending" is no cash from operations
    else:
        own = " ".join(sentence[after[0] : after[1]].split())
    if verb is None:
        return None
    words: list[re.Match[str]] = []
    for w in reversed(list(_WORD.finditer(sentence, floor, floor + verb.start()))):
        gap = sentence[w.end() : words[-1].start() if words else floor + verb.start()]
        if any(ch in gap for ch in ',;:()[]"“”—') or w.group().lower() in _STOP:
            break
        words.append(w)
    words.reverse()
    heads = [i for i, w in enumerate(words) if w.group().lower() in _DETERMINERS]
    if implied and own == implied and heads:
        words = words[heads[-1] :]  # "In the six months to June the operations": its noun
    while words and words[0].group().lower() in _LEADING:
        words.pop(0)
    if not words or len(words) > _MAX_WORDS:
        return None
    subject = " ".join(w.group() for w in words)
    if find_companies(subject) or subject.lower() in {"it", "we", "they"}:
        return None
    return f"{subject} {' '.join(verb.group('verb').split())} {own}"


_VERB_BEFORE_LINK = re.compile(
    r"[a-z]{3,}ed|came|went|ran|hit|sat|stood|held|cut|set|steady|flat|stable|unchanged", re.I
)
"""A verb (or a level word: "were steady at") between a label and its "at" or "to"."""
_DEGREE = re.compile(r"broadly|largely|roughly|essentially|virtually|almost|nearly", re.I)
_AUXILIARIES = frozenset("was were is are has have had been be being".split())
_VERB_AND_PERIOD = re.compile(
    r"\s+(?:finished|ended|closed|began|started|entered|exited|left)\s+(?:the\s+)?"
    r"(?:(?:financial|fiscal|full|reporting)[\s-]+)?(?:year|period|half(?:[\s-]year)?)\s*$",
    re.I,
)
_AT_OR_TO = re.compile(r"\s*(?:at|to)\b", re.I)
_KEPT_ITEMS_LEAD = frozenset("including incl inclusive".split())
_RESULT_HEAD = re.compile(
    r"(?:net\s+)?(?:profit|profits|earnings|result|results|loss|losses|npat|ebitda|ebit)", re.I
)


def kept_items_lead(sentence: str, words: list[re.Match[str]], i: int) -> bool:
    """Whether ``words[i]`` ("including") joins a result to the items it keeps.

    "Profit including exceptional items of X": the profit is what is named, counted with
    the items, so the word is inside the label, no verb ending it ("Revenue rose, including
    X" is one: a comma, or no result right before).
    """
    if i < 1 or words[i].group().lower() not in _KEPT_ITEMS_LEAD:
        return False
    head = words[i - 1]
    return (
        not sentence[head.end() : words[i].start()].strip()
        and _RESULT_HEAD.fullmatch(head.group()) is not None
    )


_LEFT_OUT_LEADS = frozenset("before after excluding excl pre".split())
"""Words a measure's left-out items follow ("before interest and tax")."""
_DETERMINERS = frozenset("a an the its their our his her".split())
_ADDED_TO_BEFORE = re.compile(
    r"\b(?:on\s+top\s+of|in\s+addition\s+to|over\s+and\s+above)\s+$", re.IGNORECASE
)
"""Right before a determiner: what the noun phrase is added to, no part of its label."""
_PREPOSITIONS = frozenset(
    "of from in for to at on by with about per under over across during through throughout".split()
)
_PERIOD_AFTER_DETERMINER = re.compile(
    r"\s+(?:(?:prior|previous|last|preceding|same|corresponding|current|financial)\s+)*"
    r"(?:year|half|period)\b",
    re.I,
)
_PERIOD_OWNER = re.compile(r"^(?:year|half|period|quarter|half-year|full-year)['’]s$", re.I)


def _owner(word: str) -> bool:
    """An owner's name ("Rio Tinto's"), not a period's ("the year's total")."""
    return word.endswith(("'s", "’s")) and not _PERIOD_OWNER.match(word)


def _is_word(word: str) -> bool:
    """A word of three letters or more ("top-up" and "one-off" count)."""
    bare = word.rstrip(".").replace("-", "")
    return len(bare) >= 3 and bare.isalpha()


def is_generic(label: str) -> bool:
    """Whether a printed label's head names no figure of its own ("year's total")."""
    words = label.split()
    return not words or words[-1].lower() in _GENERIC_HEADS


QUANTITY_NOUN = r"(?:(?:wet|dry)\s+)?(?:metric\s+)?(?:tonnes|ounces)"
"""A quantity's own noun after its number ("million wet tonnes", "thousand ounces"): it names
no measure, so the words naming the figure come after it."""
_AFTER_LEAD = re.compile(rf"(?:\s+{QUANTITY_NOUN}\s+of|\s+(?:of|in))\s+(?:the\s+|its\s+|their\s+)?")
"""What leads a number's naming phrase after it: "of", "in", or a quantity's own noun then
"of" ("3,296 thousand tonnes of aluminium")."""
_AFTER_STOP = frozenset(
    """to at for during in on with by and or as which that while than compared versus up
    down a an the was were is are this its their after before over since offset""".split()
)
_TAX_WORDS = frozenset("tax taxes interest depreciation".split())


def phrase_after(sentence: str, number_end: int) -> tuple[int, int] | None:
    """``(start, end)`` of the phrase naming a number from after it, or None.

    "US$2.1bn *of cash earnings*", "US$6.1 billion *in net cash from operations*".

    The phrase follows "of" or "in" right after the number and runs to the first
    punctuation mark, verb or clause word; "from" and "of" inside it are kept.
    """
    lead = _AFTER_LEAD.match(sentence, number_end)
    if lead is None:
        return None
    kept = _words_after(sentence, lead.end(), _AFTER_STOP)
    if not kept or not any(_is_word(w.group()) for w in kept):
        return None
    start, end = kept[0].start(), kept[-1].start() + len(kept[-1].group().rstrip("."))
    printed = trim_label(sentence[start:end])
    if _PERIOD_ONLY.match(printed) or printed.split()[-1].lower() in _GENERIC_HEADS:
        return None
    return start, end


def _words_after(
    sentence: str, start: int, stops: frozenset[str], taxed: bool = False
) -> list[re.Match[str]]:
    """The words of a phrase that starts at ``start``, up to a gap, stop word or figure.

    ``taxed`` keeps "after"/"before" before a tax word ("profit after tax").
    """
    words = list(_WORD.finditer(sentence, start, min(len(sentence), start + 160)))
    kept: list[re.Match[str]] = []
    for i, w in enumerate(words):
        gap = sentence[kept[-1].end() if kept else start : w.start()]
        word = w.group().lower().rstrip(".")
        tax = (
            taxed
            and word in {"after", "before"}
            and i + 1 < len(words)
            and words[i + 1].group().lower().rstrip(".") in _TAX_WORDS
        )
        if gap.strip() or (word in stops and not tax) or word in _STOP:
            break
        if any(c.isdigit() for c in word):
            break
        kept.append(w)
        if len(kept) >= _MAX_WORDS:
            break
    return kept
