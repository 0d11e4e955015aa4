"""Offline extractive synthesis: the requested figures, quoted and cited, or "not found".

For every (company, metric, fiscal year) the question asks about, find the sentence of a
document of that company and year that names the metric and states a figure, and quote
it with its citation number. Nothing is computed or paraphrased into a new number.
"""

from __future__ import annotations

import re
from dataclasses import replace

from mines.answer_format import DISAGREEMENT, NOT_FOUND, OVERRIDDEN, PASSAGES
from mines.figures.asked import AskedMeasure, measure_for, scopes_a_measure
from mines.figures.asked_meaning import asked_states_metric
from mines.figures.basis_words import left_out_metrics
from mines.figures.extract import doc_figures
from mines.figures.figure_measure import (
    basis_told_apart,
    equated_metrics,
    figure_conflicts,
    figure_label,
    printed_row,
)
from mines.figures.label_words import label_word_score, lexical_overlap
from mines.figures.labels import BASIS_TWINS
from mines.figures.lines import figure_line, not_found_line
from mines.figures.model import Figure as DocFigure
from mines.figures.model import Period
from mines.figures.period_forms import MONTH_NAMED_HALF
from mines.figures.query import FigureRequest
from mines.figures.select import Sourced, dividend_ok, names_asked_site, period_answers, select
from mines.figures.similarity import (
    MATCH_THRESHOLD,
    figure_names_scope,
    match_score,
    names_its_metric,
    unasked_qualifiers,
)
from mines.measures.registry import METRIC_LABELS
from mines.measures.words import MARGIN_PARTS, METRIC_ALIASES
from mines.offline.request import request_in
from mines.prompt_format import parse_documents
from mines.question.normalise import normalise_question
from mines.read_question import asked_of, figure_request
from mines.request import Request as QuestionRequest
from mines.words import keywords, sentences

MAX_YEARS_WHEN_UNSPECIFIED = 5


def _answering(
    items: tuple[Sourced, ...], asked: AskedMeasure, question: str = ""
) -> tuple[tuple[Sourced, ...], Sourced | None]:
    """The items that are the asked measure, and the closest one that is not (if any).

    A part of the company the question names ("Mining Services") must be named by the
    figure's label: the group's figure of that metric is not that part's.
    """
    kept = tuple(
        s
        for s in items
        if not figure_conflicts(asked, s.figure) and not figure_names_scope(question, s.figure)
    )
    rejected = [s for s in items if s not in kept]
    kept = basis_told_apart(kept, asked, lambda s: s.figure)  # "EBITDA" beside "Underlying EBITDA"
    return kept, (rejected[0] if rejected else None)


_NEAREST_SCORE = 0.45
"""Score a label needs to be offered as the closest stated figure: a near neighbour
("Net debt" for gross debt), not any figure of the period."""
_NEAREST_OVERLAP = 0.3
"""Word overlap a label needs to be offered as the closest stated figure."""


_HALF_WORDS = re.compile(r"\b(?:first|second|opening|closing)[\s-]+half(?:'s)?\b", re.I)
"""A half named in an asked phrase ("second-half dividend"): the kind, not the measure."""


def _alias_score(asked: AskedMeasure) -> float:
    """How well the registry's own names of the hinted metric name the asked phrase."""
    if asked.metric is None:
        return 0.0
    names = (METRIC_LABELS.get(asked.metric, ""), *METRIC_ALIASES.get(asked.metric, ()))
    return max((label_word_score(asked.phrase, n) for n in names if n.isascii()), default=0.0)


def _names_the_phrase(
    asked: AskedMeasure, figure: DocFigure, alias: float, question: str = ""
) -> bool:
    """Whether a figure's printed label, not its registry metric, names the asked phrase.

    A figure the registry does not name: every word of its label is the asked phrase's
    ("Diluted EPS" for "diluted EPS"). A figure of another registry metric: its printed
    label names the phrase better than the alias the question's metric came from ("Net
    cash from operating activities" for that phrase, whose alias "net cash" hinted at net
    debt).
    """
    label = printed_row(figure_label(figure))  # a table's title names no measure
    if asked.metric and asked.metric in equated_metrics(figure_label(figure)):
        return True  # "Capital expenditure (purchases of property, plant and equipment)"
    if figure.metric not in METRIC_LABELS:
        # A label on no list: it states nothing the question leaves open and does not mean
        # ("Diluted EPS" for "EPS", "Revenue growth" for "revenue"); its score decides.
        return not unasked_qualifiers(asked, figure, question)
    unasked = unasked_qualifiers(asked, figure, question)
    if any(r.startswith("line:") for r in unasked):
        return False  # "profit before interest" is no EBITDA, whatever words they share
    if not unasked and asked_states_metric(asked, figure):
        return True  # "statutory result after tax": "Profit after taxation" states it whole
    if asked.metric is None and figure.metric in BASIS_TWINS and not unasked:
        # a result named by no alias ("net result after tax excluding one-off items"): a
        # profit row stating every qualifier asked and no other ("Net profit after tax
        # excluding one-off items") is judged by its score, as a label on no list is
        return True
    return label_word_score(asked.phrase, label) > alias


def _by_meaning(
    figures: list[Sourced],
    company: str,
    period: Period,
    asked: AskedMeasure,
    question: str = "",
    request: FigureRequest | None = None,
) -> tuple[Sourced | None, Sourced | None]:
    """A figure whose printed label, not its registry metric, is the asked measure.

    The document side records figures under their printed label ("Diluted EPS", "Profit
    before tax", "Net cash from operating activities"): such a figure answers when its
    label names the asked phrase (:func:`_names_the_phrase`), no qualifier the phrase
    states conflicts and it scores at least the threshold. Figures of the hinted metric
    itself are judged by :func:`select`, not here. Returns ``(answer, nearest)``: the best
    such figure, else the label sharing most words with the asked phrase (a suggestion).
    """
    best: tuple[float, Sourced] | None = None
    nearest: tuple[float, Sourced] | None = None
    answering: list[Sourced] = []
    alias = _alias_score(asked)
    for item in figures:
        figure = item.figure
        if figure.company != company or figure.metric == asked.metric:
            continue
        if not period_answers(figure, period, request or FigureRequest(period.kind)):
            continue
        if request is not None and not names_asked_site(figure, request, by_label=True):
            continue  # a site asked: the group's total, or another site's, is none of it
        if request is not None and not dividend_ok(figure, request):
            continue  # the ordinary dividends asked: no total holding a special one
        label = figure_label(figure)
        if not _names_the_phrase(asked, figure, alias, question):
            overlap = lexical_overlap(asked.phrase, label)
            if (
                figure.metric not in METRIC_LABELS
                and overlap >= _NEAREST_OVERLAP
                and (nearest is None or overlap > nearest[0])
            ):
                nearest = (overlap, item)
            continue
        score = match_score(asked, figure)
        if score and asked_states_metric(asked, figure):
            score = max(score, MATCH_THRESHOLD)  # "statutory result after tax": its axes whole
        if asked.metric and asked.metric in equated_metrics(label):
            score = max(score, MATCH_THRESHOLD)  # the row names the asked measure in brackets
        if score >= MATCH_THRESHOLD:
            answering.append(item)
        if score >= MATCH_THRESHOLD and (best is None or score > best[0]):
            best = (score, item)
        elif score >= _NEAREST_SCORE and (nearest is None or score > nearest[0]):
            nearest = (score, item)
    if best is not None and best[1].figure.unit == "number":
        # the same value printed elsewhere with its unit (a currency, a scale) is the same
        # fact said more fully than a bare cell of a summary table
        value = best[1].figure.value
        fuller = [s for s in answering if s.figure.value == value and s.figure.unit != "number"]
        best = (best[0], fuller[0]) if fuller else best
    return (best[1] if best else None), (nearest[1] if nearest else None)


def _figure_lines(
    req: QuestionRequest,
    companies: list[str],
    metrics: tuple[str, ...],
    request: FigureRequest,
    figures: list[Sourced],
) -> list[str]:
    lines: list[str] = []
    # a described metric keeps what the user's words state of it ("spend on exploration"
    # is described as capital expenditure, and still refuses a capital-and-exploration total)
    measures = asked_of(req.measures if req.metrics else req.own_measures)
    words = req.question
    for company in companies:
        own_request = figure_request(req, company)
        stood_in: set[str] = set()
        for metric in metrics:
            request = own_request  # a kind listed for the metric before is not this one's
            if scopes_a_measure(measures, metric):
                continue  # "the lithium business": the scope of the asked EBITDA
            asked = measure_for(measures, metric)
            if asked.metric != metric and asked.phrase in stood_in:
                continue  # "revenue ... per tonne shipped": two slots, one price asked
            stood_in.add(asked.phrase)
            if metric == "dividends_per_share" and request.dividend_kind:
                # "the dividend paid at the half" is the interim one, though unnamed
                kinds = asked.stated.get("dividend") or frozenset({request.dividend_kind})
                phrase = asked.phrase
                if len(kinds) == 1 and not (set(kinds) & set(phrase.lower().split())):
                    # "the first half's dividend", "the June half dividend": the half is
                    # the dividend's kind
                    bare = " ".join(MONTH_NAMED_HALF.sub(" ", _HALF_WORDS.sub(" ", phrase)).split())
                    phrase = f"{next(iter(kinds))} {bare or phrase}"
                asked = AskedMeasure(phrase, asked.metric, {**asked.stated, "dividend": kinds})
            kinds_asked = _each_kind(asked, request, metric)  # "interim and final": each
            for asked, request in kinds_asked:
                mine = [
                    s for s in figures if s.figure.company == company and s.figure.metric == metric
                ]
                wanted = (
                    list(req.years_for(company))
                    or sorted(
                        {
                            s.figure.period.year
                            for s in mine
                            if s.figure.period.kind == request.period_kind
                        },
                        reverse=True,
                    )[:MAX_YEARS_WHEN_UNSPECIFIED]
                )
                if not wanted:
                    if not _computed_instead(figures, company, metric, None, request):
                        lines.append(not_found_line(company, metric, None, request, asked))
                    continue
                for year in wanted:
                    chosen = select(mine, company, metric, year, request)
                    period = Period(year, request.period_kind)  # type: ignore[arg-type]
                    kept, closest = _answering(chosen.chosen, asked, words)
                    disagreeing, other_closest = _answering(chosen.disagreeing, asked, words)
                    overridden, _ = _answering(chosen.overridden, asked, words)
                    closest = closest or other_closest
                    if not kept and len(disagreeing) == 1:
                        # the other values were another measure ("Underlying basic EPS" beside
                        # "Basic EPS"): one figure is left, and nothing disagrees with it
                        kept, disagreeing = disagreeing, ()
                    if kept and not disagreeing and not names_its_metric(asked):
                        # the question's words go beyond its alias ("result from operating
                        # activities"): a label printing those words outranks the alias's metric
                        other, _ = _by_meaning(figures, company, period, asked, words, request)
                        mine_best = max(match_score(asked, s.figure) for s in kept)
                        if other is not None and match_score(asked, other.figure) > mine_best:
                            kept = ()
                    if not kept and not disagreeing:
                        other, nearest = _by_meaning(
                            figures, company, period, asked, words, request
                        )
                        closest = closest or nearest
                        if other is not None:
                            own = other.figure.metric
                            lines.append(figure_line(company, own, other, request, "", True))
                            continue
                        if not _computed_instead(figures, company, metric, year, request):
                            lines.append(
                                not_found_line(company, metric, period, request, asked, closest)
                            )
                        continue
                    for item in kept:
                        lines.append(figure_line(company, metric, item, request, ""))
                    for item in disagreeing:
                        lines.append(
                            figure_line(company, metric, item, request, f" {DISAGREEMENT}")
                        )
                    for item in overridden:
                        lines.append(figure_line(company, metric, item, request, f" {OVERRIDDEN}"))
    return lines


def _each_kind(
    asked: AskedMeasure, request: FigureRequest, metric: str
) -> list[tuple[AskedMeasure, FigureRequest]]:
    """The asked measure and request for each dividend kind a question lists side by side.

    "The interim and final dividends" asks for each of the two, a line each (their sum
    only when the words add them); any other measure is asked once, as it is.
    """
    kinds = asked.stated.get("dividend", frozenset())
    if metric != "dividends_per_share" or len(kinds) < 2 or request.dividend_kind == "total":
        return [(asked, request)]
    order = [k for k in ("interim", "final", "special", "total") if k in kinds]
    return [
        (
            AskedMeasure(
                f"{k} dividend", asked.metric, {**asked.stated, "dividend": frozenset({k})}
            ),
            replace(request, dividend_kind=k),
        )
        for k in order
    ]


def _computed_instead(
    figures: list[Sourced], company: str, metric: str, year: int | None, request: FigureRequest
) -> bool:
    """Whether a ratio no document states is computed from its two stated parts instead.

    "What share of BHP's revenue was underlying EBITDA": the margin is EBITDA over revenue,
    both cited; a "margin: not found" line beside the computed margin would read as a
    contradiction. A part not stated for the period asked leaves the line in.
    """
    parts = MARGIN_PARTS.get(metric)
    if parts is None:
        return False
    for part in parts:
        own = [s for s in figures if s.figure.company == company and s.figure.metric == part]
        if year is None:
            stated = any(s.figure.period.kind == request.period_kind for s in own)
        else:
            stated = bool(select(own, company, part, year, request).chosen)
        if not stated:
            return False
    return True


def _meaning_lines(
    req: QuestionRequest,
    companies: list[str],
    request: FigureRequest,
    figures: list[Sourced],
) -> list[str]:
    """Figures whose printed label is the asked measure, when no registry word names it.

    "How much cash was left over after investment?" names no registry metric: the question's
    own words are the measure (:func:`asked_measures`), and a figure answers when its label
    means them (:func:`_by_meaning`). A period is the one asked, else the latest stated.
    Nothing close enough: no line (the caller then says "not found").
    """
    measures = asked_of(req.own_measures)
    if len(measures) != 1 or measures[0].metric is not None:
        return []
    asked = measures[0]
    lines: list[str] = []
    for company in companies:
        wanted = figure_request(req, company)
        own = [s for s in figures if s.figure.company == company]
        named = req.years_for(company)
        stated = sorted(
            {s.figure.period.year for s in own if s.figure.period.kind == wanted.period_kind}
        )
        for year in named or stated[-1:]:
            period = Period(year, wanted.period_kind)  # type: ignore[arg-type]
            answer, _ = _by_meaning(own, company, period, asked, req.question, wanted)
            if answer is not None:
                lines.append(figure_line(company, answer.figure.metric, answer, request, "", True))
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
    req = request_in(prompt)
    question = req.text
    docs = parse_documents(prompt)
    slots = req.slots
    companies = list(slots.companies) or list(dict.fromkeys(d["company"] for d in docs))
    if not docs:
        return f"The requested information was {NOT_FOUND}."
    figures = [s for doc in docs for s in doc_figures(doc)]
    request = figure_request(req)
    # A printed label the question words outright comes first; then the metric its
    # aliases, or its description (as the router read it), name.
    printed = [] if slots.metrics else _meaning_lines(req, companies, request, figures)
    described = None if slots.metrics or printed else req.described
    metrics = slots.metrics or ((described,) if described else ())
    left_out = left_out_metrics(normalise_question(req.question), metrics)
    if len(left_out) < len(metrics):  # "profit before one-off items" asks for no one-offs
        metrics = tuple(m for m in metrics if m not in left_out)
    if metrics:
        lines = _figure_lines(req, companies, metrics, request, figures)
    else:
        lines = printed
        # A question naming a period asks for that period's figure: when no metric and no
        # printed label names it, it is "not found", never passages holding other figures.
        asks = req.asks_figure or bool(slots.fiscal_years)
        if not lines and not asks:
            lines = _passage_lines(question, docs)
            lines = [PASSAGES, *lines] if lines else lines
    if not lines:
        return f"The requested information was {NOT_FOUND}."
    return "\n".join(lines)
