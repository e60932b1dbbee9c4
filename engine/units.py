"""Unit facts that depend on the game: a unit type's strength now, and where it may fly.

Combat, bots and views ask here rather than read `UnitType.strength`, so a unit whose strength
grows with the rounds (Mother of Dragons' dragons) needs no branch anywhere else.
"""
from __future__ import annotations

from .ruleset import Ruleset
from .state import GameState


def unit_base_strength(rs: Ruleset, s: GameState, unit: str) -> int:
    """The strength a unit of this type has now, before any card changes it.

    A type with strength steps (rounds on which it rises by 1) counts the steps reached by the
    current round plus those a card advanced early, never more than the steps listed."""
    ut = rs.unit_types[unit]
    steps = ut.strength_steps
    if not steps:
        return ut.strength
    reached = sum(1 for r in steps if r <= s.round) + s.unit_steps_advanced.get(unit, 0)
    return ut.strength + min(len(steps), reached)


def steps_left(rs: Ruleset, s: GameState, unit: str) -> int:
    """Strength steps of this unit type not yet reached (what a card may still advance)."""
    steps = rs.unit_types[unit].strength_steps
    return max(0, len(steps) - sum(1 for r in steps if r <= s.round) - s.unit_steps_advanced.get(unit, 0))


def strength_table(rs: Ruleset, s: GameState) -> dict[str, int]:
    """Every unit type's current strength (for views: a dragon's strength is public)."""
    return {u: unit_base_strength(rs, s, u) for u in rs.unit_types}


def all_fly(rs: Ruleset, units: list[str]) -> bool:
    """True for a non-empty group made only of flying units (they march to any land area)."""
    return bool(units) and all(rs.unit_types[u].flies for u in units)


def flight_destinations(rs: Ruleset, s: GameState, source: str) -> set[str]:
    """Land areas in play a flying group may march to from `source` (docs/RULES.md: dragons)."""
    return {r for r, reg in rs.regions.items()
            if reg.kind == "land" and r != source and r not in s.blocked}
