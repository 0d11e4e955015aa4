"""In-process latency benchmark of the supervisor graph (offline model by default).

``.venv/bin/python -m evals.bench_graph [--repeat N] [--model SPEC] [--hosted-stub] [--out DIR]``

Scenarios, each run ``--repeat`` times after one warm-up (not counted):

- ``single_company``: one company, one metric, one year (cache off);
- ``three_companies``: the same metric for three companies (cache off);
- ``cache_hit``: a question whose answer is already cached, asked again on a fresh thread;
- ``clarification_round_trip``: "this company" -> clarification interrupt -> reply -> answer
  (latency and model calls of both invocations together).

Prints a table (p50/p95/mean/max latency; model calls median/p95/max) and writes
``bench_graph.json`` under ``--out`` (default ``evals/results``, gitignored).

``--hosted-stub`` runs the same scenarios through the product's hosted-model path
(``Context(model="openai:stub")``, ``ChatOpenAI``) against
``tests/support/openai_stub.OpenAIStub`` on loopback. The stub answers every request the
way the offline model would (tool calls for structured decisions and the calculator, text
for synthesis), so the answers are the offline ones, but every model call is a real HTTP
round trip. Besides the graph's own ``model_calls`` it counts the HTTP requests the stub
received per run, as a cross-check, and adds one fault scenario:

- ``single_company_one_503``: the first request of each run gets HTTP 503 and is retried
  (by the OpenAI client or by ``mines.llm.hosted``, whichever holds the retry policy), so
  the run makes one more HTTP request than the graph reports as model calls
  (``http_minus_calls``) and pays the back-off in latency.

``layer_attempts`` sums the ``attempts`` the product records per model layer in the
turn's ``analysis`` (when it records them): it should equal the HTTP requests.
``offline_fallbacks`` counts runs where a layer fell back to the offline model (0 means
every answer came over HTTP). The stub's sockets get ``TCP_NODELAY`` (without it Nagle's
algorithm adds ~40 ms per request on loopback, an artefact of the test server). Writes
``bench_graph_hosted_stub.json`` instead.
"""

from __future__ import annotations

import json
import os
import socket
import statistics
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from evals.common import (
    DEFAULT_RESULTS_DIR,
    bench_parser,
    percentile,
    prepare_environment,
    save_json,
)

if TYPE_CHECKING:
    from evals.common import Turn
    from tests.support.openai_stub import OpenAIStub, Reply

SINGLE = (
    "What was BHP's revenue in FY2024?",
    "What was Rio Tinto's underlying EBITDA in FY2023?",
    "What was Fortescue's net debt in FY2022?",
    "What was Mineral Resources' statutory NPAT in FY2024?",
    "What was Northern Star's dividend per share in FY2025?",
)
THREE = (
    "Compare revenue of BHP, Rio Tinto and Fortescue in FY2024.",
    "Compare underlying EBITDA of Rio Tinto, Fortescue and Mineral Resources in FY2023.",
    "Compare net debt of BHP, Mineral Resources and Northern Star in FY2025.",
)
CACHED = (
    "What was BHP's revenue in FY2023?",
    "What was Rio Tinto's revenue in FY2022?",
    "What was Fortescue's underlying EBITDA in FY2024?",
)
CLARIFY = ("What was this company's revenue in FY2024?", "BHP")
OWNER = "bench"
STUB_MODEL = "openai:stub"
NOTE_KEYS = {
    "hits",
    "errors",
    "no_interrupt",
    "answered",
    "injected_503",
    "http_minus_calls",
    "offline_fallbacks",
    "layer_attempts",
}


def _stats(latencies: list[float], calls: list[int]) -> dict[str, Any]:
    return {
        "runs": len(latencies),
        "p50_ms": round(percentile(latencies, 50), 1),
        "p95_ms": round(percentile(latencies, 95), 1),
        "mean_ms": round(statistics.fmean(latencies), 1) if latencies else 0.0,
        "max_ms": round(max(latencies), 1) if latencies else 0.0,
        "calls_median": statistics.median(calls) if calls else 0,
        "calls_p95": percentile([float(c) for c in calls], 95),
        "calls_max": max(calls) if calls else 0,
    }


def run_bench(repeat: int, model: str = "", stub: OpenAIStub | None = None) -> dict[str, Any]:
    """Run every scenario ``repeat`` times; return the per-scenario statistics.

    With ``stub`` (the hosted-model stub the product is pointed at), also count the HTTP
    requests it receives per run and add the ``single_company_one_503`` fault scenario.
    """
    from evals.common import Harness
    from mines import cache

    harness = Harness(model)
    results: dict[str, Any] = {}

    def measure(name: str, once: Callable[[int], tuple[float, int, dict[str, Any]]]) -> None:
        once(-1)  # warm-up, not counted
        latencies: list[float] = []
        calls: list[int] = []
        http: list[int] = []
        notes: dict[str, int] = {}
        for i in range(repeat):
            before = len(stub.requests) if stub is not None else 0
            ms, n, extra = once(i)
            latencies.append(ms)
            calls.append(n)
            if stub is not None:
                http.append(len(stub.requests) - before)
                extra = {**extra, "http_minus_calls": http[-1] - n}
            for key, value in extra.items():
                notes[key] = notes.get(key, 0) + value
        results[name] = {**_stats(latencies, calls), **notes}
        if stub is not None:
            results[name].update(
                {
                    "http_median": statistics.median(http),
                    "http_p95": percentile([float(h) for h in http], 95),
                    "http_max": max(http),
                }
            )

    def checked(turn: Turn) -> dict[str, Any]:
        notes = {"errors": int(bool(turn.error))}
        if stub is not None:
            notes["offline_fallbacks"] = int(bool(offline_layers(turn.analysis)))
            attempts = layer_attempts(turn.analysis)
            if attempts is not None:
                notes["layer_attempts"] = attempts
        return notes

    def single(i: int) -> tuple[float, int, dict[str, Any]]:
        turn = harness.ask(SINGLE[i % len(SINGLE)], harness.thread("bench-single"))
        return turn.latency_ms, turn.model_calls, checked(turn)

    def three(i: int) -> tuple[float, int, dict[str, Any]]:
        turn = harness.ask(THREE[i % len(THREE)], harness.thread("bench-three"))
        return turn.latency_ms, turn.model_calls, checked(turn)

    def single_503(i: int) -> tuple[float, int, dict[str, Any]]:
        from tests.support.openai_stub import Reply

        assert stub is not None
        stub.queue(Reply.http_error(503))
        ms, n, extra = single(i)
        return ms, n, {**extra, "injected_503": 1 - stub.pending}

    primed: list[str] = []
    for question in CACHED:
        thread_id = harness.thread("bench-prime")
        harness.ask(question, thread_id, use_cache=True, owner=OWNER)
        primed.append(thread_id)

    def cached(i: int) -> tuple[float, int, dict[str, Any]]:
        thread_id = harness.thread("bench-hit")
        turn = harness.ask(CACHED[i % len(CACHED)], thread_id, use_cache=True, owner=OWNER)
        primed.append(thread_id)
        return turn.latency_ms, turn.model_calls, {"hits": int(turn.cache == "hit")}

    def clarify(i: int) -> tuple[float, int, dict[str, Any]]:
        thread_id = harness.thread("bench-clarify")
        first = harness.ask(CLARIFY[0], thread_id)
        if not first.interrupt:
            return first.latency_ms, first.model_calls, {"no_interrupt": 1}
        second = harness.resume(CLARIFY[1], thread_id)
        return (
            first.latency_ms + second.latency_ms,
            second.model_calls,
            {"answered": int(bool(second.answer.strip())), **checked(second)},
        )

    try:
        measure("single_company", single)
        measure("three_companies", three)
        measure("cache_hit", cached)
        measure("clarification_round_trip", clarify)
        if stub is not None:
            measure("single_company_one_503", single_503)
    finally:
        for thread_id in primed:
            cache.delete_thread(thread_id)
    return results


def offline_layers(analysis: Any, path: str = "") -> list[str]:
    """Nodes whose model layer in a turn's ``analysis`` was the offline fallback."""
    found: list[str] = []
    if isinstance(analysis, dict):
        for key, value in analysis.items():
            where = f"{path}/{key}"
            if str(key).startswith("layer:") and isinstance(value, dict):
                if value.get("layer") == "offline":
                    found.append(where)
            else:
                found += offline_layers(value, where)
    return found


def layer_attempts(analysis: Any) -> int | None:
    """Sum of the ``attempts`` the layers of a turn's ``analysis`` record (None: none do)."""
    if not isinstance(analysis, dict):
        return None
    total: int | None = None
    for key, value in analysis.items():
        if str(key).startswith("layer:") and isinstance(value, dict):
            if isinstance(value.get("attempts"), int):
                total = (total or 0) + value["attempts"]
        else:
            inner = layer_attempts(value)
            if inner is not None:
                total = (total or 0) + inner
    return total


def offline_script(body: dict[str, Any]) -> Reply | None:
    """Answer one chat-completions request the way the offline model would.

    The request's messages and tools (OpenAI wire format) go to ``OfflineChatModel``; its
    tool calls come back as a tool-call reply, its text as content. A ``json_schema``
    request (the second structured-output method) gets the offline skill's JSON.
    """
    from langchain_openai.chat_models.base import _convert_dict_to_message

    from mines.llm.factory import offline_model
    from mines.offline.model import STRUCTURED_SKILLS
    from tests.support.openai_stub import Reply

    messages = [_convert_dict_to_message(m) for m in body.get("messages") or []]
    tools = body.get("tools") or []
    response_format = body.get("response_format") or {}
    if not tools and response_format.get("type") == "json_schema":
        skill = STRUCTURED_SKILLS.get((response_format.get("json_schema") or {}).get("name", ""))
        if skill is None:
            return None
        prompt = "\n\n".join(m.text for m in messages if m.type in {"system", "human"})
        return Reply.content(json.dumps(skill(prompt)))
    reply = offline_model().invoke(messages, tools=tools)
    if reply.tool_calls:
        return Reply.tool_calls(*[(c["name"], c["args"]) for c in reply.tool_calls])
    return Reply.content(reply.text)


def _no_delay(stub: OpenAIStub) -> None:
    """Set ``TCP_NODELAY`` on every connection the stub accepts from now on.

    With Nagle's algorithm on, a reply written in several ``send`` calls waits for the
    client's delayed ACK: ~40 ms more per request on Linux loopback (measured: 44 ms per
    call, 1.7 ms with ``TCP_NODELAY``), an artefact of the test server, not of the
    product. Newer versions of the stub set it themselves; setting it twice is harmless.
    """
    server: Any = stub._server  # the stub's ThreadingHTTPServer (private, test support)
    accept = server.get_request

    def get_request() -> tuple[socket.socket, Any]:
        conn, address = accept()
        conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        return conn, address

    server.get_request = get_request


def run_hosted_stub(repeat: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """The scenarios through ``ChatOpenAI`` against the offline-answering stub."""
    from tests.support.openai_stub import OpenAIStub

    with OpenAIStub(script=offline_script) as stub:
        _no_delay(stub)
        os.environ["OPENAI_BASE_URL"] = stub.base_url
        os.environ["OPENAI_API_KEY"] = "sk-bench-stub"
        os.environ["MINES_MODEL"] = STUB_MODEL
        results = run_bench(repeat, STUB_MODEL, stub)
        info = {
            "http_requests_total": len(stub.requests),
            "stub_errors": [repr(e)[:200] for e in stub.errors][:5],
            "stub_error_count": len(stub.errors),
        }
    return results, info


def format_table(results: dict[str, Any]) -> str:
    """A plain-text table of the results (HTTP request columns when they were counted)."""
    with_http = any("http_median" in r for r in results.values())
    header = (
        f"{'scenario':<26} {'runs':>4} {'p50 ms':>8} {'p95 ms':>8} {'mean ms':>8} "
        f"{'max ms':>8} {'calls med':>9} {'calls p95':>9} {'calls max':>9}"
    )
    if with_http:
        header += f" {'http med':>8} {'http p95':>8} {'http max':>8}"
    header += "  notes"
    lines = [header, "-" * len(header)]
    for name, r in results.items():
        notes = ", ".join(f"{k}={v}" for k, v in r.items() if k in NOTE_KEYS)
        line = (
            f"{name:<26} {r['runs']:>4} {r['p50_ms']:>8.1f} {r['p95_ms']:>8.1f} "
            f"{r['mean_ms']:>8.1f} {r['max_ms']:>8.1f} {r['calls_median']:>9} "
            f"{r['calls_p95']:>9.0f} {r['calls_max']:>9}"
        )
        if with_http:
            line += f" {r['http_median']:>8} {r['http_p95']:>8.0f} {r['http_max']:>8}"
        lines.append(f"{line}  {notes}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    """Entry point."""
    parser = bench_parser("evals.bench_graph", __doc__)
    parser.add_argument("--repeat", type=int, default=20, help="runs per scenario (default 20)")
    parser.add_argument(
        "--model", default="", help="model spec (default: environment, else offline)"
    )
    parser.add_argument(
        "--hosted-stub",
        action="store_true",
        help="hosted-model path against a loopback OpenAI-compatible stub answering like "
        "the offline model (ignores --model); writes bench_graph_hosted_stub.json",
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_RESULTS_DIR)
    parser.add_argument("--data-dir", type=Path, default=None)
    args = parser.parse_args(argv)
    model = STUB_MODEL if args.hosted_stub else args.model
    prepare_environment(args.data_dir, model or None)
    from evals.common import model_label

    start = time.perf_counter()
    extra: dict[str, Any] = {}
    if args.hosted_stub:
        results, extra = run_hosted_stub(max(1, args.repeat))
        label = f"{STUB_MODEL} (OpenAIStub on loopback, answers from the offline model)"
    else:
        results = run_bench(max(1, args.repeat), model)
        label = model_label(model)
    print(
        f"bench_graph · model {label} · {args.repeat} runs per scenario "
        f"({time.perf_counter() - start:.1f} s)"
    )
    print(format_table(results))
    if extra:
        print(
            f"stub: {extra['http_requests_total']} HTTP requests in all (warm-ups and cache "
            f"priming included), {extra['stub_error_count']} script errors"
        )
    args.out.mkdir(parents=True, exist_ok=True)
    name = "bench_graph_hosted_stub.json" if args.hosted_stub else "bench_graph.json"
    path = args.out / name
    machine = {"cpus": os.cpu_count(), "loadavg_1m_after": round(os.getloadavg()[0], 2)}
    payload = {
        "model": label,
        "repeat": args.repeat,
        "machine": machine,
        "scenarios": results,
        **extra,
    }
    save_json(path, payload)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
