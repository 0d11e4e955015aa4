"""Prose figures as printed (issue 19, items 1 and 4): every number with a unit, currency or
scale in a sentence is a figure under the phrase that names it, read in the forms the press
and results announcements use.

The sentences are written for these tests; companies' numbers are arbitrary.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import DocContext, extract_figures
from mines.figures.model import Figure, Period
from mines.numbers import find_figures

FY24 = Period(2024)
FY23 = Period(2023)
H1_24 = Period(2024, "H1")


def read(text: str, company: str = "FMG", period: Period | None = FY24) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "news.md", None, "", "c-9"))


def by_value(figures: list[Figure], value: float) -> Figure:
    found = [f for f in figures if f.value == value]
    assert len(found) == 1, figures
    return found[0]


# --- a percentage of something ----------------------------------------------------------


def test_a_share_returned_is_labelled_by_what_it_is_a_share_of_and_the_verb() -> None:
    figs = read("The group paid A$0.50 a share, distributing 58 per cent of net income.")
    f = by_value(figs, 58)
    assert (f.unit, f.scale, f.currency) == ("%", 1.0, None)
    assert f.label == "share of net income distributed"
    assert f.period == FY24


def test_a_verb_with_its_particle_keeps_the_particle() -> None:
    figs = read("The miner gives back 81% of statutory earnings to investors.")
    assert by_value(figs, 81).label == "share of statutory earnings given back"


def test_a_linking_verb_makes_the_subject_a_share_of_the_base() -> None:
    figs = read("Operating cash flow after interest equalled 44 per cent of turnover.")
    assert by_value(figs, 44).label == "Operating cash flow after interest as a share of turnover"


def test_which_is_refers_to_the_figure_just_before() -> None:
    figs = read(
        "Holders receive a final distribution of $US0.31 a share, taking the year's total to "
        "$US1.12, which is 52% of earnings."
    )
    assert by_value(figs, 0.31).dividend_kind == "final"
    total = by_value(figs, 1.12)
    assert (total.unit, total.dividend_kind) == ("dollars per share", "total")
    assert "total" in total.label and "payout" not in total.label
    share = by_value(figs, 52)
    assert share.label.endswith("as a share of earnings") and share.unit == "%"


def test_a_percentage_share_of_a_registry_measure_is_not_that_measure() -> None:
    figs = read("The payout ratio was 62% of underlying earnings, against 55% a year earlier.")
    assert {(f.metric, f.period, f.value) for f in figs if f.unit == "%"} == {
        ("payout_ratio", FY24, 62.0),
        ("payout_ratio", FY23, 55.0),
    }


@pytest.mark.parametrize(
    "text",
    [
        "The group agreed the sale of 75% of Kestrel Holdings.",
        "It holds a 40% interest in the joint venture and owns 30% of Longreach.",
        "Revenue rose 6% and costs were up 4 per cent.",
        "Roughly 45% of sales went to Japan.",
    ],
)
def test_stakes_changes_and_approximations_are_no_share_figures(text: str) -> None:
    assert [f for f in read(text) if f.unit == "%"] == []


# --- dividends as the press writes them -------------------------------------------------


def test_distribution_payout_and_top_up_are_dividends_with_their_kind() -> None:
    figs = read(
        "The board set total distributions of $US3.10 a share, which includes a one-off "
        "top-up of $US0.90 a share."
    )
    total, top_up = by_value(figs, 3.10), by_value(figs, 0.90)
    assert (total.dividend_kind, total.unit) == ("total", "dollars per share")
    assert total.currency == "USD"
    assert (top_up.dividend_kind, top_up.label) == ("special", "one-off top-up")


def test_a_plain_dollar_dividend_is_per_share_in_the_reporting_currency() -> None:
    figs = read("The miner lifted the full-year dividend to $2.05, up from $1.60 last year.", "MIN")
    now, before = by_value(figs, 2.05), by_value(figs, 1.60)
    assert (now.unit, now.scale, now.currency, now.period) == (
        "dollars per share",
        100.0,
        "AUD",
        FY24,
    )
    assert before.period == FY23 and before.dividend_kind == "total"


def test_the_label_starts_at_its_determiner_not_at_the_subject() -> None:
    figs = read("Shareholders get a final payout of $US0.41 a share.")
    assert by_value(figs, 0.41).label == "final payout"


# --- periods inside a sentence ----------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The interim distribution a year earlier was A$0.62 per share.",
        "The interim distribution in the previous corresponding period was A$0.62 per share.",
    ],
)
def test_a_period_inside_the_naming_phrase_is_the_figures_not_its_name(text: str) -> None:
    f = by_value(read(text, period=H1_24), 0.62)
    assert f.period == Period(2023, "H1")
    assert f.label == "interim distribution"
    assert f.dividend_kind == "interim"


def test_down_from_a_year_earlier_is_the_prior_period() -> None:
    figs = read("Net debt eased to $US4.4 billion, down from $US5.3 billion a year earlier.", "RIO")
    assert by_value(figs, 4.4).period == FY24
    assert by_value(figs, 5.3).period == FY23


def test_targets_name_no_figure_of_the_reporting_period() -> None:
    figs = read("The group is targeting unit costs of US$15 a wet tonne by 2029.")
    assert figs == []


# --- money, units and scale -------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "value", "scale", "unit", "currency"),
    [
        ("Revenue came in at $US7.25bn.", 7.25, 1e9, "currency", "USD"),
        ("Free cash flow was $4.1 billion.", 4.1, 1e9, "currency", "USD"),
        ("Capital spending was A$880M.", 880, 1e6, "currency", "AUD"),
        ("Earnings per share were $US2.06 a share.", 2.06, 100.0, "dollars per share", "USD"),
        ("The realised price was US$88 a wet tonne.", 88, 1.0, "per wmt", "USD"),
        ("All-in sustaining cost was A$2,150 an ounce.", 2150, 1.0, "per ounce", "AUD"),
        ("The copper price averaged US$4.05 per pound.", 4.05, 1.0, "per pound", "USD"),
        ("The copper price averaged US$4.05/lb.", 4.05, 1.0, "per pound", "USD"),
        ("The net loss was A$(0.7) billion.", -0.7, 1e9, "currency", "AUD"),
        ("Iron ore shipments were 187.2mt.", 187.2, 1e6, "Mt", None),
    ],
)
def test_money_and_unit_forms(
    text: str, value: float, scale: float, unit: str, currency: str | None
) -> None:
    f = by_value(read(text, "BHP"), value)
    assert (f.scale, f.unit, f.currency) == (scale, unit, currency)


def test_a_money_figure_followed_by_and_is_not_a_rate() -> None:
    figs = read("The group booked a net loss of A$0.3 billion and lower sales.", "MIN")
    # the company's net loss booked is its result (issue 19: result verbs), with its sign
    figure = by_value(figs, -0.3)
    assert (figure.metric, figure.scale, figure.label) == (
        "statutory_npat",
        1e9,
        "net loss",
    )


def test_a_bare_dollar_is_the_reporting_currency() -> None:
    assert by_value(read("Revenue was $2.2 billion.", "NST"), 2.2).currency == "AUD"
    assert by_value(read("Revenue was $2.2 billion.", "RIO"), 2.2).currency == "USD"


def test_dates_ages_people_pages_and_notes_are_no_figures() -> None:
    text = (
        "On 14 August 2024 the 61-year-old chief executive, who leads 12,000 people, said "
        "the details are on page 33 and in note 18 of the 2024 report."
    )
    assert read(text) == []


@pytest.mark.parametrize(
    ("text", "unit"),
    [
        ("about US$40 a dry tonne", "per dmt"),
        ("US$3.90 a pound", "per pound"),
        ("A$1,800 an ounce", "per ounce"),
    ],
)
def test_number_forms_written_with_a_or_an(text: str, unit: str) -> None:
    (fig,) = find_figures(text)
    assert fig.unit == unit


# --- the words around a figure ----------------------------------------------------------


def test_a_comparative_of_a_label_the_registry_lacks_is_the_prior_periods() -> None:
    figs = read("Turnover landed at $US31.5 billion, down from $US33.9 billion.", "BHP", H1_24)
    now, before = by_value(figs, 31.5), by_value(figs, 33.9)
    assert now.label == before.label == "Turnover"
    assert (now.period, before.period) == (H1_24, Period(2023, "H1"))


def test_a_level_word_before_at_is_no_label_the_words_before_it_are() -> None:
    figs = read("Tonnes railed from the Chichester hub were flat at 92.4 million tonnes.")
    assert by_value(figs, 92.4).label == "Tonnes railed from the Chichester hub"


def test_a_label_held_level_is_verified_under_its_own_words() -> None:
    from mines.grounding import check_draft

    text = "Tonnes railed from the Chichester hub were flat at 92.4 million tonnes in FY24."
    doc = {"company": "FMG", "fiscal_year": "FY2024", "period": "FY2024", "text": text}
    draft = (
        "- Fortescue (FMG), FY2024 (year to 30 June 2024) — "
        "Tonnes railed from the Chichester hub: 92.4 Mt [1]"
    )
    check = check_draft(draft, [{**doc, "source": "n.md", "page": 1, "section": "", "id": "1"}])
    assert check.verified == 1 and not check.rejected


def test_equal_to_a_share_names_what_the_share_is_of() -> None:
    figs = read("Holders get an interim payout of $US0.61 a share, equal to 55 per cent of profit.")
    assert by_value(figs, 55).label == "interim payout as a share of profit"


def test_a_plain_amount_named_like_a_per_share_payment_before_it_is_per_share() -> None:
    figs = read(
        "Holders get a final payment of A$0.80 a share, lifting the total payment to A$1.45."
    )
    total = by_value(figs, 1.45)
    assert (total.unit, total.dividend_kind) == ("dollars per share", "total")
    assert by_value(figs, 0.80).dividend_kind == "final"


def test_the_unit_of_the_number_before_is_no_part_of_the_next_label() -> None:
    figs = read("The group railed 150 million tonnes at a cash cost of $US19.10 a wet tonne.")
    assert by_value(figs, 19.10).label == "cash cost"


def test_held_at_links_a_label_and_although_ends_a_clause() -> None:
    figs = read("Profit slipped, although earnings before one-offs held at $US3.3bn.", "RIO")
    assert by_value(figs, 3.3).label == "earnings before one-offs"


def test_a_press_verb_before_the_label_is_no_part_of_it() -> None:
    figs = read("In the June half the group booked net earnings of $US2.9bn.", "RIO")
    assert by_value(figs, 2.9).label == "net earnings"


# --- the verifier reads the same forms on its own ---------------------------------------


def test_the_verifier_reads_a_plain_dollar_dividend_as_per_share() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    c = Claim(
        "MIN",
        "dividends_per_share",
        FY24,
        2.05,
        100.0,
        "dollars per share",
        "AUD",
        dividend_kind="total",
    )
    text = "The miner lifted the full-year dividend to $2.05, up from $1.60 last year."
    assert verify(c, text, DocContext("MIN", FY24, "news.md", None, "", "c-9")).supported
    wrong = Claim("MIN", "dividends_per_share", FY24, 2.5, 100.0, "dollars per share", "AUD")
    assert not verify(wrong, text, DocContext("MIN", FY24, "news.md", None, "", "c-9")).supported


def test_the_verifier_reads_a_price_per_pound() -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    c = Claim("BHP", "", FY24, 4.05, 1.0, "per pound", "USD", label="copper price")
    text = "The copper price averaged US$4.05 per pound."
    assert verify(c, text, DocContext("BHP", FY24, "news.md", None, "", "c-9")).supported


@pytest.mark.parametrize(
    ("label", "ok"),
    [
        ("share of statutory earnings given back", False),  # "gives" is irregular: not read
        ("share of net income distributed", True),
        ("share of net income retained", False),
        ("share of revenue distributed", False),
    ],
)
def test_the_verifier_reads_a_share_as_its_verb_and_base(label: str, ok: bool) -> None:
    from mines.figures.draft_claims import Claim
    from mines.figures.verify import verify

    c = Claim("FMG", "", FY24, 58, 1.0, "%", None, label=label)
    text = "The group paid A$0.50 a share, distributing 58 per cent of net income."
    verdict = verify(c, text, DocContext("FMG", FY24, "news.md", None, "", "c-9"))
    assert verdict.supported is ok, verdict


@pytest.mark.parametrize(
    ("sentence", "metric", "label"),
    [
        ("Operating cash flow shrank to US$7.9 billion.", "operating_cash_flow", None),
        ("Net debt ballooned to US$0.5 billion.", "net_debt", None),
        ("Attributable earnings tumbled to US$5,664 million.", None, "Attributable earnings"),
    ],
)
def test_a_verb_of_a_move_closes_the_label_before_it(
    sentence: str, metric: str | None, label: str | None
) -> None:
    # "X slid/sank/ballooned to $Y": the verb says how the figure moved, no word of its name
    figure = by_value(read(sentence), float(sentence.split("US$")[1].split()[0].replace(",", "")))
    if metric:
        assert figure.metric == metric, figure
    if label:
        assert figure.label == label, figure
