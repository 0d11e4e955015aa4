"""Build the development label-variant split: ``python -m evals.variant_dev.build --out DIR``.

The same kind as :mod:`evals.variant.build` (the held-out split) with other documents and
questions, written for tuning: press articles, results releases, half-year reports and one
long annual report (PDF), ``manifest.json`` (every figure stated) and ``questions.json``
(every question with its expected answer from the manifest) into ``DIR`` (default
``.mines/variant-dev-corpus``). It reuses the held-out builder's writer, fact checks and
stamped build; deterministic and keyed by a hash of its sources and the fact tables.
"""

from __future__ import annotations

import argparse
import hashlib
import json
from pathlib import Path
from typing import Any

from evals.common import REPO_ROOT
from evals.variant.build import DATA_FILES, MANIFEST, QUESTIONS, load

__all__ = ["DEFAULT_OUT", "MANIFEST", "QUESTIONS", "build_corpus", "documents", "load"]

DEFAULT_OUT = REPO_ROOT / ".mines" / "variant-dev-corpus"
_PACKAGE = Path(__file__).resolve().parent
_REUSED = [
    REPO_ROOT / "evals" / "realistic" / "model.py",
    REPO_ROOT / "evals" / "realistic" / "render.py",
    REPO_ROOT / "evals" / "variant" / "writer.py",
    REPO_ROOT / "evals" / "variant" / "facts.py",
]


def build_hash() -> str:
    """Hash of this builder's sources, the reused writer and renderer, and the fact tables."""
    digest = hashlib.sha256()
    data = [REPO_ROOT / "evals" / "data" / name for name in DATA_FILES]
    for path in sorted(_PACKAGE.glob("*.py")) + _REUSED + data:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def documents(manifest: list[dict[str, Any]]) -> list[Any]:
    """Every document of the split, written in a fixed order into ``manifest``."""
    from evals.variant_dev.annual import long_report
    from evals.variant_dev.press import ARTICLES
    from evals.variant_dev.releases import RELEASES

    docs = [make(manifest) for make in (*ARTICLES, *RELEASES)]
    docs.append(long_report(manifest))
    return docs


def _write(out: Path) -> None:
    from evals.variant.writer import write
    from evals.variant_dev.questions import resolve

    figures: list[dict[str, Any]] = []
    docs = documents(figures)
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


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(prog="python -m evals.variant_dev.build", description=__doc__)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    args = parser.parse_args(argv)
    out = build_corpus(args.out, force=args.force)
    manifest, questions = load(out), load(out, QUESTIONS)
    print(
        f"{len(manifest['documents'])} documents, {len(manifest['figures'])} stated figures, "
        f"{len(questions)} questions -> {out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
