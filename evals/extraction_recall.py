"""Figures as printed, counted: how many of a split's stated figures the reader indexes.

Every figure a label-variant split states is in its ``manifest.json`` (document, page,
period, value as printed, the form it takes: a sentence, a table cell, a comparative, a
five-year cell). Each document is read the way ingestion reads it (company and period
detected, chunked) and every chunk's figures extracted; a stated figure counts as read when
one figure of its document has its value (in base units, at the printed precision: a cell read
at the wrong scale is not read) and its period. An
interim dividend reported for its year (``FY2024``, kind interim) counts for the half the
manifest dates it to (``H1 FY2024``): that is how the product files it.

The counts say nothing about which measure a figure was read as; the suites' questions do.
They measure the first step of issue 19's "every figure indexed as printed".

``python -m evals.extraction_recall [--dev] [--show]`` prints the table (``--show`` lists the
figures not read; use it on the development split only).
"""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

from evals.checker import Expected
from mines.figures.model import Figure


def _read(path: Path) -> list[Figure]:
    """The figures ingestion would index for ``path`` (none when it cannot be read)."""
    from mines.figures.extract import doc_figures
    from mines.ingest.run import _read_file

    pending = _read_file(path, None, None, None)
    chunks = getattr(pending, "chunks", None) or []
    out = []
    for i, chunk in enumerate(chunks, start=1):
        doc = {"page": None, "section": "", **dict(chunk), "id": str(i)}
        out += [s.figure for s in doc_figures(doc)]
    return out


def _periods(figure: dict[str, Any]) -> set[str]:
    """The period labels that date ``figure`` as the product files it."""
    period = str(figure["period"])
    metric = str(figure["metric"])
    if period.startswith("H1 ") and metric.endswith("dps"):
        return {period, period.split()[-1]}  # the interim dividend, reported for its year
    return {period}


def _matches(read: Figure, expected: Expected) -> bool:
    """Whether ``read`` states the expected value, in base units, at the printed precision."""
    return abs(abs(read.base_value) - abs(expected.value)) <= expected.tolerance + 1e-9


def extraction_recall(corpus: Path, show: bool = False) -> dict[str, tuple[int, int]]:
    """``{form: (read, stated)}`` over the split built in ``corpus``, plus ``"all"``."""
    from evals.suites.label_variant import expected_of
    from evals.variant.build import load

    manifest = load(corpus)
    by_doc: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for f in manifest["figures"]:
        by_doc[f["doc"]].append(f)
    stated: Counter[str] = Counter()
    read: Counter[str] = Counter()
    for doc in manifest["documents"]:
        figures = _read(corpus / doc["doc"])
        for f in by_doc[doc["doc"]]:
            form = str(f.get("form") or "other")
            stated[form] += 1
            expected = expected_of(f, f["metric"])
            periods = _periods(f)
            if any(g.period.label in periods and _matches(g, expected) for g in figures):
                read[form] += 1
            elif show:
                print(f"not read: {doc['doc']} p{f.get('page')} {f['period']} {f['text']!r}")
    out = {form: (read[form], stated[form]) for form in sorted(stated)}
    out["all"] = (sum(read.values()), sum(stated.values()))
    return out


def recall_lines(counts: dict[str, tuple[int, int]]) -> dict[str, str]:
    """Summary lines: ``read / stated (share)`` per form."""
    return {
        f"figures read as printed ({form})": f"{r} / {n} ({r / max(1, n):.3f})"
        for form, (r, n) in counts.items()
    }


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(prog="python -m evals.extraction_recall", description=__doc__)
    parser.add_argument("--dev", action="store_true", help="the development split")
    parser.add_argument("--show", action="store_true", help="list the figures not read")
    args = parser.parse_args(argv)
    if args.dev:
        from evals.variant_dev.build import build_corpus
    else:
        from evals.variant.build import build_corpus
    for line, value in recall_lines(extraction_recall(build_corpus(), args.show)).items():
        print(f"{line}: {value}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
