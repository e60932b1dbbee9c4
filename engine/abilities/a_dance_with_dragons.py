"""A Dance with Dragons' 42 house cards, one class per card with text (docs/RULES.md,
"A Dance with Dragons"). Cards without text need no entry: their strength and icons are data
in the ruleset JSON. No base-game card is in play in this scenario, so nothing is included.
"""
from __future__ import annotations

from .. import board as B
from .. import rng
from ..phases.common import move_on_track
from . import TRACKS, Ability, Registry, opponent, partner, side_of, supported
from .shapes import AttackingUnitsCount

REGISTRY = Registry("a_dance_with_dragons")
card = REGISTRY.card


def left_in_hand(g, f, house: str) -> list[str]:
    """The cards still in `house`'s hand besides the one it plays (played cards stay in the
    hand until the clean-up)."""
    played = f["cards"].get(house)
    return [c for c in g.s.hands[house] if c != played]


def take_back(g, house: str, card_id: str, why: str) -> None:
    """A card of the discard pile goes back to its house's hand."""
    g.s.discards[house].remove(card_id)
    g.s.hands[house] = sorted(g.s.hands[house] + [card_id])
    g.emit("HouseCardsReturned", house=house, cards=[card_id], why=why)


# ----- Lannister -------------------------------------------------------------------

@card("ser-ilyn-payne")
class SerIlynPayne(Ability):
    """Winning: may destroy one enemy footman anywhere else on the board; an area it leaves
    empty loses its order too."""

    question = "destroy-enemy-footman"

    def on_result(self, g, f, house):
        if f.get("winner") != house:
            return False
        options = sorted(r for r, a in g.s.units.items()
                         if a["house"] != house and r != f["area"] and "footman" in a["units"] + a["routed"])
        if not options:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, options + ["none"])
        region = self.answer(f)
        if region != "none":
            victim = g.s.units[region]["house"]
            B.remove_units(g.s, region, ["footman"])  # an order stays only with its units
            g.emit("UnitsDestroyed", house=victim, region=region, units=["footman"], why=self.card)
        return False


@card("ser-addam-marbrand")
class SerAddamMarbrand(AttackingUnitsCount):
    unit, value = "knight", 3


@card("qyburn")
class Qyburn(Ability):
    """May pay 2 power to take the printed strength and icons (not the text) of any card in any
    house's discard pile."""

    question = "copy-discarded-card"

    def immediately(self, g, f, house):
        pile = sorted({c for h in g.s.houses for c in g.s.discards[h]})
        if g.s.power[house] < 2 or not pile:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, pile + ["none"])
        choice = self.answer(f)
        if choice != "none":
            g.s.power[house] -= 2
            g.emit("PowerLost", house=house, amount=2, why=self.card)
            f["copied"] = {**f.get("copied", {}), house: choice}
            g.emit("HouseCardCopied", house=house, card=self.card, copied=choice)
        return False

    def _copy(self, g, f, house):
        copied = f.get("copied", {}).get(house)
        return g.rs.house_cards[copied] if copied else None

    def strength(self, g, f, house, value):
        c = self._copy(g, f, house)
        return c.strength if c else value

    def icons(self, g, f, house, swords, forts):
        c = self._copy(g, f, house)
        return (c.swords, c.fortifications) if c else (swords, forts)


# ----- Stark (the Boltons) ------------------------------------------------------------

@card("ramsay-bolton")
class RamsayBolton(Ability):
    """+1 strength and 3 swords while Reek (in a drafted hand: the holder's 0) is still in
    Stark's hand."""

    PARTNER = "reek"

    def _with_partner(self, g, f, house) -> bool:
        return partner(g, house, self.PARTNER, 0) in left_in_hand(g, f, house)

    def strength(self, g, f, house, value):
        return value + 1 if self._with_partner(g, f, house) else value

    def icons(self, g, f, house, swords, forts):
        return (swords + 3, forts) if self._with_partner(g, f, house) else (swords, forts)


@card("walder-frey")
class WalderFrey(Ability):
    """Every other house supporting Stark's opponent supports Stark instead (but the opponent's
    own vassal family: a vassal never supports against its commander, nor a commander against
    its vassal)."""

    def immediately(self, g, f, house):
        from ..phases.vassals import family

        opp = opponent(f, house)
        theirs, mine = side_of(f, opp), side_of(f, house)
        stays = family(g, opp) if g.s.vassals else {opp}
        turned = []
        for region, side in sorted(f["supports"].items()):
            supporter = B.owner_of_units(g.s, region)
            if side == theirs and supporter is not None and supporter not in stays:
                f["supports"][region] = mine
                turned.append(region)
        if turned:
            g.emit("SupportTurned", house=house, regions=turned, side=mine, why=self.card)
        return False


@card("reek")
class Reek(Ability):
    """Ramsay Bolton (in a drafted hand: the holder's 3) comes back from the discard pile at
    once; losing, Reek goes back to the hand instead of staying discarded."""

    PARTNER = "ramsay-bolton"

    def immediately(self, g, f, house):
        card = partner(g, house, self.PARTNER, 3)
        if card in g.s.discards[house]:
            take_back(g, house, card, self.card)
        return False

    def after_discards(self, g, f, house):
        if f.get("loser") == house and self.card in g.s.discards[house]:
            take_back(g, house, self.card, self.card)
        return False


# ----- Baratheon -----------------------------------------------------------------------

@card("stannis-baratheon-dwd")
class StannisBaratheon(Ability):
    """If nobody supports Baratheon, every Support order next to the embattled area is removed."""

    def cancel(self, g, f, house):
        if supported(f, side_of(f, house)):
            return False
        for region in sorted(g.rs.neighbours[f["area"]]):
            o = g.s.orders.get(region)
            if o and g.rs.order_tokens[o["token"]].type == "support":
                del g.s.orders[region]
                f["supports"].pop(region, None)
                g.emit("OrderRemoved", house=house, region=region, victim=o["house"], token=o["token"],
                       why=self.card)
        return False


@card("jon-snow")
class JonSnow(Ability):
    """Winning: may move the wildling threat one space up or down (0 to 10)."""

    question = "move-wildling-threat"
    TOP = 10

    def on_result(self, g, f, house):
        if f.get("winner") != house:
            return False
        threat = g.s.wildling_threat
        step = g.rs.wildling_step
        options = (["up"] if threat + step <= self.TOP else []) + (["down"] if threat - step >= 0 else [])
        if not options:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, options + ["none"])
        choice = self.answer(f)
        if choice != "none":
            g.s.wildling_threat = threat + (step if choice == "up" else -step)
            g.emit("WildlingThreatChanged", threat=g.s.wildling_threat, why=self.card)
        return False


@card("melisandre-dwd")
class Melisandre(Ability):
    """After combat: may take one discarded card (this one included) back to hand by paying its
    printed strength in power."""

    question = "buy-back-card"

    def after_combat(self, g, f, house):
        pile = sorted(c for c in g.s.discards[house] if g.rs.house_cards[c].strength <= g.s.power[house])
        if not pile:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, pile + ["none"])
        choice = self.answer(f)
        if choice != "none" and choice in g.s.discards[house]:
            cost = g.rs.house_cards[choice].strength
            g.s.power[house] -= cost
            g.emit("PowerLost", house=house, amount=cost, why=self.card)
            take_back(g, house, choice, self.card)
        return False


@card("mance-rayder")
class ManceRayder(Ability):
    """Baratheon's final combat strength is the wildling threat's position."""

    def final_strength(self, g, f, house, total):
        return g.s.wildling_threat


# ----- Greyjoy -------------------------------------------------------------------------

@card("euron-crows-eye-dwd")
class EuronCrowsEye(Ability):
    """+1 strength if the opponent is above Greyjoy on the Fiefdoms track."""

    def strength(self, g, f, house, value):
        fief = g.s.tracks["fiefdoms"]
        return value + 1 if fief.index(opponent(f, house)) < fief.index(house) else value


@card("rodrik-the-reader")
class RodrikTheReader(Ability):
    """Winning: may search one Westeros deck for a card, shuffle the rest and put it on top."""

    question = "search-westeros-deck"

    def on_result(self, g, f, house):
        if f.get("winner") != house:
            return False
        s = g.s
        key = f"answer:{self.card}"
        if f.get("rodrik_deck") is None:
            decks = [d for d in sorted(s.westeros) if s.westeros[d]]
            if not decks:
                return False
            if not self.asked(f):
                return self.ask(g, f, house, decks + ["none"])
            deck = self.answer(f)
            if deck == "none":
                return False
            f["rodrik_deck"] = deck
            return self.ask(g, f, house, sorted(set(s.westeros[deck])), secret=True, deck=deck)
        deck = f.pop("rodrik_deck")
        chosen = f.pop(key)
        rest = list(s.westeros[deck])
        rest.remove(chosen)
        s.rng, rest = rng.shuffled(s.rng, rest)
        s.westeros[deck] = [chosen] + rest
        g.emit("WesterosDeckSearched", house=house, deck=deck, why=self.card)
        return False


@card("qarl-the-maid")
class QarlTheMaid(Ability):
    """Attacking and losing: Greyjoy gains 3 power."""

    def on_result(self, g, f, house):
        if house == f["attacker"] and f.get("loser") == house:
            got = B.gain_power(g.rs, g.s, house, 3)
            g.emit("PowerGained", house=house, amount=got, why=self.card)
        return False


@card("aeron-damphair-dwd")
class AeronDamphair(Ability):
    """May discard any number of available power: +1 strength each."""

    question = "pay-power-for-strength"

    def immediately(self, g, f, house):
        if g.s.power[house] < 1:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, list(range(g.s.power[house] + 1)))
        paid = int(self.answer(f))
        if paid:
            g.s.power[house] -= paid
            g.emit("PowerLost", house=house, amount=paid, why=self.card)
            f["paid_for_strength"] = {**f.get("paid_for_strength", {}), house: paid}
        return False

    def strength(self, g, f, house, value):
        return value + f.get("paid_for_strength", {}).get(house, 0)


# ----- Martell -------------------------------------------------------------------------

@card("doran-martell-dwd")
class DoranMartell(Ability):
    """For each card left in hand: +1 sword, +1 fortification, -1 strength (never below 0)."""

    def strength(self, g, f, house, value):
        return max(0, value - len(left_in_hand(g, f, house)))

    def icons(self, g, f, house, swords, forts):
        n = len(left_in_hand(g, f, house))
        return swords + n, forts + n


@card("ser-gerris-drinkwater")
class SerGerrisDrinkwater(Ability):
    """Winning: Martell moves up one space on an influence track of its choice."""

    question = "move-up-on-track"

    def on_result(self, g, f, house):
        if f.get("winner") != house:
            return False
        tracks = [t for t in TRACKS if g.s.tracks[t].index(house) > 0]
        if not tracks:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, tracks)
        track = self.answer(f)
        move_on_track(g, house, track, g.s.tracks[track].index(house) - 1)
        return False


@card("quentyn-martell")
class QuentynMartell(Ability):
    """+1 strength for each card in Martell's discard pile."""

    def strength(self, g, f, house, value):
        return value + len(g.s.discards[house])


# ----- Tyrell --------------------------------------------------------------------------

@card("queen-of-thorns-dwd")
class QueenOfThorns(Ability):
    """The opponent's card has no text in this combat."""

    def blanks_opponent(self, g, f, house):
        return True


@card("paxter-redwyne")
class PaxterRedwyne(Ability):
    """In a sea battle each Tyrell ship, fighting or supporting, counts 2."""

    def unit_strength(self, g, f, house, unit_house, unit, attacking, value):
        if unit == "ship" and unit_house == house and g.rs.regions[f["area"]].kind == "sea":
            return 2
        return value


@card("margaery-tyrell-dwd")
class MargaeryTyrell(Ability):
    """Defending its home area or an area with a Tyrell power token: the opponent's final
    strength is 2."""

    def opponent_final_strength(self, g, f, house, total):
        area = f["area"]
        if house == f["defender"] and (g.rs.regions[area].home_of == house or g.s.tokens.get(area) == house):
            return 2
        return total
