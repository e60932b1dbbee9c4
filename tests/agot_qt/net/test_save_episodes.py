"""A nearly full disk: the save of each new move fails while the host's retry of the last saved
state works. Everyone hears `saving-failed` and `saving-resumed` once for the episode, not once a
second; only the person whose move is refused hears again, so they know when to send it again."""
from __future__ import annotations

import asyncio
import errno

from agot_qt.net import host as host_module
from agot_qt.net.client import Client
from agot_qt.net.host import Host
from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.save import load_session, read_save

from .util import LOOPBACK, make_session, recv_until, run


def test_a_flapping_disk_is_told_once_per_episode(tmp_path, monkeypatch):
    save = tmp_path / "game.agot"
    room = {"up_to": 0}  # the last state id whose save still fits on the "disk"
    real_write = host_module.write_save

    def nearly_full(path, data):
        if data["snapshot"]["state_id"] > room["up_to"]:
            raise OSError(errno.ENOSPC, "No space left on device")
        real_write(path, data)

    monkeypatch.setattr(host_module, "write_save", nearly_full)

    async def main():
        host = await Host(make_session(3, seed=6), ping_interval=0, save_path=save, save_retry=0.05).start(LOOPBACK, 0)
        s = host.session
        ann, watcher = Client(LOOPBACK, host.port, name="Ann"), Client(LOOPBACK, host.port, name="W")
        await ann.connect(seat="stark")
        await watcher.connect()
        heard: list[dict] = []
        watcher.on_message = lambda m: heard.append(m) if m.get("type") == "notice" else None
        move = command_to_wire(RandomBot(1).propose(ann.view, ann.decisions()[0]))
        for attempt in range(4):  # each time: refused, then the retry works, and she sends again
            await ann.command(move, state_id=0)
            refused = await recv_until(ann, lambda m: m["type"] == "error")
            assert refused[-1]["code"] == "not-saved" and s.game.s.state_id == 0
            got = refused + await recv_until(ann, lambda m: m["type"] == "notice" and m["code"] == "saving-resumed")
            assert got[-1]["episode"] == 1
            if attempt == 0:
                assert [m["code"] for m in got if m["type"] == "notice"] == ["saving-failed", "saving-resumed"]
            else:
                assert [m["code"] for m in got if m["type"] == "notice"] == ["saving-resumed"]
        await asyncio.sleep(0.3)
        assert [(m["code"], m["episode"]) for m in heard] == [("saving-failed", 1), ("saving-resumed", 1)]
        room["up_to"] = 10**9  # room again: the move goes through and is saved
        await ann.command(move, state_id=0)
        await recv_until(ann, lambda m: m["type"] == "update" and m["state_id"] == 1)
        assert load_session(read_save(save)).game.digest() == s.game.digest()
        await ann.close(), await watcher.close()
        await host.close()

    run(main(), 60)


def test_stand_in_bots_are_seeded_apart_from_the_games_secret_seed(monkeypatch):
    """What a stand-in bot does must tell nothing of the game's seed: its seed is drawn apart."""
    from engine.bots import levels

    seeds: list[int] = []
    real_make_bot = levels.make_bot

    def recording(level, seed=0):
        seeds.append(seed)
        return real_make_bot(level, seed)

    monkeypatch.setattr(levels, "make_bot", recording)

    async def one_host() -> int:
        session = make_session(3, seed=6)
        host = await Host(session, ping_interval=0).start(LOOPBACK, 0)
        ann = Client(LOOPBACK, host.port, name="Ann")
        await ann.connect(seat="stark")
        await ann.close()
        await asyncio.sleep(0.05)
        host.stand_in("stark", "easy")
        index = list(session.seats).index("stark")
        game_seed = session.game.s.seed
        await asyncio.sleep(0.3)  # the stand-in answers stark's orders
        await host.close()
        assert seeds, "no stand-in bot was made"
        assert seeds[-1] != game_seed * 1000 + index and seeds[-1] != game_seed
        return seeds[-1]

    async def main():
        first = await one_host()
        second = await one_host()
        assert first != second  # the same game on another host: other randomness

    run(main(), 60)
