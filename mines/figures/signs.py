"""What a figure printed in brackets means: by what the figure is and what its page says.

A cash-flow statement prints a spend in brackets as an outflow ("Payments for plant (3.4)"):
its amount is the spend. A net debt row's brackets mean whatever the table's note or
heading says they mean ("net cash is shown in brackets", "brackets denote a net debt
position"); without such a statement a bracketed "net cash" row is read as the opposite
of its label. Shared by the answer's wording (:func:`mines.figures.lines.sign_words`) and
the verifier, so both read one bracket the same way. Pure: no I/O.
"""

from __future__ import annotations

import re
from typing import Literal

Position = Literal["net cash", "net debt"]

SPENDING = re.compile(
    r"\b(?:payments?|paid|purchases?|spend|spent|spending|expenditure|capex|outflows?|"
    r"acquisitions?|repayments?|buy[\s-]?backs?)\b",
    re.IGNORECASE,
)
"""Words of a cash spent, which a cash-flow statement prints in brackets as an outflow."""

_MEANS_NET_CASH = re.compile(
    r"\bnet cash\b[^.;]{0,80}?\b(?:is|are)\s+(?:shown|printed|presented)\s+in\s+brackets"
    r"|\bnet cash\s+in\s+brackets"
    r"|\bbrackets?\s+(?:denotes?|shows?|means?|indicates?)\s+(?:a\s+)?net cash"
    r"|\bbracketed\b[^.;]{0,80}?\bis\s+(?:a\s+)?net cash"
    r"|\bnet debt\s*/\s*\(\s*net cash\s*\)",
    re.IGNORECASE,
)
_MEANS_NET_DEBT = re.compile(
    r"\b(?:net debt|borrowings)\b[^.;]{0,40}?\b(?:is|are)\s+(?:shown|printed|presented)\s+"
    r"in\s+brackets"
    r"|\bnet debt\s+in\s+brackets"
    r"|\b(?:brackets?|bracketed)\b[^.;]{0,60}?\bnet debt position"
    r"|\bbracketed\b[^.;]{0,80}?\bis\s+(?:a\s+)?net debt"
    r"|\bnet cash\s*/\s*\(\s*net debt\s*\)",
    re.IGNORECASE,
)


def is_spend(label: str) -> bool:
    """Whether a printed label names a cash spent (an outflow when printed in brackets)."""
    return bool(SPENDING.search(label))


def brackets_mean(text: str) -> Position | None:
    """The position a bracketed net debt figure is, as ``text`` (a note, a heading) says.

    None when the text says neither, or says both (no convention to rely on).
    """
    cash = bool(_MEANS_NET_CASH.search(text))
    debt = bool(_MEANS_NET_DEBT.search(text))
    if cash == debt:
        return None
    return "net cash" if cash else "net debt"


def is_net_cash(label: str, bracketed: bool, stated: Position | None) -> bool:
    """Whether a net debt row's cell (``bracketed``: printed negative) is a net cash position.

    A stated convention decides a bracketed cell; otherwise a row named "net cash" is net
    cash when printed plain and net debt when printed in brackets, any other row the reverse.
    """
    if bracketed and stated is not None:
        return stated == "net cash"
    return bracketed != label.strip().lower().startswith("net cash")


_BRACKET_NOTE = re.compile(r"[^.\n|]*\bbracket[^.\n|]*")


def bracket_notes(text: str) -> tuple[str, ...]:
    """The sentences of ``text`` (a chunk beside a table) that speak of brackets."""
    return tuple(_BRACKET_NOTE.findall(text))
