"""`agot`: start the game.

Until the Qt window lands, this plays a game between random bots in the terminal
and prints the game log, so a fresh clone shows the engine at work.
"""
from __future__ import annotations

import argparse
import sys

from engine import __version__


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="agot", description="A Game of Thrones: The Board Game")
    p.add_argument("--version", action="version", version=f"agot {__version__}")
    p.add_argument("--players", type=int, default=6, choices=[3, 4, 5, 6])
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--tides", action="store_true", help="play with Tides of Battle")
    p.add_argument("--quiet", action="store_true", help="print only the result")
    args = p.parse_args(argv)
    from engine.log import describe
    from engine.selfplay import play_game

    def show(game, events):
        for event in events:
            if not args.quiet and event.audience is None:
                print(describe(event))

    line = play_game(args.players, args.seed, options={"tides_of_battle": args.tides}, on_step=show)
    print(f"Winner: {line['winner']} after {line['rounds']} rounds ({line['decisions']} decisions)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
