"""Play whole games with bots and print one JSON line per game.

    python -m engine.selfplay --players 6 --games 3 --seed 1 [--check]
    python -m engine.selfplay --bots easy,random,random,normal,hard,random
    python -m engine.selfplay --ruleset first_edition --players 5 --check
    python -m engine.selfplay --ruleset mother_of_dragons --players 4 --vassals --check
    python -m engine.selfplay --ruleset mother_of_dragons --players 8 --iron-bank --check
    python -m engine.selfplay --variant draft-house-cards --variant random-draft --games 3 --check
    python -m engine.selfplay --ruleset teach_the_game --houses greyjoy,martell --check
    python -m engine.selfplay --variant fog-of-war --ruleset mother_of_dragons --players 8 --check
    python -m engine.selfplay --list-variants

--bots gives one level per seat (random, easy, normal, hard) in the order of
the houses in play, or a single level for every seat; the default is random.
`--bots mixed` seats normal, easy and random bots in turn: random bots alone
seldom take seven castles, so this is how the early wins get played out too.
`--variant ID[=VALUE]` (repeatable) plays a variant (engine/variants; `ID` alone turns a
flag on; with fog of war `--check` also checks that no view shows what its seat cannot see);
`--list-variants` prints every variant the engine knows as JSON, each with
`implemented` (only those can be played).
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, Callable

from .bots.random_bot import RandomBot
from .errors import IllegalCommand, SetupRefused
from .game import Game
from .ruleset import DEFAULT_RULESET, RULESET_FILES, load_ruleset
from .views import LazyView

MAX_ATTEMPTS = 12


def play_game(players: int, seed: int, check: bool = False, options: dict[str, Any] | None = None,
              on_step: Callable[[Game, list[Any]], None] | None = None, max_decisions: int = 200000,
              levels: list[str] | None = None,
              on_decision: Callable[[str, str, float], None] | None = None,
              ruleset: str = DEFAULT_RULESET,
              on_bots: Callable[[dict[str, Any]], None] | None = None,
              variants: dict[str, Any] | None = None, seated: list[str] | None = None,
              make: Callable[[int, str], Any] | None = None) -> dict[str, Any]:
    """Play one game with bots (random unless `levels` names one per seat); returns the summary line.

    `seated` names the houses the bots play (with vassals, or in a setup whose houses the
    table chooses: Teach the Game), as `Game.new` takes them.

    `on_decision(seat, kind, seconds)` is told how long each bot took to answer; `on_bots`
    is handed the bots by seat before the first decision (to read their search statistics);
    `make(index, seat)`, when given, makes each seat's bot instead (another checkout's, say)."""
    game = Game.new(players=players, seed=seed, options=options, ruleset=ruleset, variants=variants, seated=seated)
    if make is not None:
        bots = {h: make(i, h) for i, h in enumerate(game.seats())}
    elif levels:
        from .bots.levels import make_bot

        bots = {h: make_bot(levels[i], seed * 1000 + i) for i, h in enumerate(game.seats())}
    else:  # one bot per seat; a seat's bot also answers for the vassals it commands
        bots = {h: RandomBot(seed * 1000 + i) for i, h in enumerate(game.seats())}
    if on_bots:
        on_bots(bots)
    decisions = 0
    while not game.finished:
        pending = game.waiting_for()
        if not pending:
            raise RuntimeError("the game waits for nobody but is not over")
        decision = pending[0]
        seat = decision.seat
        # bots only read their view, built when first read (random bots seldom read it);
        # a vassal's decision is answered from the vassal's own view
        view = LazyView(game, decision.house)
        wire = decision.house_wire()
        for attempt in range(MAX_ATTEMPTS):
            t0 = time.perf_counter()
            cmd = bots[seat].propose(view, wire, attempt)
            if on_decision:
                on_decision(seat, decision.kind, time.perf_counter() - t0)
            try:
                events = game.act(seat, cmd, house=decision.house)
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
    out = {"seed": seed, "players": players, "winner": game.winner, "rounds": game.s.round,
           "decisions": decisions, "digest": game.digest()}
    if ruleset != DEFAULT_RULESET:
        out["ruleset"] = ruleset
    if seated:
        out["houses"] = list(game.seats())
    if len(game.s.winners) > 1:
        out["winners"] = list(game.s.winners)
    if levels:
        out["bots"] = {h: levels[i] for i, h in enumerate(game.seats())}
    if game.s.vassals:
        out["vassals"] = list(game.s.vassals)
    if "variants" in game.s.options:
        out["variants"] = dict(game.s.options["variants"])
    if game.s.iron_bank:
        out["loans"] = {h: list(ls) for h, ls in game.s.iron_bank["loans"].items() if ls}
    return out


MIXED = ("normal", "easy", "random")


def mixed_levels(players: int) -> list[str]:
    """Normal, easy and random bots in turn by seat."""
    return [MIXED[i % len(MIXED)] for i in range(players)]


def parse_levels(text: str | None, players: int) -> list[str] | None:
    """'easy' or 'easy,random,...' (one per seat) -> one level per seat, or None for all random;
    'mixed' -> normal, easy, random, normal, ... by seat."""
    if not text:
        return None
    if text.strip() == "mixed":
        return mixed_levels(players)
    from .bots.levels import LEVELS

    levels = [t.strip() for t in text.split(",") if t.strip()]
    for lv in levels:
        if lv not in LEVELS:
            raise SystemExit(f"unknown bot level {lv!r}; choose from {', '.join(LEVELS)}")
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise SystemExit(f"--bots needs 1 or {players} levels, got {len(levels)}")
    return levels


def main(argv: list[str] | None = None) -> int:
    from . import __version__

    p = argparse.ArgumentParser(prog="python -m engine.selfplay", description=__doc__)
    p.add_argument("--version", action="version", version=f"agot-selfplay {__version__}")
    p.add_argument("--players", type=int, default=None,
                   help="player count (default: the most the ruleset allows)")
    p.add_argument("--ruleset", default=DEFAULT_RULESET, choices=sorted(RULESET_FILES),
                   help="edition to play (default: %(default)s)")
    p.add_argument("--games", type=int, default=1)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--check", action="store_true", help="check invariants after every step")
    p.add_argument("--tides", action="store_true", help="play with Tides of Battle")
    p.add_argument("--vassals", action="store_true",
                   help="houses without a player are vassals (3-5 players in second_edition, "
                        "3-7 in mother_of_dragons)")
    p.add_argument("--sea-orders", action="store_true",
                   help="the sea orders module: every player also has Sea March -1 and Sea Support")
    p.add_argument("--iron-bank", action="store_true",
                   help="play with the Iron Bank (mother_of_dragons)")
    p.add_argument("--variant", action="append", default=[], metavar="ID[=VALUE]",
                   help="play a variant (repeatable; see --list-variants)")
    p.add_argument("--list-variants", action="store_true",
                   help="print the variants as JSON (each with `implemented`) and exit")
    p.add_argument("--houses", default=None, metavar="HOUSE,HOUSE,...",
                   help="the houses the bots play (with --vassals, or in teach_the_game, whose two "
                        "houses the table chooses; default: the setup's)")
    p.add_argument("--bots", default=None,
                   help="bot level per seat in house order (random, easy, normal, hard), one for all, "
                        "or 'mixed' (normal, easy, random in turn)")
    args = p.parse_args(argv)
    if args.list_variants:
        from .variants import listing

        print(json.dumps(listing(), ensure_ascii=False))
        return 0
    rs = load_ruleset(args.ruleset)
    variants = _variants(p, args)
    if variants:  # a variant may bring options the edition has not (Mother of Dragons' modules)
        from .variants import options_ruleset

        rs = options_ruleset(rs, variants)
    allowed = rs.player_counts
    if args.iron_bank and not rs.iron_bank:
        p.error(f"{args.ruleset} has no Iron Bank")
    if args.vassals:
        if not rs.vassal_rules:
            p.error(f"{args.ruleset} has no vassals")
        allowed = list(rs.vassal_rules["player_counts"])
    players = args.players or max(allowed)
    if players not in allowed:
        p.error(f"{args.ruleset} is for {', '.join(map(str, allowed))} players")
    levels = parse_levels(args.bots, players)
    seated = [h.strip() for h in args.houses.split(",") if h.strip()] if args.houses else None
    for i in range(args.games):
        options = {"tides_of_battle": args.tides}
        if args.vassals:
            options["vassals"] = True
        if args.sea_orders:
            options["sea_orders"] = True
        if args.iron_bank:
            options["iron_bank"] = True
        try:
            line = play_game(players, args.seed + i, check=args.check, options=options, levels=levels,
                             ruleset=args.ruleset, variants=variants, seated=seated)
        except SetupRefused as exc:  # a variant this game cannot play (or too few players)
            p.error(exc.detail)
        except ValueError as exc:  # houses the setup cannot seat
            if seated is None:
                raise
            p.error(str(exc))
        print(json.dumps(line), flush=True)
    return 0


def _variants(p: argparse.ArgumentParser, args: argparse.Namespace) -> dict[str, Any] | None:
    """The --variant arguments as id -> value (a parser error for an unknown id or value)."""
    if not args.variant:
        return None
    from .variants import parse_args

    try:
        return parse_args(args.variant)
    except SetupRefused as exc:
        p.error(exc.detail)
    return None


if __name__ == "__main__":
    sys.exit(main())
