"""The README's list of system packages for a real window is complete: every library the xcb
platform plugin links to directly comes from a listed package (or from one those pull in), and
.ci/run installs the same list. Measured on the machine running the tests with objdump and dpkg,
so it runs on Debian/Ubuntu only."""
from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ..xdisplay import in_ci
from .helpers import ROOT

# Pulled in by the listed packages, or part of every Debian system (C and C++ runtimes)
BASE_PACKAGES = {"libc6", "libstdc++6", "libgcc-s1", "libx11-6", "libxcb1", "libxcb-render0", "libxcb-shm0",
                 "libxcb-util1", "libfreetype6", "zlib1g", "libzstd1"}


def readme_packages(label: str) -> list[str]:
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    m = re.search(rf"^- {re.escape(label)}[^`]*`([^`]+)`", text, re.MULTILINE)
    assert m, f"README lists no packages {label!r}"
    return m.group(1).split()


def xcb_plugin_libraries() -> list[str]:
    import PySide6

    qt = Path(PySide6.__file__).parent / "Qt"
    needed: set[str] = set()
    for binary in (qt / "plugins" / "platforms" / "libqxcb.so", *sorted((qt / "lib").glob("libQt6XcbQpa.so*"))[:1]):
        out = subprocess.run(["objdump", "-p", str(binary)], capture_output=True, text=True, check=True).stdout
        needed |= set(re.findall(r"^\s*NEEDED\s+(\S+)", out, re.MULTILINE))
    return sorted(n for n in needed if not n.startswith("libQt6") and not n.startswith("libicu"))


def owner(library: str) -> str | None:
    out = subprocess.run(["dpkg", "-S", f"*/{library}"], capture_output=True, text=True).stdout
    return out.split(":", 1)[0] if out else None


def test_readme_lists_every_package_the_xcb_plugin_links_to():
    if not (shutil.which("dpkg") and shutil.which("objdump")):
        if in_ci():
            pytest.fail(".ci/run installs binutils (objdump) on Debian: this check must run in CI")
        pytest.skip("needs dpkg and objdump (Debian/Ubuntu with binutils)")
    listed = set(readme_packages("always")) | set(readme_packages("for a real window"))
    missing = {}
    for library in xcb_plugin_libraries():
        package = owner(library)
        if package is None:
            missing[library] = "not installed on this machine"
        elif package.split(":")[0] not in listed | BASE_PACKAGES:
            missing[library] = package
    assert not missing, f"add to the README and .ci/run: {missing}"


def test_ci_installs_the_readme_packages_and_xvfb():
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").split()
    for label in ("always", "for a real window", "for the tests that open a real window"):
        for package in readme_packages(label):
            assert package in ci, f".ci/run does not install {package}"
