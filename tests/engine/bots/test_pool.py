"""Searches in worker processes: the same choices as in one process, several bots at once."""
from __future__ import annotations

from typing import Any

import pytest

from engine.bots import search
from engine.bots.levels import make_bot
from engine.bots.pool import SearchPool
from engine.game import Game

from .helpers import play


def _decisions() -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """A placement of orders in round 2 and the first house card of a 6-player game (views as sent)."""
    g = Game.new(players=6, seed=5)
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.s.houses)}
    out: dict[str, tuple[dict[str, Any], dict[str, Any]]] = {}
    for d in play(g, bots, stop=lambda g, d: (d.kind == "place-orders" and g.s.round == 2) or d.kind == "house-card"):
        out.setdefault(d.kind, (g.view(d.seat), d.to_wire()))
        if len(out) == 2:
            break
    return list(out.values())


CASES = _decisions()


@pytest.fixture(scope="module")
def pool():
    with SearchPool(2) as p:
        yield p


def test_a_search_bounded_by_samples_chooses_the_same_in_workers(pool: SearchPool) -> None:
    assert len(CASES) == 2
    for view, wire in CASES:
        alone = make_bot("hard", 3, budget=1000.0, max_samples=4)
        spread = make_bot("hard", 3, budget=1000.0, max_samples=4, pool=pool)
        assert alone.propose(view, wire) == spread.propose(view, wire), wire["kind"]
        assert alone.last_stats["samples"] == spread.last_stats["samples"] >= 4
        # the workers' CPU time is counted in the search's own: it did not spend less for them
        assert spread.last_stats["cpu_seconds"] > 0.5 * alone.last_stats["cpu_seconds"]


def test_several_bots_answer_at_once_and_come_back_moved_on(pool: SearchPool) -> None:
    view, wire = CASES[0]
    asks = [(make_bot("normal", s, budget=1000.0, max_samples=2), view, wire) for s in (1, 2)]
    answers = pool.propose_all(asks)
    for (bot, _, _), (cmd, after) in zip(asks, answers):
        same = make_bot("normal", 1 if bot.seed == 1 else 2, budget=1000.0, max_samples=2)
        assert cmd == same.propose(view, wire)
        # the bot sent back drew from its randomness as the one here did: its next answer is the same
        assert after.rng.getstate() == same.rng.getstate()
        assert after.propose(view, wire) == same.propose(view, wire)


def test_a_bot_with_a_pool_is_not_sent_to_a_worker(pool: SearchPool) -> None:
    view, wire = CASES[0]
    with pytest.raises(ValueError):
        pool.propose_all([(make_bot("normal", 1, pool=pool), view, wire)])


def test_a_pool_of_one_runs_in_this_process() -> None:
    one = SearchPool(1)
    assert one.map(abs, [-1, 2]) == [1, 2] and one._ex is None


def test_the_paired_choice_needs_a_gain_the_samples_agree_on() -> None:
    legal = [True, True, True]
    # candidate 1 gained 30 once and lost 20 twice (mean -3.3); candidate 2 gained 3 every time
    diffs = [0.0, 30.0 - 20.0 - 20.0, 9.0]
    squares = [0.0, 900.0 + 400.0 + 400.0, 27.0]
    assert search._paired_choice(diffs, squares, [3, 3, 3], legal) == 2
    # a single lucky sample is never enough, nor a gain within the noise
    assert search._paired_choice([0.0, 50.0, 0.0], [0.0, 2500.0, 0.0], [1, 1, 0], legal) == 0
    assert search._paired_choice([0.0, 10.0, 0.0], [0.0, 500.0, 0.0], [2, 2, 0], legal) == 0


def test_a_fight_gets_time_by_what_is_at_stake() -> None:
    view, wire = CASES[1]
    hard = make_bot("hard", 1)
    rs_view = dict(view)
    from engine.ruleset import load_ruleset

    rs = load_ruleset(view["ruleset"])
    home = next(r for r, reg in rs.regions.items() if reg.home_of == wire["seat"])
    field = min((r for r, reg in rs.regions.items() if reg.kind == "land" and not reg.castle and not reg.home_of),
                key=lambda r: (rs.regions[r].barrels + rs.regions[r].crowns, r))
    at = {a: hard.stakes(rs, rs_view, {**wire, "options": {**wire["options"], "area": a}}) for a in (home, field)}
    assert at[home] > 1.0 > at[field] >= 0.5
    assert make_bot("normal", 1).stakes(rs, rs_view, {**wire, "options": {**wire["options"], "area": home}}) == 1.0


def test_a_search_in_workers_reads_no_secret_of_the_other_seats(pool: SearchPool) -> None:
    # the workers get the seat's view and nothing else: other seats' secrets changed, same choice
    from .test_fair import CASES as SECRET_CASES, _other_secrets_changed

    checked = 0
    for g, d in SECRET_CASES:
        if d.kind not in ("place-orders", "house-card"):
            continue
        g2 = _other_secrets_changed(g, d.seat)
        a = make_bot("hard", 3, budget=1000.0, max_samples=2, pool=pool).propose(g.view(d.seat), d.to_wire())
        b = make_bot("hard", 3, budget=1000.0, max_samples=2, pool=pool).propose(g2.view(d.seat), d.to_wire())
        assert a == b, d.kind
        checked += 1
    assert checked >= 2


def test_workers_search_under_the_limits_of_the_process_that_made_the_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(search, "WALL_CEILING", 7.5)
    with SearchPool(2) as p:
        assert p.map(_ceiling, [0, 1]) == [7.5, 7.5]


def _ceiling(_: int) -> float:
    from engine.bots import search as in_worker

    return in_worker.WALL_CEILING


def _pid(_: Any) -> int:
    import os

    return os.getpid()


def _sleep(seconds: float) -> float:
    import time

    time.sleep(seconds)
    return seconds


def _die(_: Any) -> None:
    import os

    os._exit(3)


def test_a_pool_of_one_not_inline_runs_in_a_process_of_its_own() -> None:
    import os

    with SearchPool(1, inline=False) as one:
        assert one.offloads and not SearchPool(1).offloads and SearchPool(2).offloads
        assert one.map(_pid, [0]) != [os.getpid()], "even one job goes to the worker"
        view, wire = CASES[0]
        bot = make_bot("normal", 4, budget=1000.0, max_samples=2)
        [(cmd, _after)] = one.propose_all([(bot, view, wire)])
        assert cmd == make_bot("normal", 4, budget=1000.0, max_samples=2).propose(view, wire)
        assert one.map(abs, []) == []


def test_spare_cores_leaves_one_core_to_the_caller(monkeypatch: pytest.MonkeyPatch) -> None:
    import os

    from engine.bots import pool as pool_module

    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: set(range(8)), raising=False)
    assert pool_module.spare_cores() == 7
    monkeypatch.setattr(os, "sched_getaffinity", lambda _pid: {0}, raising=False)
    assert pool_module.spare_cores() == 1


def test_a_pool_whose_worker_died_says_so_and_starts_new_workers_next_time() -> None:
    import concurrent.futures as cf

    from engine.bots.pool import broken

    with SearchPool(2) as p:
        with pytest.raises(cf.BrokenExecutor) as info:
            p.map(_die, [0, 1])
        assert broken(info.value) and not broken(ValueError("a bot's own error"))
        assert p._ex is None
        assert p.map(abs, [-1, -2]) == [1, 2], "new workers"


def test_closing_now_ends_a_search_under_way() -> None:
    import concurrent.futures as cf
    import threading
    import time

    p = SearchPool(2)
    p.warm()
    out: list[Any] = []
    t = threading.Thread(target=lambda: out.append(_try(lambda: p.map(_sleep, [30.0, 30.0]))))
    t.start()
    time.sleep(0.5)
    start = time.monotonic()
    p.close(now=True)
    t.join(10)
    assert not t.is_alive() and time.monotonic() - start < 5, "the searches under way were not waited for"
    assert isinstance(out[0], cf.BrokenExecutor)


def _try(fn: Any) -> Any:
    try:
        return fn()
    except Exception as exc:  # noqa: BLE001
        return exc
