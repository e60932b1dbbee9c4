"""The code's rooms stay as docs/ARCHITECTURE.md walks them: a small top level in the window's
package, a docstring saying what belongs in each subpackage, no import cycles, developers' tools
apart from what the window runs, and tests that mirror the package tree."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOP_LEVEL_MODULES_AT_MOST = 8


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _modules(package: str) -> dict[str, Path]:
    return {_module_name(p): p for p in (ROOT / package).rglob("*.py")}


def _imports(path: Path, name: str, known: dict[str, Path]) -> set[str]:
    """Every module of `known` that `path` imports, at the top or inside a function."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                target = f"{base}.{alias.name}"
                found.add(target if target in known else base)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {m for m in found if m in known and m != name}


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in graph[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in graph:
        if v not in index:
            visit(v)
    return out


def test_the_window_package_keeps_a_small_top_level():
    top = sorted(p.name for p in (ROOT / "agot_qt").glob("*.py"))
    assert len(top) <= TOP_LEVEL_MODULES_AT_MOST, top


def test_every_subpackage_says_what_belongs_in_it():
    for package in ("agot_qt", "engine"):
        for init in (ROOT / package).rglob("__init__.py"):
            assert ast.get_docstring(ast.parse(init.read_text(encoding="utf-8"))), init.relative_to(ROOT)


def test_no_import_cycle_among_the_windows_modules():
    known = _modules("agot_qt")
    graph = {name: _imports(path, name, known) for name, path in known.items()}
    assert _cycles(graph) == []


def test_a_save_builds_on_the_session_never_the_other_way():
    known = _modules("engine")
    assert "engine.save" not in _imports(known["engine.session"], "engine.session", known)


def test_the_window_never_imports_the_developers_tools():
    known = _modules("agot_qt")
    entry_points = {"agot_qt.bench", "agot_qt.screenshots"}
    users = sorted(name for name, path in known.items()
                   if not name.startswith("agot_qt.devtools") and name not in entry_points
                   and any(m.startswith("agot_qt.devtools") for m in _imports(path, name, known)))
    assert users == []


def test_tests_mirror_the_package_tree():
    """Every test folder under tests/agot_qt/ and tests/engine/ names a package or a module there
    (the engine's expansion folders name a ruleset's card texts in engine/abilities/; `data/` and
    `scenarios/` hold files the tests read)."""
    strays = []
    for folder in sorted(p for p in (ROOT / "tests").glob("*/**/") if p.is_dir() and p.name != "__pycache__"):
        rel = folder.relative_to(ROOT / "tests")
        if rel.parts[0] not in ("agot_qt", "engine") or len(rel.parts) < 2:
            continue
        source = ROOT.joinpath(*rel.parts)
        ability = ROOT / "engine" / "abilities" / f"{rel.parts[-1]}.py"
        data = folder.name in ("data", "scenarios")  # saves and golden rule scenarios: data, not code
        if not (source.is_dir() or source.with_suffix(".py").is_file() or ability.is_file() or data):
            strays.append(str(rel))
    assert strays == []
