"""Dividends as printed: which kind a printed label names, and the clause it is read in.

:func:`label_dividend_kind` and :func:`printed_dividend_kind` read a label's kind words
("Special dividend", "one-off top-up") or when it was paid ("Declared at year end"),
:func:`row_dividend_kind` a table row under a dividend title; :func:`is_dividend_label`
tells a dividend, distribution or payout label; :func:`payment_clause`, :func:`denied` and
:func:`names_payments` read the clause a dividend is named in. Labels in general are read
in :mod:`mines.figures.printed`.
"""

from __future__ import annotations

import re

from mines.figures.basis_words import ADDED_TO, UNDERLYING_WORDS
from mines.figures.model import year_end_month
from mines.figures.month_payments import month_paid_kind, names_payment_month
from mines.figures.qualifier_axes import DIVIDEND_KINDS
from mines.numbers import Number, find_figures

ORDINARY_AND_SPECIAL = re.compile(
    r"\bordinary\s+(?:dividends?\s+)?(?:and|&|plus)\s+special\b|"
    r"\bspecial\s+(?:dividends?\s+)?(?:and|&|plus)\s+ordinary\b",
    re.IGNORECASE,
)
"""Ordinary and special dividends together ("Ordinary and special dividends declared")."""
ORDINARY_WITH_SPECIAL = frozenset({"total", "special"})
"""The kinds of the ordinary dividends and the special ones summed: neither kind alone."""
SPECIAL_COUNTED = re.compile(
    r"\bspecials?\b(?:\s+(?:dividends?|payments?|distributions?|ones))?\s*,?\s+(?:included|"
    r"counted|added|in(?=\s*(?:[,;.?!)]|$)))\b|\b(?:including|incl\.?|with|plus|counting|adding)\s+(?:the\s+|any\s+)?"
    r"specials?\b(?!\s+(?:dividends?|payments?)\s+of\b)",
    re.IGNORECASE,
)
"""A question counting the special dividends in ("specials included", "with the special",
"special in"); "a special dividend in respect of 2023" asks the special itself."""

_KIND_WORD = re.compile(r"\b(interim|final|special|total|one[\s-]off|full[\s-]year)\b", re.I)


_WITH_RESULT = re.compile(
    r"\b(?:on|with|at|alongside)\s+(?:the|its)\s+(?:(full[\s-]year|annual)|half[\s-]year|interim)"
    r"\s+results?\b",
    re.I,
)
"""The result a dividend was declared with: the full year's makes it the final one."""


def _result_kind(label: str) -> tuple[str | None, str]:
    """The kind the result a label names makes a dividend, and the label without it."""
    m = _WITH_RESULT.search(label)
    if m is None:
        return None, label
    return ("final" if m.group(1) else "interim"), label[: m.start()] + label[m.end() :]


def label_dividend_kind(label: str) -> str | None:
    """The dividend kind a printed dividend label names ("Special dividend" -> special).

    A distribution, payout or top-up is a dividend too; a "one-off" one or a top-up is
    special and a "full-year" one the year's total; one declared "on the full-year result"
    is the final one, unless the label names its kind.
    """
    if not _DIVIDEND_WORD.search(label) or ORDINARY_AND_SPECIAL.search(label):
        return None  # ordinary and special together: their sum, no one kind
    at_result, label = _result_kind(label)
    found = {_KIND_OF.get(k, k) for k in (m.group(1).lower() for m in _KIND_WORD.finditer(label))}
    if not found and at_result:
        return at_result
    if not found and re.search(r"\btop[\s-]?up\b", label, re.I):
        return "special"
    return found.pop() if len(found) == 1 else None


def label_kind(label: str) -> str | None:
    """The dividend kind words of a label whatever it names ("final payment" -> final).

    Ordinary and special dividends named together are no single kind: their sum.
    """
    if ORDINARY_AND_SPECIAL.search(label):
        return None
    found = {
        _KIND_OF.get(" ".join(m.group(1).lower().split()), m.group(1).lower())
        for m in _KIND_WORD.finditer(label)
    }
    return found.pop() if len(found) == 1 else None


_AT_THE_HALF = re.compile(
    r"\b(?:(?:paid|declared|determined)\s+(?:at|for|after)\s+the\s+(?:(?:December|first)\s+)?"
    r"half|(?:paid|declared|determined)\s+(?:at|after)\s+the\s+first\s+six\s+months|"
    r"at\s+the\s+half|half[\s-]year|first[\s-]half)\b",
    re.I,
)
_AT_YEAR_END = re.compile(
    r"\b(?:(?:paid|declared|determined)\s+(?:at|after)\s+(?:the\s+)?(?:(?:full|June|financial)"
    r"[\s-])?year[\s-]end|at\s+(?:the\s+)?year[\s-]end|second[\s-]half|^\W*year[\s-]end)\b",
    re.I,
)
_FOR_THE_YEAR = re.compile(
    r"^\s*(?:paid|declared|determined)\s+for\s+the\s+(?:whole|full|financial)\s+year\s*$", re.I
)
"""A payment row of the year's total ("Declared for the whole year")."""
_PAYMENT_ROW = re.compile(r"^\s*(?:paid|declared|determined)\b", re.I)
_PER_SHARE_TITLE = re.compile(r"\b(?:per|a)\s+(?:ordinary\s+)?share\b", re.I)


def row_dividend_kind(
    label: str, title: str, company: str = "", siblings: tuple[str, ...] = ()
) -> str | None:
    """The dividend kind of a table row: its own words, else when it is paid.

    Under a dividend title, "Paid at the half" is the interim one and "Declared at year
    end" the final one. A payment named by the month its half closes ("December-half
    payment" under "Cents per share") is the interim or the final one by ``company``'s
    calendar (none when the company is not known). ``siblings``: the table's row labels,
    for a row named by its kind word alone (:func:`bare_kind`).
    """
    bare = bare_kind(label, title, siblings)
    if bare is not None:
        return bare
    own = label_dividend_kind(label)
    if own is None and (is_dividend_label(label) or _PER_SHARE_TITLE.search(title)):
        by_month = month_half_kind(label, company) or month_paid_kind(label, company)
        if by_month is not None:
            return by_month
    if own is not None or is_dividend_label(label):
        return own
    if not is_dividend_label(title):
        # "Paid after the December half" under "Amounts per ordinary share": a payment a
        # share, dated by when it was paid
        if not (_PER_SHARE_TITLE.search(title) and _PAYMENT_ROW.match(label)):
            return None
    if _FOR_THE_YEAR.match(label):
        return "total"
    return _when_paid(label)


_BARE_KIND = re.compile(
    r"^\W*(?:(interim|final|special|total)|(?:the\s+|for\s+the\s+)?(?:full\s+|whole\s+)?year)\W*$",
    re.I,
)
"""A row named by a payment's kind word alone ("Interim", "Final", "Total"); beside the
year's payments, "Year" or "Full year" alone is the year's total."""


def bare_kind(label: str, title: str, siblings: tuple[str, ...] = ()) -> str | None:
    """The kind a row named by its kind word alone states, in a table of amounts a share.

    "Interim" and "Final" over "Total" under "Cents per share": amounts a share paid at the
    half and the year end are the interim and final dividends (earnings a share are basic or
    diluted, never interim). "Total" is the year's dividend only beside an interim or final
    row; alone it may total anything a share.
    """
    m = _BARE_KIND.match(label)
    if m is None or not (_PER_SHARE_TITLE.search(title) or is_dividend_label(title)):
        return None
    kind = (m.group(1) or "total").lower()
    if kind != "total":
        return kind
    named = {(k.group(1) or "").lower() for s in siblings if (k := _BARE_KIND.match(s))}
    named |= {w for s in siblings if (w := _when_paid(s)) is not None}
    named |= {"interim" for s in siblings if names_payment_month(s)}  # "Paid in March"
    return "total" if named & {"interim", "final"} else None


_MONTH_HALF_PAYMENT = re.compile(
    r"\b(?P<month>december|june)[\s-]+half(?:[\s-]+year)?(?:['’]s)?\s+(?:\w+\s+)?"
    r"(?:payments?|dividends?|distributions?|payouts?|returns?)\b",
    re.I,
)
"""A payment named by the month its half closes ("December-half payment")."""


def month_half_kind(label: str, company: str) -> str | None:
    """The kind of a payment named by its half's closing month, by ``company``'s calendar.

    A half closing at the year end is the second, whose payment is the final dividend; the
    other is the first, whose payment is the interim one. None without a company.
    """
    m = _MONTH_HALF_PAYMENT.search(label)
    if m is None or not company:
        return None
    closes = 12 if m.group("month").lower() == "december" else 6
    return "final" if closes == year_end_month(company) else "interim"


def _when_paid(label: str) -> str | None:
    # "before one-off items" leaves items out: no "one-off" (special) payment
    at_result, rest = _result_kind(UNDERLYING_WORDS.sub(" ", label))
    kind = label_kind(rest)
    if kind is not None:
        return _KIND_OF.get(" ".join(kind.lower().split()), kind)
    if at_result is not None:
        return at_result  # "Determined on the full-year result": the final one
    if _AT_THE_HALF.search(label):
        return "interim"
    if _AT_YEAR_END.search(label):
        return "final"
    return None


def printed_dividend_kind(label: str) -> str | None:
    """The kind of dividend a printed label names, by its kind words or when it was paid.

    "One-off top-up" is special, "Distributions Declared at year end" final; None when
    the label names no dividend or no single kind.
    """
    if not is_dividend_label(label):
        return None
    return label_dividend_kind(label) or _when_paid(label) or worded_kind(label)


def worded_kind(words: str) -> str | None:
    """The one interim, final or special dividend ``words`` name in the shared kind words.

    "a year-end dividend", "the closing payout", "a second-half distribution" are the final
    one, "a mid-year payout" the interim, as a question names them; a kind denied ("did not
    determine a year-end dividend") is none, and so are two kinds named.
    """
    found = {
        kind
        for kind, named in DIVIDEND_KINDS
        if kind != "total" and any(not denied(words, m.start()) for m in named.finditer(words))
    }
    return found.pop() if len(found) == 1 else None


_PAYMENT_CLAUSE_BREAK = re.compile(
    r";|,\s+(?:so|but|and|while|whereas|which|leaving|bringing|taking|meaning|lifting|raising|"
    r"pushing|increasing|making|giving|for\s+a)\b",
    re.I,
)
_DENIED = re.compile(r"\b(?:no|not|nor|without|never|instead\s+of)\b[^.;,]{0,25}$", re.I)
_PLURAL_PAYMENTS = re.compile(r"\b(?:dividends|distributions|payouts|returns)\b", re.I)


def payment_clause(sentence: str, start: int, end: int) -> str:
    """The words of ``sentence[start:end]`` in the clause that ends at ``end``.

    "No final dividend was declared, so distributions for FY24 came to": an earlier
    clause's kind of dividend is not the kind of the value this clause names.
    """
    breaks = [m.end() for m in _PAYMENT_CLAUSE_BREAK.finditer(sentence, start, end)]
    return sentence[breaks[-1] if breaks else start : end]


def denied(text: str, pos: int) -> bool:
    """Whether the word at ``pos`` is denied ("did not declare a *final* dividend")."""
    return bool(_DENIED.search(text, max(0, pos - 30), pos))


def names_payments(text: str) -> bool:
    """Whether ``text`` names payments in the plural: for a year, the year's total."""
    return bool(_PLURAL_PAYMENTS.search(text))


_NOT_A_PAYMENT = re.compile(
    r"%|\bper\s*cent\b|\bearn|\bprofit|\bratio\b|\byield\b|\bfranking\b|"
    r"\bfranked\s+amount\b",
    re.I,
)


def names_other_measure(label: str) -> bool:
    """Whether a row or phrase beside a dividend names another measure.

    "Interim as % of cash earnings", "Earnings per share before one-off items" under
    "Returns to shareholders": no payment per share, whatever the title says.
    """
    return bool(_NOT_A_PAYMENT.search(label))


def dividend_word(label: str) -> str:
    """The word a label names its dividend with ("Distributions to shareholders")."""
    m = _DIVIDEND_WORD.search(label)
    return m.group(0) if m else "Dividends"


def is_dividend_label(label: str, per_share: bool = False) -> bool:
    """Whether a printed label names a dividend, distribution or payout.

    ``per_share``: the value is known to be an amount a share, so a return to shareholders
    named without "a share" in its own words ("the year's return to shareholders to 40
    cents a share") is a payment a share too.
    """
    return bool(_DIVIDEND_WORD.search(f"{label} a share" if per_share else label))


_DIVIDEND_WORD = re.compile(
    r"\b(?:dividends?|distributions?|pay-?outs?|top[\s-]?ups?|"
    # a payment made once on top of the ordinary ones ("a one-off payment of 50 cents a
    # share") is a special dividend
    r"(?:(?<=one[\s-]off\s)|(?<=one[\s-]time\s)|(?<=additional\s)|(?<=\bextra\s)|"
    r"(?<=supplementary\s))payments?|"
    # a return to shareholders stated per share is a dividend ("Shareholder returns (US
    # cents per share)"); "total shareholder return" in per cent is no payment; so is a
    # payment or handout to shareholders, or to the holders of its shares, a share
    r"(?:(?<!total\s)(?:shareholder|cash)\s+(?:returns?|payments?|handouts?)|"
    r"(?:returns?|payments?|handouts?)\s+to\s+(?:shareholders|(?:the\s+)?holders\s+of\b))"
    r"(?=.*\b(?:per|a)\s+share\b))\b",
    re.I,
)
_KIND_OF = {"one-off": "special", "one off": "special", "full-year": "total", "full year": "total"}


_TOTAL_BESIDE = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?\s*"
    r"(?:[,(–—-]\s*(?:a|in)\s+total(?:\s+of)?\s*|\(\s*(?:totall?ing\s+|or\s+)?)",
    re.IGNORECASE,
)
"""Between a dividend a share and a money amount beside it: ", a total of", " - in total",
" (" (the same payment in all: "80 US cents per share (US$4.1 billion)")."""


def total_beside(sentence: str, per_share_end: int, amount_start: int) -> bool:
    """Whether the money at ``amount_start`` is the dividend a share just before it, in all.

    "an interim dividend of 72 US cents per share, a total of US$3.6 billion", "a final
    dividend of 80 US cents per share (US$4.1 billion)": the money is what that dividend
    costs the company, never a per-share figure and never the year's total dividend.
    Read alike by the extractor and the verifier.
    """
    if _TOTAL_BESIDE.fullmatch(sentence, per_share_end, amount_start):
        return True
    # "an interim dividend of 177 US cents per share, or $2.9 billion": the same payment
    # restated in all, a sum (a scale word), never the amount a share in dollars again
    return bool(
        _OR_BESIDE.fullmatch(sentence, per_share_end, amount_start)
        and _SCALED.match(sentence, amount_start)
    )


_OR_BESIDE = re.compile(
    r"(?:\s+(?:a|per|each)\s+(?:ordinary\s+)?share)?\s*(?:,|\s[–—-])\s*or\s+"
    r"(?:about\s+|around\s+|some\s+|roughly\s+)?",
    re.IGNORECASE,
)
_SCALED = re.compile(
    r"(?:US|A|AU)?\$\s?(?:US|A)?\s?[\d.,]+\s*(?:bn|b|m|mn|million|billion)\b", re.IGNORECASE
)


def dividend_in_all(sentence: str, start: int) -> int | None:
    """Where the dividend a share is printed whose sum in all begins at ``start``, else None.

    The money must follow a dividend a share as :func:`total_beside` reads it, that figure
    named a dividend in the words just before it; the verifier's twin of the extractor's
    "<dividend> amount" label.
    """
    before = [n for n in find_figures(sentence) if n.end <= start]
    if not before or not str(before[-1].unit or "").endswith("per share"):
        return None
    each = before[-1]
    if not is_dividend_label(sentence[max(0, each.start - 60) : each.start]):
        return None
    return each.start if total_beside(sentence, each.end, start) else None


def dividend_sum(metric: str, num: Number) -> bool:
    """Whether a dividend a share's label holds a sum of money in all, not a share's.

    "a full year ordinary dividend of $7.1 billion", "the final dividend of US$4.1
    billion": a money amount in millions or billions under a dividend label is what the
    dividend costs in all (never an amount a share), read as "<label> amount".
    """
    return (
        metric == "dividends_per_share"
        and num.currency is not None
        and num.unit is None
        and num.scale >= 1e6
    )


_ORDINARY_DIVIDENDS = re.compile(
    r"\b(?:ordinary|regular|base)\s+(?:dividends?|distributions?|payouts?)\b", re.I
)
_ADDING_VERB = re.compile(
    r"\b(?:add(?:s|ed|ing)?|pa(?:id|ys?|ying)|declar(?:ed|es|ing)|determin(?:ed|es|ing)|"
    r"top(?:s|ped|ping)?\s+up|return(?:s|ed|ing)?)\b",
    re.I,
)


def added_to_ordinary(text: str) -> bool:
    """Whether ``text``, up to a value, pays it on top of the ordinary dividends.

    "On top of the ordinary dividends the Board added 248 US cents a share": a payment
    beyond the ordinary ones is a special dividend, never the ordinary ones nor their total;
    "on top of the ordinary dividends of 177 cents" names the ordinary ones' own value (no
    verb of paying between). Read alike by the prose reader and the verifier.
    """
    return any(
        ADDED_TO.search(text, 0, m.start()) and _ADDING_VERB.search(text, m.end())
        for m in _ORDINARY_DIVIDENDS.finditer(text)
    )
