"""Wire-level tests: ChatOpenAI (langchain-openai) against the scripted OpenAI stub.

These pin down (a) what ChatOpenAI puts on the wire for each structured-output method and
(b) how each fault the stub can inject surfaces on the client side, so graph tests can rely
on both. Behaviour recorded here was observed with openai 3.57 / langchain-openai 1.7.4 /
langchain-core 1.8.3; a dependency bump that changes it should fail a test here first.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import AsyncIterator, Iterator
from typing import Any, Literal

import openai
import pydantic
import pytest
from langchain_core.exceptions import (
    ModelAPIError,
    ModelConnectionError,
    ModelRateLimitError,
    ModelTimeoutError,
    OutputParserException,
)
from langchain_core.messages import AIMessageChunk
from langchain_core.tools import tool
from langchain_openai import ChatOpenAI
from pydantic import BaseModel

from tests.support.openai_stub import OpenAIStub, Reply, default_reply, placeholder_from_schema

pytestmark = pytest.mark.timeout(20)

# Streaming with method="json_schema" makes langchain-openai call `chunk.model_dump()` on the
# openai SDK's parsed chunk, whose `parsed` field is typed None but holds our model, so
# Pydantic emits "Pydantic serializer warnings: PydanticSerializationUnexpectedValue(Expected
# `none` ...)". Harmless (the parsed result is right); turned into an error by
# filterwarnings=error, so it is ignored only on the json_schema streaming tests.
IGNORE_JSON_SCHEMA_STREAM_WARNING = pytest.mark.filterwarnings(
    "ignore:Pydantic serializer warnings:UserWarning:pydantic.main"
)


class Route(BaseModel):
    """Decide whether the question needs the annual-report index."""

    needs_retrieval: bool
    company: Literal["BHP", "RIO", "FMG", "S32", "MIN"]
    reason: str


EXPECTED = Route(needs_retrieval=True, company="RIO", reason="asks about FY24 iron ore output")
METHODS = ("function_calling", "json_schema", "json_mode")
PROMPT = "Reply in JSON. How much iron ore did Rio Tinto ship in FY24?"


@pytest.fixture
def stub() -> Iterator[OpenAIStub]:
    with OpenAIStub() as s:
        yield s


def make_llm(stub: OpenAIStub, **kwargs: Any) -> ChatOpenAI:
    params: dict[str, Any] = {
        "model": "stub",
        "base_url": stub.base_url,
        "api_key": "sk-test",
        "max_retries": 0,
        "timeout": 5,
    }
    params.update(kwargs)
    return ChatOpenAI(**params)


def reply_for(method: str, value: dict[str, Any] | str) -> Reply:
    """The reply a real model gives for `method`: a forced tool call, or JSON content."""
    if method == "function_calling":
        return Reply.tool_call("Route", value)
    return Reply.content(value if isinstance(value, str) else json.dumps(value))


def merge(chunks: list[AIMessageChunk]) -> AIMessageChunk:
    assert chunks, "stream yielded nothing"
    total = chunks[0]
    for c in chunks[1:]:
        total = total + c
    return total


async def collect(it: AsyncIterator[Any]) -> list[Any]:
    return [x async for x in it]


# ----- structured output: request bodies and parsing, per method x call style --------------

MODES = ("invoke", "stream", "ainvoke", "astream", "ainvoke_streaming")
STREAMED = {"stream", "astream", "ainvoke_streaming"}


def structured_cases() -> list[Any]:
    cases = []
    for method in METHODS:
        for mode in MODES:
            warns = method == "json_schema" and mode in STREAMED
            marks = [IGNORE_JSON_SCHEMA_STREAM_WARNING] if warns else []
            cases.append(pytest.param(method, mode, marks=marks, id=f"{method}-{mode}"))
    return cases


def check_structured_body(body: dict[str, Any], method: str, *, streamed: bool) -> None:
    assert body["model"] == "stub"
    assert body["stream"] is streamed
    assert body["messages"] == [{"content": PROMPT, "role": "user"}]
    # No stream_options for a custom base_url unless stream_usage=True.
    assert "stream_options" not in body
    if method == "function_calling":
        assert "response_format" not in body
        assert body["tool_choice"] == {"type": "function", "function": {"name": "Route"}}
        assert body["parallel_tool_calls"] is False
        [tool_spec] = body["tools"]
        assert tool_spec["type"] == "function"
        fn = tool_spec["function"]
        assert fn["name"] == "Route"
        assert fn["description"] == Route.__doc__
        assert "strict" not in fn
        params = fn["parameters"]
        assert params["type"] == "object"
        assert params["required"] == ["needs_retrieval", "company", "reason"]
        assert params["properties"]["company"] == {
            "enum": ["BHP", "RIO", "FMG", "S32", "MIN"],
            "type": "string",
        }
        assert params["properties"]["needs_retrieval"] == {"type": "boolean"}
        assert "title" not in params  # Pydantic titles are stripped for tools
    elif method == "json_schema":
        assert "tools" not in body and "tool_choice" not in body
        fmt = body["response_format"]
        assert fmt["type"] == "json_schema"
        assert fmt["json_schema"]["name"] == "Route"
        assert fmt["json_schema"]["strict"] is True
        schema = fmt["json_schema"]["schema"]
        assert schema["title"] == "Route"  # titles are kept here
        assert schema["additionalProperties"] is False
        assert schema["required"] == ["needs_retrieval", "company", "reason"]
        assert schema["properties"]["company"]["enum"] == ["BHP", "RIO", "FMG", "S32", "MIN"]
    else:
        assert body["response_format"] == {"type": "json_object"}
        assert "tools" not in body and "tool_choice" not in body


@pytest.mark.parametrize(("method", "mode"), structured_cases())
async def test_structured_output_wire_and_parse(stub: OpenAIStub, method: str, mode: str) -> None:
    stub.queue(reply_for(method, EXPECTED.model_dump()))
    # "ainvoke_streaming" is what happens inside LangGraph Server: ainvoke, sent as SSE.
    llm = make_llm(stub, **({"streaming": True} if mode == "ainvoke_streaming" else {}))
    runnable = llm.with_structured_output(Route, method=method)

    if mode == "invoke":
        result = runnable.invoke(PROMPT)
    elif mode in ("ainvoke", "ainvoke_streaming"):
        result = await runnable.ainvoke(PROMPT)
    else:
        if mode == "stream":
            outputs = list(runnable.stream(PROMPT))
        else:
            outputs = await collect(runnable.astream(PROMPT))
        assert outputs, "structured stream yielded nothing"
        assert all(isinstance(o, Route) for o in outputs)
        result = outputs[-1]

    assert isinstance(result, Route)
    assert result == EXPECTED
    [body] = stub.requests
    check_structured_body(body, method, streamed=mode in STREAMED)


@pytest.mark.parametrize("kwargs", [{"streaming": False}, {"disable_streaming": True}])
def test_streaming_disabled_function_calling_stream_yields_nothing(
    stub: OpenAIStub, kwargs: dict[str, Any]
) -> None:
    # SURPRISE: with streaming turned off, .stream() falls back to one non-streaming call
    # that returns a whole AIMessage; langchain-core's cumulative parser turns it into a bare
    # BaseMessageChunk (losing .tool_calls), so PydanticToolsParser finds nothing and the
    # structured stream is EMPTY. json_mode/json_schema are not affected; invoke is fine.
    llm = make_llm(stub, **kwargs)
    stub.queue(reply_for("function_calling", EXPECTED.model_dump()))
    assert list(llm.with_structured_output(Route, method="function_calling").stream(PROMPT)) == []
    assert stub.requests[0]["stream"] is False
    stub.queue(reply_for("json_mode", EXPECTED.model_dump()))
    assert list(llm.with_structured_output(Route, method="json_mode").stream(PROMPT)) == [EXPECTED]
    stub.queue(reply_for("function_calling", EXPECTED.model_dump()))
    assert llm.with_structured_output(Route, method="function_calling").invoke(PROMPT) == EXPECTED


@pytest.mark.parametrize("method", ["function_calling", "json_schema"])
def test_structured_output_default_reply_uses_schema_placeholders(
    stub: OpenAIStub, method: str
) -> None:
    result = make_llm(stub).with_structured_output(Route, method=method).invoke(PROMPT)
    assert result == Route(needs_retrieval=False, company="BHP", reason="")


def test_include_raw_reports_no_error_on_good_reply(stub: OpenAIStub) -> None:
    stub.queue(reply_for("json_schema", EXPECTED.model_dump()))
    out = make_llm(stub).with_structured_output(Route, include_raw=True).invoke(PROMPT)
    assert out["parsed"] == EXPECTED
    assert out["parsing_error"] is None
    # include_raw without method uses the default json_schema method
    assert stub.requests[0]["response_format"]["type"] == "json_schema"


def test_function_calling_strict_adds_strict_flags(stub: OpenAIStub) -> None:
    stub.queue(reply_for("function_calling", EXPECTED.model_dump()))
    runnable = make_llm(stub).with_structured_output(Route, method="function_calling", strict=True)
    assert runnable.invoke(PROMPT) == EXPECTED
    fn = stub.requests[0]["tools"][0]["function"]
    assert fn["strict"] is True
    assert fn["parameters"]["additionalProperties"] is False


# ----- plain text ----------------------------------------------------------------------------

TEXT = "Rio Tinto shipped 328.6 Mt of Pilbara iron ore in FY24, up 1% on FY23."


def test_plain_invoke_body_headers_and_metadata(stub: OpenAIStub) -> None:
    stub.queue(Reply.content(TEXT))
    msg = make_llm(stub).invoke("hi")
    assert msg.content == TEXT
    assert msg.response_metadata["finish_reason"] == "stop"
    assert msg.response_metadata["model_name"] == "stub"
    assert msg.usage_metadata is not None and msg.usage_metadata["output_tokens"] > 0
    [body] = stub.requests
    assert body["stream"] is False
    assert body["messages"] == [{"content": "hi", "role": "user"}]
    for key in ("tools", "tool_choice", "response_format", "stream_options"):
        assert key not in body
    [headers] = stub.request_headers
    assert headers["authorization"] == "Bearer sk-test"
    assert headers["content-type"] == "application/json"


def test_plain_default_reply(stub: OpenAIStub) -> None:
    assert make_llm(stub).invoke("hi").content == "stub reply"


def test_plain_sync_stream_is_split_into_chunks(stub: OpenAIStub) -> None:
    stub.queue(Reply.content(TEXT))
    chunks = list(make_llm(stub).stream("hi"))
    pieces = [c.content for c in chunks if c.content]
    assert len(pieces) >= 5
    assert "".join(pieces) == TEXT
    assert merge(chunks).response_metadata["finish_reason"] == "stop"
    assert stub.requests[0]["stream"] is True


async def test_plain_async_stream_is_split_into_chunks(stub: OpenAIStub) -> None:
    stub.queue(Reply.content(TEXT, chunk_size=3))
    chunks = await collect(make_llm(stub).astream("hi"))
    pieces = [c.content for c in chunks if c.content]
    assert len(pieces) == -(-len(TEXT) // 3)
    assert "".join(pieces) == TEXT
    assert merge(chunks).response_metadata["finish_reason"] == "stop"


def test_stream_usage_adds_stream_options_and_final_usage_chunk(stub: OpenAIStub) -> None:
    stub.queue(Reply.content("ok then", usage={"prompt_tokens": 11, "completion_tokens": 7}))
    total = merge(list(make_llm(stub, stream_usage=True).stream("hi")))
    assert stub.requests[0]["stream_options"] == {"include_usage": True}
    assert total.usage_metadata is not None
    assert total.usage_metadata["input_tokens"] == 11
    assert total.usage_metadata["output_tokens"] == 7
    assert total.usage_metadata["total_tokens"] == 18


def test_json_object_default_reply_is_empty_object(stub: OpenAIStub) -> None:
    msg = make_llm(stub).bind(response_format={"type": "json_object"}).invoke("hi")
    assert msg.content == "{}"


# ----- bind_tools ----------------------------------------------------------------------------


@tool
def lookup_figure(company: str, metric: str, year: int) -> str:
    """Look up a reported figure."""
    return ""


FIGURE_ARGS = {"company": "BHP", "metric": "underlying EBITDA", "year": 2024}


def check_bind_tools_body(body: dict[str, Any]) -> None:
    assert body["stream"] is True
    assert [t["function"]["name"] for t in body["tools"]] == ["lookup_figure"]
    assert body["tools"][0]["function"]["parameters"]["properties"]["year"] == {"type": "integer"}
    assert "tool_choice" not in body and "parallel_tool_calls" not in body


def test_bind_tools_sync_stream_tool_call_deltas(stub: OpenAIStub) -> None:
    stub.queue(Reply.tool_call("lookup_figure", FIGURE_ARGS, id="call_abc", chunk_size=5))
    chunks = list(make_llm(stub).bind_tools([lookup_figure]).stream("EBITDA?"))
    with_args = [c for c in chunks if c.tool_call_chunks and c.tool_call_chunks[0]["args"]]
    assert len(with_args) >= 5  # arguments arrived in several fragments
    # name and id come only in the first tool-call delta
    named = [c for c in chunks if c.tool_call_chunks and c.tool_call_chunks[0]["name"]]
    assert len(named) == 1
    total = merge(chunks)
    assert total.tool_calls == [
        {"name": "lookup_figure", "args": FIGURE_ARGS, "id": "call_abc", "type": "tool_call"}
    ]
    assert total.response_metadata["finish_reason"] == "tool_calls"
    check_bind_tools_body(stub.requests[0])


async def test_bind_tools_async_stream_parallel_tool_calls(stub: OpenAIStub) -> None:
    other = {"company": "FMG", "metric": "C1 cost", "year": 2023}
    stub.queue(Reply.tool_calls(("lookup_figure", FIGURE_ARGS), ("lookup_figure", other)))
    chunks = await collect(make_llm(stub).bind_tools([lookup_figure]).astream("EBITDA?"))
    total = merge(chunks)
    assert [tc["args"] for tc in total.tool_calls] == [FIGURE_ARGS, other]
    assert all(tc["id"].startswith("call_") for tc in total.tool_calls)
    assert len({tc["id"] for tc in total.tool_calls}) == 2
    assert total.invalid_tool_calls == []
    check_bind_tools_body(stub.requests[0])


def test_bind_tools_non_streaming_tool_call(stub: OpenAIStub) -> None:
    stub.queue(Reply.tool_call("lookup_figure", FIGURE_ARGS))
    msg = make_llm(stub).bind_tools([lookup_figure]).invoke("EBITDA?")
    assert [(tc["name"], tc["args"]) for tc in msg.tool_calls] == [("lookup_figure", FIGURE_ARGS)]
    assert msg.content == ""
    assert msg.response_metadata["finish_reason"] == "tool_calls"


def test_bind_tools_without_forced_choice_defaults_to_text(stub: OpenAIStub) -> None:
    msg = make_llm(stub).bind_tools([lookup_figure]).invoke("EBITDA?")
    assert msg.content == "stub reply" and msg.tool_calls == []


# ----- scripting API, defaults, models ---------------------------------------------------------


def test_queue_is_consumed_before_script_and_script_can_defer(stub: OpenAIStub) -> None:
    seen: list[str] = []

    def script(body: dict[str, Any]) -> Reply | None:
        text = body["messages"][-1]["content"]
        seen.append(text)
        return Reply.content(f"echo {text}") if text != "defer" else None

    stub.script = script
    stub.queue(Reply.content("queued"))
    llm = make_llm(stub)
    assert [llm.invoke(t).content for t in ("a", "b", "defer")] == [
        "queued",
        "echo b",
        "stub reply",
    ]
    assert seen == ["b", "defer"]
    assert stub.pending == 0
    assert [r["messages"][-1]["content"] for r in stub.requests] == ["a", "b", "defer"]


def test_placeholder_from_schema_handles_refs_unions_and_constraints() -> None:
    class Leg(BaseModel):
        kind: Literal["capex", "opex"]
        amount: float

    class Plan(BaseModel):
        legs: list[Leg]
        lead: Leg
        note: str | None
        count: int
        flags: list[bool]

    schema = Plan.model_json_schema()
    schema["properties"]["legs"]["minItems"] = 1
    value = placeholder_from_schema(schema)
    assert value == {
        "legs": [{"kind": "capex", "amount": 0}],
        "lead": {"kind": "capex", "amount": 0},
        "note": "",
        "count": 0,
        "flags": [],
    }
    Plan.model_validate(value)


def test_default_reply_for_required_tool_choice_calls_first_tool() -> None:
    body = {
        "tools": [{"type": "function", "function": {"name": "f", "parameters": {}}}],
        "tool_choice": "required",
    }
    reply = default_reply(body)
    assert reply.kind == "tool_calls" and reply.calls[0].name == "f"


def test_models_endpoint(stub: OpenAIStub) -> None:
    client = openai.OpenAI(base_url=stub.base_url, api_key="sk-test", max_retries=0, timeout=5)
    assert [m.id for m in client.models.list()] == ["stub"]
    assert client.models.retrieve("stub").owned_by == "openai-stub"
    client.close()


# ----- faults: HTTP errors ---------------------------------------------------------------------


def test_http_500_raises_internal_server_error(stub: OpenAIStub) -> None:
    stub.queue(Reply.http_error(500))
    with pytest.raises(openai.InternalServerError) as info:
        make_llm(stub).invoke("hi")
    # langchain-openai re-raises as OpenAIAPIError(openai.InternalServerError, ModelAPIError)
    assert isinstance(info.value, ModelAPIError)
    assert info.value.status_code == 500
    assert info.value.type == "server_error"
    assert len(stub.requests) == 1  # max_retries=0: no retry


async def test_http_503_on_async_stream_raises_before_any_chunk(stub: OpenAIStub) -> None:
    stub.queue(Reply.http_error(503))
    got: list[Any] = []
    with pytest.raises(openai.InternalServerError) as info:
        async for chunk in make_llm(stub).astream("hi"):
            got.append(chunk)
    assert info.value.status_code == 503
    assert got == []


def test_http_429_raises_rate_limit_error_with_retry_after(stub: OpenAIStub) -> None:
    stub.queue(Reply.http_error(429, retry_after=7))
    with pytest.raises(openai.RateLimitError) as info:
        make_llm(stub).with_structured_output(Route, method="function_calling").invoke("hi")
    assert isinstance(info.value, ModelRateLimitError)
    assert info.value.response.headers["retry-after"] == "7"
    assert info.value.code == "rate_limit_exceeded"
    assert len(stub.requests) == 1


def test_http_429_is_retried_after_retry_after_when_retries_allowed(stub: OpenAIStub) -> None:
    stub.queue(Reply.http_error(429, retry_after=0.3), Reply.content("second time lucky"))
    start = time.monotonic()
    msg = make_llm(stub, max_retries=1).invoke("hi")
    elapsed = time.monotonic() - start
    assert msg.content == "second time lucky"
    assert len(stub.requests) == 2
    assert 0.25 <= elapsed < 3  # the openai client honours Retry-After


def test_http_error_custom_text_body(stub: OpenAIStub) -> None:
    stub.queue(Reply.http_error(500, body="upstream exploded"))
    with pytest.raises(openai.InternalServerError) as info:
        make_llm(stub).invoke("hi")
    # a non-JSON error body is kept verbatim on .body; the message is only the status
    assert info.value.body == "upstream exploded"
    assert str(info.value) == "Error code: 500"


# ----- faults: timeouts ------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["invoke", "stream", "ainvoke"])
async def test_delay_longer_than_timeout_raises_timeout(stub: OpenAIStub, mode: str) -> None:
    stub.queue(Reply.delay(10))
    llm = make_llm(stub, timeout=0.3)
    start = time.monotonic()
    with pytest.raises(openai.APITimeoutError) as info:
        if mode == "invoke":
            llm.invoke("hi")
        elif mode == "stream":
            list(llm.stream("hi"))
        else:
            await llm.ainvoke("hi")
    elapsed = time.monotonic() - start
    assert isinstance(info.value, ModelTimeoutError)
    assert 0.25 <= elapsed < 2.0, elapsed
    assert len(stub.requests) == 1


def test_delay_shorter_than_timeout_then_answers(stub: OpenAIStub) -> None:
    stub.queue(Reply.delay(0.2, then=Reply.content("late but fine")))
    start = time.monotonic()
    assert make_llm(stub, timeout=3).invoke("hi").content == "late but fine"
    assert time.monotonic() - start >= 0.2


def test_stall_between_stream_chunks_raises_timeout_mid_stream(stub: OpenAIStub) -> None:
    # The read timeout applies per read, so a stream that stalls after its first chunk
    # raises APITimeoutError (wrapped, not a bare httpx error) after yielding that chunk.
    stub.queue(Reply.content("one two three", chunk_delay=5))
    got: list[AIMessageChunk] = []
    start = time.monotonic()
    with pytest.raises(openai.APITimeoutError):
        for chunk in make_llm(stub, timeout=0.3).stream("hi"):
            got.append(chunk)
    assert time.monotonic() - start < 2.0
    assert [c.content for c in got] == [""]  # only the role chunk arrived


def test_stop_is_prompt_while_a_request_is_delayed(stub: OpenAIStub) -> None:
    stub.queue(Reply.delay(30))
    errors: list[BaseException] = []

    def call() -> None:
        try:
            make_llm(stub, timeout=10).invoke("hi")
        except BaseException as exc:
            errors.append(exc)

    worker = threading.Thread(target=call, daemon=True)
    worker.start()
    stub.wait_for_requests(1)
    start = time.monotonic()
    stub.stop()
    assert time.monotonic() - start < 1.0
    worker.join(timeout=3)
    assert not worker.is_alive()
    # the delayed handler closes the socket when stopped: a connection error, not a timeout
    [err] = errors
    assert isinstance(err, openai.APIConnectionError)
    assert not isinstance(err, openai.APITimeoutError)


# ----- faults: broken connections ---------------------------------------------------------------


def test_drop_connection_raises_connection_error(stub: OpenAIStub) -> None:
    stub.queue(Reply.drop_connection())
    start = time.monotonic()
    with pytest.raises(openai.APIConnectionError) as info:
        make_llm(stub).invoke("hi")
    assert not isinstance(info.value, openai.APITimeoutError)
    assert isinstance(info.value, ModelConnectionError)
    assert time.monotonic() - start < 1.0


async def test_drop_connection_on_async_stream(stub: OpenAIStub) -> None:
    stub.queue(Reply.drop_connection())
    with pytest.raises(openai.APIConnectionError):
        await collect(make_llm(stub).astream("hi"))


def test_abrupt_cut_stream_yields_partial_chunks_then_raises(stub: OpenAIStub) -> None:
    # Socket closed mid-body (no terminating HTTP chunk, no [DONE]): the chunks already
    # received are yielded, then APIConnectionError ("Connection error.") is raised.
    stub.queue(Reply.cut_stream(3, Reply.content("one two three four five")))
    got: list[AIMessageChunk] = []
    with pytest.raises(openai.APIConnectionError) as info:
        for chunk in make_llm(stub).stream("hi"):
            got.append(chunk)
    assert not isinstance(info.value, openai.APITimeoutError)
    assert [c.content for c in got] == ["", "one ", "two "]


async def test_abrupt_cut_stream_async_raises(stub: OpenAIStub) -> None:
    stub.queue(Reply.cut_stream(2))
    with pytest.raises(openai.APIConnectionError):
        await make_llm(stub, streaming=True).ainvoke("hi")


def test_clean_cut_stream_ends_silently_with_truncated_text(stub: OpenAIStub) -> None:
    # HTTP response ended properly but the SSE stream lacks finish_reason and [DONE]:
    # NO error is raised; the stream just ends. Only the missing finish_reason tells.
    stub.queue(Reply.cut_stream(3, Reply.content("one two three four five"), clean=True))
    total = merge(list(make_llm(stub).stream("hi")))
    assert total.content == "one two "
    assert "finish_reason" not in total.response_metadata


@pytest.mark.parametrize(
    ("method", "error"),
    [
        # partial tool args '{"needs_retrieval": true' are partial-parsed, then Pydantic fails
        pytest.param("function_calling", pydantic.ValidationError, id="function_calling"),
        # the openai SDK validates the truncated JSON text itself: json_invalid
        pytest.param(
            "json_schema",
            pydantic.ValidationError,
            id="json_schema",
            marks=IGNORE_JSON_SCHEMA_STREAM_WARNING,
        ),
        pytest.param("json_mode", OutputParserException, id="json_mode"),
    ],
)
async def test_clean_cut_structured_ainvoke_streaming_raises(
    stub: OpenAIStub, method: str, error: type[Exception]
) -> None:
    # The LangGraph Server path (ainvoke sent as SSE) with a truncated stream.
    stub.queue(Reply.cut_stream(4, reply_for(method, EXPECTED.model_dump()), clean=True))
    runnable = make_llm(stub, streaming=True).with_structured_output(Route, method=method)
    with pytest.raises(error):
        await runnable.ainvoke(PROMPT)
    assert stub.requests[0]["stream"] is True


@pytest.mark.parametrize("method", ["function_calling", "json_mode"])
def test_clean_cut_structured_stream_yields_nothing(stub: OpenAIStub, method: str) -> None:
    # .stream() on a structured runnable only emits complete objects, so a truncated
    # stream gives an empty iterator -- no error at all.
    stub.queue(Reply.cut_stream(4, reply_for(method, EXPECTED.model_dump()), clean=True))
    runnable = make_llm(stub).with_structured_output(Route, method=method)
    assert list(runnable.stream(PROMPT)) == []


def test_cut_non_streaming_body_raises_connection_error(stub: OpenAIStub) -> None:
    stub.queue(Reply.cut_stream(0, Reply.content("hello there")))
    with pytest.raises(openai.APIConnectionError):
        make_llm(stub).invoke("hi")


# ----- faults: malformed model output -----------------------------------------------------------

MALFORMED = '{"needs_retrieval": tru'


def test_malformed_tool_args_function_calling_returns_none_silently(stub: OpenAIStub) -> None:
    # SURPRISE: no exception. langchain-openai 1.7 puts the bad call in
    # `invalid_tool_calls` (and no longer in additional_kwargs["tool_calls"]), so
    # PydanticToolsParser(first_tool_only=True) finds no tool call and returns None.
    stub.queue(reply_for("function_calling", MALFORMED))
    runnable = make_llm(stub).with_structured_output(Route, method="function_calling")
    assert runnable.invoke(PROMPT) is None


def test_malformed_tool_args_include_raw_has_no_parsing_error(stub: OpenAIStub) -> None:
    stub.queue(reply_for("function_calling", MALFORMED))
    out = (
        make_llm(stub)
        .with_structured_output(Route, method="function_calling", include_raw=True)
        .invoke(PROMPT)
    )
    assert out["parsed"] is None
    assert out["parsing_error"] is None  # the only trace is on the raw message:
    [bad] = out["raw"].invalid_tool_calls
    assert bad["name"] == "Route" and bad["args"] == MALFORMED
    assert out["raw"].tool_calls == []


def test_malformed_tool_args_stream_yields_nothing(stub: OpenAIStub) -> None:
    stub.queue(reply_for("function_calling", MALFORMED))
    runnable = make_llm(stub).with_structured_output(Route, method="function_calling")
    assert list(runnable.stream(PROMPT)) == []


def test_schema_invalid_tool_args_raise_pydantic_validation_error(stub: OpenAIStub) -> None:
    # Valid JSON of the wrong shape: a plain pydantic.ValidationError, not OutputParserException.
    stub.queue(reply_for("function_calling", {"needs_retrieval": "maybe"}))
    with pytest.raises(pydantic.ValidationError):
        make_llm(stub).with_structured_output(Route, method="function_calling").invoke(PROMPT)


@pytest.mark.parametrize("include_raw", [False, True])
def test_malformed_json_schema_content_raises_even_with_include_raw(
    stub: OpenAIStub, include_raw: bool
) -> None:
    # json_schema parsing happens inside the openai SDK (chat.completions.parse) during the
    # model call, so include_raw's fallback never sees it: pydantic ValidationError escapes.
    stub.queue(reply_for("json_schema", MALFORMED))
    runnable = make_llm(stub).with_structured_output(
        Route, method="json_schema", include_raw=include_raw
    )
    with pytest.raises(pydantic.ValidationError, match="json_invalid|Invalid JSON"):
        runnable.invoke(PROMPT)


def test_malformed_json_mode_content_raises_output_parser_exception(stub: OpenAIStub) -> None:
    stub.queue(reply_for("json_mode", MALFORMED))
    with pytest.raises(OutputParserException):
        make_llm(stub).with_structured_output(Route, method="json_mode").invoke(PROMPT)


def test_malformed_json_mode_include_raw_gives_parsing_error(stub: OpenAIStub) -> None:
    stub.queue(reply_for("json_mode", MALFORMED))
    out = (
        make_llm(stub)
        .with_structured_output(Route, method="json_mode", include_raw=True)
        .invoke(PROMPT)
    )
    assert out["parsed"] is None
    assert isinstance(out["parsing_error"], OutputParserException)
    assert out["raw"].content == MALFORMED
