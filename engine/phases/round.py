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
            s.revealed = []
            g.emit("RoundEnded", round=s.round)
            if s.round >= g.rs.rounds:
                end_game(g, final_winner(g), "rounds")
                return True
            s.round += 1
            f["step"] = "start"
            return True
        raise AssertionError(step)


def final_winner(g) -> str:
    """Most castles, then the reference's tiebreaks: land areas, supply, Iron Throne."""
    rs, s = g.rs, g.s
    it = s.tracks["iron_throne"]

    def key(h: str) -> tuple[int, int, int, int]:
        return (B.castle_count(rs, s, h), B.land_count(rs, s, h), s.supply[h], -it.index(h))

    return max(s.houses, key=key)
