"""Label-variant development suite: the label-variant suite on the development split.

The split (``evals/variant_dev``) is the same kind as the held-out one (press articles,
results releases, half-year reports, a long annual report; wording apart from the
product) with other documents and questions, so the product can be tuned on it while the
held-out split stays unseen. Harness and scoring are :func:`evals.suites.label_variant.
run_split`'s; data folders ``label-variant-dev-alone`` and ``-mixed``.
"""

from __future__ import annotations

from typing import Any

from evals.common import SuiteResult
from evals.suites.label_variant import run_split

DEV_NOTE = (
    "This is the development split: tune on it freely; the held-out split (suite "
    "label_variant) measures whether the tuning generalises."
)


def run(session: Any) -> SuiteResult:
    """Build the development split, ingest it alone and mixed, ask every question, score."""
    from evals.variant_dev.build import build_corpus

    return run_split(
        session,
        build_corpus(),
        name="label_variant_dev",
        title="Label-variant development suite (fresh documents and questions for tuning)",
        folder="label-variant-dev",
        note=DEV_NOTE,
    )
