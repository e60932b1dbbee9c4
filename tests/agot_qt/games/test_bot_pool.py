"""The window's searching bots think in worker processes without freezing the window: bots
awaited at the same moment answer together (`SearchPool.propose_all`), each answer sent through
its own seat client (one that crosses another's is sent again once caught up), a pool that fails
leaves them thinking in threads, and a game of pooled bots plays to the end."""
from __future__ import annotations

import concurrent.futures.process

import pytest
from PySide6.QtCore import QTimer

from engine.bots import levels
from engine.bots.pool import SearchPool
from engine.game import Game
from engine.session import Session


def _bot_game(pool, level="normal", players=3, seed=11):
    from agot_qt.games.bots import BotPlayer, BotTable
    from agot_qt.games.connection import LocalHost
    from agot_qt.model import SeatClient

    session = Session(Game.new(players=players, seed=seed), game_id="t")
    host = LocalHost(session)
    table = BotTable(pool)
    bots = []
    for i, h in enumerate(session.seats):
        client = SeatClient(host.connect_client(), h, f"Bot ({h})", token=session.seats[h].token)
        bots.append(BotPlayer(client, seed=i, level=level, table=table))
    for b in bots:
        b.client.join()
    return session, host, table, bots


@pytest.fixture
def quick_bots(monkeypatch):
    """Normal bots whose searches end after one sample: a whole game in seconds."""
    monkeypatch.setitem(levels.BUDGETS, "normal", 5.0)
    monkeypatch.setattr(levels, "NORMAL_MAX_SAMPLES", 1)


def test_bots_placing_orders_answer_together_in_the_workers_and_the_window_keeps_running(qtbot):
    with SearchPool(2) as pool:
        asked = []
        real = pool.propose_all
        pool.propose_all = lambda asks: asked.append([(view["seat"], d["kind"]) for _b, view, d, *_ in asks]) or real(asks)
        session, host, table, bots = _bot_game(pool)
        alone = []
        for b in bots:
            b.think_alone = lambda p, b=b, real=b.think_alone: alone.append(b.client.decisions[0]["kind"]) or real(p)
        ticks = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(table.thinking))
        timer.start(5)
        qtbot.waitUntil(lambda: session.game.s.orders_revealed, timeout=30000)
        timer.stop()
        assert asked and [seat for seat, _kind in asked[0]] == ["stark", "lannister", "baratheon"], \
            "the three placed their orders together"
        assert table.together_answers >= 3
        assert sum(1 for t in ticks if t) >= 3, "the Qt loop ticked while the bots were thinking"
        placed = [c[0] for c in session.commands[:3]]
        assert sorted(placed) == ["baratheon", "lannister", "stark"], "every answer was taken, crossed ones again"
        orders = [kind for ask in asked for _seat, kind in ask if kind == "place-orders"]
        assert len(orders) == 3 and "place-orders" not in alone, "no bot had to think its orders over again"
        for b in bots:
            b.set_paused(True)
        host.close()


class _BrokenPool:
    workers = 2
    offloads = True

    def __init__(self) -> None:
        self.asked = 0

    def propose_all(self, asks):
        self.asked += 1
        raise concurrent.futures.process.BrokenProcessPool("a worker died")

    def map(self, fn, jobs):
        raise concurrent.futures.process.BrokenProcessPool("a worker died")

    def close(self):
        pass


def test_a_pool_that_fails_leaves_the_bots_thinking_in_threads(qtbot, quick_bots):
    pool = _BrokenPool()
    session, host, table, bots = _bot_game(pool)
    qtbot.waitUntil(lambda: session.game.s.orders_revealed, timeout=30000)
    assert pool.asked == 1 and table.pool is None and table.together_answers == 0
    assert all(getattr(b.bot, "pool", None) is None for b in bots)
    for b in bots:
        b.set_paused(True)
    host.close()


def test_a_local_game_of_pooled_bots_plays_to_the_end(qtbot, quick_bots):
    from agot_qt.games import bots as window_bots
    from agot_qt.games.localgame import LocalGame

    game = LocalGame.new(3, [], seed=6, bot_delay_ms=0, bot_level="normal")
    assert game.bot_table.pool is window_bots.shared_pool()
    game.start()
    qtbot.waitUntil(lambda: game.session.game.finished, timeout=120000)
    assert game.bot_table.together_answers > 20
    assert game.session.game.winner in game.session.seats
    game.stop()


def test_the_windows_pool_leaves_a_core_to_the_window_and_ends_as_it_quits(qtbot):
    from engine.bots.pool import spare_cores

    from agot_qt.games import bots as window_bots

    pool = window_bots.shared_pool()
    assert window_bots.shared_pool() is pool
    assert pool.workers == spare_cores() and pool.offloads, "every core but one, even one a process"
    pool.warm()
    procs = list(pool._ex._processes.values())
    assert procs and all(p.is_alive() for p in procs)
    window_bots.close_shared_pool()
    qtbot.waitUntil(lambda: not any(p.is_alive() for p in procs), timeout=5000)
    assert window_bots.shared_pool() is not pool, "a new window's game gets new workers"
    window_bots.close_shared_pool()


def _per_seat(commands):
    out = {}
    for seat, wire, *_ in commands:
        out.setdefault(seat, []).append(wire)
    return out


def test_the_same_seeds_give_the_same_moves_with_or_without_the_workers(qtbot, monkeypatch):
    """Bots bounded by samples choose alike wherever they search: in the window's threads, or
    answering together in the workers."""
    monkeypatch.setitem(levels.BUDGETS, "normal", 1000.0)
    monkeypatch.setattr(levels, "NORMAL_MAX_SAMPLES", 2)

    def play(pool):
        session, host, table, bots = _bot_game(pool, seed=8)
        qtbot.waitUntil(lambda: session.game.s.round >= 3 or session.game.finished, timeout=120000)
        for b in bots:
            b.set_paused(True)
        table.close()
        host.close()
        return session, table.together_answers

    alone, none_pooled = play(None)
    with SearchPool(2) as pool:
        pooled, together = play(pool)
    assert none_pooled == 0 and together > 6
    a, b = _per_seat(alone.commands), _per_seat(pooled.commands)
    n = {h: min(len(a[h]), len(b[h])) for h in a}
    assert all(n.values()) and all(a[h][:n[h]] == b[h][:n[h]] for h in a)


def test_a_closed_game_drops_the_answers_its_bots_were_working_out(qtbot):
    from agot_qt.games.localgame import LocalGame

    class Slow(_BrokenPool):
        def propose_all(self, asks):
            import time

            time.sleep(0.3)
            return [(None, bot) for bot, *_ in asks]

    game = LocalGame.new(3, [], seed=6, bot_delay_ms=0, bot_level="normal")
    game.bot_table.pool = Slow()
    game.start()
    qtbot.waitUntil(lambda: game.bot_table.thinking, timeout=5000)
    game.stop()
    assert not game.bot_table.thinking
    qtbot.wait(600)
    assert game.bot_table.together_answers == 0 and not game.session.commands
