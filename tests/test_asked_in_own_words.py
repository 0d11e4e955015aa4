"""Figure questions put in an analyst's own words: verbs, fillers and paraphrases.

"What statutory result after tax did BHP post", "what did Northern Star bring in from
selling its gold", "how much profit after tax went to shareholders": the verb the figure
is asked with ("post", "bring in", "went to", "throw off") and the question's fillers
("how big a") name no measure, so the asked phrase keeps none of them; words stating a
registry metric whole answer with that metric's row; money made by selling is revenue,
never the ounces or tonnes sold; a sum of dividend kinds is the year's total. Each
figure's neighbour (another measure, kind or basis) is still refused. Texts are written
for these tests, with invented wording; every figure is one of ``../shared/data``.
"""

from __future__ import annotations

import pytest

from mines.read_question import read_question
from tests.support.offline_answer import answer, cited_doc


def _table(title: str, cols: str, *rows: str) -> str:
    """A table as the reader sees it: ``rows`` as "Label | this | prior"."""
    lines = [f"Table: {title}", f"| Item | {cols} |", *(f"| {r} |" for r in rows)]
    return "\n".join(lines) + "\n"


def _phrases(question: str) -> list[str]:
    return [m.phrase for m in read_question(question).measures]


def _answers(text: str, company: str, period: str, question: str, value: str) -> None:
    """The offline draft states ``value`` as the answer, verified, with nothing rejected."""
    draft, check = answer(cited_doc(text, company, period), question)
    head = draft.split("closest stated")[0]
    assert value in head and "not found" not in head, draft
    assert check.verified and not check.rejected, (draft, check)


def _refuses(text: str, company: str, period: str, question: str) -> None:
    """The offline draft states no figure of ``text`` as the answer (at most as closest)."""
    draft, check = answer(cited_doc(text, company, period), question)
    assert not check.verified or "closest stated" in draft, draft


@pytest.mark.parametrize(
    ("question", "phrase"),
    [
        ("How much statutory profit went to BHP shareholders in FY2024?", "statutory profit"),
        (
            "What profit after tax went to Northern Star shareholders for FY2025?",
            "profit after tax",
        ),
        ("How big a loss after tax did Mineral Resources book in FY2024?", "loss after tax"),
        ("What did Northern Star's underlying EBITDA end up at in FY2025?", "underlying EBITDA"),
        (
            "What net cash from operating activities did Rio Tinto bring in during 2024?",
            "net cash from operating activities",
        ),
    ],
)
def test_the_verb_a_figure_is_asked_with_is_no_word_of_its_measure(
    question: str, phrase: str
) -> None:
    assert phrase in _phrases(question)


@pytest.mark.parametrize(
    ("question", "verb"),
    [
        ("What did Northern Star bring in from selling its gold in FY2025?", "bring"),
        ("How much cash did BHP's operations throw off in FY2024?", "throw"),
        ("How much did Fortescue earn selling iron ore in FY2024?", "earn"),
    ],
)
def test_a_measure_in_no_listed_words_keeps_no_verb(question: str, verb: str) -> None:
    phrases = _phrases(question)
    assert phrases and not any(verb in p.split() for p in phrases), phrases


# Northern Star FY2025 (FY2024): revenue A$6.4bn (A$4.92bn), 1,634koz sold (../shared/data)
_NST_REVENUE = "Northern Star's revenue was A$6,400 million in FY2025."
_NST_REVENUE_ROW = (
    "Table: Group results (A$m)\n| Item | FY25 | FY24 |\n| Revenue | 6,400 | 4,920 |\n"
)
_NST_OUNCES_SOLD = "Northern Star sold 1,634 thousand ounces of gold in FY2025."


@pytest.mark.parametrize("text", [_NST_REVENUE, _NST_REVENUE_ROW])
@pytest.mark.parametrize(
    "question",
    [
        "How much money did Northern Star make selling gold in FY2025?",
        "What did Northern Star bring in from selling its gold in FY2025?",
        "What did Northern Star's gold sales bring in over FY2025?",
    ],
)
def test_money_a_sole_gold_miner_made_selling_gold_is_its_revenue(text: str, question: str) -> None:
    _answers(text, "NST", "FY2025", question, "6,400")
    _refuses(_NST_OUNCES_SOLD, "NST", "FY2025", question)  # the ounces sold are no money


def test_money_made_selling_iron_ore_is_never_the_tonnes_shipped() -> None:
    # Fortescue FY2024: revenue US$18,220m, 191.6Mt shipped (../shared/data)
    question = "How much did Fortescue earn selling iron ore in FY2024?"
    _answers(
        "Fortescue's revenue was US$18,220 million in FY2024.", "FMG", "FY2024", question, "18,220"
    )
    _refuses(
        "Fortescue shipped 191.6 million tonnes of iron ore in FY2024.", "FMG", "FY2024", question
    )


def test_what_a_diversified_miners_copper_business_earned_is_the_segments_not_the_groups() -> None:
    # Rio Tinto 2025: underlying EBITDA US$25.4bn, of it copper US$7.4bn (../shared/data)
    question = "What underlying EBITDA did Rio Tinto's copper business earn in 2025?"
    copper = "Table: Product groups (US$bn)\n| Item | 2025 |\n| Copper underlying EBITDA | 7.4 |\n"
    group = "Table: Group (US$bn)\n| Item | 2025 |\n| Underlying EBITDA | 25.4 |\n"
    _answers(copper, "RIO", "FY2025", question, "7.4")
    _refuses(group, "RIO", "FY2025", question)


def test_a_statutory_result_after_tax_in_other_words_is_the_profit_after_tax_row() -> None:
    # Rio Tinto, six months to 30 June 2023 (and 2022): profit after tax US$5,117m (8,943m),
    # profit before tax US$6,930m (12,320m) (../shared/data)
    question = "What statutory result after tax did Rio Tinto post for the first half of 2023?"
    row = _table("Results (US$m)", "1H 2023 | 1H 2022", "Profit after taxation | 5,117 | 8,943")
    before = _table(
        "Results (US$m)", "1H 2023 | 1H 2022", "Profit before taxation | 6,930 | 12,320"
    )
    _answers(row, "RIO", "H1 FY2023", question, "5,117")
    _refuses(before, "RIO", "H1 FY2023", question)


def test_a_statutory_result_after_tax_is_a_loss_row_and_never_the_underlying_profit() -> None:
    # Mineral Resources FY2025: a statutory loss of A$896m, an underlying loss of A$112m; FY2024
    # statutory profit A$114m, underlying A$158m (../shared/data)
    question = "What statutory result after tax did Mineral Resources post for FY2025?"
    loss = _table("Results (A$m)", "FY25 | FY24", "Loss after tax | (896) | 114")
    underlying = _table("Results (A$m)", "FY25 | FY24", "Underlying profit after tax | (112) | 158")
    _answers(loss, "MIN", "FY2025", question, "896")
    _refuses(underlying, "MIN", "FY2025", question)


def test_the_combined_interim_and_final_dividend_a_share_is_the_years_total() -> None:
    question = (
        "What was the combined interim and final dividend a share at Northern Star for FY2025?"
    )
    table = _table(
        "Dividends",
        "FY25 | FY24",
        "Interim dividend (cents per share) | 25 | 15",
        "Final dividend (cents per share) | 30 | 25",
        "Total dividend (cents per share) | 55 | 40",
    )
    _answers(table, "NST", "FY2025", question, "55")
    _refuses(
        "Northern Star's final dividend for FY2025 was 30 cents per share.",
        "NST",
        "FY2025",
        question,
    )
    assert "total dividend" in _phrases(question)


@pytest.mark.parametrize(
    "question",
    ["What tonnage did Fortescue ship in FY2024?", "How many tonnes did Fortescue ship in FY2024?"],
)
def test_a_sole_iron_ore_miners_tonnes_shipped_answer_a_volume_naming_no_commodity(
    question: str,
) -> None:
    _answers(
        "Fortescue shipped 191.6 million tonnes of iron ore in FY2024.",
        "FMG",
        "FY2024",
        question,
        "191.6",
    )
    cost = "Fortescue's C1 cost was US$18.24 a wet metric tonne in FY2024."
    _refuses(cost, "FMG", "FY2024", question)


def test_a_volume_asked_with_a_dropped_verb_is_never_a_parts_revenue() -> None:
    # Mineral Resources FY2025: Mining Services 280Mt, segment underlying EBITDA A$737m
    question = "What volume did Mineral Resources' Mining Services business post in FY2025?"
    assert not any("post" in p.split() for p in _phrases(question))
    ebitda = "Mining Services underlying EBITDA was A$737 million in FY2025."
    _refuses(ebitda, "MIN", "FY2025", question)
    _answers(
        "Mining Services volumes were 280 million tonnes in FY2025.",
        "MIN",
        "FY2025",
        question,
        "280",
    )


def test_the_group_total_asked_across_the_group_of_a_segment_note_is_the_groups() -> None:
    question = (
        "For the half to December 2023, what did the segment note of Mineral Resources show"
        " for underlying EBITDA across the group?"
    )
    row = _table("Results summary (A$m)", "1H FY24 | 1H FY23", "Underlying EBITDA | 674.9 | 939")
    assert "underlying EBITDA" in _phrases(question)
    _answers(row, "MIN", "H1 FY2024", question, "674.9")
    part = "What underlying EBITDA did the segment note of Mineral Resources show for Mining"
    _refuses(row, "MIN", "H1 FY2024", f"{part} Services in the half to December 2023?")
