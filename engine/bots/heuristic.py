"""The heuristic player (level "easy") and the evaluation the search levels use.

Everything here reads only what a seat may see: either its view (wrapped by
`ViewState`, which gives a view the attribute names of the game state), or a
state the bot sampled itself (a determinized copy, see `determinize.py`).
The same rules of thumb choose every kind of decision:

- orders: march armies that have a worthwhile target they can beat (undefended
  castles, weak neutral forces, weak enemy areas; the table leader's areas count
  more), defend threatened castles and home, support planned attacks and
  threatened neighbours, consolidate power elsewhere, raid where an enemy order
  can be reached;
- marches: attack only when the known strengths favour it, else take empty land,
  leave a power token behind in valuable areas; never leave a castle or home
  empty next to an enemy army holding a march order;
- combat: support the side that is not the leader (or oneself), play a strong
  house card when the fight matters and a weak one when it is lost anyway;
- bids: never spend the power one needs; bid against the wildlings in
  proportion to the threat; on a track, outbid the holder of the first place
  when its usual bid is within reach;
- musters: knights where points allow, else footmen; a ship only when none of
  its own is near and no footman can be raised.
"""
from __future__ import annotations

import random
from collections import Counter
from typing import Any

from .. import board as B
from .. import commands as C
from ..abilities import registry_for
from ..ruleset import Ruleset, ruleset_of_view
from ..units import all_fly, flight_destinations, unit_base_strength
from .card_value import matchups
from .random_bot import RandomBot

UNIT_VALUE = {"footman": 1.0, "knight": 2.0, "siege-engine": 1.5, "ship": 1.0, "dragon": 2.5}
TRACKS = ("iron_throne", "fiefdoms", "kings_court")


class ViewState:
    """A seat's view dressed with the attribute names of `GameState` (read only)."""

    # fields a view leaves out when they are empty, as the game state has them then
    _EMPTY = {"area_changes": {}}

    def __init__(self, view: dict[str, Any]) -> None:
        self._v = view

    def __getattr__(self, name: str) -> Any:
        try:
            return self._v[name]
        except KeyError:
            if name in ViewState._EMPTY:
                return ViewState._EMPTY[name]
            raise AttributeError(name) from None


def _is_card(rs: Ruleset, st: Any, option: Any) -> bool:
    """A house card: the ruleset's own, or in a game playing variants any deck's (a draft)."""
    return option in rs.house_cards or ("variants" in st.options and rs.knows_card(option))


# ----- small board measures -------------------------------------------------------

def unit_strength(unit: str, attacking_castle: bool = False, grown: dict[str, int] | None = None) -> int:
    """A unit's strength in a fight; `grown` holds the current strength of the types whose
    strength changes in play (`grown_strengths`), else a dragon counts a middling 2."""
    if grown and unit in grown:
        return grown[unit]
    if unit == "siege-engine":
        return 4 if attacking_castle else 0
    if unit == "dragon":  # grows from 0 to 5 over the rounds; a middling guess
        return 2
    return 2 if unit == "knight" else 1


def army_strength(units: list[str], attacking_castle: bool = False, grown: dict[str, int] | None = None) -> int:
    return sum(unit_strength(u, attacking_castle, grown) for u in units)


def grown_strengths(rs: Ruleset, st: Any) -> dict[str, int]:
    """Current strength of the unit types whose strength grows with the rounds (dragons: 0 in
    round 1, up to 5), as the view shows it (public) or the sampled state has it."""
    grows = rs.derived.get("growing_units")  # (per ruleset: a game's variants may add dragons)
    if grows is None:
        grows = rs.derived["growing_units"] = tuple(u for u, ut in rs.unit_types.items() if ut.strength_steps)
    if not grows:
        return {}
    table = getattr(st, "unit_strengths", None)
    if table is not None:
        return {u: int(table[u]) for u in grows if u in table}
    return {u: unit_base_strength(rs, st, u) for u in grows}



def flies(rs: Ruleset, units: list[str]) -> bool:
    """An army of flying units only (dragons): it marches to any land area in play."""
    return all_fly(rs, list(units))


def region_value(rs: Ruleset, st: Any, house: str, r: str) -> float:
    """What holding land area `r` is worth to `house` (castles dominate)."""
    reg = rs.regions[r]
    if reg.kind != "land":  # a sea or port counts only towards objectives that count them
        return 0.5 + (objective_bonus(rs, st, house).get(r, 0.0) if rs.objective_rules else 0.0)
    v = 1.0 + reg.barrels * 1.0 + reg.crowns * 0.7
    if reg.castle == "stronghold":
        v += 6.0
    elif reg.castle == "castle":
        v += 5.0
    if reg.home_of == house:
        v += 6.0
    elif reg.home_of and reg.home_of in st.houses:
        v += 2.0
    if rs.objective_rules:  # objectives met by holding it (A Feast for Crows)
        v += objective_bonus(rs, st, house).get(r, 0.0)
    race = loyalty_race(rs, st)
    if race is not None:  # loyalty tokens: victory points for the house that gains them
        loyal, score, to_win = race
        tokens = (getattr(st, "loyalty", None) or {}).get(r, 0) + (r in rs.printed_loyalty_areas)
        if tokens and loyal == house:
            v += 6.0 * tokens
        elif tokens:  # the others keep them out of its hands from the start, more the nearer it is to winning
            v += LOYALTY_DENIAL * tokens * max(2, score - (to_win - 6))
    return v


def gains_loyalty(rs: Ruleset, st: Any, house: str, r: str) -> bool:
    """Whether `house` wins loyalty by taking `r`: it is the loyalty house and `r` holds tokens
    (gained for good on taking it) or a printed icon."""
    if (rs.rules.get("loyalty") or {}).get("house") != house:
        return False
    return bool((getattr(st, "loyalty", None) or {}).get(r)) or r in rs.printed_loyalty_areas


def held_strength(rs: Ruleset, st: Any, r: str, loyal: str) -> float:
    """What the loyalty house must beat to take area `r`: the army there (not its own), the
    garrison, a neutral force."""
    a = st.units.get(r)
    army = army_strength(a["units"], rs.regions[r].castle is not None, grown=grown_strengths(rs, st)) \
        if a and a["house"] != loyal else 0
    return army + st.garrisons.get(r, 0) + st.neutral.get(r, 0) - (5 if a and a["house"] == loyal else 0)


def loyalty_pick(rs: Ruleset, st: Any, seat: str, options: list[Any]) -> Any:
    """Where a deck IV card's loyalty token goes, when a house is asked: the loyalty house puts
    it where taking it is easiest (the least held area; the house with the least held home), the
    others where it is hardest. None when the question is not one of areas or houses."""
    loyal = (rs.rules.get("loyalty") or {}).get("house")
    real = [o for o in options if o != "done"]
    if not loyal or not real or not all(isinstance(o, str) for o in real):
        return None
    if all(o in rs.regions for o in real):
        areas = {o: o for o in real}
    elif all(o in st.houses for o in real) and all(rs.home_of_house.get(o) for o in real):
        areas = {o: rs.home_of_house[o] for o in real}
    else:
        return None
    sign = 1.0 if seat == loyal else -1.0
    return min(real, key=lambda o: (sign * held_strength(rs, st, areas[o], loyal), o))


def loyalty_move_answer(rs: Ruleset, st: Any, seat: str, prompt: str, opts: dict[str, Any]) -> Any:
    """A loyalty token's move (Scattering Dissent, Word Spreads Quickly), or the loyalty house's
    answer to another's move. The loyalty house moves a token into an area it holds (gained at
    once) or where less stands in its way, and pays to cancel a move that puts one out of its
    reach; the others move a token away from it, into an area they hold in strength (it must then
    beat that army to gain it). "none" or "allow" when no move helps."""
    loyal = (rs.rules.get("loyalty") or {}).get("house")
    options = list(opts["options"])

    def eased(src: str, dest: str) -> float:  # how much easier the move makes the token to gain
        won_at_once = 10.0 if B.controller(rs, st, dest) == loyal else 0.0
        return held_strength(rs, st, src, loyal) - held_strength(rs, st, dest, loyal) + won_at_once

    if prompt.endswith(":cancel"):
        src, dest = opts.get("source"), opts.get("dest")
        cost = int(opts.get("cost", 1))
        harm = -eased(src, dest) if src in rs.regions and dest in rs.regions else 0.0
        return "cancel" if "cancel" in options and harm >= 1.5 and st.power[seat] >= cost + 1 else "allow"
    moves = [o for o in options if isinstance(o, (list, tuple)) and len(o) == 2]
    if not moves:
        return options[0]
    sign = 1.0 if seat == loyal else -1.0
    best = max(moves, key=lambda m: (sign * eased(m[0], m[1]), tuple(m)))
    return best if sign * eased(best[0], best[1]) >= 1.0 else ("none" if "none" in options else options[0])


LOYALTY_DENIAL = 2.5  # worth of one loyalty token to a house that is not the loyalty house, per point


def loyalty_race(rs: Ruleset, st: Any) -> tuple[str, int, int] | None:
    """(loyalty house, its score, the score that wins) when a house in play wins by loyalty
    (Mother of Dragons' Targaryen): tokens gained for good plus printed icons it holds."""
    house = (rs.rules.get("loyalty") or {}).get("house")
    if not house or house not in st.houses:
        return None
    rule = ((rs.rules.get("victory") or {}).get("by_house") or {}).get(house) or {}
    to_win = int(rule.get("to_win", 7))
    held = sum(1 for a in rs.printed_loyalty_areas if a not in st.blocked and B.controller(rs, st, a) == house)
    return house, int((getattr(st, "loyalty_points", None) or {}).get(house, 0)) + held, to_win


def _objective_points(rs: Ruleset, house: str, card: str) -> int:
    return int(rs.objective_cards.get(card, {}).get("victory_points", {}).get(house, 0))


def own_objectives(st: Any, house: str) -> list[str]:
    """The objective cards `house` holds as `st` shows them to it: its own hand in its view (a
    view never shows another house's), or a sampled position's hand of that house."""
    hand = getattr(st, "my_objectives", None)
    if hand is not None:  # a view: only the seat's own hand is known
        return [c["id"] for c in hand] if getattr(st, "seat", house) == house else []
    return list((getattr(st, "objectives", None) or {}).get(house, []))


COUNT_WEIGHT = 0.6  # per point of an objective won by holding more areas of a kind, per such area
NAMED_WEIGHT = 1.5  # per point of an objective that names the area
DENY_SPECIAL = 2.0  # an area of another house's open special objective: taking it denies a point a round


def objective_bonus(rs: Ruleset, st: Any, house: str) -> dict[str, float]:
    """Areas worth more to `house` because holding them meets, or counts towards, one of its
    objectives (its own hand as its view shows it, or a sampled position's; its open special
    objective), or denies another house's open special objective."""
    if not rs.objective_rules:
        return {}
    reg = registry_for(rs)
    areas, counts = reg.objective_areas, reg.objective_counts
    out: dict[str, float] = {}
    for c in own_objectives(st, house) + [f"special-{house}"]:
        worth = 1.0 if c.startswith("special-") else _objective_points(rs, house, c)
        for r in areas.get(c, ()):
            out[r] = out.get(r, 0.0) + NAMED_WEIGHT * worth
        test = counts.get(c)
        if test is not None:
            for r in _counted_areas(rs, test):
                out[r] = out.get(r, 0.0) + COUNT_WEIGHT * worth
    for other in st.houses:  # the others' special objectives are open: taking their areas denies a point
        if other != house:
            for r in areas.get(f"special-{other}", ()):
                if rs.regions[r].home_of != other:  # a home is its house's to hold anyway
                    out[r] = out.get(r, 0.0) + DENY_SPECIAL
    return out


def _counted_areas(rs: Ruleset, test: Any) -> tuple[str, ...]:
    """The areas an objective's count test accepts (a game's board never changes: kept per test
    with its ruleset, since a variant may change the board)."""
    counted = rs.derived.setdefault("counted_areas", {})
    key = id(test)
    if key not in counted:
        counted[key] = tuple(r for r, reg in rs.regions.items() if test(reg))
    return counted[key]


def objective_progress(rs: Ruleset, st: Any, house: str, card: str) -> float:
    """How near `house` is to meeting an objective, 0 to 1, from the board as `st` shows it: the
    share of the areas it names that the house holds (or has units next to), or for one that counts
    areas of a kind how its count stands against every other house's (the board is public)."""
    reg = registry_for(rs)
    named = reg.objective_areas.get(card)
    if named:
        got = 0.0
        for r in named:
            if B.controller(rs, st, r) == house:
                got += 1.0
            elif any((st.units.get(n) or {}).get("house") == house for n in rs.neighbours[r]):
                got += 0.4
        return got / len(named)
    test = reg.objective_counts.get(card)
    if test is not None:
        counted = set(_counted_areas(rs, test))
        tally = Counter(B.controller(rs, st, r) for r in counted if r not in st.blocked)
        mine = tally.get(house, 0)
        best_other = max((tally.get(h, 0) for h in st.houses if h != house), default=0)
        return max(0.0, min(1.0, 0.7 + 0.3 * (mine - best_other)))
    return 0.4


class _Probe:
    """What an objective's condition reads (`g.rs`, `g.s`, `g.holder`), over a (sampled) state."""

    def __init__(self, rs: Ruleset, s: Any) -> None:
        self.rs, self.s = rs, s

    def holder(self, track: str) -> str:
        order = self.s.tracks[track]
        vassals = getattr(self.s, "vassals", None) or ()
        return next(h for h in order if h not in vassals)


MET_OBJECTIVE = 5.0  # per point of an own objective met in a position (a scored point is worth 12)
MET_SPECIAL = 5.0  # an open special objective met: a point at the round's end


def objective_standing(rs: Ruleset, s: Any, house: str) -> float:
    """What the objectives met in a (sampled, full) state are worth to `house`: its own hand's
    (never another house's: their hands in a sample are guesses) and every open special objective,
    its own counted for it and the others' against it."""
    if not rs.objective_rules or getattr(s, "objectives", None) is None:
        return 0.0
    conditions = registry_for(rs).objectives
    g = _Probe(rs, s)
    v = 0.0
    for c in s.objectives.get(house, []):
        fn = conditions.get(c)
        if fn is not None and fn(g, house):
            v += MET_OBJECTIVE * _objective_points(rs, house, c)
    for h in specials_met(rs, s):
        v += MET_SPECIAL if h == house else -MET_SPECIAL / max(1, len(s.houses) - 1)
    return v


def specials_met(rs: Ruleset, st: Any) -> list[str]:
    """The houses whose open special objective is met on the board `st` shows (it scores at the
    round's end; the conditions read only public facts)."""
    conditions = registry_for(rs).objectives
    g = _Probe(rs, st)
    out = []
    for h in st.houses:
        fn = conditions.get(f"special-{h}")
        if fn is not None and h in rs.special_objectives and fn(g, h):
            out.append(h)
    return out


def holdings(rs: Ruleset, st: Any) -> tuple[dict[str, int], dict[str, int], dict[str, int], dict[str, str]]:
    """Castles, land areas and barrels per house, and who controls each land area (as
    board.controller), in one pass over the land areas; areas out of play count for nobody."""
    units_at, tokens_at, houses, blocked = st.units, st.tokens, st.houses, st.blocked
    castles: dict[str, int] = {}
    lands: dict[str, int] = {}
    barrels: dict[str, int] = {}
    control: dict[str, str] = {}
    for r, home, n_barrels, castle in rs.land_facts:
        a = units_at.get(r)
        h = a["house"] if a else (tokens_at.get(r) or (home if home in houses else None))
        if not h:
            continue
        control[r] = h
        if blocked and r in blocked:
            continue
        lands[h] = lands.get(h, 0) + 1
        barrels[h] = barrels.get(h, 0) + n_barrels
        if castle:
            castles[h] = castles.get(h, 0) + 1
    return castles, lands, barrels, control


def leader_scores(rs: Ruleset, st: Any, viewer: str | None = None, unguarded: bool = False) -> dict[str, float]:
    """Standing of every house (castles dominate), measured in one pass over the board. When a
    `viewer` judges who leads, a house other than the loyalty house counts every loyalty token on
    the board as the loyalty house's already (its flying armies reach them all, and the tokens
    were placed for it). A position's score (`evaluate`) counts only the `unguarded` ones, where
    no army stands: guarding a token, or losing one the loyalty house takes, must change the
    score. Every rollout's every decision asks it for a new state, so it is one pass over the
    land areas with plain dicts."""
    units_at, tokens_at, houses = st.units, st.tokens, st.houses
    castles, lands, barrels, control = holdings(rs, st)
    units: dict[str, float] = {}
    value = UNIT_VALUE.__getitem__
    for a in units_at.values():
        h, routed = a["house"], a["routed"]
        # routed units count 0.8 (an army without any adds 0.0 for them, as 0.8 times an empty sum did)
        worth = sum(map(value, a["units"])) + (0.8 * sum(map(value, routed)) if routed else 0.0)
        units[h] = units.get(h, 0) + worth
    tokens: dict[str, int] = {}
    for h in tokens_at.values():
        tokens[h] = tokens.get(h, 0) + 1
    tracks_of, power, hands, cards = st.tracks, st.power, st.hands, rs.house_cards
    n = len(houses)
    places = [{h: i for i, h in enumerate(tracks_of[t])} for t in TRACKS]
    near_win = rs.castles_needed(n) - 1
    own_measures = (rs.rules.get("victory") or {}).get("by_house") or {}
    if own_measures:  # a house scored by loyalty (Mother of Dragons): its gained points, and its printed icons
        points = getattr(st, "loyalty_points", None) or {}
        for h, rule in own_measures.items():
            if h in houses and rule.get("measure") == "loyalty":
                held = sum(1 for r in rs.printed_loyalty_areas if control.get(r) == h)
                castles[h] = points.get(h, 0) + held
                if viewer is not None and viewer != h:
                    castles[h] += sum(n for r, n in (getattr(st, "loyalty", None) or {}).items()
                                      if not unguarded or r not in units_at)
    points = getattr(st, "victory_points", None) if rs.objective_rules else None
    if points is not None:  # victory points win (A Feast for Crows): castles only help to hold land
        goal = int((rs.rules.get("victory") or {}).get("to_win", 7))
        near_win = goal - 1
        lands = {h: lands.get(h, 0) + 0.25 * castles.get(h, 0) for h in houses}
        castles = {h: points.get(h, 0) for h in houses}
        for h in specials_met(rs, st):  # a special objective met now is a point at the round's end
            castles[h] += 1
    out: dict[str, float] = {}
    for h in houses:
        home = rs.home_of_house.get(h)
        home_bonus = 4.0 if home and control.get(home) == h else 0.0
        tracks = sum([(n - place[h]) * 0.25 for place in places])
        hand = sum([cards[c].strength for c in hands.get(h, ())]) * 0.15
        c = castles.get(h, 0)
        v = (12.0 * c + 1.5 * lands.get(h, 0) + 1.2 * min(barrels.get(h, 0), 20) + 0.6 * power[h]
             + 0.8 * tokens.get(h, 0) + 1.6 * units.get(h, 0) + home_bonus + tracks + hand)
        if c >= near_win:
            v += 15.0
        out[h] = v
    return out


def evaluate(rs: Ruleset, st: Any, house: str) -> float:
    """Score of a (sampled) state for `house`: own standing against the leader and the field."""
    if getattr(st, "finished", False) and st.winner:
        return 1000.0 if st.winner == house else -1000.0
    vals = leader_scores(rs, st, house, unguarded=True)  # a loyalty token in the open is Targaryen's
    mine = vals.pop(house)
    if not vals:
        return mine
    others = sorted(vals.values(), reverse=True)
    return mine - 0.6 * others[0] - 0.4 * sum(others) / len(others) + objective_standing(rs, st, house)


# ----- the heuristic player -----------------------------------------------------------

class HeuristicBot:
    """Level "easy": answers at once from rules of thumb. `noise` randomises it for rollouts."""

    def __init__(self, seed: int = 0, noise: float = 0.0, careful_muster: bool = False) -> None:
        self.rng = random.Random(seed)
        self.noise = noise
        self.careful_muster = careful_muster  # muster first where enemies press hardest (hard)
        self.fallback = RandomBot(seed + 7919)

    # public interface shared by every bot
    def propose(self, view: dict[str, Any], decision: dict[str, Any], attempt: int = 0) -> Any:
        rs = ruleset_of_view(view)
        return self.decide(rs, ViewState(view), view.get("combat"), decision, attempt, view)

    def decide(self, rs: Ruleset, st: Any, combat: dict[str, Any] | None, decision: dict[str, Any],
               attempt: int = 0, view: dict[str, Any] | None = None) -> Any:
        if attempt >= 2:  # the game refused twice: fall back to simpler legal moves
            return self.fallback.propose(view if view is not None else _pseudo_view(rs, st),
                                         decision, attempt + 4)
        kind = decision["kind"]
        seat = decision["seat"]
        opts = decision["options"]
        fn = getattr(self, "_" + kind.replace("-", "_"), None)
        if fn is None:
            return self.fallback.propose(view if view is not None else _pseudo_view(rs, st), decision, attempt)
        return fn(rs, st, seat, opts, combat, attempt)

    def _jitter(self) -> float:
        return self.rng.uniform(-self.noise, self.noise) if self.noise else 0.0

    # ----- planning ---------------------------------------------------------------
    def order_scores(self, rs: Ruleset, st: Any, seat: str, regions: list[str]) -> dict[str, dict[str, float]]:
        """Score of each order type in each region, by the rules of thumb above."""
        grown = grown_strengths(rs, st)
        mine = set(regions)
        threat = {r: enemy_pressure(rs, st, seat, r) for r in regions}
        lead = leader(rs, st, seat)
        plans: dict[str, tuple[float, str | None]] = {r: best_march_target(rs, st, seat, r, 0, lead)
                                                      for r in regions}
        attack_targets = {t for r, (v, t) in plans.items() if t and v > 2.5}
        out: dict[str, dict[str, float]] = {}
        for r in regions:
            reg = rs.regions[r]
            a = st.units[r]
            power = army_strength(a["units"] + a["routed"], grown=grown)
            val = region_value(rs, st, seat, r)
            sc: dict[str, float] = {}
            march_v, _ = plans[r]
            sc["march"] = march_v
            # defence: castles and home under pressure
            need = threat[r] - power
            sc["defense"] = (val * 0.45 if threat[r] > 0 else 0.0) + (1.0 if need > 0 and reg.castle else 0.0)
            # support: next to a planned attack or a threatened area of mine
            sup = 0.0
            for n in rs.neighbours[r]:
                if n in attack_targets and n not in mine:
                    sup = max(sup, 2.0 + power * 0.8)
                elif n in mine and n != r and threat.get(n, 0) > 0 and rs.regions[n].castle:
                    sup = max(sup, 1.0 + power * 0.4)
            sc["support"] = sup
            # consolidate power: crowns and calm areas
            if reg.kind == "land":
                sc["consolidate-power"] = 1.0 + 1.2 * reg.crowns - 0.3 * min(threat[r], 4)
            elif reg.kind == "port":
                sc["consolidate-power"] = 0.8
            else:
                sc["consolidate-power"] = -1.0
            # raid: enemy areas in reach
            enemies = sum(1 for n in rs.neighbours[r]
                          if (n in st.units and st.units[n]["house"] != seat)
                          and _raid_kind_ok(rs, r, n))
            sc["raid"] = 0.6 * min(enemies, 3)
            out[r] = sc
        return out

    def _place_orders(self, rs, st, seat, opts, combat, attempt):
        regions = list(opts["regions"])
        tokens = list(opts["tokens"])
        scores = self.order_scores(rs, st, seat, regions)
        chosen = self.assign_orders(rs, scores, tokens, opts["count"], opts["star_limit"])
        if "iron-bank" in opts.get("extra_tokens", ()):
            sea = bank_order_area(rs, st, seat, regions, scores, chosen)
            if sea is not None:
                chosen[sea] = "iron-bank"
        return C.PlaceOrders(tuple(sorted(chosen.items())))

    def assign_orders(self, rs: Ruleset, scores: dict[str, dict[str, float]], tokens: list[str],
                      count: int, star_limit: int) -> dict[str, str]:
        pairs = []
        for r, sc in scores.items():
            for t in tokens:
                tok = rs.order_tokens[t]
                base = sc.get(tok.type, 0.0)
                if tok.type == "march":
                    v = base + 0.5 * tok.bonus if base > 1.0 else base - 0.5
                elif tok.type == "defense":
                    v = base * (1 + 0.25 * tok.bonus) if base > 0 else -0.5
                elif tok.type == "support":
                    v = base + 0.3 * tok.bonus if base > 0 else -0.3
                elif tok.type == "consolidate-power":
                    v = base + (0.8 if tok.starred else 0.0)
                else:  # raid
                    v = base + (0.2 if tok.starred else 0.0)
                if tok.starred:
                    v -= 0.15  # keep stars for where they matter
                pairs.append((v + self._jitter(), r, t))
        pairs.sort(key=lambda p: (-p[0], p[1], p[2]))
        rounds = [pairs]
        if any(rs.land_only(t) for t in tokens):
            # land-only tokens (1st edition Consolidate Power): seas take their tokens first,
            # so every area still gets an order; a land-only token never goes to sea
            pairs = [p for p in pairs if rs.regions[p[1]].kind == "land" or not rs.land_only(p[2])]
            rounds = [[p for p in pairs if rs.regions[p[1]].kind != "land"], pairs]
        if any(rs.order_tokens[t].sea_only for t in tokens):  # the sea orders module's tokens
            pairs = [p for p in pairs if rs.token_fits(p[2], p[1])]
            chosen = self._assign(rs, [pairs], count, star_limit)
            if len(chosen) >= count:
                return chosen
            # too few tokens to spare: sea-only ones take their seas first
            rounds = [[p for p in pairs if rs.order_tokens[p[2]].sea_only],
                      [p for p in pairs if rs.regions[p[1]].kind != "land"], pairs]
        return self._assign(rs, rounds, count, star_limit)

    @staticmethod
    def _assign(rs: Ruleset, rounds: list[list[tuple[float, str, str]]], count: int,
                star_limit: int) -> dict[str, str]:
        """Greedy: each round's best pairs first, one token per area, within the star limit."""
        chosen: dict[str, str] = {}
        used: set[str] = set()
        stars = 0
        for candidates in rounds:
            for v, r, t in candidates:
                if len(chosen) >= count:
                    break
                if r in chosen or t in used:
                    continue
                if rs.order_tokens[t].starred:
                    if stars >= star_limit:
                        continue
                    stars += 1
                chosen[r] = t
                used.add(t)
        return chosen

    def _raven(self, rs, st, seat, opts, combat, attempt):
        return C.UseRaven("none")

    def _raven_peek(self, rs, st, seat, opts, combat, attempt):
        return C.Choose("keep")

    # ----- raids and marches --------------------------------------------------------
    def _raid(self, rs, st, seat, opts, combat, attempt):
        best = None
        lead = leader(rs, st, seat)
        for src in sorted(opts["raids"]):
            for t in opts["raids"][src]:
                o = st.orders.get(t)
                if not o:
                    continue
                typ = rs.order_tokens[o["token"]].type
                v = {"consolidate-power": 3.0, "support": 2.5, "defense": 2.0, "raid": 1.0}.get(typ, 0.5)
                if o["house"] == lead:
                    v += 1.0
                v += self._jitter()
                if best is None or v > best[0]:
                    best = (v, src, t)
        if best:
            return C.ResolveRaid(best[1], best[2])
        return C.ResolveRaid(sorted(opts["raids"])[0], "")

    def _march(self, rs, st, seat, opts, combat, attempt):
        plans = []
        lead = leader(rs, st, seat)
        for src in sorted(opts["marches"]):
            cmd, v = self.plan_march(rs, st, seat, src, opts["marches"][src], attempt, lead)
            plans.append((v + self._jitter(), src, cmd))
        plans.sort(key=lambda p: (-p[0], p[1]))
        return plans[0][2]

    def plan_march(self, rs: Ruleset, st: Any, seat: str, src: str, o: dict[str, Any],
                   attempt: int = 0, lead: str | None = None) -> tuple[Any, float]:
        units = list(o["units"])
        dests = list(o["destinations"])
        combat = set(o["combat"])
        if not units or not dests:
            return C.ResolveMarch(src, ()), 0.0
        bonus = _march_bonus(rs, st, src)
        src_val = region_value(rs, st, seat, src) if rs.regions[src].kind == "land" else 0.5
        src_threat = march_threat(rs, st, seat, src)
        guarded = rs.regions[src].kind == "land" and (rs.regions[src].castle is not None
                                                      or rs.regions[src].home_of == seat)
        keep: list[str] = []
        if guarded and src_threat > 0 and len(units) > 1:
            keep = [min(units, key=lambda u: UNIT_VALUE[u])]  # leave a guard behind
        movers = list(units)
        for u in keep:
            movers.remove(u)
        best = (0.0, None)
        if lead is None:
            lead = leader(rs, st, seat)
        for d in dests:
            v = self.move_value(rs, st, seat, src, d, movers, bonus, d in combat, lead)
            if v > best[0]:
                best = (v, d)
        value, dest = best
        if dest is None:
            return C.ResolveMarch(src, ()), 0.0
        if dest not in combat and rs.regions[src].kind == "land":
            # spread: one spare unit into each further empty area worth taking
            moves: dict[str, list[str]] = {dest: []}
            spare = sorted(movers, key=lambda u: UNIT_VALUE[u])
            extra = [d for d in dests if d != dest and d not in combat
                     and rs.regions[d].kind == "land" and d not in st.units
                     and B.controller(rs, st, d) != seat]
            if flies(rs, movers):  # a flying army reaches every area: it splits only to gain loyalty
                extra = [d for d in extra if gains_loyalty(rs, st, seat, d)]
            extra.sort(key=lambda d: -region_value(rs, st, seat, d))
            for d in extra:
                if len(spare) <= 1:
                    break
                moves[d] = [spare.pop(0)]
                value += 0.5 * region_value(rs, st, seat, d)
            moves[dest] = spare
        else:
            moves = {dest: movers}
        if attempt >= 1:  # refused once: keep it to one destination
            moves = {dest: movers}
        moves = _fit_moves(rs, st, seat, src, units, moves)
        if not moves:
            return C.ResolveMarch(src, ()), 0.0
        moved = sum(len(v) for v in moves.values())
        routed = st.units[src]["routed"] if src in st.units else []
        leave = (o.get("can_leave_power_token") and moved == len(units) and not keep and not routed
                 and st.power[seat] >= 2 and (src_val >= 3.0 or rs.regions[src].castle is not None))
        if guarded and src_threat > 0 and moved == len(units) and not routed:
            value -= src_val  # an empty castle next to an enemy march is lost without a fight
        else:
            value -= 0.0 if (keep or leave or moved < len(units)) else 0.35 * src_val
        return C.ResolveMarch(src, tuple((d, tuple(sorted(us))) for d, us in sorted(moves.items()) if us),
                              bool(leave)), value

    def move_value(self, rs: Ruleset, st: Any, seat: str, src: str, d: str, movers: list[str],
                   bonus: int, is_combat: bool, lead: str | None = None) -> float:
        grown = grown_strengths(rs, st)
        reg = rs.regions[d]
        gain = region_value(rs, st, seat, d) if reg.kind == "land" else _sea_value(rs, st, seat, d)
        gain *= leader_factor(rs, st, seat, d, lead)
        if not is_combat:
            if B.controller(rs, st, d) == seat:
                # repositioning: worth it only towards the front
                return 0.3 * max(0.0, enemy_pressure(rs, st, seat, d) - enemy_pressure(rs, st, seat, src))
            return gain
        mine = army_strength(movers, reg.castle is not None, grown=grown) + bonus + support_for(rs, st, seat, d, seat)
        if d in st.neutral and d not in st.units:
            return gain + 1.0 if mine >= st.neutral[d] else -1.0
        a = st.units.get(d)
        foe = a["house"] if a else reg.home_of
        if not a and d in st.garrisons:  # a garrison fights for the area's holder (a home's for its house)
            foe = B.garrison_holder(rs, st, d)
        theirs = (army_strength(a["units"], grown=grown) if a else 0) + _garrison_for(rs, st, d, foe)
        o = st.orders.get(d)
        if o and o["house"] == foe and rs.order_tokens[o["token"]].type == "defense":
            theirs += rs.order_tokens[o["token"]].bonus
        theirs += support_for(rs, st, seat, d, foe)
        my_card = _best_card(rs, st, seat)
        their_card = _best_card(rs, st, foe) if foe else 0
        margin = mine - theirs + 0.6 * (my_card - their_card)
        if margin >= 1.5:
            return gain + 0.6 * (army_strength(a["units"], grown=grown) if a else 0) + 1.0
        if margin >= 0:
            return 0.5 * gain
        return -2.0

    # ----- combat ----------------------------------------------------------------
    def _support(self, rs, st, seat, opts, combat, attempt):
        att, dfn = opts["attacker"], opts["defender"]
        if seat == att:
            side = "attacker"
        elif seat == dfn:
            side = "defender"
        elif dfn == "neutral" or dfn is None:
            side = "none"
        else:
            scores = leader_scores(rs, st, seat)
            # help whoever is weaker of the two, never the leader of the table
            top = max(scores, key=lambda h: scores[h])
            if att == top:
                side = "defender"
            elif dfn == top:
                side = "attacker"
            else:
                side = "defender" if scores[att] > scores[dfn] else "attacker"
                if abs(scores[att] - scores[dfn]) < 3.0:
                    side = "none"
        return C.DeclareSupport(tuple((r, side) for r in opts["regions"]))

    def _house_card(self, rs, st, seat, opts, combat, attempt):
        hand = list(opts["hand"])
        if len(hand) == 1:
            return C.ChooseHouseCard(hand[0])
        opp = opts.get("opponent")
        area = opts["area"]
        stakes = region_value(rs, st, seat, area) if rs.regions[area].kind == "land" else 2.0
        keep = sorted(hand, key=lambda c: (rs.house_cards[c].strength, c))  # the cheapest to spend first
        margins = self._card_margins(rs, st, seat, opp, combat, hand)
        if margins is None:  # no battle to read (or one the card texts cannot be asked about)
            pick = self._printed_card(rs, st, seat, opp, combat, keep, stakes)
        else:
            sure = [c for c in keep if min(margins[c]) > 0]
            hopeful = [c for c in keep if sum(margins[c]) / len(margins[c]) >= 0]
            if sure:
                pick = sure[0]
            elif hopeful and stakes >= 4.0:  # the fight matters: the best chance
                pick = max(hopeful, key=lambda c: (sum(m > 0 for m in margins[c]), sum(margins[c]),
                                                    -keep.index(c)))
            elif hopeful:
                pick = hopeful[0]
            else:
                pick = keep[0]  # lost anyway: keep the strong cards
        if self.noise and self.rng.random() < self.noise * 0.3:
            pick = self.rng.choice(hand)
        return C.ChooseHouseCard(pick)

    def _card_margins(self, rs, st, seat, opp, combat, hand) -> dict[str, list[float]] | None:
        """For each own card, by how much it wins (above 0) or loses against each card the
        opponent may play, as the cards' own texts count it (`card_value.matchups`); a tie goes
        to the higher place on the Fiefdoms track."""
        sides = (combat.get("attacker"), combat.get("defender")) if combat else ()
        their_hand = list(st.hands.get(opp, ())) if opp in sides else []
        if not their_hand:
            return None
        me = sides[0] if sides[1] == opp else sides[1]  # the house fighting (a commander's vassal too)
        try:
            table = matchups(rs, st, me, combat, hand, their_hand, self._answer_for(rs, st, combat))
        except Exception:  # a position the card texts cannot be asked about: printed numbers
            return None
        fief = st.tracks["fiefdoms"]
        tie = 0.5 if me in fief and opp in fief and fief.index(me) < fief.index(opp) else -0.5
        margins: dict[str, list[float]] = {c: [] for c in hand}
        for (c, _t), (mine, theirs) in table.items():  # one pass, each card's in the table's order
            margins[c].append(mine - theirs + (tie if mine == theirs else 0.0))
        return margins

    def _answer_for(self, rs, st, combat):
        """How this bot answers a card's question while it weighs the cards (as in play)."""
        def answer(seat: str, asked: dict[str, Any]) -> Any:
            opts = {"prompt": asked["prompt"], "options": list(asked["options"]), **asked.get("info", {})}
            return self._choose(rs, st, seat, opts, combat, 0).choice
        return answer

    def _printed_card(self, rs, st, seat, opp, combat, cards, stakes) -> str:
        """The choice by printed strengths alone, against the strengths of the opponent's hand."""
        base_me, base_them = combat_bases(rs, st, seat, combat)
        theirs = [rs.house_cards[c].strength for c in st.hands.get(opp, ())] if opp else [0]
        theirs = theirs or [0]
        t_max, t_avg = max(theirs), sum(theirs) / len(theirs)
        diff = base_me - base_them
        sure = [c for c in cards if diff + rs.house_cards[c].strength > t_max]
        if sure:
            return sure[0]
        strongest = cards[-1]
        if diff + rs.house_cards[strongest].strength >= t_avg and stakes >= 4.0:
            return strongest
        if diff + rs.house_cards[strongest].strength >= t_avg:
            return [c for c in cards if diff + rs.house_cards[c].strength >= t_avg][0]
        return cards[0]  # lost anyway: keep the strong cards

    def _retreat(self, rs, st, seat, opts, combat, attempt):
        house = opts.get("house", seat)

        def key(r: str) -> tuple[float, str]:
            v = region_value(rs, st, house, r) if B.controller(rs, st, r) == house else 0.0
            v += 2 * B.unit_count(st, r) if B.owner_of_units(st, r) == house else 0
            v -= enemy_pressure(rs, st, house, r)
            return (-v, r)

        options = sorted(opts["options"], key=key)
        # a winner choosing for the loser (Robb Stark) sends it where it is worth least
        return C.Retreat(options[0] if house == seat else options[-1])

    # ----- choices ------------------------------------------------------------------
    def _draft(self, rs, st, seat, opts, combat, attempt):
        """A house-card draft's pick (engine/variants/drafts.py): the card with the most printed
        strength, icons and text, or a track place while one near the top is free."""
        def card_worth(c: str) -> float:
            card = rs.house_cards[c]
            return 2.0 * card.strength + card.swords + card.fortifications + (1.5 if card.ability else 0.0)

        options = list(opts["options"])
        places = opts.get("places", {})
        best = max((o for o in options if o not in places), key=lambda c: (card_worth(c), c), default=None)
        place = min(places, key=lambda t: (places[t], t), default=None)
        place_worth = {1: 9.0, 2: 6.5, 3: 4.0}.get(places[place], 1.0) if place else -1.0
        if best is None or (place is not None and place_worth >= card_worth(best)):
            return C.Choose(place)
        return C.Choose(best)

    def _draft_scenario(self, rs, st, seat, opts, combat, attempt):
        """The draft scenario (engine/variants/draft_scenario.py): the start as it is."""
        return C.Choose("approve" if "approve" in opts["options"] else "ready")

    def _choose(self, rs, st, seat, opts, combat, attempt):
        options = list(opts["options"])
        prompt = opts.get("prompt", "")
        asks = registry_for(rs).question(prompt)  # what a house card's ability asks, if it is one
        # the table's leader is measured only for the few questions that ask about it: a rollout
        # answers many questions, and measuring the whole board for each would cost
        if prompt == "claim-vassals":  # more vassals, more armies to use: take the whole share
            return C.Choose(max(options, key=len))
        if prompt == "iron-bank-loan" or prompt.startswith("loan-"):
            return C.Choose(loan_answer(rs, st, seat, prompt, opts, leader(rs, st, seat)))
        if prompt == "special-consolidate-power":
            return C.Choose("muster" if _muster_room(rs, st, seat) else "consolidate")
        if prompt == "port-takeover":
            return C.Choose(max(options))
        if prompt == "valyrian-steel-blade":
            s = opts.get("strengths", {})
            side = opts.get("for_house", seat)  # the holder's own vassal may be the one fighting
            me = "attacker" if combat and combat.get("attacker") == side else "defender"
            other = "defender" if me == "attacker" else "attacker"
            mine = sum(s.get(me, {}).values())
            theirs = sum(s.get(other, {}).values())
            return C.Choose("+1" if "+1" in options and mine <= theirs <= mine + 1 else "none")
        if asks == "cancel-opponent-card":
            card = opts.get("opponent_card")
            strong = _is_card(rs, st, card) and rs.house_cards[card].strength >= 3
            return C.Choose("cancel" if strong else "keep")
        if asks == "discard-opponent-card" or prompt in ("mammoth-riders", "massing-on-the-milkwater"):
            cards = [c for c in options if _is_card(rs, st, c)]
            if cards:
                return C.Choose(max(cards, key=lambda c: (rs.house_cards[c].strength, c)))
        if asks in ("copy-discarded-card", "buy-back-card"):  # the strongest card on offer
            cards = [c for c in options if _is_card(rs, st, c)]
            if cards:
                return C.Choose(max(cards, key=lambda c: (rs.house_cards[c].strength, c)))
        if asks == "pay-power-for-strength":  # a few tokens for strength, keeping one for later
            paid = [o for o in options if isinstance(o, int)]
            return C.Choose(min(max(paid), max(0, min(3, st.power.get(seat, 0) - 1))))
        if asks == "destroy-enemy-footman":  # a lone footman first (its area and order go too), the leader's
            regions = [o for o in options if o in st.units]
            if regions:
                lead = leader(rs, st, seat)

                def hurt(r: str) -> tuple[float, str]:
                    a = st.units[r]
                    lone = len(a["units"]) + len(a["routed"]) == 1
                    return ((region_value(rs, st, a["house"], r) if lone else 1.0)
                            + (2.0 if a["house"] == lead else 0.0), r)
                return C.Choose(max(regions, key=hurt))
        if asks == "move-wildling-threat":  # a lower threat is a later, weaker attack
            return C.Choose("down" if "down" in options else "none")
        if asks == "opponent-last-on-track" and combat:
            opp = combat["defender"] if combat.get("attacker") == seat else combat.get("attacker")
            tracks = [t for t in options if t in st.tracks]
            if opp and tracks:
                return C.Choose(min(tracks, key=lambda t: (st.tracks[t].index(opp), t)))
        if prompt in ("preemptive-raid-track", "a-king-beyond-the-wall", "a-king-beyond-the-wall-nw"):
            tracks = [t for t in options if t in st.tracks]
            if tracks:  # give up the place that matters least
                return C.Choose(max(tracks, key=lambda t: (st.tracks[t].index(seat), t)))
        if prompt == "put-to-the-sword":
            return C.Choose("march-plus-one" if leader(rs, st, seat) != seat and "march-plus-one" in options
                            else "none")
        if prompt == "dark-wings-dark-words":
            return C.Choose("game-of-thrones" if "game-of-thrones" in options else options[0])
        if prompt == "a-throne-of-blades":
            return C.Choose("mustering" if _muster_room(rs, st, seat) and "mustering" in options else "supply")
        if prompt == "preemptive-raid":
            return C.Choose(options[0])
        if "wildling-reset" in options:  # a high threat reset, else troops
            return C.Choose("wildling-reset" if st.wildling_threat >= 6 or "mustering" not in options
                            or not _muster_room(rs, st, seat) else "mustering")
        if prompt == "objective-pool":  # the objective worth most to this house
            return C.Choose(max(options, key=lambda c: (_objective_points(rs, seat, c), c)))
        if asks == "pay-power-to-strip-opponent" and combat:
            opp = combat["defender"] if combat.get("attacker") == seat else combat.get("attacker")
            return C.Choose("discard" if st.power.get(opp, 0) >= 3 and "discard" in options else "none")
        if prompt.startswith("hand-out-bid"):  # handed-out bid tokens: to the house they help least
            vals = leader_scores(rs, st, seat)
            return C.Choose(min(options, key=lambda h: (vals[h], h)))
        effect = rs.rules.get("westeros_card_effects", {}).get(prompt.split(":")[0], {})
        if effect.get("effect") == "loyalty" and prompt.endswith((":move", ":cancel")):
            return C.Choose(loyalty_move_answer(rs, st, seat, prompt, opts))
        if effect.get("effect") == "loyalty" and ":" in prompt:
            pick = loyalty_pick(rs, st, seat, options)
            if pick is not None:
                return C.Choose(pick)
        if effect.get("effect") == "loyalty" and seat == (rs.rules.get("loyalty") or {}).get("house"):
            if "revive" in options:  # a dragon back is worth more than a strength step bought with one
                return C.Choose("revive")
            real = [o for o in options if o not in ("none", "sacrifice", "done", "allow")]
            if real and ":" not in prompt and st.power[seat] >= 3:  # pay for more loyalty while power lasts
                return C.Choose("pay" if "pay" in real else real[0])
            if real and ":" in prompt and not prompt.endswith(":cancel"):
                return C.Choose(real[0])
        houses = [o for o in options if o in st.houses]
        if houses and len(houses) == len(options):
            others = [h for h in houses if h != seat] or houses
            vals = leader_scores(rs, st, seat)
            return C.Choose(max(others, key=lambda h: (vals[h], h)))
        optional = ("remove-opponent-order", "upgrade-footman", "remove-adjacent-order", "swap-own-card")
        if "none" in options and (asks in optional or prompt == "valyrian-steel-blade-redraw"):
            real = [o for o in options if o != "none"]
            if asks == "swap-own-card" or prompt == "valyrian-steel-blade-redraw" or not real:
                return C.Choose("none" if "none" in options else options[0])
            return C.Choose(real[0])
        if "keep" in options:
            return C.Choose("keep")
        return C.Choose(options[0])

    def _objectives(self, rs, st, seat, opts, combat, attempt):
        """Keep the objectives worth most (met now counts extra), score the best met one,
        give away or return the least."""
        cards = list(opts["cards"])
        met = set(opts.get("met", ()))
        points = opts.get("points", {})

        def worth(c: str) -> tuple[float, str]:
            if opts["purpose"] == "score":  # all met: the most points now
                return (points.get(c, 0) + self._jitter(), c)
            near = 1.0 if c in met else objective_progress(rs, st, seat, c)
            return (points.get(c, 0) * (0.4 + 0.6 * near) + (1.0 if c in met else 0.0) + self._jitter(), c)

        n = min(opts["count"], len(cards))
        if opts["purpose"] in ("pool", "return"):
            return C.Choose(sorted(sorted(cards, key=worth)[:n]))
        return C.Choose(sorted(sorted(cards, key=worth, reverse=True)[:n]))

    def _order_houses(self, rs, st, seat, opts, combat, attempt):
        houses = list(opts["houses"])
        vals = leader_scores(rs, st, seat)
        return C.OrderHouses(tuple(sorted(houses, key=lambda h: (h != seat, vals.get(h, 0), h))))

    def _bid(self, rs, st, seat, opts, combat, attempt):
        top = opts["max"]
        purpose = opts.get("purpose", "")
        if top <= 0:
            return C.Bid(0)
        if purpose == "wildlings":
            strength = st.wildling_threat
            share = strength / max(1, len(st.houses))
            want = int(share + 1.5)
            return C.Bid(max(0, min(top, want)))
        if bid_handed_out(rs, seat) and purpose.startswith("clash-of-kings"):
            return C.Bid(0)
        track = purpose.split(":", 1)[-1]
        reserve = 2 if st.wildling_threat >= 6 else 1
        amount = int(round(track_bid(st, seat, track, top) + self._jitter()))
        holder = st.tracks[track][0] if track in st.tracks and st.tracks[track] else None
        if holder and holder != seat:
            # outbid the first place when the holder's usual bid is within reach
            needed = int(round(track_bid(st, holder, track, st.power.get(holder, 0)))) + 1
            if needed <= top - reserve and needed > amount:
                amount = needed
        return C.Bid(max(0, min(top, amount)))

    def _muster(self, rs, st, seat, opts, combat, attempt):
        reserve = dict(opts["reserve"])
        costs = opts["costs"]
        added: Counter[str] = Counter()
        actions: list[tuple[str, str, str]] = []
        level = st.supply[seat]
        castles = sorted(opts["castles"].items())
        if self.careful_muster:
            castles.sort(key=lambda ci: -muster_danger(rs, st, seat, ci[0]))
        for castle, info in castles:
            pts = info["points"]
            a = st.units.get(castle)
            footmen = a["units"].count("footman") if a and a["house"] == seat else 0
            want_ship = (info["ship_destinations"] and reserve.get("ship", 0) > 0
                         and _ships_near(st, seat, info["ship_destinations"]) < 1)
            while pts > 0:
                options = []
                if pts >= costs["knight"] and reserve.get("knight", 0) > 0:
                    options.append(("knight", castle))
                if reserve.get("footman", 0) > 0:
                    options.append(("footman", castle))
                if want_ship:
                    options.append(("ship", info["ship_destinations"][0]))
                if footmen and reserve.get("knight", 0) > 0:
                    options.append(("upgrade:knight", castle))
                done = False
                for unit, dest in options:
                    cost = opts["upgrade_costs"]["knight"] if unit.startswith("upgrade:") else costs[unit]
                    if cost > pts:
                        continue
                    delta = 0 if unit.startswith("upgrade:") else 1
                    trial = added.copy()
                    trial[dest] += delta
                    if delta and not fits_supply_after(rs, st, seat, level, trial):
                        continue
                    actions.append((castle, unit, dest))
                    added = trial
                    pts -= cost
                    if unit.startswith("upgrade:"):
                        footmen -= 1
                        reserve["knight"] -= 1
                        reserve["footman"] = reserve.get("footman", 0) + 1
                    else:
                        reserve[unit] -= 1
                        if unit == "ship":
                            want_ship = False
                        elif unit == "footman":
                            footmen += 1
                    done = True
                    break
                if not done:
                    break
        return C.Muster(tuple(actions))

    def _select_units(self, rs, st, seat, opts, combat, attempt):
        cands = [tuple(c) for c in opts["candidates"]]
        if opts.get("prompt") == "iron-bank-interest":  # another house's units lost: its best ones
            return C.SelectUnits(tuple(sorted(cands, key=lambda c: (-UNIT_VALUE.get(c[1], 1.0), c))[:opts["min"]]))
        beneficial = opts.get("effect") == "footman-to-knight"
        order = sorted(cands, key=lambda c: (UNIT_VALUE.get(c[1], 1.0), c), reverse=beneficial)
        rule = opts.get("rule")
        if rule == "supply":
            picked: list[tuple[str, str]] = []
            minus: Counter[str] = Counter()
            pool = sorted(cands, key=lambda c: (UNIT_VALUE.get(c[1], 1.0), -B.unit_count(st, c[0]), c))
            while not B.fits_supply(rs, st.supply[seat], _sizes(st, seat, minus)) and pool:
                c = pool.pop(0)
                picked.append(c)
                minus[c[0]] += 1
            for c in list(picked):  # keep the choice minimal
                minus[c[0]] -= 1
                if B.fits_supply(rs, st.supply[seat], _sizes(st, seat, minus)):
                    picked.remove(c)
                else:
                    minus[c[0]] += 1
            return C.SelectUnits(tuple(picked))
        if rule == "worth":  # units worth `worth` mustering points, none spare (1st edition wildlings)
            cost = {u.id: u.muster_cost for u in rs.unit_types.values()}
            need = min(opts["worth"], sum(cost[u] for _, u in cands))
            chosen: list[tuple[str, str]] = []
            for c in sorted(cands, key=lambda c: (UNIT_VALUE.get(c[1], 1.0) / cost[c[1]], c)):
                if sum(cost[u] for _, u in chosen) >= need:
                    break
                chosen.append(c)
            for c in sorted(chosen, key=lambda c: cost[c[1]]):  # drop what is spare
                if sum(cost[u] for _, u in chosen) - cost[c[1]] >= need:
                    chosen.remove(c)
            return C.SelectUnits(tuple(chosen))
        if rule == "one-area":
            by_area: dict[str, list[tuple[str, str]]] = {}
            for c in order:
                by_area.setdefault(c[0], []).append(c)
            areas = [a for a, cs in by_area.items() if len(cs) >= opts["min"]]
            if areas:
                best = min(areas, key=lambda a: (sum(UNIT_VALUE.get(c[1], 1) for c in by_area[a][:opts["min"]]), a))
                return C.SelectUnits(tuple(by_area[best][:opts["min"]]))
        n = opts["max"] if beneficial else opts["min"]
        return C.SelectUnits(tuple(order[:n]))


# ----- the Iron Bank ----------------------------------------------------------------------

# what a loan is worth to its buyer, in Power tokens (rules of thumb)
LOAN_VALUE = {"customs-officer": 10.0, "expert-artificer": 9.5, "full-host": 6.0, "vanguard-cavalry": 6.0,
              "sea-raiders": 4.0, "siege-engineers": 4.0, "master-at-arms": 3.0, "loyal-maester": 3.0,
              "savvy-steward": 3.5, "pyromancer": 2.5, "the-faceless-men": 3.0, "spymaster": 1.0}


def loan_worth(rs: Ruleset, st: Any, loan: str, cost: int) -> float:
    """A loan's worth less its price and the interest still to pay on it (1 a round)."""
    rounds_left = max(0, rs.rounds - st.round)
    return LOAN_VALUE.get(loan, 2.0) - cost - 0.7 * rounds_left


def bank_order_area(rs: Ruleset, st: Any, seat: str, regions: list[str], scores: dict[str, dict[str, float]],
                    chosen: dict[str, str]) -> str | None:
    """A sea area for the Iron Bank order when a loan on offer is worth buying: a free sea
    area, else the one whose order matters least."""
    bank = getattr(st, "iron_bank", None)
    if not bank:
        return None
    if "slots" in bank:  # a view
        prices = bank["prices"].get(seat, [s["cost"] for s in bank["slots"]])
        market = [s["loan"] for s in bank["slots"]]
    else:  # a sampled state (search rollouts)
        prices = list(rs.iron_bank["slot_costs"])
        market = list(bank["market"])
    budget = st.power.get(seat, 0) + 2  # what Consolidate Power may still bring
    wanted = [loan_worth(rs, st, m, p) for m, p in zip(market, prices) if m and p <= budget]
    if not wanted or max(wanted) <= 0:
        return None
    seas = [r for r in regions if rs.regions[r].kind == "sea"]
    free = [r for r in seas if r not in chosen]
    if free:
        return free[0]
    weak = sorted((scores.get(r, {}).get(rs.order_tokens[chosen[r]].type, 0.0), r) for r in seas if r in chosen)
    return weak[0][1] if weak and weak[0][0] < 1.0 else None


def loan_answer(rs: Ruleset, st: Any, seat: str, prompt: str, opts: dict[str, Any], lead: str) -> Any:
    """The Iron Bank's questions: buy the loan worth most if it is worth its price and
    interest; put improvements and units on the bot's own land, harm the leader."""
    options = list(opts["options"])
    control = getattr(st, "control", None) or B.control_map(rs, st)
    if prompt == "iron-bank-loan":
        costs = opts.get("costs", {})
        best = max((o for o in options if o != "none"), key=lambda o: (loan_worth(rs, st, o, costs.get(o, 0)), o),
                   default="none")
        return best if best != "none" and loan_worth(rs, st, best, costs.get(best, 0)) > 0 else "none"
    if prompt == "loan-place-unit":
        return max(options, key=lambda r: (enemy_pressure(rs, st, seat, r), r))
    if not all(isinstance(o, str) for o in options):  # the Spymaster's arrangements: as they lie
        return options[0]
    mine = [o for o in options if control.get(o) == seat]
    theirs = [o for o in options if control.get(o) == lead and lead != seat]
    if prompt in ("loan-crown-area", "loan-barrel-area", "loan-stronghold-area"):
        return (mine or [o for o in options if control.get(o) is None] or options)[0]
    if prompt in ("loan-castle-to-remove", "loan-destroy-knight", "loan-destroy-footman"):
        others = [o for o in options if control.get(o) not in (seat, None)]
        return (theirs or others or options)[0]
    if prompt == "loan-improvement-kind":
        return "crown" if "crown" in options else options[0]
    return options[0]


# ----- helpers -------------------------------------------------------------------------

def _pseudo_view(rs: Ruleset, st: Any) -> dict[str, Any]:
    out = {"ruleset": rs.id, "units": st.units, "supply": st.supply, "power": st.power,
           "options": getattr(st, "options", None) or {}}
    facts = getattr(st, "ruleset_facts", None)  # (a view's), or a sampled state's own
    if facts is None and isinstance(getattr(st, "variant_state", None), dict):
        facts = st.variant_state.get("ruleset")
    if facts:
        out["ruleset_facts"] = facts
    return out


def _raid_kind_ok(rs: Ruleset, src: str, n: str) -> bool:
    a, b = rs.regions[src].kind, rs.regions[n].kind
    if a == "land":
        return b == "land"
    if a == "port":
        return b == "sea"
    return True


def _fit_moves(rs: Ruleset, st: Any, seat: str, src: str, units: list[str],
               moves: dict[str, list[str]]) -> dict[str, list[str]]:
    """Trim a march until it fits the supply limit (and port capacity)."""
    moves = {d: list(us) for d, us in moves.items() if us}

    def fits(m: dict[str, list[str]]) -> bool:
        moving = sum(len(us) for us in m.values())
        over = {src: B.unit_count(st, src) - moving}
        for d, us in m.items():
            if rs.regions[d].kind == "port" and B.unit_count(st, d) + len(us) > B.PORT_CAPACITY:
                return False
            own = B.unit_count(st, d) if B.owner_of_units(st, d) == seat else 0
            over[d] = own + len(us)
        return B.within_supply(rs, st, seat, over)

    while moves and not fits(moves):
        # drop the spread first, then shrink the main move
        dests = sorted(moves, key=lambda d: len(moves[d]))
        if len(dests) > 1:
            del moves[dests[0]]
            continue
        d = dests[0]
        if len(moves[d]) <= 1:
            return {}
        moves[d].remove(min(moves[d], key=lambda u: UNIT_VALUE[u]))
    return moves


def _march_bonus(rs: Ruleset, st: Any, src: str) -> int:
    o = st.orders.get(src)
    return rs.order_tokens[o["token"]].bonus if o else 0


def _sea_value(rs: Ruleset, st: Any, seat: str, d: str) -> float:
    v = 0.5
    for n in rs.neighbours[d]:
        if rs.regions[n].kind == "land" and B.controller(rs, st, n) == seat:
            v += 0.4
    return v


def _best_card(rs: Ruleset, st: Any, h: str | None) -> int:
    if not h:
        return 0
    cards = st.hands.get(h) or ()
    return max((rs.house_cards[c].strength for c in cards), default=0)


def bid_handed_out(rs: Ruleset, house: str) -> bool:
    """Whether `house` hands its track bids out to the others (Targaryen): its own place is
    pinned, so power bid there buys it nothing and is better kept for its loyalty cards."""
    return house in (rs.rules.get("bid_handed_out") or ())


def leader(rs: Ruleset, st: Any, seat: str) -> str:
    vals = leader_scores(rs, st, seat)
    return max(vals, key=lambda h: (vals[h], h))


def ferried_armies(rs: Ruleset, st: Any, seat: str, r: str) -> list[str]:
    """Land areas, not next to land area `r`, whose enemy armies reach it by a chain of their
    own ships. A coast is threatened from across the sea: without these, a castle next to one
    enemy ship looked safe while two knights could land in it. A chain of ships joins both
    ends, so the lands an enemy's ships reach from `r` are those its armies land in `r` from."""
    units = st.units
    near = rs.land_neighbours[r]
    out: set[str] = set()
    for house in {units[sea]["house"] for sea in rs.sea_neighbours[r] if sea in units} - {seat}:
        out.update(land for land in B.ship_reachable_lands(rs, st, house, r)
                   if land not in near and (units.get(land) or {}).get("house") == house)
    return sorted(out)


def enemy_pressure(rs: Ruleset, st: Any, seat: str, r: str) -> float:
    """Strength of enemy units that could march or support into `r`: next to it, or landed
    by their own ships."""
    grown = grown_strengths(rs, st)
    land = rs.regions[r].kind == "land"
    castle = rs.regions[r].castle is not None
    total = 0.0
    for n in rs.neighbours[r]:
        a = st.units.get(n)
        if not a or a["house"] == seat:
            continue
        if land and rs.regions[n].kind != "land":
            total += 0.5 * len(a["units"])  # ships only support
            continue
        total += army_strength(a["units"], castle, grown=grown)
    if land:
        for n in ferried_armies(rs, st, seat, r):
            total += army_strength(st.units[n]["units"], castle, grown=grown)
    return total


def march_threat(rs: Ruleset, st: Any, seat: str, r: str) -> float:
    """Enemy land strength that could march into land area `r` this round (from next to it,
    or by ship).

    Once orders are revealed only armies holding a march order count; before that
    every enemy army next to `r` might march."""
    grown = grown_strengths(rs, st)
    revealed = any(o["house"] != seat for o in st.orders.values())
    total = 0.0
    castle = rs.regions[r].castle is not None
    ferried = ferried_armies(rs, st, seat, r)
    for n in list(rs.land_neighbours[r]) + ferried:
        a = st.units.get(n)
        if not a or a["house"] == seat:
            continue
        if revealed:
            o = st.orders.get(n)
            if not o or o["house"] != a["house"] or rs.order_tokens[o["token"]].type != "march":
                continue
        strength = army_strength(a["units"], castle, grown=grown)
        if n in ferried and strength < FERRY_THREAT:
            continue
        total += strength
    return total


FERRY_THREAT = 2  # an army landed by ship threatens a castle's guard from this strength on


def support_for(rs: Ruleset, st: Any, seat: str, area: str, side_house: str | None) -> float:
    """Known support (revealed support orders) `side_house` can count on in `area`."""
    grown = grown_strengths(rs, st)
    if not side_house:
        return 0.0
    total = 0.0
    land = rs.regions[area].kind == "land"
    for n in rs.neighbours[area]:
        o = st.orders.get(n)
        a = st.units.get(n)
        if not o or not a or o["house"] != side_house:
            continue
        if rs.order_tokens[o["token"]].type != "support":
            continue
        if land and rs.regions[n].kind != "land":
            if rs.regions[n].kind == "port":
                continue
        if not land and rs.regions[n].kind == "land":
            continue
        total += army_strength(a["units"], land and rs.regions[area].castle is not None, grown=grown) + rs.order_tokens[o["token"]].bonus
    return total


def combat_bases(rs: Ruleset, st: Any, seat: str, combat: dict[str, Any] | None) -> tuple[float, float]:
    """Strength before house cards of (own side, other side) in the current combat."""
    grown = grown_strengths(rs, st)
    if not combat:
        return 0.0, 0.0
    area = combat["area"]
    att, dfn = combat["attacker"], combat.get("defender")
    reg = rs.regions[area]
    a_str = army_strength(combat.get("attacking_units", []), reg.castle is not None, grown=grown)
    tok = combat.get("token")
    if tok in rs.order_tokens:
        a_str += rs.order_tokens[tok].bonus
    d_army = st.units.get(area)
    d_str = army_strength(d_army["units"], grown=grown) if d_army else 0
    if reg.home_of == dfn:
        d_str += st.garrisons.get(area, 0)
    o = st.orders.get(area)
    if o and o["house"] == dfn and rs.order_tokens[o["token"]].type == "defense":
        d_str += rs.order_tokens[o["token"]].bonus
    for r, side in combat.get("supports", {}).items():
        a = st.units.get(r)
        if not a:
            continue
        v = army_strength(a["units"], side == "attacker" and reg.castle is not None, grown=grown)
        o = st.orders.get(r)
        if o:
            v += rs.order_tokens[o["token"]].bonus
        if side == "attacker":
            a_str += v
        elif side == "defender":
            d_str += v
    # ties go to the higher place on the fiefdoms track
    fief = st.tracks["fiefdoms"]
    if att in fief and dfn in fief:
        if fief.index(att) < fief.index(dfn):
            a_str += 0.5
        else:
            d_str += 0.5
    return (a_str, d_str) if seat == att else (d_str, a_str)


TRACK_WEIGHT = {"iron_throne": 0.35, "fiefdoms": 0.3, "kings_court": 0.35}


def track_bid(st: Any, house: str, track: str, power: int) -> float:
    """The usual bid of `house` on `track` from `power` tokens (a share, plus one to hold the top)."""
    reserve = 2 if st.wildling_threat >= 6 else 1
    amount = max(0, power - reserve) * TRACK_WEIGHT.get(track, 0.3)
    if track in st.tracks and st.tracks[track] and st.tracks[track][0] == house:
        amount += 1
    return amount


def muster_danger(rs: Ruleset, st: Any, seat: str, castle: str) -> float:
    """How much a castle needs new units: enemy strength next to it beyond its own, by its worth."""
    grown = grown_strengths(rs, st)
    a = st.units.get(castle)
    own = army_strength(a["units"], grown=grown) if a and a["house"] == seat else 0
    short = enemy_pressure(rs, st, seat, castle) - own
    return (short + 1.0) * region_value(rs, st, seat, castle) if short > -1.0 else 0.0


def _muster_room(rs: Ruleset, st: Any, seat: str) -> bool:
    return sum(B.reserve(rs, st, seat, u) for u in ("footman", "knight")) > 0


def _ships_near(st: Any, seat: str, seas: list[str]) -> int:
    return sum(B.unit_count(st, s) for s in seas if B.owner_of_units(st, s) == seat)


def _sizes(st: Any, seat: str, minus: Counter[str]) -> list[int]:
    out = []
    for r, a in st.units.items():
        if a["house"] == seat:
            n = len(a["units"]) + len(a["routed"]) - minus[r]
            if n >= 2:
                out.append(n)
    return sorted(out, reverse=True)


def fits_supply_after(rs: Ruleset, st: Any, seat: str, level: int, added: Counter[str]) -> bool:
    """Whether `seat` still fits supply `level` with `added` units more per area."""
    sizes: dict[str, int] = {}
    for r, a in st.units.items():
        if a["house"] == seat:
            sizes[r] = len(a["units"]) + len(a["routed"])
    for r, n in added.items():
        sizes[r] = sizes.get(r, 0) + n
    return B.fits_supply(rs, level, sorted((n for n in sizes.values() if n >= 2), reverse=True))


def _garrison_for(rs: Ruleset, st: Any, d: str, house: str | None) -> int:
    """The garrison strength that defends `d` for `house`: a home's for its house, a garrison
    outside a home (A Dance with Dragons' Storm's End and Oldtown) for the area's holder."""
    if not house or d not in st.garrisons:
        return 0
    return st.garrisons[d] if B.garrison_holder(rs, st, d) == house else 0


def leader_factor(rs: Ruleset, st: Any, seat: str, d: str, lead: str | None) -> float:
    """How much more (or less) taking area `d` is worth for who holds it: the table contests
    its leader. While another house leads, the leader's areas count twice and a third house's
    areas less: a fight between two houses behind the leader weakens both and leaves the leader
    ahead (among equal bots the house that led early kept winning while the others fought
    one another)."""
    if not lead or lead == seat:
        return 1.0
    holder = B.controller(rs, st, d)
    if holder == lead:
        return LEADER_TARGET
    return RIVAL_TARGET if holder and holder != seat else 1.0


LEADER_TARGET = 2.0  # an area the table's leader holds
RIVAL_TARGET = 0.6  # an area a house behind the leader holds, while another house leads


def best_march_target(rs: Ruleset, st: Any, seat: str, r: str, bonus: int,
                      lead: str | None = None) -> tuple[float, str | None]:
    """Best value a march order in `r` could bring, and its target (planning-time estimate)."""
    grown = grown_strengths(rs, st)
    a = st.units[r]
    units = a["units"]
    if not units:
        return 0.0, None
    reg = rs.regions[r]
    if reg.kind == "land" and flies(rs, units):  # dragons only: any land area in play
        dests = flight_destinations(rs, st, r)
    elif reg.kind == "land":
        dests = B.land_destinations(rs, st, seat, r)
    elif reg.kind == "sea":
        dests = B.ship_destinations(rs, st, seat, r)
    else:
        dests = {reg.port_sea} if reg.port_sea else set()
    best: tuple[float, str | None] = (0.0, None)
    for d in sorted(dests):
        dreg = rs.regions[d]
        other = st.units.get(d)
        if dreg.kind == "land":
            if other and other["house"] == seat:
                continue
            gain = region_value(rs, st, seat, d) * leader_factor(rs, st, seat, d, lead)
            mine = army_strength(units, dreg.castle is not None, grown=grown) + bonus
            # my other armies next to d could support
            for n in rs.neighbours[d]:
                b = st.units.get(n)
                if n != r and b and b["house"] == seat and rs.regions[n].kind == "land":
                    mine += 0.5 * army_strength(b["units"], grown=grown)
            if other:
                theirs = army_strength(other["units"], grown=grown) + 1.0 + _garrison_for(rs, st, d, other["house"])
                v = gain + 1.0 if mine >= theirs + 1.5 else (0.3 * gain if mine >= theirs else -1.0)
            elif d in st.neutral:
                v = gain if mine >= st.neutral[d] else -1.0
            elif d in st.garrisons and B.garrison_holder(rs, st, d) not in (None, seat):
                v = gain if mine >= st.garrisons[d] + 1 else -1.0
            elif B.controller(rs, st, d) == seat:
                v = 0.0
            else:
                v = gain
        else:
            if other and other["house"] != seat:
                v = 2.0 if army_strength(units, grown=grown) > army_strength(other["units"], grown=grown) + 1 else -1.0
            elif other:
                continue
            else:
                v = 0.6 * _sea_value(rs, st, seat, d)
        if v > best[0]:
            best = (v, d)
    return best
