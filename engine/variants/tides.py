"""Tides of Battle tweaks (docs/RULES.md, Variants; reference `tob-remove-threes`,
`tob-remove-skulls`, `tob-limit-twos`): cards taken out of the Tides of Battle deck, as the
game's ruleset data (`settings.json` "tides_removed"). Every combat draws from the whole deck
that is left, as it draws from the printed one (phases/combat.py)."""
from __future__ import annotations

from typing import Any, Mapping

from .data import settings


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    removed = settings()["tides_removed"]
    for card in raw["tides_of_battle"]["cards"]:
        for vid in ("tob-remove-threes", "tob-remove-skulls", "tob-limit-twos"):
            if played.get(vid):
                card["count"] -= int(removed[vid].get(card["id"], 0))
    raw["tides_of_battle"]["total"] = sum(c["count"] for c in raw["tides_of_battle"]["cards"])
