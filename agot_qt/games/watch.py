"""Watch controls: pause, one step and speed for a game the window only watches.

*Watch bots play* (bots in this window, `bots.BotPlayer`) and the host-only board of a LAN
game (the host's own bots, `net.host.Host`) get `WatchBar`, a toolbar under the board. It holds
the bots, never the people: in a LAN game the players keep playing while the host's bots wait.
Space pauses and resumes, N makes one move while paused.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QComboBox, QLabel, QStyle, QToolBar, QWidget

translate = QCoreApplication.translate
# delay between bot moves, in milliseconds
SPEEDS = {"slow": 1500, "normal": 500, "fast": 150, "fastest": 0}


class LocalPacer:
    """The bots of a game hosted in this window."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def _bots(self) -> list[Any]:
        return list(self.game.bots.values())

    def pause(self, on: bool) -> None:
        for b in self._bots():
            b.set_paused(on)

    def step(self) -> bool:
        view = self.game.model.public_view() or self.game.model.any_view() or {}
        order = [w["seat"] for w in view.get("waiting_for", [])]
        bots = sorted(self._bots(), key=lambda b: order.index(b.client.seat) if b.client.seat in order else 99)
        return any(b.step() for b in bots)

    def set_delay(self, ms: int) -> None:
        for b in self._bots():
            b.delay_ms = ms

    def delay(self) -> int:
        return max((b.delay_ms for b in self._bots()), default=0)


class HostPacer:
    """The bots of a LAN game hosted by this window (the host-only board)."""

    def __init__(self, host: Any) -> None:
        self.host = host

    def pause(self, on: bool) -> None:
        self.host.pause_bots(on)

    def step(self) -> bool:
        self.host.step_bots()
        return True

    def set_delay(self, ms: int) -> None:
        self.host.bot_delay = ms / 1000

    def delay(self) -> int:
        return int(self.host.bot_delay * 1000)


def pacer_for(game: Any) -> LocalPacer | HostPacer | None:
    """The watch controls' hold on `game`'s bots, or None when the window plays a seat."""
    if game is None or getattr(game, "humans", None):
        return None
    if hasattr(game, "bots") and game.bots:
        return LocalPacer(game)
    lan = getattr(game, "lan_host", None)
    if lan is not None and getattr(game, "seat", "x") is None:
        return HostPacer(lan.host)
    return None


class WatchBar(QToolBar):
    paused_changed = Signal(bool)

    def __init__(self, pacer: LocalPacer | HostPacer, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.pacer = pacer
        self.setObjectName("watch-bar")
        self.setMovable(False)
        # the play/pause sign is the style's icon: not every font has a glyph for it
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.paused = False
        self.act_pause = QAction(self, shortcut=QKeySequence(Qt.Key.Key_Space), triggered=self.toggle)
        self.act_step = QAction(self, shortcut=QKeySequence(Qt.Key.Key_N), triggered=self.step)
        for a in (self.act_pause, self.act_step):
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            self.addAction(a)
        self.speed_label = QLabel()
        self.addWidget(self.speed_label)
        self.speed = QComboBox()
        for key in SPEEDS:
            self.speed.addItem("", key)
        now = pacer.delay()  # start at the speed the game already has
        self.speed.setCurrentIndex(min(range(len(SPEEDS)), key=lambda i: abs(list(SPEEDS.values())[i] - now)))
        self.speed.currentIndexChanged.connect(lambda _i: self.pacer.set_delay(SPEEDS[self.speed.currentData()]))
        # chosen with the mouse; never keeps the keyboard, so Space and N still pause and step
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.addWidget(self.speed)
        self.state = QLabel()
        self.addWidget(self.state)
        self.retranslate()

    def toggle(self) -> None:
        self.set_paused(not self.paused)

    def set_paused(self, on: bool) -> None:
        self.paused = bool(on)
        self.pacer.pause(self.paused)
        self.act_step.setEnabled(self.paused)
        self.retranslate()
        self.paused_changed.emit(self.paused)

    def step(self) -> None:
        if self.paused:
            self.pacer.step()

    def retranslate(self) -> None:
        self.act_pause.setText(translate("Watch", "Play") if self.paused else translate("Watch", "Pause"))
        sign = QStyle.StandardPixmap.SP_MediaPlay if self.paused else QStyle.StandardPixmap.SP_MediaPause
        self.act_pause.setIcon(self.style().standardIcon(sign))
        self.act_pause.setToolTip(translate("Watch", "Pause or go on (Space)"))
        self.act_step.setText(translate("Watch", "Step"))
        self.act_step.setToolTip(translate("Watch", "One move while paused (N)"))
        self.act_step.setEnabled(self.paused)
        self.speed_label.setText("  " + translate("Watch", "Speed:") + " ")
        labels = {"slow": translate("Watch", "Slow"), "normal": translate("Watch", "Normal"),
                  "fast": translate("Watch", "Fast"), "fastest": translate("Watch", "As fast as possible")}
        for i, key in enumerate(SPEEDS):
            self.speed.setItemText(i, labels[key])
        self.state.setText("  " + (translate("Watch", "Paused: the bots wait.") if self.paused else ""))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def attach(window: Any, game: Any) -> WatchBar | None:
    """Give `window` watch controls for `game` when it only watches bots play."""
    detach(window)
    pacer = pacer_for(game)
    if pacer is None:
        return None
    bar = WatchBar(pacer, window)
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
    window.watch_bar = bar
    return bar


def detach(window: Any) -> None:
    bar = getattr(window, "watch_bar", None)
    if bar is not None:
        window.removeToolBar(bar)
        bar.deleteLater()
        window.watch_bar = None
