"""The 2nd edition's house-card abilities, one class per card (docs/RULES.md, "House cards").

Cards without text (Eddard Stark, Ser Gregor Clegane, ...) need no entry: their
strength and icons are data in the ruleset JSON.
"""
from __future__ import annotations

from .. import areas as A
from .. import board as B
from ..cards import attacker_bounced
from ..phases.common import hand_after_discard, move_on_track
from . import TRACKS, Ability, Registry, opponent, partner, side_of, supported
from .shapes import (
    AttackingUnitsCount,
    DoublesDefenseBonus,
    KillsOneEnemyFootman,
    OpponentCardCountsZero,
    RemovesAnOrderOfTheLoser,
    WinningGainsPower,
)

REGISTRY = Registry("second_edition")
card = REGISTRY.card


# ----- Stark -------------------------------------------------------------------

@card("robb-stark")
class RobbStark(Ability):
    def chooses_retreat(self, g, f, house):
        return True


@card("roose-bolton")
class RooseBolton(Ability):
    def on_result(self, g, f, house):
        if f["loser"] == house:
            f["roose"] = house
        return False

    def after_discards(self, g, f, house):
        if f.get("roose") == house:
            back = g.s.discards[house]
            g.s.hands[house] = sorted(g.s.hands[house] + back)
            g.s.discards[house] = []
            g.emit("HouseCardsReturned", house=house, cards=sorted(back), why=self.card)
        return False


@card("the-blackfish")
class TheBlackfish(Ability):
    def immune_to_casualties(self, g, f, house):
        return True


@card("catelyn-stark")
class CatelynStark(DoublesDefenseBonus):
    pass


# ----- Lannister ---------------------------------------------------------------

@card("tywin-lannister")
class TywinLannister(WinningGainsPower):
    amount = 2


@card("ser-kevan-lannister")
class SerKevanLannister(AttackingUnitsCount):
    unit, value = "footman", 2


@card("tyrion-lannister")
class TyrionLannister(Ability):
    question = "cancel-opponent-card"

    def cancel(self, g, f, house):
        opp = opponent(f, house)
        target = f["cards"].get(opp)
        if not target:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, ["cancel", "keep"], opponent_card=target)
        if self.answer(f) == "cancel":
            del f["cards"][opp]
            f.setdefault("excluded", {}).setdefault(opp, []).append(target)
            g.emit("HouseCardCancelled", house=house, victim=opp, card=target)
            if [c for c in g.s.hands[opp] if c != target]:
                f["reselect"] = opp
        return False


@card("cersei-lannister")
class CerseiLannister(RemovesAnOrderOfTheLoser):
    pass


# ----- Baratheon ---------------------------------------------------------------

@card("stannis-baratheon")
class StannisBaratheon(Ability):
    def strength(self, g, f, house, value):
        it = g.s.tracks["iron_throne"]
        return value + 1 if it.index(opponent(f, house)) < it.index(house) else value


@card("renly-baratheon")
class RenlyBaratheon(Ability):
    question = "upgrade-footman"

    def on_result(self, g, f, house):
        # marching attackers are off the board while the combat lasts, but their pieces are not in reserve
        moving = f["attackers"].count("knight") if house == f["attacker"] else 0
        if f["winner"] != house or B.reserve(g.rs, g.s, house, "knight") - moving < 1:
            return False
        side = side_of(f, house)
        options = []
        fighting = f["attackers"] if side == "attacker" else (g.s.units.get(f["area"]) or {}).get("units", [])
        if "footman" in fighting:
            options.append(f["area"])
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
            f["attackers"].append("knight")
            f["attackers"].sort()
        else:
            B.remove_units(g.s, region, ["footman"])
            B.add_units(g.s, region, house, ["knight"])
        g.emit("UnitSwapped", house=house, region=region, old="footman", new="knight", why=self.card)
        return False


@card("ser-davos-seaworth")
class SerDavosSeaworth(Ability):
    """+1 strength and a sword while Stannis Baratheon (in a drafted hand: the holder's 4) is
    discarded."""

    PARTNER = "stannis-baratheon"

    def _partner_out(self, g, house) -> bool:
        return partner(g, house, self.PARTNER, 4) in g.s.discards[house]

    def strength(self, g, f, house, value):
        return value + 1 if self._partner_out(g, house) else value

    def icons(self, g, f, house, swords, forts):
        return (swords + 1 if self._partner_out(g, house) else swords), forts


@card("salladhor-saan")
class SalladhorSaan(Ability):
    def unit_strength(self, g, f, house, unit_house, unit, attacking, value):
        if unit == "ship" and unit_house != house and supported(f, side_of(f, house)):
            return 0
        return value


@card("patchface")
class Patchface(Ability):
    question = "discard-opponent-card"

    def after_combat(self, g, f, house):
        opp = opponent(f, house)
        hand = sorted(g.s.hands[opp])
        if not hand:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, hand + ["none"])
        picked = self.answer(f)
        if picked != "none":
            g.s.hands[opp].remove(picked)
            g.s.discards[opp].append(picked)
            g.emit("HouseCardDiscarded", house=opp, card=picked, why=self.card)
            hand_after_discard(g, opp, picked)
        return False


# ----- Greyjoy -----------------------------------------------------------------

@card("victarion-greyjoy")
class VictarionGreyjoy(AttackingUnitsCount):
    unit, value = "ship", 2


@card("balon-greyjoy")
class BalonGreyjoy(OpponentCardCountsZero):
    pass


@card("theon-greyjoy")
class TheonGreyjoy(Ability):
    def _defends_castle(self, g, f, house) -> bool:
        return house == f["defender"] and bool(A.castle(g.rs, g.s, f["area"]))

    def strength(self, g, f, house, value):
        return value + 1 if self._defends_castle(g, f, house) else value

    def icons(self, g, f, house, swords, forts):
        return (swords + 1 if self._defends_castle(g, f, house) else swords), forts


@card("asha-greyjoy")
class AshaGreyjoy(Ability):
    def icons(self, g, f, house, swords, forts):
        if not supported(f, side_of(f, house)):
            return swords + 2, forts + 1
        return swords, forts


@card("aeron-damphair")
class AeronDamphair(Ability):
    question = "swap-own-card"

    def immediately(self, g, f, house):
        barred = f.get("excluded", {}).get(house, [])  # e.g. a card Tyrion cancelled
        others = [c for c in g.s.hands[house] if c != self.card and c not in barred]
        if g.s.power[house] < 2 or not others:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, ["swap", "keep"])
        if self.answer(f) == "swap":
            g.s.power[house] -= 2
            g.s.hands[house].remove(self.card)
            g.s.discards[house].append(self.card)
            del f["cards"][house]
            f.setdefault("excluded", {}).setdefault(house, []).append(self.card)
            f["reselect"] = house
            g.emit("HouseCardDiscarded", house=house, card=self.card, why=self.card)
        return False


# ----- Tyrell ------------------------------------------------------------------

@card("mace-tyrell")
class MaceTyrell(KillsOneEnemyFootman):
    pass


@card("ser-loras-tyrell")
class SerLorasTyrell(Ability):
    def after_combat(self, g, f, house):
        if house == f["attacker"] and f["winner"] == house and not attacker_bounced(g, f):
            area = f["area"]
            if g.s.units.get(area, {}).get("house") == house and area not in g.s.orders:
                g.s.orders[area] = {"house": house, "token": f["token"]}
                g.emit("OrderMoved", house=house, region=area, token=f["token"], why=self.card)
        return False


@card("queen-of-thorns")
class QueenOfThorns(Ability):
    question = "remove-adjacent-order"

    def immediately(self, g, f, house):
        opp = opponent(f, house)
        options = sorted(r for r in g.rs.neighbours[f["area"]]
                         if g.s.orders.get(r, {}).get("house") == opp)
        if not options:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, options)
        region = self.answer(f)
        o = g.s.orders.pop(region)
        f["supports"].pop(region, None)  # a support order that is gone no longer supports
        g.emit("OrderRemoved", house=house, region=region, victim=opp, token=o["token"], why=self.card)
        return False


# ----- Martell -----------------------------------------------------------------

@card("arianne-martell")
class ArianneMartell(Ability):
    def bounces_attacker(self, g, f, house):
        return True


@card("nymeria-sand")
class NymeriaSand(Ability):
    def icons(self, g, f, house, swords, forts):
        return (swords, forts + 1) if house == f["defender"] else (swords + 1, forts)


@card("doran-martell")
class DoranMartell(Ability):
    question = "opponent-last-on-track"

    def immediately(self, g, f, house):
        if not self.asked(f):
            return self.ask(g, f, house, list(TRACKS))
        move_on_track(g, opponent(f, house), self.answer(f), -1)
        return False


from . import vassal_cards  # noqa: E402,F401  (the vassal deck's texts join this registry)
