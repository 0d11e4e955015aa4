"""A table of prices with one producer a row, and a column giving each row's period.

A press data table lists the prices each miner got ("| Miner | Sold | Unit | Period | Average |"
over "| Northern Star | Gold | A$/oz | Half to December 2022 | 2,513 |"): each miner's
rows are that miner's alone, under the period its row names; "Iron ore, all hubs" is all of
MinRes' iron ore. No miner's price is another's, and a row's period is never the
piece's.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.company_paragraphs import paragraphs
from mines.figures.model import Period
from mines.figures.row_period_columns import row_periods_widened
from mines.figures.tables import Table
from tests.support.offline_answer import answer, cited_doc

TABLE = """## Who got what for their cargoes

*Commodities desk, Perth, 21 February 2025*

Realised prices as each miner printed them.

Table: Realised prices
| Miner | Sold | Unit | Period | Average |
| Northern Star | Gold | A$/oz | Half to December 2022 | 2,513 |
| Northern Star | Gold | A$/oz | Year to June 2023 | 2,639 |
| Mineral Resources | Iron ore, all hubs | US$/dmt | Half to December 2024 | 83 |
| Fortescue | Hematite | US$/dmt | Year to June 2024 | 103.01 |
"""


def test_each_miner_gets_the_header_and_its_own_rows_only() -> None:
    own = {p.company: p.text_in(TABLE) for p in paragraphs(TABLE) if p.printed}
    assert set(own) == {"NST", "MIN", "FMG"}
    assert own["NST"].splitlines()[1] == "| Sold | Unit | Period | Average |"
    assert "2,639" in own["NST"] and "103.01" not in own["NST"] and "83 |" not in own["NST"]
    assert "Northern Star" not in own["NST"], "the column of names is left out"
    assert own["FMG"].count("\n") == 2 and "103.01" in own["FMG"]


def test_a_column_of_row_periods_is_spread_one_column_a_period() -> None:
    table = Table(
        "Realised prices",
        ("Sold", "Unit", "Period", "Average"),
        (
            ("Gold", "A$/oz", "Half to December 2022", "2,513"),
            ("Gold", "A$/oz", "Year to June 2023", "2,639"),
        ),
        (),
    )
    wide = row_periods_widened(table, "NST", Period(2023, "FY"))
    assert wide.header == ("Sold", "Unit", "Half to December 2022", "Year to June 2023")
    assert wide.rows == (("Gold", "A$/oz", "2,513", ""), ("Gold", "A$/oz", "", "2,639"))
    dated = Table(
        "Dividends", ("Kind", "Payment date", "Cents"), (("Final", "26 September 2024", "25"),), ()
    )
    assert row_periods_widened(dated, "NST", None) is dated, "a payment date is no period"


def _own(company: str) -> str:
    return next(p.text_in(TABLE) for p in paragraphs(TABLE) if p.company == company)


def test_the_miner_s_price_is_answered_for_its_row_s_period_only() -> None:
    nst = cited_doc(_own("NST"), "NST", "H1 FY2023")
    said, _ = answer(nst, "What gold price did Northern Star realise in the half to December 2022?")
    assert "2,513" in said and "2,639" not in said
    said, _ = answer(nst, "What was Northern Star's average realised gold price in FY2023?")
    assert "2,639" in said and "2,513" not in said
    minres = cited_doc(_own("MIN"), "MIN", "H1 FY2025")
    said, check = answer(minres, "What did MinRes get per dry tonne of iron ore in 1H FY25?")
    assert "US$83" in said and check.verified == 1


def test_the_wrap_ingested_files_each_price_under_its_miner(tmp_path: Path) -> None:
    from mines.figure_index import chunk_figures
    from mines.ingest.run import ingest_paths
    from mines.store import Store

    path = tmp_path / "prices.md"
    path.write_text(TABLE, encoding="utf-8")
    store = Store(path=tmp_path / "chroma")
    ingest_paths([path], store=store)
    read = {
        (t, f.value, f.period.label if f.period else None)
        for t in ("NST", "MIN", "FMG")
        for c in store.search(t, "realised price", k=10)
        for f in chunk_figures(c)
    }
    assert ("FMG", 103.01, "FY2024") in read and ("NST", 2639.0, "FY2023") in read
    assert not {v for t, v, _ in read if t == "NST"} & {103.01, 83.0}


LABELLED = """## Ore by the tonne

*Markets, Perth, 22 February 2025*

How the two iron ore miners' halves compare.

Table: Ore receipts, US$ per dry metric tonne
| Miner | Jul-Dec 2023 | Jul-Dec 2024 |
| Fortescue (hematite) | – | 85 |
| Mineral Resources (all hubs) | 111 | 83 |
"""


def test_a_label_naming_its_miner_keeps_its_other_words() -> None:
    own = {p.company: p.text_in(LABELLED) for p in paragraphs(LABELLED) if p.printed}
    assert own["FMG"].splitlines()[-1] == "| hematite | – | 85 |"
    assert "111" not in own["FMG"] and "85" not in own["MIN"]
    fmg = cited_doc(own["FMG"], "FMG", "H1 FY2025")
    said, _ = answer(fmg, "What did Fortescue get for its hematite per dry tonne in 1H FY25?")
    assert "US$85" in said and "83" not in said
