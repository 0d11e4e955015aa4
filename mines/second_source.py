"""A second source for a figure line the checks rejected: the same measure stated elsewhere.

``grade_answer`` rejects a figure line when its cited chunk does not support it (the
independent verifier reads another period, basis or measure there) or when a figure of the
line is in no cited document. Another chunk given to the draft, or graded beside it, may
state the same measure for the same company and period. Before the line is withheld (or the
whole search retried), each other figure the chunks state is tried in its place, and one
replaces the line only when

- the line it renders names exactly what the rejected line named: the same company, period
  and label, with the label's qualifiers (basis, dividend kind, site, ownership basis), so a
  neighbouring measure never answers;
- it passes the same selection the draft's own figure passed (:func:`select`: period kind,
  dividend kind, site and ownership basis asked) and no qualifier of an asked measure of its
  metric conflicts with it;
- the verifier supports it against the chunk it cites, by a unit-bearing reading (a bare
  cell is no second source), and every figure of its line is in that chunk;
- every such figure agrees within rounding: two second sources that differ leave the line
  rejected, since neither can be preferred.

Pure: no I/O, no model.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, cast

from mines.documents import Chunk
from mines.figures.asked import AskedMeasure
from mines.figures.extract import doc_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.lines import figure_line
from mines.figures.select import Sourced, same_value, select
from mines.grounding import check_draft, cited_numbers, unsupported_claims
from mines.prompt_format import parse_documents, render_documents
from mines.read_question import asked_of, figure_request
from mines.request import Request

_QUOTE = "  >"


def line_key(line: str) -> str | None:
    """What a figure line names, without its value: ``- Company (T), period — label``.

    None for a line that is no single cited figure (a tag after its citation, several
    citations, no label).
    """
    head, dash, rest = line.partition(" — ")
    label, colon, value = rest.partition(": ")
    cited = cited_numbers(value)
    if not (head.startswith("- ") and dash and colon and label) or len(cited) != 1:
        return None
    if not value.rstrip().endswith(f"[{cited[0]}]"):
        return None  # "(sources disagree)", "(overridden)": not one plain figure
    return f"{head}{dash}{label}"


def _blocks(lines: Sequence[str]) -> dict[int, int]:
    """``{first line: end}`` of each figure line with the ``>`` quote lines under it."""
    out: dict[int, int] = {}
    for index, line in enumerate(lines):
        if line.startswith(_QUOTE):
            continue
        end = index + 1
        while end < len(lines) and lines[end].startswith(_QUOTE):
            end += 1
        out[index] = end
    return out


def _answers_as_asked(item: Sourced, request: Request) -> bool:
    """Whether ``item`` passes the selection the draft's own figure passed."""
    figure = item.figure
    wanted = figure_request(request, figure.company)
    if not select([item], figure.company, figure.metric, figure.period.year, wanted).chosen:
        return False
    measures: tuple[AskedMeasure, ...] = asked_of(
        request.measures if request.metrics else request.own_measures
    )
    own = [m for m in measures if m.metric == figure.metric]
    judged = own or [m for m in measures if m.metric is None]
    return not any(figure_conflicts(m, figure, own_metric=bool(own)) for m in judged)


def _verified(block: str, pool: Sequence[dict[str, Any]]) -> bool:
    """Whether the verifier vouches for every figure of ``block`` and each is in its source."""
    check = check_draft(block, pool)
    if check.rejected or check.unverified or not check.verified:
        return False
    texts = [str(d.get("text", "")) for d in pool]
    return not unsupported_claims(block.splitlines()[0], texts)


def _digits(item: Sourced) -> int:
    return sum(ch.isdigit() for ch in item.figure.span.quote)


def _second_source(
    key: str, cited: int, figures: Sequence[Sourced], pool: Sequence[dict[str, Any]], req: Request
) -> tuple[Sourced, str] | None:
    """The one figure of another chunk that renders ``key`` and is verified, with its lines."""
    found: list[tuple[Sourced, str]] = []
    for item in figures:
        if item.doc_id == str(cited) or not _answers_as_asked(item, req):
            continue
        figure = item.figure
        wanted = figure_request(req, figure.company)
        for printed in (False, True):
            block = figure_line(figure.company, figure.metric, item, wanted, "", printed)
            if line_key(block.splitlines()[0]) == key and _verified(block, pool):
                found.append((item, block))
                break
    if not found or any(not same_value(found[0][0].figure, f.figure) for f, _ in found):
        return None
    return max(found, key=lambda pair: _digits(pair[0]))


def second_sources(
    draft: str,
    docs: Sequence[dict[str, Any]],
    spare: Sequence[dict[str, Any]],
    rejected: set[int],
    request: Request,
) -> tuple[str, list[dict[str, Any]]]:
    """``draft`` with each rejected figure line restated from a second source, if one is.

    Args:
        draft: The draft, citing ``docs`` as ``[1]``...
        docs: The chunks the draft cites.
        spare: Other graded chunks (not given to the draft) a second source may come from;
            one that is used is appended to the cited chunks.
        rejected: Indexes of the draft lines the checks rejected.
        request: The question as read (its measures, period kind, dividend kind, basis).

    Returns:
        The draft and its cited chunks (``docs`` plus any spare chunk now cited); the
        lines with no second source are left as they were, still rejected.
    """
    cited_docs = list(docs)
    lines = draft.splitlines()
    targets = {i: line_key(lines[i]) for i in rejected if 0 <= i < len(lines)}
    if not any(targets.values()):
        return draft, cited_docs
    pool = [*docs, *spare]
    rendered = parse_documents(render_documents(cast(list[Chunk], pool)))
    figures = [item for doc in rendered for item in doc_figures(doc)]
    blocks = _blocks(lines)
    out: list[str] = []
    index = 0
    while index < len(lines):
        end = blocks.get(index, index + 1)
        key = targets.get(index)
        numbers = cited_numbers(lines[index])
        found = _second_source(key, numbers[0], figures, pool, request) if key else None
        if found is None:
            out.extend(lines[index:end])
        else:
            item, block = found
            position = int(item.doc_id) - 1
            if position >= len(cited_docs):  # a spare chunk: cited after the draft's own
                chunk = pool[position]
                if chunk not in cited_docs:
                    cited_docs.append(chunk)
                number = cited_docs.index(chunk) + 1
                figure = item.figure
                wanted = figure_request(request, figure.company)
                moved = replace(item, doc_id=str(number))
                block = _restated(block, moved, wanted, key or "")
            out.extend(block.splitlines())
        index = end
    return "\n".join(out), cited_docs


def _restated(block: str, item: Sourced, wanted: Any, key: str) -> str:
    """``block`` rendered again citing ``item``'s new number (same words, same key)."""
    figure = item.figure
    for printed in (False, True):
        again = figure_line(figure.company, figure.metric, item, wanted, "", printed)
        if line_key(again.splitlines()[0]) == key:
            return again
    return block
