"""A real host on 127.0.0.1 replaces a player who left by a vassal and gives the house back when
they return (docs/PROTOCOL.md, `PlayerReplacedByVassal` / `VassalTakenByPlayer`)."""
from __future__ import annotations

import asyncio
import itertools

import pytest

from agot_qt.net.client import Client
from agot_qt.net.host import Host
from engine.errors import IllegalCommand
from engine.game import Game
from engine.save import make_save
from engine.session import Session

from .util import LOOPBACK, run, wait_for


def vassal_session(seed: int = 4) -> Session:
    counter = itertools.count()
    return Session(Game.new(players=4, seed=seed, options={"vassals": True}), "gv", "V",
                   token_factory=lambda: f"tok{next(counter):02d}{'x' * 27}")


def in_combat(s: Session) -> bool:
    return any(f["kind"] in ("combat", "neutral-combat") for f in s.game.s.stack)


def kinds(client: Client) -> list[str]:
    return [e.get("kind") for e in client.log]


async def read_until(client: Client, predicate, timeout: float = 10.0) -> None:
    """Read what the host sends `client` until `predicate()` holds."""
    async def loop() -> None:
        while not predicate():
            await client.recv()
    await asyncio.wait_for(loop(), timeout)


def test_a_player_away_past_the_turn_clock_becomes_a_vassal_and_gets_the_house_back_on_return():
    async def main():
        s = vassal_session()
        s.set_turn_clock(0.4)
        host = await Host(s, ping_interval=0).start(LOOPBACK, 0)
        away, other, *bots = list(s.seats)
        for h in bots:
            host.set_holder(h, "bot")
        hand = s.game.s.hands[away]  # two cards played before they drop: nothing of it is lost
        s.game.s.hands[away], s.game.s.discards[away] = hand[2:], hand[:2]
        s.game.state_changed()
        a = Client(LOOPBACK, host.port, name="Ann")
        await a.connect(seat=away)
        b = Client(LOOPBACK, host.port, name="Bob")
        await b.connect(seat=other)
        await a.close()
        await wait_for(lambda: away in s.game.s.vassals, 10)
        assert away in s.seats and s.seats[away].holder == "human"  # the seat and its token are kept
        assert s.commands and any(c == {"type": "SetVassal", "house": away, "vassal": True}
                                  for _, c in s.commands)
        await read_until(b, lambda: "PlayerReplacedByVassal" in kinds(b))
        await read_until(b, lambda: away in (b.view or {}).get("vassals", []))
        await a.reconnect()  # a proved rejoin: the house is theirs again at the next moment allowed
        await wait_for(lambda: away not in s.game.s.vassals, 20)
        await read_until(b, lambda: "VassalTakenByPlayer" in kinds(b))
        await read_until(a, lambda: away not in (a.view or {}).get("vassals", []))
        assert s.seats[away].client is not None and not host.vassal_wanted
        assert s.game.s.hands[away] == hand[2:] and s.game.s.discards[away] == hand[:2]
        for c in (a, b):
            await c.close()
        await host.close()

    run(main(), 60)


def test_the_host_setting_off_keeps_the_away_players_house():
    async def main():
        s = vassal_session()
        s.set_turn_clock(0.2)
        host = await Host(s, ping_interval=0, vassal_away=False).start(LOOPBACK, 0)
        away, *bots = list(s.seats)
        for h in bots:
            host.set_holder(h, "bot")
        a = Client(LOOPBACK, host.port, name="Ann")
        await a.connect(seat=away)
        await a.close()
        await wait_for(lambda: s.seats[away].client is None)
        before = s.game.s.state_id
        await wait_for(lambda: s.game.s.state_id > before + 10, 10)  # the clock plays its turns
        assert away not in s.game.s.vassals and s.host_settings["vassal_away"] is False
        await host.close()

    run(main(), 60)


async def _step_until(host: Host, done, limit: int = 4000) -> None:
    for _ in range(limit):
        if done():
            return
        turns = host.session.bot_turns()
        assert turns, "the game waits for nobody the host plays"
        host.bot_move(turns[0])
        await asyncio.sleep(0)
    raise AssertionError("not reached")


def test_a_house_changes_hands_only_after_the_combat_both_ways():
    async def main():
        s = vassal_session(seed=7)
        host = Host(s, ping_interval=0)
        host.bots_paused = True  # the test moves the bots itself
        await host.start(LOOPBACK, 0)
        away, *bots = list(s.seats)
        for h in bots:
            host.set_holder(h, "bot")
        a = Client(LOOPBACK, host.port, name="Ann")
        await a.connect(seat=away)
        await a.close()
        await wait_for(lambda: s.seats[away].client is None)
        host.stand_in(away, "easy")  # a bot plays for them until the host decides
        await _step_until(host, lambda: in_combat(s))
        assert host.request_vassal(away, True) is False  # refused in the combat: done after it
        assert away not in s.game.s.vassals and host.vassal_wanted == {away: True}
        await _step_until(host, lambda: away in s.game.s.vassals)
        assert not in_combat(s) and not host.vassal_wanted
        await _step_until(host, lambda: in_combat(s))
        await a.reconnect()  # back during a combat: the house is given back once it is over
        await wait_for(lambda: s.seats[away].client is not None)
        assert away in s.game.s.vassals and host.vassal_wanted == {away: False}
        await _step_until(host, lambda: away not in s.game.s.vassals)
        assert not in_combat(s) and not host.vassal_wanted
        await a.close()
        await host.close()

    run(main(), 90)


def test_other_refusals_are_raised_and_change_nothing():
    async def main():
        s = vassal_session()
        host = await Host(s, ping_interval=0).start(LOOPBACK, 0)
        *first, last = list(s.seats)
        for h in first:
            assert host.request_vassal(h, True) is True
        before = s.game.digest()
        with pytest.raises(IllegalCommand) as err:
            host.request_vassal(last, True)  # the last player stays a player
        assert err.value.key == "vassal-last-seat"
        assert s.game.digest() == before and not host.vassal_wanted
        await host.close()

    run(main(), 30)


def test_a_game_resumed_after_a_replacement_keeps_the_seat_and_gives_the_house_back():
    from engine.save import load_session

    async def main():
        s = vassal_session()
        away, *others = list(s.seats)
        token = s.seats[away].token
        s.seats[away].holder, s.seats[away].name = "human", "Ann"
        for h in others:
            s.set_holder(h, "bot")
        s.set_vassal(away, True)
        resumed = load_session(make_save(s))  # the host restarts from its save
        assert away in resumed.game.s.vassals and resumed.seats[away].token == token
        assert resumed.seats[away].holder == "human"
        host = await Host(resumed, ping_interval=0).start(LOOPBACK, 0)
        a = Client(LOOPBACK, host.port, name="Ann")
        await a.connect(seat=away, token=token)
        await wait_for(lambda: away not in resumed.game.s.vassals, 20)
        await read_until(a, lambda: away not in (a.view or {}).get("vassals", []))
        await a.close()
        await host.close()

    run(main(), 60)


def test_a_player_who_does_not_come_back_to_a_resumed_game_becomes_a_vassal():
    from engine.save import load_session

    async def main():
        s = vassal_session()
        away, *others = list(s.seats)
        s.seats[away].holder, s.seats[away].name = "human", "Ann"
        for h in others:
            s.set_holder(h, "bot")
        resumed = load_session(make_save(s))
        resumed.set_turn_clock(0.3)  # (a save keeps 1 s or more)
        host = await Host(resumed, ping_interval=0).start(LOOPBACK, 0)
        await wait_for(lambda: away in resumed.game.s.vassals, 10)
        await host.close()

    run(main(), 30)


def test_nothing_changes_hands_in_a_lobby():
    async def main():
        counter = itertools.count()
        s = Session(Game.new(players=4, seed=4, options={"vassals": True}), "gl", "L", lobby=True,
                    turn_clock=0.1, token_factory=lambda: f"tok{next(counter):02d}{'x' * 27}")
        host = await Host(s, ping_interval=0).start(LOOPBACK, 0)
        a = Client(LOOPBACK, host.port, name="Ann")
        away = next(iter(s.seats))
        await a.connect(seat=away)
        await a.close()
        await wait_for(lambda: s.seats[away].client is None)
        await asyncio.sleep(0.4)  # past the turn clock
        assert not s.game.s.vassals or away not in s.game.s.vassals
        assert not s.commands
        await host.close()

    run(main(), 30)


@pytest.mark.parametrize("flags, replaced", [((), True), (("--no-away-vassals",), False)])
def test_agot_host_replaces_a_person_away_past_the_turn_clock_unless_told_not_to(flags, replaced):
    from .util import HostProcess

    with HostProcess("--players", "4", "--vassals", "--bots", "3", "--seed", "5", "--no-save",
                     "--turn-clock", "0.5", *flags) as hp:
        house = next(h for h, seat in hp.seats.items() if seat["holder"] == "human")

        async def main():
            a = Client(LOOPBACK, hp.port, name="Ann")
            await a.connect(seat=house, token=hp.seats[house]["token"])
            await a.close()
            watcher = Client(LOOPBACK, hp.port, name="Eve")
            await watcher.connect()
            if replaced:
                await read_until(watcher, lambda: house in (watcher.view or {}).get("vassals", []), 15)
                await a.reconnect()
                await read_until(a, lambda: house not in (a.view or {}).get("vassals", []), 20)
                await a.close()
            else:
                expired = 0
                while expired < 2:  # the clock ran out twice for the away person: still a player
                    m = await watcher.recv(timeout=15)
                    expired += m.get("type") == "notice" and m.get("code") == "clock-expired" \
                        and m.get("seat") == house
                assert house not in (watcher.view or {}).get("vassals", [])
            await watcher.close()

        run(main(), 60)
