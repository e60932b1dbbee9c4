"""Events: what happened, in the past tense, each with the seats allowed to see it."""
from __future__ import annotations

from operator import itemgetter
from typing import Any

try:
    from collections import _tuplegetter  # type: ignore[attr-defined]  # namedtuple's field reader (C)
except ImportError:  # another Python than CPython: the same reader, a little slower
    def _tuplegetter(index: int, doc: str) -> Any:  # type: ignore[no-redef]
        return property(itemgetter(index), doc=doc)

_new_tuple = tuple.__new__


class Event(tuple):
    """`audience` None means everyone (spectators included); else only those houses.

    An immutable value (kind, data, audience): a tuple underneath, as `Game.emit` builds
    hundreds in a game and a tuple is the cheapest immutable value to build."""

    __slots__ = ()
    __match_args__ = ("kind", "data", "audience")

    kind: str = _tuplegetter(0, "the event's kind, past tense")  # type: ignore[assignment]
    data: dict[str, Any] = _tuplegetter(1, "plain data")  # type: ignore[assignment]
    audience: tuple[str, ...] | None = _tuplegetter(2, "None: everyone")  # type: ignore[assignment]

    def __new__(cls, kind: str, data: dict[str, Any] | None = None,
                audience: tuple[str, ...] | None = None,
                told: dict[str | None, dict[str, Any] | None] | None = None) -> "Event":
        if told is None:
            return _new_tuple(cls, (kind, {} if data is None else data, audience))
        return _new_tuple(cls, (kind, {} if data is None else data, audience, told))

    @property
    def told(self) -> dict[str | None, dict[str, Any] | None] | None:
        """How the event reaches each seat when a played variant tells it differently (fog of
        war): seat -> its data or None (not at all); key None for spectators and any seat not
        named. None: every receiver gets `data`. Never on the wire (`events_for` applies it)."""
        return self[3] if len(self) > 3 else None

    def __getnewargs__(self) -> tuple[Any, ...]:  # copy and pickle
        return tuple(self)

    def __repr__(self) -> str:
        return f"Event(kind={self[0]!r}, data={self[1]!r}, audience={self[2]!r})"

    def visible_to(self, seat: str | None) -> bool:
        return self[2] is None or (seat is not None and seat in self[2])

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self[0], "data": self[1]}
        if self[2] is not None:
            out["audience"] = list(self[2])
        return out

    @staticmethod
    def from_wire(d: dict[str, Any]) -> "Event":
        aud = d.get("audience")
        return Event(d["kind"], dict(d.get("data", {})), tuple(aud) if aud is not None else None)


def events_for(seat: str | None, events: list[Event], reveal: bool = False) -> list[Event]:
    """The events one seat (or a spectator, seat None) may receive, each as it is told to that
    seat (`Event.told`); `reveal`: as they happened (the game is over)."""
    out = []
    for e in events:
        if not e.visible_to(seat):
            continue
        if len(e) > 3:
            told = e[3]
            data = e[1] if reveal else told[seat] if seat in told else told[None]
            if data is None:
                continue
            e = Event(e[0], data, e[2])
        out.append(e)
    return out
