"""Per-share and dividend wording in prose: a dividend's kind and labels built from context.

A dividend's kind (interim, final, special, the year's total, "for the year"); a per-share
amount that restates the amount before it ("US$11.8 billion, or 725 US cents a share"); a
share of something ("65 per cent of profit") or a generic phrase ("the year's total")
labelled from the words around it (:func:`own_label`). Part of the prose reader
(:mod:`mines.figures.prose`); the label a number belongs to is :mod:`mines.figures.prose_labels`.
"""

from __future__ import annotations

import re

from mines.figures.comparatives import compared_gap
from mines.figures.dividend_rows import EARLIER_ROW, paid_in_year
from mines.figures.half_dividends import half_named_kind
from mines.figures.label_parts import label_basis
from mines.figures.labels import LabelHit
from mines.figures.model import Period
from mines.figures.period_forms import CAL_HALF, FY_MENTION, HALF_FORM
from mines.figures.printed import is_generic, naming_phrase, trim_label
from mines.figures.printed_dividends import (
    added_to_ordinary,
    denied,
    is_dividend_label,
    label_kind,
    names_payments,
    payment_clause,
    total_beside,
    worded_kind,
)
from mines.figures.printed_shares import (
    share_label,
)
from mines.figures.prose_labels import Reading
from mines.figures.qualifiers import INTERIM_AND_FINAL, joined_kinds, read_qualifiers
from mines.figures.share_bases import base_amount
from mines.figures.unit_qualifiers import PERCENT_FORMS
from mines.numbers import Number, find_figures
from mines.sentences import ITEM_DIVIDER

_DIV_KIND = re.compile(
    r"\b(?P<kind>interim|final|special|total|full[\s-]year|annual|for\s+the\s+(?:full\s+)?year|"
    r"(?<=the\s)year['’]s)(?=\W)",
    re.IGNORECASE,
)


_ORDINARY_OF_YEAR = re.compile(
    r"\bordinary\s+(?:dividend|distribution)s?\s+for\s+(?:the\s+)?(?:FY\s*'?\d{2,4}|"
    r"(?:19|20)\d\d|(?:full|financial|whole)\s+year|year)\b",
    re.IGNORECASE,
)
"""An ordinary dividend said to be a whole year's ("ordinary dividend for 2024")."""
_ANY_KIND = re.compile(r"\b(?:interim|final|special|half|first|second)\b", re.IGNORECASE)


def ordinary_of_the_year(window: str, before: str) -> bool:
    """Whether a dividend named in ``window`` is the year's ordinary total.

    "Rio's ordinary dividend for 2024 was 402 US cents a share", where the words ``before``
    the value name no part of the year (no interim, final or special one). Read alike by
    the extractor and the verifier.
    """
    return bool(_ORDINARY_OF_YEAR.search(window)) and not _ANY_KIND.search(before)


def year_total_words(window: str, before: str) -> bool:
    """Whether the words naming a dividend make it the year's total.

    "Bringing the year's ordinary dividend to", "its dividend for the year fell to" (the
    extractor reads "for the year" as a kind word), or an ordinary dividend of the year
    (:func:`ordinary_of_the_year`); the extractor reads "the year's" as a kind word.
    """
    return bool(_YEARS_OWN.search(window)) or ordinary_of_the_year(window, before)


_YEARS_OWN = re.compile(
    r"\bthe\s+year['’]s\b|\b(?:dividends?|distributions?|payouts?)\s+for\s+the\s+"
    r"(?:full\s+|whole\s+|financial\s+)?year\b(?!\s+(?:ended|ending)\b)"
    r"(?!\s+to\s+(?:\d{1,2}\s+[A-Za-z]|[A-Za-z]+\s+\d))"  # "to 30 June", not "to $1.97"
    # "the dividend for FY24 was held at", "its dividend for 2023": a named year's
    r"|\b(?:dividends?|distributions?|payouts?)\s+for\s+(?:the\s+)?(?:(?:financial|fiscal)\s+)?"
    r"(?:FY\s*'?\d{2}(?:\d{2})?|(?:19|20)\d\d)(?![\d,.])(?!\s*(?:half|H[12]|[12]H|interim|first|"
    r"second|six)\b)",
    re.IGNORECASE,
)


TOTAL_BETWEEN = re.compile(
    r"\b(?:the|its|a)\s+(?:(?:year['’]s|full[\s-]year|annual|combined)\s+)?total\b"
    r"(?!\s+(?:of\s+)?(?:US|A|AU)?\$)",
    re.IGNORECASE,
)
"""Between a dividend's label and a value: the total it brings the year to ("the final
dividend brings the total to 146 cents"), not a sum in money ("a total of US$3.6bn")."""


FOR_THE_YEAR = re.compile(
    r"(?:\s*(?:a|per|each)\s+(?:ordinary\s+)?share)?\s+(?:for|across|over)\s+the\s+"
    r"(?:full\s+|whole\s+|financial\s+|(?:19|20)\d\d\s+)*year\b(?!\s+(?:ended|ending|to|through)\b)",
    re.IGNORECASE,
)
"""A value said to be the whole year's ("301 US cents a share for the year", "for the
2024 year")."""


YEAR_BROUGHT_TO = re.compile(
    r"\b(?:(?:tak|bring|lift|push|rais)(?:e|es|ing|s|ed)?|brought|took)\s+"
    r"(?:the|its)\s+(?:(?:full|whole|financial)[\s-]+)?year(?:'s|’s)?"
    r"(?:\s+(?:ordinary\s+)?(?:total|tally|dividends?|distributions?|payouts?|handouts?|"
    r"returns?|payments?))?\s+to\s+(?:(?:US|A|AU)\s+)?$",
    re.IGNORECASE,
)
"""Right before a sum, the whole year brought to it ("taking the year to", "brings the
year's handouts to"): the year's total of the dividends named before."""


_APART = re.compile(r"[,;]|(?:\b\w+\b\W+){5,}")
"""Between a label and its value: a clause break, or five words or more."""


FOR_A_NAMED_YEAR = re.compile(
    r"(?:\s*(?:a|per|each)\s+(?:ordinary\s+)?share)?(?:\s*,\s*(?:fully\s+|partly\s+)?"
    r"(?:un)?franked\s*,)?\s+(?:for|in|across|over)\s+(?:the\s+)?(?:(?:calendar|financial|fiscal)\s+)?"
    r"(?:FY\s*'?\d{2}(?:\d{2})?(?!\d)|(?:19|20)\d\d(?!\d|[,.]\d|\s*%))"
    r"(?:\s+(?:financial|fiscal)?\s*year)?"
    r"(?!\s*(?:half|H[12]|[12]H|interim|first|second|six|6\s+months)\b)(?!\s+(?:ended|ending|to)\b)",
    re.IGNORECASE,
)
"""A value said to be a named year's ("55 cents a share for FY25", "for the 2024 financial
year"), not a half's ("for FY25 first half")."""


def for_a_named_year(sentence: str, num: Number) -> bool:
    """Whether ``num`` is said, right after it, to be a whole year's.

    A named one ("55 cents a share for FY25") or the document's ("BHP declares US$1.10 a
    share for the year").
    """
    return bool(FOR_A_NAMED_YEAR.match(sentence, num.end) or FOR_THE_YEAR.match(sentence, num.end))


def unkinded_year_total(window: str, sentence: str, num: Number) -> bool:
    """Whether a dividend whose words (``window``) name no kind is the year's total.

    Payments in the plural ("so distributions for FY24 came to"), the year's own words
    ("the year's ordinary dividend"), or a value said to be a named year's ("its dividend
    rose to 55 cents a share for FY25"); read so by the verifier, as the reader reads it.
    """
    return (
        names_payments(window)
        or year_total_words(window, sentence[: num.start])
        or for_a_named_year(sentence, num)
    )


def said_for_the_year(sentence: str, label_end: int, num: Number) -> bool:
    """Whether ``num`` is said to be the whole year's after a clause of its own.

    "With the final dividend determined, shareholders received 301 cents a share for the
    year": the kind named in the clause before is not the value's; the year's total is.
    """
    if YEAR_BROUGHT_TO.search(sentence, max(label_end, num.start - 60), num.start):
        return True  # "a final of 60 cents, taking the year to 110 cents": the year's
    return bool(
        FOR_THE_YEAR.match(sentence, num.end) and _APART.search(sentence[label_end : num.start])
    )


def sentence_dividend_kind(
    sentence: str, hit: LabelHit, num: Number, doc: Period | None, dated: Period | None = None
) -> str | None:
    """The dividend kind (interim, final, special, total) from the label and words before it.

    A value said to be "for the year" after a clause of its own is the year's total, though
    a kind was named earlier ("with the final dividend determined, shareholders received
    301 cents a share for the year"); "a final dividend of 80 cents for the year ended 30
    June" stays final. A kind only a denied label names ("No interim or final dividend
    was determined, so the amount ... is 0 cents, against 20 cents for 2024") is none.
    """
    kind = _sentence_kind(sentence, hit, num, doc)
    if kind is None and dated is not None:  # "the December-half dividend, 50c": the interim
        kind = half_named_kind(sentence[: num.start], dated.kind)
    # a label of no printed words (built at the value: "No interim dividend (pcp: $0.20)")
    # is never the denied one
    if kind is not None and hit.start < hit.end <= num.start and denied(sentence, hit.start):
        return None if kind in hit.text.lower() else kind
    return kind


def _sentence_kind(sentence: str, hit: LabelHit, num: Number, doc: Period | None) -> str | None:
    if hit.end <= num.start and added_to_ordinary(sentence[max(0, hit.start - 60) : num.start]):
        return "special"  # "on top of the ordinary dividends the Board added 248 cents"
    if said_for_the_year(sentence, hit.end, num):
        return "total"
    divided = _divided_kind(sentence, hit, num)
    if divided is not None:
        return divided or None
    pair = joined_kinds(sentence[max(0, hit.start - 40) : hit.end])
    if pair is not None:
        # "the interim and final dividends add up to 402 cents": both together, the year's
        return "total" if pair == INTERIM_AND_FINAL else None
    window = payment_clause(sentence, max(0, hit.start - 40), num.start)
    if hit.end <= num.start and TOTAL_BETWEEN.search(sentence, hit.end, num.start):
        return "total"  # "the 74 cent final dividend brings the total to 146 cents"
    kind = _stated_kind(sentence, hit, num, doc, window)
    if kind == "total" and paid_in_year(sentence[min(hit.start, num.start) : num.start]):
        return None  # "dividends paid during the year were 152 cents": two years' parts
    return kind


def divided_item(sentence: str, hit: LabelHit, num: Number) -> str:
    """The words of the item after a slide divider before ``num`` ("full year"), or ""."""
    dividers = list(ITEM_DIVIDER.finditer(sentence, hit.end, num.start))
    return sentence[dividers[-1].end() : num.start].strip(" :-–—") if dividers else ""


def _divided_kind(sentence: str, hit: LabelHit, num: Number) -> str | None:
    """The kind an item after a slide divider names ("Final 60c | full year 110c": total).

    ``None`` when no divider lies between the label and the value; ``""`` when the item
    names no one kind, so the label before the divider (another item's) decides nothing.
    """
    item = divided_item(sentence, hit, num)
    if not item:
        return None
    kinds = {
        "total" if k.startswith(("full", "for the", "year", "annual")) else k
        for k in (m.group("kind").lower().replace("-", " ") for m in _DIV_KIND.finditer(f"{item} "))
    }
    return kinds.pop() if len(kinds) == 1 else ""


def _stated_kind(
    sentence: str, hit: LabelHit, num: Number, doc: Period | None, window: str
) -> str | None:
    """The dividend kind the label and the words before ``num`` (``window``) name."""
    stated = [
        m.group("kind").lower().replace("-", " ")
        for m in _DIV_KIND.finditer(window)
        if not denied(window, m.start())
    ]
    found = {"total" if k.startswith(("full", "for the", "year", "annual")) else k for k in stated}
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
        return "total" if last.startswith(("full", "for the", "total", "annual")) else last
    worded = worded_kind(window)
    if worded is not None:
        return worded  # "a year-end dividend", "the closing payout": the final one
    if doc is not None and doc.kind == "H1":
        return "interim"
    if year_total_words(window, sentence[: num.start]):
        return "total"  # "the dividend for FY24 was": the named year's
    if names_payments(hit.text):
        # "dividends per share of 146 cents", "distributions for FY24 came to 20 cents" for
        # a year: the year's total
        return "total"
    if for_a_named_year(sentence, num):
        # "lifted its dividend to 55 cents a share for FY25": a dividend of no kind said to
        # be the named year's is that year's total, as "its dividend for the year" is
        return "total"
    return None


def same_head_per_share(label: str, readings: list[tuple[Reading, str | None]]) -> bool:
    """Whether a per-share figure before names the same thing.

    "a final payment of A$1 a share, lifting the total payment to A$1.75"; a dividend's
    kind alone after a dividend a share ("US$4.92 a share for the year, including the
    interim of US$2.67") is another dividend a share.
    """
    head = label.split()[-1].lower() if label.split() else ""
    if label_kind(label) in {"interim", "final", "special"} and len(label.split()) <= 2:
        if any(r.dividend_kind and str(r.quantity.unit).endswith("per share") for r, _ in readings):
            return True
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
    return "share" in label.lower() or _EPS.search(label) is not None or is_dividend_label(label)


_EPS = re.compile(r"\bEPS\b")
"""Earnings per share by its initials ("EPS US$1.85"): a per-share amount too."""


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
    apiece = per_share_of_previous(sentence, num, readings) or base_amount(sentence, num, readings)
    if apiece is not None:  # "... of first-half profit of US$X": the share's base names X
        return apiece
    if (
        readings
        and num.currency is not None
        and num.unit is None
        and str(readings[-1][0].quantity.unit).endswith("per share")
        and is_dividend_label(readings[-1][0].label)
        and total_beside(sentence, readings[-1][0].num.end, num.start)
    ):
        # "a final dividend of 80 US cents per share (US$4.1 billion)": that dividend in all
        label = f"{readings[-1][0].label} amount"
        return LabelHit(num.start, num.start, "", None, False, label), label
    apposed = apposed_payout(sentence, num, base, readings)
    if apposed is not None:
        return apposed
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
    head = prev.label.split()[-1]
    if head.lower() in {"interim", "final", "special"}:
        head = "dividends"  # "a final of 258 cents, lifting the year's total to": dividends
    label = f"{printed} {head}"
    if total_beside(sentence, prev.num.end, num.start) and str(prev.quantity.unit).endswith(
        "per share"
    ):
        # "an interim dividend of 72 cents a share, a total of US$3.6 billion": that
        # dividend's amount, not the year's total dividend
        label = f"{prev.label} amount"
    return LabelHit(generic[0], generic[1], "", None, False, label), label


_APPOSED_SHARE = re.compile(
    r"(?:\s*(?:a|per|each)\s+share)?"
    r"(?:\s+for\s+(?:the\s+(?:full\s+)?year|\d{4})(?:\s+in\s+all)?)?"
    r"\s*,\s*(?:or\s+)?(?:some\s+|about\s+)?",
    re.IGNORECASE,
)
"""Between a dividend a share and the percentage set beside it ("435 cents a share for the
year, 60% of ...", "A$1.97, or 70 per cent of ..."): the percentage restates the dividend."""


def apposed_payout(
    sentence: str,
    num: Number,
    base: tuple[int, int] | None,
    readings: list[tuple[Reading, str | None]],
) -> tuple[LabelHit, str] | None:
    """The payout a percentage set beside a dividend states, or None.

    "Dividends for 2023 total 435 US cents a share, 60% of underlying earnings": the
    share of earnings the dividend returns, labelled as "..., which is 60% of ..." is
    ("dividends as a share of underlying earnings"), so an interim's stays the half's.
    """
    if base is None or num.unit != "%" or not readings:
        return None
    prev = readings[-1][0]
    if not str(prev.quantity.unit).endswith("per share") or not prev.label:
        return None
    if prev.dividend_kind is None:
        # no dividend, or one of no kind ("dividends paid during 2023 were 400 cents a
        # share, 62% of earnings": the cash of a year, so no payout of one)
        return None
    if not _APPOSED_SHARE.fullmatch(sentence[prev.num.end : num.start]):
        return None
    of = " ".join(sentence[base[0] : base[1]].split())
    label = f"share of {of}"
    if prev.label.lower() in sentence.lower():  # a label built from no printed words names none
        label = f"{prev.label} as a {label}"
    return LabelHit(num.start, base[1], "", label_basis(label), False, label), label


_RESTATED = re.compile(
    r"[\s,]*(?:or|equal\s+to|equivalent\s+to|equating\s+to|which\s+is|that\s+is|i\.e\.)\s*",
    re.IGNORECASE,
)


_COMPARISON = compared_gap(r"(?:\s+(?:for|in)\s+[\w\s]{1,40}?)?")
"""The words between an amount and its comparative ("for the half, down from")."""
_COMPARED_TAIL = re.compile(
    rf"\s+(?:(?:in|for|during|over)\s+)?(?:the\s+)?(?:{EARLIER_ROW.pattern}"
    r"|(?:year|half)\s+(?:earlier|before|ago)"
    r"|(?:same|corresponding)\s+(?:year|half|period)(?:\s+(?:last|a)\s+year)?"
    rf"|{HALF_FORM.pattern}|{CAL_HALF.pattern}|{FY_MENTION.pattern}|(?:19|20)\d\d(?!\d))"
    r"\s*,\s*(?:or|equal\s+to|equivalent\s+to|equating\s+to)\s*",
    re.IGNORECASE,
)
"""What ends a comparative before a per-share value ("a year earlier, or", "in 1H FY24,
equal to"): the prior period the compared amount is of, then the restating words."""
_BRACKET_HEAD = re.compile(r"\s*\(\s*[^():]{1,25}?:\s*")
"""Between an amount and its comparative in brackets: the comparative's period (" (FY23: ")."""
_BRACKET_TAIL = re.compile(
    r"\s*\)\s*,\s*(?:or|equal\s+to|equivalent\s+to|equating\s+to)\s*", re.IGNORECASE
)
"""What closes a bracketed comparative before a per-share value ("), or")."""
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
    amount = before[-1]
    if not _RESTATED.fullmatch(sentence[amount.end : num.start]):
        # "US$1.6 billion ..., down from US$3.34 billion a year earlier, or 51 US cents a
        # share", "US$5,664 million (FY23: US$4.8 billion), or 185 cents a share": the
        # per-share value restates the amount the comparison is of
        if len(before) < 2 or before[-2].currency is None:
            return None
        amount, compared = before[-2], before[-1]
        dated = _COMPARED_TAIL.fullmatch(sentence, compared.end, num.start) and (
            _COMPARISON.fullmatch(sentence, amount.end, compared.start)
        )
        bracketed = _BRACKET_TAIL.fullmatch(sentence, compared.end, num.start) and (
            _BRACKET_HEAD.fullmatch(sentence, amount.end, compared.start)
        )
        if not (dated or bracketed):
            return None
    if _SHARE_OF.match(sentence, num.end):
        return None  # "or 12 cents a share of dividends": a per-share of something else
    return amount


def per_share_of_previous(
    sentence: str, num: Number, readings: list[tuple[Reading, str | None]]
) -> tuple[LabelHit, str] | None:
    """A per-share value restating the amount just read: that amount's label per share."""
    amount = restates_amount(sentence, num)
    if amount is None or not readings:
        return None
    prev = next((r for r, _ in reversed(readings) if r.num.start == amount.start), readings[-1][0])
    if prev.num.start != amount.start or not prev.label:
        return None
    label = f"{prev.label} per share"
    basis = prev.hit.basis or label_basis(label)
    # "attributable profit of US$927 million, or 18.3 US cents a share": earnings per share
    metric = "earnings_per_share" if prev.hit.metric in PER_SHARE_OF else ""
    return LabelHit(num.start, num.start, metric, basis, False, label), label


PER_SHARE_OF = frozenset({"underlying_npat", "statutory_npat"})
"""Amounts whose restatement per share is earnings per share (reader and verifier)."""


def restated_period(
    sentence: str, num: Number, readings: list[tuple[Reading, str | None]]
) -> Period | None:
    """The period of the amount a per-share ``num`` restates, or None.

    "fell to US$927 million or 18.3 cents a share from the prior year's US$6.46 billion or
    127.3 cents a share": the second per-share value is the prior year's, as its amount is.
    """
    amount = restates_amount(sentence, num)
    if amount is None or not readings:
        return None
    prev = next((r for r, _ in reversed(readings) if r.num.start == amount.start), readings[-1][0])
    return prev.period if prev.num.start == amount.start else None


_ADJACENT_CLAUSE = re.compile(r"[\s,]*(?:a\s+share|per\s+share)?[\s,]*(?:which|that|or)?\s*", re.I)
