"""Build a game at a chosen position from plain data (scenario files, tests, screenshots).

A position spec starts from a normal new game and overrides what it names:

    {"players": 6, "seed": 1, "options": {...}, "ruleset": "second_edition",
     "phase": "march",            # raid | march | consolidate | planning | westeros | round-start
     "turn": "stark",             # whose turn in an action sub-phase (default: first in turn order)
     "units": {region: {"house": h, "units": [...], "routed": [...]}},  # replaces all units
     "orders": {region: [house, token]},                                # revealed orders
     "tokens", "power", "supply", "tracks", "hands", "discards", "garrisons",
     "neutral", "wildling_threat", "wildling_deck", "westeros", "round", "blade_used",
     "commanders",                 # with options {"vassals": true}: vassal -> commanding seat
     "objectives", "objective_deck", "objectives_scored", "victory_points",  # A Feast for Crows
     "iron_bank", "area_changes",  # with options {"iron_bank": true}: merged over the new bank
     "variants", "decks"}          # variants played (engine/variants), houses' own decks

Unknown keys are refused so a typo in a scenario cannot pass silently.
"""
from __future__ import annotations

from typing import Any

from .flow import advance
from .game import Game
from .ruleset import DEFAULT_RULESET
from .state import deep

OVERRIDES = ("tokens", "power", "supply", "tracks", "hands", "discards", "garrisons", "neutral",
             "wildling_threat", "wildling_deck", "westeros", "round", "blade_used", "banned", "round_rules",
             "loyalty", "loyalty_points", "removed_cards", "unit_steps_advanced", "unit_steps_taken", "commanders",
             "objectives", "objective_deck", "objectives_scored", "victory_points",
             "area_changes", "iron_bank", "decks")
KNOWN = set(OVERRIDES) | {"players", "seed", "options", "phase", "turn", "units", "orders", "ruleset", "variants"}


def build_position(spec: dict[str, Any]) -> Game:
    spec = deep(spec)  # the game must never share (and mutate) the caller's lists
    unknown = set(spec) - KNOWN
    if unknown:
        raise ValueError(f"unknown position keys {sorted(unknown)}")
    g = Game.new(players=spec.get("players", 6), seed=spec.get("seed", 0), options=spec.get("options"),
                 ruleset=spec.get("ruleset", DEFAULT_RULESET), variants=spec.get("variants"))
    s = g.s
    named = set(spec.get("units", {})) | set(spec.get("orders", {})) | set(spec.get("tokens", {})) \
        | set(spec.get("garrisons", {})) | set(spec.get("neutral", {}))
    wrong = sorted(r for r in named if r not in g.rs.regions)
    if wrong:
        raise ValueError(f"unknown regions {wrong}")
    if "units" in spec:
        s.units = {}
        for region, a in spec["units"].items():
            s.units[region] = {"house": a["house"], "units": sorted(a.get("units", [])),
                               "routed": sorted(a.get("routed", []))}
    for key in OVERRIDES:
        if key in spec:
            value = spec[key]
            current = getattr(s, key)
            if isinstance(current, dict) and key not in ("tokens", "garrisons", "neutral", "westeros", "loyalty",
                                                         "commanders", "objectives",
                                                         "area_changes"):
                current = dict(current)
                current.update(value)
                value = current
            setattr(s, key, value)
    phase = spec.get("phase", "planning")
    orders = {r: {"house": h, "token": t} for r, (h, t) in spec.get("orders", {}).items()}
    if phase in ("raid", "march", "consolidate"):
        s.orders = orders
        s.orders_revealed = True
        turn = spec.get("turn")
        order = s.tracks["iron_throne"]
        acted = order[: order.index(turn)] if turn else []
        from .phases.round import after_action

        s.stack = [{"kind": "round", "step": after_action(g.rs)}, {"kind": "action", "step": phase, "acted": acted}]
    elif phase == "planning":
        s.stack = [{"kind": "round", "step": "action"}, {"kind": "planning", "step": "start"}]
    elif phase == "westeros":
        s.stack = [{"kind": "round", "step": "planning"}, {"kind": "westeros", "step": "start"}]
    elif phase == "round-start":  # the start of `round`: the Iron Bank's step, then Westeros
        s.stack = [{"kind": "round", "step": "start"}]
    else:
        raise ValueError(f"unknown phase {phase!r}")
    g._events = []
    g.state_changed()
    advance(g)
    return g
