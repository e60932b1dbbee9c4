"""The community setups' rules (docs/RULES.md, Variants, Setups): areas out of play, houses the
table chooses, vassals in a setup, and every setup playing to the end, deterministic per seed."""
from __future__ import annotations

import pytest

from engine import board as B
from engine.game import Game
from engine.ruleset import load_ruleset
from engine.selfplay import main as selfplay_main
from engine.selfplay import play_game

# each setup with the house counts it is played at, without and with vassals
SETUPS = {"struggle_in_the_north": (4, 5), "rumble_in_the_south": (4,), "race_to_kings_landing": (5,),
          "no_kraken_for_dinner": (5,), "teach_the_game": (2,), "a_dance_with_mother_of_dragons": (8,)}
WITH_VASSALS = {"struggle_in_the_north": 3, "rumble_in_the_south": 3, "race_to_kings_landing": 4,
                "no_kraken_for_dinner": 3, "teach_the_game": 2}


def test_blocked_areas_are_impassable_and_count_for_nobody():
    g = Game.new(players=4, seed=1, ruleset="struggle_in_the_north")
    rs, s = g.rs, g.s
    assert "storms-end" in s.blocked and rs.adjacent("kingswood", "storms-end")
    assert "storms-end" not in B.land_destinations(rs, s, "baratheon", "kingswood")
    s.units["east-summer-sea"] = {"house": "baratheon", "units": ["ship"], "routed": []}
    assert "sea-of-dorne" in s.blocked and rs.adjacent("east-summer-sea", "sea-of-dorne")
    assert "sea-of-dorne" not in B.ship_destinations(rs, s, "baratheon", "east-summer-sea")
    del s.units["east-summer-sea"]
    # a blocked area's castle counts for nobody, even under a power token of a house
    s.tokens["highgarden"] = "lannister"
    assert B.castle_counts(rs, s).get("lannister") == g.view(None)["castles"]["lannister"] == 1
    r = Game.new(players=5, seed=1, ruleset="race_to_kings_landing")
    assert "dragonstone" in r.s.blocked and "baratheon" not in r.s.houses
    assert "dragonstone" not in r.view(None)["control"] or r.view(None)["control"]["dragonstone"] is None


def test_an_absent_houses_open_areas_are_empty_and_unguarded():
    g = Game.new(players=5, seed=1, ruleset="race_to_kings_landing")  # Baratheon absent, Storm's End open
    s = g.s
    assert "storms-end" not in set(s.blocked) | set(s.units) | set(s.garrisons) | set(s.neutral) | set(s.tokens)
    assert "storms-end" in B.land_destinations(g.rs, s, "martell", "the-boneway")
    assert s.tracks["iron_throne"][:2] == ["stark", "lannister"]  # Stark holds the Iron Throne
    t = Game.new(players=2, seed=1, ruleset="teach_the_game", seated=["lannister", "tyrell"])
    assert "winterfell" not in set(t.s.units) | set(t.s.garrisons) and t.view(None)["control"].get("winterfell") is None
    assert t.s.garrisons == {"lannisport": 2, "highgarden": 2}


def test_teach_the_game_seats_the_houses_the_table_chose_and_refuses_others():
    assert Game.new(players=2, seed=1, ruleset="teach_the_game").s.houses == ["stark", "lannister"]
    assert Game.new(players=2, seed=1, ruleset="teach_the_game", seated=["martell", "greyjoy"]).s.houses \
        == ["greyjoy", "martell"]
    for wrong in (["stark"], ["stark", "stark"], ["stark", "arryn"], ["stark", "lannister", "tyrell"]):
        with pytest.raises(ValueError):
            Game.new(players=2, seed=1, ruleset="teach_the_game", seated=wrong)


@pytest.mark.parametrize("ruleset", sorted(WITH_VASSALS))
def test_vassals_in_a_setup_start_from_their_cards_outside_blocked_areas(ruleset):
    rs = load_ruleset(ruleset)
    people = WITH_VASSALS[ruleset]
    g = Game.new(players=people, seed=3, ruleset=ruleset, options={"vassals": True})
    s = g.s
    assert len(g.seats()) == people and len(s.vassals) == rs.vassal_rules["houses_of"] - people
    for v in s.vassals:
        assert s.supply[v] == 4 and s.power[v] == 0
        assert {r for r, a in s.units.items() if a["house"] == v} == set(rs.vassal_rules["starting_units"][v])
    assert not set(s.blocked) & set(s.units)


@pytest.mark.parametrize("ruleset", sorted(SETUPS))
def test_each_setup_plays_to_the_end_with_its_invariants_deterministically(ruleset):
    for players in SETUPS[ruleset]:
        line = play_game(players, 70 + players, check=True, ruleset=ruleset)
        assert line["winner"] and line["rounds"] <= load_ruleset(ruleset).rounds
        assert line == play_game(players, 70 + players, ruleset=ruleset)
    easy = play_game(max(SETUPS[ruleset]), 5, levels=["easy"] * max(SETUPS[ruleset]), ruleset=ruleset)
    assert easy["winner"] in easy["bots"]


@pytest.mark.parametrize("ruleset", sorted(WITH_VASSALS))
def test_each_setup_plays_to_the_end_with_vassals(ruleset):
    line = play_game(WITH_VASSALS[ruleset], 8, check=True, ruleset=ruleset, options={"vassals": True})
    assert line["winner"] and line["vassals"]


def test_selfplay_command_line_plays_a_setup_with_the_houses_chosen(capsys):
    assert selfplay_main(["--ruleset", "teach_the_game", "--houses", "tyrell,stark", "--games", "2",
                          "--seed", "4", "--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and all('"houses": ["stark", "tyrell"]' in line for line in out)


@pytest.mark.parametrize("ruleset, players, seated, options", [
    ("teach_the_game", 2, ["greyjoy", "martell"], {}),
    ("teach_the_game", 2, ["stark", "tyrell"], {"vassals": True}),
    ("a_dance_with_mother_of_dragons", 8, None, {}),
    ("rumble_in_the_south", 4, None, {}),
])
def test_a_setups_game_is_saved_loaded_and_replayed(ruleset, players, seated, options):
    import json

    from engine.bots.random_bot import RandomBot
    from engine.commands import command_to_wire
    from engine.errors import IllegalCommand
    from engine.replay import Replay
    from engine.save import load_session, make_save
    from engine.session import Session

    g = Game.new(players, seed=6, ruleset=ruleset, seated=seated, options=options)
    session = Session(g, "setup", "A setup")
    bots = {h: RandomBot(i) for i, h in enumerate(g.seats())}
    for _ in range(120):
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                session.submit(d.seat, command_to_wire(bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt)),
                               g.s.state_id, for_house=d.house)
                break
            except IllegalCommand:
                continue
    data = json.loads(json.dumps(make_save(session)))
    loaded = load_session(data)  # the initial state and the snapshot pass the loaded-state checks
    assert loaded.game.digest() == g.digest() and loaded.game.s.houses == g.s.houses
    assert Replay.from_save(data).final_digest == g.digest()


def test_a_loaded_teach_the_game_must_seat_two_houses_it_chooses_from():
    from engine.invariants import InvariantError, check_loaded_state

    g = Game.new(2, seed=1, ruleset="teach_the_game", seated=["lannister", "martell"])
    check_loaded_state(g)
    for houses in (["martell", "lannister"], ["lannister", "lannister"], ["lannister"]):
        bad = Game.new(2, seed=1, ruleset="teach_the_game", seated=["lannister", "martell"])
        bad.s.houses = houses
        with pytest.raises(InvariantError):
            check_loaded_state(bad)
