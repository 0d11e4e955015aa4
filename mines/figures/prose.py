"""Figures stated in prose: sentences, the label each number belongs to, its period.

Each figure belongs to "X of <label>" or else the nearest metric label before it, passing
over a label in a closed aside or a negated one ("not capex"); a label in brackets after
another names the same thing ("... amortisation (EBITDA)"). The first figure of a label is
for the period the sentence names, else the document's period; a later one only counts
when it is a comparative ("from X", "compared with X", "(FY2023: X)", "X in the prior
year", "from X to Y"), never in a restatement sentence. A percentage is a value only for a
percentage and never a change ("up 3%"); ranges, rates ("650 ktpa"), targets, guidance,
outlook, capacity, thresholds ("passed 2 Mt"), components ("includes a US$8.2bn gain",
"because of an A$552m impairment") and future periods are no reported figure. "loss" (in
the value's own words), "(X)" and "net cash" are signs. Half-year words make a figure a
half's, never a full year's. Verb forms name a metric too ("sold 1,621 koz of gold").

A number the registry cannot name is still a figure under the words that name it: a
percentage of something by what it is a share of and its verb ("returning 65 per cent of
profit" -> "share of profit returned"), a generic "total" by the figure before it ("the
year's total payout"), a comparative ("down from $US6.2 billion") by the label of the value
it compares with; a period inside the naming phrase ("the interim distribution a year
earlier") is the figure's, not part of its name. Distributions, payouts and top-ups are
dividends with their kind, and a plain dollar amount under a dividend label is per share.

This module belongs to the extractor; the verifier has its own reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from mines.figures.basis_words import UNDERLYING_WORDS, left_out_leads
from mines.figures.labels import LabelHit, find_labels, with_basis
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.periods import PeriodMention, period_mentions
from mines.figures.prices import PRICE_LABEL, price_label
from mines.figures.printed import (
    extends_label,
    is_dividend_label,
    is_generic,
    label_basis,
    label_dividend_kind,
    label_kind,
    label_segment,
    naming_phrase,
    phrase_after,
    share_base,
    share_label,
    trim_label,
)
from mines.figures.quantities import (
    NOT_SITE_WORDS,
    OPERATIONAL_KINDS,
    OWNERSHIP,
    Quantity,
    basis_of,
    dollars_per_share,
    own_quantity,
    quantity_of,
)
from mines.figures.tables import NOTES_PREFIX, TABLE_PREFIX
from mines.metric_registry import METRIC_BY_KEY
from mines.numbers import Figure as Number
from mines.numbers import find_figures
from mines.question.companies import find_companies
from mines.question.measures import find_sites
from mines.sentences import sentence_bounds

_BULLET = re.compile(r"^\s*(?:[-•*▪●]|\d{1,2}[.)])\s+")
_NEWLINE_SPLIT = re.compile(r"\n|\f")


def _is_table_line(line: str) -> bool:
    s = line.strip()
    return s.startswith(("|", TABLE_PREFIX, NOTES_PREFIX)) or s.endswith("|")


def sentence_spans(text: str) -> Iterator[tuple[int, int]]:
    """``(start, end)`` of every prose sentence of ``text``; table lines are not prose.

    Lines of one paragraph are joined (PDF text wraps mid-sentence); a blank line, a page
    break, a bullet or a table ends a paragraph.
    """
    para_start: int | None = None
    para_end = 0
    pos = 0
    for m in _NEWLINE_SPLIT.finditer(text + "\n"):
        line = text[pos : m.start()]
        line_start, pos = pos, m.end()
        blank = not line.strip()
        table = not blank and _is_table_line(line)
        if para_start is not None and (
            blank or table or _BULLET.match(line) or _line_break(text[para_start:para_end], line)
        ):
            yield from sentence_bounds(text, para_start, para_end)
            para_start = None
        if blank or table:
            continue
        if para_start is None:
            para_start = line_start
        para_end = line_start + len(line)
        if m.group() == "\f":
            yield from sentence_bounds(text, para_start, para_end)
            para_start = None
    if para_start is not None:
        yield from sentence_bounds(text, para_start, para_end)


_ENDS_LIKE_ROW = re.compile(r"(?:[0-9)%|–—-]|\bn/a)\s*$", re.IGNORECASE)
_STARTS_UPPER = re.compile(r"^\s*[A-Z]")
_STARTS_CURRENCY = re.compile(r"^\s*(?:US|A|AU)?\$")
_CONTINUES = frozenset(
    "to of and or the a an in for with from by at on as than was were is are its their".split()
)


def _line_break(previous: str, line: str) -> bool:
    """Whether ``line`` starts a new paragraph although no blank line precedes it.

    A wrapped sentence continues on the next line; a table row printed as text ("Revenue
    65,098 60,817"), a column header ("FY2024 FY2023") or a heading does not run on into
    the next line when that line starts with a capital.
    """
    if not _STARTS_UPPER.match(line) or _STARTS_CURRENCY.match(line):
        return False
    last = previous.rsplit("\n", 1)[-1]
    if _ENDS_LIKE_ROW.search(last):
        return True
    if not any(ch.islower() for ch in last):
        return True
    words = last.split()
    heading = "\n" not in previous and len(last.strip()) < 40
    return heading and bool(words) and words[-1].lower() not in _CONTINUES


# ---------------------------------------------------------------------------------------
# Reading one sentence

_FORWARD = re.compile(
    r"\b(?:target(?:s|ed|ing)?|guidance|guided|outlook|strateg(?:y|ic|ies)|capacity|forecasts?|"
    r"ambitions?|aspirations?|aim(?:s|ing)?\s+to|plans?\s+to|planned|budget(?:ed)?|nameplate|"
    r"run[\s-]rate|life[\s-]of[\s-]mine|project(?:ed)?\s+(?:capital\s+)?cost|expected|expects?|"
    r"estimated?|potential|could|would|by\s+(?:FY\s*)?20\d\d|by\s+the\s+end\s+of)\b",
    re.IGNORECASE,
)
_COMPARATIVE_TAIL = re.compile(
    r"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|against|relative\s+to|than|on)"
    r"(?:\s+(?:the|a|an|its|last|prior|previous|year's|of))*\s*\(?\s*$",
    re.IGNORECASE,
)
_PERIOD_BEFORE_VALUE = re.compile(
    r"^[\s,(]*(?:[:=]|was|were|is|of|totalled|totaling|totalling|at|to|reached|rose\s+to|"
    r"fell\s+to)?[\s:=,(]*$",
    re.IGNORECASE,
)
_PERIOD_AFTER_VALUE = re.compile(
    r"^[\s,(]*(?:in|for|during|over|at|as\s+at|across|recorded\s+in|reported\s+in|"
    r"achieved\s+in|a\s+year\s+earlier\s+in)?\s*$",
    re.IGNORECASE,
)
_CHANGE_BEFORE = re.compile(
    r"\b(?:by|up|down|rose|fell|increased?|decreased?|higher|lower|grew|declined?|change\s+of|"
    r"improved?|improvement\s+of|reduction\s+of|growth\s+of)\s*(?:of\s+)?$",
    re.IGNORECASE,
)
_CHANGE_AFTER = re.compile(
    r"^\s*(?:increase|decrease|higher|lower|rise|fall|improvement|reduction|growth|up|down|"
    r"percentage\s+points?|pts?|year[\s-]on[\s-]year)\b",
    re.IGNORECASE,
)
_VERB_HINT = re.compile(r"\b(?:sold|shipped|produced)\b", re.IGNORECASE)
_VERB = re.compile(
    r"\b(?P<verb>sold|shipped|produced)\s+(?:a\s+record\s+|record\s+|a\s+total\s+of\s+)?"
    r"[^\s]*\d[\d,.]*\s*(?:million\s+|thousand\s+)?(?:koz|Moz|oz|ounces|Mt|kt|wmt|dmt|tonnes|t)\b"
    r"\s+(?:of\s+)?(?:(?:spodumene\s+)?concentrate\s+|payable\s+)?"
    r"(?P<commodity>gold|iron\s+ore|copper|spodumene|lithium)\b",
    re.IGNORECASE,
)
_VERB_METRIC: dict[tuple[str, str], str] = {
    ("sold", "gold"): "gold_sold_koz",
    ("shipped", "iron"): "iron_ore_shipments_mt",
    ("produced", "iron"): "iron_ore_production_mt",
    ("produced", "copper"): "copper_production_kt",
    ("shipped", "spodumene"): "spodumene",
    ("produced", "spodumene"): "spodumene",
}
_RESTATEMENT = re.compile(
    r"\b(?:restated|restatement|originally\s+reported|as\s+reported|re-presented|"
    r"continuing\s+operations)\b",
    re.IGNORECASE,
)
_TO_GAP = re.compile(r"^\s*(?:,\s*)?to\s*$", re.IGNORECASE)
_FROM_TAIL = re.compile(r"\bfrom\s*$", re.IGNORECASE)
_LABEL_COLON = re.compile(r"\s*[:=]")
_LOSS_WORDS = re.compile(r"(?<![/(])\b(?:loss|losses|deficit)\b(?!\s*\))", re.IGNORECASE)
"""A loss word, but not the "(loss)" of a "profit/(loss)" label."""
_LOSS_METRICS = {
    "statutory_npat",
    "underlying_npat",
    "underlying_ebitda",
    "statutory_ebitda",
    "earnings_per_share",
    "free_cash_flow",
    "operating_cash_flow",
}
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
_SEGMENT_BEFORE = re.compile(
    r"\b(?:iron\s+ore|copper|coal|gold(?:\s+sales)?|lithium|spodumene|nickel|aluminium|"
    r"potash|hematite|magnetite|segment|divisional|Pilbara|Escondida|Onslow)"
    r"(?:\s+(?:division|segment|arm|business|unit)(?:['’]s)?)?\s+"
    r"(?:(?:underlying|statutory|sales)\s+)?$",
    re.IGNORECASE,
)
_NEGATED = re.compile(
    r"\b(?:not|excluding|excludes|except|rather\s+than|other\s+than)\b[^.;]{0,20}$", re.I
)
_THRESHOLD_BEFORE = re.compile(
    r"(?:\b(?:passed|above|below|exceeded|exceeding|over|more\s+than|less\s+than|greater\s+than|"
    r"at\s+least|up\s+to|nearly|almost|under|around|approximately|about|circa|roughly|some)|~)"
    r"\s*$",
    re.I,
)
_COMPONENT_AFTER = re.compile(
    r"\s*(?:of\s+)?(?:net\s+|pre-tax\s+|after-tax\s+|post-tax\s+|non-cash\s+)?"
    r"(?:gains?|loss(?:es)?|impairments?|charges?|write[\s-]?(?:downs?|offs?)|benefits?|"
    r"contributions?|impacts?|headwinds?|tailwinds?|payments?|provisions?|expenses?|one-off|"
    r"exceptional|adjustments?)\b",
    re.I,
)
_LOSS_AFTER = re.compile(r"\s*(?:net\s+)?loss\b", re.I)
_COMPONENT_GAP = re.compile(
    r"\b(?:includ(?:es|ed|ing)|reflect(?:s|ed|ing)|because\s+of|due\s+to|driven\s+by|"
    r"offset\s+by|impacted\s+by|affected\s+by|struck\s+after|after|following|net\s+of|"
    r"excluding|before|despite)\b",
    re.I,
)
_MAX_GAP = 160


@dataclass
class _Reading:
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


def _site_qualifier(sentence: str, hit: LabelHit, num: Number, kind: str) -> str | None:
    parts: list[str] = []
    own = OWNERSHIP.search(sentence)
    if own:
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
        if site:
            parts.insert(0, site)
    return ", ".join(parts) if parts else None


def _dividend_kind(sentence: str, hit: LabelHit, num: Number, doc: Period | None) -> str | None:
    """The dividend kind (interim, final, special, total) from the label and words before it."""
    window = sentence[max(0, hit.start - 40) : num.start]
    found = {m.group("kind").lower().replace("-", " ") for m in _DIV_KIND.finditer(window)}
    found = {"total" if k.startswith(("full", "for the")) else k for k in found}
    label_kinds = {k for k in ("interim", "final", "special", "total") if k in hit.text.lower()}
    kinds = label_kinds or found
    if len(kinds) == 1:
        return kinds.pop()
    if len(kinds) > 1:
        # "total dividends of 146 cents, including a final dividend of 74 cents": the
        # nearest word before the figure decides.
        last = None
        for m in _DIV_KIND.finditer(window):
            last = m.group("kind").lower()
        if last is None:
            return None
        return "total" if last.startswith(("full", "for the", "total")) else last
    if doc is not None and doc.kind == "H1":
        return "interim"
    if "dividends" in hit.text.lower():
        return "total"  # "dividends per share of 146 cents" for a year: the year's total
    return None


def _mention_basis(sentence: str, hit: LabelHit) -> tuple[str | None, str | None]:
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


def _bracketed(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
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


def _leading_basis(sentence: str, hit: LabelHit, floor: int) -> LabelHit:
    """A label led by what its result leaves out is underlying.

    "Stripping out the writedown, profit came in at X", "Excluding one-off items, net
    profit was X": the clause before the label (after the figure before it) names the
    basis the label itself does not.
    """
    if hit.basis or hit.start <= floor or not left_out_leads(sentence[floor : hit.start]):
        return hit
    metric, basis = with_basis(hit.metric, "underlying") if hit.metric else ("", "underlying")
    if metric is None:
        return hit
    return LabelHit(hit.start, hit.end, metric, basis, hit.negate, hit.text)


def _resolve_margin(hits: list[LabelHit]) -> list[LabelHit]:
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


def _verb_hits(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """Labels made of a verb: "sold 1,621 koz of gold", "shipped 191.6 Mt of iron ore"."""
    extra: list[LabelHit] = []
    for m in _VERB.finditer(sentence):
        commodity = " ".join(m.group("commodity").lower().split())
        metric = _VERB_METRIC.get((m.group("verb").lower(), commodity.split()[0]))
        if metric is None or any(h.start < m.end() and m.start() < h.end for h in hits):
            continue
        extra.append(LabelHit(m.start("verb"), m.end("verb"), metric, None, False, m.group(0)))
    return sorted(hits + extra, key=lambda h: h.start) if extra else hits


def _label_for(
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


_PART_AFTER = re.compile(r"\s*(?:of\b|stake|interest|owned|ownership|share\b)", re.I)
_CHANGE_TO = re.compile(r"^\s*to\s*$", re.I)


def _phrase_floor(sentence: str, nums: list[Number], index: int) -> int:
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


def _unlabelled(hit: LabelHit, label: str) -> LabelHit:
    """``hit`` as a label the registry does not name (metric ``""``)."""
    return LabelHit(hit.start, hit.end, "", label_basis(label), False, label)


def _read_sentence(sentence: str, ctx: DocContext) -> list[tuple[_Reading, str | None]]:
    nums = find_figures(sentence)
    if not nums:
        return []
    hits = find_labels(sentence)
    if _VERB_HINT.search(sentence):
        hits = _verb_hits(sentence, hits)
    hits = _resolve_margin(_bracketed(sentence, hits))
    doc = ctx.period
    pms = period_mentions(sentence, ctx.company, doc)
    readings: list[tuple[_Reading, str | None]] = []
    used_pm: set[int] = set()
    ranged = _ranges(sentence, nums)
    depth = _depths(sentence)
    first_forward = _FORWARD.search(sentence)
    forward_at = first_forward.start() if first_forward else -1
    per_hit: dict[int, list[_Reading]] = {}
    # "60% of underlying earnings": what a percentage is a share of names no figure
    bases = [share_base(sentence, n.end) if n.unit == "%" else None for n in nums]
    governors = [h for h in hits if not any(b and b[0] <= h.start < b[1] for b in bases)]
    for n_index, num in enumerate(nums):
        if n_index in ranged:
            continue
        floor = _phrase_floor(sentence, nums, n_index)
        governing = _governing_hit(sentence, num, governors, depth)
        phrase = naming_phrase(sentence, num.start, floor)
        base = bases[n_index]
        own = _own_label(sentence, num, floor, phrase, base, readings)
        priced = None if phrase else price_label(sentence, num, floor, _last_price(readings))
        if priced is not None:  # "received an average $US4.57 a pound for its copper"
            own = LabelHit(num.start, num.start, "", None, False, priced), priced
        if own is not None:
            hit, label = own
        else:
            if (
                governing is not None
                and governing.start >= num.end
                or (governing is None and not phrase)
            ):
                phrase = phrase_after(sentence, num.end)  # "US$2.1bn of cash earnings"
            found, label = _label_for(sentence, governing, phrase)
            if found is None:
                found, label = _compared_label(sentence, num, readings)
            if found is None:
                continue
            hit = found
            if not hit.metric:
                hit, label = _without_period(sentence, hit, label, pms)
        if _THRESHOLD_BEFORE.search(sentence, max(0, num.start - 20), num.start):
            continue  # "passed 2 Mt", "more than US$1 billion": not the reported value
        if _COMPONENT_AFTER.match(sentence, num.end) and not _LOSS_AFTER.match(sentence, num.end):
            continue  # "a US$8.2bn gain", "an A$552m impairment": a part, not the metric
        own_words = hit.end if hit.start < num.start else floor  # a label after the value
        component = _last_match(_COMPONENT_GAP, sentence, own_words, num.start)
        if component is not None and not any(
            c.isdigit() for c in sentence[component.end() : num.start]
        ):
            continue  # "includes a ...", "because of ...", "offset by ..."
        if any(
            c != ctx.company for c in find_companies(sentence[max(0, hit.start - 40) : hit.start])
        ):
            continue  # "Rio Tinto's revenue" in a BHP document is not BHP's
        if hit.metric:
            metric, basis = _mention_basis(sentence, hit)
            hit = (
                LabelHit(hit.start, hit.end, metric, basis, hit.negate, hit.text)
                if metric
                else _unlabelled(hit, label)
            )
        hit = _leading_basis(sentence, hit, floor)
        segment = _SEGMENT_BEFORE.search(sentence, max(0, hit.start - 30), hit.start)
        if hit.metric and segment and METRIC_BY_KEY[hit.metric].kind == "money":
            # "Iron ore revenue", "Copper EBITDA": a segment's figure, not the group's.
            label = " ".join(sentence[segment.start() : hit.end].split())
            hit = _unlabelled(LabelHit(segment.start(), hit.end, "", None, False, label), label)
        next_start = nums[n_index + 1].start if n_index + 1 < len(nums) else len(sentence)
        after = sentence[num.end : next_start]
        if hit.metric:
            kind = METRIC_BY_KEY[hit.metric].kind
            quantity = quantity_of(num, kind, ctx.company, after)
            if quantity is None and kind == "per_share" and _per_share_words(hit.text):
                quantity = dollars_per_share(num, ctx.company)  # "EPS was $US1.12"
        else:
            read = own_quantity(num, ctx.company, after)
            if (is_dividend_label(label) or _same_head_per_share(label, readings)) and abs(
                num.value
            ) < _MAX_DOLLARS_A_SHARE:
                per_share = dollars_per_share(num, ctx.company)  # "the dividend to A$1.97"
                read = ("per_share", per_share) if per_share else read
            kind, quantity = read if read else ("", None)
        if quantity is None:
            continue
        if len(sentence[hit.end : num.start]) > _MAX_GAP:
            continue
        if kind == "percent" and (
            _CHANGE_BEFORE.search(sentence[max(0, num.start - 25) : num.start])
            or _CHANGE_AFTER.match(sentence, num.end)
        ):
            continue  # a change in a percentage, not its value
        if (
            kind == "percent"
            and not hit.metric
            and (base is None or own is None and phrase is None)
            and _PART_AFTER.match(sentence, num.end)
        ):
            continue  # "the sale of 80% of BMC", "a 50% interest": a part, not a figure
        tail_end = min(len(sentence), num.end + 25)
        comma = sentence.find(",", num.end, tail_end)
        if (forward_at >= 0 and forward_at < num.start) or _FORWARD.search(
            sentence, num.end, comma if comma >= 0 else tail_end
        ):
            continue
        earlier = per_hit.setdefault(hit.start, [])
        reading = _Reading(hit, num, quantity, primary=not earlier, label=label)
        reading.gap_start = earlier[-1].num.end if earlier else hit.start
        period = _figure_period(sentence, reading, earlier, pms, used_pm, hits, nums, n_index, doc)
        if period is None:
            continue
        if doc is not None and period.year > doc.year:
            continue  # a future period: an outlook, not a reported figure
        reading.period = period
        if hit.metric == "dividends_per_share":
            reading.dividend_kind = _dividend_kind(sentence, hit, num, doc)
            if reading.dividend_kind is None:
                continue
        elif not hit.metric:
            reading.dividend_kind = label_dividend_kind(label)
            if reading.dividend_kind is None and _paid_per_share(label, quantity.unit):
                reading.dividend_kind = label_kind(label)  # "final payment of A$1 a share"
        earlier.append(reading)
        qualifier = _site_qualifier(sentence, hit, num, kind)
        if not hit.metric and qualifier is None:
            qualifier = label_segment(label)  # "Iron ore EBITDA": the segment's figure
        readings.append((reading, qualifier))
    return _drop_conflicts(readings)


def _last_price(readings: list[tuple[_Reading, str | None]]) -> Number | None:
    """The figure before, when it was a realised price read by its verb (a list of prices)."""
    if readings and readings[-1][0].label.startswith(PRICE_LABEL):
        return readings[-1][0].num
    return None


_MAX_DOLLARS_A_SHARE = 50.0
"""A plain dollar amount under a dividend label is per share below this (totals carry a
scale: "dividends of US$5.2 billion")."""


def _compared_label(
    sentence: str, num: Number, readings: list[tuple[_Reading, str | None]]
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
    r"[\s,;(]*(?:(?:up|down|higher|lower|sharply|slightly|steeply|compared|or)\s+)*"
    r"(?:from|against|versus|vs\.?|compared\s+(?:with|to)|on)"
    r"(?:\s+(?:the|a|an|its|last|prior|previous|year's))*\s*\(?\s*",
    re.I,
)


def _same_head_per_share(label: str, readings: list[tuple[_Reading, str | None]]) -> bool:
    """Whether a per-share figure before names the same thing.

    "a final payment of A$1 a share, lifting the total payment to A$1.75".
    """
    head = label.split()[-1].lower() if label.split() else ""
    return any(
        r.quantity.unit == "dollars per share" and r.label.split()[-1:] == [head]
        for r, _ in readings
        if r.label
    )


def _paid_per_share(label: str, unit: str) -> bool:
    """A per-share amount that is no earnings figure: a payment to shareholders."""
    return unit in {"dollars per share", "cents per share"} and "earn" not in label.lower()


def _per_share_words(label: str) -> bool:
    return "share" in label.lower() or is_dividend_label(label)


def _own_label(
    sentence: str,
    num: Number,
    floor: int,
    phrase: tuple[int, int] | None,
    base: tuple[int, int] | None,
    readings: list[tuple[_Reading, str | None]],
) -> tuple[LabelHit, str] | None:
    """A label built for a number from the words around it, before any registry label.

    A percentage of something ("returning 65 per cent of profit", "which is 60% of
    earnings") is labelled by what it is a share of and the verb; a generic phrase ("the
    year's total", "the total for the year") completes its head from the figure before it
    ("final payout" -> "year's total payout").
    """
    shared = share_label(sentence, num.start, base, floor) if base is not None else None
    if shared is not None and (phrase is None or phrase[1] > shared[1]):
        # no phrase of its own, or one that is the verb's ("equal to 50% of earnings")
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
    return LabelHit(generic[0], generic[1], "", None, False, label), label


_ADJACENT_CLAUSE = re.compile(r"[\s,]*(?:a\s+share|per\s+share)?[\s,]*(?:which|that|or)?\s*", re.I)


_DANGLING = re.compile(r"(?:\s+(?:in|for|during|over|of|at|from|across))+\s*$", re.I)


def _without_period(
    sentence: str, hit: LabelHit, label: str, pms: list[PeriodMention]
) -> tuple[LabelHit, str]:
    """A printed label that ends in a period, without it ("interim distribution a year earlier").

    The period is the figure's, read from the mention, not part of its name.
    """
    for pm in pms:
        if pm.start <= hit.start < pm.end < hit.end:
            # "Last year's interim distribution": the period leads the label
            lead = _LEADING_RELATIVE.match(sentence, pm.end)
            start = lead.end() if lead else pm.end
            printed = trim_label(sentence[start : hit.end])
            if printed:
                cut = LabelHit(start, hit.end, "", hit.basis, False, printed)
                return cut, printed
        if hit.start < pm.start < hit.end <= pm.end + 1:
            printed = trim_label(_DANGLING.sub("", sentence[hit.start : pm.start]))
            if printed:
                cut = LabelHit(hit.start, hit.start + len(printed), "", hit.basis, False, printed)
                return cut, printed
    return hit, label


def _last_match(pattern: re.Pattern[str], text: str, start: int, end: int) -> re.Match[str] | None:
    last = None
    for m in pattern.finditer(text, start, end):
        last = m
    return last


def _depths(sentence: str) -> list[int]:
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


def _governing_hit(
    sentence: str, num: Number, hits: list[LabelHit], depth: list[int]
) -> LabelHit | None:
    """The label a value belongs to: "US$5 billion of revenue", else the nearest before it.

    A label inside brackets closed before the value ("(..., not company-defined capex)")
    and a negated label ("not capex", "excluding impairments", "before significant
    items") are passed over.
    """
    after = _after_label(sentence, num, hits)
    if after is not None:
        return after
    left_out = list(UNDERLYING_WORDS.finditer(sentence))
    for hit in reversed(hits):
        if hit.end > num.start:
            continue
        if depth[hit.start] > depth[num.start]:
            continue
        if _NEGATED.search(sentence, max(0, hit.start - 30), hit.start):
            continue
        if any(m.start() < hit.start and hit.end <= m.end() for m in left_out):
            continue  # "EBITDA before significant items": the items are left out
        return hit
    return None


def _ranges(sentence: str, nums: list[Number]) -> set[int]:
    """Indexes of figures that are ends of a range ("1,845-2,045 kt", "US$18-19/wmt")."""
    out: set[int] = set()
    for i in range(len(nums) - 1):
        between = sentence[nums[i].end : nums[i + 1].start]
        joined = not between.strip() and nums[i + 1].text.startswith(("-", "−", "–"))
        if joined or between.strip() in {"–", "—", "-"}:
            out.update({i, i + 1})
    return out


def _after_label(sentence: str, num: Number, hits: list[LabelHit]) -> LabelHit | None:
    for hit in hits:
        if hit.start >= num.end:
            if re.fullmatch(r"\s+(?:of|in)\s+(?:the\s+)?", sentence[num.end : hit.start]):
                return hit
            return None
    return None


def _figure_period(
    sentence: str,
    reading: _Reading,
    earlier: list[_Reading],
    pms: list[PeriodMention],
    used: set[int],
    hits: list[LabelHit],
    nums: list[Number],
    n_index: int,
    doc: Period | None,
) -> Period | None:
    num, hit = reading.num, reading.hit
    next_num = nums[n_index + 1].start if n_index + 1 < len(nums) else len(sentence)
    next_hit = next((h.start for h in hits if h.start >= num.end), len(sentence))
    limit = min(next_num, next_hit, num.end + 60)
    anchor = earlier[-1].num.end if earlier else hit.end
    # 1. A period named right after the value ("US$53.8 billion in FY2023").
    for i, pm in enumerate(pms):
        if (
            num.end <= pm.start < limit
            and _PERIOD_AFTER_VALUE.match(sentence[num.end : pm.start])
            and not _LABEL_COLON.match(sentence, pm.end)
        ):
            used.add(i)
            if pm.relative:
                return _relative(earlier, sentence, pms, used, num, hit, doc)
            return pm.period
    # 2. A period named right before it ("(FY2023: US$13.4 billion)", "for FY2024: ...").
    for i, pm in enumerate(pms):
        if i in used or not (anchor <= pm.start and pm.end <= num.start):
            continue
        if _PERIOD_BEFORE_VALUE.match(sentence[pm.end : num.start]):
            if pm.relative:
                used.add(i)
                return _relative(earlier, sentence, pms, used, num, hit, doc)
            if _COMPARATIVE_TAIL.search(sentence[anchor : pm.start]):
                continue
            used.add(i)
            return pm.period
    # 2b. A relative period leading the label ("Last year's interim distribution was 90
    # US cents", "Last year, revenue was ..."): the period before the current one.
    for i, pm in enumerate(pms):
        if i in used or not pm.relative or pm.end > hit.start:
            continue
        if _LEADING_RELATIVE.fullmatch(sentence[pm.end : hit.start]):
            used.add(i)
            return _relative(earlier, sentence, pms, used, num, hit, doc)
    base = _base_period(sentence, pms, used, num, hit, doc)
    current = earlier[0].period if earlier and not earlier[0].from_to else base
    # 3. A comparative ("from X", "compared with X"): the period before the current one.
    tail = sentence[anchor : num.start]
    if earlier and earlier[-1].from_to and _TO_GAP.match(tail):
        return base  # "from X to Y": Y is the current value
    if _COMPARATIVE_TAIL.search(tail):
        if _RESTATEMENT.search(sentence):
            return None  # "X restated, against Y as originally reported": same year, two bases
        if not earlier:
            reading.from_to = bool(_FROM_TAIL.search(tail))
        return current.prior() if current is not None else None
    if earlier:
        return None  # a second value for the same label, not a comparative: not guessed
    return base


_LEADING_RELATIVE = re.compile(r"(?:['’]s)?[\s,]*(?:the\s+|its\s+)?", re.I)
"""Between a relative period and the label it leads: "'s", a comma, an article."""


def _relative(
    earlier: list[_Reading],
    sentence: str,
    pms: list[PeriodMention],
    used: set[int],
    num: Number,
    hit: LabelHit,
    doc: Period | None,
) -> Period | None:
    """The period a relative mention ("the prior year", "pcp") names: the one before."""
    current = earlier[0].period if earlier else _base_period(sentence, pms, used, num, hit, doc)
    return current.prior() if current is not None else None


def _base_period(
    sentence: str,
    pms: list[PeriodMention],
    used: set[int],
    num: Number,
    hit: LabelHit,
    doc: Period | None,
) -> Period | None:
    """The period the sentence names before ``num`` (not a comparison base), else ``doc``."""
    named: set[Period | None] = set()
    for i, pm in enumerate(pms):
        if i in used or pm.end > num.start or pm.relative:
            continue
        if _COMPARATIVE_TAIL.search(sentence[max(0, pm.start - 30) : pm.start]):
            continue
        named.add(pm.period)
    if len(named) == 1:
        return named.pop()
    if len(named) > 1:
        return None
    return doc


def _drop_conflicts(
    readings: list[tuple[_Reading, str | None]],
) -> list[tuple[_Reading, str | None]]:
    """Two different values for one metric, period and qualifier in a sentence: neither."""

    def key(r: _Reading, q: str | None) -> tuple[object, ...]:
        return (r.hit.metric or r.label.lower(), r.period, r.hit.basis, r.dividend_kind, q)

    seen: dict[tuple[object, ...], set[float]] = {}
    for reading, qualifier in readings:
        value = reading.quantity.value * reading.quantity.scale
        seen.setdefault(key(reading, qualifier), set()).add(value)
    return [(r, q) for r, q in readings if len(seen[key(r, q)]) == 1]


def _signed(sentence: str, reading: _Reading) -> float:
    value = reading.quantity.value
    num, hit = reading.num, reading.hit
    before = sentence[num.start - 1 : num.start] if num.start else ""
    after = sentence[num.end : num.end + 1]
    if value > 0 and before == "(" and after == ")":
        value = -value
    if (
        value > 0
        and hit.metric in _LOSS_METRICS
        and _LOSS_WORDS.search(sentence, reading.gap_start, num.start)
    ):
        value = -value  # "a loss of ...", in this value's own words
    if value > 0 and hit.metric in _LOSS_METRICS and _LOSS_AFTER.match(sentence, num.end):
        value = -value  # "a US$807 million loss"
    if hit.negate:
        value = -value
    return value


def prose_figures(text: str, ctx: DocContext) -> list[Figure]:
    """The figures the prose sentences of ``text`` state (table lines are not prose)."""
    out: list[Figure] = []
    for start, end in sentence_spans(text):
        sentence = text[start:end].replace("\n", " ")
        for reading, qualifier in _read_sentence(sentence, ctx):
            metric = reading.hit.metric or ""
            period = reading.period
            if period is None:
                continue
            div_kind = reading.dividend_kind
            q = reading.quantity
            out.append(
                Figure(
                    company=ctx.company,
                    metric=metric,
                    period=period,
                    value=_signed(sentence, reading),
                    scale=q.scale,
                    unit=q.unit,
                    currency=q.currency,
                    span=Span(
                        source=ctx.source,
                        page=ctx.page,
                        text=sentence,
                        start=reading.num.start,
                        end=reading.num.end,
                        chunk_id=ctx.chunk_id,
                    ),
                    basis=basis_of(reading.hit.basis),  # type: ignore[arg-type]
                    dividend_kind=div_kind,  # type: ignore[arg-type]
                    qualifier=qualifier,
                    label=reading.label,
                )
            )
    return out
