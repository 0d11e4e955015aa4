"""Dividend and payout figures whose words follow the value.

Two wordings name a figure only after it, where no registry label precedes the value:

- a per-share amount holders receive or are paid, then named "as the final dividend"
  ("shareholders will receive 60 US cents per share as the final dividend", "it will pay
  A$1.08 a share, fully franked, as its interim dividend"): a dividend of that kind; one
  said to be "for the year" is the year's total dividend;
- a percentage called a payout ("a 70 per cent payout of net profit after tax", "a 79%
  payout"): the payout ratio. A policy, target or floor ("a 50 per cent minimum payout",
  "a 60% payout policy") states no ratio achieved and is not read.

Also the kind of a per-share payment its label names by kind words alone
(:func:`payment_kind`), read alike by the extractor and the relevance check; and an amount
handed back to holders by its verb ("returned US$7.4 billion to shareholders"): the cash
returned to shareholders (:func:`cash_returned`), an amount of money that is never a
dividend per share.

Pure: regular expressions only.
"""

from __future__ import annotations

import re

from mines.figures.comparatives import COMPARED_WITH
from mines.figures.dividend_neighbours import (
    NOT_A_DIVIDEND,
    dividend_for_a_year,
    kind_item_before,
    per_share_dividend_before,
)
from mines.figures.dividend_rows import EARLIER_ROW
from mines.figures.labels import LabelHit
from mines.figures.model import Period
from mines.figures.paid_at_half import paid_at_the_half
from mines.figures.printed_dividends import denied, label_dividend_kind, label_kind
from mines.figures.prose_labels import compared_figure
from mines.figures.prose_per_share import (
    FOR_A_NAMED_YEAR,
    FOR_THE_YEAR,
    YEAR_BROUGHT_TO,
    paid_per_share,
)
from mines.figures.qualifiers import DIVIDEND_WORDS
from mines.numbers import Number

_PAID_AS_KIND = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share\b)?(?:\s*,\s*(?:fully\s+|partly\s+)?(?:un)?franked\s*,)?\s+as\s+(?:the|its|an?|their)\s+"
    r"(?:(?:fully\s+|partly\s+)?(?:un)?franked\s+)?(?:ordinary\s+)?"
    r"(?P<kind>interim|final|special|total)\s+(?:ordinary\s+)?(?:dividends?|distributions?)\b",
    re.IGNORECASE,
)
"""After a per-share value: the kind of dividend it is paid as."""
_PAYING = r"pays?|paid|paying|returns?|returned"
"""The forms of paying holders that both verbs below share (the company pays, holders are
paid)."""
_PAID_AT_KIND = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share\b)?\s+at\s+the\s+(?:(?:FY\s?)?(?:20)?\d\d\s+)?"
    r"(?P<kind>interim|final)"
    r"(?:\s+(?:stage|point|mark))?\b(?!\s+(?:results?|reports?|accounts|period)\b)",
    re.IGNORECASE,
)
"""After a value paid to holders: the stage of the year it was paid at ("at the interim")."""
_PAY_VERB = re.compile(
    rf"\b(?:receives?|received|receiving|get|gets|got|{_PAYING}|pocket(?:s|ed|ing)?|"
    r"distribute[sd]?|distributing|reward(?:s|ed|ing)?(?:\s+\w+){0,2}\s+with)\b"
    r"(?:\s+(?:shareholders|holders|investors|owners))?"
    r"\s+(?:(?:a\s+)?total\s+of\s+|of\s+|about\s+|some\s+)?$",
    re.IGNORECASE,
)
"""Right before the value: the verb of a payment to holders."""
_DECLARE_VERB = re.compile(
    rf"\b(?:declar(?:e|es|ed|ing)|determin(?:e|es|ed|ing)|announc(?:e|es|ed|ing)|{_PAYING}|"
    r"returning)\s+(?:(?:to\s+)?(?:its\s+)?(?:shareholders|holders|investors)\s+)?"
    r"(?:an?\s+)?(?:total\s+of\s+)?(?:(?:fully|partly)\s+)?(?:(?:un)?franked\s+)?(?:of\s+)?$",
    re.IGNORECASE,
)
"""Right before a per-share value: the verb of declaring or paying it ("declared a fully
franked", "will pay", "returned to shareholders")."""
_PAYOUT_AFTER = re.compile(
    r"\s+payout(?:\s+ratio)?\b(?!\s+(?:polic|target|range|framework|guidance|floor)\w*)",
    re.IGNORECASE,
)
"""After a percentage: the payout it is (not a policy, target or range of one)."""
_POLICY_BEFORE = re.compile(
    r"\b(?:minimum|at\s+least|target(?:ed|ing)?|polic(?:y|ies)|between|up\s+to|range)\b"
    r"[^.;]{0,20}$",
    re.IGNORECASE,
)
"""Before a percentage: a floor, target or policy, not the payout achieved."""


_FOR_THE_HALF = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?(?:\s*,\s*(?:fully\s+|partly\s+)?"
    r"(?:un)?franked\s*,)?\s+(?:for|across|over)\s+the\s+(?:six\s+months|half(?:[\s-]year)?)\b",
    re.IGNORECASE,
)
"""After a paid value: "for the six months", the half the document reports."""


def paid_as_dividend(
    sentence: str, num: Number, carried: str | None = None, half: bool = False
) -> tuple[LabelHit, str] | None:
    """The dividend a paid per-share value is named as after it, with its label.

    "Shareholders will receive 60 US cents per share as the final dividend": the label is
    "final dividend", placed after the value; the value must be per share and follow a
    verb of payment to holders, or come in a list after another dividend's value ("an
    interim dividend of 72 cents and 74 cents as the final dividend"). A value paid to
    holders (or by "it") in a sentence that names no dividend is the dividend ``carried``
    from the sentence before ("The Board declared an interim dividend. Shareholders will
    receive 25 cents per share.").
    """
    if not (num.unit or "").endswith("per share"):
        return None
    paid = _PAY_VERB.search(sentence, max(0, num.start - 40), num.start) is not None
    m = _PAID_AS_KIND.match(sentence, num.end) or (
        _PAID_AT_KIND.match(sentence, num.end) if paid else None
    )
    bare = _AS_KIND_BARE.match(sentence, num.end)
    if m is None and bare is not None and not NOT_A_DIVIDEND.search(sentence, 0, num.start):
        # "The board settled on 60 US cents as the final": a value a share set as that kind
        label = f"{bare.group('kind').lower()} dividend"
        return LabelHit(
            bare.start("kind"), bare.end(), "dividends_per_share", None, False, label
        ), label
    tally = _TALLY_VERB.search(sentence, max(0, num.start - 40), num.start)
    year_after = FOR_THE_YEAR.match(sentence, num.end)
    if tally and year_after and _KIND_NAMED.search(sentence, 0, tally.start()):
        # "60 US cents as the final, ..., making 110 US cents for the year": the year's total
        label = "total dividends"
        return LabelHit(
            year_after.start(), year_after.end(), "dividends_per_share", None, False, label
        ), label
    declared = _DECLARE_VERB.search(sentence, max(0, num.start - 40), num.start) is not None
    if m is not None and (paid or declared or _listed_after_dividend(sentence, num)):
        # "declared an unfranked 15.5 cents a share as its final dividend": the kind after
        label = f"{m.group('kind').lower()} dividend"
        return LabelHit(m.start("kind"), m.end(), "dividends_per_share", None, False, label), label
    if not paid:
        return declared_per_share(sentence, num, carried) or _compared_with_carried(
            sentence, num, carried
        )
    at_half = _FOR_THE_HALF.match(sentence, num.end) if half else None
    if at_half is not None and not DIVIDEND_WORDS.search(sentence, 0, num.start):
        # a half-year report's "holders will receive A$1.08 a share for the six months"
        label = "interim dividend"
        return LabelHit(
            at_half.start(), at_half.end(), "dividends_per_share", None, False, label
        ), label
    to_holders = _TO_HOLDERS_BEFORE_YEAR.match(sentence, num.end)
    at = to_holders.end() if to_holders else num.end  # "for the year", "for FY24"
    year = FOR_THE_YEAR.match(sentence, at) or FOR_A_NAMED_YEAR.match(sentence, at)
    # "For the year, shareholders have been rewarded with $1.97 a share": the year fronted
    year = year or _YEAR_FRONTED.match(sentence)
    if year is not None and not DIVIDEND_WORDS.search(sentence, 0, num.start):
        # "holders will receive 40 cents a share for the year": its total (a dividend named
        # before is the sentence's own label, read with its kind by the prose reader)
        label = "total dividends"
        return LabelHit(year.start(), year.end(), "dividends_per_share", None, False, label), label
    beside = _kind_named_beside(sentence, num)
    if beside is not None:
        return beside
    if (
        carried is not None
        and _RECEIVER_SUBJECT.match(sentence)
        and not DIVIDEND_WORDS.search(sentence)
    ):
        label = f"{carried} dividend"
        return LabelHit(num.end, num.end, "dividends_per_share", None, False, label), label
    return declared_per_share(sentence, num, carried)


_OWN_AMOUNT = re.compile(
    r"(?:\s+(?:dividends?|distributions?|payouts?))?\s*(?:of|was|is|at|came\s+to|:)\s+"
    r"(?:US|A)?\$?\s*\d",
    re.I,
)
"""After a dividend kind: its own amount ("... and declared a final dividend of 74 cents")."""


def _kind_named_beside(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The dividend a value paid to holders is, by the one kind its sentence names apart from it.

    "The interim payout means holders will receive 30 cents a share", "holders will receive
    30 cents a share once the board's final dividend is paid": the sentence names one kind
    of dividend (none denied) and no other amount stands between that kind and the value, so
    the kind is the value's. A price or a return of capital in the sentence is no dividend.
    """
    kind = carried_dividend_kind(sentence)
    if kind is None or NOT_A_DIVIDEND.search(sentence):
        return None
    named = min(
        _KIND_NAMED.finditer(sentence),
        key=lambda m: abs(m.start() - num.start),
    )
    between = sentence[min(named.end(), num.end) : max(named.start(), num.start)]
    if re.search(r"\d", between) or (
        named.start() > num.end and _OWN_AMOUNT.match(sentence, named.end())
    ):
        return None  # "the 50 cent interim, and holders will receive 72 cents": the 50's
    label = f"{kind} dividend"
    return LabelHit(named.start(), named.end(), "dividends_per_share", None, False, label), label


_COMPARED_LEAD = re.compile(
    rf"\s*(?:this|that|it)\s+(?:(?:is|was)\s+)?(?:{COMPARED_WITH}|(?:up|down)\s+from|against)"
    r"\s+(?:an?\s+|the\s+)?$",
    re.IGNORECASE,
)
"""A sentence opened by comparing what the sentence before stated ("This compares with",
"That was down from"): its value is that one's comparative."""


def _compared_with_carried(
    sentence: str, num: Number, carried: str | None
) -> tuple[LabelHit, str] | None:
    """The dividend a sentence compares the one before with ("This compares with 15 cents").

    "The Board declared an interim dividend of 18 cents. This compares with 15 cents a share
    for 1H FY24": the value is the interim dividend the sentence before (``carried``) names,
    of the period named after it, else the one before (the label stands before the
    comparing words, so the period reader takes the value as a comparative).
    """
    if carried is None or DIVIDEND_WORDS.search(sentence) or NOT_A_DIVIDEND.search(sentence):
        return None
    lead = _COMPARED_LEAD.match(sentence, 0, num.start)
    if lead is None or lead.end() != num.start:
        return None
    label = f"{carried} dividend"
    at = len(sentence) - len(sentence.lstrip())
    return LabelHit(at, at, "dividends_per_share", None, False, label), label


_AS_KIND_BARE = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share\b)?"
    r"(?:\s+(?:was|were|is|are|will\s+be|has\s+been)\s+(?:paid|declared|determined))?"
    r"\s+as\s+(?:the|its|their)\s+"
    r"(?P<kind>interim|final|special)(?=\s*(?:[,.;:]|$|in\s+[A-Z][a-z]+\b))",
    re.IGNORECASE,
)
"""After a value a share: the kind it is set as, with no noun ("60 US cents as the final,",
"of which 177 cents was paid as the interim in September")."""
_TALLY_VERB = re.compile(
    r"\b(?:making|makes|made|bringing|brings|taking|takes)"
    r"(?:\s+(?:the|its|a)\s+(?:year's\s+)?(?:total|tally)\s+to|"
    r"\s+(?:it|that)\s+to)?\s+(?:a\s+)?(?:total\s+of\s+)?$",
    re.IGNORECASE,
)
"""Right before a year's sum of the dividends named before it ("making 110 US cents")."""
_YEAR_FRONTED = re.compile(
    r"\s*(?:for|across|over)\s+the\s+(?:full\s+|whole\s+|financial\s+)*year\s*,", re.IGNORECASE
)
"""A sentence opened by the whole year ("For the year, holders received ..."): its payment's."""
_TO_HOLDERS_BEFORE_YEAR = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?\s+to\s+(?:its\s+|the\s+|their\s+)?"
    r"(?:shareholders|holders|investors|owners)\b",
    re.IGNORECASE,
)
"""After a paid value, before "for the year": to whom ("returned A$1 a share to investors")."""


_PAYER_NOT_COMPANY = re.compile(
    r"\b(?:investors|buyers|bidders|acquirers?|shareholders|holders)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
_FOR_AFTER = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?\s+for\b(?!\s+(?:the\s+)?(?:six|half|"
    r"first|second|full|financial|whole|year|period|twelve|h[12]\b|fy))",
    re.I,
)
"""After the value: "for" something bought ("A$25 a share for the miner"), not a period."""


def declared_per_share(
    sentence: str, num: Number, carried: str | None = None
) -> tuple[LabelHit, str] | None:
    """A per-share amount declared or paid to holders in a sentence naming no dividend.

    "Directors declared a fully franked 11 cents a share", "the board will pay 25 cents a
    share on 26 September": a dividend. Its kind is the one the sentence before names
    (``carried``); otherwise the label names none and the reader takes the kind from the
    document's period only when that is unambiguous (a half-year's is the interim).
    A price paid for shares ("paid A$38 a share for the miner", "investors paid $3 a share
    in the placement") or a per-share measure of earnings is none.
    """
    verb = _DECLARE_VERB.search(sentence, max(0, num.start - 40), num.start)
    if verb is None or DIVIDEND_WORDS.search(sentence) or NOT_A_DIVIDEND.search(sentence):
        return None
    if _PAYER_NOT_COMPANY.search(sentence, 0, verb.start()) or _FOR_AFTER.match(sentence, num.end):
        return None
    label = f"{carried} dividend" if carried else "declared dividend"
    return LabelHit(num.end, num.end, "dividends_per_share", None, False, label), label


_PER_SHARE_BEFORE = re.compile(
    r"(?:\d\s*(?:(?:US|A|AU)\s+)?(?:[c¢]|cents?)|(?:US|A|AU)?\$\s?\d[\d.,]*)"
    r"(?:\s+(?:a|per|each)\s+share)?\s*$",
    re.IGNORECASE,
)


def _listed_after_dividend(sentence: str, num: Number) -> bool:
    """Whether ``num`` follows another per-share value of a dividend named before it."""
    lead = sentence[: num.start]
    join = re.search(r"(?:,\s*(?:and\s+)?|\s+and\s+|\s*&\s*)$", lead)
    if join is None:
        return False
    before = lead[: join.start()]
    value = _PER_SHARE_BEFORE.search(before)
    return value is not None and bool(DIVIDEND_WORDS.search(before, 0, value.start()))


_RECEIVER_SUBJECT = re.compile(
    r"\s*(?:(?:it|they|this|these|we)\b|(?:(?:all|eligible|the|our|its)\s+)*"
    r"(?:shareholders|holders|investors|members|owners|securityholders)\b)",
    re.IGNORECASE,
)
"""The subject of a payment that names no dividend itself: a pronoun, or the holders."""


def carried_dividend_kind(previous: str, before: str | None = None) -> str | None:
    """The one dividend kind (interim, final, special) the sentence before names, if any.

    "The Board has declared an interim dividend for the half": the next sentence's
    payment to holders is that dividend. A denied one ("no final dividend") is none. A
    sentence naming no dividend whose holders are paid an amount a share is paid the kind
    carried into it (``before``) and carries it on ("Holders will receive 25 cents a
    share. This compares with 15 cents for 1H FY24.").
    """
    if (
        before is not None
        and _RECEIVER_SUBJECT.match(previous)
        and not DIVIDEND_WORDS.search(previous)
        and _A_SHARE_AMOUNT.search(previous)
    ):
        return before
    kind = label_dividend_kind(previous)
    if kind not in {"interim", "final", "special"}:
        return None
    named = [m for m in _KIND_NAMED.finditer(previous)]
    if not named or any(denied(previous, m.start()) for m in named):
        return None
    return kind


_KIND_NAMED = re.compile(r"\b(?:interim|final|special)\b", re.IGNORECASE)
_A_SHARE_AMOUNT = re.compile(
    r"\d[\d.,]*\s*(?:\w+\s+)?(?:cents?|c)?\s*(?:a|per|each)\s+share\b", re.I
)


def payment_kind(label: str, unit: str) -> str | None:
    """Which dividend (interim, final, special, total) a per-share payment is, by its words.

    "A final payment of 74 US cents a share": a label the registry does not name, and that
    names no dividend, still says the kind of a payment to holders. None when the amount
    is no payment per share (earnings per share) or its words name no single kind. Read
    alike by the extractor (:mod:`mines.figures.prose`) and the relevance check
    (:mod:`mines.figures.relevance`).
    """
    return label_kind(label) if paid_per_share(label, unit) else None


def payout_named_after(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The payout ratio a percentage is called right after it ("a 70 per cent payout")."""
    if num.unit != "%":
        return None
    m = _PAYOUT_AFTER.match(sentence, num.end)
    if m is None or _POLICY_BEFORE.search(sentence, max(0, num.start - 40), num.start):
        return None
    label = "payout ratio"
    return LabelHit(m.start() + 1, m.end(), "payout_ratio", None, False, label), label


_HALF_PAYOUT = re.compile(
    r"\b(?:interim|first[\s-]half|half[\s-]year|h1|1h)\s+(?:(?:fully\s+|un)?franked\s+)?"
    r"(?:dividends?|distributions?|payouts?|(?:net\s+)?(?:profits?|earnings|npat|results?)|"
    r"net\s+profit)\b",
    re.IGNORECASE,
)
"""A dividend or earnings of the first half ("the interim dividend", "first half NPAT")."""
_YEAR_PAYOUT = re.compile(
    r"\b(?:final|full[\s-]year|annual|second[\s-]half|special)\b|\bfor\s+the\s+year\b|"
    r"\btotal\s+(?:ordinary\s+)?(?:dividends?|distributions?|payouts?|returns?)\b",
    re.IGNORECASE,
)
"""A dividend or period of the whole year, or of its second half."""


PAYOUT_WORD = re.compile(r"\bpay-?outs?\b", re.IGNORECASE)
"""A payout named in a label: a percentage under it is a payout ratio."""
_PAID_OUT_OF = re.compile(
    r"\bpaid[\s-]+out\s+of\s+(?:[\w-]+\s+){0,3}?(?:earnings|profits?|npat|net\s+income)\b",
    re.IGNORECASE,
)
"""A row worded as what was paid out of earnings ("Paid out of NPAT, first half (%)")."""
_SHARE_OF_EARNINGS = re.compile(
    r"\bas\s+(?:a\s+)?(?:%|per\s*cent(?:age)?)\s+of\s+(?:[\w-]+\s+){0,3}?"
    r"(?:earnings|profits?|npat|net\s+income)\b",
    re.IGNORECASE,
)
"""A share of earnings ("as % of first-half cash earnings"): a payout when a dividend's."""
_HALF_ROW = re.compile(r"\b(?:interim|first[\s-]half|half[\s-]year|h1|1h)\b", re.IGNORECASE)


def payout_row(label: str, dividend_kind: str | None) -> bool:
    """Whether a table row of percentages is a payout ratio, by its words.

    "Payout ratio (%)", "Paid out of NPAT, full year (%)", and a dividend's share of
    earnings ("Interim as % of first-half cash earnings" under a dividends title, whose
    ``dividend_kind`` the row's words or title gave). A share of earnings that is no
    dividend's ("Tax as % of profit") is not one.
    """
    if PAYOUT_WORD.search(label) or _PAID_OUT_OF.search(label):
        return True
    return dividend_kind is not None and bool(_SHARE_OF_EARNINGS.search(label))


def half_payout_row(label: str) -> bool:
    """Whether a payout row is the first half's: it names the interim or the first half.

    A table's row label is one measure, so a half named anywhere in it dates the ratio
    ("Paid out of NPAT, first half (%)", "Interim as % of first-half cash earnings"),
    unless it also names the year, a final or a second half ("Full-year payout ratio").
    """
    return half_year_payout(label) or (
        bool(_HALF_ROW.search(label)) and not _YEAR_PAYOUT.search(label)
    )


def half_year_payout(sentence: str) -> bool:
    """Whether a payout ratio in ``sentence`` is the first half's, by the dividend it is of.

    "An interim dividend of 72 cents, equating to a payout ratio of 56%", "a 65 per cent
    payout of first half net profit": the ratio of the interim dividend, a first-half
    figure, though the document reports the year. A sentence that also names a final,
    total or full-year dividend is left to the period words.
    """
    return bool(_HALF_PAYOUT.search(sentence)) and not _YEAR_PAYOUT.search(sentence)


_KIND_RIGHT_AFTER = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?(?:\s*,?\s*(?:fully\s+|partly\s+)?"
    r"(?:un)?franked,?)?\s+(?P<kind>interim|final|special)\b"
    r"(?:\s+(?:(?:cash|ordinary)\s+)?(?:dividends?|distributions?|payouts?|payments?)\b)?"
    r"(?!\s+(?:results?|reports?|accounts|statements?|period|profits?|earnings|figures?|"
    r"investment\s+decision|decision|approval|price)\b)",
    re.IGNORECASE,
)
"""Right after a per-share value: the kind of dividend it is ("the 75c interim", "a $1.20 a
share interim dividend"), not a result or decision of that name ("final investment")."""
_NEXT_ITEM = re.compile(
    r"(?:interim|final|special)\s+(?:(?:cash|ordinary)\s+)?(?:dividends?|distributions?)"
    r"(?:\s+per\s+share)?\s*(?:\([^()]{0,40}\)\s*)?"
    r"(?:[:–—-]|(?:of\s+|was\s+|is\s+)?(?:(?:US|A|AU)?\$\s?|US\s+)?\d)",
    re.IGNORECASE,
)
"""A kind word opening the next item of a list ("Interim dividend (fully franked): 11
cents", "Basic EPS 51 cents Final dividend 50 cents"): the label of the value after it,
not of the value before."""


def kind_named_after(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The dividend a per-share value is, named by its kind word right after it.

    "On top of the 75c interim paid in March", "leaving the fully franked 20c interim as
    the only payment": the value is that dividend a share. A plain dollar amount (no sum in
    millions) is read only when the dividend is named too ("the A$0.89 final dividend").
    """
    per_share = (num.unit or "").endswith("per share")
    dollars = num.currency is not None and num.unit is None and num.scale == 1 and num.value < 50
    if not (per_share or dollars):
        return None
    m = _KIND_RIGHT_AFTER.match(sentence, num.end)
    if m is None or NOT_A_DIVIDEND.search(sentence, num.end, m.end() + 30):
        return None
    if not (
        per_share or DIVIDEND_WORDS.search(m.group(0)) or per_share_dividend_before(sentence, num)
    ):
        return None  # "the A$0.89 final dividend": a plain dollar amount named a dividend
    if "\n" in sentence[num.end : m.start("kind")] or _NEXT_ITEM.match(sentence, m.start("kind")):
        return None  # "15.5 cents per share / Interim dividend (franked): 11 cents": next line's
    tail = re.split(r"[,;.]\s|\band\b|\bbut\b", sentence[m.end() : m.end() + 60])[0]
    head = re.split(r"[,;]\s", sentence[max(0, num.start - 60) : num.start])[-1]
    if EARLIER_ROW.search(f"{head} {tail}"):
        return None  # "a $1.20 a share interim dividend a year earlier": another year's
    label = f"{m.group('kind').lower()} dividend"
    return LabelHit(m.start("kind"), m.end(), "dividends_per_share", None, False, label), label


def year_brought_to(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The year's total dividend a payment brings the year to, with its label, or None.

    "a final of A$0.60 a share, taking the year to A$1.10": the year's total; a dividend
    must be named before (a kind, or a dividend word) so that no other year's sum is one.
    """
    m = YEAR_BROUGHT_TO.search(sentence, max(0, num.start - 60), num.start)
    if m is None or num.unit == "%":
        return None
    before = sentence[: m.start()]
    if not (_KIND_NAMED.search(before) or DIVIDEND_WORDS.search(before)):
        return None
    label = "total dividends"
    return LabelHit(m.start(), m.end(), "dividends_per_share", None, False, label), label


def dividend_label_after(
    sentence: str, num: Number, carried: str | None = None, doc: Period | None = None
) -> tuple[LabelHit, str] | None:
    """A dividend or payout label that follows ``num`` in ``sentence``, else None.

    ``carried`` is the dividend kind the sentence before names (:func:`carried_dividend_kind`);
    ``doc``: the document's period; a first half's payment "for the six months" is its
    interim dividend. Also a bare kind word opening the value's list item
    (:func:`kind_item_before`), which no registry label names.
    """
    half = doc is not None and doc.kind == "H1"
    return (
        year_brought_to(sentence, num)
        or paid_as_dividend(sentence, num, carried, half)
        or kind_named_after(sentence, num)
        or payout_named_after(sentence, num)
        or kind_item_before(sentence, num)
        or dividend_for_a_year(sentence, num)  # "paid a $1.75 dividend for FY22"
        or paid_at_the_half(sentence, num)  # "the 177 cents it paid at the half"
    )


def dividend_label_compared(
    sentence: str, num: Number, carried: str | None = None, doc: Period | None = None
) -> tuple[LabelHit, str] | None:
    """:func:`dividend_label_after`, or the dividend label of the value ``num`` compares with.

    "Holders will receive 41 cents a share for the year, against 27 cents a year earlier":
    the dividend named after the first value names its comparative too (for the verifier,
    as the reader takes the compared value's label).
    """
    own = dividend_label_after(sentence, num, carried, doc)
    if own is not None:
        return own
    prior = compared_figure(sentence, num)
    named = dividend_label_after(sentence, prior, carried, doc) if prior is not None else None
    return named if named is not None and named[0].metric == "dividends_per_share" else None


_RETURN_VERB = re.compile(
    r"\b(?P<verb>return(?:ed|ing|s)?|hand(?:ed|ing|s)?\s+back|g[ai]ve(?:s|n)?\s+back|"
    r"giving\s+back|distribut(?:ed|ing|es))\s+(?:(?:a|an|another|record|further|total\s+of)\s+)*$",
    re.IGNORECASE,
)
"""Right before an amount: the verb of handing cash back ("returned a record")."""
_TO_HOLDERS = re.compile(
    r"\s+(?:(?:in\s+)?cash\s+|in\s+total\s+)?(?:back\s+)?to\s+(?:(?:its|their|the|our)\s+)?"
    r"(?:share|stock|security)?holders\b(?!\s+(?:in|as|by\s+way\s+of)\s+(?:\w+\s+)?"
    r"dividends?\b)",
    re.IGNORECASE,
)
"""After the amount: to whom it went back ("to shareholders"); not an amount named a
dividend right after ("to shareholders in dividends": the dividends paid, one part)."""
CASH_RETURNED = "cash returned to shareholders"
"""The label of an amount handed back to holders: the shareholder-returns line."""


def cash_returned(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The cash returned to shareholders an amount is, by the verb around it.

    "Over the year BHP returned US$7.4 billion to shareholders": an amount of money handed
    back (dividends and buy-backs alike), labelled as the shareholder-returns line, never a
    dividend per share (a value per share is none).
    """
    if num.currency is None or (num.unit or "").endswith("share"):
        return None
    if _RETURN_VERB.search(sentence, max(0, num.start - 40), num.start) is None:
        return None
    if _TO_HOLDERS.match(sentence, num.end) is None:
        return None
    label = CASH_RETURNED
    return LabelHit(num.start, num.start, "", None, False, label), label
