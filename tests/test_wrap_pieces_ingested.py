"""A piece on several miners is filed under each of them, each with its own paragraphs and period.

A February results wrap on Northern Star, Fortescue and Rio Tinto is stored as the document
of the company it names first and as one piece for each other company: a June-year
company's half to December and RIO's calendar year just closed. No company's chunks hold
another company's paragraph, so a sentence naming no company ("Statutory profit was ...")
is read only for the company whose paragraph it is in. Replacing the file keeps its pieces
in step; a company given by the user keeps the piece whole under it.
"""

from __future__ import annotations

from pathlib import Path

from mines.figure_index import chunk_figures
from mines.ingest.run import ingest_paths
from mines.store import Store

WRAP = """# Miners open their books

*Perth, 23 February 2024*

Results season rolled on this week.

Northern Star Resources said its December-half result carried revenue of A$2,248 million.

Fortescue's interim numbers were dominated by iron ore.
Statutory profit after tax was US$3.34 billion.

Rio Tinto, which reports on the calendar year, posted annual profit figures.
Net earnings were US$10,058 million.
"""


def _stored(store: Store) -> dict[str, str]:
    return {d.company: d.period for d in store.documents() if d.source == "wrap.md"}


def test_each_company_of_a_wrap_is_stored_with_its_own_period(tmp_path: Path) -> None:
    path = tmp_path / "wrap.md"
    path.write_text(WRAP, encoding="utf-8")
    store = Store(path=tmp_path / "chroma")
    ingest_paths([path], store=store)
    assert _stored(store) == {"NST": "H1 FY2024", "FMG": "H1 FY2024", "RIO": "FY2023"}
    for ticker, other in (("NST", "Fortescue"), ("FMG", "Rio Tinto"), ("RIO", "Northern Star")):
        chunks = store.search(ticker, "profit revenue earnings", k=10)
        assert chunks and all(other not in c["text"] for c in chunks)
    [fmg] = store.search("FMG", "statutory profit", k=1)
    assert [(f.metric, f.value, f.period.label) for f in chunk_figures(fmg)] == [
        ("statutory_npat", 3.34, "H1 FY2024")
    ]
    again = ingest_paths([path], store=store)
    assert [f.status for f in again.files] == ["unchanged"]
    path.write_text(WRAP.replace("Results season rolled on", "Results season went on"), "utf-8")
    ingest_paths([path], store=store)
    assert _stored(store) == {"NST": "H1 FY2024", "FMG": "H1 FY2024", "RIO": "FY2023"}
    assert store.count("FMG") == 1
    given = Store(path=tmp_path / "given")
    ingest_paths([path], company="FMG", store=given)
    assert set(_stored(given)) == {"FMG"}, "the user's company keeps the piece whole"


def test_a_paragraph_naming_no_company_after_a_peer_stays_with_the_document(
    tmp_path: Path,
) -> None:
    path = tmp_path / "gold.md"
    path.write_text(
        "# Gold miner lifts payout\n\nPerth, 23 August 2024\n\n"
        "Northern Star Resources posted its full-year results.\n\n"
        "Fortescue reports its own numbers next week.\n\n"
        "Revenue rose to A$4.92 billion.\n",
        encoding="utf-8",
    )
    store = Store(path=tmp_path / "chroma")
    ingest_paths([path], store=store)
    [nst] = store.search("NST", "revenue", k=1)
    assert "A$4.92 billion" in nst["text"] and "Fortescue" not in nst["text"]
    assert all("4.92" not in c["text"] for c in store.search("FMG", "revenue", k=5))


def test_an_answer_after_a_readers_question_is_the_asked_companys(tmp_path: Path) -> None:
    # Rio Tinto's 2021 special dividend (US$2.47) and Mineral Resources' FY2023 interim
    # (A$1.20) and final (70 cents), from ../shared/data; a reader's column in our words.
    # The answer under the Mineral Resources question names no company: it is that
    # company's, never the document's (Rio Tinto, named first).
    path = tmp_path / "column.md"
    path.write_text(
        "# Readers ask about miners' payouts\n\n*Weekend money desk, 14 October 2023*\n\n"
        "*How large was Rio Tinto's extra payment for 2021?*\n\n"
        "A special dividend of US$2.47 a share, on top of the ordinary ones.\n\n"
        "*Which half paid more at Mineral Resources in 2022-23?*\n\n"
        "The first. Holders got $1.20 a share as the interim and 70 cents as the final.\n",
        encoding="utf-8",
    )
    store = Store(path=tmp_path / "chroma")
    ingest_paths([path], store=store)
    assert all("1.20" not in c["text"] for c in store.search("RIO", "interim dividend", k=5))
    [mine] = store.search("MIN", "interim dividend", k=1)
    assert "$1.20 a share as the interim" in mine["text"]
    assert "US$2.47" in store.search("RIO", "special dividend", k=1)[0]["text"]
