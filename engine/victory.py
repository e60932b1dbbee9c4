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
    the GameWon event; `watches` are the event kinds after which the rule is asked again."""

    id: str
    why: str
    watches: frozenset[str]
    winner: Callable[["Game"], str | None]


def castle_winner(g: "Game") -> str | None:
    """The first house in Iron Throne order holding the castles and strongholds the player
    count needs (7; 8 with three players in the first edition)."""
    counts = B.castle_counts(g.rs, g.s)
    needed = g.rs.castles_needed(g.s.players)
    for house in g.turn_order():
        if counts.get(house, 0) >= needed:
            return house
    return None


VICTORY_RULES: dict[str, VictoryRule] = {
    "castles": VictoryRule("castles", "castles", CONTROL_EVENTS, castle_winner),
}


def rule_for(rs: "Ruleset") -> VictoryRule:
    """The victory rule the ruleset names."""
    name = rs.rules.get("victory_rule", "castles")
    try:
        return VICTORY_RULES[name]
    except KeyError:
        raise ValueError(f"{rs.id} names an unknown victory rule {name!r}") from None
