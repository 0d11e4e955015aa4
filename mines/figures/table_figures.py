"""Figures stated in tables (the canonical text of :mod:`mines.figures.tables`).

The column header gives the period (:func:`mines.figures.column_periods.column_period`);
the row label names the figure (footnote markers and units stripped); the unit and scale
come from the row label, the column header, the label column's header or the title, in that order
("US$M", "A$ million", "US cents", "koz", "%"), a "%" in the cell ranking above the label
header's and the title's; a table-wide money scale never goes to a row naming a per-share,
per-unit, percentage or physical measure. ``(896)`` is -896; "Nil" on a dividend row
is 0 (no dividend was paid); "-", "–", "n/a" cells state nothing; two columns for one
period state nothing. A site row ("Mt Marion spodumene shipments") or a table with one row
per site under a title naming the metric puts the site in ``qualifier``, as does an
ownership basis ("(BHP share)", "(100% basis)"); "A$0.25" in a "cents per share" table is
dollars. This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.cash_lines import brackets_unsettled, debt_in_brackets
from mines.figures.column_periods import (
    UNIT_HEADER,
    amount_column_periods,
    amount_columns_period,
    column_period,
    header_periods,
    measure_column_periods,
    span_column_period,
)
from mines.figures.dividend_phrases import payment_kind
from mines.figures.dividend_rows import dividend_row_period, unit_axes
from mines.figures.division_tables import division_figures, is_division_table, parts_under_measure
from mines.figures.half_dividends import half_row_kind
from mines.figures.label_columns import descriptor_columns, folded_label
from mines.figures.label_parts import label_basis, label_segment, table_label
from mines.figures.labels import label_metric, left_out_label
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.month_halves import half_of_year
from mines.figures.notice_forms import form_table
from mines.figures.notice_rows import notice_dividend_kind, notice_row_period
from mines.figures.ownership_words import ownership_of, without_ownership
from mines.figures.part_after import part_after
from mines.figures.part_measures import BY_PART, named_measure, periods_measure
from mines.figures.part_of_rows import parent_hit, part_of_site
from mines.figures.prices import PRICE_LABEL
from mines.figures.printed_dividends import dividend_word, is_dividend_label, row_dividend_kind
from mines.figures.qualifiers import read_qualifiers, without_parts
from mines.figures.quantities import (
    NOT_SITE_WORDS,
    OPERATIONAL_KINDS,
    Unit,
    basis_of,
    cell_quantity,
    currency_word,
    declared_unit,
    unit_only,
)
from mines.figures.row_units import PERIOD_SUFFIX as _PERIOD_SUFFIX
from mines.figures.row_units import (
    comma_unit,
    row_period_kind,
    scaled_cell_money,
    takes_table_unit,
    unit_cell,
)
from mines.figures.signs import brackets_mean
from mines.figures.site_metrics import site_metric
from mines.figures.site_rows import column_measure, measure_column, names_several, site_of_row
from mines.figures.table_cells import (
    cell_money,
    cell_own_unit,
    cell_per_share,
    cell_per_unit,
    cell_scaled,
    clean_label,
    parse_cell,
    scaled_row_money,
)
from mines.figures.table_ownership import cell_ownership
from mines.figures.table_signs import row_signed
from mines.figures.tables import Table, render_table
from mines.figures.volume_rows import PHYSICAL_UNITS, row_basis, volume_row, volume_title
from mines.figures.volume_rows import title_site_volume as _title_site_volume
from mines.figures.volume_rows import total_row_volume as _total_row_volume
from mines.measures.paraphrases import printed_paraphrase
from mines.measures.registry import METRIC_BY_KEY
from mines.measures.sites import find_sites

_UNIT_PAREN = re.compile(r"\s*[(\[][^()\[\]]*[)\]]\s*$")
_HALF_LABEL_HEADER = re.compile(r"\bhalf[\s-]*year|\bsix\s+months|\b[12]H\b|\bH[12]\b", re.I)
_ENDED_NO_YEAR = re.compile(r"\bended\s+\d{1,2}\s+[A-Za-z]+\s*$", re.I)
_SEGMENT_TITLE = re.compile(
    r"\bsegment|\bby\s+(?:commodity|asset|operation|region|business)|\bdivision|"
    r"\bproducts?\s+groups?\b",
    re.I,
)
_GROUP_TOTAL_ROW = re.compile(r"^(?:group|total|group\s+total|consolidated)$", re.I)
_SEGMENT_ROW = re.compile(r"\b(?:division|segment|business|operations|arm)\s*$", re.I)
"""A row naming a part of the company ("Mining Services division"), not a measure."""
_UNIT_BRACKETS = re.compile(r"\s*\([^()]*\)")
_CHANGE_ROW = re.compile(
    r"\b(?:change|movement|variance)\b|\bvs\.?\b"
    r"|\b(?:growth|increase|decrease)\b(?!\s+(?:investment|capital|capex|projects?|spend))",
    re.I,
)
"""A change row ("Revenue growth", "Increase in net debt"); "growth investment" is spending."""
_SCALE_ONLY = re.compile(r"\b(?:millions?|billions?|thousands?|bn|mn|m|'?000s?)\b", re.I)
"""A scale with no currency ("(millions)"): the cell's size cannot be told apart from money."""
NUMBER = Unit("number", 1.0, None, "number")
"""A cell no title, header or label gives a unit (a count, a ratio): a plain number."""
_PERCENT_LABEL = re.compile(r"%|\bratio\b|\bmargin\b|\bgearing\b|\breturn\s+on\b", re.I)


PERCENT = Unit("percent", 1.0, None, "%")
_AMOUNT_KINDS = frozenset({"tonnes", "ounces", "money"})
"""Units a row's amounts are in: a cell printed with "%" in such a row is no amount."""


_TOTAL_SUFFIX = re.compile(r",?\s+(?:total|all\s+hubs|group)\s*$", re.IGNORECASE)


def _label_core(label: str) -> str:
    """The row label without footnotes, unit brackets, ownership basis and ", total"."""
    core = without_ownership(clean_label(label))  # the basis goes to the qualifier
    while True:
        stripped = _UNIT_PAREN.sub("", core)
        if stripped == core:
            break
        tail = core[len(stripped) :]
        if re.search(r"basis|share|net\s+cash|debt|cash", tail, re.I) and not re.search(
            r"US\$|A\$|\$|cents|%|Mt|kt|koz|oz|wmt", tail
        ):
            break  # "/(debt)" is part of the label
        core = stripped
    core = core[: len(core) - len(comma_unit(core))].rstrip(" ,-–—")  # "C1 cost, US$/wmt"
    return _TOTAL_SUFFIX.sub("", _PERIOD_SUFFIX.sub("", core)).strip()


def _result_for_period(label: str, core: str) -> tuple[str | None, str | None, bool] | None:
    """The result a row names with its own period ("Profit/(loss) for the half").

    The period leaves a bare "Profit" or "Loss", which names no measure alone; the registry
    prints the result "for the year", whichever period the row's columns hold.
    """
    if not core or not _PERIOD_SUFFIX.search(without_ownership(clean_label(label))):
        return None
    return label_metric(f"{core} for the year")


_SEVERAL_SITES = re.compile(
    r"\b(?:hubs|sites|mines|operations|assets)\b|\b(?:together|combined|both)\b", re.I
)
"""A row naming sites together ("Yilgarn and Pilbara hubs together"): no one site's."""


def _left_out_whole(label: str) -> tuple[str | None, str | None, bool] | None:
    """A left-out label read whole when its first word is "Attributable".

    "Attributable earnings before exceptional items": the ownership word is part of the
    measure's name ("attributable earnings" is the members' profit), not a share basis.
    """
    clean = _UNIT_PAREN.sub("", clean_label(label)).strip()
    if not re.match(r"attributable\b", clean, re.I):
        return None
    return left_out_label(clean)


_SITE_ROW = re.compile(
    r"^(?P<site>(?:Mt\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,2})\s+(?P<rest>[a-z].*?)"
    r"(?:\s*\((?P<note>[^()]*equivalent[^()]*)\))?$"
)


_SITE_NAME = re.compile(r"^(?:Mt\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}$")


def _title_metric(title: str) -> tuple[str | None, str | None, bool] | None:
    """The operational metric a table title names ("Spodumene shipments, half year ...")."""
    head = re.split(r"[,(:;–—]| by | per ", title, maxsplit=1)[0].strip()
    hit = label_metric(head)
    if hit is None or hit[0] not in METRIC_BY_KEY:
        return None
    return hit if METRIC_BY_KEY[hit[0] or ""].kind in OPERATIONAL_KINDS else None


def _total_row(
    label: str, hit: tuple[str | None, str | None, bool] | None
) -> tuple[str | None, str | None, bool] | None:
    """``hit`` when ``label`` is the total row of an operational metric, else None."""
    if hit is None or hit[0] not in METRIC_BY_KEY or not _TOTAL_WORD.search(label):
        return None
    return hit if METRIC_BY_KEY[hit[0] or ""].kind in OPERATIONAL_KINDS else None


_TOTAL_WORD = re.compile(r"\btotal\b", re.I)


def _site_row(core: str) -> tuple[tuple[str | None, str | None, bool] | None, str | None]:
    """A site's row ("Mt Marion spodumene shipments (SC6 equivalent)"): metric and site.

    Only for operational metrics (tonnes, ounces, unit costs); the site and any
    "equivalent" note become the qualifier.
    """
    m = _SITE_ROW.match(core)
    if m is None or m.group("site").split()[0] in NOT_SITE_WORDS:
        return None, None
    hit = label_metric(m.group("rest")[0].upper() + m.group("rest")[1:])
    if hit is None or hit[0] is None or hit[0] not in METRIC_BY_KEY:
        return None, None
    if METRIC_BY_KEY[hit[0]].kind not in OPERATIONAL_KINDS:
        return None, None
    note = m.group("note")
    return hit, m.group("site") + (f", {note}" if note else "")


_PRICE_TABLE = re.compile(r"\bpric(?:es?|ing)\b", re.IGNORECASE)
"""A table of prices: its rows in a currency a unit (a tonne, a pound) are prices realised."""
_COST_WORDS = re.compile(r"\b(?:costs?|AISC|C1|all-in|spot|index|benchmark)\b", re.IGNORECASE)
"""A cost a unit is never a price; a market (spot, index) price is not one realised."""


def table_figures(table: Table, ctx: DocContext) -> list[Figure]:
    """The figures one table states, one per cell of a period column.

    A notice's "| Item | Detail |" rows are read under the heading the table sits under
    (:mod:`mines.figures.notice_rows`).
    """
    table = form_table(table, ctx.company, ctx.period)  # "Type of dividend | Interim"
    header = table.header
    if len(header) < 2:
        return []
    company = ctx.company
    doc = ctx.period
    label_header = header[0]
    if _HALF_LABEL_HEADER.search(label_header) and (doc is None or doc.kind == "FY"):
        doc = Period(doc.year, "H1") if doc else None
    periods: list[Period | None] = []
    read = header_periods(header, table.title, company, doc)
    for cell, period in zip(header[1:], read, strict=True):
        if period is None and _ENDED_NO_YEAR.search(label_header) and cell.strip().isdigit():
            period = column_period(f"{label_header} {cell}", company, doc)
        if period is None:  # "| | Basis | Full year |": the title's year, else the document's
            period = span_column_period(cell, table.title, company, doc)
        periods.append(period)
    if not any(periods):  # "| | Change | US$M |": the amount column is the document's
        periods = amount_column_periods(header[1:], doc)
    owners = [ownership_of(cell) for cell in header[1:]]
    if not any(periods) and any(owners):
        # "| | Unit | Whole of operation (100%) | Our interest |": one period (the title's,
        # else the document's), one column per ownership basis
        whole = column_period(table.title, company, doc) or doc
        periods = [whole if owner else None for owner in owners]
    amounts = amount_columns_period(header, table.title, company, doc)
    if amounts is not None:  # "| | Cents | Franked amount |": the words beside qualify
        periods = [amounts, *([None] * (len(header) - 2))]
    dividend_heading = table.title if is_dividend_label(table.title) else table.heading
    if not any(periods) and not is_division_table(table):
        # "| Commodity | Unit | Price |" under "Realised prices, year ended 30 June 2024"
        periods = measure_column_periods(header, table.title, ctx.section, company, doc)
    if not any(periods):
        return division_figures(table, ctx, parse_cell)  # "| Division | EBITDA |"
    counts: dict[tuple[Period, str | None], int] = {}
    axes = unit_axes(header, periods, company)  # "| 2025 US cents per share | 2025 US$bn |"
    owners = [f"{o}{a}" if a else o for o, a in zip(owners, axes, strict=True)]
    for p, owner in zip(periods, owners, strict=True):
        if p is not None:
            counts[(p, owner)] = counts.get((p, owner), 0) + 1
    unit_column = next((j for j, c in enumerate(header[1:]) if UNIT_HEADER.match(c)), None)
    value_headers = " ".join(c for c, p in zip(header[1:], periods, strict=True) if p is not None)
    title_unit = declared_unit(table.title, company)
    label_unit = declared_unit(label_header, company)
    qualifier_title = next(
        (t for t in (label_header, table.title) if _SEGMENT_TITLE.search(t)), None
    ) or parts_under_measure(table)
    parts_measure = periods_measure(table)  # "| Underlying EBITDA by segment | 2025 |"
    # "| Metal | Unit | Average price |" under "Gold sold": the rows are priced, not volumes
    title_metric = (  # or the label column's heading: "| Gold sold ('000 oz) | FY25 |"
        None
        if _PRICE_TABLE.search(value_headers)
        else _title_metric(table.title) or _title_metric(label_header)
    )
    breakdown: tuple[str | None, str | None, bool] | None = None
    parent = None  # the row "of which" rows are parts of
    """An operational total row ("Iron ore production, total"): the site rows under it
    break it down ("Western Australia Iron Ore (BHP share)")."""
    # a bracketed net debt cell, as the title or notes say ("Net debt/(net cash)")
    stated = brackets_mean(" ".join((table.title, *table.notes)))
    out: list[Figure] = []
    worded = descriptor_columns(header, table.rows, periods)  # "| Wodgina | Shipped (kt) |"
    measured = measure_column(header, periods)  # "| Operation | Spodumene produced (kt) |"
    column_hit = column_measure(header[measured], company) if measured else None
    for printed_row in table.rows:
        if not printed_row:
            continue
        row = (folded_label(printed_row, worded), *printed_row[1:])
        core = _label_core(row[0])
        row_periods = periods
        notice_kind = None
        if amounts is not None:  # a notice's rows: "Same payment a year ago (December 2023 half)"
            titles = f"{table.title} {table.heading}"  # "Dividends paid during the year"
            row_periods = [notice_row_period(clean_label(row[0]), amounts, company, doc, titles)]
            notice_kind = notice_dividend_kind(clean_label(row[0]), dividend_heading)
        hit = (
            label_metric(core)
            or _result_for_period(row[0], core)
            or left_out_label(core)
            or _left_out_whole(row[0])
        )
        if hit is None and notice_kind is not None:  # "Amount determined per ordinary share"
            hit = ("dividends_per_share", None, False)
        row_site = None
        if hit is None:
            hit, row_site = _site_row(core)
        if hit is None and title_metric is not None and _SITE_NAME.match(core):
            # "Spodumene shipments ... | Operation | 1H FY24" with one row per site.
            hit = title_metric
            row_site = None if core.lower() in {"total", "group", "group total"} else core
        by_column = ""
        if hit is None and title_metric is None and column_hit is not None:
            at = site_of_row(core, label_header, company)  # "Mt Marion" under "Operation"
            if at is not None:
                hit, row_site, by_column = column_hit, at or None, f" {header[measured or 0]}"
        volume = None
        if hit is None and _physical(row, unit_column, table.title, label_header, company):
            volume = volume_row(
                core, volume_title(table.title, header, table.heading), company
            )  # "Western Australia Iron Ore | Mt"
            volume = volume or _title_site_volume(table.title, table.rows, core, company)
            volume = volume or _total_row_volume(core, table.title, header, company)
            if volume is not None:  # "Pilbara Hub - ore shipped (Mt)" over its one row
                hit, row_site = volume
        if hit is None and breakdown is not None and _SITE_NAME.match(core) and find_sites(core):
            hit = breakdown
        else:
            breakdown = _total_row(row[0], hit)
        if hit is None and parent is not None and (part := part_of_site(core)):
            hit, row_site = parent, part  # "| of which Escondida (kt) |" under its total's row
        parent = parent if part_of_site(core) else parent_hit(hit)
        if hit is None or hit[0] is None or hit[0] == "~margin":
            if _CHANGE_ROW.search(core):
                continue  # "Revenue growth", "Change in net debt": a change, not a figure
            named = printed_paraphrase(core)  # "Income from ordinary activities"
            hit = (named or "", label_basis(core), False)  # else a row the registry does not name
        found_metric, basis, negate = hit
        metric: str = found_metric or ""
        if metric and len(known := find_sites(row_site or "")) == 1:
            metric = site_metric(known[0], metric, f"{' '.join(row)} {table.title}")
        kind = METRIC_BY_KEY[metric].kind if metric else ""
        label = table_label(clean_label(row[0]) + by_column, table.title)
        segment_row = None
        group_row = False
        if qualifier_title and not metric and _GROUP_TOTAL_ROW.match(core.strip()):
            # "| Group | 25.4 |" under "Underlying EBITDA by product group": the group's
            # figure of the title's measure, no division's
            measure = parts_measure or BY_PART.sub("", _UNIT_BRACKETS.sub("", table.title)).strip()
            group_hit = label_metric(measure) if measure else None
            if group_hit is not None and group_hit[0] in METRIC_BY_KEY:
                metric, basis = group_hit[0], group_hit[1]
                kind = METRIC_BY_KEY[metric].kind
                label, group_row = measure, True
        elif qualifier_title and not metric and _names_part(core):
            # "Lithium division" in a table of divisional EBITDA: the row is the segment,
            # the title the measure ("Lithium division Divisional EBITDA ...")
            segment_row = core  # "Lithium (Mt Marion, Wodgina)": the part, not its sites
            measure = _UNIT_BRACKETS.sub("", qualifier_title).strip()
            if not named_measure(measure):  # "| Segment |" over "... — underlying EBITDA"
                measure = named_measure(label_header, table.title) or measure
            measure = parts_measure or measure
            if re.search(r"[A-Za-z]{2}", without_parts(core)):
                measure, segment_row = "", label_segment(core) or core  # "| Lithium EBITDA |"
            label = table_label(f"{core} {measure}".strip(), table.title)
            basis = label_basis(measure or core)
        elif qualifier_title and metric and clean_label(row[0]).strip("*_ ") == qualifier_title:
            group_row = True  # "| **Underlying EBITDA** | 674.9 |" closing its divisions' rows
        leads = tuple(clean_label(r[0]) for r in table.rows)
        heading = f"{table.title} {label_header}"
        row_kind = None if metric else row_dividend_kind(core, heading, company, leads)
        if row_kind is not None and not is_dividend_label(core):
            # "Paid at the half" under "Distributions ...": the title names what it is
            label = table_label(f"{dividend_word(table.title)} {clean_label(row[0])}", table.title)
        # the unit bracket after the label, never the basis' "100%"
        row_unit = declared_unit(without_ownership(clean_label(row[0]))[len(core) :], company)
        per_unit = declared_unit(without_ownership(clean_label(row[0])), company)
        if row_unit and per_unit and row_unit.kind == "money" and per_unit.kind == "unit_cost":
            row_unit = per_unit  # "Revenue per dry tonne (US$)": US$ of the per-tonne unit
        if row_unit is None and not metric and (only := unit_only(core, company)) is not None:
            row_unit = only  # "| A$ a share | 0.50 |": the title names what the row is
            title = re.sub(r"^Table:\s*", "", _UNIT_BRACKETS.sub("", table.title)).strip()
            label = table_label(title, core)
        if row_unit is None and unit_column is not None and unit_column + 1 < len(row):
            titled = (table.title, label_header)  # "| Bauxite | Mt |", "| Copper | per pound |"
            row_unit = unit_cell(row[unit_column + 1], titled, company)
        if row_unit is None and (not metric or kind == "money"):  # "Revenue (bn)" under "US$"
            row_unit = scaled_row_money(
                row[0], (table.title, label_header), company, tuple(r[0] for r in table.rows)
            )
        if (
            not metric
            and (row_unit or next(filter(None, (cell_per_unit(c, company) for c in row[1:])), None))
            and (row_unit is None or row_unit.kind == "unit_cost")  # "| Copper | US$4.57/lb |"
            and _PRICE_TABLE.search(f"{label_header} {table.title} {value_headers}")
            and not _COST_WORDS.search(f"{label_header} {table.title} {core} {value_headers}")
        ):  # "| Average prices achieved | 2025 |" over "| Copper (US cents per pound) | 457 |",
            # "| Commodity | Unit | Price |" over "| Gold | A$/oz | 2,639 |"
            label = table_label(f"{PRICE_LABEL} for {core}", table.title)
        basis_cell = row_basis(header, row)  # "| Copper (kt) | Rio Tinto share | 697 |"
        site = ownership_of(row[0]) or ownership_of(basis_cell)
        several = _SEVERAL_SITES.search(core) or names_several(core)  # "WAIO and Samarco"
        if row_site is None and find_sites(core) and not several:
            row_site = find_sites(core)[0]  # "Western Australia Iron Ore (BHP share)"
        if row_site:
            site = f"{row_site}, {site}" if site else row_site
        if (
            row_kind is None
            and not metric
            and row_unit is not None
            and row_unit.unit == "cents per share"
        ):
            row_kind = payment_kind(core, "cents per share")  # "Interim paid to holders (US c)"
        rendered: str | None = None
        row_length = row_period_kind(row[0])
        dividend_row = metric == "dividends_per_share" or row_kind is not None
        for j, cell in enumerate(row[1:]):
            if j >= len(row_periods):
                break
            period, heads = row_periods[j], periods[j]  # a notice's row may name its own
            if period is None or heads is None or counts.get((heads, owners[j]), 0) != 1:
                continue
            period = half_of_year(row[0], company, period)  # "Jul-Dec" under "FY25": its half
            if dividend_row and amounts is None:  # "Prior year final dividend" under 2025
                period = dividend_row_period(row[0], f"{table.title} {table.heading}", period)
                if period is None:
                    continue
            if row_length and (row_length == "full") != (period.kind == "FY"):
                continue  # "Revenue for the half" in a full year's column: some other period
            parsed = parse_cell(cell, nil_is_zero=dividend_row)
            if parsed is None:
                continue
            value, c_start, c_end, pct, cell_cur = parsed
            own = row_unit or declared_unit(header[j + 1], company)
            if pct and own is not None and own.kind in _AMOUNT_KINDS:
                continue  # "| Copper | kt | 697 | +13% |": the cell's own "%" is a change
            wide = label_unit or title_unit  # the table's, or the page's (page_units)
            if (
                own is None
                and wide is not None
                and not metric
                and not takes_table_unit(wide, row[0])
            ):
                wide = None  # "Earnings per share" under "US$ millions": not in millions
            unit = (
                cell_money(cell, company)  # "$484m": the cell's own unit, whatever is declared
                or cell_own_unit(cell, company)  # "US$4.57/lb", "883 kt"
                or own
                or (PERCENT if pct else None)
                or cell_per_share(cell, dividend_row)
                or wide
                or (PERCENT if _PERCENT_LABEL.search(row[0]) else None)
            )
            if unit is None and dividend_row and value == 0 and not pct:
                # "Nil" is zero in any unit: a dividend row need not say which.
                unit = Unit("per_share", 1.0, None, "cents per share")
            if unit is None and (not metric or kind == "money"):  # "6.4b" under "A$"
                unit = scaled_cell_money(cell, (table.title, label_header), company, row[0])
            if unit is None:
                if metric or any(
                    _SCALE_ONLY.search(t) for t in (table.title, label_header, header[j + 1])
                ):
                    continue  # a registry measure needs its unit; "(millions)" its currency
                unit = NUMBER
            unit = cell_scaled(unit, cell, company)  # "1.06bn" under "(A$)": the cell's scale
            if unit.kind == "money" and unit.currency is None:
                continue  # "million" with no currency: not decidable
            if (
                cell_cur
                and unit.kind == "per_share"
                and (unit.unit == "cents per share" or unit.currency is None)
            ):
                # "A$0.25" in a table headed "cents per share": the cell's own unit wins.
                currency = currency_word(cell_cur, company)
                unit = Unit("per_share", 100.0, currency or unit.currency, "dollars per share")
            elif cell_cur and unit.currency and currency_word(cell_cur, company) != unit.currency:
                continue
            quantity = cell_quantity(value, unit, kind or unit.kind)
            if quantity is None:
                continue
            div_kind = row_kind
            if not metric and row_kind is None and unit.kind == "per_share":
                div_kind = half_row_kind(is_dividend_label(core), period.kind, core)
            if metric == "dividends_per_share":
                label_kinds = [
                    k for k in ("interim", "final", "special", "total") if k in core.lower()
                ]
                if len(label_kinds) == 1:
                    div_kind = label_kinds[0]
                elif notice_kind is not None:
                    div_kind = notice_kind  # "Interim dividend: payment details" over the rows
                elif not label_kinds:
                    div_kind = {"H1": "interim", "H2": "final"}.get(period.kind, "total")
                if div_kind is None:
                    continue
            owed = stated is not None or debt_in_brackets(core)  # "Net (debt)/cash": brackets owe
            if metric == "net_debt" and not owed and brackets_unsettled(core, row[1:]):
                continue  # "Net debt | (4,231) | (4,188)": owed or held, the page never says
            value = row_signed(value, metric, core, row[0], negate=negate, owed=owed, stated=stated)
            if rendered is None:
                rendered = render_table(table, rows=(printed_row,))
            text = rendered
            row_offset = text.index("\n", text.index("\n") + 1) + 1
            row_end = text.find("\n", row_offset)
            rendered_row = text[row_offset : row_end if row_end >= 0 else len(text)]
            cell_offset = _cell_offset(rendered_row, j + 1)
            if cell_offset is None:
                continue
            inner = " ".join(cell.split())
            local = inner.find(" ".join(cell[c_start:c_end].split()))
            start = row_offset + cell_offset + max(local, 0)
            end = start + len(" ".join(cell[c_start:c_end].split()))
            out.append(
                Figure(
                    company=company,
                    metric=metric,
                    period=period,
                    value=value,
                    scale=quantity.scale,
                    unit=quantity.unit,
                    currency=quantity.currency,
                    span=Span(
                        source=ctx.source,
                        page=ctx.page,
                        text=text,
                        start=start,
                        end=end,
                        row=row[0],
                        column=header[j + 1],
                        chunk_id=ctx.chunk_id,
                    ),
                    basis=basis_of(basis),  # type: ignore[arg-type]
                    dividend_kind=div_kind,  # type: ignore[arg-type]
                    qualifier=_volume_qualifier(
                        table, row_site or part_after(core), row[0], j + 1, basis_cell
                    )
                    if volume is not None or unit.kind in PHYSICAL_UNITS
                    else site
                    or segment_row
                    or (None if group_row else qualifier_title)
                    or (None if metric else label_segment(core)),
                    label=label,
                )
            )
    return out


def _names_part(label: str) -> bool:
    """Whether a row label names a part of the company: "Lithium division", "Copper"."""
    if _SEGMENT_ROW.search(label):
        return True
    return bool(read_qualifiers(label).get("scope", frozenset()) - {"group", "segment"})


def _cell_offset(rendered_row: str, index: int) -> int | None:
    """Offset of cell ``index`` (0 = label) inside ``| a | b | c |``."""
    pos = 0
    for _ in range(index + 1):
        pos = rendered_row.find("|", pos)
        if pos < 0:
            return None
        pos += 1
    while pos < len(rendered_row) and rendered_row[pos] == " ":
        pos += 1
    return pos


def _physical(
    row: Sequence[str], unit_column: int | None, title: str, label_header: str, company: str
) -> bool:
    """Whether a row's unit (bracket, unit column, label header, title) is tonnes or ounces."""
    texts = [without_ownership(clean_label(row[0]))[len(_label_core(row[0])) :]]
    if unit_column is not None and unit_column + 1 < len(row):
        texts.append(row[unit_column + 1])
    texts += [label_header, title]
    for text in texts:
        unit = declared_unit(text, company)
        if unit is not None:
            return unit.kind in PHYSICAL_UNITS
    return False


def _volume_qualifier(
    table: Table, site: str | None, row_label: str, column: int, basis: str = ""
) -> str | None:
    """A volume cell's qualifier: its site and ownership basis ("WAIO, 100% basis").

    The basis may be printed anywhere the table says it (:func:`cell_ownership`): the row,
    a "Basis" cell, the column heading ("Attributable"), the title or a footnote.
    """
    owner = cell_ownership(table, row_label, column, basis)
    parts = [p for p in (site, owner) if p]
    return ", ".join(parts) or None
