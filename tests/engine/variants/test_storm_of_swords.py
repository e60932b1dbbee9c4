"""A Storm of Swords' house cards (engine/abilities/a_storm_of_swords.py), each played in a real
combat against a card it meets, with `asos-house-cards` on (docs/RULES.md, Variants)."""
from __future__ import annotations

from typing import Any

import pytest

from engine.commands import ChooseHouseCard
from engine.decks import groups, library
from engine.game import Game
from engine.selfplay import play_game

from ..test_house_cards import Fight, army

ASOS = {"asos-house-cards": True}


def fight(attacker: str, defender: str, *, att=("knight", "footman"), dfn=("footman", "footman"),
          source="stoney-sept", area="harrenhal", **spec: Any) -> Fight:
    units = {source: army(attacker, *att), area: army(defender, *dfn)}
    units.update(spec.pop("units", {}))
    return Fight(attacker, source, area, units=units, variants=ASOS, **spec)


def drive(f: Fight, until: str | None = None) -> None:
    """Answer casualties (the first units offered) and retreats (the first area) until a decision
    of kind `until` is awaited, or none of those two is."""
    while True:
        ds = f.g.waiting_for()
        if until and any(d.kind == until for d in ds):
            return
        d = next((d for d in ds if d.kind in ("select-units", "retreat")), None)
        if d is None:
            return
        if d.kind == "retreat":
            f.retreat(d.seat, d.options["options"][0])
        else:
            n = d.options["min"]
            f.casualties(d.seat, n, *[u for _, u in d.options["candidates"][:n]])


# ----- the deck --------------------------------------------------------------------------------

def test_the_six_base_houses_play_a_storm_of_swords_decks_with_every_text_written():
    g = Game.new(8, seed=1, ruleset="mother_of_dragons", variants=ASOS)
    assert "robb-stark-asos" in g.s.hands["stark"] and "khal-drogo" in g.s.hands["targaryen"]
    asos = [c for h in ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell") for c in g.s.hands[h]]
    assert len(asos) == 42 and all(c.endswith("-asos") or library()[c].ability is None or c in (
        "maege-mormont", "bran-stark", "melisandre-of-asshai") for c in asos)
    with_text = [c for c in asos if library()[c].ability]
    assert len(with_text) == 22 and all(c in g.abilities.cards for c in with_text)
    assert len(groups()["storm-of-swords"]) == 56


# ----- Lannister -------------------------------------------------------------------------------

def test_ser_gregor_clegane_gains_swords_against_a_weak_card():
    f = fight("lannister", "stark")
    f.play(lannister="ser-gregor-clegane-asos", stark="bran-stark")
    assert f.result["icons"]["attacker"]["swords"] == 3  # 3 - 0
    f2 = fight("lannister", "stark")
    f2.play(lannister="ser-gregor-clegane-asos", stark="smalljon-umber")
    assert f2.result["icons"]["attacker"]["swords"] == 0  # 3 - 3


def test_cersei_lannister_makes_the_opponent_discard_two_power_won_or_lost():
    f = fight("lannister", "stark", power={"stark": 3})
    f.play(lannister="cersei-lannister-asos", stark="robb-stark-asos")
    assert f.result["winner"] == "stark"
    drive(f)
    assert f.s.power["stark"] == 1 and f.over()


def test_ser_ilyn_payne_adds_a_casualty_fortifications_do_not_stop():
    f = fight("lannister", "stark")
    f.play(lannister="ser-ilyn-payne-asos", stark="catelyn-stark-asos")
    assert f.result["winner"] == "lannister"
    f.casualties("stark", 1, "footman")  # no swords, one from Ser Ilyn
    f2 = fight("lannister", "stark", dfn=("footman",))
    f2.play(lannister="ser-ilyn-payne-asos", stark="eddard-stark-asos")  # spares every casualty
    assert f2.result["winner"] == "lannister"
    assert not [d for d in f2.g.waiting_for() if d.kind == "select-units"]


def test_tyrion_lannister_sends_the_opposing_card_back_at_the_immediately_step():
    f = fight("stark", "lannister")
    f.play(stark="robb-stark-asos", lannister="tyrion-lannister-asos")
    opts = f.choose("lannister", "tyrion-lannister-asos", "cancel")
    assert opts["opponent_card"] == "robb-stark-asos"
    d = f.decision("house-card", "stark")
    assert "robb-stark-asos" not in d.options["hand"]
    f.act("stark", ChooseHouseCard("jory-cassel"))
    assert f.strength("attacker")["card"] == 2


# ----- Stark -----------------------------------------------------------------------------------

def test_eddard_stark_loses_no_unit_to_swords_but_skulls_still_kill():
    f = fight("lannister", "stark", dfn=("footman", "footman"))
    f.play(lannister="ser-jaime-lannister-asos", stark="eddard-stark-asos")
    assert f.result["winner"] == "lannister"
    assert not [d for d in f.g.waiting_for() if d.kind == "select-units"]  # Jaime's sword stopped
    from engine import cards as C

    frame = {"attacker": "lannister", "defender": "stark", "cards": {"stark": "eddard-stark-asos"}}
    assert C.immune_to_casualties(f.g, frame, "stark") and not C.immune_to_skulls(f.g, frame, "stark")


def test_maege_mormont_picks_where_the_beaten_attacker_retreats():
    f = fight("lannister", "stark", att=("footman", "footman"), dfn=("knight", "footman"),
              units={"crackclaw-point": army("lannister", "footman")},
              orders={"crackclaw-point": ["lannister", "support-1"]})
    f.support("lannister", crackclaw_point="none")
    f.play(lannister="tywin-lannister-asos", stark="maege-mormont")
    assert f.result["winner"] == "stark"
    d = f.decision("retreat")
    assert d.seat == "stark" and d.options["house"] == "lannister"


def test_catelyn_stark_supported_gains_two_and_a_fortification():
    f = fight("lannister", "stark", units={"blackwater": army("stark", "footman")},
              orders={"blackwater": ["stark", "support-1"]})
    f.support("stark", blackwater="defender")
    f.play(lannister="joffrey-lannister", stark="catelyn-stark-asos")
    assert f.strength("defender")["card"] == 3 and f.result["icons"]["defender"]["fortifications"] == 1


def test_bran_stark_takes_a_discarded_card_back_after_the_combat():
    f = fight("stark", "lannister", hands={"stark": ["bran-stark", "robb-stark-asos", "jory-cassel"]},
              discards={"stark": ["smalljon-umber", "eddard-stark-asos", "maege-mormont", "catelyn-stark-asos"]})
    f.play(stark="bran-stark", lannister="joffrey-lannister")
    drive(f, until="choose")
    opts = f.choose("stark", "bran-stark", "bran-stark")
    assert "bran-stark" in opts["options"] and "smalljon-umber" in opts["options"]
    assert "bran-stark" in f.s.hands["stark"] and "bran-stark" not in f.s.discards["stark"]


# ----- Baratheon -------------------------------------------------------------------------------

THRONE = {"tracks": {"iron_throne": ["lannister", "baratheon", "stark", "greyjoy", "tyrell", "martell"]}}


def test_stannis_baratheon_takes_the_iron_throne_until_the_next_clash_of_kings():
    f = fight("baratheon", "lannister", **THRONE)
    assert f.g.holder("iron_throne") == "lannister"
    f.play(baratheon="stannis-baratheon-asos", lannister="joffrey-lannister")
    f.choose("baratheon", "stannis-baratheon-asos", "take")
    assert f.g.holder("iron_throne") == "baratheon" and f.s.tracks["iron_throne"][0] == "lannister"
    assert f.result["icons"]["attacker"]["swords"] == 1
    assert f.g.view(None)["tokens_held"] == {"iron_throne": "baratheon"}
    from engine.phases.westeros import ClashOfKingsStep

    f.s.stack.append({"kind": "clash-of-kings", "step": "start", "track": 3})
    f.g.state_changed()
    f.g._events = []
    ClashOfKingsStep().run(f.g, f.s.stack[-1])
    assert f.s.tokens_held == {} and f.g.holder("iron_throne") == "lannister"
    from engine.log import describe

    (back,) = [e for e in f.g._events if e.kind == "DominanceTokensBack"]
    taken = next(e for e in f.events if e.kind == "DominanceTokenTaken")
    assert describe(back) == "The dominance tokens return to the first place of their tracks."
    assert describe(taken) == ("Baratheon takes the iron_throne token from Lannister until the next "
                               "Clash of Kings (Stannis Baratheon).")


def test_stannis_baratheon_may_leave_the_throne_and_then_gains_no_sword():
    f = fight("baratheon", "lannister", **THRONE)
    f.play(baratheon="stannis-baratheon-asos", lannister="joffrey-lannister")
    f.choose("baratheon", "stannis-baratheon-asos", "none")
    assert f.g.holder("iron_throne") == "lannister" and f.result["icons"]["attacker"]["swords"] == 0


def test_melisandre_gains_the_power_of_the_opposing_cards_printed_strength():
    f = fight("baratheon", "lannister", power={"baratheon": 0})
    f.play(baratheon="melisandre-of-asshai", lannister="ser-jaime-lannister-asos")
    assert f.s.power["baratheon"] == 4


def test_salladhar_saan_winning_gains_two_and_the_opponent_loses_two():
    f = fight("baratheon", "lannister", att=("knight", "knight"), power={"baratheon": 1, "lannister": 3})
    f.play(baratheon="salladhar-saan-asos", lannister="tyrion-lannister-asos")
    f.choose("lannister", "tyrion-lannister-asos", "keep")
    assert f.result["winner"] == "baratheon"
    assert f.s.power["baratheon"] == 3 and f.s.power["lannister"] == 1


def test_ser_davos_pays_for_a_fortification_and_retreats_unrouted():
    f = fight("baratheon", "lannister", att=("footman",), power={"baratheon": 3})
    f.play(baratheon="ser-davos-seaworth-asos", lannister="ser-jaime-lannister-asos")
    f.choose("baratheon", "ser-davos-seaworth-asos", "pay")
    assert f.s.power["baratheon"] == 1 and f.result["icons"]["attacker"]["fortifications"] == 1
    assert f.result["winner"] == "lannister"
    assert f.units("stoney-sept") == army("baratheon", "footman")  # back home, not routed


# ----- Greyjoy ---------------------------------------------------------------------------------

def test_balon_greyjoy_winning_gains_the_difference_of_strengths():
    f = fight("greyjoy", "stark", att=("knight", "knight"), power={"greyjoy": 0})
    f.play(greyjoy="balon-greyjoy-asos", stark="bran-stark")
    totals = f.result["attacker_strength"] - f.result["defender_strength"]
    assert f.result["winner"] == "greyjoy" and f.s.power["greyjoy"] == totals == 8 - 2


def test_asha_greyjoy_supported_gains_two_swords():
    f = fight("greyjoy", "stark", units={"crackclaw-point": army("greyjoy", "footman")},
              orders={"crackclaw-point": ["greyjoy", "support-1"]})
    f.support("greyjoy", crackclaw_point="attacker")
    f.play(greyjoy="asha-greyjoy-asos", stark="jory-cassel")
    assert f.result["icons"]["attacker"]["swords"] == 2


def test_victarion_greyjoy_by_the_sea_gains_one_and_a_fortification():
    f = fight("greyjoy", "stark", source="seagard", area="riverrun")  # Riverrun borders two seas
    f.play(greyjoy="victarion-greyjoy-asos", stark="jory-cassel")
    assert f.strength("attacker")["card"] == 2 and f.result["icons"]["attacker"]["fortifications"] == 1
    f2 = fight("greyjoy", "stark")  # Harrenhal borders none
    f2.play(greyjoy="victarion-greyjoy-asos", stark="jory-cassel")
    assert f2.strength("attacker")["card"] == 1


def test_aeron_damphair_pays_two_for_another_card_that_fights_at_minus_one():
    f = fight("greyjoy", "stark", power={"greyjoy": 5})
    f.play(greyjoy="aeron-damphair-asos", stark="jory-cassel")
    f.choose("greyjoy", "aeron-damphair-asos", "swap")
    assert f.s.power["greyjoy"] == 3
    f.act("greyjoy", ChooseHouseCard("balon-greyjoy-asos"))
    assert f.strength("attacker")["card"] == 3  # 4 - 1


# ----- Martell ---------------------------------------------------------------------------------

def test_doran_martell_sends_the_opponent_to_the_bottom_of_the_fiefdoms_track():
    f = fight("martell", "greyjoy")
    f.play(martell="doran-martell-asos", greyjoy="dagmer-cleftjaw")
    assert f.s.tracks["fiefdoms"][-1] == "greyjoy"
    assert f.g.holder("fiefdoms") == f.s.tracks["fiefdoms"][0] != "greyjoy"  # the blade with the first


def test_nymeria_sand_attacking_a_sword_defending_a_fortification():
    f = fight("martell", "greyjoy")
    f.play(martell="nymeria-sand-asos", greyjoy="dagmer-cleftjaw")
    assert f.result["icons"]["attacker"]["swords"] == 1


def test_arianne_defending_and_losing_by_two_or_less_sends_the_attackers_back():
    f = fight("lannister", "martell", att=("footman", "footman"), dfn=("footman",))
    f.play(lannister="joffrey-lannister", martell="arianne-martell-asos")
    assert f.result["winner"] == "lannister"
    assert f.result["attacker_strength"] - f.result["defender_strength"] <= 2
    drive(f)
    assert f.units("stoney-sept") == army("lannister", "footman", "footman")  # sent back
    assert (f.units("harrenhal") or {}).get("house") != "lannister"


def test_arianne_attacking_and_losing_by_two_or_less_makes_the_defender_leave_too():
    f = fight("martell", "lannister", att=("footman",), dfn=("footman",))
    f.play(martell="arianne-martell-asos", lannister="joffrey-lannister")
    assert f.result["winner"] == "lannister"
    assert f.result["defender_strength"] - f.result["attacker_strength"] <= 2
    drive(f)
    assert f.units("harrenhal") is None  # the winner left the area too
    assert f.of_kind("UnitsRetreated")[-1]["house"] == "lannister"


# ----- Tyrell ----------------------------------------------------------------------------------

def test_mace_tyrell_winning_places_a_support_or_defense_plus_one_order_in_the_area():
    f = fight("tyrell", "lannister", att=("knight", "knight"))
    f.play(tyrell="mace-tyrell-asos", lannister="tyrion-lannister-asos")
    f.choose("lannister", "tyrion-lannister-asos", "keep")
    assert f.result["winner"] == "tyrell"
    drive(f, until="choose")
    opts = f.choose("tyrell", "mace-tyrell-asos", "defense-plus-one-1")
    assert "support-1" in opts["options"] and "defense-plus-two" not in opts["options"]
    assert f.s.orders["harrenhal"] == {"house": "tyrell", "token": "defense-plus-one-1"}


def test_willas_tyrell_defending_counts_three():
    f = fight("lannister", "tyrell")
    f.play(lannister="joffrey-lannister", tyrell="willas-tyrell-asos")
    assert f.strength("defender")["card"] == 3


def test_queen_of_thorns_removes_an_order_in_the_area_or_next_to_it():
    f = fight("tyrell", "lannister", units={"crackclaw-point": army("lannister", "footman")},
              orders={"crackclaw-point": ["lannister", "support-1"], "harrenhal": ["lannister", "defense-plus-one-1"]})
    f.support("lannister", crackclaw_point="defender")
    f.play(tyrell="queen-of-thorns-asos", lannister="joffrey-lannister")
    opts = f.choose("tyrell", "queen-of-thorns-asos", "harrenhal")
    assert opts["options"] == ["crackclaw-point", "harrenhal"]  # the embattled area's too
    assert "harrenhal" not in f.s.orders and f.strength("defender")["order"] == 0


def test_queen_of_thorns_never_removes_the_march_order_that_started_the_combat():
    f = fight("lannister", "tyrell")
    f.s.orders["stoney-sept"] = {"house": "lannister", "token": "march"}  # as if it were still there
    frame = next(fr for fr in f.s.stack if fr["kind"] == "combat")
    from engine.abilities.a_storm_of_swords import QueenOfThorns

    frame["cards"] = {"tyrell": "queen-of-thorns-asos", "lannister": "joffrey-lannister"}
    frame["queue"] = []
    queen = f.g.abilities.cards["queen-of-thorns-asos"]
    assert isinstance(queen, QueenOfThorns)
    asked = queen.immediately(f.g, frame, "tyrell")
    assert not asked and f.s.orders["stoney-sept"]["token"] == "march"


# ----- whole games -----------------------------------------------------------------------------

@pytest.mark.parametrize("ruleset,players,options", [("second_edition", 6, {"tides_of_battle": True}),
                                                     ("mother_of_dragons", 8, None)])
def test_games_with_a_storm_of_swords_cards_play_to_the_end(ruleset, players, options):
    played = set()

    def seen(game, events):
        played.update(c for e in events if e.kind == "HouseCardsRevealed" for c in e.data["cards"].values())

    for seed in range(4):
        a = play_game(players, seed, check=True, ruleset=ruleset, options=options, variants=ASOS, on_step=seen)
        assert a == play_game(players, seed, ruleset=ruleset, options=options, variants=ASOS)
    assert len({c for c in played if c.endswith("-asos")}) > 15


def test_ser_davos_units_retreating_unrouted_into_too_large_an_army_are_chosen_among_all_there():
    from engine import board as B

    f = fight("lannister", "baratheon", att=("knight", "knight", "footman"), dfn=("footman", "footman"),
              units={"blackwater": army("baratheon", "footman", "footman"),
                     "crackclaw-point": army("stark", "footman"), "riverrun": army("greyjoy", "footman")},
              supply={"baratheon": 0})
    f.play(lannister="ser-jaime-lannister-asos", baratheon="ser-davos-seaworth-asos")
    f.choose("baratheon", "ser-davos-seaworth-asos", "none")
    assert f.result["winner"] == "lannister"
    drive(f, until="retreat")
    f.retreat("baratheon", "blackwater")
    d = f.decision("select-units", "baratheon")
    # one footman fell to Jaime's sword; the other, not routed, joins two: any of the three may go
    assert len(d.options["candidates"]) == 3 and d.options["min"] == 1
    from engine.commands import SelectUnits

    f.act("baratheon", SelectUnits((tuple(d.options["candidates"][0]),)))
    assert B.within_supply(f.g.rs, f.s, "baratheon") and f.units("blackwater")["routed"] == []
