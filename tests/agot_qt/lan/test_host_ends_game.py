"""When the host ends a LAN game: the window says the host is gone, then that the host is not
running the game (not that no game was ever there), keeps trying for as long as it shows the
game, and joins again by itself when the host is back."""
from __future__ import annotations

import pytest

from agot_qt.net.host import Host

from .test_join_any_host import headless_host  # noqa: F401 (fixture)
from .test_lobby import join_by_address, lan_window, pages, qt_loop, save_folder  # noqa: F401 (fixtures)


def test_a_window_keeps_trying_after_the_host_ends_the_game_and_is_back_when_it_returns(
        qtbot, headless_host, monkeypatch):  # noqa: F811
    from agot_qt import main_window
    from agot_qt.lan.remote import spawn

    mw = pages()
    monkeypatch.setattr(main_window, "RECONNECT_DELAYS_MS", (30,))
    host, task = headless_host
    qtbot.waitUntil(lambda: task.done(), timeout=5000)
    port, session = host.port, host.session
    w = lan_window(qtbot, "e-ann")
    join_by_address(qtbot, w, "Ann", port)
    choice = w.lobby_screen.seat_choice
    qtbot.waitUntil(lambda: choice.isVisible(), timeout=5000)
    qtbot.mouseClick(choice.take_buttons["stark"], mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.game is not None and w.game.seat == "stark" and w.game.model.synced(), timeout=5000)

    seen: list[str] = []
    original = w.decisions.show_error

    def record(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    monkeypatch.setattr(w.decisions, "show_error", record)
    spawn(host.close(flush=0.2))  # the host ends the game
    qtbot.waitUntil(lambda: w._reconnects >= 40, timeout=20000)  # far past the old limit of 30
    assert seen and seen[0].startswith("The host is gone")
    assert all("No game answers at that address" not in t for t in seen)
    assert any("not running the game" in t and "joins again by itself" in t for t in seen)
    assert "trying again" in w.statusBar().currentMessage()
    assert w.stack.currentIndex() == mw.PAGE_GAME, "the window stays on the game, not the LAN page"
    assert "No game answers" not in w.lobby_screen.message.text()

    # the host starts the game again on the same port: the window is back in its seat
    again = Host(session)
    started = spawn(again.start("127.0.0.1", port))
    qtbot.waitUntil(lambda: started.done(), timeout=5000)
    qtbot.waitUntil(lambda: w._reconnects == 0 and w.game.seat == "stark" and w.game.model.synced(), timeout=10000)
    qtbot.waitUntil(lambda: w.decisions.error.isHidden(), timeout=5000)
    w.close()
    spawn(again.close(flush=0.1))


@pytest.mark.parametrize("faceless", [False, True])
def test_who_ended_the_game_is_named_unless_the_game_is_faceless(qtbot, qt_loop, save_folder, faceless):  # noqa: F811
    """The host's person ending a game is named to the table, but never in a faceless game (it
    is not over: a name would reach the others before its end)."""
    from agot_qt.lan.remote import LanHost, RemoteGame, spawn

    lan = LanHost.new("Masks", 3, False, {"stark": "open", "lannister": "bot", "baratheon": "bot"}, seed=3,
                      variants={"faceless": True} if faceless else None)
    started = spawn(lan.start("127.0.0.1", 0, advertise=False))
    qtbot.waitUntil(started.done, timeout=5000)
    game = RemoteGame("127.0.0.1", lan.port, name="Ann", profile="faceless-end")
    try:
        game.connect_as(None)
        qtbot.waitUntil(lambda: game.client is not None and game.client.view is not None, timeout=5000)
        game.take_seat("stark")
        qtbot.waitUntil(lambda: game.seat == "stark" and game.client.view is not None, timeout=5000)
        game.set_ready(True)
        qtbot.waitUntil(lan.can_start, timeout=5000)
        assert lan.start_game()
        lan.host.pause_bots(True)
        lan.close(ended_by="Hana", seat="lannister")
        qtbot.waitUntil(lambda: bool(game.ended_by), timeout=5000)
    finally:
        game.stop()
        lan.close()
        qtbot.waitUntil(lambda: lan.closing.done(), timeout=5000)
    if faceless:
        assert game.ended_by == "The host ended the game."
    else:
        assert game.ended_by == "Hana (Lannister), who hosts it, ended the game."
