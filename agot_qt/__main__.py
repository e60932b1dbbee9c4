"""`agot`: open the game window.

    agot                     the window (start, load or watch a game)
    agot --load FILE         open a saved game
    agot --lang zh_CN        choose the interface language (en, zh_CN, zh_TW)
    agot --selfplay          play a game between bots in the terminal and print its log
"""
from __future__ import annotations

import argparse
import sys

from engine import __version__


def selfplay(args: argparse.Namespace) -> int:
    from engine.log import describe
    from engine.selfplay import play_game

    def show(game, events):
        for event in events:
            if not args.quiet and event.audience is None:
                print(describe(event))

    line = play_game(args.players, args.seed, options={"tides_of_battle": args.tides}, on_step=show,
                     ruleset=args.ruleset)
    print(f"Winner: {line['winner']} after {line['rounds']} rounds ({line['decisions']} decisions)")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="agot", description="A Game of Thrones: The Board Game")
    p.add_argument("--version", action="version", version=f"agot {__version__}")
    p.add_argument("--selfplay", action="store_true", help="play a game between bots in the terminal")
    p.add_argument("--players", type=int, default=6, choices=[3, 4, 5, 6], help="players for --selfplay")
    p.add_argument("--seed", type=int, default=0, help="seed for --selfplay")
    p.add_argument("--ruleset", default="second_edition", choices=["first_edition", "second_edition"],
                   help="edition for --selfplay (first_edition: 3-5 players)")
    p.add_argument("--tides", action="store_true", help="play --selfplay with Tides of Battle")
    p.add_argument("--quiet", action="store_true", help="with --selfplay, print only the result")
    p.add_argument("--load", metavar="FILE", help="open a saved game")
    p.add_argument("--lang", choices=["en", "zh_CN", "zh_TW"], help="interface language")
    args = p.parse_args(argv)
    if args.selfplay:
        return selfplay(args)
    from .app import run

    return run(language=args.lang, load=args.load)


if __name__ == "__main__":
    sys.exit(main())
