"""Number-level groundedness: every figure must appear in what it cites.

Used by ``grade_answer`` (the draft against its documents) and by ``answer`` (the final
text against its sources and calculator results). Claim labels are at most eight words
and contain no figures, because they are reused as retrieval terms.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.numbers import Figure, find_figures, is_supported
from mines.slots import METRIC_LABELS, extract_slots

_CITATION = re.compile(r"\[(\d+)\]")
MAX_LABEL_WORDS = 8


def strip_citations(text: str) -> str:
    """Blank out ``[n]`` markers so citation numbers are not read as figures."""
    return _CITATION.sub(lambda m: " " * len(m.group(0)), text)


def cited_numbers(text: str) -> list[int]:
    """Citation numbers used in ``text``, in order of first use."""
    return list(dict.fromkeys(int(n) for n in _CITATION.findall(text)))


def claim_label(line: str) -> str:
    """A short label for the claim a line makes: ``RIO FY2025 revenue`` (no figures)."""
    slots = extract_slots(line)
    parts = [*slots.companies[:1], *slots.fiscal_years[:1]]
    parts += [METRIC_LABELS[m] for m in slots.metrics[:1]]
    label = " ".join(parts) or "unsupported figure"
    return " ".join(label.split()[:MAX_LABEL_WORDS])


def unsupported_claims(
    text: str, documents: Sequence[str], extra_values: Sequence[float] = ()
) -> list[tuple[str, Figure]]:
    """``(label, figure)`` for each figure of ``text`` its citations (or sources) do not hold.

    A line that cites ``[n]`` must be supported by those documents; a line without
    citations by any document or a calculator result.
    """
    found: list[tuple[str, Figure]] = []
    all_evidence = [f for d in documents for f in find_figures(d)]
    for line in text.splitlines():
        figures = find_figures(strip_citations(line))
        if not figures:
            continue
        cited = [int(n) for n in _CITATION.findall(line)]
        if cited:
            evidence = [
                f for n in cited if 1 <= n <= len(documents) for f in find_figures(documents[n - 1])
            ]
        else:
            evidence = all_evidence
        for figure in figures:
            if not is_supported(figure, evidence, extra_values):
                found.append((claim_label(line), figure))
    return found


def grade(n_unsupported: int) -> tuple[str, str]:
    """``(grounded, confidence)`` from the count of unsupported claims."""
    if n_unsupported == 0:
        return "yes", "high"
    if n_unsupported <= 3:
        return "partial", "medium"
    return "no", "low"
