"""The answer's lines: a figure stated and cited, or "not found" with the closest stated.

Shared by the offline model's synthesis and the hosted claims path, so a figure reads the
same whichever model chose it:

- a figure line, ``- BHP Group (BHP), FY2024 (year to 30 June 2024) — revenue:
  US$55,658 million [1]``, followed by a ``>`` line quoting the sentence or table cell;
- a not-found line, ``- BHP Group (BHP), FY2024 (...) — gross debt: not found in the
  retrieved annual-report documents.``, optionally followed by a suggestion that is
  visibly not the answer: ``; closest stated (not the figure asked): Net debt,
  US$9.12 billion, FY2024 [1].`` The verifier and the relevance check read nothing after
  :data:`~mines.figures.asked.CLOSEST` as a claim.

Also the markers the answer step reads in a draft (a disagreement, an overridden bundled
figure, quoted passages). Pure: no I/O, no model.
"""

from __future__ import annotations

import re

from mines.answer_format import NOT_FOUND
from mines.figures.asked import CLOSEST, AskedMeasure
from mines.figures.asked_phrase import measure_named
from mines.figures.cash_lines import debt_in_brackets
from mines.figures.figure_measure import figure_label, figure_qualifiers, printed_row, row_franking
from mines.figures.heading_measure import printed_with_heading
from mines.figures.label_parts import label_basis
from mines.figures.model import Figure, Period
from mines.figures.nil_dividends import DERIVED_TOTAL, SUMMED_TOTAL
from mines.figures.query import FigureRequest
from mines.figures.select import Sourced, is_outflow
from mines.measures.registry import METRIC_LABELS
from mines.question.companies import COMPANY_NAMES
from mines.question.years import fiscal_year_label


def period_text(company: str, period: Period) -> str:
    """``FY2024 (year to 30 June 2024)`` or ``H1 FY2024 (half year to 31 December 2023)``."""
    if period.kind == "FY":
        return fiscal_year_label(company, period.fiscal_year)
    end = period.end(company)
    return f"{period.label} (half year to {end.day} {end.strftime('%B')} {end.year})"


def _decimals(quote: str) -> int:
    digits = quote.replace(",", "")
    if "." not in digits:
        return 0
    return len(re.match(r"\d*", digits.split(".", 1)[1]).group(0))  # type: ignore[union-attr]


_SCALE_WORDS = {1e3: " thousand", 1e6: " million", 1e9: " billion"}
_CURRENCY_PREFIX = {"USD": "US$", "AUD": "A$"}


def format_figure(figure: Figure) -> str:
    """A figure as an answer states it: ``US$55,658 million``, ``146 US cents per share``.

    A dividend printed "Nil", or said in words to be none ("has not declared a final
    dividend"), is stated as nil, with its zero: ``nil (0 A cents per share)``.
    """
    quoted = figure.span.quote.strip().lower()
    if figure.value == 0 and (quoted == "nil" or not any(c.isdigit() for c in quoted)):
        return f"nil ({_formatted(figure, 0)})"
    if SUMMED_TOTAL in figure.notes:  # a sum keeps its parts' decimals (11 + 15.5 = 26.5)
        return _formatted(figure, _decimals(f"{figure.value:g}"))
    return _formatted(figure, _decimals(figure.span.quote))


def _formatted(figure: Figure, decimals: int) -> str:
    number = f"{abs(figure.value):,.{decimals}f}"
    prefix = _CURRENCY_PREFIX.get(figure.currency or "", "")
    unit = figure.unit
    if unit == "%":
        return f"{number}%"
    if unit.startswith("cents per ") and not unit.endswith("share"):
        cents = {"USD": "US cents", "AUD": "A cents"}.get(figure.currency or "", "cents")
        return f"{number} {cents} {unit[len('cents ') :]}"  # "457 US cents per pound"
    if "cents" in unit:
        cents = {"USD": "US cents", "AUD": "A cents"}.get(figure.currency or "", "cents")
        return f"{number} {cents} per share"
    if unit in {"per ounce", "per wmt", "per dmt", "per tonne", "per pound"}:
        return f"{prefix}{number} {unit}"
    if unit in {"currency", "dollars", "$"} or (prefix and unit in {"", "dollars per share"}):
        scale = _SCALE_WORDS.get(figure.scale, "")
        suffix = " per share" if unit == "dollars per share" else ""
        return f"{prefix}{number}{scale}{suffix}"
    scale = _SCALE_WORDS.get(figure.scale, "") if unit not in {"Mt", "kt", "koz", "Moz"} else ""
    return f"{number}{scale} {unit}".strip()


_BASIS_OPEN = frozenset({"earnings_per_share"})
"""Registry measures whose name leaves the basis open: the line names the figure's."""


def metric_label(
    metric: str, request: FigureRequest, figure: Figure | None, printed: bool = False
) -> str:
    """The label an answer line names a figure with: the registry's, or as printed.

    ``printed`` (a figure answering by its printed label) and a figure the registry does
    not name take the row or phrase the document prints, without its table's title.
    """
    label = METRIC_LABELS.get(metric) or (printed_row(figure_label(figure)) if figure else metric)
    if printed and figure is not None:
        label = printed_with_heading(figure)  # "Produced, Wodgina - spodumene concentrate"
        metric = ""  # the printed words say what it is; no registry rewording
        if figure.basis == "underlying" and label_basis(label) in {None, "attributable"}:
            label = f"underlying {label}"  # "Stripping out the writedown, profit ..."
        printed_kind = figure.dividend_kind if figure.unit.endswith("per share") else None
        if printed_kind in {"interim", "final", "special"} and printed_kind not in label.lower():
            # "Dividend per ordinary share — final (cents)": the row's kind, after a dash
            # the title's separator cut, still names which dividend it is
            label = f"{printed_kind} {label}"
    if metric in _BASIS_OPEN and figure is not None and "underlying" not in label.lower():
        # a measure whose name fixes no basis says the figure's ("underlying EPS"), so the
        # line is never read as the statutory one
        if "underlying" in {figure.basis, label_basis(printed_row(figure_label(figure)))}:
            label = f"underlying {label}"
    if metric == "dividends_per_share":
        kind = (figure.dividend_kind if figure else None) or request.dividend_kind or "total"
        label = f"{kind} dividends per share" if kind == "total" else f"{kind} dividend per share"
    if metric == "net_debt" and figure is not None and figure.value < 0:
        label = "net cash"
    if figure is not None and figure.qualifier and figure.qualifier.lower() not in label.lower():
        label = f"{label} ({figure.qualifier})"
    franking = row_franking(figure) if figure is not None else None
    if franking and "franked" not in label.lower():
        label = f"{label} ({'/'.join(sorted(franking))})"  # as its row's franking cell says
    # the line reads "<label>: <value>": a colon the row prints ("Determined after balance
    # date: final") would end the label there and leave its kind out
    return _INNER_COLON.sub(",", label)


_INNER_COLON = re.compile(r":(?=\s)")
"""A colon inside a printed label, before more of its words."""


def quote(figure: Figure) -> str:
    """What the ``>`` line quotes: the table cell with its row and column, or the sentence.

    A year's total read as its interim dividend beside a nil final shows that sum.
    """
    span = figure.span
    if span.row is not None:
        quoted = f'row "{span.row}", column "{span.column}": {span.quote}'
    else:
        quoted = f'"{span.text.strip().lstrip("-*• ").strip()}"'
    if DERIVED_TOTAL in figure.notes:
        value = "nil" if figure.value == 0 else format_figure(figure)
        quoted = f"{quoted} (total = interim {value} + final nil)"
    if SUMMED_TOTAL in figure.notes:
        parts = figure.notes[figure.notes.index(SUMMED_TOTAL) + 1 :]
        quoted = f"{quoted} (total = {parts[0] if parts else 'interim + final'})"
    return quoted


def sign_words(metric: str, figure: Figure) -> str:
    """How an answer says a figure printed negative, by what the figure is.

    A spend in brackets ("Payments for plant (3.4)") is an outflow of that amount; borrowings
    below cash are net cash; a cash flow below zero is negative; anything else is a loss.
    Net debt reads "net cash" in its label already (:func:`metric_label`).
    """
    if figure.value > 0 and not metric and debt_in_brackets(printed_row(figure_label(figure))):
        return "net debt of "  # "Net (debt)/cash" read as net debt: a plain sum is owed, net
    if figure.value >= 0 or metric == "net_debt":
        return ""
    stated = figure_qualifiers(figure)
    if "debt" in stated.get("head", frozenset()) or "balance" in stated.get("cash_flow", ()):
        # borrowings before cash in brackets are owed, never net cash
        return "" if "gross" in stated.get("gross_net", frozenset()) else "net cash of "
    if is_outflow(figure):
        return "outflow of "
    if stated.get("cash_flow") or figure.unit == "%":  # a margin below zero, not a loss of 8%
        return "negative "
    return "loss of "


def figure_line(
    company: str,
    metric: str,
    item: Sourced,
    request: FigureRequest,
    tag: str,
    printed: bool = False,
) -> str:
    """A figure stated, cited as ``[n]`` and tagged (``tag``), with its ``>`` quote line."""
    figure = item.figure
    loss = sign_words("" if printed else metric, figure)  # printed words: sign said in words
    head = f"- {COMPANY_NAMES[company]} ({company}), {period_text(company, figure.period)}"
    label = metric_label(metric, request, figure, printed)
    line = f"{head} — {label}: {loss}{format_figure(figure)} [{item.doc_id}]{tag}"
    return f"{line}\n  > {quote(figure)}"


def not_found_line(
    company: str,
    metric: str,
    period: Period | None,
    request: FigureRequest,
    asked: AskedMeasure | None = None,
    closest: Sourced | None = None,
) -> str:
    """Not found for the asked measure, then ``closest`` (if any), marked as not the answer.

    The line names the measure as asked (not the neighbour its alias hinted at); the
    suggestion follows :data:`~mines.figures.asked.CLOSEST`, which no check reads as a claim.
    """
    where = f", {period_text(company, period)}" if period else ""
    label = metric_label(metric, request, None)
    named = measure_named(asked.phrase) if asked is not None else ""
    if asked is not None and asked.stated and named.lower() != label.lower():
        label = named  # what was asked, not the neighbour its alias hinted at; period apart
    line = f"- {COMPANY_NAMES[company]} ({company}){where} — {label}: {NOT_FOUND}"
    if closest is None:
        return f"{line}."
    figure = closest.figure
    stated = figure.label or metric_label(figure.metric, request, figure)
    # the sign said in words as on a figure line: a suggestion of "(896)" is a loss of 896
    loss = sign_words("" if figure.label else figure.metric, figure)
    return (
        f"{line}; {CLOSEST} (not the figure asked): {stated.rstrip(' :')}, "
        f"{loss}{format_figure(figure)}, {figure.period.label} [{closest.doc_id}]."
    )
