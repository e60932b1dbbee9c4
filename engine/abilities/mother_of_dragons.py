"""Mother of Dragons' card texts: Arryn's deck, Targaryen's decks A and B, and the options of
Westeros deck IV (docs/RULES.md, "Mother of Dragons"). The base houses keep their 2nd-edition
cards, whose abilities this registry includes.
"""
from __future__ import annotations

from .. import areas as A
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
        if reg.kind != "land" or A.castle(g.rs, g.s, f["area"]):
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


# ----- Westeros deck IV: each card's own option (after its fixed loyalty tokens) -----------
#
# Each effect runs again after every answer: it keeps its progress in the card's frame under
# "opt" and returns True when the card is done, False after pushing a question (a `choose`
# child that writes its answer under "answer").

def _ask(g, f, seat: str, prompt: str, options: list, **info) -> bool:
    from ..flow import push
    from ..phases.common import choose

    push(g, choose(seat, prompt, options, "answer", **info))
    return False


def _answer(f):
    return f.pop("answer", None)


def _pay(g, house: str, amount: int, card_id: str) -> None:
    g.s.power[house] -= amount
    g.emit("PowerLost", house=house, amount=amount, why=card_id)


def _westeros_lands(g) -> list[str]:
    """Land areas in play on the main board (not the side board)."""
    side = set(g.rs.rules.get("side_board_areas") or ())
    return [r for r, reg in g.rs.regions.items() if reg.kind == "land" and r not in side and r not in g.s.blocked]


def _offer_payment(g, f, cost: int, prompt_suffix: str = "") -> bool | None:
    """Ask the loyalty house whether it pays `cost` for the card's option. None: it paid, go on
    with the option; False: asked now; True: the card is done (it declined, or cannot pay)."""
    from ..phases.westeros import loyalty_left

    o = f.setdefault("opt", {})
    house = f["loyalty_house"]
    if "paid" in o:
        return None if o["paid"] else True
    if "asked_pay" in o:
        o["paid"] = _answer(f) == "pay"
        del o["asked_pay"]
        if not o["paid"]:
            return True
        _pay(g, house, cost, f["card"])
        return None
    if g.s.power[house] < cost or loyalty_left(g) <= 0:
        return True
    o["asked_pay"] = True
    return _ask(g, f, house, f["card"] + prompt_suffix, ["none", "pay"], cost=cost)


@REGISTRY.westeros_card("domestic-disputes")
def domestic_disputes(g, f) -> bool:
    """Pay 1: choose up to 4 other houses; a loyalty token on each one's home area."""
    from ..phases.westeros import loyalty_left, place_loyalty

    asked = _offer_payment(g, f, 1)
    if asked is not None:
        return asked
    o = f["opt"]
    chosen = o.setdefault("houses", [])
    if o.pop("asking", False):
        pick = _answer(f)
        if pick == "done":
            return True
        chosen.append(pick)
        home = g.rs.home_of_house[pick]
        place_loyalty(g, [home], f["card"])
    house = f["loyalty_house"]
    left = [h for h in g.turn_order() if h != house and h not in chosen
            and g.rs.home_of_house[h] not in g.s.blocked]
    if len(chosen) >= 4 or not left or loyalty_left(g) <= 0:
        return True
    o["asking"] = True
    return _ask(g, f, house, f["card"] + ":house", ["done", *left])


# what each further question of a deck IV card asks (engine/questions.py)
REGISTRY.prompt_questions.update({
    "domestic-disputes:house": "loyalty-on-home",
    "fire-made-flesh:area": "dragon-to-destroy",
    "fire-made-flesh:token": "dragon-strength-token",
    "playing-with-fire:area": "loyalty-area-with-unit",
    "playing-with-fire:house": "player-placing-unit",
    "playing-with-fire:unit": "unit-to-place",
    "scattering-dissent:move": "loyalty-move",
    "scattering-dissent:cancel": "loyalty-move-cancel",
    "word-spreads-quickly:move": "loyalty-move",
    "word-spreads-quickly:cancel": "loyalty-move-cancel",
    "the-long-plan:area": "loyalty-area",
    "the-long-plan:house": "player-placing-loyalty",
    "watering-the-seed:area": "loyalty-river-area",
})


@REGISTRY.westeros_card("fire-made-flesh")
def fire_made_flesh(g, f) -> bool:
    """Destroy a dragon to move any dragon strength token still on the round track into the box
    (the strength rises now, and not again on that token's round); or put a destroyed dragon
    back in the home area (held, within supply); or nothing."""
    from .. import board as B
    from ..units import steps_left, steps_on_track, take_step

    house = f["loyalty_house"]
    o = f.setdefault("opt", {})
    dragons_at = sorted(r for r, a in g.s.units.items() if a["house"] == house and "dragon" in B.all_units(a))
    home = g.rs.home_of_house[house]
    if "choice" not in o:
        options = ["none"]
        if dragons_at and steps_left(g.rs, g.s, "dragon") > 0:
            options.append("sacrifice")
        if (B.reserve(g.rs, g.s, house, "dragon") > 0 and B.controller(g.rs, g.s, home) == house
                and B.within_supply(g.rs, g.s, house, {home: B.unit_count(g.s, home) + 1})
                and (B.owner_of_units(g.s, home) in (None, house))):
            options.append("revive")
        if len(options) == 1:
            return True
        o["choice"] = None
        return _ask(g, f, house, f["card"], options)
    if o["choice"] is None:
        o["choice"] = _answer(f)
        if o["choice"] == "revive":
            B.add_units(g.s, home, house, ["dragon"])
            g.emit("UnitMustered", house=house, region=home, unit="dragon", castle=f["card"])
            return True
        if o["choice"] != "sacrifice":
            return True
        return _ask(g, f, house, f["card"] + ":area", dragons_at)
    if "area" not in o:
        o["area"] = _answer(f)
        from ..phases.common import destroy

        destroy(g, o["area"], ["dragon"], f["card"])
        tokens = steps_on_track(g.rs, g.s, "dragon")
        if len(tokens) > 1:  # which token moves changes when the strength rises later
            return _ask(g, f, house, f["card"] + ":token", tokens)
        step = tokens[0]
    else:
        step = _answer(f)
    take_step(g.rs, g.s, "dragon", step)
    g.emit("UnitStrengthAdvanced", unit="dragon", why=f["card"], round=step)
    return True


@REGISTRY.westeros_card("the-long-plan")
def the_long_plan(g, f) -> bool:
    """Pay 1: another player places a loyalty token in each of 2 different Westeros land areas."""
    from ..phases.westeros import place_loyalty

    asked = _offer_payment(g, f, 1)
    if asked is not None:
        return asked
    o = f["opt"]
    house = f["loyalty_house"]
    if "player" not in o:
        if not o.get("asking_player"):
            o["asking_player"] = True
            return _ask(g, f, house, f["card"] + ":house", [h for h in g.turn_order() if h != house])
        o["player"] = _answer(f)
        o["placed"] = []
    elif o.pop("asking", False):
        region = _answer(f)
        o["placed"].append(region)
        place_loyalty(g, [region], f["card"])
    if len(o["placed"]) >= 2:
        return True
    o["asking"] = True
    return _ask(g, f, o["player"], f["card"] + ":area",
                [r for r in _westeros_lands(g) if r not in o["placed"]])


@REGISTRY.westeros_card("watering-the-seed")
def watering_the_seed(g, f) -> bool:
    """Pay power equal to Targaryen's victory track position: a loyalty token on each of 2
    different land areas next to a river that Targaryen does not control."""
    from .. import board as B
    from .. import victory
    from ..phases.westeros import place_loyalty

    house = f["loyalty_house"]
    cost = victory.score(g, house)
    asked = _offer_payment(g, f, cost)
    if asked is not None:
        return asked
    o = f["opt"]
    placed = o.setdefault("placed", [])
    if o.pop("asking", False):
        region = _answer(f)
        placed.append(region)
        place_loyalty(g, [region], f["card"])
    rivers = [r for r in g.rs.rules.get("river_areas", []) if r not in g.s.blocked and r not in placed
              and B.controller(g.rs, g.s, r) != house]
    if len(placed) >= 2 or not rivers:
        return True
    o["asking"] = True
    return _ask(g, f, house, f["card"] + ":area", rivers)


@REGISTRY.westeros_card("playing-with-fire")
def playing_with_fire(g, f) -> bool:
    """Pay 1: an uncontrolled Westeros land area without a neutral force and another player; a
    loyalty token goes there with one land unit of that player's choice from its reserve."""
    from .. import board as B
    from ..phases.westeros import place_loyalty

    asked = _offer_payment(g, f, 1)
    if asked is not None:
        return asked
    o = f["opt"]
    house = f["loyalty_house"]
    if "area" not in o:
        if not o.get("asking_area"):
            free = [r for r in _westeros_lands(g) if B.controller(g.rs, g.s, r) is None and r not in g.s.neutral]
            if not free:
                return True
            o["asking_area"] = True
            return _ask(g, f, house, f["card"] + ":area", free)
        o["area"] = _answer(f)
        others = [h for h in g.turn_order() if h != house]
        return _ask(g, f, house, f["card"] + ":house", others)
    if "player" not in o:
        o["player"] = _answer(f)
        player = o["player"]
        kinds = [u for u in ("footman", "knight", "siege-engine")
                 if B.reserve(g.rs, g.s, player, u) > 0
                 and B.within_supply(g.rs, g.s, player, {o["area"]: 1})]
        place_loyalty(g, [o["area"]], f["card"])
        if not kinds:
            return True
        return _ask(g, f, player, f["card"] + ":unit", kinds, area=o["area"])
    unit = _answer(f)
    B.add_units(g.s, o["area"], o["player"], [unit])
    g.emit("UnitMustered", house=o["player"], region=o["area"], unit=unit, castle=f["card"])
    return True


def _moves(g, f, cost: int, reverse: bool) -> bool:
    """Each player in (reverse) turn order may move one loyalty token to an adjacent land area;
    the loyalty house may cancel each move by paying `cost`."""
    from ..phases.westeros import place_loyalty  # noqa: F401  (same module family)

    house = f["loyalty_house"]
    o = f.setdefault("opt", {})
    if "queue" not in o:
        order = g.turn_order()
        o["queue"] = list(reversed(order)) if reverse else list(order)
    if o.get("asking_cancel"):
        del o["asking_cancel"]
        src, dest = o.pop("move")
        if _answer(f) == "cancel":
            _pay(g, house, cost, f["card"])
            g.emit("LoyaltyMoveCancelled", house=house, region=src, card=f["card"])
        else:
            _move_token(g, src, dest, f["card"])
    elif o.get("asking_move"):
        del o["asking_move"]
        pick = _answer(f)
        mover = o.pop("mover")
        if pick != "none":
            src, dest = pick
            if mover != house and g.s.power[house] >= cost:
                o["move"] = [src, dest]
                o["asking_cancel"] = True
                return _ask(g, f, house, f["card"] + ":cancel", ["allow", "cancel"], cost=cost,
                            source=src, dest=dest)
            _move_token(g, src, dest, f["card"])
    while o["queue"]:
        mover = o["queue"].pop(0)
        moves = [[src, dest] for src in sorted(g.s.loyalty)
                 for dest in sorted(g.rs.neighbours[src])
                 if g.rs.regions[dest].kind == "land" and dest not in g.s.blocked]
        if not moves:
            return True
        o["mover"] = mover
        o["asking_move"] = True
        return _ask(g, f, mover, f["card"] + ":move", ["none", *moves])
    return True


def _move_token(g, src: str, dest: str, card_id: str) -> None:
    s = g.s
    if not s.loyalty.get(src):  # gained meanwhile (its area changed hands while a question was open)
        return
    s.loyalty[src] -= 1
    if not s.loyalty[src]:
        del s.loyalty[src]
    s.loyalty[dest] = s.loyalty.get(dest, 0) + 1
    g.emit("LoyaltyMoved", region=src, dest=dest, card=card_id)


@REGISTRY.westeros_card("scattering-dissent")
def scattering_dissent(g, f) -> bool:
    return _moves(g, f, 1, reverse=True)


@REGISTRY.westeros_card("word-spreads-quickly")
def word_spreads_quickly(g, f) -> bool:
    return _moves(g, f, 2, reverse=False)
