"""The map scene shows exactly the pieces of the view it is given."""
from __future__ import annotations

from collections import Counter

import pytest

from engine.game import Game

from agot_qt.board.scene import MapScene

from ..helpers import army, position


def expected_pieces(view: dict) -> Counter:
    """The pieces a view calls for, described like MapScene.piece_summary."""
    from agot_qt.words.names import ruleset

    rs = ruleset()
    c: Counter = Counter()
    for region, a in view["units"].items():
        for u in a["units"]:
            c[("unit", region, a["house"], u, False)] += 1
        for u in a["routed"]:
            c[("unit", region, a["house"], u, True)] += 1
    combat = view.get("combat")
    if combat:  # the attackers stand in the contested area while the battle lasts
        for u in combat["attacking_units"]:
            c[("unit", combat["area"], combat["attacker"], u, False)] += 1
    for region, o in view["orders"].items():
        c[("order", region, o["house"], o["token"])] += 1
    for region, house in view.get("face_down_orders", {}).items():
        if region not in view["orders"]:
            token = view.get("my_orders", {}).get(region) if house == view["seat"] else None
            c[("order", region, house, token)] += 1
    for region, house in view["tokens"].items():
        c[("power", region, house)] += 1
    for region, n in view["garrisons"].items():
        c[("garrison", region, rs.regions[region].home_of, n)] += 1
    for region, n in view["neutral"].items():
        c[("neutral", region, None, n)] += 1
    return c


def busy_position():
    return position(phase="march", units={
        "winterfell": army("stark", "footman", "footman", "knight", "knight", "siege-engine"),
        "the-twins": army("stark", "footman", routed=["knight"]),
        "the-shivering-sea": army("stark", "ship", "ship", "ship"),
        "lannisport": army("lannister", "knight", "footman", "footman", "siege-engine", "siege-engine"),
        "port-of-lannisport": army("lannister", "ship", "ship"),
        "riverrun": army("lannister", routed=["footman", "footman"]),
        "sunspear": army("martell", "knight"),
    }, orders={"winterfell": ["stark", "march-plus-one"], "lannisport": ["lannister", "defense-plus-two"],
               "the-shivering-sea": ["stark", "support-1"], "sunspear": ["martell", "march"]},
        tokens={"karhold": "stark", "blackwater": "lannister", "the-reach": "tyrell"})


def test_the_scene_shows_exactly_the_units_orders_and_tokens_of_a_view(qtbot):
    g = busy_position()
    view = g.view(None)
    scene = MapScene()
    scene.set_view(view)
    got = scene.piece_summary()
    assert got == expected_pieces(view)
    # spot checks that the expectation itself is what the position says
    assert got[("unit", "the-twins", "stark", "knight", True)] == 1
    assert got[("unit", "winterfell", "stark", "knight", False)] == 2
    assert got[("order", "lannisport", "lannister", "defense-plus-two")] == 1
    assert got[("power", "karhold", "stark")] == 1
    assert got[("neutral", "kings-landing", None, 5)] == 1
    assert got[("garrison", "pyke", "greyjoy", 2)] == 1


def test_the_scene_follows_a_changed_view_and_keeps_unchanged_areas(qtbot):
    g = busy_position()
    view = g.view(None)
    scene = MapScene()
    scene.set_view(view)
    kept = list(scene.pieces["lannisport"])
    moved = dict(view)
    moved["units"] = dict(view["units"])
    del moved["units"]["sunspear"]
    moved["units"]["yronwood"] = {"house": "martell", "units": ["knight"], "routed": []}
    moved["orders"] = {r: o for r, o in view["orders"].items() if r != "sunspear"}
    scene.set_view(moved)
    assert scene.piece_summary() == expected_pieces(moved)
    assert not [it for it in scene.pieces.get("sunspear", []) if it.kind in ("unit", "order")]
    assert scene.pieces["lannisport"] == kept  # untouched areas keep their items


def test_orders_are_face_down_for_others_and_face_up_for_their_owner(qtbot):
    from engine import commands as C

    g = Game.new(players=3, seed=1)
    d = [x for x in g.waiting_for() if x.seat == "stark"][0].options
    g.act("stark", C.PlaceOrders(tuple(zip(d["regions"], ["march", "raid-1", "support-1"]))))
    scene = MapScene()
    for seat in ("stark", "lannister", None):
        view = g.view(seat)
        scene.set_view(view)
        orders = {k[1]: k[3] for k in scene.piece_summary() if k[0] == "order"}
        assert set(orders) == set(d["regions"])
        if seat == "stark":
            assert sorted(orders.values()) == ["march", "raid-1", "support-1"]
        else:
            assert set(orders.values()) == {None}, "another house's orders stay face down"


def test_blocked_areas_are_shaded_and_land_shows_its_controller(qtbot):
    g = Game.new(players=3, seed=1)
    scene = MapScene()
    scene.set_view(g.view(None))
    blocked = set(g.view(None)["blocked"])
    assert blocked, "a three-player game blocks areas"
    assert {r for r, item in scene.regions.items() if item.blocked} == blocked
    assert scene.regions["winterfell"].controller == "stark"
    assert scene.regions["the-shivering-sea"].controller is None


def test_region_at_finds_the_area_under_a_point(qtbot):
    scene = MapScene()
    for rid in ("winterfell", "the-narrow-sea", "port-of-white-harbor", "kings-landing"):
        geo = scene.geometry.regions[rid]
        assert scene.region_at(geo.label) == rid or scene.region_at(geo.unit_slot) == rid


def test_attackers_stand_in_the_contested_area_during_a_battle(qtbot):
    from engine import commands as C

    g = position(phase="march", turn="stark", units={
        "winterfell": army("stark", "knight", "knight", "footman"),
        "moat-cailin": army("greyjoy", "footman", "footman"),
    }, orders={"winterfell": ["stark", "march"]})
    g.act("stark", C.ResolveMarch("winterfell", (("moat-cailin", ("knight", "knight")),)))
    view = g.view(None)
    assert view["combat"]["attacking_units"] == ["knight", "knight"]
    scene = MapScene()
    scene.set_view(view)
    got = scene.piece_summary()
    assert got == expected_pieces(view)
    assert got[("unit", "moat-cailin", "stark", "knight", False)] == 2
    assert got[("unit", "winterfell", "stark", "knight", False)] == 0
    attackers = [it for it in scene.pieces["moat-cailin"] if getattr(it, "attacking", False)]
    assert len(attackers) == 2


@pytest.mark.parametrize("ruleset_id", ["second_edition", "mother_of_dragons"])
@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_a_land_areas_name_and_castle_lie_on_its_own_land(qtbot, ruleset_id, language):
    """Seagard's name had its castle over Ironman's Bay: every land area's name, with its icons,
    lies mostly on its area (Seagard's castle now stands above its name), clear of other names."""
    from agot_qt.words import i18n

    i18n.set_language(language)
    try:
        scene = MapScene(ruleset_id=ruleset_id)
        scene.retranslate()
        off = {rid: round(scene._inside(rid, label.occupied()), 2) for rid, label in scene.labels.items()
               if scene.rs.regions[rid].kind == "land" and label.text
               and scene._inside(rid, label.occupied()) < MapScene.ON_LAND}
        assert off == {}
        seagard = scene.labels["seagard"].occupied()
        assert not any(seagard.intersects(label.occupied()) for rid, label in scene.labels.items()
                       if rid != "seagard" and label.text)
    finally:
        i18n.set_language("en")
