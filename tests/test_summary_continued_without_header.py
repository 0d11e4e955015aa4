"""A summary continued on the next page without its column headings is read under them.

A five-year summary split over two pages may print "FY25 | FY24 | ..." on the first page
only; the continuation's first row was taken for its header, so that row was lost and the
other rows had no years ("not found" for figures the page states). A table whose header
row is a row of figures, continuing a table of the same width with period headings, takes
that table's header; a table with headings of its own keeps them.

Figures: /work/shared/data/asx_facts.csv and asx_facts_more.csv (NST revenue, gold sold,
aisc_aud_oz, realised_gold_price_aud_oz, underlying_npat); the tables are written here.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Period
from mines.figures.tables import Table
from mines.ingest.continued_tables import continued
from mines.ingest.reading import read_document

_FIRST = (
    "## Five-year summary\n\n"
    "| | Unit | FY25 | FY24 | FY23 | FY22 | FY21 |\n|---|---|---|---|---|---|---|\n"
    "| Revenue | A$m | 6,400 | 4,920 | 4,131 | 3,735 | 2,761 |\n"
    "| Gold sold | koz | 1,634 | 1,621 | 1,563 | 1,561 | 1,595 |\n\n"
)
_NEXT = (
    "## Five-year summary (continued)\n\n"
    "| All-in sustaining cost | A$/oz | – | 1,853 | 1,759 | 1,633 | 1,483 |\n"
    "|---|---|---|---|---|---|---|\n"
    "| Average realised gold price | A$/oz | 3,922 | – | 2,639 | – | – |\n"
    "| Underlying net profit after tax | A$m | 1,400 | – | 301 | 273 | 372 |\n"
)


def _figures(tmp_path: Path, body: str) -> dict[tuple[str, str], float]:
    path = tmp_path / "nst_fy25.md"
    path.write_text("# Northern Star Annual Report 2025\n\n" + body)
    ctx = DocContext("NST", Period(2025), "nst_fy25.md", None)
    out = {}
    for block in read_document(path).blocks:
        for f in extract_figures(block.text, ctx):
            if f.period is not None:
                out[(f.label.split(" — ")[0], f.period.label)] = f.value
    return out


def test_the_continuation_rows_take_the_years_of_the_first_page(tmp_path: Path) -> None:
    read = _figures(tmp_path, _FIRST + "<!-- page 2 -->\n\n" + _NEXT)
    assert read[("All-in sustaining cost", "FY2022")] == 1633
    assert read[("Average realised gold price", "FY2023")] == 2639
    assert read[("Underlying net profit after tax", "FY2021")] == 372
    assert ("Average realised gold price", "FY2024") not in read  # a dash is no figure


def test_a_table_with_its_own_headings_keeps_them() -> None:
    first = Table("Summary", ("", "FY25", "FY24"), (("Revenue", "6,400", "4,920"),))
    own = Table("Costs", ("", "2025", "2024"), (("AISC", "–", "1,853"),))
    assert continued(own, first) == own
    words = Table("Sites", ("Site", "Owner", "State"), (("Jundee", "NST", "WA"),))
    assert continued(words, first) == words
    headless = Table("Summary", ("AISC", "–", "1,853"), (("Gold sold", "1,634", "1,621"),))
    assert continued(headless, first).header == first.header
    assert continued(headless, first).rows[0] == ("AISC", "–", "1,853")
