"""Bots do not cheat: their choices depend only on their seat's view.

The game is stopped at decisions where other seats hold secrets (orders placed
face down, chosen house cards, bids, deck orders). A copy of the game gets
different secrets while the deciding seat's view stays identical; every bot
level, seeded the same, must then choose the same command in both.
"""
from __future__ import annotations

import random
from typing import Any

import pytest

from engine.bots.determinize import Unsupported, determinize, game_from_view
from engine.bots.levels import make_bot
from engine.game import Game

from .helpers import play, reproducible_bot


def _other_secrets_changed(g: Game, seat: str) -> Game:
    """A copy of `g` whose secrets hidden from `seat` differ; asserts it really differs."""
    g2 = g.clone()
    s = g2.s
    for deck in s.westeros.values():
        deck.reverse()
    if seat not in s.raven_peek and len(s.wildling_deck) > 1:
        s.wildling_deck.append(s.wildling_deck.pop(0))
    s.rng ^= 0x5DEECE66D
    for f in s.stack:
        if f["kind"] == "planning" and f["step"] == "place":
            for h, placed in f["submitted"].items():
                if h != seat and len(placed) >= 2:
                    regions = sorted(placed)
                    placed[regions[0]], placed[regions[1]] = placed[regions[1]], placed[regions[0]]
        if f["kind"] == "combat":
            for h, card in list(f.get("cards", {}).items()):
                if h != seat:
                    others = [c for c in s.hands[h] if c != card]
                    if others:
                        f["cards"][h] = others[0]
        if f["kind"] == "bid":
            for h in list(f["bids"]):
                if h != seat:
                    f["bids"][h] = s.power[h] - f["bids"][h]
    assert g2.digest() != g.digest()
    assert g2.view(seat) == g.view(seat)
    return g2


def _interesting(g: Game, d: Any) -> bool:
    if d.kind not in ("place-orders", "march", "house-card", "bid", "support"):
        return False
    v = g.view(d.seat)
    if d.kind == "place-orders":
        return len(v.get("orders_submitted", [])) >= 2 and g.s.round >= 2
    if d.kind == "house-card":
        return bool(v["combat"].get("cards_chosen"))
    if d.kind == "bid":
        return bool(v["bidding"]["placed"])
    return g.s.round >= 2


def _collect(seed: int, per_kind: int = 1) -> list[tuple[Game, Any]]:
    g = Game.new(players=6, seed=seed)
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.s.houses)}
    found: dict[str, int] = {}
    out = []
    for d in play(g, bots, stop=_interesting):
        if found.get(d.kind, 0) < per_kind:
            found[d.kind] = found.get(d.kind, 0) + 1
            out.append((g.clone(), d))
    return out


CASES = _collect(77) + _collect(78)


def test_the_collected_cases_cover_every_kind_of_secret() -> None:
    kinds = {d.kind for _, d in CASES}
    assert {"place-orders", "march", "house-card", "bid"} <= kinds


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
    assert checked >= 4


def test_determinized_state_keeps_the_view_and_samples_the_rest() -> None:
    planning = [(g, d) for g, d in CASES if d.kind == "place-orders"]
    assert planning
    g, d = planning[0]
    view = g.view(d.seat)
    st = determinize(view, random.Random(1))
    for key in ("units", "power", "tracks", "hands", "discards", "tokens", "garrisons", "supply"):
        assert getattr(st, key) == view[key], key
    assert {k: len(v) for k, v in st.westeros.items()} == view["westeros_deck_sizes"]
    assert len(st.wildling_deck) == view["wildling_deck_size"]
    # the orders other houses hid are not in the sample; the rollout chooses them later
    assert st.orders == {} and not st.orders_revealed
    sampled = game_from_view(view, random.Random(1))
    assert d.to_wire() in [x.to_wire() for x in sampled.waiting_for()]
    # different seeds sample different deck orders
    decks = {tuple(determinize(view, random.Random(s)).westeros["III"]) for s in range(5)}
    assert len(decks) > 1


def test_determinized_combat_awaits_the_same_decision() -> None:
    combats = [(g, d) for g, d in CASES if d.kind == "house-card"]
    assert combats
    g, d = combats[0]
    sampled = game_from_view(g.view(d.seat), random.Random(2))
    assert d.to_wire() in [x.to_wire() for x in sampled.waiting_for()]
    top = sampled.s.stack[-1]
    real = g.s.stack[-1]
    for key in ("area", "attacker", "defender", "attackers", "token", "supports"):
        assert top[key] == real[key], key
    # the opponent's chosen card is not copied: it will be chosen again in the sample
    assert d.seat not in top["cards"] or top["cards"] == {d.seat: real["cards"][d.seat]}
    assert all(h == d.seat for h in top["cards"])


def test_unsupported_positions_are_refused_not_guessed() -> None:
    bids = [(g, d) for g, d in CASES if d.kind == "bid"]
    assert bids
    g, d = bids[0]
    view = g.view(d.seat)
    assert determinize(view, random.Random(0)).stack  # rebuilt from the view's frames
    del view["frames"]  # a view without frames is rebuilt only where search used to look
    with pytest.raises(Unsupported):
        determinize(view, random.Random(0))


def test_determinized_action_phase_awaits_the_same_march() -> None:
    marches = [(g, d) for g, d in CASES if d.kind == "march"]
    assert marches
    for g, d in marches:
        sampled = game_from_view(g.view(d.seat), random.Random(3))
        assert sampled.waiting_for()[0].to_wire() == d.to_wire()
        assert sampled.s.orders == g.s.orders
