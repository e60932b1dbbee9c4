"""Geometry of the *Mother of Dragons* areas, computed into ``resources/map/mother_of_dragons.json``.

    python packaging/make_mod_map.py [--preview PNG]

The base outlines (``resources/map/outlines.json``) stay as they are; this file adds what the
expansion puts on the table and is loaded only when a ruleset's map has those areas:

* the Eyrie and Bite overlays on the Westeros board: The Bite is cut out of the north-west of
  The Narrow Sea (the inner bay by White Harbor, Moat Cailin and The Twins), The Vale of Arryn
  out of the eastern lobe of The Mountains of the Moon (between The Fingers and The Eyrie), and
  the Port of The Eyrie is a disc on The Eyrie's northern shore. The three base areas they cut
  are given as replacements, each applied only when its cutting area is on the map;
* the Essos side board beside the board's eastern edge: 7 land areas, 4 seas and 3 ports,
  drawn from a labelled raster whose borders are traced into chains, each chain simplified and
  smoothed once and used by the two areas on its sides (so shared borders are identical), with
  ports snapped to true circles. Its seas meet the Westeros seas they border at the board edge.

Every area gets the slots the board layout gives base areas (label, unit, order, power token,
castle), its bounding box, area and centroid. Which areas border which is not read from this
geometry: the ruleset says that; tests/agot_qt/board/test_mod_map.py checks the two agree.
The computation is deterministic.
"""
from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from make_outlines import _chaikin, _dp  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "resources" / "map" / "mother_of_dragons.json"

# ----- the Essos side board: a labelled raster ----------------------------------------------
ESSOS = (1.0, 0.42, 1.5, 1.62)  # x0, y0, x1, y1 in board widths, flush with the board's east edge
CELL = 0.005
SEA_SPLITS = (0.62, 1.06, 1.45)  # borders between the western seas, level with the Westeros seas they meet
PORTS = {  # port: (land, sea, centre, radius)
    "port-of-braavos": ("braavos", "braavosian-coastlands", (1.112, 0.585), 0.03),
    "port-of-pentos": ("pentos", "bay-of-pentos", (1.148, 0.83), 0.03),
    "port-of-volantis": ("volantis", "the-orange-shore", (1.43, 1.552), 0.03),
}


def _wave(t: float, *terms: tuple[float, float, float]) -> float:
    return sum(a * math.sin(t * k + ph) for a, k, ph in terms)


def west_coast(y: float) -> float:
    """x of the western coast of Essos at height y (the Bay of Pentos bites in by Pentos)."""
    bay = 0.035 * math.exp(-(((y - 0.84) / 0.07) ** 2))
    return 1.11 + bay + _wave(y, (0.008, 31.0, 0.4), (0.004, 77.0, 1.3))


def north_coast(x: float) -> float:
    return 0.5 + _wave(x, (0.01, 37.0, 0.9), (0.004, 91.0, 0.2))


def south_coast(x: float) -> float:
    return 1.535 + _wave(x, (0.009, 41.0, 2.1), (0.004, 83.0, 0.7))


def essos_label(x: float, y: float) -> str:
    if y < north_coast(x):
        return "braavosian-coastlands"
    if y > south_coast(x):
        return "the-orange-shore"
    if x < west_coast(y):
        if y < SEA_SPLITS[0]:
            return "braavosian-coastlands"
        if y < SEA_SPLITS[1]:
            return "bay-of-pentos"
        if y < SEA_SPLITS[2]:
            return "sea-of-myrth"
        return "the-orange-shore"
    # land: a few gently curved borders
    bx = 1.28 + _wave(y, (0.014, 40.0, 0.3))  # Braavos/Pentos | Norvos
    by = 0.72 + _wave(x, (0.014, 45.0, 1.0))  # Braavos | Pentos
    py = 0.92 + _wave(x, (0.012, 50.0, 0.5))  # Pentos | Myr
    ny = 0.86 + _wave(x, (0.012, 43.0, 2.0))  # Norvos | Myr, The Rhoyne
    rx = 1.38 + _wave(y, (0.016, 29.0, 1.7))  # Myr | The Rhoyne
    my = 1.24 + _wave(x, (0.013, 47.0, 0.8))  # Myr | The Disputed Lands, Volantis
    dx = 1.3 + _wave(y, (0.016, 35.0, 2.4))   # The Disputed Lands | Volantis
    vy = 1.36 + _wave(x, (0.012, 39.0, 1.1))  # The Rhoyne | Volantis
    if x < bx:
        if y < by:
            return "braavos"
        if y < py:
            return "pentos"
    elif y < ny:
        return "norvos"
    if x >= rx and y < vy:
        return "the-rhoyne"
    if y < my:
        return "myr"
    return "the-disputed-lands" if x < dx else "volantis"


def _raster() -> tuple[list[list[str]], int, int]:
    x0, y0, x1, y1 = ESSOS
    nx, ny = round((x1 - x0) / CELL), round((y1 - y0) / CELL)
    grid = [[essos_label(x0 + (i + 0.5) * CELL, y0 + (j + 0.5) * CELL) for i in range(nx)] for j in range(ny)]
    return grid, nx, ny


def _trace(grid: list[list[str]], nx: int, ny: int) -> dict[str, list[list[tuple[int, int]]]]:
    """Every area's outer rings as lists of lattice points, counter-clockwise on screen."""
    def own(i: int, j: int) -> str | None:
        return grid[j][i] if 0 <= i < nx and 0 <= j < ny else None

    edges: dict[str, dict[tuple[int, int], list[tuple[int, int]]]] = {}
    for j in range(ny):
        for i in range(nx):
            r = grid[j][i]
            out = edges.setdefault(r, {})
            # walk each cell's border with the area on the left (counter-clockwise on screen: y down)
            for (di, dj), a, b in (((0, -1), (i + 1, j), (i, j)), ((-1, 0), (i, j), (i, j + 1)),
                                   ((0, 1), (i, j + 1), (i + 1, j + 1)), ((1, 0), (i + 1, j + 1), (i + 1, j))):
                if own(i + di, j + dj) != r:
                    out.setdefault(a, []).append(b)
    rings: dict[str, list[list[tuple[int, int]]]] = {}
    for r, out in edges.items():
        left = {(a, b) for a, bs in out.items() for b in bs}
        while left:
            a, b = min(left)
            ring = [a]
            prev, cur = a, b
            left.discard((a, b))
            while cur != a:
                ring.append(cur)
                nexts = [n for n in out.get(cur, []) if (cur, n) in left]
                if len(nexts) > 1:  # a pinch: keep turning the same way
                    dx, dy = cur[0] - prev[0], cur[1] - prev[1]
                    nexts.sort(key=lambda n: -((n[0] - cur[0]) * dy - (n[1] - cur[1]) * dx))
                nxt = nexts[0]
                left.discard((cur, nxt))
                prev, cur = cur, nxt
            rings.setdefault(r, []).append(ring)
    return rings


def _vectorize(grid: list[list[str]], nx: int, ny: int) -> dict[str, list[list[list[float]]]]:
    x0, y0, _, _ = ESSOS

    def labels_at(v: tuple[int, int]) -> frozenset:
        i, j = v
        return frozenset(grid[b][a] if 0 <= a < nx and 0 <= b < ny else None
                         for a, b in ((i - 1, j - 1), (i, j - 1), (i - 1, j), (i, j)))

    def junction(v: tuple[int, int]) -> bool:
        return len(labels_at(v)) >= 3 or (v[0] in (0, nx) and v[1] in (0, ny))

    chains: dict[tuple, list[tuple[float, float]]] = {}

    def smooth(points: list[tuple[int, int]]) -> list[tuple[float, float]]:
        """One chain between two junctions, the same whichever side asks for it."""
        key = tuple(points)
        rev = tuple(reversed(points))
        if rev in chains:
            return list(reversed(chains[rev]))
        if key not in chains:
            pts = [(x0 + i * CELL, y0 + j * CELL) for i, j in points]
            on_edge = all(i in (0, nx) for i, _ in points) or all(j in (0, ny) for _, j in points)
            if on_edge:
                pts = _dp(pts, 1e-9)
            else:
                pts = _chaikin(_dp(pts, CELL * 0.9), 3, False)
            chains[key] = pts
        return chains[key]

    out: dict[str, list[list[list[float]]]] = {}
    for rid, rings in _trace(grid, nx, ny).items():
        for ring in rings:
            cut = [k for k, v in enumerate(ring) if junction(v)]
            if not cut:  # no junction: smooth it as one closed chain
                pts = _chaikin(_dp([(x0 + i * CELL, y0 + j * CELL) for i, j in ring + ring[:1]], CELL * 0.9), 3, True)[:-1]
            else:
                pts = []
                ring2 = ring[cut[0]:] + ring[:cut[0]]
                cut2 = [k - cut[0] if k >= cut[0] else k - cut[0] + len(ring) for k in cut] + [len(ring)]
                ring2 = ring2 + ring2[:1]
                for a, b in zip(cut2, cut2[1:]):
                    pts += smooth(ring2[a:b + 1])[:-1]
            out.setdefault(rid, []).append([[round(x, 5), round(y, 5)] for x, y in pts])
    return out


# ----- the Westeros overlays: cut out of the base outlines with Qt's path operations ---------
BITE_CUT = [(0.74, 0.36), (0.735, 0.47), (0.712, 0.53), (0.684, 0.6), (0.666, 0.668), (0.655, 0.74),
            (0.3, 0.74), (0.3, 0.36)]
VALE_CUT = [(0.706, 0.7), (0.712, 0.76), (0.7, 0.82), (0.712, 0.86), (0.708, 0.93), (0.9, 0.93), (0.9, 0.7)]
EYRIE_PORT = ((0.845, 0.888), 0.027)  # on the shore of the inlet north of The Eyrie, room for a ship and its order


def _path(rings: list) -> "QPainterPath":
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainterPath, QPolygonF

    p = QPainterPath()
    for ring in rings:
        p.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
        p.closeSubpath()
    return p


def _rings(p) -> list[list[list[float]]]:
    out = []
    for poly in p.simplified().toSubpathPolygons():
        pts = [[round(q.x(), 5), round(q.y(), 5)] for q in poly]
        if len(pts) > 1 and pts[0] == pts[-1]:
            pts.pop()
        if len(pts) >= 3:
            out.append(pts)
    return out


def _disc(c: tuple[float, float], r: float):
    return _path([[(c[0] + r * math.cos(2 * math.pi * k / 64), c[1] + r * math.sin(2 * math.pi * k / 64))
                   for k in range(64)]])


def _overlays() -> dict[str, dict]:
    base = json.loads((ROOT / "resources" / "map" / "outlines.json").read_text(encoding="utf-8"))

    path, rings, disc = _path, _rings, _disc
    narrow = path(base["regions"]["the-narrow-sea"])
    mountains = path(base["regions"]["the-mountains-of-the-moon"])
    eyrie = path(base["regions"]["the-eyrie"])
    bite_cut = path([_chaikin(BITE_CUT[:6], 3, False) + BITE_CUT[6:]])
    vale_cut = path([_chaikin(VALE_CUT[:5], 3, False) + VALE_CUT[5:]])
    port = disc(*EYRIE_PORT)
    bite = narrow.intersected(bite_cut)
    vale = mountains.intersected(vale_cut)
    return {
        "added": {"the-bite": rings(bite), "the-vale-of-arryn": rings(vale), "port-of-the-eyrie": rings(port)},
        "replaced": {
            "the-narrow-sea": {"when": ["the-bite", "port-of-the-eyrie"],
                               "rings": rings(narrow.subtracted(bite_cut).subtracted(port))},
            # its name moves west, clear of the Vale cut out of its eastern lobe
            "the-mountains-of-the-moon": {"when": ["the-vale-of-arryn"], "rings": rings(mountains.subtracted(vale_cut)),
                                          "label": {"x": 0.6, "y": 0.842}},
            "the-eyrie": {"when": ["port-of-the-eyrie"], "rings": rings(eyrie.subtracted(port))},
        },
    }


# ----- slots -------------------------------------------------------------------------------
def port_slots(centre: tuple[float, float], radius: float) -> dict[str, tuple]:
    """A port's slots inside its small circle (its pieces stay in it): the ships to the upper
    left, the order to the lower right, the power token at the upper right, so an order never
    covers the ship it belongs with."""
    x, y = centre

    def at(dx: float, dy: float) -> tuple[float, float]:
        return round(x + dx * radius, 4), round(y + dy * radius, 4)

    return {"label": centre, "unit_slot": at(-0.32, -0.22) + (0.04,), "order_slot": at(0.38, 0.3),
            "power_token_slot": at(0.4, -0.45)}


# Hand-placed slots (board widths): label, unit (with its width), order, power token, castle.
SLOTS: dict[str, dict[str, tuple]] = {
    "the-bite": {"label": (0.6, 0.645), "unit_slot": (0.575, 0.695, 0.07), "order_slot": (0.66, 0.585),
                 "power_token_slot": (0.69, 0.55)},
    "the-vale-of-arryn": {"label": (0.8, 0.758), "unit_slot": (0.78, 0.815, 0.08), "order_slot": (0.84, 0.835),
                          "power_token_slot": (0.735, 0.875), "castle_slot": (0.73, 0.79)},
    "port-of-the-eyrie": port_slots(*EYRIE_PORT),
    "braavos": {"label": (1.205, 0.59), "unit_slot": (1.2, 0.66, 0.09), "order_slot": (1.255, 0.6),
                "power_token_slot": (1.155, 0.645), "castle_slot": (1.14, 0.6)},
    "norvos": {"label": (1.39, 0.6), "unit_slot": (1.39, 0.69, 0.1), "order_slot": (1.33, 0.78),
               "power_token_slot": (1.45, 0.78)},
    "pentos": {"label": (1.22, 0.765), "unit_slot": (1.225, 0.85, 0.08), "order_slot": (1.18, 0.9),
               "power_token_slot": (1.265, 0.9), "castle_slot": (1.185, 0.77)},
    "myr": {"label": (1.25, 0.99), "unit_slot": (1.25, 1.07, 0.1), "order_slot": (1.2, 1.17),
            "power_token_slot": (1.31, 1.17)},
    "the-rhoyne": {"label": (1.44, 0.95), "unit_slot": (1.44, 1.08, 0.08), "order_slot": (1.44, 1.18),
                   "power_token_slot": (1.44, 1.27)},
    "the-disputed-lands": {"label": (1.21, 1.3), "unit_slot": (1.21, 1.38, 0.09), "order_slot": (1.16, 1.47),
                           "power_token_slot": (1.255, 1.47)},
    "volantis": {"label": (1.41, 1.41), "unit_slot": (1.4, 1.48, 0.1), "order_slot": (1.34, 1.3),
                 "power_token_slot": (1.475, 1.44), "castle_slot": (1.335, 1.42)},
    "braavosian-coastlands": {"label": (1.28, 0.455), "unit_slot": (1.42, 0.465, 0.09), "order_slot": (1.05, 0.47),
                              "power_token_slot": (1.05, 0.55)},
    "bay-of-pentos": {"label": (1.055, 0.72), "unit_slot": (1.055, 0.8, 0.08), "order_slot": (1.05, 0.92),
                      "power_token_slot": (1.05, 1.0)},
    "sea-of-myrth": {"label": (1.055, 1.14), "unit_slot": (1.055, 1.23, 0.08), "order_slot": (1.05, 1.33),
                     "power_token_slot": (1.05, 1.4)},
    "the-orange-shore": {"label": (1.2, 1.575), "unit_slot": (1.06, 1.52, 0.08), "order_slot": (1.3, 1.59),
                         "power_token_slot": (1.1, 1.59)},
    **{port: port_slots(centre, radius) for port, (_land, _sea, centre, radius) in PORTS.items()},
}


def _facts(rings: list[list[list[float]]]) -> dict:
    """Bounding box, area and centroid of an outline (as map_layout.json gives them)."""
    xs = [x for r in rings for x, _ in r]
    ys = [y for r in rings for _, y in r]
    a = cx = cy = 0.0
    for r in rings:
        for (x1, y1), (x2, y2) in zip(r, r[1:] + r[:1]):
            c = x1 * y2 - x2 * y1
            a += c
            cx += (x1 + x2) * c
            cy += (y1 + y2) * c
    a /= 2
    return {"bbox": {"x_min": min(xs), "y_min": min(ys), "x_max": max(xs), "y_max": max(ys)},
            "area": round(abs(a), 6), "centroid": {"x": round(cx / (6 * a), 5), "y": round(cy / (6 * a), 5)}}


def _slots(rid: str) -> dict:
    out = {}
    for name, v in SLOTS[rid].items():
        out[name] = {"x": v[0], "y": v[1]} | ({"width": v[2]} if len(v) > 2 else {})
    return out


def _cut_ports(essos: dict[str, list]) -> dict[str, list]:
    """Each port is a true circle cut out of its land and its sea."""
    out = dict(essos)
    for port, (land, sea, centre, radius) in PORTS.items():
        disc = _disc(centre, radius)
        out[land] = _rings(_path(out[land]).subtracted(disc))
        out[sea] = _rings(_path(out[sea]).subtracted(disc))
        out[port] = _rings(disc)
    return out


def generate() -> dict:
    grid, nx, ny = _raster()
    essos = _cut_ports(_vectorize(grid, nx, ny))
    overlays = _overlays()
    regions = {}
    for rid, rings in {**overlays["added"], **essos}.items():
        regions[rid] = {"outline": rings, **_facts(rings), **_slots(rid)}
    x0, y0, x1, y1 = ESSOS
    return {
        "meta": {
            "about": "Areas the Mother of Dragons expansion adds to the board, in the coordinates of "
                     "map_layout.json (board widths). Loaded only for a ruleset whose map has these areas.",
            "made_by": "packaging/make_mod_map.py",
            "format": {
                "regions": "area id -> outline (outer rings, [x, y] points), bbox, area, centroid and the "
                           "slots map_layout.json gives base areas",
                "replaced": "base area id -> {when: areas whose presence cuts it, rings: its outline then, "
                            "label: where its name goes then (optional)}",
                "side_boards": "boards drawn beside Westeros: id, rect [x0, y0, x1, y1], the areas on it",
            },
        },
        "regions": regions,
        "replaced": overlays["replaced"],
        "side_boards": [{"id": "essos", "rect": [x0, y0, x1, y1],
                         "areas": sorted(r for r in essos)}],
    }


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=str(OUT))
    args = ap.parse_args(argv)
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication([])  # noqa: F841 (paths need no window, fonts do not matter)
    data = generate()
    Path(args.out).write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {args.out}: {len(data['regions'])} areas")
    return 0


if __name__ == "__main__":
    sys.exit(main())
