"""The measure a question asks for, in its own words.

A question names a measure with a phrase ("profit before tax", "gross debt", "average
realised copper price", "diluted EPS"); the registry alias inside it ("profit", "debt",
"copper", "EPS") only hints at a metric. :func:`asked_measures` keeps the phrase as written
with its qualifiers (:mod:`mines.figures.qualifiers`), the phrase and the words around it
read by :mod:`mines.figures.asked_phrase`, a named division scoping them all
(:mod:`mines.figures.named_scopes`). A figure's qualifiers are read the same way from its
label as printed (:mod:`mines.figures.figure_measure`); :mod:`mines.figures.similarity`
scores the figures that do not conflict.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace

from mines.figures.asked_measure import AskedMeasure as AskedMeasure
from mines.figures.asked_phrase import (
    _CJK,
    _NO_MEASURE,
    _OVER_A_BASE,
    _RATIO,
    _VERB_AS_NOUN,
    _VERB_NOUN,
    _cjk_clause,
    _debt_moved,
    _own_words,
    _phrase_around,
    _unrefused_measure_words,
    _volume_head,
    _with_aside,
    _with_basis_words,
    with_tonne_asked,
)
from mines.figures.asked_scope import scoped
from mines.figures.asked_words import (
    dividend_amount_asked,
    is_unit_sold,
    left_out_after,
    parts_asked,
    per_unit_after,
    per_unit_sold,
    price_words,
    ratio_words,
    realised_price,
    sold_commodity,
)
from mines.figures.basis_words import (
    added_to_spans,
    as_basis_word,
    in_basis_clause,
    left_out_metrics,
    refused_spans,
)
from mines.figures.currency_axis import asked_currency
from mines.figures.labels import with_basis
from mines.figures.qualifier_conflicts import (
    IMPLIED,
    conflicts,
    implied,
    qualifiers_of,
)
from mines.figures.qualifiers import DIVIDEND_WORDS, read_qualifiers
from mines.measures.paraphrases import paraphrased_measures
from mines.measures.registry import METRIC_BY_KEY, METRIC_LABELS
from mines.measures.sites import (
    SITE_METRICS,
    VOLUME_METRICS,
    find_sites,
    volume_at_site,
)
from mines.measures.words import find_metric_spans
from mines.question.describe import describe_metric, metric_query_text
from mines.question.money_made import money_from_selling, money_made_of
from mines.question.normalise import normalise_question
from mines.question.operations import (
    PROFIT_METRICS,
    asks_amount_paid,
    asks_payout,
    dividend_terms,
    listed_dividend_kinds,
)
from mines.scope import asks_for_figure
from mines.slots import without_hint

CLOSEST = "closest stated"
"""Marks the suggestion shown after "not found": visibly not the answer, never a claim."""

_I = re.IGNORECASE


def _commodity_as_modifier(measures: list[AskedMeasure]) -> list[AskedMeasure]:
    """A commodity before a measure is its scope ("copper EBITDA"), no volume asked.

    A commodity word is a volume's alias ("copper": copper production), and its phrase
    grows over the measure it modifies; when another measure has the same phrase and the
    phrase states no head of that volume, the volume is not asked (its own line would be a
    "not found" beside the answer).
    """
    kept = []
    for m in measures:
        head = IMPLIED.get(m.metric or "", {}).get("head")
        twin = any(o.phrase == m.phrase and o.metric not in {None, m.metric} for o in measures)
        known = METRIC_BY_KEY.get(m.metric or "")
        # "lithium EBITDA": spodumene's alias names no head of its own, only its tonnes
        headless = head is None and known is not None and known.kind in {"tonnes", "ounces"}
        volume = head in _VOLUME_HEADS or headless
        stated = m.stated.get("head", frozenset())
        if twin and volume and head not in stated and not stated & _VOLUME_HEADS:
            continue
        kept.append(m)
    return kept


_VOLUME_HEADS = frozenset({"production", "shipments", "sales"})


def _apposed(measures: list[AskedMeasure], words: str) -> list[AskedMeasure]:
    """A measure in brackets right after another names the same one: "earnings (EBITDA)".

    The bracket says which measure the words before it mean, so the two are one measure:
    the bracketed one's metric and qualifiers, with whatever only the words before it
    state (the part it is of: "iron ore earnings (EBITDA)" asks iron ore's EBITDA, never
    the group's beside a group-wide profit), named by those words with the bracket's
    measure in place of the alias it overrides ("iron ore EBITDA").
    """
    out = list(measures)
    i = 0
    while i < len(out) - 1:
        before, inside = out[i], out[i + 1]
        i += 1
        at = words.find(before.phrase)
        if at < 0 or not _BRACKETED.match(words, at + len(before.phrase)):
            continue
        opened = words.index("(", at + len(before.phrase)) + 1
        if not words[opened:].lstrip().startswith(inside.phrase):
            continue
        overridden = [s for s in find_metric_spans(before.phrase) if s[2] != inside.metric]
        kept = before.phrase
        for start, end, _ in sorted(overridden, reverse=True):
            kept = f"{kept[:start]} {kept[end:]}"
        phrase = " ".join(f"{kept} {inside.phrase}".split())
        merged = AskedMeasure(phrase, inside.metric, {**before.stated, **inside.stated})
        out[i - 1 : i + 1] = [merged]
    return out


_BRACKETED = re.compile(r"\s*\(")


def apposed_metrics(words: str) -> dict[str, str]:
    """Each metric an alias names that a bracket right after it overrides, and by which.

    "iron ore earnings (EBITDA)": "earnings" filled statutory NPAT's slot, which the
    bracketed EBITDA takes over (no line of its own).
    """
    spans = find_metric_spans(words)
    return {
        first[2]: second[2]
        for first, second in zip(spans, spans[1:], strict=False)
        if first[2] != second[2] and re.fullmatch(r"\s*\(\s*", words[first[1] : second[0]])
    }


def scopes_a_measure(measures: Sequence[AskedMeasure], metric: str) -> bool:
    """Whether ``metric`` was named only as the division scoping an asked measure.

    "What EBITDA did the lithium business earn" names lithium (a spodumene alias) as the
    EBITDA's scope (:func:`~mines.figures.asked_scope.scoped`): spodumene itself is not
    asked; nor is copper's
    output in "copper EBITDA", whose words ask a result and no volume. Nor is it when the
    phrase naming the division is read as both ("lithium division EBITDA" hints at
    spodumene and EBITDA): another metric of that phrase is what is asked.
    """
    own = IMPLIED.get(metric, {}).get("scope")
    if own in {None, "group"}:
        return False
    mine = [m for m in measures if m.metric == metric]
    if not mine:  # "copper EBITDA": copper only scopes another measure's figure
        head = IMPLIED.get(metric, {}).get("head")
        return any(
            own in m.stated.get("scope", ())
            and m.metric
            and head not in m.stated.get("head", frozenset())  # no volume asked as its site's
            for m in measures
        )
    scoped = [m for m in measures if {"segment", own} <= m.stated.get("scope", frozenset())]
    return bool(scoped) and all(
        any(o.phrase == m.phrase and o.metric not in {None, metric} for o in scoped) for m in mine
    )


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


_VOLUME_VERBS = frozenset({"production", "shipments", "sales"})


def _cost_of_volume(stated: Mapping[str, frozenset[str]]) -> dict[str, frozenset[str]]:
    """``stated`` with a cost asked of a volume read as the cost alone.

    "What did it cost to produce a tonne of iron ore", "copper production cost": the volume's
    verb says what the cost is of; the measure is the cost, never the tonnes produced.
    """
    heads = stated.get("head", frozenset())
    if "cost" in heads and heads & _VOLUME_VERBS:
        return {**stated, "head": frozenset({"cost"})}
    return dict(stated)


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
    if _division_result(measure):
        own = {k: v for k, v in implied("underlying_ebitda").items() if k != "scope"}
        return AskedMeasure(measure.phrase, "underlying_ebitda", {**measure.stated, **own})
    if measure.metric is None or len(basis) != 1:
        return measure
    metric, _ = with_basis(measure.metric, next(iter(basis)))
    if metric is None or metric == measure.metric:
        return measure
    return AskedMeasure(measure.phrase, metric, measure.stated)


_NET = re.compile(r"\b(?:net|npat|bottom[\s-]line)\b", re.IGNORECASE)


def _division_result(measure: AskedMeasure) -> bool:
    """Whether ``measure`` is a division's bare profit ("what segment profit did A&L report").

    A division's result is its segment earnings, which reports print as underlying EBITDA;
    no report strikes a division's bottom line. A profit said to be net or after tax, or on
    a stated line or basis, keeps its own metric.
    """
    scope = measure.stated.get("scope", frozenset())
    return (
        measure.metric == "statutory_npat"
        and "segment" in scope
        and bool(scope - {"segment", "group"})
        and not measure.stated.keys() & {"tax", "line", "basis"}
        and not _NET.search(measure.phrase)
    )


_MONEY_LEAD = re.compile(r"^(?:(?:money|dollars|revenues?|income)\s+)?(?:from\s+)?", re.I)
"""The money words a question leads its sales with ("money from sales gold")."""
_REVENUE = {"head": frozenset({"revenue"})}
"""What a volume's sales made in money is revenue (:func:`money_brought_in`)."""


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
    refused |= added_to_spans(words)  # "on top of its ordinary dividends": the base, not asked
    for start, end, metric in find_metric_spans(words):
        if any(p.start <= start < p.end for p in said) or in_basis_clause(words, start, end):
            continue  # "with exceptional items left in": the basis of a result, no measure
        if start in refused:
            continue
        if metric in VOLUME_METRICS.values() and is_unit_sold(words, start):
            continue  # "per tonne shipped": what a price is per, no volume asked
        moved = volume_at_site(metric, words)
        if moved:  # "Mt Marion shipments": the site's own commodity's volume
            metric = moved
        if _CJK.search(words[start:end]):
            phrase = words[start:end]
            stated = read_qualifiers(_cjk_clause(words, start, end))
        else:
            phrase = _phrase_around(words, start, end)
            at = words.find(phrase, max(0, start - len(phrase)))
            cut = [p.start for p in said if end <= p.start < at + len(phrase)]
            if cut:  # "lithium arm earn before interest, tax and D&A": the wording is its own
                phrase = words[at : min(cut)].rstrip(" ,")
            stated = _with_aside(read_qualifiers(phrase), words[at + len(phrase) :])
            stated = with_tonne_asked(stated, words[at + len(phrase) :])  # "cost in US$/wmt"
            unit = per_unit_after(words, at + len(phrase)) if "form" not in stated else None
            if unit and stated.get("head") and stated["head"] <= {"revenue", "sales"}:
                # "how much revenue did it make per tonne shipped": a sum a tonne, a price
                phrase = f"{phrase} per {unit}"
                stated = read_qualifiers(phrase)
            if metric == "dividends_per_share" and "form" not in stated and asks_amount_paid(words):
                stated["form"] = frozenset({"amount"})  # the sum paid, not a per-share figure
            listed = listed_dividend_kinds(words) if metric == "dividends_per_share" else ()
            if listed:  # "the interim and final dividends": each kind asked, side by side
                stated["dividend"] = frozenset(listed)
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
            sold = per_unit_sold(words, start, stated)  # "earn per ounce of gold sold": a price
            if (set(stated) <= {"scope", "product"} or sold) and (priced := realised_price(words)):
                # "how much a pound did it get for its copper", "what price did it get for
                # its copper": the price it received
                phrase = priced
                stated = read_qualifiers(priced) | {"form": frozenset({"per_unit"})}
            elif set(stated) <= {"scope", "product"} and (priced := price_words(words, start, end)):
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
        term = dividend_terms(words) if metric == "dividends_per_share" else None
        if term is not None:
            # "how much of the interim dividend was franked", "its record date": a term of
            # the dividend, which its amount a share never answers
            named = phrase if term in phrase.lower() else f"{term} of {phrase}"
            out.append(AskedMeasure(named, None, stated | read_qualifiers(term)))
            seen.add(metric)
            continue
        if metric == "dividends_per_share" and "payout_ratio" in metrics and metric not in metrics:
            continue  # the dividend a payout ratio is of (the slots left it out): not asked
        implied_head = IMPLIED.get(metric, {}).get("head")
        if (
            implied_head in {"production", "shipments", "sales"}
            and not _CJK.search(phrase)
            and money_made_of(words, start, end)
        ):
            # "what did its gold sales bring in": the money they made, never the ounces
            phrase = f"revenue from {words[start:end]}"
            out.append(AskedMeasure(phrase, None, {**read_qualifiers(phrase), **_REVENUE}))
            seen.update({metric, "revenue"})  # the commodity's revenue, not the group's
            continue
        if implied_head in _VOLUME_VERBS and _cost_of_volume(stated) != stated:
            # "iron ore production cost": a cost, never the tonnes
            out.append(AskedMeasure(phrase, None, _cost_of_volume(stated)))
            seen.add(metric)
            continue
        volume = _volume_head(stated, metric, words)
        verb = volume.get("head", frozenset()) - stated.get("head", frozenset())
        own = IMPLIED.get(metric, {}).get("head")
        if len(verb) == 1 and own and own not in verb:  # "copper" asked as what was sold
            phrase = f"{phrase} {_VERB_NOUN[next(iter(verb))]}"
        out.append(AskedMeasure(phrase, metric, volume))
        seen.add(metric)
    modified = _commodity_as_modifier(out)
    seen.update(m.metric for m in out if m not in modified and m.metric)  # nor a slot's line
    out = modified
    for said_one in said:
        if said_one.metric is None or said_one.metric not in seen:
            # a named line no metric is ("operating profit", "cash on hand"): its words,
            # with those around it when they are the user's own ("operating profit margin")
            phrase = said_one.phrase
            if phrase == words[said_one.start : said_one.end]:
                phrase = _own_words(words, said_one.start, said_one.end, said_one.metric)
            # a wording of a metric's meaning names it whole: what the metric is, it states
            stated = qualifiers_of(phrase, said_one.metric)
            if said_one.metric and "head" not in IMPLIED.get(said_one.metric, {}):
                # its verb is no head: "what net cash did operations produce" is no production
                stated.pop("head", None)
            # "earn per share on an underlying basis", "... on a fully diluted basis": the
            # basis phrase outranks what the metric would imply
            stated.update(_with_basis_words({}, words))
            if "returns" in stated.get("line", ()) and "form" not in stated:
                stated["form"] = frozenset({"amount"})  # cash handed back: a sum, not a share
            out.append(AskedMeasure(phrase, said_one.metric, stated))
            seen.add(said_one.metric or "")
    apposed = _apposed(out, words)
    seen.update(m.metric for m in out if m not in apposed and m.metric)  # "earnings (EBITDA)"
    out = scoped(apposed, words)
    if not out and len(metrics) <= 1:
        # No registry word names the measure: the question's own content words are its
        # phrase ("cash left over after investment"), matched by meaning alone -- when they
        # ask for a figure at all ("what did BHP say about safety" asks for none). A metric
        # the router described from those words is only their hint ("cash returns per
        # share" hinted at return on equity), never their replacement.
        # what the asker refuses or leaves out ("excluding the nickel write-down") is no
        # part of the measure: the clause reads as the basis it names
        plain = as_basis_word(_unrefused_measure_words(words))
        rest = " ".join(
            _volume_nouns(
                [
                    _VERB_AS_NOUN.get(w.lower(), w)  # "how much gold did it produce"
                    for w in (*find_sites(plain), *metric_query_text(plain).split())
                    if not _NO_MEASURE.match(w)
                ]
            )
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
            stated = _cost_of_volume(read_qualifiers(rest))
            if hint and any(c.startswith("head:") for c in conflicts(stated, implied(hint))):
                hint = None  # "Pilbara production" hinted at shipments: a volume of another kind
            if (
                hint
                and _prices_another(stated, hint)
                and "market" not in stated.get("price_kind", ())
            ):
                what = sold_commodity(words)  # "at what price did it sell its gold": never ounces
                rest, hint = "average price received" + (f" for {what}" if what else ""), None
                stated = read_qualifiers(rest) | {"form": frozenset({"per_unit"})}
            if priced is not None:  # "what did it take in per dry tonne of hematite"
                rest, hint = priced, None
                stated = read_qualifiers(priced) | {"form": frozenset({"per_unit"})}
            elif money_from_selling(words):  # "what money did it make from selling gold"
                rest = "revenue from " + _MONEY_LEAD.sub("", rest)
                seen.add(hint or "")  # the volume the words described is no measure asked
                hint, stated = None, read_qualifiers(rest)  # per tonne: a price
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
    out = [
        AskedMeasure(
            m.phrase,
            m.metric,
            _paid_in_all(_debt_moved(_with_basis_words(dict(m.stated), words), words), m, words)
            | _currency_asked(m, words)
            | parts_asked(m.metric, m.stated, words),
        )
        for m in out
    ]
    return tuple(_without_share_word(m) for m in out)


_SHARE_LEAD = re.compile(r"^(?:(?:equity|attributable)\s+)?share\s+(?:of\s+)?(?=\w)", re.I)


def _without_share_word(measure: AskedMeasure) -> AskedMeasure:
    """The measure without a leading "share of": its ownership basis, not a word of its name.

    "Rio Tinto's share of Pilbara production" asks "Pilbara production" on the share basis.
    """
    if "share" not in measure.stated.get("ownership", frozenset()):
        return measure
    phrase = _SHARE_LEAD.sub("", measure.phrase)
    return replace(measure, phrase=phrase) if phrase != measure.phrase else measure


def _currency_asked(measure: AskedMeasure, words: str) -> dict[str, frozenset[str]]:
    """The currency a price or unit cost is asked in ("in US dollars": one in A$ is not it).

    A total the registry names (revenue, net debt) is answered in the currency it is
    reported in, its currency printed beside it; a price, a cost per unit (C1, AISC: a
    miner may print it in both currencies, each its own figure) or a measure of the user's
    own words is only the one in the currency asked.
    """
    per_unit = "per_unit" in implied(measure.metric).get("form", frozenset())
    if measure.metric in METRIC_LABELS and "price" not in measure.phrase.lower() and not per_unit:
        return {}
    return asked_currency(words)


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


_NOUN_FORM = re.compile(r"(?:ed|ion|ions|ments?|s|put|sold)$", re.IGNORECASE)
"""A word already a noun or a participle ("output", "mined", "shipments"): kept as printed."""


_PARTICLES = frozenset({"up", "out", "off", "down", "away"})

_PLANTS = re.compile(
    r"(?:mines|smelters?|refiner(?:y|ies)|mills?|plants?|operations|concentrators?|"
    r"furnaces|pits)",
    re.IGNORECASE,
)
"""Works named as who makes a volume ("how much did its smelters pour"): not its measure."""

_INTO_MONEY = frozenset({"into"})
"""A verb of volume before this puts money somewhere ("pour into capital spending"); "pour
in 2024" is still the output."""


def _volume_nouns(words: list[str]) -> list[str]:
    """``words`` with a verb of volume the phrase reads as its noun ("dig up" -> production).

    "How much bauxite did Rio dig up", "how much aluminium did its smelters pour": the verb
    asks for the output, and the phrase is matched by the noun a label prints ("Bauxite
    production", "Aluminium output"), not by the verb.
    """
    out: list[str] = []
    i = 0
    while i < len(words):
        for size in (2, 1):
            chunk = " ".join(words[i : i + size])
            heads = read_qualifiers(chunk).get("head", frozenset()) & _VOLUME_HEADS
            if (
                len(words[i : i + size]) == size
                and (size == 1 or words[i + 1].lower() in _PARTICLES)  # "dig up", "ship out"
                and (i + size >= len(words) or words[i + size].lower() not in _INTO_MONEY)
                and len(heads) == 1
                and not _NOUN_FORM.search(words[i + size - 1])
                and not read_qualifiers(words[i]).get("scope")
            ):
                if out and _PLANTS.fullmatch(out[-1]):
                    out.pop()  # "its smelters pour": the plants are who makes it, no measure
                out.append(next(iter(heads)))
                i += size
                break
        else:
            out.append(words[i])
            i += 1
    return out
