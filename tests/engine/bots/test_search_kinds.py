"""Normal and hard search every kind of decision but bids, not only orders and combat."""
from __future__ import annotations

from typing import Any

import pytest

from engine import commands as C
from engine.bots.levels import make_bot
from engine.bots.search import muster_variants, unit_selections
from engine.bots.heuristic import ViewState
from engine.game import Game
from engine.ruleset import load_ruleset

from .helpers import play, reproducible_bot

KINDS = ("retreat", "muster", "choose", "select-units")


def _first_of_each(seeds: range) -> dict[str, tuple[Game, Any]]:
    """The first decision of each kind in KINDS (with more than one way to answer), game copied."""
    found: dict[str, tuple[Game, Any]] = {}

    def stop(g: Game, d: Any) -> bool:
        o = d.options
        several = (len(o.get("options", [])) > 1 if d.kind in ("retreat", "choose") else
                   o.get("castles") if d.kind == "muster" else
                   d.kind == "select-units" and len(o["candidates"]) > o["min"]
                   and len({tuple(c) for c in o["candidates"]}) > 1)  # not all alike: a choice to search
        return d.kind in KINDS and d.kind not in found and bool(several)

    for seed in seeds:
        g = Game.new(players=4, seed=seed, options={"tides_of_battle": seed % 2 == 0})
        bots = {h: make_bot("easy", seed + i) for i, h in enumerate(g.s.houses)}
        for d in play(g, bots, stop=stop):
            found[d.kind] = (g.clone(), d)
        if len(found) == len(KINDS):
            break
    return found


CASES = _first_of_each(range(30, 80))  # stops once every kind is found


@pytest.mark.parametrize("kind", KINDS)
def test_hard_answers_by_search(kind: str) -> None:
    assert kind in CASES, sorted(CASES)
    g, d = CASES[kind]
    bot = reproducible_bot("hard", 7, samples=2)
    cmd = bot.propose(g.view(d.seat), d.to_wire())
    assert bot.errors == 0
    assert bot.last_stats["kind"] == kind and bot.last_stats["samples"] == 2
    assert bot.last_stats["candidates"] >= 2
    g.clone().act(d.seat, cmd)  # the chosen candidate is legal in the real game


def test_muster_alternatives_include_nothing_and_greedy_plans() -> None:
    g, d = CASES["muster"]
    view = g.view(d.seat)
    rs = load_ruleset(view["ruleset"])
    variants = muster_variants(rs, ViewState(view), d.seat, d.options)
    assert variants[0] == () and len(variants) >= 2
    for actions in variants[1:]:
        assert all(castle in d.options["castles"] for castle, _, _ in actions)
        g.clone().act(d.seat, C.Muster(actions))  # each greedy plan is legal


def test_unit_selections_have_an_allowed_size() -> None:
    opts = {"candidates": [["a", "footman"], ["a", "knight"], ["b", "ship"]], "min": 1, "max": 2}
    picks = unit_selections(opts, 10)
    assert (("a", "footman"),) in picks and (("a", "knight"), ("b", "ship")) in picks
    assert all(1 <= len(p) <= 2 for p in picks) and len(picks) == 6
    assert len(unit_selections(opts, 2)) == 2
