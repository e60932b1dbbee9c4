"""The default view of a new game shows the map so that area names are readable without
zooming (their capitals at least 11 px tall) on a laptop, a half screen and a full HD screen,
with the tracks, houses and decision one click away; fit, zoom to the cursor and panning by drag
and keyboard stay."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from agot_qt.board.view import READABLE_CAP_PX
from agot_qt.devtools.screenshots import action_phase_position

from ..helpers import window_with

SIZES = [(1366, 768), (960, 1040), (1920, 1080)]


@pytest.fixture(autouse=True)
def fresh_layout():
    for key in ("layout/tracks_open", "layout/decisions_open"):
        QSettings().remove(key)
    yield


def one_click_away(panel) -> bool:
    return panel.is_open() or panel.strip.isVisible()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_names_are_readable_at_the_default_view(qtbot, size):
    w, lg = window_with(qtbot, action_phase_position(), ["stark"], size=size, whole_map=False)
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.map_view.label_px() >= 11, timeout=3000)
    assert w.map_view.label_px() >= 11
    assert w.map_view.label_px() <= READABLE_CAP_PX * 1.6 or w.map_view.scale_factor() == pytest.approx(
        w.map_view.fit_scale()), "no closer than needed: as much of the map as can be read"
    home = w.scene.geometry.regions["winterfell"].centroid
    assert w.map_view.viewport().rect().contains(w.map_view.mapFromScene(home)), "the seat's home is in view"
    assert one_click_away(w.left_panel) and w.right_panel.is_open()
    qtbot.waitUntil(lambda: w.decisions.widget is not None and w.decisions.widget.isVisible(), timeout=3000)
    lg.stop()


def test_fit_zoom_to_the_cursor_and_panning_still_work(qtbot):
    w, lg = window_with(qtbot, action_phase_position(), ["stark"], size=(1366, 768), whole_map=False)
    view = w.map_view
    qtbot.waitUntil(lambda: view.label_px() >= 11, timeout=3000)
    readable = view.scale_factor()
    view.fit()
    assert view.scale_factor() < readable and view.label_px() < 11, "fit shows the whole map, names smaller"
    qtbot.keyClick(view, Qt.Key.Key_Home)
    assert view.scale_factor() == pytest.approx(readable), "Home brings the default view back"
    at = QPoint(view.viewport().width() // 3, view.viewport().height() // 2)
    under = view.mapToScene(at)
    wheel = QWheelEvent(QPointF(at), QPointF(view.viewport().mapToGlobal(at)), QPoint(), QPoint(0, 120),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), wheel)
    assert view.scale_factor() > readable
    assert (view.mapToScene(at) - under).manhattanLength() < 3, "zoom keeps the point under the cursor"
    before = view.mapToScene(view.viewport().rect().center())
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.mapToScene(view.viewport().rect().center()).y() > before.y()
    lg.stop()


@pytest.mark.parametrize("left_at", ["zoomed", "fitted"])
def test_a_mother_of_dragons_game_opens_on_your_own_house(qtbot, left_at):
    """Eight houses on the widest table: Stark's game shows Winterfell at the readable default
    view, also after the last game was left zoomed elsewhere or fitted to the whole table."""
    from engine.game import Game

    from ..helpers import local_game

    w, lg = window_with(qtbot, Game.new(players=8, seed=1, ruleset="mother_of_dragons"), ["greyjoy"],
                        size=(1366, 768), whole_map=False)
    qtbot.waitExposed(w)
    if left_at == "zoomed":
        w.map_view.zoom_to("sunspear", 2.0)
    else:
        w.map_view.fit()
    lg.stop()
    game = local_game(Game.new(players=8, seed=2, ruleset="mother_of_dragons"), ["stark"])
    w.start_game(game)
    qtbot.waitUntil(lambda: game.model.synced() and not w._refresh_scheduled, timeout=5000)
    qtbot.waitUntil(lambda: w.map_view.label_px() >= 11, timeout=3000)
    view = w.map_view
    home = view.mapFromScene(w.scene.geometry.regions["winterfell"].centroid)
    middle = view.viewport().rect().center()
    assert view.viewport().rect().contains(home), "Stark's home in sight"
    assert abs(home.x() - middle.x()) < view.viewport().width() / 3, "towards the middle, as far as the edge allows"
    assert not view.viewport().rect().contains(view.mapFromScene(w.scene.geometry.regions["pentos"].centroid)), \
        "not the middle of the table (Essos)"
    game.stop()
