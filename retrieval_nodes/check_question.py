"""Check the question of the ``retrieval`` graph served on its own, before any pattern runs.

The supervisor hands the subgraph a question its safety boundary already cleaned and
bounded; a caller of the standalone ``retrieval`` assistant (REST, crons, MCP, Studio)
hands it anything. The question is cleaned (:func:`mines.inputs.clean_text`) and held to
the chat limit (:data:`mines.inputs.MAX_QUESTION_CHARS`): a longer question, or one that is
not text, ends the run with a clear message as its draft, so slot extraction, retrieval
and grading never see it. The API refuses such a run before it starts (``web/auth.py``);
this node covers every other way in. A ``request`` sent with the question is dropped: the
question alone is read into the request (``query_rewrite``), as it is for the supervisor.
"""

from __future__ import annotations

from typing import Any

from mines.inputs import clean_text, question_problem
from mines.state import RetrievalState


def check_question(state: RetrievalState) -> dict[str, Any]:
    """Clean the question, or refuse it (``refusal`` set, the draft says why)."""
    question = state.get("question")
    problem = question_problem(question)
    if problem:
        return {
            "refusal": problem,
            "draft": f"Question refused: {problem}.",
            "cited": [],
            "grounded": None,
            "unsupported_claims": [],
            "verified_claims": 0,
            "unverified_figures": 0,
            "withheld_claims": [],
            "request": {},
        }
    return {"refusal": "", "question": clean_text(question or ""), "request": {}}
