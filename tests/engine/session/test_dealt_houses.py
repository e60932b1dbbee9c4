"""A game that deals houses (random houses): the session moves each person, with their token, to
the house dealt to the place they took, when the game starts, and tells them in a new welcome."""
from __future__ import annotations

import itertools

from engine import commands as C
from engine.commands import command_to_wire
from engine.game import Game
from engine.session import PROTOCOL_VERSION, Session
from engine.variants.houses import dealt


def lobby(seed: int, variants=None) -> Session:
    n = itertools.count()
    game = Game.new(players=3, seed=seed, variants=variants)
    return Session(game, "g1", "Lobby", token_factory=lambda: f"tok{next(n)}", lobby=True)


def hello(s: Session, cid: str, seat=None, name="P"):
    s.connect(cid)
    return s.handle(cid, {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                          "name": name, "seat": seat})


def a_dealing_lobby() -> tuple[Session, dict[str, str]]:
    """A seed whose deal moves Ann's place (stark) to another house."""
    for seed in range(20):
        s = lobby(seed, {"random-houses": True})
        deal = dealt(s.game)
        if deal["stark"] != "stark" and deal["lannister"] != "lannister":
            return s, deal
    raise AssertionError("no seed moves both places")


def test_the_people_in_a_lobby_are_moved_to_the_houses_dealt_when_the_game_starts():
    s, deal = a_dealing_lobby()
    token_ann = hello(s, "a", "stark", "Ann")[0].message["token"]
    hello(s, "b", "lannister", "Bob")
    s.set_holder("baratheon", "bot")
    hello(s, "spec", None, "Sue")
    for cid in ("a", "b"):
        s.handle(cid, {"type": "ready", "ready": True})
    out = s.start()
    ann, bob, bot = deal["stark"], deal["lannister"], deal["baratheon"]
    assert s.clients["a"].seat == ann and s.clients["b"].seat == bob
    assert (s.seats[ann].name, s.seats[ann].token, s.seats[ann].house) == ("Ann", token_ann, ann)
    assert s.seats[bot].holder == "bot" and list(s.seats) == s.game.seats()
    welcomes = {o.to: o.message for o in out if o.message["type"] == "welcome"}
    assert welcomes["a"]["seat"] == ann and welcomes["a"]["dealt_from"] == "stark" and "token" not in welcomes["a"]
    assert welcomes["b"]["seat"] == bob and "spec" not in welcomes
    snapshots = {o.to: o.message for o in out if o.message["type"] == "snapshot"}
    assert snapshots["a"]["view"]["seat"] == ann
    assert s.bot_turns() == [bot]
    assert s.deal_houses() == []  # dealt once
    # Ann acts for the house she got, and her token holds it when she comes back
    d = next(d for d in s.game.waiting_for() if d.seat == ann)
    assert d.kind == "place-orders"
    s.disconnect("a")
    s.connect("a2")
    back = s.handle("a2", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                           "name": "Ann", "seat": ann, "token": token_ann})
    assert back[0].message["type"] == "welcome" and back[0].message["seat"] == ann


def test_a_game_without_the_deal_keeps_everyone_where_they_sat():
    s = lobby(3)
    hello(s, "a", "stark", "Ann")
    s.set_holder("lannister", "bot")
    s.set_holder("baratheon", "bot")
    s.handle("a", {"type": "ready", "ready": True})
    out = s.start()
    assert s.clients["a"].seat == "stark" and not s.dealt
    assert [o.message["type"] for o in out] == ["seats"]


def test_the_deal_never_moves_a_game_under_way():
    game = Game.new(players=3, seed=2, options={"vassals": True}, variants={"random-houses": True})
    s = Session(game, "g3")  # no lobby: started at once, nobody has sat yet
    d = game.waiting_for()[0]
    s.submit(d.seat, command_to_wire(C.Choose(d.options["options"][0])), game.s.state_id)
    assert s.commands and s.deal_houses() == [] and not s.dealt
    assert list(s.seats) == game.seats() and all(seat.house == h for h, seat in s.seats.items())


def test_agot_host_deals_the_places_its_options_chose(capsys):
    from agot_qt.net import host_cli

    args = host_cli.parser().parse_args(["--players", "4", "--vassals", "--variant", "random-houses",
                                         "--bots", "2", "--no-save", "--seed", "4", "--open-seats"])
    session, _ = host_cli.build_session(args)
    deal = dealt(session.game)
    assert session.dealt and sorted(deal) == sorted(session.seats)
    places = list(deal)
    for place in places[-2:]:  # --bots took the last two places: bots play the houses dealt to them
        assert session.seats[deal[place]].holder == "bot"
    for place in places[:2]:
        assert session.seats[deal[place]].holder == "open"
