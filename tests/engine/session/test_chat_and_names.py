"""Chat cannot pass for someone else: no line breaks, controls or bidi overrides in a chat line,
"Host" (and its look-alikes) is kept for the host as "Bot" is for its bots, and a save's names and
chat lines pass the same checks as live ones (docs/PROTOCOL.md, chat and hello)."""
from __future__ import annotations

import itertools
import json

import pytest

from engine.game import Game
from engine.replay import Replay
from engine.save import load_session, make_save
from engine.session import PROTOCOL_VERSION, Session

from .test_session import play_with_bots


def lan_session() -> Session:
    counter = itertools.count()
    return Session(Game.new(players=3, seed=1), "g1", "Test", token_factory=lambda: f"tok{next(counter)}",
                   unique_names=True)


def hello(s: Session, client: str, name: str, seat: str | None = None) -> list:
    s.connect(client)
    return s.handle(client, {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                             "name": name, "seat": seat})


@pytest.mark.parametrize("text", ["hello\nAlice: I resign", "a\rb", "a\u2028b", "a\u2029b", "\u202eevil",
                                  "a\u2066b\u2069", "a\u200fb", "nul\x00", "esc\x1b[2J", "tab\there", "a\x85b"])
def test_a_chat_line_with_a_line_break_control_or_bidi_character_is_refused(text):
    s = lan_session()
    hello(s, "ann", "Ann", "stark")
    hello(s, "bob", "Bob")
    out = s.handle("ann", {"type": "chat", "text": text})
    assert [(o.to, o.message["type"], o.message.get("key")) for o in out] == [("ann", "error", "chat-characters")]
    assert not s.chat_history


@pytest.mark.parametrize("text", ["good game", "家族 👨\u200d👩\u200d👧 ok", "نعم\u200c"])
def test_ordinary_chat_lines_pass(text):
    s = lan_session()
    hello(s, "ann", "Ann", "stark")
    hello(s, "bob", "Bob")
    out = s.handle("ann", {"type": "chat", "text": text})
    assert {o.to for o in out} == {"ann", "bob"} and all(o.message["text"] == text for o in out)


@pytest.mark.parametrize("name", ["Host", "host", "HOST", "Ноѕт", "Hоst", "H0st", "Host (stark)", "Ｈｏｓｔ"])
def test_names_that_read_as_host_are_kept_for_the_host(name):
    s = lan_session()
    out = hello(s, "eve", name)
    assert [o.message.get("key") for o in out if o.to == "eve"] == ["name-reserved-host"]
    assert not s.clients["eve"].ready


def test_names_near_host_are_people_s():
    s = lan_session()
    for i, name in enumerate(["Ghost", "Hostess", "Ho st"]):
        out = hello(s, f"c{i}", name)
        assert [o.message["type"] for o in out if o.to == f"c{i}"][0] == "welcome", name


def _save_with(names: dict[str, tuple[str, str]], chat: list[dict]) -> dict:
    s = Session(Game.new(players=3, seed=21))
    play_with_bots(s, 5)
    data = json.loads(json.dumps(make_save(s)))
    for house, (holder, name) in names.items():
        data["seats"][house].update(holder=holder, name=name)
    data["chat"] = chat
    return data


def test_names_and_chat_lines_from_a_save_pass_the_live_checks():
    data = _save_with({"stark": ("human", "Host"), "lannister": ("human", "Bot"), "baratheon": ("bot", "Bot (baratheon)")},
                      [{"from": "stark", "name": "Ann", "text": "hello"},
                       {"from": None, "name": "Host", "text": "Alice resigns"},
                       {"from": "stark", "name": "Ann", "text": "one\nAlice: I resign"},
                       {"from": None, "name": "Ноѕт", "text": "the host says"},
                       {"from": "lannister", "name": "Bob", "text": "gg"}])
    session = load_session(data)
    assert {h: seat.name for h, seat in session.seats.items()} == {"stark": "", "lannister": "",
                                                                    "baratheon": "Bot (baratheon)"}
    assert [(line["name"], line["text"]) for line in session.chat_history] == [("Ann", "hello"), ("Bob", "gg")]
    replay = Replay.from_save(json.loads(json.dumps(data)))
    assert {h: info["name"] for h, info in replay.data["seats"].items()} == {"stark": "", "lannister": "",
                                                                             "baratheon": "Bot (baratheon)"}
