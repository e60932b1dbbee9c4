"""The heuristic player's rules of thumb in small positions."""
from __future__ import annotations

from engine import commands as C
from engine.bots.heuristic import HeuristicBot, enemy_pressure, evaluate, ferried_armies, march_threat
from engine.positions import build_position


def _army(house: str, *units: str) -> dict:
    return {"house": house, "units": list(units), "routed": []}


def _decide(g, seat: str, kind: str):
    d = [x for x in g.waiting_for() if x.seat == seat and x.kind == kind][0]
    return HeuristicBot(1).propose(g.view(seat), d.to_wire(), 0)


def test_marches_into_a_castle_it_can_take_and_not_into_one_it_cannot() -> None:
    units = {"winterfell": _army("stark", "knight", "knight", "knight"), "castle-black": _army("stark", "footman"),
             "white-harbor": _army("stark", "footman"),
             "moat-cailin": _army("lannister", "footman"), "lannisport": _army("lannister", "knight")}
    g = build_position({"players": 6, "phase": "march", "turn": "stark", "units": units,
                        "orders": {"winterfell": ["stark", "march"], "castle-black": ["stark", "march"],
                                   "moat-cailin": ["lannister", "consolidate-power-1"]}})
    cmd = _decide(g, "stark", "march")
    assert cmd.source == "winterfell"
    # no enemy army next to Winterfell holds a march order: the whole army attacks
    assert cmd.moves == (("moat-cailin", ("knight", "knight", "knight")),)

    # a Lannister army that could march into Winterfell: a guard stays at home
    units["the-stony-shore"] = _army("lannister", "footman", "footman")
    g = build_position({"players": 6, "phase": "march", "turn": "stark", "units": units,
                        "orders": {"winterfell": ["stark", "march"], "castle-black": ["stark", "march"],
                                   "moat-cailin": ["lannister", "consolidate-power-1"],
                                   "the-stony-shore": ["lannister", "march-minus-one"]}})
    cmd = _decide(g, "stark", "march")
    assert cmd.source == "winterfell"
    assert cmd.moves == (("moat-cailin", ("knight", "knight")),)
    del units["the-stony-shore"]

    units["moat-cailin"] = _army("lannister", "knight", "knight", "footman")
    g = build_position({"players": 6, "phase": "march", "turn": "stark", "units": units,
                        "orders": {"winterfell": ["stark", "march"], "castle-black": ["stark", "march"],
                                   "moat-cailin": ["lannister", "defense-plus-two"]}})
    cmd = _decide(g, "stark", "march")
    assert all(dest != "moat-cailin" for dest, _ in cmd.moves)


def _moved(cmd) -> int:
    return sum(len(units) for _, units in cmd.moves)


def test_an_army_a_chain_of_ships_can_land_threatens_a_castle() -> None:
    """Flint's Finger is not next to Winterfell, but Greyjoy's ship in the Bay of Ice lands its
    army there: two knights with a march order keep a guard at home, a lone footman does not."""
    units = {"winterfell": _army("stark", "knight", "knight", "knight"),
             "moat-cailin": _army("lannister", "footman"),
             "flints-finger": _army("greyjoy", "knight", "knight"), "bay-of-ice": _army("greyjoy", "ship")}
    orders = {"winterfell": ["stark", "march"], "moat-cailin": ["lannister", "consolidate-power-1"],
              "flints-finger": ["greyjoy", "march"], "bay-of-ice": ["greyjoy", "support-1"]}
    g = build_position({"players": 6, "phase": "march", "turn": "stark", "units": units, "orders": orders})
    rs = g.rs
    assert ferried_armies(rs, g.s, "stark", "winterfell") == ["flints-finger"]
    assert ferried_armies(rs, g.s, "greyjoy", "winterfell") == []  # its own ships threaten nobody
    assert enemy_pressure(rs, g.s, "stark", "winterfell") == 1 + 0.5 + 4  # Moat Cailin, the ship, the landing
    assert march_threat(rs, g.s, "stark", "winterfell") == 4
    assert _moved(_decide(g, "stark", "march")) == 2  # a knight stays at home

    units["flints-finger"] = _army("greyjoy", "footman")
    g = build_position({"players": 6, "phase": "march", "turn": "stark", "units": units, "orders": orders})
    assert march_threat(g.rs, g.s, "stark", "winterfell") == 0
    assert _moved(_decide(g, "stark", "march")) == 3

    del units["bay-of-ice"]  # no ship, no landing
    units["flints-finger"] = _army("greyjoy", "knight", "knight")
    g = build_position({"players": 6, "phase": "march", "turn": "stark", "units": units, "orders": orders})
    assert ferried_armies(g.rs, g.s, "stark", "winterfell") == []


def test_attacks_a_neutral_force_only_when_strong_enough() -> None:
    units = {"crackclaw-point": _army("baratheon", "knight", "knight", "footman"),
             "dragonstone": _army("baratheon", "footman")}
    g = build_position({"players": 6, "phase": "march", "turn": "baratheon", "units": units,
                        "neutral": {"kings-landing": 5},
                        "orders": {"crackclaw-point": ["baratheon", "march-plus-one"],
                                   "dragonstone": ["baratheon", "consolidate-power-1"]}})
    cmd = _decide(g, "baratheon", "march")
    assert cmd.source == "crackclaw-point"
    assert cmd.moves == (("kings-landing", ("footman", "knight", "knight")),)

    units["crackclaw-point"] = _army("baratheon", "footman", "footman")
    g = build_position({"players": 6, "phase": "march", "turn": "baratheon", "units": units,
                        "neutral": {"kings-landing": 5},
                        "orders": {"crackclaw-point": ["baratheon", "march"],
                                   "dragonstone": ["baratheon", "consolidate-power-1"]}})
    cmd = _decide(g, "baratheon", "march")
    assert all(dest != "kings-landing" for dest, _ in cmd.moves)


def test_supports_the_side_that_is_not_the_leader() -> None:
    # Lannister (the leader: many castles) attacks Tyrell; Baratheon's support goes to Tyrell
    units = {"the-reach": _army("tyrell", "footman"), "kingswood": _army("baratheon", "knight"),
             "blackwater": _army("lannister", "knight", "footman"),
             "lannisport": _army("lannister", "footman"), "riverrun": _army("lannister", "footman"),
             "harrenhal": _army("lannister", "footman"), "stoney-sept": _army("lannister", "footman")}
    g = build_position({"players": 6, "phase": "march", "turn": "lannister", "units": units,
                        "orders": {"blackwater": ["lannister", "march"], "kingswood": ["baratheon", "support-1"],
                                   "the-reach": ["tyrell", "defense-plus-one-1"]}})
    g.act("lannister", C.ResolveMarch("blackwater", (("the-reach", ("footman", "knight")),)))
    cmd = _decide(g, "baratheon", "support")
    assert cmd == C.DeclareSupport((("kingswood", "defender"),))


def test_keeps_power_when_bidding_against_a_weak_wildling_threat() -> None:
    bot = HeuristicBot(0)
    view = {"ruleset": "second_edition", "houses": ["stark", "lannister", "baratheon"], "wildling_threat": 4,
            "tracks": {"iron_throne": ["stark"], "fiefdoms": ["stark"], "kings_court": ["stark"]}}
    d = {"seat": "stark", "kind": "bid", "options": {"purpose": "wildlings", "max": 10}}
    low = bot.propose(view, d).amount
    view["wildling_threat"] = 12
    high = bot.propose(view, d).amount
    assert 0 < low < high < 10


def test_plays_a_strong_card_when_it_wins_the_fight_and_a_weak_one_when_it_cannot() -> None:
    bot = HeuristicBot(0)
    base = {"ruleset": "second_edition", "houses": ["stark", "lannister"],
            "hands": {"stark": ["eddard-stark", "catelyn-stark", "greatjon-umber"],
                      "lannister": ["the-hound", "ser-kevan-lannister"]},
            "units": {"moat-cailin": _army("lannister", "footman")}, "orders": {}, "garrisons": {},
            "tracks": {"iron_throne": ["stark", "lannister"], "fiefdoms": ["stark", "lannister"],
                       "kings_court": ["stark", "lannister"]},
            "combat": {"area": "moat-cailin", "attacker": "stark", "defender": "lannister",
                       "attacking_units": ["footman"], "supports": {}, "token": "march"}}
    d = {"seat": "stark", "kind": "house-card",
         "options": {"area": "moat-cailin", "hand": base["hands"]["stark"], "opponent": "lannister"}}
    # 1 vs 1: Greatjon (2) beats anything Lannister holds (2 at most) thanks to the fiefdoms tie
    assert bot.propose(base, d) == C.ChooseHouseCard("greatjon-umber")
    # hopeless fight (defender far stronger): throw the weakest card
    base["units"]["moat-cailin"] = _army("lannister", "knight", "knight", "knight", "footman")
    assert bot.propose(base, d) == C.ChooseHouseCard("catelyn-stark")


def test_evaluation_prefers_more_castles_and_a_held_home() -> None:
    g = build_position({"players": 3, "phase": "planning"})
    s = g.s
    before = evaluate(g.rs, s, "stark")
    s.units["moat-cailin"] = _army("stark", "footman")
    assert evaluate(g.rs, s, "stark") > before
    s.units["winterfell"] = _army("lannister", "knight")
    assert evaluate(g.rs, s, "stark") < before


def test_musters_footmen_before_ships_at_a_one_point_castle() -> None:
    # ships at every one-point castle starved the mainland houses of armies (see docs/AI.md)
    from .helpers import play

    units = {"winterfell": _army("stark", "footman"), "white-harbor": _army("stark", "footman"),
             "pyke": _army("greyjoy", "footman"), "lannisport": _army("lannister", "footman"),
             "dragonstone": _army("baratheon", "footman"), "highgarden": _army("tyrell", "footman"),
             "sunspear": _army("martell", "footman")}
    g = build_position({"players": 6, "phase": "westeros", "units": units,
                        "westeros": {"I": ["mustering", "supply"], "II": ["game-of-thrones", "clash-of-kings"],
                                     "III": ["put-to-the-sword", "web-of-lies"]}})
    bots = {h: HeuristicBot(k) for k, h in enumerate(g.s.houses)}
    for d in play(g, bots, stop=lambda g, d: d.seat == "stark" and d.kind == "muster"):
        cmd = HeuristicBot(1).propose(g.view("stark"), d.to_wire(), 0)
        assert d.options["castles"]["white-harbor"]["points"] == 1
        assert ("white-harbor", "footman", "white-harbor") in cmd.actions
        assert all(unit != "ship" for _, unit, _ in cmd.actions)
        return
    raise AssertionError("Stark was never asked to muster")
