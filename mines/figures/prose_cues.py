"""Cues around a number in prose that it is no reported figure of its own.

A threshold passed ("passed 2 Mt", "more than US$1 billion"), a component of a result ("a
US$8.2bn gain", "an A$552m impairment") and the words that tie a component to the result
it is part of ("includes", "because of"). Read by :mod:`mines.figures.prose`.
"""

from __future__ import annotations

import re

THRESHOLD_BEFORE = re.compile(
    r"(?:\b(?:passed|above|below|exceeded|exceeding|(?<!turned\s)(?<!turns\s)over|more\s+than|less\s+than|greater\s+than|"
    # "up to" a ceiling, not a move: "edged up to", "crept up to", "went up to" are moves,
    # "add up to" a sum
    r"at\s+least|(?<!ed\s)(?<!pt\s)(?<!went\s)(?<!add\s)(?<!adds\s)up\s+to|nearly|almost|"
    r"under|around|approximately|"
    r"about|circa|roughly|some)|~)"
    r"\s*$",
    re.I,
)
"""Words before a value saying it is a threshold passed, not the figure ("passed 2 Mt")."""


COMPONENT_AFTER = re.compile(
    r"\s*(?:of\s+)?(?:net\s+|pre-tax\s+|after-tax\s+|post-tax\s+|non-cash\s+)?"
    r"(?:gains?|loss(?:es)?|impairments?|charges?|write[\s-]?(?:downs?|offs?)|benefits?|"
    r"contributions?|impacts?|headwinds?|tailwinds?|payments?|provisions?|expenses?|one-off|"
    r"exceptional|adjustments?)\b",
    re.I,
)
"""Words after a value saying it is a component of a result ("a US$8.2bn gain")."""


COMPONENT_GAP = re.compile(
    r"\b(?:includ(?:es|ed|ing)|reflect(?:s|ed|ing)|because\s+of|due\s+to|driven\s+by|"
    r"offset\s+by|impacted\s+by|affected\s+by|struck\s+after|after|following|net\s+of|"
    r"excluding|before|despite)\b(?![\s-]+tax(?:ation)?\b)",
    re.I,
)
"""Words between a result and a component's amount ("includes", "because of"); "after tax"
and "before tax" name a line ("65% of net profit after tax, against 70%"), not a part."""
