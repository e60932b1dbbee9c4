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
import threading
from typing import Any, Callable, Iterable


def _propose_job(job: tuple[Any, dict[str, Any], dict[str, Any], int]) -> tuple[Any, Any]:
    bot, view, decision, attempt = job
    cmd = bot.propose(view, decision, attempt)
    return cmd, bot


def spare_cores() -> int:
    """Worker processes for a caller that must stay responsive while its bots think (a window,
    a game's host): every core this process may use but one, which stays the caller's; at least 1."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


class SearchPool:
    """A pool of worker processes (started on first use, `spawn`ed: safe beside threads).

    With one worker, jobs run in the calling process (a caller that only waits, a bench, loses
    nothing) unless `inline=False`: then even one worker is a process of its own, so a caller that
    must stay responsive (a window, a game's host) never searches itself (`offloads`)."""

    def __init__(self, workers: int | None = None, start_method: str = "spawn", inline: bool = True) -> None:
        self.workers = max(1, workers if workers is not None else (os.cpu_count() or 1))
        self.start_method = start_method
        self.inline = inline
        self._ex: cf.ProcessPoolExecutor | None = None
        self._lock = threading.Lock()  # callers in several threads (a window's bots) start one set of workers

    def _executor(self) -> cf.ProcessPoolExecutor:
        with self._lock:
            if self._ex is None:
                from . import search

                # the workers search under the limits of the process that made the pool (a bench may lift
                # the wall-clock ceiling; a spawned worker would otherwise start from the default)
                self._ex = cf.ProcessPoolExecutor(self.workers, mp_context=mp.get_context(self.start_method),
                                                  initializer=_limits, initargs=(search.WALL_CEILING,))
            return self._ex

    @property
    def offloads(self) -> bool:
        """Whether jobs run in worker processes (not in the calling process)."""
        return self.workers > 1 or not self.inline

    def map(self, fn: Callable[[Any], Any], jobs: Iterable[Any]) -> list[Any]:
        """`fn` over `jobs` in the workers, results in the jobs' order (inline with one worker,
        unless the pool is not `inline`, or with one job). A pool whose workers failed (one killed,
        none to be had) raises `BrokenExecutor` and starts new workers on its next use."""
        jobs = list(jobs)
        if not jobs or (self.inline and (self.workers <= 1 or len(jobs) <= 1)):
            return [fn(j) for j in jobs]
        ex = self._executor()
        try:
            return list(ex.map(fn, jobs))
        except cf.BrokenExecutor:
            with self._lock:
                if self._ex is ex:
                    self._ex = None
            ex.shutdown(wait=False, cancel_futures=True)
            raise

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
        if self.offloads:
            list(self._executor().map(_noop, range(self.workers)))

    def close(self, now: bool = False) -> None:
        """End the workers (jobs not started are cancelled). `now`: without waiting for the
        searches under way either (their callers get `BrokenExecutor`): a window quitting."""
        with self._lock:
            ex, self._ex = self._ex, None
        if ex is None:
            return
        procs = list((getattr(ex, "_processes", None) or {}).values()) if now else []
        ex.shutdown(wait=not now, cancel_futures=True)
        for p in procs:
            if p.is_alive():
                p.terminate()
        for p in procs:
            p.join(2.0)
            if p.is_alive():  # still there after a terminate: ended for sure
                p.kill()
                p.join(2.0)

    def __enter__(self) -> "SearchPool":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __getstate__(self) -> dict[str, Any]:
        raise TypeError("a SearchPool stays in the process that made it")


def broken(exc: BaseException) -> bool:
    """Whether `exc`, raised by a search or `propose_all` in a pool, says the pool itself failed
    (a worker gone, no process to be had, something that could not be sent to one), rather than
    a bot's own code (whose errors come back from a worker as they were raised): a caller then
    goes on without the pool, thinking in its own process."""
    import pickle

    return isinstance(exc, (cf.BrokenExecutor, OSError, EOFError, pickle.PicklingError))


def _limits(wall_ceiling: float) -> None:
    from . import search

    search.WALL_CEILING = wall_ceiling


def _noop(_: Any) -> None:
    from . import search  # noqa: F401  (the import is the warm-up)
