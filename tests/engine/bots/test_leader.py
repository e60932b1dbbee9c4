"""The table contests its leader: an area the leader holds is the better target, an area of a
house behind the leader the worse one (engine/bots/heuristic.py, `leader_factor`)."""
from __future__ import annotations

from engine.bots.heuristic import LEADER_TARGET, RIVAL_TARGET, HeuristicBot, ViewState, leader, leader_factor
from engine.positions import build_position
from engine.ruleset import load_ruleset

FIVE_CASTLES = {"greyjoy": ("pyke", "seagard", "flints-finger", "moat-cailin", "white-harbor"),
                "tyrell": ("highgarden", "oldtown", "sunspear", "starfall", "yronwood")}


def _position(leading: str):
    """Lannister's knight in Blackwater, next to two equal castles held by power tokens only:
    Crackclaw Point (Greyjoy's) and The Reach (Tyrell's); `leading` holds five castles more."""
    units = {r: {"house": leading, "units": ["footman"], "routed": []} for r in FIVE_CASTLES[leading]}
    units["blackwater"] = {"house": "lannister", "units": ["knight"], "routed": []}
    return build_position({"players": 6, "phase": "march", "turn": "lannister", "round": 5, "units": units,
                           "tokens": {"crackclaw-point": "greyjoy", "the-reach": "tyrell"},
                           "orders": {"blackwater": ["lannister", "march"]}})


def _march(g):
    d = [x for x in g.waiting_for() if x.seat == "lannister" and x.kind == "march"][0]
    return HeuristicBot(1).propose(g.view("lannister"), d.to_wire(), 0)


def test_the_leaders_area_counts_twice_and_a_rivals_less() -> None:
    g = _position("greyjoy")
    rs, st = load_ruleset("second_edition"), ViewState(g.view("lannister"))
    assert leader(rs, st, "lannister") == "greyjoy"
    assert leader_factor(rs, st, "lannister", "crackclaw-point", "greyjoy") == LEADER_TARGET == 2.0
    assert leader_factor(rs, st, "lannister", "the-reach", "greyjoy") == RIVAL_TARGET < 1.0
    assert leader_factor(rs, st, "lannister", "harrenhal", "greyjoy") == 1.0  # nobody's
    assert leader_factor(rs, st, "greyjoy", "the-reach", "greyjoy") == 1.0  # the leader itself


def test_a_march_goes_for_the_castle_of_whoever_leads() -> None:
    assert _march(_position("greyjoy")).moves == (("crackclaw-point", ("knight",)),)
    assert _march(_position("tyrell")).moves == (("the-reach", ("knight",)),)
