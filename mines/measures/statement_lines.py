"""Named lines of the financial statements, however a report, the press or an analyst words them.

Five lines sit close together and must never answer for each other:

* ``ebitda`` — earnings before interest, tax, depreciation and amortisation;
* ``ebit`` — earnings before interest and tax: "EBIT", "profit from operations",
  "operating profit", "result from operating activities" (and "operating margin", EBIT
  over revenue: never the EBITDA margin);
* ``pbt`` — profit before tax: "pre-tax profit", "profit before income tax", "loss before
  tax" (a loss is a profit below zero);
* ``gross`` — gross profit, revenue less the cost of sales ("gross profit", "gross
  margin"): a bare "Profit" row is never it;
* ``cash`` — the cash the company holds at a balance date: "cash and cash equivalents",
  "cash on hand", "cash at bank", "closing cash", "cash at 30 June", "cash balance".
  Net cash (cash less borrowings) is net debt's other sign, and cash generated over a
  year is a cash flow: neither is this line.

Two more kinds of "return" sit close together and share the word, yet are different in kind:

* ``returns`` — the cash a company hands back to its owners (dividends and buy-backs
  together): an amount of money, "shareholder returns", "capital returns", "cash returned
  to shareholders", "what it handed back to investors". A dividend alone is one part of it,
  never the whole, and no ratio is it;
* ``return on equity``, ``return on capital``, ``return on assets`` — a result over a base:
  a percentage, never the cash handed back, and never each other.

And tax itself, two lines apart: ``tax expense`` (the income statement's charge, "income tax
expense", "the tax charge") and ``tax paid`` (the cash paid to governments in the year, "income
taxes paid", "how much tax did it pay", "cash tax"). Neither answers for the other; a "tax
bill" or plain "income tax" says neither, so a figure of either kind may answer it, by its
printed label.

The EBITDA, EBIT and profit-before-tax lines are all before tax, which is why a separate
axis is needed: the tax axis alone cannot tell them apart. Labels and questions are read
with the same words (:data:`LINE_WORDS`); :data:`CASH_HELD_ASKED` adds the wordings only a
question uses ("how much cash was it sitting on").

Pure: compiled patterns.
"""

from __future__ import annotations

import re

from mines.measures.deducted_before import BEFORE_ALL_CHARGES

_I = re.IGNORECASE

_EBITDA = (
    r"\bebitda\b|\bbefore\s+interest,?\s+tax(?:es|ation)?,?\s+(?:and\s+)?"
    r"(?:depreciation|d\s*&\s*a)\b|息税折旧|" + BEFORE_ALL_CHARGES
)
_EBIT = (
    r"\bebit\b|(?:\b(?:earnings|profits?|income|results?)\s+)?\bbefore\s+interest\s+and\s+"
    r"(?:income\s+)?tax(?:es|ation)?\b(?!,?\s+(?:and\s+)?(?:depreciation|d\s*&\s*a))|"
    r"\b(?:profits?|results?|earnings|income)\s+from\s+(?:continuing\s+)?"
    r"operati(?:ons|ng\s+activities)\b|"
    r"\boperating\s+(?:profits?|result|margins?)\b(?!\s+(?:before|after)\b)|息税前利润"
)
_PBT = (
    r"\b(?:profits?|earnings|income|results?|loss(?:es)?)\s+before\s+(?:income\s+)?tax(?:es|ation)?\b|"
    r"\bpre[\s-]?tax\s+(?:profits?|earnings|income|results?|loss(?:es)?)\b|\bpbt\b|税前利润"
)
_GROSS = r"\bgross\s+(?:profits?|margins?|earnings|results?)\b|毛利"
_NOT_NETTED = r"(?![^.;?!]{0,30}?\b(?:less|net\s+of|after|minus)\s+(?:borrowings|debt))"
_NOT_NETTING = "".join(
    rf"(?<!{w}\s)"
    for w in ("net", "free", "before", "less", "after", "of", "than", "minus", "excluding")
    + ("without", "netting", "off", "subtracting", "deducting", "offsetting", "away", "the")
)
"""Cash that nets a debt ("borrowings before cash at 30 June", "debt less cash") or is
netted itself ("net cash") is not the cash held: a lookbehind per word."""
_CASH = (
    rf"{_NOT_NETTING}\bcash\s+(?:and\s+(?:cash\s+equivalents|short[\s-]term\s+deposits)|"
    r"equivalents|on\s+hand|at\s+(?:the\s+)?bank|in\s+(?:the\s+)?bank|balances?|held|"
    r"holdings?|reserves?|pile|mountain|stockpile|at\s+(?:the\s+)?(?:year|period|half[\s-]year)[\s-]end|"
    r"at\s+(?:the\s+)?(?:end|close)\s+of\b|at\s+\d{1,2}\s+[a-z]+|at\s+(?:june|december)\b)"
    rf"{_NOT_NETTED}|"
    r"\b(?:closing|year[\s-]end|period[\s-]end|ending)\s+cash\b(?!\s+flows?)"
    rf"{_NOT_NETTED}|\bheld\s+cash\b|\bwar[\s-]?chest\b|现金及现金等价物|现金余额|货币资金"
)

_OWNERS = (
    r"(?:(?:its|the|their|our|all)\s+)?(?:share|stock|security|equity|unit)?\s*(?:holders|owners|"
    r"investors|members)\b"
)
"""Whom a company's cash goes back to: "its shareholders", "investors", "owners"."""
_NOT_A_DIVIDEND = r"(?<!dividends\s)(?<!dividend\s)(?<!distributions\s)(?<!distribution\s)"
"""A dividend "paid out to shareholders" is a dividend: one part of what was returned."""
_GIVEN_BACK = (
    r"(?:return(?:s|ed|ing)?|hand(?:s|ed|ing)?\s+(?:back|out)|g[ai]ve[sn]?\s+back|giving\s+back|"
    r"pa(?:y|ys|id|ying)\s+out|distribut(?:e|es|ed|ing))"
)
_BUY_BACKS = r"(?:share\s+|on[\s-]market\s+|off[\s-]market\s+)?(?:buy[\s-]?backs?|repurchases?)"
_RETURNS_NAMED = (
    # the cash handed back to owners, named: never a return *on* equity or capital (a
    # ratio), a total shareholder return (singular: a share-price measure) or a return per
    # share (a dividend)
    r"\b(?:shareholder|stockholder|investor|capital|cash)\s+returns\b(?!\s+(?:on|per|a\s+share|"
    r"for\s+each)\b)|(?<!total\s)\b(?:shareholder|stockholder|investor|capital|cash)\s+return\b"
    r"(?!\s+(?:on|per|a\s+share|for\s+each)\b)|\b(?:shareholders?|investors?)['’]?\s+returns\b|"
    rf"\b(?:dividends?|distributions?)\s+(?:and|plus|&)\s+{_BUY_BACKS}\b|"
    rf"\b{_BUY_BACKS}\s+(?:and|plus|&)\s+(?:dividends?|distributions?)\b|股东回报"
)
_RETURNED = (
    rf"{_NOT_A_DIVIDEND}\b(?:(?:cash|capital|money)\s+)?{_GIVEN_BACK}\s+"
    rf"(?:of\s+(?:capital|cash)\s+)?(?:back\s+)?to\s+{_OWNERS}"
)
"""Cash handed back said with its verb: "returned to shareholders", "paid out to owners"."""
_RETURNS = f"{_RETURNS_NAMED}|{_RETURNED}"
_TSR = r"(?<!\w)total\s+shareholders?['’]?\s+return\b(?!s)|\btsr\b"
"""Total shareholder return: the share price's rise with dividends reinvested, a percentage."""


_TAX = (
    r"(?<!before\s)(?<!after\s)(?<!pre-)(?<!post-)(?<!\bpre)(?<!\bpost)(?<!before\sincome\s)"
    # a deduction listed after another ("after interest and tax paid"): what a flow is net
    # of, not tax as the measure
    r"(?<!after\sincome\s)(?<!interest\sand\s)(?<!interest\s&\s)(?<!interest,\s)(?<!interest\s)"
    r"(?<!interest\sand\sincome\s)(?<!interest,\sincome\s)\b(?:income\s+)?tax(?:es|ation)?\b"
)
_TAX_PAID = (
    rf"{_TAX}\s+(?:paid|payments?)\b|\bcash\s+tax(?:es)?(?:\s+paid)?\b|"
    rf"\bpa(?:y|ys|id|ying)\s+(?:(?:in|out\s+in|out)\s+)?(?:[\w$.]+\s+){{0,2}}?(?:in\s+)?{_TAX}|"
    rf"{_TAX}(?!\s+(?:expense|charge))[^.?!;]{{0,30}}?\bpa(?:y|ys|id|ying)\b"
)
_TAX_EXPENSE = (
    rf"{_TAX}\s+(?:expense|charge|benefit)s?\b|\b(?:expense|charge)\s+for\s+{_TAX}|"
    r"所得税费用"
)


AFTER_TAX_EXPENSE = "".join(
    rf"(?<!{side}\s{tax}\s)" for side in ("after", "before") for tax in ("tax", r"income\stax")
)
"""A lookbehind: the expense a result is struck after or before ("Profit after income tax
expense") is what the result is net of, not the result's head (no cost) nor a part of it."""
EXPENSE = rf"{AFTER_TAX_EXPENSE}\bexpenses?\b"
"""An expense as a cost: never the tax a result is struck after ("Profit after tax expense")."""


def _return_on(base: str) -> str:
    """A return on ``base``, with the words a base is qualified by ("average", "total")."""
    lead = r"(?:(?:average|total|ordinary|net|invested|(?:its\s+|the\s+)?shareholders['’]?)\s+)*"
    return rf"\breturns?\s+on\s+{lead}{base}\b"


_ON_EQUITY = _return_on("equity") + r"|\broe\b|净资产收益率"
_ON_CAPITAL = _return_on(r"capital(?:\s+employed)?") + r"|\bro(?:ce|ic)\b|资本回报率"
_ON_ASSETS = _return_on("assets") + r"|\broa\b|资产回报率"

LINE_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("ebitda", re.compile(_EBITDA, _I)),
    ("ebit", re.compile(_EBIT, _I)),
    ("pbt", re.compile(_PBT, _I)),
    ("cash", re.compile(_CASH, _I)),
    ("gross", re.compile(_GROSS, _I)),
    ("returns", re.compile(_RETURNS, _I)),
    ("return on equity", re.compile(_ON_EQUITY, _I)),
    ("return on capital", re.compile(_ON_CAPITAL, _I)),
    ("return on assets", re.compile(_ON_ASSETS, _I)),
    ("total shareholder return", re.compile(_TSR, _I)),
    ("tax paid", re.compile(_TAX_PAID, _I)),
    ("tax expense", re.compile(_TAX_EXPENSE, _I)),
)
"""Each named line and the words that name it, in labels and questions alike."""

LINE_ABBREVIATIONS = frozenset({"ebit", "pbt"})
"""Short names of lines that are words of their own, never a misspelt longer alias ("EBIT"
is no "EBITDA" with two letters lost)."""

UNLISTED_LINES = frozenset(
    {
        "ebit",
        "pbt",
        "cash",
        "gross",
        "returns",
        "return on capital",
        "return on assets",
        "total shareholder return",
        "tax paid",
        "tax expense",
    }
)
"""Lines no registry metric is: only a label naming one can be it (a bare "Profit" or
"cash" is not)."""

BEFORE_TAX_LINES = frozenset({"ebitda", "ebit", "pbt", "gross"})
"""Lines struck before tax: a label naming one states the tax axis too."""

EBIT_ASKED = re.compile(rf"(?:\b(?:underlying|statutory|reported)\s+)?(?:{_EBIT})", _I)
"""EBIT as a question names it, with a basis word in front ("underlying operating profit")."""
GROSS_ASKED = re.compile(_GROSS, _I)
"""Gross profit (revenue less the cost of sales) or its margin: a line a bare "Profit" is not."""
PBT_ASKED = re.compile(
    r"\b(?:earn(?:s|ed|ing)?|ma[dk]es?|made|generat\w*)\b[^.?!;]{0,20}?\bbefore\s+(?:income\s+)?"
    r"tax(?:es|ation)?\b(?!\s+and\b|,)",
    _I,
)
"""Profit before tax asked with a verb ("what did it make before tax"): no EBITDA, no EBIT."""

_CASH_WORD = (
    rf"{_NOT_NETTING}\bcash\b"
    r"(?!\s+(?:flows?|generat\w*|from|earnings|costs?|returns?|distributions?|margins?))"
    # cash with the metal a gold miner holds is a measure of its own, not the cash line
    r"(?!\s+(?:and|&|plus)\s+(?:gold\s+)?bullion\b)"
)
_GAP = r"[^.?!;]{0,40}?"
_HELD = (
    r"(?:sitting|sat|sits)\s+on|on\s+(?:its|the|their)\s+(?:balance\s+sheet|books)|"
    r"in\s+the\s+bank|ha(?:ve|d|s)(?=\s+(?:at|on|in|by)\b)|hold(?:s|ing)?|held|"
    r"(?:end|ended|finish|finished|close|closed)\s+(?:the\s+)?(?:year|period|half)\s+with"
)
_FLOWED = (
    r"(?![^.?!;]*\b(?:from\s+operat\w*|generat\w*|flows?|left|remaining|spare|spen[dt]|"
    r"paid|pa(?:y|ys|ying)|invest\w*|raised?|borrow\w*|return\w*|distribut\w*|dividends?|"
    r"buy\w*|bought|receiv\w*|collect\w*|burn\w*|burnt|us(?:e|ed|ing)|consum\w*)\b)"
)
CASH_HELD_ASKED = re.compile(
    rf"{_CASH_WORD}{_GAP}\b(?:{_HELD})\b{_FLOWED}|"
    rf"\b(?:{_HELD})\b{_GAP}{_CASH_WORD}{_FLOWED}|{_CASH}",
    _I,
)
"""The cash a company held, as a question asks it ("how much cash was it sitting on at the
close of the year", "how much cash did it have at 30 June", "its closing cash balance");
never cash it generated, spent, raised or had left after investment (those are flows)."""

RETURNS_ASKED = re.compile(_RETURNS, _I)
"""The cash handed back to owners as a question asks it ("how much did BHP return to
shareholders", "its capital returns"): an amount, a line of its own."""
_RETURNED_VERB = re.compile(_RETURNED, _I)
_ANOTHER_THING_RETURNED = re.compile(
    r"\b(?:dividends?|distributions?)\b|\b(?:share|proportion|portion|percentage|per\s*cent|"
    r"fraction)\s+of\b|\bhow\s+much\s+of\b|\bper\s+share\b",
    _I,
)
"""What a clause may name as the thing handed back: dividends, or a share of the earnings."""
_BUY_BACKS_NAMED = re.compile(_BUY_BACKS, _I)
_CLAUSE = re.compile(r"[^.?!;]+")


def returned_as_another(text: str, start: int, end: int) -> bool:
    """Whether what ``text[start:end]`` says was handed back is named as another measure.

    "How much did it pay out to shareholders in dividends" asks for the dividends paid (one
    part of what was returned), "what proportion of its profit did it hand back" the payout
    ratio: never the whole. "Through dividends and buy-backs" is the whole, and so is
    "shareholder returns" however dividends are named beside it.
    """
    if not _RETURNED_VERB.fullmatch(text, start, end):
        return False
    clause = next((m.group(0) for m in _CLAUSE.finditer(text) if m.start() <= start < m.end()), "")
    return bool(_ANOTHER_THING_RETURNED.search(clause)) and not _BUY_BACKS_NAMED.search(clause)


RETURN_ON_ASKED = re.compile(f"{_ON_CAPITAL}|{_ON_ASSETS}|{_TSR}", _I)
"""A return on capital or on assets, or a total shareholder return: ratios no registry
metric is (return on equity is one)."""
TAX_ASKED = re.compile(f"{_TAX_PAID}|{_TAX_EXPENSE}", _I)
"""Tax paid or the tax expense, named apart: each a line the other never answers."""
RATIO_WORDS = f"{_ON_EQUITY}|{_ON_CAPITAL}|{_ON_ASSETS}|{_TSR}"
"""A result over a base, by the name of the base: a ratio, whatever it is a return of."""

GROSS_OPERATING_CASH = re.compile(
    r"(?<!net\s)\bcash\s+generated\s+from\s+operations\b"
    r"(?!,?\s+(?:after|net\s+of|less)\b)(?!\s*\(\s*net\s*\))",
    _I,
)
""""Cash generated from operations" as the statements name it: the gross line, before the
interest and tax paid that the net operating line ("net cash from operating activities")
takes off. The two answer for each other only when a document says so ("cash generated from
operations, after tax and interest", "Cash generated from operations (net)"); a question's
verb ("how much cash did it generate from operations") asks for the operating cash flow and
is no such line."""


INVESTMENT_WORDS = (
    r"(?:invest\w*|capex|capital\s+(?:spending|spend|expenditure)|spending|(?<!working\s)capital|"
    r"(?:new\s+)?plant(?:\s+(?:and|&)\s+equipment)?)"
)
"""What a business invests in its assets: "capex", "capital spending", "investment", "plant"."""
TAKEN_OFF = r"(?:after|once|net\s+of|less|minus)"
"""What is taken off: "after", "net of", "less", "minus"."""
CASH_AFTER_INVESTMENT = (
    rf"(?:\b(?:cash|operations|operating\s+activities)\b[^.;|]{{0,30}}?|"
    r"^[\W_]*(?:what\s+was\s+|what\s+is\s+)?(?:left(?:\s+over)?|over|spare)\s+)"
    rf"\b{TAKEN_OFF}\s+(?:(?:the|its|all|total|that|this|those)\s+)?{INVESTMENT_WORDS}"
)
"""Operating cash with investment taken off ("Operating cash less capital investment"), or a
row opening on what was left once investment was paid for ("Left over once investing is
paid", "over after investing"; the money left is cash): free."""
