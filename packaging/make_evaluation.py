"""Fit the searching bots' leaf evaluation from self-play (engine/bots/evaluation.py).

    python packaging/make_evaluation.py [--games 4000] [--seed 100000] [--jobs 2] [--out FILE]

Plays six-player second-edition games of the rules of thumb (level easy, seeded: the same
games every time), records every house's `standing_features` when orders are to be placed
(round 2 on) and who won, and fits for each round a conditional logit model of the winner
by Newton's method (a little ridge keeps rare features tame). The first three quarters of
the games fit the weights; the last quarter measures them, beside the hand-written standing
(`heuristic.leader_scores`, with its best temperature): the mean log-likelihood of the
winner per position is written into the file with the weights. `scale` is the hand-written
score's points per nat of that temperature, so the fitted score speaks its units.

Writes resources/bots/evaluation_second_edition.json unless --out says otherwise.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.bots.evaluation import FEATURES, MODEL_FILES, standing_features  # noqa: E402
from engine.bots.heuristic import leader_scores  # noqa: E402
from engine.game import Game  # noqa: E402
from engine.selfplay import play_game  # noqa: E402

RULESET = "second_edition"
PLAYERS = 6
RIDGE = 1e-3  # per position, on every weight
Position = tuple[list[list[float]], list[float], int]  # features per house, hand-written scores, winner


def play(seed: int) -> tuple[str | None, list[tuple[int, Position]]]:
    """One game of easy bots: its winner and, per round from 2 on, the positions at its planning."""
    seen: set[int] = set()
    houses: list[str] = []
    rows: list[tuple[int, list[list[float]], list[float]]] = []

    def on_step(game: Game, events: list[Any]) -> None:
        s = game.s
        if s.finished or s.round < 2 or s.round in seen or not any(f["kind"] == "planning" for f in s.stack):
            return
        seen.add(s.round)
        houses[:] = s.houses
        feats = standing_features(game.rs, s)
        hand = leader_scores(game.rs, s)
        rows.append((s.round, [feats[h] for h in houses], [hand[h] for h in houses]))

    winner = play_game(PLAYERS, seed, levels=["easy"] * PLAYERS, ruleset=RULESET, on_step=on_step).get("winner")
    if winner not in houses:
        return None, []
    return winner, [(r, (x, hs, houses.index(winner))) for r, x, hs in rows]


def with_houses(x: list[list[float]]) -> list[list[float]]:
    """Each house's features followed by its one-hot start (every house but the first)."""
    n = len(x)
    return [row + [1.0 if i == j + 1 else 0.0 for j in range(n - 1)] for i, row in enumerate(x)]


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        pivot = m[c][c] if abs(m[c][c]) > 1e-12 else 1e-12
        for r in range(n):
            if r != c and m[r][c]:
                f = m[r][c] / pivot
                row_r, row_c = m[r], m[c]
                for k in range(c, n + 1):
                    row_r[k] -= f * row_c[k]
    return [m[i][n] / (m[i][i] if abs(m[i][i]) > 1e-12 else 1e-12) for i in range(n)]


def fit_logit(groups: list[tuple[list[list[float]], int]], ridge: float = RIDGE, iterations: int = 30) -> list[float]:
    """Weights maximising the conditional logit likelihood of the winners (index in each group)."""
    dim = len(groups[0][0][0])
    w = [0.0] * dim
    for _ in range(iterations):
        grad = [0.0] * dim
        hess = [[0.0] * dim for _ in range(dim)]
        for xs, y in groups:
            us = [sum(wi * xi for wi, xi in zip(w, x)) for x in xs]
            top = max(us)
            es = [math.exp(u - top) for u in us]
            z = sum(es)
            ps = [e / z for e in es]
            mean = [sum(p * x[k] for p, x in zip(ps, xs)) for k in range(dim)]
            for k in range(dim):
                grad[k] += xs[y][k] - mean[k]
            for p, x in zip(ps, xs):
                d = [x[k] - mean[k] for k in range(dim)]
                for a in range(dim):
                    pa = p * d[a]
                    if pa:
                        row = hess[a]
                        for b in range(a, dim):
                            row[b] += pa * d[b]
        n = len(groups)
        for a in range(dim):
            for b in range(a):
                hess[a][b] = hess[b][a]
            hess[a][a] += ridge * n
            grad[a] -= ridge * n * w[a]
        step = _solve(hess, grad)
        w = [wi + si for wi, si in zip(w, step)]
        if max(abs(s) for s in step) < 1e-7:
            break
    return w


def mean_log_likelihood(groups: list[tuple[list[list[float]], int]], w: list[float]) -> float:
    total = 0.0
    for xs, y in groups:
        us = [sum(wi * xi for wi, xi in zip(w, x)) for x in xs]
        top = max(us)
        total += us[y] - top - math.log(sum(math.exp(u - top) for u in us))
    return total / len(groups)


def build(games: int, seed: int, jobs: int) -> dict[str, Any]:
    seeds = list(range(seed, seed + games))
    if jobs > 1:
        with ProcessPoolExecutor(jobs) as ex:
            played = list(ex.map(play, seeds, chunksize=20))
        # (the same games as in one process: each is played from its own seed)
    else:
        played = [play(s) for s in seeds]
    houses = list(Game.new(players=PLAYERS, seed=seed, ruleset=RULESET).s.houses)
    cut = len(played) * 3 // 4
    weights: dict[str, list[float]] = {}
    held_out: dict[str, dict[str, float]] = {}
    scales: list[float] = []
    def at(rnd: int, part: list[tuple[str | None, list[tuple[int, Position]]]]) -> list[Position]:
        return [p for _, rows in part for r, p in rows if r == rnd]

    def fitted(ps: list[Position]) -> list[tuple[list[list[float]], int]]:
        return [(with_houses(x), y) for x, _, y in ps]

    def hand_written(ps: list[Position]) -> list[tuple[list[list[float]], int]]:
        return [([[h / 10.0] for h in hs], y) for _, hs, y in ps]

    for rnd in range(2, 11):
        fit_ps, test_ps = at(rnd, played[:cut]), at(rnd, played[cut:])
        if len(fit_ps) < 10 or not test_ps:
            continue
        fit_on, test_on = fitted(fit_ps), fitted(test_ps)
        hand_fit, hand_test = hand_written(fit_ps), hand_written(test_ps)
        w = fit_logit(fit_on)
        beta = fit_logit(hand_fit)[0] / 10.0  # nats per point of the hand-written standing
        weights[str(rnd)] = [round(x, 6) for x in w]
        held_out[str(rnd)] = {"positions": len(test_on),
                              "fitted": round(mean_log_likelihood(test_on, w), 4),
                              "hand_written": round(mean_log_likelihood(hand_test, [beta * 10.0]), 4),
                              "uniform": round(-math.log(len(houses)), 4)}
        if beta > 0:
            scales.append(1.0 / beta)
    return {"ruleset": RULESET, "houses": houses, "features": list(FEATURES),
            "games": games, "seed": seed, "level": "easy",
            "scale": round(statistics.median(scales), 4) if scales else 1.0,
            "weights": weights, "held_out": held_out}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=4000)
    p.add_argument("--seed", type=int, default=100000)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--out", type=Path, default=ROOT / "resources" / "bots" / MODEL_FILES[RULESET])
    args = p.parse_args(argv)
    model = build(args.games, args.seed, args.jobs)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(model, indent=1) + "\n", encoding="utf-8")
    for rnd, m in model["held_out"].items():
        print(f"round {rnd}: held-out log-likelihood fitted {m['fitted']}, hand-written {m['hand_written']}, "
              f"uniform {m['uniform']} ({m['positions']} positions)")
    print(f"scale {model['scale']}; written {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
