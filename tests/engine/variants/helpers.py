"""Helpers for the variant tests: drafting by hand, and playing a game's decisions with bots."""
from __future__ import annotations

from typing import Any, Callable

from engine import commands as C
from engine.bots.random_bot import RandomBot
from engine.decks import library
from engine.errors import IllegalCommand
from engine.game import Game


def drafting(g: Game) -> list:
    return [d for d in g.waiting_for() if d.kind == "draft"]


def strength(card: str) -> int:
    return library()[card].strength


def pick(g: Game, choose: Callable[[Any], str] | None = None) -> Any:
    """Answer the first awaited draft decision (by default with its first option)."""
    d = drafting(g)[0]
    choice = choose(d) if choose else d.options["options"][0]
    return d, g.act(d.seat, C.Choose(choice), house=d.house)


def finish_draft(g: Game, choose: Callable[[Any], str] | None = None) -> list:
    """Answer draft decisions until none is awaited; the events of every step."""
    events = []
    while drafting(g):
        events.extend(pick(g, choose)[1])
    return events


def play(g: Game, steps: int = 100000, seed: int = 0, on_step: Callable[[Game, list], None] | None = None) -> Game:
    """Random bots answer every decision for `steps` commands or to the end."""
    bots = {h: RandomBot(seed + i) for i, h in enumerate(g.seats())}
    for _ in range(steps):
        if g.finished:
            break
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                events = g.act(d.seat, bots[d.seat].propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                if attempt == 11:
                    raise
        if on_step:
            on_step(g, events)
    return g
