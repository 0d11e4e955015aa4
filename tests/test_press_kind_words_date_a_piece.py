"""A dated press piece that names its result only by the press's words for its kind.

A reporter rarely writes "full-year results": the payment declared with a result (a final
or an interim dividend), the span it covers ("over the twelve months", "for the half"),
the year's sum ("the year's total") or the kind as an adjective before any noun
("full-year payout", "first-half shipments") say it. With the day the piece came out each
names the period just ended on the company's calendar, as long as it agrees with the
season; a word of the wrong season, a comparison with an earlier result, or a result
still to come names nothing. Figures are from the verified fact tables.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from langgraph.checkpoint.memory import InMemorySaver

from mines.context import Context
from mines.figures.model import Period
from mines.figures.periods import document_period


def _story(dateline: str, body: str) -> str:
    return f"Iron ore heavyweight counts the cost\n{dateline}\n\n{body}\n"


_DATED_BY_KIND = {
    # a June-year company's year closed in June: reported in August
    ("FMG", "Perth, 25 August 2025", Period(2025)): (
        "Directors signed off on a final payout of A$0.60 a share for holders.",
        "Across the twelve months Fortescue turned out US$2.6 billion of free cash.",
        "With the latest cheque, the year's tally of dividends reached A$1.10.",
        "Fortescue's full-year distribution amounted to A$1.10 a share.",
    ),
    # its half closed in December: reported in February
    ("FMG", "Perth, 20 February 2025", Period(2025, "H1")): (
        "Holders pocket an interim payout of 50 Australian cents.",
        "Half-year cash from operations came to US$2.4 billion.",
        "The miner loaded 97.1 million tonnes onto ships for the half.",
        "During the six months operating cash flow was US$2.4 billion.",
    ),
    # a December-year company reports its calendar year in February
    ("RIO", "London, 22 February 2024", Period(2023)): (
        "Rio's annual dividends came to 435 US cents a share.",
    ),
}


@pytest.mark.parametrize(
    ("company", "dateline", "expected", "body"),
    [(*dated, body) for dated, bodies in _DATED_BY_KIND.items() for body in bodies],
)
def test_the_press_words_of_a_result_kind_date_the_piece(
    company: str, dateline: str, expected: Period, body: str
) -> None:
    assert document_period(_story(dateline, body), company) == expected


@pytest.mark.parametrize(
    ("body", "in_season", "out_of_season"),
    [
        # a June-year company's full-year figure: in August, never in February
        ("The full-year payout is A$1.10 a share.", "25 August 2025", "20 February 2025"),
        ("Its final dividend of A$0.60 is on the register.", "25 August 2025", "20 February 2025"),
        # its interim figure: in February, never in August (the year has just closed)
        ("Holders pocketed an interim payout of 50 cents.", "20 February 2025", "25 August 2025"),
    ],
)
def test_a_kind_of_the_wrong_season_names_no_period(
    body: str, in_season: str, out_of_season: str
) -> None:
    assert document_period(_story(f"Perth, {in_season}", body), "FMG") is not None
    assert document_period(_story(f"Perth, {out_of_season}", body), "FMG") is None


@pytest.mark.parametrize(
    ("reported", "not_reported"),
    [
        (
            "The final dividend of A$0.60 is the board's call.",
            "The payout of A$0.60 is down from last year's final dividend.",
        ),
        (
            "At A$0.60 the final dividend was the board's choice.",
            "At A$0.60 the payout trails the A$0.89 final dividend a year earlier.",
        ),
        (
            "The board set out its final dividend last week.",
            "The payout matched the final dividend last year.",
        ),
        (
            "The board has trimmed the final dividend.",
            "The board signalled it expects to trim the final dividend.",
        ),
        (
            "Its full-year shipments went up again.",
            "Its full-year shipments are forecast to go up again.",
        ),
        (
            "Free cash improved across the twelve months.",
            "Free cash could improve across the twelve months ahead.",
        ),
        (
            "Brokers cheered the miner's full-year payout.",
            "Brokers left their full-year forecasts for the miner unchanged.",
        ),
    ],
)
def test_a_comparison_or_a_result_to_come_decides_nothing(reported: str, not_reported: str) -> None:
    dated = "Perth, 25 August 2025"
    assert document_period(_story(dated, reported), "FMG") == Period(2025)
    assert document_period(_story(dated, not_reported), "FMG") is None


def test_an_interim_word_in_a_year_end_piece_looks_back_not_in() -> None:
    body = (
        "A final payout of A$0.60 followed the 50 cent interim dividend, lifting the "
        "year's total to A$1.10."
    )
    assert document_period(_story("Perth, 25 August 2025", body), "FMG") == Period(2025)


def test_a_capacity_or_a_share_price_is_no_result() -> None:
    dated = "Perth, 25 August 2025"
    assert document_period(_story(dated, "The annual payout reached A$1.10."), "FMG")
    assert document_period(_story(dated, "The hub has annual output of 5 Mt."), "FMG") is None
    assert document_period(_story(dated, "Its shares touched a 12-month high."), "FMG") is None


_CLOSE_OF_YEAR = """# Pilbara producer reckons up a harder twelve months
Perth, 25 August 2025

Fortescue rode out a softer iron ore price and handed holders a final payout of A$0.60
a share, which brought the year's total to A$1.10. Across the twelve months it spent
US$3.9 billion on capital projects and was left with US$2.6 billion of free cash.
"""


def test_the_figures_of_such_a_piece_are_answered_for_its_year(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from graph.supervisor import compile_supervisor_graph
    from mines.ingest.run import ingest_paths
    from mines.store import clear_store_cache

    monkeypatch.delenv("CHROMA_HOST", raising=False)
    monkeypatch.setenv("MINES_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("MINES_BUNDLED_CORPUS", "0")
    clear_store_cache()
    piece = tmp_path / "close_of_year.md"
    piece.write_text(_CLOSE_OF_YEAR, encoding="utf-8")
    try:
        assert ingest_paths([piece]).ok
        graph: Any = compile_supervisor_graph(checkpointer=InMemorySaver())
        for question, figure in (
            ("What final dividend did Fortescue pay for FY2025?", "60"),
            ("How much free cash flow did Fortescue generate in FY2025?", "2.6"),
        ):
            config = {"configurable": {"thread_id": question}}
            graph.invoke(
                {"messages": [("user", question)]}, config, context=Context(use_cache=False)
            )
            values = graph.get_state(config).values
            assert figure in values["answer"] and "Not found" not in values["answer"]
            assert values["confidence"] == "high"
            assert "close_of_year.md" in values["answer"]
    finally:
        clear_store_cache()
