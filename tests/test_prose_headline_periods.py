"""Headline figures read as printed, and periods read as an analyst reads them.

A dateline that prints only its month and a result's words name the reporting period;
a period after the value ("in the first half") is the value's; "attributable" with what a
result leaves out is the underlying result; a label and its value may be joined by a verb
of movement. Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

from datetime import date

from mines.figures.column_periods import amount_column_periods
from mines.figures.draft_claims import Claim
from mines.figures.extract import extract_figures
from mines.figures.label_words import label_word_score
from mines.figures.model import DocContext, Figure, Period
from mines.figures.periods import document_period, release_date
from mines.figures.tables import Table, render_table
from mines.figures.verify import verify
from mines.measures.paraphrases import printed_paraphrase
from mines.text_reading import text_items

# ---------------------------------------------------------------------------------------
# The reporting period of an item dated by its month only


def test_month_only_dateline_is_a_release_date() -> None:
    assert release_date("Kalgoorlie, March 2031\n\nNews of the day.", "NST") == date(2031, 3, 1)
    assert release_date("_Sydney | October 2030 | Resources_\n", "FMG") == date(2030, 10, 1)


def test_bare_month_or_a_balance_month_is_no_release_date() -> None:
    # a column header or a balance date printed without its day
    assert release_date("June 2031\n\nRevenue 12", "FMG") is None
    assert release_date("Perth, June 2031\n\nRevenue 12", "FMG") is None


def test_month_dateline_and_year_words_name_the_year_closed_before_it() -> None:
    text = (
        "Miner's earnings sink\n\nAdelaide, September 2031\n\n"
        "The miner earned $70 million for the year to June, after losing money in the "
        "six months to December."
    )
    assert document_period(text, "MIN") == Period(2031)


def test_item_on_the_year_names_the_year_not_the_half_it_looks_back_on() -> None:
    text = (
        "Miner's earnings sink\n\nAdelaide, September 2031\n\n"
        "Net profit fell to $70 million for the year. In the six months to December the "
        "miner had lost money."
    )
    assert document_period(text, "MIN") == Period(2031)


def test_item_on_the_half_stays_the_half() -> None:
    text = (
        "Miner's first-half profit climbs\n\nAdelaide, March 2031\n\n"
        "First-half profit rose to $70 million in the six months to December. The miner "
        "earned $90 million for the year before."
    )
    assert document_period(text, "MIN") == Period(2031, "H1")


# ---------------------------------------------------------------------------------------
# Sentences


FY31 = Period(2031)


def _figures(text: str) -> list[Figure]:
    return extract_figures(text, DocContext("MIN", FY31))


def test_period_after_the_value_with_an_article_is_the_values() -> None:
    [fig] = _figures("The group posted EBITDA of $55 million in the six months to December.")
    assert fig.period == Period(2031, "H1")
    assert fig.value == 55


def test_attributable_result_led_by_what_it_leaves_out_is_underlying() -> None:
    [fig] = _figures(
        "Stripping out significant items, profit attributable to owners was $8.8 million."
    )
    assert fig.basis == "underlying"


def _claim(metric: str, value: float, label: str, basis: str | None = None) -> Claim:
    return Claim(
        company="MIN",
        metric=metric,
        period=Period(2031),
        value=value,
        scale=1e6,
        unit="currency",
        currency="AUD",
        basis=basis,  # type: ignore[arg-type]
        text=f"A${value} million",
        label=label,
    )


def test_verifier_reads_attributable_profit_before_one_offs_as_underlying() -> None:
    text = (
        "Profit attributable to owners was $31 million, while attributable profit before "
        "exceptional items was $47 million."
    )
    ctx = DocContext("MIN", Period(2031))
    underlying = _claim("underlying_npat", 47, "profit before exceptional items", "underlying")
    assert verify(underlying, text, ctx).supported
    assert not verify(_claim("statutory_npat", 47, "statutory NPAT"), text, ctx).supported


def test_verifier_reads_a_printed_label_joined_to_its_value_by_a_movement_verb() -> None:
    ctx = DocContext("MIN", Period(2031))
    claim = _claim("revenue", 640, "Turnover")
    assert verify(claim, "Turnover climbed to $640 million over the period.", ctx).supported
    # the verb never stands in for words the label lacks
    assert not verify(claim, "Cost of turnover climbed to $640 million.", ctx).supported


# ---------------------------------------------------------------------------------------
# A tonnage after a verb, its commodity named by the site before the verb


def _site_figures(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period))


def test_site_then_verb_names_the_volume_and_its_site() -> None:
    text = "Group output eased to 410kt, with the Olympic Dam smelter alone producing 72kt."
    figs = {f.value: f for f in _site_figures(text, "BHP", Period(2031, "H1"))}
    assert figs[72].metric == "copper_production_kt"
    assert figs[72].qualifier == "Olympic Dam"
    assert figs[410].qualifier is None


def test_site_with_a_volume_metric_of_its_own_takes_it_with_its_basis() -> None:
    text = "The Onslow Iron joint venture railed and shipped 3.3mt on a 100 per cent basis."
    [fig] = _site_figures(text, "MIN", FY31)
    assert fig.metric == "iron_ore_shipments_mt_onslow_100pct"
    assert "100% basis" in (fig.qualifier or "")


def test_ownership_words_of_the_clause_qualify_a_tonnage_never_money() -> None:
    text = "The group booked revenue of $US900 million from its whole joint venture."
    [fig] = _site_figures(text, "BHP", FY31)
    assert fig.qualifier is None


def test_a_site_of_an_earlier_clause_names_no_later_tonnage() -> None:
    text = "Wodgina sold 50kt; the group then shipped 200kt."
    assert not [f for f in _site_figures(text, "MIN", FY31) if f.value == 200]


def _volume_claim(metric: str, value: float, qualifier: str | None) -> Claim:
    return Claim(
        company="BHP",
        metric=metric,
        period=Period(2031, "H1"),
        value=value,
        scale=1e3,
        unit="kt",
        currency=None,
        qualifier=qualifier,
        text=f"{value} kt",
        label="copper production",
    )


def test_verifier_reads_a_site_volume_and_refuses_it_as_the_group_total() -> None:
    text = "Group output eased to 410kt, with the Olympic Dam smelter alone producing 72kt."
    ctx = DocContext("BHP", Period(2031, "H1"))
    assert verify(_volume_claim("copper_production_kt", 72, "Olympic Dam"), text, ctx).supported
    group = verify(_volume_claim("copper_production_kt", 72, None), text, ctx)
    assert not group.supported
    assert "Olympic Dam" in group.reason


# ---------------------------------------------------------------------------------------
# A printed label that is wholly a wording of a measure's meaning


def test_printed_wording_of_a_measure_names_it_only_as_the_whole_label() -> None:
    assert printed_paraphrase("Cash remaining after investment") == "free_cash_flow"
    assert printed_paraphrase("Sales from ordinary activities:") == "revenue"
    assert printed_paraphrase("Cash remaining after investment in the new port") is None
    assert printed_paraphrase("The net result attributable to owners") == "statutory_npat"


def test_prose_and_verifier_read_a_worded_measure() -> None:
    text = (
        "Operating cash reached $US6.1 billion and cash remaining after investment came in at "
        "$US2.2 billion."
    )
    ctx = DocContext("RIO", FY31)
    by_value = {f.value: f for f in extract_figures(text, ctx)}
    assert by_value[2.2].metric == "free_cash_flow"
    fcf = Claim(
        company="RIO",
        metric="free_cash_flow",
        period=FY31,
        value=2.2,
        scale=1e9,
        unit="currency",
        currency="USD",
        text="US$2.2 billion",
        label="free cash flow",
    )
    assert verify(fcf, text, ctx).supported
    wrong = Claim(**{**fcf.__dict__, "value": 6.1, "text": "US$6.1 billion"})
    assert not verify(wrong, text, ctx).supported


# ---------------------------------------------------------------------------------------
# A printed label in other words than the question's


def test_abbreviated_per_share_label_names_the_spelled_out_measure() -> None:
    assert label_word_score("basic earnings per share", "EPS, basic (US cents)") == 1.0
    assert label_word_score("basic earnings per share", "Diluted EPS") == 0.0


def test_expenditure_label_names_a_spend_question() -> None:
    label = "Capital expenditure on mills, rail and port"
    assert label_word_score("spend mills rail port", label) > 0.5


# ---------------------------------------------------------------------------------------
# An announcement's "up 3% to 55,658" columns


def test_announcement_amount_column_beside_its_change_is_the_reporting_period() -> None:
    text = (
        "Headline results (A$M)\n"
        "\n"
        "                                        Direction   Change        A$M\n"
        "Income from ordinary activities                up      12%   to   3,050\n"
        "Profit after tax for members                 down       8%   to     410\n"
    )
    page = text_items(None, text.split("\n"))
    [table] = [item for item in page.items if isinstance(item, Table)]
    assert table.header == ("", "Change", "A$M")
    figs = extract_figures(render_table(table), DocContext("NST", FY31))
    income = next(f for f in figs if f.value == 3050)
    assert income.metric == "revenue"
    assert income.period == FY31
    assert income.scale == 1e6
    assert not [f for f in figs if f.value in {12, 8}]  # a change is no figure
    claim = Claim(
        company="NST",
        metric="revenue",
        period=FY31,
        value=3050,
        scale=1e6,
        unit="currency",
        currency="AUD",
        text="A$3,050 million",
        label="revenue",
    )
    assert verify(claim, render_table(table), DocContext("NST", FY31)).supported
    earlier = Claim(**{**claim.__dict__, "period": Period(2030)})
    assert not verify(earlier, render_table(table), DocContext("NST", FY31)).supported


def test_amount_column_without_a_change_column_names_no_period() -> None:
    assert amount_column_periods(["A$M"], FY31) == [None]
    assert amount_column_periods(["Change", "A$M", "A$M"], FY31) == [None, None, None]


def test_result_named_again_after_a_clause_word_is_the_other_periods_result() -> None:
    text = (
        "Underlying earnings reached $90 million, after the group swung to an underlying "
        "loss of $14 million in the six months to December."
    )
    figs = {f.period: f for f in _figures(text)}
    assert figs[FY31].value == 90
    assert figs[Period(2031, "H1")].metric == "underlying_npat"
    assert figs[Period(2031, "H1")].value == -14


def test_verifier_reads_a_row_worded_as_its_measure() -> None:
    text = (
        "Table: Group results (US$ millions)\n"
        "|  | 2031 | 2030 |\n"
        "| Sales from ordinary activities | 7,340 | 6,905 |\n"
        "| Profit after tax | 1,120 | 990 |\n"
    )
    ctx = DocContext("FMG", FY31)

    def revenue(value: float) -> Claim:
        return Claim(
            company="FMG",
            metric="revenue",
            period=FY31,
            value=value,
            scale=1e6,
            unit="currency",
            currency="USD",
            text=f"US${value:,.0f} million",
            label="revenue",
        )

    assert verify(revenue(7340), text, ctx).supported
    assert not verify(revenue(1120), text, ctx).supported
    assert not verify(revenue(6905), text, ctx).supported


def test_verifier_reads_the_period_after_the_value_with_an_article() -> None:
    text = "Net profit came to $14 million in the six months to December."
    ctx = DocContext("MIN", FY31)
    half = _claim("statutory_npat", 14, "net profit")
    assert verify(Claim(**{**half.__dict__, "period": Period(2031, "H1")}), text, ctx).supported
    assert not verify(half, text, ctx).supported  # the year's claim is refused


def test_a_financial_year_named_in_words_is_no_part_of_the_label() -> None:
    # "for / in respect of the 2024 financial year" closes the label as "for FY24" does
    for sentence in (
        "Dividends declared in respect of the 2024 financial year totalled 197 cents per share.",
        "Dividends declared for the 2024 financial year totalled 197 cents per share.",
    ):
        (figure,) = extract_figures(sentence, DocContext("FMG", Period.parse_label("FY2024")))
        assert figure.label == "Dividends declared", (sentence, figure.label)
        assert figure.metric == "dividends_per_share" and figure.dividend_kind == "total"


def test_a_calendar_year_inside_a_printed_label_is_no_part_of_it() -> None:
    # "Bauxite production in 2024 was 58.7 Mt": a label no registry metric names keeps its
    # figure when a bare year sits between it and the value (as "in FY2024" already did)
    for sentence in (
        "Bauxite production in 2024 was 58.7 Mt.",
        "Bauxite production for 2024 was 58.7 Mt.",
    ):
        (figure,) = extract_figures(sentence, DocContext("RIO", Period.parse_label("FY2024")))
        assert (figure.label, figure.value) == ("Bauxite production", 58.7), sentence
