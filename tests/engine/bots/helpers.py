"""Shared helpers for the bot tests: play games with bots and stop at chosen decisions."""
from __future__ import annotations

from typing import Any, Callable, Iterator

from engine.bots.levels import make_bot
from engine.errors import IllegalCommand
from engine.game import Game

MAX_ATTEMPTS = 12


def reproducible_bot(level: str, seed: int, samples: int = 2) -> Any:
    """A bot whose search does not depend on the clock (fixed number of samples)."""
    return make_bot(level, seed, budget=1000.0, max_samples=samples)


def play(game: Game, bots: dict[str, Any], refused: dict[str, int] | None = None,
         stop: Callable[[Game, Any], bool] | None = None, max_decisions: int = 5000) -> Iterator[Any]:
    """Let `bots` play `game`; yields each awaited decision for which `stop` says so, before answering it."""
    for _ in range(max_decisions):
        if game.finished:
            return
        decision = game.waiting_for()[0]
        if stop and stop(game, decision):
            yield decision
            if game.finished or game.waiting_for()[0] != decision:
                continue
        seat = decision.seat
        view = game.view(decision.house)  # a vassal's decision: answered from the vassal's view
        wire = decision.house_wire()
        for attempt in range(MAX_ATTEMPTS):
            cmd = bots[seat].propose(view, wire, attempt)
            try:
                game.act(seat, cmd, house=decision.house)
                break
            except IllegalCommand:
                if refused is not None:
                    refused[seat] = refused.get(seat, 0) + 1
                if attempt == MAX_ATTEMPTS - 1:
                    raise
    raise AssertionError("the game did not end")
