"""DEVELOPMENT set for the asked-measure matcher: where ``MATCH_THRESHOLD`` comes from.

Not a test suite and never scored in CI: a small, hand-written set of (question, printed
label) pairs used to choose the similarity threshold of :mod:`mines.figures.similarity`, kept
apart from the suites (``near_miss``, ``answer``, ``phrasing``, ``realistic``) so the
threshold is not fitted to what measures it. Each label is one a report could print for a
figure no registry metric names (the document side records such figures under their
label); ``same`` says whether it is the measure the question asks for.

``python -m evals.dev_measures`` prints every pair's gate (qualifier conflict, label words)
and score, the lowest right score, the highest wrong one that passes the gates, and the
threshold halfway between them.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period, Span
from mines.figures.similarity import MATCH_THRESHOLD, match_score, same_measure_words

DEV_PAIRS: tuple[tuple[str, str, bool], ...] = (
    # the measure asked, printed in the report's own words
    ("What was BHP's diluted EPS in FY2024?", "Diluted earnings per share", True),
    ("What was BHP's diluted EPS in FY2024?", "Diluted EPS", True),
    ("What was BHP's profit before tax in FY2024?", "Profit before taxation", True),
    ("What was BHP's profit before tax in FY2024?", "Profit before tax", True),
    ("What was BHP's gross debt at 30 June 2024?", "Gross debt", True),
    ("What was BHP's cost of sales in FY2024?", "Cost of sales", True),
    (
        "What was BHP's average realised copper price in FY2024?",
        "Average realised copper price",
        True,
    ),
    ("What was Fortescue's dividend yield in FY2024?", "Dividend yield", True),
    ("What were BHP's cash earnings in FY2024?", "Cash earnings", True),
    (
        "What was BHP's net cash from operating activities in FY2024?",
        "Net cash from operating activities",
        True,
    ),
    ("What was BHP's iron ore revenue in FY2024?", "Iron ore revenue", True),
    ("What was Rio Tinto's copper revenue in FY2024?", "Copper revenue", True),
    ("What was BHP's gross profit in FY2024?", "Gross profit", True),
    ("What was BHP's special dividend in FY2024?", "Special dividend per share", True),
    # an initialism, or plain words, for the asked measure
    ("What was BHP's net debt at 30 June 2024?", "Net debt at year end (ND)", True),
    ("What was BHP's net debt at 30 June 2024?", "Year-end ND", True),
    ("What was BHP's underlying EBITDA in FY2024?", "Earnings before interest, tax, D&A", True),
    (
        "What did BHP pay for property, plant and equipment in FY2024?",
        "Payments for PP&E",
        True,
    ),
    ("What was BHP's revenue in FY2024?", "Takings from sales", True),
    ("What was BHP's net debt at 30 June 2024?", "Sum owed, less cash", True),
    # neighbours printed under a label no list knows: never the answer
    ("What was BHP's gross debt at 30 June 2024?", "Lease liabilities", False),
    ("What was BHP's gross debt at 30 June 2024?", "Net debt to EBITDA", False),
    ("What was BHP's profit before tax in FY2024?", "Profit from operations", False),
    ("What was BHP's profit before tax in FY2024?", "Income tax expense", False),
    ("What was BHP's diluted EPS in FY2024?", "Basic earnings per share", False),
    ("What was BHP's diluted EPS in FY2024?", "Diluted EPS growth", False),
    ("What was BHP's cost of sales in FY2024?", "Sales volumes", False),
    ("What was BHP's cost of sales in FY2024?", "Unit cost of iron ore sales", False),
    ("What was Fortescue's dividend yield in FY2024?", "Dividends paid", False),
    ("What was Fortescue's dividend yield in FY2024?", "Dividend payout ratio", False),
    ("What were BHP's cash earnings in FY2024?", "Cash and cash equivalents", False),
    (
        "What was BHP's net cash from operating activities in FY2024?",
        "Net cash used in investing activities",
        False,
    ),
    ("What was BHP's iron ore revenue in FY2024?", "Iron ore shipments", False),
    (
        "What was BHP's average realised copper price in FY2024?",
        "Copper equivalent production",
        False,
    ),
    ("What was BHP's gross profit in FY2024?", "Gross debt", False),
    ("What was BHP's special dividend in FY2024?", "Special items", False),
    ("What was BHP's gross debt at 30 June 2024?", "Year-end ND", False),
    ("What was BHP's EBIT in FY2024?", "Earnings before interest, tax, D&A", False),
    ("What was BHP's underlying EBITDA in FY2024?", "D&A", False),
    ("What was BHP's revenue in FY2024?", "Cash receipts from customers", False),
    ("What was BHP's gross debt at 30 June 2024?", "Sum owed, minus its cash", False),
    ("What was BHP's net debt at 30 June 2024?", "Sum owed at year end", False),
    ("What was BHP's capital expenditure in FY2024?", "Payments for PP&E", False),
)


def _figure(label: str) -> Figure:
    text = f"{label} 1.0"
    span = Span("dev.md", 1, text, len(text) - 3, len(text))
    return Figure("BHP", "", Period(2024), 1.0, 1e9, "currency", "USD", span, label=label)


def score(question: str, label: str) -> tuple[str, float]:
    """``(gate, score)``: why the pair is refused before scoring, or "ok", and its score."""
    asked = asked_measures(question)[0]
    figure = _figure(label)
    if figure_conflicts(asked, figure, own_metric=False):
        return "conflict", 0.0
    if not same_measure_words(asked.phrase, asked.metric, label):
        return "words", match_score(asked, figure)
    return "ok", match_score(asked, figure)


def main() -> None:
    """Print the development scores and the threshold they suggest."""
    right: list[float] = []
    wrong: list[float] = []
    scored_only: list[float] = []
    for question, label, same in DEV_PAIRS:
        gate, value = score(question, label)
        print(f"{'same' if same else 'diff'}  {gate:<8} {value:5.3f}  {label!r} <- {question}")
        if same:
            right.append(value if gate == "ok" else 0.0)
        elif gate == "ok":
            wrong.append(value)
        elif gate == "words":
            scored_only.append(value)
    low = min(right)
    high = max(wrong, default=0.0)
    print(f"lowest right {low:.3f}; highest wrong past the gates {high:.3f}")
    print(f"highest wrong refused only by the words gate {max(scored_only, default=0):.3f}")
    print(f"suggested threshold {(low + high) / 2:.2f}; in use {MATCH_THRESHOLD}")


if __name__ == "__main__":
    main()
