"""ASX announcement shapes: a results page's grid of the half beside its comparative, and a
quarterly report's columns of quarters, the year so far and the half.

* A half placed by its distance from a half owned by the company ("the prior corresponding
  period to Northern Star's 1H FY25") is the earlier half; reading only the written half
  answered the neighbour half (confidently wrong).
* A grid row whose change is "n.m." keeps the grid whole; "(cps)" is cents a share; a cell
  "889m" on a row "(A$)" states Australian dollars to the verifier as to the reader.
* Quarter columns printed "Jun-25 qtr" or "Dec Q24" are quarters (the year to date beside
  the company's closing quarter is the whole year); a quarter's cell of words ("n.r.",
  "lower") leaves the row's figures under their own headings.
* A row naming its own measure ("Hematite price received") is not the title's other
  measure ("Production and costs").

Figures: /work/shared/data/asx_facts*.csv (NST H1 FY2024 underlying EBITDA A$889m, H1
FY2025 A$1.402bn, interim dividends 15 and 25 cents, H1 FY2024 underlying free cash flow
A$131m; FMG FY2025 / FY2024 C1 cost US$17.99 / 18.24 a wet tonne, hematite price US$103.01
a dry tonne in FY2024, shipments 198.4 / 191.6 Mt). Layouts and words are our own.
"""

from __future__ import annotations

from mines.figures.column_periods import column_periods
from mines.figures.extract import doc_figures
from mines.figures.model import Period
from mines.figures.tables import Table
from mines.question.relative_halves import spell_relative_halves
from mines.text_reading import text_items
from tests.support.offline_answer import answer, cited_doc, table_text


def test_a_half_counted_from_the_companys_own_half_is_the_earlier_half() -> None:
    assert (
        spell_relative_halves("in the prior corresponding period to Northern Star's 1H FY25")
        == "in H1 FY2024"
    )
    assert spell_relative_halves("the half before Fortescue's December 2024 half") == (
        "the June 2024 half"
    )


_GRID = table_text(
    "Half at a glance",
    ["", "1H FY25", "1H FY24", "Movement"],
    [
        ["Underlying EBITDA (A$)", "1.402bn", "889m", "+58%"],
        ["Interim dividend (cps)", "25", "15", "+67%"],
    ],
)


def test_the_comparative_half_of_a_grid_answers_a_half_counted_back() -> None:
    question = (
        "In the prior corresponding period to Northern Star's 1H FY25, what was its "
        "underlying EBITDA?"
    )
    draft, check = answer(cited_doc(_GRID, "NST", "H1 FY2025"), question)
    assert "889" in draft and "1.402" not in draft
    assert check.verified == 1 and not check.rejected


def test_cents_a_share_written_cps_is_a_dividend_a_share() -> None:
    draft, check = answer(
        cited_doc(_GRID, "NST", "H1 FY2025"),
        "What interim dividend did Northern Star declare for 1H FY24?",
    )
    assert "15" in draft and "cents" in draft
    assert check.verified == 1 and not check.rejected


def test_a_grid_row_with_no_meaningful_change_keeps_the_grid() -> None:
    lines = [
        "Half at a glance",
        "",
        "                                     1H FY25   1H FY24   Change",
        "Underlying EBITDA (A$M)                1,402       889     +58%",
        "Underlying free cash flow (A$M)            –       131     n.m.",
        "Interim dividend (cents)                  25        15     +67%",
    ]
    (table,) = [i for i in text_items(1, lines).items if isinstance(i, Table)]
    assert [r[0] for r in table.rows][-1] == "Interim dividend (cents)"


def test_quarters_written_with_their_year_are_quarters() -> None:
    cells = ["Jun-25 qtr", "Mar-25 qtr", "FY25 YTD", "FY24 YTD"]
    assert column_periods(cells, "FMG", Period(2025)) == [None, None, Period(2025), Period(2024)]
    # the year so far at March is three quarters: no year's figure
    assert column_periods(["Mar-25 qtr", "FY25 YTD"], "FMG", Period(2025)) == [None, None]
    assert column_periods(["Dec Q24", "Sep Q24"], "BHP", Period(2025, "H1")) == [None, None]


_QUARTERLY = [
    "Fortescue quarterly summary",
    "",
    "                               Unit    Jun-25 qtr   Mar-25 qtr   FY25 YTD   FY24 YTD",
    "Iron ore shipped                Mt          n.r.         n.r.      198.4      191.6",
    "Hematite C1 cost           US$/wmt         lower       higher      17.99      18.24",
]


def test_worded_quarter_cells_leave_the_year_columns_read() -> None:
    text = "\n".join(_QUARTERLY)
    (table,) = [i for i in text_items(1, _QUARTERLY).items if isinstance(i, Table)]
    assert table.rows[1][-2:] == ("17.99", "18.24")
    rendered = table_text(table.title, table.header, table.rows)
    read = {(f.period.label, f.value) for f in (s.figure for s in doc_figures(_doc(rendered)))}
    assert ("FY2024", 18.24) in read and ("FY2025", 198.4) in read
    assert text  # the plain text itself is what the reader was given


def _doc(text: str) -> dict[str, str]:
    return {"id": "1", "company": "FMG", "fiscal_year": "FY2025", "period": "FY2025", "text": text}


def test_a_row_naming_its_measure_is_not_the_titles_other_measure() -> None:
    table = table_text(
        "Production and costs",
        ["", "Jun-25 qtr", "FY25 YTD", "FY24 YTD"],
        [["Hematite price received (US$/dmt)", "", "84.79", "103.01"]],
    )
    draft, check = answer(
        cited_doc(table, "FMG", "FY2025"),
        "What price a dry tonne did Fortescue get for its hematite in FY2024?",
    )
    assert "103.01" in draft
    assert check.verified == 1 and not check.rejected
