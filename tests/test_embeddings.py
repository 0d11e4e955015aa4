"""The embedding interface: shape, normalisation, determinism, window, files, wrappers."""

from __future__ import annotations

import shutil
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numpy as np
import pytest
from langchain_core.embeddings import Embeddings
from tokenizers import Tokenizer

from mines.embeddings import (
    DIMENSION,
    MODEL_ID,
    TOKENIZER_PATH,
    TOKENIZER_SHA256,
    EmbeddingError,
    MinesEmbeddingFunction,
    MiniLMEncoder,
    get_embedding_function,
    get_embeddings,
    get_encoder,
    sha256_file,
)


@pytest.fixture(scope="module")
def encoder() -> MiniLMEncoder:
    enc = get_encoder()
    enc.load()
    return enc


def cosine(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.dot(a, b))


def test_dimension_and_unit_length(encoder: MiniLMEncoder) -> None:
    vectors = encoder.encode(["BHP revenue rose 10%.", "", "Northern Star gold sales"])
    assert vectors.shape == (3, DIMENSION)
    assert vectors.dtype == np.float32
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)


def test_empty_input(encoder: MiniLMEncoder) -> None:
    assert encoder.encode([]).shape == (0, DIMENSION)


def test_deterministic_and_independent_of_batching(encoder: MiniLMEncoder) -> None:
    texts = ["Fortescue shipped 191.6 Mt of iron ore.", "short", "x " * 150]
    together = encoder.encode(texts)
    again = encoder.encode(texts)
    alone = np.stack([encoder.encode([t])[0] for t in texts])
    assert np.array_equal(together, again)
    assert np.allclose(together, alone, atol=1e-5)


def test_paraphrase_closer_than_unrelated(encoder: MiniLMEncoder) -> None:
    query, paraphrase, unrelated = encoder.encode(
        [
            "How much does Fortescue owe its lenders?",
            "Fortescue's net debt at the end of the year was US$1.5 billion.",
            "The weather in Perth was sunny with a light breeze.",
        ]
    )
    assert cosine(query, paraphrase) > cosine(query, unrelated) + 0.2


def test_long_text_is_not_cut_at_128_tokens(encoder: MiniLMEncoder) -> None:
    prefix = " ".join(["iron ore production rose at the pilbara mines"] * 20)
    raw = Tokenizer.from_file(str(TOKENIZER_PATH))
    raw.no_truncation()
    assert len(raw.encode(prefix).ids) > 150
    a, b = encoder.encode([prefix + " dividends doubled", prefix + " copper output collapsed"])
    assert cosine(a, b) < 0.9999


def test_tokenizer_file_is_the_pinned_upstream_file() -> None:
    assert sha256_file(TOKENIZER_PATH) == TOKENIZER_SHA256
    assert (TOKENIZER_PATH.parent / "NOTICE.md").is_file()


def test_altered_tokenizer_is_refused(tmp_path: Path) -> None:
    altered = tmp_path / "tokenizer.json"
    shutil.copy(TOKENIZER_PATH, altered)
    with altered.open("a") as handle:
        handle.write(" ")
    with pytest.raises(EmbeddingError, match="sha256"):
        MiniLMEncoder(tokenizer_path=altered).load()


def test_missing_model_is_refused(tmp_path: Path) -> None:
    with pytest.raises(EmbeddingError, match="cannot read"):
        MiniLMEncoder(model_path=tmp_path / "missing.onnx").load()


def test_concurrent_encoding(encoder: MiniLMEncoder) -> None:
    texts = [f"Rio Tinto copper production in year {i}" for i in range(8)]
    expected = encoder.encode(texts)
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda t: encoder.encode([t])[0], texts))
    assert np.allclose(np.stack(results), expected, atol=1e-5)


def test_langchain_embeddings(encoder: MiniLMEncoder) -> None:
    embeddings = get_embeddings()
    assert isinstance(embeddings, Embeddings)
    assert get_embeddings() is embeddings
    query = embeddings.embed_query("BHP dividend")
    docs = embeddings.embed_documents(["BHP dividend", "Rio Tinto revenue"])
    assert len(query) == DIMENSION and len(docs) == 2
    assert np.allclose(query, docs[0], atol=1e-6)
    assert np.allclose(docs[0], encoder.encode(["BHP dividend"])[0], atol=1e-6)


def test_chroma_embedding_function(encoder: MiniLMEncoder) -> None:
    ef = get_embedding_function()
    assert MinesEmbeddingFunction.name() == "mines-minilm-int8"
    assert ef.default_space() == "cosine"
    assert ef.get_config()["model_id"] == MODEL_ID
    assert isinstance(MinesEmbeddingFunction.build_from_config(ef.get_config()), type(ef))
    vectors = ef(["Northern Star AISC"])
    query = ef.embed_query(["Northern Star AISC"])
    assert len(vectors) == 1 and len(vectors[0]) == DIMENSION
    assert np.allclose(vectors[0], query[0])
    with pytest.raises(EmbeddingError, match="another-model"):
        MinesEmbeddingFunction.build_from_config({"model_id": "another-model"})
