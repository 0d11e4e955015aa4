"""Deterministic answer checking: does an answer state the expected figures?

Figures are read with the product's parser (:func:`mines.numbers.find_figures`) and then
normalised here into comparable quantities: money in currency units, dividends in cents
per share (with the cents' currency, which the product parser drops), percentages,
tonnes and ounces. An answer figure matches an expected one when

- the kind agrees (money, cents per share, percent, tonnes, ounces, cost per unit);
- the currency agrees, or the answer leaves it unstated (``$``) -- ``A$`` never matches US$;
- the value agrees within the source's precision: half a unit in the last digit the fact
  table gives (``53.82 billion`` -> +-0.005 billion), so ``US$55.658 billion`` matches
  ``55658 million`` but ``55.6 billion`` or ``56 billion`` do not;
- the sign agrees: a negative fact (a loss, net cash) must be stated as negative or with
  the word "loss" / "net cash" on the same line, and a positive fact must not be.

Only light imports (the product's number parser), so unit tests stay fast.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field

from evals.facts import Fact
from mines.figures.asked import CLOSEST
from mines.numbers import Number, find_figures

_SCALE_OF_UNIT = {"million": 1e6, "billion": 1e9}
_CITATION = re.compile(r"\[\d+\]")
_NOTE_HEADER = re.compile(r"^\s*Note: \d+ claim\(s\)")
_NOT_FOUND = re.compile(
    r"\bnot found\b|\binsufficient\b|\bnot (?:stated|reported|available|disclosed)\b|"
    r"\bno (?:figure|data|source)\b|\bcould not find\b|\bunable to find\b|"
    r"未找到|没有找到|无法找到|信息不足|未披露",
    re.IGNORECASE,
)
_NEGATIVE_AMOUNT = re.compile(
    r"\bloss(?:es)?\b|\bnet cash\b(?!\s+(?:flows?|inflows?|outflows?|from|generated|used)\b)|"
    r"\bnegative\b|\bdeficit\b|亏损|净现金",
    re.IGNORECASE,
)
"""Words saying an amount is negative: a loss, or net cash (negative net debt) -- but not
the net cash flow of an activity ("Net cash flow from operating activities: US$6.5 billion")."""
_NEGATIVE_CHANGE = re.compile(
    r"\bdecrease[sd]?\b|\bdecline[sd]?\b|\bfell\b|\bfall\b|\bdown\b|\blower\b|下降|减少",
    re.IGNORECASE,
)
_CJK_BEFORE_FIGURE = re.compile(r"([\u3400-\u9fff\uff00-\uffef])(?=[-−]?(?:US|A|AU)?\$?\d)")
"""The product parser skips a figure glued to a preceding letter, and CJK characters count
as letters (``收入为556.58亿美元``): the checker separates them first."""
_CLAUSE_BREAK = re.compile(
    r"[.;!?。；](?=\s|$)|\b(?:but|while|whereas|compared with)\b", re.IGNORECASE
)
WINDOW_AFTER = 15
MAX_OTHER_FIGURES = 2
"""An answer stating more other figures of the asked kind than this (or than the number of
expected figures) is a list, not an answer: e.g. every company's dividends for every year."""
"""Characters after a figure read for its sign ("US$2.7 billion net cash")."""
_ZERO_WORDS = re.compile(
    r"\bno (?:interim or final )?dividends?\b|\bnil\b|\bdid not (?:pay|declare)\b|"
    r"\bwas not declared\b|未派息|没有派息",
    re.IGNORECASE,
)
_US_CENTS = re.compile(r"US\s*cents|\bUSc\b|US¢|美分", re.IGNORECASE)
_AU_CENTS = re.compile(r"Australian\s+cents|\bA\s*cents|\bAUc\b|A¢|澳分", re.IGNORECASE)

KIND_HINTS: dict[str, re.Pattern[str]] = {
    "money": re.compile(r"\b(?:million|billion|bn|m)\b|百万|亿", re.IGNORECASE),
    "cps": re.compile(r"\bcents?\b|per share|\bDPS\b|分", re.IGNORECASE),
    "pct": re.compile(
        r"%|\bper ?cent\b|\bpercent|\bgrowth\b|\bchange\b|\bcagr\b|calculator result", re.IGNORECASE
    ),
    "mass_t": re.compile(r"\b(?:Mt|kt|tonnes?)\b", re.IGNORECASE),
    "oz": re.compile(r"\b(?:koz|Moz|oz|ounces?)\b", re.IGNORECASE),
    "per_oz": re.compile(r"/oz|per ounce", re.IGNORECASE),
    "per_wmt": re.compile(r"/wmt|per (?:wet metric )?tonne", re.IGNORECASE),
}
"""Words that, on the same line, say what a bare number measures."""


@dataclass(frozen=True)
class Expected:
    """A figure an answer must state.

    ``value`` and ``tolerance`` are in base units: currency units for money, cents for
    dividends per share, percent for percentages, tonnes, ounces, currency per ounce or
    per wet metric tonne for unit costs.
    """

    label: str
    kind: str
    value: float
    tolerance: float
    currency: str | None = None
    display_scale: float = 1.0
    """Scale of the fact table's unit (1e6 for ``million``): how a bare number is read."""
    signed: bool = True
    """False for differences: only the magnitude is checked."""
    shown: str = ""

    def describe(self) -> str:
        """Human text of the expectation, e.g. ``BHP FY2024 revenue = 55658 million USD``."""
        return f"{self.label} = {self.shown or self.value}"


@dataclass(frozen=True)
class Quantity:
    """One answer figure, normalised for comparison."""

    kind: str
    value: float
    currency: str | None
    text: str
    line: str
    decimals: int
    context: str = ""
    """The words around the figure, from the previous figure or the start of its clause to a
    few characters after it: read for its sign."""


@dataclass
class Verdict:
    """Outcome of checking one answer.

    ``outcome``: ``correct`` | ``incorrect`` | ``refused`` (said not found for a figure
    that exists).
    """

    outcome: str
    matched: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)
    wrong: list[str] = field(default_factory=list)
    not_found: bool = False
    reason: str = ""

    @property
    def passed(self) -> bool:
        """True when the outcome is ``correct``."""
        return self.outcome == "correct"


def precision_of(value_text: str) -> float:
    """Half a unit in the last digit written: ``53.82`` -> 0.005, ``55658`` -> 0.5."""
    text = value_text.strip().lstrip("+-−")
    decimals = len(text.split(".", 1)[1]) if "." in text else 0
    return 0.5 * 10.0**-decimals


def _decimals(text: str) -> int:
    m = re.search(r"\d[\d,]*(?:\.(\d+))?", text)
    return len(m.group(1)) if m and m.group(1) else 0


def expected_from_fact(fact: Fact, label: str | None = None) -> Expected:
    """The expectation for one row of the fact table, at the row's precision."""
    unit = fact.unit.strip()
    currency = fact.currency or None
    tol = precision_of(fact.value_text)
    label = label or f"{fact.ticker} {fact.fiscal_year} {fact.metric}"
    shown = f"{fact.value_text} {unit} {fact.currency}".strip()
    if unit in _SCALE_OF_UNIT:
        scale = _SCALE_OF_UNIT[unit]
        return Expected(
            label, "money", fact.value * scale, tol * scale, currency, scale, shown=shown
        )
    if unit.startswith("cents"):
        return Expected(label, "cps", fact.value, tol, currency, 1.0, shown=shown)
    if unit.startswith("Mt"):
        return Expected(label, "mass_t", fact.value * 1e6, tol * 1e6, None, 1e6, shown=shown)
    if unit.startswith("kt"):
        return Expected(label, "mass_t", fact.value * 1e3, tol * 1e3, None, 1e3, shown=shown)
    if unit.startswith("koz"):
        return Expected(label, "oz", fact.value * 1e3, tol * 1e3, None, 1e3, shown=shown)
    if unit.endswith("/oz"):
        return Expected(label, "per_oz", fact.value, tol, currency, shown=shown)
    if unit.endswith("/wmt"):
        return Expected(label, "per_wmt", fact.value, tol, currency, shown=shown)
    raise ValueError(f"no checker rule for unit {unit!r} of {label}")


def expected_percent(value: float, label: str, tolerance: float = 0.005) -> Expected:
    """A computed percentage (growth, CAGR): at least two-decimal agreement by default."""
    return Expected(label, "pct", value, tolerance, None, 1.0, shown=f"{value:.4f}%")


def percentage_change(old: float, new: float) -> float:
    """Percentage change from the older value to the newer one."""
    return (new - old) / abs(old) * 100.0


def cagr(start: float, end: float, years: int) -> float:
    """Compound annual growth rate in percent."""
    growth: float | complex = (end / start) ** (1.0 / years)
    if isinstance(growth, complex):  # a negative ratio to a fractional power
        raise ValueError(f"no real CAGR from {start} to {end} over {years} years")
    return (growth - 1.0) * 100.0


def expected_difference(a: Expected, b: Expected, label: str) -> Expected:
    """``|a - b|`` in the same kind and currency; tolerance is the sum of both."""
    if a.kind != b.kind or a.currency != b.currency:
        raise ValueError("a difference needs two figures of the same kind and currency")
    value = abs(a.value - b.value)
    scale = a.display_scale
    shown = f"{value / scale:g} {'million' if scale == 1e6 else 'billion' if scale == 1e9 else ''}"
    return Expected(
        label,
        a.kind,
        value,
        a.tolerance + b.tolerance,
        a.currency,
        a.display_scale,
        signed=False,
        shown=f"{shown.strip()} {a.currency or ''}".strip(),
    )


def expected_sum(items: Sequence[Expected], label: str) -> Expected:
    """The sum of several same-kind, same-currency figures."""
    first = items[0]
    if any(i.kind != first.kind or i.currency != first.currency for i in items):
        raise ValueError("a sum needs figures of the same kind and currency")
    value = sum(i.value for i in items)
    return Expected(
        label,
        first.kind,
        value,
        sum(i.tolerance for i in items),
        first.currency,
        first.display_scale,
        shown=f"{value / first.display_scale:g} x{first.display_scale:g} {first.currency or ''}",
    )


def answer_body(answer: str) -> str:
    """The answer without its Sources list, its note header, quoted source lines and ``[n]``.

    A line starting with ``>`` quotes the cited source (which may state other years' or
    other bases' figures beside the one claimed): it is evidence, not the answer's claim.
    """
    lines: list[str] = []
    in_sources = False
    for line in answer.splitlines():
        stripped = line.strip()
        if stripped.startswith("**Sources**"):
            in_sources = True
            continue
        if in_sources and stripped.startswith("**"):
            in_sources = False
        if in_sources or _NOTE_HEADER.match(line) or stripped.startswith(">"):
            continue
        lines.append(_CITATION.sub(lambda m: " " * len(m.group(0)), line))
    return "\n".join(lines)


def says_not_found(answer: str) -> bool:
    """Whether the answer states that the information was not found / is insufficient."""
    return bool(_NOT_FOUND.search(answer))


def has_citation_markers(answer: str) -> bool:
    """Whether the answer contains ``[n]`` citation markers."""
    return bool(_CITATION.search(answer))


def _cents_currency(text: str) -> str | None:
    if _US_CENTS.search(text):
        return "USD"
    if _AU_CENTS.search(text):
        return "AUD"
    return None


def _trailing_currency(line: str, end: int) -> str | None:
    after = line[end : end + 3]
    if after.startswith("美元"):
        return "USD"
    if after.startswith("澳元"):
        return "AUD"
    return None


def to_quantity(figure: Number, line: str, context: str = "") -> Quantity:
    """Normalise one parsed figure (``line`` is the line it was found on)."""
    unit = (figure.unit or "").lower()
    currency = figure.currency or _trailing_currency(line, figure.end)
    decimals = _decimals(figure.text)
    value = figure.value * figure.scale
    kind = "number"
    if unit == "%":
        kind, value = "pct", figure.value
    elif unit == "cents per share":
        kind, value = "cps", figure.value
        currency = _cents_currency(figure.text + line[figure.end : figure.end + 3]) or currency
    elif unit == "per share" and currency:
        kind, value = "cps", figure.value * 100.0
    elif unit == "per ounce":
        kind = "per_oz"
    elif unit in {"per wmt", "per tonne", "per dmt"}:
        kind = "per_wmt"
    elif unit == "per pound":
        kind = "per_lb"
    elif unit in {"mt", "mtpa"}:
        kind, value = "mass_t", figure.value * 1e6
    elif unit == "kt":
        kind, value = "mass_t", figure.value * 1e3
    elif unit in {"koz", "moz", "oz"}:
        kind, value = "oz", figure.value * {"koz": 1e3, "moz": 1e6, "oz": 1.0}[unit]
    elif not unit and (currency or figure.scale >= 1e6):
        kind = "money"
    return Quantity(kind, value, currency, figure.text, line, decimals, context or line)


def quantities(answer: str) -> list[Quantity]:
    """Every figure of the answer body, normalised, with the words around it."""
    found: list[Quantity] = []
    for raw in answer_body(answer).splitlines():
        line = _CJK_BEFORE_FIGURE.sub(r"\1 ", raw)
        figures = find_figures(line)
        for i, f in enumerate(figures):
            breaks = [m.end() for m in _CLAUSE_BREAK.finditer(line, 0, f.start)]
            lo = max(figures[i - 1].end if i else 0, breaks[-1] if breaks else 0)
            hi = min(
                figures[i + 1].start if i + 1 < len(figures) else len(line), f.end + WINDOW_AFTER
            )
            found.append(to_quantity(f, line, line[lo:hi]))
    return found


def _currency_ok(q: Quantity, exp: Expected) -> bool:
    if exp.currency is None or q.currency in (None, "$"):
        return True
    return q.currency == exp.currency


def _value_of(q: Quantity, exp: Expected) -> float | None:
    """``q``'s value in ``exp``'s base units, or None when the kinds cannot be compared."""
    if q.kind == exp.kind:
        return q.value
    if q.kind == "number" and KIND_HINTS.get(exp.kind, re.compile("$^")).search(q.line):
        return q.value if exp.kind == "pct" else q.value * exp.display_scale
    return None


def _tolerance(q: Quantity, exp: Expected) -> float:
    if exp.kind == "pct":  # computed values: the answer's rounding, capped at 0.05 points
        return min(max(0.5 * 10.0**-q.decimals, exp.tolerance), 0.05)
    return exp.tolerance


def magnitude_matches(q: Quantity, exp: Expected) -> bool:
    """Same kind, compatible currency and the same magnitude within tolerance."""
    value = _value_of(q, exp)
    if value is None or not _currency_ok(q, exp):
        return False
    if exp.value == 0:
        return abs(value) <= exp.tolerance
    slack = _tolerance(q, exp) + 1e-9 * abs(exp.value)
    return abs(abs(value) - abs(exp.value)) <= slack


def sign_ok(q: Quantity, exp: Expected) -> bool:
    """Whether the figure (with the words on its line) has the expected sign."""
    if not exp.signed or exp.value == 0:
        return True
    words = _NEGATIVE_CHANGE if exp.kind == "pct" else _NEGATIVE_AMOUNT
    stated_negative = q.value < 0 or bool(words.search(q.context))
    return stated_negative == (exp.value < 0)


def matches(q: Quantity, exp: Expected) -> bool:
    """Magnitude and sign both agree."""
    return magnitude_matches(q, exp) and sign_ok(q, exp)


def states(answer: str, exp: Expected) -> bool:
    """Whether the answer states ``exp`` correctly (right magnitude and sign, somewhere)."""
    if exp.value == 0 and exp.kind == "cps" and _ZERO_WORDS.search(answer_body(answer)):
        return True
    return any(matches(q, exp) for q in quantities(answer))


def without_suggestions(answer: str) -> str:
    """The answer with each "closest stated" suggestion cut off its line.

    After "not found" the product may offer the closest stated figure, marked as not the
    figure asked; it claims nothing, so no suite counts its numbers as the answer's.
    """
    return "\n".join(line.split(f"; {CLOSEST}")[0] for line in answer.splitlines())


def check_answer(
    answer: str,
    expected: Sequence[Expected] = (),
    forbidden: Sequence[Expected] = (),
    absent: bool = False,
) -> Verdict:
    """Classify an answer as correct, incorrect or refused.

    Args:
        answer: The answer text.
        expected: Figures the answer must state (all of them).
        forbidden: Figures it must not state (e.g. the old company after a correction).
        absent: The figure is not in the corpus: the answer must say "not found" (or
            "insufficient") and state no figure at all.
    """
    qs = quantities(without_suggestions(answer))
    not_found = says_not_found(answer)
    if absent:
        if not_found and not qs:
            return Verdict("correct", not_found=True, reason="explicit not-found, no figure")
        reason = "stated a figure that is not in the corpus" if qs else "no explicit not-found"
        return Verdict("incorrect", wrong=[q.text for q in qs], not_found=not_found, reason=reason)
    matched: list[str] = []
    missing: list[str] = []
    wrong: list[str] = []
    used: set[int] = set()
    for exp in expected:
        hits = [i for i, q in enumerate(qs) if magnitude_matches(q, exp)]
        good = [i for i in hits if sign_ok(qs[i], exp)]
        bad_sign = [i for i in hits if not sign_ok(qs[i], exp)]
        used.update(hits)
        if bad_sign:
            wrong += [f"{qs[i].text} (sign: {qs[i].line.strip()[:80]})" for i in bad_sign]
        if good and not bad_sign:
            matched.append(exp.label)
        elif exp.value == 0 and exp.kind == "cps" and _ZERO_WORDS.search(answer_body(answer)):
            matched.append(exp.label)
        elif not bad_sign:
            missing.append(exp.label)
    kinds = {e.kind for e in expected}
    others = {
        (q.kind, round(abs(q.value), 6))
        for q in qs
        if q.kind in kinds and not any(magnitude_matches(q, e) for e in expected)
    }
    if not missing and len(others) > max(MAX_OTHER_FIGURES, len(expected)):
        wrong.append(f"not specific: lists {len(others)} other {'/'.join(sorted(kinds))} figures")
    for exp in forbidden:
        offending = [
            q for q in qs if matches(q, exp) and not any(magnitude_matches(q, e) for e in expected)
        ]
        if offending:
            wrong.append(f"forbidden {exp.label} ({offending[0].text})")
    if not missing and not wrong:
        return Verdict(
            "correct", matched, not_found=not_found, reason="all expected figures stated"
        )
    # Figures of the kind still missing that match nothing expected: a wrong figure was stated.
    missing_kinds = {e.kind for e in expected if e.label in missing}
    stray = [
        q.text
        for i, q in enumerate(qs)
        if i not in used and (q.kind in missing_kinds or (q.kind == "number" and missing_kinds))
    ]
    if missing and not wrong and not stray and not_found:
        return Verdict("refused", matched, missing, not_found=True, reason="said not found")
    wrong += [f"stray {s}" for s in stray]
    reason = "; ".join(
        part
        for part in (
            f"missing {', '.join(missing)}" if missing else "",
            f"wrong {', '.join(wrong)}" if wrong else "",
        )
        if part
    )
    return Verdict("incorrect", matched, missing, wrong, not_found, reason)


def _same_quantity(q: Quantity, e: Quantity) -> bool:
    kinds_ok = q.kind == e.kind or "number" in {q.kind, e.kind}
    currency_ok = q.currency in (None, "$") or e.currency in (None, "$") or q.currency == e.currency
    if not (kinds_ok and currency_ok):
        return False
    a, b = abs(q.value), abs(e.value)
    if q.kind != e.kind:  # a bare number in one, a scaled one in the other: compare as written
        a = abs(float(re.sub(r"[^\d.]", "", q.text.split()[0].lstrip("-−")) or 0))
        b = abs(float(re.sub(r"[^\d.]", "", e.text.split()[0].lstrip("-−")) or 0))
    return abs(a - b) <= 1e-6 * max(a, b, 1.0)


def grounded_figures(
    answer: str, evidence: Sequence[str], calculator_results: Sequence[float] = ()
) -> tuple[int, list[str]]:
    """``(numbers in the answer, the ones found in no evidence text and no calculator result)``.

    Evidence texts are the cited sources (and news items shown); calculator results are
    matched at the precision the answer writes them (``3.42`` for ``3.4151``), and also
    in millions for amounts (``109,316 million`` for ``109316``).
    """
    evidence_q = [q for text in evidence for q in quantities(text)]
    answer_q = quantities(answer)
    unsupported: list[str] = []
    for q in answer_q:
        if any(_same_quantity(q, e) for e in evidence_q):
            continue
        slack = 0.5 * 10.0**-q.decimals + 1e-9
        candidates = {abs(q.value), abs(q.value) / 1e6}
        if any(abs(c - abs(v)) <= slack for c in candidates for v in calculator_results):
            continue
        unsupported.append(q.text)
    return len(answer_q), unsupported
