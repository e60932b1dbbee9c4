"""The Iron Bank's loans, one effect per loan id (docs/RULES.md, "The Iron Bank").

`LOANS[loan](g, f)` carries out a bought loan for `f["house"]` inside its `loan` frame
(phases/iron_bank.py): it returns True when done, or False after pushing a question (a
`choose` child answering into `f`), and is run again to read the answer. Area improvements go
through `engine/areas.py`, so every rule sees the area's new values.
"""
from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING, Any, Callable

from .. import areas as A
from .. import board as B
from ..flow import push
from ..phases.common import choose, destroy

if TYPE_CHECKING:
    from ..game import Game

Frame = dict[str, Any]
LOANS: dict[str, Callable[["Game", Frame], bool]] = {}


def loan(loan_id: str):
    def deco(fn):
        LOANS[loan_id] = fn
        return fn
    return deco


# ----- helpers: a loan is a list of small steps, each done once --------------------------------

def ask(g: "Game", f: Frame, key: str, prompt: str, options: list[Any], secret: bool = False,
        **info: Any) -> Any:
    """The answer to the question `key` of this loan, asking it first (returns None after
    pushing it). A question with one option answers itself. Answers are kept in the frame
    under "q:<key>" (never clashing with the frame's own fields)."""
    if asked(f, key):
        return got(f, key)
    push(g, choose(f["house"], prompt, options, "q:" + key, secret=secret, loan=f["loan"], **info))
    return None


def asked(f: Frame, key: str) -> bool:
    return "q:" + key in f


def got(f: Frame, key: str) -> Any:
    return f.get("q:" + key)


def done_once(f: Frame, step: str) -> bool:
    """True the first time a step is reached (so a loan run again skips what it did)."""
    doneset = f.setdefault("done", [])
    if step in doneset:
        return False
    doneset.append(step)
    return True


def land_areas(g: "Game") -> list[str]:
    """Land areas in play an improvement may go to (any house's, or nobody's)."""
    return [r for r, reg in g.rs.regions.items() if reg.kind == "land" and r not in g.s.blocked]


def castles(g: "Game") -> list[str]:
    """Areas in play whose castle is a (small) Castle now."""
    return [r for r in A.castle_areas(g.rs, g.s) if r not in g.s.blocked and A.castle(g.rs, g.s, r) == "castle"]


def add_crown(g: "Game", f: Frame, area: str) -> None:
    A.change(g.rs, g.s, area, "crowns", A.crowns(g.rs, g.s, area) + 1)
    g.emit("AreaCrownAdded", house=f["house"], region=area, why=f["loan"], crowns=A.crowns(g.rs, g.s, area))


def add_barrel(g: "Game", f: Frame, area: str) -> None:
    A.change(g.rs, g.s, area, "barrels", A.barrels(g.rs, g.s, area) + 1)
    g.emit("AreaBarrelAdded", house=f["house"], region=area, why=f["loan"], barrels=A.barrels(g.rs, g.s, area))


def gain(g: "Game", f: Frame, amount: int) -> None:
    got = B.gain_power(g.rs, g.s, f["house"], amount)
    g.emit("PowerGained", house=f["house"], amount=got, why=f["loan"])


def placement_areas(g: "Game", house: str, unit: str) -> list[str]:
    """Where a unit from the reserve may be put: land areas the house controls (land units),
    seas holding its ships or ports of land it controls (ships), within supply and the port's
    room; nowhere once the reserve is empty."""
    rs, s = g.rs, g.s
    if B.reserve(rs, s, house, unit) <= 0:
        return []
    ship = rs.unit_types[unit].moves_on != "land"
    out = []
    for r, reg in rs.regions.items():
        if r in s.blocked or r in s.neutral:
            continue
        if ship:
            if reg.kind == "sea" and B.owner_of_units(s, r) == house:
                pass
            elif (reg.kind == "port" and B.controller(rs, s, reg.port_land) == house
                  and B.owner_of_units(s, r) in (None, house) and B.unit_count(s, r) < B.PORT_CAPACITY):
                pass
            else:
                continue
        elif reg.kind != "land" or B.controller(rs, s, r) != house:
            continue
        if B.within_supply(rs, s, house, {r: B.unit_count(s, r) + 1}):
            out.append(r)
    return out


def place_units(g: "Game", f: Frame, units: list[str]) -> bool:
    """Put `units` from the reserve one by one where the buyer chooses; a unit with nowhere
    to go is not placed."""
    house = f["house"]
    while f.setdefault("placed", 0) < len(units):
        i = f["placed"]
        unit = units[i]
        key = f"area:{i}"
        if not asked(f, key):
            options = placement_areas(g, house, unit)
            if not options:
                f["placed"] += 1
                continue
            if ask(g, f, key, "loan-place-unit", options, unit=unit) is None:
                return False
        area = got(f, key)
        B.add_units(g.s, area, house, [unit])
        g.emit("UnitMustered", house=house, region=area, unit=unit, castle=f["loan"])
        f["placed"] += 1
    return True


# ----- the twelve loans --------------------------------------------------------------------------

@loan("customs-officer")
def customs_officer(g, f):
    """Gain 10 Power tokens."""
    gain(g, f, 10)
    return True


@loan("expert-artificer")
def expert_artificer(g, f):
    """A power improvement (+1 crown) on any land area, then gain 8 Power tokens."""
    area = ask(g, f, "area", "loan-crown-area", land_areas(g))
    if area is None:
        return False
    add_crown(g, f, area)
    gain(g, f, 8)
    return True


@loan("full-host")
def full_host(g, f):
    """A footman, a knight, a siege engine and a ship from the reserve."""
    return place_units(g, f, ["footman", "knight", "siege-engine", "ship"])


@loan("sea-raiders")
def sea_raiders(g, f):
    """A footman and three ships from the reserve."""
    return place_units(g, f, ["footman", "ship", "ship", "ship"])


@loan("siege-engineers")
def siege_engineers(g, f):
    """A footman and two siege engines from the reserve."""
    return place_units(g, f, ["footman", "siege-engine", "siege-engine"])


@loan("vanguard-cavalry")
def vanguard_cavalry(g, f):
    """Three knights from the reserve."""
    return place_units(g, f, ["knight", "knight", "knight"])


@loan("loyal-maester")
def loyal_maester(g, f):
    """A supply improvement (+1 barrel) on each of two different land areas."""
    first = ask(g, f, "area", "loan-barrel-area", land_areas(g))
    if first is None:
        return False
    second = ask(g, f, "area2", "loan-barrel-area", [r for r in land_areas(g) if r != first])
    if second is None:
        return False
    add_barrel(g, f, first)
    add_barrel(g, f, second)
    return True


@loan("master-at-arms")
def master_at_arms(g, f):
    """Two Castles (anyone's) become Strongholds; as many as there are, if fewer."""
    for key in ("area", "area2"):
        if not asked(f, key):
            options = [r for r in castles(g) if r != got(f, "area")]
            if not options:
                break
            if ask(g, f, key, "loan-stronghold-area", options) is None:
                return False
        if done_once(f, key):
            A.change(g.rs, g.s, got(f, key), "castle", "stronghold")
            g.emit("AreaCastleUpgraded", house=f["house"], region=got(f, key), why=f["loan"])
    return True


@loan("pyromancer")
def pyromancer(g, f):
    """A Castle torn down, then a power or a supply improvement in that area."""
    if not asked(f, "area"):
        options = castles(g)
        if not options:
            return True
        if ask(g, f, "area", "loan-castle-to-remove", options) is None:
            return False
    area = got(f, "area")
    if done_once(f, "burn"):
        A.change(g.rs, g.s, area, "castle", None)
        g.emit("AreaCastleRemoved", house=f["house"], region=area, why=f["loan"])
    kind = ask(g, f, "kind", "loan-improvement-kind", ["crown", "barrel"], region=area)
    if kind is None:
        return False
    (add_crown if kind == "crown" else add_barrel)(g, f, area)
    return True


@loan("savvy-steward")
def savvy_steward(g, f):
    """A supply improvement on any land area, then one space up the Supply track."""
    area = ask(g, f, "area", "loan-barrel-area", land_areas(g))
    if area is None:
        return False
    add_barrel(g, f, area)
    house = f["house"]
    top = len(g.rs.supply_table) - 1
    g.s.supply[house] = min(top, g.s.supply[house] + 1)
    g.emit("SupplyChanged", house=house, level=g.s.supply[house], why=f["loan"])
    return True


@loan("spymaster")
def spymaster(g, f):
    """Look at the top two cards of one Westeros deck; any of them go to the bottom, the rest
    back on top, in any order. The buyer alone sees the cards and what it did with them."""
    s = g.s
    decks = [d for d in g.rs.westeros_decks_in_play(s.players) if s.westeros.get(d)]
    if not decks:
        return True
    deck = ask(g, f, "deck", "loan-spymaster-deck", decks)
    if deck is None:
        return False
    top = s.westeros[deck][:2]
    arrangements = []
    for n_top in range(len(top), -1, -1):
        for order in permutations(top):
            option = [list(order[:n_top]), list(order[n_top:])]
            if option not in arrangements:
                arrangements.append(option)
    plan = ask(g, f, "plan", "loan-spymaster-arrange", arrangements, secret=True, deck=deck, cards=list(top))
    if plan is None:
        g.s.stack[-1]["hidden"] = True  # the cards are the buyer's alone: no view shows the frame's options
        return False
    on_top, at_bottom = plan
    s.westeros[deck] = list(on_top) + s.westeros[deck][len(top):] + list(at_bottom)
    g.emit("WesterosDeckArranged", house=f["house"], deck=deck, looked=len(top), bottom=len(at_bottom),
           why=f["loan"])
    return True


@loan("the-faceless-men")
def the_faceless_men(g, f):
    """Destroy one knight in one area and one footman in a different area (anyone's)."""
    s = g.s
    for unit in ("knight", "footman"):
        if not asked(f, unit):
            options = sorted(r for r, a in s.units.items()
                             if unit in a["units"] + a["routed"] and r != got(f, "knight"))
            if not options:
                f["q:" + unit] = None
                continue
            if ask(g, f, unit, "loan-destroy-" + unit, options) is None:
                return False
        if got(f, unit) is not None and done_once(f, unit):
            destroy(g, got(f, unit), [unit], f["loan"])
    return True
