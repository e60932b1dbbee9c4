"""resources/rulesets/a_dance_with_dragons.json: its setup, and the file against the expansion
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


def _scenario():
    return json.loads((REFERENCE / "expansions.json").read_text(encoding="utf-8"))["scenarios"]["a-dance-with-dragons"]


@needs_reference
def test_the_ruleset_file_is_what_the_reference_builds():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import make_a_dance_with_dragons
    finally:
        sys.path.pop(0)
    built = make_a_dance_with_dragons.build(REFERENCE)
    assert json.loads(json.dumps(built)) == RS.raw


@needs_reference
def test_the_setup_matches_the_reference():
    sc = _scenario()
    g = Game.new(players=6, seed=0, ruleset="a_dance_with_dragons")
    s = g.s
    assert sorted(s.houses) == sorted(sc["houses"])
    assert s.tracks == sc["tracks"]
    assert RS.star_limits(6) == sc["starred_order_limits_by_kings_court_position"]
    assert s.supply == sc["starting_supply"]
    assert s.power == {h: sc["starting_power_tokens"]["all"] for h in s.houses}
    for house in s.houses:
        placed = {r: sorted(a["units"]) for r, a in s.units.items() if a["house"] == house}
        assert placed == {r: sorted(u) for r, u in sc["starting_units"][house].items()}, house
    assert s.tokens == {r: h for h, rs in sc["power_tokens_on_board"].items() for r in rs}
    assert s.neutral == sc["neutral_forces"]
    assert s.garrisons == {**sc["home_garrisons"], **sc["extra_garrisons"]}
    assert s.wildling_threat == sc["wildling_track_start"]
    assert RS.rounds == sc["rounds"]


def test_six_houses_six_rounds_no_kings_landing_force_two_extra_garrisons():
    g = Game.new(players=6, seed=0, ruleset="a_dance_with_dragons")
    assert RS.player_counts == [6] and RS.rounds == 6
    assert "kings-landing" not in g.s.neutral and g.s.neutral == {"the-eyrie": 6}
    assert g.s.garrisons["storms-end"] == 4 and g.s.garrisons["oldtown"] == 3
    assert g.s.units["kings-landing"]["house"] == "lannister"
    assert g.s.tokens["storms-end"] == "baratheon" and g.s.tokens["oldtown"] == "tyrell"
    assert RS.raw["display_names"] == {"stark": "Bolton"}
    with pytest.raises(ValueError):
        Game.new(players=5, seed=0, ruleset="a_dance_with_dragons")


def test_the_42_cards_seven_a_house_with_the_usual_strengths():
    assert sorted(RS.house_card_ids) == sorted(RS.houses)
    for house, ids in RS.house_card_ids.items():
        assert len(ids) == 7, house
        assert sorted((RS.house_cards[c].strength for c in ids), reverse=True) == [4, 3, 2, 2, 1, 1, 0], house
    assert sum(len(ids) for ids in RS.house_card_ids.values()) == 42
    assert "ramsay-bolton" in RS.house_card_ids["stark"] and "eddard-stark" not in RS.house_cards
