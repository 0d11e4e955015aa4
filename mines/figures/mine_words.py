"""The verb "mine" (what a company dug up) apart from the noun "mine" (a place, an asset).

"How much copper did it mine", "copper mined" state production. "Payments for mine
development", "mine closure provisions", "the Escondida mine", "mine site costs" name the
mine as a place or an asset that money is spent on: no production.

Pure: a pattern fragment for the production head (:mod:`mines.figures.qualifier_axes`).
"""

from __future__ import annotations

_MINE_NOUN_BEFORE = (
    r"(?<!\bthe\s)(?<!\ba\s)(?<!\bits\s)(?<!\beach\s)(?<!\bthis\s)(?<!\bthat\s)"
    r"(?<!\bnew\s)(?<!\bpit\s)(?<!\bground\s)"
)
"""A determiner before "mine" ("the mine", "a new mine", "open pit mine"): the noun."""

_MINE_NOUN_AFTER = (
    r"(?!\s+(?:development|closure|rehabilitation|restoration|sites?|plans?|planning|life|"
    r"lives|services|infrastructure|expansions?|construction|extensions?|assets?|"
    r"propert(?:y|ies)|stripping|waste|camps?|gate|design|sequence|fleet|equipment|"
    r"provisions?|costs?|safety|workers?)\b)"
)
"""A noun after "mine" ("mine development", "mine closure"): the mine is a place or asset."""

MINE_VERB = rf"\bmined\b|{_MINE_NOUN_BEFORE}\bmine\b{_MINE_NOUN_AFTER}"
""""mined", or "mine" used as the verb: production, never a mine as a place or an asset."""
