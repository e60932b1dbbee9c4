"""Malformed input never crashes the host or changes the game: a hypothesis property test.

Every example opens a fresh connection that holds a real seat (so commands reach
the command parser), sends hostile bytes, and checks that the game, the other
seats and the host's ability to serve are untouched.
"""
from __future__ import annotations

import asyncio
import struct

import msgpack
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from agot_qt.net.host import Host
from agot_qt.net.protocol import MAX_FRAME, FrameDecoder, decode_body, encode
from engine.commands import COMMAND_TYPES

from .util import LOOPBACK, fed_hello, hello_msg, make_session, proved_hello

ANSWERS = {"error", "pong", "welcome", "snapshot", "seats", "chat", "update"}  # update: a seat away or back

# ----- strategies ----------------------------------------------------------------------------
leaf = st.one_of(st.none(), st.booleans(), st.integers(-2**63, 2**64 - 1), st.floats(allow_nan=True),
                 st.text(max_size=20), st.binary(max_size=20))
anything = st.recursive(leaf, lambda inner: st.one_of(
    st.lists(inner, max_size=4), st.dictionaries(st.text(max_size=8), inner, max_size=4)), max_leaves=12)


def wrong_for(kind: str) -> st.SearchStrategy:
    """Values whose type differs from `kind` ("str", "int", "bool", "list", "map")."""
    checks = {
        "str": lambda v: not isinstance(v, str),
        "int": lambda v: not isinstance(v, int) or isinstance(v, bool),
        "bool": lambda v: not isinstance(v, bool),
        "list": lambda v: not isinstance(v, list),
        "map": lambda v: not isinstance(v, dict),
    }
    return anything.filter(checks[kind])


COMMAND_FIELDS = {  # field -> type on the wire, and a well-typed value
    "PlaceOrders": {"orders": ("pairs", [["winterfell", "march"]])},
    "UseRaven": {"action": ("str", "none"), "region": ("str", ""), "token": ("str", "")},
    "ResolveRaid": {"source": ("str", "winterfell"), "target": ("str", "")},
    "ResolveMarch": {"source": ("str", "winterfell"), "moves": ("moves", [["the-stony-shore", ["footman"]]]),
                     "leave_power_token": ("bool", False)},
    "DeclareSupport": {"choices": ("pairs", [["winterfell", "attacker"]])},
    "ChooseHouseCard": {"card": ("str", "eddard-stark")},
    "Bid": {"amount": ("int", 0)},
    "SelectUnits": {"units": ("pairs", [["winterfell", "footman"]])},
    "Retreat": {"region": ("str", "winterfell")},
    "Muster": {"actions": ("triples", [["winterfell", "footman", "winterfell"]])},
    "OrderHouses": {"order": ("strs", ["stark", "lannister"])},
    "GivePower": {"to": ("str", "lannister"), "amount": ("int", 1)},
    "SetVassal": {"house": ("str", "lannister"), "vassal": ("bool", True)},
    "DeclareWinner": {"house": ("str", "lannister"), "why": ("str", "declared")},
}
# Choose takes any plain value; EndAfterThisRound has no field to get wrong
assert set(COMMAND_FIELDS) | {"Choose", "EndAfterThisRound"} == set(COMMAND_TYPES)


@st.composite
def bad_element(draw, shape: str):
    """A list-shaped field whose outer list is fine but an element is wrong."""
    good = {"pairs": ["a", "b"], "triples": ["a", "b", "c"], "strs": "a", "moves": ["a", ["footman"]]}[shape]
    bad = draw(st.one_of(
        wrong_for("list") if shape != "strs" else wrong_for("str"),
        st.lists(st.text(max_size=5), min_size=0, max_size=5).filter(lambda v: shape == "strs" or len(v) != len(good)),
        st.lists(wrong_for("str"), min_size=1, max_size=3),
        st.just(["a", "not-a-list"]) if shape == "moves" else st.just([1, 2, 3, 4]),
    ))
    return [good, bad] if draw(st.booleans()) else [bad]


@st.composite
def command_with_a_wrong_field(draw):
    name = draw(st.sampled_from(sorted(COMMAND_FIELDS)))
    fields = COMMAND_FIELDS[name]
    cmd = {"type": name, **{f: v for f, (_, v) in fields.items()}}
    field = draw(st.sampled_from(sorted(fields)))
    kind = fields[field][0]
    if kind in ("str", "int", "bool"):
        cmd[field] = draw(wrong_for(kind))
    else:
        cmd[field] = draw(st.one_of(wrong_for("list"), bad_element(kind)))
    return cmd


@st.composite
def bad_command_message(draw, ctx):
    """A command message from the seated fuzzer with one field of a wrong type somewhere."""
    msg = {"type": "command", "token": ctx["token"], "state_id": ctx["state_id"],
           "command": draw(command_with_a_wrong_field())}
    where = draw(st.sampled_from(["command", "token", "state_id", "message", "extra"]))
    if where == "token":
        msg["token"] = draw(wrong_for("str"))
    elif where == "state_id":
        msg["state_id"] = draw(wrong_for("int"))
    elif where == "message":
        msg["command"] = draw(st.one_of(wrong_for("map"), st.dictionaries(st.text(max_size=6), anything, max_size=3)))
    elif where == "extra":
        msg["command"] = dict(msg["command"], **{draw(st.text(min_size=1, max_size=6).filter(
            lambda k: k not in msg["command"])): draw(anything)})
    return msg


@st.composite
def bad_other_message(draw):
    base = draw(st.sampled_from([
        hello_msg("stark"), hello_msg("lannister", "0" * 32), hello_msg(None), hello_msg("nobody"),
        {"type": "chat", "text": "hi"}, {"type": "chat", "text": "hi", "to": "lannister"},
        {"type": "ping", "nonce": 1}, {"type": "pong", "nonce": 1}, {"type": "command"},
        {"type": "propose", "vote": "swap-houses", "house": "lannister"}, {"type": "vote", "id": 1, "yes": True},
        {"type": "hand-back", "to": "vassal"},
    ]))
    msg = dict(base)
    field = draw(st.sampled_from(sorted(msg)))
    msg[field] = draw(wrong_for({"type": "str", "protocol": "int", "edition": "str", "name": "str", "seat": "str",
                                 "token": "str", "text": "str", "to": "str", "nonce": "int", "vote": "str",
                                 "house": "str", "id": "int", "yes": "bool"}[field]))
    if draw(st.booleans()):
        del msg[draw(st.sampled_from(sorted(msg)))]
    return msg


def nested(depth: int, mapping: bool, leaf_bytes: bytes) -> bytes:
    return (b"\x81\xa1k" if mapping else b"\x91") * depth + leaf_bytes


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


@st.composite
def hostile_bytes(draw, ctx):
    kind = draw(st.sampled_from(["random", "random-framed", "truncated", "over-limit", "deep", "huge",
                                 "garbage-message"] + ["wrong-type-command"] * 4 + ["wrong-type-other"] * 2))
    if kind == "random":
        return draw(st.binary(min_size=1, max_size=600))
    if kind == "random-framed":
        return frame(draw(st.binary(max_size=600)))
    if kind == "truncated":
        whole = encode(draw(st.one_of(bad_command_message(ctx), bad_other_message())))
        return whole[:draw(st.integers(0, len(whole) - 1))]
    if kind == "over-limit":
        return struct.pack(">I", draw(st.integers(MAX_FRAME + 1, 2**32 - 1))) + draw(st.binary(max_size=50))
    if kind == "deep":
        depth = draw(st.integers(20, 5000))
        return frame(nested(depth, draw(st.booleans()), msgpack.packb(draw(st.sampled_from([None, 1, "x"])))))
    if kind == "huge":
        head = draw(st.sampled_from([b"\xdd", b"\xdf", b"\xdb", b"\xc6", b"\xdc", b"\xde", b"\xc9"]))
        n = draw(st.integers(0, 2**32 - 1))
        size = struct.pack(">H", n & 0xFFFF) if head in (b"\xdc", b"\xde") else struct.pack(">I", n)
        tail = b"\x00" if head == b"\xc9" else b""
        return frame(head + size + tail + draw(st.binary(max_size=100)))
    if kind == "wrong-type-command":
        return encode(draw(bad_command_message(ctx)))
    if kind == "wrong-type-other":
        return encode(draw(bad_other_message()))
    return encode(draw(anything))


# ----- the host under test ----------------------------------------------------------------------

class Harness:
    """A host fed directly through `Host.feed` (the TCP read path minus the socket)."""

    def __init__(self) -> None:
        self.session = s = make_session(3, seed=11)
        self.host = Host(s, ping_interval=0, queue_limit=1_000_000)
        self.legit = {}
        for house in ("lannister", "baratheon"):
            conn = self.host.attach("legit")
            self.host.feed(conn.id, encode(fed_hello(self.host, conn.id, house, s.seats[house].token)))
            self.legit[house] = conn.id
        self.digest = s.game.digest()
        self.state_id = s.game.s.state_id

    def ctx(self) -> dict:
        return {"token": self.session.seats["stark"].token, "state_id": self.state_id}

    def example(self, data: bytes, chunks: list[int]) -> None:
        s, host = self.session, self.host
        conn = host.attach("fuzz")
        host.feed(conn.id, encode(fed_hello(host, conn.id, "stark", s.seats["stark"].token)))
        assert s.seats["stark"].client == conn.id
        pos = 0
        for size in chunks + [len(data)]:
            host.feed(conn.id, data[pos:pos + size])  # must never raise
            pos += size
        # nothing changed for the game or the other seats
        assert s.game.digest() == self.digest and s.game.s.state_id == self.state_id
        for house, cid in self.legit.items():
            assert s.seats[house].client == cid and s.seats[house].holder == "human"
            assert cid in host.connections
        # everything sent back is a well-formed answer
        replies = FrameDecoder().messages(b"".join(f for f in list(conn.queue._queue) if f))
        assert [r["type"] for r in replies[:2]] == ["challenge", "welcome"]
        for r in replies[1:]:
            assert r["type"] in ANSWERS, r
            if r["type"] == "error":
                assert isinstance(r["code"], str) and isinstance(r["message"], str)
        host.drop(conn.id, "example done")
        for cid in self.legit.values():  # the others read what they were sent (e.g. a seat away and back)
            host.connections[cid].queue._queue.clear()
            host.connections[cid].queued_bytes = 0


HARNESS = Harness()


@settings(max_examples=1000, deadline=None, derandomize=False,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.filter_too_much])
@given(data=hostile_bytes(HARNESS.ctx()), chunks=st.lists(st.integers(1, 64), max_size=4))
def test_hostile_bytes_never_crash_the_host_or_change_the_game(data, chunks):
    HARNESS.example(data, chunks)


def test_the_fuzzed_host_still_plays():
    h = HARNESS
    s = h.session
    from engine.bots.random_bot import RandomBot
    from engine.commands import command_to_wire

    for house, cid in h.legit.items():
        d = next(d for d in s.game.waiting_for() if d.seat == house)
        cmd = command_to_wire(RandomBot(1).propose(s.game.view(house), d.to_wire()))
        before = s.game.s.state_id
        h.host.feed(cid, encode({"type": "command", "token": s.seats[house].token,
                                 "state_id": before, "command": cmd}))
        assert s.game.s.state_id == before + 1
    h.digest, h.state_id = s.game.digest(), s.game.s.state_id


# ----- the same over a real socket, fewer examples ------------------------------------------------

class SocketHarness:
    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.session = s = make_session(3, seed=12)
        self.host = Host(s, ping_interval=0)
        self.loop.run_until_complete(self.host.start(LOOPBACK, 0))
        self.digest = s.game.digest()

    async def _example(self, data: bytes) -> None:
        s = self.session
        reader, writer = await asyncio.open_connection(LOOPBACK, self.host.port)
        writer.write(encode(await proved_hello(reader, "stark", s.seats["stark"].token, self.host.port)) + data)
        await writer.drain()
        got = b""
        async with asyncio.timeout(5):  # the welcome and the snapshot first (a busy machine may be slow)
            while len(FrameDecoder().feed(got)) < 2 and (chunk := await reader.read(65536)):
                got += chunk
        try:
            async with asyncio.timeout(0.05):
                while chunk := await reader.read(65536):
                    got += chunk
        except TimeoutError:
            pass
        writer.transport.abort()
        replies = [decode_body(body)["type"] for body in FrameDecoder().feed(got)]
        assert replies[:2] == ["welcome", "snapshot"] and set(replies) <= ANSWERS
        assert s.game.digest() == self.digest
        # a well-behaved client is still served
        r2, w2 = await asyncio.open_connection(LOOPBACK, self.host.port)
        w2.write(encode(hello_msg()) + encode({"type": "ping", "nonce": 5}))
        async with asyncio.timeout(2):
            while True:
                head = await r2.readexactly(4)
                reply = decode_body(await r2.readexactly(struct.unpack(">I", head)[0]))
                if reply["type"] not in ("challenge", "welcome", "snapshot", "seats"):
                    break
        assert reply == {"type": "pong", "nonce": 5}
        w2.transport.abort()

    def example(self, data: bytes) -> None:
        self.loop.run_until_complete(self._example(data))


def test_hostile_bytes_over_a_real_socket():
    harness = SocketHarness()

    @settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
    @given(data=hostile_bytes({"token": harness.session.seats["stark"].token, "state_id": 0}))
    def prop(data):
        harness.example(data)

    try:
        prop()
    finally:
        harness.loop.run_until_complete(harness.host.close(flush=0))
        harness.loop.close()
