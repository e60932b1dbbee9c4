"""Each of A Dance with Dragons' 42 house cards by name, in a real combat driven through the
API, played against a card (or a position) it interacts with (docs/RULES.md, A Dance with
Dragons)."""
from __future__ import annotations

import pytest

from engine.commands import Choose

from .helpers import RS, Fight, army

PLAIN = sorted(c.id for c in RS.house_cards.values() if not c.ability)


@pytest.mark.parametrize("card", PLAIN)
def test_a_card_without_text_fights_with_its_printed_numbers(card):
    c = RS.house_cards[card]
    foe = "lannister" if c.house != "lannister" else "stark"
    foe_card = "ser-kevan-lannister-dwd" if foe == "lannister" else "black-walder"
    source, area = ("riverrun", "seagard")
    f = Fight(c.house, source, area, units={source: army(c.house, "footman"), area: army(foe, "footman")},
              hands={c.house: [card], foe: [foe_card]})
    f.play(**{c.house: card, foe: foe_card})
    assert f.strength("attacker")["card"] == c.strength
    assert f.result["icons"]["attacker"]["swords"] == c.swords
    assert f.result["icons"]["attacker"]["fortifications"] == c.fortifications
    assert len(PLAIN) == 22  # and 20 with a text, each tested below


def _seagard(att_card: str, def_card: str, *, attacker: str = "lannister", defender: str = "stark",
             att_units=("footman",), def_units=("footman",), att_hand=(), def_hand=(), **kw):
    """`attacker` marches from Riverrun into Seagard, held by `defender`."""
    units = {"riverrun": army(attacker, *att_units), "seagard": army(defender, *def_units)}
    units.update(kw.pop("units", {}))
    return Fight(attacker, "riverrun", "seagard", units=units,
                 hands={attacker: [att_card, *att_hand], defender: [def_card, *def_hand]}, **kw)


# ----- Lannister --------------------------------------------------------------------

def test_ser_ilyn_payne_winning_destroys_an_enemy_footman_elsewhere_with_its_order():
    f = _seagard("ser-ilyn-payne", "damon-dance-for-me", att_units=("knight",),
                 units={"the-reach": army("tyrell", "footman"), "oldtown": army("tyrell", "footman", "knight")},
                 orders={"the-reach": ["tyrell", "defense-plus-one-1"]})
    f.play(lannister="ser-ilyn-payne", stark="damon-dance-for-me")
    opts = f.choose("lannister", "ser-ilyn-payne", "the-reach")
    assert {"the-reach", "oldtown", "none"} <= set(opts["options"]) and "seagard" not in opts["options"]
    assert "the-reach" not in f.s.units and "the-reach" not in f.s.orders
    assert f.s.units["oldtown"]["units"] == ["footman", "knight"]


def test_ser_ilyn_payne_losing_destroys_nothing():
    f = _seagard("ser-ilyn-payne", "roose-bolton-dwd", units={"the-reach": army("tyrell", "footman")})
    f.play(lannister="ser-ilyn-payne", stark="roose-bolton-dwd")
    f.settle()
    assert f.result["winner"] == "stark" and f.s.units["the-reach"]["units"] == ["footman"]


def test_ser_addam_marbrand_attacking_makes_fighting_and_supporting_knights_count_three():
    f = _seagard("ser-addam-marbrand", "black-walder", att_units=("knight", "footman"),
                 units={"the-twins": army("lannister", "knight")}, orders={"the-twins": ["lannister", "support-1"]})
    f.support("lannister", the_twins="attacker")
    f.play(lannister="ser-addam-marbrand", stark="black-walder")
    assert f.strength("attacker")["units"] == 3 + 1
    assert f.strength("attacker")["support"] == 3


def test_ser_addam_marbrand_defending_leaves_knights_at_two():
    f = _seagard("black-walder", "ser-addam-marbrand", attacker="stark", defender="lannister",
                 def_units=("knight",))
    f.play(stark="black-walder", lannister="ser-addam-marbrand")
    assert f.strength("defender")["units"] == 2


def test_qyburn_pays_two_power_for_the_printed_numbers_of_a_discarded_card_not_its_text():
    f = _seagard("qyburn", "ramsay-bolton", def_hand=("reek",), power={"lannister": 3},
                 discards={"martell": ["quentyn-martell", "doran-martell-dwd"]})
    f.play(lannister="qyburn", stark="ramsay-bolton")
    opts = f.choose("lannister", "qyburn", "doran-martell-dwd")
    assert "quentyn-martell" in opts["options"] and "roose-bolton-dwd" in opts["options"]  # any house's pile
    assert f.s.power["lannister"] == 1
    assert f.strength("attacker")["card"] == 4  # Doran's printed 4: not its text (which would count the hand)
    assert f.result["icons"]["attacker"]["swords"] == 0


def test_qyburn_copies_a_card_of_its_own_discard_pile_with_its_icons():
    f = _seagard("qyburn", "black-walder", power={"lannister": 2})
    f.play(lannister="qyburn", stark="black-walder")
    f.choose("lannister", "qyburn", "ser-jaime-lannister-dwd")
    assert f.strength("attacker")["card"] == 4
    assert (f.result["icons"]["attacker"]["swords"], f.result["icons"]["attacker"]["fortifications"]) == (1, 1)


def test_qyburn_without_two_power_asks_nothing():
    f = _seagard("qyburn", "black-walder", power={"lannister": 1})
    f.play(lannister="qyburn", stark="black-walder")
    assert f.strength("attacker")["card"] == 0 and f.s.power["lannister"] == 1


# ----- Stark (the Boltons) ----------------------------------------------------------

def test_ramsay_bolton_with_reek_still_in_hand_gains_one_strength_and_three_swords():
    f = _seagard("ser-daven-lannister", "ramsay-bolton", def_hand=("reek",))
    f.play(lannister="ser-daven-lannister", stark="ramsay-bolton")
    assert f.strength("defender")["card"] == 4
    assert f.result["icons"]["defender"]["swords"] == 3


def test_ramsay_bolton_without_reek_in_hand_is_printed():
    f = _seagard("ser-daven-lannister", "ramsay-bolton", def_hand=("black-walder",))
    f.play(lannister="ser-daven-lannister", stark="ramsay-bolton")
    assert f.strength("defender")["card"] == 3 and f.result["icons"]["defender"]["swords"] == 0


def test_reek_brings_ramsay_back_from_the_discard_pile_and_returns_to_hand_after_a_loss():
    f = _seagard("ser-jaime-lannister-dwd", "reek", def_hand=("black-walder",))
    assert "ramsay-bolton" in f.s.discards["stark"]
    f.play(lannister="ser-jaime-lannister-dwd", stark="reek")
    f.settle()
    assert f.result["winner"] == "lannister"
    assert {"ramsay-bolton", "reek", "black-walder"} <= set(f.s.hands["stark"])
    assert "reek" not in f.s.discards["stark"]


def test_reek_winning_is_discarded_as_usual():
    f = _seagard("qyburn", "reek", def_hand=("black-walder",), power={"lannister": 0},
                 units={"the-twins": army("stark", "knight")}, orders={"the-twins": ["stark", "support-1"]})
    f.support("stark", the_twins="defender")
    f.play(lannister="qyburn", stark="reek")
    f.settle()
    assert f.result["winner"] == "stark"
    assert "reek" in f.s.discards["stark"] and "ramsay-bolton" in f.s.hands["stark"]


def test_walder_frey_turns_a_third_house_support_to_stark_but_not_the_opponents_own():
    f = _seagard("ser-daven-lannister", "walder-frey",
                 units={"the-twins": army("greyjoy", "knight"), "moat-cailin": army("lannister", "footman")},
                 orders={"the-twins": ["greyjoy", "support-1"], "moat-cailin": ["lannister", "support-2"]})
    f.support("greyjoy", the_twins="attacker")
    f.support("lannister", moat_cailin="attacker")
    f.play(lannister="ser-daven-lannister", stark="walder-frey")
    assert f.strength("defender")["support"] == 2  # Greyjoy's knight now backs Stark
    assert f.strength("attacker")["support"] == 1  # Lannister's own footman still backs Lannister
    assert f.of_kind("SupportTurned")[0]["regions"] == ["the-twins"]


# ----- Baratheon --------------------------------------------------------------------

def _kingswood(bar_card: str, foe_card: str, *, supports=None, **kw):
    """Baratheon marches from Storm's End into the Kingswood, held by Tyrell."""
    units = {"storms-end": army("baratheon", "footman"), "kingswood": army("tyrell", "footman")}
    units.update(kw.pop("units", {}))
    return Fight("baratheon", "storms-end", "kingswood", units=units,
                 hands={"baratheon": [bar_card, *kw.pop("bar_hand", ())], "tyrell": [foe_card, "willas-tyrell"]},
                 **kw)


def test_stannis_unsupported_removes_every_support_order_next_to_the_battle():
    f = _kingswood("stannis-baratheon-dwd", "mace-tyrell-dwd",
                   units={"the-reach": army("tyrell", "knight"), "kings-landing": army("lannister", "footman")},
                   orders={"the-reach": ["tyrell", "support-1"], "kings-landing": ["lannister", "support-2"]})
    f.support("tyrell", the_reach="defender")
    f.support("lannister", kings_landing="defender")
    f.play(baratheon="stannis-baratheon-dwd", tyrell="mace-tyrell-dwd")
    assert "the-reach" not in f.s.orders and "kings-landing" not in f.s.orders
    assert f.strength("defender")["support"] == 0


def test_stannis_with_support_leaves_the_support_orders():
    f = _kingswood("stannis-baratheon-dwd", "mace-tyrell-dwd",
                   units={"the-reach": army("tyrell", "knight"), "kings-landing": army("lannister", "footman")},
                   orders={"the-reach": ["tyrell", "support-1"], "kings-landing": ["lannister", "support-2"]})
    f.support("tyrell", the_reach="defender")
    f.support("lannister", kings_landing="attacker")
    f.play(baratheon="stannis-baratheon-dwd", tyrell="mace-tyrell-dwd")
    assert "the-reach" in f.s.orders and f.strength("defender")["support"] == 2


def test_jon_snow_winning_moves_the_wildling_threat_one_space():
    f = _kingswood("jon-snow", "willas-tyrell", units={"storms-end": army("baratheon", "knight")},
                   wildling_threat=4)
    f.play(baratheon="jon-snow", tyrell="willas-tyrell")
    opts = f.choose("baratheon", "jon-snow", "down")
    assert set(opts["options"]) == {"up", "down", "none"}
    assert f.s.wildling_threat == 2


def test_jon_snow_at_the_top_of_his_range_only_moves_down():
    f = _kingswood("jon-snow", "willas-tyrell", units={"storms-end": army("baratheon", "knight")},
                   wildling_threat=10)
    f.play(baratheon="jon-snow", tyrell="willas-tyrell")
    opts = f.choose("baratheon", "jon-snow", "none")
    assert set(opts["options"]) == {"down", "none"} and f.s.wildling_threat == 10


def test_melisandre_after_combat_buys_back_a_card_for_its_printed_strength_itself_included():
    f = _kingswood("melisandre-dwd", "mace-tyrell-dwd", bar_hand=("mance-rayder",), power={"baratheon": 3})
    f.play(baratheon="melisandre-dwd", tyrell="mace-tyrell-dwd")
    f.settle()
    opts = f.choose("baratheon", "melisandre-dwd", "melisandre-dwd")
    assert "stannis-baratheon-dwd" not in opts["options"]  # 4 power it does not have
    assert {"jon-snow", "melisandre-dwd"} <= set(opts["options"])
    assert "melisandre-dwd" in f.s.hands["baratheon"] and f.s.power["baratheon"] == 1


def test_mance_rayder_fights_at_the_wildling_threat_whatever_else_counts():
    f = _kingswood("mance-rayder", "mace-tyrell-dwd", wildling_threat=8,
                   units={"storms-end": army("baratheon", "knight", "knight")})
    f.play(baratheon="mance-rayder", tyrell="mace-tyrell-dwd")
    assert sum(f.strength("attacker").values()) == 8 == f.result["attacker_strength"]
    assert f.result["winner"] == "baratheon"  # 8 against 1 + 4


def test_margaery_overrides_mance_rayder_defending_an_area_with_a_tyrell_power_token():
    f = _kingswood("mance-rayder", "margaery-tyrell-dwd", wildling_threat=8, tokens={"kingswood": "tyrell"},
                   units={"kingswood": army("tyrell", "footman")})
    f.play(baratheon="mance-rayder", tyrell="margaery-tyrell-dwd")
    assert f.result["attacker_strength"] == 2  # the opponent's card is asked last
    assert f.result["defender_strength"] == 1
    assert f.result["winner"] == "baratheon"


def test_margaery_elsewhere_changes_nothing():
    f = _kingswood("ser-axell-florent", "margaery-tyrell-dwd", units={"storms-end": army("baratheon", "knight")})
    f.play(baratheon="ser-axell-florent", tyrell="margaery-tyrell-dwd")
    assert f.result["attacker_strength"] == 2 + 1


def test_margaery_defending_tyrells_home_makes_the_attacker_two():
    f = Fight("martell", "dornish-marches", "highgarden",
              units={"dornish-marches": army("martell", "knight", "knight", "footman"),
                     "highgarden": army("tyrell", "footman")},
              hands={"martell": ["doran-martell-dwd"], "tyrell": ["margaery-tyrell-dwd", "willas-tyrell"]})
    f.play(martell="doran-martell-dwd", tyrell="margaery-tyrell-dwd")
    assert f.result["attacker_strength"] == 2


def test_queen_of_thorns_blanks_ramsays_reek_bonus():
    f = Fight("stark", "riverrun", "seagard",
              units={"riverrun": army("stark", "footman"), "seagard": army("tyrell", "footman")},
              hands={"stark": ["ramsay-bolton", "reek"], "tyrell": ["queen-of-thorns-dwd", "willas-tyrell"]})
    f.play(stark="ramsay-bolton", tyrell="queen-of-thorns-dwd")
    assert f.strength("attacker")["card"] == 3 and f.result["icons"]["attacker"]["swords"] == 0


def test_queen_of_thorns_blanks_mance_rayder():
    f = _kingswood("mance-rayder", "queen-of-thorns-dwd", wildling_threat=10)
    f.play(baratheon="mance-rayder", tyrell="queen-of-thorns-dwd")
    assert f.result["attacker_strength"] == 1  # a footman, no fixed strength


# ----- Greyjoy ----------------------------------------------------------------------

def test_euron_gains_one_against_a_house_above_greyjoy_on_the_fiefdoms_track():
    f = _seagard("euron-crows-eye-dwd", "black-walder", attacker="greyjoy",
                 tracks={"fiefdoms": ["stark", "greyjoy", "martell", "baratheon", "tyrell", "lannister"]})
    f.play(greyjoy="euron-crows-eye-dwd", stark="black-walder")
    assert f.strength("attacker")["card"] == 5


def test_euron_against_a_house_below_is_printed():
    f = _seagard("euron-crows-eye-dwd", "black-walder", attacker="greyjoy",
                 tracks={"fiefdoms": ["greyjoy", "stark", "martell", "baratheon", "tyrell", "lannister"]})
    f.play(greyjoy="euron-crows-eye-dwd", stark="black-walder")
    assert f.strength("attacker")["card"] == 4


def test_rodrik_the_reader_puts_the_chosen_westeros_card_on_top_of_its_deck():
    f = _seagard("rodrik-the-reader", "damon-dance-for-me", attacker="greyjoy", att_units=("knight",))
    f.play(greyjoy="rodrik-the-reader", stark="damon-dance-for-me")
    opts = f.choose("greyjoy", "rodrik-the-reader", "II")
    assert set(opts["options"]) == {"I", "II", "III", "none"}
    before = sorted(f.s.westeros["II"])
    d = f.decision("choose", "greyjoy")
    assert d.options["prompt"] == "rodrik-the-reader"
    wanted = sorted(d.options["options"])[-1]
    evs = f.act("greyjoy", Choose(wanted))
    assert f.s.westeros["II"][0] == wanted and sorted(f.s.westeros["II"]) == before
    # the card lies face down: only Greyjoy hears which one it chose, everyone that it searched
    (chose,) = [e for e in evs if e.kind == "Chose"]
    assert chose.audience == ("greyjoy",)
    assert [e.audience for e in evs if e.kind == "WesterosDeckSearched"] == [None]


def test_qarl_the_maid_attacking_and_losing_gains_three_power():
    f = _seagard("qarl-the-maid", "roose-bolton-dwd", attacker="greyjoy", power={"greyjoy": 1})
    f.play(greyjoy="qarl-the-maid", stark="roose-bolton-dwd")
    assert f.result["winner"] == "stark" and f.s.power["greyjoy"] == 4


def test_qarl_the_maid_defending_and_losing_gains_nothing():
    f = _seagard("roose-bolton-dwd", "qarl-the-maid", attacker="stark", defender="greyjoy",
                 power={"greyjoy": 1})
    f.play(stark="roose-bolton-dwd", greyjoy="qarl-the-maid")
    assert f.result["winner"] == "stark" and f.s.power["greyjoy"] == 1


def test_aeron_damphair_pays_power_for_strength():
    f = _seagard("aeron-damphair-dwd", "black-walder", attacker="greyjoy", power={"greyjoy": 4})
    f.play(greyjoy="aeron-damphair-dwd", stark="black-walder")
    opts = f.choose("greyjoy", "aeron-damphair-dwd", 3)
    assert opts["options"] == [0, 1, 2, 3, 4]
    assert f.s.power["greyjoy"] == 1 and f.strength("attacker")["card"] == 3


# ----- Martell ----------------------------------------------------------------------

def test_doran_trades_a_strength_for_a_sword_and_a_fortification_per_card_left_in_hand():
    f = _seagard("doran-martell-dwd", "black-walder", attacker="martell",
                 att_hand=("big-man", "nymeria-sand", "areo-hotah-dwd"))
    f.play(martell="doran-martell-dwd", stark="black-walder")
    assert f.strength("attacker")["card"] == 1
    assert (f.result["icons"]["attacker"]["swords"], f.result["icons"]["attacker"]["fortifications"]) == (3, 3)


def test_doran_with_more_cards_than_strength_stays_at_zero():
    f = _seagard("doran-martell-dwd", "black-walder", attacker="martell",
                 att_hand=tuple(c for c in RS.house_card_ids["martell"] if c != "doran-martell-dwd"))
    f.play(martell="doran-martell-dwd", stark="black-walder")
    assert f.strength("attacker")["card"] == 0 and f.result["icons"]["attacker"]["swords"] == 6


def test_ser_gerris_drinkwater_winning_moves_martell_up_one_space():
    f = _seagard("ser-gerris-drinkwater", "damon-dance-for-me", attacker="martell", att_units=("knight",),
                 tracks={"kings_court": ["tyrell", "martell", "stark", "lannister", "baratheon", "greyjoy"]})
    f.play(martell="ser-gerris-drinkwater", stark="damon-dance-for-me")
    f.choose("martell", "ser-gerris-drinkwater", "kings_court")
    assert f.s.tracks["kings_court"][:2] == ["martell", "tyrell"]


def test_quentyn_counts_every_card_in_martells_discard_pile():
    f = _seagard("quentyn-martell", "black-walder", attacker="martell", att_hand=("big-man",))
    assert len(f.s.discards["martell"]) == 5
    f.play(martell="quentyn-martell", stark="black-walder")
    assert f.strength("attacker")["card"] == 1 + 5


# ----- Tyrell -----------------------------------------------------------------------

def test_paxter_redwyne_makes_tyrell_ships_count_two_in_a_sea_battle_supporters_included():
    f = Fight("tyrell", "redwyne-straits", "west-summer-sea",
              units={"redwyne-straits": army("tyrell", "ship", "ship"),
                     "west-summer-sea": army("martell", "ship"), "sunset-sea": army("tyrell", "ship")},
              orders={"sunset-sea": ["tyrell", "support-1"]},
              hands={"tyrell": ["paxter-redwyne"], "martell": ["big-man"]})
    f.support("tyrell", sunset_sea="attacker")
    f.play(tyrell="paxter-redwyne", martell="big-man")
    assert f.strength("attacker")["units"] == 4 and f.strength("attacker")["support"] == 2
    assert f.strength("defender")["units"] == 1  # the opponent's ships stay at 1


def test_queen_of_thorns_stops_qyburn_copying_and_paying():
    f = Fight("lannister", "riverrun", "seagard",
              units={"riverrun": army("lannister", "footman"), "seagard": army("tyrell", "footman")},
              hands={"lannister": ["qyburn"], "tyrell": ["queen-of-thorns-dwd", "willas-tyrell"]},
              power={"lannister": 4})
    f.play(lannister="qyburn", tyrell="queen-of-thorns-dwd")
    assert not [d for d in f.g.waiting_for() if d.kind == "choose"]
    assert f.strength("attacker")["card"] == 0 and f.s.power["lannister"] == 4


# ----- Cards without text, each by name ---------------------------------------------
# Each fights a battle its printed numbers decide: its strength is in the total that wins or
# loses, its swords kill, its fortifications save; no ability fires and nothing is asked.

def _printed(att_card: str, def_card: str, **kw):
    """A Riverrun-into-Seagard battle (`_seagard`) played out to its end; its summary."""
    attacker, defender = kw.get("attacker", "lannister"), kw.get("defender", "stark")
    f = _seagard(att_card, def_card, **kw)
    f.play(**{attacker: att_card, defender: def_card})
    f.settle()
    assert f.over(), f"a card without text asked something: {f.g.waiting_for()}"
    (ended,) = f.of_kind("CombatEnded")
    summary = ended["summary"]
    assert summary["abilities"] == [] and summary["passive"] == [] and summary["card_changes"] == []
    return summary


def _lost(summary, house: str) -> int:
    return len([c for c in summary["casualties"] if c["house"] == house])


def test_ser_kevan_lannister_defending_counts_three_and_his_fortification_saves_a_footman():
    s = _printed("damon-dance-for-me", "ser-kevan-lannister-dwd", attacker="stark", defender="lannister",
                 att_units=("knight", "knight", "footman"), def_units=("footman", "footman"))
    assert s["strength"]["defender"]["card"] == 3 and s["totals"] == {"attacker": 5 + 1, "defender": 2 + 3}
    assert s["winner"] == "stark" and s["casualties_due"] == {} and _lost(s, "lannister") == 0  # 1 sword - 1
    assert s["retreat"]["units"] == ["footman", "footman"]


def test_cersei_lannister_attacking_counts_one_and_her_fortification_saves_a_knight():
    s = _printed("cersei-lannister-dwd", "black-walder", att_units=("knight", "knight"),
                 def_units=("footman",) * 4)
    assert s["strength"]["attacker"]["card"] == 1 and s["totals"] == {"attacker": 4 + 1, "defender": 4 + 2}
    assert s["winner"] == "stark" and _lost(s, "lannister") == 0
    assert s["retreat"]["units"] == ["knight", "knight"]


def test_steelshanks_walton_defending_counts_two_and_his_fortification_saves_a_footman():
    s = _printed("ser-daven-lannister", "steelshanks-walton", att_units=("knight", "footman", "footman"),
                 def_units=("footman", "footman"))
    assert s["strength"]["defender"]["card"] == 2 and s["totals"] == {"attacker": 4 + 2, "defender": 2 + 2}
    assert s["winner"] == "lannister" and _lost(s, "stark") == 0  # Daven's sword, Walton's tower
    assert s["retreat"]["units"] == ["footman", "footman"]


def test_bastard_of_nightsong_attacking_counts_two_and_his_fortification_saves_a_footman():
    s = _printed("bastard-of-nightsong", "roose-bolton-dwd", attacker="baratheon",
                 att_units=("knight", "footman"), def_units=("footman", "footman"))
    assert s["strength"]["attacker"]["card"] == 2 and s["totals"] == {"attacker": 3 + 2, "defender": 2 + 4}
    assert s["winner"] == "stark" and _lost(s, "baratheon") == 0  # Roose's sword, the Bastard's tower
    assert sorted(s["retreat"]["units"]) == ["footman", "knight"]


def test_ser_davos_seaworth_wins_by_his_one_strength_and_his_sword_kills_a_footman():
    s = _printed("ser-davos-seaworth-dwd", "damon-dance-for-me", attacker="baratheon",
                 att_units=("knight", "footman"), def_units=("footman", "footman", "footman"))
    assert s["strength"]["attacker"]["card"] == 1 and s["totals"] == {"attacker": 3 + 1, "defender": 3 + 1}
    # a tie: Baratheon is above Stark on the Fiefdoms track at six, so Davos' one strength is what wins
    assert s["winner"] == "baratheon" and _lost(s, "stark") == 1 and s["retreat"]["units"] == ["footman"] * 2


def test_ser_davos_seaworth_losing_saves_a_unit_with_his_fortification():
    s = _printed("ser-davos-seaworth-dwd", "black-walder", attacker="baratheon",
                 att_units=("knight", "footman"), def_units=("footman",) * 3)
    assert s["totals"] == {"attacker": 3 + 1, "defender": 3 + 2}
    assert s["winner"] == "stark" and _lost(s, "baratheon") == 0


def test_victarion_greyjoy_counts_three_and_his_two_swords_kill_two():
    s = _printed("victarion-greyjoy-dwd", "damon-dance-for-me", attacker="greyjoy", att_units=("knight",),
                 def_units=("footman", "footman", "footman"))
    assert s["strength"]["attacker"]["card"] == 3 and s["totals"] == {"attacker": 2 + 3, "defender": 3 + 1}
    assert s["winner"] == "greyjoy" and _lost(s, "stark") == 2 and s["retreat"]["units"] == ["footman"]


def test_asha_greyjoy_attacking_counts_two_and_her_fortification_saves_a_footman():
    s = _printed("asha-greyjoy-dwd", "black-walder", attacker="greyjoy", att_units=("knight", "footman"),
                 def_units=("footman",) * 4)
    assert s["strength"]["attacker"]["card"] == 2 and s["totals"] == {"attacker": 3 + 2, "defender": 4 + 2}
    assert s["winner"] == "stark" and _lost(s, "greyjoy") == 0
    assert sorted(s["retreat"]["units"]) == ["footman", "knight"]


def test_ser_harras_harlaw_counts_one_and_his_sword_kills_one():
    s = _printed("ser-harras-harlaw", "damon-dance-for-me", attacker="greyjoy", att_units=("knight", "knight"),
                 def_units=("footman", "footman", "footman"))
    assert s["strength"]["attacker"]["card"] == 1 and s["totals"] == {"attacker": 4 + 1, "defender": 3 + 1}
    assert s["winner"] == "greyjoy" and _lost(s, "stark") == 1 and s["retreat"]["units"] == ["footman"] * 2


def test_bastard_of_godsgrace_attacking_counts_two_and_his_fortification_saves_a_footman():
    s = _printed("bastard-of-godsgrace", "black-walder", attacker="martell", att_units=("knight", "footman"),
                 def_units=("footman",) * 4)
    assert s["strength"]["attacker"]["card"] == 2 and s["totals"] == {"attacker": 3 + 2, "defender": 4 + 2}
    assert s["winner"] == "stark" and _lost(s, "martell") == 0
    assert sorted(s["retreat"]["units"]) == ["footman", "knight"]


def test_randyll_tarly_counts_three_and_his_two_swords_kill_two():
    s = _printed("randyll-tarly-dwd", "damon-dance-for-me", attacker="tyrell", att_units=("knight",),
                 def_units=("footman", "footman", "footman"))
    assert s["strength"]["attacker"]["card"] == 3 and s["totals"] == {"attacker": 2 + 3, "defender": 3 + 1}
    assert s["winner"] == "tyrell" and _lost(s, "stark") == 2 and s["retreat"]["units"] == ["footman"]


def test_ser_jon_fossoway_counts_two_and_his_sword_kills_one():
    s = _printed("ser-jon-fossoway", "damon-dance-for-me", attacker="tyrell", att_units=("knight", "footman"),
                 def_units=("footman", "footman", "footman"))
    assert s["strength"]["attacker"]["card"] == 2 and s["totals"] == {"attacker": 3 + 2, "defender": 3 + 1}
    assert s["winner"] == "tyrell" and _lost(s, "stark") == 1 and s["retreat"]["units"] == ["footman"] * 2
