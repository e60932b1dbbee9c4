"""A house's commander: a seat decides for its own house and the vassals it commands.

These tests make a house a vassal by hand (the state fields `vassals` and `commanders`), so
they check the concept alone: decisions, the gate, views, events, saves, the turn clock and
host bots follow the commanding seat, not the house (docs/ARCHITECTURE.md)."""
from __future__ import annotations

import itertools

import pytest

from engine import command_to_wire
from engine import commands as C
from engine.bots.random_bot import RandomBot
from engine.errors import IllegalCommand, Reason
from engine.game import Game
from engine.save import load_session, make_save
from engine.session import PROTOCOL_VERSION, Session


def commanded_game() -> Game:
    """A 6-player game in which nobody plays Tyrell and Martell and Stark commands both; the
    players have placed their orders, so the vassals' orders are awaited, both from Stark."""
    g = Game.new(players=6, seed=5)
    g.s.options["vassals"] = True  # as a game with vassals records it
    g.s.vassals = ["tyrell", "martell"]
    g.s.commanders = {"tyrell": "stark", "martell": "stark"}
    for vassal in g.s.vassals:  # as vassals hold them: the shared deck and no power
        g.s.hands[vassal], g.s.power[vassal] = list(g.rs.vassal_card_ids), 0
    g.state_changed()
    for d in list(g.waiting_for()):
        g.act(d.seat, some_orders(g, d.house), house=d.house)
    return g


def some_orders(g: Game, house: str) -> C.PlaceOrders:
    d = next(d for d in g.waiting_for() if d.house == house)
    return RandomBot(1).propose(g.view(house), d.house_wire())


def test_a_vassal_s_decision_goes_to_its_commander():
    g = commanded_game()
    pending = {d.house: d.seat for d in g.waiting_for()}
    assert pending == {"tyrell": "stark", "martell": "stark"}
    assert g.awaited_seats() == ["stark", "stark"]
    assert g.commander("tyrell") == "stark" and g.commander("lannister") == "lannister"
    assert g.houses_of("stark") == ["stark", "martell", "tyrell"] and g.houses_of("lannister") == ["lannister"]
    assert "tyrell" not in g.seats()


def test_without_vassals_a_decision_s_house_is_its_seat():
    g = Game.new(players=6, seed=5)
    assert all(d.house == d.seat for d in g.waiting_for())
    wire = g.waiting_for()[0].to_wire()
    assert wire["house"] == wire["seat"]
    assert "vassals" not in g.to_wire() and "commanders" not in g.to_wire()  # saves and digests as before
    assert "commanded" not in g.view("stark") and "vassals" not in g.view("stark")


def test_the_commander_names_the_house_it_answers_for():
    g = commanded_game()
    cmd = some_orders(g, "tyrell")
    before = g.digest()
    with pytest.raises(IllegalCommand) as info:  # stark owes orders for two vassals
        g.act("stark", cmd)
    assert info.value.key == "house-not-named" and info.value.reason == Reason.NOT_AWAITED
    with pytest.raises(IllegalCommand) as info:  # a vassal has no seat of its own
        g.act("tyrell", cmd)
    assert info.value.key == "seat-not-awaited"
    with pytest.raises(IllegalCommand) as info:  # nor does stark decide for a house it does not command
        g.act("stark", cmd, house="lannister")
    assert info.value.key == "house-not-commanded"
    assert g.digest() == before
    g.act("stark", cmd, house="tyrell")
    assert g.acted_for == "tyrell"
    assert {d.house for d in g.waiting_for() if d.seat == "stark"} == {"martell"}
    g.act("stark", some_orders(g, "martell"))  # one house left: the house may be left out
    assert g.acted_for == "martell"


def test_the_commander_sees_its_vassal_s_secrets_and_no_one_else_does():
    g = commanded_game()
    cmd = some_orders(g, "tyrell")
    events = g.act("stark", cmd, house="tyrell")
    secret = next(e for e in events if e.kind == "OrdersPlacedSecret")
    assert set(secret.audience) == {"stark"}  # the commander's: no person plays Tyrell
    assert secret.visible_to("stark") and not secret.visible_to("lannister")
    stark = g.view("stark")
    assert stark["commanded"]["tyrell"]["my_orders"] == dict(cmd.orders)
    assert "my_orders" not in stark["commanded"]["martell"]
    assert stark["commanders"] == {"tyrell": "stark", "martell": "stark"}
    for other in ("lannister", None):
        view = g.view(other)
        assert "commanded" not in view and view.get("my_orders") != dict(cmd.orders)
    # once Lannister commands Tyrell, Stark sees nothing of it and Lannister does
    g.s.commanders = {"tyrell": "lannister", "martell": "stark"}
    g.state_changed()
    assert "tyrell" not in g.view("stark")["commanded"]
    assert g.view("lannister")["commanded"]["tyrell"]["my_orders"] == dict(cmd.orders)


def test_a_vassal_with_no_commander_still_has_an_owner():
    g = commanded_game()
    g.s.commanders = {}
    g.state_changed()
    first = next(h for h in g.s.tracks["iron_throne"] if h not in ("tyrell", "martell"))
    assert {d.seat for d in g.waiting_for()} == {first}


def clocked_session() -> tuple[Session, list[float]]:
    now = [1000.0]
    n = itertools.count()
    s = Session(commanded_game(), "gc", "Clock", token_factory=lambda: f"tok{next(n)}", turn_clock=30,
                now=lambda: now[0])
    for house in s.seats:
        if house != "stark":
            s.set_holder(house, "bot")
    return s, now


def _join_stark(s: Session) -> None:
    s.connect("a")
    s.handle("a", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                   "name": "Ann", "seat": "stark"})


def test_the_session_seats_only_players_and_a_command_names_its_house():
    s, _ = clocked_session()
    assert "tyrell" not in s.seats and "martell" not in s.seats
    _join_stark(s)
    sid = s.game.s.state_id
    out = s.handle("a", {"type": "command", "state_id": sid,
                         "command": command_to_wire(some_orders(s.game, "tyrell"))})
    assert out[0].message["key"] == "house-not-named"
    s.handle("a", {"type": "command", "state_id": sid, "house": "tyrell",
                   "command": command_to_wire(some_orders(s.game, "tyrell"))})
    assert s.game.s.state_id == sid + 1 and s.commands[-1][0] == "tyrell"


def test_the_turn_clock_answers_a_vassal_s_decision_for_its_commander_and_the_save_replays():
    s, now = clocked_session()
    _join_stark(s)
    assert set(s.clock_left()) == {"stark"}  # one clock for the seat, whatever house it decides for
    answered = set()
    for _ in range(2):
        now[0] += 31
        s.run_clock()
        answered.add(s.commands[-1][0])
    assert answered == {"tyrell", "martell"}
    restored = load_session(make_save(s))
    assert restored.game.digest() == s.game.digest()


def _hello(s: Session, client: str, seat: str | None, name: str) -> None:
    s.connect(client)
    token = s.seats[seat].token if seat else None
    s.handle(client, {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": s.game.s.ruleset,
                      "name": name, "seat": seat, "token": token})


def test_secrets_follow_the_commander_not_the_player_whose_house_is_a_vassal():
    """Greyjoy's player is replaced by a vassal just before its march; nobody has claimed it, so
    the first player in Iron Throne order decides for it. That seat, and no other, sees the
    vassal cards drawn for Greyjoy's battle and the card chosen; Greyjoy's player, back while
    its house is still a vassal, sees what a spectator sees."""
    from engine.positions import build_position

    g = build_position({"players": 4, "options": {"vassals": True}, "phase": "march",
                        "units": {"harrenhal": {"house": "greyjoy", "units": ["knight", "knight"], "routed": []},
                                  "riverrun": {"house": "lannister", "units": ["footman"], "routed": []}},
                        "orders": {"harrenhal": ["greyjoy", "march"]}, "turn": "greyjoy", "commanders": {}})
    s = Session(g, "gs", "Secrets", token_factory=lambda: secrets_token())
    s.set_vassal("greyjoy", True)
    fallback = g.commander("greyjoy")
    assert "greyjoy" not in g.s.commanders and fallback in g.seats()
    _hello(s, "ann", "greyjoy", "Ann")  # back while the house is a vassal
    _hello(s, "cmd", fallback, "Cid")
    seen: dict[str, list[dict]] = {"ann": [], "cmd": []}
    for o in s.submit(fallback, command_to_wire(C.ResolveMarch("harrenhal", (("riverrun", ("knight", "knight")),),
                                                                False)), g.s.state_id, for_house="greyjoy"):
        if o.to in seen:
            seen[o.to].append(o.message)
    for _ in range(20):
        d = next((d for d in g.waiting_for() if d.kind == "house-card" and d.house == "greyjoy"), None)
        if d is not None:
            break
        d = g.waiting_for()[0]
        answer = (C.DeclareSupport(tuple((r, "none") for r in d.options["regions"])) if d.kind == "support"
                  else C.ChooseHouseCard(d.options["hand"][0]))
        for o in s.submit(d.seat, command_to_wire(answer), g.s.state_id, for_house=d.house):
            if o.to in seen:
                seen[o.to].append(o.message)
    assert d is not None and d.seat == fallback
    drawn = d.options["hand"]
    for o in s.submit(fallback, command_to_wire(C.ChooseHouseCard(drawn[0])), g.s.state_id, for_house="greyjoy"):
        if o.to in seen:
            seen[o.to].append(o.message)
    commander_events = [e for m in seen["cmd"] for e in m.get("events", [])]
    assert any(e["kind"] == "VassalCardsDrawnSecret" for e in commander_events)
    views = [m["view"] for m in seen["cmd"] if "view" in m]
    assert any(v.get("commanded", {}).get("greyjoy", {}).get("vassal_hand") == drawn for v in views)
    player_views = [m["view"] for m in seen["ann"] if "view" in m]
    assert player_views
    for m in seen["ann"]:
        assert all("audience" not in e for e in m.get("events", [])), m.get("events")
    for v in player_views:
        assert "vassal_hand" not in str(v) and "my_card" not in str(v) and "commanded" not in v
        assert v["seat"] == "greyjoy" and v["decisions"] == []
    snapshot = s._snapshot("greyjoy")  # what Ann reads on a rejoin: the log too
    assert all(e.get("audience") is None for e in snapshot["log"])
    assert "vassal_hand" not in str(snapshot["view"]) and "my_card" not in str(snapshot["view"])


_tokens = itertools.count()


def secrets_token() -> str:
    return f"tok{next(_tokens)}"
