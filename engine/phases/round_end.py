"""The end of a round's own steps, between the Action phase and the clean-up: the ruleset
lists them in order (`rules.round_end_steps`; A Feast for Crows: supply, special objectives,
one objective scored, objectives drawn back, victory checked). Each step is a function
registered by name, so a ruleset adds a step, not a branch; a ruleset listing none has no
such frame.
"""
from __future__ import annotations

from typing import Any, Callable

from .. import board as B
from .. import objectives as O
from ..flow import Handler, finish, handler, push
from .common import reconcile_frame

# step name -> fn(g, frame) returning frames to push in order (the step's questions)
STEPS: dict[str, Callable[[Any, dict[str, Any]], list[dict[str, Any]]]] = {}


def step(name: str):
    def deco(fn):
        STEPS[name] = fn
        return fn
    return deco


def steps_of(g) -> list[str]:
    return list(g.rs.rules.get("round_end_steps") or [])


@handler
class RoundEndStep(Handler):
    """Frame: idx (the next step), queue (frames still to push for the current step)."""

    kind = "round-end"

    def run(self, g, f):
        if f.get("queue"):
            return push(g, f["queue"].pop(0))
        names = steps_of(g)
        if f["idx"] >= len(names):
            return finish(g, f)
        name = names[f["idx"]]
        f["idx"] += 1
        f["queue"] = STEPS[name](g, f)
        return True


@step("supply")
def _supply(g, f):
    """Every house's supply set to its barrels, then armies reconciled in turn order (as a
    Supply card, every round)."""
    s = g.s
    for h in s.houses:
        s.supply[h] = min(len(g.rs.supply_table) - 1, B.barrels(g.rs, s, h))
    g.emit("SupplyAdjusted", supply=dict(s.supply))
    return [{"kind": "reconcile-house", "house": h} for h in g.turn_order()]


@handler
class ReconcileHouse(Handler):
    """One house brought within its supply, asked when its turn comes (earlier houses'
    losses may have changed nothing for it, but its own armies are counted then)."""

    kind = "reconcile-house"

    def run(self, g, f):
        if f["step"] == "start":
            f["step"] = "done"
            frame = reconcile_frame(g, f["house"])
            if frame:
                return push(g, frame)
            return True
        return finish(g, f)


@step("special-objectives")
def _specials(g, f):
    O.score_specials(g)
    return []


@step("score-objective")
def _score(g, f):
    return O.scoring_frames(g)


@step("draw-objectives")
def _draw(g, f):
    O.draw_back(g)
    return []


@step("check-victory")
def _check(g, f):
    g.emit("VictoryChecked", round=g.s.round)  # the ruleset's victory rule watches it
    return []
