"""A site's part of a total named after "including", and the basis that part is stated on.

Our own sentences, with BHP's first-half FY2025 copper figures from the shared facts (987 kt,
Escondida 644 kt; the facts state no basis for Escondida's, the "100%" is our sentence's):
"Copper output for the half was 987 kt, including Escondida at 100% of 644 kt." The part is
Escondida's on a 100% basis; the total is the company's and takes no basis from its part's
clause. Northern Star's FY2024 gold sold and AISC are the facts' too.
"""

from __future__ import annotations

from tests.support.offline_answer import answer, cited_doc

_TEXT = "Copper output for the half was 987 kt, including Escondida at 100% of 644 kt."


def _read() -> list[tuple[float, str | None]]:
    from mines.figures.extract import doc_figures

    doc = cited_doc(_TEXT, "BHP", "H1 FY2025")
    return [(s.figure.base_value, s.figure.qualifier) for s in doc_figures(doc)]


def test_the_part_after_including_is_the_sites_on_its_basis() -> None:
    assert (644000.0, "Escondida, 100% basis") in _read()


def test_the_total_takes_no_basis_from_its_parts_clause() -> None:
    assert (987000.0, None) in _read()


def test_the_sites_part_answers_its_question_and_not_the_companys() -> None:
    doc = cited_doc(_TEXT, "BHP", "H1 FY2025")
    draft, check = answer(doc, "What did Escondida produce in copper on a 100% basis in 1H FY25?")
    claim = draft.splitlines()[0]  # the quote under it holds the whole sentence
    assert "644 kt" in claim and "987" not in claim
    assert check.verified and not check.rejected
    draft, check = answer(doc, "How much copper did BHP produce in the first half of FY25?")
    claim = draft.splitlines()[0]
    assert "987 kt" in claim and "644" not in claim
    assert check.verified and not check.rejected


def test_a_measure_after_at_is_no_place() -> None:
    from mines.figures.extract import doc_figures

    doc = cited_doc("- Gold sales 1,621koz at AISC of A$1,853/oz", "NST", "FY2024")
    sold = [s.figure for s in doc_figures(doc) if s.figure.metric == "gold_sold_koz"]
    assert [(f.base_value, f.qualifier) for f in sold] == [(1621000.0, None)]
    draft, check = answer(doc, "How much gold did Northern Star sell in FY24?")
    assert "1,621 koz" in draft
    assert check.verified and not check.rejected
