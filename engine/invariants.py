"""Invariant checks run after every step of a random playout (tests, --check)."""
from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from . import board as B
from . import victory
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
        if s.power[house] + B.tokens_on_board(s, house) > rs.max_power:
            _fail(f"{house} owns more than {rs.max_power} power tokens")
        pieces = B.pieces_on_board(s, house)
        for unit, n in pieces.items():
            if n > rs.unit_limits[unit]:
                _fail(f"{house} has {n} {unit} pieces")
        if not s.finished and not B.within_supply(rs, s, house) and not _mid_step(s):
            _fail(f"{house} exceeds its supply limit")
        cards = Counter(s.hands[house] + s.discards[house])
        if cards != Counter(rs.house_card_ids[house]):
            _fail(f"{house} house cards are not the seven it owns: {cards}")
        if not s.hands[house]:
            _fail(f"{house} has an empty hand")
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
    if not s.finished and not _mid_step(s):
        house = victory.rule_for(rs).winner(g)
        if house is not None:
            _fail(f"{house} has won ({victory.rule_for(rs).why}) but the game goes on")
    if not 0 <= s.wildling_threat <= rs.wildling_max:
        _fail("wildling threat out of range")
    if wire and GameState.from_wire(s.to_wire()) != s:
        _fail("wire round trip changed the state")


def _mid_step(s: GameState) -> bool:
    """True while a combat or march is under way (units are in transit then)."""
    return any(f["kind"] in ("combat", "neutral-combat", "march", "select-units") for f in s.stack)
