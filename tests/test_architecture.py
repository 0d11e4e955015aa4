"""The house rules a newcomer relies on: the drawn graph is the graph, arrows point down.

- ``docs/graph.mmd`` and the README's picture are LangGraph's own drawing of the compiled
  supervisor (retrieval subgraph inside): a changed graph fails here until redrawn with
  ``graph.get_graph(xray=1).draw_mermaid()``.
- Nodes and agents import the state, the domain and ``mines.llm``, never ``graph/`` nor the
  offline model's modules; ``mines/`` imports no node, agent, graph or web module (the CLI
  excepted: it is the program that builds the graph); only ``mines/langgraph_internals.py``
  imports a private LangGraph module.
- The subpackages of ``mines`` (``question``, ``figures``, ``ingest``, ``llm``, ``offline``),
  and every module of ``mines``, import each other one way only: what two of them share
  sits in a module below both (the measure vocabulary, ``mines/measures/``, is read
  by the question and the figures).
"""

from __future__ import annotations

import ast
import itertools
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


def _package(module: str) -> str | None:
    """The unit a module counts in: its subpackage of ``mines`` (None for a top-level module)."""
    parts = module.split(".")
    if parts[0] != "mines" or len(parts) < 2 or not (ROOT / "mines" / parts[1]).is_dir():
        return None
    return f"mines.{parts[1]}"


def _package_imports() -> dict[str, dict[str, set[str]]]:
    """``{package: {imported package: {file, ...}}}`` between the subpackages of ``mines``."""
    found: dict[str, dict[str, set[str]]] = {}
    for path in _files("mines"):
        dotted = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        source = _package(dotted.removesuffix(".__init__"))
        if source is None:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            modules: list[str] = []
            if isinstance(node, ast.Import):
                modules = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
                modules = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            for module in modules:
                target = _package(module)
                if target is not None and target != source:
                    found.setdefault(source, {}).setdefault(target, set()).add(path.name)
    return found


def _cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the graph (its nodes in order, the first repeated last), or None."""
    state: dict[str, int] = {}  # 1: on the current path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                return path[path.index(nxt) :] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        path.pop()
        state[node] = 2
        return None

    for start in sorted(edges):
        if start not in state and (found := visit(start)):
            return found
    return None


def test_the_subpackages_of_mines_import_each_other_one_way() -> None:
    imports = _package_imports()
    cycle = _cycle({source: set(targets) for source, targets in imports.items()})
    where = [
        f"{a} -> {b} ({', '.join(sorted(imports[a][b]))})"
        for a, b in itertools.pairwise(cycle or [])
    ]
    assert cycle is None, where


def _module_imports() -> dict[str, set[str]]:
    """``{module: {imported module, ...}}`` between the modules of ``mines``."""
    names = {
        ".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
        for p in _files("mines")
    }
    edges: dict[str, set[str]] = {}
    for name, path in names.items():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and not node.level:
                targets = [node.module, *(f"{node.module}.{a.name}" for a in node.names)]
            elif isinstance(node, ast.Import):
                targets = [alias.name for alias in node.names]
            else:
                continue
            edges.setdefault(name, set()).update(t for t in targets if t in names and t != name)
    return edges


def test_the_modules_of_mines_import_each_other_one_way() -> None:
    # a module reading another that reads it back (at the top or inside a function) hides
    # which of the two is the lower one; what both need goes into a third below them
    assert _cycle(_module_imports()) is None


def test_the_cycle_check_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": set()}) is None


_LONGEST = 600
"""Lines a module may hold before it is doing more than one job (issue 22's bound)."""


def test_no_module_outside_tests_and_evaluation_data_is_over_the_bound() -> None:
    # the evaluation corpora and case tables (evals/variant*, evals/realistic, evals/suites)
    # are data written as code; everything else that runs is split by job
    data = ("evals/variant", "evals/variant_dev", "evals/realistic", "evals/suites")
    long = {
        str(path.relative_to(ROOT)): lines
        for path in _files("mines", "graph", "nodes", "retrieval_nodes", "agents", "web", "evals")
        if not str(path.relative_to(ROOT)).startswith(data)
        and (lines := len(path.read_text(encoding="utf-8").splitlines())) > _LONGEST
    }
    assert long == {}
