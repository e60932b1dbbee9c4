"""The organisation variants: `game-clock`, `tournament-mode` and `private-game`.

They change nothing of the rules: a game keeps them in its options (saved, replayed and public
in every view, like every variant) and the table reads them there (engine/table.py): the chess
clock each player's time runs on, the votes a tournament allows, whether a paused game resumes
by itself. So this module defines none of the engine's hooks; it is what makes the three
playable (docs/RULES.md, At the table).
"""
from __future__ import annotations

from typing import Any

from . import chosen


def clock_minutes(options: dict[str, Any]) -> int:
    """The minutes on each player's chess clock (0: no chess clock)."""
    got = chosen(options).get("game-clock")
    return got if isinstance(got, int) and not isinstance(got, bool) else 0


def tournament(options: dict[str, Any]) -> bool:
    return chosen(options).get("tournament-mode") is True


def private(options: dict[str, Any]) -> bool:
    return chosen(options).get("private-game") is True
