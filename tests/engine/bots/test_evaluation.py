"""The leaf evaluation fitted from self-play: its features, where it applies, its file, its fit."""
from __future__ import annotations

import json
import math
import random
import sys
from pathlib import Path

import pytest

from engine.bots import evaluation, search
from engine.bots.evaluation import FEATURES, fitted_evaluate, fitted_model, standing_features
from engine.bots.levels import make_bot
from engine.game import Game

ROOT = Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "packaging"))
import make_evaluation  # noqa: E402  (the packaging command that fits the model)


def test_a_house_standing_is_read_from_the_board_tracks_and_hand() -> None:
    g = Game.new(players=6, seed=1)
    f = {h: dict(zip(FEATURES, x)) for h, x in standing_features(g.rs, g.s).items()}
    # Stark: Winterfell (a knight, a footman) and White Harbor (a footman), a ship in the Shivering Sea
    assert f["stark"] == {"castles": 2, "castles_squared": 4 / 7, "lands": 2, "barrels": 1, "supply": 1,
                          "power": 5, "tokens": 0, "units": 5, "ships": 1, "home": 1,
                          "throne": 4, "fiefdoms": 3, "court": 5, "hand": 13, "cards": 7}
    # Greyjoy: Pyke is its one castle; Greywater Watch is land without one; two ships
    assert (f["greyjoy"]["castles"], f["greyjoy"]["lands"], f["greyjoy"]["ships"], f["greyjoy"]["fiefdoms"]) == (1, 2, 2, 6)


def test_the_model_speaks_for_the_plain_second_edition_with_its_six_houses_only() -> None:
    g = Game.new(players=6, seed=1)
    chances = [math.exp(fitted_evaluate(g.rs, g.s, h) / fitted_model("second_edition").scale) for h in g.s.houses]
    assert sum(chances) == pytest.approx(1.0)
    four = Game.new(players=4, seed=1)
    assert fitted_evaluate(four.rs, four.s, "stark") is None
    fog = Game.new(players=6, seed=1, variants={"fog-of-war": True})
    assert fitted_evaluate(fog.rs, fog.s, "stark") is None  # a game with variants: the hand-written score
    first = Game.new(players=5, seed=1, ruleset="first_edition")
    assert fitted_evaluate(first.rs, first.s, "stark") is None  # no model for this ruleset


def test_the_shipped_model_predicts_winners_better_than_the_hand_written_standing() -> None:
    model = fitted_model("second_edition")
    assert model is not None and model.houses == tuple(Game.new(players=6, seed=1).s.houses)
    data = (ROOT / "resources" / "bots" / "evaluation_second_edition.json").read_text(encoding="utf-8")
    held_out = json.loads(data)["held_out"]
    assert sorted(held_out, key=int) == [str(r) for r in range(2, 11)]
    better = [r for r, m in held_out.items() if m["fitted"] > m["hand_written"]]
    assert len(better) >= 7, held_out  # on positions of games it was not fitted on
    assert all(m["fitted"] > m["uniform"] for m in held_out.values())


def test_a_model_with_other_features_is_refused() -> None:
    with pytest.raises(ValueError):
        evaluation.FittedModel({"ruleset": "second_edition", "houses": ["stark"], "scale": 1.0,
                                "features": ["castles"], "weights": {"2": [1.0]}})


def test_the_fit_finds_the_weights_that_made_the_winners() -> None:
    rng = random.Random(4)
    truth = [1.5, -0.8]
    groups = []
    for _ in range(3000):
        xs = [[rng.gauss(0, 1), rng.gauss(0, 1)] for _ in range(6)]
        us = [sum(w * x for w, x in zip(truth, row)) for row in xs]
        z = sum(math.exp(u) for u in us)
        pick, acc = rng.random() * z, 0.0
        for i, u in enumerate(us):
            acc += math.exp(u)
            if acc >= pick:
                break
        groups.append((xs, i))
    w = make_evaluation.fit_logit(groups, ridge=0.0)
    assert w == pytest.approx(truth, abs=0.12)
    assert make_evaluation.mean_log_likelihood(groups, w) > make_evaluation.mean_log_likelihood(groups, [0.0, 0.0])


def test_the_command_fits_the_same_model_from_the_same_games() -> None:
    a = make_evaluation.build(16, 7, 1)
    b = make_evaluation.build(16, 7, 1)
    assert a == b and a["features"] == list(FEATURES) and a["seed"] == 7
    evaluation.FittedModel(a)  # and the engine reads it


def test_hard_scores_its_rollouts_by_the_fitted_model_in_the_second_edition(monkeypatch: pytest.MonkeyPatch) -> None:
    calls = []
    real = search.fitted_evaluate

    def counted(rs, st, house):  # type: ignore[no-untyped-def]
        v = real(rs, st, house)
        calls.append(v)
        return v
    monkeypatch.setattr(search, "fitted_evaluate", counted)
    g = Game.new(players=6, seed=3)
    d = [x for x in g.waiting_for() if x.seat == "stark"][0]
    make_bot("hard", 1, budget=1000.0, max_samples=2).propose(g.view("stark"), d.to_wire(), 0)
    assert calls and all(v is not None for v in calls)
    calls.clear()
    make_bot("normal", 1, budget=1000.0, max_samples=2).propose(g.view("stark"), d.to_wire(), 0)
    assert calls == []  # normal keeps the hand-written score
