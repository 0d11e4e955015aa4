"""The "results for announcement to the market" block as a company secretary types it:
a movement and the amount on one line, in aligned columns or as lines of text. Only the
amount answers; the movement's percentage never does."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.figures.tables import Table, render_table
from mines.ingest.chunking import chunk_blocks
from mines.ingest.reading import Block
from mines.measures.paraphrases import printed_paraphrase
from mines.text_reading import text_items

FY24 = Period(2024)


def _tables(lines: list[str]) -> list[Table]:
    return [item for item in text_items(None, lines).items if isinstance(item, Table)]


def _read(text: str, company: str) -> list[Figure]:
    return extract_figures(text, DocContext(company, FY24, "4e.txt", 1, "", "c-7"))


def _by_metric(figures: list[Figure]) -> dict[str, list[float]]:
    out: dict[str, list[float]] = {}
    for f in figures:
        out.setdefault(f.metric, []).append(f.value)
    return out


def test_a_unit_heading_over_movement_lines_is_a_table_of_amounts() -> None:
    lines = [
        "Headline results",
        "Results for announcement to the market                 US$ million",
        "",
        "Revenue from ordinary activities           up 3%      to      55,658",
        "Profit after tax attributable to members   down 39%   to       7,897",
    ]
    (table,) = _tables(lines)
    assert table.header[1:] == ("Change", "US$ million")
    found = _by_metric(_read(render_table(table), "BHP"))
    assert found == {"revenue": [55658], "statutory_npat": [7897]}


def test_movement_cells_beside_the_amount_column_keep_the_table() -> None:
    lines = [
        "Results for announcement to the market",
        "                                              A$M        Change",
        "Revenue from ordinary activities            4,920        up 19%",
        "Net profit after tax attributable to members  639        up 9%",
    ]
    (table,) = _tables(lines)
    found = _by_metric(_read(render_table(table), "NST"))
    assert found == {"revenue": [4920], "statutory_npat": [639]}


def test_results_lines_in_prose_are_read_one_line_each() -> None:
    text = (
        "Revenue from ordinary activities      up 10%   to   $5,280 million\n"
        "Profit from ordinary activities after tax attributable to members   down 53%   to"
        "   $114 million\n"
    )
    found = _by_metric(_read(text, "MIN"))
    assert found == {"revenue": [5280], "statutory_npat": [114]}


def test_the_statutory_line_of_a_results_block_names_the_bottom_line() -> None:
    for label in (
        "Profit from ordinary activities after tax attributable to members",
        "Net profit for the period attributable to members",
        "Profit/(loss) from ordinary activities after tax attributable to members",
    ):
        assert printed_paraphrase(label) == "statutory_npat", label
    assert (
        printed_paraphrase("Underlying net profit for the period attributable to members") is None
    )


def test_results_lines_stay_one_line_each_in_a_stored_chunk() -> None:
    block = Block(
        1,
        "Results for announcement to the market",
        "Revenue from ordinary activities      up 10%   to   $5,280 million\n"
        "Profit from ordinary activities after tax attributable to members   down 53%   to"
        "   $114 million",
    )
    (chunk,) = chunk_blocks([block])
    found = _by_metric(_read(chunk.text, "MIN"))
    assert found == {"revenue": [5280], "statutory_npat": [114]}


def test_a_period_heading_printed_on_two_lines_is_one_heading() -> None:
    lines = [
        "Per share results",
        "Earnings per share                    Half-year ended       Half-year ended",
        "(US cents)                            31 Dec 2023           31 Dec 2022",
        "Basic earnings per share                    18.3                 127.5",
    ]
    (table,) = _tables(lines)
    assert table.header[1:] == ("Half-year ended 31 Dec 2023", "Half-year ended 31 Dec 2022")
    figures = extract_figures(
        render_table(table), DocContext("BHP", Period(2024, "H1"), "4d.txt", 1, "", "c-8")
    )
    eps = {f.period.label: f.value for f in figures if f.metric == "earnings_per_share"}
    assert eps == {"H1 FY2024": 18.3, "H1 FY2023": 127.5}


def test_a_lone_unit_indented_over_movement_lines_heads_their_amounts() -> None:
    lines = [
        "Figures for the market",
        "                                                     A$M",
        "Sales of gold and other income            up 19%    to  4,920",
        "Earnings after tax owed to shareholders   up 9%     to    639",
    ]
    (table,) = _tables(lines)
    assert table.header[1:] == ("Change", "A$M")
    assert [row[-1] for row in table.rows] == ["4,920", "639"]


def test_amounts_in_cents_under_worded_headings_are_a_table() -> None:
    lines = [
        "Distributions",
        "                          Paid per share      Of which franked",
        "Closing payout (FY24)        25.0 cents          25.0 cents",
        "Midyear payout (FY24)        15.0 cents          15.0 cents",
    ]
    (table,) = _tables(lines)
    assert table.header[1:] == ("Paid per share", "Of which franked")
    assert [row[:2] for row in table.rows] == [
        ("Closing payout (FY24)", "25.0 cents"),
        ("Midyear payout (FY24)", "15.0 cents"),
    ]


def test_key_figure_lines_stay_apart_so_no_amount_drifts_to_the_next_label() -> None:
    lines = [
        "Per share",
        "Earned per holding              51 cents",
        "Midyear payout                  50 cents, fully franked",
        "Share of profit paid out        65%",
    ]
    page = text_items(None, lines)
    texts = [getattr(item, "text", "") for item in page.items]
    assert "Earned per holding: 51 cents" in texts
    assert "Midyear payout: 50 cents, fully franked" in texts
    text = "\n\n".join(t for t in texts if t)
    paid = [f for f in _read(text, "FMG") if "Midyear payout" in f.label]
    assert [f.value for f in paid] == [50]
