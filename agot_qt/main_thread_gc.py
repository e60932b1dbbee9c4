"""Cyclic garbage collection in the Qt thread only.

Python's cycle collector runs in whichever thread happens to allocate. A searching bot
thinks in a worker thread and allocates a lot, so the collector often runs there; if it
then frees a Qt object caught in a reference cycle, that object is destroyed outside the
Qt thread while the Qt thread may still use it, and the process crashes. `install()` turns
the automatic collector off and runs it from a timer in the Qt thread instead, with the
interpreter's own generation thresholds, so every cycle is freed in the Qt thread.
"""
from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 100


class MainThreadCollector(QObject):
    """Collects the generations whose thresholds are passed, from a Qt-thread timer."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self.collections = 0
        gc.disable()
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.collect_due)
        self.timer.start(INTERVAL_MS)

    def collect_due(self) -> int | None:
        """Collect the oldest generation that is due (as the automatic collector would)."""
        counts, limits = gc.get_count(), self.thresholds
        if not limits[0] or counts[0] <= limits[0]:
            return None
        generation = 0
        if counts[1] > limits[1]:
            generation = 2 if counts[2] > limits[2] else 1
        gc.collect(generation)
        self.collections += 1
        return generation


_installed: list[MainThreadCollector] = []


def install() -> MainThreadCollector | None:
    """Collect cycles only in the Qt thread from now on (once per application); None when
    there is no application yet, or the automatic collector was turned off by someone else."""
    app = QCoreApplication.instance()
    if _installed and _installed[0].parent() is app:
        return _installed[0]
    if app is None or not gc.isenabled():
        return None
    _installed[:] = [MainThreadCollector(app)]
    return _installed[0]


__all__ = ["INTERVAL_MS", "MainThreadCollector", "install"]
