"""A suggested neighbour keeps its sign: "closest stated" says a bracketed loss is a loss.

The not-found line may offer the closest stated figure, visibly not the answer; a row
printed "(896)" offered there without its bracket read as a profit of 896.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.lines import not_found_line
from mines.figures.model import Period
from mines.figures.query import FigureRequest
from mines.figures.select import Sourced

_TABLE = (
    "Table: Results (A$ million)\n| Year ended 30 June | 2025 | 2024 |\n"
    "| Revenue | 4,450 | – |\n| Statutory profit / (loss) after tax | (896) | – |\n"
)


def _loss() -> Sourced:
    doc = {"id": "1", "company": "MIN", "fiscal_year": "FY2025", "period": "FY2025"}
    doc |= {"text": _TABLE, "source": "item.md", "page": 1, "section": ""}
    (fig,) = [s.figure for s in doc_figures(doc) if s.figure.value == -896]
    return Sourced(fig, "1", "user")


def test_a_bracketed_loss_offered_as_the_closest_stated_reads_as_a_loss() -> None:
    line = not_found_line(
        "MIN", "profit before tax", Period(2025), FigureRequest("FY"), None, _loss()
    )
    assert "closest stated" in line
    assert "loss of A$896 million" in line, line
