"""Read a question into its :class:`mines.request.Request`: the one reader of its words.

The memory node calls it once per turn (with the slots it enriched from the conversation),
``clarify`` again when the user's reply adds slots, and the retrieval subgraph served on
its own once for its question. Everything after reads the request.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from mines.asked_periods import names_latest_half
from mines.figures.asked import AskedMeasure, apposed_metrics, asked_measures, rebased
from mines.figures.basis_words import as_basis_word, left_out_metrics, refused_metrics
from mines.figures.dividend_totals import as_year_total
from mines.figures.model import Period
from mines.figures.qualifier_axes import QUARTER_WORDS
from mines.figures.query import (
    FigureRequest,
    asked_years,
    company_request,
    half_reading_note,
    read_request,
)
from mines.measures.paraphrases import names_a_line
from mines.measures.sites import regional_sites
from mines.question.companies import COMPANY_NAMES, SUPPORTED_TICKERS
from mines.question.describe import describe_metric
from mines.question.normalise import normalise_question
from mines.question.operations import (
    asks_fall,
    asks_ranking,
    combines_dividend_kinds,
    dividend_terms,
    rank_order,
)
from mines.question.years import spell_halves
from mines.request import CompanyPeriod, Kind, Measure, Request
from mines.scope import asks_for_figure
from mines.slots import Slots, extract_slots, without_hint


def _measures(
    found: tuple[AskedMeasure, ...],
    kind: str | None = None,
    quarter: bool = False,
    combined: bool = False,
) -> tuple[Measure, ...]:
    """The measures as the request keeps them; a dividend gets the kind the question means.

    "What did it determine per share on its full-year result" asks for the final dividend
    though its words name no kind. A question naming a quarter ("in the three months to
    March") asks each measure for that quarter, wherever its words put the period.
    "The combined interim and final dividend" (``combined``) is the year's total.
    """
    if quarter:
        found = tuple(
            AskedMeasure(m.phrase, m.metric, {**m.stated, "quarter": frozenset({"quarter"})})
            for m in found
        )
    if kind is not None:
        found = tuple(
            AskedMeasure(m.phrase, m.metric, {**m.stated, "dividend": frozenset({kind})})
            if m.metric == "dividends_per_share" and "dividend" not in m.stated
            else m
            for m in found
        )
    if combined:
        found = tuple(map(as_year_total, found))
    return tuple(Measure.model_validate(m.as_dict()) for m in found)


def _kind(slots: Slots, measures: tuple[Measure, ...], asks: bool) -> Kind:
    if slots.operations == ("rank",):
        return "ranking"
    if slots.operations:
        return "calculation"
    return "figure" if slots.metrics or measures or asks else "text"


def read_question(
    text: str,
    slots: Slots | None = None,
    period_note: str = "",
    halves: Mapping[str, Period] | None = None,
) -> Request:
    """The request of ``text`` (the question plus any ``[...]`` hint of the memory node).

    Args:
        text: The question as enriched (the user's words, then the hint).
        slots: The slots as the memory node settled them (refused years, unknown
            companies); read from ``text`` when not given.
        period_note: How a relative period was resolved.
        halves: "The latest half" resolved for each company on its own calendar (BHP's
            H1 FY2026 beside Rio Tinto's H2 FY2025): each company is asked its own half.
    """
    slots = extract_slots(text) if slots is None else slots
    words = without_hint(text)
    kept_or_left = left_out_metrics(words, slots.metrics) + refused_metrics(words, slots.metrics)
    if dividend_terms(words):  # "how much was franked", "the record date": no amount a share
        kept_or_left += ("dividends_per_share",)
    if kept_or_left:  # "with exceptional items left in": the basis of a result, not asked
        slots = replace(slots, metrics=tuple(m for m in slots.metrics if m not in kept_or_left))
    said = spell_halves(text)  # "the opening half", "the June half of 2022"
    detail = read_request(spell_halves(words))
    if regional := regional_sites(words, slots.companies):  # "BHP's WA mines": WAIO's row
        detail = replace(detail, sites=tuple(dict.fromkeys((*detail.sites, *regional))))
    asked = asked_measures(text, slots.metrics)
    # "earn after tax once one-offs are taken out": the stated basis moves the slot's metric
    # (a metric asked on both bases keeps both)
    moved: dict[str, list[str]] = {}
    for m in asked:
        if m.metric and (twin := rebased(m).metric):
            moved.setdefault(m.metric, []).append(twin)
    for named, bracketed in apposed_metrics(normalise_question(words)).items():
        moved.setdefault(named, []).append(bracketed)  # "earnings (EBITDA)": the bracket's
    metrics = [t for m in slots.metrics for t in (moved.get(m) or [m])]
    if kept_or_left and not metrics:  # "excluding the write-down, what did it earn": the
        metrics = [m.metric for m in map(rebased, asked) if m.metric]  # result, not the items
    slots = replace(slots, metrics=tuple(dict.fromkeys(metrics)))
    companies = dict.fromkeys((*slots.companies, *SUPPORTED_TICKERS))
    periods = {
        c: CompanyPeriod(
            years=tuple(asked_years(said, c, slots.fiscal_years)),
            kind=company_request(said, c, detail).period_kind,
        )
        for c in companies
    }
    if detail.dividend_kind is None and "dividends_per_share" in slots.metrics:
        # "the dividend for the first six months", "for the December 2023 half": a dividend
        # asked of a first half (on each company's own calendar) is its interim one
        if {periods[c].kind for c in slots.companies or SUPPORTED_TICKERS} == {"H1"}:
            detail = replace(detail, dividend_kind="interim")
    if "dividends_per_share" in slots.metrics and detail.dividend_kind in (None, "final"):
        # "the dividend for the second half of FY2024" is the final one, reported for the year
        if {periods[c].kind for c in slots.companies or SUPPORTED_TICKERS} == {"H2"}:
            detail = replace(detail, dividend_kind="final", period_kind="FY")
            periods = {c: p.model_copy(update={"kind": "FY"}) for c, p in periods.items()}
    quarter = bool(QUARTER_WORDS.search(words))
    combined = combines_dividend_kinds(words)  # "interim and final combined": the total
    measures = _measures(tuple(rebased(m) for m in asked), detail.dividend_kind, quarter, combined)
    own = _measures(tuple(rebased(m) for m in asked_measures(text)), quarter=quarter)
    asks = asks_for_figure(words)
    described = None
    if not slots.metrics and not names_a_line(words):
        found = describe_metric(as_basis_word(words))
        described = found[0] if found else None
    for company, half in (halves or {}).items():  # each company's own newest half
        periods[company] = CompanyPeriod(years=(half.year,), kind=half.kind)
    if halves:
        years = sorted({f"FY{h.year}" for h in halves.values()})  # the halves' years alone
        slots = replace(slots, fiscal_years=tuple(years))
    period_kind = detail.period_kind
    resolved = {periods[c].kind for c in slots.companies or SUPPORTED_TICKERS}
    if names_latest_half(words) and len(resolved) == 1:
        period_kind = resolved.pop()  # "the latest half", resolved to H2 FY2025 in the hint
    notes = [half_reading_note(words, c, COMPANY_NAMES[c]) for c in slots.companies]
    for note in notes:  # a half named on the calendar: the reading is said in the answer
        if note and note not in period_note:
            period_note = f"{period_note} {note}".strip()
    order = rank_order(text)
    return Request(
        companies=slots.companies,
        fiscal_years=slots.fiscal_years,
        metrics=slots.metrics,
        unsupported_companies=slots.unsupported_companies,
        out_of_range_years=slots.out_of_range_years,
        operations=slots.operations,
        currencies=slots.currencies,
        sites=slots.sites,
        question=words,
        text=text,
        measures=measures,
        own_measures=own,
        described=described,
        asks_figure=asks,
        operation=slots.operations[0] if slots.operations else None,
        ranking=asks_ranking(text),
        order="lowest" if order == "lowest" else "highest",
        falls=asks_fall(text),
        period_kind=period_kind,
        dividend_kind=detail.dividend_kind,
        basis=detail.qualifier,
        named_sites=detail.sites,
        periods=periods,
        period_note=period_note,
        kind=_kind(slots, measures, asks),
    )


def figure_request(request: Request, company: str | None = None) -> FigureRequest:
    """The figure reader's view of ``request`` (period kind on ``company``'s calendar)."""
    kind = request.period_kind if company is None else request.period_kind_for(company)
    return FigureRequest(
        kind, request.dividend_kind, request.basis, request.named_sites, request.question
    )


def asked_of(measures: tuple[Measure, ...]) -> tuple[AskedMeasure, ...]:
    """The request's measures as the figure matcher's :class:`AskedMeasure`."""
    return tuple(AskedMeasure.from_dict(m.model_dump()) for m in measures)
