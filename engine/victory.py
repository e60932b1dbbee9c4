"""Winning at once: the ruleset's victory rule, asked after every change it watches.

A house that reaches the ruleset's goal wins "at any time" (both editions' texts), so the
check cannot live in the march or combat code alone: units die in wildling attacks and
supply reductions, armies retreat, ports change hands. Instead every event that can change
what a rule counts (units or power tokens moving, appearing or dying) marks the rule as due
(`Game.emit`), and the phase machine asks it before its next step (`flow.advance`). While a
combat is being fought its area belongs to nobody for certain (the beaten side's units are
gone, the winner's not yet moved in), so frames that hold control open (`Handler.holds_control`)
make the check wait until they end.

A ruleset names its rule (`rules.victory_rule` in its JSON, "castles" when absent); a new
rule (an expansion's loyalty or objective points) is a new entry in `VICTORY_RULES` that says
which events it watches and who, if anyone, has won now. No phase code names an edition.

The rule "measures" (Mother of Dragons) scores each house by a *measure* the ruleset names
(`rules.victory`: a default measure, and per-house overrides with their own target): castles
and strongholds held, or loyalty gained (Targaryen). Measures are small functions registered by
name. Before it is asked, what follows a change of control happens (`on_control_change`): the
loyalty house (`rules.loyalty.house`) takes the tokens of every area it controls, and a
garrison the ruleset lets come back (`rules.returning_garrisons`: Pentos) returns.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable

from . import board as B

if TYPE_CHECKING:
    from .game import Game
    from .ruleset import Ruleset

# events after which the areas a house controls may differ
CONTROL_EVENTS = frozenset({
    "UnitsMoved", "UnitsRetreated", "UnitsDestroyed", "UnitMustered", "ShipsTakenOver",
    "PowerTokenPlaced", "PowerTokenRemoved", "NeutralForceAttacked",
})


@dataclass(frozen=True)
class VictoryRule:
    """`winner(game)` names the house that has won at this moment, or None; `why` goes into
    the GameWon event (`why_of(game, house)` when the reason depends on the house); `watches`
    are the event kinds after which the rule is asked again; `on_control_change(game)`, when
    given, runs first: what a change of control brings about (loyalty gained, a garrison back)."""

    id: str
    why: str
    watches: frozenset[str]
    winner: Callable[["Game"], str | None]
    why_of: Callable[["Game", str], str] | None = None
    on_control_change: Callable[["Game"], None] | None = None
    # False: a house may stand at the goal between checks (victory points, checked at the
    # round's end only); True: a house at the goal has won at once
    at_any_time: bool = True

    def reason(self, g: "Game", house: str) -> str:
        return self.why_of(g, house) if self.why_of else self.why


def castle_winner(g: "Game") -> str | None:
    """The first house in Iron Throne order holding the castles and strongholds the player
    count needs (7; 8 with three players in the first edition)."""
    rs, s = g.rs, g.s
    counts = B.castle_counts(rs, s)
    needed = rs.castles_needed(s.players)
    for house in s.tracks["iron_throne"]:
        if counts.get(house, 0) >= needed and house not in s.vassals:  # a vassal never wins
            return house
    return None


# ----- per-house measures (Mother of Dragons) ---------------------------------------------

Measure = Callable[["Game", str, dict[str, int]], int]
MEASURES: dict[str, Measure] = {}


def measure(name: str) -> Callable[[Measure], Measure]:
    def deco(fn: Measure) -> Measure:
        MEASURES[name] = fn
        return fn
    return deco


@measure("castles")
def _castles(g: "Game", house: str, castles: dict[str, int]) -> int:
    return castles.get(house, 0)


@measure("loyalty")
def _loyalty(g: "Game", house: str, castles: dict[str, int]) -> int:
    """Loyalty tokens gained for good, plus 1 for each held area with a printed loyalty icon."""
    printed = sum(1 for r in g.rs.printed_loyalty_areas
                  if r not in g.s.blocked and B.controller(g.rs, g.s, r) == house)
    return g.s.loyalty_points.get(house, 0) + printed


@measure("points")
def _points(g: "Game", house: str, castles: dict[str, int]) -> int:
    """The place on the victory track (objectives.py: objectives scored, specials, losses)."""
    return g.s.victory_points.get(house, 0)


def measure_of(g: "Game", house: str) -> tuple[str, int]:
    """(measure, score that wins at once) for `house` under the ruleset's `rules.victory`."""
    v = g.rs.rules.get("victory") or {}
    own = (v.get("by_house") or {}).get(house)
    if own:
        return own["measure"], int(own["to_win"])
    return v.get("measure", "castles"), int(v.get("to_win") or g.rs.castles_needed(g.s.players))


def main_measure(rs: "Ruleset") -> str:
    """What the victory track counts for most houses ("castles" unless the ruleset says)."""
    return (rs.rules.get("victory") or {}).get("measure", "castles")


def scores(g: "Game") -> dict[str, int]:
    """Every house's place on the victory track, by its measure (castles when the ruleset
    names none)."""
    castles = B.castle_counts(g.rs, g.s)
    return {h: MEASURES[measure_of(g, h)[0]](g, h, castles) for h in g.s.houses}


def score(g: "Game", house: str) -> int:
    """`house`'s entry of `scores`, worked out for that house alone (the final ranking asks
    for every house's in turn)."""
    return MEASURES[measure_of(g, house)[0]](g, house, B.castle_counts(g.rs, g.s))


def measures_winner(g: "Game") -> str | None:
    """The first house in Iron Throne order whose measure reaches its target."""
    castles = B.castle_counts(g.rs, g.s)
    for house in g.turn_order():
        if house in g.s.vassals:  # a vassal never wins
            continue
        name, target = measure_of(g, house)
        if MEASURES[name](g, house, castles) >= target:
            return house
    return None


def goal_winner(g: "Game") -> str | None:
    """Among the houses whose measure reached the goal, the one ahead by the ruleset's
    `tiebreaks_at_goal` (A Feast for Crows: land areas, then the Iron Throne); asked only when
    a watched event says the check is due (the round's `check-victory` step)."""
    from .phases.round import tiebreak

    castles = B.castle_counts(g.rs, g.s)
    reached = []
    for house in g.turn_order():
        name, target = measure_of(g, house)
        value = MEASURES[name](g, house, castles)
        if house not in g.s.vassals and value >= target:
            reached.append(house)
    if not reached:
        return None
    keys = (g.rs.rules.get("victory") or {}).get("tiebreaks_at_goal", ["iron_throne"])
    return max(reached, key=lambda h: (MEASURES[measure_of(g, h)[0]](g, h, castles),
                                        *(tiebreak(g, k, h) for k in keys)))


def gain_loyalty(g: "Game") -> None:
    """The loyalty house takes every loyalty token in an area it controls (kept for good)."""
    s = g.s
    if not s.loyalty:
        return
    house = (g.rs.rules.get("loyalty") or {}).get("house")
    if house not in s.houses:
        return
    for region in sorted(s.loyalty):
        if B.controller(g.rs, s, region) == house:
            n = s.loyalty.pop(region)
            s.loyalty_points[house] = s.loyalty_points.get(house, 0) + n
            g.emit("LoyaltyGained", house=house, region=region, n=n, total=s.loyalty_points[house])


def restore_garrisons(g: "Game") -> None:
    """A garrison the ruleset lets come back (`rules.returning_garrisons`: Pentos) returns while
    its home house controls its area again."""
    back = g.rs.rules.get("returning_garrisons")
    if not back:
        return
    for region, strength in back.items():
        home = g.rs.regions[region].home_of
        if (region not in g.s.garrisons and home in g.s.houses and region not in g.s.blocked
                and B.controller(g.rs, g.s, region) == home):
            g.s.garrisons[region] = int(strength)
            g.emit("GarrisonReturned", region=region, house=home)


def after_control_change(g: "Game") -> None:
    gain_loyalty(g)
    restore_garrisons(g)


VICTORY_RULES: dict[str, VictoryRule] = {
    "castles": VictoryRule("castles", "castles", CONTROL_EVENTS, castle_winner),
    "measures": VictoryRule("measures", "castles", CONTROL_EVENTS | {"LoyaltyPlaced", "LoyaltyMoved"}, measures_winner,
                            why_of=lambda g, house: measure_of(g, house)[0],
                            on_control_change=after_control_change),
    # victory points (A Feast for Crows): checked at the round's end only, not at every change
    "points": VictoryRule("points", "points", frozenset({"VictoryChecked"}), goal_winner, at_any_time=False),
}


def rule_for(rs: "Ruleset") -> VictoryRule:
    """The victory rule the ruleset names."""
    name = rs.rules.get("victory_rule", "castles")
    try:
        return VICTORY_RULES[name]
    except KeyError:
        raise ValueError(f"{rs.id} names an unknown victory rule {name!r}") from None
