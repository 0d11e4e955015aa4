"""Words that make a profit underlying without the word "underlying" (and debt gross).

A label's "bottom line" is compared as the net profit after tax it names, and debt a label
names by its instruments ("Notes and other drawn facilities") as the borrowings they are
(:func:`as_label_words`).

Reports and the press name an underlying result by what it leaves out: "excluding one-off
items", "before significant items", "EBITDA before one-offs", "stripping out the
writedown", "earnings stripped of one-off items". Both readings use this one pattern: the
extractor for a printed label or the clause before it, the question reader for the asked
measure. A result "as reported" or "on a statutory basis" is the other basis and is read
where the word "reported" is.

Pure: one compiled pattern.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from mines.figures.report_words import as_revenue
from mines.measures.words import find_metric_spans, question_metrics, question_wordings
from mines.numbers import find_figures
from mines.question.companies import negated

_LEAVES_OUT = (
    r"(?:before|excluding|excludes?|excl\.?|ex|pre|exclusive\s+of|adjusted\s+for|"
    r"stripped\s+(?:of|out)|strip(?:ping)?\s+out|taking\s+out|removing|leaving\s+out|"
    r"setting\s+aside|outside)"
)
_LEFT_OUT = (
    r"(?:significant|exceptional|one[\s-]?offs?|non[\s-]?recurring|non[\s-]?underlying|"
    r"individually\s+material|abnormal|special\s+items|write[\s-]?downs?|"
    # the items a report leaves out of its underlying result, by its own name for them
    r"exclusions|(?:adjusting|specified|excluded|separately\s+disclosed)\s+items|"
    r"impairments?(?:\s+charges?)?|gains?)"
)
_THEN_LEFT_OUT = (
    r"(?:(?:are|were|is|have\s+been|has\s+been|being|get|gets)\s+)?(?:excluded|stripped\s+out|"
    r"removed|taken\s+out|left\s+out|set\s+aside|backed\s+out|added\s+back)"
)
_LINE_WORD = (
    r"(?:tax\w*|income|interest|finance|financing|borrowing|depreciation|amorti[sz]ation|"
    r"d\s*&\s*a|royalt\w*|levy|levies|corporate)"
)
_NAMED_CHARGES = (
    rf"\b{_LEAVES_OUT}\s+(?:the|its|their|those|these)\s+(?:(?!{_LINE_WORD}\b)[\w'’&-]+\s+){{0,5}}?"
    r"(?:charges?|write[\s-]?offs?|provisions?)(?![\w-])"
)
"""Charges named by what they were for, set apart ("before the nickel and Samarco charges",
"excluding its restructuring provisions", "before the charges"): one-off items the
underlying result leaves out. Charges a statement line names are that line's ("before the
tax charge" is profit before tax, "before the depreciation charge" EBITDA), never these."""
UNDERLYING_WORDS = re.compile(
    rf"{_NAMED_CHARGES}|"
    rf"\b{_LEAVES_OUT}[\s-]+(?:(?:the|its|all|an?)\s+)?(?:[\w'’-]+\s+){{0,6}}?{_LEFT_OUT}"
    # a list of them: "stripping out impairments and other one-off items"
    rf"(?:(?:\s+items?)?(?:,|\s+and|\s+or)\s+(?:other\s+)?(?:[\w'’-]+\s+){{0,2}}?{_LEFT_OUT})*"
    r"(?:\s+items?)?(?![\w-])|"
    rf"\b(?:once|with|when|after|if)\s+(?:(?:the|its|all|an?)\s+)?(?:[\w'’-]+\s+){{0,2}}?"
    rf"{_LEFT_OUT}(?:\s+items?)?\s+{_THEN_LEFT_OUT}\b"
    # the items first: "one-offs are taken out", "the merger gain stripped out"
    rf"|\b(?:{_LEFT_OUT}|exceptionals)(?:\s+items?)?\s+(?:(?:are|is|were|was|been|being)\s+)?"
    r"(?:(?:taken|stripped|left|set)\s+(?:out|aside)|excluded|removed|out(?!\s+of))\b"
    # items named before, then set aside: "Setting those items aside, profit was ..."
    r"|\b(?:setting|leaving|putting|taking|stripping)\s+(?:those|these|such|the)\s+"
    r"(?:[\w'’-]+\s+)?items?\s+(?:aside|out)\b"
    # items a sentence before named, by a pronoun: "strip those out", "excluding those charges"
    r"|\b(?:strip(?:ping)?|set(?:ting)?|leav(?:e|ing)|tak(?:e|ing)|put(?:ting)?)\s+"
    r"(?:those|these|them|that|this)\s+(?:out|aside)\b"
    r"|\b(?:excluding|without|stripping\s+out|setting\s+aside|leaving\s+aside)\s+"
    r"(?:those|these|such|that|this)\s+(?:[\w'’-]+\s+)?(?:charges?|costs?|items?|one[\s-]?offs?)\b"
    # "Adjusted EBITDA", "EPS, adjusted", "normalised profit", "core earnings": the
    # company's own result before one-off items
    r"|\badjusted\b(?!\s+for\b)|\bnormali[sz]ed\b|\bcore\s+(?:net\s+)?(?:profit|earnings|loss|npat)\b"
    # its abbreviation before a result ("Adj. NPAT", "adj EBITDA"), never "adjustments"
    r"|\badj\.?\s+(?=(?:net\s+)?(?:npat|profit|earnings|ebitda|ebit|eps|loss|result)\b)",
    re.IGNORECASE,
)
"""An underlying result named by what it leaves out ("excluding one-off items", "once
non-underlying items are excluded", "setting those items aside")."""
_FILLER = rf"(?!{_LEAVES_OUT}\b|tax\b|taxation\b|interest\b)[\w'’-]+"
"""A word between "after" and the items it keeps: never one that leaves out or names tax
("profit after tax before significant items" is underlying)."""
STATUTORY_WORDS = re.compile(
    rf"\b(?:including|includes?|incl\.?|inclusive\s+of|after)\s+(?:(?:the|its|all|an?)\s+)?"
    rf"(?:{_FILLER}\s+){{0,2}}?{_LEFT_OUT}(?:\s+items?)?(?![\w-])(?!(?:\s+items?)?\s+{_THEN_LEFT_OUT})|"
    rf"\bwith\s+(?:(?:the|its|all|an?)\s+)?(?:[\w'’-]+\s+){{0,2}}?{_LEFT_OUT}(?:\s+items?)?\s+"
    r"(?:left\s+in|included|kept\s+in|counted|in)\b",
    re.IGNORECASE,
)
"""A statutory result named by the one-off items it keeps ("with exceptional items left
in", "after significant items", "including one-offs")."""


_NEW_CLAUSE_VERB = re.compile(
    r"\b(?:was|were|is|are|came\s+(?:in|to)|stood|totalled|totaled|amounted\s+to)\b", re.I
)


def kept_items_before(sentence: str, end: int) -> list[re.Match[str]]:
    """The kept items named before a verb that states the value at ``end``.

    "After impairments of lithium assets the statutory result was a loss of X", "Net profit
    after impairments was X": the impairments are what the result keeps, and the verb after
    them ("was") states the result; X is the result, never the impairments. Items followed
    by their own amount ("after impairments of X") are not passed over.
    """
    return [
        m
        for m in STATUTORY_WORDS.finditer(sentence, 0, end)
        if _NEW_CLAUSE_VERB.search(sentence, m.end(), end)
        and not find_figures(sentence[m.end() : end])
    ]


CLAUSE_ADVERB = (
    r"(?:(?:again|also|likewise|similarly|once\s+more|as\s+(?:before|usual|always))\s+)?"
)
"""An adverb that may open a basis clause ("..., again before exceptional items, rose")."""
_BASIS_CLAUSE = (
    rf"{CLAUSE_ADVERB}(?P<clause>(?:(?:{UNDERLYING_WORDS.pattern})|"
    rf"(?:{STATUTORY_WORDS.pattern}))(?:\s+[\w'’-]+){{0,4}}?)\s*[,)]?\s*$"
)
BASIS_ASIDE = re.compile(rf"[,(]\s*{_BASIS_CLAUSE}", re.IGNORECASE)
"""A basis clause set off by commas or brackets at the end of a text, right before its
value's verb: "Net profit, before the impairment charge, was", "Net profit (after the
writedown) was" or "..., including the writedown, came to". Its words are part of the
label they follow, and name its basis."""
_BASIS_TAIL = re.compile(rf"\s*[,(]?\s*{_BASIS_CLAUSE}", re.IGNORECASE)

_OWED = re.compile(r"\b(?:debts?|borrow\w*|owe[ds]?|owing|loans?)\b", re.IGNORECASE)
_CASH_HELD = (
    r"(?:(?:its|the|any)\s+)?cash(?:\s+(?:and\s+(?:cash\s+)?equivalents|holdings|balances?|"
    r"on\s+hand))?"
)
GROSS_OF_CASH = re.compile(
    r"\b(?:before|excluding|without|ignoring|not\s+counting)\s+(?:(?:netting|deducting|"
    rf"subtracting|offsetting|taking)(?:\s+(?:off|out|away))?\s+{_CASH_HELD}\b|{_CASH_HELD}"
    r"(?:\s+(?:is|was|has\s+been)\s+(?:netted|deducted|subtracted|offset)(?:\s+off)?\b|"
    r"(?=\s*(?:$|[,.;:)?]))))",
    re.IGNORECASE,
)
"""Debt named by the cash it does not net ("before netting off cash", "excluding cash on
hand", "before cash is deducted"): gross debt, the word a report prints."""


def as_gross_word(text: str) -> str:
    """``text`` with each not-netted-of-cash clause read as "gross".

    "total debt before netting off cash" asks for gross debt: the cash it names is what the
    debt leaves unnetted, not a measure asked for.
    """
    if not _OWED.search(text):
        return text  # "free cash flow before cash taxes" names no debt
    return GROSS_OF_CASH.sub("gross", text)


_BOTTOM_LINE = re.compile(
    r"\bbottom[\s-]line\b|\bbottom\s+of\s+the\s+(?:income|profit\s+(?:and|&)\s+loss)\s+statement\b",
    re.IGNORECASE,
)
"""The last line of the income statement, named by its place: the profit after tax."""
_OWED_NOW = re.compile(r"\bowe[ds]?\b(?=,?\s+(?:less|minus|net\s+of)\b)", re.IGNORECASE)
"""What the company owes with its cash netted off, said with the verb ("Owed less cash"): its
debt, net. Bare ("Owed at year end"), it may be any liability, and is left as printed."""

_INSTRUMENT = (
    r"(?:(?:senior|subordinated|secured|unsecured|guaranteed)\s+)*(?:notes|bonds)"
    r"(?!\s+(?:to|on)\b)|"
    r"(?:bank|term|syndicated)\s+loans|"
    r"drawn\s+(?:(?:debt|bank|credit)\s+)?facilities|"
    r"(?:debt|bank|credit)\s+facilities\s+drawn|"
    r"interest[\s-]bearing\s+(?:liabilities|loans)|"
    r"borrowings"
)
DEBT_INSTRUMENTS = (
    rf"\b(?:{_INSTRUMENT})(?:(?:\s*,\s*|\s+(?:and|&)\s+)(?:other\s+)?(?:{_INSTRUMENT}))*\b"
)
"""Debt named by what was borrowed, one instrument or a list of them: "senior unsecured
notes", "bank loans", "notes and other drawn facilities", "interest-bearing liabilities".
What is drawn is owed; an undrawn facility is no borrowing (the word is not "drawn")."""
_ALL_BORROWED = re.compile(
    rf"\b(?:{_INSTRUMENT})(?:(?:\s*,\s*|\s+(?:and|&)\s+)(?:other\s+)?(?:{_INSTRUMENT}))+\b|"
    r"\binterest[\s-]bearing\s+(?:liabilities|loans)(?:\s+and\s+borrowings)?\b|"
    r"\bloans\s+and\s+borrowings\b",
    re.IGNORECASE,
)
"""Debt named as a whole by its instruments: a list of them ("notes and other drawn
facilities", "bonds, bank loans and other borrowings") or the balance sheet's collective
line ("interest-bearing liabilities"). One instrument alone ("Bank loans" above "Senior
notes") may be one part of the borrowings, and is left as printed."""


def as_label_words(label: str) -> str:
    """``label`` in the words a question names its measure with.

    "Bottom line before one-off items" is underlying net profit after tax: the words a
    question uses for it ("earn after tax on an underlying basis") share none of its own.
    "Notes and other drawn facilities" are the company's borrowings: a list of what it
    borrowed is all of it, not some "other" part; so is "interest-bearing liabilities".
    What it "owed" is its debt ("Owed less cash" is borrowings less cash).
    """
    label = _OWED_NOW.sub("debt", as_revenue(label))  # "Income from sales": the top line
    return _ALL_BORROWED.sub("borrowings", _BOTTOM_LINE.sub("net profit after tax", label))


def is_basis_clause(text: str) -> bool:
    """Whether ``text`` (after a label) is only a basis clause (", before impairments")."""
    return bool(_BASIS_TAIL.match(text))


def names_underlying(text: str) -> bool:
    """Whether ``text`` names a result by the one-off items it leaves out."""
    return bool(UNDERLYING_WORDS.search(text))


def left_out_leads(before: str) -> bool:
    """Whether ``before`` (the words before a label) ends in a left-out clause.

    "Stripping out the writedown, profit ...": the clause leads the label with at most a
    comma between them; one further back belongs to another figure.
    """
    last = None
    for m in UNDERLYING_WORDS.finditer(before):
        last = m
    # "Stripping out the charges, the company's earnings": whose they are is between
    return last is not None and not _OWNER_GAP.sub("", before[last.end() :]).strip(" ,")


_OWNER_GAP = re.compile(
    r"(?:(?:the|its|their|our)\s+)?(?:(?:[\w-]+\s+){0,2}[\w-]+['’]s\s*|(?:its|their|our)\s*)$",
    re.IGNORECASE,
)
"""Whose the label is, right before it: "the company's", "BHP's", "its"."""


def as_basis_word(text: str) -> str:
    """``text`` with each left-out clause read as "underlying", each kept-in as "statutory".

    "profit stripping out the Iron Bridge write-down" asks for underlying profit: the asset
    and the write-down it names are what the result leaves out, neither a measure nor a
    site asked for.
    """
    return STATUTORY_WORDS.sub("statutory", UNDERLYING_WORDS.sub("underlying", text))


_LEFT_OUT_WORD = re.compile(rf"\b{_LEFT_OUT}(?![\w-])", re.IGNORECASE)


def without_basis_kinds(text: str) -> str:
    """``text`` without the kind of item each basis clause names ("before impairments").

    The kind ("impairments", "one-offs") only sets the result's basis; an event the clause
    names ("leaving out the merger gain") stays, as the thing it is.
    """
    for pattern in (UNDERLYING_WORDS, STATUTORY_WORDS):
        text = pattern.sub(lambda m: _LEFT_OUT_WORD.sub(" ", m.group(0)), text)
    return text


def in_basis_clause(text: str, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` lies in a clause naming a basis by its one-off items."""
    return any(
        m.start() <= start and end <= m.end()
        for p in (UNDERLYING_WORDS, STATUTORY_WORDS)
        for m in p.finditer(text)
    )


def left_out_metrics(text: str, metrics: Sequence[str]) -> tuple[str, ...]:
    """The metrics ``text`` names only inside a left-out clause.

    "net profit after tax before one-off items" names one-off items as what the profit
    leaves out, "with exceptional items left in" as what it keeps: neither asks for them.
    """
    inside: set[str] = set()
    outside: set[str] = set()
    for start, end, metric in find_metric_spans(text):
        (inside if in_basis_clause(text, start, end) else outside).add(metric)
    return tuple(m for m in metrics if m in inside - outside)


def refused_spans(text: str) -> frozenset[int]:
    """Starts of the measures ``text`` names only to set aside, while it asks for another.

    "production, as opposed to shipments", "revenue rather than profit", "capex, not
    depreciation": the measure after the refusal is the one the asker does not want. A
    question that refuses every measure it names refuses none (nothing else is asked).
    """
    spans = find_metric_spans(text)
    refused = {s for s, _, metric in spans if negated(text, s)}
    kept = {metric for s, _, metric in spans if s not in refused}
    named = {metric for s, _, metric in spans if s in refused}
    if not kept and not set(question_metrics(text)) - named:  # "how much did it produce"
        return frozenset()
    return frozenset(s for s, _, metric in spans if s in refused and metric not in kept)


ADDED_TO = re.compile(
    r"\b(?:on\s+top\s+of|in\s+addition\s+to|over\s+and\s+above|besides?|alongside)\s+"
    r"(?:(?:its|their|the|his|her)\s+)?(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)
"""Words that name a measure as what the asked one is added to ("on top of its ordinary")."""


def added_to_spans(text: str) -> frozenset[int]:
    """Starts of the measures ``text`` names only as what the asked one is added to.

    "What special dividend did it pay on top of its ordinary dividends": the ordinary
    dividends are the base the special one tops up, no measure asked. A question whose every
    measure is so named sets none aside.
    """
    spans = find_metric_spans(text)
    added = {s for s, _, _ in spans if ADDED_TO.search(text[max(0, s - 60) : s])}
    if not added or all(s in added for s, _, _ in spans):
        return frozenset()
    return frozenset(added)


def _refused_wording(text: str, match: re.Match[str]) -> bool:
    """Whether a wording's verb is refused: "(produce, not ship)", "not shipped iron ore"."""
    last = re.search(r"[\w'’-]+$", match.group())
    return negated(text, match.start()) or bool(
        last and negated(text, match.start() + last.start())
    )


def refused_wordings(text: str) -> frozenset[str]:
    """The metrics ``text`` words by a verb only to refuse it, while it asks for another.

    "How much ore did it mine (produce, not ship)": the shipping verb names shipments only
    to set them aside. A question whose every wording is refused refuses none.
    """
    found: dict[str, bool] = {}
    for key, match in question_wordings(text):
        found[key] = found.get(key, True) and _refused_wording(text, match)
    refused = frozenset(k for k, every in found.items() if every)
    return refused if set(question_metrics(text)) - refused else frozenset()


def refused_metrics(text: str, metrics: Sequence[str]) -> tuple[str, ...]:
    """The metrics ``text`` names only to refuse them (:func:`refused_spans`)."""
    refused = refused_spans(text)
    named = {metric for s, _, metric in find_metric_spans(text) if s in refused}
    named |= refused_wordings(text)
    return tuple(m for m in metrics if m in named)


_BASIS_PHRASE = re.compile(
    r"\b(?:on|at)\s+(?:an?|the)\s+(?P<on>underlying|statutory|reported)\s+(?:basis|level)\b"
    r"|\b(?P<of>underlying|statutory|reported)\s+(?:results?|outcomes?|bottom[\s-]+line)\b",
    re.IGNORECASE,
)
"""A basis named with no measure of its own ("On an underlying basis, ...", "The statutory
result was ..."): it names the basis of the result the clause goes on to state."""


def basis_named_before(before: str) -> str | None:
    """The basis ("underlying" or "statutory") the words ``before`` a label name last, if any.

    "On an underlying basis the group recorded a loss after tax of ...", "The underlying
    result was a loss after tax of ...": the loss is underlying, though its label is bare.
    """
    last = None
    for m in _BASIS_PHRASE.finditer(before):
        last = m
    if last is None:
        return None
    word = (last.group("on") or last.group("of")).lower()
    return "statutory" if word == "reported" else word
