"""Action phase: raids, then marches, then consolidate power, each in Iron Throne turn order."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .. import areas as A
from .. import board as B
from .. import units as U
from ..commands import ResolveMarch, ResolveRaid
from ..errors import illegal, require
from ..flow import Decision, Handler, finish, handler, push
from ..questions import described
from . import vassals as V
from .common import choose, muster

if TYPE_CHECKING:
    from ..game import Game

RAIDABLE = ("support", "raid", "consolidate-power")
# order types other than Consolidate Power resolved in the Consolidate Power step, each by the
# frame its module makes (house, region) -> frame: the Iron Bank order (phases/iron_bank.py).
# A house resolves its Consolidate Power orders first, then these.
STEP_ORDERS: dict[str, Any] = {}


def order_type(g: "Game", region: str) -> str | None:
    o = g.s.orders.get(region)
    return g.rs.order_tokens[o["token"]].type if o else None


def acts_as(g: "Game", region: str, otype: str, kept: list[str] | tuple[str, ...] = ()) -> bool:
    """The order in `region` resolves now as `otype`: its own kind, or a two-way token's second
    kind (a vassal's Raid/Support at the raid step, Defense/Muster at consolidate power) unless
    it was already kept as its first kind this phase (`kept`)."""
    tok = g.rs.order_tokens[g.s.orders[region]["token"]]
    return tok.type == otype or (tok.also == otype and region not in kept)


def houses_acting_as(g: "Game", otype: str, kept: list[str] | tuple[str, ...] = ()) -> set[str]:
    """The houses with an order that `acts_as` `otype` now (one pass over the orders: asked
    before every house's turn of the action phase)."""
    tokens = g.rs.order_tokens
    out: set[str] = set()
    for r, o in g.s.orders.items():
        tok = tokens[o["token"]]
        if tok.type == otype or (tok.also == otype and r not in kept):
            out.add(o["house"])
    return out


def house_orders(g: "Game", house: str, otype: str, kept: list[str] | tuple[str, ...] = ()) -> list[str]:
    """The areas of `house`'s orders that `acts_as` `otype` now, sorted."""
    tokens = g.rs.order_tokens
    out = []
    for r, o in g.s.orders.items():
        if o["house"] == house:
            tok = tokens[o["token"]]
            if tok.type == otype or (tok.also == otype and r not in kept):
                out.append(r)
    out.sort()
    return out


def raid_targets(g: "Game", source: str) -> list[str]:
    rs, s = g.rs, g.s
    orders, tokens, regions = s.orders, rs.order_tokens, rs.regions
    o = orders[source]
    house = o["house"]
    special = tokens[o["token"]].starred
    kinds = tuple(rs.rules["special_raid"]["kinds"]) if special else RAIDABLE
    src_kind = regions[source].kind
    out = []
    closed = V.closed_areas(g, house)  # a vassal family never raids itself
    for n in B.sorted_neighbours(rs, source):
        t = orders.get(n)
        if not t or t["house"] == house or n in closed or (
                tokens[t["token"]].type not in kinds and t["token"] not in rs.raidable_tokens):
            continue
        kind = regions[n].kind
        if src_kind == "land" and kind != "land":
            continue
        if src_kind == "port" and kind != "sea":
            continue
        if kind == "port" and src_kind != "sea":
            continue
        out.append(n)
    return out


# ----- marching -----------------------------------------------------------------

def combat_kind(g: "Game", house: str, dest: str) -> str | None:
    """'combat' against another house, 'neutral' against a neutral force, else None."""
    s = g.s
    a = s.units.get(dest)
    if a and a["house"] != house:
        return "combat"
    if dest in s.neutral:
        return "neutral"
    if dest in s.garrisons and not a and B.garrison_holder(g.rs, s, dest) not in (None, house):
        return "combat"
    return None


def march_options(g: "Game", house: str, source: str) -> dict[str, Any]:
    rs, s = g.rs, g.s
    a = s.units[source]
    is_ship = rs.regions[source].kind != "land"
    dests = (B.ship_destinations if is_ship else B.land_destinations)(rs, s, house, source)
    if s.vassals:
        dests -= V.closed_to_march(g, house)
    listed = sorted(dests)
    out = {
        "units": list(a["units"]),
        "destinations": listed,
        "combat": [d for d in listed if combat_kind(g, house, d)],
        "can_leave_power_token": can_leave_token(g, house, source),
    }
    unit_types = rs.unit_types
    flyers = [u for u in a["units"] if unit_types[u].flies]
    if flyers:  # a group of flying units only may go to any land area in play
        flight = U.flight_destinations(rs, s, source)
        if len(flyers) == len(a["units"]):
            flight -= V.closed_to_march(g, house)
            out["destinations"] = sorted(flight)
            out["combat"] = sorted(d for d in flight if combat_kind(g, house, d))
        else:
            out["flight_destinations"] = sorted(flight - dests)
    return out


def can_leave_token(g: "Game", house: str, source: str) -> bool:
    reg = g.rs.regions[source]
    return (reg.kind == "land" and reg.home_of != house and source not in g.s.tokens
            and g.s.power[house] > 0)


def validate_march(g: "Game", house: str, cmd: ResolveMarch) -> dict[str, list[str]]:
    rs, s = g.rs, g.s
    source = cmd.source
    o = s.orders.get(source)
    if not (o and o["house"] == house and order_type(g, source) == "march"):
        raise illegal("march-no-order", house=house, source=source)
    a = s.units.get(source)
    ready: dict[str, int] = {}
    if a:
        for u in a["units"]:
            ready[u] = ready.get(u, 0) + 1
    is_ship = rs.regions[source].kind != "land"
    dests = (B.ship_destinations if is_ship else B.land_destinations)(rs, s, house, source)
    moves: dict[str, list[str]] = {}
    closed = V.closed_areas(g, house) if cmd.moves else set()  # the same for every move
    closed_to_march = V.closed_to_march(g, house) if cmd.moves else set()
    for dest, units in cmd.moves:  # each check as `require` would, inline (every march is checked)
        if dest == source:
            raise illegal("march-must-leave")
        if not units:
            raise illegal("march-no-units")
        if not (dest in dests or (U.all_fly(rs, list(units)) and dest in U.flight_destinations(rs, s, source))):
            raise illegal("march-destination", source=source, dest=dest)
        if dest in closed:
            raise illegal("march-family-area", dest=dest)
        if dest in closed_to_march:
            raise illegal("march-vassal-port", dest=dest)
        moves.setdefault(dest, []).extend(units)
    moving: dict[str, int] = {}
    for us in moves.values():
        for u in us:
            moving[u] = moving.get(u, 0) + 1
    for u, n in moving.items():
        if ready.get(u, 0) < n:
            raise illegal("march-units-unavailable", source=source)
    combats = [d for d in moves if combat_kind(g, house, d)]
    require(len(combats) <= 1, "march-one-combat")
    overrides: dict[str, int] = {source: B.unit_count(s, source) - sum(moving.values())}
    for dest, units in moves.items():
        if rs.regions[dest].kind == "port":
            require(B.unit_count(s, dest) + len(units) <= B.PORT_CAPACITY, "port-capacity",
                    limit=B.PORT_CAPACITY)
        own = B.unit_count(s, dest) if B.owner_of_units(s, dest) == house else 0
        overrides[dest] = own + len(units)
    require(B.within_supply(rs, s, house, overrides), "march-supply")
    if cmd.leave_power_token:
        require(can_leave_token(g, house, source), "march-token-not-allowed", source=source)
        require(overrides[source] == 0, "march-token-units-remain")
    return moves


@handler
class MarchStep(Handler):
    """Carries out a validated march: plain moves first, then at most one combat."""

    kind = "march"

    def run(self, g, f):
        rs, s = g.rs, g.s
        house, source = f["house"], f["source"]
        if f["step"] == "start":
            token = s.orders.pop(source)["token"]
            f["token"] = token
            free_token = V.leaves_free_token(g, house, source, sum(len(u) for u in f["moves"].values()))
            combat_dest = None
            for dest, units in sorted(f["moves"].items()):
                kind = combat_kind(g, house, dest)
                if kind:
                    combat_dest = (dest, units, kind)
                    continue
                B.remove_units(s, source, units)
                B.add_units(s, dest, house, units)
                g.emit("UnitsMoved", house=house, source=source, dest=dest, units=list(units))
                if s.tokens.get(dest) not in (None, house):
                    g.emit("PowerTokenRemoved", house=s.tokens.pop(dest), region=dest)
                f.setdefault("takeovers", []).append(dest)
            if f["leave_token"] or free_token:
                if house not in s.vassals:  # a vassal's token is free
                    s.power[house] -= 1
                s.tokens[source] = house
                g.emit("PowerTokenPlaced", house=house, region=source)
            if not f["moves"]:
                g.emit("MarchSkipped", house=house, region=source)
            f["step"] = "takeover"
            if combat_dest:
                # the victory rule is asked between the quiet moves and the fight: if they
                # took the last castle needed, the game ends before the combat
                f["combat"] = [combat_dest[0], list(combat_dest[1]), combat_dest[2]]
                f["step"] = "fight"
            return True
        if f["step"] == "fight":
            dest, units, kind = f.pop("combat")
            f["step"] = "takeover"
            B.remove_units(s, source, units)
            # a won combat takes the area too: its port may hold enemy ships
            # (port_takeover_frame does nothing unless the attacker now controls it)
            f.setdefault("takeovers", []).append(dest)
            frame = {"kind": "combat" if kind == "combat" else "neutral-combat", "area": dest,
                     "attacker": house, "source": source, "attackers": sorted(units), "token": f["token"]}
            if kind == "combat":
                a = s.units.get(dest)
                frame["defender"] = a["house"] if a else B.garrison_holder(rs, s, dest)
            return push(g, frame)
        if f["step"] == "takeover":
            while f.get("takeovers"):
                land = f["takeovers"].pop(0)
                frame = port_takeover_frame(g, house, land)
                if frame:
                    return push(g, frame)
            f["step"] = "end"
            return True
        if f["step"] == "end":
            return finish(g, f)
        raise AssertionError(f["step"])


def port_takeover_frame(g: "Game", house: str, land: str) -> dict[str, Any] | None:
    """When `house` takes a land area, enemy ships in its port may become its own."""
    rs, s = g.rs, g.s
    reg = rs.regions.get(land)
    if not reg or reg.kind != "land" or not reg.port or B.controller(rs, s, land) != house:
        return None
    a = s.units.get(reg.port)
    if not a or a["house"] == house:
        return None
    n = len(a["units"]) + len(a["routed"])
    best = 0
    for k in range(1, min(n, B.reserve(rs, s, house, "ship")) + 1):
        if B.within_supply(rs, s, house, {reg.port: k}):
            best = k
    return {"kind": "port-takeover", "seat": house, "port": reg.port, "options": list(range(best + 1))}


@handler
class PortTakeoverStep(Handler):
    kind = "port-takeover"

    def run(self, g, f):
        if "n" not in f:
            if len(f["options"]) > 1:
                return False
            f["n"] = 0
        s, port, house = g.s, f["port"], f["seat"]
        old = s.units.pop(port)
        s.orders.pop(port, None)
        g.emit("UnitsDestroyed", house=old["house"], region=port, units=old["units"] + old["routed"],
               why="port-taken")
        if f["n"]:
            B.add_units(s, port, house, ["ship"] * f["n"])
            g.emit("ShipsTakenOver", house=house, region=port, count=f["n"])
        return finish(g, f)

    def decisions(self, g, f):
        if "n" in f:
            return []
        options = {"prompt": "port-takeover", "options": f["options"], "port": f["port"]}
        return [Decision(f["seat"], "choose", "Choose", {**options, **described(g, "choose", options)})]

    def apply(self, g, f, seat, cmd):
        require(cmd.choice in f["options"], "port-takeover-count")
        f["n"] = cmd.choice


# ----- the action phase ---------------------------------------------------------

@handler
class ActionStep(Handler):
    kind = "action"

    def _next_house(self, g, f, otype: str, also: tuple[str, ...] = ()) -> str | None:
        """The next house in (current) Iron Throne order with an order of this type left.

        Houses take turns in cycles: each house with orders left resolves one per
        cycle, in the current turn order, so a track change mid-phase (Doran
        Martell) reorders the rest of the cycle but never skips a house.
        """
        order = g.s.tracks["iron_throne"]  # read only
        kept = f.get("kept", [])
        with_orders = houses_acting_as(g, otype, kept)
        if otype == "consolidate-power":  # a two-way Defense/Muster musters at this step
            with_orders |= houses_acting_as(g, "muster")
        if also:  # other orders resolved at this step (`STEP_ORDERS`)
            tokens = g.rs.order_tokens
            with_orders |= {o["house"] for o in g.s.orders.values() if tokens[o["token"]].type in also}
        for _ in range(2):
            for h in order:
                if h not in f["acted"] and h in with_orders:
                    f["current"] = h
                    return h
            f["acted"] = []
        return None

    def _turn_done(self, f) -> None:
        if "resolved" in f:
            f["acted"].append(f.pop("resolved"))

    def run(self, g, f):
        s = g.s
        step = f["step"]
        f.setdefault("acted", [])
        if step == "start":
            f["step"], f["acted"] = "raid", []
            return True
        if step == "raid" and "raid_pick" in f:  # a starred raid's further target (1st edition)
            more, pick = f.pop("raid_more"), f.pop("raid_pick")
            if pick != "none":
                self._raid_one(g, more["house"], more["source"], pick)
                if more["left"] > 1:
                    return self._ask_more_raids(g, f, more["house"], more["source"],
                                                [r for r in more["targets"] if r != pick], more["left"] - 1)
        if step in ("raid", "march"):
            self._turn_done(f)
            if self._next_house(g, f, step) is not None:
                return False
            f["step"], f["acted"] = ("march" if step == "raid" else "consolidate"), []
            return True
        if step == "consolidate":
            self._turn_done(f)
            if "cp_choice" in f:
                region = f.pop("cp_region")
                choice = f.pop("cp_choice")
                house = s.orders.pop(region)["house"]
                f["resolved"] = house
                if choice == "muster":
                    return push(g, muster(house, [region]))
                self._consolidate(g, house, region)
                return True
            h = self._next_house(g, f, "consolidate-power", tuple(STEP_ORDERS))
            if h is None:
                return finish(g, f)
            orders = sorted(house_orders(g, h, "consolidate-power") + house_orders(g, h, "muster"))
            if not orders:  # its other orders of this step, once its Consolidate Power orders are done
                region, otype = next((r, order_type(g, r)) for r, o in sorted(s.orders.items())
                                     if o["house"] == h and order_type(g, r) in STEP_ORDERS)
                f["resolved"] = h
                return push(g, STEP_ORDERS[otype](h, region))
            region = orders[0]
            if acts_as(g, region, "muster"):
                return self._order_muster(g, f, h, region)
            token = g.rs.order_tokens[s.orders[region]["token"]]
            reg = g.rs.regions[region]
            if token.starred and A.castle(g.rs, s, region) and g.rs.rules["special_consolidate_power_musters"]:
                f["cp_region"] = region
                return push(g, choose(h, "special-consolidate-power", ["consolidate", "muster"],
                                      "cp_choice", region=region))
            del s.orders[region]
            self._consolidate(g, h, region)
            f["resolved"] = h
            return True
        raise AssertionError(step)

    def _order_muster(self, g, f, house: str, region: str) -> bool:
        """A two-way Defense/Muster order resolved at consolidate power: the house may muster in
        its area as in a castle (wherever it is, even for a vassal); the order leaves the board."""
        del g.s.orders[region]
        f["resolved"] = house
        g.emit("OrderMusterResolved", house=house, region=region)
        if A.castle(g.rs, g.s, region):
            return push(g, muster(house, [region], by_order=True))
        return True

    def _consolidate(self, g, house: str, region: str) -> None:
        reg = g.rs.regions[region]
        if reg.kind == "land":
            amount = 1 + A.crowns(g.rs, g.s, region)
        elif reg.kind == "port":
            amount = 0 if B.enemy_ships_in(g.s, reg.port_sea, house) else 1
        else:
            amount = 0
        got = B.gain_power(g.rs, g.s, house, amount)
        g.emit("PowerConsolidated", house=house, region=region, amount=got)

    def _raid_one(self, g, house: str, source: str, target: str) -> None:
        """Remove the raided order; a raided Consolidate Power order pays the raider."""
        s = g.s
        victim = s.orders.pop(target)
        g.emit("OrderRaided", house=house, source=source, target=target,
               victim=victim["house"], token=victim["token"])
        if g.rs.order_tokens[victim["token"]].type == "consolidate-power":
            got = B.gain_power(g.rs, s, house, 1)
            lost = min(g.rs.rules["raided_consolidate_power_costs_victim"], s.power[victim["house"]])
            s.power[victim["house"]] -= lost
            g.emit("PowerRaided", house=house, victim=victim["house"], gained=got, lost=lost)

    def _ask_more_raids(self, g, f, house: str, source: str, targets: list[str], left: int) -> bool:
        """A starred raid that may remove more orders (1st edition: up to two) asks for the next."""
        targets = [r for r in targets if r in g.s.orders]
        if not targets:
            return True
        f["raid_more"] = {"house": house, "source": source, "targets": targets, "left": left}
        return push(g, choose(house, "special-raid-more", targets + ["none"], "raid_pick", source=source))

    def decisions(self, g, f):
        step = f["step"]
        if step not in ("raid", "march") or "resolved" in f:
            return []
        h = f["current"]
        if step == "raid":
            raids = house_orders(g, h, "raid", f.get("kept", []))
            options: dict[str, Any] = {"raids": {r: raid_targets(g, r) for r in raids}}
            kept_as = {r: g.rs.order_tokens[g.s.orders[r]["token"]].type for r in raids
                       if g.rs.order_tokens[g.s.orders[r]["token"]].type != "raid"}
            if kept_as:  # a two-way token raiding nothing stays on the board as its first kind
                options["kept_as"] = kept_as
            return [Decision(h, "raid", "ResolveRaid", options)]
        return [Decision(h, "march", "ResolveMarch",
                         {"marches": {r: march_options(g, h, r) for r in house_orders(g, h, "march")}})]

    def apply(self, g, f, seat, cmd):
        s = g.s
        if f["step"] == "raid":
            assert isinstance(cmd, ResolveRaid)
            o = s.orders.get(cmd.source)
            require(o and o["house"] == seat and acts_as(g, cmd.source, "raid", f.get("kept", [])),
                    "raid-no-order", house=seat, source=cmd.source)
            targets = raid_targets(g, cmd.source)
            if cmd.target:
                require(cmd.target in targets, "raid-target", source=cmd.source, target=cmd.target)
            tok = g.rs.order_tokens[o["token"]]
            starred = tok.starred
            f["resolved"] = seat
            if not cmd.target and tok.type != "raid":  # a two-way token kept as its first kind
                f.setdefault("kept", []).append(cmd.source)
                g.emit("OrderKept", house=seat, region=cmd.source, token=o["token"], order=tok.type)
                return
            del s.orders[cmd.source]
            if not cmd.target:
                g.emit("RaidSkipped", house=seat, region=cmd.source)
                return
            self._raid_one(g, seat, cmd.source, cmd.target)
            extra = g.rs.rules["special_raid"]["targets"] - 1 if starred else 0
            if extra > 0:
                self._ask_more_raids(g, f, seat, cmd.source, [r for r in targets if r != cmd.target], extra)
            return
        assert isinstance(cmd, ResolveMarch)
        moves = validate_march(g, seat, cmd)
        f["resolved"] = seat
        push(g, {"kind": "march", "house": seat, "source": cmd.source,
                 "moves": moves, "leave_token": cmd.leave_power_token})
