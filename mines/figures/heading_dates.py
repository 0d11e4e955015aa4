"""Balance dates a heading states: the sentences under it are at that date.

"Balance sheet at 30 June 2025" over "Cash on hand was US$4.3 billion and net debt US$1.1
billion.": the sentence names no date, its heading does. The figures under such a heading
(one short line, :func:`mines.figures.forward_context.is_heading`) are read with the
heading's balance date as their period, up to the next heading; a sentence that names its
own period keeps it. A heading's date of another kind ("Results for the year ended ...")
is read by the document's period, as before.

Pure: paragraphs and a date pattern.
"""

from __future__ import annotations

from dataclasses import replace

from mines.figures.forward_context import PARAGRAPH, is_heading
from mines.figures.model import DocContext, Period
from mines.figures.period_forms import AT_DATE, period_ending, read_date
from mines.figures.period_mentions import period_mentions
from mines.numbers import find_figures


def heading_balance_date(heading: str, company: str) -> Period | None:
    """The balance date a heading states ("Balance sheet at 30 June 2025"), or None."""
    m = AT_DATE.search(heading)
    d = read_date(m) if m else None
    return period_ending(d.month, d.year, company) if d else None


def heading_half(heading: str, ctx: DocContext) -> Period | None:
    """The half of the document's own year a heading names alone ("The December half"), or None.

    A year's report that sets its half apart under such a heading ("Six months to 31
    December 2024") reports the sentences under it for that half, not for the year. A
    short line stating amounts, one of them a half's, heads nothing.
    """
    doc = ctx.period
    if doc is None or doc.kind != "FY" or any(n.currency or n.unit for n in find_figures(heading)):
        return None  # a line stating amounts ("Underlying earnings $US10.87bn (1H25: ...)")
    named = {p.period for p in period_mentions(heading, ctx.company, doc) if not p.relative}
    (only,) = named if len(named) == 1 else (None,)
    if only is None or only.kind not in {"H1", "H2"} or only.year != doc.year:
        return None
    return only


def dated_sections(text: str, ctx: DocContext) -> list[tuple[str, DocContext]]:
    """``text`` cut at its headings, each part with the context its sentences are read in.

    A part under a heading stating a balance date reads that date as its period, one under
    a heading naming a half of the document's year that half; every other part keeps
    ``ctx``. Text with no such heading is one part, unchanged.
    """
    cuts: list[tuple[int, DocContext]] = []
    for m in PARAGRAPH.finditer(text):
        if not is_heading(m.group()):
            continue
        dated = heading_balance_date(m.group(), ctx.company) or heading_half(m.group(), ctx)
        under = ctx if dated is None else replace(ctx, period=dated)
        if under != (cuts[-1][1] if cuts else ctx):  # the next heading closes a dated part
            cuts.append((m.start(), under))
    if not cuts:
        return [(text, ctx)]
    parts = [(text[: cuts[0][0]], ctx)]
    ends = [start for start, _ in cuts[1:]] + [len(text)]
    parts += [(text[start:end], part) for (start, part), end in zip(cuts, ends, strict=True)]
    return [(part, c) for part, c in parts if part.strip()]
