"""Check a claimed figure against the text it cites, with a reading of its own.

``verify(claim, span_text, ctx)`` says whether ``span_text`` supports ``claim``: the same
value within rounding (``55,658 million`` == ``US$55.66 billion``; ``13.4`` != ``13.66``),
stated for the same metric (or another label of it), the same period, the same basis and
dividend kind, with the same sign and currency. Each way a figure can be confidently
wrong has its own reason: "value not in the cited text", "metric not named near the
value", "the cited value is underlying EBITDA, not underlying NPAT", "the cited value is
for FY2023", "the cited value is a half-year figure", "the cited value is underlying, not
statutory", "the cited value is the final dividend", "the cited value is a target or
guidance, not a reported figure", "the cited percentage is a change, not the metric",
"the cited value is a loss", "the cited value is net cash", "the cited value is in USD, not
AUD", "the cited value is for iron ore, not the whole company", "the cited value is for Mt
Marion", "the cited number states no unit or currency".

The verifier shares no matching code with :mod:`mines.figures.extract`: it finds the
claimed value first and then reads only what surrounds it (the nearest metric label before
it, the period words around it, the column header above a table cell). It shares the
metric registry's labels, :mod:`mines.numbers`, :mod:`mines.question`,
:mod:`mines.figures.period_mentions` and :mod:`mines.figures.column_periods`.

The claims come from :func:`mines.figures.draft_claims.claims_from_text`; the table cells
are checked in :mod:`mines.figures.verify_tables`, the sentences in
:mod:`mines.figures.verify_prose`, with what both share in :mod:`mines.figures.verify_reasons`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, replace

from mines.figures.carried_parts import carried_part_of
from mines.figures.dividend_phrases import carried_dividend_kind
from mines.figures.division_names import continues_list
from mines.figures.draft_claims import Claim
from mines.figures.forward_context import forward_spans
from mines.figures.heading_dates import dated_sections
from mines.figures.model import DocContext, Period
from mines.figures.nil_dividends import nil_dividends, nil_period
from mines.figures.part_headings import heading_part_of, part_sections, same_part, without_part
from mines.figures.prices import compared_units, unit_before
from mines.figures.qualifier_conflicts import conflicts, implied
from mines.figures.qualifiers import read_qualifiers
from mines.figures.verify_prose import _check_prose, _prose_amount
from mines.figures.verify_reasons import (
    NO_METRIC,
    _claim_family,
    _kind_expected,
    _period_reason,
    _same_value,
)
from mines.figures.verify_tables import _check_tables
from mines.measures.registry import METRIC_BY_KEY
from mines.numbers import find_figures, spelt_as_digits
from mines.sentences import LEAD_ENTRY, MONTH_ABBREV_END

__all__ = ["Verdict", "verify"]


@dataclass(frozen=True)
class Verdict:
    """Supported or not, and why; ``evidence`` is the sentence or table row read."""

    supported: bool
    reason: str
    evidence: str | None = None
    cited_period: Period | None = None


SUPPORTED = "supported"
NOT_IN_TEXT = "value not in the cited text"


# ---------------------------------------------------------------------------------------
# Sentences of the cited text

_SENTENCE_BREAK = re.compile(r"(?<=[.!?;])(?<!vs\.)(?<!U\.S\.)\s+(?=[A-Z0-9(\"'$])")
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n|\f")


def _sentences(text: str) -> Iterator[str]:
    """The prose sentences of ``text`` (:func:`_paired_sentences`)."""
    for sentence, _, _ in _paired_sentences(text):
        yield sentence


def _paired_sentences(text: str) -> Iterator[tuple[str, str | None, bool]]:
    """The prose sentences of ``text``: each, the one before it, whether it opens a paragraph.

    Table lines are dropped. A line joins the one before it only when that one reads as
    unfinished (it ends in a lower-case word, a comma or an opening bracket) or when it
    starts in lower case or with an amount; a bullet always starts a new sentence, and has
    no sentence before it. A blank line or a bullet opens a paragraph (a line of its own
    does not: a sentence on the next line is of the same paragraph, as the reader reads).
    """
    for para in _PARAGRAPH_BREAK.split(text):
        current: list[str] = []
        opens = True
        for line in para.split("\n"):
            s = line.strip()
            if not s or s.startswith(("|", "Table:", "Notes:")) or s.endswith("|"):
                if current:
                    yield from _pairs(_split(" ".join(current)), opens)
                    opens = False
                current = []
                continue
            bullet = re.match(r"^(?:[-•*▪●]|\d{1,2}[.)])\s+", s)
            if bullet:
                s = s[bullet.end() :]
            if current and (bullet or not _continues(current[-1], s)):
                yield from _pairs(_split(" ".join(current)), opens)
                opens = False
                current = []
            opens = opens or bool(bullet)
            current.append(s)
        if current:
            yield from _pairs(_split(" ".join(current)), opens)


def _pairs(sentences: Iterator[str], opens: bool) -> Iterator[tuple[str, str | None, bool]]:
    previous: str | None = None
    for sentence in sentences:
        yield sentence, previous, opens and previous is None
        previous = sentence


def _continues(previous: str, line: str) -> bool:
    if re.match(r"^(?:[a-z(]|US\$|A\$|\$|\d)", line):
        return True
    if LEAD_ENTRY.match(line):
        return False  # "Copper: EBITDA $X": a list entry of its own
    return bool(re.search(r"(?:[a-z]|[,(\-–])$", previous)) and not _looks_like_row(previous)


def _looks_like_row(line: str) -> bool:
    return bool(re.search(r"\d\s*$", line)) or not any(ch.islower() for ch in line)


def _split(paragraph: str) -> Iterator[str]:
    cut = 0
    for m in _SENTENCE_BREAK.finditer(paragraph):
        if continues_list(paragraph, m.end()):
            continue  # "copper US$4.57/lb; Pilbara iron ore US$90/dmt": one list
        if paragraph[m.end() : m.end() + 1].isdigit() and MONTH_ABBREV_END.search(
            paragraph, max(cut, m.start() - 6), m.start()
        ):
            continue
        if paragraph[cut : m.start()].strip():
            yield paragraph[cut : m.start()].strip()
        cut = m.end()
    if paragraph[cut:].strip():
        yield paragraph[cut:].strip()


def verify(claim: Claim, span_text: str, ctx: DocContext) -> Verdict:
    """Whether ``span_text`` supports ``claim`` (:func:`_verify`), by its metric or words.

    A claim whose own words contradict the metric an alias in them suggests ("Pre-tax
    profit" holds "profit" but is no after-tax profit) is also checked by those printed
    words, as a label on no list is.
    """
    span_text = spelt_as_digits(span_text)  # "fourteen million tonnes": 14 million tonnes
    verdict = _verify(claim, span_text, ctx)
    if verdict.supported or not (claim.metric and claim.label):
        return verdict
    if not conflicts(implied(claim.metric), read_qualifiers(claim.label)):
        return verdict
    printed = _verify(replace(claim, metric=""), span_text, ctx)
    return printed if printed.supported else verdict


def _verify(claim: Claim, span_text: str, ctx: DocContext) -> Verdict:
    """Whether ``span_text`` supports ``claim``: as a value stated, else as a dividend in words.

    A nil dividend said in words ("the Board has not declared a final dividend") supports a
    zero of its kind; a year's total is its interim when the text states a nil final.
    """
    verdict = _verify_stated(claim, span_text, ctx)
    if verdict.supported or claim.metric != "dividends_per_share":
        return verdict
    wanted = _kind_expected(claim)
    if claim.value == 0:
        said = _said_nil(claim, wanted, span_text, ctx)
        if said is not None:
            return Verdict(True, SUPPORTED, said, claim.period)
    if wanted != "total" or claim.period.kind != "FY":
        return verdict
    final = _verify(_as_kind(claim, "final", 0.0), span_text, ctx)
    if not final.supported:
        return _summed(claim, span_text, ctx) or verdict
    interim = _verify(_as_kind(claim, "interim", claim.value), span_text, ctx)
    # the interim plus a nil final: the year's total ("no final dividend was declared")
    return interim if interim.supported else verdict


def _summed(claim: Claim, span_text: str, ctx: DocContext) -> Verdict | None:
    """A year's total claimed as the sum of the interim and final the text states.

    The reading proposes the two parts (:func:`mines.figures.extract.summed_totals`); each
    is then verified on its own as its kind of the claim's year, and they must add up to
    the claim: the sum is supported only when both parts are.
    """
    from mines.figures.extract import extract_figures, summed_parts

    for total, interim, final in summed_parts(extract_figures(span_text, ctx)):
        if total.period != Period(claim.period.year):
            continue
        if abs(total.base_value - claim.value * claim.scale) > 0.005:
            continue
        verdicts = [
            _verify(_part(claim, kind, f.base_value / claim.scale), span_text, ctx)
            for kind, f in (("interim", interim), ("final", final))
        ]
        if all(v.supported for v in verdicts):
            evidence = " + ".join(v.evidence or "" for v in verdicts)
            return Verdict(True, SUPPORTED, evidence, claim.period)
    return None


def _part(claim: Claim, kind: str, value: float) -> Claim:
    """The claim of a year's total dividend as one of its parts, of ``value``."""
    label = _TOTAL_WORDS.sub(kind, claim.label or "") or None
    return replace(claim, value=value, dividend_kind=kind, label=label, text=f"{value:g}")


_TOTAL_WORDS = re.compile(r"\b(?:total|full[\s-]year)\b", re.I)


def _as_kind(claim: Claim, kind: str, value: float) -> Claim:
    """The claim of a year's total dividend as one of its parts (interim, final)."""
    label = _TOTAL_WORDS.sub(kind, claim.label or "") or None
    text = claim.text if value == claim.value else "0"
    return replace(claim, value=value, dividend_kind=kind, label=label, text=text)


def _said_nil(claim: Claim, kind: str, span_text: str, ctx: DocContext) -> str | None:
    """The sentence of ``span_text`` saying the ``kind`` dividend of the claim's period was nil."""
    ahead = {s for a, b in forward_spans(span_text) for s in _sentences(span_text[a:b])}
    half = ctx.period is not None and ctx.period.kind == "H1"
    for sentence in _sentences(span_text):
        if sentence in ahead:
            continue
        kinds = {n.kind for n in nil_dividends(sentence, half)}
        if kind not in kinds:
            continue
        period = nil_period(sentence, ctx.company, ctx.period)
        if period is not None and _period_reason(claim, period) is None:
            return sentence
    return None


def _verify_stated(claim: Claim, span_text: str, ctx: DocContext) -> Verdict:
    """Whether ``span_text`` (a cited document or chunk) supports ``claim``, and why.

    Args:
        claim: The figure an answer states.
        span_text: The text the answer cites (prose and/or canonical tables).
        ctx: The cited document's company and own period (a sentence that names no period
            states figures for it).

    Returns:
        ``Verdict(True, "supported")`` when some occurrence of the claimed value in the
        text is stated for the claim's metric, period, basis, dividend kind, sign and
        currency; otherwise the reason for the occurrence that came closest (or "value
        not in the cited text").
    """
    if claim.metric not in METRIC_BY_KEY and (claim.metric or not claim.label):
        return Verdict(False, f"unknown metric {claim.metric!r}")
    if ctx.company and claim.company and ctx.company != claim.company:
        return Verdict(False, f"the cited document is about {ctx.company}, not {claim.company}")
    ok, reasons, evidence = _check_tables(claim, span_text, ctx)
    if ok:
        return Verdict(True, SUPPORTED, evidence[-1], claim.period)
    carried: str | None = None  # the dividend the sentence before names
    ahead = {s for a, b in forward_spans(span_text) for s in _sentences(span_text[a:b])}
    # "Mining Services" heading the sentences under it (or the section the chunk is cut from)
    sections = part_sections(span_text, ctx.section)
    earlier: list[str] = []  # the paragraph's sentences before ("EBITDA came to $X.")
    money = not claim.metric or METRIC_BY_KEY[claim.metric].kind == "money"  # a part's own
    paragraph: list[str] = []  # and all of them, over its lines ("It delivered ...")
    last: list[str] = []
    # "The December half" or "Balance sheet at 30 June 2025" heading the sentences under it
    dated = dated_sections(span_text, ctx)
    for sentence, previous, opens in _paired_sentences(span_text):
        under = next((c for part, c in dated if sentence in part), ctx)
        earlier = earlier + [previous] if previous is not None else []
        paragraph, last = ([] if opens else paragraph + last), [sentence]
        before, carried = carried, carried_dividend_kind(sentence, carried)
        # "average revenue per dmt ... fell to US$84.79": the unit its words name, as read
        for num in compared_units(
            sentence, [unit_before(sentence, n) for n in find_figures(sentence)]
        ):
            amount = _prose_amount(num, ctx.company, sentence[num.end :], sentence[: num.start])
            if not _same_value(claim, amount):
                continue
            reason: str | None
            if sentence in ahead:
                reason = "the cited value is under an outlook or guidance, not a reported figure"
            elif amount.family is None:
                reason = "the cited number states no unit or currency"
            elif part := carried_part_of(
                paragraph, sentence[: num.start], money
            ) or heading_part_of(span_text, sentence, sentence[: num.start], sections):
                # the paragraph's part "It" points back to, or the heading, names whose the
                # value is: the claim must name that part, and the sentence support the rest
                claimed = f"{claim.label or ''} {claim.qualifier or ''}"
                reason = (
                    _check_prose(
                        replace(
                            claim,
                            label=without_part(claim.label or "", part),
                            qualifier=None
                            if same_part(claim.qualifier or "", part)
                            else claim.qualifier,
                        ),
                        sentence,
                        num,
                        under,
                        before,
                    )
                    if same_part(claimed, part)
                    else f"the cited value is {part}'s (its heading's or paragraph's part)"
                )
            else:
                reason = _check_prose(claim, sentence, num, under, before, previous, earlier)
            if reason is None:
                return Verdict(True, SUPPORTED, sentence, claim.period)
            reasons.append(reason)
            evidence.append(sentence)
    if not reasons:
        if (
            _claim_family(claim) == "percent"
            and claim.metric
            and METRIC_BY_KEY[claim.metric].kind != "percent"
        ):
            return Verdict(False, "a percentage change is not the metric's value")
        return Verdict(False, NOT_IN_TEXT)
    order = [NO_METRIC]
    best = sorted(range(len(reasons)), key=lambda i: (reasons[i] in order, i))[0]
    return Verdict(False, reasons[best], evidence[best] if best < len(evidence) else None)
