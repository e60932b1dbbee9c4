"""Positions of the A Dance with Dragons ruleset (six houses) for its rules and card tests: no
scenario power tokens or garrisons unless a test places them."""
from __future__ import annotations

from ..ruleset_positions import BLOCKER_REGION, Positions, RulesetFight, army

POSITIONS = Positions("a_dance_with_dragons", players=6, blockers=('tyrell', 'greyjoy', 'martell', 'stark'), bare=True)
RS = POSITIONS.rs
HOUSES = RS.houses
position = POSITIONS.position
hand = POSITIONS.hand

__all__ = ["BLOCKER_REGION", "HOUSES", "RS", "Fight", "army", "hand", "position"]


class Fight(RulesetFight):
    positions = POSITIONS
