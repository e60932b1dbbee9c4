"""Supply: levels from barrels (at most 6), the army table, and reconciling armies after a drop."""
from __future__ import annotations

import pytest

from engine import board as B
from engine.commands import SelectUnits
from engine.ruleset import load_ruleset

from .helpers import army, decision, one_event, position, refused, units

SUPPLY_CARD = {"I": ["supply"], "II": ["last-days-of-summer"], "III": ["web-of-lies"]}
IRON_THRONE = {"iron_throne": ["stark", "baratheon", "lannister", "martell", "greyjoy", "tyrell"]}
BARREL_AREAS = ["the-stony-shore", "widows-watch", "greywater-watch", "seagard", "riverrun", "the-fingers",
                "the-mountains-of-the-moon"]


def supply_card(units_, **spec):
    spec.setdefault("tracks", IRON_THRONE)
    return position(phase="westeros", round=2, westeros=SUPPLY_CARD, units=units_, **spec)


@pytest.mark.parametrize("level,sizes,fits", [
    (0, [2, 2], True), (0, [3], False), (0, [2, 2, 2], False),
    (1, [3, 2], True), (1, [3, 3], False),
    (2, [3, 2, 2], True), (2, [3, 3], False),
    (3, [3, 2, 2, 2], True), (3, [3, 3, 2], False),
    (4, [3, 3, 2, 2], True), (4, [4], False),
    (5, [4, 3, 2, 2], True), (5, [4, 3, 2, 2, 2], False),
    (6, [4, 3, 2, 2, 2], True), (6, [4, 4], False), (6, [2, 2, 2, 2, 2, 2], False),
])
def test_army_table(level, sizes, fits):
    assert B.fits_supply(load_ruleset(), level, sizes) is fits


def test_single_units_need_no_supply():
    g = position(phase="planning", units={r: army("stark", "footman") for r in BARREL_AREAS + ["karhold"]},
                 supply={"stark": 0})
    assert B.army_sizes(g.s, "stark") == []
    assert B.within_supply(g.rs, g.s, "stark")


def test_supply_card_counts_barrels_in_controlled_areas():
    # Winterfell (1, home) + Karhold (0) + two barrel areas by units + one held by a power token
    u = {"winterfell": army("stark", "footman"), "karhold": army("stark", "footman"),
         "the-stony-shore": army("stark", "footman"), "widows-watch": army("stark", "footman")}
    g = supply_card(u, tokens={"greywater-watch": "stark"})
    assert g.s.supply["stark"] == 4
    # Lannister controls only its home area (2 barrels) through its sigil
    assert g.s.supply["lannister"] == 2


def test_supply_is_capped_at_six():
    u = {r: army("stark", "footman") for r in BARREL_AREAS}
    g = supply_card(u)
    assert B.barrels(g.rs, g.s, "stark") == 8
    assert g.s.supply["stark"] == 6


def test_supply_card_event():
    g = position(phase="westeros", round=2, westeros=SUPPLY_CARD, units={"winterfell": army("stark", "footman")},
                 supply={"stark": 5})
    assert g.s.supply["stark"] == 1
    assert one_event(g._events, "SupplyAdjusted")["supply"]["stark"] == 1


def reconcile_game():
    # After the card Stark has supply 1 (Winterfell's barrel): armies of at most 3 and 2, but it has 3, 2, 2.
    u = {"winterfell": army("stark", "footman", "footman", "footman"), "karhold": army("stark", "footman", "footman"),
         "castle-black": army("stark", "footman", "knight"), "white-harbor": army("stark", "footman")}
    return supply_card(u)


def test_reconcile_asks_for_units_from_armies_only():
    g = reconcile_game()
    assert g.s.supply["stark"] == 1
    d = decision(g, "select-units", "stark")
    assert d.options["prompt"] == "reconcile-supply" and d.options["rule"] == "supply"
    regions = {r for r, _ in d.options["candidates"]}
    assert regions == {"winterfell", "karhold", "castle-black"}  # the lone footman is no army


def test_reconcile_must_reach_the_limit():
    g = reconcile_game()
    refused(g, "stark", SelectUnits((("winterfell", "footman"),)), match="still exceed")
    refused(g, "stark", SelectUnits(()), match="between 1 and")


def test_reconcile_may_not_destroy_more_than_needed():
    g = reconcile_game()
    refused(g, "stark", SelectUnits((("karhold", "footman"), ("castle-black", "knight"))),
            match="more units than needed")


def test_reconcile_by_the_players_choice():
    g = reconcile_game()
    g.act("stark", SelectUnits((("castle-black", "knight"),)))
    assert units(g, "castle-black") == ["footman"] and units(g, "karhold") == ["footman", "footman"]
    assert B.within_supply(g.rs, g.s, "stark")


def test_reconcile_breaking_the_biggest_army_down_to_one_unit():
    g = reconcile_game()
    g.act("stark", SelectUnits((("winterfell", "footman"), ("winterfell", "footman"))))
    assert units(g, "winterfell") == ["footman"]
    assert B.within_supply(g.rs, g.s, "stark")


def test_no_question_when_the_armies_fit():
    g = supply_card({"winterfell": army("stark", "footman", "footman", "footman"), "karhold": army("stark", "footman")})
    assert g.s.supply["stark"] == 1
    assert not any(d.kind == "select-units" for d in g.waiting_for())
