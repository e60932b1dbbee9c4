"""Moves you can follow: other houses' marches, retreats and musters animated on the map, the
embattled area marked while a combat lasts, and orders turning over when they are revealed.

The animations only decorate what the view already shows: units are drawn where the view puts
them, and a short-lived copy slides along the move (source to destination) on top, so skipping
or cutting an animation short never changes what the board says. One 60 Hz timer drives every
animation at once and stops when none is left; each frame repaints only the small rectangles
that moved, so a frame stays well within 16 ms (`python -m agot_qt.bench` measures it).
*Settings > Animate other houses' moves* switches them off.
"""
from __future__ import annotations

import math
import time
from typing import Any

from PySide6.QtCore import QObject, QPointF, QRectF, QSettings, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from engine.events import Event

from ..style import theme
from .items import UNIT_SIZE, UnitItem, piece_pixmap

SETTING = "animate_moves"
MOVE_S = 0.55  # a slide, in seconds
MUSTER_S = 0.45
FLIP_S = 0.35
TICK_MS = 16
Z_MOTION = 60  # above every piece
Z_BATTLE = 3.5  # above the areas and their decoration, below labels and pieces


def animations_enabled() -> bool:
    return str(QSettings().value(SETTING, "true")).lower() in ("true", "1")


def set_animations_enabled(on: bool) -> None:
    QSettings().setValue(SETTING, bool(on))


def _ease(t: float) -> float:
    return t * t * (3 - 2 * t)


class Sprite(QGraphicsItem):
    """A cached picture of one piece, moved or faded by the animator."""

    def __init__(self, pixmap: QPixmap, size: float) -> None:
        super().__init__()
        self.pixmap = pixmap
        self.size = size
        self.setZValue(Z_MOTION)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        s = self.size * 0.62
        return QRectF(-s, -s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: Any, widget: Any = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self.boundingRect(), self.pixmap, QRectF(self.pixmap.rect()))


class _Anim:
    def __init__(self, item: QGraphicsItem, start: float, length: float, kind: str,
                 a: QPointF | None = None, b: QPointF | None = None) -> None:
        self.item, self.start, self.length, self.kind, self.a, self.b = item, start, length, kind, a, b

    def step(self, now: float) -> bool:
        """Advance; False when finished."""
        t = min(1.0, max(0.0, (now - self.start) / self.length))
        if now < self.start:
            self.item.setVisible(False)
            return True
        self.item.setVisible(True)
        if self.kind == "slide":
            e = _ease(t)
            self.item.setPos(self.a + (self.b - self.a) * e)
            self.item.setOpacity(0.95 if t < 0.85 else 0.95 * (1 - t) / 0.15)
        elif self.kind == "appear":
            self.item.setScale(0.4 + 0.6 * _ease(t))
            self.item.setOpacity(min(1.0, 2 * t) if t < 0.8 else (1 - t) / 0.2)
        elif self.kind == "flip":  # a token turning over: narrow, then wide again
            self.item.setTransform(QTransform.fromScale(max(0.02, abs(math.cos(math.pi * t))), 1))
            self.item.setOpacity(1.0 - t * 0.6)
        return t < 1.0


class MotionLayer(QObject):
    """The animations of one map scene."""

    def __init__(self, scene: Any) -> None:
        super().__init__(scene)
        self.scene = scene
        self.anims: list[_Anim] = []
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.tick)
        self.battle: QGraphicsPathItem | None = None
        self.battle_area: str | None = None
        self._pixmaps: dict[tuple[str, str], QPixmap] = {}
        self.enabled = animations_enabled()
        self.played = 0  # animations started (tests read it)

    # ----- what to animate --------------------------------------------------------
    def play(self, events: list[Event], viewer: str | None) -> None:
        """Animate other houses' moves among newly received events (a long batch, such as a
        late joiner's whole log, is history: nothing to animate)."""
        if not self.enabled or len(events) > 40:
            return
        now = time.monotonic()
        delay = 0.0
        for e in events:
            d = e.data
            house = d.get("house")
            if house is None or house == viewer:
                continue
            if e.kind in ("UnitsMoved", "UnitsRetreated") and d.get("source") != d.get("dest"):
                self._slide(house, d.get("units", []), d.get("source"), d.get("dest"), now + delay)
                delay += 0.12
            elif e.kind == "UnitMustered":
                self._appear(house, d.get("unit"), d.get("region"), now + delay)
                delay += 0.08
        for e in events:
            if e.kind == "OrdersRevealed":
                self._flip_orders(e.data.get("orders", {}), viewer, now)
        if self.anims and not self.timer.isActive():
            self.timer.start()

    def set_embattled(self, area: str | None) -> None:
        """Mark the contested area while a combat lasts (None: no combat)."""
        if area == self.battle_area:
            return
        if self.battle is not None:
            self.scene.removeItem(self.battle)
            self.battle = None
        self.battle_area = area
        if area is None or area not in self.scene.geometry.regions:
            return
        path = QPainterPath(self.scene.geometry.regions[area].path)
        item = QGraphicsPathItem(path)
        pen = QPen(theme.DANGER, 5)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setStyle(Qt.PenStyle.DashLine)
        item.setPen(pen)
        item.setBrush(QColor(224, 70, 60, 28))
        item.setZValue(Z_BATTLE)
        item.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.scene.addItem(item)
        self.battle = item

    def clear(self) -> None:
        for a in self.anims:
            self.scene.removeItem(a.item)
        self.anims.clear()
        self.timer.stop()
        self.set_embattled(None)

    # ----- the animations ------------------------------------------------------------------
    def _pixmap(self, house: str, unit: str) -> QPixmap:
        key = (house, unit)
        if key not in self._pixmaps:
            self._pixmaps[key] = piece_pixmap(UnitItem("", house, unit), 96)
        return self._pixmaps[key]

    def _slot(self, region: str | None) -> QPointF | None:
        geo = self.scene.geometry.regions.get(region) if region else None
        return QPointF(geo.unit_slot) if geo else None

    def _slide(self, house: str, units: list[str], source: str | None, dest: str | None, start: float) -> None:
        a, b = self._slot(source), self._slot(dest)
        if a is None or b is None:
            return
        n = len(units)
        for i, unit in enumerate(units):
            off = QPointF((i - (n - 1) / 2) * UNIT_SIZE * 0.8, 0)
            sprite = Sprite(self._pixmap(house, unit), UNIT_SIZE)
            sprite.setVisible(False)
            self.scene.addItem(sprite)
            self.anims.append(_Anim(sprite, start, MOVE_S, "slide", a + off, b + off))
            self.played += 1

    def _appear(self, house: str, unit: str | None, region: str | None, start: float) -> None:
        p = self._slot(region)
        if p is None or not unit:
            return
        sprite = Sprite(self._pixmap(house, unit), UNIT_SIZE * 1.3)
        sprite.setPos(p)
        sprite.setVisible(False)
        self.scene.addItem(sprite)
        self.anims.append(_Anim(sprite, start, MUSTER_S, "appear"))
        self.played += 1

    def _flip_orders(self, orders: dict[str, Any], viewer: str | None, start: float) -> None:
        for region, value in orders.items():
            house = value[0] if isinstance(value, (list, tuple)) else None
            geo = self.scene.geometry.regions.get(region)
            if geo is None or house == viewer:
                continue
            disc = QGraphicsPathItem()
            path = QPainterPath()
            path.addEllipse(QPointF(0, 0), 15, 15)
            disc.setPath(path)
            disc.setBrush(theme.house_color(house))
            disc.setPen(QPen(theme.house_outline(house), 2))
            disc.setPos(geo.order_slot)
            disc.setZValue(Z_MOTION)
            disc.setVisible(False)
            self.scene.addItem(disc)
            self.anims.append(_Anim(disc, start, FLIP_S, "flip"))
            self.played += 1

    def tick(self) -> None:
        now = time.monotonic()
        alive = []
        for a in self.anims:
            if a.step(now):
                alive.append(a)
            else:
                self.scene.removeItem(a.item)
        self.anims = alive
        if not alive:
            self.timer.stop()
