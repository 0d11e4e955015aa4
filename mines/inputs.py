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


INJECTION = re.compile(
    r"(ignore|disregard|forget|override)\s+(all\s+|any\s+|the\s+|your\s+)?(previous|prior|above|earlier|"
    r"system|former)?\s*(instructions?|prompts?|rules?|directions?)|"
    r"\b(reveal|show|print|repeat|tell me)\b[^.?!]*"
    r"\b(system prompt|your (instructions|prompt|rules))|"
    r"\byou are now\b|\bdeveloper mode\b|\bjailbreak\b|\bact as (an? )?(unrestricted|different)|"
    r"忽略(之前|以上|所有)?的?(指令|提示|规则)|系统提示",
    re.IGNORECASE,
)
"""Instruction-override attempts, in a question or in an ingested document."""

_SENTENCE_END = re.compile(r"(?<=[.?!])\s+|(?<=[。？！])")


def strip_injection(text: str) -> str:
    """Remove the sentences that try to override instructions."""
    parts = _SENTENCE_END.split(text)
    return " ".join(p.strip() for p in parts if p.strip() and not INJECTION.search(p))


def remove_injections(text: str) -> str:
    """``strip_injection`` line by line, keeping the lines (and so the layout) of a document.

    Documents are data: a sentence in a report that tells the model to do something is
    dropped before any model, hosted or offline, reads the document.
    """
    if not INJECTION.search(text):
        return text
    return "\n".join(
        strip_injection(line) if INJECTION.search(line) else line for line in text.split("\n")
    )
