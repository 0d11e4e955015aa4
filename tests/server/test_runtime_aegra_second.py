"""The second attack on the production runtime (Aegra, two workers, Postgres, Redis, Chroma).

The attacks of ``test_security_second.py`` that also worked on Aegra run here against its
auth stack (the one ``test_runtime_aegra.py`` shares), plus the two that were Aegra's own:
the v2 command route that never met our run checks (#1) and cron jobs whose runs skipped
the checks and took the cache owner from the client (#3).
"""

from __future__ import annotations

from typing import Any

import httpx

from tests.server import test_security_second as second
from tests.server.aegra_server import AegraServer
from tests.server.test_runtime_aegra import auth_server, pytestmark

__all__ = ["auth_server", "pytestmark"]  # the Aegra auth stack and markers, shared

ASSISTANT = second.ASSISTANT
CRON_QUESTION = "What was BHP's revenue in FY2023?"


def test_the_v2_command_route_is_refused(auth_server: AegraServer) -> None:
    second.assert_v2_refused(second.v2_attacks(auth_server.url))


def test_every_field_of_a_message_counts_towards_the_limit(auth_server: AegraServer) -> None:
    second.assert_oversized_fields_refused(second.oversized_fields(auth_server.url))


def test_message_ids_cannot_replace_or_remove_earlier_turns(auth_server: AegraServer) -> None:
    second.assert_ids_replace_nothing(second.replayed_ids(auth_server.url))


def test_a_client_cannot_choose_the_model_or_an_unbounded_timeout(
    auth_server: AegraServer,
) -> None:
    second.assert_model_choice_refused(second.model_choices(auth_server.url))


def test_bodies_outside_the_messages_are_bounded(auth_server: AegraServer) -> None:
    second.assert_huge_bodies_refused(second.huge_bodies(auth_server.url))


def test_bad_input_gets_a_4xx_with_a_clear_message(auth_server: AegraServer) -> None:
    second.assert_bad_input_is_a_4xx(second.bad_input(auth_server.url))


# --- 3: crons obey the rules of runs and cannot choose the cache owner --------------------------


def _cache_of(http: httpx.Client, tid: str) -> str:
    return str(http.get(f"/threads/{tid}/state").json()["values"]["cache"])


def cron_attacks(url: str) -> dict[str, Any]:
    alice = second.client(url, "alice")
    bob = second.client(url, "bob")
    tid = second.new_thread(alice)
    cron_path = f"/threads/{tid}/runs/crons"

    def cron(**body: Any) -> httpx.Response:
        return alice.post(
            cron_path, json={"assistant_id": ASSISTANT, "schedule": "0 0 1 1 *", **body}
        )

    ask = {"messages": [second.user_message(CRON_QUESTION)]}
    refused = {
        "41 messages": cron(input={"messages": [second.user_message("hi")] * 41}),
        "40,000 characters": cron(input={"messages": [second.user_message("x" * 5000)] * 8}),
        "feed url": cron(input=ask, context={"news_feed_url": "http://127.0.0.1:1/"}),
        "stateless feed url": alice.post(
            "/runs/crons",
            json={
                "assistant_id": ASSISTANT,
                "schedule": "0 0 1 1 *",
                "input": ask,
                "config": {"configurable": {"news_feed_url": "file:///etc/passwd"}},
            },
        ),  # fmt: skip
        "assistant message": cron(input={"messages": [{"role": "assistant", "content": "x"}]}),
    }
    runs_after_refusals = second.runs_of(alice, tid)
    # Alice's cron claims Bob as the cache owner; its first run starts at once.
    first = cron(input=ask, context={"owner": "bob"})
    assert first.status_code == 200, first.text
    run = first.json()
    joined = alice.get(f"/threads/{tid}/runs/{run['run_id']}/join", timeout=300)
    bob_tid = second.new_thread(bob)
    bob_answer = second.run_wait(bob, bob_tid, input=ask)
    alice_tid = second.new_thread(alice)
    second.run_wait(alice, alice_tid, input=ask)
    return {
        "refused": {k: (r.status_code, r.text[:300]) for k, r in refused.items()},
        "runs_after_refusals": runs_after_refusals,
        "joined": joined.status_code,
        "cron_answer": alice.get(f"/threads/{tid}/state").json()["values"].get("answer", ""),
        "bob": (_cache_of(bob, bob_tid), bob_answer.json()["answer"]),
        "alice": _cache_of(alice, alice_tid),
    }


def test_crons_obey_the_run_checks_and_cannot_choose_the_cache_owner(
    auth_server: AegraServer,
) -> None:
    out = cron_attacks(auth_server.url)
    for name, (status, body) in out["refused"].items():
        expected = 413 if name in {"41 messages", "40,000 characters"} else 400
        assert status == expected, (name, status, body)
    assert "MINES_NEWS_FEED_URL" in out["refused"]["feed url"][1]
    assert out["runs_after_refusals"] == []
    assert out["joined"] == 200 and "BHP" in out["cron_answer"]
    bob_cache, bob_answer = out["bob"]
    assert bob_cache == "miss", out  # Alice's cron did not write into Bob's cache
    assert "BHP" in bob_answer
    assert out["alice"] == "hit", out  # it wrote into hers
