"""The look at the next Westeros cards (docs/RULES.md, Variants; reference `cok-westeros-phase`,
after the Westeros phase of the first edition's A Clash of Kings).

Every player may see the next cards of every Westeros deck in play (`settings.json`
"look_ahead": three), deck IV included; the order of the rest stays hidden. What a seat sees is
its own view's `westeros_next` (deck -> the next cards, top first), added for every house (a
vassal's own view too, which its commander's bot reads) and for nobody else: the public view, spectators and the host-only board never see it (a
secret of the players, as a house card in hand is its owner's). When Winter Is Coming reshuffles
a deck, the cards still seen on top of it (two) stay there; the rest is shuffled and the card
drawn in Winter Is Coming's place is the first after them, so a card looked at is never lost.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .data import settings

if TYPE_CHECKING:
    from ..game import Game


def own_view(g: "Game", house: str, view: dict[str, Any]) -> None:
    """A house's view: the next cards of each deck in play."""
    s = g.s
    if house not in s.houses or s.finished:
        return
    n = int(settings()["look_ahead"]["visible"])
    view["westeros_next"] = {deck: list(s.westeros[deck][:n]) for deck in g.rs.westeros_decks_in_play(s.players)
                             if deck in s.westeros}


def westeros_reshuffled(g: "Game", deck: str, pile: list[str]) -> list[str]:
    """The cards still seen on top stay on top: `pile` (the whole deck shuffled) less those, its
    first card (drawn in Winter Is Coming's place) before them, the rest after."""
    kept = list(g.s.westeros[deck][:int(settings()["look_ahead"]["kept_on_reshuffle"])])
    rest = list(pile)
    for card in kept:
        rest.remove(card)
    return rest[:1] + kept + rest[1:]
