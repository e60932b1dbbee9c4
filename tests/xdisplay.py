"""A private X server (Xvfb) for the tests that open a real window with Qt's xcb platform.

Off CI a machine without Xvfb skips those tests; in CI (`CI=true`) they must run, so a missing
Xvfb or a missing system library of the xcb platform plugin fails the build.
"""
from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager

import pytest


def in_ci() -> bool:
    return os.environ.get("CI", "").lower() in ("true", "1", "yes")


def require_xvfb() -> str:
    """Path of Xvfb; skips the test when it is missing, except in CI where that is a failure."""
    path = shutil.which("Xvfb")
    if path is None:
        if in_ci():
            pytest.fail("Xvfb is not installed: .ci/run installs xvfb so a real window can be tested")
        pytest.skip("Xvfb is not installed (apt-get install xvfb)")
    return path


@contextmanager
def xvfb(width: int = 1366, height: int = 768) -> Iterator[str]:
    """Start Xvfb on a free display number and yield its DISPLAY; stop it afterwards."""
    exe = require_xvfb()
    read_fd, write_fd = os.pipe()
    proc = subprocess.Popen([exe, "-displayfd", str(write_fd), "-screen", "0", f"{width}x{height}x24",
                             "-nolisten", "tcp", "-noreset"], pass_fds=(write_fd,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    os.close(write_fd)
    try:
        with os.fdopen(read_fd) as pipe:
            number = pipe.readline().strip()  # Xvfb writes its display number once it accepts clients
        if not number:
            err = proc.stderr.read().decode(errors="replace") if proc.stderr else ""
            pytest.fail(f"Xvfb did not start: {err[-2000:]}")
        yield f":{number}"
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if proc.stderr:
            proc.stderr.close()


def xcb_env(display: str) -> dict[str, str]:
    """The environment of a child that must use the real xcb platform on `display`."""
    env = dict(os.environ)
    env.update({"DISPLAY": display, "QT_QPA_PLATFORM": "xcb", "QT_DEBUG_PLUGINS": "0"})
    env.pop("WAYLAND_DISPLAY", None)
    return env
