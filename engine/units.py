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
    current round plus those a card took early from rounds still ahead (`unit_steps_advanced`,
    which `unit_steps_taken` names), never more than the steps listed."""
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


def steps_on_track(rs: Ruleset, s: GameState, unit: str) -> list[int]:
    """The rounds whose strength step is still ahead and not taken early: the steps a card may
    take now (Fire Made Flesh moves any one of them)."""
    taken = s.unit_steps_taken.get(unit, ())
    return [r for r in rs.unit_types[unit].strength_steps if r > s.round and r not in taken]


def take_step(rs: Ruleset, s: GameState, unit: str, step_round: int) -> None:
    """Take the step of round `step_round` early: the strength rises now, and not again when the
    round track reaches that round."""
    assert step_round in steps_on_track(rs, s, unit), step_round
    s.unit_steps_taken[unit] = sorted([*s.unit_steps_taken.get(unit, []), step_round])
    s.unit_steps_advanced[unit] = len(s.unit_steps_taken[unit])


def reach_round(rs: Ruleset, s: GameState) -> None:
    """A new round: a step taken early for this round is now reached by the track (it counts
    among the steps reached, no longer among those taken ahead)."""
    for unit, taken in list(s.unit_steps_taken.items()):
        ahead = [r for r in taken if r > s.round]
        if ahead:
            s.unit_steps_taken[unit] = ahead
            s.unit_steps_advanced[unit] = len(ahead)
        else:
            del s.unit_steps_taken[unit]
            s.unit_steps_advanced.pop(unit, None)


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
