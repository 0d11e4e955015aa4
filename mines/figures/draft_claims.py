"""The figure claims a draft answer states, each with the document number it cites.

``claims_from_text(draft, docs)`` reads the claims out of a draft answer (the offline
model's lines or a hosted model's free text) as :class:`Claim` records, which
:func:`mines.figures.verify.verify` then checks against the text each one cites.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from mines.figures.asked import CLOSEST
from mines.figures.basis_words import UNDERLYING_WORDS, names_underlying
from mines.figures.label_parts import label_segment
from mines.figures.labels import with_basis
from mines.figures.model import Period
from mines.figures.period_mentions import period_mentions
from mines.figures.printed_dividends import printed_dividend_kind
from mines.figures.qualifier_conflicts import KINDS_OF_FLOW, implied
from mines.figures.qualifiers import read_qualifiers
from mines.figures.signs import is_net_balance
from mines.measures.registry import METRIC_BY_KEY, METRIC_LABELS, METRICS
from mines.measures.words import METRIC_ALIASES
from mines.numbers import Number, find_figures
from mines.question.companies import COMPANY_NAMES, REPORTING_CURRENCY, find_companies
from mines.slots import extract_slots

__all__ = ["Claim", "claims_from_text"]


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
    "per dmt": ("unit_cost", 1.0),
    "per tonne": ("unit_cost", 1.0),
    "per pound": ("unit_cost", 1.0),
    "cents per pound": ("unit_cost", 1.0),
    "cents per ounce": ("unit_cost", 1.0),
    "cents per tonne": ("unit_cost", 1.0),
}


# ---------------------------------------------------------------------------------------
# Metric labels as one regular expression each (the verifier builds its own table with it)


def _label_regex(labels: tuple[str, ...] | list[str]) -> re.Pattern[str]:
    parts = []
    for label in sorted(set(labels), key=len, reverse=True):
        words = re.findall(r"[A-Za-z0-9]+|[^\sA-Za-z0-9]", label)
        pattern = ""
        prev_word = False
        prev = ""
        for w in words:
            is_word = w[0].isalnum()
            if pattern and prev == "cash" and w.lower().startswith("flow"):
                pattern += r"[\s-]*"  # "free cashflow": one word or two
            elif pattern:
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
            prev = w.lower()
        parts.append(pattern)
    return re.compile(r"(?<![A-Za-z0-9])(?:" + "|".join(parts) + r")(?![A-Za-z0-9])", re.I)


# Change words before a percentage ("up 3%"): a change, not the metric's value.
_CHANGE_BEFORE = re.compile(
    r"(?:\b(?:by|up|down|rose|fell|increased?|decreased?|higher|lower|grew|declined?|"
    r"change\s+of|growth\s+of)|[▲▼△▽↑↓])\s*(?:of\s+)?$",
    re.I,
)
"""Words (or a slide's arrow, "▲ 8%") before a percentage that make it a change."""


# ---------------------------------------------------------------------------------------
# Claims in a draft answer

_CITATION = re.compile(r"\[(\d{1,3})\]")
_OFFLINE_LINE = re.compile(
    r"^\s*-\s*(?P<name>[^()\n]+?)\s*\((?P<ticker>[A-Z]{3})\)\s*,\s*(?P<period>(?:H[12]\s+)?FY\d{4})"
    r"[^—\n]*—\s*(?P<label>[^:\n]+):\s*(?P<rest>.*)$"
)
_QUOTE = re.compile(r"^\s*>")
_DIV_KIND_WORD = re.compile(r"\b(interim|final|special|total)\b", re.I)
_DISTRIBUTION_KIND = re.compile(
    r"\bdistributions?\b(?=.*\b(?:interim|final|special|total)\b)|"
    r"\b(?:interim|final|special|total)\b(?=.*\bdistributions?\b)",
    re.I,
)
"""An answer's printed label naming a distribution of one kind ("Distributions Interim"):
a dividend a share, whichever word the table printed for it."""
_LOSS_BEFORE = re.compile(r"\b(?:loss|losses|negative)\s+(?:of\s+)?$", re.I)
"""An answer's words for a value below zero (:func:`mines.figures.lines.sign_words`)."""
_NET_CASH_BEFORE = re.compile(r"\bnet\s+cash\s+(?:of\s+)?$", re.I)
"""An answer's words for a net debt balance below zero ("Debt net of cash: net cash of")."""


def _names_a_net_balance(words: str) -> bool:
    """Whether a claim's words name borrowings net of cash, not borrowings alone.

    "Net debt", "net cash", "borrowings less cash" do; "borrowings", "gross debt",
    "borrowings before cash" do not, though their word hinted at net debt.
    """
    stated = read_qualifiers(words).get("gross_net", frozenset())
    return "gross" not in stated and ("net" in stated or is_net_balance(words))


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
    left_out = [(m.start(), m.end()) for m in UNDERLYING_WORDS.finditer(text, 0, end)]
    for key, pattern in _claim_label_table():
        for m in pattern.finditer(text, 0, end):
            if any(a < m.start() and m.end() <= b for a, b in left_out):
                continue  # "profit before one-off items" claims no one-off items
            if key == "net_debt" and _a_flow(text[text.rfind("\n", 0, m.start()) + 1 : end]):
                continue  # "Net cash inflow from operations": cash flowing, no balance
            if best is None or m.end() > best[2] or (m.end() == best[2] and m.start() < best[1]):
                best = (key, m.start(), m.end())
    return best


@lru_cache(maxsize=1)
def _commodities() -> frozenset[str]:
    """The scopes a registry metric is of ("iron ore", "lithium"), none a site's or the group's."""
    scopes = (implied(m.key).get("scope", frozenset()) for m in METRICS)
    return frozenset().union(*scopes) - {"group", "segment"}


def _other_scope(label: str, metric: str) -> bool:
    """Whether ``label`` names a commodity other than the one ``metric`` is of."""
    own = implied(metric).get("scope", frozenset()) & _commodities()
    named = read_qualifiers(label).get("scope", frozenset()) & _commodities()
    return bool(own and named and not own & named)


def named_metric(label: str) -> str:
    """The registry metric an answer's label names, read as a claim's is ("" for none)."""
    found = _claim_metric(label, len(label))
    return found[0] if found else ""


def _a_flow(line: str) -> bool:
    """Whether a claimed line names a kind of cash flow, not the net cash balance."""
    return bool(read_qualifiers(line).get("cash_flow", frozenset()) & KINDS_OF_FLOW)


_CENTS_A_UNIT = frozenset({"cents per pound", "cents per ounce", "cents per tonne"})
"""Cents a unit: a price or cost in cents, never converted to dollars a unit."""
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
    "cents per pound": "unit_cost",
    "cents per ounce": "unit_cost",
    "cents per tonne": "unit_cost",
}


def _fits(quantity: tuple[float, float, str, str | None] | None, metric: str, num: Number) -> bool:
    """Whether a claimed quantity is of the kind its metric measures."""
    return quantity is not None and _FAMILY_OF_UNIT.get(quantity[2], ("", 1.0))[0] == _kind(
        metric, num
    )


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
    if unit == "t":  # "214,000 t": tonnes as the offline answer prints them
        return num.value, num.scale, "t", None
    if unit in {"koz", "moz"}:
        return num.value, 1e3 if unit == "koz" else 1e6, "koz" if unit == "koz" else "Moz", None
    if unit == "oz":
        return num.value, 1.0, "oz", None
    if (
        unit in {"per ounce", "per wmt", "per dmt", "per tonne", "per pound"}
        or unit in _CENTS_A_UNIT
    ):
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
    if offline is not None and metric and METRIC_BY_KEY[metric].kind == "money":
        if label_segment(label[: found[1]]):
            metric = ""  # "copper division's EBITDA" is a segment's, by its printed label
    if offline is not None and metric and _other_scope(label, metric):
        metric = ""  # "Lithium division shipped": no iron ore shipped, whatever its verb
    if offline is not None and metric and not _fits(quantity, metric, num):
        # an answer line's own label in a unit its registry word cannot have ("average
        # price received for copper: US$4.57 per pound" is no copper production)
        metric = ""
        quantity = _claim_quantity(num, metric, company)
    if quantity is None:
        return None
    value, scale, unit, currency = quantity
    if not metric and offline is not None and _DISTRIBUTION_KIND.search(label):
        if _FAMILY_OF_UNIT.get(unit, ("", 1.0))[0] == "per_share":
            metric, lead = "dividends_per_share", label  # "Distributions Final: 89 cents"
    if _FAMILY_OF_UNIT.get(unit, ("", 1.0))[0] != _kind(metric, num):
        return None  # "US$2.3 billion" after a dividend label is no dividend per share
    label_text = lead.lower()
    if metric == "net_debt" and not _names_a_net_balance(words):
        metric = ""  # "borrowings", "gross debt": borrowings before cash are no net debt
    before = line[max(0, num.start - 20) : num.start]
    balance = metric == "net_debt" or (not metric and is_net_balance(words))
    if balance and ("net cash" in label_text or _NET_CASH_BEFORE.search(before)):
        value = -abs(value)
    if _LOSS_BEFORE.search(line[max(0, num.start - 20) : num.start]) and metric != "net_debt":
        value = -abs(value)
    kinds = [k.lower() for k in _DIV_KIND_WORD.findall(lead)]
    dividend_kind = kinds[-1] if metric == "dividends_per_share" and kinds else None
    if metric == "dividends_per_share" and not kinds:
        # "Dividends Paid after the June year end": the kind by when it was paid, as read
        dividend_kind = printed_dividend_kind(lead)
    basis = None
    if metric.startswith("underlying"):
        basis = "underlying"
    elif metric.startswith("statutory"):
        basis = "statutory"
    if names_underlying(lead) and basis != "underlying":
        underlying, basis = with_basis(metric, "underlying")  # "profit before one-off items"
        if underlying is None:
            return None
        metric = underlying
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


MAX_LABEL_WORDS = 8
"""Words at most in a claim's short label."""


def claim_label(line: str) -> str:
    """A short label for the claim a line makes: ``RIO FY2025 revenue`` (no figures)."""
    slots = extract_slots(line)
    parts = [*slots.companies[:1], *slots.fiscal_years[:1]]
    parts += [METRIC_LABELS[m] for m in slots.metrics[:1]]
    label = " ".join(parts) or "unsupported figure"
    return " ".join(label.split()[:MAX_LABEL_WORDS])
