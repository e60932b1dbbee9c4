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
    assert one_event(ev, "GameWon") == {"house": "stark", "why": "castles",
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
