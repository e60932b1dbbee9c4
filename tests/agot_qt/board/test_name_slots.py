"""Nothing covers a name: units, orders, power tokens, garrisons and neutral forces are placed
where they overlap no area's name (nor its castle, barrels and crowns), at the start of a game
and when every area holds its largest army with an order and a power token beside it, in every
language."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from engine.game import Game

from agot_qt.words import i18n
from agot_qt.board.items import OrderItem, PieceItem, PowerTokenItem, StrengthTokenItem, UnitItem
from agot_qt.board.scene import MapScene

LARGEST_ARMY = {"land": ["knight", "knight", "footman", "siege-engine"], "sea": ["ship"] * 4, "port": ["ship"] * 3}


def visible_rect(piece: PieceItem) -> QRectF:
    """The part of the scene a piece's picture covers (its glyph, not its hover ring)."""
    share = 0.9 if isinstance(piece, UnitItem) else 1.0
    half = piece.size * share / 2
    return QRectF(piece.x() - half, piece.y() - half, 2 * half, 2 * half)


def covered_names(scene: MapScene) -> list[tuple[str, str, str]]:
    names = [(rid, label.occupied()) for rid, label in scene.labels.items()
             if not label.suppressed and label.text and not label.occupied().isEmpty()]
    out = []
    for items in scene.pieces.values():
        for piece in items:
            box = visible_rect(piece)
            for rid, rect in names:
                if box.intersects(rect.adjusted(1, 1, -1, -1)):
                    out.append((piece.region, piece.kind if not isinstance(piece, UnitItem) else piece.unit, rid))
    return out


def full_view(game: Game) -> dict:
    view = game.view(None)
    houses = view["houses"]
    tokens = game.rs.order_token_ids
    units, orders, power = {}, {}, {}
    for i, (rid, reg) in enumerate(sorted(game.rs.regions.items())):
        house = houses[i % len(houses)]
        units[rid] = {"house": house, "units": LARGEST_ARMY[reg.kind], "routed": []}
        orders[rid] = {"house": house, "token": tokens[i % len(tokens)]}
        if reg.kind == "land":
            power[rid] = houses[(i + 1) % len(houses)]
    view["units"], view["orders"], view["tokens"] = units, orders, power
    return view


@pytest.fixture(params=["en", "zh_CN", "zh_TW"])
def language(request):
    i18n.set_language(request.param)
    yield request.param
    i18n.set_language("en")


def test_no_piece_covers_a_name_at_the_start(language):
    scene = MapScene()
    scene.retranslate()
    scene.set_view(Game.new(players=6, seed=3).view(None))
    assert covered_names(scene) == []


def test_no_piece_covers_a_name_when_every_area_holds_its_largest_army(language):
    scene = MapScene()
    scene.retranslate()
    scene.set_view(full_view(Game.new(players=6, seed=3)))
    kinds = {type(p) for items in scene.pieces.values() for p in items}
    assert {UnitItem, OrderItem, PowerTokenItem, StrengthTokenItem} <= kinds
    assert covered_names(scene) == []


def covered_garrisons(scene: MapScene) -> list[tuple[str, str]]:
    """(area, piece kind) of every piece whose picture overlaps a garrison or neutral force."""
    out = []
    for rid, items in scene.pieces.items():
        for strength in (p for p in items if isinstance(p, StrengthTokenItem)):
            for piece in items:
                if piece is not strength and visible_rect(piece).intersects(visible_rect(strength)):
                    out.append((rid, piece.unit if isinstance(piece, UnitItem) else piece.kind))
    return out


def test_no_unit_order_or_power_token_covers_a_garrison(language):
    """Dragonstone's footman, knight and order left its garrison no room when the garrison was
    placed last."""
    game = Game.new(players=6, seed=3)
    start = game.view(None)
    start["orders"] = {"dragonstone": {"house": "baratheon", "token": "march"}}
    for view in (start, full_view(game)):
        scene = MapScene()
        scene.retranslate()
        scene.set_view(view)
        assert any(isinstance(p, StrengthTokenItem) for p in scene.pieces["dragonstone"])
        assert covered_garrisons(scene) == []
        assert covered_names(scene) == []
