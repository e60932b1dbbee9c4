"""Objective cards and victory points (A Feast for Crows; docs/ARCHITECTURE.md, "Objectives").

A ruleset with an `objectives` section gives every house a secret hand of objective cards
(`GameState.objectives`), dealt at setup (draw `deal`, keep `hand`), and a public special
objective. Whether a card or special objective is met now is a condition its ruleset's
ability module registers by id (`Registry.objective`), so this module names no card. Scored
cards lie face up (`objectives_scored`, public) and move their owner on the victory track
(`victory_points`, 0 to the goal). The round's end runs the ruleset's `round_end_steps`
(phases/round_end.py); those about objectives are here.

Every choice about one's own hand is an `objective-choice` frame: each house it names picks
`count` cards (a list of ids; `optional` allows fewer) among those `allowed` to it, all of
them at once and secretly (`picks` is a frame secret, like bids). The cards offered are in
the house's own decision only.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import board as B
from . import rng
from .commands import Choose
from .errors import require
from .flow import Decision, Handler, finish, handler

if TYPE_CHECKING:
    from .game import Game


def in_play(g: "Game") -> bool:
    return bool(g.rs.objective_rules)


def goal(g: "Game") -> int:
    return int((g.rs.rules.get("victory") or {}).get("to_win", 7))


def special_id(house: str) -> str:
    return f"special-{house}"


def condition(g: "Game", objective: str):
    from .abilities import registry_for

    return registry_for(g.rs).objectives[objective]


def met(g: "Game", house: str, objective: str) -> bool:
    """Whether `house` meets the objective card (or special objective) now."""
    return bool(condition(g, objective)(g, house))


def points(g: "Game", house: str, card: str) -> int:
    return int(g.rs.objective_cards[card]["victory_points"][house])


def add_points(g: "Game", house: str, n: int, why: str) -> None:
    """Move `house` on the victory track, never below 0 nor past the goal."""
    s = g.s
    before = s.victory_points.get(house, 0)
    after = max(0, min(goal(g), before + n))
    s.victory_points[house] = after
    g.emit("VictoryPointsChanged", house=house, points=after, change=after - before, why=why)


# ----- setup --------------------------------------------------------------------------

def set_up(g: "Game") -> None:
    """Shuffle the objective deck, deal `deal` cards to each house, and ask each to keep
    `hand` of them (the rest go back into the deck, shuffled)."""
    s, rules = g.s, g.rs.objective_rules
    s.rng, s.objective_deck = rng.shuffled(s.rng, list(g.rs.objective_cards))
    for h in s.houses:
        s.objectives[h] = [s.objective_deck.pop(0) for _ in range(int(rules["deal"]))]
        s.objectives_scored[h] = []
        s.victory_points[h] = 0
    s.stack.append(choice_frame(g.turn_order(), "keep", int(rules["hand"])))


def choice_frame(seats: list[str], purpose: str, count: int, optional: bool = False,
                 result_key: str = "") -> dict[str, Any]:
    return {"kind": "objective-choice", "step": "start", "seats": list(seats), "purpose": purpose,
            "count": count, "optional": optional, "picks": {}, "result_key": result_key}


def allowed(g: "Game", f: dict[str, Any], house: str) -> list[str]:
    """The cards `house` may pick in this frame: its hand, or only what it meets to score."""
    hand = g.s.objectives.get(house, [])
    if f["purpose"] == "score":
        return [c for c in hand if met(g, house, c)]
    return list(hand)


@handler
class ObjectiveChoiceStep(Handler):
    kind = "objective-choice"

    def run(self, g, f):
        if any(h not in f["picks"] for h in f["seats"]):
            return False
        s = g.s
        purpose = f["purpose"]
        for h in f["seats"]:
            picked = f["picks"][h]
            if purpose == "keep":
                back = [c for c in s.objectives[h] if c not in picked]
                s.objectives[h] = list(picked)
                s.objective_deck.extend(back)
                g.emit("ObjectivesKept", house=h, kept=len(picked))
                g.emit("ObjectivesKeptSecret", audience=(h,), house=h, cards=list(picked))
            elif purpose == "return":
                for c in picked:
                    s.objectives[h].remove(c)
                    s.objective_deck.append(c)
                g.emit("ObjectivesReturned", house=h, n=len(picked))
                g.emit("ObjectivesReturnedSecret", audience=(h,), house=h, cards=list(picked))
            elif purpose == "score":
                for c in picked:
                    s.objectives[h].remove(c)
                    s.objectives_scored[h].append(c)
                    g.emit("ObjectiveScored", house=h, card=c, points=points(g, h, c))
                    add_points(g, h, points(g, h, c), c)
        if purpose in ("keep", "return"):
            s.rng, s.objective_deck = rng.shuffled(s.rng, s.objective_deck)
        return finish(g, f, {h: list(p) for h, p in f["picks"].items()})

    def decisions(self, g, f):
        return [Decision(h, "objectives", "Choose",
                         {"purpose": f["purpose"], "count": f["count"], "optional": f["optional"],
                          "cards": allowed(g, f, h),
                          "met": [c for c in g.s.objectives.get(h, []) if met(g, h, c)],
                          "points": {c: points(g, h, c) for c in g.s.objectives.get(h, [])}})
                for h in f["seats"] if h not in f["picks"]]

    def apply(self, g, f, house, cmd: Choose):
        choice = cmd.choice
        require(isinstance(choice, (list, tuple)) and all(isinstance(c, str) for c in choice),
                "choice-not-an-option")
        picked = list(choice)
        ok = allowed(g, f, house)
        require(len(set(picked)) == len(picked) and all(c in ok for c in picked), "choice-not-an-option")
        n = f["count"]
        require(len(picked) == n or (f["optional"] and len(picked) < n), "choice-not-an-option")
        f["picks"][house] = picked
        g.emit("ObjectivesChosen", house=house, purpose=f["purpose"])


# ----- the round's end (rules.round_end_steps) -----------------------------------------

def score_specials(g: "Game") -> None:
    """Every house meeting its special objective now gains its points (again every round)."""
    each = int(g.rs.objective_rules.get("special_points", 1))
    for h in g.turn_order():
        if h in g.rs.special_objectives and met(g, h, special_id(h)):
            g.emit("SpecialObjectiveScored", house=h, points=each)
            add_points(g, h, each, special_id(h))


def scoring_frames(g: "Game") -> list[dict[str, Any]]:
    """In turn order, one question per house holding objectives: score one it meets now, or
    none. Every such house is asked the same way, whatever its hand holds: who is asked is
    public, so asking only those that meet one would tell what the others hold."""
    return [choice_frame([h], "score", 1, optional=True) for h in g.turn_order() if g.s.objectives.get(h)]


def draw(g: "Game", house: str, why: str) -> bool:
    """`house` draws the top objective card (none when the deck is empty)."""
    s = g.s
    if not s.objective_deck:
        g.emit("ObjectiveDeckEmpty", house=house)
        return False
    card = s.objective_deck.pop(0)
    s.objectives[house].append(card)
    g.emit("ObjectiveDrawn", house=house, why=why)
    g.emit("ObjectiveDrawnSecret", audience=(house,), house=house, card=card)
    return True


def draw_back(g: "Game") -> None:
    """Each house holding fewer than its hand size draws one card."""
    size = int(g.rs.objective_rules["hand"])
    for h in g.turn_order():
        if len(g.s.objectives[h]) < size:
            draw(g, h, "draw-back")


# ----- public and private parts of a view --------------------------------------------

def public_parts(g: "Game") -> dict[str, Any]:
    s = g.s
    return {
        "victory_points": dict(s.victory_points),
        "victory_points_to_win": goal(g),
        "objectives_scored": {h: list(cs) for h, cs in s.objectives_scored.items()},
        "objective_hand_sizes": {h: len(cs) for h, cs in s.objectives.items()},
        "objective_deck_size": len(s.objective_deck),
        "special_objectives": {h: {"id": special_id(h), "points": int(g.rs.objective_rules.get("special_points", 1)),
                                   "met": met(g, h, special_id(h))}
                               for h in s.houses if h in g.rs.special_objectives},
    }


def own_parts(g: "Game", house: str) -> list[dict[str, Any]]:
    """A house's own hand, each card with its points for this house and whether it is met now
    (the engine's answer: no client works it out)."""
    return [{"id": c, "points": points(g, house, c), "met": met(g, house, c)}
            for c in g.s.objectives.get(house, [])]


# ----- Westeros cards about objectives (phases/westeros.py EFFECTS) ----------------------

def _westeros(name: str):
    from .phases.westeros import EFFECTS

    def deco(fn):
        EFFECTS[name] = fn
        return fn
    return deco


@_westeros("objective-penalty")
def _penalty(g, f, what):
    """Every house with at least `scored_at_least` scored objectives loses `points`."""
    for h in g.turn_order():
        if len(g.s.objectives_scored.get(h, [])) >= int(what["scored_at_least"]):
            add_points(g, h, -int(what["points"]), f["card"])
    return finish(g, f)


@_westeros("objective-pool")
def _pool(g, f, what):
    """Each house puts one objective face down in a pool; the pool is shuffled and turned
    up; in turn order each house that gave one takes one of them."""
    s = g.s
    sub = f.get("sub")
    if sub is None:
        seats = [h for h in g.turn_order() if s.objectives.get(h)]
        if not seats:
            return finish(g, f)
        f["sub"] = "given"
        f["step"] = "effect:objective-pool"
        from .flow import push

        return push(g, choice_frame(seats, "pool", 1, result_key="given"))
    if sub == "given":
        given = f.pop("given")
        pool = []
        for h in g.turn_order():
            for c in given.get(h, []):
                s.objectives[h].remove(c)
                pool.append(c)
        s.rng, pool = rng.shuffled(s.rng, pool)
        f["pool"] = pool
        f["takers"] = [h for h in g.turn_order() if given.get(h)]
        f["sub"] = "take"
        g.emit("ObjectivePoolRevealed", cards=list(pool), card=f["card"])
        return True
    if sub == "take":
        if "taken" in f:
            h, c = f["takers"].pop(0), f.pop("taken")
            f["pool"].remove(c)
            s.objectives[h].append(c)
            g.emit("ObjectiveTakenFromPool", house=h, card=c)
        if not f["takers"]:
            return finish(g, f)
        from .flow import push
        from .phases.common import choose

        h = f["takers"][0]
        return push(g, choose(h, "objective-pool", list(f["pool"]), "taken"))
    raise AssertionError(sub)


@_westeros("objective-exchange")
def _exchange(g, f, what):
    """In turn order each house draws an objective; then each shuffles one from its hand back."""
    if f.get("sub") is None:
        for h in g.turn_order():
            draw(g, h, f["card"])
        seats = [h for h in g.turn_order() if g.s.objectives.get(h)]
        f["sub"] = "returned"
        f["step"] = "effect:objective-exchange"
        if seats:
            from .flow import push

            return push(g, choice_frame(seats, "return", 1, result_key="returned"))
        return True
    f.pop("returned", None)
    return finish(g, f)
