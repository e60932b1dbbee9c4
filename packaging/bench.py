"""Measure the desktop bundle: its unpacked size and its time to a shown main window.

    python packaging/bench.py [--bundle DIR] [--runs N] [--build]

DIR is the one-folder bundle (default dist/agot; `--build` builds it first
with packaging/build_bundle.py). Prints two lines, each with its target:

    bundle size: 161.2 MB unpacked in 812 files (archive 64.7 MB); target under 200 MB
    start to shown main window: median 0.45 s over 5 runs (min 0.43, max 0.52); target under 2 s

The start time runs `agot --smoke-test` offscreen and stops the clock when it
prints "shown" (the main window is up); the run must then pass its checks.
Exits 1 when a number misses its target.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SIZE_TARGET_MB = 200.0
START_TARGET_S = 2.0


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files) of everything under `folder`, symlinks counted as links."""
    total, files = 0, 0
    for dirpath, _dirs, names in os.walk(folder):
        for n in names:
            p = Path(dirpath) / n
            total += p.lstat().st_size
            files += 1
    return total, files


def executable(bundle: Path, name: str = "agot") -> Path:
    exe = bundle / (name + ".exe" if sys.platform.startswith("win") else name)
    if not exe.is_file():
        raise SystemExit(f"no {exe.name} in the bundle folder; build it with packaging/build_bundle.py")
    return exe


def start_seconds(bundle: Path, runs: int = 5) -> list[float]:
    """Wall time from launching the bundle's `agot --smoke-test` to its main window being shown."""
    exe = executable(bundle)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    times = []
    for _ in range(runs):
        t = time.perf_counter()
        proc = subprocess.Popen([str(exe), "--smoke-test"], stdout=subprocess.PIPE,
                                stderr=subprocess.DEVNULL, text=True, env=env, cwd=bundle)
        assert proc.stdout is not None
        first = proc.stdout.readline().strip()
        elapsed = time.perf_counter() - t
        rest = proc.stdout.read()
        code = proc.wait()
        if first != "shown" or code != 0:
            raise RuntimeError(f"the bundle's smoke test failed (exit {code}): {first}\n{rest}")
        times.append(elapsed)
    return times


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="bench.py", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bundle", default=str(ROOT / "dist" / "agot"), help="bundle folder (default dist/agot)")
    p.add_argument("--runs", type=int, default=5, help="starts to time")
    p.add_argument("--build", action="store_true", help="build the bundle first")
    args = p.parse_args(argv)
    bundle = Path(args.bundle).resolve()
    if args.build:
        subprocess.run([sys.executable, str(HERE / "build_bundle.py"), "--dist", str(bundle.parent)], check=True)
    size, files = folder_size(bundle)
    mb = size / 1e6
    archives = sorted(bundle.parent.glob("agot-*.tar.gz"))
    archive = f" (archive {archives[-1].stat().st_size / 1e6:.1f} MB)" if archives else ""
    print(f"bundle size: {mb:.1f} MB unpacked in {files} files{archive}; target under {SIZE_TARGET_MB:.0f} MB",
          flush=True)
    times = start_seconds(bundle, args.runs)
    med = statistics.median(times)
    print(f"start to shown main window: median {med:.2f} s over {len(times)} runs "
          f"(min {min(times):.2f}, max {max(times):.2f}); target under {START_TARGET_S:.0f} s")
    return 0 if mb < SIZE_TARGET_MB and med < START_TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
