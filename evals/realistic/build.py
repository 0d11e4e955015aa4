"""Build the realistic evaluation corpus: ``python -m evals.realistic.build --out DIR``.

Writes every document of :func:`evals.realistic.spec.corpus` (PDF and text) and
``manifest.json`` (every figure the documents state) into ``DIR`` (default
``.mines/realistic-corpus``). The build is deterministic and keyed by a hash of the
builder's source and the fact table: :func:`build_corpus` returns at once when the folder
already holds that build.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
from collections.abc import Callable
from pathlib import Path

from evals.common import REPO_ROOT

DEFAULT_OUT = REPO_ROOT / ".mines" / "realistic-corpus"
MANIFEST = "manifest.json"
STAMP = ".build-hash"
_PACKAGE = Path(__file__).resolve().parent
_DATA = REPO_ROOT / "evals" / "data"


def build_hash() -> str:
    """Hash of the builder's source files and the fact table (the build's identity)."""
    digest = hashlib.sha256()
    files = sorted(_PACKAGE.glob("*.py")) + [_DATA / "asx_facts.csv", _DATA / "asx_facts.md"]
    files.append(REPO_ROOT / "evals" / "facts.py")
    for path in files:
        digest.update(path.name.encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _write(out: Path) -> None:
    from evals.realistic.render import write
    from evals.realistic.spec import corpus

    docs, manifest = corpus()
    out.mkdir(parents=True, exist_ok=True)
    for doc in docs:
        write(doc, out)
    payload = {
        "documents": [
            {
                "doc": d.name,
                "company": d.company,
                "period": d.period,
                "pages": len(d.pages),
                "kind": d.kind,
            }
            for d in docs
        ],
        "figures": manifest,
    }
    (out / MANIFEST).write_text(json.dumps(payload, indent=1, ensure_ascii=False) + "\n", "utf-8")


def build_corpus(out_dir: Path | str | None = None, force: bool = False) -> Path:
    """Build the corpus into ``out_dir`` unless that exact build is already there.

    Args:
        out_dir: Target folder (default ``.mines/realistic-corpus``).
        force: Rebuild even when the stamp matches.

    Returns:
        The folder holding the documents and ``manifest.json``.
    """
    return build_stamped(Path(out_dir or DEFAULT_OUT), build_hash(), _write, force)


def build_stamped(out: Path, key: str, write: Callable[[Path], None], force: bool) -> Path:
    """Run ``write`` into a fresh folder swapped in for ``out``, unless ``out`` holds ``key``."""
    out = out.expanduser().resolve()
    stamp = out / STAMP
    if not force and stamp.exists() and stamp.read_text().strip() == key:
        return out
    tmp = out.with_name(out.name + ".tmp")
    shutil.rmtree(tmp, ignore_errors=True)
    write(tmp)
    (tmp / STAMP).write_text(key + "\n")
    shutil.rmtree(out, ignore_errors=True)
    tmp.rename(out)
    return out


def load_manifest(folder: Path) -> dict:  # type: ignore[type-arg]
    """The manifest of a built corpus."""
    return dict(json.loads((folder / MANIFEST).read_text("utf-8")))


def corpus_files(folder: Path) -> list[Path]:
    """The document files of a built corpus: PDF, text, Markdown (not manifest or stamp)."""
    return sorted(p for p in folder.iterdir() if p.suffix in (".pdf", ".txt", ".md"))


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(prog="python -m evals.realistic.build", description=__doc__)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="output folder")
    parser.add_argument("--force", action="store_true", help="rebuild even if up to date")
    args = parser.parse_args(argv)
    out = build_corpus(args.out, force=args.force)
    manifest = load_manifest(out)
    print(
        f"{len(manifest['documents'])} documents, {len(manifest['figures'])} stated figures "
        f"-> {out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
