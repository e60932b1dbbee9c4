"""`agot`: open the game window.

    agot                     the window (start, load or watch a game)
    agot --load FILE         open a saved game
    agot --lang zh_CN        choose the interface language (en, zh_CN, zh_TW)
    agot --selfplay          play a game between bots in the terminal and print its log
                             (--ruleset, --players, --tides, --vassals, --iron-bank, --sea-orders,
                             --power-gifts, --seed, --lang, --quiet)
"""
from __future__ import annotations

import argparse
import sys

from engine import __version__


def selfplay(args: argparse.Namespace) -> int:
    """A game between random bots in the terminal, its public log in the interface language."""
    from PySide6.QtCore import QCoreApplication

    from engine.ruleset import load_ruleset
    from engine.selfplay import play_game

    from .screens import game_options
    from .words import i18n, names
    from .words.log_text import describe

    rs = load_ruleset(args.ruleset)
    chosen = {"tides_of_battle": args.tides, "vassals": args.vassals, "iron_bank": args.iron_bank,
              "sea_orders": args.sea_orders, "power_token_trading": args.power_gifts}
    refused = [k for k, on in chosen.items() if on and not game_options.offered(rs, k)]
    if refused:
        print(f"agot: {args.ruleset} has no option {', '.join(refused)}", file=sys.stderr)
        return 2
    counts = game_options.player_counts(rs, args.vassals)
    players = args.players if args.players is not None else (6 if 6 in counts else counts[-1])
    if players not in counts:
        print(f"agot: {args.ruleset}{' with vassals' if args.vassals else ''} is played by "
              f"{', '.join(map(str, counts))} players", file=sys.stderr)
        return 2
    if args.lang:  # the log in that language: the translators need an application
        _app = QCoreApplication.instance() or QCoreApplication([])  # noqa: F841 (kept while the game plays)
        i18n.set_language(args.lang)
    names.use_ruleset(args.ruleset)

    def show(game, events):
        for event in events:
            if not args.quiet and event.audience is None:
                print(describe(event))

    line = play_game(players, args.seed, options=game_options.engine_options(rs, chosen), on_step=show,
                     ruleset=args.ruleset)
    winner = names.listing(names.house(h) for h in (line.get("winners") or [line["winner"]]))
    print(QCoreApplication.translate("Main", "Winner: {house} after {rounds} rounds ({decisions} decisions)").format(
        house=winner, rounds=line["rounds"], decisions=line["decisions"]))
    return 0


def main(argv: list[str] | None = None) -> int:
    from engine.ruleset import DEFAULT_RULESET, OFFERED_RULESETS

    p = argparse.ArgumentParser(prog="agot", description="A Game of Thrones: The Board Game")
    p.add_argument("--version", action="version", version=f"agot {__version__}")
    p.add_argument("--selfplay", action="store_true", help="play a game between bots in the terminal")
    p.add_argument("--players", type=int, default=None,
                   help="players for --selfplay, as the edition allows (default 6, or the edition's nearest)")
    p.add_argument("--seed", type=int, default=0, help="seed for --selfplay")
    p.add_argument("--ruleset", default=DEFAULT_RULESET, choices=sorted(OFFERED_RULESETS),
                   help="edition for --selfplay")
    p.add_argument("--tides", action="store_true", help="play --selfplay with Tides of Battle")
    p.add_argument("--vassals", action="store_true", help="--selfplay with vassals for the houses nobody plays")
    p.add_argument("--iron-bank", action="store_true", help="--selfplay with the Iron Bank (Mother of Dragons)")
    p.add_argument("--sea-orders", action="store_true", help="--selfplay with the sea orders")
    p.add_argument("--power-gifts", action="store_true", help="--selfplay with power-token gifts")
    p.add_argument("--quiet", action="store_true", help="with --selfplay, print only the result")
    p.add_argument("--load", metavar="FILE", help="open a saved game")
    p.add_argument("--lang", choices=["en", "zh_CN", "zh_TW"], help="interface language (and --selfplay's log)")
    args = p.parse_args(argv)
    if args.selfplay:
        return selfplay(args)
    from .app import run

    return run(language=args.lang, load=args.load)


if __name__ == "__main__":
    sys.exit(main())
