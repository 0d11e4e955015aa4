"""The label a number in a sentence belongs to: its governing phrase, basis, kind and sign.

A number belongs to "X of <label>" or else the nearest metric label before it, passing
over a label in a closed aside or a negated one; a label in brackets after another names
the same thing; a verb names a metric too ("sold 1,621 koz of gold"). Part of the prose
reader (:mod:`mines.figures.prose`); the verifier has its own reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.figures.basis_words import (
    CLAUSE_ADVERB,
    STATUTORY_WORDS,
    UNDERLYING_WORDS,
    basis_named_before,
    left_out_leads,
)
from mines.figures.labels import LabelHit, with_basis
from mines.figures.model import Period
from mines.figures.ownership_words import ownership_of
from mines.figures.printed import (
    LABEL_ASIDE,
    denied,
    extends_label,
    is_dividend_label,
    is_generic,
    label_basis,
    names_payments,
    naming_phrase,
    payment_clause,
    share_label,
    trim_label,
)
from mines.figures.qualifiers import read_qualifiers
from mines.figures.quantities import (
    NOT_SITE_WORDS,
    OPERATIONAL_KINDS,
    OWNERSHIP,
    Quantity,
)
from mines.figures.unit_qualifiers import PERCENT_FORMS
from mines.measures.sites import (
    SITE_COMMODITY,
    VOLUME_METRICS,
    VOLUME_VERB,
    find_sites,
    match_sites,
)
from mines.measures.words import VERB_METRICS, VOLUME_NOUNS, VOLUME_VERBS
from mines.numbers import Number, find_figures

# A tonnage or ounces and the commodity after it: "17.3 million wet tonnes of iron ore",
# "485 kt (dry) of spodumene concentrate", "1,621 koz of gold".
_VOLUME_ITEM = (
    r"[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+|[kM]\s*)?(?:(?:wet|dry)\s+(?:metric\s+)?)?"
    r"(?:koz|Moz|oz|ounces|Mt|kt|wmt|dmt|tonnes|t)\b(?:\s*\((?:wet|dry)[^()]{0,20}\))?"
    r"\s+(?:of\s+)?(?:SC6\s+(?:equivalent\s+)?)?(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?"
    r"(?:(?:the\s+)?(?:Pilbara|hematite)\s+)?"  # "331.8 Mt of Pilbara iron ore"
    r"(?P<commodity>gold|iron\s+ore|copper|spodumene|lithium)\b"
)


_VERB = re.compile(
    rf"\b(?:(?P<verb>{VOLUME_VERBS})|(?P<noun>{'|'.join(VOLUME_NOUNS)})\s+(?:of|was|were|"
    r"totalled|totaled|reached))\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+)?" + _VOLUME_ITEM,
    re.IGNORECASE,
)
"""A verb, or a noun of volume ("output of 218 kt of spodumene concentrate"), before a
tonnage and its commodity."""


_NEXT_ITEM = re.compile(r"(?P<join>\s*,\s*(?:and\s+)?|\s+and\s+)" + _VOLUME_ITEM, re.IGNORECASE)
"""The next item of a list the verb governs: "shipped 17 Mt of iron ore and 485 kt of
spodumene" (the verb is not printed again)."""


_VOLUME_VERB = re.compile(
    rf"\b{VOLUME_VERB}\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+|some\s+)?"
    r"(?=[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+)?(?:Mt|kt|wmt|dmt|tonnes|t)\b)",
    re.IGNORECASE,
)
"""A verb of production or shipment right before a tonnage ("Escondida alone producing
644kt", "the venture shipped 14mt"): the site it follows names the commodity."""


_SUBJECT_REACH = 80
"""How far before its verb a site may stand to be the verb's subject."""


_DIV_KIND = re.compile(
    r"\b(?P<kind>interim|final|special|total|full[\s-]year|for\s+the\s+(?:full\s+)?year)\b",
    re.IGNORECASE,
)


_BASIS_AFTER = re.compile(
    r"^\s*(?:\(\s*|,\s*)?(?:on\s+an?\s+)?(?P<basis>underlying|statutory|reported)\s*(?:basis|\))",
    re.IGNORECASE,
)


_SITE_AT = re.compile(
    r"\b(?:at|from)\s+(?:the\s+)?(?P<site>(?:[A-Z][A-Za-z'’-]+|Mt)(?:\s+(?:[A-Z][A-Za-z'’-]+|Iron|Hub))"
    r"{0,3})"
)


_NOT_SITE = re.compile(
    r"^(?:FY|H[12]|January|February|March|April|May|June|July|August|September|October|"
    r"November|December|US|A|The|Group|BHP|Rio|Fortescue|Northern|Mineral|Minerals|Our)\b"
)


_SITE_BEFORE = re.compile(r"(?P<site>(?:[A-Z][A-Za-z'’-]+\s+){1,3})$")


_CLAUSE_END = re.compile(r"[,;]|\s(?:and|while|with)\s")
_CLAUSE_OPEN = re.compile(r";|\s(?:and|while|whereas|with)\s")
"""Where a clause starts that a basis said before a label may belong to (a comma may not)."""


_NEGATED = re.compile(
    r"\b(?:not|excluding|excludes|except|rather\s+than|other\s+than)\b[^.;]{0,20}$", re.I
)


@dataclass
class Reading:
    """What is known about one figure of a sentence while it is read."""

    hit: LabelHit
    num: Number
    quantity: Quantity
    period: Period | None = None
    primary: bool = True
    dividend_kind: str | None = None
    gap_start: int = 0
    """Where this value's own words start (the label, or the end of the value before)."""
    from_to: bool = False
    """The value follows "from" ("from X to Y"): a prior-period value."""
    label: str = ""
    """The figure's label as printed."""


def site_qualifier(sentence: str, hit: LabelHit, num: Number, kind: str) -> str | None:
    """The site and ownership basis the sentence states for ``num`` (``None``: none)."""
    parts: list[str] = []
    own = OWNERSHIP.search(sentence)
    clause = _CLAUSE_END.search(sentence, num.end)
    end = clause.start() if clause else len(sentence)
    stated = ownership_of(sentence[hit.start : end])
    if stated is None and kind in OPERATIONAL_KINDS:
        # the basis may open the clause before the label: "Rio Tinto's share of copper
        # production was 697 kt", "On a 100% basis, WAIO produced 290 Mt"
        opens = [m.end() for m in _CLAUSE_OPEN.finditer(sentence, 0, hit.start)]
        stated = ownership_of(sentence[opens[-1] if opens else 0 : end])
    if own is None and stated and kind in OPERATIONAL_KINDS:
        parts.append(stated)  # a tonnage "shipped 14mt on a 100 per cent basis"
    elif own:
        if own.group("full"):
            parts.append("100% basis")
        elif own.group("attr"):
            parts.append("attributable basis")
        else:
            co = own.group("co") or ""
            parts.append(f"{co.strip()} share" if co.lower() not in {"our", "equity"} else "share")
    if kind in OPERATIONAL_KINDS:
        before = _SITE_BEFORE.search(sentence[max(0, hit.start - 60) : hit.start])
        site = None
        if before:
            words = [w for w in before.group("site").split() if w not in NOT_SITE_WORDS]
            if words and len(words) == len(before.group("site").split()):
                site = " ".join(words)
        if site is None:
            at = _SITE_AT.search(sentence, hit.end, num.start)
            if at and not _NOT_SITE.match(at.group("site")):
                site = at.group("site")
        if site is None:  # the label itself names the site ("WAIO production")
            named = find_sites(sentence[hit.start : hit.end])
            site = named[0] if named else None
        if site is None:  # its clause's subject does: "Mt Marion recorded output of 218 kt"
            site = _subject_site(sentence, hit.start)
        if site:
            parts.insert(0, site)
    return ", ".join(parts) if parts else None


def _subject_site(sentence: str, start: int) -> str | None:
    """The one known site named in the clause before ``start``, no figure between them."""
    opens = [m.end() for m in _CLAUSE_OPEN.finditer(sentence, 0, start)]
    lead = sentence[opens[-1] if opens else 0 : start]
    named = match_sites(lead)
    if len({site for _, site in named}) != 1 or any(ch.isdigit() for ch in lead[named[0][0] :]):
        return None
    return named[0][1]


FOR_THE_YEAR = re.compile(
    r"(?:\s*(?:a|per|each)\s+(?:ordinary\s+)?share)?\s+(?:for|across|over)\s+the\s+"
    r"(?:full\s+|whole\s+|financial\s+)*year\b(?!\s+(?:ended|ending|to|through)\b)",
    re.IGNORECASE,
)
"""A value said to be the whole year's ("301 US cents a share for the year")."""
_APART = re.compile(r"[,;]|(?:\b\w+\b\W+){5,}")
"""Between a label and its value: a clause break, or five words or more."""


def said_for_the_year(sentence: str, label_end: int, num: Number) -> bool:
    """Whether ``num`` is said to be the whole year's after a clause of its own.

    "With the final dividend determined, shareholders received 301 cents a share for the
    year": the kind named in the clause before is not the value's; the year's total is.
    """
    return bool(
        FOR_THE_YEAR.match(sentence, num.end) and _APART.search(sentence[label_end : num.start])
    )


def sentence_dividend_kind(
    sentence: str, hit: LabelHit, num: Number, doc: Period | None
) -> str | None:
    """The dividend kind (interim, final, special, total) from the label and words before it.

    A value said to be "for the year" after a clause of its own is the year's total, though
    a kind was named earlier ("with the final dividend determined, shareholders received
    301 cents a share for the year"); "a final dividend of 80 cents for the year ended 30
    June" stays final.
    """
    if said_for_the_year(sentence, hit.end, num):
        return "total"
    window = payment_clause(sentence, max(0, hit.start - 40), num.start)
    stated = [
        m.group("kind").lower().replace("-", " ")
        for m in _DIV_KIND.finditer(window)
        if not denied(window, m.start())
    ]
    found = {"total" if k.startswith(("full", "for the")) else k for k in stated}
    label_kinds = {k for k in ("interim", "final", "special", "total") if k in hit.text.lower()}
    kinds = label_kinds or found
    if len(kinds) == 1:
        return kinds.pop()
    if len(kinds) > 1:
        # "total dividends of 146 cents, including a final dividend of 74 cents": the
        # nearest word before the figure decides.
        if not stated:
            return None
        last = stated[-1]
        return "total" if last.startswith(("full", "for the", "total")) else last
    if doc is not None and doc.kind == "H1":
        return "interim"
    if names_payments(hit.text):
        # "dividends per share of 146 cents", "distributions for FY24 came to 20 cents" for
        # a year: the year's total
        return "total"
    return None


def mention_basis(sentence: str, hit: LabelHit) -> tuple[str | None, str | None]:
    """The metric and basis of ``hit``, with a basis word right after it ("profit, reported")."""
    m = _BASIS_AFTER.match(sentence, hit.end)
    if m is None or hit.metric is None:
        return hit.metric, hit.basis
    basis = "statutory" if m.group("basis").lower() == "reported" else m.group("basis").lower()
    if hit.metric == "statutory_npat" and basis == "underlying":
        return "underlying_npat", "underlying"
    if hit.metric == "underlying_ebitda" and basis == "statutory":
        return "statutory_ebitda", "statutory"
    if hit.basis and hit.basis != basis:
        return None, None
    return hit.metric, basis


def bracketed_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """A label named again in brackets ("... amortisation (EBITDA)") is one mention."""
    out: list[LabelHit] = []
    skip: set[int] = set()
    for i, hit in enumerate(hits):
        if i in skip:
            continue
        if i + 1 < len(hits):
            nxt = hits[i + 1]
            between = sentence[hit.end : nxt.start]
            closes = sentence[nxt.end : nxt.end + 3].lstrip().startswith(")")
            if re.fullmatch(r"\s*\(\s*", between) and closes:
                skip.add(i + 1)
                if nxt.metric != hit.metric and nxt.metric is not None:
                    metric, basis = with_basis(nxt.metric, hit.basis or nxt.basis)
                    if nxt.metric == "underlying_ebitda" and hit.basis is None:
                        metric, basis = nxt.metric, nxt.basis
                    hit = LabelHit(hit.start, nxt.end, metric, basis, nxt.negate, hit.text)
                else:
                    hit = LabelHit(hit.start, nxt.end, hit.metric, hit.basis, hit.negate, hit.text)
        out.append(hit)
    return out


def leading_basis(sentence: str, hit: LabelHit, floor: int) -> LabelHit:
    """A label led by what its result leaves out is underlying; one led by a basis, that basis.

    "Stripping out the writedown, profit came in at X", "Excluding one-off items, net
    profit was X", "On an underlying basis it recorded a loss after tax of X", "The
    underlying result was a loss after tax of X": the words before the label (after the
    figure before it) name the basis the label itself does not ("attributable" says whose
    profit, not its basis).
    """
    if hit.basis not in {None, "attributable"} or hit.start <= floor:
        return hit
    before = sentence[floor : hit.start]
    named = "underlying" if left_out_leads(before) else basis_named_before(before)
    if named is None or (named == "statutory" and not hit.metric):
        return hit
    metric, basis = with_basis(hit.metric, named) if hit.metric else ("", named)
    if metric is None:
        return hit
    return LabelHit(hit.start, hit.end, metric, basis, hit.negate, hit.text)


_BEFORE_CLAUSE = re.compile(rf"[\s,(]*{CLAUSE_ADVERB}", re.I)


def trailing_basis(sentence: str, hit: LabelHit, end: int) -> tuple[LabelHit, int]:
    """A label followed by what its result leaves out is underlying.

    "Earnings before interest, tax, depreciation and amortisation excluding one-offs were
    X": the clause after the label names its basis (it is no component of the value).
    Returns the label and where the value's own words start (after the clause).
    """
    gap = _BEFORE_CLAUSE.match(sentence, hit.end, end)
    clause = UNDERLYING_WORDS.match(sentence, gap.end() if gap else hit.end, end)
    if clause is None or hit.basis not in {None, "attributable", "underlying"}:
        return hit, hit.end
    metric, basis = with_basis(hit.metric, "underlying") if hit.metric else ("", "underlying")
    if metric is None:
        return hit, hit.end
    return LabelHit(hit.start, hit.end, metric, basis, hit.negate, hit.text), clause.end()


def resolve_margin(hits: list[LabelHit]) -> list[LabelHit]:
    """A bare "margin" is the EBITDA margin when an EBITDA label precedes it, else unnamed."""
    out: list[LabelHit] = []
    prev: LabelHit | None = None
    for hit in hits:
        if hit.metric == "~margin":
            ebitda = prev is not None and (prev.metric or "").endswith("ebitda")
            metric = "ebitda_margin" if ebitda else None
            hit = LabelHit(
                hit.start, hit.end, metric, prev.basis if prev else None, False, hit.text
            )
        out.append(hit)
        prev = hit
    return out


def verb_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """Labels made of a verb: "sold 1,621 koz of gold", "shipped 191.6 Mt of iron ore"."""
    extra: list[LabelHit] = []
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
            item = _NEXT_ITEM.match(sentence, item.end())
    return sorted(hits + extra, key=lambda h: h.start) if extra else hits


def site_verb_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
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
        named = [(pos, site) for pos, site in match_sites(lead)]
        if not named or any(h.start < m.end() and m.start() < h.end for h in hits):
            continue
        pos, site = named[-1]
        start = lead_start + pos
        if any(ch.isdigit() for ch in sentence[start : m.start()]) or ";" in lead[pos:]:
            continue  # the site belongs to an earlier figure or clause
        head = "production" if m.group("made") else "shipments"
        metric = VOLUME_METRICS.get((SITE_COMMODITY.get(site, ""), head))
        if metric is None:
            continue
        text = sentence[start : m.end()].strip()
        extra.append(LabelHit(start, start + len(text), metric, None, False, text))
    return sorted(hits + extra, key=lambda h: h.start) if extra else hits


def label_for(
    sentence: str,
    governing: LabelHit | None,
    phrase: tuple[int, int] | None,
) -> tuple[LabelHit | None, str]:
    """The label a number belongs to and the label as printed.

    A registry label governs unless the printed phrase before the number names something
    else: a phrase after the label ("Revenue was X and cash earnings were Y"), or one that
    extends it ("Net cash from operations" is not net cash). A label the registry cannot
    name, or names only to block it ("Sustaining capital expenditure"), comes back with
    metric ``""``.
    """
    printed = trim_label(sentence[phrase[0] : phrase[1]]) if phrase else ""
    if governing is not None and governing.metric is not None:
        own = trim_label(governing.text)
        if phrase is None or governing.start < phrase[0] < governing.end:
            return governing, own  # no phrase, or one that starts inside the label
        if phrase[0] <= governing.start:
            if not extends_label(sentence, phrase, *_span(governing)):
                return governing, printed or own
        elif (
            phrase[1] <= governing.start
            or _COMPARATIVE_GAP.search(sentence, governing.end, phrase[0])
            or _VALUE_WORDS.fullmatch(printed)
        ):
            return governing, own  # "NPAT was a loss of X", "compared with a profit of X"
    if phrase is not None:
        return LabelHit(phrase[0], phrase[1], "", label_basis(printed), False, printed), printed
    if governing is not None:  # a blocking label with no phrase of its own
        text = trim_label(governing.text)
        return LabelHit(governing.start, governing.end, "", None, False, text), text
    return None, ""


_COMPARATIVE_GAP = re.compile(
    r"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|against|relative\s+to|than)\b", re.I
)


_VALUE_WORDS = re.compile(
    r"(?:(?:net|record|total|small|large|statutory|underlying|reported)\s+)*"
    r"(?:loss|losses|profit|deficit|gain|result|figure|amount|sum|total|record|level|high|low)",
    re.I,
)
"""A phrase that only says what the labelled value was ("a loss of", "a record")."""


_CHANGE_TO = re.compile(r"^\s*to\s*$", re.I)


def phrase_floor(sentence: str, nums: list[Number], index: int) -> int:
    """Where the phrase naming ``nums[index]`` may start.

    After the figure before it, or before that one when it is only the change on the way
    ("Cash earnings rose 12% to X").
    """
    if index == 0:
        return 0
    before = nums[index - 1]
    if before.unit == "%" and _CHANGE_TO.match(sentence[before.end : nums[index].start]):
        return nums[index - 2].end if index >= 2 else 0
    return before.end


def _span(hit: LabelHit) -> tuple[int, int]:
    return hit.start, hit.end


def unlabelled(hit: LabelHit, label: str) -> LabelHit:
    """``hit`` as a label the registry does not name (metric ``""``)."""
    return LabelHit(hit.start, hit.end, "", label_basis(label), False, label)


def compared_label(
    sentence: str, num: Number, readings: list[tuple[Reading, str | None]]
) -> tuple[LabelHit | None, str]:
    """The label of the value before, for a comparative of it.

    "Sales were US$25bn, down from US$27bn": the second value is the same measure's, for
    the prior period.
    """
    if not readings or not _COMPARED.fullmatch(sentence[readings[-1][0].num.end : num.start]):
        return None, ""
    family = _unit_family(num)
    for prev, _ in reversed(readings):
        if _unit_family(prev.num) == family:
            return (None, "") if prev.hit.metric else (prev.hit, prev.label)
    return None, ""


def _unit_family(num: Number) -> str:
    """Per share, percent, another unit, or money: what two values of one measure share."""
    if num.unit in {"cents per share", "per share"}:
        return "per share"
    return num.unit or ("money" if num.currency else "")


_COMPARED = re.compile(
    # "US$84.79/dmt for its hematite, down from": what the value is for may come between
    r"(?:\s+for\s+(?:its|the|their)\s+[A-Za-z][\w-]*(?:\s+[A-Za-z][\w-]*){0,3}?)?"
    r"[\s,;(]*(?:(?:up|down|higher|lower|sharply|slightly|steeply|compared|or)\s+)*"
    r"(?:from|against|versus|vs\.?|compared\s+(?:with|to)|on)"
    r"(?:\s+(?:the|a|an|its|last|prior|previous|year's))*\s*\(?\s*",
    re.I,
)


def same_head_per_share(label: str, readings: list[tuple[Reading, str | None]]) -> bool:
    """Whether a per-share figure before names the same thing.

    "a final payment of A$1 a share, lifting the total payment to A$1.75".
    """
    head = label.split()[-1].lower() if label.split() else ""
    return any(
        r.quantity.unit == "dollars per share" and r.label.split()[-1:] == [head]
        for r, _ in readings
        if r.label
    )


def paid_per_share(label: str, unit: str) -> bool:
    """A per-share amount that is no earnings figure: a payment to shareholders."""
    return unit in {"dollars per share", "cents per share"} and "earn" not in label.lower()


def per_share_words(label: str) -> bool:
    """Whether ``label`` names a per-share amount (a share or a dividend)."""
    return "share" in label.lower() or is_dividend_label(label)


def own_label(
    sentence: str,
    num: Number,
    floor: int,
    phrase: tuple[int, int] | None,
    base: tuple[int, int] | None,
    readings: list[tuple[Reading, str | None]],
) -> tuple[LabelHit, str] | None:
    """A label built for a number from the words around it, before any registry label.

    A percentage of something ("returning 65 per cent of profit", "which is 60% of
    earnings") is labelled by what it is a share of and the verb; a generic phrase ("the
    year's total", "the total for the year") completes its head from the figure before it
    ("final payout" -> "year's total payout"); an amount restated per share right after it
    ("underlying earnings of US$11.8 billion, or 725 US cents a share") is that amount
    per share.
    """
    apiece = per_share_of_previous(sentence, num, readings)
    if apiece is not None:
        return apiece
    shared = share_label(sentence, num.start, base, floor) if base is not None else None
    if shared is not None and (
        phrase is None
        or phrase[1] > shared[1]
        or (
            shared[4]
            and shared[0] <= phrase[0]
            and phrase[1] <= shared[1]
            and not read_qualifiers(sentence[phrase[0] : phrase[1]]).get("form", set())
            & PERCENT_FORMS  # "the payout ratio was 60% of ...": the ratio named already
        )
    ):
        # no phrase of its own, one that is the verb's ("equal to 50% of earnings"), or the
        # subject of a linking verb ("EBITDA was 27% of revenue": a share, not the EBITDA)
        if shared is not None:
            start, _, end, label, linking = shared
            if linking and label.startswith("share of ") and readings:
                prev = readings[-1][0]
                if _ADJACENT_CLAUSE.fullmatch(sentence[prev.num.end : start]):
                    label = f"{prev.label} as a {label}"  # "..., which is 60% of earnings"
            return LabelHit(start, end, "", label_basis(label), False, label), label
    if phrase is not None or not readings:
        return None
    generic = naming_phrase(sentence, num.start, floor, generic=True)
    if generic is None:
        return None
    printed = trim_label(sentence[generic[0] : generic[1]])
    prev = readings[-1][0]
    if not is_generic(printed) or not prev.label or is_generic(prev.label):
        return None
    label = f"{printed} {prev.label.split()[-1]}"
    if _APPOSITE_TOTAL.fullmatch(sentence, prev.num.end, num.start) and str(
        prev.quantity.unit
    ).endswith("per share"):
        # "an interim dividend of 72 cents a share, a total of US$3.6 billion": that
        # dividend's amount, not the year's total dividend
        label = f"{prev.label} amount"
    return LabelHit(generic[0], generic[1], "", None, False, label), label


_APPOSITE_TOTAL = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?\s*[,(–—-]\s*(?:a|in)\s+total(?:\s+of)?\s*",
    re.IGNORECASE,
)
"""Between a per-share value and an amount: "..., a total of" (the same payment in all)."""


_RESTATED = re.compile(
    r"[\s,]*(?:or|equal\s+to|equivalent\s+to|equating\s+to|which\s+is|that\s+is|i\.e\.)\s*",
    re.IGNORECASE,
)


_SHARE_OF = re.compile(r"\s*(?:(?:a|per|each)\s+share\s+)?of\b", re.IGNORECASE)


def restates_amount(sentence: str, num: Number) -> Number | None:
    """The money amount a per-share ``num`` restates, or None.

    "US$11.8 billion, or 725 US cents a share": the second is the first per share.
    """
    if num.unit != "cents per share" and num.unit != "per share":
        return None
    before = [n for n in find_figures(sentence) if n.end <= num.start]
    if not before or before[-1].unit is not None or before[-1].currency is None:
        return None  # only a money amount is restated per share
    if not _RESTATED.fullmatch(sentence[before[-1].end : num.start]):
        return None
    if _SHARE_OF.match(sentence, num.end):
        return None  # "or 12 cents a share of dividends": a per-share of something else
    return before[-1]


def per_share_of_previous(
    sentence: str, num: Number, readings: list[tuple[Reading, str | None]]
) -> tuple[LabelHit, str] | None:
    """A per-share value restating the amount just read: that amount's label per share."""
    amount = restates_amount(sentence, num)
    if amount is None or not readings:
        return None
    prev = readings[-1][0]
    if prev.num.start != amount.start or not prev.label:
        return None
    label = f"{prev.label} per share"
    basis = prev.hit.basis or label_basis(label)
    return LabelHit(num.start, num.start, "", basis, False, label), label


_ADJACENT_CLAUSE = re.compile(r"[\s,]*(?:a\s+share|per\s+share)?[\s,]*(?:which|that|or)?\s*", re.I)


def last_match(pattern: re.Pattern[str], text: str, start: int, end: int) -> re.Match[str] | None:
    """The last match of ``pattern`` in ``text[start:end]``."""
    last = None
    for m in pattern.finditer(text, start, end):
        last = m
    return last


def bracket_depths(sentence: str) -> list[int]:
    """Bracket depth before each position of ``sentence`` (one pass)."""
    out = [0] * (len(sentence) + 1)
    depth = 0
    for i, ch in enumerate(sentence):
        out[i] = depth
        if ch == "(":
            depth += 1
        elif ch == ")" and depth:
            depth -= 1
    out[len(sentence)] = depth
    return out


def label_asides(sentence: str, hits: list[LabelHit]) -> list[tuple[int, int]]:
    """``(start, end)`` of each comma aside right after a metric label of ``sentence``.

    "Underlying earnings, the measure the board uses to set its dividend, came in at $X":
    the value is the earnings'; the dividend the aside mentions names no figure, and the
    words inside it ("reflecting", "excluding") describe the label, not a part of the value.
    """
    out = []
    for hit in hits:
        m = LABEL_ASIDE.match(sentence, hit.end) if hit.metric else None
        if m is not None:
            out.append((m.start(), m.end()))
    return out


def in_aside(asides: list[tuple[int, int]], start: int, end: int, before: int) -> bool:
    """Whether ``[start, end)`` lies in an aside closed before position ``before``."""
    return any(a <= start and end <= b <= before for a, b in asides)


def governing_hit(
    sentence: str,
    num: Number,
    hits: list[LabelHit],
    depth: list[int],
    asides: list[tuple[int, int]] | None = None,
) -> LabelHit | None:
    """The label a value belongs to: "US$5 billion of revenue", else the nearest before it.

    A label inside brackets or a comma aside closed before the value ("(..., not
    company-defined capex)", ", the measure its dividend is set by,") and a negated label
    ("not capex", "excluding impairments", "before significant items") are passed over.
    """
    after = _after_label(sentence, num, hits)
    if after is not None:
        return after
    left_out = list(UNDERLYING_WORDS.finditer(sentence))
    # "Net profit, after the impairment charge, was X": a clause closed before the value
    # names what the result keeps, not the value
    left_out += [
        m
        for m in STATUTORY_WORDS.finditer(sentence, 0, num.start)
        if "," in sentence[m.end() : num.start]
    ]
    for hit in reversed(hits):
        if hit.end > num.start:
            continue
        if depth[hit.start] > depth[num.start]:
            continue
        if in_aside(asides or [], hit.start, hit.end, num.start):
            continue
        if _NEGATED.search(sentence, max(0, hit.start - 30), hit.start):
            continue
        if any(m.start() < hit.start and hit.end <= m.end() for m in left_out):
            continue  # "EBITDA before significant items": the items are left out
        return hit
    return None


def range_numbers(sentence: str, nums: list[Number]) -> set[int]:
    """Indexes of figures that are ends of a range ("1,845-2,045 kt", "US$18-19/wmt")."""
    out: set[int] = set()
    for i in range(len(nums) - 1):
        between = sentence[nums[i].end : nums[i + 1].start]
        joined = not between.strip() and nums[i + 1].text.startswith(("-", "−", "–"))
        if joined or between.strip() in {"–", "—", "-"}:
            out.update({i, i + 1})
    return out


def _after_label(sentence: str, num: Number, hits: list[LabelHit]) -> LabelHit | None:
    """The label right after a value ("US$5 billion of revenue"), else None.

    On a line the value leads ("- US$5.1bn free cash flow ▲ 18%", a slide's bullet), the
    label right after it names it too.
    """
    leads = _VALUE_LED.fullmatch(sentence[: num.start]) is not None
    for hit in hits:
        if hit.start >= num.end:
            gap = sentence[num.end : hit.start]
            if re.fullmatch(r"\s+(?:of|in)\s+(?:the\s+)?", gap) or (
                leads and re.fullmatch(r"\s+", gap)
            ):
                return hit
            return None
    return None


_VALUE_LED = re.compile(r"\s*(?:[-•*▪●]\s*)?")
"""What may come before a value that leads its line: a bullet."""
