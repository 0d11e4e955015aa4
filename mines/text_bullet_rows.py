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
    if len(rows) < _MIN_ROWS or len(units) != 1:
        return None
    title = take_title()
    if not title:
        return None
    return Table(title=title, header=("", units.pop()), rows=tuple(rows)), j
