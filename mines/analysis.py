"""Helpers for the per-turn analysis record (version-tagged, for debugging and analytics)."""

from __future__ import annotations

ANALYSIS_VERSION = "2026-11-29.2"
"""Bumped whenever the shape or meaning of the analysis record changes."""
