"""Passages that state numbers which look like results but are not: what a lead governs.

A report's outlook, guidance and sensitivity passages print figures in the very words of
results ("Capital expenditure of US$3.8 billion." under "FY26 guidance:"), with nothing in
the sentence itself saying they look ahead. What says so is the heading or lead-in above
them. :func:`forward_spans` gives the character ranges of a text such a lead governs:

- a heading paragraph (one short line, no sentence end) that looks ahead or estimates
  ("Outlook", "FY26 guidance", "Key sensitivities") governs the paragraphs after it, up to
  the next heading paragraph;
- a lead-in closed by a colon that does ("FY26 guidance:", "Outlook for 2025:") governs the
  rest of its paragraph;
- a paragraph opened by such a heading run into its first sentence ("Outlook We expect",
  as a plain-text page is read) is governed whole.

A lead that measures results against guidance ("Performance against guidance", "FY25
delivered within guidance") reports results and governs nothing. Both the extractor
(:mod:`mines.figures.prose`) and the verifier (:mod:`mines.figures.verify`) skip what these
leads govern: a figure there is never a reported one.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_LOOKS_AHEAD = re.compile(
    r"\b(?:guidance|guided|outlook|forecasts?|targets?|budgets?|expectations?|"
    r"sensitivit(?:y|ies)|looking\s+ahead|(?:the\s+)?year\s+ahead|next\s+year|"
    r"(?:price|rate)\s+assumptions?)\b|预期|指引|预测|敏感性",
    _I,
)
"""Words of a lead that looks ahead or estimates what a change would do."""

_REPORTS_RESULTS = re.compile(
    r"\b(?:against|versus|vs\.?|compared|relative\s+to|met|meets|achiev\w*|deliver\w*|"
    r"within|in\s+line|performance|beat|exceed\w*|actual|results?|outcomes?|review)\b",
    _I,
)
"""Words of a lead that measures results against a plan: it reports, not looks ahead."""

PARAGRAPH = re.compile(r"(?:[^\n]|\n(?!\s*\n))+")
"""A paragraph: lines up to a blank line."""

_COLON_LEAD = re.compile(r"(?:^|(?<=[.;!?]\s)|(?<=\n))([^.:;!?\n|]{1,60}):(?=\s)")
"""A lead-in closed by a colon at the start of a paragraph, line or sentence."""

_RUN_IN_HEADING = re.compile(
    r"^\s*(?:(?:FY\s?\d{2,4}|20\d\d)\s+)?(?:outlook|guidance|(?:key\s+)?sensitivit(?:y|ies)"
    r"(?:\s+analysis)?)(?:\s+(?:and|&)\s+(?:outlook|guidance))?\s+(?=[A-Z])",
    _I,
)
"""A heading run into the paragraph it opens ("Outlook We expect", "Sensitivity analysis
The following ...")."""

_MAX_HEADING = 80


def looks_ahead(lead: str) -> bool:
    """Whether a heading or lead-in looks ahead (and does not measure results)."""
    return bool(_LOOKS_AHEAD.search(lead)) and not _REPORTS_RESULTS.search(lead)


def is_heading(paragraph: str) -> bool:
    """Whether a paragraph is a heading: one short line that is no sentence, table or note."""
    text = paragraph.strip()
    return (
        bool(text)
        and "\n" not in text
        and len(text) <= _MAX_HEADING
        and not text.startswith(("|", "Table:", "Notes:"))
        and not text.endswith((".", "!", "?", ":", "|"))
        and len(text.split()) <= 10
    )


def forward_spans(text: str) -> list[tuple[int, int]]:
    """``(start, end)`` of every part of ``text`` a forward-looking lead governs."""
    spans: list[tuple[int, int]] = []
    governed_by_heading = False
    for m in PARAGRAPH.finditer(text):
        paragraph = m.group()
        if is_heading(paragraph):
            governed_by_heading = looks_ahead(paragraph)
            continue
        if governed_by_heading:
            spans.append((m.start(), m.end()))
            continue
        run_in = _RUN_IN_HEADING.match(paragraph)
        if run_in is not None and looks_ahead(run_in.group()):
            spans.append((m.start(), m.end()))
            continue
        for lead in _COLON_LEAD.finditer(paragraph):
            if looks_ahead(lead.group(1)):
                spans.append((m.start() + lead.end(), m.end()))
                break
    return spans


def within(spans: list[tuple[int, int]], start: int, end: int) -> bool:
    """Whether ``start``-``end`` lies inside one of ``spans``."""
    return any(s <= start and end <= e for s, e in spans)


FORWARD_WORDS = re.compile(
    r"\b(?:target(?:s|ed|ing)?|guidance|guided|outlook|strateg(?:y|ic|ies)|capacity|forecasts?|"
    r"ambitions?|aspirations?|aim(?:s|ing)?\s+to|plans?\s+to|planned|budget(?:ed)?|nameplate|"
    r"run[\s-]rate|life[\s-]of[\s-]mine|project(?:ed)?\s+(?:capital\s+)?cost|expected|expects?|"
    r"estimated?|potential|could|would(?!\s+(?:pay|return|distribute|hand)\b)|"
    r"by\s+(?:FY\s*)?20\d\d|by\s+the\s+end\s+of)\b",
    re.IGNORECASE,
)
"""Words of a figure not yet reported, as the extractor reads a sentence; "would pay" is
reported speech of a payment declared ("said it would pay a total dividend of $8.0
billion"), not a forecast."""

_MET_GUIDANCE = re.compile(
    r"\b(?:in\s+line\s+with|consistent\s+with|within|ahead\s+of|above|below|"
    r"(?:top|bottom|upper|lower)\s+end\s+of)\s+(?:(?:its|the|our|full[\s-]year)\s+)*"
    r"(?:guidance|targets?(?:\s+(?:range|band))?)"
    r"(?=\s*(?:[,;]|\.?\s*$|\s+(?:while|and|but|as|with|after)\b))",
    re.IGNORECASE,
)
"""A result measured against guidance or a target and the clause closed ("was broadly in line
with guidance, while free cash flow fell to $X", "net debt $X -- within the target range"): a
comparison with a plan, no figure ahead."""


_NEW_CLAUSE = re.compile(
    r"(?:;|,?\s+\b(?:and|but|while|whereas)\b)\s+(?:(?:the|its|their|our|a|an)\s+)?"
    r"(?:[\w'’&-]+\s+){0,3}?(?:[a-z]+ed|was|were|paid|rose|fell|grew|came|made|kept|"
    r"held|lifted|cut|set|hit|saw|won|sold|paid|met|left|brought|did)\b",
    _I,
)
"""A new clause with a verb of something done ("... and the Board declared", "; shipments
rose"): a forward word of the clause before it ("ran at capacity") governs nothing after."""


def reported_clause_start(sentence: str, at: int) -> int:
    """Where the clause holding position ``at`` starts, when a clause of something done.

    "Operations ran at capacity and the Board declared dividends of A$1.97": the dividend's
    clause starts at "and the Board declared"; "capacity" is in the clause before it. 0 when
    no such clause opens before ``at``.
    """
    starts = [m.start() for m in _NEW_CLAUSE.finditer(sentence, 0, at) if m.end() <= at]
    return starts[-1] if starts else 0


def look_back(sentence: str, label_start: int, reach: int = 60) -> int:
    """How far back a plan's word reaches a label: ``reach`` characters, in its own clause."""
    return max(0, label_start - reach, reported_clause_start(sentence, label_start))


def forward_start(sentence: str) -> int:
    """Where the first word of a figure not yet reported starts in ``sentence`` (-1: none).

    Guidance a reported result was met against, its clause closed, looks ahead at nothing.
    """
    met = [m.span() for m in _MET_GUIDANCE.finditer(sentence)]
    for m in FORWARD_WORDS.finditer(sentence):
        if not any(a <= m.start() < b for a, b in met):
            return m.start()
    return -1


def forward_after(sentence: str, end: int) -> bool:
    """Whether words right after a figure ending at ``end`` make it one not yet reported.

    "US$2 billion targeted", "A$40 a tonne guidance": a plan. Guidance or a target the
    figure was met against ("-- within the target range") is no plan.
    """
    tail_end = min(len(sentence), end + 25)
    comma = sentence.find(",", end, tail_end)
    plain = without_met_guidance(sentence)
    return bool(FORWARD_WORDS.search(plain, end, comma if comma >= 0 else tail_end))


def without_met_guidance(sentence: str) -> str:
    """``sentence`` with the guidance a result was met against blanked (positions kept)."""
    return _MET_GUIDANCE.sub(lambda m: " " * len(m.group(0)), sentence)
