"""The measure a question asks for, in its own words, and a figure's printed label.

A question names a measure with a phrase ("profit before tax", "gross debt", "average
realised copper price", "diluted EPS"); the registry alias inside it ("profit", "debt",
"copper", "EPS") only hints at a metric. :func:`asked_measures` keeps the phrase as written
with its qualifiers (:mod:`mines.figures.qualifiers`); a figure's qualifiers are read the
same way from its label as printed (``Figure.label``, else the table row, else the words
before the number in its sentence). :mod:`mines.figures.similarity` scores the figures
that do not conflict.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from mines.figures.asked_words import (
    dividend_amount_asked,
    left_out_after,
    price_words,
    ratio_words,
    realised_price,
    sold_commodity,
)
from mines.figures.basis_words import (
    STATUTORY_WORDS,
    UNDERLYING_WORDS,
    as_basis_word,
    in_basis_clause,
    left_out_metrics,
    refused_spans,
)
from mines.figures.currency_axis import asked_currency, stated_currency
from mines.figures.labels import with_basis
from mines.figures.model import Figure
from mines.figures.qualifier_axes import COMMODITY_BUSINESS, COMMODITY_OPERATIONS
from mines.figures.qualifier_conflicts import (
    IMPLIED,
    KINDS_OF_FLOW,
    completed,
    conflicts,
    implied,
    qualifiers_of,
)
from mines.figures.qualifiers import DIVIDEND_WORDS, read_qualifiers
from mines.figures.unit_qualifiers import quantity_asked, unit_qualifiers
from mines.measures.paraphrases import paraphrased_measures
from mines.measures.registry import METRIC_LABELS
from mines.measures.sites import (
    SITE_ALIASES,
    SITE_METRICS,
    find_sites,
    match_sites,
    volume_at_site,
)
from mines.measures.statement_lines import UNLISTED_LINES
from mines.measures.words import find_metric_spans
from mines.numbers import find_figures
from mines.question.companies import company_spans
from mines.question.describe import describe_metric, metric_query_text
from mines.question.normalise import normalise_question
from mines.question.operations import PROFIT_METRICS, asks_amount_paid, asks_payout
from mines.question.years import period_phrase_spans
from mines.scope import asks_for_figure
from mines.slots import without_hint

CLOSEST = "closest stated"
"""Marks the suggestion shown after "not found": visibly not the answer, never a claim."""

_I = re.IGNORECASE

# ---------------------------------------------------------------------------------------
# The asked measure


@dataclass(frozen=True)
class AskedMeasure:
    """One measure a question asks for: the phrase as written and what it implies.

    ``metric`` is the registry metric the phrase's alias names (a hint; None when no alias
    names one); ``stated`` the qualifiers the phrase itself states; ``qualifiers`` those
    completed by the metric's implied ones (what a figure must not contradict).
    """

    phrase: str
    metric: str | None
    stated: Mapping[str, frozenset[str]] = field(default_factory=dict)

    @property
    def qualifiers(self) -> dict[str, frozenset[str]]:
        """Stated qualifiers over the metric's implied ones, with the kind of quantity."""
        out = completed(self.stated, self.metric)
        quantity = quantity_asked(out)
        return out | ({"quantity": quantity} if quantity else {})

    def describe(self) -> str:
        """``"gross debt": gross; debt`` — the phrase and what it states, for a prompt."""
        stated = "; ".join("/".join(sorted(v)) for _, v in sorted(self.stated.items()))
        return f'"{self.phrase}"' + (f": {stated}" if stated else "")

    def as_dict(self) -> dict[str, Any]:
        """JSON-friendly form for graph state."""
        return {
            "phrase": self.phrase,
            "metric": self.metric,
            "stated": {k: sorted(v) for k, v in self.stated.items()},
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> AskedMeasure:
        """Inverse of ``as_dict``."""
        stated = {str(k): frozenset(v) for k, v in dict(data.get("stated") or {}).items()}
        return cls(str(data.get("phrase", "")), data.get("metric"), stated)


_TOKEN = re.compile(r"[A-Za-z0-9%][A-Za-z0-9%&\-]*|'s|’s|[^\sA-Za-z0-9]")
_STOP = frozenset(
    """what was were is are did does do the a an in for at during by its their 's ’s how
    much many tell me give show please and or vs versus compared with to than as over
    year years fy financial fiscal which who company companies highest lowest most least
    biggest largest smallest thinnest slimmest leanest lightest fattest heftiest heaviest
    thickest cheapest dearest top bottom report reported? ? . , ; : ! ( ) [ ] it they this
    that these those has have had been be every each all between both latest last
    previous prior recent current about on up down grow growth change rise fall increase
    decrease difference gap""".split()
)
"""Words that end a measure phrase (question words, years, ranking and change words)."""
_HEADS_BEFORE_OF = frozenset(
    {"cost", "costs", "price", "prices", "yield", "share", "proportion", "portion", "percentage"}
)
_CJK = re.compile(r"[\u3400-\u9fff]")


def _phrase_around(text: str, start: int, end: int) -> str:
    """The words around ``text[start:end]`` that still describe the measure.

    The phrase grows over neighbouring words until a question, ranking or period word, a
    period in words ("from July to December 2022"), a number, a company name or a bare
    "of" (kept only after a head such as "cost of").
    """
    names = company_spans(text) + period_phrase_spans(text)
    tokens = [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(text)]
    inside = [i for i, (s, e, _) in enumerate(tokens) if s < end and e > start]
    if not inside:
        return text[start:end]
    first, last = inside[0], inside[-1]

    def usable(i: int) -> bool:
        s, e, word = tokens[i]
        low = word.lower()
        if any(a < e and s < b for a, b in names):
            return False
        if not low[0].isalnum() and low not in {"%", "&", "-"}:
            return False  # punctuation ends a phrase: "Mineral Resources' revenue"
        return low not in _STOP and not re.fullmatch(r"(?:fy)?\d{2,4}|h[12]|\d+", low)

    while first > 0:
        word = tokens[first - 1][2].lower()
        if word == "of" and first > 1 and tokens[first - 2][2].lower() in _HEADS_BEFORE_OF:
            first -= 2
            continue
        if word == "of" or not usable(first - 1):
            break
        first -= 1
    while last + 1 < len(tokens) and usable(last + 1):
        last += 1
    while last > first and tokens[last][2].lower() in {"of", "from", "per", "to"}:
        last -= 1
    return text[tokens[first][0] : tokens[last][1]]


_BEFORE_OR_AFTER_TAX = re.compile(
    r"\s+(?:before|after|pre|post)[\s-]+(?:interest|income\s+tax|tax(?:es|ation)?)"
    r"(?:,?\s+(?:and|&)\s+(?:interest|tax(?:es|ation)?))?\b",
    _I,
)
"""A basis right after a measure said in the user's words: before or after interest and tax."""
_CJK_BREAK = re.compile(r"[和与及、，,；;？?。]|的(?=[^的]*$)")


def _own_words(words: str, start: int, end: int, metric: str | None) -> str:
    """A paraphrase in the user's own words, as a measure phrase.

    A named line grows over the words around it ("operating profit margin"); a wording
    with a verb ("cash did BHP's business generate") keeps its words bar the question's
    and the company's ("cash business generate"), so a label printing them matches.
    """
    if metric is None:
        return _phrase_around(words, start, end)
    tail = _BEFORE_OR_AFTER_TAX.match(words, end)
    end = tail.end() if tail else end  # "cash generated from operations before tax"
    names = company_spans(words)
    kept = [
        m.group(0)
        for m in _TOKEN.finditer(words, start, end)
        if m.group(0).lower() not in _STOP
        and m.group(0)[:1].isalnum()
        and not any(a < m.end() and m.start() < b for a, b in names)
    ]
    return " ".join(kept) or words[start:end]


def _cjk_clause(text: str, start: int, end: int) -> str:
    """The words around a Chinese alias up to the nearest conjunction or punctuation.

    Chinese has no word boundaries to grow a phrase over: "收入和铜产量" gives "收入" and
    "铜产量" their own clauses, so "铜" is read for copper production only.
    """
    left = max((m.end() for m in _CJK_BREAK.finditer(text, 0, start)), default=0)
    right = min((m.start() for m in _CJK_BREAK.finditer(text, end)), default=len(text))
    return text[left:right]


def _computed_form(stated: dict[str, frozenset[str]], metric: str) -> dict[str, frozenset[str]]:
    """Drop a margin or ratio asked of an amount: it is computed from the amount's figure.

    "Net profit margin" asks for net profit over revenue (the calculator's work); the
    figure to fetch is still net profit.
    """
    form = stated.get("form", frozenset())
    if form & {"margin", "ratio"} and IMPLIED.get(metric, {}).get("form") == "amount":
        rest = form - {"margin", "ratio"}
        return {k: v for k, v in stated.items() if k != "form"} | ({"form": rest} if rest else {})
    return stated


_SEGMENT_WORD = re.compile(
    r"\b(?:division|segment|arm|business\s+unit|products?\s+group)\b|"
    + COMMODITY_BUSINESS
    + "|"
    + COMMODITY_OPERATIONS,
    _I,
)


_CHARGES_NAMED = re.compile(
    r"\bthe\s+(?:(?!(?:division|segment|arm|business|operations?|unit)\b)[\w'’-]+"
    r"\s*(?:\s(?:and|&)\s+|,\s*)?){1,3}(?:charges?|impairments?|write[\s-]?(?:downs?|offs?)|"
    r"provisions?|settlements?|one[\s-]?offs?|exceptional\s+items)\b",
    _I,
)
"""Items a result is given with or without ("with the Samarco and nickel charges
included"): what they are named by is no part of the company the result is of."""


def _scoped(measures: list[AskedMeasure], question: str) -> list[AskedMeasure]:
    """A division the question names ("copper division", "contracting arm") scopes it all.

    "What EBITDA did the copper division earn" asks for the copper segment's EBITDA: the
    division phrase is no measure of its own but the scope of the others, so the group's
    EBITDA conflicts with it. Items named as charges ("the nickel charges") scope nothing.
    """
    question = _CHARGES_NAMED.sub(" ", question)
    divisions = [
        m
        for m in measures
        if set(m.stated) == {"scope"}
        and ("segment" in m.stated["scope"] or re.search(COMMODITY_OPERATIONS, m.phrase, _I))
    ]
    if len(divisions) == len(measures):
        return measures
    scope = frozenset().union(*(m.stated["scope"] for m in divisions))
    scope = scope | {"segment"} if scope else scope  # "the copper operations": a segment
    if not scope and (_SEGMENT_WORD.search(question) or named_scopes(question)):
        # "the lithium division", "Mining Services", "the coal arm": a segment, and the
        # commodity it is named by
        scope = frozenset({"segment"}) | (
            read_qualifiers(question).get("scope", frozenset()) - {"group"}
        )
    if not scope:
        return measures
    return [
        AskedMeasure(
            m.phrase, m.metric, {**m.stated, "scope": m.stated.get("scope", frozenset()) | scope}
        )
        for m in measures
        if m not in divisions
    ]


_ASIDE = re.compile(
    r"^(?:\s+(?:and|or|plus)\s+[\w'’-]+)?\s*[,(–—-]\s*([^,()?.;:–—]{3,40}?)\s*(?:[,)?.;:–—]|$)"
)
"""A short clause set off by commas or brackets right after a measure ("borrowings, before
cash,", "EPS (diluted)"): it qualifies that measure."""
_ASIDE_AXES = frozenset({"gross_net", "tax", "basis", "dilution", "ownership"})


_ON_BASIS = re.compile(
    r"\b(?:on|using|under)\s+(?:an?|the|its|their|a\s+company's)\s+((?:[\w%'’-]+\s+){1,3}?)"
    r"(?:basis|measure|view|definition)\b|\bin\s+((?:[\w%'’-]+\s+){1,2}?)terms\b",
    re.IGNORECASE,
)
"""A basis the question names apart from the measure ("profit after tax on an underlying
basis", "on its underlying measure", "in statutory terms", "on a 100% basis")."""


def _with_basis_words(stated: dict[str, frozenset[str]], words: str) -> dict[str, frozenset[str]]:
    """``stated`` with the qualifying axes a basis phrase of the question states, where open.

    "On an underlying basis", "in reported terms", or the one-off items a result keeps or
    leaves out ("with significant items kept in").
    """
    kept = {"statutory"} if STATUTORY_WORDS.search(words) else set()
    dropped = {"underlying"} if UNDERLYING_WORDS.search(words) else set()
    if "basis" not in stated and len(kept | dropped) == 1:
        stated = stated | {"basis": frozenset(kept | dropped)}
    for m in _ON_BASIS.finditer(words):
        said = m.group(1) or m.group(2) or ""
        named = read_qualifiers(re.sub(r"\breported\b", "statutory", said, flags=re.I))
        # "on a 100% basis and BHP's share" names two measures: no one basis for each
        both = len(read_qualifiers(words).get("ownership", ())) > 1
        axes = _ASIDE_AXES - {"ownership"} if both else _ASIDE_AXES
        stated = stated | {k: v for k, v in named.items() if k in axes and k not in stated}
    return stated


def _with_aside(stated: dict[str, frozenset[str]], after: str) -> dict[str, frozenset[str]]:
    """``stated`` with what an aside right after the phrase says of the axes it leaves open.

    "Borrowings and leases, before cash," asks for gross borrowings: a net figure conflicts,
    though "before cash" is outside the phrase. Only the qualifying axes count (gross/net,
    tax, basis, dilution, ownership), and only an aside naming no measure of its own.
    """
    m = _ASIDE.match(after)
    if not m or find_metric_spans(m.group(1)):
        return stated
    aside = read_qualifiers(m.group(1))
    return stated | {k: v for k, v in aside.items() if k in _ASIDE_AXES and k not in stated}


def scopes_a_measure(measures: Sequence[AskedMeasure], metric: str) -> bool:
    """Whether ``metric`` was named only as the division scoping an asked measure.

    "What EBITDA did the lithium business earn" names lithium (a spodumene alias) as the
    EBITDA's scope (:func:`_scoped`): spodumene itself is not asked. Nor is it when the
    phrase naming the division is read as both ("lithium division EBITDA" hints at
    spodumene and EBITDA): another metric of that phrase is what is asked.
    """
    own = IMPLIED.get(metric, {}).get("scope")
    if own in {None, "group"}:
        return False
    scoped = [m for m in measures if {"segment", own} <= m.stated.get("scope", frozenset())]
    mine = [m for m in measures if m.metric == metric]
    return bool(scoped) and all(
        any(o.phrase == m.phrase and o.metric not in {None, metric} for o in scoped) for m in mine
    )


_NO_MEASURE = re.compile(
    r"^(?:[12]h|h[12]|determined?|declared?|reported|post(?:ed)?|book(?:ed|s)?|record(?:ed)?|"
    r"announced?|achieved?|deliver(?:ed)?|make|made|get|got|receive[sd]?|see|saw|show(?:ed|n|s)?|"
    r"preliminary|reports?|go(?:es|ing|ne)?|went|back|pay|that|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|"
    r"aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d+(?:st|nd|rd|th)?)$",
    re.IGNORECASE,
)
"""Words of a question that name no measure: a half's tag, the verbs and documents of
reporting, and the day and month of a date ("for the year to 30 June")."""


_OVER_A_BASE = re.compile(
    r"\s*(?:-|–)?\s*to\s*(?:-|–)?\s*(?:(?:its|their|the|total|shareholders['’]?)\s+)*"
    r"(?:equity|capital(?:\s+employed)?|(?:total\s+)?assets|market\s+(?:cap|capitali[sz]ation)|"
    r"enterprise\s+value|book\s+value)\b",
    _I,
)
"""A measure over a base no registry metric is ("net debt to equity", "debt-to-capital"):
the ratio is asked, and the measure's own figure is only one side of it."""
_RATIO = {"form": frozenset({"ratio"})}
_VERB_AS_NOUN = {"produce": "production", "sell": "sales", "ship": "shipments", "mine": "mined"}
"""A bare verb of a volume question as the noun a measure phrase reads with."""
_VOLUME_HEADS = frozenset({"shipments", "production", "sales"})
"""What a verb of a volume question asks: made, shipped or sold."""
_VERB_NOUN = {"sales": "sold", "shipments": "shipped", "production": "produced"}


def _volume_head(
    stated: dict[str, frozenset[str]], metric: str, words: str
) -> dict[str, frozenset[str]]:
    """``stated`` with the volume a verb of the question asks for, when its phrase names none.

    "How much spodumene did Wodgina ship": the registry's spodumene metric is output and
    shipments alike, so the verb says which; a table of what was produced never answers.
    The verb also overrules a volume the alias only implies: "how much copper did it sell"
    names copper (an alias of copper production), but asks for what was sold, and "how many
    ounces of gold did it pour" for what was produced, not the gold sold. One verb of volume
    only: a question naming two ("production, not shipments") leaves the phrase to decide.
    """
    stated = _computed_form(stated, metric)
    own = IMPLIED.get(metric)
    if "head" in stated or own is None or own.get("head", "production") not in _VOLUME_HEADS:
        return stated
    heads = read_qualifiers(words).get("head", frozenset()) & _VOLUME_HEADS
    return {**stated, "head": heads} if len(heads) == 1 else stated


def _debt_moved(stated: dict[str, frozenset[str]], words: str) -> dict[str, frozenset[str]]:
    """``stated`` with the flow a verb asks of a debt ("how much debt did it repay").

    Repaying, paying down or drawing debt is a financing cash flow; the debt at the balance
    date (net debt, borrowings) is no answer to it.
    """
    if "debt" not in stated.get("head", frozenset()):
        return stated
    flows = read_qualifiers(words).get("cash_flow", frozenset())
    return {**stated, "cash_flow": frozenset({"financing"})} if "financing" in flows else stated


def _prices_another(stated: Mapping[str, frozenset[str]], metric: str) -> bool:
    """Whether the words ask for a price where their alias names a measure that is none.

    "Revenue per dry tonne", "average selling price of gold", "price received per ounce":
    a price per unit the company received; the alias inside ("revenue", "gold") names an
    amount or a volume, whose figures are never the answer.
    """
    own = IMPLIED.get(metric)
    if own is None or "price" not in stated.get("head", frozenset()):
        return False
    if own.get("head") == "price" or own.get("form") == "per_unit":
        return False  # a price or a cost per unit of the registry: its own measure
    return "head" in own or "per_unit" in stated.get("form", frozenset())


def _refuses(measure: AskedMeasure, metric: str) -> bool:
    """Whether a measure the registry does not name is asked in place of ``metric``."""
    stated = dict(measure.stated)
    return measure.metric is None and (
        bool(conflicts(stated, implied(metric))) or _prices_another(stated, metric)
    )


def rebased(measure: AskedMeasure) -> AskedMeasure:
    """``measure`` under the metric its stated basis makes of its alias's metric.

    "What did it earn after tax once one-offs are taken out": "after tax" hints at the
    statutory bottom line, the left-out clause states the underlying basis, so the measure
    asked is underlying NPAT (and "EBITDA as reported" statutory EBITDA). A basis that makes
    no sense for the metric, or more than one, leaves it as it is.
    """
    basis = measure.stated.get("basis", frozenset())
    if measure.metric is None or len(basis) != 1:
        return measure
    metric, _ = with_basis(measure.metric, next(iter(basis)))
    if metric is None or metric == measure.metric:
        return measure
    return AskedMeasure(measure.phrase, metric, measure.stated)


def asked_measures(question: str, metrics: Sequence[str] = ()) -> tuple[AskedMeasure, ...]:
    """The measures ``question`` asks for, each with its phrase as the user wrote it.

    Every registry alias in the user's own words (typos restored) gives one measure, its
    phrase extended over the words around it that still describe it ("gross debt",
    "average realised copper price", "net cash from operating activities"). ``metrics``
    (the question's metric slots) adds a measure named by its registry label for each slot
    metric the user's words do not name (a follow-up's hint, a described metric).
    """
    words = normalise_question(without_hint(question))
    out: list[AskedMeasure] = []
    seen: set[str] = set()
    said = paraphrased_measures(words)  # "cash left over after investment": one measure
    refused = refused_spans(words)  # "production, as opposed to shipments": not asked
    for start, end, metric in find_metric_spans(words):
        if any(p.start <= start < p.end for p in said) or in_basis_clause(words, start, end):
            continue  # "with exceptional items left in": the basis of a result, no measure
        if start in refused:
            continue
        moved = volume_at_site(metric, words)
        if moved:  # "Mt Marion shipments": the site's own commodity's volume
            metric = moved
        if _CJK.search(words[start:end]):
            phrase = words[start:end]
            stated = read_qualifiers(_cjk_clause(words, start, end))
        else:
            phrase = _phrase_around(words, start, end)
            at = words.find(phrase, max(0, start - len(phrase)))
            stated = _with_aside(read_qualifiers(phrase), words[at + len(phrase) :])
            if metric == "dividends_per_share" and "form" not in stated and asks_amount_paid(words):
                stated["form"] = frozenset({"amount"})  # the sum paid, not a per-share figure
            kept = left_out_after(words, start, phrase) if "basis" not in stated else None
            if kept is not None:  # "profit stripping out the ...": underlying profit
                phrase = kept
                stated = read_qualifiers(kept) | {"basis": frozenset({"underlying"})}
            over = _OVER_A_BASE.match(words, at + len(phrase))
            if over is not None or _OVER_A_BASE.search(phrase):
                # "net debt to equity", "debt-to-capital ratio": a ratio, never the debt itself
                phrase = f"{phrase}{over.group(0) if over else ''}".strip()
                out.append(AskedMeasure(phrase, None, read_qualifiers(phrase) | _RATIO))
                seen.add(metric)  # the measure's own figure is one side of it, no answer
                continue
            if set(stated) <= {"scope"} and (priced := realised_price(words)):
                # "how much a pound did it get for its copper", "what price did it get for
                # its copper": the price it received
                phrase = priced
                stated = read_qualifiers(priced) | {"form": frozenset({"per_unit"})}
            elif set(stated) <= {"scope"} and (priced := price_words(words, start, end)):
                phrase, stated = priced, read_qualifiers(priced)  # "price ... for copper"
        if _prices_another(stated, metric):
            # "average revenue per dry tonne of hematite": the price received, not the revenue
            # (or the ounces sold) its alias names -- the alias is cut loose, never answered
            what = sold_commodity(words)
            if "scope" not in stated and what:
                phrase = f"{phrase} for {what}"  # "... per dry tonne did it get for its hematite"
            stated = read_qualifiers(phrase) | {"form": frozenset({"per_unit"})}
            seen.add(metric)  # the alias is answered by the price, never by itself
            if not any(m.phrase == phrase for m in out):
                out.append(AskedMeasure(phrase, None, stated))
            continue
        if "payout_ratio" in metrics and metric in PROFIT_METRICS and asks_payout(words):
            # "the share of earnings paid out": the stated ratio, not the earnings it is of
            form = {"form": frozenset({"ratio"})}
            if "ratio" not in stated.get("form", frozenset()):
                phrase = f"share of {phrase}"  # "underlying earnings" is what it is a share of
            out.append(AskedMeasure(phrase, "payout_ratio", {**stated, **form}))
            seen.add("payout_ratio")
            continue
        if metric == "dividends_per_share" and "payout_ratio" in metrics and metric not in metrics:
            continue  # the dividend a payout ratio is of (the slots left it out): not asked
        volume = _volume_head(stated, metric, words)
        verb = volume.get("head", frozenset()) - stated.get("head", frozenset())
        own = IMPLIED.get(metric, {}).get("head")
        if len(verb) == 1 and own and own not in verb:  # "copper" asked as what was sold
            phrase = f"{phrase} {_VERB_NOUN[next(iter(verb))]}"
        out.append(AskedMeasure(phrase, metric, volume))
        seen.add(metric)
    for said_one in said:
        if said_one.metric is None or said_one.metric not in seen:
            # a named line no metric is ("operating profit", "cash on hand"): its words,
            # with those around it when they are the user's own ("operating profit margin")
            phrase = said_one.phrase
            if phrase == words[said_one.start : said_one.end]:
                phrase = _own_words(words, said_one.start, said_one.end, said_one.metric)
            # a wording of a metric's meaning names it whole: what the metric is, it states
            stated = qualifiers_of(phrase, said_one.metric)
            # "earn per share on an underlying basis", "... on a fully diluted basis": the
            # basis phrase outranks what the metric would imply
            stated.update(_with_basis_words({}, words))
            out.append(AskedMeasure(phrase, said_one.metric, stated))
            seen.add(said_one.metric or "")
    out = _scoped(out, words)
    if not out and len(metrics) <= 1:
        # No registry word names the measure: the question's own content words are its
        # phrase ("cash left over after investment"), matched by meaning alone -- when they
        # ask for a figure at all ("what did BHP say about safety" asks for none). A metric
        # the router described from those words is only their hint ("cash returns per
        # share" hinted at return on equity), never their replacement.
        rest = " ".join(
            _VERB_AS_NOUN.get(w.lower(), w)  # "how much gold did it produce": gold production
            for w in (*find_sites(words), *metric_query_text(words).split())
            if not _NO_MEASURE.match(w)
        )
        if (
            rest
            and not _CJK.search(rest)
            and (read_qualifiers(rest) or DIVIDEND_WORDS.search(rest) or asks_for_figure(words))
        ):
            # a hint: "what it cost per ounce"; what a result leaves out or keeps is no measure
            described = metrics or describe_metric(as_basis_word(words))
            hint = described[0] if described else None
            priced = realised_price(words)  # the words win over a hinted metric
            stated = read_qualifiers(rest)
            if priced is not None:  # "what did it take in per dry tonne of hematite"
                rest, hint = priced, None
                stated = read_qualifiers(priced) | {"form": frozenset({"per_unit"})}
            out.append(AskedMeasure(rest, hint, stated))
            seen.add(hint or "")
    site_base = {key: base for (_, base), key in SITE_METRICS.items()}
    for metric in metrics:
        base = site_base.get(metric, metric)
        if metric in seen or base in seen:
            continue
        if any(_refuses(m, metric) for m in out):
            continue  # "what it received for an ounce" is a price, whatever metric was hinted
        if left_out_metrics(words, (metric,)):
            continue  # "earn per share before one-off items": the items are the basis only
        own = ratio_words(words, metric)  # "EBITDA as a share of income", as written
        label = own or METRIC_LABELS.get(metric, metric.replace("_", " "))
        out.append(AskedMeasure(label, metric, qualifiers_of(own, metric) if own else {}))
        seen.add(metric)
    return tuple(
        AskedMeasure(
            m.phrase,
            m.metric,
            _paid_in_all(_debt_moved(_with_basis_words(dict(m.stated), words), words), m, words)
            | asked_currency(words),  # "in US dollars": a figure in A$ is not it
        )
        for m in out
    )


def _paid_in_all(
    stated: dict[str, frozenset[str]], measure: AskedMeasure, words: str
) -> dict[str, frozenset[str]]:
    """``stated`` as an amount where a dividend is asked as the money paid in all.

    "How much cash did Rio Tinto pay out in dividends": the outlay, never the dividend per
    share the registry's dividend metric is.
    """
    if measure.metric != "dividends_per_share" or "form" in stated:
        return stated
    return {**stated, "form": frozenset({"amount"})} if dividend_amount_asked(words) else stated


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
    label = BRACKETS.sub("", figure_label(figure))  # a unit or a definition says no axis
    out = qualifiers_of(label, figure.metric)
    # The form is the row's and its unit's: a table titled "Per share and operating
    # measures" does not make its tonnage rows per share.
    row_form = read_qualifiers(printed_row(figure_label(figure))).get("form")
    out.pop("form", None)
    if row_form or figure.metric in IMPLIED:
        out |= {"form": row_form} if row_form else _form_of(figure.metric)
    for axis, values in unit_qualifiers(figure.unit).items():
        if axis not in out or not (out[axis] & values):
            out[axis] = values  # the printed unit outranks the label's words
        elif axis == "form":
            out[axis] = out[axis] & values  # "margin" of the percentage forms
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
    ):
        # a dividend per share naming no kind ("ordinary distributions") is the year's total
        out["dividend"] = frozenset({figure.dividend_kind or "total"})
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
    qualifier = (figure.qualifier or "").lower()
    if "100%" in qualifier:
        out["ownership"] = frozenset({"100%"})
    elif "share" in qualifier or "attributable" in qualifier:
        out["ownership"] = frozenset({"share"})
    return out | stated_currency(figure.currency)


def measure_for(measures: Sequence[AskedMeasure], metric: str) -> AskedMeasure:
    """The asked measure behind a metric slot (its registry label when none names it).

    A slot no measure keeps because the user's own measure refuses it -- "what it received
    for an ounce of gold" described as gold sold, "revenue per dry tonne" naming revenue --
    stands for that measure: the price asked, never the volume or amount hinted at.
    """
    site_base = {key: base for (_, base), key in SITE_METRICS.items()}
    for candidate in (metric, site_base.get(metric)):
        for measure in measures:
            if candidate and measure.metric == candidate:
                return measure
    for measure in measures:
        if _refuses(measure, metric):
            return measure
    return AskedMeasure(METRIC_LABELS.get(metric, metric.replace("_", " ")), metric, {})


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
    if asked.metric == "dividends_per_share" and "dividend" not in wanted:
        wanted = {**wanted, "dividend": frozenset({"total"})}
    stated = figure_qualifiers(figure)
    if wanted.get("quantity") == frozenset({"percent"}) and not stated.keys() & {
        "form",
        "quantity",
    }:
        # a ratio asked: a label stating no ratio and a number with no unit ("Profit after
        # tax for the year" printed bare) is the amount the ratio is of, not the ratio
        return ["form: a percentage asked, none stated"]
    flow = wanted.get("cash_flow", frozenset()) & KINDS_OF_FLOW
    if flow and not stated.get("cash_flow") and figure.metric != asked.metric:
        # free cash flow asked: a label saying only "cash" ("generated US$X of cash") is
        # no kind of cash flow at all, let alone that one
        return [f"cash_flow: {'/'.join(sorted(flow))} asked, none stated"]
    if (
        asked.stated.get("basis") == frozenset({"underlying"})
        and not stated.get("basis")
        and figure.metric != asked.metric
        and not asked.stated.get("form", frozenset()) & {"ratio", "margin"}
    ):
        # an underlying result asked: a label naming no basis ("Earnings per share, basic")
        # is the reported figure, not the one before one-off items (a ratio's basis is of
        # the result it is a share of)
        return ["basis: underlying asked, none stated"]
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
    line = asked.stated.get("line", frozenset()) & UNLISTED_LINES
    if line and not stated.get("line") and figure.metric != asked.metric:
        # EBIT or cash held asked: a label naming no line ("Profit", "cash") is not it
        return [f"line: {'/'.join(sorted(line))} asked, none stated"]
    out = conflicts(wanted, stated)
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


BRACKETS = re.compile(r"\s*\((?![^()]*\b(?:basis|share)\b)[^()]*\)")
"""Bracketed text other than an ownership basis: a unit ("(US cents)"), a definition
("(EBITDA less tax paid and sustaining spend)"), a sign ("Net profit/(loss)")."""


def printed_row(label: str) -> str:
    """The words a label names its figure with, without its table title or bracketed text.

    A bracketed unit or definition goes; an ownership basis stays: "Ordinary distributions
    per share (US cents) — Per share and distributions" names "Ordinary distributions per
    share".
    """
    return BRACKETS.sub("", label.split(" — ", 1)[0]).strip()


_NAME = re.compile(
    r"(?<![.?!]\s)(?<!^)\b[A-Z][a-z]+(?:\s+(?:[A-Z][a-z]+|and|of)\b)*(?<!\band)(?<!\bof)"
)
_NOT_A_NAME = re.compile(
    r"^(?:January|February|March|April|May|June|July|August|September|October|November|"
    r"December|Chinese|English)$|^(?:Tell|Show|Give|List|Compare|Ignore|Answer|Please|What|"
    r"Which|How|Who|When|Where|Why|Is|Was|Were|Did|Does|Do|Can|Could|Would|Should|And|The|"
    r"In|For|Of|Also|Then|Now|Next|Thanks?|Hi|Hello)\b"
)


def _inside_site_name(question: str, start: int, end: int) -> bool:
    """Whether ``question[start:end]`` is part of a site's name ("Marion" of "Mt Marion")."""
    low = question.lower()
    return any(
        low.startswith(alias, pos) and pos <= start and end <= pos + len(alias)
        for pos, site in match_sites(question)
        for alias in SITE_ALIASES[site]
    )


def named_scopes(question: str) -> list[str]:
    """Names the question gives a part of the company: a division, asset or region.

    A capitalised phrase inside the sentence that is no company, month or measure word
    ("What EBITDA did Mining Services earn", "the Chilean Escondida mine"): the figure must
    be that part's, so its label must name it.
    """
    question = normalise_question(question)  # a misspelt company is still the company
    question = _CHARGES_NAMED.sub(lambda m: " " * len(m.group(0)), question)  # "the X charges"
    names = company_spans(question)
    out = []
    for m in _NAME.finditer(question):
        if m.start() == 0 or any(a < m.end() and m.start() < b for a, b in names):
            continue
        phrase = m.group(0)
        if _NOT_A_NAME.match(phrase) or read_qualifiers(phrase).keys() - {"scope"}:
            continue
        if re.match(r"\s+(?:dollars?|cents?|currency)\b", question[m.end() :], re.I):
            continue  # "in Australian dollars" names a currency, not a part of the company
        if find_sites(phrase) or _inside_site_name(question, m.start(), m.end()):
            continue  # a known site is matched by its own names (:func:`unasked_qualifiers`)
        out.append(phrase)
    return out
