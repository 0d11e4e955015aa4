"""Two amounts each followed by what it is of, and a division's figure found among many.

A sentence pairing two amounts, each with its measure printed after it ("US$2.4 billion in
net operating cash flow and US$0.7 billion in free cash flow"): the words between them are
the first amount's, so the verifier reads the second by the words after it, accepts it for
its own measure and refuses it for the first one's. And retrieval: the figure index puts the
chunks of figures for the asked period and the asked part of a company (a division) before
a crowd of group and full-year ones.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from mines.grounding import check_draft

# ----- the verifier: two amounts, each named after it ---------------------------------------

_PAIRED = (
    "Over the December 2024 half Fortescue delivered US$2.4 billion in net operating cash "
    "flow and US$0.7 billion in free cash flow."
)
_SWAPPED = (
    "In the six months to 31 December 2024 Fortescue generated US$0.7 billion of free cash "
    "flow and US$2.4 billion of net operating cash flow."
)
_OWN_LABEL = (
    "In the half to December 2023 MinRes booked A$2,514.7 million of revenue and underlying "
    "EBITDA of A$674.9 million."
)


def _kept(text: str, line: str, period: str) -> bool:
    company, name = ("MIN", "Mineral Resources") if "MinRes" in text else ("FMG", "Fortescue")
    year = period.split()[-1]
    doc: dict[str, Any] = {"company": company, "fiscal_year": year, "period": year, "text": text}
    check = check_draft(f"- {name} ({company}), {period} — {line} [1]", [doc])
    return check.verified == 1 and not check.rejected


@pytest.mark.parametrize(
    ("text", "line", "period", "kept"),
    [
        (_PAIRED, "free cash flow: US$0.7 billion", "H1 FY2025", True),
        (_PAIRED, "net operating cash flow: US$0.7 billion", "H1 FY2025", False),  # the other's
        (_PAIRED, "net operating cash flow: US$2.4 billion", "H1 FY2025", True),
        (_PAIRED, "free cash flow: US$2.4 billion", "H1 FY2025", False),
        (_SWAPPED, "net operating cash flow: US$2.4 billion", "H1 FY2025", True),
        (_SWAPPED, "free cash flow: US$2.4 billion", "H1 FY2025", False),
        (_SWAPPED, "free cash flow: US$0.7 billion", "H1 FY2025", True),
        # "A$X of revenue and underlying EBITDA of A$Y": the second value has its own words
        (_OWN_LABEL, "underlying EBITDA: A$674.9 million", "H1 FY2024", True),
        (_OWN_LABEL, "revenue: A$674.9 million", "H1 FY2024", False),
    ],
)
def test_each_of_two_paired_amounts_is_read_by_its_own_words(
    text: str, line: str, period: str, kept: bool
) -> None:
    assert _kept(text, line, period) is kept


# ----- retrieval: the asked period's and division's figures first -------------------------


def _record(period: str, label: str, qualifier: str = "") -> dict[str, str]:
    return {"period": period, "label": label, "qualifier": qualifier}


def test_a_figure_fits_the_asked_period_and_part_of_the_company() -> None:
    from mines.figure_index import fit

    division = _record("H1 FY2024", "Lithium EBITDA — Earnings by division", "Lithium")
    group = _record("H1 FY2024", "EBITDA before one-off items — Group results")
    year = _record("FY2024", "Lithium EBITDA — Segment note", "Lithium")
    asked = (["H1 FY2024"], ["lithium"])
    assert fit(division, *asked) == (0, 0)
    assert fit(group, *asked) == (0, 1)
    assert fit(year, *asked) == (1, 0)
    # nothing asked on an axis: every figure fits it
    assert fit(group, [], []) == fit(year, [], []) == (0, 0)


def test_the_figure_index_ranks_the_asked_division_and_half_first(tmp_path: Path) -> None:
    from mines import figure_index
    from mines.ingest.run import ingest_paths
    from mines.store import Store

    store = Store(path=tmp_path / "chroma")
    filler = " ".join(f"Paragraph {i} covers safety, people and the community." for i in range(60))
    path = tmp_path / "minres_half.md"
    group_rows = "".join(
        f"\n\n## Group summary {n}\n\n| A$ million | Dec 2023 half |\n|---|---:|\n"
        f"| EBITDA excluding one-off items | 674.9 |\n\n{filler}"
        for n in range(8)
    )
    path.write_text(
        "# Mineral Resources half-year report, six months to 31 December 2023\n\n"
        f"{filler}{group_rows}\n\n## Segment results, Dec 2023 half (A$ million)\n\n"
        "| Division | EBITDA |\n|---|---:|\n| Lithium | 271.4 |\n| Iron ore | 266.2 |\n\n"
        f"{filler}\n"
    )
    assert ingest_paths([path], store=store).ok
    ids = figure_index.chunk_ids_for_phrases(
        store, "MIN", ["EBITDA"], ["FY2024"], periods=["H1 FY2024"], scope=["lithium"]
    )
    assert ids
    assert "| Lithium | 271.4 |" in store.get_chunks("MIN", ids[:1])[0]["text"]


def test_retrieval_is_told_the_asked_half_and_division() -> None:
    from graph.routing import fan_out_companies
    from mines.read_question import read_question

    question = "What EBITDA did the lithium business of MinRes earn in the December 2023 half?"
    [send] = fan_out_companies(
        {
            "request": read_question(question).as_state(),
            "company_queries": [{"company": "MIN", "query": question}],
        }
    )
    assert send.arg["periods"] == ["H1 FY2024"]
    assert send.arg["scope"] == ["lithium"]
