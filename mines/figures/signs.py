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
from typing import TYPE_CHECKING, Literal

from mines.figures.cash_lines import brackets_unsettled, debt_in_brackets
from mines.figures.report_words import GROWTH_SPEND

if TYPE_CHECKING:
    from mines.figures.tables import Table

Position = Literal["net cash", "net debt"]

SPENDING = re.compile(
    r"\b(?:payments?|paid|purchase[sd]?|bought|spend|spent|spending|expenditure|capex|outflows?|"
    r"outlays?|acquisitions?|repayments?|buy[\s-]?backs?)\b",
    re.IGNORECASE,
)
"""Words of a cash spent, which a cash-flow statement prints in brackets as an outflow."""

CASH_USED = re.compile(
    r"\b(?:consum(?:ed|es|ing)|burn(?:ed|t|s|ing)(?:\s+through)?|absorb(?:ed|s|ing)|"
    r"(?<!\()used\s+(?:up\s+|in\s+)|outflows?)\b|"
    # "operating activities used A$656 million": used, right before the amount
    r"\bused\s+(?:a\s+net\s+)?(?=$|(?:[A-Z]{1,2})?\$)",
    re.IGNORECASE,
)
"""Words of a flow that went out ("operations consumed", "net cash used in operating
activities", "an operating outflow of"): the amount after them is the flow with a minus."""

_GROWTH_SPEND = re.compile(GROWTH_SPEND, re.IGNORECASE)

SAID_NEGATIVE = re.compile(r"\b(?:negative|minus)\s*$", re.IGNORECASE)
"""A sign said in words right before an amount ("was negative $656 million")."""

NET_FLOWS = frozenset({"operating_cash_flow", "free_cash_flow"})
"""Net flows a period can run either way: one said to go out (:data:`CASH_USED`) is negative."""

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
    # "Expansionary capital", "Growth investment": growth spending is money laid out
    return bool(SPENDING.search(label) or _GROWTH_SPEND.search(label))


_DEFINITION = re.compile(r"\((?:[^()\s]+\s+){2,}[^()]*\)")
"""A definition in brackets inside a note ("net cash (cash above borrowings) is shown in
brackets"): its words say what the measure is, not what the brackets mean."""


def brackets_mean(text: str) -> Position | None:
    """The position a bracketed net debt figure is, as ``text`` (a note, a heading) says.

    None when the text says neither, or says both (no convention to rely on).
    """
    plain = _DEFINITION.sub(" ", text)
    cash = bool(_MEANS_NET_CASH.search(plain))
    debt = bool(_MEANS_NET_DEBT.search(plain))
    if cash == debt:
        return None
    return "net cash" if cash else "net debt"


_DEBT = r"(?:debt|borrowings?|loans)"
_NOT_A_FLOW = (
    r"(?!\s*(?:flows?|from|used|generated|inflows?|outflows?|provided|received|paid|"
    r"\(used|/\s*\(used))"
)
_A_RATIO = re.compile(
    r"\b(?:to\s+(?:underlying\s+)?(?:ebitda|equity|capital|net|total)|ratio|gearing|cover|"
    r"change|movements?|repayments?|proceeds|drawn|undrawn|facilit(?:y|ies))\b",
    re.IGNORECASE,
)
"""Words of a label about borrowings that is no balance of them ("Net debt to EBITDA",
"Change in net debt", "Repayment of borrowings")."""
_CASH_FIRST = re.compile(
    rf"^\s*(?:net\s+cash\b{_NOT_A_FLOW}|cash\b[^|]*?\b(?:less|minus|net\s+of|above|over|after|"
    rf"in\s+excess\s+of)\s+(?:total\s+|gross\s+)?{_DEBT}\b)",
    re.IGNORECASE,
)
"""A balance named cash first ("Net cash", "Cash and bullion less borrowings"): plain, it is
net cash."""
_NET_OF_CASH = re.compile(
    rf"\bnet\s+{_DEBT}\b|\b{_DEBT}\b[^|]*?\b(?:net\s+of|less|minus|after|above|"
    rf"in\s+excess\s+of)\s+(?:[\w&]+\s+){{0,2}}?cash\b",
    re.IGNORECASE,
)
_OWED = re.compile(
    rf"^\s*(?:total\s+|gross\s+)?(?:{_DEBT}|interest[\s-]bearing\s+liabilities|"
    rf"lease\s+liabilities)\b",
    re.IGNORECASE,
)


def is_net_balance(label: str) -> bool:
    """Whether a printed label names borrowings netted against cash, either way round.

    "Debt net of cash", "Net borrowings", "Borrowings less cash", "Net cash", "Cash and
    bullion less borrowings": its brackets mean what the page says (:func:`is_net_cash`).
    """
    if _A_RATIO.search(label):
        return False  # "Net debt to EBITDA", "Change in net debt": not the balance
    return bool(_NET_OF_CASH.search(label) or _CASH_FIRST.search(label) or debt_in_brackets(label))


def is_owed(label: str) -> bool:
    """Whether a printed label names borrowings owed before cash ("Borrowings and leases").

    Such a row printed in brackets is the amount owed, never net cash.
    """
    return bool(_OWED.search(label) and not _A_RATIO.search(label)) and not is_net_balance(label)


def is_net_cash(label: str, bracketed: bool, stated: Position | None) -> bool:
    """Whether a net debt row's cell (``bracketed``: printed negative) is a net cash position.

    A stated convention decides a bracketed cell; otherwise a row named cash first ("net
    cash", "cash less borrowings") is net cash when printed plain and net debt when printed
    in brackets, any other row the reverse.
    """
    if bracketed and stated is not None:
        return stated == "net cash"
    return bracketed != bool(_CASH_FIRST.search(label) or debt_in_brackets(label))


_BRACKET_NOTE = re.compile(r"[^.\n|]*\bbracket[^.\n|]*", re.IGNORECASE)


def bracket_notes(text: str) -> tuple[str, ...]:
    """The sentences of ``text`` (a chunk beside a table) that speak of brackets."""
    return tuple(_BRACKET_NOTE.findall(text))


_SIGN_PAIR = re.compile(
    r"(?:(?<=profit)|(?<=earnings)|(?<=income))\s*/\s*\(\s*loss\s*\)(?=\s|$|[,:;])"
    r"|\(\s*loss\s*\)\s*/\s*(?=(?:profit|earnings|income)\b)"  # "(Loss)/profit for the year"
    # a flow printed both ways: "Cash from / (used in) operations", "(used in)/from"
    r"|(?<=from)\s*/\s*\(\s*(?:used|applied)(?:\s+(?:in|by))?\s*\)(?=\s)"
    r"|\(\s*(?:used|applied)(?:\s+(?:in|by))?\s*\)\s*/\s*(?=from\b)",
    re.IGNORECASE,
)
"""The bracketed loss of a result printed both ways ("profit/(loss)", "(loss)/earnings"), or
the outflow of a cash flow ("from/(used in)"): it says a bracketed cell is a loss or an
outflow, and names no other measure than the result or the flow."""


def without_sign_pair(label: str) -> str:
    """``label`` with the loss half of a profit/(loss) pair left out, its result word kept.

    "Net profit/(loss) after tax" and "(Loss)/profit for the year" name the result as
    "Net profit after tax" and "profit for the year" do; the cell's brackets carry the sign.
    """
    return _SIGN_PAIR.sub("", label)


def settled_rows(table: Table, metric: str | None) -> tuple[tuple[str, ...], ...]:
    """``table``'s rows, less any net debt row whose brackets leave net debt or cash unsaid.

    For a net debt claim only: a row "Net debt | (4,231) | (4,188)" with no note, title or
    label saying what its brackets are (:func:`brackets_unsettled`) confirms neither; the
    extractor reads no figure from it either.
    """
    if metric != "net_debt" or brackets_mean(" ".join((table.title, *table.notes))):
        return table.rows
    return tuple(
        row
        for row in table.rows
        if brackets_mean(row[0]) is not None or not brackets_unsettled(row[0].strip(" *_"), row[1:])
    )
