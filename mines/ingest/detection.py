"""Which company and reporting period a document reports on.

Company comes from the override argument, else the front matter, else the title, else the
file's name when it names exactly one company ("minres-fy23-results.md"), else the most
frequent company of the first page and then the text. The reporting period (``FY``,
``H1`` or ``H2`` of a fiscal year; RIO's fiscal year is the calendar year) comes from the
override arguments, else the front matter, else the document's own statements
(:func:`mines.figures.periods.document_period`: "year ended 30 June 2024", "half year ended
31 December 2023", "2023 full year"; the cover and first pages weigh most; an undated
document reports the latest period it states up front, a full year over its own halves, a
series of year columns its newest; a release date or
a URL never decides; a results item that names no period is the latest half or year ended
before its date). A document that states no period is
still ingested, undated (chunks with an empty fiscal year); each of its figures keeps the
period it states. Ticker patterns live in :mod:`mines.question.companies`, fiscal-year patterns in
:mod:`mines.question.years`.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from datetime import date

from mines.figures.model import Period
from mines.figures.periods import document_period
from mines.figures.release_dates import date_value
from mines.ingest.reading import IngestError, ParsedDocument
from mines.question.companies import SUPPORTED_TICKERS, find_companies, find_unsupported_companies
from mines.question.years import normalise_fiscal_year

_COMPANY_HINT = "pass --company " + "|".join(SUPPORTED_TICKERS)


def _as_ticker(value: str) -> str | None:
    if value.strip().upper() in SUPPORTED_TICKERS:
        return value.strip().upper()
    found = find_companies(value)
    return found[0] if found else None


def _most_frequent(items: Sequence[str]) -> str | None:
    return Counter(items).most_common(1)[0][0] if items else None


def _file_words(source: str) -> str:
    """A file's name as words: ``minres-fy23-results.md`` -> ``minres fy23 results``."""
    stem = re.split(r"[\\/]", source)[-1].rsplit(".", 1)[0]
    return re.sub(r"[-_.]+", " ", stem)


def detect_company(doc: ParsedDocument, override: str | None = None) -> str:
    """The ticker of the company a document reports on.

    Args:
        doc: The document.
        override: A ticker or name given by the user; wins over detection.

    Returns:
        One of ``SUPPORTED_TICKERS``.

    Raises:
        IngestError: It names another company, or none can be found.
    """
    for given, origin in ((override, "--company"), (doc.front_matter.get("company"), None)):
        if given:
            ticker = _as_ticker(given)
            if ticker is None:
                where = origin or f"the front matter of {doc.source}"
                raise IngestError(
                    f"{where} names company {given!r}, which is not one of "
                    f"{', '.join(SUPPORTED_TICKERS)}"
                )
            return ticker
    in_title = find_companies(doc.title)
    if in_title:
        return in_title[0]
    other = find_unsupported_companies(doc.title)
    if other:
        raise IngestError(
            f"{doc.source} is about {other[0]}, which is not one of the five companies "
            f"covered ({', '.join(SUPPORTED_TICKERS)})"
        )
    in_name = find_companies(_file_words(doc.source))
    if len(in_name) == 1:
        return in_name[0]
    for text in (doc.first_page, doc.text):
        mentions = [t for line in text.split("\n") for t in find_companies(line)]
        best = _most_frequent(mentions)
        if best:
            return best
    raise IngestError(f"could not detect the company of {doc.source}; {_COMPANY_HINT}")


def parse_period(given: str) -> Period | None:
    """``FY2024``, ``H1 FY2024``, ``1H FY24``, ``FY24`` or ``2024`` as a period."""
    text = " ".join(given.upper().replace("HY", "H1").split())
    half = re.match(r"^(?:([12])H|H([12]))\s*(.+)$", text)
    kind = "FY"
    if half:
        kind = f"H{half.group(1) or half.group(2)}"
        text = half.group(3)
    fiscal_year = normalise_fiscal_year(text)
    if fiscal_year is None:
        return None
    return Period(int(fiscal_year[2:]), kind)  # type: ignore[arg-type]


RELEASE_DATE_KEYS = (
    "date",
    "published",
    "published_at",
    "publishedat",
    "published_on",
    "publish_date",
    "publishdate",
    "pubdate",
    "pub_date",
    "release_date",
    "released",
    "released_at",
    "date_published",
    "datepublished",
    "created",
    "created_at",
    "updated",
    "updated_at",
    "last_modified",
    "lastmod",
    "modified",
)
"""Front-matter keys naming when a piece came out: publication before a later edit."""


def front_matter_date(meta: dict[str, str]) -> date | None:
    """The release date a document's front matter gives (``date:``, ``pubDate:``, ...)."""
    for key in RELEASE_DATE_KEYS:
        value = meta.get(key) or meta.get(key.replace("_", "-"))
        released = date_value(value) if value else None
        if released is not None:
            return released
    return None


def _own_period(doc: ParsedDocument, company: str) -> Period | None:
    released = front_matter_date(doc.front_matter)
    own = document_period(doc.period_text or f"{doc.title}\n{doc.text}", company, released)
    return own or document_period(_file_words(doc.source), company, released)


def detect_period(
    doc: ParsedDocument,
    company: str,
    override: str | None = None,
    period_override: str | None = None,
) -> Period | None:
    """The reporting period of a document: ``FY``, ``H1`` or ``H2`` of a fiscal year.

    Priority: ``period_override`` (``"H1 FY2024"``), then ``override`` (a fiscal year: the
    document's own half of that year if it states one, else the full year), then the front
    matter (``period``, else ``fiscal_year``), then the document's own statements ("year
    ended 30 June 2024", "half year ended 31 December 2023", "2023 full year"; the title
    and first page weigh most; comparisons, targets, a release date or a URL never decide,
    see :func:`mines.figures.periods.document_period`).

    Args:
        doc: The document.
        company: Its ticker (RIO's fiscal year is the calendar year).
        override: A fiscal year given by the user.
        period_override: A period given by the user.

    Returns:
        The period, or None when the document states none: it is then ingested undated
        (its chunks have no fiscal year) and each figure keeps the period it states.

    Raises:
        IngestError: An override or front-matter value is not a period.
    """
    sources = (
        (period_override, "--period"),
        (override, "--fiscal-year"),
        (doc.front_matter.get("period"), None),
        (doc.front_matter.get("fiscal_year"), None),
    )
    for given, origin in sources:
        if given:
            period = parse_period(given)
            if period is None:
                where = origin or f"the front matter of {doc.source}"
                raise IngestError(f"{where} gives period {given!r}, which is not a year or half")
            if period.kind == "FY" and origin == "--fiscal-year":
                own = _own_period(doc, company)
                if own is not None and own.year == period.year:
                    return own  # a half-year report of the given year stays a half
            return period
    return _own_period(doc, company)
