"""Bots play A Feast for Crows' objectives: they keep the cards worth most to them (met ones
first among equals), score the best card they meet, give away and shuffle back the least, value
the areas their own objectives name, and rank houses by victory points, never by castles
(docs/RULES.md, A Feast for Crows)."""
from __future__ import annotations

from engine.bots.heuristic import HeuristicBot, ViewState, leader_scores, region_value
from engine.bots.levels import make_bot
from engine.commands import Choose
from engine.game import Game
from engine.ruleset import load_ruleset

from tests.engine.a_feast_for_crows.helpers import objective_position

RS = load_ruleset("a_feast_for_crows")


def _decision(g, seat):
    d = next(d for d in g.waiting_for() if d.seat == seat)
    return d, d.to_wire()


def test_every_level_keeps_the_three_objectives_worth_most():
    g = Game.new(players=4, seed=3, ruleset="a_feast_for_crows")
    d, wire = _decision(g, "baratheon")
    pts = d.options["points"]
    best = sorted(d.options["cards"], key=lambda c: -pts[c])[:3]
    for level in ("easy", "normal", "hard"):
        cmd = make_bot(level, 1).propose(g.view("baratheon"), wire, 0)
        assert isinstance(cmd, Choose) and len(cmd.choice) == 3
        assert sorted(pts[c] for c in cmd.choice) == sorted(pts[c] for c in best), level


def test_a_bot_scores_the_best_objective_it_meets():
    g = objective_position({"lannister": ["hold-court", "take-the-black", "a-riper-fruit"]}, phase="consolidate",
                           units={"kings-landing": {"house": "lannister", "units": ["footman"], "routed": []},
                                  "castle-black": {"house": "lannister", "units": ["footman"], "routed": []}},
                           tokens={}, westeros={"I": ["ironborn-raid"], "II": ["game-of-thrones"],
                                                "III": ["rains-of-autumn"]})
    d, wire = _decision(g, "lannister")
    assert sorted(d.options["cards"]) == ["hold-court", "take-the-black"]
    cmd = HeuristicBot(1).propose(g.view("lannister"), wire, 0)
    assert cmd == Choose(["take-the-black"])  # 2 points for Lannister against Hold Court's 1


def test_the_areas_of_its_own_objectives_are_worth_more_to_a_bot():
    g = objective_position({"stark": ["arbor-gold"]})
    v = ViewState(g.view("stark"))
    g2 = objective_position({"stark": ["the-raven"]})
    v2 = ViewState(g2.view("stark"))
    assert region_value(RS, v, "stark", "the-arbor") > region_value(RS, v2, "stark", "the-arbor")
    # another house's hand, hidden from the view, changes nothing
    g3 = objective_position({"stark": ["the-raven"], "lannister": ["arbor-gold"]})
    assert region_value(RS, ViewState(g3.view("stark")), "lannister", "the-arbor") == \
        region_value(RS, ViewState(g2.view("stark")), "lannister", "the-arbor")


def test_houses_are_ranked_by_victory_points_not_castles():
    g = objective_position({}, victory_points={"arryn": 5, "stark": 0, "lannister": 0, "baratheon": 0})
    scores = leader_scores(RS, ViewState(g.view("stark")))
    assert max(scores, key=scores.get) == "arryn"
