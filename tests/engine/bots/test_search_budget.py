"""A search's budget is its own CPU time: a busy machine does not shorten its look ahead,
and the wall clock stops it only when it would keep the players waiting too long."""
from __future__ import annotations

from typing import Any

import pytest

from engine.bots import search
from engine.bots.levels import make_bot

from .test_search_kinds import CASES


class _Clocks:
    """Fake clocks: every reading advances each clock by its own step."""

    def __init__(self, cpu_step: float, wall_step: float) -> None:
        self.cpu = self.wall = 0.0
        self.cpu_step, self.wall_step = cpu_step, wall_step

    def thread_time(self) -> float:
        self.cpu += self.cpu_step
        return self.cpu

    def perf_counter(self) -> float:
        self.wall += self.wall_step
        return self.wall


def _samples(monkeypatch: pytest.MonkeyPatch, clocks: _Clocks) -> int:
    monkeypatch.setattr(search, "time", clocks)
    g, d = CASES["retreat"]
    bot = make_bot("normal", 3, budget=1.0, max_samples=1000)
    bot.propose(g.view(d.seat), d.to_wire())
    assert bot.errors == 0
    return int(bot.last_stats["samples"])


def test_a_busy_machine_does_not_cut_the_search_short(monkeypatch: pytest.MonkeyPatch) -> None:
    # the wall clock runs four times faster than this thread's CPU time: other work shares the core
    busy = _samples(monkeypatch, _Clocks(cpu_step=0.01, wall_step=0.04))
    idle = _samples(monkeypatch, _Clocks(cpu_step=0.01, wall_step=0.01))
    assert idle > 10
    assert busy >= idle * 0.7  # stopped by the CPU budget, not after a quarter of it


def test_the_wall_clock_still_ends_a_search_that_would_keep_players_waiting(monkeypatch: pytest.MonkeyPatch) -> None:
    stalled = _samples(monkeypatch, _Clocks(cpu_step=0.0, wall_step=0.05))
    assert 1 <= stalled < 1000
    calls = search.WALL_CEILING / 0.05
    assert stalled <= calls
