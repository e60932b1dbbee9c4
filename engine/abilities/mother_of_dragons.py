"""Mother of Dragons' card texts: Arryn's deck, Targaryen's decks A and B, and the options of
Westeros deck IV (docs/RULES.md, "Mother of Dragons"). The base houses keep their 2nd-edition
cards, whose abilities this registry includes.
"""
from __future__ import annotations

from .. import board as B
from ..phases.common import hand_after_discard
from . import Ability, Registry, opponent, side_of
from .second_edition import REGISTRY as SECOND_EDITION

REGISTRY = Registry("mother_of_dragons")
REGISTRY.include(SECOND_EDITION)
card = REGISTRY.card


# ----- helpers ----------------------------------------------------------------------

def fighting_units(g, f, house: str) -> list[str]:
    """The units fighting in the embattled area for `house`'s side (supporters not counted)."""
    from ..phases.combat import side_units

    return side_units(g, f, side_of(f, house))


def printed_strength(g, card_id: str | None) -> int | None:
    return g.rs.house_cards[card_id].strength if card_id else None


def margin(f) -> int | None:
    """The difference between the two final combat strengths (None when no strengths were
    compared: a battle that ended before it was fought)."""
    totals = (f.get("resolved") or {}).get("totals")
    if not totals:
        return None
    return abs(totals["attacker"] - totals["defender"])


def remove_from_game(g, house: str, card_id: str, why: str) -> None:
    """A card leaves its house's deck for good (out of the discard pile, or the hand)."""
    s = g.s
    for pile in (s.discards[house], s.hands[house]):
        if card_id in pile:
            pile.remove(card_id)
            break
    else:
        return
    s.removed_cards.setdefault(house, []).append(card_id)
    g.emit("HouseCardRemovedFromGame", house=house, card=card_id, why=why)
    hand_after_discard(g, house, None)


def lose_power(g, house: str, amount: int, why: str) -> None:
    lost = min(amount, g.s.power[house])
    if lost:
        g.s.power[house] -= lost
    g.emit("PowerLost", house=house, amount=lost, why=why)


# ----- Arryn (Mother of Dragons deck) -------------------------------------------------

@card("lysa-arryn-mod")
class LysaArryn(Ability):
    """Winning as the defender with a Defense order there, the card goes back to hand."""

    def after_discards(self, g, f, house):
        s = g.s
        o = s.orders.get(f["area"])
        defended = (house == f["defender"] and o is not None and o["house"] == house
                    and g.rs.order_tokens[o["token"]].type == "defense")
        if f.get("winner") == house and defended and self.card in s.discards[house]:
            s.discards[house].remove(self.card)
            s.hands[house] = sorted(s.hands[house] + [self.card])
            g.emit("HouseCardsReturned", house=house, cards=[self.card], why=self.card)
        return False


@card("ser-vardis-egen")
class SerVardisEgen(Ability):
    """Against a card printed at 2 or less: +1 strength and 2 fortifications."""

    def _applies(self, g, f, house) -> bool:
        value = printed_strength(g, f["cards"].get(opponent(f, house)))
        return value is not None and value <= 2

    def strength(self, g, f, house, value):
        return value + 1 if self._applies(g, f, house) else value

    def icons(self, g, f, house, swords, forts):
        return (swords, forts + 2) if self._applies(g, f, house) else (swords, forts)


@card("godric-borrell")
class GodricBorrell(Ability):
    """Defending a sea: +1 for each land area next to it that Arryn controls."""

    def strength(self, g, f, house, value):
        area = f["area"]
        if house != f["defender"] or g.rs.regions[area].kind != "sea":
            return value
        lands = [n for n in g.rs.neighbours[area] if g.rs.regions[n].kind == "land"
                 and n not in g.s.blocked and B.controller(g.rs, g.s, n) == house]
        return value + len(lands)


@card("anya-waynwood")
class AnyaWaynwood(Ability):
    """Winning: Arryn and every house that supported Arryn gain 3 power each."""

    def on_result(self, g, f, house):
        if f.get("winner") != house:
            return False
        side = side_of(f, house)
        gainers = [house]
        for region, chosen in sorted(f.get("supports", {}).items()):
            o = g.s.orders.get(region)
            supporter = o["house"] if o else B.owner_of_units(g.s, region)
            if chosen == side and supporter and supporter not in gainers:
                gainers.append(supporter)
        for h in gainers:
            got = B.gain_power(g.rs, g.s, h, 3)
            g.emit("PowerGained", house=h, amount=got, why=self.card)
        return False


@card("robert-arryn")
class RobertArryn(Ability):
    """As the defender, after combat: remove this card and the opponent's lowest discarded card
    from the game (Arryn may decline; ties: Arryn picks which lowest card)."""

    question = "remove-cards-from-game"

    def after_combat(self, g, f, house):
        if house != f["defender"]:
            return False
        opp = opponent(f, house)
        pile = [c for c in g.s.discards[opp]]
        if not pile or self.card not in g.s.discards[house]:
            return False
        low = min(g.rs.house_cards[c].strength for c in pile)
        lowest = sorted(c for c in pile if g.rs.house_cards[c].strength == low)
        if not self.asked(f):
            return self.ask(g, f, house, lowest + ["none"])
        choice = self.answer(f)
        if choice != "none":
            remove_from_game(g, house, self.card, self.card)
            remove_from_game(g, opp, choice, self.card)
        return False


# ----- Targaryen, deck A ---------------------------------------------------------------

@card("khal-drogo")
class KhalDrogo(Ability):
    """+1 strength and +1 sword for each Targaryen knight fighting; removed after combat."""

    def _knights(self, g, f, house) -> int:
        return fighting_units(g, f, house).count("knight")

    def strength(self, g, f, house, value):
        return value + self._knights(g, f, house)

    def icons(self, g, f, house, swords, forts):
        return swords + self._knights(g, f, house), forts

    def after_combat(self, g, f, house):
        remove_from_game(g, house, self.card, self.card)
        return False


@card("xaro-xhoan-daxos")
class XaroXhoanDaxos(Ability):
    """More ships fighting than the opponent: each Targaryen ship fighting counts 2 (here: the
    card adds 1 per ship, the same total)."""

    def strength(self, g, f, house, value):
        own = fighting_units(g, f, house).count("ship")
        theirs = fighting_units(g, f, opponent(f, house)).count("ship")
        return value + own if own > theirs else value


@card("daenerys-targaryen-a")
class DaenerysTargaryenA(Ability):
    """+2 strength if a dragon is in the embattled area."""

    def strength(self, g, f, house, value):
        here = fighting_units(g, f, f["attacker"]) + fighting_units(g, f, f["defender"])
        return value + 2 if "dragon" in here else value


@card("viserys-targaryen")
class ViserysTargaryen(Ability):
    """May discard another card from hand to add its printed strength; removed on a loss."""

    question = "discard-card-for-strength"

    def immediately(self, g, f, house):
        others = sorted(c for c in g.s.hands[house] if c != self.card)
        if not others:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, others + ["none"])
        choice = self.answer(f)
        if choice != "none":
            g.s.hands[house].remove(choice)
            g.s.discards[house].append(choice)
            f["viserys_bonus"] = printed_strength(g, choice)
            g.emit("HouseCardDiscarded", house=house, card=choice, why=self.card)
        return False

    def strength(self, g, f, house, value):
        return value + int(f.get("viserys_bonus") or 0)

    def after_combat(self, g, f, house):
        if f.get("loser") == house:
            remove_from_game(g, house, self.card, self.card)
        return False


@card("illyrio-mopatis")
class IllyrioMopatis(Ability):
    """After combat: power equal to the strength difference; removed once Targaryen then holds
    5 or more available power tokens."""

    def after_combat(self, g, f, house):
        diff = margin(f)
        if diff:
            got = B.gain_power(g.rs, g.s, house, diff)
            g.emit("PowerGained", house=house, amount=got, why=self.card)
        if g.s.power[house] >= 5:
            remove_from_game(g, house, self.card, self.card)
        return False


# ----- Targaryen, deck B ---------------------------------------------------------------

@card("daenerys-targaryen-b")
class DaenerysTargaryenB(Ability):
    """After combat: the opponent discards available power equal to the strength difference."""

    def after_combat(self, g, f, house):
        diff = margin(f)
        if diff:
            lose_power(g, opponent(f, house), diff, self.card)
        return False


@card("captain-groleo")
class CaptainGroleo(Ability):
    """Attacking land by ship transport: +1 per Targaryen ship next to the embattled area."""

    def strength(self, g, f, house, value):
        rs, area = g.rs, f["area"]
        if house != f["attacker"] or rs.regions[area].kind != "land" or f["source"] in rs.neighbours[area]:
            return value
        ships = sum(len(B.all_units(B.army(g.s, n))) for n in rs.neighbours[area]
                    if rs.regions[n].kind != "land" and B.owner_of_units(g.s, n) == house)
        return value + ships


@card("rakharo")
class Rakharo(Ability):
    """In a land area without a castle or stronghold, each Targaryen knight fighting counts 4
    (here: the card adds 2 per knight, the same total)."""

    def strength(self, g, f, house, value):
        reg = g.rs.regions[f["area"]]
        if reg.kind != "land" or reg.castle:
            return value
        return value + 2 * fighting_units(g, f, house).count("knight")


@card("missandei")
class Missandei(Ability):
    """Losing by 2 or less: Targaryen may take one other card from its discard pile to hand."""

    question = "take-back-card"

    def after_combat(self, g, f, house):
        diff = margin(f)
        if f.get("loser") != house or diff is None or diff > 2:
            return False
        pile = sorted(c for c in g.s.discards[house] if c != self.card)
        if not pile:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, pile + ["none"])
        choice = self.answer(f)
        if choice != "none" and choice in g.s.discards[house]:
            g.s.discards[house].remove(choice)
            g.s.hands[house] = sorted(g.s.hands[house] + [choice])
            g.emit("HouseCardsReturned", house=house, cards=[choice], why=self.card)
        return False
