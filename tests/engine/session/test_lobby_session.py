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


def named_session(**kw) -> Session:
    n = itertools.count()
    return Session(Game.new(players=3, seed=5), "g3", "Names", token_factory=lambda: f"tok{next(n)}",
                   lobby=True, unique_names=True, **kw)


def test_a_name_already_used_by_a_connected_person_is_refused():
    s = named_session()
    assert hello(s, "a", "stark", "Ann")[0].message["type"] == "welcome"
    for taken in ("Ann", " ann ", "ANN"):  # trimmed, any case; a spectator is refused too
        out = hello(s, f"x{taken}", None, taken)
        assert out[0].message["code"] == "name-used" and len(out) == 1
        assert not s.clients[f"x{taken}"].ready  # the connection may try again with another name
    out = hello(s, "y", "lannister", "ann")
    assert out[0].message["code"] == "name-used" and s.seats["lannister"].holder == "open"
    assert s.handle("y", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                          "name": "Bob", "seat": "lannister"})[0].message["type"] == "welcome"
    # nameless spectators are never in conflict
    assert hello(s, "s1", None, "")[0].message["type"] == "welcome"
    assert hello(s, "s2", None, "  ")[0].message["type"] == "welcome"
    # Ann's connection is half-open; she comes back with her token under the same name
    out = hello(s, "a2", "stark", "Ann", token="tok0")
    assert out[0].message["type"] == "welcome" and s.seats["stark"].client == "a2"
    # ... and Stark's token never borrows Bob's name: the rejoin is let in under the seat's own name
    s.disconnect("a2")
    out = hello(s, "a3", "stark", "Bob", token="tok0")
    assert out[0].message["type"] == "welcome" and s.seats["stark"].name == "Ann" and s.clients["a3"].name == "Ann"
    # while Ann is away her name waits for her; once her seat is opened it is free again
    s.disconnect("a3")
    s.disconnect("a")
    assert hello(s, "z", None, "Ann")[0].message["code"] == "name-used"
    s.set_holder("stark", "open")
    assert hello(s, "z", None, "Ann")[0].message["type"] == "welcome"


def test_names_may_repeat_where_uniqueness_is_off():
    s = lobby_session()  # e.g. a hot-seat table: one person, several seats
    assert hello(s, "a", "stark", "Ann")[0].message["type"] == "welcome"
    assert hello(s, "b", "lannister", "Ann")[0].message["type"] == "welcome"


def test_leaving_before_the_start_opens_the_seat_with_a_new_token():
    s = named_session()
    hello(s, "a", "stark", "Ann")
    hello(s, "b", "lannister", "Bob")
    s.handle("a", {"type": "ready", "ready": True})
    out = s.handle("a", {"type": "leave"})
    seats = [o.message for o in out if o.to == "b" and o.message["type"] == "seats"][-1]["seats"]
    assert seats["stark"] == {"holder": "open", "name": "", "connected": False, "ready": False}
    assert s.seats["stark"].token != "tok0" and s.clients["a"].seat is None
    s.disconnect("a")
    assert hello(s, "a2", "stark", "Ann", token="tok0")[0].message["code"] == "bad-token"
    assert hello(s, "c", "stark", "Cat")[0].message["token"] == s.seats["stark"].token
    # a dropped connection keeps the seat reserved (Away) for its token
    s.disconnect("b")
    assert s.seats["lannister"].holder == "human" and s.seats["lannister"].client is None
    assert hello(s, "d", "lannister", "Dan")[0].message["code"] == "seat-taken"
    # the host opens the away seat: a new token, the old one is refused
    s.set_holder("lannister", "open")
    assert s.seats["lannister"].token != "tok1" and s.seats["lannister"].name == ""
    assert hello(s, "b2", "lannister", "Bob", token="tok1")[0].message["code"] == "bad-token"
    assert hello(s, "d2", "lannister", "Dan")[0].message["type"] == "welcome"
    # leaving as a spectator, or after the start, changes nothing
    hello(s, "spec", None, "")
    assert s.handle("spec", {"type": "leave"}) == []
    s.start()
    token = s.seats["stark"].token
    assert s.handle("c", {"type": "leave"}) == []
    assert s.seats["stark"].holder == "human" and s.seats["stark"].token == token


def test_a_late_joiner_hears_the_latest_public_chat_and_no_whisper():
    from engine.session import CHAT_KEPT

    s = lobby_session()
    hello(s, "a", "stark", "Ann")
    hello(s, "b", "lannister", "Bob")
    s.handle("a", {"type": "chat", "text": "psst", "to": "lannister"})  # a whisper is never kept
    for i in range(CHAT_KEPT + 7):  # more than the host keeps: the snapshot stays bounded
        s.handle("a" if i % 2 else "b", {"type": "chat", "text": f"line {i}"})
    out = hello(s, "c", None, "Cat")
    snapshot = next(o.message for o in out if o.message["type"] == "snapshot")
    lines = snapshot["chat"]
    assert len(lines) == CHAT_KEPT
    assert [x["text"] for x in lines] == [f"line {i}" for i in range(7, CHAT_KEPT + 7)]
    assert lines[-1] == {"from": "lannister", "name": "Bob", "text": f"line {CHAT_KEPT + 6}"}
    # nobody has said anything yet: no chat field at all
    fresh = lobby_session()
    out = hello(fresh, "a", "stark", "Ann")
    assert "chat" not in next(o.message for o in out if o.message["type"] == "snapshot")
