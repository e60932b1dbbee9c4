"""A house that plays under another name wears that house's sign: in A Dance with Dragons Stark
plays as the Boltons (the ruleset's `display_names`) and its pieces, tokens, orders, areas and
icons show the Boltons' flayed man (the ruleset's `display_sigils`), not the Stark direwolf; in the
other editions Stark keeps the wolf."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage, QPainter

from engine.ruleset import RULESET_FILES, load_ruleset

from agot_qt.words import names
from agot_qt.style import sigils
from agot_qt.board.items import OrderItem, PowerTokenItem, UnitItem, _sprite, paint_sign
from agot_qt.decisions.common import sign_pixmap

ADWD = "a_dance_with_dragons"


@pytest.fixture
def edition():
    def use(ruleset_id: str) -> None:
        names.use_ruleset(ruleset_id)
    yield use
    names.use_ruleset("second_edition")


def picture(draw, size: int = 64) -> QImage:
    img = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    img.fill(QColor("white"))
    p = QPainter(img)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    try:
        draw(p)
    finally:
        p.end()
    return img


def shape_picture(sign: str) -> QImage:
    def draw(p: QPainter) -> None:
        p.translate(32, 32)
        p.scale(60, 60)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor("black"))
        p.drawPath(sigils._shape(sign))
    return picture(draw)


def sign_picture(house: str) -> QImage:
    return picture(lambda p: paint_sign(p, house, QPointF(32, 32), 60))


def test_every_house_playing_under_another_name_wears_a_sign_of_its_own():
    for ruleset_id in RULESET_FILES:
        raw = load_ruleset(ruleset_id).raw
        shown = raw.get("display_sigils") or {}
        assert set(shown) == set(raw.get("display_names") or {}), ruleset_id
        for house, sign in shown.items():
            assert not sigils._shape(sign).isEmpty()
            assert shape_picture(sign) != shape_picture(house)
    assert load_ruleset(ADWD).raw["display_sigils"] == {"stark": "bolton"}


def test_stark_wears_the_flayed_man_in_a_dance_with_dragons_and_the_wolf_elsewhere(edition):
    wolf, bolton = shape_picture("stark"), shape_picture("bolton")
    assert wolf != bolton
    for ruleset_id in RULESET_FILES:
        edition(ruleset_id)
        boltons = (load_ruleset(ruleset_id).raw.get("display_names") or {}).get("stark") == "Bolton"
        assert boltons == (ruleset_id in (ADWD, "a_dance_with_mother_of_dragons"))  # the setups built on it
        assert sigils.sign_of("stark") == ("bolton" if boltons else "stark")
        assert shape_picture(sigils.sign_of("stark")) == (bolton if boltons else wolf)
        assert sigils.sigil("lannister").boundingRect() == sigils._shape("lannister").boundingRect()
    edition(ADWD)
    in_adwd = sign_picture("stark")
    edition("second_edition")
    assert sign_picture("stark") != in_adwd


def test_pieces_and_icons_drawn_in_one_edition_are_not_reused_in_another(edition):
    """The pictures of pieces and icons are cached: a Stark unit, power token, order back and the
    decisions' house icon drawn for a 2nd edition game are drawn anew for A Dance with Dragons."""
    def drawn() -> list[QImage]:
        out = []
        for item in (UnitItem("winterfell", "stark", "knight"), PowerTokenItem("winterfell", "stark"),
                     OrderItem("winterfell", "stark", None)):
            rect = item.boundingRect()
            out.append(_sprite(item, item.sprite_key() + (2.0,), rect, 2.0).toImage())
        out.append(sign_pixmap("stark", 28).toImage())
        return out

    edition("second_edition")
    wolf = drawn()
    edition(ADWD)
    bolton = drawn()
    assert all(a != b for a, b in zip(wolf, bolton))
    edition("second_edition")
    assert drawn() == wolf
