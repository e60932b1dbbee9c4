"""Asking before a LAN game is left, through the real question box of a host window and of a
client window, for every leaving action with both answers: keeping on playing changes nothing
for anyone, going ahead ends the game for everyone (host) or leaves the seat reserved (client)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from engine.bots.random_bot import RandomBot

from .test_leave import Answers, go, quiet, stay
from ..lan.test_lobby import LOOPBACK, pages, qt_loop, save_folder, take  # noqa: F401 (fixtures)
from ..lan.test_rejoin import host_for_ann

ACTIONS = ["new", "load", "watch", "replay", "start", "lan", "quit", "close"]


@pytest.fixture
def answers(asks_before_leaving):
    a = Answers()
    yield a
    a.timer.stop()


@pytest.fixture(autouse=True)
def forget_names():
    """The LAN page remembers the name and address typed (for every window of this user): not
    for the windows of the next tests."""
    from PySide6.QtCore import QSettings

    yield
    QSettings().remove("lan/name")
    QSettings().remove("lan/address")


def asking_window(qtbot, profile: str):
    """A LAN window that asks before leaving; closed without a question when the test is over."""
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w, before_close_func=quiet)
    w.lan_interfaces, w.lan_bind, w.lan_port, w.lan_fullscreen = LOOPBACK, "127.0.0.1", 0, False
    w.lan_profile = profile
    w.resize(1300, 850)
    w.show()
    return w


def table(qtbot):
    """A started LAN game: a host-only window, Ann's window in Stark's seat, two bots."""
    mw = pages()
    host = asking_window(qtbot, "host")
    lan = host_for_ann(qtbot, host)
    ann = asking_window(qtbot, "ann")
    ann.open_lobby()
    ann.lobby_screen.name_edit.setText("Ann")
    ann.lobby_screen.address.setText(f"127.0.0.1:{lan.port}")
    qtbot.mouseClick(ann.lobby_screen.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.stack.currentIndex() == mw.PAGE_ROOM and len(ann.room_screen.seats) == 3,
                    timeout=8000)
    take(qtbot, ann, "stark")
    ann.room_screen.ready.setChecked(True)
    qtbot.waitUntil(lambda: host.room_screen.start_button.isEnabled(), timeout=8000)
    qtbot.mouseClick(host.room_screen.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.game is not None and ann.game.seat == "stark" and ann.game.model.synced()
                    and bool(ann.game.model.client("stark").decisions), timeout=10000)
    qtbot.waitUntil(lambda: host.game is not None and host.presence.text_of("stark") == "connected", timeout=8000)
    return host, ann, lan


def trigger(w, action: str, monkeypatch, other_save: str) -> None:
    """The window's own way of doing `action` (its menu action, its LAN page, closing it)."""
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (other_save, "")))
    {"new": w.act_new.trigger, "load": w.act_load.trigger, "watch": w.act_watch.trigger,
     "replay": w.act_watch_replay.trigger, "start": w.act_to_start.trigger, "lan": w.act_to_lan.trigger,
     "quit": w.act_quit.trigger,
     "close": w.close}[action]()


def went_ahead(qtbot, w, action: str, old) -> None:
    """`w` did `action`: it shows what was asked for and no longer the LAN game."""
    mw = pages()
    if action in ("quit", "close"):
        qtbot.waitUntil(lambda: not w.isVisible(), timeout=5000)
        assert w.game is None
    elif action == "lan":
        qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_LOBBY, timeout=5000)
        assert w.game is None
    elif action == "start":
        qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_START, timeout=5000)
        assert w.game is None
    else:
        qtbot.waitUntil(lambda: w.game is not None and w.game is not old, timeout=5000)
        assert not hasattr(w.game, "connect_as"), "a local game, a bots' game or a replay"


def plays_on(qtbot, ann, lan) -> None:
    """Ann answers her decision: the host takes it, so the game goes on for everyone."""
    client = ann.game.model.client("stark")
    qtbot.waitUntil(lambda: bool(client.decisions), timeout=8000)
    before = len(lan.session.commands)
    client.command(RandomBot(1).propose(client.view, client.decisions[0], 0))
    qtbot.waitUntil(lambda: len(lan.session.commands) > before, timeout=8000)


def other_save(tmp_path) -> str:
    from agot_qt.games.localgame import LocalGame

    path = tmp_path / "other.agot.json"
    LocalGame.new(3, ["stark"], seed=2).save(path)
    return str(path)


@pytest.mark.parametrize("action", ACTIONS)
def test_the_host_window_asks_naming_the_people_seated_and_ends_the_game_only_when_told(
        qtbot, qt_loop, answers, monkeypatch, tmp_path, action):
    host, ann, lan = table(qtbot)
    game = host.game
    saved = other_save(tmp_path)

    answers.todo = [stay]
    trigger(host, action, monkeypatch, saved)
    assert len(answers.seen) == 1
    text = answers.texts[0]
    assert "End the LAN game for everyone?" in text
    assert "Ann (Stark)" in text, "the people seated, by name"
    assert "Resume a saved LAN game" in text, "and that it can be resumed"
    assert answers.seen[0].go_button.text() == "End the game for everyone"
    assert host.isVisible() and host.game is game and not lan.closed
    plays_on(qtbot, ann, lan)
    assert host.presence.text_of("stark") == "connected"

    answers.todo = [go] + ([lambda box: box.accept()] if action == "new" else [])
    trigger(host, action, monkeypatch, saved)
    went_ahead(qtbot, host, action, game)
    assert lan.closed, "the game ends for everyone"
    # Ann reads who ended it, not that the host is gone or not running the game
    qtbot.waitUntil(lambda: "Hana, who hosts it, ended the game." in ann.decisions.error.text(), timeout=8000)
    assert "not running" not in ann.decisions.error.text()
    assert any(m.get("text") == "Hana, who hosts it, ended the game." for m in ann.chat.lines), "and the chat"
    assert lan.save_path.is_file(), "kept to be resumed"
    from engine.save import read_save

    seats = read_save(lan.save_path)["seats"]
    assert seats["stark"]["holder"] == "human" and seats["stark"]["name"] == "Ann", "Ann's seat waits for her"


@pytest.mark.parametrize("action", ACTIONS)
def test_a_client_window_asks_and_leaves_its_seat_reserved_only_when_told(qtbot, qt_loop, answers, monkeypatch,
                                                                          tmp_path, action):
    from agot_qt.lan import rejoin

    host, ann, lan = table(qtbot)
    game = ann.game
    token = lan.session.seats["stark"].token
    saved = other_save(tmp_path)

    answers.todo = [stay]
    trigger(ann, action, monkeypatch, saved)
    assert len(answers.seen) == 1
    text = answers.texts[0]
    assert "Leave the LAN game?" in text and "your seat (Stark) stays yours" in text
    assert answers.seen[0].go_button.text() not in ("End the game for everyone", "Leave without saving")
    assert ann.isVisible() and ann.game is game and game.seat == "stark"
    plays_on(qtbot, ann, lan)
    assert host.presence.text_of("stark") == "connected"

    answers.todo = [go] + ([lambda box: box.accept()] if action == "new" else [])
    trigger(ann, action, monkeypatch, saved)
    went_ahead(qtbot, ann, action, game)
    qtbot.waitUntil(lambda: host.presence.text_of("stark").startswith("away"), timeout=8000)
    seat = lan.session.seats["stark"]
    assert seat.holder == "human" and seat.token == token and seat.name == "Ann", "the seat stays Ann's"
    assert not lan.closed and host.game is not None, "the game goes on for the others"
    assert rejoin.last("ann") is None, "left on purpose: nothing to offer at the next start"
