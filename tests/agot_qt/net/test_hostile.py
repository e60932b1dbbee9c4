"""A hostile peer against the TCP host on 127.0.0.1: what one connection sends costs only that
connection; names, tokens, hellos and commands are checked strictly and cheaply; a seat whose
token was printed stays its invited player's; a move the host cannot save is never taken."""
from __future__ import annotations

import asyncio
import json
import socket
import struct

import msgpack
import pytest

from agot_qt.net.client import Client, JoinError
from agot_qt.net.host import Host
from agot_qt.net.protocol import MAX_CLIENT_FRAME, FrameDecoder, encode
from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.game import Game
from engine.save import load_session, read_save
from engine.session import Session

from .util import (
    LOOPBACK,
    HostProcess,
    hello_msg,
    make_session,
    proved_hello,
    read_challenge,
    recv_until,
    run,
    wait_for,
)


async def start_host(session: Session | None = None, bots=(), **kw) -> Host:
    s = session or make_session(3, seed=3)
    kw.setdefault("ping_interval", 0)
    host = Host(s, **kw)
    for h in bots:
        host.set_holder(h, "bot")
    return await host.start(LOOPBACK, 0)


def lobby_session() -> Session:
    s = make_session(3, seed=4)
    s.started = False  # a game waiting in its lobby, as the window hosts it
    s.unique_names = True
    return s


async def raw(port: int, challenged: bool = True) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A raw TCP connection to the host, its challenge (the first frame of an accepted one) read."""
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    if challenged:
        await read_challenge(reader)
    return reader, writer


async def read_messages(reader: asyncio.StreamReader, until, timeout: float = 10.0) -> list[dict]:
    """Decode frames from a raw connection until `until(messages)` holds (or it closes)."""
    dec, got = FrameDecoder(), []
    async with asyncio.timeout(timeout):
        while not until(got):
            try:
                chunk = await reader.read(65536)
            except ConnectionResetError:
                break
            if not chunk:
                break
            got += dec.messages(chunk)
    return got


def codes(messages: list[dict]) -> list[str]:
    return [m["code"] for m in messages if m["type"] == "error"]


# ----- 1. one peer's burst is coalesced and costs only that peer -------------------------------------

def test_a_burst_of_ready_messages_reaches_nobody_else_and_costs_only_its_sender():
    async def main():
        host = await start_host(lobby_session())
        honest = [Client(LOOPBACK, host.port, name=n) for n in ("Ann", "Bob", "Cat")]
        await honest[0].connect(seat="lannister")
        for c in honest[1:]:
            await c.connect()
        seats_seen = [0, 0, 0]
        r, w = await raw(host.port)
        w.write(encode(hello_msg("stark", name="Noisy")))
        await read_messages(r, lambda got: any(m["type"] == "snapshot" for m in got))
        # ~300 toggles of `ready` in one burst (about 7 KB): before, each became a `seats` to everyone
        w.write(b"".join(encode({"type": "ready", "ready": i % 2 == 1}) for i in range(300)))
        await w.drain()
        noisy = await read_messages(r, lambda got: codes(got).count("flood") >= 290)
        assert codes(noisy).count("flood") >= 290  # the excess was refused to the sender alone
        assert host.session.seats["stark"].ready is True  # what got through counts
        for i, c in enumerate(honest):
            got = await recv_until(c, lambda m: m["type"] == "seats" and m["seats"]["stark"]["ready"])
            seats_seen[i] = sum(1 for m in got if m["type"] == "seats")
        assert len(host.connections) == 4 and not host.dropped  # nobody was dropped
        assert max(seats_seen) <= 3, seats_seen  # coalesced: a few at most, not 300
        await honest[1].chat("still here?")
        for c in honest:
            await recv_until(c, lambda m: m["type"] == "chat")
        w.transport.abort()
        for c in honest:
            await c.close()
        await host.close()

    run(main())


def test_ready_outside_a_lobby_is_refused_and_tells_nobody():
    async def main():
        host = await start_host()  # no lobby: the game runs from the start
        ann, watcher = Client(LOOPBACK, host.port, name="Ann"), Client(LOOPBACK, host.port, name="W")
        await ann.connect(seat="stark")
        await watcher.connect()
        await ann.send({"type": "ready", "ready": True})
        got = await recv_until(ann, lambda m: m["type"] == "error")
        assert got[-1]["code"] == "not-in-lobby" and not host.session.seats["stark"].ready
        await watcher.chat("x")
        assert [m["type"] for m in await recv_until(watcher, lambda m: m["type"] == "chat")] == ["chat"]
        await ann.close(), await watcher.close()
        await host.close()

    run(main())


# ----- 3. memory on demand ----------------------------------------------------------------------------

def test_pings_are_answered_only_after_hello_and_only_with_a_small_nonce():
    async def main():
        host = await start_host()
        r, w = await raw(host.port)
        w.write(encode({"type": "ping", "nonce": "x" * 60_000}))
        got = await read_messages(r, lambda got: len(got) >= 1)
        assert [m["type"] for m in got] == ["error"] and got[0]["code"] == "no-hello"
        w.write(encode(hello_msg()) + encode({"type": "ping", "nonce": "x" * 60_000})
                + encode({"type": "ping", "nonce": b"n" * 64}) + encode({"type": "ping", "nonce": [1] * 100}))
        got = await read_messages(r, lambda got: sum(m["type"] in ("pong", "error") for m in got) >= 3)
        answers = [m for m in got if m["type"] in ("pong", "error")]
        assert [m.get("code", m["type"]) for m in answers] == ["malformed", "pong", "malformed"]
        assert answers[1]["nonce"] == b"n" * 64
        w.transport.abort()
        await host.close()

    run(main())


def test_what_a_peer_that_stops_reading_can_make_the_host_hold_is_bounded_in_bytes():
    async def main():
        limit = 64 * 1024
        host = await start_host(queue_bytes=limit, send_buffer=4096)
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, (LOOPBACK, host.port))
        sock.sendall(encode(hello_msg(name="greedy")))
        await wait_for(lambda: any(c.ready for c in host.session.clients.values()))
        cid = next(c.id for c in host.session.clients.values() if c.ready)
        conn = host.connections[cid]
        most = 0
        ping = encode({"type": "ping", "nonce": "n" * 64})
        for _ in range(200):  # each asks for a pong, and it never reads them
            if cid not in host.connections:
                break
            try:
                sock.send(ping * 50)
            except BlockingIOError:
                pass
            most = max(most, host._waiting(conn))
            await asyncio.sleep(0.005)
        await wait_for(lambda: cid not in host.connections)
        assert host.dropped[cid] == "send queue overflow"
        assert most <= limit
        other = Client(LOOPBACK, host.port)
        await other.connect(seat="stark")  # the host serves the others as before
        sock.close()
        await other.close()
        await host.close()

    run(main())


def test_a_connection_that_never_says_hello_is_closed():
    async def main():
        host = await start_host(hello_timeout=0.3)  # keepalive is off: only the hello timeout acts
        r, w = await raw(host.port)
        got = await read_messages(r, lambda got: False)  # until the host closes it
        assert codes(got) == ["no-hello"] and got[0]["fatal"]
        assert not host.connections
        w.close()
        await host.close()

    run(main())


@pytest.mark.parametrize("limits", [{"max_connections": 3, "max_per_address": 10},
                                    {"max_connections": 10, "max_per_address": 3}])
def test_connections_are_limited_in_all_and_per_address(limits):
    async def main():
        host = await start_host(**limits)
        kept = [await raw(host.port) for _ in range(3)]
        await wait_for(lambda: len(host.connections) == 3)
        r, w = await raw(host.port, challenged=False)
        got = await read_messages(r, lambda got: False)
        assert codes(got) == ["busy"] and got[0]["fatal"] and len(host.connections) == 3
        kept[0][1].transport.abort()
        await wait_for(lambda: len(host.connections) == 2)
        c = Client(LOOPBACK, host.port)
        await c.connect(seat="stark")  # room again
        await c.close()
        for _, writer in kept[1:]:
            writer.transport.abort()
        w.close()
        await host.close()

    run(main())


# ----- 4. a move the host cannot save is never taken ---------------------------------------------------

def test_no_command_is_taken_while_the_save_cannot_be_written(tmp_path):
    folder = tmp_path / "saves"
    save = folder / "game.agot"

    async def main():
        host = await start_host(make_session(3, seed=6), save_path=save, save_retry=0.05)
        s = host.session
        ann, bob, cat, watcher = (Client(LOOPBACK, host.port, name=n) for n in ("Ann", "Bob", "Cat", "W"))
        await ann.connect(seat="stark")
        await bob.connect(seat="lannister")
        await cat.connect(seat="baratheon")
        await watcher.connect()
        bots = {"stark": (ann, RandomBot(1)), "lannister": (bob, RandomBot(2)), "baratheon": (cat, RandomBot(3))}

        async def answer(house: str) -> None:
            c, bot = bots[house]
            await c.command(command_to_wire(bot.propose(c.view, c.decisions()[0])))

        async def next_state(c: Client, sid: int) -> None:
            await recv_until(c, lambda m: m["type"] == "update" and m["state_id"] >= sid)

        # the planning phase: everyone places orders; stark answers, then the disk "fills up"
        await answer("stark")
        await next_state(cat, 1)
        await answer("baratheon")
        await next_state(bob, 2)
        sid = s.game.s.state_id
        assert sid == 2 and [d.seat for d in s.game.waiting_for()] == ["lannister"]
        folder.rename(tmp_path / "gone")
        folder.write_text("a file where the save folder was: nothing can be written")
        await bob.command(command_to_wire(RandomBot(2).propose(s.game.view("lannister"),
                                                                s.game.waiting_for()[0].to_wire())), state_id=sid)
        got = await recv_until(bob, lambda m: m["type"] == "error")
        assert got[-1]["code"] == "not-saved" and got[-1]["key"] == "host-cannot-save"
        assert got[-1]["state_id"] == sid == s.game.s.state_id  # the command was undone
        for c in (ann, cat, watcher):
            got = await recv_until(c, lambda m: m["type"] == "notice")
            assert got[-1]["code"] == "saving-failed" and got[-1]["key"] == "host-cannot-save"
        assert s.save_failure is not None and host.save_errors >= 1
        late = Client(LOOPBACK, host.port, name="Late")  # who joins meanwhile hears it as well
        await late.connect()
        got = await recv_until(late, lambda m: m["type"] == "notice")
        assert got[-1]["code"] == "saving-failed"
        await late.close()
        # while it cannot save, nothing is taken, from anyone
        await bob.command(command_to_wire(RandomBot(3).propose(s.game.view("lannister"),
                                                                s.game.waiting_for()[0].to_wire())), state_id=sid)
        got = await recv_until(bob, lambda m: m["type"] == "error")
        assert got[-1]["code"] == "not-saved" and s.game.s.state_id == sid
        # the disk has room again: everyone hears it, and the move goes through
        folder.unlink()
        (tmp_path / "gone").rename(folder)
        for c in (ann, bob, cat, watcher):
            got = await recv_until(c, lambda m: m["type"] == "notice")
            assert got[-1]["code"] == "saving-resumed"
        assert s.save_failure is None
        await bob.command(command_to_wire(RandomBot(2).propose(s.game.view("lannister"),
                                                                s.game.waiting_for()[0].to_wire())), state_id=sid)
        await next_state(bob, sid + 1)
        resumed = load_session(read_save(save))  # every taken command is in the save
        assert resumed.game.digest() == s.game.digest() and resumed.commands == s.commands
        for c in (ann, bob, cat, watcher):
            await c.close()
        await host.close()

    run(main(), 60)


# ----- 5. invited seats -----------------------------------------------------------------------------------

def test_a_seat_whose_token_was_printed_is_reserved_for_that_token(tmp_path):
    async def main():
        with HostProcess("--players", "3", "--bots", "1", "--seed", "5", "--no-save") as hp:
            invited = {h: x["token"] for h, x in hp.seats.items() if x["holder"] == "human"}
            assert sorted(invited) == ["lannister", "stark"] and all(invited.values())
            stranger = Client(LOOPBACK, hp.port, name="Stranger")
            for house in invited:
                with pytest.raises(JoinError) as err:
                    await stranger.connect(seat=house)
                assert err.value.code == "seat-taken"
            ann = Client(LOOPBACK, hp.port, name="Ann")
            welcome = await ann.connect(seat="stark", token=invited["stark"])
            assert "token" not in welcome and ann.token == invited["stark"]  # proved, never sent either way
            with pytest.raises(JoinError) as err:
                await Client(LOOPBACK, hp.port, name="Thief").connect(seat="stark")
            assert err.value.code == "seat-taken"  # taken: no way in without the token
            watcher = Client(LOOPBACK, hp.port)
            await watcher.connect()
            assert watcher.seats["stark"]["holder"] == "human" and watcher.seats["stark"]["connected"]
            assert watcher.seats["lannister"] == {"holder": "human", "name": "", "connected": False, "ready": False}
            await ann.close(), await watcher.close()
        with HostProcess("--players", "3", "--bots", "1", "--seed", "5", "--no-save", "--open-seats") as hp:
            assert {h: x["holder"] for h, x in hp.seats.items()} == {"stark": "open", "lannister": "open",
                                                                     "baratheon": "bot"}
            assert not any(x["token"] for x in hp.seats.values())  # nothing printed that a stranger could get
            first = Client(LOOPBACK, hp.port, name="First")
            await first.connect(seat="stark")  # first come, first served
            with pytest.raises(JoinError) as err:
                await Client(LOOPBACK, hp.port, name="Second").connect(seat="stark")
            assert err.value.code == "seat-taken"
            await first.close()

    run(main(), 60)


# ----- 6 and 7. tokens, hellos and names ---------------------------------------------------------------

def test_a_token_that_is_not_ascii_is_a_bad_token_not_a_crash():
    async def main():
        host = await start_host()
        for token in ("é" * 32, "\x00" * 32, "令牌"):
            with pytest.raises(JoinError) as err:
                await Client(LOOPBACK, host.port).connect(seat="stark", token=token)
            assert err.value.code == "bad-token"
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        await ann.send({"type": "command", "token": "ü" * 32, "state_id": 0,
                        "command": {"type": "Bid", "amount": 0}})
        got = await recv_until(ann, lambda m: m["type"] == "error")
        assert got[-1]["code"] == "bad-token"
        assert len(host.connections) == 1  # still connected
        await ann.close()
        await host.close()

    run(main())


def test_hello_is_strict_and_names_are_normalised_visible_and_not_a_bots():
    async def main():
        host = await start_host(lobby_session())
        for protocol in (True, 1.0, "1"):
            r, w = await raw(host.port)
            w.write(encode(hello_msg() | {"protocol": protocol}))
            got = await read_messages(r, lambda got: False)
            assert codes(got) == ["version"] and got[0]["fatal"], protocol
            w.close()
        refused = {"\u200bAnn": "name-characters", "Ann\u202egnp.exe": "name-characters", "N\x00": "name-characters",
                   "A\u2066B": "name-characters", "Tab\there": "name-characters", "Bot (greyjoy)": "name-reserved",
                   "bot": "name-reserved", "Ｂｏｔ (stark)": "name-reserved", "Вот (stark)": "name-reserved",
                   "B" * 41: "name-too-long"}
        for name, key in refused.items():
            r, w = await raw(host.port)
            w.write(encode(hello_msg(name=name)))
            got = await read_messages(r, lambda got: len(got) >= 1)
            assert [(m["code"], m["key"]) for m in got] == [("bad-name", key)], name
            w.write(encode(hello_msg(name="Fine " + str(len(name)))))  # the connection may try again
            got = await read_messages(r, lambda got: any(m["type"] == "welcome" for m in got))
            assert got[0]["type"] == "welcome"
            w.close()
        ann = Client(LOOPBACK, host.port, name="  Ａｎｎ\u3000 ")  # full-width letters and space: plain ones
        await ann.connect(seat="stark")
        assert host.session.seats["stark"].name == "Ann"
        with pytest.raises(JoinError) as err:
            await Client(LOOPBACK, host.port, name="ann").connect()
        assert err.value.code == "name-used"
        await ann.close()
        await host.close()

    run(main())


# ----- 8. oversize commands ------------------------------------------------------------------------------

def test_oversize_messages_are_refused_unread_and_the_connection_goes_on():
    async def main():
        host = await start_host()
        token = host.session.seats["stark"].token
        r, w = await asyncio.open_connection(LOOPBACK, host.port)
        w.write(encode(await proved_hello(r, "stark", token, host.port)))
        await read_messages(r, lambda got: any(m["type"] == "snapshot" for m in got))
        huge = {"type": "command", "token": token, "state_id": 0,
                "command": {"type": "PlaceOrders", "orders": [["winterfell", "march"]] * 40_000}}
        body = msgpack.packb(huge, use_bin_type=True)
        assert MAX_CLIENT_FRAME < len(body) < 1 << 20
        many = {"type": "command", "token": token, "state_id": 0,
                "command": {"type": "PlaceOrders", "orders": [[1, 2]] * 5000}}
        assert len(msgpack.packb(many, use_bin_type=True)) < MAX_CLIENT_FRAME
        frame = struct.pack(">I", len(body)) + body
        w.write(frame * 3 + encode(many) + encode({"type": "ping", "nonce": 9}))
        got = await read_messages(r, lambda got: any(m["type"] == "pong" for m in got))
        errors = [m for m in got if m["type"] == "error"]
        assert [m["code"] for m in errors] == ["too-large"] * 3 + ["malformed"]
        assert not any(m.get("fatal") for m in errors) and errors[-1]["key"] == "malformed-command"
        assert host.session.game.s.state_id == 0
        # more of them: past the bad frames one connection may send, it is closed
        w.write(frame * 6)
        got = await read_messages(r, lambda got: False)
        assert codes(got) == ["too-large"] * 6 and got[-1]["fatal"] and not host.connections
        assert host.session.game.s.state_id == 0
        w.close()
        await host.close()

    run(main())


# ----- 2. the game's future cannot be computed from what clients see ------------------------------------

def test_agot_host_games_draw_on_secret_keys_that_reach_no_client(tmp_path):
    from engine import rng

    async def main():
        initial = []
        for n in range(2):
            save = tmp_path / f"g{n}.agot"
            with HostProcess("--players", "3", "--bots", "0", "--save", str(save)) as hp:
                assert " seed secret " in hp.game_line  # not even the host's console shows it
                watcher = Client(LOOPBACK, hp.port)
                await watcher.connect()
                seen = [watcher.welcome, {"view": watcher.view}]
                await watcher.close()
            data = read_save(save)
            initial.append(data["initial"])
            for message in seen:  # neither the seed nor the generator's state goes to any client
                text = json.dumps(message)
                assert str(data["seed"]) not in text and str(data["initial"]["rng"]) not in text
                assert '"seed"' not in text and '"rng"' not in text
        assert all(st["rng"] >= rng.KEYED for st in initial)
        assert initial[0]["rng"] >> 64 != initial[1]["rng"] >> 64  # a fresh 256-bit key per game
        assert initial[0]["westeros"] != initial[1]["westeros"] or initial[0]["wildling_deck"] != initial[1]["wildling_deck"]

    run(main(), 60)
