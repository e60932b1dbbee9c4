"""Random first-edition games of 3, 4 and 5 players keep every invariant after every step."""
from __future__ import annotations

import pytest

from engine.ruleset import load_ruleset
from engine.selfplay import play_game

from .helpers import RULESET


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_first_edition_playouts_keep_invariants(players):
    houses = load_ruleset(RULESET).player_setup(players)["houses"]
    for seed in range(2):
        line = play_game(players, 700 + seed, check=True, ruleset=RULESET)
        assert line["ruleset"] == RULESET
        assert line["winner"] in houses
        assert 1 <= line["rounds"] <= 10


@pytest.mark.parametrize("players", [3, 4, 5])
def test_first_edition_playouts_with_easy_bots_keep_invariants_and_end_by_castles(players):
    """Easy bots take cities and strongholds (8 with three players): early wins are played out."""
    mixes = (["easy"] * players, (["easy", "random"] * 3)[:players])
    lines = []
    for seed in range(6):  # until a game ends early; every game played keeps the invariants
        lines.append(play_game(players, 900 + seed, check=True, levels=mixes[seed % 2], ruleset=RULESET))
        if lines[-1]["rounds"] < load_ruleset(RULESET).rounds:
            break
    assert lines[-1]["rounds"] < load_ruleset(RULESET).rounds, lines


@pytest.mark.slow
@pytest.mark.parametrize("players", [3, 4, 5])
def test_first_edition_playouts_with_normal_easy_and_random_bots_keep_invariants(players):
    from engine.selfplay import mixed_levels

    line = play_game(players, 40, check=True, levels=mixed_levels(players), ruleset=RULESET)
    assert line["winner"] in load_ruleset(RULESET).player_setup(players)["houses"]
