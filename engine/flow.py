"""The phase machine: a stack of plain-data frames, each run by a registered handler.

A frame is a dict with a "kind" and a "step". The innermost frame (last on the
stack) is the one running. A handler's `run` advances automatic work and
returns True when it made progress (changed step, pushed a child, popped
itself), False when it waits for decisions. A child that finishes writes its
result into its parent under the key the parent asked for and pops itself:
that is the whole parent/child interface.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .errors import IllegalCommand, Reason

if TYPE_CHECKING:
    from .game import Game


@dataclass(frozen=True)
class Decision:
    """A decision the game awaits from `seat`, for `house`, with what a client needs to answer it.

    Phase handlers name the house only (`seat`); `Game.waiting_for` hands a vassal's decision
    to its commander: `seat` becomes the commanding seat and `house` keeps the vassal. Without
    vassals both are the same house."""

    seat: str
    kind: str
    command: str  # the command type that answers it
    options: dict[str, Any] = field(default_factory=dict)
    house: str = ""  # the house it is for ("" from a handler: the seat's own house)

    def __post_init__(self) -> None:
        if not self.house:
            object.__setattr__(self, "house", self.seat)

    def to_wire(self) -> dict[str, Any]:
        return {"seat": self.seat, "house": self.house, "kind": self.kind, "command": self.command,
                "options": self.options}

    def house_wire(self) -> dict[str, Any]:
        """The decision as its house itself would be asked it (seat = the house): what a bot
        answering for a vassal reads, with the vassal's own view."""
        return {"seat": self.house, "house": self.house, "kind": self.kind, "command": self.command,
                "options": self.options}


class Handler:
    """Base class of a frame handler; subclasses are registered by `kind`."""

    kind = ""
    # control of an area is in flux until this frame ends (a combat): the victory rule
    # waits for its end (see victory.py)
    holds_control = False

    def run(self, g: "Game", f: dict[str, Any]) -> bool:
        raise NotImplementedError

    def decisions(self, g: "Game", f: dict[str, Any]) -> list[Decision]:
        return []

    def apply(self, g: "Game", f: dict[str, Any], seat: str, cmd: Any) -> None:
        raise IllegalCommand(Reason.WRONG_COMMAND, "nothing-to-decide")


HANDLERS: dict[str, Handler] = {}


def handler(cls: type[Handler]) -> type[Handler]:
    HANDLERS[cls.kind] = cls()
    return cls


def finish(g: "Game", f: dict[str, Any], result: Any = None) -> bool:
    """Pop frame `f` and hand `result` to its parent under f["result_key"]."""
    stack = g.s.stack
    assert stack and stack[-1] is f, "only the innermost frame may finish"
    stack.pop()
    if HANDLERS[f["kind"]].holds_control:
        g.victory_due = True  # settled now, even if the events that changed it came before a reload
    key = f.get("result_key")
    if key and stack:
        stack[-1][key] = result
    return True


def push(g: "Game", frame: dict[str, Any]) -> bool:
    frame.setdefault("step", "start")
    g.s.stack.append(frame)
    return True


def advance(g: "Game", limit: int = 100000) -> None:
    """Run automatic steps until a decision is needed or the game is over. Before each
    step, and before waiting, the ruleset's victory rule is asked if control changed: a
    house wins at any moment, not only after marches and battles."""
    for _ in range(limit):
        if g.s.finished or not g.s.stack:
            return
        if g.victory_due and g.settle_victory():
            return
        f = g.s.stack[-1]
        if not HANDLERS[f["kind"]].run(g, f):
            if g.victory_due:
                g.settle_victory()
            return
    raise RuntimeError("phase machine did not settle")  # a rules bug, never a player's fault


Validator = Callable[["Game", dict[str, Any], str, Any], None]
