"""Consolidate Power: crowns + 1 on land, nothing at sea, 1 in a port, special muster, the 20-token cap."""
from __future__ import annotations

import pytest

from engine.commands import Choose, Muster, ResolveMarch

from .helpers import army, decision, events_of, one_event, position, refused, units

# Round 2 Westeros cards that change no power, supply or units.
QUIET = {"I": ["last-days-of-summer", "supply"], "II": ["last-days-of-summer", "supply"],
         "III": ["web-of-lies", "wildlings-attack"]}


def consolidating(units_, orders, **spec):
    """A game at the Consolidate Power step with a Baratheon march still to resolve (so events are caught)."""
    u = {"the-arbor": army("baratheon", "footman"), **units_}
    o = {"the-arbor": ["baratheon", "march"], **{r: list(v) for r, v in orders.items()}}
    spec.setdefault("westeros", QUIET)
    return position(phase="march", units=u, orders=o, **spec)


def run(g):
    """Resolve the remaining march; returns the events up to the next decision."""
    return g.act("baratheon", ResolveMarch("the-arbor"))


@pytest.mark.parametrize("region,crowns", [("white-harbor", 0), ("winterfell", 1), ("kings-landing", 2)])
def test_land_gives_crowns_plus_one(region, crowns):
    g = consolidating({region: army("stark", "footman")}, {region: ("stark", "consolidate-power-1")},
                      power={"stark": 3}, neutral={})
    ev = run(g)
    assert one_event(ev, "PowerConsolidated") == {"house": "stark", "region": region, "amount": crowns + 1}
    assert g.s.power["stark"] == 3 + crowns + 1
    assert region not in g.s.orders


def test_sea_gives_nothing():
    g = consolidating({"the-shivering-sea": army("stark", "ship")},
                      {"the-shivering-sea": ("stark", "consolidate-power-1")}, power={"stark": 3})
    ev = run(g)
    assert one_event(ev, "PowerConsolidated")["amount"] == 0 and g.s.power["stark"] == 3


def test_port_gives_one():
    g = consolidating({"port-of-winterfell": army("stark", "ship")},
                      {"port-of-winterfell": ("stark", "consolidate-power-1")}, power={"stark": 3})
    ev = run(g)
    assert one_event(ev, "PowerConsolidated")["amount"] == 1 and g.s.power["stark"] == 4


def test_port_gives_nothing_with_enemy_ships_in_its_sea():
    g = consolidating({"port-of-winterfell": army("stark", "ship"), "bay-of-ice": army("greyjoy", "ship")},
                      {"port-of-winterfell": ("stark", "consolidate-power-1")}, power={"stark": 3})
    ev = run(g)
    assert one_event(ev, "PowerConsolidated")["amount"] == 0 and g.s.power["stark"] == 3


def test_consolidate_power_in_iron_throne_order():
    u = {"winterfell": army("stark", "footman"), "lannisport": army("lannister", "footman"),
         "sunspear": army("martell", "footman"), "white-harbor": army("stark", "footman")}
    o = {"winterfell": ("stark", "consolidate-power-1"), "lannisport": ("lannister", "consolidate-power-1"),
         "sunspear": ("martell", "consolidate-power-2"), "white-harbor": ("stark", "consolidate-power-2")}
    ev = run(consolidating(u, o))
    got = [(e["house"], e["region"]) for e in events_of(ev, "PowerConsolidated")]
    assert got == [("lannister", "lannisport"), ("stark", "white-harbor"), ("martell", "sunspear"),
                   ("stark", "winterfell")]


def test_power_is_capped_at_twenty():
    g = consolidating({"winterfell": army("stark", "footman")}, {"winterfell": ("stark", "consolidate-power-1")},
                      power={"stark": 19})
    ev = run(g)
    assert one_event(ev, "PowerConsolidated")["amount"] == 1 and g.s.power["stark"] == 20


def test_power_cap_counts_tokens_on_the_board():
    g = consolidating({"winterfell": army("stark", "footman")}, {"winterfell": ("stark", "consolidate-power-1")},
                      power={"stark": 18}, tokens={"karhold": "stark", "castle-black": "stark"})
    ev = run(g)
    assert one_event(ev, "PowerConsolidated")["amount"] == 0 and g.s.power["stark"] == 18


def test_special_consolidate_power_may_muster_in_its_castle_area():
    g = consolidating({"winterfell": army("stark", "footman")},
                      {"winterfell": ("stark", "special-consolidate-power")}, power={"stark": 3})
    run(g)
    d = decision(g, "choose", "stark")
    assert d.options["prompt"] == "special-consolidate-power" and d.options["options"] == ["consolidate", "muster"]
    g.act("stark", Choose("muster"))
    m = decision(g, "muster", "stark")
    assert list(m.options["castles"]) == ["winterfell"] and m.options["castles"]["winterfell"]["points"] == 2
    refused(g, "stark", Muster((("white-harbor", "footman", "white-harbor"),)), match="cannot muster now")
    g.act("stark", Muster((("winterfell", "knight", "winterfell"),)))
    assert units(g, "winterfell") == ["footman", "knight"]
    assert g.s.power["stark"] == 3  # mustering instead of taking power


def test_special_consolidate_power_may_take_power_instead():
    g = consolidating({"winterfell": army("stark", "footman")},
                      {"winterfell": ("stark", "special-consolidate-power")}, power={"stark": 3})
    run(g)
    ev = g.act("stark", Choose("consolidate"))
    assert one_event(ev, "PowerConsolidated")["amount"] == 2 and g.s.power["stark"] == 5
    assert units(g, "winterfell") == ["footman"]


def test_special_consolidate_power_without_castle_only_takes_power():
    g = consolidating({"karhold": army("stark", "footman")},
                      {"karhold": ("stark", "special-consolidate-power")}, power={"stark": 3})
    ev = run(g)
    assert one_event(ev, "PowerConsolidated")["amount"] == 2 and g.s.power["stark"] == 5
    assert not any(d.kind == "muster" for d in g.waiting_for())
