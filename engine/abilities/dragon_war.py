"""The two house cards Dragon War weakens (docs/RULES.md, Variants; reference `dragon-war`,
`house_cards.dragon_war_nerfs`): the card keeps its id, strength and icons; only its text
changes. A game playing Dragon War fights with these in place of the printed texts
(engine/variants/dragons.py, `card_texts`); no ruleset names this module.

- Balon Greyjoy (2nd edition) has the vassal card Jaqen H'ghar's text instead of his own.
- Aeron Damphair (A Dance with Dragons) may spend at most as many power tokens as his house has
  cards in its discard pile.
"""
from __future__ import annotations

from . import Registry
from .a_dance_with_dragons import AeronDamphair
from .vassal_cards import JaqenHghar

REGISTRY = Registry("dragon_war")
card = REGISTRY.card


@card("balon-greyjoy")
class BalonGreyjoyAtDragonWar(JaqenHghar):
    """The opponent's chosen card goes back to its hand and one drawn at random from that hand
    is used instead (Jaqen H'ghar's text)."""


@card("aeron-damphair-dwd")
class AeronDamphairAtDragonWar(AeronDamphair):
    """May discard available power, at most one token per card in his house's discard pile:
    +1 strength each."""

    def immediately(self, g, f, house):
        most = min(g.s.power[house], len(g.s.discards[house]))
        if most < 1:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, list(range(most + 1)))
        return super().immediately(g, f, house)
