"""Wildling attacks: bidding against the threat, who is hit, the threat afterwards, the used card."""
from __future__ import annotations

from engine.commands import Bid, Choose, UseRaven

from .helpers import decision, decisions, one_event, position, refused

# two icons (+4) then the attack
ATTACK = {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["wildlings-attack"]}
DECK = ["silence-at-the-wall", "mammoth-riders", "crow-killers"]


def attack(threat_before, power=None, **spec):
    """Three players (Iron Throne: baratheon, lannister, stark); the attack comes at threat_before + 4."""
    spec.setdefault("wildling_deck", list(DECK))
    return position(players=3, phase="westeros", round=2, westeros=spec.pop("westeros", ATTACK),
                    wildling_threat=threat_before,
                    power=power or {"stark": 5, "lannister": 5, "baratheon": 5}, **spec)


def bids(g, amounts):
    ev = []
    for house, n in amounts.items():
        ev += g.act(house, Bid(n))
    return ev


def test_nights_watch_wins_when_bids_reach_the_threat():
    g = attack(4)
    assert g.view(None)["wildling_attack"]["strength"] == 8
    ev = bids(g, {"stark": 4, "lannister": 3, "baratheon": 1})
    r = one_event(ev, "WildlingsAttackResolved")
    assert r["nights_watch_won"] is True and r["total"] == 8 and r["target"] == "stark"
    assert r["card"] == "silence-at-the-wall"
    assert g.s.wildling_threat == 0
    assert g.s.power == {"stark": 1, "lannister": 2, "baratheon": 4}  # every bid is lost


def test_wildlings_win_below_the_threat():
    g = attack(4)
    ev = bids(g, {"stark": 3, "lannister": 2, "baratheon": 1})
    r = one_event(ev, "WildlingsAttackResolved")
    assert r["nights_watch_won"] is False and r["total"] == 6 and r["target"] == "baratheon"
    assert g.s.wildling_threat == 4  # two spaces back
    assert g.s.power == {"stark": 2, "lannister": 3, "baratheon": 4}


def test_threat_does_not_fall_below_zero():
    g = attack(0, power={"stark": 0, "lannister": 0, "baratheon": 0},
               westeros={"I": ["supply"], "II": ["last-days-of-summer"], "III": ["wildlings-attack"]})
    # nobody has power: the bids are automatic, lowest bidders tie
    d = decision(g, "choose")
    assert d.options["prompt"] == "wildlings-lowest-bidder"
    assert d.options["options"] == ["baratheon", "lannister", "stark"]
    g.act("baratheon", Choose("lannister"))
    assert g.s.wildling_threat == 0


def test_tie_for_highest_bidder_settled_by_the_iron_throne():
    g = attack(4)
    bids(g, {"stark": 4, "lannister": 4, "baratheon": 0})
    d = decision(g, "choose")
    assert d.seat == "baratheon" and d.options["prompt"] == "wildlings-highest-bidder"
    assert d.options["options"] == ["lannister", "stark"]
    refused(g, "baratheon", Choose("baratheon"), match="not one of the options")
    ev = g.act("baratheon", Choose("stark"))
    assert one_event(ev, "WildlingsAttackResolved")["target"] == "stark"


def test_tie_for_lowest_bidder_settled_by_the_iron_throne():
    g = attack(4)
    bids(g, {"stark": 1, "lannister": 1, "baratheon": 3})
    d = decision(g, "choose")
    assert d.seat == "baratheon" and d.options["prompt"] == "wildlings-lowest-bidder"
    assert d.options["options"] == ["lannister", "stark"]
    ev = g.act("baratheon", Choose("lannister"))
    assert one_event(ev, "WildlingsAttackResolved")["target"] == "lannister"


def test_used_wildling_card_goes_to_the_bottom():
    g = attack(4)
    bids(g, {"stark": 3, "lannister": 2, "baratheon": 1})
    assert g.s.wildling_deck == ["mammoth-riders", "crow-killers", "silence-at-the-wall"]


def test_all_houses_bid_and_bids_are_hidden():
    g = attack(4)
    assert sorted(d.seat for d in decisions(g, "bid")) == ["baratheon", "lannister", "stark"]
    g.act("stark", Bid(4))
    assert "my_bid" not in g.view("lannister")["bidding"]
    assert g.view("lannister")["bidding"]["placed"] == ["stark"]


def test_attack_clears_a_raven_peek():
    g = position(players=3, phase="planning", units={}, westeros=ATTACK, wildling_threat=4,
                 wildling_deck=list(DECK))
    g.act("lannister", UseRaven("peek"))
    g.act("lannister", Choose("keep"))
    # nobody had orders: round 2 starts with the attack
    assert g.s.round == 2 and g.view("lannister")["wildling_top"] == "silence-at-the-wall"
    bids(g, {"stark": 3, "lannister": 2, "baratheon": 1})
    assert g.s.raven_peek == {} and "wildling_top" not in g.view("lannister")
