"""The draft scenario: territories, simultaneous edits within them, approval (engine/variants/
draft_scenario.py; docs/RULES.md, Variants)."""
from __future__ import annotations

import pytest

from engine import board as B
from engine import commands as C
from engine.errors import IllegalCommand
from engine.game import Game
from engine.invariants import check_invariants
from engine.selfplay import play_game
from engine.variants.draft_scenario import MAX_EDITS, MAX_REJECTIONS, territories

SCENARIO = {"draft-scenario": True}


def scenario(g: Game) -> dict:
    return next(f for f in g.s.stack if f["kind"] == "draft-scenario")


def options(g: Game, house: str) -> list:
    return next(d for d in g.waiting_for() if d.house == house).options["options"]


def test_territories_are_the_areas_held_and_the_free_areas_only_one_house_reaches():
    g = Game.new(6, seed=1, variants=SCENARIO)
    rs, s = g.rs, g.s
    areas = scenario(g)["areas"]
    control = B.control_map(rs, s)
    owned = [r for rs_ in areas.values() for r in rs_]
    assert len(owned) == len(set(owned))  # no area is two houses'
    for house, regions in areas.items():
        held = {r for r, h in control.items() if h == house}
        assert held <= set(regions)
        for r in set(regions) - held:  # a free area, reached from the house's own
            reg = rs.regions[r]
            assert reg.kind != "port" and r not in s.garrisons and r not in s.neutral and r not in s.blocked
            assert any(n in regions and (rs.regions[n].kind != "land" or reg.kind == "land")
                       for n in rs.neighbours[r])
    free = {r for r, reg in rs.regions.items() if r not in control and reg.kind != "port" and r not in s.garrisons
            and r not in s.neutral and r not in s.blocked}
    assert free - set(owned)  # some free areas were reached by two houses at once, or by none


def test_an_area_two_houses_reach_in_the_same_step_stays_nobodys():
    g = Game.new(6, seed=1)
    rs, s = g.rs, g.s
    # two lone armies with one free area between them
    s.units = {"winterfell": {"house": "stark", "units": ["footman"], "routed": []},
               "karhold": {"house": "lannister", "units": ["footman"], "routed": []}}
    s.tokens, s.garrisons, s.neutral = {}, {}, {}
    g.state_changed()
    areas = territories(g, ["stark", "lannister"])
    both = set(rs.neighbours["winterfell"]) & set(rs.neighbours["karhold"])
    both = {r for r in both if rs.regions[r].kind == "land"}
    assert both and not both & (set(areas["stark"]) | set(areas["lannister"]))
    # from land only to land: a sea is reached from a port or a sea, never from land
    for house in ("stark", "lannister"):
        for r in areas[house]:
            if rs.regions[r].kind == "sea":
                assert any(rs.regions[n].kind != "land" for n in rs.neighbours[r] if n in areas[house])


def test_houses_edit_their_start_within_their_territory_pieces_and_supply():
    g = Game.new(6, seed=2, variants=SCENARIO)
    s = g.s
    areas = scenario(g)["areas"]["stark"]
    edits = options(g, "stark")
    assert "ready" in edits
    for e in edits:
        if isinstance(e, list):
            assert e[1] in areas
    add = next(e for e in edits if e[0] == "add-unit" and e[2] == "footman")
    before = B.pieces_on_board(s, "stark")["footman"]
    g.act("stark", C.Choose(add))
    assert B.pieces_on_board(s, "stark")["footman"] == before + 1
    # the armies never outgrow the supply
    for _ in range(30):
        adds = [e for e in options(g, "stark") if isinstance(e, list) and e[0] == "add-unit"]
        if not adds:
            break
        g.act("stark", C.Choose(adds[0]))
        assert B.within_supply(g.rs, s, "stark")
    outside = next(r for r in g.rs.regions if r not in areas and g.rs.regions[r].kind == "land")
    with pytest.raises(IllegalCommand) as info:
        g.act("stark", C.Choose(["add-unit", outside, "footman"]))
    assert info.value.key == "choice-not-an-option"
    check_invariants(g)


def test_power_tokens_and_garrisons_are_placed_and_taken_back_but_never_a_token_on_the_home_area():
    g = Game.new(6, seed=3, variants=SCENARIO)
    s = g.s
    home = g.rs.home_of_house["stark"]
    edits = options(g, "stark")
    assert ["add-power", home] not in edits
    token = next(e for e in edits if e[0] == "add-power")
    power = s.power["stark"]
    g.act("stark", C.Choose(token))
    assert s.tokens[token[1]] == "stark" and s.power["stark"] == power - 1
    assert ["remove-power", token[1]] in options(g, "stark")
    g.act("stark", C.Choose(["remove-power", token[1]]))
    assert token[1] not in s.tokens and s.power["stark"] == power
    assert ["remove-garrison", home] in options(g, "stark")
    g.act("stark", C.Choose(["remove-garrison", home]))
    assert home not in s.garrisons
    garrisons = [e for e in options(g, "stark") if e[0] == "add-garrison" and e[1] == home]
    assert [e[2] for e in garrisons] == [2, 3, 4, 5, 6]
    g.act("stark", C.Choose(["add-garrison", home, 6]))
    assert s.garrisons[home] == 6
    check_invariants(g)


def test_supply_follows_the_barrels_held():
    g = Game.new(6, seed=4, variants=SCENARIO)
    s = g.s
    edits = options(g, "stark")
    barrel = next((e for e in edits if e[0] == "add-power" and g.rs.regions[e[1]].barrels
                   and B.controller(g.rs, s, e[1]) is None), None)
    assert barrel is not None
    before = s.supply["stark"]
    g.act("stark", C.Choose(barrel))
    assert s.supply["stark"] == min(len(g.rs.supply_table) - 1, B.barrels(g.rs, s, "stark")) > before or \
        s.supply["stark"] == len(g.rs.supply_table) - 1


def test_when_all_are_ready_everyone_approves_a_rejection_reopens_the_edits_and_it_ends():
    g = Game.new(4, seed=5, variants=SCENARIO)
    for h in g.seats():
        g.act(h, C.Choose("ready"))
    assert scenario(g)["step"] == "approve"
    for rejections in range(MAX_REJECTIONS):
        g.act("stark", C.Choose("reject"))
        for h in g.seats()[1:]:
            g.act(h, C.Choose("approve"))
        assert scenario(g)["step"] == "edit" and scenario(g)["rejections"] == rejections + 1
        for h in g.seats():
            g.act(h, C.Choose("ready"))
    assert options(g, "stark") == ["approve"]  # no more rejections
    for h in g.seats():
        g.act(h, C.Choose("approve"))
    assert not any(f["kind"] == "draft-scenario" for f in g.s.stack)
    assert {d.kind for d in g.waiting_for()} == {"place-orders"}


def test_a_house_makes_at_most_its_share_of_edits_then_can_only_be_ready():
    g = Game.new(3, seed=6, variants=SCENARIO)
    made = 0
    while options(g, "stark") != ["ready"]:
        e = next(x for x in options(g, "stark") if isinstance(x, list))
        g.act("stark", C.Choose(e))
        made += 1
    assert made == MAX_EDITS


def test_vassals_keep_their_positions_and_the_card_draft_follows_the_scenario():
    g = Game.new(4, seed=7, options={"vassals": True},
                 variants={**SCENARIO, "draft-house-cards": True, "random-draft": True})
    assert sorted(scenario(g)["areas"]) == sorted(g.seats())
    assert all(g.s.hands[h] for h in g.s.houses)  # a random draft is dealt first
    g = Game.new(4, seed=7, options={"vassals": True}, variants={**SCENARIO, "draft-house-cards": True})
    assert g.s.stack[-1]["kind"] == "draft-scenario" and g.s.stack[-2]["kind"] == "draft"
    assert {d.kind for d in g.waiting_for()} == {"draft-scenario"}
    for h in g.seats():
        g.act(h, C.Choose("ready"))
    for h in g.seats():
        g.act(h, C.Choose("approve"))
    assert {d.kind for d in g.waiting_for()} == {"draft"}


def test_games_with_a_draft_scenario_play_to_the_end_deterministically():
    for ruleset, players, options_ in (("second_edition", 6, None), ("mother_of_dragons", 4, {"vassals": True})):
        a = play_game(players, 8, check=True, ruleset=ruleset, options=options_, variants=SCENARIO)
        assert a == play_game(players, 8, ruleset=ruleset, options=options_, variants=SCENARIO)
    line = play_game(6, 8, check=True, levels=["easy"] * 6, variants={**SCENARIO, "draft-house-cards": True})
    assert line["winner"]
