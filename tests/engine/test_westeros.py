"""Round structure and the Westeros phase: every card, bans, and the wildling threat."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.commands import Bid, Choose, PlaceOrders, ResolveMarch, UseRaven
from engine.errors import Reason

from .helpers import army, decision, decisions, events_of, one_event, position, refused

def westeros(I, II=("last-days-of-summer",), III=("web-of-lies",), **spec):
    """Start a Westeros phase of round 2 with these cards on top of the three decks."""
    decks = {"I": list(I), "II": list(II), "III": list(III)}
    spec.setdefault("round", 2)
    return position(phase="westeros", westeros=decks, **spec)


def planning_tokens(g, house):
    return decision(g, "place-orders", house).options["tokens"]


# ----- round structure -------------------------------------------------------------------

def test_no_westeros_phase_in_round_one():
    g = position(phase="planning", units={"winterfell": army("stark", "footman")})
    sizes = {d: len(p) for d, p in g.s.westeros.items()}
    assert g.s.round == 1 and sizes == {"I": 10, "II": 10, "III": 10}
    assert g.s.revealed == []
    ev = g.act("stark", PlaceOrders((("winterfell", "consolidate-power-1"),)))
    ev += g.act("lannister", UseRaven("none"))
    kinds = [e.kind for e in ev]
    # round 1 ends, round 2 starts with the Westeros phase
    assert kinds.index("RoundEnded") < kinds.index("RoundStarted") < kinds.index("WesterosCardsRevealed")
    assert one_event(ev, "RoundStarted") == {"round": 2}
    assert g.s.round == 2
    assert {d: len(p) for d, p in g.s.westeros.items()} == {"I": 9, "II": 9, "III": 9}
    assert len(g.s.revealed) == 3


def test_new_game_starts_with_planning():
    g = position(phase="planning")
    assert g.s.round == 1 and {d.kind for d in g.waiting_for()} == {"place-orders"}
    assert not events_of(g._events, "WesterosCardsRevealed")


def test_cards_resolve_in_deck_order():
    g = westeros(["a-throne-of-blades"], ["dark-wings-dark-words"], ["put-to-the-sword"])
    assert decision(g).options["prompt"] == "a-throne-of-blades"
    g.act("baratheon", Choose("none"))
    assert decision(g).options["prompt"] == "dark-wings-dark-words"
    g.act("lannister", Choose("none"))
    assert decision(g).options["prompt"] == "put-to-the-sword"


# ----- deck I ----------------------------------------------------------------------------

def test_supply_card():
    g = westeros(["supply"], units={"winterfell": army("stark", "footman"), "the-stony-shore": army("stark", "footman")},
                 supply={"stark": 0, "lannister": 5})
    assert g.s.supply["stark"] == 2 and g.s.supply["lannister"] == 2


def test_mustering_card():
    g = westeros(["mustering"])
    d = decision(g, "muster")
    assert d.seat == "baratheon" and list(d.options["castles"]) == ["dragonstone"]


@pytest.mark.parametrize("choice", ["supply", "mustering", "none"])
def test_a_throne_of_blades(choice):
    g = westeros(["a-throne-of-blades"], supply={"stark": 0})
    d = decision(g, "choose")
    assert d.seat == g.s.tracks["iron_throne"][0] == "baratheon"
    assert d.options["options"] == ["supply", "mustering", "none"]
    refused(g, "baratheon", Choose("clash-of-kings"), match="not one of the options")
    g.act("baratheon", Choose(choice))
    assert g.s.supply["stark"] == (1 if choice == "supply" else 0)
    assert bool(decisions(g, "muster")) is (choice == "mustering")


def test_last_days_of_summer_does_nothing_but_raise_the_threat():
    g = westeros(["last-days-of-summer"], ["last-days-of-summer"], ["put-to-the-sword"], wildling_threat=2)
    before = position(phase="planning")
    assert g.s.wildling_threat == 6  # two icons
    assert g.s.power == before.s.power and g.s.units == before.s.units and g.s.supply == before.s.supply
    assert decision(g).options["prompt"] == "put-to-the-sword"


def test_winter_is_coming_reshuffles_and_draws_again():
    g = westeros(["winter-is-coming", "supply", "supply"], ["last-days-of-summer"], ["put-to-the-sword"], seed=3)
    ev = g._events
    reshuffled = one_event(ev, "WesterosDeckReshuffled")
    assert reshuffled["deck"] == "I"
    new = reshuffled["card"]
    # the whole deck (the drawn cards too) went back in, then one card was drawn
    assert len(g.s.westeros["I"]) == 9
    assert Counter(g.s.westeros["I"] + [new]) == Counter(g.rs.westeros_decks["I"])
    assert g.s.revealed[0] == new


def test_card_drawn_after_winter_is_coming_raises_no_threat():
    # icons are counted once, for the three cards first revealed (here one Last Days of Summer)
    for seed in range(60):
        g = westeros(["winter-is-coming"], ["last-days-of-summer"], ["put-to-the-sword"], seed=seed)
        if g.rs.westeros_cards[g.s.revealed[0]]["wildling_icon"]:
            assert g.s.wildling_threat == 2 + 2
            return
    pytest.fail("no seed drew a card with a wildling icon")


def test_winter_is_coming_in_deck_two():
    g = westeros(["last-days-of-summer"], ["winter-is-coming"], ["put-to-the-sword"], seed=5)
    r = one_event(g._events, "WesterosDeckReshuffled")
    assert r["deck"] == "II" and len(g.s.westeros["II"]) == 9
    assert Counter(g.s.westeros["II"] + [r["card"]]) == Counter(g.rs.westeros_decks["II"])


def test_winter_is_coming_resolves_the_new_card():
    # find a seed whose reshuffle draws Supply, and check that Supply is really carried out
    for seed in range(60):
        g = westeros(["winter-is-coming"], supply={"stark": 0}, seed=seed,
                     units={"winterfell": army("stark", "footman")})
        reshuffles = events_of(g._events, "WesterosDeckReshuffled")
        if len(reshuffles) == 1 and reshuffles[0]["card"] == "supply":
            assert g.s.supply["stark"] == 1
            return
    pytest.fail("no seed drew Supply")


# ----- deck II ----------------------------------------------------------------------------

GOT_UNITS = {"winterfell": army("stark", "footman"), "karhold": army("stark", "footman"),
             "port-of-winterfell": army("stark", "ship"),
             "white-harbor": army("stark", "footman"), "port-of-white-harbor": army("stark", "ship"),
             "the-narrow-sea": army("lannister", "ship"),
             "kings-landing": army("lannister", "footman")}


def test_game_of_thrones_crowns_and_ports():
    g = westeros(["last-days-of-summer"], ["game-of-thrones"], ["put-to-the-sword"], units=GOT_UNITS, neutral={},
                 tokens={"castle-black": "stark"}, power={h: 0 for h in ("stark", "lannister", "baratheon")})
    got = {e["house"]: e["amount"] for e in events_of(g._events, "PowerGained")}
    # Stark: Winterfell 1 + Karhold 1 + Castle Black (token) 1 + ship in Winterfell's port 1;
    # nothing for White Harbor's port: a Lannister ship is in the Narrow Sea
    assert got["stark"] == 4 and g.s.power["stark"] == 4
    # Lannister: King's Landing 2 crowns (Lannisport has none); Baratheon: Dragonstone 1
    assert got["lannister"] == 2 and got["baratheon"] == 1


def test_game_of_thrones_port_without_a_ship_gives_nothing():
    u = {"winterfell": army("stark", "footman")}
    g = westeros(["last-days-of-summer"], ["game-of-thrones"], ["put-to-the-sword"], units=u, power={"stark": 0})
    assert g.s.power["stark"] == 1


def test_game_of_thrones_respects_the_cap():
    g = westeros(["last-days-of-summer"], ["game-of-thrones"], ["put-to-the-sword"], units=GOT_UNITS, neutral={},
                 power={"stark": 19})
    assert g.s.power["stark"] == 20


@pytest.mark.parametrize("choice", ["clash-of-kings", "game-of-thrones", "none"])
def test_dark_wings_dark_words(choice):
    g = westeros(["last-days-of-summer"], ["dark-wings-dark-words"], ["put-to-the-sword"],
                 units={"winterfell": army("stark", "footman")}, power={"stark": 0})
    d = decision(g, "choose")
    assert d.seat == g.s.tracks["kings_court"][0] == "lannister"
    assert d.options["options"] == ["clash-of-kings", "game-of-thrones", "none"]
    refused(g, "baratheon", Choose("none"), reason=Reason.NOT_AWAITED)
    g.act("lannister", Choose(choice))
    bids = decisions(g, "bid")
    assert bool(bids) is (choice == "clash-of-kings")
    if bids:
        assert bids[0].options["purpose"] == "clash-of-kings:iron_throne"
    assert g.s.power["stark"] == (1 if choice == "game-of-thrones" else 0)


def test_clash_of_kings_card_starts_the_bidding():
    g = westeros(["last-days-of-summer"], ["clash-of-kings"], ["put-to-the-sword"])
    assert sorted(d.seat for d in decisions(g, "bid")) == sorted(g.s.houses)
    assert {d.options["purpose"] for d in decisions(g, "bid")} == {"clash-of-kings:iron_throne"}


# ----- deck III: bans ---------------------------------------------------------------------

@pytest.mark.parametrize("card,gone,kept", [
    ("storm-of-swords", ["defense-plus-one-1", "defense-plus-one-2", "defense-plus-two"], ["march-plus-one"]),
    ("rains-of-autumn", ["march-plus-one"], ["march", "march-minus-one"]),
    ("sea-of-storms", ["raid-1", "raid-2", "special-raid"], ["support-1"]),
    ("feast-for-crows", ["consolidate-power-1", "consolidate-power-2", "special-consolidate-power"], ["raid-1"]),
    ("web-of-lies", ["support-1", "support-2", "support-plus-one"], ["raid-1"]),
])
def test_restriction_cards(card, gone, kept):
    g = westeros(["last-days-of-summer"], ["last-days-of-summer"], [card],
                 units={"winterfell": army("stark", "footman")})
    tokens = planning_tokens(g, "stark")
    assert not set(gone) & set(tokens)
    assert set(kept) <= set(tokens)
    refused(g, "stark", PlaceOrders((("winterfell", gone[0]),)), match="may not be placed")


@pytest.mark.parametrize("choice,gone", [("defense", "defense-plus-two"), ("march-plus-one", "march-plus-one"),
                                         ("none", None)])
def test_put_to_the_sword(choice, gone):
    g = westeros(["last-days-of-summer"], ["last-days-of-summer"], ["put-to-the-sword"],
                 units={"winterfell": army("stark", "footman")})
    d = decision(g, "choose")
    assert d.seat == g.s.tracks["fiefdoms"][0] == "greyjoy"
    assert d.options["options"] == ["defense", "march-plus-one", "none"]
    g.act("greyjoy", Choose(choice))
    tokens = planning_tokens(g, "stark")
    assert len(tokens) == 15 - {"defense": 3, "march-plus-one": 1, "none": 0}[choice]
    if gone:
        assert gone not in tokens
        assert g.s.banned == [choice]


def test_bans_last_only_one_round():
    quiet = {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["put-to-the-sword"]}
    g = position(phase="march", units={"winterfell": army("stark", "footman")},
                 orders={"winterfell": ["stark", "march"]}, banned=["defense", "support"], westeros=quiet)
    g.act("stark", ResolveMarch("winterfell"))
    assert g.s.round == 2 and g.s.banned == []
    g.act("greyjoy", Choose("none"))
    assert "defense-plus-two" in planning_tokens(g, "stark") and "support-1" in planning_tokens(g, "stark")


def test_wildlings_attack_card():
    g = westeros(["supply"], ["game-of-thrones"], ["wildlings-attack"], wildling_threat=6)
    bids = decisions(g, "bid")
    assert sorted(d.seat for d in bids) == sorted(g.s.houses)
    assert bids[0].options["purpose"] == "wildlings"
    assert g.view(None)["wildling_attack"]["strength"] == 6


# ----- wildling threat ------------------------------------------------------------------------

@pytest.mark.parametrize("cards,threat", [
    ((["supply"], ["game-of-thrones"], ["wildlings-attack"]), 4),          # no icon: stays at 4
    ((["last-days-of-summer"], ["game-of-thrones"], ["put-to-the-sword"]), 6),
    ((["a-throne-of-blades"], ["dark-wings-dark-words"], ["web-of-lies"]), 10),
])
def test_threat_rises_two_per_icon(cards, threat):
    g = westeros(*cards, wildling_threat=4)
    assert one_event(g._events, "WesterosCardsRevealed")["threat"] == threat
    assert g.s.wildling_threat == threat


def all_bid_zero(g):
    for d in decisions(g, "bid"):
        g.act(d.seat, Bid(0))
    d = decision(g, "choose")  # everyone tied lowest: the Iron Throne holder names the victim
    assert d.seat == "baratheon" and d.options["prompt"] == "wildlings-lowest-bidder"
    g.act("baratheon", Choose("stark"))


def test_threat_reaching_twelve_attacks_before_the_cards_resolve():
    g = westeros(["last-days-of-summer"], ["game-of-thrones"], ["put-to-the-sword"], wildling_threat=10,
                 wildling_deck=["silence-at-the-wall", "crow-killers"], power={"stark": 0})
    assert g.s.wildling_threat == 12
    assert {d.options["purpose"] for d in decisions(g, "bid")} == {"wildlings"}
    assert g.view(None)["wildling_attack"]["strength"] == 12
    assert not events_of(g._events, "PowerGained")  # Game of Thrones waits for the attack
    all_bid_zero(g)
    # wildlings win (0 < 12); the threat drops by 4 and then the cards are resolved
    assert g.s.wildling_threat == 8
    assert g.s.power["stark"] == 1  # Game of Thrones then gave Winterfell's crown
    assert decision(g).options["prompt"] == "put-to-the-sword"


def test_threat_never_passes_twelve():
    g = westeros(["last-days-of-summer"], ["last-days-of-summer"], ["web-of-lies"], wildling_threat=10)
    assert g.s.wildling_threat == 12


def test_a_second_attack_in_the_same_round():
    g = westeros(["last-days-of-summer"], ["last-days-of-summer"], ["wildlings-attack"], wildling_threat=10,
                 wildling_deck=["silence-at-the-wall", "silence-at-the-wall"])
    assert g.view(None)["wildling_attack"]["strength"] == 12
    all_bid_zero(g)
    # the Wildlings Attack card of deck III: a second attack, at the lowered threat
    assert {d.options["purpose"] for d in decisions(g, "bid")} == {"wildlings"}
    assert g.view(None)["wildling_attack"]["strength"] == g.s.wildling_threat == 8
