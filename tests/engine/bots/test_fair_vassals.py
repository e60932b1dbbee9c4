"""Nobody sees more than its seat may with vassals: a commander sees its vassal's drawn cards,
face-down orders and chosen card while it commands it, no other seat does, and bots answering
for a vassal choose the same whatever the secrets hidden from its commander."""
from __future__ import annotations

import pytest

from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play, reproducible_bot


def _interesting(g: Game, d) -> bool:
    return d.kind in ("place-orders", "house-card", "march", "support") and (
        d.house in g.s.vassals or any("vassal_draw" in f for f in g.s.stack))


def _collect(seed: int, ruleset: str = "second_edition", players: int = 4) -> list[tuple[Game, object]]:
    g = Game.new(players=players, seed=seed, options={"vassals": True}, ruleset=ruleset)
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.seats())}
    found: dict[tuple[str, bool], int] = {}
    out = []
    for d in play(g, bots, stop=_interesting):
        key = (d.kind, d.house in g.s.vassals)
        if found.get(key, 0) < 2:
            found[key] = found.get(key, 0) + 1
            out.append((g.clone(), d))
    return out


CASES = _collect(5) + _collect(6) + _collect(7, "mother_of_dragons", 3)


def _hidden_from_seat_changed(g: Game, seat: str) -> Game:
    """A copy of `g` whose secrets hidden from `seat` (and the vassals it commands) differ."""
    g2 = g.clone()
    s = g2.s
    mine = set(g.houses_of(seat))
    for deck in s.westeros.values():
        deck.reverse()
    s.rng ^= 0x5DEECE66D
    for f in s.stack:
        if f["kind"] == "planning" and f["step"] == "place":
            for h, placed in f["submitted"].items():
                if h not in mine and len(placed) >= 2:
                    regions = sorted(placed)
                    placed[regions[0]], placed[regions[1]] = placed[regions[1]], placed[regions[0]]
        if f["kind"] == "combat":
            for h, drawn in f.get("vassal_draw", {}).items():
                if h not in mine:
                    f["vassal_draw"][h] = sorted(c for c in s.hands[h] if c not in drawn)[:len(drawn)]
            for h, card in list(f.get("cards", {}).items()):
                if h not in mine:
                    pool = f.get("vassal_draw", {}).get(h) or s.hands[h]
                    others = [c for c in pool if c != card]
                    if others:
                        f["cards"][h] = others[0]
    assert g2.digest() != g.digest()
    return g2


def test_the_cases_cover_vassal_orders_and_vassal_cards():
    kinds = {(d.kind, d.house in g.s.vassals) for g, d in CASES}
    assert {("place-orders", True), ("house-card", True)} <= kinds
    assert any(d.seat != d.house for _, d in CASES)


def test_a_seat_s_view_does_not_change_with_what_is_hidden_from_it():
    for g, d in CASES:
        for seat in g.seats():
            g2 = _hidden_from_seat_changed(g, seat)
            assert g2.view(seat) == g.view(seat), (seat, d.kind, d.house)


def test_only_the_commander_sees_a_vassal_s_drawn_cards():
    checked = 0
    for g, d in CASES:
        for f in g.s.stack:
            for vassal, drawn in f.get("vassal_draw", {}).items():
                seat = g.commander(vassal)
                assert g.view(seat)["commanded"][vassal]["vassal_hand"] == drawn
                for other in [*g.seats(), None]:
                    if other != seat:
                        assert vassal not in g.view(other).get("commanded", {})
                        assert "vassal_draw" not in str(g.view(other)["frames"])
                checked += 1
    assert checked >= 2


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_answering_for_a_vassal_ignore_secrets_hidden_from_its_commander(level: str) -> None:
    checked = 0
    for g, d in CASES:
        if d.house not in g.s.vassals:
            continue
        g2 = _hidden_from_seat_changed(g, d.seat)
        wire = d.house_wire()
        a = reproducible_bot(level, 3).propose(g.view(d.house), wire, 0)
        b = reproducible_bot(level, 3).propose(g2.view(d.house), wire, 0)
        assert a == b, (d.kind, a, b)
        checked += 1
    assert checked >= 3
