"""Shared helpers for the rules tests: positions, decisions, and refused commands."""
from __future__ import annotations

from typing import Any

import pytest

from engine import commands as C
from engine.errors import IllegalCommand, Reason
from engine.events import Event
from engine.flow import Decision
from engine.game import Game
from engine.positions import build_position
from engine.ruleset import load_ruleset

# Cards without any ability text, so a test controls the numbers exactly.
PLAIN = {
    "stark": {"4/2/0": "eddard-stark", "2/1/0": "greatjon-umber", "1/0/2": "ser-rodrick-cassel"},
    "lannister": {"3/3/0": "ser-gregor-clegane", "2/1/0": "ser-jaime-lannister", "2/0/2": "the-hound"},
    "baratheon": {"2/1/1": "brienne-of-tarth", "1/1/0": "melisandre"},
    "greyjoy": {"4/1/0": "euron-crows-eye", "1/1/1": "dagmar-cleftjaw"},
    "tyrell": {"2/1/0": "randyll-tarly", "2/2/0": "ser-garlan-tyrell", "1/0/1": "margaery-tyrell"},
    "martell": {"4/2/1": "the-red-viper", "3/0/1": "areo-hotah", "2/1/0": "darkstar"},
}


def army(house: str, *units: str, routed: tuple[str, ...] | list[str] = ()) -> dict[str, Any]:
    return {"house": house, "units": list(units), "routed": list(routed)}


def position(**spec: Any) -> Game:
    """build_position with keyword arguments; six players unless told."""
    spec.setdefault("players", 6)
    return build_position(spec)


def decisions(g: Game, kind: str | None = None, seat: str | None = None) -> list[Decision]:
    return [d for d in g.waiting_for()
            if (kind is None or d.kind == kind) and (seat is None or d.seat == seat)]


def decision(g: Game, kind: str | None = None, seat: str | None = None) -> Decision:
    """The one awaited decision matching kind/seat (fails the test otherwise)."""
    found = decisions(g, kind, seat)
    assert len(found) == 1, f"expected one {kind or ''} decision for {seat or 'anyone'}, got {g.waiting_for()}"
    return found[0]


def act(g: Game, seat: str, cmd: Any) -> list[Event]:
    return g.act(seat, cmd)


def refused(g: Game, seat: str, cmd: Any, reason: Reason = Reason.ILLEGAL,
            state_id: int | None = None, match: str | None = None) -> IllegalCommand:
    """Assert the command is refused with `reason` and the game is unchanged."""
    before = g.digest()
    waiting = g.waiting_for()
    with pytest.raises(IllegalCommand) as info:
        g.act(seat, cmd, state_id)
    assert info.value.reason == reason, info.value
    if match is not None:
        assert match in info.value.detail, info.value.detail
    assert g.digest() == before
    assert g.waiting_for() == waiting
    return info.value


def events_of(events: list[Event], kind: str) -> list[dict[str, Any]]:
    return [e.data for e in events if e.kind == kind]


def one_event(events: list[Event], kind: str) -> dict[str, Any]:
    found = events_of(events, kind)
    assert len(found) == 1, f"expected one {kind}, got {[e.kind for e in events]}"
    return found[0]


def units(g: Game, region: str) -> list[str]:
    a = g.s.units.get(region)
    return sorted(a["units"]) if a else []


def routed(g: Game, region: str) -> list[str]:
    a = g.s.units.get(region)
    return sorted(a["routed"]) if a else []


def owner(g: Game, region: str) -> str | None:
    a = g.s.units.get(region)
    return a["house"] if a else None


def march(g: Game, seat: str, source: str, *moves: tuple[str, tuple[str, ...]],
          leave: bool = False) -> list[Event]:
    return g.act(seat, C.ResolveMarch(source, tuple(moves), leave))


def support_all(g: Game, side_of: dict[str, str] | None = None) -> list[Event]:
    """Answer every pending support decision: region -> side from `side_of`, else "none"."""
    side_of = side_of or {}
    events: list[Event] = []
    for d in decisions(g, "support"):
        choices = tuple((r, side_of.get(r, "none")) for r in d.options["regions"])
        events += g.act(d.seat, C.DeclareSupport(choices))
    return events


def fight(g: Game, cards: dict[str, str], support: dict[str, str] | None = None,
          blade: str = "none") -> list[Event]:
    """Declare support, play the given house cards, answer the blade; stop at the next non-combat question."""
    events = support_all(g, support)
    for d in decisions(g, "house-card"):
        events += g.act(d.seat, C.ChooseHouseCard(cards[d.seat]))
    for d in decisions(g, "choose"):
        if d.options.get("prompt") == "valyrian-steel-blade":
            events += g.act(d.seat, C.Choose(blade))
    return events


def place_all(g: Game, orders: dict[str, dict[str, str]]) -> list[Event]:
    """Planning: each house places {region: token}."""
    events: list[Event] = []
    for house, placed in orders.items():
        events += g.act(house, C.PlaceOrders(tuple(sorted(placed.items()))))
    return events


def hands(**by_house: list[str]) -> dict[str, dict[str, list[str]]]:
    """Spec entries giving each named house exactly these cards in hand, the rest discarded."""
    rs = load_ruleset()
    return {"hands": {h: list(cs) for h, cs in by_house.items()},
            "discards": {h: [c for c in rs.house_card_ids[h] if c not in cs] for h, cs in by_house.items()}}
