"""Measures a question names by what they mean, not by a registry alias.

An analyst asks for free cash flow as "the cash left over after investment", for revenue
as "income from ordinary activities" (the statutory heading of a results release), for the
bottom line as "the net result attributable to members", for dividends per share as "cash
returns per share". The words inside such a wording ("cash", "income", "result") would each
hint at another metric or none; the wording as a whole names one.

Questions are read so (:func:`paraphrased_measures`); a document's printed label is read
so only when the wording is the whole label (:func:`printed_paraphrase`: a row or phrase
"cash left over after investment"), never for a wording inside a longer label.
Pure: compiled patterns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mines.measures.statement_lines import (
    CASH_HELD_ASKED,
    EBIT_ASKED,
    GROSS_ASKED,
    GROSS_OPERATING_CASH,
    INVESTMENT_WORDS,
    PBT_ASKED,
    RETURN_ON_ASKED,
    RETURNS_ASKED,
    TAKEN_OFF,
    TAX_ASKED,
    returned_as_another,
)

_I = re.IGNORECASE
_GAP = r"[^.?!;]{0,40}?"
_INVESTMENT = INVESTMENT_WORDS
_AFTER = TAKEN_OFF
_OPERATIONS = (
    r"(?:operations|operating\s+activities|(?:the\s+|its\s+)?business(?:es)?|mines|"
    r"operating\s+assets)"
)
_BROUGHT_IN = (
    r"(?:br(?:ing|ings|inging|ought)\s+in|generat\w*|produc\w*|thr(?:ow|ows|ew|own)\s+off|"
    r"deliver\w*|yield\w*)"
)
_USED_UP = (
    r"(?:consum(?:e|es|ed|ing)|us(?:e|es|ed|ing)(?:\s+up)?|burn(?:s|ed|t|ing)?(?:\s+through)?|"
    r"absorb(?:s|ed|ing)?|drain(?:s|ed|ing)?|eat(?:s|ing)?\s+(?:up|through)|ate\s+(?:up|through))"
)
"""What operations do with cash in a losing period: "consumed", "burnt through", "absorbed"
(the same flow, an outflow: read with its sign)."""
_SETTLED = r"(?:\s+(?:is|are|was|were|has\s+been|have\s+been)\s+(?:paid|met|funded|covered))?"
"""The investment's own verb: "cash left once capex is paid"."""
_CASH = r"(?<!free\s)\bcash\b(?!\s+flows?)"
_NET_CASH = rf"(?:\bnet\s+)?{_CASH}"
"""Cash, or net cash: "net" before a flow's cash nets inflows against outflows."""
_INTEREST_OR_TAX = r"(?:net\s+)?(?:interest|(?:income\s+)?tax(?:es|ation)?)(?:\s+paid)?"
_RECEIVED_DIVIDENDS = (
    r"(?:\s*,?\s*(?:and|&|plus)\s+dividends?\s+(?:received\s+)?from\s+(?:its\s+|the\s+)?"
    r"(?:equity[\s-]accounted\s+(?:units|investments|entities|investees)|associates|"
    r"joint\s+ventures))"
)
"""Dividends the group receives from its associates: an inflow counted in operating cash."""
_NET_OF_INTEREST_AND_TAX = (
    rf"\bcash\s+(?:flows?\s+)?(?:generated\s+)?from\s+(?:operations|operating\s+activities),?"
    rf"\s+after\s+{_INTEREST_OR_TAX}(?:\s*,\s*|\s+(?:and|&)\s+){_INTEREST_OR_TAX}"
    rf"{_RECEIVED_DIVIDENDS}?(?=\s*$|\s*[,.;:)]|\s+(?:of|was|were|is|came|rose|fell|in|for)\b)"
)
"""Cash from operations once interest and tax are paid (and associates' dividends received):
the statement's net operating line, not the gross "cash generated from operations" above it.
Dividends *paid* to shareholders are no part of it: a flow after them is another measure."""
_NOT_AFTER_INVESTMENT = rf"(?![^.?!;]*\b{_AFTER}\b[^.?!;]*\b{_INVESTMENT}\b)"
"""Cash from operations "after capex" is free cash flow, not operating cash flow."""
_PPE = (
    r"(?:(?:property,?\s+)?plant(?:\s*,\s*|\s*,?\s*(?:and|&)\s*)equipment|"
    r"pp\s*&\s*e\b|ppe\b|fixed\s+assets|"
    # capital projects (assets under construction) with the equipment bought: the same line
    r"capital\s+projects\s*(?:,\s*|\s+(?:and|&)\s+)(?:plant\s+(?:and|&)\s+)?equipment)"
)
"""Property, plant and equipment, spelt out ("plant, equipment") or short ("PP&E")."""
_INTANGIBLES = (
    r"(?:\s*,?\s*(?:and|&|plus)\s+(?:on\s+|in\s+)?(?:other\s+)?intangible(?:s|\s+assets)?\b)"
)
"""Intangible assets named after property, plant and equipment, as one line of spending."""
_SPENT_ON = (
    r"(?:\b(?:payments?|purchases?|acquisitions?|spend(?:ing)?|outlays?)\s+(?:for|of|on|in)|"
    r"\b(?:spen[dt]|spending|spends|pa(?:id|ys?)|went|go(?:es)?|going|used|invest(?:ed|s)?|"
    r"put|la(?:y|ys|ying|id)\s+out|shell(?:s|ed)?\s+out)\b(?:\s+(?:out|away))?\s+"
    r"(?:on|into|for|in)|"
    # the purchase named by its verb: "what did it spend buying plant and equipment",
    # "payments to acquire property, plant and equipment"
    r"\b(?:spen[dt]|spending|spends|pa(?:id|ys?)|payments?|outlays?|la(?:y|ys|ying|id)\s+out)"
    r"\s+(?:(?:on|in)\s+)?(?:to\s+)?(?:buy(?:ing)?|purchas(?:e|ing)|acquir(?:e|ing)))\s+(?:new\s+)?"
)
"""What was paid for assets: "payments for", "how much went on", "what it laid out on"."""
_PLANT_IN_PLACE = (
    r"\s+in\s+(?!(?:fy|fiscal|financial|h[12]\b|[12]h|(?:19|20)\d\d|the\s+(?:first|second|"
    r"latest|last|prior|previous|year|half|six|twelve|december|june)\b))"
)
"""A plant *in* a place ("the plant in Kalgoorlie"), not plant bought in a period ("plant in
FY2022", "plant in the first half")."""
_GAVE_BACK = (
    r"(?:hand(?:ed|s|ing)?\s+(?:back|out)|g[ai]ve[sn]?\s+back|giving\s+back|"
    r"return(?:ed|s|ing)?|distribut(?:e|ed|es|ing)|pa(?:id|ys?|ying)\s+out)"
)
"""What a company gives its owners back: "handed back", "paid out", "distributed"."""
_OWNERS = r"(?:(?:its|the|their)\s+)?(?:shareholders|owners|investors|holders|members)\b"
_OWED = r"(?:owe[sd]?|owing|debts?|borrowings?|borrowed|indebtedness)"
_OWED_ASKED = re.compile(r"\b(?:owe[sd]?|owing)\b", _I)
"""What it owes asked with the verb: its borrowings (unless its clause names another debt)."""
_CASH_HELD = r"(?:(?:its|the|their|all|any|available|spare)\s+){0,2}cash\b(?!\s+flows?)"
_NETTED = r"(?:netted|deducted|subtracted|taken|set|offset|removed)"


_D_AND_A = r"(?:d\s*&\s*a|d&a|depreciation,?\s+(?:and|&)\s+amorti[sz]ation)(?![\w&])"
"""Depreciation and amortisation, spelt out or as "D&A"."""

_PARAPHRASES: tuple[tuple[str | None, str, re.Pattern[str]], ...] = (
    (
        "free_cash_flow",
        "free cash flow",
        re.compile(
            rf"\bcash\b{_GAP}\b(?:left(?:\s+over)?|remain\w*|spare)\b{_GAP}"
            rf"\b{_AFTER}\b{_GAP}\b{_INVESTMENT}\b{_SETTLED}|"
            # "what was left for Fortescue after investment": the cash is understood
            r"\b(?:what|how\s+much)\s+(?:was|is|were|remained|remains)\s+(?:left(?:\s+over)?|"
            rf"remaining)\b(?:\s+(?:for|to)\s+[\w'’&.-]+(?:\s+[\w'’&.-]+)?)?\s+{_AFTER}\s+"
            rf"(?:(?:its|the|all|paying\s+for|funding|meeting)\s+)*{_INVESTMENT}\b{_SETTLED}|"
            # "cash flow after capital spending", "what cash did the business generate after
            # paying for capex": a flow, not a balance ("cash held after" is none)
            rf"(?:\bcash\s+flows?\b|{_CASH}{_GAP}\b{_BROUGHT_IN})\s+(?:[\w'’]+\s+){{0,3}}?"
            rf"{_AFTER}\s+(?:(?:its|the|all|paying\s+for|funding|meeting)\s+)*{_INVESTMENT}\b|"
            # "how much free cash did it generate after capital spending": "free cash" is the
            # measure, whatever it is said to be after
            rf"\bfree\s+cash\b(?!\s+flows?)(?:{_GAP}\b{_AFTER}\s+"
            rf"(?:(?:its|the|all|paying\s+for|funding|meeting)\s+)*{_INVESTMENT}\b)?",
            _I,
        ),
    ),
    (
        "dividends_per_share",
        "dividends per share",
        re.compile(
            # "what did it determine per share on its full-year result", "cash returns per
            # share": what a company pays its owners per share is its dividend
            r"\b(?:determine[sd]?|declare[sd]?)\b[^.?!;]{0,30}?\b(?:per|each|a)\s+share\b|"
            r"\bcash\s+returns?\s+(?:per|for\s+each|a)\s+share\b|"
            # "what it handed back to shareholders per share", "how much per share did it
            # give back to its owners": what the owners got back is the dividend
            rf"\b{_GAVE_BACK}\b(?:\s+to\s+{_OWNERS})?[^.?!;]{{0,20}}?\b(?:per|for\s+each|a)\s+"
            rf"share\b|\b(?:per|for\s+each)\s+share\b[^.?!;]{{0,30}}?\b{_GAVE_BACK}\s+to\s+"
            rf"{_OWNERS}|"
            # "how much did its shareholders receive per share": what the owners were paid
            rf"\b{_OWNERS}\s+(?:\w+\s+)?(?:receive[sd]?|get|got|were\s+paid|be\s+paid)\b"
            r"[^.?!;]{0,20}?\b(?:per|for\s+each|a)\s+share\b",
            _I,
        ),
    ),
    (
        "revenue",
        "",
        re.compile(r"\b(?:income|revenues?|sales)\s+from\s+ordinary\s+activities\b", _I),
    ),
    (
        "underlying_ebitda",
        "EBITDA",
        re.compile(
            # the definition asked with a verb: "what did it earn / make before interest,
            # tax, depreciation and amortisation" (the noun form is an alias)
            r"\b(?:earn(?:s|ed|ing)?|ma[dk]e|generat\w*|deliver\w*)\b[^.?!;]{0,20}?"
            # (or "... before interest, tax and D&A")
            rf"\bbefore\s+interest,?\s+tax(?:es|ation)?,?\s+(?:(?:and|&)\s+)?{_D_AND_A}|"
            # the noun form short of interest and tax: "operating earnings before D&A",
            # "profit before depreciation and amortisation" (operating earnings are pre-tax)
            rf"\b(?:operating\s+)?(?:earnings|profits?|results?)\s+before\s+{_D_AND_A}",
            _I,
        ),
    ),
    (
        "statutory_npat",
        "",
        re.compile(
            # "net result after tax excluding one-off items" is left to the words around it;
            # a "statutory result" is the statutory line, as an "underlying result" is its twin
            r"(?<!underlying\s)\b(?:(?:statutory\s+|reported\s+)?net|statutory|reported)\s+result\b"
            r"(?!\s+(?:from\s+operations|(?:after|before)\s+tax\b(?!\s+attributable)))"
            r"(?:\s+(?:after\s+tax\s+)?attributable\s+to\s+(?:members|shareholders|owners))?|"
            # an Appendix 4E's statutory line: "Profit from ordinary activities after tax
            # attributable to members", "Net profit for the period attributable to members";
            # a loss so attributed is the same line ("Net loss attributable to equity holders")
            r"(?<!underlying\s)\b(?:net\s+)?(?:profit(?:\s*/\s*\(loss\))?|loss)\s+(?:from\s+ordinary\s+"
            r"activities\s+)?(?:after\s+(?:income\s+)?tax(?:ation)?\s+)?(?:for\s+the\s+(?:period|"
            r"year|half(?:[\s-]year)?)\s+)?attributable\s+to\s+(?:the\s+|its\s+|their\s+)?(?:members|"
            r"shareholders|owners|equity\s+holders)\b",
            _I,
        ),
    ),
    (
        "underlying_npat",
        "",
        re.compile(r"\bunderlying\s+(?:net\s+)?result\b(?!\s+from\s+operations)", _I),
    ),
    (
        "operating_cash_flow",
        "",
        re.compile(
            # "how much cash did its operations bring in", "what did the business generate
            # in cash", "cash thrown off by the mines": the year's cash from operating;
            # "net cash" said of a flow ("net cash from operating activities", "what net cash
            # did its operations produce") is this flow, never the net cash balance
            rf"{_NET_OF_INTEREST_AND_TAX}|(?!{GROSS_OPERATING_CASH.pattern})"
            rf"(?:{_NET_CASH}{_GAP}\b{_OPERATIONS}\b{_GAP}\b{_BROUGHT_IN}|"
            rf"\b{_OPERATIONS}\b{_GAP}\b{_BROUGHT_IN}\b{_GAP}{_CASH}|"
            rf"{_NET_CASH}{_GAP}\b{_BROUGHT_IN}\s+(?:by|from|through|in)\s+"
            rf"(?:[\w'’]+\s+){{0,3}}?{_OPERATIONS}|"
            # "cash in from operating the business", "cash coming in from operations"
            rf"{_NET_CASH}\s+(?:(?:coming|flowing)\s+)?in\s+from\s+(?:operating\s+)?{_OPERATIONS}|"
            # the outflow of a losing period: "how much cash did its operations consume",
            # "cash burnt by the business", "operations absorbed cash"
            rf"{_CASH}{_GAP}\b{_OPERATIONS}\b{_GAP}\b{_USED_UP}|"
            rf"\b{_OPERATIONS}\b{_GAP}\b{_USED_UP}\b{_GAP}{_CASH}|"
            rf"{_NET_CASH}{_GAP}\b{_USED_UP}\s+(?:by|in|through)\s+(?:[\w'’]+\s+){{0,3}}?"
            rf"{_OPERATIONS})\b" + _NOT_AFTER_INVESTMENT,
            _I,
        ),
    ),
    (
        None,
        "purchases of property, plant and equipment and intangible assets",
        # the cash-flow line of both kinds of asset: "what it laid out on plant, equipment
        # and intangibles" (a line of its own: plant and equipment alone is less)
        re.compile(rf"{_SPENT_ON}{_PPE}{_INTANGIBLES}", _I),
    ),
    (
        "capex",
        "capital and exploration expenditure",
        # the two spent together: "spending on capital and exploration", "capital and
        # exploration spending" (exploration alone is no capex)
        re.compile(
            rf"{_SPENT_ON}(?:the\s+)?capital\s+and\s+exploration\b(?!\s+(?:assets?|"
            r"commitments?|guidance|budget)\b)|\bcapital\s+and\s+exploration\s+"
            r"(?:spending|spend|outlays?)\b",
            _I,
        ),
    ),
    (
        "capex_ppe_cashflow",
        "purchases of property, plant and equipment",
        # the cash-flow line: "payments for plant and equipment", "how much cash went on
        # plant and equipment", "what it spent on plant"
        re.compile(rf"{_SPENT_ON}(?:{_PPE}|plant\b(?!\s+(?:at|of|for)\b|{_PLANT_IN_PLACE}))", _I),
    ),
    (
        "net_debt",
        "net debt",
        re.compile(
            # what it owes with its cash netted off: "how much did it owe after netting off
            # its cash", "borrowings less cash", "debt once cash is deducted"; borrowings
            # *before* netting off cash are gross debt, never this
            rf"\b{_OWED}\b{_GAP}\b(?:(?:after|once|when)\s+(?:\w+\s+)?(?:(?:netting|deducting|"
            rf"subtracting|offsetting|removing)(?:\s+(?:off|out|away|against))?|(?:taking|"
            rf"setting)\s+(?:off|out|away|against))\s+{_CASH_HELD}|(?:net\s+of|less|minus)\s+{_CASH_HELD}|(?:after|once|when)\s+"
            rf"{_CASH_HELD}(?:\s+(?:holdings|balances?|on\s+hand))?\s+(?:is|was|are|were|has\s+"
            rf"been|have\s+been)\s+{_NETTED}\b)",
            _I,
        ),
    ),
    (
        "net_debt",
        "net cash",
        # cash beyond what it owes: "how much more cash than debt did it hold", "by how much
        # did its cash exceed its borrowings" -- the net cash balance, never the cash alone
        re.compile(
            rf"\bmore\s+{_CASH_HELD}\s+than\s+(?:\w+\s+)?{_OWED}\b|"
            rf"\b{_CASH_HELD}\s+(?:exceed\w*|outweigh\w*|(?:was|were)\s+(?:above|over))\s+"
            rf"(?:its\s+|the\s+|their\s+)?{_OWED}\b",
            _I,
        ),
    ),
    (
        "net_debt",
        "borrowings",
        # what it owes, asked plainly ("how much did it owe at 30 June"): its borrowings before
        # cash is netted off (gross debt), never net debt; tax or suppliers owed are no debt
        _OWED_ASKED,
    ),
    (
        "earnings_per_share",
        "earnings per share",
        # what each share earned: "what did BHP earn per share", "how much did it make a
        # share", "what did each share earn" -- never a dividend paid per share
        re.compile(
            r"\b(?:earn(?:s|ed|ing|t)?|ma(?:ke|kes|de|king))\b(?:\s+\w+){0,2}?\s+"
            r"(?:per|a|each|for\s+each)\s+(?:ordinary\s+)?share\b(?!\s+of\b)|"
            r"\beach\s+(?:[\w'’]+\s+){0,2}?share\s+(?:earn(?:s|ed)?|ma(?:ke|de))\b",
            _I,
        ),
    ),
    # Named lines of the statements no registry metric is (:mod:`mines.measures.statement_lines`):
    # the question's words are matched against printed labels naming the same line.
    (None, "", EBIT_ASKED),
    (None, "profit before tax", PBT_ASKED),
    (None, "cash and cash equivalents", CASH_HELD_ASKED),
    (None, "", GROSS_ASKED),
    # the cash handed back to owners ("how much did it return to shareholders"): an amount
    # no registry metric is, which a return on equity (a ratio) or a dividend (one part of
    # it) never answers; a return on capital or on assets: a ratio of its own
    (None, "", RETURNS_ASKED),
    (None, "", RETURN_ON_ASKED),
    (None, "", TAX_ASKED),  # "how much tax did it pay", "the tax charge": never a profit
)
"""Per metric (None: a named line no registry metric is): the measure's phrase, and the
wording that names it.

The phrase is the registry's label where the user's words name the measure only as a whole
("cash left over after investment" is free cash flow); empty where they are a label a
document prints too ("income from ordinary activities", "net result attributable to
members"): the user's words are then the phrase."""


_NOT_IN_CLAUSE: dict[re.Pattern[str], re.Pattern[str]] = {
    _OWED_ASKED: re.compile(
        r"\b(?:tax\w*|royalt\w*|suppliers?|creditors?|employees?|staff|customers?|"
        r"shareholders?|lease\w*)\b",
        _I,
    ),
}
"""A wording's clause naming another thing owed: "how much tax did it owe" is no debt."""
_CLAUSE = re.compile(r"[^.?!;]+")


def _clause_names(text: str, at: int, words: re.Pattern[str]) -> bool:
    """Whether the clause of ``text`` around ``at`` holds ``words``."""
    return any(
        m.start() <= at < m.end() and words.search(m.group(0)) for m in _CLAUSE.finditer(text)
    )


@dataclass(frozen=True)
class Paraphrase:
    """One measure named by a wording: where it is, its metric and its registry label."""

    start: int
    end: int
    metric: str | None
    phrase: str


def paraphrased_measures(text: str) -> tuple[Paraphrase, ...]:
    """The measures ``text`` names by a wording of their meaning, in order of mention."""
    found: list[Paraphrase] = []
    for metric, phrase, pattern in _PARAPHRASES:
        lines: list[Paraphrase] = []
        for m in pattern.finditer(text):
            if pattern is RETURNS_ASKED and returned_as_another(text, m.start(), m.end()):
                continue  # "paid out to shareholders in dividends": the dividends are asked
            refused = _NOT_IN_CLAUSE.get(pattern)
            if refused is not None and _clause_names(text, m.start(), refused):
                continue
            if pattern is RETURNS_ASKED and lines and _one_clause(text, lines[-1].end, m.start()):
                # "returned to shareholders through dividends and buy-backs": one measure
                whole = Paraphrase(lines[-1].start, m.end(), None, text[lines[-1].start : m.end()])
                found[found.index(lines[-1])] = lines[-1] = whole
                continue
            if not any(m.start() < p.end and p.start < m.end() for p in found):
                lines.append(Paraphrase(m.start(), m.end(), metric, phrase or m.group(0)))
                found.append(lines[-1])
    return tuple(sorted(found, key=lambda p: p.start))


def _one_clause(text: str, start: int, end: int) -> bool:
    """Whether nothing between ``start`` and ``end`` ends a clause or joins another question."""
    return not re.search(
        r"[.?!;]|\b(?:and|or)\s+(?:what|how|which|its|their)\b", text[start:end], _I
    )


def names_a_line(text: str) -> bool:
    """Whether ``text`` names a line of the statements no registry metric is ("EBIT").

    Such a question names its measure: no metric is described for it from other words
    (a described "operating cash flow" would answer "result from operating activities").
    """
    return any(p.metric is None for p in paraphrased_measures(text))


_LABEL_TAIL = re.compile(r"[\s:,.;()-]*$")
_LABEL_LEAD = re.compile(r"^(?:(?:the|its|our|their|a|an)\s+)+", re.I)


def printed_paraphrase(label: str) -> str | None:
    """The metric a printed label names when one wording of its meaning is the whole label.

    "cash left over after investment" is free cash flow; "Income from ordinary
    activities" revenue; "cash left over after investment in the port" names no metric.
    """
    text = _LABEL_TAIL.sub("", _LABEL_LEAD.sub("", label.strip()))
    found = paraphrased_measures(text)
    if len(found) != 1 or found[0].start != 0 or found[0].end != len(text):
        return None
    return found[0].metric
