"""Offline ReAct calculator: pick the operation, take figures from the context, call tools.

It never guesses a figure: every operand is a figure stated in the ``<context>`` for a
(company, fiscal year, metric) the question asks about. Growth is always computed from
the older period to the newer one, and figures in different currencies are not combined.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

from mines.calculator import TOOL_NAMES
from mines.llm.prompt_format import read_tag
from mines.numbers import Figure, format_amount
from mines.offline.synthesize import figure_for
from mines.slots import (
    COMPANY_NAMES,
    METRIC_LABELS,
    extract_slots,
    find_companies,
    find_operations,
    find_years,
)

__all__ = ["TOOL_NAMES", "Operand", "context_figures", "operation", "react_step"]


@dataclass(frozen=True)
class Operand:
    """A figure from the context, with what it is about."""

    company: str
    fiscal_year: str
    metric: str
    figure: Figure

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
        return (
            f"{self.company} {self.fiscal_year} {METRIC_LABELS[self.metric]} ({self.figure.text})"
        )


@dataclass
class Step:
    """One ReAct step: tool calls to make, or the final text."""

    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    text: str = ""


def context_figures(context: str, metrics: Sequence[str]) -> list[Operand]:
    """Figures the context states for the given metrics, one per (company, year, metric)."""
    found: dict[tuple[str, str, str], Operand] = {}
    for line in context.splitlines():
        companies = find_companies(line)
        years = find_years(line)
        if not companies or not years:
            continue
        for metric in metrics:
            figure = figure_for(line, metric)
            if figure is None:
                continue
            key = (companies[0], f"FY{years[0]}", metric)
            found.setdefault(key, Operand(*key, figure))
    return list(found.values())


def operation(question: str) -> str | None:
    """The calculation a question asks for (change, cagr, ratio, difference, sum) or None."""
    found = find_operations(question)
    return found[0] if found else None


def _compatible(operands: Sequence[Operand]) -> bool:
    return len({o.unit_key for o in operands}) == 1


def _plan(question: str, context: str) -> tuple[list[tuple[str, dict[str, Any]]], list[str]]:
    slots = extract_slots(question)
    op = operation(question)
    metrics = slots.metrics or ("revenue",)
    operands = context_figures(context, metrics)
    if slots.companies:
        operands = [o for o in operands if o.company in slots.companies]
    if slots.fiscal_years:
        operands = [o for o in operands if o.fiscal_year in slots.fiscal_years]
    calls: list[tuple[str, dict[str, Any]]] = []
    notes: list[str] = []
    if op is None:
        return calls, ["the question asks for no calculation"]
    if op in {"change", "cagr"}:
        for company in dict.fromkeys(o.company for o in operands):
            for metric in metrics:
                series = sorted(
                    (o for o in operands if o.company == company and o.metric == metric),
                    key=lambda o: o.fiscal_year,
                )
                if len(series) < 2:
                    notes.append(f"{company} {METRIC_LABELS[metric]}: fewer than two years stated")
                    continue
                first, last = series[0], series[-1]
                wanted = sorted(slots.fiscal_years)
                missing = [
                    y
                    for y in (wanted[:1] + wanted[-1:])
                    if y not in {first.fiscal_year, last.fiscal_year}
                ]
                if len(wanted) >= 2 and missing:
                    notes.append(
                        f"{company} {METRIC_LABELS[metric]}: no figure for {', '.join(missing)} "
                        "in the context, so no growth is computed over a different period"
                    )
                    continue
                if not _compatible([first, last]):
                    notes.append(
                        f"{company}: {first.figure.text} and {last.figure.text} differ in unit"
                    )
                    continue
                span = int(last.fiscal_year[2:]) - int(first.fiscal_year[2:])
                if op == "cagr" and span >= 1:
                    args = {"start_value": first.amount, "end_value": last.amount, "years": span}
                    calls.append(("cagr", args))
                else:
                    calls.append(
                        ("percentage_change", {"old_value": first.amount, "new_value": last.amount})
                    )
        return calls, notes
    if op == "ratio" and len(metrics) >= 2:
        for company in dict.fromkeys(o.company for o in operands):
            for year in dict.fromkeys(o.fiscal_year for o in operands if o.company == company):
                pair = {
                    o.metric: o for o in operands if o.company == company and o.fiscal_year == year
                }
                base_metric = "revenue" if "revenue" in pair else metrics[-1]
                top = next((pair[m] for m in metrics if m in pair and m != base_metric), None)
                if top is None or base_metric not in pair:
                    continue
                if top.figure.currency != pair[base_metric].figure.currency:
                    notes.append(f"{company} {year}: figures in different currencies")
                    continue
                args = {
                    "numerator": top.amount,
                    "denominator": pair[base_metric].amount,
                    "as_percent": True,
                }
                calls.append(("ratio", args))
        return calls, notes
    # difference, sum, or a ratio between companies: one metric across companies or years.
    for metric in metrics:
        group = [o for o in operands if o.metric == metric]
        if len(group) < 2:
            notes.append(f"{METRIC_LABELS[metric]}: fewer than two figures stated")
            continue
        if not _compatible(group):
            notes.append(
                f"{METRIC_LABELS[metric]}: the figures are in different currencies or units "
                f"({', '.join(o.figure.text for o in group)}); they are not combined"
            )
            continue
        values = [o.amount for o in group]
        if op == "sum":
            calls.append(("sum_difference", {"values": values, "operation": "sum"}))
        elif op == "ratio":
            calls.append(("ratio", {"numerator": values[0], "denominator": values[1]}))
        else:
            calls.append(("sum_difference", {"values": values[:2], "operation": "difference"}))
    return calls, notes


def _describe_call(name: str, args: dict[str, Any], result: str, operands: list[Operand]) -> str:
    def find(value: float) -> str:
        for o in operands:
            if abs(o.amount - value) < 1e-9:
                return o.describe()
        return format_amount(value)

    try:
        number = format_amount(float(result), 2)
    except ValueError:
        return f"{name} could not be computed: {result}"
    if name == "percentage_change":
        sign = "+" if float(result) > 0 else ""
        return (
            f"Change from {find(args['old_value'])} to {find(args['new_value'])}: {sign}{number}%"
        )
    if name == "cagr":
        return (
            f"CAGR from {find(args['start_value'])} to {find(args['end_value'])} over "
            f"{format_amount(args['years'])} years: {number}% a year"
        )
    if name == "ratio":
        suffix = "%" if args.get("as_percent") else ""
        return (
            f"Ratio of {find(args['numerator'])} to {find(args['denominator'])}: {number}{suffix}"
        )
    values = args.get("values", [])
    parts = " and ".join(find(v) for v in values)
    unit = " million" if any(o.figure.scale >= 1e6 for o in operands) else ""
    word = "Sum" if args.get("operation") == "sum" else "Difference"
    return f"{word} of {parts}: {number}{unit}"


def react_step(messages: Sequence[BaseMessage]) -> Step:
    """Decide the next ReAct step from the conversation so far."""
    prompt = "\n\n".join(m.text for m in messages if m.type in {"system", "human"})
    question = read_tag(prompt, "question") or ""
    context = read_tag(prompt, "context") or ""
    results = {m.tool_call_id: m.text for m in messages if isinstance(m, ToolMessage)}
    if not results:
        calls, notes = _plan(question, context)
        if calls:
            return Step(tool_calls=calls)
        reason = "; ".join(notes) or "no figures to combine"
        return Step(text=f"No calculation was made: {reason}.")
    slots = extract_slots(question)
    operands = context_figures(context, slots.metrics or ("revenue",))
    lines = []
    for message in messages:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                result = results.get(call.get("id") or "", "")
                lines.append("- " + _describe_call(call["name"], call["args"], result, operands))
    names = ", ".join(dict.fromkeys(COMPANY_NAMES[o.company] for o in operands)) or "the figures"
    return Step(text=f"Calculated from the cited figures of {names}:\n" + "\n".join(lines))
