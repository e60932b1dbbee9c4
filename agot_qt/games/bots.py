"""Bots as ordinary participants: a SeatClient on its own connection, answering its seat's
decisions with an engine bot of some level (random, easy, normal, hard). They see only
their seat's view and act with their seat's token, like every other client.

Levels that search (normal, hard) think in a worker thread on their own copy of the view,
so the window never freezes. The worker touches no Qt object: the Qt thread polls for
the answer with a timer and drops it if the game has moved on meanwhile, and cyclic garbage
is collected only in the Qt thread from then on (main_thread_gc).
"""
from __future__ import annotations

import copy
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QObject, QTimer

from engine.bots.levels import make_bot

from .. import main_thread_gc
from ..model import SeatClient, house_decision, house_view

MAX_ATTEMPTS = 12


THREADED_LEVELS = ("normal", "hard")
POLL_MS = 15
_WORKERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="bot")


def _think(bot: Any, view: dict[str, Any], decision: dict[str, Any], attempt: int) -> Any:
    try:
        return bot.propose(view, decision, attempt)
    except Exception:  # a bot must never take the window down; fall back to the minimum
        from engine.bots.random_bot import RandomBot

        return RandomBot(0).propose(view, decision, MAX_ATTEMPTS)


class BotPlayer(QObject):
    def __init__(self, client: SeatClient, seed: int = 0, delay_ms: int = 0, parent: QObject | None = None,
                 level: str = "random") -> None:
        super().__init__(parent)
        self.client = client
        self.level = level
        self.bot = make_bot(level, seed)
        self._future: Future | None = None
        self._future_state: int | None = None
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self.delay_ms = delay_ms
        self.attempt = 0
        self._answered: int | None = None  # state id we sent a command for
        self._scheduled = False
        self.paused = False
        self._one_step = False  # paused, but allowed to answer the decision awaited now
        client.retry_stale = False  # a bot looks at the new state and answers afresh
        client.view_changed.connect(self._on_view)
        client.error_received.connect(self._on_error)

    def resume(self) -> None:
        """Look at the decision again after a pause."""
        self.paused = False
        self._schedule()

    def _on_view(self) -> None:
        if self.client.state_id != self._answered:
            self.attempt = 0
        self._schedule()

    def _on_error(self, m: dict[str, Any]) -> None:
        if m.get("code") == "paused":  # the game is paused: it answers afresh once it resumes
            self._answered = None
            return
        if m.get("code") == "stale-state":
            self._answered = None
        else:
            self.attempt += 1
            self._answered = None
        self._schedule()

    def set_paused(self, on: bool) -> None:
        """Stop answering (watch controls); answering again picks up where the game is."""
        self.paused = bool(on)
        if not on:
            self._schedule()

    def step(self) -> bool:
        """While paused, answer the decision awaited now (one move). False: nothing to answer."""
        if not self.client.decisions or self._answered == self.client.state_id or self.thinking:
            return False
        self._one_step = True
        self._schedule()
        return True

    def _halted(self) -> bool:
        return self.paused and not self._one_step

    def _schedule(self) -> None:
        if self._scheduled or self._halted() or not self.client.decisions:
            return
        if self._answered == self.client.state_id:
            return
        self._scheduled = True
        QTimer.singleShot(self.delay_ms, self, self._act)

    def _act(self) -> None:
        self._scheduled = False
        c = self.client
        if self._halted() or not c.decisions or c.view is None or self._answered == c.state_id:
            return
        if self.thinking:
            return
        # a vassal's decision is answered as the vassal, from what the vassal may see
        house = c.decisions[0].get("house") or c.seat
        view, decision = house_view(c.view, house), house_decision(c.decisions[0])
        attempt = min(self.attempt, MAX_ATTEMPTS)
        self._answered = c.state_id
        if self.level not in THREADED_LEVELS:
            self._send(c.state_id, self.bot.propose(view, decision, attempt))
            return
        self._future_state = c.state_id
        main_thread_gc.install()  # the worker must never free a Qt object (see main_thread_gc)
        self._future = _WORKERS.submit(_think, self.bot, copy.deepcopy(view), copy.deepcopy(decision), attempt)
        self._poll.start()

    @property
    def thinking(self) -> bool:
        return self._future is not None

    @property
    def busy(self) -> bool:
        """A move is under way: due to be made, being thought over, or sent and not yet
        answered by a new state. A bot that owes a decision and is not busy is held."""
        sent = self._answered == self.client.state_id and bool(self.client.decisions)
        return self._scheduled or self.thinking or sent

    def _collect(self) -> None:
        if self._future is None or not self._future.done():
            return
        self._poll.stop()
        cmd, state_id = self._future.result(), self._future_state
        self._future = None
        self._send(state_id, cmd)

    def _send(self, state_id: int | None, cmd: Any) -> None:
        if state_id != self.client.state_id or self._halted():
            self._answered = None  # the game moved on while thinking: look again
            self._schedule()
            return
        self._one_step = False
        self.client.command(cmd)
