"""Dividends printed as list items, in half-year ordinary rows, as a year's return a share,
and the cash paid in a year (the year before's final plus this interim), which is never the
year's total dividend."""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc, table_text


def _answered(text: str, company: str, period: str, question: str) -> tuple[str, bool]:
    draft, check = answer(cited_doc(text, company, period), question)
    # the answer line alone: the quote below it prints the neighbours too
    return draft.splitlines()[0], check.verified == 1 and not check.rejected


# Fortescue 1H FY2025: basic EPS US 51 cents, interim dividend A$0.50 a share.
_RUN_TOGETHER = "Half at a glance: Basic EPS 51 cents Interim dividend 50 cents fully franked"


def test_a_kind_word_before_the_next_value_is_not_the_label_of_the_value_before() -> None:
    draft, ok = _answered(_RUN_TOGETHER, "FMG", "H1 FY2025", "What was the interim dividend?")
    assert "51" not in draft, draft
    draft, ok = _answered(
        _RUN_TOGETHER,
        "FMG",
        "H1 FY2025",
        "What interim dividend did Fortescue declare for 1H FY25?",
    )
    assert ok and "50 cents" in draft and "51" not in draft, draft


# Rio Tinto 1H 2024: interim ordinary dividend 177 US cents (1H 2023: 177).
_HALF_ROWS = table_text(
    "Six months to 30 June",
    ["", "2024", "2023"],
    [["Ordinary dividend per share (US cents)", "177.0", "177.0"]],
)


def test_a_half_years_ordinary_dividend_row_is_its_interim_dividend() -> None:
    draft, ok = _answered(
        _HALF_ROWS, "RIO", "H1 FY2024", "What interim dividend did Rio Tinto declare for 1H 2024?"
    )
    assert ok and "177" in draft, draft


# Northern Star FY2024: final 25 cents, 40 cents for the year.
_YEARS_RETURN = (
    "Directors resolved to pay an unfranked final dividend of 25 cents per share, lifting "
    "the year's return to shareholders to 40 cents a share."
)


def test_the_years_return_a_share_is_the_total_dividend() -> None:
    for question in (
        "What was Northern Star's total dividend for FY2024?",
        "How much did Northern Star shareholders receive per share in FY2024?",
    ):
        draft, ok = _answered(_YEARS_RETURN, "NST", "FY2024", question)
        assert ok and "40 cents" in draft, (question, draft)


# Fortescue FY2021: interim A$1.47, final A$2.11, A$3.58 for the year.
_LISTED = (
    "Dividends declared (fully franked) - Interim A$1.47, Final A$2.11 and Total dividends A$3.58"
)


def test_bare_kind_words_opening_list_items_name_each_dividend() -> None:
    for question, value in (
        ("What was Fortescue's interim dividend for FY2021?", "A$1.47"),
        ("What final dividend did Fortescue pay for FY2021?", "A$2.11"),
        ("What was Fortescue's total dividend for FY2021?", "A$3.58"),
    ):
        draft, ok = _answered(_LISTED, "FMG", "FY2021", question)
        assert ok and value in draft, (question, draft)


# BHP FY2024: interim 72 and final 74 US cents (146); FY2023's final 80 was paid in FY2024.
_PAID_SENTENCE = (
    "Cash dividends paid in the year came to 152 US cents per share, being the 80 US cents "
    "per share final dividend for FY2023 and the 72 US cents per share interim."
)
_PAID_TABLE = table_text(
    "Dividends paid during the year",
    ["", "2024 US cents per share"],
    [["Final dividend of the prior year", "80"], ["Interim dividend", "72"], ["Total", "152"]],
)


def test_the_cash_paid_in_a_year_is_never_its_total_dividend() -> None:
    for text in (_PAID_SENTENCE, _PAID_TABLE):
        for question in (
            "What was BHP's total dividend for FY2024?",
            "What was BHP's full-year dividend per share in FY2024?",
        ):
            draft, _ = _answered(text, "BHP", "FY2024", question)
            assert "152" not in draft, (question, draft)


# Mineral Resources: no dividend for FY2025 (none at the half either); 1H FY2024 interim 20
# cents, the only one for FY2024.
_NIL_WITH_BRACKETS = (
    "The directors have not declared a final dividend for the year ended 30 June 2025 "
    "(2024: nil). No interim dividend was determined in the year (2024: 20 cents a share)."
)
_HALF_NIL = (
    "Directors resolved not to declare an interim dividend for the half. An interim dividend "
    "of 20 cents a share was paid in the previous corresponding period."
)


def test_a_nil_dividend_beside_a_bracketed_comparative_is_the_years_nil() -> None:
    for question in (
        "What was MinRes's total dividend for FY2025?",
        "What was Mineral Resources' final dividend for FY2025?",
        "What interim dividend did MinRes pay for FY2025?",
    ):
        draft, ok = _answered(_NIL_WITH_BRACKETS, "MIN", "FY2025", question)
        assert ok and "nil" in draft and "20 cents" not in draft, (question, draft)


def test_a_dividend_paid_in_the_corresponding_period_is_that_periods() -> None:
    question = "What interim dividend did MinRes declare for the half to 31 December 2024?"
    draft, ok = _answered(_HALF_NIL, "MIN", "H1 FY2025", question)
    assert ok and "nil" in draft and "20 cents" not in draft, draft
    draft, ok = _answered(
        _HALF_NIL, "MIN", "H1 FY2025", "What was MinRes's interim dividend in 1H FY24?"
    )
    assert ok and "20 cents" in draft, draft


def test_a_final_paid_last_year_is_dated_to_no_year() -> None:
    # a final dividend is paid in the year after its own: "paid last year" names neither
    text = "A fully franked final dividend of 70 cents a share was paid last year."
    for question in (
        "What final dividend did MinRes pay for FY2024?",
        "What final dividend did MinRes pay for FY2025?",
    ):
        draft, _ = _answered(text, "MIN", "FY2025", question)
        assert "70 cents" not in draft, (question, draft)


# Rio Tinto 2021: 1,040 US cents for the year, of which a 247 US cents special dividend.
_WITH_SPECIAL = table_text(
    "Dividends for the year ended 31 December",
    ["", "2021"],
    [
        ["Special dividend per share (US cents)", "247.0"],
        ["Total dividend per share (US cents)", "1,040.0"],
    ],
)


def test_a_total_holding_a_special_dividend_is_no_ordinary_dividend() -> None:
    question = "What ordinary dividend per share did Rio Tinto pay for 2021?"
    draft, _ = _answered(_WITH_SPECIAL, "RIO", "FY2021", question)
    assert "1,040" not in draft and "247" not in draft, draft
    draft, ok = _answered(_WITH_SPECIAL, "RIO", "FY2021", "What was Rio's total dividend in 2021?")
    assert ok and "1,040" in draft, draft


# Fortescue: payout of 70 per cent of net profit after tax for FY2024, 65 for FY2025.
_PAYOUT_ROW = table_text(
    "Returns to shareholders",
    ["", "FY25", "FY24"],
    [["Payout of net profit after tax (%)", "65", "70"]],
)


def test_a_payout_of_net_profit_row_is_the_payout_ratio() -> None:
    draft, ok = _answered(
        _PAYOUT_ROW, "FMG", "FY2025", "What payout ratio did Fortescue have in FY2024?"
    )
    assert ok and "70%" in draft, draft


# Northern Star FY2024: unfranked final 25 cents, interim 15 cents (nothing franked).
_AMOUNT_PER_SHARE = table_text(
    "Dividend details",
    ["", "Amount per share (cents)", "Franked amount per share (cents)"],
    [["Final dividend", "25.0", "0.0"], ["Interim dividend", "15.0", "0.0"]],
)


def test_an_amount_column_headed_with_its_unit_in_brackets_is_the_dividend() -> None:
    for question, value in (
        ("What final dividend did Northern Star declare for FY2024?", "25.0 cents"),
        ("What was Northern Star's interim dividend for FY2024?", "15.0 cents"),
    ):
        draft, ok = _answered(_AMOUNT_PER_SHARE, "NST", "FY2024", question)
        assert ok and value in draft and "nil" not in draft, (question, draft)


# BHP FY2024: interim 72 and final 74 US cents, 146 US cents for the year.
_BRINGS_TOTAL = (
    "Added to the 72 cent interim, the 74 cent final dividend brings the total to 146 US cents."
)


def test_the_total_a_dividend_brings_the_year_to_is_no_final_dividend() -> None:
    for question, value in (
        ("What was BHP's final dividend for FY2024?", "74"),
        ("What was BHP's total dividend for FY2024?", "146"),
        ("What interim dividend did BHP pay for FY2024?", "72"),
    ):
        draft, ok = _answered(_BRINGS_TOTAL, "BHP", "FY2024", question)
        assert ok and f"{value} " in draft, (question, draft)


def test_a_dividend_for_the_year_is_the_total_for_the_verifier_too() -> None:
    text = "Its dividend for the year fell to US$1.46 a share."
    draft, ok = _answered(text, "BHP", "FY2024", "What was BHP's total dividend in FY2024?")
    assert ok and "1.46" in draft, draft


# BHP: 146 US cents a share for FY2024, 170 for FY2023.
def test_an_annual_dividend_is_the_years_total() -> None:
    table = table_text(
        "Five-year summary",
        ["", "FY2024", "FY2023"],
        [["Annual dividend (US cents per share)", "146", "170"]],
    )
    prose = "BHP's annual dividend was cut to 146 US cents per share from 170 US cents."
    for text in (table, prose):
        draft, ok = _answered(text, "BHP", "FY2024", "What was BHP's total dividend for FY2024?")
        assert ok and "146" in draft, draft


def test_a_sum_a_share_handed_to_holders_for_the_year_is_the_total() -> None:
    for text in (
        "The miner returned a total of US$1.46 a share to its investors for the year.",
        "Holders pocket US$1.46 a share for the year, including a final payment of 74 US cents.",
    ):
        draft, ok = _answered(
            text, "BHP", "FY2024", "What was BHP's full-year dividend for FY2024?"
        )
        assert ok and "1.46" in draft, (text, draft)


# BHP 1H FY2024: attributable profit US$927 million, 18.3 US cents a share; 1H FY2023:
# US$6.46 billion, 127.3 US cents a share.
_PROFIT_AND_PER_SHARE = (
    "Profit attributable to members came to US$927 million, or 18.3 US cents per share, "
    "against US$6.46 billion or 127.3 US cents per share a year earlier."
)


def test_money_compared_after_a_per_share_restatement_is_the_moneys_comparative() -> None:
    doc = ("BHP", "H1 FY2024")
    draft, ok = _answered(_PROFIT_AND_PER_SHARE, *doc, "What was BHP's basic EPS in 1H FY24?")
    assert ok and "18.3" in draft, draft
    draft, ok = _answered(
        _PROFIT_AND_PER_SHARE, *doc, "What were BHP's earnings per share in 1H FY23?"
    )
    assert ok and "127.3" in draft and "6.46" not in draft, draft


# BHP: FY2023 final 80 and FY2024 interim 72 US cents paid in FY2024; FY2024 final 74.
_PAID_NOTE = table_text(
    "Dividends paid in the year",
    ["", "US cents per share"],
    [["Final dividend for FY2023", "80"], ["Interim dividend for FY2024", "72"], ["Total", "152"]],
)


def test_a_paid_in_year_note_with_one_amount_column() -> None:
    draft, _ = _answered(_PAID_NOTE, "BHP", "FY2024", "What was BHP's total dividend for FY2024?")
    assert "152" not in draft, draft
    draft, ok = _answered(
        _PAID_NOTE, "BHP", "FY2024", "What final dividend did BHP pay for FY2023?"
    )
    assert ok and "80" in draft, draft


def test_a_nil_dividend_beside_the_value_it_is_compared_with() -> None:
    # Mineral Resources: nothing for FY2025; a 20 cent interim, the year's only one, in FY2024
    for text in (
        "Dividends per share for FY25 were nil, compared with 20 cents in FY24.",
        "Focused on debt, the Board chose not to pay a dividend this year, after a 20 cent "
        "interim last year.",
    ):
        draft, ok = _answered(text, "MIN", "FY2025", "What was MinRes's total dividend for FY2025?")
        assert ok and "0 cents" in draft and "20 cents" not in draft, (text, draft)


def test_a_final_dividend_paid_during_the_year_is_the_year_befores() -> None:
    # BHP: the FY2023 final of 80 US cents was paid in FY2024; FY2024's final was 74
    for text in (
        "In the year the company paid a final dividend of 80 US cents per share and an "
        "interim dividend of 72 US cents per share.",
        "A final dividend of 80 US cents per share was paid in September 2023.",
    ):
        draft, _ = _answered(text, "BHP", "FY2024", "What final dividend did BHP pay for FY2024?")
        assert "80" not in draft, (text, draft)
    later = "The final dividend of 74 US cents per share will be paid on 3 October 2024."
    draft, ok = _answered(later, "BHP", "FY2024", "What final dividend did BHP pay for FY2024?")
    assert ok and "74" in draft, draft


def test_the_verifier_refuses_a_dividend_dated_by_its_payment_as_the_reader_does() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.model import DocContext, Period
    from mines.figures.verify import verify

    ctx = DocContext("BHP", Period(2024), "report.md", 1, "", "c-1")
    for text, value, kind in (
        ("Dividends paid in the year came to 152 US cents per share.", 152, "total"),
        ("A final dividend of 80 US cents per share was paid in September 2023.", 80, "final"),
    ):
        claim = Claim(
            company="BHP",
            metric="dividends_per_share",
            period=Period(2024),
            value=value,
            unit="cents per share",
            currency="USD",
            dividend_kind=kind,
        )
        assert not verify(claim, text, ctx).supported, text


# Fortescue FY2024: interim A$1.08 paying out 65% of first-half profit; final A$0.89 and a
# 70% payout for the year (FY2023: 65%).
_PAYOUT_ROWS = table_text(
    "Shareholder returns",
    ["", "FY24", "FY23"],
    [["Interim payout ratio (%)", "65", "65"], ["Full-year payout ratio (%)", "70", "65"]],
)


def test_an_interim_payout_row_is_the_first_halfs_not_the_years() -> None:
    draft, ok = _answered(
        _PAYOUT_ROWS, "FMG", "FY2024", "What was Fortescue's payout ratio in FY2024?"
    )
    assert ok and "70%" in draft and "65%" not in draft, draft
    question = "What payout ratio did Fortescue's interim dividend represent in 1H FY24?"
    draft, ok = _answered(_PAYOUT_ROWS, "FMG", "FY2024", question)
    assert ok and "65%" in draft, draft


def test_a_final_dividend_after_a_first_half_word_is_the_years() -> None:
    text = (
        "The A$1.08 interim paid out 65% of first-half NPAT, and the A$0.89 final dividend "
        "brought the year's payout to 70%."
    )
    draft, ok = _answered(
        text, "FMG", "FY2024", "What final dividend did Fortescue pay for FY2024?"
    )
    assert ok and "0.89" in draft, draft
