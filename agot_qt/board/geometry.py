"""Board geometry in scene coordinates: region outlines, slots, rivers, bridges and the Wall.

Positions come from resources/map/map_layout.json (normalized so the board
is 1 wide); outlines from resources/map/outlines.json when present:
{"regions": {id: [polygon, ...]}, "rivers": [...], "bridges": [...], "wall": [...]}
where a polygon or line is a list of [x, y] points. Without outlines every
area is drawn as a rounded rectangle of its size around its centre.

Areas an expansion adds (resources/map/mother_of_dragons.json: the Eyrie and Bite overlays and
the Essos side board) are loaded only for a map that has them (`geometry_for`): each brings its
outline and slots, the base areas it cuts are replaced, and a side board widens the table.
Geometry never says which areas border which: the ruleset does.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

from engine.ruleset import resources_dir

SCALE = 1000.0  # scene pixels per board width


@dataclass
class RegionGeometry:
    id: str
    path: QPainterPath
    centroid: QPointF
    label: QPointF
    unit_slot: QPointF
    unit_width: float
    order_slot: QPointF
    power_slot: QPointF
    castle_slot: QPointF | None
    extra_slot: QPointF | None
    bbox: QRectF
    from_outline: bool


@dataclass
class BoardGeometry:
    width: float
    height: float
    regions: dict[str, RegionGeometry]
    rivers: list[list[QPointF]] = field(default_factory=list)
    bridges: list[list[QPointF]] = field(default_factory=list)
    wall: list[list[QPointF]] = field(default_factory=list)
    has_outlines: bool = False
    side_boards: list[QRectF] = field(default_factory=list)  # boards beside Westeros (Essos)
    base_width: float = 0.0  # Westeros alone, when side boards widen the table

    @property
    def rect(self) -> QRectF:
        return QRectF(0, 0, self.width, self.height)

    @property
    def westeros(self) -> QRectF:
        """The Westeros board alone (the whole table is `rect`)."""
        return QRectF(0, 0, self.base_width or self.width, self.height)

    def table(self) -> QPainterPath:
        """The outline of the boards on the table: Westeros and any side board."""
        path = QPainterPath()
        path.addRect(self.westeros)
        for r in self.side_boards:
            side = QPainterPath()
            side.addRect(r)
            path = path.united(side)
        return path


def _pt(d: dict[str, float]) -> QPointF:
    return QPointF(d["x"] * SCALE, d["y"] * SCALE)


def _points(raw: Any) -> list[QPointF]:
    """A list of [x, y] pairs (or {"x", "y"} maps), possibly wrapped in {"points": ...}."""
    if isinstance(raw, dict):
        raw = raw.get("points") or raw.get("path") or raw.get("line") or []
    out = []
    for p in raw:
        if isinstance(p, dict):
            if "x" in p and "y" in p:
                out.append(QPointF(p["x"] * SCALE, p["y"] * SCALE))
        elif isinstance(p, list | tuple) and len(p) >= 2 and all(isinstance(v, int | float) for v in p[:2]):
            out.append(QPointF(p[0] * SCALE, p[1] * SCALE))
    return out


def _lines(raw: Any, min_points: int = 2) -> list[list[QPointF]]:
    """One polyline, or a list of them (each possibly {"points": ...} or {"at": [x, y]})."""
    if not isinstance(raw, list):
        return []
    if raw and len(_points(raw)) == len(raw):  # a single line
        return [_points(raw)]
    out = []
    for item in raw:
        if isinstance(item, dict) and "at" in item:
            pts = _points([item["at"]])
        else:
            pts = _points(item)
        if len(pts) >= min_points:
            out.append(pts)
    return out


def _polygons_path(polys: Any, holes: Any = None) -> QPainterPath:
    path = QPainterPath()
    path.setFillRule(path.fillRule().OddEvenFill)
    if isinstance(polys, dict):
        polys = polys.get("polygons") or polys.get("rings") or []
    if polys and _points(polys):  # one bare polygon
        polys = [polys]
    for poly in polys:
        pts = _points(poly)
        if len(pts) >= 3:
            path.addPolygon(QPolygonF(pts))
            path.closeSubpath()
    if holes:
        cut = _polygons_path(holes)
        if not cut.isEmpty():
            path = path.subtracted(cut)
    return path


def _fallback_path(info: dict[str, Any], kind: str) -> QPainterPath:
    """A rounded rectangle with the area's size, centred on it, inside its bounding box."""
    b = info["bbox"]
    bw, bh = (b["x_max"] - b["x_min"]), (b["y_max"] - b["y_min"])
    area = max(info["area"], 1e-4)
    aspect = max(0.35, min(2.8, bw / max(bh, 1e-6)))
    w = math.sqrt(area * aspect) * 0.92
    h = area / max(w, 1e-6) * 0.85
    w, h = min(w, bw), min(h, bh)
    c = info["centroid"]
    x = min(max(c["x"] - w / 2, b["x_min"]), b["x_max"] - w)
    y = min(max(c["y"] - h / 2, b["y_min"]), b["y_max"] - h)
    rect = QRectF(x * SCALE, y * SCALE, w * SCALE, h * SCALE)
    path = QPainterPath()
    r = min(rect.width(), rect.height()) * (0.45 if kind == "port" else 0.18)
    path.addRoundedRect(rect, r, r)
    return path


def outlines_path() -> Path:
    return resources_dir() / "map" / "outlines.json"


# files of areas that expansions add to the board, looked in for areas the base board lacks
MAP_EXTENSIONS = ("mother_of_dragons.json",)


@lru_cache(maxsize=None)
def _extension(name: str) -> dict[str, Any]:
    p = resources_dir() / "map" / name
    return json.loads(p.read_text(encoding="utf-8")) if p.is_file() else {}


def _region_geometry(rid: str, info: dict[str, Any], path: QPainterPath, from_outline: bool) -> RegionGeometry:
    b = info["bbox"]
    us = info["unit_slot"]
    return RegionGeometry(
        id=rid, path=path, centroid=_pt(info["centroid"]), label=_pt(info["label"]),
        unit_slot=_pt(us), unit_width=us.get("width", 0.09) * SCALE,
        order_slot=_pt(info["order_slot"]), power_slot=_pt(info["power_token_slot"]),
        castle_slot=_pt(info["castle_slot"]) if "castle_slot" in info else None,
        extra_slot=_pt(info["improvement_slot"]) if "improvement_slot" in info else None,
        bbox=QRectF(b["x_min"] * SCALE, b["y_min"] * SCALE,
                    (b["x_max"] - b["x_min"]) * SCALE, (b["y_max"] - b["y_min"]) * SCALE),
        from_outline=from_outline,
    )


def side_board_areas() -> list[frozenset[str]]:
    """The areas on each side board (a side board whose areas are all out of play is not drawn)."""
    return [frozenset(b["areas"]) for name in MAP_EXTENSIONS for b in _extension(name).get("side_boards", [])]


def geometry_for(areas: frozenset[str] | set[str]) -> BoardGeometry:
    """The board for a map with these areas: the base board, plus the areas expansions add that
    the map has (base areas they cut replaced), widened by the side boards those areas are on."""
    return _geometry_for(frozenset(areas) - frozenset(load_geometry().regions))


@lru_cache(maxsize=8)
def _geometry_for(added: frozenset[str]) -> BoardGeometry:
    base = load_geometry()
    if not added:
        return base
    regions = dict(base.regions)
    width, height = base.width, base.height
    sides: list[QRectF] = []
    for name in MAP_EXTENSIONS:
        ext = _extension(name)
        mine = added & set(ext.get("regions", {}))
        if not mine:
            continue
        for rid in sorted(mine):
            info = ext["regions"][rid]
            regions[rid] = _region_geometry(rid, info, _polygons_path(info["outline"]), True)
        for rid, change in ext.get("replaced", {}).items():
            if rid in regions and mine & set(change["when"]):
                old = regions[rid]
                moved = {"label": _pt(change["label"])} if "label" in change else {}
                regions[rid] = RegionGeometry(**{**old.__dict__, "path": _polygons_path(change["rings"]), **moved})
        for board in ext.get("side_boards", []):
            if mine & set(board["areas"]):
                x0, y0, x1, y1 = (v * SCALE for v in board["rect"])
                sides.append(QRectF(x0, y0, x1 - x0, y1 - y0))
                width, height = max(width, x1), max(height, y1)
    return BoardGeometry(width=width, height=height, regions=regions, rivers=base.rivers, bridges=base.bridges,
                         wall=base.wall, has_outlines=base.has_outlines, side_boards=sides, base_width=base.width)


@lru_cache(maxsize=4)
def load_geometry(use_outlines: bool = True) -> BoardGeometry:
    layout = json.loads((resources_dir() / "map" / "map_layout.json").read_text(encoding="utf-8"))
    outlines: dict[str, Any] = {}
    p = outlines_path()
    if use_outlines and p.is_file():
        try:
            outlines = json.loads(p.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            outlines = {}
    from ..words.names import ruleset

    rs = ruleset()
    if not isinstance(outlines, dict):
        outlines = {}
    shapes = outlines.get("regions", {}) if isinstance(outlines.get("regions"), dict) else {}
    holes = outlines.get("holes", {}) if isinstance(outlines.get("holes"), dict) else {}
    regions: dict[str, RegionGeometry] = {}
    for rid, info in layout["regions"].items():
        kind = rs.regions[rid].kind if rid in rs.regions else "land"
        path = _polygons_path(shapes[rid], holes.get(rid)) if rid in shapes else QPainterPath()
        from_outline = not path.isEmpty()
        if not from_outline:
            path = _fallback_path(info, kind)
        regions[rid] = _region_geometry(rid, info, path, from_outline)
    meta = layout.get("meta", {})
    return BoardGeometry(
        width=meta.get("board_width", 1.0) * SCALE,
        height=meta.get("board_height", 1.86) * SCALE,
        regions=regions,
        rivers=_lines(outlines.get("rivers", [])),
        bridges=_lines(outlines.get("bridges", []), min_points=1),
        wall=_lines(outlines.get("wall", [])),
        has_outlines=bool(shapes),
    )
