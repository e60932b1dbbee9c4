"""A variant that exists only for the registry's tests: each player house starts with one more
power token. It shows the whole path a variant takes (chosen, checked, set up, kept in the
options, saved, replayed, its invariant checked after every step) without any real rule."""
from __future__ import annotations

from engine.errors import refuse_variant
from engine.invariants import InvariantError

SET_UPS: list[int] = []  # the seed of each game this module set up (a test reads it)
CHECKS: list[int] = []   # the state id of each check


def validate(rs, houses, chosen, options) -> None:
    if chosen.get("sample-bonus") == 3 and houses < 6:  # a check of the module's own
        raise refuse_variant("variant-houses", variant="sample-bonus", n=houses)


def set_up(g) -> None:
    SET_UPS.append(g.s.seed)
    for house in g.seats():
        g.s.power[house] += 1


def check(g) -> None:
    CHECKS.append(g.s.state_id)
    if not any(v.startswith("sample-") for v in g.s.options["variants"]):
        raise InvariantError("the sample variant's check ran for a game without it")
