"""First edition victory: 7 cities and strongholds at once (8 with 3 players), else the
most after round 10, ties by supply barrels, then power tokens, then a shared win."""
from __future__ import annotations

from engine.commands import ResolveMarch

from tests.engine.helpers import army, one_event

from .helpers import fe_position

# Winterfell is Stark's by its printed sigil; these hold a footman each
CASTLES = ["white-harbor", "moat-cailin", "riverrun", "seagard", "harrenhal", "the-eyrie", "crackclaw-point"]


def held(n, house="stark"):
    """`house` controls n castles and strongholds: Winterfell and n - 1 others."""
    return {r: army(house, "footman") for r in CASTLES[:n - 1]}


def march_to_castle(players, n_before):
    """`stark` holds n_before castles and marches a footman into Flint's Finger (a castle)."""
    u = held(n_before)
    u["greywater-watch"] = army("stark", "footman")
    u["the-arbor"] = army("baratheon", "footman")
    o = {"greywater-watch": ["stark", "march"], "the-arbor": ["baratheon", "march"]}
    g = fe_position(players=players, phase="march", units=u, orders=o, turn="stark")
    g.s.neutral.clear()
    return g, g.act("stark", ResolveMarch("greywater-watch", (("flints-finger", ("footman",)),)))


def test_seven_cities_and_strongholds_win_at_once_with_five_players():
    g, ev = march_to_castle(5, 6)
    assert one_event(ev, "GameWon") == {"house": "stark", "why": "castles", "needed": 7, "rounds_played": g.s.round,
                                        "castles": {h: (7 if h == "stark" else 1) for h in g.s.houses}}


def test_three_players_need_eight():
    g, ev = march_to_castle(3, 6)
    assert not g.finished
    g, ev = march_to_castle(3, 7)
    assert one_event(ev, "GameWon")["house"] == "stark"


def end_of_round_ten(units, power=None, players=4):
    """Round 10 ends with these units; every house also holds its home area by its sigil."""
    return fe_position(players=players, phase="consolidate", round=10, units=units, power=power or {})


def test_most_castles_after_round_ten_wins():
    g = end_of_round_ten({"white-harbor": army("stark", "footman")})
    assert g.finished and g.winner == "stark" and g.s.winners == ["stark"]


def test_castle_tie_broken_by_supply_barrels():
    # one castle each (the homes); Blackwater gives Stark two more barrels than Lannister's Lannisport
    g = end_of_round_ten({"blackwater": army("stark", "footman")})
    assert g.winner == "stark" and g.s.winners == ["stark"]


def test_castle_and_barrel_tie_broken_by_power_tokens():
    # Lannisport and Highgarden both have two barrels
    g = end_of_round_ten({}, power={"stark": 5, "lannister": 4, "baratheon": 5, "tyrell": 6})
    assert g.winner == "tyrell" and g.s.winners == ["tyrell"]


def test_a_full_tie_is_a_shared_win():
    g = end_of_round_ten({}, power={"stark": 5, "lannister": 5, "baratheon": 5, "tyrell": 5})
    assert g.finished and g.s.winners == ["lannister", "tyrell"]  # in Iron Throne order
    assert g.view(None)["winners"] == ["lannister", "tyrell"]


# ----- a win at any moment: after a wildling loss, not only after marches --------------------

LANNISTER_CASTLES = ["riverrun", "harrenhal", "seagard", "crackclaw-point", "the-reach", "flints-finger",
                     "moat-cailin"]


def wildling_loss(players, lannister_castles):
    """Wildlings win (threat 4 + two mammoths against bids of 0 and 1); Baratheon, first in Iron
    Throne order, holds Lannisport with its only unit and so loses it without a question."""
    from engine.commands import Bid

    houses = ["lannister", "stark", "baratheon", "tyrell", "greyjoy"][:players]
    u = {r: army("lannister", "footman") for r in LANNISTER_CASTLES[:lannister_castles]}
    u["lannisport"] = army("baratheon", "footman")
    u["winterfell"] = army("stark", "footman", "knight")
    g = fe_position(players=players, phase="westeros", round=2, wildling_threat=4,
                    westeros={"I": ["last-days-of-summer"], "II": ["last-days-of-summer"],
                              "III": ["wildling-attack"]},
                    power={h: 5 for h in houses}, units=u)
    g.s.neutral.clear()
    g.state_changed()
    ev = []
    for h in g.awaited_seats():
        ev += g.act(h, Bid(0 if h == "stark" else 1))  # Stark the lowest bidder
    return g, ev


def test_a_wildling_loss_that_gives_back_a_home_castle_wins_at_once():
    """"在任何时候，如果一个玩家控制了7个城市和要塞，立刻获胜": Baratheon's footman leaving
    Lannisport gives Lannister its seventh castle; the game ends before Lannister's own loss."""
    g, ev = wildling_loss(5, 6)
    assert one_event(ev, "GameWon")["house"] == "lannister"
    assert g.finished and g.waiting_for() == []
    assert sum(1 for a in g.s.units.values() if a["house"] == "lannister") == 6  # lost nothing


def test_three_players_need_eight_after_a_wildling_loss_too():
    g, ev = wildling_loss(3, 6)
    assert not g.finished  # seven castles: not enough with three players
    g, ev = wildling_loss(3, 7)
    assert one_event(ev, "GameWon")["castles"]["lannister"] == 8 and g.finished
