"""Helpers for the per-turn analysis record (version-tagged, for debugging and analytics)."""

from __future__ import annotations

from typing import Any

ANALYSIS_VERSION = "2026-11-29.1"
"""Bumped whenever the shape or meaning of the analysis record changes."""


def layer_entry(node: str, layer: str, errors: list[str] | None = None) -> dict[str, Any]:
    """``analysis`` update recording which model layer answered ``node``."""
    entry: dict[str, Any] = {"layer": layer}
    if errors:
        entry["errors"] = errors[:3]
    return {f"layer:{node}": entry}
