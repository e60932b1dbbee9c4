"""Ability shapes that several cards share, in one deck or across editions.

A card of a shape registers as usual and sets only its numbers (which unit counts how
much, how much power a win gains) or which orders it may take; the effect itself is
written once here, so an edition or an expansion reusing a card's effect adds a line,
not a copy.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .. import board as B
from ..cards import immune_to_casualties
from . import Ability, Frame, opponent

if TYPE_CHECKING:
    from ..game import Game


class AttackingUnitsCount(Ability):
    """Attacking, the holder's units of one kind (fighting or supporting) count `value` each
    (a subclass sets `unit` and `value`)."""

    unit = ""
    value = 0

    def unit_strength(self, g, f, house, unit_house, unit, attacking, value):
        if unit == self.unit and attacking and house == f["attacker"] and unit_house == house:
            return self.value
        return value


class WinningGainsPower(Ability):
    """Winning, the holder gains `amount` power tokens from the pool."""

    amount = 2

    def on_result(self, g, f, house):
        if f.get("winner") == house:
            got = B.gain_power(g.rs, g.s, house, self.amount)
            g.emit("PowerGained", house=house, amount=got, why=self.card)
        return False


class DoublesDefenseBonus(Ability):
    """The holder's Defense order in the contested area counts double."""

    def defense_bonus(self, g, f, house, bonus):
        return bonus * 2


class OpponentCardCountsZero(Ability):
    """The opposing card's printed strength counts 0."""

    def opponent_strength(self, g, f, house, value):
        return 0


class KillsOneEnemyFootman(Ability):
    """As the battle is fought, one enemy footman in it dies at once (unless the enemy's own
    card spares it every casualty)."""

    def immediately(self, g, f, house):
        opp = opponent(f, house)
        if immune_to_casualties(g, f, opp):
            return False
        if opp == f["attacker"]:
            if "footman" in f["attackers"]:
                f["attackers"].remove("footman")
                g.emit("UnitsDestroyed", house=opp, region=f["area"], units=["footman"], why=self.card)
        else:
            a = g.s.units.get(f["area"])
            if a and "footman" in a["units"] + a["routed"]:
                B.remove_units(g.s, f["area"], ["footman"])
                g.emit("UnitsDestroyed", house=opp, region=f["area"], units=["footman"], why=self.card)
        return False


class WinningRemovesAnOrder(Ability):
    """Winning, the holder may remove one order among `order_options` (a subclass says which,
    and its `question`). With `drops_support` a removed Support order stops counting as
    support for the rest of the battle too."""

    drops_support = False

    def order_options(self, g: "Game", f: Frame, house: str) -> list[str]:
        raise NotImplementedError

    def on_result(self, g, f, house):
        if f.get("winner") != house:
            return False
        options = self.order_options(g, f, house)
        if not options:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, options + ["none"])
        region = self.answer(f)
        if region != "none":
            o = g.s.orders.pop(region)
            if self.drops_support:
                f["supports"].pop(region, None)
            g.emit("OrderRemoved", house=house, region=region, victim=o["house"], token=o["token"], why=self.card)
        return False


class RemovesAnOrderOfTheLoser(WinningRemovesAnOrder):
    """Winning, the holder may remove any one of the loser's orders on the board."""

    question = "remove-opponent-order"

    def order_options(self, g, f, house):
        return sorted(r for r, o in g.s.orders.items() if o["house"] == f["loser"])


__all__ = ["AttackingUnitsCount", "DoublesDefenseBonus", "KillsOneEnemyFootman", "OpponentCardCountsZero",
           "RemovesAnOrderOfTheLoser", "WinningGainsPower", "WinningRemovesAnOrder"]
