"""Build the one-folder desktop bundle (and, on Linux, its .tar.gz archive).

    python packaging/build_bundle.py [--dist DIR] [--work DIR] [--no-archive] [--skip-build]

Needs PyInstaller in the environment (`pip install pyinstaller`). Steps:

1. render the icon set from resources/icons/agot.svg if any icon is missing
   (packaging/make_icons.py);
2. run PyInstaller on packaging/agot.spec into DIST/agot (default dist/agot);
3. on Linux, add the desktop integration to the folder (agot.desktop, the
   hicolor icons and install-desktop.sh) and pack it as
   DIST/agot-<version>-linux-<machine>.tar.gz, which unpacks to a folder
   agot-<version>/ that runs in place: `./agot`, `./agot-host`.

Windows and macOS get the folder (macOS also "A Game of Thrones.app"); pack
those with the platform's own tools.
"""
from __future__ import annotations

import argparse
import io
import platform
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SPEC = HERE / "agot.spec"
ICONS = HERE / "icons"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)

INSTALL_DESKTOP = """#!/bin/sh
# Add the game to the desktop's application menu (for this user), pointing at this folder.
#     ./install-desktop.sh            install
#     ./install-desktop.sh --remove   remove again
set -e
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
icons="${XDG_DATA_HOME:-$HOME/.local/share}/icons/hicolor"
if [ "$1" = "--remove" ]; then
    rm -f "$apps/agot.desktop"
    for d in "$here"/share/icons/hicolor/*/apps; do
        size="$(basename "$(dirname "$d")")"
        rm -f "$icons/$size/apps/agot.png" "$icons/$size/apps/agot.svg"
    done
    exit 0
fi
mkdir -p "$apps" "$icons"
cp -r "$here/share/icons/hicolor/." "$icons/"
sed -e "s|^Exec=agot |Exec=\\"$here/agot\\" |" -e "s|^TryExec=agot$|TryExec=$here/agot|" \\
    "$here/share/applications/agot.desktop" > "$apps/agot.desktop"
chmod +x "$apps/agot.desktop"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$apps" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
echo "installed: $apps/agot.desktop"
"""


def version() -> str:
    text = (ROOT / "engine" / "__init__.py").read_text(encoding="utf-8")
    m = re.search(r'__version__\s*=\s*"([^"]+)"', text)
    if not m:
        raise SystemExit("no __version__ in engine/__init__.py")
    return m.group(1)


def ensure_icons() -> None:
    wanted = [ICONS / "agot.ico", ICONS / "agot.icns", ICONS / "hicolor" / "scalable" / "apps" / "agot.svg"]
    wanted += [ICONS / "hicolor" / f"{s}x{s}" / "apps" / "agot.png" for s in ICON_SIZES]
    if not all(p.is_file() for p in wanted):
        subprocess.run([sys.executable, str(HERE / "make_icons.py"), str(ICONS)], check=True)


def run_pyinstaller(dist: Path, work: Path) -> Path:
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    subprocess.run(cmd, check=True, cwd=ROOT)
    folder = dist / "agot"
    if not folder.is_dir():
        raise SystemExit("PyInstaller made no agot folder")
    return folder


def add_desktop_integration(folder: Path) -> None:
    """Linux: the .desktop file, the icons and a script that installs both for the user."""
    apps = folder / "share" / "applications"
    apps.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(HERE / "linux" / "agot.desktop", apps / "agot.desktop")
    icons = folder / "share" / "icons"
    if icons.exists():
        shutil.rmtree(icons)
    shutil.copytree(ICONS / "hicolor", icons / "hicolor")
    script = folder / "install-desktop.sh"
    script.write_text(INSTALL_DESKTOP, encoding="utf-8")
    script.chmod(0o755)


def make_archive(folder: Path, dist: Path, ver: str) -> Path:
    """A .tar.gz whose single top folder agot-<version>/ runs where it is unpacked."""
    machine = platform.machine().lower() or "unknown"
    out = dist / f"agot-{ver}-linux-{machine}.tar.gz"
    top = f"agot-{ver}"
    with tarfile.open(out, "w:gz", compresslevel=6) as tar:
        tar.add(folder, arcname=top)
        readme = (f"A Game of Thrones: The Board Game {ver}\n\n"
                  "Run ./agot (the window) or ./agot-host --help (a headless LAN host).\n"
                  "./install-desktop.sh adds the game to the application menu.\n").encode()
        info = tarfile.TarInfo(f"{top}/README.txt")
        info.size = len(readme)
        info.mode = 0o644
        tar.addfile(info, io.BytesIO(readme))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="build_bundle.py", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--dist", default=str(ROOT / "dist"), help="output folder (default dist/)")
    p.add_argument("--work", default=str(ROOT / "build" / "pyinstaller"), help="PyInstaller's work folder")
    p.add_argument("--no-archive", action="store_true", help="Linux: do not make the .tar.gz")
    p.add_argument("--skip-build", action="store_true", help="reuse DIST/agot; only integrate and pack")
    args = p.parse_args(argv)
    dist, work = Path(args.dist).resolve(), Path(args.work).resolve()
    ver = version()
    ensure_icons()
    folder = dist / "agot" if args.skip_build else run_pyinstaller(dist, work)
    print(f"bundle: {folder}")
    if sys.platform.startswith("linux"):
        add_desktop_integration(folder)
        if not args.no_archive:
            print(f"archive: {make_archive(folder, dist, ver)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
