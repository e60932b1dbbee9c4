"""The community setups' boards in the window: areas a setup leaves out of play drawn as out of
play (as the 7-house game leaves out Essos), A Dance with Mother of Dragons' table with Essos,
its two deck IV cards in round 1 and its dragons' strength from the view."""
from __future__ import annotations

from engine.game import Game

from ..helpers import window_with


def test_a_fan_setups_blocked_areas_are_drawn_out_of_play(qtbot):
    game = Game.new(players=4, seed=1, ruleset="rumble_in_the_south")
    w, _ = window_with(qtbot, game, ["tyrell"])
    try:
        assert w.current_view()["ruleset"] == "rumble_in_the_south"
        blocked = set(game.s.blocked)
        assert {"winterfell", "pyke", "the-eyrie"} <= blocked
        assert all(w.scene.regions[r].blocked for r in blocked)
        assert not any(item.blocked for r, item in w.scene.regions.items() if r not in blocked)
        assert "winterfell" not in w.current_view()["control"] or w.current_view()["control"]["winterfell"] is None
    finally:
        w.stop_game()


def test_a_dance_with_mother_of_dragons_is_drawn_with_essos_and_its_first_westeros_draw(qtbot):
    game = Game.new(players=8, seed=2, ruleset="a_dance_with_mother_of_dragons")
    w, _ = window_with(qtbot, game, ["targaryen"])
    try:
        view = w.current_view()
        assert {"volantis", "braavos", "the-bite", "port-of-the-eyrie"} <= set(w.scene.regions)
        assert not any(item.blocked for item in w.scene.regions.values())
        assert [d["deck"] for d in view["westeros_drawn"]] == ["IV", "IV"]
        assert view["unit_strengths"]["dragon"] == 1 and view["iron_bank"]
        assert view["loyalty"].get("kings-landing") == 1
    finally:
        w.stop_game()
