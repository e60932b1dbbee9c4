"""Positions of the Mother of Dragons ruleset (eight houses) for its rules and card tests."""
from __future__ import annotations

from ..ruleset_positions import BLOCKER_REGION, Positions, RulesetFight, army

POSITIONS = Positions("mother_of_dragons", players=8, blockers=('stark', 'greyjoy', 'martell', 'tyrell'))
RS = POSITIONS.rs
HOUSES = RS.houses
position = POSITIONS.position
hand = POSITIONS.hand

__all__ = ["BLOCKER_REGION", "HOUSES", "RS", "Fight", "army", "hand", "position"]


class Fight(RulesetFight):
    positions = POSITIONS
