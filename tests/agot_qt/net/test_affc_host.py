"""`agot-host --ruleset a_feast_for_crows --players 4`: four seats, a whole game played to its
end by the host's bots (objectives kept, scored and drawn on the way)."""
from __future__ import annotations

from .util import HostProcess


def test_the_host_plays_a_whole_feast_for_crows_game():
    with HostProcess("--ruleset", "a_feast_for_crows", "--players", "4", "--bots", "4", "--seed", "5",
                     "--no-save", timeout=40) as hp:
        assert "players 4" in hp.game_line and "edition a_feast_for_crows" in hp.game_line
        assert len(hp.seats) == 4
        assert hp.wait(240) == 0
        assert len([line for line in hp.all_lines if line.startswith("winner ")]) == 1
