"""resources/rulesets/mother_of_dragons.json against the expansion reference, when present
(users have no reference folder: the ruleset file is the project's own data)."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from engine.game import Game
from engine.units import unit_base_strength

from .helpers import RS

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = Path(os.environ.get("AGOT_REFERENCE", ROOT.parent / "shared" / "reference"))
needs_reference = pytest.mark.skipif(not (REFERENCE / "expansions.json").is_file(),
                                     reason="the expansion reference is not beside the checkout")


def _ref():
    return json.loads((REFERENCE / "expansions.json").read_text(encoding="utf-8"))


@needs_reference
def test_the_ruleset_file_is_what_the_reference_builds():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_mother_of_dragons
    finally:
        sys.path.pop(0)
    built = make_mother_of_dragons.build(REFERENCE)
    assert json.loads(json.dumps(built)) == RS.raw


@needs_reference
def test_new_areas_and_the_eyrie_overlay_match_the_reference():
    ref = _ref()
    for r in ref["regions"]:
        reg = RS.regions[r["id"]]
        assert (reg.kind, reg.castle, reg.barrels, reg.crowns, reg.port) == \
            (r["kind"], r["castle"], r["supply_barrels"], r["power_crowns"], r["port"]), r["id"]
        if r["port_of"]:
            assert (reg.port_land, reg.port_sea) == (r["port_of"]["land"], r["port_of"]["sea"])
    eyrie = RS.regions["the-eyrie"]
    assert (eyrie.castle, eyrie.home_of, eyrie.port) == ("stronghold", "arryn", "port-of-the-eyrie")
    essos = ref["maps"]["westeros-mod-essos"]
    pairs = {tuple(sorted((a, b))) for a, nbrs in RS.neighbours.items() for b in nbrs}
    assert len(pairs) == essos["counts"]["adjacency_pairs"] == 188
    assert len(RS.regions) == essos["counts"]["regions"] == 75
    for a, b in essos["adjacency_removed"]:
        assert not RS.adjacent(a, b)
    for a, b in essos["adjacency_added"]:
        assert RS.adjacent(a, b)


@needs_reference
def test_setups_match_the_reference():
    ref = _ref()
    mod = ref["scenarios"]["mother-of-dragons"]
    for n in ("7", "8"):
        g = Game.new(players=int(n), seed=0, ruleset="mother_of_dragons")
        assert sorted(g.s.houses) == sorted(mod["house_sets"][n]["houses"])
        assert g.s.tracks == mod["house_sets"][n]["tracks"]
        assert RS.star_limits(int(n)) == mod["starred_order_limits_by_kings_court_position"][n]
        assert g.s.neutral == mod["neutral_forces"][n]
        assert g.s.supply == {h: mod["starting_supply"][h] for h in g.s.houses}
        for house in g.s.houses:
            placed = {r: sorted(a["units"]) for r, a in g.s.units.items() if a["house"] == house}
            assert placed == {r: sorted(u) for r, u in mod["starting_units"][house].items()}, house
        assert g.s.garrisons == {r: v for r, v in mod["home_garrisons"].items()
                                 if n == "8" or r != "pentos"}
    for h in ref["houses"]:
        assert RS.unit_limits_of(h["id"]) == h["unit_limits"]


@needs_reference
def test_cards_deck_four_and_dragons_match_the_reference():
    ref = _ref()
    decks = ref["house_cards"]["mother-of-dragons"]
    for deck in decks.values():
        for c in deck:
            card = RS.house_cards[c["id"]]
            assert (card.name, card.strength, card.swords, card.fortifications, card.ability) == \
                (c["name"], c["strength"], c["swords"], c["fortifications"], c["ability"])
    assert sum(len(d) for d in decks.values()) == 21
    for c in ref["westeros_cards"]["deck_IV"]:
        effect = RS.card_effect(c["id"])
        assert effect["effect"] == "loyalty" and effect["areas"] == c["placed_token_areas"]
        assert effect["choice_areas"] == c.get("choice_areas", [])
    g = Game.new(players=8, seed=0, ruleset="mother_of_dragons")
    for rnd, strength in ref["dragons"]["strength_by_round"].items():
        g.s.round = int(rnd)
        assert unit_base_strength(RS, g.s, "dragon") == strength
