"""Westeros deck IV's options, each card by name (docs/RULES.md, Mother of Dragons): after its
fixed loyalty tokens each card offers Targaryen (or another player) its own choice."""
from __future__ import annotations

from engine.commands import Choose
from engine.errors import IllegalCommand
from engine.units import unit_base_strength

from .helpers import army, position

NOWHERE = {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["last-days-of-summer"]}


def deck_four(card: str, **spec):
    spec.setdefault("power", {})
    spec["power"] = {"targaryen": 5, **spec["power"]}
    return position(phase="westeros", round=spec.pop("round", 3), westeros={**NOWHERE, "IV": [card]}, **spec)


def answer(g, seat: str, prompt: str, choice):
    (d,) = [d for d in g.waiting_for() if d.kind == "choose"]
    assert (d.seat, d.options["prompt"]) == (seat, prompt), d
    options = d.options["options"]
    g.act(seat, Choose(choice))
    return options


def in_planning(g) -> bool:
    return any(d.kind == "place-orders" for d in g.waiting_for())


def test_domestic_disputes_puts_tokens_on_chosen_houses_homes():
    g = deck_four("domestic-disputes")
    assert g.s.loyalty.get("storms-end") == 1
    answer(g, "targaryen", "domestic-disputes", "pay")
    options = answer(g, "targaryen", "domestic-disputes:house", "stark")
    assert "targaryen" not in options and "done" in options
    answer(g, "targaryen", "domestic-disputes:house", "tyrell")
    answer(g, "targaryen", "domestic-disputes:house", "done")
    assert g.s.loyalty["winterfell"] == 1 and g.s.loyalty["highgarden"] == 1
    assert g.s.power["targaryen"] == 4 and in_planning(g)


def test_domestic_disputes_declined_costs_nothing():
    g = deck_four("domestic-disputes")
    answer(g, "targaryen", "domestic-disputes", "none")
    assert g.s.power["targaryen"] == 5 and set(g.s.loyalty) == {"kings-landing", "storms-end"}


def test_fire_made_flesh_sacrifices_a_dragon_for_a_strength_step():
    g = deck_four("fire-made-flesh", round=3)
    assert unit_base_strength(g.rs, g.s, "dragon") == 1
    assert answer(g, "targaryen", "fire-made-flesh", "sacrifice") == ["none", "sacrifice"]  # none destroyed yet
    answer(g, "targaryen", "fire-made-flesh:area", "norvos")
    assert answer(g, "targaryen", "fire-made-flesh:token", 4) == [4, 6, 8, 10]  # the tokens still on the track
    assert "norvos" not in g.s.units and unit_base_strength(g.rs, g.s, "dragon") == 2
    assert g.s.loyalty.get("the-reach") == 1


def _play_to_round(g, n: int) -> None:
    from engine.bots.random_bot import RandomBot

    bot = RandomBot(5)
    while g.s.round < n:
        d = g.waiting_for()[0]
        for attempt in range(12):
            try:
                g.act(d.seat, bot.propose(g.view(d.house), d.house_wire(), attempt), house=d.house)
                break
            except IllegalCommand:
                assert attempt < 11


def test_fire_made_flesh_moves_any_token_still_on_the_round_track():
    """The round-6 token moved to the box in round 3: strength 2 at once, 3 from round 4, still 3
    in round 6 (its token is gone from the track), 4 from round 8, 5 from round 10."""
    from engine import units

    g = deck_four("fire-made-flesh", round=3)
    answer(g, "targaryen", "fire-made-flesh", "sacrifice")
    answer(g, "targaryen", "fire-made-flesh:area", "norvos")
    answer(g, "targaryen", "fire-made-flesh:token", 6)
    assert unit_base_strength(g.rs, g.s, "dragon") == 2 and g.s.unit_steps_taken == {"dragon": [6]}
    g.s.westeros = {deck: ["last-days-of-summer"] * 3 for deck in ("I", "II", "III")} | {"IV": ["fire-made-flesh"]}
    _play_to_round(g, 4)
    assert unit_base_strength(g.rs, g.s, "dragon") == 3 and g.view(None)["unit_strengths"]["dragon"] == 3
    for rnd, strength in ((5, 3), (6, 3), (7, 3), (8, 4), (9, 4), (10, 5)):
        g.s.round = rnd
        units.reach_round(g.rs, g.s)
        g.state_changed()
        assert unit_base_strength(g.rs, g.s, "dragon") == strength, rnd
    assert g.s.unit_steps_taken == {} and g.s.unit_steps_advanced == {}


def test_fire_made_flesh_with_one_token_left_takes_it_unasked():
    g = deck_four("fire-made-flesh", round=9)
    assert unit_base_strength(g.rs, g.s, "dragon") == 4
    answer(g, "targaryen", "fire-made-flesh", "sacrifice")
    answer(g, "targaryen", "fire-made-flesh:area", "norvos")
    assert in_planning(g) and unit_base_strength(g.rs, g.s, "dragon") == 5


def test_fire_made_flesh_brings_a_destroyed_dragon_back_to_pentos():
    g = deck_four("fire-made-flesh", units={"pentos": army("targaryen", "footman"),
                                            "the-rhoyne": army("targaryen", "dragon")})
    assert "revive" in answer(g, "targaryen", "fire-made-flesh", "revive")
    assert sorted(g.s.units["pentos"]["units"]) == ["dragon", "footman"]


def test_the_long_plan_lets_another_player_place_two_tokens():
    g = deck_four("the-long-plan")
    assert g.s.loyalty.get("castle-black") == 1 and g.s.loyalty.get("yronwood") == 1
    answer(g, "targaryen", "the-long-plan", "pay")
    answer(g, "targaryen", "the-long-plan:house", "stark")
    options = answer(g, "stark", "the-long-plan:area", "karhold")
    assert "pentos" not in options  # Westeros only
    answer(g, "stark", "the-long-plan:area", "the-reach")
    assert g.s.loyalty["karhold"] == 1 and g.s.loyalty["the-reach"] == 1 and in_planning(g)


def test_watering_the_seed_costs_the_victory_position_and_picks_river_areas():
    g = deck_four("watering-the-seed", loyalty_points={"targaryen": 2})  # 2 + Pentos = 3
    answer(g, "targaryen", "watering-the-seed", "pay")
    assert g.s.power["targaryen"] == 5 - 3
    options = answer(g, "targaryen", "watering-the-seed:area", "riverrun")
    assert "the-reach" not in options and "harrenhal" in options
    answer(g, "targaryen", "watering-the-seed:area", "harrenhal")
    assert g.s.loyalty["riverrun"] == 1 and g.s.loyalty["harrenhal"] == 1


def test_playing_with_fire_places_a_token_with_another_players_unit():
    g = deck_four("playing-with-fire")
    assert g.s.loyalty.get("riverrun") == 1 and g.s.loyalty.get("the-arbor") == 1
    answer(g, "targaryen", "playing-with-fire", "pay")
    options = answer(g, "targaryen", "playing-with-fire:area", "harrenhal")
    assert "kings-landing" not in options and "winterfell" not in options  # a neutral force; held
    answer(g, "targaryen", "playing-with-fire:house", "lannister")
    answer(g, "lannister", "playing-with-fire:unit", "knight")
    assert g.s.units["harrenhal"] == army("lannister", "knight") and g.s.loyalty["harrenhal"] == 1


def test_scattering_dissent_moves_in_reverse_order_and_targaryen_may_cancel():
    g = deck_four("scattering-dissent")
    order = list(reversed(g.s.tracks["iron_throne"]))
    assert order[0] == "targaryen"
    answer(g, "targaryen", "scattering-dissent:move", "none")
    mover = order[1]
    answer(g, mover, "scattering-dissent:move", ["karhold", "winterfell"])
    answer(g, "targaryen", "scattering-dissent:cancel", "cancel")
    assert g.s.loyalty.get("karhold") == 1 and "winterfell" not in g.s.loyalty
    assert g.s.power["targaryen"] == 4
    nxt = order[2]
    answer(g, nxt, "scattering-dissent:move", ["oldtown", "three-towers"])
    answer(g, "targaryen", "scattering-dissent:cancel", "allow")
    assert g.s.loyalty.get("three-towers") == 1 and "oldtown" not in g.s.loyalty


def test_word_spreads_quickly_costs_two_to_cancel():
    g = deck_four("word-spreads-quickly", power={"targaryen": 2})
    first = g.s.tracks["iron_throne"][0]
    answer(g, first, "word-spreads-quickly:move", ["crackclaw-point", "harrenhal"])
    answer(g, "targaryen", "word-spreads-quickly:cancel", "cancel")
    assert g.s.power["targaryen"] == 0 and g.s.loyalty.get("crackclaw-point") == 1
    second = g.s.tracks["iron_throne"][1]
    answer(g, second, "word-spreads-quickly:move", ["crackclaw-point", "harrenhal"])
    # Targaryen has no 2 tokens left: the move is not offered for cancelling
    assert g.s.loyalty.get("harrenhal") == 1


def test_a_token_moved_into_targaryens_area_is_gained_at_once():
    g = deck_four("word-spreads-quickly", units={"harrenhal": army("targaryen", "dragon"),
                                                "pentos": army("targaryen", "footman")},
                  power={"targaryen": 0})
    first = g.s.tracks["iron_throne"][0]
    answer(g, first, "word-spreads-quickly:move", ["crackclaw-point", "harrenhal"])
    assert "harrenhal" not in g.s.loyalty and g.s.loyalty_points == {"targaryen": 1}
