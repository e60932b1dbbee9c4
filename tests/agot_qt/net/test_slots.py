"""Connection slots are kept for the people holding seats, over real sockets on 127.0.0.1: idle
spectators from a few addresses cannot hold every slot, connections that never say hello give
theirs up to a newcomer, and an idle spectator gives its up when slots run short."""
from __future__ import annotations

import asyncio

from agot_qt.net.client import Client
from agot_qt.net.host import Host
from agot_qt.net.protocol import FrameDecoder, encode

from .util import LOOPBACK, hello_msg, make_session, run, wait_for


async def start_host(**kw) -> Host:
    kw.setdefault("ping_interval", 0)
    return await Host(make_session(3, seed=3), **kw).start(LOOPBACK, 0)


async def spectator_from(address: str, port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, list]:
    """A raw spectator from `address` (any 127.x.y.z is this machine): hello, then only reads."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port, local_addr=(address, 0))
    writer.write(encode(hello_msg(name="")))
    got: list = []
    dec = FrameDecoder()

    async def read():
        while data := await reader.read(65536):
            got.extend(dec.messages(data))

    asyncio.ensure_future(read())
    return reader, writer, got


def welcomed(got: list) -> bool:
    return any(m["type"] == "welcome" for m in got)


def refused_busy(got: list) -> bool:
    return any(m["type"] == "error" and m["code"] == "busy" for m in got)


def test_three_addresses_of_watchers_cannot_lock_a_player_out():
    async def main():
        host = await start_host(spectator_idle=3600)
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        token = ann.token
        await ann.close()
        watchers = []
        for address in ("127.0.0.2", "127.0.0.3", "127.0.0.4"):
            for _ in range(24):  # as many as one address may open
                watchers.append(await spectator_from(address, host.port))
        await wait_for(lambda: all(welcomed(g) or refused_busy(g) for _, _, g in watchers), 20)
        let_in = sum(welcomed(g) for _, _, g in watchers)
        assert let_in == host.spectator_slots() == 64 - 3
        assert sum(refused_busy(g) for _, _, g in watchers) == len(watchers) - let_in
        again = Client(LOOPBACK, host.port, name="Ann")
        welcome = await again.connect(seat="stark", token=token)  # the player still finds a slot
        assert welcome["seat"] == "stark"
        late = await spectator_from("127.0.0.5", host.port)  # but no further watcher does
        await wait_for(lambda: refused_busy(late[2]) or welcomed(late[2]))
        assert refused_busy(late[2])
        await again.close()
        for _, writer, _ in watchers + [late]:
            writer.close()
        await host.close()

    run(main(), 60)


def test_connections_without_a_hello_give_their_slot_to_a_newcomer():
    async def main():
        host = await start_host(max_connections=6, hello_grace=0.2)
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        token = ann.token
        await ann.close()
        squatters = [await asyncio.open_connection(LOOPBACK, host.port, local_addr=(a, 0))
                     for a in ("127.0.0.2", "127.0.0.3") for _ in range(3)]  # never say hello
        await wait_for(lambda: len(host.connections) == 6)
        await asyncio.sleep(0.3)
        again = Client(LOOPBACK, host.port, name="Ann")
        assert (await again.connect(seat="stark", token=token))["seat"] == "stark"
        assert len(host._open_tcp()) <= 6
        await again.close()
        for _, writer in squatters:
            writer.close()
        await host.close()

    run(main(), 30)


def test_an_idle_spectator_gives_its_slot_up_when_slots_run_short():
    async def main():
        host = await start_host(max_connections=6, spectator_idle=0.3)
        first = [await spectator_from("127.0.0.2", host.port) for _ in range(3)]  # 6 - 3 seats
        await wait_for(lambda: all(welcomed(g) for _, _, g in first))
        busy = await spectator_from("127.0.0.3", host.port)  # none of them idle yet: no room
        await wait_for(lambda: refused_busy(busy[2]))
        await asyncio.sleep(0.4)
        newcomer = await spectator_from("127.0.0.3", host.port)
        await wait_for(lambda: welcomed(newcomer[2]))
        assert sum(refused_busy(g) for _, _, g in first) == 1  # the one idle longest made room
        for _, writer, _ in first + [busy, newcomer]:
            writer.close()
        await host.close()

    run(main(), 30)
