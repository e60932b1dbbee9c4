"""The shared vassal deck's card texts (option vassals; docs/RULES.md, "Vassal house cards").

The deck is the same in every ruleset with vassals, so its abilities join the 2nd edition's
registry, which Mother of Dragons includes. `house` is the vassal holding the card; a question
goes to whoever decides for the house asked (its commander for a vassal).
"""
from __future__ import annotations

from ..flow import push
from ..phases.common import choose, destroy, move_on_track
from . import Ability, opponent
from .second_edition import REGISTRY

card = REGISTRY.card


@card("varys")
class Varys(Ability):
    """After combat, the vassal moves to the top of the Fiefdoms track; the others move down."""

    def after_combat(self, g, f, house):
        if g.s.tracks["fiefdoms"][0] != house:
            move_on_track(g, house, "fiefdoms", 0)
        return False


@card("syrio-forel")
class SyrioForel(Ability):
    """Defending, footmen of houses that are not vassals count 0 in this combat."""

    def unit_strength(self, g, f, house, unit_house, unit, attacking, value):
        if house == f["defender"] and unit == "footman" and unit_house not in g.s.vassals:
            return 0
        return value


@card("bronn")
class Bronn(Ability):
    """Once cards are revealed, the opponent may discard 2 available power tokens to make
    Bronn's strength 0."""

    question = "bronn-pay"
    COST = 2

    def immediately(self, g, f, house):
        opp = opponent(f, house)
        if g.s.power.get(opp, 0) < self.COST or "bronn_zeroed" in f:
            return False
        if not self.asked(f):  # the opponent is asked, not the card's holder
            f["queue"].insert(0, [house, self.card])
            push(g, choose(opp, self.card, ["pay", "keep"], f"answer:{self.card}", cost=self.COST))
            f[f"answer:{self.card}"] = None
            return True
        if self.answer(f) == "pay":
            g.s.power[opp] -= self.COST
            f["bronn_zeroed"] = True
            g.emit("PowerLost", house=opp, amount=self.COST, why=self.card)
        else:
            f["bronn_zeroed"] = False
        return False

    def strength(self, g, f, house, value):
        return 0 if f.get("bronn_zeroed") else value


@card("beric-dondarrion")
class BericDondarrion(Ability):
    """Winning, after casualties the vassal destroys one of its own units in the embattled area
    (its commander picks the kind when there is a choice)."""

    question = "own-unit-lost"

    def after_combat(self, g, f, house):
        if f["winner"] != house:
            return False
        area = f["area"]
        army = g.s.units.get(area)
        if not army or army["house"] != house:
            return False
        kinds = sorted(set(army["units"] + army["routed"]))
        if len(kinds) > 1 and not self.asked(f):
            return self.ask(g, f, house, kinds, area=area)
        unit = self.answer(f) if len(kinds) > 1 else kinds[0]
        destroy(g, area, [unit], self.card)
        return False


@card("jaqen-h-ghar")
class JaqenHghar(Ability):
    """The opponent's chosen card goes back to its hand and one drawn at random from that hand
    (the returned card included) is used instead."""

    def cancel(self, g, f, house):
        from ..cards import queue_for
        from ..phases.combat import hand_of

        opp = opponent(f, house)
        if not f["cards"].get(opp) or f.get("jaqen_swapped"):
            return False
        f["jaqen_swapped"] = True
        hand = hand_of(g, f, opp)
        pick = hand[g.draw_random(len(hand))]
        f["cards"][opp] = pick
        g.emit("HouseCardReplaced", house=opp, card=pick)
        f["queue"] = queue_for(g, f, "cancel", only=opp) + f["queue"]  # the new card's own cancel text
        return False


@card("jon-connington")
class JonConnington(Ability):
    """Losing, after combat the commander may muster one of the vassal's knights in the area it
    retreated to or in its home area, where that is possible."""

    question = "muster-knight"

    def after_combat(self, g, f, house):
        from .. import board as B

        if f.get("loser") != house:
            return False
        rs, s = g.rs, g.s
        if B.reserve(rs, s, house, "knight") < 1:
            return False
        retreat = next((e["data"]["dest"] for e in f.get("record", [])
                        if e["kind"] == "UnitsRetreated" and e["data"]["house"] == house), None)
        home = next((r for r, reg in rs.regions.items() if reg.home_of == house), None)
        options = []
        for area in dict.fromkeys(a for a in (retreat, home) if a):
            army = s.units.get(area)
            if area in s.blocked or area in s.neutral or rs.regions[area].kind != "land":
                continue
            if army and army["house"] != house:
                continue
            if B.within_supply(rs, s, house, {area: B.unit_count(s, area) + 1}):
                options.append(area)
        if not options:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, options + ["none"])
        area = self.answer(f)
        if area in options:
            B.add_units(s, area, house, ["knight"])
            g.emit("UnitMustered", house=house, region=area, unit="knight", castle=self.card)
        return False
