"""A year named in words ("the 2031 financial year") and a share joined by any linking verb.

Texts are written for these tests; the numbers are arbitrary.
"""

from __future__ import annotations

import pytest

from mines.figures.model import DocContext, Period
from mines.figures.prose import prose_figures

_YEAR = DocContext("NST", Period(2031))


def _read(text: str) -> list[tuple[str, float, Period | None]]:
    return [(f.label or "", f.value, f.period) for f in prose_figures(text, _YEAR)]


@pytest.mark.parametrize(
    "text",
    [
        "Sales receipts were A$812 million in the 2031 financial year.",
        "Sales receipts for the 2031 fiscal year were A$812 million.",
        "Sales receipts were A$812 million over the 2030-31 financial year.",
    ],
)
def test_a_year_named_in_words_dates_the_figure(text: str) -> None:
    assert [(v, p) for _, v, p in _read(text)] == [(812.0, Period(2031))]


def test_the_other_year_in_words_is_the_comparative() -> None:
    got = _read(
        "Revenue was A$812 million in the 2031 financial year, against A$790 million "
        "in the 2030 financial year."
    )
    assert [(v, p) for _, v, p in got] == [(812.0, Period(2031)), (790.0, Period(2030))]


@pytest.mark.parametrize(
    ("text", "label"),
    [
        (
            "Holders get 31 cents a share, which equates to 44 per cent of cash profit.",
            "share of cash profit",
        ),
        (
            "The year's distribution works out at 44% of cash profit.",
            "year's distribution as a share of cash profit",
        ),
    ],
)
def test_a_share_joined_by_any_linking_verb_is_labelled_by_what_it_is_a_share_of(
    text: str, label: str
) -> None:
    shares = [(lab, v) for lab, v, _ in _read(text) if v == 44.0]
    assert shares == [(label, 44.0)]


def test_a_calendar_year_up_front_dates_a_december_year_companys_item() -> None:
    from mines.figures.periods import document_period

    item = (
        "# The miner's 2031 at a glance\n\n_Brisbane, 19 February 2032_\n\nSales rose during 2031."
    )
    assert document_period(item, "RIO") == Period(2031)
    # for a June-year company a calendar year is no fiscal year: nothing is guessed from it
    assert document_period(item, "NST") is None
