"""Network latency benchmark, printed as one JSON object.

    python -m agot_qt.net.bench [--games 3] [--players 6] [--ruleset second_edition]
                                [--spectators 10] [--spectator-processes N] [--autosave] [--plain]

Starts `agot-host` (6 players by default, up to 8 for a ruleset that has them;
no bots) and a msgpack echo server as separate processes on 127.0.0.1,
connects one seated client per player and 10 spectators, and plays whole games
with random bots, one command at a time. The clients ask for `delta` updates as the
reference client does; `--plain` makes them older clients that do not, so they
get every view whole.

What is timed, per accepted command:

- `update_to_all_ms` (and `update_to_first_ms`): from the seated client sending the command
  to the last (first) of the 16 clients having decoded its update (a delta applied to the view
  it holds): the command's way to the host, the game applying it, the host's fan-out, and the
  clients' reading and decoding. All clients live in this one process, so the last client's
  time includes decoding every client's update one after another (on a LAN each client
  decodes its own, at once), and a busy machine delays whichever process waits for a core.
  `--spectator-processes N` runs the spectators in N processes of their own (each tells this
  one when its spectators have an update, and the next command waits for that too), so their
  decoding runs beside the players' where the machine has a core free for it.
- `host_fanout_ms`: the host's own part, timed inside the host (`agot-host --timing`): from the
  command being applied to its updates handed to all 16 connections' sockets (views, deltas,
  encoding, writes).
- `host_cpu_ms_per_command` and `clients_cpu_ms_per_command`: CPU time per command of the host
  process (reading the command, the game, the fan-out, the writes) and of this one (the bots,
  the 16 clients reading, decoding and applying their updates), which the machine's other work
  distorts far less than the times above.

In the same run it measures a raw round trip (frame encode -> echo process decodes and
re-encodes -> frame decoded) as the floor, and before each game 50 rejoins of one seat with
its token (TCP connect, hello, welcome and snapshot).
"""
from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.ruleset import DEFAULT_RULESET, RULESET_FILES

from .client import Client
from .protocol import FrameDecoder, decode_body, encode

LOOPBACK = "127.0.0.1"


# ----- the echo server (run as a child process) ------------------------------------------------
async def _echo_server() -> None:
    async def serve(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        dec = FrameDecoder()
        while data := await reader.read(65536):
            for body in dec.feed(data):
                writer.write(encode(decode_body(body)))

    server = await asyncio.start_server(serve, LOOPBACK, 0)
    print(server.sockets[0].getsockname()[1], flush=True)
    await server.serve_forever()


async def _watchers(port: int, count: int, ruleset: str, plain: bool) -> None:
    """`count` spectators in this process (a child of the bench): says `ready` once they are
    in and `got <state id>` once all of them have an update, then prints, when the game is
    over, the CPU seconds it spent meanwhile and when each spectator had each update decoded
    (perf_counter, the same clock in every process here)."""
    features = () if plain else ("delta",)
    arrivals: dict[int, list[float]] = {}

    def arrived(m: dict[str, Any]) -> None:
        if m.get("type") == "update":
            got = arrivals.setdefault(m["state_id"], [])
            got.append(time.perf_counter())
            if len(got) == count:
                print(f"got {m['state_id']}", flush=True)

    watchers = [Client(LOOPBACK, port, name=f"watcher {os.getpid()} {i}", features=features) for i in range(count)]
    for w in watchers:
        await w.open()
        await w.hello(edition=ruleset)
        w.on_message = arrived
    print("ready", flush=True)
    cpu = _cpu_seconds()

    async def watch(c: Client) -> None:
        while not c.view["finished"]:
            await c.recv()

    await asyncio.gather(*(watch(w) for w in watchers))
    print(json.dumps({"cpu": _cpu_seconds() - cpu, "arrivals": arrivals}), flush=True)
    for w in watchers:
        await w.close()


def _percentiles(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)

    def pct(p: float) -> float:
        k = min(len(ordered) - 1, max(0, round(p / 100 * (len(ordered) - 1))))
        return round(ordered[k] * 1000, 3)

    return {"p50": pct(50), "p90": pct(90), "p99": pct(99), "max": round(ordered[-1] * 1000, 3),
            "mean": round(statistics.fmean(ordered) * 1000, 3)}


async def _echo_rtts(port: int, n: int) -> list[float]:
    reader, writer = await asyncio.open_connection(LOOPBACK, port)
    import socket

    writer.get_extra_info("socket").setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    out = []
    for i in range(n):
        msg = {"type": "command", "token": "0" * 32, "state_id": i,
               "command": {"type": "Bid", "amount": 1}}
        t0 = time.perf_counter()
        writer.write(encode(msg))
        head = await reader.readexactly(4)
        decode_body(await reader.readexactly(struct.unpack(">I", head)[0]))
        out.append(time.perf_counter() - t0)
    writer.close()
    return out


def _cpu_seconds(pid: int | None = None) -> float:
    """CPU time (user + system) of this process, or of process `pid` (Linux /proc; 0.0 elsewhere)."""
    if pid is None:
        t = os.times()
        return t.user + t.system
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _spawn_host(seed: int, save: str | None, players: int, ruleset: str) -> tuple[subprocess.Popen, int,
                                                                                   dict[str, str]]:
    args = [sys.executable, "-m", "agot_qt.net.host_cli", "--players", str(players), "--ruleset", ruleset,
            "--bots", "0", "--seed", str(seed), "--bind", LOOPBACK, "--port", "0", "--no-discovery", "--ping-interval", "0",
            "--timing"]
    args += ["--save", save] if save else ["--no-save"]
    proc = subprocess.Popen(args, stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    port, tokens = 0, {}
    for line in proc.stdout:  # (it ends early, with its error on stderr, for a count the ruleset lacks)
        words = line.split()
        if words[0] == "listening":
            port = int(words[1].rsplit(":", 1)[1])
        elif words[0] == "seat":
            tokens[words[1]] = words[4]
        elif words[0] == "ready":
            break
    if not port:
        proc.wait(10)
        raise SystemExit(f"agot-host did not start a {players}-player {ruleset} game")
    return proc, port, tokens


async def _rejoins(port: int, seat: str, token: str, n: int, edition: str) -> list[float]:
    """Seconds from opening a TCP connection to holding `seat` again with its snapshot, `n` times."""
    out = []
    client = Client(LOOPBACK, port, name="rejoin")
    for _ in range(n):
        t0 = time.perf_counter()
        await client.open()
        await client.hello(seat=seat, token=token, edition=edition)
        out.append(time.perf_counter() - t0)
        await client.close(graceful=True)
    return out


async def _one_game(seed: int, args: argparse.Namespace, save: str | None,
                    rejoins: list[float] | None = None) -> tuple[list[float], list[float], int, float, float, float,
                                                                list[float]]:
    proc, port, tokens = _spawn_host(seed, save, args.players, args.ruleset)
    children: list[asyncio.subprocess.Process] = []
    features = () if args.plain else ("delta",)
    received = [0]

    def count(data: bytes) -> None:
        received[0] += len(data)

    try:
        if rejoins is not None:
            house = sorted(tokens)[0]
            await _rejoins(port, house, tokens[house], 5, args.ruleset)  # warm up
            rejoins += await _rejoins(port, house, tokens[house], 50, args.ruleset)
        seated = {h: Client(LOOPBACK, port, name=h, features=features, record=count) for h in tokens}
        for h, c in seated.items():
            await c.open()
            await c.hello(seat=h, token=tokens[h], edition=args.ruleset)
        apart = min(args.spectator_processes, args.spectators)
        here = args.spectators - (args.spectators // apart * apart if apart else 0)
        # spectators in processes of their own: as many in each
        for _ in range(apart):
            child = await asyncio.create_subprocess_exec(
                sys.executable, "-m", "agot_qt.net.bench", "--serve-spectators", str(port),
                str(args.spectators // apart), args.ruleset, *(["--plain"] if args.plain else []),
                stdout=subprocess.PIPE)
            children.append(child)
        for child in children:
            assert child.stdout is not None
            if (await child.stdout.readline()).strip() != b"ready":
                raise RuntimeError("a spectator process did not start")
        watchers = [Client(LOOPBACK, port, name=f"spectator {i}", features=features, record=count)
                    for i in range(here)]
        for w in watchers:
            await w.open()
            await w.hello(edition=args.ruleset)
        everyone = list(seated.values()) + watchers
        received[0] = 0
        arrivals: dict[int, list[float]] = {}
        sent: dict[int, float] = {}  # state id -> when the command that led to it was sent
        errors: asyncio.Queue = asyncio.Queue()
        complete: dict[int, asyncio.Event] = {}

        def arrived(m: dict[str, Any]) -> None:  # called by each client's reader right after decoding
            if m.get("type") == "update":
                got = arrivals.setdefault(m["state_id"], [])
                got.append(time.perf_counter())
                if len(got) == len(everyone):
                    complete.setdefault(m["state_id"], asyncio.Event()).set()

        for c in everyone:
            c.on_message = arrived

        async def consume(c: Client) -> None:
            while True:
                m = await c.recv()
                if m["type"] == "error":
                    errors.put_nowait(m)
                if m["type"] == "update" and m["view"]["finished"]:
                    return

        consumers = [asyncio.ensure_future(consume(c)) for c in everyone]
        bots = {h: RandomBot(seed * 10 + i) for i, h in enumerate(seated)}
        lat_last, lat_first = [], []
        cpu_host, cpu_here = _cpu_seconds(proc.pid), _cpu_seconds()
        while True:
            c0 = next(iter(seated.values()))
            if c0.view["finished"]:
                break
            seat = c0.view["waiting_for"][0]["seat"]
            c = seated[seat]
            decision = c.view["decisions"][0]
            sid = c.state_id
            for attempt in range(12):
                cmd = command_to_wire(bots[seat].propose(c.view, decision, attempt))
                t0 = time.perf_counter()
                await c.command(cmd, state_id=sid)
                done = complete.setdefault(sid + 1, asyncio.Event())
                err = asyncio.ensure_future(errors.get())
                finished, _ = await asyncio.wait({asyncio.ensure_future(done.wait()), err},
                                                 return_when=asyncio.FIRST_COMPLETED, timeout=10)
                if done.is_set():
                    err.cancel()
                    sent[sid + 1] = t0
                    for child in children:  # the next command waits for them too
                        assert child.stdout is not None
                        while (await asyncio.wait_for(child.stdout.readline(), 10)).split() != [b"got", b"%d" % (sid + 1)]:
                            pass
                    break
                if not finished:
                    raise RuntimeError("no answer from the host")
            else:
                raise RuntimeError("the bot found no legal command")
            await asyncio.sleep(0)  # let the consumers catch up so every client's view is current
            while any(cl.state_id != sid + 1 for cl in seated.values()):
                await asyncio.sleep(0)
        cpu_host, cpu_here = _cpu_seconds(proc.pid) - cpu_host, _cpu_seconds() - cpu_here
        for child in children:
            out, _ = await asyncio.wait_for(child.communicate(), 30)
            report = json.loads(out.splitlines()[-1])
            cpu_here += report["cpu"]
            for sid, times in report["arrivals"].items():
                arrivals.setdefault(int(sid), []).extend(times)
        for sid, t0 in sent.items():
            times = arrivals[sid]
            lat_last.append(max(times) - t0)
            lat_first.append(min(times) - t0)
        bytes_per_update = len(encode({"type": "update", "view": c0.view}))
        per_client = received[0] / max(1, len(lat_last)) / len(everyone)
        for t in consumers:
            t.cancel()
        for c in everyone:
            await c.close()
        proc.terminate()
        proc.wait(10)
        assert proc.stdout is not None
        fanout = [float(ms) / 1000 for line in proc.stdout if line.startswith("fan-out ") for ms in line.split()[1:]]
        return lat_last, lat_first, bytes_per_update, per_client, cpu_host, cpu_here, fanout
    finally:
        proc.terminate()
        proc.wait(10)
        for child in children:
            if child.returncode is None:
                child.kill()
                await child.wait()


async def _main(args: argparse.Namespace) -> dict[str, Any]:
    echo = subprocess.Popen([sys.executable, "-m", "agot_qt.net.bench", "--serve-echo"], stdout=subprocess.PIPE,
                            text=True)
    try:
        assert echo.stdout is not None
        echo_port = int(echo.stdout.readline())
        await _echo_rtts(echo_port, 200)  # warm up
        rtts = await _echo_rtts(echo_port, args.echo)
        last: list[float] = []
        first: list[float] = []
        size = 0
        rejoins: list[float] = []
        received: list[float] = []
        cpu_host = cpu_here = 0.0
        fanouts: list[float] = []
        with tempfile.TemporaryDirectory() as tmp:
            for g in range(args.games):
                save = str(Path(tmp) / f"g{g}.agot") if args.autosave else None
                a, b, size, per_client, host_s, here_s, fanout = await _one_game(args.seed + g, args, save, rejoins)
                fanouts += fanout
                cpu_host += host_s
                cpu_here += here_s
                last += a
                first += b
                received.append(per_client)
        rtts += await _echo_rtts(echo_port, args.echo)  # before and after, to even out drift
    finally:
        echo.terminate()
        echo.wait(10)
    raw = _percentiles(rtts)
    upd = _percentiles(last)
    return {
        "clients": {"seated": args.players, "spectators": args.spectators,
                    "spectator_processes": min(args.spectator_processes, args.spectators)},
        "ruleset": args.ruleset, "deltas": not args.plain,
        "games": args.games, "commands_measured": len(last), "autosave": args.autosave,
        "update_to_all_ms": upd,
        "update_to_first_ms": _percentiles(first),
        "host_fanout_ms": _percentiles(fanouts) if fanouts else None,
        "raw_msgpack_echo_rtt_ms": raw,
        "rejoin_ms": _percentiles(rejoins),
        "ratio_p50": round(upd["p50"] / raw["p50"], 1),
        "ratio_p99": round(upd["p99"] / raw["p99"], 1),
        "final_view_bytes": size,
        "received_bytes_per_client_per_command": round(statistics.fmean(received)),
        # CPU time per measured command, whatever else the machine runs: the host process's (reading
        # the command, the game, the fan-out, the writes) and this one's (the bots, the 16 clients'
        # reading, decoding and deltas)
        "host_cpu_ms_per_command": round(cpu_host / max(1, len(last)) * 1000, 3),
        "clients_cpu_ms_per_command": round(cpu_here / max(1, len(last)) * 1000, 3),
        "cpus": os.cpu_count(),
    }


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m agot_qt.net.bench", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--games", type=int, default=3)
    p.add_argument("--players", type=int, default=6, choices=range(3, 9), metavar="3-8",
                   help="seated clients (8 needs a ruleset with eight houses)")
    p.add_argument("--ruleset", default=DEFAULT_RULESET, choices=sorted(RULESET_FILES))
    p.add_argument("--spectators", type=int, default=10)
    p.add_argument("--plain", action="store_true",
                   help="clients that do not ask for deltas (an older client): every view comes whole")
    p.add_argument("--seed", type=int, default=500)
    p.add_argument("--echo", type=int, default=2000, help="raw round trips measured (half before, half after)")
    p.add_argument("--autosave", action="store_true", help="the host saves after every command (as agot-host does)")
    p.add_argument("--spectator-processes", type=int, default=0, metavar="N",
                   help="run the spectators in N processes of their own, as many in each (the rest stay in "
                        "this one), so their decoding is not queued behind the players'")
    p.add_argument("--serve-echo", action="store_true", help=argparse.SUPPRESS)
    p.add_argument("--serve-spectators", nargs=3, metavar=("PORT", "COUNT", "RULESET"), help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.serve_spectators:
        port, count, ruleset = args.serve_spectators
        asyncio.run(_watchers(int(port), int(count), ruleset, args.plain))
        return 0
    if args.serve_echo:
        try:
            asyncio.run(_echo_server())
        except KeyboardInterrupt:
            pass
        return 0
    print(json.dumps(asyncio.run(_main(args))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
