"""Each of Mother of Dragons' 21 house cards by name, in a real combat driven through the API,
played against a card (or a position) it interacts with (docs/RULES.md, Mother of Dragons)."""
from __future__ import annotations

import pytest

from engine.abilities import registry_for

from .helpers import RS, Fight, army

PRINTED = {  # the cards without text: (strength, swords, fortifications) as printed
    "bronze-yohn-royce-mod": (3, 1, 2), "harry-hardyng": (2, 1, 0),
    "arstan-whitebeard": (3, 1, 1), "ser-jorah-mormont": (2, 1, 1),
    "daario-naharis": (3, 1, 0), "gray-worm": (2, 1, 1), "strong-belwas": (2, 2, 0),
}
ARRYN = ("lysa-arryn-mod", "bronze-yohn-royce-mod", "ser-vardis-egen", "harry-hardyng", "godric-borrell",
         "anya-waynwood", "robert-arryn")
TARGARYEN_A = ("khal-drogo", "arstan-whitebeard", "xaro-xhoan-daxos", "ser-jorah-mormont",
               "daenerys-targaryen-a", "viserys-targaryen", "illyrio-mopatis")
TARGARYEN_B = ("daenerys-targaryen-b", "daario-naharis", "gray-worm", "strong-belwas", "captain-groleo",
               "rakharo", "missandei")


def test_the_21_cards_are_the_decks_the_ruleset_plays():
    assert RS.house_card_ids["arryn"] == ARRYN
    assert RS.house_card_ids["targaryen"] == TARGARYEN_A
    assert RS.house_deck("targaryen", {"targaryen_deck_b": True}) == TARGARYEN_B
    with_text = {c for c in ARRYN + TARGARYEN_A + TARGARYEN_B if RS.house_cards[c].ability}
    assert with_text == set(registry_for(RS).cards) & set(ARRYN + TARGARYEN_A + TARGARYEN_B)
    assert len(with_text) == 14 and set(PRINTED) | with_text == set(ARRYN + TARGARYEN_A + TARGARYEN_B)


@pytest.mark.parametrize("card", sorted(PRINTED))
def test_a_card_without_text_fights_with_its_printed_numbers(card):
    house = RS.house_cards[card].house
    strength, swords, forts = PRINTED[card]
    assert (RS.house_cards[card].strength, RS.house_cards[card].swords,
            RS.house_cards[card].fortifications) == PRINTED[card]
    f = Fight(house, "the-eyrie" if house == "arryn" else "myr", "the-vale-of-arryn" if house == "arryn" else "volantis",
              units={("the-eyrie" if house == "arryn" else "myr"): army(house, "footman", "footman"),
                     ("the-vale-of-arryn" if house == "arryn" else "volantis"): army("lannister", "footman")},
              hands={house: [card], "lannister": ["ser-jaime-lannister"]})
    f.play(**{house: card, "lannister": "ser-jaime-lannister"})
    assert f.strength("attacker")["card"] == strength
    assert f.result["icons"]["attacker"]["swords"] == swords
    assert f.result["icons"]["attacker"]["fortifications"] == forts


# ----- Arryn ------------------------------------------------------------------------

def _vale(card: str, opp_card: str, **kw):
    return Fight("lannister", "the-mountains-of-the-moon", "the-vale-of-arryn",
                 units={"the-mountains-of-the-moon": army("lannister", "footman", "footman"),
                        "the-vale-of-arryn": army("arryn", "knight")},
                 hands={"arryn": [card, "harry-hardyng"], "lannister": [opp_card, "tywin-lannister"]}, **kw)


def test_ser_vardis_egen_against_a_card_printed_at_two_gains_one_and_two_fortifications():
    f = _vale("ser-vardis-egen", "ser-jaime-lannister")  # printed 2
    f.play(lannister="ser-jaime-lannister", arryn="ser-vardis-egen")
    assert f.strength("defender")["card"] == 3
    assert f.result["icons"]["defender"]["fortifications"] == 2


def test_ser_vardis_egen_against_a_card_printed_at_three_stays_as_printed():
    f = _vale("ser-vardis-egen", "ser-gregor-clegane")  # printed 3
    f.play(lannister="ser-gregor-clegane", arryn="ser-vardis-egen")
    assert f.strength("defender")["card"] == 2
    assert f.result["icons"]["defender"]["fortifications"] == 0


def test_lysa_arryn_returns_to_hand_after_a_win_on_a_defense_order():
    f = _vale("lysa-arryn-mod", "ser-jaime-lannister", orders={"the-vale-of-arryn": ["arryn", "defense-plus-one-1"]})
    f.play(lannister="ser-jaime-lannister", arryn="lysa-arryn-mod")
    assert f.result["winner"] == "arryn"
    assert "lysa-arryn-mod" in f.s.hands["arryn"] and "lysa-arryn-mod" not in f.s.discards["arryn"]


def test_lysa_arryn_without_a_defense_order_is_discarded():
    f = _vale("lysa-arryn-mod", "ser-jaime-lannister")
    f.play(lannister="ser-jaime-lannister", arryn="lysa-arryn-mod")
    assert f.result["winner"] == "arryn"
    assert "lysa-arryn-mod" in f.s.discards["arryn"]


def test_godric_borrell_defending_a_sea_counts_the_land_arryn_controls_around_it():
    f = Fight("stark", "the-narrow-sea", "the-bite",
              units={"the-narrow-sea": army("stark", "ship"), "the-bite": army("arryn", "ship"),
                     "the-fingers": army("arryn", "footman"), "the-twins": army("arryn", "footman"),
                     "the-vale-of-arryn": army("arryn", "footman")},
              hands={"arryn": ["godric-borrell", "harry-hardyng"], "stark": ["greatjon-umber", "eddard-stark"]})
    f.play(stark="greatjon-umber", arryn="godric-borrell")
    # the Bite borders the Fingers and the Twins (held), White Harbor, Widow's Watch, Moat Cailin;
    # the Vale of Arryn (held too) borders the Narrow Sea, not the Bite
    assert f.strength("defender")["card"] == 1 + 2


def test_anya_waynwood_winning_gives_arryn_and_its_supporter_three_power_each():
    f = Fight("lannister", "the-mountains-of-the-moon", "the-vale-of-arryn",
              units={"the-mountains-of-the-moon": army("lannister", "footman"),
                     "the-vale-of-arryn": army("arryn", "knight"),
                     "the-eyrie": army("baratheon", "knight")},
              orders={"the-eyrie": ["baratheon", "support-1"]}, power={"arryn": 1, "baratheon": 2, "lannister": 0},
              hands={"arryn": ["anya-waynwood", "harry-hardyng"], "lannister": ["ser-jaime-lannister", "tywin-lannister"]})
    f.support("baratheon", the_eyrie="defender")
    f.play(lannister="ser-jaime-lannister", arryn="anya-waynwood")
    assert f.result["winner"] == "arryn"
    assert (f.s.power["arryn"], f.s.power["baratheon"], f.s.power["lannister"]) == (4, 5, 0)


def test_robert_arryn_defending_removes_itself_and_the_opponents_lowest_discarded_card():
    f = _vale("robert-arryn", "ser-gregor-clegane",
              discards={"lannister": ["ser-jaime-lannister", "cersei-lannister", "the-hound"]})
    f.play(lannister="ser-gregor-clegane", arryn="robert-arryn")
    f.settle()
    opts = f.choose("arryn", "robert-arryn", "cersei-lannister")
    assert "cersei-lannister" in opts["options"] and "ser-gregor-clegane" not in opts["options"]
    assert f.s.removed_cards == {"arryn": ["robert-arryn"], "lannister": ["cersei-lannister"]}
    assert "cersei-lannister" not in f.s.discards["lannister"] + f.s.hands["lannister"]


# ----- Targaryen, deck A ------------------------------------------------------------

def _essos(card: str, opp_card: str, attackers=("knight", "knight"), area="volantis", defenders=("footman",), **kw):
    return Fight("targaryen", "myr", area,
                 units={"myr": army("targaryen", *attackers), area: army("lannister", *defenders)},
                 hands={"targaryen": [card, "arstan-whitebeard"], "lannister": [opp_card, "tywin-lannister"]}, **kw)


def test_khal_drogo_adds_a_strength_and_a_sword_per_knight_then_leaves_the_game():
    f = _essos("khal-drogo", "ser-jaime-lannister", attackers=("knight", "knight", "footman"))
    f.play(targaryen="khal-drogo", lannister="ser-jaime-lannister")
    assert f.strength("attacker")["card"] == 4 + 2
    assert f.result["icons"]["attacker"]["swords"] == 2
    assert f.s.removed_cards["targaryen"] == ["khal-drogo"]
    assert "khal-drogo" not in f.s.discards["targaryen"] + f.s.hands["targaryen"]


def test_xaro_xhoan_daxos_with_more_ships_doubles_them():
    f = Fight("targaryen", "bay-of-pentos", "the-narrow-sea",
              units={"bay-of-pentos": army("targaryen", "ship", "ship"), "the-narrow-sea": army("arryn", "ship")},
              hands={"targaryen": ["xaro-xhoan-daxos", "arstan-whitebeard"], "arryn": ["harry-hardyng", "robert-arryn"]})
    f.play(targaryen="xaro-xhoan-daxos", arryn="harry-hardyng")
    assert f.strength("attacker")["units"] + f.strength("attacker")["card"] == 2 * 2 + 2


def test_xaro_xhoan_daxos_without_more_ships_is_printed_strength():
    f = Fight("targaryen", "bay-of-pentos", "the-narrow-sea",
              units={"bay-of-pentos": army("targaryen", "ship"), "the-narrow-sea": army("arryn", "ship")},
              hands={"targaryen": ["xaro-xhoan-daxos", "arstan-whitebeard"], "arryn": ["harry-hardyng", "robert-arryn"]})
    f.play(targaryen="xaro-xhoan-daxos", arryn="harry-hardyng")
    assert f.strength("attacker")["card"] == 2


def test_daenerys_targaryen_a_gains_two_with_a_dragon_in_the_battle():
    f = _essos("daenerys-targaryen-a", "ser-jaime-lannister", attackers=("dragon", "footman"))
    f.play(targaryen="daenerys-targaryen-a", lannister="ser-jaime-lannister")
    assert f.strength("attacker")["card"] == 3
    g = _essos("daenerys-targaryen-a", "ser-jaime-lannister", attackers=("footman", "footman"))
    g.play(targaryen="daenerys-targaryen-a", lannister="ser-jaime-lannister")
    assert g.strength("attacker")["card"] == 1


def test_viserys_discards_another_card_for_its_strength_and_leaves_the_game_on_a_loss():
    f = _essos("viserys-targaryen", "the-hound", attackers=("footman",), defenders=("knight", "knight"))
    f.s.hands["targaryen"].append("ser-jorah-mormont")
    f.s.discards["targaryen"].remove("ser-jorah-mormont")
    f.g.state_changed()
    f.play(targaryen="viserys-targaryen", lannister="the-hound")
    opts = f.choose("targaryen", "viserys-targaryen", "arstan-whitebeard")
    assert "viserys-targaryen" not in opts["options"]
    f.settle()
    assert f.strength("attacker")["card"] == 1 + 3
    assert "arstan-whitebeard" in f.s.discards["targaryen"]
    assert f.result["winner"] == "lannister"
    assert f.s.removed_cards["targaryen"] == ["viserys-targaryen"]


def test_illyrio_gains_the_strength_difference_and_leaves_once_targaryen_holds_five():
    f = _essos("illyrio-mopatis", "ser-jaime-lannister", attackers=("knight", "knight", "knight"),
               power={"targaryen": 1})
    f.play(targaryen="illyrio-mopatis", lannister="ser-jaime-lannister")
    f.settle()
    diff = abs(sum(f.strength("attacker").values()) - sum(f.strength("defender").values()))
    assert diff == 6 + 0 - (1 + 2)
    assert f.s.power["targaryen"] == 1 + diff
    assert f.s.removed_cards.get("targaryen") is None  # 4 tokens: it stays
    g = _essos("illyrio-mopatis", "ser-jaime-lannister", attackers=("knight", "knight", "knight"),
               power={"targaryen": 2})
    g.play(targaryen="illyrio-mopatis", lannister="ser-jaime-lannister")
    g.settle()
    assert g.s.power["targaryen"] == 5 and g.s.removed_cards["targaryen"] == ["illyrio-mopatis"]


# ----- Targaryen, deck B ------------------------------------------------------------

B_DECK = {"targaryen_deck_b": True}


def _essos_b(card: str, opp_card: str, **kw):
    kw.setdefault("options", B_DECK)
    attackers = kw.pop("attackers", ("knight", "knight"))
    area = kw.pop("area", "volantis")
    defenders = kw.pop("defenders", ("footman",))
    return Fight("targaryen", "myr", area,
                 units={"myr": army("targaryen", *attackers), area: army("lannister", *defenders)},
                 hands={"targaryen": [card, "gray-worm"], "lannister": [opp_card, "tywin-lannister"]}, **kw)


def test_daenerys_targaryen_b_makes_the_opponent_discard_the_difference_in_power():
    f = _essos_b("daenerys-targaryen-b", "ser-jaime-lannister", power={"lannister": 10})
    f.play(targaryen="daenerys-targaryen-b", lannister="ser-jaime-lannister")
    f.settle()
    diff = abs(sum(f.strength("attacker").values()) - sum(f.strength("defender").values()))
    assert diff == (4 + 4) - (1 + 2)
    assert f.s.power["lannister"] == 10 - diff


def test_captain_groleo_counts_the_ships_around_a_land_area_attacked_by_ship_transport():
    f = Fight("targaryen", "pentos", "the-disputed-lands", options=B_DECK,
              units={"pentos": army("targaryen", "footman"), "bay-of-pentos": army("targaryen", "ship"),
                     "sea-of-myrth": army("targaryen", "ship", "ship"), "the-orange-shore": army("targaryen", "ship"),
                     "the-disputed-lands": army("lannister", "footman")},
              hands={"targaryen": ["captain-groleo", "gray-worm"], "lannister": ["ser-jaime-lannister", "tywin-lannister"]})
    f.play(targaryen="captain-groleo", lannister="ser-jaime-lannister")
    # transported through Bay of Pentos and Sea of Myrth; ships next to the Disputed Lands: Myrth 2, Orange Shore 1
    assert f.strength("attacker")["card"] == 1 + 3


def test_captain_groleo_marching_overland_is_printed_strength():
    f = _essos_b("captain-groleo", "ser-jaime-lannister")
    f.play(targaryen="captain-groleo", lannister="ser-jaime-lannister")
    assert f.strength("attacker")["card"] == 1


def test_rakharo_makes_knights_count_four_outside_castles():
    f = _essos_b("rakharo", "ser-jaime-lannister", area="the-rhoyne")
    f.play(targaryen="rakharo", lannister="ser-jaime-lannister")
    assert f.strength("attacker")["units"] + f.strength("attacker")["card"] == 2 * 4 + 1
    g = _essos_b("rakharo", "ser-jaime-lannister", area="volantis")  # a stronghold
    g.play(targaryen="rakharo", lannister="ser-jaime-lannister")
    assert g.strength("attacker")["card"] == 1


def test_missandei_losing_by_two_or_less_takes_a_card_back():
    f = _essos_b("missandei", "ser-jaime-lannister", attackers=("footman", "footman"), defenders=("knight",),
                 discards={"targaryen": ["daario-naharis", "strong-belwas", "rakharo", "captain-groleo",
                                         "daenerys-targaryen-b"]})
    f.play(targaryen="missandei", lannister="ser-jaime-lannister")
    f.settle()
    assert f.result["winner"] == "lannister"
    assert abs(sum(f.strength("attacker").values()) - sum(f.strength("defender").values())) <= 2
    opts = f.choose("targaryen", "missandei", "daario-naharis")
    assert "missandei" not in opts["options"]
    assert "daario-naharis" in f.s.hands["targaryen"]


def test_missandei_losing_by_more_than_two_takes_nothing():
    f = _essos_b("missandei", "ser-gregor-clegane", attackers=("footman",), defenders=("knight", "knight"))
    f.play(targaryen="missandei", lannister="ser-gregor-clegane")
    f.settle()
    assert f.result["winner"] == "lannister"
    assert not [d for d in f.g.waiting_for() if d.kind == "choose" and d.options["prompt"] == "missandei"]
