"""The currency a question asks a figure in, and the one a figure is in: one qualifier axis.

"What was Northern Star's realised gold price in US dollars?" asks a US$ figure: the A$
price it reports is a neighbour in another currency, never the answer (nothing converts
it). A question naming no currency leaves the axis open; a figure whose currency is not
known (a bare count, a percentage) states none, so only two known currencies can conflict
(:func:`mines.figures.qualifier_conflicts.conflicts`).

Pure: the question's currency words are read by :func:`mines.question.operations.find_currencies`.
"""

from __future__ import annotations

from mines.question.operations import find_currencies

CURRENCY_AXIS = "currency"


def asked_currency(words: str) -> dict[str, frozenset[str]]:
    """``{"currency": {...}}`` for the currencies ``words`` name ("in Australian dollars")."""
    named = find_currencies(words)
    return {CURRENCY_AXIS: frozenset(named)} if named else {}


def stated_currency(currency: str | None) -> dict[str, frozenset[str]]:
    """``{"currency": {code}}`` for a figure or claim in a known currency, else nothing."""
    return {CURRENCY_AXIS: frozenset({currency})} if currency in {"USD", "AUD"} else {}
