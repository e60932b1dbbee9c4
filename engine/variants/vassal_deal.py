"""Random vassal assignment (docs/RULES.md, Variants; reference `random-vassal-assignment`): at the
start of every Planning phase the vassals are handed out instead of claimed.

Each vassal in turn (in house order) goes to a player house drawn at random among those that
command the fewest vassals so far, so the vassals are shared as evenly as they can be and nobody
chooses. The claim's events are told as for a claim: the houses that took part, each player's
vassals, then who commands whom.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..flow import Handler, finish, handler

if TYPE_CHECKING:
    from ..game import Game


def claim_frame(g: "Game", frame: dict[str, Any]) -> dict[str, Any]:
    """The claim of this Planning phase becomes a deal."""
    return {"kind": "vassal-deal", "step": "start"}


@handler
class VassalDealStep(Handler):
    """Frame: no decision; every vassal is handed out at once."""

    kind = "vassal-deal"

    def run(self, g, f):
        s = g.s
        players = [h for h in s.tracks["iron_throne"] if h not in s.vassals]
        s.commanders = {}
        g.emit("VassalClaimStarted", vassals=list(s.vassals), order=list(players))
        counts = {h: 0 for h in players}
        for vassal in s.vassals:
            fewest = min(counts.values())
            among = [h for h in players if counts[h] == fewest]
            house = among[g.draw_random(len(among))]
            s.commanders[vassal] = house
            counts[house] += 1
        for house in players:
            taken = sorted(v for v, c in s.commanders.items() if c == house)
            if taken:
                g.emit("VassalsClaimed", house=house, vassals=taken)
        g.emit("VassalsCommanded", commanders=dict(sorted(s.commanders.items())))
        return finish(g, f)
