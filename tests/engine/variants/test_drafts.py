"""House-card drafts (engine/variants/drafts.py; docs/RULES.md, Variants)."""
from __future__ import annotations

import json
from collections import Counter

import pytest

from engine import commands as C
from engine.decks import draft_data, groups, library
from engine.errors import IllegalCommand, VariantRefused
from engine.game import Game
from engine.invariants import check_invariants
from engine.replay import Replay
from engine.save import load_session, make_save
from engine.selfplay import play_game
from engine.session import Session
from engine.variants.drafts import check_pool

from .helpers import drafting, finish_draft, pick, play, strength

DRAFT = {"draft-house-cards": True}
TRACKS = {**DRAFT, "draft-influence-tracks": True}
SLOTS = {0: 1, 1: 2, 2: 2, 3: 1, 4: 1}


def slots_of(cards) -> dict[int, int]:
    return dict(Counter(strength(c) for c in cards))


# ----- step by step ----------------------------------------------------------------------------

def test_player_houses_give_up_their_printed_hands_and_vassals_keep_the_vassal_deck():
    g = Game.new(4, seed=1, options={"vassals": True}, variants=DRAFT)
    for house in g.seats():
        assert g.s.hands[house] == [] and g.s.discards[house] == [] and g.s.decks[house] == []
    for vassal in g.s.vassals:
        assert g.s.hands[vassal] == list(g.rs.vassal_card_ids) and vassal not in g.s.decks
    finish_draft(g)
    for vassal in g.s.vassals:
        assert g.s.hands[vassal] == list(g.rs.vassal_card_ids)
    assert all(d.kind != "draft" for d in g.waiting_for())


def test_houses_pick_in_the_order_matrix_of_their_number_and_every_pick_is_public():
    g = Game.new(6, seed=2, variants=DRAFT)
    frame = g.s.stack[-1]
    order, rows = frame["order"], draft_data()["draft_orders"]["6"]
    assert sorted(order) == sorted(g.s.houses)
    expected = [order[i] for row in rows for i in row]
    seen = []
    for _ in range(len(expected)):
        d, events = pick(g)
        seen.append(d.seat)
        [drafted] = [e for e in events if e.kind == "HouseCardDrafted"]
        assert drafted.audience is None and drafted.data["house"] == d.seat  # public
        assert drafted.data["card"] in g.view(None)["hands"][d.seat]
    assert seen == expected[:len(seen)]


def test_a_house_may_take_any_houses_card_but_only_into_a_free_strength_slot():
    g = Game.new(6, seed=3, variants=DRAFT)
    d = drafting(g)[0]
    lannister_four = "tywin-lannister"
    if d.seat != "lannister":
        assert lannister_four in d.options["options"]
    g.act(d.seat, C.Choose(lannister_four))
    assert g.s.hands[d.seat] == [lannister_four]
    # its 4 slot is full: no other 4 is offered to it again
    while drafting(g)[0].seat != d.seat:
        pick(g, lambda dd: next(c for c in dd.options["options"] if strength(c) < 4))
    again = drafting(g)[0]
    assert not any(strength(c) == 4 for c in again.options["options"])
    other_four = next(c for c in g.s.stack[-1]["draft_pool"] if strength(c) == 4)
    with pytest.raises(IllegalCommand) as info:
        g.act(d.seat, C.Choose(other_four))
    assert info.value.key == "choice-not-an-option"


def test_every_drafted_hand_ends_as_the_strength_slots_and_is_owned():
    g = Game.new(6, seed=4, variants=DRAFT)
    events = finish_draft(g)
    for house in g.s.houses:
        assert slots_of(g.s.hands[house]) == SLOTS and sorted(g.s.decks[house]) == g.s.hands[house]
    assert [e.kind for e in events].count("DraftEnded") == 1
    owned = [c for h in g.s.houses for c in g.s.decks[h]]
    assert len(owned) == len(set(owned)) == 42
    play(g, 200)
    check_invariants(g)


def test_the_pool_is_every_deck_group_offered_each_card_once():
    g = Game.new(8, seed=5, ruleset="mother_of_dragons", variants=DRAFT)
    pool = g.s.stack[-1]["draft_pool"]
    assert set(pool) == set(groups()["base-and-mod-a"]) | set(groups()["dwd-ffc-mod-b"])
    assert len(pool) == len(set(pool)) == 112


def test_the_decks_drafted_from_are_chosen_and_refused_when_too_few_or_not_offered():
    g = Game.new(6, seed=5, variants={**DRAFT, "draft-deck-selection": ["dwd-ffc-mod-b"]})
    assert set(g.s.stack[-1]["draft_pool"]) == set(groups()["dwd-ffc-mod-b"])
    for asked, key, params in (
        ({**DRAFT, "thematic-draft": True, "draft-deck-selection": ["base-and-mod-a"]},
         "variant-decks-too-few", {"variant": "thematic-draft", "n": 2}),
        ({**DRAFT, "random-draft": True, "perpetuum-random": True, "draft-deck-selection": ["base-and-mod-a"]},
         "variant-decks-too-few", {"variant": "perpetuum-random", "n": 2}),
        ({**DRAFT, "draft-deck-selection": ["storm-of-swords"]},
         "variant-deck-not-offered", {"deck": "storm-of-swords"}),
        ({**DRAFT, "draft-deck-selection": []}, "variant-value",
         {"variant": "draft-deck-selection", "value": ""}),
        ({"draft-deck-selection": ["base-and-mod-a"]}, "variant-requires",
         {"variant": "draft-deck-selection", "other": "draft-house-cards"}),
    ):
        with pytest.raises(VariantRefused) as info:
            Game.new(6, seed=5, variants=asked)
        assert (info.value.key, info.value.params) == (key, params)


def test_drafts_are_refused_with_the_fixed_decks_and_a_first_edition_game():
    with pytest.raises(VariantRefused) as info:
        Game.new(5, seed=1, ruleset="first_edition", variants=DRAFT)
    assert (info.value.key, info.value.params) == ("variant-ruleset", {"variant": "draft-house-cards",
                                                                       "ruleset": "first_edition"})
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={**DRAFT, "random-draft": True, "thematic-draft": True})
    assert info.value.key == "variant-excludes"
    with pytest.raises(VariantRefused) as info:
        Game.new(6, seed=1, variants={"random-draft": True, "blind-draft": True})
    assert (info.value.key, info.value.params) == ("variant-requires", {"variant": "random-draft",
                                                                        "other": "draft-house-cards"})


def test_a_pool_without_enough_cards_of_a_strength_is_refused():
    g = Game.new(6, seed=1)
    pool = [c for c in groups()["base-and-mod-a"] if strength(c) != 4 or c == "tywin-lannister"]
    with pytest.raises(VariantRefused) as info:
        check_pool(g, pool, g.seats(), thematic=False)
    assert (info.value.key, info.value.params) == ("draft-pool-short", {"n": 4})
    with pytest.raises(VariantRefused) as info:
        check_pool(g, pool, g.seats(), thematic=True)
    assert info.value.key == "draft-pool-short-house" and info.value.params["n"] == 4


def test_a_limited_draft_keeps_only_the_cards_of_the_houses_in_the_game():
    g = Game.new(3, seed=6, variants={**DRAFT, "limited-draft": True})
    houses = {library()[c].house for c in g.s.stack[-1]["draft_pool"]}
    assert houses == {"stark", "lannister", "baratheon"}
    g = Game.new(3, seed=6, options={"vassals": True}, variants={**DRAFT, "limited-draft": True})
    houses = {library()[c].house for c in g.s.stack[-1]["draft_pool"]}
    assert houses == set(g.s.houses)  # vassals' houses are in the game too


def test_a_feast_for_crows_draft_never_offers_margaery_tyrell_of_a_dance_with_dragons():
    g = Game.new(4, seed=1, ruleset="a_feast_for_crows", variants=DRAFT)
    pool = g.s.stack[-1]["draft_pool"]
    assert "margaery-tyrell-dwd" not in pool and "randyll-tarly-dwd" in pool


# ----- the track draft ---------------------------------------------------------------------------

def test_a_turn_may_take_the_best_free_place_on_a_track_instead_of_a_card():
    g = Game.new(6, seed=7, variants=TRACKS)
    first = drafting(g)[0]
    assert set(first.options["options"][:3]) == {"iron_throne", "fiefdoms", "kings_court"}
    assert first.options["places"] == {"iron_throne": 1, "fiefdoms": 1, "kings_court": 1}
    events = g.act(first.seat, C.Choose("iron_throne"))
    assert any(e.kind == "TrackPlaceDrafted" and e.data == {"house": first.seat, "track": "iron_throne", "place": 1}
               for e in events)
    second = drafting(g)[0]
    assert second.options["places"]["iron_throne"] == 2
    finish_draft(g, lambda d: d.options["options"][0])  # places first while it has any
    assert g.s.tracks["iron_throne"][0] == first.seat
    for track in ("iron_throne", "fiefdoms", "kings_court"):
        assert sorted(g.s.tracks[track]) == sorted(g.s.houses)
    for house in g.s.houses:
        assert slots_of(g.s.hands[house]) == SLOTS


def test_a_full_hand_takes_places_and_a_house_with_every_place_takes_cards():
    g = Game.new(3, seed=8, variants=TRACKS)

    def cards_then_places(d):
        cards = [o for o in d.options["options"] if o not in ("iron_throne", "fiefdoms", "kings_court")]
        return cards[0] if cards else d.options["options"][0]

    seen_full = False
    while drafting(g):
        d = drafting(g)[0]
        if len(g.s.hands[d.seat]) == 7:
            seen_full = True
            assert set(d.options["options"]) <= {"iron_throne", "fiefdoms", "kings_court"}
        pick(g, cards_then_places)
    assert seen_full
    g = Game.new(3, seed=8, variants=TRACKS)
    seen_placed = False
    while drafting(g):
        d = drafting(g)[0]
        if "places" in d.options and not d.options["places"]:
            seen_placed = True
            assert not {"iron_throne", "fiefdoms", "kings_court"} & set(d.options["options"])
        pick(g)
    assert seen_placed


def test_targaryen_drafts_cards_only_and_stays_last_and_vassals_stay_below_the_players():
    g = Game.new(5, seed=9, ruleset="mother_of_dragons", options={"vassals": True}, variants=TRACKS)
    vassal_order = {t: [h for h in g.s.tracks[t] if h in g.s.vassals] for t in g.s.tracks}
    while drafting(g):
        d = drafting(g)[0]
        if d.seat == "targaryen":
            assert "places" not in d.options or not d.options["places"]
            assert not {"iron_throne", "fiefdoms", "kings_court"} & set(d.options["options"])
        pick(g)
    players = [h for h in g.seats() if h != "targaryen"]
    for track, order in g.s.tracks.items():
        assert order[-1] == "targaryen"
        assert set(order[:len(players)]) == set(players)
        assert [h for h in order if h in g.s.vassals] == vassal_order[track]


# ----- thematic ------------------------------------------------------------------------------------

def test_a_thematic_draft_picks_the_houses_own_cards_all_at_once():
    g = Game.new(6, seed=10, variants={**DRAFT, "thematic-draft": True})
    awaited = drafting(g)
    assert sorted(d.seat for d in awaited) == sorted(g.s.houses)  # everyone at once
    for d in awaited:
        assert {library()[c].house for c in d.options["options"]} == {d.seat}
        assert d.options["prompt"] == "draft-thematic"
    stark = next(d for d in awaited if d.seat == "stark")
    assert {"eddard-stark", "roose-bolton-dwd", "ramsay-bolton"} <= set(stark.options["options"])
    finish_draft(g)
    for house in g.s.houses:
        assert slots_of(g.s.hands[house]) == SLOTS
        assert {library()[c].house for c in g.s.hands[house]} == {house}


def test_a_thematic_draft_of_more_than_six_houses_takes_the_two_decks_with_every_houses_cards():
    g = Game.new(8, seed=11, ruleset="mother_of_dragons", variants={**DRAFT, "thematic-draft": True})
    arryn = next(d for d in drafting(g) if d.seat == "arryn")
    assert set(arryn.options["options"]) <= set(groups()["base-and-mod-a"]) | set(groups()["dwd-ffc-mod-b"])
    assert {"lysa-arryn-mod", "lysa-arryn-ffc"} <= set(arryn.options["options"])


# ----- random, perpetuum ----------------------------------------------------------------------------

def test_a_random_draft_deals_every_hand_at_once_without_the_cards_random_pools_leave_out():
    for seed in range(6):
        g = Game.new(8, seed=seed, ruleset="mother_of_dragons", variants={**DRAFT, "random-draft": True})
        assert not drafting(g) and g.s.stack[-1]["kind"] != "draft"
        dealt = [c for h in g.s.houses for c in g.s.hands[h]]
        for house in g.s.houses:
            assert slots_of(g.s.hands[house]) == SLOTS
        assert not {"khal-drogo", "doran-martell-dwd", "daenerys-targaryen-a"} & set(dealt)
    g = Game.new(8, seed=1, ruleset="mother_of_dragons",
                 variants={**DRAFT, "random-draft": True, "draft-deck-selection": ["base-and-mod-a"]})
    dealt = {c for h in g.s.houses for c in g.s.hands[h]}
    assert dealt == set(groups()["base-and-mod-a"])  # 56 cards for 8 houses: none can be left out


def test_random_track_places_follow_the_pattern_of_a_shuffle_that_moved_half_the_houses():
    before = Game.new(6, seed=12).s.tracks
    for seed in range(12, 20):
        g = Game.new(6, seed=seed, variants={**TRACKS, "random-draft": True})
        throne = g.s.tracks["iron_throne"]
        assert sum(a != b for a, b in zip(before["iron_throne"], throne)) >= 3
        pattern = draft_data()["random_track_patterns"]["6"]
        assert g.s.tracks["fiefdoms"] == [throne[i] for i in pattern["fiefdoms"]]
        assert g.s.tracks["kings_court"] == [throne[i] for i in pattern["kings_court"]]


def test_random_track_places_move_vassals_out_of_the_first_three_and_keep_targaryen_last():
    for seed in range(6):
        g = Game.new(4, seed=seed, ruleset="mother_of_dragons", options={"vassals": True},
                     variants={**TRACKS, "random-draft": True})
        for track, order in g.s.tracks.items():
            assert order[-1] == "targaryen"
            if any(h in g.s.vassals for h in order[:3]):
                rest = order[:-1]
                first_vassal = next(i for i, h in enumerate(rest) if h in g.s.vassals)
                assert all(h in g.s.vassals for h in rest[first_vassal:]), (track, order)


def test_perpetuum_random_swaps_the_cards_taken_back_for_pool_cards_of_their_strength():
    variants = {**DRAFT, "random-draft": True, "perpetuum-random": True}
    g = Game.new(6, seed=13, variants=variants)
    pool = g.s.variant_state["perpetuum-random"]["pool"]
    assert pool and not set(pool) & {c for h in g.s.houses for c in g.s.hands[h]}
    house = "stark"
    played = list(g.s.hands[house])
    g.s.discards[house], g.s.hands[house] = played[:-1], []
    g.s.discards[house].append(played[-1])
    from engine.phases.common import hand_after_discard

    g.state_changed()
    g._events = []
    hand_after_discard(g, house, played[-1])
    back = g.s.hands[house]
    assert len(back) == 6 and not set(back) & set(played)  # every card swapped
    assert sorted(strength(c) for c in back) == sorted(strength(c) for c in played[:-1])
    assert g.s.discards[house] == [played[-1]]
    assert set(played[:-1]) <= set(pool) and sorted(g.s.decks[house]) == sorted(back + [played[-1]])
    assert [e.kind for e in g._events].count("HouseCardSwapped") == 6
    check_invariants(g)


# ----- a drafted card's text ------------------------------------------------------------------------

def test_ser_davos_in_a_drafted_hand_counts_the_holders_four_not_stannis():
    from engine.cards import card_icons, card_strength

    g = Game.new(6, seed=14, variants=DRAFT)
    deck = ["ser-davos-seaworth", "tywin-lannister", "ramsay-bolton", "the-hound", "margaery-tyrell",
            "nymeria-sand", "patchface"]
    g.s.decks["stark"], g.s.hands["stark"], g.s.discards["stark"] = deck, list(deck), []
    f = {"attacker": "stark", "defender": "lannister", "cards": {"stark": "ser-davos-seaworth"}, "houses": []}
    assert card_strength(g, f, "stark", "ser-davos-seaworth") == 2
    assert card_icons(g, f, "stark", "ser-davos-seaworth") == (0, 0)
    g.s.discards["stark"] = ["stannis-baratheon"]  # not his: Stannis is Baratheon's printed 4
    assert card_strength(g, f, "stark", "ser-davos-seaworth") == 2
    g.s.hands["stark"].remove("tywin-lannister")
    g.s.discards["stark"] = ["tywin-lannister"]  # the holder's 4
    assert card_strength(g, f, "stark", "ser-davos-seaworth") == 3
    assert card_icons(g, f, "stark", "ser-davos-seaworth") == (1, 0)


def test_a_drafted_card_of_another_deck_fights_with_its_own_text():
    from engine.cards import card_strength

    g = Game.new(6, seed=15, variants=DRAFT)
    assert "reek" in g.abilities.cards and "tywin-lannister" in g.abilities.cards
    deck = ["ramsay-bolton", "reek", "tywin-lannister", "the-hound", "randyll-tarly", "margaery-tyrell",
            "ser-axell-florent"]
    g.s.decks["baratheon"], g.s.hands["baratheon"], g.s.discards["baratheon"] = deck, list(deck), []
    f = {"attacker": "baratheon", "defender": "stark", "cards": {"baratheon": "ramsay-bolton"}, "houses": []}
    assert card_strength(g, f, "baratheon", "ramsay-bolton") == 4  # 3, +1 while its 0 (Reek) is in hand
    g.s.hands["baratheon"].remove("reek")
    g.s.discards["baratheon"] = ["reek"]
    assert card_strength(g, f, "baratheon", "ramsay-bolton") == 3


# ----- whole games -------------------------------------------------------------------------------

MODES = [
    {},
    {"draft-influence-tracks": True},
    {"thematic-draft": True},
    {"limited-draft": True, "draft-influence-tracks": True},
    {"random-draft": True, "draft-influence-tracks": True},
    {"random-draft": True, "blind-draft": True, "perpetuum-random": True},
]


@pytest.mark.parametrize("mode", MODES, ids=lambda m: "+".join(m) or "step-by-step")
def test_drafted_games_play_to_the_end_deterministically_with_invariants_checked(mode):
    variants = {**DRAFT, **mode}
    for ruleset, players, options in (("second_edition", 6, None), ("mother_of_dragons", 4, {"vassals": True})):
        a = play_game(players, 21, check=True, ruleset=ruleset, variants=variants, options=options)
        b = play_game(players, 21, ruleset=ruleset, variants=variants, options=options)
        assert a == b and a["winner"] and a["variants"] == variants


@pytest.mark.slow
@pytest.mark.parametrize("mode", MODES, ids=lambda m: "+".join(m) or "step-by-step")
def test_many_drafted_games_in_every_ruleset_never_stall(mode):
    variants = {**DRAFT, **mode}
    for seed in range(8):
        for ruleset, players, options in (("second_edition", 3 + seed % 4, None),
                                          ("mother_of_dragons", 8 - seed % 2, None),
                                          ("mother_of_dragons", 3 + seed % 5, {"vassals": True}),
                                          ("a_dance_with_dragons", 6, {"tides_of_battle": True}),
                                          ("a_feast_for_crows", 4, None)):
            play_game(players, seed, check=True, ruleset=ruleset, variants=variants, options=options)


def test_easy_bots_draft_and_play_a_drafted_game_to_the_end():
    line = play_game(6, 3, check=True, levels=["easy"] * 6, variants=TRACKS)
    assert line["winner"] and line["variants"] == TRACKS


def test_a_game_saved_during_the_draft_loads_and_replays():
    g = Game.new(4, seed=16, variants={**DRAFT, "thematic-draft": True})
    session = Session(g, "draft", "Draft")
    from engine.commands import command_to_wire

    for _ in range(9):
        d = drafting(g)[0]
        session.submit(d.seat, command_to_wire(C.Choose(d.options["options"][-1])), g.s.state_id)
    data = json.loads(json.dumps(make_save(session)))
    loaded = load_session(data)
    assert loaded.game.digest() == g.digest() and loaded.game.s.stack[-1]["kind"] == "draft"
    assert Replay.from_save(data).final_digest == g.digest()


def test_every_event_of_a_drafted_game_has_a_log_line():
    from engine.log import TEMPLATES, VARIANT_TEMPLATES, describe

    kinds = set()

    def collect(game, events):
        for e in events:
            kinds.add(e.kind)
            text = describe(e, game.s.ruleset)
            assert text and "{" not in text and "-dwd" not in text, text  # cards by name

    for variants in ({**TRACKS}, {**DRAFT, "thematic-draft": True},
                     {**TRACKS, "random-draft": True, "perpetuum-random": True},
                     {**DRAFT, "random-draft": True, "blind-draft": True}):
        g = Game.new(6, seed=3, variants=variants)
        collect(g, finish_draft(g))
        play(g, on_step=collect)
    assert not set(VARIANT_TEMPLATES) & set(TEMPLATES)
    fog_only = {"DenseFogFell"}  # fog of war's (tests/engine/variants/test_fog.py)
    assert set(VARIANT_TEMPLATES) - fog_only <= kinds <= set(TEMPLATES) | set(VARIANT_TEMPLATES)


def test_a_feast_for_crows_drafts_before_the_objectives_are_chosen():
    g = Game.new(4, seed=2, ruleset="a_feast_for_crows", variants=DRAFT)
    assert {d.kind for d in g.waiting_for()} == {"draft"}
    finish_draft(g)
    assert {d.kind for d in g.waiting_for()} == {"objectives"}


def test_a_drafted_house_replaced_by_a_vassal_fights_with_the_vassal_deck_and_gets_its_draft_back():
    g = Game.new(4, seed=3, options={"vassals": True}, variants=DRAFT)
    finish_draft(g)
    house = g.seats()[1]
    drafted = list(g.s.hands[house])
    g.act(house, C.SetVassal(house, True))
    assert g.s.hands[house] == list(g.rs.vassal_card_ids)
    check_invariants(g)
    g.act(house, C.SetVassal(house, False))
    assert g.s.hands[house] == drafted
    check_invariants(g)
