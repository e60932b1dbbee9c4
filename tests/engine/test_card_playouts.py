"""Random playouts with invariant checks after every decision, run until every house card in
play has been played and every wildling card has been resolved both ways (read from the
events), for 3, 4, 5 and 6 players. Any stuck state, illegal bot answer the engine cannot
recover from, or broken invariant fails the test."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.game import Game
from engine.ruleset import load_ruleset
from engine.selfplay import play_game

RS = load_ruleset()
MAX_SEEDS = 80  # coverage is reached well before this (about 20-30 games per player count)


class Coverage:
    def __init__(self, players: int) -> None:
        houses = Game.new(players=players).s.houses
        self.cards_needed = {c for h in houses for c in RS.house_card_ids[h]}
        self.wildlings_needed = {(c, nw) for c in RS.wildling_cards for nw in (True, False)}
        self.cards: Counter[str] = Counter()
        self.wildlings: Counter[tuple[str, bool]] = Counter()
        self.combats = 0
        self.tides: Counter[str] = Counter()

    def on_step(self, game: Game, events: list[Any]) -> None:
        for e in events:
            if e.kind == "HouseCardsRevealed":
                self.cards.update(e.data["cards"].values())
            elif e.kind == "HouseCardReplaced":
                self.cards[e.data["card"]] += 1
            elif e.kind == "WildlingsAttackResolved":
                self.wildlings[(e.data["card"], e.data["nights_watch_won"])] += 1
            elif e.kind == "CombatResolved":
                self.combats += 1
            elif e.kind == "TidesOfBattleDrawn":
                self.tides.update(e.data["cards"].values())

    def missing(self) -> tuple[set[str], set[tuple[str, bool]]]:
        return self.cards_needed - set(self.cards), self.wildlings_needed - set(self.wildlings)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_playouts_cover_every_card(players):
    cov = Coverage(players)
    games = 0
    for seed in range(1, MAX_SEEDS + 1):
        line = play_game(players, seed, check=True, on_step=cov.on_step)
        games += 1
        assert line["winner"] in Game.new(players=players).s.houses
        assert line["rounds"] <= RS.rounds
        cards, wild = cov.missing()
        if not cards and not wild:
            break
    cards, wild = cov.missing()
    assert not cards, f"house cards never played in {games} games: {sorted(cards)}"
    assert not wild, f"wildling outcomes never seen in {games} games: {sorted(wild)}"
    assert len(cov.cards_needed) == 7 * players
    assert set(cov.cards) == cov.cards_needed  # nothing from a house not in play
    assert cov.combats > 0


def test_tides_playouts_draw_every_kind_of_card():
    cov = Coverage(6)
    for seed in range(1, 6):
        play_game(6, seed, check=True, on_step=cov.on_step, options={"tides_of_battle": True})
        if set(cov.tides) == set(RS.tides_cards):
            break
    assert set(cov.tides) == set(RS.tides_cards)
    assert cov.combats > 0
