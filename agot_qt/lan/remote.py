"""The GUI side of LAN play: a TCP connection that speaks to the window's model, a remote game,
and a host run by this window.

The asyncio objects of `agot_qt.net` run inside the Qt event loop through qasync, so the
window's `ClientModel` talks to a remote host with the same messages (hello, command, chat,
ready) it uses with an in-process host: `RemoteConnection` has the `received` signal, `send`
and `close` of `connection.LocalConnection`. Even the window that hosts a game joins it over
TCP like everyone else.
"""
from __future__ import annotations

import asyncio
import time
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QCoreApplication, QObject, QSettings, QStandardPaths, QTimer, Signal
from PySide6.QtWidgets import QApplication, QLabel

from engine.game import Game
from engine.ruleset import DEFAULT_RULESET, load_ruleset
from engine.save import file_stem, load_session, make_save, read_save, write_save
from engine.seat_proof import endpoint_text
from engine.session import Session

from ..screens import game_options
from ..words import refusals
from ..words.problems import WordedError
from ..model import ClientModel, SeatClient
from ..net.protocol import FrameDecoder, ProtocolError, apply_delta, decode_body, encode

translate = QCoreApplication.translate

DEFAULT_PORT = 47400
BOT_LEVELS = ("easy", "normal", "hard", "random")  # as the New game dialog offers them
DEFAULT_BOT_LEVEL = "normal"

_loop: asyncio.AbstractEventLoop | None = None


def ensure_loop() -> asyncio.AbstractEventLoop:
    """The asyncio loop that runs inside the Qt event loop (created on first use)."""
    global _loop
    if _loop is None or _loop.is_closed():
        import qasync

        _loop = qasync.QEventLoop(QApplication.instance(), already_running=True)
        asyncio.set_event_loop(_loop)
    else:
        asyncio.events._set_running_loop(_loop)
    return _loop


def release_loop() -> None:
    """Forget the Qt-driven loop as this thread's running loop (tests that mix plain asyncio)."""
    asyncio.events._set_running_loop(None)


def spawn(coro: Any) -> asyncio.Task:
    return ensure_loop().create_task(coro)


def failure_text(code: str, message: str = "") -> str:
    """What a person reads when joining or playing fails."""
    texts = {
        "version": translate("Lobby", "This game was hosted by a different version of the program."),
        "edition": translate("Lobby", "This game uses another edition of the rules."),
        "seat-taken": translate("Lobby", "That seat was taken by someone else."),
        "bad-token": translate("Lobby", "That seat is no longer yours (someone else holds it now)."),
        "no-such-seat": translate("Lobby", "That house does not play in this game."),
        "game-full": translate("Lobby", "This game is full: every seat is taken."),
        "name-used": translate("Lobby", "Someone in this game already uses that name: "
                                        "change your name, then join again."),
        "refused": translate("Lobby", "No game answers at that address."),
        "host-gone": translate("Lobby", "The host is gone: the connection to the game was lost."),
        "timeout": translate("Lobby", "The host did not answer in time."),
        "bad-address": translate("Lobby", "Type the address as host:port, e.g. 192.168.1.20:47400."),
        "not-started": translate("Lobby", "The host has not started the game yet."),
        "busy": translate("Lobby", "The host has no room for more connections right now: try again later."),
        "bad-data": translate("Lobby", "The host sent something this program cannot read: the connection "
                                       "was closed."),
    }
    text = texts.get(code)
    if text is None:  # `message` is a refusal already in this window's language, or nothing
        text = (translate("Lobby", "The host refused: {why}").format(why=message) if message
                else translate("Lobby", "The host refused to let this window join."))
    return text


def ended_by_text(notice: dict[str, Any], edition: str | None = None) -> str:
    """"Alice (Stark), who hosts it, ended the game.": the host's `host-ended` notice, worded."""
    from engine.errors import IllegalCommand
    from engine.player_names import normal_name

    from ..words import names

    try:  # a person's name as every name is kept; anything else from a host is not shown
        name = normal_name(notice["name"], reserve_bots=False) if isinstance(notice.get("name"), str) else ""
    except IllegalCommand:
        name = ""
    seat = notice.get("seat") if isinstance(notice.get("seat"), str) else None
    if name and seat:
        who = translate("Lobby", "{name} ({house})").format(name=name, house=names.house(seat, edition))
    elif name:
        who = name
    else:
        return translate("Lobby", "The host ended the game.")
    return translate("Lobby", "{who}, who hosts it, ended the game.").format(who=who)


def parse_address(text: str) -> tuple[str, int] | None:
    text = text.strip()
    if not text:
        return None
    host, sep, port = text.rpartition(":")
    if not sep:
        return text, DEFAULT_PORT
    try:
        p = int(port)
    except ValueError:
        return None
    if not host or not 0 < p < 65536:
        return None
    return host, p


# ----- where hosted games are saved -----------------------------------------------------

def lan_save_folder() -> Path:
    """The folder of the autosaves of games hosted from this window (in the user's data folder)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) / "saves"


def lan_save_path(game_id: str) -> Path:
    """`<data>/saves/<game id>.agot`; an id that may not name a file is replaced by its digest."""
    return lan_save_folder() / f"{file_stem(game_id)}.agot"


# ----- remembered seats -----------------------------------------------------------------

def _seat_key(game_id: str, profile: str = "") -> str:
    return f"lan/seats/{profile + '/' if profile else ''}{game_id}"


def remember_seat(game_id: str, seat: str, token: str, profile: str = "", where: str = "") -> None:
    """Keep a seat's token per game id, and the host address (host:port) it was played at, so
    this person can take the seat back after a drop (on its own only at that address)."""
    QSettings().setValue(_seat_key(game_id, profile), f"{seat}:{token}" + (f"@{where}" if where else ""))


def _remembered(game_id: str, profile: str) -> tuple[str, str, str] | None:
    value = str(QSettings().value(_seat_key(game_id, profile), "") or "")
    seat, sep, rest = value.partition(":")
    token, _, where = rest.partition("@")
    return (seat, token, where) if sep and seat and token else None


def remembered_seat(game_id: str, profile: str = "") -> tuple[str, str] | None:
    found = _remembered(game_id, profile)
    return (found[0], found[1]) if found else None


def remembered_where(game_id: str, profile: str = "") -> str:
    """The host:port where the remembered seat of `game_id` was played ("" when not noted)."""
    found = _remembered(game_id, profile)
    return found[2] if found else ""


def forget_seat(game_id: str, profile: str = "") -> None:
    QSettings().remove(_seat_key(game_id, profile))


def _address_key(host: str, port: int, profile: str = "") -> str:
    return f"lan/games/{profile + '/' if profile else ''}{host}:{port}"


def remember_game_at(host: str, port: int, game_id: str, profile: str = "") -> None:
    """Which game was last joined at an address (to find its remembered seat before the welcome)."""
    QSettings().setValue(_address_key(host, port, profile), game_id)


def game_at(host: str, port: int, profile: str = "") -> str:
    return str(QSettings().value(_address_key(host, port, profile), "") or "")


# ----- the connection ---------------------------------------------------------------------

class RemoteConnection(QObject):
    """One TCP connection to a host: frames in, `received(dict)` out; answers keepalive pings.

    The hello asks for the protocol's `delta` updates (`features`): a host that knows them sends
    only the view fields that changed since the last view this connection got, and the
    connection turns each `delta` back into the whole `update` it stands for, on the view it
    holds (its last snapshot or update), before anyone hears of it. A host without the feature
    sends every view whole, which passes through as it is."""

    received = Signal(dict)
    closed = Signal(str)  # a failure code ("refused", "host-gone", "timeout") or "" when we closed it
    wire = True  # a network link: seats are taken back by proving their token (model.SeatClient)
    features: tuple[str, ...] = ("delta",)  # asked for in the hello (model.SeatClient.join)

    def __init__(self, host: str, port: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.host, self.port = host, port
        self.open = True
        self.detail = ""  # why it failed, in technical English (shown under Details)
        self._writer: asyncio.StreamWriter | None = None
        self._pending: list[dict[str, Any]] = []
        self._view: dict[str, Any] | None = None  # the last whole view received, a delta's base
        self._state: int | None = None  # ... and its state id
        self._task = spawn(self._run())

    def _whole(self, m: dict[str, Any]) -> dict[str, Any]:
        """A message as the window sees it: a `delta` becomes its whole `update` (ProtocolError
        when it is not based on the view held); a snapshot or update becomes the new base."""
        kind = m.get("type")
        if kind == "delta":
            m = apply_delta(self._view, self._state, m)
            kind = "update"
        if kind in ("snapshot", "update") and type(m.get("view")) is dict:
            self._view, self._state = m["view"], m.get("state_id")
        return m

    def endpoint(self) -> tuple[str, int]:
        """The host's (address, port) as this connection reached it, as a seat's proof names it."""
        peer = self._writer.get_extra_info("peername") if self._writer is not None else None
        return (endpoint_text(str(peer[0])), int(peer[1])) if peer else (self.host, self.port)

    def send(self, message: dict[str, Any]) -> None:
        if not self.open:
            return
        if self._writer is None:
            self._pending.append(message)
            return
        try:
            self._writer.write(encode(message))
        except (ConnectionError, OSError, ProtocolError):
            self._finish("host-gone")

    def close(self) -> None:
        if self.open:
            self._finish("")

    def leave(self) -> None:
        """Say `leave` (before the start the host opens our seat again) and close once it is sent."""
        if not self.open:
            return
        if self._writer is None:  # not connected yet: nothing to leave
            self._finish("")
            return
        self.send({"type": "leave"})
        self._finish("", graceful=True)

    def _finish(self, code: str, graceful: bool = False) -> None:
        if not self.open:
            return
        self.open = False
        if self._writer is not None:
            if graceful:
                self._writer.close()  # what was written still reaches the host
            else:
                self._writer.transport.abort()
            self._writer = None
        task = self._task
        if task is not None and task is not asyncio.current_task() and not task.done():
            task.cancel()
        self.closed.emit(code)

    async def _run(self) -> None:
        try:
            async with asyncio.timeout(8.0):
                reader, writer = await asyncio.open_connection(self.host, self.port)
        except TimeoutError:
            self.detail = f"{self.host}:{self.port}: no answer within 8 s"
            self._finish("timeout")
            return
        except (OSError, ValueError) as exc:
            self.detail = f"{self.host}:{self.port}: {type(exc).__name__}: {exc}"
            self._finish("refused")
            return
        if not self.open:
            writer.transport.abort()
            return
        self._writer = writer
        for m in self._pending:
            self.send(m)
        self._pending.clear()
        decoder = FrameDecoder()
        code = "host-gone"
        self.detail = f"{self.host}:{self.port}: the host closed the connection"
        try:
            while self.open:
                async with asyncio.timeout(90.0):
                    data = await reader.read(65536)
                if not data:
                    break
                for body in decoder.feed(data):
                    m = decode_body(body)
                    if not isinstance(m, dict):
                        continue
                    if m.get("type") == "ping":
                        self.send({"type": "pong", "nonce": m.get("nonce")})
                        continue
                    m = self._whole(m)
                    self.received.emit(m)
                    if not self.open:
                        return
                if decoder.error is not None:
                    raise decoder.error
        except TimeoutError:
            code = "timeout"
            self.detail = f"{self.host}:{self.port}: nothing from the host for 90 s"
        except (ConnectionError, OSError, ProtocolError) as exc:
            # also a delta not on the view held: the window joins again, and the snapshot is whole
            code = "host-gone"
            self.detail = f"{self.host}:{self.port}: {type(exc).__name__}: {exc}"
        except asyncio.CancelledError:
            return
        self._finish(code)


# ----- a game reached over the network ----------------------------------------------------------

class RemoteGame(QObject):
    """The window's part of a LAN game: one participant (a seat, or a spectator) on one TCP
    connection, with the interface of `LocalGame` that the main window uses.

    Joining first says hello as a spectator to learn the game and its seats; taking a seat
    (or taking a remembered one back with its token) opens a new connection for that seat.
    """

    seats_changed = Signal(dict)
    joined = Signal()  # welcome (and snapshot) arrived for the current participant
    started = Signal()  # the host started the game
    # code, message: a join was refused or the host is gone (message: a refusal already in this
    # window's language, or ""); the technical English cause is `failure_detail` meanwhile
    failed = Signal(str, str)
    chat_received = Signal(dict)
    # seat, where it was played: this game's id has a remembered seat that was played at another
    # address; the window asks the player before `take_remembered_seat` tries it here (a host
    # elsewhere that reuses a game's public id must not be handed a seat's proof unasked)
    seat_elsewhere = Signal(str, str)
    table_changed = Signal(dict)  # the table (engine/table.py): votes, a pause, the chess clocks
    table_refused = Signal(dict)  # a request to the table was refused (an `error` with its key)

    def __init__(self, host: str, port: int, name: str = "", profile: str = "",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.address = (host, port)
        self.profile = profile  # separates the remembered seats of several windows on one machine
        self.name = name
        self.model = ClientModel(self)
        self.model.chat_received.connect(self.chat_received)
        self.seat: str | None = None
        self.dealt_from: str | None = None  # a game that deals houses: the place our seat was dealt at
        self.game_id = ""
        self.game_name = ""
        self.edition: str | None = None  # the game's ruleset id, from the welcome
        self.ended_by = ""  # who ended the game, as the host's `host-ended` notice said it
        self.seats: dict[str, Any] = {}
        self.is_started = False
        self.lan_host: "LanHost | None" = None  # set when this window hosts the game
        self.turn_clock = 0.0  # seconds per decision, from the welcome (0: no clock)
        self._clock: dict[str, float] = {}  # seconds left per awaited seat ...
        self._clock_at = 0.0  # ... as of this moment (time.monotonic)
        self._client: SeatClient | None = None
        self._conn: RemoteConnection | None = None
        self._leaving = False
        self._switched_at = 0.0  # when this window last put a joined connection away
        self._name_retries = 0
        self.failure_detail = ""  # the technical cause of the last `failed`, for Details
        self._saving_told: set[tuple[Any, Any]] = set()  # (code, episode) of the save notices told
        self.table: dict[str, Any] = {}  # the table as the host last told it (docs/PROTOCOL.md, table)
        self._table_at = 0.0  # ... as of this moment (time.monotonic): clocks and votes count down from it
        self._seat_moved: tuple[str | None, str | None] | None = None  # the table moved us: (seat, token)

    # ----- the interface of LocalGame ----------------------------------------------------
    @property
    def humans(self) -> list[str]:
        return [self.seat] if self.seat else []

    @property
    def mode(self) -> str:
        return "single" if self.seat else "spectator"

    @property
    def session(self) -> Session | None:
        return self.lan_host.session if self.lan_host else None

    def start(self) -> None:
        """Already joined in the lobby: nothing to say."""

    def stop(self) -> None:
        self._leaving = True
        self._leave_connection()
        self.model.clear()
        self._client = None
        if self.lan_host is not None:  # this window hosts it: its person ends it for everyone, by name
            self.lan_host.close(ended_by=self.name or "", seat=self.seat)
            self.lan_host = None

    def save(self, path: str | Path) -> None:
        if self.lan_host is None:
            raise WordedError(translate("Lobby", "Only the host can save a LAN game."))
        write_save(path, make_save(self.lan_host.session))

    # ----- joining -----------------------------------------------------------------
    def _leave_connection(self) -> None:
        """Put the current connection away politely: before the start, leaving gives our seat
        back (the host makes it open with a new token); afterwards it changes nothing."""
        conn, self._conn = self._conn, None
        if conn is not None and conn.open:
            if self._client is not None and self._client.view is not None:  # it had joined
                self._switched_at = time.monotonic()
            conn.leave()

    def connect_as(self, seat: str | None = None, token: str | None = None) -> None:
        """(Re)join: a fresh connection for `seat` (None: spectator)."""
        self._seat_moved = None
        self._leaving = True
        self._last_join = (seat, token)
        self._leave_connection()
        self.model.clear()
        self._leaving = False
        conn = RemoteConnection(*self.address, parent=self)
        self._conn = conn
        conn.received.connect(lambda m, c=conn: self._raw(c, m))  # before the client's own handler
        client = SeatClient(conn, seat, self.name, token=token)
        self.model.add(client)
        self._client = client
        client.welcomed.connect(lambda c=client: self._welcomed(c))
        client.seats_changed.connect(lambda seats, c=client: self._seats(c, seats))
        client.error_received.connect(lambda m, c=client: self._error(c, m))
        conn.closed.connect(lambda code, c=client: self._closed(c, code))
        client.join()

    @property
    def where(self) -> str:
        """This game's host as host:port."""
        return f"{self.address[0]}:{self.address[1]}"

    def take_remembered_seat(self) -> None:
        """The player agreed to try here the seat remembered for this game id at another address."""
        remembered = getattr(self, "_elsewhere", None)
        if remembered is not None:
            self._elsewhere = None
            self.connect_as(*remembered)

    def take_seat(self, seat: str) -> None:
        remembered = remembered_seat(self.game_id, self.profile) if self.game_id else None
        token = remembered[1] if remembered and remembered[0] == seat else None
        self._wanted = seat
        self.connect_as(seat, token)

    def leave_seat(self) -> None:
        if self.game_id and not self.is_started:
            forget_seat(self.game_id, self.profile)  # the seat's token is void once we leave
        self.connect_as(None)

    def clock_left(self) -> dict[str, float]:
        """Seconds left on each awaited seat's turn clock, counted down since the host said so."""
        if not self._clock:
            return {}
        gone = time.monotonic() - self._clock_at
        return {h: max(0.0, left - gone) for h, left in self._clock.items()}

    def set_ready(self, ready: bool) -> None:
        if self._client is not None and self.seat:
            self._client.connection.send({"type": "ready", "ready": bool(ready)})

    def say(self, text: str) -> None:
        if self._client is not None:
            self._client.say(text)

    @property
    def client(self) -> SeatClient | None:
        return self._client

    # ----- incoming --------------------------------------------------------------------
    def _raw(self, conn: RemoteConnection, m: dict[str, Any]) -> None:
        if conn is not getattr(self, "_conn", None):
            return
        kind = m.get("type")
        if kind == "welcome" and isinstance(m.get("table"), dict):
            self._set_table(m["table"])
        elif kind == "table":
            self._set_table({k: v for k, v in m.items() if k != "type"})
        elif kind == "error" and (m.get("code") in ("refused", "paused") or m.get("key") == "table-malformed"):
            self.table_refused.emit(m)
        if kind == "welcome" and self._client is not None and self._client.view is not None \
                and m.get("seat") != self._client.seat and "dealt_from" not in m:
            self._moved(m)  # (a house dealt as the game starts is the welcome's own: `_welcomed`)
        if m.get("type") in ("snapshot", "update", "seats") and isinstance(m.get("clock"), dict):
            self._clock = {h: float(t) for h, t in m["clock"].items()
                           if isinstance(t, (int, float)) and not isinstance(t, bool)}
            self._clock_at = time.monotonic()
        if m.get("type") == "notice":
            self._notice(m)
        if m.get("type") in ("welcome", "seats") and m.get("started") and not self.is_started:
            self.is_started = True
            self.seats = dict(m.get("seats", {}))
            if m.get("type") == "seats":
                self.started.emit()
        if m.get("type") == "welcome":
            self.game_id = m.get("game_id", "")
            self.game_name = m.get("game_name", "")
            self.edition = m.get("edition") if isinstance(m.get("edition"), str) else None
            clock = m.get("turn_clock", 0)
            self.turn_clock = float(clock) if isinstance(clock, (int, float)) and not isinstance(clock, bool) else 0.0

    # ----- the table (engine/table.py, docs/PROTOCOL.md §4 "The table") -----------------------------
    def _set_table(self, table: dict[str, Any]) -> None:
        self.table = table
        self._table_at = time.monotonic()
        self.table_changed.emit(table)

    def _moved(self, m: dict[str, Any]) -> None:
        """The table gave this connection another house (a take-over, a swap) or none (the house was
        handed back, or its chess clock ran out): the seat and its token are remembered and the
        window joins again as it, proving the token on a fresh connection."""
        seat = m.get("seat") if isinstance(m.get("seat"), str) else None
        token = m.get("token") if isinstance(m.get("token"), str) else (self._client.token if self._client else None)
        if seat and token and self.game_id:
            remember_seat(self.game_id, seat, token, self.profile, where=self.where)
        elif seat is None and self.game_id:
            forget_seat(self.game_id, self.profile)
        self._seat_moved = (seat, token if seat else None)
        QTimer.singleShot(0, self, lambda moved=self._seat_moved: self._seat_moved == moved and self.connect_as(*moved))

    def table_left(self) -> dict[str, Any]:
        """The table with its times counted down since the host said them: each running chess
        clock, each vote's time left, and the time until a pause ends by itself."""
        table = dict(self.table)
        gone = time.monotonic() - self._table_at
        running = set(table.get("running") or [])
        if isinstance(table.get("clocks"), dict):
            table["clocks"] = {h: max(0.0, float(t) - (gone if h in running else 0.0))
                               for h, t in table["clocks"].items() if isinstance(t, (int, float))}
        table["votes"] = [dict(v, left=max(0.0, float(v.get("left", 0)) - gone)) for v in table.get("votes") or []
                          if isinstance(v, dict)]
        if isinstance(table.get("resume_in"), (int, float)):
            table["resume_in"] = max(0.0, float(table["resume_in"]) - gone)
        return table

    def propose(self, vote: str, house: str | None = None) -> None:
        """Ask the table (a vote; or the host, when the host decides)."""
        if self._client is not None:
            message: dict[str, Any] = {"type": "propose", "vote": vote}
            if house is not None:
                message["house"] = house
            self._client.connection.send(message)

    def answer(self, vote_id: int, yes: bool) -> None:
        """Answer a vote: as this seat, or as the host when this window hosts a game it decides."""
        vote = next((v for v in self.table.get("votes") or [] if v.get("id") == vote_id), None)
        if self.lan_host is not None and vote is not None and "host" in (vote.get("voters") or []) \
                and self.seat not in (vote.get("voters") or []):
            from engine.errors import IllegalCommand

            try:
                self.lan_host.answer(vote_id, yes)
            except IllegalCommand as exc:
                self.table_refused.emit({"key": exc.key, "params": dict(exc.params), "message": exc.detail})
            return
        if self._client is not None:
            self._client.connection.send({"type": "vote", "id": int(vote_id), "yes": bool(yes)})

    def hand_back(self, to: str) -> None:
        """Leave the table: the house goes to a bot ("bot") or to the vassals ("vassal")."""
        if self._client is not None:
            self._client.connection.send({"type": "hand-back", "to": to})

    @property
    def hosts_decisions(self) -> bool:
        """This window hosts the game and its person decides for the table."""
        return self.lan_host is not None and self.table.get("decides") == "host"

    @property
    def paused(self) -> bool:
        return bool(self.table.get("paused"))

    def set_paused(self, on: bool) -> None:
        """The host's person pauses or resumes the game (when the host decides)."""
        if self.hosts_decisions:
            self.lan_host.pause(on)

    def end_after_round(self) -> None:
        """The host's person ends the game after this round (IllegalCommand when it is the last)."""
        if self.hosts_decisions:
            self.lan_host.end_after_round()

    def _notice(self, m: dict[str, Any]) -> None:
        """A notice from the host, told in the game's chat in this window's language; the save's
        notices once per episode (a flapping disk must not fill the chat)."""
        if m.get("code") in ("saving-failed", "saving-resumed"):
            said = (m.get("code"), m.get("episode") if isinstance(m.get("episode"), int) else None)
            if said[1] is not None and said in self._saving_told:
                return
            self._saving_told.add(said)
        if m.get("code") == "clock-expired" and isinstance(m.get("seat"), str):
            from ..words import names

            text = translate("Lobby", "Time ran out for {house}: a bot made this decision for them.").format(
                house=names.house(m["seat"], self.edition))
        elif m.get("code") == "saving-failed":
            text = refusals.describe(m)  # the host cannot save: no move is taken meanwhile
        elif m.get("code") == "saving-resumed":
            text = translate("Lobby", "The host can save the game again: play goes on.")
        elif m.get("code") == "vote":
            from ..words.table import vote_notice_text

            text = vote_notice_text(m, self.edition)
        elif m.get("code") == "host-ended":
            self.ended_by = ended_by_text(m, self.edition)  # said again when the connection drops
            text = self.ended_by
        else:
            text = str(m.get("message") or m.get("code") or "")
        if text:
            self.model.chat_received.emit({"type": "notice", "text": text})

    def _welcomed(self, client: SeatClient) -> None:
        if client is not self._client or self._seat_moved is not None:
            return  # (the table moved this connection: the window joins again as its new house)
        self._name_retries = 0
        self.seat = client.seat  # in a game that deals houses, the house dealt to the place taken
        self.dealt_from = client.dealt_from
        self.seats = dict(client.seats)
        if client.seat and client.token and self.game_id:
            remember_seat(self.game_id, client.seat, client.token, self.profile, where=self.where)
            remember_game_at(*self.address, self.game_id, self.profile)
        # a spectator who once sat here takes the seat back with its token: on its own only at
        # the address it played at; a remembered seat of this game id played elsewhere is asked
        if client.seat is None and self.game_id and not getattr(self, "_tried_remembered", False):
            self._tried_remembered = True
            remembered = remembered_seat(self.game_id, self.profile)
            if remembered and remembered[0] in self.seats:
                if remembered_where(self.game_id, self.profile) == self.where:
                    self.connect_as(*remembered)
                    return
                self._elsewhere = remembered
                self.seat_elsewhere.emit(remembered[0], remembered_where(self.game_id, self.profile))
        self.joined.emit()
        self.seats_changed.emit(self.seats)
        if self.is_started:
            self.started.emit()

    def _seats(self, client: SeatClient, seats: dict) -> None:
        if client is self._client:
            self.seats = dict(seats)
            self.seats_changed.emit(self.seats)

    def _error(self, client: SeatClient, m: dict[str, Any]) -> None:
        if client is not self._client:
            return
        code = m.get("code", "")
        if client.view is None:  # the hello was refused
            if code == "name-used" and time.monotonic() - self._switched_at < 3.0 and self._name_retries < 4:
                # our own previous connection may not be gone from the host yet: try again shortly
                self._name_retries += 1
                seat, token = self._last_join
                QTimer.singleShot(250, self, lambda: self._client is client and self.connect_as(seat, token))
                return
            if code == "name-used" and client.seat is None and not self.game_id:
                # our own connection from before (a crash) may still be up: with the seat's token
                # the name is ours
                game_id = game_at(*self.address, self.profile)
                remembered = remembered_seat(game_id, self.profile) if game_id else None
                if remembered and remembered_where(game_id, self.profile) == self.where:  # only where it played
                    self._tried_remembered = True
                    self.connect_as(*remembered)
                    return
            if code == "bad-token" and self.game_id and remembered_where(self.game_id, self.profile) in ("", self.where):
                # void where it was played; a host elsewhere that refuses it (perhaps not the real
                # one) does not make this window forget the seat
                forget_seat(self.game_id, self.profile)
            self.failure_detail = f"{self.address[0]}:{self.address[1]}: {code}: {m.get('message', '')}"
            if code in ("version", "edition"):
                self._leaving = True  # the host closes the connection after this
                self.failed.emit(code, "")
                return
            # a refusal with a key, in this window's language; any other is worded by its code
            known = m.get("key") in refusals.REFUSAL_TEMPLATES and isinstance(m.get("params"), dict)
            self.failed.emit(code, refusals.describe(m) if known else "")
            if client.seat is not None:
                self.connect_as(None)  # back to watching the lobby
            return

    def _closed(self, client: SeatClient, code: str) -> None:
        if client is not self._client or self._leaving or not code:
            return
        conn = self._conn
        self.failure_detail = conn.detail if conn is not None else ""
        self.failed.emit(code, "")


# ----- a host run by this window -------------------------------------------------------------

class LanHost(QObject):
    """A `Host` (agot_qt.net.host) inside the Qt loop, advertised on the LAN while it runs."""

    changed = Signal()  # seats or state changed
    # why the save cannot be written (no move is taken meanwhile); None once it can; False when
    # the host closes while it could not
    saving = Signal(object)

    def __init__(self, session: Session, save_path: str | Path | None = None,
                 parent: QObject | None = None, bot_level: str | None = None) -> None:
        super().__init__(parent)
        import secrets

        from ..net.host import Host, level_bot_factory

        self.session = session
        # the bots' level, kept in the save so a resumed game's bots play as well as before
        level = bot_level or session.host_settings.get("bot_level") or DEFAULT_BOT_LEVEL
        if level not in BOT_LEVELS:
            level = DEFAULT_BOT_LEVEL
        session.host_settings["bot_level"] = level
        self.bot_level = level
        self.moved_from: int | None = None  # a resumed game's port, when it was busy this time
        self.save_path = Path(save_path) if save_path else None  # rewritten after every accepted command
        # the bots' own randomness: 62 bits of `secrets`, as agot-host's and every host's stand-ins
        from ..games.bots import shared_pool

        # its searching bots think in the window's worker processes (one set for the window's lifetime)
        self.host = Host(session, ping_interval=10.0, bot_delay=0.2, save_path=self.save_path,
                         bot_factory=level_bot_factory(level, secrets.randbits(62), list(session.seats)),
                         search_pool=shared_pool())
        self.host.on_change = self._on_change
        self.host.on_saving = lambda why: None if self.closed else self.saving.emit(why)
        self.advertiser = None
        self.port = 0
        self.closed = False

    @classmethod
    def new(cls, name: str, players: int, tides: bool, holders: dict[str, str],
            seed: int | None = None, turn_clock: float = 0.0, edition: str = DEFAULT_RULESET,
            bot_level: str | None = None, options: dict[str, bool] | None = None,
            seated: list[str] | None = None, away_vassals: bool = True,
            variants: dict[str, Any] | None = None, decides: str = "host") -> "LanHost":
        """`holders`: house -> "open" | "human" (a person will sit there) | "bot";
        `turn_clock`: seconds a person has for each decision (0: no clock); `edition`: a ruleset id;
        `options`: the engine's other options (vassals, or a setup whose houses the table chooses:
        `seated` names the houses played);
        `away_vassals`: with vassals and a turn clock, a player away past the clock is replaced
        by a vassal until they return (kept in the save); `variants`: id -> value (engine/variants),
        a combination the engine refuses raising its `VariantRefused`; `decides`: who answers the
        table's requests, the host's person ("host") or the people at the table by vote ("votes")."""
        # seed None: a secret game, its randomness from 256 bits of `secrets` (engine/rng.py)
        # the options are read against the ruleset the variants make (Mother of Dragons' modules)
        rs = game_options.options_ruleset(load_ruleset(edition), variants)
        chosen = {"tides_of_battle": tides, **(options or {})}
        game = Game.new(players=players, seed=seed, options=game_options.engine_options(rs, chosen), ruleset=edition,
                        seated=seated if chosen.get("vassals") or game_options.chooses_houses(rs, players, False)
                        else None, variants=variants or None)
        session = Session(game, name=name or "LAN game", lobby=True, turn_clock=turn_clock)
        session.host_settings["vassal_away"] = bool(away_vassals)
        session.table.decides = decides if decides in ("host", "votes") else "host"
        lan = cls(session, save_path=lan_save_path(session.game_id), bot_level=bot_level)
        bots = [h for h, holder in holders.items() if holder == "bot"]
        from engine.variants.houses import dealt

        if dealt(game) is not None:  # places at the table, each dealt a house as the game starts
            people = [h for h, holder in holders.items() if holder != "bot" and h in session.seats]
            bots = game_options.places_for(bots, [h for h in session.seats if h not in people])
        for house in bots:
            if house in session.seats:
                session.set_holder(house, "bot")
        return lan

    @classmethod
    def resume(cls, path: str | Path) -> "LanHost":
        """Host a saved game again: same game id, people's seats kept for their tokens.
        Raises `engine.save.SaveError` for a file that cannot be read."""
        session = load_session(read_save(path))
        return cls(session, save_path=lan_save_path(session.game_id))

    async def start(self, bind: str = "0.0.0.0", port: int = DEFAULT_PORT,
                    interfaces: list[str] | None = None, advertise: bool = True) -> None:
        """Listen: a resumed game first tries the port it was hosted on (so people's typed
        addresses still work), then `port`, then any free port."""
        saved = self.session.host_settings.get("port")
        saved = saved if isinstance(saved, int) and 0 < saved < 65536 else None
        for candidate in dict.fromkeys(p for p in (saved, port, 0) if p is not None):
            try:
                await self.host.start(bind, candidate)
                break
            except OSError:
                if candidate == 0:
                    raise
        self.port = self.host.port
        self.moved_from = saved if saved is not None and saved != self.port else None
        self.session.host_settings["port"] = self.port  # remembered in the save
        if advertise:
            from ..net.discovery import Advertiser, txt_properties
            from engine.session import PROTOCOL_VERSION

            props = txt_properties(PROTOCOL_VERSION, self.session.name, self.session.game.s.ruleset,
                                   len(self.session.seats), self.host.free_seats(), self.session.game_id)
            adv = Advertiser(self.session.name, self.port, props, interfaces=interfaces)
            try:
                await adv.start()
                self.advertiser = adv
            except OSError:
                self.advertiser = None  # no LAN address: people type host:port

    def _on_change(self) -> None:
        if self.closed:
            return
        if self.advertiser is not None:
            spawn(self.advertiser.update(free=self.host.free_seats()))
        self.changed.emit()

    def can_start(self) -> bool:
        return self.session.can_start()

    def start_game(self) -> bool:
        if not self.host.start_game():
            return False
        self.autosave()  # resumable even before the first command
        return True

    def autosave(self) -> None:
        if self.save_path is None:
            return
        try:
            write_save(self.save_path, make_save(self.session))
        except OSError:
            self.host.save_errors += 1

    def set_holder(self, house: str, holder: str) -> None:
        self.host.set_holder(house, holder)

    def stand_in(self, house: str, level: str) -> None:
        """A bot of `level` plays an away person's seat until they come back ("" stops it)."""
        self.host.stand_in(house, level)

    def vassal_state(self, house: str) -> str:
        """Where `house` stands for the host's "Replace by a vassal" control: "" (no control: the
        game has no vassals), "player", "vassal" (its player replaced), or "to-vassal" /
        "to-player" (waiting for the combat to end)."""
        game = self.session.game
        if not game.s.options.get("vassals") or house not in self.session.seats:
            return ""
        wanted = self.host.vassal_wanted.get(house)
        if wanted is not None:
            return "to-vassal" if wanted else "to-player"
        return "vassal" if self.host.is_replaced(house) else "player"

    def set_vassal(self, house: str, vassal: bool) -> bool:
        """Replace an away player's house by a vassal, or give it back: True when done now, False
        when it waits for the end of the combat; IllegalCommand when the game refuses."""
        return self.host.request_vassal(house, vassal)

    # ----- the table, when the host's person decides (engine/table.py) ---------------------------
    def pause(self, on: bool) -> None:
        self.host.pause(on)

    def end_after_round(self) -> None:
        self.host.end_after_round()

    def answer(self, vote_id: int, yes: bool) -> None:
        self.host.answer(vote_id, yes)

    def close(self, ended_by: str | None = None, seat: str | None = None) -> None:
        """Stop hosting. `ended_by`: the host's person (playing `seat`, or none) ended the game, and
        everyone connected is told so by name (notice `host-ended`) before the connections close."""
        if self.closed:
            return
        if ended_by is not None and self.session.started and not self.session.game.finished:
            # a faceless game keeps the host's person nameless too: "The host ended the game."
            name, seat = ("", None) if self.session.names_hidden() else (ended_by, seat)
            self.host.announce({"type": "notice", "code": "host-ended", "seat": seat, "kind": "", "name": name})
        if self.session.save_failure is not None:
            self.saving.emit(False)
        elif self.session.started:
            self.autosave()  # what was said since the last move is in the save too
        self.closed = True
        adv, self.advertiser = self.advertiser, None

        async def shut() -> None:
            if adv is not None:
                try:
                    await adv.stop()
                except Exception:  # noqa: BLE001 - going away anyway
                    pass
            try:
                await self.host.close(flush=0.2)
            except RuntimeError:  # the application, and its event loop, are going away
                pass

        self.closing = spawn(shut())


# ----- the turn clock on screen ----------------------------------------------------------------

def clock_text(left: dict[str, float]) -> str:
    """"⏱ Stark 1:05 · Lannister 0:42": each awaited person's time left (soonest first)."""
    from ..words import names

    parts = []
    for house, seconds in sorted(left.items(), key=lambda item: item[1]):
        whole = int(seconds + 0.999)  # 0:01 until it is really over
        parts.append(translate("Lobby", "{house} {minutes}:{seconds}").format(
            house=names.house(house), minutes=whole // 60, seconds=f"{whole % 60:02d}"))
    return "⏱ " + " · ".join(parts) if parts else ""


class TurnClockLabel(QLabel):
    """The countdown of the turn clock, shown right under the window's 'Waiting for' line.
    `game()` returns the window's current game; only LAN games with a clock have one."""

    def __init__(self, game: Callable[[], Any], parent: Any = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("turnClock")
        self.setStyleSheet("color: #8a1c1c; font-weight: bold;")
        self.setToolTip(translate("Lobby", "Turn clock: when a person's time runs out, a bot makes that "
                                           "decision for them."))
        self.hide()
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self.refresh)
        self.timer.start()

    @classmethod
    def beside(cls, label: QLabel, game: Callable[[], Any]) -> "TurnClockLabel":
        """Put a countdown in `label`'s layout, right after it."""
        clock = cls(game, label.parentWidget())
        layout = label.parentWidget().layout()
        layout.insertWidget(layout.indexOf(label) + 1, clock)
        return clock

    def refresh(self) -> None:
        game = self.game()
        left = game.clock_left() if game is not None and hasattr(game, "clock_left") else {}
        text = clock_text(left)
        self.setText(text)
        self.setVisible(bool(text))


__all__ = ["RemoteConnection", "TurnClockLabel", "clock_text", "RemoteGame", "LanHost", "ensure_loop", "failure_text", "lan_save_folder",
           "lan_save_path", "parse_address", "remember_seat", "remembered_seat", "remembered_where"]
