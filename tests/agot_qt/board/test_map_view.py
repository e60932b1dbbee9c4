"""The map view owns zoom (wheel, + and -), panning by dragging the background, and fitting."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from engine.game import Game

from agot_qt.board.scene import MapScene
from agot_qt.board.view import MapView


def _view(qtbot):
    scene = MapScene()
    scene.set_view(Game.new(players=6, seed=1).view(None))
    view = MapView(scene)
    qtbot.addWidget(view)
    view.resize(800, 600)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def test_wheel_and_keys_zoom_and_fit_restores(qtbot):
    view = _view(qtbot)
    fitted = view.scale_factor()
    vp = view.viewport()
    pos = QPointF(400, 300)
    ev = QWheelEvent(pos, QPointF(vp.mapToGlobal(pos.toPoint())), QPoint(0, 0), QPoint(0, 240),
                     Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(vp, ev)
    assert view.scale_factor() > fitted * 1.3
    zoomed = view.scale_factor()
    qtbot.keyClick(view, Qt.Key.Key_Minus)
    assert view.scale_factor() < zoomed
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    qtbot.keyClick(view, Qt.Key.Key_Plus)
    assert view.scale_factor() > zoomed
    qtbot.keyClick(view, Qt.Key.Key_0)
    assert abs(view.scale_factor() - fitted) < 1e-9
    for _ in range(40):  # never smaller than a bit under the fitted size
        view.zoom(0.5)
    assert view.scale_factor() >= fitted * 0.69


def test_dragging_the_background_pans_and_a_click_reports_the_area(qtbot):
    view = _view(qtbot)
    view.zoom(3.0)
    clicked = []
    view.map.region_clicked.connect(clicked.append)
    before = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    start = view.region_view_pos("the-shivering-sea")
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=start)
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtCore import QEvent

    for dx in (20, 60, 120):
        p = start + QPoint(-dx, -dx // 2)
        QApplication.sendEvent(view.viewport(), QMouseEvent(
            QEvent.Type.MouseMove, QPointF(p), QPointF(view.viewport().mapToGlobal(p)), Qt.MouseButton.NoButton,
            Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=start + QPoint(-120, -60))
    after = (view.horizontalScrollBar().value(), view.verticalScrollBar().value())
    assert after != before, "the map moved with the pointer"
    assert clicked == [], "a drag is not a click"
    pos = view.region_view_pos("winterfell")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=pos)
    assert clicked == [view.map.region_at(view.mapToScene(pos))]
