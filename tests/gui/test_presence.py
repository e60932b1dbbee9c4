"""People at the table during a LAN game: a client process killed with SIGKILL turns its seat
*away* in the watching window (and in its log), the host lets a bot stand in, and the seat is
*connected* again when the person's client comes back with its token."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from engine.game import Game
from engine.save import write_save
from engine.session import Session

from .test_lobby import lan_window, qt_loop, save_folder  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parents[2]


def saved_lan_game(path: Path) -> str:
    """A started LAN game with Ann's seat (Stark) and two bots; returns Ann's token."""
    session = Session(Game.new(players=3, seed=21), name="Friday night")
    session.set_holder("lannister", "bot")
    session.set_holder("baratheon", "bot")
    session.set_holder("stark", "human", name="Ann")
    write_save(path, session.save_data())
    return session.seats["stark"].token


def client_process(port: int, token: str) -> subprocess.Popen:
    """Ann's client: an ordinary network client in a process of its own, playing her seat."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "agot_qt.net.bot_client", "--host", "127.0.0.1", "--port",
                             str(port), "--seat", "stark", "--token", token, "--name", "Ann"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def log_lines(w) -> list[str]:
    return [w.log.item(i).text() for i in range(w.log.count())]


def test_a_killed_client_turns_away_and_back_and_a_bot_may_stand_in(qtbot, qt_loop, tmp_path):
    path = tmp_path / "friday.agot"
    token = saved_lan_game(path)
    w = lan_window(qtbot, "host")
    w.open_lobby()
    assert w.lan.resume(str(path))
    qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced(), timeout=8000)
    panel = w.presence
    assert not panel.isHidden() and panel.hosting
    assert panel.text_of("lannister") == "bot"
    assert panel.text_of("stark").startswith("away"), "nobody is in Ann's seat yet"
    port = w.game.lan_host.port

    ann = client_process(port, token)
    try:
        qtbot.waitUntil(lambda: panel.text_of("stark") == "connected", timeout=45000)  # a new process starts
        assert panel.rows["stark"][1].text() == "Ann"
        assert panel.rows["stark"][3].isHidden(), "no stand-in offered for someone who is here"
        qtbot.waitUntil(lambda: w.game.model.state_id() and w.game.model.state_id() > 3, timeout=15000)
        ann.send_signal(signal.SIGKILL)
        ann.wait(10)
        qtbot.waitUntil(lambda: panel.text_of("stark").startswith("away since"), timeout=10000)
        qtbot.waitUntil(lambda: any("Ann (Stark) has lost the connection" in t for t in log_lines(w)),
                        timeout=5000)

        # the host lets a normal bot play Ann's seat meanwhile; everyone reads it
        button = panel.rows["stark"][3]
        assert not button.isHidden()
        normal = next(a for a in button.menu().actions() if a.data() == "normal")
        normal.trigger()
        qtbot.waitUntil(lambda: "a bot (Normal) plays for now" in panel.text_of("stark"), timeout=5000)
        qtbot.waitUntil(lambda: any("lets a bot (Normal) play Stark until Ann is back" in t for t in log_lines(w)),
                        timeout=5000)
        seat = w.game.lan_host.session.seats["stark"]
        assert seat.holder == "human" and seat.token == token, "the seat stays Ann's"
        sid = w.game.model.state_id()
        qtbot.waitUntil(lambda: w.game.model.state_id() > sid + 3, timeout=20000)  # the game goes on

        ann = client_process(port, token)  # Ann starts her client again
        qtbot.waitUntil(lambda: panel.text_of("stark") == "connected", timeout=45000)  # a new process starts
        qtbot.waitUntil(lambda: any("Ann (Stark) is back" in t for t in log_lines(w)), timeout=5000)
        assert not seat.stand_in
    finally:
        if ann.poll() is None:
            ann.send_signal(signal.SIGKILL)
            ann.wait(10)


@pytest.mark.parametrize("lang, away, back", [("zh_CN", "暂时离开", "回来"), ("zh_TW", "暫時離開", "回來")])
def test_presence_is_worded_in_the_interface_language(lang, away, back):
    from agot_qt import i18n, presence

    i18n.set_language(lang)
    try:
        text = presence.status_text({"holder": "human", "connected": False, "stand_in": "hard"}, 0.0, False,
                                    now=600.0)
        assert away in text and "10" in text
        from agot_qt.log_text import describe
        from engine.events import Event

        assert back in describe(Event("SeatBack", {"house": "stark", "name": "Ann"}))
    finally:
        i18n.set_language("en")
