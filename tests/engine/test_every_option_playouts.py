"""Nothing stalls with every option on: random playouts with vassals, sea orders, power-token
gifts, Tides of Battle and (in Mother of Dragons) the Iron Bank, for every player count, with
random gifts and players leaving and coming back as vassals along the way; the invariants
(vassal ownership, loans and debts included) are checked after every step."""
from __future__ import annotations

import random

import pytest

from engine import commands as C
from engine.bots.random_bot import RandomBot
from engine.errors import IllegalCommand
from engine.game import Game
from engine.invariants import check_invariants

COUNTS = [("second_edition", n) for n in (3, 4, 5)] + [("mother_of_dragons", n) for n in range(3, 8)]


def options_for(ruleset: str) -> dict[str, bool]:
    out = {"vassals": True, "sea_orders": True, "power_token_trading": True, "tides_of_battle": True}
    if ruleset == "mother_of_dragons":
        out["iron_bank"] = True
    return out


def playout(ruleset: str, players: int, seed: int, upheaval: bool = True) -> Game:
    """One random game; with `upheaval` a player now and then leaves (its house a vassal) and a
    vassal is taken by a new player, and seats give each other power tokens at random."""
    g = Game.new(players=players, seed=seed, options=options_for(ruleset), ruleset=ruleset)
    rnd = random.Random(seed)
    bots = {h: RandomBot(seed * 100 + i) for i, h in enumerate(g.s.houses)}
    never = set(g.rs.vassal_rules.get("never", []))
    steps = 0
    while not g.finished:
        steps += 1
        assert steps < 60000, "the game did not end"
        if upheaval and rnd.random() < 0.01:
            seats = [h for h in g.seats() if h not in never]
            try:
                if len(g.seats()) > 1 and seats and rnd.random() < 0.6:
                    g.act(None, C.SetVassal(rnd.choice(seats), True))
                elif g.s.vassals:
                    g.act(None, C.SetVassal(rnd.choice(g.s.vassals), False))
            except IllegalCommand as exc:  # the host tries again once the combat is over
                assert exc.key == "vassal-during-combat", exc.key
            check_invariants(g)
        if upheaval and rnd.random() < 0.03:
            giver, taker = rnd.choice(g.s.houses), rnd.choice(g.s.houses)
            try:
                g.act(giver, C.GivePower(taker, rnd.randint(1, 3)))
            except IllegalCommand as exc:  # refused: nothing changed, with a known reason
                assert exc.key.startswith("power-gift") or exc.key == "seat-not-awaited", exc.key
            check_invariants(g)
        pending = g.waiting_for()
        assert pending, "the game waits for nobody but is not over"
        d = pending[0]
        for attempt in range(12):
            try:
                g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                assert attempt < 11, f"no answer accepted for {d}"
        check_invariants(g)
    assert g.winner not in g.s.vassals
    return g


@pytest.mark.parametrize("ruleset,players", [("second_edition", 4), ("mother_of_dragons", 5)])
def test_games_with_every_option_play_to_the_end(ruleset, players):
    g = playout(ruleset, players, 11)
    again = playout(ruleset, players, 11)
    assert again.digest() == g.digest()  # deterministic, upheavals included


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,players", COUNTS)
def test_several_hundred_playouts_with_every_option_never_stall(ruleset, players):
    # 8 player counts x 25 games: 200 playouts with upheavals, plus 8 x 10 without: 280
    for seed in range(25):
        playout(ruleset, players, 5000 + seed)
    for seed in range(10):
        playout(ruleset, players, 9000 + seed, upheaval=False)


@pytest.mark.slow
@pytest.mark.parametrize("ruleset,players,options", [
    ("second_edition", 4, {"vassals": True, "sea_orders": True}),
    ("mother_of_dragons", 5, {"vassals": True, "sea_orders": True, "iron_bank": True})])
def test_hard_bots_play_games_with_vassals_to_the_end(ruleset, players, options):
    from engine.selfplay import play_game
    line = play_game(players, 21, check=True, options=options, ruleset=ruleset, levels=["hard"] * players)
    assert line["winner"] not in line["vassals"]
