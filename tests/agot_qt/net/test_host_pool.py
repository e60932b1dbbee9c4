"""The host's bots think in worker processes (engine/bots/pool.py) without holding anyone up:
bots awaited at the same moment answer together through `SearchPool.propose_all`, off the event
loop, while people's chat and commands are handled; the host submits their answers itself (a
refused one falls back to the bot's own `propose`), a pool that fails leaves the bots thinking
in threads, and a game of pooled bots plays to the end."""
from __future__ import annotations

import concurrent.futures.process
import threading

from agot_qt.net.client import Client
from agot_qt.net.host import Host
from engine.bots.levels import make_bot
from engine.bots.random_bot import RandomBot
from engine.commands import Bid, command_to_wire

from .util import LOOPBACK, make_session, recv_until, run, wait_for


class Searching:
    """A bot the host treats as a searching one (it has a `pool`): random moves, its attempts noted."""

    def __init__(self, seed: int, attempts: list) -> None:
        self.inner = RandomBot(seed)
        self.pool = None
        self.attempts = attempts
        self.pool_seen: list = []

    def propose(self, view, decision, attempt=0):
        self.attempts.append((view["seat"], decision["kind"], attempt))
        self.pool_seen.append(self.pool)
        return self.inner.propose(view, decision, attempt)


class FakePool:
    """Stands in for a SearchPool: answers in the calling thread, when the test lets it."""

    workers = 2

    def __init__(self, fail: BaseException | None = None, wrong_for: str | None = None) -> None:
        self.asked: list[list[str]] = []
        self.release = threading.Event()
        self.fail = fail
        self.wrong_for = wrong_for  # the seat whose answer is one the game refuses
        self.answered: dict[str, object] = {}
        self.closed = False

    def propose_all(self, asks):
        self.asked.append([view["seat"] for _bot, view, _d in asks])
        assert all(bot.pool is None for bot, *_ in asks), "a bot answering in a worker has no pool of its own"
        self.release.wait(10)
        if self.fail is not None:
            raise self.fail
        out = []
        for bot, view, decision in asks:
            cmd = Bid(999) if view["seat"] == self.wrong_for else bot.propose(view, decision, 0)
            self.answered.setdefault(view["seat"], cmd)  # the first answer of each
            out.append((cmd, bot))
        return out

    def map(self, fn, jobs):
        return [fn(j) for j in jobs]

    def close(self):
        self.closed = True


async def _host(pool, attempts, bots=("lannister", "baratheon"), seed=3) -> Host:
    s = make_session(3, seed)
    host = Host(s, ping_interval=0, search_pool=pool,
                bot_factory=lambda house: Searching(len(house), attempts))
    for h in bots:
        host.set_holder(h, "bot")
    return await host.start(LOOPBACK, 0)


def _submitted(host: Host) -> set[str]:
    return set(host.session.game.view(None).get("orders_submitted", []))


def test_bots_awaited_together_answer_through_the_pool_while_people_chat_and_play():
    async def main():
        pool, attempts = FakePool(), []
        host = await _host(pool, attempts)
        c = Client(LOOPBACK, host.port, name="Ann")
        await c.connect(seat="stark")
        await wait_for(lambda: pool.asked, 5)  # both bots are thinking about their orders, together
        assert pool.asked == [["lannister", "baratheon"]]
        # meanwhile the host answers the person: chat, and her own orders
        await c.chat("still there?")
        msg = (await recv_until(c, lambda m: m.get("type") == "chat"))[-1]
        assert msg["text"] == "still there?"
        d = c.decisions()[0]
        await c.command(RandomBot(7).propose(c.view, d, 0))
        await wait_for(lambda: "stark" in _submitted(host), 5)
        assert not {"lannister", "baratheon"} & _submitted(host), "the bots are still thinking"
        pool.release.set()
        await wait_for(lambda: host.pool_answers >= 2, 5)
        # the host submitted exactly what the workers answered, though the game had moved on since
        placed = [c_ for c_ in host.session.commands if c_[0] in ("lannister", "baratheon")]
        assert [seat for seat, *_ in placed[:2]] == ["lannister", "baratheon"]
        for seat, wire, *_ in placed[:2]:
            assert wire == command_to_wire(pool.answered[seat])
        assert not [a for a in attempts if a[1] == "place-orders" and a[0] in ("lannister", "baratheon")
                    and a[2] > 0], "no bot had to try again"
        await c.close()
        await host.close()
        assert not pool.closed, "a pool handed to the host is its caller's to close"

    run(main())


def test_an_answer_the_game_refuses_falls_back_to_the_bots_own_propose():
    async def main():
        pool, attempts = FakePool(wrong_for="baratheon"), []
        pool.release.set()
        host = await _host(pool, attempts, bots=("stark", "lannister", "baratheon"))
        await wait_for(lambda: ("baratheon", "place-orders", 1) in attempts, 5)  # refused: it tries again, by itself
        await wait_for(lambda: host.session.game.s.orders_revealed, 5)
        assert pool.asked[0] == ["stark", "lannister", "baratheon"]
        orders = [c_[0] for c_ in host.session.commands[:3]]
        assert sorted(orders) == ["baratheon", "lannister", "stark"]
        await host.close()

    run(main())


def test_a_pool_that_fails_leaves_the_bots_thinking_in_threads():
    async def main():
        pool, attempts = FakePool(fail=concurrent.futures.process.BrokenProcessPool("a worker died")), []
        pool.release.set()
        host = await _host(pool, attempts)
        await wait_for(lambda: host.pool is None and len(host.session.commands) >= 2, 5)
        assert host.pool_answers == 0
        assert sorted(c_[0] for c_ in host.session.commands[:2]) == ["baratheon", "lannister"]
        assert [a[2] for a in attempts[:2]] == [0, 0], "each bot answers by itself"
        await host.close()

    run(main())


def test_a_bot_awaited_alone_searches_with_the_pool_and_goes_on_without_it_when_it_fails():
    class Broken(FakePool):
        def map(self, fn, jobs):
            raise concurrent.futures.process.BrokenProcessPool("no process to be had")

    class Sampling(Searching):
        """Draws its samples through its pool, when it has one."""

        def propose(self, view, decision, attempt=0):
            self.pool_seen.append(self.pool)
            if self.pool is not None:
                self.pool.map(len, ["a", "b"])
            self.attempts.append((view["seat"], decision["kind"], attempt))
            return self.inner.propose(view, decision, attempt)

    async def main():
        attempts = []
        pool = Broken()
        s = make_session(3, 3)
        bot = Sampling(1, attempts)
        host = Host(s, ping_interval=0, search_pool=pool, bot_factory=lambda house: bot)
        host.set_holder("lannister", "bot")
        await host.start(LOOPBACK, 0)
        await wait_for(lambda: host.session.commands, 5)
        assert host.session.commands[0][0] == "lannister"
        assert bot.pool_seen[:2] == [pool, None], "alone it had the pool; once the pool failed, none"
        assert host.pool is None and attempts[0] == ("lannister", "place-orders", 0), "the same attempt, in the thread"
        await host.close()

    run(main())


def test_a_game_of_pooled_searching_bots_plays_to_the_end():
    from engine.bots.pool import SearchPool

    async def main():
        s = make_session(3, 4)
        with SearchPool(2) as pool:
            host = Host(s, ping_interval=0, search_pool=pool,
                        bot_factory=lambda house: make_bot("normal", len(house), budget=5.0, max_samples=1))
            for h in s.seats:
                host.set_holder(h, "bot")
            await host.start(LOOPBACK, 0)
            await wait_for(lambda: s.game.finished, 120)
            assert host.pool_answers > 20, "the bots placed their orders and bid together, in the workers"
            await host.close()
        assert s.game.winner in s.seats

    run(main(), timeout=150)


def test_the_host_makes_its_own_pool_and_closes_it():
    from engine.bots.pool import spare_cores

    async def main():
        host = Host(make_session(3, 1), ping_interval=0)
        await host.start(LOOPBACK, 0)
        pool = host.pool
        assert pool is not None and pool._ex is None, "started only when a bot searches"
        assert pool.workers == spare_cores() and pool.offloads, "every core but one, even one a process"
        pool.warm()
        procs = list(pool._ex._processes.values())
        assert procs and all(p.is_alive() for p in procs)
        await host.close()
        assert host.pool is None and pool._ex is None
        assert not any(p.is_alive() for p in procs), "its workers ended with the host"
        assert Host(make_session(3, 1), search_pool=False).pool is None

    run(main())


def test_with_one_worker_a_bot_awaited_alone_answers_whole_in_it():
    async def main():
        pool, attempts = FakePool(), []
        pool.workers = 1
        pool.offloads = True
        pool.release.set()
        host = await _host(pool, attempts, bots=("lannister",))
        await wait_for(lambda: host.pool_answers >= 1, 5)
        assert pool.asked[0] == ["lannister"]
        assert host.session.commands[0][0] == "lannister"
        await host.close()

    run(main())


def _per_seat(commands) -> dict[str, list]:
    out: dict[str, list] = {}
    for seat, wire, *_ in commands:
        out.setdefault(seat, []).append(wire)
    return out


def test_the_same_seeds_give_the_same_moves_with_or_without_the_workers():
    """Bots bounded by samples choose alike wherever they search: in the host's threads alone, or
    answering together in the workers (and the game they play is the same to its last move)."""
    from engine.bots.pool import SearchPool

    async def play(pool):
        s = make_session(3, 8)
        host = Host(s, ping_interval=0, search_pool=pool,
                    bot_factory=lambda house: make_bot("normal", len(house), budget=1000.0, max_samples=2))
        for h in s.seats:
            host.set_holder(h, "bot")
        await host.start(LOOPBACK, 0)
        await wait_for(lambda: s.game.s.round >= 3 or s.game.finished, 120)
        host.pause_bots(True)
        answers = host.pool_answers
        await host.close()
        return s, answers

    async def main():
        alone, none_pooled = await play(False)
        with SearchPool(2) as pool:
            pooled, answers = await play(pool)
        assert none_pooled == 0 and answers > 6
        a, b = _per_seat(alone.commands), _per_seat(pooled.commands)
        n = {h: min(len(a[h]), len(b[h])) for h in a}
        assert all(n.values()) and all(a[h][:n[h]] == b[h][:n[h]] for h in a)

    run(main(), timeout=250)
