"""The asyncio client: connect, hello, commands and chat, messages in, reconnect with the token.

    client = Client("192.168.1.20", 47400, name="Ann")
    await client.connect(seat="stark")          # welcome + snapshot are consumed here
    await client.join("stark", token)            # or take a seat back: the token is proved, never sent
    print(client.token, client.state_id, client.view["decisions"])
    await client.command(PlaceOrders(...))       # token and state id are filled in
    msg = await client.recv()                    # update / seats / chat / error ...
    await client.reconnect()                     # same seat, same token, fresh snapshot

`LocalClient` (inprocess.py) has the same interface over an in-process link.
The client answers the host's keepalive pings itself and keeps the latest
`view`, `state_id`, `seats` and `token`; everything else is up to the caller.
"""
from __future__ import annotations

import asyncio
import socket
from dataclasses import is_dataclass
from typing import Any, Callable

from engine.commands import command_to_wire
from engine.seat_proof import LOCAL_ENDPOINT, endpoint_text, new_nonce, seat_proof
from engine.session import PROTOCOL_VERSION

from .protocol import FrameDecoder, ProtocolError, apply_delta, decode_body, encode

EDITION = "second_edition"


class ConnectionClosed(ConnectionError):
    """The link to the host is gone. `code` says how, in the words a window turns into its own
    language (agot_qt.lan.remote.failure_text): "host-gone" (closed, or an OS error), "timeout"
    (the host went silent), "bad-data" (the host sent something the protocol refuses),
    "refused" (nobody answered a reconnect) or "not-connected"; the English text is the detail."""

    def __init__(self, detail: str = "", code: str = "host-gone") -> None:
        super().__init__(detail or code)
        self.code = code
        self.detail = detail


class JoinError(ConnectionError):
    """The host refused the hello: `code` is the error code it sent, `message` its English text,
    and `key`/`params` the refusal's template when it sent one (engine.errors.REFUSALS)."""

    def __init__(self, code: str, message: str, key: str | None = None,
                 params: dict[str, Any] | None = None) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message
        self.key = key
        self.params = dict(params or {})

    def as_error(self) -> dict[str, Any]:
        """The host's error message again, for agot_qt.words.refusals.describe."""
        out: dict[str, Any] = {"type": "error", "code": self.code, "message": self.message}
        if self.key is not None:
            out.update(key=self.key, params=self.params)
        return out


_CLOSED = object()
_HANDLED = object()  # a message the client dealt with itself (the host's challenge)


def hello_message(name: str, seat: str | None, token: str | None, challenge: dict[str, Any] | None,
                  endpoint: tuple[str, int], edition: str = EDITION) -> dict[str, Any]:
    """The hello for `seat` (None: a spectator). With a token it carries a proof of it, never the
    token itself: `challenge` is the host's challenge on this connection and `endpoint` the
    host's (address, port) as this client reached it (docs/PROTOCOL.md §4, "Proving a seat")."""
    msg: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": edition, "name": name}
    if seat is not None:
        msg["seat"] = seat
    if token is not None and seat is not None:
        if challenge is None:
            raise ConnectionClosed("the host sent no challenge: it cannot check a seat's token", "bad-data")
        game_id, nonce = challenge.get("game_id"), challenge.get("nonce")
        if not isinstance(game_id, str) or not isinstance(nonce, str):
            raise ConnectionClosed("the host's challenge is malformed", "bad-data")
        mine = new_nonce()
        msg["nonce"] = mine
        msg["proof"] = seat_proof(token, game_id, seat, endpoint[0], endpoint[1], nonce, mine)
    return msg


class ClientBase:
    """State tracking and message helpers shared by the TCP and in-process clients."""

    def __init__(self, name: str = "", inbox_limit: int = 1024, features: tuple[str, ...] = ("delta",)) -> None:
        self.name = name
        self.features = tuple(features)  # asked for in the hello; () speaks the plain protocol
        self._wire_view: dict[str, Any] | None = None  # the latest view received, for deltas
        self._wire_state: int | None = None
        self.inbox_limit = inbox_limit
        self.inbox: asyncio.Queue = asyncio.Queue(inbox_limit)
        self.seat: str | None = None
        self.token: str | None = None
        self.game_id: str | None = None
        self.challenge: dict[str, Any] | None = None  # the host's challenge on this connection
        self._challenged: asyncio.Event = asyncio.Event()
        self.welcome: dict[str, Any] | None = None
        self.view: dict[str, Any] | None = None
        self.state_id: int | None = None
        self.seats: dict[str, Any] = {}
        self.clock: dict[str, float] = {}  # seconds left per awaited seat, as of the last message
        self.log: list[dict[str, Any]] = []  # events this client has seen, snapshot log first
        self.earlier_chat: list[dict[str, Any]] = []  # the snapshot's public chat lines (`chat`)
        self.closed = True
        self.close_reason = ""
        self.close_code = "host-gone"  # how it closed, for ConnectionClosed.code
        self.on_message: Callable[[dict[str, Any]], None] | None = None  # sees each message as it is decoded

    # ----- to override --------------------------------------------------------------
    async def send(self, message: dict[str, Any]) -> None:
        raise NotImplementedError

    async def close(self, graceful: bool = False) -> None:
        raise NotImplementedError

    def endpoint(self) -> tuple[str, int]:
        """The host's end of this link (address, port), as a seat's proof names it."""
        return LOCAL_ENDPOINT

    # ----- helpers ---------------------------------------------------------------------
    async def hello(self, seat: str | None = None, token: str | None = None, timeout: float = 10.0,
                    edition: str = EDITION) -> dict[str, Any]:
        """Send the hello; return the welcome once the snapshot has arrived too. With a token,
        wait for the host's challenge first and prove the token (it is never sent)."""
        if token is not None and seat is not None and self.challenge is None:
            async with asyncio.timeout(timeout):
                await self._challenged.wait()
        msg = hello_message(self.name, seat, token, self.challenge, self.endpoint(), edition)
        if self.features:
            msg["features"] = list(self.features)
        await self.send(msg)
        if token is not None and seat is not None:
            self.token = token

        async def wait() -> dict[str, Any]:
            welcome = None
            while True:
                m = await self.recv()
                if m["type"] == "error":
                    key, params = m.get("key"), m.get("params")
                    raise JoinError(str(m.get("code", "?")), str(m.get("message", "")),
                                    key if isinstance(key, str) else None,
                                    params if isinstance(params, dict) else None)
                if m["type"] == "welcome":
                    welcome = m
                elif m["type"] == "snapshot" and welcome is not None:
                    return welcome

        async with asyncio.timeout(timeout):
            return await wait()

    async def join(self, seat: str | None = None, token: str | None = None,
                   timeout: float = 10.0) -> dict[str, Any]:
        """Connect and take `seat`: with its `token`, proved to the host (never sent)."""
        return await self.connect(seat, token, timeout)

    async def connect(self, seat: str | None = None, token: str | None = None,
                      timeout: float = 10.0) -> dict[str, Any]:
        raise NotImplementedError

    async def command(self, cmd: Any, state_id: int | None = None, house: str | None = None) -> None:
        """Send a command (a dataclass from engine.commands, or its wire map) for our seat, or
        for `house`, a vassal our seat commands. The connection holds the seat: the token is not sent."""
        wire = command_to_wire(cmd) if is_dataclass(cmd) else cmd
        message = {"type": "command", "state_id": self.state_id if state_id is None else state_id, "command": wire}
        if house is not None:
            message["house"] = house
        await self.send(message)

    async def leave(self) -> None:
        """Leave for good: before the start the host opens our seat again (with a new token);
        then the connection is closed."""
        try:
            await self.send({"type": "leave"})
        except ConnectionClosed:
            pass
        await self.close(graceful=True)

    async def chat(self, text: str, to: str | None = None) -> None:
        msg: dict[str, Any] = {"type": "chat", "text": text}
        if to is not None:
            msg["to"] = to
        await self.send(msg)

    async def recv(self, timeout: float | None = None) -> dict[str, Any]:
        """The next message from the host (pings are answered and not returned)."""
        if timeout:
            async with asyncio.timeout(timeout):
                item = await self.inbox.get()
        else:
            item = await self.inbox.get()
        if item is _CLOSED:
            self.inbox.put_nowait(_CLOSED)  # stay closed for later calls
            raise ConnectionClosed(self.close_reason or "the host closed the connection", self.close_code)
        self._track(item)
        return item

    def decisions(self) -> list[dict[str, Any]]:
        return list(self.view.get("decisions", [])) if self.view else []

    def _track(self, m: dict[str, Any]) -> None:
        kind = m.get("type")
        if kind in ("snapshot", "update", "seats") and isinstance(m.get("clock"), dict):
            self.clock = dict(m["clock"])
        if kind == "welcome":
            self.welcome = m
            self.seat = m.get("seat")
            self.game_id = m.get("game_id")
            self.seats = m.get("seats", {})
            if m.get("token"):
                self.token = m["token"]
        elif kind == "snapshot":
            self.state_id, self.view = m["state_id"], m["view"]
            self.log = list(m.get("log", []))
            self.earlier_chat = list(m.get("chat") or [])  # public lines said before we came
        elif kind == "update":
            self.state_id, self.view = m["state_id"], m["view"]
            self.log.extend(m.get("events", []))
        elif kind == "seats":
            self.seats = m.get("seats", {})

    def _arrived(self, message: Any) -> Any:
        """A decoded message as the rest of the client sees it: a `delta` becomes the whole
        `update` it stands for (ProtocolError when it is not based on the view held)."""
        kind = message.get("type") if type(message) is dict else None
        if kind == "delta":
            message = apply_delta(self._wire_view, self._wire_state, message)
            kind = "update"
        if kind in ("snapshot", "update") and type(message.get("view")) is dict:
            self._wire_view, self._wire_state = message["view"], message.get("state_id")
        return message

    def _incoming(self, message: Any) -> Any:
        """A decoded message from the host; returns a reply to send (pong), if any, or _HANDLED
        for a message the client keeps to itself (the challenge)."""
        if isinstance(message, dict) and message.get("type") == "ping":
            return {"type": "pong", "nonce": message.get("nonce")}
        if isinstance(message, dict) and message.get("type") == "challenge":
            self.challenge = message
            self._challenged.set()
            return _HANDLED
        return None

    def _new_link(self) -> None:
        """A new connection: a new challenge will come."""
        self.challenge = None
        self._challenged = asyncio.Event()


class Client(ClientBase):
    """A TCP client. `record(data)` (optional) sees every byte received, from the first on."""

    def __init__(self, host: str, port: int, name: str = "", inbox_limit: int = 1024,
                 idle_timeout: float = 90.0, record: Callable[[bytes], None] | None = None,
                 features: tuple[str, ...] = ("delta",)) -> None:
        super().__init__(name, inbox_limit, features)
        self.host, self.port = host, port
        self.idle_timeout = idle_timeout
        self.record = record
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        self._task: asyncio.Task | None = None

    async def connect(self, seat: str | None = None, token: str | None = None,
                      timeout: float = 10.0) -> dict[str, Any]:
        await self.open(timeout)
        try:
            return await self.hello(seat, token, timeout)
        except BaseException:
            await self.close()
            raise

    async def open(self, timeout: float = 10.0) -> None:
        """Open the TCP connection only (no hello)."""
        async with asyncio.timeout(timeout):
            self._reader, self._writer = await asyncio.open_connection(self.host, self.port)
        sock = self._writer.get_extra_info("socket")
        if sock is not None:
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.inbox = asyncio.Queue(self.inbox_limit)
        self._wire_view = self._wire_state = None  # a new link starts from its snapshot
        self.closed, self.close_reason, self.close_code = False, "", "host-gone"
        self._new_link()
        self._task = asyncio.ensure_future(self._read_loop(self._reader, self._writer))

    def endpoint(self) -> tuple[str, int]:
        peer = self._writer.get_extra_info("peername") if self._writer is not None else None
        return (endpoint_text(str(peer[0])), int(peer[1])) if peer else (self.host, self.port)

    async def reconnect(self, attempts: int = 20, delay: float = 0.25, timeout: float = 10.0) -> dict[str, Any]:
        """Connect again and take back our seat with our token; the snapshot follows."""
        await self.close()
        last: Exception | None = None
        for _ in range(attempts):
            try:
                return await self.connect(self.seat, self.token, timeout)
            except JoinError:
                raise
            except (OSError, TimeoutError, ConnectionClosed) as exc:
                last = exc
                await asyncio.sleep(delay)
        raise ConnectionClosed(f"could not reconnect: {last}",
                               last.code if isinstance(last, ConnectionClosed) else
                               "timeout" if isinstance(last, TimeoutError) else "refused")

    async def send(self, message: dict[str, Any]) -> None:
        if self.closed or self._writer is None:
            raise ConnectionClosed(self.close_reason or "not connected",
                                   self.close_code if self.close_reason else "not-connected")
        try:
            self._writer.write(encode(message))
            await self._writer.drain()
        except (ConnectionError, OSError) as exc:
            raise ConnectionClosed(str(exc) or type(exc).__name__) from None

    async def close(self, graceful: bool = False) -> None:
        """Close the connection; `graceful` lets what was sent reach the host first."""
        self.closed = True
        if graceful and self._writer is not None:
            writer, self._writer = self._writer, None
            writer.close()
            try:
                async with asyncio.timeout(2.0):
                    await writer.wait_closed()
            except (TimeoutError, ConnectionError, OSError):
                pass
        task, self._task = self._task, None
        if task and task is not asyncio.current_task():
            task.cancel()
            await asyncio.wait({task}, timeout=2.0)
        if self._writer is not None:
            self._writer.transport.abort()
            self._writer = None

    async def _read_loop(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        decoder = FrameDecoder()
        reason, code = "the host closed the connection", "host-gone"
        try:
            while True:
                async with asyncio.timeout(self.idle_timeout):
                    data = await reader.read(65536)
                if not data:
                    break
                if self.record:
                    self.record(data)
                for body in decoder.feed(data):
                    message = self._arrived(decode_body(body))
                    if self.on_message:
                        self.on_message(message)
                    reply = self._incoming(message)
                    if reply is _HANDLED:
                        continue
                    if reply is not None:
                        writer.write(encode(reply))
                    else:
                        await self.inbox.put(message)
                if decoder.error is not None:
                    raise decoder.error
        except TimeoutError:
            reason, code = "the host went silent", "timeout"
        except ProtocolError as exc:
            reason, code = f"bad data from the host: {exc}", "bad-data"
        except (ConnectionError, OSError) as exc:
            reason = str(exc) or type(exc).__name__
        except asyncio.CancelledError:
            reason = "closed"
            raise
        finally:
            self.closed = True
            self.close_reason = reason
            self.close_code = code
            writer.transport.abort()
            try:
                self.inbox.put_nowait(_CLOSED)
            except asyncio.QueueFull:
                asyncio.ensure_future(self.inbox.put(_CLOSED))  # after the reader catches up


__all__ = ["Client", "ClientBase", "ConnectionClosed", "JoinError", "EDITION", "hello_message"]
