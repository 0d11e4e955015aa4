"""The supervisor graph, exported as ``graph`` for LangGraph Server (no checkpointer here)."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from agents.calculator_agent import calculator_agent
from agents.news_agent import news_agent
from agents.retrieval_agent import make_retrieval_agent
from graph.retrieval import compile_retrieval_graph
from graph.routing import (
    route_after_aggregate,
    route_after_clarify,
    route_after_decision,
    route_after_guardrails,
    route_after_memory,
    route_after_safety,
)
from mines.context import Context
from mines.state import InputState, MainState, OutputState
from nodes.aggregate import aggregate
from nodes.answer import answer
from nodes.clarify import clarify
from nodes.compress_context import compress_context
from nodes.fallback import fallback
from nodes.guardrails import guardrails
from nodes.memory import memory
from nodes.retrieve_decision import retrieve_decision
from nodes.safety_boundary import safety_boundary


def build_supervisor_graph() -> StateGraph[MainState, Context, InputState, OutputState]:
    """The uncompiled supervisor graph."""
    builder = StateGraph(
        MainState, context_schema=Context, input_schema=InputState, output_schema=OutputState
    )
    builder.add_node("compress_context", compress_context)
    builder.add_node("safety_boundary", safety_boundary)
    builder.add_node("memory", memory)
    builder.add_node("retrieve_decision", retrieve_decision)
    builder.add_node("clarify", clarify)
    retrieval_agent = make_retrieval_agent(compile_retrieval_graph())
    builder.add_node("retrieval_agent", retrieval_agent)  # type: ignore[arg-type]
    builder.add_node("news_agent", news_agent)
    builder.add_node("aggregate", aggregate)
    builder.add_node("calculator_agent", calculator_agent)
    builder.add_node("guardrails", guardrails)
    builder.add_node("answer", answer)
    builder.add_node("fallback", fallback)

    builder.add_edge(START, "compress_context")
    builder.add_edge("compress_context", "safety_boundary")
    builder.add_conditional_edges("safety_boundary", route_after_safety, ["memory", "answer"])
    builder.add_conditional_edges("memory", route_after_memory, ["retrieve_decision", "answer"])
    builder.add_conditional_edges(
        "retrieve_decision",
        route_after_decision,
        ["answer", "clarify", "retrieval_agent", "news_agent", "guardrails"],
    )
    builder.add_conditional_edges(
        "clarify", route_after_clarify, ["retrieve_decision", "answer", "clarify"]
    )
    builder.add_edge("retrieval_agent", "aggregate")
    builder.add_edge("news_agent", "aggregate")
    builder.add_conditional_edges(
        "aggregate", route_after_aggregate, ["calculator_agent", "guardrails"]
    )
    builder.add_edge("calculator_agent", "guardrails")
    builder.add_conditional_edges("guardrails", route_after_guardrails, ["answer", "fallback"])
    builder.add_edge("answer", END)
    builder.add_edge("fallback", END)
    return builder


def compile_supervisor_graph(
    **kwargs: object,
) -> CompiledStateGraph[MainState, Context, InputState, OutputState]:
    """Compile the supervisor; callers (CLI, tests) pass their own ``checkpointer``."""
    return build_supervisor_graph().compile(name="mines_financial", **kwargs)  # type: ignore[arg-type]


graph = compile_supervisor_graph()
"""The server-loaded graph: compiled without a checkpointer (the server supplies one)."""

retrieval_graph = compile_retrieval_graph(check_input=True)
"""The retrieval subgraph on its own, for Studio and the API: its question is checked first."""
