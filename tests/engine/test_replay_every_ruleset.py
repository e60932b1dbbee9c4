"""Every ruleset and every option replays to the end, step by step: games with vassals (whose
commands come from a commander, for a house that is not its own), players replaced by vassals
and back, power-token gifts, the Iron Bank, objectives, A Dance with Dragons' garrisons.

Each game is played through a Session with a spectator connected; its save is replayed and
every position is stepped through, forward and by jumps, showing exactly what the spectator
was shown live."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import commands as C
from engine.bots.random_bot import RandomBot
from engine.commands import command_to_wire
from engine.errors import IllegalCommand
from engine.game import Game
from engine.replay import Replay
from engine.save import make_save
from engine.session import PROTOCOL_VERSION, Session

ALL_MOD = {"vassals": True, "iron_bank": True, "sea_orders": True, "power_token_trading": True,
           "tides_of_battle": True}
GAMES = [
    ("mother_of_dragons", 5, {"vassals": True}),  # the game of the report: 5 players, vassals
    ("mother_of_dragons", 4, ALL_MOD),
    ("mother_of_dragons", 8, {"iron_bank": True, "sea_orders": True, "power_token_trading": True}),
    ("second_edition", 4, {"vassals": True, "sea_orders": True, "power_token_trading": True,
                           "tides_of_battle": True}),
    ("second_edition", 6, {"tides_of_battle": True}),
    ("first_edition", 5, {}),
    ("a_feast_for_crows", 4, {}),
    ("a_dance_with_dragons", 6, {}),
]


def _views_of(out: list[Any]) -> list[dict[str, Any]]:
    return [o.message["view"] for o in out if o.to == "spectator" and o.message.get("type") in ("update", "snapshot")]


def play_recorded(ruleset: str, players: int, options: dict[str, bool],
                  seed: int) -> tuple[Session, list[dict], int]:
    """A random game through a Session (players leaving and coming back as vassals, gifts, when
    the game has them); returns the session, the spectator's view after each command and how
    many commands a seat gave for a vassal it commanded."""
    session = Session(Game.new(players=players, seed=seed, options=options, ruleset=ruleset))
    session.connect("spectator")
    views = _views_of(session.handle("spectator", {"type": "hello", "protocol": PROTOCOL_VERSION,
                                                   "edition": ruleset, "name": "watcher", "seat": None}))
    game = session.game
    rnd = random.Random(seed)
    bots = {h: RandomBot(seed * 100 + i) for i, h in enumerate(game.s.houses)}
    never = set((game.rs.vassal_rules or {}).get("never", []))
    for_vassals = 0
    while not game.finished:
        if options.get("vassals") and rnd.random() < 0.01:
            seats = [h for h in game.seats() if h not in never]
            try:
                if len(game.seats()) > 1 and seats and rnd.random() < 0.6:
                    out = session.set_vassal(rnd.choice(seats), True)
                elif game.s.vassals:
                    out = session.set_vassal(rnd.choice(game.s.vassals), False)
                else:
                    out = []
            except IllegalCommand:  # not during a combat: the host tries again later
                out = []
            views += _views_of(out)
        if options.get("power_token_trading") and rnd.random() < 0.03:
            giver, taker = rnd.choice(game.seats()), rnd.choice(game.s.houses)
            try:
                views += _views_of(session.submit(giver, command_to_wire(C.GivePower(taker, 1)), game.s.state_id))
            except IllegalCommand:
                pass
        d = game.waiting_for()[0]
        for attempt in range(12):
            cmd = bots[d.seat].propose(game.view(d.house), d.house_wire(), attempt)
            try:
                out = session.submit(d.seat, command_to_wire(cmd), game.s.state_id, for_house=d.house)
                break
            except IllegalCommand:
                assert attempt < 11, d
        views += _views_of(out)
        for_vassals += d.house != d.seat
    return session, views, for_vassals


@pytest.mark.parametrize("ruleset,players,options", GAMES,
                         ids=[f"{r}-{n}-{'+'.join(sorted(o)) or 'plain'}" for r, n, o in GAMES])
def test_every_ruleset_and_option_replays_to_the_end_step_by_step(ruleset, players, options):
    session, views, for_vassals = play_recorded(ruleset, players, options, seed=3)
    commands = session.commands
    assert len(views) == len(commands) + 1
    assert for_vassals > 0 or not options.get("vassals")  # commanders answered for their vassals
    replay = Replay.from_save(json.loads(json.dumps(make_save(session))))
    assert len(replay) == len(commands)
    for i in range(len(replay) + 1):  # stepping forward, as the replay window's "next step" does
        assert replay.view_at(i) == views[i], i
    for i in random.Random(1).sample(range(len(replay) + 1), min(60, len(replay) + 1)):  # and jumping
        assert replay.view_at(i) == views[i], i
    assert replay.view_at(len(replay))["finished"] is True
