"""Other decks than the setup's: A Dance with Dragons' decks in any setup and house-card
evolution (engine/variants/fixed_decks.py; docs/RULES.md, Variants)."""
from __future__ import annotations

import pytest

from engine.decks import deck_of_kind, library
from engine.errors import VariantRefused
from engine.game import Game
from engine.invariants import check_invariants
from engine.phases.common import hand_after_discard
from engine.ruleset import load_ruleset
from engine.selfplay import play_game

ADWD = load_ruleset("a_dance_with_dragons")


def test_a_dance_with_dragons_decks_in_a_second_edition_game():
    g = Game.new(6, seed=1, variants={"adwd-house-cards": True})
    for house in g.s.houses:
        assert g.s.hands[house] == sorted(ADWD.house_card_ids[house])
    assert "ramsay-bolton" in g.s.hands["stark"] and "ramsay-bolton" in g.abilities.cards
    check_invariants(g)


def test_a_dance_with_dragons_decks_give_arryn_a_feast_for_crows_and_targaryen_deck_b_and_vassals_keep_theirs():
    g = Game.new(5, seed=2, ruleset="mother_of_dragons", options={"vassals": True},
                 variants={"adwd-house-cards": True})
    assert g.s.hands["targaryen"] == sorted(deck_of_kind("alternative", "targaryen"))
    assert "daenerys-targaryen-b" in g.s.hands["targaryen"]
    for vassal in g.s.vassals:
        assert g.s.hands[vassal] == list(g.rs.vassal_card_ids)
    g = Game.new(8, seed=2, ruleset="mother_of_dragons", variants={"adwd-house-cards": True})
    assert "littlefinger" in g.s.hands["arryn"]


def test_the_deck_variants_exclude_each_other_and_the_drafts():
    for asked, key in (({"adwd-house-cards": True, "house-cards-evolution": 5}, "variant-excludes"),
                       ({"adwd-house-cards": True, "draft-house-cards": True}, "variant-excludes"),
                       ({"house-cards-evolution": 1}, "variant-range"),
                       ({"house-cards-evolution": 11}, "variant-range")):
        with pytest.raises(VariantRefused) as info:
            Game.new(6, seed=1, variants=asked)
        assert info.value.key == key
    with pytest.raises(VariantRefused) as info:
        Game.new(4, seed=1, ruleset="a_feast_for_crows", variants={"house-cards-evolution": 5})
    assert info.value.key == "variant-ruleset"


def _recycle(g, house):
    """The house plays its last card: every card but one discarded, then the last one."""
    s = g.s
    last = s.hands[house][-1]
    s.discards[house] = [c for c in s.hands[house] if c != last] + [last]
    s.hands[house] = []
    g.state_changed()
    g._events = []
    hand_after_discard(g, house, last)
    return last


def test_evolution_starts_from_the_base_decks_and_recycles_as_usual_before_its_round():
    g = Game.new(6, seed=3, ruleset="a_dance_with_dragons", variants={"house-cards-evolution": 4})
    base = deck_of_kind("base", "stark")
    assert g.s.hands["stark"] == sorted(base) and "eddard-stark" in base  # the 2nd edition's, not ADwD's
    g.s.round = 3
    last = _recycle(g, "stark")
    assert g.s.discards["stark"] == [last] and sorted(g.s.hands["stark"] + [last]) == sorted(base)
    assert g.view(None)["evolution"]["reserve"]["stark"] == sorted(deck_of_kind("alternative", "stark"))


def test_from_its_round_a_house_out_of_cards_takes_its_whole_alternative_deck_once():
    g = Game.new(6, seed=4, variants={"house-cards-evolution": 4})
    g.s.round = 4
    _recycle(g, "stark")
    alternative = sorted(deck_of_kind("alternative", "stark"))
    assert g.s.hands["stark"] == alternative and g.s.discards["stark"] == []
    assert sorted(g.s.decks["stark"]) == alternative
    assert [e.kind for e in g._events].count("HouseCardsEvolved") == 1
    view = g.view(None)["evolution"]
    assert view["evolved"] == ["stark"] and "stark" not in view["reserve"] and "lannister" in view["reserve"]
    check_invariants(g)
    last = _recycle(g, "stark")  # afterwards the new deck cycles as usual
    assert g.s.discards["stark"] == [last] and sorted(g.s.hands["stark"] + [last]) == alternative
    assert all(library()[c].house == "stark" for c in g.s.hands["stark"])
    # another house evolves at its own moment
    assert g.s.hands["lannister"] == sorted(deck_of_kind("base", "lannister"))


@pytest.mark.parametrize("variants", [{"adwd-house-cards": True}, {"house-cards-evolution": 2}])
def test_games_with_other_decks_play_to_the_end_deterministically(variants):
    for ruleset, players, options in (("second_edition", 6, None), ("mother_of_dragons", 8, None),
                                      ("mother_of_dragons", 4, {"vassals": True}), ("a_dance_with_dragons", 6, None)):
        a = play_game(players, 9, check=True, ruleset=ruleset, variants=variants, options=options)
        assert a == play_game(players, 9, ruleset=ruleset, variants=variants, options=options)


@pytest.mark.slow
@pytest.mark.parametrize("variants", [{"adwd-house-cards": True}, {"asos-house-cards": True},
                                      {"first-edition-house-cards": True}, {"house-cards-evolution": 3}],
                         ids=lambda v: next(iter(v)))
def test_many_games_with_other_decks_never_stall(variants):
    for seed in range(8):
        for ruleset, players, options in (("second_edition", 3 + seed % 4, {"tides_of_battle": True}),
                                          ("second_edition", 3 + seed % 3, {"vassals": True}),
                                          ("mother_of_dragons", 8 - seed % 2, None),
                                          ("a_dance_with_dragons", 6, {"tides_of_battle": True})):
            if "first-edition-house-cards" in variants and ruleset == "mother_of_dragons":
                continue  # up to six houses
            play_game(players, seed, check=True, ruleset=ruleset, variants=variants, options=options)
