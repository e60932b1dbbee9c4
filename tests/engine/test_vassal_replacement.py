"""A player who leaves is replaced by a vassal of the same house, and a vassal can be taken by
a new player (docs/RULES.md, Vassals)."""
from __future__ import annotations

import pytest

from engine import commands as C
from engine.commands import command_to_wire
from engine.errors import IllegalCommand
from engine.game import Game
from engine.invariants import check_invariants
from engine.save import play_commands

VASSAL_CARDS = ["varys", "syrio-forel", "jaqen-h-ghar", "janos-slynt", "jon-connington",
                "beric-dondarrion", "bronn"]


def test_a_player_who_leaves_plays_on_as_a_vassal_decided_by_a_seat():
    g = Game.new(players=6, seed=4)
    assert g.s.vassals == []
    waiting = {d.house for d in g.waiting_for()}
    assert "stark" in waiting
    events = g.act(None, C.SetVassal("stark", True))
    assert [e.kind for e in events] == ["PlayerReplacedByVassal"]
    assert g.s.vassals == ["stark"] and "stark" not in g.seats()
    assert g.s.power["stark"] == 0 and sorted(g.s.hands["stark"]) == sorted(VASSAL_CARDS)
    assert not any(d.house == "stark" for d in g.waiting_for())  # a vassal's orders come last
    from engine.bots.random_bot import RandomBot
    while not any(d.house == "stark" for d in g.waiting_for()):
        d = g.waiting_for()[0]
        g.act(d.seat, RandomBot(1).propose(g.view(d.house), d.house_wire(), 6), house=d.house)
    d = next(d for d in g.waiting_for() if d.house == "stark")
    assert d.seat != "stark" and d.seat in g.seats()  # a seat answers for it
    assert d.options["vassal"] is True and d.options["count"] <= 2  # with the vassal tokens
    check_invariants(g)


def test_a_vassal_is_taken_back_by_a_new_player():
    g = Game.new(players=6, seed=4)
    g.act(None, C.SetVassal("greyjoy", True))
    g.act(None, C.SetVassal("greyjoy", False))
    assert g.s.vassals == [] and "greyjoy" in g.seats()
    assert sorted(g.s.hands["greyjoy"]) == sorted(g.rs.house_deck("greyjoy"))
    d = next(d for d in g.waiting_for() if d.house == "greyjoy")
    assert d.seat == "greyjoy" and "vassal" not in d.options
    check_invariants(g)


def test_targaryen_never_becomes_a_vassal_and_the_last_player_stays():
    g = Game.new(players=8, seed=1, ruleset="mother_of_dragons")
    with pytest.raises(IllegalCommand) as info:
        g.act(None, C.SetVassal("targaryen", True))
    assert info.value.key == "vassal-never"
    g = Game.new(players=3, seed=1, options={"vassals": True})
    seats = g.seats()
    g.act(None, C.SetVassal(seats[0], True))
    g.act(None, C.SetVassal(seats[1], True))
    before = g.digest()
    with pytest.raises(IllegalCommand) as info:
        g.act(None, C.SetVassal(seats[2], True))
    assert info.value.key == "vassal-last-seat" and g.digest() == before
    with pytest.raises(IllegalCommand) as info:
        g.act(None, C.SetVassal("tyrell", False) if "tyrell" not in g.s.vassals else C.SetVassal(seats[2], False))
    assert info.value.key == "vassal-not-a-vassal"


def test_a_ruleset_without_vassals_refuses():
    g = Game.new(players=5, seed=1, ruleset="first_edition")
    with pytest.raises(IllegalCommand) as info:
        g.act(None, C.SetVassal("stark", True))
    assert info.value.key == "vassal-not-offered"


def test_a_player_leaving_during_a_bid_bids_nothing_and_the_game_goes_on():
    from .helpers import position
    g = position(phase="westeros", round=2, wildling_threat=10,
                 westeros={"I": ["supply"] * 10, "II": ["clash-of-kings"] * 10, "III": ["sea-of-storms"] * 10})
    from engine.bots.random_bot import RandomBot
    for _ in range(30):
        if any(d.kind == "bid" for d in g.waiting_for()):
            break
        d = g.waiting_for()[0]
        g.act(d.seat, RandomBot(1).propose(g.view(d.seat), d.house_wire(), 6), house=d.house)
    assert any(d.kind == "bid" and d.house == "lannister" for d in g.waiting_for())
    g.act(None, C.SetVassal("lannister", True))
    assert not any(d.house == "lannister" for d in g.waiting_for())  # a vassal bids 0 unasked
    check_invariants(g)


def test_a_replacement_is_saved_and_replayed():
    g = Game.new(players=6, seed=4)
    record = [["baratheon", command_to_wire(C.SetVassal("baratheon", True))]]
    g.act(None, C.SetVassal("baratheon", True))
    again = Game.new(players=6, seed=4)
    play_commands(again, record)
    assert again.digest() == g.digest()


def test_a_game_where_players_leave_and_come_back_plays_to_the_end():
    from engine.bots.random_bot import RandomBot
    g = Game.new(players=6, seed=9)
    bots = {h: RandomBot(i) for i, h in enumerate(g.s.houses)}
    steps = 0
    while not g.finished and steps < 20000:
        steps += 1
        if steps == 40:
            g.act(None, C.SetVassal("stark", True))
        if steps == 400:
            g.act(None, C.SetVassal("martell", True))
        if steps == 900:
            g.act(None, C.SetVassal("stark", False))
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                assert attempt < 11
        check_invariants(g)
    assert g.finished and g.winner not in g.s.vassals


def test_a_commander_who_leaves_hands_its_vassals_to_a_seat_at_once():
    g = Game.new(players=4, seed=2, options={"vassals": True})
    first = g.waiting_for()[0].seat  # the claim: the first player takes its share
    d = g.waiting_for()[0]
    g.act(first, C.Choose(d.options["options"][-1]))
    from engine.bots.random_bot import RandomBot
    while any(d.options.get("prompt") == "claim-vassals" for d in g.waiting_for()):
        d = g.waiting_for()[0]
        g.act(d.seat, RandomBot(1).propose(g.view(d.house), d.house_wire(), 0), house=d.house)
    mine = [v for v, c in g.s.commanders.items() if c == first]
    assert mine
    g.act(None, C.SetVassal(first, True))  # the commander leaves
    assert not any(c == first for c in g.s.commanders.values())
    while not any(d.house in mine for d in g.waiting_for()):
        d = g.waiting_for()[0]
        g.act(d.seat, RandomBot(1).propose(g.view(d.house), d.house_wire(), 6), house=d.house)
    for d in g.waiting_for():
        assert d.seat in g.seats() and d.seat != first  # its former vassals are decided by a seat
    check_invariants(g)


def test_a_bid_placed_before_the_player_left_counts_as_zero():
    from .helpers import position
    from engine.bots.random_bot import RandomBot
    g = position(phase="westeros", round=2, wildling_threat=10, power={"stark": 5},
                 westeros={"I": ["supply"] * 10, "II": ["clash-of-kings"] * 10, "III": ["sea-of-storms"] * 10})
    for _ in range(30):
        if any(d.kind == "bid" and d.house == "stark" for d in g.waiting_for()):
            break
        d = g.waiting_for()[0]
        g.act(d.seat, RandomBot(1).propose(g.view(d.seat), d.house_wire(), 6), house=d.house)
    g.act("stark", C.Bid(3))
    g.act(None, C.SetVassal("stark", True))
    while any(d.kind == "bid" for d in g.waiting_for()):
        d = next(d for d in g.waiting_for() if d.kind == "bid")
        events = g.act(d.seat, C.Bid(0), house=d.house)
    revealed = next(e.data for e in events if e.kind == "BidsRevealed")
    assert revealed["bids"]["stark"] == 0 and g.s.power["stark"] == 0
    check_invariants(g)


def test_a_house_changes_hands_only_outside_a_combat():
    from .helpers import army, position
    units = {"harrenhal": army("lannister", "knight"), "riverrun": army("stark", "footman")}
    g = position(phase="march", units=units, turn="lannister", orders={"harrenhal": ["lannister", "march"]})
    g.act("lannister", C.ResolveMarch("harrenhal", (("riverrun", ("knight",)),), False))
    assert any(f["kind"] == "combat" for f in g.s.stack)
    before = g.digest()
    with pytest.raises(IllegalCommand) as info:
        g.act(None, C.SetVassal("stark", True))
    assert info.value.key == "vassal-during-combat" and g.digest() == before


def test_a_player_who_steps_away_gets_its_hand_discards_removed_cards_and_loans_back():
    """Nothing is lost while a house is a vassal: the player's hand, discards, cards removed
    from the game and Iron Bank loans are kept aside, and come back with the house; a loan is
    never given back to the bank by a temporary replacement."""
    g = Game.new(players=5, seed=3, ruleset="mother_of_dragons", options={"vassals": True, "iron_bank": True})
    house = "stark"
    s = g.s
    deck = list(g.rs.house_deck(house, s.options))
    s.hands[house], s.discards[house] = deck[:4], deck[4:6]
    s.removed_cards[house] = deck[6:]
    bank = s.iron_bank
    loan = bank["deck"].pop(0)
    bank["loans"][house] = [loan]
    g.state_changed()
    check_invariants(g)
    bank_deck = list(bank["deck"])
    kept = {"hand": deck[:4], "discards": deck[4:6], "removed": deck[6:]}
    g.act(None, C.SetVassal(house, True))
    assert sorted(s.hands[house]) == sorted(VASSAL_CARDS) and s.discards[house] == []
    assert house not in s.iron_bank["loans"] and s.iron_bank["deck"] == bank_deck  # no loan returned
    assert g.view("lannister")["iron_bank"]["interest"].get(house) is None  # a vassal owes nothing
    check_invariants(g)
    g.act(None, C.SetVassal(house, False))
    assert s.hands[house] == kept["hand"] and s.discards[house] == kept["discards"]
    assert s.removed_cards[house] == kept["removed"]
    assert s.iron_bank["loans"][house] == [loan] and s.iron_bank["deck"] == bank_deck
    assert g.view(house)["iron_bank"]["interest"][house] == 1  # its debt is back with its loan
    check_invariants(g)


def test_a_house_that_started_as_a_vassal_is_taken_with_its_whole_deck_in_hand():
    g = Game.new(players=3, seed=1, options={"vassals": True})
    vassal = g.s.vassals[0]
    g.act(None, C.SetVassal(vassal, False))
    assert sorted(g.s.hands[vassal]) == sorted(g.rs.house_deck(vassal, g.s.options))
    assert g.s.discards[vassal] == [] and vassal not in g.s.removed_cards
    check_invariants(g)
