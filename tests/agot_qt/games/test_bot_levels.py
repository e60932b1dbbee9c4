"""Bots of every level play through their own connection; searching bots never freeze the window."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from engine.game import Game
from engine.session import Session


def _bot_game(level: str):
    from agot_qt.games.bots import BotPlayer
    from agot_qt.games.connection import LocalHost
    from agot_qt.model import SeatClient

    session = Session(Game.new(players=3, seed=11), game_id="t")
    for h in session.seats:
        session.set_holder(h, "bot")
    host = LocalHost(session)
    bots = []
    for i, h in enumerate(session.seats):
        client = SeatClient(host.connect_client(), h, f"Bot ({h})", token=session.seats[h].token)
        bots.append(BotPlayer(client, seed=i, level=level))
    for b in bots:
        b.client.join()
    return session, host, bots


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_bots_of_each_level_play_the_first_planning_phase(qtbot, level):
    session, host, bots = _bot_game(level)
    qtbot.waitUntil(lambda: session.game.s.orders_revealed, timeout=20000)
    assert session.game.s.state_id >= 3


def test_a_searching_bot_thinks_in_a_worker_and_the_event_loop_keeps_running(qtbot):
    session, host, bots = _bot_game("hard")
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(any(b.thinking for b in bots)))
    timer.start(5)
    qtbot.waitUntil(lambda: any(b.thinking for b in bots), timeout=5000)
    qtbot.waitUntil(lambda: session.game.s.orders_revealed, timeout=20000)
    timer.stop()
    # the Qt loop ticked many times while some bot was thinking
    assert sum(1 for t in ticks if t) >= 5
