"""Nobody sees more than its seat may with the Iron Bank: the loan deck's order and the
Spymaster's cards are nobody's (but the Spymaster's buyer's), and bots choose the same
whatever the deck's order."""
from __future__ import annotations

import random

import pytest

from engine.bots.determinize import Unsupported, determinize, game_from_view
from engine.bots.levels import make_bot
from engine.commands import Choose
from engine.game import Game
from engine.positions import build_position

from .helpers import play, reproducible_bot

BANK = {"iron_bank": True}


def _bank_decisions(g: Game, d) -> bool:
    return d.kind == "place-orders" or (d.kind == "choose" and d.options.get("prompt") == "iron-bank-loan")


def _collect(seed: int) -> list[tuple[Game, object]]:
    g = Game.new(players=8, seed=seed, options=BANK, ruleset="mother_of_dragons")
    bots = {h: make_bot("easy", k) for k, h in enumerate(g.seats())}
    out, orders = [], 0
    for d in play(g, bots, stop=_bank_decisions):
        if d.kind == "choose" or orders < 2:
            orders += d.kind == "place-orders"
            out.append((g.clone(), d))
        if len(out) >= 6:
            break
    return out


CASES = _collect(4) + _collect(9)


def _deck_reordered(g: Game) -> Game:
    g2 = g.clone()
    g2.s.iron_bank["deck"].reverse()
    g2.s.iron_bank["deck"].append(g2.s.iron_bank["deck"].pop(0))
    assert g2.digest() != g.digest()
    return g2


def test_the_cases_cover_buying_a_loan():
    assert any(d.kind == "choose" for _, d in CASES)


def test_no_view_changes_with_the_loan_deck_s_order():
    for g, _ in CASES:
        g2 = _deck_reordered(g)
        for seat in [*g.seats(), None]:
            assert g2.view(seat) == g.view(seat)


@pytest.mark.parametrize("level", ["easy", "normal"])
def test_bots_choose_the_same_whatever_the_loan_deck_s_order(level):
    for g, d in CASES:
        g2 = _deck_reordered(g)
        wire = d.house_wire()
        a = reproducible_bot(level, 3).propose(g.view(d.house), wire, 0)
        b = reproducible_bot(level, 3).propose(g2.view(d.house), wire, 0)
        assert a == b, (d.kind, a, b)


def test_a_searching_bot_samples_the_loan_deck_it_cannot_see():
    g, _ = CASES[0]
    real = list(g.s.iron_bank["deck"])
    seen = {tuple(determinize(g.view("stark"), random.Random(k)).iron_bank["deck"]) for k in range(6)}
    assert all(sorted(d) == sorted(real) for d in seen) and len(seen) > 1


def test_only_the_spymaster_s_buyer_rebuilds_its_question():
    g = build_position({"players": 8, "ruleset": "mother_of_dragons", "options": BANK, "phase": "consolidate",
                        "units": {"the-shivering-sea": {"house": "stark", "units": ["ship"]},
                                  "sunspear": {"house": "martell", "units": ["footman"]}},
                        "orders": {"the-shivering-sea": ["stark", "iron-bank"],
                                   "sunspear": ["martell", "special-consolidate-power"]},
                        "iron_bank": {"market": [None, None, "spymaster"],
                                      "deck": [c["id"] for c in g_loans() if c["id"] != "spymaster"]}})
    g.act("stark", Choose("spymaster"))
    g.act("stark", Choose("I"))
    mine = game_from_view(g.view("stark"), random.Random(1))
    assert mine.waiting_for()[0].options["cards"] == g.waiting_for()[0].options["cards"]
    with pytest.raises(Unsupported):
        determinize(g.view("lannister"), random.Random(1))


def g_loans():
    from engine.ruleset import load_ruleset

    return load_ruleset("mother_of_dragons").iron_bank["loans"]
