"""A neighbour of the asked measure is refused, however the question words it.

Three classes of confidently wrong answer, each refused by the matching itself:

- a phrase going beyond its alias ("gross borrowings" hinted at net debt) borrowed the
  alias's other names ("net cash") to score a label it never used ("cash");
- a qualifier set off by commas after the measure ("debt, before netting cash,") was not
  read, so the net figure answered a gross question;
- a commodity's business named as the doer ("the nickel business earned") did not scope
  the measure, so the group's (or another division's) figure answered.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

from mines.documents import Chunk
from mines.figures.asked import AskedMeasure, asked_measures, scopes_a_measure
from mines.figures.figure_measure import figure_conflicts
from mines.figures.model import Figure, Period, Span
from mines.figures.similarity import MATCH_THRESHOLD, match_score
from mines.slots import extract_slots


def _prose(label: str, value: float, metric: str | None = None) -> Figure:
    text = f"The company said {label} came to US${value} billion in the year."
    quote = f"US${value} billion"
    start = text.index(quote)
    span = Span("doc.md", 1, text, start, start + len(quote))
    figure = Figure("FMG", cast(Any, metric), Period(2024), value, 1e9, "currency", "USD", span)
    return replace(figure, label=label)


# ----- alias names speak only for a phrase that is one of them --------------------------


def test_a_phrase_beyond_its_alias_does_not_borrow_the_alias_names() -> None:
    (asked,) = asked_measures("How large were Fortescue's gross borrowings in FY2024?")
    assert asked.metric == "net_debt"  # the alias hint
    figure = _prose("cash", 9.1)  # a label no list knows, sharing a word with "net cash"
    assert match_score(asked, figure, embed=False) < MATCH_THRESHOLD


def test_a_phrase_that_is_its_alias_still_uses_the_alias_names() -> None:
    asked = AskedMeasure("net debt", "net_debt", {})
    figure = _prose("net cash", 2.0)
    assert match_score(asked, figure, embed=False) >= MATCH_THRESHOLD


# ----- an aside after the measure qualifies it -------------------------------------------


def test_an_aside_after_the_measure_states_its_gross_or_net() -> None:
    q = "What did Fortescue owe in borrowings and notes, before netting cash, in FY2024?"
    (asked,) = asked_measures(q)
    assert asked.stated["gross_net"] == {"gross"}
    net = _prose("net debt", 0.5, "net_debt")
    assert any("gross_net" in c for c in figure_conflicts(asked, net))


def test_an_aside_naming_another_measure_or_a_period_qualifies_nothing() -> None:
    (debt, profit) = asked_measures("What were Fortescue's debt, and net profit, in FY24?")
    assert "gross_net" not in debt.stated  # the aside's "net" is the profit's
    assert profit.stated["gross_net"] == {"net"}
    (only,) = asked_measures("What was Fortescue's revenue, in FY2024?")
    assert set(only.stated) == {"head"}


def test_an_aside_does_not_override_what_the_phrase_states() -> None:
    (asked,) = asked_measures("What was the net debt, before leases, at Fortescue in FY2024?")
    assert asked.stated["gross_net"] == {"net"}


# ----- a commodity's business scopes the measure it earned -------------------------------


def test_a_commoditys_business_scopes_the_measure_and_is_no_measure_itself() -> None:
    q = "What EBITDA did Mineral Resources' lithium business earn in FY2025?"
    slots = extract_slots(q)
    measures = asked_measures(q, slots.metrics)
    assert len(measures) == 1
    assert {"lithium", "segment"} <= measures[0].stated["scope"]
    group = _prose("EBITDA", 0.7, "underlying_ebitda")
    assert any(c.startswith("scope") for c in figure_conflicts(measures[0], group))
    scoping = [m for m in slots.metrics if scopes_a_measure(measures, m)]
    assert scoping and all(m != "underlying_ebitda" for m in scoping)


def test_a_commodity_asked_for_its_own_figure_is_not_a_scope() -> None:
    q = "How much copper did BHP produce in FY2024?"
    slots = extract_slots(q)
    measures = asked_measures(q, slots.metrics)
    assert not any(scopes_a_measure(measures, m) for m in slots.metrics)


def test_the_offline_answer_to_a_divisions_ebitda_refuses_the_groups() -> None:
    from mines.offline.synthesize import synthesize
    from mines.prompt_format import render_documents, tag

    text = (
        "Group EBITDA rose to A$2.4 billion in FY2025. Spodumene concentrate shipped was "
        "520 thousand tonnes."
    )
    year = {"fiscal_year": "FY2025", "period": "FY2025"}
    doc = {"company": "MIN", **year, "text": text, "id": "1", "source": "min.md", "page": 1}
    doc |= {"score": 1.0, "section": ""}
    question = "How much EBITDA did the lithium business of MinRes earn in FY2025?"
    draft = synthesize(render_documents([cast(Chunk, doc)]) + tag("question", question))
    assert "2.4" not in draft.split("closest stated")[0], draft
    assert "520" not in draft, draft


# ----- the guardrails judge a hosted draft's claims the same way -------------------------

_HEAD = "- Fortescue (FMG), FY2024 (year to 30 June 2024) — "


def _reason(question: str, line: str) -> str | None:
    from mines.figures.draft_claims import claims_from_text
    from mines.figures.relevance import claim_reason

    doc = {"company": "FMG", "fiscal_year": "FY2024", "period": "FY2024", "text": ""}
    ((claim, _),) = claims_from_text(_HEAD + line, [doc])
    return claim_reason(claim, asked_measures(question), extract_slots(question))


def test_a_hosted_claim_under_a_word_of_the_aliases_other_names_is_withheld() -> None:
    question = "How large were Fortescue's gross borrowings in FY2024?"
    assert _reason(question, "cash: US$9.1 billion [1]") is not None
    assert _reason(question, "Gross debt: US$9.1 billion [1]") is None


def test_a_hosted_claim_of_the_groups_figure_for_a_business_is_withheld() -> None:
    question = "What EBITDA did Fortescue's energy business earn in FY2024?"
    assert _reason(question, "EBITDA: US$9.1 billion [1]") is not None


# ----- a measure no registry word names is the question's words, dates and verbs aside ---


def test_a_measure_in_the_questions_own_words_leaves_out_the_date_and_the_verb() -> None:
    (asked,) = asked_measures(
        "How much surplus on ordinary trading did Fortescue book in its preliminary report "
        "for the year to 30 June 2024?"
    )
    assert asked.metric is None
    assert not {"30", "June", "book", "preliminary", "report"} & set(asked.phrase.split())
    assert "surplus" in asked.phrase and "trading" in asked.phrase


def test_the_same_value_printed_with_its_unit_answers_before_a_bare_cell() -> None:
    from mines.figures.select import Sourced
    from mines.offline.synthesize import _by_meaning

    (asked,) = asked_measures("How much did Fortescue owe net of cash in FY2024?")
    bare = replace(_prose("Borrowings net of cash", 0.9), unit="number", scale=1.0)
    full = _prose("Borrowings net of cash at the balance date", 0.9)
    items = [Sourced(bare, "1", "user"), Sourced(full, "2", "user")]
    answer, _ = _by_meaning(items, "FMG", Period(2024), asked)
    assert answer is not None and answer.figure.unit == "currency"


def test_a_described_metric_hints_at_the_users_words_and_never_replaces_them() -> None:
    (asked,) = asked_measures(
        "Going back to FY2022, what cash distributions per share did Fortescue pay that year?",
        ("return_on_equity",),  # the router's description of those words: a poor hint
    )
    assert asked.metric == "return_on_equity"
    assert set(asked.phrase.split()) == {"cash", "distributions", "per", "share"}
    assert asked.stated["form"] == {"per_share"}  # so a ratio of that hint conflicts
