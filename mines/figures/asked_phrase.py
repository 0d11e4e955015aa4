"""A measure phrase read from a question's words, and what the words around it state.

:func:`mines.figures.asked.asked_measures` finds each registry alias; here the phrase
grows over the words that still describe the measure ("average realised copper price"),
a Chinese alias keeps its own clause, and the words around the phrase add the axes it
leaves open: an aside ("borrowings, before cash,"), a basis named apart ("on an underlying
basis"), a verb of volume ("how much copper did it sell") or of debt ("repay").
"""

from __future__ import annotations

import re

from mines.figures.basis_words import (
    STATUTORY_WORDS,
    UNDERLYING_WORDS,
)
from mines.figures.ownership_words import FULL, ownership_of
from mines.figures.qualifier_conflicts import (
    IMPLIED,
)
from mines.figures.qualifiers import (
    read_qualifiers,
)
from mines.figures.question_verbs import verb_spans, without_verbs
from mines.measures.words import find_metric_spans
from mines.numbers import MONTH
from mines.question.companies import company_spans
from mines.question.describe import metric_query_text
from mines.question.years import period_phrase_spans

_I = re.IGNORECASE

_TOKEN = re.compile(r"[A-Za-z0-9%][A-Za-z0-9%&\-]*|'s|’s|[^\sA-Za-z0-9]")
_STOP = frozenset(
    """what was were is are did does do the a an in for at during by its their 's ’s how
    much many tell me give show please and or vs versus compared with to than as over
    year years fy financial fiscal which who company companies highest lowest most least
    biggest largest smallest thinnest slimmest leanest lightest fattest heftiest heaviest
    thickest cheapest dearest top bottom best worst strongest weakest peak report reported?
    ? . , ; : ! ( ) [ ] it they this
    that these those has have had been be every each all between both latest last
    previous prior recent current about on up down grow growth change rise fall increase
    decrease difference gap came come comes across throughout""".split()
)
"""Words that end a measure phrase (question words, years, ranking and change words)."""
_COUNTS = frozenset("one two three four five six seven eight nine ten".split())
_SPANS = frozenset("year years half halves months quarters periods".split())
_HEADS_BEFORE_OF = frozenset(
    {"cost", "costs", "price", "prices", "yield", "share", "proportion", "portion", "percentage"}
)
_CJK = re.compile(r"[\u3400-\u9fff]")


_HALF_WORD = re.compile(r"(?:[12]h|h[12]|half(?:-?years?|-?yearly)?|halves)", _I)
"""A half named after a measure ("EBITDA 1H FY24", "EBITDA half to December 2024")."""


def _half_after(tokens: list[tuple[int, int, str]], i: int) -> bool:
    """Whether the ``i``-th token starts a half named after the measure, not the measure.

    "Mining Services EBITDA 1H FY24", "lithium EBITDA first half FY2024": the period, which
    the answer states apart; a label printing "EBITDA" never prints "1H" or "half" after it.
    """
    word = tokens[i][2]
    if word.lower() in {"first", "second", "1st", "2nd"} and i + 1 < len(tokens):
        word = tokens[i + 1][2]
    return _HALF_WORD.fullmatch(word) is not None


def _phrase_around(text: str, start: int, end: int) -> str:
    """The words around ``text[start:end]`` that still describe the measure.

    The phrase grows over neighbouring words until a question, ranking or period word, a
    period in words ("from July to December 2022"), a number, a company name or a bare
    "of" (kept only after a head such as "cost of").
    """
    names = company_spans(text) + period_phrase_spans(text) + verb_spans(text)
    tokens = [(m.start(), m.end(), m.group(0)) for m in _TOKEN.finditer(text)]
    inside = [i for i, (s, e, _) in enumerate(tokens) if s < end and e > start]
    if not inside:
        return text[start:end]
    first, last = inside[0], inside[-1]

    def usable(i: int) -> bool:
        s, e, word = tokens[i]
        low = word.lower()
        if any(a < e and s < b for a, b in names):
            return False
        if not low[0].isalnum() and low not in {"%", "&", "-"}:
            return False  # punctuation ends a phrase: "Mineral Resources' revenue"
        if low in _COUNTS and i + 1 < len(tokens) and tokens[i + 1][2].lower() in _SPANS:
            return False  # "two years ago", "three halves back": a period, not the measure
        return low not in _STOP and not re.fullmatch(r"(?:fy)?\d{2,4}|h[12]|\d+|[12]h\d{2,4}", low)

    if first > 1 and re.fullmatch(
        r"(?:sustaining|growth)\s+and\s+", text[tokens[first - 2][0] : tokens[first][0]], _I
    ):
        first -= 2  # "sustaining and growth capex": both kinds of spend, the total
    while first > 0:
        word = tokens[first - 1][2].lower()
        if word == "of" and first > 1 and tokens[first - 2][2].lower() in _HEADS_BEFORE_OF:
            first -= 2
            continue
        if word in {"of", "into"} or not usable(first - 1):
            break  # "pour into capital spending": what the money went into is the measure
        first -= 1
    while last + 1 < len(tokens) and usable(last + 1) and not _half_after(tokens, last + 1):
        last += 1
    while last > first and tokens[last][2].lower() in {"of", "from", "per", "to"}:
        last -= 1
    if last == inside[-1] + 1 and tokens[last][2].lower() in {"line", "level"}:
        last -= 1  # "earn at the EBITDA line": the measure, not a line of it
    return text[tokens[first][0] : tokens[last][1]]


_BEFORE_OR_AFTER_TAX = re.compile(
    r"\s+(?:before|after|pre|post)[\s-]+(?:interest|income\s+tax|tax(?:es|ation)?)"
    r"(?:,?\s+(?:and|&)\s+(?:interest|tax(?:es|ation)?))?\b",
    _I,
)
"""A basis right after a measure said in the user's words: before or after interest and tax."""
_CJK_BREAK = re.compile(r"[和与及、，,；;？?。]|的(?=[^的]*$)")


def _own_words(words: str, start: int, end: int, metric: str | None) -> str:
    """A paraphrase in the user's own words, as a measure phrase.

    A named line grows over the words around it ("operating profit margin"); a wording
    with a verb ("cash did BHP's business generate") keeps its words bar the question's
    and the company's ("cash business generate"), so a label printing them matches.
    """
    if metric is None:
        return _phrase_around(words, start, end)
    tail = _BEFORE_OR_AFTER_TAX.match(words, end)
    end = tail.end() if tail else end  # "cash generated from operations before tax"
    names = company_spans(words) + verb_spans(words)  # "cash did it hand back"
    kept = [
        m.group(0)
        for m in _TOKEN.finditer(words, start, end)
        if m.group(0).lower() not in _STOP
        and m.group(0)[:1].isalnum()
        and not any(a < m.end() and m.start() < b for a, b in names)
    ]
    return " ".join(kept) or words[start:end]


def _cjk_clause(text: str, start: int, end: int) -> str:
    """The words around a Chinese alias up to the nearest conjunction or punctuation.

    Chinese has no word boundaries to grow a phrase over: "收入和铜产量" gives "收入" and
    "铜产量" their own clauses, so "铜" is read for copper production only.
    """
    left = max((m.end() for m in _CJK_BREAK.finditer(text, 0, start)), default=0)
    right = min((m.start() for m in _CJK_BREAK.finditer(text, end)), default=len(text))
    return text[left:right]


def _computed_form(stated: dict[str, frozenset[str]], metric: str) -> dict[str, frozenset[str]]:
    """Drop a margin or ratio asked of an amount: it is computed from the amount's figure.

    "Net profit margin" asks for net profit over revenue (the calculator's work); the
    figure to fetch is still net profit.
    """
    form = stated.get("form", frozenset())
    if form & {"margin", "ratio"} and IMPLIED.get(metric, {}).get("form") == "amount":
        rest = form - {"margin", "ratio"}
        return {k: v for k, v in stated.items() if k != "form"} | ({"form": rest} if rest else {})
    return stated


_ASIDE = re.compile(
    r"^(?:\s+(?:and|or|plus)\s+[\w'’-]+)?\s*[,(–—-]\s*([^,()?.;:–—]{3,40}?)\s*(?:[,)?.;:–—]|$)"
)
"""A short clause set off by commas or brackets right after a measure ("borrowings, before
cash,", "EPS (diluted)"): it qualifies that measure."""
_ASIDE_AXES = frozenset({"gross_net", "tax", "basis", "dilution", "ownership"})


_ON_BASIS = re.compile(
    r"\b(?:on|using|under)\s+(?:an?|the|its|their|a\s+company's)\s+((?:[\w%'’-]+\s+){1,3}?)"
    r"(?:basis|measure|view|definition)\b|\bin\s+((?:[\w%'’-]+\s+){1,2}?)terms\b",
    re.IGNORECASE,
)
"""A basis the question names apart from the measure ("profit after tax on an underlying
basis", "on its underlying measure", "in statutory terms", "on a 100% basis")."""


def _with_basis_words(stated: dict[str, frozenset[str]], words: str) -> dict[str, frozenset[str]]:
    """``stated`` with the qualifying axes a basis phrase of the question states, where open.

    "On an underlying basis", "in reported terms", or the one-off items a result keeps or
    leaves out ("with significant items kept in").
    """
    kept = {"statutory"} if STATUTORY_WORDS.search(words) else set()
    dropped = {"underlying"} if UNDERLYING_WORDS.search(words) else set()
    if "basis" not in stated and len(kept | dropped) == 1:
        stated = stated | {"basis": frozenset(kept | dropped)}
    for m in _ON_BASIS.finditer(words):
        said = m.group(1) or m.group(2) or ""
        named = read_qualifiers(re.sub(r"\breported\b", "statutory", said, flags=re.I))
        # "on a 100% basis and BHP's share" names two measures: no one basis for each
        both = len(read_qualifiers(words).get("ownership", ())) > 1
        axes = _ASIDE_AXES - {"ownership"} if both else _ASIDE_AXES
        stated = stated | {k: v for k, v in named.items() if k in axes and k not in stated}
    if "ownership" not in stated and stated.get("head", frozenset()) & _VOLUME_HEADS:
        # "Rio Tinto's share of Pilbara production": the company's share, said with its name
        if (own := ownership_of(words)) is not None:
            stated = stated | {"ownership": frozenset({"100%" if own == FULL else "share"})}
        elif stated.get("basis") == frozenset({"attributable"}):
            # a volume has no statutory result: "attributable" tonnes are the company's part
            # ("attributable Mt Marion spodumene shipments"), whatever stands between
            stated = {k: v for k, v in stated.items() if k not in {"basis", "owners"}}
            stated["ownership"] = frozenset({"share"})
    return stated


_VOLUME_HEADS = frozenset({"production", "shipments", "sales"})
"""The heads of a volume, whose ownership basis a question may state with the company's name."""


def _with_aside(stated: dict[str, frozenset[str]], after: str) -> dict[str, frozenset[str]]:
    """``stated`` with what an aside right after the phrase says of the axes it leaves open.

    "Borrowings and leases, before cash," asks for gross borrowings: a net figure conflicts,
    though "before cash" is outside the phrase. Only the qualifying axes count (gross/net,
    tax, basis, dilution, ownership), and only an aside naming no measure of its own.
    """
    m = _ASIDE.match(after)
    if not m or find_metric_spans(m.group(1)):
        return stated
    aside = read_qualifiers(m.group(1))
    return stated | {k: v for k, v in aside.items() if k in _ASIDE_AXES and k not in stated}


_TONNE_ASKED = re.compile(
    r"^\s*[,(]?\s*(?:(?:in|as|expressed\s+in|measured\s+in|on\s+an?)\s+)?"
    r"(?:(?:US|A|AU)?\$\s*)?(?:/\s*|per\s+|an?\s+)?"
    r"(?P<unit>(?:dry|wet)[\s-]+(?:metric[\s-]+)?(?:tonnes?|tons?|basis)|dmt|wmt)\b",
    re.IGNORECASE,
)
"""The tonne a figure is asked in, said right after its measure ("C1 cost in US$/wmt",
"shipments (dmt)", "revenue per dry metric tonne"): a wet tonne is never a dry one."""


def with_tonne_asked(stated: dict[str, frozenset[str]], after: str) -> dict[str, frozenset[str]]:
    """``stated`` with the dry or wet tonne named right after the phrase, if it names none."""
    m = _TONNE_ASKED.match(after)
    if m is None or "per" in stated:
        return stated
    unit = m.group("unit").lower()
    wet = unit == "wmt" or unit.startswith("wet")
    return stated | {"per": frozenset({"wet tonne" if wet else "dry tonne"})}


_NO_MEASURE = re.compile(
    r"^(?:[12]h|h[12]|determined?|declared?|reported|post(?:ed)?|book(?:ed|s)?|record(?:ed)?|"
    r"announced?|achieved?|deliver(?:ed)?|make|made|get|got|receive[sd]?|see|saw|show(?:ed|n|s)?|"
    r"preliminary|reports?|go(?:es|ing|ne)?|went|back|pay|that|ago|one|two|three|four|five|"
    rf"six|seven|eight|nine|ten|{MONTH}|\d+(?:st|nd|rd|th)?|"
    r"latest|last|most|recent|newest|previous|prior|preceding|current|this|past|just|gone|"
    r"earlier|later|following|next|subsequent|calendar|"
    r"half|halves|half[\s-]?years?|half[\s-]?yearly|six[\s-]months?|months?|periods?)$",
    re.IGNORECASE,
)
"""Words of a question that name no measure: a half's tag, the verbs and documents of
reporting, the day and month of a date ("for the year to 30 June") and the words of a
relative period ("three years ago", "the latest half-year", "the most recent six
months", "the half just gone")."""


_OVER_A_BASE = re.compile(
    r"\s*(?:-|–)?\s*(?<![^\W\d_])to\s*(?:-|–)?\s*(?:(?:its|their|the|total|shareholders['’]?)\s+)*"
    r"(?:equity|capital(?:\s+employed)?|(?:total\s+)?assets|market\s+(?:cap|capitali[sz]ation)|"
    r"enterprise\s+value|book\s+value)\b",
    _I,
)
"""A measure over a base no registry metric is ("net debt to equity", "debt-to-capital"):
the ratio is asked, and the measure's own figure is only one side of it."""
_RATIO = {"form": frozenset({"ratio"})}
_VERB_AS_NOUN = {"produce": "production", "sell": "sales", "ship": "shipments", "mine": "mined"}
"""A bare verb of a volume question as the noun a measure phrase reads with."""
_VOLUME_HEADS = frozenset({"shipments", "production", "sales"})
"""What a verb of a volume question asks: made, shipped or sold."""
_VERB_NOUN = {"sales": "sold", "shipments": "shipped", "production": "produced"}


def _volume_head(
    stated: dict[str, frozenset[str]], metric: str, words: str
) -> dict[str, frozenset[str]]:
    """``stated`` with the volume a verb of the question asks for, when its phrase names none.

    "How much spodumene did Wodgina ship": the registry's spodumene metric is output and
    shipments alike, so the verb says which; a table of what was produced never answers.
    The verb also overrules a volume the alias only implies: "how much copper did it sell"
    names copper (an alias of copper production), but asks for what was sold, and "how many
    ounces of gold did it pour" for what was produced, not the gold sold. One verb of volume
    only: a question naming two ("production, not shipments") leaves the phrase to decide.
    """
    stated = _computed_form(stated, metric)
    own = IMPLIED.get(metric)
    if "head" in stated or own is None or own.get("head", "production") not in _VOLUME_HEADS:
        return stated
    if "head" not in own and own.keys() & {"form", "cash_flow"}:
        # a metric naming no head is a volume ("spodumene") unless it is a sum of money or
        # a ratio: "what free cash flow did it produce" asks for no production
        return stated
    # "produce (not sell)", "rather than shipped": a refused verb asks for nothing
    heads = read_qualifiers(_unrefused(words)).get("head", frozenset()) & _VOLUME_HEADS
    return {**stated, "head": heads} if len(heads) == 1 else stated


def _debt_moved(stated: dict[str, frozenset[str]], words: str) -> dict[str, frozenset[str]]:
    """``stated`` with the flow a verb asks of a debt ("how much debt did it repay").

    Repaying, paying down or drawing debt is a financing cash flow; the debt at the balance
    date (net debt, borrowings) is no answer to it.
    """
    if "debt" not in stated.get("head", frozenset()):
        return stated
    flows = read_qualifiers(words).get("cash_flow", frozenset())
    return {**stated, "cash_flow": frozenset({"financing"})} if "financing" in flows else stated


_PERIOD_LEAD = re.compile(
    r"^(?:(?:full|half)[\s-]year(?:ly)?|annual|yearly|(?:first|second|1st|2nd)[\s-]half|"
    r"[12]h|h[12])\s+(?!(?:(?:cash|ordinary|fully[\s-]franked)\s+)?"
    r"(?:dividends?|distributions?|payouts?|dps)\b)",
    _I,
)
"""A period word leading a measure phrase ("full-year operating margin"), unless it names a
dividend's kind ("half-year dividend" is the interim one)."""


def measure_named(phrase: str) -> str:
    """``phrase`` as an answer names the measure: without the period words it was asked with.

    The answer states the period apart ("H1 FY2024 — operating margin: not found"), so
    "full-year operating margin" or "half-year EBITDA" reads as the measure alone. A
    dividend keeps its kind ("half-year dividend"); a phrase that is all period words is
    kept as written.
    """
    named = _PERIOD_LEAD.sub("", phrase.strip())
    return named if named and named != phrase.strip() else phrase.strip()


_LIGHT_VERB = re.compile(
    r"^(?:have|has|had|comes?|came|get|gets|got|do|does|did|amount(?:ed|s)?|total(?:l?ed|s)?)$",
    _I,
)
"""A verb saying only that a measure has a value ("how many staff does BHP have", "what did
its net profit come to"): dropped, the noun before it names the measure."""
_VERB_OF_RESULT = re.compile(
    r"^(?:earn(?:ed|s|t)?|makes?|made|bring|brings|brought|takes?|took|generate[sd]?|"
    r"pocket(?:ed|s)?|rake[sd]?|achieve[sd]?|post(?:ed|s)?|book(?:ed|s)?|record(?:ed|s)?|"
    r"deliver(?:ed|s)?|clock(?:ed|s)?|log(?:ged|s)?|hit|reach(?:ed|es)?|land(?:ed|s)?|"
    r"manage[sd]?)$",
    _I,
)
"""A verb a question asks a result with ("what did BHP earn", "how much cash did it
generate"): the measure is in the verb, so the answer quotes the question's words."""


_LINKING = frozenset({"of", "per", "from", "with", "into", "after", "before", "excluding"})
"""Words joining a measure phrase's parts ("revenue per dry tonne for iron ore"): no verb."""


def _verb_of(question: str, word: str) -> bool:
    """Whether ``word`` is the verb of ``question`` ("employ" in "did NST employ in FY2024").

    It follows an auxiliary and a subject, and the period or the question's end follows it.
    """
    return bool(
        re.search(
            rf"\b(?:did|does|do|will|would|can|could)\s+(?:[\w'’&.-]+\s+){{1,3}}"
            rf"{re.escape(word)}(?=\s*(?:[?.!,;]|$)|\s+(?:in|for|to|during|over|at|on|"
            r"from|across|last|this|the|its|their|between|since)\b)",
            question,
            _I,
        )
    )


def measure_said(phrase: str, question: str = "") -> str:
    """``phrase`` as a not-found answer names the measure ("" when it names none).

    :func:`measure_named`, without a verb saying only that it has a value ("net profit
    come" is said as "net profit", "staff have" as "staff"). A phrase holding the verb the
    measure is asked with ("earn" of "what did BHP earn", "people employ" of "how many
    people did it employ") names no measure by itself: "" (the answer then quotes the
    question's words, :func:`asked_in_words`).
    """
    words = [w for w in measure_named(phrase).split() if not _LIGHT_VERB.match(w)]
    verbs = [w for w in words if w.lower() not in _STOP and w.lower() not in _LINKING]
    if any(_VERB_OF_RESULT.match(w) or _verb_of(question, w) for w in verbs):
        return ""
    return " ".join(words)


_PERIOD_START = re.compile(
    r"\s+(?:(?:in|for|over|during|at|across|from|of|since|through)\s+)?"
    r"(?:the\s+|its\s+|their\s+|this\s+)?"
    r"(?:latest|last|most\s+recent|recent|newest|previous|prior|preceding|current|this|past|"
    r"first|second|final|opening|closing|(?:fy|h[12]|[12]h|hy)(?:\s*'?\d|\b)|(?:19|20)\d\d|"
    r"(?:a|one|two|three|four|five|\d)\s+(?:years?|halves|half(?:[\s-]years?)?)\s+ago|"
    r"year\s+before|half\b|half[\s-]year|six[\s-]months?|interim\s+period)",
    _I,
)
"""Where a question's period starts ("... in the latest half-year", "... two years ago")."""


_ONLY_ASKING = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:was|were|is|are|did|does|do|has|have|had)$|^\W*\w*\W*$", _I
)
"""Words before a period that ask nothing yet ("What was", "How much did"): no clause."""


def asked_in_words(question: str) -> str:
    """The question's own words up to its period: "What did BHP earn" (capped at 80 chars).

    A not-found answer whose measure has no name of its own quotes these, so it says what
    was asked as the user put it, never an empty or garbled phrase.
    """
    m = _PERIOD_START.search(question)
    said = " ".join((question[: m.start()] if m else question).split()).rstrip(" ?.!,;:")
    if _ONLY_ASKING.search(said):  # "What was" (of "what was the latest ... ROCE"): all of it
        said = " ".join(question.split()).rstrip(" ?.!,;:")
    return said if len(said) <= 80 else f"{said[:77].rstrip()}..."


_REFUSED_WORD = re.compile(
    r"\b(?:not|rather\s+than|instead\s+of|as\s+opposed\s+to)\s+(?P<word>[\w'’-]+)",
    re.IGNORECASE,
)


def _unrefused(words: str) -> str:
    """``words`` without a measure word the asker refuses ("mine (produce, not ship)")."""

    def drop(m: re.Match[str]) -> str:
        word = m.group("word")
        asked = _VERB_AS_NOUN.get(word.lower(), word)
        return " " if read_qualifiers(asked).get("head") else m.group(0)

    return _REFUSED_WORD.sub(drop, words)


def _unrefused_measure_words(words: str) -> str:
    """``words`` without a refused measure word nor the verb a figure is asked with.

    "What did Northern Star bring in from selling its gold": "bring in" asks, it names no
    measure (:mod:`mines.figures.question_verbs`); a question left with no other word
    ("what did BHP post") keeps its verb, which then stands for the measure.
    """
    plain = without_verbs(words)
    named = [w for w in metric_query_text(plain).split() if not _NO_MEASURE.match(w)]
    return _unrefused(plain if named else words)
