"""Cache safety: near-miss questions must never be served from the semantic cache.

For each pair, question A is asked with the cache on (owner ``eval``), then the near miss
B on a fresh thread. B must not be a cache ``hit`` and B's answer must state B's figure
(and not A's). Near misses swap the year, the company, the metric, the currency asked
for ("unit"), or ask for a calculation over the same slots ("operation"). Paraphrased
repeats of A should hit: their hit rate is reported (no target).

Pairs sharing question A form a group: A is asked once, then each B on its own fresh
thread (the B's of a group all have different slots, so they cannot serve one another).
Groups are isolated: the evals' own cache collection is emptied first, and every thread's
entries are deleted after its group (``mines.cache.delete_thread``), so a B can only be
served A's answer.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from evals.checker import check_answer
from evals.common import CaseRecord, Harness, SuiteResult, answer_digest
from evals.questions import generate_cache_pairs

OWNER = "eval"


def _clear_eval_cache(session: Any) -> None:
    from mines import cache
    from mines.store import get_store

    store_path = get_store().path
    if store_path is None or session.data_dir not in store_path.parents:
        raise RuntimeError(f"refusing to clear a cache outside the eval data folder: {store_path}")
    cache.clear()


def run(session: Any) -> SuiteResult:
    """Ask every pair; count false hits and wrong answers."""
    from mines import cache

    harness: Harness = session.harness()
    _clear_eval_cache(session)
    records: list[CaseRecord] = []
    groups: dict[int, list[Any]] = {}
    for pair in generate_cache_pairs(session.seed):
        groups.setdefault(pair.group, []).append(pair)
    asked: list[tuple[Any, Any, Any]] = []
    for group in groups.values():
        a_thread = harness.thread("cache-a")
        first = harness.ask(group[0].first, a_thread, use_cache=True, owner=OWNER)
        threads = [a_thread]
        for pair in group:
            b_thread = harness.thread("cache-b")
            threads.append(b_thread)
            asked.append(
                (pair, first, harness.ask(pair.second, b_thread, use_cache=True, owner=OWNER))
            )
        for thread_id in threads:
            cache.delete_thread(thread_id)
    for pair, first, second in asked:
        verdict = check_answer(second.answer, pair.expected, pair.forbidden)
        cached_first = first.grounded == "yes" and bool((first.route or {}).get("needs_retrieval"))
        problems = []
        if pair.kind == "paraphrase":
            passed = verdict.passed
            if not verdict.passed:
                problems.append(f"answer {verdict.outcome}: {verdict.reason}")
            outcome = f"{second.cache}"
        else:
            if second.cache == "hit":
                problems.append("FALSE HIT: served from the cache")
            if not verdict.passed:
                problems.append(f"answer {verdict.outcome}: {verdict.reason}")
            passed = not problems
            outcome = "false hit" if second.cache == "hit" else ("ok" if passed else "wrong answer")
        records.append(
            CaseRecord(
                id=pair.id,
                category=pair.kind,
                input=f"A: {pair.first} → B: {pair.second}",
                expected=(
                    "B served from cache (hit expected), states "
                    if pair.kind == "paraphrase"
                    else "B not a cache hit; states "
                )
                + "; ".join(e.describe() for e in pair.expected),
                got=f"A cache={first.cache} (cached={cached_first}); B cache={second.cache} "
                f"sim={((second.analysis.get('cache') or {}).get('similarity') or 0):.3f}: "
                f"{answer_digest(second.answer, 200)}"
                + (f" — {'; '.join(problems)}" if problems else ""),
                passed=passed,
                outcome=outcome,
                model_calls=second.model_calls,
                latency_ms=second.latency_ms,
                details={
                    "first_cache": first.cache,
                    "first_cached": cached_first,
                    "second_answer": second.answer,
                    "second_cache": second.cache,
                    "problems": problems,
                    "similarity": (second.analysis.get("cache") or {}).get("similarity"),
                },
            )
        )
    near = [r for r in records if r.category != "paraphrase"]
    para = [r for r in records if r.category == "paraphrase"]
    false_hits = [r for r in near if r.details["second_cache"] == "hit"]
    wrong = [r for r in near if not r.passed and r.details["second_cache"] != "hit"]
    by_kind = []
    for kind in dict.fromkeys(r.category for r in near):
        rows = [r for r in near if r.category == kind]
        statuses = Counter(r.details["second_cache"] for r in rows)
        by_kind.append(
            {
                "kind": kind,
                "pairs": len(rows),
                "false hits": statuses["hit"],
                "context (earlier answer as context)": statuses["context"],
                "miss": statuses["miss"],
                "wrong answer without a hit": sum(r in wrong for r in rows),
            }
        )
    para_hits = sum(r.details["second_cache"] == "hit" for r in para)
    para_stored = sum(r.details["first_cached"] for r in para)
    return SuiteResult(
        name="cache",
        title="Cache safety",
        scores={
            "false_hits": len(false_hits),
            "near_miss_pass_rate": round(sum(r.passed for r in near) / max(1, len(near)), 4),
            "paraphrase_hit_rate": round(para_hits / max(1, len(para)), 4),
        },
        summary={
            "near-miss pairs": len(near),
            "false hits (near miss served from cache)": len(false_hits),
            "false-hit cases": ", ".join(r.id for r in false_hits) or "none",
            "near misses answered wrongly without a hit": len(wrong),
            "first questions cached (grounded answers)": sum(
                r.details["first_cached"] for r in near
            ),
            "paraphrase pairs": len(para),
            "paraphrase hits": f"{para_hits}/{len(para)} (first answer cached in {para_stored})",
            "paraphrase hits answered correctly": sum(
                r.passed for r in para if r.details["second_cache"] == "hit"
            ),
        },
        cases=records,
        extra_tables={"Near misses by kind": by_kind},
        notes=[
            f"Context(use_cache=True, owner={OWNER!r}); the eval data folder's cache is "
            "emptied first and each pair's entries are deleted after it."
        ],
    )
