"""Power-token gifts answer no decision, so the session bounds how often one seat's gift reaches
everyone (and rewrites the save): GIFT_BURST at once, then one per GIFT_EVERY seconds; the excess
is refused to its sender alone."""
from __future__ import annotations

import itertools

from engine import commands as C
from engine.commands import command_to_wire
from engine.game import Game
from engine.session import GIFT_BURST, GIFT_EVERY, PROTOCOL_VERSION, Session


def gift_session() -> tuple[Session, list[float]]:
    now = [100.0]
    counter = itertools.count()
    s = Session(Game.new(players=3, seed=1, options={"power_token_trading": True}), "gf", "Gifts",
                token_factory=lambda: f"tok{next(counter)}", now=lambda: now[0])
    for client, seat in (("ann", "stark"), ("bob", "lannister"), ("eve", None)):
        s.connect(client)
        s.handle(client, {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": "second_edition",
                          "name": client.title(), "seat": seat})
    return s, now


def give(s: Session, client: str, to: str) -> list:
    return s.handle(client, {"type": "command", "state_id": s.game.s.state_id,
                             "command": command_to_wire(C.GivePower(to, 1))})


def test_a_seat_s_gifts_are_rate_limited_and_the_excess_reaches_only_it():
    s, now = gift_session()
    for _ in range(GIFT_BURST):  # passed back and forth: each seat's own allowance
        assert {o.to for o in give(s, "ann", "lannister")} == {"ann", "bob", "eve"}
        assert {o.to for o in give(s, "bob", "stark")} == {"ann", "bob", "eve"}
    commands = len(s.commands)
    out = give(s, "ann", "lannister")
    assert [(o.to, o.message["type"], o.message.get("key"), o.message.get("params")) for o in out] == \
        [("ann", "error", "power-gift-too-often", {"n": int(GIFT_EVERY)})]
    assert len(s.commands) == commands  # nothing taken, nothing saved, nobody else told
    now[0] += GIFT_EVERY
    assert {o.to for o in give(s, "ann", "lannister")} == {"ann", "bob", "eve"}
    assert give(s, "ann", "lannister")[0].message.get("key") == "power-gift-too-often"


def test_a_refused_gift_uses_up_nothing():
    s, _ = gift_session()
    for _ in range(10):  # to itself: refused by the game, every time, with its own reason
        assert give(s, "ann", "stark")[0].message.get("key") == "power-gift-recipient"
    assert {o.to for o in give(s, "ann", "lannister")} == {"ann", "bob", "eve"}
