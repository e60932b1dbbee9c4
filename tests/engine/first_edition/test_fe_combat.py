"""First edition combat: casualties, supporting units, Rains of Autumn, neutral forces."""
from __future__ import annotations

from engine.commands import ResolveMarch, Retreat, SelectUnits

from tests.engine.helpers import army, decision, events_of, fight, one_event, routed, units

from .helpers import fe_battle, fe_hands, fe_position

HANDS = fe_hands(stark=["greatjon-umber", "house-mormont-lord", "rodrick-cassel", "eddard-stark"],
                 lannister=["kevan-lannister", "house-lannister-captain"],
                 baratheon=["davos-seaworth", "axell-florent"])


def test_casualties_are_the_winners_swords_minus_the_losers_fortifications():
    g = fe_battle(("knight", "knight"), ("footman", "footman", "footman"), **HANDS)
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "kevan-lannister"})  # 4+2 against 3+1
    assert one_event(ev, "CombatResolved")["winner"] == "stark"
    d = decision(g, "select-units", "lannister")
    assert (d.options["min"], d.options["max"]) == (1, 1)  # one sword, no fortification


def test_the_losers_fortification_saves_a_unit():
    g = fe_battle(("knight", "knight", "footman"), ("footman",), defender="baratheon", **HANDS)
    ev = fight(g, {"stark": "house-mormont-lord", "baratheon": "davos-seaworth"})  # 5+1 against 1+2
    assert one_event(ev, "CombatResolved")["winner"] == "stark"
    assert not [d for d in g.waiting_for() if d.kind == "select-units"]  # 1 sword - 1 fortification


def test_routed_units_are_destroyed_and_are_not_casualties():
    """First-edition text: 如果溃散的军队被再次进攻并战败，他们必须立刻被摧毁，这些被摧毁的单位
    不计入战死的单位数 - the casualty is a fighting footman; the routed one dies besides."""
    g = fe_battle(("knight", "knight"), ("footman", "footman"), supply={"lannister": 2}, **HANDS)
    g.s.units["harrenhal"]["routed"] = ["footman"]
    g.state_changed()
    fight(g, {"stark": "greatjon-umber", "lannister": "kevan-lannister"})  # 4+2 against 2+1: one sword
    ev = g.act("lannister", SelectUnits((("harrenhal", "footman"),)))
    destroyed = events_of(ev, "UnitsDestroyed")
    assert {"house": "lannister", "region": "harrenhal", "units": ["footman"], "why": "casualties"} in destroyed
    assert {"house": "lannister", "region": "harrenhal", "units": ["footman"], "why": "cannot-retreat"} in destroyed
    retreat = decision(g, "retreat", "lannister")
    g.act("lannister", Retreat(retreat.options["options"][0]))
    assert routed(g, retreat.options["options"][0]) == ["footman"]


def test_supporting_units_never_die_or_retreat():
    g = fe_battle(("knight", "knight"), ("footman", "footman", "footman"),
                  extra_units={"stoney-sept": army("lannister", "footman")},
                  extra_orders={"stoney-sept": ["lannister", "support-1"]}, **HANDS)
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "kevan-lannister"}, support={"stoney-sept": "defender"})
    assert one_event(ev, "CombatResolved")["winner"] == "stark"  # 4+2 against 3+1+1
    d = decision(g, "select-units", "lannister")
    assert {r for r, _ in d.options["candidates"]} == {"harrenhal"}  # casualties come only from the battle
    g.act("lannister", SelectUnits((("harrenhal", "footman"),)))
    retreat = decision(g, "retreat", "lannister")
    g.act("lannister", Retreat(retreat.options["options"][0]))
    assert units(g, "stoney-sept") == ["footman"] and routed(g, "stoney-sept") == []


def test_rains_of_autumn_supporting_footmen_count_zero_but_the_bonus_counts():
    spec = dict(HANDS, round_rules=["supporting-footmen-count-zero"])
    g = fe_battle(("footman",), ("footman",),
                  extra_units={"stoney-sept": army("lannister", "footman", "knight")},
                  extra_orders={"stoney-sept": ["lannister", "support-plus-one"]}, **spec)
    ev = fight(g, {"stark": "house-mormont-lord", "lannister": "house-lannister-captain"},
               support={"stoney-sept": "defender"})
    breakdown = one_event(ev, "CombatResolved")["breakdown"]
    assert breakdown["defender"]["support"] == 2 + 1  # the knight and the +1; the footman adds 0


def test_without_rains_supporting_footmen_count_one():
    g = fe_battle(("footman",), ("footman",),
                  extra_units={"stoney-sept": army("lannister", "footman", "knight")},
                  extra_orders={"stoney-sept": ["lannister", "support-plus-one"]}, **HANDS)
    ev = fight(g, {"stark": "house-mormont-lord", "lannister": "house-lannister-captain"},
               support={"stoney-sept": "defender"})
    assert one_event(ev, "CombatResolved")["breakdown"]["defender"]["support"] == 1 + 2 + 1


def neutral_attack(att, players=3):
    u = {"the-reach": army("lannister", *att), "the-arbor": army("baratheon", "footman")}
    o = {"the-reach": ["lannister", "march"], "the-arbor": ["baratheon", "march"]}
    g = fe_position(players=players, phase="march", units=u, orders=o, turn="lannister")
    return g, g.act("lannister", ResolveMarch("the-reach", (("highgarden", tuple(att)),)))


def test_an_absent_houses_units_fight_as_a_neutral_force_of_their_strength():
    g, ev = neutral_attack(("knight", "footman"))
    attacked = one_event(ev, "NeutralForceAttacked")
    assert {k: attacked[k] for k in ("house", "area", "strength", "needed", "won")} == {
        "house": "lannister", "area": "highgarden", "strength": 3, "needed": 3, "won": True}
    assert units(g, "highgarden") == ["footman", "knight"] and "highgarden" not in g.s.neutral


def test_an_attack_that_falls_short_of_a_neutral_force_does_not_rout():
    g, ev = neutral_attack(("footman", "footman"))
    assert one_event(ev, "NeutralForceAttacked")["won"] is False
    assert units(g, "the-reach") == ["footman", "footman"] and routed(g, "the-reach") == []
    assert g.s.neutral["highgarden"] == 3
    assert not events_of(ev, "HouseCardChosen")  # no house cards against a neutral force


def test_no_mustering_of_ships_into_a_sea_held_by_a_neutral_force():
    from engine.phases.common import muster_options

    g = fe_position(players=4, phase="planning", units={"lannisport": army("lannister", "footman")})
    g.s.neutral["the-golden-sound"] = 1
    assert "the-golden-sound" not in muster_options(g, "lannister", ["lannisport"])["castles"]["lannisport"][
        "ship_destinations"]
