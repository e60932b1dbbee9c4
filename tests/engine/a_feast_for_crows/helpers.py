"""Positions of the A Feast for Crows ruleset (four houses with Arryn) for its rules, card and
objective tests. `objective_position` deals the hands a test names and keeps every objective
card somewhere (the rest in the deck), as the invariants want."""
from __future__ import annotations

from typing import Any

from engine.commands import Choose

from ..ruleset_positions import BLOCKER_REGION, Positions, RulesetFight, army

POSITIONS = Positions("a_feast_for_crows", players=4, blockers=("baratheon", "stark", "lannister"), bare=True)
RS = POSITIONS.rs
HOUSES = ("stark", "lannister", "baratheon", "arryn")
position = POSITIONS.position
hand = POSITIONS.hand

__all__ = ["BLOCKER_REGION", "HOUSES", "RS", "Fight", "army", "hand", "position", "objective_position",
           "answer_objectives"]


class Fight(RulesetFight):
    positions = POSITIONS


def objective_position(objectives: dict[str, list[str]] | None = None,
                       scored: dict[str, list[str]] | None = None, **spec: Any):
    """A position whose objective hands are `objectives` (houses not named hold none) and whose
    scored cards are `scored`; every other objective card is in the deck."""
    objectives = {h: list((objectives or {}).get(h, [])) for h in HOUSES}
    scored = {h: list((scored or {}).get(h, [])) for h in HOUSES}
    used = {c for cs in list(objectives.values()) + list(scored.values()) for c in cs}
    spec.setdefault("objective_deck", [c for c in RS.objective_cards if c not in used])
    spec.setdefault("victory_points", {h: 0 for h in HOUSES})
    return position(objectives=objectives, objectives_scored=scored, **spec)


def answer_objectives(g, house: str, cards: list[str]) -> list[Any]:
    """`house` answers its objective question with `cards`."""
    d = next(d for d in g.waiting_for() if d.kind == "objectives" and d.seat == house)
    return g.act(house, Choose(list(cards)))
