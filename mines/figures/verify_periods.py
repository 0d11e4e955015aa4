"""The period a value in a cited sentence is for, as the verifier reads it.

A period named right after the value ("in FY2024") or right before it, a relative one
leading its label ("last year's"), a comparison ("from US$X": the prior period), else the
period the sentence is about, else the document's.
"""

from __future__ import annotations

import re

from mines.figures.comparatives import (
    COMPARED_VALUE_BEFORE,
    COMPARED_WITH,
    EARLIER_ADVERBS,
    EARLIER_WORDS,
    PERIOD_AFTER_VALUE,
    PRIOR_WORDS,
    RANKED_JOINS,
    RELATIVE_TO_LABEL,
    SIGN_AFTER_PERIOD,
    STATED_AT,
    compared_clause,
    dates_compared_amount,
    dates_labelled_bracket,
    heads_bracket,
    leads_label,
    movement_base,
    percent_base,
)
from mines.figures.model import DocContext, Period
from mines.figures.moved_on import MOVED_ON
from mines.figures.period_mentions import PeriodMention, period_mentions
from mines.figures.prose_shared_verbs import matter_end
from mines.figures.spend_verbs import spent_matter_end

_COMPARATIVE = re.compile(
    rf"\b(?:from|{COMPARED_WITH}|versus|vs\.?|against|relative\s+to|than|{RANKED_JOINS}|"
    rf"{EARLIER_ADVERBS})"
    rf"(?:\s+(?:{PRIOR_WORDS}|of))*[\s(]*$",
    re.I,
)
_EARLIER = re.compile(rf"\b(?:{EARLIER_WORDS})", re.I)
"""Words saying the compared value is an earlier period's ("from last year's $Y"); a bare
"against $Y" may be the same year as first reported."""
_MOVED_FROM = re.compile(
    r"\b(?:rose|rise[sn]?|fell|fall(?:s|en)?|lift(?:ed|s)?|increased|decreased|climbed|"
    r"dropped|eased|grew|grown|jumped|slipped|cut|raised|halved|doubled)\s+to\s+"
    r"[^;,]{1,40}?\s+from\s*$",
    re.I,
)
"""A label's value moved "to X from" the one compared: the value after is the period before."""
_BEFORE_CONNECT = re.compile(
    rf"^(?:['’]s)?[\s,(]*(?:(?:it|this|that)\s+)?(?:[:=]|was|were|is|of|totalled|at|to|{STATED_AT})?[\s:=,(]*$"
    rf"|^{SIGN_AFTER_PERIOD}$",
    re.I,
)


def _period_of_value(
    text: str, start: int, end: int, ctx: DocContext, label_start: int
) -> tuple[Period | None, str | None]:
    """The period a value at ``text[start:end]`` is for, and a reason when it is unclear."""
    doc = ctx.period
    pms = period_mentions(text, ctx.company, doc)
    clause = compared_clause(text, pms, start)  # "Compared with FY24, when gold fetched $X"
    if clause is not None:
        return _resolve(pms[clause], text, start, ctx, pms, label_start), None
    # "US$85 a dry tonne for its hematite in 1H25", "spent $X on growth projects in FY23"
    own_end = max(matter_end(text, start, end), spent_matter_end(text, start, end))
    after = [p for p in pms if end <= p.start <= own_end + 40]
    for p in after:
        if (
            PERIOD_AFTER_VALUE.match(text[own_end : max(own_end, p.start)])
            and not text[p.end :].lstrip().startswith(":")
            and not heads_bracket(text, p.start, p.end)  # "X (FY24 US$Y)": Y's period
        ):
            return _resolve(p, text, start, ctx, pms, label_start), None
    for p in pms:
        if dates_labelled_bracket(text, p.start, p.end, label_start, start):
            return _resolve(p, text, start, ctx, pms, label_start), None  # "(FY24: EBITDA of X)"
    for p in pms:
        if not p.relative and leads_label(text, p.end, label_start):
            # "a first-half loss of $X": the label's own period; "first-half profit fell to
            # $X from last year's $Y": Y is the same label's, a year earlier
            compared = _COMPARATIVE.search(text[label_start:start][-40:])
            earlier = compared is not None and _EARLIER.search(compared.group(0)) is not None
            # "first-half dividend rose to 15 cents from 11 cents": moved from the year before
            earlier = earlier or _MOVED_FROM.search(text, label_start, start) is not None
            return (p.period.prior() if earlier and p.period else p.period), None
    before = [p for p in pms if p.end <= start and start - p.end <= 24]
    for p in reversed(before):
        if _BEFORE_CONNECT.match(text[p.end : start]):
            if p.relative and movement_base(text, p.start, p.end, start):
                # "up 21 per cent on the prior year to $X": X is the current amount
                rest = [q for q in pms if q is not p]
                return _current_period(text, start, ctx, rest, label_start), None
            return _resolve(p, text, start, ctx, pms, label_start), None
    current = _current_period(text, start, ctx, pms, label_start)
    for p in pms:
        # "Last year's interim dividend was 90 US cents": a relative period leading the label
        if (
            p.relative
            and (
                (p.end <= label_start and RELATIVE_TO_LABEL.fullmatch(text[p.end : label_start]))
                # "Last year's final was 15.5 cents": the printed label opens with it
                or (
                    label_start <= p.start < p.end < start
                    and not text[label_start : p.start].strip()
                )
            )
            # "8% more than a year earlier, and US$3,318": the period compared with before
            and not _COMPARATIVE.search(text[max(0, p.start - 30) : p.start])
            and not COMPARED_VALUE_BEFORE.search(text, max(0, p.start - 40), p.start)
        ):
            return (current.prior() if current else None), None
    lead = text[max(label_start, 0) : start]
    # "rose 10 per cent on $6.7bn to $7.4bn": the amount after "on" is the one before
    if _COMPARATIVE.search(lead[-40:]) or MOVED_ON.search(lead[-60:]):
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
        if percent_base(text, p.start):
            continue  # "up 8% on 2024": what a change is measured against
        if dates_compared_amount(text, p.start):
            continue  # "up from A$462m in FY24": the period of the amount compared with
        if heads_bracket(text, p.start, p.end):
            continue  # "(1H24: US$5.9 billion)": the period of the bracketed amount alone
        if label_start < p.start and not _BEFORE_CONNECT.match(text[p.end : start]):
            # a period between the label and the value that is not its own: skip
            pass
        named.add(p.period)
    if len(named) == 1:
        return named.pop()
    if len(named) > 1:
        return None
    return ctx.period


_RESTATED = re.compile(
    r"\b(?:restated|originally\s+reported|as\s+reported|re-presented|continuing\s+operations)\b",
    re.I,
)
