"""The offline model's structured claims: its extractive draft, cited by candidate id.

Answers an ``AnswerClaims`` request (:mod:`mines.figures.claims`) the way the offline
model answers a synthesis: each figure line of its draft becomes a claim citing the
listed candidate that states that value in that document, each not-found line a
``not_found`` claim. It lets the offline model speak the hosted claims protocol (a test
or benchmark plays a well-behaved hosted model with it); the offline synthesis itself
stays the text draft.
"""

from __future__ import annotations

import re
from typing import Any

from mines.answer_format import NOT_FOUND
from mines.figures.claims import NOT_FOUND_ID, read_candidates
from mines.grounding import cited_numbers
from mines.offline.synthesize import synthesize

_LINE = re.compile(r"^- .*?\((?P<company>[A-Z]{2,4})\)(?P<period>, (?:H[12] )?FY\d{4})?.*? — ")


def claims(prompt: str) -> dict[str, Any]:
    """``AnswerClaims`` arguments for the ``<documents>``, ``<candidates>`` and question."""
    found = read_candidates(prompt)
    out: list[dict[str, str]] = []
    for line in synthesize(prompt).splitlines():
        head = _LINE.match(line)
        if head is None:
            continue
        company = head.group("company")
        period = (head.group("period") or "").lstrip(", ")
        measure = line[head.end() :].split(":", 1)[0].strip()
        if NOT_FOUND in line:
            out.append(
                {
                    "company": company,
                    "measure": measure,
                    "period": period,
                    "figure_id": NOT_FOUND_ID,
                }
            )
            continue
        cited = cited_numbers(line)
        for candidate in found:
            value = str(candidate["value"])
            if candidate["company"] == company and candidate["document"] in cited and value in line:
                out.append(
                    {
                        "company": company,
                        "measure": measure,
                        "period": str(candidate["period"]),
                        "figure_id": str(candidate["id"]),
                        "value": value,
                    }
                )
                break
    return {"claims": out}
