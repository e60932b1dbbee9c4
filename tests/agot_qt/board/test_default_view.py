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
