"""An in-process host: a Session in this process, reached through message connections.

Every participant, whether the window's own seats, a bot or a spectator,
talks to the session only with messages (hello, command, chat) and only
hears back the messages the session addresses to it (welcome, snapshot,
update, error, chat, seats). Delivery is queued on the Qt event loop, so
a reply never re-enters the code that sent the request.
"""
from __future__ import annotations

import itertools
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from engine.session import Outgoing, Session


class LocalConnection(QObject):
    """One client's end of the in-process link."""

    received = Signal(dict)
    closed = Signal()

    def __init__(self, host: "LocalHost", client_id: str) -> None:
        super().__init__(host)
        self.host = host
        self.client_id = client_id
        self.open = True

    def send(self, message: dict[str, Any]) -> None:
        if self.open:
            self.host.receive(self.client_id, message)

    def close(self) -> None:
        if self.open:
            self.open = False
            self.host.disconnect_client(self.client_id)
            self.closed.emit()


class LocalHost(QObject):
    """Owns the Session and moves messages between it and its connections."""

    delivered = Signal()  # a batch of messages was handed out

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.connections: dict[str, LocalConnection] = {}
        self._queue: deque[Outgoing] = deque()
        self._ids = itertools.count(1)
        self._scheduled = False
        self.synchronous = False  # deliver at once (benchmarks and scripted renders)
        self.closed = False

    def connect_client(self) -> LocalConnection:
        cid = f"local-{next(self._ids)}"
        conn = LocalConnection(self, cid)
        self.connections[cid] = conn
        self._enqueue(self.session.connect(cid))
        return conn

    def disconnect_client(self, client_id: str) -> None:
        self.connections.pop(client_id, None)
        self._enqueue(self.session.disconnect(client_id))

    def receive(self, client_id: str, message: dict[str, Any]) -> None:
        self._enqueue(self.session.handle(client_id, message))

    def push(self, outgoing: list[Outgoing]) -> None:
        """Messages the host itself produced (e.g. after a seat changed hands)."""
        self._enqueue(outgoing)

    def close(self) -> None:
        """Stop delivering (the game is being put away)."""
        self.closed = True
        self._queue.clear()

    def _enqueue(self, outgoing: list[Outgoing]) -> None:
        if self.closed:
            return
        self._queue.extend(outgoing)
        if self.synchronous:
            self.flush()
        elif self._queue and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self.flush)

    def flush(self) -> None:
        """Deliver what is queued now; replies to it are delivered on the next turn."""
        self._scheduled = False
        if self.closed:
            return
        batch = len(self._queue)
        for _ in range(batch):
            if not self._queue:
                break
            out = self._queue.popleft()
            conn = self.connections.get(out.to)
            if conn is not None and conn.open:
                conn.received.emit(out.message)
        if self._queue and not self.synchronous and not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self, self.flush)
        self.delivered.emit()

    def pending(self) -> int:
        return len(self._queue)
