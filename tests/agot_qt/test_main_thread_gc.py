"""Cycles are freed in the Qt thread only: a bot's worker thread that allocates a lot must
never be the thread that destroys a Qt object caught in a reference cycle."""
from __future__ import annotations

import gc
import threading

from agot_qt import main_thread_gc


class Cycle:
    """Part of a reference cycle; remembers which thread freed it."""

    freed_in: list[str] = []

    def __init__(self) -> None:
        self.me = self

    def __del__(self) -> None:
        Cycle.freed_in.append(threading.current_thread().name)


def test_a_cycle_dropped_while_a_worker_allocates_is_freed_in_the_qt_thread(qtbot):
    collector = main_thread_gc.install()
    assert collector is not None and not gc.isenabled()
    assert main_thread_gc.install() is collector  # once per application
    gc.collect()
    Cycle.freed_in = []
    Cycle()  # unreachable at once, but only the cycle collector can free it

    kept: list = []

    def allocate() -> None:  # like a searching bot: many container objects still alive
        kept.append([[i] for i in range(200_000)])

    worker = threading.Thread(target=allocate, name="bot-worker")
    worker.start()
    worker.join()
    assert Cycle.freed_in == [], "the worker's allocations must not run the collector"
    qtbot.waitUntil(lambda: Cycle.freed_in == [threading.main_thread().name], timeout=5000)
    assert collector.collections >= 1
    kept.clear()


def test_the_collector_collects_what_is_due_like_the_interpreter():
    collector = main_thread_gc.install()
    assert collector.thresholds == gc.get_threshold() and collector.thresholds[0] > 0
    junk = [[i] for i in range(5 * collector.thresholds[0])]  # far past the youngest threshold
    assert collector.collect_due() in (0, 1, 2)
    assert gc.get_count()[0] < collector.thresholds[0]  # collected: the count starts again
    del junk
