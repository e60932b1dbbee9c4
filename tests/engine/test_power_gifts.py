"""Power-token gifts between players (option `power_token_trading`; docs/RULES.md, Power-token
gifts)."""
from __future__ import annotations

import pytest

from engine import commands as C
from engine.commands import command_from_wire, command_to_wire
from engine.errors import IllegalCommand
from engine.game import Game
from engine.save import play_commands

from .helpers import army, position

GIFTS = {"power_token_trading": True}


def refused_key(g: Game, seat: str, cmd) -> str:
    before = g.digest()
    with pytest.raises(IllegalCommand) as info:
        g.act(seat, cmd)
    assert g.digest() == before
    return info.value.key


def test_a_player_gives_power_tokens_to_another_out_of_turn():
    g = Game.new(players=6, seed=1, options=GIFTS)
    assert g.s.options["power_token_trading"] is True
    waiting = {d.seat for d in g.waiting_for()}
    before = dict(g.s.power)
    events = g.act("stark", C.GivePower("lannister", 2))
    assert g.s.power["stark"] == before["stark"] - 2 and g.s.power["lannister"] == before["lannister"] + 2
    assert [e.data for e in events if e.kind == "PowerGiven"] == [{"house": "stark", "to": "lannister", "amount": 2}]
    assert {d.seat for d in g.waiting_for()} == waiting  # the game still waits for the same decisions
    assert g.view("stark")["can_give_power"] is True


def test_gifts_need_the_option():
    g = Game.new(players=6, seed=1)
    assert refused_key(g, "stark", C.GivePower("lannister", 1)) == "power-gift-off"
    assert "can_give_power" not in g.view("stark")


def test_a_gift_must_be_within_the_giver_s_power_and_the_receiver_s_pool():
    g = Game.new(players=6, seed=1, options=GIFTS)
    have = g.s.power["stark"]
    assert refused_key(g, "stark", C.GivePower("lannister", have + 1)) == "power-gift-amount"
    assert refused_key(g, "stark", C.GivePower("lannister", 0)) == "power-gift-amount"
    assert refused_key(g, "stark", C.GivePower("stark", 1)) == "power-gift-recipient"
    assert refused_key(g, "stark", C.GivePower("nobody", 1)) == "power-gift-recipient"
    g.s.power["lannister"] = g.rs.max_power - sum(1 for h in g.s.tokens.values() if h == "lannister")
    g.state_changed()
    assert refused_key(g, "stark", C.GivePower("lannister", 1)) == "power-gift-room"


def test_vassals_neither_give_nor_receive():
    g = Game.new(players=4, seed=2, options={"vassals": True, **GIFTS})
    assert refused_key(g, "stark", C.GivePower("tyrell", 1)) == "power-gift-vassal"
    with pytest.raises(IllegalCommand):
        g.act("stark", C.GivePower("lannister", 1), house="tyrell")


def test_in_a_combat_gifts_only_while_support_is_declared():
    units = {"harrenhal": army("lannister", "knight"), "riverrun": army("stark", "footman"),
             "stoney-sept": army("baratheon", "footman")}
    g = position(phase="march", units=units, turn="lannister", options=GIFTS, power={"baratheon": 3},
                 orders={"harrenhal": ["lannister", "march"], "stoney-sept": ["baratheon", "support-1"]})
    g.act("lannister", C.ResolveMarch("harrenhal", (("riverrun", ("knight",)),), False))
    assert any(d.kind == "support" for d in g.waiting_for())
    g.act("lannister", C.GivePower("baratheon", 1))  # a bribe for support: allowed now
    g.act("baratheon", C.DeclareSupport((("stoney-sept", "attacker"),)))
    assert any(d.kind == "house-card" for d in g.waiting_for())
    assert refused_key(g, "lannister", C.GivePower("baratheon", 1)) == "power-gift-in-combat"
    assert g.view("lannister")["can_give_power"] is False


def test_no_gifts_while_bids_are_open():
    g = position(phase="westeros", round=2, options=GIFTS, wildling_threat=10,
                 westeros={"I": ["supply"] * 10, "II": ["clash-of-kings"] * 10, "III": ["sea-of-storms"] * 10})
    for _ in range(30):
        if any(d.kind == "bid" for d in g.waiting_for()):
            break
        d = g.waiting_for()[0]
        from engine.bots.random_bot import RandomBot
        g.act(d.seat, RandomBot(1).propose(g.view(d.seat), d.house_wire(), 6), house=d.house)
    assert any(d.kind == "bid" for d in g.waiting_for())
    assert refused_key(g, "stark", C.GivePower("lannister", 1)) == "power-gift-while-bidding"


def test_a_gift_travels_on_the_wire_and_replays_from_a_save():
    g = Game.new(players=6, seed=1, options=GIFTS)
    wire = command_to_wire(C.GivePower("greyjoy", 1))
    assert wire == {"type": "GivePower", "to": "greyjoy", "amount": 1}
    g.act("martell", command_from_wire(wire))
    again = Game.new(players=6, seed=1, options=GIFTS)
    play_commands(again, [["martell", wire]])
    assert again.digest() == g.digest()


def test_a_seat_owing_an_answer_gives_nothing_until_it_answers():
    from engine.bots.random_bot import RandomBot
    g = Game.new(players=6, seed=1, options=GIFTS)
    while not any(d.kind == "raven" for d in g.waiting_for()):
        d = g.waiting_for()[0]
        g.act(d.seat, RandomBot(1).propose(g.view(d.house), d.house_wire(), 6), house=d.house)
    holder = next(d.seat for d in g.waiting_for() if d.kind == "raven")
    other = next(h for h in g.s.houses if h != holder)
    assert refused_key(g, holder, C.GivePower(other, 1)) == "power-gift-owing"
    assert g.view(holder)["can_give_power"] is False
    g.act(other, C.GivePower(holder, 1))  # a seat owing nothing may give meanwhile
