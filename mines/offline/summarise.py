"""Offline conversation summary: entity-focused (companies, metrics, years, conclusions)."""

from __future__ import annotations

from mines.measures.registry import METRIC_LABELS
from mines.numbers import find_figures
from mines.prompt_format import read_tag
from mines.slots import extract_slots


def summarise(prompt: str) -> str:
    """Summarise the ``<conversation>`` of the prompt for the next turns."""
    conversation = read_tag(prompt, "conversation") or ""
    slots = extract_slots(conversation)
    conclusions = []
    for line in conversation.splitlines():
        if line.startswith("assistant:") and find_figures(line):
            conclusions.append(line.removeprefix("assistant:").strip()[:240])
    parts = [
        f"Companies discussed: {', '.join(slots.companies) or 'none'}.",
        f"Metrics: {', '.join(METRIC_LABELS[m] for m in slots.metrics) or 'none'}.",
        f"Fiscal years: {', '.join(slots.fiscal_years) or 'none'}.",
    ]
    if conclusions:
        parts.append("Conclusions reached: " + " | ".join(conclusions[-4:]))
    return " ".join(parts)
