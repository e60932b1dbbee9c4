"""Where houses start (docs/RULES.md, Variants; reference `random-start-positions`,
`vassal-start-positions`): both are the ruleset's data changed for the game
(`ruleset_data`), so every rule that asks where a house's home is, what it starts with or which
garrison defends it asks the game's ruleset as always.

- Random start positions: every house of the game but the ones whose place is fixed (Targaryen:
  the reference never moves it) takes another's starting position, drawn when the game is set
  up: its units (a vassal the vassal setup's of that position, a player the player's), the power
  tokens the setup puts on the board there and its home area (the home sigil, so control of the
  empty home area, the garrison there, the vassal rules of a home). Influence tracks, house
  cards, piece limits and names stay with the house. The positions drawn are public facts of
  the game (`variant_state["ruleset"]["start_positions"]`: house -> the house whose position it
  took).
- Vassal start positions: player houses start with their vassal setup's units (the ruleset's
  vassal setup, or for A Dance with Dragons the columns of `settings.json`).

With either, every player house's supply is then its barrels (the reference recomputes it at
the start of every game; here only where a start changed).
"""
from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any, Mapping

from .. import board as B
from .. import rng
from . import FACTS
from .data import settings

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset

POSITIONS = "start_positions"


def vassal_columns(raw: Mapping[str, Any], ruleset_id: str) -> dict[str, Any]:
    """Each house's vassal setup units (house -> area -> units) of a ruleset's data."""
    own = (raw.get("vassals") or {}).get("starting_units")
    if own:
        return own
    return settings()["vassal_columns"].get(ruleset_id) or {}


def vassal_columns_fit(rs: "Ruleset", houses: int) -> bool:
    """Vassal start positions need a vassal setup for every house that is not fixed in place."""
    columns = vassal_columns(rs.raw, rs.id)
    movable = [h for h in rs.player_setup(_count(rs, houses))["houses"] if h not in fixed(rs)]
    return bool(columns) and all(h in columns for h in movable)


def _count(rs: "Ruleset", houses: int) -> int:
    return houses if str(houses) in rs.raw["player_counts"] else max(rs.player_counts)


def fixed(rs: "Ruleset") -> set[str]:
    """Houses whose position never moves: the houses pinned to their track places (Targaryen)."""
    return set((rs.rules.get("fixed_track_places") or {}))


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    """Vassal columns as the players' starting units, then every position moved to the house
    that took it."""
    if played.get("vassal-start-positions"):
        columns = vassal_columns(raw, ruleset_id)
        for house, units in columns.items():
            if house in raw["starting_units"]:
                raw["starting_units"][house] = copy.deepcopy(units)
        for setup in raw["player_counts"].values():  # (units the setup takes off a printed start)
            setup["removed_starting_units"] = [r for r in setup.get("removed_starting_units") or []
                                               if r["house"] not in columns]
    taken = (facts or {}).get(POSITIONS)
    if played.get("random-start-positions") and taken:
        _move_positions(raw, dict(taken))


def _move_positions(raw: dict[str, Any], taken: dict[str, str]) -> None:
    """`taken`: house -> the house whose starting position it takes."""
    for table in (raw["starting_units"], (raw.get("vassals") or {}).get("starting_units") or {}):
        before = {h: table.get(h) for h in taken}
        for house, position in taken.items():
            if before.get(position) is not None:
                table[house] = before[position]
    homes = {h["id"]: h["home_region"] for h in raw["houses"]}
    for h in raw["houses"]:
        if h["id"] in taken:
            h["home_region"] = homes[taken[h["id"]]]
    owner = {position: house for house, position in taken.items()}
    for region in raw["regions"]:
        if region.get("home_of") in owner:
            region["home_of"] = owner[region["home_of"]]
    for setup in raw["player_counts"].values():
        tokens = setup.get("power_tokens_on_board")
        if tokens:
            setup["power_tokens_on_board"] = {owner.get(h, h): list(rs) for h, rs in tokens.items()}
        for removed in setup.get("removed_starting_units") or []:
            removed["house"] = owner.get(removed["house"], removed["house"])


def set_up(g: "Game") -> None:
    """Random positions drawn (the game's ruleset made again with them) and the board laid out
    anew; with either variant, every player house's supply set to its barrels."""
    s = g.s
    played = s.options["variants"]
    if played.get("random-start-positions"):
        movable = [h for h in s.houses if h not in fixed(g.rs)]
        s.rng, order = rng.shuffled(s.rng, list(movable))
        s.variant_state.setdefault(FACTS, {})[POSITIONS] = dict(zip(movable, order))
        from ..ruleset import ruleset_of

        g.rs = ruleset_of(s)
        lay_out(g)
    for house in g.seats():
        s.supply[house] = min(len(g.rs.supply_table) - 1, B.barrels(g.rs, s, house))


def lay_out(g: "Game") -> None:
    """The units and the board's power tokens as the game's ruleset starts them (players their
    starting units less those the setup takes off, vassals their vassal setup)."""
    s, rs = g.s, g.rs
    setup = rs.player_setup(s.players)
    removed = {(r["house"], r["region"]): r["units"] for r in setup["removed_starting_units"]}
    vassal_units = (rs.vassal_rules or {}).get("starting_units") or {}
    s.units = {}
    for house in s.houses:
        column = vassal_units[house] if house in s.vassals else rs.raw["starting_units"][house]
        for region, units in column.items():
            left = list(units)
            for u in removed.get((house, region), []) if house not in s.vassals else []:
                left.remove(u)
            if left:
                s.units[region] = {"house": house, "units": sorted(left), "routed": []}
    s.tokens = {}
    for house, regions in (setup.get("power_tokens_on_board") or {}).items():
        for region in regions:
            s.tokens[region] = house


def check(g: "Game") -> None:
    """Positions drawn are a shuffle of the houses that move."""
    from ..invariants import InvariantError

    taken = g.s.variant_state.get(FACTS, {}).get(POSITIONS)
    if g.s.options["variants"].get("random-start-positions"):
        movable = sorted(h for h in g.s.houses if h not in fixed(g.rs))
        if not isinstance(taken, dict) or sorted(taken) != movable or sorted(taken.values()) != movable:
            raise InvariantError("the start positions drawn are not a shuffle of the houses")
