"""Figures a drafted context states, read back by company, fiscal year and metric.

A draft (or the aggregated context) states one figure per line, with its company and
year: ``- BHP Group (BHP), FY2024 ... — revenue: US$55,658 million [1]``. The calculator
takes its operands from such lines, the aggregate node decides from them whether there is
anything to calculate, and the answer node charts them. Quoted source sentences (lines
starting ``>``) are skipped: they may state other years' figures too.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from mines.figures.qualifiers import read_qualifiers
from mines.measures.registry import METRIC_LABELS
from mines.measures.words import find_metric_spans
from mines.numbers import Number, find_figures
from mines.question.companies import find_companies
from mines.question.years import find_years


@dataclass(frozen=True)
class Operand:
    """A figure from the context, with what it is about."""

    company: str
    fiscal_year: str
    metric: str
    figure: Number
    quote: str = ""
    """The source sentence or table row quoted under the figure's line (``> ...``)."""
    half: str = ""
    """``H1`` or ``H2`` when the line states a half's figure ("H1 FY2024"), else empty."""

    @property
    def period(self) -> str:
        """The period as a calculation names it: ``FY2024``, or ``H1 FY2024`` for a half."""
        return f"{self.half} {self.fiscal_year}".strip()

    @property
    def divisional(self) -> bool:
        """Whether the quoted source states the figure for a division, not the company.

        "Mining Services ... earned $484 million in EBITDA": that division's EBITDA,
        whatever metric the line gave it; a ratio of it to the group's revenue is no
        group ratio.
        """
        return "segment" in read_qualifiers(self.quote).get("scope", frozenset())

    @property
    def amount(self) -> float:
        """The value in a common scale: millions for amounts stated with a scale."""
        return self.figure.base_value / 1e6 if self.figure.scale >= 1e6 else self.figure.value

    @property
    def unit_key(self) -> tuple[str | None, bool, str | None]:
        """What must agree before two operands can be combined."""
        return (self.figure.currency, self.figure.scale >= 1e6, self.figure.unit)

    def describe(self) -> str:
        """``BHP FY2024 revenue (US$55,658 million)``."""
        return f"{self.company} {self.period} {METRIC_LABELS[self.metric]} ({self.stated})"

    @property
    def stated(self) -> str:
        """The figure as written, with its sign in words: ``loss of A$896 million``."""
        if self.figure.value >= 0 or self.figure.text.lstrip().startswith(("-", "−")):
            return self.figure.text
        return f"{'net cash' if self.metric == 'net_debt' else 'loss of'} {self.figure.text}"


_NEGATIVE = re.compile(r"\bloss\b|\bnet cash\b|亏损|净现金", re.IGNORECASE)
_NEGATED = re.compile(r"\b(not|excluding|excludes|except|rather than)\b[^.;]{0,20}$", re.I)


def line_figure(line: str, metric: str) -> Number | None:
    """The figure a context line states for ``metric``: the first figure after its label.

    A loss, or net cash stated for net debt, is a negative value. A negated mention ("not
    company-defined capex") states nothing, and the next metric's label ends the reach.
    """
    spans = find_metric_spans(line)
    figures = [f for f in find_figures(line) if f.unit != "%" or metric in _PERCENT_METRICS]
    for i, (start, end, key) in enumerate(spans):
        if key != metric or _NEGATED.search(line[max(0, start - 30) : start]):
            continue
        limit = spans[i + 1][0] if i + 1 < len(spans) else len(line)
        after = [f for f in figures if end <= f.start < limit]
        if not after:
            continue
        figure = after[0]
        if figure.unit is None:
            per = _PER_UNIT.match(line, figure.end)
            if per:  # "US$18.24 per wmt": the parser reads only the amount
                unit = "per wmt" if per.group(1).lower() in _PER_WMT else "per ounce"
                figure = replace(figure, unit=unit)
        if figure.value > 0 and _NEGATIVE.search(line[start : figure.start]):
            figure = replace(figure, value=-figure.value)
        return figure
    return None


_HALF_LINE = re.compile(r"^\s*-\s[^,—\n]*\),\s+(H[12])\s+FY\d{4}\b")
"""A figure line's period when it is a half: "- Fortescue (FMG), H1 FY2024 (half year ...)"."""
_PER_UNIT = re.compile(r"\s*(?:per\s+|/)(wmt|wet metric tonne|tonne|t|ounce|oz)\b", re.IGNORECASE)
_PER_WMT = frozenset({"wmt", "wet metric tonne", "tonne", "t"})
_PERCENT_METRICS = frozenset({"ebitda_margin", "payout_ratio", "gearing", "return_on_equity"})


def context_figures(context: str, metrics: Sequence[str]) -> list[Operand]:
    """Figures the context states for the given metrics, one per (company, year, metric)."""
    found: dict[tuple[str, str, str], Operand] = {}
    lines = context.splitlines()
    for at, line in enumerate(lines):
        if line.lstrip().startswith(">"):
            continue  # a quoted source sentence may state other years' figures too
        following = lines[at + 1].lstrip() if at + 1 < len(lines) else ""
        quote = following[1:].strip() if following.startswith(">") else ""
        companies = find_companies(line)
        years = find_years(line)
        if not companies or not years:
            continue
        for metric in metrics:
            figure = line_figure(line, metric)
            if figure is None:
                continue
            key = (companies[0], f"FY{years[0]}", metric)
            half = _HALF_LINE.search(line)  # "H1 FY2024": a half's figure, named as one
            found.setdefault(key, Operand(*key, figure, quote, half.group(1) if half else ""))
    return list(found.values())
