"""Linux desktop integration: the .desktop entry, the folder integration and the .tar.gz archive
that unpacks to a folder ready to run, and the script that adds the game to the menu."""
from __future__ import annotations

import configparser
import os
import shutil
import stat
import subprocess
import sys
import tarfile
import tomllib

import pytest

from .helpers import PACKAGING, ROOT, load_script, version

DESKTOP = PACKAGING / "linux" / "agot.desktop"


def desktop_entry(path=DESKTOP) -> dict[str, str]:
    cp = configparser.ConfigParser(interpolation=None, strict=True)
    cp.optionxform = str  # keys are case-sensitive
    cp.read(path, encoding="utf-8")
    assert cp.sections() == ["Desktop Entry"]
    return dict(cp["Desktop Entry"])


def test_desktop_entry_launches_the_game_with_its_icon():
    e = desktop_entry()
    assert e["Type"] == "Application"
    assert e["Name"] == "A Game of Thrones: The Board Game"
    assert e["Name[zh_CN]"] == "权力的游戏：桌游"
    assert e["Name[zh_TW]"] == "權力的遊戲：桌遊"  # the window title of the zh_TW translation
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    program, *args = e["Exec"].split()
    assert program == "agot" and program in scripts and e["TryExec"] == "agot"
    assert args == ["%f"]  # a save file can be opened with the game
    assert e["Icon"] == "agot"
    assert (PACKAGING / "icons" / "hicolor" / "256x256" / "apps" / "agot.png").is_file()
    assert e["Terminal"] == "false"
    cats = e["Categories"]
    assert cats.endswith(";") and "Game" in cats.split(";") and "BoardGame" in cats.split(";")


@pytest.mark.skipif(shutil.which("desktop-file-validate") is None, reason="desktop-file-validate not installed")
def test_desktop_entry_passes_desktop_file_validate():
    proc = subprocess.run(["desktop-file-validate", str(DESKTOP)], capture_output=True, text=True)
    assert proc.returncode == 0 and "error" not in proc.stdout.lower(), proc.stdout


@pytest.fixture()
def fake_bundle(tmp_path):
    """A folder shaped like PyInstaller's output, with stand-in programs."""
    folder = tmp_path / "dist" / "agot"
    (folder / "_internal").mkdir(parents=True)
    (folder / "_internal" / "base_library.zip").write_bytes(b"zip")
    for name in ("agot", "agot-host"):
        exe = folder / name
        exe.write_text("#!/bin/sh\necho " + name + "\n")
        exe.chmod(0o755)
    return folder


def test_archive_unpacks_to_a_runnable_folder(fake_bundle, tmp_path):
    bb = load_script("build_bundle")
    ver = version()
    assert bb.version() == ver
    bb.add_desktop_integration(fake_bundle)
    archive = bb.make_archive(fake_bundle, fake_bundle.parent, ver)
    assert archive.name.startswith(f"agot-{ver}-linux-") and archive.name.endswith(".tar.gz")
    with tarfile.open(archive) as tar:
        names = tar.getnames()
        assert {n.split("/")[0] for n in names} == {f"agot-{ver}"}
        modes = {m.name: m.mode for m in tar.getmembers()}
        out = tmp_path / "unpacked"
        tar.extractall(out, filter="data")
    top = f"agot-{ver}"
    for exe in ("agot", "agot-host", "install-desktop.sh"):
        assert modes[f"{top}/{exe}"] & stat.S_IXUSR, f"{exe} lost its execute bit"
    for rel in ("share/applications/agot.desktop", "share/icons/hicolor/256x256/apps/agot.png",
                "share/icons/hicolor/scalable/apps/agot.svg", "README.txt", "_internal/base_library.zip"):
        assert (out / top / rel).is_file(), rel
    proc = subprocess.run([str(out / top / "agot")], capture_output=True, text=True)
    assert proc.stdout.strip() == "agot"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux desktop integration")
def test_install_desktop_points_the_menu_entry_at_the_unpacked_folder(fake_bundle, tmp_path):
    bb = load_script("build_bundle")
    bb.add_desktop_integration(fake_bundle)
    data = tmp_path / "xdg"
    env = dict(os.environ, XDG_DATA_HOME=str(data), HOME=str(tmp_path))
    subprocess.run(["sh", str(fake_bundle / "install-desktop.sh")], check=True, env=env, capture_output=True)
    e = desktop_entry(data / "applications" / "agot.desktop")
    assert e["Exec"] == f'"{fake_bundle}/agot" %f'
    assert e["TryExec"] == f"{fake_bundle}/agot"
    assert e["Icon"] == "agot"
    for size in ("16x16", "48x48", "256x256", "scalable"):
        ext = "svg" if size == "scalable" else "png"
        assert (data / "icons" / "hicolor" / size / "apps" / f"agot.{ext}").is_file()
    subprocess.run(["sh", str(fake_bundle / "install-desktop.sh"), "--remove"], check=True, env=env,
                   capture_output=True)
    assert not (data / "applications" / "agot.desktop").exists()
    assert not (data / "icons" / "hicolor" / "256x256" / "apps" / "agot.png").exists()
