"""Winning: seven castles at once, or the most castles after round 10 with the tiebreaks."""
from __future__ import annotations

from engine import board as B
from engine.commands import Bid, ResolveMarch
from engine.errors import Reason

from .helpers import army, fight, hands, march, one_event, position, refused, support_all

FIVE_CASTLES = {"winterfell": army("stark", "footman"), "white-harbor": army("stark", "footman"),
                "moat-cailin": army("stark", "footman"), "seagard": army("stark", "footman"),
                "flints-finger": army("stark", "footman")}


def test_castles_and_strongholds_both_count():
    g = position(phase="planning", units=FIVE_CASTLES, tokens={"riverrun": "stark"})
    # Winterfell, Seagard, Riverrun are strongholds; White Harbor, Moat Cailin, Flint's Finger castles
    assert B.castle_count(g.rs, g.s, "stark") == 6
    assert B.castle_count(g.rs, g.s, "lannister") == 1  # its home area


def test_seventh_castle_by_march_wins_at_once():
    u = dict(FIVE_CASTLES, riverrun=army("stark", "footman", "footman"))
    g = position(phase="march", units=u, orders={"riverrun": ["stark", "march"], "moat-cailin": ["stark", "march"]},
                 supply={"stark": 2})
    assert B.castle_count(g.rs, g.s, "stark") == 6
    ev = march(g, "stark", "riverrun", ("harrenhal", ("footman",)))
    won = one_event(ev, "GameWon")
    assert won["house"] == "stark" and won["why"] == "castles" and won["castles"]["stark"] == 7
    assert g.finished and g.winner == "stark" and g.waiting_for() == []
    refused(g, "stark", ResolveMarch("moat-cailin"), reason=Reason.GAME_OVER)


def test_seventh_castle_by_combat_wins_at_once():
    u = dict(FIVE_CASTLES, riverrun=army("stark", "footman", "knight", "knight"), harrenhal=army("lannister", "footman"))
    g = position(phase="march", units=u, orders={"riverrun": ["stark", "march"], "moat-cailin": ["stark", "march"]},
                 supply={"stark": 2}, turn="stark",
                 **hands(stark=["eddard-stark"], lannister=["ser-jaime-lannister"]))
    march(g, "stark", "riverrun", ("harrenhal", ("knight", "knight")))
    ev = fight(g, {"stark": "eddard-stark", "lannister": "ser-jaime-lannister"})
    assert one_event(ev, "GameWon")["house"] == "stark"
    assert g.finished


def test_seventh_castle_from_a_neutral_force_wins_at_once():
    u = dict(FIVE_CASTLES, **{"the-mountains-of-the-moon": army("stark", "knight", "knight", "knight")})
    g = position(phase="march", units=u, orders={"the-mountains-of-the-moon": ["stark", "march"],
                                                 "moat-cailin": ["stark", "march"]},
                 supply={"stark": 2}, tokens={"riverrun": "stark"})
    ev = march(g, "stark", "the-mountains-of-the-moon", ("the-eyrie", ("knight", "knight", "knight")))
    ev += support_all(g)
    assert one_event(ev, "GameWon") == {"house": "stark", "why": "castles", "needed": 7, "rounds_played": 1,
                                        "castles": {h: (7 if h == "stark" else 1) for h in g.s.houses}}


def test_six_castles_do_not_win():
    u = dict(FIVE_CASTLES, riverrun=army("stark", "footman", "footman"))
    g = position(phase="march", units=u, orders={"riverrun": ["stark", "march"], "moat-cailin": ["stark", "march"]},
                 supply={"stark": 2})
    march(g, "stark", "riverrun", ("stoney-sept", ("footman",)))
    assert not g.finished and B.castle_count(g.rs, g.s, "stark") == 6


# ----- the end of round 10 --------------------------------------------------------------------

QUIET = {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"], "III": ["put-to-the-sword"]}


def last_march(round_, **spec):
    """The last order of a round: a Baratheon march in The Arbor."""
    u = {"the-arbor": army("baratheon", "footman")}
    u.update(spec.pop("units", {}))
    g = position(phase="march", round=round_, units=u, orders={"the-arbor": ["baratheon", "march"]},
                 westeros=QUIET, **spec)
    ev = g.act("baratheon", ResolveMarch("the-arbor"))
    return g, ev


def test_game_goes_on_after_round_nine():
    g, ev = last_march(9)
    assert not g.finished and g.s.round == 10
    assert one_event(ev, "RoundStarted") == {"round": 10}


def test_game_ends_after_round_ten():
    g, ev = last_march(10)
    assert g.finished and g.s.round == 10
    assert one_event(ev, "GameWon")["why"] == "rounds"
    assert not [e for e in ev if e.kind == "RoundStarted"]
    refused(g, "stark", Bid(0), reason=Reason.GAME_OVER)


def test_most_castles_wins_after_round_ten():
    g, ev = last_march(10, units={"white-harbor": army("stark", "footman")})
    assert g.winner == "stark"
    assert one_event(ev, "GameWon")["castles"]["stark"] == 2


def test_castle_tie_broken_by_land_areas():
    g, _ = last_march(10, units={"white-harbor": army("stark", "footman"),
                                 "harrenhal": army("lannister", "footman"), "stoney-sept": army("lannister", "footman")},
                      supply={"stark": 5, "lannister": 2})  # land areas come before supply
    assert B.castle_count(g.rs, g.s, "stark") == B.castle_count(g.rs, g.s, "lannister") == 2
    assert B.land_count(g.rs, g.s, "lannister") == 3 > B.land_count(g.rs, g.s, "stark")
    assert g.winner == "lannister"


def test_castle_and_land_tie_broken_by_supply():
    g, _ = last_march(10, units={"white-harbor": army("stark", "footman"), "harrenhal": army("lannister", "footman")},
                      supply={"stark": 4, "lannister": 3})
    assert B.land_count(g.rs, g.s, "lannister") == B.land_count(g.rs, g.s, "stark") == 2
    assert g.winner == "stark"


def test_full_tie_broken_by_the_iron_throne():
    it = ["tyrell", "martell", "greyjoy", "stark", "lannister", "baratheon"]
    # every house: its home stronghold and one more land area (Baratheon's is The Arbor), supply 2
    extra = {"karhold": army("stark", "footman"), "stoney-sept": army("lannister", "footman"),
             "greywater-watch": army("greyjoy", "footman"), "searoad-marches": army("tyrell", "footman"),
             "salt-shore": army("martell", "footman")}
    g, _ = last_march(10, units=extra, supply={h: 2 for h in it}, tracks={"iron_throne": it})
    assert {B.castle_count(g.rs, g.s, h) for h in it} == {1} and {B.land_count(g.rs, g.s, h) for h in it} == {2}
    assert g.winner == "tyrell"


def test_power_tokens_do_not_break_ties():
    g, _ = last_march(10, units={"white-harbor": army("stark", "footman"), "harrenhal": army("lannister", "footman")},
                      supply={"stark": 3, "lannister": 3}, power={"stark": 0, "lannister": 15},
                      tracks={"iron_throne": ["stark", "baratheon", "lannister", "martell", "greyjoy", "tyrell"]})
    assert g.winner == "stark"  # equal supply: the Iron Throne decides, not power


def test_seventh_castle_by_a_quiet_move_ends_the_game_before_the_marchs_combat():
    """A march that takes the seventh castle with a quiet move and attacks elsewhere wins
    before the combat is fought (docs/RULES.md, "Rulings")."""
    u = dict(FIVE_CASTLES, riverrun=army("stark", "footman", "footman", "knight"),
             **{"stoney-sept": army("lannister", "footman")})
    g = position(phase="march", units=u, orders={"riverrun": ["stark", "march"], "moat-cailin": ["stark", "march"]},
                 supply={"stark": 2}, turn="stark")
    ev = march(g, "stark", "riverrun", ("harrenhal", ("footman",)), ("stoney-sept", ("footman", "knight")))
    won = one_event(ev, "GameWon")
    assert won["house"] == "stark" and won["castles"]["stark"] == 7
    assert not [e for e in ev if e.kind == "CombatStarted"]
    assert g.finished and g.waiting_for() == []
    assert g.s.units["stoney-sept"]["house"] == "lannister"


# ----- a win at any moment, not only after marches and battles -----------------------------

def test_a_wildling_loss_that_empties_a_home_castle_wins_at_once():
    """Stark's footman in Lannisport dies to Mammoth Riders: Lannisport is Lannister's again,
    its seventh castle, and the game ends at once, before Baratheon and Lannister lose units."""
    from .test_wildling_cards import Attack

    units = {"winterfell": army("stark", "footman", "knight"), "white-harbor": army("stark", "footman"),
             "lannisport": army("stark", "footman"),
             "dragonstone": army("baratheon", "footman", "knight"), "kingswood": army("baratheon", "footman")}
    units.update({r: army("lannister", "footman") for r in
                  ("riverrun", "harrenhal", "seagard", "crackclaw-point", "the-reach", "flints-finger")})
    a = Attack("mammoth-riders", units=units)
    a.bid(baratheon=2, lannister=1, stark=0)  # the wildlings win; Stark is the lowest bidder
    a.select("stark", "mammoth-riders", ("lannisport", "footman"), ("winterfell", "footman"),
             ("white-harbor", "footman"), n=(3, 3))
    won = a.of_kind("GameWon")
    assert won and won[0]["house"] == "lannister" and won[0]["castles"]["lannister"] == 7
    assert a.g.finished and a.g.waiting_for() == []
    assert sum(1 for x in a.s.units.values() if x["house"] == "lannister") == 6  # its own loss never came



def test_the_victory_rule_is_the_rulesets_and_is_asked_after_each_event_it_watches(monkeypatch):
    """A ruleset names its rule (rules.victory_rule); an expansion's rule says which events it
    watches and who has won: no phase code changes."""
    import dataclasses

    import pytest

    from engine import victory
    from engine.game import Game

    asked = []

    def first_to_move(g):
        asked.append(g.s.state_id)
        return "baratheon"

    monkeypatch.setitem(victory.VICTORY_RULES, "test-first-move",
                        victory.VictoryRule("test-first-move", "test-rule", frozenset({"UnitsMoved"}),
                                            first_to_move))
    u = dict(FIVE_CASTLES, riverrun=army("stark", "footman", "footman"))
    g = position(phase="march", units=u, orders={"riverrun": ["stark", "march"], "moat-cailin": ["stark", "march"]},
                 supply={"stark": 2})
    rs = dataclasses.replace(g.rs, rules={**g.rs.rules, "victory_rule": "test-first-move"})
    g = Game(g.s, rs)
    assert not asked
    ev = march(g, "stark", "riverrun", ("stoney-sept", ("footman",)))
    assert one_event(ev, "GameWon")["house"] == "baratheon" and one_event(ev, "GameWon")["why"] == "test-rule"
    assert len(asked) == 1
    with pytest.raises(ValueError, match="unknown victory rule"):
        victory.rule_for(dataclasses.replace(g.rs, rules={**g.rs.rules, "victory_rule": "nothing-such"}))


def test_the_game_won_event_says_which_rule_decided():
    # most castles outright: castles alone decided
    g, ev = last_march(10, units={"white-harbor": army("stark", "footman")})
    won = one_event(ev, "GameWon")
    assert won["why"] == "rounds" and won["decided_by"]["rules"] == ["castles"]
    assert won["decided_by"]["values"]["stark"]["castles"] == 2 and won["rounds_played"] == 10
    # a tie on castles broken by land areas
    g, ev = last_march(10, units={"white-harbor": army("stark", "footman"),
                                  "harrenhal": army("lannister", "footman"), "stoney-sept": army("lannister", "footman")},
                       supply={"stark": 5, "lannister": 2})
    won = one_event(ev, "GameWon")
    assert won["house"] == "lannister" and won["decided_by"]["rules"] == ["castles", "lands"]
    assert won["decided_by"]["values"]["lannister"]["lands"] == 3
    # castles, lands and supply tied: the Iron Throne decided
    g, ev = last_march(10, units={"white-harbor": army("stark", "footman"), "harrenhal": army("lannister", "footman")},
                       supply={"stark": 3, "lannister": 3},
                       tracks={"iron_throne": ["stark", "baratheon", "lannister", "martell", "greyjoy", "tyrell"]})
    assert one_event(ev, "GameWon")["decided_by"]["rules"] == ["castles", "lands", "supply", "iron_throne"]


def test_seven_castles_at_once_say_so_and_each_round_ends_with_its_public_standings():
    g, ev = last_march(9)
    ended = one_event(ev, "RoundEnded")
    assert ended["round"] == 9 and set(ended["castles"]) == set(g.s.houses)
    assert ended["supply"] == {h: g.s.supply[h] for h in g.s.houses}
    assert ended["power"] == {h: g.s.power[h] for h in g.s.houses}
    u = dict(FIVE_CASTLES, riverrun=army("stark", "footman", "footman"))
    g = position(phase="march", units=u, orders={"riverrun": ["stark", "march"]}, supply={"stark": 2})
    won = one_event(march(g, "stark", "riverrun", ("harrenhal", ("footman",))), "GameWon")
    assert won["why"] == "castles" and won["needed"] == 7 and "decided_by" not in won


def test_a_combat_is_one_moment_for_victory():
    """Stark's only footman in Lannisport dies as a casualty: for a moment the area is
    Lannister's by its sigil (a seventh castle), but the attacker moves in as the combat ends,
    so nobody wins: a combat's area is settled only when the combat is over."""
    u = {r: army("lannister", "footman") for r in
         ("riverrun", "harrenhal", "seagard", "crackclaw-point", "the-reach", "flints-finger")}
    u.update({"lannisport": army("stark", "footman"), "stoney-sept": army("baratheon", "knight", "knight"),
              "winterfell": army("stark", "footman")})
    g = position(phase="march", units=u, orders={"stoney-sept": ["baratheon", "march"],
                                                 "winterfell": ["stark", "march"]},
                 turn="baratheon", **hands(stark=["greatjon-umber"], baratheon=["brienne-of-tarth"]))
    march(g, "baratheon", "stoney-sept", ("lannisport", ("knight", "knight")))
    ev = fight(g, {"stark": "greatjon-umber", "baratheon": "brienne-of-tarth"})  # 4 + 2 against 1 + 2
    assert one_event(ev, "CombatResolved")["winner"] == "baratheon"
    assert {"house": "stark", "region": "lannisport", "units": ["footman"], "why": "casualties"} in \
        [e.data for e in ev if e.kind == "UnitsDestroyed"]
    assert not g.finished and g.s.units["lannisport"]["house"] == "baratheon"
    assert B.castle_count(g.rs, g.s, "lannister") == 6
