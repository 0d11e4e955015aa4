"""A label parted from its amount by the word order of letters and the press.

An aside set off by dashes between the label and its verb, an amount put before the clause
it belongs to, a pronoun carrying the measure of the clause before to another basis, and
net debt said as an idiom ("owing a net ..."). Each figure read must pass the verifier as
the offline model drafts it; what is not the label's is neither read nor verified.

The sentences are written for these tests; the values are the companies' published ones
(/work/shared/data).
"""

from __future__ import annotations

from typing import Any

import pytest

from mines.figures.draft_claims import Claim
from mines.figures.model import DocContext, Period
from mines.figures.press_asides import dash_asides
from mines.figures.verify import verify
from tests.support.offline_answer import drafted_and_verified

FY23 = Period(2023)
FY24 = Period(2024)


def registry_figures(text: str, company: str, year: str) -> set[tuple[str, float, Period, bool]]:
    """``(metric, value, period, verified)`` of each figure a registry metric names."""
    return {
        (f.metric, f.value, f.period, ok)
        for f, ok in drafted_and_verified(text, company, year)
        if f.metric
    }


def claim(metric: str, value: float, company: str, period: Period, **kw: Any) -> Claim:
    fields: dict[str, Any] = {
        "company": company,
        "metric": metric,
        "period": period,
        "value": value,
        "scale": 1e9,
        "unit": "currency",
        "currency": "USD",
    }
    fields.update(kw)
    return Claim(**fields)


def verdict(c: Claim, text: str) -> str:
    found = verify(c, text, DocContext(c.company, c.period, "letter.md", None, "", "c-1"))
    return "supported" if found.supported else found.reason


# --- an aside set off by dashes ------------------------------------------------------------


@pytest.mark.parametrize("dash", [" — ", "—", " – ", " - "])
def test_a_label_in_a_dash_aside_names_nothing(dash: str) -> None:
    text = (
        f"Underlying EBITDA{dash}the result before the impairments we took on older "
        f"plant{dash}reached US$10.7 billion."
    )
    assert registry_figures(text, "FMG", "FY2024") == {("underlying_ebitda", 10.7, FY24, True)}


def test_an_aside_naming_the_payout_leaves_net_earnings_their_amount() -> None:
    text = "Our net earnings—the number the payout policy is applied to—came to $10.1 billion."
    assert registry_figures(text, "RIO", "FY2023") == {("statutory_npat", 10.1, FY23, True)}


def test_an_amount_inside_the_aside_is_never_the_interrupted_labels() -> None:
    text = "Net debt – lower than the US$1.0 billion of a year before – ended at US$0.5 billion."
    assert registry_figures(text, "FMG", "FY2024") == {("net_debt", 0.5, FY24, True)}
    # a model citing the aside's amount as last year's net debt is refused
    prior = claim("net_debt", 1.0, "FMG", FY23)
    assert verdict(prior, text) != "supported"
    # an aside after an amount comments on it: its comparative is read as any clause's
    after = (
        "Revenue reached US$18.2 billion — up from US$16.87 billion in FY23 — as shipments grew."
    )
    found = registry_figures(after, "FMG", "FY2024")
    assert {("revenue", 18.2, FY24, True), ("revenue", 16.87, FY23, True)} <= found
    # a list of labels and values set off by dashes holds no aside
    assert dash_asides("Revenue – US$18.2 billion – EBITDA – US$10.7 billion") == []
    assert dash_asides(after) == []


def test_an_aside_with_its_own_amount_leaves_the_outer_label_its_verb() -> None:
    text = "Net earnings – struck after $0.7 billion of impairments – were $10.1 billion."
    found = [(f.metric, f.value, ok) for f, ok in drafted_and_verified(text, "RIO", "FY2023")]
    assert [(metric, ok) for metric, value, ok in found if value == 10.1] == [
        ("statutory_npat", True)
    ]


# --- an amount before its clause ------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "At US$10.7 billion, underlying EBITDA was 7% above the year before.",
        "Coming in at US$10.7 billion for FY24, the group's underlying EBITDA set a new mark.",
    ],
)
def test_a_fronted_amount_is_the_label_of_its_clause(text: str) -> None:
    assert registry_figures(text, "FMG", "FY2024") == {("underlying_ebitda", 10.7, FY24, True)}


def test_a_fronted_amount_with_another_amount_in_its_clause_is_not_read() -> None:
    text = "At US$0.5 billion, net debt was a fraction of the US$5.4 billion the group borrowed."
    assert not [f for f, _ in drafted_and_verified(text, "FMG", "FY2024") if f.value == 0.5]
    supposed = "At US$10.7 billion, underlying EBITDA would fund the whole capital programme."
    assert drafted_and_verified(supposed, "FMG", "FY2024") == []
    fronted = "At US$10.7 billion, underlying EBITDA was 7% above the year before."
    assert verdict(claim("underlying_ebitda", 10.7, "FMG", FY24), fronted) == "supported"
    assert verdict(claim("revenue", 10.7, "FMG", FY24), fronted) != "supported"


# --- a pronoun carrying the measure to another basis -------------------------------------


def test_a_pronoun_carries_net_earnings_to_the_underlying_basis() -> None:
    text = (
        "Net earnings came to $10.1 billion, while stripping out one-off items they were "
        "$11.8 billion."
    )
    assert registry_figures(text, "RIO", "FY2023") == {
        ("statutory_npat", 10.1, FY23, True),
        ("underlying_npat", 11.8, FY23, True),
    }
    assert verdict(claim("statutory_npat", 11.8, "RIO", FY23), text) != "supported"


def test_a_pronoun_carries_underlying_earnings_to_the_reported_basis() -> None:
    text = (
        "Underlying earnings reached $11.8 billion; on a reported basis the figure was "
        "$10.1 billion."
    )
    assert registry_figures(text, "RIO", "FY2023") == {
        ("underlying_npat", 11.8, FY23, True),
        ("statutory_npat", 10.1, FY23, True),
    }
    assert verdict(claim("underlying_npat", 10.1, "RIO", FY23), text) != "supported"


def test_a_basis_named_after_the_pronouns_amount_carries_it_too() -> None:
    text = (
        "Underlying earnings were $11.8 billion, and they were $10.1 billion on a statutory basis."
    )
    assert registry_figures(text, "RIO", "FY2023") == {
        ("underlying_npat", 11.8, FY23, True),
        ("statutory_npat", 10.1, FY23, True),
    }


def test_a_pronoun_under_words_naming_no_basis_or_in_a_new_sentence_gives_no_label() -> None:
    text = "Revenue was US$18.2 billion; leaving out freight it was US$16.87 billion."
    assert [(f.metric, f.value) for f, _ in drafted_and_verified(text, "FMG", "FY2024")] == [
        ("revenue", 18.2)
    ]
    apart = "Net earnings were $10.1 billion. On an underlying basis they were $11.8 billion."
    assert [(f.metric, f.value) for f, _ in drafted_and_verified(apart, "RIO", "FY2023")] == [
        ("statutory_npat", 10.1)
    ]


def test_a_measure_with_no_second_basis_carries_nothing() -> None:
    text = "Free cash flow was US$5.1 billion; on an underlying basis it was US$4.9 billion."
    found = drafted_and_verified(text, "FMG", "FY2024")
    assert [(f.metric, f.value) for f, _ in found] == [("free_cash_flow", 5.1)]
    assert verdict(claim("free_cash_flow", 4.9, "FMG", FY24), text) != "supported"


# --- net debt said as an idiom -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "company", "year", "value"),
    [
        ("Fortescue finished FY24 owing its lenders a net US$0.5 billion.", "FMG", "FY2024", 0.5),
        (
            "At 30 June the miner's borrowings outstripped its cash by US$0.5 billion.",
            "FMG",
            "FY2024",
            0.5,
        ),
        (
            "The group closed the year in the black to the tune of A$358 million.",
            "NST",
            "FY2024",
            -358,
        ),
        ("At 30 June it held A$358 million more cash than debt.", "NST", "FY2024", -358),
    ],
)
def test_an_idiom_of_the_press_names_net_debt(
    text: str, company: str, year: str, value: float
) -> None:
    found = registry_figures(text, company, year)
    assert found == {("net_debt", value, Period(int(year[2:])), True)}


def test_what_is_owed_unnetted_or_a_slide_into_the_red_is_no_net_debt() -> None:
    for text in (
        "Fortescue owed US$5.4 billion to bondholders and banks at 30 June.",
        "Fortescue slid into the red to the tune of US$0.5 billion in the half.",
    ):
        assert not [
            f for f, _ in drafted_and_verified(text, "FMG", "FY2024") if f.metric == "net_debt"
        ]
    owing = "Fortescue finished FY24 owing its lenders a net US$0.5 billion."
    # owing a net amount is a positive balance: a claim of net cash is refused
    assert verdict(claim("net_debt", -0.5, "FMG", FY24), owing) != "supported"
    assert verdict(claim("net_debt", 0.5, "FMG", FY24), owing) == "supported"
