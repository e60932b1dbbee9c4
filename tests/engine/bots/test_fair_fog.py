"""Bots play fog of war from their own view only: at decisions of whole fog-of-war games, a copy
whose board differs only in areas the deciding seat cannot see (other armies gone, moved or
grown there) gives the seat the very same view, and every level, seeded the same, then chooses
the same command. The sample a searching bot plays out fills the fog from the setup, never from
the game."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from engine.bots.determinize import determinize
from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play, reproducible_bot

FOG = {"fog-of-war": True}


def _interesting(g: Game, d) -> bool:
    if d.kind not in ("place-orders", "march", "house-card", "support", "muster", "raid") or g.s.round < 2:
        return False
    seen = set(g.view(d.seat)["visible"])
    return any(r not in seen for r in g.s.units)


def _collect(seed: int, ruleset: str = "second_edition", players: int = 6) -> list[tuple[Game, object]]:
    g = Game.new(players=players, seed=seed, ruleset=ruleset, variants=FOG)
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.seats())}
    found: dict[str, int] = {}
    out = []
    for d in play(g, bots, stop=_interesting):
        if found.get(d.kind, 0) < 2:
            found[d.kind] = found.get(d.kind, 0) + 1
            out.append((g.clone(), d))
    return out


CASES = _collect(41) + _collect(42, "mother_of_dragons", 8)


def _fog_changed(g: Game, seat: str) -> Game:
    """A copy of `g` whose board outside `seat`'s sight differs: each hidden army loses or gains a
    footman, hidden power tokens go; asserts the game really differs and the view does not."""
    g2 = g.clone()
    s = g2.s
    seen = set(g.view(seat)["visible"])
    for r in [r for r in s.units if r not in seen]:
        army = s.units[r]
        if len(army["units"]) > 1:
            army["units"].pop()
        else:
            del s.units[r]
    for r in [r for r in s.tokens if r not in seen]:
        del s.tokens[r]
    s.rng ^= 0x5DEECE66D
    g2.state_changed()
    assert g2.digest() != g.digest()
    assert g2.view(seat) == g.view(seat)
    return g2


def test_the_collected_cases_cover_the_decisions_played_in_the_fog() -> None:
    assert {"place-orders", "march", "house-card"} <= {d.kind for _, d in CASES}


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_choices_ignore_what_is_in_the_fog(level: str) -> None:
    for g, d in CASES:
        g2 = _fog_changed(g, d.seat)
        wire = d.to_wire()
        a = reproducible_bot(level, 3).propose(g.view(d.seat), wire, 0)
        b = reproducible_bot(level, 3).propose(g2.view(d.seat), wire, 0)
        assert a == b, (d.kind, a, b)


def test_a_sample_fills_the_fog_from_the_setup_and_keeps_what_the_view_shows() -> None:
    g, d = next((g, d) for g, d in CASES if d.kind == "place-orders")
    view = g.view(d.seat)
    seen = set(view["visible"])
    st = determinize(view, random.Random(1))
    assert {r: a for r, a in st.units.items() if r in seen} == view["units"]
    setup = g.rs.raw["starting_units"]
    filled = [r for r in st.units if r not in seen]
    assert filled
    for r in filled:  # another house's starting army there (as many pieces as it has left)
        army = st.units[r]
        assert army["house"] != d.seat and not Counter(army["units"]) - Counter(setup[army["house"]][r])
    assert set(st.supply) == set(g.s.houses) and st.supply[d.seat] == g.s.supply[d.seat]
    assert "fog-of-war" not in (st.options.get("variants") or {})
    assert not set(st.tokens) - seen and not set(st.orders) - seen
