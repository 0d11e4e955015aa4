"""Realistic suite: questions on the script-built realistic corpus (evals/realistic).

The corpus (annual reports, results announcements and half-year reports as PDF and text,
with two-year tables, five-year summaries, footnoted labels, losses in parentheses,
interim/final/total dividends, production on a stated basis) is built from the verified
fact table with a manifest of every figure it states. Questions are generated from that
manifest -- one per distinct (company, metric, period, basis, dividend kind, qualifier)
the documents state unambiguously -- plus not-found questions for figures the documents
do not state (five-year cells shown as a dash, half-year figures never given, the fact
table's missing core metrics).

Two configurations, each in a data folder of its own under the evals' data folder:

* ``alone``: only the realistic corpus is ingested (``MINES_BUNDLED_CORPUS=0``; the bundled
  summaries are never ingested there, and the suite checks that none appeared);
* ``mixed``: the realistic corpus and the bundled summary corpus.

Each answer is scored as ``correct`` (the expected figure, right value, scale, currency
and sign), ``confidently_wrong`` (a wrong figure at confidence high or medium), ``missed``
(neither), and for not-found questions ``correct_not_found`` (an explicit not-found with
no figure). A wrong answer that states a figure the documents give for a neighbouring key
(the prior year, the total instead of the interim, the other basis) is counted as a trap
taken.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from evals.checker import (
    Verdict,
    check_answer,
    magnitude_matches,
    quantities,
    without_suggestions,
)
from evals.common import REPO_ROOT, CaseRecord, Harness, SuiteResult, answer_digest, latency_text
from evals.suites.realistic_questions import RQuestion, generate
from mines.figures.asked import CLOSEST

CONFIGS: tuple[str, ...] = ("alone", "mixed")
CONFIDENT = {"high", "medium"}
_INGEST_SOURCES = (
    "mines/ingest",
    "mines/documents.py",
    "mines/store.py",
    "mines/embeddings.py",
    "mines/figure_index.py",
    "mines/figures",
)
"""Code whose change makes a stored ingestion stale (the folder is then rebuilt)."""


# --- scoring ------------------------------------------------------------------------------------


@dataclass
class Scored:
    """The outcome of one question in one configuration."""

    outcome: str
    """``correct`` | ``confidently_wrong`` | ``missed`` | ``correct_not_found``."""
    verdict: Verdict
    trap_taken: list[str] = field(default_factory=list)


def score(question: RQuestion, answer: str, confidence: str | None) -> Scored:
    """Classify one answer (a "closest stated" suggestion is not the answer, never at high)."""
    qs = quantities(without_suggestions(answer))
    confident = (confidence or "") in CONFIDENT
    if CLOSEST in answer and confidence == "high":
        return Scored("confidently_wrong", check_answer(answer, absent=True))
    if question.expected is None:
        verdict = check_answer(answer, absent=True)
        if verdict.passed:
            return Scored("correct_not_found", verdict)
        return Scored("confidently_wrong" if qs and confident else "missed", verdict)
    exp = question.expected
    verdict = check_answer(answer, [exp])
    if verdict.passed:
        return Scored("correct", verdict)
    traps = [d.label for d in question.decoys if any(magnitude_matches(q, d) for q in qs)]
    stated = bool(verdict.wrong) or any(
        q.kind in (exp.kind, "number") and not magnitude_matches(q, exp) for q in qs
    )
    outcome = "confidently_wrong" if stated and confident else "missed"
    return Scored(outcome, verdict, traps)


# --- configurations -----------------------------------------------------------------------------


class CorpusHarness(Harness):
    """The in-process graph, without loading the bundled corpus into the data folder."""

    def __init__(self, model: str = "") -> None:  # noqa: D107 - same as Harness
        from langgraph.checkpoint.memory import InMemorySaver

        from graph.supervisor import compile_supervisor_graph

        self.model = model or os.environ.get("MINES_MODEL", "")
        self.graph = compile_supervisor_graph(checkpointer=InMemorySaver())
        self._threads = 0


def _tree_hash(paths: list[Path]) -> str:
    digest = hashlib.sha256()
    for root in paths:
        files = sorted(root.rglob("*")) if root.is_dir() else [root]
        for f in files:
            if f.is_file() and f.suffix in (".py", ".md", ".txt", ".pdf", ".json"):
                digest.update(
                    str(
                        f.relative_to(REPO_ROOT) if f.is_relative_to(REPO_ROOT) else f.name
                    ).encode()
                )
                digest.update(f.read_bytes())
    return digest.hexdigest()[:16]


@contextmanager
def data_folder(path: Path, bundled: bool) -> Iterator[None]:
    """Point the product at ``path`` (and set ``MINES_BUNDLED_CORPUS``) for the block."""
    from mines.store import clear_store_cache

    names = ("MINES_DATA_DIR", "MINES_BUNDLED_CORPUS")
    saved = {k: os.environ.get(k) for k in names}
    os.environ["MINES_DATA_DIR"] = str(path)
    os.environ["MINES_BUNDLED_CORPUS"] = "1" if bundled else "0"
    clear_store_cache()
    try:
        yield
    finally:
        for k, v in saved.items():
            if v is None:
                os.environ.pop(k, None)
            else:
                os.environ[k] = v
        clear_store_cache()


def prepare_config(config: str, folder: Path, corpus: Path) -> dict[str, Any]:
    """Ingest the documents of ``config`` into ``folder`` (rebuilt when stale)."""
    from evals.realistic.build import corpus_files
    from mines.ingest.bundled import bundled_report_paths
    from mines.ingest.run import ensure_bundled_corpus, ingest_paths
    from mines.store import clear_store_cache, get_store

    files = corpus_files(corpus)
    stamp_paths = [REPO_ROOT / p for p in _INGEST_SOURCES] + files
    if config == "mixed":
        stamp_paths += bundled_report_paths()
    stamp = _tree_hash(stamp_paths)
    stamp_file = folder / "realistic.stamp"
    info: dict[str, Any] = {"config": config, "folder": str(folder)}
    start = time.perf_counter()
    if not (stamp_file.exists() and stamp_file.read_text().strip() == stamp):
        clear_store_cache()
        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True, exist_ok=True)
        report = ingest_paths(files)
        if config == "mixed":
            ensure_bundled_corpus()
        stamp_file.write_text(stamp + "\n")
        info["ingested"] = True
        info["files"] = [
            {
                "file": Path(f.path).name,
                "status": f.status,
                "company": f.company,
                "fiscal_year": f.fiscal_year,
                "period": f.period or "",
                "chunks": f.chunks,
                "error": f.error,
            }
            for f in report.files
        ]
    else:
        info["ingested"] = False
    info["ingest_s"] = round(time.perf_counter() - start, 1)
    docs = get_store().documents()
    bundled_names = {p.name for p in bundled_report_paths()}
    info["documents"] = len(docs)
    info["bundled_documents"] = sum(d.source in bundled_names for d in docs)
    info["detected"] = {d.source: (d.company, d.fiscal_year) for d in docs}
    info["detected_period"] = {d.source: d.period for d in docs}
    # a piece on several miners is stored under each (mines.ingest.pieces): the file's own
    # company is the one ingestion reported for it
    for f in info.get("files", ()):
        if f["company"]:
            info["detected"][f["file"]] = (f["company"], f["fiscal_year"])
            info["detected_period"][f["file"]] = f.get("period") or ""
    return info


def run_config(
    config: str, questions: list[RQuestion], model: str, folder: Path, corpus: Path
) -> tuple[dict[str, Any], list[tuple[RQuestion, Any, Scored]]]:
    """Ingest, then ask every question in one configuration."""
    with data_folder(folder, bundled=config == "mixed"):
        info = prepare_config(config, folder, corpus)
        harness = CorpusHarness(model)
        rows = []
        for q in questions:
            turn = harness.ask(q.text, harness.thread(q.id))
            rows.append((q, turn, score(q, turn.answer, turn.confidence)))
    return info, rows


def _metrics(rows: list[tuple[RQuestion, Any, Scored]]) -> dict[str, Any]:
    answerable = [r for r in rows if not r[0].absent]
    absent = [r for r in rows if r[0].absent]
    counts = Counter(r[2].outcome for r in rows)
    return {
        "accuracy": round(counts["correct"] / max(1, len(answerable)), 4),
        "confidently_wrong": counts["confidently_wrong"],
        "missed": counts["missed"],
        "not_found_accuracy": round(counts["correct_not_found"] / max(1, len(absent)), 4),
        "correct": counts["correct"],
        "correct_not_found": counts["correct_not_found"],
        "traps_taken": sum(bool(r[2].trap_taken) for r in rows),
    }


def corpus_summary(
    questions: list[RQuestion], manifest: dict[str, Any], corpus: Path
) -> dict[str, Any]:
    """The head of a corpus suite's summary: question, document and figure counts."""
    return {
        "questions": len(questions),
        "answerable": sum(not q.absent for q in questions),
        "not_found questions": sum(q.absent for q in questions),
        "documents": len(manifest["documents"]),
        "stated figures (manifest)": len(manifest["figures"]),
        "corpus": str(corpus),
    }


def config_scores(
    config: str,
    m: dict[str, Any],
    info: dict[str, Any],
    rows: list[tuple[RQuestion, Any, Scored]],
    seconds: float,
) -> tuple[dict[str, float], dict[str, Any]]:
    """One configuration's gated scores and summary lines, from its metrics ``m``."""
    keys = ("accuracy", "confidently_wrong", "missed", "not_found_accuracy")
    scores = {f"{config}_{k}": m[k] for k in keys}
    summary = {
        f"{config}: correct / confidently wrong / missed / correct not-found": (
            f"{m['correct']} / {m['confidently_wrong']} / {m['missed']} / {m['correct_not_found']}"
        ),
        f"{config}: wrong answers stating a neighbouring figure (trap taken)": m["traps_taken"],
        f"{config}: ingest seconds (0 when reused)": info["ingest_s"],
        f"{config}: documents in store (bundled among them)": (
            f"{info['documents']} ({info['bundled_documents']})"
        ),
        f"{config}: run seconds": round(seconds, 1),
        f"{config}: latency": latency_text([r[1].latency_ms for r in rows]),
    }
    return scores, summary


def category_table(config: str, rows: list[tuple[RQuestion, Any, Scored]]) -> list[dict[str, Any]]:
    """One row per question category: questions, correct, confidently wrong, missed."""
    out = []
    for category in dict.fromkeys(r[0].category for r in rows):
        sub = [r for r in rows if r[0].category == category]
        c = Counter(r[2].outcome for r in sub)
        out.append(
            {
                "config": config,
                "category": category,
                "questions": len(sub),
                "correct": c["correct"] + c["correct_not_found"],
                "confidently wrong": c["confidently_wrong"],
                "missed": c["missed"],
            }
        )
    return out


def case_records(config: str, rows: list[tuple[RQuestion, Any, Scored]]) -> list[CaseRecord]:
    """The report's case records of one configuration."""
    records = []
    for q, turn, s in rows:
        records.append(
            CaseRecord(
                id=f"{config}/{q.id}",
                category=f"{config} {q.category}",
                input=q.text,
                expected="explicit not found, no figure" if q.absent else q.expected.describe(),  # type: ignore[union-attr]
                got=answer_digest(turn.answer)
                + (
                    f" — {s.verdict.reason}"
                    if s.outcome not in ("correct", "correct_not_found")
                    else ""
                ),
                passed=s.outcome in ("correct", "correct_not_found"),
                outcome=s.outcome,
                model_calls=turn.model_calls,
                latency_ms=turn.latency_ms,
                details={
                    "confidence": turn.confidence,
                    "tags": list(q.tags),
                    "key": q.key,
                    "trap_taken": s.trap_taken,
                    "sources": turn.sources,
                },
            )
        )
    return records


def run(session: Any) -> SuiteResult:
    """Build the corpus, then run both configurations and score them."""
    from evals.realistic.build import build_corpus, load_manifest

    corpus = build_corpus()
    manifest = load_manifest(corpus)
    questions = generate(manifest)
    base = Path(session.data_dir)
    scores: dict[str, float] = {}
    summary = corpus_summary(questions, manifest, corpus)
    records: list[CaseRecord] = []
    per_category: list[dict[str, Any]] = []
    ingestion: list[dict[str, Any]] = []
    expected_period = {d["doc"]: d["period"] for d in manifest["documents"]}
    bundled_in_alone = 0
    for config in CONFIGS:
        start = time.perf_counter()
        info, rows = run_config(
            config, questions, session.model, base / f"realistic-{config}", corpus
        )
        config_score, config_summary = config_scores(
            config, _metrics(rows), info, rows, time.perf_counter() - start
        )
        scores.update(config_score)
        summary.update(config_summary)
        if config == "alone":
            bundled_in_alone = info["bundled_documents"]
            for doc, period in expected_period.items():
                company, fy = info["detected"].get(doc, ("", ""))
                ingestion.append(
                    {
                        "document": doc,
                        "reports on": period,
                        "stored as": f"{company} {fy}".strip() or "not stored",
                        "fiscal year right": "yes" if fy and fy == period[-6:] else "no",
                    }
                )
        per_category += category_table(config, rows)
        records += case_records(config, rows)
    if bundled_in_alone:
        summary["warning"] = (
            f"{bundled_in_alone} bundled documents were found in the alone configuration"
        )
    right = sum(r["fiscal year right"] == "yes" for r in ingestion)
    summary["alone: documents filed under the period they report on"] = f"{right}/{len(ingestion)}"
    return SuiteResult(
        name="realistic",
        title="Realistic suite (realistic corpus alone and mixed with the bundled corpus)",
        scores=scores,
        summary=summary,
        cases=records,
        extra_tables={
            "Per category": per_category,
            "Ingestion (alone): period detected": ingestion,
        },
        notes=[
            "correct: the expected figure (value at the printed precision, scale, currency, "
            "sign). confidently_wrong: not correct and a wrong figure stated at confidence high "
            "or medium. missed: neither (no figure, a refusal, or a wrong figure at low "
            "confidence). not-found questions: correct only with an explicit not-found and no "
            "figure.",
            "accuracy = correct / answerable questions; not_found_accuracy = correct not-found / "
            "not-found questions; confidently_wrong and missed count every question.",
            "Questions come from evals/realistic's manifest (what each document states, on "
            "which page, for which period and basis), never from hard-coded answers.",
        ],
    )
