"""The mines command line: JSON contract, threads across invocations, input errors."""

from __future__ import annotations

import json
from typing import Any

import pytest

from mines.cli import MAX_QUESTION_CHARS, main

KEYS = {
    "thread_id",
    "status",
    "answer",
    "question",
    "confidence",
    "grounded",
    "route",
    "cache",
    "sources",
    "steps",
    "model_calls",
}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, dict[str, Any] | None, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, (json.loads(out) if out.strip().startswith("{") else None), err


def test_ask_json_contract(corpus: None, capsys: pytest.CaptureFixture[str]) -> None:
    code, result, _ = run(
        capsys, "ask", "What was Rio Tinto's net debt in FY2024?", "--json", "--thread", "cli-1"
    )
    assert code == 0 and result is not None
    assert set(result) == KEYS
    assert result["status"] == "answered" and "US$5,491 million" in result["answer"]
    assert result["sources"][0] == {
        "company": "RIO",
        "fiscal_year": "FY2024",
        "source": "RIO_FY2024.md",
        "page": result["sources"][0]["page"],
    }
    assert result["steps"][0] == "compress_context" and "grade_docs" in result["steps"]
    assert set(result["route"]) == {
        "is_out_of_scope",
        "needs_retrieval",
        "needs_news",
        "needs_clarification",
    }


def test_thread_persists_across_invocations(
    corpus: None, capsys: pytest.CaptureFixture[str]
) -> None:
    run(capsys, "ask", "What was Fortescue's revenue in FY2024?", "--json", "--thread", "cli-2")
    code, result, _ = run(capsys, "ask", "And their dividends?", "--json", "--thread", "cli-2")
    assert code == 0 and "197 Australian cents per share" in result["answer"]


def test_interrupt_and_resume(corpus: None, capsys: pytest.CaptureFixture[str]) -> None:
    code, first, _ = run(
        capsys, "ask", "Tell me about this company.", "--json", "--thread", "cli-3"
    )
    assert first["status"] == "interrupted" and first["answer"] is None
    assert "Which company" in first["question"]
    code, done, _ = run(
        capsys, "resume", "--thread", "cli-3", "Northern Star gold sold FY2024", "--json"
    )
    assert code == 0 and done["status"] == "answered" and "1,621 koz" in done["answer"]


def test_router_did_not_run_gives_null_route(
    corpus: None, capsys: pytest.CaptureFixture[str]
) -> None:
    _, result, _ = run(capsys, "ask", "Should I sell my BHP shares?", "--json")
    assert result["route"] is None and result["model_calls"] == 0


@pytest.mark.parametrize("question", ["", "   \n\t ", "x" * (MAX_QUESTION_CHARS + 1), "\x00\x01"])
def test_bad_input_exits_2_with_one_line(capsys: pytest.CaptureFixture[str], question: str) -> None:
    code, result, err = run(capsys, "ask", question)
    assert code == 2 and result is None
    assert err.count("\n") == 1 and err.startswith("mines: ")


def test_resume_without_pending_question_exits_2(
    corpus: None, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = run(capsys, "resume", "--thread", "never-asked", "BHP")
    assert code == 2 and "no pending clarification" in err


def test_internal_error_exits_1_without_traceback(
    corpus: None, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    import mines.cli

    def boom(*_: Any) -> Any:
        raise RuntimeError("store exploded")

    monkeypatch.setattr(mines.cli, "_run", boom)
    code, _, err = run(capsys, "ask", "BHP revenue FY2024")
    assert code == 1 and "store exploded" in err and "Traceback" not in err
