"""Invariant checks run after every step of a random playout (tests, --check)."""
from __future__ import annotations

from collections import Counter
from dataclasses import fields
from typing import TYPE_CHECKING, Any

from . import board as B
from .decks import owned
from .state import GameState

if TYPE_CHECKING:
    from .game import Game


class InvariantError(AssertionError):
    pass


def _fail(msg: str) -> None:
    raise InvariantError(msg)


def check_invariants(g: "Game", wire: bool = True) -> None:
    rs, s = g.rs, g.s
    for house in s.houses:
        if not 0 <= s.power[house]:
            _fail(f"{house} has negative power")
        if s.power[house] + B.tokens_on_board(s, house) > rs.max_power_of(house):
            _fail(f"{house} owns more than {rs.max_power_of(house)} power tokens")
        pieces = B.pieces_on_board(s, house)
        for unit, n in pieces.items():
            if n > rs.unit_limits_of(house).get(unit, 0):
                _fail(f"{house} has {n} {unit} pieces")
        if not s.finished and not B.within_supply(rs, s, house) and not _mid_step(s):
            _fail(f"{house} exceeds its supply limit")
        cards = Counter(s.hands[house] + s.discards[house] + s.removed_cards.get(house, []))
        deck = owned(rs, s, house)
        if cards != Counter(deck):
            _fail(f"{house} house cards are not the seven it owns: {cards}")
        if not s.hands[house] and deck:  # (a hand being drafted owns nothing yet)
            _fail(f"{house} has an empty hand")
    _check_vassals(g)
    _check_set_aside(g)
    for region, a in s.units.items():
        reg = rs.regions[region]
        if region in s.blocked:
            _fail(f"units in blocked {region}")
        if not a["units"] and not a["routed"]:
            _fail(f"empty army record in {region}")
        for u in a["units"] + a["routed"]:
            if (u == "ship") != (reg.kind != "land"):
                _fail(f"{u} cannot be in {region}")
        if reg.kind == "port" and len(a["units"]) + len(a["routed"]) > B.PORT_CAPACITY:
            _fail(f"too many ships in {region}")
        if region in s.neutral:
            _fail(f"units share {region} with a neutral force")
    for region, o in s.orders.items():
        if rs.land_only(o["token"]) and rs.regions[region].kind != "land":
            _fail(f"{o['token']} placed at sea in {region}")
        if rs.order_tokens[o["token"]].sea_only and rs.regions[region].kind != "sea":
            _fail(f"{o['token']} placed out of the sea in {region}")
        if o["token"] in rs.option_token_ids and o["token"] not in rs.extra_order_tokens(s.options):
            _fail(f"{o['token']} in {region} belongs to an option this game does not play")
        a = s.units.get(region)
        if not a or a["house"] != o["house"]:
            if not _mid_step(s):
                _fail(f"order in {region} without its house's units")
    for region in s.tokens:
        if rs.regions[region].kind != "land":
            _fail(f"power token at sea in {region}")
    for track, order in s.tracks.items():
        if sorted(order) != sorted(s.houses):
            _fail(f"{track} track is not a permutation of the houses")
        for house, place in (rs.rules.get("fixed_track_places") or {}).items():
            if house in s.houses and order[place] != house:
                _fail(f"{house} left its fixed place on the {track} track")
    rule = g.victory_rule
    if not s.finished and not _mid_step(s) and rule.at_any_time:
        house = rule.winner(g)
        if house is not None:
            _fail(f"{house} has won ({rule.reason(g, house)}) but the game goes on")
    _check_expansion_state(g)
    _check_area_changes(g)
    _check_iron_bank(g)
    if "variants" in s.options:  # the played variants' own invariants (engine/variants)
        from .variants import check as check_variants

        check_variants(g)
    if not 0 <= s.wildling_threat <= rs.wildling_max:
        _fail("wildling threat out of range")
    if wire and GameState.from_wire(s.to_wire()) != s:
        _fail("wire round trip changed the state")


MAX_STATE_ID = 10_000_000  # accepted commands in one game: far above any real one (a game is ~1,000)
MAX_NUMBER = MAX_STATE_ID  # any other number a state holds (power, supply, points, strengths, ...)
MAX_TEXT = 200  # characters of any text a state holds (ids, prompts: a few dozen)
MAX_VALUES = 200_000  # values in one state, all told (a real one holds a few thousand)
MAX_RANDOM = 1 << 512  # the seed and the generator's state (engine/rng.py: 256-bit keys and counters)


def _is_int(value: object) -> bool:
    return type(value) is int


def check_loaded_state(g: "Game") -> None:
    """A state read from a file (a save to resume or replay) before anything plays on it: the
    shapes and bounds a hand-edited file could break that play itself never does (a state id
    of 10^30, a float round, a house the game does not have, a unit type no ruleset knows, an
    empty phase stack in a game not over), then every invariant of `check_invariants`.
    InvariantError says what is wrong."""
    rs, s = g.rs, g.s
    _check_bounds(s)
    if not _is_int(s.state_id) or not 0 <= s.state_id <= MAX_STATE_ID:
        _fail(f"state id {s.state_id!r} out of range")
    if not _is_int(s.round) or not 1 <= s.round <= rs.rounds + 1:
        _fail(f"round {s.round!r} out of range")
    if not _is_int(s.players) or not isinstance(s.houses, list) or len(s.houses) != s.players \
            or len(set(s.houses)) != len(s.houses) or not set(s.houses) <= set(rs.houses):
        _fail(f"the houses {s.houses!r} are not {s.players!r} of the ruleset's")
    houses = set(s.houses)
    for name in ("power", "supply", "hands", "discards"):
        table = getattr(s, name)
        if not isinstance(table, dict) or set(table) != houses:
            _fail(f"{name} is not kept for exactly the houses in play")
    for house in s.houses:
        if not _is_int(s.power[house]) or not _is_int(s.supply[house]):
            _fail(f"{house}'s power or supply is not an integer")
    if not _is_int(s.wildling_threat):
        _fail("the wildling threat is not an integer")
    for region, army in s.units.items():
        if region not in rs.regions or not isinstance(army, dict) or army.get("house") not in houses:
            _fail(f"army in {region!r} is not understood")
        for unit in list(army.get("units", [])) + list(army.get("routed", [])):
            if unit not in rs.unit_types:
                _fail(f"unknown unit type {unit!r} in {region}")
    for region, house in s.tokens.items():
        if region not in rs.regions or house not in houses:
            _fail(f"power token in {region!r} is not understood")
    for region, order in s.orders.items():
        if region not in rs.regions or not isinstance(order, dict) or order.get("house") not in houses:
            _fail(f"order in {region!r} is not understood")
    _check_objective_shapes(g)
    if not isinstance(s.options, dict):
        _fail("the options are not a map")
    if "variants" in s.options:  # known, playable and playable together, as a new game keeps them
        from .variants import check_stored

        wrong = check_stored(g)
        if wrong:
            _fail(f"variants: {wrong}")
    elif s.decks or s.variant_state:
        _fail("decks or variant state in a game without variants")
    if not isinstance(s.decks, dict) or not set(s.decks) <= houses or not all(
            isinstance(d, list) and all(isinstance(c, str) and rs.knows_card(c) for c in d) for d in s.decks.values()):
        _fail("the drafted decks are not lists of known cards of houses in play")
    _check_setup(g)  # after the variants: a variant may add cards to the decks it checks
    if not isinstance(s.stack, list) or (not s.stack and not s.finished):
        _fail("a game not over has no phase")
    if any(not isinstance(f, dict) or not isinstance(f.get("kind"), str) for f in s.stack):
        _fail("a phase frame is not understood")
    check_invariants(g)


def _check_bounds(s: GameState) -> None:
    """Every value of a loaded state is plain data of a bounded size: maps with text keys, lists,
    texts of at most MAX_TEXT characters, booleans, nil, and integers within MAX_NUMBER (the seed
    and the generator's state within MAX_RANDOM); at most MAX_VALUES of them. A number no play
    makes (crowns 10^9, a bid of 10^12 in a phase) is refused before any rule reads it."""
    for name in ("seed", "rng"):
        value = getattr(s, name)
        if not _is_int(value) or not 0 <= value < MAX_RANDOM:
            _fail(f"{name} is not a number the generator knows")
    stack: list[Any] = [getattr(s, f.name) for f in fields(s) if f.name not in ("seed", "rng")]
    seen = 0
    while stack:
        value = stack.pop()
        seen += 1
        if seen > MAX_VALUES:
            _fail(f"the state holds more than {MAX_VALUES} values")
        kind = type(value)
        if kind is int:
            if not -MAX_NUMBER <= value <= MAX_NUMBER:
                _fail(f"the number {value} is out of range")
        elif kind is str:
            if len(value) > MAX_TEXT:
                _fail(f"a text of {len(value)} characters")
        elif kind is dict:
            for k, v in value.items():
                if type(k) is not str or len(k) > MAX_TEXT:
                    _fail(f"a key {k!r:.40} is not a short text")
                stack.append(v)
        elif kind is list:
            stack.extend(value)
        elif kind is not bool and value is not None:
            _fail(f"a value of type {kind.__name__} in the state")


def _check_setup(g: "Game") -> None:
    """What a loaded state keeps from its setup, and options that agree with the state: known
    options only, each a bool, and vassals only with the option; the setup's houses and
    blocked areas; garrisons and neutral forces as printed (they only ever go); supply on the
    supply track; cards of the decks they belong to; winners and loyalty of houses in play."""
    rs, s = g.rs, g.s
    if str(s.players) not in rs.raw["player_counts"]:
        _fail(f"{s.ruleset} has no setup for {s.players!r} houses")
    setup = rs.player_setup(s.players)
    chosen_from = setup.get("houses_chosen_from")
    if chosen_from and not s.vassals and len(s.houses) == s.players:  # the table chose them (Teach the Game)
        try:
            rs.setup_houses(s.players, list(s.houses))
        except (TypeError, ValueError):
            _fail(f"the houses {s.houses} are not the setup's")
        if s.houses != [h for h in rs.houses if h in s.houses]:
            _fail(f"the houses {s.houses} are not the setup's")
    elif s.houses != [h for h in rs.houses if h in setup["houses"]]:
        _fail(f"the houses {s.houses} are not the setup's")
    known = {"tides_of_battle", *rs.rules["options"], *rs.modules}
    if rs.vassal_rules:
        known.add("vassals")
    if rs.iron_bank:
        known.add(rs.iron_bank["option"])
    # a game's variants are checked as a new game keeps them (variants.check_stored, below)
    flags = {k: v for k, v in s.options.items() if k != "variants"} if isinstance(s.options, dict) else None
    if flags is None or not set(flags) <= known or not all(type(v) is bool for v in flags.values()):
        _fail(f"the options {s.options!r} are not {s.ruleset}'s")
    if (s.vassals or s.commanders or s.set_aside) and not s.options.get("vassals"):
        _fail("vassals in a game without the option")
    if sorted(s.blocked) != sorted(setup["blocked_regions"]):
        _fail("the blocked areas are not the setup's")
    printed = {**setup["home_garrisons"], **(rs.rules.get("returning_garrisons") or {})}
    for region, strength in s.garrisons.items():
        if region not in printed or strength != int(printed[region]) or region in s.blocked:
            _fail(f"a garrison of {strength!r} in {region!r} is not the setup's")
    start = rs.neutral_forces_at_start(s.players)
    for region, strength in s.neutral.items():
        if start.get(region) != strength:
            _fail(f"a neutral force of {strength!r} in {region!r} is not the setup's")
    for house in s.houses:
        if not 0 <= s.supply[house] < len(rs.supply_table):
            _fail(f"{house}'s supply {s.supply[house]} is off the supply track")
    from .phases.westeros import deck_cards

    for deck, pile in s.westeros.items():
        if deck not in rs.westeros_decks or Counter(pile) - Counter(deck_cards(g, deck)):
            _fail(f"Westeros deck {deck!r} holds cards it does not have")
    if any(rs.westeros_cards.get(c) is None for c in s.revealed):
        _fail("a Westeros card drawn is not understood")
    if Counter(s.wildling_deck) - Counter(rs.wildling_cards) or \
            any(h not in s.houses or c not in rs.wildling_cards for h, c in s.raven_peek.items()):
        _fail("the wildling cards are not understood")
    if (s.winner is not None and s.winner not in s.houses) or not set(s.winners) <= set(s.houses):
        _fail("a winner not in play")
    for house, n in s.loyalty_points.items():
        if house not in s.houses or not _is_int(n) or n < 0:
            _fail(f"loyalty of {house!r} is not understood")
    for region, n in s.loyalty.items():
        if region not in rs.regions or not _is_int(n):
            _fail(f"loyalty in {region!r} is not understood")


def _check_expansion_state(g: "Game") -> None:
    """Loyalty within its supply and on land in play; strengths that grow stay within their
    steps; removed cards are the house's own."""
    from .units import unit_base_strength

    rs, s = g.rs, g.s
    supply = int((rs.rules.get("loyalty") or {}).get("supply", 0))
    on_board = sum(s.loyalty.values())
    if on_board + sum(s.loyalty_points.values()) > max(supply, 0) or (on_board and not supply):
        _fail("more loyalty tokens than the supply holds")
    for region, n in s.loyalty.items():
        if n <= 0 or rs.regions[region].kind != "land" or region in s.blocked:
            _fail(f"loyalty tokens misplaced in {region}")
    for unit, ut in rs.unit_types.items():
        value = unit_base_strength(rs, s, unit)
        if not ut.strength <= value <= ut.strength + len(ut.strength_steps):
            _fail(f"{unit} strength {value} out of its range")
    _check_strength_steps(g)
    for house, cards in s.removed_cards.items():
        mine = owned(rs, s, house) if house not in s.vassals else rs.house_deck(house, s.options)
        if any(c not in mine for c in cards):
            _fail(f"{house} has another house's card removed")
    _check_objectives(g)


def _check_strength_steps(g: "Game") -> None:
    """Strength steps taken early (engine/units.py): steps of units that have them, of rounds the
    track has not reached, each once, counted by `unit_steps_advanced`."""
    rs, s = g.rs, g.s
    if not isinstance(s.unit_steps_taken, dict) or not isinstance(s.unit_steps_advanced, dict):
        _fail("strength steps taken early are not understood")
    for unit, taken in s.unit_steps_taken.items():
        ut = rs.unit_types.get(unit)
        if ut is None or not isinstance(taken, list) or not taken or len(set(taken)) != len(taken) \
                or not all(_is_int(r) and r in ut.strength_steps and r > s.round for r in taken):
            _fail(f"strength steps taken early for {unit!r} are not understood: {taken!r}")
    for unit, n in s.unit_steps_advanced.items():
        if not _is_int(n) or n != len(s.unit_steps_taken.get(unit, [])):
            _fail(f"{unit!r} counts {n!r} strength steps taken early, not its {s.unit_steps_taken.get(unit)}")


def _check_objective_shapes(g: "Game") -> None:
    """The objective fields of a loaded state: lists of known card ids and integer points for
    houses in play (what `_check_objectives` counts must be countable)."""
    rs, s = g.rs, g.s
    houses = set(s.houses)
    known = set(rs.objective_cards)

    def cards(value: object) -> bool:
        return isinstance(value, list) and all(isinstance(c, str) and c in known for c in value)

    for name in ("objectives", "objectives_scored"):
        table = getattr(s, name)
        if not isinstance(table, dict) or not set(table) <= houses or not all(cards(v) for v in table.values()):
            _fail(f"{name} is not understood")
    if not cards(s.objective_deck):
        _fail("the objective deck is not understood")
    if not isinstance(s.victory_points, dict) or not set(s.victory_points) <= houses or \
            not all(_is_int(v) for v in s.victory_points.values()):
        _fail("victory points are not understood")


def _check_objectives(g: "Game") -> None:
    """Every objective card is in exactly one place (the deck, a hand, a house's scored cards,
    a pool being shared out); hands never hold more than the deal; points stay on the track."""
    rs, s = g.rs, g.s
    if not rs.objective_rules:
        if s.objectives or s.objective_deck or s.objectives_scored or s.victory_points:
            _fail("objectives in a ruleset without them")
        return
    goal = int((rs.rules.get("victory") or {}).get("to_win", 7))
    places: list[str] = list(s.objective_deck)
    for house in s.houses:
        if not 0 <= s.victory_points.get(house, 0) <= goal:
            _fail(f"{house} is off the victory track")
        hand = s.objectives.get(house, [])
        if len(hand) > int(rs.objective_rules["deal"]):
            _fail(f"{house} holds {len(hand)} objectives")
        places += hand + s.objectives_scored.get(house, [])
    for f in s.stack:
        places += list(f.get("pool", []))
    if Counter(places) != Counter(list(rs.objective_cards)):
        _fail("objective cards lost or doubled")


def _check_area_changes(g: "Game") -> None:
    """Area values in play (engine/areas.py): known areas and fields, a castle only raised or
    torn down where one is printed, crowns and barrels never below print, land areas only."""
    from .areas import CASTLE_LEVELS, FIELDS

    rs, s = g.rs, g.s
    if not isinstance(s.area_changes, dict):
        _fail("area changes are not understood")
    if s.area_changes and not (rs.iron_bank and s.options.get(rs.iron_bank["option"])):
        _fail("area values changed in a game without the Iron Bank")
    # an improvement raises a value by one and a loan makes at most two: never more than all the loans do
    most = 2 * len((rs.iron_bank or {}).get("loans", ()))
    for area, changed in s.area_changes.items():
        if area not in rs.regions or not isinstance(changed, dict) or not changed \
                or not set(changed) <= set(FIELDS):
            _fail(f"area change in {area!r} is not understood")
        reg = rs.regions[area]
        if reg.kind != "land":
            _fail(f"{area} is not land but its values changed")
        if "castle" in changed and (changed["castle"] not in CASTLE_LEVELS or not reg.castle
                                    or changed["castle"] == reg.castle):
            _fail(f"{area}'s castle cannot become {changed['castle']!r}")
        for key in ("crowns", "barrels"):
            if key in changed and (not _is_int(changed[key])
                                   or not getattr(reg, key) < changed[key] <= getattr(reg, key) + most):
                _fail(f"{area}'s {key} {changed[key]!r} is not an improvement")


def _check_iron_bank(g: "Game") -> None:
    """Every loan once: in the deck, face up or bought; bought only by player houses, each
    loan with its slot; the Iron Bank only in games with the option."""
    rs, s = g.rs, g.s
    bank = s.iron_bank
    if not bank:
        if rs.iron_bank and s.options.get(rs.iron_bank["option"]):
            _fail("the Iron Bank option is on but the bank is missing")
        return
    if not rs.iron_bank or not s.options.get(rs.iron_bank["option"]):
        _fail("an Iron Bank in a game without the option")
    if not isinstance(bank, dict) or set(bank) != {"deck", "market", "loans"} \
            or not isinstance(bank["deck"], list) or not isinstance(bank["market"], list) \
            or not isinstance(bank["loans"], dict):
        _fail("the Iron Bank is not understood")
    if len(bank["market"]) != len(rs.iron_bank["slot_costs"]):
        _fail("the loan market has the wrong number of slots")
    bought = []
    for house, loans in bank["loans"].items():
        if house not in s.houses or house in s.vassals or not isinstance(loans, list):
            _fail(f"loans of {house!r} are not understood")
        bought += loans
    for kept in s.set_aside.values():  # the loans of a player whose house is a vassal for now
        bought += kept["loans"]
    if not all(isinstance(c, str) for c in bank["deck"] + bought) \
            or not all(m is None or isinstance(m, str) for m in bank["market"]):
        _fail("a loan in the Iron Bank is not understood")
    every = Counter(c["id"] for c in rs.iron_bank["loans"])
    held = Counter(bank["deck"] + [m for m in bank["market"] if m is not None] + bought)
    if held != every:
        _fail(f"the loans are not the deck's twelve, each once: {sorted(held.elements())}")


SET_ASIDE_KEYS = frozenset({"hand", "discards", "removed", "loans"})


def _check_set_aside(g: "Game") -> None:
    """What a player house keeps aside while it is a vassal: only for vassals, its own seven
    cards (in hand, discarded or removed, a card in hand), loans only with the Iron Bank."""
    rs, s = g.rs, g.s
    if not isinstance(s.set_aside, dict):
        _fail("the things kept aside are not understood")
    for house, kept in s.set_aside.items():
        if house not in s.vassals or not isinstance(kept, dict) or set(kept) != SET_ASIDE_KEYS \
                or not all(isinstance(v, list) and all(isinstance(c, str) for c in v) for v in kept.values()):
            _fail(f"what {house!r} keeps aside is not understood")
        cards = Counter(kept["hand"] + kept["discards"] + kept["removed"])
        own = s.decks.get(house) or rs.deck_of(house, s.options)  # a drafted deck is its own too
        if cards != Counter(own) or not kept["hand"]:
            _fail(f"{house} keeps aside other cards than its own seven: {cards}")
        if kept["loans"] and not s.iron_bank:
            _fail(f"{house} keeps loans aside in a game without the Iron Bank")


def _mid_step(s: GameState) -> bool:
    """True while a combat or march is under way (units are in transit then)."""
    return any(f["kind"] in ("combat", "neutral-combat", "march", "select-units") for f in s.stack)


def _check_vassals(g: "Game") -> None:
    """Vassal ownership: vassals are houses in play without a seat, each commanded (if at all)
    by a seat; a vassal owns no power token and never wins; every decision has a seat."""
    s = g.s
    if not s.vassals:
        if s.commanders:
            _fail("commanders without vassals")
        return
    seats = [h for h in s.houses if h not in s.vassals]
    if not set(s.vassals) <= set(s.houses) or not seats:
        _fail(f"vassals {s.vassals} are not houses in play beside a seat")
    for vassal, seat in s.commanders.items():
        if vassal not in s.vassals or seat not in seats:
            _fail(f"{vassal} commanded by {seat}")
    for house in s.vassals:  # its tokens on the board were left for free when it emptied an area
        if s.power[house]:
            _fail(f"vassal {house} holds available power tokens")
    if set(s.winners) & set(s.vassals) or s.winner in s.vassals:
        _fail("a vassal won")
    for d in g.waiting_for():
        if d.seat not in seats:
            _fail(f"{d.kind} for {d.house} has no seat to answer it")
    from .phases.vassals import family

    for f in s.stack:  # a vassal family never supports against itself
        if f["kind"] != "combat":
            continue
        for region, side in f.get("supports", {}).items():
            army = s.units.get(region)
            against = f["defender"] if side == "attacker" else f["attacker"]
            if army and against and army["house"] in family(g, against) - {against}:
                _fail(f"{army['house']} supports against its own family in {f['area']}")
