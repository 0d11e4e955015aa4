"""Offline document grading: one batched relevance decision for every candidate."""

from __future__ import annotations

from typing import Any

from mines.figures.basis_words import as_label_words
from mines.figures.extract import doc_figures
from mines.figures.figure_measure import figure_label
from mines.figures.label_words import label_word_score
from mines.figures.labels import BASIS_TWINS
from mines.figures.similarity import answers_by_meaning, is_printed_dividend, said_by_meaning
from mines.measures.registry import METRIC_LABELS
from mines.measures.words import find_metrics
from mines.offline.request import request_in
from mines.prompt_format import parse_documents
from mines.question.companies import COMPANY_NAMES
from mines.question.years import find_years
from mines.read_question import asked_of
from mines.request import Request
from mines.words import keywords


def _grade_one(doc: dict[str, str], request: Request) -> tuple[bool, str]:
    if request.companies and doc.get("company") not in request.companies:
        return False, f"about {doc.get('company')}, not {', '.join(request.companies)}"
    text = doc.get("text", "")
    if request.fiscal_years:
        doc_years = {doc.get("fiscal_year")} | {f"FY{y}" for y in find_years(text)}
        # A closed period is read on the company's calendar ("the half year ended 31
        # December 2023" is BHP's FY2024).
        own = request.years_for(str(doc.get("company", "")))
        asked = set(request.fiscal_years) | {f"FY{y}" for y in own}
        if not doc_years & asked:
            # a comparative the document states ("from $124 million" in a half's results)
            doc_years |= {f"FY{s.figure.period.year}" for s in doc_figures(doc)}
        if not doc_years & asked:
            return False, f"covers {doc.get('fiscal_year')}, not {', '.join(sorted(asked))}"
    if request.metrics:
        # a document naming the measure on its other basis may print the asked one under a
        # label on no list ("Profit after tax before significant items"): synthesis decides
        named = set(request.metrics) | {BASIS_TWINS[m] for m in request.metrics if m in BASIS_TWINS}
        found = set(find_metrics(text)) & named
        # A table row's precise label ("Purchases of property, plant and equipment and
        # intangible assets" is Rio's capex) is read by the figure extractor.
        figures = doc_figures(doc)
        found |= {s.figure.metric for s in figures} & named
        if "dividends_per_share" in request.metrics and any(
            is_printed_dividend(s.figure) for s in figures
        ):  # "Determined on the full-year result" under "Distributions"
            found.add("dividends_per_share")
        if found:
            return True, f"states {', '.join(sorted(found))}"
        # A figure printed under the asked words ("Net cash from operating activities"
        # when "net cash" hints at net debt) is read whatever metric it was given.
        # So is one printed under the registry's name of a measure the user paraphrased
        # ("Operating cash inflow" when "what cash did its operations generate" was asked).
        phrases = [m.phrase for m in request.measures] + [
            METRIC_LABELS[m] for m in request.metrics if m in METRIC_LABELS
        ]
        # and so is debt printed under its instruments ("Notes and other drawn facilities"
        # when "borrowings" was asked)
        printed = {
            figure_label(s.figure)
            for s in figures
            if any(label_word_score(p, as_label_words(figure_label(s.figure))) > 0 for p in phrases)
        }
        if printed:
            return True, f"states {', '.join(sorted(printed))[:80]}"
        # a row stating the measure in other words ("Result after income tax" for the
        # bottom line): matched by what it says, as synthesis will match it
        measures = asked_of(request.measures)
        meant = {
            figure_label(s.figure)
            for s in figures
            if any(
                said_by_meaning(m, s.figure) or answers_by_meaning(m, s.figure, request.text)
                for m in measures
            )
        }
        if meant:
            return True, f"states {', '.join(sorted(meant))[:80]}"
        return False, f"does not mention {', '.join(request.metrics)}"
    company_words = {w for name in COMPANY_NAMES.values() for w in keywords(name)}
    # the measure as read ("the dry-tonne price" is "average price received per dry tonne")
    measured = " ".join([request.text, *(m.phrase for m in request.measures)])
    wanted = [w for w in keywords(measured) if w not in company_words]
    if not wanted:
        return True, "general question about the company"
    doc_words = set(keywords(text))
    overlap = [w for w in wanted if w in doc_words or any(d.startswith(w[:5]) for d in doc_words)]
    if overlap:
        return True, f"mentions {', '.join(overlap[:4])}"
    return False, "no overlap with the question"


def grade(prompt: str) -> dict[str, Any]:
    """Fill ``DocumentGrades`` for every document in the prompt."""
    request = request_in(prompt)
    grades = []
    for doc in parse_documents(prompt):
        relevant, reason = _grade_one(doc, request)
        grades.append({"id": int(doc.get("id", "0") or 0), "relevant": relevant, "reason": reason})
    return {"grades": grades}
