"""Joining from the window works with every host: a headless host's open seat is taken by
choosing it (never a silent spectator), a seat kept for a person asks for its token, a wrong
token is said and changes nothing, and the window says what the join did."""
from __future__ import annotations

import pytest

from engine.game import Game
from engine.session import Session

from .test_lobby import join_by_address, lan_window, pages, qt_loop, save_folder  # noqa: F401 (fixtures)


@pytest.fixture
def headless_host(qt_loop):  # noqa: F811
    """An `agot-host`-like game, begun at once: Stark open, Lannister kept for a token, Baratheon a bot."""
    from agot_qt.lan.remote import spawn
    from agot_qt.net.host import Host, level_bot_factory

    session = Session(Game.new(players=3, seed=11), name="Headless night")
    session.set_holder("lannister", "human")
    session.set_holder("baratheon", "bot")
    host = Host(session, bot_factory=level_bot_factory("easy", 1, list(session.seats)))
    task = spawn(host.start("127.0.0.1", 0))
    yield host, task
    spawn(host.close(flush=0.1))


def test_an_open_seat_at_a_headless_host_is_taken_by_choosing_it(qtbot, headless_host):
    mw = pages()
    host, task = headless_host
    qtbot.waitUntil(lambda: task.done(), timeout=5000)
    w = lan_window(qtbot, "h-ann")
    join_by_address(qtbot, w, "Ann", host.port)
    choice = w.lobby_screen.seat_choice
    qtbot.waitUntil(lambda: choice.isVisible(), timeout=5000)
    assert w.stack.currentIndex() == mw.PAGE_LOBBY and w.game is None, "not a spectator unasked"
    assert set(choice.take_buttons) == {"stark", "lannister"} and set(choice.token_edits) == {"lannister"}
    qtbot.mouseClick(choice.take_buttons["stark"], mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game is not None and w.stack.currentIndex() == mw.PAGE_GAME, timeout=5000)
    assert w.game.seat == "stark" and host.session.seats["stark"].holder == "human"
    assert not choice.isVisible()
    assert "You joined Headless night and play Stark." in w.statusBar().currentMessage()
    assert any("play Stark" in line for line in w.chat.history.toPlainText().splitlines())
    w.close()


def test_a_kept_seat_asks_for_its_token_and_a_wrong_one_is_said(qtbot, headless_host):
    mw = pages()
    host, task = headless_host
    qtbot.waitUntil(lambda: task.done(), timeout=5000)
    token = host.session.seats["lannister"].token
    w = lan_window(qtbot, "h-bob")
    join_by_address(qtbot, w, "Bob", host.port)
    choice = w.lobby_screen.seat_choice
    qtbot.waitUntil(lambda: choice.isVisible(), timeout=5000)
    # no token typed: said, nothing sent
    qtbot.mouseClick(choice.take_buttons["lannister"], mw.Qt.MouseButton.LeftButton)
    assert "token" in choice.message.text() and choice.message.isVisible()
    choice.token_edits["lannister"].setText("not-the-token")
    qtbot.mouseClick(choice.take_buttons["lannister"], mw.Qt.MouseButton.LeftButton)
    first = choice.message.text()
    qtbot.waitUntil(lambda: choice.message.text() not in ("", first), timeout=5000)
    qtbot.waitUntil(lambda: choice.isVisible() and "lannister" in choice.token_edits, timeout=5000)
    assert "does not fit Lannister's seat" in choice.message.text()
    assert w.game is None and host.session.seats["lannister"].holder == "human"
    assert choice.token_edits["lannister"].text() == "not-the-token", "what was typed stays to be corrected"
    choice.token_edits["lannister"].setText(f"  {token}\n".strip("\n"))  # pasted with spaces around
    qtbot.keyClick(choice.token_edits["lannister"], mw.Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: w.game is not None and w.stack.currentIndex() == mw.PAGE_GAME, timeout=5000)
    assert w.game.seat == "lannister"
    assert "play Lannister" in w.statusBar().currentMessage()
    w.close()


def test_watching_a_begun_game_is_chosen_and_said(qtbot, headless_host):
    mw = pages()
    host, task = headless_host
    qtbot.waitUntil(lambda: task.done(), timeout=5000)
    w = lan_window(qtbot, "h-cat")
    join_by_address(qtbot, w, "Cat", host.port)
    choice = w.lobby_screen.seat_choice
    qtbot.waitUntil(lambda: choice.isVisible(), timeout=5000)
    qtbot.mouseClick(choice.watch_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game is not None and w.stack.currentIndex() == mw.PAGE_GAME, timeout=5000)
    assert w.game.seat is None and "as a spectator" in w.statusBar().currentMessage()
    w.close()


def test_a_host_that_goes_away_while_the_seats_are_offered_is_said(qtbot, headless_host):
    from agot_qt.lan.remote import spawn

    mw = pages()
    host, task = headless_host
    qtbot.waitUntil(lambda: task.done(), timeout=5000)
    w = lan_window(qtbot, "h-dan")
    join_by_address(qtbot, w, "Dan", host.port)
    choice = w.lobby_screen.seat_choice
    qtbot.waitUntil(lambda: choice.isVisible(), timeout=5000)
    spawn(host.close(flush=0.1))
    qtbot.waitUntil(lambda: not choice.isVisible(), timeout=5000)
    assert "The host is gone" in w.lobby_screen.message.text()
    assert w.lobby_screen.join_box.isVisible() and w.stack.currentIndex() == mw.PAGE_LOBBY
    w.close()


def test_a_join_by_address_works_when_discovery_finds_nothing(qtbot, qt_loop, monkeypatch):  # noqa: F811
    """Across a VPN discovery finds no game: the host's address and port typed on the LAN page
    reach the game all the same."""
    from agot_qt.lan.remote import LanHost, spawn
    from agot_qt.net import discovery

    class Nothing:  # a network where no game is ever announced
        def __init__(self, *_args, **_kwargs) -> None:
            self.games = {}

        async def start(self) -> None:
            pass

        async def stop(self) -> None:
            pass

    monkeypatch.setattr(discovery, "Browser", Nothing)
    mw = pages()
    lan = LanHost.new("Across the VPN", 3, False, {"stark": "open", "lannister": "bot", "baratheon": "bot"}, seed=3)
    started = spawn(lan.start("127.0.0.1", 0, advertise=False))
    qtbot.waitUntil(lambda: started.done(), timeout=5000)
    try:
        w = lan_window(qtbot, "vpn")
        w.open_lobby()
        qtbot.wait(200)
        assert w.lobby_screen.games.topLevelItemCount() == 0, "nothing discovered"
        join_by_address(qtbot, w, "Ann", lan.port)
        qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_ROOM and len(w.room_screen.seats) == 3,
                        timeout=8000)
        assert w.room_screen.seats["stark"]["holder"] == "open"
        w.lan.close()
    finally:
        lan.close()
