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

This module shares no matching code with :mod:`mines.figures.extract`: it finds the
claimed value first and then reads only what surrounds it (the nearest metric label before
it, the period words around it, the column header above a table cell). It shares the
metric registry's labels, :mod:`mines.numbers`, :mod:`mines.question` and
:mod:`mines.figures.periods`.

``claims_from_text(draft, docs)`` reads the claims out of a draft answer (the offline
model's lines or a hosted model's free text) with the document number each one cites.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any

from mines.figures.asked import (
    CLOSEST,
    conflicts,
    implied,
    qualifiers_of,
    read_qualifiers,
    same_measure_words,
)
from mines.figures.metrics import BLOCKING_LABELS, METRIC_BY_KEY, METRICS
from mines.figures.model import DocContext, Period
from mines.figures.periods import PeriodMention, column_period, period_mentions
from mines.figures.tables import Table, parse_tables
from mines.numbers import Figure as Number
from mines.numbers import find_figures
from mines.question.companies import COMPANY_NAMES, REPORTING_CURRENCY, find_companies
from mines.question.measures import METRIC_ALIASES, METRIC_LABELS, find_sites

__all__ = ["Claim", "Verdict", "claims_from_text", "verify"]


@dataclass(frozen=True)
class Claim:
    """One figure an answer states: whose, what, when, on which basis, and how much.

    ``value`` is signed in ``scale`` (``55658`` with ``1e6``); ``unit`` uses the figure
    model's words (``currency``, ``cents per share``, ``dollars per share``, ``%``, ``Mt``,
    ``kt``, ``koz``, ``Moz``, ``oz``, ``per ounce``, ``per wmt``). ``text`` is the number as
    the answer wrote it (its decimals set the rounding); ``quote`` the text it quotes.
    """

    company: str
    metric: str
    period: Period
    value: float
    scale: float = 1.0
    unit: str = "currency"
    currency: str | None = None
    basis: str | None = None
    dividend_kind: str | None = None
    qualifier: str | None = None
    text: str | None = None
    quote: str | None = None
    label: str | None = None
    """The words the answer names the figure with ("diluted EPS", "net profit attributable
    to BHP shareholders"); None when unknown."""

    @property
    def base_value(self) -> float:
        """The value in base units (dollars, cents, tonnes, ounces)."""
        return self.value * self.scale


@dataclass(frozen=True)
class Verdict:
    """Supported or not, and why; ``evidence`` is the sentence or table row read."""

    supported: bool
    reason: str
    evidence: str | None = None
    cited_period: Period | None = None


SUPPORTED = "supported"
_MAX_RELATIVE_GAP = 0.025
NOT_IN_TEXT = "value not in the cited text"
NO_METRIC = "metric not named near the value"

# ---------------------------------------------------------------------------------------
# Units: every quantity is compared in base units of one family.

_FAMILY_OF_UNIT: dict[str, tuple[str, float]] = {
    "currency": ("money", 1.0),
    "cents per share": ("per_share", 1.0),
    "dollars per share": ("per_share", 1.0),  # scale carries the x100
    "%": ("percent", 1.0),
    "Mt": ("tonnes", 1.0),
    "kt": ("tonnes", 1.0),
    "t": ("tonnes", 1.0),
    "koz": ("ounces", 1.0),
    "Moz": ("ounces", 1.0),
    "oz": ("ounces", 1.0),
    "per ounce": ("unit_cost", 1.0),
    "per wmt": ("unit_cost", 1.0),
    "per tonne": ("unit_cost", 1.0),
    "per pound": ("unit_cost", 1.0),
}


@dataclass(frozen=True)
class _Amount:
    """A number read from the cited text, in base units of a family."""

    family: str | None  # None: a bare number (no unit or scale stated)
    base: float
    half_unit: float
    currency: str | None
    negative: bool
    rate: bool = False
    plain_dollars: bool = False
    """A currency amount with no scale or unit ("A$1.97"): under a dividend label, per share."""


def _decimals(text: str) -> int:
    digits = text.replace(",", "")
    m = re.search(r"\.(\d+)", digits)
    return len(m.group(1)) if m else 0


def _prose_amount(num: Number, company: str) -> _Amount:
    unit = (num.unit or "").lower()
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
    elif unit in {"wmt", "dmt"}:
        family = "tonnes"
    elif unit in {"koz", "moz", "oz"}:
        family, scale = "ounces", {"koz": 1e3, "moz": 1e6, "oz": scale}[unit]
    elif unit in {"per ounce", "per wmt", "per tonne", "per pound", "per dmt"}:
        family = "unit_cost"
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


def _claim_family(claim: Claim) -> str:
    if claim.unit in _FAMILY_OF_UNIT:
        return _FAMILY_OF_UNIT[claim.unit][0]
    return METRIC_BY_KEY[claim.metric].kind if claim.metric else "money"


def _claim_half_unit(claim: Claim) -> float:
    if claim.text:
        m = re.search(r"\d[\d,]*(?:\.\d+)?", claim.text)
        decimals = _decimals(m.group(0)) if m else 0
    else:
        text = repr(float(claim.value))
        decimals = 0 if text.endswith(".0") else len(text.split(".")[1])
    return 0.5 * 10.0**-decimals * claim.scale


def _same_value(claim: Claim, amount: _Amount) -> bool:
    family = _claim_family(claim)
    if family == "per_share" and amount.plain_dollars:
        # "lifted the dividend to A$1.97": dollars a share, in cents as the claim's base
        amount = replace(
            amount, family="per_share", base=amount.base * 100, half_unit=amount.half_unit * 100
        )
    if amount.family is not None and amount.family != family:
        return False
    x = abs(claim.base_value)
    y = amount.base if amount.family is not None else amount.base * claim.scale
    tolerance = max(
        _claim_half_unit(claim), amount.half_unit * (1 if amount.family else claim.scale)
    )
    if math.isclose(x, y, rel_tol=1e-9):
        return True
    # Within the rounding of the less precise of the two, and never more than 2.5% apart
    # ("2 Mt" is not a rounding of 1.865 Mt to claim; "US$55.66bn" is of US$55,658m).
    return abs(x - y) <= tolerance * (1 + 1e-9) and abs(x - y) <= _MAX_RELATIVE_GAP * max(x, y)


# ---------------------------------------------------------------------------------------
# Metric labels, the verifier's own reading: for each metric one regular expression of its
# document labels; the label that ends nearest before the value names it.

_BASIS_WORD = r"(?:underlying|statutory|reported|attributable|headline)"


def _label_regex(labels: tuple[str, ...] | list[str]) -> re.Pattern[str]:
    parts = []
    for label in sorted(set(labels), key=len, reverse=True):
        words = re.findall(r"[A-Za-z0-9]+|[^\sA-Za-z0-9]", label)
        pattern = ""
        prev_word = False
        for w in words:
            is_word = w[0].isalnum()
            if pattern:
                pattern += r"[\s-]+" if (is_word and prev_word) else r"\s*"
            if w.lower() == "and":
                pattern += r"(?:and|&)"
            elif is_word:
                pattern += re.escape(w)
            elif w == ",":
                pattern += ",?"
            elif w == "-":
                pattern += r"-?"
            else:
                pattern += re.escape(w)
            prev_word = is_word
        parts.append(pattern)
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(parts) + r")(?![A-Za-z0-9])", re.I)


@lru_cache(maxsize=1)
def _label_table() -> tuple[tuple[str | None, re.Pattern[str]], ...]:
    table: list[tuple[str | None, re.Pattern[str]]] = [
        (m.key, _label_regex(m.doc_labels)) for m in METRICS if m.doc_labels
    ]
    table.append((None, _label_regex(list(BLOCKING_LABELS))))
    return tuple(table)


@dataclass(frozen=True)
class _Named:
    """The metric label nearest before a value and what the words around it add."""

    metric: str | None
    label: str
    start: int
    end: int


def _nearest_label(text: str, end: int, start: int = 0) -> _Named | None:
    """The label ending nearest before ``end`` (longest on ties)."""
    best: _Named | None = None
    for metric, pattern in _label_table():
        for m in pattern.finditer(text, start, end):
            better = best is None or m.end() > best.end
            if best is not None and m.end() == best.end and m.start() < best.start:
                better = True
            if better:
                best = _Named(metric, m.group(0), m.start(), m.end())
    return best


def _family(metric: str | None) -> str | None:
    if metric in {"statutory_npat", "underlying_npat"}:
        return "npat"
    if metric in {"statutory_ebitda", "underlying_ebitda"}:
        return "ebitda"
    return metric


def _metric_with_basis(named: _Named, text: str) -> tuple[str | None, str | None]:
    """The metric and basis the label states, with a basis word in or around it."""
    label = named.label.lower()
    m = re.search(rf"\b{_BASIS_WORD}\b", label)
    basis = m.group(0) if m else None
    if basis is None:
        before = re.search(
            rf"\b({_BASIS_WORD})[\s-]+$", text[max(0, named.start - 25) : named.start], re.I
        )
        after = re.match(
            rf"\s*(?:\(|,)?\s*(?:on\s+an?\s+)?({_BASIS_WORD})\s+basis", text[named.end :], re.I
        )
        found = before or after
        basis = found.group(1).lower() if found else None
    if basis == "reported":
        basis = "statutory"
    metric = named.metric
    if metric == "statutory_npat" and basis == "underlying":
        metric = "underlying_npat"
    elif metric == "underlying_ebitda" and basis == "statutory":
        metric = "statutory_ebitda"
    if basis is None and metric == "statutory_npat" and "attributable" in label:
        basis = "attributable"
    if basis is None and "headline" in label:
        basis = "headline"
    return metric, basis


def _label_name(metric: str | None) -> str:
    return METRIC_LABELS.get(metric or "", (metric or "something else").replace("_", " "))


def _metric_reason(claim: Claim, metric: str | None, basis: str | None) -> str | None:
    if metric is None:
        return NO_METRIC
    if _family(metric) != _family(claim.metric):
        return f"the cited value is {_label_name(metric)}, not {_label_name(claim.metric)}"
    if metric != claim.metric:
        stated = "underlying" if metric.startswith("underlying") else "statutory"
        wanted = "underlying" if claim.metric.startswith("underlying") else "statutory"
        return f"the cited value is {stated}, not {wanted}"
    if claim.basis and basis and claim.basis != basis:
        pair = {claim.basis, basis}
        if pair not in ({"statutory", "attributable"},):
            return f"the cited value is {basis}, not {claim.basis}"
    if claim.basis in {"underlying", "headline"} and basis not in {claim.basis, None}:
        return f"the cited value is {basis}, not {claim.basis}"
    return None


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
_AFTER_CONNECT = re.compile(r"^[\s,(]*(?:in|for|during|over|at|as\s+at|across)?\s*$", re.I)
_BEFORE_CONNECT = re.compile(r"^[\s,(]*(?:[:=]|was|were|is|of|totalled|at|to)?[\s:=,(]*$", re.I)
_HALF_IN_TEXT = re.compile(
    r"(?<![A-Za-z0-9])(?:first[\s-]+half|second[\s-]+half|1H|2H|H1|H2|half[\s-]+year|"
    r"six\s+months|the\s+half)(?![A-Za-z0-9])",
    re.I,
)
_CHANGE_BEFORE = re.compile(
    r"\b(?:by|up|down|rose|fell|increased?|decreased?|higher|lower|grew|declined?|"
    r"change\s+of|growth\s+of)\s*(?:of\s+)?$",
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


# ---------------------------------------------------------------------------------------
# Sentences and tables of the cited text

_SENTENCE_BREAK = re.compile(r"(?<=[.!?;])(?<!vs\.)(?<!U\.S\.)\s+(?=[A-Z0-9(\"'$])")
_PARAGRAPH_BREAK = re.compile(r"\n\s*\n|\f")


def _sentences(text: str) -> Iterator[str]:
    """The prose sentences of ``text``.

    Table lines are dropped. A line joins the one before it only when that one reads as
    unfinished (it ends in a lower-case word, a comma or an opening bracket) or when it
    starts in lower case or with an amount; a bullet always starts a new sentence.
    """
    for para in _PARAGRAPH_BREAK.split(text):
        current: list[str] = []
        for line in para.split("\n"):
            s = line.strip()
            if not s or s.startswith(("|", "Table:", "Notes:")) or s.endswith("|"):
                if current:
                    yield from _split(" ".join(current))
                current = []
                continue
            bullet = re.match(r"^(?:[-•*▪●]|\d{1,2}[.)])\s+", s)
            if bullet:
                s = s[bullet.end() :]
            if current and (bullet or not _continues(current[-1], s)):
                yield from _split(" ".join(current))
                current = []
            current.append(s)
        if current:
            yield from _split(" ".join(current))


def _continues(previous: str, line: str) -> bool:
    if re.match(r"^(?:[a-z(]|US\$|A\$|\$|\d)", line):
        return True
    return bool(re.search(r"(?:[a-z]|[,(\-–])$", previous)) and not _looks_like_row(previous)


def _looks_like_row(line: str) -> bool:
    return bool(re.search(r"\d\s*$", line)) or not any(ch.islower() for ch in line)


def _split(paragraph: str) -> Iterator[str]:
    for sentence in _SENTENCE_BREAK.split(paragraph):
        if sentence.strip():
            yield sentence.strip()


_LOSS = re.compile(r"(?<![/(])\b(?:loss|losses)\b(?!\s*\))", re.I)
_RESTATED = re.compile(
    r"\b(?:restated|originally\s+reported|as\s+reported|re-presented|continuing\s+operations)\b",
    re.I,
)
_DIVIDEND_WORD = re.compile(r"\b(interim|final|special|total|full[\s-]year)\b", re.I)
_SIGNED_METRICS = {
    "statutory_npat",
    "underlying_npat",
    "underlying_ebitda",
    "statutory_ebitda",
    "earnings_per_share",
    "free_cash_flow",
    "operating_cash_flow",
}
_VERB_FORM = re.compile(
    r"^\s*(?:of\s+)?(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?(gold|iron\s+ore|copper|spodumene)",
    re.I,
)
_VERB_METRIC = {
    ("sold", "gold"): "gold_sold_koz",
    ("shipped", "iron"): "iron_ore_shipments_mt",
    ("produced", "iron"): "iron_ore_production_mt",
    ("produced", "copper"): "copper_production_kt",
    ("shipped", "spodumene"): "spodumene",
    ("produced", "spodumene"): "spodumene",
}
_MAX_LABEL_DISTANCE = 160
_SITE_LABEL = re.compile(r"(?:Mt\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}")
_SEGMENT = re.compile(
    r"\b(iron\s+ore|copper|coal|gold(?:\s+sales)?|lithium|spodumene|nickel|aluminium|potash|"
    r"segment|Pilbara|Escondida|Onslow)\s+(?:(?:underlying|statutory|sales)\s+)?$",
    re.I,
)


def _kind_expected(claim: Claim) -> str:
    if claim.dividend_kind:
        return claim.dividend_kind
    return "interim" if claim.period.kind == "H1" else "total"


def _dividend_reason(claim: Claim, stated: str | None) -> str | None:
    wanted = _kind_expected(claim)
    if stated is None:
        return f"the cited text does not say the dividend is the {wanted} dividend"
    if stated != wanted:
        return f"the cited value is the {stated} dividend"
    return None


def _period_reason(claim: Claim, cited: Period | None) -> str | None:
    if cited is None:
        return "the cited text does not say which period the value is for"
    if cited == claim.period:
        return None
    if (
        claim.metric == "dividends_per_share"
        and _kind_expected(claim) == "interim"
        and cited.year == claim.period.year
        and {cited.kind, claim.period.kind} <= {"FY", "H1"}
    ):
        return None
    if claim.period.kind == "FY" and cited.kind != "FY":
        return "the cited value is a half-year figure"
    return f"the cited value is for {cited.label}"


def _sign_reason(claim: Claim, negative: bool) -> str | None:
    if (claim.value < 0) == negative or claim.value == 0:
        return None
    if claim.metric == "net_debt":
        return "the cited value is net cash" if negative else "the cited value is net debt"
    return "the cited value is a loss" if negative else "the cited value is not a loss"


def _currency_reason(claim: Claim, amount: _Amount) -> str | None:
    if claim.currency and amount.currency and claim.currency != amount.currency:
        return f"the cited value is in {amount.currency}, not {claim.currency}"
    return None


_CLAUSE = re.compile(r"[,;:—–]\s*|\s(?:with|while|whereas|as|after|and)\s", re.IGNORECASE)


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
    for m in reversed(list(_CLAUSE.finditer(sentence, start, pos))):
        words = [w for w in _tokens(sentence[m.end() : pos]) if w not in _LINKING]
        if any(len(w) >= 3 for w in words):
            return m.end()
    return start


def _label_reason(claim: Claim, printed: str, metric: str | None) -> str | None:
    """Why the printed label is not what the claim's own words say ("gross" for "Net debt")."""
    if not claim.label:
        return None
    clash = conflicts(qualifiers_of(claim.label, claim.metric), qualifiers_of(printed, metric))
    return (
        f"the cited label {printed.strip()[:60]!r} is not the claim's ({clash[0]})"
        if clash
        else None
    )


def _printed_is_claimed(claim: Claim, sentence: str, num: Number) -> bool:
    """Whether the words before the value in ``sentence`` name what the claim names."""
    if not claim.label:
        return False
    printed = sentence[_printed_start(sentence, num.start) : num.start]
    return same_measure_words(claim.label, claim.metric, printed)


def _printed_as_claimed(claim: Claim, printed: str) -> bool:
    """Whether a printed label and the claim's words are the same words, both ways.

    A figure stated under its printed label ("Net cash from operations", "Cash earnings")
    is checked by that label, the value and the period, whatever metric our lists would
    read into the label's words ("net cash" is no net debt there).
    """
    label = claim.label or ""
    return bool(label) and (
        same_measure_words(label, None, printed) and same_measure_words(printed, None, label)
    )


_LINKING = frozenset(
    """was were is are of at to in totalled totaled came reached stood averaged a an the
    for period year half""".split()
)


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


def _check_printed_prose(
    claim: Claim, sentence: str, num: Number, ctx: DocContext, amount: _Amount
) -> str | None:
    """Why a claim named by a label on no list is not supported by ``sentence`` (None: it is).

    The sentence must print that label before the value, for the claim's period, in its
    currency and sign.
    """
    start = _printed_start(sentence, num.start)
    if not (
        _printed_as_claimed(claim, sentence[start : num.start])
        or _names_value(claim.label or "", sentence[start : num.start], sentence[num.end :])
        or _names_share(claim.label or "", sentence, num)
    ):
        return NO_METRIC
    cited, why = _period_of_value(sentence, num.start, num.end, ctx, start)
    return (
        why
        or _period_reason(claim, cited)
        or _sign_reason(claim, amount.negative)
        or _currency_reason(claim, amount)
    )


def _check_prose(claim: Claim, sentence: str, num: Number, ctx: DocContext) -> str | None:
    """None when the sentence supports the claim at ``num``, else the reason it does not."""
    amount = _prose_amount(num, ctx.company)
    if not claim.metric:
        return _check_printed_prose(claim, sentence, num, ctx, amount)
    named = _nearest_label(sentence, num.start, max(0, num.start - _MAX_LABEL_DISTANCE))
    metric: str | None
    basis: str | None = None
    verb = re.search(
        r"\b(sold|shipped|produced)\s+(?:[\w-]+\s+){0,3}$", sentence[: num.start], re.I
    )
    follow = _VERB_FORM.match(sentence[num.end :])
    after_label = _nearest_label(sentence, min(len(sentence), num.end + 60), num.end)
    if verb and follow and (named is None or named.end <= verb.start()):
        # "sold 1,621 koz of gold": the verb and the commodity name the metric.
        metric = _VERB_METRIC.get((verb.group(1).lower(), follow.group(1).lower().split()[0]))
        label_start = verb.start()
        named = None
    elif (
        named is None
        or named.metric is None
        or _printed_as_claimed(claim, sentence[_printed_start(sentence, num.start) : num.start])
    ) and _printed_is_claimed(claim, sentence, num):
        # A label our lists do not know ("Diluted EPS", "Net profit attributable to BHP
        # shareholders"), or a label the claim repeats word for word ("Net cash from
        # operations"), printed with the very words the claim uses.
        metric, basis = claim.metric, claim.basis
        label_start = _printed_start(sentence, num.start)
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
    reason = _metric_reason(claim, metric, basis) or _label_reason(
        claim, sentence[_printed_start(sentence, num.start) : num.start], metric
    )
    if reason:
        return reason
    others = [
        c
        for c in find_companies(sentence[max(0, label_start - 40) : label_start])
        if c != ctx.company
    ]
    if others:
        return f"the cited value is {COMPANY_NAMES[others[-1]]}'s"
    segment = _SEGMENT.search(sentence[max(0, label_start - 30) : label_start])
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
        window = sentence[max(0, label_start - 40) : num.start]
        words = [w.lower().replace("-", " ") for w in _DIVIDEND_WORD.findall(window)]
        stated = ("total" if words[-1] == "full year" else words[-1]) if words else None
        if stated is None and ctx.period is not None and ctx.period.kind == "H1":
            stated = "interim"
        elif stated is None and "dividends" in sentence[label_start : num.start].lower():
            stated = "total"
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
    if metric in _SIGNED_METRICS and _LOSS.search(sentence[own_words : num.start]):
        negative = True
    if metric == "net_debt" and named is not None and named.label.lower().startswith("net cash"):
        negative = not negative
    return (
        _sign_reason(claim, negative)
        or _currency_reason(claim, amount)
        or _qualifier_reason(claim, sentence)
    )


def _qualifier_reason(claim: Claim, text: str) -> str | None:
    q = (claim.qualifier or "").lower()
    if "100%" in q and re.search(r"\bshare\b", text, re.I) and "100%" not in text:
        return "the cited value is the company's share, not the 100% basis"
    if "share" in q and "100%" in text and not re.search(r"\bshare\b", text, re.I):
        return "the cited value is on a 100% basis, not the company's share"
    return None


# Tables ------------------------------------------------------------------------------

_CELL_NUMBER = re.compile(
    r"^\s*(\()?\s*([-−])?\s*(?:US\$|A\$|\$)?\s*(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\s*(%)?\s*(\))?"
)
_NIL_CELL = re.compile(r"^\s*nil\s*$", re.I)
"""A "Nil" cell: zero when the claim is a dividend per share (none was paid)."""
_MARKERS = re.compile(
    r"[\u00b9\u00b2\u00b3\u2070-\u2079*†‡]+|\s*\((?:[a-z]|[ivx]{1,4}|\d{1,2})\)\s*$"
)
_TABLE_UNITS: tuple[tuple[re.Pattern[str], str, float, str | None], ...] = (
    (
        re.compile(r"\b(?:Australian|AU?)\s*(?:\$|dollars?)\s*(?:per|/)\s*share", re.I),
        "per_share",
        100.0,
        "AUD",
    ),
    (
        re.compile(r"\b(?:US|U\.S\.)\s*(?:\$|dollars?)\s*(?:per|/)\s*share", re.I),
        "per_share",
        100.0,
        "USD",
    ),
    (re.compile(r"\b(?:US|U\.S\.)\s*cents\b|\bUSc\b", re.I), "per_share", 1.0, "USD"),
    (re.compile(r"\b(?:A|Australian)\s*cents\b|\bAc\b", re.I), "per_share", 1.0, "AUD"),
    (re.compile(r"\bcents\b", re.I), "per_share", 1.0, None),
    (
        re.compile(r"US\$\s*/\s*(?:oz|wmt|t)\b|US\$\s*per\s+(?:ounce|wmt|tonne)", re.I),
        "unit_cost",
        1.0,
        "USD",
    ),
    (
        re.compile(r"A\$\s*/\s*(?:oz|wmt|t)\b|A\$\s*per\s+(?:ounce|wmt|tonne)", re.I),
        "unit_cost",
        1.0,
        "AUD",
    ),
    (re.compile(r"US\$\s*(?:bn|b|billion)\b", re.I), "money", 1e9, "USD"),
    (re.compile(r"A\$\s*(?:bn|b|billion)\b", re.I), "money", 1e9, "AUD"),
    (re.compile(r"US\$\s*(?:m|mn|million|millions)\b", re.I), "money", 1e6, "USD"),
    (re.compile(r"A\$\s*(?:m|mn|million|millions)\b", re.I), "money", 1e6, "AUD"),
    (re.compile(r"(?<![A-Z])\$\s*(?:m|mn|million)\b", re.I), "money", 1e6, "$"),
    (re.compile(r"\bMt\b|\bmillion\s+tonnes\b"), "tonnes", 1e6, None),
    (re.compile(r"\bkt\b|\bthousand\s+tonnes\b|\bk\s*[dw]mt\b"), "tonnes", 1e3, None),
    (re.compile(r"\bkoz\b|\bthousand\s+ounces\b", re.I), "ounces", 1e3, None),
    (re.compile(r"\bMoz\b"), "ounces", 1e6, None),
    (re.compile(r"%"), "percent", 1.0, None),
)


def _table_unit(text: str, company: str) -> tuple[str, float, str | None] | None:
    for pattern, family, scale, currency in _TABLE_UNITS:
        if pattern.search(text):
            if currency == "$":
                currency = REPORTING_CURRENCY.get(company)
            return family, scale, currency
    return None


def _check_tables(
    claim: Claim, span_text: str, ctx: DocContext
) -> tuple[bool, list[str], list[str]]:
    """``(supported, reasons, evidence)`` over every table cell equal to the claimed value."""
    reasons: list[str] = []
    evidence: list[str] = []
    for table in parse_tables(span_text):
        if len(table.header) < 2:
            continue
        label_header = table.header[0]
        doc = ctx.period
        if (
            re.search(r"half[\s-]*year|six\s+months", label_header, re.I)
            and doc
            and doc.kind == "FY"
        ):
            doc = Period(doc.year, "H1")
        parent: str | None = None
        for row in table.rows:
            label = _MARKERS.sub("", row[0]).strip()
            above, parent = parent, _total_row_name(label, parent)
            # A unit in a row label is written in brackets: "Revenue (US$bn)"; "Mt Marion" is
            # a site, not megatonnes.
            unit = _table_unit(" ".join(re.findall(r"\(([^()]*)\)", label)), ctx.company)
            for j, cell in enumerate(row[1:], start=1):
                if j >= len(table.header):
                    break
                m = _CELL_NUMBER.match(_MARKERS.sub("", cell))
                nil = (
                    _NIL_CELL.match(cell) is not None
                    and _claim_family(claim) == "per_share"
                    and claim.value == 0
                )
                if not nil and (m is None or bool(m.group(1)) != bool(m.group(5))):
                    continue
                raw = "0" if nil or m is None else m.group(3)
                cell_unit = (
                    unit
                    or _table_unit(table.header[j], ctx.company)
                    or _table_unit(label_header, ctx.company)
                    or _table_unit(table.title, ctx.company)
                    or (("percent", 1.0, None) if m is not None and m.group(4) else None)
                    or (("per_share", 1.0, claim.currency) if nil else None)  # zero in any unit
                )
                if cell_unit is None:
                    continue
                family, scale, currency = cell_unit
                prefix = re.match(r"\s*\(?\s*(US\$|A\$|\$)", _MARKERS.sub("", cell))
                if prefix and family == "per_share" and scale == 1.0:
                    # "A$0.25" under a "cents per share" heading: dollars per share.
                    scale = 100.0
                    currency = {"US$": "USD", "A$": "AUD"}.get(prefix.group(1), currency)
                value = float(raw.replace(",", ""))
                amount = _Amount(
                    family,
                    value * scale,
                    0.5 * 10.0 ** -_decimals(raw) * scale,
                    currency,
                    m is not None and bool(m.group(1) or m.group(2)),
                )
                if not _same_value(claim, amount):
                    continue
                evidence.append(f"{table.title} | {table.header[j]} | {row[0]}: {cell}")
                reason = _check_cell(claim, table, label, j, amount, ctx, doc, above)
                if reason is None:
                    return True, [], evidence
                reasons.append(reason)
    return False, reasons, evidence


_TOTAL = re.compile(r"\btotal\b", re.I)
_EXPLAINED = re.compile(r"\s*\((?![^()]*\b(?:basis|share)\b)[^()]*\)")
"""A row label's bracketed definition or sign ("(loss)"); an ownership basis stays."""


def _total_row_name(label: str, previous: str | None) -> str | None:
    """The metric words of the total row the next row may break down, else None.

    A total row ("Iron ore production, total (BHP share)") starts a breakdown; a site row
    keeps the total above it; any other row ends it.
    """
    words = re.split(r"[,(]", label, maxsplit=1)[0].strip()
    named = _nearest_label(words, len(words))
    if named is not None and named.metric is not None and _TOTAL.search(label):
        return words
    if previous is not None and named is None and _SITE_LABEL.fullmatch(_unit_free(label)):
        return previous
    return None


def _unit_free(label: str) -> str:
    """A row label without its bracketed qualifiers and units ("WAIO (100% basis) (Mt)")."""
    return re.sub(r"\s*[(\[][^()\[\]]*[)\]]", "", label).strip(" :")


def _same_site(site: str, qualifier: str) -> bool:
    """Whether the site a row names is the one the claim names (by name or alias: WAIO)."""
    if site.lower() in qualifier.lower():
        return True
    return bool(set(find_sites(site)) & set(find_sites(qualifier)))


def _check_cell(
    claim: Claim,
    table: Table,
    label: str,
    j: int,
    amount: _Amount,
    ctx: DocContext,
    doc: Period | None,
    total: str | None = None,
) -> str | None:
    """Why the cell at row ``label``, column ``j`` does not support the claim (None: it does).

    ``total``: the metric words of the total row above a site row ("Iron ore production"
    above "Western Australia Iron Ore (100% basis)"): the site row is that metric at the site.
    """
    core = re.sub(
        r"\s*[(\[](?:US\$|A\$|\$|US|A|U\.S\.|cents|%|Mt|kt|koz|Moz|oz|wmt)[^)\]]*[)\]]\s*$",
        "",
        label,
        flags=re.I,
    ).strip(" :")
    site = None
    named = _nearest_label(core, len(core))
    bare = _unit_free(core)
    if named is None and _SITE_LABEL.fullmatch(bare):
        # One row per site under a title naming the metric ("Spodumene shipments ..."), or
        # under a total row ("Iron ore production, total" then "Western Australia Iron Ore").
        title = re.split(r"[,(:;–—]", table.title, maxsplit=1)[0].strip()
        named = _nearest_label(title, len(title))
        if named is not None and named.start > 0:
            named = None
        if named is None and total is not None:
            named, title = _nearest_label(total, len(total)), total
        if named is not None or bare == core:
            site, core = bare, title
    if (
        site is not None
        and site.lower() not in {"total", "group", "group total"}
        and not _same_site(site, claim.qualifier or "")
    ):
        return f"the cited value is for {site}"  # a site's row never supports another's
    plain = _EXPLAINED.sub("", core).strip()  # "Cash earnings (EBITDA less tax paid ...)"
    if (
        (named is None or named.metric is None or _printed_as_claimed(claim, plain))
        and claim.label
        and same_measure_words(claim.label, claim.metric, plain)
    ):
        return _check_cell_period(
            claim, table, j, amount, ctx, doc, core, claim.metric
        ) or _qualifier_reason(claim, label)
    if named is None or named.metric is None:
        return NO_METRIC
    prefix, suffix = core[: named.start], core[named.end :]
    if site is None and _SITE_LABEL.fullmatch(prefix.strip()) and prefix.strip():
        site = prefix.strip()
        prefix = ""
    if not re.fullmatch(rf"\s*(?:(?:{_BASIS_WORD}|total|group)\s+)?", prefix, re.I) or not (
        re.fullmatch(r"\s*(?:,\s*(?:total|all\s+hubs))?\s*(?:\([^()]*\)\s*)*", suffix, re.I)
    ):
        return NO_METRIC  # the row is about something else ("Revenue growth", "Copper price")
    if site is not None and site.lower() not in {"total", "group", "group total"}:
        if not _same_site(site, claim.qualifier or ""):
            return f"the cited value is for {site}"
    metric, basis = _metric_with_basis(named, core)
    reason = _metric_reason(claim, metric, basis) or _label_reason(claim, core, metric)
    if reason:
        return reason
    return _check_cell_period(claim, table, j, amount, ctx, doc, core, metric) or (
        _qualifier_reason(claim, label)
    )


def _check_cell_period(
    claim: Claim,
    table: Table,
    j: int,
    amount: _Amount,
    ctx: DocContext,
    doc: Period | None,
    core: str,
    metric: str | None,
) -> str | None:
    """Period, dividend kind, sign, currency and basis of a cell whose label is the claim's."""
    header = table.header
    label = core
    column = header[j]
    cited = column_period(column, ctx.company, doc)
    if (
        cited is None
        and re.search(r"ended\s+\d{1,2}\s+[A-Za-z]+\s*$", header[0])
        and column.strip().isdigit()
    ):
        cited = column_period(f"{header[0]} {column}", ctx.company, doc)
    reason = _period_reason(claim, cited)
    if reason:
        return reason
    if claim.metric == "dividends_per_share":
        words = [w.lower() for w in _DIVIDEND_WORD.findall(core)]
        stated = words[0] if words else ("interim" if cited and cited.kind == "H1" else "total")
        reason = _dividend_reason(claim, "total" if stated == "full year" else stated)
        if reason:
            return reason
    negative = amount.negative
    if metric == "net_debt" and core.lower().startswith("net cash"):
        negative = not negative
    return (
        _sign_reason(claim, negative)
        or _currency_reason(claim, amount)
        or _qualifier_reason(claim, label)
    )


def verify(claim: Claim, span_text: str, ctx: DocContext) -> Verdict:
    """Whether ``span_text`` supports ``claim`` (:func:`_verify`), by its metric or words.

    A claim whose own words contradict the metric an alias in them suggests ("Pre-tax
    profit" holds "profit" but is no after-tax profit) is also checked by those printed
    words, as a label on no list is.
    """
    verdict = _verify(claim, span_text, ctx)
    if verdict.supported or not (claim.metric and claim.label):
        return verdict
    if not conflicts(implied(claim.metric), read_qualifiers(claim.label)):
        return verdict
    printed = _verify(replace(claim, metric=""), span_text, ctx)
    return printed if printed.supported else verdict


def _verify(claim: Claim, span_text: str, ctx: DocContext) -> Verdict:
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
    for sentence in _sentences(span_text):
        for num in find_figures(sentence):
            amount = _prose_amount(num, ctx.company)
            if not _same_value(claim, amount):
                continue
            reason = (
                _check_prose(claim, sentence, num, ctx)
                if amount.family is not None
                else "the cited number states no unit or currency"
            )
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


# ---------------------------------------------------------------------------------------
# Claims in a draft answer

_CITATION = re.compile(r"\[(\d{1,3})\]")
_OFFLINE_LINE = re.compile(
    r"^\s*-\s*(?P<name>[^()\n]+?)\s*\((?P<ticker>[A-Z]{3})\)\s*,\s*(?P<period>(?:H[12]\s+)?FY\d{4})"
    r"[^—\n]*—\s*(?P<label>[^:\n]+):\s*(?P<rest>.*)$"
)
_QUOTE = re.compile(r"^\s*>")
_DIV_KIND_WORD = re.compile(r"\b(interim|final|special|total)\b", re.I)
_LOSS_BEFORE = re.compile(r"\b(?:loss|losses)\s+(?:of\s+)?$", re.I)


@lru_cache(maxsize=1)
def _claim_label_table() -> tuple[tuple[str, re.Pattern[str]], ...]:
    """Words an answer uses for a metric: the registry's labels, doc labels and aliases."""
    out: list[tuple[str, re.Pattern[str]]] = []
    for m in METRICS:
        words = list(m.doc_labels) + [m.label] + list(METRIC_ALIASES.get(m.key, ()))
        words += [METRIC_LABELS.get(m.key, m.label)]
        ascii_words = [w for w in words if w.isascii()]
        cjk = [re.escape(w) for w in words if not w.isascii()]
        pattern = _label_regex(ascii_words).pattern
        if cjk:
            pattern = f"(?:{pattern}|{'|'.join(cjk)})"
        out.append((m.key, re.compile(pattern, re.I)))
    return tuple(out)


def _claim_metric(text: str, end: int) -> tuple[str, int, int] | None:
    best: tuple[str, int, int] | None = None
    for key, pattern in _claim_label_table():
        for m in pattern.finditer(text, 0, end):
            if best is None or m.end() > best[2] or (m.end() == best[2] and m.start() < best[1]):
                best = (key, m.start(), m.end())
    return best


_UNIT_KINDS = {
    "%": "percent",
    "cents per share": "per_share",
    "per share": "per_share",
    "mt": "tonnes",
    "kt": "tonnes",
    "koz": "ounces",
    "moz": "ounces",
    "oz": "ounces",
    "per ounce": "unit_cost",
    "per wmt": "unit_cost",
    "per tonne": "unit_cost",
    "per pound": "unit_cost",
    "per dmt": "unit_cost",
}


def _kind(metric: str, num: Number) -> str:
    """What a claimed number measures: its metric's kind, or (a label on no list) its unit's."""
    if metric:
        return METRIC_BY_KEY[metric].kind
    return _UNIT_KINDS.get((num.unit or "").lower(), "money")


def _claim_quantity(
    num: Number, metric: str, company: str
) -> tuple[float, float, str, str | None] | None:
    kind = _kind(metric, num)
    unit = (num.unit or "").lower()
    currency = REPORTING_CURRENCY.get(company) if num.currency == "$" else num.currency
    if unit == "%":
        return num.value, 1.0, "%", None
    if kind == "money" and not unit:
        return num.value, num.scale, "currency", currency
    if unit == "cents per share":
        return num.value, 1.0, "cents per share", currency
    if unit == "per share" and num.currency:
        return num.value, 100.0, "dollars per share", currency
    if unit in {"mt", "kt"}:
        return num.value, 1e6 if unit == "mt" else 1e3, "Mt" if unit == "mt" else "kt", None
    if unit in {"koz", "moz"}:
        return num.value, 1e3 if unit == "koz" else 1e6, "koz" if unit == "koz" else "Moz", None
    if unit == "oz":
        return num.value, 1.0, "oz", None
    if unit in {"per ounce", "per wmt", "per tonne", "per pound"}:
        return num.value, 1.0, unit, currency
    if not unit and kind in {"tonnes", "ounces"}:
        return None
    if not unit and num.scale > 1:
        return num.value, num.scale, "currency", currency
    return None


def _claim_period(line: str, pos: int, company: str, fallback: Period | None) -> Period | None:
    mentions = [p for p in period_mentions(line, company, fallback) if p.period is not None]
    before = [p for p in mentions if p.end <= pos]
    after = [p for p in mentions if p.start >= pos and p.start - pos <= 30]
    end = next((f.end for f in find_figures(line[pos:]) if f.start == 0), 0) + pos
    for p in after:
        # "US$53.8 billion in FY2023": a period right after the value is its own.
        if re.fullmatch(r"[\s,(]*(?:in|for|during|over)?\s*(?:the\s+)?", line[end : p.start], re.I):
            return p.period
    if before:
        return before[-1].period
    if after:
        return after[0].period
    return fallback


def _doc_period(doc: dict[str, Any] | None) -> Period | None:
    if not doc:
        return None
    return Period.parse_label(str(doc.get("period") or doc.get("fiscal_year") or ""))


def claims_from_text(draft: str, docs: list[dict[str, Any]]) -> list[tuple[Claim, int | None]]:
    """The figure claims of a draft answer, each with the document number it cites.

    Reads the offline model's lines (``- BHP Group (BHP), FY2024 (year to 30 June 2024) —
    revenue: US$55,658 million [1]``, followed by a ``>`` quote line) and a hosted model's
    free text (a figure with a metric named before it and a ``[n]`` citation after it).
    Numbers with no metric before them (a change "up 3%", a calculator result) are not
    claims.

    Args:
        draft: The draft answer.
        docs: The documents the draft could cite, in citation order (dicts with ``company``
            and ``period``/``fiscal_year``).

    Returns:
        ``(claim, cited)`` pairs; ``cited`` is the 1-based document number or None.
    """
    claims: list[tuple[Claim, int | None]] = []
    lines = draft.splitlines()
    for index, line in enumerate(lines):
        if _QUOTE.match(line) or not line.strip():
            continue
        quote = None
        if index + 1 < len(lines) and _QUOTE.match(lines[index + 1]):
            quote = lines[index + 1].strip().lstrip(">").strip()
        masked = _CITATION.sub(lambda m: " " * len(m.group(0)), line)
        suggestion = masked.lower().find(CLOSEST)
        if suggestion >= 0:  # "not found; closest stated: ..." suggests, it claims nothing
            masked = masked[:suggestion]
        citations = [(m.start(), int(m.group(1))) for m in _CITATION.finditer(line)]
        offline = _OFFLINE_LINE.match(masked)
        for num in find_figures(masked):
            cited = next((n for pos, n in citations if pos >= num.end), None)
            if cited is None and citations:
                cited = citations[-1][1]
            doc = docs[cited - 1] if cited is not None and 1 <= cited <= len(docs) else None
            claim = _read_claim(masked, num, offline, doc, quote)
            if claim is not None:
                claims.append((claim, cited))
    return claims


def _read_claim(
    line: str,
    num: Number,
    offline: re.Match[str] | None,
    doc: dict[str, Any] | None,
    quote: str | None,
) -> Claim | None:
    if offline is not None:
        if num.start < offline.start("rest"):
            return None  # a number in the period label, not a claim
        company = offline.group("ticker")
        label = offline.group("label")
        found = _claim_metric(label, len(label))
        period = Period.parse_label(offline.group("period"))
        lead = label
        words = label
    else:
        companies = find_companies(line[: num.start]) or find_companies(line)
        company = companies[-1] if companies else str((doc or {}).get("company", ""))
        found = _claim_metric(line, num.start)
        if found is not None and num.start - found[2] > 80:
            found = None
        period = _claim_period(line, num.start, company, _doc_period(doc))
        lead = line[found[1] : num.start] if found else ""
        words = _claim_words(line, num.start)
    if found is None and offline is not None and re.search(r"[A-Za-z]{3,}", label):
        found = ("", 0, 0)  # an answer line naming its figure by a label on no list
    if found is None or period is None or company not in COMPANY_NAMES:
        return None
    metric = found[0]
    if offline is None and (
        _CHANGE_BEFORE.search(line[max(0, num.start - 25) : num.start])
        and (num.unit or "") == "%"
        and METRIC_BY_KEY[metric].kind != "percent"
    ):
        return None
    if (
        offline is None
        and found is not None
        and re.search(r"[.;!?](?:\s|$)", line[found[2] : num.start])
    ):
        return None  # the metric is named in another sentence
    quantity = _claim_quantity(num, metric, company)
    if quantity is None:
        return None
    value, scale, unit, currency = quantity
    if _FAMILY_OF_UNIT.get(unit, ("", 1.0))[0] != _kind(metric, num):
        return None  # "US$2.3 billion" after a dividend label is no dividend per share
    label_text = lead.lower()
    if metric == "net_debt" and "net cash" in label_text:
        value = -abs(value)
    if _LOSS_BEFORE.search(line[max(0, num.start - 20) : num.start]) and metric != "net_debt":
        value = -abs(value)
    kinds = [k.lower() for k in _DIV_KIND_WORD.findall(lead)]
    dividend_kind = kinds[-1] if metric == "dividends_per_share" and kinds else None
    basis = None
    if metric.startswith("underlying"):
        basis = "underlying"
    elif metric.startswith("statutory"):
        basis = "statutory"
    return Claim(
        company=company,
        metric=metric,
        period=period,
        value=value,
        scale=scale,
        unit=unit,
        currency=currency,
        basis=basis,
        dividend_kind=dividend_kind,
        qualifier=_claim_qualifier(lead),
        text=num.text,
        quote=quote,
        label=words.strip(" :,-–—") or None,
    )


def _claim_words(line: str, pos: int) -> str:
    """The words of the answer's sentence before the value (back to the previous number)."""
    start = max(m.end() for m in re.finditer(r"^|[.;!?](?:\s|$)", line[:pos]))
    before = [f for f in find_figures(line[start:pos])]
    if before and re.search(r"[A-Za-z]{3,}", line[start + before[-1].end : pos]):
        start += before[-1].end
    return line[start:pos]


def _claim_qualifier(label: str) -> str | None:
    """What an answer says in brackets after its label: "(Mt Marion)", "(100% basis)"."""
    m = re.search(r"\(([^()]+)\)\s*$", label.strip())
    return m.group(1).strip() if m else None
