"""Net debt said the way the press says it: "owing a net $X", "in the red to the tune of $X".

A balance is often named by an idiom rather than a label:

- what is owed, netted: "finished the year owing a net $X", "owed its lenders a net $X"
  (owed with no "net" is what is borrowed, gross debt: never read so);
- a side of the ledger with a balance date: "ended 2023 in the red to the tune of $X"
  (net debt), "closed the half in the black by $X" (net cash, net debt below zero); with
  no balance date, or with words of a result ("swung into the red"), the red is a loss,
  and nothing is read;
- debt and cash compared: "debt exceeded cash by $X", "cash outstripped borrowings by $X",
  "cash and bullion topped debt by $X", "cash exceeding borrowings by $X",
  "$X more cash than debt", "$X more cash and bullion than debt".

Read by the extractor (:mod:`mines.figures.prose`) and the verifier
(:mod:`mines.figures.verify_prose`) alike. Pure: compiled patterns.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_I = re.IGNORECASE

_BESIDE_CASH = (
    r"(?:\s+and\s+(?:bullion|(?:cash\s+)?equivalents|(?:term\s+)?deposits))?"
    r"(?:\s+(?:holdings|balances?|on\s+hand|reserves|pile))?"
)
_CASH = rf"(?:(?:its|the|their|our)\s+)?cash{_BESIDE_CASH}"
"""Cash, with what is held beside it ("cash and bullion", "cash and equivalents")."""
_DEBT = r"(?:(?:its|the|their|our)\s+)?(?:debts?|borrowings)"
_EXCEEDED = (
    r"(?:exceed(?:ed|s|ing)|outstrip(?:ped|s|ping)|outweigh(?:ed|s|ing)|top(?:ped|s|ping)|"
    r"surpass(?:ed|es|ing))"
)
_OWED_NET = re.compile(
    r"\b(?:owing|owed|owes|owe)\s+(?:(?:its|the|their|our)\s+(?:lenders|banks|creditors|"
    r"bondholders)\s+)?(?:a\s+)?net\s+(?:of\s+)?$",
    _I,
)
_LEDGER_SIDE = re.compile(
    r"\bin\s+the\s+(?P<side>red|black)\s+(?:to\s+the\s+tune\s+of|by)\s+(?:a\s+net\s+)?(?:some\s+)?$",
    _I,
)
_COMPARED = rf"\b(?:(?P<debt>{_DEBT})\s+{_EXCEEDED}\s+{_CASH}|{_CASH}\s+{_EXCEEDED}\s+{_DEBT})"
_COMPARED_BEFORE = re.compile(_COMPARED + r"\s+by\s+(?:some\s+)?$", _I)
_COMPARED_WORDS = re.compile(
    _COMPARED + r"|\bmore\s+(?:in\s+)?(?:cash|debt|borrowings)\s+than\b", _I
)
_COMPARED_AFTER = re.compile(
    rf"\s+more\s+(?:in\s+)?(?:(?P<what>cash){_BESIDE_CASH}|debt|borrowings)"
    r"\s+than\s+(?:it\s+(?:owed|held|had)|(?:(?:its|the|their|our)\s+)?(?:debt|borrowings|cash))\b",
    _I,
)
_BALANCE_DATE = re.compile(
    r"\b(?:end(?:ed|ing|s)?|finish(?:ed|ing|es)?|clos(?:ed|ing|es)?|exit(?:ed|ing|s)?)\s+"
    r"(?:the\s+)?(?:financial\s+)?(?:year|half|period|20\d\d|FY\s?\d{2,4})\b|"
    r"\bat\s+(?:the\s+)?(?:year[\s-]end|half[\s-]year[\s-]end|end\s+of|balance\s+date|"
    r"\d{1,2}\s+(?:June|December))\b|\bas\s+at\b|\bbalance\s+sheet\b",
    _I,
)
_RESULT_WORDS = re.compile(
    r"\b(?:profits?|loss(?:es)?|earnings|results?|bottom[\s-]line|swung|swing|slipped|"
    r"plunged|fell|dipped|sank|tipped|lurched|revenue|sales|cash\s+flow)\b",
    _I,
)
"""Words that make "in the red" a result's, not a balance's."""
_REACH = 80


@dataclass(frozen=True)
class BalanceIdiom:
    """Net debt named by an idiom: where its words start, their sign, and the words."""

    start: int
    negative: bool
    """The idiom says net cash (net debt below zero)."""
    label: str


def balance_idiom(sentence: str, start: int, end: int) -> BalanceIdiom | None:
    """The net debt an idiom around the amount at ``sentence[start:end]`` says it is."""
    lo = max(0, start - _REACH)
    owed = _OWED_NET.search(sentence, lo, start)
    if owed is not None:
        return BalanceIdiom(owed.start(), False, _words(sentence, owed.start(), start))
    side = _LEDGER_SIDE.search(sentence, lo, start)
    if side is not None:
        if not _BALANCE_DATE.search(sentence) or _RESULT_WORDS.search(sentence):
            return None  # "swung into the red to the tune of $X": a loss, not a balance
        black = side.group("side").lower() == "black"
        return BalanceIdiom(side.start(), black, _words(sentence, side.start(), start))
    compared = _COMPARED_BEFORE.search(sentence, lo, start)
    if compared is not None:
        negative = compared.group("debt") is None
        return BalanceIdiom(compared.start(), negative, _words(sentence, compared.start(), start))
    after = _COMPARED_AFTER.match(sentence, end)
    if after is not None:
        negative = after.group("what") is not None
        return BalanceIdiom(start, negative, _words(sentence, end, after.end()))
    return None


def nets_cash_and_debt(label: str) -> bool:
    """Whether a label sets cash against debt ("cash and bullion topped its borrowings by").

    Its "borrowings" are what the cash is netted against: the label names a net balance,
    never gross debt.
    """
    return _COMPARED_WORDS.search(label) is not None


def _words(sentence: str, start: int, end: int) -> str:
    return " ".join(sentence[start:end].split())
