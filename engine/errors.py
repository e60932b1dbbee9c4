"""Why a command was refused: one exception type with a machine-readable reason."""
from __future__ import annotations

from enum import Enum


class Reason(str, Enum):
    GAME_OVER = "game-over"
    NOT_AWAITED = "not-awaited"
    STALE_STATE = "stale-state"
    WRONG_COMMAND = "wrong-command"
    MALFORMED = "malformed"
    ILLEGAL = "illegal"


class IllegalCommand(Exception):
    """Raised for a refused command; the game state is left unchanged."""

    def __init__(self, reason: Reason, detail: str = "") -> None:
        super().__init__(f"{reason.value}: {detail}" if detail else reason.value)
        self.reason = reason
        self.detail = detail


def illegal(detail: str) -> IllegalCommand:
    return IllegalCommand(Reason.ILLEGAL, detail)


def require(condition: object, detail: str) -> None:
    """Refuse the command with `detail` unless `condition` holds."""
    if not condition:
        raise IllegalCommand(Reason.ILLEGAL, detail)
