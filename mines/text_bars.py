r"""A bar chart exported as text: the bars are drawing, the label and value a table row.

A results deck saved as text prints each bar of a chart as a run of block glyphs between
its label and its value::

    Lithium        ███████████████████████████   271.4
    Iron Ore       ██████████████████████████    266.2

The glyphs say nothing the value does not: :func:`unbarred` blanks them (each glyph one
space, so the columns stay aligned) and the line is read as a row of aligned columns under
the chart's title and unit line, as any table printed in columns. A lone shaded square
("■ Copper") is a bullet, no bar: only a run of two or more square glyphs is blanked,
while the block elements (U+2580-U+259F) are bars at any length.

Pure.
"""

from __future__ import annotations

import re

_BAR = re.compile(r"[\u2580-\u259f]+|[\u25a0\u25ac\u25ae]{2,}")


def unbarred(line: str) -> str:
    """``line`` with the glyphs of a drawn bar replaced by spaces (column widths kept)."""
    if not _BAR.search(line):
        return line
    return _BAR.sub(lambda m: " " * len(m.group()), line)
