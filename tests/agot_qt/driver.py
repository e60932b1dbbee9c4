"""Play decisions through the widgets, the way a player does (choices made by a bot).

`drive(widget, command)` turns a command into the widget's own operations
(the ones its buttons, lists and map interactions call) and confirms it.
"""
from __future__ import annotations

from typing import Any

from engine import commands as C


def drive(w: Any, cmd: Any) -> None:
    kind = w.decision["kind"]
    if kind == "place-orders":
        for region in list(w.orders):
            w.clear(region)
        for region, token in cmd.orders:
            w.select(region)
            w.pick(token)
        w.submit()
    elif kind == "raven":
        if cmd.action == "replace":
            w.replace(cmd.region, cmd.token)
        elif cmd.action == "peek":
            w.peek()
        else:
            w.skip()
    elif kind in ("raven-peek", "choose"):
        w.choose(cmd.choice)
    elif kind == "raid":
        w.select_source(cmd.source)
        w.raid(cmd.target)
    elif kind == "march":
        w.select_source(cmd.source)
        w.reset()
        for dest, units in cmd.moves:
            w.move(dest, list(units))
        w.set_leave_token(cmd.leave_power_token)
        w.submit()
    elif kind == "support":
        for region, side in cmd.choices:
            w.set_choice(region, side)
        w.submit()
    elif kind == "house-card":
        w.choose(cmd.card)
        w.submit()
    elif kind == "bid":
        w.set_amount(cmd.amount)
        w.submit()
    elif kind == "order-houses":
        w.set_order(list(cmd.order))
        w.submit()
    elif kind == "retreat":
        w.choose(cmd.region)
        w.submit()
    elif kind == "select-units":
        w.select([tuple(u) for u in cmd.units])
        w.submit()
    elif kind == "muster":
        while w.actions:
            w.remove_last()
        for castle, unit, dest in cmd.actions:
            w.select_castle(castle)
            w.add(castle, unit, dest)
        w.submit()
    elif kind == "draft":
        w.pick(cmd.choice)
        w.submit()
    else:  # pragma: no cover - a new decision kind needs a driver entry
        raise AssertionError(f"no driver for {kind}")


COMMAND_OF_KIND = {
    "place-orders": C.PlaceOrders, "raven": C.UseRaven, "raven-peek": C.Choose, "choose": C.Choose,
    "raid": C.ResolveRaid, "march": C.ResolveMarch, "support": C.DeclareSupport,
    "house-card": C.ChooseHouseCard, "bid": C.Bid, "order-houses": C.OrderHouses, "retreat": C.Retreat,
    "select-units": C.SelectUnits, "muster": C.Muster, "draft": C.Choose,
}
