"""Bearer-token auth (``web/auth.py``): a second server with ``MINES_API_TOKENS`` set.

Alice and Bob each have a token. Bob must not read, run on, change or delete Alice's
thread (the server answers 404, as if it did not exist), nor see it in a search; a request
without a valid token gets 401, even with Studio's ``x-auth-scheme`` header.
"""

from __future__ import annotations

import asyncio
from typing import Any

import httpx
import pytest
from langgraph_sdk import get_client
from langgraph_sdk.errors import NotFoundError

from tests.server.langgraph_server import AUTH_TOKENS, LangGraphServer
from tests.server.langgraph_server import auth_server as start_auth_server
from web import auth as web_auth

pytestmark = [pytest.mark.server, pytest.mark.enable_socket, pytest.mark.timeout(300)]

TOKENS = AUTH_TOKENS
ASSISTANT = "mines_financial"
QUESTION = {"messages": [{"role": "user", "content": "What was BHP's revenue in FY2024?"}]}


@pytest.fixture(scope="module")
def auth_server(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> LangGraphServer:
    return start_auth_server(request, tmp_path_factory)


def bearer(user: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {TOKENS[user]}"}


async def two_users(url: str) -> dict[str, Any]:
    alice = get_client(url=url, headers=bearer("alice"))
    bob = get_client(url=url, headers=bearer("bob"))
    out: dict[str, Any] = {}
    try:
        thread = await alice.threads.create(metadata={"title": "alice's"})
        tid = thread["thread_id"]
        bob_thread = await bob.threads.create(metadata={"title": "bob's"})
        out["alice_answer"], out["bob_answer"] = await asyncio.gather(
            alice.runs.wait(tid, ASSISTANT, input=QUESTION),
            bob.runs.wait(bob_thread["thread_id"], ASSISTANT, input=QUESTION),
        )
        out["alice_thread"] = await alice.threads.get(tid)

        attempts = {
            "get": bob.threads.get(tid),
            "get_state": bob.threads.get_state(tid),
            "history": bob.threads.get_history(tid),
            "update": bob.threads.update(tid, metadata={"title": "mine now"}),
            "run": bob.runs.wait(tid, ASSISTANT, input=QUESTION),
            "create_run": bob.runs.create(tid, ASSISTANT, input=QUESTION),
            "delete": bob.threads.delete(tid),
        }
        results = await asyncio.gather(*attempts.values(), return_exceptions=True)
        out["bob_attempts"] = dict(zip(attempts, results, strict=True))
        out["bob_runs_list"] = await asyncio.gather(bob.runs.list(tid), return_exceptions=True)
        out["bob_search"] = await bob.threads.search(limit=100)
        out["alice_search"] = await alice.threads.search(limit=100)
        out["bob_assistants"] = await bob.assistants.search(graph_id=ASSISTANT)
        out["alice_after"] = await alice.threads.get(tid)
        out["alice_runs"] = await alice.runs.list(tid)
        out["tid"] = tid
        out["bob_tid"] = bob_thread["thread_id"]
    finally:
        await alice.aclose()
        await bob.aclose()
    return out


@pytest.fixture(scope="module")
def users(auth_server: LangGraphServer) -> dict[str, Any]:
    return asyncio.run(two_users(auth_server.url))


@pytest.mark.parametrize(
    ("method", "path"),
    [
        ("POST", "/threads"),
        ("POST", "/threads/search"),
        ("POST", "/assistants/search"),
        ("POST", "/runs/wait"),
        ("GET", "/assistants/mines_financial/graph"),
    ],
)
def test_requests_without_a_valid_token_get_401(
    auth_server: LangGraphServer, method: str, path: str
) -> None:
    url = f"{auth_server.url}{path}"
    body = {"assistant_id": ASSISTANT, "input": QUESTION} if path == "/runs/wait" else {}
    for headers in (
        {},
        {"Authorization": "Bearer wrong-token"},
        {"Authorization": f"Basic {TOKENS['alice']}"},
        {"x-auth-scheme": "langsmith"},  # Studio's scheme must not bypass the tokens
    ):
        response = httpx.request(method, url, headers=headers, json=body, timeout=10)
        assert response.status_code == 401, (headers, response.text)


def test_health_docs_and_page_stay_public(auth_server: LangGraphServer) -> None:
    assert httpx.get(f"{auth_server.url}/ok", timeout=10).status_code == 200
    assert httpx.get(f"{auth_server.url}/docs", timeout=10).status_code == 200
    assert httpx.get(f"{auth_server.url}/chat", timeout=10).status_code in (200, 503)


def test_owner_runs_on_their_thread_and_it_is_stamped(users: dict[str, Any]) -> None:
    assert "55,658" in users["alice_answer"]["answer"]
    assert "55,658" in users["bob_answer"]["answer"]
    assert users["alice_thread"]["metadata"]["owner"] == "alice"


def test_other_user_cannot_read_run_change_or_delete_the_thread(users: dict[str, Any]) -> None:
    for action, result in users["bob_attempts"].items():
        assert isinstance(result, httpx.HTTPStatusError), (action, result)
        assert result.response.status_code == 404, (action, result.response.text)
    assert users["alice_after"]["metadata"]["title"] == "alice's"
    assert [r["status"] for r in users["alice_runs"]] == ["success"]
    (listed,) = users["bob_runs_list"]
    assert isinstance(listed, BaseException) or listed == []


def test_each_user_lists_only_their_own_threads(users: dict[str, Any]) -> None:
    bob_ids = {t["thread_id"] for t in users["bob_search"]}
    alice_ids = {t["thread_id"] for t in users["alice_search"]}
    assert users["tid"] in alice_ids and users["tid"] not in bob_ids
    assert users["bob_tid"] in bob_ids and users["bob_tid"] not in alice_ids
    assert all(t["metadata"]["owner"] == "bob" for t in users["bob_search"])


def test_assistants_stay_visible_to_every_user(users: dict[str, Any]) -> None:
    assert [a["graph_id"] for a in users["bob_assistants"]] == [ASSISTANT]


def test_not_found_error_class_for_reads(users: dict[str, Any]) -> None:
    assert isinstance(users["bob_attempts"]["get"], NotFoundError)


# --- the module itself, in-process ------------------------------------------------------------


def test_tokens_parse_and_ignore_malformed_entries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(web_auth.TOKENS_ENV, " alice:tokA , bob:tokB,broken,:x,y:, carol : tokC ")
    assert web_auth.configured_tokens() == {"tokA": "alice", "tokB": "bob", "tokC": "carol"}
    monkeypatch.setenv(web_auth.TOKENS_ENV, "")
    assert web_auth.configured_tokens() == {}


def test_authenticate_is_open_without_tokens(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(web_auth.TOKENS_ENV, raising=False)
    user = asyncio.run(web_auth.authenticate(None))
    assert user == {"identity": web_auth.LOCAL_USER, "is_authenticated": True}


def test_authenticate_checks_the_bearer_token(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(web_auth.TOKENS_ENV, "alice:tokA")
    assert asyncio.run(web_auth.authenticate("Bearer tokA"))["identity"] == "alice"
    for header in (None, "", "Bearer", "Bearer tokB", "Token tokA"):
        with pytest.raises(web_auth.Auth.exceptions.HTTPException) as raised:
            asyncio.run(web_auth.authenticate(header))
        assert raised.value.status_code == 401


# --- X-Api-Key: the header agent-chat-ui and the SDKs' ``api_key`` send --------------------


async def api_key_users(url: str) -> dict[str, Any]:
    alice = get_client(url=url, api_key=TOKENS["alice"])  # sent as ``x-api-key``
    alice_bearer = get_client(url=url, api_key=None, headers=bearer("alice"))
    bob = get_client(url=url, api_key=TOKENS["bob"])
    out: dict[str, Any] = {}
    try:
        thread = await alice.threads.create(metadata={"title": "by key"})
        tid = thread["thread_id"]
        out["answer"] = await alice.runs.wait(tid, ASSISTANT, input=QUESTION)
        out["bearer_sees"] = await alice_bearer.threads.get(tid)
        out["bob_get"] = (await asyncio.gather(bob.threads.get(tid), return_exceptions=True))[0]
        out["bob_search"] = await bob.threads.search(limit=100)
        out["alice_search"] = await alice.threads.search(limit=100)
        out["tid"] = tid
    finally:
        for client in (alice, alice_bearer, bob):
            await client.aclose()
    return out


def test_x_api_key_is_the_same_user_with_the_same_isolation(
    auth_server: LangGraphServer,
) -> None:
    out = asyncio.run(api_key_users(auth_server.url))
    assert "55,658" in out["answer"]["answer"]
    assert out["bearer_sees"]["metadata"]["owner"] == "alice"  # same user either way
    assert isinstance(out["bob_get"], NotFoundError)
    assert out["tid"] in {t["thread_id"] for t in out["alice_search"]}
    assert out["tid"] not in {t["thread_id"] for t in out["bob_search"]}
    url = f"{auth_server.url}/threads/search"
    for headers in ({"X-Api-Key": "wrong-token"}, {"X-Api-Key": ""}):
        assert httpx.post(url, headers=headers, json={}, timeout=10).status_code == 401
    # a wrong bearer token is not rescued by a right key
    wrong_bearer = {"Authorization": "Bearer wrong-token", "X-Api-Key": TOKENS["alice"]}
    assert httpx.post(url, headers=wrong_bearer, json={}, timeout=10).status_code == 401


def test_authenticate_reads_x_api_key(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(web_auth.TOKENS_ENV, "alice:tokA,bob:tokB")
    user = asyncio.run(web_auth.authenticate(None, {b"x-api-key": b"tokB"}))
    assert user["identity"] == "bob"
    both = asyncio.run(web_auth.authenticate("Bearer tokA", {b"x-api-key": b"tokA"}))
    assert both["identity"] == "alice"
    for authorization, headers in (
        (None, {b"x-api-key": b"nope"}),
        (None, {b"x-api-key": b"  "}),
        ("Bearer nope", {b"x-api-key": b"tokA"}),
        ("Basic tokA", {}),
    ):
        with pytest.raises(web_auth.Auth.exceptions.HTTPException) as raised:
            asyncio.run(web_auth.authenticate(authorization, headers))
        assert raised.value.status_code == 401
