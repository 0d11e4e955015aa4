"""Figures as printed (issue 19): the result or the takings named by what the company did.

"The group lost A$807 million", "Fortescue earned US$3.34 billion after tax", "BHP posted a
net profit of ...", "Turnover for the year climbed to ...": the verb (or the result as its
object or subject) names the measure. Each figure read must pass the verifier as the
offline model drafts it; a tax qualifier, a basis word, another measure named in the
sentence or a division as the subject keep the neighbours refused.

Figures are those of the shared fact table; the sentences are written for these tests.
"""

from __future__ import annotations

import pytest

from mines.figures.extract import DocContext, doc_figures, extract_figures
from mines.figures.lines import figure_line
from mines.figures.model import Figure, Period
from mines.figures.query import FigureRequest
from mines.grounding import check_draft
from mines.measures.registry import METRIC_LABELS
from mines.slots import extract_slots


def _doc(text: str, company: str, period: str) -> dict[str, str]:
    year = period.split()[-1]
    return {"id": "1", "company": company, "fiscal_year": year, "period": period, "text": text}


def read(text: str, company: str, period: Period) -> list[Figure]:
    return extract_figures(text, DocContext(company, period, "release.md", None, "", "c-1"))


def checked(text: str, company: str, period: str) -> list[tuple[Figure, bool]]:
    """Each figure read, drafted as the offline model would, then checked by the verifier."""
    doc = _doc(text, company, period)
    out = []
    for item in doc_figures(doc):
        figure = item.figure
        kind = FigureRequest(figure.period.kind)
        printed = figure.metric not in METRIC_LABELS
        line = figure_line(company, figure.metric, item, kind, "", printed)
        check = check_draft(line, [doc])
        out.append((figure, bool(check.verified) and not check.rejected))
    return out


def verdict(claim: str, text: str, company: str, period: str) -> bool:
    check = check_draft(claim, [_doc(text, company, period)])
    return bool(check.verified) and not check.rejected


H1_FY25 = Period(2025, "H1")


# --- a verb of losing: a negative result ---------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "The group lost $807 million in the half as lithium prices stayed weak.",
        "Mineral Resources lost $807 million over the six months to 31 December 2024.",
        "The diversified miner again lost $807 million in the December half.",
    ],
)
def test_a_company_that_lost_an_amount_states_a_negative_result(text: str) -> None:
    ((figure, verified),) = checked(text, "MIN", "H1 FY2025")
    assert (figure.metric, figure.value, figure.period) == ("statutory_npat", -807.0, H1_FY25)
    assert verified


def test_a_loss_said_as_the_object_of_a_result_verb_is_the_negative_result() -> None:
    for text in (
        "Mineral Resources swung to a loss of $807 million in the half.",
        "The miner slipped to a net loss of $807 million.",
        "MinRes made a loss of $807 million for the half.",
        "The miner swung to a $807 million loss in the half.",
    ):
        ((figure, verified),) = checked(text, "MIN", "H1 FY2025")
        assert (figure.metric, figure.value) == ("statutory_npat", -807.0), text
        assert verified, text


def test_a_basis_said_after_the_lost_amount_is_kept() -> None:
    ((figure, verified),) = checked(
        "Mineral Resources lost $112 million on an underlying basis.", "MIN", "FY2025"
    )
    assert (figure.metric, figure.basis, figure.value) == ("underlying_npat", "underlying", -112.0)
    assert verified


def test_the_verifier_refuses_the_lost_amount_as_a_profit_or_another_basis() -> None:
    text = "The group lost $807 million in the half."
    assert verdict(
        "MIN H1 FY2025 statutory NPAT: loss of A$807 million [1]", text, "MIN", "H1 FY2025"
    )
    assert not verdict("MIN H1 FY2025 statutory NPAT: A$807 million [1]", text, "MIN", "H1 FY2025")
    assert not verdict(
        "MIN H1 FY2025 underlying NPAT: loss of A$807 million [1]", text, "MIN", "H1 FY2025"
    )


@pytest.mark.parametrize(
    "text",
    [
        "The lithium division lost $807 million in the half.",
        "The group lost $807 million in market value over the half.",
        "Investors lost $807 million as the shares fell.",
    ],
)
def test_what_else_was_lost_names_no_result(text: str) -> None:
    control = read("The group lost $807 million in the half.", "MIN", H1_FY25)
    assert [(f.metric, f.value) for f in control] == [("statutory_npat", -807.0)]
    assert not [f for f in read(text, "MIN", H1_FY25) if f.metric == "statutory_npat"]


def test_the_verifier_reads_a_loss_named_after_the_amount_as_its_sign() -> None:
    text = "The miner swung to a $807 million loss in the half."
    claim = "MIN H1 FY2025 statutory NPAT: {} [1]"
    assert verdict(claim.format("loss of A$807 million"), text, "MIN", "H1 FY2025")
    assert not verdict(claim.format("A$807 million"), text, "MIN", "H1 FY2025")


def test_the_comparative_of_a_lost_amount_is_not_given_the_verbs_sign() -> None:
    figures = read(
        "The group lost $807 million in the half, compared with $518 million a year earlier.",
        "MIN",
        H1_FY25,
    )
    assert [(f.metric, f.value) for f in figures] == [("statutory_npat", -807.0)]


# --- a verb of earning: the bottom line when nothing else is named --------------------


def test_an_amount_earned_after_tax_is_the_statutory_result_of_the_half() -> None:
    ((figure, verified),) = checked(
        "Fortescue earned US$3.34 billion after tax in the half.", "FMG", "H1 FY2024"
    )
    assert (figure.metric, figure.value, figure.period) == (
        "statutory_npat",
        3.34,
        Period(2024, "H1"),
    )
    assert verified


@pytest.mark.parametrize(
    "text",
    [
        "Rio Tinto earned US$6.93 billion before tax in the half.",
        "Rio Tinto earned US$6.93 billion on revenue of US$26,667 million.",
        "Rio Tinto made US$6.93 billion in cash from its operations.",
        "Rio Tinto made US$6.93 billion from the sale of its stake in the venture.",
    ],
)
def test_an_amount_earned_beside_another_measure_is_not_the_result(text: str) -> None:
    control = read(
        "Rio Tinto earned US$5,117 million after tax in the half.", "RIO", Period(2023, "H1")
    )
    assert [(f.metric, f.value) for f in control] == [("statutory_npat", 5117.0)]
    assert not [
        f
        for f in read(text, "RIO", Period(2023, "H1"))
        if f.metric.endswith("npat") and f.value == 6.93
    ]


def test_the_verifier_refuses_a_result_cited_to_a_before_tax_amount() -> None:
    text = "Rio Tinto earned US$6.93 billion before tax in the half."
    assert not verdict(
        "RIO H1 FY2023 statutory NPAT: US$6.93 billion [1]", text, "RIO", "H1 FY2023"
    )


# --- the result as a verb's object or subject, and its comparative --------------------


def test_a_result_verbs_object_and_its_comparative_are_read_for_their_years() -> None:
    text = "BHP posted a net profit of US$7,897 million for the year, down from US$12.921 billion."
    found = {(f.metric, f.value, f.period.year): ok for f, ok in checked(text, "BHP", "FY2024")}
    assert found == {("statutory_npat", 7897.0, 2024): True, ("statutory_npat", 12.921, 2023): True}


@pytest.mark.parametrize(
    ("text", "metric", "value"),
    [
        ("Profit slumped to US$5,664 million.", "statutory_npat", 5664.0),
        ("Fortescue's bottom line came in at US$5,664 million.", "statutory_npat", 5664.0),
        ("Turnover for the year climbed to US$18,220 million.", "revenue", 18220.0),
    ],
)
def test_the_result_or_turnover_as_a_movement_verbs_subject(
    text: str, metric: str, value: float
) -> None:
    ((figure, verified),) = checked(text, "FMG", "FY2024")
    assert (figure.metric, figure.value) == (metric, value)
    assert verified


def test_a_profit_before_tax_subject_or_a_turnover_of_volumes_names_neither_measure() -> None:
    figures = read(
        "Profit before tax rose to US$6.93 billion, and turnover of iron ore volumes "
        "rose to 331.8 Mt.",
        "RIO",
        Period(2023),
    )
    assert not [f for f in figures if f.metric in {"statutory_npat", "revenue"}]
    # while the result named beside it is read
    figures = read("Net profit rose to US$10,058 million.", "RIO", Period(2023))
    assert [(f.metric, f.value) for f in figures] == [("statutory_npat", 10058.0)]


# --- the question ------------------------------------------------------------------


def test_what_it_made_after_tax_asks_the_result() -> None:
    assert extract_slots(
        "How much did Fortescue make after tax in the December 2023 half?"
    ).metrics == ("statutory_npat",)
