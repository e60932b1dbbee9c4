"""Random first-edition games, with invariants after every step, until every house card in
play was played and the wildling attack went both ways; never stuck."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.game import Game
from engine.ruleset import load_ruleset
from engine.selfplay import play_game

from .helpers import RULESET

RS = load_ruleset(RULESET)
MAX_SEEDS = 80


@pytest.mark.parametrize("players", [3, 5])
def test_first_edition_playouts_cover_every_card_and_both_wildling_outcomes(players):
    houses = Game.new(players=players, ruleset=RULESET).s.houses
    needed = {c for h in houses for c in RS.house_card_ids[h]}
    cards: Counter[str] = Counter()
    outcomes: set[bool] = set()

    def on_step(game: Game, events: list[Any]) -> None:
        for e in events:
            if e.kind == "HouseCardsRevealed":
                cards.update(e.data["cards"].values())
            elif e.kind == "WildlingsAttackDecided":
                outcomes.add(e.data["nights_watch_won"])

    for seed in range(1, MAX_SEEDS + 1):
        line = play_game(players, seed, check=True, on_step=on_step, ruleset=RULESET)
        assert line["winner"] in houses
        if needed <= set(cards) and outcomes == {True, False}:
            break
    assert needed - set(cards) == set()
    assert set(cards) == needed
    assert outcomes == {True, False}
