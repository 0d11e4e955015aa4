"""A payment a share said, right after it, to have been made at the half: the interim one.

"including the 177 cents it paid at the half", "the A$1.08 a share that was declared for
the December half"... a value a share whose own words after it say it was paid, declared
or handed back at (or with) the half-year is the interim dividend, though no dividend word
names it. Which half a month names depends on the company's year, so a month alone ("paid
in March") is not read here.
"""

from __future__ import annotations

import re

from mines.figures.labels import LabelHit
from mines.figures.month_payments import month_paid_kind
from mines.numbers import Number

_PAID_AT_HALF = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?,?\s+"
    r"(?:(?:it|they|that|which|the\s+board|directors)\s+)?(?:(?:was|were|had|has|have)\s+)?"
    r"(?:already\s+)?(?P<verb>paid|declared|determined|distributed|handed\s+back|returned)\s+"
    r"(?:out\s+)?(?:at|with|on)\s+the\s+(?:first\s+)?(?:half|half[\s-]year(?:\s+results?)?|"
    r"interim(?:\s+results?)?)\b",
    re.IGNORECASE,
)


def paid_at_the_half(sentence: str, num: Number) -> tuple[LabelHit, str] | None:
    """The interim dividend a value a share is, by its words after it, else None."""
    if not (num.unit or "").endswith("per share"):
        return None
    m = _PAID_AT_HALF.match(sentence, num.end)
    if m is None:
        return None
    label = "interim dividend"
    return LabelHit(m.start("verb"), m.end(), "dividends_per_share", None, False, label), label


_PAID_BEFORE = re.compile(
    r"\b(?:pa(?:id|ys?|ying)|declared|determined|distribut(?:ed|es|ing)|"
    r"(?:hand|send|return|give)(?:s|ed|ing)?|sent|gave|given|"
    # the holders' side of the payment: "shareholders will receive 89 cents a share"
    r"receiv(?:e|es|ed|ing)|gets?|got|getting)\s+"
    r"(?:(?:out|back|its|their|our|holders|shareholders|investors)\s+)*(?:an?\s+|the\s+)?$",
    re.IGNORECASE,
)
"""A verb handing cash to holders right before the amount ("The Board paid 15 cents a share
...", "will send shareholders 60 US cents a share ...")."""
_A_SHARE = re.compile(r"\b(?:a|per|each)\s+(?:ordinary\s+)?share\b", re.IGNORECASE)
_FRANKED = r"(?:\s*,\s*(?:fully\s+|partly\s+)?(?:un)?franked\s*,?)?"
"""A franking aside between the amount and what follows it ("89 cents a share, fully franked,")."""
_IN_MONTH_AFTER = re.compile(
    rf"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?{_FRANKED},?\s+(?P<paid>(?:(?:it|that|which)\s+)?"
    r"(?:(?:was|were|had\s+been)\s+)?(?:paid|declared|determined)\s+)?in\s+"
    r"(?P<month>(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)\b(?!\s+(?:19|20)\d\d)",
    re.IGNORECASE,
)
"""After the amount: the month it was paid in ("... a share in March", "paid in March")."""


def paid_in_month(sentence: str, num: Number, company: str) -> tuple[LabelHit, str] | None:
    """The interim or final dividend a value a share paid in a named month is, else None.

    "The Board paid 15 cents a share in March", "the A$1.08 paid in March": a payment's
    month tells the half it follows by ``company``'s year (:mod:`mines.figures.month_payments`);
    a payment verb must name it a payment, before the value or after it. A plain dollar
    amount is read only after an amount a share ("89 cents a share, on top of the $1.08
    paid in March").
    """
    dollars = num.currency is not None and num.unit is None and num.scale == 1 and num.value < 50
    if not (
        (num.unit or "").endswith("per share")
        or (dollars and _A_SHARE.search(sentence[: num.start]))
    ):
        return None
    m = _IN_MONTH_AFTER.match(sentence, num.end)
    if m is None:
        return _paid_for_half(sentence, num, company)
    if not m.group("paid") and not _PAID_BEFORE.search(sentence, max(0, num.start - 40), num.start):
        return None
    kind = month_paid_kind(f"paid in {m.group('month')}", company)
    if kind is None:
        return None
    label = f"{kind} dividend"
    return LabelHit(m.start("month"), m.end(), "dividends_per_share", None, False, label), label


_FOR_HALF_AFTER = re.compile(
    rf"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?{_FRANKED}\s+(?:for|on|after)\s+the\s+"
    r"(?:(?P<order>first|second)[\s-]+half|(?P<month>dec|jun)[a-z]*\.?[\s-]+half)"
    r"(?:[\s-]+year)?\b(?!\s+(?:results?|report|accounts)\b)",
    re.IGNORECASE,
)
"""After the amount: the half it is paid for ("for the second half", "for the December half")."""


def _paid_for_half(sentence: str, num: Number, company: str) -> tuple[LabelHit, str] | None:
    """The dividend a value a share paid for a named half is, by ``company``'s year.

    "It is handing back 60 cents a share for the second half": the payment for the half
    that closes the year is the final dividend, for the first half the interim; a half
    named by its closing month ("for the December half") is the one closing in that month
    (:mod:`mines.figures.month_payments`). A payment verb must lead the amount.
    """
    if not (num.unit or "").endswith("per share"):
        return None
    m = _FOR_HALF_AFTER.match(sentence, num.end)
    if m is None or not _PAID_BEFORE.search(sentence, max(0, num.start - 40), num.start):
        return None
    if m.group("order"):
        kind: str | None = "interim" if m.group("order").lower() == "first" else "final"
    else:
        kind = month_paid_kind(f"for the {m.group('month')} half", company)
    if kind is None or not company:
        return None
    label = f"{kind} dividend"
    start = m.start("order") if m.group("order") else m.start("month")
    return LabelHit(start, m.end(), "dividends_per_share", None, False, label), label
