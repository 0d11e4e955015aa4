"""Capital said with a verb whose object is a list of assets, a passive verb, or "put".

A press paragraph often tells the year's capital by where it went: "sank US$X into its
mines, refineries and a new project", "A$X was reinvested in pits, mills and ...",
"put A$X into growth projects ... in 2022-23". A list naming the assets at large is the
year's total capital expenditure, even beside a named project or site; a list of named
parts only (a division's mines, one project) is no total and nothing is read. A financial
year written across its two calendar years ("2022-23") dates the amount; the reader and
the verifier agree. Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from tests.support.offline_answer import answer, cited_doc


def _read(text: str, company: str, period: str) -> list[tuple[str | None, str, float]]:
    figures = extract_figures(text, DocContext(company, Period.parse_label(period)))
    return [(f.metric, f.period.label, f.value) for f in figures]


def _ok(text: str, company: str, period: str, question: str) -> str | None:
    draft, check = answer(cited_doc(text, company, period), question)
    return draft if check.verified >= 1 and not check.rejected else None


def test_a_list_of_assets_at_large_is_the_years_capital_spending() -> None:
    text = (
        "Rio Tinto sank US$12.3 billion into its mines, refineries and the Simandou railway "
        "in calendar 2025, up from US$9,621 million a year earlier."
    )
    got = _read(text, "RIO", "FY2025")
    assert ("capex", "FY2025", 12.3) in got and ("capex", "FY2024", 9621.0) in got
    q = "What capital expenditure did Rio Tinto report for 2025?"
    assert "12.3" in (_ok(text, "RIO", "FY2025", q) or "")


def test_a_list_of_named_parts_only_is_no_total() -> None:
    text = "Rio Tinto sank US$12.3 billion into its copper mines and the Oyu Tolgoi expansion."
    assert not [m for m, _, _ in _read(text, "RIO", "FY2025") if m == "capex"]
    q = "What capital expenditure did Rio Tinto report for 2025?"
    assert _ok(text, "RIO", "FY2025", q) is None


def test_a_passive_verb_with_a_site_beside_the_assets() -> None:
    text = (
        "Over the six months to 31 December 2024 the pits threw off A$1.25 billion of cash, "
        "and A$1.06 billion of it was reinvested in pits, mills and the KCGM expansion."
    )
    q = "How much capital did Northern Star spend in the half to December 2024?"
    assert "1.06" in (_ok(text, "NST", "H1 FY2025", q) or "")


def test_put_into_growth_projects_in_a_split_year_under_a_later_document() -> None:
    text = (
        "The gold producer put A$752 million into growth projects -- above all a bigger "
        "Kalgoorlie mill -- in 2022-23."
    )
    assert ("growth_capex", "FY2023", 752.0) in _read(text, "NST", "FY2025")
    q = "What did Northern Star spend on growth capital in FY2023?"
    assert "752" in (_ok(text, "NST", "FY2025", q) or "")
    # the split year is that year only: never the year of the document
    assert _ok(text, "NST", "FY2025", "Northern Star growth capex in FY2025?") is None
