"""Check a claimed figure against one sentence of the cited text.

The value is found first, then only what surrounds it is read: the nearest metric label
before it (or a verb and a commodity: "sold 1,621 koz of gold"), a printed label on no
list, the period words around it, and the words that make it a target, a change, a
segment's, another company's or a loss.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import as_basis_word, left_out_leads, names_underlying
from mines.figures.dividend_phrases import dividend_label_after
from mines.figures.division_tables import SEGMENT_BEFORE, SEGMENT_WINDOW, division_subject
from mines.figures.draft_claims import _CHANGE_BEFORE, Claim
from mines.figures.model import DocContext, Period
from mines.figures.periods import PeriodMention, period_mentions
from mines.figures.printed import (
    denied,
    is_dividend_label,
    names_payments,
    payment_clause,
    printed_dividend_kind,
)
from mines.figures.prose_per_share import restates_amount, said_for_the_year
from mines.figures.prose_volumes import verb_hits
from mines.figures.quantities import TONNES_AFTER
from mines.figures.similarity import same_measure_words
from mines.figures.spend_verbs import spend_label
from mines.figures.verify_reasons import (
    _DIVIDEND_WORD,
    NO_METRIC,
    _Amount,
    _claim_family,
    _currency_reason,
    _decimals,
    _dividend_reason,
    _label_reason,
    _metric_reason,
    _metric_with_basis,
    _nearest_label,
    _period_reason,
    _printed_as_claimed,
    _qualifier_reason,
    _sign_reason,
)
from mines.measures.paraphrases import printed_paraphrase
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import (
    SITE_COMMODITY,
    SITE_METRICS,
    VOLUME_METRICS,
    VOLUME_VERB,
    find_sites,
    match_sites,
)
from mines.measures.words import SIGNED_METRICS, VERB_METRICS, VOLUME_VERBS
from mines.numbers import Number, find_figures
from mines.question.companies import COMPANY_NAMES, REPORTING_CURRENCY, find_companies
from mines.sentences import LEAD_ENTRY


def _prose_amount(num: Number, company: str, after: str = "") -> _Amount:
    unit = (num.unit or "").lower()
    if not unit and not num.currency and num.scale > 1 and TONNES_AFTER.match(after):
        unit = "tonnes"  # "17.3 million wet tonnes"
    decimals = _decimals(num.text)
    currency = REPORTING_CURRENCY.get(company) if num.currency == "$" else num.currency
    scale = num.scale
    family: str | None
    rate = unit in {"mtpa", "ktpa"}
    if unit == "%":
        family = "percent"
    elif unit == "cents per share":
        family = "per_share"
    elif unit == "per share":
        family, scale = "per_share", 100.0 * scale
    elif unit in {"mt", "mtpa"}:
        family, scale = "tonnes", 1e6
    elif unit in {"kt", "ktpa"}:
        family, scale = "tonnes", 1e3
    elif unit in {"wmt", "dmt", "tonnes"}:
        family = "tonnes"
    elif unit in {"koz", "moz", "oz"}:
        family, scale = "ounces", {"koz": 1e3, "moz": 1e6, "oz": scale}[unit]
    elif unit in {"per ounce", "per wmt", "per tonne", "per pound", "per dmt"}:
        family = "unit_cost"
    elif unit.startswith("cents per "):
        family = "unit_cost"  # "457 US cents per pound": a price a unit, as the claim reads it
    elif unit:
        family = unit
    elif num.currency or num.scale > 1:
        family = "money"
    else:
        family = None
    return _Amount(
        family,
        abs(num.value) * scale,
        0.5 * 10.0**-decimals * scale,
        currency,
        num.value < 0,
        rate,
        family == "money" and bool(num.currency) and num.scale == 1 and not unit,
    )


# ---------------------------------------------------------------------------------------
# Periods around a value

_FORWARD = re.compile(
    r"\b(?:targets?|targeted|targeting|guidance|outlook|strategy|strategic|capacity|forecast|"
    r"ambition|aspiration|aims?\s+to|plans?\s+to|planned|budget|nameplate|run[\s-]rate|"
    r"life[\s-]of[\s-]mine|project\s+cost|capital\s+cost|expected|expects?|estimated?|"
    r"potential|by\s+(?:FY\s*)?20\d\d)\b",
    re.I,
)
_COMPARATIVE = re.compile(
    r"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|against|relative\s+to|than)"
    r"(?:\s+(?:the|a|an|its|last|prior|previous|year's|of))*[\s(]*$",
    re.I,
)
_AFTER_CONNECT = re.compile(
    r"^[\s,(]*(?:in|for|during|over|at|as\s+at|across)?\s*(?:(?<=\s)the\s*)?$", re.I
)
_BEFORE_CONNECT = re.compile(r"^[\s,(]*(?:[:=]|was|were|is|of|totalled|at|to)?[\s:=,(]*$", re.I)
_HALF_IN_TEXT = re.compile(
    r"(?<![A-Za-z0-9])(?:first[\s-]+half|second[\s-]+half|1H|2H|H1|H2|half[\s-]+year|"
    r"six\s+months|the\s+half)(?![A-Za-z0-9])",
    re.I,
)
_CHANGE_AFTER = re.compile(
    r"^\s*(?:increase|decrease|higher|lower|rise|fall|up|down|growth|percentage\s+points?)\b",
    re.I,
)


_LEADS = re.compile(r"(?:['’]s)?[\s,]*(?:the\s+|its\s+)?", re.I)


def _period_of_value(
    text: str, start: int, end: int, ctx: DocContext, label_start: int
) -> tuple[Period | None, str | None]:
    """The period a value at ``text[start:end]`` is for, and a reason when it is unclear."""
    doc = ctx.period
    pms = period_mentions(text, ctx.company, doc)
    after = [p for p in pms if end <= p.start <= end + 40]
    for p in after:
        if _AFTER_CONNECT.match(text[end : p.start]) and not text[p.end :].lstrip().startswith(":"):
            return _resolve(p, text, start, ctx, pms, label_start), None
    before = [p for p in pms if p.end <= start and start - p.end <= 12]
    for p in reversed(before):
        if _BEFORE_CONNECT.match(text[p.end : start]):
            return _resolve(p, text, start, ctx, pms, label_start), None
    current = _current_period(text, start, ctx, pms, label_start)
    for p in pms:
        # "Last year's interim dividend was 90 US cents": a relative period leading the label
        if p.relative and p.end <= label_start and _LEADS.fullmatch(text[p.end : label_start]):
            return (current.prior() if current else None), None
    lead = text[max(label_start, 0) : start]
    if _COMPARATIVE.search(lead[-40:]):
        if _RESTATED.search(text):
            return current, None  # "X restated, against Y as originally reported": same year
        return (current.prior() if current else None), None
    return current, None


def _resolve(
    p: PeriodMention, text: str, start: int, ctx: DocContext, pms: list[PeriodMention], ls: int
) -> Period | None:
    if not p.relative:
        return p.period
    current = _current_period(text, start, ctx, [q for q in pms if q is not p], ls)
    return current.prior() if current else None


def _current_period(
    text: str, start: int, ctx: DocContext, pms: list[PeriodMention], label_start: int
) -> Period | None:
    """The period a sentence is about before ``start``: named, half words, or the doc's."""
    named = set()
    for p in pms:
        if p.end > start or p.relative:
            continue
        if _COMPARATIVE.search(text[max(0, p.start - 30) : p.start]):
            continue
        if label_start < p.start and not _BEFORE_CONNECT.match(text[p.end : start]):
            # a period between the label and the value that is not its own: skip
            pass
        named.add(p.period)
    if len(named) == 1:
        return named.pop()
    if len(named) > 1:
        return None
    return ctx.period


_LOSS = re.compile(r"(?<![/(])\b(?:loss|losses)\b(?!\s*\))", re.I)
_RESTATED = re.compile(
    r"\b(?:restated|originally\s+reported|as\s+reported|re-presented|continuing\s+operations)\b",
    re.I,
)
_VERB_FORM = re.compile(
    # "sold 1,621 koz of gold", "shipped a record 19.2 million tonnes of iron ore"
    r"^\s*(?:(?:(?:wet|dry)\s+)?(?:metric\s+)?(?:tonnes|ounces)\s+)?(?:of\s+)?"
    r"(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?(gold|iron\s+ore|copper|spodumene)",
    re.I,
)
"""What a verb's number is of ("1,621 koz of gold", "19 million wet tonnes of iron ore")."""
_MAX_LABEL_DISTANCE = 160
_CLAUSE = re.compile(
    r"[,;:—–]\s*|\s(?:with|while|whereas|as|after(?!\s+(?:income\s+)?tax)|and)\s", re.IGNORECASE
)
"""Where a clause may begin; "after tax" is part of a measure's name, no new clause."""


def _printed_start(sentence: str, pos: int) -> int:
    """Where the words naming the value at ``pos`` start.

    After the previous number, and after the last clause break that still leaves a naming
    word before the value ("the miner's copper bet paid off, with attributable profit of
    ..." names attributable profit, not copper).
    """
    before = [f for f in find_figures(sentence[:pos]) if f.end <= pos]
    start = before[-1].end if before else 0
    if not re.search(r"[A-Za-z]{3,}", sentence[start:pos]):
        start = 0
    breaks = list(_CLAUSE.finditer(sentence, start, pos))
    for i, m in enumerate(reversed(breaks)):
        words = [w for w in _tokens(sentence[m.end() : pos]) if w not in _LINKING]
        if any(len(w) >= 3 for w in words) and not _joins_nouns(
            sentence, breaks, len(breaks) - 1 - i, start
        ):
            return m.end()
    return start


def _joins_nouns(sentence: str, breaks: list[re.Match[str]], i: int, start: int) -> bool:
    """Whether the ``and`` at ``breaks[i]`` joins two nouns of one name, no two clauses.

    "Capital and exploration expenditure was": a word or two since the clause began, then
    "and", name one measure; "Revenue rose and profit reached" are two clauses.
    """
    m = breaks[i]
    if m.group().strip().lower() != "and":
        return False
    begin = breaks[i - 1].end() if i > 0 else start
    return 0 < len(_tokens(sentence[begin : m.start()])) <= 2


def _printed_is_claimed(claim: Claim, sentence: str, num: Number) -> bool:
    """Whether the words before the value in ``sentence`` name what the claim names."""
    if not claim.label:
        return False
    start = _printed_start(sentence, num.start)
    printed = _printed_words(sentence, num)
    if claim.basis == "underlying" and not (
        re.search(r"\bunderlying\b", printed, re.I) or names_underlying(printed)
    ):
        if not left_out_leads(sentence[:start]):
            return False  # an underlying claim needs the sentence to say so
        printed = f"underlying {printed}"  # "Excluding one-offs, net profit was": its basis
    # "Net profit (before the impairment charge)": the clause names the basis, no measure
    printed = as_basis_word(_BRACKETED.sub(lambda m: _basis_only(m.group(1)), printed))
    return same_measure_words(claim.label, claim.metric, printed) or _paraphrased(
        claim, sentence, num
    )


_BRACKETED = re.compile(r"\(([^()]*)\)")


def _basis_only(words: str) -> str:
    """A bracketed clause as the basis it names ("(before the writedown of X)": underlying)."""
    named = as_basis_word(words)
    if named == words:
        return f"({words})"
    return " underlying " if "underlying" in named.split() else " statutory "


def _printed_words(sentence: str, num: Number) -> str:
    """The words naming the value at ``num``, without how it moved ("Sales rose to")."""
    return _TRAILING_LINK.sub("", sentence[_printed_start(sentence, num.start) : num.start])


_LEADING_LINK = re.compile(r"^[\s,;]*(?:(?:and|while|with|whereas)\s+)?", re.I)


def _paraphrased(claim: Claim, sentence: str, num: Number) -> bool:
    """Whether the words naming a value are wholly a wording of the claim's metric.

    The words since the figure before, without linking words: "and cash left over after
    investment at" is free cash flow.
    """
    before = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
    lead = _LEADING_LINK.sub("", sentence[before[-1].end if before else 0 : num.start])
    if not claim.metric:
        return False
    if printed_paraphrase(_TRAILING_LINK.sub("", lead)) == claim.metric:
        return True
    # "Operations threw off $X of cash": the subject, its verb and what the amount is of
    what = _OF_WHAT.match(sentence, num.end)
    lead = " ".join(re.sub(r"\b(?:an?|the|some)\s*$", "", lead.strip(), flags=re.I).split())
    return what is not None and printed_paraphrase(f"{lead} {what.group(1)}") == claim.metric


_OF_WHAT = re.compile(
    r"\s+of\s+([A-Za-z][A-Za-z' -]{0,40}?)\s*(?=[,.;:]|$|\s(?:in|for|during|over)\b)"
)


_LINKING = frozenset(
    """was were is are of at to in totalled totaled came reached stood averaged a an the
    for period year half more than doubled tripled halved eased rose fell climbed jumped
    slipped lifted grew declined increased decreased dropped brought delivered generated
    yielded topped hit record improved firmed softened strengthened weakened recovered
    moderated""".split()
)


_TRAILING_LINK = re.compile(
    r"(?:\b(?:" + "|".join(sorted(_LINKING - {"of", "period", "year", "half"})) + r")\b[\s,]*)+$",
    re.IGNORECASE,
)
"""The words between a label and its value that say only how it moved ("rose to", "came
in at"), not what it is."""


def _tokens(text: str) -> list[str]:
    return re.findall(r"[a-z0-9%]+", text.lower().replace("&", " and "))


def _names_value(label: str, before: str, after: str) -> bool:
    """Whether ``label``'s words, in order, name the value next to them, linking words aside.

    Right before it ("declared a fully franked final distribution of A$1.21") or right
    after it ("US$2.3 billion of cash earnings").
    """
    words = _tokens(label)
    if not words:
        return False
    lead = _tokens(before)
    while lead and lead[-1] in _LINKING:
        lead.pop()
    tail = _tokens(after)
    while tail and tail[0] in _LINKING:
        tail.pop(0)
    return lead[-len(words) :] == words or tail[: len(words)] == words


_SHARE_LABEL = re.compile(r"^(?:(?P<subject>.+?)\s+as\s+a\s+)?share\s+of\s+(?P<rest>.+)$", re.I)


def _root(word: str) -> str:
    """A verb's or noun's root, enough to tell "hands"/"handed" and "returning"/"returned"."""
    for end in ("ing", "ed", "es", "s", "e"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word


def _names_share(label: str, sentence: str, num: Number) -> bool:
    """Whether a percentage labelled "share of <base> <verb>" is printed so.

    "share of earnings handed back" is printed "hands back 79 per cent of earnings";
    "<subject> as a share of <base>" is printed "<subject> ... N% of <base>".
    """
    m = _SHARE_LABEL.match(" ".join(label.split()))
    if m is None or (num.unit or "") != "%":
        return False
    rest = _tokens(m.group("rest"))
    tail = _tokens(sentence[num.end : num.end + 120])
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
    before = {_root(w) for w in _tokens(sentence[: num.start])}
    others = [*rest[common:], *_tokens(m.group("subject") or "")]
    return all(_root(w) in before for w in others)


_PRICE_VERB = re.compile(
    r"\b(?:received|receives|receiving|fetched|fetches|fetching|achieved|achieves|realised|"
    r"realized|averaged|sold\s+(?:at|for))\b",
    re.I,
)
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
    if not _PRICE_VERB.search(before):
        return False
    what = _tokens(m.group("what") or "")
    near = set(_tokens(sentence[max(0, num.start - 120) : num.end + 40]))
    return all(w in near for w in what)


def _check_printed_prose(
    claim: Claim, sentence: str, num: Number, ctx: DocContext, amount: _Amount
) -> str | None:
    """Why a claim named by a label on no list is not supported by ``sentence`` (None: it is).

    The sentence must print that label before the value, for the claim's period, in its
    currency and sign.
    """
    start = _printed_start(sentence, num.start)
    label = claim.label or ""
    owner = division_subject(sentence[: num.start])
    if owner is None and LEAD_ENTRY.match(sentence) and sentence.find(":") < start:
        owner = sentence[: sentence.find(":")].strip()  # "Copper: EBITDA $X": copper's
    if owner and label.lower().startswith(owner.lower() + " "):
        label = label[len(owner) + 1 :]  # "The coal arm ... it earned EBITDA of": the arm's
    if not (
        _printed_as_claimed(claim, sentence[start : num.start])
        or _names_value(label, sentence[start : num.start], sentence[num.end :])
        or _names_share(claim.label or "", sentence, num)
        or _names_price(claim.label or "", sentence, num)
    ):
        return NO_METRIC
    cited, why = _period_of_value(sentence, num.start, num.end, ctx, start)
    return (
        why
        or _period_reason(claim, cited)
        or _sign_reason(claim, amount.negative)
        or _currency_reason(claim, amount)
    )


_VOLUME_VERB_BEFORE = re.compile(rf"\b{VOLUME_VERB}\s+(?:[\w-]+\s+){{0,3}}$", re.I)


def _site_volume(sentence: str, num: Number) -> tuple[str, int, str] | None:
    """The metric a site and its verb name for the tonnage after them, where, and the site.

    "the venture at Onslow shipped 14mt": the nearest site before the verb, with no other
    figure between them, mines one commodity; the verb says produced or shipped.
    """
    verb = _VOLUME_VERB_BEFORE.search(sentence, 0, num.start)
    if verb is None:
        return None
    lead_start = max(0, verb.start() - 80)
    sites = match_sites(sentence[lead_start : verb.start()])
    if not sites:
        return None
    start = lead_start + sites[-1][0]
    site = sites[-1][1]
    if any(ch.isdigit() or ch == ";" for ch in sentence[start : verb.start()]):
        return None
    head = "production" if verb.group("made") else "shipments"
    metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), head))
    if metric is None:
        return None
    return SITE_METRICS.get((site, metric), metric), start, site


_PER_SHARE_OF = frozenset({"underlying_npat", "statutory_npat"})
"""Amounts whose restatement per share is earnings per share."""
_VALUE_LEADS = re.compile(r"\s*(?:[-•*▪●]\s*)?")
"""What may come before a value that leads its line: a bullet."""
_MOVE_MARK = re.compile(r"[▲▼△▽↑↓]")


def _led_line_metric(sentence: str, num: Number) -> tuple[str | None, str | None] | None:
    """The metric and basis of a line's label printed right after the value leading it.

    "- US$5.1bn free cash flow ▲ 18%", "- US$5.1bn cash left once capex is paid": the words
    up to the next figure or mark of movement, when they are wholly a label or a wording of
    a measure's meaning. None for any other line.
    """
    if _VALUE_LEADS.fullmatch(sentence[: num.start]) is None:
        return None
    after = [f for f in find_figures(sentence[num.end :])]
    end = num.end + after[0].start if after else len(sentence)
    mark = _MOVE_MARK.search(sentence, num.end, end)
    words = sentence[num.end : mark.start() if mark else end].strip(" ,;:")
    if not words:
        return None
    meant = printed_paraphrase(words)
    if meant:
        return meant, None
    trailing = _TRAILING_BASIS.search(words)  # "$12.1bn EBITDA, adjusted ▲ 3%"
    label = words[: trailing.start()] if trailing else words
    named = _nearest_label(label, len(label))
    if named is None or named.start != 0 or named.end != len(label):
        return None
    return _metric_with_basis(named, words)


_TRAILING_BASIS = re.compile(
    r"\s*,\s*(?:adjusted|underlying|statutory|reported)\s*$", re.IGNORECASE
)
"""A basis word set after a slide line's label by a comma."""


_SPEND_REACH = 20
"""How far before a spending verb's amount a label may end and still be the amount's own."""
_CLAUSE_BREAK = re.compile(r"[,;:()]|\s[–—]\s")
"""Where the phrase after a value ends: the next clause names another figure."""


def _check_prose(claim: Claim, sentence: str, num: Number, ctx: DocContext) -> str | None:
    """None when the sentence supports the claim at ``num``, else the reason it does not."""
    amount = _prose_amount(num, ctx.company, sentence[num.end :])
    if not claim.metric:
        return _check_printed_prose(claim, sentence, num, ctx, amount)
    named = _nearest_label(sentence, num.start, max(0, num.start - _MAX_LABEL_DISTANCE))
    metric: str | None
    basis: str | None = None
    verb = re.search(rf"\b({VOLUME_VERBS})\s+(?:[\w-]+\s+){{0,3}}$", sentence[: num.start], re.I)
    follow = _VERB_FORM.match(sentence[num.end :])
    listed = next(
        (
            h
            for h in verb_hits(sentence, [])
            if h.end <= num.start and not sentence[h.end : num.start].strip()
        ),
        None,
    )  # "shipped 17 Mt of iron ore and 485 kt (dry) of spodumene": the verb names each item
    # the label of "US$3.9 billion of capital spending", within the value's own phrase
    # (never a label of the next clause: ", free cash flow was ...")
    clause_end = _CLAUSE_BREAK.search(sentence, num.end, min(len(sentence), num.end + 60))
    after_end = clause_end.start() if clause_end else min(len(sentence), num.end + 60)
    after_label = _nearest_label(sentence, after_end, num.end)
    site_volume = _site_volume(sentence, num)
    named_after = dividend_label_after(sentence, num)  # "60 cents a share as the final dividend"
    after_kind: str | None = None
    if named_after is not None and (named is None or named.metric != named_after[0].metric):
        metric, label_start, named = named_after[0].metric, num.start, None
        after_kind = named_after[1].split()[0] if metric == "dividends_per_share" else None
    elif verb and follow and (named is None or named.end <= verb.start()):
        # "sold 1,621 koz of gold": the verb and the commodity name the metric.
        metric = VERB_METRICS.get((verb.group(1).lower(), follow.group(1).lower().split()[0]))
        label_start = verb.start()
        named = None
    elif listed is not None and (named is None or named.end <= listed.start):
        metric, label_start, named = listed.metric, listed.start, None
    elif site_volume is not None and (named is None or named.end <= site_volume[1]):
        # "the Escondida mine alone producing 644kt": the site names what, the verb how.
        metric, label_start, site = site_volume
        if site not in find_sites(f"{claim.qualifier or ''} {claim.label or ''}"):
            return f"the cited value is for {site}"
        named = None
    elif (
        named is None
        or named.metric is None
        or _printed_as_claimed(claim, sentence[_printed_start(sentence, num.start) : num.start])
        or _paraphrased(claim, sentence, num)
    ) and (
        _printed_is_claimed(claim, sentence, num)
        or _names_value(claim.label or "", sentence[: num.start], sentence[num.end :])
    ):
        # A label our lists do not know ("Diluted EPS", "Net profit attributable to BHP
        # shareholders"), or a label the claim repeats word for word ("Net cash from
        # operations"), printed with the very words the claim uses, all before the value
        # or right beside it ("investors get a final payout of US$0.25 a share").
        metric, basis = claim.metric, claim.basis
        label_start = _printed_start(sentence, num.start)
    elif (
        claim.metric == "dividends_per_share"
        and (named is None or named.metric is None)
        and is_dividend_label(_printed_words(sentence, num))
    ):
        # "total distributions of $US10.40 a share", "a one-off top-up of $US2.47 a share":
        # a payment to shareholders our lists do not name, read with its kind below
        metric, label_start = claim.metric, _printed_start(sentence, num.start)
    elif (
        claim.metric == "earnings_per_share"
        and named is not None
        and named.metric in _PER_SHARE_OF
        and restates_amount(sentence, num) is not None
    ):
        # "underlying earnings of US$11.8 billion, or 725 US cents a share": that per share
        metric, basis = claim.metric, _metric_with_basis(named, sentence)[1]
        label_start = named.start
    elif named is None and (led := _led_line_metric(sentence, num)) is not None:
        # "- US$5.1bn free cash flow ▲ 18%": a slide's line led by its value, then its label
        metric, basis = led
        label_start = num.end
    elif (spent := spend_label(sentence, num.start, num.end)) is not None and (
        named is None or named.end <= num.start - _SPEND_REACH
    ):
        # "invested US$3.6 billion in the business": the verb and its object name it
        metric, label_start, named = spent[0], num.start, None
    elif named is None:
        if after_label is None or not re.fullmatch(
            r"\s+(?:of|in)\s+(?:the\s+)?", sentence[num.end : after_label.start]
        ):
            return NO_METRIC
        metric, basis = _metric_with_basis(after_label, sentence)  # "US$5 billion of revenue"
        label_start = num.start
    else:
        if named.metric is None:
            return NO_METRIC
        metric, basis = _metric_with_basis(named, sentence)
        label_start = named.start
    if claim.metric == "ebitda_margin" and metric in {"underlying_ebitda", "statutory_ebitda"}:
        if re.search(r"\bmargin\b", sentence[named.end if named else 0 : num.start], re.I):
            metric = "ebitda_margin"
    printed = sentence[_printed_start(sentence, num.start) : num.start]
    owner = division_subject(sentence[:label_start])
    if owner and owner.lower() not in printed.lower():
        printed = f"{owner} {printed}"  # "The contracting arm ... lifted its EBITDA to"
    if basis == "underlying" and not re.search(r"\bunderlying\b", printed, re.I):
        # "Setting those items aside, attributable profit was": the clause leading the
        # label is its basis, as the label's own word would be
        printed = f"underlying {printed}"
    reason = _metric_reason(claim, metric, basis) or _label_reason(claim, printed, metric)
    if reason:
        return reason
    others = [
        c
        for c in find_companies(sentence[max(0, label_start - 40) : label_start])
        if c != ctx.company
    ]
    if others:
        return f"the cited value is {COMPANY_NAMES[others[-1]]}'s"
    segment = SEGMENT_BEFORE.search(sentence[max(0, label_start - SEGMENT_WINDOW) : label_start])
    if segment and claim.metric and METRIC_BY_KEY[claim.metric].kind == "money":
        return f"the cited value is for {segment.group(1).lower()}, not the whole company"
    if (
        amount.rate
        or _FORWARD.search(sentence[label_start : num.start])
        or _FORWARD.search(sentence[max(0, label_start - 60) : label_start])
        or _FORWARD.search(sentence[num.end : num.end + 25].split(",")[0])
    ):
        return "the cited value is a target or guidance, not a reported figure"
    if (
        amount.family == "percent"
        and _claim_family(claim) == "percent"
        and (
            _CHANGE_BEFORE.search(sentence[max(0, num.start - 25) : num.start])
            or _CHANGE_AFTER.match(sentence[num.end :])
        )
    ):
        return "the cited percentage is a change, not the metric"
    cited, why = _period_of_value(sentence, num.start, num.end, ctx, label_start)
    if (
        cited is not None
        and cited.kind == "FY"
        and _HALF_IN_TEXT.search(sentence[: num.start])
        and not any(
            p.period == cited and not p.relative
            for p in period_mentions(sentence, ctx.company, ctx.period)
            if p.start < num.end + 40
        )
    ):
        cited = Period(cited.year, "H1")
    reason = why or _period_reason(claim, cited)
    if reason:
        return reason
    if claim.metric == "dividends_per_share":
        window = payment_clause(sentence, max(0, label_start - 40), num.start)
        words = [
            m.group(0).lower().replace("-", " ")
            for m in _DIVIDEND_WORD.finditer(window)
            if not denied(window, m.start())
        ]
        stated = ("total" if words[-1] == "full year" else words[-1]) if words else None
        if said_for_the_year(sentence, named.end if named else label_start, num):
            stated = "total"  # "with the final dividend, holders received 301c for the year"
        elif stated is None and ctx.period is not None and ctx.period.kind == "H1":
            stated = "interim"
        if stated is None:
            # "a one-off top-up", "an extra payment on top of the ordinary dividends": special
            stated = printed_dividend_kind(window)
        if stated is None and names_payments(window):
            stated = "total"  # "so distributions for FY24 came to": the year's
        if after_kind is not None:
            stated = after_kind  # the kind named after the value
        reason = _dividend_reason(claim, stated)
        if reason:
            return reason
    negative = amount.negative
    before = sentence[num.start - 1 : num.start] if num.start else ""
    if before == "(" and sentence[num.end : num.end + 1] == ")":
        negative = not negative
    own_words = label_start
    for other in find_figures(sentence[label_start : num.start]):
        own_words = label_start + other.end  # a value's sign is in its own words
    if metric in SIGNED_METRICS and _LOSS.search(sentence[own_words : num.start]):
        negative = True
    if metric == "net_debt" and named is not None and named.label.lower().startswith("net cash"):
        negative = not negative
    return (
        _sign_reason(claim, negative)
        or _currency_reason(claim, amount)
        or _qualifier_reason(claim, sentence)
    )
