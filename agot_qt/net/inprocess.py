"""An in-process link to a Host, with the TCP client's interface (hot-seat, local bots).

Messages still cross a plain-data boundary in both directions: every message
is encoded to a frame and decoded again (`protocol.encode` / `decode_body`),
so nothing the client holds shares an object with the host's game, and the
same limits and checks apply as over TCP.

    host = Host(session)
    me = LocalClient(host, name="Ann")
    await me.connect(seat="stark")
"""
from __future__ import annotations

import asyncio
from typing import Any

from .client import _CLOSED, _HANDLED, ClientBase, ConnectionClosed
from .host import Connection, Host
from .protocol import ProtocolError, decode_body, encode


class LocalClient(ClientBase):
    def __init__(self, host: Host, name: str = "", inbox_limit: int = 1024,
                 features: tuple[str, ...] = ("delta",)) -> None:
        super().__init__(name, inbox_limit, features)
        self.host = host
        self.conn: Connection | None = None

    async def connect(self, seat: str | None = None, token: str | None = None,
                      timeout: float = 10.0) -> dict[str, Any]:
        self.open()
        try:
            return await self.hello(seat, token, timeout)
        except BaseException:
            await self.close()
            raise

    def open(self) -> None:
        self.inbox = asyncio.Queue(self.inbox_limit)
        self._wire_view = self._wire_state = None  # a new link starts from its snapshot
        self.closed, self.close_reason = False, ""
        self._new_link()
        self.conn = self.host.open_local(self._deliver, self._host_closed)

    async def reconnect(self, timeout: float = 10.0) -> dict[str, Any]:
        await self.close()
        return await self.connect(self.seat, self.token, timeout)

    def _host_closed(self) -> None:
        if self.conn is not None:
            self.close_reason = self.close_reason or self.conn.close_reason or "the host closed the link"
        self.conn = None
        if not self.closed:
            self.closed = True
            try:
                self.inbox.put_nowait(_CLOSED)
            except asyncio.QueueFull:
                asyncio.ensure_future(self.inbox.put(_CLOSED))

    async def _deliver(self, frame: bytes) -> None:
        try:
            message = self._arrived(decode_body(frame[4:]))
        except ProtocolError as exc:  # what the host sent cannot be followed: the link is over
            self.close_reason = f"bad data from the host: {exc}"
            if self.conn is not None:
                self.host.drop(self.conn.id, "client refused the host's data")
            return
        if self.on_message:
            self.on_message(message)
        reply = self._incoming(message)
        if reply is _HANDLED:
            return
        if reply is not None:
            if self.conn is not None and not self.closed:
                self.host.feed(self.conn.id, encode(reply))
        else:
            await self.inbox.put(message)

    async def send(self, message: dict[str, Any]) -> None:
        if self.closed or self.conn is None or self.conn.closed:
            raise ConnectionClosed(self.close_reason or "not connected")
        self.host.feed(self.conn.id, encode(message))

    async def close(self, graceful: bool = False) -> None:
        """Close the link (feeding is synchronous, so everything sent has already arrived)."""
        conn, self.conn = self.conn, None
        self.close_reason = self.close_reason or "closed"
        self._host_closed()
        if conn is not None:
            self.host.drop(conn.id, "client closed")


__all__ = ["LocalClient"]
