"""Engine speed, printed as one JSON object.

    python -m engine.bench [--games N] [--players 6]

Reports full random games per second on one core, decisions per second, the
time to build one seat's view and the size of a view encoded as compact JSON.
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from .game import Game
from .selfplay import play_game


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.bench", description=__doc__)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--players", type=int, default=6)
    p.add_argument("--seed", type=int, default=1000)
    args = p.parse_args(argv)
    decisions = 0
    start = time.perf_counter()
    for i in range(args.games):
        decisions += play_game(args.players, args.seed + i)["decisions"]
    elapsed = time.perf_counter() - start
    g = Game.new(players=args.players, seed=args.seed)
    seat = g.s.houses[0]
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        view = g.view(seat)
    view_ms = (time.perf_counter() - t0) / n * 1000
    t0 = time.perf_counter()
    for _ in range(n):
        g.clone()
    clone_us = (time.perf_counter() - t0) / n * 1e6
    print(json.dumps({
        "players": args.players,
        "games": args.games,
        "games_per_second": round(args.games / elapsed, 2),
        "decisions_per_second": round(decisions / elapsed),
        "decisions_per_game": round(decisions / args.games),
        "view_build_ms": round(view_ms, 3),
        "view_json_bytes": len(json.dumps(view, separators=(",", ":"))),
        "clone_us": round(clone_us, 1),
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
