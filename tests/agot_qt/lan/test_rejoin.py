"""Coming back to a LAN game: a window that stopped without leaving (a crash) offers to rejoin at
its next start and gets its seat back; the LAN page remembers the address typed; a message that
stopped being true goes away once the host answers again. (A real window process killed with
SIGKILL and started again: tests/agot_qt/games/test_presence.py.)"""
from __future__ import annotations

from PySide6.QtCore import QSettings, Qt

from .test_lobby import LOOPBACK, lan_window, pages, qt_loop, save_folder, take  # noqa: F401 (fixtures)


def host_for_ann(qtbot, w):
    mw = pages()
    w.open_lobby()
    form = w.lobby_screen
    form.name_edit.setText("Hana")
    form.game_name.setText("Test night")
    form.players.setValue(3)
    form.holder_boxes["stark"].setCurrentIndex(0)  # open: Ann takes it
    form.holder_boxes["lannister"].setCurrentIndex(1)
    form.holder_boxes["baratheon"].setCurrentIndex(1)
    form.my_seat.setCurrentIndex(0)  # host-only
    qtbot.mouseClick(form.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_ROOM and len(w.room_screen.seats) == 3, timeout=8000)
    return w.lan.lan_host


def unmanaged_window(profile: str):
    """A window the test itself ends (pytest-qt would close it; a crashed one is never closed)."""
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    w.lan_interfaces, w.lan_bind, w.lan_port, w.lan_fullscreen = LOOPBACK, "127.0.0.1", 0, False
    w.lan_profile = profile
    w.resize(1300, 850)
    w.show()
    return w


def crash(w) -> None:
    """The window goes away without leaving its game (as when its process is killed): its
    connection is cut and nothing of it runs any more."""
    conn = w.game._conn
    conn._writer.transport.abort()
    conn.open = False
    conn._task.cancel()
    w.game._leaving = True
    w.hide()
    w.deleteLater()


def test_a_crashed_window_offers_to_rejoin_at_its_next_start_and_gets_its_seat_back(qtbot, qt_loop):
    mw = pages()
    host = lan_window(qtbot, "host")
    lan = host_for_ann(qtbot, host)
    port = lan.port
    ann = unmanaged_window("ann")
    ann.open_lobby()
    ann.lobby_screen.name_edit.setText("Ann")
    ann.lobby_screen.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(ann.lobby_screen.join_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.stack.currentIndex() == mw.PAGE_ROOM and len(ann.room_screen.seats) == 3,
                    timeout=5000)
    take(qtbot, ann, "stark")
    ann.room_screen.ready.setChecked(True)
    qtbot.waitUntil(lambda: host.room_screen.start_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(host.room_screen.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: ann.game is not None and ann.game.seat == "stark" and ann.game.model.synced(),
                    timeout=8000)
    qtbot.waitUntil(lambda: host.game is not None and host.presence.text_of("stark") == "connected", timeout=5000)

    crash(ann)
    qtbot.waitUntil(lambda: host.presence.text_of("stark").startswith("away since"), timeout=10000)

    # the next start of Ann's window
    again = lan_window(qtbot, "ann")
    again.offer_continue()
    start = again.start_screen
    assert not start.rejoin_button.isHidden()
    assert start.rejoin_note.text() == f"“Test night” as Stark, at 127.0.0.1:{port}"
    assert again.lobby_screen.address.text() == f"127.0.0.1:{port}", "the LAN page remembers the address"
    qtbot.mouseClick(start.rejoin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: again.game is not None and again.game.seat == "stark" and again.game.model.synced(),
                    timeout=8000)
    assert again.stack.currentIndex() == mw.PAGE_GAME
    qtbot.waitUntil(lambda: host.presence.text_of("stark") == "connected", timeout=5000)
    assert again.presence.text_of("stark") == "you"

    # a message that stops being true goes away: the host is unreachable, then answers again
    again._lan_failed("refused", "")
    assert "The host is not running the game at the moment" in again.decisions.error.text()
    qtbot.waitUntil(lambda: again.decisions.error.isHidden(), timeout=8000)
    assert again.game.seat == "stark"

    # leaving on purpose: nothing is offered at the next start
    again.stop_game()
    later = lan_window(qtbot, "ann")
    later.offer_continue()
    assert later.start_screen.rejoin_button.isHidden()
    QSettings().remove("lan/address")
