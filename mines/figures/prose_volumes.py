"""Volumes in prose: labels made of a verb, and the site and ownership basis a figure states.

A verb or a noun of volume names a metric ("sold 1,621 koz of gold", "output of 218 kt of
spodumene concentrate"), for each item of a list it governs; a known site before a verb of
production or shipment names the commodity ("Escondida alone producing 644kt"). The site
and ownership basis ("Rio Tinto's share", "on a 100% basis") a sentence states for an
operational figure are read here too. Part of the prose reader (:mod:`mines.figures.prose`).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.included_sites import INCLUDING, included_hit, included_value_hit
from mines.figures.joined_sites import joined_sites
from mines.figures.labels import LabelHit, label_metric
from mines.figures.ownership_words import FULL, SHARE, ownership_of
from mines.figures.part_volumes import passive_part, without_part_volumes
from mines.figures.prose_shared_verbs import (
    COMMODITY_WORDS,
    MOISTURE_ASIDE,
    SharedVerb,
    elided_before,
    matter_end,
    shared_verb_at,
    shared_verbs,
)
from mines.figures.quantities import NOT_SITE_WORDS, OPERATIONAL_KINDS
from mines.figures.region_subjects import region_named, subject_part
from mines.figures.restated_values import other_basis
from mines.figures.site_pairs import second_site_hits
from mines.measures.sites import (
    CONTRIBUTING_VERB,
    SITE_COMMODITY,
    VOLUME_METRICS,
    VOLUME_VERB,
    contributed_head,
    find_sites,
    match_sites,
)
from mines.measures.words import VERB_METRICS, VOLUME_NOUNS, VOLUME_VERBS
from mines.numbers import MONTH_FULL, Number, find_figures
from mines.question.companies import company_spans

# A tonnage or ounces and the commodity after it: "17.3 million wet tonnes of iron ore",
# "485 kt (dry) of spodumene concentrate", "1,621 koz of gold".
_VOLUME_ITEM = (
    r"[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+|[kM]\s*)?(?:(?:wet|dry)\s+(?:metric\s+)?)?"
    r"(?:koz|Moz|oz|ounces|Mt|kt|wmt|dmt|tonnes|t)\b"
    + MOISTURE_ASIDE
    + r"\s+(?:of\s+)?(?:SC6\s+(?:equivalent\s+)?)?(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?"
    r"(?:(?:the\s+)?(?:Pilbara|hematite)\s+)?"  # "331.8 Mt of Pilbara iron ore"
    rf"(?P<commodity>{COMMODITY_WORDS})\b"
)


_FOR_PERIOD = (
    r"(?:\s+(?:for|in|during|over)\s+the\s+(?:(?:full|financial|fiscal|first|second)[\s-]+)*"
    r"(?:year|half|period))?"
)
"""A period said between a noun of volume and its value ("Shipments for the year reached")."""


_VERB = re.compile(
    rf"\b(?:(?P<verb>{VOLUME_VERBS})|(?P<noun>{'|'.join(VOLUME_NOUNS)}){_FOR_PERIOD}\s+(?:of|"
    r"was|were|totalled|totaled|reached))\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+)?"
    + _VOLUME_ITEM,
    re.IGNORECASE,
)
"""A verb, or a noun of volume ("output of 218 kt of spodumene concentrate", "shipments for
the year reached 191.6 Mt of iron ore"), before a tonnage and its commodity."""


_COMMODITY = rf"(?P<commodity>{COMMODITY_WORDS})"


_SITE_ITEM = re.compile(
    rf"\b(?P<verb>{VOLUME_VERBS})\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+)?"
    r"[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+|[kM]\s*)?(?:(?:wet|dry)\s+(?:metric\s+)?)?"
    r"(?:Mt|kt|wmt|dmt|tonnes|t)\b" + MOISTURE_ASIDE + r"\s+of\s+(?:the\s+)?(?P<site>[A-Z])",
    re.IGNORECASE,
)
"""A verb's tonnage of a site's product ("shipped 7.1 million tonnes of Iron Bridge
concentrate"): the site names the commodity, and whose the volume is."""


_GRADED = re.compile(
    rf"\b(?:(?P<verb>{VOLUME_VERBS})|(?P<noun>{'|'.join(VOLUME_NOUNS)}){_FOR_PERIOD}\s+(?:of|"
    r"was|were|totalled|totaled|reached|came\s+to))\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+)?"
    r"(?=[^\s]*\d[\d,.]*\s*(?:thousand\s+|k\s*)?(?:dmt|tonnes|t)\s+(?:of\s+)?SC6\b)",
    re.IGNORECASE,
)
"""A volume whose unit is followed by the grade of spodumene concentrate ("Shipments
totalled 261k dmt SC6", "shipped 261k dmt of SC6 equivalent"): SC6 is lithium's product,
so the volume is spodumene's. The label runs up to the value."""


_NOUN_OF = re.compile(
    rf"\b(?P<noun>{'|'.join(VOLUME_NOUNS)})\s+of\s+(?:the\s+)?{_COMMODITY}\b"
    r"(?=[^\d.;]{0,60}\b(?:was|were|totalled|totaled|reached|came\s+to|amounted\s+to)\s)",
    re.IGNORECASE,
)
"""A noun of volume and its commodity leading the sentence's verb ("Sales of gold reached",
"production of iron ore was"): the label of the value after it."""


_PASSIVE = re.compile(
    r"[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+|[kM]\s*)?(?P<unit>koz|Moz|oz|ounces|Mt|kt|wmt|"
    r"dmt|tonnes|t)\b(?:\s+of\s+(?:the\s+)?(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?"
    + _COMMODITY
    + r")?\s+(?:was|were|(?:has|have|had)\s+been)\s+(?:\w+ly\s+)?(?P<verb>"
    + VOLUME_VERBS
    + r")\b",
    re.IGNORECASE,
)
"""A tonnage or ounces, its commodity, then a passive verb of volume ("1,621 koz of gold was
sold", "191.6 Mt of iron ore were shipped"); ounces with no commodity are of gold."""


_NEXT_ITEM = re.compile(r"(?P<join>\s*,\s*(?:and\s+)?|\s+and\s+)" + _VOLUME_ITEM, re.IGNORECASE)
"""The next item of a list the verb governs: "shipped 17 Mt of iron ore and 485 kt of
spodumene" (the verb is not printed again)."""


_VOLUME_VERB = re.compile(
    rf"\b{VOLUME_VERB}\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+|some\s+)?"
    r"(?=[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+)?(?:(?:wet|dry)\s+(?:metric\s+)?)?"
    r"(?:Mt|kt|wmt|dmt|tonnes|t)\b)",
    re.IGNORECASE,
)
"""A verb of production or shipment right before a tonnage ("Escondida alone producing
644kt", "the venture shipped 14mt"): the site it follows names the commodity."""


_CONTRIBUTING = re.compile(
    rf"\b{CONTRIBUTING_VERB}\s+(?=[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+)?"
    r"(?:(?:wet|dry)\s+(?:metric\s+)?)?(?:Mt|kt|wmt|dmt|tonnes|t)\b)",
    re.IGNORECASE,
)
"""A site's part of a total before it ("with WAIO contributing 256.6Mt")."""


_VERB_AT = re.compile(rf"(?:{VOLUME_VERBS})\b", re.IGNORECASE)


_SUBJECT_REACH = 80
"""How far before its verb a site may stand to be the verb's subject."""


_SITE_AT = re.compile(
    r"\b(?:at|from)\s+(?:the\s+)?(?P<site>(?:[A-Z][A-Za-z'’-]+|Mt)(?:\s+(?:[A-Z][A-Za-z'’-]+|Iron|Hub))"
    r"{0,3})"
)


_NOT_SITE = re.compile(
    rf"^(?:FY|H[12]|{MONTH_FULL}|US|A|The|Group|BHP|Rio|Fortescue|Northern|Mineral|Minerals|Our)\b"
)


_UNLISTED_AT = re.compile(
    r"(?P<site>(?:[A-Z][A-Za-z'’-]+|Mt)(?:\s+(?:[A-Z][A-Za-z'’-]+|Iron|Hub)){0,3})(?![A-Za-z$\d])"
)
"""A place named in capitals after "at"/"from" ("at Kalgoorlie", "from the Tanami Hub")."""
_AT_OR_FROM = re.compile(r"\b(?:at|from)\b", re.I)
_SITE_BEFORE = re.compile(r"(?P<site>(?:[A-Z][A-Za-z'’-]+\s+){1,3})$")


_CLAUSE_END = re.compile(r"[,;]|\s(?:and|while|with)\s")


_CLAUSE_OPEN = re.compile(r";|\s(?:and|while|whereas|with|but|yet|although|though)\s")
"""Where a clause starts that a basis said before a label may belong to (a comma may not)."""


_CLAUSE_BOUND = re.compile(r"[,;]|\s(?:and|while|whereas|with|but)\s")
"""Where the clause of a value starts: "290 Mt on a 100% basis, and BHP's share at 255 Mt"."""


def site_qualifier(
    sentence: str,
    hit: LabelHit,
    num: Number,
    kind: str,
    nums: Sequence[Number] = (),
    company: str = "",
) -> str | None:
    """The site and ownership basis the sentence states for ``num`` (``None``: none).

    ``nums`` are the sentence's figures: a basis said in another figure's clause is that
    figure's, never this one's. ``company``'s region's mines may be one asset of it.
    """
    parts: list[str] = []
    stated = figure_ownership(sentence, hit, num, kind, nums)
    if stated:
        parts.append(stated)
    if kind in OPERATIONAL_KINDS:
        site = stated_site(sentence, hit, num, company)
        if site:
            parts.insert(0, site)
    return ", ".join(parts) if parts else None


def stated_site(sentence: str, hit: LabelHit, num: Number, company: str = "") -> str | None:
    """The site the sentence states a volume ``num`` labelled by ``hit`` for, if any.

    The verifier reads a volume's site here too: a site's figure never confirms the
    company's. A region's mines may be one asset of ``company`` (:func:`regional_site`).
    """
    # a site right after the volume's matter is its own ("and 201 kt at Wodgina"),
    # before any the clause opens with
    site = site_after(sentence, num) or _named_site(sentence, hit.start, hit.end, num.start)
    site = site or _label_site(sentence, hit)  # "WAIO output, BHP's share": the whole's site
    shared = shared_verb_at(sentence, hit.start) if site is None else None
    if shared is not None and shared.elided:  # "..., and shipped 214 kt": the donor's
        site = _named_site(sentence, shared.donor_start, shared.donor_value, shared.donor_value)
    return site or subject_part(sentence, hit.start, num.start, company)


def _label_site(sentence: str, hit: LabelHit) -> str | None:
    """The site a label made up by the reader names, not printed as such in ``sentence``."""
    if hit.text in sentence:
        return None
    named = find_sites(hit.text)
    return named[0] if named else None


def _named_site(sentence: str, start: int, end: int, value: int) -> str | None:
    """The site a label at ``start:end`` and its value at ``value`` are stated for, if any."""
    lead = min(start, value)  # "1,621 koz of gold was sold": the label follows
    before = _SITE_BEFORE.search(sentence[max(0, lead - 60) : lead])
    spanned = match_sites(sentence[lead - len(before.group(0)) : end]) if before else []
    if spanned and spanned[0][0] == 0:  # "Western Australia Iron Ore produced": WAIO's name
        return spanned[0][1]
    if before:
        words = [w for w in before.group("site").split() if not _names_no_site(w)]
        if words and len(words) == len(before.group("site").split()):
            return " ".join(words)
    at = _SITE_AT.search(sentence, end, value)
    if at and not _NOT_SITE.match(at.group("site")):
        return at.group("site")
    named = find_sites(sentence[start:end])  # the label itself names the site ("WAIO production")
    if named:
        return named[0]
    # its clause's subject does: "Mt Marion recorded output of 218 kt"
    return _subject_site(sentence, lead, value) or elided_site(sentence, start)


_AT_AFTER = re.compile(
    r"(?:\s+(?:(?:wet|dry)\s+)?(?:metric\s+)?tonnes)?(?:\s+concentrates?)?\s*,?\s+"
    r"(?:at|from|of)\s+(?:the\s+|its\s+)?",
    re.IGNORECASE,
)


def site_after(sentence: str, num: Number) -> str | None:
    """A known site named right after a volume and its matter, else None.

    "produced 203 kt of spodumene at Mt Marion", "shipped 7.1 Mt of Iron Bridge concentrate":
    the volume is that site's.
    """
    at = _AT_AFTER.match(sentence, matter_end(sentence, num.start, num.end))
    named = match_sites(sentence[at.end() : at.end() + 40]) if at else []
    if named and named[0][0] == 0:
        return named[0][1]
    # "481koz at Kalgoorlie": a place the registry does not list is still the volume's
    unlisted = (
        _UNLISTED_AT.match(sentence, at.end()) if at and _AT_OR_FROM.search(at.group()) else None
    )
    if unlisted is None or _NOT_SITE.match(unlisted["site"]) or _names_no_site(unlisted["site"]):
        return None
    site = unlisted["site"]
    if label_metric(site) is not None:
        return None  # "1,625koz at AISC of A$2,163/oz": a measure, no place
    return None if re.search(rf"\b{_COMMODITY}\b", site, re.I) else site  # "at Copper"


def elided_site(sentence: str, start: int) -> str | None:
    """The one site its sentence names before a verb of volume whose subject is left out.

    "Mt Marion shipped 203 kt in FY25, having produced 218 kt of spodumene in FY24": the
    second verb's subject is the first's.
    """
    if not _VERB_AT.match(sentence, start) or not elided_before(sentence, start):
        return None
    named = {site for _, site in match_sites(sentence[:start])}
    return named.pop() if len(named) == 1 else None


def _names_no_site(word: str) -> bool:
    """A capitalised word that names no site: a heading word, or a company ("Fortescue's")."""
    bare = re.sub(r"(?:'s|’s|'|’)$", "", word)
    return bare in NOT_SITE_WORDS or bool(company_spans(bare))


FULL_WORDING, SHARE_WORDING = "100% basis", "share"
_BASIS_WORDING = {FULL: FULL_WORDING, SHARE: SHARE_WORDING}


_SAID_AS_BASIS = re.compile(r"\b(?:basis|share)\b", re.IGNORECASE)


def figure_ownership(
    sentence: str, hit: LabelHit, num: Number, kind: str, nums: Sequence[Number] = ()
) -> str | None:
    """The ownership basis (100% or the company's share) stated in ``num``'s own clause.

    The value's clause (from the clause opening before it, or the figure before it, to the
    clause end after it) names it first: "255 Mt, BHP share, and 290 Mt on a 100% basis".
    An operational figure takes the basis its label's words state ("Rio Tinto's share of
    copper production was", "On a 100% basis, WAIO produced"), else one said alone right
    after it (", on a 100% basis."). A basis in another figure's clause of the same
    sentence is that figure's.
    """
    figures = [n for n in nums if n.unit != "%" and n.start != num.start]  # "100%" is wording
    before = [n.end for n in figures if n.end <= num.start]
    after = [n.start for n in figures if n.start >= num.end]
    closes = _CLAUSE_END.search(sentence, num.end)
    end = min([closes.start() if closes else len(sentence), *after])
    opens = [m.end() for m in _CLAUSE_BOUND.finditer(sentence, 0, num.start)]
    clause = sentence[max([0, *opens[-1:], *before]) : end]
    own = ownership_of(clause)
    if kind not in OPERATIONAL_KINDS:
        # money is qualified only by a basis said as one ("on a 100% basis", "our share"),
        # never by words about what earned it ("from its whole joint venture")
        return _BASIS_WORDING.get(own or "") if _SAID_AS_BASIS.search(clause) else None
    if own is not None:
        return _BASIS_WORDING[own]
    lead = min(hit.start, num.start)
    opens = [m.end() for m in _CLAUSE_OPEN.finditer(sentence, 0, lead)]
    floor = max([0, *opens[-1:], *(e for e in before if e <= lead)])
    words_end = min([num.start, *(n.start for n in figures if n.start >= lead)])
    own = ownership_of(sentence[floor:words_end])
    if own is None and end < len(sentence):  # ", on a 100% basis." closing the sentence
        bound = _CLAUSE_BOUND.search(sentence, end + 1)
        closing = sentence[end : min([bound.start() if bound else len(sentence), *after])]
        # ", including Escondida at 100% of ...": the basis of the part named, not the total's
        parted = bool(match_sites(closing) or INCLUDING.search(closing))
        own = None if parted else ownership_of(closing)
    shared = shared_verb_at(sentence, hit.start) if own is None else None
    donor = [n for n in nums if shared is not None and n.start == shared.donor_value]
    if shared is not None and shared.elided and donor:  # "... on a 100% basis and shipped"
        return _donor_basis(sentence, shared, donor[0], kind, nums)
    return _BASIS_WORDING.get(own or "")


def value_basis(sentence: str, num: Number, nums: Sequence[Number]) -> str | None:
    """The ownership basis a volume ``num`` is stated on, its own words or its restatement's.

    "256.6 Mt (290 Mt on a 100% basis)": 290 Mt is on a 100% basis, so 256.6 Mt is the
    company's share (the extractor reads the pair so: :func:`complement_bases`).
    """
    own = figure_ownership(
        sentence, LabelHit(num.start, num.start, None, None, False, ""), num, "tonnes", nums
    )
    later = [n for n in nums if n.start >= num.end and n.unit != "%"][:1]
    if own is None and later and other_basis(sentence, num, later[0]):
        hit = LabelHit(later[0].start, later[0].start, None, None, False, "")
        theirs = figure_ownership(sentence, hit, later[0], "tonnes", nums)
        own = {FULL_WORDING: SHARE_WORDING, SHARE_WORDING: FULL_WORDING}.get(theirs or "")
    return own


def _donor_basis(
    sentence: str, shared: SharedVerb, donor: Number, kind: str, nums: Sequence[Number]
) -> str | None:
    """The basis the volume a bare verb takes its commodity from states for itself."""
    hit = LabelHit(shared.donor_start, shared.donor_value, None, None, False, "")
    return figure_ownership(sentence, hit, donor, kind, nums)


def _subject_site(sentence: str, start: int, value: int) -> str | None:
    """The one known site named in the clause before ``start``, no figure between them.

    The figure at ``value`` may come before its label ("At Jundee, 300 koz was sold"): no
    figure (a year may: "the hub recorded FY25 shipments of") may stand between the site
    and the value either; a value after its label may be a comparative ("shipped 9.7 Mt, up
    from X"), the label's site all the same.
    """
    joined = joined_sites(sentence[:start])
    if joined is not None:  # "Wodgina and Mt Marion together shipped": both, neither alone
        return joined
    joints = list(_CLAUSE_OPEN.finditer(sentence, 0, start))
    if (
        joints
        and joints[-1].group(0).strip() == "with"
        and not sentence[joints[-1].end() : min(start, value)].strip(" ,")
    ):
        joints.pop()  # "Escondida led, with 644 kt of copper produced": the value has no
        # subject of its own in a "with" clause it opens; the sentence's is its site
    opens = [m.end() for m in joints]
    lead = sentence[opens[-1] if opens else 0 : start]
    named = match_sites(lead)
    if len({site for _, site in named}) != 1:
        return None
    gap = sentence[(opens[-1] if opens else 0) + named[0][0] : min(start, value)]
    return None if find_figures(gap) else named[0][1]  # a year between ("FY25") is none


def passive_volume(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The label of a volume named by a passive verb after it, with its printed form.

    "1,621 koz of gold was sold in the year", "191.6 Mt of iron ore were shipped": the
    verb and the commodity name the metric as its active form would ("sold ... gold").
    """
    m = _PASSIVE.match(sentence, num.start)
    if m is None:
        return None
    unit = m.group("unit").lower()
    commodity = m.group("commodity") or ("gold" if unit in {"koz", "moz", "oz", "ounces"} else "")
    commodity = " ".join(commodity.lower().split())
    verb = m.group("verb").lower()
    metric = VERB_METRICS.get((verb, commodity.split()[0])) if commodity else None
    if metric is None:
        return None
    part = passive_part(sentence, m.end("verb"), metric)  # "hauled by the contracting arm"
    label, metric = (f"{commodity} {verb}", metric) if part is None else (f"{part} {verb}", "")
    return LabelHit(m.start("verb"), m.end("verb"), metric, None, False, label), label


def verb_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """Labels made of a verb: "sold 1,621 koz of gold", "shipped 191.6 Mt of iron ore".

    A noun of volume with its commodity before the sentence's verb ("Sales of gold
    reached 1,621 koz") is a label too.
    """
    extra: list[LabelHit] = []
    for m in _NOUN_OF.finditer(sentence):
        verb = VOLUME_NOUNS[m.group("noun").lower()]
        metric = VERB_METRICS.get((verb, m.group("commodity").lower().split()[0]))
        if metric is not None and not any(h.start < m.end() and m.start() < h.end for h in hits):
            extra.append(LabelHit(m.start(), m.end(), metric, None, False, m.group(0)))
    for m in _VERB.finditer(sentence):
        commodity = " ".join(m.group("commodity").lower().split())
        word = "verb" if m.group("verb") else "noun"
        verb = VOLUME_NOUNS.get(m.group(word).lower(), m.group(word).lower())
        metric = VERB_METRICS.get((verb, commodity.split()[0]))
        if metric is None or any(h.start < m.end() and m.start() < h.end for h in hits):
            continue
        extra.append(LabelHit(m.start(word), m.end(word), metric, None, False, m.group(0)))
        item = _NEXT_ITEM.match(sentence, m.end())
        while item is not None:
            commodity = " ".join(item.group("commodity").lower().split())
            metric = VERB_METRICS.get((verb, commodity.split()[0]))
            if metric is None:
                break
            text = f"{verb} {item.group(0)[item.end('join') - item.start() :]}"
            extra.append(LabelHit(item.start(), item.end("join"), metric, None, False, text))
            commodity, item = item.group("commodity"), _NEXT_ITEM.match(sentence, item.end())
        extra += _next_site_item(sentence, m.end(), verb, commodity)
    for m in _SITE_ITEM.finditer(sentence):  # "shipped 7.1 Mt of Iron Bridge concentrate"
        named = match_sites(sentence[m.start("site") : m.start("site") + 40])
        key = SITE_COMMODITY.get(named[0][1], "") if named and named[0][0] == 0 else ""
        verb = m.group("verb").lower()
        metric = VERB_METRICS.get((verb, "spodumene" if key == "lithium" else key.split(" ")[0]))
        if metric is not None and not any(h.start < m.end() and m.start() < h.end for h in hits):
            text = f"{sentence[m.start() : m.start('site')]}{named[0][1]}"
            extra.append(LabelHit(m.start(), m.end("verb"), metric, None, False, text))
    for m in _GRADED.finditer(sentence):
        word = "verb" if m.group("verb") else "noun"
        verb = VOLUME_NOUNS.get(m.group(word).lower(), m.group(word).lower())
        metric = VERB_METRICS.get((verb, "spodumene"))
        if metric is not None and not any(h.start < m.end() and m.start() < h.end for h in hits):
            extra.append(LabelHit(m.start(), m.end(), metric, None, False, f"{m.group(0)}SC6"))
    for m in INCLUDING.finditer(sentence):  # "..., including 7.1 Mt from Iron Bridge"
        part = included_value_hit(sentence, m)
        if part is not None and not any(h.start < m.end() and m.start() < h.end for h in hits):
            extra.append(part)
    for pair in second_site_hits(sentence):  # "at Mt Marion was 218 kt and at Wodgina 201 kt"
        if not any(h.start < pair.end and pair.start < h.end for h in hits + extra):
            extra.append(pair)
    extra = without_part_volumes(sentence, extra + _shared_verb_hits(sentence, hits + extra))
    return sorted(hits + extra, key=lambda h: h.start) if extra else hits


_NEXT_AT_SITE = re.compile(
    r"(?P<join>\s*,\s*(?:and\s+)?|\s+and\s+)[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+|"
    r"[kM]\s*)?(?:(?:wet|dry)\s+(?:metric\s+)?)?(?:Mt|kt|wmt|dmt|tonnes|t)\b"
    + MOISTURE_ASIDE
    + r"(?=\s+at\s+(?:the\s+)?(?P<site>[A-Z]))"
)
"""A further tonnage of a verb's list named by the site after it, no commodity printed
("produced 218 kt of spodumene at Mt Marion and 201 kt at the Wodgina mine")."""
_SITE_ITEM_REACH = 120
"""How far after a verb's item, its site and period, the further tonnage may start."""


def _next_site_item(sentence: str, end: int, verb: str, commodity: str) -> list[LabelHit]:
    """The label of a bare tonnage later in a verb's clause, at a site of that commodity.

    No figure (a year may) and no ";" may stand between the first item and it; the site after
    it must mine the item's commodity ("and 201 kt at the Wodgina mine": spodumene).
    """
    item = _NEXT_AT_SITE.search(sentence, end, min(len(sentence), end + _SITE_ITEM_REACH))
    if (
        item is None
        or ";" in sentence[end : item.start()]
        or find_figures(sentence[end : item.start()])
    ):
        return []
    named = match_sites(sentence[item.start("site") : item.start("site") + 40])
    key = " ".join(commodity.lower().split())
    site_key = "lithium" if key == "spodumene" else key
    metric = VERB_METRICS.get((verb, key.split()[0]))
    if not named or named[0][0] != 0 or SITE_COMMODITY.get(named[0][1]) != site_key or not metric:
        return []
    text = f"{verb} {sentence[item.end('join') : item.end()]} of {key}"
    return [LabelHit(item.start(), item.end("join"), metric, None, False, text)]


def _shared_verb_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """Labels of bare verbs of volume taking their sentence's one commodity.

    "Wodgina produced 201 kt of spodumene in FY24 and shipped 214 kt in FY25": the
    second verb is spodumene shipped. A verb with a subject of its own naming no site is
    no label when the volume it would take its commodity from states a site or a basis
    ("..., and the operation shipped 214 kt": the site's, or the whole company's?).
    """
    extra: list[LabelHit] = []
    for shared in shared_verbs(sentence):
        if any(h.start < shared.value_start and shared.verb_start < h.end for h in hits):
            continue
        if not shared.elided and _scoped_donor(sentence, shared):
            # no figure, and no second value of the label before it either
            extra.append(LabelHit(shared.verb_start, shared.verb_end, None, None, False, ""))
            continue
        text = f"{sentence[shared.verb_start : shared.value_end]} of {shared.commodity}"
        end = shared.verb_end
        extra.append(LabelHit(shared.verb_start, end, shared.metric, None, False, text))
    return extra


def _scoped_donor(sentence: str, shared: SharedVerb) -> bool:
    """Whether the donor states a site or basis the bare verb's own clause does not."""
    own_site = _named_site(sentence, shared.verb_start, shared.verb_end, shared.value_start)
    if own_site is not None:
        return False
    donor_site = _named_site(sentence, shared.donor_start, shared.donor_value, shared.donor_value)
    clause = sentence[shared.donor_start : shared.donor_value + 60]
    return donor_site is not None or ownership_of(clause) is not None


def site_verb_hits(
    sentence: str, hits: list[LabelHit], company: str | None = None
) -> list[LabelHit]:
    """Labels made of a site and its verb: "the Escondida mine alone producing 644kt".

    The site (the nearest one before the verb, with no figure between them) says what is
    mined ("Escondida": copper) and the verb whether it was produced or shipped; the label
    runs from the site to the verb. A commodity printed after the tonnage is read by
    :func:`verb_hits`; a site of no single commodity, or one whose volume the registry
    does not name, gives no label.
    """
    extra: list[LabelHit] = []
    for m in _VOLUME_VERB.finditer(sentence):
        lead_start = max(0, m.start() - _SUBJECT_REACH)
        lead = sentence[lead_start : m.start()]
        named = [(pos, SITE_COMMODITY.get(site, "")) for pos, site in match_sites(lead)]
        named = named or region_named(sentence, lead_start, m.span(), company)
        if not named or any(h.start < m.end() and m.start() < h.end for h in hits):
            continue
        pos, commodity = named[-1]
        start = lead_start + pos
        if any(ch.isdigit() for ch in sentence[start : m.start()]) or ";" in lead[pos:]:
            continue  # the site belongs to an earlier figure or clause
        head = "production" if m.group("made") else "shipments"
        metric = VOLUME_METRICS.get((commodity, head))
        if metric is None:
            continue
        text = sentence[start : m.end()].strip()
        extra.append(LabelHit(start, start + len(text), metric, None, False, text))
    for m in _CONTRIBUTING.finditer(sentence):
        hit = _contributing_hit(sentence, m, hits + extra)
        extra += [hit] if hit is not None else []
    for m in INCLUDING.finditer(sentence):
        hit = included_hit(sentence, m, hits + extra)
        extra += [hit] if hit is not None else []
    return sorted(hits + extra, key=lambda h: h.start) if extra else hits


def _contributing_hit(sentence: str, m: re.Match[str], hits: list[LabelHit]) -> LabelHit | None:
    """The label of a site's part of a total, named by the site right before the verb.

    The total's noun before it says produced or shipped ("production of 263 Mt, with WAIO
    contributing 256.6 Mt": WAIO's iron ore production).
    """
    named = match_sites(sentence[max(0, m.start() - 40) : m.start()])
    if not named or any(h.start < m.end() and m.start() < h.end for h in hits):
        return None
    site_at = [pos for pos, site in named if site == named[-1][1]]  # "Western ... (WAIO)"
    start = max(0, m.start() - 40) + site_at[0]
    between = sentence[start : m.start()]
    head = contributed_head(sentence[:start])
    site = named[-1][1]
    metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), head or ""))
    if metric is None or any(ch.isdigit() for ch in between) or re.search(r"[,;]", between):
        return None
    text = sentence[start : m.end()].strip()
    return LabelHit(start, start + len(text), metric, None, False, text)
