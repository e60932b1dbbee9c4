"""The community setups' ruleset files against the variants reference, when present (users have
no reference folder: the ruleset files are the project's own data, built by
packaging/make_setups.py)."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from engine.game import Game
from engine.ruleset import OFFERED_RULESETS, RULESET_FILES, load_ruleset

ROOT = Path(__file__).resolve().parents[2]
REFERENCE = Path(os.environ.get("AGOT_REFERENCE", ROOT.parent / "shared" / "reference"))
needs_reference = pytest.mark.skipif(not (REFERENCE / "variants.json").is_file(),
                                     reason="the variants reference is not beside the checkout")
FAN = {"struggle_in_the_north": "struggle-in-the-north", "rumble_in_the_south": "rumble-in-the-south",
       "race_to_kings_landing": "race-to-kings-landing", "no_kraken_for_dinner": "no-kraken-for-dinner"}
SETUPS = (*FAN, "teach_the_game", "a_dance_with_mother_of_dragons")


def _variants():
    return json.loads((REFERENCE / "variants.json").read_text(encoding="utf-8"))


def _expansions():
    return json.loads((REFERENCE / "expansions.json").read_text(encoding="utf-8"))


def _make_setups():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_setups
    finally:
        sys.path.pop(0)
    return make_setups


def test_every_setup_is_a_ruleset_the_window_offers():
    for rid in SETUPS:
        assert rid in RULESET_FILES and rid in OFFERED_RULESETS
        assert load_ruleset(rid).player_counts


@needs_reference
def test_the_ruleset_files_are_what_the_reference_builds():
    built = _make_setups().build_all(REFERENCE)
    assert sorted(built) == sorted(SETUPS)
    for rid, data in built.items():
        assert json.loads(json.dumps(data)) == load_ruleset(rid).raw, rid


@needs_reference
@pytest.mark.parametrize("rid", sorted(FAN))
def test_fan_setups_start_as_the_reference_says(rid):
    ref = _variants()["setups"][FAN[rid]]
    rs = load_ruleset(rid)
    assert sorted(rs.player_counts) == sorted(int(n) for n in ref["players"])
    assert rs.rounds == 10 and rs.castles_needed(rs.player_counts[0]) == 7
    # vassals (the reference's common rule): the largest setup's houses nobody plays, from 3 players
    full = max(int(n) for n in ref["players"])
    assert rs.vassal_rules["houses_of"] == full and rs.vassal_rules["player_counts"] == list(range(3, full))
    blocked = set(ref["players"][str(full)]["blocked_regions"])
    assert sorted(rs.vassal_rules["starting_units"]) == sorted(ref["players"][str(full)]["houses"])
    assert not any(set(areas) & blocked for areas in rs.vassal_rules["starting_units"].values())
    for n, p in ref["players"].items():
        g = Game.new(players=int(n), seed=4, ruleset=rid)
        s = g.s
        assert sorted(s.houses) == sorted(p["houses"])
        assert sorted(s.blocked) == sorted(p["blocked_regions"])
        units = {r: {"house": h, "units": sorted(u), "routed": []}
                 for h, areas in p["starting_units"].items() for r, u in areas.items()}
        assert s.units == units
        assert s.neutral == p["neutral_forces"] and s.garrisons == p["home_garrisons"]
        assert s.supply == p["supply"] and s.tracks == p["tracks"]
        assert s.power == {h: 5 for h in p["houses"]} and not s.tokens
        # blocked areas hold nothing: no unit, garrison, neutral force nor power token
        assert not set(s.blocked) & (set(s.units) | set(s.garrisons) | set(s.neutral) | set(s.tokens))
        limits = {"4": [3, 2, 1, 0], "5": [3, 3, 2, 1, 0]}[n]
        assert rs.star_limits(int(n)) == limits
        removed = p.get("removed_starting_units") or {}
        for region, lost in removed.items():
            base = _variants()["setups"]["base_units_used"]
            house = next(h for h, areas in base.items() if region in areas)
            assert base[house][region] == lost and region not in s.units


@needs_reference
def test_teach_the_game_is_any_two_houses_or_six_with_vassals():
    ref = _variants()["setups"]["learn-the-game"]
    base = _variants()["setups"]["base_units_used"]
    rs = load_ruleset("teach_the_game")
    assert rs.player_counts == [2] and rs.vassal_rules["player_counts"] == [2]
    six = load_ruleset("second_edition").player_setup(6)
    g = Game.new(players=2, seed=2, ruleset="teach_the_game", seated=["greyjoy", "martell"])
    s = g.s
    assert s.houses == ["greyjoy", "martell"] and not s.vassals
    assert s.units == {r: {"house": h, "units": sorted(u), "routed": []}
                       for h in s.houses for r, u in base[h].items()}
    assert s.garrisons == {"pyke": 2, "sunspear": 2} and s.neutral == ref["players"]["2"]["neutral_forces"]
    assert s.tracks == {t: [h for h in order if h in s.houses] for t, order in six["tracks"].items()}
    assert s.supply == {"greyjoy": 2, "martell": 2} and rs.star_limits(2) == [3, 2]
    # with vassals all six houses exist, the four unseated ones as vassals, the six-house star row
    v = Game.new(players=2, seed=2, ruleset="teach_the_game", options={"vassals": True}, seated=["stark", "tyrell"])
    assert v.s.houses == [h for h in rs.houses] and sorted(v.s.vassals) == ["baratheon", "greyjoy", "lannister", "martell"]
    assert rs.star_limits(6) == [3, 3, 2, 1, 0, 0] and v.s.players == 6
    with pytest.raises(ValueError):
        Game.new(players=6, seed=1, ruleset="teach_the_game")  # six houses only with vassals


@needs_reference
def test_a_dance_with_mother_of_dragons_starts_as_the_reference_says():
    ref = _variants()["setups"]["a-dance-with-mother-of-dragons"]
    sc = _expansions()["scenarios"]["a-dance-with-mother-of-dragons"]
    rs = load_ruleset("a_dance_with_mother_of_dragons")
    assert rs.player_counts == [8] and rs.rounds == ref["rounds"] == 6
    s = Game.new(players=8, seed=9, ruleset="a_dance_with_mother_of_dragons").s
    assert s.houses == list(rs.houses) and sorted(s.houses) == sorted(sc["houses"]) and s.tracks == sc["tracks"]
    assert s.units == {r: {"house": h, "units": sorted(u), "routed": []}
                       for h, areas in sc["starting_units"].items() for r, u in areas.items()}
    assert s.tokens == {r: h for h, areas in sc["power_tokens_on_board"].items() for r in areas}
    assert s.options["iron_bank"] is True
    assert s.power == {**{h: 7 for h in s.houses}, "targaryen": 9}
    for area, n in ref["garrisons"].items():
        assert s.garrisons.get(area, 0) == n
    assert "kings-landing" not in s.neutral and s.loyalty == ref["loyalty_tokens_start"]
    table = _variants()["dragon_strength"]["tables"]["six_round_setups"]
    dragon = rs.unit_types["dragon"]
    assert list(dragon.strength_steps) == table["token_rounds"]
    assert {str(r): dragon.strength + sum(1 for t in dragon.strength_steps if t <= r) for r in range(1, 7)} \
        == table["strength_by_round"]
    cards = _expansions()["house_cards"]
    decks = {**cards["a-dance-with-dragons"], "arryn": cards["a-feast-for-crows"]["arryn"],
             "targaryen": cards["mother-of-dragons"]["targaryen-b"]}
    assert {h: list(ids) for h, ids in rs.house_card_ids.items()} == {h: [c["id"] for c in d] for h, d in decks.items()}
    assert rs.raw["display_names"] == {"stark": "Bolton"}
    assert rs.vassal_rules is None and rs.always_on == ("iron_bank",)  # every house seated (docs/RULES.md)
