"""Shared test helpers (OpenAI-compatible stub server, ...)."""
