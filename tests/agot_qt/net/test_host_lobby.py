"""Lobby rules over real sockets on 127.0.0.1: names in use, leaving frees the seat before the
start while a drop keeps it reserved, and the turn clock."""
from __future__ import annotations

import itertools

import pytest

from agot_qt.net.client import Client, JoinError
from agot_qt.net.host import Host
from engine.game import Game
from engine.session import Session

from .util import LOOPBACK, recv_until, run, wait_for


async def lobby_host(**kw) -> Host:
    n = itertools.count()
    s = Session(Game.new(players=3, seed=2), "gl", "Lobby", token_factory=lambda: f"tok{next(n):02d}{'x' * 27}",
                lobby=True, turn_clock=kw.pop("turn_clock", 0))
    host = Host(s, ping_interval=0, **kw)
    host.set_holder("baratheon", "bot")
    return await host.start(LOOPBACK, 0)


def test_a_name_in_use_is_refused_and_another_name_gets_in():
    async def main():
        host = await lobby_host()
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        with pytest.raises(JoinError) as err:
            await Client(LOOPBACK, host.port, name=" aNN ").connect()
        assert err.value.code == "name-used"
        other = Client(LOOPBACK, host.port, name="Anne")
        assert (await other.connect())["seat"] is None
        anon = [Client(LOOPBACK, host.port) for _ in range(2)]  # nameless spectators are fine
        for c in anon:
            await c.connect()
        # Ann's old connection is still up when she comes back with her token: allowed
        again = Client(LOOPBACK, host.port, name="Ann")
        assert (await again.connect(seat="stark", token=ann.token))["seat"] == "stark"
        for c in (ann, other, again, *anon):
            await c.close()
        await host.close()

    run(main())


def test_leaving_frees_the_seat_for_everyone_and_a_drop_keeps_it_away():
    async def main():
        host = await lobby_host()
        s = host.session
        ann, bob, cat = (Client(LOOPBACK, host.port, name=n) for n in ("Ann", "Bob", "Cat"))
        await ann.connect(seat="stark")
        await bob.connect(seat="lannister")
        await cat.connect()
        old = ann.token
        await ann.leave()
        got = await recv_until(cat, lambda m: m["type"] == "seats" and m["seats"]["stark"]["holder"] == "open")
        assert got[-1]["seats"]["stark"]["name"] == ""
        assert s.seats["stark"].token != old
        with pytest.raises(JoinError, match="bad-token"):
            await Client(LOOPBACK, host.port, name="Ann").connect(seat="stark", token=old)
        # a crash: the seat stays reserved for Bob's token, shown as away
        await bob.close()
        got = await recv_until(cat, lambda m: m["type"] == "seats" and not m["seats"]["lannister"]["connected"])
        assert got[-1]["seats"]["lannister"]["holder"] == "human"
        with pytest.raises(JoinError, match="seat-taken"):
            await Client(LOOPBACK, host.port, name="Dan").connect(seat="lannister")
        assert (await bob.reconnect())["seat"] == "lannister"
        await bob.close()
        await wait_for(lambda: s.seats["lannister"].client is None)
        # the host opens the away seat: Bob's token no longer holds it, anyone may sit
        host.set_holder("lannister", "open")
        await recv_until(cat, lambda m: m["type"] == "seats" and m["seats"]["lannister"]["holder"] == "open")
        with pytest.raises(JoinError, match="bad-token"):
            await bob.connect(seat="lannister", token=bob.token)
        dan = Client(LOOPBACK, host.port, name="Dan")
        assert (await dan.connect(seat="lannister"))["token"] == s.seats["lannister"].token
        for c in (cat, dan):
            await c.close()
        await host.close()

    run(main())


def test_the_turn_clock_lets_a_bot_answer_for_a_late_person_over_tcp():
    async def main():
        host = await lobby_host(turn_clock=0.3)
        s = host.session
        ann, bob = Client(LOOPBACK, host.port, name="Ann"), Client(LOOPBACK, host.port, name="Bob")
        await ann.connect(seat="stark")
        await bob.connect(seat="lannister")
        for c in (ann, bob):
            await c.send({"type": "ready", "ready": True})
        await wait_for(s.can_start)
        assert host.start_game()
        got = await recv_until(ann, lambda m: m["type"] == "seats" and m["started"])
        assert set(got[-1]["clock"]) == {"stark", "lannister"} and 0 < got[-1]["clock"]["stark"] <= 0.3
        # nobody answers: after 0.3 s a bot places both people's orders, and everyone is told
        got = await recv_until(ann, lambda m: m["type"] == "notice", 5)
        notice = got[-1]
        assert notice["code"] == "clock-expired" and notice["seat"] in ("stark", "lannister")
        assert notice["kind"] == "place-orders"
        await wait_for(lambda: {"stark", "lannister"} <= {c[0] for c in s.commands}, 5)
        assert s.seats["stark"].holder == "human" and s.seats["stark"].client is not None
        updates = [m for m in got if m["type"] == "update"]
        assert updates and all("clock" in m for m in updates)
        for c in (ann, bob):
            await c.close()
        await host.close()

    run(main())


def test_agot_host_resumes_on_the_saved_port_or_any_free_one(tmp_path, capsys):
    import argparse
    import socket

    from agot_qt.net.host_cli import start_listening
    from engine.save import load_session, make_save

    def free_port() -> int:
        with socket.socket() as probe:
            probe.bind((LOOPBACK, 0))
            return probe.getsockname()[1]

    async def main():
        args = argparse.Namespace(port=None, resume=str(tmp_path / "g.agot"), bind=LOOPBACK)
        first = Host(Session(Game.new(players=3, seed=2), "gp"), ping_interval=0)
        await start_listening(first, argparse.Namespace(port=free_port(), resume=None, bind=LOOPBACK))
        saved = make_save(first.session)
        assert saved["host"] == {"port": first.port}
        await first.close()
        again = Host(load_session(saved), ping_interval=0)
        await start_listening(again, args)
        assert again.port == first.port and "busy" not in capsys.readouterr().out
        # the port is taken meanwhile: any free port, and the host says so
        third = Host(load_session(saved), ping_interval=0)
        await start_listening(third, args)
        assert third.port != first.port and third.session.host_settings["port"] == third.port
        assert f"port {first.port} is busy: moved to port {third.port}" in capsys.readouterr().out
        await again.close()
        await third.close()

    run(main())
