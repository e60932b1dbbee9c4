"""Vector outlines of the board regions, computed from the board layout data.

The board layout (``resources/map/map_layout.json``) gives, for every region, its
bounding box, area, centroid and the positions of its label and token slots, but no
outline. This module turns those facts plus the adjacency rules of the ruleset into a
schematic vector map and writes it to ``resources/map/outlines.json``:

    python packaging/make_outlines.py                 # regenerate outlines.json
    python packaging/make_outlines.py --preview PNG   # also draw it to a PNG

Method (on a raster of ``GRID`` cells across the board width):

1. Ports are discs of their recorded area around their centroid. The cells around the
   unit and label slots of every region are fixed to it.
2. Every other region gets a skeleton: a spanning tree over its slot points (unit,
   label, order, power token, castle, improvement, the centroid when it lies inside;
   for a land or sea with a port also a point at the edge of the port disc facing
   it, so that the coast runs through the port). Cells go to the region with the
   smallest weighted distance to its skeleton, among the regions whose bounding box
   holds the cell; the weights are tuned until every region has its recorded area.
   A region that falls short of a side of its box grows an arm of its skeleton
   toward the place on that side where it competes best, and the diagram is redone.
3. Cells cut off from their region are handed to a neighbouring region.
4. The contact graph is repaired until it equals the rules: a local search with
   penalties moves boundary cells away from forbidden contacts and toward missing
   ones; what it cannot fix is fixed by a corridor of cells (missing contact), a
   pair of moves found by a small search, or a wedge of a third region (forbidden
   contact). Regions that are not adjacent may not even touch at a cell corner,
   except the corner contacts the rules name.
5. A local search that never breaks the contact graph or the connectivity of a
   region moves single boundary cells to improve area, centroid, bounding box and
   border length against the layout data; then one-cell spikes are removed and small
   islands are cut off Pyke by channels of Ironman's Bay.
6. The cell boundaries are traced into chains between junction points; each chain is
   simplified and smoothed once and used by both regions on its sides, so shared
   borders are identical and the regions tile the board without gaps or overlaps.
   Borders between two seas become straight lines where that moves little water and
   crosses nothing; ports become true circles.

Rivers run along the shared border of every river-separated land pair, along half of
the borders that the rules call partly river (from the end nearest another river),
and along the two bridge borders, with the bridge at the middle. The Wall runs across
Castle Black just south of the northern edge.

The result depends only on the input files; the computation is deterministic.
"""
from __future__ import annotations

import argparse
import heapq
import json
import math
import sys
from pathlib import Path

GRID = 200  # raster cells across the board width
MIN_CONTACT = 6  # cell edges a required border must have at least
SLOT_FIELDS = ("unit_slot", "label", "order_slot", "power_token_slot", "castle_slot", "improvement_slot")
LOCKED_SLOTS = ("unit_slot", "label")  # these keep a 3x3 block of cells around them

# Energy weights of the shape refinement (see `_Raster.flip_gain`).
W_AREA = 4.0
W_CENTROID = 1.0
W_BBOX = 1.5
W_PULL = 0.5
W_PERIMETER = 0.001
SEA_BORDER_WEIGHT = 3.0
# length of a cut between a cell and its 8 neighbours (N, NE, E, ...): a straight border
# costs the same per unit length whatever its direction (horizontal 1, diagonal ~1.02)
_ORTH, _DIAG = 1.0 / 1.64, 0.32 / 1.64
RING_LENGTH = (_ORTH, _DIAG, _ORTH, _DIAG, _ORTH, _DIAG, _ORTH, _DIAG)
BBOX_SLACK = 2.0  # cells of bounding-box deviation that cost nothing
ARM_ROUNDS = 3  # rounds of reaching out toward bounding-box sides
ARM_MIN_GAP = 4  # cells a region must fall short of a box side to grow an arm there
STRAIGHTEN_AREA = 0.04  # a straightened sea border may move this share of a sea's area
RIVER_AMPLITUDE = 0.0035  # meander of borders drawn as rivers
RIVER_WAVELENGTH = 0.045
WALL_INSET = 0.007  # distance of the Wall from the northern edge
CHANNEL_HALF_WIDTH = 1.5  # cells; channels between the Iron Islands
ISLET_SHARE = (0.06, 0.22)  # size of a cut-off islet against the whole region
BOX_SLACK_CELLS = 1.0  # local moves may put a cell this far outside a region's box
EXTENT_CELLS = 3  # a column or row counts for a region's extent from this many cells
# Penalties while repairing the contact graph.
P_FORBIDDEN = 1.0e3
P_MISSING = 1.0e3


def _resources_dir() -> Path:
    here = Path(__file__).resolve().parent.parent / "resources"
    if here.is_dir():
        return here
    import importlib.resources as ir

    return Path(str(ir.files("agot_resources")))


def default_paths() -> tuple[Path, Path, Path]:
    res = _resources_dir()
    return (
        res / "map" / "map_layout.json",
        res / "rulesets" / "second_edition.json",
        res / "map" / "outlines.json",
    )


def input_digest(layout: dict, ruleset: dict) -> str:
    """Fingerprint of the facts the outlines are computed from (layout geometry, region
    kinds and ports, adjacency), to tell when outlines.json needs regenerating."""
    import hashlib

    facts = {
        "layout": layout["regions"],
        "board_height": layout["meta"]["board_height"],
        "regions": sorted([r["id"], r["kind"], r.get("port_of")] for r in ruleset["regions"]),
        "adjacency": {k: v for k, v in ruleset["adjacency"].items() if k != "notes"},
    }
    text = json.dumps(facts, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def load_outlines(path: Path | None = None) -> dict:
    """Read the generated outlines (``resources/map/outlines.json`` by default)."""
    if path is None:
        path = default_paths()[2]
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


# --------------------------------------------------------------------------------------
# Raster stage


def _seg_dist(x: float, y: float, seg: tuple[float, float, float, float]) -> float:
    ax, ay, bx, by = seg
    dx, dy = bx - ax, by - ay
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / ll))
    return math.hypot(x - ax - t * dx, y - ay - t * dy)


def _nearest_on(segs, x: float, y: float) -> tuple[float, float]:
    best, bp = 1e18, (x, y)
    for ax, ay, bx, by in segs:
        dx, dy = bx - ax, by - ay
        ll = dx * dx + dy * dy
        t = 0.0 if ll == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / ll))
        px, py = ax + t * dx, ay + t * dy
        d = math.hypot(x - px, y - py)
        if d < best:
            best, bp = d, (px, py)
    return bp


def _spanning_tree(pts: list[tuple[float, float]]) -> list[tuple[float, float, float, float]]:
    """Segments of a minimum spanning tree over the points (a lone point: a dot)."""
    pts = sorted(set(pts))
    if len(pts) == 1:
        (x, y), = pts
        return [(x, y, x, y)]
    inside = [pts[0]]
    rest = pts[1:]
    segs = []
    while rest:
        d, a, b = min((math.dist(p, q), p, q) for p in inside for q in rest)
        segs.append((a[0], a[1], b[0], b[1]))
        inside.append(b)
        rest.remove(b)
    return segs



class _Raster:
    """The board as a grid of cells, each owned by one region."""

    def __init__(self, layout: dict, ruleset: dict, grid: int = GRID) -> None:
        self.layout = layout["regions"]
        self.board_height = float(layout["meta"]["board_height"])
        self.kind = {r["id"]: r["kind"] for r in ruleset["regions"]}
        self.port_of = {r["id"]: r["port_of"] for r in ruleset["regions"] if r["kind"] == "port"}
        self.ids = sorted(self.layout, key=lambda k: ({"land": 0, "sea": 1, "port": 2}[self.kind[k]], k))
        self.index = {k: i for i, k in enumerate(self.ids)}
        self.R = len(self.ids)
        self.is_port = [self.kind[k] == "port" for k in self.ids]
        adj = ruleset["adjacency"]
        allowed = {tuple(sorted(p)) for p in adj["pairs"]}
        allowed |= {tuple(sorted(p)) for p in adj["river_separated_land_pairs"]}
        self.allowed = [[False] * self.R for _ in range(self.R)]
        for a, b in allowed:
            ia, ib = self.index[a], self.index[b]
            self.allowed[ia][ib] = self.allowed[ib][ia] = True
        # boundary length weight per pair of regions: borders between seas are drawn
        # across open water and should be short and straight
        sea = [self.kind[k] == "sea" for k in self.ids]
        self.edge_weight = [[(SEA_BORDER_WEIGHT if sea[a] and sea[b] else 1.0) for b in range(self.R)] for a in range(self.R)]
        self.corner_ok = [[False] * self.R for _ in range(self.R)]
        for a, b in adj["corner_contact_not_adjacent_land_pairs"]:
            ia, ib = self.index[a], self.index[b]
            self.corner_ok[ia][ib] = self.corner_ok[ib][ia] = True
        self.required = sorted((min(self.index[a], self.index[b]), max(self.index[a], self.index[b])) for a, b in allowed)

        self.N = grid
        self.W = grid
        self.H = math.ceil(self.board_height * grid - 1e-9)
        W, H = self.W, self.H
        self.size = W * H
        self.owner = [-1] * self.size
        self.locked = [False] * self.size
        # 4-neighbours of every cell (-1 outside the board), order N, E, S, W
        nb = []
        for j in range(H):
            for i in range(W):
                nb.append((
                    (j - 1) * W + i if j > 0 else -1,
                    j * W + i + 1 if i < W - 1 else -1,
                    (j + 1) * W + i if j < H - 1 else -1,
                    j * W + i - 1 if i > 0 else -1,
                ))
        self.nb = nb
        # 8-neighbour ring N, NE, E, SE, S, SW, W, NW
        ring = []
        for j in range(H):
            for i in range(W):
                r = []
                for di, dj in ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1)):
                    ii, jj = i + di, j + dj
                    r.append(jj * W + ii if 0 <= ii < W and 0 <= jj < H else -1)
                ring.append(tuple(r))
        self.ring = ring
        self.log: list[str] = []
        self.repair_ops = 0  # corridors and wedges
        self.repair_moves = 0  # cells reassigned to mend the contact graph

    # -- helpers -----------------------------------------------------------------------

    def cell_of(self, x: float, y: float) -> int:
        i = min(self.W - 1, max(0, int(x * self.N)))
        j = min(self.H - 1, max(0, int(y * self.N)))
        return j * self.W + i

    def center(self, c: int) -> tuple[float, float]:
        return ((c % self.W + 0.5) / self.N, (c // self.W + 0.5) / self.N)

    def seeds(self, rid: str) -> list[tuple[float, float]]:
        v = self.layout[rid]
        pts = [(v[f]["x"], v[f]["y"]) for f in SLOT_FIELDS if f in v]
        if v.get("centroid_inside_region"):
            pts.append((v["centroid"]["x"], v["centroid"]["y"]))
        return pts

    # -- stage 1-3: initial partition ----------------------------------------------------

    def initial_partition(self) -> None:
        N, W, H = self.N, self.W, self.H
        owner, locked = self.owner, self.locked
        extra_seeds: dict[str, list[tuple[float, float]]] = {k: [] for k in self.ids}
        # ports: discs
        for k in self.ids:
            if self.kind[k] != "port":
                continue
            v = self.layout[k]
            px, py = v["centroid"]["x"], v["centroid"]["y"]
            rad = math.sqrt(v["area"] / math.pi)
            for c in range(self.size):
                x, y = self.center(c)
                if (x - px) ** 2 + (y - py) ** 2 <= rad * rad:
                    owner[c] = self.index[k]
                    locked[c] = True
            land, sea = self.port_of[k]["land"], self.port_of[k]["sea"]
            lx, ly = self.layout[land]["unit_slot"]["x"], self.layout[land]["unit_slot"]["y"]
            dx, dy = lx - px, ly - py
            d = math.hypot(dx, dy)
            dx, dy = dx / d, dy / d
            off = rad + 1.5 / N
            extra_seeds[land].append((px + dx * off, py + dy * off))
            extra_seeds[sea].append((px - dx * off, py - dy * off))
        # locked slot cells
        for k in self.ids:
            if self.is_port[self.index[k]]:
                continue
            r = self.index[k]
            v = self.layout[k]
            for f in SLOT_FIELDS:
                if f not in v:
                    continue
                c = self.cell_of(v[f]["x"], v[f]["y"])
                block = [c]
                if f in LOCKED_SLOTS:
                    block = [c] + [n for n in self.ring[c] if n >= 0]
                for cc in block:
                    if owner[cc] < 0:
                        owner[cc] = r
                        locked[cc] = True
        # the distance diagram uses the cells whose centre lies in a region's bounding
        # box; later moves may go BOX_SLACK_CELLS further
        self.cand = [0] * self.size
        self.box_cells: list[list[int]] = [[] for _ in range(self.R)]
        for k in self.ids:
            r = self.index[k]
            if self.is_port[r]:
                continue
            b = self.layout[k]["bbox"]
            bit = 1 << r
            t = BOX_SLACK_CELLS / N
            for j in range(max(0, int((b["y_min"] - t) * N)), min(H - 1, int((b["y_max"] + t) * N)) + 1):
                y = (j + 0.5) / N
                if not b["y_min"] - t <= y <= b["y_max"] + t:
                    continue
                for i in range(max(0, int((b["x_min"] - t) * N)), min(W - 1, int((b["x_max"] + t) * N)) + 1):
                    x = (i + 0.5) / N
                    if not b["x_min"] - t <= x <= b["x_max"] + t:
                        continue
                    c = j * W + i
                    self.cand[c] |= bit
                    if b["x_min"] <= x <= b["x_max"] and b["y_min"] <= y <= b["y_max"]:
                        self.box_cells[r].append(c)
        covered = set()
        for cells in self.box_cells:
            covered.update(cells)
        for c in range(self.size):
            if c not in covered and owner[c] < 0:
                raise ValueError(f"cell {self.center(c)} lies in no bounding box")
        # skeleton of every region: a spanning tree over its seed points
        self.skeleton: list[list[tuple[float, float, float, float]]] = [[] for _ in range(self.R)]
        for k in self.ids:
            r = self.index[k]
            if not self.is_port[r]:
                self.skeleton[r] = _spanning_tree(self.seeds(k) + extra_seeds[k])
        self.dist: list[dict[int, float]] = [{} for _ in range(self.R)]
        for r in range(self.R):
            if not self.is_port[r]:
                self._distances(r)
        weight = [0.0] * self.R
        arms = 0
        for rnd in range(ARM_ROUNDS + 1):
            worst = self._diagram(weight)
            if rnd == ARM_ROUNDS:
                break
            added = self._add_arms(weight)
            arms += added
            if not added:
                break
        self.log.append(f"initial partition: {arms} arms toward bounding-box sides, worst area error {worst:.3f}")
        self.make_connected()

    def _distances(self, r: int) -> None:
        """Distance of every cell in r's box to r's skeleton, in units of sqrt(area)."""
        scale = math.sqrt(self.layout[self.ids[r]]["area"])
        segs = self.skeleton[r]
        d = {}
        N, W = self.N, self.W
        for c in self.box_cells[r]:
            x, y = (c % W + 0.5) / N, (c // W + 0.5) / N
            d[c] = min(_seg_dist(x, y, sg) for sg in segs) / scale
        self.dist[r] = d

    def _diagram(self, weight: list[float]) -> float:
        """Weighted distance diagram of the unlocked cells; tunes weights to the areas."""
        N = self.N
        owner, locked = self.owner, self.locked
        target = [self.layout[k]["area"] * N * N for k in self.ids]
        cand_list: list[list[tuple[int, float]]] = [[] for _ in range(self.size)]
        for r in range(self.R):
            for c, d in self.dist[r].items():
                cand_list[c].append((r, d))
        self.cand_list = cand_list
        free = [c for c in range(self.size) if not locked[c]]
        worst = 1.0
        for _ in range(80):
            count = [0] * self.R
            for c in range(self.size):
                if locked[c]:
                    count[owner[c]] += 1
            for c in free:
                best, bv = -1, 1e18
                for r, d in cand_list[c]:
                    v = d - weight[r]
                    if v < bv:
                        bv, best = v, r
                owner[c] = best
                count[best] += 1
            worst = 0.0
            for r in range(self.R):
                if self.is_port[r]:
                    continue
                ratio = count[r] / target[r]
                worst = max(worst, abs(ratio - 1))
                weight[r] -= 0.3 * math.log(max(ratio, 0.05))
            if worst < 0.02:
                break
        return worst

    def _add_arms(self, weight: list[float]) -> int:
        """Give a region an arm of its skeleton toward every bounding-box side it
        falls short of, ending where its hold on that side is strongest."""
        N, W, owner = self.N, self.W, self.owner
        added = 0
        for r in range(self.R):
            if self.is_port[r]:
                continue
            cells = [c for c in self.box_cells[r] if owner[c] == r]
            if not cells:
                continue
            xs = [c % W for c in cells]
            ys = [c // W for c in cells]
            b = self.layout[self.ids[r]]["bbox"]
            sides = (
                ("x_min", min(xs) - b["x_min"] * N, lambda c: (c % W + 0.5) - b["x_min"] * N),
                ("x_max", b["x_max"] * N - max(xs) - 1, lambda c: b["x_max"] * N - (c % W + 0.5)),
                ("y_min", min(ys) - b["y_min"] * N, lambda c: (c // W + 0.5) - b["y_min"] * N),
                ("y_max", b["y_max"] * N - max(ys) - 1, lambda c: b["y_max"] * N - (c // W + 0.5)),
            )
            grown = 0
            for _name, gap, depth in sides:
                if gap <= ARM_MIN_GAP:
                    continue
                best, bm = -1, 1e18
                for c in self.box_cells[r]:
                    if depth(c) > 2.0 or (self.locked[c] and owner[c] != r):
                        continue
                    own = self.dist[r][c] - weight[r]
                    other = min((d - weight[o] for o, d in self.cand_list[c] if o != r), default=1e9)
                    m = own - other
                    if m < bm:
                        bm, best = m, c
                if best < 0:
                    continue
                x, y = self.center(best)
                ax, ay = _nearest_on(self.skeleton[r], x, y)
                self.skeleton[r].append((ax, ay, x, y))
                grown += 1
            if grown:
                self._distances(r)
                added += grown
        return added

    def components(self, r: int) -> list[list[int]]:
        owner, nb = self.owner, self.nb
        seen = set()
        comps = []
        for c in range(self.size):
            if owner[c] != r or c in seen:
                continue
            comp = [c]
            seen.add(c)
            k = 0
            while k < len(comp):
                for n in nb[comp[k]]:
                    if n >= 0 and owner[n] == r and n not in seen:
                        seen.add(n)
                        comp.append(n)
                k += 1
            comps.append(comp)
        return comps

    def make_connected(self) -> int:
        """Give every cell not connected to its region's unit slot to a neighbour."""
        owner, nb = self.owner, self.nb
        moved = 0
        for _ in range(50):
            orphans = []
            for r in range(self.R):
                if self.is_port[r]:
                    continue
                comps = self.components(r)
                if len(comps) <= 1:
                    continue
                anchor = self.cell_of(self.layout[self.ids[r]]["unit_slot"]["x"], self.layout[self.ids[r]]["unit_slot"]["y"])
                main_comp = next(comp for comp in comps if anchor in comp)
                for comp in comps:
                    if comp is main_comp:
                        continue
                    if any(self.locked[c] for c in comp):
                        # a slot of the region is cut off: join it by a corridor
                        self.join(r, comp, set(main_comp))
                        moved += 1
                        continue
                    for c in comp:
                        owner[c] = -2
                        orphans.append(c)
            if not orphans:
                return moved
            moved += len(orphans)
            # hand orphan cells to neighbouring regions, closest seed first
            pending = set(orphans)
            while pending:
                progress = False
                for c in sorted(pending):
                    best, bv = -1, 1e18
                    cands = dict(self.cand_list[c])
                    for n in nb[c]:
                        if n < 0:
                            continue
                        o = owner[n]
                        if o < 0 or self.is_port[o]:
                            continue
                        v = cands.get(o, 50.0)
                        if v < bv:
                            bv, best = v, o
                    if best >= 0:
                        owner[c] = best
                        pending.discard(c)
                        progress = True
                if not progress:
                    raise ValueError("orphan cells without neighbours")
        return moved

    def join(self, r: int, comp: list[int], goal: set[int]) -> None:
        """Give region r the cheapest chain of cells linking comp to goal."""
        owner, locked, cand, nb = self.owner, self.locked, self.cand, self.nb
        dist = {c: 0.0 for c in comp}
        prev: dict[int, int] = {}
        heap = [(0.0, c) for c in comp]
        heapq.heapify(heap)
        while heap:
            d, c = heapq.heappop(heap)
            if d > dist.get(c, 1e18):
                continue
            if c in goal:
                while owner[c] != r or c in prev:
                    owner[c] = r
                    if c not in prev:
                        break
                    c = prev[c]
                return
            for n in nb[c]:
                if n < 0 or n in dist and dist[n] <= d + 1.0:
                    continue
                if owner[n] != r and (locked[n] or not (cand[n] >> r) & 1):
                    continue
                nd = d + (0.0 if owner[n] == r else 1.0)
                if nd < dist.get(n, 1e18):
                    dist[n] = nd
                    prev[n] = c
                    heapq.heappush(heap, (nd, n))
        raise ValueError(f"cannot connect the parts of {self.ids[r]}")

    # -- contact bookkeeping ---------------------------------------------------------------

    def contacts(self) -> dict[tuple[int, int, int], int]:
        """Contacts between regions: key (a, b, 0) counts shared cell edges, (a, b, 1)
        cells touching only at a corner (a < b)."""
        owner = self.owner
        cnt: dict[tuple[int, int, int], int] = {}
        for c in range(self.size):
            a = owner[c]
            ring = self.ring[c]
            for idx, k in ((2, 0), (4, 0), (3, 1), (5, 1)):  # E, S, SE, SW
                n = ring[idx]
                if n < 0:
                    continue
                b = owner[n]
                if a != b:
                    key = (a, b, k) if a < b else (b, a, k)
                    cnt[key] = cnt.get(key, 0) + 1
        return cnt

    def _forbidden(self, p: int, q: int, k: int) -> bool:
        """Whether any contact of this kind between p and q breaks the rules."""
        if self.allowed[p][q]:
            return False
        return k == 0 or not self.corner_ok[p][q]

    def violations(self, cnt=None) -> tuple[list, list]:
        if cnt is None:
            cnt = self.contacts()
        bad: dict[tuple[int, int], int] = {}
        for (p, q, k), n in cnt.items():
            if n > 0 and self._forbidden(p, q, k):
                bad[(p, q)] = bad.get((p, q), 0) + n
        extra = sorted(bad.items())
        short = [(p, cnt.get((p[0], p[1], 0), 0)) for p in self.required if cnt.get((p[0], p[1], 0), 0) < MIN_CONTACT]
        return extra, short

    def describe(self, pairs) -> list[str]:
        return [f"{self.ids[a]}|{self.ids[b]}:{n}" for (a, b), n in pairs]

    # -- shape statistics --------------------------------------------------------------------

    def init_stats(self) -> None:
        W, H, R = self.W, self.H, self.R
        self.n = [0] * R
        self.sx = [0] * R
        self.sy = [0] * R
        self.colcnt = [[0] * W for _ in range(R)]
        self.rowcnt = [[0] * H for _ in range(R)]
        for c in range(self.size):
            r = self.owner[c]
            i, j = c % W, c // W
            self.n[r] += 1
            self.sx[r] += i
            self.sy[r] += j
            self.colcnt[r][i] += 1
            self.rowcnt[r][j] += 1
        self.ext = [self._extent(r) for r in range(R)]
        N = self.N
        self.t_n = [self.layout[k]["area"] * N * N for k in self.ids]
        self.t_cx = [self.layout[k]["centroid"]["x"] * N - 0.5 for k in self.ids]
        self.t_cy = [self.layout[k]["centroid"]["y"] * N - 0.5 for k in self.ids]
        self.t_ext = []
        for k in self.ids:
            b = self.layout[k]["bbox"]
            # extents in cell-edge units: first column, one past last column, ...
            self.t_ext.append((b["x_min"] * N, b["x_max"] * N, b["y_min"] * N, min(b["y_max"], self.board_height) * N))
        self.cnt = self.contacts()

    def _extent(self, r: int) -> tuple[int, int, int, int]:
        """Extent of region r over the columns and rows holding EXTENT_CELLS of its cells.

        Measuring the extent this way gives a one-cell spike no credit, so the region
        reaches out to its bounding box with a body, not a hair.
        """
        col, row, k = self.colcnt[r], self.rowcnt[r], EXTENT_CELLS
        i0 = next((i for i in range(self.W) if col[i] >= k), 0)
        i1 = next((i for i in range(self.W - 1, -1, -1) if col[i] >= k), 0)
        j0 = next((j for j in range(self.H) if row[j] >= k), 0)
        j1 = next((j for j in range(self.H - 1, -1, -1) if row[j] >= k), 0)
        return (i0, i1 + 1, j0, j1 + 1)

    def region_energy(self, r: int, n: int, sx: int, sy: int, ext) -> float:
        if self.is_port[r]:
            return 0.0
        t = self.t_n[r]
        e = W_AREA * ((n - t) / t) ** 2
        e += W_CENTROID * ((sx / n - self.t_cx[r]) ** 2 + (sy / n - self.t_cy[r]) ** 2) / t
        te = self.t_ext[r]
        dev = 0.0
        for k in range(4):
            d = abs(ext[k] - te[k]) - BBOX_SLACK
            if d > 0:
                dev += d * d
        return e + W_BBOX * dev / t

    def _ext_without(self, r: int, i: int, j: int) -> tuple[int, int, int, int]:
        i0, i1, j0, j1 = self.ext[r]
        col, row, k = self.colcnt[r], self.rowcnt[r], EXTENT_CELLS
        if col[i] == k:
            if i == i0:
                i0 = next((q for q in range(i + 1, self.W) if col[q] >= k), i0)
            if i == i1 - 1:
                i1 = next((q for q in range(i - 1, -1, -1) if col[q] >= k), i1 - 1) + 1
        if row[j] == k:
            if j == j0:
                j0 = next((q for q in range(j + 1, self.H) if row[q] >= k), j0)
            if j == j1 - 1:
                j1 = next((q for q in range(j - 1, -1, -1) if row[q] >= k), j1 - 1) + 1
        return (i0, i1, j0, j1)

    def _ext_with(self, r: int, i: int, j: int) -> tuple[int, int, int, int]:
        i0, i1, j0, j1 = self.ext[r]
        k = EXTENT_CELLS - 1
        if self.colcnt[r][i] == k:
            i0, i1 = min(i0, i), max(i1, i + 1)
        if self.rowcnt[r][j] == k:
            j0, j1 = min(j0, j), max(j1, j + 1)
        return (i0, i1, j0, j1)

    def is_simple(self, c: int, r: int) -> bool:
        """True if removing cell c keeps region r 4-connected (local test)."""
        owner = self.owner
        ring = self.ring[c]
        m = [n >= 0 and owner[n] == r for n in ring]
        comps = 0
        for k in (0, 2, 4, 6):
            if m[k]:
                comps += 1
                if m[k + 1] and m[(k + 2) % 8]:
                    comps -= 1
        if comps <= 0:
            comps = 1 if any(m[k] for k in (0, 2, 4, 6)) else 0
        return comps == 1

    def contact_delta(self, c: int, a: int, b: int) -> dict[tuple[int, int, int], int]:
        delta: dict[tuple[int, int, int], int] = {}
        owner = self.owner
        for idx, n in enumerate(self.ring[c]):
            if n < 0:
                continue
            o = owner[n]
            k = idx & 1
            if o != a:
                key = (a, o, k) if a < o else (o, a, k)
                delta[key] = delta.get(key, 0) - 1
            if o != b:
                key = (b, o, k) if b < o else (o, b, k)
                delta[key] = delta.get(key, 0) + 1
        return delta

    def violation_delta(self, delta) -> float:
        v = 0.0
        cnt, allowed = self.cnt, self.allowed
        for key, d in delta.items():
            if not d:
                continue
            p, q, k = key
            if allowed[p][q]:
                if k == 0:
                    old = cnt.get(key, 0)
                    new = old + d
                    v += P_MISSING * (max(0, MIN_CONTACT - new) - max(0, MIN_CONTACT - old))
            elif self._forbidden(p, q, k):
                v += P_FORBIDDEN * d
        return v

    def delta_is_valid(self, delta) -> bool:
        cnt, allowed = self.cnt, self.allowed
        for key, d in delta.items():
            p, q, k = key
            if d > 0 and self._forbidden(p, q, k):
                return False
            if d < 0 and k == 0 and allowed[p][q] and cnt.get(key, 0) + d < MIN_CONTACT:
                return False
        return True

    def apply_flip(self, c: int, a: int, b: int, delta) -> None:
        W = self.W
        i, j = c % W, c // W
        self.ext[a] = self._ext_without(a, i, j)
        self.ext[b] = self._ext_with(b, i, j)
        self.n[a] -= 1
        self.sx[a] -= i
        self.sy[a] -= j
        self.colcnt[a][i] -= 1
        self.rowcnt[a][j] -= 1
        self.n[b] += 1
        self.sx[b] += i
        self.sy[b] += j
        self.colcnt[b][i] += 1
        self.rowcnt[b][j] += 1
        self.owner[c] = b
        for key, d in delta.items():
            if d:
                v = self.cnt.get(key, 0) + d
                if v:
                    self.cnt[key] = v
                else:
                    self.cnt.pop(key, None)

    def flip_gain(self, c: int, a: int, b: int) -> float:
        """Change of the shape energy if cell c goes from region a to region b."""
        W = self.W
        i, j = c % W, c // W
        e_old = self.region_energy(a, self.n[a], self.sx[a], self.sy[a], self.ext[a])
        e_old += self.region_energy(b, self.n[b], self.sx[b], self.sy[b], self.ext[b])
        ea = self._ext_without(a, i, j)
        eb = self._ext_with(b, i, j)
        e_new = self.region_energy(a, self.n[a] - 1, self.sx[a] - i, self.sy[a] - j, ea)
        e_new += self.region_energy(b, self.n[b] + 1, self.sx[b] + i, self.sy[b] + j, eb)
        pull = self._pull(b, i, j) - self._pull(a, i, j)
        per = 0.0
        owner = self.owner
        ew = self.edge_weight
        wa, wb = ew[a], ew[b]
        # boundary length over the 8-neighbourhood with weights that make it nearly
        # independent of the border's direction
        for n, lw in zip(self.ring[c], RING_LENGTH):
            if n < 0:
                continue
            o = owner[n]
            if o != b:
                per += wb[o] * lw
            if o != a:
                per -= wa[o] * lw
        return e_new - e_old + W_PERIMETER * per - pull

    def _pull(self, r: int, i: int, j: int) -> float:
        """Reward for region r owning cell (i, j) near a side of its bounding box that
        it does not reach yet: regions bulge toward their box sides instead of
        sending out single-cell spikes."""
        if self.is_port[r]:
            return 0.0
        e, t = self.ext[r], self.t_ext[r]
        w, h = t[1] - t[0], t[3] - t[2]
        x, y = i + 0.5, j + 0.5
        v = 0.0
        for d, gap, size in (
            (x - t[0], e[0] - t[0], w), (t[1] - x, t[1] - e[1], w),
            (y - t[2], e[2] - t[2], h), (t[3] - y, t[3] - e[3], h),
        ):
            if gap > BBOX_SLACK:
                band = max(3.0, 0.35 * size)
                if 0 <= d < band:
                    v += 1.0 - d / band
        return W_PULL * v / self.t_n[r]

    # -- stage 4-5: local search -------------------------------------------------------------

    def sweep(self, hard: bool) -> tuple[int, float, int]:
        """One pass over all cells, moving each boundary cell to the neighbouring region
        that lowers the energy most. With `hard`, no move may break the contact graph;
        otherwise violations are penalised (and never increased). Returns the number
        of moves, the energy change and the number of moves that reduced violations."""
        owner, locked, cand, nb = self.owner, self.locked, self.cand, self.nb
        flips = fixes = 0
        gain_total = 0.0
        bv = 0.0
        is_port = self.is_port
        for c in range(self.size):
            if locked[c]:
                continue
            a = owner[c]
            if self.n[a] <= 1:
                continue
            options = set()
            for n in nb[c]:
                if n >= 0:
                    o = owner[n]
                    if o != a and not is_port[o] and (cand[c] >> o) & 1:
                        options.add(o)
            if not options:
                continue
            if not self.is_simple(c, a):
                continue
            best, bg, bdelta = -1, -1e-12, None
            for b in sorted(options):
                delta = self.contact_delta(c, a, b)
                if hard:
                    if not self.delta_is_valid(delta):
                        continue
                    g = self.flip_gain(c, a, b)
                    v = 0.0
                else:
                    v = self.violation_delta(delta)
                    if v > 0:
                        continue
                    g = v + self.flip_gain(c, a, b)
                if g < bg:
                    best, bg, bdelta, bv = b, g, delta, v
            if best >= 0:
                self.apply_flip(c, a, best, bdelta)
                flips += 1
                gain_total += bg
                if bv < 0:
                    fixes += 1
        return flips, gain_total, fixes

    def _grow_path(self, r: int, sources, goal_test, forbid_contact: bool = True):
        """Cheapest chain of cells region r can take from `sources` to a goal cell.

        A cell is passable when it is unlocked, inside r's bounding box and (with
        `forbid_contact`) giving it to r would not make r touch a region it must not.
        Returns the chain (goal first, excluding cells already owned by r) or None.
        """
        owner, locked, cand, nb, allowed = self.owner, self.locked, self.cand, self.nb, self.allowed
        dist = {c: 0.0 for c in sources}
        prev: dict[int, int] = {}
        heap = [(0.0, c) for c in sources]
        heapq.heapify(heap)
        while heap:
            d, c = heapq.heappop(heap)
            if d > dist.get(c, 1e18):
                continue
            if owner[c] != r and goal_test(c):
                chain = []
                while c in prev:
                    chain.append(c)
                    c = prev[c]
                return chain
            for n in nb[c]:
                if n < 0 or n in dist and dist[n] <= d + 1.0:
                    continue
                if owner[n] == r or locked[n] or not (cand[n] >> r) & 1:
                    continue
                if forbid_contact and not goal_test(n):
                    bad = False
                    for m in self.ring[n]:
                        if m >= 0 and owner[m] != r and not allowed[r][owner[m]]:
                            bad = True
                            break
                    if bad:
                        continue
                nd = d + 1.0
                if nd < dist.get(n, 1e18):
                    dist[n] = nd
                    prev[n] = c
                    heapq.heappush(heap, (nd, n))
        return None

    def corridor(self, a: int, b: int) -> int:
        """Grow region a by the cheapest corridor of cells until it touches region b."""
        owner, nb = self.owner, self.nb
        sources = [c for c in range(self.size) if owner[c] == a]

        def touches_b(c):
            return any(n >= 0 and owner[n] == b for n in nb[c])

        best = None
        for forbid in (True, False):
            chain = self._grow_path(a, sources, touches_b, forbid)
            if chain is not None:
                best = chain
                break
        if not best:
            return 0
        # widen the contact to a visible length: also take the goal's neighbours
        # that touch b as well
        goal = best[0]
        extra = [n for n in nb[goal] if n >= 0 and owner[n] not in (a, b) and touches_b(n)
                 and not self.locked[n] and (self.cand[n] >> a) & 1]
        for c in best + extra:
            owner[c] = a
        return len(best) + len(extra)

    def wedge(self, a: int, b: int) -> int:
        """Separate regions a and b by giving their interface to a third region."""
        owner, nb, allowed, locked, cand = self.owner, self.nb, self.allowed, self.locked, self.cand
        options = []
        for side, other in ((a, b), (b, a)):
            strip = [c for c in range(self.size)
                     if owner[c] == side and any(n >= 0 and owner[n] == other for n in self.ring[c])]
            for c3 in range(self.R):
                if c3 in (a, b) or self.is_port[c3] or not (allowed[c3][a] and allowed[c3][b]):
                    continue
                if any(locked[c] or not (cand[c] >> c3) & 1 for c in strip):
                    continue
                # every neighbour of the strip must be allowed to touch c3
                sset = set(strip)
                if any(m >= 0 and m not in sset and owner[m] != c3 and not allowed[c3][owner[m]]
                       for c in strip for m in self.ring[c]):
                    continue
                sources = [c for c in range(self.size) if owner[c] == c3]
                if any(any(n >= 0 and owner[n] == c3 for n in nb[c]) for c in strip):
                    chain = []
                else:
                    chain = self._grow_path(c3, sources, lambda c: c in sset)
                    if chain is None:
                        continue
                    chain = [c for c in chain if c not in sset]
                options.append((len(chain) + len(strip), c3, chain, strip))
        if not options:
            return 0
        options.sort(key=lambda t: (t[0], t[1]))
        _, c3, chain, strip = options[0]
        for c in chain + strip:
            owner[c] = c3
        self.log.append(f"  wedge {self.ids[c3]} between {self.ids[a]} and {self.ids[b]}: {len(chain) + len(strip)} cells")
        return len(chain) + len(strip)

    def _moves_near(self, centre: int, rad: int):
        """Single-cell moves (cell, from, to) in a window that keep connectivity."""
        owner, cand, locked, is_port = self.owner, self.cand, self.locked, self.is_port
        for c in self._disc(centre, rad):
            if c < 0 or locked[c]:
                continue
            a = owner[c]
            if self.n[a] <= 1 or not self.is_simple(c, a):
                continue
            for b in sorted({owner[n] for n in self.nb[c] if n >= 0}):
                if b != a and not is_port[b] and (cand[c] >> b) & 1:
                    yield c, a, b

    def two_step(self, a: int, b: int) -> int:
        """Remove a contact between a and b that no single move can remove: look for two
        moves near it that together lower the violations. Returns cells moved."""
        owner = self.owner
        spots = [c for c in range(self.size) if owner[c] in (a, b)
                 and any(n >= 0 and owner[n] == (b if owner[c] == a else a) for n in self.ring[c])]
        for spot in spots:
            for c1, a1, b1 in list(self._moves_near(spot, 2)):
                d1 = self.contact_delta(c1, a1, b1)
                v1 = self.violation_delta(d1)
                if v1 > 0:
                    continue
                self.apply_flip(c1, a1, b1, d1)
                for c2, a2, b2 in list(self._moves_near(spot, 2)):
                    if c2 == c1:
                        continue
                    d2 = self.contact_delta(c2, a2, b2)
                    if v1 + self.violation_delta(d2) < 0:
                        self.apply_flip(c2, a2, b2, d2)
                        return 2
                back = self.contact_delta(c1, b1, a1)
                self.apply_flip(c1, b1, a1, back)
        return 0

    def repair(self, max_rounds: int = 40) -> None:
        """Make the contact graph equal to the rules."""
        for rnd in range(max_rounds):
            self.make_connected()
            self.init_stats()
            extra, short = self.violations(self.cnt)
            self.log.append(f"repair round {rnd}: {len(extra)} forbidden, {len(short)} missing or short: "
                            f"{' '.join(self.describe(extra) + self.describe(short))}")
            if not extra and not short:
                return
            # penalised local search removes thin violations
            for _ in range(20):
                flips, _g, fixes = self.sweep(hard=False)
                self.repair_moves += fixes
                e2, s2 = self.violations(self.cnt)
                if not flips or not (e2 or s2):
                    break
            extra, short = self.violations(self.cnt)
            if not extra and not short:
                continue
            # corridors for contacts still missing, wedges for forbidden ones
            for (a, b), n in short:
                done = self.corridor(a, b) if not self.is_port[a] else 0
                if not done and not self.is_port[b]:
                    done = self.corridor(b, a)
                self.log.append(f"  corridor {self.ids[a]}-{self.ids[b]}: {done} cells")
                self.repair_ops += 1
                self.repair_moves += done
            self.init_stats()
            extra, short = self.violations(self.cnt)
            for (a, b), n in extra:
                done = self.two_step(a, b)
                if done:
                    self.log.append(f"  two-step fix {self.ids[a]}|{self.ids[b]}")
                else:
                    done = self.wedge(a, b)
                    if done:
                        self.init_stats()
                self.repair_ops += 1
                self.repair_moves += done
        self.make_connected()
        self.init_stats()
        extra, short = self.violations()
        if extra or short:
            raise RuntimeError(f"adjacency repair failed: {self.describe(extra)} {self.describe(short)}")

    def refine(self, sweeps: int = 40) -> None:
        """Improve the shapes without ever breaking the contact graph."""
        self.init_stats()
        for s in range(sweeps):
            flips, gain, _ = self.sweep(hard=True)
            if s % 5 == 0 or not flips:
                self.log.append(f"refine sweep {s}: {flips} moves, energy change {gain:.4f}")
            if not flips:
                break

    def despike(self, rounds: int = 30) -> None:
        """Remove cells that stick out of their region by one cell (tips and one-cell
        necks), as long as the contact graph and connectivity allow it."""
        self.init_stats()
        owner, nb, locked, is_port = self.owner, self.nb, self.locked, self.is_port
        total = 0
        for _ in range(rounds):
            moved = 0
            for c in range(self.size):
                if locked[c]:
                    continue
                a = owner[c]
                ns = [owner[n] if n >= 0 else -1 for n in nb[c]]
                same = sum(1 for o in ns if o == a)
                thin = same <= 1 or (same == 2 and ((ns[0] == a and ns[2] == a) or (ns[1] == a and ns[3] == a)))
                if not thin:
                    continue
                counts: dict[int, int] = {}
                for o in ns:
                    if o >= 0 and o != a and not is_port[o] and (self.cand[c] >> o) & 1:
                        counts[o] = counts.get(o, 0) + 1
                if not counts or self.n[a] <= 1 or not self.is_simple(c, a):
                    continue
                for b in sorted(counts, key=lambda o: (-counts[o], o)):
                    delta = self.contact_delta(c, a, b)
                    if self.delta_is_valid(delta):
                        self.apply_flip(c, a, b, delta)
                        moved += 1
                        break
            total += moved
            if not moved:
                break
        self.log.append(f"despike: {total} cells")

    def carve_islands(self, rid: str, pieces: int = 2) -> None:
        """Cut small islands off an island region with straight channels of its sea,
        so that an archipelago reads as one (the region keeps all its pieces)."""
        r = self.index[rid]
        owner, W = self.owner, self.W
        seas = {o for n in range(self.size) if owner[n] == r for o in
                (owner[m] for m in self.nb[n] if m >= 0) if o != r and not self.is_port[o]}
        if len(seas) != 1:
            return
        sea = seas.pop()
        near_fixed = set()
        for c in range(self.size):
            if self.locked[c] and (owner[c] == r or self.is_port[owner[c]]):
                x, y = c % W, c // W
                for dj in range(-3, 4):
                    for di in range(-3, 4):
                        near_fixed.add((y + dj) * W + x + di)
        total = sum(1 for c in range(self.size) if owner[c] == r)
        cut = set()
        for _ in range(pieces):
            body = [c for c in range(self.size) if owner[c] == r and c not in cut]
            best = None
            for deg in range(0, 180, 6):
                ang = math.radians(deg)
                nx, ny = math.cos(ang), math.sin(ang)
                proj = {c: (c % W) * nx + (c // W) * ny for c in body}
                lo, hi = min(proj.values()), max(proj.values())
                off = lo + 3
                while off < hi - 3:
                    channel = [c for c in body if abs(proj[c] - off) <= CHANNEL_HALF_WIDTH]
                    off += 1.0
                    if not channel or any(c in near_fixed for c in channel):
                        continue
                    chan = set(channel)
                    rest = [c for c in body if c not in chan]
                    comps = self._components_of(set(rest))
                    if len(comps) != 2:
                        continue
                    small = min(comps, key=len)
                    share = len(small) / total
                    if not ISLET_SHARE[0] <= share <= ISLET_SHARE[1] or any(self.locked[c] for c in small):
                        continue
                    sset = set(small)
                    # a chunky islet (it holds a 3x3 block), with open water around it
                    if not any(all(m in sset for m in self.ring[c]) for c in small):
                        continue
                    halo = {m for c in small for m in self._disc(c, 3)} - sset - chan
                    if any(m < 0 or m in cut or (owner[m] != sea and owner[m] != r) for m in halo):
                        continue
                    edges = sum(1 for c in small for m in self.nb[c] if m not in sset)
                    compact = edges * edges / (16.0 * len(small))
                    score = len(channel) + 150 * compact + 200 * abs(share - 0.12)
                    if best is None or score < best[0]:
                        best = (score, channel, small)
            if best is None:
                break
            _, channel, small = best
            for c in channel:
                owner[c] = sea
            cut |= set(small) | set(channel)
            self.log.append(f"islet cut off {rid}: {len(small)} cells, channel {len(channel)} cells")

    def _disc(self, c: int, rad: int) -> list[int]:
        """Cells within rad (Chebyshev) of c; -1 for places outside the board."""
        W, H = self.W, self.H
        i, j = c % W, c // W
        out = []
        for dj in range(-rad, rad + 1):
            for di in range(-rad, rad + 1):
                ii, jj = i + di, j + dj
                out.append(jj * W + ii if 0 <= ii < W and 0 <= jj < H else -1)
        return out

    def _components_of(self, cells: set) -> list[list[int]]:
        seen = set()
        comps = []
        for c in sorted(cells):
            if c in seen:
                continue
            comp = [c]
            seen.add(c)
            k = 0
            while k < len(comp):
                for n in self.nb[comp[k]]:
                    if n in cells and n not in seen:
                        seen.add(n)
                        comp.append(n)
                k += 1
            comps.append(comp)
        return comps


# --------------------------------------------------------------------------------------
# Vector stage


def _trace(raster: _Raster) -> tuple[dict, list, dict]:
    """Trace the cell boundaries into chains between junction vertices.

    Returns (rings, chains, chain_pair): rings[r] is a list of rings, each a list of
    (chain index, reversed) items with region r on the left; chains[k] is a list of
    grid vertices (i, j); chain_pair[k] = (left region, right region) in chain order.
    """
    W, H, owner = raster.W, raster.H, raster.owner

    def own(i: int, j: int) -> int:
        if 0 <= i < W and 0 <= j < H:
            return owner[j * W + i]
        return -1

    # directed boundary edges with the region on the left (y grows downward, so "left"
    # of a move is computed in that frame): an edge is (start vertex, end vertex).
    # For the cell (i, j) the counter-clockwise-in-screen traversal keeps the cell on
    # the left: top edge runs from (i+1, j) to (i, j), left edge (i, j)->(i, j+1),
    # bottom edge (i, j+1)->(i+1, j+1), right edge (i+1, j+1)->(i+1, j).
    out_edges: dict[int, dict[tuple[int, int], list[tuple[int, int]]]] = {}
    right_of: dict[tuple[tuple[int, int], tuple[int, int]], int] = {}
    for j in range(H):
        for i in range(W):
            r = owner[j * W + i]
            for (a, b), other in (
                (((i + 1, j), (i, j)), own(i, j - 1)),
                (((i, j), (i, j + 1)), own(i - 1, j)),
                (((i, j + 1), (i + 1, j + 1)), own(i, j + 1)),
                (((i + 1, j + 1), (i + 1, j)), own(i + 1, j)),
            ):
                if other == r:
                    continue
                out_edges.setdefault(r, {}).setdefault(a, []).append(b)
                right_of[(a, b)] = other
    # vertex degree in the undirected boundary graph
    und: dict[tuple[int, int], set] = {}
    for (a, b) in right_of:
        und.setdefault(a, set()).add(b)
        und.setdefault(b, set()).add(a)
    # pair of an undirected edge: the regions on both sides
    left_of = {}
    for r, outs in out_edges.items():
        for a, bs in outs.items():
            for b in bs:
                left_of[(a, b)] = r

    def pair(a, b):
        return frozenset((left_of[(a, b)], right_of[(a, b)]))

    def is_junction(v) -> bool:
        ns = und[v]
        if len(ns) != 2:
            return True
        n1, n2 = sorted(ns)
        e1 = (v, n1) if (v, n1) in left_of else (n1, v)
        e2 = (v, n2) if (v, n2) in left_of else (n2, v)
        return pair(*e1) != pair(*e2)

    junction = {v for v in und if is_junction(v)}
    chains: list[list[tuple[int, int]]] = []
    chain_pair: list[tuple[int, int]] = []
    edge_chain: dict[tuple[tuple[int, int], tuple[int, int]], tuple[int, bool]] = {}
    def walk(u, v):
        """Follow the boundary from the edge u-v until a junction (or back to u)."""
        path = [u, v]
        while path[-1] not in junction and path[-1] != path[0]:
            prev, cur = path[-2], path[-1]
            path.append(next(n for n in und[cur] if n != prev))
        return path

    for (a, b) in sorted(left_of):
        if (a, b) in edge_chain:
            continue
        fwd = walk(a, b)
        if fwd[-1] == fwd[0] and fwd[0] not in junction:
            # a closed loop without junctions: start it at its smallest vertex
            loop = fwd[:-1]
            k = loop.index(min(loop))
            path = loop[k:] + loop[:k] + [loop[k]]
        else:
            back = walk(b, a)  # b, a, ... back to the junction before a
            path = back[::-1][:-2] + fwd
        k = len(chains)
        first = (path[0], path[1])
        lr = (left_of[first], right_of[first]) if first in left_of else (right_of[(path[1], path[0])], left_of[(path[1], path[0])])
        chains.append(path)
        chain_pair.append(lr)
        for u, v in zip(path, path[1:]):
            if (u, v) in left_of and left_of[(u, v)] == lr[0]:
                edge_chain[(u, v)] = (k, False)
            if (v, u) in left_of and left_of[(v, u)] == lr[1]:
                edge_chain[(v, u)] = (k, True)
    # rings per region, at the level of grid edges, then compressed to chains
    rings: dict[int, list[list[tuple[int, bool]]]] = {}
    for r, outs in out_edges.items():
        if r < 0:
            continue
        unused = {(a, b) for a, bs in outs.items() for b in bs}
        while unused:
            e0 = min(unused)
            ring_edges = [e0]
            unused.discard(e0)
            cur = e0
            while True:
                a, b = cur
                options = [n for n in outs.get(b, []) if (b, n) in unused or (b, n) == e0]
                if len(options) > 1:
                    # pinch vertex: turn left (toward the region) to keep diagonal
                    # cells apart (4-connectivity)
                    dx, dy = b[0] - a[0], b[1] - a[1]

                    def turn(n):
                        ex, ey = n[0] - b[0], n[1] - b[1]
                        cross = dx * ey - dy * ex
                        dot = dx * ex + dy * ey
                        # in screen coordinates (y down) a left turn has cross < 0
                        return (0 if cross < 0 else (1 if dot > 0 else 2))

                    options.sort(key=turn)
                nxt = (b, options[0])
                if nxt == e0:
                    break
                ring_edges.append(nxt)
                unused.discard(nxt)
                cur = nxt
            # compress
            items: list[tuple[int, bool]] = []
            for e in ring_edges:
                ch = edge_chain[e]
                if not items or items[-1] != ch:
                    items.append(ch)
            if len(items) > 1 and items[0] == items[-1]:
                items.pop()
            rings.setdefault(r, []).append(items)
    return rings, chains, chain_pair


def _dp(points: list, tol: float) -> list:
    """Douglas-Peucker simplification keeping both end points."""
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    while stack:
        s, e = stack.pop()
        ax, ay = points[s]
        bx, by = points[e]
        dx, dy = bx - ax, by - ay
        ll = math.hypot(dx, dy)
        best, bi = -1.0, -1
        for k in range(s + 1, e):
            px, py = points[k]
            if ll == 0:
                d = math.hypot(px - ax, py - ay)
            else:
                d = abs(dx * (py - ay) - dy * (px - ax)) / ll
            if d > best:
                best, bi = d, k
        if best > tol:
            keep[bi] = True
            stack.append((s, bi))
            stack.append((bi, e))
    return [p for p, k in zip(points, keep) if k]


def _chaikin(points: list, rounds: int, closed: bool) -> list:
    pts = list(points)
    for _ in range(rounds):
        if closed:
            ring = pts[:-1]
            out = []
            for k in range(len(ring)):
                (ax, ay), (bx, by) = ring[k], ring[(k + 1) % len(ring)]
                out.append((0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by))
                out.append((0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by))
            pts = out + [out[0]]
        else:
            if len(pts) < 3:
                return pts
            out = [pts[0]]
            for k in range(len(pts) - 1):
                (ax, ay), (bx, by) = pts[k], pts[k + 1]
                if k > 0:
                    out.append((0.75 * ax + 0.25 * bx, 0.75 * ay + 0.25 * by))
                if k < len(pts) - 2:
                    out.append((0.25 * ax + 0.75 * bx, 0.25 * ay + 0.75 * by))
            out.append(pts[-1])
            pts = out
    return pts


def _cross(p1, q1, p2, q2) -> bool:
    """True if segments p1-q1 and p2-q2 cross or touch away from shared end points."""
    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return 0 if abs(v) < 1e-14 else (1 if v > 0 else -1)

    shared = {p1, q1} & {p2, q2}
    o1, o2 = orient(p1, q1, p2), orient(p1, q1, q2)
    o3, o4 = orient(p2, q2, p1), orient(p2, q2, q1)
    if shared:
        # sharing an end point: only collinear overlap counts
        return o1 == 0 and o2 == 0 and len(shared) == 1 and _overlap(p1, q1, p2, q2)
    if o1 * o2 < 0 and o3 * o4 < 0:
        return True
    for a, b, c, o in ((p1, q1, p2, o1), (p1, q1, q2, o2), (p2, q2, p1, o3), (p2, q2, q1, o4)):
        if o == 0 and min(a[0], b[0]) <= c[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= c[1] <= max(a[1], b[1]):
            return True
    return False


def _overlap(p1, q1, p2, q2) -> bool:
    (ax, ay), (bx, by) = p1, q1
    dx, dy = bx - ax, by - ay
    ll = dx * dx + dy * dy or 1.0
    ts = sorted(((p[0] - ax) * dx + (p[1] - ay) * dy) / ll for p in (p2, q2))
    return ts[1] > 1e-9 and ts[0] < 1 - 1e-9


def _point_in(x: float, y: float, ring: list) -> bool:
    inside = False
    n = len(ring)
    for k in range(n):
        (ax, ay), (bx, by) = ring[k], ring[(k + 1) % n]
        if (ay > y) != (by > y):
            if x < ax + (y - ay) / (by - ay) * (bx - ax):
                inside = not inside
    return inside


def _straighten(smooth: list, raw: list, wanted: list, max_shift: list) -> int:
    """Replace the chosen chains by the straightest version (a segment if possible,
    else a coarse simplification of the traced cells) that crosses no other chain and
    leaves every other chain on the side it was on."""
    cell = 0.04
    buckets: dict[tuple[int, int], set] = {}

    def cells_of(p, q):
        for i in range(int(min(p[0], q[0]) / cell), int(max(p[0], q[0]) / cell) + 1):
            for j in range(int(min(p[1], q[1]) / cell), int(max(p[1], q[1]) / cell) + 1):
                yield (i, j)

    def index(k, add):
        for p, q in zip(smooth[k], smooth[k][1:]):
            for key in cells_of(p, q):
                if add:
                    buckets.setdefault(key, set()).add(k)
                else:
                    buckets.get(key, set()).discard(k)

    for k in range(len(smooth)):
        index(k, True)
    done = 0
    for k, want in enumerate(wanted):
        if not want or smooth[k][0] == smooth[k][-1]:
            continue
        old = smooth[k]
        for tol in (None, 0.04, 0.02, 0.01):
            if tol is None:
                cand = [old[0], old[-1]]
            else:
                cand = [(round(x, 5), round(y, 5)) for x, y in _dp(raw[k], tol)]
                cand[0], cand[-1] = old[0], old[-1]
            if len(cand) >= len(old):
                break
            near = set()
            for p, q in zip(cand, cand[1:]):
                for key in cells_of(p, q):
                    near |= buckets.get(key, set())
            near.discard(k)
            ok = True
            for p, q in zip(cand, cand[1:]):
                for m in near:
                    other = smooth[m]
                    for a, b in zip(other, other[1:]):
                        if _cross(p, q, a, b):
                            ok = False
                            break
                    if not ok:
                        break
                if not ok:
                    break
            if ok:
                # nothing may lie between the old and the new line
                swept = old + cand[::-1][1:-1]
                xs = [x for x, _ in swept]
                ys = [y for _, y in swept]
                x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
                for m in range(len(smooth)):
                    if m == k:
                        continue
                    for x, y in smooth[m][1:-1] or smooth[m][:1]:
                        if x0 < x < x1 and y0 < y < y1 and _point_in(x, y, swept):
                            ok = False
                            break
                    if not ok:
                        break
            if ok:
                # the two seas keep (nearly) their areas
                swept = old + cand[::-1][1:-1]
                if abs(_ring_area(swept)) > max_shift[k]:
                    ok = False
            if ok:
                index(k, False)
                smooth[k] = cand
                index(k, True)
                done += 1
                break
    return done


def _arc(circle, start, end, via) -> list:
    """Points on a circle from start to end, going the way that passes via."""
    cx, cy, rad = circle
    a0 = math.atan2(start[1] - cy, start[0] - cx)
    a1 = math.atan2(end[1] - cy, end[0] - cx)
    am = math.atan2(via[1] - cy, via[0] - cx)
    ccw = (a1 - a0) % (2 * math.pi)  # sweep with growing angle
    if (am - a0) % (2 * math.pi) > ccw:
        ccw -= 2 * math.pi  # go the other way round
    steps = max(2, int(abs(ccw) / math.radians(6)) + 1)
    pts = [start]
    for q in range(1, steps):
        a = a0 + ccw * q / steps
        pts.append((cx + rad * math.cos(a), cy + rad * math.sin(a)))
    pts.append(end)
    return pts


def _meander(pts: list, amp: float, wavelength: float) -> list:
    """The polyline with a gentle wave across it (fixed end points), so that a border
    drawn as a river does not look ruled."""
    total = _polyline_length(pts)
    if total < 2 * wavelength / 3:
        return pts
    n = max(8, int(total / (wavelength / 8)))
    out = [pts[0]]
    for q in range(1, n):
        s = total * q / n
        x, y = _point_at(pts, s / total)
        # direction of the polyline around s
        x0, y0 = _point_at(pts, max(0.0, s - wavelength / 8) / total)
        x1, y1 = _point_at(pts, min(total, s + wavelength / 8) / total)
        dx, dy = x1 - x0, y1 - y0
        ll = math.hypot(dx, dy) or 1.0
        taper = min(1.0, s / (wavelength / 2), (total - s) / (wavelength / 2))
        off = amp * taper * math.sin(2 * math.pi * s / wavelength)
        out.append((x - dy / ll * off, y + dx / ll * off))
    out.append(pts[-1])
    return out


def _ring_area(ring: list) -> float:
    s = 0.0
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        s += ax * by - bx * ay
    return s / 2.0


def _polyline_length(pts: list) -> float:
    return sum(math.hypot(bx - ax, by - ay) for (ax, ay), (bx, by) in zip(pts, pts[1:]))


def _point_at(pts: list, t: float) -> list:
    """Point at fraction t of the length of a polyline."""
    total = _polyline_length(pts)
    goal = total * t
    run = 0.0
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        seg = math.hypot(bx - ax, by - ay)
        if run + seg >= goal and seg > 0:
            f = (goal - run) / seg
            return [ax + (bx - ax) * f, ay + (by - ay) * f]
        run += seg
    return list(pts[-1])


def _cut(pts: list, t0: float, t1: float) -> list:
    """The part of a polyline between fractions t0 and t1 of its length."""
    total = _polyline_length(pts)
    a, b = total * t0, total * t1
    out = []
    run = 0.0
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        seg = math.hypot(bx - ax, by - ay)
        if seg == 0:
            continue
        s0, s1 = run, run + seg
        if s1 >= a and s0 <= b:
            if not out:
                f = max(0.0, (a - s0) / seg)
                out.append((ax + (bx - ax) * f, ay + (by - ay) * f))
            if s1 <= b:
                out.append((bx, by))
            else:
                f = (b - s0) / seg
                out.append((ax + (bx - ax) * f, ay + (by - ay) * f))
                break
        run = s1
    return out


def vectorize(raster: _Raster, ruleset: dict) -> dict:
    N = raster.N
    bh = raster.board_height
    rings, chains, chain_pair = _trace(raster)

    def to_xy(v):
        return (v[0] / N, min(v[1] / N, bh))

    # ports are drawn as true circles: their junctions move onto the circle and their
    # borders become arcs
    circle = {}
    for k in raster.ids:
        if raster.kind[k] == "port":
            v = raster.layout[k]
            circle[raster.index[k]] = (v["centroid"]["x"], v["centroid"]["y"], math.sqrt(v["area"] / math.pi))
    moved: dict[tuple[int, int], tuple[float, float]] = {}
    for k, path in enumerate(chains):
        for side in chain_pair[k]:
            if side in circle:
                cx, cy, rad = circle[side]
                for v in (path[0], path[-1]):
                    x, y = to_xy(v)
                    ang = math.atan2(y - cy, x - cx)
                    moved[v] = (cx + rad * math.cos(ang), cy + rad * math.sin(ang))

    adj = ruleset["adjacency"]
    river_pairs = {
        frozenset(raster.index[x] for x in p)
        for key in ("river_separated_land_pairs", "river_partly_but_adjacent_land_pairs", "bridges")
        for p in adj.get(key, [])
    }
    smooth: list[list[tuple[float, float]]] = []
    for k, path in enumerate(chains):
        pts = [to_xy(v) for v in path]
        pts[0] = moved.get(path[0], pts[0])
        pts[-1] = moved.get(path[-1], pts[-1])
        l, r = chain_pair[k]
        closed = path[0] == path[-1]
        port = l if l in circle else (r if r in circle else None)
        if port is not None and not closed:
            pts = _arc(circle[port], pts[0], pts[-1], to_xy(path[len(path) // 2]))
        elif l < 0 or r < 0:
            # board edge: keep it straight
            pts = _dp(pts, 1e-9)
        else:
            pts = _dp(pts, 0.7 / N)
            pts = _chaikin(pts, 3, closed)
            if frozenset((l, r)) in river_pairs and not closed:
                pts = _meander(pts, RIVER_AMPLITUDE, RIVER_WAVELENGTH)
        smooth.append([(round(x, 5), round(y, 5)) for x, y in pts])
    sea = [raster.kind[k] == "sea" for k in raster.ids]
    raw = [[to_xy(v) for v in path] for path in chains]
    areas = [raster.layout[k]["area"] for k in raster.ids]
    straightened = _straighten(
        smooth, raw, [l >= 0 and r >= 0 and sea[l] and sea[r] for l, r in chain_pair],
        [STRAIGHTEN_AREA * min(areas[l], areas[r]) if l >= 0 and r >= 0 else 0.0 for l, r in chain_pair],
    )
    raster.log.append(f"sea borders straightened: {straightened}")

    def ring_points(items):
        out = []
        for k, rev in items:
            pts = smooth[k][::-1] if rev else smooth[k]
            if out and out[-1] == pts[0]:
                out.extend(pts[1:])
            else:
                out.extend(pts)
        if len(out) > 1 and out[0] == out[-1]:
            out.pop()
        return out

    regions: dict[str, list] = {}
    holes: dict[str, list] = {}
    for r, rr in sorted(rings.items()):
        rid = raster.ids[r]
        for items in rr:
            pts = ring_points(items)
            a = _ring_area(pts)
            # rings keep the region on the left (y down): outer rings run
            # counter-clockwise on screen (negative shoelace sum), holes clockwise
            if a < 0:
                regions.setdefault(rid, []).append([[x, y] for x, y in pts])
            else:
                holes.setdefault(rid, []).append([[x, y] for x, y in pts])

    # shared border polylines per pair
    border: dict[frozenset, list[list]] = {}
    for k, (l, r) in enumerate(chain_pair):
        if l >= 0 and r >= 0:
            border.setdefault(frozenset((raster.ids[l], raster.ids[r])), []).append(smooth[k])

    def joined(a: str, b: str) -> list:
        parts = [list(p) for p in border.get(frozenset((a, b)), [])]
        if not parts:
            raise RuntimeError(f"no border between {a} and {b}")
        line = parts.pop(0)
        while parts:
            for k, p in enumerate(parts):
                if p[0] == line[-1]:
                    line += p[1:]
                elif p[-1] == line[-1]:
                    line += p[::-1][1:]
                elif p[-1] == line[0]:
                    line = p[:-1] + line
                elif p[0] == line[0]:
                    line = p[::-1][:-1] + line
                else:
                    continue
                parts.pop(k)
                break
            else:
                # not connected: keep the longest piece
                return max([line] + parts, key=_polyline_length)
        return line

    adj = ruleset["adjacency"]
    rivers = []
    full = [sorted(p) for p in adj["river_separated_land_pairs"]]
    for a, b in full:
        rivers.append({"between": [a, b], "kind": "river", "points": joined(a, b)})
    ends = [tuple(r["points"][0]) for r in rivers] + [tuple(r["points"][-1]) for r in rivers]

    def partial(a, b, frac):
        line = joined(a, b)
        d0 = min(math.dist(line[0], e) for e in ends)
        d1 = min(math.dist(line[-1], e) for e in ends)
        if d1 < d0:
            line = line[::-1]
        return _cut(line, 0.0, frac)

    bridges = []
    for a, b in (sorted(p) for p in adj["bridges"]):
        line = partial(a, b, 1.0)
        rivers.append({"between": [a, b], "kind": "bridged", "points": [list(p) for p in line]})
        at = _point_at(line, 0.5)
        bridges.append({"between": [a, b], "at": [round(at[0], 5), round(at[1], 5)]})
    ends = [tuple(r["points"][0]) for r in rivers] + [tuple(r["points"][-1]) for r in rivers]
    for a, b in (sorted(p) for p in adj.get("river_partly_but_adjacent_land_pairs", [])):
        line = partial(a, b, 0.5)
        rivers.append({"between": [a, b], "kind": "partial", "points": [[round(x, 5), round(y, 5)] for x, y in line]})
    for rv in rivers:
        rv["points"] = [[x, y] for x, y in rv["points"]]

    # the Wall: along the northern edge of Castle Black, from coast to coast
    wall = _wall(regions["castle-black"])

    return {"regions": regions, "holes": holes, "rivers": rivers, "bridges": bridges, "wall": wall}


def _wall(castle_black: list) -> list:
    """The Wall: across Castle Black just south of the board's northern edge, from
    where its coast leaves the edge on one side to the other."""
    xs = [x for ring in castle_black for (x, y) in ring if y == 0.0]
    x0, x1 = min(xs), max(xs)
    y = WALL_INSET
    pts = []
    steps = 10
    for k in range(steps + 1):
        x = x0 + (x1 - x0) * k / steps
        # a gentle wobble so it reads as a drawn wall rather than a ruled line
        pts.append([round(x, 5), round(y + 0.0015 * math.sin(k * 1.7), 5)])
    return pts


# --------------------------------------------------------------------------------------


def generate(layout: dict, ruleset: dict, grid: int = GRID, verbose: bool = False) -> dict:
    raster = _Raster(layout, ruleset, grid)
    raster.initial_partition()
    raster.repair()
    raster.refine()
    raster.despike()
    raster.carve_islands("pyke")
    extra, short = raster.violations()
    if extra or short:
        raise RuntimeError("contact graph broken by refinement")
    out = vectorize(raster, ruleset)
    meta = {
        "coordinate_system": layout["meta"]["coordinate_system"],
        "board_width": 1.0,
        "board_height": raster.board_height,
        "format": {
            "regions": "region id -> list of outer rings; a ring is a list of [x, y] points, "
                       "implicitly closed, counter-clockwise as seen on screen",
            "holes": "region id -> list of rings cut out of that region (islands inside a sea), clockwise as seen on screen",
            "rivers": "polylines along shared borders; kind 'river' (not adjacent), 'bridged' "
                      "(adjacent over a bridge), 'partial' (adjacent, border partly river)",
            "bridges": "point on the shared border of an adjacent pair where a bridge crosses",
            "wall": "polyline of the Wall across the north",
        },
        "method": "Computed from map_layout.json and the ruleset's adjacency: a "
                  f"{raster.W}x{raster.H} raster partition grown from the slot points of each "
                  "region inside its bounding box with area-tuned weights, repaired until two "
                  "regions share a border exactly when the rules make them adjacent (or a river "
                  "separates them), refined for area, centroid and bounding box, then traced into "
                  "shared border chains, simplified and smoothed. Schematic, not artwork.",
        "grid": [raster.W, raster.H],
        "inputs_digest": input_digest(layout, ruleset),
        "repair": {"operations": raster.repair_ops, "cells_moved": raster.repair_moves},
        "log": raster.log,
    }
    out = {"meta": meta, **out}
    if verbose:
        for line in raster.log:
            print(line)
    return out


def write(outlines: dict, path: Path) -> None:
    with open(path, "w", encoding="utf-8") as fh:
        json.dump(outlines, fh, separators=(",", ":"))
        fh.write("\n")


# --------------------------------------------------------------------------------------
# Preview


def preview(outlines: dict, png: str | Path, width: int = 900, ruleset: dict | None = None,
            layout: dict | None = None) -> None:
    """Draw the outlines to a PNG (needs PySide6; works without a display): land in
    muted greens and browns, seas blue, ports darker blue, rivers, bridges, the Wall
    and the region names at their label points."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QBrush, QColor, QFont, QGuiApplication, QImage, QPainter, QPainterPath, QPen, QPolygonF

    app = QGuiApplication.instance() or QGuiApplication([])
    if ruleset is None:
        with open(default_paths()[1], encoding="utf-8") as fh:
            ruleset = json.load(fh)
    kinds = {r["id"]: r["kind"] for r in ruleset["regions"]}
    names = {r["id"]: r["name"] for r in ruleset["regions"]}
    bh = outlines["meta"]["board_height"]
    height = int(round(width * bh))
    img = QImage(width, height, QImage.Format.Format_ARGB32)
    img.fill(QColor("#dfe9ef"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
    s = float(width)

    def poly(ring):
        return QPolygonF([QPointF(x * s, y * s) for x, y in ring])

    land_cols = ["#a9b98a", "#b9b58c", "#9fb088", "#c2b48e", "#b0a982", "#a4b494", "#bcae88", "#98a87f"]
    sea_col = QColor("#8fb4d3")
    port_col = QColor("#4f7aa6")
    lands = sorted(k for k in outlines["regions"] if kinds.get(k) == "land")
    fill = {}
    for k in outlines["regions"]:
        if kinds.get(k) == "sea":
            fill[k] = sea_col
        elif kinds.get(k) == "port":
            fill[k] = port_col
        else:
            fill[k] = QColor(land_cols[lands.index(k) % len(land_cols)])
    border_pen = QPen(QColor("#4a4a3c"), 1.0)
    for k, rings in outlines["regions"].items():
        path = QPainterPath()
        for ring in rings:
            path.addPolygon(poly(ring))
            path.closeSubpath()
        for ring in outlines.get("holes", {}).get(k, []):
            path.addPolygon(poly(ring))
            path.closeSubpath()
        path.setFillRule(Qt.FillRule.OddEvenFill)
        p.setPen(border_pen)
        p.setBrush(QBrush(fill[k]))
        p.drawPath(path)
    river_pen = QPen(QColor("#2f6fb0"), 3.0)
    river_pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    river_pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for rv in outlines["rivers"]:
        river_pen.setWidthF(3.0 if rv.get("kind") == "river" else 2.4)
        p.setPen(river_pen)
        p.drawPolyline(poly(rv["points"]))
    p.setPen(QPen(QColor("#5a4632"), 2.0))
    p.setBrush(QBrush(QColor("#c9a36b")))
    bw, bh_ = 0.013 * s, 0.009 * s
    for br in outlines["bridges"]:
        x, y = br["at"]
        p.drawRect(QRectF(x * s - bw / 2, y * s - bh_ / 2, bw, bh_))
    wall_pen = QPen(QColor("#f4f7fb"), 7.0)
    wall_pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    p.setPen(wall_pen)
    p.drawPolyline(poly(outlines["wall"]))
    p.setPen(QPen(QColor("#7a8c99"), 1.2))
    p.drawPolyline(poly(outlines["wall"]))
    # names at the layout's label points
    if layout is None:
        with open(default_paths()[0], encoding="utf-8") as fh:
            layout = json.load(fh)
    labels = layout["regions"]
    font = QFont("Sans")
    font.setPixelSize(max(8, width // 90))
    p.setFont(font)
    for k in outlines["regions"]:
        v = labels[k]
        x, y = v["label"]["x"] * s, v["label"]["y"] * s
        text = names.get(k, k)
        if kinds.get(k) == "port":
            text = "Port"
            p.setPen(QColor("#eef3f8"))
        elif kinds.get(k) == "sea":
            p.setPen(QColor("#1d3f63"))
        else:
            p.setPen(QColor("#2b2b22"))
        rect = QRectF(x - 80, y - 10, 160, 20)
        p.drawText(rect, int(Qt.AlignmentFlag.AlignCenter), text)
    p.end()
    if not img.save(str(png)):
        raise OSError(f"cannot write {png}")
    del app  # keep the application alive until the image is written


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python packaging/make_outlines.py", description=__doc__.split("\n")[0])
    ap.add_argument("--layout", type=Path, default=None)
    ap.add_argument("--ruleset", type=Path, default=None)
    ap.add_argument("--out", type=Path, default=None)
    ap.add_argument("--grid", type=int, default=GRID)
    ap.add_argument("--preview", metavar="PNG", default=None, help="also draw the result to this PNG")
    ap.add_argument("--preview-only", action="store_true", help="draw the existing outlines, do not regenerate")
    ap.add_argument("--width", type=int, default=900)
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args(argv)
    d_layout, d_rules, d_out = default_paths()
    layout_path = args.layout or d_layout
    rules_path = args.ruleset or d_rules
    out_path = args.out or d_out
    with open(rules_path, encoding="utf-8") as fh:
        ruleset = json.load(fh)
    with open(layout_path, encoding="utf-8") as fh:
        layout = json.load(fh)
    if args.preview_only:
        outlines = load_outlines(out_path)
    else:
        outlines = generate(layout, ruleset, args.grid, verbose=args.verbose)
        write(outlines, out_path)
        print(f"wrote {out_path.name}: {len(outlines['regions'])} regions, "
              f"repair: {outlines['meta']['repair']}")
    if args.preview:
        preview(outlines, args.preview, args.width, ruleset, layout)
        print(f"preview: {args.preview}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
