"""Every piece of a crowded area stands inside that area: the largest army an area can hold, a
battle's attackers beside it, its order, power token and garrison, on every land area, sea and port
of every board (2nd edition, 1st edition, Mother of Dragons with Essos), in English and Chinese.

A battle at Seagard once drew the defenders and attackers over the sea and onto the Twins: the
eight figures were laid out as one block that did not fit, and the block was put down anyway."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from engine.game import Game

from agot_qt.words import i18n, names
from agot_qt.board.items import CommanderBadgeItem
from agot_qt.board.scene import MapScene

MARGIN = 5.0  # scene pixels: a piece's centre lies at least this far inside its area
LAND = ["knight", "knight", "footman", "footman"]


def largest_army(game: Game, kind: str) -> list[str]:
    """The most units one area of this kind can hold: the supply track's largest army, or the
    ships a port takes."""
    most = max(max(row) for row in game.rs.supply_table)
    if kind == "port":
        most = min(most, 3)
    return (["ship"] * most) if kind != "land" else (LAND * most)[:most]


def crowded_view(game: Game, combat_at: str | None) -> dict:
    """Every area holds its largest army with an order (and a land area a power token and a
    garrison); in `combat_at` as many attackers stand beside the defenders."""
    view = game.view(None)
    houses = view["houses"]
    tokens = game.rs.order_token_ids
    view["units"], view["orders"], view["tokens"], view["garrisons"] = {}, {}, {}, {}
    view["face_down_orders"], view["neutral"] = {}, {}
    for i, (rid, reg) in enumerate(sorted(game.rs.regions.items())):
        house = houses[i % len(houses)]
        view["units"][rid] = {"house": house, "units": largest_army(game, reg.kind), "routed": []}
        view["orders"][rid] = {"house": house, "token": tokens[i % len(tokens)]}
        if reg.kind == "land":
            view["tokens"][rid] = house
            view["garrisons"][rid] = 2
    view["combat"] = None
    if combat_at is not None:
        kind = game.rs.regions[combat_at].kind
        defender = view["units"][combat_at]["house"]
        attacker = next(h for h in houses if h != defender)
        view["combat"] = {"area": combat_at, "attacker": attacker, "defender": defender,
                          "attacking_units": largest_army(game, kind)}
    return view


def strays(scene: MapScene, rid: str) -> list[tuple[str, int, int]]:
    """The pieces of `rid` whose centre is outside the area or nearer its edge than MARGIN."""
    path = scene.geometry.regions[rid].path
    out = []
    for piece in scene.pieces.get(rid, []):
        if isinstance(piece, CommanderBadgeItem):
            continue
        p = piece.pos()
        ring = [QPointF(p.x() + dx * MARGIN, p.y() + dy * MARGIN) for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
        if not all(path.contains(q) for q in ring):
            out.append((getattr(piece, "unit", piece.kind), round(p.x()), round(p.y())))
    return out


# the names (which pieces keep clear of) are longer in English, wider in Chinese
@pytest.mark.parametrize("ruleset_id,language", [("second_edition", "en"), ("second_edition", "zh_CN"),
                                                 ("first_edition", "en"), ("mother_of_dragons", "en"),
                                                 ("mother_of_dragons", "zh_CN")])
def test_a_crowded_battle_stays_inside_its_area(ruleset_id, language):
    names.use_ruleset(ruleset_id)
    i18n.set_language(language)
    try:
        game = Game.new(players=len(names.ruleset(ruleset_id).houses), seed=3, ruleset=ruleset_id)
        scene = MapScene(ruleset_id=ruleset_id)
        scene.retranslate()
        bad: dict[str, list] = {}
        scene.set_view(crowded_view(game, None))
        for rid in scene.regions:  # ports hold no battle: their ships and order alone
            if game.rs.regions[rid].kind == "port" and strays(scene, rid):
                bad[rid] = strays(scene, rid)
        battles = [rid for rid in scene.regions if game.rs.regions[rid].kind != "port"]
        for rid in battles:
            scene.set_view(crowded_view(game, rid))
            attackers = [p for p in scene.pieces[rid] if getattr(p, "attacking", False)]
            assert len(attackers) == len(largest_army(game, game.rs.regions[rid].kind))
            if strays(scene, rid):
                bad[rid] = strays(scene, rid)
        assert bad == {}
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")
