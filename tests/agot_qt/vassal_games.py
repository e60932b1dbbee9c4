"""Vassal games brought to a chosen moment by random bots, as the engine's self-play does."""
from __future__ import annotations

from typing import Any, Callable

from engine.bots.random_bot import RandomBot
from engine.errors import IllegalCommand
from engine.game import Game


def play_until(game: Game, stop: Callable[[Game], bool], seed: int = 0, limit: int = 4000,
               on_step: Callable[[Game], None] | None = None) -> Game:
    """Random bots answer every decision (a vassal's from the vassal's own view) until `stop`."""
    bot = RandomBot(seed)
    for _ in range(limit):
        if stop(game):
            return game
        if on_step:
            on_step(game)
        d = game.waiting_for()[0]
        view, wire = game.view(d.house), d.house_wire()
        for attempt in range(30):
            try:
                game.act(d.seat, bot.propose(view, wire, attempt), house=d.house)
                break
            except IllegalCommand:
                continue
    raise AssertionError("the moment never came")


def vassal_game(players: int = 4, seed: int = 3, ruleset: str = "mother_of_dragons",
                seated: list[str] | None = None) -> Game:
    return Game.new(players=players, seed=seed, options={"vassals": True}, ruleset=ruleset, seated=seated)


def awaits(kind: str, vassal: bool = True, prompt: str | None = None) -> Callable[[Game], bool]:
    """The game awaits a decision of `kind` (for a vassal, or not) first."""
    def stop(g: Game) -> bool:
        ds = g.waiting_for()
        if not ds:
            return False
        d = ds[0]
        if d.kind != kind or (d.house in g.s.vassals) != vassal:
            return False
        return prompt is None or d.options.get("prompt") == prompt
    return stop


def first_decision(game: Game) -> Any:
    return game.waiting_for()[0]
