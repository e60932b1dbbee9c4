"""Fog of war (reference `fog-of-war`, docs/RULES.md "Fog of war"): each seat sees the board
only in the areas it can see, and the host never sends it anything of the others.

The web version filters the fog in the browser, so every player receives the whole state; here
the views and the events are built for each seat from its visible areas, as every other secret.

What a seat sees (`visible`): every area its houses (its own and the vassals it commands)
control; the areas within the sight range of their units (adjacency steps from an area holding
them: 1, a dragon 2, the largest in the area counting; 1 less under Dense Fog, never below 0;
an area held only by a power token or an empty home sees only itself); the port of every
visible castle or stronghold; and the areas a situation opens (`public_areas` for everyone:
a combat's attacking and embattled areas, the areas whose support was declared in it, the
places a loser may retreat to and what its record told everyone, the loyalty tokens and their
land neighbours while deck IV moves them; and for the seat alone: around the embattled area,
the attacking army's sight range for the attacker's commander, and the areas its own decisions
offer, raid targets among them, but never a march's destinations). A spectator, the host-only board and a person whose house is a
vassal see only the areas open to everyone. When the game ends, everyone sees everything.

Views (`public_view`, `seat_view`): every field that tells something of an area is built again
from the seat's visible areas only (units, orders face up and face down, power tokens,
garrisons, neutral forces, control, loyalty tokens, changed area values), the counts taken from
them are counted over those areas only (castles, barrels, victory scores), other houses' supply
is left out, and a phase frame that names an area the seat cannot see is told in its fogged form
(`frame_for`). Events (`renderings`, asked by `Game.emit`): an event that names an area a seat
cannot see reaches that seat in its fogged form (`EVENT_FORMS`: a move with its hidden end left
out) or not at all; the supply and end-of-round counts of other houses likewise.
"""
from __future__ import annotations

import json
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Callable, Iterable

from .. import areas as A
from .. import board as B
from ..ruleset import resources_dir

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset

ID = "fog-of-war"
DENSE_FOG = "dense-fog"
# decisions whose areas stay out of sight: a march may be planned into the fog
NOT_OPENING = frozenset({"march"})
# the view's fields keyed by area: each is built again from the visible areas only
AREA_FIELDS = ("units", "tokens", "garrisons", "neutral", "orders", "face_down_orders", "control",
               "area_changes", "area_values")


@lru_cache(maxsize=1)
def data() -> dict[str, Any]:
    """resources/variants/fog_of_war.json: sight ranges, Dense Fog."""
    with (resources_dir() / "variants" / "fog_of_war.json").open(encoding="utf-8") as fh:
        return json.load(fh)


# ----- the rules of sight -------------------------------------------------------------------

def dense_fog(g: "Game") -> bool:
    """Dense Fog was drawn this round: every sight range is 1 less until the round ends."""
    return (g.s.variant_state.get(ID) or {}).get("dense_fog_round") == g.s.round


def sight_ranges(g: "Game") -> dict[str, int]:
    """Each unit type's sight range now."""
    d = data()
    cut = int(d["dense_fog_modifier"]) if dense_fog(g) else 0
    low = int(d["minimum_range"])
    return {u: max(low, int(r) + cut) for u, r in d["sight_range"].items()}


def within(rs: "Ruleset", start: str, steps: int) -> frozenset[str]:
    """The areas at most `steps` adjacency steps from `start` (itself included), worked out
    once per ruleset (views and events ask it for every army of every seat), kept with the
    ruleset itself: a game's variants may change its board (the Eyrie's port)."""
    table = rs.derived.get("fog_within")
    if table is None:
        table = rs.derived["fog_within"] = {}
    key = (start, steps)
    got = table.get(key)
    if got is None:
        got = table[key] = frozenset(_within(rs, start, steps))
    return got


def _within(rs: "Ruleset", start: str, steps: int) -> set[str]:
    seen = {start}
    edge = [start]
    for _ in range(steps):
        nxt = []
        for r in edge:
            for n in rs.neighbours.get(r, ()):
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        edge = nxt
    return seen


def _army_range(ranges: dict[str, int], units: Iterable[str]) -> int:
    return max((ranges.get(u, 1) for u in units), default=0)


def sight_of(g: "Game", houses: Iterable[str], control: dict[str, str] | None = None,
             ranges: dict[str, int] | None = None) -> set[str]:
    """What `houses` see by themselves: the areas they control, the areas within their units'
    sight, and the port of each visible castle or stronghold."""
    s, rs = g.s, g.rs
    own = set(houses)
    if control is None:
        control = B.control_map(rs, s)
    seen = {r for r, h in control.items() if h in own}
    if ranges is None:
        ranges = sight_ranges(g)
    for r, army in s.units.items():
        if army["house"] in own:
            seen |= within(rs, r, _army_range(ranges, army["units"] + army["routed"]))
    castles = A.castle_area_set(rs, s)
    for r in list(seen):
        port = rs.regions[r].port
        if port and r in castles:
            seen.add(port)
    return seen


def public_areas(g: "Game") -> set[str]:
    """The areas the situation opens to every player (and spectator) now."""
    s, rs = g.s, g.rs
    out: set[str] = set()
    for f in s.stack:
        kind = f["kind"]
        if kind in ("combat", "neutral-combat"):
            out.add(f["area"])
            if f.get("source"):
                out.add(f["source"])
            out |= {r for r, side in (f.get("supports") or {}).items() if side != "none"}
            out |= set(f.get("retreat_options") or ())
            if f.get("retreat_to"):
                out.add(f["retreat_to"])
            # what the battle has told everyone (its record keeps events as spectators heard them:
            # where the loser went) stays open until it ends, so its report can say it
            out |= regions_in(rs, f.get("record") or ())
        elif kind == "westeros-card" and f.get("loyalty_house"):  # deck IV moves loyalty tokens
            for r, n in s.loyalty.items():
                if n:
                    out.add(r)
                    out |= {x for x in rs.neighbours.get(r, ()) if rs.regions[x].kind == "land"}
    return out


def _decision_areas(rs: "Ruleset", decisions: Iterable[Any], seat: str) -> set[str]:
    """The areas the seat's own decisions offer (a prompt's units, areas or orders; raid targets;
    retreats; musters, with every sea next to a mustering castle), a march's destinations
    excepted."""
    out: set[str] = set()
    for d in decisions:
        if d.seat == seat and d.kind not in NOT_OPENING:
            out |= regions_in(rs, d.options)
            if d.kind == "muster":  # the seas a ship could go to, those left out for their ships too
                for castle in d.options.get("castles", ()):
                    out |= {n for n in rs.neighbours.get(castle, ()) if rs.regions[n].kind == "sea"}
    return out


def _attacker_sight(g: "Game", houses: set[str], ranges: dict[str, int]) -> set[str]:
    """Around each embattled area, the attacking army's sight as if it stood there, for the
    attacker's commander."""
    out: set[str] = set()
    for f in g.s.stack:
        if f["kind"] in ("combat", "neutral-combat") and f.get("attacker") in houses:
            out |= within(g.rs, f["area"], _army_range(ranges, f.get("attackers") or ()))
    return out


def visible(g: "Game", seat: str | None, decisions: Iterable[Any] | None = None,
            control: dict[str, str] | None = None) -> frozenset[str]:
    """Every area `seat` sees now (None: a spectator, what every player sees). `decisions`: the
    decisions whose offered areas it sees (by default the game's pending ones)."""
    opened = public_areas(g)
    if seat is None:
        return frozenset(opened)
    houses = set(g.houses_of(seat))
    ranges = sight_ranges(g)
    seen = sight_of(g, houses, control, ranges) | opened | _attacker_sight(g, houses, ranges)
    seen |= _decision_areas(g.rs, g.waiting_for() if decisions is None else decisions, seat)
    return frozenset(seen)


def _region_ids(rs: "Ruleset") -> frozenset[str]:
    ids = rs.derived.get("fog_region_ids")
    if ids is None:
        ids = rs.derived["fog_region_ids"] = frozenset(rs.regions)
    return ids


def regions_in(rs: "Ruleset", value: Any) -> set[str]:
    """Every area id `value` names, at any depth (area ids are no other ids: a test checks)."""
    ids = _region_ids(rs)
    out: set[str] = set()
    stack = [value]
    while stack:
        v = stack.pop()
        t = type(v)
        if t is str:
            if v in ids:
                out.add(v)
        elif t is dict:
            stack.extend(v.keys())
            stack.extend(v.values())
        elif t is list or t is tuple:
            stack.extend(v)
    return out


# ----- views ---------------------------------------------------------------------------------

def _active(g: "Game") -> bool:
    """The fog is on: the game goes on (and is not a replay of one that is over)."""
    return not g.s.finished and not g.reveal


def _fields_for(g: "Game", full: dict[str, Any], seen: frozenset[str], houses: list[str]) -> dict[str, Any]:
    """The view's fields that tell of areas, built from `full` (the template's) for a seat
    that sees `seen` and decides for `houses`."""
    rs = g.rs
    out: dict[str, Any] = {}
    for name in AREA_FIELDS:
        if name in full:
            out[name] = {r: v for r, v in full[name].items() if r in seen}
    # an empty port is held by whoever holds its land: told only when that land is seen too
    regions, units = rs.regions, full["units"]
    control = out["control"] = {r: h for r, h in out["control"].items()
                                if r in units or not regions[r].port_land or regions[r].port_land in seen}
    castle_areas, barrel_areas = A.castle_area_set(rs, g.s), A.land_barrels(rs, g.s)
    castles = dict.fromkeys(g.s.houses, 0)
    barrels = dict.fromkeys(g.s.houses, 0)
    for r, h in control.items():
        if h not in castles or r in g.s.blocked:
            continue
        if r in castle_areas:
            castles[h] += 1
        barrels[h] += barrel_areas.get(r, 0)
    out["castles"], out["barrels"] = castles, barrels
    out["supply"] = {h: v for h, v in full["supply"].items() if h in houses}
    if "loyalty" in full:
        from ..phases.westeros import loyalty_house

        everywhere = loyalty_house(g) in houses  # the loyalty house sees its tokens everywhere
        out["loyalty"] = {r: n for r, n in full["loyalty"].items() if everywhere or r in seen}
    if "victory_scores" in full:
        out["victory_scores"] = _scores(g, full["victory_scores"], control, castles, houses)
    if "special_objectives" in full:  # whether another's is met reads the board: its own only
        out["special_objectives"] = {
            h: {"id": o["id"], "points": o["points"], **({"met": o["met"]} if h in houses else {})}
            for h, o in full["special_objectives"].items()}
    if "iron_bank" in full:  # Braavos' holder pays less: told when Braavos is seen, else own prices
        out["iron_bank"] = _bank_for(g, full["iron_bank"], seen, houses)
    out["frames"] = [frame_for(g, f, seen) for f in full["frames"]]
    out["visible"] = sorted(seen)
    return out


def _bank_for(g: "Game", bank: dict[str, Any], seen: frozenset[str], houses: list[str]) -> dict[str, Any]:
    """The Iron Bank as a seat may see it: who holds Braavos (and so whose prices are lower)
    only when it sees Braavos; else the prices of its own houses alone."""
    if g.rs.iron_bank["discount_area"] in seen:
        return bank
    out = {k: v for k, v in bank.items() if k not in ("discount_holder", "prices")}
    out["discount_holder"] = bank["discount_holder"] if bank["discount_holder"] in houses else None
    out["prices"] = {h: p for h, p in bank["prices"].items() if h in houses}
    return out


def _scores(g: "Game", full: dict[str, int], control: dict[str, str], castles: dict[str, int],
            houses: list[str]) -> dict[str, int]:
    """Victory scores as the seat can count them: its own houses' as they are; another's
    castles counted in visible areas, its loyalty gained plus the printed loyalty areas it is
    seen holding; a victory-point track is public."""
    from .. import victory

    out = {}
    for h, n in full.items():
        if h in houses:
            out[h] = n
            continue
        measure = victory.measure_of(g, h)[0]
        if measure == "castles":
            out[h] = castles.get(h, 0)
        elif measure == "loyalty":
            out[h] = g.s.loyalty_points.get(h, 0) + sum(
                1 for r in g.rs.printed_loyalty_areas if control.get(r) == h and r not in g.s.blocked)
        else:
            out[h] = n
    return out


def frame_for(g: "Game", f: dict[str, Any], seen: frozenset[str]) -> dict[str, Any]:
    """A redacted phase frame as a seat that sees `seen` may read it: whole when every area it
    names is visible; a combat with the supports still to come from hidden areas left out (its
    public record as it is); a march with its hidden source's order and hidden destinations left
    out; any other frame only its kind, step and whose it is, marked `fogged`."""
    rs = g.rs
    if regions_in(rs, f) <= seen:
        return f
    kind = f["kind"]
    if kind in ("combat", "neutral-combat"):
        out: dict[str, Any] = {}
        for k, v in f.items():
            if k == "support_pending":
                out[k] = {h: [r for r in rr if r in seen] for h, rr in v.items()}
            elif k in ("record", "abilities") or regions_in(rs, v) <= seen:
                out[k] = v  # the record holds what every player was told (`renderings`)
        return out
    out = {k: f[k] for k in ("kind", "step", "house", "seat") if k in f}
    out["fogged"] = True
    if kind == "march":
        if f.get("source") in seen:
            out.update({k: f[k] for k in ("source", "token", "leave_token") if k in f})
        out["moves"] = {r: u for r, u in (f.get("moves") or {}).items() if r in seen}
        if "takeovers" in f:
            out["takeovers"] = [r for r in f["takeovers"] if r in seen]
    return out


def public_view(g: "Game", view: dict[str, Any]) -> None:
    """What every player sees: the areas the situation opens to all."""
    if not _active(g):
        return
    view.update(_fields_for(g, dict(view), visible(g, None), []))
    if dense_fog(g):
        view["dense_fog"] = True


def seat_view(g: "Game", parts: dict[str, Any], seat: str | None, view: dict[str, Any]) -> dict[str, Any] | None:
    """What `seat` sees of the areas (its own fields, kept for the state in `parts`), and its
    decisions without what a march would learn of hidden areas."""
    if seat is None or not _active(g):
        return None
    kept = parts.setdefault("fog", {})
    fields = kept.get(seat)
    if fields is None:
        seen = visible(g, seat)
        fields = kept[seat] = _fields_for(g, parts["unfiltered"], seen, g.houses_of(seat))
        fields["decisions"] = [_decision_for(d, seen) for d in view["decisions"]]
    return fields


def _decision_for(d: dict[str, Any], seen: frozenset[str]) -> dict[str, Any]:
    """A decision as its seat may read it: a march's battles only where it sees an enemy."""
    if d.get("kind") != "march":
        return d
    options = dict(d["options"])
    options["marches"] = {src: {**m, "combat": [r for r in m.get("combat", []) if r in seen]}
                          for src, m in options.get("marches", {}).items()}
    return {**d, "options": options}


# ----- events --------------------------------------------------------------------------------

def _move_form(data: dict[str, Any], seen: frozenset[str]) -> dict[str, Any] | None:
    """A move seen at one end: the units that left or came, the other end out of sight."""
    if data.get("source") not in seen and data.get("dest") not in seen:
        return None
    out = {k: v for k, v in data.items() if k in ("house", "units", "why")}
    for end in ("source", "dest"):
        out[end] = data[end] if data.get(end) in seen else None
    return out


def _orders_form(data: dict[str, Any], seen: frozenset[str]) -> dict[str, Any] | None:
    return {"orders": {r: o for r, o in data["orders"].items() if r in seen}}


def _support_form(data: dict[str, Any], seen: frozenset[str]) -> dict[str, Any] | None:
    choices = {r: side for r, side in data["choices"].items() if r in seen}
    if not choices:
        return None
    return {"house": data["house"], "choices": choices,
            **({"family": data["family"]} if "family" in data else {})}


def _placed_form(data: dict[str, Any], seen: frozenset[str]) -> dict[str, Any] | None:
    """Orders placed: the house, and the areas among them the seat sees."""
    return {"house": data["house"], "regions": [r for r in data["regions"] if r in seen]}


EVENT_FORMS: dict[str, Callable[[dict[str, Any], frozenset[str]], dict[str, Any] | None]] = {
    "UnitsMoved": _move_form, "UnitsRetreated": _move_form,
    "OrdersRevealed": _orders_form, "SupportChosen": _support_form, "OrdersPlaced": _placed_form,
}


def _supply_form(g: "Game", data: dict[str, Any], seen: frozenset[str], houses: set[str]) -> dict[str, Any] | None:
    return {**{k: v for k, v in data.items() if k == "card"},
            "supply": {h: n for h, n in data["supply"].items() if h in houses}}


def _own_form(g: "Game", data: dict[str, Any], seen: frozenset[str], houses: set[str]) -> dict[str, Any] | None:
    return data if data.get("house") in houses else None


def _round_form(g: "Game", data: dict[str, Any], seen: frozenset[str], houses: set[str]) -> dict[str, Any] | None:
    """The end of a round's standings: castles counted where the seat sees, its own supply."""
    castle_areas = A.castle_area_set(g.rs, g.s)
    control = B.control_map(g.rs, g.s)
    castles = dict.fromkeys(data["castles"], 0)
    for r, h in control.items():
        if r in seen and r in castle_areas and h in castles and r not in g.s.blocked:
            castles[h] += 1
    counted = {h: data["castles"][h] if h in houses else castles[h] for h in castles}
    out = {"round": data["round"], "castles": counted,
           "supply": {h: n for h, n in data["supply"].items() if h in houses}, "power": data["power"]}
    if "points" in data:
        out["points"] = data["points"]
    return out


# events that tell counts of the board without naming an area
HOUSE_FORMS: dict[str, Callable[["Game", dict[str, Any], frozenset[str], set[str]], dict[str, Any] | None]] = {
    "SupplyAdjusted": _supply_form, "SupplyChanged": _own_form, "Mustered": _own_form,
    "RoundEnded": _round_form,
}


def renderings(g: "Game", kind: str, data: dict[str, Any]) -> dict[str | None, Any] | None:
    """How a public event reaches each seat (key None: spectators, and anyone not seated now):
    its data, its fogged form, or None (not at all). None when every seat sees it whole. A seat
    sees every event of its own houses whole, and any other whose areas it all sees."""
    if not _active(g):
        return None
    form = HOUSE_FORMS.get(kind)
    named = regions_in(g.rs, data)
    if not named and form is None:
        return None
    decisions = g._fog_decisions
    public = visible(g, None, decisions)
    if form is None and named <= public:  # every seat sees what every player sees
        return None
    control = B.control_map(g.rs, g.s)
    out: dict[str | None, Any] = {}
    for seat in [None, *g.seats()]:
        houses = set(g.houses_of(seat))
        if form is None and data.get("house") in houses:
            out[seat] = data  # its own house's: whole, whatever it sees
            continue
        seen = public if seat is None else visible(g, seat, decisions, control)
        if form is not None:
            got = form(g, data, seen, houses)
        elif named <= seen:
            got = data
        else:
            shape = EVENT_FORMS.get(kind)
            got = shape(data, seen) if shape else None
        out[seat] = got
    if all(v is data for v in out.values()):
        return None
    return out


# ----- Dense Fog, and the game's hooks --------------------------------------------------------

def set_up(g: "Game") -> None:
    """Dense Fog joins its Westeros deck, shuffled in with the game's generator."""
    from .. import rng

    s = g.s
    for card in data()["westeros_cards"]:
        deck = card["deck"]
        if deck in s.westeros:
            s.rng, s.westeros[deck] = rng.shuffled(s.rng, s.westeros[deck] + [card["id"]] * int(card["count"]))


def westeros_deck(g: "Game", deck: str, cards: tuple[str, ...]) -> tuple[str, ...]:
    """A reshuffled deck keeps its Dense Fog (transform hook, phases/westeros.deck_cards)."""
    extra = [c["id"] for c in data()["westeros_cards"] for _ in range(int(c["count"])) if c["deck"] == deck]
    return tuple(cards) + tuple(extra)


def _dense_fog_effect(g: "Game", f: dict[str, Any], what: Any) -> bool:
    """Dense Fog drawn: every sight range is 1 less for the rest of the round."""
    from ..flow import finish

    g.s.variant_state[ID] = {"dense_fog_round": g.s.round}
    g.emit("DenseFogFell", round=g.s.round)
    return finish(g, f)


def _register() -> None:
    from ..phases.westeros import EFFECTS

    EFFECTS[DENSE_FOG] = _dense_fog_effect


_register()


def check(g: "Game") -> None:
    """No view shows what its seat cannot see: for every seat and the spectators, each field of
    the view that tells of areas holds only visible areas, every area the view names at all is
    visible (but the public reports and the setup's blocked areas), a seat sees all it controls,
    and every seat sees what a spectator sees."""
    from ..invariants import InvariantError

    if not _active(g):
        return
    rs = g.rs
    public = set(visible(g, None))
    control = B.control_map(rs, g.s)
    for seat in [None, *g.seats()]:
        view = g.shared_view(seat)
        seen = set(view.get("visible", ()))
        if not public <= seen:
            raise InvariantError(f"fog: {seat} does not see what every player sees")
        if seat is not None:
            mine = {r for r, h in control.items() if h in g.houses_of(seat)}
            if not mine <= seen:
                raise InvariantError(f"fog: {seat} does not see the areas it controls")
        for name in (*AREA_FIELDS, "loyalty"):
            lord = (g.rs.rules.get("loyalty") or {}).get("house")
            if name == "loyalty" and seat is not None and lord in g.houses_of(seat):
                continue
            extra = set(view.get(name) or {}) - seen
            if extra:
                raise InvariantError(f"fog: {seat}'s view shows {name} in {sorted(extra)}")
        told = set()
        for key, value in view.items():
            if key in ("blocked", "visible", "last_battle", "last_bidding", "loyalty"):
                continue
            if key == "frames":
                value = [{k: v for k, v in f.items() if k not in ("record", "abilities")} for f in value]
            elif key == "decisions":  # a march's destinations are the map's, not what is there
                value = [d for d in value if d["kind"] not in NOT_OPENING]
            told |= regions_in(rs, value)
        if not told <= seen:
            raise InvariantError(f"fog: {seat}'s view names {sorted(told - seen)} it cannot see")
