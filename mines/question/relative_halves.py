"""A half named by its distance from a half the question writes, spelt as the half it means.

"the half before the December 2024 half" is the half closing in June 2024; "the same half a
year earlier than H1 FY25" and "the prior corresponding period to 1H FY25" are H1 FY2024;
"the half preceding the six months to 31 December 2023" is the June 2023 half. Without this
the written half alone was read, and the asked half's neighbour answered. The half meant is
spelt in the anchor's own form (a month-named half stays one, a fiscal label stays one), so
each company's calendar reads it as it reads any half written outright.

Pure: regular expressions over the question's words.
"""

from __future__ import annotations

import re

from mines.numbers import MONTH as _MONTH

_MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)
_YEAR = r"(?:19|20)\d\d(?!\d)"
_SHORT = r"(?:(?:19|20)?\d\d)(?!\d)"
_DAY = r"(?:\d{1,2}(?:st|nd|rd|th)?\s+)?"
_HALF_NOUN = r"(?:half(?:[\s-]+year)?|six[\s-]+months?(?:\s+period)?|interim\s+period)"

_ANCHOR = (
    # "the December 2024 half", "the June 2023 half-year"
    rf"(?:the\s+)?(?P<m1>{_MONTH})\s+(?P<y1>{_YEAR})\s+{_HALF_NOUN}"
    # "the half-year ended 31 December 2023", "the six months to June 2024", "the one ended ..."
    rf"|(?:the\s+)?(?:{_HALF_NOUN}|one)\s+(?:ended|ending|to|through|closing)\s+(?:on\s+)?"
    rf"{_DAY}(?P<m2>{_MONTH})\s+(?P<y2>{_YEAR})"
    # "H1 FY25", "1H FY2025", "1HFY25", "1H25", "HY25" is no half named
    rf"|(?P<h3>[12]H|H[12])\s*(?:FY\s*'?)?(?P<y3>{_SHORT})"
    # "the first half of FY25", "the second half of fiscal 2024"
    rf"|(?:the\s+)?(?P<w4>first|second)\s+half\s+of\s+(?:the\s+)?(?:FY\s*'?|fiscal\s+(?:year\s+)?)"
    rf"(?P<y4>{_SHORT})"
)
_TO = (
    r"\s+(?:(?:immediately|just)\s+)?"
    r"(?:than|to|of|for|before|preceding|prior\s+to|from|vs\.?|versus)\s+"
)
"""The word joining the distance to the half it is from; a half after a comma names the
period itself ("the previous corresponding period, the half to December 2023")."""
_ONE_HALF_BACK = (
    rf"(?:the\s+)?(?:{_HALF_NOUN})(?=\s+(?:immediately\s+|just\s+)?(?:before|preceding|prior\s+to))"
    rf"|(?:the\s+)?(?:previous|preceding|prior)\s+(?:{_HALF_NOUN})(?=\s+(?:to|before))"
)
_YEARS_BACK = (
    rf"(?:the\s+)?(?:same|corresponding|comparable|equivalent)\s+(?:{_HALF_NOUN}|period)"
    rf"(?:\s+(?:of|in)\s+the\s+(?:prior|previous|preceding)\s+year)?\s*"
    r"(?:(?P<n>a|one|two|three|[1-3])\s+years?(?:\s+(?:earlier|prior|back)|(?=\s+before)))?"
    r"|(?:the\s+)?(?:prior|previous)\s+corresponding\s+(?:period|half)|(?:the\s+)?pcp"
)
_OWNER = r"(?:(?:the\s+)?(?-i:[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3})['’]s?\s+|its\s+)?"
"""Whose half the anchor is ("... to Northern Star's December 2024 half", "... than its H1
FY25"): the owner's possessive stands between the joining word and the half it names."""
_RELATIVE = re.compile(
    rf"(?P<rel>(?P<one>{_ONE_HALF_BACK})|(?P<yrs>{_YEARS_BACK})){_TO}{_OWNER}(?P<anchor>{_ANCHOR})",
    re.IGNORECASE,
)
_POSSESSIVE = re.compile(
    rf"(?P<anchor>{_ANCHOR})['’]s?\s+(?P<rel>(?P<yrs>(?:prior|previous)\s+corresponding\s+"
    rf"(?:period|half)|pcp|comparative(?:\s+(?:period|half))?))(?P<one>(?!))?",
    re.IGNORECASE,
)
""""1H FY25's prior corresponding period": the anchor first."""
_COUNT = {"a": 1, "one": 1, "two": 2, "three": 3}


def spell_relative_halves(text: str) -> str:
    """``text`` with each half named relative to a written half spelt as the half it means.

    "the half before the December 2024 half" becomes "the June 2024 half"; "the same half a
    year earlier than H1 FY25" and "the prior corresponding period to 1H FY25" become "H1
    FY2024"; "the same half two years earlier than the June 2024 half" "the June 2022 half".
    "The same half" with no distance named ("the same half of the prior year to ...") is a
    year back. Text with no such words is returned as it is.
    """
    for pattern in (_RELATIVE, _POSSESSIVE):
        text = pattern.sub(_spelt, text)
    return text


def _spelt(m: re.Match[str]) -> str:
    months = 6 if m.group("one") else 12 * _years(m)
    meant = _stepped(m, months)
    return m.group(0) if meant is None else meant


def _years(m: re.Match[str]) -> int:
    count = m.groupdict().get("n")
    if not count:
        return 1
    return int(count) if count.isdigit() else _COUNT[count.lower()]


def _full_year(token: str) -> int:
    return int(token) if len(token) == 4 else 2000 + int(token)


def _stepped(m: re.Match[str], months: int) -> str | None:
    """The anchor ``months`` earlier, in the anchor's own form."""
    month = m.group("m1") or m.group("m2")
    if month:
        year = int(m.group("y1") or m.group("y2"))
        number = next(i for i, name in enumerate(_MONTHS) if name.startswith(month.lower()[:3]))
        total = year * 12 + number - months
        return f"the {_MONTHS[total % 12].capitalize()} {total // 12} half"
    if m.group("h3"):
        half, year = (2 if "2" in m.group("h3") else 1), _full_year(m.group("y3"))
    elif m.group("w4"):
        half, year = (2 if m.group("w4").lower() == "second" else 1), _full_year(m.group("y4"))
    else:
        return None
    index = year * 2 + half - 1 - months // 6  # halves counted from year 0's first
    return f"H{index % 2 + 1} FY{index // 2}"
