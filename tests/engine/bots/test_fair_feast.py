"""Bots do not cheat in A Feast for Crows: the other houses' objective hands, what they picked
and the objective deck's order are secrets a seat's choice must not depend on (as
tests/engine/bots/test_fair.py for the base game), when keeping, scoring, giving or returning
objectives and when planning, marching and fighting."""
from __future__ import annotations

import pytest

from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play, reproducible_bot
from .test_fair import _interesting, _other_secrets_changed


def _wanted(g: Game, d) -> bool:
    return d.kind == "objectives" or _interesting(g, d)


def _collect(seed: int) -> list[tuple[Game, object]]:
    g = Game.new(players=4, seed=seed, ruleset="a_feast_for_crows")
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.s.houses)}
    found: dict[tuple[str, str], int] = {}
    out = []
    for d in play(g, bots, stop=_wanted):
        key = (d.kind, d.options.get("purpose", "") if d.kind == "objectives" else "")
        if found.get(key, 0) < 2:
            found[key] = found.get(key, 0) + 1
            out.append((g.clone(), d))
    return out


CASES = _collect(51) + _collect(52)


def _objectives_changed(g: Game, seat: str) -> Game:
    """`_other_secrets_changed`, and every other house's objective hand swapped with cards of
    the deck (same sizes), their secret picks changed, the deck reordered."""
    g2 = g.clone()
    s = g2.s
    for h in s.houses:
        if h == seat:
            continue
        hand = s.objectives[h]
        for i in range(len(hand)):
            if s.objective_deck:
                hand[i], s.objective_deck[-1 - i % len(s.objective_deck)] = \
                    s.objective_deck[-1 - i % len(s.objective_deck)], hand[i]
    s.objective_deck.reverse()
    for f in s.stack:
        if f["kind"] == "objective-choice":
            for h in list(f["picks"]):
                if h != seat:
                    f["picks"][h] = s.objectives[h][:len(f["picks"][h])]
    g3 = _other_secrets_changed(g2, seat)
    assert g3.view(seat) == g.view(seat)
    return g3


def test_the_cases_cover_every_objective_question_and_the_board():
    kinds = {(d.kind, d.options.get("purpose")) for _, d in CASES}
    assert {("objectives", "keep"), ("objectives", "score")} <= kinds
    assert {k for k, _ in kinds} >= {"place-orders", "march", "objectives"}


def test_other_hands_never_reach_a_seat():
    for g, d in CASES:
        g2 = _objectives_changed(g, d.seat)
        assert any(g2.s.objectives[h] != g.s.objectives[h] for h in g.s.houses if h != d.seat and g.s.objectives[h])
        assert g2.view(d.seat) == g.view(d.seat)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_choices_ignore_secrets_of_other_seats(level: str) -> None:
    checked = 0
    for g, d in CASES:
        g2 = _objectives_changed(g, d.seat)
        wire = d.to_wire()
        a = reproducible_bot(level, 3).propose(g.view(d.seat), wire, 0)
        b = reproducible_bot(level, 3).propose(g2.view(d.seat), wire, 0)
        assert a == b, (d.kind, a, b)
        checked += 1
    assert checked >= 6
