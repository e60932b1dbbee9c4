"""Mother of Dragons' rules (docs/RULES.md, Mother of Dragons): the setups for 7 and 8 houses,
the refusal below 7 players, dragons, Targaryen's track places and handed-out bid, Westeros
deck IV and loyalty, victory by loyalty, cards removed from the game, eight-house views."""
from __future__ import annotations

import pytest

from engine import victory
from engine.commands import Bid, Choose, Muster, ResolveMarch
from engine.errors import IllegalCommand, SetupRefused
from engine.game import Game
from engine.phases.common import move_on_track
from engine.units import unit_base_strength

from .helpers import RS, army, position

NOWHERE = {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["last-days-of-summer"]}


def new(players=8, seed=1):
    return Game.new(players=players, seed=seed, ruleset="mother_of_dragons")


# ----- setup ------------------------------------------------------------------------

def test_eight_houses_set_up_on_westeros_and_essos():
    g = new(8)
    s = g.s
    assert s.houses == ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell", "arryn", "targaryen"]
    assert s.blocked == [] and len(RS.regions) == 75
    assert all(order[-1] == "targaryen" and len(order) == 8 for order in s.tracks.values())
    assert RS.star_limits(8) == [3, 3, 2, 1, 0, 0, 0, 3]
    assert s.neutral == {"kings-landing": 5, "braavos": 5}
    assert s.garrisons["the-eyrie"] == 4 and s.garrisons["pentos"] == 2
    assert s.loyalty == {"kings-landing": 1}
    assert sorted(s.westeros) == ["I", "II", "III", "IV"] and len(s.westeros["IV"]) == 10
    assert s.units["the-rhoyne"] == army("targaryen", "dragon", "dragon")
    assert s.supply["targaryen"] == 4 and s.supply["arryn"] == 1
    assert RS.regions["the-eyrie"].castle == "stronghold" and RS.regions["the-eyrie"].port == "port-of-the-eyrie"


def test_seven_houses_block_essos_and_leave_out_deck_four():
    g = new(7)
    s = g.s
    assert "targaryen" not in s.houses and len(s.houses) == 7
    assert "pentos" in s.blocked and "braavos" in s.blocked and "the-vale-of-arryn" not in s.blocked
    assert sorted(s.westeros) == ["I", "II", "III"]
    assert s.loyalty == {} and s.neutral == {"kings-landing": 5}
    assert RS.star_limits(7) == [3, 3, 2, 1, 0, 0, 0]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_fewer_players_than_houses_is_refused_until_vassals_exist(players):
    with pytest.raises(SetupRefused) as info:
        Game.new(players=players, ruleset="mother_of_dragons")
    assert info.value.key == "too-few-players" and info.value.params == {"n": players, "min": 7}
    assert isinstance(info.value, ValueError)  # callers that catch a bad setup still do


# ----- dragons ------------------------------------------------------------------------

@pytest.mark.parametrize("rnd,strength", [(1, 0), (2, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4),
                                          (9, 4), (10, 5)])
def test_dragon_strength_follows_the_round(rnd, strength):
    g = position(round=rnd)
    assert unit_base_strength(g.rs, g.s, "dragon") == strength
    assert g.view("stark")["unit_strengths"]["dragon"] == strength


def test_a_strength_step_taken_early_counts_but_never_past_five():
    g = position(round=3, unit_steps_advanced={"dragon": 1}, unit_steps_taken={"dragon": [8]})
    assert unit_base_strength(g.rs, g.s, "dragon") == 2
    assert g.view(None)["unit_steps_taken"] == {"dragon": [8]}
    # the count alone (what a client rebuilds from a view's strengths) never passes five either
    g = position(round=10, unit_steps_advanced={"dragon": 1})
    assert unit_base_strength(g.rs, g.s, "dragon") == 5


def test_dragons_fight_with_their_round_strength():
    from .helpers import Fight

    f = Fight("targaryen", "the-rhoyne", "volantis", round=4,
              units={"the-rhoyne": army("targaryen", "dragon", "dragon"), "volantis": army("lannister", "footman")},
              hands={"targaryen": ["arstan-whitebeard", "khal-drogo"], "lannister": ["ser-jaime-lannister", "tywin-lannister"]})
    f.play(targaryen="arstan-whitebeard", lannister="ser-jaime-lannister")
    assert f.strength("attacker")["units"] == 2 * 2


def test_dragons_are_never_mustered():
    from engine.phases.common import muster_options, validate_muster

    g = new(8)
    opts = muster_options(g, "targaryen", ["pentos"])
    assert "dragon" not in opts["costs"] and "dragon" not in opts["reserve"]
    assert "siege-engine" not in opts["reserve"] and "siege-engine" not in opts["upgrade_costs"]
    with pytest.raises(IllegalCommand) as info:
        validate_muster(g, "targaryen", ["pentos"], [("pentos", "dragon", "pentos")])
    assert info.value.key == "muster-unknown-unit"
    validate_muster(g, "targaryen", ["pentos"], [("pentos", "knight", "pentos")])  # a knight is fine


def _march(units, orders, **spec):
    return position(phase="march", turn="targaryen", units=units, orders=orders, **spec)


def test_a_dragon_only_army_flies_to_any_land_area():
    g = _march({"the-rhoyne": army("targaryen", "dragon"), "the-arbor": army("stark", "footman")},
               {"the-rhoyne": ["targaryen", "march"], "the-arbor": ["stark", "march"]})
    from engine.phases.action import march_options

    assert "winterfell" in march_options(g, "targaryen", "the-rhoyne")["destinations"]
    g.act("targaryen", ResolveMarch("the-rhoyne", (("castle-black", ("dragon",)),)))
    assert g.s.units["castle-black"] == army("targaryen", "dragon")


def test_a_mixed_army_moves_normally_but_its_dragons_may_fly_alone():
    g = _march({"myr": army("targaryen", "dragon", "footman"), "the-arbor": army("stark", "footman")},
               {"myr": ["targaryen", "march"], "the-arbor": ["stark", "march"]})
    from engine.phases.action import march_options

    opts = march_options(g, "targaryen", "myr")
    assert "castle-black" not in opts["destinations"] and "castle-black" in opts["flight_destinations"]
    with pytest.raises(IllegalCommand) as info:
        g.act("targaryen", ResolveMarch("myr", (("castle-black", ("dragon", "footman")),)))
    assert info.value.key == "march-destination"
    g.act("targaryen", ResolveMarch("myr", (("castle-black", ("dragon",)), ("volantis", ("footman",)))))
    assert g.s.units["castle-black"] == army("targaryen", "dragon") and g.s.units["volantis"]["units"] == ["footman"]


# ----- Targaryen on the tracks and its handed-out bid ------------------------------------

CLASH = {"I": ["last-days-of-summer"], "II": ["clash-of-kings"], "III": ["last-days-of-summer"],
         "IV": ["domestic-disputes"]}


def test_targaryen_stays_last_and_hands_its_bid_to_other_houses():
    g = position(phase="westeros", round=2, westeros=CLASH, power={h: 5 for h in RS.houses})
    bids = {"stark": 0, "lannister": 1, "baratheon": 0, "greyjoy": 0, "tyrell": 0, "martell": 0, "arryn": 0,
            "targaryen": 2}
    for h, n in bids.items():
        g.act(h, Bid(n))
    # Targaryen hands its 2 tokens out, one at a time
    for to in ("arryn", "arryn"):
        d = next(d for d in g.waiting_for() if d.seat == "targaryen")
        assert d.options["prompt"] == "hand-out-bid:iron_throne" and "targaryen" not in d.options["options"]
        g.act("targaryen", Choose(to))
    assert g.s.power["targaryen"] == 3
    while any(d.kind == "order-houses" for d in g.waiting_for()):
        d = next(d for d in g.waiting_for() if d.kind == "order-houses")
        from engine.commands import OrderHouses
        g.act(d.seat, OrderHouses(tuple(d.options["houses"])))
    order = g.s.tracks["iron_throne"]
    assert order[0] == "arryn" and order[1] == "lannister" and order[-1] == "targaryen"


def test_no_house_takes_targaryens_last_place():
    g = new(8)
    move_on_track(g, "stark", "fiefdoms", -1)
    assert g.s.tracks["fiefdoms"][-2:] == ["stark", "targaryen"]


# ----- deck IV and loyalty --------------------------------------------------------------

def test_a_deck_four_card_places_its_tokens_and_targaryen_may_pay_for_one_more():
    g = position(phase="westeros", round=2, westeros={**NOWHERE, "IV": ["empty-promises"]}, power={"targaryen": 3})
    d = next(d for d in g.waiting_for() if d.seat == "targaryen")
    assert d.options["prompt"] == "empty-promises"
    assert d.options["options"] == ["none", "the-mountains-of-the-moon", "moat-cailin"]
    g.act("targaryen", Choose("moat-cailin"))
    assert g.s.loyalty == {"kings-landing": 1, "the-stony-shore": 1, "moat-cailin": 1}
    assert g.s.power["targaryen"] == 2


def test_loyalty_is_gained_when_targaryen_marches_into_its_area():
    g = _march({"the-rhoyne": army("targaryen", "dragon"), "the-arbor": army("stark", "footman")},
               {"the-rhoyne": ["targaryen", "march"], "the-arbor": ["stark", "march"]},
               loyalty={"kings-landing": 1, "the-reach": 2})
    g.act("targaryen", ResolveMarch("the-rhoyne", (("the-reach", ("dragon",)),)))
    assert g.s.loyalty == {"kings-landing": 1}
    assert g.s.loyalty_points == {"targaryen": 2}
    assert victory.score(g, "targaryen") == 2 + 1  # and Pentos' printed loyalty icon
    assert g.view(None)["loyalty_points"] == {"targaryen": 2}


def test_seven_loyalty_wins_at_once():
    g = _march({"the-rhoyne": army("targaryen", "dragon"), "the-arbor": army("stark", "footman")},
               {"the-rhoyne": ["targaryen", "march"], "the-arbor": ["stark", "march"]},
               loyalty={"the-reach": 1}, loyalty_points={"targaryen": 5})
    g.act("targaryen", ResolveMarch("the-rhoyne", (("the-reach", ("dragon",)),)))
    assert g.s.finished and g.s.winner == "targaryen"


def test_targaryen_does_not_win_by_castles():
    castles = [r for r in RS.castle_areas if r not in ("pentos",)][:8]
    g = position(units={r: army("targaryen", "knight") for r in castles})
    assert victory.score(g, "targaryen") == 1  # Pentos' icon only, not eight castles
    assert victory.rule_for(g.rs).winner(g) is None


# ----- cards removed from the game, views ---------------------------------------------------

def test_an_empty_hand_after_removals_takes_back_what_is_left():
    from engine.phases.common import hand_after_discard

    g = position(hands={"targaryen": []}, discards={"targaryen": ["arstan-whitebeard"]},
                 removed_cards={"targaryen": ["khal-drogo", "xaro-xhoan-daxos", "ser-jorah-mormont",
                                              "daenerys-targaryen-a", "viserys-targaryen", "illyrio-mopatis"]})
    hand_after_discard(g, "targaryen", "arstan-whitebeard")
    assert g.s.hands["targaryen"] == ["arstan-whitebeard"]


def test_eight_house_views_show_every_house_and_hide_deck_four():
    g = new(8)
    views = g.views([None, *g.s.houses])
    for seat, v in views.items():
        assert len(v["houses"]) == 8 and len(v["tracks"]["kings_court"]) == 8
        assert "westeros" not in v and v["westeros_deck_sizes"]["IV"] == 10
    other = g.clone()
    other.s.westeros["IV"].reverse()
    assert other.view("stark") == g.view("stark")


def test_the_pentos_garrison_returns_when_targaryen_takes_pentos_back():
    g = _march({"myr": army("targaryen", "knight"), "the-arbor": army("stark", "footman")},
               {"myr": ["targaryen", "march"], "the-arbor": ["stark", "march"]},
               garrisons={"the-eyrie": 4})
    assert "pentos" not in g.s.garrisons
    g.act("targaryen", ResolveMarch("myr", (("pentos", ("knight",)),)))
    assert g.s.garrisons["pentos"] == 2
