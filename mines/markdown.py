"""The answer text as Markdown that renders the same in any Markdown client.

The composed answer (``nodes/answer.py``) is plain text with light structure: bold
section headers on their own line (``**Calculation**``, ``**Sources**``), ``- `` list
items, ``> `` quotes and ``[n] source`` lines. Written as is, Markdown clients misread it:
``US$16.87 billion ... (US$`` becomes a formula in clients with math (agent-chat-ui uses
remark-math, where ``$...$`` is inline math), ``~`` pairs strike text out (GFM), and lines
separated by a single newline run together into one paragraph.

:func:`to_markdown` escapes ``$`` and ``~``, puts a blank line between blocks (header,
paragraph line, list, quote) and makes ``[n] source`` lines a list.

Document text reaches the answer (quoted passages, drafts), and a document can hold
Markdown or HTML of its own: an image (``![](https://tracker/beacon)``) a client would
fetch, a link, an autolink, raw HTML. So every ``<`` and every bracket but a citation
(``[3]`` not followed by ``(``, ``[`` or ``:``) is escaped, and so are the ``://`` of a
URL and a ``www.``: no image, link, link reference definition, autolink or HTML survives;
the text still reads the same. It is applied to the
answer **message** only: the ``answer`` state field, the CLI's ``--json`` ``answer``, the
cache and the evals keep the plain text, which :func:`to_plain` gives back from the
Markdown (for a client that only has the message).
"""

from __future__ import annotations

import re

_ESCAPED = re.compile(r"(?<!\\)([$~])")
_UNESCAPE = re.compile(r"\\([$~\\<\[\]:.])")
_CITATION = re.compile(r"\[\d+\](?![(\[:])")
_LINK_SYNTAX = re.compile(r"(?<!\\)[<\[\]]|(?<=[a-z]):(?=//)|(?<=\bwww)\.", re.IGNORECASE)
_LIST = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s")
_QUOTE = re.compile(r"^\s*>")
_HEADER = re.compile(r"^\*\*[^*\n]+\*\*:?$")
_SOURCE = re.compile(r"^\[\d+\]\s")


def _kind(line: str) -> str:
    if not line.strip():
        return "blank"
    if _HEADER.match(line.strip()):
        return "header"
    if _LIST.match(line) or _SOURCE.match(line):
        return "list"
    if _QUOTE.match(line):
        return "quote"
    return "text"


def _needs_blank(prev: str, cur: str, line: str) -> bool:
    """Whether a blank line must separate a ``prev`` line from this ``cur`` line."""
    if prev == "blank" or cur == "blank":
        return False
    if prev == "header" or cur == "header":
        return True
    if cur == "text":
        # After text: its own paragraph. After a list or quote, an unindented line would be
        # a lazy continuation of the item or quote.
        return prev == "text" or not line.startswith((" ", "\t"))
    if cur == "list":
        return prev == "text"
    return prev == "text"  # a quote after a paragraph line


def _inert(line: str) -> str:
    """``line`` with no Markdown image, link, autolink or HTML: their syntax escaped."""
    parts = []
    last = 0
    for citation in _CITATION.finditer(line):  # citations stay as they are
        parts.append(_LINK_SYNTAX.sub(r"\\\g<0>", line[last : citation.start()]))
        parts.append(citation.group())
        last = citation.end()
    parts.append(_LINK_SYNTAX.sub(r"\\\g<0>", line[last:]))
    return "".join(parts)


def to_markdown(text: str) -> str:
    """``text`` as Markdown: ``$``/``~`` escaped, links inert, blocks apart, sources listed."""
    out: list[str] = []
    prev = "blank"
    for raw in text.splitlines():
        line = _inert(_ESCAPED.sub(r"\\\1", raw.rstrip()))
        cur = _kind(line)
        if _SOURCE.match(line):
            line = "- " + line
        if _needs_blank(prev, cur, line):
            out.append("")
        if cur == "blank" and out and not out[-1]:
            continue
        out.append(line)
        prev = cur
    return "\n".join(out).strip("\n")


def to_plain(markdown: str) -> str:
    """Undo :func:`to_markdown`'s escapes (blank lines and ``- `` source bullets stay)."""
    return _UNESCAPE.sub(r"\1", markdown)
