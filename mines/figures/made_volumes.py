"""A volume a verb of making names, of a product the registry has no volume of.

"Rio Tinto made 57,000 tonnes of lithium carbonate equivalent", "It produced 57 kt of
lithium carbonate equivalent": the words after the value name the product; the verb before
it says the tonnes were produced, so the figure is that product's production, not a stock
or a sale of it. Read by the prose reader (:mod:`mines.figures.prose`).

Pure.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mines.figures.labels import LabelHit
from mines.figures.qualifiers import read_qualifiers
from mines.numbers import Number

if TYPE_CHECKING:
    from mines.figures.draft_claims import Claim

_MADE_BEFORE = re.compile(
    r"\b(?:made|produced|turned\s+out|churned\s+out|mined)\s+"
    r"(?:(?:a\s+)?record\s+|a\s+total\s+of\s+|some\s+)?$",
    re.IGNORECASE,
)
_TONNES_AFTER = re.compile(r"\s*(?:(?:metric|dry|wet)\s+)?tonnes\b", re.IGNORECASE)
_PRODUCED_LABEL = re.compile(r"\b(?:produc\w*|output|made|mined)\b", re.IGNORECASE)


def made_label(sentence: str, num: Number, hit: LabelHit, label: str) -> str:
    """``label`` of a product named after a volume, as produced when a verb of making leads.

    Only a tonnage (never money, a rate or a percentage) of a commodity the label names.
    """
    tonnes = num.unit in {"t", "kt", "Mt"} or _TONNES_AFTER.match(sentence, num.end)
    if hit.metric or hit.start < num.end or num.currency or not tonnes:
        return label
    if _PRODUCED_LABEL.search(label) or not read_qualifiers(label).get("scope"):
        return label
    if _MADE_BEFORE.search(sentence, max(0, num.start - 30), num.start) is None:
        return label
    return f"{label} output"


def names_made(label: str, sentence: str, num: Number) -> bool:
    """Whether ``label`` is :func:`made_label`'s reading of ``num`` (the verifier's check)."""
    product = label[: -len(" output")] if label.endswith(" output") else ""
    after = re.match(
        rf"\s*(?:(?:metric|dry|wet)\s+)?(?:tonnes\s+)?of\s+{re.escape(product)}\b",
        sentence[num.end :],
        re.IGNORECASE,
    )
    if not product or after is None:
        return False
    hit = LabelHit(num.end, num.end + after.end(), "", None, False, product)
    return made_label(sentence, num, hit, product) == label


def made_of(claim: Claim, sentence: str, num: Number) -> str:
    """The claim's label when it is :func:`made_label`'s reading of ``num``, else ""."""
    label = claim.label or ""
    return label if names_made(label, sentence, num) else ""
