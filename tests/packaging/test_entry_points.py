"""The bundle's programs call multiprocessing.freeze_support() before anything else they do as
programs: the bots' worker processes (engine/bots/pool.py) start as the bundle's own program, and
without it a worker would open another window or host instead of searching."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGING = Path(__file__).resolve().parents[2] / "packaging"


@pytest.mark.parametrize("entry", ["entry_agot.py", "entry_host.py"])
def test_the_programs_main_block_calls_freeze_support_first(entry):
    tree = ast.parse((PACKAGING / entry).read_text(encoding="utf-8"))
    mains = [n for n in tree.body if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test)]
    assert len(mains) == 1
    first = mains[0].body[0]
    assert isinstance(first, ast.Expr) and ast.unparse(first.value) == "multiprocessing.freeze_support()"
    # nothing of the game is imported at the top level before it (a worker would pay for it)
    top = [ast.unparse(n) for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    assert not [t for t in top if "agot_qt" in t or "engine" in t], top
