"""A spend printed as an outflow ("(9.27)") is the same amount as the spend printed plain.

Two documents stating one capital spend, one in a cash-flow layout with brackets, agree:
the answer gives the figure once, with no "sources disagree". A result's sign still tells
a profit from a loss.
"""

from __future__ import annotations

from mines.figures.model import Figure, Period, Span
from mines.figures.query import FigureRequest
from mines.figures.select import Sourced, same_value, select

FY24 = Period(2024)


def _figure(label: str, metric: str, value: float, scale: float, quote: str) -> Figure:
    text = f"{label} {quote}"
    span = Span("r.md", 1, text, len(label) + 1, len(text), row=label)
    return Figure("BHP", metric, FY24, value, scale, "currency", "USD", span, label=label)


def test_a_bracketed_spend_and_the_plain_spend_are_one_value() -> None:
    plain = _figure("Capital and exploration expenditure", "capex", 9.27, 1e9, "9.27")
    bracketed = _figure("Payments for capital and exploration", "capex", -9.27, 1e9, "(9.27)")
    assert same_value(plain, bracketed)
    picked = select(
        [Sourced(plain, "annual"), Sourced(bracketed, "preliminary")],
        "BHP",
        "capex",
        2024,
        FigureRequest(),
    )
    assert len(picked.chosen) == 1
    assert not picked.disagreeing


def test_a_loss_is_not_the_profit_of_the_same_size() -> None:
    profit = _figure("Profit after tax", "statutory_npat", 7897.0, 1e6, "7,897")
    loss = _figure("Profit after tax", "statutory_npat", -7897.0, 1e6, "(7,897)")
    assert not same_value(profit, loss)
