"""The label a number in a sentence belongs to: its governing phrase, basis and sign.

A number belongs to "X of <label>" or else the nearest metric label before it, passing
over a label in a closed aside or a negated one; a label in brackets after another names
the same thing; a basis said before or after a label is its own; a comparative ("down
from X") is the value before's measure. Part of the prose reader
(:mod:`mines.figures.prose`); labels made of a verb of volume and a figure's site are in
:mod:`mines.figures.prose_volumes`, per-share and dividend wording in
:mod:`mines.figures.prose_per_share`. The verifier has its own reading.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from mines.figures.basis_words import (
    CLAUSE_ADVERB,
    STATUTORY_WORDS,
    UNDERLYING_WORDS,
    basis_named_before,
    kept_items_before,
    left_out_leads,
)
from mines.figures.comparatives import compared_gap
from mines.figures.label_parts import extends_label, label_basis
from mines.figures.labels import LabelHit, with_basis
from mines.figures.model import Period
from mines.figures.moved_on import MOVED_ON
from mines.figures.movements import is_movement
from mines.figures.preposition_objects import led_by_preposition, object_of_preposition
from mines.figures.printed import LABEL_ASIDE, phrase_after, trim_label
from mines.figures.qualifiers import read_qualifiers
from mines.figures.quantities import (
    Quantity,
)
from mines.figures.result_verbs import result_verb
from mines.figures.spend_verbs import object_end
from mines.measures.paraphrases import paraphrased_measures
from mines.numbers import Number, find_figures

_BASIS_AFTER = re.compile(
    r"^\s*(?:\(\s*|,\s*)?(?:on\s+an?\s+)?(?P<basis>underlying|statutory|reported)\s*(?:basis|\))",
    re.IGNORECASE,
)


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


SAME_BASIS = re.compile(
    r"\b(?:on|at)\s+(?:the\s+same|that|this|a\s+like(?:[\s-]for[\s-]like)?|a\s+comparable)\s+"
    r"(?:basis|footing)\b",
    re.IGNORECASE,
)
"""A basis said only by pointing back ("After tax, and on the same basis, profit more than
doubled"): the sentence before names it, so the measure here has no basis of its own."""


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
                narrower = bool(hit.metric) and bool(read_qualifiers(hit.text).get("spend"))
                if nxt.metric != hit.metric and nxt.metric is not None and not narrower:
                    # "Growth capital expenditure (capex)": the bracket shortens the label,
                    # whose kind of spend stays (narrower); "... amortisation (EBITDA)" names it
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
            if not extends_label(sentence, phrase, *_span(governing)) and not (
                object_of_preposition(sentence, phrase, governing.start)
            ):  # "Profit after exceptional items": a profit, whatever it is counted after
                return governing, printed or own
        elif (
            phrase[1] <= governing.start
            or _COMPARATIVE_GAP.search(sentence, governing.end, phrase[0])
            or (
                _VALUE_WORDS.fullmatch(printed)
                and not led_by_preposition(sentence, governing.start)
            )
        ):
            return governing, own  # "NPAT was a loss of X", "compared with a profit of X"
    if phrase is not None:
        return LabelHit(phrase[0], phrase[1], "", label_basis(printed), False, printed), printed
    if governing is not None:  # a blocking label with no phrase of its own
        text = trim_label(governing.text)
        return LabelHit(governing.start, governing.end, "", None, False, text), text
    return None, ""


_JOINER = re.compile(
    r"(?:\s+(?:as\s+)?(?:at|of|on)\s+[\w ]{3,25}?)?\s*[,;]?\s*(?:with|and|plus|while)\s*", re.I
)
"""Between a label's value and one joined on after it: "at 30 June 2022, with"."""


def joined_after(
    sentence: str,
    governing: LabelHit | None,
    nums: Sequence[Number],
    n_index: int,
    per_hit: Mapping[int, Sequence[object]],
) -> bool:
    """Whether a value joined on after the label's own value is named by the words after it.

    "Net debt was US$0.9 billion, with US$5.5 billion in cash and ...": the label before
    has read its value already, only a joiner stands between, and a phrase after the
    second value ("in cash") names it: the label before is no longer its name.
    """
    if governing is None or not n_index or not per_hit.get(governing.start):
        return False
    num = nums[n_index]
    if governing.start >= num.start or nums[n_index - 1].start < governing.end:
        return False
    gap = sentence[nums[n_index - 1].end : num.start]
    return _JOINER.fullmatch(gap) is not None and phrase_after(sentence, num.end) is not None


_COMPARATIVE_GAP = re.compile(
    r"\b(?:from|compared\s+(?:with|to)|versus|vs\.?|against|relative\s+to|than)\b", re.I
)


_VALUE_WORDS = re.compile(
    r"(?:(?:net|record|total|small|large|statutory|underlying|reported)\s+)*"
    r"(?:loss|losses|profit|deficit|gain|result|figure|amount|sum|total|record|level|high|low)"
    r"|(?:(?:broadly|largely|essentially|virtually|roughly|relatively|little|mostly)\s+)?"
    r"(?:flat|steady|stable|unchanged|changed|level|consistent|in\s+line)"
    r"|(?:net\s+)?(?:cash\s+)?(?:outflow|inflow)s?",
    re.I,
)
"""A phrase that only says what the labelled value was ("a loss of", "a record", "an
outflow of": its sign) or how little it moved ("broadly flat at", "steady at")."""


_CHANGE_TO = re.compile(r"^\s*to\s*(?:a\s+(?:new\s+)?record\s+|record\s+)?$", re.I)


def phrase_floor(sentence: str, nums: list[Number], index: int) -> int:
    """Where the phrase naming ``nums[index]`` may start.

    After the figure before it and the words naming it after it ("in cash"), or before
    that one when it is only the change on the way ("Cash earnings rose 12% to X").
    """
    if index == 0:
        return 0
    before = nums[index - 1]
    moved = before.unit == "%" or is_movement(sentence, before.start, before.end)
    if moved and _CHANGE_TO.match(sentence[before.end : nums[index].start]):
        return nums[index - 2].end if index >= 2 else 0
    named = phrase_after(sentence, before.end)  # "$5.5 billion in cash offset by gross debt"
    return named[1] if named is not None and named[1] < nums[index].start else before.end


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
    if compared_reading(sentence, num, readings) is None:
        return None, ""
    family = _unit_family(num)
    for prev, _ in reversed(readings):
        if _unit_family(prev.num) == family:
            # a registry label is read again for its comparative; the words naming a value
            # from where it stands ("leaving $X after capex, against $Y") only for this one,
            # and one named after its value ("received A$0.41 a share for the year, against
            # A$0.27") reaches it from the value it names
            reaches = prev.hit.start == prev.num.start or prev.hit.start >= prev.num.end
            return (None, "") if prev.hit.metric and not reaches else (prev.hit, prev.label)
    return None, ""


def compared_reading(
    sentence: str, num: Number, readings: list[tuple[Reading, str | None]]
) -> Reading | None:
    """The value directly before ``num`` when ``num`` is its comparative, else ``None``.

    "Revenue rose to $1.9bn as it averaged $2,513 an ounce, against $2,388 a year earlier":
    the comparative is the ounce price's, not the revenue's the sentence opened with.
    """
    if not readings:
        return None
    # "spent $X on plant and equipment, against $Y": the object is $X's own words
    gap = sentence[object_end(sentence, readings[-1][0].num.end) : num.start]
    if not (_COMPARED.fullmatch(gap) or _BRACKETED_PRIOR.fullmatch(gap)):
        return None
    if _unit_family(readings[-1][0].num) != _unit_family(num):
        # "US$927 million, or 18.3 cents a share, down from US$6.46 billion": the money
        # compared is the money's, never the amount a share said just before it
        same = [r for r, _ in readings if _unit_family(r.num) == _unit_family(num)]
        return same[-1] if same else None
    return readings[-1][0]


def compared_figure(sentence: str, num: Number) -> Number | None:
    """The figure ``num`` is the comparative of, by the words between them, else None.

    "fell to US$927 million or 18.3 cents a share from the prior year's US$6.46 billion":
    the earlier amount of the same kind (money, not the per-share value right before).
    """
    before = [f for f in find_figures(sentence[: num.start]) if f.end <= num.start]
    gap = sentence[object_end(sentence, before[-1].end) : num.start] if before else ""
    if not before or not (_COMPARED.fullmatch(gap) or _BRACKETED_PRIOR.fullmatch(gap)):
        return None
    alike = [f for f in before if _unit_family(f) == _unit_family(num)]
    return alike[-1] if alike else None


def _unit_family(num: Number) -> str:
    """Per share, percent, another unit, or money: what two values of one measure share."""
    if num.unit in {"cents per share", "per share"}:
        return "per share"
    return num.unit or ("money" if num.currency else "")


_COMPARED = compared_gap(
    # "US$84.79/dmt for its hematite, down from": what the value is for may come between,
    # and its period ("A$3,562 per ounce in the half, up from")
    lead=r"(?:\s+(?:for|per|a|an)\s+(?:(?:its|the|their|each|every)\s+)?[A-Za-z][\w-]*"
    r"(?:\s+[A-Za-z][\w-]*){0,3}?)?"
    r"(?:\s+(?:in|for|over|during|across)\s+the\s+(?:[\w-]+\s+){0,2}?(?:year|half|period))?"
    # "$X in 2024, against", "$X in calendar 2025, up from"
    r"(?:\s+(?:in|for)\s+(?:calendar\s+)?(?:FY\s?'?\d\d(?:\d\d)?|(?:19|20)\d\d))?"
    # "$896 million for the year to June 30, swinging from": the value's own period, dated
    r"(?:\s+for\s+the\s+(?:[\w-]+\s+){0,2}?(?:year|half|period|months)\s+(?:to|ended|ending)\s+"
    r"(?:[A-Za-z]{3,9}\.?\s+\d{1,2}|\d{1,2}\s+[A-Za-z]{3,9})(?:,?\s+(?:19|20)\d\d)?)?",
    adverbs="steeply",
    joins="on",
)


_BRACKETED_PRIOR = re.compile(
    r"(?:\s*\([^()]{0,12}\))?(?:[^()0-9]|SC6){0,40}?(?:\d+(?:\.\d+)?\s*(?:%|per\s*cent)[^()0-9]{0,10}?)?"
    r"\(\s*(?:(?:(?:[12]H|H[12]|HY)\s*(?:FY|CY)?|FY|CY)\s*'?(?:\d\d){1,2}|(?:19|20)\d\d|pcp|"
    r"(?:the\s+)?(?:prior|previous|last)\s+(?:corresponding\s+)?(?:year|half|period))\s*:\s*",
    re.IGNORECASE,
)
"""A value's prior-period figure in brackets after it: "US$83/dmt (dmt), down 25% (1H24:",
"(pcp:" names the bracketed value by the value's own label, for the period heading the
bracket."""


def bracketed_prior(sentence: str, before: Number, num: Number) -> bool:
    """Whether ``num`` is ``before``'s prior-period figure, bracketed or compared.

    "X, down 25% (1H24: Y", "X per ounce in the half, up from Y".
    """
    return bool(
        _BRACKETED_PRIOR.fullmatch(sentence, before.end, num.start)
        or _COMPARED.fullmatch(sentence, before.end, num.start)
    )


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
    left_out += kept_items_before(sentence, num.start)  # "after impairments, was"
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
    """Indexes of figures that are ends of a range.

    Joined by a dash ("1,845-2,045 kt", "US$18-19/wmt") or spelled out ("US$3.2 billion to
    US$3.8 billion", "between 284 and 296 Mt"). "X to Y" is a move, not a range, when a
    change leads X ("rose from X to Y", "up by X to Y") or X is another kind of number
    ("up 10% to US$15.5 billion").
    """
    out: set[int] = set()
    for i in range(len(nums) - 1):
        between = sentence[nums[i].end : nums[i + 1].start]
        joined = not between.strip() and nums[i + 1].text.startswith(("-", "−", "–"))
        if joined or between.strip() in {"–", "—", "-"} or _spelled_range(sentence, nums, i):
            out.update({i, i + 1})
    return out


_RANGE_TO = re.compile(r"\s+to\s+", re.IGNORECASE)
_RANGE_AND = re.compile(r"\s+and\s+", re.IGNORECASE)
_BETWEEN_BEFORE = re.compile(r"\bbetween\s+$", re.IGNORECASE)
_MOVE_BEFORE = re.compile(
    r"\b(?:from|by|up|down|rose|fell|grew|climbed|jumped|slipped|dropped|declined|increased|"
    r"decreased|lifted|lowered|raised|improved|eased|edged|gained|surged|slumped|moved|went|"
    r"changed|rising|falling)\s+(?:by\s+)?$",
    re.IGNORECASE,
)


def _spelled_range(sentence: str, nums: list[Number], i: int) -> bool:
    """Whether figures ``i`` and ``i + 1`` are a range's ends spelled out in words."""
    low, high = nums[i], nums[i + 1]
    between = sentence[low.end : high.start]
    lead = sentence[nums[i - 1].end if i else 0 : low.start]
    if _RANGE_AND.fullmatch(between):
        return bool(_BETWEEN_BEFORE.search(lead))
    if not _RANGE_TO.fullmatch(between) or _MOVE_BEFORE.search(lead):
        return False
    if MOVED_ON.search(sentence, max(0, low.start - 60), low.start):
        return False  # "rose 10 per cent on $6.7bn to $7.4bn": a move from $6.7bn
    if is_movement(sentence, low.start, low.end):
        return False  # "an increase of US$970 million to US$3,340 million"
    same_unit = low.unit is None or low.unit == high.unit
    same_currency = low.currency is None or low.currency == high.currency
    return same_unit and same_currency and (low.unit or low.currency or high.unit) is not None


def _after_label(sentence: str, num: Number, hits: list[LabelHit]) -> LabelHit | None:
    """The label right after a value ("US$5 billion of revenue"), else None.

    On a line the value leads ("- US$5.1bn free cash flow ▲ 18%", a slide's bullet), the
    label right after it names it too, as a margin right after a percentage does ("with a
    53 per cent margin").
    """
    leads = _VALUE_LED.fullmatch(sentence[: num.start]) is not None
    for hit in hits:
        if hit.start >= num.end:
            gap = sentence[num.end : hit.start]
            # "a 53 per cent margin": a percentage named by the margin right after it
            margin = num.unit == "%" and "margin" in hit.text.lower()
            if re.fullmatch(r"\s+(?:of|in)\s+(?:the\s+)?", gap) or (
                (leads or margin) and re.fullmatch(r"\s+", gap)
            ):
                return hit
            return None
    return None


_VALUE_LED = re.compile(r"\s*(?:[-•*▪●]\s*)?")
"""What may come before a value that leads its line: a bullet."""


def verb_label(
    sentence: str, num: Number, hits: list[LabelHit], readings: list[tuple[Reading, str | None]]
) -> tuple[LabelHit, str] | None:
    """The label a result verb gives ``num``, or the one of the amount it compares with.

    "the group lost $807 million", "Turnover for the six months rose to $X"
    (:mod:`mines.figures.result_verbs`).

    None when a registry label among the verb's words names the amount already ("booked
    a statutory loss after tax of"): that label is read as it always is.
    """
    prev = readings[-1][0] if readings else None
    said = result_verb(
        sentence, num.start, num.end, (prev.num.start, prev.num.end) if prev else None
    )
    if said is None or any(h.metric and said.start <= h.start < num.start for h in hits):
        return None
    if prev is not None and prev.hit.start == said.start and prev.hit.metric == said.metric:
        return prev.hit, prev.label  # the comparative of the amount before
    hit = LabelHit(said.start, num.start, said.metric, said.basis, said.lost, said.label)
    return hit, said.label


def outside_paraphrases(sentence: str, hits: list[LabelHit]) -> list[LabelHit]:
    """``hits`` bar a label inside a wording of another measure's meaning.

    "Cash left once capex is paid" is free cash flow: the capex inside it is what was taken
    off, not the figure's measure.
    """
    lead = _LINE_LEAD.match(sentence)
    start = lead.end() if lead else 0
    # a line led by the wording, or by its value ("- US$5.1bn cash left once capex is
    # paid"): the wording is the line's label, as a registry label would be; a wording
    # further in ("cash remained tight after capex of US$3bn") leaves the labels as read
    led = [p for p in paraphrased_measures(sentence) if p.metric and p.start == start]
    if not led:
        return hits
    p = led[0]
    kept = [h for h in hits if not (p.start <= h.start and h.end <= p.end)]
    kept.append(LabelHit(p.start, p.end, p.metric, None, False, sentence[p.start : p.end]))
    return sorted(kept, key=lambda h: h.start)


_LINE_LEAD = re.compile(
    r"\s*(?:[-•*▪●]\s+)?(?:(?:US|A)?\$\s?[\d,.]+\s?(?:bn|m|b|billion|million)?\s+)?"
)
"""What may come before a line's own label: a bullet, then the line's value."""
