"""Public and private chat at the table."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLineEdit, QPushButton, QTextBrowser, QVBoxLayout, QWidget

from ..style import theme
from ..words import names

translate = QCoreApplication.translate


def _same_line(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """The same chat line (by who and what), as a host's earlier lines repeat it."""
    return (a.get("from"), a.get("name"), a.get("text"), a.get("to")) == (b.get("from"), b.get("name"),
                                                                         b.get("text"), b.get("to"))


class ChatPanel(QWidget):
    """Public and private chat."""

    send_requested = Signal(str, object)  # text, to (house or None)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.history = QTextBrowser()
        self.history.setOpenLinks(False)
        self.history.setStyleSheet("background: #fbf7ec;")
        lay.addWidget(self.history, 1)
        row = QHBoxLayout()
        self.target = QComboBox()
        self.entry = QLineEdit()
        self.entry.setMaxLength(500)
        self.send = QPushButton()
        row.addWidget(self.target)
        row.addWidget(self.entry, 1)
        row.addWidget(self.send)
        lay.addLayout(row)
        self.send.clicked.connect(self._send)
        self.entry.returnPressed.connect(self._send)
        self.houses: list[str] = []
        self.lines: list[dict[str, Any]] = []
        self.can_whisper = True
        self.retranslate()

    def set_houses(self, houses: list[str], me: str | None, whispers: bool = True) -> None:
        """The houses at the table; private lines are offered to a seated player in a game that
        allows them (`whispers` false: the game plays without private chats)."""
        self.houses = [h for h in houses if h != me]
        self.can_whisper = me is not None and whispers
        self._fill_targets()

    def _fill_targets(self) -> None:
        current = self.target.currentData()
        self.target.clear()
        self.target.addItem(translate("Panels", "Everyone"), None)
        if self.can_whisper:
            for h in self.houses:
                self.target.addItem(translate("Panels", "To {house}").format(house=names.house(h)), h)
        i = self.target.findData(current)
        self.target.setCurrentIndex(max(0, i))

    def retranslate(self) -> None:
        self.entry.setPlaceholderText(translate("Panels", "Write a message…"))
        self.send.setText(translate("Panels", "Send"))
        self._fill_targets()
        self.history.clear()
        for m in self.lines:
            self._show(m)

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.send_requested.emit(text, self.target.currentData())
            self.entry.clear()

    def add_message(self, m: dict[str, Any]) -> None:
        if m.get("earlier") and any(_same_line(m, old) for old in self.lines):
            return  # a rejoin hears what was said before again: shown once
        self.lines.append(m)
        self._show(m)

    def _show(self, m: dict[str, Any]) -> None:
        if m.get("type") == "notice":  # the window's or the host's own word: never a person's line
            self.history.append(f"<span style='color:#6b5b40'><i>ⓘ {html.escape(m.get('text', ''))}</i></span>")
            return
        who = names.house(m["from"]) if m.get("from") else (m.get("name") or translate("Panels", "Spectator"))
        color = theme.house_ink(m.get("from")).name() if m.get("from") else "#555"
        private = ""
        if m.get("to"):
            private = " → " + html.escape(names.house(m["to"]))
        self.history.append(f"<span style='color:{color}'><b>{html.escape(who)}</b>{private}:</span> "
                            f"{html.escape(m.get('text', ''))}")
