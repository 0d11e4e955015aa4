"""Rows naming a measure in plain words, not its report name, answer it; neighbours do not.

"Owed less cash" is net debt (borrowings less cash), "Takings from customers" revenue,
"Bottom of the income statement" the profit after tax, and "Spent on plant and mine
assets" beside a cash flow the purchases of property, plant and equipment: each by what
its words mean, read alike for any label (the debt owed, the money taken in, the last
line, money paid for fixed assets). Every figure is one of /work/shared/data/asx_facts*.csv;
the row wording is our own.
"""

from __future__ import annotations

from mines.figures.basis_words import as_label_words
from mines.figures.report_words import as_revenue
from tests.support.offline_answer import draft_if_verified, table_text


def _table(title: str, header: list[str], rows: list[list[str]]) -> str:
    return table_text(title, header, rows, rule=True)


_ok = draft_if_verified


def test_words_read_as_the_measure_they_mean() -> None:
    assert as_label_words("What it owed, less cash") == "What it debt, less cash"
    assert as_label_words("Amounts owed by customers") == "Amounts owed by customers"
    assert as_label_words("Owed at year end") == "Owed at year end"  # any liability
    assert "net profit after tax" in as_label_words("Bottom of the income statement")
    assert as_revenue("Takings from customers") == "revenue from customers"
    assert as_revenue("Taking one-offs out") == "Taking one-offs out"  # the verb: no revenue


# Northern Star's FY22 revenue, A$3,735 million
_NST_TAKINGS = _table("The year (A$m)", ["A$m", "FY22"], [["Takings for the year", "3,735"]])
# Fortescue's FY22 purchases of property, plant and equipment, US$2,803 million
_FMG_SPENT = _table(
    "Movement in cash (US$m)",
    ["US$m", "FY22"],
    [["less: spent on plant and mine assets", "(2,803)"]],
)


def test_owed_less_cash_is_net_debt() -> None:
    # BHP's FY21 net debt, US$4.0 billion
    text = _table("Balance sheet (US$bn)", ["US$bn", "FY21"], [["Owes, less cash", "4.0"]])
    q = "What was BHP's net debt at 30 June 2021?"
    assert "4.0" in (_ok(text, "BHP", "FY2021", q) or "")
    assert _ok(text, "BHP", "FY2021", "What was BHP's gross debt at 30 June 2021?") is None
    # the cash netted off by another word ("minus") is net too, never gross debt
    minus = _table(
        "Balance sheet (US$bn)", ["US$bn", "FY21"], [["Sum owed, minus its cash", "4.0"]]
    )
    assert "4.0" in (_ok(minus, "BHP", "FY2021", q) or "")
    assert _ok(minus, "BHP", "FY2021", "What were BHP's total borrowings at 30 June 2021?") is None


def test_takings_are_revenue() -> None:
    q = "What revenue did Northern Star report for FY22?"
    assert "3,735" in (_ok(_NST_TAKINGS, "NST", "FY2022", q) or "")
    for neighbour in (
        "What was Northern Star's statutory net profit after tax for FY22?",
        "What EBITDA did Northern Star report for FY22?",
    ):
        assert _ok(_NST_TAKINGS, "NST", "FY2022", neighbour) is None, neighbour


def test_money_spent_on_plant_is_the_cash_flow_purchase() -> None:
    q = "How much cash did Fortescue pay for property, plant and equipment in FY22?"
    assert "2,803" in (_ok(_FMG_SPENT, "FMG", "FY2022", q) or "")
    for neighbour in (
        "What was Fortescue's free cash flow in FY22?",
        "What did Fortescue spend on sustaining capital in FY22?",
    ):
        assert _ok(_FMG_SPENT, "FMG", "FY2022", neighbour) is None, neighbour
