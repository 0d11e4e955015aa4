"""What the verifier's prose and table checks share: the cited amount, label and reasons.

A number read from the cited text in base units of a family (:class:`_Amount`) and whether
it is the claimed value within rounding; the metric label nearest before a value (the
verifier's own reading of the registry's document labels) and the basis it states; and the
reason a cited value is not the claim's: metric, label, period, dividend kind, sign,
currency and ownership basis.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, replace
from functools import lru_cache

from mines.figures.basis_words import (
    CLAUSE_ADVERB,
    UNDERLYING_WORDS,
    basis_named_before,
    left_out_leads,
    names_underlying,
)
from mines.figures.dividend_rows import paid_final_undated, paid_in_year
from mines.figures.draft_claims import _FAMILY_OF_UNIT, Claim, _label_regex
from mines.figures.labels import label_metric
from mines.figures.model import DocContext, Period
from mines.figures.press_asides import dash_asides
from mines.figures.printed import LABEL_ASIDE
from mines.figures.printed_dividends import added_to_ordinary
from mines.figures.qualifier_conflicts import conflicts, qualifiers_of
from mines.figures.qualifiers import INTERIM_AND_FINAL, joined_kinds
from mines.figures.row_units import PERIOD_SUFFIX
from mines.figures.similarity import same_measure_words
from mines.figures.value_basis import turned_basis
from mines.measures.registry import BLOCKING_LABELS, METRIC_BY_KEY, METRIC_LABELS, METRICS
from mines.numbers import Number
from mines.question.companies import company_spans

_MAX_RELATIVE_GAP = 0.025
NO_METRIC = "metric not named near the value"


# ---------------------------------------------------------------------------------------
# Amounts: every quantity is compared in base units of one family.


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
    left_out = [(m.start(), m.end()) for m in UNDERLYING_WORDS.finditer(text, start, end)]
    found = [
        (key, m) for key, pattern in _label_table() for m in pattern.finditer(text, start, end)
    ]
    # "Underlying earnings, the measure its dividend is set by, came in at": the aside's
    # "dividend" names no figure
    asides = [
        (a.start(), a.end())
        for _, m in found
        if (a := LABEL_ASIDE.match(text, m.end())) is not None and a.end() <= end
    ] + [(a, b) for a, b in dash_asides(text) if b <= end]  # "earnings — the measure ... —"
    for metric, m in found:
        if any(a < m.start() and m.end() <= b for a, b in left_out):
            continue  # "EBITDA before significant items" names no significant items
        if any(a <= m.start() and m.end() <= b for a, b in asides):
            continue
        better = best is None or m.end() > best.end
        if best is not None and m.end() == best.end and m.start() < best.start:
            better = True
        if better:
            best = _Named(metric, m.group(0), m.start(), m.end())
    return _spelled_out(text, best, found)


_ABBREVIATION_OPEN = re.compile(r"\s*\(\s*")


def _spelled_out(
    text: str, best: _Named | None, found: list[tuple[str | None, re.Match[str]]]
) -> _Named | None:
    """The label a bracketed abbreviation right after it shortens, else ``best``.

    "Underlying net profit after tax (NPAT) was": the bracket only abbreviates the label
    before it, whose basis word is the value's, as the extractor reads it; a bracket naming
    another measure ("earnings (EBITDA)") says what the value is.
    """
    if best is None or not text[best.end : best.end + 3].lstrip().startswith(")"):
        return best
    spelled = [
        (m.start(), metric, m)
        for metric, m in found
        if metric
        and _family(metric) == _family(best.metric)  # "earnings (EBITDA)" renames it
        and m.end() < best.start
        and _ABBREVIATION_OPEN.fullmatch(text, m.end(), best.start)
    ]
    if not spelled:
        return best
    # the whole label the bracket shortens ("Growth capital expenditure (capex)"), not a
    # shorter label inside it ("capital expenditure")
    _, metric, m = min(spelled, key=lambda c: c[0])
    return _Named(metric, m.group(0), m.start(), m.end())


_EXPLANATION = re.compile(r"(?<![/\s])\s+\((?![^()]*\b(?:basis|share)\b)[^()]*\)\s*$")
"""A closing bracket set apart after a row's name, explaining it ("Net cash/(debt)" is a sign pair,
spaced or not, "Net debt / (net cash)"; an ownership basis is no explanation)."""


_OF_IN = re.compile(r"\s+(?:of|in)\s+(?:the\s+)?", re.I)


def label_after_of(text: str, end: int) -> _Named | None:
    """The label right after a value's "of" or "in" ("US$24.3 billion in free cash and ...")."""
    m = _OF_IN.match(text, end)
    return _label_at(text, m.end()) if m else None


def _label_at(text: str, start: int) -> _Named | None:
    """The longest label starting at ``start`` ("At $X, *underlying earnings* were")."""
    best: _Named | None = None
    for metric, pattern in _label_table():
        m = pattern.match(text, start)
        if m is not None and m.start() == start and (best is None or m.end() > best.end):
            best = _Named(metric, m.group(0), m.start(), m.end())
    return best


def _row_named(core: str) -> _Named | None:
    """The label a table row names: its head when a bracket after it only explains it.

    "Net earnings (profit after tax attributable to owners)" names net earnings, which the
    bracket defines; a head naming no known label leaves the label the bracket names.
    """
    bracket = _EXPLANATION.search(core)
    head = _nearest_label(core, bracket.start()) if bracket and bracket.start() else None
    return head or _nearest_label(core, len(core)) or _result_for_period(core)


def _result_for_period(core: str) -> _Named | None:
    """A result named with its own period ("Profit for the financial year"), as read.

    The period leaves a bare "Profit", which names the year's result as the extractor
    reads the row (:func:`mines.figures.table_figures._result_for_period`).
    """
    words = core[: bracket.start()] if (bracket := _EXPLANATION.search(core)) else core
    period = PERIOD_SUFFIX.search(words.rstrip())
    hit = label_metric(f"{words[: period.start()]} for the year") if period else None
    if period is None or hit is None or not hit[0]:
        return None
    return _Named(hit[0], words[: period.start()], 0, period.start())


def _family(metric: str | None) -> str | None:
    if metric in {"statutory_npat", "underlying_npat"}:
        return "npat"
    if metric in {"statutory_ebitda", "underlying_ebitda"}:
        return "ebitda"
    if metric in {"capex", "growth_capex"}:
        return "capex"  # "Growth capital expenditure (capex)": the bracket shortens it
    return metric


_CLAUSE_GAP = re.compile(rf"(?: |\s*,\s*{CLAUSE_ADVERB})")


def _metric_with_basis(
    named: _Named, text: str, value_end: int | None = None
) -> tuple[str | None, str | None]:
    """The metric and basis the label states, with a basis word in or around it.

    With ``value_end``, a basis clause right after the value turns it too ("Attributable
    profit was US$X before exceptional items" is the underlying result).
    """
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
    if basis is None:
        # "On an underlying basis it recorded a loss after tax of", "The underlying result
        # was a loss after tax of": the words before the label, after any figure, name its basis
        lead = re.split(r"\d", text[max(0, named.start - 80) : named.start])[-1]
        basis = basis_named_before(lead)
    if basis in {None, "attributable"}:
        # "attributable profit before exceptional items" is the underlying result
        # right after the label, or set off by a comma ("Attributable profit, excluding
        # exceptional items, was")
        gap = _CLAUSE_GAP.match(text, named.end)
        trails = UNDERLYING_WORDS.match(text, gap.end()) if gap and gap.group() else None
        if (
            names_underlying(label)
            or left_out_leads(text[max(0, named.start - 80) : named.start])
            or trails is not None
        ):
            basis = "underlying"  # "EBITDA before one-offs", "Stripping out X, profit ..."
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
    return turned_basis(text, metric, basis, value_end) if value_end else (metric, basis)


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
# Why a cited value is not the claim's: dividend kind, period, sign, currency, label, basis

_DIVIDEND_WORD = re.compile(r"\b(interim|final|special|total|full[\s-]year|annual)\b", re.I)


def _kind_expected(claim: Claim) -> str:
    if claim.dividend_kind:
        return claim.dividend_kind
    return "interim" if claim.period.kind == "H1" else "total"


def stated_dividend_kind(words: list[str], window: str) -> str | None:
    """The kind the dividend words before a value name last ("full year": the total).

    The interim and the final named together ("the interim and final dividends") are the
    year's total, as the prose reader has them.
    """
    if joined_kinds(window) == INTERIM_AND_FINAL:
        return "total"
    if added_to_ordinary(window):
        return "special"  # "on top of the ordinary dividends the Board added 248 cents"
    return ("total" if words[-1] in {"full year", "annual"} else words[-1]) if words else None


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
    if (
        claim.metric == "dividends_per_share"
        and _kind_expected(claim) == "final"
        and (cited.year, cited.kind, claim.period.kind) == (claim.period.year, "H2", "FY")
    ):
        return None  # "60 cents a share for the second half": the year's final dividend
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


_DESCRIBED_COMPANY = re.compile(
    r"(?:\bthe\s+|['’]s\s+)(?:[\w-]+\s+){0,2}?(?:miner|producer|major|giant|heavyweight)\b"
    r"(?!['’]s\s+(?:division|arm|unit))",
    re.IGNORECASE,
)
"""A company named by what it mines ("the gold miner", "Forrest's iron ore miner"): no division."""


_PRICE_DRIVER = re.compile(
    r"\b(?:iron\s+ore|copper|alumini?um|lithium|spodumene|gold|coal|nickel)\s+prices?\b", re.I
)
"""A commodity's price named as what moved a sum of money ("Higher copper prices lifted
underlying EBITDA to"): a cause, no part of the company the sum is of."""


_MONEY_POURED = re.compile(r"\b(?:poured|ploughed|plowed|pumped|sank|sunk)\b", re.IGNORECASE)
"""A verb of putting money into something ("BHP poured US$9bn into projects"): spending, never
the metal a mine pours, when the amount is money."""


def _label_reason(claim: Claim, printed: str, metric: str | None) -> str | None:
    """Why the printed label is not what the claim's own words say ("gross" for "Net debt").

    A company's name in the printed words ("Mineral Resources swung to a net loss") is no
    qualifier of the measure.
    """
    if not claim.label:
        return None
    words = _DESCRIBED_COMPANY.sub(" ", printed)  # "The gold miner reported": the company
    if metric in METRIC_BY_KEY and METRIC_BY_KEY[metric].kind == "money":
        words = _PRICE_DRIVER.sub(" ", words)  # "Higher copper prices lifted EBITDA to"
        words = _MONEY_POURED.sub(" ", words)  # "BHP poured US$9bn into capital projects"
    for start, end in company_spans(words):
        words = words[:start] + " " * (end - start) + words[end:]
    clash = conflicts(qualifiers_of(claim.label, claim.metric), qualifiers_of(words, metric))
    return (
        f"the cited label {printed.strip()[:60]!r} is not the claim's ({clash[0]})"
        if clash
        else None
    )


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


def _qualifier_reason(claim: Claim, text: str) -> str | None:
    q = (claim.qualifier or "").lower()
    if "100%" in q and re.search(r"\bshare\b", text, re.I) and "100%" not in text:
        return "the cited value is the company's share, not the 100% basis"
    if "share" in q and "100%" in text and not re.search(r"\bshare\b", text, re.I):
        return "the cited value is on a 100% basis, not the company's share"
    return None


def paid_in_a_year_reason(claim: Claim, sentence: str, num: Number, ctx: DocContext) -> str | None:
    """Why a total or a final said to be paid in the year is no year's, as the reader has it."""
    if claim.dividend_kind in {None, "total"} and paid_in_year(sentence[: num.end + 40]):
        return "the cited value is the dividends paid in the year"
    earlier = ctx.period is not None and claim.period.year < ctx.period.year
    if claim.dividend_kind == "final" and paid_final_undated(sentence, earlier):
        return "the cited final dividend is dated by when it was paid, not its year"
    return None
