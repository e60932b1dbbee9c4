"""Bots as ordinary participants: a SeatClient on its own connection, answering its seat's
decisions with an engine bot of some level (random, easy, normal, hard). They see only
their seat's view and act with their seat's token, like every other client.

Levels that search (normal, hard) think off the Qt thread, so the window never freezes: in a
worker thread on their own copy of the view, their samples drawn in the window's worker
processes (`engine.bots.pool.SearchPool`, every core but one, made once for the window's lifetime,
`shared_pool`). The bots of one game sit at one `BotTable`: searching bots awaited at the same
moment (orders, bids, a fight's house cards) answer together, each whole answer in a worker
process (`SearchPool.propose_all`), and each answer is sent through its bot's own seat client
like any other. A pool that fails leaves the bots thinking in threads. No worker touches a Qt
object: the Qt thread polls for the answers with a timer and drops one whose decision is no
longer asked, and cyclic garbage is collected only in the Qt thread from then on
(main_thread_gc).
"""
from __future__ import annotations

import copy
import logging
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from engine.bots.levels import make_bot
from engine.bots.pool import SearchPool, broken, spare_cores

from .. import main_thread_gc
from ..model import SeatClient, house_decision, house_view

log = logging.getLogger("agot.bots")

MAX_ATTEMPTS = 12


THREADED_LEVELS = ("normal", "hard")
POLL_MS = 15
_WORKERS = ThreadPoolExecutor(max_workers=2, thread_name_prefix="bot")

_pool: list[SearchPool] = []
_quit_hooked: list[bool] = []


def shared_pool() -> SearchPool:
    """The window's worker processes for searching bots (every core but one, at least one
    process, started on first use), made once and closed as the application quits: every game of
    the window, and the LAN host it runs, thinks in them. Workers that failed are replaced by new
    ones on their next use (engine/bots/pool.py)."""
    if not _pool:
        _pool.append(SearchPool(spare_cores(), inline=False))
        app = QCoreApplication.instance()
        if app is not None and not _quit_hooked:
            _quit_hooked.append(True)
            app.aboutToQuit.connect(close_shared_pool)
    return _pool[0]


def close_shared_pool() -> None:
    """End the window's worker processes at once (the application quits: a search under way is
    not waited for, its bot's game is closing too)."""
    while _pool:
        _pool.pop().close(now=True)


def _think(bot: Any, view: dict[str, Any], decision: dict[str, Any], attempt: int) -> tuple[Any, bool]:
    """The bot's answer, and whether its worker processes failed on the way (it then answered
    without them)."""
    failed = False
    try:
        try:
            return bot.propose(view, decision, attempt), failed
        except Exception as exc:
            if getattr(bot, "pool", None) is None or not broken(exc):
                raise
            bot.pool = None  # the workers failed, not the bot: it thinks again here
            failed = True
            return bot.propose(view, decision, attempt), failed
    except Exception:  # a bot must never take the window down; fall back to the minimum
        from engine.bots.random_bot import RandomBot

        return RandomBot(0).propose(view, decision, MAX_ATTEMPTS), failed


class BotTable(QObject):
    """The bots of one game. A searching bot about to think asks the table: the searching bots
    awaited at that moment with the same kind of decision answer together in the worker
    processes (`propose_all`, awaited in a worker thread), each whole answer in a worker; one
    awaited alone thinks in a thread with its samples spread over the workers, or, when there is
    only one worker, answers whole in it. The Qt thread only polls for the answers."""

    def __init__(self, pool: SearchPool | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = pool
        self.players: list[BotPlayer] = []
        self.together_answers = 0  # answers that came from propose_all (for tests and diagnostics)
        self.closed = False
        self._waiting: list[BotPlayer] = []
        self._dispatching = False
        self._jobs: list[tuple[Future, list[tuple[BotPlayer, Any, int | None, str, int]]]] = []
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)

    @property
    def thinking(self) -> bool:
        return bool(self._jobs)

    def close(self) -> None:
        """The game closes: answers still being worked out are dropped (the window's workers
        finish them and go on to the next game's)."""
        self.closed = True
        self._poll.stop()
        self._waiting.clear()
        for _job, asks in self._jobs:
            for p, *_ in asks:
                p.stop_waiting()
        self._jobs.clear()

    def think(self, player: "BotPlayer") -> None:
        """`player` is to answer its decision: it does so now, with those awaited at the same
        moment (their own turn to ask may be a delay away)."""
        if self.closed:
            return
        if player not in self._waiting:
            self._waiting.append(player)
        if not self._dispatching:
            self._dispatching = True
            QTimer.singleShot(0, self, self._dispatch)

    def _dispatch(self) -> None:
        self._dispatching = False
        waiting, self._waiting = self._waiting, []
        due = [p for p in waiting if p.due()]
        if not due or self.closed:
            return
        state = due[0].client.state_id
        for p in self.players:  # the others awaited at this moment answer together with them
            if p not in due and p.due() and p.client.state_id == state:
                due.append(p)
        kind = due[0].client.decisions[0].get("kind")
        together = [p for p in due if p.client.state_id == state and p.client.decisions[0].get("kind") == kind]
        pool = self.pool
        if pool is not None and pool.offloads and (len(together) > 1 or pool.workers == 1):
            self._together(together, pool)  # (with one worker, a bot alone answers whole in it too)
            due = [p for p in due if p not in together]
        for p in due:
            if pool is not None and pool.offloads and pool.workers == 1:
                self._together([p], pool)
            else:
                p.think_alone(pool)

    def _together(self, players: list["BotPlayer"], pool: SearchPool) -> None:
        asks, noted = [], []
        for p in players:
            view, decision, attempt = p.question()
            p.bot.pool = None  # it answers in one worker, its samples drawn there
            asks.append((p.bot, copy.deepcopy(view), copy.deepcopy(decision), attempt))
            noted.append((p, p.bot, p.client.state_id, repr(p.client.decisions), attempt))
            p.start_waiting()
        main_thread_gc.install()  # the worker thread must never free a Qt object (see main_thread_gc)
        self._jobs.append((_WORKERS.submit(pool.propose_all, asks), noted))
        self._poll.start()

    def _collect(self) -> None:
        done = [(job, asks) for job, asks in self._jobs if job.done()]
        if not done:
            return
        self._jobs = [j for j in self._jobs if not j[0].done()]
        if not self._jobs:
            self._poll.stop()
        for job, asks in done:
            self._answers(job, asks)

    def _answers(self, job: Future, asks: list[tuple["BotPlayer", Any, int | None, str, int]]) -> None:
        try:
            answers = job.result()
        except Exception as exc:  # each bot answers by itself, in a thread
            if broken(exc):
                self.pool_failed(exc)
            else:
                log.exception("a bot failed in the worker processes")
            for p, *_ in asks:
                p.stop_waiting()
                p.again_alone()
            return
        for (p, bot, state_id, asked, attempt), (cmd, after) in zip(asks, answers):
            p.stop_waiting()
            if p.bot is bot:
                p.bot = after  # its randomness moved on in the worker: keep that bot
            self.together_answers += 1
            p.send_answer(state_id, asked, cmd)

    def pool_failed(self, exc: BaseException) -> None:
        """The worker processes failed: this game's bots think in threads from now on (the pool
        starts new workers for whoever uses it next: the next game, a LAN host)."""
        if self.pool is None:
            return
        log.warning("the bots' worker processes failed (%s): the bots think in threads from now on", exc)
        self.pool = None
        for p in self.players:
            if getattr(p.bot, "pool", None) is not None:
                p.bot.pool = None


class BotPlayer(QObject):
    def __init__(self, client: SeatClient, seed: int = 0, delay_ms: int = 0, parent: QObject | None = None,
                 level: str = "random", table: BotTable | None = None) -> None:
        super().__init__(parent)
        self.client = client
        self.level = level
        self.bot = make_bot(level, seed)
        self.table = table
        if table is not None:
            table.players.append(self)
        self._future: Future | None = None
        self._future_state: int | None = None
        self._future_pool: Any = None
        self._future_asked = ""  # the decisions asked when it began thinking
        self._waiting_table = False  # its answer is being worked out at the table, with others
        self._poll = QTimer(self)
        self._poll.setInterval(POLL_MS)
        self._poll.timeout.connect(self._collect)
        self.delay_ms = delay_ms
        self.attempt = 0
        self._answered: int | None = None  # state id we sent a command for
        self._scheduled = False
        self.paused = False
        self._one_step = False  # paused, but allowed to answer the decision awaited now
        client.retry_stale = False  # a bot looks at the new state and answers afresh
        client.view_changed.connect(self._on_view)
        client.error_received.connect(self._on_error)

    def resume(self) -> None:
        """Look at the decision again after a pause."""
        self.paused = False
        self._schedule()

    def _on_view(self) -> None:
        if self.client.state_id != self._answered:
            self.attempt = 0
        self._schedule()

    def _on_error(self, m: dict[str, Any]) -> None:
        if m.get("code") == "paused":  # the game is paused: it answers afresh once it resumes
            self._answered = None
            return
        if m.get("code") == "stale-state":
            self._answered = None
        else:
            self.attempt += 1
            self._answered = None
        self._schedule()

    def set_paused(self, on: bool) -> None:
        """Stop answering (watch controls); answering again picks up where the game is."""
        self.paused = bool(on)
        if not on:
            self._schedule()

    def step(self) -> bool:
        """While paused, answer the decision awaited now (one move). False: nothing to answer."""
        if not self.client.decisions or self._answered == self.client.state_id or self.thinking:
            return False
        self._one_step = True
        self._schedule()
        return True

    def _halted(self) -> bool:
        return self.paused and not self._one_step

    def _schedule(self) -> None:
        if self._scheduled or self._halted() or not self.client.decisions:
            return
        if self._answered == self.client.state_id or self.client.answer_pending():
            return  # answered (a crossed answer of ours is sent again once caught up)
        self._scheduled = True
        QTimer.singleShot(self.delay_ms, self, self._act)

    def _act(self) -> None:
        self._scheduled = False
        c = self.client
        if self._halted() or not c.decisions or c.view is None or self._answered == c.state_id:
            return
        if self.thinking:
            return
        if self.level not in THREADED_LEVELS:
            view, decision, attempt = self.question()
            self._answered = c.state_id
            self._send(c.state_id, self.bot.propose(view, decision, attempt))
            return
        if self.table is not None:
            self.table.think(self)  # with the others awaited now, in the worker processes
            return
        self.think_alone(None)

    # ----- thinking, alone or at the table ---------------------------------------------------
    def question(self) -> tuple[dict[str, Any], dict[str, Any], int]:
        """The view, decision and attempt this bot answers now. A vassal's decision is answered as
        the vassal, from what the vassal may see."""
        c = self.client
        house = c.decisions[0].get("house") or c.seat
        return house_view(c.view, house), house_decision(c.decisions[0]), min(self.attempt, MAX_ATTEMPTS)

    def due(self) -> bool:
        """Owes a decision it has not answered, and is free to think about it now."""
        c = self.client
        return (bool(c.decisions) and c.view is not None and not self._halted() and not self.thinking
                and self._answered != c.state_id and not c.answer_pending() and self.level in THREADED_LEVELS)

    def start_waiting(self) -> None:
        self._answered = self.client.state_id
        self._waiting_table = True

    def stop_waiting(self) -> None:
        self._waiting_table = False

    def again_alone(self) -> None:
        """Its answer did not come from the workers (they failed, or the bot failed there): it
        thinks again by itself, in a thread, if the decision is still its to answer."""
        self._answered = None
        if self.due():
            self.think_alone(self.table.pool if self.table is not None else None)
        else:
            self._schedule()

    def think_alone(self, pool: Any) -> None:
        """Think in a worker thread, its samples drawn in `pool`'s workers when there is one."""
        c = self.client
        view, decision, attempt = self.question()
        self._answered = c.state_id
        self._future_state = c.state_id
        self._future_asked = repr(c.decisions)
        if hasattr(self.bot, "pool"):
            self.bot.pool = pool if pool is not None and pool.workers > 1 else None
        self._future_pool = getattr(self.bot, "pool", None)
        main_thread_gc.install()  # the worker must never free a Qt object (see main_thread_gc)
        self._future = _WORKERS.submit(_think, self.bot, copy.deepcopy(view), copy.deepcopy(decision), attempt)
        self._poll.start()

    @property
    def thinking(self) -> bool:
        return self._future is not None or self._waiting_table

    @property
    def busy(self) -> bool:
        """A move is under way: due to be made, being thought over, or sent and not yet
        answered by a new state. A bot that owes a decision and is not busy is held."""
        sent = (self._answered == self.client.state_id and bool(self.client.decisions)) or self.client.answer_pending()
        return self._scheduled or self.thinking or sent

    def _collect(self) -> None:
        if self._future is None or not self._future.done():
            return
        self._poll.stop()
        (cmd, failed), state_id = self._future.result(), self._future_state
        self._future = None
        if failed and self.table is not None and self.table.pool is self._future_pool:
            self.table.pool_failed(RuntimeError("a search's worker processes failed"))
        if self.table is not None:  # as an answer worked out at the table: kept while still asked
            self.send_answer(state_id, self._future_asked, cmd)
        else:
            self._send(state_id, cmd)

    def send_answer(self, state_id: int | None, asked: str, cmd: Any) -> None:
        """An answer worked out with others at the table: sent while the decision it answers is
        still the one asked, though other seats' answers moved the game on meanwhile (a command
        that crosses one of theirs is sent again once this client has caught up)."""
        if self._halted() or repr(self.client.decisions) != asked:
            self._answered = None  # the decision changed (or the bots are held): look again
            self._schedule()
            return
        self._one_step = False
        self._answered = self.client.state_id
        self.client.retry_stale = True  # until its next answer of its own (see `_send`)
        self.client.command(cmd)

    def _send(self, state_id: int | None, cmd: Any) -> None:
        if state_id != self.client.state_id or self._halted():
            self._answered = None  # the game moved on while thinking: look again
            self._schedule()
            return
        self._one_step = False
        self.client.retry_stale = False
        self.client.command(cmd)
