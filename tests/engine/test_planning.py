"""Planning phase: placing orders, the starred-order limit, bans, secrecy, the Messenger Raven."""
from __future__ import annotations

import pytest

from engine.commands import Choose, PlaceOrders, UseRaven
from engine.errors import Reason

from .helpers import army, decision, events_of, one_event, place_all, position, refused

STARK3 = {"winterfell": army("stark", "footman", "knight"), "white-harbor": army("stark", "footman"),
          "the-shivering-sea": army("stark", "ship")}
LANN2 = {"lannisport": army("lannister", "footman"), "stoney-sept": army("lannister", "footman")}

# eleven separate land areas (single units need no supply)
ELEVEN = ["winterfell", "white-harbor", "karhold", "castle-black", "the-stony-shore", "widows-watch",
          "moat-cailin", "greywater-watch", "flints-finger", "seagard", "the-twins"]


def planning(**spec):
    spec.setdefault("units", {**STARK3, **LANN2})
    return position(phase="planning", **spec)


def test_houses_without_units_place_nothing():
    g = planning()
    assert sorted(d.seat for d in g.waiting_for()) == ["lannister", "stark"]
    assert decision(g, seat="stark").options["regions"] == ["the-shivering-sea", "white-harbor", "winterfell"]
    assert decision(g, seat="stark").options["count"] == 3


def test_every_area_with_units_needs_an_order():
    g = planning()
    refused(g, "stark", PlaceOrders((("winterfell", "march"), ("white-harbor", "support-1"))),
            match="each area")


def test_no_order_in_an_area_without_own_units():
    g = planning()
    refused(g, "stark", PlaceOrders((("winterfell", "march"), ("white-harbor", "support-1"),
                                     ("the-shivering-sea", "raid-1"), ("karhold", "raid-2"))),
            match="no units in karhold")
    refused(g, "stark", PlaceOrders((("winterfell", "march"), ("white-harbor", "support-1"),
                                     ("lannisport", "raid-1"))), match="no units in lannisport")


def test_one_order_per_area():
    g = planning()
    refused(g, "stark", PlaceOrders((("winterfell", "march"), ("winterfell", "support-1"),
                                     ("white-harbor", "support-2"), ("the-shivering-sea", "raid-1"))),
            match="two orders in winterfell")


def test_each_token_used_once():
    g = planning()
    refused(g, "stark", PlaceOrders((("winterfell", "raid-1"), ("white-harbor", "raid-1"),
                                     ("the-shivering-sea", "support-1"))), match="once")


def test_unknown_token_refused():
    g = planning()
    refused(g, "stark", PlaceOrders((("winterfell", "march-plus-two"), ("white-harbor", "raid-1"),
                                     ("the-shivering-sea", "support-1"))), match="unknown order token")


def test_must_place_as_many_orders_as_possible():
    # Greyjoy is last on King's Court (no starred orders): ten plain tokens for eleven areas.
    g = planning(units={r: army("greyjoy", "footman") for r in ELEVEN})
    d = decision(g, seat="greyjoy")
    assert d.options["star_limit"] == 0 and d.options["count"] == 10
    plain = [t for t in g.rs.order_token_ids if not g.rs.order_tokens[t].starred]
    assert len(plain) == 10
    refused(g, "greyjoy", PlaceOrders(tuple(zip(ELEVEN, plain[:9]))), match="10 orders")
    refused(g, "greyjoy", PlaceOrders(tuple(zip(ELEVEN, plain[:9] + ["march-plus-one"]))),
            match="at most 0 starred")
    g.act("greyjoy", PlaceOrders(tuple(zip(ELEVEN, plain))))
    assert len(g.s.orders) == 10 and "the-twins" not in g.s.orders


def test_bans_lower_the_number_of_orders_required():
    g = planning(units={r: army("greyjoy", "footman") for r in ELEVEN}, banned=["defense"])
    d = decision(g, seat="greyjoy")
    assert d.options["count"] == 8
    assert not any(t.startswith("defense") for t in d.options["tokens"])


@pytest.mark.parametrize("players,limits", [
    (3, [3, 2, 1]), (4, [3, 2, 1, 0]), (5, [3, 3, 2, 1, 0]), (6, [3, 3, 2, 1, 0, 0])])
def test_star_limit_follows_kings_court_position(players, limits):
    g = position(players=players, phase="planning", seed=1)
    court = g.s.tracks["kings_court"]
    for pos, house in enumerate(court):
        assert decision(g, seat=house).options["star_limit"] == limits[pos]


def test_starred_orders_above_the_limit_are_refused():
    # 6 players: Martell is third on King's Court and may place two starred orders.
    units = {"sunspear": army("martell", "footman"), "salt-shore": army("martell", "footman"),
             "yronwood": army("martell", "footman"), "sea-of-dorne": army("martell", "ship")}
    g = planning(units=units)
    assert decision(g, seat="martell").options["star_limit"] == 2
    three = PlaceOrders((("sunspear", "special-consolidate-power"), ("salt-shore", "march-plus-one"),
                         ("yronwood", "defense-plus-two"), ("sea-of-dorne", "raid-1")))
    refused(g, "martell", three, match="at most 2 starred")
    g.act("martell", PlaceOrders((("sunspear", "special-consolidate-power"), ("salt-shore", "march-plus-one"),
                                  ("yronwood", "defense-plus-one-1"), ("sea-of-dorne", "raid-1"))))
    assert g.s.orders["salt-shore"] == {"house": "martell", "token": "march-plus-one"}


def test_star_limit_moves_with_the_track():
    tracks = {"kings_court": ["greyjoy", "tyrell", "martell", "baratheon", "stark", "lannister"]}
    g = planning(tracks=tracks)
    assert decision(g, seat="stark").options["star_limit"] == 0
    assert decision(g, seat="lannister").options["star_limit"] == 0
    refused(g, "stark", PlaceOrders((("winterfell", "march-plus-one"), ("white-harbor", "raid-1"),
                                     ("the-shivering-sea", "support-1"))), match="at most 0 starred")


@pytest.mark.parametrize("banned,token,ok", [
    ("defense", "defense-plus-one-1", "march"),
    ("defense", "defense-plus-two", "march"),
    ("march-plus-one", "march-plus-one", "march"),
    ("raid", "special-raid", "support-1"),
    ("support", "support-plus-one", "raid-1"),
    ("consolidate-power", "consolidate-power-1", "raid-1"),
])
def test_banned_orders_are_refused(banned, token, ok):
    g = planning(units={"winterfell": army("stark", "footman")}, banned=[banned])
    assert token not in decision(g, seat="stark").options["tokens"]
    assert ok in decision(g, seat="stark").options["tokens"]
    refused(g, "stark", PlaceOrders((("winterfell", token),)), match="may not be placed")
    g.act("stark", PlaceOrders((("winterfell", ok),)))


def test_orders_are_secret_until_everyone_has_placed():
    g = planning()
    ev = g.act("stark", PlaceOrders((("winterfell", "march"), ("white-harbor", "support-1"),
                                     ("the-shivering-sea", "raid-1"))))
    public = one_event(ev, "OrdersPlaced")
    assert public == {"house": "stark", "regions": ["the-shivering-sea", "white-harbor", "winterfell"]}
    secret = [e for e in ev if e.kind == "OrdersPlacedSecret"]
    assert len(secret) == 1 and secret[0].audience == ("stark",)
    assert not any(e.audience is None and "orders" in e.data for e in ev)
    assert g.s.orders == {} and not g.s.orders_revealed
    other = g.view("lannister")
    assert other["orders"] == {}
    assert "my_orders" not in other
    assert other["face_down_orders"] == {"the-shivering-sea": "stark", "white-harbor": "stark",
                                         "winterfell": "stark"}
    assert g.view(None)["orders"] == {}
    assert g.view("stark")["my_orders"]["winterfell"] == "march"
    # a house cannot place again
    refused(g, "stark", PlaceOrders((("winterfell", "raid-2"), ("white-harbor", "support-1"),
                                     ("the-shivering-sea", "raid-1"))), reason=Reason.NOT_AWAITED)


def test_orders_are_revealed_together():
    g = planning()
    place_all(g, {"stark": {"winterfell": "march", "white-harbor": "support-1", "the-shivering-sea": "raid-1"}})
    ev = g.act("lannister", PlaceOrders((("lannisport", "defense-plus-two"), ("stoney-sept", "consolidate-power-1"))))
    revealed = one_event(ev, "OrdersRevealed")["orders"]
    assert revealed == {"winterfell": ["stark", "march"], "white-harbor": ["stark", "support-1"],
                        "the-shivering-sea": ["stark", "raid-1"], "lannisport": ["lannister", "defense-plus-two"],
                        "stoney-sept": ["lannister", "consolidate-power-1"]}
    assert g.s.orders_revealed
    assert g.view("baratheon")["orders"]["winterfell"] == {"house": "stark", "token": "march"}
    # the raven comes after the reveal
    assert decision(g).kind == "raven" and decision(g).seat == "lannister"


# ----- Messenger Raven -----------------------------------------------------------------

def raven_game(**spec):
    units = {"lannisport": army("lannister", "footman"), "stoney-sept": army("lannister", "footman"),
             "searoad-marches": army("lannister", "footman"), "riverrun": army("lannister", "footman"),
             "winterfell": army("stark", "footman")}
    g = planning(units=units, **spec)
    place_all(g, {"stark": {"winterfell": "defense-plus-one-1"},
                  "lannister": {"lannisport": "defense-plus-two", "stoney-sept": "special-raid",
                                "searoad-marches": "support-plus-one", "riverrun": "march"}})
    return g


def test_raven_only_for_kings_court_holder():
    g = raven_game()
    d = decision(g, "raven")
    assert d.seat == g.s.tracks["kings_court"][0] == "lannister"
    assert d.options["actions"] == ["none", "replace", "peek"]
    refused(g, "stark", UseRaven("none"), reason=Reason.NOT_AWAITED)


def test_raven_replace_swaps_an_order_for_an_unused_one():
    g = raven_game()
    ev = g.act("lannister", UseRaven("replace", "riverrun", "march-minus-one"))
    assert one_event(ev, "OrderReplaced") == {"house": "lannister", "region": "riverrun", "old": "march",
                                              "new": "march-minus-one"}
    assert g.s.orders["riverrun"] == {"house": "lannister", "token": "march-minus-one"}
    assert g.s.stack[-1]["kind"] == "action"


def test_raven_replace_keeps_the_star_limit():
    g = raven_game()  # Lannister already has three starred orders, its limit
    refused(g, "lannister", UseRaven("replace", "riverrun", "march-plus-one"), match="starred order limit")
    # starred for starred stays within the limit
    g.act("lannister", UseRaven("replace", "stoney-sept", "special-consolidate-power"))
    assert g.s.orders["stoney-sept"]["token"] == "special-consolidate-power"


@pytest.mark.parametrize("region,token,why", [
    ("riverrun", "support-plus-one", "not unused"),     # already placed elsewhere
    ("riverrun", "march", "not unused"),                # the same token
    ("winterfell", "march-minus-one", "no lannister order"),  # someone else's order
    ("the-reach", "march-minus-one", "no lannister order"),
    ("riverrun", "no-such-order", "not unused"),
])
def test_raven_replace_refusals(region, token, why):
    g = raven_game()
    refused(g, "lannister", UseRaven("replace", region, token), match=why)


def test_raven_replace_cannot_bring_in_a_banned_order():
    units = {"lannisport": army("lannister", "footman"), "winterfell": army("stark", "footman")}
    g = planning(units=units, banned=["march-plus-one"])
    place_all(g, {"stark": {"winterfell": "raid-1"}, "lannister": {"lannisport": "march"}})
    refused(g, "lannister", UseRaven("replace", "lannisport", "march-plus-one"), match="may not be placed")


def test_raven_unknown_action_refused():
    g = raven_game()
    refused(g, "lannister", UseRaven("swap", "riverrun", "raid-1"), match="unknown raven action")


def test_raven_none_changes_nothing():
    g = raven_game()
    orders = dict(g.s.orders)
    deck = list(g.s.wildling_deck)
    ev = g.act("lannister", UseRaven("none"))
    assert events_of(ev, "RavenUnused") == [{"house": "lannister"}]
    assert g.s.orders == orders and g.s.wildling_deck == deck


def test_raven_peek_then_bury():
    g = raven_game(wildling_deck=["mammoth-riders", "crow-killers", "skinchanger-scout"])
    g.act("lannister", UseRaven("peek"))
    d = decision(g, "raven-peek")
    assert d.seat == "lannister" and d.options["card"] == "mammoth-riders"
    assert g.view("lannister")["wildling_top"] == "mammoth-riders"
    assert "wildling_top" not in g.view("stark") and "wildling_top" not in g.view(None)
    refused(g, "lannister", Choose("discard"), match="keep or bury")
    g.act("lannister", Choose("bury"))
    assert g.s.wildling_deck == ["crow-killers", "skinchanger-scout", "mammoth-riders"]
    assert "wildling_top" not in g.view("lannister")


def test_raven_peek_then_keep():
    g = raven_game(wildling_deck=["mammoth-riders", "crow-killers", "skinchanger-scout"])
    g.act("lannister", UseRaven("peek"))
    g.act("lannister", Choose("keep"))
    assert g.s.wildling_deck == ["mammoth-riders", "crow-killers", "skinchanger-scout"]
    assert g.view("lannister")["wildling_top"] == "mammoth-riders"
    assert g.s.orders["riverrun"]["token"] == "march"  # peeking does not touch orders
