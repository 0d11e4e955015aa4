"""The tagged prompt format shared by every prompt and the offline model.

Prompts put context first and the question last, each part inside a simple tag, so a
hosted model reads a clearly delimited prompt and the offline model can parse the very
same prompt back.

Every body is data, escaped when it is placed in a prompt (``&``, ``<`` and ``>`` become
entities) and unescaped when it is read back (:func:`read_tag`, :func:`parse_documents`):
a document or a question containing ``</question><question>`` or ``</document>`` cannot
close a tag and start a section of its own.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from mines.documents import Chunk
from mines.inputs import remove_injections

_DOC = re.compile(r"<document (?P<attrs>[^>]*)>\n?(?P<body>.*?)\n?</document>", re.DOTALL)
_ATTR = re.compile(r'(\w+)="([^"]*)"')


def escape_text(body: str) -> str:
    """``body`` with ``&``, ``<`` and ``>`` as entities: text that cannot open or close a tag."""
    return html.escape(body, quote=False)


def tag(name: str, body: str, *, escaped: bool = True) -> str:
    """Wrap ``body`` in ``<name>...</name>``, escaping it (``escaped=False``: already markup)."""
    text = escape_text(body.strip()) if escaped else body.strip()
    return f"<{name}>\n{text}\n</{name}>"


def read_tag(text: str, name: str) -> str | None:
    """The body of the last ``<name>`` section of ``text`` (unescaped), or None."""
    matches = re.findall(rf"<{name}>\n?(.*?)\n?</{name}>", text, re.DOTALL)
    return html.unescape(matches[-1].strip()) if matches else None


def render_documents(chunks: Iterable[Chunk]) -> str:
    """Render chunks as numbered ``<document>`` entries (the number is the citation)."""
    parts = []
    for i, c in enumerate(chunks, start=1):
        attrs = {
            "id": str(i),
            "company": c["company"],
            "fiscal_year": c["fiscal_year"],
            "section": c.get("section") or "",
            "page": "" if c.get("page") is None else str(c["page"]),
            "source": c["source"],
            "period": str(c.get("period") or c["fiscal_year"]),
            "origin": str(c.get("origin") or "user"),
        }
        rendered = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
        # Documents are data, never instructions, and never markup.
        body = escape_text(remove_injections(c["text"].strip()))
        parts.append(f"<document {rendered}>\n{body}\n</document>")
    return tag("documents", "\n".join(parts) if parts else "(none)", escaped=False)


def parse_documents(text: str) -> list[dict[str, str]]:
    """Parse rendered ``<document>`` entries back into attribute dicts with a ``text`` key."""
    docs = []
    for m in _DOC.finditer(text):
        attrs = {k: html.unescape(v) for k, v in _ATTR.findall(m.group("attrs"))}
        attrs["text"] = html.unescape(m.group("body").strip())
        docs.append(attrs)
    return docs
