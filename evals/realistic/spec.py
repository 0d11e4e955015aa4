"""The realistic corpus, written once: every document, page by page, with its manifest.

Each builder below lays out one document from the verified fact table
(:mod:`evals.realistic.values`). Figures are printed only through ``DocWriter.figure``, so
the manifest (what each document states, where, for which period and on which basis) is a
by-product of writing the document and cannot drift from it. Data the fact table lacks is
printed as a dash cell or not printed at all.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from evals.realistic.model import (
    Bullets,
    Contents,
    Document,
    DocWriter,
    Footnotes,
    Heading,
    Para,
    Table,
)
from evals.realistic.prose import CATEGORIES, FILLER, NOTICE
from evals.realistic.values import (
    CURRENCY_PREFIX,
    Val,
    cell,
    coarsest,
    money,
    number,
    per_share,
    quantity,
    quoted,
    stated_change,
    val,
)

# --- companies --------------------------------------------------------------------------------

NAME = {
    "BHP": "BHP Group Limited",
    "RIO": "Rio Tinto",
    "FMG": "Fortescue Ltd",
    "MIN": "Mineral Resources Limited",
    "NST": "Northern Star Resources Ltd",
}
SHORT = {
    "BHP": "BHP",
    "RIO": "Rio Tinto",
    "FMG": "Fortescue",
    "MIN": "MinRes",
    "NST": "Northern Star",
}
REPORTING = {"BHP": "USD", "RIO": "USD", "FMG": "USD", "MIN": "AUD", "NST": "AUD"}
DIVIDEND_STYLE = {"BHP": "usc", "RIO": "usc", "FMG": "aud", "MIN": "aud", "NST": "auc"}

FIN_METRICS = (
    "revenue",
    "statutory_npat",
    "underlying_npat",
    "underlying_ebitda",
    "capex",
    "net_debt",
)
BASIS = {
    "statutory_npat": "statutory",
    "underlying_npat": "underlying",
    "underlying_ebitda": "underlying",
}

LABEL: dict[str, dict[str, str]] = {
    "revenue": {
        "BHP": "Revenue",
        "RIO": "Consolidated sales revenue",
        "FMG": "Revenue",
        "MIN": "Revenue",
        "NST": "Revenue",
    },
    "statutory_npat": {
        "BHP": "Profit after taxation attributable to BHP shareholders",
        "RIO": "Net earnings attributable to owners of Rio Tinto",
        "FMG": "Net profit after tax attributable to members",
        "MIN": "Statutory net profit/(loss) after tax attributable to members",
        "NST": "Statutory net profit after tax",
    },
    "underlying_npat": {
        "BHP": "Underlying attributable profit",
        "RIO": "Underlying earnings",
        "FMG": "Underlying net profit after tax",
        "MIN": "Underlying net profit/(loss) after tax",
        "NST": "Underlying net profit after tax",
    },
    "underlying_ebitda": {t: "Underlying EBITDA" for t in NAME},
    "capex": {
        "BHP": "Capital and exploration expenditure",
        "RIO": "Purchases of property, plant and equipment and intangible assets",
        "FMG": "Capital expenditure",
        "MIN": "Capital expenditure",
        "NST": "Capital expenditure",
    },
    "net_debt": {t: "Net debt" for t in NAME},
}

# --- dividends: the splits the data states (text as printed in the row's quote) ------------
# (ticker, fiscal year) -> kind -> (number as written, unit, fiscal year of the quoting row)
SPLITS: dict[tuple[str, str], dict[str, tuple[str, str, str]]] = {
    ("BHP", "FY2021"): {"interim": ("101", "cents", "FY2021"), "final": ("200", "cents", "FY2021")},
    ("BHP", "FY2022"): {"final": ("1.75", "dollars", "FY2022")},
    ("BHP", "FY2023"): {"final": ("0.80", "dollars", "FY2023")},
    ("BHP", "FY2024"): {"interim": ("72", "cents", "FY2024"), "final": ("74", "cents", "FY2024")},
    ("BHP", "FY2025"): {"final": ("60", "cents", "FY2025")},
    ("RIO", "FY2021"): {"special": ("247", "cents", "FY2021")},
    ("RIO", "FY2024"): {"final": ("2.25", "dollars", "FY2025")},
    ("RIO", "FY2025"): {"final": ("2.54", "dollars", "FY2025")},
    ("FMG", "FY2021"): {
        "interim": ("1.47", "dollars", "FY2021"),
        "final": ("2.11", "dollars", "FY2021"),
    },
    ("FMG", "FY2022"): {
        "interim": ("0.86", "dollars", "FY2022"),
        "final": ("1.21", "dollars", "FY2022"),
    },
    ("FMG", "FY2023"): {
        "interim": ("0.75", "dollars", "FY2023"),
        "final": ("1.00", "dollars", "FY2023"),
    },
    ("FMG", "FY2024"): {
        "interim": ("1.08", "dollars", "FY2024"),
        "final": ("0.89", "dollars", "FY2024"),
    },
    ("FMG", "FY2025"): {"final": ("0.60", "dollars", "FY2025")},
    ("MIN", "FY2021"): {"interim": ("100", "cents", "FY2021"), "final": ("175", "cents", "FY2021")},
    ("MIN", "FY2022"): {"final": ("1.00", "dollars", "FY2022")},
    ("MIN", "FY2023"): {
        "interim": ("1.20", "dollars", "FY2023"),
        "final": ("0.70", "dollars", "FY2023"),
    },
    ("MIN", "FY2024"): {"interim": ("20", "cents", "FY2024"), "final": ("0", "cents", "FY2024")},
    ("MIN", "FY2025"): {"interim": ("0", "cents", "FY2025"), "final": ("0", "cents", "FY2025")},
    ("NST", "FY2021"): {"interim": ("9.5", "cents", "FY2021"), "final": ("9.5", "cents", "FY2021")},
    ("NST", "FY2022"): {"interim": ("10", "cents", "FY2022"), "final": ("11.5", "cents", "FY2022")},
    ("NST", "FY2023"): {"interim": ("11", "cents", "FY2023"), "final": ("15.5", "cents", "FY2023")},
    ("NST", "FY2024"): {"interim": ("15", "cents", "FY2024"), "final": ("25", "cents", "FY2024")},
    ("NST", "FY2025"): {
        "interim": ("0.25", "dollars", "FY2025"),
        "final": ("0.30", "dollars", "FY2025"),
    },
}
TOTAL_AS_DOLLARS = {
    ("FMG", "FY2021"): "3.58",
    ("FMG", "FY2022"): "2.07",
    ("FMG", "FY2023"): "1.75",
    ("FMG", "FY2024"): "1.97",
    ("FMG", "FY2025"): "1.10",
    ("MIN", "FY2022"): "1.00",
    ("MIN", "FY2023"): "1.90",
}
"""Totals the quotes print in dollars per share (the CSV holds them in cents)."""


def _year(fy: str) -> int:
    return int(fy[2:])


def prior_fy(fy: str) -> str:
    """``FY2023`` for ``FY2024``."""
    return f"FY{_year(fy) - 1}"


def year_end(t: str, fy: str) -> str:
    """``30 June 2024`` / ``31 December 2023``."""
    return f"31 December {_year(fy)}" if t == "RIO" else f"30 June {_year(fy)}"


def half_end(t: str, fy: str) -> str:
    """End of the first half of ``fy``: ``31 December 2023`` for FY2024, ``30 June`` for RIO."""
    return f"30 June {_year(fy)}" if t == "RIO" else f"31 December {_year(fy) - 1}"


def period_words(t: str, fy: str) -> str:
    """How a sentence names a year: ``FY2024`` / ``FY24`` / ``2023`` for RIO."""
    if t == "RIO":
        return str(_year(fy))
    return fy if _year(fy) % 2 == 0 else f"FY{str(_year(fy))[2:]}"


def column(t: str, fy: str, style: int = 0) -> str:
    """A column header for a year: ``FY2024``, ``2024`` or ``2023`` (RIO)."""
    if t == "RIO" or style == 1:
        return str(_year(fy))
    return fy


def dividend_val(t: str, fy: str, kind: str, period: str | None = None) -> Val | None:
    """A dividend of ``kind`` for ``fy`` as the data states it (None when it does not)."""
    per = period or fy
    if kind == "total":
        if (t, fy) in TOTAL_AS_DOLLARS:
            return quoted(
                t,
                fy,
                "dividends_per_share",
                TOTAL_AS_DOLLARS[(t, fy)],
                "dollars",
                metric="dividends_per_share",
                period=per,
                currency="AUD",
                dividend_kind="total",
            )
        v = val(t, fy, "dividends_per_share", period=per)
        if v is None:
            return None
        return Val(v.value, v.unit, v.currency, v.metric, per, v.source, None, "total", None)
    split = SPLITS.get((t, fy), {}).get(kind)
    if split is None:
        return None
    text, unit, row_fy = split
    currency = "USD" if t in ("BHP", "RIO") else "AUD"
    return quoted(
        t,
        fy,
        "dividends_per_share",
        text,
        unit,
        metric="dividends_per_share",
        period=per,
        currency=currency,
        dividend_kind=kind,
        row_fy=row_fy,
    )


def fin(t: str, fy: str, metric: str) -> Val | None:
    """A financial figure of the fact table with its basis."""
    basis = BASIS.get(metric)
    if metric == "statutory_npat" and t == "BHP":
        basis = "attributable"
    return val(t, fy, metric, basis=basis)


# --- operating figures ------------------------------------------------------------------------

OPS: dict[str, list[tuple[str, str, str | None, str]]] = {
    # csv key, manifest metric, qualifier, row label
    "BHP": [
        (
            "iron_ore_production_mt",
            "iron_ore_production_mt",
            "BHP share",
            "Iron ore production, total (BHP share)",
        ),
        (
            "waio_production_bhp_share_mt",
            "iron_ore_production_mt",
            "WAIO, BHP share",
            "Western Australia Iron Ore (BHP share)",
        ),
        (
            "waio_production_100pct_mt",
            "iron_ore_production_mt",
            "WAIO, 100% basis",
            "Western Australia Iron Ore (100% basis)",
        ),
        ("copper_production_kt", "copper_production_kt", None, "Copper production"),
    ],
    "RIO": [
        (
            "iron_ore_shipments_mt",
            "iron_ore_shipments_mt",
            "Pilbara, 100% basis",
            "Pilbara iron ore shipments (100% basis)",
        ),
    ],
    "FMG": [
        ("iron_ore_shipments_mt", "iron_ore_shipments_mt", None, "Iron ore shipped"),
        ("c1_cost_usd_wmt", "c1_cost_usd_wmt", "hematite", "Hematite C1 cost (US$/wmt)"),
    ],
    "MIN": [
        (
            "iron_ore_shipments_mt",
            "iron_ore_shipments_mt",
            None,
            "Iron ore shipments, all hubs (wmt)",
        ),
        (
            "iron_ore_shipments_mt_onslow_100pct",
            "iron_ore_shipments_mt_onslow_100pct",
            "Onslow Iron, 100% basis",
            "Onslow Iron shipments (100% basis)",
        ),
        (
            "iron_ore_shipments_mt_pilbara_hub",
            "iron_ore_shipments_mt_pilbara_hub",
            "Pilbara Hub",
            "Pilbara Hub shipments",
        ),
        (
            "spodumene_shipments_kt",
            "spodumene",
            "total exported",
            "Spodumene exported, total (dmt)",
        ),
        (
            "spodumene_shipments_kt_mt_marion",
            "spodumene",
            "Mt Marion, shipments",
            "Mt Marion spodumene shipments (SC6 equivalent)",
        ),
        (
            "spodumene_shipments_kt_wodgina",
            "spodumene",
            "Wodgina, shipments",
            "Wodgina spodumene shipments (SC6 equivalent)",
        ),
        (
            "spodumene_production_kt_mt_marion",
            "spodumene",
            "Mt Marion, production",
            "Mt Marion spodumene production",
        ),
        (
            "spodumene_production_kt_wodgina",
            "spodumene",
            "Wodgina, production",
            "Wodgina spodumene production",
        ),
    ],
    "NST": [
        ("gold_sold_koz", "gold_sold_koz", None, "Gold sold"),
        ("aisc_aud_oz", "aisc_aud_oz", None, "All-in sustaining cost (A$/oz)"),
    ],
}


def op(t: str, fy: str, csv_key: str, metric: str, qualifier: str | None) -> Val | None:
    """An operating figure of the fact table."""
    return val(t, fy, csv_key, metric=metric, qualifier=qualifier)


# --- writing helpers --------------------------------------------------------------------------


def _unit_suffix(unit: str, currency: str | None) -> str:
    prefix = CURRENCY_PREFIX.get(currency or "", "")
    return {
        "million": f"{prefix}m" if currency == "AUD" else f"{prefix}M",
        "billion": f"{prefix}bn",
        "Mt": "Mt",
        "kt": "kt",
        "koz": "koz",
        "A$/oz": "A$/oz",
        "US$/wmt": "US$/wmt",
        "cents": "US cents" if currency == "USD" else "Australian cents",
        "dollars": f"{prefix} per share",
    }[unit]


def record(w: DocWriter, v: Val, text: str, form: str, label: str) -> str:
    """Print ``text`` for ``v`` and record it."""
    value = float(-abs(v.value) if v.negative else v.value)
    unit = {"cents": "cents per share", "dollars": "dollars per share"}.get(v.unit, v.unit)
    return w.figure(
        text,
        metric=v.metric,
        period=v.period,
        value=value,
        unit=unit,
        currency=v.currency,
        form=form,  # type: ignore[arg-type]
        source=v.source,
        basis=v.basis,
        dividend_kind=v.dividend_kind,
        qualifier=v.qualifier,
        label=label,
    )


def row_cells(
    w: DocWriter,
    label: str,
    vals: list[Val | None],
    form: str,
    table_unit: str | None,
    dash: str,
) -> list[str]:
    """A table row: label (with its own unit when it differs from the table's) and cells."""
    unit = coarsest(vals)
    present = [v for v in vals if v is not None]
    shown = label
    suffix = f"({_unit_suffix(unit or '', present[0].currency)})" if present else ""
    if present and unit != table_unit and suffix not in label:
        shown = f"{label} {suffix}"
    cells = [shown]
    for v in vals:
        if v is None:
            cells.append(dash)
        else:
            cells.append(record(w, v.to(unit or v.unit), cell(v, unit), form, shown))
    return cells


def sentence_money(v: Val) -> str:
    """Money, dividend or operating figure as a sentence writes it."""
    if v.unit in ("million", "billion"):
        return money(v)
    if v.unit in ("cents", "dollars"):
        return per_share(v, "usc" if v.currency == "USD" else "auc") + " per share"
    return quantity(v)


def comparative(
    w: DocWriter, t: str, label: str, cur: Val | None, pri: Val | None, variant: int
) -> str | None:
    """One sentence stating this year and last year (or this year only)."""
    if cur is None:
        return None
    cur_words = period_words(t, cur.period)
    pri_words = period_words(t, pri.period) if pri else ""
    ct = record(w, cur, sentence_money(cur), "comparative" if pri else "sentence", label)
    if cur.metric == "net_debt" and cur.negative:
        text = f"The Group held net cash of {ct} at {year_end(t, cur.period)}"
        if pri is not None:
            pt = record(w, pri, sentence_money(pri), "comparative", label)
            text += f", compared with net debt of {pt} a year earlier"
        return text + "."
    if cur.negative:
        kind = "an underlying" if cur.metric == "underlying_npat" else "a statutory"
        text = f"The Group reported {kind} net loss after tax of {ct} for {cur_words}"
        if pri is not None:
            pt = record(w, pri, sentence_money(pri), "comparative", label)
            text += f", compared with a profit of {pt} in {pri_words}"
        return text + "."
    if pri is None:
        change = stated_change(cur, None)
        if change:
            return f"{label} was {change[0]} {change[1]} to {ct} in {cur_words}."
        return f"{label} was {ct} for the year ended {year_end(t, cur.period)}."
    pt = record(w, pri, sentence_money(pri), "comparative", label)
    if pri.negative:
        return f"{label} was {ct} in {cur_words}, compared with a loss of {pt} in {pri_words}."
    change = stated_change(cur, pri)
    up = (
        cur.to(coarsest([cur, pri]) or cur.unit).value
        > pri.to(coarsest([cur, pri]) or pri.unit).value
    )
    if change and variant % 2 == 0:
        return f"{label} was {change[0]} {change[1]} to {ct}, compared with {pt} in {pri_words}."
    if change:
        return f"{label} {'rose' if up else 'fell'} {change[1]} to {ct} from {pt} in {pri_words}."
    if variant % 3 == 0:
        return f"{label} {'rose' if up else 'fell'} to {ct} from {pt} in {pri_words}."
    if variant % 3 == 1:
        return f"{label} of {ct} compared with {pt} in {pri_words}."
    return f"{label} was {ct} ({pri_words}: {pt})."


def money_header(t: str, year_column: str, sep: str = "\n") -> str:
    """A year column header carrying the money unit (two lines in a PDF): ``2025 A$m``."""
    return f"{year_column}{sep}{'A$m' if REPORTING[t] == 'AUD' else 'US$M'}"


def furniture_title(t: str, report: str) -> str:
    """Running header: company and report name."""
    return f"{NAME[t]} | {report}"


def filler_pages(w: DocWriter, topics: list[str], per_page: int = 3) -> None:
    """Pages of prose-only sections (no figures)."""
    for topic in topics:
        paras = FILLER[topic]
        first = True
        for i in range(0, len(paras), per_page):
            w.page(topic, contents_entry=first)
            if first:
                w.add(Heading(topic))
            else:
                w.add(Heading(f"{topic} (continued)", 2))
            w.add(*[Para(p) for p in paras[i : i + per_page]])
            first = False


# --- sections ---------------------------------------------------------------------------------


def cover(w: DocWriter, t: str, title: str, period: str, released: str | None = None) -> None:
    """The cover page."""
    w.page("Cover")
    blocks: list[Any] = [Heading(NAME[t]), Heading(title, 2), Para(period)]
    if released:
        blocks.append(Para(f"Released to the market on {released}"))
    blocks.append(Para(NOTICE, small=True))
    w.add(*blocks)


def contents(w: DocWriter) -> None:
    """The contents page (titles and pages are filled in when the document is printed)."""
    w.page("Contents")
    w.add(Heading("Contents"), Contents())


def appendix_4e(w: DocWriter, t: str, fy: str) -> None:
    """ASX Appendix 4E "Results for announcement to the market" with movement words."""
    pfy = prior_fy(fy)
    w.page("Results for announcement to the market", contents_entry=True)
    unit = "million"
    w.add(
        Heading("Appendix 4E - Preliminary final report"),
        Para(
            f"{NAME[t]} - results for announcement to the market for the year ended "
            f"{year_end(t, fy)}. The previous corresponding period is the year ended "
            f"{year_end(t, pfy)}."
        ),
    )
    rows = []
    prefix = CURRENCY_PREFIX[REPORTING[t]]
    for metric in ("revenue", "statutory_npat", "underlying_npat", "underlying_ebitda"):
        cur, pri = fin(t, fy, metric), fin(t, pfy, metric)
        if cur is None:
            continue
        cells = row_cells(w, LABEL[metric][t], [cur, pri], "table", unit, "-")
        change = stated_change(cur, pri)
        if change:
            move = f"{change[0]} {change[1]}"
        elif pri is not None and not cur.negative and not pri.negative:
            u = coarsest([cur, pri]) or cur.unit
            move = "up" if cur.to(u).value > pri.to(u).value else "down"
        else:
            move = "n/a"
        rows.append([*cells, move])
    cur_d, pri_d = dividend_val(t, fy, "total"), dividend_val(t, pfy, "total")
    if cur_d is not None:
        cells = row_cells(w, "Total dividends per share", [cur_d, pri_d], "table", unit, "-")
        rows.append([*cells, ""])
    w.add(
        Table(
            f"Results for announcement to the market ({prefix}M unless stated)"
            if REPORTING[t] == "USD"
            else "Results for announcement to the market (A$m unless stated)",
            ["", money_header(t, column(t, fy, 1)), money_header(t, column(t, pfy, 1)), "Movement"],
            rows,
            widths=[80, 30, 30, 30],
        ),
        Para(
            "The movement column compares the current period with the previous corresponding "
            "period. Commentary on the results is contained in the review of operations that "
            "accompanies this announcement."
        ),
    )


def review(w: DocWriter, t: str, fy: str, heading: str = "Review of operations") -> None:
    """Directors' report prose: this year and last year in the same sentence."""
    pfy = prior_fy(fy)
    w.page(heading, contents_entry=True)
    w.add(Heading(heading))
    sentences = []
    for i, metric in enumerate(FIN_METRICS):
        cur, pri = fin(t, fy, metric), fin(t, pfy, metric)
        label = LABEL[metric][t]
        if metric == "net_debt":
            label = "Net debt"
        s = comparative(w, t, label, cur, pri, i + _year(fy))
        if s:
            sentences.append(s)
    w.add(
        Para(
            f"The directors present their report on the consolidated entity for the year ended "
            f"{year_end(t, fy)}."
        ),
        *[Para(s) for s in sentences[:3]],
        Heading("Financial position", 2),
        *[Para(s) for s in sentences[3:]],
    )


def dividends(w: DocWriter, t: str, fy: str) -> None:
    """Dividend table (interim / final / special / total for two years) and a sentence."""
    pfy = prior_fy(fy)
    w.page("Dividends", contents_entry=True)
    style = DIVIDEND_STYLE[t]
    kinds = ["interim", "final", "special", "total"]
    if t != "RIO" or not any(dividend_val(t, y, "special") for y in (fy, pfy)):
        kinds.remove("special")
    table_unit = {"usc": "US cents per share", "aud": "per share", "auc": "cents per share"}[style]
    rows = []
    for kind in kinds:
        cur, pri = dividend_val(t, fy, kind), dividend_val(t, pfy, kind)
        label = f"{kind.capitalize()} dividend"
        cells = [label]
        for v in (cur, pri):
            if v is not None and style == "usc":
                v = v.to("cents")
            if v is None:
                cells.append("-")
            elif v.value == 0:
                cells.append(record(w, v, "Nil", "table", label))
            elif v.unit == "dollars":
                cells.append(record(w, v, per_share(v, style), "table", label))
            else:
                cells.append(record(w, v, number(v.value), "table", label))
        rows.append(cells)
    franking = " (fully franked)" if t in ("FMG", "MIN") else ""
    title = f"Dividends determined ({table_unit})"
    if t == "FMG":
        title = "Dividends declared (Australian dollars per share, fully franked)"
    w.add(
        Heading("Dividends"),
        Table(title, ["", column(t, fy), column(t, pfy)], rows, widths=[80, 35, 35]),
    )
    final, total = dividend_val(t, fy, "final"), dividend_val(t, fy, "total")
    pri_total = dividend_val(t, pfy, "total")
    if total is not None:
        if total.value == 0:
            text = (
                f"No interim or final dividend was determined for {period_words(t, fy)}, as the "
                "Board prioritised reducing debt."
            )
            if pri_total is not None:
                pt = record(
                    w, pri_total, sentence_money(pri_total), "comparative", "total dividend"
                )
                text += f" Total dividends for {period_words(t, pfy)} were {pt}."
        else:
            tt = record(
                w,
                total,
                sentence_money(total),
                "comparative" if pri_total else "sentence",
                "total dividend",
            )
            text = ""
            if final is not None and final.value != 0:
                ft = record(w, final, sentence_money(final), "sentence", "final dividend")
                text = f"The Board determined a final dividend of {ft}{franking}, "
                text += f"bringing total dividends for {period_words(t, fy)} to {tt}"
            else:
                text = f"Total dividends for {period_words(t, fy)} were {tt}"
            if pri_total is not None:
                pt = record(
                    w, pri_total, sentence_money(pri_total), "comparative", "total dividend"
                )
                text += f", compared with {pt} for {period_words(t, pfy)}"
            text += "."
        w.add(Para(text))
    if t == "FMG":
        w.add(
            Para(
                "Fortescue reports its results in US dollars; dividends are determined and paid "
                "in Australian dollars."
            )
        )
    w.add(
        Para(
            "Dividends are paid to shareholders on the register at the record date. The "
            "dividend reinvestment plan, where offered, operates without a discount."
        )
    )


def income_statement(w: DocWriter, t: str, fy: str) -> None:
    """Consolidated income statement extract with a note column and a footnoted label."""
    pfy = prior_fy(fy)
    w.page("Financial statements", contents_entry=True)
    unit = "million"
    cur_label = "A$m" if REPORTING[t] == "AUD" else "US$M"
    rows = []
    for note, metric in (("3", "revenue"), ("5", "statutory_npat")):
        cur, pri = fin(t, fy, metric), fin(t, pfy, metric)
        if cur is None and pri is None:
            continue
        label = (
            "Revenue" if metric == "revenue" else "Profit/(loss) after tax attributable to members¹"
        )
        cells = row_cells(w, label, [cur, pri], "table", unit, "-")
        rows.append([cells[0], note, *cells[1:]])
    w.add(
        Heading("Consolidated income statement (extract)"),
        Table(
            f"Consolidated income statement for the year ended {year_end(t, fy)} ({cur_label})",
            ["", "Note", money_header(t, column(t, fy, 1)), money_header(t, column(t, pfy, 1))],
            rows,
            widths=[90, 15, 30, 30],
        ),
        Para(
            "The extract above should be read together with the notes to the financial "
            "statements. Amounts in brackets are losses."
        ),
        Footnotes(
            [
                "¹ Attributable to the owners of the parent entity; excludes "
                "non-controlling interests."
            ]
        ),
    )


def balance_sheet(w: DocWriter, t: str, fy: str) -> None:
    """Net debt (balance-sheet extract) and alternative performance measures."""
    pfy = prior_fy(fy)
    w.page("Balance sheet and performance measures", contents_entry=True)
    unit = "million"
    cur_label = "A$m" if REPORTING[t] == "AUD" else "US$M"
    w.add(Heading("Net debt and alternative performance measures"))
    nd, pnd = fin(t, fy, "net_debt"), fin(t, pfy, "net_debt")
    if nd is not None or pnd is not None:
        negative = any(v is not None and v.negative for v in (nd, pnd))
        label = "Net debt/(net cash)¹" if negative else "Net debt¹"
        w.add(
            Table(
                f"Net debt at {year_end(t, fy)} ({cur_label} unless stated)",
                ["", money_header(t, column(t, fy)), money_header(t, column(t, pfy))],
                [row_cells(w, label, [nd, pnd], "table", unit, "-")],
                widths=[90, 35, 35],
            )
        )
    rows = []
    for metric in ("underlying_ebitda", "underlying_npat", "capex"):
        cur, pri = fin(t, fy, metric), fin(t, pfy, metric)
        if cur is None and pri is None:
            continue
        rows.append(row_cells(w, LABEL[metric][t], [cur, pri], "table", unit, "-"))
    if rows:
        w.add(
            Table(
                f"Alternative performance measures² ({cur_label} unless stated)",
                ["", money_header(t, column(t, fy)), money_header(t, column(t, pfy))],
                rows,
                widths=[90, 35, 35],
            )
        )
    w.add(
        Footnotes(
            [
                "¹ Interest-bearing liabilities less cash and cash equivalents. A figure in "
                "brackets is net cash.",
                "² Non-IFRS measures used by management to assess performance; they are not "
                "audited.",
            ]
        )
    )


def operations(w: DocWriter, t: str, fy: str) -> None:
    """Operating performance table on the stated basis."""
    pfy = prior_fy(fy)
    rows = []
    w.page("Operating performance", contents_entry=True)
    for csv_key, metric, qualifier, label in OPS[t]:
        cur, pri = op(t, fy, csv_key, metric, qualifier), op(t, pfy, csv_key, metric, qualifier)
        if cur is None and pri is None:
            continue
        rows.append(row_cells(w, label, [cur, pri], "table", None, "-"))
    w.add(Heading("Operating performance"))
    if rows:
        w.add(
            Table(
                "Production and sales (as stated; ownership basis shown in each row)",
                ["", column(t, fy), column(t, pfy)],
                rows,
                widths=[100, 30, 30],
            )
        )
    sentences = []
    for i, (csv_key, metric, qualifier, label) in enumerate(OPS[t]):
        cur, pri = op(t, fy, csv_key, metric, qualifier), op(t, pfy, csv_key, metric, qualifier)
        if cur is None:
            continue
        s = comparative(w, t, label, cur, pri, i + 1)
        if s:
            sentences.append(s)
    w.add(*[Para(s) for s in sentences])
    if t == "BHP":
        w.add(
            Para(
                "Western Australia Iron Ore figures are reported on a 100 per cent basis where "
                "stated; Group totals are reported on a BHP share basis. The two are not "
                "comparable.",
                small=True,
            )
        )


def five_year(w: DocWriter, t: str, last: str) -> None:
    """Five-year summary: one column per fiscal year, a dash where the data has no figure."""
    years = [f"FY{_year(last) - k}" for k in range(4, -1, -1)]
    w.page("Five-year summary", contents_entry=True)
    rows = []
    for metric in FIN_METRICS:
        vals = [fin(t, y, metric) for y in years]
        if all(v is None for v in vals):
            continue
        label = LABEL[metric][t]
        if metric == "revenue" and t == "BHP":
            label = "Revenue (as reported)"
        if metric == "net_debt" and any(v is not None and v.negative for v in vals):
            label = "Net debt/(net cash)"
        rows.append(row_cells(w, label, vals, "five_year", None, "-"))
    divs = [dividend_val(t, y, "total") for y in years]
    divs = [
        None if v is None else (val(t, y, "dividends_per_share") if v.unit == "dollars" else v)
        for v, y in zip(divs, years, strict=True)
    ]
    divs = [
        None
        if v is None
        else Val(v.value, v.unit, v.currency, v.metric, v.period, v.source, None, "total")
        for v in divs
    ]
    if any(divs):
        label = "Total dividends per share"
        rows.append(row_cells(w, label, divs, "five_year", None, "-"))
    for csv_key, metric, qualifier, label in OPS[t]:
        vals = [op(t, y, csv_key, metric, qualifier) for y in years]
        if sum(v is not None for v in vals) >= 2:
            rows.append(row_cells(w, label, vals, "five_year", None, "-"))
    header = ["Year ended " + ("31 December" if t == "RIO" else "30 June")] + [
        column(t, y) for y in years
    ]
    w.add(
        Heading("Five-year summary"),
        Table(
            "Five-year financial and operating summary",
            header,
            rows,
            widths=[62, 22, 22, 22, 22, 22],
        ),
        Para(
            "A dash indicates that the measure was not reported on a comparable basis for that "
            "year. Dividends are shown in the currency in which they are paid.",
            small=True,
        ),
    )


def chair_letter(w: DocWriter, t: str, fy: str) -> None:
    """Chair's letter: a narrative page with a couple of comparatives."""
    pfy = prior_fy(fy)
    w.page("Chair's letter", contents_entry=True)
    rev = comparative(w, t, "Revenue", fin(t, fy, "revenue"), fin(t, pfy, "revenue"), 0)
    paras = [
        "Dear shareholders,",
        f"On behalf of the Board, I am pleased to present the annual report for the year ended "
        f"{year_end(t, fy)}. It was a year in which our teams stayed focused on safe, reliable "
        "operations while markets for our products moved sharply.",
    ]
    if rev:
        paras.append(rev)
    paras += [
        "The Board remains committed to a disciplined approach to capital allocation: "
        "maintaining a strong balance sheet, investing in the highest-return opportunities and "
        "returning excess cash to shareholders.",
        "I thank my fellow directors, our leadership team and all our people for their "
        "contribution during the year.",
    ]
    w.add(Heading("Chair's letter"), *[Para(p) for p in paras])


# --- documents --------------------------------------------------------------------------------


def annual_report(
    t: str,
    fy: str,
    manifest: list[dict[str, Any]],
    *,
    long: bool = False,
    five: bool = False,
    released: str | None = None,
) -> Document:
    """An annual report PDF (20+ pages when ``long``)."""
    y = _year(fy)
    report = f"Annual Report {y}"
    doc = Document(
        f"{t}_Annual_Report_{y}.pdf",
        t,
        furniture_title(t, report),
        "pdf",
        categories=CATEGORIES,
    )
    doc.period = fy
    w = DocWriter(doc, manifest)
    period = f"For the year ended {year_end(t, fy)}"
    if t == "RIO":
        period = f"{y} full year - for the year ended {year_end(t, fy)}"
    cover(w, t, report, period, released)
    contents(w)
    chair_letter(w, t, fy)
    if long:
        filler_pages(w, ["Our people"])
    appendix_4e(w, t, fy)
    review(w, t, fy, "Directors' report - review of operations")
    operations(w, t, fy)
    dividends(w, t, fy)
    income_statement(w, t, fy)
    balance_sheet(w, t, fy)
    if five:
        five_year(w, t, fy)
    topics = ["Sustainability", "Risk management", "Corporate governance"]
    if long:
        topics += ["Remuneration report", "Outlook", "Shareholder information"]
        filler_pages(w, topics, per_page=2)
    else:
        filler_pages(w, topics, per_page=5)
    return doc


def results_text(
    t: str,
    fy: str,
    manifest: list[dict[str, Any]],
    *,
    url: str = "",
    released: str | None = None,
    one_cell_per_line: bool = False,
) -> Document:
    """A results announcement saved as text: pages separated by form feeds."""
    y = _year(fy)
    title = f"Results for the year ended {year_end(t, fy)}"
    if t == "RIO":
        title = f"{y} full year results"
    doc = Document(
        f"{t}_{'FY' if t != 'RIO' else ''}{y}_results_announcement.txt",
        t,
        furniture_title(t, title),
        "txt",
        first_line=url,
    )
    doc.period = fy
    w = DocWriter(doc, manifest)
    pfy = prior_fy(fy)
    w.page("Highlights")
    intro = f"{NAME[t]} today reported its results for the year ended {year_end(t, fy)}."
    if released:
        intro = f"{released} - " + intro
    bullets = []
    for i, metric in enumerate(
        ("revenue", "underlying_ebitda", "statutory_npat", "underlying_npat")
    ):
        s = comparative(w, t, LABEL[metric][t], fin(t, fy, metric), fin(t, pfy, metric), i)
        if s:
            bullets.append(s)
    w.add(Heading(title), Para(intro), Heading("Highlights", 2), Bullets(bullets))
    if t == "BHP" and fy == "FY2022":
        restated = val(
            "BHP",
            "FY2021",
            "revenue_restated_continuing_ops",
            metric="revenue",
            qualifier="restated, continuing operations",
        )
        original = fin("BHP", "FY2021", "revenue")
        assert restated is not None and original is not None
        rt = record(w, restated, money(restated), "comparative", "Revenue (FY2021 restated)")
        ot = record(w, original, money(original), "sentence", "Revenue (FY2021 as reported)")
        w.add(
            Para(
                "Following the merger of the Petroleum business with Woodside, comparative "
                f"information is restated for continuing operations: FY2021 revenue is {rt} "
                f"on that basis, against {ot} as originally reported."
            )
        )
    w.page("Financial summary")
    unit = "million"
    rows = []
    for metric in FIN_METRICS:
        cur, pri = fin(t, fy, metric), fin(t, pfy, metric)
        if cur is None:
            continue
        rows.append(row_cells(w, LABEL[metric][t], [cur, pri], "table", unit, "–"))
    cur_label = "A$m" if REPORTING[t] == "AUD" else "US$ millions"
    w.add(
        Heading("Financial summary"),
        Table(
            f"Summary of results ({cur_label} unless stated)",
            [
                "Year ended 31 December" if t == "RIO" else "Year ended 30 June",
                money_header(t, column(t, fy, 1), " "),
                money_header(t, column(t, pfy, 1), " "),
            ],
            rows,
            one_cell_per_line=one_cell_per_line,
        ),
    )
    ops_rows = []
    for csv_key, metric, qualifier, label in OPS[t]:
        cur, pri = op(t, fy, csv_key, metric, qualifier), op(t, pfy, csv_key, metric, qualifier)
        if cur is None:
            continue
        ops_rows.append(row_cells(w, label, [cur, pri], "table", None, "–"))
    if ops_rows:
        w.add(
            Table(
                "Operations",
                ["", column(t, fy, 1), column(t, pfy, 1)],
                ops_rows,
                one_cell_per_line=one_cell_per_line,
            )
        )
    w.page("Dividends")
    w.add(Heading("Dividends"))
    parts = []
    for kind in ("interim", "final", "special", "total"):
        v = dividend_val(t, fy, kind)
        if v is None:
            continue
        text = record(w, v, sentence_money(v), "sentence", f"{kind} dividend")
        parts.append(f"{kind} dividend of {text}")
    if parts:
        w.add(Para(f"For {period_words(t, fy)} the Board determined: " + "; ".join(parts) + "."))
    if t == "FMG":
        w.add(Para("Dividends are paid in Australian dollars; the Group reports in US dollars."))
    w.add(Heading("Outlook", 2), *[Para(p) for p in FILLER["Outlook"]])
    return doc


def half_year(t: str, fy: str, manifest: list[dict[str, Any]], *, kind: str = "pdf") -> Document:
    """A half-year report: the first half of ``fy`` (interim dividend, half-year operations)."""
    y = _year(fy)
    end = half_end(t, fy)
    label = f"H1 FY{y}"
    name = f"{t}_Half_Year_Report_{end.split()[-1]}_{end.split()[1][:3]}.{kind}"
    doc = Document(
        name,
        t,
        furniture_title(t, f"Half-year report {end}"),
        kind,  # type: ignore[arg-type]
        categories=CATEGORIES if kind == "pdf" else (),
    )
    doc.period = label
    w = DocWriter(doc, manifest)
    period = f"For the half year ended {end}"
    cover(w, t, "Half-year report", period)
    w.page("Half-year review", contents_entry=True)
    w.add(
        Heading("Half-year review"),
        Para(
            f"The directors present their report on the consolidated entity for the half year "
            f"ended {end}. Figures in this report relate to the six months to {end} unless "
            "stated otherwise; full-year figures are reported separately in the annual report."
        ),
    )
    interim = dividend_val(t, fy, "interim", period=label)
    if interim is not None:
        if interim.value == 0:
            text = record(w, interim, "no interim dividend", "sentence", "interim dividend")
            w.add(Para(f"The Board determined {text} for the half year."))
        else:
            text = record(w, interim, sentence_money(interim), "sentence", "interim dividend")
            w.add(
                Para(
                    f"The Board determined an interim dividend of {text} for the half "
                    f"year ended {end}."
                )
            )
    if t == "MIN" and fy == "FY2024":
        iron = quoted(
            "MIN",
            fy,
            "",
            "8.7",
            "Mt",
            metric="iron_ore_shipments_mt",
            period=label,
            currency=None,
            md=True,
        )
        text = record(w, iron, "8.7M wmt", "sentence", "iron ore sales")
        w.add(Para(f"Iron ore sales for the half were {text} across the Group's hubs."))
        rows = []
        for site, number_text in (("Mt Marion", "99"), ("Wodgina", "87"), ("Bald Hill", "18")):
            v = quoted(
                "MIN",
                fy,
                "",
                number_text,
                "kt",
                metric="spodumene",
                period=label,
                currency=None,
                qualifier=f"{site}, shipments",
                md=True,
            )
            rows.append([site, record(w, v, number_text, "table", f"{site} spodumene shipments")])
        w.add(
            Table(
                f"Spodumene shipments, half year ended {end} (k dmt, SC6 equivalent)",
                ["Operation", "1H FY24"],
                rows,
                widths=[80, 40],
            ),
            Para(
                "Shipments are stated for the half year only. Full-year shipments will be "
                "reported with the annual results.",
                small=True,
            ),
        )
    w.add(*[Para(p) for p in FILLER["Outlook"]])
    w.page("Governance", contents_entry=True)
    w.add(Heading("Directors' declaration"), *[Para(p) for p in FILLER["Corporate governance"][:3]])
    return doc


def narrative_half_year(t: str, fy: str, manifest: list[dict[str, Any]]) -> Document:
    """A half-year report with narrative only (no half-year figure in the data)."""
    doc = half_year(t, fy, manifest, kind="txt")
    doc.pages[1].blocks.append(
        Para(
            "Half-year financial figures are set out in the interim financial statements "
            "lodged separately; this review covers operations, safety and projects."
        )
    )
    return doc


# --- the corpus -------------------------------------------------------------------------------

RIO_2023_URL = (
    "https://announcements.example.com/asx/rio/2024-02-21/rio-tinto-2023-full-year-results"
)


def corpus() -> tuple[list[Document], list[dict[str, Any]]]:
    """Every document of the realistic corpus and the manifest of the figures they state."""
    m: list[dict[str, Any]] = []
    docs = [
        annual_report("BHP", "FY2024", m, long=True),
        annual_report("BHP", "FY2025", m, five=True),
        results_text("BHP", "FY2022", m),
        half_year("BHP", "FY2021", m),
        half_year("BHP", "FY2024", m, kind="txt"),
        annual_report("RIO", "FY2023", m, long=True, released="21 February 2024"),
        results_text(
            "RIO",
            "FY2023",
            m,
            url=RIO_2023_URL,
            released="21 February 2024",
            one_cell_per_line=True,
        ),
        annual_report("RIO", "FY2025", m, five=True, released="19 February 2026"),
        results_text("RIO", "FY2021", m),
        narrative_half_year("RIO", "FY2024", m),
        annual_report("FMG", "FY2025", m, five=True),
        results_text("FMG", "FY2022", m),
        half_year("FMG", "FY2024", m),
        annual_report("MIN", "FY2025", m, five=True),
        half_year("MIN", "FY2024", m),
        results_text("MIN", "FY2023", m),
        annual_report("NST", "FY2024", m),
        annual_report("NST", "FY2025", m, five=True),
        half_year("NST", "FY2024", m),
        half_year("NST", "FY2025", m, kind="txt"),
    ]
    return docs, m


def _decimal(value: float) -> Decimal:
    return Decimal(repr(value))
