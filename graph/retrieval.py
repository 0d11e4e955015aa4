"""The retrieval subgraph: rewrite -> per-company retrieval -> grade -> synthesize -> ground."""

from __future__ import annotations

from langgraph.graph import END, START, StateGraph
from langgraph.graph.state import CompiledStateGraph

from graph.routing import (
    fan_out_companies,
    route_after_check_question,
    route_after_grade_answer,
    route_after_grade_docs,
)
from mines.context import Context
from mines.state import RetrievalInput, RetrievalOutput, RetrievalState
from retrieval_nodes.check_question import check_question
from retrieval_nodes.grade_answer import grade_answer
from retrieval_nodes.grade_docs import grade_docs
from retrieval_nodes.query_rewrite import query_rewrite
from retrieval_nodes.retrieve_company import retrieve_company
from retrieval_nodes.synthesize import synthesize


def build_retrieval_graph(
    check_input: bool = False,
) -> StateGraph[RetrievalState, Context, RetrievalInput, RetrievalOutput]:
    """The uncompiled retrieval subgraph.

    ``check_input`` puts ``check_question`` first, for the graph served on its own: inside
    the supervisor the question was already cleaned and bounded by the safety boundary.
    """
    builder = StateGraph(
        RetrievalState,
        context_schema=Context,
        input_schema=RetrievalInput,
        output_schema=RetrievalOutput,
    )
    builder.add_node("query_rewrite", query_rewrite)
    builder.add_node("retrieve_company", retrieve_company)  # type: ignore[call-overload]  # Send payload
    builder.add_node("grade_docs", grade_docs)
    builder.add_node("synthesize", synthesize)
    builder.add_node("grade_answer", grade_answer)
    if check_input:
        builder.add_node("check_question", check_question)
        builder.add_edge(START, "check_question")
        builder.add_conditional_edges(
            "check_question", route_after_check_question, ["query_rewrite", END]
        )
    else:
        builder.add_edge(START, "query_rewrite")
    builder.add_conditional_edges("query_rewrite", fan_out_companies, ["retrieve_company"])
    builder.add_edge("retrieve_company", "grade_docs")
    builder.add_conditional_edges(
        "grade_docs", route_after_grade_docs, ["query_rewrite", "synthesize"]
    )
    builder.add_edge("synthesize", "grade_answer")
    builder.add_conditional_edges("grade_answer", route_after_grade_answer, ["query_rewrite", END])
    return builder


def compile_retrieval_graph(
    check_input: bool = False,
) -> CompiledStateGraph[RetrievalState, Context, RetrievalInput, RetrievalOutput]:
    """The compiled subgraph, without a checkpointer (the parent's is inherited)."""
    return build_retrieval_graph(check_input).compile(name="retrieval")
