"""The determinizer rebuilds any position from a seat's view alone (the view's redacted frames)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine.bots.determinize import game_from_view
from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play

SETUPS = [(3, False, 11), (4, True, 12), (5, False, 13), (6, True, 14)]


def _check_rebuilds(players: int, tides: bool, seed: int, every: int = 3, max_checks: int = 120) -> Counter[str]:
    """Play a game with rule-of-thumb bots; at every `every`-th decision rebuild each awaited seat's position
    from its view and require the same awaited decision (seat, kind, options)."""
    g = Game.new(players=players, seed=seed, options={"tides_of_battle": tides})
    bots = {h: make_bot("easy", seed + i) for i, h in enumerate(g.s.houses)}
    rng = random.Random(seed)
    kinds: Counter[str] = Counter()
    seen = [0]

    def stop(game: Game, d: Any) -> bool:
        seen[0] += 1
        return seen[0] % every == 0 and sum(kinds.values()) < max_checks

    for d in play(g, bots, stop=stop):
        for real in g.waiting_for():
            view = g.view(real.seat)
            rebuilt = game_from_view(view, rng)
            wires = [x.to_wire() for x in rebuilt.waiting_for() if x.seat == real.seat]
            assert real.to_wire() in wires, (real.kind, view["phase"], view["step"])
            kinds[real.kind] += 1
    return kinds


@pytest.mark.parametrize("players,tides,seed", SETUPS)
def test_every_awaited_decision_is_rebuilt_from_the_view(players: int, tides: bool, seed: int) -> None:
    kinds = _check_rebuilds(players, tides, seed)
    assert kinds["place-orders"] and kinds["march"], kinds
    assert len(kinds) >= 5, kinds


def test_the_rebuilds_cover_the_decisions_search_did_not_handle() -> None:
    total: Counter[str] = Counter()
    for players, tides, seed in SETUPS + [(3, True, 21), (4, False, 22), (6, False, 23)]:
        total += _check_rebuilds(players, tides, seed, every=2, max_checks=400)
    for kind in ("muster", "select-units", "choose", "bid", "retreat", "house-card", "support"):
        assert total[kind] > 0, (kind, total)


def test_hidden_tides_are_sampled_not_copied() -> None:
    g = Game.new(players=3, seed=5, options={"tides_of_battle": True})
    bots = {h: make_bot("easy", i) for i, h in enumerate(g.s.houses)}
    hidden = lambda game, d: any(f.get("tides_hidden") for f in game.s.stack)  # noqa: E731
    for d in play(g, bots, stop=hidden):
        view = g.view(d.seat)
        combat = next(f for f in view["frames"] if f["kind"] in ("combat", "neutral-combat"))
        assert "tides" not in combat and combat["tides_hidden"]
        rebuilt = game_from_view(view, random.Random(0))
        top = next(f for f in rebuilt.s.stack if f["kind"] in ("combat", "neutral-combat"))
        assert set(top["tides"]) == set(top["houses"])
        return
    pytest.skip("no blade-redraw decision in this game")
