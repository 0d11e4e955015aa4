"""Where each miss of a hand-written set asked alone was lost: reading, matching or later.

``python -m evals.variant_dev.diagnose ROWS.json SET [SET ...]``, where ``ROWS.json`` is what
``python -m evals.variant_dev.isolated all --out ROWS.json`` wrote (one ``ROWS-<set>.json``
per set beside it). For every question of the set that was not answered right, this writes
the set's documents again, reads every figure ingestion would index, and prints the
figures stating the expected value with the first gate that turns each away:

* ``UNREAD``: no figure carries the value (the sentence or cell is not read at all);
* ``PERIOD``/``COMPANY``: read, but dated or attributed otherwise than the question;
* ``METRIC``: read under another registry metric than the one asked;
* ``CONFLICT``/``UNASKED``: a qualifier of its label contradicts the asked measure, or states
  what the question leaves open (:func:`~mines.figures.figure_measure.figure_conflicts`,
  :func:`~mines.figures.similarity.unasked_qualifiers`);
* ``SCORE``: its printed label scores below
  :data:`~mines.figures.similarity.MATCH_THRESHOLD` for the asked measure;
* ``PASSES``: every gate passes, so the answer was lost later (retrieval, the choice among
  candidates, the period of the question, the verifier).

It reads the development sets only, never the held-out split.
"""

from __future__ import annotations

import argparse
import importlib
import json
import tempfile
from collections import Counter
from collections.abc import Sequence
from decimal import Decimal
from pathlib import Path
from typing import Any

from mines.figures.model import Figure

_SCALES = (1.0, 1e6, 1e9, 1e-6, 1e-9, 0.01, 100.0, 1000.0, 0.001)
"""Ways one value is printed: as stated, in millions or billions, in cents or dollars."""


def states_value(figure: Figure, value: float) -> bool:
    """Whether ``figure`` states ``value`` (base units) at some printed scale (0.5% apart)."""
    got = abs(figure.base_value)
    return any(abs(got - abs(value) * k) <= max(1e-6, abs(value) * k * 0.005) for k in _SCALES)


def gates(figure: Figure, question: str, company: str, period: str, metric: str) -> list[str]:
    """The gates turning ``figure`` away as the answer to ``question`` (empty: it passes)."""
    from mines.figures.asked import asked_measures
    from mines.figures.figure_measure import figure_conflicts
    from mines.figures.similarity import MATCH_THRESHOLD, match_score, unasked_qualifiers

    out = []
    if figure.period.label != period:
        out.append(f"PERIOD {figure.period.label}")
    if figure.company != company:
        out.append(f"COMPANY {figure.company}")
    measures = asked_measures(question)
    if not measures:
        return [*out, "ASKED nothing read from the question"]
    asked = measures[0]
    if figure.metric and figure.metric != metric and figure.metric != asked.metric:
        out.append(f"METRIC {figure.metric}")
    conflict = figure_conflicts(asked, figure, own_metric=figure.metric == asked.metric)
    if conflict:
        out.append(f"CONFLICT {conflict}")
    unasked = unasked_qualifiers(asked, figure, question)
    if unasked:
        out.append(f"UNASKED {unasked}")
    if not figure.metric and not conflict:
        score = match_score(asked, figure)
        if score < MATCH_THRESHOLD:
            out.append(f"SCORE {score:.2f}")
    return out


def stage(found: Sequence[list[str]]) -> str:
    """The miss's class: the fewest gates any figure stating the value meets."""
    if not found:
        return "UNREAD"
    if any(not g for g in found):
        return "PASSES"
    best = min(found, key=len)
    return "+".join(sorted({g.split()[0] for g in best}))


def diagnose(rows: Path, name: str) -> list[dict[str, Any]]:
    """Every miss of set ``name`` in ``rows`` with the figures stating its value and their gates."""
    from evals.extraction_recall import _read
    from evals.variant.facts import SCALE
    from evals.variant.writer import write
    from evals.variant_dev.isolated import _set_rows
    from evals.variant_dev.questions import Q, expected_for

    missed = {
        r["text"]: r
        for r in json.loads(rows.read_text("utf-8"))
        if r["outcome"] not in ("correct", "correct_not_found")
    }
    out: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        manifest: list[dict[str, Any]] = []
        for make in importlib.import_module(f"evals.variant_dev.handwritten_{name}").documents():
            write(make(manifest), folder)
        read = [(p.name, f) for p in sorted(folder.iterdir()) for f in _read(p)]
        for q in (Q(*row) for row in _set_rows(name)):
            row = missed.get(q.text)
            expected = expected_for(q, {"figures": manifest}) if row else None
            if row is None or expected is None:
                continue
            value = float(
                Decimal(repr(expected["value"])) * SCALE.get(expected["unit"], Decimal(1))
            )
            found = [
                (doc, f, gates(f, q.text, q.company, q.period, q.metric))
                for doc, f in read
                if states_value(f, value)
            ]
            out.append(
                {
                    "id": row["id"],
                    "question": q.text,
                    "key": f"{q.company} {q.period} {q.metric}",
                    "expected": expected["text"],
                    "stage": stage([g for _, _, g in found if not any("COMPANY" in x for x in g)]),
                    "figures": [
                        f"{doc[:32]} {f.metric or '-'} {f.period.label} {f.label[:90]!r}: "
                        + ("; ".join(g) or "PASSES")
                        for doc, f, g in found[:6]
                    ],
                }
            )
    return out


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("rows", type=Path, help="the --out file given to isolated")
    parser.add_argument("sets", nargs="+", help="set words, e.g. twentieth")
    args = parser.parse_args(argv)
    stages: Counter[str] = Counter()
    for name in args.sets:
        path = args.rows.with_name(f"{args.rows.stem}-{name}.json")
        for miss in diagnose(path if path.exists() else args.rows, name):
            stages[miss["stage"]] += 1
            print(f"== {name} {miss['id']} [{miss['stage']}] {miss['key']} :: {miss['question']}")
            print(f"   expected {miss['expected']}")
            for line in miss["figures"]:
                print(f"   {line}")
    print(dict(stages.most_common()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
