"""The built sdist and wheel carry the whole game: installed into a fresh virtual environment
outside the source tree, every command answers --version, a self-play game gives the same game
as the checkout, and the main window starts offscreen with its map, rules, translations and icon
read from the installed `agot_resources` package."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path

import pytest

from .helpers import ROOT, resource_files, venv_bin, version

pytestmark = pytest.mark.packaging

COPY_IGNORE = shutil.ignore_patterns(".venv", ".git", "build", "dist", "*.egg-info", "__pycache__",
                                     ".hypothesis", ".pytest_cache", ".mypy_cache", "out")

WINDOW_CHECK = r"""
import json, os, sys
from pathlib import Path
os.environ["QT_QPA_PLATFORM"] = "offscreen"
import engine, agot_qt, agot_resources
from engine.ruleset import resources_dir, load_ruleset
from agot_qt.words import i18n
from agot_qt.app import open_window
app, w = open_window("zh_CN")
for _ in range(3):
    app.processEvents()
geo = w.scene.geometry
print(json.dumps({
    "engine": engine.__file__, "agot_qt": agot_qt.__file__, "agot_resources": agot_resources.__file__,
    "resources_dir": str(resources_dir()),
    "visible": w.isVisible(),
    "has_outlines": geo.has_outlines,
    "regions": len(geo.regions),
    "outlined": sum(1 for g in geo.regions.values() if g.from_outline),
    "ruleset_regions": len(load_ruleset().regions),
    "language": i18n.current_language(),
    "title": w.windowTitle(),
    "icon": not app.windowIcon().isNull(),
}))
w.close()
"""


def run(cmd: list[str], cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    proc = subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert proc.returncode == 0, f"{cmd[0]} failed ({proc.returncode}):\n{proc.stdout}\n{proc.stderr}"
    return proc


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> dict[str, Path]:
    """sdist, then the wheel from that sdist (as `python -m build` does), from a clean copy."""
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    shutil.copytree(ROOT, src, ignore=COPY_IGNORE)
    t = time.perf_counter()
    run([sys.executable, "-m", "build", "--no-isolation", "--outdir", str(tmp / "dist"), str(src)], cwd=tmp)
    print(f"built sdist and wheel in {time.perf_counter() - t:.1f} s")
    wheels = list((tmp / "dist").glob("*.whl"))
    sdists = list((tmp / "dist").glob("*.tar.gz"))
    assert len(wheels) == 1 and len(sdists) == 1
    return {"tmp": tmp, "wheel": wheels[0], "sdist": sdists[0]}


@pytest.fixture(scope="module")
def venv(built) -> Path:
    """A fresh virtual environment with the wheel installed the ordinary way (dependencies too)."""
    venv = built["tmp"] / "venv"
    t = time.perf_counter()
    run([sys.executable, "-m", "venv", "--without-pip", str(venv)], cwd=built["tmp"])
    py = venv_bin(venv, "python")
    # the test environment's pip installs into the new environment
    run([sys.executable, "-m", "pip", "--python", str(py), "install", "-q", str(built["wheel"])],
        cwd=built["tmp"], timeout=300)
    print(f"made the venv and installed the wheel in {time.perf_counter() - t:.1f} s")
    return venv


def test_wheel_and_sdist_carry_every_resource(built):
    ver = version()
    assert built["wheel"].name == f"agot_qt-{ver}-py3-none-any.whl"
    assert built["sdist"].name == f"agot_qt-{ver}.tar.gz"
    wanted = resource_files()
    assert {"rulesets/second_edition.json", "map/map_layout.json", "map/outlines.json", "icons/agot.svg",
            "translations/agot_en.ts", "translations/agot_en.qm",
            "translations/agot_zh_CN.ts", "translations/agot_zh_CN.qm"} <= set(wanted)
    with zipfile.ZipFile(built["wheel"]) as z:
        names = set(z.namelist())
        metadata = z.read(f"agot_qt-{ver}.dist-info/METADATA").decode()
        entry_points = z.read(f"agot_qt-{ver}.dist-info/entry_points.txt").decode()
    missing = [f for f in wanted if f"agot_resources/{f}" not in names]
    assert not missing, f"resources missing from the wheel: {missing}"
    assert "agot_resources/__init__.py" in names
    assert f"Version: {ver}\n" in metadata
    for dep in ("PySide6-Essentials", "zeroconf", "msgpack", "qasync"):
        assert f"Requires-Dist: {dep}" in metadata
    # build tools are for building and testing only, never needed to play
    runtime = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:") and "extra ==" not in line]
    assert not any(tool in line for line in runtime for tool in ("build", "pyinstaller", "setuptools", "pytest"))
    for script in ("agot = agot_qt.__main__:main", "agot-host = agot_qt.net.host_cli:main",
                   "agot-selfplay = engine.selfplay:main"):
        assert script in entry_points
    with tarfile.open(built["sdist"]) as tar:
        members = set(tar.getnames())
    top = f"agot_qt-{ver}"
    missing = [f for f in wanted if f"{top}/resources/{f}" not in members]
    assert not missing, f"resources missing from the sdist: {missing}"


def test_installed_commands_answer_the_same_version(venv, built):
    ver = version()
    cwd = built["tmp"]
    out = {
        "agot": run([str(venv_bin(venv, "agot")), "--version"], cwd).stdout.strip(),
        "agot-host": run([str(venv_bin(venv, "agot-host")), "--version"], cwd).stdout.strip(),
        "agot-selfplay": run([str(venv_bin(venv, "agot-selfplay")), "--version"], cwd).stdout.strip(),
        "python -m engine.selfplay": run([str(venv_bin(venv, "python")), "-m", "engine.selfplay", "--version"],
                                         cwd).stdout.strip(),
    }
    assert out["agot"] == f"agot {ver}"
    assert out["agot-host"].startswith(f"agot-host {ver} ")
    assert out["agot-selfplay"] == f"agot-selfplay {ver}"
    assert out["python -m engine.selfplay"] == f"agot-selfplay {ver}"


def test_installed_selfplay_plays_the_same_game_as_the_checkout(venv, built):
    from engine.selfplay import play_game

    proc = run([str(venv_bin(venv, "python")), "-m", "engine.selfplay", "--players", "3", "--games", "1",
                "--seed", "5"], built["tmp"])
    lines = [json.loads(line) for line in proc.stdout.splitlines() if line.strip()]
    assert len(lines) == 1
    line = lines[0]
    assert line["players"] == 3 and line["seed"] == 5
    assert line["winner"] in ("stark", "lannister", "baratheon")
    expected = play_game(3, 5)
    assert (line["winner"], line["rounds"], line["decisions"], line["digest"]) == (
        expected["winner"], expected["rounds"], expected["decisions"], expected["digest"])


def test_installed_window_starts_from_the_installed_resources(venv, built):
    proc = run([str(venv_bin(venv, "python")), "-c", WINDOW_CHECK], built["tmp"])
    info = json.loads(proc.stdout.strip().splitlines()[-1])
    site = Path(info["engine"]).resolve().parent.parent
    assert site.is_relative_to(venv.resolve()), "engine was not imported from the fresh environment"
    for key in ("agot_qt", "agot_resources", "resources_dir"):
        path = Path(info[key]).resolve()
        assert path.is_relative_to(venv.resolve()), f"{key} comes from outside the installed package: {path}"
        assert not path.is_relative_to(ROOT)
    assert Path(info["resources_dir"]).name == "agot_resources"
    assert info["visible"] is True
    assert info["has_outlines"] is True
    assert info["regions"] == info["ruleset_regions"] == 58
    assert info["outlined"] == info["regions"], "some regions fell back to boxes: outlines.json not found"
    assert info["language"] == "zh_CN"
    assert "权力的游戏" in info["title"], f"Chinese translation not loaded: {info['title']!r}"
    assert info["icon"] is True
