"""March orders: moving, splitting, ship transport, power tokens, neutral forces, ports, supply."""
from __future__ import annotations

import pytest

from engine import board as B
from engine.commands import Choose, DeclareSupport, ResolveMarch, ResolveRaid
from engine.errors import Reason

from .helpers import army, decision, events_of, march, one_event, owner, position, refused, routed, support_all, units


def marching(units, orders, **spec):
    return position(phase="march", units=units, orders={r: list(o) for r, o in orders.items()}, **spec)


def stark_winterfell(**spec):
    return marching({"winterfell": army("stark", "footman", "knight")}, {"winterfell": ("stark", "march")}, **spec)


def test_march_moves_units_and_spends_the_order():
    g = stark_winterfell()
    ev = march(g, "stark", "winterfell", ("castle-black", ("footman",)), ("karhold", ("knight",)))
    assert units(g, "castle-black") == ["footman"] and units(g, "karhold") == ["knight"]
    assert "winterfell" not in g.s.units
    assert "winterfell" not in g.s.orders
    assert sorted(e["dest"] for e in events_of(ev, "UnitsMoved")) == ["castle-black", "karhold"]
    # the home area stays Stark's with nobody in it
    assert B.controller(g.rs, g.s, "winterfell") == "stark"


def test_march_may_leave_some_units_behind():
    g = stark_winterfell()
    march(g, "stark", "winterfell", ("karhold", ("knight",)))
    assert units(g, "winterfell") == ["footman"] and units(g, "karhold") == ["knight"]


def test_march_with_no_moves_is_skipped():
    g = stark_winterfell()
    ev = march(g, "stark", "winterfell")
    assert events_of(ev, "MarchSkipped") == [{"house": "stark", "region": "winterfell"}]
    assert units(g, "winterfell") == ["footman", "knight"] and "winterfell" not in g.s.orders


@pytest.mark.parametrize("moves,why", [
    ((("the-twins", ("footman",)),), "cannot march to"),           # not adjacent
    ((("winterfell", ("footman",)),), "must leave"),               # staying is not a move
    ((("karhold", ()),), "needs units"),
    ((("karhold", ("knight", "knight")),), "not able to march"),   # only one knight there
    ((("karhold", ("ship",)),), "not able to march"),
    ((("the-shivering-sea", ("footman",)),), "cannot march to"),   # land units stay on land
    ((("port-of-winterfell", ("footman",)),), "cannot march to"),
])
def test_march_refusals(moves, why):
    g = stark_winterfell()
    refused(g, "stark", ResolveMarch("winterfell", moves), match=why)


def test_march_needs_own_march_order():
    g = marching({"winterfell": army("stark", "footman"), "karhold": army("stark", "footman"),
                  "castle-black": army("lannister", "footman")},
                 {"winterfell": ("stark", "march"), "karhold": ("stark", "support-1"),
                  "castle-black": ("lannister", "support-1")})
    refused(g, "stark", ResolveMarch("karhold", (("the-shivering-sea", ("footman",)),)), match="no stark march order")
    refused(g, "stark", ResolveMarch("castle-black", (("karhold", ("footman",)),)), match="no stark march order")
    refused(g, "lannister", ResolveMarch("winterfell", ()), reason=Reason.NOT_AWAITED)
    refused(g, "stark", ResolveRaid("winterfell"), reason=Reason.WRONG_COMMAND)


def test_marches_resolve_in_iron_throne_order():
    g = marching({"winterfell": army("stark", "footman"), "lannisport": army("lannister", "footman"),
                  "kingswood": army("baratheon", "footman"), "riverrun": army("lannister", "footman")},
                 {"winterfell": ("stark", "march"), "lannisport": ("lannister", "march"),
                  "kingswood": ("baratheon", "march"), "riverrun": ("lannister", "march-minus-one")})
    seats = []
    while decision(g).kind == "march":
        d = decision(g)
        seats.append(d.seat)
        march(g, d.seat, sorted(d.options["marches"])[0])
    assert seats == ["baratheon", "lannister", "stark", "lannister"]


def test_routed_units_cannot_march():
    g = marching({"winterfell": army("stark", "footman", routed=["knight"]), "the-stony-shore": army("stark", "footman")},
                 {"winterfell": ("stark", "march"), "the-stony-shore": ("stark", "march")})
    assert decision(g, "march").options["marches"]["winterfell"]["units"] == ["footman"]
    refused(g, "stark", ResolveMarch("winterfell", (("karhold", ("knight",)),)), match="not able to march")
    march(g, "stark", "winterfell", ("karhold", ("footman",)))
    assert routed(g, "winterfell") == ["knight"] and units(g, "karhold") == ["footman"]


def test_one_combat_per_march():
    g = marching({"moat-cailin": army("stark", "footman", "footman"), "the-twins": army("lannister", "footman"),
                  "greywater-watch": army("greyjoy", "footman")},
                 {"moat-cailin": ("stark", "march")})
    assert decision(g).options["marches"]["moat-cailin"]["combat"] == ["greywater-watch", "the-twins"]
    refused(g, "stark", ResolveMarch("moat-cailin", (("the-twins", ("footman",)), ("greywater-watch", ("footman",)))),
            match="at most one combat")


def test_a_neutral_force_counts_as_the_one_combat():
    g = marching({"the-mountains-of-the-moon": army("stark", "footman", "footman"),
                  "the-twins": army("lannister", "footman")},
                 {"the-mountains-of-the-moon": ("stark", "march")})
    refused(g, "stark", ResolveMarch("the-mountains-of-the-moon",
                                     (("the-eyrie", ("footman",)), ("the-twins", ("footman",)))),
            match="at most one combat")


def test_marching_onto_an_enemy_power_token_removes_it_without_combat():
    g = marching({"moat-cailin": army("stark", "footman", "footman"), "the-twins": army("lannister", "footman")},
                 {"moat-cailin": ("stark", "march")}, tokens={"greywater-watch": "greyjoy", "seagard": "stark"})
    # the token area and a real combat in the same march
    ev = march(g, "stark", "moat-cailin", ("greywater-watch", ("footman",)), ("the-twins", ("footman",)))
    assert one_event(ev, "PowerTokenRemoved") == {"house": "greyjoy", "region": "greywater-watch"}
    assert "greywater-watch" not in g.s.tokens and g.s.tokens["seagard"] == "stark"
    assert units(g, "greywater-watch") == ["footman"] and owner(g, "greywater-watch") == "stark"
    assert one_event(ev, "CombatStarted")["area"] == "the-twins"


# ----- ship transport ---------------------------------------------------------------

SHIPS = {"the-shivering-sea": army("stark", "ship"), "the-narrow-sea": army("stark", "ship"),
         "shipbreaker-bay": army("stark", "ship")}


def test_transport_through_a_chain_of_own_ships():
    g = marching({"karhold": army("stark", "footman"), **SHIPS}, {"karhold": ("stark", "march")})
    dests = decision(g).options["marches"]["karhold"]["destinations"]
    assert {"kingswood", "dragonstone", "the-eyrie", "crackclaw-point", "widows-watch"} <= set(dests)
    march(g, "stark", "karhold", ("kingswood", ("footman",)))
    assert units(g, "kingswood") == ["footman"]


def test_transport_needs_every_link():
    ships = dict(SHIPS)
    del ships["the-narrow-sea"]
    g = marching({"karhold": army("stark", "footman"), **ships}, {"karhold": ("stark", "march")})
    assert "kingswood" not in decision(g).options["marches"]["karhold"]["destinations"]
    refused(g, "stark", ResolveMarch("karhold", (("kingswood", ("footman",)),)), match="cannot march to")


def test_no_transport_through_enemy_ships():
    ships = dict(SHIPS)
    ships["the-narrow-sea"] = army("baratheon", "ship")
    g = marching({"karhold": army("stark", "footman"), **ships}, {"karhold": ("stark", "march")})
    refused(g, "stark", ResolveMarch("karhold", (("kingswood", ("footman",)),)), match="cannot march to")
    refused(g, "stark", ResolveMarch("karhold", (("crackclaw-point", ("footman",)),)), match="cannot march to")


# ----- power tokens left behind ------------------------------------------------------------

def test_leaving_a_power_token_keeps_control():
    g = marching({"karhold": army("stark", "footman")}, {"karhold": ("stark", "march")}, power={"stark": 3})
    assert decision(g).options["marches"]["karhold"]["can_leave_power_token"] is True
    ev = march(g, "stark", "karhold", ("castle-black", ("footman",)), leave=True)
    assert one_event(ev, "PowerTokenPlaced") == {"house": "stark", "region": "karhold"}
    assert g.s.tokens == {"karhold": "stark"} and g.s.power["stark"] == 2
    assert B.controller(g.rs, g.s, "karhold") == "stark"


def test_without_a_token_an_empty_area_is_nobodys():
    g = marching({"karhold": army("stark", "footman")}, {"karhold": ("stark", "march")})
    march(g, "stark", "karhold", ("castle-black", ("footman",)))
    assert g.s.tokens == {} and B.controller(g.rs, g.s, "karhold") is None


def test_power_token_only_when_every_unit_leaves():
    g = marching({"karhold": army("stark", "footman", "footman")}, {"karhold": ("stark", "march")})
    refused(g, "stark", ResolveMarch("karhold", (("castle-black", ("footman",)),), True), match="every unit leaves")


def test_no_power_token_in_the_home_area_or_without_power():
    g = stark_winterfell()
    refused(g, "stark", ResolveMarch("winterfell", (("karhold", ("footman", "knight")),), True),
            match="cannot be left")
    g = marching({"karhold": army("stark", "footman")}, {"karhold": ("stark", "march")}, power={"stark": 0})
    assert decision(g).options["marches"]["karhold"]["can_leave_power_token"] is False
    refused(g, "stark", ResolveMarch("karhold", (("castle-black", ("footman",)),), True), match="cannot be left")


def test_no_power_token_at_sea():
    g = marching({"the-shivering-sea": army("stark", "ship")}, {"the-shivering-sea": ("stark", "march")})
    refused(g, "stark", ResolveMarch("the-shivering-sea", (("the-narrow-sea", ("ship",)),), True),
            match="cannot be left")


def test_enemy_home_area_without_garrison_is_walked_into():
    g = marching({"riverrun": army("stark", "footman")}, {"riverrun": ("stark", "march")}, garrisons={})
    assert B.controller(g.rs, g.s, "lannisport") == "lannister"
    assert decision(g).options["marches"]["riverrun"]["combat"] == []
    ev = march(g, "stark", "riverrun", ("lannisport", ("footman",)))
    assert not events_of(ev, "CombatStarted")
    assert B.controller(g.rs, g.s, "lannisport") == "stark"


@pytest.mark.parametrize("leave,after", [(False, "lannister"), (True, "stark")])
def test_enemy_home_area_returns_to_its_house_unless_a_token_is_left(leave, after):
    g = marching({"lannisport": army("stark", "footman")}, {"lannisport": ("stark", "march")}, garrisons={})
    march(g, "stark", "lannisport", ("stoney-sept", ("footman",)), leave=leave)
    assert B.controller(g.rs, g.s, "lannisport") == after


def test_garrisoned_enemy_home_area_means_combat():
    g = marching({"riverrun": army("stark", "footman")}, {"riverrun": ("stark", "march")})
    assert decision(g).options["marches"]["riverrun"]["combat"] == ["lannisport"]
    ev = march(g, "stark", "riverrun", ("lannisport", ("footman",)))
    started = one_event(ev, "CombatStarted")
    assert started["defender"] == "lannister" and started["area"] == "lannisport"


# ----- neutral forces ------------------------------------------------------------------------

def neutral_attack(attackers, token="march", **spec):
    u = {"kingswood": army("baratheon", *attackers), "blackwater": army("baratheon", "footman"),
         "the-reach": army("tyrell", "knight")}
    o = {"kingswood": ("baratheon", token), "blackwater": ("baratheon", "support-1"),
         "the-reach": ("tyrell", "support-plus-one")}
    return marching(u, o, **spec)


def test_neutral_force_beaten_by_equal_strength():
    g = neutral_attack(["knight", "knight", "footman"])
    march(g, "baratheon", "kingswood", ("kings-landing", ("knight", "knight", "footman")))
    ev = support_all(g)
    attacked = one_event(ev, "NeutralForceAttacked")
    summary = attacked.pop("summary")
    assert attacked == {"house": "baratheon", "area": "kings-landing", "strength": 5, "needed": 5, "won": True}
    # the short battle summary: the attacker's terms against the neutral force
    assert summary == g.s.last_battle and summary["neutral"] and summary["won"]
    assert sum(summary["strength"]["attacker"].values()) == summary["totals"]["attacker"] == 5
    assert summary["totals"]["defender"] == summary["needed"] == 5
    assert summary["units"] == {"attacker": ["footman", "knight", "knight"]}
    assert "kings-landing" not in g.s.neutral
    assert units(g, "kings-landing") == ["footman", "knight", "knight"]


def test_neutral_force_holds_against_less():
    g = neutral_attack(["knight", "knight", "footman"], token="march-minus-one")
    march(g, "baratheon", "kingswood", ("kings-landing", ("knight", "knight", "footman")))
    ev = support_all(g)
    assert one_event(ev, "NeutralForceAttacked")["strength"] == 4
    assert g.s.neutral["kings-landing"] == 5 and "kings-landing" not in g.s.units
    assert units(g, "kingswood") == ["footman", "knight", "knight"] and routed(g, "kingswood") == []


def test_neutral_force_march_bonus_and_anyones_support_count():
    g = neutral_attack(["knight"], token="march-plus-one")
    march(g, "baratheon", "kingswood", ("kings-landing", ("knight",)))
    assert sorted(d.seat for d in g.waiting_for()) == ["baratheon", "tyrell"]
    d = decision(g, seat="tyrell")
    assert d.options["sides"] == ["attacker", "none"]
    refused(g, "tyrell", DeclareSupport((("the-reach", "defender"),)), match="cannot be supported")
    g.act("tyrell", DeclareSupport((("the-reach", "attacker"),)))
    ev = g.act("baratheon", DeclareSupport((("blackwater", "none"),)))
    # knight 2 + march 1 + Tyrell knight 2 + support bonus 1
    assert one_event(ev, "NeutralForceAttacked")["strength"] == 6
    assert units(g, "kings-landing") == ["knight"]


# ----- blocked areas ----------------------------------------------------------------------

def test_blocked_areas_cannot_be_entered():
    g = marching({"the-reach": army("baratheon", "footman")}, {"the-reach": ("baratheon", "march")}, players=3)
    dests = decision(g).options["marches"]["the-reach"]["destinations"]
    assert not {"highgarden", "dornish-marches", "the-boneway"} & set(dests)
    refused(g, "baratheon", ResolveMarch("the-reach", (("highgarden", ("footman",)),)), match="cannot march to")


# ----- ships and ports -----------------------------------------------------------------------

def test_ships_move_between_seas_and_into_own_port():
    g = marching({"the-golden-sound": army("lannister", "ship", "ship"), "lannisport": army("lannister", "footman")},
                 {"the-golden-sound": ("lannister", "march")})
    d = decision(g).options["marches"]["the-golden-sound"]
    assert d["destinations"] == ["ironmans-bay", "port-of-lannisport", "sunset-sea"]
    march(g, "lannister", "the-golden-sound", ("port-of-lannisport", ("ship",)), ("sunset-sea", ("ship",)))
    assert units(g, "port-of-lannisport") == ["ship"] and units(g, "sunset-sea") == ["ship"]


@pytest.mark.parametrize("dest", ["lannisport", "searoad-marches", "riverrun"])
def test_ships_never_go_on_land(dest):
    g = marching({"the-golden-sound": army("lannister", "ship")}, {"the-golden-sound": ("lannister", "march")})
    refused(g, "lannister", ResolveMarch("the-golden-sound", ((dest, ("ship",)),)), match="cannot march to")


def test_only_into_a_port_of_ones_own():
    g = marching({"the-golden-sound": army("greyjoy", "ship")}, {"the-golden-sound": ("greyjoy", "march")})
    assert "port-of-lannisport" not in decision(g).options["marches"]["the-golden-sound"]["destinations"]
    refused(g, "greyjoy", ResolveMarch("the-golden-sound", (("port-of-lannisport", ("ship",)),)),
            match="cannot march to")


def test_a_port_holds_at_most_three_ships():
    g = marching({"the-golden-sound": army("lannister", "ship"), "port-of-lannisport": army("lannister", "ship", "ship", "ship")},
                 {"the-golden-sound": ("lannister", "march")}, supply={"lannister": 6})
    refused(g, "lannister", ResolveMarch("the-golden-sound", (("port-of-lannisport", ("ship",)),)),
            match="at most 3 ships")


def test_ships_leave_a_port_only_for_its_sea():
    g = marching({"port-of-lannisport": army("lannister", "ship")}, {"port-of-lannisport": ("lannister", "march")})
    assert decision(g).options["marches"]["port-of-lannisport"]["destinations"] == ["the-golden-sound"]
    march(g, "lannister", "port-of-lannisport", ("the-golden-sound", ("ship",)))
    assert units(g, "the-golden-sound") == ["ship"]


def test_enemy_ships_in_a_taken_port_can_be_taken_over():
    g = marching({"riverrun": army("stark", "footman"), "port-of-lannisport": army("lannister", "ship", "ship")},
                 {"riverrun": ("stark", "march")}, garrisons={})
    march(g, "stark", "riverrun", ("lannisport", ("footman",)))
    d = decision(g, "choose", "stark")
    assert d.options["prompt"] == "port-takeover" and d.options["options"] == [0, 1, 2]
    ev = g.act("stark", Choose(1))
    assert one_event(ev, "ShipsTakenOver") == {"house": "stark", "region": "port-of-lannisport", "count": 1}
    assert g.s.units["port-of-lannisport"] == {"house": "stark", "units": ["ship"], "routed": []}


# ----- supply ---------------------------------------------------------------------------------

def test_march_may_not_break_supply():
    # supply 1: armies of at most 3 and 2
    u = {"lannisport": army("lannister", "footman", "footman", "footman"),
         "stoney-sept": army("lannister", "footman", "footman"), "riverrun": army("lannister", "footman")}
    g = marching(u, {"riverrun": ("lannister", "march"), "lannisport": ("lannister", "march-minus-one")},
                 supply={"lannister": 1}, garrisons={})
    refused(g, "lannister", ResolveMarch("riverrun", (("stoney-sept", ("footman",)),)), match="supply limit")
    refused(g, "lannister", ResolveMarch("riverrun", (("lannisport", ("footman",)),)), match="supply limit")
    # leaving a single unit behind is fine
    march(g, "lannister", "riverrun", ("harrenhal", ("footman",)))
    # splitting the three: two stay, one joins the two in Stoney Sept -> 2 and 3
    march(g, "lannister", "lannisport", ("stoney-sept", ("footman",)))
    assert units(g, "stoney-sept") == ["footman"] * 3 and units(g, "lannisport") == ["footman"] * 2
