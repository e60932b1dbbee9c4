"""The Mother of Dragons areas on the table (resources/map/mother_of_dragons.json): the Eyrie and
Bite overlays and the Essos side board, against the rules' adjacency, and the board the scene
builds for a map with them.

Which areas border which comes from the ruleset (or, while the project has no such ruleset, from
the reference's `westeros-mod-essos` map); the geometry only has to agree with it: two areas
whose outlines run together for a stretch are adjacent, and adjacent areas do.
"""
from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
RES = ROOT / "resources"
REFERENCE = ROOT.parent / "shared" / "reference" / "expansions.json"
NEAR = 0.0025  # board widths: a point this close to another area's outline lies on their border
MIN_BORDER = 0.015  # board widths of shared border an adjacent pair needs at least

ESSOS_LAND = ("braavos", "pentos", "myr", "norvos", "the-rhoyne", "volantis", "the-disputed-lands")
ESSOS_SEAS = ("braavosian-coastlands", "bay-of-pentos", "sea-of-myrth", "the-orange-shore")
ESSOS_PORTS = ("port-of-braavos", "port-of-pentos", "port-of-volantis")
OVERLAY = ("the-bite", "the-vale-of-arryn", "port-of-the-eyrie")


def _load(path: Path) -> dict:
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def _adjacency() -> set[frozenset[str]]:
    """The expansion map's adjacency: the project's ruleset when it has one, else the reference's."""
    own = RES / "rulesets" / "mother_of_dragons.json"
    if own.is_file():
        adj = _load(own)["adjacency"]
        return {frozenset(p) for p in adj["pairs"]}
    if not REFERENCE.is_file():
        pytest.skip("no Mother of Dragons ruleset and no reference data")
    base = {frozenset(p) for p in _load(RES / "rulesets" / "second_edition.json")["adjacency"]["pairs"]}
    mod = _load(REFERENCE)["maps"]["westeros-mod-essos"]
    return (base - {frozenset(p) for p in mod["adjacency_removed"]}) | {frozenset(p) for p in mod["adjacency_added"]}


@pytest.fixture(scope="module")
def table() -> dict[str, list[list[list[float]]]]:
    """Every area's outline on the full expansion board (base outlines, replaced ones, added ones)."""
    base = _load(RES / "map" / "outlines.json")["regions"]
    ext = _load(RES / "map" / "mother_of_dragons.json")
    out = dict(base)
    for rid, change in ext["replaced"].items():
        out[rid] = change["rings"]
    for rid, info in ext["regions"].items():
        out[rid] = info["outline"]
    return out


def _segments(rings):
    for ring in rings:
        yield from zip(ring, ring[1:] + ring[:1])


def _dist_to_segment(p, a, b) -> float:
    (px, py), (ax, ay), (bx, by) = p, a, b
    dx, dy = bx - ax, by - ay
    ll = dx * dx + dy * dy
    t = 0.0 if ll == 0 else max(0.0, min(1.0, ((px - ax) * dx + (py - ay) * dy) / ll))
    return math.hypot(px - ax - t * dx, py - ay - t * dy)


def _bbox(rings):
    xs = [x for r in rings for x, _ in r]
    ys = [y for r in rings for _, y in r]
    return min(xs), min(ys), max(xs), max(ys)


def _densify(rings, step: float = 0.002):
    for a, b in _segments(rings):
        n = max(1, int(math.dist(a, b) / step))
        for k in range(n):
            yield (a[0] + (b[0] - a[0]) * k / n, a[1] + (b[1] - a[1]) * k / n), math.dist(a, b) / n


def shared_border(rings_a, rings_b) -> float:
    """Length of A's outline that runs within NEAR of B's outline."""
    ax0, ay0, ax1, ay1 = _bbox(rings_a)
    bx0, by0, bx1, by1 = _bbox(rings_b)
    if ax0 > bx1 + NEAR or bx0 > ax1 + NEAR or ay0 > by1 + NEAR or by0 > ay1 + NEAR:
        return 0.0
    segs = [s for s in _segments(rings_b)]
    total = 0.0
    for p, length in _densify(rings_a):
        if any(_dist_to_segment(p, a, b) < NEAR for a, b in segs):
            total += length
    return total


def test_the_file_has_every_area_the_expansion_adds():
    ext = _load(RES / "map" / "mother_of_dragons.json")
    assert set(ext["regions"]) == set(OVERLAY + ESSOS_LAND + ESSOS_SEAS + ESSOS_PORTS)
    assert set(ext["side_boards"][0]["areas"]) == set(ESSOS_LAND + ESSOS_SEAS + ESSOS_PORTS)
    if REFERENCE.is_file():
        ref = {r["id"] for r in _load(REFERENCE)["regions"]}
        assert set(ext["regions"]) == ref
    for rid, info in ext["regions"].items():
        for slot in ("label", "unit_slot", "order_slot", "power_token_slot"):
            assert slot in info, (rid, slot)


def test_the_base_map_is_left_as_it_was():
    """The base editions draw outlines.json alone; the expansion's file only adds and replaces."""
    base = _load(RES / "map" / "outlines.json")
    ext = _load(RES / "map" / "mother_of_dragons.json")
    assert not set(ext["regions"]) & set(base["regions"])
    assert set(ext["replaced"]) <= set(base["regions"])


def test_outlines_touch_exactly_where_the_rules_make_areas_adjacent(table):
    adjacency = _adjacency()
    base_outlines = _load(RES / "map" / "outlines.json")["regions"]
    base_adjacency = {frozenset(p) for p in _load(RES / "rulesets" / "second_edition.json")["adjacency"]["pairs"]}
    new = set(OVERLAY + ESSOS_LAND + ESSOS_SEAS + ESSOS_PORTS)
    changed = new | set(_load(RES / "map" / "mother_of_dragons.json")["replaced"])
    problems = []
    for a in sorted(changed):
        for b in sorted(table):
            if a == b or (b in changed and b < a):
                continue
            length = max(shared_border(table[a], table[b]), shared_border(table[b], table[a]))
            adjacent = frozenset((a, b)) in adjacency
            if adjacent and length < MIN_BORDER:
                problems.append(f"{a} and {b} are adjacent but share {length:.3f}")
            if not adjacent and length > 0.004:
                if a in base_outlines and b in base_outlines and frozenset((a, b)) not in base_adjacency:
                    river = shared_border(base_outlines[a], base_outlines[b]) > 0.004
                    if river:  # a river runs between them on the base board too
                        continue
                problems.append(f"{a} and {b} are not adjacent but share {length:.3f}")
    assert not problems, problems


def test_slots_lie_in_their_areas(table):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QPainterPath, QPolygonF

    ext = _load(RES / "map" / "mother_of_dragons.json")
    bad = []
    for rid, info in ext["regions"].items():
        path = QPainterPath()
        for ring in info["outline"]:
            path.addPolygon(QPolygonF([QPointF(x, y) for x, y in ring]))
        for slot in ("label", "unit_slot", "order_slot", "power_token_slot", "castle_slot"):
            if slot in info:
                p = QPointF(info[slot]["x"], info[slot]["y"])
                bad += [] if path.contains(p) else [(rid, slot)]
    assert not bad, f"slots outside their areas: {bad}"


def test_a_map_with_the_expansion_areas_widens_the_table_only_for_essos():
    from agot_qt.board.geometry import geometry_for, load_geometry

    base = load_geometry()
    areas = set(base.regions)
    assert geometry_for(areas) is base
    westeros_only = geometry_for(areas | set(OVERLAY))
    assert westeros_only.rect == base.rect and not westeros_only.side_boards
    assert westeros_only.regions["the-bite"].path.contains(westeros_only.regions["the-bite"].unit_slot)
    # the cut base areas change shape; the others are the very same
    assert westeros_only.regions["the-narrow-sea"].path != base.regions["the-narrow-sea"].path
    assert westeros_only.regions["winterfell"] is base.regions["winterfell"]
    full = geometry_for(areas | set(OVERLAY + ESSOS_LAND + ESSOS_SEAS + ESSOS_PORTS))
    assert len(full.side_boards) == 1 and full.width > base.width
    assert full.rect.contains(full.regions["volantis"].bbox)
    assert full.westeros == base.rect
