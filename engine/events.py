"""Events: what happened, in the past tense, each with the seats allowed to see it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    """`audience` None means everyone (spectators included); else only those houses."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    audience: tuple[str, ...] | None = None

    def visible_to(self, seat: str | None) -> bool:
        return self.audience is None or (seat is not None and seat in self.audience)

    def to_wire(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.kind, "data": self.data}
        if self.audience is not None:
            out["audience"] = list(self.audience)
        return out

    @staticmethod
    def from_wire(d: dict[str, Any]) -> "Event":
        aud = d.get("audience")
        return Event(d["kind"], dict(d.get("data", {})), tuple(aud) if aud is not None else None)


def events_for(seat: str | None, events: list[Event]) -> list[Event]:
    """The events one seat (or a spectator, seat None) may receive."""
    return [e for e in events if e.visible_to(seat)]
