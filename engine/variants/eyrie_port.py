"""A port for The Eyrie (docs/RULES.md, Variants; reference `eyrie-port-affc`): A Feast for Crows
played on a board where The Eyrie has a port, the Port of The Eyrie between The Eyrie and The
Narrow Sea (as Mother of Dragons' board has it), and House Arryn scores 1 point, not 2, for
Mercantile Ventures. Both are the game's ruleset data (`settings.json` "eyrie_port"); the port
is a port like any other for every rule."""
from __future__ import annotations

import copy
from typing import Any, Mapping

from .data import settings


def ruleset_data(raw: dict[str, Any], ruleset_id: str, played: Mapping[str, Any],
                 facts: Mapping[str, Any]) -> None:
    if not played.get("eyrie-port-affc"):
        return
    from ..ruleset import load_ruleset

    data = settings()["eyrie_port"]
    if not any(r["id"] == data["port"] for r in raw["regions"]):
        port = next(r for r in load_ruleset(data["region_from_ruleset"]).raw["regions"] if r["id"] == data["port"])
        port = copy.deepcopy(port)
        port["neutral_force"] = {}
        raw["regions"].append(port)
        for r in raw["regions"]:
            if r["id"] == data["land"]:
                r["port"] = data["port"]
        raw["adjacency"]["pairs"].extend([list(p) for p in data["adjacency"]])
    for card in raw["objectives"]["cards"]:
        for house, points in data["objective_points"].get(card["id"], {}).items():
            card["victory_points"][house] = points
