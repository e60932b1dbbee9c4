"""The Iron Bank (game option `iron_bank`) and areas whose values change in play: every rule
point and each loan by name (docs/RULES.md, "The Iron Bank")."""
from __future__ import annotations

import pytest

from engine import areas as A
from engine import board as B
from engine.commands import Choose, PlaceOrders, ResolveRaid, SelectUnits
from engine.errors import IllegalCommand
from engine.game import Game
from engine.log import describe
from engine.positions import build_position

from .helpers import RS, army

BANK = {"iron_bank": True}
LOANS = [c["id"] for c in RS.iron_bank["loans"]]


def bank_position(**spec):
    spec.setdefault("players", 8)
    spec["ruleset"] = "mother_of_dragons"
    spec["options"] = dict(BANK, **spec.get("options", {}))
    return build_position(spec)


def market(*loans, deck=None):
    """An Iron Bank with these face-up loans (None: an empty slot); the rest in the deck."""
    face_up = [m for m in loans if m]
    return {"market": list(loans), "deck": deck if deck is not None else [c for c in LOANS if c not in face_up]}


PAUSE = {"sunspear": army("martell", "footman")}  # Martell, after Stark, is asked next: the round stops there


def buy_position(loan_market, house="stark", power=10, units=None, orders=None, **spec):
    """Stark's Iron Bank order in the Shivering Sea resolved in the Consolidate Power step;
    Martell, after Stark in turn order, then has a starred Consolidate Power order in its
    stronghold to resolve, so the game waits there once Stark's turn is over."""
    units = dict(units or {"the-shivering-sea": army(house, "ship"), "winterfell": army(house, "footman", "knight"),
                           "lannisport": army("lannister", "footman")}, **PAUSE)
    orders = dict(orders or {"the-shivering-sea": [house, "iron-bank"]},
                  sunspear=["martell", "special-consolidate-power"])
    return bank_position(phase="consolidate", units=units, orders=orders, power={house: power},
                         iron_bank=loan_market, **spec)


def decision(g, seat=None):
    ds = [d for d in g.waiting_for() if seat is None or d.seat == seat]
    assert ds, g.waiting_for()
    return ds[0]


def kinds(events):
    return [e.kind for e in events]


# ----- the option ---------------------------------------------------------------------------------

def test_the_option_shuffles_the_twelve_loans_and_gives_seven_power_tokens():
    g = Game.new(players=8, ruleset="mother_of_dragons", seed=3, options=BANK)
    bank = g.s.iron_bank
    assert sorted(bank["deck"] + [m for m in bank["market"] if m]) == sorted(LOANS) and len(LOANS) == 12
    assert bank["market"][1:] == [None, None] and bank["market"][0] is not None  # round 1 drew one
    assert set(g.s.power.values()) == {7}
    assert g.s.options["iron_bank"] is True


def test_without_the_option_nothing_changes():
    g = Game.new(players=8, ruleset="mother_of_dragons", seed=3)
    assert g.s.iron_bank == {} and "iron_bank" not in g.s.to_wire() and "iron_bank" not in g.s.options
    assert set(g.s.power.values()) == {5}
    assert "iron_bank" not in g.view("stark")


def test_a_ruleset_without_an_iron_bank_refuses_the_option():
    with pytest.raises(ValueError):
        Game.new(players=6, options=BANK)


def test_vassals_never_hold_loans_and_keep_their_power():
    g = Game.new(players=4, ruleset="mother_of_dragons", seed=1, options={"iron_bank": True, "vassals": True})
    assert set(g.s.iron_bank["loans"]) == set(g.seats())
    assert all(g.s.power[h] == 7 for h in g.seats())


# ----- the market -----------------------------------------------------------------------------------

def test_each_round_the_loans_slide_one_slot_cheaper_and_a_new_one_comes_in():
    g = bank_position(phase="round-start", round=2,
                      iron_bank=market("spymaster", "pyromancer", "full-host",
                                       deck=["customs-officer", "sea-raiders"]))
    bank = g.s.iron_bank
    assert bank["market"] == ["customs-officer", "spymaster", "pyromancer"]
    assert bank["deck"] == ["sea-raiders", "full-host"]  # the oldest goes under the deck
    changed = next(e for e in g._events if e.kind == "LoanMarketChanged")
    assert changed.data["market"] == ["customs-officer", "spymaster", "pyromancer"]


def test_empty_slots_slide_along():
    g = bank_position(phase="round-start", round=2,
                      iron_bank=market(None, "pyromancer", None, deck=["customs-officer"]))
    assert g.s.iron_bank["market"] == ["customs-officer", None, "pyromancer"]
    assert g.s.iron_bank["deck"] == []


# ----- placing the order ---------------------------------------------------------------------------

def planning_game():
    return bank_position(phase="planning",
                         units={"the-shivering-sea": army("stark", "ship"),
                                "winterfell": army("stark", "footman", "knight")})


def test_the_iron_bank_order_is_offered_beyond_the_required_orders_and_only_at_sea():
    g = planning_game()
    d = decision(g, "stark")
    assert d.options["extra_tokens"] == ["iron-bank"] and d.options["sea_only"] == ["iron-bank"]
    assert "iron-bank" not in d.options["tokens"] and d.options["count"] == 2
    with pytest.raises(IllegalCommand) as e:
        g.act("stark", PlaceOrders((("winterfell", "iron-bank"), ("the-shivering-sea", "march"))))
    assert e.value.key == "orders-sea-only"


def test_the_iron_bank_order_may_take_an_orders_place_or_come_on_top_but_is_never_required():
    for orders in ((("winterfell", "march"), ("the-shivering-sea", "iron-bank")),
                   (("winterfell", "march"), ("the-shivering-sea", "raid-1"))):
        g = planning_game()
        g.act("stark", PlaceOrders(orders))
    g = planning_game()
    with pytest.raises(IllegalCommand) as e:
        g.act("stark", PlaceOrders((("the-shivering-sea", "iron-bank"),)))
    assert e.value.key == "orders-count"


def test_the_iron_bank_order_comes_on_top_when_the_house_has_more_areas_than_orders():
    # no star allowed on Stark's place of the King's Court: its 10 plain tokens for 12 areas
    lands = ["winterfell", "white-harbor", "karhold", "castle-black", "moat-cailin", "greywater-watch",
             "the-twins", "flints-finger", "seagard", "riverrun", "harrenhal"]
    units = {r: army("stark", "footman" if i < 6 else "knight") for i, r in enumerate(lands)}
    units["the-shivering-sea"] = army("stark", "ship")
    court = ["lannister", "martell", "tyrell", "arryn", "stark", "baratheon", "greyjoy", "targaryen"]
    plain = [t for t in RS.order_token_ids if not RS.order_tokens[t].starred]
    g = bank_position(phase="planning", units=units, tracks={"kings_court": court}, supply={"stark": 6})
    assert decision(g, "stark").options["count"] == len(plain) == 10
    events = g.act("stark", PlaceOrders(tuple(zip(lands, plain)) + (("the-shivering-sea", "iron-bank"),)))
    placed = next(e for e in events if e.kind == "OrdersPlacedSecret").data["orders"]
    assert len(placed) == 11 and placed["the-shivering-sea"] == "iron-bank"


def test_without_the_option_the_iron_bank_order_is_unknown():
    g = build_position({"players": 8, "ruleset": "mother_of_dragons", "phase": "planning",
                        "units": {"the-shivering-sea": army("stark", "ship"),
                                  "winterfell": army("stark", "footman")}})
    assert "extra_tokens" not in decision(g, "stark").options
    with pytest.raises(IllegalCommand) as e:
        g.act("stark", PlaceOrders((("winterfell", "march"), ("the-shivering-sea", "iron-bank"))))
    assert e.value.key == "orders-unknown-token"


def test_a_raid_removes_an_iron_bank_order_and_gains_the_raider_nothing():
    g = bank_position(phase="raid", units={"the-shivering-sea": army("stark", "ship"),
                                           "the-narrow-sea": army("greyjoy", "ship"),
                                           "winterfell": army("stark", "footman")},
                      orders={"the-shivering-sea": ["stark", "iron-bank"], "the-narrow-sea": ["greyjoy", "raid-1"],
                              "winterfell": ["stark", "march"]},
                      power={"greyjoy": 3, "stark": 3})
    d = decision(g, "greyjoy")
    assert d.options["raids"]["the-narrow-sea"] == ["the-shivering-sea"]
    g.act("greyjoy", ResolveRaid("the-narrow-sea", "the-shivering-sea"))
    assert "the-shivering-sea" not in g.s.orders
    assert g.s.power["greyjoy"] == 3 and g.s.power["stark"] == 3


# ----- buying --------------------------------------------------------------------------------------

def test_the_order_buys_one_face_up_loan_the_house_can_pay_for():
    g = buy_position(market("spymaster", "customs-officer", "pyromancer"), power=5)
    d = decision(g, "stark")
    assert d.options["prompt"] == "iron-bank-loan"
    assert d.options["options"] == ["customs-officer", "pyromancer", "none"]  # 7 is too dear
    assert d.options["costs"] == {"customs-officer": 4, "pyromancer": 1}
    events = g.act("stark", Choose("customs-officer"))
    bought = next(e for e in events if e.kind == "LoanBought")
    assert bought.data == {"house": "stark", "loan": "customs-officer", "cost": 4, "slot": 2,
                           "region": "the-shivering-sea", "interest": 1}
    assert g.s.iron_bank["loans"]["stark"] == ["customs-officer"]
    assert g.s.power["stark"] == 5 - 4 + 10  # and the loan carried out at once
    assert "the-shivering-sea" not in g.s.orders


def test_a_house_may_buy_nothing():
    g = buy_position(market("spymaster", "customs-officer", "pyromancer"), power=5)
    events = g.act("stark", Choose("none"))
    assert "IronBankPassed" in kinds(events) and g.s.power["stark"] == 5
    assert g.s.iron_bank["loans"]["stark"] == []


def test_a_house_that_cannot_pay_is_not_asked():
    g = buy_position(market("spymaster", None, None), power=6)
    assert "IronBankPassed" in kinds(g._events)
    assert decision(g).seat != "stark"


def test_a_house_resolves_its_consolidate_power_orders_before_its_iron_bank_order():
    g = buy_position(market("spymaster", "customs-officer", "pyromancer"), power=3,
                     orders={"the-shivering-sea": ["stark", "iron-bank"], "winterfell": ["stark", "consolidate-power-1"]})
    # Winterfell's crown: 3 + 2 = 5 power, enough for the 4-cost loan, in Stark's next turn
    assert g.s.power["stark"] == 5
    answer(g, "consolidate", seat="martell")
    d = decision(g, "stark")
    assert d.options["prompt"] == "iron-bank-loan" and "customs-officer" in d.options["options"]
    assert g.s.power["stark"] == 5


def test_the_holder_of_braavos_pays_one_less():
    units = {"the-shivering-sea": army("stark", "ship"), "braavos": army("stark", "footman"),
             "lannisport": army("lannister", "footman")}
    g = buy_position(market("spymaster", "customs-officer", "pyromancer"), power=6, units=units, neutral={})
    d = decision(g, "stark")
    assert d.options["costs"] == {"spymaster": 6, "customs-officer": 3, "pyromancer": 0}
    view = g.view(None)["iron_bank"]
    assert view["discount_holder"] == "stark" and view["prices"]["stark"] == [6, 3, 0]
    assert view["prices"]["lannister"] == [7, 4, 1]


def test_the_braavos_discount_is_for_buying_not_for_interest():
    g = bank_position(phase="round-start", round=2, units={"braavos": army("stark", "footman"),
                                                           "winterfell": army("stark", "footman")},
                      neutral={}, power={"stark": 5},
                      iron_bank=dict(market(None, None, None), loans={"stark": ["spymaster", "pyromancer"]}))
    paid = next(e for e in g._events if e.kind == "InterestPaid")
    assert paid.data == {"house": "stark", "owed": 2, "paid": 2, "unpaid": 0}


# ----- interest --------------------------------------------------------------------------------------

def interest_position(power, fiefdoms=None, **spec):
    tracks = {"fiefdoms": fiefdoms} if fiefdoms else {}
    return bank_position(phase="round-start", round=3, power={"stark": power},
                         units={"winterfell": army("stark", "footman", "knight"),
                                "white-harbor": army("stark", "footman"),
                                "lannisport": army("lannister", "footman")},
                         iron_bank=dict(market(None, None, None),
                                        loans={"stark": ["spymaster", "pyromancer", "customs-officer"]}),
                         tracks=tracks, **spec)


def test_interest_is_one_power_token_per_loan_each_round():
    g = interest_position(power=4)
    paid = next(e for e in g._events if e.kind == "InterestPaid")
    assert paid.data == {"house": "stark", "owed": 3, "paid": 3, "unpaid": 0}
    assert g.s.power["stark"] == 1
    assert describe(paid, "mother_of_dragons") == "Stark pays the Iron Bank 3 of 3 power in interest."


def test_no_interest_in_round_one():
    g = bank_position(phase="round-start", round=1, power={"stark": 4},
                      iron_bank=dict(market(None, None, None), loans={"stark": ["spymaster"]}))
    assert "InterestPaid" not in kinds(g._events) and g.s.power["stark"] == 4


def test_each_unpaid_token_costs_a_unit_the_blade_holder_chooses():
    g = interest_position(power=1)  # Greyjoy holds the Valyrian Steel Blade
    paid = next(e for e in g._events if e.kind == "InterestPaid")
    assert paid.data["unpaid"] == 2 and g.s.power["stark"] == 0
    d = decision(g)
    assert (d.seat, d.kind, d.options["prompt"], d.options["min"], d.options["max"]) == \
        ("greyjoy", "select-units", "iron-bank-interest", 2, 2)
    assert all(B.owner_of_units(g.s, r) == "stark" for r, _ in d.options["candidates"])
    events = g.act("greyjoy", SelectUnits((("winterfell", "knight"), ("white-harbor", "footman"))))
    lost = [e.data for e in events if e.kind == "UnitsDestroyed"]
    assert {(x["region"], tuple(x["units"]), x["why"]) for x in lost} == {
        ("winterfell", ("knight",), "iron-bank-interest"), ("white-harbor", ("footman",), "iron-bank-interest")}


def test_a_debtor_holding_the_blade_has_the_next_house_down_the_fiefdoms_track_choose():
    g = interest_position(power=1, fiefdoms=["stark", "lannister", "greyjoy", "tyrell", "martell", "arryn",
                                             "baratheon", "targaryen"])
    d = decision(g)
    assert d.seat == "lannister" and d.options["prompt"] == "iron-bank-interest"


def test_a_debtor_with_fewer_units_than_it_owes_loses_them_all():
    g = bank_position(phase="round-start", round=2, power={"stark": 0},
                      units={"winterfell": army("stark", "footman"), "lannisport": army("lannister", "footman")},
                      iron_bank=dict(market(None, None, None), loans={"stark": ["spymaster", "pyromancer"]}))
    assert "winterfell" not in g.s.units


# ----- areas whose values change in play ---------------------------------------------------------------

def test_area_values_read_the_printed_board_until_changed():
    g = bank_position(phase="planning")
    assert (A.castle(RS, g.s, "winterfell"), A.crowns(RS, g.s, "winterfell"), A.barrels(RS, g.s, "winterfell")) == \
        ("stronghold", 1, 1)
    A.change(RS, g.s, "winterfell", "barrels", 3)
    assert A.barrels(RS, g.s, "winterfell") == 3 and g.s.area_changes == {"winterfell": {"barrels": 3}}
    A.change(RS, g.s, "winterfell", "barrels", 1)  # back to print: no change kept
    assert g.s.area_changes == {}


def test_a_torn_down_castle_no_longer_counts_for_victory_nor_musters():
    g = bank_position(phase="planning", units={"white-harbor": army("stark", "footman")})
    before = B.castle_count(RS, g.s, "stark")
    A.change(RS, g.s, "white-harbor", "castle", None)
    assert B.castle_count(RS, g.s, "stark") == before - 1
    assert "white-harbor" not in B.castle_regions(RS, g.s, "stark")
    g.state_changed()
    assert g.view(None)["castles"]["stark"] == before - 1
    assert g.view(None)["area_values"]["white-harbor"] == {"castle": None, "crowns": 0, "barrels": 0}


def test_an_upgraded_castle_musters_two_points_and_barrels_count_for_supply():
    from engine.phases.common import muster_options

    g = bank_position(phase="planning", units={"white-harbor": army("stark", "footman")})
    A.change(RS, g.s, "white-harbor", "castle", "stronghold")
    assert muster_options(g, "stark", ["white-harbor"])["castles"]["white-harbor"]["points"] == 2
    before = B.barrels(RS, g.s, "stark")
    A.change(RS, g.s, "white-harbor", "barrels", 2)
    assert B.barrels(RS, g.s, "stark") == before + 2


def test_a_crown_added_raises_consolidate_power():
    g = buy_position(market(None, None, None), power=0,
                     orders={"white-harbor": ["stark", "consolidate-power-1"]},
                     units={"white-harbor": army("stark", "footman")},
                     area_changes={"white-harbor": {"crowns": 2}})
    got = next(e for e in g._events if e.kind == "PowerConsolidated" and e.data["house"] == "stark")
    assert got.data["amount"] == 3


def test_a_siege_engine_has_nothing_to_besiege_once_the_castle_is_torn_down():
    from engine.phases.combat import unit_strength

    g = bank_position(phase="planning")
    f = {"area": "white-harbor", "attacker": "lannister", "defender": "stark"}
    assert unit_strength(g, f, "lannister", "siege-engine", True) == 4
    A.change(RS, g.s, "white-harbor", "castle", None)
    assert unit_strength(g, f, "lannister", "siege-engine", True) == 0


# ----- each loan by name ------------------------------------------------------------------------------

def bought(loan, power=10, **spec):
    """Stark buys `loan` (slot 3, cost 1); `g.loan_events` are the events of buying it."""
    g = buy_position(market(None, None, loan), power=power, **spec)
    g.loan_events = g.act("stark", Choose(loan))
    return g


def answer(g, choice, seat="stark"):
    return g.act(seat, Choose(choice))


def test_customs_officer_gains_ten_power_tokens():
    g = bought("customs-officer", power=3)
    assert g.s.power["stark"] == 3 - 1 + 10


def test_customs_officer_respects_the_twenty_token_cap():
    g = bought("customs-officer", power=15)
    assert g.s.power["stark"] == 20


def test_expert_artificer_adds_a_crown_then_gains_eight():
    g = bought("expert-artificer", power=3)
    d = decision(g, "stark")
    assert d.options["prompt"] == "loan-crown-area" and "the-reach" in d.options["options"]
    events = answer(g, "the-reach")
    assert A.crowns(RS, g.s, "the-reach") == RS.regions["the-reach"].crowns + 1
    assert g.s.power["stark"] == 3 - 1 + 8
    assert "AreaCrownAdded" in kinds(events)


def place_all(g, prefer=("winterfell", "the-shivering-sea")):
    """Answer every placement question of the loan (preferring `prefer`); the units placed."""
    events = list(g.loan_events)
    while decision(g).options.get("prompt") == "loan-place-unit":
        opts = decision(g).options["options"]
        events += answer(g, next((r for r in prefer if r in opts), opts[0]))
    return [(e.data["unit"], e.data["region"]) for e in events if e.kind == "UnitMustered"]


SPREAD = {"the-shivering-sea": army("stark", "ship"), "winterfell": army("stark", "footman"),
          "white-harbor": army("stark", "footman"), "karhold": army("stark", "footman")}


def test_full_host_places_a_footman_a_knight_a_siege_engine_and_a_ship():
    g = bought("full-host", supply={"stark": 6}, units=SPREAD)
    placed = place_all(g)
    assert [u for u, _ in placed] == ["footman", "knight", "siege-engine", "ship"]
    assert all(B.controller(RS, g.s, r) == "stark" for _, r in placed)
    assert g.s.units["the-shivering-sea"]["units"] == ["ship", "ship"]


def test_placed_units_go_only_where_the_buyer_is_and_within_supply():
    units = {"the-shivering-sea": army("stark", "ship"), "winterfell": army("stark", "footman", "knight"),
             "white-harbor": army("stark", "footman"), "karhold": army("stark", "footman")}
    g = bought("vanguard-cavalry", supply={"stark": 0}, units=units)
    d = decision(g, "stark")
    # supply 0 allows two armies of two: Winterfell (2) may not grow, one of the lone areas may
    assert d.options["prompt"] == "loan-place-unit"
    assert sorted(d.options["options"]) == ["karhold", "white-harbor"]


def test_sea_raiders_places_a_footman_and_three_ships():
    g = bought("sea-raiders", supply={"stark": 6}, units=SPREAD)
    assert [u for u, _ in place_all(g)] == ["footman", "ship", "ship", "ship"]


def test_siege_engineers_places_a_footman_and_two_siege_engines():
    g = bought("siege-engineers", supply={"stark": 6}, units=SPREAD)
    assert [u for u, _ in place_all(g)] == ["footman", "siege-engine", "siege-engine"]


def test_vanguard_cavalry_places_three_knights():
    g = bought("vanguard-cavalry", supply={"stark": 6}, units=SPREAD)
    assert [u for u, _ in place_all(g)] == ["knight"] * 3


def test_a_unit_without_a_reserve_piece_is_not_placed():
    units = {"the-shivering-sea": army("stark", "ship"), "lannisport": army("lannister", "footman"),
             "winterfell": army("stark", "knight", "knight"), "white-harbor": army("stark", "knight", "knight"),
             "karhold": army("stark", "knight")}
    g = bought("vanguard-cavalry", units=units, supply={"stark": 6})
    assert "UnitMustered" not in kinds(g.loan_events)
    assert decision(g).seat != "stark"


def test_loyal_maester_adds_a_barrel_to_two_different_areas():
    g = bought("loyal-maester")
    answer(g, "the-reach")
    d = decision(g, "stark")
    assert "the-reach" not in d.options["options"]
    answer(g, "karhold")
    assert A.barrels(RS, g.s, "the-reach") == RS.regions["the-reach"].barrels + 1
    assert A.barrels(RS, g.s, "karhold") == RS.regions["karhold"].barrels + 1


def test_master_at_arms_makes_two_castles_strongholds():
    g = bought("master-at-arms")
    d = decision(g, "stark")
    assert "winterfell" not in d.options["options"] and "white-harbor" in d.options["options"]  # castles only
    answer(g, "white-harbor")
    assert "white-harbor" not in decision(g, "stark").options["options"]
    answer(g, "moat-cailin")
    assert A.castle(RS, g.s, "white-harbor") == A.castle(RS, g.s, "moat-cailin") == "stronghold"


def test_pyromancer_tears_down_a_castle_then_improves_the_area():
    g = bought("pyromancer")
    answer(g, "white-harbor")
    assert A.castle(RS, g.s, "white-harbor") is None
    d = decision(g, "stark")
    assert d.options["options"] == ["crown", "barrel"] and d.options["region"] == "white-harbor"
    answer(g, "barrel")
    assert g.s.area_changes["white-harbor"] == {"castle": None, "barrels": 1}


def test_savvy_steward_adds_a_barrel_and_moves_up_the_supply_track():
    g = bought("savvy-steward", supply={"stark": 2})
    answer(g, "karhold")
    assert A.barrels(RS, g.s, "karhold") == 1 and g.s.supply["stark"] == 3


def test_spymaster_looks_at_two_westeros_cards_and_may_bury_them():
    g = bought("spymaster")
    d = decision(g, "stark")
    assert d.options["prompt"] == "loan-spymaster-deck" and d.options["options"] == ["I", "II", "III", "IV"]
    answer(g, "II")
    top = g.s.westeros["II"][:2]
    d = decision(g, "stark")
    assert d.options["prompt"] == "loan-spymaster-arrange" and d.options["cards"] == top
    # the frame shows nobody the cards; only Stark's own decision does
    for seat in ("lannister", None):
        v = g.view(seat)
        assert all(top[0] not in str(f) for f in v["frames"]) and not v["decisions"]
    rest = g.s.westeros["II"][2:]
    events = answer(g, [[top[1]], [top[0]]])
    assert g.s.westeros["II"] == [top[1]] + rest + [top[0]]
    chose = next(e for e in events if e.kind == "Chose")
    assert chose.audience == ("stark",)
    arranged = next(e for e in events if e.kind == "WesterosDeckArranged")
    assert arranged.data["bottom"] == 1 and arranged.audience is None


def test_the_faceless_men_destroy_a_knight_and_a_footman_in_another_area():
    units = {"the-shivering-sea": army("stark", "ship"), "lannisport": army("lannister", "footman", "knight"),
             "riverrun": army("greyjoy", "footman"), "winterfell": army("stark", "knight")}
    g = bought("the-faceless-men", units=units)
    d = decision(g, "stark")
    assert d.options["prompt"] == "loan-destroy-knight" and d.options["options"] == ["lannisport", "winterfell"]
    events = answer(g, "lannisport")
    d = decision(g, "stark")
    assert d.options["prompt"] == "loan-destroy-footman"
    assert d.options["options"] == ["riverrun", "sunspear"]  # not the knight's area
    events += answer(g, "riverrun")
    assert g.s.units["lannisport"]["units"] == ["footman"] and "riverrun" not in g.s.units
    assert [e.data["why"] for e in events if e.kind == "UnitsDestroyed"] == ["the-faceless-men"] * 2


# ----- the view and the log ---------------------------------------------------------------------------

def test_the_view_shows_the_market_loans_and_debts_but_not_the_decks_order():
    g = bank_position(phase="planning", iron_bank=dict(market("spymaster", None, "pyromancer"),
                                                       loans={"stark": ["full-host", "sea-raiders"]}))
    v = g.view("lannister")["iron_bank"]
    assert v["slots"] == [{"slot": 1, "cost": 7, "loan": "spymaster"}, {"slot": 2, "cost": 4, "loan": None},
                          {"slot": 3, "cost": 1, "loan": "pyromancer"}]
    assert v["loans"]["stark"] == ["full-host", "sea-raiders"] and v["interest"]["stark"] == 2
    assert v["deck_size"] == len(g.s.iron_bank["deck"]) and "deck" not in v
    assert g.view(None)["options"]["iron_bank"] is True


def test_log_lines_of_a_loan_bought():
    g = buy_position(market("spymaster", "customs-officer", "pyromancer"), power=5)
    events = g.act("stark", Choose("pyromancer"))
    line = describe(next(e for e in events if e.kind == "LoanBought"), "mother_of_dragons")
    assert line == "Stark buys Pyromancer from the Iron Bank for 1 power."


# ----- a loaded save is checked ----------------------------------------------------------------------

@pytest.mark.parametrize("what, mutate", [
    ("a loan twice", lambda w: w["iron_bank"]["deck"].append(w["iron_bank"]["deck"][0])),
    ("a loan lost", lambda w: w["iron_bank"]["deck"].pop()),
    ("a loan that is not a name", lambda w: w["iron_bank"]["market"].__setitem__(1, {"x": 1})),
    ("a fourth slot", lambda w: w["iron_bank"]["market"].append(None)),
    ("loans of a house not in play", lambda w: w["iron_bank"]["loans"].update(nobody=[])),
    ("a bank without the option", lambda w: w["options"].pop("iron_bank")),
    ("a crown taken away", lambda w: w.update(area_changes={"winterfell": {"crowns": 0}})),
    ("a castle where none is printed", lambda w: w.update(area_changes={"karhold": {"castle": "castle"}})),
    ("a sea improved", lambda w: w.update(area_changes={"bay-of-ice": {"barrels": 1}})),
    ("an unknown field", lambda w: w.update(area_changes={"winterfell": {"swords": 1}})),
])
def test_a_loaded_state_with_a_broken_bank_or_area_is_refused(what, mutate):
    from engine.invariants import InvariantError, check_loaded_state
    from engine.state import GameState

    g = Game.new(players=8, ruleset="mother_of_dragons", seed=2, options=BANK)
    check_loaded_state(g)
    wire = g.s.to_wire()
    mutate(wire)
    with pytest.raises(InvariantError):
        check_loaded_state(Game(GameState.from_wire(wire)))


# ----- more rulings ------------------------------------------------------------------------------------

def test_a_vassal_gets_no_iron_bank_order():
    g = Game.new(players=4, ruleset="mother_of_dragons", seed=1, options={"iron_bank": True, "vassals": True})
    while not any(d.house in g.s.vassals and d.kind == "place-orders" for d in g.waiting_for()):
        d = g.waiting_for()[0]
        if d.kind == "choose":
            g.act(d.seat, Choose(d.options["options"][0]), house=d.house)
        elif d.kind == "place-orders":
            regions, tokens = d.options["regions"], d.options["tokens"]
            g.act(d.seat, PlaceOrders(tuple(zip(regions, [t for t in tokens if not RS.order_tokens[t].starred]))[:d.options["count"]]),
                  house=d.house)
        else:
            raise AssertionError(d)
    vassal = next(d for d in g.waiting_for() if d.house in g.s.vassals)
    assert "extra_tokens" not in vassal.options and "iron-bank" not in vassal.options["tokens"]


def test_interest_is_paid_in_turn_order():
    g = bank_position(phase="round-start", round=2, power={"stark": 5, "baratheon": 5, "lannister": 5},
                      iron_bank=dict(market(None, None, None), loans={"stark": ["spymaster"], "baratheon": ["pyromancer"],
                                                                     "lannister": ["full-host"]}))
    payers = [e.data["house"] for e in g._events if e.kind == "InterestPaid"]
    assert payers == [h for h in g.s.tracks["iron_throne"] if h in ("stark", "baratheon", "lannister")]


def test_a_ban_on_consolidate_power_does_not_ban_the_iron_bank_order():
    g = bank_position(phase="planning", banned=["consolidate-power"],
                      units={"the-shivering-sea": army("stark", "ship"), "winterfell": army("stark", "footman")})
    d = decision(g, "stark")
    assert d.options["extra_tokens"] == ["iron-bank"]
    g.act("stark", PlaceOrders((("winterfell", "march"), ("the-shivering-sea", "iron-bank"))))


def test_the_messenger_raven_does_not_offer_the_iron_bank_order():
    g = bank_position(phase="planning", tracks={"kings_court": ["stark", "lannister", "martell", "tyrell", "arryn",
                                                                "baratheon", "greyjoy", "targaryen"]},
                      units={"the-shivering-sea": army("stark", "ship"), "winterfell": army("stark", "footman")})
    g.act("stark", PlaceOrders((("winterfell", "march"), ("the-shivering-sea", "support-1"))))
    d = decision(g, "stark")
    assert d.kind == "raven" and "iron-bank" not in d.options["tokens"]
