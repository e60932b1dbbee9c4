"""The TCP host over real sockets on 127.0.0.1: joining, reconnecting, slow and silent clients,
bot takeover, autosave, refusals and protocol errors."""
from __future__ import annotations

import asyncio
import socket
import struct

import pytest

from agot_qt.net.bot_client import play
from agot_qt.net.client import Client, ConnectionClosed, JoinError
from agot_qt.net.host import Host
from agot_qt.net.inprocess import LocalClient
from agot_qt.net.protocol import FrameDecoder, encode, plain_copy
from engine.bots.random_bot import RandomBot
from engine.events import events_for
from engine.save import load_session, read_save

from .util import LOOPBACK, hello_msg, make_session, proved_hello, recv_until, run, wait_for


async def start_host(players=3, seed=1, bots=(), **kw) -> Host:
    s = make_session(players, seed)
    kw.setdefault("ping_interval", 0)
    host = Host(s, **kw)
    for h in bots:
        host.set_holder(h, "bot")
    return await host.start(LOOPBACK, 0)


def test_first_messages_are_welcome_then_redacted_snapshot():
    async def main():
        host = await start_host()
        c = Client(LOOPBACK, host.port, name="Ann")
        welcome = await c.connect(seat="stark")
        assert welcome["seat"] == "stark" and welcome["token"] == host.session.seats["stark"].token
        assert welcome["game_id"] == "g1" and welcome["edition"] == "second_edition"
        assert c.view == plain_copy(host.session.game.view("stark"))
        assert c.state_id == host.session.game.s.state_id
        spec = Client(LOOPBACK, host.port)
        w2 = await spec.connect()
        assert w2["seat"] is None and "token" not in w2 and spec.view["seat"] is None
        await c.close(), await spec.close()
        await host.close()

    run(main())


def test_reconnect_with_token_gets_seat_and_full_snapshot():
    async def main():
        host = await start_host(3, seed=2, bots=("lannister", "baratheon"))
        s = host.session
        c = Client(LOOPBACK, host.port, name="Ann")
        await c.connect(seat="stark")
        token = c.token
        await play(c, RandomBot(1), stop_after=40)
        seen = list(c.log)
        assert len(seen) > 10
        await c.close()
        await wait_for(lambda: s.seats["stark"].client is None)
        assert s.seats["stark"].holder == "human"  # reserved, not open
        with pytest.raises(JoinError) as err:
            await Client(LOOPBACK, host.port).connect(seat="stark")
        assert err.value.code == "seat-taken"
        with pytest.raises(JoinError) as err:
            await Client(LOOPBACK, host.port).connect(seat="stark", token="f" * 32)
        assert err.value.code == "bad-token"
        welcome = await c.reconnect()
        assert welcome["seat"] == "stark" and c.token == token and s.seats["stark"].client is not None
        assert c.state_id == s.game.s.state_id
        assert c.view == plain_copy(s.game.view("stark"))
        assert c.log[:len(seen)] == seen
        assert c.log == plain_copy([e.to_wire() for e in events_for("stark", s.history)])
        result = await play(c, RandomBot(2))  # and the game goes on to its end
        assert result["finished"] and s.game.finished and result["winner"] == s.game.winner
        await c.close()
        await host.close()

    run(main(), 60)


def test_a_client_that_stops_reading_is_dropped_and_blocks_nobody():
    async def main():
        houses = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell"]
        host = await start_host(6, seed=5, bots=houses[1:], queue_limit=16)
        s = host.session
        stalled = socket.socket()
        stalled.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 1024)
        stalled.setblocking(False)
        await asyncio.get_running_loop().sock_connect(stalled, (LOOPBACK, host.port))
        stalled.sendall(encode(hello_msg(name="sleepy")))
        port = stalled.getsockname()[1]
        await wait_for(lambda: any(c.peer.endswith(f":{port}") for c in host.connections.values()))
        cid = next(c.id for c in host.connections.values() if c.peer.endswith(f":{port}"))
        await wait_for(lambda: s.clients.get(cid) is not None and s.clients[cid].ready)
        watcher = Client(LOOPBACK, host.port)
        await watcher.connect()
        states = [watcher.state_id]

        async def watch():
            while not (watcher.view or {}).get("finished"):
                m = await watcher.recv()
                if m["type"] == "update":
                    states.append(m["state_id"])

        player = Client(LOOPBACK, host.port)
        await player.connect(seat="stark")
        task = asyncio.ensure_future(watch())
        result = await play(player, RandomBot(3))
        await asyncio.wait_for(task, 10)
        assert result["finished"] and s.game.finished
        assert host.dropped.get(cid) == "send queue overflow"
        assert cid not in s.clients
        assert states == list(range(states[0], s.game.s.state_id + 1))  # every update, in order
        stalled.close()
        await player.close(), await watcher.close()
        await host.close()

    run(main(), 60)


def test_keepalive_drops_a_silent_half_open_client_and_keeps_a_live_one():
    async def main():
        host = await start_host(ping_interval=0.1, ping_timeout=0.6)
        s = host.session
        half_open_reader, half_open = await asyncio.open_connection(LOOPBACK, host.port)
        half_open.write(encode(await proved_hello(half_open_reader, "stark", s.seats["stark"].token, host.port)))
        await wait_for(lambda: s.seats["stark"].client is not None)
        mute = socket.socket()  # connects and never says hello
        mute.setblocking(False)
        await asyncio.get_running_loop().sock_connect(mute, (LOOPBACK, host.port))
        live = Client(LOOPBACK, host.port)
        await live.connect(seat="lannister")
        got = await recv_until(live, lambda m: m["type"] == "seats" and not m["seats"]["stark"]["connected"], 5)
        assert got[-1]["seats"]["lannister"]["connected"]
        await asyncio.sleep(0.8)  # well past the timeout: the live client answered every ping
        assert sorted(host.dropped.values()) == ["keepalive timeout", "keepalive timeout"]
        assert s.seats["stark"].client is None and s.seats["stark"].holder == "human"
        assert s.seats["lannister"].client is not None and not live.closed
        half_open.close(), mute.close()
        await live.close()
        await host.close()

    run(main())


def test_client_notices_a_silent_host():
    async def main():
        async def silent(reader, writer):
            await asyncio.sleep(5)

        server = await asyncio.start_server(silent, LOOPBACK, 0)
        port = server.sockets[0].getsockname()[1]
        c = Client(LOOPBACK, port, idle_timeout=0.3)
        await c.open()
        with pytest.raises(ConnectionClosed, match="silent"):
            await c.recv(timeout=3)
        server.close()

    run(main())


def test_bot_takes_over_a_seat_whose_player_left_and_gives_it_back():
    async def main():
        host = await start_host(3, seed=4, bots=("lannister", "baratheon"), bot_takeover=0.2)
        s = host.session
        c = Client(LOOPBACK, host.port)
        await c.connect(seat="stark")
        before = s.game.s.state_id
        await c.close()
        await wait_for(lambda: s.seats["stark"].holder == "bot", 5)
        await wait_for(lambda: s.game.s.state_id > before + 20, 10)  # the game does not stall
        await c.reconnect()
        assert s.seats["stark"].holder == "human" and c.seat == "stark"
        await c.close()
        await host.close()

    run(main())


def test_autosave_is_on_disk_before_anyone_hears_of_a_command(tmp_path):
    path = tmp_path / "game.agot"

    async def main():
        host = await start_host(3, seed=6, bots=("lannister", "baratheon"), save_path=path)
        s = host.session
        c = Client(LOOPBACK, host.port)
        await c.connect(seat="stark")
        checked = 0
        bot = RandomBot(5)
        while s.game.s.state_id < 60:
            for d in c.decisions():
                await c.command(bot.propose(c.view, d, 0))
            m = await c.recv()
            if m["type"] == "update":
                saved = read_save(path)
                assert saved["snapshot"]["state_id"] >= m["state_id"]
                checked += 1
        assert checked > 5
        await c.close()
        await host.close()
        restored = load_session(read_save(path))
        assert restored.commands == s.commands and restored.game.digest() == s.game.digest()

    run(main(), 60)


def test_refusals_over_tcp_change_nothing():
    async def main():
        host = await start_host()
        s = host.session
        stark, lann, spec = Client(LOOPBACK, host.port), Client(LOOPBACK, host.port), Client(LOOPBACK, host.port)
        await stark.connect(seat="stark")
        await lann.connect(seat="lannister")
        await spec.connect()
        decision = stark.decisions()[0]
        cmd = RandomBot(0).propose(stark.view, decision, 0)
        from engine.commands import command_to_wire

        wire = command_to_wire(cmd)
        sid = s.game.s.state_id
        digest = s.game.digest()

        async def refused(client, message, code):
            await client.send(message)
            got = await recv_until(client, lambda m: m["type"] == "error")
            assert got[-1]["code"] == code, got[-1]
            assert s.game.digest() == digest and s.game.s.state_id == sid

        # acting for another seat: lannister's connection with stark's token, and stark's command
        await refused(lann, {"type": "command", "token": stark.token, "state_id": sid, "command": wire}, "bad-token")
        await refused(lann, {"type": "command", "token": lann.token, "state_id": sid, "command": wire}, "illegal")
        # a spectator, a stale state id (a command needs no token: the connection holds the seat)
        await refused(spec, {"type": "command", "token": stark.token, "state_id": sid, "command": wire}, "not-awaited")
        await refused(stark, {"type": "command", "token": stark.token, "state_id": sid - 1, "command": wire}, "stale-state")
        await refused(stark, {"type": "command", "token": stark.token, "state_id": sid + 1, "command": wire}, "stale-state")
        # taking a seat without its token, or with a wrong one
        with pytest.raises(JoinError, match="seat-taken"):
            await Client(LOOPBACK, host.port).connect(seat="stark")
        with pytest.raises(JoinError, match="bad-token"):
            await Client(LOOPBACK, host.port).connect(seat="stark", token=lann.token)
        # the real command (without the token) goes through once; replaying the same frame is refused
        await stark.command(wire, state_id=sid)
        await recv_until(stark, lambda m: m["type"] == "update")
        assert s.game.s.state_id == sid + 1
        digest, sid = s.game.digest(), sid + 1
        await refused(stark, {"type": "command", "token": stark.token, "state_id": sid - 1, "command": wire}, "not-awaited")
        for c in (stark, lann, spec):
            await c.close()
        await host.close()

    run(main())


def _raw_exchange(port: int, data: bytes, wait: float = 2.0) -> tuple[list, bool]:
    """Send bytes on a fresh socket; return the decoded replies and whether the host closed it."""
    sock = socket.create_connection((LOOPBACK, port), timeout=wait)
    sock.sendall(data)
    dec, replies, closed = FrameDecoder(), [], False
    try:
        while True:
            chunk = sock.recv(65536)
            if not chunk:
                closed = True
                break
            replies += dec.messages(chunk)
    except socket.timeout:
        pass
    except ConnectionResetError:
        closed = True
    sock.close()
    assert replies[:1] == [] or replies[0]["type"] == "challenge"  # every connection starts with one
    return [r for r in replies if r["type"] != "challenge"], closed


def test_protocol_errors_get_an_answer_and_fatal_ones_close_the_connection():
    async def main():
        host = await start_host()
        loop = asyncio.get_running_loop()
        port = host.port
        ex = lambda data, wait=0.5: loop.run_in_executor(None, _raw_exchange, port, data, wait)
        replies, closed = await ex(b"\xff\xff\xff\xff")  # length over the limit
        assert closed and [r["code"] for r in replies] == ["too-large"] and replies[0]["fatal"]
        replies, closed = await ex(encode(hello_msg()) + struct.pack(">I", 2) + b"\xc1\xc1"
                                   + encode({"type": "ping", "nonce": 3}))
        replies = [r for r in replies if r["type"] not in ("welcome", "snapshot", "seats")]
        assert not closed and [r["type"] for r in replies] == ["error", "pong"] and replies[0]["code"] == "bad-frame"
        replies, closed = await ex(encode(hello_msg() | {"protocol": 99}))
        assert closed and replies[0]["code"] == "version" and replies[0]["fatal"]
        replies, closed = await ex(encode(hello_msg() | {"edition": "first_edition"}))
        assert closed and replies[0]["code"] == "edition"
        replies, closed = await ex(b"".join(struct.pack(">I", 1) + b"\xc1" for _ in range(10)))
        assert closed and all(r["code"] == "bad-frame" for r in replies) and replies[-1]["fatal"]
        # the host still serves everyone else
        c = Client(LOOPBACK, port)
        await c.connect(seat="stark")
        assert host.session.game.s.state_id == 0
        await c.close()
        await host.close()

    run(main())


def test_local_clients_get_plain_copies_and_play_a_whole_game():
    async def main():
        s = make_session(4, seed=9)
        host = Host(s, ping_interval=0)
        clients = [LocalClient(host, name=h) for h in s.seats]
        for c, h in zip(clients, s.seats):
            await c.connect(seat=h)
        clients[0].view["units"].clear()  # a client scribbling on its copy changes nothing on the host
        assert s.game.s.units and s.game.view("stark")["units"]
        results = await asyncio.gather(*(play(c, RandomBot(i)) for i, c in enumerate(clients)))
        assert all(r["finished"] and r["winner"] == s.game.winner for r in results)
        assert host.finished.is_set()
        for c in clients:
            await c.close()
        await host.close()

    run(main(), 60)


def test_a_timed_host_keeps_the_time_of_each_accepted_commands_fan_out():
    async def main():
        s = make_session(3, seed=5)
        host = Host(s, ping_interval=0)
        host.fanout_times = []  # as `agot-host --timing` asks (the network bench)
        clients = [LocalClient(host, name=h) for h in s.seats]
        watcher = LocalClient(host, name="watcher")
        for c, h in zip(clients, s.seats):
            await c.connect(seat=h)
        await watcher.connect()
        await asyncio.gather(*(play(c, RandomBot(i)) for i, c in enumerate(clients)))
        assert len(host.fanout_times) == len(s.commands) > 100  # one per accepted command, none else
        assert all(t > 0 for t in host.fanout_times)
        for c in [*clients, watcher]:
            await c.close()
        await host.close()

    run(main(), 60)


def test_a_client_written_from_the_protocol_document_alone_plays_to_the_end():
    """Plain socket + msgpack, no code from agot_qt.net, against `agot-host` itself: two seats
    taken with the tokens it printed (the third a host bot), framing, hello, pings both ways,
    `stale-state` in simultaneous decisions answered by sending again, notices, as documented."""
    import threading

    import msgpack

    from engine.commands import command_to_wire

    from .util import HostProcess

    def send(sock, msg):
        body = msgpack.packb(msg, use_bin_type=True)
        sock.sendall(struct.pack(">I", len(body)) + body)

    def recv(sock):
        head = sock.recv(4, socket.MSG_WAITALL)
        (n,) = struct.unpack(">I", head)
        assert n <= 1 << 20
        return msgpack.unpackb(sock.recv(n, socket.MSG_WAITALL), raw=False, strict_map_key=True)

    def client(port, seat, token, seed, out):
        import hashlib
        import hmac
        import secrets

        sock = socket.create_connection((LOOPBACK, port), timeout=20)
        challenge = recv(sock)  # the host speaks first: its game id and a nonce for this connection
        assert challenge["type"] == "challenge"
        host_address, host_port = sock.getpeername()[:2]
        mine = secrets.token_hex(16)
        text = "\n".join(["agot-seat-proof-1", challenge["game_id"], seat, host_address, str(host_port),
                          challenge["nonce"], mine])
        proof = hmac.new(token.encode(), text.encode(), hashlib.sha256).hexdigest()
        send(sock, {"type": "hello", "protocol": 1, "edition": "second_edition", "name": f"Indie {seat}",
                    "seat": seat, "nonce": mine, "proof": proof})
        welcome, snapshot = recv(sock), recv(sock)
        assert welcome["type"] == "welcome" and snapshot["type"] == "snapshot" and "token" not in welcome
        send(sock, {"type": "ping", "nonce": f"mine-{seat}"})  # our own ping, after the hello
        view, sid = snapshot["view"], snapshot["state_id"]
        bot, answered, attempt, kinds, stale, pongs = RandomBot(seed), None, 0, set(), 0, []
        while not view["finished"]:
            if view["decisions"] and answered != sid:
                kinds.add(view["decisions"][0]["kind"])
                cmd = command_to_wire(bot.propose(view, view["decisions"][0], attempt))
                send(sock, {"type": "command", "state_id": sid, "command": cmd})
                answered = sid
            m = recv(sock)
            if m["type"] == "ping":
                send(sock, {"type": "pong", "nonce": m["nonce"]})
            elif m["type"] == "pong":
                pongs.append(m["nonce"])
            elif m["type"] in ("update", "snapshot"):
                view, sid, attempt = m["view"], m["state_id"], 0  # a new state: answer again if asked
            elif m["type"] == "error" and m["code"] == "stale-state":
                stale += 1  # someone else answered first: its update came before, we sent again
            elif m["type"] == "error" and m["code"] == "illegal" and m.get("state_id") == sid:
                answered, attempt = None, attempt + 1  # propose again
            elif m["type"] == "error":
                raise AssertionError(m)
        sock.close()
        out[seat] = (view, kinds, stale, pongs)

    with HostProcess("--players", "3", "--bots", "1", "--seed", "8", "--no-save", "--ping-interval", "0.05") as hp:
        people = {h: x["token"] for h, x in hp.seats.items() if x["holder"] == "human"}
        assert sorted(people) == ["lannister", "stark"]
        out: dict = {}
        threads = [threading.Thread(target=client, args=(hp.port, h, t, i, out), daemon=True)
                   for i, (h, t) in enumerate(people.items())]
        for t in threads:
            t.start()
        for t in threads:
            t.join(90)
        assert set(out) == set(people), "a client did not reach the end"
        winner = hp.next_line(10)
        assert winner.startswith("winner ")
        for seat, (view, kinds, stale, pongs) in out.items():
            assert view["finished"] and view["winner"] == winner.split()[1]
            assert {"place-orders", "march"} <= kinds and pongs == [f"mine-{seat}"]
        assert sum(stale for _, _, stale, _ in out.values()) > 0  # simultaneous answers did cross


def test_chat_public_private_and_flood_limit_over_tcp():
    async def main():
        host = await start_host()
        a, b, c, spec = (Client(LOOPBACK, host.port, name=n) for n in ("A", "B", "C", "S"))
        await a.connect(seat="stark")
        await b.connect(seat="lannister")
        await c.connect(seat="baratheon")
        await spec.connect()
        await a.chat("psst", to="lannister")
        got = await recv_until(b, lambda m: m["type"] == "chat")
        assert got[-1] == {"type": "chat", "from": "stark", "name": "A", "to": "lannister", "text": "psst"}
        await spec.chat("hello all")
        for client in (a, b, c):
            got = await recv_until(client, lambda m: m["type"] == "chat" and m["text"] == "hello all")
            assert got[-1]["from"] is None
        # the private message never reached the third seat or the spectator
        for client in (c, spec):
            while not client.inbox.empty():
                m = await client.recv()
                assert not (m["type"] == "chat" and m["text"] == "psst")
        for i in range(12):  # a burst: the first 8 pass, then the host refuses
            await c.chat(f"spam {i}")
        got = await recv_until(c, lambda m: m["type"] == "error", 5)
        assert got[-1]["code"] == "flood"
        texts = [m["text"] for m in await recv_until(a, lambda m: m.get("text") == "spam 7", 5) if m["type"] == "chat"]
        assert texts[-8:] == [f"spam {i}" for i in range(8)]
        await asyncio.sleep(0.1)
        while not a.inbox.empty():
            m = await a.recv()
            assert m.get("text") not in {f"spam {i}" for i in range(9, 12)}
        for client in (a, b, c, spec):
            await client.close()
        await host.close()

    run(main())


def test_a_thinking_bot_never_holds_up_the_other_connections():
    """Host bots think in a worker thread: a slow bot leaves the loop free for everyone else."""
    import time

    thinking = []

    class SlowBot:
        def __init__(self) -> None:
            self.inner = RandomBot(0)

        def propose(self, view, decision, attempt):
            thinking.append(time.monotonic())
            time.sleep(0.8)  # a long search
            return self.inner.propose(view, decision, attempt)

    async def main():
        host = await start_host(bots=("lannister",), bot_factory=lambda house: SlowBot())
        c = Client(LOOPBACK, host.port, name="Ann")
        await c.connect(seat="stark")
        host._after_change()  # wake the bots
        await wait_for(lambda: bool(thinking), 5)  # the bot is now thinking about its orders
        await c.chat("still there?")
        msg = (await recv_until(c, lambda m: m.get("type") == "chat"))[-1]
        assert msg["text"] == "still there?"
        assert time.monotonic() - thinking[0] < 0.5  # answered while the bot was still thinking
        await wait_for(lambda: "lannister" in host.session.game.view(None).get("orders_submitted", []), 5)
        await c.close()
        await host.close()

    run(main())


def test_the_host_only_boards_watch_controls_hold_and_step_the_hosts_bots():
    async def main():
        host = await start_host(3, seed=3, bots=("stark", "lannister", "baratheon"), bot_delay=0.01)
        s = host.session
        await wait_for(lambda: s.game.s.state_id > 3)
        host.pause_bots(True)
        await asyncio.sleep(0.3)  # a move already under way finishes
        sid = s.game.s.state_id
        await asyncio.sleep(0.3)
        assert s.game.s.state_id == sid, "paused: the host's bots wait"
        host.step_bots()
        await wait_for(lambda: s.game.s.state_id == sid + 1)
        await asyncio.sleep(0.3)
        assert s.game.s.state_id == sid + 1, "one step is one move"
        host.pause_bots(False)
        await wait_for(lambda: s.game.s.state_id > sid + 3)
        await host.close()

    run(main())


def test_network_bots_command_their_vassals_through_a_whole_round():
    """Clients playing a game with vassals answer for the vassals their seat commands, with the
    vassal's house in the command, from what the vassal may see."""
    from engine.game import Game
    from engine.session import Session

    async def main():
        s = Session(Game.new(players=4, seed=4, options={"vassals": True}), "gv", "V")
        host = Host(s, ping_interval=0)
        clients = [LocalClient(host, name=h) for h in s.seats]
        sent = []
        for c, h in zip(clients, s.seats):
            await c.connect(seat=h)
            real = c.send

            async def send(m, real=real):
                sent.append(m)
                await real(m)
            c.send = send
        await asyncio.gather(*(play(c, RandomBot(i), stop_after=400) for i, c in enumerate(clients)))
        assert s.game.s.round >= 2
        assert {m.get("house") for m in sent if m["type"] == "command"} & set(s.game.s.vassals)
        assert any(seat in s.game.s.vassals and c["type"] == "PlaceOrders" for seat, c in s.commands)
        for c in clients:
            await c.close()
        await host.close()

    run(main(), 60)
