"""Bots of another checkout, played from a process of their own: a version ladder.

Why: to tell whether this checkout's bots are stronger than an earlier version's, the earlier
bots must play as they were, with their own engine, heuristics and search, not with this
checkout's modules. `RemoteBots(path)` starts one Python process with that checkout first on
its import path; each `RemoteBot` it makes answers exactly as a remote peer does: it is sent
its seat's view and the awaited decision as plain data (JSON, so tuples arrive as lists) and
answers with a command as plain data (`command_to_wire`), which this side reads back with
`command_from_wire`. Nothing of the real game crosses over, and the other side needs nothing
newer than `engine.bots.levels.make_bot` and `engine.commands.command_to_wire`.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any, Mapping

from .commands import command_from_wire

# run by the other checkout's process: make bots, answer decisions, one JSON line each way
_PEER = r"""
import json, sys
sys.path.insert(0, sys.argv[1])
if len(sys.argv) > 2:  # the wall-clock ceiling of a search, as this side's bench sets its own
    import engine.bots.search as search
    search.WALL_CEILING = float(sys.argv[2])
from engine.bots.levels import make_bot
from engine.commands import command_to_wire
bots = {}
out = sys.stdout
sys.stdout = sys.stderr  # nothing the bots print may break the answers
for line in sys.stdin:
    msg = json.loads(line)
    try:
        if msg["op"] == "new":
            bots[msg["id"]] = make_bot(msg["level"], msg["seed"])
            reply = {"ok": True}
        else:
            bot = bots[msg["id"]]
            cmd = bot.propose(msg["view"], msg["decision"], msg["attempt"])
            stats = getattr(bot, "last_stats", None) or {}
            if stats:
                bot.last_stats = {}
            reply = {"command": command_to_wire(cmd), "stats": stats}
    except Exception as e:
        reply = {"error": f"{type(e).__name__}: {e}"}
    out.write(json.dumps(reply) + "\n")
    out.flush()
"""


class RemoteError(RuntimeError):
    """The other checkout's process failed to answer."""


class RemoteBots:
    """One process of the checkout at `path`, holding any number of its bots."""

    def __init__(self, path: str | Path, python: str | None = None, wall_ceiling: float | None = None) -> None:
        self.path = str(Path(path).resolve())
        if not (Path(self.path) / "engine" / "bots" / "levels.py").is_file():
            raise ValueError(f"{self.path} is not a checkout with bots (engine/bots/levels.py)")
        extra = [repr(wall_ceiling)] if wall_ceiling is not None else []
        self._proc = subprocess.Popen([python or sys.executable, "-c", _PEER, self.path, *extra], cwd=self.path,
                                      stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self._next = 0

    def _ask(self, msg: dict[str, Any]) -> dict[str, Any]:
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(json.dumps(msg, separators=(",", ":")) + "\n")
        self._proc.stdin.flush()
        line = self._proc.stdout.readline()
        if not line:
            raise RemoteError(f"the bots of {self.path} stopped answering")
        reply = json.loads(line)
        if "error" in reply:
            raise RemoteError(reply["error"])
        return reply

    def bot(self, level: str, seed: int) -> "RemoteBot":
        self._next += 1
        self._ask({"op": "new", "id": self._next, "level": level, "seed": seed})
        return RemoteBot(self, self._next)

    def close(self) -> None:
        if self._proc.poll() is None:
            assert self._proc.stdin is not None
            self._proc.stdin.close()
            try:
                self._proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
                self._proc.wait()

    def __enter__(self) -> "RemoteBots":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class RemoteBot:
    """A bot of the other checkout, with the interface of every bot: `propose(view, decision, attempt)`."""

    def __init__(self, host: RemoteBots, ident: int) -> None:
        self.host, self.ident = host, ident
        self.last_stats: dict[str, Any] = {}

    def propose(self, view: Mapping[str, Any], decision: dict[str, Any], attempt: int = 0) -> Any:
        reply = self.host._ask({"op": "propose", "id": self.ident, "view": dict(view), "decision": decision,
                                "attempt": attempt})
        self.last_stats = reply.get("stats") or {}
        return command_from_wire(reply["command"])
