"""Setting up a new game for 3 to 6 players."""
from __future__ import annotations

from collections import Counter

import pytest

from engine import board as B
from engine.game import Game

ALL = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"]
HOUSES = {3: ALL[:3], 4: ALL[:4], 5: ALL[:5], 6: ALL}

STARTING_UNITS = {
    "stark": {"winterfell": ["footman", "knight"], "white-harbor": ["footman"], "the-shivering-sea": ["ship"]},
    "lannister": {"lannisport": ["footman", "knight"], "port-of-lannisport": ["ship"],
                  "the-golden-sound": ["ship"], "stoney-sept": ["footman"]},
    "baratheon": {"dragonstone": ["footman", "knight"], "shipbreaker-bay": ["ship", "ship"],
                  "kingswood": ["footman"]},
    "greyjoy": {"pyke": ["footman", "knight"], "port-of-pyke": ["ship"], "ironmans-bay": ["ship"],
                "greywater-watch": ["footman"]},
    "tyrell": {"highgarden": ["footman", "knight"], "redwyne-straits": ["ship"], "dornish-marches": ["footman"]},
    "martell": {"sea-of-dorne": ["ship"], "sunspear": ["footman", "knight"], "salt-shore": ["footman"]},
}

NEUTRAL = {
    3: {"kings-landing": 5, "the-eyrie": 6},
    4: {"dornish-marches": 3, "kings-landing": 5, "oldtown": 3, "princes-pass": 3, "salt-shore": 3,
        "starfall": 3, "storms-end": 4, "sunspear": 5, "the-boneway": 3, "the-eyrie": 6,
        "three-towers": 3, "yronwood": 3},
    5: {"kings-landing": 5, "princes-pass": 3, "salt-shore": 3, "starfall": 3, "sunspear": 5,
        "the-boneway": 3, "the-eyrie": 6, "three-towers": 3, "yronwood": 3},
    6: {"kings-landing": 5, "the-eyrie": 6},
}

BLOCKED_3P = ["dornish-marches", "highgarden", "oldtown", "port-of-oldtown", "port-of-pyke",
              "port-of-storms-end", "port-of-sunspear", "princes-pass", "pyke", "salt-shore",
              "starfall", "storms-end", "sunspear", "the-boneway", "three-towers", "yronwood"]

TRACKS = {
    3: {"iron_throne": ["baratheon", "lannister", "stark"], "fiefdoms": ["stark", "baratheon", "lannister"],
        "kings_court": ["lannister", "stark", "baratheon"]},
    4: {"iron_throne": ["baratheon", "lannister", "stark", "greyjoy"],
        "fiefdoms": ["greyjoy", "stark", "baratheon", "lannister"],
        "kings_court": ["lannister", "stark", "baratheon", "greyjoy"]},
    5: {"iron_throne": ["baratheon", "lannister", "stark", "greyjoy", "tyrell"],
        "fiefdoms": ["greyjoy", "tyrell", "stark", "baratheon", "lannister"],
        "kings_court": ["lannister", "stark", "baratheon", "tyrell", "greyjoy"]},
    6: {"iron_throne": ["baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell"],
        "fiefdoms": ["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"],
        "kings_court": ["lannister", "stark", "martell", "baratheon", "tyrell", "greyjoy"]},
}

HOMES = {"stark": "winterfell", "lannister": "lannisport", "baratheon": "dragonstone",
         "greyjoy": "pyke", "tyrell": "highgarden", "martell": "sunspear"}

WESTEROS = {
    "I": Counter({"supply": 3, "mustering": 3, "a-throne-of-blades": 2, "winter-is-coming": 1,
                  "last-days-of-summer": 1}),
    "II": Counter({"game-of-thrones": 3, "clash-of-kings": 3, "dark-wings-dark-words": 2,
                   "winter-is-coming": 1, "last-days-of-summer": 1}),
    "III": Counter({"wildlings-attack": 3, "put-to-the-sword": 2, "storm-of-swords": 1, "rains-of-autumn": 1,
                    "sea-of-storms": 1, "web-of-lies": 1, "feast-for-crows": 1}),
}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_houses_in_play(players):
    g = Game.new(players=players, seed=1)
    assert g.s.houses == HOUSES[players]


@pytest.mark.parametrize("players", [1, 2, 7])
def test_unsupported_player_counts_are_refused(players):
    with pytest.raises(ValueError):
        Game.new(players=players, seed=1)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_neutral_force_tokens(players):
    g = Game.new(players=players, seed=1)
    assert g.s.neutral == NEUTRAL[players]


def test_three_players_block_the_south():
    g = Game.new(players=3, seed=1)
    assert sorted(g.s.blocked) == BLOCKED_3P
    assert not any(r in g.s.units for r in BLOCKED_3P)
    # blocked areas belong to nobody and count for nothing
    for house in g.s.houses:
        assert not set(B.controlled_regions(g.rs, g.s, house)) & set(BLOCKED_3P)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_no_blocked_areas_with_four_or_more(players):
    assert Game.new(players=players, seed=1).s.blocked == []


@pytest.mark.parametrize("players", [4, 5, 6])
def test_starting_units(players):
    g = Game.new(players=players, seed=1)
    expected = {}
    for house in HOUSES[players]:
        for region, us in STARTING_UNITS[house].items():
            expected[region] = {"house": house, "units": sorted(us), "routed": []}
    assert g.s.units == expected


def test_three_players_lannister_ship_in_port_is_not_placed():
    g = Game.new(players=3, seed=1)
    assert "port-of-lannisport" not in g.s.units
    assert g.s.units["the-golden-sound"] == {"house": "lannister", "units": ["ship"], "routed": []}
    expected = {}
    for house in HOUSES[3]:
        for region, us in STARTING_UNITS[house].items():
            if region != "port-of-lannisport":
                expected[region] = {"house": house, "units": sorted(us), "routed": []}
    assert g.s.units == expected


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_power_supply_tracks_and_garrisons(players):
    g = Game.new(players=players, seed=1)
    houses = HOUSES[players]
    assert g.s.power == {h: 5 for h in houses}
    assert g.s.supply == {h: (1 if h == "stark" else 2) for h in houses}
    assert g.s.tracks == TRACKS[players]
    assert g.s.garrisons == {HOMES[h]: 2 for h in houses}
    assert g.s.tokens == {}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_decks_hands_and_wildlings(players):
    g = Game.new(players=players, seed=7)
    for deck, content in WESTEROS.items():
        assert len(g.s.westeros[deck]) == 10
        assert Counter(g.s.westeros[deck]) == content
    assert len(g.s.wildling_deck) == 9
    assert sorted(g.s.wildling_deck) == sorted(g.rs.wildling_cards)
    assert g.s.wildling_threat == 2
    assert g.s.round == 1
    for h in HOUSES[players]:
        assert sorted(g.s.hands[h]) == sorted(g.rs.house_card_ids[h])
        assert len(g.s.hands[h]) == 7
        assert g.s.discards[h] == []


def test_decks_are_shuffled_by_seed():
    orders = {seed: (tuple(Game.new(6, seed=seed).s.westeros["III"]), tuple(Game.new(6, seed=seed).s.wildling_deck))
              for seed in range(8)}
    # the same seed gives the same order; different seeds give different orders
    assert orders[3] == (tuple(Game.new(6, seed=3).s.westeros["III"]), tuple(Game.new(6, seed=3).s.wildling_deck))
    assert len({o[0] for o in orders.values()}) > 1
    assert len({o[1] for o in orders.values()}) > 1
    # not simply the printed order
    printed = tuple(c for c in Game.new(6, seed=0).rs.westeros_decks["III"])
    assert any(o[0] != printed for o in orders.values())


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_first_decision_is_planning_for_every_house(players):
    g = Game.new(players=players, seed=1)
    ds = g.waiting_for()
    assert sorted(d.seat for d in ds) == sorted(HOUSES[players])
    assert {d.kind for d in ds} == {"place-orders"}
