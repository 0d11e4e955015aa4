"""The figures-as-printed count: a stated figure counts only when read with value and period."""

from __future__ import annotations

import json
from pathlib import Path

from evals.extraction_recall import extraction_recall, recall_lines


def _figure(text: str, value: float, unit: str, period: str, form: str) -> dict[str, object]:
    return {
        "doc": "note.md",
        "page": 1,
        "company": "NST",
        "metric": "m",
        "period": period,
        "value": value,
        "unit": unit,
        "currency": "AUD",
        "text": text,
        "form": form,
    }


def test_counts_a_figure_read_and_one_dated_or_valued_otherwise(tmp_path: Path) -> None:
    (tmp_path / "note.md").write_text(
        "# Northern Star Resources results for the year ended 30 June 2024\n\n"
        "Revenue for FY2024 rose to A$4,920 million.\n",
        "utf-8",
    )
    manifest = {
        "documents": [{"doc": "note.md", "company": "NST", "period": "FY2024", "pages": 1}],
        "figures": [
            _figure("A$4,920 million", 4920, "million", "FY2024", "sentence"),
            _figure("A$4,920 million", 4920, "million", "FY2023", "comparative"),  # wrong year
            _figure("A$4,990 million", 4990, "million", "FY2024", "sentence"),  # not stated
        ],
    }
    (tmp_path / "manifest.json").write_text(json.dumps(manifest), "utf-8")
    counts = extraction_recall(tmp_path)
    assert counts == {"comparative": (0, 1), "sentence": (1, 2), "all": (1, 3)}
    assert recall_lines(counts)["figures read as printed (all)"] == "1 / 3 (0.333)"
