"""Asking before a running game is ended or replaced.

Every action of the window that would throw away the game on screen (a new game, loading one,
watching bots or a replay, the start page, the LAN page, quitting, closing the window) first asks
`confirm_leave(window, action)`. The question names what is lost: a game against bots or a
hot-seat game (round and houses) can be saved first; a LAN game hosted here ends for the people
seated, by name, and can be resumed from its autosave; a LAN client leaves its seat, which
stays reserved. Finished games, replays and bots playing among themselves do not ask.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from ..words import names

translate = QCoreApplication.translate

# Tests that do not test this question turn it off; the window always asks.
ASK = True

NEW, LOAD, WATCH, REPLAY, START, LAN, QUIT = "new", "load", "watch", "replay", "start", "lan", "quit"


def action_text(action: str) -> str:
    """The button that goes ahead, named after what it does."""
    return {
        NEW: translate("Leave", "Start a new game"),
        LOAD: translate("Leave", "Load another game"),
        WATCH: translate("Leave", "Watch bots play"),
        REPLAY: translate("Leave", "Watch a replay"),
        START: translate("Leave", "Go to the start page"),
        LAN: translate("Leave", "Go to the LAN page"),
        QUIT: translate("Leave", "Quit"),
    }[action]


def _view(game: Any) -> dict[str, Any] | None:
    model = getattr(game, "model", None)
    return model.any_view() if model is not None else None


def at_stake(game: Any) -> str | None:
    """What kind of running game `game` is: "local" (bots, hot-seat), "lan-host", "lan-client",
    or None when leaving it loses nothing (no game, finished, a replay, bots among themselves)."""
    if game is None or getattr(game, "is_replay", False):
        return None
    view = _view(game)
    if view is not None and view.get("finished"):
        return None
    if hasattr(game, "connect_as"):  # a LAN game (remote.py)
        return "lan-host" if game.lan_host is not None else "lan-client"
    if not game.humans:
        return None
    return "local"


def seated_people(game: Any) -> list[str]:
    """"Alice (Stark)" for every person holding a seat of a LAN game, the host's own seat excluded."""
    seats = getattr(game, "seats", {}) or {}
    out = []
    for house, s in seats.items():
        if s.get("holder") == "human" and house != game.seat:
            who = s.get("name") or translate("Leave", "a player")
            out.append(translate("Leave", "{name} ({house})").format(name=who, house=names.house(house)))
    return out


def question(game: Any, kind: str) -> tuple[str, str]:
    """The question's headline and its explanation."""
    view = _view(game)
    rnd = view.get("round", 1) if view else 1
    if kind == "lan-host":
        people = seated_people(game)
        who = ", ".join(people) if people else translate("Leave", "nobody else")
        return (translate("Leave", "End the LAN game for everyone?"),
                translate("Leave", "The game ends now for the people seated: {people}. It is saved after "
                                   "every move: you can host it again later with \"Resume a saved LAN "
                                   "game…\" and they get their seats back.").format(people=who))
    if kind == "lan-client":
        seat = names.house(game.seat) if game.seat else ""
        return (translate("Leave", "Leave the LAN game?"),
                translate("Leave", "The game goes on without you; your seat ({house}) stays yours and is "
                                   "shown as away. Join the game again to take it back.").format(house=seat)
                if game.seat else translate("Leave", "You stop watching this game."))
    houses = ", ".join(names.house(h) for h in game.humans)
    what = (translate("Leave", "the hot-seat game of {houses}") if len(game.humans) > 1
            else translate("Leave", "your game as {houses} against bots")).format(houses=houses)
    return (translate("Leave", "End the game in progress?"),
            translate("Leave", "This ends {what} (round {n}). The last moves are kept under \"Continue\" "
                               "on the start screen, but only a saved game is kept for good: save it "
                               "first?").format(what=what, n=rnd))


class LeaveDialog(QMessageBox):
    """The question itself: go ahead, save first (local games), or stay."""

    def __init__(self, game: Any, kind: str, action: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("confirmLeave")
        self.setIcon(QMessageBox.Icon.Warning)
        title, text = question(game, kind)
        self.setWindowTitle(title)
        self.setText(f"<b>{title}</b>")
        self.setInformativeText(text)
        self.save_button = None
        if kind == "local":
            self.save_button = self.addButton(translate("Leave", "Save first…"), QMessageBox.ButtonRole.AcceptRole)
        go = translate("Leave", "End the game for everyone") if kind == "lan-host" else (
            translate("Leave", "Leave without saving") if kind == "local" else action_text(action))
        self.go_button = self.addButton(go, QMessageBox.ButtonRole.DestructiveRole)
        self.stay_button = self.addButton(translate("Leave", "Keep playing"), QMessageBox.ButtonRole.RejectRole)
        self.setDefaultButton(self.stay_button)
        self.setEscapeButton(self.stay_button)


def confirm_leave(window: Any, action: str) -> bool:
    """True when the window may end its game for `action` (asked when something is at stake).
    Choosing to save first saves (asking for a file when the game has none) and goes ahead only
    once the save was written."""
    kind = at_stake(window.game)
    if kind is None or not ASK:
        return True
    dlg = LeaveDialog(window.game, kind, action, window)
    dlg.exec()
    clicked = dlg.clickedButton()
    if clicked is dlg.go_button:
        return True
    if clicked is dlg.save_button and dlg.save_button is not None:
        return bool(window.save())
    return False


__all__ = ["confirm_leave", "LeaveDialog", "at_stake", "NEW", "LOAD", "WATCH", "REPLAY", "START", "LAN", "QUIT"]
