"""The bundled corpus: the report files shipped in ``mines/corpus/reports``.

``MINES_BUNDLED_CORPUS=0`` turns :func:`mines.ingest.run.ensure_bundled_corpus` off, so the
product uses only what the user ingested.
"""

from __future__ import annotations

from pathlib import Path

from mines.documents import Origin

BUNDLED_CORPUS_DIR = Path(__file__).parent.parent / "corpus" / "reports"


def bundled_report_paths() -> list[Path]:
    """The report files shipped with the product (``mines/corpus/reports/*.md``)."""
    return sorted(p for p in BUNDLED_CORPUS_DIR.glob("*.md") if p.name.lower() != "readme.md")


def origin_of(path: Path) -> Origin:
    """``"bundled"`` for a file of the bundled corpus, ``"user"`` for any other file."""
    try:
        path.resolve().relative_to(BUNDLED_CORPUS_DIR.resolve())
    except ValueError:
        return "user"
    return "bundled"
