"""``mines ingest``: its arguments, the progress bar on a terminal and the printed report."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import TextIO

from mines.chroma_client import StoreError
from mines.ingest.detection import parse_period
from mines.ingest.results import IngestReport, Progress
from mines.ingest.run import ingest_paths
from mines.question.companies import SUPPORTED_TICKERS
from mines.question.years import normalise_fiscal_year


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mines ingest",
        description="Add annual reports (.md, .txt, .pdf files or folders) to the vector store.",
    )
    parser.add_argument("paths", nargs="+", type=Path, metavar="PATH", help="files or folders")
    parser.add_argument(
        "--company",
        type=str.upper,
        choices=SUPPORTED_TICKERS,
        help="company of every file (default: detected from each file)",
    )
    parser.add_argument(
        "--fiscal-year", help="fiscal year of every file, e.g. FY2024 (default: detected)"
    )
    parser.add_argument(
        "--period",
        help="reporting period of every file, e.g. FY2024 or 'H1 FY2024' (default: detected)",
    )
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    return parser


def _summary_lines(report: IngestReport) -> list[str]:
    lines = []
    for f in report.files:
        if f.status == "error":
            lines.append(f"error      {f.path}: {f.error}")
        else:
            label = f"{f.company} {f.period or f.fiscal_year or 'undated'}"
            lines.append(f"{f.status:<10} {f.path}  ({label}, {f.chunks} chunks)")
    counts = Counter(f.status for f in report.files)
    lines.append(
        f"{len(report.files)} file(s): {counts['added']} added, {counts['replaced']} replaced, "
        f"{counts['unchanged']} unchanged, {counts['error']} failed; "
        f"{report.chunks_added} chunks written"
    )
    return lines


class ProgressBar:
    """``mines ingest``'s progress on a terminal: one line per file, redrawn in place."""

    WIDTH = 24

    def __init__(self, out: TextIO) -> None:
        self.out = out
        self.current = ""

    def __call__(self, event: Progress) -> None:
        """Redraw the line of the file the event is about (a new line for a new file)."""
        name = Path(event.path).name
        if self.current and name != self.current:
            self.out.write("\n")
        self.current = name
        share = event.done / event.total if event.total else 0.0
        filled = round(self.WIDTH * share)
        unit = "pages" if event.stage == "reading" else "chunks"
        stage = (
            "written"
            if event.stage == "written"
            else f"{event.stage} {event.done}/{event.total} {unit}"
        )
        bar = "#" * filled + "-" * (self.WIDTH - filled)
        self.out.write(f"\r{name[:40]:<40} [{bar}] {stage:<28}")
        if event.stage == "written":
            self.out.write("\n")
            self.current = ""
        self.out.flush()


def main_ingest(argv: list[str]) -> int:
    """Run ``mines ingest PATH... [--company T] [--fiscal-year FY2024] [--period P] [--json]``.

    Args:
        argv: The arguments after ``ingest``.

    Returns:
        0 when every file was ingested or unchanged, 1 when a file failed (the others are
        still ingested) or the store cannot be used, 2 for a usage error.
    """
    parser = _parser()
    try:
        args = parser.parse_args(argv)
        fiscal_year = None
        if args.fiscal_year is not None:
            fiscal_year = normalise_fiscal_year(args.fiscal_year)
            if fiscal_year is None:
                parser.error(f"--fiscal-year: not a fiscal year: {args.fiscal_year!r}")
        if args.period is not None and parse_period(args.period) is None:
            parser.error(f"--period: not a period: {args.period!r} (e.g. FY2024, H1 FY2024)")
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 2
    bar = ProgressBar(sys.stderr) if sys.stderr.isatty() and not args.json else None
    try:
        report = ingest_paths(
            args.paths, args.company, fiscal_year, period=args.period, progress=bar
        )
    except StoreError as exc:
        sys.stderr.write(f"mines ingest: {exc}\n")
        return 1
    if args.json:
        sys.stdout.write(json.dumps(report.to_dict(), indent=2) + "\n")
    else:
        sys.stdout.write("\n".join(_summary_lines(report)) + "\n")
    return 0 if report.ok else 1
