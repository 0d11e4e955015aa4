"""The period of the document a question cites, told apart from the period it asks about.

"What did MinRes's June 2023 quarterly show for the year before, FY22?", "In its 2022
accounts, what did Rio Tinto show for the comparative year, 2021?": the first period names
the report the figure is read from, the second the period the figure is for. Only the
second is asked; the report's own period is no year of the answer (its comparative column
holds the figure). A question naming only the report's period ("What revenue did BHP's 2023
annual report show?") asks that period, and nothing is changed.

Pure: regular expressions over the question's words.
"""

from __future__ import annotations

import re

from mines.numbers import MONTH as _MONTH
from mines.question.relative_halves import spell_relative_halves
from mines.question.years import find_years, has_relative_period

_PERIOD = (
    rf"(?:(?:{_MONTH}\s+)?(?:19|20)\d\d(?:\s*[-/–]\s*\d\d)?|fy\s*'?\d{{2,4}}|"
    rf"(?:[12]h|h[12])\s*(?:fy\s*)?'?\d{{2,4}}|{_MONTH}\s+(?:quarter|half))"
)
_DOCUMENT = (
    r"(?:quarterly(?:\s+(?:activities|production)\s+report|\s+report|\s+update)?|"
    r"(?:annual|half[\s-]year(?:ly)?|interim|sustainability|activities|production)\s+"
    r"(?:report|results?|accounts|statements)|"
    r"(?:financial\s+)?accounts|financial\s+statements|results\s+(?:announcement|release|"
    r"presentation)|(?:investor\s+|results\s+)?presentation|appendix\s+4[de])"
)
_CITED = re.compile(
    # "MinRes's June 2023 quarterly", "its 2022 accounts", "the FY23 annual report"
    rf"\b(?P<a>{_PERIOD})(?:['’]s)?\s+{_DOCUMENT}\b|"
    # "its half-year report for December 2024", "the annual report to June 2023"
    rf"\b{_DOCUMENT}\s+(?:for|of|to|covering|dated)\s+(?:the\s+(?:year|half|quarter|period)"
    rf"\s+(?:to|ended|ending)\s+)?(?:\d{{1,2}}\s+)?(?P<b>{_PERIOD})\b",
    re.IGNORECASE,
)
_COMPARATIVE = re.compile(
    r"\b(?:comparative|prior[\s-]year|previous\s+corresponding|prior\s+corresponding|"
    r"corresponding\s+period)\b",
    re.IGNORECASE,
)


_SETS_BESIDE = re.compile(
    r"\b(?:vs\.?|versus|compared?|comparison|against|change[sd]?|grow(?:th|n)?|grew|ris(?:e|en)|"
    r"rose|f[ae]ll|fallen|increased?|decreased?|difference|both|and\s+the)\b",
    re.IGNORECASE,
)
"""Words that set the two periods side by side: both are asked."""


def cited_periods(text: str) -> list[tuple[int, int]]:
    """Where ``text`` names the period of the report it cites (the period's own words)."""
    return [m.span("a") if m.group("a") else m.span("b") for m in _CITED.finditer(text)]


def asked_period_text(text: str) -> str:
    """``text`` with the cited report's period left out when another period is asked.

    The cited period is left out only when the words around it still name a period (a
    year, a date, a half) or ask for the report's comparative ("the year before", "the
    comparative year", "the previous corresponding period"); a question naming only the
    report's period asks that period.
    """
    text = spell_relative_halves(text)  # "the half before the December 2024 half": June 2024
    spans = cited_periods(text)
    if not spans:
        return text
    rest = text
    for start, end in sorted(spans, reverse=True):
        rest = rest[:start] + " " * (end - start) + rest[end:]
    if not (has_relative_period(rest) or _COMPARATIVE.search(rest)):
        # no word asks for the report's comparative: the periods named are the ones asked
        return text
    if _SETS_BESIDE.search(rest):
        return text  # "revenue against the prior year": both years are asked
    if find_years(rest):
        return rest  # "the year before, FY22": the period written is the one asked
    if len(spans) != 1:
        return text
    # "the June 2023 quarterly's figure for the year before": the report's period, a year
    # earlier (a month closes the period: "to June 2022", read on the company's calendar)
    start, end = spans[0]
    earlier = _earlier(text[start:end])
    return text if earlier is None else text[:start] + earlier + text[end:]


_YEAR_TOKEN = re.compile(r"(?<!\d)(?:(19|20)(\d\d)|(\d\d))(?!\d)")


def _earlier(period: str) -> str | None:
    """``period`` a year earlier, in its own form ("June 2023" to "to June 2022", "FY23")."""
    if len(_YEAR_TOKEN.findall(period)) != 1:
        return None  # "2023-24": left as written
    m = _YEAR_TOKEN.search(period)
    if m is None:
        return None
    if m.group(3):
        shifted = f"{int(m.group(3)) - 1:02d}"
    else:
        shifted = f"{m.group(1)}{int(m.group(2)) - 1:02d}"
    out = period[: m.start()] + shifted + period[m.end() :]
    return f"to {out}" if re.match(_MONTH, out, re.IGNORECASE) else out
