"""A Storm of Swords' house-card texts (`resources/variants/a_storm_of_swords.json`; docs/RULES.md,
Variants), played through the variants that bring its cards (a draft's `storm-of-swords`
group, `asos-house-cards`). Arryn and Targaryen keep Mother of Dragons' deck A.

Cards without text (Ser Jaime Lannister, Smalljon Umber, ...) need no entry. Cards sharing a
2nd-edition effect subclass it (The Blackfish, Robb Stark, Nymeria Sand, Tyrion, Aeron Damphair,
the Queen of Thorns).
"""
from __future__ import annotations

from .. import board as B
from ..phases.common import move_on_track
from . import Ability, Registry, opponent, side_of, supported
from .second_edition import AeronDamphair as SecondAeron
from .second_edition import NymeriaSand as SecondNymeria
from .second_edition import QueenOfThorns as SecondQueenOfThorns
from .second_edition import TyrionLannister as SecondTyrion

REGISTRY = Registry("a_storm_of_swords")
card = REGISTRY.card


def printed(g, card_id: str | None) -> int:
    """A card's printed strength (0 for no card)."""
    return g.rs.house_cards[card_id].strength if card_id else 0


def margin(f) -> int | None:
    """How far apart the two final strengths were (None before they are compared)."""
    totals = (f.get("resolved") or {}).get("totals")
    if not totals:
        return None
    return abs(totals["attacker"] - totals["defender"])


def gain(g, house: str, amount: int, why: str) -> None:
    got = B.gain_power(g.rs, g.s, house, amount)
    g.emit("PowerGained", house=house, amount=got, why=why)


def lose(g, house: str, amount: int, why: str) -> None:
    lost = min(amount, g.s.power[house])
    g.s.power[house] -= lost
    g.emit("PowerLost", house=house, amount=lost, why=why)


# ----- Lannister -------------------------------------------------------------------------------

@card("ser-gregor-clegane-asos")
class SerGregorClegane(Ability):
    """Swords: 3 less the opposing card's printed strength (none from a 3 or more)."""

    def icons(self, g, f, house, swords, forts):
        return swords + max(0, 3 - printed(g, f["cards"].get(opponent(f, house)))), forts


@card("cersei-lannister-asos")
class CerseiLannister(Ability):
    """After the combat, won or lost, the opponent discards 2 available power."""

    def after_combat(self, g, f, house):
        lose(g, opponent(f, house), 2, self.card)
        return False


@card("ser-ilyn-payne-asos")
class SerIlynPayne(Ability):
    """Winning: one more casualty, which fortifications do not stop (the loser picks it)."""

    def extra_casualties(self, g, f, house):
        return 1 if f.get("winner") == house else 0


@card("tyrion-lannister-asos")
class TyrionLannister(Ability):
    """As the 2nd edition's Tyrion, at the "immediately" step: the opposing card may be sent
    back, its owner choosing another (or none when it has no other)."""

    question = SecondTyrion.question
    immediately = SecondTyrion.cancel


# ----- Stark -----------------------------------------------------------------------------------

@card("eddard-stark-asos")
class EddardStark(Ability):
    """No casualties from swords or card texts; Tides of Battle skulls still kill."""

    def immune_to_casualties(self, g, f, house):
        return True

    def immune_to_skulls(self, g, f, house):
        return False


@card("maege-mormont")
class MaegeMormont(Ability):
    """Winning: picks where the loser retreats (as the 2nd edition's Robb Stark)."""

    def chooses_retreat(self, g, f, house):
        return True


@card("catelyn-stark-asos")
class CatelynStark(Ability):
    """Supported: +2 strength and a fortification."""

    def strength(self, g, f, house, value):
        return value + 2 if supported(f, side_of(f, house)) else value

    def icons(self, g, f, house, swords, forts):
        return (swords, forts + 1) if supported(f, side_of(f, house)) else (swords, forts)


@card("bran-stark")
class BranStark(Ability):
    """At the end of the combat, won or lost, may take one card of the discard pile back (Bran
    himself too)."""

    question = "buy-back-card"

    def after_combat(self, g, f, house):
        pile = sorted(g.s.discards[house])
        if not pile:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, pile + ["none"])
        back = self.answer(f)
        if back != "none" and back in g.s.discards[house]:
            g.s.discards[house].remove(back)
            g.s.hands[house] = sorted(g.s.hands[house] + [back])
            g.emit("HouseCardsReturned", house=house, cards=[back], why=self.card)
        return False


# ----- Baratheon -------------------------------------------------------------------------------

@card("stannis-baratheon-asos")
class StannisBaratheon(Ability):
    """When the opponent holds the Iron Throne token: may take it (with its powers) until the
    next Clash of Kings, and then gains a sword."""

    question = "take-iron-throne"

    def immediately(self, g, f, house):
        opp = opponent(f, house)
        if g.holder("iron_throne") != opp:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, ["take", "none"])
        if self.answer(f) == "take":
            g.s.tokens_held["iron_throne"] = house
            f.setdefault("took_throne", []).append(house)
            g.emit("DominanceTokenTaken", house=house, track="iron_throne", victim=opp, why=self.card)
        return False

    def icons(self, g, f, house, swords, forts):
        return (swords + 1, forts) if house in f.get("took_throne", ()) else (swords, forts)


@card("melisandre-of-asshai")
class MelisandreOfAsshai(Ability):
    """Gains power equal to the opposing card's printed strength."""

    def immediately(self, g, f, house):
        n = printed(g, f["cards"].get(opponent(f, house)))
        if n:
            gain(g, house, n, self.card)
        return False


@card("salladhar-saan-asos")
class SalladharSaan(Ability):
    """Winning: gains 2 power and the opponent discards 2."""

    def on_result(self, g, f, house):
        if f.get("winner") == house:
            gain(g, house, 2, self.card)
            lose(g, opponent(f, house), 2, self.card)
        return False


@card("ser-davos-seaworth-asos")
class SerDavosSeaworth(Ability):
    """May pay 2 power for a fortification; losing, its retreating units are not routed."""

    question = "pay-power-for-icon"

    def immediately(self, g, f, house):
        if g.s.power[house] < 2:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, ["pay", "none"])
        if self.answer(f) == "pay":
            lose(g, house, 2, self.card)
            f.setdefault("paid_for_icon", []).append(house)
        return False

    def icons(self, g, f, house, swords, forts):
        return (swords, forts + 1) if house in f.get("paid_for_icon", ()) else (swords, forts)

    def retreat_routed(self, g, f, house):
        return False


# ----- Greyjoy ---------------------------------------------------------------------------------

@card("balon-greyjoy-asos")
class BalonGreyjoy(Ability):
    """Winning: gains power equal to the difference of the final strengths."""

    def on_result(self, g, f, house):
        n = margin(f)
        if f.get("winner") == house and n:
            gain(g, house, n, self.card)
        return False


@card("asha-greyjoy-asos")
class AshaGreyjoy(Ability):
    """Supported: two swords."""

    def icons(self, g, f, house, swords, forts):
        return (swords + 2, forts) if supported(f, side_of(f, house)) else (swords, forts)


@card("victarion-greyjoy-asos")
class VictarionGreyjoy(Ability):
    """The embattled area borders a sea: +1 strength and a fortification."""

    def _by_the_sea(self, g, f) -> bool:
        return any(g.rs.regions[n].kind == "sea" for n in g.rs.neighbours[f["area"]])

    def strength(self, g, f, house, value):
        return value + 1 if self._by_the_sea(g, f) else value

    def icons(self, g, f, house, swords, forts):
        return (swords, forts + 1) if self._by_the_sea(g, f) else (swords, forts)


@card("aeron-damphair-asos")
class AeronDamphair(SecondAeron):
    """As the 2nd edition's Aeron (pay 2 power to play another card instead), the card played
    instead fighting at -1 strength."""

    def immediately(self, g, f, house):
        had = f.get("reselect")
        asked = SecondAeron.immediately(self, g, f, house)
        if not asked and f.get("reselect") == house and had != house:
            f.setdefault("card_strength_changes", {})[house] = -1
        return asked


# ----- Martell ---------------------------------------------------------------------------------

@card("doran-martell-asos")
class DoranMartell(Ability):
    """The opponent goes to the bottom of the Fiefdoms track (the blade to its new first)."""

    def immediately(self, g, f, house):
        move_on_track(g, opponent(f, house), "fiefdoms", -1)
        return False


@card("nymeria-sand-asos")
class NymeriaSand(SecondNymeria):
    """Attacking a sword, defending a fortification (as the 2nd edition's)."""


@card("arianne-martell-asos")
class ArianneMartell(Ability):
    """Losing by 2 or less: defending, the attackers go back where they came from (its own units
    still retreat); attacking, the winning defender must leave the area too."""

    def _close(self, f, house) -> bool:
        n = margin(f)
        return f.get("loser") == house and n is not None and n <= 2

    def bounces_attacker(self, g, f, house):
        return self._close(f, house)

    def winner_retreats(self, g, f, house):
        return self._close(f, house)


# ----- Tyrell ----------------------------------------------------------------------------------

@card("mace-tyrell-asos")
class MaceTyrell(Ability):
    """Winning (and holding the area): may place an unused non-starred Support or Defense +1
    order there, replacing the order there."""

    question = "place-order"

    def after_combat(self, g, f, house):
        area = f["area"]
        if f.get("winner") != house or (g.s.units.get(area) or {}).get("house") != house:
            return False
        used = {o["token"] for o in g.s.orders.values() if o["house"] == house}
        tokens = sorted(t for t in g.rs.order_token_ids if t not in used and not g.rs.order_tokens[t].starred
                        and (g.rs.order_tokens[t].type == "support"
                             or (g.rs.order_tokens[t].type == "defense" and g.rs.order_tokens[t].bonus == 1))
                        and g.rs.token_fits(t, area))
        if not tokens:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, tokens + ["none"])
        token = self.answer(f)
        if token != "none":
            g.s.orders[area] = {"house": house, "token": token}
            g.emit("OrderPlaced", house=house, region=area, token=token, why=self.card)
        return False


@card("willas-tyrell-asos")
class WillasTyrell(Ability):
    """Defending, the card counts 3."""

    def strength(self, g, f, house, value):
        return 3 if house == f["defender"] else value


@card("queen-of-thorns-asos")
class QueenOfThorns(SecondQueenOfThorns):
    """Removes one of the opponent's orders in the embattled area or next to it, but not the
    March order that started the combat."""

    def immediately(self, g, f, house):
        opp = opponent(f, house)
        march = f["source"] if opp == f["attacker"] else None
        options = sorted(r for r in [f["area"], *g.rs.neighbours[f["area"]]]
                         if g.s.orders.get(r, {}).get("house") == opp and r != march)
        if not options:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, options)
        region = self.answer(f)
        o = g.s.orders.pop(region)
        f["supports"].pop(region, None)
        g.emit("OrderRemoved", house=house, region=region, victim=opp, token=o["token"], why=self.card)
        return False
