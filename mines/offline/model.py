"""``OfflineChatModel``: a deterministic chat model that needs no network.

It speaks the same protocol as a hosted model (messages in, an ``AIMessage`` out, with
tool calls when tools are bound, streamed in chunks), so the graph has one code path.
What it does depends on what it is asked, read from the prompt itself:

- a bound tool named like a structured decision (``RouteDecision``, ``QueryRewrite``,
  ``DocumentGrades``, ``AnswerClaims``) -> the matching rule-based skill fills the tool's
  arguments;
- bound calculator tools -> a ReAct step: tool calls, or the final text after results;
- no tools, a ``<documents>`` and a ``<question>`` section -> extractive synthesis;
- no tools, a ``<conversation>`` section -> an entity-focused summary.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from langchain_core.callbacks import CallbackManagerForLLMRun
from langchain_core.language_models import BaseChatModel, LanguageModelInput
from langchain_core.messages import AIMessage, AIMessageChunk, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatGenerationChunk, ChatResult
from langchain_core.runnables import Runnable
from langchain_core.utils.function_calling import convert_to_openai_tool

from mines.offline import calculate, claims, grade, rewrite, route, summarise, synthesize
from mines.prompt_format import read_tag

StructuredSkill = Callable[[str], dict[str, Any]]

STRUCTURED_SKILLS: dict[str, StructuredSkill] = {
    "RouteDecision": route.decide,
    "QueryRewrite": rewrite.rewrite,
    "DocumentGrades": grade.grade,
    "AnswerClaims": claims.claims,
}
"""Structured decisions the offline model can make, by tool (schema) name."""


class OfflineSkillError(ValueError):
    """The offline model was asked for something it has no skill for."""


def _prompt_text(messages: Sequence[BaseMessage]) -> str:
    return "\n\n".join(m.text for m in messages if m.type in {"system", "human"})


def _call_id(name: str, args: dict[str, Any]) -> str:
    digest = hashlib.sha1(f"{name}{json.dumps(args, sort_keys=True)}".encode()).hexdigest()
    return f"call_{digest[:16]}"


def _tool_names(tools: Sequence[dict[str, Any]]) -> list[str]:
    return [t["function"]["name"] for t in tools if "function" in t]


class OfflineChatModel(BaseChatModel):
    """Rule-based model for this domain: routing, rewriting, grading, synthesis, maths."""

    @property
    def _llm_type(self) -> str:
        return "mines-offline"

    def bind_tools(
        self,
        tools: Sequence[dict[str, Any] | type | Callable[..., Any] | Any],
        *,
        tool_choice: str | None = None,
        **kwargs: Any,
    ) -> Runnable[LanguageModelInput, AIMessage]:
        """Bind tools in OpenAI format, as hosted chat models do."""
        formatted = [convert_to_openai_tool(t) for t in tools]
        return self.bind(tools=formatted, tool_choice=tool_choice, **kwargs)

    def _respond(self, messages: list[BaseMessage], tools: Sequence[dict[str, Any]]) -> AIMessage:
        names = _tool_names(tools)
        prompt = _prompt_text(messages)
        structured = [n for n in names if n in STRUCTURED_SKILLS]
        if structured:
            name = structured[0]
            args = STRUCTURED_SKILLS[name](prompt)
            return AIMessage(
                content="",
                tool_calls=[{"name": name, "args": args, "id": _call_id(name, args)}],
            )
        if names and set(names) <= set(calculate.TOOL_NAMES):
            step = calculate.react_step(messages)
            if step.tool_calls:
                calls = [
                    {"name": n, "args": a, "id": _call_id(f"{n}{i}", a)}
                    for i, (n, a) in enumerate(step.tool_calls)
                ]
                return AIMessage(content="", tool_calls=calls)
            return AIMessage(content=step.text)
        if names:
            raise OfflineSkillError(f"the offline model has no skill for tools {names}")
        if read_tag(prompt, "documents") is not None and read_tag(prompt, "question") is not None:
            return AIMessage(content=synthesize.synthesize(prompt))
        if read_tag(prompt, "conversation") is not None:
            return AIMessage(content=summarise.summarise(prompt))
        return AIMessage(
            content=(
                "I answer questions about the annual reports of BHP, Rio Tinto, Fortescue, "
                "Mineral Resources and Northern Star (FY2021-FY2025)."
            )
        )

    def _generate(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> ChatResult:
        message = self._respond(messages, kwargs.get("tools") or [])
        return ChatResult(generations=[ChatGeneration(message=message)])

    def _stream(
        self,
        messages: list[BaseMessage],
        stop: list[str] | None = None,
        run_manager: CallbackManagerForLLMRun | None = None,
        **kwargs: Any,
    ) -> Iterator[ChatGenerationChunk]:
        message = self._respond(messages, kwargs.get("tools") or [])
        if message.tool_calls:
            chunk = AIMessageChunk(
                content="",
                tool_call_chunks=[
                    {
                        "name": tc["name"],
                        "args": json.dumps(tc["args"]),
                        "id": tc["id"],
                        "index": i,
                    }
                    for i, tc in enumerate(message.tool_calls)
                ],
            )
            yield ChatGenerationChunk(message=chunk)
            return
        for piece in re.findall(r"\S+\s*|\s+", str(message.content)):
            generation = ChatGenerationChunk(message=AIMessageChunk(content=piece))
            if run_manager:
                run_manager.on_llm_new_token(piece, chunk=generation)
            yield generation
