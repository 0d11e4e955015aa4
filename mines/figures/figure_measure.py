"""A figure's printed label, the qualifiers it states, and its conflicts with an asked measure.

A figure's qualifiers are read from its label as printed (``Figure.label``, else the table
row, else the words before the number in its sentence), then its fields and metric;
:func:`figure_conflicts` says why a figure is not the measure a question asks for.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TypeVar

from mines.figures.asked import AskedMeasure
from mines.figures.asked_phrase import _VOLUME_HEADS
from mines.figures.cash_lines import (
    bare_cash_held,
    names_asset_purchase,
    purchase_named_before,
    purchase_under_title,
    title_lent_flows,
)
from mines.figures.currency_axis import stated_currency
from mines.figures.division_tables import title_lends_part
from mines.figures.half_dividends import PAID_ROW
from mines.figures.label_parts import ore_form_named
from mines.figures.labels import label_metric
from mines.figures.model import Figure
from mines.figures.qualifier_axes import QUARTER_WORDS
from mines.figures.qualifier_conflicts import (
    IMPLIED,
    KINDS_OF_FLOW,
    conflicts,
    implied,
    qualifiers_of,
)
from mines.figures.qualifiers import (
    DIVIDEND_WORDS,
    read_qualifiers,
    without_parts,
)
from mines.figures.signs import without_sign_pair
from mines.figures.site_basis import unstated_site_basis
from mines.figures.sole_scope import sole_commodity_asked
from mines.figures.unit_qualifiers import (
    quantity_asked,
    sold_per_unit,
    unit_qualifiers,
)
from mines.figures.volume_asked import physical_asked
from mines.figures.volume_rows import commodity_alone
from mines.measures.paraphrases import printed_paraphrase
from mines.measures.sites import REGION_COMMODITY, find_sites
from mines.measures.statement_lines import UNLISTED_LINES
from mines.numbers import find_figures
from mines.question.companies import SOLE_COMMODITY

# ---------------------------------------------------------------------------------------
# A figure's printed label


def figure_label(figure: Figure) -> str:
    """The label a figure is printed under: its ``label``, else its row, else its words.

    In prose, the words before the number back to the previous number (or the sentence
    start when those are only connecting words).
    """
    if figure.label:
        return figure.label
    span = figure.span
    if span.row:
        return span.row
    return words_before(figure)


def words_before(figure: Figure) -> str:
    """The words before a prose figure's number, back to the previous number or the start.

    "Cash paid for property, plant and equipment was US$2,834m": the figure's label may
    keep only its object ("property, plant and equipment"); these words keep its verb.
    """
    span = figure.span
    before = span.text[: span.start]
    numbers = [f for f in find_figures(before) if f.end <= len(before)]
    own = before[numbers[-1].end :] if numbers else before
    if not re.search(
        r"[A-Za-z\u3400-\u9fff]{3,}", re.sub(r"\b(?:from|to|and|of|was|in)\b", "", own)
    ):
        own = before
    return own.strip(" :,-–—(").strip()


def _unit_after(figure: Figure) -> str:
    """A number in its sentence with the words right after it ("$84.79 a dry tonne")."""
    span = figure.span
    if span.row:
        return ""
    after = " ".join(span.text[span.end : span.end + 24].split()[:3])
    return f"{span.quote} {after}"


def _form_of(metric: str) -> dict[str, frozenset[str]]:
    form = IMPLIED.get(metric, {}).get("form")
    return {"form": frozenset({form})} if form else {}


_NO_PART = frozenset({"group", "segment"})


def figure_qualifiers(figure: Figure) -> dict[str, frozenset[str]]:
    """What a figure is, per axis: its label's words, then its fields, then its metric."""
    # a unit or a definition says no axis; an ore's form does ("iron ore (hematite)")
    # "Profit/(loss) before tax": the sign pair goes whole, leaving the line's words
    label = BRACKETS.sub("", without_sign_pair(ore_form_named(figure_label(figure))))
    if figure.span.row is not None and " — " in label:
        row, title = label.split(" — ", 1)
        own = read_qualifiers(row).get("scope", frozenset())
        if not title_lends_part(title) or own == frozenset({"group"}):
            # "Underlying EBITDA — Lithium market outlook": an outlook names no division;
            # "Group underlying EBITDA — Mining Services and Lithium": the row is the group's
            label = f"{row} — {without_parts(title)}"
    out = qualifiers_of(label, figure.metric)
    if figure.span.row is None and bare_cash_held(label, figure.span.text, figure.span.start):
        out["line"] = frozenset({"cash"})  # "with US$5.5 billion in cash": the cash held
    if figure.span.row is not None and " — " in label and "cash_flow" in out:
        row, title = label.split(" — ", 1)
        flows = title_lent_flows(
            out["cash_flow"],
            read_qualifiers(row).get("cash_flow", frozenset()),
            read_qualifiers(title).get("cash_flow", frozenset()),
        )
        own = implied(figure.metric).get("cash_flow", frozenset())
        if flows or own:
            out["cash_flow"] = flows or own
        else:
            out.pop("cash_flow")  # "Net debt — Cash flow summary": the title's topic only
    if figure.span.row is not None:
        # "Interest bearing liabilities", "Cash and cash equivalents" under "Net debt
        # reconciliation": the row's gross borrowings or cash held, never the net debt the
        # table's title names
        row_own = read_qualifiers(printed_row(label))
        out |= {axis: row_own[axis] for axis in ("gross_net", "line") if row_own.get(axis)}
        if row_own.get("head") and out.get("head", frozenset()) > row_own["head"]:
            # "Hematite revenue received" under "Operations and costs by period": the row
            # names its own measure, the title lists the table's several
            out["head"] = row_own["head"]
        if "profit" in row_own.get("head", ()) and not row_own.get("dividend"):
            out.pop("dividend", None)  # "Earnings per share" under "Per share and payout"
        for axis in ("head", "cash_flow") if row_own.get("line") else ():
            if not row_own.get(axis) and axis not in implied(figure.metric):
                out.pop(axis, None)  # the cash the row holds is no "debt" of the title's
    # The form is the row's and its unit's: a table titled "Per share and operating
    # measures" does not make its tonnage rows per share.
    row_words = printed_row(figure_label(figure))
    row_form = read_qualifiers(row_words).get("form")
    out.pop("form", None)
    if row_form or figure.metric in IMPLIED:
        out |= {"form": row_form} if row_form else _form_of(figure.metric)
    for axis, values in unit_qualifiers(figure.unit).items():
        if axis not in out or not (out[axis] & values):
            out[axis] = values  # the printed unit outranks the label's words
        elif axis == "form":
            out[axis] = out[axis] & values  # "margin" of the percentage forms
    if sold_per_unit(out, figure.unit):
        out["head"] = frozenset({"price"})  # "Hematite average revenue" a dry tonne
    elif _commodity_tonnage(figure, out, row_words):
        out["head"] = frozenset({"production"})  # "Bauxite reached 62.4 Mt": its output
    per = read_qualifiers(f"{figure_label(figure)} {_unit_after(figure)}").get("per")
    if per and out.get("per", frozenset({"tonne"})) == {"tonne"}:
        out["per"] = per  # "(US$ a dry tonne)", "$US84.79 a dry tonne": read as per tonne
    if figure.basis:  # the extractor's reading of the basis, with the label's own words
        out["basis"] = read_qualifiers(label).get("basis", frozenset()) | {figure.basis}
        if figure.basis == "underlying":
            # "Excluding exceptional items, earnings attributable to members rose to": the
            # members' result on the underlying basis, no statutory (attributable) one
            out["basis"] = out["basis"] - {"attributable", "statutory"}
    if figure.metric == "dividends_per_share" or (
        "dividend" not in out
        and "per_share" in out.get("form", frozenset())
        and DIVIDEND_WORDS.search(label)
        and not (figure.span.row is not None and "profit" in out.get("head", ()))
    ):
        # a dividend per share naming no kind ("ordinary distributions") is the year's total,
        # and a half's (a "DPS" row's half-year column) the dividend of that half; one paid in
        # a half is the one declared before it, no dividend of that half
        half = "FY" if PAID_ROW.search(printed_row(label)) else figure.period.kind
        out["dividend"] = frozenset({figure.dividend_kind or _HALF_DIVIDEND[half]})
    elif figure.dividend_kind:
        out["dividend"] = frozenset({figure.dividend_kind})  # "a one-off top-up": special
    part = read_qualifiers(figure.qualifier or "").get("scope", frozenset())
    stated = out.get("scope", frozenset())
    if part and ("scope" not in out or (part - _NO_PART and not stated - _NO_PART)):
        # the division a segment table's row or title names, which the label may name
        # only as a whole row ("Metals Revenue" under "Revenue by segment")
        out["scope"] = stated - {"group"} | part
    if "scope" not in out and figure.unit == "currency" and not figure.qualifier:
        out["scope"] = frozenset({"group"})  # an amount naming no part is the company's
    dated = f"{figure.span.row} {figure.span.column or ''}"
    if "quarter" in out and figure.span.row is not None and not QUARTER_WORDS.search(dated):
        # "| Bauxite | ... | 2025 |" under "Fourth quarter operations review": the year's
        del out["quarter"]
    franking = row_franking(figure)
    if franking:
        out["franking"] = franking  # "| Final dividend | 15.5 | Nil (unfranked) |"
    qualifier = (figure.qualifier or "").lower()
    if "100%" in qualifier:
        out["ownership"] = frozenset({"100%"})
    elif "share" in qualifier or "attributable" in qualifier:
        out["ownership"] = frozenset({"share"})
    return out | stated_currency(figure.currency)


_HALF_DIVIDEND = {"FY": "total", "H1": "interim", "H2": "final"}
"""The dividend a period's per-share dividend naming no kind is: a first half's is the
interim, a second half's the final, a year's the total."""


def row_franking(figure: Figure) -> frozenset[str] | None:
    """How a dividend row's other cells say it is franked ("Fully franked", "Nil (unfranked)").

    A dividend table may print the franking of each dividend in a column of its own beside
    the amount: the row's amount is a dividend franked as that cell says.
    """
    span = figure.span
    if span.row is None or not (figure.dividend_kind or figure.metric == "dividends_per_share"):
        return None
    first = span.text.rfind("\n", 0, span.start) + 1
    last = span.text.find("\n", span.start)
    line = span.text[first : last if last >= 0 else len(span.text)]
    cells, at = [], 0
    for cell in line.split("|"):
        if not at <= span.start - first < at + len(cell):
            cells.append(cell)
        at += len(cell) + 1
    words = " ".join(cells[2:])  # the row's label (after the opening bar) names no franking
    return read_qualifiers(words).get("franking")


def pays_for_assets(figure: Figure) -> bool:
    """Whether a figure is money paid for fixed assets, by its row, its sentence or its title.

    The row ("Payments for plant and equipment"); in prose, the words before its number
    ("Cash paid for property, plant and equipment was US$2,834m"), which a label trimmed to
    the assets no longer holds; in a table, a title naming the purchase over a row naming
    the assets (:func:`purchase_under_title`).
    """
    label = figure_label(figure)
    if names_asset_purchase(printed_row(label)):
        return True
    if figure.span.row is None:
        # the sentence up to where it prints the label: a prior year's value compared
        # ("against US$2,901m last year") shares the words of the value it follows
        before = figure.span.text[: figure.span.start]
        return purchase_named_before(label, before) or names_asset_purchase(words_before(figure))
    row, _, title = label.partition(" — ")
    return purchase_under_title(printed_row(row), title)


def _segment_ebitda(stated: Mapping[str, frozenset[str]]) -> bool:
    """Whether a label states a part's EBITDA ("copper EBITDA", "Lithium: EBITDA").

    A division's or commodity's EBITDA is reported on the underlying basis (segment notes
    print it so), so an underlying one asked is not refused for naming no basis.
    """
    scope = stated.get("scope", frozenset())
    return "ebitda" in stated.get("line", frozenset()) and bool(scope - {"group"})


_PRODUCT_OF_UNIT = {
    "dry tonne": "iron ore",
    "wet tonne": "iron ore",
    "ounce": "gold",
    "pound": "copper",
}
"""The product a price's unit alone says it is of: a dry or wet tonne is iron ore's, an ounce
gold's, a pound copper's (a plain tonne may be aluminium's, iron ore's or anything's)."""


def _price_product_unnamed(
    asked: AskedMeasure, figure: Figure, stated: Mapping[str, frozenset[str]]
) -> list[str]:
    """Why a price naming no product is not the price asked of one, if it is not.

    "Average realised prices were US$90 a dry tonne for Pilbara iron ore, US$4.57 a pound for
    copper": a price read with no product answers a copper price only when its unit (a
    pound) or its company (one selling copper alone) says it is copper's.
    """
    if "price" not in asked.stated.get("head", frozenset()):
        return []
    wanted = asked.stated.get("scope", frozenset()) - {"group", "segment"}
    if not wanted or stated.get("scope", frozenset()) - {"group", "segment"}:
        return []
    if SOLE_COMMODITY.get(figure.company) in wanted:
        return []
    if any(_PRODUCT_OF_UNIT.get(per) in wanted for per in stated.get("per", frozenset())):
        return []
    return [f"scope: a price of {'/'.join(sorted(wanted))} asked, no product stated"]


STATED_BASIS_METRICS = frozenset({"earnings_per_share"})
"""Metrics whose underlying form is the same metric on another basis, said when meant."""


def figure_conflicts(asked: AskedMeasure, figure: Figure, own_metric: bool = True) -> list[str]:
    """Why ``figure`` is not the asked measure (empty: it may be).

    ``own_metric=False`` judges a figure of another registry metric: only what the phrase
    states counts, since the metric its alias hinted at is not the figure's.
    """
    if own_metric:
        wanted = asked.qualifiers
    else:
        quantity = quantity_asked(asked.stated)
        wanted = dict(asked.stated) | ({"quantity": quantity} if quantity else {})
        wanted = physical_asked(asked.phrase, wanted)  # "what volume did it move"
    if asked.metric == "dividends_per_share" and "dividend" not in wanted:
        wanted = {**wanted, "dividend": frozenset({"total"})}
    if asked.metric == "dividends_per_share" and "form" not in wanted:
        # "What was BHP's final dividend?": a share's, never "final dividend amount"
        wanted = {**wanted, "form": frozenset({"per_share"})}
    stated = figure_qualifiers(figure)
    if wanted.get("quantity") == frozenset({"percent"}) and not stated.keys() & {
        "form",
        "quantity",
    }:
        # a ratio asked: a label stating no ratio and a number with no unit ("Profit after
        # tax for the year" printed bare) is the amount the ratio is of, not the ratio
        return ["form: a percentage asked, none stated"]
    flow = wanted.get("cash_flow", frozenset()) & KINDS_OF_FLOW
    if (
        flow
        and not stated.get("cash_flow")
        and figure.metric != asked.metric
        and not (flow == {"investing"} and pays_for_assets(figure))
    ):
        # free cash flow asked: a label saying only "cash" ("generated US$X of cash") is
        # no kind of cash flow at all, let alone that one; money paid for plant and
        # equipment ("Cash purchases of property, plant and intangibles") is an investing
        # line by what it is, whether or not its section is printed
        return [f"cash_flow: {'/'.join(sorted(flow))} asked, none stated"]
    if (
        asked.stated.get("basis") == frozenset({"underlying"})
        and not stated.get("basis")
        and (figure.metric != asked.metric or "basis" not in IMPLIED.get(figure.metric, {}))
        and not asked.stated.get("form", frozenset()) & {"ratio", "margin"}
        and not _segment_ebitda(stated)
    ):
        # an underlying result asked: a label naming no basis ("Earnings per share, basic",
        # "Free cash flow" of a metric with no basis of its own) is the reported figure, not
        # the one before one-off items (a ratio's basis is of the result it is a share of)
        return ["basis: underlying asked, none stated"]
    if asked.stated.get("basis") == frozenset({"statutory"}) and _segment_ebitda(stated):
        if not stated.get("basis"):  # a part's EBITDA is reported underlying
            return ["basis: statutory asked, a part's EBITDA stated"]
    volume = asked.stated.get("head", frozenset()) & _VOLUME_HEADS
    if (
        volume
        and figure.metric != asked.metric
        and "physical" in stated.get("quantity", frozenset())
        and not stated.get("head")
    ):
        # ore produced asked: a tonnage printed under no word of production, shipment or
        # sale ("Bauxite (Mt)" in a table titled only by its year) may be either
        return [f"head: {'/'.join(sorted(volume))} asked, none stated"]
    unnamed = _price_product_unnamed(asked, figure, stated)
    if unnamed:
        return unnamed
    line = asked.stated.get("line", frozenset()) & UNLISTED_LINES
    if line and not stated.get("line") and figure.metric != asked.metric:
        # EBIT or cash held asked: a label naming no line ("Profit", "cash") is not it
        return [f"line: {'/'.join(sorted(line))} asked, none stated"]
    if (
        asked.stated.get("all_in") == frozenset({"with growth"})
        and not stated.get("all_in")
        and figure.metric != asked.metric
    ):
        # the all-in cost asked (growth spending kept in): a cost per ounce naming no kind
        # ("Cost to keep the mines running, per ounce") is at most the sustaining one
        return ["all_in: the all-in cost asked, none stated"]
    unowned = unstated_site_basis(asked.stated, figure, stated)
    if unowned:
        return unowned  # "attributable Mt Marion shipments": a row naming no basis is either
    # "Northern Star's revenue from selling gold": gold is all it sells
    out = conflicts(
        sole_commodity_asked(wanted, stated, figure.company, figure_label(figure)), stated
    )
    if asked.metric in STATED_BASIS_METRICS and figure.metric == asked.metric:
        underlying = "underlying" in stated.get("basis", frozenset())
        if "basis" not in asked.stated and underlying:
            # "basic EPS" asks the income statement's figure: one before exceptional items
            # ("Earnings per share excluding exceptional items") is the underlying one
            out.append("basis: none asked (statutory), underlying stated")
        elif asked.stated.get("basis") == frozenset({"underlying"}) and not underlying:
            # "underlying EPS": a "Basic EPS" row naming no basis is the statutory one
            out.append("basis: underlying asked, none stated")
    return out


BRACKETS = re.compile(
    r"\s*\((?![^()]*\b(?:basis|share)\b)(?!\s*(?:net\s+)?debt\s*\)\s*/)(?!\s*net\s*\))[^()]*\)"
)
"""Bracketed text other than an ownership basis: a unit ("(US cents)"), a definition
("(EBITDA less tax paid and sustaining spend)"), a sign ("Net profit/(loss)"). The debt of
a "Net (debt)/cash" pair stays: it is the balance the row is of, printed as its sign; so
does a bare "(net)", which says which of a gross and a net line the row is."""


def printed_row(label: str) -> str:
    """The words a label names its figure with, without its table title or bracketed text.

    A bracketed unit or definition goes; an ownership basis stays: "Ordinary distributions
    per share (US cents) — Per share and distributions" names "Ordinary distributions per
    share".
    """
    return BRACKETS.sub("", without_sign_pair(label.split(" — ", 1)[0])).strip()


_EQUATED = re.compile(r"\(([^()]{6,})\)")


def equated_metrics(label: str) -> frozenset[str]:
    """The metrics a row names twice, once in brackets: both are the one figure.

    "Capital expenditure (purchases of property, plant and equipment)" says the company's
    capital expenditure *is* its purchases of plant: a question asking for either is
    answered by it. A bracketed unit, sign or basis names no metric and adds nothing.
    """
    row = label.split(" — ", 1)[0]
    inner = [m.group(1) for m in _EQUATED.finditer(row)]
    named = [printed_paraphrase(text) or (label_metric(text) or (None,))[0] for text in inner]
    return frozenset(m for m in named if m)


_PHYSICAL_UNITS = frozenset({"t", "kt", "Mt", "oz", "koz", "Moz"})
_TONNAGE_UNITS = frozenset({"t", "kt", "Mt"})


def _commodity_tonnage(figure: Figure, stated: Mapping[str, frozenset[str]], row: str) -> bool:
    """Whether a sentence's tonnage is of a commodity its subject names alone, no volume word.

    "Bauxite climbed to a record 62.4 Mt": a miner's results sentence gives the tonnage of
    its commodity it produced. A table's bare row ("| Bauxite (Mt) | 55.5 |") is left to
    its title, which may be of shipments, sales or reserves.
    """
    return (
        figure.span.row is None
        and figure.unit in _TONNAGE_UNITS
        and "head" not in stated
        and commodity_alone(row) is not None
    )


def row_site(figure: Figure) -> str | None:
    """The site a volume's table row names alone, when no list of sites knows it.

    "| Gruyere | 310 |" under "| Operation | Gold sold (koz) |": Gruyere's ounces, no answer
    to the company's. A known site is :func:`find_sites`' to tell; a region ("Pilbara") is
    the business, not one site.
    """
    if figure.span.row is None or figure.unit not in _PHYSICAL_UNITS or not figure.qualifier:
        return None
    site = figure.qualifier.split(",", 1)[0].strip()
    row = figure.span.row.strip()
    if not site or not row.lower().startswith(site.lower()) or find_sites(site):
        return None
    return None if site.lower() in REGION_COMMODITY else site


def names_site(text: str, site: str | None) -> bool:
    """Whether ``text`` names ``site`` in whole words, any case ("the Gruyere mine")."""
    if not site:
        return False
    return re.search(rf"(?<!\w){re.escape(site)}(?!\w)", text, re.I) is not None


_T = TypeVar("_T")


def printed_basis(figure: Figure) -> frozenset[str]:
    """The basis a figure's own label prints ("Underlying EBITDA": underlying; "EBITDA": none)."""
    return read_qualifiers(printed_row(figure_label(figure))).get("basis", frozenset())


def basis_told_apart(
    items: tuple[_T, ...], asked: AskedMeasure, figure_of: Callable[[_T], Figure]
) -> tuple[_T, ...]:
    """The items on the asked basis where the page prints the measure on two bases.

    "EBITDA was US$26.1 billion. Underlying EBITDA was US$25.4 billion": both are read as
    one metric, but the page tells them apart, so the one whose label prints the asked
    basis answers ("underlying EBITDA"), and the plain one answers the plain question
    ("EBITDA"): neither is the other's disagreeing source.
    """
    printed = [printed_basis(figure_of(i)) for i in items]
    if not any(printed) or all(printed):
        return items
    want = asked.stated.get("basis", frozenset())
    kept = tuple(i for i, b in zip(items, printed, strict=True) if (b & want if want else not b))
    return kept or items
