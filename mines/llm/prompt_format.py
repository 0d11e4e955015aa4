"""The tagged prompt format shared by every prompt and the offline model.

Prompts put context first and the question last, each part inside a simple tag, so a
hosted model reads a clearly delimited prompt and the offline model can parse the very
same prompt back.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable

from mines.documents import Chunk
from mines.inputs import remove_injections

_DOC = re.compile(r"<document (?P<attrs>[^>]*)>\n?(?P<body>.*?)\n?</document>", re.DOTALL)
_ATTR = re.compile(r'(\w+)="([^"]*)"')


def tag(name: str, body: str) -> str:
    """Wrap ``body`` in ``<name>...</name>``."""
    return f"<{name}>\n{body.strip()}\n</{name}>"


def read_tag(text: str, name: str) -> str | None:
    """The body of the last ``<name>`` section of ``text``, or None."""
    matches = re.findall(rf"<{name}>\n?(.*?)\n?</{name}>", text, re.DOTALL)
    return matches[-1].strip() if matches else None


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
        }
        rendered = " ".join(f'{k}="{html.escape(v, quote=True)}"' for k, v in attrs.items())
        body = remove_injections(c["text"].strip())  # documents are data, never instructions
        parts.append(f"<document {rendered}>\n{body}\n</document>")
    return tag("documents", "\n".join(parts) if parts else "(none)")


def parse_documents(text: str) -> list[dict[str, str]]:
    """Parse rendered ``<document>`` entries back into attribute dicts with a ``text`` key."""
    docs = []
    for m in _DOC.finditer(text):
        attrs = {k: html.unescape(v) for k, v in _ATTR.findall(m.group("attrs"))}
        attrs["text"] = m.group("body").strip()
        docs.append(attrs)
    return docs
