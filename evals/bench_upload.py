"""Upload-to-answerable time of a report through the documents API of a real ``langgraph dev``.

Run: ``.venv/bin/python -m evals.bench_upload [--pages 150]``.

A synthetic annual report (``evals.bench_retrieval.write_report_pdf``: headings, prose,
ruled tables on two pages in three) is uploaded with ``POST /documents``; the job is polled
until it is ``ready``; then the same question is asked until an answer cites the upload.
Recorded: the upload request's own time (the checks: type, bomb scan, page count), the time
to ``ready`` and to the first answer citing the upload (upload-to-answerable), and, to show
that ingestion does not block other users, the latency of a question about the bundled
corpus asked repeatedly while the job runs against the same question on the idle server.
Results are printed and written to ``evals/results/bench_upload.json``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

from evals.common import machine_info, save_json

RESULTS = Path(__file__).parent / "results" / "bench_upload.json"
UPLOAD_QUESTION = "What was BHP's revenue in FY2024?"
OTHER_QUESTION = "What was Fortescue's revenue in FY2023?"


async def _ask(url: str, question: str) -> tuple[float, dict[str, Any]]:
    from langgraph_sdk import get_client

    from evals.bench_server import user_input

    client = get_client(url=url)
    thread = await client.threads.create()
    start = time.perf_counter()
    values = await client.runs.wait(
        thread["thread_id"],
        "mines_financial",
        input=user_input(question),
        context={"use_cache": False},
    )
    assert isinstance(values, dict)
    return time.perf_counter() - start, values


def _p50(values: list[float]) -> float:
    return round(statistics.median(values), 3) if values else 0.0


def bench(url: str, pdf: Path) -> dict[str, Any]:
    """Upload ``pdf``, follow its job, ask until answered from it; latencies meanwhile."""
    idle = [asyncio.run(_ask(url, OTHER_QUESTION))[0] for _ in range(5)]
    data = pdf.read_bytes()
    start = time.perf_counter()
    response = httpx.post(f"{url}/documents", files=[("file", (pdf.name, data))], timeout=300)
    response.raise_for_status()
    accepted = time.perf_counter() - start
    document = response.json()["documents"][0]
    busy: list[float] = []
    stages: dict[str, float] = {}
    while True:
        job = httpx.get(f"{url}/documents/{document['id']}/job", timeout=30).json()
        stages.setdefault(job["status"], round(time.perf_counter() - start, 2))
        if job["done"]:
            break
        busy.append(asyncio.run(_ask(url, OTHER_QUESTION))[0])
    ready = time.perf_counter() - start
    final = httpx.get(f"{url}/documents/{document['id']}", timeout=30).json()
    answered = None
    for _ in range(20):
        _, values = asyncio.run(_ask(url, UPLOAD_QUESTION))
        if document["source"] in [s.get("source") for s in values.get("sources", [])]:
            answered = time.perf_counter() - start
            break
        time.sleep(0.5)
    return {
        "pages": final["pages"],
        "bytes": len(data),
        "status": final["status"],
        "chunks": final["chunks"],
        "figures": final["figures"],
        "upload_request_seconds": round(accepted, 2),
        "stage_first_seen_seconds": stages,
        "upload_to_ready_seconds": round(ready, 2),
        "upload_to_answerable_seconds": round(answered, 2) if answered else None,
        "other_question_idle_p50_seconds": _p50(idle),
        "other_question_during_ingestion_p50_seconds": _p50(busy),
        "other_question_during_ingestion_max_seconds": round(max(busy), 3) if busy else 0.0,
        "other_questions_during_ingestion": len(busy),
    }


def main(argv: list[str] | None = None) -> int:
    """Start a server, run the benchmark, write the JSON."""
    parser = argparse.ArgumentParser(prog="python -m evals.bench_upload")
    parser.add_argument("--pages", type=int, default=150)
    parser.add_argument("--out", type=Path, default=RESULTS)
    args = parser.parse_args(argv)
    from evals.bench_retrieval import write_report_pdf
    from tests.server.langgraph_server import LangGraphServer

    with tempfile.TemporaryDirectory(prefix="mines-bench-upload-") as tmp:
        pdf = write_report_pdf(Path(tmp) / f"BHP Annual Report 2024 {args.pages}p.pdf", args.pages)
        server = LangGraphServer(Path(tmp) / "server").start()
        try:
            row = bench(server.url, pdf)
        finally:
            server.stop()
    row["machine"] = machine_info(
        runtime="langgraph dev (one process; ingestion in a worker thread)"
    )
    print(json.dumps(row, indent=2))
    save_json(args.out, row)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
