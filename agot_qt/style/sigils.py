"""The houses' signs: a simple sigil per house, so a piece, a territory, a power token or the back
of an order tells its house by shape as well as by colour (for players who do not see the colours
apart). Vector shapes in a unit box centred on (0, 0), about [-0.5, 0.5], like the map's glyphs;
drawn small, so each is one bold silhouette: the Stark wolf's head, the Lannister lion's mane, the
Baratheon stag's antlers, the Greyjoy kraken, the Tyrell rose, the Martell sun and spear, the
Arryn falcon before a crescent moon and the Targaryen dragon with spread wings; and signs a
house wears where a ruleset has it play under another name (its `display_sigils`: in A Dance with
Dragons Stark plays as the Boltons, under their flayed man on an X-shaped cross).
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF

HOUSES = ("stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell", "arryn", "targaryen")


def _poly(points: list[tuple[float, float]]) -> QPainterPath:
    p = QPainterPath()
    p.addPolygon(QPolygonF([QPointF(x, y) for x, y in points]))
    p.closeSubpath()
    return p


def _disc(x: float, y: float, r: float) -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(x, y), r, r)
    return p


def _wolf() -> QPainterPath:
    head = _poly([(-0.4, -0.46), (-0.16, -0.18), (0.16, -0.18), (0.4, -0.46), (0.42, -0.04), (0.24, 0.2),
                  (0.08, 0.46), (-0.08, 0.46), (-0.24, 0.2), (-0.42, -0.04)])
    eyes = _poly([(-0.24, -0.04), (-0.08, 0.02), (-0.2, 0.08)]).united(_poly([(0.24, -0.04), (0.08, 0.02), (0.2, 0.08)]))
    return head.subtracted(eyes)


def _lion() -> QPainterPath:
    mane = QPainterPath()
    for i in range(10):  # a ring of round tufts
        a = 2 * math.pi * i / 10
        mane = mane.united(_disc(0.3 * math.cos(a), 0.3 * math.sin(a), 0.16))
    mane = mane.united(_disc(0, 0, 0.32))
    face = _disc(0, 0.02, 0.19)
    nose = _poly([(-0.07, 0.04), (0.07, 0.04), (0.0, 0.13)])
    return mane.subtracted(face).united(nose)


def _stag() -> QPainterPath:
    head = _poly([(-0.12, -0.04), (0.12, -0.04), (0.08, 0.3), (0.0, 0.46), (-0.08, 0.3)])
    out = head
    for side in (-1, 1):
        beam = _poly([(side * 0.06, -0.02), (side * 0.16, -0.04), (side * 0.42, -0.42), (side * 0.34, -0.46),
                      (side * 0.1, -0.12)])
        tine1 = _poly([(side * 0.22, -0.16), (side * 0.46, -0.2), (side * 0.46, -0.12), (side * 0.24, -0.08)])
        tine2 = _poly([(side * 0.3, -0.3), (side * 0.2, -0.48), (side * 0.14, -0.44), (side * 0.24, -0.26)])
        out = out.united(beam).united(tine1).united(tine2)
    return out


def _kraken() -> QPainterPath:
    head = QPainterPath()
    head.addEllipse(QRectF(-0.24, -0.48, 0.48, 0.5))
    out = head
    for i, x in enumerate((-0.36, -0.18, 0.0, 0.18, 0.36)):  # tentacles curling outwards
        t = QPainterPath()
        t.moveTo(x * 0.5 - 0.05, -0.04)
        t.quadTo(x * 1.1 - 0.05, 0.2, x * 1.25 + (0.08 if x < 0 else -0.08 if x > 0 else 0.0), 0.46)
        t.lineTo(x * 1.25 + (0.16 if x < 0 else 0.0 if x > 0 else 0.08), 0.46)
        t.quadTo(x * 1.1 + 0.05, 0.2, x * 0.5 + 0.05, -0.04)
        t.closeSubpath()
        out = out.united(t)
    eyes = _disc(-0.09, -0.22, 0.05).united(_disc(0.09, -0.22, 0.05))
    return out.subtracted(eyes)


def _rose() -> QPainterPath:
    out = QPainterPath()
    for i in range(5):  # five petals with notches between them
        a = -math.pi / 2 + 2 * math.pi * i / 5
        out = out.united(_disc(0.25 * math.cos(a), 0.25 * math.sin(a) - 0.06, 0.17))
    for i in range(5):
        a = -math.pi / 2 + 2 * math.pi * (i + 0.5) / 5
        out = out.subtracted(_disc(0.4 * math.cos(a), 0.4 * math.sin(a) - 0.06, 0.07))
    heart = _disc(0, -0.06, 0.1)
    stem = _poly([(-0.03, 0.3), (0.03, 0.3), (0.03, 0.5), (-0.03, 0.5)])
    leaf = _poly([(0.03, 0.38), (0.24, 0.3), (0.2, 0.42), (0.03, 0.46)])
    return out.subtracted(heart).united(_disc(0, -0.06, 0.05)).united(stem).united(leaf)


def _sun() -> QPainterPath:
    rays = []
    for i in range(12):
        a = 2 * math.pi * i / 12
        b = a + math.pi / 12
        rays += [(0.46 * math.cos(a), 0.46 * math.sin(a)), (0.26 * math.cos(b), 0.26 * math.sin(b))]
    out = _poly(rays)
    spear = _poly([(-0.44, 0.4), (0.3, -0.34), (0.26, -0.44), (0.46, -0.46), (0.44, -0.26), (0.34, -0.3),
                   (-0.4, 0.44)])
    return out.subtracted(_disc(0, 0, 0.18)).united(spear)


def _falcon() -> QPainterPath:
    moon = _disc(0.0, 0.04, 0.46).subtracted(_disc(0.0, -0.08, 0.44))  # a crescent under the bird
    body = QPainterPath()
    body.addEllipse(QRectF(-0.09, -0.16, 0.18, 0.4))
    head = _disc(0.0, -0.22, 0.08).united(_poly([(0.04, -0.26), (0.15, -0.22), (0.05, -0.17)]))
    tail = _poly([(-0.05, 0.18), (0.05, 0.18), (0.15, 0.4), (-0.15, 0.4)])
    out = body.united(head).united(tail).united(moon)
    for side in (-1, 1):  # wings raised, with stepped feather tips
        wing = _poly([(side * 0.05, -0.1), (side * 0.2, -0.3), (side * 0.46, -0.46), (side * 0.42, -0.3),
                      (side * 0.46, -0.24), (side * 0.4, -0.12), (side * 0.44, -0.06), (side * 0.3, 0.02),
                      (side * 0.06, 0.08)])
        out = out.united(wing)
    return out


def _dragon() -> QPainterPath:
    body = QPainterPath()
    body.addEllipse(QRectF(-0.1, -0.12, 0.2, 0.42))
    neck = _poly([(-0.06, -0.08), (0.06, -0.08), (0.1, -0.3), (0.2, -0.36), (0.26, -0.3), (0.16, -0.26),
                  (0.08, -0.08)])
    tail = _poly([(-0.04, 0.26), (0.04, 0.26), (-0.08, 0.46), (-0.22, 0.44), (-0.1, 0.4)])
    out = body.united(neck).united(tail)
    for side in (-1, 1):  # bat wings with a scalloped trailing edge
        wing = _poly([(side * 0.06, -0.04), (side * 0.24, -0.38), (side * 0.48, -0.44), (side * 0.46, 0.14),
                      (side * 0.34, 0.04), (side * 0.26, 0.16), (side * 0.16, 0.06), (side * 0.06, 0.16)])
        out = out.united(wing)
    return out


def _flayed_man() -> QPainterPath:
    """A man hung spread-eagled on a saltire (an X-shaped cross), his arms and legs along its
    bars and its ends standing out beyond his hands and feet, the skin cut away in stripes across
    his chest."""
    cross = QPainterPath()
    for side in (-1, 1):  # the two bars of the X, corner to corner
        cross = cross.united(_poly([(-0.48, side * -0.38), (-0.38, side * -0.48), (0.48, side * 0.38),
                                    (0.38, side * 0.48)]))
    body = _poly([(-0.1, -0.16), (0.1, -0.16), (0.08, 0.12), (-0.08, 0.12)])
    man = body.united(_disc(0.0, -0.26, 0.08))
    for side in (-1, 1):
        arm = _poly([(side * 0.06, -0.16), (side * 0.26, -0.3), (side * 0.3, -0.25), (side * 0.1, -0.07)])
        leg = _poly([(side * 0.0, 0.1), (side * 0.08, 0.08), (side * 0.3, 0.27), (side * 0.25, 0.32)])
        man = man.united(arm).united(leg).united(_disc(side * 0.29, -0.3, 0.045))
    stripes = QPainterPath()
    for y in (-0.09, -0.01, 0.07):  # the flaying: bare stripes across the body
        stripes = stripes.united(_poly([(-0.07, y), (0.07, y - 0.025), (0.07, y + 0.005), (-0.07, y + 0.03)]))
    halo = QPainterPath()  # the man stands clear of the cross behind him
    for dx, dy in ((-0.035, 0), (0.035, 0), (0, -0.035), (0, 0.035)):
        halo = halo.united(man.translated(dx, dy))
    return cross.subtracted(halo).united(man.subtracted(stripes))


_SHAPES = {"stark": _wolf, "lannister": _lion, "baratheon": _stag, "greyjoy": _kraken, "tyrell": _rose,
           "martell": _sun, "arryn": _falcon, "targaryen": _dragon, "bolton": _flayed_man}


def sign_of(house: str | None) -> str:
    """Which sign `house` wears in the edition being played: the one its ruleset's
    `display_sigils` gives a house playing under another name, else its own (asked for every
    piece drawn: the edition's table is read once)."""
    from ..words import names

    return _display_sigils(names.current_ruleset()).get(house or "", house or "")


@lru_cache(maxsize=None)
def _display_sigils(ruleset_id: str) -> dict[str, str]:
    from ..words import names

    return dict(names.ruleset(ruleset_id).raw.get("display_sigils") or {})


def sigil(house: str | None) -> QPainterPath:
    """The house's sign in the edition being played, or an empty path for no house (neutral
    forces have none)."""
    return _shape(sign_of(house))


@lru_cache(maxsize=None)
def _shape(sign: str) -> QPainterPath:
    make = _SHAPES.get(sign)
    return make() if make else QPainterPath()
