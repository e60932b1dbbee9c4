"""Area names stay readable under the map's overlays: a highlighted area's outline and tint and a
planned march's arrow pass under a name's letters, never over them, in English and Chinese, at
the zoom the map rests at (names in the board picture) and close up (names as items)."""
from __future__ import annotations

import math

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter


def _render(scene, rect: QRectF, scale: float) -> QImage:
    img = QImage(int(rect.width() * scale), int(rect.height() * scale), QImage.Format.Format_ARGB32)
    img.fill(QColor("black"))
    p = QPainter(img)
    scene.render(p, QRectF(0, 0, img.width(), img.height()), rect)
    p.end()
    return img


def _text_rect(label) -> QRectF:
    """The scene rectangle of a name's letters."""
    return label._text_rect.translated(label.pos())


def _on_the_pixel_grid(scene, rect: QRectF, scale: float) -> QRectF:
    """`rect` grown to whole pixels of the board picture at `scale` (as a view at rest shows it)."""
    area = scene.board_rect
    x = area.left() + math.floor((rect.left() - area.left()) * scale) / scale
    y = area.top() + math.floor((rect.top() - area.top()) * scale) / scale
    return QRectF(x, y, math.ceil(rect.width() * scale + 2) / scale, math.ceil(rect.height() * scale + 2) / scale)


def _ink_changed(scene, label, change, scale: float) -> int:
    """How many of the pixels that draw the name's letters (the darkest of its box) change
    colour visibly once `change` is made to the scene."""
    rect = _on_the_pixel_grid(scene, _text_rect(label), scale)
    before = _render(scene, rect, scale)
    change()
    after = _render(scene, rect, scale)
    changed = ink = 0
    for y in range(before.height()):
        for x in range(before.width()):
            c = before.pixelColor(x, y)
            if c.red() + c.green() + c.blue() > 200:  # not the letters' ink
                continue
            ink += 1
            d = after.pixelColor(x, y)
            if abs(c.red() - d.red()) + abs(c.green() - d.green()) + abs(c.blue() - d.blue()) > 60:
                changed += 1
    assert ink > 20, "the name was drawn"
    return changed


def _crossed_by_an_outline(scene):
    """A land name and a highlighted neighbour whose outline crosses the name's letters."""
    for rid, label in scene.labels.items():
        if label.kind != "land":
            continue
        r = _text_rect(label)
        for other, item in scene.regions.items():
            if other != rid and item.kind == "land" and item.path.intersects(r) and not item.path.contains(r):
                return label, other
    raise AssertionError("no name is crossed by a neighbour's border")


def _crossed_by_an_arrow(scene):
    """A march (source, destination) whose arrow crosses a third area's land name."""
    from agot_qt.board.items import ArrowItem

    g = scene.geometry.regions
    for src, reg in scene.rs.regions.items():
        if reg.kind != "land" or src not in g:
            continue
        for dst in sorted(scene.rs.neighbours[src]):
            if dst not in g or scene.rs.regions[dst].kind != "land":
                continue
            arrow = ArrowItem(g[src].unit_slot, g[dst].unit_slot, QColor("white"))
            for rid, label in scene.labels.items():
                if rid not in (src, dst) and label.kind == "land" and arrow._path.intersects(_text_rect(label).adjusted(
                        10, 4, -10, -4)):
                    return src, dst, label
    raise AssertionError("no arrow crosses a name")


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
@pytest.mark.parametrize("scale", [1.0, 2.5])
def test_a_highlights_outline_and_a_march_arrow_pass_under_area_names(qtbot, lang, scale):
    from agot_qt.words import i18n
    from agot_qt.board.scene import MapScene

    i18n.set_language(lang)
    try:
        scene = MapScene()
        scene.set_detail(scale)  # 2.5: beyond the board picture, names are items
        label, neighbour = _crossed_by_an_outline(scene)
        assert _ink_changed(scene, label, lambda: scene.set_highlights({neighbour: "legal"}), scale) == 0, \
            f"the outline of {neighbour} crosses the name of {label.region_id}"
        scene.set_highlights({})
        tinted = scene.labels[neighbour]
        assert _ink_changed(scene, tinted, lambda: scene.set_highlights({neighbour: "combat"}), scale) == 0, \
            "an area's own tint does not dim its name"
        scene.set_highlights({})
        src, dst, crossed = _crossed_by_an_arrow(scene)
        assert _ink_changed(scene, crossed, lambda: scene.set_march_plan(src, {dst: ["footman"]}, "stark"),
                            scale) == 0, f"the arrow {src} → {dst} crosses the name of {crossed.region_id}"
        scene.set_march_plan(None, {}, None)
        assert scene.names_on_top.labels == [], "with nothing over them, names are drawn once"
    finally:
        i18n.set_language("en")
