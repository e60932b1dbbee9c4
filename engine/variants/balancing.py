"""Custom balancing (docs/RULES.md, Variants; reference `custom-balancing`): the community's
changes for the six-house base game and eight-house Mother of Dragons, as the game's ruleset
data (`settings.json` "custom_balancing").

- Base game, six houses: the house whose ship starts in Redwyne Straits (Tyrell, unless the
  start positions were shuffled) starts with a second ship there, when a player plays it.
- Mother of Dragons, eight houses: two Targaryen ships in the Port of Pentos and none in the Bay
  of Pentos; Baratheon one ship in Blackwater Bay and one in Shipbreaker Bay (as a vassal its
  vassal setup's, one and two, as always); the dragons' strength tokens on rounds 2, 4, 7, 9, 10.

The starting units are changed where they are (the player column that starts in an area), so
random start positions (played first) move them with the position, and a vassal, which starts
from its vassal setup, keeps it.
"""
from __future__ import annotations

from typing import Any, Mapping

from .data import settings


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    if not played.get("custom-balancing"):
        return
    changes = settings()["custom_balancing"][ruleset_id]
    for change in changes.get("columns", []):
        for column in raw["starting_units"].values():
            if change["where"] in column:
                for region, units in change["set"].items():
                    if units:
                        column[region] = list(units)
                    else:
                        column.pop(region, None)
                break
    rounds = changes.get("dragon_strength_rounds")
    if rounds:
        for unit in raw["units"]["types"]:
            if (unit.get("strength_steps") or {}).get("rounds"):
                unit["strength_steps"]["rounds"] = list(rounds)
