"""The session's lobby messages (no sockets): ready flags, commands refused until the host
starts, host bots waiting, and `started` in welcome/seats."""
from __future__ import annotations

import itertools

from engine.game import Game
from engine.session import PROTOCOL_VERSION, Session


def lobby_session() -> Session:
    n = itertools.count()
    s = Session(Game.new(players=3, seed=5), "g1", "Lobby", token_factory=lambda: f"tok{next(n)}", lobby=True)
    s.set_holder("baratheon", "bot")
    return s


def hello(s: Session, cid: str, seat=None, name="P", token=None):
    s.connect(cid)
    m = {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition", "name": name, "seat": seat}
    if token:
        m["token"] = token
    return s.handle(cid, m)


def test_ready_flags_gate_the_start_and_commands_wait_for_it():
    s = lobby_session()
    out = hello(s, "a", "stark", "Ann")
    welcome = out[0].message
    assert welcome["started"] is False and welcome["seats"]["baratheon"]["ready"] is True
    assert s.bot_turns() == []  # the bot waits for the start
    refused = s.handle("a", {"type": "command", "token": "tok0", "state_id": 0,
                             "command": {"type": "PlaceOrders", "orders": []}})
    assert refused[0].message["code"] == "not-started" and s.game.s.state_id == 0
    hello(s, "b", "lannister", "Bob")
    assert not s.can_start()
    out = s.handle("a", {"type": "ready", "ready": True})
    seats = [o.message for o in out if o.message["type"] == "seats"]
    assert {o.to for o in out} == {"a", "b"} and seats[0]["seats"]["stark"]["ready"] is True
    assert not s.can_start()  # Bob is not ready yet
    s.handle("b", {"type": "ready", "ready": True})
    assert s.can_start()
    s.handle("b", {"type": "ready", "ready": False})
    assert not s.can_start()
    s.handle("b", {"type": "ready", "ready": True})
    s.disconnect("b")  # a person who is away holds up the start
    assert not s.can_start()
    assert hello(s, "b2", "lannister", "Bob")[0].message["code"] == "seat-taken"
    s.disconnect("b2")
    hello(s, "b2", "lannister", "Bob", token="tok1")  # back with the token
    assert s.can_start()  # still ready from before
    s.handle("b2", {"type": "ready", "ready": False})
    assert s.handle("b2", {"type": "ready", "ready": "yes"})[0].message["code"] == "malformed"
    s.connect("spec")
    s.handle("spec", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition"})
    assert s.handle("spec", {"type": "ready", "ready": True})[0].message["code"] == "not-seated"
    s.handle("b2", {"type": "ready", "ready": True})
    out = s.start()
    assert s.started and all(o.message["started"] for o in out) and {o.to for o in out} == {"a", "b2", "spec"}
    assert s.bot_turns() == ["baratheon"]


def test_a_game_without_lobby_is_started_from_the_beginning():
    s = Session(Game.new(players=3, seed=5), "g2")
    assert s.started and not s.can_start()
    assert hello(s, "a", "stark")[0].message["started"] is True
