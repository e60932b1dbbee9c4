"""Property: a refused command changes nothing.

Random bots play games to many positions; at each sampled position malformed
and illegal commands (wrong seat, wrong command type, stale state id, fields of
the wrong shape, impossible values, wire garbage) are thrown at the game. Every
one must raise IllegalCommand with the expected reason and leave the digest and
the awaited decisions unchanged.
"""
from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import commands as C
from engine.bots.random_bot import RandomBot
from engine.commands import command_from_wire, command_to_wire
from engine.errors import IllegalCommand, Reason
from engine.game import Game

ALL_TYPES = [t for t in C.COMMAND_TYPES if t not in C.OUT_OF_TURN]  # the types answering decisions
SAMPLE = {  # one instance of each command type (used where the type itself is wrong)
    "PlaceOrders": C.PlaceOrders(()), "UseRaven": C.UseRaven("none"), "ResolveRaid": C.ResolveRaid("x"),
    "ResolveMarch": C.ResolveMarch("x"), "DeclareSupport": C.DeclareSupport(()),
    "ChooseHouseCard": C.ChooseHouseCard("x"), "Bid": C.Bid(0), "Choose": C.Choose("x"),
    "SelectUnits": C.SelectUnits(()), "Retreat": C.Retreat("x"), "Muster": C.Muster(()),
    "OrderHouses": C.OrderHouses(()),
}
NOWHERE = "no-such-area"


def bogus_values(name: str, g: Game, seat: str) -> list[Any]:
    """Well-shaped commands of type `name` that can never be legal."""
    power = g.s.power.get(seat, 0)
    return {
        "PlaceOrders": [C.PlaceOrders(((NOWHERE, "march"),)), C.PlaceOrders((("winterfell", "no-such-order"),))],
        "UseRaven": [C.UseRaven("fly"), C.UseRaven("replace", NOWHERE, "march")],
        "ResolveRaid": [C.ResolveRaid(NOWHERE), C.ResolveRaid(NOWHERE, "winterfell")],
        "ResolveMarch": [C.ResolveMarch(NOWHERE), C.ResolveMarch(NOWHERE, (("winterfell", ("footman",)),), True)],
        "DeclareSupport": [C.DeclareSupport(((NOWHERE, "attacker"),))],
        "ChooseHouseCard": [C.ChooseHouseCard("no-such-card"), C.ChooseHouseCard("")],
        "Bid": [C.Bid(-1), C.Bid(power + 1), C.Bid(10 ** 9)],
        "Choose": [C.Choose("no-such-option"), C.Choose(None), C.Choose(("keep", ("bury",))), C.Choose(-7)],
        "SelectUnits": [C.SelectUnits(((NOWHERE, "footman"),)), C.SelectUnits((("winterfell", "dragon"),) * 30)],
        "Retreat": [C.Retreat(NOWHERE), C.Retreat("")],
        "Muster": [C.Muster(((NOWHERE, "footman", NOWHERE),)), C.Muster((("winterfell", "upgrade:dragon", "winterfell"),))],
        "OrderHouses": [C.OrderHouses(("nobody",)), C.OrderHouses(())],
    }[name]


def misshapen(name: str) -> list[Any]:
    """Command objects of type `name` whose fields have the wrong shape."""
    return {
        "PlaceOrders": [C.PlaceOrders("ab"), C.PlaceOrders(((1, 2),)), C.PlaceOrders((("a",),))],
        "UseRaven": [C.UseRaven(None), C.UseRaven(3)],
        "ResolveRaid": [C.ResolveRaid(None), C.ResolveRaid("a", 5)],
        "ResolveMarch": [C.ResolveMarch(5), C.ResolveMarch("a", "abc"), C.ResolveMarch("a", (), "yes")],
        "DeclareSupport": [C.DeclareSupport((("a",),)), C.DeclareSupport("ab")],
        "ChooseHouseCard": [C.ChooseHouseCard(["x"]), C.ChooseHouseCard(7)],
        "Bid": [C.Bid("3"), C.Bid(True), C.Bid(None), C.Bid(1.5)],
        "Choose": [C.Choose({"a": 1}), C.Choose(1.5), C.Choose(object())],
        "SelectUnits": [C.SelectUnits(((1,),)), C.SelectUnits("ab")],
        "Retreat": [C.Retreat(None), C.Retreat(("a",))],
        "Muster": [C.Muster(((1, 2),)), C.Muster((("a", "b"),))],
        "OrderHouses": [C.OrderHouses("abc"), C.OrderHouses((1, 2))],
    }[name]


def wire_garbage(name: str, rnd: random.Random) -> list[Any]:
    """Wire data that the decoder must refuse."""
    deep: Any = "x"
    for _ in range(12):
        deep = [deep]
    never = [1.5, {"a": 1}, deep, [1.5], [{"x": 1}], float("inf")]  # wrong in every field
    out: list[Any] = [None, [], "PlaceOrders", 3, {"type": "Bogus"}, {"type": None}, {"no": "type"},
                      {"type": name, "extra_field": 1}, {"type": name, 7: 1}]
    sample = command_to_wire(SAMPLE[name])
    for f in [f for f in sample if f != "type"]:
        data = dict(sample)
        # None, True and [["a"]] fit no declared field but "choice" (any value) or a boolean
        data[f] = rnd.choice(never + ([None, True, [["a"]]] if f not in ("choice", "leave_power_token") else []))
        out.append(data)
        if f not in ("region", "token", "target", "moves", "leave_power_token"):
            data = dict(sample)
            del data[f]  # a required field missing
            out.append(data)
    return out


def expect_refused(g: Game, seat: Any, cmd: Any, reason: Reason | None, state_id: int | None = None) -> None:
    digest, waiting, sid = g.digest(), g.waiting_for(), g.s.state_id
    with pytest.raises(IllegalCommand) as info:
        g.act(seat, cmd, state_id)
    if reason is not None:
        assert info.value.reason == reason, (seat, cmd, info.value)
    assert g.digest() == digest, (seat, cmd)
    assert g.waiting_for() == waiting and g.s.state_id == sid


def throw_junk(g: Game, bots: dict[str, RandomBot], rnd: random.Random) -> None:
    pending = g.waiting_for()
    awaited = {d.seat for d in pending}
    expected = {d.command for d in pending}
    d = rnd.choice(pending)
    proposal = bots[d.seat].propose(g.view(d.seat), d.to_wire(), 0)

    # a seat that is not awaited (a house or not even a house)
    others = [h for h in g.s.houses if h not in awaited] + ["", "nobody", d.seat.upper(), None]
    expect_refused(g, rnd.choice(others), proposal, Reason.NOT_AWAITED)

    # a command type nobody is waiting for
    wrong = [t for t in ALL_TYPES if t not in expected]
    expect_refused(g, d.seat, SAMPLE[rnd.choice(wrong)], Reason.WRONG_COMMAND)
    # a type someone else waits for, but not this seat
    mine = {x.command for x in pending if x.seat == d.seat}
    if expected - mine:
        expect_refused(g, d.seat, SAMPLE[rnd.choice(sorted(expected - mine))], Reason.WRONG_COMMAND)

    # a gift (answering no decision) in a game without gifts, or misshapen
    expect_refused(g, d.seat, C.GivePower(rnd.choice(g.s.houses), 1), Reason.ILLEGAL)
    expect_refused(g, d.seat, C.GivePower(rnd.choice(g.s.houses), "1"), Reason.MALFORMED)

    # a stale state id, even with a command that may be legal
    sid = g.s.state_id
    expect_refused(g, d.seat, proposal, Reason.STALE_STATE, rnd.choice([sid - 1, sid + 1, sid + 1000, -5]))

    # fields of the wrong shape, and well-shaped commands that can never be legal
    expect_refused(g, d.seat, rnd.choice(misshapen(d.command)), Reason.MALFORMED)
    for cmd in bogus_values(d.command, g, d.seat):
        expect_refused(g, d.seat, cmd, Reason.ILLEGAL)

    # garbage through the wire decoder never reaches the game
    digest = g.digest()
    for data in wire_garbage(d.command, rnd):
        with pytest.raises(IllegalCommand) as info:
            command_from_wire(data)
        assert info.value.reason == Reason.MALFORMED, data
    # bogus values that do decode are refused by the game
    for cmd in bogus_values(d.command, g, d.seat):
        decoded = command_from_wire(command_to_wire(cmd))
        expect_refused(g, d.seat, decoded, Reason.ILLEGAL)
    assert g.digest() == digest


def play(players: int, seed: int, steps: int, junk_every: float, junk_seed: int) -> Game:
    g = Game.new(players=players, seed=seed)
    bots = {h: RandomBot(seed * 31 + i) for i, h in enumerate(g.s.houses)}
    rnd = random.Random(junk_seed)
    for _ in range(steps):
        if g.finished:
            break
        if rnd.random() < junk_every:
            throw_junk(g, bots, rnd)
        d = g.waiting_for()[0]
        for attempt in range(12):
            cmd = bots[d.seat].propose(g.view(d.seat), d.to_wire(), attempt)
            try:
                g.act(d.seat, cmd)
                break
            except IllegalCommand:
                assert attempt < 11
    return g


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.sampled_from([3, 4, 5, 6]), seed=st.integers(0, 2 ** 20), steps=st.integers(1, 400),
       junk_seed=st.integers(0, 2 ** 32))
def test_illegal_commands_change_nothing(players, seed, steps, junk_seed):
    play(players, seed, steps, 0.12, junk_seed)


def test_finished_game_refuses_everything():
    g = play(3, 11, 100000, 0.0, 0)
    assert g.finished
    digest = g.digest()
    for name, cmd in SAMPLE.items():
        for seat in g.s.houses + ["nobody"]:
            with pytest.raises(IllegalCommand) as info:
                g.act(seat, cmd)
            assert info.value.reason == Reason.GAME_OVER
    assert g.digest() == digest


JSON = st.recursive(st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
                    max_leaves=12)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(tag=st.sampled_from(ALL_TYPES + ["Bogus", ""]), body=st.dictionaries(st.text(max_size=12), JSON, max_size=4))
def test_decoder_refuses_or_builds_a_well_shaped_command(tag, body):
    data = dict(body, type=tag)
    try:
        cmd = command_from_wire(data)
    except IllegalCommand as exc:
        assert exc.reason == Reason.MALFORMED
        return
    C.check_command(cmd)  # whatever decodes has the declared shapes
    assert command_from_wire(command_to_wire(cmd)) == cmd
