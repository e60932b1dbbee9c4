"""The map: a scene that mirrors one view of the game, and the view that zooms, pans and drags.

`MapScene` is the one owner of the region -> items dict: `set_view` brings
the pieces in line with a (redacted) game view, rebuilding only the areas
whose content changed. Planned orders and planned marches are overlays the
decision widgets set. `MapView` owns zoom (wheel, + and -), panning (drag the
background), fitting to the window, hover tooltips, dragging units, dragging
planned order tokens, and showing a token dragged in from the order tray.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Callable

from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QBrush, QColor, QCursor, QKeyEvent, QLinearGradient, QMouseEvent, QPainter, QPixmapCache, QTransform, QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsItem, QGraphicsRectItem, QGraphicsScene, QGraphicsView, QStyleOptionGraphicsItem, QToolTip,
)

from engine.ruleset import DEFAULT_RULESET

from . import map_items, names, theme
from .geometry import BoardGeometry, load_geometry
from .map_items import (
    ORDER_SIZE, UNIT_SIZE, ArrowItem, DecorItem, LabelItem, OrderItem, PieceItem, PiecesLayer, PowerTokenItem,
    RegionItem, StrengthTokenItem, UnitItem, Z_DRAG, piece_pixmap,
)
from .model import controller

UNIT_ORDER = {"knight": 0, "footman": 1, "siege-engine": 2, "ship": 3}


class MapScene(QGraphicsScene):
    region_clicked = Signal(str)
    region_hovered = Signal(object)  # region id or None
    units_dropped = Signal(str, str, list)  # source, destination, [unit types]
    unit_clicked = Signal(str, str, bool)  # region, unit type, routed
    order_dropped = Signal(str, object)  # a planned order dragged away: its area, the drop area or None

    def __init__(self, geometry: BoardGeometry | None = None, ruleset_id: str = DEFAULT_RULESET,
                 parent=None) -> None:
        super().__init__(parent)
        # the board's cached pictures live in Qt's pixmap cache (10 MB by default)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 256 * 1024))
        self.geometry = geometry or load_geometry()
        self.rs = names.ruleset(ruleset_id)
        g = self.geometry
        self.setSceneRect(g.rect.adjusted(-40, -40, 40, 40))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        bg = QLinearGradient(QPointF(0, 0), QPointF(g.width, g.height))
        bg.setColorAt(0, theme.SEA.darker(105))
        bg.setColorAt(1, theme.SEA_DEEP.darker(110))
        self.board = QGraphicsRectItem(g.rect.adjusted(-20, -20, 20, 20))
        self.board.setBrush(QBrush(bg))
        self.board.setPen(QColor("#1d1a15"))
        self.board.setZValue(-10)
        self.addItem(self.board)
        self.board_rect = self.board.rect().adjusted(-2, -2, 2, 2)
        self.board_image = None
        self.regions: dict[str, RegionItem] = {}
        self.labels: dict[str, LabelItem] = {}
        for rid, geo in g.regions.items():
            reg = self.rs.regions.get(rid)
            if reg is None:
                continue
            item = RegionItem(rid, reg.kind, geo.path, geo.from_outline)
            item.on_changed = self._region_changed
            self.addItem(item)
            self.regions[rid] = item
            label = LabelItem(rid, geo.label, reg.kind, reg.castle, reg.barrels, reg.crowns,
                              geo.bbox.width() * 0.8)
            self.addItem(label)
            self.labels[rid] = label
        if g.rivers or g.bridges or g.wall:
            self.decor = DecorItem(g.rivers, g.bridges, g.wall)
            self.addItem(self.decor)
        self.pieces: dict[str, list[PieceItem]] = {}
        self._keys: dict[str, tuple] = {}
        self._draw_order: list[PieceItem] | None = None
        self.pieces_layer = PiecesLayer(g.rect.adjusted(-60, -60, 60, 60), self._pieces_in_order)
        self.addItem(self.pieces_layer)
        self.arrows: list[ArrowItem] = []
        self.view_data: dict[str, Any] | None = None
        self.preview_orders: dict[str, str] = {}
        self.preview_house: str | None = None
        self.preview_draggable = False
        self.march_plan: dict[str, list[str]] = {}
        self.march_source: str | None = None
        self.march_house: str | None = None
        self.draggable_region: str | None = None
        self.selected_units: list[tuple[str, str, bool]] = []
        self.highlights: dict[str, str] = {}
        self.log_highlight: list[str] = []
        self.detail: float | None = -1.0
        self.retranslate()
        self.set_detail(0.5)  # until a view tells the scene its scale

    # ----- drawing detail: the board as one picture --------------------------------------
    # The static board (terrain, borders, names, rivers) is drawn once into an image at the
    # zoom the view rests at and painted as the scene's background: one copy of one image per
    # frame however many areas there are (while a zoom is under way it is scaled). An area
    # whose look changes is redrawn into it alone. Close up (beyond MAX_DETAIL) the areas are
    # drawn as items again, where few are visible.
    MAX_DETAIL = 2.0

    def set_detail(self, scale: float) -> None:
        """Keep the board picture drawn at `scale` device pixels per scene pixel."""
        step: float | None = round(scale, 4) if scale <= self.MAX_DETAIL * 1.001 else None
        if step == self.detail:
            return
        self.detail = step
        flat = step is not None
        for item in self.regions.values():
            item.flattened = flat
            item.setCacheMode(QGraphicsItem.CacheMode.NoCache if flat
                              else QGraphicsItem.CacheMode.DeviceCoordinateCache)
            item.update()
        statics = list(self.labels.values()) + ([self.decor] if getattr(self, "decor", None) else []) + [self.board]
        for item in statics:
            item.setVisible(not flat)
            if not flat and item is not self.board:
                item.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.board_image = None  # drawn when first needed
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)

    def _static_items(self) -> list:
        items: list = [self.board] + sorted(self.regions.values(), key=lambda i: i.zValue())
        if getattr(self, "decor", None) is not None:
            items.append(self.decor)
        return items + list(self.labels.values())

    def _render_board(self, rect: QRectF | None = None) -> None:
        """Draw the static board (or the part of it in `rect`) into the board picture."""
        step = self.detail
        if step is None:
            return
        area = self.board_rect
        if self.board_image is None:
            from PySide6.QtGui import QImage

            self.board_image = QImage(int(area.width() * step) + 1, int(area.height() * step) + 1,
                                      QImage.Format.Format_ARGB32_Premultiplied)
            self.board_image.fill(QColor("#2a2620"))
            rect = None
        p = QPainter(self.board_image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.scale(step, step)
        p.translate(-area.topLeft())
        if rect is not None:
            p.setClipRect(rect)
            p.fillRect(rect, QColor("#2a2620"))
        for item in self._static_items():
            if rect is not None and not item.sceneBoundingRect().intersects(rect):
                continue
            p.save()
            p.translate(item.pos())
            if isinstance(item, RegionItem):
                item.draw_base(p)
            else:
                item.paint(p, QStyleOptionGraphicsItem(), None)
            p.restore()
        p.end()

    def _region_changed(self, item: RegionItem) -> None:
        self._static_changed(item.sceneBoundingRect())

    def _static_changed(self, rect: QRectF) -> None:
        """Part of the static board changed: redraw that part of the board picture."""
        if self.detail is not None and self.board_image is not None:
            self._render_board(rect)
            self.invalidate(rect, QGraphicsScene.SceneLayer.BackgroundLayer)

    def render_to(self, painter: QPainter, target: QRectF, source: QRectF) -> None:
        """Render the map for an export, with the board drawn at the export's scale."""
        old = self.detail
        self.set_detail(min(2.0, target.width() / max(1.0, source.width())))
        self.render(painter, target, source)
        if old is not None and old > 0:
            self.set_detail(old)

    def drawBackground(self, painter: QPainter, rect: QRectF) -> None:  # noqa: N802 (Qt API)
        painter.fillRect(rect, QColor("#2a2620"))
        if self.detail is None:
            return
        if self.board_image is None:
            self._render_board()
        area = self.board_rect
        part = rect.intersected(area)
        if part.isEmpty():
            return
        s = self.detail
        src = QRectF((part.left() - area.left()) * s, (part.top() - area.top()) * s, part.width() * s,
                     part.height() * s)
        t = painter.worldTransform()
        if t.m12() == 0 and t.m21() == 0 and abs(t.m11() - s) < 1e-6 and abs(t.m22() - s) < 1e-6:
            # at rest: the picture is at the view's own scale, so it is copied pixel for pixel
            origin = t.map(part.topLeft())
            painter.save()
            painter.setWorldTransform(QTransform())
            painter.drawImage(QPointF(round(origin.x()), round(origin.y())), self.board_image, src.toAlignedRect())
            painter.restore()
            return
        # while a zoom is under way the picture is only scaled, without smoothing (several times
        # cheaper at full screen); it is redrawn sharp at the new scale once the zoom rests
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        painter.drawImage(part, self.board_image, src)

    # ----- text -------------------------------------------------------------------------
    def retranslate(self) -> None:
        board = self.geometry.rect.adjusted(4, 4, -4, -4)
        for rid, label in self.labels.items():
            label.setPos(self.geometry.regions[rid].label)
            label.set_text(names.region(rid))
            r = label.occupied()
            dx = max(0.0, board.left() - r.left()) - max(0.0, r.right() - board.right())
            dy = max(0.0, board.top() - r.top()) - max(0.0, r.bottom() - board.bottom())
            if dx or dy:  # keep names on the board
                label.setPos(label.pos() + QPointF(dx, dy))
        if self.detail is not None and self.detail > 0 and self.board_image is not None:
            self._render_board()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._keys.clear()  # names changed size: lay the pieces out again
        self._sync_pieces()

    # ----- syncing with a view ----------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        self.view_data = view
        if view is None:
            for rid in list(self.pieces):
                self._set_pieces(rid, ())
            return
        blocked = set(view.get("blocked", []))
        for rid, item in self.regions.items():
            ctl = controller(view, rid) if item.kind == "land" else None
            item.set_state(ctl, rid in blocked)
        self._sync_pieces()

    def _sync_pieces(self) -> None:
        for rid in self.regions:
            self._set_pieces(rid, self._desired(rid))
        self._sync_arrows()

    def _desired(self, rid: str) -> tuple:
        v = self.view_data
        if v is None:
            return ()
        specs: list[tuple] = []
        a = v["units"].get(rid)
        moved = Counter()
        if self.march_source == rid:
            for us in self.march_plan.values():
                moved.update(us)
        if a:
            house = a["house"]
            ready = sorted(a["units"], key=lambda u: UNIT_ORDER.get(u, 9))
            for u in ready:
                if moved[u] > 0:
                    moved[u] -= 1
                    continue
                specs.append(("unit", house, u, False, False, rid == self.draggable_region, False))
            for u in sorted(a["routed"], key=lambda u: UNIT_ORDER.get(u, 9)):
                specs.append(("unit", house, u, True, False, False, False))
        combat = v.get("combat")
        if combat and combat.get("area") == rid:  # the attackers stand in the contested area
            for u in sorted(combat.get("attacking_units", []), key=lambda u: UNIT_ORDER.get(u, 9)):
                specs.append(("unit", combat["attacker"], u, False, False, False, True))
        if self.march_source and rid in self.march_plan:
            for u in sorted(self.march_plan[rid], key=lambda u: UNIT_ORDER.get(u, 9)):
                specs.append(("unit", self.march_house, u, False, True, False, False))
        order = v.get("orders", {}).get(rid)
        if order:
            specs.append(("order", order["house"], order["token"], False, False))
        elif rid in self.preview_orders:
            specs.append(("order", self.preview_house, self.preview_orders[rid], True, self.preview_draggable))
        elif rid in v.get("face_down_orders", {}):
            house = v["face_down_orders"][rid]
            mine = v.get("my_orders", {}) if house == v.get("seat") else {}
            specs.append(("order", house, mine.get(rid), False, False))
        tok = v.get("tokens", {}).get(rid)
        if tok:
            specs.append(("power", tok))
        if rid in v.get("garrisons", {}):
            home = self.rs.regions[rid].home_of
            specs.append(("garrison", home, v["garrisons"][rid]))
        if rid in v.get("neutral", {}):
            specs.append(("neutral", v["neutral"][rid]))
        return tuple(specs)

    def _set_pieces(self, rid: str, specs: tuple) -> None:
        if self._keys.get(rid) == specs:
            return
        for item in self.pieces.pop(rid, []):
            self.pieces_layer.update(item.sceneBoundingRect())
            self.removeItem(item)
        self._keys[rid] = specs
        self._draw_order = None
        if not specs:
            return
        geo = self.geometry.regions[rid]
        items: list[PieceItem] = []
        unit_specs = [s for s in specs if s[0] == "unit"]
        if rid in self.labels and self.regions[rid].kind == "port":
            label = self.labels[rid]
            if label.suppressed != bool(specs):  # a port's name gives way to its ships
                label.suppressed = bool(specs)
                self._static_changed(label.sceneBoundingRect())
                label.update()
        busy = self._label_rect(rid)
        positions = self._unit_positions(rid, geo, len(unit_specs), busy)
        for spec, pos in zip(unit_specs, positions):
            _, house, unit, routed, ghost, drag, attacking = spec
            it = UnitItem(rid, house, unit, routed)
            it.ghost = ghost
            it.attacking = attacking
            it.setPos(pos)
            it.set_draggable(drag)
            items.append(it)
        for spec in specs:
            if spec[0] == "order":
                _, house, token, ghost, drag = spec
                t = self.rs.order_tokens.get(token) if token else None
                it = OrderItem(rid, house, token, t.type if t else None, t.bonus if t else 0,
                               t.starred if t else False)
                it.ghost = ghost
                it.set_draggable(drag)
                it.setPos(self._token_position(rid, geo.order_slot, ORDER_SIZE, busy))
                items.append(it)
            elif spec[0] == "power":
                it = PowerTokenItem(rid, spec[1])
                it.setPos(self._token_position(rid, geo.power_slot, it.size, busy))
                items.append(it)
            elif spec[0] in ("garrison", "neutral"):
                neutral = spec[0] == "neutral"
                it = StrengthTokenItem(rid, None if neutral else spec[1], spec[-1], neutral)
                pos = geo.castle_slot or geo.extra_slot or QPointF(geo.label.x() + 40, geo.label.y() + 30)
                if neutral and geo.extra_slot is not None:
                    pos = geo.extra_slot
                it.setPos(self._token_position(rid, pos, it.size, busy))
                items.append(it)
        for it in items:
            it.setFlag(QGraphicsItem.GraphicsItemFlag.ItemHasNoContents, True)  # drawn by the pieces layer
            self.addItem(it)
            if isinstance(it, UnitItem):
                it.set_selected((rid, it.unit, it.routed) in self.selected_units and not it.ghost)
            self.pieces_layer.update(it.sceneBoundingRect())
        self.pieces[rid] = items

    def _pieces_in_order(self) -> list[PieceItem]:
        if self._draw_order is None:
            everything = [it for items in self.pieces.values() for it in items]
            self._draw_order = sorted(everything, key=lambda it: it.zValue())
        return self._draw_order

    def _place(self, rid: str, center: QPointF, w: float, h: float, busy: list[QRectF]) -> QPointF:
        """Where a piece (or a block of them) of size w x h goes: at its slot if that is free,
        else at the nearest spot inside the area that covers neither the name nor other pieces."""
        import math

        path = self.geometry.regions[rid].path
        for reach in (0.42, 0.3):

            def fits(p: QPointF) -> bool:
                box = QRectF(p.x() - w / 2, p.y() - h / 2, w, h)
                if any(box.intersects(b) for b in busy):
                    return False
                return all(path.contains(QPointF(p.x() + dx * w * reach, p.y() + dy * h * reach))
                           for dx in (-1, 0, 1) for dy in (-1, 1))

            if fits(center):
                return center
            for radius in range(8, 105, 8):
                for k in range(16):
                    a = math.pi / 2 + k * math.pi / 8  # below first, then round
                    p = QPointF(center.x() + math.cos(a) * radius, center.y() + math.sin(a) * radius)
                    if fits(p):
                        return p
        return center

    def _label_rect(self, rid: str) -> list[QRectF]:
        label = self.labels.get(rid)
        if label is None or label.suppressed:
            return []
        r = label.occupied()
        return [r.adjusted(-2, -2, 2, 2)] if not r.isEmpty() else []

    def _unit_positions(self, rid: str, geo, n: int, busy: list[QRectF]) -> list[QPointF]:
        if n == 0:
            return []
        full = UNIT_SIZE * 1.02
        per_row = min(5, max(3, int(max(geo.unit_width, full * 3) // full)))
        layouts = [(per_row, full)] + ([(max(2, (n + 1) // 2), full)] if n > 2 else [])
        layouts += [(cols, full * 0.72) for cols, _ in layouts]  # crowded: figures overlap a little
        best = None
        for cols, step in layouts:
            rows = [min(cols, n - i) for i in range(0, n, cols)]
            width, height = (max(rows) - 1) * step + UNIT_SIZE, (len(rows) - 1) * step + UNIT_SIZE
            center = self._place(rid, geo.unit_slot, width, height, busy)
            box = QRectF(center.x() - width / 2, center.y() - height / 2, width, height)
            clear = not any(box.intersects(b) for b in busy)
            if best is None or clear:
                best = (rows, center, box, step)
            if clear:
                break
        rows, center, box, step = best
        busy.append(box)
        out = []
        y0 = center.y() - (len(rows) - 1) * step * 0.5
        for ri, count in enumerate(rows):
            x0 = center.x() - (count - 1) * step * 0.5
            for ci in range(count):
                out.append(QPointF(x0 + ci * step, y0 + ri * step))
        return out

    def _token_position(self, rid: str, slot: QPointF, size: float, busy: list[QRectF]) -> QPointF:
        p = self._place(rid, slot, size, size, busy)
        busy.append(QRectF(p.x() - size / 2, p.y() - size / 2, size, size))
        return p

    def _sync_arrows(self) -> None:
        for a in self.arrows:
            self.removeItem(a)
        self.arrows = []
        if not self.march_source:
            return
        src = self.geometry.regions[self.march_source].unit_slot
        for dest, units in self.march_plan.items():
            if not units or dest not in self.geometry.regions:
                continue
            end = self.geometry.regions[dest].unit_slot
            arrow = ArrowItem(src, end, theme.house_color(self.march_house))
            self.addItem(arrow)
            self.arrows.append(arrow)

    # ----- overlays set by the decision widgets -------------------------------------------
    def set_preview_orders(self, orders: dict[str, str], house: str | None, draggable: bool = False) -> None:
        """Show planned orders face up; `draggable` lets the player drag them to another area or off the map."""
        self.preview_orders = dict(orders)
        self.preview_house = house
        self.preview_draggable = draggable
        self._sync_pieces()

    def set_march_plan(self, source: str | None, moves: dict[str, list[str]], house: str | None) -> None:
        self.march_source = source
        self.march_plan = {d: list(u) for d, u in moves.items() if u}
        self.march_house = house
        self._sync_pieces()

    def set_draggable(self, region: str | None) -> None:
        self.draggable_region = region
        self._sync_pieces()

    def set_selected_units(self, units: list[tuple[str, str, bool]]) -> None:
        self.selected_units = list(units)
        for items in self.pieces.values():
            for it in items:
                if isinstance(it, UnitItem):
                    it.set_selected((it.region, it.unit, it.routed) in self.selected_units and not it.ghost)

    def set_highlights(self, mapping: dict[str, str]) -> None:
        self.highlights = dict(mapping)
        self._apply_highlights()

    def set_log_highlight(self, regions: list[str]) -> None:
        self.log_highlight = [r for r in regions if r in self.regions]
        self._apply_highlights()

    def _apply_highlights(self) -> None:
        for rid, item in self.regions.items():
            mode = self.highlights.get(rid)
            if rid in self.log_highlight:
                mode = "log"
            item.set_highlight(mode)

    def clear_overlays(self) -> None:
        self.preview_orders = {}
        self.preview_draggable = False
        self.march_plan = {}
        self.march_source = None
        self.draggable_region = None
        self.selected_units = []
        self.highlights = {}
        self._sync_pieces()
        self._apply_highlights()

    # ----- questions --------------------------------------------------------------------
    def region_at(self, pos: QPointF) -> str | None:
        best: RegionItem | None = None
        for item in self.regions.values():
            if item.boundingRect().contains(pos) and item.path.contains(pos):
                if best is None or item.zValue() > best.zValue():
                    best = item
        return best.region_id if best else None

    def piece_at(self, pos: QPointF) -> PieceItem | None:
        for item in self.items(pos):
            if isinstance(item, PieceItem):
                return item
        return None

    def piece_summary(self, include_ghosts: bool = False) -> Counter:
        """What the map shows, as a multiset of piece descriptions (tests compare it with views)."""
        c: Counter = Counter()
        for items in self.pieces.values():
            for it in items:
                if it.ghost and not include_ghosts:
                    continue
                c[it.describe()] += 1
        return c


class MapView(QGraphicsView):
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
        self._drag_ghosts: list[UnitItem] = []
        self._drag_origin: QPointF | None = None
        self._drag_order: OrderItem | None = None  # a planned order pressed on, dragged once the pointer moves
        self._drag_order_moving = False
        self._drag_cursor = False
        self._hover: str | None = None
        self._user_zoomed = False
        self.min_scale = 0.05
        self.max_scale = 4.0
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(160)
        self._settle.timeout.connect(self._settled)

    # ----- zoom and fit ---------------------------------------------------------------------
    def scale_factor(self) -> float:
        return self.transform().m11()

    def fit(self) -> None:
        self.resetTransform()
        self.fitInView(self.map.geometry.rect.adjusted(-10, -10, 10, 10), Qt.AspectRatioMode.KeepAspectRatio)
        self.min_scale = self.scale_factor() * 0.7
        self._user_zoomed = False
        self.map.set_detail(self.scale_factor())
        self.zoom_changed.emit(self.scale_factor())

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
        else:
            self.scale(target / current, target / current)
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
        if not self._user_zoomed:
            self.fit()

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if not self._user_zoomed:
            QTimer.singleShot(0, self, self.fit)

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
            self._start_unit_drag(piece, scene_pos)
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
        from PySide6.QtWidgets import QApplication

        items = [it for it in self.map.pieces.get(source, []) if isinstance(it, UnitItem) and it.draggable]
        if not items:
            return
        if count and count > 1:
            self.map.set_selected_units([(source, it.unit, it.routed) for it in items[:count]])
            for it in items[:count]:
                it.set_selected(True)
        start = self.mapFromScene(items[0].scenePos())
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
