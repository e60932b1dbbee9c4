"""A bot that plays one seat as an ordinary client (over TCP, or in-process).

    python -m agot_qt.net.bot_client --host 127.0.0.1 --port 47400 --seat stark [--token T]

It sees only what any client of that seat sees (its view and events), answers
each decision the view lists for it, and retries with a simpler proposal when
the host refuses one. It exits when the game ends, printing a JSON line.
"""
from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire

from .client import Client, ClientBase, ConnectionClosed
from .house_view import house_decision, house_view

RETRY_CODES = {"illegal", "malformed", "wrong-command"}
MAX_ATTEMPTS = 12


async def play(client: ClientBase, bot: Any, *, reconnect: bool = False, stop_after: int | None = None) -> dict[str, Any]:
    """Answer this client's decisions until the game is over; returns a summary.

    `client` must already be connected (its view is the snapshot). With
    `reconnect`, a lost TCP connection is re-established with the seat's token.
    `stop_after` returns early once the state id reaches that value.
    """
    answered: int | None = None  # state id our last command answered
    attempt = 0
    sent = accepted_errors = 0

    async def act() -> None:
        nonlocal answered, sent
        view = client.view or {}
        decisions = view.get("decisions") or []
        if not decisions or view.get("finished"):
            return
        # a vassal our seat commands is answered as the vassal, from what the vassal may see
        house = decisions[0].get("house") or view.get("seat")
        cmd = bot.propose(house_view(view, house), house_decision(decisions[0]), attempt)
        answered = client.state_id
        sent += 1
        await client.command(command_to_wire(cmd), house=house if house != view.get("seat") else None)

    await act()
    while True:
        view = client.view or {}
        if view.get("finished") or (stop_after is not None and (client.state_id or 0) >= stop_after):
            break
        try:
            m = await client.recv()
        except ConnectionClosed:
            if not reconnect or not isinstance(client, Client):
                raise
            await client.reconnect(attempts=120, delay=0.25)  # up to 30 s: the host may be restarting
            answered, attempt = None, 0
            await act()
            continue
        kind = m["type"]
        if kind in ("update", "snapshot"):
            if m["state_id"] != answered:
                attempt = 0
                await act()
        elif kind == "notice" and m.get("code") == "saving-resumed":
            answered, attempt = None, 0  # our command was refused while the host could not save
            await act()
        elif kind == "error":
            accepted_errors += 1
            if m.get("code") in RETRY_CODES and m.get("state_id") == client.state_id == answered:
                attempt += 1
                if attempt >= MAX_ATTEMPTS:
                    raise RuntimeError(f"no legal command found: {m}")
                await act()
    view = client.view or {}
    return {"seat": client.seat, "state_id": client.state_id, "finished": bool(view.get("finished")),
            "winner": view.get("winner"), "commands_sent": sent, "errors": accepted_errors}


async def _main(args: argparse.Namespace) -> int:
    client = Client(args.host, args.port, name=args.name or f"Bot {args.seat}")
    await client.connect(seat=args.seat, token=args.token)
    bot = RandomBot(args.seed)
    try:
        summary = await play(client, bot, reconnect=True)
    finally:
        await client.close()
    print(json.dumps(summary), flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m agot_qt.net.bot_client", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--seat", required=True, help="house id, e.g. stark")
    p.add_argument("--token", default=None, help="the seat's token (needed unless the seat is open)")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--name", default="")
    args = p.parse_args(argv)
    try:
        return asyncio.run(_main(args))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
