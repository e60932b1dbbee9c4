"""People at the table during a LAN game: a client process killed with SIGKILL turns its seat
*away* in the watching window (and in its log), the host lets a bot stand in, and the seat is
*connected* again when the person's client comes back with its token. The same with a real
window process, whose next start offers to rejoin the game and gets the same game back."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from engine.game import Game
from engine.save import make_save, write_save
from engine.session import Session

from ..lan.test_lobby import lan_window, qt_loop, save_folder  # noqa: F401 (fixtures)

ROOT = Path(__file__).resolve().parents[3]


def saved_lan_game(path: Path) -> str:
    """A started LAN game with Ann's seat (Stark) and two bots; returns Ann's token."""
    session = Session(Game.new(players=3, seed=21), name="Friday night")
    session.set_holder("lannister", "bot")
    session.set_holder("baratheon", "bot")
    session.set_holder("stark", "human", name="Ann")
    write_save(path, make_save(session))
    return session.seats["stark"].token


def client_process(port: int, token: str) -> subprocess.Popen:
    """Ann's client: an ordinary network client in a process of its own, playing her seat."""
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.Popen([sys.executable, "-m", "agot_qt.net.bot_client", "--host", "127.0.0.1", "--port",
                             str(port), "--seat", "stark", "--token", token, "--name", "Ann"],
                            cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def resume_from_the_list(path: Path) -> list[str]:
    """The next time the list of saved LAN games opens, resume the game saved at `path` if it is
    the first (newest) one listed; otherwise close the list. Returns the paths listed."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    listed: list[str] = []

    def pick() -> None:
        box = QApplication.activeModalWidget()
        if box is None or box.objectName() != "resumeList":
            QTimer.singleShot(10, pick)
            return
        listed.extend(box.games.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole)
                      for i in range(box.games.topLevelItemCount()))
        if listed and Path(listed[0]) == path:
            box.resume_button.click()
        else:
            box.reject()

    QTimer.singleShot(10, pick)
    return listed


def log_lines(w) -> list[str]:
    return [w.log.item(i).text() for i in range(w.log.count())]


def test_a_killed_client_turns_away_and_back_and_a_bot_may_stand_in(qtbot, qt_loop, tmp_path):
    path = tmp_path / "friday.agot"
    token = saved_lan_game(path)
    w = lan_window(qtbot, "host")
    w.open_lobby()
    w.lobby_screen.name_edit.setText("Hana")  # not a name another test's window left behind
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

        # the host ends the game and resumes it from the list of saved LAN games: the bot plays
        # Ann's seat again until she is back, and everyone reads it
        saved = w.game.lan_host.save_path
        w.open_lobby()
        assert w.game is None
        listed = resume_from_the_list(saved)
        qtbot.mouseClick(w.lobby_screen.resume_button, Qt.MouseButton.LeftButton)
        assert listed and Path(listed[0]) == saved, f"the game is the newest in the list: {listed}"
        qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced() and "stark" in panel.rows, timeout=8000)
        qtbot.waitUntil(lambda: "a bot (Normal) plays for now" in panel.text_of("stark"), timeout=5000)
        assert any("lets a bot (Normal) play Stark until Ann is back" in t for t in log_lines(w))
        seat = w.game.lan_host.session.seats["stark"]
        assert seat.stand_in == "normal" and seat.token == token
        stark_moves = sum(1 for house, _ in w.game.lan_host.session.commands if house == "stark")
        qtbot.waitUntil(lambda: sum(1 for house, _ in w.game.lan_host.session.commands if house == "stark")
                        > stark_moves, timeout=20000)  # the bot plays for Stark
        port = w.game.lan_host.port

        ann = client_process(port, token)  # Ann starts her client again
        qtbot.waitUntil(lambda: panel.text_of("stark") == "connected", timeout=45000)  # a new process starts
        qtbot.waitUntil(lambda: any("Ann (Stark) is back" in t for t in log_lines(w)), timeout=5000)
        assert not seat.stand_in
    finally:
        if ann.poll() is None:
            ann.send_signal(signal.SIGKILL)
            ann.wait(10)
        # the window ends its hosted game here, while the test's asyncio loop still runs it: a
        # host left to close after the test would be cut off half-way, its bot and keepalive
        # tasks failing later with "no running event loop"
        lan = w.game.lan_host if w.game is not None else None
        w.close()
        if lan is not None:
            qtbot.waitUntil(lambda: lan.closing.done(), timeout=5000)
            assert not [t for t in lan.host._tasks if not t.done()], "the host's bot and keepalive tasks end"


@pytest.mark.parametrize("lang, away, back", [("zh_CN", "暂时离开", "回来"), ("zh_TW", "暫時離開", "回來")])
def test_presence_is_worded_in_the_interface_language(lang, away, back):
    from agot_qt.words import i18n
    from agot_qt.games import presence

    i18n.set_language(lang)
    try:
        text = presence.status_text({"holder": "human", "connected": False, "stand_in": "hard"}, 0.0, False,
                                    now=600.0)
        assert away in text and "10" in text
        from agot_qt.words.log_text import describe
        from engine.events import Event

        assert back in describe(Event("SeatBack", {"house": "stark", "name": "Ann"}))
    finally:
        i18n.set_language("en")


class WindowProcess:
    """A real `agot` window in a process of its own (tests/agot_qt/lan_child.py), with its own data
    and config folders; what it prints is collected line by line as it comes."""

    def __init__(self, home: Path, *args: str) -> None:
        env = dict(os.environ, XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
                   QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen([sys.executable, "-m", "tests.agot_qt.lan_child", *args], cwd=ROOT, env=env,
                                     stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        self.lines: list[str] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        for line in self.proc.stdout:
            self.lines.append(line.strip())

    def said(self, word: str) -> list[str] | None:
        """The words of its last line starting with `word`, once it said it."""
        for line in reversed(list(self.lines)):
            if line.split(" ", 1)[0] == word:
                return line.split(" ")[1:]
        return None

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGKILL)
        self.proc.wait(10)
        self.reader.join(5)
        self.proc.stdout.close()


def test_a_killed_window_process_turns_away_and_its_next_start_rejoins_the_same_game(qtbot, qt_loop, tmp_path):
    """Ann's window is a real process joined to the game; SIGKILL in the game: the host's window
    shows her seat away since when, and says so in the log; her next start (same folders) offers
    to rejoin the game by name, seat and address, and takes her seat back in the same state."""

    from ..lan.test_rejoin import host_for_ann

    host = lan_window(qtbot, "host")
    lan = host_for_ann(qtbot, host)
    port = lan.port
    home = tmp_path / "ann"
    ann = WindowProcess(home, "join", str(port), "Ann", "stark")
    again = None
    try:
        qtbot.waitUntil(lambda: ann.said("SEATED") is not None or ann.proc.poll() is not None, timeout=60000)
        assert ann.said("SEATED") is not None, f"Ann's window did not take her seat: {ann.lines}"
        qtbot.waitUntil(lambda: host.room_screen.start_button.isEnabled(), timeout=10000)
        qtbot.mouseClick(host.room_screen.start_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: ann.said("PLAYING") is not None or ann.proc.poll() is not None, timeout=30000)
        assert ann.said("PLAYING") is not None, f"Ann's window did not show the game: {ann.lines}"
        session = lan.session
        panel = host.presence
        qtbot.waitUntil(lambda: panel.text_of("stark") == "connected", timeout=10000)
        # the bots have planned; the game waits for Ann
        qtbot.waitUntil(lambda: session.game.awaited_seats() == ["stark"] and not session.bot_turns(), timeout=15000)
        state, digest = session.game.s.state_id, session.game.digest()
        qtbot.waitUntil(lambda: ann.said("PLAYING")[0] == str(state), timeout=10000)  # and Ann's window shows it
        before = ann.said("PLAYING")

        ann.kill()
        assert ann.proc.returncode == -signal.SIGKILL
        qtbot.waitUntil(lambda: panel.text_of("stark").startswith("away since"), timeout=15000)
        qtbot.waitUntil(lambda: any("Ann (Stark) has lost the connection" in t for t in log_lines(host)),
                        timeout=5000)
        assert (session.game.s.state_id, session.game.digest()) == (state, digest)

        again = WindowProcess(home, "rejoin")  # the next start of Ann's window
        qtbot.waitUntil(lambda: again.said("BACK") is not None or again.proc.poll() is not None, timeout=60000)
        offer = next((line for line in again.lines if line.startswith(("OFFER", "NO-OFFER"))), "")
        assert offer == f"OFFER “Test night” as Stark, at 127.0.0.1:{port}", again.lines
        house, state_id, view = again.said("BACK")
        assert house == "stark" and int(state_id) == state
        assert view == before[1], "Stark sees the game exactly as before the kill"
        assert session.game.digest() == digest
        qtbot.waitUntil(lambda: panel.text_of("stark") == "connected", timeout=10000)
        qtbot.waitUntil(lambda: any("Ann (Stark) is back" in t for t in log_lines(host)), timeout=5000)
        assert session.seats["stark"].name == "Ann"
    finally:
        ann.kill()
        if again is not None:
            again.kill()


def test_the_table_names_the_boltons_of_a_dance_with_dragons_before_any_view(qtbot):
    """A host-only board (or any LAN window) lists the seats from the host's seat table before
    the first view puts the edition on screen: by the edition the host's welcome named."""
    from PySide6.QtCore import QObject, Signal

    from agot_qt.games.presence import PresencePanel
    from agot_qt.lan import rejoin
    from agot_qt.words import names

    class Joined(QObject):  # what the panel reads of a RemoteGame
        seats_changed = Signal(dict)

        def __init__(self) -> None:
            super().__init__()
            self.edition, self.seat, self.lan_host = "a_dance_with_dragons", None, None
            self.seats = {"stark": {"holder": "bot"}, "lannister": {"holder": "human", "name": "Ann",
                                                                    "connected": True}}

        def connect_as(self, *_args) -> None:
            pass

    assert names.current_ruleset() == "second_edition"  # nothing of the game on screen yet
    panel = PresencePanel()
    qtbot.addWidget(panel)
    game = Joined()
    panel.set_game(game)
    chips = [panel.rows[h][0].text() for h in ("stark", "lannister")]
    assert chips == ["Bolton", "Lannister"]
    note = {"name": "Friday", "seat": "stark", "host": "10.0.0.2", "port": 47400, "edition": "a_dance_with_dragons"}
    assert "as Bolton" in rejoin.offer_text(note)
    panel.set_game(None)
