"""`agot-host --ruleset a_dance_with_dragons --players 6`: six seats, a whole six-round game played
to its end by the host's bots."""
from __future__ import annotations

from .util import HostProcess


def test_the_host_plays_a_whole_dance_with_dragons_game():
    with HostProcess("--ruleset", "a_dance_with_dragons", "--players", "6", "--bots", "6", "--seed", "5",
                     "--no-save", timeout=40) as hp:
        assert "players 6" in hp.game_line and "edition a_dance_with_dragons" in hp.game_line
        assert len(hp.seats) == 6
        assert hp.wait(240) == 0
        assert len([line for line in hp.all_lines if line.startswith("winner ")]) == 1
