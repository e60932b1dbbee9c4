"""Items on the map. They only paint (with level of detail) and carry their data;
the scene decides what exists and the view handles the mouse.

Glyphs (units, order symbols, castles, barrels, crowns) are the project's own
vector shapes, built once in a unit box and scaled when painted.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPainterPath,
    QPainterPathStroker, QPen, QPixmap, QPolygonF, QRadialGradient, QTransform,
)
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem

from ..style import sigils, theme

UNIT_SIZE = 30.0
LABEL_PX = {False: 18, True: 19}  # names of land and of sea areas, in scene pixels (sea: is it sea)
ORDER_SIZE = 34.0
POWER_SIZE = 20.0

Z_SEA, Z_LAND, Z_PORT, Z_DECOR, Z_LABEL, Z_TOKEN, Z_UNIT, Z_ARROW, Z_DRAG = 0, 1, 2, 3, 4, 5, 6, 7, 20
Z_NAMES_ON_TOP = Z_ARROW + 0.5  # names a highlight or an arrow would cover, drawn again above them


def lod_of(painter: QPainter) -> float:
    return QStyleOptionGraphicsItem.levelOfDetailFromTransform(painter.worldTransform())


def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    p.closeSubpath()
    return p


# ----- glyphs in a unit box centred on (0, 0), about [-0.5, 0.5] -------------------

@lru_cache(maxsize=None)
def unit_glyph(kind: str) -> QPainterPath:
    if kind == "footman":
        p = QPainterPath()
        p.addEllipse(QPointF(0, -0.24), 0.17, 0.17)
        body = _poly([(-0.13, -0.08), (0.13, -0.08), (0.26, 0.36), (-0.26, 0.36)])
        base = QPainterPath()
        base.addRoundedRect(QRectF(-0.34, 0.3, 0.68, 0.16), 0.05, 0.05)
        return p.united(body).united(base)
    if kind == "knight":
        head = _poly([(-0.32, 0.46), (0.34, 0.46), (0.3, 0.3), (0.16, 0.24), (0.14, 0.06), (0.36, 0.14),
                      (0.44, 0.02), (0.42, -0.06), (0.14, -0.3), (0.06, -0.46), (-0.02, -0.34),
                      (-0.14, -0.42), (-0.14, -0.28), (-0.3, -0.1), (-0.34, 0.12), (-0.26, 0.3)])
        return head
    if kind == "ship":
        hull = _poly([(-0.46, 0.12), (0.46, 0.12), (0.3, 0.38), (-0.3, 0.38)])
        sail = _poly([(-0.02, -0.46), (-0.02, 0.06), (-0.36, 0.06)])
        sail2 = _poly([(0.04, -0.4), (0.34, 0.06), (0.04, 0.06)])
        mast = QPainterPath()
        mast.addRect(QRectF(-0.03, -0.48, 0.06, 0.62))
        return hull.united(sail).united(sail2).united(mast)
    if kind == "siege-engine":
        base = QPainterPath()
        base.addRoundedRect(QRectF(-0.42, 0.12, 0.84, 0.16), 0.04, 0.04)
        frame = _poly([(-0.22, 0.14), (0.0, -0.2), (0.22, 0.14), (0.12, 0.14), (0.0, -0.04), (-0.12, 0.14)])
        arm = _poly([(-0.46, -0.44), (-0.38, -0.5), (0.32, 0.02), (0.26, 0.08)])
        weight = QPainterPath()
        weight.addRect(QRectF(0.2, 0.0, 0.16, 0.14))
        wheels = QPainterPath()
        wheels.addEllipse(QPointF(-0.27, 0.33), 0.12, 0.12)
        wheels.addEllipse(QPointF(0.27, 0.33), 0.12, 0.12)
        return base.united(frame).united(arm).united(weight).united(wheels)
    if kind == "dragon":  # the same bold silhouette as House Targaryen's sign, a little wider
        return QTransform().scale(1.08, 1.0).map(sigils.sigil("targaryen"))
    p = QPainterPath()
    p.addEllipse(QPointF(0, 0), 0.4, 0.4)
    return p


@lru_cache(maxsize=None)
def order_glyph(order_type: str) -> QPainterPath:
    if order_type == "march":
        return _poly([(-0.36, -0.1), (0.06, -0.1), (0.06, -0.3), (0.4, 0.0), (0.06, 0.3), (0.06, 0.1),
                      (-0.36, 0.1)])
    if order_type == "defense":
        p = QPainterPath()
        p.moveTo(-0.3, -0.34)
        p.lineTo(0.3, -0.34)
        p.lineTo(0.3, 0.0)
        p.cubicTo(0.3, 0.2, 0.12, 0.32, 0.0, 0.4)
        p.cubicTo(-0.12, 0.32, -0.3, 0.2, -0.3, 0.0)
        p.closeSubpath()
        return p
    if order_type == "support":
        a = _poly([(-0.11, -0.38), (0.11, -0.38), (0.11, -0.11), (0.38, -0.11), (0.38, 0.11), (0.11, 0.11),
                   (0.11, 0.38), (-0.11, 0.38), (-0.11, 0.11), (-0.38, 0.11), (-0.38, -0.11), (-0.11, -0.11)])
        return a
    if order_type == "raid":
        blade1 = _poly([(-0.38, -0.3), (-0.3, -0.38), (0.38, 0.3), (0.3, 0.38)])
        blade2 = _poly([(0.38, -0.3), (0.3, -0.38), (-0.38, 0.3), (-0.3, 0.38)])
        g1 = _poly([(-0.4, 0.16), (-0.16, 0.4), (-0.1, 0.34), (-0.34, 0.1)])
        g2 = _poly([(0.4, 0.16), (0.16, 0.4), (0.1, 0.34), (0.34, 0.1)])
        return blade1.united(blade2).united(g1).united(g2)
    if order_type == "consolidate-power":
        return crown_glyph()
    if order_type == "iron-bank":  # a stack of coins (Mother of Dragons' Iron Bank order)
        coins = QPainterPath()
        for i in range(3):
            coins.addRoundedRect(QRectF(-0.34 + 0.06 * (i % 2), 0.18 - i * 0.22, 0.62, 0.18), 0.09, 0.09)
        return coins.simplified()
    p = QPainterPath()
    p.addEllipse(QPointF(0, 0), 0.3, 0.3)
    return p


@lru_cache(maxsize=None)
def crown_glyph() -> QPainterPath:
    return _poly([(-0.4, 0.28), (-0.44, -0.26), (-0.2, -0.02), (0.0, -0.38), (0.2, -0.02), (0.44, -0.26),
                  (0.4, 0.28)])


@lru_cache(maxsize=None)
def raven_glyph() -> QPainterPath:
    body = QPainterPath()
    body.moveTo(-0.42, 0.1)
    body.cubicTo(-0.2, -0.05, 0.05, -0.12, 0.18, -0.2)  # back
    body.lineTo(0.3, -0.3)  # head
    body.lineTo(0.46, -0.26)  # beak
    body.lineTo(0.32, -0.18)
    body.cubicTo(0.28, 0.05, 0.1, 0.18, -0.1, 0.2)  # breast
    body.lineTo(-0.2, 0.38)  # leg
    body.lineTo(-0.24, 0.2)
    body.closeSubpath()
    wing = _poly([(-0.2, 0.0), (0.12, -0.14), (-0.1, -0.42), (-0.36, -0.3)])
    return body.united(wing)


@lru_cache(maxsize=None)
def anchor_glyph() -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0, -0.36), 0.09, 0.09)
    shaft = QPainterPath()
    shaft.addRect(QRectF(-0.04, -0.28, 0.08, 0.66))
    bar = QPainterPath()
    bar.addRect(QRectF(-0.22, -0.2, 0.44, 0.07))
    arc = QPainterPath()
    arc.moveTo(-0.36, 0.06)
    arc.quadTo(-0.3, 0.42, 0.0, 0.42)
    arc.quadTo(0.3, 0.42, 0.36, 0.06)
    arc.lineTo(0.26, 0.14)
    arc.quadTo(0.2, 0.32, 0.0, 0.32)
    arc.quadTo(-0.2, 0.32, -0.26, 0.14)
    arc.closeSubpath()
    hooks = _poly([(-0.42, 0.12), (-0.36, 0.0), (-0.28, 0.1)]).united(_poly([(0.42, 0.12), (0.36, 0.0), (0.28, 0.1)]))
    out = p.subtracted(QPainterPath()).united(shaft).united(bar).united(arc).united(hooks)
    hole = QPainterPath()
    hole.addEllipse(QPointF(0, -0.36), 0.045, 0.045)
    return out.subtracted(hole)


@lru_cache(maxsize=None)
def barrel_glyph() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(-0.26, -0.4)
    p.lineTo(0.26, -0.4)
    p.quadTo(0.42, 0.0, 0.26, 0.4)
    p.lineTo(-0.26, 0.4)
    p.quadTo(-0.42, 0.0, -0.26, -0.4)
    p.closeSubpath()
    return p


@lru_cache(maxsize=None)
def castle_glyph(stronghold: bool) -> QPainterPath:
    if not stronghold:
        body = _poly([(-0.34, 0.4), (-0.34, -0.16), (-0.2, -0.16), (-0.2, -0.04), (-0.07, -0.04), (-0.07, -0.16),
                      (0.07, -0.16), (0.07, -0.04), (0.2, -0.04), (0.2, -0.16), (0.34, -0.16), (0.34, 0.4)])
        door = QPainterPath()
        door.addRoundedRect(QRectF(-0.09, 0.14, 0.18, 0.26), 0.08, 0.08)
        return body.subtracted(door)
    left = _poly([(-0.46, 0.42), (-0.46, -0.3), (-0.4, -0.3), (-0.4, -0.4), (-0.33, -0.4), (-0.33, -0.3),
                  (-0.26, -0.3), (-0.26, -0.4), (-0.19, -0.4), (-0.19, -0.3), (-0.16, -0.3), (-0.16, 0.42)])
    right = QTransform().scale(-1, 1).map(left)
    wall = _poly([(-0.2, 0.42), (-0.2, -0.08), (-0.12, -0.08), (-0.12, -0.16), (-0.04, -0.16), (-0.04, -0.08),
                  (0.04, -0.08), (0.04, -0.16), (0.12, -0.16), (0.12, -0.08), (0.2, -0.08), (0.2, 0.42)])
    door = QPainterPath()
    door.addRoundedRect(QRectF(-0.08, 0.16, 0.16, 0.26), 0.08, 0.08)
    return left.united(right).united(wall).subtracted(door)


def _outline_pen(color: QColor, width: float) -> QPen:
    pen = QPen(color, width)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    pen.setCosmetic(False)
    return pen


def paint_glyph(painter: QPainter, glyph: QPainterPath, center: QPointF, size: float,
                fill: QColor, outline: QColor, width: float = 0.07, rotate: float = 0.0) -> None:
    painter.save()
    painter.translate(center)
    if rotate:
        painter.rotate(rotate)
    painter.scale(size, size)
    painter.setPen(_outline_pen(outline, width))
    painter.setBrush(fill)
    painter.drawPath(glyph)
    painter.restore()


def paint_sign(painter: QPainter, house: str | None, center: QPointF, size: float, on_disc: bool = True) -> None:
    """The house's sign (board/../sigils.py) in a small disc of its colours: how a piece tells its
    house without relying on colour."""
    glyph = sigils.sigil(house or "")
    if glyph.isEmpty():
        return
    painter.save()
    painter.translate(center)
    if on_disc:
        painter.setPen(QPen(theme.house_text(house) if house != "stark" else QColor("#eef1f4"), size * 0.06))
        painter.setBrush(theme.house_outline(house))
        painter.drawEllipse(QPointF(0, 0), size * 0.5, size * 0.5)
        painter.scale(size * 0.78, size * 0.78)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.house_color(house))
    else:
        painter.scale(size, size)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.house_text(house))
    painter.drawPath(glyph)
    painter.restore()


def paint_halo_text(painter: QPainter, rect: QRectF, text: str, font: QFont, color: QColor,
                    halo: QColor, halo_width: float, flags=Qt.AlignmentFlag.AlignCenter) -> None:
    """Text with a soft outline so it stays readable on any background."""
    path = QPainterPath()
    fm = QFontMetricsF(font)
    lines = text.split("\n")
    total_h = fm.height() * len(lines)
    y = rect.center().y() - total_h / 2 + fm.ascent()
    for line in lines:
        w = fm.horizontalAdvance(line)
        x = rect.center().x() - w / 2
        path.addText(QPointF(x, y), font, line)
        y += fm.height()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if halo_width > 0:
        pen = QPen(halo, halo_width)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.strokePath(path, pen)
    painter.fillPath(path, color)
    painter.restore()


# ----- regions -------------------------------------------------------------------------

class RegionItem(QGraphicsItem):
    """One area: its fill (terrain, controller tint), border, blocked shade and highlight."""

    HIGHLIGHT_COLORS = {
        "legal": QColor(95, 211, 95), "combat": QColor(224, 70, 60), "selected": QColor(255, 213, 74),
        "candidate": QColor(255, 200, 60), "log": QColor(80, 160, 255), "target": QColor(255, 140, 40),
        "source": QColor(255, 213, 74),
    }

    def __init__(self, region_id: str, kind: str, path: QPainterPath, from_outline: bool) -> None:
        super().__init__()
        self.region_id = region_id
        self.kind = kind
        self.path = path
        self.from_outline = from_outline
        self.controller: str | None = None
        self.blocked = False
        self.fogged = False  # fog of war: the view shows nothing of this area
        self.highlight: str | None = None
        self.hovered = False
        self.sign_at: QPointF | None = None  # where the controller's sign is drawn faintly (the scene picks a free spot)
        self.sign_size = 40.0
        self.flattened = False  # True: the static picture is drawn by the board layer, this item only overlays
        self.on_changed = None  # called with this item when its static picture changes
        self._bounds = path.boundingRect().adjusted(-8, -8, 8, 8)
        self.setZValue({"sea": Z_SEA, "land": Z_LAND, "port": Z_PORT}.get(kind, Z_LAND))
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def shape(self) -> QPainterPath:
        return self.path

    def set_state(self, controller: str | None, blocked: bool, fogged: bool = False) -> None:
        if (controller, blocked, fogged) != (self.controller, self.blocked, self.fogged):
            self.controller, self.blocked, self.fogged = controller, blocked, fogged
            if self.on_changed is not None:
                self.on_changed(self)
            self.update()

    def set_highlight(self, mode: str | None) -> None:
        if mode != self.highlight:
            self.highlight = mode
            self.update()

    def set_hovered(self, on: bool) -> None:
        if on != self.hovered:
            self.hovered = on
            self.update()

    def _fill(self) -> QBrush:
        r = self.path.boundingRect()
        if self.kind == "sea":
            g = QRadialGradient(r.center(), max(r.width(), r.height()) * 0.7)
            g.setColorAt(0.0, theme.SEA)
            g.setColorAt(1.0, theme.SEA_DEEP)
            return QBrush(g)
        if self.kind == "port":
            r2 = self.path.boundingRect()
            g = QRadialGradient(r2.center(), max(r2.width(), r2.height()) * 0.6)
            g.setColorAt(0.0, QColor("#8fb6d0"))
            g.setColorAt(1.0, QColor("#6d97b5"))
            return QBrush(g)
        base = theme.territory_color(self.controller)
        g = QLinearGradient(r.topLeft(), r.bottomRight())
        g.setColorAt(0.0, base.lighter(106))
        g.setColorAt(1.0, base.darker(106))
        return QBrush(g)

    def draw_fog(self, painter: QPainter, lod: float) -> None:
        """Fog of war over an area out of sight: the area dimmed under a grey veil crossed by
        drifts of mist, so it reads as unknown, never as empty."""
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(theme.FOG)
        painter.drawPath(self.path)
        if lod > 0.15:
            painter.setClipPath(self.path)
            r = self.path.boundingRect()
            pen = QPen(theme.FOG_MIST, 3.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            row, y = 0, r.top() + 14
            while y < r.bottom():
                drift = QPainterPath()
                x = r.left() - 30 + (row % 2) * 26
                drift.moveTo(x, y)
                while x < r.right() + 30:  # a gentle wave, 52 units long
                    drift.cubicTo(x + 13, y - 6, x + 26, y - 6, x + 39, y)
                    drift.cubicTo(x + 45, y + 3, x + 49, y + 3, x + 52, y)
                    x += 52
                painter.drawPath(drift)
                y += 26
                row += 1
        painter.restore()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.flattened:
            self.draw_base(painter)
        if self.hovered or self.highlight:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self.draw_overlay(painter)

    def draw_base(self, painter: QPainter) -> None:
        """The static picture: terrain, controller's tint, blocked shading, border."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lod = lod_of(painter)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(self._fill())
        painter.drawPath(self.path)
        if self.kind == "port" and lod > 0.2:
            r = self.path.boundingRect()
            paint_glyph(painter, anchor_glyph(), r.center(), min(r.width(), r.height()) * 0.62,
                        QColor(40, 60, 80, 70), QColor(0, 0, 0, 0), 0.0)
        if self.controller and self.kind == "land" and self.sign_at is not None and lod > 0.12:
            glyph = sigils.sigil(self.controller)
            painter.save()
            painter.setClipPath(self.path)
            painter.translate(self.sign_at)
            painter.scale(self.sign_size, self.sign_size)
            ink = QColor(theme.house_outline(self.controller) if self.controller != "greyjoy" else QColor("#1f1f22"))
            ink.setAlpha(75)
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(glyph)
            painter.restore()
        if self.blocked:
            painter.save()
            painter.setBrush(theme.BLOCKED)
            painter.drawPath(self.path)
            painter.setClipPath(self.path)
            painter.setPen(QPen(QColor(0, 0, 0, 110), 3))
            r = self.path.boundingRect()
            d = -r.height()
            while d < r.width():
                painter.drawLine(QLineF(r.left() + d, r.bottom(), r.left() + d + r.height(), r.top()))
                d += 16
            painter.restore()
        if self.fogged:
            self.draw_fog(painter, lod)
        border = theme.SEA_BORDER if self.kind == "sea" else theme.BORDER
        width = 2.4 if self.kind != "sea" else 1.6
        if self.kind == "port":
            border, width = QColor("#6b4a2b"), 4.0
        if lod < 0.25:
            width *= 1.6
        painter.setBrush(Qt.BrushStyle.NoBrush)
        pen = _outline_pen(border, width)
        if self.kind == "port":
            pen.setDashPattern([1.6, 0.7])  # the planks of a pier
        painter.setPen(pen)
        painter.drawPath(self.path)

    def draw_overlay(self, painter: QPainter) -> None:
        """What changes under the pointer and with decisions: hover and highlight."""
        if self.hovered:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 45))
            painter.drawPath(self.path)
        if self.highlight:
            c = self.HIGHLIGHT_COLORS.get(self.highlight, theme.HIGHLIGHT)
            fill = QColor(c)
            fill.setAlpha(70 if self.highlight != "log" else 90)
            painter.setBrush(fill)
            pen = _outline_pen(c, 6.0 if self.highlight != "candidate" else 4.0)
            if self.highlight == "candidate":
                pen.setStyle(Qt.PenStyle.DashLine)
            painter.setPen(pen)
            painter.drawPath(self.path)


class LabelItem(QGraphicsItem):
    """An area's name with its castle or stronghold and its barrel and crown icons."""

    def __init__(self, region_id: str, pos: QPointF, kind: str, castle: str | None, barrels: int,
                 crowns: int, width_hint: float) -> None:
        super().__init__()
        self.region_id = region_id
        self.kind = kind
        self.castle = castle
        self.barrels = barrels
        self.crowns = crowns
        self.text = ""
        self.suppressed = False  # a port's name gives way to the ships in it
        self.lifted = False  # drawn above the highlights and arrows (NamesOnTop), not in its place
        self.setPos(pos)
        self.width_hint = width_hint
        self.font = theme.map_font(LABEL_PX[kind == "sea"], bold=kind != "sea")
        self.setZValue(Z_LABEL)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._bounds = QRectF()
        self.stacked = False  # the castle above the name, not beside it (an area too narrow for both)

    def set_stacked(self, on: bool) -> None:
        if on != self.stacked:
            self.stacked = on
            text, self.text = self.text, ""
            self.set_text(text)

    def set_text(self, text: str) -> None:
        if text == self.text:
            return
        cjk = any("\u3400" <= ch <= "\u9fff" for ch in text)
        size = LABEL_PX[self.kind == "sea"]
        self.font = theme.map_font(size + 3 if cjk else size, bold=self.kind != "sea", serif=not cjk)
        self.prepareGeometryChange()
        self.text = self._wrap(text)
        fm = QFontMetricsF(self.font)
        lines = self.text.split("\n")
        w = max(fm.horizontalAdvance(line) for line in lines) + 12
        h = fm.height() * len(lines) + 6
        icons_h = 18 if (self.barrels or self.crowns) else 0
        if self.stacked and self.castle:  # the castle above the name
            icon_h = 28
            self._text_rect = QRectF(-w / 2, -h / 2 + icon_h / 2, w, h)
            self._bounds = self._text_rect.adjusted(-6, -icon_h - 6, 6, 30)
            self._occupied = self._text_rect.adjusted(0, -icon_h, 0, icons_h)
        else:
            icon_w = 30 if self.castle else 0
            self._text_rect = QRectF(-w / 2 + icon_w / 2, -h / 2, w, h)
            self._bounds = self._text_rect.adjusted(-icon_w - 6, -6, 6, 30)
            self._occupied = self._text_rect.adjusted(-icon_w, 0, 0, icons_h)
        self.update()

    def set_values(self, castle: str | None, barrels: int, crowns: int) -> bool:
        """The area's castle, barrels and crowns now (the Iron Bank's loans change them in play);
        True when the picture changed."""
        if (castle, barrels, crowns) == (self.castle, self.barrels, self.crowns):
            return False
        self.castle, self.barrels, self.crowns = castle, barrels, crowns
        text, self.text = self.text, ""
        self.set_text(text)  # the icons take room: lay the name out again
        return True

    def cap_height(self) -> float:
        """The height of a capital letter of this name, in scene pixels (CJK names: of a character)."""
        fm = QFontMetricsF(self.font)
        if any("\u3400" <= ch <= "\u9fff" for ch in self.text):
            return fm.tightBoundingRect("国").height()
        return fm.capHeight()

    def text_rect(self) -> QRectF:
        """The part of the scene the name's letters (with their halo) take."""
        return self._text_rect.translated(self.pos()) if self.text else QRectF()

    def occupied(self) -> QRectF:
        """The part of the scene the name and its icons cover (pieces keep clear of it)."""
        return self._occupied.translated(self.pos()) if self.text else QRectF()

    def _wrap(self, text: str) -> str:
        fm = QFontMetricsF(self.font)
        limit = max(self.width_hint, 120.0)
        if fm.horizontalAdvance(text) <= limit or " " not in text:
            return text
        words = text.split(" ")
        best = text
        best_w = fm.horizontalAdvance(text)
        for i in range(1, len(words)):
            a, b = " ".join(words[:i]), " ".join(words[i:])
            w = max(fm.horizontalAdvance(a), fm.horizontalAdvance(b))
            if w < best_w:
                best, best_w = a + "\n" + b, w
        return best

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.lifted:
            self.draw(painter)

    def draw(self, painter: QPainter) -> None:
        """The name, its castle and its icons, wherever the painter stands."""
        if not self.text or self.suppressed:
            return
        lod = lod_of(painter)
        if self.kind == "port" and lod < 0.55:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == "sea":
            color, halo = QColor("#e9f2fa"), QColor(20, 45, 70, 170)
            font = QFont(self.font)
            font.setItalic(True)
        else:
            color, halo = theme.INK, QColor(255, 250, 235, 215)
            font = self.font
        if self.kind == "port":
            font = QFont(font)
            font.setPixelSize(12 if font.pixelSize() > 16 else 11)
            font.setBold(False)
        paint_halo_text(painter, self._text_rect, self.text, font, color, halo, 4.0)
        if self.castle:
            c = (QPointF(self._text_rect.center().x(), self._text_rect.top() - 13) if self.stacked
                 else QPointF(self._text_rect.left() - 14, self._text_rect.center().y()))
            paint_glyph(painter, castle_glyph(self.castle == "stronghold"), c,
                        30 if self.castle == "stronghold" else 25, QColor("#efe6cf"), QColor("#3a2f22"), 0.06)
        if lod < 0.3:
            return
        icons = ["barrel"] * self.barrels + ["crown"] * self.crowns
        if icons:
            size = 15.0
            total = len(icons) * (size + 3)
            x = self._text_rect.center().x() - total / 2 + size / 2
            y = self._text_rect.bottom() + size / 2 + 1
            for icon in icons:
                if icon == "barrel":
                    paint_glyph(painter, barrel_glyph(), QPointF(x, y), size, QColor("#a8743a"), QColor("#3e2a14"),
                                0.09)
                else:
                    paint_glyph(painter, crown_glyph(), QPointF(x, y), size, QColor("#f2c94c"), QColor("#5e4a0a"),
                                0.09)
                x += size + 3


class NamesOnTop(QGraphicsItem):
    """The names of the areas that a highlight (its outline or tint) or a march arrow passes
    over, lifted above them with their halo: the board picture holds the names under the
    highlights and arrows, so without this an outline or an arrow would cross a name's letters.
    A lifted name is left out of its place (the board picture, or its own item close up), so it
    is drawn once, sharp."""

    def __init__(self) -> None:
        super().__init__()
        self.labels: list[LabelItem] = []
        self._bounds = QRectF()
        self.setZValue(Z_NAMES_ON_TOP)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def set_labels(self, labels: list[LabelItem]) -> list[LabelItem]:
        """Lift these names (and put the others back); returns those lifted or put back."""
        bounds = QRectF()
        for label in labels:
            bounds = bounds.united(label.boundingRect().translated(label.pos()))
        changed = [label for label in self.labels if label not in labels] + [
            label for label in labels if not label.lifted]
        for label in self.labels:
            label.lifted = False
        for label in labels:
            label.lifted = True
        if labels != self.labels or bounds != self._bounds:
            self.prepareGeometryChange()
            self.labels, self._bounds = list(labels), bounds
            self.update()
        return changed

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        for label in self.labels:
            painter.save()
            painter.translate(label.pos())
            label.draw(painter)
            painter.restore()


class DecorItem(QGraphicsItem):
    """Rivers, bridges and the Wall, drawn over the land."""

    def __init__(self, rivers, bridges, wall) -> None:
        super().__init__()
        self.rivers = [QPolygonF(r) for r in rivers]
        self.bridges = bridges
        self.wall = [QPolygonF(w) for w in wall]
        bounds = QRectF()
        for poly in self.rivers + self.wall:
            bounds = bounds.united(poly.boundingRect())
        for b in bridges:
            for p in b:
                bounds = bounds.united(QRectF(p.x() - 20, p.y() - 20, 40, 40))
        self._bounds = bounds.adjusted(-20, -20, 20, 20)
        self.setZValue(Z_DECOR)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for poly in self.rivers:
            pen = QPen(theme.RIVER, 7.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(poly)
            pen = QPen(QColor("#9cc7ea"), 2.5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                       Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(poly)
        for poly in self.wall:
            pen = QPen(QColor("#6f8799"), 16.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap,
                       Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(poly)
            pen = QPen(theme.WALL, 10.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
            painter.setPen(pen)
            painter.drawPolyline(poly)
        for b in self.bridges:
            if len(b) >= 2:
                line = QLineF(b[0], b[-1])
                painter.setPen(QPen(QColor("#4a3520"), 14.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
                painter.drawLine(line)
                painter.setPen(QPen(QColor("#b88a55"), 9.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
                painter.drawLine(line)
            elif b:
                p = b[0]
                painter.setPen(QPen(QColor("#4a3520"), 3.0))
                painter.setBrush(QColor("#b88a55"))
                painter.drawRoundedRect(QRectF(p.x() - 12, p.y() - 6, 24, 12), 3, 3)


# ----- pieces ----------------------------------------------------------------------------

class PieceItem(QGraphicsItem):
    """Base of everything placed on an area: it knows its region and what it shows."""

    kind = "piece"

    ghost_opacity = 0.55

    def __init__(self, region: str, house: str | None, size: float) -> None:
        super().__init__()
        self.region = region
        self.house = house
        self.size = size
        self.ghost = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        s = self.size * 0.62
        return QRectF(-s, -s, 2 * s, 2 * s)

    def describe(self) -> tuple:
        return (self.kind, self.region, self.house)

    def sprite_key(self) -> tuple:
        """Everything the picture depends on: equal keys share one cached picture."""
        return (type(self).__name__, self.house, self.size)

    def refresh(self) -> None:
        """Repaint after a change of look (through the layer that draws it, if any)."""
        scene = self.scene()
        layer = getattr(scene, "pieces_layer", None) if scene is not None else None
        if layer is not None and self.flags() & QGraphicsItem.GraphicsItemFlag.ItemHasNoContents:
            layer.update(self.sceneBoundingRect())
        else:
            self.update()

    def draw_sprite(self, painter: QPainter, t: QTransform, exact: bool) -> None:
        """Draw this piece's cached picture through world transform `t` (the layer's fast path)."""
        rect = self.boundingRect()
        pos = self.pos()
        if exact:
            scale = round(t.m11(), 4)
            pm = _sprite(self, self.sprite_key() + (scale,), rect, scale)
            origin = t.map(QPointF(pos.x() + rect.left(), pos.y() + rect.top()))
            if self.ghost:
                painter.setOpacity(self.ghost_opacity)
            painter.drawPixmap(round(origin.x()), round(origin.y()), pm)
            if self.ghost:
                painter.setOpacity(1.0)
            return
        scale = max(abs(t.m11()), 1e-3)
        bucket = 2.0 ** max(-3, min(3, math.ceil(math.log2(scale))))
        pm = _sprite(self, self.sprite_key() + (bucket,), rect, bucket)
        if self.ghost:
            painter.setOpacity(self.ghost_opacity)
        painter.drawPixmap(rect.translated(pos), pm, QRectF(pm.rect()))
        if self.ghost:
            painter.setOpacity(1.0)

    def draw(self, painter: QPainter) -> None:
        raise NotImplementedError

    def paint(self, painter: QPainter, option, widget=None) -> None:
        """Pieces are drawn from pictures cached per look and scale: at rest each is one
        unscaled copy of a small picture; while zooming, pictures of the next power of two
        are scaled, so no figure is redrawn per frame."""
        t = painter.worldTransform()
        rect = self.boundingRect()
        if self.ghost:
            painter.setOpacity(self.ghost_opacity)
        if SPRITES_EXACT and t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and abs(t.m11() - t.m22()) < 1e-9:
            scale = round(t.m11(), 4)
            pm = _sprite(self, self.sprite_key() + (scale,), rect, scale)
            origin = t.map(rect.topLeft())
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.drawPixmap(round(origin.x()), round(origin.y()), pm)
            painter.restore()
            return
        scale = max(abs(t.m11()), abs(t.m12()), 1e-3)
        bucket = 2.0 ** max(-3, min(3, math.ceil(math.log2(scale))))
        pm = _sprite(self, self.sprite_key() + (bucket,), rect, bucket)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(rect, pm, QRectF(pm.rect()))


class PiecesLayer(QGraphicsItem):
    """Draws every piece on the board in one pass from cached pictures.

    The pieces stay items (for hit-testing, dragging and tests) but have no contents
    of their own: one paint call here replaces hundreds of per-item paint calls.
    """

    def __init__(self, bounds: QRectF, pieces) -> None:
        super().__init__()
        self._bounds = bounds
        self.pieces = pieces  # callable returning the pieces in drawing order
        self.setZValue(Z_TOKEN)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption, True)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def paint(self, painter: QPainter, option, widget=None) -> None:
        t = painter.worldTransform()
        exact = SPRITES_EXACT and t.m12() == 0 and t.m21() == 0 and t.m11() > 0 and abs(t.m11() - t.m22()) < 1e-9
        exposed = option.exposedRect if option is not None else self._bounds
        if exact:
            painter.save()
            painter.setWorldTransform(QTransform())
        else:
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        for item in self.pieces():
            if not item.isVisible():
                continue
            r = item.boundingRect().translated(item.pos())
            if not r.intersects(exposed):
                continue
            item.draw_sprite(painter, t, exact)
        if exact:
            painter.restore()


_SPRITES: dict[tuple, QPixmap] = {}
SPRITES_EXACT = True  # the view turns this off while a zoom is under way


def set_sprites_exact(on: bool) -> None:
    global SPRITES_EXACT
    SPRITES_EXACT = on


def _sprite(item: "PieceItem", key: tuple, rect: QRectF, scale: float) -> QPixmap:
    key += (sigils.sign_of(item.house),)  # the same house wears another sign in another edition
    pm = _SPRITES.get(key)
    if pm is None:
        w, h = max(1, math.ceil(rect.width() * scale)), max(1, math.ceil(rect.height() * scale))
        pm = QPixmap(w, h)
        pm.fill(Qt.GlobalColor.transparent)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.scale(w / rect.width(), h / rect.height())
        p.translate(-rect.topLeft())
        item.draw(p)
        p.end()
        if len(_SPRITES) > 4000:
            _SPRITES.clear()
        _SPRITES[key] = pm
    return pm


class UnitItem(PieceItem):
    kind = "unit"

    def __init__(self, region: str, house: str, unit: str, routed: bool = False, size: float = UNIT_SIZE,
                 strength: int | None = None) -> None:
        super().__init__(region, house, size)
        self.unit = unit
        self.routed = routed
        self.strength = strength  # shown on a unit whose strength changes in play (a dragon), from the view
        self.draggable = False
        self.selected = False
        self.attacking = False  # an attacker standing in the contested area during a battle
        self.setZValue(Z_UNIT)
        self.badge: StrengthBadge | None = None
        if strength is not None:  # at its upper left, as large on screen at every zoom
            self.badge = StrengthBadge(strength, self)
            self.badge.setPos(-size * 0.34, -size * 0.34)

    def describe(self) -> tuple:
        return ("unit", self.region, self.house, self.unit, self.routed)

    def sprite_key(self) -> tuple:
        return ("unit", self.house, self.unit, self.routed, self.draggable, self.selected, self.attacking, self.size,
                self.strength)

    def set_draggable(self, on: bool) -> None:
        if on != self.draggable:
            self.draggable = on
            self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)
            self.refresh()

    def set_selected(self, on: bool) -> None:
        if on != self.selected:
            self.selected = on
            self.refresh()

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lod = lod_of(painter)
        fill = theme.house_color(self.house)
        outline = theme.house_outline(self.house)
        if self.routed:
            fill = QColor(fill)
            fill.setAlpha(150)
        if self.attacking:
            glow = QRadialGradient(QPointF(0, 0), self.size * 0.62)
            glow.setColorAt(0.55, QColor(224, 60, 40, 150))
            glow.setColorAt(1.0, QColor(224, 60, 40, 0))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(glow)
            painter.drawEllipse(QPointF(0, 0), self.size * 0.62, self.size * 0.62)
        if self.draggable or self.selected:
            ring = QColor(255, 213, 74) if self.selected else QColor(255, 255, 255, 200)
            painter.setPen(QPen(ring, 3.0))
            painter.setBrush(QColor(255, 213, 74, 80) if self.selected else Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), self.size * 0.58, self.size * 0.58)
        if lod < 0.18:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            painter.drawRect(QRectF(-self.size * 0.35, -self.size * 0.35, self.size * 0.7, self.size * 0.7))
            return
        # drop shadow, then the figure
        paint_glyph(painter, unit_glyph(self.unit), QPointF(1.5, 2.0), self.size, QColor(0, 0, 0, 70),
                    QColor(0, 0, 0, 0), 0.0, rotate=90.0 if self.routed else 0.0)
        paint_glyph(painter, unit_glyph(self.unit), QPointF(0, 0), self.size, fill, outline, 0.07,
                    rotate=90.0 if self.routed else 0.0)
        if lod > 0.3:
            paint_sign(painter, self.house, QPointF(self.size * 0.3, self.size * 0.3), self.size * 0.42)
        # a strength that changes in play (a dragon's) is its StrengthBadge, a screen-size child item


class StrengthBadge(QGraphicsItem):
    """A unit's strength now when its type's strength changes in play (a dragon's, from the view's
    `unit_strengths`): a disc with the number at the unit's upper left, the same size on screen
    at every zoom (ItemIgnoresTransformations), so it reads at the default view of a laptop."""

    DIAMETER = 17.0  # screen pixels
    FONT_PX = 11

    def __init__(self, strength: int, parent: QGraphicsItem) -> None:
        super().__init__(parent)
        self.strength = strength
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations, True)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setZValue(Z_UNIT + 0.6)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        d = self.DIAMETER + 2
        return QRectF(-d / 2, -d / 2, d, d)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.DIAMETER / 2
        painter.setPen(QPen(QColor("#2b2418"), 1.4))
        painter.setBrush(QColor("#fff4d6"))
        painter.drawEllipse(QPointF(0, 0), r, r)
        font = QFont(theme.map_font(self.FONT_PX, bold=True, serif=False))
        font.setPixelSize(self.FONT_PX)
        painter.setFont(font)
        painter.setPen(QColor("#2b2418"))
        painter.drawText(QRectF(-r, -r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, str(self.strength))


class OrderItem(PieceItem):
    """An order token: face up (its symbol) or face down (only its house)."""

    kind = "order"

    def __init__(self, region: str, house: str, token: str | None, order_type: str | None = None,
                 bonus: int = 0, starred: bool = False, size: float = ORDER_SIZE) -> None:
        super().__init__(region, house, size)
        self.token = token
        self.order_type = order_type
        self.bonus = bonus
        self.starred = starred
        self.draggable = False  # a planned order its owner may drag to another area or off the map
        self.setZValue(Z_TOKEN + 0.5)

    ghost_opacity = 0.8

    def describe(self) -> tuple:
        return ("order", self.region, self.house, self.token)

    def sprite_key(self) -> tuple:
        return ("order", self.house, self.token, self.order_type, self.bonus, self.starred, self.draggable,
                self.size)

    def set_draggable(self, on: bool) -> None:
        if on != self.draggable:
            self.draggable = on
            self.refresh()

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.size / 2
        hc = theme.house_color(self.house)
        if self.draggable:  # a soft ring says the token can be picked up
            painter.setPen(QPen(QColor(255, 255, 255, 210), 2.2))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r + 2.0, r + 2.0)
        painter.setPen(QPen(QColor(0, 0, 0, 60), 0))
        painter.setBrush(QColor(0, 0, 0, 70))
        painter.drawEllipse(QPointF(1.5, 2.0), r, r)
        if self.token is None:  # face down: the owner's sign on the token's dark back, in a ring of its colour
            g = QRadialGradient(QPointF(-r * 0.3, -r * 0.3), r * 1.6)
            g.setColorAt(0, QColor("#4a3a2a"))
            g.setColorAt(1, QColor("#241a10"))
            painter.setBrush(g)
            painter.setPen(QPen(hc, 5.0))
            painter.drawEllipse(QPointF(0, 0), r - 2.5, r - 2.5)
            painter.setPen(QPen(QColor("#f3e9cf"), 1.2, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(0, 0), r - 6.5, r - 6.5)
            if lod_of(painter) > 0.2:
                glyph = sigils.sigil(self.house)
                painter.save()
                painter.scale(r * 1.05, r * 1.05)
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(hc if self.house != "greyjoy" else QColor("#c9c9c9"))
                painter.drawPath(glyph)
                painter.restore()
            return
        g = QRadialGradient(QPointF(-r * 0.3, -r * 0.3), r * 1.6)
        g.setColorAt(0, QColor("#fbf3de"))
        g.setColorAt(1, QColor("#d9c59a"))
        painter.setBrush(g)
        painter.setPen(QPen(hc.darker(110) if self.house != "stark" else QColor("#8a8a8a"), 4.0))
        painter.drawEllipse(QPointF(0, 0), r - 2, r - 2)
        if lod_of(painter) < 0.2:
            return
        colors = {"march": "#2d5f8a", "defense": "#5b6b2f", "support": "#8a5a1c", "raid": "#8a1c1c",
                  "consolidate-power": "#b08a10"}
        gc = QColor(colors.get(self.order_type or "", "#333"))
        dy = -r * 0.14 if self.bonus else 0.0
        paint_glyph(painter, order_glyph(self.order_type or ""), QPointF(0, dy), r * 1.15, gc,
                    QColor("#1d150c"), 0.05)
        if self.bonus:
            font = theme.map_font(int(r * 0.62), bold=True, serif=False)
            text = f"{self.bonus:+d}".replace("-", "−")
            paint_halo_text(painter, QRectF(-r, r * 0.12, 2 * r, r * 0.72), text, font, QColor("#1d150c"),
                            QColor(255, 250, 235), 3.0)
        if self.starred:
            star = _star_path(r * 0.34)
            painter.save()
            painter.translate(r * 0.62, -r * 0.62)
            painter.setPen(QPen(QColor("#5e4a0a"), 1.2))
            painter.setBrush(QColor("#f2c94c"))
            painter.drawPath(star)
            painter.restore()


def piece_pixmap(item: "PieceItem", size: int) -> QPixmap:
    """A piece drawn alone into a `size` x `size` picture (for the pointer while it is dragged)."""
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = item.boundingRect()
    p.scale(size / rect.width(), size / rect.height())
    p.translate(-rect.topLeft())
    item.draw(p)
    p.end()
    return pm


@lru_cache(maxsize=None)
def _star_path(radius: float) -> QPainterPath:
    import math

    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = radius if i % 2 == 0 else radius * 0.45
        pts.append((math.cos(a) * rr, math.sin(a) * rr))
    return _poly(pts)


class PowerTokenItem(PieceItem):
    kind = "power"

    def __init__(self, region: str, house: str, size: float = POWER_SIZE + 6) -> None:
        super().__init__(region, house, size)
        self.setZValue(Z_TOKEN)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.size / 2
        hc = theme.house_color(self.house)
        painter.setPen(QPen(theme.house_outline(self.house), 2.0))
        painter.setBrush(hc)
        painter.drawEllipse(QPointF(0, 0), r, r)
        if lod_of(painter) > 0.25:  # the house's sign, as on the game's own power tokens
            paint_sign(painter, self.house, QPointF(0, 0), r * 1.5, on_disc=False)


class CommanderBadgeItem(PieceItem):
    """On a vassal's units: a small disc in the colours of the house commanding it this round,
    with that house's sign, so the board shows who decides for the vassal (`house` is the
    commander, `vassal` the vassal)."""

    kind = "commander"

    def __init__(self, region: str, house: str, vassal: str, size: float = 17.0) -> None:
        super().__init__(region, house, size)
        self.vassal = vassal
        self.setZValue(Z_UNIT + 0.5)

    def describe(self) -> tuple:
        return (self.kind, self.region, self.house, self.vassal)

    def sprite_key(self) -> tuple:
        return (type(self).__name__, self.house, self.size)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.size / 2
        painter.setPen(QPen(QColor("#fffaf0"), 1.6))
        painter.setBrush(theme.house_outline(self.house))
        painter.drawEllipse(QPointF(0, 0), r, r)
        paint_sign(painter, self.house, QPointF(0, 0), self.size * 0.86)


class LoyaltyTokenItem(PieceItem):
    """Loyalty tokens on an area (Mother of Dragons): a disc in the colours of the house they are
    loyal to, with its sign, and their number when more than one."""

    kind = "loyalty"

    def __init__(self, region: str, house: str | None, count: int, size: float = 24.0) -> None:
        super().__init__(region, house, size)
        self.count = count
        self.setZValue(Z_TOKEN + 0.1)

    def describe(self) -> tuple:
        return ("loyalty", self.region, self.count)

    def sprite_key(self) -> tuple:
        return ("loyalty", self.house, self.count, self.size)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.size / 2
        painter.setPen(QPen(QColor("#f6e7b0"), 2.0))
        painter.setBrush(theme.house_color(self.house))
        painter.drawEllipse(QPointF(0, 0), r, r)
        painter.setPen(QPen(QColor("#f6e7b0"), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), r * 0.78, r * 0.78)
        if lod_of(painter) > 0.25:
            paint_sign(painter, self.house, QPointF(0, 0), r * 1.25, on_disc=False)
            if self.count > 1:
                c, br = QPointF(r * 0.8, r * 0.8), r * 0.5
                painter.setPen(QPen(QColor("#2b2418"), 1.2))
                painter.setBrush(QColor("#fff4d6"))
                painter.drawEllipse(c, br, br)
                font = theme.map_font(int(br * 1.5), bold=True, serif=False)
                paint_halo_text(painter, QRectF(c.x() - br, c.y() - br, 2 * br, 2 * br), str(self.count), font,
                                QColor("#2b2418"), QColor(0, 0, 0, 0), 0.0)


class StrengthTokenItem(PieceItem):
    """A home garrison (house colours, tower) or a neutral force (grey shield), with its strength."""

    def __init__(self, region: str, house: str | None, strength: int, neutral: bool, size: float = 34.0) -> None:
        super().__init__(region, house, size)
        self.kind = "neutral" if neutral else "garrison"
        self.strength = strength
        self.setZValue(Z_TOKEN + 0.2)

    def describe(self) -> tuple:
        return (self.kind, self.region, self.house, self.strength)

    def sprite_key(self) -> tuple:
        return (self.kind, self.house, self.strength, self.size)

    def draw(self, painter: QPainter) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self.size / 2
        if self.kind == "neutral":
            path = _poly([(-r, -r * 0.8), (r, -r * 0.8), (r, r * 0.1), (0, r), (-r, r * 0.1)])
            painter.setPen(QPen(QColor("#2c2b28"), 2.4))
            g = QLinearGradient(QPointF(0, -r), QPointF(0, r))
            g.setColorAt(0, QColor("#a5a298"))
            g.setColorAt(1, QColor("#6c6a62"))
            painter.setBrush(g)
            painter.drawPath(path)
            color = QColor("#ffffff")
        else:
            hc = theme.house_color(self.house)
            painter.setPen(QPen(theme.house_outline(self.house), 2.4))
            painter.setBrush(hc)
            painter.drawPath(_tower_path(r))
            color = theme.house_text(self.house)
        if lod_of(painter) > 0.25:
            font = theme.map_font(int(r * 1.05), bold=True, serif=False)
            halo = QColor(0, 0, 0, 150) if color.lightness() > 128 else QColor(255, 255, 255, 170)
            paint_halo_text(painter, QRectF(-r, -r * 0.55, 2 * r, r * 1.4), str(self.strength), font, color,
                            halo, 2.5)


@lru_cache(maxsize=None)
def _tower_path(r: float) -> QPainterPath:
    return _poly([(-r * 0.8, r), (-r * 0.8, -r * 0.55), (-r * 0.95, -r * 0.55), (-r * 0.95, -r),
                  (-r * 0.5, -r), (-r * 0.5, -r * 0.75), (-r * 0.2, -r * 0.75), (-r * 0.2, -r),
                  (r * 0.2, -r), (r * 0.2, -r * 0.75), (r * 0.5, -r * 0.75), (r * 0.5, -r),
                  (r * 0.95, -r), (r * 0.95, -r * 0.55), (r * 0.8, -r * 0.55), (r * 0.8, r)])


class ArrowItem(QGraphicsItem):
    """A planned move: from an area to a destination."""

    def __init__(self, start: QPointF, end: QPointF, color: QColor, dashed: bool = False) -> None:
        super().__init__()
        self.start, self.end = start, end
        self.color = color
        self.dashed = dashed
        self.setZValue(Z_ARROW)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        line = QLineF(start, end)
        self._path = self._make_path(line)
        self._bounds = self._path.boundingRect().adjusted(-6, -6, 6, 6)

    def _make_path(self, line: QLineF) -> QPainterPath:
        import math

        p = QPainterPath(line.p1())
        mid = line.center()
        n = line.normalVector()
        bend = min(60.0, line.length() * 0.18)
        if n.length() > 0:
            n.setLength(bend)
        ctrl = QPointF(mid.x() + n.dx(), mid.y() + n.dy())
        p.quadTo(ctrl, line.p2())
        self._ctrl = ctrl
        stroker = QPainterPathStroker()
        stroker.setWidth(9)
        stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
        body = stroker.createStroke(p)
        angle = math.atan2(line.p2().y() - ctrl.y(), line.p2().x() - ctrl.x())
        tip = line.p2()
        size = 26.0
        left = QPointF(tip.x() - size * math.cos(angle - 0.45), tip.y() - size * math.sin(angle - 0.45))
        right = QPointF(tip.x() - size * math.cos(angle + 0.45), tip.y() - size * math.sin(angle + 0.45))
        head = QPainterPath()
        head.addPolygon(QPolygonF([tip, left, right]))
        head.closeSubpath()
        return body.united(head)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt API)
        return self._bounds

    def crosses(self, rect: QRectF) -> bool:
        """The arrow (with its dark edge) passes over part of `rect`."""
        return self._bounds.intersects(rect) and self._path.intersects(rect.adjusted(-2, -2, 2, 2))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(0, 0, 0, 160), 2.0))
        c = QColor(self.color)
        c.setAlpha(220)
        painter.setBrush(c)
        painter.drawPath(self._path)
