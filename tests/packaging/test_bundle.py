"""The Linux one-folder bundle: built with PyInstaller from packaging/agot.spec, it answers
--version, starts offscreen to a shown main window with its own data and quits cleanly, its
agot-host plays a short headless game, and it meets its size bar.

Building takes about 30 s and 170 MB, so this runs in CI (`CI=true`, where .ci/run installs the
`bundle` extra and a missing PyInstaller is a failure) and otherwise only when asked:

    AGOT_BUNDLE_TEST=1 python -m pytest -q tests/packaging/test_bundle.py      (builds into a temp folder)
    AGOT_BUNDLE_DIR=dist/agot python -m pytest -q tests/packaging/test_bundle.py   (tests a built folder)

The smoke test also runs on a private Xvfb with the xcb platform, as on a Linux desktop.
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from ..xdisplay import in_ci, xcb_env, xvfb
from .helpers import PACKAGING, load_script, version

pytestmark = [
    pytest.mark.packaging,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the bundle built here is Linux's"),
    pytest.mark.skipif(not (os.environ.get("AGOT_BUNDLE_TEST") or os.environ.get("AGOT_BUNDLE_DIR") or in_ci()),
                       reason="slow: set AGOT_BUNDLE_TEST=1 (build) or AGOT_BUNDLE_DIR (built folder); CI runs it"),
]


@pytest.fixture(scope="module")
def bundle(tmp_path_factory) -> Path:
    if os.environ.get("AGOT_BUNDLE_DIR"):
        return Path(os.environ["AGOT_BUNDLE_DIR"]).resolve()
    if in_ci():
        import PyInstaller  # noqa: F401  (CI installs the bundle extra: a missing one fails)
    else:
        pytest.importorskip("PyInstaller")
    tmp = tmp_path_factory.mktemp("bundle")
    subprocess.run([sys.executable, str(PACKAGING / "build_bundle.py"), "--dist", str(tmp / "dist"),
                    "--work", str(tmp / "work")], check=True, capture_output=True, timeout=600)
    return tmp / "dist" / "agot"


def run(exe: Path, *args: str, timeout: float = 120, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    env = {k: v for k, v in (env or {**os.environ, "QT_QPA_PLATFORM": "offscreen"}).items()
           if k not in ("PYTHONPATH", "PYTHONHOME", "VIRTUAL_ENV")}
    return subprocess.run([str(exe), *args], capture_output=True, text=True, timeout=timeout,
                          env=env, cwd=exe.parent.parent)


def test_bundle_programs_answer_the_version(bundle):
    assert run(bundle / "agot", "--version").stdout.strip() == f"agot {version()}"
    assert run(bundle / "agot-host", "--version").stdout.strip().startswith(f"agot-host {version()} ")


def test_bundle_shows_the_main_window_and_quits_cleanly(bundle):
    proc = run(bundle / "agot", "--smoke-test")
    lines = proc.stdout.splitlines()
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert lines[:2] == ["shown", "platform: offscreen"]
    assert "ok: map outlines 58/58" in lines
    assert "ok: resources inside the bundle" in lines
    assert "ok: Qt's own translations" in lines  # OK / Cancel and file dialogs in Chinese
    assert not any(line.startswith("FAILED") for line in lines)
    assert lines[-1] == f"agot {version()}: quit with 0"


def test_bundle_shows_the_main_window_on_a_real_x_display(bundle):
    with xvfb(1366, 768) as display:
        proc = run(bundle / "agot", "--smoke-test", env=xcb_env(display))
    assert proc.returncode == 0, proc.stdout + proc.stderr[-3000:]
    lines = proc.stdout.splitlines()
    assert lines[:2] == ["shown", "platform: xcb"]
    assert lines[-1] == f"agot {version()}: quit with 0"


def test_bundle_host_plays_a_headless_game(bundle, tmp_path):
    proc = run(bundle / "agot-host", "--players", "3", "--bots", "3", "--seed", "1", "--port", "0",
               "--bind", "127.0.0.1", "--no-discovery", "--save", str(tmp_path / "game.agot"))
    assert proc.returncode == 0, proc.stdout + proc.stderr
    lines = proc.stdout.splitlines()
    assert lines[0].startswith("game ") and " players 3 seed 1 " in lines[0]
    assert [ln.split()[1] for ln in lines if ln.startswith("seat ")] == ["stark", "lannister", "baratheon"]
    assert "ready" in lines
    winners = [ln.split()[1] for ln in lines if ln.startswith("winner ")]
    assert len(winners) == 1 and winners[0] in ("stark", "lannister", "baratheon")
    assert (tmp_path / "game.agot").stat().st_size > 0


def test_bundle_selfplay_matches_the_checkout(bundle):
    from engine.selfplay import play_game

    from engine.ruleset import load_ruleset

    proc = run(bundle / "agot", "--selfplay", "--players", "3", "--seed", "2", "--quiet")
    expected = play_game(3, 2)
    winner = load_ruleset("second_edition").house_names[expected["winner"]]  # named, never its id
    assert proc.stdout.strip() == (f"Winner: {winner} after {expected['rounds']} rounds "
                                   f"({expected['decisions']} decisions)")


def test_bundle_meets_its_size_bar(bundle):
    bench = load_script("bench")
    size, files = bench.folder_size(bundle)
    assert files > 50
    assert size < bench.SIZE_TARGET_MB * 1e6, f"bundle is {size / 1e6:.1f} MB"
