"""One game round: Westeros (from round 2), Planning, Action, then clean-up; 10 rounds."""
from __future__ import annotations

from .. import board as B
from ..flow import Handler, handler, push
from .common import end_game


@handler
class RoundStep(Handler):
    kind = "round"

    def run(self, g, f):
        s = g.s
        step = f["step"]
        if step == "start":
            g.emit("RoundStarted", round=s.round)
            f["step"] = "planning"
            if s.round > 1:
                return push(g, {"kind": "westeros"})
            return True
        if step == "planning":
            f["step"] = "action"
            return push(g, {"kind": "planning"})
        if step == "action":
            f["step"] = "end"
            return push(g, {"kind": "action"})
        if step == "end":
            s.orders.clear()
            s.orders_revealed = False
            for a in s.units.values():
                if a["routed"]:
                    a["units"].extend(a["routed"])
                    a["routed"] = []
                    a["units"].sort()
            s.blade_used = False
            s.banned = []
            s.round_rules = []
            s.revealed = []
            g.emit("RoundEnded", round=s.round)
            if s.round >= g.rs.rounds:
                winners = final_winners(g)
                end_game(g, winners[0], "rounds", winners)
                return True
            s.round += 1
            f["step"] = "start"
            return True
        raise AssertionError(step)


def _tiebreak(g, key: str, house: str) -> int:
    rs, s = g.rs, g.s
    if key == "lands":
        return B.land_count(rs, s, house)
    if key == "supply":
        return s.supply[house]
    if key == "barrels":
        return B.barrels(rs, s, house)
    if key == "power":
        return s.power[house]
    if key == "iron_throne":
        return -s.tracks["iron_throne"].index(house)
    raise ValueError(f"unknown tiebreak {key!r}")


def final_winners(g) -> list[str]:
    """Most castles and strongholds, then the ruleset's tiebreaks in order.

    2nd edition: land areas, supply, Iron Throne (always one winner). 1st
    edition: supply barrels, power tokens, then a shared win (every house still
    tied wins, listed in Iron Throne order)."""
    rs, s = g.rs, g.s
    keys = [k for k in rs.rules["final_tiebreaks"] if k != "shared"]

    def key(h: str) -> tuple[int, ...]:
        return (B.castle_count(rs, s, h), *(_tiebreak(g, k, h) for k in keys))

    best = max(key(h) for h in s.houses)
    tied = [h for h in s.tracks["iron_throne"] if key(h) == best]
    return tied if "shared" in rs.rules["final_tiebreaks"] else tied[:1]
