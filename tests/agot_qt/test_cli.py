"""`agot` opens the window; `agot --selfplay` still plays bots in the terminal."""
from __future__ import annotations

import pytest

from agot_qt.__main__ import main


def test_selfplay_prints_a_game(capsys):
    assert main(["--selfplay", "--players", "3", "--seed", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Winner: ") and " rounds (" in out


def test_version(capsys):
    with pytest.raises(SystemExit):
        main(["--version"])
    assert capsys.readouterr().out.startswith("agot ")


def test_plain_agot_opens_the_window(monkeypatch):
    calls = []
    import agot_qt.app

    monkeypatch.setattr(agot_qt.app, "run", lambda **kw: calls.append(kw) or 0)
    assert main(["--lang", "zh_CN"]) == 0
    assert calls == [{"language": "zh_CN", "load": None}]
