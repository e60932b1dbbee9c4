"""Public reports of outcomes: the battle summary, the bid reports and the Westeros draw, each
checked against the combat or bidding that produced it, and kept free of secrets."""
from __future__ import annotations

from engine.commands import ChooseHouseCard, DeclareSupport
from engine.positions import build_position

from .test_house_cards import Fight, army
from .test_wildling_cards import Attack
from .test_tides_of_battle import TIDES, deal  # noqa: F401  (the fixture)


def _ended(f: Fight) -> dict:
    (ended,) = f.of_kind("CombatEnded")
    return ended["summary"]


def test_battle_summary_carries_every_number_of_the_combat(deal):  # noqa: F811
    deal("sword", "fortification")
    f = Fight("stark", "stoney-sept", "harrenhal", options=TIDES,
              units={"stoney-sept": army("stark", "knight", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman", "footman"),
                     "crackclaw-point": army("baratheon", "footman", "footman")},
              orders={"crackclaw-point": ["baratheon", "support-1"]})
    f.act("baratheon", DeclareSupport((("crackclaw-point", "attacker"),)))
    f.play(stark="greatjon-umber", lannister="cersei-lannister")
    f.casualties("lannister", 1, "footman")  # Greatjon's sword and the Tides sword, one fortification
    f.retreat("lannister", "riverrun")
    summary = _ended(f)
    r = f.result
    assert summary == f.s.last_battle == f.g.view(None)["last_battle"] == f.g.view("martell")["last_battle"]
    assert (summary["attacker"], summary["defender"], summary["area"], summary["source"]) == (
        "stark", "lannister", "harrenhal", "stoney-sept")
    assert summary["cards"] == {"stark": "greatjon-umber", "lannister": "cersei-lannister"}
    assert summary["tides"] == {"stark": "sword", "lannister": "fortification"}
    # strength term by term: the very numbers the resolution used
    assert summary["strength"] == r["breakdown"]
    assert summary["totals"] == {"attacker": r["attacker_strength"], "defender": r["defender_strength"]}
    assert summary["strength"]["attacker"]["support"] == 2
    assert summary["support_areas"] == {"attacker": [{"region": "crackclaw-point", "house": "baratheon",
                                                      "strength": 2}], "defender": []}
    assert summary["units"] == {"attacker": ["knight", "knight", "knight"],
                                "defender": ["footman", "footman", "footman"]}
    # swords, fortifications and skulls of each side, and the losses they caused
    assert summary["icons"] == r["icons"] == {
        "attacker": {"swords": 2, "fortifications": 0, "skulls": 0},
        "defender": {"swords": 0, "fortifications": 1, "skulls": 0}}
    assert summary["casualties_due"] == {"lannister": 1}
    assert summary["casualties"] == [{"house": "lannister", "unit": "footman", "region": "harrenhal",
                                      "why": "casualties"}]
    assert summary["retreat"] == {"house": "lannister", "dest": "riverrun", "units": ["footman", "footman"],
                                  "destroyed": []}
    assert summary["tie_break"] is None and r["tie_break"] is None
    assert (summary["winner"], summary["loser"]) == ("stark", "lannister")
    assert not summary["ended_early"] and not summary["neutral"]


def test_a_tie_says_which_track_decided_it():
    f = Fight("stark", "stoney-sept", "harrenhal",
              tracks={"fiefdoms": ["greyjoy", "tyrell", "martell", "lannister", "baratheon", "stark"]},
              units={"stoney-sept": army("stark", "footman", "footman"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(stark="greatjon-umber", lannister="ser-jaime-lannister")
    assert f.result["attacker_strength"] == f.result["defender_strength"] == 4
    f.casualties("stark", 1, "footman")  # Jaime's sword; the other footman goes back routed
    summary = _ended(f)
    assert summary["tie_break"] == f.result["tie_break"] == {
        "track": "fiefdoms", "winner": "lannister", "positions": {"stark": 6, "lannister": 4}}
    assert summary["winner"] == "lannister"
    assert summary["retreat"] == {"house": "stark", "dest": "stoney-sept", "units": ["footman"], "destroyed": []}
    assert summary["casualties"] == [{"house": "stark", "unit": "footman", "region": "harrenhal",
                                      "why": "casualties"}]


def test_abilities_that_fired_are_listed_with_what_they_did():
    # Tyrion cancels Mace; Loras fights instead: Tyrion is listed with the cancel, Mace never fired
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(tyrell="mace-tyrell", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "cancel")
    f.play(tyrell="ser-loras-tyrell")
    while (ds := [d for d in f.g.waiting_for() if d.kind in ("select-units", "retreat")]):
        d = ds[0]
        if d.kind == "retreat":
            f.retreat(d.seat, d.options["options"][0])
        else:
            f.casualties(d.seat, d.options["min"], *[u for _, u in d.options["candidates"][:d.options["min"]]])
    summary = _ended(f)
    assert summary["cards"] == {"tyrell": "ser-loras-tyrell", "lannister": "tyrion-lannister"}
    fired = {(a["house"], a["card"], a["step"]) for a in summary["abilities"]}
    assert ("lannister", "tyrion-lannister", "cancel") in fired
    assert not any(a["card"] == "mace-tyrell" for a in summary["abilities"])
    tyrion = next(a for a in summary["abilities"] if a["card"] == "tyrion-lannister")
    assert {"kind": "HouseCardCancelled",
            "data": {"house": "lannister", "victim": "tyrell", "card": "mace-tyrell"}} in tyrion["events"]


def test_an_ability_that_kills_lists_its_casualty():
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(tyrell="mace-tyrell", lannister="the-hound")
    while (ds := [d for d in f.g.waiting_for() if d.kind in ("select-units", "retreat")]):
        d = ds[0]
        if d.kind == "retreat":
            f.retreat(d.seat, d.options["options"][0])
        else:
            f.casualties(d.seat, d.options["min"], *[u for _, u in d.options["candidates"][:d.options["min"]]])
    summary = _ended(f)
    mace = next(a for a in summary["abilities"] if a["card"] == "mace-tyrell")
    assert mace["step"] == "immediately" and mace["events"][0]["kind"] == "UnitsDestroyed"
    assert {"house": "lannister", "unit": "footman", "region": "harrenhal", "why": "mace-tyrell"} in \
        summary["casualties"]
    assert summary["units"]["defender"] == ["footman"]  # the one left to fight


def test_nothing_secret_before_the_reveal(deal):  # noqa: F811
    deal("two", "fortification")
    f = Fight("greyjoy", "stoney-sept", "harrenhal", blade_used=False, options=TIDES,
              units={"stoney-sept": army("greyjoy", "knight"), "harrenhal": army("stark", "footman")})
    f.act("greyjoy", ChooseHouseCard("dagmar-cleftjaw"))
    for seat in (None, "stark", "lannister"):
        v = f.g.view(seat)
        assert v["last_battle"] is None and "icons" not in v["combat"] and "cards" not in v["combat"]
    f.act("stark", ChooseHouseCard("catelyn-stark"))
    # the cards are up, the Tides of Battle still face down: icons wait for the Tides
    assert f.decision("choose", "greyjoy").options["prompt"] == "valyrian-steel-blade-redraw"
    for seat in (None, "stark", "lannister"):
        c = f.g.view(seat)["combat"]
        assert c["cards"] == {"greyjoy": "dagmar-cleftjaw", "stark": "catelyn-stark"}
        assert "icons" not in c and "tides" not in c
    assert not any("two" in str(e.data) or "fortification" in str(e.data) for e in f.events
                   if e.audience is None)
    f.choose("greyjoy", "valyrian-steel-blade-redraw", "none")
    c = f.g.view(None)["combat"]
    assert c["icons"]["defender"] == {"swords": 0, "fortifications": 1, "skulls": 0}  # the Tides card's


def test_neutral_force_gets_the_short_form():
    g = build_position({"players": 6, "phase": "march", "turn": "baratheon",
                        "units": {"kingswood": army("baratheon", "knight", "knight", "footman"),
                                  "the-arbor": army("tyrell", "footman")},
                        "orders": {"kingswood": ["baratheon", "march"], "the-arbor": ["tyrell", "march"]}})
    from engine.commands import ResolveMarch

    ev = g.act("baratheon", ResolveMarch("kingswood", (("kings-landing", ("knight", "knight", "footman")),)))
    (attacked,) = [e.data for e in ev if e.kind == "NeutralForceAttacked"]
    s = attacked["summary"]
    assert s == g.s.last_battle and s["neutral"] and s["won"]
    assert s["strength"]["attacker"] == {"units": 5, "order": 0, "support": 0}
    assert s["totals"] == {"attacker": 5, "defender": 5} and s["needed"] == 5


def test_westeros_cards_with_their_wildling_icons_and_control_in_the_view():
    a = Attack("silence-at-the-wall", power={"baratheon": 3, "lannister": 2, "stark": 1})
    v = a.g.view(None)
    assert v["westeros_drawn"] == [{"deck": "I", "card": "last-days-of-summer", "wildling_icon": True},
                                   {"deck": "II", "card": "last-days-of-summer", "wildling_icon": True},
                                   {"deck": "III", "card": "wildlings-attack", "wildling_icon": False}]
    from engine import board as B

    rs, st = a.g.rs, a.g.s
    assert v["castles"] == {h: B.castle_count(rs, st, h) for h in st.houses}
    assert v["barrels"] == {h: B.barrels(rs, st, h) for h in st.houses}
    for r in rs.regions:
        assert v["control"].get(r) == B.controller(rs, st, r)
    assert v["control"]["winterfell"] == "stark" and v["castles"]["stark"] >= 1


def test_wildling_report_names_every_bid_and_the_outcome():
    a = Attack("silence-at-the-wall", power={"baratheon": 3, "lannister": 2, "stark": 1})
    a.bid(baratheon=3, lannister=2, stark=1)  # 6 against 6: the Night's Watch holds
    (resolved,) = a.of_kind("WildlingsAttackResolved")
    report = resolved["bidding"]
    assert report == a.g.s.last_bidding == a.g.view(None)["last_bidding"]
    assert report["bids"] == {"baratheon": 3, "lannister": 2, "stark": 1}
    assert report["total"] == 6 and report["strength"] == 6 and report["nights_watch_won"]
    assert report["target"] == "baratheon" and report["target_role"] == "highest_bidder"
    assert report["order"] == ["baratheon", "lannister", "stark"] and report["settled_by"] is None
    assert report["others"] == [] and report["card"] == "silence-at-the-wall"
    assert (report["threat_before"], report["threat"]) == (6, 0)


def test_westeros_draw_event_names_icons_and_threat():
    g = build_position({"players": 3, "phase": "westeros", "wildling_threat": 2,
                        "westeros": {"I": ["last-days-of-summer", "supply"], "II": ["supply", "mustering"],
                                     "III": ["storm-of-swords", "web-of-lies"]}})
    (drawn,) = [e.data for e in g._events if e.kind == "WesterosCardsRevealed"]  # made by the set-up
    assert drawn == {"cards": ["last-days-of-summer", "supply", "storm-of-swords"], "threat": 6,
                     "threat_before": 2, "decks": ["I", "II", "III"], "wildling_icons": [True, False, True]}
    v = g.view(None)
    assert [d["wildling_icon"] for d in v["westeros_drawn"]] == [True, False, True]
    assert v["wildling_threat"] == 6


def test_an_ability_acting_at_clean_up_is_listed_too():
    from .test_house_cards import hand_without

    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "knight", "knight", "knight"),
                     "harrenhal": army("stark", "footman", "footman")},
              hands={"stark": hand_without("stark", "eddard-stark", "greatjon-umber")},
              discards={"stark": ["eddard-stark", "greatjon-umber"]})
    f.play(stark="roose-bolton", lannister="ser-jaime-lannister")
    f.casualties("stark", 1, "footman")
    f.retreat("stark", "riverrun")
    summary = _ended(f)
    (roose,) = [a for a in summary["abilities"] if a["card"] == "roose-bolton"]
    assert roose["house"] == "stark" and roose["step"] == "after_discards"
    assert [e["kind"] for e in roose["events"]] == ["HouseCardsReturned"]
    # a hook that found nothing to do (Jaime has none; a losing Tywin would gain nothing) is not listed
    assert [a["card"] for a in summary["abilities"]] == ["roose-bolton"]
