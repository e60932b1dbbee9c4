"""The strengths a battle shows are the strengths that decided it: once a combat is resolved,
every view of it (players, spectators, the commander of a vassal) shows the numbers of its
`CombatResolved` event, also while casualties are chosen, the loser retreats and the after-combat
texts ask their questions (units gone by then no longer count, but they did decide)."""
from __future__ import annotations

import pytest

from engine.bots.random_bot import RandomBot
from engine.errors import IllegalCommand
from engine.game import Game


@pytest.mark.parametrize("ruleset,players,options", [
    ("mother_of_dragons", 5, {"vassals": True}),
    ("second_edition", 4, {"vassals": True, "tides_of_battle": True}),
])
def test_a_resolved_battle_shows_the_strengths_that_decided_it(ruleset, players, options):
    checked = 0
    for seed in range(3):
        g = Game.new(players=players, seed=seed, options=options, ruleset=ruleset)
        bots = {h: RandomBot(seed * 10 + i) for i, h in enumerate(g.s.houses)}
        decided = None
        while not g.finished:
            d = g.waiting_for()[0]
            for attempt in range(12):
                try:
                    events = g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt),
                                   house=d.house)
                    break
                except IllegalCommand:
                    assert attempt < 11
            for e in events:
                if e.kind == "CombatResolved" and not e.data.get("ended_early"):
                    decided = (e.data["breakdown"], e.data["icons"])
                elif e.kind == "CombatEnded":
                    if decided is not None and "strength" in e.data["summary"]:
                        assert e.data["summary"]["strength"] == decided[0]
                    decided = None
            combat = g.view(None).get("combat")
            if decided is not None and combat and combat.get("kind") == "combat" and "strength" in combat:
                assert combat["strength"] == decided[0], (seed, combat["step"])
                assert combat.get("icons", decided[1]) == decided[1]
                for seat in g.seats():
                    assert g.view(seat)["combat"]["strength"] == decided[0]
                checked += 1
    assert checked >= 5  # battles were looked at after their resolution
