"""Mustering: points per castle, unit costs, upgrades, ships, piece limits and supply."""
from __future__ import annotations

import pytest

from engine.commands import Muster

from .helpers import army, decision, events_of, position, refused, units

MUSTERING = {"I": ["mustering"], "II": ["last-days-of-summer"], "III": ["web-of-lies"]}
IRON_THRONE = {"iron_throne": ["stark", "baratheon", "lannister", "martell", "greyjoy", "tyrell"]}


def mustering(units_, **spec):
    """The Mustering card with Stark first on the Iron Throne track."""
    spec.setdefault("tracks", IRON_THRONE)
    return position(phase="westeros", round=2, westeros=MUSTERING, units=units_, **spec)


def stark_north(**spec):
    # Winterfell (stronghold, 2 points) and White Harbor (castle, 1 point)
    return mustering({"winterfell": army("stark", "footman"), "white-harbor": army("stark", "footman")}, **spec)


def test_every_house_musters_in_iron_throne_order():
    g = mustering({}, tracks={})  # the usual track: Baratheon, Lannister, Stark, Martell, Greyjoy, Tyrell
    seats = []
    while g.waiting_for() and decision(g).kind == "muster":
        seats.append(decision(g).seat)
        g.act(seats[-1], Muster(()))
    assert seats == ["baratheon", "lannister", "stark", "martell", "greyjoy", "tyrell"]


def test_points_stronghold_two_castle_one():
    g = stark_north()
    d = decision(g, "muster", "stark")
    assert {c: o["points"] for c, o in d.options["castles"].items()} == {"winterfell": 2, "white-harbor": 1}
    assert d.options["costs"] == {"footman": 1, "knight": 2, "siege-engine": 2, "ship": 1}
    assert d.options["upgrade_costs"] == {"knight": 1, "siege-engine": 1}


def test_muster_new_units_within_points():
    g = stark_north()
    ev = g.act("stark", Muster((("winterfell", "footman", "winterfell"), ("winterfell", "footman", "winterfell"),
                                ("white-harbor", "ship", "port-of-white-harbor"))))
    assert units(g, "winterfell") == ["footman", "footman", "footman"]
    assert units(g, "port-of-white-harbor") == ["ship"]
    assert len(events_of(ev, "UnitMustered")) == 3


@pytest.mark.parametrize("unit", ["knight", "siege-engine"])
def test_stronghold_musters_a_two_point_unit(unit):
    g = stark_north()
    g.act("stark", Muster((("winterfell", unit, "winterfell"),)))
    assert units(g, "winterfell") == sorted(["footman", unit])


@pytest.mark.parametrize("actions,why", [
    ((("white-harbor", "knight", "white-harbor"),), "only 1 points"),
    ((("white-harbor", "footman", "white-harbor"), ("white-harbor", "ship", "the-narrow-sea")), "only 1 points"),
    ((("winterfell", "knight", "winterfell"), ("winterfell", "footman", "winterfell")), "only 2 points"),
    ((("winterfell", "footman", "karhold"),), "mustering area"),
    ((("winterfell", "dragon", "winterfell"),), "unknown unit"),
    ((("moat-cailin", "footman", "moat-cailin"),), "cannot muster now"),     # not controlled
    ((("lannisport", "footman", "lannisport"),), "cannot muster now"),
    ((("winterfell", "upgrade:ship", "winterfell"),), "cannot upgrade"),
    ((("winterfell", "upgrade:knight", "white-harbor"),), "mustering area"),
])
def test_muster_refusals(actions, why):
    g = stark_north()
    refused(g, "stark", Muster(actions), match=why)


def test_upgrade_a_footman_for_one_point():
    g = stark_north()
    ev = g.act("stark", Muster((("winterfell", "upgrade:knight", "winterfell"),
                                ("winterfell", "footman", "winterfell"),
                                ("white-harbor", "upgrade:siege-engine", "white-harbor"))))
    assert units(g, "winterfell") == ["footman", "knight"]
    assert units(g, "white-harbor") == ["siege-engine"]
    assert [e["new"] for e in events_of(ev, "UnitUpgraded")] == ["knight", "siege-engine"]


def test_upgrade_needs_a_footman_in_the_area():
    g = mustering({"winterfell": army("stark", "knight")})
    refused(g, "stark", Muster((("winterfell", "upgrade:knight", "winterfell"),)), match="no footman")
    g = stark_north()  # one footman cannot be upgraded twice
    refused(g, "stark", Muster((("winterfell", "upgrade:knight", "winterfell"),
                                ("winterfell", "upgrade:siege-engine", "winterfell"))), match="no footman")


def test_ships_go_to_the_port_or_an_adjacent_sea_without_enemy_ships():
    g = mustering({"winterfell": army("stark", "footman"), "white-harbor": army("stark", "footman"),
                           "the-narrow-sea": army("lannister", "ship")})
    d = decision(g, "muster", "stark")
    assert d.options["castles"]["white-harbor"]["ship_destinations"] == ["port-of-white-harbor", "the-shivering-sea"]
    assert d.options["castles"]["winterfell"]["ship_destinations"] == ["port-of-winterfell", "bay-of-ice",
                                                                        "the-shivering-sea"]
    refused(g, "stark", Muster((("white-harbor", "ship", "the-narrow-sea"),)), match="cannot be mustered into")
    refused(g, "stark", Muster((("white-harbor", "ship", "bay-of-ice"),)), match="cannot be mustered into")
    refused(g, "stark", Muster((("winterfell", "ship", "winterfell"),)), match="cannot be mustered into")
    # the port is allowed even though the enemy holds the sea outside it
    g.act("stark", Muster((("white-harbor", "ship", "port-of-white-harbor"),)))
    assert units(g, "port-of-white-harbor") == ["ship"]


def test_a_port_holds_at_most_three_ships():
    g = mustering({"winterfell": army("stark", "footman"),
                           "port-of-winterfell": army("stark", "ship", "ship", "ship")}, supply={"stark": 6})
    refused(g, "stark", Muster((("winterfell", "ship", "port-of-winterfell"),)), match="at most 3 ships")
    g.act("stark", Muster((("winterfell", "ship", "bay-of-ice"),)))
    assert units(g, "bay-of-ice") == ["ship"]


def test_piece_limits():
    # Stark already has all ten footmen on the board
    many = ["karhold", "castle-black", "the-stony-shore", "widows-watch", "moat-cailin", "greywater-watch",
            "flints-finger", "seagard"]
    u = {r: army("stark", "footman") for r in many}
    u["winterfell"] = army("stark", "footman")
    u["white-harbor"] = army("stark", "footman")
    g = mustering(u)
    assert decision(g, "muster", "stark").options["reserve"]["footman"] == 0
    refused(g, "stark", Muster((("winterfell", "footman", "winterfell"),)), match="not enough footman")
    # an upgrade frees a footman piece, but the knight limit still holds
    g.act("stark", Muster((("winterfell", "upgrade:knight", "winterfell"), ("white-harbor", "footman", "white-harbor"))))
    assert units(g, "winterfell") == ["knight"] and units(g, "white-harbor") == ["footman", "footman"]


def test_knight_limit_of_five():
    u = {r: army("stark", "knight") for r in ["karhold", "castle-black", "the-stony-shore", "widows-watch", "seagard"]}
    u["winterfell"] = army("stark", "footman")
    g = mustering(u)
    refused(g, "stark", Muster((("winterfell", "knight", "winterfell"),)), match="not enough knight")
    refused(g, "stark", Muster((("winterfell", "upgrade:knight", "winterfell"),)), match="not enough knight")


def test_mustering_respects_supply():
    # supply 1: armies of at most 3 and 2
    g = mustering({"winterfell": army("stark", "footman", "footman"), "white-harbor": army("stark", "footman"),
                           "karhold": army("stark", "footman", "footman")}, supply={"stark": 1})
    refused(g, "stark", Muster((("winterfell", "footman", "winterfell"), ("white-harbor", "footman", "white-harbor"))),
            match="supply limit")
    refused(g, "stark", Muster((("winterfell", "footman", "winterfell"), ("winterfell", "footman", "winterfell"))),
            match="supply limit")
    g.act("stark", Muster((("winterfell", "footman", "winterfell"), ("winterfell", "ship", "bay-of-ice"))))
    assert units(g, "winterfell") == ["footman"] * 3


def test_two_ships_in_a_port_are_an_army():
    g = mustering({"winterfell": army("stark", "footman", "footman", "footman"),
                           "white-harbor": army("stark", "footman", "footman"),
                           "port-of-winterfell": army("stark", "ship")}, supply={"stark": 1})
    refused(g, "stark", Muster((("winterfell", "ship", "port-of-winterfell"),)), match="supply limit")


def test_mustering_nothing_is_allowed():
    g = stark_north()
    g.act("stark", Muster(()))
    assert units(g, "winterfell") == ["footman"] and units(g, "white-harbor") == ["footman"]
    assert decision(g).seat == "baratheon"
