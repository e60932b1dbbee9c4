"""A window's LAN host whose save cannot be written takes no move and says why, in the
interface language, then goes on once saving works again."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from agot_qt.words import i18n

from .test_lobby import lan_window, pages, qt_loop, save_folder  # noqa: F401  (fixtures)


def test_the_host_window_says_in_its_language_that_it_cannot_save_and_then_goes_on(qtbot, qt_loop, save_folder):
    mw = pages()
    i18n.set_language("zh_CN")
    try:
        host = lan_window(qtbot, "saving-host")
        host.open_lobby()
        form = host.lobby_screen
        form.name_edit.setText("Hana")
        form.players.setValue(3)
        for h in ("lannister", "baratheon"):
            form.holder_boxes[h].setCurrentIndex(1)
        form.my_seat.setCurrentIndex(form.my_seat.findData("stark"))
        qtbot.mouseClick(form.host_button, mw.Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_ROOM
                        and host.room_screen.start_button.isEnabled(), timeout=8000)
        lan = host.lan.lan_host
        good = lan.save_path
        blocked = save_folder.parent / "not-a-folder"
        blocked.parent.mkdir(parents=True, exist_ok=True)
        blocked.write_text("a file where the saves would go")
        lan.save_path = lan.host.save_path = blocked / "game.agot"  # nothing can be written there
        qtbot.mouseClick(host.room_screen.start_button, mw.Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_GAME and host.game is not None, timeout=8000)
        # the host's bots try to place their orders: refused, and the host window says why, and
        # keeps saying it in its status bar until it can save again
        status = host.findChild(QLabel, "lanSavingStatus")
        qtbot.waitUntil(lambda: status is not None or host.findChild(QLabel, "lanSavingStatus") is not None,
                        timeout=8000)
        status = host.findChild(QLabel, "lanSavingStatus")
        qtbot.waitUntil(lambda: status.isVisible() and "主机无法保存游戏" in status.text(), timeout=8000)
        assert lan.session.save_failure is not None and lan.session.game.s.state_id == 0
        lan.save_path = lan.host.save_path = good
        qtbot.waitUntil(lambda: not status.isVisible(), timeout=8000)
        assert "主机又能保存游戏了" in host.statusBar().currentMessage()
        qtbot.waitUntil(lambda: "主机又能保存游戏了" in host.chat.history.toPlainText(), timeout=8000)
        qtbot.waitUntil(lambda: lan.session.game.s.state_id >= 2, timeout=8000)  # the bots' orders went in
        assert good.is_file() and lan.session.save_failure is None
        host.close()
    finally:
        i18n.set_language("en")
