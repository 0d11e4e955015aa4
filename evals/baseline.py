"""Naive RAG baseline: one retrieval over all five companies, then one synthesis call.

No router, no safety boundary, no memory, no query rewrite, no document or answer grading,
no calculator, no guardrails. The question (the last user turn only: the baseline has no
conversation memory) is searched in every company's collection via
``mines.store.get_store().search``; the best chunks across companies (by score, the same
count and character budget as the product's synthesis) go to the product's own synthesis
prompt, answered by the same model layer (the offline model by default).
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

from mines.context import Context
from mines.documents import Chunk


@dataclass
class NaiveAnswer:
    """The baseline's answer to one question."""

    answer: str
    sources: list[Chunk] = field(default_factory=list)
    model_calls: int = 0
    latency_ms: float = 0.0
    layer: str = ""


def naive_answer(question: str, ctx: Context | None = None) -> NaiveAnswer:
    """Answer ``question`` with one retrieval over all five companies and one synthesis call."""
    from langchain_core.messages import HumanMessage, SystemMessage

    from mines.llm.calls import text_call
    from mines.prompt_format import render_documents, tag
    from mines.question.companies import SUPPORTED_TICKERS
    from mines.store import get_store
    from retrieval_nodes.synthesize import MAX_DOCS, SYNTHESIZE_PROMPT, budget

    ctx = ctx or Context(use_cache=False)
    start = time.perf_counter()
    store = get_store()
    chunks = [
        c for ticker in SUPPORTED_TICKERS for c in store.search(ticker, question, k=ctx.top_k)
    ]
    best = sorted(chunks, key=lambda c: -c["score"])[:MAX_DOCS]
    docs = budget(best)
    prompt = [
        SystemMessage(SYNTHESIZE_PROMPT),
        HumanMessage(render_documents(docs) + "\n\n" + tag("question", question)),
    ]
    result = text_call(prompt, ctx, internal=False)
    latency = (time.perf_counter() - start) * 1000
    return NaiveAnswer(result.text.strip(), docs, result.calls, latency, result.layer)


def main(argv: list[str] | None = None) -> int:
    """``python -m evals.baseline "question"``: print the naive answer."""
    import argparse

    from evals.common import prepare_environment

    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("question")
    parser.add_argument("--model", default="")
    args = parser.parse_args(argv)
    prepare_environment(model=args.model or None)
    from mines.ingest.run import ensure_bundled_corpus

    ensure_bundled_corpus()
    out = naive_answer(args.question, Context(model=args.model, use_cache=False))
    print(out.answer)
    print(f"\n({out.model_calls} model call(s), {out.latency_ms:.0f} ms, layer {out.layer})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
