"""Small helpers shared by the development split's documents: cells, rows and prose figures."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from evals.realistic.model import Form
from evals.variant.writer import DASH, Cell, Style, VTable, VWriter, trow

Phrases = tuple[Sequence[str], Sequence[str], Sequence[str]]
"""Openings (with ``{s}`` for the topic), middles and endings of filler sentences."""
Strides = tuple[int, int, int, int]


def cell(ticker: str, printed: str, fy: str, metric: str, unit: str, **options: Any) -> Cell:
    """A table cell stating ``ticker``'s ``metric`` for ``fy`` as ``printed``."""
    return (printed, (ticker, fy, metric), unit, options)


def prior(fy: str) -> str:
    """The fiscal year before ``fy`` (``FY2023`` -> ``FY2022``)."""
    return f"FY{int(fy[2:]) - 1}"


def yoy(
    ticker: str,
    fy: str,
    metric: str,
    unit: str,
    now: str | None,
    before: str | None,
    **options: Any,
) -> list[Cell]:
    """This year's and the prior year's cells of one measure (None prints a dash)."""
    return [
        None if printed is None else cell(ticker, printed, year, metric, unit, **options)
        for printed, year in ((now, fy), (before, prior(fy)))
    ]


def table(
    w: VWriter,
    title: str,
    header: list[str],
    rows: Sequence[tuple[str, list[Cell]]],
    *,
    style: Style = "columns",
    notes: list[str] | None = None,
    widths: list[float] | None = None,
) -> VTable:
    """A table of ``(label, cells)`` rows, every cell recorded as a figure (None: a dash)."""
    body = [trow(w, title, label, cells) for label, cells in rows]
    return VTable(title, header, body, notes=notes or [], widths=widths, style=style)


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


def say_of(
    w: VWriter,
    ticker: str,
    printed: str,
    fy: str,
    metric: str,
    unit: str,
    label: str,
    **options: Any,
) -> str:
    """A prose figure of ``ticker``, which need not be the document's company."""
    options.setdefault("form", "sentence")
    return w.fig(printed, (ticker, fy, metric), unit=unit, label=label, **options)


def worded_rows(
    w: VWriter,
    title: str,
    rows: Sequence[tuple[str, list[Cell], list[str]]],
    blank: str = DASH,
    *,
    lead: bool = False,
) -> list[list[str]]:
    """Table rows: recorded cells, then words (franking, dates), or the words first if ``lead``.

    Words are a unit or basis column when ``lead``; a gap in the cells prints ``blank``.
    """
    out = []
    for label, cells, words in rows:
        first, *printed = [blank if t == DASH else t for t in trow(w, title, label, cells)]
        out.append([first, *words, *printed] if lead else [first, *printed, *words])
    return out


def prose(topic: str, start: int, count: int, phrases: Phrases, strides: Strides) -> str:
    """A paragraph of ``count`` filler sentences (no numbers) about ``topic``.

    Sentence ``j`` joins an opening ``j``, a middle ``j * a + b`` and an ending ``j * c + d``
    (``strides`` = (a, b, c, d), each index taken modulo its list), so consecutive ``j``
    give different sentences.
    """
    openings, middles, endings = phrases
    a, b, c_, d = strides
    return " ".join(
        openings[j % len(openings)].format(s=topic)
        + " "
        + middles[(j * a + b) % len(middles)]
        + ". "
        + endings[(j * c_ + d) % len(endings)]
        for j in range(start, start + count)
    )


def place(
    w: VWriter,
    figure_pages: Mapping[int, Callable[[VWriter], None]],
    filler: Callable[[VWriter, int], None],
    last: int,
) -> None:
    """Write pages up to ``last``: each figure page at its number, filler pages between."""
    i = 0
    while w.page_no < last:
        make = figure_pages.get(w.page_no + 1)
        if make is not None:
            make(w)
            continue
        filler(w, i)
        i += 1
