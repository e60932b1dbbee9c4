"""The 35 first-edition house cards, each by name, as the Chinese first-edition text gives them."""
from __future__ import annotations

import pytest

from engine.abilities import registry_for
from engine.commands import Choose, ChooseHouseCard
from engine.ruleset import load_ruleset

from tests.engine.helpers import army, decision, events_of, fight, one_event, units

from .helpers import RULESET, fe_battle, fe_hands

RS = load_ruleset(RULESET)

# (strength, swords, fortifications) of the twenty cards without text, as the text prints them
PLAIN_CARDS = {
    "stannis-baratheon": (3, 1, 1), "davos-seaworth": (2, 0, 1), "axell-florent": (1, 1, 0),
    "house-florent-lord": (1, 1, 0),
    "tywin-lannister": (3, 2, 0), "tyrion-lannister": (2, 0, 1), "house-lannister-captain": (1, 1, 0),
    "kevan-lannister": (1, 1, 0),
    "mace-tyrell": (3, 2, 0), "garlan-tyrell": (2, 1, 0), "margaery-tyrell": (1, 0, 1),
    "house-tyrell-captain": (1, 1, 0),
    "euron-crows-eye": (3, 2, 0), "theon-greyjoy": (2, 1, 0), "house-blacktyde-captain": (1, 0, 1),
    "aeron-damphair": (1, 0, 1),
    "eddard-stark": (3, 0, 2), "greatjon-umber": (2, 1, 0), "rodrick-cassel": (1, 0, 1),
    "house-mormont-lord": (1, 1, 0),
}
# the fifteen cards with text: printed strength 2 or 0, no icons
TEXT_CARDS = {"renly-baratheon": 2, "melisandre-of-asshai": 0, "salladhor-saan": 0, "jaime-lannister": 2,
              "cersei-lannister": 0, "vargo-hoat": 0, "loras-tyrell": 2, "queen-of-thorns": 0,
              "brienne-of-tarth": 0, "asha-greyjoy": 2, "balon-greyjoy": 0, "victarion-greyjoy": 0,
              "robb-stark": 2, "catelyn-stark": 0, "maester-luwin": 0}


@pytest.mark.parametrize("card_id", sorted(PLAIN_CARDS))
def test_card_without_text_is_only_its_numbers(card_id):
    c = RS.house_cards[card_id]
    assert (c.strength, c.swords, c.fortifications) == PLAIN_CARDS[card_id] and c.ability is None
    assert card_id not in registry_for(RS).cards


@pytest.mark.parametrize("card_id", sorted(TEXT_CARDS))
def test_card_with_text_has_its_ability(card_id):
    c = RS.house_cards[card_id]
    assert (c.strength, c.swords, c.fortifications) == (TEXT_CARDS[card_id], 0, 0)
    assert card_id in registry_for(RS).cards


def test_thirty_five_cards_seven_per_house():
    assert len(PLAIN_CARDS) + len(TEXT_CARDS) == 35 == len(RS.house_cards)
    assert {h: len(ids) for h, ids in RS.house_card_ids.items()} == {h: 7 for h in RS.houses}


def retreat_first_option(g):
    """Answer the loser's retreat with its first legal area; returns the events."""
    from engine.commands import Retreat

    d = decision(g, "retreat")
    return g.act(d.seat, Retreat(d.options["options"][0]))


def breakdown(ev, side):
    return one_event(ev, "CombatResolved")["breakdown"][side]


# ----- Baratheon ---------------------------------------------------------------------

def test_renly_baratheon_turns_a_footman_of_the_battle_into_a_knight():
    g = fe_battle(("footman", "footman"), ("footman",), attacker="baratheon",
                  **fe_hands(baratheon=["renly-baratheon"], lannister=["kevan-lannister"]))
    fight(g, {"baratheon": "renly-baratheon", "lannister": "kevan-lannister"})  # 2+2 against 1+1
    d = decision(g, "choose", "baratheon")
    assert d.options["prompt"] == "renly-baratheon" and d.options["options"] == ["harrenhal", "none"]
    g.act("baratheon", Choose("harrenhal"))
    retreat_first_option(g)
    assert units(g, "harrenhal") == ["footman", "knight"]


def test_melisandre_pays_one_power_to_make_an_opponents_card_used():
    g = fe_battle(("knight", "knight"), ("footman",), attacker="baratheon",
                  **fe_hands(baratheon=["melisandre-of-asshai", "stannis-baratheon"],
                             lannister=["kevan-lannister", "tywin-lannister", "tyrion-lannister"]))
    power = g.s.power["baratheon"]
    fight(g, {"baratheon": "melisandre-of-asshai", "lannister": "kevan-lannister"})  # 4 against 2
    d = decision(g, "choose", "baratheon")
    assert d.options["options"] == ["tyrion-lannister", "tywin-lannister", "none"]  # not the card in play
    g.act("baratheon", Choose("tywin-lannister"))
    assert g.s.power["baratheon"] == power - 1
    assert "tywin-lannister" in g.s.discards["lannister"] and "tywin-lannister" not in g.s.hands["lannister"]


def test_salladhor_saan_zeroes_the_enemys_supporting_ships_but_not_their_bonus():
    extra = {"the-golden-sound": army("lannister", "ship", "ship")}
    g = fe_battle(("footman",), ("footman",), area="riverrun", source="harrenhal", attacker="baratheon",
                  extra_units=extra, extra_orders={"the-golden-sound": ["lannister", "support-plus-one"]},
                  **fe_hands(baratheon=["salladhor-saan"], lannister=["kevan-lannister"]))
    ev = fight(g, {"baratheon": "salladhor-saan", "lannister": "kevan-lannister"},
               support={"the-golden-sound": "defender"})
    assert breakdown(ev, "defender")["support"] == 1  # two ships at 0, the +1 of the order


def test_salladhor_saan_leaves_ships_supporting_baratheon_alone():
    extra = {"the-golden-sound": army("greyjoy", "ship", "ship")}
    g = fe_battle(("footman",), ("footman",), area="riverrun", source="harrenhal", attacker="baratheon",
                  extra_units=extra, extra_orders={"the-golden-sound": ["greyjoy", "support-1"]},
                  **fe_hands(baratheon=["salladhor-saan"], lannister=["kevan-lannister"]))
    ev = fight(g, {"baratheon": "salladhor-saan", "lannister": "kevan-lannister"},
               support={"the-golden-sound": "attacker"})
    assert breakdown(ev, "attacker")["support"] == 2


# ----- Lannister ---------------------------------------------------------------------

def test_jaime_lannister_winning_gains_two_power():
    g = fe_battle(("knight",), ("footman",), attacker="lannister", defender="stark",
                  **fe_hands(lannister=["jaime-lannister"], stark=["rodrick-cassel"]))
    power = g.s.power["lannister"]
    ev = fight(g, {"lannister": "jaime-lannister", "stark": "rodrick-cassel"})  # 2+2 against 1+1
    assert one_event(ev, "PowerGained") == {"house": "lannister", "amount": 2, "why": "jaime-lannister"}
    assert g.s.power["lannister"] == power + 2


def test_jaime_lannister_losing_gains_nothing():
    g = fe_battle(("footman",), ("knight", "knight"), attacker="lannister", defender="stark",
                  **fe_hands(lannister=["jaime-lannister"], stark=["rodrick-cassel"]))
    ev = fight(g, {"lannister": "jaime-lannister", "stark": "rodrick-cassel"})
    assert not events_of(ev, "PowerGained")


def test_cersei_lannister_winning_removes_any_one_opponent_order_on_the_board():
    extra = {"winterfell": army("stark", "footman")}
    g = fe_battle(("knight", "knight"), ("footman",), attacker="lannister", defender="stark",
                  extra_units=extra, extra_orders={"winterfell": ["stark", "consolidate-power-1"]},
                  **fe_hands(lannister=["cersei-lannister"], stark=["rodrick-cassel"]))
    fight(g, {"lannister": "cersei-lannister", "stark": "rodrick-cassel"})
    d = decision(g, "choose", "lannister")
    assert d.options["options"] == ["winterfell", "none"]  # far from the battle too
    ev = g.act("lannister", Choose("winterfell"))
    assert one_event(ev, "OrderRemoved")["why"] == "cersei-lannister" and "winterfell" not in g.s.orders


def test_vargo_hoat_attacking_footmen_count_two():
    g = fe_battle(("footman", "footman"), ("footman",), attacker="lannister", defender="stark",
                  **fe_hands(lannister=["vargo-hoat"], stark=["rodrick-cassel"]))
    ev = fight(g, {"lannister": "vargo-hoat", "stark": "rodrick-cassel"})
    assert breakdown(ev, "attacker")["units"] == 4


def test_vargo_hoat_defending_footmen_count_one():
    g = fe_battle(("footman",), ("footman", "footman"), attacker="stark", defender="lannister",
                  **fe_hands(lannister=["vargo-hoat"], stark=["rodrick-cassel"]))
    ev = fight(g, {"lannister": "vargo-hoat", "stark": "rodrick-cassel"})
    assert breakdown(ev, "defender")["units"] == 2


# ----- Tyrell ---------------------------------------------------------------------------

def test_loras_tyrell_kills_an_enemy_footman_at_once():
    g = fe_battle(("knight",), ("footman", "footman"), attacker="tyrell", defender="stark",
                  **fe_hands(tyrell=["loras-tyrell"], stark=["rodrick-cassel"]))
    ev = fight(g, {"tyrell": "loras-tyrell", "stark": "rodrick-cassel"})
    assert one_event(ev, "UnitsDestroyed") == {"house": "stark", "region": "harrenhal", "units": ["footman"],
                                               "why": "loras-tyrell"}
    assert breakdown(ev, "defender")["units"] == 1  # before strengths are compared


def test_queen_of_thorns_takes_the_opponents_text_away():
    g = fe_battle(("knight", "knight"), ("footman",), attacker="stark", defender="tyrell",
                  **fe_hands(stark=["robb-stark"], tyrell=["queen-of-thorns"]))
    ev = fight(g, {"stark": "robb-stark", "tyrell": "queen-of-thorns"})
    assert breakdown(ev, "attacker")["units"] == 4  # Robb's knights count 2, not 3
    assert one_event(ev, "HouseCardTextCancelled")["victim_card"] == "robb-stark"


def test_queen_of_thorns_comes_before_balon_greyjoy():
    g = fe_battle(("footman",), ("footman",), attacker="greyjoy", defender="tyrell",
                  **fe_hands(greyjoy=["balon-greyjoy"], tyrell=["queen-of-thorns"]))
    ev = fight(g, {"greyjoy": "balon-greyjoy", "tyrell": "queen-of-thorns"})
    assert breakdown(ev, "defender")["card"] == 0  # printed 0 either way: Balon's text is gone
    assert one_event(ev, "HouseCardTextCancelled")["victim_card"] == "balon-greyjoy"


def test_queen_of_thorns_cancels_jaime_lannisters_power():
    g = fe_battle(("knight", "knight"), ("footman",), attacker="lannister", defender="tyrell",
                  **fe_hands(lannister=["jaime-lannister"], tyrell=["queen-of-thorns"]))
    ev = fight(g, {"lannister": "jaime-lannister", "tyrell": "queen-of-thorns"})
    assert one_event(ev, "CombatResolved")["winner"] == "lannister"
    assert not events_of(ev, "PowerGained")


def test_brienne_of_tarth_attacking_the_defense_order_gives_nothing():
    g = fe_battle(("knight",), ("footman",), attacker="tyrell", defender="stark", dfn_token="defense-plus-two",
                  **fe_hands(tyrell=["brienne-of-tarth"], stark=["rodrick-cassel"]))
    ev = fight(g, {"tyrell": "brienne-of-tarth", "stark": "rodrick-cassel"})
    assert breakdown(ev, "defender")["order"] == 0


# ----- Greyjoy ---------------------------------------------------------------------------

def test_asha_greyjoy_winning_removes_an_adjacent_support_or_consolidate_order_of_anyone():
    extra = {"stoney-sept": army("lannister", "footman"), "blackwater": army("baratheon", "footman"),
             "crackclaw-point": army("greyjoy", "footman")}
    orders = {"stoney-sept": ["lannister", "support-1"], "blackwater": ["baratheon", "consolidate-power-1"],
              "crackclaw-point": ["greyjoy", "defense-plus-one-1"]}
    g = fe_battle(("knight", "knight"), ("footman",), attacker="greyjoy", defender="stark",
                  extra_units=extra, extra_orders=orders,
                  **fe_hands(greyjoy=["asha-greyjoy"], stark=["rodrick-cassel"]))
    fight(g, {"greyjoy": "asha-greyjoy", "stark": "rodrick-cassel"})
    d = decision(g, "choose", "greyjoy")
    assert d.options["options"] == ["blackwater", "stoney-sept", "none"]
    g.act("greyjoy", Choose("blackwater"))
    assert "blackwater" not in g.s.orders


def test_balon_greyjoy_makes_the_opponents_card_count_zero():
    g = fe_battle(("footman",), ("footman",), attacker="greyjoy", defender="stark",
                  **fe_hands(greyjoy=["balon-greyjoy"], stark=["eddard-stark"]))
    ev = fight(g, {"greyjoy": "balon-greyjoy", "stark": "eddard-stark"})
    assert breakdown(ev, "defender")["card"] == 0


def test_victarion_greyjoy_attacking_ships_count_two():
    g = fe_battle(("ship", "ship"), ("ship",), area="the-golden-sound", source="ironmans-bay",
                  attacker="greyjoy", defender="lannister",
                  **fe_hands(greyjoy=["victarion-greyjoy"], lannister=["kevan-lannister"]))
    ev = fight(g, {"greyjoy": "victarion-greyjoy", "lannister": "kevan-lannister"})
    assert breakdown(ev, "attacker")["units"] == 4


# ----- Stark ---------------------------------------------------------------------------------

def test_robb_stark_attacking_knights_count_three():
    g = fe_battle(("knight", "footman"), ("footman",), **fe_hands(stark=["robb-stark"], lannister=["kevan-lannister"]))
    ev = fight(g, {"stark": "robb-stark", "lannister": "kevan-lannister"})
    assert breakdown(ev, "attacker")["units"] == 4


def test_robb_stark_defending_knights_count_two():
    g = fe_battle(("footman",), ("knight",), attacker="lannister", defender="stark",
                  **fe_hands(stark=["robb-stark"], lannister=["kevan-lannister"]))
    ev = fight(g, {"stark": "robb-stark", "lannister": "kevan-lannister"})
    assert breakdown(ev, "defender")["units"] == 2


@pytest.mark.parametrize("token,bonus", [("defense-plus-one-1", 2), ("defense-plus-two", 4)])
def test_catelyn_stark_doubles_the_defense_order(token, bonus):
    g = fe_battle(("footman",), ("footman",), attacker="lannister", defender="stark", dfn_token=token,
                  **fe_hands(stark=["catelyn-stark"], lannister=["kevan-lannister"]))
    ev = fight(g, {"stark": "catelyn-stark", "lannister": "kevan-lannister"})
    assert breakdown(ev, "defender")["order"] == bonus


def test_maester_luwin_winning_takes_a_used_card_back():
    g = fe_battle(("knight", "knight"), ("footman",),
                  **fe_hands(stark=["maester-luwin", "eddard-stark"], lannister=["kevan-lannister"]))
    fight(g, {"stark": "maester-luwin", "lannister": "kevan-lannister"})
    d = decision(g, "choose", "stark")
    assert "robb-stark" in d.options["options"] and d.options["options"][-1] == "none"
    g.act("stark", Choose("robb-stark"))
    assert "robb-stark" in g.s.hands["stark"]


def test_a_hand_comes_back_whole_once_all_seven_were_used():
    g = fe_battle(("knight", "knight"), ("footman",),
                  **fe_hands(stark=["eddard-stark"], lannister=["kevan-lannister"]))
    ev = fight(g, {"stark": "eddard-stark", "lannister": "kevan-lannister"})
    ev += retreat_first_option(g)
    assert sorted(g.s.hands["stark"]) == sorted(RS.house_card_ids["stark"])  # the last played one too
    assert g.s.discards["stark"] == []
    returned = {e["house"]: e["cards"] for e in events_of(ev, "HouseCardsReturned")}
    assert sorted(returned["stark"]) == sorted(RS.house_card_ids["stark"])


def test_the_card_choice_is_secret_then_both_are_revealed():
    g = fe_battle(("knight",), ("footman",), **fe_hands(stark=["eddard-stark", "robb-stark"],
                                                       lannister=["kevan-lannister", "tywin-lannister"]))
    g.act("stark", ChooseHouseCard("eddard-stark"))
    assert "cards" not in g.view("lannister")["combat"]
