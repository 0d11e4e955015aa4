"""Realised prices and statutory losses in layouts the readers had missed.

* A price may be named by a participle after "price" ("the weighted average price
  achieved came to US$83 a dry tonne"): it is the price received, never a cost.
* A volume sold may carry its price after "at" ("sold 1,634koz of gold at A$3,922 an
  ounce"): the sum a unit is the price of what was sold.
* "for the year" after a price is the time it is over, not what was sold.
* A price table may print its unit as "US c/lb" or "USc/lb": cents a pound, never cents a
  share.
* A result row may name whose result it is ("... attributable to members of the parent"):
  it is still the statutory result, its bracketed cell a loss.

Every figure comes from /work/shared/data/asx_facts_more.csv or asx_facts.csv; the
sentences and tables are written here.
"""

from __future__ import annotations

from mines.figures.extract import DocContext, extract_figures
from mines.figures.labels import label_metric
from mines.figures.model import Figure, Period
from mines.figures.prices import PRICE_LABEL
from mines.figures.tables import TABLE_PREFIX
from mines.numbers import find_figures
from tests.support.offline_answer import answer, cited_doc


def _figures(text: str, company: str, period: str) -> list[Figure]:
    return extract_figures(text, DocContext(company, Period.parse_label(period), "n.md", None))


def _answers(text: str, company: str, period: str, question: str, value: str) -> bool:
    draft, check = answer(cited_doc(text, company, period), question)
    return (
        value in draft and "not found" not in draft and check.verified >= 1 and not check.rejected
    )


# --- a price named by a participle after "price" --------------------------------------------

_ACHIEVED = (
    "Across the December half the weighted average price achieved came in at US$83 per dry "
    "metric tonne, with the benchmark softer than a year before."
)


def test_a_price_named_by_a_participle_after_it_is_the_price_received() -> None:
    [price] = [f for f in _figures(_ACHIEVED, "MIN", "H1 FY2025") if f.value == 83]
    assert price.label.startswith(PRICE_LABEL)
    asked = "What iron ore price did MinRes achieve in the first half of FY25?"
    assert _answers(_ACHIEVED, "MIN", "H1 FY2025", asked, "83")
    cost = "What was MinRes's C1 cost per tonne in the first half of FY25?"
    assert not _answers(_ACHIEVED, "MIN", "H1 FY2025", cost, "83")  # a price is no cost


def test_a_commodity_after_the_participle_names_the_price() -> None:
    text = "For the half, the average price achieved for iron ore was US$83/dmt."
    [price] = _figures(text, "MIN", "H1 FY2025")
    assert price.label == f"{PRICE_LABEL} for iron ore"


# --- a volume sold at its price -------------------------------------------------------------

_SOLD_AT = "Over the year to June the gold miner sold 1,634koz of gold at A$3,922 an ounce."


def test_the_sum_a_unit_a_volume_was_sold_at_is_its_price() -> None:
    price = next(f for f in _figures(_SOLD_AT, "NST", "FY2025") if f.value == 3922)
    assert price.label == f"{PRICE_LABEL} for gold"
    for asked in (
        "What was Northern Star's average realised gold price in FY25?",
        "What price did Northern Star get for its gold in FY2025?",
    ):
        assert _answers(_SOLD_AT, "NST", "FY2025", asked, "3,922"), asked
    cost = "What was Northern Star's all-in sustaining cost in FY25?"
    assert not _answers(_SOLD_AT, "NST", "FY2025", cost, "3,922")  # a price is no cost
    text = "The miner sold 773koz at an AISC of A$1,766 an ounce in the half."
    assert not any(f.label.startswith(PRICE_LABEL) for f in _figures(text, "NST", "H1 FY2023"))


# --- what a price is for ------------------------------------------------------------------


def test_a_time_after_for_is_not_what_was_sold() -> None:
    text = "Fortescue's ore received an average of US$99.8 a tonne for the year, down on FY21."
    price = next(f for f in _figures(text, "FMG", "FY2022") if f.value == 99.8)
    assert price.label == f"{PRICE_LABEL} for ore"
    asked = "What was Fortescue's average realised iron ore price in FY22?"
    assert _answers(text, "FMG", "FY2022", asked, "99.8")


def test_each_unit_as_the_subject_names_no_commodity() -> None:
    text = "Each ounce was sold for an average A$2,639, a record for the company."
    [price] = _figures(text, "NST", "FY2023")
    assert price.label == PRICE_LABEL


# --- cents a pound as tables print it ----------------------------------------------------


def test_c_a_pound_is_cents_a_pound_never_cents_a_share() -> None:
    for printed in ("457c/lb", "457 US c/lb", "457 USc/lb"):
        [number] = find_figures(printed)
        assert number.unit == "cents per pound", printed
    assert find_figures("457 USc/lb")[0].currency == "USD"
    assert find_figures("12c a share")[0].unit == "cents per share"


def test_a_price_row_in_us_c_a_pound_is_read_and_confirmed() -> None:
    table = (
        f"{TABLE_PREFIX}Prices we realised\n| Metal | Unit | 2025 |\n"
        "| Copper | US c/lb | 457 |\n| Aluminium | US$/t | 3,318 |"
    )
    copper = next(f for f in _figures(table, "RIO", "FY2025") if f.value == 457)
    assert (copper.unit, copper.currency) == ("cents per pound", "USD")
    asked = "What was Rio Tinto's average realised copper price in 2025?"
    assert _answers(table, "RIO", "FY2025", asked, "457")


# --- a result row naming its owners -------------------------------------------------------

_OWNED = (
    f"{TABLE_PREFIX}Summary of results\n| A$m | FY25 | FY24 |\n"
    "| Net (loss)/profit after tax attributable to members of the parent | (896) | 114 |"
)


def test_a_result_named_with_its_owners_is_the_statutory_result() -> None:
    for label in (
        "Net (loss)/profit after tax attributable to members of the parent",
        "(Loss)/profit after tax attributable to owners of Mineral Resources Limited",
        "Net loss after tax attributable to members",
    ):
        hit = label_metric(label)
        assert hit is not None and hit[0] == "statutory_npat", label
    assert label_metric("Profit after tax attributable to non-controlling interests") is None


def test_a_bracketed_owned_result_answers_the_loss_asked() -> None:
    for asked in (
        "What was MinRes's net loss in FY25?",
        "How much did Mineral Resources lose in FY2025?",
        "What was Mineral Resources' statutory result for FY25?",
    ):
        draft, check = answer(cited_doc(_OWNED, "MIN", "FY2025"), asked)
        assert "loss of A$896 million" in draft and check.verified == 1, asked
        assert not check.rejected, asked
    assert _answers(_OWNED, "MIN", "FY2025", "What was MinRes's statutory NPAT in FY24?", "114")
