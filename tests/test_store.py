"""The Chroma store: cosine space, company isolation, year filter, dedup, versions, errors."""

from __future__ import annotations

import hashlib
import socket
from collections.abc import Iterator
from pathlib import Path

import chromadb
import pytest
from chromadb.api.shared_system_client import SharedSystemClient
from chromadb.config import Settings

from mines.chroma_client import StoreError, distance_space
from mines.documents import StoredChunk
from mines.embeddings import MinesEmbeddingFunction
from mines.question.companies import SUPPORTED_TICKERS
from mines.store import Store, clear_store_cache, collection_name, get_store


def make_chunk(
    company: str,
    text: str,
    fiscal_year: str = "FY2024",
    source: str = "report.md",
    index: int = 0,
    doc: str | None = None,
    page: int | None = 1,
) -> StoredChunk:
    doc_hash = hashlib.sha256((doc or f"{company}{fiscal_year}{source}").encode()).hexdigest()
    return StoredChunk(
        id=hashlib.sha256(f"{doc_hash}:{index}".encode()).hexdigest()[:32],
        text=text,
        company=company,
        fiscal_year=fiscal_year,
        section="Financial review",
        page=page,
        source=source,
        score=0.0,
        doc_hash=doc_hash,
        chunk_index=index,
    )


@pytest.fixture
def store(tmp_path: Path) -> Store:
    return Store(path=tmp_path / "chroma")


def test_collections_use_cosine_and_our_embedding_function(store: Store) -> None:
    for name in (collection_name("BHP"), "mines_cache"):
        collection = store.collection(name)
        assert distance_space(collection) == "cosine"
        assert isinstance(collection.configuration["embedding_function"], MinesEmbeddingFunction)
    text = "Revenue for FY2024 was US$55,658 million."
    store.add_chunks([make_chunk("BHP", text)])
    [hit] = store.search("BHP", text, k=1)
    assert hit["score"] == pytest.approx(1.0, abs=1e-3)
    assert hit["page"] == 1 and hit["source"] == "report.md" and hit["company"] == "BHP"


def test_search_never_leaves_the_company(store: Store) -> None:
    store.add_chunks(
        [
            make_chunk("BHP", "BHP revenue for FY2024 was US$55,658 million.", source="b.md"),
            make_chunk("BHP", "BHP copper production was 1,865 kt.", source="b.md", index=1),
            make_chunk("RIO", "Rio Tinto revenue for FY2024 was US$53.7 billion.", source="r.md"),
        ]
    )
    hits = store.search("BHP", "What was Rio Tinto's revenue in FY2024?", k=5)
    assert hits and {h["company"] for h in hits} == {"BHP"}
    assert {h["company"] for h in store.search("rio", "revenue", k=5)} == {"RIO"}


def test_chunk_with_foreign_company_metadata_is_dropped(store: Store) -> None:
    """Second guard: even a mis-filed vector in the BHP collection is not returned."""
    stray = make_chunk("RIO", "Rio Tinto revenue was US$53.7 billion.")
    store.collection(collection_name("BHP")).add(
        ids=["stray"], documents=[stray["text"]], metadatas=[{"company": "RIO"}]
    )
    assert store.search("BHP", "Rio Tinto revenue", k=4) == []


def test_unknown_company_is_rejected(store: Store) -> None:
    with pytest.raises(ValueError, match="unknown company"):
        store.search("AAPL", "revenue")


def test_fiscal_year_filter_and_fallback(store: Store) -> None:
    store.add_chunks(
        [
            make_chunk("FMG", "Fortescue revenue was US$18.2 billion.", "FY2024", "f24.md"),
            make_chunk("FMG", "Fortescue revenue was US$16.9 billion.", "FY2023", "f23.md"),
        ]
    )
    hits = store.search("FMG", "Fortescue revenue", k=4, fiscal_years=["FY2023"])
    assert [h["fiscal_year"] for h in hits] == ["FY2023"]
    assert {h["fiscal_year"] for h in store.search("FMG", "revenue", fiscal_years=["fy24"])} == {
        "FY2024"
    }
    fallback = store.search("FMG", "Fortescue revenue", k=4, fiscal_years=["FY2021"])
    assert {h["fiscal_year"] for h in fallback} == {"FY2023", "FY2024"}


def test_duplicates_are_returned_once_but_other_figures_are_kept(store: Store) -> None:
    text = (
        "Northern Star sold 1,613 koz of gold at an all-in sustaining cost of A$1,852 per ounce "
        "in FY2024. Kalgoorlie, Yandal and Pogo all contributed, and the Board declared a final "
        "dividend after a year of steady production across the three production centres."
    )
    store.add_chunks(
        [
            make_chunk("NST", text, source="a.md"),
            make_chunk("NST", text, source="b.md"),
            make_chunk("NST", "  " + text.upper().replace(" ", "  "), source="c.md"),
            make_chunk("NST", text.replace("in FY2024", "during FY2024"), source="d.md"),
            make_chunk("NST", text.replace("1,613", "1,564"), source="e.md"),
        ]
    )
    hits = store.search("NST", "Northern Star gold sold and AISC", k=5)
    assert len(hits) == 2
    assert {("1,564" in h["text"]) for h in hits} == {True, False}
    assert all(0.0 <= h["score"] <= 1.0 for h in hits)
    assert hits[0]["score"] >= hits[1]["score"]


def test_documents_versions_and_deletion(store: Store) -> None:
    empty = store.corpus_version()
    assert store.corpus_version() == empty
    first = [make_chunk("MIN", f"Mineral Resources fact {i}.", index=i) for i in range(3)]
    store.add_chunks(first)
    after_add = store.corpus_version()
    assert after_add != empty
    assert store.count() == 3 and store.count("MIN") == 3 and store.count("BHP") == 0
    assert store.has_document(first[0]["doc_hash"])
    assert store.has_document(first[0]["doc_hash"], company="MIN")
    assert not store.has_document(first[0]["doc_hash"], company="BHP")
    [info] = store.documents()
    assert (info.company, info.fiscal_year, info.source) == ("MIN", "FY2024", "report.md")

    second = make_chunk("MIN", "Another document.", source="other.md")
    store.add_chunks([second])
    assert store.corpus_version() not in (empty, after_add)
    assert store.delete_source("other.md") == 1
    assert store.corpus_version() == after_add
    assert store.delete_source("report.md", keep_doc_hash=first[0]["doc_hash"]) == 0
    assert store.delete_document(first[0]["doc_hash"], company="MIN") == 3
    assert store.corpus_version() == empty and store.count() == 0


def test_chunks_without_page(store: Store) -> None:
    store.add_chunks([make_chunk("RIO", "Rio Tinto text without pages.", page=None)])
    [hit] = store.search("RIO", "Rio Tinto text", k=1)
    assert hit["page"] is None


def test_reopening_in_a_new_client_keeps_data_and_embedding_function(tmp_path: Path) -> None:
    path = tmp_path / "chroma"
    Store(path=path).add_chunks([make_chunk("BHP", "BHP net debt was US$9.12 billion.")])
    SharedSystemClient.clear_system_cache()  # drop the cached client: a real reopen

    reopened = Store(path=path)
    assert reopened.count() == 1
    assert reopened.search("BHP", "BHP net debt", k=1)[0]["score"] > 0.8

    SharedSystemClient.clear_system_cache()
    raw = chromadb.PersistentClient(path=str(path), settings=Settings(anonymized_telemetry=False))
    collection = raw.get_collection(collection_name("BHP"))  # no embedding_function passed
    assert isinstance(collection.configuration["embedding_function"], MinesEmbeddingFunction)
    result = collection.query(query_texts=["BHP net debt"], n_results=1)
    assert result["distances"] is not None and result["distances"][0][0] < 0.2


def test_corrupted_data_folder_gives_an_actionable_error(tmp_path: Path) -> None:
    path = tmp_path / "chroma"
    path.mkdir()
    (path / "chroma.sqlite3").write_bytes(b"this is not a database" * 500)
    with pytest.raises(StoreError) as caught:
        Store(path=path)
    message = str(caught.value)
    assert str(path) in message and "delete" in message and "mines ingest" in message


def test_data_path_that_is_a_file_gives_an_actionable_error(tmp_path: Path) -> None:
    path = tmp_path / "chroma"
    path.write_text("not a folder")
    with pytest.raises(StoreError, match="is a file, not a folder"):
        Store(path=path)


def test_data_folder_under_a_file_gives_an_actionable_error(tmp_path: Path) -> None:
    (tmp_path / "blocker").write_text("x")
    with pytest.raises(StoreError, match="MINES_DATA_DIR"):
        Store(path=tmp_path / "blocker" / "chroma")


def test_unreachable_server_gives_an_actionable_error() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]  # free: nothing listens there once closed
    with pytest.raises(StoreError) as caught:
        Store(host="127.0.0.1", port=port)
    message = str(caught.value)
    assert f"127.0.0.1:{port}" in message and "CHROMA_HOST" in message


@pytest.fixture
def clean_store_cache() -> Iterator[None]:
    clear_store_cache()
    yield
    clear_store_cache()


def test_get_store_uses_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, clean_store_cache: None
) -> None:
    monkeypatch.delenv("CHROMA_HOST", raising=False)
    monkeypatch.setenv("MINES_DATA_DIR", str(tmp_path / "data"))
    store = get_store()
    assert get_store() is store
    assert store.path == tmp_path / "data" / "chroma"
    assert store.count() == 0


def test_get_store_rejects_a_bad_port(
    monkeypatch: pytest.MonkeyPatch, clean_store_cache: None
) -> None:
    monkeypatch.setenv("CHROMA_HOST", "127.0.0.1")
    monkeypatch.setenv("CHROMA_PORT", "eighty")
    with pytest.raises(StoreError, match="CHROMA_PORT"):
        get_store()


def test_warm_up_loads_the_encoder_and_opens_every_company_collection(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    import mines.embeddings as embeddings

    monkeypatch.setattr(embeddings, "_encoder", None)  # as in a fresh worker
    store.warm_up()
    assert embeddings._encoder is not None
    assert set(store._collections) == {collection_name(t) for t in SUPPORTED_TICKERS}
