"""The replay viewer: a saved self-played game watched again in the main window, step by step."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from engine.game import Game
from engine.save import make_save, write_save

from agot_qt.main_window import PAGE_GAME, MainWindow
from agot_qt.games.replay import ReplayBar, ReplayGame, open_replay
from tests.engine.test_replay import LiveGame, play_watched

from ..helpers import local_game


@pytest.fixture(scope="module")
def live() -> LiveGame:
    return play_watched(players=4, seed=7)


@pytest.fixture
def save_path(live, tmp_path):
    path = tmp_path / "watched.agot.json"
    write_save(path, make_save(live.session))
    return path


@pytest.fixture
def window(qtbot):
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    yield w
    w.stop_game()


def settle(qtbot, w: MainWindow) -> None:
    qtbot.waitUntil(lambda: not w._refresh_scheduled and w.game is not None and w.game.model.synced(),
                    timeout=5000)


def opened(qtbot, w: MainWindow, path) -> ReplayGame:
    game = open_replay(w, path)
    assert isinstance(game, ReplayGame)
    settle(qtbot, w)
    return game


def assert_shows(w: MainWindow, live: LiveGame, k: int) -> None:
    """The window shows the spectator's view and log of step k, and says where it is."""
    assert w.game.position == k
    assert w.scene.view_data == live.views[k]
    assert len(w.log.events) == live.logs[k] == w.log.count()
    assert [e.to_wire() for e in w.log.events] == [e.to_wire() for e in live.log[:live.logs[k]]]
    bar = w.replay_bar
    assert bar.slider.value() == k
    assert bar.where.text() == f"step {k} of {len(live.views) - 1} · round {live.views[k]['round']}"


def test_a_saved_game_opens_at_its_start_as_a_spectator(qtbot, window, live, save_path):
    game = opened(qtbot, window, save_path)
    assert window.stack.currentIndex() == PAGE_GAME
    assert game.mode == "spectator" and game.humans == []
    assert window.decisions.widget is None
    assert_shows(window, live, 0)
    assert window.scene.view_data["seat"] is None
    assert not window.chat.isEnabled()
    bar = window.replay_bar
    assert isinstance(bar, ReplayBar) and window.toolBarArea(bar) == Qt.ToolBarArea.BottomToolBarArea
    assert not bar.act_previous.isEnabled() and bar.act_next.isEnabled()
    assert bar.slider.maximum() == len(live.views) - 1


def test_steps_slider_and_round_jumps_move_the_view_and_the_log(qtbot, window, live, save_path):
    game = opened(qtbot, window, save_path)
    bar = window.replay_bar
    bar.act_next.trigger()
    settle(qtbot, window)
    assert_shows(window, live, 1)
    bar.slider.setValue(40)
    settle(qtbot, window)
    assert_shows(window, live, 40)
    bar.act_previous.trigger()
    settle(qtbot, window)
    assert_shows(window, live, 39)  # a step back rebuilds the log from the start
    starts = game.replay.round_starts
    later = [r for r, start in enumerate(starts, start=1) if start > 39]
    bar.act_next_round.trigger()  # to the first step of the next round
    settle(qtbot, window)
    assert_shows(window, live, starts[later[0] - 1])
    assert f"Round {later[0]}" in window.round_status.text()
    bar.act_next_round.trigger()
    bar.act_previous_round.trigger()  # from a round's first step to the one before
    settle(qtbot, window)
    assert_shows(window, live, starts[later[0] - 1])
    game.seek(starts[later[0] - 1] + 3)
    bar.act_previous_round.trigger()  # from inside a round to its first step
    settle(qtbot, window)
    assert_shows(window, live, starts[later[0] - 1])
    bar.act_end.trigger()
    settle(qtbot, window)
    assert_shows(window, live, len(live.views) - 1)
    assert window.scene.view_data["finished"] and not bar.act_next.isEnabled()
    assert "Castles" in window.decisions.error.text() and window.decisions.error.isVisible()  # the standings
    bar.act_start.trigger()
    settle(qtbot, window)
    assert_shows(window, live, 0)


def test_the_keyboard_steps_and_plays(qtbot, window, live, save_path):
    game = opened(qtbot, window, save_path)
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_Right)
    qtbot.keyClick(window, Qt.Key.Key_Right)
    settle(qtbot, window)
    assert_shows(window, live, 2)
    qtbot.keyClick(window, Qt.Key.Key_Left)
    settle(qtbot, window)
    assert_shows(window, live, 1)
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert game.playing
    qtbot.keyClick(window, Qt.Key.Key_Space)
    assert not game.playing


def test_play_advances_at_the_chosen_speed_and_stops_at_the_end(qtbot, window, live, save_path):
    game = opened(qtbot, window, save_path)
    bar = window.replay_bar
    bar.speed.setCurrentIndex(bar.speed.count() - 1)
    assert game.speed == 16 and game.timer.interval() == 62
    assert bar.speed.currentText() == "16 steps per second"
    bar.act_play.trigger()
    assert game.playing and bar.act_play.text() == "Pause"
    qtbot.waitUntil(lambda: game.position >= 6, timeout=5000)
    bar.act_play.trigger()
    assert not game.playing and bar.act_play.text() == "Play"
    settle(qtbot, window)
    assert_shows(window, live, game.position)
    game.seek(len(game) - 2)
    game.play()
    qtbot.waitUntil(lambda: not game.playing, timeout=5000)
    settle(qtbot, window)
    assert_shows(window, live, len(game))


def test_the_menu_opens_a_replay_and_leaving_it_takes_the_bar_away(qtbot, window, live, save_path, monkeypatch):
    asked = []

    def choose(*args, **kwargs):
        asked.append(args[3])
        return str(save_path), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", choose)
    assert window.act_watch_replay.text() == "Watch a &replay…"
    assert window.act_watch_replay in window.game_menu.actions()
    window.act_watch_replay.trigger()
    assert "*.agot.json" in asked[0] and "*.agot)" in asked[0]
    settle(qtbot, window)
    game = window.game
    assert isinstance(game, ReplayGame)
    game.play()
    bar = window.replay_bar
    window.start_game(local_game(Game.new(players=4, seed=3), [], spectator=True))
    assert not game.playing
    assert window.replay_bar is None and window.toolBarArea(bar) == Qt.ToolBarArea.NoToolBarArea
    assert window.chat.isEnabled()
    assert game.model.clients == {}


def test_a_broken_or_tampered_file_shows_a_message_and_changes_nothing(qtbot, window, live, save_path,
                                                                       tmp_path, monkeypatch):
    from agot_qt.words import problems

    shown = []
    monkeypatch.setattr(problems, "show_problem", lambda parent, title, text, detail="": shown.append(text))
    game = opened(qtbot, window, save_path)
    game.seek(5)
    settle(qtbot, window)
    broken = tmp_path / "broken.agot"
    broken.write_text("{ not json", encoding="utf-8")
    assert open_replay(window, broken) is None
    assert shown and "cannot be replayed" in shown[-1]
    data = json.loads(save_path.read_text(encoding="utf-8"))
    data["commands"].insert(1, list(data["commands"][0]))
    tampered = tmp_path / "tampered.agot.json"
    tampered.write_text(json.dumps(data), encoding="utf-8")
    assert open_replay(window, tampered) is None
    assert "command 2" in shown[-1] and "refused" in shown[-1]
    assert window.game is game and game.model.clients
    settle(qtbot, window)
    assert_shows(window, live, 5)


def test_saving_during_a_replay_keeps_a_copy_of_the_watched_game(qtbot, window, live, save_path, tmp_path):
    window.save_path = str(tmp_path / "other.agot.json")  # a game saved before must stay untouched
    opened(qtbot, window, save_path)
    assert window.save_path is None
    copy = tmp_path / "copy.agot.json"
    window.game.save(copy)
    again = ReplayGame.load(copy)
    assert again.replay.final_digest == live.session.game.digest()
    assert not (tmp_path / "other.agot.json").exists()


def test_the_bar_speaks_the_chosen_language(qtbot, window, live, save_path):
    from agot_qt.words import i18n

    opened(qtbot, window, save_path)
    bar = window.replay_bar
    n = len(live.views) - 1
    try:
        i18n.set_language("zh_CN")
        qtbot.waitUntil(lambda: bar.where.text().startswith("第"), timeout=3000)
        assert bar.where.text() == f"第 0/{n} 步 · 第 1 轮"
        assert bar.act_next.text() == "下一步" and bar.speed.currentText() == "每秒 2 步"
        assert window.act_watch_replay.text() == "观看回放(&R)……"
    finally:
        i18n.set_language("en")
    qtbot.waitUntil(lambda: bar.where.text().startswith("step"), timeout=3000)
    assert bar.act_next.text() == "Next step"


def test_a_game_without_commands_opens_and_does_not_play(qtbot, window, tmp_path):
    from engine.session import Session

    path = tmp_path / "lobby.agot"
    session = Session(Game.new(players=3, seed=2))
    data = make_save(session)
    data["seats"] = ["not", "a", "map"]  # the seats are not needed to watch
    write_save(path, data)
    game = opened(qtbot, window, path)
    assert len(game) == 0 and window.scene.view_data == session.game.view(None)
    game.play()
    assert not game.playing
    assert window.replay_bar.where.text() == "step 0 of 0 · round 1"
    assert not window.replay_bar.act_next.isEnabled()
