"""No secret ever leaves the host: full games over real sockets, every byte each client receives
recorded from the first one on, decoded, and compared with the host's true hidden values.

Secrets at a state: another seat's unrevealed orders, its unrevealed bid, its chosen but
unrevealed house card, the raven's look at the top wildling card, Tides of Battle cards drawn
face down, and the order of every deck (nobody's to know). Each received message is checked at the state it was built for:

1. events carry an audience that includes the receiver ("...Secret" events are its own);
2. the received view equals the view built from a copy of the true state in which every
   secret the receiver may not know was changed (so the view cannot depend on them);
3. the true hidden values do not appear in the message (orders as region -> token, bids under
   "bids", chosen cards outside hands/discards, the raven's card or "wildling_top", three
   cards of any deck in their hidden order), nor do internal fields (rng, stack, decks).

Under fog of war every area the receiver cannot see is a secret too: the copy of check 2 also
has the board emptied outside the receiver's visible areas (units, power tokens, orders,
garrisons, neutral forces, loyalty tokens, changed area values), so no count, control or frame
built from them can differ; and every event of an update names only areas the receiver saw
before or after the command, or that the command's battles opened to all.
"""
from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any

from agot_qt.net.bot_client import play
from agot_qt.net.client import Client
from agot_qt.net.host import Host
from agot_qt.net.protocol import FrameDecoder, apply_delta, plain_copy
from engine.bots.random_bot import RandomBot
from engine.game import Game
from engine.session import Session
from engine.state import REPORT_FIELDS, GameState
from engine.variants import fog

from .util import LOOPBACK, run

HIDDEN_STEPS = ("start", "support", "cards")  # combat steps before the cards are revealed
INTERNAL_KEYS = {"rng", "stack", "submitted", "raven_peek", "westeros", "wildling_deck", "initial", "snapshot"}


def walk(value: Any, path: tuple = ()):
    """Yield (path, value) for every node."""
    yield path, value
    if isinstance(value, dict):
        for k, v in value.items():
            yield from walk(v, path + (k,))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from walk(v, path + (i,))


def secrets_at(st: GameState, seat: str | None) -> dict[str, Any]:
    """The values `seat` may not know at this state."""
    out: dict[str, Any] = {"orders": {}, "bids": {}, "cards": {}, "peek": {}}
    for f in st.stack:
        if f["kind"] == "planning" and f["step"] == "place":
            for h, placed in f.get("submitted", {}).items():
                if h != seat and placed:
                    out["orders"][h] = dict(placed)
        if f["kind"] == "bid":
            out["bids"].update({h: f["purpose"] for h in f["bids"] if h != seat})
        if f["kind"] in ("combat", "neutral-combat") and f["step"] in HIDDEN_STEPS:
            out["cards"].update({h: c for h, c in f.get("cards", {}).items() if h != seat})
    for h, card in st.raven_peek.items():
        if h != seat and st.wildling_deck and st.wildling_deck[0] == card:
            out["peek"][h] = card
    out["decks"] = [list(d) for d in st.westeros.values()] + [list(st.wildling_deck)]
    out["tides"] = any(f.get("tides_hidden") for f in st.stack)
    return out


def perturbed(st: GameState, seat: str | None) -> GameState:
    """A copy with every secret `seat` may not know changed."""
    p = st.clone()
    p.rng ^= 0x5A5A5A5A
    for f in p.stack:
        if f["kind"] == "planning" and f["step"] == "place":
            for h in f.get("submitted", {}):
                if h != seat:
                    f["submitted"][h] = {r: "zz-" + t for r, t in f["submitted"][h].items()}
        if f["kind"] == "bid":
            for h in f["bids"]:
                if h != seat:
                    f["bids"][h] += 1000
        if f["kind"] in ("combat", "neutral-combat") and f["step"] in HIDDEN_STEPS:
            for h in f.get("cards", {}):
                if h != seat:
                    f["cards"][h] = "zz-card"
        if f.get("tides_hidden"):  # Tides of Battle cards drawn face down: nobody's to know yet
            f["tides"] = {h: "zz-tide" for h in f["tides"]}
    p.raven_peek = {h: c for h, c in p.raven_peek.items() if h == seat}
    for deck in p.westeros.values():
        deck.reverse()
    keep = 1 if seat in p.raven_peek else 0
    p.wildling_deck = p.wildling_deck[:keep] + p.wildling_deck[keep:][::-1]
    return p


BATTLE_REPORTS = ("CombatStarted", "SupportDeclared", "NeutralForceAttacked", "CombatEnded")


def fogged(st: GameState, seat: str | None) -> GameState:
    """A copy with the board emptied outside what `seat` sees (fog of war)."""
    g = Game(st.clone())
    seen = fog.visible(g, seat)
    p = g.s
    for table in (p.units, p.tokens, p.garrisons, p.neutral, p.orders, p.area_changes, p.loyalty):
        for r in [r for r in table if r not in seen]:
            del table[r]
    return p


class LeakChecker:
    def __init__(self, states: dict[int, GameState]) -> None:
        self.states = states
        self.checked = Counter()
        self._views: dict[tuple[int, str | None], dict] = {}
        self._seen: dict[tuple[int, str | None], frozenset[str]] = {}

    def view_without_secrets(self, sid: int, seat: str | None) -> dict:
        key = (sid, seat)
        if key not in self._views:
            st = self.states[sid]
            if "fog-of-war" in (st.options.get("variants") or {}) and not st.finished:
                st = fogged(st, seat)
                self.checked["fogged-views"] += 1
            self._views[key] = plain_copy(Game(perturbed(st, seat)).view(seat))
        return self._views[key]

    def seen(self, sid: int, seat: str | None) -> frozenset[str]:
        key = (sid, seat)
        if key not in self._seen:
            st = self.states.get(sid)
            self._seen[key] = fog.visible(Game(st.clone()), seat) if st is not None else frozenset()
        return self._seen[key]

    def check_fogged_events(self, seat: str | None, m: dict, sid: int) -> None:
        """An update's events name only areas the receiver saw before or after the command, or
        that the command's battles opened to all, supports declared in them included (its own
        houses' events are its own)."""
        st = self.states[sid]
        if "fog-of-war" not in (st.options.get("variants") or {}) or st.finished:
            return
        rs = Game(st.clone()).rs
        opened = {e["data"][k] for e in m["events"] if e["kind"] in ("CombatStarted", "NeutralForceAttacked")
                  for k in ("area", "source") if e["data"].get(k)}
        for e in m["events"]:  # a battle's reports name its areas, its supports among them (docs/RULES.md)
            if e["kind"] in BATTLE_REPORTS:
                opened |= fog.regions_in(rs, e["data"])
        allowed = set(self.seen(sid, seat)) | set(self.seen(sid - 1, seat)) | opened
        for e in m["events"]:
            if "audience" in e or (seat is not None and e["data"].get("house") == seat):
                continue
            named = fog.regions_in(rs, e["data"])
            assert named <= allowed, (seat, e["kind"], sorted(named - allowed))
            self.checked["fogged-events"] += bool(named)

    def check_stream(self, seat: str | None, data: bytes) -> int:
        messages = FrameDecoder().messages(data)
        assert [m["type"] for m in messages[:2]] == ["challenge", "welcome"], "the challenge, then the welcome"
        assert set(messages[0]) == {"type", "protocol", "game_id", "nonce"}  # nothing about any seat
        sid = None
        held: tuple[dict | None, int | None] = (None, None)
        for m in messages:
            if m["type"] == "delta":  # checked as the whole update it stands for (a superset of it)
                m = apply_delta(held[0], held[1], m)
                self.checked["deltas"] += 1
            elif m["type"] == "update":
                self.checked["whole-updates"] += 1
            if m["type"] in ("snapshot", "update"):
                held = (m["view"], m["state_id"])
            sid = m.get("state_id", sid) if m["type"] in ("snapshot", "update", "error") else sid
            self.check_message(seat, m, sid)
        return len(messages)

    def check_message(self, seat: str | None, m: dict, sid: int | None) -> None:
        kind = m["type"]
        nodes = list(walk(m))
        for path, _ in nodes:
            if path and isinstance(path[-1], str):
                assert path[-1] not in INTERNAL_KEYS, (seat, kind, path)
        for e in m.get("events", []) + m.get("log", []):  # 1. audience
            if "audience" in e:
                assert seat in e["audience"], (seat, e)
            if e["kind"].endswith("Secret"):
                assert e["data"].get("house") == seat, (seat, e)
            self.checked["events"] += 1
        if sid is None:
            return
        if "view" in m:  # 2. the view does not depend on secrets
            assert m["view"] == self.view_without_secrets(sid, seat), (seat, kind, sid)
            self.checked["views"] += 1
        if kind == "update":
            self.check_fogged_events(seat, m, sid)
        # 3. the true values; a snapshot's log is history (checked by audience and deck order only),
        # and so are the view's reports of earlier outcomes (a card played in the last battle may be
        # chosen again face down): check 2 already proves they do not depend on a secret
        fresh = [(p, n) for p, n in nodes if not (p and p[0] == "log")
                 and not (len(p) > 1 and p[0] == "view" and p[1] in REPORT_FIELDS)]
        sec = secrets_at(self.states[sid], seat)
        sec["revealed_bids"] = self.revealed_bids(sid)
        self.check_values(seat, fresh, nodes, sec)

    def revealed_bids(self, sid: int) -> list[dict]:
        """Bid maps already public at `sid`: a finished round is kept face up in its frame.
        Preemptive Raid starts a second wildling bid in the same update that reveals the first,
        so a message may carry the first round's bids while the second's, same purpose, are secret."""
        return [dict(f["bids"]) for f in self.states[sid].stack
                if f["kind"] != "bid" and isinstance(f.get("bids"), dict)]

    def check_values(self, seat, fresh: list, nodes: list, sec: dict) -> None:
        dicts = [(path, node) for path, node in fresh if isinstance(node, dict)]
        for h, placed in sec["orders"].items():  # region -> token, [house, token] or {house, token}
            for path, node in dicts:
                for r, t in placed.items():
                    v = node.get(r)
                    assert v not in (t, [h, t], {"house": h, "token": t}), (seat, h, r, t, path)
            self.checked["orders"] += 1
        for h, purpose in sec["bids"].items():  # a bids map of this bidding (earlier ones were revealed)
            for path, node in dicts:
                if isinstance(node.get("bids"), dict) and node["bids"] not in sec["revealed_bids"]:
                    assert h not in node["bids"] or node.get("purpose") not in (None, purpose), (seat, h, path)
                if "my_bid" in node:
                    assert seat is not None and path[-1] == "bidding", (seat, path)
            self.checked["bids"] += 1
        self.checked["second-bids"] += bool(sec["revealed_bids"] and sec["bids"])
        for h, card in sec["cards"].items():
            for path, node in fresh:
                if node == card:
                    assert any(p in ("hands", "discards") for p in path if isinstance(p, str)), (seat, h, card, path)
            self.checked["cards"] += 1
        for h, card in sec["peek"].items():
            for path, node in fresh:
                assert node != card and not (path and path[-1] == "wildling_top"), (seat, h, card, path)
            self.checked["peek"] += 1
        runs = {tuple(deck[i:i + 3]) for deck in sec["decks"] for i in range(len(deck) - 2)}
        for path, node in nodes:  # deck order: never three cards in their hidden order
            if isinstance(node, list) and len(node) >= 3 and isinstance(node[0], str):
                assert not any(tuple(node[i:i + 3]) in runs for i in range(len(node) - 2)), (seat, path)
        self.checked["decks"] += 1
        self.checked["tides"] += sec["tides"]  # (tides are checked through the view above)


async def play_recorded_game(players: int, seed: int, tides: bool = False, variants: dict | None = None
                             ) -> tuple[LeakChecker, list[tuple[str | None, bytes]], Session]:
    s = Session(Game.new(players=players, seed=seed, options={"tides_of_battle": tides}, variants=variants),
                name="leaks")
    states: dict[int, GameState] = {0: s.game.s.clone()}
    host = Host(s, ping_interval=0)
    host.observers.append(lambda sess: states.__setitem__(sess.game.s.state_id, sess.game.s.clone()))
    await host.start(LOOPBACK, 0)
    streams: list[tuple[str | None, bytearray]] = []

    def recorded(seat: str | None, features: tuple[str, ...] = ("delta",)) -> Client:
        buf = bytearray()
        streams.append((seat, buf))
        return Client(LOOPBACK, host.port, name=f"{seat or 'spectator'} {len(streams)}", record=buf.extend,
                      features=features)

    spectator = recorded(None, features=())  # an older client: every view whole
    await spectator.connect()
    clients = {h: recorded(h) for h in s.seats}
    for h, c in clients.items():
        await c.connect(seat=h)
    houses = list(clients)

    async def first_seat_rejoins() -> None:
        c = clients[houses[0]]
        await play(c, RandomBot(seed), stop_after=120)
        await c.close()
        again = recorded(houses[0])  # a new connection: its own byte stream, snapshot with a long log
        await again.connect(seat=houses[0], token=c.token)
        late = recorded(None)  # and a spectator who joins mid-game
        await late.connect()
        drain = asyncio.ensure_future(_drain(late))
        await play(again, RandomBot(seed + 1))
        await asyncio.wait_for(drain, 10)
        await again.close()

    await asyncio.gather(first_seat_rejoins(), _drain(spectator),
                         *(play(clients[h], RandomBot(seed * 10 + i)) for i, h in enumerate(houses[1:])))
    assert s.game.finished
    for c in clients.values():
        await c.close()
    await spectator.close()
    await host.close()
    return LeakChecker(states), [(seat, bytes(buf)) for seat, buf in streams], s


async def _drain(client: Client) -> None:
    while not (client.view or {}).get("finished"):
        await client.recv()


def test_no_secret_reaches_any_client_in_full_games():
    total = Counter()
    for players, seed, tides in ((6, 101, False), (4, 205, True), (4, 203, True)):  # 203: Preemptive Raid bids again
        checker, streams, session = run(play_recorded_game(players, seed, tides), 90)
        assert len(streams) == players + 3
        for seat, data in streams:
            total["messages"] += checker.check_stream(seat, data)
        total.update(checker.checked)
    # the checks really ran against every kind of secret
    for kind in ("views", "events", "orders", "bids", "second-bids", "cards", "peek", "decks", "tides", "deltas",
                 "whole-updates"):
        assert total[kind] > 0, (kind, total)


def test_nothing_of_an_area_a_client_cannot_see_reaches_it_under_fog_of_war():
    """Whole fog-of-war games over real sockets: every view (deltas, snapshots of a rejoin and of
    a late spectator included) is the one built with the board emptied outside the receiver's
    sight, and every event names only areas it sees, besides every other secret's checks."""
    total = Counter()
    for players, seed, tides in ((6, 301, True), (4, 302, False)):
        checker, streams, session = run(play_recorded_game(players, seed, tides, {"fog-of-war": True}), 120)
        for seat, data in streams:
            total["messages"] += checker.check_stream(seat, data)
        total.update(checker.checked)
    for kind in ("views", "fogged-views", "fogged-events", "events", "orders", "deltas", "cards"):
        assert total[kind] > 0, (kind, total)


def test_under_fog_of_war_with_a_draft_and_random_start_positions_nothing_out_of_sight_reaches_a_client():
    """The same checks in a whole fog-of-war game whose houses draft their cards and track places
    and start from positions drawn with the game: the fog is worked out on the game's own
    ruleset (the homes drawn), from the draft's first view to the end."""
    variants = {"fog-of-war": True, "draft-house-cards": True, "draft-influence-tracks": True,
                "random-start-positions": True}
    checker, streams, session = run(play_recorded_game(6, 303, False, variants), 120)
    total = Counter()
    for seat, data in streams:
        total["messages"] += checker.check_stream(seat, data)
    total.update(checker.checked)
    positions = session.game.s.variant_state["ruleset"]["start_positions"]
    assert session.game.s.options["variants"] == variants and any(h != p for h, p in positions.items())
    for kind in ("views", "fogged-views", "fogged-events", "events", "orders", "deltas", "cards"):
        assert total[kind] > 0, (kind, total)


def test_the_checker_catches_an_area_out_of_sight():
    """The fog checks fail on a view that shows an army the receiver cannot see, and on an event
    that names where it is."""
    g = Game.new(players=6, seed=2, variants={"fog-of-war": True})
    sid = g.s.state_id
    checker = LeakChecker({sid: g.s.clone(), sid - 1: g.s.clone()})
    view = plain_copy(g.view("stark"))
    good = {"type": "update", "state_id": sid, "events": [], "view": view}
    checker.check_message("stark", good, sid)
    hidden = next(r for r in g.s.units if r not in view["visible"])
    leaks = [dict(good, view=dict(view, units={**view["units"], hidden: g.s.units[hidden]})),
             dict(good, events=[{"kind": "UnitsMoved", "data": {"house": "martell", "source": hidden,
                                                                 "dest": hidden, "units": ["footman"]}}])]
    for leak in leaks:
        try:
            checker.check_message("stark", leak, sid)
        except AssertionError:
            continue
        raise AssertionError("a fogged area went unnoticed")


def test_the_checker_catches_a_leak():
    """The same checks fail on a view that carries another seat's orders or the deck."""
    s = Session(Game.new(players=3, seed=1))
    g = s.game
    d = next(d for d in g.waiting_for() if d.seat == "lannister")
    g.act("lannister", RandomBot(1).propose(g.view("lannister"), d.to_wire()))
    sid = g.s.state_id
    checker = LeakChecker({sid: g.s.clone()})
    good = {"type": "update", "state_id": sid, "events": [], "view": plain_copy(g.view("stark"))}
    checker.check_message("stark", good, sid)
    f = next(f for f in g.s.stack if f["kind"] == "planning")
    leaky_views = [
        dict(good["view"], face_down_orders=dict(f["submitted"]["lannister"])),
        dict(good["view"], extra={"deck": list(g.s.westeros["I"])}),
    ]
    for view in leaky_views:
        try:
            checker.check_message("stark", dict(good, view=view), sid)
        except AssertionError:
            continue
        raise AssertionError("a leak went unnoticed")
    secret_event = {"kind": "OrdersPlacedSecret", "data": {"house": "lannister"}, "audience": ["lannister"]}
    try:
        checker.check_message("stark", dict(good, events=[secret_event]), sid)
    except AssertionError:
        return
    raise AssertionError("a leaked event went unnoticed")
