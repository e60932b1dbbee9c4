"""`agot-host --ruleset ID` hosts the community setups: Teach the Game's two houses chosen with
`--human` (the others are not in the game, or vassals), A Dance with Mother of Dragons with its
Iron Bank on, and a whole fan-setup game played by the host's bots."""
from __future__ import annotations

from agot_qt.net.host_cli import build_session, parser

from .util import HostProcess


def _session(*argv: str):
    return build_session(parser().parse_args([*argv, "--no-save", "--seed", "1"]))[0]


def test_agot_host_seats_the_houses_chosen_for_teach_the_game():
    s = _session("--ruleset", "teach_the_game", "--players", "2", "--human", "martell")
    assert s.game.s.houses == ["stark", "martell"] and not s.game.s.vassals
    v = _session("--ruleset", "teach_the_game", "--players", "2", "--vassals", "--human", "greyjoy")
    assert "greyjoy" in v.game.seats() and len(v.game.s.vassals) == 4


def test_agot_host_plays_a_dance_with_mother_of_dragons_with_the_iron_bank():
    s = _session("--ruleset", "a_dance_with_mother_of_dragons", "--players", "8")
    assert s.game.s.options["iron_bank"] is True and s.game.rs.rounds == 6


def test_the_host_plays_a_whole_struggle_in_the_north_game():
    with HostProcess("--ruleset", "struggle_in_the_north", "--players", "4", "--bots", "4", "--bot-level", "random",
                     "--seed", "2", "--no-save", timeout=40) as hp:
        assert "players 4" in hp.game_line and "edition struggle_in_the_north" in hp.game_line
        assert sorted(hp.seats) == ["baratheon", "greyjoy", "lannister", "stark"]
        assert hp.wait(240) == 0
        assert len([line for line in hp.all_lines if line.startswith("winner ")]) == 1
