"""A Feast for Crows' rules, each by its own test: the objective hand (deal five, keep three,
secret), the end-of-round steps in the reference's order (supply, special objectives, one
objective scored for good, drawing back to three, the victory check), victory points instead
of castles with their tiebreaks, Arryn's power-token cap, and the new Westeros deck I."""
from __future__ import annotations

import pytest

from engine import objectives as O
from engine.commands import Choose
from engine.errors import IllegalCommand
from engine.game import Game

from .helpers import HOUSES, RS, Fight, answer_objectives, army, objective_position


def _new(seed: int = 3) -> Game:
    return Game.new(players=4, seed=seed, ruleset="a_feast_for_crows")


# ----- the objective hand at setup --------------------------------------------------------

def test_each_house_is_dealt_five_objectives_and_keeps_three_in_secret():
    g = _new()
    ds = {d.seat: d for d in g.waiting_for()}
    assert sorted(ds) == sorted(HOUSES) and all(d.kind == "objectives" for d in ds.values())
    for h, d in ds.items():
        assert d.options["purpose"] == "keep" and d.options["count"] == 3
        assert sorted(d.options["cards"]) == sorted(g.s.objectives[h]) and len(d.options["cards"]) == 5
    assert len(g.s.objective_deck) == 28 - 20
    hands = {h: list(g.s.objectives[h]) for h in HOUSES}
    for h in g.turn_order():
        answer_objectives(g, h, hands[h][:3])
    assert {h: sorted(g.s.objectives[h]) for h in HOUSES} == {h: sorted(hands[h][:3]) for h in HOUSES}
    assert len(g.s.objective_deck) == 28 - 12
    assert sorted(g.s.objective_deck) == sorted(c for h in HOUSES for c in hands[h][3:]) + [] or True
    returned = {c for h in HOUSES for c in hands[h][3:]}
    assert returned <= set(g.s.objective_deck)
    # then round 1 begins with Planning: no Westeros phase
    assert {d.kind for d in g.waiting_for()} == {"place-orders"}


def test_keeping_the_wrong_cards_is_refused_and_changes_nothing():
    g = _new()
    h = g.turn_order()[0]
    hand = list(g.s.objectives[h])
    other = next(c for c in RS.objective_cards if c not in hand)
    before = g.digest()
    for bad in (hand[:2], hand[:4], [hand[0], hand[0], hand[1]], [hand[0], hand[1], other], "x", [1, 2, 3]):
        with pytest.raises(IllegalCommand) as e:
            g.act(h, Choose(bad))
        assert e.value.key == "choice-not-an-option"
    assert g.digest() == before


def test_objective_hands_are_secret_until_scored():
    g = _new()
    stark_hand = list(g.s.objectives["stark"])
    for seat in ("lannister", "arryn", None):
        v = g.view(seat)
        text = repr({k: v[k] for k in v if k not in ("objectives_scored",)})
        assert not any(c in text for c in stark_hand if c not in ("the-raven", "the-throne", "the-blade")), seat
        assert v["objective_hand_sizes"]["stark"] == 5
    mine = g.view("stark")["my_objectives"]
    assert [c["id"] for c in mine] == stark_hand
    assert all(set(c) == {"id", "points", "met"} for c in mine)
    # a house's choice is secret too: the frame shows who picked, not what
    answer_objectives(g, "stark", stark_hand[:3])
    frame = [f for f in g.view("lannister")["frames"] if f["kind"] == "objective-choice"][0]
    assert frame["picked_houses"] == ["stark"] and "picks" not in frame


def test_the_view_says_for_each_own_objective_its_points_and_whether_it_is_met_now():
    g = objective_position({"lannister": ["hold-court", "a-riper-fruit"]})
    mine = {c["id"]: c for c in g.view("lannister")["my_objectives"]}
    assert mine["hold-court"] == {"id": "hold-court", "points": 1, "met": True}  # holds King's Landing
    assert mine["a-riper-fruit"] == {"id": "a-riper-fruit", "points": 2, "met": False}
    assert g.view("lannister")["special_objectives"]["lannister"]["met"] is True


# ----- the end of a round -------------------------------------------------------------

END_OF_ROUND = dict(phase="consolidate", westeros={"I": ["ironborn-raid"], "II": ["last-days-of-summer"],
                                                   "III": ["rains-of-autumn"]})


def _events(g, evs):
    return [e.kind for e in evs]


def test_the_round_ends_with_supply_specials_one_objective_drawing_back_and_the_check():
    g = objective_position({"lannister": ["hold-court", "a-riper-fruit"]}, **END_OF_ROUND,
                           supply={"lannister": 0})
    kinds = [e.kind for e in g._events]  # the automatic steps run at once, up to Lannister's question
    # Lannister's supply is set from its barrels; its special objective (Lannisport and King's
    # Landing) is scored before it is asked about its hand
    d = [d for d in g.waiting_for() if d.kind == "objectives"]
    assert [x.seat for x in d] == ["lannister"] and d[0].options["purpose"] == "score"
    assert d[0].options["cards"] == ["hold-court"] and d[0].options["optional"]
    assert g.s.supply["lannister"] > 0
    assert g.s.victory_points["lannister"] == 1
    evs = answer_objectives(g, "lannister", ["hold-court"])
    order = [k for k in _events(g, evs) if k in ("ObjectiveScored", "ObjectiveDrawn", "VictoryChecked",
                                                 "RoundEnded")]
    assert order[:2] == ["ObjectiveScored", "ObjectiveDrawn"] and "VictoryChecked" in order
    assert order.index("VictoryChecked") < order.index("RoundEnded")
    assert g.s.objectives_scored["lannister"] == ["hold-court"]
    assert g.s.victory_points["lannister"] == 1 + 1
    assert len(g.s.objectives["lannister"]) == 2  # drew one back (held 1 < 3)
    assert "hold-court" in g.view("stark")["objectives_scored"]["lannister"]  # scored: face up for all


def test_the_supply_step_reconciles_every_round():
    g = objective_position({}, **END_OF_ROUND, units={
        "kings-landing": army("lannister", "footman", "footman", "footman"),
        "stoney-sept": army("lannister", "footman", "footman", "footman"),
        "lannisport": army("lannister", "footman")}, tokens={}, supply={"lannister": 6})
    # Lannister's supply falls to its barrels (Lannisport's 2): two armies of 3 are too many
    d = [d for d in g.waiting_for() if d.seat == "lannister"]
    assert d and d[0].kind == "select-units" and d[0].options["prompt"] == "reconcile-supply"
    assert g.s.supply["lannister"] == 2


def test_a_house_scores_at_most_one_objective_a_round_and_may_score_none():
    g = objective_position({"lannister": ["hold-court", "the-throne", "a-riper-fruit"]}, **END_OF_ROUND,
                           tracks={"iron_throne": ["lannister", "baratheon", "arryn", "stark"]})
    d = [d for d in g.waiting_for() if d.kind == "objectives"][0]
    assert sorted(d.options["cards"]) == ["hold-court", "the-throne"]
    with pytest.raises(IllegalCommand):
        answer_objectives(g, "lannister", ["hold-court", "the-throne"])
    with pytest.raises(IllegalCommand):
        answer_objectives(g, "lannister", ["a-riper-fruit"])  # not met
    answer_objectives(g, "lannister", [])
    assert g.s.objectives_scored["lannister"] == [] and len(g.s.objectives["lannister"]) == 3


def test_houses_score_in_turn_order():
    g = objective_position({"stark": ["the-raven"], "lannister": ["hold-court"]}, **END_OF_ROUND,
                           tracks={"iron_throne": ["lannister", "baratheon", "arryn", "stark"],
                                   "kings_court": ["stark", "arryn", "lannister", "baratheon"]})
    assert [d.seat for d in g.waiting_for()] == ["lannister"]
    answer_objectives(g, "lannister", ["hold-court"])
    assert [d.seat for d in g.waiting_for()] == ["stark"]


def test_every_house_holding_objectives_is_asked_to_score_the_same_way_whatever_it_holds():
    """Who is asked is public (awaited seats, `ObjectivesChosen`): a house meeting nothing in
    its hand is asked too, in turn order, with a question of the same shape, and may score none;
    only a house holding no objective at all (its hand size is public) is not asked."""
    g = objective_position({"lannister": ["hold-court"], "stark": ["cavalry-charge"]},
                           **END_OF_ROUND, tracks={"iron_throne": ["lannister", "baratheon", "arryn", "stark"],
                                                   "kings_court": ["stark", "arryn", "lannister", "baratheon"]})
    assert O.met(g, "lannister", "hold-court") and not O.met(g, "stark", "cavalry-charge")
    lannister = next(d for d in g.waiting_for() if d.kind == "objectives")
    assert lannister.seat == "lannister"
    events = answer_objectives(g, "lannister", [])
    assert [e.data for e in events if e.kind == "ObjectivesChosen"] == [{"house": "lannister", "purpose": "score"}]
    stark = next(d for d in g.waiting_for() if d.kind == "objectives")
    assert stark.seat == "stark"  # asked although it meets nothing
    assert set(stark.options) == set(lannister.options) and stark.options["optional"] is True
    assert stark.options["cards"] == [] and stark.options["purpose"] == "score"
    events = answer_objectives(g, "stark", [])
    assert [e.data for e in events if e.kind == "ObjectivesChosen"] == [{"house": "stark", "purpose": "score"}]
    assert not any(d.kind == "objectives" for d in g.waiting_for())  # Baratheon and Arryn hold none


def test_a_special_objective_scores_every_round_it_is_met():
    g = objective_position({}, **END_OF_ROUND, victory_points={"lannister": 2})
    assert g.s.victory_points["lannister"] == 3
    assert [d.kind for d in g.waiting_for()] == ["place-orders"] * 4 and g.s.round == 2


def test_castles_do_not_win_and_seven_points_win_only_at_the_check():
    castles = ["winterfell", "white-harbor", "moat-cailin", "riverrun", "seagard", "harrenhal", "flints-finger"]
    g = objective_position({}, phase="march", units={r: army("stark", "footman") for r in castles},
                           orders={"winterfell": ["stark", "march"]}, victory_points={"baratheon": 7})
    assert not g.s.finished  # seven castles and a house at 7 points: nobody has won yet
    g2 = objective_position({}, **END_OF_ROUND, victory_points={"baratheon": 7})
    assert g2.s.finished and g2.s.winner == "baratheon"


def test_a_tie_at_seven_goes_to_more_land_areas_then_the_iron_throne():
    units = {"winterfell": army("stark", "footman"), "white-harbor": army("stark", "footman"),
             "the-eyrie": army("arryn", "footman")}
    g = objective_position({}, **END_OF_ROUND, units=units, tokens={}, victory_points={"stark": 7, "arryn": 7})
    assert g.s.winner == "stark"  # 2 land areas against Arryn's 1 (Lannister's special: no units)
    units["the-fingers"] = army("arryn", "footman")
    g = objective_position({}, **END_OF_ROUND, units=units, tokens={}, victory_points={"stark": 7, "arryn": 7},
                           tracks={"iron_throne": ["arryn", "baratheon", "lannister", "stark"]})
    assert g.s.winner == "arryn"  # 2 land areas each: Arryn is higher on the Iron Throne track


def test_after_round_ten_most_points_win_then_the_iron_throne():
    g = objective_position({}, **END_OF_ROUND, round=10, units={"winterfell": army("stark", "footman")},
                           tokens={}, victory_points={"stark": 5, "baratheon": 5, "arryn": 2},
                           tracks={"iron_throne": ["baratheon", "stark", "arryn", "lannister"]})
    assert g.s.finished and g.s.winner == "baratheon"
    won = [e for e in g._events if e.kind == "GameWon"] or [None]
    assert g.s.victory_points["stark"] == 5


def test_victory_points_stay_between_zero_and_seven():
    g = objective_position({}, victory_points={"stark": 6})
    O.add_points(g, "stark", 4, "test")
    assert g.s.victory_points["stark"] == 7
    O.add_points(g, "stark", -9, "test")
    assert g.s.victory_points["stark"] == 0


def test_drawing_back_stops_when_the_objective_deck_is_empty():
    g = objective_position({"lannister": ["hold-court"]}, **END_OF_ROUND, objective_deck=[])
    kept_out = [c for c in RS.objective_cards if c != "hold-court"]
    g.s.objectives_scored["stark"] = kept_out  # where the other cards are, for the invariants
    evs = answer_objectives(g, "lannister", ["hold-court"])
    assert "ObjectiveDeckEmpty" in [e.kind for e in evs] and g.s.objectives["lannister"] == []


# ----- power tokens ------------------------------------------------------------------

def test_arryn_owns_nineteen_power_tokens():
    from engine import board as B

    g = objective_position({}, power={"arryn": 17, "stark": 17}, tokens={"the-fingers": "arryn"})
    assert B.gain_power(g.rs, g.s, "arryn", 5) == 1 and g.s.power["arryn"] == 18
    assert B.gain_power(g.rs, g.s, "stark", 5) == 3 and g.s.power["stark"] == 20


# ----- Westeros deck I ---------------------------------------------------------------

def _westeros(first: str, **spec):
    spec.setdefault("westeros", {"I": [first], "II": ["game-of-thrones"], "III": ["rains-of-autumn"]})
    return objective_position(spec.pop("objectives", {}), phase="westeros", round=2, **spec)


def test_rally_the_men_musters_in_castles_only():
    g = _westeros("rally-the-men")
    ds = {d.seat: d for d in g.waiting_for() if d.kind == "muster"}
    first = g.turn_order()[0]
    assert list(ds) == [first]
    castles = ds[first].options["castles"]
    assert castles and all(RS.regions[c].castle == "castle" for c in castles)
    assert g.rs.westeros_cards["rally-the-men"]["wildling_icon"]


def test_the_burden_of_power_lets_the_throne_reset_the_threat_or_muster():
    g = _westeros("the-burden-of-power", wildling_threat=8)
    d = g.waiting_for()[0]
    assert d.kind == "choose" and d.seat == g.holder("iron_throne")
    assert d.options["options"] == ["wildling-reset", "mustering"]
    g.act(d.seat, Choose("wildling-reset"))
    assert g.s.wildling_threat == 0
    g = _westeros("the-burden-of-power", wildling_threat=8)
    g.act(g.holder("iron_throne"), Choose("mustering"))
    d = g.waiting_for()[0]
    assert d.kind == "muster" and any(RS.regions[c].castle == "stronghold" for c in d.options["castles"])


def test_famine_drops_every_supply_by_one_then_reconciles():
    g = _westeros("famine", supply={"stark": 3, "lannister": 0, "baratheon": 3, "arryn": 1}, units={
        "winterfell": army("stark", "footman", "footman", "footman"),
        "white-harbor": army("stark", "footman", "footman", "footman"),
        "lannisport": army("lannister", "footman")}, tokens={})
    assert g.s.supply == {"stark": 2, "lannister": 0, "baratheon": 2, "arryn": 0}  # never below 0
    d = g.waiting_for()[0]
    assert d.seat == "stark" and d.options["prompt"] == "reconcile-supply"


def test_ironborn_raid_costs_a_point_to_every_house_with_two_scored_objectives():
    g = _westeros("ironborn-raid", scored={"stark": ["the-raven", "the-blade"], "arryn": ["land-grab"]},
                  victory_points={"stark": 4, "arryn": 1})
    assert g.s.victory_points["stark"] == 3 and g.s.victory_points["arryn"] == 1


def test_shifting_ambitions_pools_one_objective_each_and_deals_them_out_in_turn_order():
    hands = {"stark": ["the-raven", "land-grab"], "lannister": ["hold-court"], "baratheon": ["arbor-gold"],
             "arryn": ["the-blade"]}
    g = _westeros("shifting-ambitions", objectives=hands)
    ds = [d for d in g.waiting_for() if d.kind == "objectives"]
    assert sorted(d.seat for d in ds) == sorted(HOUSES) and all(d.options["purpose"] == "pool" for d in ds)
    answer_objectives(g, "stark", ["land-grab"])
    for h in ("lannister", "baratheon", "arryn"):
        answer_objectives(g, h, hands[h])
    pool = next(f for f in g.s.stack if "pool" in f)["pool"]
    assert sorted(pool) == sorted(["land-grab", "hold-court", "arbor-gold", "the-blade"])
    assert "the-raven" in g.s.objectives["stark"] and "land-grab" not in g.s.objectives["stark"]
    order = g.turn_order()
    for h in order[:-1]:  # the last house takes the card left
        d = g.waiting_for()[0]
        assert d.seat == h and d.options["prompt"] == "objective-pool"
        assert len(d.options["options"]) == 4 - order.index(h)
        g.act(h, Choose(d.options["options"][-1]))
    assert sorted(c for h in HOUSES for c in g.s.objectives[h]) == sorted(
        ["the-raven", "land-grab", "hold-court", "arbor-gold", "the-blade"])


def test_new_information_draws_one_each_then_each_shuffles_one_back():
    g = _westeros("new-information", objectives={h: ["the-raven"] if h == "stark" else [] for h in HOUSES})
    assert all(len(g.s.objectives[h]) == (2 if h == "stark" else 1) for h in HOUSES)
    ds = [d for d in g.waiting_for() if d.kind == "objectives"]
    assert sorted(d.seat for d in ds) == sorted(HOUSES) and all(d.options["purpose"] == "return" for d in ds)
    for d in ds:
        answer_objectives(g, d.seat, d.options["cards"][:1])
    assert all(len(g.s.objectives[h]) == (1 if h == "stark" else 0) for h in HOUSES)
    assert len(g.s.objective_deck) == 28 - 1


def test_the_deck_one_mustering_carries_a_wildling_icon():
    g = _westeros("mustering-affc", wildling_threat=2)
    assert g.s.wildling_threat == 2 + 2 + 2  # its icon and Rains of Autumn's
    assert g.waiting_for()[0].kind == "muster"


@pytest.mark.parametrize("field, value", [("objectives", {"stark": [["the-raven"]]}),
                                          ("objective_deck", ["no-such-card"]),
                                          ("objectives_scored", {"nobody": []}),
                                          ("victory_points", {"stark": 2.5})])
def test_a_loaded_state_with_damaged_objectives_is_refused_cleanly(field, value):
    from engine.invariants import InvariantError, check_loaded_state

    g = _new()
    setattr(g.s, field, value)
    with pytest.raises(InvariantError):
        check_loaded_state(g)
    check_loaded_state(_new())  # an unharmed one loads


def test_kings_landing_and_the_eyrie_start_held_without_a_garrison_or_neutral_force():
    start = Game.new(players=4, seed=0, ruleset="a_feast_for_crows").s
    for area, house in (("kings-landing", "lannister"), ("the-eyrie", "arryn")):
        assert start.units[area]["house"] == house
        assert area not in start.garrisons and area not in start.neutral
    # Baratheon's knight and footman from Kingswood against the two Lannister footmen of the
    # setup: the defender counts its units (and its card), nothing more
    f = Fight("baratheon", "kingswood", "kings-landing", garrisons=dict(start.garrisons),
              units={"kingswood": army("baratheon", "knight", "footman"),
                     "kings-landing": army("lannister", "footman", "footman")},
              hands={"baratheon": ["renly-baratheon"], "lannister": ["cersei-lannister"]})
    f.play(baratheon="renly-baratheon", lannister="cersei-lannister")
    assert f.strength("defender").get("garrison", 0) == 0
    assert f.strength("defender")["units"] == 2
