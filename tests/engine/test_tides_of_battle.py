"""Tides of Battle (option "tides_of_battle"): a card per side drawn after the house cards and
their abilities, strength and icons added, skulls, the blade's redraw, and public reveal."""
from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine.phases.combat import CombatStep
from engine.ruleset import load_ruleset

from .test_house_cards import HOUSES, Fight, army

RS = load_ruleset()
TIDES = {"tides_of_battle": True}


@pytest.fixture
def deal(monkeypatch):
    """Script the Tides draws: deal("sword", "zero", ...) gives these cards in draw order
    (attacker, defender, then any redraw)."""
    def set_cards(*cards: str) -> list[str]:
        pile = list(cards)
        monkeypatch.setattr(CombatStep, "_draw_tide", lambda self, g: pile.pop(0))
        return pile
    return set_cards


def _fight(**kw: Any) -> Fight:
    kw.setdefault("options", TIDES)
    return Fight("stark", "stoney-sept", "harrenhal", **kw)


def test_deck_is_the_24_printed_cards():
    assert len(RS.tides_deck) == 24
    assert Counter(RS.tides_deck) == {"zero": 8, "sword": 4, "fortification": 4, "two": 4, "three": 2, "skull": 2}
    assert (RS.tides_cards["skull"].strength, RS.tides_cards["skull"].skulls) == (0, 1)
    assert (RS.tides_cards["sword"].strength, RS.tides_cards["sword"].swords) == (1, 1)
    assert (RS.tides_cards["fortification"].strength, RS.tides_cards["fortification"].fortifications) == (1, 1)


def test_tides_are_drawn_after_house_cards_and_their_abilities():
    f = Fight("martell", "stoney-sept", "harrenhal", options=TIDES,
              units={"stoney-sept": army("martell", "knight"), "harrenhal": army("stark", "footman")})
    f.play(martell="doran-martell", stark="catelyn-stark")
    assert not f.of_kind("TidesOfBattleDrawn")  # Doran's question comes first
    f.choose("martell", "doran-martell", "fiefdoms")
    kinds = f.kinds()
    assert kinds.index("HouseCardsRevealed") < kinds.index("TrackChanged") < kinds.index("TidesOfBattleDrawn")
    assert kinds.index("TidesOfBattleDrawn") < kinds.index("CombatResolved")
    (drawn,) = f.of_kind("TidesOfBattleDrawn")
    assert sorted(drawn["cards"]) == ["martell", "stark"]
    for side, house in (("attacker", "martell"), ("defender", "stark")):
        card = drawn["cards"][house]
        assert card in RS.tides_deck
        assert f.strength(side).get("tides", 0) == RS.tides_cards[card].strength


def test_without_the_option_nothing_is_drawn():
    f = _fight(options={"tides_of_battle": False},
               units={"stoney-sept": army("stark", "knight"), "harrenhal": army("lannister", "footman")})
    f.play(stark="catelyn-stark", lannister="cersei-lannister")
    assert not f.of_kind("TidesOfBattleDrawn")
    assert "tides" not in f.strength("attacker") and "tides" not in f.strength("defender")


def test_tides_strength_and_swords_are_added(deal):
    deal("sword", "zero")
    f = _fight(units={"stoney-sept": army("stark", "knight", "knight"),
                      "harrenhal": army("lannister", "footman", "footman", "footman")})
    f.play(stark="greatjon-umber", lannister="cersei-lannister")
    assert f.strength("attacker") == {"units": 4, "order": 0, "support": 0, "card": 2, "tides": 1}
    assert f.strength("defender") == {"units": 3, "order": 0, "garrison": 0, "support": 0, "card": 0, "tides": 0}
    assert f.result["attacker_strength"] == 7
    f.casualties("lannister", 2, "footman", "footman")  # Greatjon's sword + the Tides sword
    f.retreat("lannister", "riverrun")
    assert f.units("riverrun") == army("lannister", routed=("footman",))


def test_tides_fortification_cancels_a_sword(deal):
    deal("sword", "fortification")
    f = _fight(units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                      "harrenhal": army("lannister", "footman", "footman", "footman")})
    f.play(stark="greatjon-umber", lannister="cersei-lannister")
    assert f.strength("defender")["tides"] == 1
    assert f.result["winner"] == "stark"  # 9 against 4
    f.casualties("lannister", 1, "footman")  # two swords minus one fortification
    f.retreat("lannister", "riverrun")
    assert f.units("riverrun") == army("lannister", routed=("footman", "footman"))


def test_the_losers_skull_kills_a_winning_unit(deal):
    deal("zero", "skull")
    f = _fight(units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                      "harrenhal": army("lannister", "footman", "footman")})
    f.play(stark="catelyn-stark", lannister="cersei-lannister")
    assert f.result["winner"] == "stark"
    d = f.decision("select-units", "stark")
    assert d.options["min"] == d.options["max"] == 1
    f.casualties("stark", 1, "knight")
    f.retreat("lannister", "riverrun")
    assert f.destroyed("casualties") == [("stark", "harrenhal", ("knight",))]
    assert f.units("harrenhal") == army("stark", "knight", "knight")
    assert f.units("riverrun") == army("lannister", routed=("footman", "footman"))  # no swords: no losses


def test_the_winners_skull_adds_a_casualty(deal):
    deal("skull", "zero")
    f = _fight(units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                      "harrenhal": army("lannister", "footman", "footman", "footman")})
    f.play(stark="greatjon-umber", lannister="cersei-lannister")
    f.casualties("lannister", 2, "footman", "footman")  # one sword + one skull
    f.retreat("lannister", "riverrun")
    assert f.units("riverrun") == army("lannister", routed=("footman",))


def test_a_skull_does_not_touch_a_home_garrison(deal):
    deal("skull", "zero")
    # Stark attacks empty Lannisport (garrison 2) and loses: the skull has nothing to kill
    f = Fight("stark", "stoney-sept", "lannisport", options=TIDES,
              units={"stoney-sept": army("stark", "footman")})
    f.play(stark="catelyn-stark", lannister="cersei-lannister")
    assert f.strength("defender") == {"units": 0, "order": 0, "garrison": 2, "support": 0, "card": 0,
                                      "tides": 0}
    assert f.result["winner"] == "lannister"
    assert f.s.garrisons["lannisport"] == 2
    assert f.destroyed() == []
    assert f.units("stoney-sept") == army("stark", routed=("footman",))
    assert f.over()


def test_blade_redraw_is_offered_only_with_tides(deal):
    # without Tides: Greyjoy (the blade holder) is asked only about +1
    f = Fight("greyjoy", "stoney-sept", "harrenhal", blade_used=False,
              units={"stoney-sept": army("greyjoy", "knight"), "harrenhal": army("stark", "footman")})
    f.play(greyjoy="dagmar-cleftjaw", stark="catelyn-stark")
    d = f.decision("choose", "greyjoy")
    assert d.options["prompt"] == "valyrian-steel-blade"
    assert "redraw" not in d.options["options"]
    assert d.options["options"] == ["none", "+1"]
    f.choose("greyjoy", "valyrian-steel-blade", "none")
    assert f.of_kind("CombatResolved")

    # with Tides: a redraw is offered, before the cards are revealed
    deal("zero", "two", "three")
    f = Fight("greyjoy", "stoney-sept", "harrenhal", blade_used=False, options=TIDES,
              units={"stoney-sept": army("greyjoy", "knight"), "harrenhal": army("stark", "footman")})
    f.play(greyjoy="dagmar-cleftjaw", stark="catelyn-stark")
    opts = f.choose("greyjoy", "valyrian-steel-blade-redraw", "redraw")
    assert opts["options"] == ["none", "redraw"]
    assert f.s.blade_used is True
    (drawn,) = f.of_kind("TidesOfBattleDrawn")
    assert drawn["cards"] == {"greyjoy": "three", "stark": "two"}
    assert f.strength("attacker")["tides"] == 3
    assert not [x for x in f.g.waiting_for() if x.kind == "choose"]  # the blade is spent: no +1 question
    assert "blade" not in f.strength("attacker")
    assert f.result["winner"] == "greyjoy"  # 2 + 1 + 3 against 1 + 0 + 2


def test_drawn_cards_are_public_in_every_view(deal):
    deal("two", "fortification")
    # Greyjoy holds the blade: the combat waits at its +1 question with both cards revealed
    f = Fight("greyjoy", "stoney-sept", "harrenhal", blade_used=False, options=TIDES,
              units={"stoney-sept": army("greyjoy", "knight"), "harrenhal": army("stark", "footman")})
    f.play(greyjoy="dagmar-cleftjaw", stark="catelyn-stark")
    # drawn face down first: the blade holder may redraw before anyone sees them
    assert f.decision("choose", "greyjoy").options["prompt"] == "valyrian-steel-blade-redraw"
    assert not f.of_kind("TidesOfBattleDrawn")
    for seat in ("lannister", None):
        assert "tides" not in f.g.view(seat)["combat"]
    f.choose("greyjoy", "valyrian-steel-blade-redraw", "none")
    assert f.decision("choose", "greyjoy").options["options"] == ["none", "+1"]
    expected = {"greyjoy": "two", "stark": "fortification"}
    assert f.of_kind("TidesOfBattleDrawn") == [{"cards": expected}]
    for seat in list(HOUSES) + [None]:
        combat = f.g.view(seat)["combat"]
        assert combat["tides"] == expected, seat
        assert combat["strength"]["attacker"]["tides"] == 2
        assert combat["strength"]["defender"]["tides"] == 1
    (event,) = [e for e in f.events if e.kind == "TidesOfBattleDrawn"]
    assert event.audience is None  # sent to everyone
