"""Mother of Dragons plays to the end: random playouts with invariants after every step for 7
and 8 houses, deterministic per seed, and every bot level; a slow-marked batch of several
hundred random games finds no stuck state."""
from __future__ import annotations

import pytest

from engine.selfplay import main as selfplay_main
from engine.selfplay import play_game

RULESET = "mother_of_dragons"


@pytest.mark.parametrize("players", [7, 8])
def test_random_playouts_keep_every_invariant(players):
    for seed in range(2):
        line = play_game(players, 700 + seed, check=True, ruleset=RULESET)
        assert line["rounds"] <= 10 and line["winner"]


@pytest.mark.parametrize("players", [7, 8])
def test_a_seed_always_plays_the_same_game(players):
    a = play_game(players, 41, ruleset=RULESET)
    b = play_game(players, 41, ruleset=RULESET)
    assert a == b
    assert play_game(players, 42, ruleset=RULESET)["digest"] != a["digest"]


@pytest.mark.parametrize("level", ["easy", pytest.param("normal", marks=pytest.mark.slow),
                                   pytest.param("hard", marks=pytest.mark.slow)])
def test_bots_play_eight_houses_to_the_end(level):
    line = play_game(8, 3, levels=[level] * 8, ruleset=RULESET)
    assert line["winner"] in line["bots"]


def test_selfplay_command_line_plays_eight_and_seven(capsys):
    assert selfplay_main(["--ruleset", RULESET, "--players", "8", "--games", "1", "--seed", "5", "--check"]) == 0
    assert selfplay_main(["--ruleset", RULESET, "--players", "7", "--games", "1", "--seed", "5", "--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and '"players": 8' in out[0] and '"players": 7' in out[1]


@pytest.mark.slow
@pytest.mark.parametrize("players", [7, 8])
def test_several_hundred_random_games_never_stall(players):
    winners = set()
    for seed in range(150):
        line = play_game(players, 10_000 + seed, check=seed % 10 == 0, ruleset=RULESET)
        winners.add(line["winner"])
    assert len(winners) >= 3


DECK_FOUR_QUESTIONS = {
    "domestic-disputes", "domestic-disputes:house", "empty-promises", "fire-made-flesh", "fire-made-flesh:area",
    "playing-with-fire", "playing-with-fire:area", "playing-with-fire:house", "playing-with-fire:unit",
    "scattering-dissent:move", "scattering-dissent:cancel", "southron-ambitions", "strongholds-of-resistance",
    "the-long-plan", "the-long-plan:house", "the-long-plan:area", "watering-the-seed", "watering-the-seed:area",
    "word-spreads-quickly:move", "word-spreads-quickly:cancel", "hand-out-bid:iron_throne",
}


def test_random_games_answer_every_deck_four_question_and_never_stall():
    seen: set[str] = set()

    def on_step(g, events):
        seen.update(e.data["prompt"] for e in events if e.kind == "Chose")

    for seed in range(8):
        play_game(8, 300 + seed, check=True, ruleset=RULESET, on_step=on_step)
    assert DECK_FOUR_QUESTIONS <= seen, DECK_FOUR_QUESTIONS - seen
