"""Tables a text export prints without columns of periods: records apart by commas, and bars.

A data export pasted into a text file prints one record a line ("measure,site,basis,
period,value,unit"); a results deck saved as text draws each bar of a chart in block
glyphs between its label and value. Neither was read as a table, and every figure in them
went unread.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.tables import Table, render_table
from mines.text_reading import text_items

EXPORT = """Operating data, as exported

measure,site,ownership,period,value,unit
Iron ore produced,WAIO,100%,FY23,285,Mt
Iron ore produced,WAIO,Own share,FY23,253,Mt
Iron ore produced,WAIO,Own share,FY24,255,Mt
Capital and exploration spend,Group,,FY24,9.27,US$bn
"""

CHART = """Half-year results deck, saved as text

Segment EBITDA, underlying (A$m), six months to 31 December 2023

                                                    A$m
Lithium            ▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇   271.4
Iron Ore           ▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇▇    266.2
"""


def _tables(page: str) -> list[Table]:
    return [t for t in text_items(1, page.splitlines()).items if isinstance(t, Table)]


def test_records_are_one_row_per_thing_measured_and_a_column_per_period() -> None:
    (table,) = _tables(EXPORT)
    assert table.header == ("", "FY23", "FY24")
    assert table.rows == (
        ("Iron ore produced, WAIO, 100% (Mt)", "285", ""),
        ("Iron ore produced, WAIO, Own share (Mt)", "253", "255"),
        ("Capital and exploration spend (US$bn)", "", "9.27"),  # the whole company's: no scope
    )


def test_prose_with_commas_is_no_record() -> None:
    page = "Shipments rose, costs fell, and prices held\nMargins widened, debt fell, cash grew\n"
    assert _tables(page) == []


def _read(page: str, company: str, period: str) -> set[tuple[float, str, str | None]]:
    """(value, period, qualifier) of every figure read from ``page`` as ingestion renders it."""
    text = "\n\n".join(render_table(t) for t in _tables(page))
    doc = {"id": "d", "company": company, "period": period, "text": text, "page": "1"}
    doc["fiscal_year"] = period.split()[-1]
    read = [s.figure for s in doc_figures(doc)]
    return {(f.base_value, f.period.label, f.qualifier) for f in read}


def test_each_record_is_read_for_its_own_period_and_basis() -> None:
    read = _read(EXPORT, "BHP", "FY2025")
    assert (285e6, "FY2023", "WAIO, 100% basis") in read
    assert (253e6, "FY2023", "WAIO, share") in read
    assert (9.27e9, "FY2024", None) in read


def test_a_chart_s_bars_are_read_as_each_segment_s_figure() -> None:
    read = _read(CHART, "MIN", "H1 FY2024")
    assert (271.4e6, "H1 FY2024", "Lithium") in read
    assert (266.2e6, "H1 FY2024", "Iron Ore") in read


def test_a_chart_s_bars_are_its_rows() -> None:
    (table,) = _tables(CHART)
    assert table.rows == (("Lithium", "271.4"), ("Iron Ore", "266.2"))


def test_a_lone_square_is_a_bullet_not_a_bar() -> None:
    from mines.text_bars import unbarred

    assert unbarred("■ Copper output rose") == "■ Copper output rose"
    assert unbarred("Copper  ■■■■  12") == "Copper        12"
