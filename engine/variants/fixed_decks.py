"""Other decks than the setup's (docs/RULES.md, Variants): A Dance with Dragons' decks in any
setup (`adwd-house-cards`), A Storm of Swords' (`asos-house-cards`) and house-card evolution
(`house-cards-evolution`).

Each house's base and alternative deck is data (`resources/variants/decks.json`): the six base
houses' second-edition and A Dance with Dragons decks, Arryn's Mother of Dragons and A Feast for
Crows decks, Targaryen's decks A and B. A house whose deck a variant sets owns it
(`GameState.decks`, engine/decks.py); vassals keep the shared vassal deck.

- `adwd-house-cards`: every player house starts with its alternative deck.
- `asos-house-cards`: the six base houses start with A Storm of Swords' decks (Arryn and
  Targaryen keep their printed ones); `first-edition-house-cards` with the first edition's
  decks as Swords and Ravens plays them (up to six houses).
- `house-cards-evolution` (a round, 2 to 10): player houses start with their base deck; from
  the chosen round on, the first time a house takes its discards back it takes its whole
  alternative deck instead (all seven in hand, none discarded, the old deck set aside);
  afterwards the new deck cycles as usual. Each house switches at its own moment; everyone
  sees the decks in reserve (`evolution` in the views).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..decks import deck_of_kind
from . import value

if TYPE_CHECKING:
    from ..game import Game

EVOLUTION = "house-cards-evolution"


def set_up(g: "Game") -> None:
    s = g.s
    chosen = s.options["variants"]
    kind = ("alternative" if chosen.get("adwd-house-cards") else "storm_of_swords" if chosen.get("asos-house-cards")
            else "first_edition" if chosen.get("first-edition-house-cards") else "base" if chosen.get(EVOLUTION)
            else None)
    if kind is None:
        return
    for house in g.seats():
        deck = deck_of_kind(kind, house)
        if deck is None:  # a house the data has no deck for keeps its printed one
            continue
        s.decks[house] = sorted(deck)
        s.hands[house] = sorted(deck)
        s.discards[house] = []
    if chosen.get(EVOLUTION):
        s.variant_state[EVOLUTION] = {"evolved": []}


def cards_back(g: "Game", house: str, back: list[str]) -> list[str]:
    """From the chosen round on, a house taking its discards back for the first time takes its
    alternative deck instead."""
    s = g.s
    state = s.variant_state.get(EVOLUTION)
    if state is None or s.round < value(s, EVOLUTION) or house in state["evolved"] or house in s.vassals:
        return back
    deck = deck_of_kind("alternative", house)
    if deck is None:
        return back
    state["evolved"].append(house)
    s.decks[house] = sorted(deck)
    s.discards[house] = []  # the card just played is set aside with the rest
    s.removed_cards.pop(house, None)
    g.emit("HouseCardsEvolved", house=house, cards=sorted(deck))
    return sorted(deck)


def public_view(g: "Game", view: dict[str, Any]) -> None:
    """The round evolution starts from and each house's deck in reserve, for every seat."""
    s = g.s
    state = s.variant_state.get(EVOLUTION)
    if state is None:
        return
    reserve = {}
    for house in s.houses:
        deck = deck_of_kind("alternative", house)
        if deck is not None and house not in state["evolved"] and house not in s.vassals:
            reserve[house] = sorted(deck)
    view["evolution"] = {"round": value(s, EVOLUTION), "reserve": reserve, "evolved": list(state["evolved"])}


def check(g: "Game") -> None:
    """An evolved house owns its alternative deck."""
    from ..invariants import InvariantError

    state = g.s.variant_state.get(EVOLUTION)
    for house in (state or {}).get("evolved", []):
        if sorted(g.s.decks.get(house, ())) != sorted(deck_of_kind("alternative", house) or ()):
            raise InvariantError(f"{house} evolved but does not own its alternative deck")
