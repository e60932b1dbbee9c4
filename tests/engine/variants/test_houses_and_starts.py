"""Houses and starts (docs/RULES.md, Variants): random houses, random chosen houses, random vassal
assignment, random and vassal start positions, preceding mustering."""
from __future__ import annotations

import pytest

from engine import board as B
from engine import commands as C
from engine.errors import VariantRefused
from engine.game import Game
from engine.invariants import check_invariants
from engine.ruleset import load_ruleset, ruleset_of, ruleset_of_view
from engine.selfplay import play_game
from engine.variants.data import settings
from engine.variants.houses import dealt

from ..helpers import army, fight, march, one_event
from .helpers import play
from .test_combat_and_westeros import positioned

MOD = "mother_of_dragons"


# ----- random houses, random chosen houses -----------------------------------------------------

def test_random_houses_deal_every_seat_a_house_drawn_with_the_game():
    deals = set()
    for seed in range(6):
        g = Game.new(6, seed=seed, variants={"random-houses": True})
        deal = dealt(g)
        assert sorted(deal) == sorted(deal.values()) == sorted(g.seats())
        assert deal == dealt(Game.new(6, seed=seed, variants={"random-houses": True}))  # by the seed
        deals.add(tuple(deal.values()))
    assert len(deals) > 1
    assert dealt(Game.new(6, seed=1)) is None  # a game without the variant deals nothing


def test_random_houses_with_vassals_draw_the_houses_played_and_keep_targaryen_among_them():
    played = set()
    for seed in range(8):
        g = Game.new(4, seed=seed, ruleset=MOD, options={"vassals": True}, seated=["stark", "lannister",
                     "baratheon", "targaryen"], variants={"random-houses": True})
        assert "targaryen" in g.seats() and len(g.seats()) == 4 and len(g.s.vassals) == 4
        assert sorted(dealt(g)) == sorted(g.seats())
        played.add(tuple(g.seats()))
    assert len(played) > 2  # not the houses asked for: drawn among all eight


def test_random_chosen_houses_keep_the_houses_chosen_and_deal_only_the_seats():
    asked = ["greyjoy", "martell", "stark"]
    for seed in range(4):
        g = Game.new(3, seed=seed, options={"vassals": True}, seated=asked,
                     variants={"random-chosen-houses": True})
        assert sorted(g.seats()) == sorted(asked)
        assert sorted(dealt(g).values()) == sorted(asked)
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={"random-houses": True, "random-chosen-houses": True})
    assert info.value.key == "variant-excludes"


# ----- random vassal assignment --------------------------------------------------------------

def test_random_vassal_assignment_hands_the_vassals_out_evenly_and_asks_nobody():
    g = Game.new(3, seed=4, options={"vassals": True}, variants={"random-vassal-assignment": True})
    assert not any(d.kind == "choose" and d.options.get("prompt") == "claim-vassals" for d in g.waiting_for())
    assert sorted(g.s.commanders) == sorted(g.s.vassals)
    counts = [list(g.s.commanders.values()).count(h) for h in g.seats()]
    assert sorted(counts) == [1, 1, 1]
    claimed = Game.new(3, seed=4, options={"vassals": True})  # the claim asks the first player
    assert any(d.options.get("prompt") == "claim-vassals" for d in claimed.waiting_for())
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={"random-vassal-assignment": True})
    assert (info.value.key, info.value.params["option"]) == ("variant-needs-option", "vassals")


def test_random_vassal_assignment_draws_among_the_players_with_fewest_vassals_each_round():
    shares = set()
    for seed in range(10):
        g = Game.new(4, seed=seed, ruleset=MOD, options={"vassals": True},
                     variants={"random-vassal-assignment": True})
        counts = sorted(list(g.s.commanders.values()).count(h) for h in g.seats())
        assert counts == [1, 1, 1, 1]  # four vassals, four players
        shares.add(tuple(sorted(g.s.commanders.items())))
    assert len(shares) > 1
    g = Game.new(5, seed=2, options={"vassals": True}, variants={"random-vassal-assignment": True})
    assert sorted(list(g.s.commanders.values()).count(h) for h in g.seats()) == [0, 0, 0, 0, 1]
    rounds = set()

    def each_round(game, events):
        if any(e.kind == "VassalsCommanded" for e in events):
            rounds.add((game.s.round, tuple(sorted(game.s.commanders.items()))))
    play(g, seed=2, on_step=each_round)
    assert len({r for r, _ in rounds}) >= 2 and len({c for _, c in rounds}) >= 2  # dealt anew


# ----- start positions --------------------------------------------------------------------

def test_random_start_positions_move_units_homes_and_power_tokens_but_not_tracks_or_cards():
    base = Game.new(6, ruleset="a_dance_with_dragons", seed=3)
    g = Game.new(6, ruleset="a_dance_with_dragons", seed=3, variants={"random-start-positions": True})
    taken = g.s.variant_state["ruleset"]["start_positions"]
    assert sorted(taken) == sorted(taken.values()) == sorted(g.s.houses) and taken != {h: h for h in taken}
    rs, printed = g.rs, load_ruleset("a_dance_with_dragons")
    for house, position in taken.items():
        assert rs.home_of_house[house] == printed.home_of_house[position]
        assert rs.regions[printed.home_of_house[position]].home_of == house
        theirs = {r: a["units"] for r, a in base.s.units.items() if a["house"] == position}
        assert {r: a["units"] for r, a in g.s.units.items() if a["house"] == house} == theirs
        assert sorted(r for r, h in g.s.tokens.items() if h == house) == \
            sorted(r for r, h in base.s.tokens.items() if h == position)
        assert g.s.hands[house] == base.s.hands[house]
        assert g.s.supply[house] == min(len(rs.supply_table) - 1, B.barrels(rs, g.s, house))
    assert g.s.tracks == base.s.tracks and g.s.garrisons == base.s.garrisons
    # the empty home area belongs to the house that took it, not to the printed one
    stark = next(h for h, p in taken.items() if p == "stark")
    g.s.units = {r: a for r, a in g.s.units.items() if r != "winterfell"}
    g.state_changed()
    assert B.controller(g.rs, g.s, "winterfell") == stark
    assert g.rs is ruleset_of(g.s) and g.rs is ruleset_of_view(g.view(None))  # made again from the facts


def test_random_start_positions_keep_targaryen_and_give_a_vassal_the_vassal_setup_of_its_position():
    g = Game.new(5, ruleset=MOD, seed=7, options={"vassals": True}, variants={"random-start-positions": True})
    taken = g.s.variant_state["ruleset"]["start_positions"]
    assert "targaryen" not in taken and g.rs.home_of_house["targaryen"] == "pentos"
    printed = load_ruleset(MOD).vassal_rules["starting_units"]
    for vassal in g.s.vassals:
        own = {r: a["units"] for r, a in g.s.units.items() if a["house"] == vassal}
        assert own == {r: sorted(u) for r, u in printed[taken[vassal]].items()}
    check_invariants(g)


def test_vassal_start_positions_give_players_their_vassal_setup_and_supply_from_barrels():
    g = Game.new(6, seed=1, variants={"vassal-start-positions": True})
    printed = load_ruleset("second_edition").vassal_rules["starting_units"]
    for house in g.s.houses:
        assert {r: a["units"] for r, a in g.s.units.items() if a["house"] == house} == \
            {r: sorted(u) for r, u in printed[house].items()}
        assert g.s.supply[house] == min(len(g.rs.supply_table) - 1, B.barrels(g.rs, g.s, house))
    adwd = Game.new(6, ruleset="a_dance_with_dragons", seed=1, variants={"vassal-start-positions": True})
    assert adwd.s.units["castle-black"] == {"house": "baratheon", "units": ["footman", "knight", "knight"],
                                            "routed": []}
    for ruleset, players in (("first_edition", 5), ("a_feast_for_crows", 4)):  # no vassal setup / not offered
        with pytest.raises(VariantRefused) as info:
            Game.new(players, ruleset=ruleset, seed=1, variants={"vassal-start-positions": True})
        assert info.value.key == "variant-ruleset"


# ----- preceding mustering --------------------------------------------------------------------

def test_preceding_mustering_musters_every_house_in_turn_before_the_first_orders():
    g = Game.new(6, seed=2, variants={"preceding-mustering": True})
    first = g.waiting_for()
    assert [d.kind for d in first] == ["muster"] and first[0].seat == g.s.tracks["iron_throne"][0]
    assert g.s.round == 1 and g.s.wildling_threat == 2 and not g.s.revealed  # no card drawn
    assert g.view(None)["phase"] == ["round", "westeros-card", "muster"]  # what every seat reads of it
    seen = []
    while g.waiting_for()[0].kind == "muster":
        d = g.waiting_for()[0]
        seen.append(d.seat)
        g.act(d.seat, C.Muster([]))
    assert seen == [h for h in g.s.tracks["iron_throne"] if B.castle_regions(g.rs, g.s, h)]
    assert {d.kind for d in g.waiting_for()} == {"place-orders"}
    assert "muster" not in {d.kind for d in Game.new(6, seed=2).waiting_for()}


def test_preceding_mustering_comes_after_the_vassal_claim():
    g = Game.new(3, seed=2, options={"vassals": True}, variants={"preceding-mustering": True})
    assert g.waiting_for()[0].options.get("prompt") == "claim-vassals"
    while g.waiting_for()[0].kind == "choose":
        d = g.waiting_for()[0]
        g.act(d.seat, C.Choose(d.options["options"][-1]))
    assert g.waiting_for()[0].kind == "muster"


# ----- every variant of the group plays to the end ---------------------------------------------

@pytest.mark.parametrize("ruleset,players,options,variants", [
    ("second_edition", 6, {}, {"random-houses": True}),
    ("mother_of_dragons", 4, {"vassals": True}, {"random-houses": True, "random-vassal-assignment": True}),
    ("second_edition", 3, {"vassals": True}, {"random-chosen-houses": True, "preceding-mustering": True}),
    ("mother_of_dragons", 8, {}, {"random-start-positions": True, "vassal-start-positions": True}),
    ("a_feast_for_crows", 4, {}, {"random-start-positions": True, "preceding-mustering": True}),
    ("a_dance_with_dragons", 6, {}, {"vassal-start-positions": True}),
    ("first_edition", 4, {}, {"random-start-positions": True}),
    ("a_dance_with_dragons", 4, {"vassals": True, "iron_bank": True}, {"mod-modules-in-any-setup": True}),
    ("a_feast_for_crows", 3, {"vassals": True, "iron_bank": True}, {"mod-modules-in-any-setup": True,
                                                                     "random-vassal-assignment": True}),
])
def test_houses_and_starts_play_to_the_end_deterministically(ruleset, players, options, variants):
    lines = [play_game(players, 5, check=True, options=options, ruleset=ruleset, variants=variants)
             for _ in range(2)]
    assert lines[0] == lines[1] and lines[0]["winner"]
    easy = play_game(players, 6, check=True, options=options, ruleset=ruleset, variants=variants,
                     levels=["easy"] * players)
    assert easy["winner"]


# ----- Mother of Dragons' modules in any setup --------------------------------------------------

ANYWHERE = {"mod-modules-in-any-setup": True}


def test_the_iron_bank_and_vassals_may_be_played_in_a_setup_that_has_none():
    with pytest.raises(ValueError):
        Game.new(4, ruleset="a_dance_with_dragons", seed=1, options={"vassals": True})
    g = Game.new(4, ruleset="a_dance_with_dragons", seed=1, options={"vassals": True, "iron_bank": True},
                 variants=ANYWHERE)
    assert g.rs.vassal_rules["player_counts"] == [3, 4, 5] and g.s.vassals == ["tyrell", "martell"]
    columns = settings()["vassal_columns"]["a_dance_with_dragons"]
    for vassal in g.s.vassals:
        assert {r: a["units"] for r, a in g.s.units.items() if a["house"] == vassal} == \
            {r: sorted(u) for r, u in columns[vassal].items()}
        assert g.s.hands[vassal] == list(load_ruleset().vassal_card_ids)
    assert {h: g.s.power[h] for h in g.seats()} == {h: 7 for h in g.seats()}  # the Iron Bank's start
    assert g.s.iron_bank["deck"] and "jaqen-h-ghar" in g.abilities.cards
    feast = Game.new(3, ruleset="a_feast_for_crows", seed=1, options={"vassals": True}, variants=ANYWHERE)
    assert feast.s.vassals == ["arryn"] and feast.rs.vassal_rules["player_counts"] == [3]
    base = Game.new(6, seed=1, options={"iron_bank": True}, variants=ANYWHERE)
    assert set(base.s.power.values()) == {7} and base.rs.iron_bank["discount_area"] not in base.rs.regions
    with pytest.raises(VariantRefused):
        Game.new(5, ruleset="first_edition", seed=1, variants=ANYWHERE)


def test_walder_frey_turns_no_support_of_his_opponents_own_vassal():
    g = positioned(ANYWHERE, ruleset="a_dance_with_dragons", players=4, options={"vassals": True},
                   units={"blackwater": army("stark", "knight", "knight"), "the-reach": army("lannister", "footman"),
                          "highgarden": army("tyrell", "footman"), "dornish-marches": army("martell", "footman")},
                   orders={"blackwater": ["stark", "march"], "highgarden": ["tyrell", "vassal-support-plus-one"],
                           "dornish-marches": ["martell", "vassal-support-plus-one"]},
                   turn="stark", commanders={"tyrell": "lannister", "martell": "baratheon"})
    march(g, "stark", "blackwater", ("the-reach", ("knight", "knight")))
    ev = fight(g, {"stark": "walder-frey", "lannister": g.s.hands["lannister"][0]},
               support={"highgarden": "defender", "dornish-marches": "defender"})
    assert one_event(ev, "SupportTurned")["regions"] == ["dornish-marches"]  # Martell, Baratheon's vassal


def test_the_command_lines_offer_the_modules_a_variant_brings(capsys):
    from agot_qt.net import host_cli
    from engine.selfplay import main as selfplay_main

    args = ["--ruleset", "a_dance_with_dragons", "--players", "4", "--vassals", "--iron-bank",
            "--variant", "mod-modules-in-any-setup"]
    session, _ = host_cli.build_session(host_cli.parser().parse_args([*args, "--no-save", "--seed", "1"]))
    assert session.game.s.vassals == ["tyrell", "martell"] and session.game.s.iron_bank
    with pytest.raises(SystemExit):
        host_cli.build_session(host_cli.parser().parse_args(args[:5] + ["--no-save"]))
    assert selfplay_main([*args, "--games", "1", "--seed", "2"]) == 0
    assert '"vassals": ["tyrell", "martell"]' in capsys.readouterr().out
