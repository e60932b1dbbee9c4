"""People at the table: a drop and a return are told to everyone, the seat table says how long a
person has been away, and the host may let a bot stand in for them until they come back."""
from __future__ import annotations

import itertools

import pytest

from engine.game import Game
from engine.save import make_save
from engine.session import PROTOCOL_VERSION, Session


class Clock:
    def __init__(self) -> None:
        self.t = 100.0

    def __call__(self) -> float:
        return self.t


def started_session(lobby: bool = False):
    counter = itertools.count()
    clock = Clock()
    s = Session(Game.new(players=3, seed=2), "g1", "Test", token_factory=lambda: f"tok{next(counter)}",
                lobby=lobby, now=clock)
    return s, clock


def hello(s, client, seat=None, token=None, name="P"):
    s.connect(client)
    msg = {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition", "name": name}
    if seat:
        msg["seat"] = seat
    if token:
        msg["token"] = token
    return s.handle(client, msg)


def of(out, client, kind):
    return [o.message for o in out if o.to == client and o.message["type"] == kind]


def told(out, client):
    """The presence events a client receives (in an `update` whose state is unchanged)."""
    return [(e["kind"], e["data"]) for m in of(out, client, "update") for e in m["events"]]


def test_a_drop_and_a_return_are_told_to_everyone_with_the_time_away():
    s, clock = started_session()
    tok = of(hello(s, "ann", "stark", name="Ann"), "ann", "welcome")[0]["token"]
    hello(s, "bob", "lannister", name="Bob")
    hello(s, "watcher")
    sid = s.game.s.state_id
    out = s.disconnect("ann")
    for who in ("bob", "watcher"):
        assert told(out, who) == [("SeatAway", {"house": "stark", "name": "Ann"})]
        assert of(out, who, "update")[0]["state_id"] == sid
        seats = of(out, who, "seats")[0]["seats"]
        assert seats["stark"]["connected"] is False and seats["stark"]["away"] == 0.0
    clock.t += 65
    table = s.seat_table()
    assert table["stark"]["away"] == 65.0 and "away" not in table["lannister"]
    out = hello(s, "ann2", "stark", token=tok, name="Ann")
    for who in ("bob", "watcher"):
        assert told(out, who) == [("SeatBack", {"house": "stark", "name": "Ann"})]
    # Ann reads her return once: in her snapshot's log, not again in an update
    assert told(out, "ann2") == []
    mine = of(out, "ann2", "snapshot")[0]["log"]
    assert [e["kind"] for e in mine if e["kind"] == "SeatBack"] == ["SeatBack"]
    assert "away" not in s.seat_table()["stark"]
    # a late joiner reads both in its log
    log = of(hello(s, "late"), "late", "snapshot")[0]["log"]
    assert [e["kind"] for e in log if e["kind"].startswith("Seat")] == ["SeatAway", "SeatBack"]


def test_a_first_hello_and_a_drop_before_the_start_are_not_announced():
    s, _ = started_session(lobby=True)
    assert not told(hello(s, "ann", "stark", name="Ann"), "ann")
    hello(s, "bob", "lannister", name="Bob")
    assert not told(s.disconnect("ann"), "bob")


def test_a_stand_in_bot_plays_an_away_seat_until_its_person_comes_back():
    s, _ = started_session()
    tok = of(hello(s, "ann", "stark", name="Ann"), "ann", "welcome")[0]["token"]
    hello(s, "bob", "lannister", name="Bob")
    with pytest.raises(ValueError):
        s.stand_in("stark", "normal")  # Ann is still here
    s.disconnect("ann")
    assert "stark" not in s.bot_turns()
    out = s.stand_in("stark", "normal")
    assert told(out, "bob") == [("SeatStandIn", {"house": "stark", "name": "Ann", "level": "normal"})]
    assert of(out, "bob", "seats")[0]["seats"]["stark"]["stand_in"] == "normal"
    assert s.seats["stark"].holder == "human" and s.seats["stark"].token == tok, "the seat stays Ann's"
    assert "stark" in s.bot_turns()
    out = hello(s, "ann2", "stark", token=tok, name="Ann")
    assert of(out, "ann2", "welcome")[0]["seat"] == "stark"
    assert "stand_in" not in s.seat_table()["stark"] and "stark" not in s.bot_turns()
    assert told(out, "bob") == [("SeatBack", {"house": "stark", "name": "Ann"})]


def test_a_stand_in_runs_no_turn_clock():
    s, _ = started_session()
    s.set_turn_clock(60)
    hello(s, "ann", "stark", name="Ann")
    assert "stark" in s.clock_left()
    s.disconnect("ann")
    s.stand_in("stark", "easy")
    assert "stark" not in s.clock_left()


def test_a_save_keeps_the_stand_in_bots_and_a_resumed_game_gives_them_their_seats_again():
    from engine.save import load_session, migrate

    s, _ = started_session()
    tok = of(hello(s, "ann", "stark", name="Ann"), "ann", "welcome")[0]["token"]
    hello(s, "bob", "lannister", name="Bob")
    s.disconnect("ann")
    s.host_settings["port"] = 47400
    saves = []
    s.persist = lambda session: saves.append(make_save(session))
    s.stand_in("stark", "hard")
    assert saves and saves[-1]["host"] == {"port": 47400, "stand_ins": {"stark": "hard"}}, \
        "saved at once, not only with the next move"

    again = load_session(migrate(saves[-1]))
    seat = again.seats["stark"]
    assert seat.stand_in == "hard" and seat.holder == "human" and seat.token == tok and seat.name == "Ann"
    assert again.host_settings == {"port": 47400}, "the stand-ins live in the seats, not twice"
    assert "stark" in again.bot_turns(), "the bot plays Stark again until Ann is back"
    log = of(hello(again, "bob"), "bob", "snapshot")[0]["log"]
    assert log[-1] == {"kind": "SeatStandIn", "data": {"house": "stark", "name": "Ann", "level": "hard"}}, \
        "everyone who joins reads it"
    assert make_save(again)["host"]["stand_ins"] == {"stark": "hard"}

    # Ann is back: the stand-in ends, and the save says so at once
    again.persist = lambda session: saves.append(make_save(session))
    out = hello(again, "ann2", "stark", token=tok, name="Ann")
    assert told(out, "bob") == [("SeatBack", {"house": "stark", "name": "Ann"})], "the bot stops: everyone hears"
    assert again.seats["stark"].stand_in == "" and "stand_ins" not in saves[-1]["host"]
    assert load_session(migrate(saves[-1])).seats["stark"].stand_in == ""


def test_saves_without_stand_ins_and_damaged_stand_ins():
    from engine.save import SaveError, load_session, migrate

    s, _ = started_session()
    hello(s, "ann", "stark", name="Ann")
    s.disconnect("ann")
    data = make_save(s)
    assert "stand_ins" not in data["host"]
    old = dict(data, host={})  # a save written before stand-ins were kept
    assert all(not seat.stand_in for seat in load_session(migrate(old)).seats.values())
    # an unknown level, a seat nobody holds (no person to stand in for), no such house, not a map
    for bad in ({"stark": "godlike"}, {"lannister": "easy"}, {"nowhere": "easy"}, ["stark"]):
        with pytest.raises(SaveError):
            load_session(migrate(dict(data, host={"stand_ins": bad})))


def test_a_stand_in_that_cannot_be_saved_stops_moves_like_a_move_would():
    s, _ = started_session()
    hello(s, "ann", "stark", name="Ann")
    hello(s, "bob", "lannister", name="Bob")
    s.disconnect("ann")

    def full_disk(_session):
        raise OSError(28, "No space left on device")

    s.persist = full_disk
    out = s.stand_in("stark", "easy")
    assert s.save_failure is not None and not s.bot_turns()
    assert [m["code"] for m in of(out, "bob", "notice")] == ["saving-failed"]
