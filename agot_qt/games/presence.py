"""The people at the table during a LAN game: for every seat, whether its person is connected,
away (since when), or has a bot standing in, from the host's seat table (`seats` messages).

The host's window also lets a bot of a chosen level play an away person's seat until they come
back (`LanHost.stand_in`); everyone reads it in the log, like drops and returns, which the
session sends as public events (docs/PROTOCOL.md, seats and events). In a game with vassals the
host may also replace an away player's house by a vassal, or give it back (`LanHost.set_vassal`);
a house never changes hands during a combat, so the host's row then says it happens after the
battle.
"""
from __future__ import annotations

import time
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QLabel, QMenu, QToolButton, QVBoxLayout, QWidget

from engine.errors import IllegalCommand

from ..words import names, refusals
from ..style import theme

translate = QCoreApplication.translate

LEVELS = ("easy", "normal", "hard")


def away_text(since: float, now: float | None = None) -> str:
    """"away since 17:05 (12 min)"."""
    now = time.time() if now is None else now
    minutes = int(max(0.0, now - since) // 60)
    clock = datetime.fromtimestamp(since).strftime("%H:%M")
    if minutes < 1:
        return translate("Presence", "away since {time}").format(time=clock)
    return translate("Presence", "away since {time} ({n} min)").format(time=clock, n=minutes)


def status_text(info: dict[str, Any], since: float | None, mine: bool, now: float | None = None) -> str:
    """What the table says about one seat."""
    holder = info.get("holder")
    if holder == "bot":
        return translate("Presence", "bot")
    if holder == "open":
        return translate("Presence", "open seat")
    if info.get("connected"):
        return translate("Presence", "you") if mine else translate("Presence", "connected")
    away = away_text(since, now) if since is not None else translate("Presence", "away")
    if info.get("stand_in"):
        return translate("Presence", "{away} · a bot ({level}) plays for now").format(
            away=away, level=names.bot_level(str(info["stand_in"])))
    return away


class PresencePanel(QWidget):
    """"At the table": one line per seat of a LAN game (hidden for other games)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("presence")
        self.game: Any = None
        self.seats: dict[str, dict[str, Any]] = {}
        self.since: dict[str, float] = {}  # house -> when (wall clock) its person went away
        self.rows: dict[str, tuple[QLabel, QLabel, QLabel, QToolButton]] = {}
        # house -> the host's last vassal change that was refused: (to a vassal?, the refusal)
        self.refused: dict[str, tuple[bool, dict[str, Any]]] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.setSpacing(2)
        self.title = QLabel()
        self.title.setFont(theme.ui_font(10.5, bold=True))
        self.title.setStyleSheet("background: #3a2f22; color: #f3e9cf; padding: 3px 8px;")
        lay.addWidget(self.title)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(8, 2, 18, 2)  # clear of the column's scroll bar
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        lay.addLayout(self.grid)
        self.timer = QTimer(self)
        self.timer.setInterval(20_000)  # "12 min" stays true
        self.timer.timeout.connect(self.refresh)
        self.hide()
        self.retranslate()

    # ----- the game ---------------------------------------------------------------------------
    def set_game(self, game: Any) -> None:
        """Follow `game`'s seat table when it is a LAN game; hide otherwise."""
        if self.game is not None and hasattr(self.game, "seats_changed"):
            try:
                self.game.seats_changed.disconnect(self._seats)
            except (RuntimeError, TypeError):
                pass
        self.game = game
        self.seats, self.since, self.refused = {}, {}, {}
        lan = game is not None and hasattr(game, "seats_changed") and hasattr(game, "connect_as")
        self.setVisible(bool(lan))
        if not lan:
            self.timer.stop()
            return
        game.seats_changed.connect(self._seats)
        self.timer.start()
        self._seats(game.seats)

    @property
    def hosting(self) -> bool:
        return self.game is not None and getattr(self.game, "lan_host", None) is not None

    def _seats(self, seats: dict[str, Any]) -> None:
        now = time.time()
        for house, info in seats.items():
            away = info.get("away")
            if isinstance(away, (int, float)) and not isinstance(away, bool) and not info.get("connected"):
                since = now - float(away)
                if abs(self.since.get(house, since) - since) > 5 or house not in self.since:
                    self.since[house] = since  # (the host counts; a few seconds of travel do not matter)
            else:
                self.since.pop(house, None)
        for house in [h for h in self.refused if (seats.get(h) or {}).get("connected")]:
            del self.refused[house]  # its person is back: the host's last refusal no longer applies
        self.seats = {h: dict(s) for h, s in seats.items()}
        self.refresh()

    # ----- drawing ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(translate("Presence", "At the table"))
        self.refresh()

    def _row(self, house: str) -> tuple[QLabel, QLabel, QLabel, QToolButton]:
        if house in self.rows:
            return self.rows[house]
        chip = QLabel(names.house(house, self.edition))
        chip.setStyleSheet(f"background: {theme.house_color(house).name()}; color: {theme.house_text(house).name()};"
                           " font-weight: bold; padding: 1px 6px; border-radius: 3px;")
        who, status = QLabel(), QLabel()
        who.setFont(theme.ui_font(9.5, bold=True))
        status.setWordWrap(True)
        button = QToolButton()
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setMenu(QMenu(button))
        r = 2 * len(self.rows)  # the house, its person and the host's button; under them the status
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        self.grid.addWidget(chip, r, 0, left)
        self.grid.addWidget(who, r, 1, left)
        self.grid.addWidget(button, r, 2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.grid.addWidget(status, r + 1, 0, 1, 3)
        status.setContentsMargins(8, 0, 0, 4)
        self.rows[house] = (chip, who, status, button)
        return self.rows[house]

    @property
    def edition(self) -> str | None:
        """The game's ruleset, known from the host's welcome before any view is on screen: A Dance
        with Dragons' Stark is Bolton from the first seat table on."""
        from engine.ruleset import RULESET_FILES

        edition = getattr(self.game, "edition", None) if self.game is not None else None
        return edition if edition in RULESET_FILES else None

    def refresh(self) -> None:
        order = names.ruleset(self.edition).houses
        mine = getattr(self.game, "seat", None) if self.game is not None else None
        shown = sorted(self.seats, key=lambda h: order.index(h) if h in order else len(order))
        for house in list(self.rows):
            if house not in self.seats:
                for w in self.rows.pop(house):
                    self.grid.removeWidget(w)
                    w.deleteLater()
        for house in shown:
            info = self.seats[house]
            chip, who, status, button = self._row(house)
            chip.setText(names.house(house, self.edition))
            who.setText(info.get("name", "") if info.get("holder") == "human" else "")
            away = info.get("holder") == "human" and not info.get("connected")
            text = status_text(info, self.since.get(house), house == mine)
            note = self._vassal_note(house)
            status.setText(f"{text} · {note}" if note else text)
            status.setStyleSheet("color: #8a1c1c; font-weight: bold;" if away else "color: #2b2418;")
            self._fill_menu(house, info, button, away)

    def _fill_menu(self, house: str, info: dict[str, Any], button: QToolButton, away: bool) -> None:
        """Host only: let a bot play an away person's seat until they come back, or stop it."""
        button.setVisible(self.hosting and away)
        if not (self.hosting and away):
            return
        menu = button.menu()
        menu.clear()
        standing = str(info.get("stand_in") or "")
        button.setText(translate("Presence", "Bot…") if standing else translate("Presence", "Let a bot play…"))
        button.setToolTip(translate("Presence", "A bot plays this seat until its person comes back; everyone "
                                                "reads it in the log."))
        for level in LEVELS:
            act = QAction(translate("Presence", "A bot ({level}) plays until they are back").format(
                level=names.bot_level(level)), menu, checkable=True)
            act.setChecked(level == standing)
            act.setData(level)
            act.triggered.connect(lambda _=False, h=house, lv=level: self.stand_in(h, lv))
            menu.addAction(act)
        if standing:
            stop = QAction(translate("Presence", "No bot: wait for them"), menu)
            stop.setData("")
            stop.triggered.connect(lambda _=False, h=house: self.stand_in(h, ""))
            menu.addAction(stop)
        state = self._vassal_state(house)
        if state:
            menu.addSeparator()
            vassal = state in ("player", "to-player")
            act = QAction(translate("Presence", "Replace by a vassal") if vassal
                          else translate("Presence", "Give the house back"), menu)
            act.setData("vassal" if vassal else "player")
            act.setToolTip(translate("Presence", "The house plays on as a vassal, commanded by the players in "
                                                 "turn, until its player comes back.") if vassal else
                           translate("Presence", "The house is a player's house again; its player is still "
                                                 "away."))
            act.triggered.connect(lambda _=False, h=house, v=vassal: self.set_vassal(h, v))
            menu.addAction(act)

    def _vassal_state(self, house: str) -> str:
        state = getattr(getattr(self.game, "lan_host", None), "vassal_state", None) if self.hosting else None
        return state(house) if callable(state) else ""

    def _vassal_note(self, house: str) -> str:
        """Host only: the house plays as a vassal, waits for the battle's end, or was refused."""
        if house in self.refused:  # worded at each refresh: a language switch rewords it
            vassal, refusal = self.refused[house]
            return (translate("Presence", "cannot become a vassal: {why}") if vassal
                    else translate("Presence", "cannot be given back: {why}")).format(why=refusals.describe(refusal))
        state = self._vassal_state(house)
        if state == "vassal":
            return translate("Presence", "plays as a vassal")
        if state == "to-vassal":
            return translate("Presence", "becomes a vassal after the battle")
        if state == "to-player":
            return translate("Presence", "is given back after the battle")
        return ""

    def set_vassal(self, house: str, vassal: bool) -> None:
        """Replace an away player's house by a vassal (or give it back); a refusal is shown on
        its row in the interface language."""
        if not self.hosting:
            return
        self.refused.pop(house, None)
        try:
            self.game.lan_host.set_vassal(house, vassal)
        except IllegalCommand as exc:
            self.refused[house] = (vassal, {"key": exc.key, "params": dict(exc.params), "message": exc.detail})
        self.refresh()

    def stand_in(self, house: str, level: str) -> None:
        if self.hosting:
            self.game.lan_host.stand_in(house, level)

    def text_of(self, house: str) -> str:
        """The seat's status as shown (tests, screenshots)."""
        return self.rows[house][2].text() if house in self.rows else ""


__all__ = ["PresencePanel", "status_text", "away_text", "LEVELS"]
