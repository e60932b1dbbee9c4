"""The map's scene: it mirrors one view of the game.

`MapScene` is the one owner of the region -> items dict: `set_view` brings
the pieces in line with a (redacted) game view, rebuilding only the areas
whose content changed. Planned orders and planned marches are overlays the
decision widgets set.
"""
from __future__ import annotations

import math
from collections import Counter
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QLinearGradient, QPainter, QPainterPath, QPixmapCache, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QGraphicsScene, QStyleOptionGraphicsItem

from engine.ruleset import DEFAULT_RULESET, Ruleset

from ..words import names
from ..style import theme
from ..model import controller
from .geometry import BoardGeometry, geometry_for, side_board_areas
from .items import (
    ORDER_SIZE,
    UNIT_SIZE,
    ArrowItem,
    CommanderBadgeItem,
    DecorItem,
    LabelItem,
    LoyaltyTokenItem,
    NamesOnTop,
    OrderItem,
    PieceItem,
    PiecesLayer,
    PowerTokenItem,
    RegionItem,
    StrengthTokenItem,
    UnitItem,
)

# offsets from a slot to the spots a piece first tries instead, nearest first: below, then round
_SPIRAL = [(0, 0.0, 0.0)] + [(r, math.cos(math.pi / 2 + k * math.pi / 8) * r, math.sin(math.pi / 2 + k * math.pi / 8) * r)
                             for r in range(8, 105, 8) for k in range(16)]
GRID = 4.0  # scene pixels between the spots a crowded area's pieces may take

UNIT_ORDER = {"dragon": -1, "knight": 0, "footman": 1, "siege-engine": 2, "ship": 3}


def sign_spot(geo, size: float = 40.0) -> QPointF | None:
    """Where a land area shows its controller's sign faintly: the spot inside it, with room for
    the sign, farthest from its name and its pieces' slots."""
    keep_clear = [geo.label, geo.unit_slot, geo.order_slot, geo.power_slot] + [
        p for p in (geo.castle_slot, geo.extra_slot) if p is not None]
    box = geo.bbox
    best, best_d = None, 0.0
    steps = 14
    h = size / 2
    for i in range(1, steps):
        for j in range(1, steps):
            p = QPointF(box.left() + box.width() * i / steps, box.top() + box.height() * j / steps)
            if not all(geo.path.contains(QPointF(p.x() + dx, p.y() + dy)) for dx in (-h, h) for dy in (-h, h)):
                continue
            d = min((p - q).manhattanLength() for q in keep_clear)
            if d > best_d:
                best, best_d = p, d
    return best if best_d >= size * 0.9 else None


class MapScene(QGraphicsScene):
    region_clicked = Signal(str)
    region_hovered = Signal(object)  # region id or None
    units_dropped = Signal(str, str, list)  # source, destination, [unit types]
    unit_clicked = Signal(str, str, bool)  # region, unit type, routed
    army_clicked = Signal(str)  # a unit double-clicked: its whole army is meant
    order_dropped = Signal(str, object)  # a planned order dragged away: its area, the drop area or None
    seat_changed = Signal(object)  # the seat whose view is shown (None: public): the default view looks elsewhere

    def __init__(self, geometry: BoardGeometry | None = None, ruleset_id: str = DEFAULT_RULESET,
                 parent=None) -> None:
        super().__init__(parent)
        # the board's cached pictures live in Qt's pixmap cache (10 MB by default)
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), 256 * 1024))
        self.rs = names.ruleset(ruleset_id)
        self.fixed_geometry = geometry is not None
        self.hidden: frozenset[str] = frozenset()  # areas of a side board wholly out of play: not drawn
        self.geometry = geometry or geometry_for(set(self.rs.regions))
        g = self.geometry
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.BspTreeIndex)
        self.board = QGraphicsPathItem()
        self.board.setPen(QColor("#1d1a15"))
        self.board.setZValue(-10)
        self.addItem(self.board)
        self._shape_table()
        self.board_image = None
        self.regions: dict[str, RegionItem] = {}
        self.labels: dict[str, LabelItem] = {}
        self._build_areas()
        if g.rivers or g.bridges or g.wall:
            self.decor = DecorItem(g.rivers, g.bridges, g.wall)
            self.addItem(self.decor)
        self.pieces: dict[str, list[PieceItem]] = {}
        self._keys: dict[str, tuple] = {}
        self._inside_memo: dict[tuple, Any] = {}  # by board and area: its points looked at, its grid
        self._squeezed = False  # the last layout had to let pieces overlap
        self._draw_order: list[PieceItem] | None = None
        self.pieces_layer = PiecesLayer(g.rect.adjusted(-60, -60, 60, 60), self._pieces_in_order)
        self.addItem(self.pieces_layer)
        self.arrows: list[ArrowItem] = []
        self.names_on_top = NamesOnTop()  # names crossed by a highlight or an arrow, kept readable
        self._names_under_cache: dict[str, list[str]] = {}  # area -> the names its highlight covers
        self._land_nudges: dict[tuple, QPointF] = {}  # (area, its name as shown) -> where the name moves on land
        self.addItem(self.names_on_top)
        self.view_data: dict[str, Any] | None = None
        self.preview_orders: dict[str, str] = {}
        self.preview_house: str | None = None
        self.preview_draggable = False
        self.march_plan: dict[str, list[str]] = {}
        self.march_source: str | None = None
        self.march_house: str | None = None
        self.muster_preview: dict[str, list[str]] = {}  # planned musters, drawn as ghosts until confirmed
        self.muster_house: str | None = None
        self.draggable_region: str | None = None
        self.selected_units: list[tuple[str, str, bool]] = []
        self.highlights: dict[str, str] = {}
        self.log_highlight: list[str] = []
        self.detail: float | None = -1.0
        self.retranslate()
        self.set_detail(0.5)  # until a view tells the scene its scale

    def _shape_table(self) -> None:
        """The boards on the table (Westeros and any side board) and the scene around them."""
        g = self.geometry
        self.setSceneRect(g.rect.adjusted(-40, -40, 40, 40))
        bg = QLinearGradient(QPointF(0, 0), QPointF(g.width, g.height))
        bg.setColorAt(0, theme.SEA.darker(105))
        bg.setColorAt(1, theme.SEA_DEEP.darker(110))
        table = QPainterPath()
        table.addRect(g.westeros.adjusted(-20, -20, 20, 20))
        for side in g.side_boards:
            board = QPainterPath()
            board.addRect(side.adjusted(0, -20, 20, 20))
            table = table.united(board)
        self.board.setPath(table.simplified())
        self.board.setBrush(QBrush(bg))
        self.board_rect = self.board.path().boundingRect().adjusted(-2, -2, 2, 2)
        if getattr(self, "pieces_layer", None) is not None:
            self.pieces_layer.prepareGeometryChange()
            self.pieces_layer._bounds = g.rect.adjusted(-60, -60, 60, 60)

    def _build_areas(self) -> None:
        """An item and a label for every area of the ruleset that the board shows. A board
        without ports (the 1st edition) gives each port's circle to the land it belonged to,
        so the coast has no holes."""
        merged: dict[str, QPainterPath] = {}
        full = names.ruleset(DEFAULT_RULESET)
        for rid, geo in self.geometry.regions.items():
            port = full.regions.get(rid)
            if rid not in self.rs.regions and port is not None and port.is_port and port.port_land:
                land = merged.get(port.port_land, self.geometry.regions[port.port_land].path)
                merged[port.port_land] = land.united(geo.path).simplified()
        for rid, geo in self.geometry.regions.items():
            reg = self.rs.regions.get(rid)
            if reg is None or rid in self.hidden:
                continue
            item = RegionItem(rid, reg.kind, merged.get(rid, geo.path), geo.from_outline)
            item.sign_at = sign_spot(geo) if reg.kind == "land" else None
            item.on_changed = self._region_changed
            self.addItem(item)
            self.regions[rid] = item
            label = LabelItem(rid, geo.label, reg.kind, reg.castle, reg.barrels, reg.crowns,
                              geo.bbox.width() * 0.8)
            self.addItem(label)
            self.labels[rid] = label

    def set_ruleset(self, ruleset: "str | Ruleset") -> None:
        """Show the board of another edition (an id), or of a game's ruleset as its variants make
        it (`engine.ruleset.ruleset_of_view`: a port The Eyrie gains): its areas, names and icons."""
        rs = names.ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        if rs is self.rs:
            return
        self.hidden = frozenset()
        self._rebuild(rs)

    def _set_hidden(self, blocked: set[str]) -> None:
        """Leave out a side board whose areas are all out of play (Essos in a game without Targaryen)."""
        hidden = frozenset().union(*[b for b in side_board_areas() if b <= blocked and b & set(self.rs.regions)])
        if hidden != self.hidden:
            self.hidden = hidden
            self._rebuild(self.rs)

    def _rebuild(self, rs: Ruleset) -> None:
        for rid in list(self.pieces):
            self._set_pieces(rid, ())
        self.names_on_top.set_labels([])
        self._names_under_cache.clear()
        for item in list(self.regions.values()) + list(self.labels.values()):
            self.removeItem(item)
        self.regions, self.labels = {}, {}
        self._keys.clear()
        self.rs = rs
        if not self.fixed_geometry:  # a map with other areas (an expansion's) brings their geometry
            geometry = geometry_for(set(self.rs.regions) - self.hidden)
            if geometry is not self.geometry:
                self.geometry = geometry
                self._inside_memo.clear()
                self._shape_table()
        self.highlights = {k: v for k, v in self.highlights.items() if k in self.rs.regions}
        self._build_areas()
        detail, self.detail = self.detail, -1.0
        self.set_detail(self.MAX_DETAIL * 2 if detail is None else (detail if detail > 0 else 0.5))
        self.retranslate()

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
        self._names_under_cache.clear()  # names change size and place
        board = self.geometry.rect.adjusted(4, 4, -4, -4)
        for rid, label in self.labels.items():
            label.setPos(self.geometry.regions[rid].label)
            label.set_text(names.region(rid))
            r = label.occupied()
            dx = max(0.0, board.left() - r.left()) - max(0.0, r.right() - board.right())
            dy = max(0.0, board.top() - r.top()) - max(0.0, r.bottom() - board.bottom())
            if dx or dy:  # keep names on the board
                label.setPos(label.pos() + QPointF(dx, dy))
        for rid, label in self.labels.items():  # once every name stands in its place
            self._keep_on_land(rid, label)
        if self.detail is not None and self.detail > 0 and self.board_image is not None:
            self._render_board()
            self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        self._keys.clear()  # names changed size: lay the pieces out again
        self._sync_pieces()

    ON_LAND = 0.55  # a land area's name (with its icons) lies at least this much inside its area
    WELL_ON_LAND = 0.65  # ... and, when moved, this much, as near its place as the area allows
    NUDGES = [QPointF(dx, dy) for dy in range(-108, 109, 12) for dx in range(-120, 121, 12)]

    def _inside(self, rid: str, r: QRectF) -> float:
        """How much of `r` lies inside area `rid` (sampled)."""
        path = self.geometry.regions[rid].path
        hits = sum(path.contains(QPointF(r.left() + (i + 0.5) * r.width() / 16, r.top() + (j + 0.5) * r.height() / 6))
                   for i in range(16) for j in range(6))
        return hits / 96

    def _keep_on_land(self, rid: str, label: "LabelItem") -> None:
        """A land area's name mostly off its area (Seagard's, its castle over Ironman's Bay) takes
        its castle above it rather than beside it, and moves as little as it can to where its area
        holds it best, clear of the other names."""
        label.set_stacked(False)
        if self.rs.regions[rid].kind != "land" or not label.text:
            return
        if self._inside(rid, label.occupied()) >= self.ON_LAND:
            return
        key = (rid, label.text)
        if key not in self._land_nudges:  # worked out once per area and wording
            others = [o.occupied() for k, o in self.labels.items() if k != rid and o.text]
            choices = []
            for stacked in (False, True) if label.castle else (False,):
                label.set_stacked(stacked)
                r = label.occupied()
                for d in self.NUDGES:
                    moved = r.translated(d)
                    if any(moved.intersects(o) for o in others):
                        continue
                    inside = round(self._inside(rid, moved), 2)
                    choices.append(((min(self.WELL_ON_LAND, inside), -(abs(d.x()) + abs(d.y())), not stacked),
                                    stacked, d))
            self._land_nudges[key] = max(choices, key=lambda c: c[0])[1:] if choices else (False, QPointF())
        stacked, nudge = self._land_nudges[key]
        label.set_stacked(stacked)
        label.setPos(label.pos() + nudge)

    # ----- syncing with a view ----------------------------------------------------------
    def set_view(self, view: dict[str, Any] | None) -> None:
        seat = (self.view_data or {}).get("seat")
        self.view_data = view
        if (view or {}).get("seat") != seat:
            self.seat_changed.emit((view or {}).get("seat"))
        if view is None:
            for rid in list(self.pieces):
                self._set_pieces(rid, ())
            return
        blocked = set(view.get("blocked", []))
        self._set_hidden(blocked)
        self._set_area_values(view.get("area_values") or {})
        # fog of war: the areas the view does not show are drawn as fog (the view says which)
        seen = view.get("visible")
        seen = set(seen) if seen is not None else None
        for rid, item in self.regions.items():
            ctl = controller(view, rid) if item.kind == "land" else None
            item.set_state(ctl, rid in blocked, seen is not None and rid not in seen and rid not in blocked)
        self._sync_pieces()

    def _set_area_values(self, values: dict[str, Any]) -> None:
        """Areas whose castle, crowns or barrels differ from the printed board (the Iron Bank's
        improvements, from the view's `area_values`) show their values now; the others the printed ones."""
        for rid, label in self.labels.items():
            reg = self.rs.regions[rid]
            now = values.get(rid) or {}
            before = label.sceneBoundingRect()
            if label.set_values(now.get("castle", reg.castle), now.get("barrels", reg.barrels),
                                now.get("crowns", reg.crowns)):
                self._static_changed(before.united(label.sceneBoundingRect()))

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
        if a and a["house"] in (v.get("commanders") or {}):  # a vassal: who commands it this round
            specs.append(("commander", v["commanders"][a["house"]], a["house"]))
        combat = v.get("combat")
        if combat and combat.get("area") == rid:  # the attackers stand in the contested area
            for u in sorted(combat.get("attacking_units", []), key=lambda u: UNIT_ORDER.get(u, 9)):
                specs.append(("unit", combat["attacker"], u, False, False, False, True))
        if self.march_source and rid in self.march_plan:
            for u in sorted(self.march_plan[rid], key=lambda u: UNIT_ORDER.get(u, 9)):
                specs.append(("unit", self.march_house, u, False, True, False, False))
        for u in sorted(self.muster_preview.get(rid, []), key=lambda u: UNIT_ORDER.get(u, 9)):
            specs.append(("unit", self.muster_house, u, False, True, False, False))
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
            # a home garrison wears its house's colours; one in nobody's home (A Dance with
            # Dragons' Storm's End and Oldtown) those of the house holding the area in the view
            home = self.rs.regions[rid].home_of or (a or {}).get("house") or tok
            specs.append(("garrison", home, v["garrisons"][rid]))
        if rid in v.get("neutral", {}):
            specs.append(("neutral", v["neutral"][rid]))
        if v.get("loyalty", {}).get(rid):
            specs.append(("loyalty", self.loyalty_house(), v["loyalty"][rid]))
        strengths = tuple(self._changing_strength(s[2]) for s in specs if s[0] == "unit")
        return tuple(specs) + ((("strengths",) + strengths),) if any(x is not None for x in strengths) else tuple(specs)

    def loyalty_house(self) -> str | None:
        """The house loyalty tokens are loyal to (the ruleset names it)."""
        return (self.rs.rules.get("loyalty") or {}).get("house")

    def _changing_strength(self, unit: str) -> int | None:
        """A unit's strength now, from the view, for a type whose strength changes in play
        (a dragon's grows with the rounds); None for the others, which show no number."""
        ut = self.rs.unit_types.get(unit)
        if ut is None or not getattr(ut, "strength_steps", None):
            return None
        return (self.view_data or {}).get("unit_strengths", {}).get(unit, ut.strength)

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
        names_near = self._names_near(rid)  # no piece may cover these
        tokens: dict[int, PieceItem] = {}  # every piece but the units, by its spec's index
        for i, spec in enumerate(specs):
            if spec[0] in ("garrison", "neutral"):
                neutral = spec[0] == "neutral"
                tokens[i] = StrengthTokenItem(rid, None if neutral else spec[1], spec[-1], neutral)
            elif spec[0] == "order":
                _, house, token, ghost, drag = spec
                t = self.rs.order_tokens.get(token) if token else None
                it = OrderItem(rid, house, token, t.type if t else None, t.bonus if t else 0,
                               t.starred if t else False)
                it.ghost = ghost
                it.set_draggable(drag)
                tokens[i] = it
            elif spec[0] == "loyalty":
                tokens[i] = LoyaltyTokenItem(rid, spec[1], spec[2])
            elif spec[0] == "power":
                tokens[i] = PowerTokenItem(rid, spec[1])
        # a crowded area (a battle's attackers beside its defenders, in a small area) tries
        # smaller figures; if even the smallest find no free room, pieces overlap, but every
        # centre stays inside the area
        sizes = {i: ORDER_SIZE if isinstance(it, OrderItem) else it.size for i, it in tokens.items()}
        for scale in self.UNIT_SCALES:
            self._squeezed = False
            spots = self._arrange(rid, geo, specs, UNIT_SIZE * scale, sizes, names_near)
            if not self._squeezed:
                break
        size = UNIT_SIZE * scale
        items.extend(it for i, it in tokens.items() if specs[i][0] in ("garrison", "neutral"))
        positions = [spots[i] for i, spec in enumerate(specs) if spec[0] == "unit"]
        for spec, pos in zip(unit_specs, positions):
            _, house, unit, routed, ghost, drag, attacking = spec
            it = UnitItem(rid, house, unit, routed, size=size, strength=self._changing_strength(unit))
            it.ghost = ghost
            it.attacking = attacking
            it.setPos(pos)
            it.set_draggable(drag)
            items.append(it)
        badge = next((spec for spec in specs if spec[0] == "commander"), None)
        if badge is not None and positions:  # above the vassal's first unit, to its upper right
            it = CommanderBadgeItem(rid, badge[1], badge[2])
            it.setPos(positions[0] + QPointF(size * 0.42, -size * 0.42))
            items.append(it)
        items.extend(it for i, it in tokens.items() if specs[i][0] not in ("garrison", "neutral"))
        for i, it in tokens.items():
            it.setPos(spots[i])
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

    # sizes of the figures tried, largest first, in an area too crowded for full-size ones
    UNIT_SCALES = (1.0, 0.85, 0.72)
    EDGE = 6.0  # scene pixels: no piece's centre is nearer its area's edge, unless the area has no room

    def _arrange(self, rid: str, geo, specs: tuple, unit: float, sizes: dict[int, float],
                 names: list[QRectF]) -> dict[int, QPointF]:
        """Where each piece of `specs` stands (by index; `sizes` has the tokens' sizes), with
        figures `unit` wide: a garrison or neutral force first, on its castle, so the movable
        pieces find room around it; then the area's own units, a battle's attackers as a block
        of their own beside them, the order and the tokens."""
        busy: list[QRectF] = []  # this area's pieces placed so far (they should not overlap)
        spots: dict[int, QPointF] = {}
        for i, spec in enumerate(specs):
            if spec[0] in ("garrison", "neutral"):
                pos = geo.castle_slot or geo.extra_slot or QPointF(geo.label.x() + 40, geo.label.y() + 30)
                if spec[0] == "neutral" and geo.extra_slot is not None:
                    pos = geo.extra_slot
                spots[i] = self._token_position(rid, pos, sizes[i], busy, names)
        units = [i for i, spec in enumerate(specs) if spec[0] == "unit"]
        for side in (False, True):  # the attackers are a block of their own, beside the defenders
            group = [i for i in units if specs[i][6] == side]
            spots.update(zip(group, self._unit_positions(rid, geo, len(group), busy, names, unit)))
        for i, spec in enumerate(specs):
            if spec[0] == "order":
                spots[i] = self._token_position(rid, geo.order_slot, sizes[i], busy, names)
            elif spec[0] == "loyalty":
                spot = geo.extra_slot or geo.castle_slot or geo.power_slot
                spots[i] = self._token_position(rid, spot, sizes[i], busy, names)
            elif spec[0] == "power":
                spots[i] = self._token_position(rid, geo.power_slot, sizes[i], busy, names)
        return spots

    def _grid(self, rid: str) -> list[tuple[float, float]]:
        """The points of area `rid` on a grid GRID pixels wide (worked out once per board)."""
        key = (id(self.geometry), rid, "grid")
        if key not in self._inside_memo:
            geo = self.geometry.regions[rid]
            box = geo.bbox
            xs = [box.left() + GRID * (i + 0.5) for i in range(int(box.width() // GRID))]
            ys = [box.top() + GRID * (j + 0.5) for j in range(int(box.height() // GRID))]
            self._inside_memo[key] = [(x, y) for x in xs for y in ys if geo.path.contains(QPointF(x, y))]
        return self._inside_memo[key]

    def _fits(self, rid: str, p: QPointF, ax: float, ay: float) -> bool:
        """Whether `p` and the eight points `ax`, `ay` around it lie in area `rid`."""
        geo = self.geometry.regions[rid]
        memo = self._inside_memo.setdefault((id(self.geometry), rid), {})  # the layout asks of a point many times
        x, y = p.x(), p.y()
        for dx in ((0,) if not ax else (0, -1, 1)):
            for dy in ((0,) if not ay else (0, -1, 1)):
                q = (round(x + dx * ax, 1), round(y + dy * ay, 1))
                inside = memo.get(q)
                if inside is None:
                    inside = memo[q] = geo.path.contains(QPointF(*q))
                if not inside:
                    return False
        return True

    def _place(self, rid: str, center: QPointF, w: float, h: float, busy: list[QRectF],
               names: list[QRectF], strict: bool = False) -> QPointF | None:
        """Where a piece (or a block of them) of size w x h goes: at its slot if that is free,
        else at the nearest spot inside the area that covers no name and none of the area's other
        pieces. If there is none (`strict`: None), one that covers no name, its centre still well
        inside the area (pieces then overlap: the area is marked squeezed); at worst one that
        covers a name."""
        margin = min(w, h) * 0.25

        def clear(p: QPointF, rects: list[QRectF]) -> bool:
            box = QRectF(p.x() - w / 2, p.y() - h / 2, w, h)
            return not any(box.intersects(b) for b in rects)

        x0, y0 = center.x(), center.y()
        reach = QRectF(x0 - 301 - w, y0 - 301 - h, 602 + 2 * w, 602 + 2 * h)
        names = [r for r in names if r.intersects(reach)]
        everything = busy + names
        for ax, ay in ((w * 0.42, h * 0.42), (w * 0.3, h * 0.3)):  # near the slot, with room to spare
            for _, dx, dy in _SPIRAL:
                p = QPointF(x0 + dx, y0 + dy)
                if self._fits(rid, p, 0.0, 0.0) and clear(p, everything) and self._fits(rid, p, ax, ay):
                    return p
        # a crowded area: every spot of the area, nearest first
        spots = sorted(self._grid(rid), key=lambda q: (q[0] - x0) ** 2 + (q[1] - y0) ** 2)
        edge = min(margin, self.EDGE)
        passes = [(everything, margin, margin, 161), (everything, edge, edge, 161)]
        if not strict:
            passes += [(names, w * 0.3, h * 0.3, 161), (names, margin, margin, 201), (names, edge, edge, 201),
                       ([], margin, margin, 201), ([], 0.0, 0.0, 301)]
        for n, (rects, ax, ay, limit) in enumerate(passes):
            for x, y in spots:
                if (x - x0) ** 2 + (y - y0) ** 2 >= limit * limit:
                    break
                p = QPointF(x, y)
                if clear(p, rects) and self._fits(rid, p, ax, ay):
                    if n >= 2:
                        self._squeezed = True
                    return p
        if strict:
            return None
        self._squeezed = True
        return center

    def _names_near(self, rid: str) -> list[QRectF]:
        """The names (with their castle, barrel and crown icons) a piece of `rid` could reach."""
        reach = self.geometry.regions[rid].bbox.adjusted(-80, -80, 80, 80)
        out = []
        for label in self.labels.values():
            if label.suppressed or not label.text:
                continue
            r = label.occupied()
            if not r.isEmpty() and r.intersects(reach):
                out.append(r.adjusted(-2, -2, 2, 2))
        return out

    def _unit_positions(self, rid: str, geo, n: int, busy: list[QRectF], names: list[QRectF],
                        size: float = UNIT_SIZE) -> list[QPointF]:
        """Where `n` figures `size` wide stand: as one block in rows near the area's unit slot
        (overlapping a little if only that fits), every figure well inside the area; if no block
        fits, each on its own wherever there is room."""
        if n == 0:
            return []
        full = size * 1.02
        per_row = min(5, max(3, int(max(geo.unit_width, full * 3) // full)))
        layouts = [(per_row, full)] + ([(max(2, (n + 1) // 2), full)] if n > 2 else []) + [(1, full)]
        layouts += [(cols, full * 0.72) for cols, _ in layouts]  # crowded: figures overlap a little
        for cols, step in layouts:
            rows = [min(cols, n - i) for i in range(0, n, cols)]
            width, height = (max(rows) - 1) * step + size, (len(rows) - 1) * step + size
            center = self._place(rid, geo.unit_slot, width, height, busy, names, strict=True)
            if center is None:
                continue
            out = []
            y0 = center.y() - (len(rows) - 1) * step * 0.5
            for ri, count in enumerate(rows):
                x0 = center.x() - (count - 1) * step * 0.5
                out.extend(QPointF(x0 + ci * step, y0 + ri * step) for ci in range(count))
            if all(self._fits(rid, p, size * 0.3, size * 0.3) for p in out):
                busy.append(QRectF(center.x() - width / 2, center.y() - height / 2, width, height))
                return out
        return [self._token_position(rid, geo.unit_slot, size, busy, names) for _ in range(n)]

    def _token_position(self, rid: str, slot: QPointF, size: float, busy: list[QRectF],
                        names: list[QRectF]) -> QPointF:
        p = self._place(rid, slot, size, size, busy, names)
        busy.append(QRectF(p.x() - size / 2, p.y() - size / 2, size, size))
        return p

    def _sync_arrows(self) -> None:
        for a in self.arrows:
            self.removeItem(a)
        self.arrows = []
        src = self.geometry.regions[self.march_source].unit_slot if self.march_source else None
        for dest, units in self.march_plan.items() if src is not None else ():
            if not units or dest not in self.geometry.regions:
                continue
            end = self.geometry.regions[dest].unit_slot
            arrow = ArrowItem(src, end, theme.house_color(self.march_house))
            self.addItem(arrow)
            self.arrows.append(arrow)
        self._sync_names_on_top()

    def _names_under(self, rid: str) -> list[str]:
        """The names that area `rid`'s highlight (its tint, or its outline a few pixels either
        side of its border) would cover; kept until the names change."""
        cache = self._names_under_cache
        if rid not in cache:
            item = self.regions[rid]
            box = item.sceneBoundingRect()
            cache[rid] = [other for other, label in self.labels.items() if not (near := label.text_rect().adjusted(
                -5, -5, 5, 5)).isEmpty() and box.intersects(near) and item.path.intersects(near)]
        return cache[rid]

    def _sync_names_on_top(self) -> None:
        """Draw again, above the highlights and arrows, every name one of them passes over: a
        highlighted area's tint or outline (a few pixels wide, on both sides of its border)
        or a march arrow."""
        if getattr(self, "names_on_top", None) is None:
            return
        lifted: set[str] = set()
        for rid, item in self.regions.items():
            if item.highlight:
                lifted.update(self._names_under(rid))
        out = []
        for rid, label in self.labels.items():
            r = label.text_rect()
            if r.isEmpty() or label.suppressed:
                continue
            if rid in lifted or any(a.crosses(r) for a in self.arrows):
                out.append(label)
        for label in self.names_on_top.set_labels(out):  # each is drawn in one place: redraw the other
            label.update()
            self._static_changed(label.boundingRect().translated(label.pos()))

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
        self._sync_names_on_top()

    def set_muster_preview(self, units: dict[str, list[str]], house: str | None) -> None:
        """Units planned to be mustered, shown as ghosts where they will stand."""
        self.muster_preview = {r: list(us) for r, us in units.items() if us}
        self.muster_house = house
        self._sync_pieces()

    def clear_overlays(self) -> None:
        self.muster_preview = {}
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
    # ----- reading the map: name sizes and where the default view looks -------------------
    def smallest_label_cap(self) -> float:
        """The cap height, in scene pixels, of the smallest land or sea name (ports' names give
        way to their ships and are left out)."""
        caps = [label.cap_height() for label in self.labels.values() if label.kind != "port" and label.text]
        return min(caps) if caps else 1.0

    def readable_scale(self, cap_px: float) -> float:
        """The zoom at which every land and sea name is drawn `cap_px` screen pixels tall."""
        return cap_px / self.smallest_label_cap()

    def focus_point(self) -> QPointF:
        """Where the default view looks: the seat's home area, or the middle of the map."""
        seat = (self.view_data or {}).get("seat")
        for rid, reg in self.rs.regions.items():
            if seat and reg.home_of == seat and rid in self.geometry.regions:
                return self.geometry.regions[rid].centroid
        return self.geometry.rect.center()

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
