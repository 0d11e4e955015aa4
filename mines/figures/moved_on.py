"""A move stated "on" its earlier amount: "rose 10 per cent on $6.7bn to $7.4bn".

The amount after "on" is the one the change is measured against, the prior period's, as
after "from" ("rose from $6.7bn to $7.4bn"); the amount after "to" is the current one. Read
alike by the range reader (:mod:`mines.figures.prose_labels`: the two amounts are no range)
and the prose periods (:mod:`mines.figures.prose_periods`: "on $A to $B" dates them as
"from $A to $B" does).

Pure: a compiled pattern.
"""

from __future__ import annotations

import re

MOVED_ON = re.compile(
    r"\b(?:up|down|higher|lower|rose|fell|grew|climbed|jumped|slipped|dropped|declined|"
    r"increased|decreased|lifted|improved|eased|gained|surged|slumped|rising|falling)\s+"
    r"(?:by\s+)?(?:a\s+)?(?:[^\s]*\d[\d.,]*\s*(?:per\s*cent|percent|%)\s+)?on\s+$",
    re.IGNORECASE,
)
"""The change's words right before its earlier amount ("rose 10 per cent on ", "up 12% on
")."""
