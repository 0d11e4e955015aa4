"""The calculator's six tools: plain arithmetic on figures taken from the context."""

from __future__ import annotations

import json
from typing import Literal

from langchain_core.tools import BaseTool, tool


@tool
def percentage_change(old_value: float, new_value: float) -> float:
    """Percentage change from the older value to the newer value (chronological order).

    Args:
        old_value: The figure of the earlier period.
        new_value: The figure of the later period, in the same unit.
    """
    if old_value == 0:
        raise ValueError("percentage change from zero is undefined")
    return round((new_value - old_value) / abs(old_value) * 100, 4)


@tool
def cagr(start_value: float, end_value: float, years: float) -> float:
    """Compound annual growth rate in percent between two periods ``years`` apart.

    Args:
        start_value: The figure of the earlier period (must be positive).
        end_value: The figure of the later period, in the same unit (must be positive).
        years: Number of years between the two periods.
    """
    if start_value <= 0 or end_value <= 0 or years <= 0:
        raise ValueError("CAGR needs positive values and a positive number of years")
    return round(float((end_value / start_value) ** (1 / years) - 1) * 100, 4)


@tool
def ratio(numerator: float, denominator: float, as_percent: bool = False) -> float:
    """Ratio of two figures in the same unit (a margin when ``as_percent`` is true).

    Args:
        numerator: The figure on top (e.g. NPAT for a net margin).
        denominator: The figure below (e.g. revenue).
        as_percent: Return the ratio times 100.
    """
    if denominator == 0:
        raise ValueError("division by zero")
    value = numerator / denominator
    return round(value * 100 if as_percent else value, 4)


@tool
def sum_difference(values: list[float], operation: Literal["sum", "difference"]) -> float:
    """Sum of the values, or the first value minus each of the others.

    Args:
        values: Figures in the same unit.
        operation: ``sum`` or ``difference``.
    """
    if not values:
        raise ValueError("no values given")
    if operation == "sum":
        return round(sum(values), 4)
    return round(values[0] - sum(values[1:]), 4)


@tool
def average(values: list[float]) -> float:
    """The arithmetic mean of figures in the same unit (e.g. one measure over several years).

    Args:
        values: Figures in the same unit, at least two.
    """
    if len(values) < 2:
        raise ValueError("an average needs at least two values")
    return round(sum(values) / len(values), 4)


@tool
def rank(values: list[float], order: Literal["highest", "lowest"] = "highest") -> str:
    """Rank figures in the same unit; say which is first and by how much it leads the next.

    Args:
        values: Figures in the same unit (e.g. one metric for several companies or years).
        order: ``highest`` (largest first) or ``lowest`` (smallest first).

    Returns:
        JSON: ``positions`` (indexes into ``values``, first place first), ``gap`` (how far
        first place is from second, always positive) and ``gap_percent`` (the gap as a
        percentage of the second value; null when the two lie on either side of zero).
    """
    if len(values) < 2:
        raise ValueError("ranking needs at least two values")
    positions = sorted(range(len(values)), key=lambda i: values[i], reverse=order == "highest")
    first, second = values[positions[0]], values[positions[1]]
    gap = round(abs(first - second), 4)
    # a profit "1,350% above" a loss means nothing: a gap across zero is stated as an amount
    percent = round(gap / abs(second) * 100, 4) if first * second > 0 else None
    return json.dumps({"positions": positions, "gap": gap, "gap_percent": percent})


def tool_numbers(text: str) -> list[float]:
    """The numbers a tool result states: a plain number, or a ranking's gap and gap percent.

    Args:
        text: The tool message content.

    Returns:
        The numeric results (empty for an error message).
    """
    try:
        return [float(text)]
    except ValueError:
        pass
    try:
        data = json.loads(text)
    except ValueError:
        return []
    if not isinstance(data, dict):
        return []
    return [float(data[k]) for k in ("gap", "gap_percent") if isinstance(data.get(k), int | float)]


CALCULATOR_TOOLS: list[BaseTool] = [percentage_change, cagr, ratio, sum_difference, average, rank]
TOOL_NAMES: tuple[str, ...] = tuple(t.name for t in CALCULATOR_TOOLS)
