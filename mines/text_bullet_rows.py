r"""A slide's bullets each naming a thing and its amount, under a heading naming the measure.

A results deck saved as text lists one amount a bullet under the slide's heading::

    EBITDA BY PRODUCT GROUP (UNDERLYING, $US)

    • Iron Ore $US15.2bn ▼ lower prices
    • Copper $US7.4bn ▲ Oyu Tolgoi underground ramp-up
    • Aluminium & Lithium $US4.6bn

Each bullet is a row of one table: its words the row's label, its amount the row's value,
the heading the table's title (what is measured), the amounts' unit the column's heading
("US$bn"). Read as sentences, "Copper $US7.4bn" named no measure at all. A bullet run is a
table only when every bullet in it is this shape: the label's words (no figure), then one
amount, then nothing, or only a movement's arrow and its comment ("▲ ramp-up", "▲ 7% --
record"), a comment looking ahead ("-- guidance") making it no result: a bullet
whose words go on after its amount ("$US2.1bn guidance for FY26", "at year end") or which
states a second figure is a sentence and the run stays prose. All amounts must share one
unit. Pure.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from mines.figures.forward_context import looks_ahead
from mines.figures.tables import Table

_BULLET_ROW = re.compile(
    r"^\s*[-•*▪●]\s+(?P<label>[A-Za-z][A-Za-z&'’/ ,-]{0,48}?"
    r"(?:\s*\((?:\d{1,3}%|[^()\d]{1,20})\))?)\s+"
    r"(?P<cur>US\$|A\$|\$US|\$A|\$)?\s?(?P<num>\d[\d,]*(?:\.\d+)?)\s?"
    r"(?P<scale>bn|b|m|billion|million|Mt|kt|koz|Moz)?"
    r"\s*(?:[▲▼△▽↑↓](?P<moved>.*?))?(?:\s+(?:--|—|–)\s+(?P<note>[A-Za-z][^\d]*))?$"
)
"""A bullet of a label (a bracketed basis in it: "WAIO (100%)"), one amount, then perhaps a
movement's arrow and a dashed comment ("▲ 7% -- record")."""
_CURRENCY = {"US$": "US$", "$US": "US$", "A$": "A$", "$A": "A$", "$": "$"}
_SCALE = {"b": "bn", "billion": "bn", "million": "m"}
_MIN_ROWS = 2
_BULLET = re.compile(r"^\s*[-•*▪●]\s")
_STATES_FIGURE = re.compile(
    r"[$€£]\s*\d|\d\s*%|\b(?:FY|[12]H|H[12])\s*'?\d{2}|\b(?:19|20)\d\d\b"
    r"|\d\s*(?:bn|m|Mt|kt|koz|c)\b",
    re.I,
)
"""A line stating a figure or a period: a sentence or a bullet, never a slide's heading."""


def _heading_above(lines: Sequence[str], start: int) -> bool:
    """Whether the nearest non-blank line above ``start`` can be a heading: no bullet, no figure."""
    k = start - 1
    while k >= 0 and not lines[k].strip():
        k -= 1
    return k >= 0 and not _BULLET.match(lines[k]) and not _STATES_FIGURE.search(lines[k])


def _unit(m: re.Match[str]) -> str | None:
    """The column heading of one bullet's amount ("US$bn", "Mt"), or None (a bare number)."""
    scale = m.group("scale") or ""
    scale = _SCALE.get(scale, scale)
    currency = _CURRENCY.get(m.group("cur") or "", "")
    if currency and scale in ("bn", "m"):
        return f"{currency}{scale}"
    return scale if not currency and scale not in ("bn", "m", "") else None


def bullet_table(
    lines: Sequence[str], start: int, take_title: Callable[[], str]
) -> tuple[Table, int] | None:
    """The run of amount bullets from ``start`` as a one-column table, or None.

    ``take_title`` gives the heading above (and takes it off the page); with none, the
    bullets name no measure and stay lines.
    """
    rows: list[tuple[str, str]] = []
    units: set[str] = set()
    j = start
    while j < len(lines):
        line = lines[j]
        if not line.strip():
            j += 1
            continue
        m = _BULLET_ROW.match(line)
        if m is None:
            if re.match(r"^\s*[-•*▪●]\s", line):
                return None  # a bullet of another shape: the list is prose
            break
        unit = _unit(m)
        if unit is None or looks_ahead(f"{m.group('moved') or ''} {m.group('note') or ''}"):
            return None  # "-- guidance": the amount is a plan, no result
        units.add(unit)
        rows.append((m.group("label").strip(" ,"), m.group("num")))
        j += 1
    while j > start and not lines[j - 1].strip():
        j -= 1  # the blank lines after the run are no part of it
    if len(rows) < _MIN_ROWS or len(units) != 1 or not _heading_above(lines, start):
        return None
    title = take_title()
    if not title:
        return None
    return Table(title=title, header=("", units.pop()), rows=tuple(rows)), j


_SEGMENT = re.compile(
    r"^(?P<label>[A-Za-z][A-Za-z&'’/ -]{0,30}?)\s+"
    r"(?P<cur>US\$|A\$|\$US|\$A|\$)?(?P<num>\d[\d,]*(?:\.\d+)?)"
    r"(?P<unit>\s?(?:bn|m|Mt|kt|koz|Moz)|/(?:lb|t|oz|dmt|wmt))?"
    r"(?:\s+(?P<tag>[A-Z]{2,4}))?\s*(?:[▲▼△▽↑↓]\s*(?:\d[\d.]*%)?)?"
    r"(?:\s*\((?P<note>[^()\d]{1,30})\))?$"
)
"""One segment of a slide line: a name, an amount with its unit, perhaps a tag ("LCE"), an
arrow, a bracketed note ("Cu $US4.57/lb", "bauxite 62.4Mt", "Li 57kt LCE")."""
_SEPARATOR = re.compile(r"\s+\|\s+")
_SYMBOLS = {"Cu": "Copper", "Al": "Aluminium", "Li": "Lithium", "Au": "Gold", "Fe": "Iron ore"}
"""Chemical symbols a slide prints for its commodities."""
_PREFIX = {"$US": "US$", "$A": "A$"}


def _segment_row(segment: str) -> tuple[str, str, str] | None:
    """(label, amount as a cell, note) of one segment, or None."""
    m = _SEGMENT.match(segment.strip())
    if m is None or not (m.group("cur") or m.group("unit")):
        return None  # a bare number says nothing of what it counts
    label = m.group("label").strip()
    label = _SYMBOLS.get(label, label)
    if m.group("tag"):
        label = f"{label} ({m.group('tag')})"
    currency = m.group("cur") or ""
    cell = f"{_PREFIX.get(currency, currency)}{m.group('num')}{(m.group('unit') or '').strip()}"
    return label, cell, (m.group("note") or "").strip()


def segment_table(
    lines: Sequence[str], start: int, take_title: Callable[[], str]
) -> tuple[Table, int] | None:
    """Slide lines of amounts apart by bars ("Cu $US4.57/lb | Al $US3,318/t") as one table.

    Each segment is a row, its amount the cell as printed (its unit with it); a bracketed
    note on a segment ("(all realised)") says what the line's amounts are and joins the
    title. Every segment of every line must be this shape, two or more to a line.
    """
    rows: list[tuple[str, str]] = []
    notes: list[str] = []
    j = start
    while j < len(lines):
        line = lines[j]
        if not line.strip():
            j += 1
            continue
        segments = _SEPARATOR.split(re.sub(r"^\s*[-•*▪●]\s+", "", line).strip())
        read = [_segment_row(s) for s in segments]
        if len(segments) < _MIN_ROWS or any(r is None for r in read):
            break
        for label, cell, note in filter(None, read):
            rows.append((label, cell))
            notes += [note] if note else []
        j += 1
    while j > start and not lines[j - 1].strip():
        j -= 1
    if len(rows) < _MIN_ROWS or not _heading_above(lines, start):
        return None
    title = take_title()
    if not title:
        return None
    title = f"{title} ({'; '.join(notes)})" if notes else title
    return Table(title=title, header=("", "Amount"), rows=tuple(rows)), j
