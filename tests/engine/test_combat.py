"""Combat: strength, support, house cards, the blade, ties, casualties, retreats and clean-up."""
from __future__ import annotations

import pytest

from engine import board as B
from engine.commands import Choose, ChooseHouseCard, DeclareSupport, Retreat, SelectUnits
from engine.errors import Reason

from .helpers import (
    army,
    decision,
    decisions,
    events_of,
    fight,
    hands,
    march,
    one_event,
    owner,
    position,
    refused,
    routed,
    support_all,
    units,
)

HANDS = hands(stark=["eddard-stark", "greatjon-umber", "ser-rodrick-cassel"],
              lannister=["ser-gregor-clegane", "ser-jaime-lannister", "the-hound"],
              baratheon=["brienne-of-tarth", "melisandre"],
              greyjoy=["euron-crows-eye", "dagmar-cleftjaw"])


def battle(att, dfn=(), *, area="harrenhal", source="riverrun", token="march", dfn_token=None,
           attacker="stark", defender="lannister", moving=None, extra_units=None, extra_orders=None,
           dfn_routed=(), sentinel=True, **spec):
    """Set up `attacker` marching from `source` into `area` held by `defender`, and start the march.

    A Tyrell march order in The Arbor (the sentinel) keeps the round open after the combat,
    so routed units are still routed when a test looks at them."""
    u = {source: army(attacker, *att)}
    if sentinel:
        u["the-arbor"] = army("tyrell", "footman")
    if dfn or dfn_routed:
        u[area] = army(defender, *dfn, routed=list(dfn_routed))
    u.update(extra_units or {})
    o = {source: [attacker, token]}
    if sentinel:
        o["the-arbor"] = ["tyrell", "march"]
    if dfn_token:
        o[area] = [defender, dfn_token]
    o.update({r: list(v) for r, v in (extra_orders or {}).items()})
    for key, value in HANDS.items():
        spec.setdefault(key, value)
    g = position(phase="march", units=u, orders=o, turn=attacker, **spec)
    march(g, attacker, source, (area, tuple(moving if moving is not None else att)))
    return g


def resolved(events):
    return one_event(events, "CombatResolved")


# ----- strength of each unit kind ------------------------------------------------------

def test_footman_one_knight_two():
    g = battle(["footman", "knight"], ["footman", "footman"])
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["attacker"]["units"] == 3 and r["breakdown"]["defender"]["units"] == 2
    assert r["attacker_strength"] == 3 + 2 and r["defender_strength"] == 2 + 2


def test_ship_one():
    g = battle(["ship", "ship"], ["ship"], area="the-narrow-sea", source="the-shivering-sea")
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["attacker"]["units"] == 2 and r["breakdown"]["defender"]["units"] == 1


def test_siege_engine_four_when_attacking_a_castle():
    g = battle(["siege-engine", "footman"], ["footman"])  # Harrenhal has a castle
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["attacker"]["units"] == 5


def test_siege_engine_four_when_attacking_a_stronghold():
    g = battle(["siege-engine"], ["footman"], area="riverrun", source="seagard")
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["attacker"]["units"] == 4


def test_siege_engine_zero_against_an_area_without_castle():
    g = battle(["siege-engine", "footman"], ["footman"], area="stoney-sept")
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["attacker"]["units"] == 1


def test_siege_engine_zero_when_defending():
    g = battle(["footman"], ["siege-engine", "footman"])
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["defender"]["units"] == 1


@pytest.mark.parametrize("side,expected", [("attacker", 4), ("defender", 0)])
def test_supporting_siege_engine_counts_only_for_an_attack_on_a_castle(side, expected):
    g = battle(["footman"], ["footman"], extra_units={"crackclaw-point": army("baratheon", "siege-engine")},
               extra_orders={"crackclaw-point": ("baratheon", "support-1")})
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"},
                       support={"crackclaw-point": side}))
    assert r["breakdown"][side]["support"] == expected


def test_routed_defenders_add_nothing_and_are_destroyed_on_defeat():
    g = battle(["knight"], ["footman"], dfn_routed=["knight"])
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"})
    r = resolved(ev)
    assert r["breakdown"]["defender"]["units"] == 1 and r["winner"] == "stark"
    assert {"house": "lannister", "region": "harrenhal", "units": ["knight"], "why": "cannot-retreat"} in \
        events_of(ev, "UnitsDestroyed")


# ----- order bonuses ---------------------------------------------------------------------

@pytest.mark.parametrize("token,dfn_token,att_bonus,dfn_bonus", [
    ("march", None, 0, 0),
    ("march-plus-one", None, 1, 0),
    ("march-minus-one", None, -1, 0),
    ("march", "defense-plus-one-1", 0, 1),
    ("march", "defense-plus-two", 0, 2),
    ("march", "support-1", 0, 0),          # a Support order in the contested area adds nothing
    ("march", "consolidate-power-1", 0, 0),
])
def test_order_bonuses(token, dfn_token, att_bonus, dfn_bonus):
    g = battle(["footman"], ["footman"], token=token, dfn_token=dfn_token)
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["attacker"]["order"] == att_bonus
    assert r["breakdown"]["defender"]["order"] == dfn_bonus
    assert r["attacker_strength"] == 1 + 2 + att_bonus and r["defender_strength"] == 1 + 2 + dfn_bonus


# ----- garrisons ----------------------------------------------------------------------------

def test_garrison_adds_two_to_the_home_defender_and_is_removed_on_defeat():
    g = battle(["knight", "knight"], ["footman"], area="lannisport", source="stoney-sept")
    ev = fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    r = resolved(ev)
    assert r["breakdown"]["defender"]["garrison"] == 2
    assert r["winner"] == "stark"  # 4 + 4 against 1 + 2 + 2
    g.act("lannister", Retreat(decision(g, "retreat").options["options"][0]))
    assert "lannisport" not in g.s.garrisons
    assert owner(g, "lannisport") == "stark"


def test_garrison_alone_fights_with_a_house_card():
    g = battle(["footman"], (), area="lannisport", source="stoney-sept")
    assert sorted(d.seat for d in decisions(g, "house-card")) == ["lannister", "stark"]
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    r = resolved(ev)
    assert r["breakdown"]["defender"] == {"units": 0, "order": 0, "garrison": 2, "support": 0, "card": 2}
    assert r["winner"] == "lannister"
    assert g.s.garrisons["lannisport"] == 2 and routed(g, "stoney-sept") == ["footman"]


def test_garrison_is_lost_for_good_after_a_defeat():
    g = battle(["knight", "knight"], (), area="lannisport", source="stoney-sept")
    ev = fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    assert events_of(ev, "GarrisonRemoved") == [{"region": "lannisport", "house": "lannister"}]
    assert "lannisport" not in g.s.garrisons and units(g, "lannisport") == ["knight", "knight"]


# ----- support --------------------------------------------------------------------------------

def riverrun_battle(**kw):
    extra = {"harrenhal": army("baratheon", "footman"), "stoney-sept": army("lannister", "knight"),
             "the-golden-sound": army("greyjoy", "ship"), "winterfell": army("stark", "footman"),
             "lannisport": army("lannister", "footman")}
    orders = {"harrenhal": ("baratheon", "support-plus-one"), "stoney-sept": ("lannister", "support-1"),
              "the-golden-sound": ("greyjoy", "support-1"), "winterfell": ("stark", "support-1"),
              "lannisport": ("lannister", "defense-plus-one-1")}
    return battle(["footman", "footman"], ["footman"], area="riverrun", source="seagard",
                  extra_units=extra, extra_orders=orders, **kw)


def test_support_is_asked_of_every_house_with_an_adjacent_support_order():
    g = riverrun_battle()
    asked = {d.seat: d.options["regions"] for d in decisions(g, "support")}
    assert asked == {"baratheon": ["harrenhal"], "lannister": ["stoney-sept"], "greyjoy": ["the-golden-sound"]}
    assert decisions(g, "house-card") == []  # cards come after support


def test_support_adds_units_and_order_bonus_to_the_chosen_side():
    g = riverrun_battle()
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"},
               support={"harrenhal": "attacker", "the-golden-sound": "defender", "stoney-sept": "defender"})
    assert one_event(ev, "SupportDeclared")["supports"] == {
        "harrenhal": "attacker", "the-golden-sound": "defender", "stoney-sept": "defender"}
    r = resolved(ev)
    assert r["breakdown"]["attacker"]["support"] == 1 + 1       # footman + support +1
    assert r["breakdown"]["defender"]["support"] == 1 + 2       # ship (sea supports land) + knight


def test_support_may_be_withheld():
    g = riverrun_battle()
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["breakdown"]["attacker"]["support"] == 0 and r["breakdown"]["defender"]["support"] == 0


def test_support_declaration_refusals():
    g = riverrun_battle()
    refused(g, "baratheon", DeclareSupport(()), match="declare each")
    refused(g, "baratheon", DeclareSupport((("harrenhal", "both"),)), match="side must be")
    refused(g, "baratheon", DeclareSupport((("stoney-sept", "attacker"),)), match="declare each")
    refused(g, "baratheon", DeclareSupport((("harrenhal", "attacker"), ("harrenhal", "none"))),
            match="one choice per region")
    refused(g, "stark", DeclareSupport((("winterfell", "attacker"),)), reason=Reason.NOT_AWAITED)
    g.act("baratheon", DeclareSupport((("harrenhal", "attacker"),)))
    refused(g, "baratheon", DeclareSupport((("harrenhal", "attacker"),)), reason=Reason.NOT_AWAITED)


def test_supporting_units_neither_die_nor_retreat():
    g = riverrun_battle()
    fight(g, {"stark": "eddard-stark", "lannister": "ser-jaime-lannister"},
          support={"harrenhal": "attacker", "the-golden-sound": "defender", "stoney-sept": "defender"})
    assert owner(g, "riverrun") == "stark"  # Eddard's two swords killed the lone defender
    assert units(g, "harrenhal") == ["footman"] and units(g, "stoney-sept") == ["knight"]
    assert units(g, "the-golden-sound") == ["ship"]
    assert g.s.orders["stoney-sept"]["token"] == "support-1"  # a support order serves every combat


def test_land_cannot_support_a_sea_and_a_port_supports_only_its_sea():
    extra = {"lannisport": army("lannister", "footman"), "port-of-lannisport": army("lannister", "ship"),
             "searoad-marches": army("lannister", "footman"), "sunset-sea": army("stark", "ship")}
    orders = {"lannisport": ("lannister", "support-1"), "port-of-lannisport": ("lannister", "support-1"),
              "searoad-marches": ("lannister", "support-2"), "sunset-sea": ("stark", "support-1")}
    g = battle(["ship"], ["ship"], area="the-golden-sound", source="ironmans-bay", attacker="greyjoy",
               extra_units=extra, extra_orders=orders)
    asked = {d.seat: d.options["regions"] for d in decisions(g, "support")}
    assert asked == {"lannister": ["port-of-lannisport"], "stark": ["sunset-sea"]}


def test_a_port_does_not_support_its_land():
    extra = {"port-of-lannisport": army("lannister", "ship"), "the-golden-sound": army("lannister", "ship")}
    orders = {"port-of-lannisport": ("lannister", "support-1"), "the-golden-sound": ("lannister", "support-2")}
    g = battle(["knight"], ["footman"], area="lannisport", source="stoney-sept",
               extra_units=extra, extra_orders=orders)
    assert {d.seat: d.options["regions"] for d in decisions(g, "support")} == {"lannister": ["the-golden-sound"]}


# ----- house cards ------------------------------------------------------------------------------

def test_house_cards_are_secret_until_both_are_chosen():
    g = battle(["footman"], ["footman"])
    ev = g.act("stark", ChooseHouseCard("eddard-stark"))
    assert [e.kind for e in ev if e.audience is None] == ["HouseCardChosen"]
    assert [e.audience for e in ev if e.kind == "HouseCardChosenSecret"] == [("stark",)]
    theirs = g.view("lannister")["combat"]
    assert theirs["cards_chosen"] == ["stark"] and "my_card" not in theirs and "cards" not in theirs
    assert "eddard-stark" not in str(g.view(None)["combat"])
    assert g.view("stark")["combat"]["my_card"] == "eddard-stark"
    refused(g, "stark", ChooseHouseCard("greatjon-umber"), reason=Reason.NOT_AWAITED)
    ev = g.act("lannister", ChooseHouseCard("the-hound"))
    assert one_event(ev, "HouseCardsRevealed")["cards"] == {"stark": "eddard-stark", "lannister": "the-hound"}


@pytest.mark.parametrize("card", ["robb-stark", "ser-gregor-clegane", "nonsense"])
def test_house_card_must_be_in_hand(card):
    g = battle(["footman"], ["footman"])  # robb-stark is in Stark's discard pile
    refused(g, "stark", ChooseHouseCard(card), match="is not in stark's hand")


def test_played_cards_are_discarded():
    g = battle(["footman"], ["footman"])
    fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})  # 3 : 3, Stark wins the tie
    g.act("lannister", Retreat("stoney-sept"))
    assert "greatjon-umber" in g.s.discards["stark"] and "greatjon-umber" not in g.s.hands["stark"]
    assert "the-hound" in g.s.discards["lannister"] and "the-hound" not in g.s.hands["lannister"]


def test_playing_the_last_card_takes_back_the_others():
    g = battle(["footman"], ["footman"], **hands(stark=["eddard-stark"], lannister=["ser-jaime-lannister", "the-hound"]))
    ev = fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    ev += g.act("lannister", Retreat("stoney-sept"))
    back = one_event(ev, "HouseCardsReturned")
    assert back["house"] == "stark" and "eddard-stark" not in back["cards"] and len(back["cards"]) == 6
    assert sorted(g.s.hands["stark"]) == sorted(c for c in g.rs.house_card_ids["stark"] if c != "eddard-stark")
    assert g.s.discards["stark"] == ["eddard-stark"]
    assert g.s.hands["lannister"] == ["ser-jaime-lannister"]  # one card left: no recycling yet


# ----- Valyrian Steel Blade and ties ----------------------------------------------------------------

BLADE_TRACKS = {"fiefdoms": ["stark", "greyjoy", "tyrell", "martell", "baratheon", "lannister"]}


def test_blade_plus_one_once_per_round():
    extra = {"karhold": army("stark", "knight"), "castle-black": army("lannister", "footman")}
    g = battle(["footman"], ["footman"], tracks=BLADE_TRACKS, extra_units=extra,
               extra_orders={"karhold": ("stark", "march")})
    support_all(g)
    g.act("stark", ChooseHouseCard("greatjon-umber"))
    g.act("lannister", ChooseHouseCard("ser-jaime-lannister"))
    d = decision(g, "choose", "stark")
    assert d.options["prompt"] == "valyrian-steel-blade" and d.options["options"] == ["none", "+1"]
    refused(g, "stark", Choose("redraw"), match="not one of the options")
    ev = g.act("stark", Choose("+1"))
    assert one_event(ev, "ValyrianSteelBladeUsed")["use"] == "+1"
    r = resolved(ev)
    assert r["breakdown"]["attacker"]["blade"] == 1 and r["attacker_strength"] == 1 + 2 + 1
    assert g.s.blade_used
    assert owner(g, "harrenhal") == "stark"  # Greatjon's sword killed the lone footman
    # the second combat of the round: no blade question
    march(g, "tyrell", "the-arbor")
    march(g, "stark", "karhold", ("castle-black", ("knight",)))
    ev = fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    assert "blade" not in resolved(ev)["breakdown"]["attacker"]
    assert not events_of(ev, "ValyrianSteelBladeUsed")


def test_blade_declined_stays_available():
    g = battle(["footman"], ["footman"], tracks=BLADE_TRACKS)
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}, blade="none")
    assert "blade" not in resolved(ev)["breakdown"]["attacker"] and not g.s.blade_used


def test_blade_holder_defending_may_use_it():
    g = battle(["footman"], ["footman"], tracks={"fiefdoms": ["lannister", "greyjoy", "tyrell", "martell",
                                                              "baratheon", "stark"]})
    ev = fight(g, {"stark": "eddard-stark", "lannister": "ser-jaime-lannister"}, blade="+1")
    assert resolved(ev)["breakdown"]["defender"]["blade"] == 1


def test_no_blade_question_when_the_holder_is_not_fighting():
    g = battle(["footman"], ["footman"])  # Greyjoy holds the blade
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"})
    assert resolved(ev) and not g.s.blade_used


def test_blade_used_is_reset_at_round_end():
    g = battle(["footman"], ["footman"], tracks=BLADE_TRACKS)
    fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}, blade="+1")
    assert g.s.blade_used
    march(g, "tyrell", "the-arbor")  # the last order of the round
    assert g.s.round == 2 and not g.s.blade_used


@pytest.mark.parametrize("fiefdoms,winner", [
    (["greyjoy", "tyrell", "martell", "stark", "baratheon", "lannister"], "stark"),
    (["greyjoy", "tyrell", "martell", "lannister", "baratheon", "stark"], "lannister"),
])
def test_ties_go_to_the_higher_house_on_fiefdoms(fiefdoms, winner):
    g = battle(["footman"], ["footman"], tracks={"fiefdoms": fiefdoms})
    r = resolved(fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"}))
    assert r["attacker_strength"] == r["defender_strength"] == 3
    assert r["winner"] == winner


# ----- casualties ------------------------------------------------------------------------------------

def test_casualties_are_winner_swords_minus_loser_fortifications():
    g = battle(["knight", "knight"], ["footman", "footman", "knight"], supply={"lannister": 2})
    fight(g, {"stark": "eddard-stark", "lannister": "ser-jaime-lannister"})  # 2 swords, 0 forts
    d = decision(g, "select-units", "lannister")
    assert d.options["prompt"] == "casualties" and d.options["min"] == d.options["max"] == 2
    assert sorted(map(tuple, d.options["candidates"])) == [("harrenhal", "footman"), ("harrenhal", "footman"),
                                                           ("harrenhal", "knight")]
    refused(g, "lannister", SelectUnits((("harrenhal", "knight"),)), match="between 2 and 2")
    refused(g, "lannister", SelectUnits((("harrenhal", "knight"), ("harrenhal", "knight"))), match="not eligible")
    refused(g, "lannister", SelectUnits((("riverrun", "knight"), ("harrenhal", "knight"))), match="not eligible")
    g.act("lannister", SelectUnits((("harrenhal", "knight"), ("harrenhal", "footman"))))
    assert units(g, "harrenhal") == ["footman"]  # the survivor now retreats
    assert decision(g, "retreat", "lannister")


def test_fortifications_cancel_swords():
    g = battle(["knight", "knight"], ["footman", "footman"])
    fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})  # 2 swords against 2 forts
    assert decisions(g, "select-units") == []
    d = decision(g, "retreat", "lannister")
    g.act("lannister", Retreat(d.options["options"][0]))
    assert routed(g, d.options["options"][0]) == ["footman", "footman"]


def test_losing_attacker_takes_casualties_and_retreats_to_its_origin_routed():
    g = battle(["footman", "footman", "knight"], ["knight", "knight"], supply={"stark": 2},
               extra_units={"stoney-sept": army("lannister", "knight")},
               extra_orders={"stoney-sept": ("lannister", "support-plus-one")})
    # Stark 4 + 1 = 5; Lannister 4 + 3 + support 3 = 10; Gregor 3 swords - Rodrick 2 forts = 1
    fight(g, {"stark": "ser-rodrick-cassel", "lannister": "ser-gregor-clegane"}, support={"stoney-sept": "defender"})
    d = decision(g, "select-units", "stark")
    assert d.options["min"] == 1 and [tuple(c) for c in d.options["candidates"]] == [
        ("harrenhal", "footman"), ("harrenhal", "footman"), ("harrenhal", "knight")]
    ev = g.act("stark", SelectUnits((("harrenhal", "knight"),)))
    assert one_event(ev, "UnitsRetreated") == {"house": "stark", "source": "harrenhal", "dest": "riverrun",
                                                "units": ["footman", "footman"]}
    assert routed(g, "riverrun") == ["footman", "footman"] and units(g, "riverrun") == []
    assert units(g, "harrenhal") == ["knight", "knight"] and owner(g, "harrenhal") == "lannister"


def test_casualties_beyond_the_army_destroy_it_without_a_question():
    g = battle(["knight", "knight"], ["footman"])
    ev = fight(g, {"stark": "eddard-stark", "lannister": "ser-jaime-lannister"})
    assert {"house": "lannister", "region": "harrenhal", "units": ["footman"], "why": "casualties"} in \
        events_of(ev, "UnitsDestroyed")
    assert units(g, "harrenhal") == ["knight", "knight"] and owner(g, "harrenhal") == "stark"


# ----- retreats ---------------------------------------------------------------------------------------------

def test_attacker_siege_engines_are_destroyed_instead_of_retreating():
    g = battle(["footman", "siege-engine"], ["knight", "knight"], area="stoney-sept")
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    assert {"house": "stark", "region": "stoney-sept", "units": ["siege-engine"], "why": "cannot-retreat"} in \
        events_of(ev, "UnitsDestroyed")
    assert routed(g, "riverrun") == ["footman"]


def test_defender_siege_engines_are_destroyed_instead_of_retreating():
    g = battle(["knight", "knight"], ["footman", "siege-engine"])
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    assert {"house": "lannister", "region": "harrenhal", "units": ["siege-engine"], "why": "cannot-retreat"} in \
        events_of(ev, "UnitsDestroyed")
    assert units(g, "harrenhal") == ["footman"]


def test_defender_retreat_options_exclude_attack_origin_and_enemy_areas():
    # Harrenhal's neighbours: riverrun (attack came from there), blackwater, crackclaw-point, stoney-sept
    extra = {"blackwater": army("greyjoy", "footman")}
    g = battle(["knight", "knight"], ["footman"], extra_units=extra, tokens={"crackclaw-point": "baratheon"})
    fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    d = decision(g, "retreat", "lannister")
    assert d.options["options"] == ["stoney-sept"]
    refused(g, "lannister", Retreat("riverrun"), match="cannot retreat")
    refused(g, "lannister", Retreat("blackwater"), match="cannot retreat")
    refused(g, "lannister", Retreat("crackclaw-point"), match="cannot retreat")
    refused(g, "stark", Retreat("stoney-sept"), reason=Reason.NOT_AWAITED)
    ev = g.act("lannister", Retreat("stoney-sept"))
    assert one_event(ev, "UnitsRetreated")["dest"] == "stoney-sept"
    assert routed(g, "stoney-sept") == ["footman"] and units(g, "stoney-sept") == []
    assert owner(g, "harrenhal") == "stark"


def test_retreat_into_own_areas_and_by_own_ships_but_not_neutral_or_enemy_home():
    # Crackclaw Point: kings-landing (neutral), blackwater (enemy token), the mountains (enemy units),
    # and by the own ship in Shipbreaker Bay: dragonstone (enemy home), kingswood, storms-end.
    extra = {"the-mountains-of-the-moon": army("greyjoy", "footman"), "shipbreaker-bay": army("lannister", "ship")}
    g = battle(["knight", "knight"], ["footman"], area="crackclaw-point", source="harrenhal",
               extra_units=extra, tokens={"blackwater": "baratheon"})
    fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    assert decision(g, "retreat", "lannister").options["options"] == ["kingswood", "storms-end"]
    refused(g, "lannister", Retreat("kings-landing"), match="cannot retreat")
    refused(g, "lannister", Retreat("dragonstone"), match="cannot retreat")


def test_no_retreat_means_the_army_is_destroyed():
    extra = {"blackwater": army("greyjoy", "footman"), "stoney-sept": army("tyrell", "footman")}
    g = battle(["knight", "knight"], ["footman", "knight"], extra_units=extra, tokens={"crackclaw-point": "baratheon"},
               supply={"lannister": 2})
    ev = fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    assert {"house": "lannister", "region": "harrenhal", "units": ["footman", "knight"], "why": "no-retreat"} in \
        events_of(ev, "UnitsDestroyed")
    assert decisions(g, "retreat") == [] and owner(g, "harrenhal") == "stark"


def test_retreat_prefers_areas_with_fewest_supply_losses():
    # Lannister supply 0: two armies of two. A lone footman in Stoney Sept would make an army of three.
    extra = {"lannisport": army("lannister", "footman", "footman"), "stoney-sept": army("lannister", "footman")}
    g = battle(["knight", "knight"], ["footman", "footman"], extra_units=extra, supply={"lannister": 0},
               garrisons={})
    fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    assert decision(g, "retreat", "lannister").options["options"] == ["blackwater", "crackclaw-point"]
    refused(g, "lannister", Retreat("stoney-sept"), match="cannot retreat")


def test_when_every_retreat_breaks_supply_the_loser_chooses_the_excess_to_destroy():
    extra = {"lannisport": army("lannister", "footman", "footman"), "stoney-sept": army("lannister", "footman"),
             "blackwater": army("lannister", "footman"), "crackclaw-point": army("lannister", "footman")}
    g = battle(["knight", "knight"], ["footman", "footman"], extra_units=extra, supply={"lannister": 0},
               garrisons={})
    fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    assert decision(g, "retreat", "lannister").options["options"] == ["blackwater", "crackclaw-point", "stoney-sept"]
    g.act("lannister", Retreat("blackwater"))
    ask = decision(g, "select-units", "lannister")  # the retreating house picks what to lose
    assert ask.options["candidates"] == [["blackwater", "footman"], ["blackwater", "footman"]]
    assert ask.options["rule"] == "supply"
    refused(g, "lannister", SelectUnits((("blackwater", "footman"), ("blackwater", "footman"))),
            match="more units than needed")
    ev = g.act("lannister", SelectUnits((("blackwater", "footman"),)))
    assert {"house": "lannister", "region": "blackwater", "units": ["footman"], "why": "retreat-supply"} in \
        events_of(ev, "UnitsDestroyed")
    assert units(g, "blackwater") == ["footman"] and routed(g, "blackwater") == ["footman"]
    assert B.within_supply(g.rs, g.s, "lannister")


# ----- clean-up -----------------------------------------------------------------------------------------

def test_winner_takes_the_area_and_the_losers_order_and_token_go():
    g = battle(["knight", "knight"], ["footman"], dfn_token="defense-plus-one-1", tokens={"harrenhal": "lannister"},
               power={"lannister": 3})
    ev = fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    ev += g.act("lannister", Retreat("stoney-sept"))
    assert owner(g, "harrenhal") == "stark" and units(g, "harrenhal") == ["knight", "knight"]
    assert "harrenhal" not in g.s.tokens and g.s.power["lannister"] == 3  # the token goes to the pool
    assert "harrenhal" not in g.s.orders and "riverrun" not in g.s.orders
    assert one_event(ev, "PowerTokenRemoved") == {"house": "lannister", "region": "harrenhal"}


def test_defender_who_wins_keeps_its_order():
    extra = {"karhold": army("stark", "footman")}
    g = battle(["footman"], ["knight"], dfn_token="support-1", extra_units=extra,
               extra_orders={"karhold": ("stark", "march")})
    fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    assert g.s.orders["harrenhal"] == {"house": "lannister", "token": "support-1"}
    assert "riverrun" not in g.s.orders
    assert routed(g, "riverrun") == ["footman"]


def test_conquering_a_land_area_takes_its_port():
    # Lannister's ships in its port when Stark takes Lannisport by combat.
    extra = {"port-of-lannisport": army("lannister", "ship", "ship")}
    g = battle(["knight", "knight"], ["footman"], area="lannisport", source="stoney-sept", extra_units=extra,
               garrisons={})
    fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    g.act("lannister", Retreat(decision(g, "retreat", "lannister").options["options"][0]))
    d = decision(g, "choose", "stark")
    assert d.options["prompt"] == "port-takeover" and d.options["options"] == [0, 1, 2]
    g.act("stark", Choose(0))
    assert "port-of-lannisport" not in g.s.units


def test_routed_units_are_no_casualties_and_die_anyway():
    g = battle(["knight", "knight"], ["footman", "footman"], dfn_routed=["knight"], supply={"lannister": 2})
    fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"})  # one sword
    d = decision(g, "select-units", "lannister")
    assert [tuple(c) for c in d.options["candidates"]] == [("harrenhal", "footman"), ("harrenhal", "footman")]
    refused(g, "lannister", SelectUnits((("harrenhal", "knight"),)), match="not eligible")
    ev = g.act("lannister", SelectUnits((("harrenhal", "footman"),)))
    assert {"house": "lannister", "region": "harrenhal", "units": ["knight"], "why": "cannot-retreat"} in \
        events_of(ev, "UnitsDestroyed")
    g.act("lannister", Retreat("stoney-sept"))
    assert routed(g, "stoney-sept") == ["footman"]


def test_a_casualty_is_a_fighting_unit_never_a_routed_one_of_the_same_kind():
    """002 text: routed units attacked and beaten again are destroyed and 不計入戰死的單位數
    (do not count among the casualties): a footman picked as a casualty is a ready one."""
    g = battle(["knight", "knight"], ["footman", "footman"], dfn_routed=["footman"], supply={"lannister": 2})
    fight(g, {"stark": "greatjon-umber", "lannister": "ser-jaime-lannister"})  # one sword
    ev = g.act("lannister", SelectUnits((("harrenhal", "footman"),)))
    destroyed = events_of(ev, "UnitsDestroyed")
    assert {"house": "lannister", "region": "harrenhal", "units": ["footman"], "why": "casualties"} in destroyed
    assert {"house": "lannister", "region": "harrenhal", "units": ["footman"], "why": "cannot-retreat"} in destroyed
    g.act("lannister", Retreat("stoney-sept"))
    assert routed(g, "stoney-sept") == ["footman"]  # one ready footman was left to retreat, not two


def test_defeated_ships_may_retreat_into_an_own_port():
    g = battle(["ship", "ship"], ["ship"], area="the-golden-sound", source="ironmans-bay", attacker="greyjoy",
               extra_units={"sunset-sea": army("stark", "ship"), "lannisport": army("lannister", "footman")})
    fight(g, {"greyjoy": "dagmar-cleftjaw", "lannister": "the-hound"})  # 2 + 1 against 1 + 2: the tie is Greyjoy's
    d = decision(g, "retreat", "lannister")
    assert d.options["options"] == ["port-of-lannisport"]  # not Ironman's Bay (attack), not the Stark sea
    g.act("lannister", Retreat("port-of-lannisport"))
    assert routed(g, "port-of-lannisport") == ["ship"] and units(g, "the-golden-sound") == ["ship", "ship"]


def test_routed_units_stand_up_at_the_end_of_the_round():
    g = battle(["footman"], ["knight"])
    fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    assert routed(g, "riverrun") == ["footman"]
    march(g, "tyrell", "the-arbor")  # the last order of the round
    assert g.s.round == 2
    assert units(g, "riverrun") == ["footman"] and routed(g, "riverrun") == []
