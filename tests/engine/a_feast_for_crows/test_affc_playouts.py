"""A Feast for Crows plays to the end: random playouts with invariants after every step (every
objective card in one place, points on the track), deterministic per seed, every bot level,
every Westeros deck I card and objective step met, every event logged; a slow-marked batch of
several hundred random games finds no stuck state."""
from __future__ import annotations

import pytest

from engine.log import describe
from engine.selfplay import main as selfplay_main
from engine.selfplay import play_game

RULESET = "a_feast_for_crows"


def test_random_playouts_keep_every_invariant_and_log_every_event():
    seen: set[str] = set()

    def on_step(g, events):
        for e in events:
            seen.add(e.kind)
            text = describe(e, RULESET)
            assert text and "{" not in text, (e.kind, text)
            if e.kind in ("VictoryPointsChanged", "SpecialObjectiveScored"):
                assert "special-" not in text, text  # the special objective by its name

    for seed in range(6):
        line = play_game(4, 600 + seed, check=True, ruleset=RULESET, on_step=on_step)
        assert line["rounds"] <= 10 and line["winner"]
    assert {"ObjectivesKept", "ObjectiveScored", "SpecialObjectiveScored", "ObjectiveDrawn",
            "VictoryChecked", "VictoryPointsChanged"} <= seen


def test_a_seed_always_plays_the_same_game():
    a = play_game(4, 41, ruleset=RULESET)
    assert a == play_game(4, 41, ruleset=RULESET)
    assert play_game(4, 42, ruleset=RULESET)["digest"] != a["digest"]


@pytest.mark.parametrize("level", ["easy", pytest.param("normal", marks=pytest.mark.slow),
                                   pytest.param("hard", marks=pytest.mark.slow)])
def test_bots_play_the_scenario_to_the_end(level):
    line = play_game(4, 3, levels=[level] * 4, ruleset=RULESET, check=True)
    assert line["winner"] in line["bots"] and line["rounds"] <= 10


def test_selfplay_command_line_plays_four(capsys):
    assert selfplay_main(["--ruleset", RULESET, "--players", "4", "--games", "2", "--seed", "5", "--check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 2 and all('"players": 4' in line for line in out)


def test_random_games_draw_every_deck_one_card():
    cards = {"rally-the-men", "the-burden-of-power", "famine", "ironborn-raid", "shifting-ambitions",
             "new-information", "mustering-affc"}
    seen: set[str] = set()

    def on_step(g, events):
        for e in events:
            if e.kind == "WesterosCardsRevealed":
                seen.update(e.data["cards"])

    for seed in range(30):
        play_game(4, 700 + seed, ruleset=RULESET, on_step=on_step)
        if cards <= seen:
            break
    assert cards <= seen, cards - seen


@pytest.mark.slow
def test_several_hundred_random_games_never_stall():
    winners = set()
    for seed in range(300):
        line = play_game(4, 20_000 + seed, check=seed % 10 == 0, ruleset=RULESET)
        assert line["rounds"] <= 10
        winners.add(line["winner"])
    assert winners
