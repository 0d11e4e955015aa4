"""The lines of any page, PDF or plain text: normalised, and told apart from its content.

* :func:`normalise_text` folds compatibility characters (NFKC) except superscript and
  subscript digits, so a footnote marker stays apart from its word ("Net debt¹", never
  "Net debt1").
* :func:`furniture_lines` finds running headers and footers (the same line on most pages)
  and :func:`is_page_number` lines such as "Page 3" or "- 12 -"; :func:`is_url_line` and
  :func:`is_date_line` a line that is only a URL or a date.
* :func:`looks_like_heading` tells a section heading from other short lines, rejecting
  category words glued together ("Basic MaterialsBalancedLarge Cap").
* :func:`pick_title` is the first line that is not a URL, a date or page furniture.

Shared by the PDF and the text readers (:mod:`mines.ingest.reading`,
:mod:`mines.text_reading`). Pure: no I/O.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Sequence

from mines.numbers import MONTH_PATTERN

_KEEP = re.compile(r"[\u00b9\u00b2\u00b3\u2070-\u209f]+")
"""Superscript and subscript digits and signs: kept as printed (footnote markers)."""
PIPE_ROW = re.compile(r"^\s*\|.*\|\s*$")
"""A row of a pipe table (``| a | b |``): a table's, never a running header or a title."""
_PAGE_NUMBER = re.compile(
    r"^\W*(?:page\s+)?\d{1,4}(?:\s*(?:of|/)\s*\d{1,4})?\W*$|^.{0,80}\|\s*page\s+\d{1,4}\s*$",
    re.IGNORECASE,
)
_URL = re.compile(r"^\s*(?:<?https?://|www\.)\S+\s*$|^\s*\S+\.(?:com|org|net|au|io)/\S*\s*$", re.I)
_DATE_LINE = re.compile(
    rf"^\W*(?:(?:released|published|date[d]?|updated|sydney|perth|melbourne|london|"
    rf"brisbane)\W+)*(?:\w+day,?\s+)?(?:\d{{1,2}}\s+{MONTH_PATTERN},?\s+\d{{4}}|{MONTH_PATTERN}\s+"
    rf"\d{{1,2}},?\s+\d{{4}}|\d{{4}}-\d{{2}}-\d{{2}}|\d{{1,2}}/\d{{1,2}}/\d{{2,4}})\W*$",
    re.IGNORECASE,
)
_GLUED = re.compile(r"[a-z][A-Z][a-z]")
_SECTION_KEYWORDS = ("highlights", "financial review", "operations", "dividends", "outlook")
_SMALL_WORDS = frozenset("a an and as at by for in of on or the to vs with".split())
_DIGITS = re.compile(r"\d+")
_EDGE = "edge:"


def normalise_text(text: str) -> str:
    """Normalise text for hashing and chunking.

    Unicode NFKC except superscript/subscript digits (footnote markers stay as printed),
    Unix newlines, no trailing spaces, at most one blank line in a row; form feeds (page
    breaks) are kept.

    Args:
        text: Raw text.

    Returns:
        The normalised text.
    """
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    parts: list[str] = []
    last = 0
    for m in _KEEP.finditer(text):
        parts.append(unicodedata.normalize("NFKC", text[last : m.start()]))
        parts.append(m.group(0))
        last = m.end()
    parts.append(unicodedata.normalize("NFKC", text[last:]))
    text = "".join(parts).lstrip("\ufeff")
    lines = [line.rstrip(" \t") for line in text.split("\n")]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def is_page_number(line: str) -> bool:
    """Whether a line is only a page number ("3", "Page 3", "- 3 -", "Report | Page 3")."""
    return bool(_PAGE_NUMBER.match(line.strip()))


def is_url_line(line: str) -> bool:
    """Whether a line is only a URL."""
    return bool(_URL.match(line))


def is_date_line(line: str) -> bool:
    """Whether a line is only a date ("21 February 2024", "Released 21 February 2024")."""
    return bool(_DATE_LINE.match(line.strip()))


def _furniture_key(line: str) -> str:
    return _DIGITS.sub("#", " ".join(line.split()).lower())


def furniture_lines(pages: Sequence[Sequence[str]]) -> frozenset[str]:
    """Keys of lines repeated on most pages (running headers and footers).

    Args:
        pages: The lines of each page.

    Returns:
        Keys (see :func:`is_furniture`) of lines found on at least half of the pages,
        when there are three pages or more.
    """
    if len(pages) < 3:
        return frozenset()
    counts: Counter[str] = Counter()
    for lines in pages:
        counts.update({_furniture_key(ln) for ln in lines if ln.strip() and not PIPE_ROW.match(ln)})
    need = max(3, (len(pages) + 1) // 2)
    return frozenset(k for k, n in counts.items() if n >= need and any(c.isalpha() for c in k))


def _edge_key(line: str) -> str:
    """The first words of a line: a running header that ends in the section's name."""
    return " ".join(_furniture_key(line).split()[:4])


def is_furniture(line: str, keys: frozenset[str], edge: bool = False) -> bool:
    """Whether ``line`` is one of the repeated lines found by :func:`furniture_lines`.

    Args:
        line: The line.
        keys: What :func:`furniture_lines` found.
        edge: The line is among the first or last two of its page, where a running header
            whose end changes from page to page ("Annual Report 2024 | Dividends") is
            recognised by its first words.

    Returns:
        True for page furniture.
    """
    if not keys:
        return False
    if _furniture_key(line) in keys:
        return True
    return edge and len(line.split()) <= 16 and (_EDGE + _edge_key(line)) in keys


def looks_like_heading(line: str) -> bool:
    """Whether a line of plain text (or PDF text) looks like a section heading.

    A heading starts with a known section keyword (Highlights, Financial review,
    Operations, Dividends, Outlook), or is a short title-case or upper-case line without
    figures or a closing full stop. Words glued together ("MaterialsBalanced"), URLs,
    dates and page numbers are never headings.

    Args:
        line: One line.

    Returns:
        True for a heading.
    """
    text = line.strip().rstrip(":").strip()
    words = text.split()
    if not words or len(words) > 8 or len(text) > 60 or text[-1] in ".,;!?|":
        return False
    if _GLUED.search(text) or "|" in text or is_url_line(text) or is_page_number(text):
        return False
    if text.lower().startswith(_SECTION_KEYWORDS):
        return True
    if any(ch.isdigit() for ch in text) or not words[0][0].isupper():
        return False
    if text.isupper() and any(ch.isalpha() for ch in text):
        return True
    return all(w[0].isupper() or w.lower() in _SMALL_WORDS for w in words if w[0].isalpha())


def pick_title(lines: Sequence[str], furniture: frozenset[str] = frozenset()) -> str:
    """The document's title: its first line that is not a URL, a date, a page number.

    Args:
        lines: The document's first lines.
        furniture: Keys of running headers and footers (kept: a running header is a title).

    Returns:
        The title, or ``""``.
    """
    candidates = [
        ln.strip()
        for ln in lines
        if ln.strip()
        and not is_url_line(ln)
        and not is_date_line(ln)
        and not is_page_number(ln)
        and not PIPE_ROW.match(ln)
    ]
    del furniture  # a running header names the document well; URLs and dates never do
    return next(iter(candidates), "")
