"""The table decides over real sockets on 127.0.0.1 (docs/PROTOCOL.md §4 "The table"): a friend
who arrives late takes a bot's house over and plays it, a pause holds the host's bots and the
people's commands, a vote and a pause survive a host restart, the chess clock runs out on the
host's timer, and hostile peers (malformed requests, spectators answering, a swap asked by
someone else, floods) change nothing."""
from __future__ import annotations

import asyncio
import itertools

from agot_qt.net.client import Client
from agot_qt.net.host import Host
from engine import command_to_wire
from engine.bots.random_bot import RandomBot
from engine.game import Game
from engine.save import load_session, make_save
from engine.session import Session

from .util import LOOPBACK, run, wait_for


def table_session(players: int = 3, seed: int = 2, variants: dict | None = None, options: dict | None = None
                  ) -> Session:
    counter = itertools.count()
    return Session(Game.new(players=players, seed=seed, variants=variants, options=options), "gtab", "Table",
                   token_factory=lambda: f"tok{next(counter):02d}{'x' * 27}")


async def until(client: Client, predicate, timeout: float = 10.0) -> list[dict]:
    """Read what the host sends `client` until a message satisfies `predicate`; all of them."""
    got: list[dict] = []

    async def loop() -> None:
        while True:
            m = await client.recv()
            got.append(m)
            if predicate(m):
                return
    await asyncio.wait_for(loop(), timeout)
    return got


def is_notice(outcome: str):
    return lambda m: m.get("type") == "notice" and m.get("code") == "vote" and m.get("outcome") == outcome


def is_error(m: dict) -> bool:
    return m.get("type") == "error"


async def play_one(client: Client, s: Session) -> None:
    """Answer the client's decision with a random bot's command, once the client holds the
    game's current state (the host's bots may move first)."""
    async def current() -> None:
        while client.state_id != s.game.s.state_id or client.seat not in s.game.awaited_seats() \
                or s.bot_turns():
            try:
                await asyncio.wait_for(client.recv(), 0.05)
            except asyncio.TimeoutError:
                pass
    await asyncio.wait_for(current(), 10)
    d, state = client.decisions()[0], s.game.s.state_id

    async def answered() -> bool:
        """True once the game moved on; False when the host refused the command."""
        while s.game.s.state_id == state:
            try:
                m = await asyncio.wait_for(client.recv(), 0.05)
            except asyncio.TimeoutError:
                continue
            if m.get("type") == "error":
                return False
        return True
    for attempt in range(30):  # a random bot's first try may be refused: it proposes again, as bots do
        await client.command(RandomBot(3).propose(client.view, d, attempt), state)
        if await asyncio.wait_for(answered(), 10):
            return
    raise AssertionError("no command of the random bot was taken")


def test_a_late_friend_takes_over_a_bots_house_in_a_running_game_and_plays_it():
    async def main():
        s = table_session()
        host = Host(s, ping_interval=0, decides="votes", bot_delay=0.01)
        await host.start(LOOPBACK, 0)
        me, friend_house, bot = list(s.seats)
        host.set_holder(friend_house, "bot")
        host.set_holder(bot, "bot")
        a = Client(LOOPBACK, host.port, name="Ann")
        await a.connect(seat=me)
        assert a.welcome["table"]["decides"] == "votes"
        await play_one(a, s)  # the game runs: the bots answer too
        await wait_for(lambda: s.game.s.state_id >= 3)
        w = Client(LOOPBACK, host.port, name="Wes")
        await w.connect()  # a friend arrives late: watching first
        await w.send({"type": "propose", "vote": "replace-player", "house": friend_house})
        started = (await until(a, is_notice("started")))[-1]
        assert started["vote"]["voters"] == [me] and started["vote"]["name"] == "Wes"
        await a.send({"type": "vote", "id": started["vote"]["id"], "yes": True})
        got = await until(w, lambda m: m.get("type") == "snapshot" and m["view"].get("seat") == friend_house)
        welcome = next(m for m in got if m.get("type") == "welcome" and m.get("taken_over"))
        assert welcome["seat"] == friend_house and w.token == welcome["token"] == s.seats[friend_house].token
        assert s.seats[friend_house].holder == "human" and s.seats[friend_house].client is not None
        await until(a, lambda m: m.get("type") == "update" and any(
            e["kind"] == "SeatTakenOver" for e in m.get("events", [])))
        await w.close()
        await w.reconnect()  # its token proves the house now
        assert w.seat == friend_house and w.view["seat"] == friend_house
        played = len(s.commands)
        for _ in range(200):  # Ann and the friend answer what the game asks them, the bot the rest
            if any(c[0] == friend_house for c in s.commands[played:]):
                break
            await wait_for(lambda: set(s.game.awaited_seats()) & {me, friend_house}, 20)
            awaited = s.game.awaited_seats()
            await play_one(a if me in awaited else w, s)  # returns once the game took it
        assert any(c[0] == friend_house for c in s.commands[played:])  # the friend's command was taken
        for c in (a, w):
            await c.close()
        await host.close()

    run(main(), 90)


def test_a_pause_holds_the_hosts_bots_and_refuses_commands_until_the_table_resumes():
    async def main():
        s = table_session()
        host = Host(s, ping_interval=0, decides="votes", bot_delay=0.01)
        await host.start(LOOPBACK, 0)
        me, other, bot = list(s.seats)
        host.pause_bots(True)  # (held until the table is paused, so the test sees it wait)
        host.set_holder(bot, "bot")
        a, b = Client(LOOPBACK, host.port, name="Ann"), Client(LOOPBACK, host.port, name="Bob")
        await a.connect(seat=me)
        await b.connect(seat=other)
        await a.send({"type": "propose", "vote": "pause-game"})
        vote = (await until(b, is_notice("started")))[-1]["vote"]
        await b.send({"type": "vote", "id": vote["id"], "yes": True})
        await until(a, lambda m: m.get("type") == "table" and m.get("paused"))
        host.pause_bots(False)
        assert s.table.paused and s.table.state()["resume_in"] > 590
        before = s.game.s.state_id
        await a.command(RandomBot(1).propose(a.view, a.decisions()[0]), a.state_id)
        refused = (await until(a, is_error))[-1]
        assert refused["code"] == "paused" and refused["key"] == "game-paused"
        await asyncio.sleep(0.3)
        assert s.game.s.state_id == before and bot not in {c[0] for c in s.commands}  # the bot waited
        await b.send({"type": "propose", "vote": "resume-game"})
        vote = (await until(a, is_notice("started")))[-1]["vote"]
        await a.send({"type": "vote", "id": vote["id"], "yes": True})
        await until(b, lambda m: m.get("type") == "table" and not m.get("paused"))
        await wait_for(lambda: bot in {c[0] for c in s.commands}, 10)  # the bot plays again
        for c in (a, b):
            await c.close()
        await host.close()

    run(main(), 60)


def test_a_paused_game_and_its_running_vote_survive_a_host_restart(tmp_path):
    async def main():
        path = tmp_path / "table.agot"
        s = table_session(variants={"game-clock": 30})
        host = Host(s, ping_interval=0, decides="votes", save_path=path)
        await host.start(LOOPBACK, 0)
        me, other, bot = list(s.seats)
        host.set_holder(bot, "bot")
        a, b = Client(LOOPBACK, host.port, name="Ann"), Client(LOOPBACK, host.port, name="Bob")
        await a.connect(seat=me)
        await b.connect(seat=other)
        await a.send({"type": "propose", "vote": "end-game"})
        await until(b, is_notice("started"))
        host.pause(True)  # (a host's pause: the vote keeps running)
        await until(a, lambda m: m.get("type") == "table" and m.get("paused"))
        tokens = {h: s.seats[h].token for h in (me, other)}
        for c in (a, b):
            await c.close()
        await host.close()
        from engine.save import read_save

        resumed = load_session(read_save(path))
        host2 = Host(resumed, ping_interval=0, save_path=path)
        await host2.start(LOOPBACK, 0)
        assert resumed.table.paused and resumed.table.decides == "votes"
        a = Client(LOOPBACK, host2.port, name="Ann")
        await a.connect(seat=me, token=tokens[me])
        table = a.welcome["table"]
        assert table["paused"] and table["votes"][0]["vote"] == "end-game" and table["votes"][0]["yes"] == [me]
        assert table["clocks"][me] > 1790 and table["running"] == []
        b = Client(LOOPBACK, host2.port, name="Bob")
        await b.connect(seat=other, token=tokens[other])
        host2.pause(False)  # (ending the game is not decided while it is paused)
        await b.send({"type": "vote", "id": table["votes"][0]["id"], "yes": True})
        await until(a, is_notice("passed"))
        assert resumed.game.s.last_round == resumed.game.s.round
        for c in (a, b):
            await c.close()
        await host2.close()

    run(main(), 60)


def test_a_chess_clock_runs_out_on_the_hosts_timer_and_the_house_goes_to_a_bot():
    async def main():
        s = table_session(variants={"game-clock": 30})
        host = Host(s, ping_interval=0, decides="votes", bot_delay=0.01)
        await host.start(LOOPBACK, 0)
        me, late, bot = list(s.seats)
        host.set_holder(bot, "bot")
        a, b = Client(LOOPBACK, host.port, name="Ann"), Client(LOOPBACK, host.port, name="Bob")
        await a.connect(seat=me)
        await b.connect(seat=late)
        s.table.charge()
        s.table.clocks[late] = 0.3  # (a clock of a few tenths of a second, for the test)
        host._after_change()  # the host's timer follows the session's next deadline
        got = await until(b, lambda m: m.get("type") == "welcome" and m.get("seat") is None)
        assert s.seats[late].holder == "bot" and late in s.table.timed_out
        assert any(m.get("type") == "update" and any(e["kind"] == "SeatClockRanOut" for e in m["events"])
                   for m in got)
        await wait_for(lambda: late in {c[0] for c in s.commands}, 10)  # a host bot plays it now
        for c in (a, b):
            await c.close()
        await host.close()

    run(main(), 60)


def test_hostile_table_messages_change_nothing():
    async def main():
        s = table_session(players=4)
        host = Host(s, ping_interval=0, decides="votes")
        host.bots_paused = True
        await host.start(LOOPBACK, 0)
        first, second, third, bot = list(s.seats)
        host.set_holder(bot, "bot")
        a, b, c = (Client(LOOPBACK, host.port, name=n) for n in ("Ann", "Bob", "Cid"))
        await a.connect(seat=first)
        await b.connect(seat=second)
        await c.connect(seat=third)
        w = Client(LOOPBACK, host.port, name="Wes")
        await w.connect()
        await a.send({"type": "propose", "vote": "end-game"})
        vote = (await until(b, is_notice("started")))[-1]["vote"]
        before = (s.table.to_save(), s.game.digest(), {h: (x.holder, x.token, x.name) for h, x in s.seats.items()})
        hostile = [
            (w, {"type": "vote", "id": vote["id"], "yes": True}, "vote-not-a-voter"),  # a spectator answers
            (w, {"type": "propose", "vote": "swap-houses", "house": first}, "vote-not-a-player"),  # someone else's swap
            (w, {"type": "propose", "vote": "end-game"}, "vote-not-a-player"),
            (b, {"type": "propose", "vote": "swap-houses", "house": second}, "swap-own"),
            (b, {"type": "vote", "id": "1", "yes": True}, "table-malformed"),
            (b, {"type": "vote", "id": vote["id"], "yes": "yes"}, "table-malformed"),
            (b, {"type": "propose", "vote": "cancel-game"}, "table-malformed"),
            (b, {"type": "propose", "vote": ["end-game"]}, "table-malformed"),
            (w, {"type": "hand-back", "to": "bot"}, "handback-not-seated"),
            (b, {"type": "command", "state_id": s.game.s.state_id, "command": {"type": "EndAfterThisRound"}},
             "command-host-only"),
        ]
        for client, message, key in hostile:
            await client.send(message)
            err = (await until(client, is_error))[-1]
            assert err["key"] == key, (message, err)
        after = (s.table.to_save(), s.game.digest(), {h: (x.holder, x.token, x.name) for h, x in s.seats.items()})
        assert after == before
        for _ in range(6):  # a flood of requests costs only its sender
            await w.send({"type": "propose", "vote": "replace-player", "house": bot})
        got = await until(w, lambda m: m.get("code") == "flood")
        assert got[-1]["type"] == "error"
        for client in (a, b, c, w):
            await client.close()
        await host.close()

    run(main(), 60)
