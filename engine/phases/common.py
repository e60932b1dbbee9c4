"""Child steps shared by many phases: choose, select units, bid, settle ties, muster.

Each is a frame the parent pushes with a `result_key`; the child answers by
writing its result under that key in the parent and popping itself.
"""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .. import areas as A
from .. import board as B
from ..commands import Bid, Choose, Muster, OrderHouses, SelectUnits
from ..errors import IllegalCommand, Reason, illegal, require
from ..flow import Decision, Handler, finish, handler
from ..questions import describe, described, question_of

if TYPE_CHECKING:
    from ..game import Game


def plain(value: Any) -> Any:
    """Tuples (as commands carry them) compared equal to lists (as state stores them)."""
    if isinstance(value, tuple | list):
        return [plain(v) for v in value]
    return value


# ----- shared board effects --------------------------------------------------

def destroy(g: "Game", region: str, units: list[str], why: str, routed_first: bool = True) -> None:
    """Remove `units` of the army in `region`. A unit type picked among ready and routed
    pieces alike (a wildling or supply loss) takes a routed piece first; casualties of a
    battle are picked among the fighting (ready) units, so they pass routed_first=False."""
    if not units:
        return
    house = g.s.units[region]["house"]
    B.remove_units(g.s, region, units, routed_first=routed_first)
    g.emit("UnitsDestroyed", house=house, region=region, units=list(units), why=why)


def move_on_track(g: "Game", house: str, track: str, position: int) -> None:
    """Put `house` at `position` (0 = first, -1 = last) on an influence track."""
    order = g.s.tracks[track]
    order.remove(house)
    if position < 0:
        order.append(house)
    else:
        order.insert(position, house)
    if g.rs.rules.get("fixed_track_places"):
        order[:] = with_pinned_places(g, order)
    g.emit("TrackChanged", track=track, order=list(order))


# ----- fixed track places and handed-out bids (`rules.fixed_track_places`, `rules.bid_handed_out`)

def pinned_places(g) -> dict[str, int]:
    """Houses in play that always hold one place on every influence track (-1: last)."""
    fixed = g.rs.rules.get("fixed_track_places") or {}
    return {h: int(p) for h, p in fixed.items() if h in g.s.houses}


def handing_houses(g) -> list[str]:
    """Houses in play whose Clash of Kings bid is handed out to the others' bids."""
    return [h for h in (g.rs.rules.get("bid_handed_out") or []) if h in g.s.houses]


def with_pinned_places(g, order: list[str]) -> list[str]:
    """A track order with every pinned house put back on its place."""
    pinned = pinned_places(g)
    out = [h for h in order if h not in pinned]
    for h, place in sorted(pinned.items(), key=lambda kv: kv[1] % (len(order) or 1)):
        out.insert(place % len(order) if place >= 0 else len(out) + 1 + place, h)
    return out


def end_game(g: "Game", winner: str, why: str, shared: list[str] | None = None,
             decided_by: dict | None = None) -> None:
    """End the game; `shared` lists every winner of a shared win (1st edition's last tiebreak).
    The public GameWon event says which rule decided: `why` ("castles": the goal reached at once,
    with `needed`; "rounds": the last round played) and, after the last round, `decided_by`
    (the measures compared up to the one that decided, and each house's values)."""
    g.s.winner = winner
    g.s.winners = list(shared or [winner])
    g.s.finished = True
    g.s.stack.clear()
    counts = B.castle_counts(g.rs, g.s)
    extra: dict = {"decided_by": decided_by} if decided_by is not None else {}
    if why == "castles":
        extra["needed"] = g.rs.castles_needed(g.s.players)
    if g.s.victory_points:  # a ruleset with a victory-point track: where everyone stands on it
        extra["points"] = dict(g.s.victory_points)
    g.emit("GameWon", house=winner, why=why, castles={h: counts.get(h, 0) for h in g.s.houses},
           rounds_played=g.s.round, **extra)
    if len(g.s.winners) > 1:
        g.emit("WinShared", houses=list(g.s.winners))


def validate_last_round(g: "Game", _seat: Any, _cmd: Any) -> None:
    """The table's `EndAfterThisRound`: refused once a last round is set, or in the last round."""
    s = g.s
    last = s.last_round or g.rs.rounds
    require(s.round < last, "last-round-already", n=last)


def set_last_round(g: "Game", _seat: Any, _cmd: Any) -> None:
    """The round being played becomes the last: the game ends after it, ranked as after the
    ruleset's last round (phases/round.py)."""
    g.s.last_round = g.s.round
    g.emit("LastRoundSet", round=g.s.round)


def validate_declared_winner(g: "Game", _seat: Any, cmd: Any) -> None:
    s = g.s
    if cmd.why not in ("declared", "clock"):
        raise IllegalCommand(Reason.MALFORMED, "malformed-command", problem="why must be declared or clock")
    require(cmd.house in s.houses and cmd.house not in s.vassals, "winner-not-a-player", house=cmd.house)


def declare_winner(g: "Game", _seat: Any, cmd: Any) -> None:
    """The game ends at once with `cmd.house` as its winner: the table declared it (`why`
    "declared"), or every other player's chess clock ran out ("clock")."""
    end_game(g, cmd.house, cmd.why)


def hand_after_discard(g: "Game", house: str, just_discarded: str | list[str] | None) -> None:
    """Hand recycling: an empty hand takes back every discarded card except the one(s)
    that were just played or discarded (they stay in the discard pile); in the 1st
    edition (rule `hand_recycle` "all") all seven come back."""
    if g.s.hands[house]:
        return
    keep = [just_discarded] if isinstance(just_discarded, str) else list(just_discarded or [])
    if g.rs.rules.get("hand_recycle") == "all":
        keep = []
    back = [c for c in g.s.discards[house] if c not in keep]
    if not back:  # cards removed from the game left nothing else: the kept ones come back too
        back, keep = list(g.s.discards[house]), []
    if "variants" in g.s.options:  # a variant may change the cards that come back (a perpetuum draft)
        from ..variants import transform

        back = transform(g, "cards_back", back, house)
    g.s.hands[house] = sorted(back)
    g.s.discards[house] = [c for c in g.s.discards[house] if c in keep]
    g.emit("HouseCardsReturned", house=house, cards=sorted(back))


def unit_candidates(g: "Game", house: str, kinds: tuple[str, ...] | None = None) -> list[list[str]]:
    out = []
    for region in sorted(g.s.units):
        a = g.s.units[region]
        if a["house"] != house:
            continue
        for u in a["units"] + a["routed"]:
            if kinds is None or u in kinds:
                out.append([region, u])
    return out


# ----- choose ----------------------------------------------------------------

@handler
class ChooseStep(Handler):
    """Frame: seat, prompt, options (plain values), optional info, result_key."""

    kind = "choose"

    def run(self, g, f):
        if "chosen" in f:
            return finish(g, f, f["chosen"])
        if len(f["options"]) == 1 and f.get("auto_single", True):
            f["chosen"] = f["options"][0]
            return True
        return False

    def decisions(self, g, f):
        if "chosen" in f:
            return []
        options = {"prompt": f["prompt"], "options": f["options"], **f.get("info", {})}
        return [Decision(f["seat"], "choose", "Choose", {**options, **described(g, "choose", options)})]

    def apply(self, g, f, seat, cmd: Choose):
        choice = plain(cmd.choice)
        require(choice in f["options"], "choice-not-an-option")
        f["chosen"] = choice
        question, card = question_of(g, f["prompt"])
        g.emit("Chose", audience=(seat,) if f.get("secret") else None, house=seat, prompt=f["prompt"],
               choice=choice, question=question, card=card, described=describe(g, choice, question))


def choose(seat: str, prompt: str, options: list[Any], result_key: str, secret: bool = False,
           **info: Any) -> dict[str, Any]:
    """A question for `seat`; with `secret` only that seat hears what it chose (a card put face
    down on a deck)."""
    frame = {"kind": "choose", "seat": seat, "prompt": prompt, "options": options,
             "result_key": result_key, "info": info}
    if secret:
        frame["secret"] = True
    return frame


# ----- select units -------------------------------------------------------------

VALIDATORS: dict[str, Any] = {}


def validator(name: str):
    def deco(fn):
        VALIDATORS[name] = fn
        return fn
    return deco


@validator("supply")
def _fits_supply_minimally(g: "Game", f: dict[str, Any], picked: list[list[str]]) -> None:
    house = f["seat"]
    sizes = Counter(r for r, _ in picked)
    over = {r: B.unit_count(g.s, r) - n for r, n in sizes.items()}
    require(B.within_supply(g.rs, g.s, house, over), "supply-still-exceeded")
    for r in sizes:  # minimal: keeping any one of them would break the limit
        keep = dict(over)
        keep[r] += 1
        require(not B.within_supply(g.rs, g.s, house, keep), "supply-too-many-destroyed")


@validator("one-area")
def _one_area(g: "Game", f: dict[str, Any], picked: list[list[str]]) -> None:
    require(len({r for r, _ in picked}) <= 1, "select-one-area")


def unit_worth(g: "Game", units: list[str]) -> int:
    """What units are worth in mustering points (a footman or ship 1, a knight 2)."""
    return sum(g.rs.unit_types[u].muster_cost for u in units)


@validator("worth")
def _worth_minimally(g: "Game", f: dict[str, Any], picked: list[list[str]]) -> None:
    """Units worth at least f["worth"] points (or all there are), none of them spare."""
    need = min(f["worth"], unit_worth(g, [u for _, u in f["candidates"]]))
    got = unit_worth(g, [u for _, u in picked])
    n = f["worth"]
    require(got >= need, "select-worth", n=n)
    require(all(got - unit_worth(g, [u]) < need for _, u in picked), "select-worth", n=n)


@handler
class SelectUnitsStep(Handler):
    """Frame: seat, prompt, candidates [[region, unit]], min, max, validator, effect."""

    kind = "select-units"

    def run(self, g, f):
        if "picked" in f:
            return finish(g, f, f["picked"])
        cands = f["candidates"]
        if f["max"] == 0 or not cands:
            f["picked"] = []
            return True
        if f["min"] >= len(cands):  # no real choice: everything goes
            self._commit(g, f, f["seat"], [list(c) for c in cands])
            return True
        return False

    def decisions(self, g, f):
        if "picked" in f:
            return []
        extra = {"worth": f["worth"]} if "worth" in f else {}
        options = {"prompt": f["prompt"], "candidates": f["candidates"],
                   "min": f["min"], "max": f["max"], "rule": f.get("validator"), **extra}
        return [Decision(f["seat"], "select-units", "SelectUnits", {**options, **described(g, "select-units", options)})]

    def apply(self, g, f, seat, cmd: SelectUnits):
        picked = [list(p) for p in cmd.units]
        require(f["min"] <= len(picked) <= f["max"], "select-count", min=f["min"], max=f["max"])
        pool = Counter(tuple(c) for c in f["candidates"])
        need = Counter(tuple(p) for p in picked)
        require(all(pool[k] >= n for k, n in need.items()), "select-not-eligible")
        if f.get("validator"):
            VALIDATORS[f["validator"]](g, f, picked)
        self._commit(g, f, seat, picked)

    def _commit(self, g, f, seat, picked):
        f["picked"] = picked
        effect = f.get("effect")
        by_region: dict[str, list[str]] = {}
        for r, u in picked:
            by_region.setdefault(r, []).append(u)
        for r, units in sorted(by_region.items()):
            if effect == "destroy":
                destroy(g, r, units, f["prompt"])
            elif effect in ("knight-to-footman", "footman-to-knight"):
                old, new = ("knight", "footman") if effect == "knight-to-footman" else ("footman", "knight")
                for u in units:
                    assert u == old
                    routed = old not in g.s.units[r]["units"]
                    B.remove_units(g.s, r, [old], routed_first=routed)
                    if B.reserve(g.rs, g.s, seat, new) > 0:
                        B.add_units(g.s, r, seat, [new], routed=routed)
                        g.emit("UnitSwapped", house=seat, region=r, old=old, new=new)
                    else:
                        g.emit("UnitsDestroyed", house=seat, region=r, units=[old], why=f["prompt"])


def select_units(seat: str, prompt: str, candidates: list[list[str]], lo: int, hi: int,
                 result_key: str = "", effect: str | None = None, validator: str | None = None) -> dict[str, Any]:
    return {"kind": "select-units", "seat": seat, "prompt": prompt, "candidates": candidates,
            "min": lo, "max": hi, "result_key": result_key, "effect": effect, "validator": validator}


def reconcile_frame(g: "Game", house: str) -> dict[str, Any] | None:
    """A step that destroys units until `house` fits its supply, or None if it fits."""
    if B.within_supply(g.rs, g.s, house):
        return None
    cands = [c for c in unit_candidates(g, house) if B.unit_count(g.s, c[0]) >= 2]
    return select_units(house, "reconcile-supply", cands, 1, len(cands), effect="destroy", validator="supply")


# ----- secret simultaneous bids -------------------------------------------------

@handler
class BidStep(Handler):
    """Frame: seats, purpose, bids {house: n} (secret until all are in), result_key."""

    kind = "bid"

    def run(self, g, f):
        for h in f["seats"]:
            if h not in f["bids"] and g.s.power[h] == 0:
                f["bids"][h] = 0
        if any(h not in f["bids"] for h in f["seats"]):
            return False
        for h, n in f["bids"].items():
            g.s.power[h] -= n
        g.emit("BidsRevealed", purpose=f["purpose"], bids=dict(f["bids"]))
        return finish(g, f, dict(f["bids"]))

    def decisions(self, g, f):
        return [Decision(h, "bid", "Bid", {"purpose": f["purpose"], "max": g.s.power[h]})
                for h in f["seats"] if h not in f["bids"]]

    def apply(self, g, f, seat, cmd: Bid):
        require(0 <= cmd.amount <= g.s.power[seat], "bid-range", limit=g.s.power[seat])
        f["bids"][seat] = cmd.amount
        g.emit("BidPlaced", house=seat, purpose=f["purpose"])
        g.emit("BidPlacedSecret", audience=(seat,), house=seat, amount=cmd.amount)


def bid(seats: list[str], purpose: str, result_key: str) -> dict[str, Any]:
    return {"kind": "bid", "seats": list(seats), "purpose": purpose, "bids": {}, "result_key": result_key}


# ----- settle a tie ----------------------------------------------------------------

@handler
class OrderHousesStep(Handler):
    """Frame: seat (the Iron Throne holder), houses (tied), prompt, result_key."""

    kind = "order-houses"

    def run(self, g, f):
        if "order" in f:
            return finish(g, f, f["order"])
        if len(f["houses"]) <= 1:
            f["order"] = list(f["houses"])
            return True
        return False

    def decisions(self, g, f):
        if "order" in f:
            return []
        return [Decision(f["seat"], "order-houses", "OrderHouses",
                         {"prompt": f["prompt"], "houses": f["houses"], "question": "tie-order"})]

    def apply(self, g, f, seat, cmd: OrderHouses):
        require(sorted(cmd.order) == sorted(f["houses"]) and len(set(cmd.order)) == len(cmd.order),
                "tie-order")
        f["order"] = list(cmd.order)
        g.emit("TieSettled", house=seat, prompt=f["prompt"], order=list(cmd.order))


# ----- mustering -------------------------------------------------------------------------

def muster_options(g: "Game", house: str, castles: list[str]) -> dict[str, Any]:
    rs, s = g.rs, g.s
    on_board = B.pieces_on_board(s, house)  # counted once for every unit type's reserve
    limits = rs.unit_limits_of(house)
    costs, upgrade_costs = _muster_costs(rs, house)
    return {"castles": muster_castles(g, house, castles),
            "reserve": {u: n - on_board[u] for u, n in limits.items() if rs.unit_types[u].musterable},
            "costs": dict(costs), "upgrade_costs": dict(upgrade_costs)}


def _muster_costs(rs: Any, house: str) -> tuple[dict[str, int], dict[str, int]]:
    """What mustering and upgrading each unit type costs `house` (a pure function of the
    ruleset, worked out once per house; callers copy it)."""
    table = rs.derived.setdefault("muster_costs", {})
    got = table.get(house)
    if got is None:
        limits = rs.unit_limits_of(house)
        got = table[house] = ({u.id: u.muster_cost for u in rs.unit_types.values() if u.musterable},
                              {u.id: u.upgrade_cost for u in rs.unit_types.values()
                               if u.upgrade_cost and u.id in limits})
    return got


def muster_castles(g: "Game", house: str, castles: list[str]) -> dict[str, Any]:
    """Each castle's mustering points and the seas its ships may be placed in."""
    rs, s = g.rs, g.s
    return {c: {"points": A.mustering_points(rs, s, c), "ship_destinations": _ship_destinations(g, house, c)}
            for c in castles}


def _ship_destinations(g: "Game", house: str, castle: str) -> list[str]:
    """Where a ship mustered in `castle` may be placed: its port, then the seas next to it."""
    rs, s = g.rs, g.s
    reg = rs.regions[castle]
    ships = []
    if reg.port and reg.port not in s.blocked:
        ships.append(reg.port)
    ships += sorted(n for n in rs.neighbours[castle]
                    if rs.regions[n].kind == "sea" and n not in s.blocked and n not in s.neutral
                    and not B.enemy_ships_in(s, n, house))
    return ships


def validate_muster(g: "Game", house: str, castles: list[str], actions: list[tuple[str, str, str]]) -> None:
    """Raise IllegalCommand unless `actions` is a legal muster for `house` (changes nothing)."""
    rs, s = g.rs, g.s
    spent: dict[str, int] = {}  # castle -> mustering points spent
    new_pieces: dict[str, int] = {}
    added: dict[str, int] = {}  # region -> units added (net)
    footmen_used: dict[str, int] = {}
    limits = rs.unit_limits_of(house)
    ships: dict[str, list[str]] = {}  # castle -> `muster_castles`' ship destinations, when asked
    for castle, unit, dest in actions:
        if castle not in castles:
            raise illegal("muster-castle", castle=castle)
        if unit.startswith("upgrade:"):
            target = unit.split(":", 1)[1]
            ut = rs.unit_types.get(target)
            require(ut is not None and ut.upgrade_cost and target in limits,
                    "muster-upgrade-unit", unit=target)
            require(dest == castle, "muster-upgrade-area")
            a = s.units.get(castle)
            have = a["units"].count("footman") if a and a["house"] == house else 0
            used = footmen_used.get(castle, 0)
            require(have - used >= 1, "muster-no-footman", castle=castle)
            footmen_used[castle] = used + 1
            spent[castle] = spent.get(castle, 0) + ut.upgrade_cost
            new_pieces[target] = new_pieces.get(target, 0) + 1
            new_pieces["footman"] = new_pieces.get("footman", 0) - 1
        else:
            ut = rs.unit_types.get(unit)
            if not (ut is not None and ut.musterable and unit in limits):
                raise illegal("muster-unknown-unit", unit=unit)
            spent[castle] = spent.get(castle, 0) + ut.muster_cost
            new_pieces[unit] = new_pieces.get(unit, 0) + 1
            if unit == "ship":
                if castle not in ships:
                    ships[castle] = _ship_destinations(g, house, castle)
                require(dest in ships[castle], "muster-ship-destination", dest=dest)
                if rs.regions[dest].kind == "port":
                    require(B.owner_of_units(s, dest) in (None, house), "muster-enemy-ships", dest=dest)
            else:
                if dest != castle:
                    raise illegal("muster-land-area")
                a = s.units.get(castle)
                if not (a is None or a["house"] == house):
                    raise illegal("muster-enemy-units", castle=castle)
            added[dest] = added.get(dest, 0) + 1
    for castle, pts in spent.items():
        points = A.mustering_points(rs, s, castle)
        require(pts <= points, "muster-points", castle=castle, points=points)
    on_board = None
    for unit, n in new_pieces.items():
        if n > 0:
            if on_board is None:
                on_board = B.pieces_on_board(s, house)  # counted once for every unit's reserve
            require(limits.get(unit, 0) - on_board[unit] >= n, "muster-reserve", unit=unit)
    for dest, n in added.items():
        if rs.regions[dest].kind == "port":
            require(B.unit_count(s, dest) + n <= B.PORT_CAPACITY, "port-capacity", limit=B.PORT_CAPACITY)
    overrides = {r: B.unit_count(s, r) + n for r, n in added.items()}
    sizes = B.army_sizes(s, house, overrides)
    require(B.fits_supply(rs, s.supply[house], sizes), "muster-supply")


def perform_muster(g: "Game", house: str, actions: list[tuple[str, str, str]]) -> None:
    for castle, unit, dest in actions:
        if unit.startswith("upgrade:"):
            target = unit.split(":", 1)[1]
            B.remove_units(g.s, dest, ["footman"])
            B.add_units(g.s, dest, house, [target])
            g.emit("UnitUpgraded", house=house, region=dest, new=target)
        else:
            B.add_units(g.s, dest, house, [unit])
            g.emit("UnitMustered", house=house, region=dest, unit=unit, castle=castle)


@handler
class MusterStep(Handler):
    """Frame: seat, castles (areas it may muster in), result_key."""

    kind = "muster"

    def run(self, g, f):
        if "done" not in f and f["seat"] in g.s.vassals and not f.get("by_order"):
            from .vassals import muster_areas

            f["castles"] = muster_areas(g, f["seat"], f["castles"])  # a vassal musters at home only
            if not f["castles"]:
                f["done"] = []
        if "done" in f:
            return finish(g, f, f["done"])
        return False

    def decisions(self, g, f):
        if "done" in f:
            return []
        return [Decision(f["seat"], "muster", "Muster", muster_options(g, f["seat"], f["castles"]))]

    def apply(self, g, f, seat, cmd: Muster):
        actions = [tuple(a) for a in cmd.actions]
        validate_muster(g, seat, f["castles"], actions)  # type: ignore[arg-type]
        perform_muster(g, seat, actions)  # type: ignore[arg-type]
        f["done"] = [list(a) for a in actions]
        g.emit("Mustered", house=seat, count=len(actions))


def muster(seat: str, castles: list[str], result_key: str = "", by_order: bool = False) -> dict[str, Any]:
    """A muster in `castles`; `by_order`: granted by an order in the area itself (a vassal's
    Defense/Muster), so a vassal's home-only limit does not apply."""
    frame = {"kind": "muster", "seat": seat, "castles": list(castles), "result_key": result_key}
    if by_order:
        frame["by_order"] = True
    return frame
