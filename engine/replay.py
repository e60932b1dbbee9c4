"""Replays: a saved game watched from the start, step by step, as a spectator saw it.

A save (engine/save.py) keeps the initial state and every accepted command in
order, so the whole game can be re-simulated. `Replay.from_save` runs it once
to check it (a damaged save or a command the game refuses is a `ReplayError`,
never a crash) and keeps what jumping around needs: a cloned state every
`CHECKPOINT_EVERY` commands, the public events of each step and the first
step of each round. `view_at(i)` then re-simulates at most a checkpoint's
worth of commands from the nearest checkpoint (or from the last position
asked for, when stepping forward). Only the public side ever leaves:
`view(None)` and `events_for(None, ...)`, exactly what a spectator receives.
"""
from __future__ import annotations

import bisect
from typing import Any

from .commands import command_from_wire
from .errors import IllegalCommand
from .events import Event, events_for
from .game import Game
from .invariants import InvariantError, check_loaded_state
from .save import SaveError, cause_text, migrate, seat_name
from .state import GameState

CHECKPOINT_EVERY = 25  # commands between two kept states: memory against re-simulation time


class ReplayError(SaveError):
    """A save that cannot be replayed: its commands do not play out from its initial state."""


def _decode_commands(raw: Any) -> list[tuple[str, Any]]:
    """The save's [seat, command wire] pairs, decoded; anything malformed is a ReplayError."""
    if not isinstance(raw, list):
        raise ReplayError("commands-not-a-list")
    out: list[tuple[str, Any]] = []
    for number, item in enumerate(raw, start=1):
        if not isinstance(item, (list, tuple)) or len(item) != 2 or not isinstance(item[0], str):
            raise ReplayError("command-not-a-pair", n=number)
        try:
            out.append((item[0], command_from_wire(item[1])))
        except IllegalCommand as exc:
            raise ReplayError("command-unreadable", exc.detail, n=number) from None
    return out


def _initial_game(data: dict[str, Any]) -> Game:
    """The game as it was before the first command, checked for consistency."""
    initial = data.get("initial")
    if not isinstance(initial, dict):
        raise ReplayError("no-initial-state")
    try:
        game = Game(GameState.from_wire(initial))
        check_loaded_state(game)
    except InvariantError as exc:
        raise ReplayError("initial-inconsistent", str(exc)) from None
    except Exception as exc:  # a damaged or hand-edited state: unknown fields, wrong types, a missing ruleset
        raise ReplayError("initial-damaged", cause_text(exc)) from None
    return game


class Replay:
    """A saved game, re-simulated on demand; positions run from 0 (the start) to len(self)."""

    def __init__(self, game: Game, commands: list[tuple[str, Any]], data: dict[str, Any]) -> None:
        self.data = data  # the (migrated) save it was built from
        self._commands = commands
        self._checkpoints: list[Game] = []  # the state after k * CHECKPOINT_EVERY commands
        self._public: list[list[Event]] = []  # the public events of each command
        self._event_ends: list[int] = [0]  # public events up to each position
        self._rounds: list[int] = []  # the round at each position
        self._reveal = False  # the game is over: every step is shown as it happened (fog of war lifted)
        self._play_all(game)
        self._round_starts = [0] + [i for i in range(1, len(self._rounds))
                                    if self._rounds[i] != self._rounds[i - 1]]
        self._cursor = self._checkpoints[0].clone()  # the last position re-simulated
        self._cursor.reveal = self._reveal
        self._cursor_at = 0

    # ----- building ----------------------------------------------------------------
    @classmethod
    def from_save(cls, data: Any) -> "Replay":
        """Check a save's commands against its initial state; SaveError/ReplayError if they fail."""
        data = migrate(data)
        seats = data.get("seats")
        if isinstance(seats, dict):  # the names a window shows, as a host would take them live
            data = dict(data, seats={h: dict(info, name=seat_name(info.get("name"), info.get("holder")))
                                     for h, info in seats.items() if isinstance(info, dict)})
        return cls(_initial_game(data), _decode_commands(data.get("commands")), data)

    def _play_all(self, game: Game) -> None:
        self._rounds.append(game.s.round)
        played: list[list[Event]] = []
        for i, (seat, cmd) in enumerate(self._commands):
            if i % CHECKPOINT_EVERY == 0:
                self._checkpoints.append(game.clone())
            played.append(self._act(game, i, seat, cmd))
            self._rounds.append(game.s.round)
        if len(self._commands) % CHECKPOINT_EVERY == 0:
            self._checkpoints.append(game.clone())
        # a game that is over is watched as it happened; one still going as a spectator saw it
        self._reveal = game.finished
        for events in played:
            self._public.append(events_for(None, events, reveal=self._reveal))
            self._event_ends.append(self._event_ends[-1] + len(self._public[-1]))
        self.final_digest = game.digest()
        self.winner = game.winner
        digest = self.data.get("digest")
        if digest is not None and digest != self.final_digest:
            raise ReplayError("different-ending")
        try:
            game.view(None)
        except Exception as exc:
            raise ReplayError("cannot-show", cause_text(exc)) from None

    @staticmethod
    def _act(game: Game, index: int, seat: str, cmd: Any) -> list[Event]:
        try:  # a save records the house each command was for; its commander sent it
            return game.act(game.commander(seat), cmd, house=seat)
        except IllegalCommand as exc:
            raise ReplayError("command-refused", exc.detail, {"key": exc.key, "params": dict(exc.params)},
                              n=index + 1, seat=seat) from None
        except Exception as exc:  # a command the rules never meant to meet
            raise ReplayError("command-failed", repr(exc), n=index + 1, seat=seat) from None

    # ----- positions -------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._commands)

    def _check(self, i: int) -> int:
        if isinstance(i, bool) or not isinstance(i, int) or not 0 <= i <= len(self):
            raise IndexError(f"a position of this replay is 0 to {len(self)}, not {i!r}")
        return i

    def _game_at(self, i: int) -> Game:
        """The full game after i commands (secrets included: never handed out)."""
        i = self._check(i)
        if not self._cursor_at <= i < self._cursor_at + CHECKPOINT_EVERY:
            k = i // CHECKPOINT_EVERY
            self._cursor = self._checkpoints[k].clone()
            self._cursor.reveal = self._reveal
            self._cursor_at = k * CHECKPOINT_EVERY
        while self._cursor_at < i:
            house, cmd = self._commands[self._cursor_at]
            self._act(self._cursor, self._cursor_at, house, cmd)  # as the first run: from its commander
            self._cursor_at += 1
        return self._cursor

    def view_at(self, i: int) -> dict[str, Any]:
        """The public view after i commands: what a spectator was shown then (of a game that is
        over, everything: its fog of war is lifted)."""
        return self._game_at(i).view(None)

    def events_until(self, i: int) -> list[Event]:
        """The public events of the first i commands: a spectator's log at that point."""
        i = self._check(i)
        return [e for step in self._public[:i] for e in step]

    def events_between(self, start: int, end: int) -> list[Event]:
        """The public events of commands start+1 .. end (what stepping from start to end adds)."""
        start, end = self._check(start), self._check(end)
        return [e for step in self._public[start:end] for e in step]

    def event_count(self, i: int) -> int:
        return self._event_ends[self._check(i)]

    def seat_at(self, i: int) -> str | None:
        """Who gave the command that led to position i (None at the start)."""
        return self._commands[self._check(i) - 1][0] if i > 0 else None

    # ----- rounds ----------------------------------------------------------------------
    def round_at(self, i: int) -> int:
        return self._rounds[self._check(i)]

    @property
    def round_starts(self) -> list[int]:
        """The first position of each round, in order (position 0 for the first)."""
        return list(self._round_starts)

    def next_round_start(self, i: int) -> int:
        """The start of the round after position i's, or the end when none follows."""
        starts = self._round_starts
        k = bisect.bisect_right(starts, self._check(i))
        return starts[k] if k < len(starts) else len(self)

    def previous_round_start(self, i: int) -> int:
        """The start of position i's round, or of the round before when i is that start already
        (like a player's "previous track"); 0 at the first."""
        starts = self._round_starts
        k = bisect.bisect_left(starts, self._check(i))
        return starts[k - 1] if k > 0 else 0


__all__ = ["Replay", "ReplayError", "CHECKPOINT_EVERY"]
