"""The decision column after a watched game: a replay or bots playing alone squeeze the
decision panel to the little they show, and the next game with a player gives it back."""
from __future__ import annotations

import pytest

from engine.save import make_save, write_save

from agot_qt.games.localgame import LocalGame


@pytest.mark.parametrize("size", [(1366, 768), (960, 1040)])
def test_a_new_game_after_a_replay_shows_the_whole_decision_panel(qtbot, tmp_path, size):
    from agot_qt.main_window import MainWindow
    from agot_qt.games.replay import open_replay
    from tests.engine.test_replay import play_watched

    live = play_watched(players=3, seed=2)
    path = tmp_path / "g.agot.json"
    write_save(path, make_save(live.session))
    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    open_replay(w, path)
    qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced() and not w._refresh_scheduled, timeout=5000)
    watched = w.right.sizes()[0]
    # Ctrl+N: a new game against bots, the window's player placing orders
    w.start_game(LocalGame.new(3, ["stark"], seed=5))
    qtbot.waitUntil(lambda: w.game.model.synced() and not w._refresh_scheduled
                    and w.decisions._shown is not None, timeout=5000)
    qtbot.wait(50)
    decisions, log = w.right.sizes()
    assert decisions > watched and decisions > log, (watched, decisions, log)
    assert w.decisions.scroll.isVisible() and w.decisions.scroll.height() > 150
    w.stop_game()
