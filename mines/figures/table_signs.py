"""The sign of a table cell's value, in its row's words.

A cell is printed signed ("(896)" is -896); the row's own words may still say what its sign
means: a net debt row whose brackets mean net cash, a registry label read as a loss, a net
flow said to go out ("Net cash used in operating activities | 656"), borrowings netted
against cash or printed as an amount owed. Read by :mod:`mines.figures.table_figures`.
Pure.
"""

from __future__ import annotations

from mines.figures.cash_lines import debt_in_brackets
from mines.figures.signs import (
    CASH_USED,
    NET_FLOWS,
    Position,
    brackets_mean,
    is_net_balance,
    is_net_cash,
    is_owed,
)

__all__ = ["row_signed"]


def _unnamed_balance(core: str, printed: str, value: float, stated: Position | None) -> float:
    """The signed value of a row the registry does not name, read as a debt balance.

    Borrowings netted against cash ("Debt net of cash", "Cash and bullion less
    borrowings") are net debt, below zero when net cash: the row's own words, the table's
    title or its notes say what brackets mean (:func:`is_net_cash`). Borrowings before
    cash ("Borrowings and leases") printed in brackets are the amount owed. Any other row
    keeps the value as printed.
    """
    if is_net_balance(core):
        own = brackets_mean(printed) or stated  # "Borrowings net of cash (net cash in brackets)"
        return -abs(value) if is_net_cash(core, value < 0, own) else abs(value)
    if is_owed(core):
        return abs(value)
    return value


def row_signed(
    value: float,
    metric: str,
    core: str,
    printed: str,
    *,
    negate: bool,
    owed: bool,
    stated: Position | None,
) -> float:
    """``value`` as its row means it (``core``: the label read, ``printed``: as printed).

    ``negate``: the registry label reads the row as a loss; ``owed``: the table says its
    net debt brackets are owed; ``stated``: what the title or notes say brackets mean.
    """
    if metric == "net_debt" and value < 0 and owed:
        return -abs(value) if is_net_cash(core, True, stated) else abs(value)
    if negate:
        return -value
    if metric == "net_debt" and value > 0 and debt_in_brackets(core):
        return -value  # "Net (debt)/cash | 358": its plain cell is the cash, whichever word leads
    if metric in NET_FLOWS and value > 0 and CASH_USED.search(core):
        return -value  # "Net cash used in operating activities | 656": an outflow
    if not metric:
        return _unnamed_balance(core, printed, value, stated)
    return value
