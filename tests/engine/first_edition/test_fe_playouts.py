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
