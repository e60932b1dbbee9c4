"""`agot-host`: run a game host without a display.

    agot-host --players 6 --bots 5 --name "Friday" --port 47400 --seed 7 [--save FILE]
    agot-host --resume FILE

It prints the game, its address(es) and one line per seat, with the secret
token of every seat left for people (give each player theirs): such a seat is
reserved for its token (holder `human`, away until its player joins), so nobody
else can take it. With `--open-seats` the seats left for people are open
instead, first come first served, and no token is printed. It serves until the
game ends. Every accepted command is saved at once (atomically), so
`--resume FILE` continues from the last accepted command after a crash.

Output lines (stable, one fact per line):

    game <id> "<name>" players <n> seed <s|secret> edition <ruleset> state <state id>
    port <old> is busy: moved to port <new>   (only when a resumed game cannot have its port)
    listening <host>:<port>            (one line per address)
    dealt <place> <house>              (a game dealing houses: the house dealt to the place
                                        --human or --bots chose; one line per seat)
    seat <house> <open|human|bot> [token <token>]   (a token only for a reserved seat)
    save <path>
    saving failed: <why>               (the save cannot be written: no move is taken meanwhile)
    saving resumed                     (it can again; play goes on)
    advertised <service name>          (or: discovery off: <why>)
    ready
    winner <house>                     (when the game ends; the host then exits)
    stopped                            (on SIGINT/SIGTERM before the end)
    fan-out <ms> <ms> ...              (with --timing, last: per accepted command, the time from
                                        its being applied to its updates handed to every connection)

Seats: `--bots N` gives the last N seats (in house order) to bots on the host;
they think in worker processes on every core but one (at least one; normal and hard:
searches spread over them, bots awaited at once answer at once, the host's own process
never searches), started before `ready` and ended with the host. `--human HOUSE` keeps a seat for a person. A person's seat that stays
disconnected for `--takeover` seconds is played by a bot until they return.
`--turn-clock SECONDS` gives each person that long for each decision; when it
runs out an easy bot makes that one decision for them (kept in the save). In a
game with vassals, a person away for longer than the turn clock has their house
replaced by a vassal until they return (`--no-away-vassals`: never; kept in the save).
`--table votes` (the default for a new game): the people at the table decide by vote, with
the thresholds of the reference (a friend who arrives late takes over a bot's or a vassal's
house, two players swap houses, the game ends after this round, a pause, a winner declared, the
chess clocks extended: docs/RULES.md, At the table); `--table off`: nobody decides (no person
sits at this host), requests are refused. Kept in the save. `--variant game-clock=MINUTES` gives
each player a chess clock; `--variant tournament-mode` allows only pause, resume and replacing a
player by a vassal to be voted; `--variant private-game` keeps a voted pause until it is voted
over (else the game resumes by itself after 10 minutes).
`--resume` listens on the port the game was hosted on (unless `--port` says
otherwise), or on any free port if that one is busy; its open seats are reserved
for their printed tokens too (unless `--open-seats`); a finished game prints its
`winner` line and exits.

Options: `--tides` (Tides of Battle), `--sea-orders` (two more orders each, placed at sea),
`--iron-bank` (Mother of Dragons' loans), `--power-gifts` (players may give each other
power tokens), `--vassals` (the houses nobody plays are vassals,
commanded by the players in turn each round: 3-5 players in the second edition, 3-7 in
Mother of Dragons; the `--human` houses are among the played ones, the houses never a
vassal always are, the others follow in house order; `--leave-out targaryen` plays Mother of
Dragons without Targaryen: Essos, Westeros deck IV and loyalty are out of that game). There is
a seat line per played house only: a vassal has no seat.

Variants: `--variant ID[=VALUE]` (repeatable) plays a variant by its id (`python -m
engine.selfplay --list-variants` lists them; `ID` alone turns a flag on), e.g.
`--variant draft-house-cards --variant draft-influence-tracks`. A combination the game cannot
play stops the host with the reason. With `--variant random-houses` (or `random-chosen-houses`)
the seats `--human` and `--bots` choose are places at the table: each is dealt a house at random
(a `dealt` line each), and the seat lines name the houses dealt.
"""
from __future__ import annotations

import argparse
import asyncio
import logging
import secrets
import signal
import sys
from pathlib import Path
from typing import Any

from engine import __version__
from engine.errors import SetupRefused
from engine.game import Game
from engine.phases.vassals import seated_houses
from engine.ruleset import DEFAULT_RULESET, OFFERED_RULESETS, load_ruleset
from engine.save import SaveError, file_stem, load_session, make_save, read_save
from engine.session import PROTOCOL_VERSION, Session
from engine.variants import parse_args as parse_variants

from ..screens import game_options
from .host import Host, level_bot_factory

DEFAULT_PORT = 47400


def _print(*parts: Any) -> None:
    print(*parts, flush=True)


def build_session(args: argparse.Namespace) -> tuple[Session, Path | None]:
    if args.resume:
        data = read_save(args.resume)
        session = load_session(data)  # a person's seat stays reserved for that person's token
        if args.turn_clock is not None:
            session.set_turn_clock(args.turn_clock)
        save = Path(args.save) if args.save else Path(args.resume)
        if not args.open_seats:
            _reserve_open_seats(session)
        return session, (None if args.no_save else save)
    # no --seed: a secret game, its randomness drawn from 256 bits of `secrets`
    rs = load_ruleset(args.ruleset)
    try:
        variants = parse_variants(args.variant) if args.variant else None
    except SetupRefused as exc:  # an unknown variant or value
        raise SystemExit(f"agot-host: {exc.detail}") from None
    if variants:  # a variant may bring options the edition has not (Mother of Dragons' modules)
        from engine.variants import options_ruleset

        rs = options_ruleset(rs, variants)
    chosen = {"tides_of_battle": args.tides, "vassals": args.vassals, "sea_orders": args.sea_orders,
              "iron_bank": args.iron_bank, "power_token_trading": args.power_gifts}
    flags = {"tides_of_battle": "tides", "power_token_trading": "power-gifts"}  # named otherwise on the command line
    for option in game_options.TOGGLES:
        if chosen.get(option) and not game_options.offered(rs, option):
            raise SystemExit(f"agot-host: {args.ruleset} has no option "
                             f"--{flags.get(option, option.replace('_', '-'))}")
    seated = None
    if args.leave_out and not args.vassals:
        raise SystemExit("agot-host: --leave-out goes with --vassals")
    if args.vassals and args.leave_out:  # a house never a vassal that nobody plays: out of the game
        try:
            seated = seated_houses(rs, args.players, list(args.human or []), tuple(args.leave_out))
        except ValueError as exc:
            raise SystemExit(f"agot-host: {exc}") from None
    elif args.vassals or game_options.chooses_houses(rs, args.players, False):
        # the --human houses are among the played ones; the others are vassals, or (a setup whose
        # houses the table chooses: Teach the Game) not in the game
        seated = game_options.seats_for(rs, args.players, list(args.human or []), args.vassals)
        if seated is None:
            raise SystemExit(f"agot-host: more --human houses than {args.players} players")
    try:
        game = Game.new(players=args.players, seed=args.seed, options=game_options.engine_options(rs, chosen),
                        ruleset=args.ruleset, seated=seated, variants=variants)
    except SetupRefused as exc:  # a variant the game cannot play, or too few players
        raise SystemExit(f"agot-host: {exc.detail}") from None
    except ValueError as exc:  # a player count or option the edition does not have
        raise SystemExit(f"agot-host: {exc}") from None
    session = Session(game, name=args.name, turn_clock=args.turn_clock or 0)
    houses = list(session.seats)
    if not 0 <= args.bots <= len(houses):
        raise SystemExit(f"agot-host: --bots must be between 0 and {len(houses)}")
    humans = list(args.human or [])
    for h in humans:
        if h not in session.seats:
            raise SystemExit(f"agot-host: no seat {h!r}; seats are {', '.join(houses)}")
    if len(humans) > len(houses) - args.bots:
        raise SystemExit("agot-host: more --human seats than seats left without bots")
    free = [h for h in houses if h not in humans]
    bot_seats = free[len(free) - args.bots:] if args.bots else []
    for h in bot_seats:
        session.set_holder(h, "bot")
    if not args.open_seats:
        _reserve_open_seats(session)
    # a game that deals houses (--variant random-houses): the places chosen above (--human,
    # --bots, open) are dealt their houses now, before anyone joins
    session.deal_houses()
    save = None if args.no_save else Path(args.save or f"agot-{file_stem(session.game_id)}.agot")
    return session, save


def _reserve_open_seats(session: Session) -> None:
    """Every open seat is reserved for the token printed for it (holder `human`, away until its
    player joins), so nobody else can take it."""
    for house, seat in session.seats.items():
        if seat.holder == "open":
            session.set_holder(house, "human")


async def start_listening(host: Host, args: argparse.Namespace) -> None:
    """Listen on `--port`; a resumed game without `--port` tries the port it was hosted on
    first and falls back to any free port. The port is kept in the save."""
    saved = host.session.host_settings.get("port")
    if args.port is None and args.resume and isinstance(saved, int) and 0 < saved < 65536:
        try:
            await host.start(args.bind, saved)
        except OSError:
            await host.start(args.bind, 0)
            _print(f"port {saved} is busy: moved to port {host.port}")
    else:
        await host.start(args.bind, DEFAULT_PORT if args.port is None else args.port)
    host.session.host_settings["port"] = host.port


async def run(args: argparse.Namespace) -> int:
    session, save_path = build_session(args)
    game = session.game
    # the host's bots draw on their own randomness: a test game's `--seed` makes them reproducible
    # too, otherwise nothing they do says anything about the game's secret seed
    bot_seed = args.seed if args.seed is not None and not args.resume else secrets.randbits(62)
    host = Host(session, bot_factory=level_bot_factory(args.bot_level, bot_seed, list(session.seats)),
                save_path=save_path, ping_interval=args.ping_interval, ping_timeout=args.ping_timeout,
                bot_takeover=args.takeover or None, bot_delay=args.bot_delay,
                vassal_away=False if args.no_away_vassals else None,
                decides=args.table or (None if args.resume else "votes"))
    if args.bot_level in ("normal", "hard") and host.pool is not None and args.bots:
        # the searching bots' worker processes (every core but one, for the host's lifetime) start now,
        # so the first search pays no start-up; they end with the host
        await asyncio.get_running_loop().run_in_executor(None, host.pool.warm)
    if args.timing:
        host.fanout_times = []
    host.on_saving = lambda why: _print(f"saving failed: {why}" if why is not None else "saving resumed")
    await start_listening(host, args)
    if save_path is not None:
        from engine.save import write_save

        write_save(save_path, make_save(session))  # the starting point (and port) is on disk before anyone joins
    seed = game.s.seed if args.seed is not None else "secret"  # a secret game's seed stays in its save
    _print(f'game {session.game_id} "{session.name}" players {game.s.players} seed {seed} '
           f"edition {game.s.ruleset} state {game.s.state_id}")
    for addr in host.addresses:
        _print(f"listening {addr}")
    if session.dealt and not args.resume:
        from engine.variants.houses import dealt

        for place, house in (dealt(game) or {}).items():
            _print(f"dealt {place} {house}")
    for row in host.seat_table():
        line = f"seat {row['house']} {row['holder']}"
        if row["holder"] == "human":
            line += f" token {row['token']}"
        _print(line)
    if save_path is not None:
        _print(f"save {save_path}")

    advertiser = None
    if not args.no_discovery:
        from .discovery import Advertiser, txt_properties

        props = txt_properties(PROTOCOL_VERSION, session.name, game.s.ruleset, game.s.players,
                               host.free_seats(), session.game_id)
        pinned = args.interface or None
        advertiser = Advertiser(session.name, host.port, props, interfaces=pinned)
        try:
            await advertiser.start()
            _print(f"advertised {advertiser.info.name if advertiser.info else session.name}")
        except OSError as exc:
            _print(f"discovery off: {exc}")
            advertiser = None
        if advertiser is not None:
            pending: set[asyncio.Task] = set()

            def refresh() -> None:
                if advertiser is not None and str(host.free_seats()) != advertiser.properties.get("free"):
                    t = asyncio.ensure_future(advertiser.update(free=host.free_seats()))
                    pending.add(t)
                    t.add_done_callback(pending.discard)

            host.on_change = refresh

    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError):
            pass
    _print("ready")
    done = asyncio.ensure_future(host.finished.wait())
    stopper = asyncio.ensure_future(stop.wait())
    await asyncio.wait({done, stopper}, return_when=asyncio.FIRST_COMPLETED)
    if game.finished:
        _print(f"winner {game.winner}")
    else:
        _print("stopped")
    await host.close(flush=2.0 if game.finished else 0.5)
    if advertiser is not None:
        try:
            await advertiser.stop()
        except Exception:
            pass
    for t in (done, stopper):
        t.cancel()
    if host.fanout_times is not None:
        _print("fan-out " + " ".join(f"{t * 1000:.3f}" for t in host.fanout_times))
    return 0


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0 <= value < float("inf"):
        raise argparse.ArgumentTypeError("seconds must be 0 or more")
    return value


def parser() -> argparse.ArgumentParser:
    """agot-host's command line."""
    p = argparse.ArgumentParser(prog="agot-host", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--version", action="version", version=f"agot-host {__version__} (protocol {PROTOCOL_VERSION})")
    p.add_argument("--players", type=int, default=6, choices=range(2, 9), metavar="2-8",
                   help="players (the ruleset says which counts it has)")
    p.add_argument("--ruleset", default=DEFAULT_RULESET, choices=sorted(OFFERED_RULESETS),
                   help="edition (first_edition: 3-5 players, no Tides of Battle; mother_of_dragons: 7-8; "
                        "the community setups: teach_the_game 2, its houses chosen with --human, "
                        "a_dance_with_mother_of_dragons 8, struggle_in_the_north 4-5, rumble_in_the_south 4, "
                        "race_to_kings_landing and no_kraken_for_dinner 5)")
    p.add_argument("--bots", type=int, default=0, help="seats played by bots on the host")
    p.add_argument("--bot-level", choices=["random", "easy", "normal", "hard"], default="easy",
                   help="how well the host's bots play (default: easy)")
    p.add_argument("--human", action="append", metavar="HOUSE",
                   help="keep this seat for a person (repeatable); by default the last seats get the bots")
    p.add_argument("--open-seats", action="store_true",
                   help="leave the seats without bots open to whoever joins first (no tokens printed); "
                        "by default each is reserved for the token printed for it")
    p.add_argument("--name", default="A Game of Thrones")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--tides", action="store_true", help="play with Tides of Battle")
    p.add_argument("--vassals", action="store_true",
                   help="houses without a player are vassals, commanded by the players in turn each round "
                        "(second_edition: 3-5 players, mother_of_dragons: 3-7); --human names the houses played")
    p.add_argument("--leave-out", action="append", metavar="HOUSE",
                   help="with --vassals: a house that is never a vassal and that nobody plays is left out of "
                        "the game (mother_of_dragons: targaryen, which leaves out Essos, Westeros deck IV and "
                        "loyalty; 3-6 players)")
    p.add_argument("--iron-bank", action="store_true",
                   help="the Iron Bank: loans bought with an Iron Bank order at sea, interest each round "
                        "(mother_of_dragons)")
    p.add_argument("--sea-orders", action="store_true",
                   help="every player also has a Sea March -1 and a Sea Support order, placed at sea only")
    p.add_argument("--power-gifts", action="store_true",
                   help="players may give each other power tokens (not while bids are made, nor in a battle "
                        "once support is declared)")
    p.add_argument("--variant", action="append", default=[], metavar="ID[=VALUE]",
                   help="play a variant (repeatable; `python -m engine.selfplay --list-variants` lists them)")
    p.add_argument("--port", type=int, default=None,
                   help=f"TCP port (default {DEFAULT_PORT}, or the saved game's port with --resume; 0 picks one)")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default all)")
    p.add_argument("--save", metavar="FILE", help="autosave file (default agot-<game id>.agot)")
    p.add_argument("--no-save", action="store_true", help="do not save")
    p.add_argument("--resume", metavar="SAVEFILE", help="continue a saved game")
    p.add_argument("--no-discovery", action="store_true", help="do not advertise on the LAN")
    p.add_argument("--interface", action="append", metavar="ADDR", help="advertise only on this IPv4 address")
    p.add_argument("--takeover", type=float, default=120.0, metavar="SECONDS",
                   help="a bot plays a person's seat once they have been disconnected this long "
                        "(default 120; 0 = never); reconnecting with the token takes it back")
    p.add_argument("--no-away-vassals", action="store_true",
                   help="with vassals and a turn clock: never replace a person away past the turn clock "
                        "by a vassal (by default their house plays on as a vassal until they return)")
    p.add_argument("--turn-clock", type=_seconds, default=None, metavar="SECONDS",
                   help="time a person has for each decision; then an easy bot makes it for them "
                        "(default: off, or the saved game's setting with --resume; 0 = off)")
    p.add_argument("--table", choices=["votes", "off"], default=None,
                   help="who decides for the table: the players' votes (a late friend taking over a bot's "
                        "house, a swap, a pause, ending after this round; default for a new game) or nobody "
                        "(kept in the save)")
    p.add_argument("--bot-delay", type=float, default=0.0, metavar="SECONDS", help="pause between bot moves")
    p.add_argument("--ping-interval", type=float, default=10.0)
    p.add_argument("--ping-timeout", type=float, default=30.0)
    p.add_argument("-v", "--verbose", action="store_true")
    p.add_argument("--timing", action="store_true", help=argparse.SUPPRESS)  # for python -m agot_qt.net.bench
    return p


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s", stream=sys.stderr)
    try:
        return asyncio.run(run(args))
    except SaveError as exc:
        print(f"agot-host: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"agot-host: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
