"""Check a claimed figure against the table cells of the cited text.

Every cell equal to the claimed value is read with its row label (or the table title and
the total row above a site row), its unit and its column's period.
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from mines.figures import division_tables as divisions
from mines.figures.basis_words import UNDERLYING_WORDS
from mines.figures.cash_lines import purchase_under_title
from mines.figures.column_periods import (
    UNIT_HEADER,
    amount_column_periods,
    column_period,
    column_periods,
    header_periods,
    measure_column_periods,
    span_column_period,
)
from mines.figures.dividend_phrases import half_payout_row, payout_row
from mines.figures.dividend_rows import dividend_row_period
from mines.figures.division_tables import as_period_table, is_division_table, scoped_rows
from mines.figures.draft_claims import Claim
from mines.figures.figure_measure import BRACKETS
from mines.figures.label_columns import descriptor_columns, folded_label
from mines.figures.label_parts import label_basis
from mines.figures.labels import result_core
from mines.figures.measure_columns import split_columns
from mines.figures.model import DocContext, Period
from mines.figures.month_halves import half_of_year, month_span
from mines.figures.notice_forms import form_table
from mines.figures.notice_rows import notice_cell_period, notice_dividend_kind, share_dollars
from mines.figures.ownership_words import FULL, SHARE, ownership_of, without_ownership
from mines.figures.part_measures import BY_PART
from mines.figures.part_of_rows import part_of_volume
from mines.figures.period_rows import period_rows_turned, year_context
from mines.figures.printed_dividends import (
    dividend_word,
    is_dividend_label,
    names_other_measure,
    row_dividend_kind,
)
from mines.figures.prose_periods import period_cut
from mines.figures.quantities import NOT_SITE_WORDS
from mines.figures.row_units import comma_unit, row_period_kind, states_percentage
from mines.figures.signs import (
    CASH_USED,
    NET_FLOWS,
    bracket_notes,
    brackets_mean,
    is_net_balance,
    is_net_cash,
    is_owed,
    is_spend,
    settled_rows,
    without_sign_pair,
)
from mines.figures.similarity import same_measure_words
from mines.figures.table_cells import scaled_row_money
from mines.figures.table_ownership import cell_ownership
from mines.figures.tables import Table, parse_tables
from mines.figures.verify_cells import (
    CELL_NUMBER,
    MARKERS,
    NIL_CELL,
    PREFIX,
    cents_cell,
    own_money,
    own_per_unit,
    percent_cell,
    value_cell,
)
from mines.figures.verify_price_rows import priced_row
from mines.figures.verify_reasons import (
    _BASIS_WORD,
    _DIVIDEND_WORD,
    NO_METRIC,
    _Amount,
    _claim_family,
    _currency_reason,
    _decimals,
    _dividend_reason,
    _label_reason,
    _metric_reason,
    _metric_with_basis,
    _nearest_label,
    _period_reason,
    _printed_as_claimed,
    _qualifier_reason,
    _row_named,
    _same_value,
    _sign_reason,
)
from mines.figures.verify_site_rows import (
    column_named,
    site_claim,
    site_row,
    title_measure,
    unlisted_commodity,
)
from mines.figures.verify_table_units import PER_WHAT as _PER_WHAT
from mines.figures.verify_table_units import only_unit, scaled_cell_unit, units_column_unit
from mines.figures.verify_table_units import table_unit as _table_unit
from mines.figures.volume_rows import (
    commodity_alone,
    names_no_site,
    row_basis,
    title_site_volume,
    total_row_volume,
    volume_row,
    volume_title,
)
from mines.measures.paraphrases import printed_paraphrase
from mines.measures.sites import find_sites

_SITE_LABEL = re.compile(r"(?:Mt\s+)?[A-Z][\w'’-]*(?:\s+[A-Z][\w'’-]*){0,3}")
_PART_TAIL = re.compile(
    rf"\s*(?:\([^()]*\)\s*)*[–—-]\s+({_SITE_LABEL.pattern})(?:\s+(?:US|A)?\$\S*)?\s*"
)
"""A part of the company a row names after its measure and a dash ("EBITDA - Lithium")."""
_TOTALS = re.compile(r"total|group|group\s+total", re.I)
"""A row of the company's whole figure under a title or label heading naming the measure."""
_KIND = r"(?:interim|final|special|total)"
_KIND_ROW = re.compile(rf"({_KIND}|full[\s-]year|year)(?:\s+dividends?)?", re.I)
"""A row named only by a kind of dividend ("Interim", "Final", "Year") under its title."""
_ROW_LEAD = re.compile(
    rf"\s*(?:(?:{_BASIS_WORD}|group|consolidated)\s+|(?:{_KIND}\s+)?(?:ordinary\s+)?)", re.I
)
"""Words a row may print before its metric's label: a basis, the group's, a dividend's kind."""
_ROW_TAIL = re.compile(
    r"(?:\s+of\s+the\s+(?:parent(?:\s+entity)?|company))?"  # "... to members of the parent"
    r"\s*(?:,\s*(?:total|all\s+hubs)|\s+for\s+the\s+(?:(?:financial\s+)?year|half(?:[\s-]year)?|period))?"
    rf"(?:\s*[,–—]?\s+(?:{UNDERLYING_WORDS.pattern}))?"
    r"\s*(?:\([^()]*\)\s*)*",
    re.I,
)
"""Words a row may print after its metric's label: a total, its period, what it leaves out
("Profit after tax before significant items": its basis, read with the label), bracketed
units."""


_NO_UNIT = "the cited number states no unit or currency"


def _bare(claim: Claim) -> bool:
    """Whether a claim states a plain number: no currency, scale or unit ("10,295")."""
    return claim.currency is None and claim.scale == 1.0 and claim.unit in {"currency", "number"}


def _check_tables(
    claim: Claim, span_text: str, ctx: DocContext
) -> tuple[bool, list[str], list[str]]:
    """``(supported, reasons, evidence)`` over every table cell equal to the claimed value."""
    reasons: list[str] = []
    evidence: list[str] = []
    stated = bracket_notes(span_text)
    tables = parse_tables(span_text)  # split per column as extracted (by_measure_column)
    for table in (t for whole in tables for t in split_columns(whole, ctx.company, ctx.period)):
        if len(table.header) < 2:
            continue
        table = replace(table, notes=table.notes + stated)  # "net cash is shown in brackets"
        table = scoped_rows(table)  # "## Mining Services" over "| Underlying EBITDA | 484 |"
        table = form_table(table, ctx.company, ctx.period)  # a notice's "Type of dividend" row
        turned = period_rows_turned(table, ctx.company, ctx.period)  # "| FY22 | 10 | ... |"
        # a period-a-row table names whole years, even on a half-year page (as extracted)
        doc = ctx.period if turned is table else year_context(ctx).period
        # "| Division | EBITDA |"; periods a row under divisions across are turned first
        table = as_period_table(turned, ctx.company, ctx.period)
        label_header = table.header[0]
        if (
            re.search(r"half[\s-]*year|six\s+months", label_header, re.I)
            and doc
            and doc.kind == "FY"
        ):
            doc = Period(doc.year, "H1")
        parent: str | None = None
        units = next((j for j, c in enumerate(table.header) if UNIT_HEADER.match(c)), None)
        worded = descriptor_columns(
            table.header, table.rows, column_periods(table.header[1:], ctx.company, doc)
        )  # "| Wodgina | Shipped (kt SC6e) | | 214 |": one label over two columns
        for row in settled_rows(table, claim.metric):  # "Net debt | (4,231)": owed or held?
            label = MARKERS.sub("", folded_label(row, worded)).strip()
            above, parent = parent, _total_row_name(label, parent)
            # A unit in a row label is written in brackets: "Revenue (US$bn)"; "Mt Marion" is
            # a site, not megatonnes. A units column ("| Bauxite | Mt | 58.7 |") says it too.
            # "(100% basis)" states an ownership basis, not a percentage
            brackets = " ".join(re.findall(r"\(([^()]*)\)", without_ownership(label)))
            brackets = f"{brackets} {comma_unit(label)}".strip()  # "C1 cost, US$/wmt"
            unit = _table_unit(brackets, ctx.company)
            per = re.search(rf"\bper\s+{_PER_WHAT}", _unit_free(label), re.I)
            if unit is None and per and brackets.strip():
                unit = _table_unit(f"{brackets} {per.group(0)}", ctx.company)  # "per dmt (US$)"
            if unit is None:
                unit = only_unit(label, ctx.company)  # "| A$ a share | 0.50 |"
            if unit is None and units is not None and 0 < units < len(row):
                unit = units_column_unit(row[units], (table.title, label_header), ctx.company)
            if unit is None and states_percentage(_unit_free(label)):
                unit = ("percent", 1.0, None)  # "Interim as % of first-half cash earnings"
            if unit is None:  # "Revenue (bn)" under "Result summary (US$ unless stated)"
                money = scaled_row_money(
                    label, (table.title, label_header), ctx.company, tuple(r[0] for r in table.rows)
                )
                unit = ("money", money.scale, money.currency) if money else None
            for j, cell in enumerate(row[1:], start=1):
                if j >= len(table.header):
                    break
                m = CELL_NUMBER.match(value_cell(cell))
                nil = (
                    NIL_CELL.match(cell) is not None
                    and _claim_family(claim) == "per_share"
                    and claim.value == 0
                )
                if not nil and (m is None or bool(m.group(1)) != bool(m.group(5))):
                    continue
                raw = "0" if nil or m is None else m.group(3)
                row_words, dps = f"{label} {table.header[j]}", claim.metric == "dividends_per_share"
                cell_unit = (
                    own_money(value_cell(cell), ctx.company)  # "$484m", "27%": its own
                    or own_per_unit(value_cell(cell), ctx.company)  # "US$4.57/lb"
                    or scaled_cell_unit(  # "2,248m" on a row "Revenue (A$)": its currency
                        cell, (table.header[j], brackets, label_header, table.title), ctx.company
                    )
                    or unit
                    or (("percent", 1.0, None) if m is not None and percent_cell(m) else None)
                    or _table_unit(table.header[j], ctx.company)
                    or cents_cell(cell, ctx.company)
                    # "A$0.75" on a row or column of an amount a share, or a dividend's
                    or (("per_share", 1.0, None) if share_dollars(cell, row_words, dps) else None)
                    or _table_unit(label_header, ctx.company)
                    or _table_unit(table.title, ctx.company)
                    or (("per_share", 1.0, claim.currency) if nil else None)  # zero in any unit
                )
                bare = cell_unit is None and m is not None and _bare(claim)
                if cell_unit is None and not bare:
                    if m is not None and _bare(replace(claim, currency=None, scale=1.0)):
                        printed = float(m.group(3).replace(",", ""))
                        if math.isclose(printed, claim.value) and not PREFIX.match(cell):
                            reasons.append(_NO_UNIT)  # "US$10,295 million" of a bare "10,295"
                            evidence.append(f"{table.title} | {table.header[j]} | {row[0]}: {cell}")
                    continue
                # a bare cell supports a claim that states no unit either ("10,295")
                family, scale, currency = cell_unit or (None, 1.0, None)
                prefix = PREFIX.match(value_cell(cell))
                if prefix and family == "per_share" and scale == 1.0:
                    # "A$0.25" under a "cents per share" heading: dollars per share.
                    scale = 100.0
                    currency = {"US$": "USD", "A$": "AUD"}.get(prefix.group(1), currency)
                value = float(raw.replace(",", ""))
                amount = _Amount(
                    family,
                    value * scale,
                    0.5 * 10.0 ** -_decimals(raw) * scale,
                    currency,
                    m is not None and bool(m.group(1) or m.group(2)),
                )
                if not _same_value(claim, amount):
                    continue
                evidence.append(f"{table.title} | {table.header[j]} | {row[0]}: {cell}")
                basis = row_basis(table.header, row)  # "| Copper (kt) | Our share | 697 |"
                reason = _check_cell(claim, table, label, j, amount, ctx, doc, above, basis)
                if reason is None:
                    return True, [], evidence
                reasons.append(reason)
    return False, reasons, evidence


_TOTAL = re.compile(r"\btotal\b", re.I)
_EXPLAINED = BRACKETS  # a bracketed definition or sign goes; a basis, "Net (debt)/cash" stay


def _total_row_name(label: str, previous: str | None) -> str | None:
    """The metric words of a total row ("Iron ore production, total"), else None.

    The site rows after it break it down; any other row ends it.
    """
    words = re.split(r"[,(]", label, maxsplit=1)[0].strip()
    named = _nearest_label(words, len(words))
    if named is not None and named.metric is not None and _TOTAL.search(label):
        return words
    if previous is not None and named is None and _SITE_LABEL.fullmatch(_unit_free(label)):
        return previous
    return None


def _unit_free(label: str) -> str:
    """A row label without its bracketed qualifiers and units ("WAIO (100% basis) (Mt)")."""
    label = label[: len(label) - len(comma_unit(label))]
    return re.sub(r"\s*[(\[][^()\[\]]*[)\]]", "", label).strip(" :,-–—")


def _check_cell(
    claim: Claim,
    table: Table,
    label: str,
    j: int,
    amount: _Amount,
    ctx: DocContext,
    doc: Period | None,
    total: str | None = None,
    basis_cell: str = "",
) -> str | None:
    """Why the cell at row ``label``, column ``j`` does not support the claim (None: it does).

    ``total``: the metric words of the total row above a site row ("Iron ore production"
    above "Western Australia Iron Ore (100% basis)"): the site row is that metric at the site.
    ``basis_cell``: the row's cell under a "Basis" column ("100%", "Rio Tinto share").
    """
    claim = site_claim(claim)  # "Pilbara Hub iron ore shipments": the hub's row
    owned = f"{label}, {basis_cell}" if basis_cell else label
    core = re.sub(
        r"\s*[(\[](?:US\$|A\$|\$|US|A|U\.S\.|cents|%|Mt|kt|koz|Moz|oz|wmt)[^)\]]*[)\]]\s*$",
        "",
        label,
        flags=re.I,
    ).strip(" :")
    core = core[: len(core) - len(comma_unit(core))].rstrip(" ,-–—")  # "C1 cost, US$/wmt"
    if only_unit(label, ctx.company) is not None:  # "| US cents a share | 90 |": the title's
        core = re.split(r"[,(:;–—]", re.sub(r"^Table:\s*", "", table.title), maxsplit=1)[0].strip()
    paired = without_sign_pair(core)  # "Statutory profit/(loss) after tax": the result
    whole = _nearest_label(core, len(core)) if paired != core else None
    if whole is None or (whole.start, whole.end) != (0, len(core)):
        # "Net (loss)/profit after tax attributable to members": a result printed both ways
        core = result_core(paired) if paired != core else paired
    volume = _volume_reason(claim, table, label, j, amount, ctx, doc, basis_cell)
    if volume is not None:
        return volume or None
    site = None
    named = _row_named(core)  # a bracket after the row's name explains it
    bare = _unit_free(core)
    paid = (
        row_dividend_kind(bare, table.title, ctx.company, tuple(r[0] for r in table.rows))
        or notice_dividend_kind(bare, table.heading)
        if claim.metric == "dividends_per_share"
        else None
    )  # "Amount determined per ordinary share" under "Interim dividend: payment details"
    if (
        paid is not None
        and (named is None or is_dividend_label(bare))
        and not names_other_measure(bare)
    ):
        # "Final", "Second-half cash return" under "Shareholder returns (US cents a share)":
        # the title names the payment, the row its kind; "Final dividend, payable
        # September 2023", "Determined on the full-year result": the row names both
        return _check_cell_period(
            claim, table, j, amount, ctx, doc, core, claim.metric, paid
        ) or _qualifier_reason(claim, owned)
    if (
        claim.metric == "payout_ratio"
        and (named is None or named.metric != "payout_ratio")
        and payout_row(bare, row_dividend_kind(bare, table.title))
    ):
        # "Interim payout of half-year underlying earnings (%)", "Paid out of NPAT (%)": a
        # payout of the earnings the row names, as the reader reads it (extract._named_payout)
        return _check_cell_period(claim, table, j, amount, ctx, doc, core, claim.metric) or (
            _qualifier_reason(claim, owned)
        )
    if priced_row(claim, table, bare):
        # "| Average prices achieved | 2025 |" over "| Aluminium (US$ per tonne) | 3,318 |":
        # the row names what was sold, never a site
        return _check_cell_period(claim, table, j, amount, ctx, doc, core, claim.metric) or (
            _qualifier_reason(claim, owned)
        )
    if (
        named is None
        and (_SITE_LABEL.fullmatch(bare) or _TOTALS.fullmatch(bare))
        and not commodity_alone(bare)
        and not names_no_site(bare)
        and not month_span(bare)  # "Jul-Dec": a half, read with the column's year
    ):
        # One row per site under a title naming the metric ("Spodumene shipments ..."), or
        # under a total row ("Iron ore production, total" then "Western Australia Iron Ore").
        title = re.split(r"[,(:;–—]", BY_PART.sub("", table.title), maxsplit=1)[0].strip()
        named = _nearest_label(title, len(title))
        if named is not None and named.start > 0:
            named = None
        if named is None and (stated := title_measure(table.title)) is not None:
            named, title = stated  # "Segment information — underlying EBITDA, half year"
        if (column := column_named(table, j, bare, ctx.company)) is not None:
            # the value column's own measure before the title's: "| Operation | Spodumene
            # produced (kt) |" over "| Wodgina |", "| Site | FY25 AISC (A$/oz) |" under "Output"
            named, title = column
        if named is None and total is not None:
            named, title = _nearest_label(total, len(total)), total
        if named is None and (measure := divisions.parts_under_measure(table)) is not None:
            named, title = _nearest_label(measure, len(measure)), measure  # closing total row
        stub = re.split(r"[,(:;–—]", table.header[0], maxsplit=1)[0].strip()
        if named is None and (stubbed := _nearest_label(stub, len(stub))) and not stubbed.start:
            named, title = stubbed, stub  # "| Gold sold ('000 oz) | FY25 |" over "| Pogo |"
        kind = _KIND_ROW.fullmatch(bare)
        if named is not None and named.metric == "dividends_per_share" and kind:
            # "Interim" under "Dividends declared": a kind of dividend, never a site
            word = "total" if "year" in kind.group(1).lower() else kind.group(1).lower()
            core, shift = f"{word} {title}", len(word) + 1
            named = replace(named, start=named.start + shift, end=named.end + shift)
        elif named is not None or (bare == core and not set(bare.split()) <= NOT_SITE_WORDS):
            # a bare "Shipments" row names no site; nor does "Jul-Dec": a span of months
            site, core = (None if row_period_kind(bare) else bare), title
    if (checked := site_row(claim, site)) is None:
        return f"the cited value is for {site}"  # a site's row never supports another's
    claim = checked
    plain = _EXPLAINED.sub("", core).strip()  # "Cash earnings (EBITDA less tax paid ...)"
    # "Net result for the year": the wording whole once its period is cut, as the reader has it
    paraphrase = bool(claim.metric) and claim.metric in {
        printed_paraphrase(plain),
        printed_paraphrase(period_cut(plain)),
    }
    worded = [plain]
    if row_dividend_kind(core, table.title, ctx.company) is not None and not is_dividend_label(
        core
    ):
        # "Share of half-year profit (%)" under "Interim dividend": the dividend's share, as
        # the reader labelled it from the title (or the row alone, as a claim may quote it)
        worded.append(f"{dividend_word(table.title)} {plain}")
    titled = label_basis(table.title)  # "Earnings by division before one-off items"
    if (
        paraphrase
        or claim.label
        and any(
            (
                named is None
                or named.metric is None
                or _printed_as_claimed(claim, words)
                or (titled is not None and _printed_as_claimed(claim, f"{titled} {words}"))
            )
            and same_measure_words(claim.label, claim.metric, words)
            for words in worded
        )
    ):
        return _check_cell_period(
            claim, table, j, amount, ctx, doc, core, claim.metric
        ) or _qualifier_reason(claim, owned)
    if named is None or named.metric is None:
        return NO_METRIC
    prefix, suffix = core[: named.start], core[named.end :]
    lead = not _ROW_LEAD.fullmatch(prefix)  # "Ordinary dividends": no site "Ordinary"
    if site is None and lead and _SITE_LABEL.fullmatch(prefix.strip()) and prefix.strip():
        site = prefix.strip()
        prefix = ""
    tail = _PART_TAIL.fullmatch(suffix)  # "EBITDA (underlying) - Lithium": the part after
    if site is None and tail:
        site, suffix, core = tail.group(1), "", core[: named.end]
    if not _ROW_LEAD.fullmatch(prefix) or not (_ROW_TAIL.fullmatch(suffix)):
        return NO_METRIC  # the row is about something else ("Revenue growth", "Copper price")
    if (checked := site_row(claim, site)) is None:
        return f"the cited value is for {site}"
    claim = checked
    metric, basis = _metric_with_basis(named, core)
    reason = _metric_reason(claim, metric, basis) or _label_reason(claim, core, metric)
    if reason:
        return reason
    return _check_cell_period(claim, table, j, amount, ctx, doc, core, metric) or (
        _qualifier_reason(claim, owned)
    )


def _check_cell_period(
    claim: Claim,
    table: Table,
    j: int,
    amount: _Amount,
    ctx: DocContext,
    doc: Period | None,
    core: str,
    metric: str | None,
    paid: str | None = None,
) -> str | None:
    """Period, dividend kind, sign, currency and basis of a cell whose label is the claim's.

    ``paid``: the dividend kind the row names, by its words or by when it was paid
    ("Second-half cash return", "Determined on the full-year result").
    """
    header = table.header
    label = core
    column = header[j]
    cited = header_periods(header, table.title, ctx.company, doc)[j - 1] or span_column_period(
        column, table.title, ctx.company, doc
    )
    if cited is None and j == 1:
        cited = notice_cell_period(header, table.title, label, ctx.company, doc)  # "| | Cents |"
    if (
        cited is None
        and re.search(r"ended\s+\d{1,2}\s+[A-Za-z]+\s*$", header[0])
        and column.strip().isdigit()
    ):
        cited = column_period(f"{header[0]} {column}", ctx.company, doc)
    if cited is None and not any(column_period(c, ctx.company, doc) for c in header[1:]):
        cited = amount_column_periods(header[1:], doc)[j - 1]  # "| | Change | US$M |"
    if cited is None and not is_division_table(table):
        # "| Commodity | Unit | Price |" under "Realised prices, year ended 30 June 2024"
        cited = measure_column_periods(header, table.title, ctx.section, ctx.company, doc)[j - 1]
    if claim.metric == "dividends_per_share" or paid is not None:  # as the reader shifts it
        cited = dividend_row_period(core, f"{table.title} {table.heading}", cited)
    cited = half_of_year(core, ctx.company, cited)  # a "Jul-Dec" row under "FY25": its half
    if claim.metric == "payout_ratio" and cited and half_payout_row(core):  # "Interim payout"
        cited = Period(cited.year, "H1")
    reason = _period_reason(claim, cited)
    if reason:
        return reason
    if claim.metric == "dividends_per_share":
        words = [w.lower() for w in _DIVIDEND_WORD.findall(core)]
        stated = paid or (
            words[0] if words else ("interim" if cited and cited.kind == "H1" else "total")
        )
        reason = _dividend_reason(claim, "total" if stated in {"full year", "annual"} else stated)
        if reason:
            return reason
    negative = amount.negative
    if metric == "net_debt" or (not metric and is_net_balance(core)):
        stated = brackets_mean(core) or brackets_mean(" ".join((table.title, *table.notes)))
        negative = is_net_cash(core, negative, stated)
    elif (
        negative
        and claim.value > 0
        and metric not in NET_FLOWS  # "Net cash outflow from operating activities | (656)"
        and (is_spend(core) or "capex" in (metric or "") or purchase_under_title(core, table.title))
    ):
        negative = False  # a spend in brackets is an outflow of that amount
    elif negative and claim.value > 0 and not metric and is_owed(core):
        negative = False  # borrowings in brackets are the amount owed
    elif not negative and metric in NET_FLOWS and CASH_USED.search(core):
        negative = True  # "Net cash used in operating activities | 656": an outflow, as read
    return (
        _sign_reason(claim, negative)
        or _currency_reason(claim, amount)
        or _qualifier_reason(claim, label)
    )


def _volume_reason(
    claim: Claim,
    table: Table,
    label: str,
    j: int,
    amount: _Amount,
    ctx: DocContext,
    doc: Period | None,
    basis: str = "",
) -> str | None:
    """Whether a volume row's cell supports the claim: ``""`` yes, else why not.

    None for any row that is no volume row ("Western Australia Iron Ore | Mt | 290 | 256.6"
    under "Output by asset" is one). The row is the claimed metric's when the commodity or
    site it names alone, with the title's production or shipments, is that metric; the site
    must be the claim's, and the ownership basis (the row's, the column's or the title's)
    must not be the other one.
    """
    if amount.family not in {"tonnes", "ounces"}:
        return None
    core = without_ownership(_unit_free(label))
    found = volume_row(core, volume_title(table.title, table.header, table.heading), ctx.company)
    # "Pilbara Hub - ore shipped (Mt)" over its one row: the hub's shipments, as read
    found = found or title_site_volume(table.title, table.rows, core, ctx.company)
    found = found or total_row_volume(core, table.title, table.header, ctx.company)
    found = found or part_of_volume(table.rows, core)  # "| of which Escondida (kt) |"
    if found is None:
        return None
    (metric, _, _), site = found
    if not metric and not unlisted_commodity(claim, core, table.title, ctx.company):
        return None
    if metric and metric != claim.metric:
        return None
    qualifier = claim.qualifier or ""
    if site is not None and site_row(claim, site) is None:
        return f"the cited value is for {site}"
    if site is None and find_sites(qualifier):
        return "the cited value is not for the site claimed"
    column = table.header[j]
    cited = header_periods(table.header, table.title, ctx.company, doc)[j - 1]  # "YTD FY23"
    if cited is None and ownership_of(column):
        cited = column_period(table.title, ctx.company, doc) or doc
    if cited is None:  # "| | Basis | Full year |"
        cited = span_column_period(column, table.title, ctx.company, doc)
    reason = _period_reason(claim, cited)
    if reason:
        return reason
    owner = cell_ownership(table, label, j, basis)
    claimed = (
        FULL
        if "100%" in qualifier
        else SHARE
        if re.search(r"\bshare\b|\battributable\b", qualifier, re.I)
        else None
    )
    if claimed is not None and owner is not None and claimed != owner:
        if claimed == FULL:
            return "the cited value is the company's share, not the 100% basis"
        return "the cited value is on a 100% basis, not the company's share"
    if claimed == SHARE and owner is None:
        return "the cited value does not say it is the company's share"
    return _sign_reason(claim, amount.negative) or ""
