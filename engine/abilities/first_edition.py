"""The 1st edition's house-card abilities, one class per card (docs/RULES.md, "First edition").

Each follows the Chinese first-edition text; cards without text (Stannis, Tywin,
Eddard, ...) need no entry: their strength, swords and fortifications are data.
"""
from __future__ import annotations

from .. import board as B
from ..phases.common import hand_after_discard
from . import Ability, Registry, opponent, side_of
from .shapes import (
    AttackingUnitsCount,
    DoublesDefenseBonus,
    KillsOneEnemyFootman,
    OpponentCardCountsZero,
    RemovesAnOrderOfTheLoser,
    WinningGainsPower,
    WinningRemovesAnOrder,
)

REGISTRY = Registry("first_edition")
card = REGISTRY.card


def _won(f, house: str) -> bool:
    return f.get("winner") == house


# ----- Baratheon -----------------------------------------------------------------

@card("renly-baratheon")
class RenlyBaratheon(Ability):
    """Winning, one footman that took part (fighting or supporting) becomes a knight at no cost."""

    question = "upgrade-footman"

    def on_result(self, g, f, house):
        moving = f["attackers"].count("knight") if house == f["attacker"] else 0
        if not _won(f, house) or B.reserve(g.rs, g.s, house, "knight") - moving < 1:
            return False
        side = side_of(f, house)
        fighting = f["attackers"] if side == "attacker" else (g.s.units.get(f["area"]) or {}).get("units", [])
        options = [f["area"]] if "footman" in fighting else []
        for region, chosen in sorted(f["supports"].items()):
            a = g.s.units.get(region)
            if chosen == side and a and a["house"] == house and "footman" in a["units"]:
                options.append(region)
        if not options:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, options + ["none"])
        region = self.answer(f)
        if region == "none":
            return False
        if region == f["area"] and side == "attacker":
            f["attackers"].remove("footman")
            f["attackers"] = sorted(f["attackers"] + ["knight"])
        else:
            B.remove_units(g.s, region, ["footman"])
            B.add_units(g.s, region, house, ["knight"])
        g.emit("UnitSwapped", house=house, region=region, old="footman", new="knight", why=self.card)
        return False


@card("melisandre-of-asshai")
class MelisandreOfAsshai(Ability):
    """Winning, may pay one power to make a card still in the opponent's hand count as used."""

    question = "discard-opponent-card"

    def on_result(self, g, f, house):
        opp = opponent(f, house)
        playing = f["cards"].get(opp)
        hand = sorted(c for c in g.s.hands[opp] if c != playing)
        if not _won(f, house) or g.s.power[house] < 1 or not hand:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, hand + ["none"])
        picked = self.answer(f)
        if picked != "none":
            g.s.power[house] -= 1
            g.s.hands[opp].remove(picked)
            g.s.discards[opp].append(picked)
            g.emit("HouseCardDiscarded", house=opp, card=picked, why=self.card)
            hand_after_discard(g, opp, picked)
        return False


@card("salladhor-saan")
class SalladhorSaan(Ability):
    """Ships supporting the other side add no strength of their own (a +1 order still counts)."""

    def supporting_strength(self, g, f, house, unit_house, unit, side, value):
        return 0 if unit == "ship" and side != side_of(f, house) else value


# ----- Lannister -----------------------------------------------------------------

@card("jaime-lannister")
class JaimeLannister(WinningGainsPower):
    """Winning gains two power tokens."""

    amount = 2


@card("cersei-lannister")
class CerseiLannister(RemovesAnOrderOfTheLoser):
    """Winning, may remove any one of the opponent's orders from the board."""

    drops_support = True


@card("vargo-hoat")
class VargoHoat(AttackingUnitsCount):
    """Attacking, Lannister footmen (fighting or supporting) count 2."""

    unit, value = "footman", 2


# ----- Tyrell ------------------------------------------------------------------------

@card("loras-tyrell")
class LorasTyrell(KillsOneEnemyFootman):
    """As the battle is fought, one enemy footman in it is killed at once."""


@card("queen-of-thorns")
class QueenOfThorns(Ability):
    """The opponent's card has no text; this comes before that card's own text."""

    def blanks_opponent(self, g, f, house):
        return True

    def cancel(self, g, f, house):
        opp = opponent(f, house)
        victim = f["cards"].get(opp)
        if victim and g.rs.house_cards[victim].ability:
            g.emit("HouseCardTextCancelled", house=house, card=self.card, victim=opp, victim_card=victim)
        return False


@card("brienne-of-tarth")
class BrienneOfTarth(Ability):
    """Attacking, the defender's Defense order gives no bonus."""

    def opponent_defense_bonus(self, g, f, house, bonus):
        return 0 if house == f["attacker"] else bonus


# ----- Greyjoy -------------------------------------------------------------------------

@card("asha-greyjoy")
class AshaGreyjoy(WinningRemovesAnOrder):
    """Winning, may remove one Support or Consolidate Power order, anyone's, next to the battle."""

    question = "remove-adjacent-order"
    drops_support = True
    kinds = ("support", "consolidate-power")

    def order_options(self, g, f, house):
        return sorted(r for r in g.rs.neighbours[f["area"]]
                      if r in g.s.orders and g.rs.order_tokens[g.s.orders[r]["token"]].type in self.kinds)


@card("balon-greyjoy")
class BalonGreyjoy(OpponentCardCountsZero):
    """The opponent's card counts strength 0."""


@card("victarion-greyjoy")
class VictarionGreyjoy(AttackingUnitsCount):
    """Attacking, Greyjoy ships (fighting or supporting) count 2."""

    unit, value = "ship", 2


# ----- Stark ---------------------------------------------------------------------------

@card("robb-stark")
class RobbStark(AttackingUnitsCount):
    """Attacking, Stark knights (fighting or supporting) count 3."""

    unit, value = "knight", 3


@card("catelyn-stark")
class CatelynStark(DoublesDefenseBonus):
    """Stark's Defense order bonus is doubled (+1 becomes +2, +2 becomes +4)."""


@card("maester-luwin")
class MaesterLuwin(Ability):
    """Winning, may take one of Stark's used house cards back."""

    question = "take-back-own-card"

    def on_result(self, g, f, house):
        used = sorted(g.s.discards[house])
        if not _won(f, house) or not used:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, used + ["none"])
        picked = self.answer(f)
        if picked != "none":
            g.s.discards[house].remove(picked)
            g.s.hands[house] = sorted(g.s.hands[house] + [picked])
            g.emit("HouseCardsReturned", house=house, cards=[picked], why=self.card)
        return False
