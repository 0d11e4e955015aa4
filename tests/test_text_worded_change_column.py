"""A half-year review printing its change on the prior half in words, losses with a minus.

"Cash from operations   −656   from inflow to outflow" under "Six months to 31 Dec 2024
Compared with the prior half": the words are the change column ("lower", "higher", "from
profit to loss"), the minus sign (U+2212) a negative. Neither was known, so the table was
never read and each row fell to loose words.
"""

from __future__ import annotations

from mines.figures.extract import doc_figures
from mines.figures.tables import Table, render_table
from mines.text_reading import text_items

PAGE = """Results for the half (A$m)

                                        Six months to 31 Dec 2024   Compared with the prior half
Revenue from customers                                      2,290                          lower
Cash from operations                                         \u2212656       from inflow to outflow
Net debt at the half's end                                  5,084                         higher
"""


def test_a_worded_change_column_leaves_a_table_of_the_half() -> None:
    (table,) = [t for t in text_items(1, PAGE.splitlines()).items if isinstance(t, Table)]
    assert table.header[1] == "Six months to 31 Dec 2024"
    assert [r[:2] for r in table.rows] == [
        ("Revenue from customers", "2,290"),
        ("Cash from operations", "\u2212656"),
        ("Net debt at the half's end", "5,084"),
    ]
    doc = {"id": "d", "company": "MIN", "period": "H1 FY2025", "fiscal_year": "FY2025"}
    read = {
        (s.figure.base_value, s.figure.period.label)
        for s in doc_figures({**doc, "text": render_table(table)})
    }
    assert (-656e6, "H1 FY2025") in read
    assert (5084e6, "H1 FY2025") in read
