"""The verifier's check of a claim by the words printed before its value in a sentence.

Where the words naming a value start (after the previous number and the last clause break
that leaves a naming word), those words without the linking words between label and value
("rose to", "came in at"), and whether they name what the claim names: the same measure
words, a wording of the claim's metric, a "share of" or an "average price received" as
printed. :func:`_check_printed_prose` checks a claim named by a label on no list.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import as_basis_word, left_out_leads, names_underlying
from mines.figures.dividend_phrases import cash_returned
from mines.figures.division_subjects import (
    SEGMENT_BEFORE,
    SEGMENT_WINDOW,
    clause_part,
    division_subject,
    part_after,
    part_after_value,
    part_between,
    part_money_label,
)
from mines.figures.draft_claims import Claim
from mines.figures.label_parts import ore_form_named
from mines.figures.labels import find_labels
from mines.figures.linking_words import LINKING_WORDS, OBJECT_LEADS
from mines.figures.model import DocContext, Period
from mines.figures.named_products import without_product
from mines.figures.per_share_frame import framed_per_share
from mines.figures.period_forms import FY_MENTION
from mines.figures.period_mentions import HALF_SHARE
from mines.figures.prices import (
    RECEIVED_VERBS,
    bare_average,
    cost_after,
    received_price,
    sold_at_price,
)
from mines.figures.printed import doer_label, naming_phrase, trim_label, without_gloss
from mines.figures.printed_dividends import is_dividend_label
from mines.figures.prose_enumerations import (
    described_hit,
    lead_scope,
    list_items,
    percent_move,
    without_moves,
)
from mines.figures.prose_labels import bracketed_prior, compared_figure
from mines.figures.prose_periods import period_cut
from mines.figures.result_verbs import result_verb
from mines.figures.similarity import same_measure_words
from mines.figures.verify_dividend_words import names_dividend_in_all, names_total
from mines.figures.verify_items import basis_fronted, is_bare_net, item_words, since_figure
from mines.figures.verify_periods import _period_of_value
from mines.figures.verify_reasons import (
    NO_METRIC,
    _Amount,
    _currency_reason,
    _period_reason,
    _printed_as_claimed,
    _sign_reason,
)
from mines.figures.verify_tokens import root, tokens
from mines.figures.volume_unit_nouns import unit_noun_volume
from mines.measures.paraphrases import printed_paraphrase
from mines.numbers import MONTH_STEM, Number, find_figures
from mines.sentences import ITEM_DIVIDER, LEAD_ENTRY

_OF_THE_HALF = re.compile(r"[^.;]{0,30}?" + HALF_SHARE.pattern, re.I)
"""A share "of the first half's" profit after a percentage
(:data:`mines.figures.period_mentions.HALF_SHARE`): the half's, in a report of the year."""

_CLAUSE = re.compile(
    r"[,;:—–]\s*|\s(?:with|while|whereas|as|after(?!\s+(?:income\s+)?tax)|and)\s", re.IGNORECASE
)
"""Where a clause may begin; "after tax" is part of a measure's name, no new clause."""


_MONTH_DAY = re.compile(rf"\b{MONTH_STEM}\s+\d{{1,2}}$", re.IGNORECASE)


def _date_comma(sentence: str, brk: re.Match[str]) -> bool:
    """Whether a comma break is a date's ("June 30, 2023"): no clause begins there."""
    return bool(
        brk.group().startswith(",")
        and _MONTH_DAY.search(sentence, 0, brk.start())
        and re.match(r"(?:19|20)\d\d\b", sentence[brk.end() :])
    )


def printed_words(sentence: str, num: Number) -> str:
    """The words naming ``num`` as printed before it.

    In a fronted per-share frame ("Per share, that is X US cents underlying and Y US cents
    on the basic measure") the basis after each amount names it, never the one before.
    """
    framed = framed_per_share(sentence, num.start, num.end)
    if framed is not None:
        return framed[2]
    return sentence[_printed_start(sentence, num.start) : num.start]


def _printed_start(sentence: str, pos: int) -> int:
    """Where the words naming the value at ``pos`` start.

    After the previous number, and after the last clause break that still leaves a naming
    word before the value ("the miner's copper bet paid off, with attributable profit of
    ..." names attributable profit, not copper).
    """
    # "lifted EBITDA 29% to $4.6 billion": how far it moved is no figure of its own
    before = [
        f for f in find_figures(sentence[:pos]) if f.end <= pos and not percent_move(sentence, f)
    ]
    start = before[-1].end if before else 0
    dividers = list(ITEM_DIVIDER.finditer(sentence, start, pos))
    if dividers:
        start = dividers[-1].end()  # "402 USc per share | 60% payout": another item's words
    elif not re.search(r"[A-Za-z]{3,}", sentence[start:pos]):
        start = 0
    # "earnings before interest, tax, depreciation and amortisation of": a comma inside a
    # label's own words breaks no clause
    inside = [(h.start, h.end) for h in find_labels(sentence[:pos])]
    breaks = [
        m
        for m in _CLAUSE.finditer(sentence, start, pos)
        if not any(a < m.start() < b for a, b in inside) and not _date_comma(sentence, m)
    ]
    for i, m in enumerate(reversed(breaks)):
        words = [w for w in tokens(sentence[m.end() : pos]) if w not in _LINKING]
        if any(len(w) >= 3 for w in words) and not _joins_nouns(
            sentence, breaks, len(breaks) - 1 - i, start, pos
        ):
            return m.end()
    return start


_AND_OTHER = re.compile(r"\s*other\s+[A-Za-z]", re.I)
_AND_DONE = re.compile(
    r"\s+and\s+(?:the|its|their|our)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:[a-z]+ed|paid|made|set|kept|held|sold)\s+[A-Za-z]",
    re.I,
)
""""and" opening a clause with its own subject and verb ("and the Board declared")."""
_LIST_TAIL = re.compile(r"[A-Za-z]+\s+and\s+[A-Za-z]+(?:\s+[A-Za-z]+){0,2}\s*$", re.I)
"""A list's last two nouns, a verb or two after them, ending where the value is named
("..., plant and equipment was", "..., plant and equipment came to")."""
_KINDS = frozenset({"interim", "final", "special"})
_KIND_AFTER = re.compile(r"(?:the\s+|its\s+)?(?:interim|final|special)\b", re.I)
"""The rest of a list after its "and" ("and other drawn facilities"), as the extractor reads it."""


def _joins_nouns(sentence: str, breaks: list[re.Match[str]], i: int, start: int, pos: int) -> bool:
    """Whether the ``and`` at ``breaks[i]`` joins two nouns of one name, no two clauses.

    "Capital and exploration expenditure was": a word or two since the clause began, then
    "and", name one measure; "Revenue rose and profit reached" are two clauses.
    """
    m = breaks[i]
    if m.group().strip() == "," and _LIST_TAIL.match(sentence, m.end(), pos):
        return True  # "property, plant and equipment was": one list's comma, one name
    if m.group().strip().lower() != "and":
        return False
    if _AND_OTHER.match(sentence, m.end()):
        return True  # "Senior notes and other drawn facilities were": one list, one whole
    if _AND_DONE.match(sentence, m.start()):
        return False  # "... operations and the Board declared dividends of": a new clause
    begin = breaks[i - 1].end() if i > 0 else start
    said = tokens(sentence[begin : m.start()])
    if said and said[-1] in _KINDS and _KIND_AFTER.match(sentence, m.end()):
        return True  # "final and interim dividends of": two kinds of one dividend
    if len(said) >= 3 and said[-2] in OBJECT_LEADS:
        return True  # "Spending on capital and exploration was": the pair is one object
    return 0 < len(said) <= 2


_OF_BEFORE = re.compile(
    r"\s*(?:of|in)\s+[A-Za-z][^,;]*?(?:\s+and|,\s*and|[,;])(?P<rest>[^,;]*)$", re.I
)


def names_prior(sentence: str, num: Number) -> bool:
    """Whether the words since the figure before ``num`` are all that figure's own label.

    "US$2.4 billion of operating cash and US$0.7 billion of free cash flow": the words after
    the first value ("of operating cash and") say what it is of; they name no part of the
    second value, whose label is printed after it in turn. "US$2 billion of revenue and
    EBITDA of US$1 billion": the second value has words of its own before it.
    """
    before = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
    if not before:
        return False
    pair = _OF_BEFORE.match(sentence[before[-1].end : num.start])
    return pair is not None and all(w in _LINKING for w in tokens(pair.group("rest")))


def _printed_is_claimed(claim: Claim, sentence: str, num: Number) -> bool:
    """Whether the words before the value in ``sentence`` name what the claim names."""
    if not claim.label:
        return False
    start = _printed_start(sentence, num.start)
    printed = _printed_words(sentence, num)
    if is_bare_net(printed):
        printed = item_words(sentence, num) or ""  # "| net US$0.5bn": net debt, or net cash
        if not printed:
            return False
    if claim.basis == "underlying" and not (
        re.search(r"\bunderlying\b", printed, re.I) or names_underlying(printed)
    ):
        if not left_out_leads(sentence[:start]):
            return False  # an underlying claim needs the sentence to say so
        printed = f"underlying {printed}"  # "Excluding one-offs, net profit was": its basis
    printed = _RECORD_LEAD.sub(" ", printed)  # "Record shipments of": the shipments
    # "Net profit (before the impairment charge)": the clause names the basis, no measure
    printed = as_basis_word(_BRACKETED.sub(lambda m: _basis_only(m.group(1)), printed))
    item = item_words(sentence, num)  # "- FY24 total A$1.97 ff": a franked total, a dividend
    return (
        same_measure_words(claim.label, claim.metric, printed)
        or _paraphrased(claim, sentence, num)
        or bool(item)
        and same_measure_words(claim.label, claim.metric, item or "")
    )


_BRACKETED = re.compile(r"\(([^()]*)\)")
_RECORD_LEAD = re.compile(
    r"\b(?:(?:a|the)\s+)?(?:new\s+)?(?:record|all[\s-]time[\s-]high|highest[\s-]ever|"
    r"best[\s-]ever)\s+(?!dates?\b)",
    re.IGNORECASE,
)
"""A superlative leading the words that name a value ("Record shipments of", "a best-ever
gold output of"): how good the figure was, no part of what it measures (a record date is)."""


def _basis_only(words: str) -> str:
    """A bracketed clause as the basis it names ("(before the writedown of X)": underlying)."""
    named = as_basis_word(words)
    if named == words:
        return f"({words})"
    return " underlying " if "underlying" in named.split() else " statutory "


def _printed_words(sentence: str, num: Number) -> str:
    """The words naming the value at ``num``, without how it moved ("Sales rose to")."""
    # "Cash flow from operations slipped 3 per cent to": how far it moved names nothing
    printed = without_moves(sentence, _printed_start(sentence, num.start), num.start)
    return _TRAILING_LINK.sub("", printed)


_LEADING_LINK = re.compile(r"^[\s,;]*(?:(?:and|while|with|whereas)\s+)?", re.I)


def _paraphrased(claim: Claim, sentence: str, num: Number) -> bool:
    """Whether the words naming a value are wholly a wording of the claim's metric.

    The words since the figure before, without linking words: "and cash left over after
    investment at" is free cash flow.
    """
    lead = _lead_words(sentence, num)
    if not claim.metric:
        return False
    if paraphrased_metric(sentence, num) == claim.metric:
        return True
    item = item_words(sentence, num)  # "- Net result, reported A$0.1bn": the reported result
    if item and printed_paraphrase(basis_fronted(item)) == claim.metric:
        return True
    # "Operations threw off $X of cash": the subject, its verb and what the amount is of
    # (read as the extractor reads it: "its operations threw off $X in cash" after a clause)
    earlier = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
    doer = doer_label(sentence, num.start, num.end, earlier[-1].end if earlier else 0)
    if doer and printed_paraphrase(doer) == claim.metric:
        return True
    what = _OF_WHAT.match(sentence, num.end)
    lead = " ".join(re.sub(r"\b(?:an?|the|some)\s*$", "", lead.strip(), flags=re.I).split())
    return what is not None and printed_paraphrase(f"{lead} {what.group(1)}") == claim.metric


def _lead_words(sentence: str, num: Number) -> str:
    before = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
    return _LEADING_LINK.sub("", sentence[before[-1].end if before else 0 : num.start])


def paraphrased_metric(sentence: str, num: Number) -> str | None:
    """The metric the words naming a value name as a wording of its meaning, if any.

    "Profit attributable to owners was $X": the words since the figure before, without
    linking words, are wholly one wording (:func:`printed_paraphrase`).
    """
    lead = _lead_words(sentence, num)
    if _BRACKET_HEAD.fullmatch(lead):
        # "Underlying result: -A$112m (FY24: A$158m)": a bracketed comparative is named by
        # the words naming the amount it follows
        before = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
        if before:
            return paraphrased_metric(sentence, before[-1])
    # "Profit attributable to shareholders for the half year was": the period is the value's
    named = printed_paraphrase(period_cut(_TRAILING_LINK.sub("", lead)))
    phrase = None if named else naming_phrase(sentence, num.start, num.start - len(lead))
    if phrase is not None:  # "BHP said profit attributable ... rose to": the subject's words
        named = printed_paraphrase(period_cut(trim_label(sentence[phrase[0] : phrase[1]])))
    compared = None if named else compared_figure(sentence, num)
    # "... fell to $X or 18.3 cents a share from the prior year's $Y": what $X is
    return paraphrased_metric(sentence, compared) if compared is not None else named


_BRACKET_HEAD = re.compile(r"\s*\(\s*[\w ]{2,24}:\s*", re.I)
"""A comparative's bracket opened by its period: "(FY24: ", "(prior year: "."""


_OF_WHAT = re.compile(
    r"\s+of\s+([A-Za-z][A-Za-z' -]{0,40}?)\s*(?=[,.;:]|$|\s(?:in|for|during|over)\b)"
)


_LINKING = LINKING_WORDS | frozenset(
    """in averaged a an the for period year half more than doubled tripled halved eased rose
    fell climbed jumped slipped lifted grew declined increased decreased dropped record
    improved firmed softened strengthened weakened recovered moderated up down surged soared
    slumped plunged tumbled dipped slid sank shrank leapt steady flat stable unchanged""".split()
)
"""Linking words, with how a value moved and the articles and period words before it."""


_TRAILING_LINK = re.compile(
    r"(?:\b(?:" + "|".join(sorted(_LINKING - {"of", "period", "year", "half"})) + r")\b[\s,]*)+$",
    re.IGNORECASE,
)
"""The words between a label and its value that say only how it moved ("rose to", "came
in at"), not what it is."""


def _names_value(label: str, before: str, after: str) -> bool:
    """Whether ``label``'s words, in order, name the value next to them, linking words aside.

    Right before it ("declared a fully franked final distribution of A$1.21") or right
    after it ("US$2.3 billion of cash earnings").
    """
    words = tokens(label)
    if not words:
        return False
    lead = tokens(before)
    while lead and (lead[-1] in _LINKING or _PERIOD_TOKEN.fullmatch(lead[-1])):
        lead.pop()  # "Production in 2024 was": the period is checked on its own
    tail = tokens(after)
    while tail and (tail[0] in _LINKING or tail[0] in _QUANTITY_NOUNS):
        tail.pop(0)  # "3,296 thousand tonnes of aluminium": the quantity's noun names nothing
    return lead[-len(words) :] == words or tail[: len(words)] == words


_PERIOD_TOKEN = re.compile(rf"(?:19|20)\d\d|{FY_MENTION.pattern}")
"""A year or fiscal year token between a label and its value: a period, no measure's word."""
_QUANTITY_NOUNS = frozenset({"tonnes", "ounces", "wet", "dry", "metric"})


_SHARE_LABEL = re.compile(r"^(?:(?P<subject>.+?)\s+as\s+a\s+)?share\s+of\s+(?P<rest>.+)$", re.I)


def printed_dividend(label: str, sentence: str, num: Number) -> bool:
    """Whether the words naming a value name a payment to holders our lists do not name.

    "total distributions of $US10.40 a share", "a one-off top-up of $US2.47", or a generic
    total of the dividend before ("a final of 258 cents, lifting the year's total to").
    """
    return is_dividend_label(_printed_words(sentence, num)) or names_total(label, sentence, num)


def _names_share(label: str, sentence: str, num: Number) -> bool:
    """Whether a percentage labelled "share of <base> <verb>" is printed so.

    "share of earnings handed back" is printed "hands back 79 per cent of earnings";
    "<subject> as a share of <base>" is printed "<subject> ... N% of <base>".
    """
    m = _SHARE_LABEL.match(" ".join(label.split()))
    if m is None or (num.unit or "") != "%":
        return False
    rest = tokens(m.group("rest"))
    tail = tokens(sentence[num.end : num.end + 120])
    if not tail or tail[0] != "of":
        return False
    tail = tail[1:]
    while tail and tail[0] in {"the", "its", "their", "our"}:
        tail.pop(0)
    common = 0
    while common < min(len(rest), len(tail)) and rest[common] == tail[common]:
        common += 1
    if common == 0:
        return False
    before = {root(w) for w in tokens(sentence[: num.start])}
    others = [*rest[common:], *tokens(m.group("subject") or "")]
    return all(root(w) in before for w in others)


_PRICE_VERB = re.compile(rf"\b(?:{RECEIVED_VERBS})\b", re.I)
_PRICE_CLAIM = re.compile(r"^average\s+price\s+received(?:\s+for\s+(?P<what>.+))?$", re.I)


def _names_price(label: str, sentence: str, num: Number) -> bool:
    """Whether a claimed "average price received for <what>" is printed so.

    A per-unit amount after a verb of selling in its clause ("received an average US$4 a
    pound for its copper", "ore fetched US$90 a tonne"), with what was sold named beside it.
    """
    m = _PRICE_CLAIM.match(" ".join(label.split()))
    if m is None or not (num.unit or "").startswith(("per ", "cents per ")):
        return False
    before = sentence[max(0, num.start - 120) : num.start]
    if not (_PRICE_VERB.search(before) or sold_at_price(sentence, num)):
        return False
    what = tokens(m.group("what") or "")
    near = set(tokens(sentence[max(0, num.start - 120) : num.end + 40]))
    return all(w in near for w in what)


def _names_returned(label: str, sentence: str, num: Number) -> bool:
    """Whether the claim is the cash returned to shareholders the value is by its verb.

    "BHP returned US$7.4 billion to shareholders" states the cash handed back (the
    shareholder-returns line), which a claim naming that line in any words is.
    """
    returned = cash_returned(sentence, num)
    return returned is not None and same_measure_words(label, None, returned[1])


def _carried_price(claim: Claim, sentence: str, num: Number, previous: str | None) -> bool:
    """Whether a bare "the average was $X an ounce" is the claimed price of the sentence before.

    The sentence before (of the same paragraph) must state a price received of the same
    unit under the claim's words; a cost there ("spent", "AISC") names no price here.
    """
    start = _printed_start(sentence, num.start)
    if previous is None or not bare_average(sentence[start : num.start]):
        return False
    for prior in find_figures(previous):
        if prior.unit != num.unit or not prior.currency or cost_after(previous, prior.end):
            continue
        words = previous[_printed_start(previous, prior.start) : prior.start]
        if _names_price(claim.label or "", previous, prior) or _printed_as_claimed(claim, words):
            return received_price(claim.label or "", num.unit)
    return False


_GLOSSES = re.compile(r"\s*\([^()]{1,30}\)")
"""Bracketed glosses inside a label ("(dmt)", "(hematite)"), which a claim leaves out."""


def _named_as_claimed(
    claim: Claim, label: str, sentence: str, num: Number, start: int, previous: str | None
) -> bool:
    """Whether the words around the value at ``num`` name what the claim names."""
    printed = without_moves(sentence, start, num.start)
    return (
        _printed_as_claimed(claim, printed)
        or _names_value(label, printed, sentence[num.end :])
        or _names_value(label, without_gloss(printed), sentence[num.end :])
        # "The interim distribution a year earlier was": the period is checked on its own
        or _names_value(label, period_cut(_TRAILING_LINK.sub("", printed)), sentence[num.end :])
        # "revenue per dry metric tonne (dmt) of its ore (hematite) to": glosses aside
        or _names_value(label, _GLOSSES.sub(" ", ore_form_named(printed)), sentence[num.end :])
        or _names_share(claim.label or "", sentence, num)
        or _names_price(claim.label or "", sentence, num)
        or names_total(claim.label or "", sentence, num)
        or names_dividend_in_all(claim.label or "", sentence, num)
        or _names_returned(claim.label or "", sentence, num)
        or _carried_price(claim, sentence, num, previous)
        or _item_as_claimed(claim, sentence, num)
        # "the cash it had over after investing came to": a clause word inside the label's
        # own words, all of them printed right before the value, breaks no clause
        or _names_value(label, without_moves(sentence, since_figure(sentence, num), num.start), "")
    )


def _item_as_claimed(claim: Claim, sentence: str, num: Number) -> bool:
    """Whether a slide item's words name what the claim names ("- Final A$0.89 ff")."""
    words = item_words(sentence, num)
    return bool(words) and _printed_as_claimed(claim, words or "")


def prior_of(sentence: str, num: Number) -> Number | None:
    """The value ``num`` is the bracketed prior-period figure of, read as the extractor does."""
    before = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
    if before and before[-1].unit == "%":
        before.pop()  # "US$83/dmt, down 25% (1H24: US$111/dmt)": how far it moved
    if before and before[-1].unit == num.unit and bracketed_prior(sentence, before[-1], num):
        return before[-1]
    return None


def _part_measure(sentence: str, num: Number) -> tuple[str | None, str | None, bool]:
    """``(measure, part, named by a clause)`` of a part's money label the value is of, as read.

    The part a clause between the label and the value names ("... EBITDA, with lithium
    adding"), else the part named right after the label ("Underlying EBITDA for copper")
    or right before it ("Copper underlying EBITDA"); the value is the label's first amount:
    only changes (percentages) between ("climbed 114%, reaching US$7.4bn").
    """
    for hit in reversed(find_labels(sentence)):
        between = find_figures(sentence[hit.end : num.start])
        if hit.end >= num.start or any(f.unit != "%" for f in between):
            continue
        clause = part_between(sentence, hit.end, num.start)
        before = SEGMENT_BEFORE.search(sentence[max(0, hit.start - SEGMENT_WINDOW) : hit.start])
        part = clause or part_after(sentence, hit.end) or (before.group(1) if before else None)
        if part is not None and part_money_label(f"{part} {hit.text}"):
            return hit.text, part, clause is not None
    return None, None, False


def _check_printed_prose(
    claim: Claim,
    sentence: str,
    num: Number,
    ctx: DocContext,
    amount: _Amount,
    previous: str | None = None,
    shared: str | None = None,
) -> str | None:
    """Why a claim named by a label on no list is not supported by ``sentence`` (None: it is).

    The sentence must print that label before the value, for the claim's period, in its
    currency and sign; a bare "the average was" takes the price of ``previous``, the
    sentence before it in its paragraph (:func:`_carried_price`). ``shared``: the measure
    the paragraph's sentences before state, a division-led amount's (``list_items``).
    """
    item = list_items(sentence, shared).get(num.start)
    described = None if item else described_hit(sentence, find_labels(sentence), num.start)
    scoped = (item.name_start, item.label) if item else None
    if described is not None:
        scoped = described.start, described.text
    if scoped is not None:
        # "EBITDA was: copper US$7bn, coal US$2bn", "Profit from coal (EBITDA) of US$2bn":
        # the division's own measure
        start, listed = scoped
        if not same_measure_words(claim.label or "", None, listed):
            return NO_METRIC
        cited, why = _period_of_value(sentence, num.start, num.end, ctx, start)
        return why or _period_reason(claim, cited) or _currency_reason(claim, amount)
    start = _printed_start(sentence, num.start)
    label = without_product(sentence, num, claim.label or "")  # "... a tonne for aluminium"
    owner = division_subject(sentence[: num.start])
    if owner is None and LEAD_ENTRY.match(sentence) and sentence.find(":") < start:
        owner = sentence[: sentence.find(":")].strip()  # "Copper: EBITDA $X": copper's
    owner = owner or lead_scope(sentence)  # "**Lithium** – record EBITDA of $X", as read
    owner = owner or clause_part(sentence, num.start)  # "Earnings from the lithium segment"
    owner = (
        owner
        or next(  # "$X of underlying EBITDA came from copper", as read
            (
                part_after(sentence, h.end)
                for h in find_labels(sentence)
                if re.fullmatch(r"\s+(?:of|in)\s+(?:the\s+)?", sentence[num.end : h.start])
            ),
            None,
        )
    )
    owner = owner or part_after_value(sentence, num.start)  # "EBITDA of $X came from lithium"
    if num.unit == "%" and part_money_label(claim.label or ""):
        return "the cited percentage is a change, not the metric"  # "Copper EBITDA rose 114%"
    # "Underlying EBITDA for copper rose, up 114% to $X", "... EBITDA, with lithium adding
    # $X": the part named after the label, or by the clause between, as the extractor reads
    measure, named, by_clause = _part_measure(sentence, num)
    owner = named if named and (by_clause or owner is None) else owner
    if owner and label.lower().startswith(owner.lower() + " "):
        label = label[len(owner) + 1 :]  # "The coal arm ... it earned EBITDA of": the arm's
    # "US$83/dmt, down 25% (1H24: US$111/dmt)", "was US$6.93 billion down from US$12.32
    # billion": the value compared with names the comparative
    prior = prior_of(sentence, num) or compared_figure(sentence, num)
    if not (
        _named_as_claimed(claim, label, sentence, num, start, previous)
        or (
            measure is not None
            and same_measure_words(label, None, measure)
            and same_measure_words(measure, None, label)
        )
        or (
            prior is not None
            and _named_as_claimed(
                claim, label, sentence, prior, _printed_start(sentence, prior.start), previous
            )
        )
        # "the Lithium division earned $X before interest, tax, D&A ...": its EBITDA
        or (
            (said := result_verb(sentence, num.start, num.end)) is not None
            and label in {said.label, f"{said.basis} {said.label}"}  # "underlying earned"
        )
        # "The contracting arm hauled 280 Mt of material": the tonnes it moved, as read
        or ((moved := unit_noun_volume(sentence, num, ctx.company)) and claim.label == moved[1])
    ):
        return NO_METRIC
    cited, why = _period_of_value(sentence, num.start, num.end, ctx, start)
    if cited is not None and cited.kind == "FY" and num.unit == "%":
        if _OF_THE_HALF.match(sentence, num.end):
            cited = Period(cited.year, "H1")  # "65 per cent of the first half's profit"
    return (
        why
        or _period_reason(claim, cited)
        or _sign_reason(claim, amount.negative)
        or _currency_reason(claim, amount)
    )
