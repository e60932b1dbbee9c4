"""The client model: the latest view of every seat this window plays, as Qt signals.

A `SeatClient` is one participant on one connection: it says hello (over a
network link it proves its seat's token in answer to the host's challenge and
never sends it), keeps its seat's latest redacted view, state id and log, and
sends commands for its seat. In a game that deals houses the host moves it, with its
token, to the house dealt to the place it took, in a second `welcome` with `dealt_from`
(docs/PROTOCOL.md): it follows, and the model finds it under that house from then on. `ClientModel` gathers the window's participants (its seats and,
for hot-seat and spectating, a spectator) and tells the widgets what changed.
Nothing here ever sees more than the messages the host sent.
"""
from __future__ import annotations

from types import SimpleNamespace
from typing import Any, Protocol

from PySide6.QtCore import QObject, Signal

from engine.commands import command_to_wire
from engine.events import Event
from engine.ruleset import DEFAULT_RULESET, RULESET_FILES, ruleset_of_view
from engine.seat_proof import LOCAL_ENDPOINT

from .net.house_view import OWN_FIELDS, house_decision, house_view  # noqa: F401 (the window's names for them)


class Connection(Protocol):
    """A link to a host. One with `wire` true crosses a network: the host challenges each
    connection, and a seat's token is proved (docs/PROTOCOL.md §4), with `endpoint()` the
    host's (address, port) as this side reaches it."""

    received: Any  # Signal(dict)

    def send(self, message: dict[str, Any]) -> None: ...

    def close(self) -> None: ...


class SeatClient(QObject):
    """One seat (or a spectator, seat None) on one connection."""

    _pings = 0  # the nonce of the last ping sent after a command (by any client of this window)

    view_changed = Signal()
    events_added = Signal(list)  # [Event]
    chat_received = Signal(dict)
    error_received = Signal(dict)
    seats_changed = Signal(dict)
    welcomed = Signal()
    reseated = Signal(str)  # the place (house) it sat at; `seat` is now the house dealt to it

    def __init__(self, connection: Connection, seat: str | None = None, name: str = "",
                 token: str | None = None, edition: str | None = None,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.connection = connection
        self.seat = seat
        self.name = name
        self.token = token
        self.edition = edition
        self.dealt_from: str | None = None  # a game that deals houses: the place this seat was dealt at
        self.view: dict[str, Any] | None = None
        self.state_id: int | None = None
        self.log: list[Event] = []
        self.seats: dict[str, Any] = {}
        self.last_error: dict[str, Any] | None = None
        self.game_name = ""
        self.sent: list[dict[str, Any]] = []  # every command sent, in order (wire form)
        # A command can cross another player's on the way (simultaneous orders, bids): the
        # host refuses it as stale. If the decision it answers is still the same once this
        # client has caught up, it is sent again instead of troubling the player.
        self.retry_stale = True
        self._last: tuple[dict[str, Any], str] | None = None  # (command, the decisions it answered)
        self._last_house: str | None = None  # the vassal it was for, if any
        self._retry_after: int | None = None
        # The decisions (repr) the last command answers while its outcome is still unknown: the
        # host answers a command with an update or a refusal, and a ping sent right after it
        # comes back once that outcome has been sent (messages are handled in order, §3), so
        # an update meanwhile (another seat's answer) never shows the answered decision again.
        self.answering: str | None = None
        self._answer_ping: int | None = None
        self._challenge: dict[str, Any] | None = None  # the host's challenge on this connection
        self._join_waits = False  # a hello with the token waits for the challenge
        connection.received.connect(self._on_message)

    # ----- outgoing ---------------------------------------------------------
    @property
    def _over_wire(self) -> bool:
        return bool(getattr(self.connection, "wire", False))

    def join(self) -> None:
        """Say hello for this seat. Over a network link a seat's token is proved in answer to the
        host's challenge (the hello waits for it), never sent."""
        if self.token and self.seat and self._over_wire and self._challenge is None:
            self._join_waits = True
            return
        self._join_waits = False
        # without a known edition the window offers every one it can play (the host picks its own)
        from .net.client import hello_message

        proving = self.token if self.seat and self._over_wire else None
        endpoint = self.connection.endpoint() if proving else LOCAL_ENDPOINT
        hello = hello_message(self.name, self.seat, proving, self._challenge, endpoint,
                              self.edition or DEFAULT_RULESET)
        hello["seat"] = self.seat
        if self.edition is None:
            hello["editions"] = sorted(RULESET_FILES)
        if self.token and not self._over_wire:
            hello["token"] = self.token  # an in-process table: no wire to cross
        features = getattr(self.connection, "features", ())
        if features:  # optional parts of the protocol the link speaks (a network link: `delta`)
            hello["features"] = list(features)
        self.connection.send(hello)

    def command(self, cmd: Any, house: str | None = None) -> None:
        """Send a command for this seat, answering the latest state: for `house`, or by default
        for the house of the first decision awaited (a vassal this seat commands, or itself),
        the one the decision panel and the bots answer."""
        wire = command_to_wire(cmd)
        if house is None and self.decisions:
            house = self.decisions[0].get("house")
        self.sent.append(wire)
        self.last_error = None
        self._last = (wire, repr(self.decisions))
        self._last_house = house if house != self.seat else None
        self._retry_after = None
        self.answering = repr(self.decisions)
        self._send_command(wire)

    def _send_command(self, wire: dict[str, Any]) -> None:
        message: dict[str, Any] = {"type": "command", "state_id": self.state_id, "command": wire}
        if getattr(self, "_last_house", None):
            message["house"] = self._last_house  # a vassal this seat commands (docs/PROTOCOL.md §8)
        if self.token and not self._over_wire:
            message["token"] = self.token  # an in-process table; over a network the connection holds the seat
        self.connection.send(message)
        SeatClient._pings += 1
        self._answer_ping = SeatClient._pings
        self.connection.send({"type": "ping", "nonce": self._answer_ping})

    def answer_pending(self) -> bool:
        """A command of ours answers the decisions on screen and its outcome has not come yet."""
        return self.answering is not None and self.answering == repr(self.decisions)

    def _settled(self) -> None:
        if self.answering is not None:
            self.answering = None
            self._answer_ping = None
            self.view_changed.emit()  # the same decision asked again is shown afresh now

    def _maybe_retry(self) -> None:
        if self._retry_after is None or self.state_id is None or self.state_id < self._retry_after:
            return
        self._retry_after = None
        if self._last is not None and repr(self.decisions) == self._last[1]:
            self._send_command(self._last[0])
        else:  # the decision changed meanwhile: the player has to look again
            self.answering = None
            self.error_received.emit({"type": "error", "code": "stale-state",
                                      "message": "the game moved on before your answer arrived"})

    def say(self, text: str, to: str | None = None) -> None:
        self.connection.send({"type": "chat", "text": text, "to": to})

    # ----- incoming ---------------------------------------------------------
    def _on_message(self, m: dict[str, Any]) -> None:
        kind = m.get("type")
        if kind == "challenge":
            self._challenge = m
            if self._join_waits:
                self.join()
            return
        if kind == "welcome":
            self.token = m.get("token", self.token)
            self.seats = dict(m.get("seats", {}))
            self.game_name = m.get("game_name", "")
            place, house = m.get("dealt_from"), m.get("seat")
            if self.seat is not None and isinstance(place, str) and isinstance(house, str):
                # the houses were dealt: this seat (its token too) is now the house dealt to our place
                if house != self.seat:
                    self._last = None  # an answer for the place is no answer for the house
                self.dealt_from, self.seat = place, house
                self.reseated.emit(place)
            self.welcomed.emit()
        elif kind == "snapshot":
            first = self.view is None
            self.view = m["view"]
            self.state_id = m["state_id"]
            self.log = [Event.from_wire(e) for e in m.get("log", [])]
            self.events_added.emit(list(self.log))
            self.view_changed.emit()
            if first:  # what was said before this client came (a later snapshot would repeat it)
                for line in m.get("chat") or []:
                    if isinstance(line, dict) and isinstance(line.get("text"), str):
                        self.chat_received.emit({"type": "chat", "from": line.get("from"), "to": None,
                                                 "name": line.get("name") or "", "text": line["text"],
                                                 "earlier": True})
        elif kind == "update":
            self.view = m["view"]
            self.state_id = m["state_id"]
            new = [Event.from_wire(e) for e in m.get("events", [])]
            self.log.extend(new)
            if new:
                self.events_added.emit(new)
            self.view_changed.emit()
            self._maybe_retry()
        elif kind == "error":
            if (m.get("code") == "stale-state" and self.retry_stale and self._last is not None
                    and isinstance(m.get("state_id"), int)):
                self._retry_after = m["state_id"]
                self._answer_ping = None  # the answer is not settled: it is sent again
                self._maybe_retry()
                return
            self.last_error = m
            self.answering = None
            self.error_received.emit(m)
        elif kind == "pong":
            if m.get("nonce") is not None and m.get("nonce") == self._answer_ping:
                self._settled()
        elif kind == "chat":
            self.chat_received.emit(m)
        elif kind == "seats":
            self.seats = dict(m.get("seats", {}))
            self.seats_changed.emit(self.seats)

    @property
    def decisions(self) -> list[dict[str, Any]]:
        return list(self.view.get("decisions", [])) if self.view else []


class ClientModel(QObject):
    """The seats this window plays (and its spectator, if any), with change signals."""

    view_changed = Signal(object)  # seat (None: spectator)
    events_added = Signal(object, list)  # seat, [Event]
    chat_received = Signal(dict)
    error_received = Signal(object, dict)  # seat, error message
    seats_changed = Signal(dict)
    dealt = Signal(str, str)  # a game that deals houses: the place one of our seats took, the house dealt to it

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.clients: dict[str | None, SeatClient] = {}
        self._all: list[SeatClient] = []  # every client, in the order added

    def add(self, client: SeatClient) -> SeatClient:
        self.clients[client.seat] = client
        self._all = [c for c in self._all if c.seat != client.seat or c is client] + [client]
        client.setParent(self)
        # signals name the client's seat as it is when they fire (a deal moves it)
        client.view_changed.connect(lambda c=client: self.view_changed.emit(c.seat))
        client.events_added.connect(lambda ev, c=client: self.events_added.emit(c.seat, ev))
        client.error_received.connect(lambda m, c=client: self.error_received.emit(c.seat, m))
        client.seats_changed.connect(self.seats_changed.emit)
        client.chat_received.connect(lambda m, c=client: self._on_chat(c.seat, m))
        client.reseated.connect(lambda place, c=client: self._reseated(c, place))
        return client

    def _reseated(self, client: SeatClient, place: str) -> None:
        """The houses were dealt and `client` holds the house dealt to `place` now. Each of our
        clients is found under its seat; one whose move has not arrived yet may stand on a house
        another has just been dealt: the one already moved keeps it until the other moves too."""
        by_seat: dict[str | None, SeatClient] = {}
        for c in self._all:
            if c.seat not in by_seat or c.dealt_from is not None and by_seat[c.seat].dealt_from is None:
                by_seat[c.seat] = c
        self.clients = by_seat
        self.dealt.emit(place, str(client.seat))

    def _on_chat(self, seat: str | None, m: dict[str, Any]) -> None:
        """Several of our clients hear the same line; exactly one of them relays it."""
        to, frm = m.get("to"), m.get("from")
        if to is None:
            relay = None if None in self.clients else next(iter(self.clients), None)
        elif to in self.clients:
            relay = to
        else:
            relay = frm
        if seat == relay:
            self.chat_received.emit(m)

    def clear(self) -> None:
        for c in list(dict.fromkeys([*self.clients.values(), *self._all])):
            c.connection.close()
            c.deleteLater()
        self.clients.clear()
        self._all.clear()

    # ----- queries ----------------------------------------------------------
    @property
    def seats(self) -> list[str]:
        return [s for s in self.clients if s is not None]

    def client(self, seat: str | None) -> SeatClient | None:
        return self.clients.get(seat)

    def view(self, seat: str | None) -> dict[str, Any] | None:
        c = self.clients.get(seat)
        return c.view if c else None

    def public_view(self) -> dict[str, Any] | None:
        """The spectator's view when there is one (no secrets at all)."""
        return self.view(None)

    def any_view(self) -> dict[str, Any] | None:
        for c in self.clients.values():
            if c.view is not None:
                return c.view
        return None

    def state_id(self) -> int | None:
        ids = [c.state_id for c in self.clients.values() if c.state_id is not None]
        return max(ids) if ids else None

    def synced(self) -> bool:
        """All our clients have caught up with the same state."""
        ids = {c.state_id for c in self.clients.values()}
        return len(ids) == 1 and None not in ids

    def pending(self) -> list[tuple[str, dict[str, Any]]]:
        """Decisions awaited from the seats we play, in the order the game lists them."""
        out = []
        for seat in self.seats:
            c = self.clients[seat]
            for d in c.decisions:
                out.append((seat, d))
        order = {}
        v = self.any_view()
        if v:
            for i, w in enumerate(v.get("waiting_for", [])):
                order.setdefault(w["seat"], i)
        out.sort(key=lambda sd: order.get(sd[0], 99))
        return out

    def send(self, seat: str, cmd: Any, house: str | None = None) -> None:
        self.clients[seat].command(cmd, house)


# ----- facts derived from a view (public information only) ------------------------

def controller(view: dict[str, Any], region: str) -> str | None:
    """Who controls `region`, as the host's view says (the window never recomputes it)."""
    return view.get("control", {}).get(region)


def castle_counts(view: dict[str, Any]) -> dict[str, int]:
    return {h: view.get("castles", {}).get(h, 0) for h in view["houses"]}


def barrel_counts(view: dict[str, Any]) -> dict[str, int]:
    return {h: view.get("barrels", {}).get(h, 0) for h in view["houses"]}


def army_sizes(view: dict[str, Any], house: str) -> list[int]:
    sizes = []
    for a in view["units"].values():
        if a["house"] == house:
            n = len(a["units"]) + len(a["routed"])
            if n >= 2:
                sizes.append(n)
    return sorted(sizes, reverse=True)


def order_token_from_log(log: list[Event], region: str) -> str | None:
    """The order token last known in `region` (orders leave the view once carried out)."""
    for e in reversed(log):
        d = e.data
        if e.kind in ("OrderReplaced",) and d.get("region") == region:
            return d.get("new")
        if e.kind == "OrderMoved" and d.get("region") == region:
            return d.get("token")
        if e.kind == "OrdersRevealed":
            o = d.get("orders", {}).get(region)
            return o[1] if o else None
    return None


def _steps_advanced(rs: Any, view: dict[str, Any]) -> dict[str, int]:
    """Strength steps a card advanced early, told apart from the round's by the view's
    `unit_strengths` (a dragon's strength now), so the preview counts the strength the view shows."""
    out: dict[str, int] = {}
    for unit, strength in (view.get("unit_strengths") or {}).items():
        ut = rs.unit_types.get(unit)
        steps = getattr(ut, "strength_steps", None) if ut is not None else None
        if steps:
            reached = sum(1 for r in steps if r <= view.get("round", 1))
            out[unit] = max(0, strength - ut.strength - reached)
    return out


def combat_preview(view: dict[str, Any], log: list[Event], cards: dict[str, str] | None = None
                   ) -> dict[str, dict[str, int]] | None:
    """Both sides' strength of the current combat, broken down, from public facts.

    Uses the engine's own strength rules on the view's data; `cards` adds
    hypothetical house cards (e.g. the one a player is about to choose).
    """
    c = view.get("combat")
    if not c or c.get("kind") != "combat" or not c.get("defender"):
        return None
    from engine.decks import abilities_for
    from engine.phases.combat import strength_breakdown

    rs = ruleset_of_view(view)  # the game's, as its variants make it (dragons, strengths)
    token = c.get("token") or order_token_from_log(log, c["source"]) or "march"
    if token not in rs.order_tokens:
        token = "march"
    frame = {"kind": "combat", "area": c["area"], "attacker": c["attacker"], "defender": c["defender"],
             "source": c["source"], "attackers": list(c["attacking_units"]), "supports": dict(c["supports"]),
             "token": token, "cards": dict(c.get("cards") or {}), "tides": {}, "step": c["step"]}
    if cards:
        frame["cards"].update(cards)
    if c.get("tides"):
        frame["tides"] = dict(c["tides"])
    s = SimpleNamespace(units=view["units"], orders=view.get("orders", {}), garrisons=view.get("garrisons", {}),
                        tracks=view["tracks"], discards=view["discards"], tokens=view["tokens"],
                        houses=view["houses"], blocked=view.get("blocked", []),
                        round_rules=view.get("round_rules", []), power=view["power"], hands=view["hands"],
                        round=view.get("round", 1), unit_steps_advanced=_steps_advanced(rs, view),
                        area_changes=dict(view.get("area_changes") or {}),  # the Iron Bank's changed areas
                        options=dict(view.get("options") or {}),  # a draft's cards read their partners there
                        vassals=list(view.get("vassals") or []),  # ... and whether their holder is a vassal
                        commanders=dict(view.get("commanders") or {}))
    g = SimpleNamespace(rs=rs, s=s, abilities=abilities_for(rs, view.get("options")))
    try:
        return {side: strength_breakdown(g, frame, side) for side in ("attacker", "defender")}  # type: ignore[arg-type]
    except (KeyError, ValueError, TypeError):
        return None
