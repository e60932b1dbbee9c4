"""Engine speed, printed as one JSON object.

    python -m engine.bench [--games N] [--players 6] [--ruleset first_edition]
    python -m engine.bench --ai [--games N] [--hard-games M] [--jobs J] [--matchups easy,normal,hard]
                           [--ruleset mother_of_dragons --players 8 --house targaryen --against same]
                           [--seats 3 --versus OTHER_CHECKOUT] [--progress]
    python -m engine.bench --wait [--level normal] [--ruleset mother_of_dragons] [--workers 2] [--rounds R]

Reports full random games per second on one core, decisions per second, the
time to build one seat's view (the first of a state, and another of the same
state, which reuses what the first worked out; and a read-only shared view of a
new state, as self-play's bots get it) and the size of a view encoded as compact
JSON.

With --ai it plays bot tournaments instead (see `ai_bench`): one easy bot
against five random bots, one normal against five easy, one hard against five
normal, 6-player games with the lone bot's seat rotated, and prints win rates
with 95% confidence intervals (Wilson) and the time per decision of each level, and
says which of the targets are met: easy wins at least 90% against random; the lower
end of the interval of normal and hard lies above 1/6 (the rate of an equal bot
among six); hard decides in a median under 0.5 s and at most 5 s. It also prints how
many samples (sampled futures, each played out for every candidate) the searching levels
drew per search and the median CPU time of a search: a search's budget is its own CPU
time, so a faster engine shows as more samples, and a busy machine stretches only the
wall-clock times.
`--seats N` gives the lone bot's level N seats, spread and alternated; `--versus CHECKOUT` plays
the other seats with the bots of another checkout, in a process of their own (`ladder.py`); each
house's share of the wins is printed with its interval (`house_wins`).
`--wait` measures the wait between a scripted person's decisions among bots (`waits.py`).
`--house` seats the lone bot as one house in every game and `--against same` fills the other
seats with its own level: how often that house's play wins among equals (Targaryen, say).
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from typing import Any

from .bots.search import SEARCHED  # the decision kinds normal and hard search
from .game import Game
from .ruleset import DEFAULT_RULESET, RULESET_FILES, load_ruleset
from .selfplay import play_game


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m engine.bench", description=__doc__)
    p.add_argument("--games", type=int, default=20)
    p.add_argument("--players", type=int, default=None, help="default: the most the ruleset allows")
    p.add_argument("--ruleset", default=DEFAULT_RULESET, choices=sorted(RULESET_FILES))
    p.add_argument("--seed", type=int, default=1000)
    p.add_argument("--ai", action="store_true", help="bot tournaments instead of engine speed")
    p.add_argument("--hard-games", type=int, default=None, help="games for hard vs normal (default --games)")
    p.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    p.add_argument("--matchups", default="easy,normal,hard",
                   help="which tournaments to play, named by the lone bot's level (default: all three)")
    p.add_argument("--house", default=None,
                   help="seat the lone bot as this house in every game (default: each seat in turn)")
    p.add_argument("--against", choices=("below", "same"), default="below",
                   help="the other bots: the level below the lone bot's (default) or its own level")
    p.add_argument("--seats", type=int, default=1,
                   help="seats the lone bot's level holds, spread and alternated (default 1, rotated)")
    p.add_argument("--wait", action="store_true",
                   help="the wait between a scripted person's decisions among bots of --level (see engine/waits.py)")
    p.add_argument("--level", default="normal", choices=("easy", "normal", "hard"),
                   help="--wait: the bots' level (default normal)")
    p.add_argument("--workers", type=int, default=1,
                   help="--wait: worker processes the bots think in (simultaneous answers, a search's samples)")
    p.add_argument("--rounds", type=int, default=None, help="--wait: stop after this round")
    p.add_argument("--wall-ceiling", type=float, default=None, metavar="TIMES",
                   help="a search stops at this many times its budget of wall-clock time (default: the bots' own, "
                        "3); 0 lifts it, so that on a loaded machine only the CPU budget ends the searches")
    p.add_argument("--skip", type=int, default=0,
                   help="leave out the first N games of each tournament (to resume one; seeds and seats stay)")
    p.add_argument("--progress", action="store_true", help="a line per finished game on standard error")
    p.add_argument("--versus", default=None, metavar="CHECKOUT",
                   help="the other seats' bots come from this other checkout, run in a process of its own")
    args = p.parse_args(argv)
    allowed = load_ruleset(args.ruleset).player_counts
    args.players = args.players or max(allowed)
    if args.players not in allowed:
        p.error(f"{args.ruleset} is for {allowed[0]}-{allowed[-1]} players")
    if args.wall_ceiling is not None:
        from .bots import search

        search.WALL_CEILING = args.wall_ceiling if args.wall_ceiling > 0 else math.inf
    if args.wait:
        from .waits import wait_bench

        if args.workers < 1 or args.games < 1:
            p.error("--workers and --games must be at least 1")
        print(json.dumps(wait_bench(args.level, args.games, args.seed, args.players, args.ruleset,
                                    workers=args.workers, rounds=args.rounds), indent=1))
        return 0
    if args.ai:
        heroes = [h.strip() for h in args.matchups.split(",") if h.strip()]
        known = [hero for hero, _ in MATCHUPS]
        if not heroes or any(h not in known for h in heroes):
            p.error(f"--matchups takes a comma-separated list of {', '.join(known)}")
        if args.games < 1 or args.jobs < 1 or (args.hard_games is not None and args.hard_games < 1):
            p.error("--games, --hard-games and --jobs must be at least 1")
        if not 1 <= args.seats < args.players or args.players % args.seats:
            p.error(f"--seats must divide the {args.players} players and leave the others some")
        if args.seats > 1 and args.house is not None:
            p.error("--seats and --house do not go together")
        seated = Game.new(players=args.players, seed=args.seed, ruleset=args.ruleset).s.houses
        if args.house is not None and args.house not in seated:
            p.error(f"--house: {args.ruleset} with {args.players} players seats {', '.join(seated)}")
        print(json.dumps(ai_bench(args.games, args.seed, args.hard_games, args.jobs, players=args.players,
                                  heroes=heroes, ruleset=args.ruleset, house=args.house,
                                  same_level=args.against == "same", seats=args.seats,
                                  versus=args.versus, progress=sys.stderr if args.progress else None,
                                  skip=args.skip),
                         indent=1))
        return 0
    decisions = 0
    start = time.perf_counter()
    for i in range(args.games):
        decisions += play_game(args.players, args.seed + i, ruleset=args.ruleset)["decisions"]
    elapsed = time.perf_counter() - start
    g = Game.new(players=args.players, seed=args.seed, ruleset=args.ruleset)
    seat = g.s.houses[0]
    n = 2000
    t0 = time.perf_counter()
    for _ in range(n):
        g.state_changed()  # as after a command: nothing of this state worked out yet
        view = g.view(seat)
    view_ms = (time.perf_counter() - t0) / n * 1000
    t0 = time.perf_counter()
    for _ in range(n):
        view = g.view(seat)  # another seat's or a bot's view of the same state
    again_ms = (time.perf_counter() - t0) / n * 1000
    t0 = time.perf_counter()
    for _ in range(n):
        g.state_changed()
        g.shared_view(seat)  # a bot's read-only view, as self-play gives it
    shared_ms = (time.perf_counter() - t0) / n * 1000
    t0 = time.perf_counter()
    for _ in range(n):
        g.clone()
    clone_us = (time.perf_counter() - t0) / n * 1e6
    print(json.dumps({
        "ruleset": args.ruleset,
        "players": args.players,
        "games": args.games,
        "games_per_second": round(args.games / elapsed, 2),
        "decisions_per_second": round(decisions / elapsed),
        "decisions_per_game": round(decisions / args.games),
        "view_build_ms": round(view_ms, 3),
        "view_again_ms": round(again_ms, 3),
        "shared_view_ms": round(shared_ms, 3),
        "view_json_bytes": len(json.dumps(view, separators=(",", ":"))),
        "clone_us": round(clone_us, 1),
    }))
    return 0


# ----- bot tournaments -------------------------------------------------------------

MATCHUPS = (("easy", "random"), ("normal", "easy"), ("hard", "normal"))


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    den = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / den
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return (max(0.0, mid - half), min(1.0, mid + half))


def _progress(stream: Any, r: dict[str, object]) -> None:
    """One line per finished game (a long tournament can be read while it runs)."""
    if stream is not None:
        stream.write(json.dumps({"game": r.get("game"), "hero": r["hero"], "rest": r["rest"], "won": r["won"],
                                 "winner": r["winner"], "rounds": r["rounds"],
                                 "cpu_each": {lv: [round(c, 4) for c in cs]
                                              for lv, cs in r["cpu_each"].items()}}) + "\n")
        stream.flush()


def hero_seats(game_index: int, players: int, seats: int) -> list[int]:
    """The seat numbers the lone bot's side holds in game `game_index`: one seat rotated through
    the houses, or `seats` seats spread evenly and alternated (3 of 6: 0, 2, 4 then 1, 3, 5)."""
    step = players // seats
    return sorted({(game_index + k * step) % players for k in range(seats)})


def _ai_game(job: tuple[Any, ...]) -> dict[str, object]:
    """One game: `seat` is the game's index (its seats are `hero_seats`), or the house the lone bot plays."""
    hero, rest, seat, players, seed, ruleset, seats, versus = job
    houses = Game.new(players=players, seed=seed, ruleset=ruleset).s.houses
    mine = [houses.index(seat)] if isinstance(seat, str) else hero_seats(seat, players, seats)
    levels = [hero if i in mine else rest for i in range(players)]
    side = {h: ("hero" if i in mine else "rest") for i, h in enumerate(houses)}
    level_of = {h: (f"{levels[i]}@other" if versus and i not in mine else levels[i]) for i, h in enumerate(houses)}
    times: dict[str, list[float]] = {}
    samples: dict[str, list[int]] = {}
    cpu: dict[str, list[float]] = {}
    bots: dict[str, Any] = {}
    remote = None
    make = None
    if versus:
        from .bots.levels import make_bot
        from .ladder import RemoteBots

        from .bots import search

        remote = RemoteBots(versus, wall_ceiling=search.WALL_CEILING)  # the same ceiling on both sides

        def make(i: int, h: str) -> Any:
            return make_bot(levels[i], seed * 1000 + i) if i in mine else remote.bot(levels[i], seed * 1000 + i)

    cpu_each: dict[str, list[float]] = {}

    def on_decision(house: str, kind: str, seconds: float) -> None:
        times.setdefault(level_of[house], []).append(seconds)
        spent = getattr(bots.get(house), "cpu_spent", None)
        if spent is not None:
            cpu_each.setdefault(level_of[house], []).append(spent)
        if kind in SEARCHED:
            times.setdefault(level_of[house] + ":searched", []).append(seconds)
        stats = getattr(bots.get(house), "last_stats", None)
        if stats:  # a search just ended: how many sampled futures it weighed
            samples.setdefault(level_of[house], []).append(int(stats["samples"]))
            cpu.setdefault(level_of[house], []).append(float(stats["cpu_seconds"]))
            bots[house].last_stats = {}

    from .bots.levels import make_bot as _make_bot

    def timed(i: int, h: str) -> Any:
        return CpuTimed(make(i, h) if make is not None else _make_bot(levels[i], seed * 1000 + i))

    try:
        line = play_game(players, seed, levels=levels, on_decision=on_decision, ruleset=ruleset,
                         on_bots=bots.update, make=timed)
    finally:
        if remote is not None:
            remote.close()
    attempts = sum(len(v) for k, v in times.items() if ":" not in k)
    return {"game": seed, "hero": hero, "rest": rest, "won": side.get(line["winner"]) == "hero", "winner": line["winner"],
            "times": times, "samples": samples, "cpu": cpu, "cpu_each": cpu_each,
            "refused": attempts - int(line["decisions"]), "rounds": line["rounds"]}


def ai_bench(games: int, seed: int, hard_games: int | None = None, jobs: int = 1,
             players: int = 6, heroes: list[str] | None = None,
             ruleset: str = DEFAULT_RULESET, house: str | None = None,
             same_level: bool = False, seats: int = 1, versus: str | None = None,
             progress: Any = None, skip: int = 0) -> dict[str, object]:
    """Win rates of one bot against the others (the level below, or its own with `same_level`),
    seated in turn or always as `house` (how strong one house's play is), and decision times.
    `seats` seats for the lone bot's side (spread and alternated); `versus`, the path of another
    checkout whose bots play the other seats (a version ladder, see `ladder.py`). Each house's
    wins are counted too: among equal bots, its share against the fair 1 in `players`."""
    jobs_list: list[tuple[Any, ...]] = []
    matchups = [(hero, hero if same_level else rest) for hero, rest in MATCHUPS if heroes is None or hero in heroes]
    for hero, rest in matchups:
        n = hard_games if (hero == "hard" and hard_games is not None) else games
        for i in range(skip, n):  # `skip`: the first games were played already (a tournament resumed)
            jobs_list.append((hero, rest, house if house is not None else i, players, seed + i, ruleset, seats,
                              versus))
    if jobs > 1:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(jobs) as pool:
            results = []
            for r in pool.imap(_ai_game, jobs_list, chunksize=1):
                results.append(r)
                _progress(progress, r)
    else:
        results = []
        for j in jobs_list:
            results.append(_ai_game(j))
            _progress(progress, results[-1])
    out: dict[str, object] = {"players": players, "ruleset": ruleset, "seat_rotation": house is None,
                              "matchups": {}}
    if house is not None:
        out["house"] = house
    if versus:
        out["versus"] = versus
    times: dict[str, list[float]] = {}
    refused = 0
    chance = seats / players
    for hero, rest in matchups:
        rs = [r for r in results if r["hero"] == hero and r["rest"] == rest]
        wins = sum(1 for r in rs if r["won"])
        lo, hi = wilson(wins, len(rs))
        other = f"{rest}@other" if versus else rest
        name = f"{hero}_vs_{players - 1}_{other}" if seats == 1 else f"{seats}_{hero}_vs_{players - seats}_{other}"
        by_house: dict[str, int] = {}
        for r in rs:
            w = r["winner"] or "none"
            by_house[w] = by_house.get(w, 0) + 1  # type: ignore[index]
        out["matchups"][name] = {  # type: ignore[index]
            "games": len(rs), "wins": wins, "win_rate": round(wins / len(rs), 3) if rs else None,
            "ci95": [round(lo, 3), round(hi, 3)], "chance": round(chance, 3),
            "above_chance": lo > chance,
            "house_wins": house_shares(by_house, len(rs), players),
        }
    for r in results:
        refused += int(r["refused"])  # type: ignore[arg-type]
        for lv, ts in r["times"].items():  # type: ignore[union-attr]
            times.setdefault(lv, []).extend(ts)
    out["decision_seconds"] = {
        lv: {"decisions": len(ts), "median": round(statistics.median(ts), 4), "max": round(max(ts), 4),
             "p95": round(sorted(ts)[int(0.95 * (len(ts) - 1))], 4)}
        for lv, ts in sorted(times.items()) if ts}
    cpu_all: dict[str, list[float]] = {}
    for r in results:
        for lv, cs in r["cpu_each"].items():  # type: ignore[union-attr]
            cpu_all.setdefault(lv, []).extend(cs)
    out["decision_cpu_seconds"] = {
        lv: {"decisions": len(cs), "median": round(statistics.median(cs), 4), "max": round(max(cs), 4),
             "p95": round(sorted(cs)[int(0.95 * (len(cs) - 1))], 4)}
        for lv, cs in sorted(cpu_all.items()) if cs}
    samples: dict[str, list[int]] = {}
    cpu: dict[str, list[float]] = {}
    for r in results:
        for lv, ns in r["samples"].items():  # type: ignore[union-attr]
            samples.setdefault(lv, []).extend(ns)
        for lv, cs in r["cpu"].items():  # type: ignore[union-attr]
            cpu.setdefault(lv, []).extend(cs)
    out["search_samples"] = {
        lv: {"searches": len(ns), "median": statistics.median(ns), "mean": round(sum(ns) / len(ns), 2),
             "median_cpu_seconds": round(statistics.median(cpu[lv]), 4) if cpu.get(lv) else None,
             "max_cpu_seconds": round(max(cpu[lv]), 4) if cpu.get(lv) else None}
        for lv, ns in sorted(samples.items()) if ns}
    out["refused_commands"] = refused
    out["targets"] = targets(out)
    out["note"] = (f"a win rate is meaningful when its 95% interval lies above {seats}/{players}, the rate of "
                   f"{'an equal bot' if seats == 1 else 'equal bots'} seated in turn; decision_seconds covers every "
                   "decision of a level, '<level>:searched' only the kinds normal and hard search (every kind but "
                   "bids); times are measured while other work may share the machine, so they are pessimistic; "
                   "house_wins counts the winner's house (among equal bots, a fair share is 1 in the players)")
    return out


class CpuTimed:
    """A bot whose every answer's CPU time is kept in `cpu_spent`: this thread's, or a search's
    own count when it has one (its workers' samples included). Another checkout's bots answer in
    their own process: their time is not this thread's, so it is not counted (None)."""

    def __init__(self, bot: Any) -> None:
        self.bot = bot
        self.cpu_spent: float | None = None

    @property
    def last_stats(self) -> Any:
        return getattr(self.bot, "last_stats", None)

    @last_stats.setter
    def last_stats(self, value: Any) -> None:
        self.bot.last_stats = value

    def propose(self, view: Any, decision: dict[str, Any], attempt: int = 0) -> Any:
        t0 = time.thread_time()
        cmd = self.bot.propose(view, decision, attempt)
        stats = getattr(self.bot, "last_stats", None)
        remote = type(self.bot).__name__ == "RemoteBot"
        self.cpu_spent = None if remote else (float(stats["cpu_seconds"]) if stats else time.thread_time() - t0)
        return cmd


def house_shares(by_house: dict[str, int], games: int, players: int) -> dict[str, Any]:
    """Each house's wins, share with its 95% interval, and whether it exceeds twice the fair share."""
    fair = 1 / players
    out: dict[str, Any] = {}
    for h, n in sorted(by_house.items(), key=lambda kv: (-kv[1], kv[0])):
        lo, hi = wilson(n, games)
        out[h] = {"wins": n, "share": round(n / games, 3) if games else None, "ci95": [round(lo, 3), round(hi, 3)],
                  "above_twice_fair": bool(games) and n / games > 2 * fair}
    return out


def targets(out: dict[str, Any]) -> dict[str, Any]:
    """Which of the issue's targets the measured numbers meet (None: not measured)."""
    m = out["matchups"]
    t: dict[str, Any] = {}
    easy = m.get("easy_vs_5_random")
    t["easy_wins_90_percent_vs_random"] = None if not easy else easy["win_rate"] >= 0.9
    for key in ("normal_vs_5_easy", "hard_vs_5_normal"):
        t[key + "_above_one_in_six"] = m[key]["above_chance"] if key in m else None
    hard5 = m.get("hard_vs_5_normal")
    t["hard_vs_5_normal_40_percent_lower_end_above_25"] = None if not hard5 else (
        hard5["win_rate"] >= 0.4 and hard5["ci95"][0] > 0.25)
    # CPU time per decision (a search's workers included), the measure; else the wall clock's
    cpu = out.get("decision_cpu_seconds", {}).get("hard")
    hard = cpu or out["decision_seconds"].get("hard")
    t["hard_median_under_0.5s"] = None if not hard else hard["median"] <= 0.5
    t["hard_max_under_5s"] = None if not hard else hard["max"] <= 5.0
    searched = out["decision_seconds"].get("hard:searched")
    t["hard_searched_median_under_0.5s"] = None if not searched else searched["median"] < 0.5
    return t


if __name__ == "__main__":
    sys.exit(main())
