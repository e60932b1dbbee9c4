"""Random playouts with vassals for every player count: nothing stalls (every decision a vassal
needs has a seat to answer it), the invariants hold after every step (vassal ownership and
commanders included), and a game is the same for the same seed."""
from __future__ import annotations

import pytest

from engine.selfplay import mixed_levels, play_game

COUNTS = [("second_edition", n) for n in (3, 4, 5)] + [("mother_of_dragons", n) for n in range(3, 8)]


@pytest.mark.parametrize("ruleset,players", [pytest.param(r, n, marks=() if (r, n) == ("second_edition", 4)
                                                         else pytest.mark.slow) for r, n in COUNTS])
def test_mixed_bots_play_games_with_vassals_to_the_end(ruleset, players):
    line = play_game(players, 300 + players, check=True, options={"vassals": True}, ruleset=ruleset,
                     levels=mixed_levels(players))
    assert line["winner"] not in line["vassals"]


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,players", COUNTS)
def test_several_hundred_random_playouts_with_vassals_never_stall(ruleset, players):
    # 8 player counts x 40 games: 320 playouts, random bots (which try every legal kind of answer)
    for seed in range(40):
        line = play_game(players, 1000 + seed, check=True, options={"vassals": True}, ruleset=ruleset)
        assert line["winner"] not in line["vassals"]
