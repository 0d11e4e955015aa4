"""Words of a result that date a piece which prints no period: "full-year results", "interim".

A press piece often names its period only as an analyst would hear it: "its full-year
results", "the June-year numbers", "annual profit", "its December-half result", "the
interim result", "first-half earnings", or only "results season". With the date the piece
came out (:mod:`mines.figures.release_dates`), such a cue names the reporting period just
ended on the company's own calendar (``mines.figures.model.year_end_month``): a June-year
company reporting in August reports the year to June, in February the half to December;
RIO reporting in February reports the calendar year just ended, in July the half to June.

A cue names a period only when it agrees with the season of the date: "full-year results"
in a February piece about a June-year company is a year still to come or long past, and a
wrong period is worse than none, so it names nothing. A cue that says no kind ("results
season", "posted its results") names the period just ended only within a reporting season
(:data:`RESULTS_LAG_DAYS` after its close). Without a date, or a cue, nothing is guessed.

Pure; every pattern is compiled once.
"""

from __future__ import annotations

import re
from datetime import date

from mines.figures.model import Period, year_end_month
from mines.figures.period_forms import MONTHS, close_before
from mines.numbers import MONTH_PATTERN

_RESULT_WORDS = (
    r"(?:report|results?|accounts|profits?|earnings|loss|numbers|figures|scorecard|"
    r"net\s+profit|underlying|statutory|revenue|sales|ebitda)"
)

HALF_CUE = re.compile(
    r"appendix\s+4d|half[\s-]*year(?:ly)?\s+(?:financial\s+)?(?:report|results?|accounts|profit|"
    r"earnings|loss|numbers|figures)|interim\s+(?:financial\s+)?(?:report|results?|accounts|"
    r"profit|earnings|loss|numbers|figures)|"
    rf"first[\s-]half\s+(?:[a-z]+\s+){{0,2}}?{_RESULT_WORDS}\b|"
    r"six\s+months\s+(?:to|ended|ending)\b|"
    # an amount or a result "for the half", as the press closes one
    r"(?:\d(?:\s*(?:billion|million|bn|m)\b)?|\b(?:profit|loss|earnings|revenue|result))\s+"
    r"for\s+the\s+(?:first\s+|december\s+|june\s+)?half\b",
    re.IGNORECASE,
)
"""Words of a half-year result: "interim result", "first-half statutory profit"."""


FULL_CUE = re.compile(
    r"appendix\s+4e|annual\s+(?:financial\s+)?report|full[\s-]+year\s+(?:financial\s+)?"
    r"(?:report|results?|accounts|profits?|earnings|loss|net\s+profit|underlying|numbers|"
    r"figures|scorecard)|"
    r"annual\s+(?:net\s+|underlying\s+|statutory\s+)?(?:results?|profits?|earnings|loss|"
    r"numbers|figures)|"
    r"preliminary\s+final\s+report|"
    # an amount or a result "for the year," as the press closes one: "$US12.4 billion for
    # the year", "swung to a loss for the year" (never "the year ahead", "the year ended")
    r"(?:\d(?:\s*(?:billion|million|bn|m)\b)?|\b(?:profit|loss|earnings))\s+for\s+the\s+"
    r"(?:full\s+|financial\s+)?year\b(?!\s+(?:ahead|to\s+come|ended|ending|to)\b)",
    re.IGNORECASE,
)
"""Words of a full-year result: "full-year results", "annual profit", "$X for the year"."""


_PAYMENT = (
    r"(?:(?:fully[\s-]+|un)?franked\s+|ordinary\s+|cash\s+)?(?:and\s+special\s+)?"
    r"(?:dividends?|pay-?outs?|distributions?)\b"
)
"""A payment to shareholders: "dividend", "fully franked payout", "and special dividends"."""

_KIND_NOUN = (
    rf"(?:{_RESULT_WORDS}\b|{_PAYMENT}|(?:free\s+)?cash\s+flows?\b|shipments\b|production\b|"
    r"output\b|tally\b|total\b)"
)
"""A noun a kind of period qualifies as a result: "profit", "payout", "shipments"."""

_NOT_A_RESULT = (
    r"(?:guidance|outlook|forecasts?|targets?|estimates?|budgets?|expectations?|consensus|"
    r"plans?|ahead|to|of|and|or|in|on|at|is|was|will|would|mark|point|highs?|lows?)\b"
)
"""Words after a kind's adjective that are no result of it: "full-year guidance", "the
half-year mark", "first-half of" (a noun misspelt)."""

_SPAN_END = r"\b(?![\s,]+(?:ahead|to\s+come|to|ended|ending|before|earlier)\b)"
"""The end of a span the press closes with no date: never "the six months ahead"."""

_SPAN = r"\b(?:for|over|in|across|during)\s+the\s+"


def _marks(payment: str, adjective: str, spaced: str, span: str, *more: str) -> re.Pattern[str]:
    """The press's words of one kind of result, each a pattern's source.

    ``payment``: the word of the dividend declared with it ("interim"); ``adjective``: the
    kind hyphenated before any noun that is a result ("first-half shipments"); ``spaced``:
    the kind written apart, only before a noun of a result ("first half profit", never
    "in the first half the miner"); ``span``: the span it covers after "for the", "over
    the" ("the six months"), closed with no date; ``more``: words of this kind alone.
    """
    return re.compile(
        "|".join(
            (
                rf"\b{payment}\s+{_PAYMENT}",
                rf"\b{adjective}\s+(?!{_NOT_A_RESULT})[a-z][\w-]*",
                rf"\b{spaced}\s+{_KIND_NOUN}",
                rf"{_SPAN}{span}{_SPAN_END}",
                *more,
            )
        ),
        re.IGNORECASE,
    )


HALF_MARK = _marks(
    "interim",
    r"(?:half-year(?:ly)?|first-half)",
    r"(?:half\s+year(?:ly)?|first\s+half|six[\s-]month)",
    r"(?:(?:first\s+|december\s+|june\s+)?half(?:[\s-]+year)?|(?:first\s+)?six\s+months)",
)
"""Words of the press that mark a half-year result: "interim payout", "half-year dividend",
"first-half shipments", "six-month profit", "for the half", "over the six months"."""


FULL_MARK = _marks(
    "final",  # RIO's final dividend comes with its calendar year
    "full-year",
    r"(?:full\s+year|(?:twelve|12)[\s-]month)",
    r"(?:twelve|12)\s+months",
    # "annual" names a result or a payment, never a capacity ("annual output of 5 Mt")
    rf"\bannual\s+(?:net\s+|underlying\s+|statutory\s+|free\s+)?(?:{_RESULT_WORDS}\b|"
    rf"{_PAYMENT}|cash\s+flows?\b)",
    # the year's sum: "the year's total", "the year's dividends"
    r"\byear['’]?s\s+(?:total|tally|dividends?|pay-?outs?|distributions?)\b",
)
"""Words of the press that mark a full-year result: "final dividend", "full-year payout",
"annual revenue", "over the twelve months", "the year's total"."""


RESULTS_CUE = re.compile(
    r"\b(?:results?|reporting|earnings)\s+(?:season|week)\b|\bresults\s+day\b|"
    r"\b(?:reported|posted|released|delivered|unveiled|handed\s+down|opened)\s+"
    r"(?:its|their|the)\s+(?:latest\s+)?(?:results|numbers|earnings|accounts|books)\b",
    re.IGNORECASE,
)
"""Words of a result that say no kind: "results season", "posted its results"."""


MONTH_CUE = re.compile(
    rf"(?<![A-Za-z])(?P<m>{MONTH_PATTERN})[\s-]+(?P<k>half|year)(?:[\s-]+year)?(?![A-Za-z])"
    r"(?![\s-]*end\b)"
    r"(?![\s,'-]*(?:(?:19|20)?\d\d(?!\d)|(?:of\s+)?(?:the\s+)?(?:FY|financial|fiscal)))",
    re.IGNORECASE,
)
"""A period named by its closing month without its year: "the June-year numbers", "its
December-half result" (a year or a fiscal year after it is read elsewhere)."""


_NOT_JUST_ENDED = re.compile(
    r"\b(?:from|than|versus|vs\.?|compared\s+(?:with|to)|since|by|until|before|ahead\s+of|"
    r"below|above|against|beats?|exceed\w*|eclips\w*|"
    r"next|coming|upcoming|current|last|prior|previous|expected|expects?|forecasts?|"
    r"guidance|outlook|targets?|preview(?:ing)?)"
    # what may stand between: "from last year's", "than the A$1.08", "on the prior period's"
    r"(?:\s+(?:the|its|their|a|an|of|year['’]?s|half['’]?s|period['’]?s|corresponding|same|"
    r"comparable|record|[A-Z]{0,2}\$?\d[\d.,]*(?:c|¢|bn|m)?|cents?|us))*\s*$",
    re.IGNORECASE,
)
"""Words before a cue that make it a comparison or a result still to come: "up from its
December-half result", "ahead of its full-year results", "the current June year"."""


_EARLIER = re.compile(
    r"\s*,?\s*(?:(?:paid|declared|reported|posted|of)\s+)?(?:a\s+year\s+(?:ago|earlier|before)|"
    r"the\s+(?:year|half)\s+before|last\s+(?:year|half|time)\b|(?:in|for)\s+the\s+"
    r"(?:prior|previous|corresponding)\b)",
    re.IGNORECASE,
)
"""Words right after a cue that put it in the past: "the final dividend a year earlier",
"its interim payout last year" (never "its full-year results last week")."""


def counted(text: str, m: re.Match[str]) -> bool:
    """Whether the cue ``m`` in ``text`` speaks of the result a piece reports."""
    return not (
        _NOT_JUST_ENDED.search(text, max(0, m.start() - 40), m.start())
        or _EARLIER.match(text, m.end())
    )


_TO_COME = re.compile(
    r"[^.;!?\n]{0,80}?\b(?:guidance|outlook|forecasts?|expected|expects?|targets?|targeted|"
    r"estimates?|budget(?:ed)?|projected|anticipated|predicted)\b",
    re.IGNORECASE,
)
"""Words later in a clause that make its result one to come: "full-year shipments are
forecast to rise" (never "will", which pays a dividend declared: "will be paid")."""


def reported(text: str, m: re.Match[str]) -> bool:
    """Whether the press's words ``m`` of a result's kind speak of one reported."""
    return counted(text, m) and not _TO_COME.match(text, m.end())


RESULTS_LAG_DAYS = 100
"""A results season: the weeks after a half or year closes in which it is reported."""


def month_cue_close(m: re.Match[str]) -> tuple[int, str] | None:
    """The closing month and kind (``half``/``full``) a :data:`MONTH_CUE` names."""
    month = MONTHS.get(m.group("m").lower()[:3])
    if month is None:
        return None
    return month, "half" if m.group("k").lower() == "half" else "full"


def just_ended(company: str, on: date) -> Period:
    """The half or year of ``company`` closed last before ``on`` (RIO's December: its year)."""
    end = year_end_month(company)
    mid = 12 if end == 6 else 6
    candidates = [
        p
        for month, kind in ((end, "full"), (mid, "half"))
        if (p := close_before(month, kind, company, on)) is not None
    ]
    return max(candidates, key=lambda p: (p.end(company), p.kind == "FY"))


def cued_period(
    on: date | None, company: str, half: bool, full: bool, any_kind: bool
) -> Period | None:
    """The period just ended that the cues of a piece dated ``on`` name, or None.

    ``half`` and ``full`` say whether words of a half-year or a full-year result were
    read, ``any_kind`` whether words of a result of no stated kind were. A cue of one kind
    names the period just ended only when it is of that kind (a June-year company's
    "annual profit" in August, its "interim result" in February); cues of both kinds name
    the period just ended whatever it is (a results piece looks back on the earlier half
    too); a cue of no kind names it only within :data:`RESULTS_LAG_DAYS` of its close.
    """
    if on is None or not (half or full or any_kind):
        return None
    latest = just_ended(company, on)
    if half and full:
        return latest
    if half or full:
        return latest if (latest.kind != "FY") == half else None
    close = latest.end(company)
    return latest if (on - close).days <= RESULTS_LAG_DAYS else None
