"""Each of A Feast for Crows' 28 objective cards and 4 special objectives by name: a position
where its house meets it and one where it just does not (the engine's `objectives.met`, which
the views show and the scoring step offers)."""
from __future__ import annotations

import pytest

from engine import objectives as O

from .helpers import army, objective_position

F = "footman"


def _units(**where):
    return {r.replace("_", "-"): a for r, a in where.items()}


def _pos(units=None, **spec):
    spec.setdefault("tokens", {})
    return objective_position({}, units=units if units is not None else {}, **spec)


# (objective, house, position where it is met, position where it is not)
CASES = [
    ("stop-the-storm", "stark", _units(storms_end=army("stark", F)), _units(storms_end=army("baratheon", F))),
    ("arbor-gold", "arryn", _units(the_arbor=army("arryn", F)), {}),
    ("take-the-black", "lannister", _units(castle_black=army("lannister", F)), {}),
    ("hold-court", "stark", _units(kings_landing=army("stark", F)), _units(kings_landing=army("lannister", F))),
    ("a-mountainous-task", "lannister", _units(the_eyrie=army("lannister", F)), {}),  # else Arryn's home
    ("a-riper-fruit", "baratheon", _units(winterfell=army("baratheon", F)), {}),
    ("pull-the-weeds", "stark", _units(searoad_marches=army("stark", F), blackwater=army("stark", F),
                                       the_reach=army("stark", F)),
     _units(searoad_marches=army("stark", F), blackwater=army("stark", F))),
    ("a-firm-grip", "arryn", _units(crackclaw_point=army("arryn", F), kingswood=army("arryn", F)),
     _units(crackclaw_point=army("arryn", F))),
    ("protect-the-neck", "baratheon", _units(seagard=army("baratheon", F), greywater_watch=army("baratheon", F),
                                             flints_finger=army("baratheon", F)),
     _units(seagard=army("baratheon", F), greywater_watch=army("baratheon", F))),
    ("cavalry-charge", "stark", _units(winterfell=army("stark", "knight", "knight", "knight"),
                                       white_harbor=army("stark", "knight", "knight")),
     _units(winterfell=army("stark", "knight", "knight", "knight"), white_harbor=army("stark", "knight"))),
    ("home-invasion", "arryn", _units(lannisport=army("arryn", F)), _units(the_eyrie=army("arryn", F))),
    ("land-grab", "stark", _units(karhold=army("stark", F), the_eyrie=army("arryn", F)),
     _units(karhold=army("stark", F), the_fingers=army("arryn", F))),  # Winterfell + Karhold vs The Eyrie + Fingers
    ("extend-your-reach", "lannister", _units(the_golden_sound=army("lannister", "ship"),
                                              sunset_sea=army("lannister", "ship"), the_narrow_sea=army("arryn", "ship")),
     _units(the_golden_sound=army("lannister", "ship"), the_narrow_sea=army("arryn", "ship"))),
    ("mercantile-ventures", "baratheon", _units(storms_end=army("baratheon", F)),  # Dragonstone's and Storm's End's ports
     _units(storms_end=army("lannister", F))),  # one port each (Lannisport, Dragonstone, Winterfell)
    ("a-stalwart-position", "lannister", _units(kings_landing=army("lannister", F)), {}),
    ("friendly-confines", "arryn", _units(crackclaw_point=army("arryn", F)),  # with The Eyrie: 2 castles
     _units(crackclaw_point=army("arryn", F), storms_end=army("baratheon", F), harrenhal=army("baratheon", F))),
    ("naval-superiority", "stark", _units(bay_of_ice=army("stark", "ship", "ship")),
     _units(bay_of_ice=army("stark", "ship"), shipbreaker_bay=army("baratheon", "ship"))),
    ("the-peoples-chosen", "lannister",  # Lannisport has no crown
     _units(kings_landing=army("lannister", F), harrenhal=army("lannister", F), stoney_sept=army("lannister", F),
            riverrun=army("lannister", F)),
     _units(kings_landing=army("lannister", F), harrenhal=army("lannister", F), stoney_sept=army("lannister", F))),
    ("support-the-crown", "stark", _units(crackclaw_point=army("stark", F, F, F)),
     _units(crackclaw_point=army("stark", F, F, F), kings_landing=army("stark", F))),
    ("nothing-but-ghosts", "lannister", _units(harrenhal=army("lannister", F)),
     _units(harrenhal=army("lannister", F), riverrun=army("lannister", F))),
    ("crossing-guard", "stark", _units(seagard=army("stark", F), the_twins=army("stark", F)),
     _units(seagard=army("stark", F), crackclaw_point=army("stark", F))),
]


@pytest.mark.parametrize("card,house,met,unmet", CASES, ids=[c[0] for c in CASES])
def test_an_objective_is_met_exactly_when_its_condition_holds(card, house, met, unmet):
    assert O.met(_pos(met), house, card)
    assert not O.met(_pos(unmet), house, card)


def test_backdoor_politics_wants_every_other_house_strictly_higher_on_the_victory_track():
    assert O.met(_pos(victory_points={"stark": 1, "lannister": 2, "baratheon": 2, "arryn": 3}), "stark",
                 "backdoor-politics")
    assert not O.met(_pos(victory_points={"stark": 1, "lannister": 1, "baratheon": 2, "arryn": 3}), "stark",
                     "backdoor-politics")


def test_the_raven_the_throne_and_the_blade_follow_the_dominance_tokens():
    tracks = {"iron_throne": ["arryn", "stark", "lannister", "baratheon"],
              "fiefdoms": ["stark", "arryn", "lannister", "baratheon"],
              "kings_court": ["lannister", "arryn", "stark", "baratheon"]}
    g = _pos(tracks=tracks)
    assert O.met(g, "arryn", "the-throne") and not O.met(g, "stark", "the-throne")
    assert O.met(g, "stark", "the-blade") and not O.met(g, "arryn", "the-blade")
    assert O.met(g, "lannister", "the-raven") and not O.met(g, "arryn", "the-raven")


def test_ample_harvest_wants_supply_five_or_six():
    assert O.met(_pos(supply={"stark": 5}), "stark", "ample-harvest")
    assert O.met(_pos(supply={"stark": 6}), "stark", "ample-harvest")
    assert not O.met(_pos(supply={"stark": 4}), "stark", "ample-harvest")


def test_spreading_the_wealth_counts_power_tokens_on_the_board():
    g = objective_position({}, units={}, tokens={"karhold": "stark", "the-fingers": "stark", "kingswood": "arryn"})
    assert O.met(g, "stark", "spreading-the-wealth")
    g = objective_position({}, units={}, tokens={"karhold": "stark", "kingswood": "arryn"})
    assert not O.met(g, "stark", "spreading-the-wealth")


def test_the_final_hour_wants_exactly_one_house_card_in_hand():
    from .helpers import hand

    one = hand("stark", "eddard-stark")
    assert O.met(_pos(hands={"stark": one["hands"]}, discards={"stark": one["discards"]}), "stark", "the-final-hour")
    assert not O.met(_pos(), "stark", "the-final-hour")


# ----- special objectives --------------------------------------------------------------

def test_arryns_special_objective_wants_the_eyrie_and_the_most_available_power():
    assert O.met(_pos(power={"arryn": 6, "stark": 5, "lannister": 5, "baratheon": 5}), "arryn", "special-arryn")
    assert not O.met(_pos(power={"arryn": 6, "stark": 6, "lannister": 5, "baratheon": 5}), "arryn", "special-arryn")
    assert not O.met(_pos(_units(the_eyrie=army("stark", F)), power={"arryn": 9}), "arryn", "special-arryn")


def test_baratheons_special_objective_wants_dragonstone_and_kings_landing():
    assert O.met(_pos(_units(kings_landing=army("baratheon", F))), "baratheon", "special-baratheon")
    assert not O.met(_pos(_units(kings_landing=army("baratheon", F), dragonstone=army("stark", F))),
                     "baratheon", "special-baratheon")


def test_lannisters_special_objective_wants_lannisport_and_kings_landing():
    assert O.met(_pos(_units(kings_landing=army("lannister", F))), "lannister", "special-lannister")
    assert not O.met(_pos(), "lannister", "special-lannister")


def test_starks_special_objective_wants_winterfell_and_five_castles_or_strongholds():
    four = _units(white_harbor=army("stark", F), moat_cailin=army("stark", F), seagard=army("stark", F),
                  riverrun=army("stark", F))
    assert O.met(_pos(four), "stark", "special-stark")  # Winterfell is its home: five with it
    del four["riverrun"]
    assert not O.met(_pos(four), "stark", "special-stark")
    four["riverrun"] = army("stark", F)
    four["winterfell"] = army("baratheon", F)
    assert not O.met(_pos(four), "stark", "special-stark")
