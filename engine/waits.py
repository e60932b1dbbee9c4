"""How long a person waits for the bots at the table: the time between one seat's decisions.

    python -m engine.bench --wait [--level normal] [--ruleset mother_of_dragons --players 8]
                           [--games 1] [--seed 1] [--workers 2] [--rounds 10]

Why: what a person feels of the bots is the wait between their own decisions, not one bot's
time per decision. One seat is played by a scripted person who answers at once (the rules of
thumb), every other seat by a bot of `--level`; the wall-clock time from the person's command
until the game awaits the person again is one wait. With `--workers N` (N > 1) the bots play as a
host on N cores should let them: bots awaited at the same moment (orders, bids, a fight's two
house cards) answer at the same time in the workers (`SearchPool.propose_all`), and a bot
awaited alone draws its search's samples in the workers. The bots' own CPU time between the
person's decisions is reported too, a figure the machine's load does not change, and so is the
load average, since wall-clock waits mean something only on a quiet machine.
"""
from __future__ import annotations

import os
import statistics
import time
from typing import Any

from .bots.heuristic import HeuristicBot
from .bots.levels import make_bot
from .errors import IllegalCommand
from .game import Game

MAX_ATTEMPTS = 12


def _answer(game: Game, bot: Any, d: Any, view: dict[str, Any], first: Any = None) -> None:
    """Apply `first` (an answer already worked out) or ask `bot` until the game takes its command."""
    wire = d.house_wire()
    for attempt in range(MAX_ATTEMPTS):
        cmd = first if (attempt == 0 and first is not None) else bot.propose(view, wire, attempt)
        try:
            game.act(d.seat, cmd, house=d.house)
            return
        except IllegalCommand:
            if attempt == MAX_ATTEMPTS - 1:
                raise


def _quantile(xs: list[float], q: float) -> float:
    s = sorted(xs)
    return s[min(len(s) - 1, int(q * (len(s) - 1) + 0.5))]


def play_waiting(level: str, seed: int, players: int, ruleset: str, person: int = 0, pool: Any = None,
                 rounds: int | None = None) -> dict[str, Any]:
    """One game with a scripted person at seat index `person`: the waits between its decisions,
    and the bots' CPU time (their thread's, plus their workers') in each wait."""
    game = Game.new(players=players, seed=seed, ruleset=ruleset)
    seats = game.seats()
    me = seats[person % len(seats)]
    human = HeuristicBot(seed)
    bots = {h: make_bot(level, seed * 1000 + i) for i, h in enumerate(seats) if h != me}
    waits: list[float] = []
    cpu: list[float] = []
    bot_decisions: list[int] = []
    since: float | None = None
    cpu_since = 0.0
    count = 0
    while not game.finished and (rounds is None or game.s.round <= rounds):
        pending = game.waiting_for()
        mine = [d for d in pending if d.seat == me]
        if mine:
            if since is not None:
                waits.append(time.perf_counter() - since)
                cpu.append(cpu_since)
                bot_decisions.append(count)
            d = mine[0]
            _answer(game, human, d, game.view(d.house))
            since, cpu_since, count = time.perf_counter(), 0.0, 0
            continue
        together = [d for d in pending if d.kind == pending[0].kind]
        if pool is not None and pool.workers > 1 and len(together) > 1:
            views = [game.view(d.house) for d in together]
            asks = [(bots[d.seat], v, d.house_wire()) for d, v in zip(together, views)]
            for b, *_ in asks:
                b.pool = None
            t0 = time.thread_time()
            answers = pool.propose_all(asks)
            cpu_since += time.thread_time() - t0
            for d, v, (cmd, after) in zip(together, views, answers):
                bots[d.seat] = after
                stats = getattr(after, "last_stats", None)
                cpu_since += float(stats["cpu_seconds"]) if stats else 0.0
                after.last_stats = {}
                _answer(game, after, d, v, first=cmd)
                count += 1
            continue
        d = pending[0]
        bot = bots[d.seat]
        if pool is not None and hasattr(bot, "pool"):
            bot.pool = pool
        t0 = time.thread_time()
        _answer(game, bot, d, game.view(d.house))
        stats = getattr(bot, "last_stats", None)
        cpu_since += float(stats["cpu_seconds"]) if stats else time.thread_time() - t0
        if stats:
            bot.last_stats = {}
        count += 1
    return {"person": me, "waits": waits, "cpu": cpu, "bot_decisions": bot_decisions, "rounds": game.s.round,
            "winner": game.winner, "digest": game.digest()}


def wait_bench(level: str, games: int, seed: int, players: int, ruleset: str, workers: int = 1,
               rounds: int | None = None) -> dict[str, Any]:
    """The waits of `games` games (the person's seat rotating), as median, 90th percentile and max."""
    pool = None
    if workers > 1:
        from .bots.pool import SearchPool

        pool = SearchPool(workers)
        pool.warm()
    load_before = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    waits: list[float] = []
    cpu: list[float] = []
    between: list[int] = []
    try:
        for i in range(games):
            r = play_waiting(level, seed + i, players, ruleset, person=i, pool=pool, rounds=rounds)
            waits += r["waits"]
            cpu += r["cpu"]
            between += r["bot_decisions"]
    finally:
        if pool is not None:
            pool.close()
    load_after = os.getloadavg()[0] if hasattr(os, "getloadavg") else None

    def summary(xs: list[float]) -> dict[str, float] | None:
        if not xs:
            return None
        return {"median": round(statistics.median(xs), 3), "p90": round(_quantile(xs, 0.9), 3),
                "max": round(max(xs), 3)}
    out = {"level": level, "ruleset": ruleset, "players": players, "games": games, "workers": workers,
           "waits": len(waits), "wait_seconds": summary(waits), "bot_cpu_seconds_per_wait": summary(cpu),
           "bot_decisions_per_wait": summary([float(n) for n in between]),
           "load_average": [load_before, load_after]}
    ws = out["wait_seconds"]
    out["targets"] = {"median_at_most_5s": None if not ws else ws["median"] <= 5.0,
                      "p90_at_most_12s": None if not ws else ws["p90"] <= 12.0}
    out["note"] = ("wall-clock waits mean what a person feels only on a quiet machine (load average below the "
                   "cores' count less those the bots use); bot_cpu_seconds_per_wait does not depend on the load")
    return out
