"""What a cell of a table printed as plain text is: a value, a period heading, a unit.

The predicates :mod:`mines.text_reading` reads aligned columns with: a value cell ("1,234",
"(896)", "12%", "US$4.2bn"), a period heading ("FY24", "1H FY25", "Dec 2023 half", "YTD"),
a unit ("US$M", "koz"), a basis ("RT share"), a movement in words ("up 3%", "flat").

Pure: no I/O.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.period_forms import LENGTH_NOTE
from mines.numbers import MONTH_PATTERN

COLUMN_GAP = re.compile(r"\s{2,}")
CELL_VALUE = re.compile(
    r"^[(\-–—−+]?\s*(?:US|A)?\$?\s*[\d,.]*\d[\d,.]*\s*(?:%|x|bn|b|m|M|Mt|kt|koz|(?:(?:US|A)\s+)?cents?|c|¢)?\s*\)?(?:\s*%)?"
    r"(?:[*†‡¹²³\u2070-\u2079]+|\s?\((?:[a-z]|[ivx]{1,4})\))?$"
    r"|^[-–—]$|^n/?a$|^n\.?m\.?$|^n\.a\.$",
    re.IGNORECASE,
)
HEADER_UNIT = rf"(?:\s+\(?(?:US|A)\$\s*(?:M|m|million|bn)\)?|\s+restated|{LENGTH_NOTE.pattern})?"
CELL_HEADER = re.compile(
    # "FY24", "H1 FY24", "1H24", "FY2024 H1", "2024", "2024 US$M", "Dec 2023 half",
    # "Jun-24", "30 June 2024", "Half year ended 31 December 2023", "%", "Change".
    # a broker's "1H25A", "FY26E": a period marked actual, or a forecast (which
    # :func:`mines.figures.column_periods.column_period` reads as no period)
    rf"^(?:(?:H[12]|[12]H|HY)\s*(?:FY\s*)?'?\d{{2,4}}[AE]?{HEADER_UNIT}"
    rf"|(?:FY\s*'?\d{{2,4}}[AE]?|(?:19|20)\d\d)(?:\s+(?:H[12]|[12]H|half))?{HEADER_UNIT}"
    rf"|{MONTH_PATTERN}[\s-]*'?\d{{2,4}}(?:\s+half(?:[\s-]year)?)?{HEADER_UNIT}"
    r"|(?:US|A)\$\s*(?:M|m|million|bn)|%|change|movement|variance|note|(?:half|full)[\s-]year.*"
    # a change on the prior corresponding period: "pcp chg", "vs pcp", "chg", "y/y"
    r"|(?:(?:vs\.?\s+)?pcp\s*)?(?:chg|change|%)|(?:vs\.?\s+)?pcp|y/y|yoy"
    # a change column in words: "Against the prior half", "Compared with last year"
    r"|(?:against|versus|vs\.?|compared\s+(?:with|to))\s+(?:the\s+)?(?:prior|previous|last)"
    r"(?:\s+corresponding)?\s+(?:half|year|period)"
    r"|(?:first|second)\s+half\s+(?:of\s+)?(?:FY\s*)?'?\d{2,4}|units?"
    r"|(?:year|six months|period)\s+(?:ended|to)\s+.*|\d{1,2}\s+\w+\s+(?:19|20)\d\d"
    # "Year 2024", "Calendar 2024", "Calendar year 2023": a year's column named in words
    r"|(?:calendar\s+)?(?:year\s+)?(?:19|20)\d\d|(?:calendar\s+)?year\s+(?:FY\s*)?'?\d{2,4}"
    # a quarterly report's "Jun Qtr", "Jun Q", "Mar quarter 2024", "Q4 FY23", "YTD FY23", "YTD"; the
    # year between the month and the quarter ("Jun-25 qtr") or after a "Q" ("Dec Q24")
    rf"|(?:{MONTH_PATTERN}[\s-]*(?:'?\d{{2,4}}\s*)?(?:qtr|quarter|q(?![a-z]))|Q[1-4]|[1-4]Q)"
    r"(?:\s*(?:FY\s*)?'?\d{2,4})?"
    rf"|{MONTH_PATTERN}\s+Q\s?'?\d{{2,4}}"
    # "YTD FY23", "FY25 YTD", a half-year to date at its month: "HYTD Dec 24"
    r"|(?:(?:FY\s*)?'?\d{2,4}\s+)?(?:H?YTD|(?:half[\s-])?year[\s-]to[\s-]date)"
    rf"(?:\s*(?:FY\s*)?'?\d{{2,4}}|\s+{MONTH_PATTERN}[\s-]*'?\d{{2,4}})?)$",
    re.IGNORECASE,
)


YEAR_CELL = re.compile(r"^(?:FY\s*)?(?:19|20)\d\d$", re.IGNORECASE)


UNIT_CELL = re.compile(
    # A units column's cell: "Mt", "kt", "koz", "US$M", "A$ billion", "US cents", "%",
    # "US$/t", "x".
    r"^(?:(?:US|A)?\$\s*(?:M|m|million|bn|billion|/\s*(?:t|oz|wmt|dmt))|Mt|kt|koz|Moz|oz|t|"
    r"wmt|dmt|%|x|(?:US|A)?\s*cents|(?:US|A)c|"
    # a price or cost per unit in words ("US$ per dry tonne", "US$ a pound"), or a per-share
    # row's currency alone ("A$" beside rows in cents)
    r"(?:US|A)\$(?:\s*(?:per|a|an|/)\s*(?:(?:dry|wet)\s+(?:metric\s+)?)?"
    r"(?:tonnes?|tons?|t|pounds?|lbs?|ounces?|oz|dmt|wmt))?)$",
    re.IGNORECASE,
)


BASIS_CELL = re.compile(
    r"^(?:basis|ownership(?:\s+basis)?|reporting\s+basis|100\s*%|100\s*per\s*cent|equity|"
    r"(?:RT|Rio\s+Tinto|BHP|Fortescue|MinRes|group|our|equity|attributable)\s+share|"
    r"attributable|consolidated|managed)$",
    re.IGNORECASE,
)
"""A cell of a column saying on what ownership basis each row is stated ("RT share")."""


DIRECTION_CELL = re.compile(r"^\s*(?:up|down|higher|lower|to|from|direction)\s*$", re.I)
"""A cell of an announcement's "up 3% to 55,658" columns that states no figure."""


WORDED_CHANGE = re.compile(
    r"^(?:(?:about|roughly|nearly|almost|broadly|more\s+than)\s+)?"
    r"(?:flat|unchanged|steady|stable|halved|doubled|trebled|tripled|lower|higher|up|down)$"
    r"|^from\s+(?:an?\s+)?[a-z]+\s+to\s+(?:an?\s+)?[a-z]+$",
    re.I,
)
"""A change column's cell in words, last in its row ("flat", "about halved", "lower", "from
profit to loss"): no figure."""


WORD_COLUMN = re.compile(r"^[A-Z][a-z]{2,15}$")
"""A last heading of one word after periods ("Franking"): a column stating no period's."""


def is_unit_cell(cell: str) -> bool:
    """Whether ``cell`` is a units column's cell ("Mt", "US$M", "US cents")."""
    return bool(UNIT_CELL.match(cell.strip()))


MOVEMENT_CELL = re.compile(
    r"^(?:(?:up|down|higher|lower|increase|decrease)\s+|[\u25b2\u25bc\u25b3\u25bd\u2191\u2193]\s*)"
    r"(?=[\d(+-])",
    re.I,
)
"""The words of a movement cell ("up 19%", "down 53%") or its arrow ("▲ 1%", "▼ 25%"): a
change, beside the amount."""


def holds_values(row: Sequence[str]) -> bool:
    """Whether a row's cells after its label hold a figure that is no heading ("2024")."""
    return any(is_value(c) and not is_header_cell(c) for c in row[1:])


def all_movements(cells: Sequence[str]) -> bool:
    """Whether every cell of a column states a movement ("up 3%", "down 39%")."""
    return bool(cells) and all(MOVEMENT_CELL.match(c.strip()) for c in cells)


def is_value(cell: str) -> bool:
    """Whether ``cell`` states a value ("1,234", "(896)", "up 12%", "–" for none)."""
    return bool(CELL_VALUE.match(MOVEMENT_CELL.sub("", cell.strip())))


def is_header_cell(cell: str) -> bool:
    """Whether ``cell`` is a column heading of periods or units ("FY24", "1H FY25", "%")."""
    return bool(CELL_HEADER.match(cell.strip()))
