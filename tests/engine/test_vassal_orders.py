"""A vassal's two-way order tokens, the free power token it leaves and its family in combat
(docs/RULES.md, Vassals)."""
from __future__ import annotations

import pytest

from engine import commands as C
from engine.errors import IllegalCommand
from engine.game import Game

from .helpers import army, position

VASSALS = {"options": {"vassals": True}, "players": 4, "commanders": {"tyrell": "stark", "martell": "greyjoy"}}


def vassal_position(**spec) -> Game:
    return position(**{**VASSALS, **spec})


# ----- Raid/Support +1 --------------------------------------------------------------------

def _raid_support() -> Game:
    units = {"highgarden": army("tyrell", "footman"), "dornish-marches": army("lannister", "footman"),
             "oldtown": army("baratheon", "footman"), "three-towers": army("lannister", "footman")}
    return vassal_position(phase="raid", units=units, turn="tyrell",
                           orders={"three-towers": ["lannister", "march"],  # the phase waits there
                                   "highgarden": ["tyrell", "vassal-support-plus-one"],
                                   "dornish-marches": ["lannister", "consolidate-power-1"],
                                   "oldtown": ["baratheon", "defense-plus-one-1"]})


def test_a_vassal_raid_support_order_raids_at_the_raid_step():
    g = _raid_support()
    d = next(d for d in g.waiting_for() if d.kind == "raid")
    assert d.house == "tyrell" and d.seat == "stark"
    # raids Raid, Support and Consolidate Power orders, never a Defense
    assert d.options["raids"] == {"highgarden": ["dornish-marches"]}
    assert d.options["kept_as"] == {"highgarden": "support"}
    g.act("stark", C.ResolveRaid("highgarden", "dornish-marches"), house="tyrell")
    assert "dornish-marches" not in g.s.orders and "highgarden" not in g.s.orders


def test_a_vassal_raid_support_order_raiding_nothing_stays_as_a_support_plus_one():
    g = _raid_support()
    g.act("stark", C.ResolveRaid("highgarden", ""), house="tyrell")
    assert g.s.orders["highgarden"] == {"house": "tyrell", "token": "vassal-support-plus-one"}
    assert not any(d.kind == "raid" and d.house == "tyrell" for d in g.waiting_for())  # asked once only


def test_a_banned_raid_bans_the_raid_support_token():
    g = vassal_position(phase="planning", banned=["raid"])
    from engine.phases.planning import vassal_tokens
    assert "vassal-support-plus-one" not in vassal_tokens(g) and "vassal-march" in vassal_tokens(g)


# ----- Defense +1/Muster ------------------------------------------------------------------

def _defense_muster(region: str = "oldtown", units: tuple[str, ...] = ("footman",)) -> Game:
    spec_units = {region: army("tyrell", *units), "winterfell": army("stark", "footman")}
    return vassal_position(phase="consolidate", units=spec_units, turn="stark",
                           orders={region: ["tyrell", "vassal-defense-plus-one"]})


def test_a_vassal_defense_muster_order_musters_in_its_area_at_consolidate_power():
    g = _defense_muster()  # Oldtown is a castle but not Tyrell's home
    d = next(d for d in g.waiting_for() if d.kind == "muster")
    assert d.house == "tyrell" and d.seat == "stark" and list(d.options["castles"]) == ["oldtown"]
    g.act("stark", C.Muster((("oldtown", "footman", "oldtown"),)), house="tyrell")
    assert sorted(g.s.units["oldtown"]["units"]) == ["footman", "footman"]
    assert "oldtown" not in g.s.orders


def test_a_vassal_defense_muster_order_without_a_castle_just_leaves_the_board():
    g = _defense_muster("dornish-marches")  # no castle: nothing to muster, the order goes
    assert any(e.kind == "OrderMusterResolved" and e.data["region"] == "dornish-marches" for e in g._events)
    assert not any(d.kind == "muster" and "dornish-marches" in d.options["castles"] for d in g.waiting_for())
    assert "dornish-marches" not in g.s.orders


def test_a_vassal_defense_muster_order_defends_as_a_defense_plus_one():
    from engine.phases.combat import strength_breakdown
    units = {"oldtown": army("tyrell", "footman"), "three-towers": army("lannister", "footman")}
    g = vassal_position(phase="march", units=units, turn="lannister",
                        orders={"oldtown": ["tyrell", "vassal-defense-plus-one"],
                                "three-towers": ["lannister", "march"]})
    g.act("lannister", C.ResolveMarch("three-towers", (("oldtown", ("footman",)),), False))
    combat = next(f for f in g.s.stack if f["kind"] == "combat")
    assert strength_breakdown(g, combat, "defender")["order"] == 1


# ----- marching ---------------------------------------------------------------------------

def test_a_vassal_leaving_an_area_empty_leaves_a_power_token_there_for_free():
    units = {"oldtown": army("tyrell", "footman"), "highgarden": army("tyrell", "footman")}
    g = vassal_position(phase="march", units=units, turn="tyrell",
                        orders={"oldtown": ["tyrell", "vassal-march"], "highgarden": ["tyrell", "vassal-defense-plus-one"]})
    assert g.s.power["tyrell"] == 0
    g.act("stark", C.ResolveMarch("oldtown", (("three-towers", ("footman",)),), False), house="tyrell")
    assert g.s.tokens.get("oldtown") == "tyrell" and g.s.power["tyrell"] == 0
    from engine.invariants import check_invariants
    check_invariants(g)


def test_a_vassal_leaves_no_free_token_in_its_home_nor_where_units_stay():
    units = {"highgarden": army("tyrell", "footman"), "oldtown": army("tyrell", "footman", "footman")}
    g = vassal_position(phase="march", units=units, turn="tyrell",
                        orders={"highgarden": ["tyrell", "vassal-march"], "oldtown": ["tyrell", "vassal-defense-plus-one"]})
    g.act("stark", C.ResolveMarch("highgarden", (("the-reach", ("footman",)),), False), house="tyrell")
    assert "highgarden" not in g.s.tokens
    g2 = vassal_position(phase="march", units=units, turn="tyrell",
                         orders={"oldtown": ["tyrell", "vassal-march"], "highgarden": ["tyrell", "vassal-defense-plus-one"]})
    g2.act("stark", C.ResolveMarch("oldtown", (("three-towers", ("footman",)),), False), house="tyrell")
    assert "oldtown" not in g2.s.tokens


def test_a_vassal_cannot_march_into_a_port():
    units = {"redwyne-straits": army("tyrell", "ship"), "oldtown": army("tyrell", "footman")}
    g = vassal_position(phase="march", units=units, turn="tyrell", tokens={},
                        orders={"redwyne-straits": ["tyrell", "vassal-march"]})
    d = next(d for d in g.waiting_for() if d.kind == "march")
    assert "port-of-oldtown" not in d.options["marches"]["redwyne-straits"]["destinations"]
    with pytest.raises(IllegalCommand) as info:
        g.act("stark", C.ResolveMarch("redwyne-straits", (("port-of-oldtown", ("ship",)),), False), house="tyrell")
    assert info.value.key == "march-vassal-port"


# ----- the family in combat ---------------------------------------------------------------

def test_a_family_member_s_support_goes_to_its_family_side_unasked():
    # Tyrell (Stark's vassal) attacks Lannister in Oldtown; Stark supports from Highgarden's
    # neighbour... here: Stark's army in Dornish Marches with a Support order next to Oldtown
    units = {"highgarden": army("tyrell", "knight"), "oldtown": army("lannister", "footman"),
             "dornish-marches": army("stark", "footman"), "three-towers": army("baratheon", "footman")}
    g = vassal_position(phase="march", units=units, turn="tyrell",
                        orders={"highgarden": ["tyrell", "vassal-march"],
                                "dornish-marches": ["stark", "support-1"],
                                "three-towers": ["baratheon", "support-2"]})
    g.act("stark", C.ResolveMarch("highgarden", (("oldtown", ("knight",)),), False), house="tyrell")
    combat = next(f for f in g.s.stack if f["kind"] == "combat")
    assert combat["supports"] == {"dornish-marches": "attacker"}
    pending = {d.house for d in g.waiting_for() if d.kind == "support"}
    assert pending == {"baratheon"}  # a house outside the family is asked as usual


def test_a_commander_uses_its_valyrian_steel_blade_for_its_vassal():
    units = {"highgarden": army("tyrell", "knight"), "oldtown": army("lannister", "footman")}
    g = vassal_position(phase="march", units=units, turn="tyrell",
                        tracks={"fiefdoms": ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"]},
                        orders={"highgarden": ["tyrell", "vassal-march"]})
    g.act("stark", C.ResolveMarch("highgarden", (("oldtown", ("knight",)),), False), house="tyrell")
    combat = next(f for f in g.s.stack if f["kind"] == "combat")
    combat["vassal_draw"]["tyrell"] = ["janos-slynt", "syrio-forel", "varys"]
    g.state_changed()
    g.act("lannister", C.ChooseHouseCard("the-hound"))
    g.act("stark", C.ChooseHouseCard("varys"), house="tyrell")
    d = next(d for d in g.waiting_for() if d.options.get("prompt") == "valyrian-steel-blade")
    assert d.seat == "stark" and d.options["for_house"] == "tyrell"
    events = g.act("stark", C.Choose("+1"))
    used = next(e.data for e in events if e.kind == "ValyrianSteelBladeUsed")
    assert used["house"] == "stark" and used["for_house"] == "tyrell"
    resolved = next(e.data for e in events if e.kind == "CombatResolved")
    assert resolved["breakdown"]["attacker"]["blade"] == 1
