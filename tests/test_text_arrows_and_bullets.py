"""A deck's change column in arrows, and a deck's bullets each a thing and its amount.

"Operating cash   7,056   6,975   ▲ 1%" under "1H 2024   1H 2023": the arrow's change is a
column of its own, after the periods; the headings were padded on the left, which put the
earlier half's amount under the later half. "• Copper $US7.4bn" under a heading naming
EBITDA by product group: a row of a table titled by the heading; as a sentence it named
no measure and went unread.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.tables import Table, render_table
from mines.text_reading import text_items

CASH = """Cash generation (US$m)

                             1H 2024   1H 2023
Cash from operations           7,056     6,975    ▲ 1%
"""

SLIDE = """EARNINGS BEFORE INTEREST, TAX, D&A BY PRODUCT GROUP (UNDERLYING)

• Iron Ore $US15.2bn ▼ softer prices

• Copper $US7.4bn ▲ more tonnes

• Aluminium & Lithium $US4.6bn
"""


def _tables(page: str) -> list[Table]:
    return [t for t in text_items(1, page.splitlines()).items if isinstance(t, Table)]


def _read(page: str, company: str, period: str) -> set[tuple[float, str, str | None]]:
    text = "\n\n".join(render_table(t) for t in _tables(page))
    doc = {"id": "d", "company": company, "period": period, "text": text, "page": "1"}
    doc["fiscal_year"] = period.split()[-1]
    read = [s.figure for s in doc_figures(doc)]
    return {(f.base_value, f.period.label, f.qualifier) for f in read}


def test_an_arrowed_change_is_the_last_column_not_a_period() -> None:
    (table,) = _tables(CASH)
    assert table.header == ("", "1H 2024", "1H 2023", "Change")
    read = _read(CASH, "RIO", "H1 FY2024")
    assert (7056e6, "H1 FY2024", None) in read
    assert (6975e6, "H1 FY2023", None) in read
    assert (6975e6, "H1 FY2024", None) not in read


def test_amount_bullets_under_a_measure_heading_are_its_rows() -> None:
    (table,) = _tables(SLIDE)
    assert table.header == ("", "US$bn")
    assert table.rows == (("Iron Ore", "15.2"), ("Copper", "7.4"), ("Aluminium & Lithium", "4.6"))
    read = _read(SLIDE, "RIO", "FY2025")
    assert (7.4e9, "FY2025", "Copper") in read


def test_a_bullet_going_on_after_its_amount_keeps_the_list_prose() -> None:
    page = "Outlook\n\n• Capital spend $US2.1bn guidance for next year\n• Copper $US7.4bn\n"
    assert _tables(page) == []


def test_bullets_with_no_heading_name_no_measure() -> None:
    assert _tables("• Iron Ore $US15.2bn\n• Copper $US7.4bn\n") == []


def test_a_bullet_may_name_its_basis_and_end_in_a_dashed_comment() -> None:
    page = (
        "Output this year\n\n- WAIO (100%) 290 Mt -- a record\n- Copper 2.0 Mt ▲ 7% -- a record\n"
    )
    (table,) = _tables(page)
    assert table.header == ("", "Mt")
    assert table.rows == (("WAIO (100%)", "290"), ("Copper", "2.0"))


def test_a_comment_looking_ahead_makes_the_bullets_no_results() -> None:
    page = "Spending\n\n- Capital & exploration US$11bn -- guidance\n- Net debt US$12.9bn\n"
    assert _tables(page) == []


PRICES = """PRICES ACHIEVED AND OUTPUT

• Cu $US4.57/lb | Al $US3,318/t (all realised)
"""


def test_a_slide_line_of_barred_segments_is_a_row_a_segment() -> None:
    (table,) = _tables(PRICES)
    assert table.title == "PRICES ACHIEVED AND OUTPUT (all realised)"
    assert table.rows == (("Copper", "US$4.57/lb"), ("Aluminium", "US$3,318/t"))
    read = _read(PRICES, "RIO", "FY2025")
    assert (4.57, "FY2025", "Copper") in read
    assert (3318.0, "FY2025", "Aluminium") in read


def test_segments_under_a_bullet_stating_a_half_are_no_table() -> None:
    # the line above states figures and a half: no heading, and no half to date them by
    page = "• Earnings $US10.87bn (1H25: $US4.8bn)\n\n• Cash in $US16.8bn | cash left $US4.0bn\n"
    assert _tables(page) == []
