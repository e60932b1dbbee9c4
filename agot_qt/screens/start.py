"""The start screen: new game, Continue, LAN, replays."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..style import theme

translate = QCoreApplication.translate


class StartScreen(QWidget):
    """What the window shows before a game: start one, load one, or watch bots."""

    new_game = Signal()
    load_game = Signal()
    watch_game = Signal()
    lan_game = Signal()
    continue_game = Signal()
    rejoin_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(theme.ui_font(28, bold=True))
        self.title.setStyleSheet("color: #f3e9cf;")
        lay.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setFont(theme.ui_font(12))
        self.subtitle.setStyleSheet("color: #d8cba8;")
        lay.addWidget(self.subtitle)
        lay.addSpacing(30)
        # what can be taken up again: the last autosaved game, the last LAN game (after a crash)
        self.continue_button, self.continue_note = self._offer(lay, self.continue_game)
        self.rejoin_button, self.rejoin_note = self._offer(lay, self.rejoin_game)
        # saved games the window could not read and set aside, named (hidden while there are none)
        self.aside_note = QLabel()
        self.aside_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.aside_note.setWordWrap(True)
        self.aside_note.setFont(theme.ui_font(10.5))
        self.aside_note.setStyleSheet("color: #f0b27a;")
        self.aside_note.hide()
        lay.addWidget(self.aside_note)
        self.buttons = []
        for sig in (self.new_game, self.lan_game, self.load_game, self.watch_game):
            row = QHBoxLayout()
            row.addStretch(1)
            b = QPushButton()
            b.setMinimumSize(280, 44)
            b.setFont(theme.ui_font(12, bold=True))
            b.clicked.connect(sig.emit)
            row.addWidget(b)
            row.addStretch(1)
            lay.addLayout(row)
            self.buttons.append(b)
        lay.addStretch(3)
        self.retranslate()

    @staticmethod
    def _offer(lay: QVBoxLayout, signal: Signal) -> tuple[QPushButton, QLabel]:
        """A highlighted button with a line under it saying what it brings back (hidden until set)."""
        button = QPushButton()
        button.setMinimumSize(280, 44)
        button.setFont(theme.ui_font(12, bold=True))
        button.setStyleSheet("QPushButton { background: #7a5c1e; color: #fff6dc; border: 1px solid #d8b15a;"
                             " border-radius: 6px; padding: 6px 20px; } QPushButton:hover { background: #8d6b24; }")
        button.clicked.connect(signal.emit)
        note = QLabel()
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setFont(theme.ui_font(10.5))
        note.setStyleSheet("color: #e8d9b0;")
        for widget in (button, note):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(widget)
            row.addStretch(1)
            lay.addLayout(row)
        lay.addSpacing(8)
        button.hide()
        note.hide()
        return button, note

    def offer_continue(self, text: str | None) -> None:
        """Offer the last autosaved game ("Stark against 5 bots · round 2 · saved today at …")."""
        self.continue_button.setVisible(bool(text))
        self.continue_note.setVisible(bool(text))
        self.continue_note.setText(text or "")

    def tell_set_aside(self, text: str) -> None:
        """Name the saved games that could not be read and were set aside ("" hides the line)."""
        self.aside_note.setVisible(bool(text))
        self.aside_note.setText(text)

    def offer_rejoin(self, text: str | None) -> None:
        """Offer to rejoin the LAN game this window was in when it stopped without leaving."""
        self.rejoin_button.setVisible(bool(text))
        self.rejoin_note.setVisible(bool(text))
        self.rejoin_note.setText(text or "")

    def retranslate(self) -> None:
        self.continue_button.setText(translate("Screens", "Continue the last game"))
        self.rejoin_button.setText(translate("Screens", "Rejoin the LAN game"))
        self.title.setText(translate("Screens", "A Game of Thrones"))
        self.subtitle.setText(translate("Screens", "The Board Game"))
        for b, text in zip(self.buttons, (translate("Screens", "New game…"),
                                          translate("Screens", "Play on the local network…"),
                                          translate("Screens", "Load a game…"),
                                          translate("Screens", "Watch bots play"))):
            b.setText(text)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        g = QLinearGradient(QPointF(0, 0), QPointF(0, self.height()))
        g.setColorAt(0, QColor("#3a2f22"))
        g.setColorAt(1, QColor("#16120c"))
        p.fillRect(self.rect(), g)
        p.end()
