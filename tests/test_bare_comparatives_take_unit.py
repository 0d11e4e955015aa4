"""A prior-period figure printed bare after the one it is compared with takes that one's
unit: a price per ounce ("A$2,900 an ounce for its gold, up from A$2,400"), a count of
ounces or tonnes at the same scale ("790koz, up from 750"). A bare number at another scale
or in a currency is left alone."""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc

_HALF = DocContext("NST", Period(2025, "H1"), "brief.txt", 1, "", "c-1")


def _read(text: str) -> set[tuple[str, float, str]]:
    return {(f.period.label, f.value, f.unit) for f in extract_figures(text, _HALF)}


def test_a_price_for_what_was_sold_gives_its_comparative_the_unit() -> None:
    text = "The miner averaged A$2,900 an ounce for its gold, up from A$2,400 a year earlier."
    assert ("H1 FY2024", 2400.0, "per ounce") in _read(text)
    draft, check = answer(
        cited_doc(text, "NST", "H1 FY2025"),
        "What gold price did Northern Star realise in the first half of FY2024?",
    )
    assert check.verified == 1 and not check.rejected and "2,400" in draft, draft


def test_a_count_gives_a_bare_comparative_at_its_scale_the_unit() -> None:
    text = "Gold sold was 790koz, up from 750 in the prior corresponding period."
    assert ("H1 FY2024", 750.0, "koz") in _read(text)
    draft, check = answer(
        cited_doc(text, "NST", "H1 FY2025"),
        "How much gold did Northern Star sell in the first half of FY2024?",
    )
    assert check.verified == 1 and not check.rejected and "750" in draft, draft


def test_a_bare_number_at_another_scale_or_in_money_takes_no_unit() -> None:
    for text in (
        "Ore shipped was 96.1Mt, up from 93.5 million a year earlier.",
        "Gold sold was 790koz, up from A$750 a year earlier.",
    ):
        assert not {r for r in _read(text) if r[1] in (93.5, 750.0) and r[2] in {"Mt", "koz"}}
