"""Figures the reader finds and the question matches, lost on the way to the answer.

Each case below was read right by the extractor, then dropped by a later stage: the
question's phrase kept a period word ("calendar"), the relevance check read a cash basis
printed after its noun as no basis, or the verifier could not find the label of a value
it was shown (a comparative after "from", a label holding a clause word, a segment named
after its measure and a dash).
"""

from __future__ import annotations

from mines.figures.asked import asked_measures
from mines.figures.draft_claims import claims_from_text
from mines.figures.qualifiers import read_qualifiers
from mines.figures.relevance import measure_reason
from mines.grounding import check_draft


def _doc(company: str, year: str, text: str) -> dict[str, object]:
    return {
        "id": "1",
        "company": company,
        "fiscal_year": year,
        "period": year,
        "source": "x.md",
        "page": 1,
        "section": "",
        "text": text,
        "score": 1.0,
    }


def _check(doc: dict[str, object], line: str) -> tuple[int, int]:
    check = check_draft(line, [doc])
    return check.verified, len(check.rejected)


def test_a_calendar_year_is_no_word_of_the_measure() -> None:
    for question in (
        "How much bauxite did Rio Tinto dig up in calendar 2025?",
        "What bauxite output did Rio Tinto report for calendar year 2024?",
    ):
        phrases = [m.phrase for m in asked_measures(question)]
        assert phrases and not any("calendar" in p for p in phrases), phrases


def test_earnings_said_to_be_in_cash_are_cash_earnings() -> None:
    assert read_qualifiers("Earnings in cash").get("basis") == frozenset({"cash"})
    assert read_qualifiers("profit paid in cash").get("basis") is None  # a payment, no basis
    asked = asked_measures("What were Northern Star's cash earnings for FY23?")
    line = "- Northern Star Resources (NST), FY2023 — Earnings in cash: A$1,223 million [1]"
    doc = _doc("NST", "FY2023", "| | FY23 |\n|---|---|\n| Earnings in cash (A$m) | 1,223 |")
    claims = [c for c, _ in claims_from_text(line, [doc])]
    assert claims and measure_reason(claims[0], asked) is None


_FELL = _doc(
    "RIO",
    "FY2023",
    "Cash from operations slid to $15,160 million from $16,134 million, "
    "while capital spending rose.",
)


def test_a_value_a_label_fell_from_is_that_labels_prior_year() -> None:
    label = "Cash from operations"
    assert _check(_FELL, f"- Rio Tinto (RIO), FY2022 — {label}: US$16,134 million [1]") == (1, 0)
    assert _check(_FELL, f"- Rio Tinto (RIO), FY2023 — {label}: US$15,160 million [1]") == (1, 0)
    # never the other year
    assert _check(_FELL, f"- Rio Tinto (RIO), FY2023 — {label}: US$16,134 million [1]")[0] == 0


def test_a_clause_word_inside_a_printed_label_breaks_no_clause() -> None:
    doc = _doc(
        "RIO",
        "FY2023",
        "Spending rose again: the cash the group kept after investing amounted to "
        "US$7,657 million for the year.",
    )
    line = "- Rio Tinto (RIO), FY2023 — kept after investing: US$7,657 million [1]"
    assert _check(doc, line) == (1, 0)


_SEGMENTS = _doc(
    "MIN",
    "FY2023",
    "Amounts are in Australian dollars.\n\n"
    "Table: Results by segment, 2022-23 (Australian dollars)\n"
    "| Segment / line item | A$ |\n"
    "| Lithium |  |\n| EBITDA (underlying) - Lithium | 1.3bn |\n"
    "| Mining Services |  |\n| EBITDA (underlying) - Mining Services | 484m |\n",
)


def test_a_segment_named_after_its_measure_and_a_dash_is_that_segments() -> None:
    head = "- Mineral Resources (MIN), FY2023 —"
    assert _check(_SEGMENTS, f"{head} underlying EBITDA - Lithium: A$1.3 billion [1]") == (1, 0)
    assert _check(_SEGMENTS, f"{head} EBITDA - Mining Services: A$484 million [1]") == (1, 0)
    # another segment's row, the group's measure, or another measure: never
    assert _check(_SEGMENTS, f"{head} underlying EBITDA - Lithium: A$484 million [1]")[0] == 0
    assert _check(_SEGMENTS, f"{head} underlying EBITDA: A$1.3 billion [1]")[0] == 0
    assert _check(_SEGMENTS, f"{head} statutory EBITDA - Lithium: A$1.3 billion [1]")[0] == 0


def test_a_segment_row_naming_its_measure_is_qualified_by_the_segment_alone() -> None:
    from mines.figures.extract import doc_figures

    read = {s.figure.base_value: s.figure for s in doc_figures(_SEGMENTS)}
    assert read[1.3e9].qualifier == "Lithium"
    assert read[484e6].qualifier is not None and read[484e6].qualifier.lower() == "mining services"
    assert read[1.3e9].basis == "underlying"


def test_a_result_verb_on_a_basis_names_the_basis_its_line_prints() -> None:
    doc = _doc(
        "BHP",
        "H1 FY2024",
        "BHP's attributable profit for the half to December came to US$927 million after "
        "write-downs, although leaving those aside it earned US$6,569 million.",
    )
    head = "- BHP Group (BHP), H1 FY2024 (half year to 31 December 2023) —"
    assert _check(doc, f"{head} underlying earned: US$6,569 million [1]") == (1, 0)
    assert _check(doc, f"{head} underlying earned: US$927 million [1]")[0] == 0


def test_a_divisions_site_shipments_are_that_sites_and_never_iron_ore() -> None:
    from mines.figures.relevance import irrelevant_lines
    from mines.slots import extract_slots

    doc = _doc(
        "MIN",
        "FY2023",
        "Lithium had a strong year. The division's margins widened, and Wodgina shipped "
        "143 thousand tonnes of spodumene concentrate while Mt Marion shipped 149 thousand "
        "tonnes.",
    )
    head = "- Mineral Resources (MIN), FY2023 —"
    line = f"{head} Lithium division shipped (Wodgina): 143 kt [1]"
    claims = [c for c, _ in claims_from_text(line, [doc])]
    assert claims and claims[0].metric != "iron_ore_shipments_mt"
    assert _check(doc, line) == (1, 0)
    assert _check(doc, f"{head} Lithium division shipped (Wodgina): 149 kt [1]")[0] == 0
    question = "How much spodumene concentrate did Wodgina ship in FY2023?"
    slots = extract_slots(question)
    assert not irrelevant_lines(line, [doc], asked_measures(question), slots)
    other = f"{head} Lithium division shipped (Mt Marion): 149 kt [1]"
    assert irrelevant_lines(other, [doc], asked_measures(question), slots)


def test_a_value_of_its_own_label_after_another_value_is_not_the_first_labels() -> None:
    doc = _doc(
        "MIN",
        "FY2025",
        "Net debt rose to $5.35 billion after $1.9 billion of capital spending on the haul road.",
    )
    head = "- Mineral Resources (MIN), FY2025 —"
    assert _check(doc, f"{head} capital expenditure: A$1.9 billion [1]") == (1, 0)
    assert _check(doc, f"{head} net debt: A$5.35 billion [1]") == (1, 0)
    assert _check(doc, f"{head} net debt: A$1.9 billion [1]")[0] == 0


_PAYMENTS = _doc(
    "NST",
    "FY2024",
    "Table: Dividends declared\n"
    "| Payment | Cents per share | Franking |\n"
    "| 2024 interim, paid March 2024 | 15.0 | Unfranked |\n"
    "| 2024 final, payable September 2024 | 25.0 | Unfranked |\n"
    "| 2023 interim, paid March 2023 | 11.0 | Fully franked |\n"
    "| 2023 final, paid September 2023 | 15.5 | Unfranked |\n",
)


def test_a_dividend_row_led_by_its_year_is_that_years_not_the_reports() -> None:
    from mines.figures.extract import doc_figures

    read = {(s.figure.value, s.figure.period.label) for s in doc_figures(_PAYMENTS)}
    assert {(11.0, "FY2023"), (15.5, "FY2023"), (15.0, "FY2024"), (25.0, "FY2024")} <= read
    assert (15.5, "FY2024") not in read and (11.0, "FY2024") not in read
    head = "- Northern Star Resources (NST), FY2023 —"
    assert _check(_PAYMENTS, f"{head} final dividend per share: 15.5 cents per share [1]") == (1, 0)
    later = "- Northern Star Resources (NST), FY2024 — final dividend per share"
    assert _check(_PAYMENTS, f"{later}: 15.5 cents per share [1]")[0] == 0


_HALVES = _doc(
    "NST",
    "FY2025",
    "Table: Gold price received (A$ an ounce)\n"
    "| Year to 30 June | Jul-Dec | Jan-Jun | Twelve months |\n"
    "| FY25 | 3,562 | – | 3,922 |\n"
    "| FY23 | 2,513 | – | 2,639 |\n",
)


def test_a_yearless_six_month_column_names_that_half_of_each_year() -> None:
    from mines.figures.extract import doc_figures

    read = {(s.figure.value, s.figure.period.label) for s in doc_figures(_HALVES)}
    assert {(3562.0, "H1 FY2025"), (2513.0, "H1 FY2023"), (3922.0, "FY2025")} <= read
    assert (3562.0, "FY2025") not in read and (2513.0, "FY2023") not in read
    label = "Jul-Dec"  # the row, as the answer line prints it
    half = "- Northern Star Resources (NST), H1 FY2025 (half year to 31 December 2024) —"
    assert _check(_HALVES, f"{half} {label}: A$3,562 per ounce [1]") == (1, 0)
    year = "- Northern Star Resources (NST), FY2025 (year to 30 June 2025) —"
    assert _check(_HALVES, f"{year} {label}: A$3,562 per ounce [1]")[0] == 0


def test_a_scale_column_states_each_rows_unit_for_reader_and_verifier() -> None:
    from mines.figures.extract import doc_figures

    doc = _doc(
        "MIN",
        "H1 FY2025",
        "Table: Balance sheet at 31 December 2024\n"
        "| | Scale | 31 Dec 2024 |\n"
        "| Borrowings drawn (notes and bank lines) | A$bn | 5.8 |\n"
        "| Borrowings less cash | A$m | 5,084 |\n",
    )
    read = {s.figure.base_value for s in doc_figures(doc)}
    assert {5.8e9, 5084e6} <= read
    head = "- Mineral Resources (MIN), H1 FY2025 (half year to 31 December 2024) —"
    assert _check(doc, f"{head} Borrowings drawn: A$5.8 billion [1]") == (1, 0)
    assert _check(doc, f"{head} Borrowings drawn: A$5.8 million [1]")[0] == 0


def test_money_put_or_invested_is_a_figure_asked_in_the_askers_words() -> None:
    from mines.scope import asks_for_figure

    assert asks_for_figure("What did Rio Tinto put into new mines in 2024?")
    assert asks_for_figure("What did Fortescue invest during FY25?")
    phrases = [m.phrase for m in asked_measures("What did Rio Tinto put into new mines in 2024?")]
    assert phrases and "mines" in phrases[0]
