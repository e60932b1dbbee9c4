"""Arryn's A Feast for Crows house cards by name, in real combats driven through the API: the
three without text fight with their printed numbers, the four with text do what it says
(docs/RULES.md, A Feast for Crows)."""
from __future__ import annotations

import pytest

from .helpers import RS, Fight, army

ARRYN = RS.house_card_ids["arryn"]
PLAIN = sorted(c for c in ARRYN if not RS.house_cards[c].ability)


def _seagard(arryn_card: str, stark_card: str = "the-blackfish", *, att_units=("footman",),
             def_units=("footman",), **kw):
    """Arryn marches from The Twins into Seagard, held by Stark."""
    units = {"the-twins": army("arryn", *att_units), "seagard": army("stark", *def_units)}
    units.update(kw.pop("units", {}))
    return Fight("arryn", "the-twins", "seagard", units=units,
                 hands={"arryn": [arryn_card], "stark": [stark_card]}, **kw)


@pytest.mark.parametrize("card", PLAIN)
def test_a_card_without_text_fights_with_its_printed_numbers(card):
    c = RS.house_cards[card]
    f = _seagard(card)
    f.play(arryn=card, stark="the-blackfish")
    assert f.strength("attacker")["card"] == c.strength
    assert f.result["icons"]["attacker"]["swords"] == c.swords
    assert f.result["icons"]["attacker"]["fortifications"] == c.fortifications
    assert len(PLAIN) == 3 and len(ARRYN) == 7


def test_bronze_yohn_royce_gains_one_with_more_available_power_than_the_opponent():
    f = _seagard("bronze-yohn-royce-ffc", power={"arryn": 4, "stark": 3})
    f.play(arryn="bronze-yohn-royce-ffc", stark="the-blackfish")
    assert f.strength("attacker")["card"] == 5
    f = _seagard("bronze-yohn-royce-ffc", power={"arryn": 3, "stark": 3})
    f.play(arryn="bronze-yohn-royce-ffc", stark="the-blackfish")
    assert f.strength("attacker")["card"] == 4


def test_littlefinger_holding_the_eyrie_gains_twice_the_opposing_cards_printed_strength():
    f = _seagard("littlefinger", "eddard-stark", power={"arryn": 0}, units={"the-eyrie": army("arryn", "footman")})
    f.play(arryn="littlefinger", stark="eddard-stark")
    f.settle()
    assert f.s.power["arryn"] == 8  # Eddard Stark is printed 4


def test_littlefinger_without_the_eyrie_gains_nothing():
    f = _seagard("littlefinger", "eddard-stark", power={"arryn": 0}, units={"the-eyrie": army("stark", "footman")})
    f.play(arryn="littlefinger", stark="eddard-stark")
    f.settle()
    assert f.s.power["arryn"] == 0


def test_alayne_stone_winning_pays_two_to_strip_the_opponents_available_power():
    f = _seagard("alayne-stone", "catelyn-stark", att_units=("knight", "knight"), power={"arryn": 3, "stark": 6})
    f.play(arryn="alayne-stone", stark="catelyn-stark")
    f.choose("arryn", "alayne-stone", "discard")
    assert f.s.power["arryn"] == 1 and f.s.power["stark"] == 0


def test_alayne_stone_may_be_declined_and_needs_two_tokens():
    f = _seagard("alayne-stone", "catelyn-stark", att_units=("knight", "knight"), power={"arryn": 3, "stark": 6})
    f.play(arryn="alayne-stone", stark="catelyn-stark")
    f.choose("arryn", "alayne-stone", "none")
    assert f.s.power == {**f.s.power, "arryn": 3, "stark": 6}
    f = _seagard("alayne-stone", "catelyn-stark", att_units=("knight", "knight"), power={"arryn": 1, "stark": 6})
    f.play(arryn="alayne-stone", stark="catelyn-stark")
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"] and f.s.power["stark"] == 6


def test_lysa_arryn_gains_three_when_the_opponent_has_more_available_power():
    f = _seagard("lysa-arryn-ffc", power={"arryn": 1, "stark": 5})
    f.play(arryn="lysa-arryn-ffc", stark="the-blackfish")
    f.settle()
    assert f.s.power["arryn"] == 4
    f = _seagard("lysa-arryn-ffc", power={"arryn": 5, "stark": 5})
    f.play(arryn="lysa-arryn-ffc", stark="the-blackfish")
    f.settle()
    assert f.s.power["arryn"] == 5
