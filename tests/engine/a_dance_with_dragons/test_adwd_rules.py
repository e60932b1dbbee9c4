"""A Dance with Dragons' own rules (docs/RULES.md, "A Dance with Dragons"): garrisons that defend
for whoever holds their area, and the game's six rounds."""
from __future__ import annotations

from engine.phases.action import combat_kind

from .helpers import Fight, army, position


def _storms_end(defenders, tokens=None):
    units = {"kingswood": army("tyrell", "knight", "footman")}
    if defenders:
        units["storms-end"] = army("baratheon", *defenders)
    return Fight("tyrell", "kingswood", "storms-end", units=units, garrisons={"storms-end": 4},
                 tokens=tokens or {}, hands={"tyrell": ["mace-tyrell-dwd"], "baratheon": ["mance-rayder"]},
                 wildling_threat=0)


def test_storms_end_garrison_defends_for_its_holder_and_is_removed_for_good_when_beaten():
    f = _storms_end(("footman",))
    f.play(tyrell="mace-tyrell-dwd", baratheon="mance-rayder")
    f.settle()
    assert f.strength("defender")["garrison"] == 4
    assert f.result["winner"] == "tyrell"  # 4+3 + card 4 against Mance at threat 0
    assert "storms-end" not in f.s.garrisons and f.of_kind("GarrisonRemoved")


def test_a_garrison_held_by_a_power_token_alone_still_defends():
    f = _storms_end((), tokens={"storms-end": "baratheon"})
    assert f.decision("house-card", "baratheon")
    f.play(tyrell="mace-tyrell-dwd", baratheon="mance-rayder")
    f.settle()
    assert f.strength("defender")["garrison"] == 4


def test_the_garrison_fights_for_whoever_holds_the_area_not_for_a_printed_house():
    g = position(phase="march", turn="tyrell", units={"storms-end": army("lannister", "footman"),
                                                      "kingswood": army("tyrell", "knight")},
                 orders={"kingswood": ["tyrell", "march"]}, tokens={}, garrisons={"storms-end": 4})
    assert combat_kind(g, "tyrell", "storms-end") == "combat"
    assert combat_kind(g, "lannister", "storms-end") is None
    g2 = position(phase="march", turn="tyrell", units={"kingswood": army("tyrell", "knight")},
                  orders={"kingswood": ["tyrell", "march"]}, tokens={"oldtown": "tyrell"},
                  garrisons={"oldtown": 3, "storms-end": 4})
    assert combat_kind(g2, "baratheon", "oldtown") == "combat"
    assert combat_kind(g2, "tyrell", "oldtown") is None
    assert combat_kind(g2, "tyrell", "storms-end") is None  # held by nobody: no battle


def test_the_game_ends_after_round_six():
    from engine.selfplay import play_game

    out = play_game(6, 5, check=True, ruleset="a_dance_with_dragons")
    assert out["rounds"] <= 6 and out["winner"]
