"""A Dance with Dragons plays to the end: random playouts with invariants after every step,
deterministic per seed, every bot level, every card's question asked and every event logged; a
slow-marked batch of several hundred random games finds no stuck state."""
from __future__ import annotations

import pytest

from engine.abilities import registry_for
from engine.log import describe
from engine.selfplay import main as selfplay_main
from engine.selfplay import play_game

from .helpers import RS

RULESET = "a_dance_with_dragons"


def test_random_playouts_keep_every_invariant_and_log_every_event():
    def on_step(g, events):
        for e in events:
            text = describe(e, RULESET)
            assert text and "{" not in text, (e.kind, text)

    for seed in range(3):
        line = play_game(6, 600 + seed, check=True, ruleset=RULESET, on_step=on_step)
        assert line["rounds"] <= 6 and line["winner"]


def test_a_seed_always_plays_the_same_game():
    a = play_game(6, 41, ruleset=RULESET)
    assert a == play_game(6, 41, ruleset=RULESET)
    assert play_game(6, 42, ruleset=RULESET)["digest"] != a["digest"]


@pytest.mark.parametrize("level", ["easy", pytest.param("normal", marks=pytest.mark.slow),
                                   pytest.param("hard", marks=pytest.mark.slow)])
def test_bots_play_the_scenario_to_the_end(level):
    line = play_game(6, 3, levels=[level] * 6, ruleset=RULESET)
    assert line["winner"] in line["bots"] and line["rounds"] <= 6


def test_selfplay_command_line_plays_six(capsys):
    assert selfplay_main(["--ruleset", RULESET, "--players", "6", "--games", "2", "--seed", "5", "--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and all('"players": 6' in line for line in out)


def test_random_games_ask_every_cards_question():
    asking = {c for c, a in registry_for(RS).cards.items() if a.question}
    seen: set[str] = set()

    def on_step(g, events):
        seen.update(e.data["prompt"] for e in events if e.kind == "Chose")

    for seed in range(12):
        play_game(6, 900 + seed, check=True, ruleset=RULESET, on_step=on_step)
        if asking <= seen:
            break
    assert asking <= seen, asking - seen


@pytest.mark.slow
def test_several_hundred_random_games_never_stall():
    winners = set()
    for seed in range(300):
        line = play_game(6, 20_000 + seed, check=seed % 10 == 0, ruleset=RULESET)
        assert line["rounds"] <= 6
        winners.add(line["winner"])
    assert len(winners) >= 3
