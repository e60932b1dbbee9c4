"""A player who reconnects in a loop, and a game of any length, over real sockets on 127.0.0.1:
what the loop makes the host tell everyone is coalesced and rate-limited per seat, the log a
snapshot carries stays bounded whatever happens, and an honest slow reader is never dropped
for another peer's churn."""
from __future__ import annotations

import asyncio
import socket
import time

from agot_qt.net.client import Client
from agot_qt.net.host import Host
from agot_qt.net.protocol import MAX_FRAME, FrameDecoder, encode
from engine.events import Event
from engine.session import PRESENCE_BURST, PRESENCE_KEPT, PRESENCE_KINDS

from .util import LOOPBACK, hello_msg, make_session, run, wait_for


async def start_host(**kw) -> Host:
    s = make_session(3, seed=3)
    kw.setdefault("ping_interval", 0)
    return await Host(s, **kw).start(LOOPBACK, 0)


async def churn(host: Host, seat: str, token: str, cycles: int) -> float:
    """Connect, take the seat back with its token, close: `cycles` times. Returns the seconds."""
    t0 = time.monotonic()
    for _ in range(cycles):
        c = Client(LOOPBACK, host.port, name="Looper")
        await c.connect(seat=seat, token=token)
        await c.close()
        await wait_for(lambda: host.session.seats[seat].client is None)
    return time.monotonic() - t0


def test_a_reconnect_loop_is_told_to_others_a_few_times_and_stays_out_of_snapshots():
    async def main():
        host = await start_host()
        s = host.session
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        token = ann.token
        await ann.close()
        watcher = Client(LOOPBACK, host.port, name="Watcher")
        await watcher.connect()
        updates = []
        watcher.on_message = lambda m: updates.append(m) if m["type"] == "update" else None
        took = await churn(host, "stark", token, 150)
        await asyncio.sleep(0.2)
        presence = [e for m in updates for e in m["events"] if e["kind"] in PRESENCE_KINDS]
        # at most the burst, then one per PRESENCE_EVERY seconds (and one more when the wait ends)
        assert len(presence) <= PRESENCE_BURST + took / 5.0 + 2, (len(presence), took)
        late = Client(LOOPBACK, host.port, name="Late")
        await late.connect()
        in_log = [e for e in late.log if e["kind"] in PRESENCE_KINDS]
        assert len(in_log) <= PRESENCE_KEPT
        assert sum(e.kind in PRESENCE_KINDS for e in s.history) <= 2 * PRESENCE_KEPT
        # once the wait is over everyone hears the seat's state as it is: away
        s.now = lambda: time.monotonic() + 60  # as if a minute had passed
        host._arm_presence()
        await wait_for(lambda: s.seats["stark"].announced == "SeatAway", 5)
        for c in (watcher, late):
            await c.close()
        await host.close()

    run(main(), 90)


def test_a_game_of_any_length_still_joins():
    async def main():
        host = await start_host()
        s = host.session
        big = {"house": "stark", "name": "x" * 40, "notes": ["a long line of the log " * 8] * 40}
        for i in range(2000):  # far more log than a frame holds (about 8 KiB each)
            s.history.append(Event("SeatStandIn", dict(big, level=f"easy{i}")))
        frames = bytearray()
        c = Client(LOOPBACK, host.port, name="Late", record=frames.extend)
        await c.connect(seat="stark")
        sizes = [len(encode(m)) for m in FrameDecoder().messages(bytes(frames))]
        assert max(sizes) <= MAX_FRAME
        assert 0 < len(c.log) < 2000 and c.log[-1]["data"]["level"] == "easy1999"  # the newest events
        await c.close()
        await host.close()

    run(main(), 60)


def test_an_honest_slow_reader_is_not_dropped_for_another_players_reconnect_loop():
    async def main():
        host = await start_host(queue_bytes=96 * 1024, send_buffer=8 * 1024)
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        token = ann.token
        await ann.close()
        # an honest spectator on a slow link: a small receive buffer, 32 KiB a second
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        loop = asyncio.get_running_loop()
        await loop.sock_connect(sock, (LOOPBACK, host.port))
        reader_conn = await wait_for_one(host)
        got = bytearray()
        stop = asyncio.Event()

        async def read_slowly():
            while not stop.is_set():
                try:
                    got.extend(sock.recv(1024))
                except BlockingIOError:
                    pass
                await asyncio.sleep(1 / 32)

        task = asyncio.ensure_future(read_slowly())
        await wait_for(lambda: len(got) > 0)
        await loop.sock_sendall(sock, encode(hello_msg(name="Honest")))
        await wait_for(lambda: host.session.clients.get(reader_conn) is not None
                       and host.session.clients[reader_conn].ready)
        await churn(host, "stark", token, 150)
        await asyncio.sleep(0.5)
        stop.set()
        await task
        assert reader_conn in host.connections, host.dropped.get(reader_conn)
        sock.close()
        await host.close()

    run(main(), 90)


async def wait_for_one(host: Host) -> str:
    """The id of the only connection the host has."""
    await wait_for(lambda: len(host.connections) == 1)
    return next(iter(host.connections))


def test_a_drop_after_a_bot_held_the_seat_is_told_again():
    async def main():
        host = await start_host(bot_takeover=None)
        s = host.session
        watcher = Client(LOOPBACK, host.port, name="Watcher")
        await watcher.connect()
        told = []
        watcher.on_message = lambda m: told.extend(e["kind"] for e in m.get("events", [])
                                                   if e["kind"] in PRESENCE_KINDS)
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        token = ann.token
        await ann.close()
        await wait_for(lambda: told == ["SeatAway"])
        host.pause_bots(True)
        host.set_holder("stark", "bot")  # the host hands the seat to a bot; Ann takes it back
        await ann.connect(seat="stark", token=token)
        await ann.close()
        await wait_for(lambda: told == ["SeatAway", "SeatAway"])
        await watcher.close()
        await host.close()

    run(main(), 30)
