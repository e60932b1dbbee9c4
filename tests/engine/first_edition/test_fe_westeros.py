"""First edition event phase: the three decks, mammoth icons, bans, Rains of Autumn,
Game of Thrones, Winter is Coming, and the wildling attack with its own outcomes."""
from __future__ import annotations

import pytest

from engine.commands import Bid, Choose, PlaceOrders, SelectUnits
from engine.errors import Reason

from tests.engine.helpers import army, decision, decisions, events_of, one_event, refused

from .helpers import fe_hands, fe_position


def events_phase(I=("last-days-of-summer",), II=("last-days-of-summer",), III=("last-days-of-summer",), **spec):
    decks = {"I": list(I), "II": list(II), "III": list(III)}
    spec.setdefault("round", 2)
    return fe_position(phase="westeros", westeros=decks, **spec)


def test_no_event_phase_in_round_one():
    g = fe_position(phase="planning", units={"winterfell": army("stark", "footman")})
    assert g.s.round == 1 and g.s.revealed == []


def test_each_mammoth_icon_moves_the_wildling_marker_two_and_twelve_starts_no_attack():
    g = events_phase(["last-days-of-summer"], ["last-days-of-summer"], ["sea-of-storms"], wildling_threat=6)
    assert g.s.wildling_threat == 12  # three icons
    g = events_phase(["last-days-of-summer"], ["last-days-of-summer"], ["last-days-of-summer"],
                     wildling_threat=10)
    assert g.s.wildling_threat == 12
    assert not [d for d in g.waiting_for() if d.kind == "bid"]  # only a Wildling Attack card attacks


def test_sea_of_storms_feast_for_crows_and_storm_of_swords_forbid_an_order_type():
    for card, banned in (("sea-of-storms", "raid"), ("feast-for-crows", "consolidate-power"),
                         ("storm-of-swords", "defense")):
        g = events_phase(III=[card], units={"winterfell": army("stark", "footman")})
        assert g.s.banned == [banned]
        tokens = decision(g, "place-orders", "stark").options["tokens"]
        assert not [t for t in tokens if g.rs.order_tokens[t].type == banned]


def test_rains_of_autumn_bans_nothing_and_sets_the_supporting_footmen_rule():
    g = events_phase(III=["rains-of-autumn"], units={"winterfell": army("stark", "footman")})
    assert g.s.banned == [] and g.s.round_rules == ["supporting-footmen-count-zero"]
    assert "march-plus-one" in decision(g, "place-orders", "stark").options["tokens"]


def test_game_of_thrones_gives_one_power_per_crown_controlled():
    g = events_phase(II=["game-of-thrones"], units={"winterfell": army("stark", "footman"),
                                                    "white-harbor": army("stark", "footman")})
    crowns = g.rs.regions["winterfell"].crowns + g.rs.regions["white-harbor"].crowns
    assert g.s.power["stark"] == 5 + crowns


def test_winter_is_coming_reshuffles_its_deck_and_draws_again():
    g = events_phase(I=["winter-is-coming"], units={"winterfell": army("stark", "footman")})
    assert len(g.s.westeros["I"]) == 9  # the whole deck of ten, reshuffled, less the new card
    assert g.s.revealed[0] != "winter-is-coming"


def test_the_card_drawn_after_winter_is_coming_moves_the_marker_if_it_shows_a_mammoth():
    """The decks are revealed one after another and every mammoth that appears moves the
    marker (每张牌上都可能有猛犸象图案。如果出现猛犸象图案，把野人标记移动一格): the card drawn
    to replace Winter is Coming too. Decks II and III show one mammoth each here."""
    seen = set()
    for seed in range(40):
        g = events_phase(I=["winter-is-coming"], III=["storm-of-swords"], seed=seed,
                         units={"winterfell": army("stark", "footman")})
        icon = bool(g.rs.westeros_cards[g.s.revealed[0]]["wildling_icon"])
        assert g.s.wildling_threat == 4 + (2 if icon else 0), (seed, g.s.revealed)
        seen.add(icon)
        if seen == {True, False}:
            return
    pytest.fail(f"40 seeds never drew both kinds of card: {seen}")


def attack(threat, bids, **spec):
    """A Wildling Attack in deck III; decks I and II show Last Days of Summer (two icons: +4)."""
    spec.setdefault("units", {"winterfell": army("stark", "footman", "knight"),
                              "white-harbor": army("stark", "footman"),
                              "lannisport": army("lannister", "footman", "footman"),
                              "dragonstone": army("baratheon", "knight"),
                              "highgarden": army("tyrell", "footman"),
                              "pyke": army("greyjoy", "footman")})
    g = events_phase(III=["wildling-attack"], wildling_threat=threat, power={h: 5 for h in
                     ("lannister", "stark", "baratheon", "tyrell", "greyjoy")}, **spec)
    ev = []
    for d in decisions(g, "bid"):
        ev += g.act(d.seat, Bid(bids[d.seat]))
    return g, ev


def test_nights_watch_win_lets_the_top_bidder_take_back_one_used_card():
    spec = fe_hands(stark=["eddard-stark", "robb-stark"])
    g, ev = attack(0, {"lannister": 1, "stark": 3, "baratheon": 0, "tyrell": 0, "greyjoy": 0}, **spec)
    assert one_event(ev, "WildlingsAttackDecided")["nights_watch_won"] is True
    assert g.s.wildling_threat == 0
    d = decision(g, "choose", "stark")
    assert d.options["prompt"] == "nights-watch-card-back"
    assert d.options["options"][-1] == "none" and "maester-luwin" in d.options["options"]
    ev = g.act("stark", Choose("maester-luwin"))
    assert "maester-luwin" in g.s.hands["stark"] and "maester-luwin" not in g.s.discards["stark"]


def test_wildling_win_costs_everyone_two_points_of_units_and_the_lowest_bidder_two_more():
    g, ev = attack(6, {"lannister": 1, "stark": 2, "baratheon": 1, "tyrell": 1, "greyjoy": 0})
    assert one_event(ev, "WildlingsAttackDecided")["nights_watch_won"] is False
    assert g.s.wildling_threat == 0  # back to 0 after any attack
    # Iron Throne order: Baratheon, Lannister, Stark, Greyjoy (lowest bidder, 4), Tyrell
    # units worth no more than they must lose go without a question (Baratheon's knight,
    # Lannister's two footmen); Stark chooses
    assert "dragonstone" not in g.s.units and "lannisport" not in g.s.units
    d = decision(g, "select-units", "stark")
    assert d.options["rule"] == "worth" and d.options["worth"] == 2
    refused(g, "stark", SelectUnits((("winterfell", "knight"), ("white-harbor", "footman"))), match="worth 2")
    refused(g, "stark", SelectUnits((("white-harbor", "footman"),)), match="worth 2")
    g.act("stark", SelectUnits((("winterfell", "knight"),)))
    assert "pyke" not in g.s.units and "highgarden" not in g.s.units  # fewer than their points: all go


def test_every_bot_level_answers_the_wildling_losses_legally():
    from engine.bots.heuristic import HeuristicBot
    from engine.bots.random_bot import RandomBot

    for bot in (HeuristicBot(1), RandomBot(1)):
        g, _ = attack(6, {"lannister": 1, "stark": 2, "baratheon": 1, "tyrell": 1, "greyjoy": 0})
        d = decision(g, "select-units", "stark")
        g.act("stark", bot.propose(g.view("stark"), d.to_wire(), 0))
        assert sum(g.rs.unit_types[u].muster_cost for a in g.s.units.values() if a["house"] == "stark"
                   for u in a["units"]) == 2  # 4 points of units, 2 removed
