"""How close a printed label is to the asked measure, and which neighbours it may not be.

:func:`match_score` ranks the figures that do not conflict
(:mod:`mines.figures.qualifier_conflicts`) by what the printed label shares with the asked
phrase; a label stating what the question leaves open (diluted, underlying, a segment or
site, a change, a part) is refused (:func:`label_means`). Pure apart from the embedding
model, which :func:`label_similarity` loads on first use. The words of labels, and the
scores on words alone (coverage, overlap), are :mod:`mines.figures.label_words`'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from mines.figures.asked import AskedMeasure
from mines.figures.basis_words import as_basis_word, as_gross_word, as_label_words
from mines.figures.cash_lines import names_asset_purchase
from mines.figures.figure_measure import (
    BRACKETS,
    figure_conflicts,
    figure_label,
    figure_qualifiers,
    names_site,
    pays_for_assets,
    printed_row,
    row_site,
)
from mines.figures.heading_measure import own_words, scored_row
from mines.figures.initialisms import label_alike
from mines.figures.label_vectors import label_similarity
from mines.figures.label_words import (
    content_words,
    coverage,
    label_word_score,
    lexical_overlap,
    measure_words,
    plain_words,
)
from mines.figures.model import Figure
from mines.figures.moved_words import moved_not_shipped
from mines.figures.named_scopes import (
    named_scopes,
)
from mines.figures.prices import price_words
from mines.figures.qualifier_axes import (
    QUARTER_WORDS,
    Qualifiers,
)
from mines.figures.qualifier_conflicts import (
    conflicts,
    implied,
    qualifiers_of,
)
from mines.figures.qualifiers import (
    DIVIDEND_WORDS,
    read_qualifiers,
    without_parts,
)
from mines.figures.report_words import as_revenue
from mines.figures.slide_items import FRANKED
from mines.figures.sole_scope import sole_commodity_asked
from mines.figures.unit_qualifiers import (
    PERCENT_FORMS,
    quantity_asked,
    sales_as_revenue,
    sold_per_unit,
)
from mines.figures.volume_asked import physical_asked
from mines.measures.places import worded_places
from mines.measures.registry import METRIC_LABELS
from mines.measures.sites import SITE_METRICS, VOLUME_METRICS, find_sites
from mines.measures.statement_lines import AFTER_TAX_EXPENSE
from mines.measures.words import METRIC_ALIASES
from mines.numbers import find_figures
from mines.question.companies import SOLE_COMMODITY

_I = re.IGNORECASE

# ---------------------------------------------------------------------------------------
# Similarity of a printed label to the asked phrase

MATCH_THRESHOLD = 0.6
"""Score a figure no registry metric names must reach to answer the asked measure.

Chosen on the development set ``evals/dev_measures.py`` (``python -m evals.dev_measures``),
never on the suites: right labels score 0.80-1.00; every wrong label there is refused
before scoring, by a qualifier conflict or by a word the asked phrase lacks. Scores alone
would not separate them ("Diluted EPS growth" scores 0.88 for "diluted EPS", "Dividends
paid" 0.68 for "dividend yield"), which is why both gates come first; 0.6 leaves room
below the lowest right score for labels worded less like the question."""
ALIAS_BOOST = 0.5
"""Added when the figure's registry metric is the one the asked phrase's alias names."""


def _alias_names(metric: str | None) -> Iterable[str]:
    if not metric:
        return ()
    return (METRIC_LABELS.get(metric, ""), *METRIC_ALIASES.get(metric, ()))


def alias_variants(asked: AskedMeasure) -> list[str]:
    """The asked phrase with its alias replaced by each other name of the alias's metric.

    Only names stating nothing the phrase contradicts: "gross borrowings" is "gross debt",
    never "gross net cash".
    """
    names = [n.lower() for n in _alias_names(asked.metric) if n and n.isascii()]
    phrase = asked.phrase.lower()
    present = [n for n in names if re.search(rf"(?<!\w){re.escape(n)}(?!\w)", phrase)]
    if not present:
        return []
    own = max(present, key=len)
    # a name stating what the phrase denies stands in for nothing ("net cash" for "gross")
    return [
        phrase.replace(own, n)
        for n in dict.fromkeys(names)
        if not conflicts(asked.stated, read_qualifiers(n))
    ]


def names_whole(name: str, label: str) -> bool:
    """Whether ``label`` holds every measure word of ``name`` (another name of the measure).

    "Distributions declared" holds "dividend" (the alias's other name); a bare "cash" holds
    only part of "net cash", the alias net debt's phrase came from, and names no debt.
    """
    return measure_words(name) <= measure_words(printed_row(label))


def same_line(asked: AskedMeasure, stated: Qualifiers) -> bool:
    """Whether the asked phrase and a label name the same line of the statements.

    EBIT, profit before tax, EBITDA and the cash held have many names ("operating profit",
    "profit from operations", "cash on hand", "closing cash"): each names its line whatever
    the words (:mod:`mines.measures.statement_lines`).
    """
    line = asked.stated.get("line")
    return bool(line) and line == stated.get("line")


_DEFINING = ("head", "tax", "line", "cash_flow", "gross_net", "dilution")
"""The axes that say what a measure is (a profit, after tax, net); not its form or scope."""


def said_by_meaning(asked: AskedMeasure, figure: Figure) -> bool:
    """Whether a figure no list names states the asked metric in other words.

    Money paid for fixed assets, however worded ("Handed over for plant and equipment" under
    "Cash paid for plant"), is the purchases of plant and equipment line.
    """
    if not figure.metric and asked.metric == "capex_ppe_cashflow" and pays_for_assets(figure):
        return True
    return not figure.metric and states_axes(asked, own_words(figure), figure.unit)


def states_axes(asked: AskedMeasure, label: str, unit: str = "") -> bool:
    """Whether a printed label states the asked metric axis by axis, whole, in other words.

    "Earnings after tax" is a profit after tax, as the bottom line is; "Net borrowings" is
    debt, net; "Surplus cash after capital investment" is free cash. Two of the metric's
    defining axes (its only one, when it has one) must be stated, each as the metric has
    it, and a basis the question asks for other than the statutory one must be stated too
    ("underlying profit after tax" is never "Earnings after tax"). A part of a measure
    ("Net finance income"), a change or a plan is none. A conflict on any axis is judged
    apart (the score is 0; the relevance check finds the clash).
    """
    label = as_revenue(label)  # "Income from gold and other sales": the whole revenue
    if not asked.metric or _PART.search(label) or _CHANGE.search(label):
        return False
    if moved_not_shipped(label, asked.phrase):  # "Ore railed to port": moved, not shipped
        return False
    row = sales_as_revenue(read_qualifiers(label), unit)  # "Sold to customers" in US$bn
    if "investing" in implied(asked.metric).get("cash_flow", ()) and names_asset_purchase(label):
        # "Spent on plant and mine assets": money paid for fixed assets, the investing line
        row |= {"head": frozenset({"capex"}), "cash_flow": frozenset({"investing"})}
    if row.get("spend", frozenset()) & {"growth", "sustaining"} and "head" not in row:
        row["head"] = frozenset({"capex"})  # "Outlay on expansion projects": capital spent
    if row.get("owners") == frozenset({"members"}) and row.get("head") == frozenset({"profit"}):
        row.setdefault("tax", frozenset({"after"}))  # the members' result is after tax
    own = implied(asked.metric)
    defining = [axis for axis in _DEFINING if axis in own]
    said = [axis for axis in defining if row.get(axis)]
    if not defining or len(said) < min(2, len(defining)):
        return False
    if any(not row[axis] <= own[axis] for axis in said):
        return False
    wanted = asked.qualifiers.get("basis", frozenset()) - {"statutory"}
    stated = row.get("basis", frozenset())
    if row.get("owners") == frozenset({"members"}) and not stated - {"statutory"}:
        stated |= {"attributable"}  # "Net result accruing to members": the members' result
    return wanted <= stated


def names_line(phrase: str, label: str) -> float:
    """1.0 when a printed label names the line of the statements an asked phrase names.

    Retrieval's test: "Operating profit — Income statement" for "EBIT", "Cash on hand" for
    "cash and cash equivalents" share no word but name one line; so do one kind of cash
    flow or of capital spending.
    """
    asked, printed = read_qualifiers(phrase), read_qualifiers(printed_row(label))
    line = asked.get("line")
    if line and line == printed.get("line"):
        return 1.0
    # a kind of cash flow or of capital spending named in other words ("Cash from trading
    # activities" for "operating cash flow", "Expansionary capital" for "growth capex")
    for axis, plain in (("cash_flow", {"flow"}), ("spend", set())):
        kind = asked.get(axis, frozenset()) - plain
        if kind and kind == printed.get(axis, frozenset()) - plain:
            return 1.0
    return 0.0


def _printed_dividend(asked: AskedMeasure, figure: Figure) -> bool:
    """Whether a figure on no list is a dividend per share as asked, by what it was read as.

    A per-share amount the document prints as a kind of dividend in its own words
    ("Declared at year end" under "Distributions to shareholders", "a one-off top-up of
    US$2 a share") is a dividend per share; its kind must still be the asked one.
    """
    kinds = asked.stated.get("dividend") or frozenset({"total"})
    return (
        asked.metric == "dividends_per_share"
        and is_printed_dividend(figure)
        and figure.dividend_kind in kinds
    )


def is_printed_dividend(figure: Figure) -> bool:
    """Whether a figure no registry label names was read as a dividend a share of a kind."""
    return not figure.metric and figure.dividend_kind is not None and "share" in figure.unit


def _as_prices(asked: AskedMeasure, stated: Qualifiers, row: str, unit: str) -> tuple[str, str]:
    """The asked phrase and a printed row as compared; a price's with its unit in words.

    "price per dry metric tonne" asked of "Ore price received (US$ a dry tonne)":
    :func:`~mines.figures.prices.price_words`, when both are prices.
    """
    if "price" in asked.stated.get("head", ()) and "price" in stated.get("head", ()):
        return price_words(asked.phrase, row, unit)
    return as_gross_word(asked.phrase), as_label_words(row)  # gross debt; "bottom line"


def match_score(asked: AskedMeasure, figure: Figure, embed: bool = True) -> float:
    """How well ``figure``'s printed label names the asked measure (0 when they conflict).

    The larger of the embedding similarity and the lexical overlap of the label and the
    asked phrase, plus :data:`ALIAS_BOOST` when the figure's registry metric is the one the
    phrase's alias names (a site metric counts as its base metric). A row naming no measure
    of its own scores the better of its own words and its words with its heading ("FY2023
    final" names a final dividend under "Payments by half" as well as with it).
    """
    row, headed = printed_row(figure_label(figure)), own_words(figure)
    return max(_match_score(asked, figure, w, embed) for w in dict.fromkeys((headed, row)))


def _match_score(asked: AskedMeasure, figure: Figure, words: str, embed: bool) -> float:
    """:func:`match_score` of ``figure`` named by ``words``."""
    asked_words, label = _as_prices(asked, figure_qualifiers(figure), words, figure.unit)
    label = label_alike(label, asked_words, asked.stated, _alias_names(asked.metric))  # "ND"
    site_base = {key: base for (_, base), key in SITE_METRICS.items()}
    # a figure no registry metric names is never the alias's metric (nor is a site's base)
    same_metric = bool(asked.metric and figure.metric) and (
        figure.metric == asked.metric
        or site_base.get(figure.metric) == asked.metric
        or site_base.get(asked.metric or "") == figure.metric
    )
    printed_dividend = _printed_dividend(asked, figure)
    if figure_conflicts(asked, figure, own_metric=same_metric):
        return 0.0
    bare = as_basis_word(label)
    phrase = as_basis_word(asked.phrase)
    if (
        not same_metric
        and bare != label
        and lexical_overlap(phrase, label)
        and not lexical_overlap(phrase, bare)
    ):
        # "Net profit, after the impairment charge": words the label shares with the asked
        # phrase only inside its basis clause name what the result keeps, not the result
        return 0.0
    # a named line the row prints ("Profit from operations" for "EBIT") names the measure
    # as surely as the alias's metric does; a table's title names no row's line
    named = (
        same_metric or same_line(asked, read_qualifiers(label)) or said_by_meaning(asked, figure)
    )
    boost = ALIAS_BOOST if named else 0.0
    # The alias's other names stand in for the alias's own words only: "diluted EPS" is
    # "diluted earnings per share", but "gross borrowings", whose alias hinted at net debt,
    # is no "net cash" (a label "cash" the question never used).
    aliases = _alias_names(asked.metric) if same_metric else alias_variants(asked)
    if not same_metric:  # a label naming part of another name ("cash" of "net cash") is none
        aliases = [v for v in aliases if names_whole(v, label)]
    lexical = max(
        [
            lexical_overlap(asked_words, label),
            label_word_score(asked_words, label),
            coverage(asked_words, label),
        ]
        + [lexical_overlap(alias, label) for alias in aliases if alias.isascii()]
        + ([] if same_metric else [coverage(v, label) for v in aliases])
    )
    if named and boost + lexical >= MATCH_THRESHOLD or not embed:
        score = boost + lexical
    else:
        score = boost + max(lexical, label_similarity(asked_words, label))
    # a dividend of the asked kind, read from its own words, scores enough to answer; its
    # words still rank it among others, below a figure the registry names
    return max(MATCH_THRESHOLD, score) if printed_dividend else score


def answers_by_meaning(asked: AskedMeasure, figure: Figure, question: str = "") -> bool:
    """Whether a figure no registry metric names answers the asked measure, as synthesis has it.

    Its label states nothing the question leaves open (:func:`unasked_qualifiers`) and scores
    the threshold (:func:`match_score`): "Distributions declared (A cents)" for "dividend per
    share". Retrieval's grading keeps a chunk by the same test, so a row synthesis would
    answer from is never graded away before it is read.
    """
    if figure.metric or unasked_qualifiers(asked, figure, question):
        return False
    if match_score(asked, figure, embed=False) >= MATCH_THRESHOLD:
        return True
    return match_score(asked, figure) >= MATCH_THRESHOLD


_CHANGE = re.compile(
    r"\b(?:growth(?!\s+(?:and\s+\w+\s+)?(?:capital|capex|invest\w*|projects?|spend\w*))|change[sd]?|increase[sd]?|decrease[sd]?|movements?|variance|guidance|"
    r"targets?|forecasts?|outlook|budget(?:ed)?|cagr|compared|sensitivity|impact)\b|"
    r"\bvs\.?\b|\bon\s+(?:prior|last)\b",
    _I,
)
"""Words that make a label a change, a plan or a sensitivity of a measure, not the measure."""
_PART = re.compile(
    r"\b(?:associates?|joint\s+ventures?|equity[\s-]accounted|discontinued|other|"
    r"non[\s-]controlling|minority|inter[\s-]?segment|third[\s-]part(?:y|ies)|"
    rf"finance|interest\s+(?:income|expense)|tax\s+paid|tax\s+{AFTER_TAX_EXPENSE}expense)\b",
    _I,
)
"""Words that make a label one part of a measure (a share of associates' profit, other
revenue, finance income), not the measure."""
_RECEIVED_FROM_PARTS = re.compile(
    r"\bdividends?\s+(?:received\s+)?from\s+(?:its\s+|the\s+)?(?:equity[\s-]accounted|"
    r"associates?|joint\s+ventures?)",
    _I,
)
"""Dividends the group receives from its associates: an inflow within a group flow ("cash
from operations after interest, tax and dividends from equity accounted units"), no part."""
_AFTER_PAYOUTS = re.compile(
    r"\bafter\b[^.;]{0,60}?\b(?:dividends?|distributions?)\b(?!\s+(?:received\s+)?from\b)",
    _I,
)
"""A flow after the dividends paid out ("cash from operations after interest, tax and
dividends paid"): what is left once owners are paid, not the flow itself."""
_UNASKED_OK: dict[str, frozenset[str]] = {
    "dilution": frozenset({"basic"}),
    "basis": frozenset({"statutory", "attributable"}),
    "owners": frozenset({"members"}),  # a company's profit is its owners' unless told
    "dividend": frozenset({"total"}),
    "scope": frozenset({"group"}),
    "form": frozenset({"amount"}),
    "tax": frozenset({"after"}),
    "price_kind": frozenset({"realised"}),  # a company's price is the one it received
    # a commodity's main form (a miner's hematite, its spodumene, lithium counted as LCE),
    # or all its forms summed ("Total iron ore shipments" answers "iron ore shipments")
    "product": frozenset({"hematite", "spodumene", "lithium chemicals", "all forms"}),
}
"""Per axis, the values a label may state that a question leaving the axis open still means
("diluted", "underlying", "interim", "copper", "per share" and "before tax" it does not)."""
_UNASKED_ANY = frozenset(
    {"gross_net", "ownership", "head", "quantity", "per", "currency", "franking"}
)
"""Axes a label may state freely when the question leaves them open (its score decides)."""


def names_its_metric(asked: AskedMeasure) -> bool:
    """Whether the asked phrase is wholly one of its hinted metric's own names.

    Then what the metric implies is what the phrase means ("net profit" is statutory, after
    tax, group-wide); a phrase with words beyond the alias ("net cash from operating
    activities", whose "net cash" hinted at net debt) means only what it states; so does a
    phrase stating what its metric is not ("gross borrowings" is no net debt). The part of
    the company a phrase names is its scope, not its measure: "mining services segment
    EBITDA" names EBITDA.
    """
    phrase = measure_words(without_parts(asked.phrase))
    return (
        bool(phrase)
        and any(
            phrase <= measure_words(name) for name in _alias_names(asked.metric) if name.isascii()
        )
        and not conflicts(
            {k: v for k, v in asked.stated.items() if k in _WHAT_IT_IS}, implied(asked.metric)
        )
    )


_WHAT_IT_IS = frozenset({"gross_net", "tax", "basis", "dilution", "line"})
"""Axes on which a phrase can say it is not its alias's metric ("gross borrowings"); a scope
or a form only narrows the metric ("the lithium division's EBITDA")."""


def unasked_qualifiers(asked: AskedMeasure, figure: Figure, question: str = "") -> list[str]:
    """What a figure's label states that the question leaves open and does not mean.

    "Diluted EPS" is no answer to "EPS"; "Underlying profit" none to "profit"; "Revenue
    growth" none to "revenue"; a copper segment's revenue none to revenue. An axis the asked
    measure's hinted metric implies counts as asked only when the phrase names that metric
    ("net profit" is statutory; "net cash from operating activities" is no net debt).
    """
    named = f"{figure_label(figure)} {figure.qualifier or ''}"
    stated = _sole_commodity_open(figure_qualifiers(figure), figure.company)
    out = _unasked(asked, stated, named, question, figure.company)
    site = row_site(figure)
    if site and not names_site(f"{asked.phrase} {question}", site):
        out.append(f"site: {site} unasked")  # "| Gruyere | 310 |" under "Gold sold (koz)"
    return out


_SOLE_VOLUMES = frozenset({"production", "shipments", "sales"})


def _sole_commodity_open(stated: Qualifiers, company: str | None) -> Qualifiers:
    """``stated`` without its commodity when that is all ``company`` sells (a unit's, a volume).

    "Hematite ... received US$103.01 a dry tonne" answers "Fortescue's average realised
    price": a company selling one commodity has no other price (or cost) per unit, and
    "what tonnage did Fortescue ship" is asked of its iron ore shipped.
    """
    sole = SOLE_COMMODITY.get(company or "")
    heads = stated.get("head", frozenset())
    volume = heads and heads <= _SOLE_VOLUMES  # "Fortescue shipped 191.6 Mt", never money
    if (
        sole
        and ("per_unit" in stated.get("form", ()) or volume)
        and stated.get("scope") == frozenset({sole})
    ):
        return {axis: values for axis, values in stated.items() if axis != "scope"}
    return stated


def _unasked(
    asked: AskedMeasure,
    stated: Qualifiers,
    label: str,
    question: str = "",
    company: str | None = None,
) -> list[str]:
    words = as_basis_word(f"{asked.phrase} {question}")
    row = as_label_words(printed_row(label))
    if names_its_metric(asked):
        wanted = asked.qualifiers
    else:
        quantity = quantity_asked(asked.stated)
        wanted = dict(asked.stated) | ({"quantity": quantity} if quantity else {})
        wanted = physical_asked(asked.phrase, wanted)  # "what volume did it move"
    wanted = sole_commodity_asked(wanted, stated, company, label)  # NST's gold revenue
    out = conflicts(wanted, stated) + [
        f"{axis}: {'/'.join(sorted(values))} unasked"
        for axis, values in stated.items()
        if axis not in wanted
        and axis not in _UNASKED_ANY
        and not values <= _UNASKED_OK.get(axis, frozenset())
        and not (axis == "form" and values == PERCENT_FORMS and "form" in wanted)
        # a title naming its quarter beside its year ("fourth quarter and year 2025") dates
        # no row of the year's column: only a row or sentence naming a quarter is one
        and not (axis == "quarter" and not QUARTER_WORDS.search(row))
        and not (axis == "form" and values == {"per_share"} and DIVIDEND_WORDS.search(words))
        # a payout ratio is of the earnings the policy names (underlying), at the half's
        # or the year's dividend: neither is a different ratio
        and not (axis in {"basis", "dividend"} and "ratio" in wanted.get("form", frozenset()))
    ]
    if _CHANGE.search(row) and not _CHANGE.search(words):
        out.append("change: unasked")
    if _PART.search(_RECEIVED_FROM_PARTS.sub(" ", row)) and not _PART.search(words):
        out.append("part: unasked")
    if _AFTER_PAYOUTS.search(row) and not _AFTER_PAYOUTS.search(words):
        out.append("payouts: deducted unasked")
    out += names_scope(question, label)
    out += [
        f"site: {site} not named"  # "the Gruyere operation", a place no list knows
        for site in worded_places(f"{asked.phrase} {question}")
        if not names_site(label, site)
    ]
    asked_sites = set(find_sites(words))
    stated_sites = set(find_sites(label))
    if asked_sites and not asked_sites & stated_sites:
        out.append(f"site: {'/'.join(sorted(asked_sites))} not named")
    elif stated_sites and not asked_sites:
        out.append(f"site: {'/'.join(sorted(stated_sites))} unasked")
    return out


_VOLUMES = frozenset(VOLUME_METRICS.values())
_CLAUSE_BREAK = re.compile(r";|\b(?:while|whereas|but)\b", re.IGNORECASE)


def figure_names_scope(question: str, figure: Figure) -> list[str]:
    """:func:`names_scope` for a figure: its label, or in prose the clause before its number.

    "The Pilbara operations railed and shipped 331.8 Mt of iron ore": the subject names the
    part the question asks ("from the Pilbara") though the verb's label does not. The clause
    starts after the number before (that one's words are not this one's).
    """
    # a volume's commodity is its measure, not a division: "iron ore shipped" is not the
    # Pilbara's tonnes because the Pilbara is the iron ore business
    by_business = figure.metric not in _VOLUMES
    # the site the reader put in the qualifier ("481koz at Kalgoorlie") names it too
    named = f"{figure_label(figure)} {figure.qualifier or ''}".strip()
    missing = names_scope(question, named, by_business)
    span = figure.span
    if not missing or span.row is not None:
        return missing
    lead = _CLAUSE_BREAK.split(span.text[: span.start])[-1]
    earlier = find_figures(lead)
    return names_scope(question, lead[earlier[-1].end :] if earlier else lead, by_business)


def names_scope(question: str, label: str, by_business: bool = True) -> list[str]:
    """The parts ``question`` names when ``label`` names none of them (any word will do).

    A name of a division's business names it by that business too: "Pilbara operations"
    is the iron ore division ("Iron Ore" row), as :mod:`mines.figures.qualifiers` reads it
    (unless ``by_business`` is off: a volume's commodity names no division).
    """
    names = named_scopes(as_basis_word(question))  # "excluding Samarco": no part asked
    words = measure_words(label)
    scope = read_qualifiers(label).get("scope", frozenset()) if by_business else frozenset()
    if not names or any(
        measure_words(name) & words
        or (read_qualifiers(name).get("scope", frozenset()) - {"group", "segment"}) & scope
        for name in names
    ):
        return []
    return [f"scope: {'/'.join(names)} not named"]


def label_means(
    asked: AskedMeasure,
    label: str,
    question: str = "",
    company: str | None = None,
    unit: str = "",
) -> bool:
    """Whether a printed label (a claim's, with no figure record) means the asked measure.

    The test the synthesis applies to a figure (:func:`unasked_qualifiers`, then the
    score), on the label's words alone and the ``unit`` the claim states ("per dmt"): the
    guardrails judge an answer's claims with it.
    """
    read = read_qualifiers(BRACKETS.sub("", label))
    if sold_per_unit(read, unit):  # "Hematite average revenue" a dry tonne: a price a unit
        read = {**read, "head": frozenset({"price"}), "form": frozenset({"per_unit"})}
    stated = _sole_commodity_open(read, company)
    if _unasked(asked, stated, label, question):
        return False
    if same_line(asked, stated):
        return True
    phrase, row = _as_prices(
        asked, stated, scored_row(label), unit
    )  # a row naming none: its heading
    row = label_alike(row, phrase, asked.stated, _alias_names(asked.metric))  # as match_score
    # the alias's other names stand in for its words, as in :func:`match_score`: "dividend
    # per share" is named by "Distributions declared" under a unit a share
    variants = [coverage(v, row) for v in alias_variants(asked) if names_whole(v, row)]
    lexical = max([coverage(phrase, row), lexical_overlap(phrase, row), *variants])
    return max(lexical, label_similarity(phrase, row)) >= MATCH_THRESHOLD


# ---------------------------------------------------------------------------------------
# A label the registry does not know, against the words an answer used


def same_measure_words(claimed: str, metric: str | None, printed: str) -> bool:
    """Whether a printed label names what an answer's words name.

    Used by the verifier when the printed label is on no list ("Diluted EPS", "Net profit
    attributable to BHP shareholders"): every content word of the printed label must be in
    the answer's words (a "Sustaining capital expenditure" is no "capital expenditure"),
    and no qualifier may conflict (the answer's unstated axes take its metric's values).
    """
    # a dividend's franking ("Interim — fully franked") is its tax terms, no measure word;
    # the claim stating other terms conflicts below
    printed_words = plain_words(FRANKED.sub(" ", printed))
    claimed_words = content_words(" ".join((claimed, *_alias_names(metric))))
    if not printed_words or not printed_words <= claimed_words:
        return False
    return not conflicts(qualifiers_of(claimed, metric), read_qualifiers(printed))
