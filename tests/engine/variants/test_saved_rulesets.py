"""A game whose variants change its ruleset (targets, decks, the board, where houses start) is
saved, loaded and replayed with that ruleset, made again from the state; a save whose facts were
tampered with is refused as damaged."""
from __future__ import annotations

import json

import pytest

from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.errors import IllegalCommand
from engine.game import Game
from engine.replay import Replay
from engine.save import SaveError, load_session, make_save
from engine.session import Session

CASES = [
    ("second_edition", 6, {}, {"random-start-positions": True, "dragon-war": True, "dragon-revenge": True,
                               "custom-balancing": True, "victory-points-needed": 8, "hold-victory-points": True}),
    ("a_feast_for_crows", 4, {"tides_of_battle": True}, {"eyrie-port-affc": True, "tob-remove-skulls": True,
                                                          "random-start-positions": True}),
    ("mother_of_dragons", 8, {}, {"mixed-westeros-deck-i": True, "cok-westeros-phase": True, "endless": True,
                                  "loyalty-tokens-needed": 9}),
]


def played(ruleset: str, players: int, options: dict, variants: dict, steps: int = 150) -> Session:
    g = Game.new(players, seed=8, ruleset=ruleset, options=options, variants=variants)
    session = Session(g, "rules", "Changed rules")
    bots = {h: RandomBot(i) for i, h in enumerate(g.seats())}
    for _ in range(steps):
        if g.finished:
            break
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                session.submit(d.seat, command_to_wire(bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt)),
                               g.s.state_id, for_house=d.house)
                break
            except IllegalCommand:
                continue
    return session


@pytest.mark.parametrize("ruleset,players,options,variants", CASES)
def test_a_game_whose_variants_change_its_ruleset_is_saved_loaded_and_replayed(ruleset, players, options, variants):
    session = played(ruleset, players, options, variants)
    g = session.game
    data = json.loads(json.dumps(make_save(session)))
    loaded = load_session(data)  # every command replayed from the initial state
    assert loaded.game.digest() == g.digest() and loaded.game.rs is g.rs
    assert Replay.from_save(data).final_digest == g.digest()


def test_a_save_whose_start_positions_were_tampered_with_is_refused():
    session = played(*CASES[0], steps=20)
    data = json.loads(json.dumps(make_save(session)))
    positions = data["snapshot"]["variant_state"]["ruleset"]["start_positions"]
    first = next(iter(positions))
    positions[first] = "nobody"
    with pytest.raises(SaveError) as info:
        load_session(data, verify=False)
    assert info.value.key == "damaged"
