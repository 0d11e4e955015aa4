"""Retrieval agent: runs the retrieval subgraph and maps its output into the supervisor state.

The subgraph keeps its own keys (a subgraph sharing an ``operator.add`` key with its parent
would repeat the parent's values), so this node translates in both directions.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from graph.state import MainState


def make_retrieval_agent(subgraph: Any) -> Callable[[MainState], dict[str, Any]]:
    """A node that runs ``subgraph`` (kept in the closure so Studio's xray can draw it)."""

    def retrieval_agent(state: MainState) -> dict[str, Any]:
        """Run the retrieval subgraph on the enriched query (config and context are inherited)."""
        out = subgraph.invoke({"question": state.get("enriched_query", "")})
        return {
            "report_answer": out.get("draft", ""),
            "report_sources": out.get("cited", []),
            "report_grounded": out.get("grounded"),
            "unsupported_claims": out.get("unsupported_claims", []),
            "model_calls": out.get("model_calls", 0),
            "analysis": {"retrieval": out.get("layers", {})},
        }

    return retrieval_agent
