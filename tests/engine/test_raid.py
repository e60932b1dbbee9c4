"""Raid orders: targets, special raid, ports, consolidate-power raids and turn order."""
from __future__ import annotations

import pytest

from engine.commands import ResolveMarch, ResolveRaid
from engine.errors import Reason

from .helpers import army, decision, events_of, one_event, position, refused


def land_raid(token="raid-1", **spec):
    """Lannister raids from Stoney Sept; neighbours hold orders of every kind."""
    units = {"stoney-sept": army("lannister", "footman"),
             "harrenhal": army("stark", "footman"),
             "riverrun": army("stark", "footman"),
             "blackwater": army("stark", "footman"),
             "searoad-marches": army("baratheon", "footman"),
             "lannisport": army("lannister", "footman"),
             "the-golden-sound": army("greyjoy", "ship"),
             "winterfell": army("stark", "footman")}
    orders = {"stoney-sept": ["lannister", token],
              "harrenhal": ["stark", "support-1"],
              "riverrun": ["stark", "march"],
              "blackwater": ["stark", "defense-plus-one-1"],
              "searoad-marches": ["baratheon", "consolidate-power-1"],
              "lannisport": ["lannister", "support-1"],
              "the-golden-sound": ["greyjoy", "support-1"],
              "winterfell": ["stark", "support-2"]}
    return position(phase="raid", units=units, orders=orders, **spec)


def test_raid_targets_adjacent_support_raid_and_consolidate_orders():
    g = land_raid()
    d = decision(g, "raid")
    assert d.seat == "lannister"
    # not the March (riverrun), not the Defense (blackwater), not its own order (lannisport)
    assert d.options["raids"] == {"stoney-sept": ["harrenhal", "searoad-marches"]}


def test_raid_removes_the_target_and_the_raid():
    g = land_raid()
    ev = g.act("lannister", ResolveRaid("stoney-sept", "harrenhal"))
    assert one_event(ev, "OrderRaided") == {"house": "lannister", "source": "stoney-sept", "target": "harrenhal",
                                            "victim": "stark", "token": "support-1"}
    assert "harrenhal" not in g.s.orders and "stoney-sept" not in g.s.orders
    assert g.s.power == position(phase="raid").s.power  # a support raid moves no power


@pytest.mark.parametrize("target", ["riverrun", "blackwater", "lannisport", "winterfell"])
def test_raid_refusals(target):
    # a March, a Defense (plain raid), its own order, an area that is not adjacent
    g = land_raid()
    refused(g, "lannister", ResolveRaid("stoney-sept", target), match="cannot raid")


def test_special_raid_may_remove_defense_but_not_march():
    g = land_raid(token="special-raid")
    assert decision(g, "raid").options["raids"]["stoney-sept"] == ["blackwater", "harrenhal", "searoad-marches"]
    refused(g, "lannister", ResolveRaid("stoney-sept", "riverrun"), match="cannot raid")
    g.act("lannister", ResolveRaid("stoney-sept", "blackwater"))
    assert "blackwater" not in g.s.orders


def test_raid_skipped_removes_only_the_raid():
    g = land_raid()
    ev = g.act("lannister", ResolveRaid("stoney-sept", ""))
    assert events_of(ev, "RaidSkipped") == [{"house": "lannister", "region": "stoney-sept"}]
    assert "stoney-sept" not in g.s.orders and "harrenhal" in g.s.orders


def test_raid_from_an_area_without_own_raid_order_refused():
    g = land_raid()
    refused(g, "lannister", ResolveRaid("lannisport", "harrenhal"), match="no lannister raid order")
    refused(g, "lannister", ResolveRaid("harrenhal", "stoney-sept"), match="no lannister raid order")
    refused(g, "stark", ResolveRaid("harrenhal", "stoney-sept"), reason=Reason.NOT_AWAITED)
    refused(g, "lannister", ResolveMarch("stoney-sept"), reason=Reason.WRONG_COMMAND)


def test_land_cannot_raid_sea():
    units = {"lannisport": army("lannister", "footman"), "the-golden-sound": army("greyjoy", "ship"),
             "searoad-marches": army("greyjoy", "footman")}
    orders = {"lannisport": ["lannister", "special-raid"], "the-golden-sound": ["greyjoy", "support-1"],
              "searoad-marches": ["greyjoy", "support-2"]}
    g = position(phase="raid", units=units, orders=orders)
    assert decision(g, "raid").options["raids"] == {"lannisport": ["searoad-marches"]}
    refused(g, "lannister", ResolveRaid("lannisport", "the-golden-sound"), match="cannot raid")


def test_sea_raids_land_and_port():
    units = {"the-golden-sound": army("greyjoy", "ship"),
             "lannisport": army("lannister", "footman"),
             "port-of-lannisport": army("lannister", "ship"),
             "searoad-marches": army("lannister", "footman"),
             "sunset-sea": army("lannister", "ship")}
    orders = {"the-golden-sound": ["greyjoy", "raid-1"], "lannisport": ["lannister", "consolidate-power-1"],
              "port-of-lannisport": ["lannister", "support-1"], "searoad-marches": ["lannister", "raid-1"],
              "sunset-sea": ["lannister", "support-2"]}
    g = position(phase="raid", units=units, orders=orders, turn="greyjoy")
    assert decision(g, "raid", "greyjoy").options["raids"]["the-golden-sound"] == [
        "lannisport", "port-of-lannisport", "searoad-marches", "sunset-sea"]
    g.act("greyjoy", ResolveRaid("the-golden-sound", "port-of-lannisport"))
    assert "port-of-lannisport" not in g.s.orders


def test_port_raids_only_its_own_sea():
    # Lannister ships in the port; an enemy sits in the land area next to it (after a conquest).
    units = {"port-of-lannisport": army("lannister", "ship"),
             "the-golden-sound": army("greyjoy", "ship"),
             "lannisport": army("stark", "footman")}
    orders = {"port-of-lannisport": ["lannister", "special-raid"], "the-golden-sound": ["greyjoy", "support-1"],
              "lannisport": ["stark", "support-1"]}
    g = position(phase="raid", units=units, orders=orders)
    assert decision(g, "raid").options["raids"] == {"port-of-lannisport": ["the-golden-sound"]}
    refused(g, "lannister", ResolveRaid("port-of-lannisport", "lannisport"), match="cannot raid")


def test_land_cannot_raid_a_port():
    units = {"lannisport": army("stark", "footman"), "port-of-lannisport": army("lannister", "ship")}
    orders = {"lannisport": ["stark", "raid-1"], "port-of-lannisport": ["lannister", "support-1"]}
    g = position(phase="raid", units=units, orders=orders)
    assert decision(g, "raid").options["raids"] == {"lannisport": []}
    refused(g, "stark", ResolveRaid("lannisport", "port-of-lannisport"), match="cannot raid")


def test_raiding_consolidate_power_moves_a_power_token():
    g = land_raid(power={"lannister": 4, "baratheon": 3})
    ev = g.act("lannister", ResolveRaid("stoney-sept", "searoad-marches"))
    assert one_event(ev, "PowerRaided") == {"house": "lannister", "victim": "baratheon", "gained": 1, "lost": 1}
    assert g.s.power["lannister"] == 5 and g.s.power["baratheon"] == 2


def test_raiding_consolidate_power_of_a_house_without_power():
    g = land_raid(power={"lannister": 4, "baratheon": 0})
    g.act("lannister", ResolveRaid("stoney-sept", "searoad-marches"))
    assert g.s.power["lannister"] == 5 and g.s.power["baratheon"] == 0


def test_raids_resolve_in_iron_throne_order_one_at_a_time():
    units = {"stoney-sept": army("lannister", "footman"), "harrenhal": army("stark", "footman"),
             "blackwater": army("baratheon", "footman"), "kingswood": army("baratheon", "footman"),
             "the-reach": army("tyrell", "footman")}
    orders = {"stoney-sept": ["lannister", "raid-1"], "harrenhal": ["stark", "raid-1"],
              "blackwater": ["baratheon", "raid-1"], "kingswood": ["baratheon", "raid-2"],
              "the-reach": ["tyrell", "support-1"]}
    g = position(phase="raid", units=units, orders=orders)
    # Iron Throne: baratheon, lannister, stark, martell, greyjoy, tyrell
    assert decision(g, "raid").seat == "baratheon"
    assert sorted(decision(g, "raid").options["raids"]) == ["blackwater", "kingswood"]
    g.act("baratheon", ResolveRaid("blackwater", "stoney-sept"))  # Lannister's raid is gone
    assert decision(g, "raid").seat == "stark"
    g.act("stark", ResolveRaid("harrenhal", ""))
    assert decision(g, "raid").seat == "baratheon"  # second round of turns: its other raid
    g.act("baratheon", ResolveRaid("kingswood", "the-reach"))
    assert g.s.stack[-1].get("step") != "raid"
    assert not any(o["token"].startswith("raid") for o in g.s.orders.values())
