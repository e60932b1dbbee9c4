"""A saved game keeps what was said in public: loading it shows those lines in the chat again,
and never a whisper."""
from __future__ import annotations

from .helpers import position, window_with


def test_a_loaded_game_shows_the_public_chat_it_was_saved_with_and_no_whisper(qtbot, tmp_path):
    from agot_qt.main_window import MainWindow

    w, lg = window_with(qtbot, position(players=3), ["stark", "lannister"])
    lg.model.client("stark").say("Winter is coming, friends")
    lg.model.client("stark").say("keep away from the Twins", to="lannister")
    lg.model.client("lannister").say("A Lannister always pays his debts")
    qtbot.waitUntil(lambda: len(w.chat.lines) == 3, timeout=5000)
    path = tmp_path / "game.agot.json"
    w.game.save(path)
    lg.stop()

    w2 = MainWindow()
    qtbot.addWidget(w2)
    w2.resize(1366, 768)
    w2.show()
    assert w2.load(str(path))
    qtbot.waitUntil(lambda: len(w2.chat.lines) >= 2, timeout=5000)
    text = w2.chat.history.toPlainText()
    assert "Winter is coming, friends" in text and "A Lannister always pays his debts" in text
    assert text.index("Winter is coming") < text.index("A Lannister always")
    assert "Twins" not in text
    assert len(w2.chat.lines) == 2
    w2.game.stop()
