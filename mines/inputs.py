"""The one definition of an acceptable question: its cleaning and its length limit.

Shared by the CLI (which rejects bad input with exit code 2) and the safety boundary
(which answers it with a clear message when it arrives through the API).
"""

from __future__ import annotations

import re

MAX_QUESTION_CHARS = 4000
"""Longest question accepted, in characters, after cleaning."""

_SURROGATE = re.compile("[\ud800-\udfff]")


def clean_text(text: str) -> str:
    """Printable text with single spaces: surrogates replaced, control characters dropped."""
    text = _SURROGATE.sub("\ufffd", text)
    text = "".join(ch if ch.isprintable() else " " if ch.isspace() else "" for ch in text)
    return " ".join(text.split())
