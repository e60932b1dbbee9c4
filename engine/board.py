"""Questions about the board: who controls what, supply, reachability, unit moves.

Pure functions of (ruleset, state). They never raise for rules reasons; the
phase code decides what is legal using them.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Iterable

from . import areas as A
from .ruleset import Ruleset
from .state import GameState, deep

LAND_UNITS = ("footman", "knight", "siege-engine")
PORT_CAPACITY = 3


def sorted_neighbours(rs: Ruleset, area: str) -> tuple[str, ...]:
    """`sorted(rs.neighbours[area])`, sorted once per ruleset."""
    facts = rs.derived
    table = facts.get("sorted_neighbours")
    if table is None:
        table = facts["sorted_neighbours"] = {a: tuple(sorted(ns)) for a, ns in rs.neighbours.items()}
    return table[area]


def army(s: GameState, region: str) -> dict[str, Any] | None:
    return s.units.get(region)


def owner_of_units(s: GameState, region: str) -> str | None:
    a = s.units.get(region)
    return a["house"] if a else None


def all_units(a: dict[str, Any] | None) -> list[str]:
    return (a["units"] + a["routed"]) if a else []


def unit_count(s: GameState, region: str) -> int:
    a = s.units.get(region)
    return len(a["units"]) + len(a["routed"]) if a else 0


def add_units(s: GameState, region: str, house: str, units: Iterable[str], routed: bool = False) -> None:
    units = list(units)
    if not units:
        return
    a = s.units.get(region)
    if a is None:
        a = s.units[region] = {"house": house, "units": [], "routed": []}
    assert a["house"] == house, (region, a["house"], house)
    (a["routed"] if routed else a["units"]).extend(units)
    a["units"].sort()
    a["routed"].sort()


def remove_units(s: GameState, region: str, units: Iterable[str], routed_first: bool = False) -> None:
    """Remove unit types from a region (ready units first unless routed_first)."""
    a = s.units[region]
    for u in units:
        first, second = (a["routed"], a["units"]) if routed_first else (a["units"], a["routed"])
        if u in first:
            first.remove(u)
        else:
            second.remove(u)
    if not a["units"] and not a["routed"]:
        del s.units[region]
        s.orders.pop(region, None)  # an order stays only with its units


def garrison_holder(rs: Ruleset, s: GameState, region: str) -> str | None:
    """The house a garrison token fights for: the house of its home sigil, or, for a garrison
    in an area that is nobody's home (A Dance with Dragons' Storm's End and Oldtown), the
    area's controller; None while nobody holds it."""
    home = rs.regions[region].home_of
    return home if home else controller(rs, s, region)


def controller(rs: Ruleset, s: GameState, region: str) -> str | None:
    """Units control an area; else a power token; else the printed home sigil."""
    a = s.units.get(region)
    if a:
        return a["house"]
    reg = rs.regions[region]
    if reg.kind == "port":
        return controller(rs, s, reg.port_land) if reg.port_land else None
    if reg.kind == "sea":
        return None
    tok = s.tokens.get(region)
    if tok:
        return tok
    if reg.home_of and reg.home_of in s.houses:
        return reg.home_of
    return None


# The latest board each remembered question was worked out for (`_remembered`), by name:
# (ruleset, owner of the units in each area, power tokens, houses, other inputs, answer).
_BOARD_MEMO: dict[str, tuple[Any, ...]] = {}


def _remembered(name: str, rs: Ruleset, s: Any, extra: tuple[Any, ...], work: Any) -> Any:
    """`work()`, a pure function of the ruleset, the house of the units in each area, the power
    tokens, the houses in play and `extra`; answered again without working it out while those
    equal the latest board it was worked out for (compared in C). Many steps ask for control
    or castles several times over a board where nothing changed hands (a muster, supply and
    crowns for every house, a victory check after each march)."""
    owners = {r: a["house"] for r, a in s.units.items()}
    got = _BOARD_MEMO.get(name)
    if (got is not None and got[0] is rs and got[1] == owners and got[2] == s.tokens
            and got[3] == s.houses and got[4] == extra):
        return got[5]
    value = work()
    _BOARD_MEMO[name] = (rs, owners, dict(s.tokens), list(s.houses), tuple(deep(x) for x in extra), value)
    return value


def control_map(rs: Ruleset, s: GameState) -> dict[str, str]:
    """`controller` of every area that has one, in the ruleset's area order (views show it
    after every command); remembered while no area changes hands (`_remembered`)."""
    return dict(_remembered("control", rs, s, (), lambda: _control_map(rs, s)))


def _control_map(rs: Ruleset, s: GameState) -> dict[str, str]:
    """`control_map`, worked out in one pass over the land and one over every area."""
    units, tokens, houses = s.units, s.tokens, s.houses
    lands: dict[str, str | None] = {}
    for r, home in rs.land_homes:
        a = units.get(r)
        lands[r] = a["house"] if a else (tokens.get(r) or (home if home in houses else None))
    out: dict[str, str] = {}
    for r, kind, land in rs.area_kinds:
        if kind == "land":
            h = lands[r]
        else:
            a = units.get(r)
            h = a["house"] if a else (lands[land] if land else None)  # a port goes with its land
        if h:
            out[r] = h
    return out


def controlled_regions(rs: Ruleset, s: GameState, house: str,
                       control: dict[str, str] | None = None) -> list[str]:
    """The areas `house` controls, blocked ones left out, in area order. `control` is the
    state's `control_map` when the caller already has it (asking for every house in turn)."""
    blocked = s.blocked
    if control is None:
        control = control_map(rs, s)
    return [r for r, h in control.items() if h == house and not (blocked and r in blocked)]


def castle_counts(rs: Ruleset, s: GameState) -> dict[str, int]:
    """Castles and strongholds each house controls (blocked areas not counted): victory is
    checked after every change of control."""
    return _castle_counts(rs, s)


def _castle_counts(rs: Ruleset, s: GameState) -> dict[str, int]:
    """`castle_counts`, worked out in one pass over the castle areas (as fast as asking whether
    a remembered answer still holds, and half of the victory checks come after a change)."""
    units, tokens, houses, blocked = s.units, s.tokens, s.houses, s.blocked
    homes = rs.castle_homes
    pairs = homes.items() if not s.area_changes else [(r, homes[r]) for r in A.castle_areas(rs, s)]
    counts: dict[str, int] = {}
    get_units, get_token = units.get, tokens.get
    for r, home in pairs:
        if blocked and r in blocked:
            continue
        a = get_units(r)
        if a:
            h = a["house"]
        else:
            h = get_token(r)
            if not h:
                h = home if home and home in houses else None
        if h:
            counts[h] = counts.get(h, 0) + 1
    return counts


def castle_count(rs: Ruleset, s: GameState, house: str) -> int:
    return castle_counts(rs, s).get(house, 0)


def land_count(rs: Ruleset, s: GameState, house: str) -> int:
    regions = rs.regions
    return sum(1 for r in controlled_regions(rs, s, house) if regions[r].kind == "land")


def barrels(rs: Ruleset, s: GameState, house: str, control: dict[str, str] | None = None) -> int:
    land_barrels = A.land_barrels(rs, s)
    return sum(land_barrels.get(r, 0) for r in controlled_regions(rs, s, house, control))


def army_sizes(s: GameState, house: str, overrides: dict[str, int] | None = None) -> list[int]:
    """Sizes of this house's armies (2+ units in an area), largest first."""
    if overrides:
        sizes: dict[str, int] = {}
        for r, a in s.units.items():
            if a["house"] == house:
                sizes[r] = len(a["units"]) + len(a["routed"])
        sizes.update(overrides)
        out = [n for n in sizes.values() if n >= 2]
    else:  # no area changed: the armies as they stand, in one pass
        out = []
        for a in s.units.values():
            if a["house"] == house:
                n = len(a["units"]) + len(a["routed"])
                if n >= 2:
                    out.append(n)
    out.sort(reverse=True)
    return out


def fits_supply(rs: Ruleset, level: int, sizes: list[int]) -> bool:
    row = rs.supply_table[max(0, min(level, len(rs.supply_table) - 1))]
    if len(sizes) > len(row):
        return False
    return all(n <= cap for n, cap in zip(sizes, row))


def within_supply(rs: Ruleset, s: GameState, house: str, overrides: dict[str, int] | None = None) -> bool:
    return fits_supply(rs, s.supply[house], army_sizes(s, house, overrides))


def pieces_on_board(s: GameState, house: str) -> Counter[str]:
    c: Counter[str] = Counter()
    get = c.get
    for a in s.units.values():
        if a["house"] == house:
            for u in a["units"]:
                c[u] = get(u, 0) + 1
            for u in a["routed"]:
                c[u] = get(u, 0) + 1
    return c


def reserve(rs: Ruleset, s: GameState, house: str, unit: str) -> int:
    return rs.unit_limits_of(house).get(unit, 0) - pieces_on_board(s, house)[unit]


def tokens_on_board(s: GameState, house: str) -> int:
    return sum(1 for h in s.tokens.values() if h == house)


def gain_power(rs: Ruleset, s: GameState, house: str, amount: int) -> int:
    """Give up to `amount` power tokens, capped by the tokens a house owns (20, or the
    ruleset's own number for it); returns the gain. A vassal never gains any."""
    if house in s.vassals:
        return 0
    room = rs.max_power_of(house) - s.power[house] - tokens_on_board(s, house)
    got = max(0, min(amount, room))
    s.power[house] += got
    return got


def enemy_ships_in(s: GameState, sea: str, house: str) -> bool:
    a = s.units.get(sea)
    return bool(a and a["house"] != house)


def ship_reachable_lands(rs: Ruleset, s: GameState, house: str, origin: str) -> set[str]:
    """Land areas a land army in `origin` reaches by a chain of its own ships."""
    units = s.units
    seas, lands_of = rs.sea_neighbours, rs.land_neighbours
    frontier = [n for n in seas[origin] if n in units and units[n]["house"] == house]
    if not frontier:
        return set()
    seen: set[str] = set(frontier)
    lands: set[str] = set()
    while frontier:
        sea = frontier.pop()
        lands.update(lands_of[sea])
        for n in seas[sea]:
            if n not in seen and n in units and units[n]["house"] == house:
                seen.add(n)
                frontier.append(n)
    lands.discard(origin)
    return lands


def land_destinations(rs: Ruleset, s: GameState, house: str, origin: str) -> set[str]:
    """Land areas reachable by a land unit from `origin`: adjacent or by ship transport."""
    out = set(rs.land_neighbours[origin])
    out |= ship_reachable_lands(rs, s, house, origin)
    return out.difference(s.blocked) if s.blocked else out


def ship_destinations(rs: Ruleset, s: GameState, house: str, origin: str) -> set[str]:
    """Seas next to `origin`, and friendly ports opening onto them."""
    out: set[str] = set()
    for n in rs.neighbours[origin]:
        reg = rs.regions[n]
        if n in s.blocked:
            continue
        if reg.kind == "sea":
            out.add(n)
        elif (reg.kind == "port" and controller(rs, s, reg.port_land) == house
              and owner_of_units(s, n) in (None, house)):
            out.add(n)
    return out


def castle_regions(rs: Ruleset, s: GameState, house: str) -> list[str]:
    castles = A.castle_area_set(rs, s)
    return [r for r in controlled_regions(rs, s, house) if r in castles]
