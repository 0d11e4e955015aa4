"""A money unit stated once for a page, carried to the bare cells of the tables below it.

Reports often print the currency and scale once, in a line above their tables ("US$
millions unless stated", "All amounts in A$ million", "(A$M)", "$'000", "Figures are in
thousands of Australian dollars"), and leave every cell bare ("10,295"). A line is such a
declaration when one of its sentences states a currency *and* a scale and no figure of its
own (a date or a year may stand beside it: "Year ended 30 June 2021. US$ millions unless
stated."). The declaration holds for the tables printed after it on the same page, until
another one replaces it.

Each such table that declares no unit itself (in its title or its label column's header)
gets the declared words in brackets after its title ("Financial highlights (US$
millions)"): a table's title travels with every chunk of its rows, so the extractor and the
verifier read the bare cells with the page's unit from the table's own text. The title's
unit is the lowest in rank: a row's own unit ("(US cents)", "(Mt)"), a column's, a "%" in
the cell still win, and rows that name a per-share, per-unit, percentage or physical measure
never take it (:mod:`mines.figures.table_figures`). A currency or a scale alone is no
declaration: a figure is never given a currency or scale the page does not state.

Pure: no I/O.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.period_forms import DATE_FORM
from mines.figures.printed_dividends import is_dividend_label
from mines.figures.quantities import declared_money, declared_unit
from mines.figures.tables import Table
from mines.numbers import MONTH_PATTERN

_MAX_WORDS = 30
"""A longer line is prose that may mention units in passing, not a declaration."""
_SENTENCE_END = re.compile(r"(?<=[.;:])\s+")
_DATES = re.compile(
    rf"{DATE_FORM}|\b(?:FY|[HQ][1-4]\s*)?'?(?:19|20)\d\d\b|\bFY\s*'?\d\d\b|"
    rf"\b\d{{1,2}}\s+{MONTH_PATTERN}(?!\w)|\b{MONTH_PATTERN}\s+\d{{1,2}}\b",
    re.IGNORECASE,
)
"""Dates and years: a period that may stand beside a unit ("Year ended 30 June 2021"), also
a balance day without its year ("US$ millions, years ended 30 June")."""


def page_declaration(line: str) -> str | None:
    """The money unit ``line`` declares for what follows, as printed, else None.

    >>> page_declaration("All amounts are in A$ million unless otherwise stated.")
    'A$ million'
    >>> page_declaration("Revenue rose to US$ 22 billion.") is None
    True
    """
    if len(line.split()) > _MAX_WORDS:
        return None
    for sentence in _SENTENCE_END.split(line):
        words = declared_money(sentence)
        if words is None:
            continue
        rest = _DATES.sub(" ", sentence.replace(words, " ", 1))
        if not any(ch.isdigit() for ch in rest):
            return words
    return None


_CURRENCY_ONLY = re.compile(
    r"^(?:(?:all\s+)?(?:money|amounts?|figures?|values?)\s+(?:are\s+|is\s+|stated\s+)?in\s+"
    r"|currency\s*:\s*)(?P<cur>US|Australian)\s+dollars\.?$",
    re.IGNORECASE,
)
"""A sentence naming only the page's currency ("Money in Australian dollars")."""


def page_currency(line: str) -> str | None:
    """The currency ``line`` declares with no scale, in words ("in Australian dollars").

    Carried to the tables below (:func:`with_declared_unit`), it gives a currency only to
    cells that print their own scale ("6.4b", "4,131m"); a bare cell stays unread.
    """
    if len(line.split()) > _MAX_WORDS:
        return None
    for sentence in _SENTENCE_END.split(line.strip()):
        m = _CURRENCY_ONLY.match(sentence.strip().rstrip(";:,"))
        if m:
            return f"in {m.group('cur')} dollars"
    return None


def with_declared_unit(table: Table, declared: str | None) -> Table:
    """``table`` with the page's ``declared`` money unit in brackets after its title.

    Unchanged when nothing is declared or when the table declares a unit of its own for all
    of it (in its title or its label column's header).
    """
    if declared is None or any(
        declared_unit(text, "") is not None for text in (table.title, *table.header[:1])
    ):
        return table
    return replace(table, title=f"{table.title} ({declared})".strip())


_PER_SHARE_WORDS = 8
"""A longer sentence is prose about dividends, not a unit stated for the table below."""


def page_per_share(line: str) -> str | None:
    """The per-share unit a sentence of ``line`` states alone ("US cents per share."), else None.

    A dividend note often prints its unit once, as a sentence of its own above the table
    ("US cents per share. Dividends determined after the reporting date are not
    recognised as a liability."), and leaves every cell bare.
    """
    for sentence in _SENTENCE_END.split(line.strip()):
        words = sentence.strip().rstrip(".;:,")
        if not words or len(words.split()) > _PER_SHARE_WORDS or any(c.isdigit() for c in words):
            continue
        unit = declared_unit(words, "")
        if unit is not None and unit.kind == "per_share":
            return words
    return None


def with_per_share_unit(table: Table, declared: str | None) -> Table:
    """A dividend table with the page's per-share unit in brackets after its title.

    Only a table whose title or rows name dividends takes it (a cash flow table below the
    dividend note's sentence is no per-share table), and only when it states no unit itself.
    """
    if declared is None or any(
        declared_unit(text, "") is not None for text in (table.title, *table.header[:1])
    ):
        return table
    labels = (table.title, *(row[0] for row in table.rows if row))
    if not any(is_dividend_label(text) for text in labels):
        return table
    return replace(table, title=f"{table.title} ({declared})".strip())
