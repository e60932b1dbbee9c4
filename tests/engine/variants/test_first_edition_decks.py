"""The first edition's house cards in a 2nd-edition game, as Swords and Ravens plays them
(engine/abilities/first_edition_snr.py, `first-edition-house-cards`; docs/RULES.md, Variants)."""
from __future__ import annotations

import pytest

from engine.abilities import first_edition, second_edition
from engine.decks import library
from engine.errors import VariantRefused
from engine.game import Game
from engine.selfplay import play_game

from ..test_house_cards import Fight, army
from .test_storm_of_swords import drive

FIRST = {"first-edition-house-cards": True}


def fight(attacker, defender, *, att=("knight", "footman"), dfn=("footman", "footman"), **spec) -> Fight:
    units = {"stoney-sept": army(attacker, *att), "harrenhal": army(defender, *dfn)}
    units.update(spec.pop("units", {}))
    return Fight(attacker, "stoney-sept", "harrenhal", units=units, variants=FIRST, **spec)


def test_the_six_base_houses_play_the_first_editions_decks_up_to_six_houses():
    g = Game.new(6, seed=1, variants=FIRST)
    for house in g.s.houses:
        assert sorted((library()[c].strength for c in g.s.hands[house]), reverse=True) == [3, 2, 2, 1, 1, 0, 0]
    assert "ellaria-sand-1st" in g.s.hands["martell"]
    for asked, key in (((8, "mother_of_dragons", None), "variant-houses"), ((4, "a_feast_for_crows", None), "variant-ruleset"),
                       ((5, "first_edition", None), "variant-ruleset")):
        with pytest.raises(VariantRefused) as info:
            Game.new(asked[0], seed=1, ruleset=asked[1], variants=FIRST)
        assert info.value.key == key


def test_cards_sharing_a_text_of_another_deck_fight_with_it():
    g = Game.new(6, seed=1, variants=FIRST)
    for card_id, shape in (("jaime-lannister-1st", first_edition.JaimeLannister),
                           ("queen-of-thorns-1st", first_edition.QueenOfThorns),
                           ("catelyn-stark-1st", second_edition.CatelynStark),
                           ("loras-tyrell-1st", second_edition.MaceTyrell),
                           ("melisandre-of-asshai-1st", first_edition.MelisandreOfAsshai)):  # on a win only
        ability = g.abilities.cards[card_id]
        assert type(ability) is shape and ability.card == card_id
    with_text = [c for c, card in library().items() if c.endswith("-1st") and card.ability]
    assert len(with_text) == 19 and all(c in g.abilities.cards for c in with_text)


def test_jaime_lannister_winning_gains_two_power_against_a_card_it_meets():
    f = fight("lannister", "stark", power={"lannister": 0})
    f.play(lannister="jaime-lannister-1st", stark="sir-rodrik-cassel-1st")
    assert f.result["winner"] == "lannister" and f.s.power["lannister"] == 2


def test_renly_upgrades_a_footman_fighting_in_the_area_never_a_supporting_one():
    f = fight("baratheon", "stark", att=("footman", "footman"), dfn=("footman",),
              units={"crackclaw-point": army("baratheon", "footman")},
              orders={"crackclaw-point": ["baratheon", "support-1"]})
    f.support("baratheon", crackclaw_point="attacker")
    f.play(baratheon="renly-baratheon-1st", stark="lord-mormont-1st")
    opts = f.choose("baratheon", "renly-baratheon-1st", "harrenhal")
    assert opts["options"] == ["harrenhal", "none"]
    drive(f)
    assert sorted(f.units("harrenhal")["units"]) == ["footman", "knight"]


def test_salladhor_saan_zeroes_every_supporting_ship_of_another_house():
    f = Fight("stark", "the-shivering-sea", "the-narrow-sea",
              units={"the-shivering-sea": army("stark", "ship", "ship"), "the-narrow-sea": army("baratheon", "ship"),
                     "shipbreaker-bay": army("greyjoy", "ship")},
              orders={"shipbreaker-bay": ["greyjoy", "support-1"]}, variants=FIRST)
    f.support("greyjoy", shipbreaker_bay="defender")
    f.play(stark="eddard-stark-1st", baratheon="salladhor-saan-1st")
    assert f.strength("defender")["support"] == 0  # a ship of another house, on its own side


def test_obara_sand_attacking_gains_a_sword():
    f = fight("martell", "stark")
    f.play(martell="obara-sand-1st", stark="lord-mormont-1st")
    assert f.result["icons"]["attacker"]["swords"] == 1


def test_ellaria_sand_defending_makes_a_footman_a_knight_at_once():
    f = fight("stark", "martell", dfn=("footman", "footman"))
    f.play(stark="lord-mormont-1st", martell="ellaria-sand-1st")
    f.choose("martell", "ellaria-sand-1st", "harrenhal")
    assert f.strength("defender")["units"] == 3  # a footman and a knight


def test_doran_martell_winning_takes_a_dominance_token_until_the_next_clash_of_kings():
    f = fight("martell", "greyjoy", att=("knight", "knight"),
              tracks={"fiefdoms": ["greyjoy", "tyrell", "martell", "stark", "lannister", "baratheon"]})
    f.play(martell="doran-martell-1st", greyjoy="blacktyde-captain-1st")
    assert f.result["winner"] == "martell"
    drive(f, until="choose")
    opts = f.choose("martell", "doran-martell-1st", "fiefdoms")
    assert opts["options"] == ["fiefdoms", "none"]
    assert f.g.holder("fiefdoms") == "martell" and f.s.tracks["fiefdoms"][0] == "greyjoy"


def test_arianne_martell_losing_destroys_an_enemy_unit_and_its_last_one_takes_nothing():
    f = fight("lannister", "martell", att=("knight",), dfn=("footman",))
    f.play(lannister="tywin-lannister-1st", martell="arianne-martell-1st")
    assert f.result["winner"] == "lannister"
    f.choose("martell", "arianne-martell-1st", "knight")
    drive(f)
    assert f.units("harrenhal") is None and f.units("stoney-sept") is None  # nobody took the area


def test_games_with_the_first_editions_cards_play_to_the_end():
    played = set()

    def seen(game, events):
        played.update(c for e in events if e.kind == "HouseCardsRevealed" for c in e.data["cards"].values())

    for seed in range(4):
        a = play_game(6, seed, check=True, variants=FIRST, options={"tides_of_battle": True}, on_step=seen)
        assert a == play_game(6, seed, variants=FIRST, options={"tides_of_battle": True})
    assert len(played) > 25
