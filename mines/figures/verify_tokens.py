"""Words of a label as the verifier compares them: lower-case tokens and their roots."""

from __future__ import annotations

import re


def tokens(text: str) -> list[str]:
    """The lower-case words and numbers of ``text`` ("&" read as "and")."""
    return re.findall(r"[a-z0-9%]+", text.lower().replace("&", " and "))


def root(word: str) -> str:
    """A verb's or noun's root, enough to tell "hands"/"handed" and "returning"/"returned"."""
    for end in ("ing", "ed", "es", "s", "e"):
        if word.endswith(end) and len(word) - len(end) >= 3:
            return word[: -len(end)]
    return word
