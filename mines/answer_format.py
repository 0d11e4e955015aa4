"""Wording of the answer format that drafts carry and nodes read back.

Whichever model drafts an answer (the offline model or a hosted one), these phrases mark
what a line says: the fallback, the groundedness check and the answer node look for them.
They live here, not in a model, so a node depends on the format and not on a model.
"""

from __future__ import annotations

NOT_FOUND = "not found in the retrieved annual-report documents"
"""Ends a line whose figure no retrieved document states (and an answer with none)."""
DISAGREEMENT = "(sources disagree)"
"""Tags a figure another source states differently: the answer is not high confidence."""
OVERRIDDEN = "(bundled summary; differs from your report)"
"""Tags a bundled summary's figure that a user's own report states differently."""
PASSAGES = "No single figure was asked for; these passages mention the question's words:"
"""Heads the passages quoted for a question asking for no figure."""
DEFAULT_CLARIFICATION = (
    "Which company (BHP, RIO, FMG, MIN, NST), which fiscal year and which metric?"
)
"""The clarification asked when the router wants one and words none."""
