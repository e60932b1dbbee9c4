"""Bots as ordinary participants: a SeatClient on its own connection, answering its seat's
decisions with the engine's RandomBot. They see only their seat's view and act with
their seat's token, like every other client.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, QTimer

from engine.bots.random_bot import RandomBot

from .model import SeatClient

MAX_ATTEMPTS = 12


class BotPlayer(QObject):
    def __init__(self, client: SeatClient, seed: int = 0, delay_ms: int = 0, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.bot = RandomBot(seed)
        self.delay_ms = delay_ms
        self.attempt = 0
        self._answered: int | None = None  # state id we sent a command for
        self._scheduled = False
        self.paused = False
        client.retry_stale = False  # a bot looks at the new state and answers afresh
        client.view_changed.connect(self._on_view)
        client.error_received.connect(self._on_error)

    def _on_view(self) -> None:
        if self.client.state_id != self._answered:
            self.attempt = 0
        self._schedule()

    def _on_error(self, m: dict[str, Any]) -> None:
        if m.get("code") == "stale-state":
            self._answered = None
        else:
            self.attempt += 1
            self._answered = None
        self._schedule()

    def _schedule(self) -> None:
        if self._scheduled or self.paused or not self.client.decisions:
            return
        if self._answered == self.client.state_id:
            return
        self._scheduled = True
        QTimer.singleShot(self.delay_ms, self, self._act)

    def _act(self) -> None:
        self._scheduled = False
        c = self.client
        if self.paused or not c.decisions or c.view is None or self._answered == c.state_id:
            return
        decision = c.decisions[0]
        cmd = self.bot.propose(c.view, decision, min(self.attempt, MAX_ATTEMPTS))
        self._answered = c.state_id
        c.command(cmd)
