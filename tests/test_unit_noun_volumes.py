"""A volume named by its unit noun and a participle: "Ounces sold", "Tonnes shipped".

The press names a volume by the unit it is counted in, then prints the value bare:
"Ounces sold eased to 1,563,000", "Tonnes shipped climbed to 192 million". The noun is the
value's unit and, with the participle, names the metric: ounces are of gold, tonnes of the
commodity printed with them or of the company's sole commodity. A company mining several
commodities that the words do not choose between gets no label; a value of its own unit
or currency (a change in per cent, a price) is not the volume. The verifier reads the
same value.

Figures are from the shared fact table; the sentences are our own.
"""

from __future__ import annotations

from mines.figures.draft_claims import claims_from_text
from mines.figures.extract import extract_figures
from mines.figures.model import DocContext, Period
from mines.figures.verify import verify


def _volumes(company: str, year: str, text: str) -> list[tuple[str, float, float]]:
    figures = extract_figures(text, DocContext(company, Period.parse_label(year)))
    return [
        (str(f.metric), f.value, f.scale) for f in figures if f.metric and "_mt" in f.metric
    ] + [(str(f.metric), f.value, f.scale) for f in figures if f.metric == "gold_sold_koz"]


def test_ounces_sold_printed_bare_are_gold_sold() -> None:
    got = _volumes("NST", "FY2023", "Ounces sold eased to 1,563,000 over the twelve months.")
    assert [(m, v * s) for m, v, s in got] == [("gold_sold_koz", 1_563_000.0)]


def test_tonnes_shipped_are_the_sole_commodity_shipped() -> None:
    got = _volumes("FMG", "FY2023", "Tonnes shipped climbed to 192 million for the year.")
    assert [(m, v * s) for m, v, s in got] == [("iron_ore_shipments_mt", 192e6)]


def test_no_label_when_the_commodity_or_the_unit_is_not_implied() -> None:
    # a company of several commodities naming none of them
    assert _volumes("MIN", "FY2023", "Tonnes shipped climbed to 17.5 million.") == []
    # ounces of a company whose one commodity is not gold
    assert _volumes("FMG", "FY2023", "Ounces sold eased to 1,563,000.") == []
    # a value with its own unit is a change, not the volume
    assert _volumes("FMG", "FY2023", "Tonnes shipped climbed 2% in the year.") == []


def _verified(company: str, head: str, line: str, text: str) -> bool:
    doc = {"company": company, "fiscal_year": "FY2023", "text": text}
    ((claim, _),) = claims_from_text(f"{head}{line}", [doc])
    return verify(claim, text, DocContext(company, Period.parse_label("FY2023"))).supported


def test_the_verifier_reads_the_implied_unit() -> None:
    head = "- Northern Star Resources (NST), FY2023 (year to 30 June 2023) — "
    text = "Ounces sold eased to 1,563,000 over the twelve months."
    assert _verified("NST", head, "gold sold: 1,563 koz [1]", text)
    head = "- Fortescue (FMG), FY2023 (year to 30 June 2023) — "
    text = "Tonnes shipped climbed to 192 million for the year."
    assert _verified("FMG", head, "iron ore shipments: 192 Mt [1]", text)
    assert not _verified("FMG", head, "iron ore production: 192 Mt [1]", text)
