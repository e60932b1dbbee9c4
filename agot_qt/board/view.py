"""The map's view: zoom, pan, fit, hover and drags.

`MapView` owns zoom (wheel, + and -), panning (drag the background), fitting
to the window, hover tooltips, dragging units, dragging planned order tokens,
and showing a token dragged in from the order tray. The scene it shows is a
`MapScene` (board/scene.py).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtGui import QCursor, QKeyEvent, QMouseEvent, QPainter, QWheelEvent
from PySide6.QtWidgets import QGraphicsView, QToolTip

from . import items as map_items
from .items import UNIT_SIZE, Z_DRAG, OrderItem, UnitItem, piece_pixmap
from .scene import MapScene


# At the default view a region's name is drawn at least this many pixels tall (its capitals)
READABLE_CAP_PX = 11.5


class MapView(QGraphicsView):
    """Starts at the default view: the smallest zoom at which every area's name is readable (or
    the whole map, when that is larger), centred on the seat's home; *fit* shows the whole map.
    Until the player zooms, a resize keeps whichever of the two was shown."""

    zoom_changed = Signal(float)

    def __init__(self, scene: MapScene, parent=None) -> None:
        super().__init__(scene, parent)
        self.map = scene
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing
                            | QPainter.RenderHint.SmoothPixmapTransform)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setOptimizationFlag(QGraphicsView.OptimizationFlag.DontAdjustForAntialiasing, True)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setMouseTracking(True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.tooltip_provider: Callable[[str], str] | None = None
        self._press: QPoint | None = None
        self._panning = False
        self._drag_units: list[UnitItem] = []
        self._press_unit: UnitItem | None = None  # a unit pressed on: a click, or a drag once the pointer moves
        self._after_double_click = False
        self._drag_ghosts: list[UnitItem] = []
        self._drag_origin: QPointF | None = None
        self._drag_order: OrderItem | None = None  # a planned order pressed on, dragged once the pointer moves
        self._drag_order_moving = False
        self._drag_cursor = False
        self._hover: str | None = None
        self._user_zoomed = False
        self._auto = "default"  # what a resize re-applies until the player zooms: "default" or "fit"
        self.min_scale = 0.05
        self.max_scale = 4.0
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(160)
        self._settle.timeout.connect(self._settled)
        scene.seat_changed.connect(lambda _seat: self._auto_view())

    # ----- zoom and fit ---------------------------------------------------------------------
    def scale_factor(self) -> float:
        return self.transform().m11()

    def fit(self) -> None:
        """The whole map in the window."""
        self.resetTransform()
        self.fitInView(self.map.geometry.rect.adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio)
        self.min_scale = self.scale_factor() * 0.7
        self._user_zoomed = False
        self._auto = "fit"
        self.map.set_detail(self.scale_factor())
        self.zoom_changed.emit(self.scale_factor())

    def fit_scale(self) -> float:
        r = self.map.geometry.rect.adjusted(-10, -10, 10, 10)
        vp = self.viewport().rect()
        return min(vp.width() / r.width(), vp.height() / r.height()) if vp.width() > 0 and vp.height() > 0 else 1.0

    def default_view(self) -> None:
        """Names readable without zooming: the smallest scale that draws every area's name
        READABLE_CAP_PX tall, centred on the seat's home (the map's middle for a spectator)."""
        fit = self.fit_scale()
        scale = max(fit, self.map.readable_scale(READABLE_CAP_PX))
        self.resetTransform()
        self.scale(scale, scale)
        self.min_scale = fit * 0.7
        self.centerOn(self.map.focus_point())
        self._user_zoomed = False
        self._auto = "default"
        self.map.set_detail(scale)
        self.zoom_changed.emit(scale)

    def reset_view(self) -> None:
        """A new game starts at the default view, around its seat's home, whatever the player
        zoomed to or fitted in the last one (its first view puts it there)."""
        self._user_zoomed = False
        self._auto = "default"

    def _auto_view(self) -> None:
        if self._user_zoomed:
            return
        if self._auto == "fit":
            self.fit()
        else:
            self.default_view()

    def label_px(self) -> float:
        """How tall (capital letters, screen pixels) the smallest area name is drawn now."""
        return self.map.smallest_label_cap() * self.scale_factor()

    def zoom(self, factor: float, anchor: QPoint | None = None) -> None:
        current = self.scale_factor()
        target = max(self.min_scale, min(self.max_scale, current * factor))
        if abs(target - current) < 1e-9:
            return
        if anchor is None:
            old = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
            self.scale(target / current, target / current)
            self.setTransformationAnchor(old)
        else:  # zoom to the cursor: the point under it stays there (as far as the map's edge allows)
            under = self.mapToScene(anchor)
            old = self.transformationAnchor()
            self.setTransformationAnchor(QGraphicsView.ViewportAnchor.NoAnchor)
            self.scale(target / current, target / current)
            self.setTransformationAnchor(old)
            moved = self.mapToScene(anchor) - under
            self._scroll_by(-moved.x() * target, -moved.y() * target)
        self._user_zoomed = True
        map_items.set_sprites_exact(False)
        self._settle.start()  # while zooming, the board's pictures are scaled; then redrawn sharp
        self.zoom_changed.emit(self.scale_factor())

    def _settled(self) -> None:
        """The zoom came to rest: redraw the board and the pieces sharp at this scale."""
        self.map.set_detail(self.scale_factor())
        map_items.set_sprites_exact(True)
        self.viewport().update()

    def zoom_to(self, region: str, scale: float = 1.2) -> None:
        geo = self.map.geometry.regions[region]
        self.resetTransform()
        self.scale(scale, scale)
        self.centerOn(geo.centroid)
        self._user_zoomed = True
        self.map.set_detail(scale)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().resizeEvent(event)
        self._auto_view()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        QTimer.singleShot(0, self, self._auto_view)

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt API)
        steps = event.angleDelta().y() / 120.0
        if steps:
            self.zoom(1.18 ** steps, event.position().toPoint())
        event.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        key = event.key()
        if key in (Qt.Key.Key_Plus, Qt.Key.Key_Equal):
            self.zoom(1.25)
        elif key == Qt.Key.Key_Minus:
            self.zoom(1 / 1.25)
        elif key in (Qt.Key.Key_0, Qt.Key.Key_F):
            self.fit()
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_H):
            self.default_view()
        elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            dx = {Qt.Key.Key_Left: -60, Qt.Key.Key_Right: 60}.get(key, 0)
            dy = {Qt.Key.Key_Up: -60, Qt.Key.Key_Down: 60}.get(key, 0)
            self._scroll_by(dx, dy)
        else:
            super().keyPressEvent(event)

    def _scroll_by(self, dx: float, dy: float) -> None:
        self.horizontalScrollBar().setValue(int(self.horizontalScrollBar().value() + dx))
        self.verticalScrollBar().setValue(int(self.verticalScrollBar().value() + dy))

    # ----- mouse: click, pan, drag units ----------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mousePressEvent(event)
        pos = event.position().toPoint()
        scene_pos = self.mapToScene(pos)
        piece = self.map.piece_at(scene_pos)
        if isinstance(piece, UnitItem) and piece.draggable and not piece.ghost:
            # a click picks the unit; the drag starts only once the pointer moves
            self._press_unit, self._press = piece, pos
            event.accept()
            return
        order = self._order_at(scene_pos)
        if order is not None:
            self._drag_order, self._drag_order_moving = order, False
        self._press = pos
        self._panning = False
        event.accept()

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        pos = event.position().toPoint()
        scene_pos = self.mapToScene(pos)
        if self._press_unit is not None and self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if (pos - self._press).manhattanLength() > 6:
                piece, self._press_unit = self._press_unit, None
                self._start_unit_drag(piece, self.mapToScene(self._press))
        if self._drag_units:
            self._move_ghosts(scene_pos)
            self._set_hover(self.map.region_at(scene_pos))
            event.accept()
            return
        if self._drag_order is not None and self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not self._drag_order_moving and (pos - self._press).manhattanLength() > 6:
                self._drag_order_moving = True
                self._drag_order.setVisible(False)
                self.map.pieces_layer.update(self._drag_order.sceneBoundingRect())
                self.set_drag_cursor(self._drag_order)
            if self._drag_order_moving:
                self._set_hover(self.map.region_at(scene_pos) if self.viewport().rect().contains(pos) else None)
            event.accept()
            return
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            delta = pos - self._press
            if self._panning or delta.manhattanLength() > 6:
                if not self._panning:
                    self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)
                self._panning = True
                self._scroll_by(-delta.x(), -delta.y())
                self._press = pos
            event.accept()
            return
        self._set_hover(self.map.region_at(scene_pos))
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() != Qt.MouseButton.LeftButton:
            return super().mouseReleaseEvent(event)
        scene_pos = self.mapToScene(event.position().toPoint())
        if self._after_double_click:  # the release that ends a double-click: already handled
            self._after_double_click = False
            self._press = None
            event.accept()
            return
        if self._press_unit is not None:  # pressed and let go without moving: a click on the unit
            piece, self._press_unit, self._press = self._press_unit, None, None
            self.map.unit_clicked.emit(piece.region, piece.unit, piece.routed)
            event.accept()
            return
        if self._drag_units:
            self._finish_unit_drag(scene_pos)
            event.accept()
            return
        if self._drag_order is not None and self._drag_order_moving:
            self._finish_order_drag(event.position().toPoint())
            event.accept()
            return
        self._drag_order = None
        was_panning = self._panning
        self._press = None
        self._panning = False
        self.viewport().unsetCursor()
        if not was_panning:
            piece = self.map.piece_at(scene_pos)
            if isinstance(piece, UnitItem) and not piece.ghost:
                self.map.unit_clicked.emit(piece.region, piece.unit, piece.routed)
            region = self.map.region_at(scene_pos)
            if region:
                self.map.region_clicked.emit(region)
        event.accept()

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        piece = self.map.piece_at(self.mapToScene(event.position().toPoint()))
        if event.button() == Qt.MouseButton.LeftButton and isinstance(piece, UnitItem) and piece.draggable \
                and not piece.ghost:
            self._press_unit = None
            self._after_double_click = True
            self.map.army_clicked.emit(piece.region)
            event.accept()
            return
        super().mouseDoubleClickEvent(event)

    def _start_unit_drag(self, piece: UnitItem, scene_pos: QPointF) -> None:
        selected = [it for it in self.map.pieces.get(piece.region, [])
                    if isinstance(it, UnitItem) and it.selected and it.draggable]
        units = selected if piece in selected else [piece]
        self._drag_units = units
        self._drag_origin = scene_pos
        self._drag_ghosts = []
        for i, it in enumerate(units):
            ghost = UnitItem(it.region, it.house, it.unit, False)
            ghost.ghost = True
            ghost.setZValue(Z_DRAG)
            ghost.setPos(scene_pos + QPointF(i * UNIT_SIZE * 0.7, 0))
            self.map.addItem(ghost)
            self._drag_ghosts.append(ghost)
        self.viewport().setCursor(Qt.CursorShape.ClosedHandCursor)

    def _move_ghosts(self, scene_pos: QPointF) -> None:
        for i, g in enumerate(self._drag_ghosts):
            g.setPos(scene_pos + QPointF(i * UNIT_SIZE * 0.7, 0))

    def _finish_unit_drag(self, scene_pos: QPointF) -> None:
        units = self._drag_units
        for g in self._drag_ghosts:
            self.map.removeItem(g)
        self._drag_units, self._drag_ghosts = [], []
        self.viewport().unsetCursor()
        dest = self.map.region_at(scene_pos)
        if units and dest and dest != units[0].region:
            self.map.units_dropped.emit(units[0].region, dest, [u.unit for u in units])

    # ----- dragging order tokens -------------------------------------------------------------
    def _order_at(self, scene_pos: QPointF) -> OrderItem | None:
        for item in self.map.items(scene_pos):
            if isinstance(item, OrderItem) and item.draggable and item.isVisible():
                return item
        return None

    def _finish_order_drag(self, pos: QPoint) -> None:
        """A planned order let go: on an area (the widget decides whether it may go there) or off the map."""
        item = self._drag_order
        self._drag_order, self._drag_order_moving, self._press = None, False, None
        self.set_drag_cursor(None)
        item.setVisible(True)
        self.map.pieces_layer.update(item.sceneBoundingRect())
        dest = self.map.region_at(self.mapToScene(pos)) if self.viewport().rect().contains(pos) else None
        self._set_hover(dest)
        if dest != item.region:
            self.map.order_dropped.emit(item.region, dest)

    def set_drag_cursor(self, item: OrderItem | None) -> None:
        """While a token is dragged the pointer carries its picture; None puts the pointer back."""
        from PySide6.QtWidgets import QApplication

        if self._drag_cursor:
            QApplication.restoreOverrideCursor()
            self._drag_cursor = False
        if item is not None:
            size = max(24, min(72, round(item.size * 1.24 * self.scale_factor())))
            QApplication.setOverrideCursor(QCursor(piece_pixmap(item, size)))
            self._drag_cursor = True

    def region_at_global(self, global_pos: QPoint) -> str | None:
        """The area under a point of the screen, if the map shows it there."""
        pos = self.viewport().mapFromGlobal(global_pos)
        if not self.isVisible() or not self.viewport().rect().contains(pos):
            return None
        return self.map.region_at(self.mapToScene(pos))

    def token_dragged_over(self, global_pos: QPoint | None) -> str | None:
        """A token from the order tray is dragged over the screen: mark the area under it (None: drag over)."""
        region = self.region_at_global(global_pos) if global_pos is not None else None
        self._set_hover(region)
        return region

    def _set_hover(self, region: str | None) -> None:
        if region == self._hover:
            return
        if self._hover in self.map.regions:
            self.map.regions[self._hover].set_hovered(False)
        self._hover = region
        if region in self.map.regions:
            self.map.regions[region].set_hovered(True)
        self.map.region_hovered.emit(region)

    def leaveEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self._set_hover(None)
        super().leaveEvent(event)

    def viewportEvent(self, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.ToolTip and self.tooltip_provider is not None:
            pos = event.pos()
            region = self.map.region_at(self.mapToScene(pos))
            text = self.tooltip_provider(region) if region else ""
            if text:
                QToolTip.showText(event.globalPos(), text, self.viewport())
            else:
                QToolTip.hideText()
            return True
        return super().viewportEvent(event)

    # ----- helpers used by tests and scripted input ----------------------------------------
    def region_view_pos(self, region: str) -> QPoint:
        geo = self.map.geometry.regions[region]
        return self.mapFromScene(geo.label)

    def drag_units(self, source: str, dest: str, count: int | None = None) -> None:
        """Drag units of `source` onto `dest` with real mouse events (the first `count`, default one)."""
        items = [it for it in self.map.pieces.get(source, []) if isinstance(it, UnitItem) and it.draggable]
        if not items:
            return
        if count and count > 1:
            self.map.set_selected_units([(source, it.unit, it.routed) for it in items[:count]])
            for it in items[:count]:
                it.set_selected(True)
        self.drag_units_from(items[0], dest)

    def drag_units_from(self, item: UnitItem, dest: str) -> None:
        """Press on `item` and let go over `dest` with real mouse events (moving in between)."""
        from PySide6.QtWidgets import QApplication

        start = self.mapFromScene(item.scenePos())
        end = self.mapFromScene(self._drop_point(dest))
        vp = self.viewport()

        def send(kind, pos, buttons):
            ev = QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.LeftButton, buttons,
                             Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(vp, ev)

        send(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
        mid = (start + end) / 2
        send(QEvent.Type.MouseMove, mid, Qt.MouseButton.LeftButton)
        send(QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton)
        send(QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)

    def click_unit(self, item: UnitItem, double: bool = False) -> None:
        """Click (or double-click) a unit on the map with real mouse events."""
        from PySide6.QtWidgets import QApplication

        pos = self.mapFromScene(item.scenePos())
        vp = self.viewport()
        kinds = [QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease]
        if double:
            kinds += [QEvent.Type.MouseButtonDblClick, QEvent.Type.MouseButtonRelease]
        for kind in kinds:
            buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else Qt.MouseButton.LeftButton
            QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)),
                                                   Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier))

    def click_region(self, region: str) -> None:
        """Click an area (where a dragged piece would land in it) with real mouse events."""
        from PySide6.QtWidgets import QApplication

        pos = self.drop_pos(region)
        vp = self.viewport()
        for kind in (QEvent.Type.MouseButtonPress, QEvent.Type.MouseButtonRelease):
            buttons = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseButtonRelease else Qt.MouseButton.LeftButton
            QApplication.sendEvent(vp, QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)),
                                                   Qt.MouseButton.LeftButton, buttons, Qt.KeyboardModifier.NoModifier))

    def drop_pos(self, region: str) -> QPoint:
        """A point of the viewport inside `region`, where a dragged piece lands in it."""
        return self.mapFromScene(self._drop_point(region))

    def drag_order(self, source: str, dest: str | None) -> None:
        """Drag the planned order in `source` onto `dest`, or off the map (None), with real mouse events."""
        from PySide6.QtWidgets import QApplication

        items = [it for it in self.map.pieces.get(source, []) if isinstance(it, OrderItem) and it.draggable]
        if not items:
            return
        start = self.mapFromScene(items[0].scenePos())
        end = self.mapFromScene(self._drop_point(dest)) if dest else QPoint(-60, self.viewport().height() // 2)
        vp = self.viewport()

        def send(kind, pos, buttons):
            ev = QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), Qt.MouseButton.LeftButton, buttons,
                             Qt.KeyboardModifier.NoModifier)
            QApplication.sendEvent(vp, ev)

        send(QEvent.Type.MouseButtonPress, start, Qt.MouseButton.LeftButton)
        send(QEvent.Type.MouseMove, (start + end) / 2, Qt.MouseButton.LeftButton)
        send(QEvent.Type.MouseMove, end, Qt.MouseButton.LeftButton)
        send(QEvent.Type.MouseButtonRelease, end, Qt.MouseButton.NoButton)

    def _drop_point(self, region: str) -> QPointF:
        geo = self.map.geometry.regions[region]
        for p in (geo.unit_slot, geo.label, geo.centroid, geo.order_slot, geo.power_slot):
            if self.map.region_at(p) == region:
                return p
        return geo.unit_slot
