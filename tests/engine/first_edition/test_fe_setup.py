"""First edition: data agreeing with the reference, setup for 3, 4 and 5 players."""
from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from engine.game import Game
from engine.ruleset import load_ruleset, resources_dir
from tests.engine.test_core import REFERENCE

from .helpers import RULESET, fe_game


def _agrees(ref: Any, ours: Any, where: str) -> list[str]:
    """Where `ours` differs from `ref`; a null in the reference (a fact the texts leave
    open) may be filled with anything, every other value must be the same."""
    if ref is None:
        return []
    if isinstance(ref, dict):
        if not isinstance(ours, dict):
            return [f"{where}: not a map"]
        out = []
        for k, v in ref.items():
            if k not in ours:
                out.append(f"{where}.{k}: missing")
            else:
                out += _agrees(v, ours[k], f"{where}.{k}")
        return out
    if isinstance(ref, list):
        if not isinstance(ours, list) or len(ours) != len(ref):
            return [f"{where}: list differs"]
        return [d for i, (a, b) in enumerate(zip(ref, ours)) for d in _agrees(a, b, f"{where}[{i}]")]
    return [] if ref == ours else [f"{where}: {ours!r} is not {ref!r}"]


@pytest.mark.skipif(not REFERENCE.is_dir(), reason="reference data folder not present")
def test_first_edition_data_agrees_with_the_reference():
    mine = json.loads((resources_dir() / "rulesets" / "first_edition.json").read_text(encoding="utf-8"))
    ref = json.loads((REFERENCE / "first_edition.json").read_text(encoding="utf-8"))
    assert _agrees(ref, mine, "first_edition") == []


def test_the_reference_comparison_catches_a_changed_fact():
    ref = {"a": {"b": [1, None], "c": "x"}}
    assert _agrees(ref, {"a": {"b": [1, 5], "c": "x", "extra": 1}}, "r") == []
    assert _agrees(ref, {"a": {"b": [2, 5], "c": "x"}}, "r") != []
    assert _agrees(ref, {"a": {"b": [1], "c": "x"}}, "r") != []
    assert _agrees(ref, {"a": {"b": [1, 5]}}, "r") != []


def test_houses_in_play_per_player_count():
    assert fe_game(5).s.houses == ["lannister", "stark", "baratheon", "tyrell", "greyjoy"]
    assert fe_game(4).s.houses == ["lannister", "stark", "baratheon", "tyrell"]
    assert fe_game(3).s.houses == ["lannister", "stark", "baratheon"]


@pytest.mark.parametrize("players", [2, 6])
def test_only_three_to_five_players(players):
    with pytest.raises(ValueError):
        Game.new(players=players, ruleset=RULESET)


def test_five_power_tokens_and_the_printed_supply_levels():
    g = fe_game(5)
    assert g.s.power == {h: 5 for h in g.s.houses}
    assert g.s.supply == {"stark": 1, "baratheon": 1, "lannister": 2, "greyjoy": 2, "tyrell": 3}
    assert g.rs.max_power == 20


def test_the_barrels_each_house_starts_with_are_its_printed_supply():
    """Supply is the barrels a house controls (玩家清点自己的补给酒桶数，调整补给标记的位置), so the
    board's barrels under the starting units must give the text's starting levels."""
    from engine import board as B

    for players in (3, 4, 5):
        g = fe_game(players)
        assert {h: B.barrels(g.rs, g.s, h) for h in g.s.houses} == g.s.supply, players


def test_a_supply_card_at_the_start_changes_no_house_s_supply():
    from engine.positions import build_position

    for players in (3, 4, 5):
        start = fe_game(players).s.supply
        g = build_position({"players": players, "ruleset": "first_edition", "phase": "westeros", "round": 2,
                            "westeros": {"I": ["supply"], "II": ["last-days-of-summer"],
                                         "III": ["last-days-of-summer"]}})
        assert g.s.supply == start, (players, g.s.supply)


def test_starting_tracks_put_tyrell_fourth_and_greyjoy_fifth_at_court():
    g = fe_game(5)
    assert g.s.tracks["kings_court"].index("tyrell") == 3
    assert g.s.tracks["kings_court"].index("greyjoy") == 4
    for players in (3, 4, 5):
        s = fe_game(players).s
        assert all(sorted(order) == sorted(s.houses) for order in s.tracks.values())


def test_star_limits_by_court_place_three_players_use_places_two_to_four():
    rs = load_ruleset(RULESET)
    assert rs.star_limits(5) == [3, 3, 2, 1, 0]
    assert rs.star_limits(4) == [3, 3, 2, 1]
    assert rs.star_limits(3) == [3, 2, 1]  # places 2, 3, 4 of 3, 3, 2, 1, 0


def test_neutral_forces_at_kings_landing_the_eyrie_and_sunspear():
    g = fe_game(5)
    assert g.s.neutral == {"kings-landing": 5, "the-eyrie": 6, "sunspear": 5}


def test_absent_houses_starting_units_stay_as_neutral_forces():
    four = fe_game(4).s
    assert four.neutral == {"kings-landing": 5, "the-eyrie": 6, "sunspear": 5,
                            "pyke": 3, "greywater-watch": 1, "ironmans-bay": 2}
    three = fe_game(3).s
    assert three.neutral == {**four.neutral, "highgarden": 3, "dornish-marches": 1, "redwyne-straits": 1}
    assert not any(a["house"] in ("greyjoy", "tyrell") for a in three.units.values())
    assert three.blocked == []  # nothing is closed in the first edition


def test_starting_units_of_the_five_houses():
    s = fe_game(5).s
    assert s.units["winterfell"]["units"] == ["footman", "knight"]
    assert s.units["lannisport"]["units"] == ["footman", "knight"]
    assert s.units["the-golden-sound"]["units"] == ["ship", "ship"]
    assert s.units["ironmans-bay"]["units"] == ["ship", "ship"]
    assert s.units["shipbreaker-bay"]["units"] == ["ship", "ship"]
    assert s.units["highgarden"]["units"] == ["footman", "knight"]


def test_no_ports_siege_engines_garrisons_or_tides_of_battle():
    rs = load_ruleset(RULESET)
    assert not [r for r in rs.regions.values() if r.kind == "port"]
    assert sorted(rs.unit_types) == ["footman", "knight", "ship"]
    assert rs.unit_limits == {"footman": 10, "knight": 4, "ship": 6}
    assert fe_game(5).s.garrisons == {}
    with pytest.raises(ValueError):
        Game.new(players=5, ruleset=RULESET, options={"tides_of_battle": True})


def test_three_event_decks_of_ten_no_wildling_cards_threat_at_zero():
    rs = load_ruleset(RULESET)
    assert {d: len(c) for d, c in rs.westeros_decks.items()} == {"I": 10, "II": 10, "III": 10}
    assert Counter(rs.westeros_decks["III"])["wildling-attack"] == 3
    assert rs.wildling_cards == ()
    s = fe_game(5).s
    assert s.wildling_threat == 0 and s.wildling_deck == []
    assert {h: len(c) for h, c in s.hands.items()} == {h: 7 for h in s.houses}


def test_ten_rounds_and_the_first_decision_is_planning():
    g = fe_game(5)
    assert g.rs.rounds == 10
    assert {d.kind for d in g.waiting_for()} == {"place-orders"}
    assert g.s.revealed == []


def test_chinese_names_follow_the_first_edition_text():
    rs = load_ruleset(RULESET)
    assert rs.regions["pyke"].name_zh == "铁群岛"
    assert rs.regions["kings-landing"].name_zh == "君临城"


def test_house_cards_strengths_three_two_two_one_one_zero_zero():
    rs = load_ruleset(RULESET)
    assert len(rs.house_cards) == 35
    for house, ids in rs.house_card_ids.items():
        assert sorted((rs.house_cards[c].strength for c in ids), reverse=True) == [3, 2, 2, 1, 1, 0, 0]
