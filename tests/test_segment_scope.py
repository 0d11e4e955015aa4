"""A question scoped to one part of a miner, and that part's figure as printed.

"Product group", "segment", "division", "arm" naming a commodity scope the asked measure to
that part: the group's figure never answers it, the part's figure does, whether its label
names the part ("Nickel segment EBITDA") or the sentence's subject does ("The nickel
division ... it earned EBITDA of ..."). The wording is our own, and so are the parts: Rio
Tinto reports no nickel or potash business, so a part no report names keeps every company's
reading honest. Their figures are Rio Tinto's real 2025 ones from the shared facts, of the
closest kind: "Nickel" carries the copper segment's underlying EBITDA (US$7.4 billion),
"Potash" the aluminium and lithium segment's (US$4.6 billion), the group its underlying
EBITDA (US$25.4 billion); tonnes are copper's (883 kt) and bauxite's (62.4 Mt) output.
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import DocContext, Figure, Period, Span
from mines.figures.qualifiers import read_qualifiers, without_parts
from mines.figures.relevance import measure_reason
from mines.figures.tables import TABLE_PREFIX
from mines.figures.verify import verify

FY = Period(2025)


def _figure(label: str, metric: str = "", qualifier: str | None = None) -> Figure:
    text = f"| {label} | 7,400 |"
    span = Span("segments.md", None, text, text.index("7,400"), text.index("7,400") + 5, label)
    return Figure("RIO", metric, FY, 7400.0, 1e6, "currency", "USD", span, qualifier=qualifier)


def test_a_product_group_is_a_segment_not_the_group_nor_production() -> None:
    [asked] = asked_measures("How much EBITDA did Rio's nickel product group make in 2025?")
    assert asked.metric == "underlying_ebitda"
    assert asked.stated["scope"] == frozenset({"nickel", "segment"})
    assert "group" not in read_qualifiers("the coal product group").get("scope", frozenset())
    assert figure_conflicts(asked, _figure("Underlying EBITDA", metric="underlying_ebitda"))
    assert not figure_conflicts(asked, _figure("Nickel EBITDA", qualifier="Nickel"))


def test_the_parts_name_is_left_to_the_scope() -> None:
    assert without_parts("Coal division's EBITDA") == "EBITDA"
    assert without_parts("Group EBITDA") == "Group EBITDA"


def _claim(line: str) -> object:
    [(claim, _)] = claims_from_text(line, [])
    return claim


def test_a_segments_claim_answers_the_segment_asked_and_the_group_does_not() -> None:
    [asked] = asked_measures("What underlying EBITDA did the Nickel segment of Rio earn in 2025?")
    segment = _claim("- Rio Tinto (RIO), FY2025 — Nickel segment EBITDA: US$7,400 million [1]")
    assert measure_reason(segment, [asked]) is None  # type: ignore[arg-type]
    other = _claim("- Rio Tinto (RIO), FY2025 — Potash segment EBITDA: US$7,400 million [1]")
    assert measure_reason(other, [asked]) is not None  # type: ignore[arg-type]
    group = _claim("- Rio Tinto (RIO), FY2025 — underlying EBITDA: US$7,400 million [1]")
    assert measure_reason(group, [asked]) is not None  # type: ignore[arg-type]


def test_a_division_named_as_the_sentences_subject_supports_its_claim() -> None:
    text = (
        "The nickel division had a quiet year: despite softer prices and a stoppage at "
        "Eastfield it earned EBITDA of $7.4 billion."
    )
    claim = _claim("- Rio Tinto (RIO), FY2025 — nickel division EBITDA: US$7.4 billion [1]")
    ctx = DocContext(company="RIO", period=FY, source="segments.md")
    assert verify(claim, text, ctx).supported  # type: ignore[arg-type]
    group = text.replace("The nickel division had", "The group had")
    assert not verify(claim, group, ctx).supported  # type: ignore[arg-type]


_ACROSS = (
    f"{TABLE_PREFIX}EBITDA by operating segment, 2025 (US$ million)\n"
    "|  | Nickel | Potash | Group |\n| EBITDA | 7,400 | 4,600 | 25,400 |"
)
_DOWN = (
    f"{TABLE_PREFIX}Our product groups in brief\n"
    "|  | Tonnes sold | EBITDA (US$m) |\n"
    "| Nickel (refined, kt, 100%) | 883 | 7,400 |\n| Potash (Mt, equity share) | 62.4 | 4,600 |"
)


def test_segments_across_the_columns_state_each_segments_figure() -> None:
    figures = extract_figures(_ACROSS, DocContext("RIO", FY, "segments.md", None, "", "c"))
    by_part = {f.qualifier: f.value for f in figures}
    # the group's column is no segment: the group's own figure, with no division named
    assert by_part == {"Nickel": 7400, "Potash": 4600, None: 25400}
    [group] = [f for f in figures if f.qualifier is None]
    assert group.metric == "underlying_ebitda"
    claim = _claim("- Rio Tinto (RIO), FY2025 — Nickel EBITDA: US$7,400 million [1]")
    ctx = DocContext(company="RIO", period=FY, source="segments.md")
    assert verify(claim, _ACROSS, ctx).supported  # type: ignore[arg-type]
    wrong = _claim("- Rio Tinto (RIO), FY2025 — Nickel EBITDA: US$4,600 million [1]")
    assert not verify(wrong, _ACROSS, ctx).supported  # type: ignore[arg-type]


def test_product_group_rows_are_named_without_their_bracketed_description() -> None:
    figures = extract_figures(_DOWN, DocContext("RIO", FY, "segments.md", None, "", "c"))
    by_part = {f.qualifier: f for f in figures}
    assert set(by_part) == {"Nickel", "Potash"}
    assert by_part["Nickel"].value == 7400 and by_part["Nickel"].currency == "USD"
    [asked] = asked_measures("What EBITDA did Rio's nickel business unit earn in 2025?")
    assert not figure_conflicts(asked, by_part["Nickel"])
    assert figure_conflicts(asked, by_part["Potash"])
    claim = _claim("- Rio Tinto (RIO), FY2025 — Nickel EBITDA: US$7,400 million [1]")
    ctx = DocContext(company="RIO", period=FY, source="segments.md")
    assert verify(claim, _DOWN, ctx).supported  # type: ignore[arg-type]  # unit in the column


def test_a_commodity_led_sentence_states_that_business_amount() -> None:
    ctx = DocContext("RIO", FY, "segments.md", None, "", "c")
    text = "Potash is again our best performer, contributing $4.6 billion of EBITDA."
    [figure] = [f for f in extract_figures(text, ctx) if f.value == 4.6]
    assert figure.metric != "underlying_ebitda"  # never the group's EBITDA
    assert figure.qualifier == "Potash"
    text = "Potash, the fertiliser arm the company built, earned $4.6 billion in EBITDA."
    [aside] = [f for f in extract_figures(text, ctx) if f.value == 4.6]
    assert aside.metric != "underlying_ebitda" and aside.qualifier == "Potash"
    text = "Potash was strong, and group EBITDA reached $25.4 billion."
    [group] = [f for f in extract_figures(text, ctx) if f.value == 25.4]
    assert not group.qualifier


def test_a_commoditys_operations_scope_the_measure_to_that_business() -> None:
    [asked] = asked_measures("What EBITDA did Rio's nickel operations earn in 2025?")
    assert asked.stated["scope"] == frozenset({"nickel", "segment"})
    assert figure_conflicts(asked, _figure("Underlying EBITDA", metric="underlying_ebitda"))
    assert not figure_conflicts(asked, _figure("Nickel EBITDA", qualifier="Nickel"))


def test_a_basis_named_by_a_division_tables_title_supports_the_claims_basis() -> None:
    table = (
        f"{TABLE_PREFIX}Segment EBITDA before one-off items, 2025 (US$ million)\n"
        "| Segment | EBITDA |\n| Nickel | 7,400 |\n| Potash | 4,600 |"
    )
    ctx = DocContext(company="RIO", period=FY, source="segments.md")
    claim = _claim("- Rio Tinto (RIO), FY2025 — underlying Nickel EBITDA: US$7,400 million [1]")
    assert verify(claim, table, ctx).supported  # type: ignore[arg-type]
    wrong = _claim("- Rio Tinto (RIO), FY2025 — underlying Potash EBITDA: US$7,400 million [1]")
    assert not verify(wrong, table, ctx).supported  # type: ignore[arg-type]


def test_a_division_subject_with_an_aside_supports_its_claim() -> None:
    text = "Potash, the fertiliser arm the company built, earned $4.6 billion in EBITDA."
    ctx = DocContext(company="RIO", period=FY, source="segments.md")
    claim = _claim("- Rio Tinto (RIO), FY2025 — Potash EBITDA: US$4.6 billion [1]")
    assert verify(claim, text, ctx).supported  # type: ignore[arg-type]
    other = _claim("- Rio Tinto (RIO), FY2025 — Nickel EBITDA: US$4.6 billion [1]")
    assert not verify(other, text, ctx).supported  # type: ignore[arg-type]
