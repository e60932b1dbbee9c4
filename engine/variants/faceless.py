"""Faceless (reference `faceless`): until the game ends, no person's name reaches another.

Names are the host's affair, not the rules': the session (engine/session.py) asks `hides_names`
and then tells a person's name only to the people of that person's own seat, in the seat table
(the lobby's and the game's), chat lines (and the chat a late joiner is sent), and the presence
events of the log (away, back, a bot standing in). The others know a person by its house, a
spectator by nothing. The lobby's chat is forgotten when the game starts (people may have named
themselves there). When the game ends, every name shows again: the seat table is sent anew and
a log sent after the end is told as it happened.

The reference draws pseudonyms from a list of eleven names it does not give; a house is a name
every window already says in its three languages, so a person is shown as its house's player.
"""
from __future__ import annotations

from typing import Any

ID = "faceless"


def played(s: Any) -> bool:
    """Whether the game whose state is `s` is faceless."""
    return ID in (s.options.get("variants") or {})


def hides_names(s: Any) -> bool:
    """Whether the game whose state is `s` keeps names hidden now (faceless, not over)."""
    return played(s) and not s.finished
