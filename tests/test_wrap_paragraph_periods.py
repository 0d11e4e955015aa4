"""A results wrap on several miners: each company's period is read from its own paragraphs.

In one February piece a June-year company's "December-half result" is its half to
December and RIO's "annual profit" its calendar year just closed; in an August piece a
June-year company's full year just closed sits beside RIO's half to June. The dateline and
the opening paragraph speak for all of them.
"""

from __future__ import annotations

from mines.figures.company_paragraphs import own_text, subjects
from mines.figures.model import Period
from mines.figures.periods import document_period

FEBRUARY = """Miners open their books

Perth, 23 February 2024

Three of the big names reported this week.

Northern Star Resources said revenue for the half year ended 31 December 2023 was
A$2,248 million.

The gold miner sold 781,000 ounces over the period.

Fortescue's interim numbers showed statutory profit of US$3.34 billion.

Rio Tinto, which reports on the calendar year, posted annual profit figures: net earnings
were US$10,058 million.
"""

AUGUST = """Gold and iron ore on the scoreboard

Published: 2 August 2024

Rio Tinto's net earnings for the six months ended 30 June 2024 were US$5,808 million.

Northern Star Resources posted its full-year results, with revenue of A$4.92 billion.
"""


def test_each_company_in_a_february_wrap_has_its_own_period() -> None:
    assert subjects(FEBRUARY) == ("NST", "FMG", "RIO")
    assert document_period(FEBRUARY, "NST") == Period(2024, "H1")
    assert document_period(FEBRUARY, "FMG") == Period(2024, "H1")
    assert document_period(FEBRUARY, "RIO") == Period(2023), "not RIO's half to June 2023"


def test_each_company_in_an_august_wrap_has_its_own_period() -> None:
    assert document_period(AUGUST, "RIO") == Period(2024, "H1")
    assert document_period(AUGUST, "NST") == Period(2024), "not the six months to June"


def test_another_companys_paragraph_is_blanked_in_place() -> None:
    own = own_text(FEBRUARY, "FMG")
    assert len(own) == len(FEBRUARY) and own.count("\n") == FEBRUARY.count("\n")
    assert "Fortescue's interim numbers" in own and "Perth, 23 February 2024" in own
    assert "Rio Tinto" not in own and "gold miner" not in own
