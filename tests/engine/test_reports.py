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


# ----- cards taken out of play, passive texts, a lost garrison ---------------------------------

def _finish(g) -> dict:
    """Answer casualties and retreats with the first legal choice until the combat is over."""
    from engine.commands import Retreat, SelectUnits

    while any(f["kind"] == "combat" for f in g.s.stack):
        ds = [d for d in g.waiting_for() if d.kind in ("select-units", "retreat")]
        assert ds, g.waiting_for()
        d = ds[0]
        if d.kind == "retreat":
            g.act(d.seat, Retreat(d.options["options"][0]))
        else:
            n = d.options["min"]
            g.act(d.seat, SelectUnits(tuple(tuple(c) for c in d.options["candidates"][:n])))
    return g.s.last_battle


def test_a_cancelled_card_is_reported_with_the_card_that_replaced_it():
    f = Fight("tyrell", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("tyrell", "knight", "knight"),
                     "harrenhal": army("lannister", "footman", "footman")})
    f.play(tyrell="mace-tyrell", lannister="tyrion-lannister")
    f.choose("lannister", "tyrion-lannister", "cancel")
    f.play(tyrell="ser-loras-tyrell")
    summary = _finish(f.g)
    assert summary["card_changes"] == [{"house": "tyrell", "card": "mace-tyrell", "change": "cancelled",
                                        "by": {"house": "lannister", "card": "tyrion-lannister"},
                                        "replaced_by": "ser-loras-tyrell"}]
    assert summary["cards"]["tyrell"] == "ser-loras-tyrell"  # the card that fought


def test_a_card_swapped_by_its_own_text_and_a_card_discarded_from_a_hand():
    from .test_house_cards import hand_without

    f = Fight("greyjoy", "stoney-sept", "harrenhal", power={"greyjoy": 5},
              units={"stoney-sept": army("greyjoy", "knight", "footman"),
                     "harrenhal": army("stark", "footman")})
    f.play(greyjoy="aeron-damphair", stark="greatjon-umber")
    f.choose("greyjoy", "aeron-damphair", "swap")
    f.act("greyjoy", ChooseHouseCard("euron-crows-eye"))
    summary = _finish(f.g)
    assert summary["card_changes"] == [{"house": "greyjoy", "card": "aeron-damphair", "change": "discarded",
                                        "by": {"house": "greyjoy", "card": "aeron-damphair"},
                                        "replaced_by": "euron-crows-eye"}]
    f = Fight("baratheon", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("baratheon", "knight", "knight"),
                     "harrenhal": army("stark", "footman")})
    f.play(baratheon="patchface", stark="catelyn-stark")
    f.retreat("stark", "riverrun")
    f.choose("baratheon", "patchface", "eddard-stark")
    assert "eddard-stark" in hand_without("stark", "catelyn-stark")
    assert f.s.last_battle["card_changes"] == [
        {"house": "stark", "card": "eddard-stark", "change": "discarded-from-hand",
         "by": {"house": "baratheon", "card": "patchface"}, "replaced_by": None}]


def _note(summary: dict, card: str) -> list[dict]:
    return [n for n in summary["passive"] if n["card"] == card]


def test_passive_texts_are_reported_with_what_they_changed():
    # Ser Kevan: two fighting and one supporting Lannister footman count 2 instead of 1
    f = Fight("lannister", "stoney-sept", "harrenhal",
              units={"stoney-sept": army("lannister", "footman", "footman", "knight"),
                     "blackwater": army("lannister", "footman", "knight"),
                     "crackclaw-point": army("baratheon", "footman"),
                     "harrenhal": army("stark", "footman", "footman")},
              orders={"blackwater": ["lannister", "support-1"], "crackclaw-point": ["baratheon", "support-2"],
                      "harrenhal": ["stark", "defense-plus-one-1"]})
    f.support("lannister", blackwater="attacker")
    f.support("baratheon", crackclaw_point="attacker")
    f.play(lannister="ser-kevan-lannister", stark="catelyn-stark")
    summary = _finish(f.g)
    assert _note(summary, "ser-kevan-lannister") == [
        {"house": "lannister", "card": "ser-kevan-lannister", "effect": "unit-strength",
         "unit_house": "lannister", "unit": "footman", "before": 1, "after": 2, "delta": 3, "count": 3}]
    # Catelyn's doubled defense order, the very bonus in the defender's strength
    (cat,) = _note(summary, "catelyn-stark")
    assert (cat["effect"], cat["before"], cat["after"]) == ("defense-order", 1, 2)
    assert summary["strength"]["defender"]["order"] == cat["after"]


def test_salladhor_saan_and_stannis_are_reported():
    from .test_house_cards import _salladhor, _stannis

    f = _salladhor(with_support=True)
    summary = _finish(f.g)
    notes = {(n["unit_house"], n["count"], n["delta"]) for n in _note(summary, "salladhor-saan")}
    assert notes == {("greyjoy", 3, -3), ("martell", 1, -1)}  # fighting and supporting ships count 0
    assert summary["strength"]["attacker"]["units"] == 0
    above = {"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]}
    summary = _finish(_stannis(above).g)
    assert _note(summary, "stannis-baratheon") == [
        {"house": "baratheon", "card": "stannis-baratheon", "effect": "card-strength",
         "before": 4, "after": 5, "delta": 1, "count": 0}]
    assert _note(_finish(_stannis(None).g), "stannis-baratheon") == []  # no change, no line


def test_first_edition_passive_and_blanked_cards_are_reported():
    from .first_edition.helpers import fe_battle, fe_hands
    from .helpers import fight

    extra = {"the-golden-sound": army("lannister", "ship", "ship")}
    g = fe_battle(("footman",), ("footman",), area="riverrun", source="harrenhal", attacker="baratheon",
                  extra_units=extra, extra_orders={"the-golden-sound": ["lannister", "support-plus-one"]},
                  **fe_hands(baratheon=["salladhor-saan"], lannister=["kevan-lannister"]))
    fight(g, {"baratheon": "salladhor-saan", "lannister": "kevan-lannister"},
          support={"the-golden-sound": "defender"})
    summary = _finish(g)
    assert _note(summary, "salladhor-saan") == [
        {"house": "baratheon", "card": "salladhor-saan", "effect": "supporting-strength",
         "unit_house": "lannister", "unit": "ship", "before": 1, "after": 0, "delta": -2, "count": 2}]
    g = fe_battle(("knight", "knight"), ("footman",), attacker="stark", defender="tyrell",
                  **fe_hands(stark=["robb-stark"], tyrell=["queen-of-thorns"]))
    fight(g, {"stark": "robb-stark", "tyrell": "queen-of-thorns"})
    summary = _finish(g)
    assert summary["card_changes"] == [{"house": "stark", "card": "robb-stark", "change": "text-cancelled",
                                        "by": {"house": "tyrell", "card": "queen-of-thorns"},
                                        "replaced_by": None}]
    assert _note(summary, "robb-stark") == []  # a card without its text changes nothing


def test_a_removed_garrison_is_reported():
    from .test_combat import battle

    g = battle(["knight", "knight"], (), area="lannisport", source="stoney-sept")
    from .helpers import fight

    fight(g, {"stark": "eddard-stark", "lannister": "the-hound"})
    summary = g.s.last_battle
    assert summary["garrison_removed"] == {"house": "lannister", "region": "lannisport"}
    assert summary["winner"] == "stark" and summary["strength"]["defender"]["garrison"] == 2
    g = battle(["footman"], (), area="lannisport", source="stoney-sept")
    fight(g, {"stark": "greatjon-umber", "lannister": "the-hound"})
    assert g.s.last_battle["garrison_removed"] is None  # the garrison held


def test_new_report_fields_name_only_what_public_events_showed_first():
    """Random games of both editions: every card a summary names as cancelled, replaced or
    passive was in a public event before the summary, and the fields agree with the combat."""
    from engine.bots.random_bot import RandomBot
    from engine.game import Game

    seen = 0
    for ruleset, players, seed in (("second_edition", 6, 1), ("second_edition", 4, 2), ("first_edition", 5, 3)):
        g = Game.new(players=players, seed=seed, ruleset=ruleset)
        bots = {h: RandomBot(seed * 10 + i) for i, h in enumerate(g.s.houses)}
        public: list = []
        steps = 0
        while not g.finished and steps < 2500:
            steps += 1
            d = g.waiting_for()[0]
            view = g.view(d.seat)
            for attempt in range(50):
                try:
                    evs = g.act(d.seat, bots[d.seat].propose(view, d.to_wire(), attempt))
                    break
                except Exception:
                    continue
            for e in evs:
                if e.audience is not None:
                    continue
                if e.kind == "CombatEnded":
                    s = e.data["summary"]
                    shown = " ".join(str(p.data) for p in public)
                    named = [c["card"] for c in s["card_changes"]] + [c["replaced_by"] for c in s["card_changes"]
                                                                      if c["replaced_by"]]
                    named += [n["card"] for n in s["passive"]]
                    for card in named:
                        assert f"'{card}'" in shown, (card, s)
                    for n in s["passive"]:
                        assert n["house"] in (s["attacker"], s["defender"])
                        assert n["card"] == s["cards"].get(n["house"]), "only a card that fought"
                    seen += len(s["passive"]) + len(s["card_changes"])
                public.append(e)
    assert seen, "the games met cards that change numbers or other cards"
