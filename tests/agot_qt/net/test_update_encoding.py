"""A fan-out's updates are packed with their views' shared fields packed once, each field kept
packed from one update to the next while it is the same object, and come out byte for byte as
`encode` makes them."""
from __future__ import annotations

from agot_qt.net.host import PackedFields, encode_update
from agot_qt.net.protocol import encode
from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.errors import IllegalCommand
from engine.game import Game
from engine.session import PROTOCOL_VERSION, Session


def _table(players: int, seed: int, ruleset: str, spectators: int) -> Session:
    g = Game.new(players=players, seed=seed, ruleset=ruleset, options=None)
    s = Session(g, "g1", "T")
    for i, h in enumerate(g.s.houses):
        s.connect(f"c{i}")
        s.handle(f"c{i}", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": ruleset,
                           "name": f"P{i}", "seat": h})
    for j in range(spectators):
        s.connect(f"w{j}")
        s.handle(f"w{j}", {"type": "hello", "protocol": PROTOCOL_VERSION, "edition": ruleset, "name": ""})
    return s


def test_every_update_of_whole_games_encodes_as_encode_does():
    for (players, seed, ruleset), shared in zip(((6, 41, "second_edition"), (5, 42, "first_edition")), (True, False)):
        s = _table(players, seed, ruleset, spectators=2)
        s.shared_views = shared  # as the LAN host has it (its views share the view cache's data), or not
        packed = PackedFields()  # kept across the game, as the host keeps it
        g = s.game
        bots = {h: RandomBot(i) for i, h in enumerate(g.s.houses)}
        updates = kinds = 0
        while not g.finished and len(s.commands) < 400:
            d = g.waiting_for()[0]
            view = g.view(d.seat)
            for attempt in range(12):
                try:
                    out = s.submit(d.seat, command_to_wire(bots[d.seat].propose(view, d.to_wire(), attempt)),
                                   g.s.state_id)
                    break
                except IllegalCommand:
                    continue
            packed.next_update()
            messages = {id(o.message): o.message for o in out if o.message["type"] == "update"}
            assert len(messages) == players + 1  # one per seat, one the spectators share
            for m in messages.values():
                assert encode_update(m, packed) == encode(m)
                updates += 1
            kinds += "combat" in next(iter(messages.values()))["view"]
        assert updates > 500 and kinds > 0
