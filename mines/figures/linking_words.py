"""Words that join a label to its value and name no measure.

"Revenue was", "Net debt stood at", "Cash earnings hit a record", "Sales to customers
brought in": the extractor's printed labels (:mod:`mines.figures.printed`), the verifier's
check of the words before a value (:mod:`mines.figures.verify_printed_label`) and its
matching of a printed label's words (:mod:`mines.figures.similarity`) all pass over them.
Each builds its own list from these plus the words of its own job.
"""

from __future__ import annotations

_AMOUNT_VERB_WORDS = (
    "delivered",
    "generated",
    "yielded",
    "topped",
    "hit",
    "consumed",
    "absorbed",
    "used",
)

AMOUNT_VERB = r"(?:brought|brings|bringing)\s+in|(?:threw|throws|throwing)\s+off|" + "|".join(
    _AMOUNT_VERB_WORDS
)
"""A verb whose subject is what the amount after it comes to: "Sales to customers brought
in $X", "Cash earnings hit a record $X". Its subject names the figure unless it is the one
who made the amount ("The company generated $X") or the amount's own words follow it
("generated $X of cash": cash)."""

LINKING_WORDS = frozenset(
    {"brought", *_AMOUNT_VERB_WORDS}
    | set("was were is are of at to came stood reached".split())
    | set("totalled totaled totals amounted amounts add adds added".split())
)
"""Single words between a label and its value: the verbs of being and reaching, their
prepositions, and the amount verbs as printed ("brought" of "brought in", "add" of "add
up to")."""


OBJECT_LEADS = frozenset("on into".split())
"""Prepositions whose object, a pair joined by "and", is one thing spent on or put into
("spending on capital and exploration"): the label keeps both words, never the last alone."""
