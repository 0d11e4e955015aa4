"""Whose a division's figure is when the division is named once, away from the amount.

Results write a division's name once and let the figure follow: a bullet or line led by the
name and a colon whose amount sits in a later sentence, a slide whose amount line sits under
the name, a total shared out among the divisions in brackets or with "contributing", a
table under the division's heading whose title is a bullet borrowed from the prose above.
Each amount is the division's; no group question takes it, and a division question never
takes the group's total. Figures are from the verified data (MIN H1 FY2024 and FY2025, RIO
FY2025); the wording is ours.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.division_tables import as_period_table, scoped_rows
from mines.figures.extract import doc_figures
from mines.figures.named_scopes import named_scopes
from mines.figures.part_headings import part_sections
from mines.figures.prose_enumerations import list_items
from mines.figures.qualifiers import read_qualifiers
from mines.figures.tables import parse_tables
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, period: str) -> list:
    doc = cited_doc(text, company, period)
    return [s.figure for s in doc_figures(doc)]


def _first_line(text: str, company: str, period: str, question: str) -> tuple[str, object]:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft.splitlines()[0], check


# --- a line led by the division's name and a colon ----------------------------------------

_LED = (
    "Review by business\n\n"
    "- Mining Services: Contract tonnes moved reached 139Mt. Underlying EBITDA for the half "
    "reached $253.7M.\n"
    "- Iron Ore: Better index prices helped. Underlying EBITDA of $266.2M.\n"
)


def test_a_colon_led_line_scopes_its_later_sentences() -> None:
    spans = part_sections(_LED)
    assert [p for _, _, p in spans] == ["Mining Services", "Iron Ore"]
    by_value = {f.value: f for f in _figures(_LED, "MIN", "H1 FY2024")}
    assert by_value[253.7].qualifier == "Mining Services"
    assert by_value[266.2].qualifier == "Iron Ore"
    assert not by_value[266.2].metric  # no group EBITDA


def test_a_colon_led_division_amount_answers_its_division_only() -> None:
    line, check = _first_line(
        _LED, "MIN", "H1 FY2024", "What underlying EBITDA did iron ore make for MinRes in 1H FY24?"
    )
    assert "266.2" in line and check.verified and not check.rejected
    line, check = _first_line(
        _LED, "MIN", "H1 FY2024", "What was Mineral Resources' underlying EBITDA in H1 FY24?"
    )
    assert "not found" in line


# --- a slide: the amount line under the name ---------------------------------------------

_SLIDE = (
    "Where 2025 earnings came from\n\n"
    "Copper\n\nUS$7.4bn underlying EBITDA\n\n"
    "Aluminium & Lithium\n\nUS$4.6bn underlying EBITDA\n"
)


def test_an_amount_line_is_no_heading_and_stays_under_its_part() -> None:
    assert [p for _, _, p in part_sections(_SLIDE)] == ["Copper", "Aluminium & Lithium"]
    line, check = _first_line(
        _SLIDE, "RIO", "FY2025", "How much EBITDA came out of Rio's copper business in 2025?"
    )
    assert "7.4" in line and check.verified
    line, _ = _first_line(
        _SLIDE, "RIO", "FY2025", "What was Rio Tinto's underlying EBITDA in 2025?"
    )
    assert "not found" in line


# --- a total shared out among divisions ----------------------------------------------------

_SPLIT = (
    "Half-year underlying EBITDA of $674.9 million was shared fairly evenly between lithium "
    "($271.4 million), iron ore ($266.2 million) and mining services ($253.7 million)."
)
_WITH = (
    "Underlying EBITDA for the half came to $674.9 million, with lithium contributing "
    "$271.4 million, iron ore $266.2 million and mining services $253.7 million."
)


def test_bracketed_shares_of_a_total_are_each_divisions() -> None:
    for sentence in (_SPLIT, _WITH):
        items = {i.qualifier: i.label for i in list_items(sentence).values()}
        assert set(items) == {"Lithium", "Iron ore", "Mining services"}
        assert all("EBITDA" in label for label in items.values())


def test_a_division_question_never_takes_the_shared_total() -> None:
    q = "How much underlying EBITDA did MinRes lithium make in the first half of FY24?"
    line, check = _first_line(_SPLIT, "MIN", "H1 FY2024", q)
    assert "271.4" in line and "674.9" not in line and check.verified and not check.rejected
    assert "loss" not in line  # the bracket gives lithium's amount, no negative one
    line, check = _first_line(
        _WITH, "MIN", "H1 FY2024", "Mining services EBITDA for Mineral Resources, 1H24?"
    )
    assert "253.7" in line and check.verified
    # the total is still the group's
    line, check = _first_line(
        _SPLIT, "MIN", "H1 FY2024", "What was MinRes's underlying EBITDA in 1H FY24?"
    )
    assert "674.9" in line and check.verified
    # a division the text does not state is not found, never the group's total
    line, _ = _first_line(_SPLIT, "MIN", "H1 FY2024", "What was MinRes's energy EBITDA in 1H FY24?")
    assert "not found" in line and "674.9" not in line.split("closest")[0]


# --- the question's words --------------------------------------------------------------------


def test_a_commodity_that_earns_the_measure_scopes_it() -> None:
    (m,) = asked_measures("How much underlying EBITDA did iron ore deliver for MinRes in 1H24?")
    assert {"iron ore", "segment"} <= m.stated["scope"]
    (m,) = asked_measures("What did the lithium arm earn at the EBITDA line in 1H FY24?")
    assert m.phrase == "EBITDA"
    assert read_qualifiers("energy EBITDA").get("scope") == frozenset({"energy"})


def test_an_abbreviated_month_names_no_division() -> None:
    assert (
        named_scopes("What EBITDA did MinRes's contracting arm make in the six months to Dec 2024?")
        == []
    )


# --- segment tables --------------------------------------------------------------------------

_NOTE_ROWS = (
    "Table: Results by product group, 2025\n"
    "| Product group | Underlying EBITDA (US$bn) |\n"
    "| Iron Ore | 15.2 |\n| Copper | 7.4 |\n| Total Group | 25.4 |\n"
)


def test_a_total_group_row_is_the_groups_figure() -> None:
    by_value = {f.value: f for f in _figures(_NOTE_ROWS, "RIO", "FY2025")}
    assert by_value[25.4].metric == "underlying_ebitda" and by_value[25.4].qualifier is None
    assert by_value[7.4].qualifier == "Copper"
    line, check = _first_line(
        _NOTE_ROWS, "RIO", "FY2025", "What was Rio Tinto's group underlying EBITDA in 2025?"
    )
    assert "25.4" in line and check.verified


_BORROWED = (
    "Divisions\n\nMining Services\n\n- Contracts across crushing and haulage\n\n"
    "Table: - Volumes grew on new external work\n"
    "|  | 1H FY25 | 1H FY24 |\n| Underlying EBITDA ($m) | 379 | 253.7 |\n"
)


def test_a_bullet_taken_as_a_title_leaves_the_heading_to_scope() -> None:
    (table,) = parse_tables(_BORROWED)
    scoped = scoped_rows(table)
    assert scoped.rows[0][0] == "Mining Services Underlying EBITDA ($m)"
    q = "What EBITDA did MinRes's mining services arm make in the six months to Dec 2024?"
    line, check = _first_line(_BORROWED, "MIN", "H1 FY2025", q)
    assert "379" in line and check.verified
    line, _ = _first_line(_BORROWED, "MIN", "H1 FY2025", "MinRes underlying EBITDA 1H FY25?")
    assert "not found" in line


_ACROSS = (
    "Table: Year ended 31 December 2025\n"
    "|  | Iron Ore | Copper | Group |\n"
    "| Average realised price, US$ per dry tonne | 90 | – | – |\n"
    "| Average realised price, US$ per pound | – | 4.57 | – |\n"
)


def test_a_row_unit_after_a_comma_is_read_by_the_verifier() -> None:
    (table,) = parse_tables(_ACROSS)
    turned = as_period_table(table, "RIO", None)
    assert turned.rows[0][0] == "Iron Ore Average realised price (US$ per dry tonne)"
    line, check = _first_line(
        _ACROSS, "RIO", "FY2025", "What did Pilbara iron ore fetch per dry tonne for Rio in 2025?"
    )
    assert "90" in line and check.verified and not check.rejected


def test_a_headline_move_links_the_label_to_its_value() -> None:
    text = "Record Mining Services EBITDA up 34% to $737 million as external work grew."
    line, check = _first_line(text, "MIN", "FY2025", "Mining services EBITDA for MinRes in FY25?")
    assert "737" in line and check.verified and not check.rejected


# --- a division named before a bracket, or in a clause of its own ---------------------------


def test_a_name_before_a_bracketed_label_scopes_it() -> None:
    text = (
        "Of the product groups, iron ore (underlying EBITDA US$15.2 billion) again did the "
        "heavy lifting, with copper (US$7.4 billion) next."
    )
    by_value = {f.value: f for f in _figures(text, "RIO", "FY2025")}
    assert by_value[15.2].metric != "underlying_ebitda"  # never the group's
    assert by_value[7.4].qualifier == "Copper"
    line, check = _first_line(text, "RIO", "FY2025", "Copper underlying EBITDA for Rio in 2025?")
    assert "7.4" in line and check.verified
    line, _ = _first_line(text, "RIO", "FY2025", "What was Rio Tinto's underlying EBITDA in 2025?")
    assert "not found" in line


def test_a_clause_of_its_own_gaps_the_measure_before() -> None:
    text = (
        "Underlying EBITDA in the lithium division was $271.4 million for the half, whereas "
        "Mining Services delivered $253.7 million."
    )
    assert [i.qualifier for i in list_items(text).values()] == ["Mining services"]
    # an amount naming its own measure is no item of the list before it
    other = "Net debt ended at $1.9 billion and lithium earned $1.3 billion of EBITDA."
    assert list_items(other) == {}


def test_a_price_under_a_two_commodity_column_is_confirmed_for_neither() -> None:
    text = (
        "Table: Year ended 31 December 2025\n"
        "|  | Iron Ore | Aluminium & Lithium |\n"
        "| Average realised price, US$ per tonne | – | 3,318 |\n"
    )
    q = "What average price per tonne did Rio Tinto realise for lithium in 2025?"
    _, check = _first_line(text, "RIO", "FY2025", q)
    assert not check.verified
