"""Bots play A Feast for Crows' objectives: they keep the cards worth most to them (met ones
first among equals), score the best card they meet, give away and shuffle back the least, value
the areas their own objectives name, and rank houses by victory points, never by castles
(docs/RULES.md, A Feast for Crows)."""
from __future__ import annotations

from engine.bots.heuristic import (HeuristicBot, ViewState, best_march_target, evaluate, leader_scores,
                                   objective_standing, region_value)
from engine.bots.levels import make_bot
from engine.commands import Choose
from engine.game import Game
from engine.ruleset import load_ruleset

from tests.engine.a_feast_for_crows.helpers import army, objective_position

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


def test_a_special_objective_met_now_counts_as_its_point_in_who_leads():
    """Baratheon and Arryn have 3 points each; Baratheon holds Dragonstone and King's Landing, so
    its special objective scores at the round's end: every house judges it the leader. Without
    King's Landing the tie is Arryn's (more land)."""
    points = {"arryn": 3, "baratheon": 3, "stark": 0, "lannister": 0}
    arryn = {"the-eyrie": army("arryn", "footman"), "the-fingers": army("arryn", "footman"),
             "the-twins": army("arryn", "footman")}
    met = objective_position({}, victory_points=points, units={
        **arryn, "dragonstone": army("baratheon", "footman"), "kings-landing": army("baratheon", "footman")})
    unmet = objective_position({}, victory_points=points, units={
        **arryn, "dragonstone": army("baratheon", "footman"), "kingswood": army("baratheon", "footman")})
    for seat in ("stark", "arryn"):
        scores = leader_scores(RS, ViewState(met.view(seat)))
        assert max(scores, key=scores.get) == "baratheon"
        scores = leader_scores(RS, ViewState(unmet.view(seat)))
        assert max(scores, key=scores.get) == "arryn"


# ----- pursuing the objectives in one's own hand ------------------------------------------

def _keep_one(g, seat, cards, purpose="keep"):
    """The easy bot's pick of one of `cards` (its own), asked as the engine asks it."""
    v = g.view(seat)
    opts = {"cards": list(cards), "count": 1, "purpose": purpose, "optional": False,
            "met": [c["id"] for c in v["my_objectives"] if c["met"] and c["id"] in cards],
            "points": {c: RS.objective_cards[c]["victory_points"][seat] for c in cards}}
    return HeuristicBot(1, noise=0.0)._objectives(RS, ViewState(v), seat, opts, None, 0)


def test_a_bot_keeps_the_objective_it_is_near_over_a_far_one_worth_a_little_more():
    # Stark holds Searoad Marches and Blackwater and stands next to The Reach: Pull the Weeds
    # (2 points) is near; Stop the Storm (3 points) wants Storm's End, far from every Stark unit
    units = {"searoad-marches": army("stark", "footman"), "blackwater": army("stark", "knight"),
             "winterfell": army("stark", "footman")}
    g = objective_position({"stark": ["pull-the-weeds", "stop-the-storm"]}, units=units)
    assert _keep_one(g, "stark", ["pull-the-weeds", "stop-the-storm"]) == Choose(["pull-the-weeds"])
    # with Stark's army next to Storm's End instead, the 3 points are near too and win
    units2 = {"kingswood": army("stark", "knight", "footman"), "winterfell": army("stark", "footman")}
    g2 = objective_position({"stark": ["pull-the-weeds", "stop-the-storm"]}, units=units2)
    assert _keep_one(g2, "stark", ["pull-the-weeds", "stop-the-storm"]) == Choose(["stop-the-storm"])


def test_an_objective_that_counts_areas_makes_every_such_area_worth_more():
    g = objective_position({"stark": ["extend-your-reach"]})
    g2 = objective_position({"stark": ["the-raven"]})
    for sea in ("the-shivering-sea", "the-narrow-sea", "blackwater-bay"):
        assert region_value(RS, ViewState(g.view("stark")), "stark", sea) > \
            region_value(RS, ViewState(g2.view("stark")), "stark", sea)
    g3 = objective_position({"stark": ["a-stalwart-position"]})
    assert region_value(RS, ViewState(g3.view("stark")), "stark", "riverrun") > \
        region_value(RS, ViewState(g2.view("stark")), "stark", "riverrun")
    # another house's hidden hand changes nothing for the seat that reads its view
    g4 = objective_position({"stark": ["the-raven"], "lannister": ["extend-your-reach"]})
    assert region_value(RS, ViewState(g4.view("stark")), "lannister", "the-narrow-sea") == \
        region_value(RS, ViewState(g2.view("stark")), "lannister", "the-narrow-sea")


def test_a_searching_bot_scores_a_position_higher_where_its_own_objective_is_met():
    units = {"searoad-marches": army("stark", "footman"), "blackwater": army("stark", "knight"),
             "the-reach": army("stark", "footman"), "winterfell": army("stark", "footman")}
    met = objective_position({"stark": ["pull-the-weeds"]}, units=units)
    unmet = objective_position({"stark": ["the-raven"]}, units=units)
    assert objective_standing(RS, met.s, "stark") > objective_standing(RS, unmet.s, "stark")
    assert evaluate(RS, met.s, "stark") > evaluate(RS, unmet.s, "stark")
    # the same objective in another house's (hidden) hand is worth nothing to Stark
    other = objective_position({"stark": ["the-raven"], "arryn": ["pull-the-weeds"]}, units=units)
    assert objective_standing(RS, other.s, "stark") == objective_standing(RS, unmet.s, "stark")


def test_another_houses_open_special_objective_met_counts_against_a_bot():
    mine = {"winterfell": army("stark", "footman")}
    held = objective_position({}, units={**mine, "lannisport": army("lannister", "footman"),
                                         "kings-landing": army("lannister", "footman")})
    lost = objective_position({}, units={**mine, "lannisport": army("lannister", "footman"),
                                         "kings-landing": army("arryn", "footman")})
    assert objective_standing(RS, held.s, "stark") < objective_standing(RS, lost.s, "stark")


def test_a_garrison_in_nobodys_home_defends_king_s_landing_in_a_bots_reckoning():
    # Baratheon's knight and footman next to King's Landing, held by one Lannister footman:
    # with the 5-strength garrison there the attack is hopeless; without it, worth making
    units = {"kingswood": army("baratheon", "knight", "footman"), "kings-landing": army("lannister", "footman"),
             "lannisport": army("lannister", "footman")}
    garrisoned = objective_position({}, units=units, garrisons={"kings-landing": 5})
    bare = objective_position({}, units=units, garrisons={})
    seat = "baratheon"
    bot = HeuristicBot(1, noise=0.0)
    movers = ["knight", "footman"]
    with_garrison = bot.move_value(RS, ViewState(garrisoned.view(seat)), seat, "kingswood", "kings-landing",
                                   movers, 0, True)
    without = bot.move_value(RS, ViewState(bare.view(seat)), seat, "kingswood", "kings-landing", movers, 0, True)
    assert with_garrison < 0 < without
    _, target = best_march_target(RS, ViewState(garrisoned.view(seat)), seat, "kingswood", 0)
    assert target != "kings-landing"


def test_a_view_reads_as_a_state_where_it_leaves_out_what_is_empty():
    """A view leaves out an empty `area_changes` (no loan has changed an area yet): a bot reading
    its view as a state finds the areas as printed, never a missing field."""
    from engine import areas

    g = Game.new(players=6, seed=1)
    view = g.view("stark")
    assert "area_changes" not in view
    assert areas.castle_areas(g.rs, ViewState(view)) == areas.castle_areas(g.rs, g.s)
