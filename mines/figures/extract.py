"""Read figures out of a document: prose sentences and rendered tables in the same text.

``extract_figures(text, ctx)`` returns every figure the text states with its metric,
period, basis, dividend kind, value, sign, scale, unit, currency and exact span. It is
built to be *precise*: a figure whose metric, period or basis cannot be told is dropped,
not guessed. Tables are read by :mod:`mines.figures.table_figures`, sentences by
:mod:`mines.figures.prose`; units and quantities live in :mod:`mines.figures.quantities`.

Pure and linear: regular expressions are compiled once, each sentence is read once.
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from mines.figures.dividend_phrases import half_payout_row, payout_row
from mines.figures.dividend_rows import paid_final_undated, paid_in_year
from mines.figures.division_tables import as_printed, scoped_rows
from mines.figures.forward_context import forward_spans, within
from mines.figures.heading_dates import dated_sections
from mines.figures.measure_columns import split_columns
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.nil_dividends import (
    DERIVED_TOTAL,
    SUMMED_TOTAL,
    nil_dividends,
    nil_period,
    said_to_be_total,
)
from mines.figures.part_headings import measure_after_value, scoped_prose
from mines.figures.period_rows import period_rows_turned, year_context
from mines.figures.printed_dividends import is_dividend_label, names_other_measure
from mines.figures.prose import prose_figures
from mines.figures.prose_paragraphs import sentence_spans
from mines.figures.qualifiers import DIVIDEND_WORDS
from mines.figures.select import Sourced
from mines.figures.signs import bracket_notes
from mines.figures.table_figures import table_figures
from mines.figures.tables import TABLE_PREFIX, parse_tables
from mines.numbers import spelt_as_digits
from mines.question.companies import COMPANY_NAMES

__all__ = ["DocContext", "doc_figures", "extract_figures", "sentence_spans"]

EXTRACT_CACHE_SIZE = 4096
"""Texts whose figures are kept in memory (a retrieved chunk is ~1-2 KB: ~10 MB at most)."""

# ---------------------------------------------------------------------------------------


def extract_figures(text: str, ctx: DocContext) -> list[Figure]:
    """Every figure ``text`` states: table cells first, then prose sentences, in order.

    Args:
        text: A document or chunk text (prose and canonical tables).
        ctx: Company, the document's own period, and where the text comes from.

    Returns:
        Figures whose metric, period and basis are all stated or implied by the document's
        period; anything ambiguous is left out.
    """
    digits = spelt_as_digits(text)  # "fourteen million tonnes": read as "14 million tonnes"
    figures = _extract_figures(digits, ctx)
    return [f if digits is text else printed_words(f, text, digits) for f in figures]


def printed_words(figure: Figure, text: str, digits: str) -> Figure:
    """``figure`` read in ``digits``, its sentence as ``text`` prints it (same offsets)."""
    at = digits.replace("\n", " ").find(figure.span.text)
    if at < 0:
        return figure
    printed = text.replace("\n", " ")[at : at + len(figure.span.text)]
    return replace(figure, span=replace(figure.span, text=printed))


def doc_figures(doc: dict[str, str]) -> list[Sourced]:
    """Every figure one rendered document states, with its citation and origin."""
    return [
        Sourced(f, doc.get("id", ""), doc.get("origin") or "user")
        for f in extract_figures(doc.get("text", ""), DocContext.of(doc))
    ]


@lru_cache(maxsize=EXTRACT_CACHE_SIZE)
def _extract_figures(text: str, ctx: DocContext) -> tuple[Figure, ...]:
    """:func:`extract_figures`, memoised: a pure function of its (immutable) arguments.

    One run reads the same retrieved chunks several times (grading, synthesis, the
    number-level grounding check), and the next questions retrieve many of them again.
    """
    if ctx.company not in COMPANY_NAMES:
        return ()
    figures: list[Figure] = []
    if TABLE_PREFIX.strip() in text:
        stated = bracket_notes(text)  # "net cash is shown in brackets", beside the table
        tables = parse_tables(text)  # "| Operation | FY25 gold sold | FY25 AISC |": per column
        for printed in (t for whole in tables for t in split_columns(whole, *dated(ctx))):
            table = scoped_rows(printed)  # "## Lithium" over "| EBITDA | 1,300 |": lithium's
            turned = period_rows_turned(table, ctx.company, ctx.period)  # "| FY22 | 10 | ..."
            own = ctx if turned is table else year_context(ctx)
            read = table_figures(replace(turned, notes=table.notes + stated), own)
            if table is not printed and turned is table:
                read = [as_printed(f, table, printed) for f in read]  # the row as printed
            figures.extend(read)
    for part, part_ctx in dated_sections(text, ctx):  # "Balance sheet at 30 June 2025"
        # "Mining Services" over "Underlying EBITDA was ...": that division's
        opening = ctx.section if text.startswith(part) else ""  # the chunk's own section
        read = measure_after_value(prose_figures(part, part_ctx))  # "Copper: $X EBITDA"
        figures.extend(scoped_prose(read, part, opening))
        figures.extend(_nil_figures(part, part_ctx))
    named = [
        _half_fixed(_named_payout(_named_dividend(f)), ctx.period)
        for f in figures
        if not _paid_in_the_year(f) and not _final_paid_before(f, ctx.period)
    ]
    named += _stated_totals(named)
    named += _derived_totals(named)
    return tuple(named + summed_totals(named))


def dated(ctx: DocContext) -> tuple[str, Period | None]:
    """The company and period a table's headings are read against."""
    return ctx.company, ctx.period


def _nil_figures(text: str, ctx: DocContext) -> list[Figure]:
    """A dividend said in words to be nil: a figure of value 0 of its kind and period.

    "The Board has not declared a final dividend" is the final dividend, 0 cents a share,
    for the document's period (or the one the sentence names); never under an outlook.
    """
    out: list[Figure] = []
    ahead = forward_spans(text)
    half = ctx.period is not None and ctx.period.kind == "H1"
    for start, end in sentence_spans(text):
        if within(ahead, start, end):
            continue
        sentence = text[start:end].replace("\n", " ")
        nils = nil_dividends(sentence, half)
        period = nil_period(sentence, ctx.company, ctx.period) if nils else None
        if period is None:
            continue
        for nil in nils:
            span = Span(ctx.source, ctx.page, sentence, nil.start, nil.end, chunk_id=ctx.chunk_id)
            out.append(
                Figure(
                    company=ctx.company,
                    metric="dividends_per_share",
                    period=period,
                    value=0.0,
                    scale=1.0,
                    unit="cents per share",
                    currency=None,  # a dividend's currency is no statement's (FMG's A$)
                    span=span,
                    dividend_kind=nil.kind,  # type: ignore[arg-type]
                    label=f"{nil.kind} dividend",
                )
            )
    return out


def _dividends(figures: list[Figure], kind: str) -> list[Figure]:
    return [f for f in figures if f.metric == "dividends_per_share" and f.dividend_kind == kind]


def _stated_totals(figures: list[Figure]) -> list[Figure]:
    """A dividend said to be the year's whole one ("... is the total dividend for the year").

    Its figure is also the year's total, cited to the same words.
    """
    out = []
    for f in figures:
        if f.dividend_kind != "interim" or f.metric != "dividends_per_share" or not f.value:
            continue
        if f.span.row is None and said_to_be_total(f.span.text, f.span.end):
            out.append(replace(f, dividend_kind="total", period=Period(f.period.year)))
    return out


def _derived_totals(figures: list[Figure]) -> list[Figure]:
    """The year's total where the text states its interim and a nil final and no total.

    "An interim dividend of 20 cents ... No final dividend was declared": the total is the
    interim plus nothing, noted so (:data:`DERIVED_TOTAL`) for the answer to show the sum.
    Never with a special dividend of the year, whose part in a total cannot be told.
    """
    out = []
    finals = {f.period.year for f in _dividends(figures, "final") if f.value == 0}
    stated = {f.period.year for f in _dividends(figures, "total")}
    stated |= {f.period.year for f in _dividends(figures, "special") if f.value}
    for f in _dividends(figures, "interim"):
        year = f.period.year
        if year in finals and year not in stated and f.period.kind in {"FY", "H1"}:
            out.append(
                replace(f, dividend_kind="total", period=Period(year), notes=(DERIVED_TOTAL,))
            )
            stated.add(year)
    return out


_PER_SHARE_UNITS = frozenset({"cents per share", "dollars per share"})


def summed_totals(figures: list[Figure]) -> list[Figure]:
    """The year's total where the text states its interim and final dividends and no total.

    "An interim dividend of 108 cents ... a final dividend of 89 cents": the year's total is
    their sum, noted so (:data:`SUMMED_TOTAL`) for the answer to show it.
    """
    return [total for total, _, _ in summed_parts(figures)]


def _dividend_part(figure: Figure, kind: str) -> bool:
    """Whether ``figure`` is a dividend a share of ``kind``, by its metric or printed words."""
    if figure.dividend_kind != kind or figure.unit not in _PER_SHARE_UNITS:
        return False
    if SUMMED_TOTAL in figure.notes:
        return False  # a sum read before is none of its own parts, nor a stated total
    return figure.metric == "dividends_per_share" or (
        not figure.metric and bool(DIVIDEND_WORDS.search(figure.label))
    )


def summed_parts(figures: list[Figure]) -> list[tuple[Figure, Figure, Figure]]:
    """Each year's summed total dividend (:func:`summed_totals`) with its interim and final.

    Never with a total or a special dividend of the year stated (a special's part in a total
    cannot be told), nor when a part is read with two values or in two units or currencies.
    """
    kinds = {
        k: [f for f in figures if _dividend_part(f, k)]
        for k in ("interim", "final", "total", "special")
    }
    stated = {f.period.year for f in kinds["total"]}
    stated |= {f.period.year for f in kinds["special"] if f.value}
    out = []
    for year in sorted({f.period.year for f in kinds["final"]} - stated):
        finals = [f for f in kinds["final"] if f.period == Period(year) and f.value > 0]
        interims = [
            f
            for f in kinds["interim"]
            if f.period.year == year and f.period.kind in {"FY", "H1"} and f.value > 0
        ]
        if not finals or not interims:
            continue
        if any(
            len({(f.base_value, f.unit, f.currency) for f in p}) > 1 for p in (finals, interims)
        ):
            continue  # a part read twice with two values: no sum
        final, interim = finals[0], interims[0]
        if final.unit != interim.unit or final.currency != interim.currency:
            continue
        value = interim.value + final.value * final.scale / interim.scale
        total = replace(
            interim,
            metric="dividends_per_share",
            value=round(value, 6),
            dividend_kind="total",
            period=Period(year),
            notes=(SUMMED_TOTAL, f"interim {interim.span.quote} + final {final.span.quote}"),
            label=f"total dividend (interim + final) — {interim.label}",
        )
        out.append((total, interim, final))
    return out


def _named_dividend(figure: Figure) -> Figure:
    """A per-share return to shareholders of a known kind is a dividend per share.

    "Final" under "Shareholder returns (US cents per share)", "Second-half cash return":
    the registry's dividend per share is the hint its printed words give (the label stays
    as printed), so it answers a dividend question in any wording. A label with a dividend
    word of its own ("distributions", "payout") is matched by those words as printed.
    """
    if (
        figure.metric
        or figure.unit not in _PER_SHARE_UNITS
        or figure.dividend_kind is None
        or not is_dividend_label(figure.label, per_share=True)
        or names_other_measure(figure.span.row or figure.label)
        or DIVIDEND_WORDS.search(figure.label)
    ):
        return figure
    return replace(figure, metric="dividends_per_share")


def _paid_in_the_year(figure: Figure) -> bool:
    """A sentence's dividends a share paid in the year, of no one kind: no year's dividend.

    "Dividends paid during the year amounted to 152 cents a share": the cash of the year
    holds the year before's final dividend and this year's interim, so it is never the
    year's total (a table's such row is left unread by :func:`dividend_row_period`).
    """
    span = figure.span
    return (
        span.row is None
        and figure.unit in _PER_SHARE_UNITS
        and figure.metric in {"", "dividends_per_share"}
        and figure.dividend_kind in {None, "total"}
        and is_dividend_label(figure.label, per_share=True)
        and paid_in_year(span.text[: span.end + 40])
    )


def _final_paid_before(figure: Figure, doc: Period | None) -> bool:
    """A final dividend said to be paid in a year, not declared for one: no year's final.

    "A final dividend of 20 cents a share was paid last year", "during the year BHP paid a
    final dividend of 80 cents": a final is paid in the year after its own, so the year it
    was paid in does not tell whose final it is; one said to be for a year ("the final
    dividend for the prior year was paid") is dated by those words.
    """
    return (
        doc is not None
        and figure.span.row is None
        and figure.metric == "dividends_per_share"
        and figure.dividend_kind == "final"
        and paid_final_undated(figure.span.text, figure.period.year < doc.year)
    )


def _named_payout(figure: Figure) -> Figure:
    """A percentage under a payout label on no list is the payout ratio, of its half.

    "| Interim payout ratio (%) | 65 |" under FY24: the interim dividend's payout, a
    first-half figure though the column is the year's; "| Full-year payout ratio (%) | 70 |"
    the year's. A row worded as the share paid out ("Paid out of NPAT, first half (%)", a
    dividends table's "Interim as % of first-half cash earnings") is one too.
    """
    row = figure.span.row or ""
    if figure.metric or figure.unit != "%" or not payout_row(row, figure.dividend_kind):
        return figure
    if half_payout_row(row):
        return replace(figure, metric="payout_ratio", period=Period(figure.period.year, "H1"))
    return replace(figure, metric="payout_ratio")


def _half_fixed(figure: Figure, doc: Period | None) -> Figure:
    """A final dividend is the whole year's, never a first half's.

    "65% of first-half NPAT, and the final dividend of A$0.89": the half named before
    dates the NPAT, not the final dividend. Only in a year's document: a half-year's final
    naming no year is the year before's. A final dividend dated to the second half ("60
    cents a share for the second half", "a second-half dividend") in prose is that year's final.
    """
    if figure.metric != "dividends_per_share" or figure.dividend_kind != "final":
        return figure
    if (figure.period.kind == "H2" and figure.span.row is None) or (
        doc is not None and doc.kind == "FY" and figure.period.kind == "H1"
    ):  # a table's second-half column stays the half's: its year's column is beside it
        return replace(figure, period=Period(figure.period.year))
    return figure
