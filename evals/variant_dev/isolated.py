"""Ask one hand-written set's questions against that set's documents alone.

``python -m evals.variant_dev.isolated twentieth [--out FILE]``: the split's questions of
one set are often answered from another set's document stating the same figure in the
usual words, so the split's score cannot show whether the set's own tables are read.
``all`` asks every set in turn and prints the totals (about 15 minutes).
This ingests only the set's documents (written by ``handwritten_<set>.documents``) into an
empty data folder, asks the set's questions (those whose figure or near miss belongs to
the set; expected answers from the set's own statements) and scores them as the suite does.
"""

from __future__ import annotations

import argparse
import importlib
import json
import tempfile
from collections import Counter
from pathlib import Path
from typing import Any


def _set_rows(name: str) -> tuple[tuple[str, ...], ...]:
    module = importlib.import_module(f"evals.variant_dev.questions_{name}")
    rows: tuple[tuple[str, ...], ...] = getattr(module, name.upper())
    return rows


def run(name: str, out: Path | None = None) -> dict[str, int]:
    """Write the set, ingest it alone, ask its questions; outcome counts (and rows to ``out``)."""
    from evals.suites.label_variant import questions_of
    from evals.suites.realistic import run_config
    from evals.variant.writer import write
    from evals.variant_dev.questions import QUESTIONS, Q, expected_for

    writers = importlib.import_module(f"evals.variant_dev.handwritten_{name}").documents()
    wanted = {Q(*row) for row in _set_rows(name)}
    with tempfile.TemporaryDirectory() as tmp:
        corpus = Path(tmp) / "corpus"
        corpus.mkdir()
        figures: list[dict[str, Any]] = []
        for make in writers:
            write(make(figures), corpus)
        (corpus / "manifest.json").write_text(json.dumps({"figures": figures}), "utf-8")
        manifest = {"figures": figures}
        resolved = [
            {
                "id": f"dev{n:03d}",
                **{k: getattr(q, k) for k in Q.__dataclass_fields__},
                "expected": expected_for(q, manifest),
            }
            for n, q in enumerate(QUESTIONS, start=1)
            if q in wanted and q not in QUESTIONS[n:]
        ]
        asked = questions_of(resolved, manifest)
        _, answered = run_config("alone", asked, "", Path(tmp) / "data", corpus)
    if out is not None:
        table = [
            {"id": q.id, "text": q.text, "key": q.key, "outcome": s.outcome, "answer": t.answer}
            for q, t, s in answered
        ]
        out.write_text(json.dumps(table, indent=1), "utf-8")
    return dict(Counter(s.outcome for _, _, s in answered))


def set_names() -> list[str]:
    """Every hand-written set that has both its documents and its questions module."""
    here = Path(__file__).parent
    names = [p.stem.removeprefix("questions_") for p in here.glob("questions_*.py")]
    return sorted(n for n in names if "_" not in n and (here / f"handwritten_{n}.py").exists())


def totals(counts: dict[str, dict[str, int]]) -> dict[str, float]:
    """Outcome counts summed over sets, with the share right (answers and not-founds)."""
    summed: Counter[str] = Counter()
    for one in counts.values():
        summed.update(one)
    asked = sum(summed.values())
    right = summed["correct"] + summed["correct_not_found"]
    return {**summed, "asked": asked, "accuracy": round(right / asked, 4) if asked else 0.0}


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("name", help="the set's word, e.g. twentieth, or 'all' for every set")
    parser.add_argument("--out", type=Path, default=None, help="JSON of every answer")
    args = parser.parse_args(argv)
    if args.name != "all":
        print(run(args.name, args.out))
        return 0
    counts: dict[str, dict[str, int]] = {}
    for name in set_names():
        out = args.out.with_name(f"{args.out.stem}-{name}.json") if args.out else None
        counts[name] = run(name, out)
        print(name, counts[name], flush=True)
    print("all", totals(counts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
