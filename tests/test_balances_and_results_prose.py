"""Balances and headline results as results prose prints them, read and verified alike.

A balance dated by its month alone ("closed June 2022 carrying net debt of"), cash named
after its amount in a clause joined on to net debt, a measure printed on two bases in one
passage, a per-share amount restating a prior period's profit, and a level said to have
barely moved ("steady at") are each one figure with its own name and period.
"""

from __future__ import annotations

from pathlib import Path

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures
from mines.figures.qualifiers import read_qualifiers
from tests.support.offline_answer import answer, cited_doc, table_text


def _read(text: str, company: str, period: str) -> list[tuple[str, str, float, str]]:
    ctx = DocContext(company, Period.parse_label(period))
    return [(f.metric, f.period.label, f.value, f.label) for f in prose_figures(text, ctx)]


def _answered(text: str, company: str, period: str, question: str) -> str:
    draft, check = answer(cited_doc(text, company, period), question)
    assert check.verified >= 1 and not check.rejected, (draft, check)
    return draft


def test_a_balance_dated_by_its_month_alone_is_the_years() -> None:
    text = "The iron ore miner closed June 2022 carrying net debt of US$0.9 billion."
    assert [r[:3] for r in _read(text, "FMG", "FY2022")] == [("net_debt", "FY2022", 0.9)]
    draft = _answered(text, "FMG", "FY2022", "What was Fortescue's net debt at 30 June 2022?")
    assert "0.9" in draft


def test_cash_named_after_its_amount_beside_net_debt_is_its_own_figure() -> None:
    text = (
        "Net debt stood at US$0.9 billion at 30 June 2022, with US$5.5 billion in cash "
        "set against gross debt of US$6.1 billion."
    )
    read = _read(text, "FMG", "FY2022")
    labels = {value: label for _, _, value, label in read}
    assert labels[5.5] == "cash"  # never a second net debt figure
    assert labels[6.1].endswith("gross debt")
    draft = _answered(text, "FMG", "FY2022", "What was Fortescue's gross debt in FY2022?")
    assert "6.1" in draft.splitlines()[0]


def test_an_underlying_measure_is_never_answered_by_the_plain_one() -> None:
    # free cash flow has no basis of its own: a plain one is not the underlying one asked
    plain = "Fortescue lifted free cash flow for the year to US$5.1 billion."
    draft, _ = answer(
        cited_doc(plain, "FMG", "FY2024"),
        "What was Fortescue's underlying free cash flow in FY2024?",
    )
    assert "not found" in draft.splitlines()[0]
    found = _answered(plain, "FMG", "FY2024", "What was Fortescue's free cash flow in FY2024?")
    assert "5.1" in found.splitlines()[0]
    under = "Northern Star's underlying free cash flow for the year came to $462 million."
    asked = "What was Northern Star's underlying free cash flow in FY2024?"
    assert "462" in _answered(under, "NST", "FY2024", asked).splitlines()[0]


def test_ebitda_printed_on_two_bases_answers_each_basis_apart() -> None:
    # both are read as one metric, but the page tells them apart: neither is the other's
    # disagreeing source, and the plain one never answers the underlying question
    text = (
        "EBITDA for the year was $2,268 million, lifted by the merger's accounting "
        "gain. Underlying EBITDA, which strips that out, was $1,159 million."
    )
    draft = _answered(
        text, "NST", "FY2021", "What was Northern Star's underlying EBITDA in FY2021?"
    )
    line = draft.splitlines()[0]
    assert "1,159" in line and "2,268" not in line and "disagree" not in draft


def test_a_prior_periods_amount_restated_per_share_is_the_prior_periods() -> None:
    text = (
        "Profit attributable to shareholders for the half year slid to US$927 million or "
        "18.3 cents a share, down from the prior year's US$6.46 billion or 127.3 cents a share."
    )
    read = _read(text, "BHP", "H1 FY2024")
    periods = {value: period for _, period, value, _ in read}
    assert periods[927.0] == "H1 FY2024" and periods[18.3] == "H1 FY2024"
    assert periods[6.46] == "H1 FY2023" and periods[127.3] == "H1 FY2023"
    labels = {value: label for _, _, value, label in read}
    assert not labels[6.46].endswith("per share")  # the amount's own label, not the EPS's
    now = _answered(text, "BHP", "H1 FY2024", "What was BHP's attributable profit in H1 FY2024?")
    assert "927" in now
    before = _answered(
        text, "BHP", "H1 FY2024", "What was BHP's attributable profit in the December 2022 half?"
    )
    assert "6.46" in before


def test_a_level_said_to_have_barely_moved_keeps_its_measure() -> None:
    text = "Underlying EBITDA held steady at US$25.4bn as copper offset iron ore."
    assert _read(text, "RIO", "FY2025")[0][0] == "underlying_ebitda"
    text = "Group underlying EBITDA was broadly flat at US$25.4bn."
    assert _read(text, "RIO", "FY2025")[0][0] == "underlying_ebitda"
    draft = _answered(text, "RIO", "FY2025", "What was Rio Tinto's underlying EBITDA in 2025?")
    assert "25.4" in draft


def test_cash_named_after_its_amount_on_the_balance_sheet_is_the_cash_held() -> None:
    text = (
        "The group closed June 2022 owing net debt of US$0.9 billion, with US$5.5 billion "
        "in cash offset by gross debt of US$6.1 billion."
    )
    for question in (
        "How much cash did Fortescue hold at the end of FY2022?",
        "What were Fortescue's cash and cash equivalents at 30 June 2022?",
    ):
        assert "5.5" in _answered(text, "FMG", "FY2022", question).splitlines()[0]
    # cash its mines generated is a flow, never the balance held
    flow = "Its mines generated US$7.9 billion in cash, while net debt fell to US$0.5 billion."
    draft, _ = answer(
        cited_doc(flow, "FMG", "FY2024"), "How much cash did Fortescue hold at 30 June 2024?"
    )
    assert "7.9" not in draft.splitlines()[0]


def test_a_borrowings_row_of_a_balance_sheet_is_no_site() -> None:
    # "Borrowings" is on no registry list, but it names a balance, never a mine: the verifier
    # must confirm the row the extractor reads
    text = table_text(
        "Statement of financial position at 31 December 2024",
        ["", "31 December 2024 A$m"],
        [["Cash and cash equivalents", "720"], ["Borrowings", "5,800"], ["Net debt", "5,084"]],
    )
    for question in (
        "What were Mineral Resources' total borrowings at 31 December 2024?",
        "What was MinRes's gross debt at 31 December 2024?",
    ):
        assert "5,800" in _answered(text, "MIN", "H1 FY2025", question).splitlines()[0]
    net = _answered(text, "MIN", "H1 FY2025", "What was MinRes's net debt at 31 December 2024?")
    assert "5,084" in net.splitlines()[0]


def test_a_summary_row_signed_by_a_slash_answers_before_tax_questions() -> None:
    # "profit/(loss)": the sign's bracket goes with its slash, so the words left still name
    # the pre-tax line
    text = table_text(
        "Half-year summary, six months to 30 June (US$ millions)",
        ["", "2023", "2022"],
        [["Profit/(loss) before taxation", "6,930", "12,320"], ["Net earnings", "5,117", "8,943"]],
    )
    pre = _answered(text, "RIO", "H1 FY2023", "What was Rio Tinto's pre-tax profit in H1 2023?")
    assert "6,930" in pre.splitlines()[0]
    after = table_text(
        "Five-year financial summary",
        ["A$m", "FY25", "FY24", "FY23"],
        [["Statutory net profit/(loss) after tax", "(896)", "114", "244"]],
    )
    lost = _answered(after, "MIN", "FY2025", "What was MinRes's net loss after tax in FY2025?")
    assert "896" in lost.splitlines()[0]
    # a loss before tax is the pre-tax line below zero
    assert read_qualifiers("loss before tax")["line"] == {"pbt"}
    assert read_qualifiers("pre-tax loss")["line"] == {"pbt"}


def test_a_half_years_flow_and_result_signed_in_words_with_bracketed_comparatives() -> None:
    text = (
        "Operating cash flow for the half was an outflow of $656 million (1H FY24: inflow of "
        "$624 million). The Group booked a statutory net loss after tax of $807 million for "
        "the half-year ended 31 December 2024 (1H FY24: profit of $530 million)."
    )
    read = {(m, p, v) for m, p, v, _ in _read(text, "MIN", "H1 FY2025")}
    assert ("operating_cash_flow", "H1 FY2025", -656.0) in read
    assert ("operating_cash_flow", "H1 FY2024", 624.0) in read
    assert ("statutory_npat", "H1 FY2024", 530.0) in read
    for question, value in (
        ("What was MinRes's operating cash flow in H1 FY2025?", "656"),
        ("What was MinRes's operating cash flow in the December 2023 half?", "624"),
        ("What was MinRes's statutory NPAT in 1H FY24?", "530"),
    ):
        assert value in _answered(text, "MIN", "H1 FY2025", question).splitlines()[0]


def test_rows_of_a_net_debt_reconciliation_are_their_own_balances() -> None:
    # the table's title names net debt; its rows are the borrowings and the cash netted,
    # never the net debt itself
    text = table_text(
        "Reconciliation of net debt (note 16)",
        ["", "2024 US$m", "2023 US$m"],
        [
            ["Cash and cash equivalents", "4,900", "4,300"],
            ["Interest bearing liabilities", "(5,400)", "(5,300)"],
        ],
    )
    draft, _ = answer(
        cited_doc(text, "FMG", "FY2024"), "What was Fortescue's net debt at 30 June 2024?"
    )
    assert "5,400" not in draft and "not found" in draft.splitlines()[0]
    cash = _answered(text, "FMG", "FY2024", "What was Fortescue's cash balance at 30 June 2024?")
    assert "4,900" in cash.splitlines()[0]
    debt = _answered(text, "FMG", "FY2024", "What was Fortescue's gross debt at 30 June 2023?")
    assert "5,300" in debt.splitlines()[0]


def test_the_owners_share_of_profit_never_answers_the_total() -> None:
    text = table_text(
        "Summary of results, year ended 30 June (US$M)",
        ["", "2023", "2022"],
        [["Profit after taxation attributable to BHP shareholders", "12,921", "30,900"]],
    )
    for question in (
        "What was BHP's total profit after tax in FY2023?",
        "What was BHP's profit after tax including non-controlling interests in FY2023?",
    ):
        draft, _ = answer(cited_doc(text, "BHP", "FY2023"), question)
        assert "not found" in draft.splitlines()[0] and "12,921 million [" not in draft
    owned = _answered(
        text, "BHP", "FY2023", "What was BHP's attributable profit after tax in FY2023?"
    )
    assert "12,921" in owned.splitlines()[0]
    plain = _answered(text, "BHP", "FY2023", "What was BHP's profit after tax in FY2023?")
    assert "12,921" in plain.splitlines()[0]


def test_a_part_dated_after_the_total_leaves_the_total_the_years() -> None:
    # "in the first half" dates the part the clause after the total names, not the total
    text = (
        "Underlying free cash flow came in at $462 million, including A$131 million "
        "generated in the first half."
    )
    read = [r[:3] for r in _read(text, "NST", "FY2024")]
    assert ("free_cash_flow", "FY2024", 462.0) in read
    asked = "What was Northern Star's underlying free cash flow in FY2024?"
    assert "462" in _answered(text, "NST", "FY2024", asked).splitlines()[0]


def test_key_figure_lines_led_by_their_amounts_stay_apart(tmp_path: Path) -> None:
    # a slide's lines, each an amount then its label: glued into one sentence, the second
    # amount took the first line's label (profit from operations for underlying profit)
    from mines.ingest.reading import read_document

    page = tmp_path / "highlights.txt"
    page.write_text(
        "BHP FY2025 at a glance\n\n"
        "Highlights\n"
        "US$19.5bn Profit from operations in FY2025\n"
        "US$10.2bn Underlying attributable profit\n\n"
        "Revenue for the year was\n"
        "US$51.26 billion down 8 per cent on FY2024.\n",
        encoding="utf-8",
    )
    text = "\n".join(b.text for b in read_document(page).blocks)
    assert "FY2025 US$10.2bn" not in text
    assert "was US$51.26 billion" in " ".join(text.split())  # wrapped prose stays whole
    asked = "What was BHP's underlying attributable profit in FY2025?"
    line = _answered(text, "BHP", "FY2025", asked).splitlines()[0]
    assert "10.2" in line
    ops = _answered(text, "BHP", "FY2025", "What was BHP's profit from operations in FY2025?")
    assert "19.5" in ops.splitlines()[0] and "10.2" not in ops.splitlines()[0]


def test_a_percentage_named_by_the_margin_after_it_is_the_margin() -> None:
    text = "Underlying EBITDA came to US$26 billion for the year, a 53 per cent margin."
    read = [r[:3] for r in _read(text, "BHP", "FY2025")]
    assert ("ebitda_margin", "FY2025", 53.0) in read
    asked = "What was BHP's underlying EBITDA margin in FY2025?"
    assert "53%" in _answered(text, "BHP", "FY2025", asked).splitlines()[0]


def test_sustaining_and_growth_capex_asked_together_is_the_total() -> None:
    growth = (
        "Growth capital expenditure (capex) of $752 million came in above the revised "
        "expectation for the year."
    )
    asked = "What was Northern Star's growth capex in FY2023?"
    assert "752" in _answered(growth, "NST", "FY2023", asked).splitlines()[0]
    for both in (
        "What was Northern Star's sustaining and growth capex in FY2023?",
        "What was Northern Star's total capex including sustaining and growth in FY2023?",
    ):
        draft, _ = answer(cited_doc(growth, "NST", "FY2023"), both)
        assert "not found" in draft.splitlines()[0]  # growth alone is no total
    # "growth" among the kinds of spend asks for no change over two years
    total = "Capital expenditure for the half was $1.06 billion."
    both = "What was Northern Star's total capex including sustaining and growth in H1 FY2025?"
    assert "1.06" in _answered(total, "NST", "H1 FY2025", both).splitlines()[0]


def test_a_comparative_of_a_label_on_no_list_is_confirmed_for_its_own_period() -> None:
    text = (
        "Profit before taxation for the period was US$6.93 billion down from US$12.32 "
        "billion in the prior year."
    )
    asked = "What was Rio's profit before tax in H1 2022?"
    assert "12.32" in _answered(text, "RIO", "H1 FY2023", asked).splitlines()[0]
    wrong = "- Rio Tinto (RIO), H1 FY2023 — Profit before taxation: US$12.32 billion [1]"
    from mines.grounding import check_draft

    assert not check_draft(wrong, [cited_doc(text, "RIO", "H1 FY2023")]).verified
