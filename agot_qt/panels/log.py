"""The game log in the interface language; hovering an entry highlights the areas it names."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from engine.events import Event

from ..words import log_text

translate = QCoreApplication.translate


class LogPanel(QListWidget):
    """The game log; hovering an entry highlights the areas it names."""

    regions_hovered = Signal(list)
    event_clicked = Signal(object)  # the Event of a clicked entry (a battle's opens its summary)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        self.events: list[Event] = []
        self.itemEntered.connect(self._entered)
        self.itemClicked.connect(lambda item: self.event_clicked.emit(item.data(Qt.ItemDataRole.UserRole + 1)))
        # the log follows the game unless the reader scrolls up; the lines are laid out lazily
        # (wrapped, of different heights), so it keeps to the bottom whenever the range grows
        self.following = True
        bar = self.verticalScrollBar()
        bar.actionTriggered.connect(lambda _a: QTimer.singleShot(0, self, self._reader_scrolled))
        bar.rangeChanged.connect(lambda _lo, _hi: self.following and self.scrollToBottom())
        self.setStyleSheet("QListWidget { background: #fbf7ec; alternate-background-color: #f2ead7; }")

    def set_events(self, events: list[Event]) -> None:
        self.events = list(events)
        self.following = True
        self.clear()
        self._append(self.events)

    def add_events(self, events: list[Event]) -> None:
        self.events.extend(events)
        self._append(events)

    def _reader_scrolled(self) -> None:
        bar = self.verticalScrollBar()
        self.following = bar.value() >= bar.maximum() - 4

    def _append(self, events: list[Event]) -> None:
        for e in events:
            text = log_text.describe(e)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, log_text.regions_of(e))
            item.setData(Qt.ItemDataRole.UserRole + 1, e)
            if log_text.opens_report(e):  # a battle, a bid result, the Westeros draw: click to see it
                item.setForeground(QColor("#1d4f7a"))
                item.setToolTip(translate("Panels", "Click to see it in full"))
            if e.kind in ("RoundStarted", "GameWon"):
                f = QFont(self.font())
                f.setBold(True)
                item.setFont(f)
            elif e.audience is not None:
                item.setForeground(QColor("#7a5c1e"))
            self.addItem(item)
        if self.following:
            self.scrollToBottom()

    def retranslate(self) -> None:
        self.set_events(self.events)

    def _entered(self, item: QListWidgetItem) -> None:
        self.regions_hovered.emit(list(item.data(Qt.ItemDataRole.UserRole) or []))

    def leaveEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self.regions_hovered.emit([])
        super().leaveEvent(event)
