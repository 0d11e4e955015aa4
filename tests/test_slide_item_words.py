"""A slide's item names its figure by its own words, with no linking word between them.

"- Group turnover A$4.46bn ▼ 16%", "- A$1.1bn cash in from operations ▲ 9%", "Cash A$0.46bn
| borrowings A$5.81bn | net A$5.35bn", "- Interim 15 cents ff", "Amount of the distribution
declared: AUD 0.25 per security": the words of the item that are not the value, the
arrow's change or a period name the figure. Their neighbours stay apart: the arrow's
percentage is a change, a bare "net" is net debt or net cash by the sums (never net
profit), a bracketed amount after a per-share figure is that figure in another currency.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Figure, Period
from mines.grounding import check_draft
from tests.support.offline_answer import answer, cited_doc

_SLIDES = (
    "- Group turnover A$4.46bn ▼ 16%\n"
    "- A$1.1bn cash in from operations ▲ 9%\n"
    "- Net result, reported A$0.31bn ▲ 12%\n"
    "- A$0.92bn EBITDA before one-off items ▼ 20%\n"
    "- FY24 turnover A$5.28bn\n"
)
_NET_DEBT = "- Cash A$0.46bn | borrowings A$5.81bn | net A$5.35bn\n"
_NET_CASH = "- Cash and bullion A$2.10bn | corporate notes A$0.90bn | net A$1.20bn\n"


def _read(text: str, company: str = "MIN", period: str = "FY2025") -> list[Figure]:
    return extract_figures(text, DocContext(company, Period.parse_label(period)))


def _asked(text: str, question: str, company: str = "MIN", period: str = "FY2025") -> str:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft if check.verified and not check.rejected else f"UNVERIFIED {draft}"


def test_the_words_before_a_value_name_it() -> None:
    draft = _asked(_SLIDES, "What was Mineral Resources' revenue in FY25?")
    assert "A$4.46 billion" in draft and "UNVERIFIED" not in draft


def test_the_words_after_a_value_leading_its_item_name_it() -> None:
    draft = _asked(_SLIDES, "What was Mineral Resources' operating cash flow in FY25?")
    assert "A$1.1 billion" in draft and "UNVERIFIED" not in draft


def test_a_basis_after_a_comma_and_a_left_out_clause_are_verified() -> None:
    profit = _asked(_SLIDES, "What was Mineral Resources' statutory net profit in FY25?")
    assert "A$0.31 billion" in profit and "UNVERIFIED" not in profit
    ebitda = _asked(_SLIDES, "What was Mineral Resources' underlying EBITDA in FY25?")
    assert "A$0.92 billion" in ebitda and "UNVERIFIED" not in ebitda


def test_an_arrow_percentage_is_never_a_value() -> None:
    read = _read(_SLIDES)
    assert [f.label for f in read if f.value == 4.46] == ["Group turnover"]
    assert not [f for f in read if f.unit == "%"]


def test_a_period_named_by_the_item_is_the_figure_period_and_no_label_word() -> None:
    (prior,) = [f for f in _read(_SLIDES) if f.value == 5.28]
    assert prior.period.label == "FY2024"
    assert "FY24" not in prior.label


def test_a_bare_net_after_cash_and_debt_is_net_debt() -> None:
    (net,) = [f for f in _read(_NET_DEBT) if f.value == 5.35]
    assert net.metric == "net_debt"
    draft = _asked(_NET_DEBT, "What was Mineral Resources' net debt at 30 June 2025?")
    assert "A$5.35 billion" in draft and "UNVERIFIED" not in draft


def test_a_bare_net_larger_cash_is_net_cash() -> None:
    (net,) = [f for f in _read(_NET_CASH, "NST") if abs(f.value) == 1.2]
    assert net.metric == "net_debt" and net.value == -1.2


def test_a_bare_net_is_no_net_profit_to_the_verifier() -> None:
    doc = cited_doc(_NET_DEBT, "MIN", "FY2025")
    wrong = "- Mineral Resources (MIN), FY2025 — net profit: A$5.35 billion [1]"
    right = "- Mineral Resources (MIN), FY2025 — net debt: A$5.35 billion [1]"
    assert check_draft(wrong, [doc]).verified == 0
    assert check_draft(right, [doc]).verified == 1
    cash = cited_doc(_NET_CASH, "NST", "FY2025")
    as_debt = "- Northern Star (NST), FY2025 — net debt: A$1.20 billion [1]"
    as_cash = "- Northern Star (NST), FY2025 — net cash: A$1.20 billion [1]"
    assert check_draft(as_debt, [cash]).verified == 0
    assert check_draft(as_cash, [cash]).verified == 1


def test_a_net_that_is_no_difference_names_nothing() -> None:
    line = "- Cash A$0.46bn | borrowings A$5.81bn | net A$2.00bn\n"
    read = {f.value: f.label for f in _read(line)}
    assert read == {0.46: "Cash", 5.81: "borrowings"}


def test_a_franked_item_is_a_dividend_of_its_kind() -> None:
    text = "- Interim 15 cents ff\n- FY24 total 40 cents fully franked\n"
    read = {f.value: f.dividend_kind for f in _read(text, "NST", "FY2024")}
    assert read == {15.0: "interim", 40.0: "total"}
    draft = _asked(text, "What was Northern Star's total dividend for FY24?", "NST", "FY2024")
    assert "40" in draft and "UNVERIFIED" not in draft


def test_a_form_field_names_its_value_but_no_kind_it_does_not_say() -> None:
    notice = "Amount of the distribution declared: AUD 0.12 per security.\n"
    (paid,) = _read(notice, "NST", "H1 FY2025")
    assert (paid.value, paid.dividend_kind) == (0.12, "interim")
    # at a full year the one payment a notice declares is no year's total
    assert not _read(notice, "NST", "FY2024")


def test_a_bracketed_amount_in_another_currency_is_no_second_figure() -> None:
    read = _read("- EPS US$0.92 (A$1.41)\n", "FMG", "FY2025")
    assert [(f.metric, f.value, f.currency) for f in read] == [("earnings_per_share", 0.92, "USD")]


def test_a_part_alone_names_no_measure() -> None:
    read = _read("- Lithium A$0.2bn ▼ 40%\n- Lithium EBITDA A$0.3bn ▼ 10%\n")
    assert [f.value for f in read] == [0.3]


def test_a_bulleted_sentence_is_read_as_prose() -> None:
    text = "- Shipped 14.0 Mt on a 100% basis, with a record June.\n- Tonnes railed 13.2Mt ▲ 5%\n"
    read = _read(text)
    assert [f.label for f in read if f.value == 13.2] == ["Tonnes railed"]
    assert not [f for f in read if f.unit == "%"]


def test_a_franked_line_makes_each_kind_item_a_dividend() -> None:
    line = "- Final A$0.26 | interim A$0.14 | total A$0.40 unfranked\n"
    read = {f.value: (f.dividend_kind, f.unit) for f in _read(line, "NST", "FY2025")}
    assert read == {
        0.26: ("final", "dollars per share"),
        0.14: ("interim", "dollars per share"),
        0.4: ("total", "dollars per share"),
    }
    doc = cited_doc(line, "NST", "FY2025")
    right = "- Northern Star (NST), FY2025 — interim dividend: A$0.14 per share [1]"
    wrong = "- Northern Star (NST), FY2025 — final dividend: A$0.14 per share [1]"
    assert check_draft(right, [doc]).verified == 1
    assert check_draft(wrong, [doc]).verified == 0


def test_an_item_saying_how_far_its_measure_moved_is_no_level() -> None:
    text = "- Costs lowered A$0.3bn\n- Net debt reduced A$0.9bn\n- Debt repaid A$1.2bn\n"
    assert [(f.label, f.value) for f in _read(text)] == [("Debt repaid", 1.2)]


def test_cents_with_their_currency_run_on_are_cents_a_share() -> None:
    line = "- Interim 21 USc per share | payout 55% of underlying earnings\n"
    read = {f.value: (f.unit, f.currency, f.dividend_kind) for f in _read(line, "BHP", "H1 FY2025")}
    assert read.get(21.0) == ("cents per share", "USD", "interim")
    assert not _read("- Rated 240 AC at the substation\n", "BHP", "H1 FY2025")
