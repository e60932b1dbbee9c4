"""Helpers for the network tests: sessions, hosts, clients and host processes on 127.0.0.1 only."""
from __future__ import annotations

import asyncio
import itertools
import os
import queue
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Awaitable, Callable

from engine.game import Game
from engine.session import PROTOCOL_VERSION, Session

LOOPBACK = "127.0.0.1"
ROOT = Path(__file__).resolve().parents[3]


def run(coro: Awaitable[Any], timeout: float = 30.0) -> Any:
    """Run one coroutine to completion in a fresh event loop, with a hard timeout."""

    async def guarded() -> Any:
        return await asyncio.wait_for(coro, timeout)

    return asyncio.run(guarded())


def make_session(players: int = 3, seed: int = 1, name: str = "Test", game_id: str = "g1") -> Session:
    counter = itertools.count()
    return Session(Game.new(players=players, seed=seed), game_id, name,
                   token_factory=lambda: f"tok{next(counter):02d}{'x' * 27}")


def hello_msg(seat: str | None = None, token: str | None = None, name: str = "") -> dict[str, Any]:
    m: dict[str, Any] = {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition", "name": name}
    if seat is not None:
        m["seat"] = seat
    if token is not None:
        m["token"] = token
    return m


def fed_hello(host: Any, cid: str, seat: str, token: str, name: str = "") -> dict[str, Any]:
    """The hello with which the client on the host connection `cid` proves `token` for `seat`
    (for harnesses that feed the host bytes directly: the challenge is the session's)."""
    from agot_qt.net.client import hello_message

    client = host.session.clients[cid]
    challenge = {"type": "challenge", "game_id": host.session.game_id, "nonce": client.nonce}
    return hello_message(name, seat, token, challenge, client.endpoint)


async def read_challenge(reader: asyncio.StreamReader) -> dict[str, Any]:
    """The first frame a host sends on a new TCP connection: its challenge."""
    from agot_qt.net.protocol import decode_body

    size = int.from_bytes(await reader.readexactly(4), "big")
    message = decode_body(await reader.readexactly(size))
    assert message["type"] == "challenge", message
    return message


async def proved_hello(reader: asyncio.StreamReader, seat: str, token: str, port: int, name: str = "",
                       address: str = LOOPBACK) -> dict[str, Any]:
    """Read the challenge from a raw TCP connection to a host at `address:port` and return the
    hello that proves `token` for `seat` on it."""
    from agot_qt.net.client import hello_message

    return hello_message(name, seat, token, await read_challenge(reader), (address, port))


async def wait_for(predicate: Callable[[], bool], timeout: float = 10.0, step: float = 0.01) -> None:
    deadline = time.monotonic() + timeout
    while not predicate():
        if time.monotonic() > deadline:
            raise AssertionError("condition not met in time")
        await asyncio.sleep(step)


async def recv_until(client: Any, predicate: Callable[[dict[str, Any]], bool], timeout: float = 10.0) -> list[dict[str, Any]]:
    """Receive messages until one satisfies `predicate`; returns all received, that one last."""
    got: list[dict[str, Any]] = []
    deadline = time.monotonic() + timeout
    while True:
        m = await client.recv(timeout=max(0.01, deadline - time.monotonic()))
        got.append(m)
        if predicate(m):
            return got


class HostProcess:
    """`agot-host` as a child process on 127.0.0.1 (discovery off), parsed from its stdout."""

    def __init__(self, *args: str, cwd: Path | None = None, timeout: float = 20.0, discovery: bool = False) -> None:
        pin = ["--interface", LOOPBACK] if discovery else ["--no-discovery"]  # never advertise beyond loopback
        # random host bots keep games long and varied (the default level would win quickly)
        level = [] if "--bot-level" in args or "--resume" in args else ["--bot-level", "random"]
        cmd = [sys.executable, "-m", "agot_qt.net.host_cli", "--bind", LOOPBACK, "--port", "0", *pin, *level, *args]
        env = dict(os.environ, PYTHONPATH=str(ROOT))
        self.proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                     cwd=cwd or ROOT, env=env)
        self.lines: queue.Queue[str | None] = queue.Queue()
        self.all_lines: list[str] = []
        threading.Thread(target=self._pump, daemon=True).start()
        self.port = 0
        self.seats: dict[str, dict[str, str]] = {}
        self.save = ""
        self.game_line = ""
        deadline = time.monotonic() + timeout
        while True:
            line = self.next_line(max(0.1, deadline - time.monotonic()))
            if line is None:
                raise RuntimeError(f"agot-host ended early: {self.proc.stderr.read() if self.proc.stderr else ''}")
            words = line.split()
            if words[0] == "game":
                self.game_line = line
            elif words[0] == "listening":
                self.port = int(words[1].rsplit(":", 1)[1])
            elif words[0] == "seat":
                self.seats[words[1]] = {"holder": words[2], "token": words[4] if len(words) > 4 else ""}
            elif words[0] == "save":
                self.save = words[1]
            elif words[0] == "ready":
                return

    def _pump(self) -> None:
        assert self.proc.stdout is not None
        for line in self.proc.stdout:
            self.all_lines.append(line.rstrip("\n"))
            self.lines.put(line.rstrip("\n"))
        self.lines.put(None)

    def next_line(self, timeout: float) -> str | None:
        try:
            return self.lines.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError("no output from agot-host") from None

    def wait(self, timeout: float = 30.0) -> int:
        return self.proc.wait(timeout)

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait(10)

    def __enter__(self) -> "HostProcess":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.kill()
        for f in (self.proc.stdout, self.proc.stderr):
            if f:
                f.close()
