"""No bot reads a draft's secrets: another house's blind hand, or a thematic pick made before
every house is done, changes nothing a bot of any level chooses (as tests/engine/bots/test_fair.py
checks for the base game's secrets)."""
from __future__ import annotations

import pytest

from engine import commands as C
from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play, reproducible_bot

DRAFT = {"draft-house-cards": True}
BLIND = {**DRAFT, "random-draft": True, "blind-draft": True}
THEMATIC = {**DRAFT, "thematic-draft": True}


def _blind_cases() -> list[tuple[Game, Game, object]]:
    """(game, the same game with two other houses' blind hands swapped, the seat's decision) at
    the first order placement and the first house card of a game."""
    out = []
    g = Game.new(6, seed=11, variants=BLIND)
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.s.houses)}
    wanted = {"place-orders", "house-card"}
    for d in play(g, bots, stop=lambda game, d: d.kind in wanted):
        wanted.discard(d.kind)
        others = [h for h in g.s.houses if h != d.house and sorted(g.s.hands[h]) != sorted(g.s.hands[d.house])]
        a, b = others[0], next(h for h in others[1:] if sorted(g.s.hands[h]) != sorted(g.s.hands[others[0]]))
        g2 = g.clone()
        g2.s.hands[a], g2.s.hands[b] = list(g.s.hands[b]), list(g.s.hands[a])
        out.append((g.clone(), g2, d))
        if not wanted:
            break
    return out


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_other_houses_blind_hands_change_no_bots_choice(level: str) -> None:
    cases = _blind_cases()
    assert {d.kind for _, _, d in cases} == {"place-orders", "house-card"}
    for g, g2, d in cases:
        assert g.s.hands != g2.s.hands
        assert g.view(d.seat) == g2.view(d.seat), "the hands are hidden from the seat"
        wire = d.to_wire()
        a = reproducible_bot(level, 3).propose(g.view(d.seat), wire, 0)
        b = reproducible_bot(level, 3).propose(g2.view(d.seat), wire, 0)
        assert a == b, (d.kind, a, b)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_other_houses_thematic_picks_change_no_bots_pick(level: str) -> None:
    seat = "stark"
    a, b = Game.new(6, seed=1, variants=THEMATIC), Game.new(6, seed=1, variants=THEMATIC)
    checked = 0
    while checked < 4:
        for d in [x for x in a.waiting_for() if x.kind == "draft" and x.seat != seat]:
            other = next(x for x in b.waiting_for() if x.seat == d.seat)
            a.act(d.seat, C.Choose(d.options["options"][0]))
            b.act(d.seat, C.Choose(other.options["options"][-1]))  # the other houses pick otherwise
        d = next(x for x in a.waiting_for() if x.seat == seat)
        assert d.kind == "draft" and a.view(seat) == b.view(seat)
        wire = d.to_wire()
        pick_a = reproducible_bot(level, 5).propose(a.view(seat), wire, 0)
        pick_b = reproducible_bot(level, 5).propose(b.view(seat), wire, 0)
        assert pick_a == pick_b
        a.act(seat, pick_a)
        b.act(seat, pick_b)
        checked += 1
    assert a.s.stack[-1]["kind"] == "draft", "still drafting: the others' picks are secret"
    picks_a, picks_b = a.s.stack[-1]["picks"], b.s.stack[-1]["picks"]
    assert any(picks_a[h] != picks_b[h] for h in picks_a if h != seat), "the others did pick otherwise"
