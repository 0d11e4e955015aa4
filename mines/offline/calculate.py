"""Offline ReAct calculator: pick the operation, take figures from the context, call tools.

It never guesses a figure: every operand is a figure stated in the ``<context>`` for a
(company, fiscal year, metric) the question asks about. Growth is always computed from
the older period to the newer one, and figures in different currencies are not combined.

Operations: growth and CAGR over a series; the mean of a series; a ranking (which company
or year is highest or lowest, and by how much it leads the next); the gap or ratio between
two metrics of one company and year ("statutory vs underlying profit", "net profit as a
share of revenue", margins); and the difference, sum or ratio of one metric across
companies or years.
Operands are read from the context lines that name a company and a year, never from
quoted source sentences (:mod:`mines.operands`); this module does not depend on how the
synthesis found them.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from langchain_core.messages import AIMessage, BaseMessage, ToolMessage

from mines.calculator import TOOL_NAMES
from mines.measures.registry import METRIC_LABELS
from mines.numbers import format_amount
from mines.offline.request import request_in
from mines.operands import Operand, context_figures
from mines.prompt_format import read_tag
from mines.question.companies import COMPANY_NAMES
from mines.request import Request
from mines.slots import extract_slots

__all__ = ["TOOL_NAMES", "react_step"]

_SHARE_WORDS = re.compile(
    r"\b(?:share|proportion|percentage|per\s*cent|percent|margin)s?\b|%|占比|比例|利润率", re.I
)
"""A ratio asked as a share ("what percentage of EBITDA was net debt"): stated in percent."""


@dataclass
class Step:
    """One ReAct step: tool calls to make, or the final text."""

    tool_calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    text: str = ""


def _per_share(operand: Operand) -> bool:
    return "share" in (operand.figure.unit or "")


def _compatible(operands: Sequence[Operand]) -> bool:
    return len({o.unit_key for o in operands}) == 1


def _operands(request: Request, context: str) -> list[Operand]:
    """The context's figures for the question's metrics, companies and years."""
    operands = context_figures(context, request.metrics)
    if request.companies:
        operands = [o for o in operands if o.company in request.companies]
    if request.fiscal_years:
        operands = [o for o in operands if o.fiscal_year in request.fiscal_years]
    return operands


def _plan(request: Request, context: str) -> tuple[list[tuple[str, dict[str, Any]]], list[str]]:
    op = request.operation
    metrics = request.metrics
    operands = _operands(request, context)
    calls: list[tuple[str, dict[str, Any]]] = []
    notes: list[str] = []
    if op is None:
        return calls, ["the question asks for no calculation"]
    if not metrics:  # no measure is assumed for a question that names none
        return calls, ["the question names no measure to calculate with"]
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
                wanted = sorted(request.fiscal_years)
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
                    # "by how much did net debt balloon": the change in amount as well.
                    change = {"values": [last.amount, first.amount], "operation": "difference"}
                    calls.append(("sum_difference", change))
        return calls, notes
    if op == "rank":
        return _plan_rank(request, metrics, operands)
    if op == "difference" and len(metrics) >= 2 and _pairs(operands, metrics[:2]):
        for first, second in _pairs(operands, metrics[:2]):
            if not _compatible([first, second]):
                notes.append(f"{first.company} {first.fiscal_year}: figures differ in unit")
                continue
            high, low = sorted((first, second), key=lambda o: -o.amount)
            calls.append(
                ("sum_difference", {"values": [high.amount, low.amount], "operation": "difference"})
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
                if top.divisional != pair[base_metric].divisional:
                    # a division's EBITDA over the group's revenue is no margin of either
                    notes.append(f"{company} {year}: a division's figure beside the group's")
                    continue
                if _per_share(top) != _per_share(pair[base_metric]):
                    # a dividend a share over a profit in millions is no share of anything
                    notes.append(f"{company} {year}: a per-share figure and a total")
                    continue
                args = {
                    "numerator": top.amount,
                    "denominator": pair[base_metric].amount,
                    # a share of revenue is a percentage; "net debt to EBITDA" a multiple
                    "as_percent": base_metric == "revenue"
                    or _SHARE_WORDS.search(request.question) is not None,
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
        elif op == "average":
            calls.append(("average", {"values": values}))
        elif op == "ratio":
            over = _denominator(request.question, group[:2])
            top = group[1] if over is group[0] else group[0]
            calls.append(
                ("ratio", {"numerator": top.amount, "denominator": (over or group[1]).amount})
            )
        else:
            gap = sorted(values[:2], reverse=True)  # a gap is stated as a positive amount
            calls.append(("sum_difference", {"values": gap, "operation": "difference"}))
    return calls, notes


_DENOMINATORS = (
    re.compile(r"\bthan\b", re.I),
    re.compile(r"\bmultiple\s+of\b|\bdivided\s+by\b", re.I),
    re.compile(r"\bratio\s+of\b[^?]*?\bto\b", re.I),
    re.compile(r"\bhow\s+many\s+times\b", re.I),
)
"""Words after which a ratio's question names its base, most telling first: "bigger than
FY2021's", "a multiple of FY2021's", "the ratio of FY2025's to FY2021's", "how many times
FY2021's"."""


def _denominator(question: str, pair: Sequence[Operand]) -> Operand | None:
    """The one of ``pair`` the question divides by, when its words say which.

    "What multiple of its FY2021 revenue was its FY2025 revenue": the period (or company)
    named first after the words naming the base is the base; without those words, none.
    """
    by_company = len({o.company for o in pair}) > 1
    for pattern in _DENOMINATORS:
        m = pattern.search(question)
        if m is None:
            continue
        after = extract_slots(question[m.end() :])
        named = after.companies if by_company else after.fiscal_years
        for key in named:
            for operand in pair:
                if (operand.company if by_company else operand.fiscal_year) == key:
                    return operand
    return None


def _pairs(operands: Sequence[Operand], metrics: Sequence[str]) -> list[tuple[Operand, Operand]]:
    """Two metrics' figures of the same company and year, one pair per company and year."""
    by_key = {(o.company, o.fiscal_year, o.metric): o for o in operands}
    pairs = []
    for company, year in dict.fromkeys((o.company, o.fiscal_year) for o in operands):
        a = by_key.get((company, year, metrics[0]))
        b = by_key.get((company, year, metrics[1]))
        if a is not None and b is not None:
            pairs.append((a, b))
    return pairs


def _plan_rank(
    request: Request, metrics: Sequence[str], operands: Sequence[Operand]
) -> tuple[list[tuple[str, dict[str, Any]]], list[str]]:
    """One ``rank`` call per metric and currency (or unit): figures are never converted.

    No cited source states an exchange rate, so US$ and A$ figures are ranked apart and
    the answer says so; a figure alone in its currency is named, never silently dropped.
    """
    calls: list[tuple[str, dict[str, Any]]] = []
    notes: list[str] = []
    order = request.order
    for metric in metrics:
        groups = _unit_groups([o for o in operands if o.metric == metric])
        if sum(len(g) for g in groups) < 2:
            notes.append(f"{METRIC_LABELS[metric]}: fewer than two comparable figures stated")
            continue
        for group in groups:
            if len(group) >= 2:
                calls.append(("rank", {"values": [o.amount for o in group], "order": order}))
        if len(groups) > 1 and all(len(g) < 2 for g in groups):
            notes.append(_apart_note(groups))
    return calls, notes


def _unit_groups(operands: Sequence[Operand]) -> list[list[Operand]]:
    """Operands split by currency and unit, the largest group first."""
    by_unit: dict[tuple[str | None, bool, str | None], list[Operand]] = {}
    for o in operands:
        by_unit.setdefault(o.unit_key, []).append(o)
    return sorted(by_unit.values(), key=len, reverse=True)


def _group_name(o: Operand) -> str:
    """How a currency or unit group is named: ``US$``, ``A$``, ``US cents per share``."""
    currency = {"USD": "US$", "AUD": "A$"}.get(o.figure.currency or "", "")
    if o.figure.unit == "cents per share":
        word = {"USD": "US cents", "AUD": "Australian cents"}.get(o.figure.currency or "", "cents")
        return f"{word} per share"
    if o.figure.unit and o.figure.scale < 1e6:
        return f"{currency} {o.figure.unit}".strip()
    return currency or "the same unit"


def _apart_note(groups: Sequence[Sequence[Operand]]) -> str:
    """Why figures in several currencies get no overall ranking."""
    names = " and ".join(dict.fromkeys(_group_name(g[0]) for g in groups))
    singles = [g[0] for g in groups if len(g) == 1]
    alone = (
        f" Alone in its currency or unit: {', '.join(o.describe() for o in singles)}."
        if singles
        else ""
    )
    return (
        f"Ranked within each currency or unit ({names}): no cited source states an exchange "
        f"rate, so no overall ranking across them is given.{alone}"
    )


def _amount_text(value: float, like: Operand) -> str:
    """``value`` written in the unit of ``like`` (``US$9,544 million``, ``13 koz``)."""
    figure = like.figure
    number = format_amount(value, 2)
    prefix = {"USD": "US$", "AUD": "A$"}.get(figure.currency or "", "")
    if figure.scale >= 1e6:
        return f"{prefix}{number} million"
    unit = figure.unit or ""
    if unit == "cents per share":
        cents = {"USD": "US cents", "AUD": "Australian cents"}.get(figure.currency or "", "cents")
        return f"{number} {cents} per share"
    if unit in {"per ounce", "per wmt", "per dmt", "per tonne"}:
        written = {"per wmt": "per wet metric tonne", "per dmt": "per dry metric tonne"}.get(
            unit, unit
        )
        return f"{prefix}{number} {written}"
    if unit == "%":
        return f"{number} percentage points"
    return f"{prefix}{number} {unit}".strip()


def _describe_rank(args: dict[str, Any], result: str, operands: list[Operand]) -> str:
    try:
        data = json.loads(result)
        positions = [int(i) for i in data["positions"]]
        values = [float(v) for v in args["values"]]
    except (ValueError, KeyError, TypeError):
        return f"rank could not be computed: {result}"
    group = _ranked_group(values, operands)
    if group is None:
        return f"rank could not be matched to the figures: {result}"
    ordered = [group[i] for i in positions]
    word = "Highest" if args.get("order", "highest") == "highest" else "Lowest"
    first, second = ordered[0], ordered[1]
    apart = [o for o in operands if o.metric == first.metric and o.unit_key != first.unit_key]
    if apart:
        word = f"{word} in {_group_name(first)}"
    side = "above" if word.startswith("Highest") else "below"
    gap = _amount_text(float(data["gap"]), first)
    percent = data.get("gap_percent")
    share = f" ({format_amount(float(percent), 2)}%)" if percent is not None else ""
    order_text = " > " if side == "above" else " < "
    ranking = order_text.join(f"{o.company} {o.period} ({o.stated})" for o in ordered)
    return (
        f"{word}: {first.describe()}, {gap}{share} {side} {second.describe()}. Ranking: {ranking}"
    )


def _ranked_group(values: Sequence[float], operands: Sequence[Operand]) -> list[Operand] | None:
    """The operands a ``rank`` call ranked, in the order of its values (one unit group)."""
    for metric in dict.fromkeys(o.metric for o in operands):
        for group in _unit_groups([o for o in operands if o.metric == metric]):
            left = list(group)
            picked: list[Operand] = []
            for value in values:
                match = next((o for o in left if abs(o.amount - value) < 1e-9), None)
                if match is None:
                    break
                left.remove(match)
                picked.append(match)
            if len(picked) == len(values) and not left:
                return picked
    return None


def _describe_call(name: str, args: dict[str, Any], result: str, operands: list[Operand]) -> str:
    def find(value: float) -> str:
        for o in operands:
            if abs(o.amount - value) < 1e-9:
                return o.describe()
        return format_amount(value)

    if name == "rank":
        return _describe_rank(args, result, operands)
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
        top = next((o for o in operands if abs(o.amount - args["numerator"]) < 1e-9), None)
        base = next((o for o in operands if abs(o.amount - args["denominator"]) < 1e-9), None)
        if suffix and top and base and top.metric != base.metric:
            return (
                f"{METRIC_LABELS[top.metric]} as a share of {METRIC_LABELS[base.metric]} "
                f"({top.company} {top.period}): {top.figure.text} / {base.figure.text} = "
                f"{number}%"
            )
        return (
            f"Ratio of {find(args['numerator'])} to {find(args['denominator'])}: {number}{suffix}"
        )
    values = args.get("values", [])
    matched = [next((o for o in operands if abs(o.amount - v) < 1e-9), None) for v in values[:2]]
    a, b = (matched + [None, None])[:2]
    if (
        args.get("operation") == "difference"
        and a is not None
        and b is not None
        and (a.company, a.metric) == (b.company, b.metric)
        and a.fiscal_year != b.fiscal_year
    ):
        sign = "+" if float(result) > 0 else "-" if float(result) < 0 else ""
        change = _amount_text(abs(float(result)), a)
        return f"Change in amount from {b.describe()} to {a.describe()}: {sign}{change}"
    if (
        args.get("operation") == "difference"
        and a is not None
        and b is not None
        and (a.metric != b.metric or a.company != b.company)
    ):
        gap = _amount_text(abs(float(result)), a)
        return f"Gap: {a.describe()} exceeds {b.describe()} by {gap}"
    named = [find(v) for v in values]
    parts = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 2 else " and ".join(named)
    word = (
        "Average"
        if name == "average"
        else "Sum"
        if args.get("operation") == "sum"
        else "Difference"
    )
    used = [o for v in values for o in operands if abs(o.amount - v) < 1e-9][: len(values)]
    if used and len(used) == len(values) and _compatible(used):
        # the result in its operands' currency and scale: "US$107,861 million"
        return f"{word} of {parts}: {_amount_text(float(result), used[0])}"
    unit = " million" if any(o.figure.scale >= 1e6 for o in operands) else ""
    return f"{word} of {parts}: {number}{unit}"


def _ranked_changes(
    messages: Sequence[BaseMessage],
    results: Mapping[str, object],
    operands: Sequence[Operand],
    request: Request,
) -> list[str]:
    """The percentage changes ranked: "whose revenue grew fastest / fell the most"."""
    changes: list[tuple[float, Operand]] = []
    for message in messages:
        if not isinstance(message, AIMessage):
            continue
        for call in message.tool_calls:
            if call["name"] != "percentage_change":
                continue
            new = next(
                (o for o in operands if abs(o.amount - call["args"]["new_value"]) < 1e-9), None
            )
            try:
                value = float(str(results.get(call.get("id") or "", "")))
            except ValueError:
                continue
            if new is not None:
                changes.append((value, new))
    if len(changes) < 2:
        return []
    most = request.order == "highest"
    falling = request.falls  # the verb: "fell the most"
    changes.sort(key=lambda c: c[0], reverse=most != falling)  # "fell the most": lowest first
    word = f"{'Largest' if most else 'Smallest'} {'fall' if falling else 'rise'}"
    ranked = " > " if most != falling else " < "
    listed = ranked.join(
        f"{o.company} {'+' if v > 0 else ''}{format_amount(v, 2)}%" for v, o in changes
    )
    first = changes[0][1]
    return [f"- {word}: {first.company} ({METRIC_LABELS[first.metric]}). Ranking: {listed}"]


def react_step(messages: Sequence[BaseMessage]) -> Step:
    """Decide the next ReAct step from the conversation so far."""
    prompt = "\n\n".join(m.text for m in messages if m.type in {"system", "human"})
    request = request_in(prompt)
    context = read_tag(prompt, "context") or ""
    results = {m.tool_call_id: m.text for m in messages if isinstance(m, ToolMessage)}
    if not results:
        calls, notes = _plan(request, context)
        if calls:
            return Step(tool_calls=calls)
        reason = "; ".join(n.rstrip(".") for n in notes) or "no figures to combine"
        return Step(text=f"No calculation was made: {reason}.")
    operands = _operands(request, context)
    lines = []
    for message in messages:
        if isinstance(message, AIMessage):
            for call in message.tool_calls:
                result = results.get(call.get("id") or "", "")
                lines.append("- " + _describe_call(call["name"], call["args"], result, operands))
    if request.operation == "change" and request.ranking:
        lines += _ranked_changes(messages, results, operands, request)
    names_called = [c["name"] for m in messages if isinstance(m, AIMessage) for c in m.tool_calls]
    if "rank" in names_called:
        for metric in dict.fromkeys(o.metric for o in operands):
            groups = _unit_groups([o for o in operands if o.metric == metric])
            if len(groups) > 1:
                lines.append("- " + _apart_note(groups))
    names = ", ".join(dict.fromkeys(COMPANY_NAMES[o.company] for o in operands)) or "the figures"
    return Step(text=f"Calculated from the cited figures of {names}:\n" + "\n".join(lines))
