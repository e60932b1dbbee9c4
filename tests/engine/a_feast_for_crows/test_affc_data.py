"""resources/rulesets/a_feast_for_crows.json: its setup, and the file against the expansion
reference when present (users have no reference folder: the ruleset file is the project's own
data)."""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

import pytest

from engine.game import Game

from .helpers import RS

ROOT = Path(__file__).resolve().parents[3]
REFERENCE = Path(os.environ.get("AGOT_REFERENCE", ROOT.parent / "shared" / "reference"))
needs_reference = pytest.mark.skipif(not (REFERENCE / "expansions.json").is_file(),
                                     reason="the expansion reference is not beside the checkout")


def _reference():
    return json.loads((REFERENCE / "expansions.json").read_text(encoding="utf-8"))


@needs_reference
def test_the_ruleset_file_is_what_the_reference_builds():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_a_feast_for_crows
    finally:
        sys.path.pop(0)
    built = make_a_feast_for_crows.build(REFERENCE)
    assert json.loads(json.dumps(built)) == RS.raw


@needs_reference
def test_the_setup_matches_the_reference():
    ref = _reference()
    sc = ref["scenarios"]["a-feast-for-crows"]
    g = Game.new(players=4, seed=0, ruleset="a_feast_for_crows")
    s = g.s
    assert sorted(s.houses) == sorted(sc["houses"])
    assert s.tracks == sc["tracks"]
    assert RS.star_limits(4) == sc["starred_order_limits_by_kings_court_position"]
    assert s.supply == sc["starting_supply"]
    assert s.power == {h: sc["starting_power_tokens"]["all"] for h in s.houses}
    for house in s.houses:
        placed = {r: sorted(a["units"]) for r, a in s.units.items() if a["house"] == house}
        assert placed == {r: sorted(u) for r, u in sc["starting_units"][house].items()}, house
    assert s.tokens == {r: h for h, rs in sc["power_tokens_on_board"].items() for r in rs}
    assert sorted(s.blocked) == sorted(sc["blocked_regions"])
    assert s.wildling_threat == sc["wildling_track_start"]
    assert s.neutral == {}
    # the base homes' garrisons only: King's Landing and The Eyrie start held by Lannister's and
    # Arryn's units, without the base game's neutral force tokens (docs/RULES.md)
    assert s.garrisons == sc["home_garrisons"]
    assert RS.max_power_of("arryn") == sc["max_power_tokens"]["arryn"] == 19
    assert RS.max_power_of("stark") == sc["max_power_tokens"]["others"] == 20
    assert RS.rounds == sc["rounds"]
    assert RS.regions["the-eyrie"].home_of == "arryn" and RS.regions["the-eyrie"].castle == "castle"


@needs_reference
def test_cards_decks_and_objectives_match_the_reference():
    ref = _reference()
    arryn = ref["house_cards"]["a-feast-for-crows"]["arryn"]
    assert [RS.house_cards[c["id"]].name for c in arryn] == [c["name"] for c in arryn]
    assert RS.house_card_ids["arryn"] == tuple(c["id"] for c in arryn)
    for c in arryn:
        card = RS.house_cards[c["id"]]
        assert (card.strength, card.swords, card.fortifications) == (c["strength"], c["swords"], c["fortifications"])
    # Arryn's A Feast for Crows deck is not Mother of Dragons' (different cards, own ids)
    assert not set(RS.house_card_ids["arryn"]) & {c["id"] for c in ref["house_cards"]["mother-of-dragons"]["arryn"]}
    deck_one = ref["westeros_cards"]["affc_deck_I"]
    assert sorted(RS.westeros_decks["I"]) == sorted(c["id"] for c in deck_one for _ in range(c["count"]))
    assert len(RS.westeros_decks["I"]) == ref["meta"]["counts"]["affc_deck_I"] == 10
    assert RS.westeros_decks["II"] == Game.new(players=4, ruleset="second_edition").rs.westeros_decks["II"]
    assert {c: o["victory_points"] for c, o in RS.objective_cards.items()} == \
        {o["id"]: o["victory_points"] for o in ref["objective_cards"]}
    assert len(RS.objective_cards) == 28
    assert {h: c["victory_points"] for h, c in RS.special_objectives.items()} == \
        {c["house"]: c["victory_points"] for c in ref["special_objectives"]}


def test_every_objective_and_special_has_a_condition_and_a_name():
    from engine.abilities import registry_for
    from engine.log import _names

    reg = registry_for(RS)
    ids = set(RS.objective_cards) | {c["id"] for c in RS.special_objectives.values()}
    assert set(reg.objectives) == ids
    names = _names("a_feast_for_crows")
    assert all(names[i] != i for i in ids)
