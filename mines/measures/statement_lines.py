"""Named lines of the financial statements, however a report, the press or an analyst words them.

Five lines sit close together and must never answer for each other:

* ``ebitda`` — earnings before interest, tax, depreciation and amortisation;
* ``ebit`` — earnings before interest and tax: "EBIT", "profit from operations",
  "operating profit", "result from operating activities" (and "operating margin", EBIT
  over revenue: never the EBITDA margin);
* ``pbt`` — profit before tax: "pre-tax profit", "profit before income tax";
* ``gross`` — gross profit, revenue less the cost of sales ("gross profit", "gross
  margin"): a bare "Profit" row is never it;
* ``cash`` — the cash the company holds at a balance date: "cash and cash equivalents",
  "cash on hand", "cash at bank", "closing cash", "cash at 30 June", "cash balance".
  Net cash (cash less borrowings) is net debt's other sign, and cash generated over a
  year is a cash flow: neither is this line.

The EBITDA, EBIT and profit-before-tax lines are all before tax, which is why a separate
axis is needed: the tax axis alone cannot tell them apart. Labels and questions are read
with the same words (:data:`LINE_WORDS`); :data:`CASH_HELD_ASKED` adds the wordings only a
question uses ("how much cash was it sitting on").

Pure: compiled patterns.
"""

from __future__ import annotations

import re

_I = re.IGNORECASE

_EBITDA = (
    r"\bebitda\b|\bbefore\s+interest,?\s+tax(?:es|ation)?,?\s+(?:and\s+)?"
    r"(?:depreciation|d\s*&\s*a)\b|息税折旧"
)
_EBIT = (
    r"\bebit\b|(?:\b(?:earnings|profits?|income|results?)\s+)?\bbefore\s+interest\s+and\s+"
    r"(?:income\s+)?tax(?:es|ation)?\b(?!,?\s+(?:and\s+)?(?:depreciation|d\s*&\s*a))|"
    r"\b(?:profits?|results?|earnings)\s+from\s+(?:continuing\s+)?"
    r"operati(?:ons|ng\s+activities)\b|"
    r"\boperating\s+(?:profits?|result|margins?)\b(?!\s+(?:before|after)\b)|息税前利润"
)
_PBT = (
    r"\b(?:profits?|earnings|income|results?)\s+before\s+(?:income\s+)?tax(?:es|ation)?\b|"
    r"\bpre[\s-]?tax\s+(?:profits?|earnings|income|results?)\b|\bpbt\b|税前利润"
)
_GROSS = r"\bgross\s+(?:profits?|margins?|earnings|results?)\b|毛利"
_NOT_NETTED = r"(?![^.;?!]{0,30}?\b(?:less|net\s+of|after|minus)\s+(?:borrowings|debt))"
_NOT_NETTING = "".join(
    rf"(?<!{w}\s)"
    for w in ("net", "free", "before", "less", "after", "of", "than", "minus", "excluding")
    + ("without", "netting", "off")
)
"""Cash that nets a debt ("borrowings before cash at 30 June", "debt less cash") or is
netted itself ("net cash") is not the cash held: a lookbehind per word."""
_CASH = (
    rf"{_NOT_NETTING}\bcash\s+(?:and\s+(?:cash\s+equivalents|short[\s-]term\s+deposits)|"
    r"equivalents|on\s+hand|at\s+(?:the\s+)?bank|in\s+(?:the\s+)?bank|balances?|held|"
    r"holdings?|reserves?|pile|at\s+(?:the\s+)?(?:year|period|half[\s-]year)[\s-]end|"
    r"at\s+(?:the\s+)?(?:end|close)\s+of\b|at\s+\d{1,2}\s+[a-z]+|at\s+(?:june|december)\b)"
    rf"{_NOT_NETTED}|"
    r"\b(?:closing|year[\s-]end|period[\s-]end|ending)\s+cash\b(?!\s+flows?)"
    rf"{_NOT_NETTED}|\bheld\s+cash\b|现金及现金等价物|现金余额|货币资金"
)

LINE_WORDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("ebitda", re.compile(_EBITDA, _I)),
    ("ebit", re.compile(_EBIT, _I)),
    ("pbt", re.compile(_PBT, _I)),
    ("cash", re.compile(_CASH, _I)),
    ("gross", re.compile(_GROSS, _I)),
)
"""Each named line and the words that name it, in labels and questions alike."""

LINE_ABBREVIATIONS = frozenset({"ebit", "pbt"})
"""Short names of lines that are words of their own, never a misspelt longer alias ("EBIT"
is no "EBITDA" with two letters lost)."""

UNLISTED_LINES = frozenset({"ebit", "pbt", "cash", "gross"})
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

GROSS_OPERATING_CASH = re.compile(
    r"(?<!net\s)\bcash\s+generated\s+from\s+operations\b"
    r"(?!,?\s+(?:after|net\s+of|less)\b)",
    _I,
)
""""Cash generated from operations" as the statements name it: the gross line, before the
interest and tax paid that the net operating line ("net cash from operating activities")
takes off. The two answer for each other only when a document says so ("cash generated from
operations, after tax and interest"); a question's verb ("how much cash did it generate from
operations") asks for the operating cash flow and is no such line."""
