"""The session under the hidden-information variants (docs/RULES.md, Variants): a faceless
game's names reach nobody but their own seat until the end, a game without private chats
refuses whispers, and under fog of war the host-only board and spectators see only what every
player sees until the end."""
from __future__ import annotations

import itertools

from engine import command_to_wire
from engine.bots.random_bot import RandomBot
from engine.game import Game
from engine.session import PROTOCOL_VERSION, Session


def session(variants: dict, players: int = 3, seed: int = 1, lobby: bool = False) -> Session:
    counter = itertools.count()
    return Session(Game.new(players=players, seed=seed, variants=variants), "g1", "Test",
                   token_factory=lambda: f"tok{next(counter)}", lobby=lobby)


def hello(s: Session, client: str, seat: str | None = None, name: str = "P") -> list:
    s.connect(client)
    msg = {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition", "name": name}
    if seat:
        msg["seat"] = seat
    return s.handle(client, msg)


def msgs(out: list, client: str, kind: str | None = None) -> list[dict]:
    return [o.message for o in out if o.to == client and (kind is None or o.message["type"] == kind)]


def play_out(s: Session) -> list:
    """Host bots play every seat to the end; everything sent meanwhile."""
    bots = {h: RandomBot(i) for i, h in enumerate(s.seats)}
    out = []
    while not s.game.finished:
        d = s.game.waiting_for()[0]
        for attempt in range(12):
            cmd = bots[d.seat].propose(s.game.view(d.house), d.house_wire(), attempt)
            try:
                out += s.submit(d.seat, command_to_wire(cmd), s.game.s.state_id, for_house=d.house)
                break
            except Exception:
                continue
    return out


# ----- faceless ------------------------------------------------------------------------------

def test_faceless_names_reach_only_their_own_seat_in_the_seat_table_chat_and_presence():
    s = session({"faceless": True})
    hello(s, "a", "stark", name="Arya")
    out = hello(s, "b", "lannister", name="Brienne")
    welcome = msgs(out, "b", "welcome")[0]
    assert welcome["seats"]["lannister"]["name"] == "Brienne" and welcome["seats"]["stark"]["name"] == ""
    seats_for_a = msgs(out, "a", "seats")[-1]["seats"]
    assert seats_for_a["stark"]["name"] == "Arya" and seats_for_a["lannister"]["name"] == ""
    out = hello(s, "w")  # a spectator knows nobody
    assert all(row["name"] == "" for row in msgs(out, "w", "welcome")[0]["seats"].values())
    said = s.handle("a", {"type": "chat", "text": "hello"})
    assert msgs(said, "a", "chat")[0]["name"] == "Arya"
    assert msgs(said, "b", "chat")[0] == {"type": "chat", "from": "stark", "name": "", "to": None, "text": "hello"}
    assert msgs(said, "w", "chat")[0]["name"] == ""
    late = msgs(hello(s, "w2"), "w2", "snapshot")[0]
    assert late["chat"] == [{"from": "stark", "name": "", "text": "hello"}]
    away = s.disconnect("a")
    told = [e for m in msgs(away, "b", "update") for e in m["events"] if e["kind"] == "SeatAway"]
    assert told and told[0]["data"] == {"house": "stark", "name": ""}
    assert "Arya" not in repr(msgs(away, "b")) + repr(msgs(away, "w"))


def test_faceless_names_show_again_when_the_game_ends():
    s = session({"faceless": True})
    hello(s, "a", "stark", name="Arya")
    hello(s, "b", "lannister", name="Brienne")
    s.disconnect("a")
    during = msgs(hello(s, "w1"), "w1", "snapshot")[0]
    assert [e["data"]["name"] for e in during["log"] if e["kind"] == "SeatAway"] == [""]
    out = play_out(s)
    last = msgs(out, "b", "seats")[-1]
    assert last["seats"]["stark"]["name"] == "Arya"
    after = msgs(hello(s, "w2"), "w2", "snapshot")[0]  # a log sent after the end is told whole
    assert [e["data"]["name"] for e in after["log"] if e["kind"] == "SeatAway"] == ["Arya"]


def test_a_faceless_lobby_chat_is_forgotten_when_the_game_starts():
    s = session({"faceless": True}, lobby=True)
    hello(s, "a", "stark", name="Arya")
    s.handle("a", {"type": "chat", "text": "it is me, Arya"})
    assert len(s.chat_history) == 1
    s.start()
    assert not s.chat_history
    assert "chat" not in msgs(hello(s, "w"), "w", "snapshot")[0]


def test_names_are_shown_as_always_in_a_game_that_is_not_faceless():
    s = session({})
    hello(s, "a", "stark", name="Arya")
    out = hello(s, "b", "lannister", name="Brienne")
    assert msgs(out, "b", "welcome")[0]["seats"]["stark"]["name"] == "Arya"


# ----- no private chats ------------------------------------------------------------------------

def test_without_private_chats_a_whisper_is_refused_and_reaches_nobody():
    s = session({"disable-private-chats": True})
    hello(s, "a", "stark", name="Arya")
    hello(s, "b", "lannister", name="Brienne")
    out = s.handle("a", {"type": "chat", "text": "psst", "to": "lannister"})
    assert [o.to for o in out] == ["a"]
    refusal = out[0].message
    assert refusal["type"] == "error" and refusal["key"] == "private-chat-off"
    public = s.handle("a", {"type": "chat", "text": "hello all"})
    assert sorted(o.to for o in public) == ["a", "b"]
    plain = session({})
    hello(plain, "a", "stark")
    hello(plain, "b", "lannister")
    assert sorted(o.to for o in plain.handle("a", {"type": "chat", "text": "psst", "to": "lannister"})) == ["a", "b"]


# ----- fog of war: the projector spoils nothing ----------------------------------------------------

def test_under_fog_a_spectator_sees_only_what_every_player_sees_until_the_end():
    s = session({"fog-of-war": True}, players=4, seed=3)
    out = hello(s, "w")
    view = msgs(out, "w", "snapshot")[0]["view"]
    assert view["units"] == {} and view["visible"] == [] and view["supply"] == {}
    for seat in s.seats:
        assert set(view["visible"]) <= set(s.game.view(seat)["visible"])
    out = play_out(s)
    final = msgs(out, "w", "update")[-1]["view"]
    assert final["finished"] and set(final["units"]) == set(s.game.s.units) and "visible" not in final
