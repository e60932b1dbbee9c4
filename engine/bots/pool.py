"""Worker processes for the searching bots: the samples of one search, or several bots at once.

Why: a search's samples are independent (each one sampled state played out for every
candidate), and bots placing orders, bidding or choosing at the same moment do not wait for one
another. On a machine with several cores both can run side by side, while the caller (the
game's host, a bench) keeps the game's authority and only waits for the answers. Workers get
plain data (a seat's view, a decision, a bot's own state) and give back plain data (scores, a
command and the bot's new state): nothing of the real game goes to them, as nothing of it goes
to a remote peer.

Any caller may use it:

    pool = SearchPool()                      # one worker per core
    bot = make_bot("hard", seed, pool=pool)  # its searches spread their samples over the workers
    answers = pool.propose_all([(bot_a, view_a, decision_a), (bot_b, view_b, decision_b)])
    # -> [(command_a, bot_a_after), (command_b, bot_b_after)]: keep the returned bots

`propose_all` runs each bot's whole answer in a worker (simultaneous decisions: several bots
think at the same time); a bot's search run there draws its samples in that worker alone.
"""
from __future__ import annotations

import concurrent.futures as cf
import multiprocessing as mp
import os
from typing import Any, Callable, Iterable


def _propose_job(job: tuple[Any, dict[str, Any], dict[str, Any], int]) -> tuple[Any, Any]:
    bot, view, decision, attempt = job
    cmd = bot.propose(view, decision, attempt)
    return cmd, bot


class SearchPool:
    """A pool of worker processes (started on first use, `spawn`ed: safe beside threads)."""

    def __init__(self, workers: int | None = None, start_method: str = "spawn") -> None:
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
        self.start_method = start_method
        self._ex: cf.ProcessPoolExecutor | None = None

    def _executor(self) -> cf.ProcessPoolExecutor:
        if self._ex is None:
            from . import search

            # the workers search under the limits of the process that made the pool (a bench may lift
            # the wall-clock ceiling; a spawned worker would otherwise start from the default)
            self._ex = cf.ProcessPoolExecutor(self.workers, mp_context=mp.get_context(self.start_method),
                                              initializer=_limits, initargs=(search.WALL_CEILING,))
        return self._ex

    def map(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> list[Any]:
        """`fn` over `jobs` in the workers, results in the jobs' order (inline with one worker)."""
        jobs = list(jobs)
        if self.workers <= 1 or len(jobs) <= 1:
            return [fn(j) for j in jobs]
        return list(self._executor().map(fn, jobs))

    def propose_all(self, asks: list[tuple[Any, dict[str, Any], dict[str, Any]]] |
                    list[tuple[Any, dict[str, Any], dict[str, Any], int]]) -> list[tuple[Any, Any]]:
        """Each bot's answer to its decision, the bots thinking at the same time in the workers.
        Returns (command, the bot after answering) per ask: the bot's randomness and statistics
        moved on in the worker, so the caller keeps the returned bot for its next decision."""
        jobs = [(a[0], a[1], a[2], a[3] if len(a) > 3 else 0) for a in asks]
        for bot, *_ in jobs:
            if getattr(bot, "pool", None) is not None:
                raise ValueError("a bot answering in a worker draws its samples there: give it no pool")
        return self.map(_propose_job, jobs)

    def warm(self) -> None:
        """Start every worker now (the first search then pays no start-up)."""
        if self.workers > 1:
            list(self._executor().map(_noop, range(self.workers)))

    def close(self) -> None:
        if self._ex is not None:
            self._ex.shutdown(wait=True, cancel_futures=True)
            self._ex = None

    def __enter__(self) -> "SearchPool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __getstate__(self) -> dict[str, Any]:
        raise TypeError("a SearchPool stays in the process that made it")


def _limits(wall_ceiling: float) -> None:
    from . import search

    search.WALL_CEILING = wall_ceiling


def _noop(_: Any) -> None:
    from . import search  # noqa: F401  (the import is the warm-up)
