"""First edition orders: star limits, consolidate power only on land, the special raid,
the starred consolidate power, raids of consolidate power, and the Messenger Raven."""
from __future__ import annotations

from engine.commands import Choose, PlaceOrders, ResolveRaid, UseRaven
from engine.errors import Reason

from tests.engine.helpers import army, decision, events_of, one_event, refused

from .helpers import fe_position

UNITS = {"winterfell": army("stark", "footman"), "white-harbor": army("stark", "footman"),
         "the-shivering-sea": army("stark", "ship"), "castle-black": army("stark", "footman"),
         "karhold": army("stark", "footman")}


def planning(**spec):
    spec.setdefault("units", UNITS)
    return fe_position(phase="planning", **spec)


def test_star_limits_follow_the_kings_court_three_three_two_one_zero():
    g = planning(units={**UNITS, "lannisport": army("lannister", "footman"), "dragonstone": army("baratheon", "footman"),
                        "highgarden": army("tyrell", "footman"), "pyke": army("greyjoy", "footman")})
    assert {d.seat: d.options["star_limit"] for d in g.waiting_for()} == {
        "lannister": 3, "stark": 3, "baratheon": 2, "tyrell": 1, "greyjoy": 0}
    stars = (("winterfell", "march-plus-one"), ("white-harbor", "defense-plus-two"),
             ("the-shivering-sea", "support-plus-one"), ("castle-black", "raid-plus-one"),
             ("karhold", "consolidate-power-1"))
    refused(g, "stark", PlaceOrders(stars), match="at most 3 starred")


def test_consolidate_power_is_refused_at_sea():
    g = planning()
    orders = (("winterfell", "march"), ("white-harbor", "raid-1"), ("the-shivering-sea", "consolidate-power-1"),
              ("castle-black", "support-1"), ("karhold", "defense-plus-one-1"))
    e = refused(g, "stark", PlaceOrders(orders), match="only be placed on land")
    assert e.key == "orders-land-only"
    d = decision(g, "place-orders", "stark")
    assert d.options["land_only"] == ["consolidate-power-1", "consolidate-power-2", "more-power"]


def test_more_orders_than_non_land_tokens_at_sea_counts_what_fits():
    # six ships at sea can take at most the ten tokens that are not consolidate power
    units = {sea: army("stark", "ship") for sea in ("the-shivering-sea", "bay-of-ice", "the-narrow-sea")}
    units["winterfell"] = army("stark", "footman")
    g = planning(units=units)
    assert decision(g, "place-orders", "stark").options["count"] == 4
    g.act("stark", PlaceOrders((("the-shivering-sea", "raid-1"), ("bay-of-ice", "raid-2"),
                                ("the-narrow-sea", "support-1"), ("winterfell", "consolidate-power-1"))))


def consolidate(token, region="winterfell", **spec):
    units = {region: army("stark", "footman"), "white-harbor": army("stark", "footman")}
    return fe_position(phase="consolidate", units=units, orders={region: ["stark", token]}, **spec)


def test_starred_consolidate_power_only_gives_power_like_the_plain_one():
    for token in ("more-power", "consolidate-power-1"):
        # Winterfell is a stronghold: no mustering offered in the 1st edition (seed 1: round 2's
        # Westeros cards give no power)
        g = consolidate(token, seed=1)
        assert g.s.power["stark"] == 5 + 1 + g.rs.regions["winterfell"].crowns
        assert g.s.round == 2  # no choice to muster instead was asked


def raid_position(token):
    units = {"stoney-sept": army("lannister", "footman"),
             "harrenhal": army("stark", "footman"), "riverrun": army("stark", "footman"),
             "blackwater": army("stark", "footman"), "searoad-marches": army("baratheon", "footman"),
             "the-golden-sound": army("greyjoy", "ship")}
    orders = {"stoney-sept": ["lannister", token], "harrenhal": ["stark", "support-1"],
              "riverrun": ["stark", "march"], "blackwater": ["stark", "defense-plus-one-1"],
              "searoad-marches": ["baratheon", "consolidate-power-1"],
              "the-golden-sound": ["greyjoy", "support-1"]}
    return fe_position(phase="raid", units=units, orders=orders)


def test_special_raid_removes_up_to_two_adjacent_orders():
    g = raid_position("raid-plus-one")
    assert decision(g, "raid").options["raids"] == {"stoney-sept": ["harrenhal", "searoad-marches"]}
    g.act("lannister", ResolveRaid("stoney-sept", "harrenhal"))
    d = decision(g, "choose", "lannister")
    assert d.options["prompt"] == "special-raid-more" and d.options["options"] == ["searoad-marches", "none"]
    ev = g.act("lannister", Choose("searoad-marches"))
    assert one_event(ev, "OrderRaided")["target"] == "searoad-marches"
    assert "harrenhal" not in g.s.orders and "searoad-marches" not in g.s.orders


def test_special_raid_second_order_may_be_declined():
    g = raid_position("raid-plus-one")
    g.act("lannister", ResolveRaid("stoney-sept", "searoad-marches"))
    g.act("lannister", Choose("none"))
    assert "harrenhal" in g.s.orders


def test_special_raid_never_removes_march_or_defense():
    g = raid_position("raid-plus-one")
    refused(g, "lannister", ResolveRaid("stoney-sept", "riverrun"), match="cannot raid")
    refused(g, "lannister", ResolveRaid("stoney-sept", "blackwater"), match="cannot raid")


def test_plain_raid_removes_one_order_and_asks_no_more():
    g = raid_position("raid-1")
    g.act("lannister", ResolveRaid("stoney-sept", "harrenhal"))
    assert "searoad-marches" in g.s.orders
    assert not [d for d in g.waiting_for() if d.kind == "choose"]


def test_raiding_consolidate_power_gives_the_raider_one_and_costs_the_victim_nothing():
    g = raid_position("raid-1")
    before = dict(g.s.power)
    ev = g.act("lannister", ResolveRaid("stoney-sept", "searoad-marches"))
    assert one_event(ev, "PowerRaided") == {"house": "lannister", "victim": "baratheon", "gained": 1, "lost": 0}
    assert g.s.power["lannister"] == before["lannister"] + 1
    assert g.s.power["baratheon"] == before["baratheon"]


def test_land_units_cannot_raid_the_sea_but_ships_raid_land():
    g = raid_position("raid-1")
    assert "the-golden-sound" not in decision(g, "raid").options["raids"]["stoney-sept"]
    units = {"the-golden-sound": army("greyjoy", "ship"), "lannisport": army("lannister", "footman")}
    g = fe_position(phase="raid", units=units, orders={"the-golden-sound": ["greyjoy", "raid-1"],
                                                       "lannisport": ["lannister", "support-1"]})
    assert decision(g, "raid").options["raids"] == {"the-golden-sound": ["lannisport"]}


def raven_position():
    g = planning(units={"winterfell": army("lannister", "footman"), "lannisport": army("lannister", "footman"),
                        "the-golden-sound": army("lannister", "ship"), "pyke": army("greyjoy", "footman")})
    for d in g.waiting_for():
        if d.seat == "lannister":
            g.act("lannister", PlaceOrders((("winterfell", "march"), ("lannisport", "support-1"),
                                            ("the-golden-sound", "raid-1"))))
        elif d.seat == "greyjoy":
            g.act("greyjoy", PlaceOrders((("pyke", "defense-plus-one-1"),)))
    return g


def test_messenger_raven_only_swaps_an_order():
    g = raven_position()
    d = decision(g, "raven")
    assert d.seat == "lannister" and d.options["actions"] == ["none", "replace"]
    refused(g, "lannister", UseRaven("peek"), Reason.ILLEGAL)
    refused(g, "lannister", UseRaven("replace", "the-golden-sound", "consolidate-power-1"),
            match="only be placed on land")
    ev = g.act("lannister", UseRaven("replace", "lannisport", "consolidate-power-1"))
    assert one_event(ev, "OrderReplaced")["new"] == "consolidate-power-1"
    assert not events_of(ev, "WildlingCardPeeked")
