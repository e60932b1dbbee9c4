"""The window does not break on an eight-house Mother of Dragons view (it is not offered to
players yet: the board does not draw Essos; this only guards against a crash)."""
from __future__ import annotations

from engine.game import Game

from .helpers import window_with


def test_an_eight_house_view_shows_without_error(qtbot):
    from agot_qt import names

    g = Game.new(players=8, seed=2, ruleset="mother_of_dragons")
    w, lg = window_with(qtbot, g, ["arryn"])
    try:
        view = w.current_view()
        assert view["ruleset"] == "mother_of_dragons" and len(view["houses"]) == 8
        assert names.house("targaryen") == "Targaryen"
        w.set_language("zh_CN")
        assert names.house("arryn") == "艾林" and names.house("targaryen") == "坦格利安"
        assert names.region("the-vale-of-arryn") == "艾林谷" and names.card("missandei") == "弥桑黛"
        w.set_language("zh_TW")
        assert names.region("the-bite") == "咬人灣" and names.unit("dragon") == "龍"
    finally:
        w.set_language("en")
        w.stop_game()
        names.use_ruleset("second_edition")
