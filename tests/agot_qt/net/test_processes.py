"""`agot-host` and bot clients as separate processes on 127.0.0.1: a whole game, a SIGKILL and resume."""
from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys

from agot_qt.net.bot_client import play
from agot_qt.net.client import Client, ConnectionClosed
from engine.bots.random_bot import RandomBot
from engine.save import load_session, read_save

from .util import LOOPBACK, ROOT, HostProcess, run


def test_six_bot_processes_play_a_whole_game_over_tcp():
    with HostProcess("--players", "6", "--bots", "0", "--seed", "31", "--no-save") as hp:
        assert sorted(x["holder"] for x in hp.seats.values()) == ["human"] * 6  # reserved for their tokens
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        bots = [subprocess.Popen([sys.executable, "-m", "agot_qt.net.bot_client", "--host", LOOPBACK,
                                  "--port", str(hp.port), "--seat", house, "--token", seat["token"],
                                  "--seed", str(i)], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                 text=True, env=env)
                for i, (house, seat) in enumerate(hp.seats.items())]
        results = []
        for b in bots:
            out, err = b.communicate(timeout=60)
            assert b.returncode == 0, err
            results.append(json.loads(out.strip().splitlines()[-1]))
        assert hp.wait(30) == 0
        winner_line = [line for line in hp.all_lines if line.startswith("winner ")]
        assert len(winner_line) == 1
        winner = winner_line[0].split()[1]
        assert {r["seat"] for r in results} == set(hp.seats)
        assert all(r["finished"] and r["winner"] == winner for r in results)
        assert len({r["state_id"] for r in results}) == 1 and results[0]["state_id"] > 100


def test_host_killed_with_sigkill_resumes_from_the_last_accepted_command(tmp_path):
    save = tmp_path / "game.agot"
    with HostProcess("--players", "4", "--bots", "2", "--seed", "21", "--save", str(save)) as hp:
        people = {h: x["token"] for h, x in hp.seats.items() if x["holder"] == "human"}
        assert len(people) == 2 and hp.save == str(save)

        async def until_killed() -> int:
            clients = {h: Client(LOOPBACK, hp.port) for h in people}
            for h, c in clients.items():
                await c.connect(seat=h, token=people[h])

            async def killer() -> None:
                while max(c.state_id or 0 for c in clients.values()) < 70:
                    await asyncio.sleep(0.001)
                os.kill(hp.proc.pid, signal.SIGKILL)  # while commands are flowing

            results = await asyncio.gather(killer(), *(play(c, RandomBot(i)) for i, c in enumerate(clients.values())),
                                           return_exceptions=True)
            assert all(isinstance(r, ConnectionClosed) for r in results[1:]), results
            return max(c.state_id for c in clients.values())

        seen = run(until_killed(), 60)
        assert hp.proc.wait(10) == -signal.SIGKILL
    saved = read_save(save)  # complete and readable: written atomically
    n = saved["snapshot"]["state_id"]
    assert seen <= n and len(saved["commands"]) == n and not saved["snapshot"]["finished"]
    restored = load_session(saved)  # replays the commands to the snapshot's digest
    assert restored.game.digest() == saved["digest"]

    with HostProcess("--resume", str(save)) as hp2:
        assert f" state {n}" in hp2.game_line
        assert {h: x["token"] for h, x in hp2.seats.items() if x["holder"] == "human"} == people
        assert sorted(x["holder"] for x in hp2.seats.values()) == ["bot", "bot", "human", "human"]

        async def to_the_end() -> list:
            clients = {h: Client(LOOPBACK, hp2.port) for h in people}
            for h, c in clients.items():
                await c.connect(seat=h, token=people[h])
                assert c.state_id >= n  # (the host's bots may already have moved on from n)
            return await asyncio.gather(*(play(c, RandomBot(10 + i)) for i, c in enumerate(clients.values())))

        results = run(to_the_end(), 60)
        assert all(r["finished"] for r in results)
        assert hp2.wait(30) == 0
    final = read_save(save)
    assert final["commands"][:n] == saved["commands"] and len(final["commands"]) > n
    assert final["snapshot"]["finished"] and load_session(final).game.finished


def test_cli_version_and_bad_resume(tmp_path):
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-m", "agot_qt.net.host_cli", "--version"], capture_output=True,
                         text=True, env=env, timeout=30)
    assert out.returncode == 0 and out.stdout.startswith("agot-host ") and "protocol 1" in out.stdout
    bad = tmp_path / "bad.agot"
    bad.write_text("{broken")
    out = subprocess.run([sys.executable, "-m", "agot_qt.net.host_cli", "--resume", str(bad), "--no-discovery",
                          "--bind", LOOPBACK, "--port", "0"], capture_output=True, text=True, env=env, timeout=30)
    assert out.returncode == 2 and "the file is damaged, or is not a saved game" in out.stderr


def test_the_host_runs_where_qt_is_not_installed(tmp_path):
    """agot_qt.net never needs Qt: block PySide6/qasync imports and play a bots-only game."""
    code = (
        "import sys, runpy\n"
        "class Block:\n"
        "    def find_spec(self, name, path=None, target=None):\n"
        "        if name.split('.')[0] in ('PySide6', 'shiboken6', 'qasync'):\n"
        "            raise ImportError('no Qt here: ' + name)\n"
        "sys.meta_path.insert(0, Block())\n"
        "sys.argv = ['agot-host'] + sys.argv[1:]\n"
        "runpy.run_module('agot_qt.net.host_cli', run_name='__main__')\n"
    )
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", code, "--players", "3", "--bots", "3", "--seed", "5",
                          "--bind", LOOPBACK, "--port", "0", "--no-discovery", "--save", str(tmp_path / "g.agot")],
                         capture_output=True, text=True, env=env, timeout=120, cwd=tmp_path)
    assert out.returncode == 0, out.stderr
    assert any(line.startswith("winner ") for line in out.stdout.splitlines())
    assert not [m for m in out.stderr.splitlines() if "PySide6" in m and "Error" in m]
    assert read_save(tmp_path / "g.agot")["snapshot"]["finished"]
