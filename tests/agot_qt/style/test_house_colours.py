"""Every house readable, for everyone: territories apart from neutral land and from each other,
also under simulated deuteranopia, protanopia and tritanopia; pieces stand out on any land; each
house has its own sign, which the pieces, territories, power tokens and order backs carry."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from agot_qt.style import sigils, theme

from ..colour_vision import VISIONS, ciede2000, difference, lab, rgb, seen

HOUSES = sigils.HOUSES
# CIEDE2000 of about 2 is just noticeable side by side; areas on a map are compared at a distance,
# next to other colours, so they need far more
TERRITORY_APART = 12.0
PIECE_APART = 20.0


def territories() -> dict[str, tuple[int, int, int]]:
    out = {"neutral": rgb(theme.LAND.name())}
    out.update({h: rgb(theme.territory_color(h).name()) for h in HOUSES})
    return out


def test_the_colour_difference_matches_published_values():
    # pairs 1, 7 and 17 of Sharma, Wu and Dalal's CIEDE2000 test data
    assert ciede2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert ciede2000((50.0, 0.0, 0.0), (50.0, -1.0, 2.0)) == pytest.approx(2.3669, abs=1e-4)
    assert ciede2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)
    # the simulations keep greys grey and merge red and green for red-green deficiencies
    assert lab(seen((128, 128, 128), "deuteranopia"))[0] == pytest.approx(lab(seen((128, 128, 128), "normal"))[0], abs=0.5)
    assert difference((200, 60, 40), (110, 120, 40), "deuteranopia") < difference((200, 60, 40), (110, 120, 40)) / 2


@pytest.mark.parametrize("vision", VISIONS)
def test_territories_are_apart_from_neutral_land_and_each_other(vision):
    colours = territories()
    close = [(a, b, round(difference(colours[a], colours[b], vision), 1))
             for a, b in itertools.combinations(colours, 2)
             if difference(colours[a], colours[b], vision) < TERRITORY_APART]
    assert not close, f"too alike for {vision} vision: {close}"


@pytest.mark.parametrize("vision", VISIONS)
def test_pieces_stand_out_on_neutral_land_and_on_their_own_territory(vision):
    for house in HOUSES:
        fill, outline = rgb(theme.house_color(house).name()), rgb(theme.house_outline(house).name())
        for land in (rgb(theme.LAND.name()), rgb(theme.territory_color(house).name())):
            best = max(difference(fill, land, vision), difference(outline, land, vision))
            assert best >= PIECE_APART, f"{house} pieces on {land} for {vision} vision: {best:.1f}"


def _mask(path, size: int = 48) -> set[tuple[int, int]]:
    img = QImage(size, size, QImage.Format.Format_ARGB32)
    img.fill(Qt.GlobalColor.transparent)
    p = QPainter(img)
    p.translate(QPointF(size / 2, size / 2))
    p.scale(size, size)
    p.fillPath(path, QColor("black"))
    p.end()
    return {(x, y) for x in range(size) for y in range(size) if img.pixelColor(x, y).alpha() > 127}


def test_every_house_has_its_own_sign():
    masks = {h: _mask(sigils.sigil(h)) for h in HOUSES}
    for house, mask in masks.items():
        assert len(mask) > 48 * 48 * 0.12, f"{house}'s sign is too thin to see small"
    for a, b in itertools.combinations(HOUSES, 2):
        overlap = len(masks[a] & masks[b]) / len(masks[a] | masks[b])
        assert overlap < 0.6, f"the signs of {a} and {b} are alike (overlap {overlap:.2f})"
    assert sigils.sigil("").isEmpty() and sigils.sigil("neutral").isEmpty()


def _picture(item, size: int = 64) -> QImage:
    from agot_qt.board.items import piece_pixmap

    return piece_pixmap(item, size).toImage()


def _differing(a: QImage, b: QImage, tolerance: int = 40) -> float:
    """Share of pixels that differ clearly between two pictures of the same size."""
    n = diff = 0
    for x in range(0, a.width(), 2):
        for y in range(0, a.height(), 2):
            n += 1
            ca, cb = a.pixelColor(x, y), b.pixelColor(x, y)
            if max(abs(ca.red() - cb.red()), abs(ca.green() - cb.green()), abs(ca.blue() - cb.blue()),
                   abs(ca.alpha() - cb.alpha())) > tolerance:
                diff += 1
    return diff / n


def test_pieces_tell_their_house_by_shape_when_every_colour_is_the_same(monkeypatch):
    from agot_qt.board.items import OrderItem, PowerTokenItem, UnitItem

    same = ("#888888", "#222222", "#ffffff")
    monkeypatch.setattr(theme, "HOUSE_COLORS", {h: same for h in HOUSES})
    makers = {"unit": lambda h: UnitItem("x", h, "footman"), "power token": lambda h: PowerTokenItem("x", h),
              "order back": lambda h: OrderItem("x", h, None)}
    for kind, make in makers.items():
        pictures = {h: _picture(make(h)) for h in HOUSES}
        for a, b in itertools.combinations(HOUSES, 2):
            assert _differing(pictures[a], pictures[b]) > 0.01, f"{kind}s of {a} and {b} look the same without colour"


def test_an_order_back_is_neither_a_power_token_nor_a_consolidate_power_order():
    from agot_qt.board.items import ORDER_SIZE, OrderItem, PowerTokenItem

    for house in HOUSES:
        back = _picture(OrderItem("x", house, None))
        power = _picture(PowerTokenItem("x", house, size=ORDER_SIZE))  # even at the same size
        consolidate = _picture(OrderItem("x", house, "consolidate-power-1", "consolidate-power"))
        assert _differing(back, power) > 0.15, house
        assert _differing(back, consolidate) > 0.15, house


def test_controlled_land_shows_its_controllers_sign_and_colour(monkeypatch):
    from agot_qt.board.scene import MapScene

    scene = MapScene()
    land = [item for item in scene.regions.values() if item.kind == "land"]
    assert sum(1 for item in land if item.sign_at is not None) >= 0.8 * len(land), "room for a sign in most areas"
    region = scene.regions["winterfell"]

    def picture(house):
        region.set_state(house, False)
        img = QImage(region.boundingRect().size().toSize(), QImage.Format.Format_ARGB32)
        img.fill(Qt.GlobalColor.transparent)
        p = QPainter(img)
        p.translate(-region.boundingRect().topLeft())
        region.draw_base(p)
        p.end()
        return img

    blank = QImage(picture(None).size(), QImage.Format.Format_ARGB32)
    blank.fill(Qt.GlobalColor.transparent)
    neutral = picture(None)
    assert _differing(neutral, picture("stark")) > 0.8 * _differing(neutral, blank), "controlled land is tinted"
    monkeypatch.setattr(theme, "HOUSE_TERRITORY", {h: "#999999" for h in HOUSES})
    monkeypatch.setattr(theme, "HOUSE_COLORS", {h: ("#888888", "#222222", "#ffffff") for h in HOUSES})
    # the sign is drawn faintly (a watermark under the pieces), so it differs by a softer shade
    assert _differing(picture("stark"), picture("lannister"), tolerance=20) > 0.0008, "the signs differ without colour"


def test_starks_dot_in_the_tables_is_hollow_so_it_is_not_taken_for_greyjoys():
    from engine.game import Game

    from agot_qt.style import theme
    from agot_qt.panels.standings import standings_html

    assert "○" in theme.house_dot("stark") and "●" in theme.house_dot("greyjoy")
    table = standings_html(Game.new(players=6, seed=1).view(None))
    stark_row = next(r for r in table.split("<tr>") if "Stark" in r)
    greyjoy_row = next(r for r in table.split("<tr>") if "Greyjoy" in r)
    assert "□" in stark_row and "■" not in stark_row and "■" in greyjoy_row
