"""Segment notes whose columns are the segments, read from the file as printed.

An annual report's segment note puts one column per product group (some named by a word no
list of ours knows, "Minerals"), the group's column last, and one row per measure; a period
may head the segment names from a row above them. A half-year release prints the same in
aligned plain text with a line of units under the names. Each cell is the row's measure of
the column's segment: the copper question takes the copper column, the group question the
group column, and neither ever takes the other's (nor another segment's), in the draft and
in the verifier. Made-up layouts; values from the shared facts.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Period
from mines.grounding import check_draft
from mines.ingest.chunking import chunk_blocks
from mines.ingest.reading import read_document
from tests.support.offline_answer import answer, cited_doc

_NOTE = """## 4. Segmental reporting

The product groups below are the reportable segments.

| US$ million | Iron Ore | Aluminium & Lithium | Copper | Minerals | Group |
|---|---|---|---|---|---|
| Underlying EBITDA of consolidated operations | 15,200 | 4,600 | 7,400 | – | 25,400 |
"""

_SPANNED = """## Segment note

| | Year ended 31 December 2025 | | | |
|---|---|---|---|---|
| US$m | Iron Ore | Copper | Minerals | Total |
| Underlying EBITDA | 15,200 | 7,400 | – | 25,400 |
"""

_ALIGNED = """Earnings by reportable segment, six months to 31 December 2023

                         Lithium     Iron Ore     Mining Services      Total
                           A$m         A$m             A$m              A$m
Underlying EBITDA         271.4       266.2           253.7            674.9
"""


def _doc(tmp_path: Path, name: str, text: str, company: str, period: str) -> dict[str, Any]:
    path = tmp_path / name
    path.write_text(text)
    blocks = chunk_blocks(read_document(path).blocks)
    assert len(blocks) == 1
    return {
        "id": "1",
        "company": company,
        "fiscal_year": period.split()[-1],
        "period": period,
        "source": name,
        "page": 1,
        "score": 1.0,
        "section": blocks[0].section,
        "text": blocks[0].text,
    }


def _answered(doc: dict[str, Any], question: str, value: str) -> bool:
    draft, check = answer(doc, question)
    return value in draft and check.verified == 1 and not check.rejected and not check.unverified


def _copper_and_group(doc: dict[str, Any]) -> None:
    """The copper question takes the copper column (7,400), the group question the group's."""
    assert _answered(doc, "What was Rio Tinto's copper segment underlying EBITDA in 2025?", "7,400")
    assert _answered(doc, "What was Rio Tinto's underlying EBITDA in 2025?", "25,400")


def _part_and_group(doc: dict[str, Any], question: str, value: str) -> None:
    """A MinRes segment question takes its own column, the group question the total."""
    assert _answered(doc, question, value)
    assert _answered(doc, "What was Mineral Resources' underlying EBITDA in H1 FY2024?", "674.9")


def test_a_segment_column_answers_its_segment_and_the_group_column_the_group(
    tmp_path: Path,
) -> None:
    doc = _doc(tmp_path, "note.md", _NOTE, "RIO", "FY2025")
    _copper_and_group(doc)
    assert _answered(
        doc, "How much underlying EBITDA did Rio's iron ore arm make in 2025?", "15,200"
    )


_KNOWN = (
    "Table: Product group results (US$ million)\n"
    "| | Iron Ore | Aluminium & Lithium | Copper | Group |\n"
    "| Consolidated underlying EBITDA | 15,200 | 4,600 | 7,400 | 25,400 |"
)


def test_a_row_naming_consolidated_operations_is_each_columns_not_the_groups() -> None:
    ctx = DocContext("RIO", Period(2025), "note.md", None, "", "c")
    got = {f.value: f for f in extract_figures(_KNOWN, ctx)}
    assert got[15200].qualifier == "Iron Ore" and got[7400].qualifier == "Copper"
    assert got[25400].qualifier is None
    doc = cited_doc(_KNOWN, "RIO", "FY2025")
    line = "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — {}: US${} million [1]"
    assert check_draft(line.format("underlying EBITDA", "7,400"), [doc]).rejected
    assert check_draft(line.format("Iron Ore underlying EBITDA", "7,400"), [doc]).rejected
    assert check_draft(line.format("underlying EBITDA", "25,400"), [doc]).verified == 1


def test_a_period_row_over_the_segment_names_dates_each_column(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "spanned.md", _SPANNED, "RIO", "FY2025")
    _copper_and_group(doc)


def test_segments_named_over_a_units_line_in_plain_text(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "half.txt", _ALIGNED, "MIN", "H1 FY2024")
    _part_and_group(
        doc, "What was MinRes's iron ore segment underlying EBITDA in 1H FY24?", "266.2"
    )
    draft, _ = answer(
        doc, "What was the lithium division's underlying EBITDA for MinRes in H1 FY2024?"
    )
    assert "271.4" in draft and "674.9" not in draft


_ROWS = """## Results of the reportable segments

| Reportable segment | Underlying EBITDA US$m | Capital expenditure US$m |
|---|---|---|
| Iron Ore | 15,200 | – |
| Copper | 7,400 | – |
| Total Group | 25,400 | 12,300 |
"""


def test_segments_down_the_rows_under_a_unit_printed_after_the_measure(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "rows.md", _ROWS, "RIO", "FY2025")
    _copper_and_group(doc)
    line = "- Rio Tinto (RIO), FY2025 (year to 31 December 2025) — underlying EBITDA: US${} [1]"
    assert check_draft(line.format("7,400 million"), [doc]).rejected


_UNDER_HEADING = """## Copper

Financial results of the product group:

| Year ended 31 December (US$ millions) | 2025 |
|---|---|
| Underlying EBITDA | 7,400 |
"""


def test_a_title_naming_only_the_product_group_leaves_the_heading_to_name_it(
    tmp_path: Path,
) -> None:
    doc = _doc(tmp_path, "copper.md", _UNDER_HEADING, "RIO", "FY2025")
    assert _answered(doc, "What was Rio Tinto's copper segment underlying EBITDA in 2025?", "7,400")
    _, check = answer(doc, "What was Rio Tinto's underlying EBITDA in 2025?")
    assert check.verified == 0


_BOLD = """## Operating segments

| | **Iron Ore** | **Copper** | **Other operations and unallocated** | **Total** |
|---|---|---|---|---|
| Underlying EBITDA (US$m) | 15,200 | 7,400 | – | 25,400 |
"""

_PERIOD_CORNER = """Results by segment

Six months to 31 Dec 2023    Lithium    Iron Ore    Mining Services    Group
Underlying EBITDA ($m)         271.4      266.2          253.7          674.9
"""


def test_segment_names_in_bold_with_a_total_column(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "bold.md", _BOLD, "RIO", "FY2025")
    _copper_and_group(doc)


def test_a_period_in_the_corner_of_a_plain_text_segment_header(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "corner.txt", _PERIOD_CORNER, "MIN", "H1 FY2024")
    _part_and_group(
        doc, "What was MinRes's lithium segment underlying EBITDA in H1 FY2024?", "271.4"
    )


_UNITS_ROW = """## Segment information

| | Iron Ore | Copper | Group |
|---|---|---|---|
| | US$m | US$m | US$m |
| Underlying EBITDA | 15,200 | 7,400 | 25,400 |
"""


def test_a_row_of_units_under_the_segment_names_is_the_tables_unit(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "units.md", _UNITS_ROW, "RIO", "FY2025")
    _copper_and_group(doc)


_MEASURES_OVER_YEARS = """## Financial information by business unit

| US$ million | Underlying EBITDA | | Capital expenditure | |
|---|---|---|---|---|
| | 2025 | 2024 | 2025 | 2024 |
| Iron Ore | 15,200 | – | – | – |
| Copper | 7,400 | – | – | – |
| Total | 25,400 | – | 12,300 | – |
"""

_PARTS_OVER_YEARS = """## Segment information

| US$m | Iron Ore | | Copper | | Group | |
|---|---|---|---|---|---|---|
| | 2025 | 2024 | 2025 | 2024 | 2025 | 2024 |
| Underlying EBITDA | 15,200 | – | 7,400 | – | 25,400 | – |
"""


def test_measures_spanning_a_row_of_years_over_segment_rows(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "units.md", _MEASURES_OVER_YEARS, "RIO", "FY2025")
    _copper_and_group(doc)
    draft, _ = answer(doc, "What was Rio Tinto's capital expenditure in 2025?")
    assert "12,300" in draft and "2,025" not in draft  # the year row states no amount


def test_segments_spanning_a_row_of_years(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "parts.md", _PARTS_OVER_YEARS, "RIO", "FY2025")
    _copper_and_group(doc)


_DATED_CORNER = """## Product group results (US$ million)

| 2025 | Iron Ore | Copper | Group |
|---|---|---|---|
| Underlying EBITDA | 15,200 | 7,400 | 25,400 |
"""


def test_the_corner_dates_the_segment_cells_over_the_documents_period(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "dated.md", _DATED_CORNER, "RIO", "FY2024")
    assert _answered(doc, "What was Rio Tinto's copper segment underlying EBITDA in 2025?", "7,400")
    draft, _ = answer(doc, "What was Rio Tinto's copper segment underlying EBITDA in 2024?")
    assert "7,400" not in draft


_WRAPPED = """Note 2 Operating segments

                           Iron Ore    Aluminium &     Copper      Group
                                         Lithium
                             US$m         US$m          US$m        US$m
Underlying EBITDA           15,200        4,600         7,400      25,400
"""


def test_a_segment_name_wrapped_onto_a_second_header_line(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "wrapped.txt", _WRAPPED, "RIO", "FY2025")
    question = "What was Rio Tinto's aluminium and lithium segment underlying EBITDA in 2025?"
    assert _answered(doc, question, "4,600")
    _copper_and_group(doc)


_CORNER_MEASURE = """## Divisional results

| Underlying EBITDA ($m) | FY23 |
|---|---|
| Mining Services | 484 |
| Lithium | 1,300 |
| Group | 1,800 |
"""


def test_a_measure_in_the_corner_over_rows_of_divisions(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "corner.md", _CORNER_MEASURE, "MIN", "FY2023")
    question = "What was MinRes's Mining Services underlying EBITDA in FY2023?"
    assert _answered(doc, question, "484")
    assert _answered(doc, "What was Mineral Resources' underlying EBITDA in FY2023?", "1,800")
    text = _CORNER_MEASURE.replace("## Divisional results", "## Mining Services")
    own = _doc(
        tmp_path,
        "own.md",
        text.replace("| Lithium | 1,300 |\n| Group | 1,800 |\n", ""),
        "MIN",
        "FY2023",
    )
    assert _answered(own, question, "484")
    listed = _CORNER_MEASURE.replace("## Divisional results", "## Mining Services and Lithium")
    draft, _ = answer(_doc(tmp_path, "listed.md", listed, "MIN", "FY2023"), question)
    assert "1,800" not in draft.split("closest")[0]  # the group's row is no listed part's


_GROUP_UNDER_PARTS = """## Mining Services and Lithium

| $m | FY23 |
|---|---|
| Group underlying EBITDA | 1,800 |
"""


def test_a_group_row_under_a_title_listing_divisions_is_no_divisions(tmp_path: Path) -> None:
    doc = _doc(tmp_path, "listed.md", _GROUP_UNDER_PARTS, "MIN", "FY2023")
    _, check = answer(doc, "What was MinRes's Mining Services underlying EBITDA in FY2023?")
    assert check.verified == 0
    assert _answered(doc, "What was Mineral Resources' underlying EBITDA in FY2023?", "1,800")
