"""Bidding: secret simultaneous bids, lost tokens, and the Clash of Kings with its ties."""
from __future__ import annotations

import pytest

from engine.commands import Bid, OrderHouses
from engine.errors import Reason

from .helpers import decision, decisions, events_of, one_event, position, refused

CLASH = {"I": ["last-days-of-summer"], "II": ["clash-of-kings"], "III": ["put-to-the-sword"]}


def clash(power=None, players=3, **spec):
    """Three players: Iron Throne baratheon, lannister, stark."""
    return position(players=players, phase="westeros", round=2, westeros=CLASH,
                    power=power or {"stark": 5, "lannister": 5, "baratheon": 5}, **spec)


def bid_round(g, bids):
    events = []
    for house, amount in bids.items():
        events += g.act(house, Bid(amount))
    return events


def test_bids_are_secret_until_all_are_in():
    g = clash()
    ev = g.act("stark", Bid(3))
    assert one_event(ev, "BidPlaced") == {"house": "stark", "purpose": "clash-of-kings:iron_throne"}
    secret = [e for e in ev if e.kind == "BidPlacedSecret"]
    assert secret[0].audience == ("stark",) and secret[0].data["amount"] == 3
    assert g.view("lannister")["bidding"] == {"purpose": "clash-of-kings:iron_throne",
                                              "houses": ["baratheon", "lannister", "stark"], "placed": ["stark"]}
    assert g.view("stark")["bidding"]["my_bid"] == 3
    assert "my_bid" not in g.view(None)["bidding"]
    assert g.s.power["stark"] == 5  # nothing is paid before the reveal
    refused(g, "stark", Bid(1), reason=Reason.NOT_AWAITED)


def test_bid_limits():
    g = clash(power={"stark": 2, "lannister": 5, "baratheon": 5})
    refused(g, "stark", Bid(3), match="between 0 and 2")
    refused(g, "stark", Bid(-1), match="between 0 and 2")
    g.act("stark", Bid(2))


def test_houses_without_power_bid_nothing_automatically():
    g = clash(power={"stark": 0, "lannister": 5, "baratheon": 5})
    assert sorted(d.seat for d in decisions(g, "bid")) == ["baratheon", "lannister"]


def test_bids_are_lost_and_rank_the_track():
    g = clash()
    ev = bid_round(g, {"stark": 3, "lannister": 1, "baratheon": 0})
    assert one_event(ev, "BidsRevealed") == {"purpose": "clash-of-kings:iron_throne",
                                             "bids": {"stark": 3, "lannister": 1, "baratheon": 0}}
    assert g.s.tracks["iron_throne"] == ["stark", "lannister", "baratheon"]
    assert g.s.power == {"stark": 2, "lannister": 4, "baratheon": 5}
    # the next track is bid for at once
    assert {d.options["purpose"] for d in decisions(g, "bid")} == {"clash-of-kings:fiefdoms"}


def test_all_three_tracks_in_order():
    g = clash()
    bid_round(g, {"stark": 3, "lannister": 1, "baratheon": 0})
    bid_round(g, {"stark": 0, "lannister": 2, "baratheon": 1})
    ev = bid_round(g, {"stark": 2, "lannister": 0, "baratheon": 4})
    assert g.s.tracks == {"iron_throne": ["stark", "lannister", "baratheon"],
                          "fiefdoms": ["lannister", "baratheon", "stark"],
                          "kings_court": ["baratheon", "stark", "lannister"]}
    assert g.s.power == {"stark": 0, "lannister": 2, "baratheon": 0}
    changed = events_of(ev, "TrackChanged")[-1]
    assert {k: changed[k] for k in ("track", "order")} == {"track": "kings_court",
                                                           "order": ["baratheon", "stark", "lannister"]}
    # the public bid report: every bid, the order before and after, no ties
    assert changed["bidding"] == g.s.last_bidding == {
        "kind": "clash-of-kings", "purpose": "clash-of-kings:kings_court", "round": g.s.round,
        "track": "kings_court",
        "before": ["lannister", "stark", "baratheon"], "bids": {"stark": 2, "lannister": 0, "baratheon": 4},
        "order": ["baratheon", "stark", "lannister"], "ties": []}
    assert g.view(None)["last_bidding"] == g.s.last_bidding
    assert decision(g).options["prompt"] == "put-to-the-sword"  # then deck III


def test_iron_throne_tie_settled_by_the_previous_holder():
    g = clash()
    bid_round(g, {"stark": 2, "lannister": 2, "baratheon": 0})
    d = decision(g, "order-houses")
    assert d.seat == "baratheon" and sorted(d.options["houses"]) == ["lannister", "stark"]
    refused(g, "baratheon", OrderHouses(("stark", "baratheon")), match="exactly the tied houses")
    refused(g, "baratheon", OrderHouses(("stark", "stark")), match="exactly the tied houses")
    refused(g, "stark", OrderHouses(("stark", "lannister")), reason=Reason.NOT_AWAITED)
    ev = g.act("baratheon", OrderHouses(("stark", "lannister")))
    assert g.s.tracks["iron_throne"] == ["stark", "lannister", "baratheon"]
    report = events_of(ev, "TrackChanged")[-1]["bidding"]
    assert report["ties"] == [{"houses": ["lannister", "stark"] if report["ties"][0]["houses"][0] == "lannister"
                               else ["stark", "lannister"], "settled_by": "baratheon",
                               "order": ["stark", "lannister"]}]
    assert sorted(report["ties"][0]["houses"]) == ["lannister", "stark"]
    assert report["bids"] == {"stark": 2, "lannister": 2, "baratheon": 0}
    assert report["order"] == ["stark", "lannister", "baratheon"]


def test_later_ties_settled_by_the_new_holder():
    g = clash()
    bid_round(g, {"stark": 3, "lannister": 1, "baratheon": 0})
    bid_round(g, {"stark": 0, "lannister": 0, "baratheon": 0})
    d = decision(g, "order-houses")
    assert d.seat == "stark" and d.options["prompt"] == "clash-of-kings:fiefdoms"
    g.act("stark", OrderHouses(("baratheon", "stark", "lannister")))
    assert g.s.tracks["fiefdoms"] == ["baratheon", "stark", "lannister"]


@pytest.mark.parametrize("players", [4, 5, 6])
def test_every_house_bids(players):
    g = clash(players=players, power={})
    assert sorted(d.seat for d in decisions(g, "bid")) == sorted(g.s.houses)
