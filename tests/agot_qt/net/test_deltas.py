"""`delta` updates over real sockets: a client that asks for them gets the changed fields only
and ends up with exactly the views the host built; an older client that does not ask gets every
view whole; the host builds one delta per audience and sends the same bytes to all of it."""
from __future__ import annotations

import asyncio
from collections import Counter

from agot_qt.net.bot_client import play
from agot_qt.net.client import Client
from agot_qt.net.host import Host
from agot_qt.net.protocol import FrameDecoder, ProtocolError, apply_delta, plain_copy
from engine.bots.random_bot import RandomBot

from .util import LOOPBACK, make_session, run


def _kinds(data: bytes) -> Counter:
    return Counter(m["type"] for m in FrameDecoder().messages(data))


def test_deltas_for_those_who_ask_and_whole_updates_for_older_clients():
    async def main():
        s = make_session(4, seed=7)
        host = await Host(s, ping_interval=0).start(LOOPBACK, 0)
        streams: dict[str, bytearray] = {}
        views: dict[str, list] = {}

        def client(label: str, features: tuple[str, ...]) -> Client:
            streams[label] = bytearray()
            c = Client(LOOPBACK, host.port, name=label, record=streams[label].extend, features=features)
            seen = views.setdefault(label, [])
            c.on_message = lambda m: seen.append((m["state_id"], m["view"])) if m["type"] == "update" else None
            return c

        new_watch, old_watch = client("new", ("delta",)), client("old", ())
        welcome_new, welcome_old = await new_watch.connect(), await old_watch.connect()
        assert welcome_new["features"] == ["delta"] and welcome_old["features"] == []
        players = {h: client(h, ("delta",) if i % 2 else ()) for i, h in enumerate(s.seats)}
        for h, c in players.items():
            await c.connect(seat=h)
        built: dict[tuple[int, str | None], dict] = {}
        host.observers.append(lambda sess: built.update(
            {(sess.game.s.state_id, seat): plain_copy(sess.game.view(seat)) for seat in [None, *sess.seats]}))

        async def watch(c: Client) -> None:
            while not (c.view or {}).get("finished"):
                await c.recv()

        await asyncio.gather(watch(new_watch), watch(old_watch),
                             *(play(c, RandomBot(i)) for i, c in enumerate(players.values())))
        assert s.game.finished
        # every view a client ended up with is the one the host built for its seat at that state
        for label, seen in views.items():
            seat = None if label in ("new", "old") else label
            assert len(seen) > 100
            for sid, view in seen:
                if (sid, seat) in built:
                    assert view == built[(sid, seat)], (label, sid)
        kinds = {label: _kinds(bytes(data)) for label, data in streams.items()}
        assert kinds["old"]["delta"] == 0 and kinds["old"]["update"] > 100
        assert kinds["new"]["update"] == 0 and kinds["new"]["delta"] > 100
        for i, h in enumerate(s.seats):
            assert (kinds[h]["delta"] > 100) == bool(i % 2) and (kinds[h]["update"] > 100) != bool(i % 2)
        # deltas are several times smaller than whole views
        assert len(streams["new"]) * 3 < len(streams["old"])
        for c in [new_watch, old_watch, *players.values()]:
            await c.close()
        await host.close()

    run(main(), 120)


def test_one_delta_per_audience_and_whole_updates_after_a_seat_change():
    async def main():
        s = make_session(3, seed=2)
        host = await Host(s, ping_interval=0, bot_delay=0.01).start(LOOPBACK, 0)
        frames: dict[str, list[bytes]] = {}
        sent = host._send

        def spy(conn, frame):  # every frame the host hands to each connection
            frames.setdefault(conn.id, []).append(frame)
            return sent(conn, frame)

        host._send = spy
        watchers = [Client(LOOPBACK, host.port) for _ in range(3)]
        for w in watchers:
            await w.connect()
        stark = Client(LOOPBACK, host.port, name="Ann")
        await stark.connect(seat="stark")
        ids = {c.id for c in s.clients.values() if c.seat is None}
        await play(stark, RandomBot(1), stop_after=1)
        while any(w.state_id != s.game.s.state_id for w in watchers):
            await asyncio.wait([asyncio.ensure_future(w.recv()) for w in watchers], timeout=5)
        def views_sent(cid: str) -> list[bytes]:
            return [f for f in frames[cid] if FrameDecoder().messages(f)[0]["type"] in ("update", "delta")]

        last = {views_sent(cid)[-1] for cid in ids}
        assert len(last) == 1  # the spectators' delta: built once, the same bytes for all
        m = FrameDecoder().messages(next(iter(last)))[0]
        assert m["type"] == "delta" and m["base"] == 0 and m["state_id"] == s.game.s.state_id
        # a seat handed to a bot makes its person a spectator: its next view comes whole, then deltas
        cid = s.seats["stark"].client
        before = len(frames[cid])
        for h in s.seats:
            host.set_holder(h, "bot")
        await asyncio.sleep(0.5)  # the bots play on
        after = [FrameDecoder().messages(f)[0] for f in frames[cid][before:]]
        views = [m for m in after if m["type"] in ("update", "delta")]
        assert len(views) > 2 and views[0]["type"] == "update" and views[0]["view"]["seat"] is None
        assert all(m["type"] == "delta" for m in views[1:])
        for c in [*watchers, stark]:
            await c.close()
        await host.close()

    run(main(), 60)


def test_a_delta_on_a_view_the_client_does_not_hold_is_refused():
    held = {"a": 1, "b": 2}
    delta = {"type": "delta", "state_id": 5, "base": 4, "events": [], "view": {"a": 3}, "drop": ["b"]}
    assert apply_delta(held, 4, delta)["view"] == {"a": 3}
    assert held == {"a": 1, "b": 2}  # the held view is left as it was
    for bad_base, bad in ((3, delta), (4, dict(delta, view=[1])), (4, dict(delta, drop="b"))):
        try:
            apply_delta(held, bad_base, bad)
        except ProtocolError:
            continue
        raise AssertionError("a delta the client cannot apply was accepted")
