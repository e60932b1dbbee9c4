"""Vassals: houses nobody plays, commanded each round by a player (docs/RULES.md, Vassals).

The rules are the ruleset's data (`Ruleset.vassal_rules`): who may be a vassal, the Vassal
Setup cards, the vassal order tokens and house cards. This module sets vassals up, runs the
claim at the start of every Planning phase and answers the questions phase code asks about
them (is a house a vassal, which areas a family may not march into, where a vassal musters).
Who decides for a vassal is `Game.commander` (docs/ARCHITECTURE.md, "A house's commander").
"""
from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, Any

from .. import board as B
from ..commands import Choose
from ..decks import owned
from ..errors import require
from ..flow import Decision, Handler, finish, handler
from ..questions import described
from .common import plain, with_pinned_places

if TYPE_CHECKING:
    from ..game import Game
    from ..ruleset import Ruleset
    from ..state import GameState

TRACKS = ("iron_throne", "fiefdoms", "kings_court")


# ----- setup ----------------------------------------------------------------------------

def setup_for(rs: "Ruleset", seated: list[str] | None) -> int:
    """The player count's setup a game with vassals is played with: the full one (`houses_of`),
    or, when `seated` leaves out a house that is never a vassal, the setup of every other house
    of it (Mother of Dragons without Targaryen: the seven houses' setup, which leaves out Essos,
    Westeros deck IV and loyalty). ValueError when the ruleset has no such setup."""
    rules = rs.vassal_rules or {}
    full = int(rules["houses_of"])
    houses = set(rs.player_setup(full)["houses"])
    left_out = {h for h in rules.get("never", []) if h in houses and seated is not None and h not in seated}
    if not left_out:
        return full
    for count in rs.player_counts:
        if set(rs.player_setup(count)["houses"]) == houses - left_out:
            return count
    raise ValueError(f"{', '.join(sorted(left_out))} is never a vassal: it needs a seat")


def seated_houses(rs: "Ruleset", people: int, wanted: list[str], left_out: tuple[str, ...] = ()) -> list[str]:
    """The houses people or bots play in a game with vassals when `wanted` are among them and
    `left_out` (houses never a vassal that nobody plays) are out of the game: the houses never a
    vassal first, the wanted ones, then the others in house order. ValueError when they do not fit."""
    rules = rs.vassal_rules or {}
    never = [h for h in rules.get("never", []) if h not in left_out]
    full = set(rs.player_setup(int(rules["houses_of"]))["houses"])
    unknown = [h for h in [*wanted, *left_out] if h not in full]
    if unknown or set(left_out) - set(rules.get("never", [])):
        raise ValueError(f"{', '.join(unknown or sorted(set(left_out)))} cannot be left out or played here")
    houses = [h for h in rs.houses if h in full and h not in left_out]
    first = list(dict.fromkeys([*never, *wanted]))
    chosen = first + [h for h in houses if h not in first][:max(0, people - len(first))]
    return seat_houses(rs, houses, people, chosen)


def seat_houses(rs: "Ruleset", houses: list[str], players: int, seated: list[str] | None) -> list[str]:
    """The houses people or bots play in a game with vassals: `seated` when given (checked),
    else the houses that are never vassals, then the others in the ruleset's house order."""
    rules = rs.vassal_rules or {}
    never = [h for h in rules.get("never", []) if h in houses]
    if seated is None:
        seated = never + [h for h in houses if h not in never][:players - len(never)]
    if len(seated) != players or len(set(seated)) != players or not set(seated) <= set(houses):
        raise ValueError(f"seat {players} different houses of {houses}, not {seated}")
    if not set(never) <= set(seated):
        raise ValueError(f"{', '.join(never)} is never a vassal: it needs a seat")
    return [h for h in houses if h in seated]


def set_up_vassals(rs: "Ruleset", s: "GameState", vassals: list[str]) -> None:
    """Vassals start from their Vassal Setup cards with the vassal supply, no power tokens and
    the shared vassal deck; a vassal in the top places of a track goes to its bottom."""
    rules = rs.vassal_rules or {}
    s.vassals = list(vassals)
    for region, army in list(s.units.items()):
        if army["house"] in vassals:
            del s.units[region]
    for house in vassals:
        for region, units in rules["starting_units"][house].items():
            s.units[region] = {"house": house, "units": sorted(units), "routed": []}
        s.supply[house] = int(rules["supply"])
        s.power[house] = 0
        s.hands[house] = list(rs.vassal_card_ids)
        s.discards[house] = []
    top = int(rules.get("track_top_free", 0))
    for track in TRACKS:
        order = s.tracks[track]
        if any(h in vassals for h in order[:top]):
            # players first, vassals after them in their order (pinned places kept)
            moved = [h for h in order if h not in vassals] + [h for h in order if h in vassals]
            s.tracks[track] = with_pinned_places(_Pins(rs, s), [h for h in moved if h in order])


class _Pins:
    """What `with_pinned_places` asks of a game, before the game exists."""

    def __init__(self, rs: "Ruleset", s: "GameState") -> None:
        self.rs, self.s = rs, s


# ----- questions phase code asks ---------------------------------------------------------

def is_vassal(g: "Game", house: str | None) -> bool:
    return house is not None and house in g.s.vassals


def family(g: "Game", house: str) -> set[str]:
    """The house, its commander and the commander's other vassals this round (a vassal nobody
    has claimed yet is a family of its own)."""
    seat = g.s.commanders.get(house) if is_vassal(g, house) else house
    if seat is None:
        return {house}
    return {seat, *(v for v, c in g.s.commanders.items() if c == seat)}


def closed_areas(g: "Game", house: str) -> set[str]:
    """Areas `house` may not march into nor raid: those another member of its family controls
    (a commander into its vassals' areas, a vassal into its commander's or a sibling's)."""
    s = g.s
    if not s.vassals:
        return set()
    others = family(g, house) - {house}
    if not others:
        return set()
    control = B.control_map(g.rs, s)
    return {r for r, h in control.items() if h in others}


def closed_to_march(g: "Game", house: str) -> set[str]:
    """Areas `house` may not march into: its family's (`closed_areas`) and, for a vassal,
    every port."""
    closed = closed_areas(g, house)
    if is_vassal(g, house):
        closed |= g.rs.port_areas
    return closed


def leaves_free_token(g: "Game", house: str, source: str, moving: int) -> bool:
    """A vassal leaving an area empty (all `moving` units go) leaves a power token there for
    free, where a player could leave one: a land area not its home, without a token."""
    if not is_vassal(g, house) or moving < B.unit_count(g.s, source):
        return False
    reg = g.rs.regions[source]
    return reg.kind == "land" and reg.home_of != house and source not in g.s.tokens


def muster_areas(g: "Game", house: str, castles: list[str]) -> list[str]:
    """Where `house` may muster of `castles`: a vassal only in its home area."""
    if not is_vassal(g, house):
        return castles
    return [c for c in castles if g.rs.regions[c].home_of == house]


def deck_of(g: "Game", house: str) -> tuple[str, ...] | list[str]:
    return owned(g.rs, g.s, house)


# ----- a player who leaves, a player who takes a vassal (docs/RULES.md, Vassals) ----------

def validate_set_vassal(g: "Game", _seat: Any, cmd: Any) -> None:
    s, rules = g.s, g.rs.vassal_rules or {}
    require(rules, "vassal-not-offered")
    require(cmd.house in s.houses, "vassal-unknown-house", house=cmd.house)
    # a house's cards are in play during a combat: it changes hands once the combat is over
    require(not any(f["kind"] in ("combat", "neutral-combat") for f in s.stack), "vassal-during-combat")
    if cmd.vassal:
        require(cmd.house not in s.vassals, "vassal-already", house=cmd.house)
        require(cmd.house not in rules.get("never", []), "vassal-never", house=cmd.house)
        require(len([h for h in s.houses if h not in s.vassals]) > 1, "vassal-last-seat", house=cmd.house)
    else:
        require(cmd.house in s.vassals, "vassal-not-a-vassal", house=cmd.house)


def set_vassal(g: "Game", _seat: Any, cmd: Any) -> None:
    """Turn a player house into a vassal (its player left) or a vassal into a player house
    (its player came back, or a new player takes it). Decisions follow at once: a new vassal is
    decided for by the seat `Game.commander` names until the next claim; the vassals its player
    commanded are free. What the player owned is kept aside while the house is a vassal
    (`GameState.set_aside`: its hand, discards, cards removed from the game and Iron Bank loans)
    and given back with the house, so stepping away loses nothing."""
    s, rs, house = g.s, g.rs, cmd.house
    bank = s.iron_bank
    if cmd.vassal:
        s.vassals = [h for h in s.houses if h in s.vassals or h == house]
        s.options["vassals"] = True
        s.commanders = {v: c for v, c in s.commanders.items() if c != house}
        s.power[house] = 0  # a vassal has no available power: its tokens go back to its pool
        for f in s.stack:  # so a bid it placed before it left is 0 (a vassal bids nothing)
            if f["kind"] == "bid" and house in f.get("bids", {}):
                f["bids"][house] = 0
        s.set_aside[house] = {"hand": s.hands[house], "discards": s.discards[house],
                              "removed": s.removed_cards.pop(house, []),
                              # a vassal holds no loan and owes no interest: its loans wait with it
                              "loans": bank["loans"].pop(house, []) if bank else []}
        s.hands[house] = list(rs.vassal_card_ids)  # it fights with the shared vassal deck
        s.discards[house] = []
        g.emit("PlayerReplacedByVassal", house=house)
    else:
        s.vassals = [h for h in s.vassals if h != house]
        s.commanders.pop(house, None)
        kept = s.set_aside.pop(house, None)
        if kept is None:  # a house that started as a vassal: its own cards (drafted ones too), all in hand
            kept = {"hand": list(owned(rs, s, house)), "discards": [], "removed": [], "loans": []}
        s.hands[house], s.discards[house] = kept["hand"], kept["discards"]
        s.removed_cards.pop(house, None)
        if kept["removed"]:
            s.removed_cards[house] = kept["removed"]
        if bank:
            bank["loans"][house] = kept["loans"]
        g.emit("VassalTakenByPlayer", house=house)


# ----- the claim: at the start of every Planning phase ----------------------------------

def claim_frame(g: "Game") -> dict[str, Any]:
    """The players in Iron Throne order, each with its share of the vassals: V // P each and
    one more for the first V % P of them."""
    s = g.s
    players = [h for h in s.tracks["iron_throne"] if h not in s.vassals]
    v, p = len(s.vassals), len(players)
    shares = {h: v // p + (1 if i < v % p else 0) for i, h in enumerate(players)}
    frame = {"kind": "vassal-claim", "step": "start", "queue": players, "shares": shares, "carried": 0}
    if "variants" in s.options:  # a variant may hand the vassals out instead (engine/variants)
        from ..variants import transform

        frame = transform(g, "claim_frame", frame)
    return frame


def _free(g: "Game") -> list[str]:
    return [h for h in g.s.vassals if h not in g.s.commanders]


@handler
class VassalClaimStep(Handler):
    """Frame: queue (players still to claim, in Iron Throne order), shares, carried (picks
    passed on by the players before)."""

    kind = "vassal-claim"

    def run(self, g, f):
        s = g.s
        if f["step"] == "start":
            s.commanders = {}
            g.emit("VassalClaimStarted", vassals=list(s.vassals), order=list(f["queue"]))
            f["step"] = "claim"
            return True
        f["queue"] = [h for h in f["queue"] if h not in s.vassals]  # a player who left claims nothing
        free = _free(g)
        if not free or not f["queue"]:
            g.emit("VassalsCommanded", commanders=dict(sorted(s.commanders.items())))
            return finish(g, f)
        if len(f["queue"]) == 1:  # the last player takes every vassal still free
            self._claim(g, f, f["queue"][0], free)
            return True
        if self._most(g, f) == 0:  # nothing to take: the pick passes on
            f["queue"].pop(0)
            return True
        return False

    def _most(self, g, f) -> int:
        return min(len(_free(g)), f["shares"][f["queue"][0]] + f["carried"])

    def _claim(self, g, f, house: str, taken: list[str]) -> None:
        most = f["shares"][house] + f["carried"]
        f["carried"] = max(0, most - len(taken))
        for v in taken:
            g.s.commanders[v] = house
        f["queue"].pop(0)
        if taken:
            g.emit("VassalsClaimed", house=house, vassals=sorted(taken))
        else:
            g.emit("VassalClaimPassed", house=house)

    def options(self, g, f) -> list[list[str]]:
        free = _free(g)
        return [list(c) for n in range(self._most(g, f) + 1) for c in combinations(free, n)]

    def decisions(self, g, f):
        if f["step"] != "claim" or not f["queue"]:
            return []
        house = f["queue"][0]
        options = {"prompt": "claim-vassals", "options": self.options(g, f), "vassals": _free(g),
                   "most": self._most(g, f)}
        return [Decision(house, "choose", "Choose", {**options, **described(g, "choose", options)})]

    def apply(self, g, f, seat, cmd):
        assert isinstance(cmd, Choose)
        choice = plain(cmd.choice)
        require(isinstance(choice, list) and all(isinstance(v, str) for v in choice), "choice-not-an-option")
        chosen = [v for v in _free(g) if v in choice]  # in any order, each once
        require(len(chosen) == len(choice) == len(set(choice)) <= self._most(g, f), "choice-not-an-option")
        self._claim(g, f, seat, chosen)
