"""Two seats passing one power token back and forth as fast as they can: the host takes a few
gifts and refuses the rest to their senders (rate-limited per seat, like chat), so a spectator
that reads slowly is not flooded out; nothing one client sends drops another."""
from __future__ import annotations

import asyncio
import itertools
import socket
import time

from agot_qt.net.client import Client
from agot_qt.net.host import Host
from agot_qt.net.protocol import encode
from engine import commands as C
from engine.game import Game
from engine.session import GIFT_BURST, GIFT_EVERY, Session

from .util import LOOPBACK, hello_msg, run, wait_for

FLOOD_SECONDS = 2.0


def test_a_gift_flood_is_refused_to_its_senders_and_drops_no_slow_spectator():
    async def main():
        counter = itertools.count()
        session = Session(Game.new(players=3, seed=1, options={"power_token_trading": True}), "gf", "Gifts",
                          token_factory=lambda: f"tok{next(counter):02d}{'x' * 27}")
        host = await Host(session, ping_interval=0, queue_bytes=256 * 1024, send_buffer=4096).start(LOOPBACK, 0)
        slow = socket.socket()  # a spectator on a slow link: it reads nothing while the flood lasts
        slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        slow.setblocking(False)
        await asyncio.get_running_loop().sock_connect(slow, (LOOPBACK, host.port))
        slow.sendall(encode(hello_msg(name="Slow")))
        await wait_for(lambda: any(c.ready and c.seat is None for c in session.clients.values()))
        slow_id = next(c.id for c in session.clients.values() if c.ready and c.seat is None)
        ann, bob = Client(LOOPBACK, host.port, name="Ann"), Client(LOOPBACK, host.port, name="Bob")
        await ann.connect(seat="stark")
        await bob.connect(seat="lannister")

        async def drain(client: Client) -> None:  # the honest players read all they are sent
            while True:
                await client.recv()

        readers = [asyncio.create_task(drain(c)) for c in (ann, bob)]
        end = time.monotonic() + FLOOD_SECONDS
        sent = 0
        while time.monotonic() < end:
            for client, to in ((ann, "lannister"), (bob, "stark")):
                await client.command(C.GivePower(to, 1), state_id=session.game.s.state_id)
                sent += 1
            await asyncio.sleep(0.001)
        await asyncio.sleep(0.2)
        accepted = sum(1 for _, cmd in session.commands if cmd["type"] == "GivePower")
        assert sent > 100  # a flood: far more gifts than the allowance
        assert accepted <= 2 * (GIFT_BURST + FLOOD_SECONDS / GIFT_EVERY + 1), accepted
        assert slow_id in host.connections and slow_id not in host.dropped  # the slow reader stays
        for t in readers:
            t.cancel()
        slow.close()
        for c in (ann, bob):
            await c.close()
        await host.close()

    run(main(), 60)
