"""One version everywhere: engine.__version__ feeds the package metadata and every command's --version."""
from __future__ import annotations

import tomllib

import pytest

import engine
from agot_qt.__main__ import main as agot_main
from agot_qt.net.host_cli import main as host_main
from engine.selfplay import main as selfplay_main

from .helpers import ROOT, version


def test_package_version_comes_from_the_engine():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in project["project"] and "version" in project["project"]["dynamic"]
    assert project["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "engine.__version__"}
    assert engine.__version__ == version()


@pytest.mark.parametrize("main, expected", [
    (agot_main, "agot {v}"),
    (host_main, "agot-host {v} (protocol "),
    (selfplay_main, "agot-selfplay {v}"),
])
def test_every_command_answers_version(main, expected, capsys):
    with pytest.raises(SystemExit) as done:
        main(["--version"])
    assert done.value.code == 0
    out = capsys.readouterr().out.strip()
    assert out.startswith(expected.format(v=version()))
