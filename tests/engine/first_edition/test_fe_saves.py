"""First-edition games are saved, loaded and replayed as what they are; hellos name the edition."""
from __future__ import annotations

import json

from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.errors import IllegalCommand
from engine.game import Game
from engine.replay import Replay
from engine.save import load_session, make_save, read_save, write_save
from engine.session import PROTOCOL_VERSION, Session

from .helpers import RULESET


def played_session(decisions: int = 60) -> Session:
    session = Session(Game.new(players=4, seed=21, ruleset=RULESET))
    game = session.game
    bots = {h: RandomBot(i) for i, h in enumerate(game.s.houses)}
    for _ in range(decisions):
        if game.finished:
            break
        d = game.waiting_for()[0]
        view, wire = game.view(d.seat), d.to_wire()
        for attempt in range(12):
            try:
                session.submit(d.seat, command_to_wire(bots[d.seat].propose(view, wire, attempt)), game.s.state_id)
                break
            except IllegalCommand:
                continue
    return session


def test_a_first_edition_save_records_its_ruleset_and_loads_and_replays_as_one(tmp_path):
    session = played_session()
    path = tmp_path / "fe.agot.json"
    write_save(path, make_save(session))
    data = read_save(path)
    assert data["ruleset"] == RULESET and data["players"] == 4
    loaded = load_session(data)
    assert loaded.game.s.ruleset == RULESET and loaded.game.rs.id == RULESET
    assert loaded.game.digest() == session.game.digest()
    replay = Replay.from_save(json.loads(json.dumps(make_save(session))))
    assert replay.final_digest == session.game.digest()
    assert replay.view_at(len(replay))["ruleset"] == RULESET


def test_a_hello_must_name_the_games_edition_or_offer_it():
    session = Session(Game.new(players=3, seed=1, ruleset=RULESET))
    hello = {"type": "hello", "protocol": PROTOCOL_VERSION, "name": "a", "seat": None}
    session.connect("c1")
    refused = session.handle("c1", dict(hello, edition="second_edition"))
    assert any(o.message.get("code") == "edition" for o in refused)
    session.connect("c2")
    ok = session.handle("c2", dict(hello, edition="second_edition", editions=["first_edition", "second_edition"]))
    assert any(o.message.get("type") == "welcome" and o.message["edition"] == RULESET for o in ok)
    session.connect("c3")
    ok = session.handle("c3", dict(hello, edition=RULESET))
    assert any(o.message.get("type") == "welcome" for o in ok)
