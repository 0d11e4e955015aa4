"""Table rows printed far from the registry's labels answer the measure they state.

A row the reader records with no metric ("Outlay on expansion projects", "Net cash inflow
from the operating business", "Income from sales of product", "Wodgina concentrate
despatched to customers", "| Escondida (kt) |" under "Copper operations") answers a
question asking for that measure in an analyst's words, while a row of another measure,
kind, site or period is still refused. Every figure is one of /work/shared/data/asx_facts*.csv
(a rounded billion written in millions, e.g. US$9.02 billion as 9,020); where the data holds
no figure of a row's kind, a distractor row carries the company's figure of a close kind,
named in a comment, and no assertion reads its value. The row wording is our own.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from mines.figures.qualifiers import read_qualifiers
from mines.figures.volume_rows import worded_volume
from tests.support.offline_answer import answer, cited_doc


def _table(title: str, header: list[str], rows: list[list[str]]) -> str:
    out = f"Table: {title}\n| {' | '.join(header)} |\n| {' | '.join(['---'] * len(header))} |\n"
    return out + "".join(f"| {' | '.join(r)} |\n" for r in rows)


def _ok(text: str, company: str, period: str, question: str) -> str | None:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft if check.verified >= 1 and not check.rejected else None


# Northern Star's FY23 growth capital expenditure, A$752 million, is the data's only growth
# capex (no prior year, and no company's sustaining capital), so the table has one column
# and one row.
_SPENDING = _table("Capital spending", ["A$m", "FY23"], [["Outlay on expansion projects", "(752)"]])


@pytest.mark.parametrize(
    "label", ["Outlay on expansion projects", "Expansionary capital", "Growth investment"]
)
def test_growth_spending_in_other_words(label: str) -> None:
    text = _table("Capital spending", ["A$m", "FY23"], [[label, "(752)"]])
    for q in (
        "How much did Northern Star spend on growth capex in FY23?",
        "What was Northern Star's growth capital expenditure in FY23?",
    ):
        assert "752" in (_ok(text, "NST", "FY2023", q) or ""), (label, q)


def test_growth_spending_refuses_its_neighbours() -> None:
    for q in (
        "What was Northern Star's total capital expenditure in FY23?",
        "What was Northern Star's sustaining capex in FY23?",
        "What was Northern Star's growth capex in FY22?",
    ):
        assert _ok(_SPENDING, "NST", "FY2023", q) is None, q
    # no sustaining capital in the data: Fortescue's FY24 purchases of property, plant and
    # equipment (US$2,834 million, cash-flow statement) stand in, and only a refusal is read
    sustaining = _table("Capital spending", ["US$m", "FY24"], [["Sustaining capital", "(2,834)"]])
    assert _ok(sustaining, "FMG", "FY2024", "What was Fortescue's growth capex in FY24?") is None


# Rio Tinto's net cash generated from operating activities, US$15,160 million in 2023 and
# US$16,134 million in 2022 (the 2023 release's comparative). The data holds no investing
# cash flow: the investing row carries Rio Tinto's purchases of property, plant and equipment
# and intangibles (7,086 and 6,750), part of investing cash, and only refusals read it.
_CASH = _table(
    "Cash flow summary",
    ["US$m", "2023", "2022"],
    [
        ["Net cash inflow from the operating business", "15,160", "16,134"],
        ["Cash used in investing activities", "(7,086)", "(6,750)"],
    ],
)


def test_operating_cash_in_other_words() -> None:
    q = "What was Rio Tinto's operating cash flow in 2023?"
    assert "15,160" in (_ok(_CASH, "RIO", "FY2023", q) or "")
    trading = _table(
        "Cash flow summary", ["US$m", "2023"], [["Cash from trading activities", "15,160"]]
    )
    assert "15,160" in (_ok(trading, "RIO", "FY2023", q) or "")
    for other in (
        "What was Rio Tinto's free cash flow in 2023?",
        "What was Rio Tinto's net debt at the end of 2023?",
        "What was Rio Tinto's financing cash flow in 2023?",
        "What was Rio Tinto's operating cash flow in the first half of 2023?",
    ):
        assert _ok(_CASH, "RIO", "FY2023", other) is None, other
    assert read_qualifiers("Cash reinvested in the business") == {}


# BHP's H1 FY25 revenue, US$25.176 billion. The data holds no gain on asset sales: that row
# carries BHP's H1 FY25 attributable profit (US$4,416 million), a profit as the row's head is,
# and only refusals read it.
_SALES = _table(
    "Half-year results",
    ["US$m", "H1 FY25"],
    [
        ["Income from sales of product", "25,176"],
        ["Income from the sale of assets", "4,416"],
    ],
)


def test_income_from_sales_is_the_top_line() -> None:
    q = "What was BHP's revenue for the first half of FY25?"
    assert "25,176" in (_ok(_SALES, "BHP", "H1 FY2025", q) or "")
    assert _ok(_SALES, "BHP", "H1 FY2025", "What was BHP's revenue for FY25?") is None
    assert _ok(_SALES, "BHP", "H1 FY2025", "BHP net profit for the first half of FY25?") is None
    assert read_qualifiers("Income from the sale of assets")["head"] == {"profit"}


# Wodgina shipped 214 kt in FY25 and produced 201 kt in FY24; the data has no other year of
# either, so each row's other cell is a dash.
_LITHIUM = _table(
    "Lithium results summary",
    ["Measure", "FY25", "FY24"],
    [
        ["Wodgina concentrate despatched to customers (kt)", "214", "–"],
        ["Wodgina concentrate produced (kt)", "–", "201"],
    ],
)


def test_a_lithium_sites_concentrate_despatched_is_its_shipments() -> None:
    assert worded_volume("Wodgina concentrate despatched to customers", "MIN") == (
        "lithium",
        "shipments",
        "Wodgina",
    )
    # a copper mine's concentrate is no contained copper
    assert worded_volume("Escondida concentrate shipped", "BHP") is None
    q = "How much spodumene did Wodgina ship in FY25?"
    assert "214" in (_ok(_LITHIUM, "MIN", "FY2025", q) or "")
    produced = "How much spodumene did Wodgina produce in FY24?"
    assert "201" in (_ok(_LITHIUM, "MIN", "FY2025", produced) or "")
    for other in (
        "How much spodumene did Mt Marion ship in FY25?",
        "How much spodumene did Mineral Resources ship in FY25?",
        "How much spodumene did Wodgina ship in the first half of FY25?",
    ):
        assert _ok(_LITHIUM, "MIN", "FY2025", other) is None, other


def test_a_mine_row_under_a_heading_of_production_is_its_output() -> None:
    # Escondida's H1 FY25 copper, 644 kt; the data has no prior half and no other mine's half
    table = _table("Operations review", ["Asset", "H1 FY25"], [["Escondida (kt)", "644"]])
    text = f"Copper production\n\n{table}"
    q = "How much copper did Escondida produce in the first half of FY25?"
    assert "644" in (_ok(text, "BHP", "H1 FY2025", q) or "")
    for other in (
        "How much copper did Escondida produce in FY25?",
        "How much copper did BHP produce in the first half of FY25?",
        "How much copper did Escondida sell in the first half of FY25?",
    ):
        assert _ok(text, "BHP", "H1 FY2025", other) is None, other
    # with no word of production above or on it, a site's tonnes are still not guessed
    assert _ok(table, "BHP", "H1 FY2025", q) is None


_FIVE_YEARS = _table(
    "Five year summary",
    ["", "FY24", "FY23", "FY22", "FY21"],
    [
        ["Distributions declared (A cents)", "197", "175", "207", "358"],
        ["Tonnes loaded onto ships (Mt)", "191.6", "192", "189", "182.2"],
    ],
)


def test_a_five_year_distributions_row_is_kept_and_answers_through_the_guardrails() -> None:
    from mines.offline.grade import _grade_one
    from mines.read_question import read_question
    from tests.support.offline_answer import off_question

    doc = cited_doc(_FIVE_YEARS, "FMG", "FY2024")
    q = "What was Fortescue's dividend per share in FY22?"
    relevant, _ = _grade_one(doc, read_question(q))
    assert relevant  # graded away before, though synthesis answers from it
    draft = _ok(_FIVE_YEARS, "FMG", "FY2024", q) or ""
    assert "207" in draft
    assert off_question(doc, q, draft) == []  # the guardrails had withheld it
    for other in (
        "What was Fortescue's final dividend per share in FY22?",
        "What was Fortescue's payout ratio in FY22?",
        "What was Fortescue's EPS in FY22?",
    ):
        assert _ok(_FIVE_YEARS, "FMG", "FY2024", other) is None, other


def test_a_result_printed_with_its_period_verifies_as_the_reader_has_it() -> None:
    # BHP's attributable profit (US$9.02bn, 7,897, 12,921) and underlying attributable profit
    # (US$10.16bn, 13.66bn, 13.4bn), the billions written in millions
    text = _table(
        "Key figures",
        ["US$m", "FY25", "FY24", "FY23"],
        [
            ["Net result for the year", "9,020", "7,897", "12,921"],
            ["Underlying attributable profit", "10,160", "13,660", "13,400"],
        ],
    )
    q = "What was BHP's statutory profit after tax in FY24?"
    assert "7,897" in (_ok(text, "BHP", "FY2025", q) or "")  # withheld as 'not named'
    assert "13,660" in (_ok(text, "BHP", "FY2025", "BHP underlying profit in FY24?") or "")


def test_the_figure_index_finds_rows_named_in_other_words(tmp_path: Path) -> None:
    from mines import figure_index
    from mines.ingest.run import ingest_paths
    from mines.store import Store

    store = Store(path=tmp_path / "chroma")
    filler = " ".join(f"Paragraph {i} is about safety and people at the sites." for i in range(60))
    # Northern Star FY23: growth capex A$752m, revenue A$4,131m (FY22: 3,735); the data has no
    # operating cash flow for the year, so the cash row carries its cash earnings (A$1,223m,
    # EBITDA less interest, tax and sustaining capital), and no assertion reads a value
    path = tmp_path / "nst_results.md"
    path.write_text(
        "# Northern Star results for the year ended 30 June 2023\n\n"
        f"{filler}\n\n## Cash\n\n"
        "| A$ million | 2023 |\n|---|---:|\n"
        "| Cash from trading activities | 1,223 |\n\n"
        f"{filler}\n\n## Projects\n\n"
        "| A$ million | 2023 |\n|---|---:|\n"
        "| Expansionary capital | (752) |\n\n"
        f"{filler}\n\n## Sales\n\n"
        "| A$ million | 2023 | 2022 |\n|---|---:|---:|\n"
        f"| Income from sales of product | 4,131 | 3,735 |\n\n{filler}\n"
    )
    assert ingest_paths([path], store=store).ok

    def found(phrase: str) -> str:
        ids = figure_index.chunk_ids_for_phrases(store, "NST", [phrase], ["FY2023"])
        return " ".join(c["text"] for c in store.get_chunks("NST", ids))

    assert "Cash from trading activities" in found("operating cash flow")
    assert "Expansionary capital" in found("growth capex")
    assert "Income from sales of product" in found("revenue")
    assert "Cash from trading activities" not in found("free cash flow")
    assert "Expansionary capital" not in found("sustaining capex")


def test_a_site_then_a_dash_then_its_product_shipped() -> None:
    assert worded_volume("Wodgina — SC6 shipped", "MIN") == ("lithium", "shipments", "Wodgina")
    # FY25 SC6-equivalent shipments: Wodgina 214 kt, Mt Marion 203 kt (no half-year by site)
    text = _table(
        "Lithium segment results",
        ["", "FY25"],
        [["Wodgina — SC6 shipped (kt)", "214"], ["Mt Marion — SC6 shipped (kt)", "203"]],
    )
    q = "How many tonnes of spodumene did Wodgina ship in FY25?"
    assert "214" in (_ok(text, "MIN", "FY2025", q) or "")
    other = "How many tonnes of spodumene did Bald Hill ship in FY25?"
    assert _ok(text, "MIN", "FY2025", other) is None


@pytest.mark.parametrize(("sign", "cents"), [("¢", "207 cents"), ("A¢", "207 A cents")])
def test_a_cent_sign_after_a_dividend_row_is_cents_a_share(sign: str, cents: str) -> None:
    from mines.figures.quantities import declared_unit

    text = _table(
        "Five year summary",
        ["", "FY24", "FY23", "FY22"],
        [[f"Ordinary dividends ({sign})", "197", "175", "207"]],
    )
    q = "What was Fortescue's dividend per share in FY22?"
    assert f"{cents} per share" in (_ok(text, "FMG", "FY2024", q) or "")  # was "207 number"
    assert declared_unit("Unit cost (US¢ per lb)", "BHP") is None  # no cents a share


def test_a_bare_cash_flow_never_answers_net_debt() -> None:
    from mines.offline.grade import _grade_one
    from mines.read_question import read_question

    text = (
        "Shareholder returns for the year ended 31 December 2021\n\n"
        "Operating activities generated US$25,345 million of cash and free cash flow was "
        "US$17,664 million, which lets the Board return more than its policy asks."
    )
    q = "What net debt did Rio Tinto report at 31 December 2021?"
    assert _ok(text, "RIO", "FY2021", q) is None  # "cash" is part of "net cash", no debt
    relevant, _ = _grade_one(cited_doc(text, "RIO", "FY2021"), read_question(q))
    assert not relevant


def test_a_row_under_a_title_of_volumes_keeps_its_own_verb_and_basis() -> None:
    text = (
        "Table: Volumes by operation\n| Operation | Measure | Basis | 1H FY25 | FY25 |\n"
        "| --- | --- | --- | --- | --- |\n"
        "| Onslow Iron | Shipped (Mt) | 100% of the joint venture | – | 14 |\n"
        "| Pilbara Hub | Shipped (Mt) | | – | 9.7 |\n"
    )
    share = "What was MinRes's attributable share of Onslow Iron shipments in FY25?"
    assert _ok(text, "MIN", "FY2025", share) is None  # the whole venture's tonnes
    whole = "How much iron ore did Onslow Iron ship in FY25 on a 100% basis?"
    assert "14" in (_ok(text, "MIN", "FY2025", whole) or "")
