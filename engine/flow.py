"""The phase machine: a stack of plain-data frames, each run by a registered handler.

A frame is a dict with a "kind" and a "step". The innermost frame (last on the
stack) is the one running. A handler's `run` advances automatic work and
returns True when it made progress (changed step, pushed a child, popped
itself), False when it waits for decisions. A child that finishes writes its
result into its parent under the key the parent asked for and pops itself:
that is the whole parent/child interface.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from .errors import IllegalCommand, Reason
from .events import _tuplegetter

if TYPE_CHECKING:
    from .game import Game

_new_tuple = tuple.__new__


class Decision(tuple):
    """A decision the game awaits from `seat`, for `house`, with what a client needs to answer it.

    Phase handlers name the house only (`seat`); `Game.waiting_for` hands a vassal's decision
    to its commander: `seat` becomes the commanding seat and `house` keeps the vassal. Without
    vassals both are the same house.

    An immutable value (seat, kind, command, options, house): a tuple underneath, the cheapest
    immutable value to build (decisions are worked out after every command)."""

    __slots__ = ()
    __match_args__ = ("seat", "kind", "command", "options", "house")

    seat: str = _tuplegetter(0, "the seat that answers")  # type: ignore[assignment]
    kind: str = _tuplegetter(1, "what is decided")  # type: ignore[assignment]
    command: str = _tuplegetter(2, "the command type that answers it")  # type: ignore[assignment]
    options: dict[str, Any] = _tuplegetter(3, "what a client needs to answer")  # type: ignore[assignment]
    house: str = _tuplegetter(4, "the house it is for")  # type: ignore[assignment]

    def __new__(cls, seat: str, kind: str, command: str, options: dict[str, Any] | None = None,
                house: str = "") -> "Decision":
        # house "" (from a handler): the seat's own house
        return _new_tuple(cls, (seat, kind, command, {} if options is None else options, house or seat))

    def __getnewargs__(self) -> tuple[Any, ...]:  # copy and pickle
        return tuple(self)

    def __repr__(self) -> str:
        return (f"Decision(seat={self[0]!r}, kind={self[1]!r}, command={self[2]!r}, "
                f"options={self[3]!r}, house={self[4]!r})")

    def to_wire(self) -> dict[str, Any]:
        return {"seat": self[0], "house": self[4], "kind": self[1], "command": self[2],
                "options": self[3]}

    def house_wire(self) -> dict[str, Any]:
        """The decision as its house itself would be asked it (seat = the house): what a bot
        answering for a vassal reads, with the vassal's own view."""
        return {"seat": self[4], "house": self[4], "kind": self[1], "command": self[2],
                "options": self[3]}


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
    s = g.s
    for _ in range(limit):
        stack = s.stack
        if s.finished or not stack:
            return
        if g.victory_due and g.settle_victory():
            return
        f = stack[-1]
        if not HANDLERS[f["kind"]].run(g, f):
            if g.victory_due:
                g.settle_victory()
            return
    raise RuntimeError("phase machine did not settle")  # a rules bug, never a player's fault


Validator = Callable[["Game", dict[str, Any], str, Any], None]
