"""The vector map (resources/map/outlines.json) against the rules and the board layout.

Borders are computed from the map's own representation: the generator writes every
shared border once and uses the very same points on both sides, so two regions share a
border exactly where their rings have a segment in common. Touching at a single point
is not a shared border.
"""
from __future__ import annotations

import json
import math
from collections import defaultdict
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
RES = ROOT / "resources"

SLOT_TOLERANCE = 0.004  # a slot point may lie at most this far outside its region
BBOX_TOLERANCE = 0.06  # each side of a region's bounding box, in board widths ...
BBOX_TOLERANCE_MOST = 0.025  # ... and this for all but a few sides (see BBOX_OUTLIERS)
BBOX_OUTLIERS = 10  # of the 4 x 58 = 232 sides
AREA_RATIO = (0.85, 1.18)  # region area against the layout's area
MIN_BORDER = 0.02  # shortest shared border of an adjacent pair, in board widths


def _load(path: Path) -> dict:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


@pytest.fixture(scope="module")
def data():
    outlines = _load(RES / "map" / "outlines.json")
    layout = _load(RES / "map" / "map_layout.json")
    rules = _load(RES / "rulesets" / "second_edition.json")
    return outlines, layout, rules


def _key(p, q):
    a, b = tuple(p), tuple(q)
    return (a, b) if a <= b else (b, a)


def _rings(outlines, rid):
    return [(r, False) for r in outlines["regions"].get(rid, [])] + [
        (r, True) for r in outlines.get("holes", {}).get(rid, [])
    ]


def _segments(ring):
    return list(zip(ring, ring[1:] + ring[:1]))


def _area(ring):
    return abs(sum(ax * by - bx * ay for (ax, ay), (bx, by) in _segments(ring))) / 2


@pytest.fixture(scope="module")
def borders(data):
    """{frozenset({a, b}): shared length} and {segment: [regions]}."""
    outlines, _, _ = data
    owners = defaultdict(list)
    for rid in outlines["regions"]:
        for ring, _hole in _rings(outlines, rid):
            for p, q in _segments(ring):
                if p != q:
                    owners[_key(p, q)].append(rid)
    shared = defaultdict(float)
    for (p, q), rids in owners.items():
        if len(rids) == 2 and rids[0] != rids[1]:
            shared[frozenset(rids)] += math.dist(p, q)
    return shared, owners


def _inside(x, y, ring):
    inside = False
    for (ax, ay), (bx, by) in _segments(ring):
        if (ay > y) != (by > y):
            t = (y - ay) / (by - ay)
            if x < ax + t * (bx - ax):
                inside = not inside
    return inside


def _dist_to_ring(x, y, ring):
    best = math.inf
    for (ax, ay), (bx, by) in _segments(ring):
        dx, dy = bx - ax, by - ay
        ll = dx * dx + dy * dy
        t = 0.0 if ll == 0 else max(0.0, min(1.0, ((x - ax) * dx + (y - ay) * dy) / ll))
        best = min(best, math.hypot(x - ax - t * dx, y - ay - t * dy))
    return best


def _in_region(outlines, rid, x, y):
    inside = any(_inside(x, y, r) for r in outlines["regions"][rid])
    return inside and not any(_inside(x, y, r) for r in outlines.get("holes", {}).get(rid, []))


def test_every_region_has_an_outline(data):
    outlines, layout, rules = data
    ids = {r["id"] for r in rules["regions"]}
    assert set(outlines["regions"]) == ids == set(layout["regions"])
    for rid, rings in outlines["regions"].items():
        assert rings, rid
        for ring in rings:
            assert len(ring) >= 3
            for x, y in ring:
                assert -1e-9 <= x <= 1 + 1e-9 and -1e-9 <= y <= outlines["meta"]["board_height"] + 1e-9


def test_borders_follow_the_rules(data, borders):
    """Two regions share a border iff they are adjacent or a river separates them."""
    outlines, _, rules = data
    shared, _ = borders
    adj = rules["adjacency"]
    expected = {frozenset(p) for p in adj["pairs"]} | {frozenset(p) for p in adj["river_separated_land_pairs"]}
    touching = {p for p, length in shared.items() if length > 0}
    assert sorted(map(sorted, touching - expected)) == [], "borders the rules do not have"
    assert sorted(map(sorted, expected - touching)) == [], "adjacent pairs without a border"
    short = sorted((sorted(p), round(shared[p], 4)) for p in expected if shared[p] < MIN_BORDER)
    assert short == []
    # corner contacts of the rules are no borders
    for a, b in adj["corner_contact_not_adjacent_land_pairs"]:
        assert shared.get(frozenset((a, b)), 0.0) == 0.0


def test_ports_touch_exactly_their_land_and_sea(data, borders):
    _, _, rules = data
    shared, _ = borders
    for r in rules["regions"]:
        if r["kind"] != "port":
            continue
        touching = {next(iter(p - {r["id"]})) for p in shared if r["id"] in p}
        assert touching == {r["port_of"]["land"], r["port_of"]["sea"]}, r["id"]


def test_islands_touch_no_other_land(data, borders):
    _, _, rules = data
    shared, _ = borders
    kind = {r["id"]: r["kind"] for r in rules["regions"]}
    for r in rules["regions"]:
        if r.get("island"):
            others = {next(iter(p - {r["id"]})) for p in shared if r["id"] in p}
            assert all(kind[o] != "land" for o in others), r["id"]


def test_slots_lie_in_their_region(data):
    outlines, layout, _ = data
    bad = []
    for rid, v in layout["regions"].items():
        for field in ("unit_slot", "label"):
            x, y = v[field]["x"], v[field]["y"]
            if _in_region(outlines, rid, x, y):
                continue
            d = min(_dist_to_ring(x, y, r) for r, _h in _rings(outlines, rid))
            if d > SLOT_TOLERANCE:
                bad.append((rid, field, round(d, 4)))
    assert bad == []


def test_regions_tile_the_board(data, borders):
    """No gaps, no overlaps: areas add up, every inner segment has two sides, no crossings."""
    outlines, _, _ = data
    _, owners = borders
    bh = outlines["meta"]["board_height"]
    total = 0.0
    for rid in outlines["regions"]:
        total += sum(_area(r) for r, h in _rings(outlines, rid) if not h)
        total -= sum(_area(r) for r, h in _rings(outlines, rid) if h)
    assert total == pytest.approx(bh, abs=1e-4)

    def on_edge(p, q):
        return (p[0] == q[0] and p[0] in (0.0, 1.0)) or (p[1] == q[1] and (p[1] == 0.0 or abs(p[1] - bh) < 1e-6))

    for (p, q), rids in owners.items():
        if on_edge(p, q):
            assert len(rids) == 1, (p, q, rids)
        else:
            assert len(rids) == 2 and rids[0] != rids[1], (p, q, rids)
    # no two segments cross (they may only meet at shared end points)
    cell = 0.02
    buckets = defaultdict(list)
    segs = list(owners)
    for k, (p, q) in enumerate(segs):
        for i in range(int(min(p[0], q[0]) / cell), int(max(p[0], q[0]) / cell) + 1):
            for j in range(int(min(p[1], q[1]) / cell), int(max(p[1], q[1]) / cell) + 1):
                buckets[(i, j)].append(k)

    def orient(a, b, c):
        v = (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0])
        return 0 if abs(v) < 1e-14 else (1 if v > 0 else -1)

    crossings = set()
    for ks in buckets.values():
        for x in range(len(ks)):
            p1, q1 = segs[ks[x]]
            for y in range(x + 1, len(ks)):
                p2, q2 = segs[ks[y]]
                if len({p1, q1, p2, q2}) < 4:
                    continue
                if (orient(p1, q1, p2) * orient(p1, q1, q2) < 0) and (orient(p2, q2, p1) * orient(p2, q2, q1) < 0):
                    crossings.add((ks[x], ks[y]))
    assert not crossings, [segs[a] for a, _b in list(crossings)[:5]]


def test_sample_points_lie_in_exactly_one_region(data):
    outlines, _, _ = data
    bh = outlines["meta"]["board_height"]
    boxes = {}
    for rid, rings in outlines["regions"].items():
        xs = [x for r in rings for x, _ in r]
        ys = [y for r in rings for _, y in r]
        boxes[rid] = (min(xs), min(ys), max(xs), max(ys))
    margin = 0.004
    misses = []
    for j in range(70):
        y = margin + (bh - 2 * margin) * (j + 0.5) / 70
        for i in range(38):
            x = margin + (1 - 2 * margin) * (i + 0.5) / 38
            hits = [
                rid for rid, (x0, y0, x1, y1) in boxes.items()
                if x0 <= x <= x1 and y0 <= y <= y1 and _in_region(outlines, rid, x, y)
            ]
            if len(hits) != 1:
                misses.append(((round(x, 3), round(y, 3)), hits))
    assert misses == []


def test_outlines_agree_with_the_layout(data):
    outlines, layout, _ = data
    bad = []
    loose = []
    for rid, v in layout["regions"].items():
        rings = outlines["regions"][rid]
        xs = [x for r in rings for x, _ in r]
        ys = [y for r in rings for _, y in r]
        b = v["bbox"]
        for got, want, side in (
            (min(xs), b["x_min"], "x_min"), (max(xs), b["x_max"], "x_max"),
            (min(ys), b["y_min"], "y_min"), (max(ys), b["y_max"], "y_max"),
        ):
            if abs(got - want) > BBOX_TOLERANCE:
                bad.append((rid, side, round(got - want, 4)))
            elif abs(got - want) > BBOX_TOLERANCE_MOST:
                loose.append((rid, side, round(got - want, 4)))
        area = sum(_area(r) for r, h in _rings(outlines, rid) if not h) - sum(
            _area(r) for r, h in _rings(outlines, rid) if h
        )
        ratio = area / v["area"]
        if not AREA_RATIO[0] <= ratio <= AREA_RATIO[1]:
            bad.append((rid, "area", round(ratio, 3)))
    assert bad == []
    assert len(loose) <= BBOX_OUTLIERS, loose


def _near_border(pt, rid_a, rid_b, owners, tol=2e-5):
    x, y = pt
    for (p, q), rids in owners.items():
        if set(rids) == {rid_a, rid_b} and _dist_to_ring(x, y, [p, q]) <= tol:
            return True
    return False


def test_rivers_run_along_shared_borders(data, borders):
    outlines, _, rules = data
    _, owners = borders
    adj = rules["adjacency"]
    by_pair = defaultdict(list)
    for rv in outlines["rivers"]:
        assert len(rv["points"]) >= 2
        by_pair[frozenset(rv["between"])].append(rv)
        a, b = rv["between"]
        for pt in rv["points"]:
            assert _near_border(pt, a, b, owners), (rv["between"], pt)
    for a, b in adj["river_separated_land_pairs"]:
        assert by_pair.get(frozenset((a, b))), (a, b)
    for a, b in adj["river_partly_but_adjacent_land_pairs"]:
        assert by_pair.get(frozenset((a, b))), (a, b)


def test_bridges_sit_on_their_border(data, borders):
    outlines, _, rules = data
    shared, owners = borders
    want = {frozenset(p) for p in rules["adjacency"]["bridges"]}
    got = {frozenset(b["between"]) for b in outlines["bridges"]}
    assert got == want
    pairs = {frozenset(p) for p in rules["adjacency"]["pairs"]}
    for br in outlines["bridges"]:
        a, b = br["between"]
        assert frozenset((a, b)) in pairs
        assert _near_border(br["at"], a, b, owners)


def test_wall_crosses_the_north(data):
    """The Wall runs across Castle Black near the northern edge, from coast to coast."""
    outlines, _, _ = data
    wall = outlines["wall"]
    assert len(wall) >= 2
    assert all(0 < y < 0.03 for _, y in wall)
    assert max(x for x, _ in wall) - min(x for x, _ in wall) > 0.15
    assert all(_in_region(outlines, "castle-black", x, y) for x, y in wall[1:-1])
    ring = outlines["regions"]["castle-black"][0]
    for x, y in (wall[0], wall[-1]):
        assert _dist_to_ring(x, y, ring) < 0.01


def test_outlines_are_up_to_date(data):
    """outlines.json was generated from the current layout and adjacency facts
    (regenerate with `python packaging/make_outlines.py` when this fails)."""
    from tests.packaging.helpers import load_script

    input_digest = load_script("make_outlines").input_digest

    outlines, layout, rules = data
    assert outlines["meta"]["inputs_digest"] == input_digest(layout, rules)


def test_generator_needs_no_qt_at_import():
    """The generator is plain Python; Qt is imported only inside its preview function."""
    import ast

    tree = ast.parse((ROOT / "packaging" / "make_outlines.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else [node.module or ""]
            assert not any(n.split(".")[0] in {"PySide6", "shiboken6"} for n in names)
