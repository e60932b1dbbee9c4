"""Perpetuum random (reference `perpetuum-random`): the random draft's pool is kept, and a house
taking its discards back swaps each of them for a random pool card of the same printed
strength (the card just played stays discarded, as always); the old cards go back to the pool."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..decks import library

if TYPE_CHECKING:
    from ..game import Game

KEY = "perpetuum-random"


def cards_back(g: "Game", house: str, back: list[str]) -> list[str]:
    """The cards a house takes back into its hand, each swapped for a pool card of its strength
    (a card whose strength the pool has none of left comes back itself). Vassals keep the
    shared vassal deck."""
    s = g.s
    if house in s.vassals or house not in s.decks:
        return back
    pool = s.variant_state[KEY]["pool"]
    cards = library()
    out = []
    for old in back:
        candidates = [c for c in pool if cards[c].strength == cards[old].strength]
        if not candidates:
            out.append(old)
            continue
        new = candidates[g.draw_random(len(candidates))]
        pool.remove(new)
        pool.append(old)
        deck = s.decks[house]
        deck[deck.index(old)] = new
        out.append(new)
        g.emit("HouseCardSwapped", house=house, old=old, new=new)
    s.decks[house].sort()
    return out


def check(g: "Game") -> None:
    """Pool and owned hands never share a card."""
    from ..invariants import InvariantError

    pool = set(g.s.variant_state.get(KEY, {}).get("pool", ()))
    for house, deck in g.s.decks.items():
        if pool & set(deck):
            raise InvariantError(f"{house} owns a card still in the perpetuum pool")
