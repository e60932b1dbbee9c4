"""The asyncio host: one authoritative Session served to TCP and in-process clients.

The host owns the transport around a sans-IO `engine.session.Session`:

- every connection gets a client id, a frame decoder and a send queue bounded
  in bytes (what is written but not yet taken by the kernel counts too),
  drained by its own writer task, so a client that stops reading only fills
  its own queue; when the queue overflows the client is dropped;
- what one peer can make the host hold is bounded: connections in all and per
  address (one slot per seat kept from spectators; a newcomer takes the slot of a
  connection without a hello past HELLO_GRACE or of an idle spectator), a connection that says no `hello` within `hello_timeout`, frames
  from a client (MAX_CLIENT_FRAME, skipped unread when over), ping nonces;
- what one peer can make the host send to everyone is bounded: `seats` updates
  are coalesced (the first after a quiet moment at once, then at most one per
  SEATS_INTERVAL, always the latest), and chat
  and `ready` are rate-limited per connection (the excess is refused to the
  sender only);
- updates are encoded once per audience (each seat, and all spectators), as a
  whole `update` and as a `delta` of the fields that changed since that
  audience's last view (`SentViews`); a connection that asked for deltas and
  holds that last view gets the delta, any other the whole update;
- messages are decoded strictly (`protocol.decode_body`) and passed to
  `session.handle`; a bad frame is answered with an error, and a stream that
  cannot be trusted any more (oversized length prefix, too many bad frames,
  a fatal handshake error) is answered and then closed;
- keepalive: the host pings every `ping_interval` seconds and drops a
  connection that has sent nothing for `ping_timeout` seconds (half-open);
- bots: seats whose holder is "bot" are played on the host by objects from
  `bot_factory(house)` (anything with `propose(view, decision, attempt)`),
  through `session.submit`, seeing only their own seat's view; they think off
  the event loop. Searching bots (those with a `pool`) use the host's
  `SearchPool` (engine/bots/pool.py, worker processes on every core but one,
  at least one, made for the host's lifetime and ended with it): several
  awaited at once (orders, bids, a fight's house cards) answer together through
  `propose_all`, one awaited alone draws its samples in the workers (with one
  worker, answers whole in it); the host submits every answer itself, and a
  refused answer or a pool that fails falls back to the bot's own `propose` in
  a thread;
- autosave: after every accepted command (before anyone hears of it) the
  save file is rewritten atomically; when that fails the command is undone and
  refused, everyone is told (`notice` saving-failed), no command is taken, and
  the save is retried every `save_retry` seconds until it works (saving-resumed);
- turn clock: the Session records each awaited person's deadline; the host
  keeps one timer armed for the earliest and, when it fires, lets the Session
  make the late decisions (`run_clock`) and tells everyone;
- away players and vassals: in a game with vassals, a person away for longer
  than the turn clock has their house turned into a vassal (`SetVassal`; the
  host setting `vassal_away`, on unless turned off); the host's window may do
  it for any away player. A house changes hands only outside a combat, so a
  refused change waits in `vassal_wanted` and is tried again after every
  change; a replaced player who comes back (a proved rejoin) gets their house
  back at the first moment allowed;
- names: a LAN host refuses a second connected person with the same name;
- the table (engine/table.py): requests and votes (`propose`, `vote`, `hand-back`, rate-limited
  per connection), a pause (the host's bots wait), the chess clock; its deadlines share the turn
  clock's timer. `decides` says who answers requests: the table's votes, the host's person
  (`answer`, `pause`, `end_after_round` from the window), or nobody.

Nothing here imports Qt: `agot-host` runs it headless, and a GUI host runs the
same object inside the Qt loop through qasync.
"""
from __future__ import annotations

import asyncio
import functools
from concurrent.futures import ThreadPoolExecutor
import itertools
import logging
import secrets
import socket
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Awaitable, Callable, Protocol

from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.errors import IllegalCommand
from engine.save import make_save, write_save
from engine.seat_proof import LOCAL_ENDPOINT, endpoint_text
from engine.session import Outgoing, Session

import msgpack

from .protocol import HEADER, MAX_CLIENT_FRAME, MAX_FRAME, FrameDecoder, Oversize, ProtocolError, decode_body, encode

log = logging.getLogger("agot.host")

BOT_ATTEMPTS = 12
MAX_BAD_FRAMES = 8  # undecodable frames tolerated on one connection before it is closed
CHAT_BURST = 8  # chat messages one connection may send at once ...
CHAT_RATE = 2.0  # ... and per second after that (chat fans out to everyone: no flooding)
READY_BURST = 4  # `ready` messages one connection may send at once, and per second after that
READY_RATE = 1.0
PROPOSE_BURST = 3  # requests to the table one connection may make at once ...
PROPOSE_RATE = 0.1  # ... then one per 10 s (each one is told to everyone)
VOTE_BURST = 4  # answers to votes one connection may send at once, and per second after that
VOTE_RATE = 1.0
SEATS_INTERVAL = 0.05  # seconds between two `seats` broadcasts, whoever causes them
QUEUE_BYTES = 2 << 20  # bytes waiting for one connection before it is dropped (above any one frame)
QUEUE_MESSAGES = 4096  # messages waiting for one connection before it is dropped
MAX_CONNECTIONS = 64  # TCP connections at once
MAX_PER_ADDRESS = 24  # TCP connections at once from one address (a bench runs 16 on one machine)
HELLO_TIMEOUT = 10.0  # seconds a new TCP connection has to say hello
# When every connection slot is in use, a newcomer (perhaps a player coming back) may take the
# slot of a connection that has not said hello for this long ...
HELLO_GRACE = 2.0
# ... or of the spectator that has sent nothing but pongs for longest, past this many seconds
SPECTATOR_IDLE = 120.0
SAVE_RETRY = 1.0  # seconds between attempts to write a save that failed


class Bot(Protocol):
    def propose(self, view: dict[str, Any], decision: dict[str, Any], attempt: int = 0) -> Any: ...


BotFactory = Callable[[str], Bot]


# Plain Python worker threads for thinking bots (a loop's own default executor may be made
# of Qt threads when the loop runs inside Qt, and those must not outlive the application).
_BOT_THREADS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="host-bot")


def level_bot_factory(level: str, seed: int = 0, houses: list[str] | None = None) -> BotFactory:
    """Bots of one level (random, easy, normal, hard) with a reproducible seed per house."""
    from engine.bots.levels import make_bot

    order = list(houses or [])

    def make(house: str) -> Bot:
        index = order.index(house) if house in order else 0
        return make_bot(level, seed * 1000 + index)

    return make


def random_bot_factory(seed: int = 0, houses: list[str] | None = None) -> BotFactory:
    """RandomBots with a reproducible seed per house."""
    order = list(houses or [])

    def make(house: str) -> Bot:
        index = order.index(house) if house in order else len(house)
        return RandomBot(seed * 1000 + index)

    return make


class Allowance:
    """A token bucket: `burst` at once, then `rate` per second."""

    def __init__(self, burst: float, rate: float) -> None:
        self.burst, self.rate = burst, rate
        self.left = float(burst)
        self.checked = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.left = min(self.burst, self.left + (now - self.checked) * self.rate)
        self.checked = now
        if self.left < 1:
            return False
        self.left -= 1
        return True


@dataclass
class Connection:
    id: str
    peer: str
    queue: asyncio.Queue
    kind: str = "tcp"
    decoder: FrameDecoder = field(default_factory=lambda: FrameDecoder(max_body=MAX_CLIENT_FRAME))
    last_seen: float = field(default_factory=time.monotonic)
    opened: float = field(default_factory=time.monotonic)
    last_active: float = field(default_factory=time.monotonic)  # its last message but ping/pong
    bad_frames: int = 0
    closed: bool = False
    closing: bool = False  # a final message is queued; close after it
    close_reason: str = ""
    abort: Callable[[], None] | None = None  # hard-close the transport
    tasks: list[asyncio.Task] = field(default_factory=list)
    received_bytes: int = 0
    sent_bytes: int = 0
    queued_bytes: int = 0  # queued for its writer task (TCP: and not yet handed to the transport)
    transport: asyncio.WriteTransport | None = None  # TCP: written to at once when nothing waits before
    hello_timer: asyncio.TimerHandle | None = None
    chat: Allowance = field(default_factory=lambda: Allowance(CHAT_BURST, CHAT_RATE))
    ready: Allowance = field(default_factory=lambda: Allowance(READY_BURST, READY_RATE))
    propose: Allowance = field(default_factory=lambda: Allowance(PROPOSE_BURST, PROPOSE_RATE))
    vote: Allowance = field(default_factory=lambda: Allowance(VOTE_BURST, VOTE_RATE))
    view_of: tuple[str | None, int] | None = None  # (audience, state id) of the last view it was sent

    @property
    def address(self) -> str:
        return self.peer.rsplit(":", 1)[0]


class PackedFields:
    """The fields of the views being sent, each packed once as key + value bytes, by the object
    it is: the seats' views of one state share their public fields, and the session's views
    (`Session.shared_views`) share every field unchanged since the last update with the view
    before (the view cache's snapshots, never changed once made), so a command that places one
    order packs little more than the fields it changed. What one update used is kept for the
    next (`next_update`), the rest let go; each entry holds its value, so no other object can
    take its id while it is kept."""

    __slots__ = ("now", "before", "packer")

    def __init__(self) -> None:
        self.now: dict[tuple[str, int], tuple[Any, bytes]] = {}
        self.before: dict[tuple[str, int], tuple[Any, bytes]] = {}
        self.packer = msgpack.Packer(use_bin_type=True)

    def next_update(self) -> None:
        """A new fan-out begins: the fields of the last one stay at hand, older ones go."""
        if self.now:
            self.before, self.now = self.now, {}

    def pair(self, field_name: str, field_value: Any) -> bytes:
        """One field as its packed key + value bytes."""
        key = (field_name, id(field_value))
        kept = self.now.get(key)
        if kept is None:
            kept = self.before.get(key)
            if kept is None:
                pack = self.packer.pack
                kept = (field_value, pack(field_name) + pack(field_value))
            self.now[key] = kept
        return kept[1]

    def pairs(self, view: dict[str, Any]) -> dict[str, bytes]:
        """Each field of `view` as its packed key + value bytes."""
        out: dict[str, bytes] = {}
        now, before = self.now, self.before
        for field_name, field_value in view.items():
            key = (field_name, id(field_value))
            kept = now.get(key)
            if kept is None:
                kept = before.get(key)
                if kept is None:
                    pack = self.packer.pack
                    kept = (field_value, pack(field_name) + pack(field_value))
                now[key] = kept
            out[field_name] = kept[1]
        return out


def _frame(body: bytes) -> bytes:
    if len(body) > MAX_FRAME:
        raise ProtocolError(f"message of {len(body)} bytes exceeds the {MAX_FRAME}-byte limit", code="too-large")
    return HEADER.pack(len(body)) + body


def _pack_message(message: dict[str, Any], view_pairs: dict[str, bytes] | None, packer: msgpack.Packer,
                  skip: tuple[str, ...] = ()) -> bytes:
    """A message's body with its `view` given as packed field pairs (`message["view"]` is not
    looked at when `view_pairs` is given)."""
    keys = [k for k in message if k not in skip]
    parts = [packer.pack_map_header(len(keys))]
    for key in keys:
        parts.append(packer.pack(key))
        if key == "view" and view_pairs is not None:
            parts.append(packer.pack_map_header(len(view_pairs)))
            parts.extend(view_pairs.values())
        else:
            parts.append(packer.pack(message[key]))
    return b"".join(parts)


def encode_update(message: dict[str, Any], packed: PackedFields) -> bytes:
    """`encode(message)` for an update of a fan-out, byte for byte, with the views' shared
    fields packed once (see `PackedFields`)."""
    view = message.get("view")
    pairs = packed.pairs(view) if type(view) is dict else None
    return _frame(_pack_message(message, pairs, packed.packer))


class UpdateFrames:
    """One update of a fan-out, encoded once for everyone in its audience (a seat, or all the
    spectators): a `delta` against the view the audience was sent before (None when there was
    none), and the whole update, packed only if some connection needs it (`pairs` holds every
    field's packed pair, in any order: the whole update has them in the view's order)."""

    def __init__(self, message: dict[str, Any], pairs: dict[str, bytes], delta: bytes | None,
                 base: int | None) -> None:
        self.audience: str | None = message["view"].get("seat")
        self.state_id: int = message["state_id"]
        self.delta, self.base = delta, base
        self.key = (self.audience, self.state_id)  # what a connection sent this holds (`view_of`)
        self.base_key = (self.audience, base)  # what a connection must hold to take the delta
        self._message, self._pairs = message, pairs
        self._full: bytes | None = None

    @property
    def full(self) -> bytes:
        if self._full is None:
            pairs = self._pairs
            in_order = {name: pairs[name] for name in self._message["view"]}
            self._full = _frame(_pack_message(self._message, in_order, msgpack.Packer(use_bin_type=True)))
        return self._full


_ABSENT = object()


class SentViews:
    """The last view sent to each audience, with its fields as packed pairs, so the next update
    is compared with it field by field and only what changed goes into a `delta` (work per
    state and per audience, never per client). A field that is the very object it was in the
    view before is unchanged (the session's shared views keep every unchanged field so, see
    `PackedFields`); any other is packed and compared as bytes."""

    def __init__(self) -> None:
        # audience -> (state id, the view sent, each of its fields' packed pair by name)
        self.last: dict[str | None, tuple[int, dict[str, Any], dict[str, bytes]]] = {}

    def note(self, view: dict[str, Any], state_id: int) -> None:
        """A view sent whole outside a fan-out (a `snapshot`): the base of its audience's next
        delta, unless that audience's last view is already the one of this state."""
        audience = view.get("seat")
        before = self.last.get(audience)
        if before is None or before[0] != state_id:
            self.last[audience] = (state_id, view, PackedFields().pairs(view))

    def frames(self, message: dict[str, Any], packed: PackedFields) -> UpdateFrames:
        view = message["view"]
        audience, state_id = view.get("seat"), message["state_id"]
        before = self.last.get(audience)
        if before is None:
            pairs = packed.pairs(view)
            self.last[audience] = (state_id, view, pairs)
            return UpdateFrames(message, pairs, None, None)
        base, old_view, old_pairs = before
        pairs = old_pairs.copy()
        changed: dict[str, bytes] = {}
        pair_of = packed.pair
        for name, value in view.items():
            if old_view.get(name, _ABSENT) is value:
                continue
            pair = pair_of(name, value)
            if old_pairs.get(name) != pair:
                changed[name] = pair
                pairs[name] = pair
        drop = [name for name in old_view if name not in view] if old_view.keys() - view.keys() else []
        for name in drop:
            del pairs[name]
        head = {"type": "delta", "state_id": state_id, "base": base, "events": message.get("events", []),
                "view": None, "drop": drop}
        if "clock" in message:
            head["clock"] = message["clock"]
        delta = _frame(_pack_message(head, changed, packed.packer))
        self.last[audience] = (state_id, view, pairs)
        return UpdateFrames(message, pairs, delta, base)


def _error(code: str, message: str, fatal: bool = False) -> dict[str, Any]:
    out: dict[str, Any] = {"type": "error", "code": code, "message": message}
    if fatal:
        out["fatal"] = True
    return out


class Host:
    """Serves one Session. Use `await start(...)` for TCP, `open_local()` for in-process links."""

    def __init__(self, session: Session, *, bot_factory: BotFactory | None = None, search_pool: Any = None,
                 save_path: str | Path | None = None, ping_interval: float = 10.0,
                 ping_timeout: float = 30.0, queue_limit: int = QUEUE_MESSAGES, queue_bytes: int = QUEUE_BYTES,
                 bot_takeover: float | None = None, bot_delay: float = 0.0,
                 send_buffer: int | None = 256 * 1024, hello_timeout: float = HELLO_TIMEOUT,
                 max_connections: int = MAX_CONNECTIONS, max_per_address: int = MAX_PER_ADDRESS,
                 save_retry: float = SAVE_RETRY, spectator_idle: float = SPECTATOR_IDLE,
                 hello_grace: float = HELLO_GRACE, vassal_away: bool | None = None,
                 decides: str | None = None) -> None:
        self.session = session
        if decides is not None:  # who answers requests to the table: "votes", "host" or "off"
            session.table.decides = decides
        # in a game with vassals, a player away past the turn clock is replaced by a vassal (and
        # given their house back on return); a host setting kept in the save, on unless turned off
        if vassal_away is not None:
            session.host_settings["vassal_away"] = bool(vassal_away)
        self._vassal_timers: dict[str, asyncio.TimerHandle] = {}
        # house -> the state (vassal or not) the host waits to give it: refused during a combat,
        # it is tried again after every change until the combat is over
        self.vassal_wanted: dict[str, bool] = {}
        self._settling = False
        # the bots' own randomness, independent of the game's (what they do must not tell its seed)
        self.bot_factory = bot_factory or random_bot_factory(secrets.randbits(62), list(session.seats))
        # stand-in bots draw their own randomness too: seeded from the game's secret seed, what they
        # do would tell a watcher something of it
        self.stand_in_seed = secrets.randbits(62)
        self.bots: dict[str, Bot] = {}
        # the searching bots' worker processes, for the host's lifetime (started on first use,
        # closed with the host); `search_pool=False`: none, the bots think in threads only
        self._own_pool = search_pool is None
        if search_pool is None:
            from engine.bots.pool import SearchPool, spare_cores

            search_pool = SearchPool(spare_cores(), inline=False)
        self.pool: Any = search_pool or None
        self.pool_answers = 0  # bot answers that came from propose_all (for diagnostics and tests)
        self.save_path = Path(save_path) if save_path else None
        self.ping_interval = ping_interval
        self.ping_timeout = ping_timeout
        self.queue_limit = queue_limit
        self.queue_bytes = queue_bytes
        self.hello_timeout = hello_timeout
        self.max_connections = max_connections
        self.max_per_address = max_per_address
        self.save_retry = save_retry
        self.spectator_idle = spectator_idle
        self.hello_grace = hello_grace
        self.refused_connections = 0  # turned away at the door (too many), for diagnostics
        self.bot_takeover = bot_takeover
        self.bot_delay = bot_delay
        self.bots_paused = False  # the host-only board's watch controls hold the host's bots
        self.bot_steps = 0  # moves allowed while paused (one per "step")
        self.send_buffer = send_buffer  # kernel send buffer per TCP client (bounds what a stalled peer costs)
        self.connections: dict[str, Connection] = {}
        self.sent_views = SentViews()  # what each audience was last sent, for `delta` updates
        self.packed_fields = PackedFields()  # the fields of the views sent lately, packed
        # a list (for benchmarks) gets the seconds from each accepted command to its updates
        # handed to every connection's transport (or queue)
        self.fanout_times: list[float] | None = None
        self._applied_at: float | None = None
        self.observers: list[Callable[[Session], None]] = []  # called after each accepted command
        self.on_change: Callable[[], None] | None = None  # seats or state changed (e.g. discovery TXT)
        self.finished = asyncio.Event()
        self.server: asyncio.base_events.Server | None = None
        self.port = 0
        self.bind = ""
        self.dropped: dict[str, str] = {}  # client id -> reason, for diagnostics
        self.save_errors = 0
        self._ids = itertools.count(1)
        self._pings = itertools.count(1)
        self._bot_wake = asyncio.Event()
        self._tasks: list[asyncio.Task] = []
        self._takeover_timers: dict[str, asyncio.TimerHandle] = {}
        self._stuck: set[tuple[str, int]] = set()
        self._clock_timer: asyncio.TimerHandle | None = None
        self._clock_due: float | None = None
        self._seats_timer: asyncio.TimerHandle | None = None
        self._seats_sent = 0.0  # when the last `seats` went out
        self._save_timer: asyncio.TimerHandle | None = None
        self._quiet_episode = False  # the current save failure relapsed soon after a resume: not told again
        self._presence_timer: asyncio.TimerHandle | None = None
        self.on_saving: Callable[[str | None], None] | None = None  # why saving fails; None once it works again
        session.on_accepted = self._accepted
        if self.save_path is not None:
            session.persist = self._persist
        session.unique_names = True  # people on a LAN tell each other apart by name
        session.shared_views = True  # the views of a fan-out are only encoded here

    # ----- lifecycle -------------------------------------------------------------
    async def start(self, host: str = "0.0.0.0", port: int = 0) -> "Host":
        self.server = await asyncio.start_server(self._serve_tcp, host, port, reuse_address=True)
        sock = self.server.sockets[0]
        self.bind, self.port = sock.getsockname()[:2]
        self._start_tasks()
        return self

    def _start_tasks(self) -> None:
        if self._tasks:
            return
        self._tasks.append(asyncio.ensure_future(self._bot_loop()))
        if self.ping_interval > 0:
            self._tasks.append(asyncio.ensure_future(self._keepalive_loop()))
        self._bot_wake.set()
        self._check_finished()
        self._arm_clock()
        if self.vassal_away and self.session.turn_clock > 0 and self.session.started:
            for house, seat in self.session.seats.items():  # a resumed game: its people are away
                if seat.holder == "human" and seat.client is None and not self.is_replaced(house):
                    self._schedule_vassal(house)

    def announce(self, message: dict[str, Any]) -> None:
        """Send `message` (a `notice`) to every connection that said hello: what the host does
        that everyone should hear, such as ending the game before it closes."""
        frame = encode(message)
        for conn in list(self.connections.values()):
            if self._said_hello(conn) and not conn.closing:
                self._send(conn, frame)

    async def close(self, flush: float = 1.0) -> None:
        """Stop accepting; let every connection send what is queued (up to `flush` seconds) and
        close it gracefully; then cut whatever is left."""
        if self.server:
            self.server.close()
        for conn in list(self.connections.values()):
            if flush > 0 and conn.tasks and not conn.closing:
                conn.closing, conn.close_reason = True, "host closing"
                try:
                    conn.queue.put_nowait(None)
                except asyncio.QueueFull:
                    self.drop(conn.id, "host closing")
        deadline = time.monotonic() + flush
        while self.connections and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        for conn in list(self.connections.values()):
            self.drop(conn.id, "host closing")
        for t in self._tasks:
            t.cancel()
        if self._tasks:
            await asyncio.wait(self._tasks, timeout=2.0)
        self._tasks.clear()
        for h in [*self._takeover_timers.values(), *self._vassal_timers.values()]:
            h.cancel()
        for timer in (self._seats_timer, self._save_timer, self._presence_timer):
            if timer is not None:
                timer.cancel()
        self._seats_timer = self._save_timer = self._presence_timer = None
        if self._clock_timer is not None:
            self._clock_timer.cancel()
            self._clock_timer, self._clock_due = None, None
        if self.server:
            await settle(self.server.wait_closed(), 1.0)
        pool, self.pool = self.pool, None
        if pool is not None and self._own_pool:  # its workers end with the host (off the loop: it waits)
            # (a search under way is not waited for: nobody is left to hear its answer)
            await settle(asyncio.get_running_loop().run_in_executor(_BOT_THREADS, functools.partial(pool.close, now=True)), 5.0)

    async def flush(self, timeout: float = 1.0) -> None:
        """Wait until every send queue is empty (or `timeout` passes)."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if all(c.queue.empty() for c in self.connections.values()):
                return
            await asyncio.sleep(0.01)

    async def serve_until_finished(self) -> None:
        await self.finished.wait()

    @property
    def addresses(self) -> list[str]:
        """host:port strings a LAN client can use (the real interface addresses when bound to all)."""
        if self.bind in ("0.0.0.0", "::", ""):
            from .discovery import lan_addresses

            addrs = lan_addresses() or ["127.0.0.1"]
        else:
            addrs = [self.bind]
        return [f"{a}:{self.port}" for a in addrs]

    # ----- connections -----------------------------------------------------------
    def attach(self, peer: str, kind: str = "tcp", endpoint: tuple[str, int] = LOCAL_ENDPOINT) -> Connection:
        """A new connection; `endpoint` is the host's own end of it (address, port), which a seat's
        proof names (engine/seat_proof.py). Its first message is the session's `challenge`."""
        cid = f"c{next(self._ids)}"
        conn = Connection(cid, peer, asyncio.Queue(), kind)
        self.connections[cid] = conn
        self.dispatch(self.session.connect(cid, endpoint))
        if kind == "tcp" and self.hello_timeout > 0 and _loop_running():
            conn.hello_timer = asyncio.get_running_loop().call_later(self.hello_timeout, self._hello_late, cid)
        return conn

    def _hello_late(self, cid: str) -> None:
        conn = self.connections.get(cid)
        client = self.session.clients.get(cid)
        if conn is not None and client is not None and not client.ready:
            self._close_with(conn, _error("no-hello", f"no hello within {self.hello_timeout:g} s", True))

    # ----- connection slots: kept for the people holding seats ------------------------
    def _open_tcp(self) -> list[Connection]:
        return [c for c in self.connections.values() if c.kind == "tcp" and not c.closing and not c.closed]

    def _is_spectator(self, conn: Connection) -> bool:
        client = self.session.clients.get(conn.id)
        return client is not None and client.ready and client.seat is None

    def spectator_slots(self) -> int:
        """TCP connections spectators may hold: all but one per seat, so a seat's person always
        finds a slot (however many watchers, from however many addresses, came first)."""
        return max(0, self.max_connections - len(self.session.seats))

    def _room_for(self, address: str) -> bool:
        """Another TCP connection from `address` stays within the limits, if need be once the
        slot of a connection that has no claim to it is taken back (`_make_room`)."""
        tcp = self._open_tcp()
        if sum(1 for c in tcp if c.address == address) >= self.max_per_address:
            return False
        return len(tcp) < self.max_connections or self._make_room()

    def _make_room(self, spectators_only: bool = False, spare: Connection | None = None) -> bool:
        """Free one slot when all are in use: the connection that has waited longest without a
        hello past `hello_grace` (a player's own hello comes at once), else the spectator that
        has sent nothing but pongs for longest, past `spectator_idle`. It is told `busy`."""
        now = time.monotonic()
        tcp = [c for c in self._open_tcp() if c is not spare]
        if not spectators_only:
            waiting = [c for c in tcp if not self._said_hello(c) and now - c.opened > self.hello_grace]
            if waiting:
                self._evict(min(waiting, key=lambda c: c.opened), "a newcomer needs the slot of a "
                                                                  "connection that said no hello")
                return True
        idle = [c for c in tcp if self._is_spectator(c) and now - c.last_active > self.spectator_idle]
        if idle:
            self._evict(min(idle, key=lambda c: c.last_active), "a newcomer needs the slot of an idle spectator")
            return True
        return False

    def _said_hello(self, conn: Connection) -> bool:
        client = self.session.clients.get(conn.id)
        return client is not None and client.ready

    def _evict(self, conn: Connection, why: str) -> None:
        self._close_with(conn, _error("busy", f"the host has no room for more connections: {why}", True))
        if not conn.closed:
            conn.closing = True  # its slot counts as free at once

    def _room_for_spectator(self, conn: Connection) -> bool:
        """A hello without a seat on `conn`: within the spectators' slots (an idle spectator's
        slot taken back if need be)."""
        others = sum(1 for c in self._open_tcp() if c is not conn and self._is_spectator(c))
        return others < self.spectator_slots() or self._make_room(spectators_only=True, spare=conn)

    async def _serve_tcp(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        peer = writer.get_extra_info("peername")
        sock = writer.get_extra_info("socket")
        if sock is not None:
            try:
                sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                if self.send_buffer:
                    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, self.send_buffer)
            except OSError:
                pass
        if not self._room_for(str(peer[0]) if peer else "?"):
            self.refused_connections += 1
            writer.write(encode(_error("busy", "too many connections to this host", True)))
            writer.close()
            await settle(writer.wait_closed(), 1.0)
            return
        own = writer.get_extra_info("sockname")
        endpoint = (endpoint_text(str(own[0])), int(own[1])) if own else ("?", 0)
        conn = self.attach(f"{peer[0]}:{peer[1]}" if peer else "?", endpoint=endpoint)
        conn.abort = writer.transport.abort
        conn.transport = writer.transport
        conn.tasks.append(asyncio.ensure_future(self._tcp_writer(conn, writer)))
        try:
            while not conn.closed:
                data = await reader.read(65536)
                if not data:
                    break
                self.feed(conn.id, data)
        except (ConnectionError, OSError):
            pass
        except asyncio.CancelledError:
            pass
        finally:
            self.drop(conn.id, "disconnected")

    async def _tcp_writer(self, conn: Connection, writer: asyncio.StreamWriter) -> None:
        try:
            while True:
                frame = await conn.queue.get()
                batch = [frame]
                while not conn.queue.empty() and frame is not None:
                    frame = conn.queue.get_nowait()
                    batch.append(frame)
                data = b"".join(f for f in batch if f is not None)
                if data:
                    writer.write(data)  # what the kernel has not taken yet is counted by `_waiting`
                    conn.sent_bytes += len(data)
                    conn.queued_bytes -= len(data)
                    await writer.drain()
                if batch[-1] is None:  # a close after the final message: let it reach the peer
                    conn.abort = None
                    writer.close()
                    await settle(writer.wait_closed(), 2.0)
                    self.drop(conn.id, conn.close_reason or "closed")
                    return
        except (ConnectionError, OSError):
            self.drop(conn.id, "send failed")
        except asyncio.CancelledError:
            pass
        finally:
            if not writer.is_closing():
                writer.transport.abort()

    def feed(self, cid: str, data: bytes) -> None:
        """Bytes from a connection: split into frames, decode, handle, dispatch. Never raises."""
        conn = self.connections.get(cid)
        if conn is None or conn.closed or conn.closing:
            return
        conn.last_seen = time.monotonic()
        conn.received_bytes += len(data)
        try:
            bodies = conn.decoder.feed(data)
        except ProtocolError as exc:
            self._refuse(conn, exc)
            return
        for body in bodies:
            if isinstance(body, Oversize):  # skipped unread: refused before any work
                self._refuse(conn, ProtocolError(f"a message to the host is at most {MAX_CLIENT_FRAME} bytes "
                                                 f"(this one has {int(body)})", code="too-large"))
                if conn.closed or conn.closing:
                    return
                continue
            try:
                message = decode_body(body)
            except ProtocolError as exc:
                self._refuse(conn, exc)
                if conn.closed or conn.closing:
                    return
                continue
            self.receive(cid, message)
            if conn.closed or conn.closing:
                return
        if conn.decoder.error is not None:
            self._refuse(conn, conn.decoder.error)

    def receive(self, cid: str, message: Any) -> None:
        """One decoded message from a connection."""
        conn = self.connections.get(cid)
        kind = message.get("type") if isinstance(message, dict) else None
        if conn is not None and kind not in ("pong", "ping"):
            conn.last_active = time.monotonic()
        if conn is not None and kind == "hello" and conn.kind == "tcp" and message.get("seat") is None \
                and not self._said_hello(conn) and not self._room_for_spectator(conn):
            self.refused_connections += 1
            self._close_with(conn, _error("busy", "the host has no room for more spectators: the connections "
                                                  "left are kept for the players", True))
            return
        if conn is not None and kind == "chat" and not conn.chat.take():
            self._send(conn, encode(_error("flood", "too many chat messages; wait a moment")))
            return
        if conn is not None and kind == "ready" and not conn.ready.take():
            self._send(conn, encode(_error("flood", "too many ready messages; wait a moment")))
            return
        if conn is not None and kind in ("propose", "hand-back") and not conn.propose.take():
            self._send(conn, encode(_error("flood", "too many requests to the table; wait a moment")))
            return
        if conn is not None and kind == "vote" and not conn.vote.take():
            self._send(conn, encode(_error("flood", "too many answers to votes; wait a moment")))
            return
        try:
            out = self.session.handle(cid, message)
        except Exception:  # a bug must cost one connection, never the game
            log.exception("session failed on a message from %s", cid)
            conn = self.connections.get(cid)
            if conn:
                self._close_with(conn, _error("internal", "the host could not handle that message", True))
            return
        self.dispatch(out)
        self._after_change()

    def _refuse(self, conn: Connection, exc: ProtocolError) -> None:
        conn.bad_frames += 1
        fatal = exc.fatal or conn.bad_frames > MAX_BAD_FRAMES
        msg = _error(exc.code, str(exc), fatal)
        if fatal:
            self._close_with(conn, msg)
        else:
            self._send(conn, encode(msg))

    def _close_with(self, conn: Connection, message: dict[str, Any]) -> None:
        """Send a final message, then close once it is written."""
        if conn.closed or conn.closing:
            return
        conn.close_reason = f"{message.get('code', 'closed')}"
        if self._send(conn, encode(message)):
            conn.closing = True
            try:
                conn.queue.put_nowait(None)
            except asyncio.QueueFull:
                self.drop(conn.id, "send queue overflow")
            if not conn.tasks:  # no writer (a test harness feeding bytes directly)
                self.drop(conn.id, conn.close_reason)

    @staticmethod
    def _waiting(conn: Connection) -> int:
        """Bytes waiting for a connection: queued, or written but not yet taken by the kernel."""
        transport = conn.transport
        return conn.queued_bytes + (transport.get_write_buffer_size() if transport is not None else 0)

    def _send(self, conn: Connection, frame: bytes) -> bool:
        """Send a frame: straight to the transport when nothing waits for the connection (no task
        switch per client, and the first clients read while the host still writes to the
        others), else after what waits, through the connection's writer task (which waits for
        the peer to take it: a slow reader's messages pile up in its queue, counted)."""
        if conn.closed:
            return False
        transport = conn.transport
        if transport is not None and not conn.queued_bytes and not conn.closing and conn.queue.empty() \
                and not transport.get_write_buffer_size() and not transport.is_closing():
            # nothing waits for it: the common case, written at once
            if len(frame) > self.queue_bytes or self.queue_limit <= 0:
                self.drop(conn.id, "send queue overflow")
                return False
            transport.write(frame)
            conn.sent_bytes += len(frame)
            return True
        if self._waiting(conn) + len(frame) > self.queue_bytes or conn.queue.qsize() >= self.queue_limit:
            self.drop(conn.id, "send queue overflow")
            return False
        transport = conn.transport
        if transport is not None and conn.queue.empty() and not conn.closing and not transport.is_closing() \
                and not transport.get_write_buffer_size():
            transport.write(frame)
            conn.sent_bytes += len(frame)
            return True
        conn.queued_bytes += len(frame)
        conn.queue.put_nowait(frame)
        return True

    def dispatch(self, out: list[Outgoing]) -> None:
        """Queue each outgoing message on its connection; one encoding per message object.
        Every frame is made before the first is written, so the writes to all the connections
        follow one another at once (the first clients woken do not wait for the host to finish
        the others' frames). `seats` messages are coalesced: see `_seats_later`."""
        cache: dict[int, bytes] = {}
        updates: dict[int, UpdateFrames | None] = {}  # per update message: its frames, made once
        packed = self.packed_fields
        if any(o.message.get("type") == "update" for o in out):
            packed.next_update()
        seats_later = False
        seats_now: dict[int, bool] = {}  # per seats message: sent in order now, or held back
        sends: list[tuple[Connection, bytes, dict[str, Any] | None]] = []  # (to, frame, a fatal error)
        connections = self.connections
        for o in out:
            message = o.message
            kind = message.get("type")
            if kind == "seats" and _loop_running():
                now = seats_now.get(id(message))
                if now is None:
                    now = self._seats_timer is None and time.monotonic() - self._seats_sent >= SEATS_INTERVAL
                    seats_now[id(message)] = now
                    if now:
                        self._seats_sent = time.monotonic()
                if not now:
                    seats_later = True  # everyone gets the latest table, soon and at a bounded rate
                    continue
            conn = connections.get(o.to)
            if conn is None or conn.closed:
                continue
            if kind == "update" and type(message.get("view")) is dict:
                frame = self._update_frame(conn, message, updates, packed)
            else:
                key = id(message)
                frame = cache.get(key)
                if frame is None:
                    frame = cache[key] = self._encode_or_refuse(message)
                view, state_id = message.get("view"), message.get("state_id")
                if kind == "snapshot" and type(view) is dict and type(state_id) is int:
                    self.sent_views.note(view, state_id)
                    conn.view_of = (view.get("seat"), state_id)
            sends.append((conn, frame, message if kind == "error" and message.get("fatal") else None))
        for conn, frame, fatal in sends:
            if fatal is not None:
                self._close_with(conn, fatal)
            else:
                self._send(conn, frame)
        if seats_later:
            self._seats_later()
        if self._applied_at is not None and updates:
            assert self.fanout_times is not None
            self.fanout_times.append(time.perf_counter() - self._applied_at)
            self._applied_at = None

    @staticmethod
    def _encode_or_refuse(message: dict[str, Any]) -> bytes:
        try:
            return encode(message)
        except (ProtocolError, TypeError, ValueError, OverflowError) as exc:
            log.error("cannot send %s: %s", message.get("type"), exc)
            return encode(_error("too-large", "the host could not send a message"))

    def _update_frame(self, conn: Connection, message: dict[str, Any], updates: dict[int, UpdateFrames | None],
                      packed: PackedFields) -> bytes:
        """The frame one connection gets for an update: the audience's `delta` when the connection
        asked for deltas and holds the very view it is based on, else the whole update."""
        key = id(message)
        frames = updates.get(key, _ABSENT)
        if frames is _ABSENT:
            try:
                frames = updates[key] = self.sent_views.frames(message, packed)
            except (ProtocolError, TypeError, ValueError, OverflowError) as exc:
                log.error("cannot send an update: %s", exc)
                frames = updates[key] = None
        if frames is None:
            conn.view_of = None
            return encode(_error("too-large", "the host could not send a message"))
        delta = frames.delta
        if delta is not None and conn.view_of == frames.base_key:
            client = self.session.clients.get(conn.id)
            if client is not None and "delta" in client.features:
                conn.view_of = frames.key
                return delta
        try:
            frame = frames.full
        except (ProtocolError, TypeError, ValueError, OverflowError) as exc:
            log.error("cannot send an update: %s", exc)
            conn.view_of = None
            return encode(_error("too-large", "the host could not send a message"))
        conn.view_of = frames.key
        return frame

    def _seats_later(self) -> None:
        """The seat table changed again within SEATS_INTERVAL of the last `seats`: send it to
        everyone once, when the interval is over, carrying the latest table. So the first change
        after a quiet moment goes out at once, in order, and a burst of changes (one peer's or
        many) costs one more message per client."""
        if self._seats_timer is not None:
            return
        delay = max(0.0, self._seats_sent + SEATS_INTERVAL - time.monotonic())
        self._seats_timer = asyncio.get_running_loop().call_later(delay, self._send_seats)

    def _send_seats(self) -> None:
        self._seats_timer = None
        self._seats_sent = time.monotonic()
        out = self.session.seats_update()
        cache: dict[int, bytes] = {}
        for o in out:
            conn = self.connections.get(o.to)
            if conn is not None and not conn.closed:
                frame = cache.get(id(o.message)) or cache.setdefault(id(o.message), encode(o.message))
                self._send(conn, frame)

    def drop(self, cid: str, reason: str) -> None:
        """Close a connection now and free its seat (the seat keeps its holder and token)."""
        conn = self.connections.pop(cid, None)
        if conn is None:
            return
        conn.closed = True
        conn.close_reason = conn.close_reason or reason
        if conn.hello_timer is not None:
            conn.hello_timer.cancel()
        self.dropped[cid] = reason
        seat = self.session.clients.get(cid).seat if cid in self.session.clients else None
        if conn.abort:
            conn.abort()
        current = asyncio.current_task() if _loop_running() else None
        for t in conn.tasks:
            if t is not current:
                t.cancel()
        try:
            out = self.session.disconnect(cid)
        except Exception:
            log.exception("session failed to disconnect %s", cid)
            out = []
        self.dispatch(out)
        self._arm_presence()
        if seat and self.bot_takeover is not None and _loop_running():
            self._schedule_takeover(seat)
        if seat and self.vassal_away and self.session.turn_clock > 0 and _loop_running():
            self._schedule_vassal(seat)
        if self.on_change:
            self.on_change()

    # ----- host-side controls ------------------------------------------------------
    def set_holder(self, house: str, holder: str, name: str = "") -> None:
        self.dispatch(self.session.set_holder(house, holder, name))
        self._after_change()

    def stand_in(self, house: str, level: str) -> None:
        """A host bot of `level` plays an away person's seat until they come back ("" stops it)."""
        self.dispatch(self.session.stand_in(house, level))
        self._after_change()

    def set_vassal(self, house: str, vassal: bool) -> None:
        """The house of a player who left plays on as a vassal (`vassal` true), or a vassal
        goes back to a player (false); raises IllegalCommand when the game refuses."""
        self.dispatch(self.session.set_vassal(house, vassal))
        self._after_change()

    # ----- the table, when the host's person decides (engine/table.py) --------------------------
    def pause(self, on: bool) -> None:
        """Pause the game (no move is taken, bots wait, no clock runs) or resume it."""
        self.dispatch(self.session.table.host_pause(on))
        self._after_change()

    def end_after_round(self) -> None:
        """The round being played is the last (IllegalCommand when it already is)."""
        self.dispatch(self.session.table.host_end_after_round())
        self._after_change()

    def answer(self, vote_id: int, yes: bool) -> None:
        """The host's person answers a request made to it (IllegalCommand when none is open)."""
        self.dispatch(self.session.table.host_answer(vote_id, yes))
        self._after_change()

    @property
    def vassal_away(self) -> bool:
        """A player away past the turn clock is replaced by a vassal (games with vassals only)."""
        return bool(self.session.game.s.options.get("vassals")) and \
            bool(self.session.host_settings.get("vassal_away", True))

    @vassal_away.setter
    def vassal_away(self, on: bool) -> None:
        self.session.host_settings["vassal_away"] = bool(on)

    def is_replaced(self, house: str) -> bool:
        """`house` has a seat (a player's) but plays as a vassal now."""
        return house in self.session.seats and house in self.session.game.s.vassals

    def request_vassal(self, house: str, vassal: bool) -> bool:
        """Turn an away player's house into a vassal (`vassal` true) or give it back (false).
        True when done now; False when a combat is being fought: the host does it once the combat
        is over (`vassal_wanted`). Any other refusal raises IllegalCommand and changes nothing."""
        self.vassal_wanted.pop(house, None)
        if self.is_replaced(house) == vassal:
            return True
        try:
            self.set_vassal(house, vassal)
        except IllegalCommand as exc:
            if exc.key != "vassal-during-combat":
                raise
            self.vassal_wanted[house] = vassal
            log.info("%s changes hands after the combat", house)
            if self.on_change:
                self.on_change()
            return False
        return True

    def _settle_vassals(self) -> None:
        """After every change: a replaced player who is back (a proved rejoin) gets their house
        back, and what a combat held up is tried again."""
        s = self.session
        if self._settling or not s.started or s.game.finished or s.save_failure is not None:
            return
        for house, seat in s.seats.items():
            here = seat.holder == "human" and seat.client is not None
            if here and self.is_replaced(house) and house not in self.vassal_wanted:
                self.vassal_wanted[house] = False  # their player is back
            elif here and self.vassal_wanted.get(house) is True:
                del self.vassal_wanted[house]  # back before the combat ended: stays a player
        if not self.vassal_wanted:
            return
        self._settling = True
        try:
            for house, vassal in list(self.vassal_wanted.items()):
                if self.is_replaced(house) == vassal:
                    self.vassal_wanted.pop(house, None)
                    continue
                try:
                    self.set_vassal(house, vassal)
                except IllegalCommand as exc:
                    if exc.key == "vassal-during-combat":
                        return  # still fighting: the next change tries again
                    log.warning("%s cannot change hands: %s", house, exc.detail)
                    self.vassal_wanted.pop(house, None)
                    continue
                if self.is_replaced(house) == vassal:
                    self.vassal_wanted.pop(house, None)
                    log.info("%s %s", house, "is a vassal now" if vassal else "is given back to its player")
        finally:
            self._settling = False

    def _schedule_vassal(self, house: str) -> None:
        old = self._vassal_timers.pop(house, None)
        if old:
            old.cancel()

        def fire() -> None:
            self._vassal_timers.pop(house, None)
            seat = self.session.seats.get(house)
            if seat is None or seat.client is not None or seat.holder != "human" or seat.stand_in \
                    or not self.session.started or self.session.game.finished or self.is_replaced(house) \
                    or not self.vassal_away:
                return  # back, handed to a bot, or already a vassal
            log.info("%s is away past the turn clock: a vassal takes the house", house)
            try:
                self.request_vassal(house, True)
            except IllegalCommand as exc:  # e.g. the last player, or a house never a vassal
                log.info("%s stays a player: %s", house, exc.detail)

        self._vassal_timers[house] = asyncio.get_running_loop().call_later(self.session.turn_clock, fire)

    def _schedule_takeover(self, house: str) -> None:
        old = self._takeover_timers.pop(house, None)
        if old:
            old.cancel()

        def fire() -> None:
            self._takeover_timers.pop(house, None)
            seat = self.session.seats[house]
            if seat.client is None and seat.holder == "human" and not self.session.game.finished \
                    and not self.is_replaced(house):  # a vassal's seat has nothing to play
                log.info("%s is away: a bot takes the seat", house)
                self.set_holder(house, "bot")

        self._takeover_timers[house] = asyncio.get_running_loop().call_later(self.bot_takeover or 0, fire)

    # ----- autosave, bots, keepalive ---------------------------------------------------
    def _persist(self, session: Session) -> None:
        """The session's autosave; raising refuses the command (see Session.persist)."""
        assert self.save_path is not None
        try:
            write_save(self.save_path, make_save(session))
        except Exception as exc:
            self.save_errors += 1
            if session.save_failure is None:
                self._quiet_episode = session.save_relapse()
                if self._quiet_episode:  # failing again soon after it worked: said once per episode
                    self._arm_save_retry()
                else:
                    log.error("autosave to %s failed: %s; no command is taken until it works", self.save_path, exc)
                    self._saving_changed(f"{exc}")
            raise

    def _saving_changed(self, why: str | None) -> None:
        if why is not None:
            self._arm_save_retry()
        if self.on_saving:
            self.on_saving(why)

    def _arm_save_retry(self) -> None:
        if self._save_timer is None and _loop_running():
            self._save_timer = asyncio.get_running_loop().call_later(self.save_retry, self._retry_save)

    def _retry_save(self) -> None:
        self._save_timer = None
        out = self.session.retry_save()
        if self.session.save_failure is not None:
            self._arm_save_retry()
            return
        relapse = self._quiet_episode
        self.dispatch(out)
        if not relapse:
            log.warning("autosave to %s works again: commands are taken again", self.save_path)
            if self.on_saving:
                self.on_saving(None)
        self._after_change()

    def _accepted(self, session: Session) -> None:
        if self.fanout_times is not None:
            self._applied_at = time.perf_counter()
        for observer in self.observers:
            observer(session)

    def start_game(self) -> bool:
        """Leave the lobby: start the game if every seat is filled and ready."""
        if not self.session.can_start():
            return False
        self.dispatch(self.session.start())
        self._after_change()  # wakes the host's bots
        return True

    def _after_change(self) -> None:
        self._settle_vassals()
        self._bot_wake.set()
        self._check_finished()
        self._arm_clock()
        self._arm_presence()
        if self.on_change:
            self.on_change()

    def _arm_presence(self) -> None:
        """One timer for the session's earliest held-back presence change (see Session._presence)."""
        if self._presence_timer is not None or not _loop_running():
            return
        due = self.session.next_presence()
        if due is not None:
            delay = max(0.0, due - self.session.now())
            self._presence_timer = asyncio.get_running_loop().call_later(delay, self._presence_fired)

    def _presence_fired(self) -> None:
        self._presence_timer = None
        self.dispatch(self.session.flush_presence())
        self._arm_presence()

    # ----- turn clock -------------------------------------------------------------------
    def _arm_clock(self) -> None:
        """Keep one timer for the earliest running turn clock (none when the clock is off)."""
        if not self._tasks or not _loop_running():
            return  # not serving yet (or any more)
        due = self.session.next_deadline()
        if due == self._clock_due and (due is None or self._clock_timer is not None):
            return
        if self._clock_timer is not None:
            self._clock_timer.cancel()
            self._clock_timer = None
        self._clock_due = due
        if due is not None:
            delay = max(0.0, due - self.session.now())
            self._clock_timer = asyncio.get_running_loop().call_later(delay, self._clock_fired)

    def _clock_fired(self) -> None:
        self._clock_timer, self._clock_due = None, None
        try:
            out = self.session.run_clock()
        except Exception:  # a bug must not stop the game
            log.exception("the turn clock failed")
            out = []
        self.dispatch(out)
        self._after_change()

    def _check_finished(self) -> None:
        if self.session.game.finished and not self.finished.is_set():
            self.finished.set()

    async def _bot_loop(self) -> None:
        while True:
            await self._bot_wake.wait()
            self._bot_wake.clear()
            while not self.session.game.finished:
                if not any(seat.holder == "bot" or seat.stand_in for seat in self.session.seats.values()):
                    break
                sid = self.session.game.s.state_id
                turns = [h for h in self.session.bot_turns() if (h, sid) not in self._stuck]
                if not turns or (self.bots_paused and self.bot_steps <= 0):
                    break
                together = [] if self.bots_paused else self._together(turns)
                if len(together) > 1 or (together and self.pool is not None and self.pool.workers == 1):
                    # several bots awaited at once think at once in the workers (one alone too,
                    # when there is only one worker: the host's own process never searches)
                    await self.bot_moves_together(together)
                    continue
                if self.bots_paused:
                    self.bot_steps -= 1
                await self.bot_move_async(turns[0])
                await asyncio.sleep(self.bot_delay)  # let I/O run between moves
            self._check_finished()

    def pause_bots(self, on: bool) -> None:
        """Hold (or let go) the host's bots; people keep playing."""
        self.bots_paused = bool(on)
        self.bot_steps = 0
        self._bot_wake.set()

    def step_bots(self) -> None:
        """While paused, let the host's bots make one move."""
        self.bot_steps += 1
        self._bot_wake.set()

    def _bot_key(self, house: str) -> str:
        level = self.session.seats[house].stand_in
        return f"{house}/{level}" if level else house  # a stand-in plays at the level the host chose

    def _bot_turn(self, house: str) -> tuple[Bot, dict[str, Any], dict[str, Any], int] | None:
        """What the bot on `house` needs to answer now: itself, its view, the decision, the state id."""
        game = self.session.game
        decision = next((d for d in game.waiting_for() if d.seat == house), None)
        if decision is None:
            return None
        # a vassal's decision is answered as the vassal, from what the vassal may see
        return self._bot_of(house), game.view(decision.house), decision.house_wire(), game.s.state_id

    def _bot_of(self, house: str) -> Bot:
        """The bot playing `house` now (made on first need)."""
        key = self._bot_key(house)
        if key not in self.bots:
            level = self.session.seats[house].stand_in
            self.bots[key] = level_bot_factory(level, self.stand_in_seed, list(self.session.seats))(house) if level \
                else self.bot_factory(house)
        return self.bots[key]

    def _together(self, turns: list[str]) -> list[str]:
        """The searching bots among those awaited now that answer one kind of decision at the
        same moment (orders, bids, a fight's house cards): they think at once in the workers.
        With only one worker process, a searching bot awaited alone answers whole in it too."""
        pool = self.pool
        if pool is None or not getattr(pool, "offloads", getattr(pool, "workers", 1) > 1):
            return []
        if len(turns) < 2 and getattr(pool, "workers", 1) > 1:
            return []
        pending: dict[str, str] = {}
        for d in self.session.game.waiting_for():
            pending.setdefault(d.seat, d.kind)
        out: list[str] = []
        for house in turns:
            if house not in pending or not hasattr(self._bot_of(house), "pool"):
                continue
            if out and pending.get(house) != pending.get(out[0]):
                continue
            out.append(house)
        return out

    @staticmethod
    def _pool_broke(exc: BaseException) -> bool:
        """The worker processes failed, not a bot's own code (engine/bots/pool.py, `broken`)."""
        from engine.bots.pool import broken

        return broken(exc)

    def _pool_failed(self, exc: BaseException) -> None:
        """The worker processes failed (a worker killed, no processes to be had): the bots think
        in threads from now on; the game goes on."""
        log.warning("the bots' worker processes failed (%s): the bots think in threads from now on", exc)
        pool, self.pool = self.pool, None
        for bot in self.bots.values():
            if getattr(bot, "pool", None) is not None:
                bot.pool = None  # type: ignore[attr-defined]
        if pool is not None and self._own_pool:
            try:
                asyncio.get_running_loop().run_in_executor(_BOT_THREADS, pool.close)
            except RuntimeError:
                pool.close()

    async def bot_moves_together(self, houses: list[str]) -> int:
        """The bots on `houses`, awaited at the same moment, answer at once in the worker
        processes (`SearchPool.propose_all`, off the event loop); the host submits each answer
        still due, against the game as it is then. A refused answer falls back to that bot's own
        `propose` with the next attempt, and a pool that fails to every bot's own `propose`.
        Returns how many commands were accepted."""
        turns = {h: self._bot_turn(h) for h in houses}
        asks = [(h, t) for h, t in turns.items() if t is not None]
        if not asks:
            return 0
        for _h, (bot, *_rest) in asks:
            bot.pool = None  # type: ignore[attr-defined]  (it answers in one worker, its samples there)
        pool = self.pool
        answers: list[tuple[Any, Any]] | None = None
        try:
            if pool is not None:
                answers = await asyncio.get_running_loop().run_in_executor(
                    _BOT_THREADS, pool.propose_all, [(bot, view, wire) for _h, (bot, view, wire, _sid) in asks])
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # each bot answers by itself, in a thread
            if not self._pool_broke(exc):
                log.exception("a bot failed in the worker processes")
            elif self.pool is pool:
                self._pool_failed(exc)
        accepted = 0
        for i, (house, (bot, _view, wire, _sid)) in enumerate(asks):
            if self.session.game.finished or house not in self.session.bot_turns():
                continue  # a person took the seat back, the game ended, or nothing is taken now
            if answers is None:
                accepted += await self.bot_move_async(house)
                continue
            cmd, after = answers[i]
            key = self._bot_key(house)
            if self.bots.get(key) is bot:
                self.bots[key] = after  # its randomness moved on in the worker: keep that bot
            now = self._bot_turn(house)
            if now is None:
                continue
            _bot, _v, wire_now, sid = now
            if wire_now != wire:  # the decision changed meanwhile: the bot looks again
                accepted += await self.bot_move_async(house)
                continue
            try:
                self._bot_offer(house, cmd, sid, wire_now["house"])
                self.pool_answers += 1
                accepted += 1
            except IllegalCommand:
                if self.session.save_failure is not None:
                    return accepted
                accepted += await self.bot_move_async(house, first_attempt=1)
            await asyncio.sleep(self.bot_delay)  # let I/O run between moves
        return accepted

    def _bot_offer(self, house: str, cmd: Any, state_id: int, for_house: str | None = None) -> bool:
        """Submit a bot's command for `for_house` (IllegalCommand if refused) and tell everyone."""
        self.dispatch(self.session.submit(house, command_to_wire(cmd), state_id, for_house=for_house))
        self._after_change()
        return True

    def _bot_gives_up(self, house: str, state_id: int) -> bool:
        log.error("the bot for %s found no legal command at state %d", house, state_id)
        self._stuck.add((house, state_id))
        return False

    async def bot_move_async(self, house: str, first_attempt: int = 0) -> bool:
        """Like `bot_move`, but the bot thinks in a worker thread so a searching bot never
        holds up the other connections (its samples drawn in the host's worker processes);
        its answer is refused as stale if the game moved."""
        turn = self._bot_turn(house)
        if turn is None:
            return False
        bot, view, wire, sid = turn
        loop = asyncio.get_running_loop()
        attempt = first_attempt
        in_thread = False  # after a failure of the workers: this answer is thought in the thread alone
        while attempt < BOT_ATTEMPTS:
            pool = self.pool if hasattr(bot, "pool") and not in_thread else None
            if hasattr(bot, "pool"):
                bot.pool = pool  # type: ignore[attr-defined]  (alone: its samples spread over the workers)
            try:
                cmd = await loop.run_in_executor(_BOT_THREADS, bot.propose, view, wire, attempt)
                return self._bot_offer(house, cmd, sid, wire["house"])
            except IllegalCommand:
                if self.session.game.s.state_id != sid or self.session.save_failure is not None:
                    return False  # someone else moved meanwhile (or nothing is taken now): look again
            except Exception as exc:
                if pool is not None and self._pool_broke(exc):  # the workers failed, not the bot
                    if self.pool is pool:
                        self._pool_failed(exc)
                    in_thread = True
                    continue  # the same attempt again, in the thread
                log.exception("the bot for %s failed", house)
                break
            attempt += 1
        return self._bot_gives_up(house, sid)

    def bot_move(self, house: str) -> bool:
        """Let the bot on `house` answer its current decision; True if a command was accepted."""
        turn = self._bot_turn(house)
        if turn is None:
            return False
        bot, view, wire, sid = turn
        for attempt in range(BOT_ATTEMPTS):
            try:
                return self._bot_offer(house, bot.propose(view, wire, attempt), sid, wire["house"])
            except IllegalCommand:
                if self.session.save_failure is not None:
                    return False
                continue
            except Exception:
                log.exception("the bot for %s failed", house)
                break
        return self._bot_gives_up(house, sid)

    async def _keepalive_loop(self) -> None:
        while True:
            await asyncio.sleep(self.ping_interval)
            self.keepalive()

    def keepalive(self, now: float | None = None) -> None:
        """Drop silent or handshake-less connections; ping the rest."""
        now = time.monotonic() if now is None else now
        for conn in list(self.connections.values()):
            client = self.session.clients.get(conn.id)
            if now - conn.last_seen > self.ping_timeout:
                self.drop(conn.id, "keepalive timeout")
            elif client is not None and not client.ready and now - conn.opened > self.ping_timeout:
                self.drop(conn.id, "no hello")
            else:
                self._send(conn, encode({"type": "ping", "nonce": next(self._pings)}))

    # ----- in-process links ------------------------------------------------------------
    def open_local(self, deliver: Callable[[bytes], Awaitable[None]], on_close: Callable[[], None] | None = None,
                   peer: str = "local") -> Connection:
        """A connection whose frames are handed to `deliver`; `on_close` runs when the host drops it
        (see inprocess.py)."""
        conn = self.attach(peer, kind="local")
        conn.abort = on_close
        conn.tasks.append(asyncio.ensure_future(self._local_writer(conn, deliver)))
        self._start_tasks()
        return conn

    async def _local_writer(self, conn: Connection, deliver: Callable[[bytes], Awaitable[None]]) -> None:
        try:
            while True:
                frame = await conn.queue.get()
                if frame is None:
                    self.drop(conn.id, conn.close_reason or "closed")
                    return
                conn.sent_bytes += len(frame)
                await deliver(frame)
                conn.queued_bytes -= len(frame)
        except asyncio.CancelledError:
            pass

    def seat_table(self) -> list[dict[str, Any]]:
        return [{"house": h, "holder": s.holder, "name": s.name, "token": s.token,
                 "connected": s.client is not None} for h, s in self.session.seats.items()]

    def free_seats(self) -> int:
        return sum(1 for s in self.session.seats.values() if s.holder == "open")


async def settle(awaitable: Awaitable[Any], timeout: float) -> None:
    """Wait up to `timeout` for `awaitable`, ignoring its outcome (without swallowing our own cancellation)."""
    task = asyncio.ensure_future(awaitable)
    done, _ = await asyncio.wait({task}, timeout=timeout)
    if task in done:
        if not task.cancelled():
            task.exception()  # retrieved: no "never retrieved" warning
    else:
        task.cancel()


def _loop_running() -> bool:
    try:
        asyncio.get_running_loop()
        return True
    except RuntimeError:
        return False


__all__ = ["Host", "Connection", "Bot", "BotFactory", "level_bot_factory", "random_bot_factory", "settle"]
