"""Combat and Westeros, dragons and balance (docs/RULES.md, Variants): the Tides of Battle tweaks,
the mixed Westeros deck I, the look at the next Westeros cards, Dragon War, Dragon Revenge, the
custom balancing and the Eyrie's port in A Feast for Crows."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine import board as B
from engine import commands as C
from engine.errors import VariantRefused
from engine.flow import advance
from engine.game import Game
from engine.invariants import check_invariants
from engine.phases.round import after_action
from engine.ruleset import load_ruleset
from engine.selfplay import play_game
from engine.units import unit_base_strength

from ..helpers import army, events_of, fight, march, one_event

TIDES = {"tides_of_battle": True}
MOD = "mother_of_dragons"


def positioned(variants: dict[str, Any], phase: str = "march", players: int = 6, ruleset: str = "second_edition",
               options: dict[str, Any] | None = None, units: dict[str, Any] | None = None,
               orders: dict[str, list[str]] | None = None, turn: str | None = None, **fields: Any) -> Game:
    """A game playing `variants` (set up as a new game is) at `phase` ("march" or "westeros"),
    with the board and the fields given (maps are merged into the game's)."""
    g = Game.new(players, seed=0, options=options, ruleset=ruleset, variants=variants)
    s = g.s
    if units is not None:
        s.units = {r: {"house": a["house"], "units": sorted(a["units"]), "routed": sorted(a.get("routed", []))}
                   for r, a in units.items()}
    for name, value in fields.items():
        current = getattr(s, name)
        setattr(s, name, {**current, **value} if isinstance(current, dict) and name != "westeros" else value)
    if phase == "march":
        s.orders = {r: {"house": h, "token": t} for r, (h, t) in (orders or {}).items()}
        s.orders_revealed = True
        order = s.tracks["iron_throne"]
        acted = order[:order.index(turn)] if turn else []
        s.stack = [{"kind": "round", "step": after_action(g.rs)}, {"kind": "action", "step": "march", "acted": acted}]
    else:
        s.stack = [{"kind": "round", "step": "planning"}, {"kind": "westeros", "step": "start"}]
    g._events = []
    g.state_changed()
    advance(g)
    return g


# ----- Tides of Battle ---------------------------------------------------------------------------

def test_each_tides_tweak_takes_its_cards_out_of_the_deck():
    printed = Counter(load_ruleset().tides_deck)
    for vid, gone in (("tob-remove-threes", "three"), ("tob-remove-skulls", "skull"), ("tob-limit-twos", "two")):
        deck = Counter(Game.new(6, seed=1, options=TIDES, variants={vid: True}).rs.tides_deck)
        assert deck[gone] == printed[gone] - 2 and sum(deck.values()) == 22
    every = Game.new(6, seed=1, options=TIDES, variants={"tob-remove-threes": True, "tob-remove-skulls": True,
                                                          "tob-limit-twos": True})
    assert Counter(every.rs.tides_deck) == {"zero": 8, "sword": 4, "fortification": 4, "two": 2}
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={"tob-remove-skulls": True})
    assert (info.value.key, info.value.params["option"]) == ("variant-needs-option", "tides_of_battle")


def test_a_combat_draws_its_tides_from_the_deck_left():
    drawn: Counter[str] = Counter()

    def tides(game, events):
        for e in events:
            if e.kind == "TidesOfBattleDrawn":
                drawn.update(e.data["cards"].values())
    for seed in range(3):
        play_game(6, seed, options=TIDES, variants={"tob-remove-threes": True, "tob-remove-skulls": True},
                  on_step=tides)
    assert sum(drawn.values()) > 20 and not drawn["three"] and not drawn["skull"] and drawn["two"]


# ----- the mixed Westeros deck I ------------------------------------------------------------------

def test_the_mixed_deck_one_swaps_three_cards_for_a_feast_for_crows_ones_and_keeps_three_wildling_icons():
    for ruleset, players in (("second_edition", 6), (MOD, 8), ("a_dance_with_dragons", 6)):
        g = Game.new(players, ruleset=ruleset, seed=1, variants={"mixed-westeros-deck-i": True})
        deck = g.rs.westeros_decks["I"]
        assert Counter(deck) == {"supply": 3, "mustering": 2, "rally-the-men": 1, "a-throne-of-blades": 1,
                                 "the-burden-of-power": 1, "famine": 1, "winter-is-coming": 1}
        assert sum(g.rs.westeros_cards[c]["wildling_icon"] for c in deck) == 3
        assert sorted(g.s.westeros["I"]) == sorted(deck)
    for ruleset, players in (("a_feast_for_crows", 4), ("first_edition", 5)):
        with pytest.raises(VariantRefused) as info:
            Game.new(players, ruleset=ruleset, seed=1, variants={"mixed-westeros-deck-i": True})
        assert info.value.key == "variant-ruleset"


QUIET = {"II": ["game-of-thrones"], "III": ["rains-of-autumn"]}


def test_the_mixed_cards_resolve_as_in_a_feast_for_crows():
    mixed = {"mixed-westeros-deck-i": True}
    g = positioned(mixed, "westeros", round=2, westeros={"I": ["famine"], **QUIET},
                   supply={h: 2 for h in ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell")})
    assert set(g.s.supply.values()) == {1}  # every house one space down
    g = positioned(mixed, "westeros", round=2, westeros={"I": ["the-burden-of-power"], **QUIET}, wildling_threat=8)
    d = g.waiting_for()[0]
    assert d.seat == g.holder("iron_throne") and d.options["options"] == ["wildling-reset", "mustering"]
    g.act(d.seat, C.Choose("wildling-reset"))
    assert g.s.wildling_threat == 0
    g = positioned(mixed, "westeros", round=2, westeros={"I": ["rally-the-men"], **QUIET})
    d = g.waiting_for()[0]
    assert d.kind == "muster" and all(g.rs.regions[c].castle == "castle" for c in d.options["castles"])


# ----- the look at the next Westeros cards --------------------------------------------------------

def test_winter_is_coming_keeps_the_cards_seen_on_top():
    look = {"cok-westeros-phase": True}
    for seed in range(4):
        g = Game.new(6, seed=seed, variants=look)
        pile = [c for c in g.rs.westeros_decks["I"] if c != "winter-is-coming"]
        seen = ["a-throne-of-blades", "last-days-of-summer"]
        rest = [c for c in pile if c not in seen] + ["a-throne-of-blades"]
        g2 = positioned(look, "westeros", round=2, westeros={"I": ["winter-is-coming", *seen, *rest], **QUIET})
        new = events_of(g2._events, "WesterosDeckReshuffled")[-1]["card"]  # (Winter Is Coming may come again)
        assert g2.s.westeros["I"][:2] == seen and len(g2.s.westeros["I"]) == 9
        assert sorted([new, *g2.s.westeros["I"]]) == sorted(g.rs.westeros_decks["I"])
    plain = positioned({}, "westeros", round=2, westeros={"I": ["winter-is-coming", "a-throne-of-blades",
                                                                 "last-days-of-summer", "supply"], **QUIET})
    assert len(plain.s.westeros["I"]) == 9  # without the look the whole deck is shuffled


def test_the_look_is_every_players_and_no_spectators():
    g = Game.new(5, ruleset=MOD, seed=3, options={"vassals": True}, variants={"cok-westeros-phase": True})
    for seat in g.seats():
        view = g.view(seat)
        assert view["westeros_next"] == {d: g.s.westeros[d][:3] for d in ("I", "II", "III", "IV")}
        for vassal, part in view.get("commanded", {}).items():  # what its commander's bot reads
            assert part["westeros_next"] == view["westeros_next"]
    assert "westeros_next" not in g.view(None)
    assert "westeros_next" not in Game.new(6, seed=3).view("stark")


# ----- Dragon War and Dragon Revenge ------------------------------------------------------------

def test_dragon_war_gives_every_house_but_targaryen_a_dragon_and_raises_the_home_garrisons():
    printed = Game.new(6, seed=2)
    g = Game.new(6, seed=2, variants={"dragon-war": True})
    for house in g.s.houses:
        mine = [u for a in g.s.units.values() if a["house"] == house for u in a["units"]]
        before = [u for a in printed.s.units.values() if a["house"] == house for u in a["units"]]
        assert mine.count("dragon") == 1 and len(mine) == len(before)
    home = g.s.units["winterfell"]["units"]  # Stark's home knight became the dragon
    assert "dragon" in home and home.count("knight") == printed.s.units["winterfell"]["units"].count("knight") - 1
    assert set(g.s.garrisons.values()) == {4} and set(printed.s.garrisons.values()) == {2}
    assert g.rs.unit_types["dragon"].flies and not g.rs.unit_types["dragon"].musterable
    assert g.rs.unit_types["dragon"].strength_steps == (2, 4, 6, 8, 10) and unit_base_strength(g.rs, g.s, "dragon") == 0
    check_invariants(g)
    mod = Game.new(8, ruleset=MOD, seed=2, variants={"dragon-war": True})
    targaryen = [u for a in mod.s.units.values() if a["house"] == "targaryen" for u in a["units"]]
    assert targaryen.count("dragon") == 3 and mod.rs.regions["the-eyrie"].home_of == "arryn"
    assert mod.s.garrisons["the-eyrie"] == 6 and mod.rs.rules["returning_garrisons"]["pentos"] == 4
    six = Game.new(6, ruleset="a_dance_with_dragons", seed=2, variants={"dragon-war": True})
    assert six.rs.unit_types["dragon"].strength_steps == (2, 4, 5, 6) and unit_base_strength(six.rs, six.s, "dragon") == 1
    with pytest.raises(VariantRefused):
        Game.new(5, ruleset="first_edition", seed=2, variants={"dragon-war": True})


def test_dragon_war_gives_balon_greyjoy_jaqen_hghars_text():
    units = {"seagard": army("greyjoy", "knight", "knight"), "greywater-watch": army("stark", "footman")}
    for variants, replaced in (({"dragon-war": True}, True), ({"dragon-revenge": True}, False)):
        g = positioned(variants, units=units, orders={"seagard": ["greyjoy", "march"]}, turn="greyjoy",
                       hands={"greyjoy": ["balon-greyjoy", "euron-crows-eye"],
                              "stark": ["eddard-stark", "robb-stark", "roose-bolton"]})
        march(g, "greyjoy", "seagard", ("greywater-watch", ("knight", "knight")))
        ev = fight(g, {"greyjoy": "balon-greyjoy", "stark": "eddard-stark"})
        assert bool(events_of(ev, "HouseCardReplaced")) == replaced
        assert ("Jaqen" in g.rs.house_cards["balon-greyjoy"].ability) == replaced  # its text as data too


def test_dragon_war_lets_aeron_spend_no_more_power_than_cards_discarded():
    units = {"seagard": army("greyjoy", "knight", "knight"), "greywater-watch": army("stark", "footman")}
    g = positioned({"dragon-war": True}, ruleset="a_dance_with_dragons", units=units,
                   orders={"seagard": ["greyjoy", "march"]}, turn="greyjoy", power={"greyjoy": 5},
                   hands={"greyjoy": ["aeron-damphair-dwd", "euron-crows-eye-dwd", "qarl-the-maid"]},
                   discards={"greyjoy": ["asha-greyjoy-dwd", "victarion-greyjoy-dwd", "rodrik-the-reader",
                                         "ser-harras-harlaw"][:2]})
    g.s.removed_cards["greyjoy"] = ["rodrik-the-reader", "ser-harras-harlaw"]  # (seven cards all told)
    march(g, "greyjoy", "seagard", ("greywater-watch", ("knight", "knight")))
    fight(g, {"greyjoy": "aeron-damphair-dwd", "stark": g.s.hands["stark"][0]})
    ask = next(d for d in g.waiting_for() if d.kind == "choose")
    assert ask.seat == "greyjoy" and ask.options["options"] == [0, 1, 2]  # two discards, though 5 power


def test_dragon_revenge_turns_a_castleless_houses_last_land_unit_into_a_dragon():
    units = {"seagard": army("greyjoy", "knight"), "searoad-marches": army("stark", "footman", routed=["knight"]),
             "winterfell": army("lannister", "footman")}
    g = positioned({"dragon-revenge": True}, units=units, orders={"seagard": ["greyjoy", "march"]},
                   turn="greyjoy", tokens={})
    assert B.castle_count(g.rs, g.s, "stark") == 0
    march(g, "greyjoy", "seagard", ("riverrun", ("knight",)))  # any change of control asks it
    # Stark holds two land units (one routed, ready again at the round's end): nothing
    army_ = g.s.units["searoad-marches"]
    assert sorted(army_["units"] + army_["routed"]) == ["footman", "knight"]
    g.s.units["searoad-marches"] = {"house": "stark", "units": ["footman"], "routed": []}
    g.s.units["moat-cailin"] = {"house": "stark", "units": ["knight"], "routed": []}
    g.state_changed()
    g.emit("UnitsDestroyed", house="stark", region="searoad-marches", units=["knight"], why="test")
    g.settle_victory()
    assert B.castle_count(g.rs, g.s, "stark") == 1  # Moat Cailin is a castle: nothing
    del g.s.units["moat-cailin"]
    g.emit("UnitsDestroyed", house="stark", region="moat-cailin", units=["knight"], why="test")
    g.settle_victory()
    assert g.s.units["searoad-marches"]["units"] == ["dragon"]
    swapped = one_event(g._events, "UnitSwapped")
    assert swapped == {"house": "stark", "region": "searoad-marches", "old": "footman", "new": "dragon",
                       "why": "dragon-revenge"}
    check_invariants(g)


def test_dragon_revenge_keeps_a_routed_unit_routed_and_needs_a_dragon_piece():
    g = Game.new(6, seed=0, variants={"dragon-revenge": True})
    s = g.s
    s.units = {r: a for r, a in s.units.items() if a["house"] != "stark"}
    s.units["searoad-marches"] = {"house": "stark", "units": [], "routed": ["knight"]}
    s.units["winterfell"] = {"house": "lannister", "units": ["footman"], "routed": []}  # Stark's home lost
    g.state_changed()
    g.emit("UnitsDestroyed", house="stark", region="winterfell", units=["footman"], why="test")
    g.settle_victory()
    assert s.units["searoad-marches"] == {"house": "stark", "units": [], "routed": ["dragon"]}
    s.units["searoad-marches"] = {"house": "stark", "units": ["dragon", "dragon", "dragon"], "routed": ["knight"]}
    g.state_changed()
    g.emit("UnitsDestroyed", house="stark", region="winterfell", units=["footman"], why="test")
    g.settle_victory()
    assert s.units["searoad-marches"]["routed"] == ["knight"]  # no dragon piece left


# ----- custom balancing and the Eyrie's port --------------------------------------------------------

def test_custom_balancing_adds_the_redwyne_ship_and_moves_mother_of_dragons_ships_and_dragon_tokens():
    g = Game.new(6, seed=1, variants={"custom-balancing": True})
    assert g.s.units["redwyne-straits"] == {"house": "tyrell", "units": ["ship", "ship"], "routed": []}
    mod = Game.new(8, ruleset=MOD, seed=1, variants={"custom-balancing": True})
    assert mod.s.units["port-of-pentos"]["units"] == ["ship", "ship"] and "bay-of-pentos" not in mod.s.units
    assert mod.s.units["blackwater-bay"] == {"house": "baratheon", "units": ["ship"], "routed": []}
    assert mod.s.units["shipbreaker-bay"]["units"] == ["ship"]
    assert mod.rs.unit_types["dragon"].strength_steps == (2, 4, 7, 9, 10)
    vassal = Game.new(4, seed=1, options={"vassals": True}, seated=["stark", "lannister", "greyjoy", "martell"],
                      variants={"custom-balancing": True})  # six houses on the board; Tyrell a vassal
    assert vassal.s.units["redwyne-straits"]["units"] == sorted(
        load_ruleset().vassal_rules["starting_units"]["tyrell"]["redwyne-straits"])
    for players, ruleset in ((5, "second_edition"), (7, MOD)):
        with pytest.raises(VariantRefused):
            Game.new(players, ruleset=ruleset, seed=1, variants={"custom-balancing": True})
    for seed in range(6):  # with shuffled starts the ship goes to whoever starts in Redwyne Straits
        both = Game.new(6, seed=seed, variants={"custom-balancing": True, "random-start-positions": True})
        assert both.s.units["redwyne-straits"]["units"] == ["ship", "ship"]
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={"custom-balancing": True, "vassal-start-positions": True})
    assert info.value.key == "variant-excludes"


def test_the_eyries_port_is_a_port_of_a_feast_for_crows_board_and_mercantile_ventures_gives_arryn_one():
    g = Game.new(4, ruleset="a_feast_for_crows", seed=1, variants={"eyrie-port-affc": True})
    port = g.rs.regions["port-of-the-eyrie"]
    assert port.is_port and (port.port_land, port.port_sea) == ("the-eyrie", "the-narrow-sea")
    assert g.rs.regions["the-eyrie"].port == "port-of-the-eyrie"
    assert g.rs.neighbours["port-of-the-eyrie"] == {"the-eyrie", "the-narrow-sea"}
    assert g.rs.objective_cards["mercantile-ventures"]["victory_points"] == {
        "arryn": 1, "baratheon": 1, "lannister": 1, "stark": 1}
    assert "port-of-the-eyrie" not in load_ruleset("a_feast_for_crows").regions
    arryn = positioned({"eyrie-port-affc": True}, "westeros", players=4, ruleset="a_feast_for_crows", round=2,
                       westeros={"I": ["mustering-affc"], "II": ["winter-is-coming"], "III": ["rains-of-autumn"]})
    while arryn.waiting_for()[0].seat != "arryn":
        d = arryn.waiting_for()[0]
        arryn.act(d.seat, C.Muster([]))
    eyrie = arryn.waiting_for()[0].options["castles"]["the-eyrie"]
    assert "port-of-the-eyrie" in eyrie["ship_destinations"]  # Arryn may muster its ships there
    with pytest.raises(VariantRefused):
        Game.new(6, seed=1, variants={"eyrie-port-affc": True})


# ----- every one plays to the end ----------------------------------------------------------------

@pytest.mark.parametrize("ruleset,players,options,variants", [
    ("second_edition", 6, TIDES, {"tob-remove-threes": True, "tob-remove-skulls": True, "tob-limit-twos": True}),
    ("second_edition", 6, {}, {"mixed-westeros-deck-i": True, "cok-westeros-phase": True}),
    (MOD, 8, {}, {"cok-westeros-phase": True, "dragon-war": True, "dragon-revenge": True,
                  "custom-balancing": True}),
    ("a_dance_with_dragons", 6, {}, {"dragon-war": True, "dragon-revenge": True}),
    ("second_edition", 4, {"vassals": True}, {"dragon-revenge": True, "custom-balancing": True}),
    ("a_feast_for_crows", 4, {}, {"eyrie-port-affc": True, "dragon-revenge": True}),
])
def test_combat_and_westeros_variants_play_to_the_end_deterministically(ruleset, players, options, variants):
    lines = [play_game(players, 5, check=True, options=options, ruleset=ruleset, variants=variants)
             for _ in range(2)]
    assert lines[0] == lines[1] and lines[0]["winner"]
    easy = play_game(players, 6, check=True, options=options, ruleset=ruleset, variants=variants,
                     levels=["easy"] * players)
    assert easy["winner"]
