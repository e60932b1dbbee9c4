"""Play whole games with bots and print one JSON line per game.

    python -m engine.selfplay --players 6 --games 3 --seed 1 [--check]
"""
from __future__ import annotations

import argparse
import json
import sys
from typing import Any, Callable

from .bots.random_bot import RandomBot
from .errors import IllegalCommand
from .game import Game

MAX_ATTEMPTS = 12


def play_game(players: int, seed: int, check: bool = False, options: dict[str, Any] | None = None,
              on_step: Callable[[Game, list[Any]], None] | None = None, max_decisions: int = 200000) -> dict[str, Any]:
    """Play one game with random bots; returns the summary line as a dict."""
    game = Game.new(players=players, seed=seed, options=options)
    bots = {h: RandomBot(seed * 1000 + i) for i, h in enumerate(game.s.houses)}
    decisions = 0
    while not game.finished:
        pending = game.waiting_for()
        if not pending:
            raise RuntimeError("the game waits for nobody but is not over")
        decision = pending[0]
        seat = decision.seat
        view = game.view(seat)
        wire = decision.to_wire()
        for attempt in range(MAX_ATTEMPTS):
            cmd = bots[seat].propose(view, wire, attempt)
            try:
                events = game.act(seat, cmd)
                break
            except IllegalCommand:
                if attempt == MAX_ATTEMPTS - 1:
                    raise
        decisions += 1
        if check:
            from .invariants import check_invariants

            check_invariants(game)
        if on_step:
            on_step(game, events)
        if decisions > max_decisions:
            raise RuntimeError("game did not end")
    return {"seed": seed, "players": players, "winner": game.winner, "rounds": game.s.round,
            "decisions": decisions, "digest": game.digest()}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.selfplay", description=__doc__)
    p.add_argument("--players", type=int, default=6, choices=[3, 4, 5, 6])
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--check", action="store_true", help="check invariants after every step")
    p.add_argument("--tides", action="store_true", help="play with Tides of Battle")
    args = p.parse_args(argv)
    for i in range(args.games):
        line = play_game(args.players, args.seed + i, check=args.check,
                         options={"tides_of_battle": args.tides})
        print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
