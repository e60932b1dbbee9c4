"""A Feast for Crows' texts: Arryn's seven cards (four with text) and the conditions of the
28 objective cards and the four special objectives (docs/RULES.md, "A Feast for Crows").
The other houses keep their 2nd-edition cards, whose abilities this registry includes.

An objective's condition is `fn(g, house) -> bool`, asked by engine/objectives.py whenever
its owner's view or a scoring step needs to know whether it is met now.
"""
from __future__ import annotations

from .. import board as B
from . import Ability, Registry, opponent
from .second_edition import REGISTRY as SECOND_EDITION


def _vassal_deck_ids() -> frozenset[str]:
    from ..ruleset import load_ruleset

    return frozenset(load_ruleset("second_edition").vassal_card_ids)


REGISTRY = Registry("a_feast_for_crows")
# the base houses' cards; the scenario has no vassals, so not the vassal deck's
REGISTRY.include(SECOND_EDITION, but=frozenset(c for c in SECOND_EDITION.cards
                                               if c in _vassal_deck_ids()))
card = REGISTRY.card
objective = REGISTRY.objective

EYRIE = "the-eyrie"


def controls(g, house: str, *areas: str) -> bool:
    return all(r not in g.s.blocked and B.controller(g.rs, g.s, r) == house for r in areas)


# ----- Arryn's cards -------------------------------------------------------------------

@card("bronze-yohn-royce-ffc")
class BronzeYohnRoyce(Ability):
    """+1 strength while Arryn has more available power tokens than the opponent."""

    def strength(self, g, f, house, value):
        return value + 1 if g.s.power[house] > g.s.power[opponent(f, house)] else value


@card("littlefinger")
class Littlefinger(Ability):
    """After combat, holding The Eyrie: power equal to twice the opposing card's printed strength."""

    def after_combat(self, g, f, house):
        theirs = f.get("cards", {}).get(opponent(f, house))
        if theirs and controls(g, house, EYRIE):
            got = B.gain_power(g.rs, g.s, house, 2 * g.rs.house_cards[theirs].strength)
            g.emit("PowerGained", house=house, amount=got, why=self.card)
        return False


@card("alayne-stone")
class AlayneStone(Ability):
    """On a win, holding The Eyrie: Arryn may discard 2 available power tokens to make the
    opponent discard all of its own."""

    question = "pay-power-to-strip-opponent"

    def on_result(self, g, f, house):
        s = g.s
        opp = opponent(f, house)
        if f.get("winner") != house or not controls(g, house, EYRIE) or s.power[house] < 2 or not s.power[opp]:
            return False
        if not self.asked(f):
            return self.ask(g, f, house, ["discard", "none"])
        if self.answer(f) == "discard":
            s.power[house] -= 2
            g.emit("PowerLost", house=house, amount=2, why=self.card)
            lost, s.power[opp] = s.power[opp], 0
            g.emit("PowerLost", house=opp, amount=lost, why=self.card)
        return False


@card("lysa-arryn-ffc")
class LysaArryn(Ability):
    """After combat, when the opponent has more available power tokens: Arryn gains 3."""

    def after_combat(self, g, f, house):
        if g.s.power[opponent(f, house)] > g.s.power[house]:
            got = B.gain_power(g.rs, g.s, house, 3)
            g.emit("PowerGained", house=house, amount=got, why=self.card)
        return False


# ----- objectives: helpers -------------------------------------------------------------

def _count(g, house: str, keep) -> int:
    return sum(1 for r in B.controlled_regions(g.rs, g.s, house) if keep(g.rs.regions[r]))


def _most(g, house: str, value) -> bool:
    """Strictly more than every other house."""
    mine = value(g, house)
    return all(mine > value(g, h) for h in g.s.houses if h != house)


def _on_board(g, house: str, unit: str) -> int:
    return B.pieces_on_board(g.s, house)[unit]


def _is_land(r) -> bool:
    return r.kind == "land"


def _is_sea(r) -> bool:
    return r.kind == "sea"


def _is_port(r) -> bool:
    return r.kind == "port"


def _is_stronghold(r) -> bool:
    return r.castle == "stronghold"


def _is_castle(r) -> bool:
    return r.castle == "castle"


def _has_crowns(r) -> bool:
    return r.kind == "land" and r.crowns > 0


def _units_in(g, house: str, region: str) -> int:
    return B.unit_count(g.s, region) if B.owner_of_units(g.s, region) == house else 0


def _area(area: str):
    def met(g, house):
        return controls(g, house, area)
    return met


for _id, _where in (("stop-the-storm", "storms-end"), ("arbor-gold", "the-arbor"),
                    ("take-the-black", "castle-black"), ("hold-court", "kings-landing"),
                    ("a-mountainous-task", EYRIE), ("a-riper-fruit", "winterfell")):
    objective(_id, areas=(_where,))(_area(_where))


@objective("pull-the-weeds", areas=("searoad-marches", "blackwater", "the-reach"))
def _pull_the_weeds(g, house):
    return controls(g, house, "searoad-marches", "blackwater", "the-reach")


@objective("a-firm-grip", areas=("crackclaw-point", "kingswood"))
def _a_firm_grip(g, house):
    return controls(g, house, "crackclaw-point", "kingswood")


@objective("protect-the-neck", areas=("seagard", "greywater-watch", "flints-finger"))
def _protect_the_neck(g, house):
    return controls(g, house, "seagard", "greywater-watch", "flints-finger")


@objective("cavalry-charge")
def _cavalry_charge(g, house):
    return _on_board(g, house, "knight") >= g.rs.unit_limits_of(house).get("knight", 5)


@objective("backdoor-politics")
def _backdoor_politics(g, house):
    vp = g.s.victory_points
    return all(vp.get(h, 0) > vp.get(house, 0) for h in g.s.houses if h != house)


@objective("home-invasion", areas=("winterfell", "lannisport", "dragonstone", "the-eyrie"))
def _home_invasion(g, house):
    return any(controls(g, house, g.rs.home_of_house[h]) for h in g.s.houses if h != house)


@objective("land-grab", counts=_is_land)
def _land_grab(g, house):
    return _most(g, house, lambda g, h: _count(g, h, _is_land))


@objective("extend-your-reach", counts=_is_sea)
def _extend_your_reach(g, house):
    return _most(g, house, lambda g, h: _count(g, h, _is_sea))


@objective("mercantile-ventures", counts=_is_port)
def _mercantile_ventures(g, house):
    return _most(g, house, lambda g, h: _count(g, h, _is_port))


@objective("a-stalwart-position", counts=_is_stronghold)
def _a_stalwart_position(g, house):
    return _most(g, house, lambda g, h: _count(g, h, _is_stronghold))


@objective("friendly-confines", counts=_is_castle)
def _friendly_confines(g, house):
    return _most(g, house, lambda g, h: _count(g, h, _is_castle))


@objective("naval-superiority")
def _naval_superiority(g, house):
    return _most(g, house, lambda g, h: _on_board(g, h, "ship"))


@objective("spreading-the-wealth")
def _spreading_the_wealth(g, house):
    return _most(g, house, lambda g, h: B.tokens_on_board(g.s, h))


@objective("the-raven")
def _the_raven(g, house):
    return g.holder("kings_court") == house


@objective("the-throne")
def _the_throne(g, house):
    return g.holder("iron_throne") == house


@objective("the-blade")
def _the_blade(g, house):
    return g.holder("fiefdoms") == house


@objective("support-the-crown", areas=("crackclaw-point",))
def _support_the_crown(g, house):
    return _units_in(g, house, "crackclaw-point") == 3 and _units_in(g, house, "kings-landing") == 0


@objective("crossing-guard", areas=("seagard", "the-twins", "crackclaw-point", "the-mountains-of-the-moon"))
def _crossing_guard(g, house):
    return any(controls(g, house, a, b) for a, b in g.rs.raw["adjacency"].get("bridges", []))


@objective("ample-harvest")
def _ample_harvest(g, house):
    return g.s.supply[house] >= 5


@objective("nothing-but-ghosts", areas=("harrenhal",))
def _nothing_but_ghosts(g, house):
    return (B.unit_count(g.s, "harrenhal") == 1 and B.owner_of_units(g.s, "harrenhal") == house
            and not any(_units_in(g, house, r) for r in g.rs.neighbours["harrenhal"]))


@objective("the-final-hour")
def _the_final_hour(g, house):
    return len(g.s.hands[house]) == 1


@objective("the-peoples-chosen", counts=_has_crowns)
def _the_peoples_chosen(g, house):
    return _count(g, house, _has_crowns) >= 4


# ----- special objectives (one per house, open, scored every round it is met) -------------

@objective("special-arryn", areas=(EYRIE,))
def _special_arryn(g, house):
    return controls(g, house, EYRIE) and _most(g, house, lambda g, h: g.s.power[h])


@objective("special-baratheon", areas=("dragonstone", "kings-landing"))
def _special_baratheon(g, house):
    return controls(g, house, "dragonstone", "kings-landing")


@objective("special-lannister", areas=("lannisport", "kings-landing"))
def _special_lannister(g, house):
    return controls(g, house, "lannisport", "kings-landing")


@objective("special-stark", areas=("winterfell",))
def _special_stark(g, house):
    return controls(g, house, "winterfell") and _count(g, house, lambda r: bool(r.castle)) >= 5
