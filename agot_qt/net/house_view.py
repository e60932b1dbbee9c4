"""A vassal's view, read from its commander's: the public part with what the vassal alone may
see (the view's `commanded`), and its decisions as the vassal is asked them (docs/PROTOCOL.md
§8-9). The window's decision widgets and every bot answering for a vassal read it; it holds
nothing the seat's view did not. No Qt here: the network bot client uses it too.
"""
from __future__ import annotations

from typing import Any


# what a house alone may see of its own (engine/views.py `_own_parts`): the commander's view
# carries a vassal's under `commanded`
OWN_FIELDS = ("my_orders", "combat", "vassal_hand", "bidding", "wildling_top")


def house_view(view: dict[str, Any], house: str) -> dict[str, Any]:
    """`view` (a seat's) as `house` sees the game: the seat's own view for itself, and for a
    vassal the seat commands the public part with what the vassal may see (`commanded`), its
    decisions as the vassal is asked them. What a decision widget or a bot answering for the
    vassal reads; it holds nothing the seat's view did not."""
    if house == view.get("seat") or house not in (view.get("commanded") or {}):
        return view
    out = {k: v for k, v in view.items() if k not in OWN_FIELDS and k != "commanded"}
    out.update(view["commanded"][house])
    if "combat" not in out and view.get("combat") is not None:  # the public part of a battle it is not in
        public = {k: v for k, v in view["combat"].items() if k != "my_card"}
        out["combat"] = public
    out["seat"] = house
    out["decisions"] = [house_decision(d) for d in view.get("decisions", []) if d.get("house") == house]
    return out


def house_decision(decision: dict[str, Any]) -> dict[str, Any]:
    """A decision as its house itself is asked it (seat = house), as the engine's `house_wire`."""
    house = decision.get("house") or decision["seat"]
    return {**decision, "seat": house, "house": house}
