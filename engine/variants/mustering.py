"""Preceding mustering (docs/RULES.md, Variants; reference `preceding-mustering`): round 1 starts
with a full Mustering before any order is placed.

Once the vassals are claimed and before the Planning phase of round 1, every house musters in
its castles and strongholds in Iron Throne order, as if deck I's Mustering had been drawn (the
same step the card runs: vassals through their commanders and under the vassal rules). It draws
no card and moves no wildling threat; the views' phase (`westeros-card`, then `muster`) and the
muster decisions say what happens, as for the card.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..game import Game


def before_planning(g: "Game") -> list[dict[str, Any]]:
    """Round 1: the deck I Mustering card's step, for every house."""
    if g.s.round != 1:
        return []
    return [{"kind": "westeros-card", "card": mustering_card(g), "deck": g.rs.westeros_decks_in_play(g.s.players)[0]}]


def mustering_card(g: "Game") -> str:
    """The ruleset's Mustering of deck I: its first card whose effect is a Mustering in every
    castle and stronghold (A Feast for Crows' Rally the Men musters in castles only)."""
    deck = g.rs.westeros_decks[g.rs.westeros_decks_in_play(g.s.players)[0]]
    return next(c for c in dict.fromkeys(deck)
                if g.rs.card_effect(c)["effect"] == "mustering" and not g.rs.card_effect(c).get("castles"))
