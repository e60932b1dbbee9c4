"""Bots do not cheat in Mother of Dragons either: eight houses, Westeros deck IV's order and
Targaryen's chosen cards are secrets a seat's choice must not depend on (as tests/engine/bots/test_fair.py
for the base game)."""
from __future__ import annotations

import pytest

from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play, reproducible_bot
from .test_fair import _interesting, _other_secrets_changed


def _collect(seed: int) -> list[tuple[Game, object]]:
    g = Game.new(players=8, seed=seed, ruleset="mother_of_dragons")
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.s.houses)}
    found: dict[tuple[str, bool], int] = {}
    out = []
    for d in play(g, bots, stop=_interesting):
        key = (d.kind, d.seat == "targaryen" or "targaryen" in (g.view(d.seat).get("combat") or {}).values())
        if found.get(key, 0) < 1:
            found[key] = 1
            out.append((g.clone(), d))
    return out


CASES = _collect(91) + _collect(92)


def test_the_cases_cover_eight_houses_deck_four_and_targaryen():
    assert {d.kind for _, d in CASES} >= {"place-orders", "march", "house-card", "bid"}
    assert any(d.seat == "targaryen" for _, d in CASES)
    g, d = CASES[-1]
    assert len(g.s.houses) == 8 and "IV" in g.s.westeros


def test_deck_four_order_and_targaryens_chosen_card_never_reach_another_seat():
    for g, d in CASES:
        g2 = _other_secrets_changed(g, d.seat)
        assert g2.s.westeros["IV"] != g.s.westeros["IV"] or len(g.s.westeros["IV"]) <= 1
        assert g2.view(d.seat) == g.view(d.seat)


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_choices_ignore_secrets_of_other_seats(level: str) -> None:
    checked = 0
    for g, d in CASES:
        g2 = _other_secrets_changed(g, d.seat)
        wire = d.to_wire()
        a = reproducible_bot(level, 3).propose(g.view(d.seat), wire, 0)
        b = reproducible_bot(level, 3).propose(g2.view(d.seat), wire, 0)
        assert a == b, (d.kind, a, b)
        checked += 1
    assert checked >= 6
