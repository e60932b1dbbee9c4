"""Asking before a running game is ended: every leaving action of the window, with both answers,
through the real question box."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from engine.game import Game

from ..helpers import local_game


class Answers:
    """Answers the modal boxes the window opens, in order: each entry picks a button of the
    next box shown (a callable taking the box)."""

    def __init__(self) -> None:
        self.todo: list = []
        self.seen: list[QDialog] = []
        self.texts: list[str] = []
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._poll)
        self.timer.start()

    def _poll(self) -> None:
        box = QApplication.activeModalWidget()
        if box is None or box in self.seen or not self.todo:
            return
        self.seen.append(box)
        self.texts.append(box.text() + " " + box.informativeText() if hasattr(box, "informativeText") else "")
        self.todo.pop(0)(box)


@pytest.fixture
def answers(asks_before_leaving):
    a = Answers()
    yield a
    a.timer.stop()


def stay(box) -> None:
    box.stay_button.click()


def go(box) -> None:
    box.go_button.click()


def quiet(_window) -> None:
    """pytest-qt closes the test's windows before fixtures are torn down: without a question."""
    from agot_qt.games import leave

    leave.ASK = False


def playing(qtbot):
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w, before_close_func=quiet)
    w.resize(1300, 850)
    w.show()
    lg = local_game(Game.new(players=3, seed=4), ["stark"])
    w.start_game(lg)
    qtbot.waitUntil(lambda: lg.model.synced() and not w._refresh_scheduled, timeout=5000)
    return w, lg


def test_the_question_names_the_game_and_keep_playing_changes_nothing(qtbot, answers, monkeypatch):
    w, lg = playing(qtbot)
    answers.todo = [stay]
    w.act_new.trigger()
    assert answers.texts and "Stark" in answers.texts[0] and "round 1" in answers.texts[0]
    assert w.game is lg


@pytest.mark.parametrize("action", ["new", "load", "watch", "replay", "start", "lan"])
def test_each_leaving_action_asks_first_and_goes_ahead_only_when_told(qtbot, answers, monkeypatch, tmp_path,
                                                                     action):
    from agot_qt import main_window as mw

    w, lg = playing(qtbot)
    save = tmp_path / "other.agot.json"
    lg.save(save)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(save), "")))
    trigger = {"new": w.act_new.trigger, "load": w.act_load.trigger, "watch": w.act_watch.trigger,
               "replay": w.act_watch_replay.trigger, "start": w.act_to_start.trigger,
               "lan": w.act_to_lan.trigger}[action]  # the Game menu's way back to either page
    answers.todo = [stay]
    trigger()
    assert len(answers.seen) == 1 and w.game is lg, "keeping on playing leaves the game as it was"
    answers.todo = [go] + ([lambda box: box.accept()] if action == "new" else [])
    trigger()
    qtbot.waitUntil(lambda: w.game is not lg, timeout=5000)
    if action == "lan":
        assert w.stack.currentIndex() == mw.PAGE_LOBBY
        w.close_lobby()
    elif action == "start":
        assert w.stack.currentIndex() == mw.PAGE_START and w.game is None
        assert w.start_screen.continue_button.isVisibleTo(w), "the game left is offered to continue"
    else:
        assert w.game is not None


@pytest.mark.parametrize("how", ["quit", "close"])
def test_quitting_and_closing_the_window_ask_first(qtbot, answers, how):
    w, lg = playing(qtbot)
    answers.todo = [stay]
    w.act_quit.trigger() if how == "quit" else w.close()
    assert w.isVisible() and w.game is lg
    answers.todo = [go]
    w.act_quit.trigger() if how == "quit" else w.close()
    assert not w.isVisible() and w.game is None


def test_save_first_saves_then_goes_ahead(qtbot, answers, tmp_path):
    w, lg = playing(qtbot)
    w.save_path = str(tmp_path / "kept.agot.json")
    answers.todo = [lambda box: box.save_button.click()]
    w.act_watch.trigger()
    qtbot.waitUntil(lambda: w.game is not lg, timeout=5000)
    assert (tmp_path / "kept.agot.json").is_file()


def test_finished_games_watching_bots_and_replays_do_not_ask(qtbot, answers, tmp_path):
    from agot_qt.games import replay
    from agot_qt.games.localgame import LocalGame

    w, lg = playing(qtbot)
    answers.todo = [go]  # would be used up by a question
    lg.session.game.s.finished = True
    lg.model.client("stark").view["finished"] = True
    w.watch_bots()
    assert w.game is not lg and not answers.seen
    bots = w.game
    path = tmp_path / "r.agot.json"
    LocalGame.new(3, ["stark"], seed=2).save(path)
    replay.open_replay(w, path)
    assert w.game is not bots and not answers.seen
    w.watch_bots()
    assert not answers.seen
