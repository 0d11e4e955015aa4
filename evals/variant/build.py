"""Build the label-variant corpus: ``python -m evals.variant.build --out DIR``.

Writes the press articles, results announcements, half-year reports and the two long
annual reports (PDF, 150+ pages), ``manifest.json`` (every figure stated: document, page,
company, period, metric, value, unit, currency, label as printed) and ``questions.json``
(every question with its expected answer from the manifest) into ``DIR`` (default
``.mines/variant-corpus``). Deterministic and keyed by a hash of the builder's source, the
realistic document model and renderer it reuses, and the fact tables: :func:`build_corpus`
returns at once when the folder already holds that build.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from evals.common import REPO_ROOT

DEFAULT_OUT = REPO_ROOT / ".mines" / "variant-corpus"
MANIFEST = "manifest.json"
QUESTIONS = "questions.json"
_PACKAGE = Path(__file__).resolve().parent
_DATA = REPO_ROOT / "evals" / "data"
_REUSED = [
    REPO_ROOT / "evals" / "realistic" / "model.py",
    REPO_ROOT / "evals" / "realistic" / "render.py",
]
DATA_FILES = ("asx_facts.csv", "asx_facts.md", "asx_facts_more.csv", "asx_facts_more.md")


def build_hash(package: Path = _PACKAGE, reused: Sequence[Path] = tuple(_REUSED)) -> str:
    """Hash of a builder's source files (``package``), the code it reuses and the fact tables."""
    digest = hashlib.sha256()
    files = [*sorted(package.glob("*.py")), *reused, *(_DATA / name for name in DATA_FILES)]
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def documents(manifest: list[dict[str, Any]]) -> list[Any]:
    """Every document of the split, written in a fixed order into ``manifest``."""
    from evals.variant.annual import REPORTS, long_report
    from evals.variant.press import ARTICLES
    from evals.variant.releases import RELEASES

    docs = [make(manifest) for make in (*ARTICLES, *RELEASES)]
    docs += [long_report(report, manifest) for report in REPORTS]
    return docs


def _write(out: Path) -> None:
    from evals.variant.questions import resolve

    figures: list[dict[str, Any]] = []
    write_split(out, documents(figures), figures, resolve)


def write_split(
    out: Path,
    docs: list[Any],
    figures: list[dict[str, Any]],
    resolve: Callable[[dict[str, Any]], list[dict[str, Any]]],
) -> None:
    """Write a split's documents, its manifest (``figures``) and its resolved questions."""
    from evals.variant.writer import write

    out.mkdir(parents=True, exist_ok=True)
    for doc in docs:
        write(doc, out, header=bool(doc.title))
    payload = {
        "documents": [
            {
                "doc": d.name,
                "company": d.company,
                "period": d.period,
                "pages": len(d.pages),
                "kind": "pdf" if d.kind == "pdf" else Path(d.name).suffix.lstrip("."),
            }
            for d in docs
        ],
        "figures": figures,
    }
    (out / MANIFEST).write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n", "utf-8")
    questions = resolve(payload)
    (out / QUESTIONS).write_text(
        json.dumps(questions, indent=1, ensure_ascii=False) + "\n", "utf-8"
    )


def build_corpus(out_dir: Path | str | None = None, force: bool = False) -> Path:
    """Build the split into ``out_dir`` unless that exact build is already there."""
    from evals.realistic.build import build_stamped

    return build_stamped(Path(out_dir or DEFAULT_OUT), build_hash(), _write, force)


def load(folder: Path, name: str = MANIFEST) -> Any:
    """``manifest.json`` (default) or ``questions.json`` of a built split."""
    return json.loads((folder / name).read_text("utf-8"))


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    return cli(argv, "evals.variant", __doc__ or "", DEFAULT_OUT, build_corpus)


def cli(
    argv: list[str] | None,
    package: str,
    doc: str,
    default_out: Path,
    build: Callable[..., Path],
) -> int:
    """``python -m <package>.build [--out DIR] [--force]``: build a split, print its size."""
    parser = argparse.ArgumentParser(prog=f"python -m {package}.build", description=doc)
    parser.add_argument("--out", type=Path, default=default_out, help="output folder")
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    args = parser.parse_args(argv)
    out = build(args.out, force=args.force)
    manifest, questions = load(out), load(out, QUESTIONS)
    print(
        f"{len(manifest['documents'])} documents, {len(manifest['figures'])} stated figures, "
        f"{len(questions)} questions -> {out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
