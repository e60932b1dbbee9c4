"""Area values that can change in play (docs/ARCHITECTURE.md, "Area values that can change").

The printed values stay in the immutable `Region`; a change made during a game (an Iron Bank
improvement: a crown or a barrel more, a castle made a stronghold or torn down) is state,
`GameState.area_changes` (area -> {field: value}), and every rule reads an area's castle,
crowns and barrels through this module, which overlays the printed value with the change.
While no area has changed (every game without such effects) the questions answer from the
ruleset's precomputed tables, as fast as before.
"""
from __future__ import annotations

from typing import Any

from .ruleset import Ruleset
from .state import GameState

FIELDS = ("castle", "crowns", "barrels")
CASTLE_LEVELS = (None, "castle", "stronghold")


def castle(rs: Ruleset, s: GameState, area: str) -> str | None:
    """None, "castle" or "stronghold": the area's castle now."""
    changed = s.area_changes.get(area) if s.area_changes else None
    if changed and "castle" in changed:
        return changed["castle"]
    return rs.regions[area].castle


def crowns(rs: Ruleset, s: GameState, area: str) -> int:
    changed = s.area_changes.get(area) if s.area_changes else None
    if changed and "crowns" in changed:
        return int(changed["crowns"])
    return rs.regions[area].crowns


def barrels(rs: Ruleset, s: GameState, area: str) -> int:
    changed = s.area_changes.get(area) if s.area_changes else None
    if changed and "barrels" in changed:
        return int(changed["barrels"])
    return rs.regions[area].barrels


def mustering_points(rs: Ruleset, s: GameState, area: str) -> int:
    return {"castle": 1, "stronghold": 2}.get(castle(rs, s, area) or "", 0)


def values(rs: Ruleset, s: GameState, area: str) -> dict[str, Any]:
    """The area's castle, crowns and barrels now."""
    return {"castle": castle(rs, s, area), "crowns": crowns(rs, s, area), "barrels": barrels(rs, s, area)}


def castle_areas(rs: Ruleset, s: GameState) -> tuple[str, ...]:
    """The areas with a castle or stronghold now, in area order (no change adds a castle where
    none is printed: an improvement only raises or tears down a printed one)."""
    if not s.area_changes:
        return rs.castle_areas
    return tuple(r for r in rs.castle_areas if castle(rs, s, r))


def castle_area_set(rs: Ruleset, s: GameState) -> frozenset[str]:
    if not s.area_changes:
        return rs.castle_area_set
    return frozenset(castle_areas(rs, s))


def land_barrels(rs: Ruleset, s: GameState) -> dict[str, int]:
    """Land areas with supply barrels now, and how many."""
    if not s.area_changes:
        return rs.land_barrels
    out = dict(rs.land_barrels)
    for r, changed in s.area_changes.items():
        if "barrels" in changed and rs.regions[r].kind == "land":
            if changed["barrels"]:
                out[r] = int(changed["barrels"])
            else:
                out.pop(r, None)
    return out


def change(rs: Ruleset, s: GameState, area: str, field: str, value: Any) -> None:
    """The one writer: set an area's value in play (kept only while it differs from print)."""
    assert field in FIELDS, field
    printed = getattr(rs.regions[area], field)
    entry = dict(s.area_changes.get(area, {}))
    if value == printed:
        entry.pop(field, None)
    else:
        entry[field] = value
    if entry:
        s.area_changes[area] = entry
    else:
        s.area_changes.pop(area, None)
