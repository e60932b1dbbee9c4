"""The host's authority over a game: seats, tokens, spectators, chat and per-seat fan-out.

Sans-IO: `handle(client, message)` takes a decoded message (plain data) and
returns the messages to send, each addressed to one client. Transports
(in-process, TCP) only move these dicts; they never look inside a game.
Every client, human or bot, local or remote, goes through the same path:
a `hello` that names a seat (or none, for a spectator) and then `command`
messages carrying that seat's secret token and the state id they answer.
Hidden information never leaves: each client gets `view(seat)` and
`events_for(seat, ...)` only, from the very first message on.
"""
from __future__ import annotations

import math
import secrets
import time
from collections import deque
from dataclasses import dataclass, field, fields
from typing import Any, Callable, NamedTuple

from .commands import HOST_ONLY, OUT_OF_TURN, command_from_wire, command_to_wire
from .errors import REFUSALS, IllegalCommand, Reason
from .events import Event, events_for
from .game import Game
from .player_names import MAX_NAME, chat_text, confusable, name_key, normal_name
from .seat_proof import LOCAL_ENDPOINT, is_nonce, new_nonce, proof_matches
from .views import build_shared_view

PROTOCOL_VERSION = 1
MAX_CHAT = 500
MAX_NONCE = 64  # bytes of a ping nonce the host echoes (or digits of an integer one)
MAX_COMMAND_ITEMS = 2048  # values in one command: far above any legal one, cheap to count
HOLDERS = ("open", "human", "bot")
# Optional parts of the protocol a client may ask for in its hello (`features`); the host
# answers in `welcome` with those it will use. "delta": `update` may come as a `delta`
# against the last view the client was sent (docs/PROTOCOL.md §5).
FEATURES = frozenset({"delta"})
# What one peer can make the host tell everyone about its seat's presence (a reconnect loop):
PRESENCE_BURST = 4  # away/back changes of one seat told at once ...
PRESENCE_EVERY = 5.0  # ... then one per this many seconds at most, carrying the latest state
PRESENCE_KINDS = frozenset({"SeatAway", "SeatBack", "SeatStandIn", "SeatStandInEnded"})
PRESENCE_KEPT = 64  # presence events the history keeps (the latest); older ones are dropped
# What one seat can make the host tell everyone (and write to its save) with commands that answer
# no decision (a power-token gift): GIFT_BURST accepted at once, then one per GIFT_EVERY seconds
GIFT_BURST = 3
GIFT_EVERY = 5.0
# public chat lines a late joiner's snapshot carries (the latest): each line is at most MAX_CHAT
# characters and a name, so the snapshot stays bounded however much anyone says
CHAT_KEPT = 50
SNAPSHOT_LOG_BYTES = 512 * 1024  # the log a snapshot carries at most (its newest events)
MAX_FEATURES = 16
CLOCK_BOT_LEVEL = "easy"  # who answers for a person whose turn clock ran out
CLOCK_BOT_ATTEMPTS = 12
# a save that fails again within this many seconds of working again is the same episode (a disk
# that is nearly full): everyone was told once; only those whose command it refuses hear again
SAVE_EPISODE_QUIET = 60.0


class Outgoing(NamedTuple):
    """One message for one client (a fan-out makes one per client: a tuple is quick to make)."""

    to: str  # client id
    message: dict[str, Any]


@dataclass
class Seat:
    house: str
    token: str
    holder: str = "open"  # open | human | bot
    name: str = ""
    client: str | None = None  # the connected client holding it
    ready: bool = False  # lobby: its player is ready to start
    away_since: float | None = None  # when its person dropped (session time), while away
    stand_in: str = ""  # the level of the host bot playing for its away person, if any
    announced: str | None = None  # the last presence event told (SeatAway / SeatBack), if any
    presence_allowance: float = PRESENCE_BURST  # presence changes it may tell now (a token bucket)
    presence_checked: float | None = None  # when the allowance was last brought up to date
    gift_allowance: float = GIFT_BURST  # gifts it may still give now (a token bucket, like chat's)
    gift_checked: float | None = None

    def public(self, now: float | None = None) -> dict[str, Any]:
        out: dict[str, Any] = {"holder": self.holder, "name": self.name, "connected": self.client is not None,
                               "ready": self.ready or self.holder == "bot"}
        if self.holder == "human" and self.client is None and self.away_since is not None and now is not None:
            out["away"] = round(max(0.0, now - self.away_since), 1)  # seconds (machine clocks differ)
        if self.stand_in:
            out["stand_in"] = self.stand_in
        return out


@dataclass
class Client:
    id: str
    name: str = ""
    seat: str | None = None  # None: spectator
    ready: bool = False  # True once the hello was accepted
    # the host's end of this client's link (address, port) as the client reaches it, and the
    # nonce the host challenged it with; None for a link without a wire (a hot-seat table),
    # where a hello may name the token itself
    endpoint: tuple[str, int] | None = None
    nonce: str = ""
    features: frozenset[str] = frozenset()  # optional protocol parts agreed in the hello


def _well_formed(command: dict[str, Any]) -> bool:
    try:
        command_from_wire(command)
    except IllegalCommand:
        return False
    return True


def _error(code: str, message: str, **extra: Any) -> dict[str, Any]:
    return {"type": "error", "code": code, "message": message, **extra}


def _refusal(code: str, key: str, params: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    """An error with a refusal key (and its parameters), so the client words it in its own language."""
    params = dict(params or {})
    return _error(code, REFUSALS[key].format(**params), key=key, params=params, **extra)


def token_matches(given: Any, expected: str) -> bool:
    """A constant-time token check that takes any value (a non-ASCII str or a non-str is no
    match, never an exception)."""
    if not isinstance(given, str):
        return False
    return secrets.compare_digest(given.encode("utf-8", "surrogatepass"), expected.encode("utf-8"))


def nonce_ok(nonce: Any) -> bool:
    """A ping nonce the host is willing to echo: nil, a bool, an integer of 64 bits, or a str/bin
    of at most MAX_NONCE bytes."""
    if nonce is None or isinstance(nonce, bool):
        return True
    if isinstance(nonce, int):
        return -(1 << 63) <= nonce < (1 << 64)
    if isinstance(nonce, bytes):
        return len(nonce) <= MAX_NONCE
    if isinstance(nonce, str):
        return len(nonce) <= MAX_NONCE and len(nonce.encode("utf-8", "surrogatepass")) <= MAX_NONCE
    return False


def wanted_features(asked: Any) -> frozenset[str]:
    """The features of a hello's `features` list this host knows (anything else, or a list that
    is not one, asks for none: an older client simply gets the plain protocol)."""
    if not isinstance(asked, list) or len(asked) > MAX_FEATURES:
        return frozenset()
    return frozenset(f for f in asked if isinstance(f, str) and f in FEATURES)


def wire_size(value: Any) -> int:
    """An upper bound of the bytes `value` takes in msgpack (the engine does not pack: it only
    needs to bound what a message may carry)."""
    t = type(value)
    if t is str:
        return len(value) * 4 + 5
    if t is dict:
        return 5 + sum(wire_size(k) + wire_size(v) for k, v in value.items())
    if t is list or t is tuple:
        return 5 + sum(wire_size(v) for v in value)
    if t is bytes:
        return len(value) + 5
    return 9


def too_many_items(value: Any, limit: int = MAX_COMMAND_ITEMS) -> bool:
    """More than `limit` values nested in `value`; stops counting at the limit, so a huge
    message costs no more to refuse than a small one."""
    stack, seen = [value], 0
    while stack:
        v = stack.pop()
        seen += 1
        if seen > limit:
            return True
        if isinstance(v, (dict, list, tuple)):
            if seen + len(v) > limit:
                return True
            stack.extend(v.values() if isinstance(v, dict) else v)
            seen += len(v) if isinstance(v, dict) else 0
        elif isinstance(v, (str, bytes)) and len(v) > limit:
            return True
    return False


class Session:
    def __init__(self, game: Game, game_id: str = "", name: str = "",
                 token_factory: Callable[[], str] = lambda: secrets.token_hex(16), lobby: bool = False,
                 unique_names: bool = False, turn_clock: float = 0.0,
                 now: Callable[[], float] = time.monotonic) -> None:
        self.game = game
        self.new_token = token_factory
        self.game_id = game_id or secrets.token_hex(8)
        self.name = name or "A Game of Thrones"
        self.seats = {h: Seat(h, token_factory()) for h in game.seats()}  # a vassal has no seat
        self.clients: dict[str, Client] = {}
        # every event since the start, for late joiners (presence events: the latest PRESENCE_KEPT)
        self.history: list[Event] = []
        self._presence_in_history = 0
        self.chat_history: deque[dict[str, Any]] = deque(maxlen=CHAT_KEPT)  # public lines, oldest first
        self._wire_sizes: list[int] = []  # an upper bound of each history event's wire size, as measured
        self._presence_due: dict[str, float] = {}  # seat -> when its held-back presence change is told
        self.commands: list[list[Any]] = []  # accepted (seat, command wire) in order
        self.initial: dict[str, Any] = game.to_wire()
        self.on_accepted: Callable[["Session"], None] | None = None  # after each accepted command
        # the autosave: called with the command applied and before anyone hears of it; when it
        # raises, the command is undone and refused, and no command is taken until `retry_save`
        # succeeds (a host never accepts a move it cannot persist)
        self.persist: Callable[["Session"], None] | None = None
        self.save_failure: str | None = None  # why the last save failed, while commands wait
        self.save_episode = 0  # failures told to everyone (one per episode, see SAVE_EPISODE_QUIET)
        self._episode_resumed = False  # everyone has heard this episode's saving-resumed
        self._saves_resumed_at: float | None = None  # when saving last worked again (session time)
        self._refused_unsaved: set[str] = set()  # clients refused `not-saved` since saving last worked
        # lobby: until the host starts the game, people take seats, chat and mark themselves
        # ready; commands are refused and host bots wait
        self.started = not lobby
        self.dealt = False  # the houses a game deals were dealt to the seats (deal_houses)
        # LAN hosts refuse a second connected person with the same (non-empty) name; a hot-seat
        # table, where one person plays several seats, does not
        self.unique_names = unique_names
        # a transport that only reads the views of a fan-out (one that encodes them, as the LAN
        # host does) sets this: each audience's view then shares the game's view cache (read-only,
        # `Game.shared_view`) instead of being copied, and a field unchanged since the last update
        # is the very object it was then
        self.shared_views = False
        # turn clock: seconds a person has for each decision (0 = off); `now` is injected so the
        # session stays free of timers: the transport asks `next_deadline()` and calls `run_clock()`
        self.now = now
        self.turn_clock = 0.0
        self.deadlines: dict[str, float] = {}  # awaited person's seat -> when its time runs out
        self._clock_kinds: dict[str, str] = {}  # the decision kind each running clock is for
        self._clock_bots: dict[str, Any] = {}
        self.host_settings: dict[str, Any] = {}  # facts of the transport kept in the save (e.g. the port)
        self._frozen: dict[str, float] = {}  # while paused: each running turn clock's seconds left
        from .table import Table

        # what the table decides beside the rules: pauses, votes, houses changing hands, the chess
        # clock (engine/table.py)
        self.table = Table(self)
        self.set_turn_clock(turn_clock)

    # ----- connection lifecycle ------------------------------------------------
    def connect(self, client_id: str, endpoint: tuple[str, int] | None = None) -> list[Outgoing]:
        """A new client. A transport that carries messages over a network (or any link a token
        must not cross) passes `endpoint`, its own end of the link (address, port): the client
        is sent a `challenge`, and takes a seat back only by proving its token (seat_proof.py)."""
        client = Client(client_id)
        self.clients[client_id] = client
        if endpoint is None:
            return []
        client.endpoint, client.nonce = endpoint, new_nonce()
        return [Outgoing(client_id, {"type": "challenge", "protocol": PROTOCOL_VERSION, "game_id": self.game_id,
                                     "nonce": client.nonce})]

    def disconnect(self, client_id: str) -> list[Outgoing]:
        client = self.clients.pop(client_id, None)
        if client and client.seat:
            seat = self.seats[client.seat]
            if seat.client != client_id:
                return self._broadcast_seats()
            seat.client = None
            if seat.holder != "human":
                return self._broadcast_seats()
            seat.away_since = self.now()
            return self._broadcast_seats() + self._presence("SeatAway", seat)
        return []

    def _presence(self, kind: str, seat: Seat, **extra: Any) -> list[Outgoing]:
        """A public event that a seat's person went away, came back, or has a stand-in bot: it
        reaches everyone in an `update` (the state unchanged) and stays in the log of late
        joiners. Before the start the lobby's seat table says enough.

        Away and back are what a peer causes by itself (a reconnect loop), so they are coalesced
        and rate-limited per seat: a change that undoes one never told is not told; past
        PRESENCE_BURST changes, the seat's next one waits until its allowance grows back (one per
        PRESENCE_EVERY seconds) and then tells the seat's state as it is by then (`flush_presence`)."""
        if not self.started:
            return []
        if kind in ("SeatAway", "SeatBack"):
            if seat.house in self._presence_due or kind == seat.announced:
                return []  # told later with the latest state, or nothing changed since the last told
            wait = self._presence_wait(seat)
            if wait > 0:
                self._presence_due[seat.house] = self.now() + wait
                return []
            seat.announced = kind
        return self._tell_presence(kind, seat, **extra)

    def _tell_presence(self, kind: str, seat: Seat, **extra: Any) -> list[Outgoing]:
        data = {"house": seat.house, "name": seat.name, **extra}
        if self.names_hidden():  # faceless: only the seat's own person reads its name
            event = Event(kind, data, None, {None: {**data, "name": ""}, seat.house: data})
        else:
            event = Event(kind, data)
        self.history.append(event)
        self._presence_in_history += 1
        if self._presence_in_history > 2 * PRESENCE_KEPT:
            self._compact_presence()
        return self._fan_out([event])

    def _presence_wait(self, seat: Seat) -> float:
        """Seconds until `seat` may tell another presence change; 0 means now (and uses it up)."""
        now = self.now()
        allowance = seat.presence_allowance
        if seat.presence_checked is not None:
            allowance = min(PRESENCE_BURST, allowance + (now - seat.presence_checked) / PRESENCE_EVERY)
        seat.presence_checked = now
        if allowance >= 1:
            seat.presence_allowance = allowance - 1
            return 0.0
        seat.presence_allowance = allowance
        return (1 - allowance) * PRESENCE_EVERY

    def next_presence(self) -> float | None:
        """When (in `now()` time) a held-back presence change is due, for the transport's timer."""
        return min(self._presence_due.values(), default=None)

    def flush_presence(self) -> list[Outgoing]:
        """Tell the held-back presence changes that are due: each seat's state as it is now, if it
        differs from what was last told (away and back again within the wait tells nothing)."""
        now, out = self.now(), []
        for house, due in list(self._presence_due.items()):
            if due > now:
                continue
            del self._presence_due[house]
            seat = self.seats[house]
            if seat.holder != "human" or not self.started:
                continue
            kind = "SeatAway" if seat.client is None else "SeatBack"
            if kind == seat.announced or (kind == "SeatBack" and seat.announced is None):
                continue
            self._presence_wait(seat)
            seat.announced = kind
            out += self._tell_presence(kind, seat)
        return out

    def _compact_presence(self) -> None:
        """Keep only the latest PRESENCE_KEPT presence events in the history (a game of any
        length, and any number of reconnects, still fits a snapshot)."""
        drop = self._presence_in_history - PRESENCE_KEPT
        kept: list[Event] = []
        sizes: list[int] = []
        for i, event in enumerate(self.history):
            if drop > 0 and event.kind in PRESENCE_KINDS:
                drop -= 1
                continue
            kept.append(event)
            if i < len(self._wire_sizes):  # the measured events are the history's first ones
                sizes.append(self._wire_sizes[i])
        self.history, self._wire_sizes = kept, sizes
        self._presence_in_history = PRESENCE_KEPT

    def _log_start(self) -> int:
        """Where the log a snapshot carries starts in the history: its newest events that fit in
        SNAPSHOT_LOG_BYTES (all of them in any real game). Each event is measured once."""
        sizes = self._wire_sizes
        del sizes[len(self.history):]
        for event in self.history[len(sizes):]:
            sizes.append(wire_size(event.to_wire()))
        total = 0
        for i in range(len(sizes) - 1, -1, -1):
            total += sizes[i]
            if total > SNAPSHOT_LOG_BYTES:
                return i + 1
        return 0

    def handle(self, client_id: str, message: Any) -> list[Outgoing]:
        """One decoded message from a client; never raises for bad input."""
        client = self.clients.get(client_id)
        if client is None:
            return []
        if not isinstance(message, dict) or not isinstance(message.get("type"), str):
            return [Outgoing(client_id, _error("malformed", "a message is a map with a string 'type'"))]
        kind = message["type"]
        if kind == "pong":
            return []
        if kind == "hello":
            return self._hello(client, message)
        if not client.ready:
            return [Outgoing(client_id, _error("no-hello", "say hello first"))]
        if kind == "ping":
            nonce = message.get("nonce")
            if not nonce_ok(nonce):
                return [Outgoing(client_id, _error("malformed", f"a ping nonce is nil, a 64-bit integer or "
                                                                f"at most {MAX_NONCE} bytes"))]
            return [Outgoing(client_id, {"type": "pong", "nonce": nonce})]
        if kind == "command":
            return self._command(client, message)
        if kind == "chat":
            return self._chat(client, message)
        if kind == "ready":
            return self._ready(client, message)
        if kind == "leave":
            return self._leave(client)
        if kind == "propose":
            return self.table.propose(client, message)
        if kind == "vote":
            return self.table.answer(client, message)
        if kind == "hand-back":
            return self.table.hand_back(client, message)
        return [Outgoing(client_id, _error("unknown-type", f"unknown message type {kind!r}"))]

    # ----- messages --------------------------------------------------------------
    def _hello(self, client: Client, m: dict[str, Any]) -> list[Outgoing]:
        if client.ready:
            return [Outgoing(client.id, _error("already-joined", "hello was already accepted"))]
        protocol = m.get("protocol")
        if type(protocol) is not int or protocol != PROTOCOL_VERSION:  # not True, not 1.0
            return [Outgoing(client.id, _error("version", f"this host speaks protocol {PROTOCOL_VERSION}",
                                               fatal=True))]
        editions = m.get("editions")
        can_play = isinstance(editions, list) and self.game.s.ruleset in editions
        if m.get("edition") != self.game.s.ruleset and not can_play:
            return [Outgoing(client.id, _error("edition", f"this game is {self.game.s.ruleset}", fatal=True))]
        name = m.get("name", "")
        if not isinstance(name, str) or len(name) > 4 * MAX_NAME:
            return [Outgoing(client.id, _error("malformed", f"name must be a string of at most {MAX_NAME} characters"))]
        bad_name: str | None = None  # why the name is refused (a seat's proved rejoin never is)
        try:
            name = normal_name(name, reserve_bots=self.unique_names)  # a LAN host's bots are its own
        except IllegalCommand as refused:
            bad_name, name = refused.key, ""
        seat, token, proof = m.get("seat"), m.get("token"), m.get("proof")
        if seat is not None and (not isinstance(seat, str) or seat not in self.seats):
            return [Outgoing(client.id, _error("no-such-seat", f"no seat {seat!r} in this game"))]
        if token is not None and not isinstance(token, str):
            return [Outgoing(client.id, _error("malformed", "token must be a string"))]
        if token is not None and client.endpoint is not None:
            # a token must never cross the wire: this one did, and is not taken (it proves nothing)
            return [Outgoing(client.id, _refusal("proof-required", "token-in-clear"))]
        if proof is not None and (seat is None or client.endpoint is None or not is_nonce(m.get("nonce"))):
            return [Outgoing(client.id, _error("malformed", "a proof goes with a seat, after a challenge, with a "
                                                            "nonce of 32 lowercase hex digits"))]
        proved = False  # this hello holds the seat's token
        if seat is not None:
            s = self.seats[seat]
            if proof is not None:
                address, port = client.endpoint or LOCAL_ENDPOINT
                if not proof_matches(proof, s.token, self.game_id, seat, address, port, client.nonce, m["nonce"]):
                    return [Outgoing(client.id, _error("bad-token", "that token does not hold this seat"))]
                proved = True
            elif token is not None:
                if not token_matches(token, s.token):
                    return [Outgoing(client.id, _error("bad-token", "that token does not hold this seat"))]
                proved = True
            elif s.holder != "open":
                return [Outgoing(client.id, _error("seat-taken", f"{seat} is taken"))]
        if proved:
            # a valid token's rejoin is never refused for its name: a name it may not have (or that
            # someone took meanwhile) gives way to the one the seat had
            if bad_name is not None or self._name_used(name, client.id, seat):
                name = self.seats[seat].name if seat is not None else ""
        elif bad_name is not None:
            return [Outgoing(client.id, _refusal("bad-name", bad_name))]
        elif self._name_used(name, client.id, None):
            return [Outgoing(client.id, _error("name-used", f"someone here is already called {name!r}"))]
        returning = ended = False
        if seat is not None:
            s = self.seats[seat]
            if s.client and s.client in self.clients:
                old = s.client
                self.clients[old].seat = None  # the newer connection wins (a rejoin)
            # back from a drop; or into a seat a bot stands in for (also in a resumed game, whose
            # people have no time away yet): everyone hears that the bot stops
            returning = s.holder == "human" and s.client is None and (s.away_since is not None or bool(s.stand_in))
            s.holder, s.client = "human", client.id
            s.name = name or s.name
            ended = bool(s.stand_in)
            s.away_since, s.stand_in = None, ""  # its person is back: a stand-in bot stops
            if not returning:  # into a seat nobody was away from (open, a bot's): presence starts anew
                s.announced = None
        client.name, client.seat, client.ready = name, seat, True
        client.features = wanted_features(m.get("features"))
        back = self._presence("SeatBack", self.seats[seat]) if seat is not None and returning else []
        # the returning person reads their own return in the snapshot's log (built after it): an
        # update telling it again would write "… is back." twice in their log
        back = [o for o in back if o.to != client.id]
        if seat is not None and ended:
            back += self._persist_choice()  # a resumed game does not give the seat to the bot again
        welcome = self._welcome(client)
        if seat is not None and not proved:  # a seat taken open: its token is new to its holder
            welcome["token"] = self.seats[seat].token
        out = [Outgoing(client.id, welcome), Outgoing(client.id, self._snapshot(seat))]
        if self.save_failure is not None:  # whoever joins while moves wait for the save hears why too
            out.append(Outgoing(client.id, self._saving_failed_notice()))
        return out + self._broadcast_seats() + back

    def _welcome(self, client: Client) -> dict[str, Any]:
        return {"type": "welcome", "protocol": PROTOCOL_VERSION, "game_id": self.game_id,
                "game_name": self.name, "edition": self.game.s.ruleset, "seat": client.seat,
                "seats": self.seat_table(client.seat), "started": self.started,
                "turn_clock": self.turn_clock, "features": sorted(client.features), "table": self.table.state()}

    def _name_used(self, name: str, client_id: str, own_seat: str | None) -> bool:
        """`name` reads as the name of another connected person, or of a person away from their
        seat (kept for their return): the same in any case, or confusable letter by letter
        (player_names.confusable: Cyrillic look-alikes, "rn" for "m"). Empty names are never in
        conflict (spectators may stay anonymous); nor is the seat this hello takes back with its
        token, nor the connection that holds it (a rejoin)."""
        if not self.unique_names or not name_key(name):
            return False
        for other in self.clients.values():
            if other.id == client_id or not other.ready or not other.name:
                continue
            if own_seat is not None and other.seat == own_seat:
                continue
            if confusable(name, other.name):
                return True
        for seat in self.seats.values():
            if seat.house == own_seat or seat.holder != "human" or seat.client is not None or not seat.name:
                continue
            if confusable(name, seat.name):  # an away person's name waits for them
                return True
        return False

    def _view_of(self, seat: str | None) -> dict[str, Any]:
        """The view a client of `seat` gets (a copy it may change)."""
        own = self._secrets_of(seat)
        view = self.game.view(own)
        if own != seat:
            view["seat"] = seat
        return view

    def _secrets_of(self, seat: str | None) -> str | None:
        """Whose own secrets a client of `seat` may see: its house's, but none while the house is
        a vassal (the seat commanding it sees them); a spectator's none."""
        return None if seat is not None and seat in self.game.s.vassals else seat

    def _snapshot(self, seat: str | None) -> dict[str, Any]:
        start = self._log_start()
        history = self.history[start:] if start else self.history
        # once the game is over, the log is told as it happened (fog of war lifts, names show)
        msg = {"type": "snapshot", "state_id": self.game.s.state_id, "view": self._view_of(seat),
               "log": [e.to_wire() for e in events_for(seat, history, reveal=self.game.finished)]}
        if start:
            msg["log_partial"] = True  # the log's oldest events are left out
        if self.chat_history:  # what was said in public before this joiner came
            msg["chat"] = [self._chat_line_for(line, seat) for line in self.chat_history]
        return self._with_clock(msg)

    def _command(self, client: Client, m: dict[str, Any]) -> list[Outgoing]:
        token, state_id = m.get("token"), m.get("state_id")
        if client.seat is None:
            return [Outgoing(client.id, _error(Reason.NOT_AWAITED.value, "spectators cannot act"))]
        if not self.started:
            return [Outgoing(client.id, _error("not-started", "the host has not started the game yet"))]
        seat = self.seats[client.seat]
        # the connection that proved the seat (or took it open) holds it; commands need not carry
        # the token (they should not: it would cross the wire), and one that does must match
        if (token is not None and not token_matches(token, seat.token)) or seat.client != client.id:
            return [Outgoing(client.id, _error("bad-token", "that token does not hold this seat"))]
        if not isinstance(state_id, int) or isinstance(state_id, bool):
            return [Outgoing(client.id, _error(Reason.MALFORMED.value, "state_id must be an integer"))]
        if too_many_items(m.get("command")):  # refused before any costly check
            return [Outgoing(client.id, _error(Reason.MALFORMED.value, "the command is too large",
                                               state_id=self.game.s.state_id, key="malformed-command",
                                               params={"problem": "too large"}))]
        if self.save_failure is not None:
            return [self._not_saved(client.id)]
        if self.table.paused:  # no decision is taken while the game is paused (engine/table.py)
            return [Outgoing(client.id, _refusal("paused", "game-paused", state_id=self.game.s.state_id))]
        house = m.get("house")
        if house is not None and not isinstance(house, str):
            return [Outgoing(client.id, _error(Reason.MALFORMED.value, "house must be a house id"))]
        command = m.get("command")
        if isinstance(command, dict) and command.get("type") in HOST_ONLY and _well_formed(command):
            # e.g. turning a house into a vassal: the host's alone (a malformed one is refused as such)
            return [Outgoing(client.id, _refusal(Reason.ILLEGAL.value, "command-host-only",
                                                 state_id=self.game.s.state_id))]
        if isinstance(command, dict) and command.get("type") in OUT_OF_TURN:
            # a gift answers no decision, so nothing but this bounds how often everyone hears of one
            wait = self._gift_wait(seat)
            if wait > 0:
                return [Outgoing(client.id, _refusal(Reason.ILLEGAL.value, "power-gift-too-often",
                                                     {"n": math.ceil(wait)}, state_id=self.game.s.state_id))]
            accepted = len(self.commands)
            out = self.submit(client.seat, command, state_id, reply_to=client.id, for_house=house)
            if len(self.commands) > accepted:
                seat.gift_allowance -= 1  # only an accepted gift uses it up
            return out
        return self.submit(client.seat, command, state_id, reply_to=client.id, for_house=house)

    def _gift_wait(self, seat: Seat) -> float:
        """Seconds until `seat` may give again (0: now), its allowance brought up to date."""
        now = self.now()
        if seat.gift_checked is not None:
            seat.gift_allowance = min(GIFT_BURST, seat.gift_allowance + (now - seat.gift_checked) / GIFT_EVERY)
        seat.gift_checked = now
        return 0.0 if seat.gift_allowance >= 1 else (1 - seat.gift_allowance) * GIFT_EVERY

    def submit(self, house: str, command: Any, state_id: int, reply_to: str | None = None,
               for_house: str | None = None) -> list[Outgoing]:
        """Apply a command from a seat (a client's, or a host bot's) for one of the houses it
        decides for (`for_house`: its own or a vassal it commands; may be left out when only
        one is awaited for that command); fan out the result."""
        if self.save_failure is not None:
            if reply_to is None:
                raise IllegalCommand(Reason.ILLEGAL, "host-cannot-save")
            return [self._not_saved(reply_to)]
        try:
            cmd = command_from_wire(command)
            before = self.game.s.clone() if self.persist is not None else None
            events = self.game.act(house, cmd, state_id, house=for_house)
        except IllegalCommand as exc:
            if reply_to is None:
                raise
            # key + params let a client word the refusal in its own language (docs/PROTOCOL.md §6)
            return [Outgoing(reply_to, _error(exc.reason.value, exc.detail or str(exc), state_id=self.game.s.state_id,
                                              key=exc.key, params=dict(exc.params)))]
        self.history.extend(events)
        # the house it was for: a replay sends it from that house's commander then
        self.commands.append([self.game.acted_for or house, command_to_wire(cmd)])
        if self.persist is not None and before is not None:
            try:
                self.persist(self)
            except Exception as exc:  # a full disk, a folder gone read-only, ...
                self.game.s = before  # as if the command had never come
                del self.history[len(self.history) - len(events):]
                del self._wire_sizes[len(self.history):]
                self.commands.pop()
                out = self._saving_failed(exc)
                if reply_to is not None:
                    out.append(self._not_saved(reply_to))
                return out
        # a gift answers no decision: it neither stops nor restarts the giver's clock
        self._update_clock(acted=None if type(cmd).__name__ in OUT_OF_TURN else house)
        if self.on_accepted:
            self.on_accepted(self)
        out = self._fan_out(events)
        if self.game.finished and self._faceless():
            out += self._broadcast_seats()  # faceless: the end shows every name
        return out + self.table.after_command()

    # ----- a save that cannot be written ---------------------------------------------
    def _saving_failed(self, exc: BaseException) -> list[Outgoing]:
        """Stop taking commands and tell everyone why: once per episode. A save that fails again
        soon after it worked again (a nearly full disk) is the same episode: nobody is told again
        but the one whose command it refuses (`not-saved`)."""
        first = self.save_failure is None
        self.save_failure = f"{type(exc).__name__}: {exc}"[:300]
        if not first or self.save_relapse():
            return []
        self.save_episode += 1
        self._episode_resumed = False
        return self._notice_all(self._saving_failed_notice())

    def save_relapse(self) -> bool:
        """Saving works again since less than SAVE_EPISODE_QUIET seconds: a failure now is no new
        episode (the transport does not announce it again either)."""
        return self._saves_resumed_at is not None and self.now() - self._saves_resumed_at < SAVE_EPISODE_QUIET

    def _not_saved(self, client_id: str) -> Outgoing:
        """The refusal of a command the host cannot save; that client hears when it can resend."""
        self._refused_unsaved.add(client_id)
        return Outgoing(client_id, _refusal("not-saved", "host-cannot-save", state_id=self.game.s.state_id))

    def _saving_failed_notice(self) -> dict[str, Any]:
        return {"type": "notice", "code": "saving-failed", "seat": None, "kind": "",
                "key": "host-cannot-save", "params": {}, "message": REFUSALS["host-cannot-save"],
                "episode": self.save_episode}

    def retry_save(self) -> list[Outgoing]:
        """While commands wait for the save: try writing it again; once it works, take commands
        again and tell everyone (their decisions are still open: they send them again)."""
        if self.save_failure is None or self.persist is None:
            return []
        try:
            self.persist(self)
        except Exception as exc:
            self.save_failure = f"{type(exc).__name__}: {exc}"[:300]
            return []
        self.save_failure = None
        self._saves_resumed_at = self.now()
        self._update_clock()
        notice = {"type": "notice", "code": "saving-resumed", "seat": None, "kind": "", "episode": self.save_episode}
        refused, self._refused_unsaved = self._refused_unsaved, set()
        if not self._episode_resumed:  # everyone heard it fail: everyone hears it work again
            self._episode_resumed = True
            return self._notice_all(notice)
        # a relapse: only those refused meanwhile need to know they may send again
        return [Outgoing(c.id, notice) for c in self.clients.values() if c.ready and c.id in refused]

    def _notice_all(self, notice: dict[str, Any]) -> list[Outgoing]:
        return [Outgoing(c.id, notice) for c in self.clients.values() if c.ready]

    def _fan_out(self, events: list[Event]) -> list[Outgoing]:
        """One update per seat (spectators share one), the same object for every client of that
        seat, so a transport can encode it once; transports must not modify messages (with
        `shared_views`, their views are the game's view cache's own data)."""
        out = []
        ready = [c for c in self.clients.values() if c.ready]
        seats = {seat: self._secrets_of(seat) for seat in dict.fromkeys(c.seat for c in ready)}
        if self.shared_views:
            views = {own: build_shared_view(self.game, own) for own in dict.fromkeys(seats.values())}
        else:
            views = self.game.views(list(dict.fromkeys(seats.values())))
        for seat, own in seats.items():
            if seat != own:  # a player whose house is a vassal: what a spectator sees, under its seat
                views[seat] = {**views[own], "seat": seat}
        updates: dict[str | None, dict[str, Any]] = {}
        clock = self.clock_left()
        for c in ready:
            if c.seat not in updates:
                updates[c.seat] = {"type": "update", "state_id": self.game.s.state_id,
                                   "events": [e.to_wire() for e in events_for(c.seat, events)],
                                   "view": views[c.seat]}
                if self.turn_clock > 0:
                    updates[c.seat]["clock"] = clock
            out.append(Outgoing(c.id, updates[c.seat]))
        return out

    def _chat(self, client: Client, m: dict[str, Any]) -> list[Outgoing]:
        text, to = m.get("text"), m.get("to")
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_CHAT:
            return [Outgoing(client.id, _error("malformed", f"chat text is 1 to {MAX_CHAT} characters"))]
        try:
            chat_text(text)  # no line breaks, controls or bidi overrides: a line cannot pass for another
        except IllegalCommand as refused:
            return [Outgoing(client.id, _refusal("malformed", refused.key))]
        if to is not None and (not isinstance(to, str) or to not in self.seats):
            return [Outgoing(client.id, _error("no-such-seat", "private chat goes to a seat in this game"))]
        if to is not None and client.seat is None:
            return [Outgoing(client.id, _error("not-seated", "spectators chat in public only"))]
        if to is not None and not self._whispers_allowed():  # no private chats (engine/variants)
            return [Outgoing(client.id, _refusal("private-chat-off", "private-chat-off"))]
        msg = {"type": "chat", "from": client.seat, "name": client.name, "to": to, "text": text}
        if to is None:  # whispers are never kept: only their two seats ever hear them
            self.chat_history.append(msg)
        targets = [c for c in self.clients.values() if c.ready]
        if to is not None:
            targets = [c for c in targets if c.seat in (to, client.seat)]
        if not self.names_hidden():
            return [Outgoing(c.id, msg) for c in targets]
        anonymous = {**msg, "name": ""}  # faceless: the others read the line by its seat alone
        return [Outgoing(c.id, msg if c.id == client.id or (c.seat is not None and c.seat == client.seat)
                         else anonymous) for c in targets]

    def names_hidden(self) -> bool:
        """Faceless (docs/RULES.md, Variants): until the game ends, a person's name reaches
        nobody but the people of its own seat; the others know it by its house (a spectator by
        nothing)."""
        if "variants" not in self.game.s.options:  # (engine/variants only for games playing some)
            return False
        from .variants.faceless import hides_names

        return hides_names(self.game.s)

    def _faceless(self) -> bool:
        """Whether the game is faceless (over or not: its end shows every name again)."""
        if "variants" not in self.game.s.options:
            return False
        from .variants.faceless import played

        return played(self.game.s)

    def _whispers_allowed(self) -> bool:
        """Whether a chat line may go to one seat (not in a game without private chats)."""
        if "variants" not in self.game.s.options:
            return True
        from .variants.private_chats import whispers_allowed

        return whispers_allowed(self.game.s)

    def _chat_line_for(self, line: dict[str, Any], seat: str | None) -> dict[str, Any]:
        """A public chat line of the history as `seat` may read it."""
        shown = {k: line[k] for k in ("from", "name", "text")}
        if self.names_hidden() and (seat is None or line["from"] != seat):
            shown["name"] = ""
        return shown

    def _ready(self, client: Client, m: dict[str, Any]) -> list[Outgoing]:
        ready = m.get("ready")
        if not isinstance(ready, bool):
            return [Outgoing(client.id, _error("malformed", "ready must be true or false"))]
        if self.started:
            return [Outgoing(client.id, _error("not-in-lobby", "ready is for a game waiting in its lobby"))]
        if client.seat is None or self.seats[client.seat].client != client.id:
            return [Outgoing(client.id, _error("not-seated", "only a seated player can be ready"))]
        if self.seats[client.seat].ready == ready:
            return []  # nothing changed: nothing to tell anyone
        self.seats[client.seat].ready = ready
        return self._broadcast_seats()

    def _leave(self, client: Client) -> list[Outgoing]:
        """The person leaves for good. Before the start their seat is opened again with a new
        token (the old one no longer holds it) and the connection stays, as a spectator, until it
        closes. After the start nothing changes: the seat stays reserved, as after a drop."""
        if client.seat is None:
            return []
        seat = self.seats[client.seat]
        if self.started or seat.client != client.id:
            return []
        client.seat = None
        seat.client = None
        return self.set_holder(seat.house, "open")

    def seats_update(self) -> list[Outgoing]:
        """The current seat table for every ready client (a transport that coalesces `seats`
        sends this instead of the ones it held back)."""
        return self._broadcast_seats()

    def seat_table(self, viewer: str | None = None) -> dict[str, dict[str, Any]]:
        """Every seat's public info (who holds it, connected or away for how long, stand-ins), as
        the people of `viewer`'s seat may read it (faceless: no other seat's name)."""
        now = self.now()
        table = {h: s.public(now) for h, s in self.seats.items()}
        if self.names_hidden():
            for h, row in table.items():
                if h != viewer:
                    row["name"] = ""
        return table

    def _broadcast_seats(self) -> list[Outgoing]:
        ready = [c for c in self.clients.values() if c.ready]
        if not self.names_hidden():
            msg = self._with_clock({"type": "seats", "seats": self.seat_table(), "started": self.started})
            return [Outgoing(c.id, msg) for c in ready]
        by_seat: dict[str | None, dict[str, Any]] = {}  # one message per seat (spectators share one)
        for c in ready:
            if c.seat not in by_seat:
                by_seat[c.seat] = self._with_clock({"type": "seats", "seats": self.seat_table(c.seat),
                                                     "started": self.started})
        return [Outgoing(c.id, by_seat[c.seat]) for c in ready]

    # ----- turn clock ------------------------------------------------------------------
    def set_turn_clock(self, seconds: float) -> None:
        """Seconds a person has for each decision; 0 turns the clock off."""
        if isinstance(seconds, bool) or not isinstance(seconds, (int, float)) or not 0 <= seconds < math.inf:
            raise ValueError("the turn clock is a number of seconds, 0 or more")
        self.turn_clock = float(seconds)
        self.deadlines.clear()
        self._clock_kinds.clear()
        self._update_clock()

    def _update_clock(self, acted: str | None = None) -> None:
        """Start a clock for every person's seat that newly owes a decision (or owes another kind
        of decision, or has just answered and owes the next one); stop the others."""
        if self.turn_clock <= 0 or not self.started or self.game.finished:
            self.deadlines.clear()
            self._clock_kinds.clear()
            self._frozen.clear()
            return
        if self.table.paused:
            return  # the clocks stand still (`_freeze_turn_clock`)
        if acted is not None:
            self.deadlines.pop(acted, None)
        owed: dict[str, str] = {}
        for d in self.game.waiting_for():
            if self.seats[d.seat].holder == "human" and not self.seats[d.seat].stand_in:
                owed.setdefault(d.seat, d.kind)
        for house in list(self.deadlines):
            if owed.get(house) != self._clock_kinds.get(house):
                del self.deadlines[house]
        now = self.now()
        for house, kind in owed.items():
            if house not in self.deadlines:
                self.deadlines[house] = now + self.turn_clock
                self._clock_kinds[house] = kind

    def _freeze_turn_clock(self) -> None:
        """The game pauses: each running turn clock keeps its seconds left until it resumes."""
        now = self.now()
        self._frozen = {h: max(0.0, t - now) for h, t in self.deadlines.items()}
        self.deadlines = {h: math.inf for h in self.deadlines}

    def _thaw_turn_clock(self) -> None:
        """The game resumes: each turn clock goes on with the seconds it had left."""
        now = self.now()
        for house, left in self._frozen.items():
            if house in self.deadlines:
                self.deadlines[house] = now + left
        self._frozen.clear()
        self._update_clock()

    def clock_left(self) -> dict[str, float]:
        """Seconds left for each awaited person's seat (relative: the machines' clocks differ)."""
        if self.table.paused:
            return {h: round(t, 1) for h, t in self._frozen.items() if h in self.deadlines}
        self._update_clock()
        now = self.now()
        return {h: round(max(0.0, t - now), 1) for h, t in self.deadlines.items() if t < math.inf}

    def _with_clock(self, message: dict[str, Any]) -> dict[str, Any]:
        if self.turn_clock > 0:
            message["clock"] = self.clock_left()
        return message

    def next_deadline(self) -> float | None:
        """When (in `now()` time) the next clock runs out, for the transport's timer."""
        if self.save_failure is not None:
            return None  # nothing can be decided until the save works again
        self._update_clock()
        pending = [t for t in self.deadlines.values() if t < math.inf]
        table = self.table.next_deadline()  # votes, a pause's end, chess clocks
        if table is not None:
            pending.append(table)
        return min(pending) if pending else None

    def run_clock(self) -> list[Outgoing]:
        """Every seat whose clock ran out gets that one decision made by an easy bot (the seat
        stays the person's); everyone hears it in a `notice`."""
        out: list[Outgoing] = []
        if self.save_failure is not None:
            return out
        out += self.table.run()
        if self.table.paused:
            return out
        self._update_clock()
        now = self.now()
        for house in [h for h, t in self.deadlines.items() if t <= now]:
            if self.deadlines.get(house, math.inf) > now:
                continue  # an earlier move this round already settled it
            out += self._clock_move(house)
        return out

    def _clock_move(self, house: str) -> list[Outgoing]:
        decision = next((d for d in self.game.waiting_for() if d.seat == house), None)
        if decision is None:
            self.deadlines.pop(house, None)
            return []
        if house not in self._clock_bots:
            from .bots.levels import make_bot

            # its own randomness: what it does must say nothing about the game's (its answer is saved)
            self._clock_bots[house] = make_bot(CLOCK_BOT_LEVEL, secrets.randbits(62))
        # a vassal's decision is answered as the vassal, from what the vassal may see
        bot, sid, wire = self._clock_bots[house], self.game.s.state_id, decision.house_wire()
        view = self.game.view(decision.house)
        for attempt in range(CLOCK_BOT_ATTEMPTS):
            try:
                out = self.submit(house, command_to_wire(bot.propose(view, wire, attempt)), sid,
                                  for_house=decision.house)
            except IllegalCommand:
                continue
            if self.save_failure is not None:
                return out  # not taken: the save failed (everyone has been told)
            notice = {"type": "notice", "code": "clock-expired", "seat": house, "kind": decision.kind}
            return out + [Outgoing(c.id, notice) for c in self.clients.values() if c.ready]
        self.deadlines[house] = math.inf  # no legal answer found: the person must answer
        return []

    # ----- host-side controls ------------------------------------------------------
    def set_holder(self, house: str, holder: str, name: str = "") -> list[Outgoing]:
        """Hand a seat to a bot, open it, or mark it human (the host's own seat)."""
        if holder not in HOLDERS:
            raise ValueError(f"holder must be one of {HOLDERS}")
        seat = self.seats[house]
        seat.holder = holder
        seat.ready = False
        seat.stand_in = ""
        if holder != "human":
            seat.away_since = None
            seat.announced = None  # its next person's drops and returns are a new story
            self._presence_due.pop(house, None)
        seat.name = name or (f"Bot ({house})" if holder == "bot" else "" if holder == "open" else seat.name)
        if holder != "human" and seat.client in self.clients:
            self.clients[seat.client].seat = None
        if holder != "human":
            seat.client = None
        if holder == "open":
            seat.token = self.new_token()  # whoever held the old token no longer holds the seat
        self._update_clock()
        self.table.charge()  # a bot's clock does not run
        return self._broadcast_seats()

    def stand_in(self, house: str, level: str) -> list[Outgoing]:
        """The host hands an away person's seat to a host bot of `level` until they come back
        (their token still holds the seat; a hello with it ends the stand-in); `level` "" ends
        it now. Everyone is told."""
        seat = self.seats[house]
        if seat.holder != "human" or seat.client is not None:
            raise ValueError("only the seat of a person who is away can be given to a stand-in bot")
        seat.stand_in = level
        self._update_clock()
        out = self._broadcast_seats() + self._presence("SeatStandIn" if level else "SeatStandInEnded", seat,
                                                       level=level)
        return out + self._persist_choice()

    def set_vassal(self, house: str, vassal: bool) -> list[Outgoing]:
        """The host turns the house of a player who left into a vassal (`vassal` true), or gives
        a vassal back to a player (false): the game's `SetVassal`, saved and replayed like any
        command; everyone gets the new views (a vassal's decisions go to its commander)."""
        from .commands import SetVassal

        out = self.submit(house, command_to_wire(SetVassal(house, vassal)), self.game.s.state_id)
        if not vassal and house not in self.seats:  # a house that started as a vassal: a new, open seat
            self.seats[house] = Seat(house, self.new_token())
        return out + self._broadcast_seats()

    def _persist_choice(self) -> list[Outgoing]:
        """Save a choice of the host's that no command carries (a stand-in bot), so a resumed game
        keeps it; a save that fails stops commands as for a move."""
        if self.persist is None or not self.started:
            return []
        try:
            self.persist(self)
        except Exception as exc:  # a full disk, a folder gone read-only, ...
            return self._saving_failed(exc)
        return []

    # ----- seats changing hands (the table's decisions, engine/table.py) ------------------------
    def reseat(self, client_id: str, seat: str | None, **extra: Any) -> list[Outgoing]:
        """Move a connection to `seat` (None: watching) and tell it: a new `welcome` (with `extra`)
        and its snapshot."""
        client = self.clients.get(client_id)
        if client is None:
            return []
        client.seat = seat
        if not client.ready:
            return []
        return [Outgoing(client_id, {**self._welcome(client), **extra}), Outgoing(client_id, self._snapshot(seat))]

    def take_over(self, client_id: str, house: str) -> list[Outgoing]:
        """Someone watching takes `house` over (the table said yes): the seat is theirs with a new
        token, told in their `welcome` (whoever held the old token, an away person, holds it no
        more); everyone gets the seat table."""
        client = self.clients[client_id]
        out: list[Outgoing] = []
        if house not in self.seats:  # a house that was a vassal from the start: a seat of its own now
            self.seats[house] = Seat(house, self.new_token())
            order = self.game.s.houses
            self.seats = dict(sorted(self.seats.items(), key=lambda item: order.index(item[0])))
        seat = self.seats[house]
        if seat.client is not None and seat.client != client_id and seat.client in self.clients:
            out += self.reseat(seat.client, None)
        seat.holder, seat.client, seat.name, seat.token = "human", client_id, client.name, self.new_token()
        seat.ready, seat.stand_in, seat.away_since, seat.announced = False, "", None, None
        self._presence_due.pop(house, None)
        self.deadlines.pop(house, None)
        out += self.reseat(client_id, house, token=seat.token, taken_over=True)
        self._update_clock()
        self.table.charge()
        return out + self._broadcast_seats()

    def swap_houses(self, a: str, b: str) -> list[Outgoing]:
        """The people playing `a` and `b` exchange houses: each keeps their own token, name and
        connection (a token now holds the other house), and each connection is told its new
        house in a `welcome` (`swapped_from`) and its snapshot. The chess clocks follow the people."""
        sa, sb = self.seats[a], self.seats[b]
        for f in fields(Seat):
            if f.name != "house":
                va, vb = getattr(sa, f.name), getattr(sb, f.name)
                setattr(sa, f.name, vb)
                setattr(sb, f.name, va)
        out: list[Outgoing] = []
        for client in list(self.clients.values()):
            if client.seat in (a, b):
                old = client.seat
                out += self.reseat(client.id, b if old == a else a, swapped_from=old)
        clocks = self.table.clocks
        if a in clocks and b in clocks:
            self.table.charge()
            clocks[a], clocks[b] = clocks[b], clocks[a]
        for house in (a, b):
            self.deadlines.pop(house, None)
            self._presence_due.pop(house, None)
        self._update_clock()
        self.table.charge()
        event = Event("SeatsSwapped", {"house": a, "name": sa.name, "other": b, "other_name": sb.name})
        self.history.append(event)
        return out + self._broadcast_seats() + self._fan_out([event])

    def can_start(self) -> bool:
        """Lobby: every seat is held by a bot or by a connected person who is ready."""
        return not self.started and all(
            s.holder == "bot" or (s.holder == "human" and s.client is not None and s.ready)
            for s in self.seats.values())

    def start(self) -> list[Outgoing]:
        """The host starts the game (from the lobby); everyone hears it in `seats`. A game that
        deals houses deals them now (`deal_houses`). A faceless game forgets the lobby's chat,
        where people may have given themselves away."""
        self.started = True
        if self.names_hidden():
            self.chat_history.clear()
        out = self.deal_houses()
        self._update_clock()
        out += self._broadcast_seats()
        if self.table.clocks:  # the chess clocks start with the game: everyone sees which run
            self.table.charge()
            table = self.table.message()
            out += [Outgoing(c.id, table) for c in self.clients.values() if c.ready]
        return out

    def deal_houses(self) -> list[Outgoing]:
        """In a game that deals houses (random houses, engine/variants/houses.py), move whoever
        holds each seat (a person with their token, a bot, or nobody) to the house the game dealt
        to that place, once, before any command; each seated connection is told its house in a
        new `welcome` (with `dealt_from`, the place it took) and its snapshot. Nothing happens in
        a game that deals nothing, or after the deal or the first command."""
        if self.dealt or self.commands or "variants" not in self.game.s.options:
            return []
        from .variants.houses import dealt

        deal = dealt(self.game)
        if not deal or set(deal) != set(self.seats):
            return []
        self.dealt = True
        moved = {deal[place]: seat for place, seat in self.seats.items()}
        for house, seat in moved.items():
            seat.house = house
        self.seats = {h: moved[h] for h in self.seats}  # the game's house order
        out: list[Outgoing] = []
        for client in self.clients.values():
            if client.seat is None:
                continue
            place, client.seat = client.seat, deal[client.seat]
            if client.ready:
                out.append(Outgoing(client.id, {**self._welcome(client), "dealt_from": place}))
                out.append(Outgoing(client.id, self._snapshot(client.seat)))
        return out

    def bot_turns(self) -> list[str]:
        """Seats held by host bots that the game awaits now (none while the game is paused)."""
        if not self.started or self.save_failure is not None or self.table.paused:
            return []
        awaited = set(self.game.awaited_seats())
        return [h for h, s in self.seats.items() if h in awaited and (s.holder == "bot" or s.stand_in)]


__all__ = ["Session", "Outgoing", "Seat", "PROTOCOL_VERSION", "FEATURES", "field"]
