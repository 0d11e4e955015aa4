"""A heading that is a part's name scopes the sentences under it.

"Mining Services" over "Underlying EBITDA was $484 million for the year.": the sentence
names no part, its heading does, so the amount is the Mining Services division's, never the
group's. Up to the next heading; a sentence naming a part, the group or the company itself
keeps its own scope, and a heading naming a part only as a topic ("Lithium market outlook")
scopes nothing (:func:`mines.figures.division_tables.part_name`). A line that states an
amount ("US$7.4bn underlying EBITDA" on a slide) is no heading: it neither opens nor closes
a part's stretch. A line or bullet led by a part's name and a colon ("Iron Ore: Shipments
rose. Underlying EBITDA of $X.") is that part's to its end, its later sentences too. A
stored chunk cut from the middle of a long section no longer prints its heading: the
section it was cut from (its ``section`` metadata, the first of a merged chunk's) heads the
text before the chunk's first heading. Read alike by the extractor (:func:`scoped_prose`)
and the verifier (:func:`heading_part_of`).

Pure: paragraphs and the part names of :mod:`mines.figures.division_tables`.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.figures.division_tables import names_own_part
from mines.figures.forward_context import PARAGRAPH, is_heading
from mines.figures.labels import find_labels
from mines.figures.model import Figure
from mines.figures.part_names import part_name
from mines.figures.prose_enumerations import lead_scope
from mines.figures.qualifier_conflicts import IMPLIED
from mines.figures.qualifiers import read_qualifiers, without_parts
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import find_sites
from mines.numbers import find_figures
from mines.question.companies import company_spans

_LED_LINE = re.compile(
    r"^[ \t]*(?:[-•*▪●][ \t]+)?(?P<lead>[^\n:.;!?|$\d]{2,60}?)[ \t]*(?::|[ \t][–—-])[ \t]+(?=\S)",
    re.M,
)
"""A line or bullet opened by a lead-in and a colon or a spaced dash ("- Mining Services:
Volumes ...", "**Lithium** – Record underlying EBITDA ...")."""


def _states_amount(line: str) -> bool:
    """Whether a short line states an amount ("US$7.4bn underlying EBITDA", "139Mt")."""
    return any(n.currency or n.unit for n in find_figures(line))


def _led_lines(text: str) -> list[tuple[int, int, str]]:
    """``(start, end, part)`` of each line led by a part's name and a colon, after the colon."""
    out = []
    for m in _LED_LINE.finditer(text):
        part = part_name(m.group("lead").strip("*_ \t"))
        if part is not None:
            end = text.find("\n", m.end())
            out.append((m.end(), len(text) if end < 0 else end, part))
    return out


def _section_part(section: str) -> str | None:
    """The part a chunk's ``section`` names for its opening text, else None.

    "Lithium / Iron Ore" (a merged chunk's): the first, the section the chunk's start was
    cut from.
    """
    return part_name(section.split(" / ")[0]) if section.strip() else None


def part_sections(text: str, section: str = "") -> list[tuple[int, int, str]]:
    """``(start, end, part)`` of each stretch of ``text`` a part's name heads.

    The lines led by a part's name and a colon first, then the stretches under a heading
    naming a part: the narrower scope is found first. ``section``: the section the text was
    cut from; when it names a part, that part heads the text before its first heading.
    """
    out: list[tuple[int, int, str]] = _led_lines(text)
    lead = _section_part(section)
    current: tuple[int, str] | None = (0, lead) if lead else None
    for m in PARAGRAPH.finditer(text):
        if not is_heading(m.group()) or _states_amount(m.group()):
            continue
        if current is not None:
            out.append((current[0], m.start(), current[1]))
        name = part_name(m.group())
        current = (m.end(), name) if name else None
    if current is not None:
        out.append((current[0], len(text), current[1]))
    return out


def _own_scope(words: str) -> bool:
    """Whether the words before a figure name whose it is: a part, the group, the company."""
    return names_own_part(words) or bool(company_spans(words))


def heading_part_of(
    text: str, sentence: str, before: str, sections: list[tuple[int, int, str]]
) -> str | None:
    """The part whose heading ``sentence`` (found in ``text``) sits under, else None.

    ``before``: the sentence's words before the figure; when they name whose it is (a
    part, the group, the company) no heading lends it a part. ``sections``: the text's
    :func:`part_sections`.
    """
    at = text.find(sentence) if sections else -1
    if at < 0 or _own_scope(before):
        return None
    return next((part for start, end, part in sections if start <= at < end), None)


def without_part(label: str, part: str) -> str:
    """A claim's label without the part's name ("Mining Services EBITDA" -> "EBITDA")."""
    words = re.sub(re.escape(part), " ", label, flags=re.IGNORECASE)
    return " ".join(without_parts(words).split()) or label


def _part_scope(text: str) -> frozenset[str]:
    return (read_qualifiers(text).get("scope", frozenset()) - {"group", "segment"}) | frozenset(
        s.lower() for s in find_sites(text)
    )


def same_part(claimed: str, part: str) -> bool:
    """Whether the words a claim names its part with name the heading's ``part``."""
    mine, theirs = _part_scope(claimed), _part_scope(part)
    # "Lithium division shipped (Wodgina)": a site of the part named beside it
    sites = {s.lower() for s in find_sites(claimed)} - {s.lower() for s in find_sites(part)}
    return bool(theirs) and (mine == theirs or (theirs < mine and mine - theirs <= sites))


def scoped_prose(figures: list[Figure], text: str, section: str = "") -> list[Figure]:
    """``figures`` read from ``text``'s sentences, each under a part's heading made that part's.

    ``section``: the section ``text`` was cut from (:func:`part_sections`).

    The figure's label then names the part ("Mining Services Underlying EBITDA") and its
    qualifier is the part; a measure the registry names for the whole group (EBITDA, revenue)
    is left unnamed, as a division's figure is, so no group question takes it.
    """
    sections = part_sections(text, section)
    if not sections:
        return figures
    out: list[Figure] = []
    for figure in figures:
        span = figure.span
        at = text.find(span.text) if span.row is None and span.text else -1
        part = next((p for start, end, p in sections if start <= at < end), None)
        if part is None or figure.qualifier or _own_scope(span.text[: span.start]):
            out.append(figure)
            continue
        own = IMPLIED.get(figure.metric, {}).get("scope")
        out.append(
            replace(
                figure,
                metric=figure.metric if own not in {None, "group"} else "",
                qualifier=part,
                label=f"{part} {figure.label or span.text[: span.start].strip()}".strip(),
            )
        )
    return out


def measure_after_value(figures: list[Figure]) -> list[Figure]:
    """Figures of lines a part leads, named by the money measure printed after their value.

    "- Iron ore: US$15.2bn underlying EBITDA (down 11%)": the lead names the part, the words
    right after the value the measure; the figure is the part's underlying EBITDA, never one
    named by the part alone ("Iron ore"), nor by a commodity cut from its name ("lithium"
    of "Aluminium and lithium").
    """
    out = []
    for figure in figures:
        span = figure.span
        part = lead_scope(span.text) if not figure.metric and span.row is None else None
        if part is None or figure.label.strip().lower() not in part.lower():
            out.append(figure)
            continue
        after = [h for h in find_labels(span.text) if span.end < h.start <= span.end + 4]
        kinds = {METRIC_BY_KEY[h.metric].kind for h in after[:1] if h.metric in METRIC_BY_KEY}
        if kinds != {"money"} or not re.fullmatch(
            r"\s*(?:of\s+)?", span.text[span.end : after[0].start]
        ):
            out.append(figure)
            continue
        out.append(replace(figure, label=f"{part} {after[0].text}", qualifier=part))
    return out
