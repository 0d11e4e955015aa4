"""Small helpers shared by the development split's documents: cells and prose figures."""

from __future__ import annotations

from typing import Any

from evals.realistic.model import Form
from evals.variant.writer import Cell, VWriter


def cell(ticker: str, printed: str, fy: str, metric: str, unit: str, **options: Any) -> Cell:
    """A table cell stating ``ticker``'s ``metric`` for ``fy`` as ``printed``."""
    return (
        (printed, (ticker, fy, metric), unit, options)
        if options
        else (
            printed,
            (ticker, fy, metric),
            unit,
        )
    )


def say(
    w: VWriter,
    printed: str,
    fy: str,
    metric: str,
    unit: str,
    label: str,
    form: Form = "sentence",
    **options: Any,
) -> str:
    """A figure stated in prose (the document's ticker), named by ``label``."""
    return w.fig(printed, (w.doc.company, fy, metric), unit=unit, label=label, form=form, **options)
