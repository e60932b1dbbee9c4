"""A bot that plays random legal moves, built only from its seat's decision and view.

It proposes a command; if the game refuses it, it is asked again with a higher
`attempt` and proposes something simpler (finally the always-legal minimum).
Used by self-play, the benchmark and the random-playout tests.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping
from typing import Any

from .. import commands as C
from ..board import fits_supply
from ..ruleset import ruleset_of_view


def _army_sizes(view: Mapping[str, Any], house: str, minus: Counter[str]) -> list[int]:
    sizes = []
    for r, a in view["units"].items():
        if a["house"] == house:
            n = len(a["units"]) + len(a["routed"]) - minus[r]
            if n >= 2:
                sizes.append(n)
    return sorted(sizes, reverse=True)


def view_is_land(rs: Any, region: str) -> bool:
    return rs.regions[region].kind == "land"


class RandomBot:
    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def propose(self, view: Mapping[str, Any], decision: dict[str, Any], attempt: int = 0) -> Any:
        kind = decision["kind"]
        opts = decision["options"]
        r = self.rng
        simple = attempt >= 6
        if kind == "place-orders":
            tokens = list(opts["tokens"])
            r.shuffle(tokens)
            rs = ruleset_of_view(view)
            chosen, stars = [], 0
            for t in tokens:
                if len(chosen) == opts["count"]:
                    break
                if rs.order_tokens[t].starred:
                    if stars >= opts["star_limit"]:
                        continue
                    stars += 1
                chosen.append(t)
            land_only = set(opts.get("land_only", ()))
            if land_only or opts.get("sea_only"):  # tokens that fit only some areas: seas first
                return C.PlaceOrders(self._with_extras(rs, opts, self._orders_land_only(rs, opts, land_only, simple),
                                                       simple))
            regions = r.sample(opts["regions"], len(chosen))
            return C.PlaceOrders(self._with_extras(rs, opts, tuple(zip(regions, chosen)), simple))
        if kind == "raven":
            action = "none" if simple else r.choice(opts["actions"])
            if action == "replace" and opts["regions"] and opts["tokens"]:
                return C.UseRaven("replace", r.choice(opts["regions"]), r.choice(opts["tokens"]))
            return C.UseRaven("peek" if action == "peek" else "none")
        if kind == "raid":
            source = r.choice(sorted(opts["raids"]))
            targets = opts["raids"][source]
            target = r.choice(targets) if targets and not simple and r.random() < 0.8 else ""
            return C.ResolveRaid(source, target)
        if kind == "march":
            source = r.choice(sorted(opts["marches"]))
            if simple:
                return C.ResolveMarch(source, ())
            o = opts["marches"][source]
            dests = o["destinations"]
            combat = set(o["combat"])
            if not dests:
                return C.ResolveMarch(source, ())
            fight = r.choice(sorted(combat)) if combat and r.random() < 0.6 else None
            calm = [d for d in dests if d not in combat]
            moves: dict[str, list[str]] = {}
            for u in o["units"]:
                roll = r.random()
                if fight and roll < 0.6:
                    moves.setdefault(fight, []).append(u)
                elif calm and roll < 0.85:
                    moves.setdefault(r.choice(calm), []).append(u)
            moved = sum(len(v) for v in moves.values())
            leave = (o["can_leave_power_token"] and moved == len(o["units"])
                     and moved > 0 and r.random() < 0.5 and attempt < 3)
            return C.ResolveMarch(source, tuple((d, tuple(us)) for d, us in sorted(moves.items())), leave)
        if kind == "support":
            sides = opts["sides"]
            return C.DeclareSupport(tuple((reg, r.choice(sides)) for reg in opts["regions"]))
        if kind == "house-card":
            return C.ChooseHouseCard(r.choice(opts["hand"]))
        if kind in ("choose", "raven-peek", "draft", "draft-scenario"):
            return C.Choose(r.choice(opts["options"]))
        if kind == "bid":
            top = opts["max"]
            return C.Bid(0 if simple or top == 0 else r.choice([0, 0, 1, r.randint(0, top)]))
        if kind == "order-houses":
            houses = list(opts["houses"])
            r.shuffle(houses)
            return C.OrderHouses(tuple(houses))
        if kind == "retreat":
            return C.Retreat(r.choice(opts["options"]))
        if kind == "select-units":
            return C.SelectUnits(tuple(tuple(p) for p in self._select(view, decision)))
        if kind == "muster":
            return C.Muster(() if simple else self._muster(view, decision))
        if kind == "objectives":  # any `count` of the cards offered (fewer when optional)
            cards = list(opts["cards"])
            n = min(opts["count"], len(cards))
            if opts.get("optional"):
                n = r.randint(0, n)
            return C.Choose(sorted(r.sample(cards, n)))
        raise ValueError(f"random bot cannot answer {kind}")

    def _with_extras(self, rs: Any, opts: dict[str, Any], pairs: tuple[tuple[str, str], ...],
                     simple: bool) -> tuple[tuple[str, str], ...]:
        """Now and then an option's extra token (the Iron Bank order) in a fitting area, in
        place of the order there or on top of the others."""
        r = self.rng
        sea_only = set(opts.get("sea_only", ()))
        for t in opts.get("extra_tokens", ()):
            if simple or r.random() < 0.5:
                continue
            fits = [g for g in opts["regions"] if t not in sea_only or rs.regions[g].kind == "sea"]
            if fits:
                region = r.choice(fits)
                pairs = tuple(p for p in pairs if p[0] != region) + ((region, t),)
        return pairs

    def _orders_land_only(self, rs: Any, opts: dict[str, Any], land_only: set[str],
                          simple: bool) -> tuple[tuple[str, str], ...]:
        r = self.rng
        tokens = list(opts["tokens"])
        r.shuffle(tokens)
        if simple:  # plain tokens first
            tokens.sort(key=lambda t: rs.order_tokens[t].starred)
        seas = [g for g in opts["regions"] if not view_is_land(rs, g)]
        land = [g for g in opts["regions"] if view_is_land(rs, g)]
        r.shuffle(seas)
        r.shuffle(land)
        sea_only = set(opts.get("sea_only", ()))
        if sea_only:  # sea-only tokens go to open seas before any other token; ports after seas
            tokens.sort(key=lambda t: t not in sea_only)
            seas.sort(key=lambda g: rs.regions[g].kind != "sea")
        pairs: list[tuple[str, str]] = []
        stars = 0
        for group in (seas, land):
            for region in group:
                if len(pairs) == opts["count"]:
                    break
                for t in tokens:
                    starred = rs.order_tokens[t].starred
                    if rs.token_fits(t, region) and not (starred and stars >= opts["star_limit"]):
                        tokens.remove(t)
                        stars += starred
                        pairs.append((region, t))
                        break
        return tuple(pairs)

    def _select(self, view: Mapping[str, Any], decision: dict[str, Any]) -> list[list[str]]:
        opts = decision["options"]
        cands = [list(c) for c in opts["candidates"]]
        r = self.rng
        if opts.get("rule") == "supply":
            rs = ruleset_of_view(view)
            house = decision["seat"]
            level = view["supply"][house]
            picked: list[list[str]] = []
            minus: Counter[str] = Counter()
            pool = list(cands)
            r.shuffle(pool)
            while not fits_supply(rs, level, _army_sizes(view, house, minus)) and pool:
                c = pool.pop()
                picked.append(c)
                minus[c[0]] += 1
            for c in list(picked):  # keep the choice minimal
                minus[c[0]] -= 1
                if fits_supply(rs, level, _army_sizes(view, house, minus)):
                    picked.remove(c)
                else:
                    minus[c[0]] += 1
            return picked
        if opts.get("rule") == "worth":  # units worth `worth` mustering points, none spare
            rs = ruleset_of_view(view)
            cost = {u.id: u.muster_cost for u in rs.unit_types.values()}
            need = min(opts["worth"], sum(cost[u] for _, u in cands))
            pool = list(cands)
            r.shuffle(pool)
            picked, got = [], 0
            for c in pool:
                if got >= need:
                    break
                picked.append(c)
                got += cost[c[1]]
            for c in sorted(picked, key=lambda c: cost[c[1]]):
                if got - cost[c[1]] >= need:
                    picked.remove(c)
                    got -= cost[c[1]]
            return picked
        if opts.get("rule") == "one-area":
            by_area: dict[str, list[list[str]]] = {}
            for c in cands:
                by_area.setdefault(c[0], []).append(c)
            areas = [a for a, cs in by_area.items() if len(cs) >= opts["min"]]
            pool = by_area[r.choice(sorted(areas))] if areas else cands
            return r.sample(pool, opts["min"])
        k = r.randint(opts["min"], opts["max"])
        return r.sample(cands, k)

    def _muster(self, view: Mapping[str, Any], decision: dict[str, Any]) -> tuple[tuple[str, str, str], ...]:
        opts = decision["options"]
        r = self.rng
        reserve = dict(opts["reserve"])
        actions: list[tuple[str, str, str]] = []
        for castle, info in sorted(opts["castles"].items()):
            points = info["points"]
            a = view["units"].get(castle)
            footmen = a["units"].count("footman") if a and a["house"] == decision["seat"] else 0
            while points > 0 and r.random() < 0.7:
                choices = []
                for unit in ("footman", "knight", "siege-engine"):
                    if unit in opts["costs"] and opts["costs"][unit] <= points and reserve.get(unit, 0) > 0:
                        choices.append((castle, unit, castle))
                if info["ship_destinations"] and reserve.get("ship", 0) > 0:
                    choices.append((castle, "ship", r.choice(info["ship_destinations"])))
                if footmen:
                    for unit in ("knight", "siege-engine"):
                        if reserve.get(unit, 0) > 0:
                            choices.append((castle, "upgrade:" + unit, castle))
                if not choices:
                    break
                act = r.choice(choices)
                unit = act[1].split(":")[-1]
                cost = opts["upgrade_costs"][unit] if act[1].startswith("upgrade:") else opts["costs"][unit]
                if cost > points:
                    continue
                points -= cost
                reserve[unit] -= 1
                if act[1].startswith("upgrade:"):
                    footmen -= 1
                    reserve["footman"] = reserve.get("footman", 0) + 1
                actions.append(act)
        return tuple(actions)
