"""Bots do not cheat with the look at the next Westeros cards (variant cok-westeros-phase): a seat
sees the next three cards of every deck and nothing of the rest, so its choice must not move when
only the cards beyond the third change (as tests/engine/bots/test_fair.py for the base game's
secrets), and a sampled position keeps the cards it saw on top."""
from __future__ import annotations

import random
from typing import Any

import pytest

from engine.bots.determinize import determinize
from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play, reproducible_bot
from .test_fair import _interesting

LOOK = {"cok-westeros-phase": True}


def _collect(seed: int) -> list[tuple[Game, Any]]:
    g = Game.new(players=6, seed=seed, variants=LOOK)
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.s.houses)}
    found: dict[str, int] = {}
    out = []
    for d in play(g, bots, stop=_interesting):
        if found.get(d.kind, 0) < 1 and all(len(p) >= 5 for p in g.s.westeros.values()):
            found[d.kind] = found.get(d.kind, 0) + 1
            out.append((g.clone(), d))
    return out


CASES = _collect(61) + _collect(62)


def _beyond_changed(g: Game) -> Game:
    """A copy of `g` whose Westeros decks differ only beyond the cards every seat sees."""
    g2 = g.clone()
    for pile in g2.s.westeros.values():
        pile[3:] = pile[3:][::-1]
    g2.s.rng ^= 0x5DEECE66D
    assert g2.digest() != g.digest()
    return g2


def test_every_seat_sees_the_next_three_cards_and_a_spectator_none():
    g, _ = CASES[0]
    for seat in g.seats():
        assert g.view(seat)["westeros_next"] == {d: p[:3] for d, p in g.s.westeros.items()}
    assert "westeros_next" not in g.view(None) and "westeros_next" not in g.shared_view(None)
    g2 = _beyond_changed(g)
    assert all(g2.view(seat) == g.view(seat) for seat in [*g.seats(), None])
    g3 = g.clone()
    for pile in g3.s.westeros.values():
        pile[0], pile[1] = pile[1], pile[0]
    assert g3.view(None) == g.view(None)  # what only players see never reaches a spectator
    assert any(g3.view(seat) != g.view(seat) for seat in g.seats()) or \
        all(p[0] == p[1] for p in g.s.westeros.values())


def test_the_cases_cover_planning_and_the_board():
    assert {"place-orders", "march"} <= {d.kind for _, d in CASES}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_choices_ignore_the_cards_beyond_those_seen(level: str) -> None:
    checked = 0
    for g, d in CASES:
        g2 = _beyond_changed(g)
        wire = d.to_wire()
        a = reproducible_bot(level, 3).propose(g.view(d.seat), wire, 0)
        b = reproducible_bot(level, 3).propose(g2.view(d.seat), wire, 0)
        assert a == b, (d.kind, a, b)
        checked += 1
    assert checked >= 3


def test_a_sampled_position_keeps_the_cards_seen_on_top():
    g, d = CASES[0]
    view = g.view(d.seat)
    for seed in range(4):
        st = determinize(view, random.Random(seed))
        for deck, seen in view["westeros_next"].items():
            assert st.westeros[deck][:len(seen)] == seen
            assert len(st.westeros[deck]) == view["westeros_deck_sizes"][deck]
