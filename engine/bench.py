"""Engine speed, printed as one JSON object.

    python -m engine.bench [--games N] [--players 6] [--ruleset first_edition]
    python -m engine.bench --ai [--games N] [--hard-games M] [--jobs J] [--matchups easy,normal,hard]
                           [--ruleset mother_of_dragons --players 8 --house targaryen --against same]

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
    args = p.parse_args(argv)
    allowed = load_ruleset(args.ruleset).player_counts
    args.players = args.players or max(allowed)
    if args.players not in allowed:
        p.error(f"{args.ruleset} is for {allowed[0]}-{allowed[-1]} players")
    if args.ai:
        heroes = [h.strip() for h in args.matchups.split(",") if h.strip()]
        known = [hero for hero, _ in MATCHUPS]
        if not heroes or any(h not in known for h in heroes):
            p.error(f"--matchups takes a comma-separated list of {', '.join(known)}")
        if args.games < 1 or args.jobs < 1 or (args.hard_games is not None and args.hard_games < 1):
            p.error("--games, --hard-games and --jobs must be at least 1")
        seated = Game.new(players=args.players, seed=args.seed, ruleset=args.ruleset).s.houses
        if args.house is not None and args.house not in seated:
            p.error(f"--house: {args.ruleset} with {args.players} players seats {', '.join(seated)}")
        print(json.dumps(ai_bench(args.games, args.seed, args.hard_games, args.jobs, players=args.players,
                                  heroes=heroes, ruleset=args.ruleset, house=args.house,
                                  same_level=args.against == "same"), indent=1))
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


def _ai_game(job: tuple[str, str, int | str, int, int, str]) -> dict[str, object]:
    """One game: `seat` is the lone bot's seat number, or the house it plays."""
    hero, rest, seat, players, seed, ruleset = job
    houses = Game.new(players=players, seed=seed, ruleset=ruleset).s.houses
    if isinstance(seat, str):
        seat = houses.index(seat)
    levels = [rest] * players
    levels[seat] = hero
    level_of = dict(zip(houses, levels))
    times: dict[str, list[float]] = {}
    samples: dict[str, list[int]] = {}
    cpu: dict[str, list[float]] = {}
    bots: dict[str, Any] = {}

    def on_decision(house: str, kind: str, seconds: float) -> None:
        times.setdefault(level_of[house], []).append(seconds)
        if kind in SEARCHED:
            times.setdefault(level_of[house] + ":searched", []).append(seconds)
        stats = getattr(bots.get(house), "last_stats", None)
        if stats:  # a search just ended: how many sampled futures it weighed
            samples.setdefault(level_of[house], []).append(int(stats["samples"]))
            cpu.setdefault(level_of[house], []).append(float(stats["cpu_seconds"]))
            bots[house].last_stats = {}

    line = play_game(players, seed, levels=levels, on_decision=on_decision, ruleset=ruleset,
                     on_bots=bots.update)
    attempts = sum(len(v) for k, v in times.items() if ":" not in k)
    return {"hero": hero, "rest": rest, "won": line["winner"] == houses[seat], "times": times, "samples": samples, "cpu": cpu,
            "refused": attempts - int(line["decisions"]), "rounds": line["rounds"]}


def ai_bench(games: int, seed: int, hard_games: int | None = None, jobs: int = 1,
             players: int = 6, heroes: list[str] | None = None,
             ruleset: str = DEFAULT_RULESET, house: str | None = None,
             same_level: bool = False) -> dict[str, object]:
    """Win rates of one bot against the others (the level below, or its own with `same_level`),
    seated in turn or always as `house` (how strong one house's play is), and decision times."""
    jobs_list: list[tuple[str, str, int | str, int, int, str]] = []
    matchups = [(hero, hero if same_level else rest) for hero, rest in MATCHUPS if heroes is None or hero in heroes]
    for hero, rest in matchups:
        n = hard_games if (hero == "hard" and hard_games is not None) else games
        for i in range(n):
            jobs_list.append((hero, rest, house if house is not None else i % players, players, seed + i, ruleset))
    if jobs > 1:
        import multiprocessing as mp

        with mp.get_context("fork").Pool(jobs) as pool:
            results = pool.map(_ai_game, jobs_list, chunksize=1)
    else:
        results = [_ai_game(j) for j in jobs_list]
    out: dict[str, object] = {"players": players, "seat_rotation": house is None, "matchups": {}}
    if house is not None:
        out["house"] = house
    times: dict[str, list[float]] = {}
    refused = 0
    for hero, rest in matchups:
        rs = [r for r in results if r["hero"] == hero and r["rest"] == rest]
        wins = sum(1 for r in rs if r["won"])
        lo, hi = wilson(wins, len(rs))
        out["matchups"][f"{hero}_vs_{players - 1}_{rest}"] = {  # type: ignore[index]
            "games": len(rs), "wins": wins, "win_rate": round(wins / len(rs), 3) if rs else None,
            "ci95": [round(lo, 3), round(hi, 3)], "chance": round(1 / players, 3),
            "above_chance": lo > 1 / players,
        }
    for r in results:
        refused += int(r["refused"])  # type: ignore[arg-type]
        for lv, ts in r["times"].items():  # type: ignore[union-attr]
            times.setdefault(lv, []).extend(ts)
    out["decision_seconds"] = {
        lv: {"decisions": len(ts), "median": round(statistics.median(ts), 4), "max": round(max(ts), 4),
             "p95": round(sorted(ts)[int(0.95 * (len(ts) - 1))], 4)}
        for lv, ts in sorted(times.items()) if ts}
    samples: dict[str, list[int]] = {}
    cpu: dict[str, list[float]] = {}
    for r in results:
        for lv, ns in r["samples"].items():  # type: ignore[union-attr]
            samples.setdefault(lv, []).extend(ns)
        for lv, cs in r["cpu"].items():  # type: ignore[union-attr]
            cpu.setdefault(lv, []).extend(cs)
    out["search_samples"] = {
        lv: {"searches": len(ns), "median": statistics.median(ns), "mean": round(sum(ns) / len(ns), 2),
             "median_cpu_seconds": round(statistics.median(cpu[lv]), 4) if cpu.get(lv) else None}
        for lv, ns in sorted(samples.items()) if ns}
    out["refused_commands"] = refused
    out["targets"] = targets(out)
    out["note"] = (f"a win rate is meaningful when its 95% interval lies above 1/{players}, the rate of an "
                   f"equal bot among {players} seated in turn; decision_seconds covers every decision of a level, "
                   "'<level>:searched' only the kinds normal and hard search (every kind but bids); "
                   "times are measured while other work may share the machine, so they are pessimistic")
    return out


def targets(out: dict[str, Any]) -> dict[str, Any]:
    """Which of the issue's targets the measured numbers meet (None: not measured)."""
    m = out["matchups"]
    t: dict[str, Any] = {}
    easy = m.get("easy_vs_5_random")
    t["easy_wins_90_percent_vs_random"] = None if not easy else easy["win_rate"] >= 0.9
    for key in ("normal_vs_5_easy", "hard_vs_5_normal"):
        t[key + "_above_one_in_six"] = m[key]["above_chance"] if key in m else None
    hard = out["decision_seconds"].get("hard")
    t["hard_median_under_0.5s"] = None if not hard else hard["median"] < 0.5
    t["hard_max_under_5s"] = None if not hard else hard["max"] < 5.0
    searched = out["decision_seconds"].get("hard:searched")
    t["hard_searched_median_under_0.5s"] = None if not searched else searched["median"] < 0.5
    return t


if __name__ == "__main__":
    sys.exit(main())
