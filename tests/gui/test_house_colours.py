"""Every house readable, for everyone: territories apart from neutral land and from each other,
also under simulated deuteranopia, protanopia and tritanopia; pieces stand out on any land; each
house has its own sign, which the pieces, territories, power tokens and order backs carry."""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from agot_qt import sigils, theme

from .colour_vision import VISIONS, ciede2000, difference, lab, rgb, seen

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
