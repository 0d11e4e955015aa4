"""The house rules a newcomer relies on: the drawn graph is the graph, arrows point down.

- ``docs/graph.mmd`` and the README's picture are LangGraph's own drawing of the compiled
  supervisor (retrieval subgraph inside): a changed graph fails here until redrawn with
  ``graph.get_graph(xray=1).draw_mermaid()``.
- Nodes and agents import the state, the domain and ``mines.llm``, never ``graph/`` nor the
  offline model's modules; ``mines/`` imports no node, agent, graph or web module (the CLI
  excepted: it is the program that builds the graph); only ``mines/langgraph_internals.py``
  imports a private LangGraph module.
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _imports(path: Path) -> set[str]:
    """Every module ``path`` imports, at the top or inside a function."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


def _files(*packages: str) -> list[Path]:
    return [p for package in packages for p in sorted((ROOT / package).rglob("*.py"))]


def _under(module: str, *prefixes: str) -> bool:
    return any(module == p or module.startswith(f"{p}.") for p in prefixes)


def test_the_committed_picture_is_the_compiled_graph() -> None:
    from graph.supervisor import graph

    drawn = graph.get_graph(xray=1).draw_mermaid()
    assert (ROOT / "docs" / "graph.mmd").read_text(encoding="utf-8") == drawn
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert f"```mermaid\n{drawn.rstrip()}\n```" in readme


def test_nodes_import_neither_the_graph_nor_the_offline_model() -> None:
    wrong = {
        f"{path.relative_to(ROOT)}: {module}"
        for path in _files("nodes", "retrieval_nodes", "agents")
        for module in _imports(path)
        if _under(module, "graph", "mines.offline")
    }
    assert not wrong


def test_mines_imports_nothing_above_it() -> None:
    wrong = {
        f"{path.relative_to(ROOT)}: {module}"
        for path in _files("mines")
        if path != ROOT / "mines" / "cli.py"
        for module in _imports(path)
        if _under(module, "graph", "nodes", "retrieval_nodes", "agents", "web")
    }
    assert not wrong


def test_only_the_adapter_imports_private_langgraph_modules() -> None:
    adapter = ROOT / "mines" / "langgraph_internals.py"
    wrong = {
        f"{path.relative_to(ROOT)}: {module}"
        for path in _files("mines", "graph", "nodes", "retrieval_nodes", "agents", "web")
        if path != adapter
        for module in _imports(path)
        if module.startswith("langgraph") and any(p.startswith("_") for p in module.split("."))
    }
    assert not wrong
    assert any("._" in m for m in _imports(adapter))  # the adapter is where they went
