"""The turn clock in the sans-IO session, driven by a fake clock: a late person's decision is
made by an easy bot (for that decision only), a timely answer stops the clock, and every
update/snapshot tells the seconds left."""
from __future__ import annotations

import itertools

import pytest

from engine import command_to_wire
from engine.bots.random_bot import RandomBot
from engine.game import Game
from engine.save import load_session, make_save
from engine.session import PROTOCOL_VERSION, Session


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def clocked(seconds: float = 60, lobby: bool = False) -> tuple[Session, FakeClock]:
    clock = FakeClock()
    n = itertools.count()
    s = Session(Game.new(players=3, seed=3), "gc", "Clock", token_factory=lambda: f"tok{next(n)}",
                lobby=lobby, turn_clock=seconds, now=clock)
    s.set_holder("baratheon", "bot")
    return s, clock


def join(s: Session, cid: str, seat: str | None, name: str) -> list:
    s.connect(cid)
    return s.handle(cid, {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                          "name": name, "seat": seat})


def orders(s: Session, house: str) -> dict:
    d = next(d for d in s.game.waiting_for() if d.seat == house)
    return command_to_wire(RandomBot(4).propose(s.game.view(house), d.to_wire()))


def test_the_snapshot_and_updates_carry_the_seconds_left_for_each_awaited_person():
    s, clock = clocked(60)
    welcome, snapshot = (o.message for o in join(s, "a", "stark", "Ann")[:2])
    assert welcome["turn_clock"] == 60
    assert snapshot["clock"] == {"stark": 60.0}  # no clock for the bot's seat, nor the open one
    snapshot = join(s, "b", "lannister", "Bob")[1].message
    assert snapshot["clock"] == {"stark": 60.0, "lannister": 60.0}
    clock.t += 12.5
    out = s.submit("stark", orders(s, "stark"), s.game.s.state_id)
    update = next(o.message for o in out if o.to == "a")
    assert update["type"] == "update" and update["clock"] == {"lannister": 47.5}  # stark answered in time
    assert s.next_deadline() == 1060.0
    clock.t += 1
    assert s.run_clock() == []  # nothing ran out yet
    assert s.clock_left() == {"lannister": 46.5}


def test_a_late_person_s_decision_is_made_by_a_bot_and_everyone_is_told():
    s, clock = clocked(60)
    join(s, "a", "stark", "Ann")
    join(s, "b", "lannister", "Bob")
    join(s, "spec", None, "")
    s.submit("stark", orders(s, "stark"), s.game.s.state_id)
    before = s.game.s.state_id
    clock.t += 59.9
    assert s.run_clock() == []
    clock.t += 0.2
    out = s.run_clock()
    assert s.game.s.state_id == before + 1 and s.commands[-1][0] == "lannister"
    notices = [o for o in out if o.message["type"] == "notice"]
    assert {o.to for o in notices} == {"a", "b", "spec"}
    assert notices[0].message == {"type": "notice", "code": "clock-expired", "seat": "lannister",
                                  "kind": "place-orders"}
    assert {o.to for o in out if o.message["type"] == "update"} == {"a", "b", "spec"}
    assert s.seats["lannister"].holder == "human"  # the seat stays the person's
    # the clock starts afresh for the next decision that seat owes
    awaited = {d.seat for d in s.game.waiting_for()} - {"baratheon"}
    assert s.deadlines == {h: clock.t + 60 for h in awaited}


def test_the_clock_is_off_by_default_waits_for_the_start_and_is_saved():
    s = Session(Game.new(players=3, seed=3), "g0")
    s.connect("a")
    snap = s.handle("a", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                          "seat": "stark"})[1].message
    assert "clock" not in snap and s.next_deadline() is None and s.run_clock() == []
    lobby, clock = clocked(120, lobby=True)
    join(lobby, "a", "stark", "Ann")
    join(lobby, "b", "lannister", "Bob")
    assert lobby.clock_left() == {}  # nobody's clock runs in the lobby
    lobby.start()
    assert lobby.clock_left() == {"stark": 120.0, "lannister": 120.0}
    restored = load_session(make_save(lobby))
    assert restored.turn_clock == 120.0
    with pytest.raises(ValueError):
        lobby.set_turn_clock(-1)
    assert lobby.turn_clock == 120.0
