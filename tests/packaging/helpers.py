"""Shared helpers of the packaging tests: paths, the version, loading packaging/ scripts."""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent.parent
PACKAGING = ROOT / "packaging"
RESOURCES = ROOT / "resources"
RESOURCE_SUFFIXES = {".json", ".svg", ".png", ".qm", ".ts"}


def version() -> str:
    """The one version of the product, as written in engine/__init__.py."""
    m = re.search(r'__version__\s*=\s*"([^"]+)"', (ROOT / "engine" / "__init__.py").read_text(encoding="utf-8"))
    assert m, "engine/__init__.py has no __version__"
    return m.group(1)


def resource_files() -> list[str]:
    """Every data file of resources/, relative to it, with / separators."""
    return sorted(p.relative_to(RESOURCES).as_posix() for p in RESOURCES.rglob("*")
                  if p.is_file() and p.suffix in RESOURCE_SUFFIXES)


def load_script(name: str) -> ModuleType:
    """Import packaging/<name>.py by path (packaging/ is a folder of scripts, not a package)."""
    key = f"agot_packaging_{name}"
    if key in sys.modules:
        return sys.modules[key]
    spec = importlib.util.spec_from_file_location(key, PACKAGING / f"{name}.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[key] = module
    spec.loader.exec_module(module)
    return module


def venv_bin(venv: Path, name: str) -> Path:
    if sys.platform.startswith("win"):
        return venv / "Scripts" / (name + ".exe")
    return venv / "bin" / name
