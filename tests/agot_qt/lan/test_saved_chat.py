"""A saved game keeps what was said in public: loading it shows those lines in the chat again,
and never a whisper."""
from __future__ import annotations

from ..helpers import position, window_with
from .test_lobby import qt_loop, save_folder  # noqa: F401 (fixtures)


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


def test_a_lan_game_ended_by_its_host_keeps_what_was_said_after_the_last_move(qtbot, qt_loop, save_folder):
    """The host's save is rewritten with every move; a line said after the last one is in it
    too once the host ends the game, and the resumed game's people read it."""
    from engine.save import load_session, read_save

    from agot_qt.lan.remote import LanHost, RemoteGame, spawn

    lan = LanHost.new("Chat night", 3, False, {"stark": "open", "lannister": "bot", "baratheon": "bot"}, seed=3)
    started = spawn(lan.start("127.0.0.1", 0, advertise=False))
    qtbot.waitUntil(started.done, timeout=5000)
    game = RemoteGame("127.0.0.1", lan.port, name="Ann", profile="saved-chat")
    try:
        game.connect_as(None)
        qtbot.waitUntil(lambda: game.client is not None and game.client.view is not None, timeout=5000)
        game.take_seat("stark")
        qtbot.waitUntil(lambda: game.seat == "stark" and game.client.view is not None, timeout=5000)
        game.set_ready(True)
        qtbot.waitUntil(lan.can_start, timeout=5000)
        assert lan.start_game()
        lan.host.pause_bots(True)  # no move after the line below
        qtbot.waitUntil(lambda: lan.save_path.is_file(), timeout=5000)
        game.say("Good game, everyone")
        qtbot.waitUntil(lambda: len(lan.session.chat_history) == 1, timeout=5000)
    finally:
        game.stop()
        lan.close()
        qtbot.waitUntil(lambda: lan.closing.done(), timeout=5000)
    resumed = load_session(read_save(lan.save_path))
    assert [line["text"] for line in resumed.chat_history] == ["Good game, everyone"]
