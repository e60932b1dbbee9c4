"""Planning phase: secret simultaneous orders, revealed together, then the Messenger Raven."""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Any

from ..commands import Choose, PlaceOrders, UseRaven
from ..errors import illegal, require
from ..flow import Decision, Handler, finish, handler
from ..state import deep
from .common import plain

if TYPE_CHECKING:
    from ..game import Game


def is_banned(g: "Game", token_id: str) -> bool:
    """Westeros cards ban an order type ("raid") or one token kind ("march-plus-one")."""
    if not g.s.banned:
        return False
    tok = g.rs.order_tokens[token_id]
    return tok.type in g.s.banned or tok.base in g.s.banned or (tok.also != "" and tok.also in g.s.banned)


def star_limit(g: "Game", house: str) -> int:
    pos = g.s.tracks["kings_court"].index(house)
    return g.rs.star_limits(g.s.players)[pos]


def order_regions(g: "Game", house: str) -> list[str]:
    out = [r for r, a in g.s.units.items() if a["house"] == house]
    out.sort()
    return out


def order_regions_by_house(g: "Game") -> dict[str, list[str]]:
    """`order_regions` of every house in play, in one pass over the units (the planning
    decisions are asked for every house after each one's orders)."""
    out: dict[str, list[str]] = {h: [] for h in g.s.houses}
    units = g.s.units
    for r in sorted(units):
        out.setdefault(units[r]["house"], []).append(r)
    return out


def player_tokens(g: "Game") -> tuple[str, ...]:
    """A player's order tokens in this game: the edition's, plus the sea orders module's."""
    if g.s.options.get("sea_orders"):
        return g.rs.order_token_ids + g.rs.sea_token_ids
    return g.rs.order_token_ids


def allowed_tokens(g: "Game") -> list[str]:
    """A player's order tokens no Westeros card bans this round."""
    if not g.s.banned:
        return list(player_tokens(g))
    return [t for t in player_tokens(g) if not is_banned(g, t)]


TokenKinds = dict[tuple[bool, bool], int]


def token_kinds(g: "Game", allowed: list[str]) -> TokenKinds:
    """How many of `allowed` are (starred, land only): the same for every house. Sea-only
    tokens are counted apart (key (False, None)). A pure function of the ruleset and the
    tokens, so remembered on the ruleset (callers only read it)."""
    rs = g.rs
    key = ("kinds", *allowed)
    got = rs.token_sets.get(key)
    if got is not None:
        return got
    count: dict = {(True, True): 0, (True, False): 0, (False, True): 0, (False, False): 0, (False, None): 0}
    for t in allowed:
        if rs.order_tokens[t].sea_only:
            count[False, None] += 1
        else:
            count[rs.order_tokens[t].starred, rs.land_only(t)] += 1
    rs.token_sets[key] = count
    return count


def required_count(g: "Game", house: str, kinds: TokenKinds | None = None,
                   regions: list[str] | None = None, limit: int | None = None) -> int:
    """As many orders as the house can place: one per area with units, within its
    tokens and star limit (tokens of a land-only type fit only its land areas).
    `kinds`, `regions` and the star `limit` may be passed in when already known (the
    decisions ask for every house after each house's orders)."""
    rs = g.rs
    count = kinds if kinds is not None else token_kinds(g, allowed_tokens(g))
    if regions is None:
        regions = order_regions(g, house)
    kinds_of = rs.regions
    land = sea = 0
    for r in regions:
        kind = kinds_of[r].kind
        if kind == "land":
            land += 1
        elif kind == "sea":
            sea += 1
    water = len(regions) - land
    # sea-only tokens fill sea areas first: never worse than giving those seas other tokens
    at_sea = min(count.get((False, None), 0), sea)
    if limit is None:
        limit = star_limit(g, house)
    return at_sea + most_orders(land, water - at_sea, limit,
                                (count[True, True], count[True, False], count[False, True], count[False, False]))


@lru_cache(maxsize=4096)
def most_orders(land: int, water: int, limit: int, kinds: tuple[int, int, int, int]) -> int:
    """The most orders that fit `land` land and `water` sea or port areas with at most `limit`
    starred ones, given how many tokens are (starred, land only): (yes, yes), (yes, no),
    (no, yes), (no, no). A pure function of small numbers, so it is remembered."""
    starred_land, starred_anywhere, plain_land, plain_anywhere = kinds
    best = 0
    for stars_anywhere in range(min(limit, starred_anywhere) + 1):
        for stars_land in range(min(limit - stars_anywhere, starred_land) + 1):
            anywhere = plain_anywhere + stars_anywhere
            land_tokens = plain_land + stars_land
            at_sea = min(water, anywhere)
            best = max(best, at_sea + min(land, land_tokens + anywhere - at_sea))
    return best


def vassal_tokens(g: "Game") -> list[str]:
    """A vassal's order tokens no Westeros card bans this round."""
    return [t for t in g.rs.vassal_token_ids if not is_banned(g, t)]


def vassal_count(g: "Game", house: str, regions: list[str] | None = None) -> int:
    """The most orders a vassal places: at most the ruleset's limit (2), one per area with its
    units, within its tokens; it may place fewer."""
    if regions is None:
        regions = order_regions(g, house)
    tokens = vassal_tokens(g)
    land_only = sum(1 for t in tokens if g.rs.land_only(t))
    water = sum(1 for r in regions if g.rs.regions[r].kind != "land")
    fits = min(len(regions), len(tokens), (len(regions) - water) + min(water, len(tokens) - land_only))
    return min(int(g.rs.vassal_rules["max_orders"]), fits)


def validate_vassal_orders(g: "Game", house: str, orders: dict[str, str]) -> None:
    regions = set(order_regions(g, house))
    allowed = vassal_tokens(g)
    for region, token in orders.items():
        require(region in regions, "orders-no-units", house=house, region=region)
        require(token in allowed, "orders-unknown-token", token=token)
        require(g.rs.regions[region].kind == "land" or not g.rs.land_only(token),
                "orders-land-only", token=token, region=region)
    require(len(set(orders.values())) == len(orders), "orders-token-twice")
    most = vassal_count(g, house)
    require(len(orders) <= most, "orders-vassal-most", n=most)


def validate_orders(g: "Game", house: str, orders: dict[str, str]) -> None:
    if house in g.s.vassals:
        return validate_vassal_orders(g, house, orders)
    listed = order_regions(g, house)
    regions = set(listed)
    rs = g.rs
    mine = player_tokens(g)
    extra = rs.extra_order_tokens(g.s.options)  # an option's tokens beyond the required count
    banned = g.s.banned
    kinds, tokens, land_only = rs.regions, rs.order_tokens, rs.land_only
    stars = 0
    for region, token in orders.items():  # each check as `require` would, inline (every order is checked)
        if region not in regions:
            raise illegal("orders-no-units", house=house, region=region)
        if token not in mine and token not in extra:
            raise illegal("orders-unknown-token", token=token)
        if banned and is_banned(g, token):
            raise illegal("orders-banned-token", token=token)
        tok = tokens[token]
        kind = kinds[region].kind
        if kind != "land" and land_only(token):
            raise illegal("orders-land-only", token=token, region=region)
        if tok.sea_only and kind != "sea":  # `Ruleset.token_fits`
            raise illegal("orders-sea-only", token=token, region=region)
        if tok.starred:
            stars += 1
    require(len(set(orders.values())) == len(orders), "orders-token-twice")
    limit = star_limit(g, house)
    require(stars <= limit, "orders-star-limit", limit=limit)
    need = required_count(g, house, regions=listed, limit=limit)
    # an option's extra token (the Iron Bank order) is never required: it may take the place
    # of one of the other orders or come on top of them (docs/RULES.md, The Iron Bank)
    extras = sum(1 for t in orders.values() if t in extra) if extra else 0
    require(need <= len(orders) <= need + extras, "orders-count", n=need)


# The latest place-orders decisions worked out (by house), and what they
# were worked out from (ruleset, owner of the units in each area, banned orders, King's Court
# order, player count, options, houses): the decisions of the houses still to place their orders
# are the same until one of those changes, so they are not worked out again after each
# house's orders (without vassals, whose decisions wait for every player's orders).
_PLACE_MEMO: dict[str, tuple[Any, ...]] = {}


@handler
class PlanningStep(Handler):
    kind = "planning"

    def run(self, g, f):
        s = g.s
        if f["step"] == "start":
            by_house = order_regions_by_house(g)
            kinds = token_kinds(g, allowed_tokens(g))
            f["submitted"] = {h: {} for h in s.houses
                              if (vassal_count(g, h, by_house[h]) if h in s.vassals
                                  else required_count(g, h, kinds, by_house[h])) == 0}
            f["step"] = "place"
            g.emit("PlanningStarted", banned=list(s.banned))
            return True
        if f["step"] == "place":
            if len(f["submitted"]) < len(s.houses):
                return False
            s.orders = {}
            for h in g.turn_order():
                for region, token in sorted(f["submitted"][h].items()):
                    s.orders[region] = {"house": h, "token": token}
            s.orders_revealed = True
            f["submitted"] = {}
            g.emit("OrdersRevealed", orders={r: [o["house"], o["token"]] for r, o in sorted(s.orders.items())})
            f["step"] = "raven"
            return True
        if f["step"] == "raven":
            return False
        if f["step"] == "peek":
            return False
        if f["step"] == "done":
            return finish(g, f)
        raise AssertionError(f["step"])

    def decisions(self, g, f):
        s = g.s
        if f["step"] == "place":
            owners = {r: a["house"] for r, a in s.units.items()}
            kings_court = s.tracks["kings_court"]
            got = _PLACE_MEMO.get("place")
            if (got is not None and got[0] is g.rs and got[1] == owners and got[2] == s.banned
                    and got[3] == kings_court and got[4] == s.players and got[5] == s.options
                    and got[6] == s.houses and not s.vassals):
                known, submitted = got[7], f["submitted"]
                waiting = [h for h in s.houses if h not in submitted]
                if all(h in known for h in waiting):
                    return [known[h] for h in waiting]
            out = []
            allowed = allowed_tokens(g)
            kinds = token_kinds(g, allowed)
            land_only = [t for t in allowed if g.rs.land_only(t)]
            extra = [t for t in g.rs.extra_order_tokens(s.options) if not is_banned(g, t)]
            sea_only = [t for t in allowed + extra if g.rs.order_tokens[t].sea_only]
            # vassals' orders are placed after every player's (by their commanders)
            players_done = all(h in f["submitted"] for h in s.houses if h not in s.vassals)
            by_house = order_regions_by_house(g)
            for h in s.houses:
                if h in f["submitted"]:
                    continue
                regions = by_house[h]
                if h in s.vassals:
                    if players_done:
                        tokens = vassal_tokens(g)
                        out.append(Decision(h, "place-orders", "PlaceOrders", {
                            "regions": regions, "tokens": tokens, "star_limit": 0,
                            "count": vassal_count(g, h, regions), "fewer": True, "vassal": True,
                            "banned": list(s.banned), "land_only": [t for t in tokens if g.rs.land_only(t)]}))
                    continue
                limit = star_limit(g, h)
                options = {"regions": regions, "tokens": list(allowed),
                           "star_limit": limit, "count": required_count(g, h, kinds, regions, limit),
                           "banned": list(s.banned), "land_only": list(land_only)}
                if extra:  # an option's tokens beyond the required count (the Iron Bank order)
                    options["extra_tokens"] = extra
                if sea_only:
                    options["sea_only"] = sea_only
                out.append(Decision(h, "place-orders", "PlaceOrders", options))
            if not s.vassals:  # asked again after each house's orders
                _PLACE_MEMO["place"] = (g.rs, owners, list(s.banned), list(kings_court), s.players,
                                        deep(s.options), list(s.houses), {d.seat: d for d in out})
            return out
        if f["step"] == "raven":
            h = g.holder("kings_court")
            used = {o["token"] for o in s.orders.values() if o["house"] == h}
            unused = [t for t in player_tokens(g) if t not in used and not is_banned(g, t)]
            mine = sorted(r for r, o in s.orders.items() if o["house"] == h)
            return [Decision(h, "raven", "UseRaven", {"actions": g.rs.raven_actions(),
                                                     "regions": mine, "tokens": unused,
                                                     "star_limit": star_limit(g, h)})]
        if f["step"] == "peek":
            h = g.holder("kings_court")
            return [Decision(h, "raven-peek", "Choose", {"prompt": "raven-peek", "options": ["keep", "bury"],
                                                          "card": s.wildling_deck[0], "question": "raven-peek",
                                                          "choices": [{"word": "keep"}, {"word": "bury"}]})]
        return []

    def apply(self, g, f, seat, cmd):
        s = g.s
        if f["step"] == "place":
            assert isinstance(cmd, PlaceOrders)
            orders: dict[str, str] = {}
            for region, token in cmd.orders:
                if region in orders:
                    raise illegal("orders-two-in-area", region=region)
                orders[region] = token
            validate_orders(g, seat, orders)
            f["submitted"][seat] = orders
            g.emit("OrdersPlaced", house=seat, regions=sorted(orders))
            g.emit("OrdersPlacedSecret", audience=(seat,), house=seat, orders=dict(sorted(orders.items())))
            return
        if f["step"] == "raven":
            assert isinstance(cmd, UseRaven)
            require(cmd.action in g.rs.raven_actions(), "raven-unknown-action", action=cmd.action)
            if cmd.action == "replace":
                mine = {r: o for r, o in s.orders.items() if o["house"] == seat}
                require(cmd.region in mine, "raven-no-order", house=seat, region=cmd.region)
                used = {o["token"] for o in mine.values()}
                require(cmd.token in player_tokens(g) and cmd.token not in used, "raven-token-used",
                        token=cmd.token)
                require(not is_banned(g, cmd.token), "orders-banned-token", token=cmd.token)
                require(g.rs.regions[cmd.region].kind == "land" or not g.rs.land_only(cmd.token),
                        "orders-land-only", token=cmd.token, region=cmd.region)
                require(g.rs.token_fits(cmd.token, cmd.region), "orders-sea-only", token=cmd.token,
                        region=cmd.region)
                stars = sum(1 for o in mine.values() if g.rs.order_tokens[o["token"]].starred)
                stars += g.rs.order_tokens[cmd.token].starred - g.rs.order_tokens[mine[cmd.region]["token"]].starred
                require(stars <= star_limit(g, seat), "raven-star-limit")
                old = mine[cmd.region]["token"]
                s.orders[cmd.region] = {"house": seat, "token": cmd.token}
                g.emit("OrderReplaced", house=seat, region=cmd.region, old=old, new=cmd.token)
                f["step"] = "done"
            elif cmd.action == "peek":
                s.raven_peek = {seat: s.wildling_deck[0]}
                g.emit("WildlingCardPeeked", house=seat)
                f["step"] = "peek"
            else:
                g.emit("RavenUnused", house=seat)
                f["step"] = "done"
            return
        if f["step"] == "peek":
            assert isinstance(cmd, Choose)
            choice: Any = plain(cmd.choice)
            require(choice in ("keep", "bury"), "raven-keep-or-bury")
            if choice == "bury":
                s.wildling_deck.append(s.wildling_deck.pop(0))
                s.raven_peek = {}
                g.emit("WildlingCardBuried", house=seat)
            else:
                g.emit("WildlingCardKept", house=seat)
            f["step"] = "done"
