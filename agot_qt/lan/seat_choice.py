"""Choosing a seat in a game that has already begun (a headless `agot-host`, or a window's game
joined late): an open seat is taken with one click, a seat reserved for a person asks for its
token (pasted or typed), and watching is a choice of its own, never what happens silently.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..words import names
from ..style import theme

translate = QCoreApplication.translate


def is_reserved(seat: dict[str, Any]) -> bool:
    """A seat kept for a person who is not here: its token takes it."""
    return seat.get("holder") == "human" and not seat.get("connected")


def free_seats(seats: dict[str, Any]) -> list[str]:
    """The seats a newcomer may take: open ones, and reserved ones (with their token)."""
    return [h for h, s in seats.items() if s.get("holder") == "open" or is_reserved(s)]


class SeatChoice(QGroupBox):
    """The seats of a begun game, each with what taking it needs; Watch and Back below."""

    seat_chosen = Signal(str, str)  # house, token ("" for an open seat)
    watch_chosen = Signal(bool)  # True: watch as a spectator; False: back to the game list
    offered = Signal(bool)  # shown (the lobby puts its host form away meanwhile) or closed

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatChoice")
        self.seats: dict[str, Any] = {}
        lay = QVBoxLayout(self)
        self.text = QLabel()
        self.text.setWordWrap(True)
        lay.addWidget(self.text)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 4, 0, 4)
        lay.addWidget(self.grid_host)
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #ffb4a0; font-weight: bold;")
        self.message.hide()
        lay.addWidget(self.message)
        row = QHBoxLayout()
        row.addStretch(1)
        self.watch_button = QPushButton(clicked=lambda: self.watch_chosen.emit(True))
        self.back_button = QPushButton(clicked=lambda: self.watch_chosen.emit(False))
        row.addWidget(self.watch_button)
        row.addWidget(self.back_button)
        lay.addLayout(row)
        self.edition: str | None = None  # the game's ruleset: its houses are named as it names them
        self.take_buttons: dict[str, QPushButton] = {}
        self.token_edits: dict[str, QLineEdit] = {}
        self.status_labels: dict[str, QLabel] = {}
        self.retranslate()
        self.hide()

    def offer(self, seats: dict[str, Any]) -> None:
        """Show the seats (again, as they change); the tokens typed so far are kept."""
        typed = {h: e.text() for h, e in self.token_edits.items()}
        self.seats = dict(seats)
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.take_buttons.clear()
        self.token_edits.clear()
        self.status_labels.clear()
        for i, (house, seat) in enumerate(seats.items()):
            lab = QLabel(names.house(house, self.edition))
            lab.setStyleSheet(f"background: {theme.house_color(house).name()}; color: {theme.house_text(house).name()};"
                              " font-weight: bold; padding: 2px 8px; border-radius: 3px;")
            self.grid.addWidget(lab, i, 0)
            status = QLabel(self._status(seat))
            self.status_labels[house] = status
            self.grid.addWidget(status, i, 1)
            if is_reserved(seat):
                edit = QLineEdit(typed.get(house, ""))
                edit.setPlaceholderText(translate("Lobby", "the seat's token"))
                edit.setMinimumWidth(180)
                edit.returnPressed.connect(lambda h=house: self._take(h))
                self.token_edits[house] = edit
                self.grid.addWidget(edit, i, 2)
            if seat.get("holder") == "open" or is_reserved(seat):
                button = QPushButton(translate("Lobby", "Take this seat") if seat.get("holder") == "open"
                                     else translate("Lobby", "Take it with the token"))
                button.clicked.connect(lambda _=False, h=house: self._take(h))
                self.take_buttons[house] = button
                self.grid.addWidget(button, i, 3)
        if self.isHidden():
            self.offered.emit(True)  # the lobby makes room first: the window must not grow
            self.show()

    def _status(self, seat: dict[str, Any]) -> str:
        if seat.get("holder") == "open":
            return translate("Lobby", "Open: anyone may take it")
        if seat.get("holder") == "bot":
            return translate("Lobby", "Played by a bot")
        if is_reserved(seat):
            return translate("Lobby", "Kept for a person: enter the token the host gave you")
        name = seat.get("name") or ""
        return translate("Lobby", "Taken by {name}").format(name=name) if name else translate("Lobby", "Taken")

    def _take(self, house: str) -> None:
        seat = self.seats.get(house, {})
        token = ""
        if is_reserved(seat):
            token = self.token_edits[house].text().strip()
            if not token:
                self.show_message(translate("Lobby", "Type or paste the token of {house}'s seat first.").format(
                    house=names.house(house, self.edition)))
                self.token_edits[house].setFocus()
                return
        self.show_message("")
        self.seat_chosen.emit(house, token)

    def show_message(self, text: str) -> None:
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def close_offer(self) -> None:
        self.show_message("")
        if not self.isHidden():
            self.hide()
            self.offered.emit(False)

    def retranslate(self) -> None:
        self.setTitle(translate("Lobby", "Choose your seat"))
        self.text.setText(translate(
            "Lobby", "This game has begun. Take an open seat, take a seat kept for you with its token, or watch."))
        self.watch_button.setText(translate("Lobby", "Watch as a spectator"))
        self.back_button.setText(translate("Lobby", "Back to the games"))
        if self.seats and not self.isHidden():
            self.offer(self.seats)
