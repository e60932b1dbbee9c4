"""Coming back to a LAN game after the window crashed or was killed.

While a LAN game is on screen the window keeps a note of it in its settings (the game's name,
the seat, the host's address, and for a game it hosts, its autosave); leaving the game on
purpose (a new game, the LAN page, quitting) removes the note. A window that finds the note
when it starts did not leave on purpose: its start screen offers to rejoin (the seat's token is
remembered per game, so the same seat comes back) or, for a game it hosted, to host it again.
"""
from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QSettings

from ..words import names

translate = QCoreApplication.translate


def _key(profile: str = "") -> str:
    return f"lan/last_game{'/' + profile if profile else ''}"


def remember(game: Any, profile: str = "") -> None:
    """Note the LAN game `game` (a RemoteGame) as the one this window is in."""
    host, port = game.address
    note = {"game_id": game.game_id, "name": game.game_name, "seat": game.seat, "host": host, "port": port,
            "edition": getattr(game, "edition", None)}  # the seat named as its edition names it
    if game.lan_host is not None and game.lan_host.save_path is not None:
        note["hosted"] = str(game.lan_host.save_path)
    QSettings().setValue(_key(profile), json.dumps(note))


def forget(profile: str = "") -> None:
    QSettings().remove(_key(profile))


def last(profile: str = "") -> dict[str, Any] | None:
    """The LAN game this window was in when it stopped without leaving it, if any."""
    try:
        note = json.loads(str(QSettings().value(_key(profile), "") or ""))
    except ValueError:
        return None
    if not isinstance(note, dict) or not isinstance(note.get("host"), str) or not isinstance(note.get("port"), int):
        return None
    return note


def offer_text(note: dict[str, Any]) -> str:
    """"“Friday night” as Stark, at 192.168.1.20:47400"."""
    name = note.get("name") or translate("Rejoin", "the LAN game")
    where = f"{note['host']}:{note['port']}"
    if note.get("hosted"):
        return translate("Rejoin", "“{name}”, hosted here: host it again from its autosave").format(name=name)
    if note.get("seat"):
        return translate("Rejoin", "“{name}” as {house}, at {address}").format(
            name=name, house=names.house(note["seat"], note.get("edition") if isinstance(note.get("edition"), str)
                                         else None), address=where)
    return translate("Rejoin", "“{name}” as a spectator, at {address}").format(name=name, address=where)


__all__ = ["remember", "forget", "last", "offer_text"]
