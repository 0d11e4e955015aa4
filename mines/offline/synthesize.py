"""Offline extractive synthesis: the requested figures, quoted and cited, or "not found".

For every (company, metric, fiscal year) the question asks about, find the sentence of a
document of that company and year that names the metric and states a figure, and quote
it with its citation number. Nothing is computed or paraphrased into a new number.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from mines.llm.prompt_format import parse_documents, read_tag
from mines.numbers import Figure, find_figures
from mines.offline.text import keywords, sentences
from mines.slots import (
    COMPANY_NAMES,
    METRIC_LABELS,
    extract_slots,
    find_metric_spans,
    find_years,
    fiscal_year_label,
)

NOT_FOUND = "not found in the retrieved annual-report documents"
MAX_YEARS_WHEN_UNSPECIFIED = 5


@dataclass(frozen=True)
class Statement:
    """One extracted figure: where it is and what it says."""

    doc_id: str
    company: str
    fiscal_year: str
    metric: str
    figure: Figure
    sentence: str


_NEGATED = re.compile(r"\b(not|excluding|excludes|except|rather than)\b[^.;]{0,20}$", re.IGNORECASE)
_NEGATIVE = re.compile(r"\bloss\b|\bnet cash\b|亏损|净现金", re.IGNORECASE)
_ADJACENT_BEFORE = re.compile(r"^\s*(of|in)?\s*$", re.IGNORECASE)


def figure_for(sentence: str, metric: str) -> Figure | None:
    """The figure a sentence states for ``metric``.

    The first figure after the metric's mention (before the next metric), or one right
    before it ("US$5 billion of revenue"). A negated mention ("not company-defined
    capex") states nothing about that metric.
    """
    spans = find_metric_spans(sentence)
    figures = find_figures(sentence)
    for i, (start, end, key) in enumerate(spans):
        if key != metric or _NEGATED.search(sentence[max(0, start - 30) : start]):
            continue
        # The next metric ends this one's reach, unless it sits in a parenthetical
        # ("Capital expenditure (purchases of property, plant and equipment) was ...").
        depth = _depth(sentence, start)
        later = [s for s, _, _ in spans[i + 1 :] if _depth(sentence, s) <= depth]
        limit = later[0] if later else len(sentence)
        after = [f for f in figures if end <= f.start < limit and f.unit != "%"]
        if after:
            return _signed(after[0], sentence[start : after[0].start])
        before = [f for f in figures if f.end <= start and f.unit != "%"]
        if before and _ADJACENT_BEFORE.match(sentence[before[-1].end : start]):
            return _signed(before[-1], sentence[before[-1].end : end])
    return None


def _depth(text: str, pos: int) -> int:
    return text.count("(", 0, pos) - text.count(")", 0, pos)


def _signed(figure: Figure, lead: str) -> Figure:
    """A loss, or net cash stated as net debt, is a negative value of that metric."""
    if figure.value > 0 and _NEGATIVE.search(lead):
        return replace(figure, value=-figure.value)
    return figure


def extract_statements(docs: list[dict[str, str]]) -> list[Statement]:
    """Every (company, year, metric) figure stated in the documents, in document order."""
    found: list[Statement] = []
    for doc in docs:
        for sentence in sentences(doc.get("text", "")):
            years = {f"FY{y}" for y in find_years(sentence)}
            fiscal_year = doc.get("fiscal_year", "")
            if years and fiscal_year not in years:
                continue  # a sentence about another year (e.g. an outlook target)
            for metric in dict.fromkeys(key for _, _, key in find_metric_spans(sentence)):
                figure = figure_for(sentence, metric)
                if figure is not None:
                    found.append(
                        Statement(doc["id"], doc["company"], fiscal_year, metric, figure, sentence)
                    )
    return found


def _label(statement: Statement) -> str:
    if statement.metric == "net_debt" and "net cash" in statement.sentence.lower():
        return "net cash"
    return METRIC_LABELS.get(statement.metric, statement.metric)


def _figure_lines(
    question_companies: list[str],
    metrics: tuple[str, ...],
    years: tuple[str, ...],
    statements: list[Statement],
) -> list[str]:
    lines: list[str] = []
    for company in question_companies:
        for metric in metrics:
            mine = [s for s in statements if s.company == company and s.metric == metric]
            wanted = (
                list(years)
                or sorted({s.fiscal_year for s in mine}, reverse=True)[:MAX_YEARS_WHEN_UNSPECIFIED]
            )
            if not wanted:
                lines.append(
                    f"- {COMPANY_NAMES[company]} ({company}) — "
                    f"{METRIC_LABELS[metric]}: {NOT_FOUND}."
                )
                continue
            for year in wanted:
                hit = next((s for s in mine if s.fiscal_year == year), None)
                period = fiscal_year_label(company, year)
                if hit is None:
                    lines.append(
                        f"- {COMPANY_NAMES[company]} ({company}), {period} — "
                        f"{METRIC_LABELS[metric]}: {NOT_FOUND}."
                    )
                    continue
                loss = "loss of " if hit.figure.value < 0 and metric != "net_debt" else ""
                lines.append(
                    f"- {COMPANY_NAMES[company]} ({company}), {period} — {_label(hit)}: "
                    f'{loss}{hit.figure.text} [{hit.doc_id}]\n  > "{hit.sentence}"'
                )
    return lines


def _passage_lines(question: str, docs: list[dict[str, str]], limit: int = 4) -> list[str]:
    """For questions without a metric: the sentences sharing most words with the question."""
    wanted = set(keywords(question))
    scored: list[tuple[int, int, str, str]] = []
    for order, doc in enumerate(docs):
        for sentence in sentences(doc.get("text", "")):
            overlap = len(wanted & set(keywords(sentence)))
            if overlap:
                scored.append((-overlap, order, sentence, doc["id"]))
    scored.sort()
    picked = []
    seen: set[str] = set()
    for _, _, sentence, doc_id in scored:
        if sentence in seen:
            continue
        seen.add(sentence)
        picked.append(f"- {sentence} [{doc_id}]")
        if len(picked) == limit:
            break
    return picked


def synthesize(prompt: str) -> str:
    """Draft the answer for the ``<question>`` from the ``<documents>`` of the prompt."""
    question = read_tag(prompt, "question") or ""
    docs = parse_documents(prompt)
    slots = extract_slots(question)
    companies = list(slots.companies) or list(dict.fromkeys(d["company"] for d in docs))
    if not docs:
        return f"The requested information was {NOT_FOUND}."
    if slots.metrics:
        lines = _figure_lines(
            companies, slots.metrics, slots.fiscal_years, extract_statements(docs)
        )
    else:
        lines = _passage_lines(question, docs)
    if not lines:
        return f"The requested information was {NOT_FOUND}."
    return "\n".join(lines)
