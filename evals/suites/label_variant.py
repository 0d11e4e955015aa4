"""Label-variant suite: analysts' questions on a corpus worded apart from the product.

The split (``evals/variant``: press articles, results announcements, half-year reports and
two 150+ page annual reports, all from the verified fact tables) states its figures in the
varied labels real companies and journalists use. Its questions are written apart too, each
keyed to a manifest entry or to a figure the split does not state (near misses: diluted vs
basic EPS, gross vs net debt, profit before vs after tax, final vs total dividend, a half
vs the full year).

It reuses the realistic suite's harness: ``alone`` ingests only the split into an empty data
folder (``MINES_BUNDLED_CORPUS=0``), ``mixed`` adds the bundled corpus; every question is
asked in both and scored with the realistic suite's :func:`score` (correct, confidently
wrong at high/medium confidence, missed, correct not-found). It also reports refused files
and, per document, the company and fiscal year ingestion detected against the expected ones,
and how many of the split's stated figures the reader indexes with their value and period
(:mod:`evals.extraction_recall`).
"""

from __future__ import annotations

import time
from collections import Counter
from pathlib import Path
from typing import Any

from evals.checker import Expected, precision_of
from evals.common import CaseRecord, SuiteResult
from evals.extraction_recall import extraction_recall, recall_lines
from evals.suites.realistic import (
    CONFIGS,
    Scored,
    case_records,
    category_table,
    config_scores,
    corpus_summary,
    run_config,
)
from evals.suites.realistic_questions import RQuestion

_SCALE = {"million": 1e6, "billion": 1e9, "Mt": 1e6, "kt": 1e3, "koz": 1e3, "Moz": 1e6}
_KIND = {
    "million": "money",
    "billion": "money",
    "Mt": "mass_t",
    "kt": "mass_t",
    "koz": "oz",
    "Moz": "oz",
}


def expected_of(e: dict[str, Any], label: str) -> Expected:
    """The checker expectation for one stated figure, at the precision it is printed."""
    digits = "".join(c for c in e["text"].replace(",", "") if c.isdigit() or c == ".").strip(".")
    tol = precision_of(digits)
    value, unit, currency = float(e["value"]), e["unit"], e["currency"]
    shown = f"{e['text']} ({unit}{' ' + currency if currency else ''})"
    if unit in _SCALE:
        s = _SCALE[unit]
        cur = currency if _KIND[unit] == "money" else None
        return Expected(label, _KIND[unit], value * s, tol * s, cur, s, shown=shown)
    if unit == "cents per share":
        return Expected(label, "cps", value, tol, currency, 1.0, shown=shown)
    if unit == "dollars per share":
        return Expected(label, "cps", value * 100, tol * 100, currency, 1.0, shown=shown)
    if unit == "percent":
        return Expected(label, "pct", value, tol, None, 1.0, shown=shown)
    if unit == "A$/oz":
        return Expected(label, "per_oz", value, tol, "AUD", shown=shown)
    if unit in {"US$/wmt", "US$/dmt", "US$/t"}:
        # the answer parser reads "US$90 per tonne" and "per dmt" as a price per tonne
        return Expected(label, "per_wmt", value, tol, "USD", shown=shown)
    if unit == "US$/lb":
        return Expected(label, "per_lb", value, tol, "USD", shown=shown)
    return Expected(label, "money", value, tol, "USD", 1.0, shown=shown)


def _decoys(q: dict[str, Any], figures: list[dict[str, Any]]) -> tuple[Expected, ...]:
    """Stated neighbours: the same measure in another period, or another in the same unit.

    Another measure of the same period and unit: the interim beside the total, net beside
    gross, basic beside underlying.
    """
    out: dict[tuple[str, str], Expected] = {}
    for e in figures:
        if e["company"] != q["company"]:
            continue
        same_metric = e["metric"] == q["metric"] and e["period"] != q["period"]
        exp = q["expected"]
        same_unit = exp is not None and e["unit"] == exp["unit"]
        neighbour = e["period"] == q["period"] and e["metric"] != q["metric"] and same_unit
        if same_metric or neighbour:
            key = (e["metric"], e["period"])
            out.setdefault(key, expected_of(e, f"{e['period']} {e['metric']}"))
    return tuple(out.values())


def questions_of(resolved: list[dict[str, Any]], manifest: dict[str, Any]) -> list[RQuestion]:
    """The realistic suite's question type, built from the split's resolved questions."""
    out = []
    for q in resolved:
        exp = q["expected"]
        label = f"{q['company']} {q['period']} {q['metric']}"
        out.append(
            RQuestion(
                id=q["id"],
                category=q["category"],
                text=q["text"],
                expected=None if exp is None else expected_of(exp, label),
                tags=(q["measure"],),
                decoys=_decoys(q, manifest["figures"]),
                key=label + (f" ({q['qualifier']})" if q["qualifier"] else ""),
                company=q["company"],
                period=q["period"],
                metric=q["metric"],
            )
        )
    return out


def _counts(rows: list[tuple[RQuestion, Any, Scored]]) -> dict[str, Any]:
    answerable = [r for r in rows if not r[0].absent]
    absent = [r for r in rows if r[0].absent]
    c = Counter(r[2].outcome for r in rows)
    return {
        "accuracy": round(c["correct"] / max(1, len(answerable)), 4),
        "not_found_accuracy": round(c["correct_not_found"] / max(1, len(absent)), 4),
        "correct": c["correct"],
        "missed_stated": sum(r[2].outcome == "missed" for r in answerable),
        "said_not_found_for_stated": sum(r[2].verdict.not_found for r in answerable),
        "confidently_wrong": c["confidently_wrong"],
        "missed": c["missed"],
        "correct_not_found": c["correct_not_found"],
        "traps_taken": sum(bool(r[2].trap_taken) for r in rows),
    }


def _ingestion(info: dict[str, Any], documents: list[dict[str, Any]]) -> list[dict[str, Any]]:
    files = {f["file"]: f for f in info.get("files", [])}
    out = []
    for d in documents:
        company, fy = info["detected"].get(d["doc"], ("", ""))
        period = info.get("detected_period", {}).get(d["doc"]) or fy
        f = files.get(d["doc"], {})
        want_fy = d["period"].split()[-1]
        out.append(
            {
                "document": d["doc"],
                "pages": d["pages"],
                "expected": f"{d['company']} {d['period']}",
                "detected": f"{company} {period}".strip() or "not stored",
                "company right": "yes" if company == d["company"] else "no",
                "fiscal year right": "yes" if fy == want_fy else "no",
                "period right": "yes" if period == d["period"] else "no",
                "ingest status": f.get("status", "reused" if not info.get("ingested") else "?"),
                "error": f.get("error") or "",
            }
        )
    return out


HELD_OUT_NOTE = (
    "The questions and documents are written apart from the product's vocabulary: keep "
    "them out of any tuning."
)


def run(session: Any) -> SuiteResult:
    """Build the held-out split, ingest it alone and mixed, ask every question, score."""
    from evals.variant.build import build_corpus

    return run_split(
        session,
        build_corpus(),
        name="label_variant",
        title="Label-variant suite (a corpus and questions worded apart from the product)",
        folder="label-variant",
        note=HELD_OUT_NOTE,
    )


def run_split(
    session: Any, corpus: Path, *, name: str, title: str, folder: str, note: str
) -> SuiteResult:
    """Ingest a built label-variant split alone and mixed, ask every question, score.

    ``corpus`` holds the split's documents, ``manifest.json`` and ``questions.json``;
    ``folder`` prefixes the data folders (``<folder>-alone``, ``<folder>-mixed``).
    """
    from evals.variant.build import QUESTIONS, load

    manifest = load(corpus)
    resolved = load(corpus, QUESTIONS)
    questions = questions_of(resolved, manifest)
    base = Path(session.data_dir)
    scores: dict[str, float] = {}
    summary = corpus_summary(questions, manifest, corpus)
    summary.update(recall_lines(extraction_recall(corpus)))
    records: list[CaseRecord] = []
    per_category: list[dict[str, Any]] = []
    ingestion: list[dict[str, Any]] = []
    for config in CONFIGS:
        start = time.perf_counter()
        info, rows = run_config(
            config, questions, session.model, base / f"{folder}-{config}", corpus
        )
        m = _counts(rows)
        config_score, config_summary = config_scores(
            config, m, info, rows, time.perf_counter() - start
        )
        scores.update(config_score)
        summary.update(config_summary)
        summary[f"{config}: stated figures missed (of which answered 'not found')"] = (
            f"{m['missed_stated']} ({m['said_not_found_for_stated']})"
        )
        table = _ingestion(info, manifest["documents"])
        refused = [r["document"] for r in table if r["detected"] == "not stored" or r["error"]]
        summary[f"{config}: refused or unstored files"] = ", ".join(refused) or "none"
        if config == "alone":
            ingestion = table
            summary["alone: documents filed under the right company / fiscal year"] = (
                f"{sum(r['company right'] == 'yes' for r in table)} / "
                f"{sum(r['fiscal year right'] == 'yes' for r in table)} of {len(table)}"
            )
            summary["alone: documents whose period (year or half) was detected right"] = (
                f"{sum(r['period right'] == 'yes' for r in table)} of {len(table)}"
            )
            if info["bundled_documents"]:
                summary["warning"] = (
                    f"{info['bundled_documents']} bundled documents in the alone configuration"
                )
        per_category += category_table(config, rows)
        records += case_records(config, rows)
    return SuiteResult(
        name=name,
        title=title,
        scores=scores,
        summary=summary,
        cases=records,
        extra_tables={
            "Per category": per_category,
            "Ingestion (alone): detected vs expected company and period": ingestion,
        },
        notes=[
            "Scoring is the realistic suite's: correct = the expected figure (value at the "
            "printed precision, scale, currency, sign); confidently_wrong = a wrong figure at "
            "confidence high or medium; missed = neither; not-found questions are correct only "
            "with an explicit not-found and no figure.",
            "accuracy = correct / answerable; not_found_accuracy = correct not-found / not-found "
            "questions. " + note,
        ],
    )
