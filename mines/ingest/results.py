"""What an ingestion run reports: one result per file, progress events, the run's report."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from typing import Literal

Status = Literal["added", "unchanged", "replaced", "error"]


@dataclass
class FileResult:
    """The outcome for one file."""

    path: str
    status: Status
    chunks: int = 0
    company: str | None = None
    fiscal_year: str | None = None
    error: str | None = None
    period: str | None = None
    pages: int = 0
    figures: int = 0
    doc_hash: str = ""


@dataclass(frozen=True)
class Progress:
    """How far the ingestion of one file is.

    ``stage`` is reading (``done`` pages of ``total``), embedding (chunks) or written.
    """

    path: str
    stage: Literal["reading", "embedding", "written"]
    done: int
    total: int


ProgressCallback = Callable[[Progress], None]


@dataclass
class IngestReport:
    """The outcome of one ingestion run, file by file."""

    files: list[FileResult] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """True when no file failed."""
        return all(f.status != "error" for f in self.files)

    @property
    def chunks_added(self) -> int:
        """Chunks written in this run (an unchanged file's are already stored)."""
        return sum(f.chunks for f in self.files if f.status in ("added", "replaced"))

    def to_dict(self) -> dict[str, object]:
        """JSON-friendly form."""
        return {
            "ok": self.ok,
            "chunks_added": self.chunks_added,
            "files": [asdict(f) for f in self.files],
        }
