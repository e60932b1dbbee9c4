"""The sans-IO session: seats, tokens, fan-out, chat, bots, saves."""
from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from engine import command_to_wire
from engine.bots.random_bot import RandomBot
from engine.game import Game
from engine.save import MIGRATIONS, SAVE_VERSION, SaveError, load_session, make_save, migrate, read_save, write_save
from engine.session import PROTOCOL_VERSION, Session


def make_session(players=3, seed=1):
    counter = itertools.count()
    return Session(Game.new(players=players, seed=seed), "g1", "Test", token_factory=lambda: f"tok{next(counter)}")


def hello(s, client, seat=None, token=None, name="P"):
    s.connect(client)
    msg = {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition", "name": name}
    if seat:
        msg["seat"] = seat
    if token:
        msg["token"] = token
    return s.handle(client, msg)


def msgs(out, client, kind=None):
    return [o.message for o in out if o.to == client and (kind is None or o.message["type"] == kind)]


def test_hello_gives_token_and_redacted_snapshot_first():
    s = make_session()
    out = hello(s, "c1", "stark")
    first = msgs(out, "c1")
    assert first[0]["type"] == "welcome" and first[0]["token"] == s.seats["stark"].token
    assert first[1]["type"] == "snapshot" and first[1]["view"]["seat"] == "stark"
    spect = msgs(hello(s, "c2"), "c2")
    assert "token" not in spect[0] and spect[1]["view"]["seat"] is None


def test_wrong_protocol_or_edition_is_refused():
    s = make_session()
    s.connect("c")
    out = s.handle("c", {"type": "hello", "protocol": 99, "edition": "second_edition"})
    assert msgs(out, "c")[0]["code"] == "version"
    out = s.handle("c", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "first_edition"})
    assert msgs(out, "c")[0]["code"] == "edition"


def test_taken_seat_and_bad_token_are_refused():
    s = make_session()
    hello(s, "c1", "stark")
    assert msgs(hello(s, "c2", "stark"), "c2")[0]["code"] == "seat-taken"
    assert msgs(hello(s, "c3", "stark", token="nope"), "c3")[0]["code"] == "bad-token"


def _place_orders_for(s, house):
    d = next(d for d in s.game.waiting_for() if d.seat == house)
    cmd = RandomBot(1).propose(s.game.view(house), d.to_wire())
    return command_to_wire(cmd)


def test_command_gates_token_seat_spectator_and_state_id():
    s = make_session()
    tok = msgs(hello(s, "c1", "stark"), "c1")[0]["token"]
    hello(s, "c2", "lannister")
    hello(s, "spec")
    cmd = _place_orders_for(s, "stark")
    sid = s.game.s.state_id
    before = s.game.digest()
    # another seat's token, spectator, stale state id (no token at all is fine: the connection holds the seat)
    lan_tok = s.seats["lannister"].token
    assert msgs(s.handle("c1", {"type": "command", "token": lan_tok, "state_id": sid, "command": cmd}), "c1")[0]["code"] == "bad-token"
    assert msgs(s.handle("spec", {"type": "command", "token": tok, "state_id": sid, "command": cmd}), "spec")[0]["code"] == "not-awaited"
    assert msgs(s.handle("c1", {"type": "command", "token": tok, "state_id": sid + 5, "command": cmd}), "c1")[0]["code"] == "stale-state"
    assert msgs(s.handle("c1", {"type": "command", "token": tok, "state_id": sid, "command": {"type": "Nope"}}), "c1")[0]["code"] == "malformed"
    assert s.game.digest() == before
    out = s.handle("c1", {"type": "command", "state_id": sid, "command": cmd})
    assert s.game.s.state_id == sid + 1
    # replaying the same command: stale now
    again = s.handle("c1", {"type": "command", "token": tok, "state_id": sid, "command": cmd})
    assert msgs(again, "c1")[0]["code"] == "not-awaited"  # gate order: seat before state id
    # everyone gets an update with their own view; nobody else sees stark's orders
    for c, seat in (("c1", "stark"), ("c2", "lannister"), ("spec", None)):
        up = msgs(out, c, "update")[0]
        assert up["view"]["seat"] == seat
    assert "my_orders" in msgs(out, "c1", "update")[0]["view"]
    assert "my_orders" not in msgs(out, "c2", "update")[0]["view"]
    assert all("orders" not in e["data"] for e in msgs(out, "c2", "update")[0]["events"])


def test_private_chat_reaches_only_the_two_seats():
    s = make_session()
    hello(s, "c1", "stark")
    hello(s, "c2", "lannister")
    hello(s, "c3", "baratheon")
    hello(s, "spec")
    out = s.handle("c1", {"type": "chat", "text": "psst", "to": "lannister"})
    assert {o.to for o in out} == {"c1", "c2"}
    out = s.handle("c3", {"type": "chat", "text": "hello all"})
    assert {o.to for o in out} == {"c1", "c2", "c3", "spec"}
    assert msgs(s.handle("c1", {"type": "chat", "text": "x" * 501}), "c1")[0]["code"] == "malformed"


def test_malformed_messages_get_errors_and_change_nothing():
    s = make_session()
    hello(s, "c1", "stark")
    before = s.game.digest()
    for bad in [None, 1, "x", [], {}, {"type": 3}, {"type": "zzz"}, {"type": "command"},
                {"type": "command", "token": 5, "state_id": "a"}, {"type": "chat", "text": None}]:
        out = s.handle("c1", bad)
        assert msgs(out, "c1")[0]["type"] == "error"
    assert s.game.digest() == before


def test_reconnect_with_token_gets_seat_and_snapshot_back():
    s = make_session()
    tok = msgs(hello(s, "c1", "stark"), "c1")[0]["token"]
    s.disconnect("c1")
    assert s.seats["stark"].client is None and s.seats["stark"].holder == "human"
    out = hello(s, "c9", "stark", token=tok)
    assert msgs(out, "c9", "snapshot")[0]["view"]["seat"] == "stark"
    assert s.seats["stark"].client == "c9"


def test_seat_handed_to_bot_and_back():
    s = make_session()
    tok = msgs(hello(s, "c1", "stark"), "c1")[0]["token"]
    s.set_holder("stark", "bot")
    assert "stark" in s.bot_turns()
    assert s.clients["c1"].seat is None
    out = hello(s, "c2", "stark", token=tok)
    assert msgs(out, "c2", "welcome")[0]["seat"] == "stark"
    assert "stark" not in s.bot_turns()


def play_with_bots(s, steps):
    for h in s.seats:
        s.set_holder(h, "bot")
    bots = {h: RandomBot(i) for i, h in enumerate(s.seats)}
    for _ in range(steps):
        turns = s.bot_turns()
        if not turns:
            break
        h = turns[0]
        d = next(d for d in s.game.waiting_for() if d.seat == h)
        for attempt in range(12):
            cmd = bots[h].propose(s.game.view(h), d.to_wire(), attempt)
            out = s.submit(h, command_to_wire(cmd), s.game.s.state_id, reply_to="host")
            if not any(o.to == "host" and o.message["type"] == "error" for o in out):
                break


def test_save_round_trip_replays_to_the_same_state(tmp_path):
    s = make_session(players=4, seed=3)
    play_with_bots(s, 150)
    path = tmp_path / "game.agot"
    write_save(path, make_save(s))
    restored = load_session(read_save(path))
    assert restored.game.digest() == s.game.digest()
    assert restored.commands == s.commands
    assert {h: x.token for h, x in restored.seats.items()} == {h: x.token for h, x in s.seats.items()}


def test_corrupt_and_foreign_saves_are_refused(tmp_path):
    bad = tmp_path / "bad.agot"
    bad.write_text("{not json")
    with pytest.raises(SaveError):
        read_save(bad)
    bad.write_text(json.dumps({"format": "other"}))
    with pytest.raises(SaveError):
        read_save(bad)
    bad.write_text(json.dumps({"format": "agot-save", "version": SAVE_VERSION + 1}))
    with pytest.raises(SaveError, match="newer"):
        read_save(bad)
    s = make_session()
    play_with_bots(s, 30)
    data = make_save(s)
    data["commands"] = data["commands"][:-1]  # snapshot no longer matches
    with pytest.raises(SaveError):
        load_session(data)


def as_version_1(data):
    """The save as version 1 wrote it: states without the report fields, digest without them."""
    from engine.state import REPORT_FIELDS, wire_digest

    def strip(wire):
        return {k: v for k, v in wire.items() if k not in REPORT_FIELDS}

    old = dict(data, version=1, initial=strip(data["initial"]), snapshot=strip(data["snapshot"]))
    old["digest"] = wire_digest(old["snapshot"])
    return old


def test_a_version_1_save_with_battles_migrates_and_verifies():
    s = make_session(seed=2)
    play_with_bots(s, 400)
    assert s.game.s.last_battle is not None, "the bots fought no battle"
    old = as_version_1(make_save(s))
    again = load_session(migrate(old))
    assert again.game.digest() == s.game.digest()
    assert again.game.s.last_battle == s.game.s.last_battle
    tampered = dict(old, digest="0" * 16)
    with pytest.raises(SaveError, match="does not match"):
        migrate(tampered)


def test_a_version_3_save_gets_the_new_battle_report_fields():
    from engine.save import without_v4_fields
    from engine.state import wire_digest

    s = make_session(seed=2)
    play_with_bots(s, 400)
    assert s.game.s.last_battle is not None, "the bots fought no battle"
    data = make_save(s)
    assert "passive" in data["snapshot"]["last_battle"]
    snapshot = without_v4_fields(data["snapshot"])
    old = dict(data, version=3, snapshot=snapshot, digest=wire_digest(snapshot))
    again = load_session(migrate(old))
    assert again.game.digest() == s.game.digest()
    assert again.game.s.last_battle == s.game.s.last_battle
    moved = dict(old, snapshot=dict(snapshot, round=snapshot["round"] + 1))
    with pytest.raises(SaveError, match="does not match"):
        migrate(moved)


def test_a_version_5_save_where_fire_made_flesh_raised_the_dragons_resumes_as_it_was_played():
    """Version 5 always moved the last dragon strength token still on the round track (it raised
    the strength at once and on every later step, up to the last); version 6 asks which token.
    A version-5 save gets that answer, as it played, and resumes and replays the same game."""
    from engine.replay import Replay
    from engine.units import unit_base_strength

    data = read_save(Path(__file__).resolve().parent / "data" / "save_v5_fire_made_flesh.agot")
    assert data["version"] == SAVE_VERSION
    sacrifice = data["commands"].index(["targaryen", {"type": "Choose", "choice": "sacrifice"}])
    # then the dragon destroyed, and the token version 5 moved: the last one on the track
    assert data["commands"][sacrifice + 2] == ["targaryen", {"type": "Choose", "choice": 10}]
    assert [c for c in data["commands"] if c[1] == {"type": "Choose", "choice": 10}] == [data["commands"][sacrifice + 2]]
    session = load_session(data)
    g = session.game
    assert g.s.round == 4 and unit_base_strength(g.rs, g.s, "dragon") == 3  # as the version-5 game had it
    assert g.s.unit_steps_taken == {"dragon": [10]}
    replay = Replay.from_save(data)
    assert replay.final_digest == g.digest()


def test_migration_path_runs_each_step(monkeypatch):
    s = make_session()
    data = as_version_1(make_save(s))
    old = dict(data)
    old["version"] = 0
    old["moves"] = old.pop("commands")

    def v0_to_v1(d):
        d["commands"] = d.pop("moves")
        d["version"] = 1
        return d

    with pytest.raises(SaveError, match="no longer"):
        migrate(dict(old))
    monkeypatch.setitem(MIGRATIONS, 0, v0_to_v1)
    assert load_session(migrate(dict(old))).game.digest() == s.game.digest()


def test_write_save_is_atomic(tmp_path, monkeypatch):
    path = tmp_path / "g.agot"
    write_save(path, {"format": "agot-save", "version": 1, "n": 1})
    import engine.save as save_mod

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(save_mod.os, "replace", boom)
    with pytest.raises(OSError):
        write_save(path, {"format": "agot-save", "version": 1, "n": 2})
    assert json.loads(path.read_text())["n"] == 1
    assert [p.name for p in tmp_path.iterdir()] == ["g.agot"]


def test_a_save_keeps_the_public_chat_and_never_a_whisper(tmp_path):
    """Public lines are in the save and in the snapshot of whoever joins the resumed game; a
    whisper is in neither. A version-4 save (no chat) still loads, with none."""
    s = make_session()
    hello(s, "c1", "stark", name="Ann")
    hello(s, "c2", "lannister", name="Bob")
    hello(s, "c3", name="Eve")
    s.handle("c1", {"type": "chat", "text": "good luck all"})
    s.handle("c1", {"type": "chat", "text": "psst, spare Riverrun", "to": "lannister"})
    s.handle("c3", {"type": "chat", "text": "watching"})
    path = tmp_path / "game.agot"
    write_save(path, make_save(s))
    assert "psst" not in path.read_text(encoding="utf-8")
    restored = load_session(read_save(path))
    out = hello(restored, "d1", "stark", token=s.seats["stark"].token, name="Ann")
    snap = msgs(out, "d1", "snapshot")[0]
    assert snap["chat"] == [{"from": "stark", "name": "Ann", "text": "good luck all"},
                            {"from": None, "name": "Eve", "text": "watching"}]
    old = dict(make_save(s), version=4)
    old.pop("chat")
    assert migrate(dict(old))["chat"] == []
    assert not load_session(old).chat_history


@pytest.mark.parametrize("chat", [
    "not a list", [{"from": "stark", "name": "Ann"}], [{"from": "targaryen", "name": "A", "text": "hi"}],
    [{"from": None, "name": "A", "text": ""}], [{"from": None, "name": "A", "text": "x" * 501}],
    [{"from": None, "name": "A", "text": "hi"}] * 51,
])
def test_a_save_with_a_chat_line_it_cannot_have_is_refused(chat):
    s = make_session()
    data = dict(make_save(s), chat=chat)
    with pytest.raises(SaveError) as caught:
        load_session(data)
    assert caught.value.key == "damaged"


def test_a_client_may_not_turn_a_house_into_a_vassal():
    s = make_session()
    hello(s, "c1", "stark")
    before = s.game.digest()
    out = s.handle("c1", {"type": "command", "state_id": s.game.s.state_id,
                          "command": {"type": "SetVassal", "house": "lannister", "vassal": True}})
    err = msgs(out, "c1")[0]
    assert err["type"] == "error" and err["key"] == "command-host-only" and err["params"] == {}
    assert s.game.digest() == before and s.game.s.vassals == []


def test_the_host_turns_the_house_of_a_player_who_left_into_a_vassal_and_the_save_replays_it():
    s = make_session(players=4)
    hello(s, "c1", "stark")
    hello(s, "c2", "lannister")
    out = s.set_vassal("lannister", True)
    assert s.game.s.vassals == ["lannister"]
    ups = msgs(out, "c1", "update")
    assert ups and any(e["kind"] == "PlayerReplacedByVassal" for e in ups[0]["events"])
    assert s.commands[-1] == ["lannister", {"type": "SetVassal", "house": "lannister", "vassal": True}]
    again = Game.new(players=4, seed=1)
    from engine.save import play_commands
    play_commands(again, s.commands)
    assert again.digest() == s.game.digest()
    from engine.errors import IllegalCommand
    with pytest.raises(IllegalCommand):
        s.set_vassal("lannister", True)  # already a vassal


def test_a_vassal_given_to_a_player_gets_an_open_seat():
    counter = itertools.count()
    s = Session(Game.new(players=4, seed=2, options={"vassals": True}), "g1", "Test",
                token_factory=lambda: f"tok{next(counter)}")
    assert "tyrell" not in s.seats
    s.set_vassal("tyrell", False)
    assert s.seats["tyrell"].holder == "open" and "tyrell" in s.game.seats()
