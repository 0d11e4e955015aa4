"""The calculation a question asks for (change, CAGR, rank, ratio...) and its currency."""

from __future__ import annotations

import itertools
import re

from mines.measures.words import LOSS_VERB, SHARE_OF_REVENUE, find_metric_spans
from mines.question.years import MONTH_SPAN

_METRIC_WORDS = (
    r"(?:dividends?|revenue|capital|capex|net|gold|iron|copper|production|shipments|sales|"
    r"shareholders?['’]?)"
)
_SUPERLATIVE = (
    r"(?:highest|lowest|most(?!\s+recent)|least|largest|biggest|smallest|best|worst|greatest|"
    r"strongest|weakest|peak(?:ed)?|record)\b"
)
_YEAR_SPAN = (
    r"\b(?:in|over|across|during|of|for)\s+(?:the\s+|its\s+|their\s+)?(?:(?:past|last|previous|"
    r"prior|recent|latest)\s+)?(?:two|three|four|five|six|seven|eight|nine|ten|[2-9]|10)\s+"
    r"(?:fiscal\s+|financial\s+|reporting\s+)?years\b"
)
"""Several years set beside a superlative: "the highest revenue in the past five years"
ranks those years, as "which year had the highest revenue" does."""
YEAR_RANKED = (
    r"\b(?:best|worst|strongest|weakest|peak|top|biggest|highest|lowest)\s+"
    r"(?:fiscal\s+|financial\s+|reporting\s+)?year\b(?!\s+(?:to|ended|ending)\b)"
)
"""A year named by its rank ("BHP's best year for EBITDA", "its peak year"): a ranking of
the years held."""
_HALF = r"(?:half(?:[\s-]years?)?|halves|six[\s-]months?(?:\s+periods?)?|interim\s+periods?)"
HALF_RANKED = (
    rf"\b(?:which|what)\s+(?:of\s+(?:its|their|the)\s+)?{_HALF}\b|"
    r"\b(?:best|worst|strongest|weakest|peak|top|biggest|highest|lowest|record)\s+"
    rf"{_HALF}(?=\s*(?:for|by|in\s+terms\s+of|on|[?.!,;]|$))"
)
"""A half named by its rank ("which half had the highest revenue", "Fortescue's best half
for revenue", "its strongest half-year by EBITDA"): a ranking of the halves held. Not a
measure of a half ("the highest half-year dividend")."""
OPERATION_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("cagr", re.compile(r"\bcagr\b|compound|annual(ised|ized)? growth rate|年均|复合", re.I)),
    (
        "change",
        re.compile(
            r"grow|grew|growth|(?<!ex)chang|increas|decreas|\b(?:rise|rises|rising|risen|rose)\b|"
            r"\bmov(?:e|ed|es|ement)\b|(?:\bcompar\w*\s+(?:with|to|against)|\bversus|\bvs\.?|"
            r"\bagainst|\brelative\s+to|\bthan|\bover|\bon|\bfrom)\s+(?:(?:a|the)\s+)?"
            r"(?:year\s+(?:earlier|before)|(?:prior|previous|preceding)\s+"
            r"(?:financial\s+|fiscal\s+)?year)\b|"
            r"\bcompar\w*\b[^.?!;]{0,80}?\b(?:with|to|against)\s+(?:(?:a|the)\s+)?"
            r"(?:year\s+(?:earlier|before)|(?:prior|previous|preceding)\s+"
            r"(?:financial\s+|fiscal\s+)?year)\b|"
            r"\b(?:fall|falls|falling|fallen|fell)\b|declin|\bdrop|by what percentage|"
            r"percent(age)? (change|increase|decrease)|\bballoon|\bshr[iau]nk|\bjump|\bslump|"
            r"\bsurg|\bsoar|\bplung|\bplummet|\bclimb|\bsl[iu]d|\bdip(?:s|ped)?\b|\btumbl|"
            r"\bswell|\bswoll|\bwiden|\bnarrow|\bimprov|\bdeteriorat|\bhow fast\b|"
            r"\b(?:go|goes|went|gone)\s+(?:up|down)\b|\byear[\s-]on[\s-]year\b|"
            r"\byear[\s-]over[\s-]year\b|\byoy\b|增长|变化|下降|增幅|降幅|增加|减少|上升|下跌|"
            r"同比|涨|跌",
            re.I,
        ),
    ),
    (
        "rank",
        re.compile(
            r"\b(?:which|who|whose)\b[^.?!;]{0,80}\b(?:highest|lowest|most|least|largest|"
            r"biggest|smallest|"
            r"best|worst|top|more|less|larger|bigger|smaller|higher|lower|greater|strongest|"
            r"weakest|fastest|slowest|quickest|cheapest|dearest|thinnest|slimmest|leanest|"
            r"lightest|fattest|heftiest|heaviest|thickest|peak(?:ed)?)\b|\brank(?:ed|ing|s)?\b|"
            rf"\b(?:when|what\s+year)\b[^.?!;]{{0,80}}\b{_SUPERLATIVE}|{YEAR_RANKED}|{HALF_RANKED}|"
            rf"\b{_SUPERLATIVE}[^.?!;]{{0,60}}{_YEAR_SPAN}|{_YEAR_SPAN}[^.?!;]{{0,60}}\b{_SUPERLATIVE}|"
            r"哪(?:一)?(?:年|家|个|间|一家)[^？?。]{0,20}最|最(?:高|多|低|少|大|小)的?是哪|排名|排序",
            re.I,
        ),
    ),
    (
        "ratio",
        re.compile(
            r"(?<!payout )(?<!gearing )\bratio\b|margin|as a (share|percentage)|proportion|"
            r"divided|\b(?:what|which) (?:share|percentage|fraction|portion) of\b|"
            r"\bpercentage of (?:its |their |the )?(?:revenue|sales)\b|"
            r"\bhow many times\b|\btimes\s+(?:as|more|bigger|larger|higher|greater|smaller)\b|"
            r"\bmultiple\b|\bshare of (?:its |their |the )?(?:revenue|sales)\b|"
            rf"{SHARE_OF_REVENUE}|占|比率|利润率|净利率|倍",  # "of each revenue dollar"
            re.I,
        ),
    ),
    (
        "difference",
        re.compile(
            r"difference|\bgap\b|(more|less|higher|lower|bigger|larger|smaller) than|"
            r"(?<!cash )exceed(?!\w*\s+(?:its\s+|the\s+)?(?:debt|borrowings))|"
            r"how much (more|less|higher|lower|bigger|larger|smaller)"
            r"(?!\s+cash\s+than\s+(?:\w+\s+)?(?:debt|borrowings))|how far apart|"
            r"相差|差额|差距|差多少",
            re.I,
        ),
    ),
    (
        "sum",
        re.compile(
            rf"\btotal\b(?!\s+{_METRIC_WORDS})|combined|\bsum\b|together|altogether|合计|总共|总和",
            re.I,
        ),
    ),
)
"""What calculation a question asks for, most specific first."""

_CURRENCY_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("AUD", re.compile(r"australian (?:dollars?|cents?)|\bAU?\$|\$A\b|\baud\b|澳元", re.I)),
    (
        "USD",
        re.compile(r"(?:us|u\.s\.|american) (?:dollars?|cents?)|\bUS\$|\$US\b|\busd\b|美元", re.I),
    ),
)


_MARGIN = re.compile(rf"\bmargins?\b|利润率|{SHARE_OF_REVENUE}", re.IGNORECASE)
_PAYOUT = re.compile(
    r"\b(?:share|proportion|portion|slice|fraction|percentage|per\s*cent|how\s+much)\s+of\s+"
    r"(?:[\w'’-]+\s+){0,4}?"
    r"(?:earnings|profits?|npat)\b(?=[^.?!]*\b(?:pa(?:y|id)\s+out|payout|distribut\w*|"
    r"return(?:ed|s)?|hand(?:ed|s)?\s+back|g[ai]ve\s+back|dividends?)\b)",
    re.IGNORECASE,
)
"""A payout ratio in words: "what share of earnings did X pay out / distribute / return",
"what percentage of profit did its dividends represent"."""
PROFIT_METRICS = ("statutory_npat", "underlying_npat")


def asks_payout(text: str) -> bool:
    """Whether ``text`` asks for the share of earnings paid out (a payout ratio in words)."""
    return bool(_PAYOUT.search(text))


_AMOUNT_PAID = re.compile(
    r"\b(?:pa(?:y|ys|id)|distribut\w+|return(?:s|ed)?)\s+(?:out\s+)?in\s+(?:[\w-]+\s+){0,2}"
    r"dividends?\b[^.?!;]*\bin\s+(?:total\s+)?dollars\b(?!\s+(?:per|a|each)\s+share)|"
    r"\bin\s+dollar\s+terms\b|\b(?:dollar|cash)\s+(?:amount|value|sum)\b|"
    r"\bin\s+(?:billions?|millions?)\b",
    re.IGNORECASE,
)
"""A dividend asked as the sum paid: "paid in dividends ... in dollars", "the cash amount",
"in dollar terms", "in billions" ("the final dividend in dollars" alone may be a per-share
amount in dollars rather than cents, and is not read as one)."""


def asks_amount_paid(text: str) -> bool:
    """Whether ``text`` asks for a dividend as the sum paid, which no per-share figure is."""
    return bool(_AMOUNT_PAID.search(text))


_DIVIDEND_TERMS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "franked amount",
        re.compile(
            r"\bfranking\b|\b(?:un)?franked\s+(?:amount|portion|part|component)\b|"
            r"\b(?:was|were|is|are|be|been)\s+(?:(?:fully|partly)\s+)?(?:un)?franked\b",
            re.I,
        ),
    ),
    ("record date", re.compile(r"\brecord\s+date\b|\bbooks?\s+clos\w*", re.I)),
    ("payment date", re.compile(r"\bpayment\s+date\b|\bdate\b[^?.]*\bpaid\b", re.I)),
    ("ex-dividend date", re.compile(r"\bex[\s-]*(?:dividend|date)\b", re.I)),
    ("reinvestment plan", re.compile(r"\breinvestment\s+plan\b|\bdrp\b", re.I)),
    ("conduit foreign income", re.compile(r"\bconduit\s+foreign\s+income\b", re.I)),
)
"""The terms of a dividend rather than its amount: how much of it was franked, its record,
payment or ex-dividend date, its reinvestment plan ("a fully franked dividend" only says
what the dividend is)."""


def dividend_terms(text: str) -> str | None:
    """The dividend term ``text`` asks about ("franked amount", "record date"), else None.

    "How much of the interim dividend was franked?" asks the franked amount and "what was
    the record date?" a date: the dividend a share is neither, and never answers them.
    """
    return next((term for term, pattern in _DIVIDEND_TERMS if pattern.search(text)), None)


_KIND_LIST = re.compile(
    r"(?:\b(?:interim|final|special|ordinary|total)\b\s*(?:,|\band\b|&)?\s*)+$", re.I
)
"""Dividend kinds listed just before the dividend ("the interim and final dividends")."""
_JOINS = re.compile(r"\b(?:and|plus|as well as|along with|together with)\b|&|^\W*,\W*$", re.I)
"""A conjunction, or a bare comma, that puts two measures side by side."""


def asks_dividend_beside_payout(text: str) -> bool:
    """Whether ``text`` asks for a dividend as well as a payout ratio, not only the ratio.

    A payout ratio is a dividend over earnings: the dividend a question names with it is
    the ratio's own ("what payout ratio did the interim dividend represent") unless the two
    are listed side by side ("the final dividend and the payout ratio").
    """
    spans = find_metric_spans(text)
    payouts = [(s, e) for s, e, k in spans if k == "payout_ratio"]
    dividends = [(s, e) for s, e, k in spans if k == "dividends_per_share"]
    for start, end in dividends:
        for p_start, p_end in payouts:
            between = text[end:p_start] if end <= p_start else text[p_end:start]
            if _JOINS.search(_KIND_LIST.sub("", between)):
                return True
    return False


_BOTH_KINDS = re.compile(
    r"\b(?:interim|first[\s-]half)\b[^.?!]{0,40}\b(?:and|plus|with|to)\s+(?:the\s+)?final\b|"
    r"\bfinal\b[^.?!]{0,40}\b(?:and|plus|with|to)\s+(?:the\s+)?interim\b",
    re.IGNORECASE,
)


_ADDING = re.compile(
    r"\badd(?:s|ed|ing)?\b|\bplus\b|\bsumm(?:ed|ing)\b|"
    r"\bboth\s+(?:the\s+)?(?:interim|final|dividends)\b",
    re.IGNORECASE,
)
"""Words that add the two kinds a question names ("adding interim and final", "interim plus
final", "both the interim and final"), beside the sum words of :data:`OPERATION_PATTERNS`."""
_BOTH_DIVIDENDS = re.compile(
    r"\b(?:both|the\s+two)\s+(?:of\s+)?(?:(?:the|its|their|\w+'s)\s+)?dividends\b", re.IGNORECASE
)


def combines_dividend_kinds(text: str) -> bool:
    """Whether ``text`` asks for the interim and final dividends as one sum: the year's total.

    "interim and final combined" is a total the documents state, no sum to compute; so is
    "adding interim and final" or "interim plus final": never one of the two kinds.
    """
    named = _BOTH_KINDS.search(text) or _BOTH_DIVIDENDS.search(text)
    return bool(named and (dict(OPERATION_PATTERNS)["sum"].search(text) or _ADDING.search(text)))


_KIND_NAMES = r"\b(?:interim|final|special)\b"
_LISTED_KINDS = re.compile(
    rf"(?:{_KIND_NAMES}(?:\s+(?:dividends?|distributions?))?\s*(?:,\s*(?:and\s+)?|\band\b|&|"
    rf"\bas\s+well\s+as\b)\s*(?:(?:the|its|their)\s+)?)+{_KIND_NAMES}\s+"
    r"(?:dividends?|distributions?|payouts?)\b",
    re.IGNORECASE,
)
"""Dividend kinds listed side by side: "the interim and final dividends", "interim dividend
and final dividend", "its interim, final and special dividends"."""


def listed_dividend_kinds(text: str) -> tuple[str, ...]:
    """The dividend kinds ``text`` asks for one by one, when it lists two or more.

    "What were BHP's interim and final dividends" asks for each of the two, never their
    sum; a question adding them ("combined", "in total", "plus") asks for the year's
    total (:func:`combines_dividend_kinds`), and one kind alone for itself: ``()``.
    """
    m = _LISTED_KINDS.search(text)
    if m is None or combines_dividend_kinds(text) or dict(OPERATION_PATTERNS)["sum"].search(text):
        return ()
    kinds = tuple(dict.fromkeys(k.lower() for k in re.findall(_KIND_NAMES, m.group(0), re.I)))
    return kinds if len(kinds) > 1 else ()


def find_operations(text: str) -> tuple[str, ...]:
    """The calculation ``text`` asks for, as a one-element tuple, or ``()``.

    A change word inside a metric's name ("growth capex") asks for no change.
    """
    spans = find_metric_spans(text)
    # "including sustaining and growth": kinds of spend, no change asked
    words = _SPEND_KINDS.sub(lambda m: " " * len(m.group(0)), _without_measures(text, spans))
    # "between July 2022 and June 2023": one span of time, no change from one to the other
    words = MONTH_SPAN.sub(lambda m: " " * len(m.group(0)), words)
    if _TONNAGE_ASKED.search(words):  # "how many tonnes did it move": a volume, no change
        words = _MOVE_VERB.sub(lambda m: " " * len(m.group(0)), words)
    for name, pattern in OPERATION_PATTERNS:
        if pattern.search(words if name == "change" else text):
            return (name,)
    if _measure_lost(words, spans):
        return ("change",)  # "how much revenue did it lose": a fall in that measure
    if any(
        _ONE_TO_ANOTHER.fullmatch(text[a_end:b_start]) and a_metric != b_metric
        for (_, a_end, a_metric), (b_start, _, b_metric) in itertools.pairwise(spans)
    ):
        return ("ratio",)  # "net debt to EBITDA": one measure over the other
    return ()


_TONNAGE_ASKED = re.compile(
    r"\bhow\s+(?:many|much)\b[^.?!;]{0,40}?\b(?:tonnes|tons|tonnage|ounces|wmt|dmt|Mt|kt)\b|"
    r"\bwhat\s+(?:volumes?|tonnage)\b",
    re.I,
)
"""A quantity of material asked ("how many wet tonnes", "what volume"): a verb of moving
then says what was done with it ("did the contracting arm move"), not that it changed."""
_MOVE_VERB = re.compile(r"\bmov(?:e|ed|es)\b", re.I)

_SPEND_KINDS = re.compile(
    r"\b(?:sustaining|stay[\s-]in[\s-]business)\s+(?:and|&|plus|or)\s+growth\b|"
    r"\bgrowth\s+(?:and|&|plus|or)\s+sustaining\b|"
    r"\b(?:invest\w*|spen[dt]\w*|put|poured?|outlays?)\s+(?:\w+\s+){0,2}?(?:on|in|into)\s+"
    r"(?:its\s+|the\s+)?growth\b|\bgrowth\s+(?:projects?|capital|capex|spend\w*|investments?)\b",
    re.IGNORECASE,
)
"""Capital spending's kinds named together ("sustaining and growth") or growth spent on ("invest
in growth", "growth projects"): "growth" asks no change."""


_ONE_TO_ANOTHER = re.compile(
    r"\s*(?:-|–)?\s*to\s*(?:-|–)?\s*(?:(?:its|their|the)\s+)?(?:underlying\s+|statutory\s+)?",
    re.IGNORECASE,
)
"""Two measures joined by "to" ("net debt to EBITDA", "debt-to-equity"): a ratio."""


_LOST_IN = re.compile(r"\s+(?:in|of|on|from)\s+(?:(?:its|their|the)\s+)?", re.IGNORECASE)


def _measure_lost(words: str, spans: list[tuple[int, int, str]]) -> bool:
    """Whether a loss verb has a measure of its own ("how much revenue did it lose").

    Then it asks for a fall in that measure ("lost in sales" too), not for the year's loss.
    """
    verb = LOSS_VERB.search(words)
    if verb is None:
        return False
    return any(
        end <= verb.start()
        or (
            _LOST_IN.fullmatch(words[verb.end() : start]) is not None
            and metric not in _BOTTOM_LINES  # "lose on the bottom line": the year's loss
        )
        for start, end, metric in spans
    )


_BOTTOM_LINES = frozenset({"statutory_npat", "underlying_npat"})
"""The result a loss is of: losing "on" it is making a loss, no fall in another measure."""


def _without_measures(text: str, spans: list[tuple[int, int, str]]) -> str:
    """``text`` with each measure's words blanked ("growth capex" asks for no change)."""
    for start, end, _ in reversed(spans):
        text = text[:start] + " " * (end - start) + text[end:]
    return text


_AVERAGE = re.compile(r"\b(?:average|averaged|(?:the\s+)?mean\s+of)\b|平均", re.IGNORECASE)


def asks_average(text: str) -> bool:
    """Whether ``text`` asks for a mean of figures ("average revenue over FY21-FY23").

    The word inside a measure's own name ("average realised price") asks for no mean; the
    caller decides whether there are several figures to average (years or companies).
    """
    return bool(_AVERAGE.search(_without_measures(text, find_metric_spans(text))))


_LOWEST = re.compile(
    r"\b(?:lowest|least|smallest|weakest|worst|fewest|lower|less|smaller|cheapest|slowest|"
    r"thinnest|slimmest|leanest|lightest)\b|"
    r"最低|最少|最小|最差",
    re.IGNORECASE,
)


def asks_ranking(text: str) -> bool:
    """Whether ``text`` asks which is first ("which company's revenue grew fastest")."""
    return bool(dict(OPERATION_PATTERNS)["rank"].search(text))


def rank_order(text: str) -> str:
    """``lowest`` when a ranking question asks for the smallest value, else ``highest``."""
    return "lowest" if _LOWEST.search(text) else "highest"


_FALLING = re.compile(
    r"\b(?:f[ae]ll|falls|falling|fallen|drop\w*|declin\w*|decreas\w*|shr[iau]nk\w*|slump\w*|"
    r"plung\w*|plummet\w*|tumbl\w*|slid\w*|lost|lose)\b|下降|减少|下跌",
    re.IGNORECASE,
)


def asks_fall(text: str) -> bool:
    """Whether the words ask about a fall ("whose revenue fell the most"), not a rise."""
    return bool(_FALLING.search(text))


def find_currencies(text: str) -> tuple[str, ...]:
    """Currencies ``text`` asks for explicitly."""
    return tuple(code for code, pattern in _CURRENCY_WORDS if pattern.search(text))
