"""The scene with the Mother of Dragons areas: Essos beside Westeros, left out when all of it is
out of play, loyalty tokens and a dragon's strength drawn from the view, the overlays in place.

Until the project carries the expansion's ruleset, the scene is fed a ruleset built here from the
second edition plus the expansion's areas (their ids as resources/map/mother_of_dragons.json names
them), and views of the documented shape: `loyalty` (area -> tokens), `unit_strengths` (unit type
-> strength now), `blocked` (areas out of play).
"""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from PySide6.QtGui import QImage

from agot_qt.words import names
from agot_qt.board.items import LoyaltyTokenItem, UnitItem, piece_pixmap
from agot_qt.board.scene import MapScene
from engine.ruleset import build_ruleset as _build, load_ruleset

from .board.test_mod_map import ESSOS_LAND, ESSOS_PORTS, ESSOS_SEAS, OVERLAY

ROOT = Path(__file__).resolve().parents[2]
MOD_ID = "mod_table_test"


def _region(rid: str, kind: str, port_of: dict | None = None) -> dict:
    return {"id": rid, "name": rid.replace("-", " ").title(), "name_zh": None, "kind": kind, "castle": None,
            "supply_barrels": 0, "power_crowns": 0, "home_of": None, "port": None, "port_of": port_of,
            "island": False, "home_garrison": None, "neutral_force": {}, "blocked_player_counts": [],
            "blocked_in_3p": False}


@pytest.fixture
def mod_ruleset(monkeypatch):
    """A ruleset whose map has every area the expansion adds (the second edition's otherwise)."""
    raw = copy.deepcopy(load_ruleset("second_edition").raw)
    kinds = {**{r: "land" for r in ESSOS_LAND + ("the-vale-of-arryn",)},
             **{r: "sea" for r in ESSOS_SEAS + ("the-bite",)}}
    ports = {"port-of-the-eyrie": ("the-eyrie", "the-narrow-sea"), "port-of-braavos": ("braavos", "braavosian-coastlands"),
             "port-of-pentos": ("pentos", "bay-of-pentos"), "port-of-volantis": ("volantis", "the-orange-shore")}
    raw["regions"] += [_region(r, k) for r, k in kinds.items()]
    raw["regions"] += [_region(p, "port", {"land": land, "sea": sea}) for p, (land, sea) in ports.items()]
    raw["adjacency"]["pairs"] += [[p, land] for p, (land, _) in ports.items()] + [[p, sea] for p, (_, sea) in ports.items()]
    raw["rules"]["loyalty"] = {"house": "targaryen"}
    rs = _build(MOD_ID, raw)
    real = names.ruleset
    monkeypatch.setattr(names, "ruleset", lambda rid=None: rs if rid == MOD_ID else real(rid))
    # what reads a view's ruleset (ruleset_of_view) finds it too
    import engine.ruleset as engine_ruleset

    real_load = engine_ruleset.load_ruleset
    monkeypatch.setattr(engine_ruleset, "load_ruleset",
                        lambda rid=engine_ruleset.DEFAULT_RULESET: rs if rid == MOD_ID else real_load(rid))
    return rs


def _view(blocked=(), **extra) -> dict:
    view = {"seat": None, "units": {}, "orders": {}, "tokens": {}, "garrisons": {}, "neutral": {},
            "blocked": list(blocked), "control": {}}
    view.update(extra)
    return view


def test_essos_is_drawn_beside_westeros_and_left_out_when_out_of_play(qtbot, mod_ruleset):
    scene = MapScene(ruleset_id=MOD_ID)
    base = MapScene()
    assert set(ESSOS_LAND + ESSOS_SEAS + ESSOS_PORTS + OVERLAY) <= set(scene.regions)
    assert scene.sceneRect().width() > base.sceneRect().width() * 1.3, "the table is wider for Essos"
    essos = scene.geometry.side_boards[0]
    assert scene.sceneRect().contains(essos)
    assert all(essos.contains(scene.regions[r].path.boundingRect().center()) for r in ESSOS_LAND)
    # a game without Targaryen blocks every area of Essos: the side board is not drawn at all
    scene.set_view(_view(blocked=ESSOS_LAND + ESSOS_SEAS + ESSOS_PORTS))
    assert not set(ESSOS_LAND) & set(scene.regions)
    assert "the-bite" in scene.regions and scene.sceneRect() == base.sceneRect()
    scene.set_view(_view())
    assert set(ESSOS_LAND) <= set(scene.regions)


def test_the_overlays_replace_the_areas_they_cut(qtbot, mod_ruleset):
    scene = MapScene(ruleset_id=MOD_ID)
    base = MapScene()
    bite, narrow = scene.regions["the-bite"].path, scene.regions["the-narrow-sea"].path
    assert not bite.intersects(narrow.translated(0, 0)) or bite.intersected(narrow).boundingRect().width() < 1
    assert base.regions["the-narrow-sea"].path.boundingRect().contains(bite.boundingRect().center())
    assert scene.region_at(scene.geometry.regions["the-vale-of-arryn"].unit_slot) == "the-vale-of-arryn"
    assert scene.region_at(scene.geometry.regions["the-bite"].unit_slot) == "the-bite"
    assert scene.region_at(scene.geometry.regions["braavos"].unit_slot) == "braavos"


def test_loyalty_tokens_are_on_the_map(qtbot, mod_ruleset):
    scene = MapScene(ruleset_id=MOD_ID)
    scene.set_view(_view(loyalty={"kings-landing": 1, "myr": 3}))
    tokens = {d[1]: d[2] for d in scene.piece_summary() if d[0] == "loyalty"}
    assert tokens == {"kings-landing": 1, "myr": 3}
    item = next(it for it in scene.pieces["myr"] if isinstance(it, LoyaltyTokenItem))
    assert item.house == "targaryen"
    assert scene.regions["myr"].path.contains(item.pos())
    scene.set_view(_view(loyalty={"kings-landing": 1}))
    assert not any(d[0] == "loyalty" and d[1] == "myr" for d in scene.piece_summary())


def _differs(a: QImage, b: QImage) -> bool:
    return any(a.pixelColor(x, y) != b.pixelColor(x, y) for x in range(0, a.width(), 2) for y in range(0, a.height(), 2))


def test_a_dragon_shows_its_strength_and_every_house_piece_draws(qtbot):
    from PySide6.QtWidgets import QGraphicsItem

    plain = piece_pixmap(UnitItem("x", "targaryen", "dragon"), 64).toImage()
    assert UnitItem("x", "targaryen", "dragon").badge is None
    dragons = [UnitItem("x", "targaryen", "dragon", strength=n) for n in (1, 3)]  # kept: they own their badges
    badges = [d.badge for d in dragons]
    assert [b.strength for b in badges] == [1, 3]
    assert all(b.flags() & QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations for b in badges)
    drawn = []
    for b in badges:
        image = QImage(20, 20, QImage.Format.Format_ARGB32)
        image.fill(0)
        from PySide6.QtGui import QPainter

        p = QPainter(image)
        p.translate(10, 10)
        b.paint(p, None)
        p.end()
        drawn.append(image)
    assert _differs(*drawn), "the number is drawn"
    footman = piece_pixmap(UnitItem("x", "targaryen", "footman"), 64).toImage()
    assert _differs(plain, footman), "a dragon has its own figure"
    for house in ("arryn", "targaryen"):
        for unit in ("footman", "knight", "ship"):
            assert not piece_pixmap(UnitItem("x", house, unit), 48).toImage().isNull()


def test_the_scene_takes_a_dragons_strength_from_the_view(qtbot, mod_ruleset, monkeypatch):
    """The window never computes a strength: it shows the view's `unit_strengths` on units whose
    type changes strength in play (here a footman stands in for such a type)."""
    import dataclasses

    ut = mod_ruleset.unit_types["footman"]
    if "strength_steps" not in {f.name for f in dataclasses.fields(ut)}:
        pytest.skip("this engine's unit types have no strength steps yet")
    stepped = dataclasses.replace(ut, strength_steps=(2, 4))
    monkeypatch.setitem(mod_ruleset.unit_types, "footman", stepped)
    scene = MapScene(ruleset_id=MOD_ID)
    army = {"house": "targaryen", "units": ["footman"], "routed": []}
    scene.set_view(_view(units={"pentos": army}, unit_strengths={"footman": 4}))
    unit = next(it for it in scene.pieces["pentos"] if isinstance(it, UnitItem))
    assert unit.strength == 4
    scene.set_view(_view(units={"pentos": army}, unit_strengths={"footman": 5}))
    unit = next(it for it in scene.pieces["pentos"] if isinstance(it, UnitItem))
    assert unit.strength == 5


def test_the_base_board_has_no_expansion_areas(qtbot):
    scene = MapScene()
    assert not set(OVERLAY + ESSOS_LAND) & set(scene.regions)
    assert json.loads((ROOT / "resources" / "map" / "outlines.json").read_text(encoding="utf-8"))["regions"].keys() \
        == scene.geometry.regions.keys()


@pytest.mark.parametrize("lang, bite, braavos, dragon", [("en", "The Bite", "Braavos", "Dragon"),
                                                         ("zh_CN", "咬人湾", "布拉佛斯", "龙"),
                                                         ("zh_TW", "咬人灣", "布拉佛斯", "龍")])
def test_the_expansions_names_exist_in_every_language(qtbot, lang, bite, braavos, dragon):
    from PySide6.QtCore import QCoreApplication

    from agot_qt.words import i18n

    i18n.set_language(lang)
    try:
        tr = QCoreApplication.translate
        assert (tr("Names", "The Bite"), tr("Names", "Braavos"), tr("Names", "Dragon")) == (bite, braavos, dragon)
        for house in ("Arryn", "Targaryen"):
            assert tr("Names", house) != house or lang == "en"
    finally:
        i18n.set_language("en")


def test_the_status_board_shows_eight_houses_and_targaryens_loyalty(qtbot, mod_ruleset, monkeypatch):
    """Eight houses on every track and in the victory rows; Targaryen's row counts the loyalty the
    view reports against the ruleset's target, not castles."""
    from PySide6.QtCore import QPoint

    from agot_qt.panels.tracks import StatusBoard

    monkeypatch.setitem(mod_ruleset.rules, "victory",
                        {"measure": "castles", "by_house": {"targaryen": {"measure": "loyalty", "to_win": 7}}})
    houses = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell", "arryn", "targaryen"]
    view = {"ruleset": MOD_ID, "round": 3, "wildling_threat": 4, "players": 6, "houses": houses,
            "tracks": {t: list(houses) for t in ("iron_throne", "fiefdoms", "kings_court")},
            "supply": {h: 2 for h in houses}, "power": {h: 5 for h in houses},
            "castles": {h: 1 for h in houses}, "victory_scores": {**{h: 1 for h in houses}, "targaryen": 4}}
    board = StatusBoard()
    qtbot.addWidget(board)
    board.refresh(view)
    board.resize(330, board.sizeHint().height())
    board.grab()  # paints, collecting the tooltips
    assert board.sizeHint().height() > 8 * board.HOUSE_ROW + 3 * board.TRACK_H, "room for eight victory rows"
    tips = [t for _, t in board.hits]
    loyalty = [t for t in tips if "loyalty" in t]
    assert len(loyalty) == 1 and "4 loyalty" in loyalty[0] and "victory at 7" in loyalty[0], loyalty
    for track in ("iron_throne", "fiefdoms", "kings_court"):
        assert sum(1 for t in tips if "#8" in t) == 3, "the eighth place of each track is drawn"
    chips = [r for r, t in board.hits if "#8" in t]
    assert all(board.rect().contains(r.toRect()) for r in chips), "no place is clipped"


def test_eight_houses_on_one_supply_level_fit_in_its_box(qtbot, mod_ruleset):
    from agot_qt.style import theme
    from agot_qt.panels.tracks import StatusBoard

    houses = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell", "arryn", "targaryen"]
    view = {"ruleset": MOD_ID, "round": 1, "wildling_threat": 2, "players": 6, "houses": houses,
            "tracks": {t: list(houses) for t in ("iron_throne", "fiefdoms", "kings_court")},
            "supply": {h: 0 for h in houses}, "power": {h: 5 for h in houses}, "castles": {h: 0 for h in houses}}
    board = StatusBoard()
    qtbot.addWidget(board)
    board.refresh(view)
    board.resize(330, board.sizeHint().height())
    image = board.grab().toImage()
    box = next(r for r, t in board.hits if t.startswith("Supply 0")).toRect().adjusted(1, 1, -1, -1)
    seen = {image.pixelColor(x, y).name() for x in range(box.left(), box.right()) for y in range(box.top(), box.bottom())}
    missing = [h for h in houses if theme.house_color(h).name() not in seen]
    assert not missing, f"chips cut off the supply box: {missing}"


def test_a_ruleset_the_engine_does_not_offer_is_not_offered(monkeypatch):
    """The new-game dialog and the lobby offer `names.editions()`: only rulesets the engine offers
    (one that does not yet play to the end is loadable but not offered)."""
    from engine import ruleset as engine_rulesets

    monkeypatch.setattr(engine_rulesets, "OFFERED_RULESETS", ("second_edition",), raising=False)
    assert names.editions() == ["second_edition"]
    monkeypatch.setattr(engine_rulesets, "OFFERED_RULESETS", ("second_edition", "first_edition"), raising=False)
    assert names.editions() == ["second_edition", "first_edition"]
    assert names.edition("mother_of_dragons") == "Mother of Dragons"


def test_the_standings_rank_eight_houses_by_their_own_scores(qtbot, mod_ruleset, monkeypatch):
    from agot_qt.panels.standings import standings_html

    monkeypatch.setitem(mod_ruleset.rules, "victory",
                        {"measure": "castles", "by_house": {"targaryen": {"measure": "loyalty", "to_win": 7}}})
    houses = ["stark", "lannister", "baratheon", "greyjoy", "tyrell", "martell", "arryn", "targaryen"]
    castles = {h: 2 for h in houses} | {"stark": 4, "targaryen": 0}
    view = {"ruleset": MOD_ID, "houses": houses, "tracks": {"iron_throne": list(houses)}, "units": {}, "tokens": {},
            "supply": {h: 1 for h in houses}, "power": {h: 5 for h in houses}, "castles": castles,
            "victory_scores": castles | {"targaryen": 3}, "finished": False}
    text = standings_html(view)
    assert text.count("<tr>") == 9 and "Loyalty" in text
    order = [text.index(f"<b>{names.house(h)}</b>") for h in ("stark", "targaryen", "lannister")]
    assert order == sorted(order), "Stark (4 castles), then Targaryen (3 loyalty), then the houses with 2"


def test_a_house_without_siege_engines_musters_without_them(qtbot):
    """Targaryen has no siege engines: its muster decision offers none, and the widget shows no
    button for them (nor for upgrading to one) instead of failing on the missing cost."""
    from agot_qt import decisions as D

    from .helpers import position

    g = position(phase="westeros", westeros={"I": ["mustering"], "II": ["last-days-of-summer"],
                                             "III": ["feast-for-crows"]},
                 tracks={"iron_throne": ["lannister", "baratheon", "stark", "martell", "greyjoy", "tyrell"]})
    view = g.view("lannister")
    decision = copy.deepcopy(view["decisions"][0])
    for table in ("costs", "reserve", "upgrade_costs"):
        decision["options"][table].pop("siege-engine", None)
    scene = MapScene()
    scene.set_view(view)
    w = D.WIDGETS[decision["kind"]]("lannister", decision, view, scene, [])
    qtbot.addWidget(w)
    assert set(w.unit_buttons) == {"footman", "knight", "ship", "upgrade:knight"}
    assert not w.add("lannisport", "siege-engine") and not w.can_add("lannisport", "upgrade:siege-engine")
    assert w.add("lannisport", "knight")


def test_flying_units_alone_may_march_to_the_areas_only_they_reach(qtbot, monkeypatch):
    """A march decision lists `flight_destinations` for a mixed army with flying units (dragons):
    the widget sends a group there only when it is made of flyers alone, and highlights those
    areas once only flyers are picked. (Knights stand in for a flying type here.)"""
    import types

    from agot_qt import decisions as D

    from .helpers import army, position

    g = position(phase="march", turn="stark", units={"winterfell": army("stark", "knight", "footman"),
                                                     "sunspear": army("martell", "footman")},
                 orders={"winterfell": ["stark", "march"], "sunspear": ["martell", "defense-plus-one-1"]})
    view = g.view("stark")
    decision = copy.deepcopy(view["decisions"][0])
    decision["options"]["marches"]["winterfell"]["flight_destinations"] = ["sunspear", "highgarden"]
    rs = names.ruleset(view["ruleset"])
    knight = rs.unit_types["knight"]
    monkeypatch.setitem(rs.unit_types, "knight", types.SimpleNamespace(**{**vars(knight), "flies": True}))
    scene = MapScene()
    scene.set_view(view)
    w = D.WIDGETS[decision["kind"]]("stark", decision, view, scene, [])
    qtbot.addWidget(w)
    w.activate()
    assert "highgarden" not in scene.highlights, "nothing picked: no flight shown"
    assert not w.move("highgarden", ["footman"]) and not w.move("highgarden", ["knight", "footman"])
    assert "only by flying units" in w.refusal("highgarden")
    w.unit_clicked("winterfell", "knight", False)
    assert scene.highlights.get("highgarden") == "legal" and scene.highlights.get("sunspear") == "combat"
    assert w.move("sunspear", ["knight"])
    assert not w.move("sunspear", ["footman"]), "a footman cannot join the flight"
    assert w.command().moves == (("sunspear", ("knight",)),)


def test_the_battle_preview_counts_a_dragons_strength_from_the_view(qtbot):
    """Round 4: each dragon has strength 2; the preview of a battle with two of them says 4 for
    the units (the engine's rules applied to the view, the dragons' strength the view's)."""
    from engine import commands as C
    from engine.ruleset import RULESET_FILES

    from agot_qt.model import combat_preview
    from agot_qt.devtools.screenshots import dragon_battle_position

    if "mother_of_dragons" not in RULESET_FILES:
        pytest.skip("no Mother of Dragons ruleset")
    g = dragon_battle_position()
    g.act("targaryen", C.ResolveMarch("pentos", (("blackwater", ("dragon", "dragon")),), False))
    view = g.view("targaryen")
    assert view["unit_strengths"]["dragon"] == 2
    preview = combat_preview(view, [])
    assert preview is not None and preview["attacker"]["units"] == 4


@pytest.mark.parametrize("lang, pentos, card", [("en", "Pentos", "Illyrio Mopatis"), ("zh_CN", "潘托斯", None),
                                                ("zh_TW", "潘托斯", "伊利里歐·摩帕提斯")])
def test_the_log_names_the_expansions_areas_and_cards(qtbot, lang, pentos, card):
    """Ids only Mother of Dragons has (Pentos, Illyrio Mopatis) are named in the interface language,
    not written as ids, and its cards are not looked up as first-edition names."""
    from engine.ruleset import RULESET_FILES

    from agot_qt.words import i18n

    if "mother_of_dragons" not in RULESET_FILES:
        pytest.skip("no Mother of Dragons ruleset")
    i18n.set_language(lang)
    names.use_ruleset("mother_of_dragons")
    try:
        assert names.any_id("pentos") == pentos and names.region("pentos") == pentos
        got = names.any_id("illyrio-mopatis")
        assert got != "illyrio-mopatis" and (card is None or got == card)
        assert names.any_id("robb-stark") != "robb-stark"
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


def test_a_new_game_and_a_lan_game_offer_mother_of_dragons_with_eight_houses(qtbot):
    from engine.ruleset import OFFERED_RULESETS

    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.screens.new_game import NewGameDialog

    assert "mother_of_dragons" in OFFERED_RULESETS, "it plays to the end (selfplay --check at 7 and 8)"
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData("mother_of_dragons"))
    assert (d.players.minimum(), d.players.maximum()) == (7, 8)
    d.players.setValue(8)
    for h in ("arryn", "targaryen"):
        assert not d.house_boxes[h].isHidden() and d.house_boxes[h].isEnabled()
        d.house_boxes[h].setChecked(True)
    assert {"arryn", "targaryen"} <= set(d.result_settings()["humans"])
    d.players.setValue(7)
    assert not d.house_boxes["targaryen"].isEnabled(), "Targaryen plays only in the eight-house game"
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData("mother_of_dragons"))
    assert form.players.maximum() == 8 and not form.holder_boxes["targaryen"].isHidden()


def test_a_hot_seat_game_of_eight_houses_runs_in_the_window(qtbot):
    """Two people (Arryn and Targaryen) at one computer with six bots: the window shows the eight
    houses' board with Essos and reaches the first seat's decision without failing."""
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    lg = LocalGame.new(8, ["arryn", "targaryen"], edition="mother_of_dragons", bot_delay_ms=0)
    w.start_game(lg)
    qtbot.waitUntil(lambda: lg.model.synced() and w.scene.rs.id == "mother_of_dragons", timeout=20000)
    assert "pentos" in w.scene.regions and w.scene.geometry.side_boards
    assert len(lg.model.view(None)["houses"]) == 8
    lg.stop()
    w.close()
    names.use_ruleset("second_edition")


@pytest.mark.parametrize("lang, arryn", [("en", "Arryn"), ("zh_CN", "艾林"), ("zh_TW", "艾林")])
def test_houses_of_another_edition_are_named_while_the_second_is_on_screen(qtbot, lang, arryn):
    """The new-game dialog and the LAN host form list every edition's houses before a game starts."""
    from agot_qt.words import i18n

    i18n.set_language(lang)
    names.use_ruleset("second_edition")
    try:
        assert names.house("arryn") == arryn and names.house("targaryen") not in ("targaryen", "")
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", ["en", "zh_CN", "zh_TW"])
def test_no_piece_covers_a_name_on_the_eight_house_board(qtbot, lang):
    """As on the base board (test_name_slots.py): at the start and with every area holding its
    largest army, an order and a power token, no piece covers a name, Essos and the overlays included."""
    from engine.game import Game
    from engine.ruleset import RULESET_FILES

    from agot_qt.words import i18n

    from .board.test_name_slots import covered_names, full_view

    if "mother_of_dragons" not in RULESET_FILES:
        pytest.skip("no Mother of Dragons ruleset")
    i18n.set_language(lang)
    names.use_ruleset("mother_of_dragons")
    try:
        scene = MapScene(ruleset_id="mother_of_dragons")
        scene.retranslate()
        game = Game.new(players=8, seed=3, ruleset="mother_of_dragons")
        scene.set_view(game.view(None))
        assert covered_names(scene) == []
        scene.set_view(full_view(game))
        assert {"pentos", "the-bite", "port-of-the-eyrie"} <= set(scene.pieces)
        assert covered_names(scene) == []
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


def test_targaryens_default_view_shows_essos_and_panning_reaches_it_from_westeros(qtbot):
    """The Targaryen player's default view looks at Pentos with names readable; anyone else can pan
    (or fit) to Essos, which lies inside the scene beside Westeros."""
    from PySide6.QtCore import QSettings

    from engine.game import Game
    from engine.ruleset import RULESET_FILES

    from .helpers import window_with

    if "mother_of_dragons" not in RULESET_FILES:
        pytest.skip("no Mother of Dragons ruleset")
    for key in ("layout/tracks_open", "layout/decisions_open"):
        QSettings().remove(key)
    game = Game.new(players=8, seed=2, ruleset="mother_of_dragons")
    w, lg = window_with(qtbot, game, ["targaryen"], size=(1366, 768), whole_map=False)
    qtbot.waitExposed(w)
    qtbot.waitUntil(lambda: w.scene.rs.id == "mother_of_dragons" and w.map_view.label_px() >= 11, timeout=5000)
    view = w.map_view
    for area in ("pentos", "myr"):
        centre = w.scene.geometry.regions[area].centroid
        assert view.viewport().rect().contains(view.mapFromScene(centre)), f"{area} is in the default view"
    view.fit()
    assert view.mapToScene(view.viewport().rect()).boundingRect().contains(w.scene.geometry.side_boards[0].center())
    lg.stop()
    names.use_ruleset("second_edition")


def test_a_dragons_strength_reads_at_a_laptops_default_view_and_in_the_houses_panel(qtbot):
    """At 1366x768's default view a dragon's strength is a badge 17 px across with an 11 px digit
    (it was a 5 px dot), and the houses panel says it beside Targaryen, with the rounds it grows."""
    from engine.game import Game

    from .helpers import window_with

    w, lg = window_with(qtbot, Game.new(players=8, seed=1, ruleset="mother_of_dragons"), ["targaryen"],
                        size=(1366, 768), whole_map=False)
    try:
        qtbot.waitExposed(w)
        qtbot.waitUntil(lambda: w.map_view.label_px() >= 11, timeout=3000)
        dragons = [it for items in w.scene.pieces.values() for it in items
                   if isinstance(it, UnitItem) and it.unit == "dragon"]
        assert dragons and all(d.badge is not None and d.badge.strength == 0 for d in dragons)
        view = w.map_view
        for d in dragons:
            on_screen = d.badge.deviceTransform(view.viewportTransform()).mapRect(d.badge.boundingRect())
            assert on_screen.width() >= 17 and d.badge.FONT_PX >= 11
        unit_px = view.scale_factor() * dragons[0].size
        assert unit_px < 30, "the map is drawn small there: the badge does not shrink with it"
        w.left_panel.set_open(True)  # the tracks and houses (folded on a laptop at first)
        qtbot.waitUntil(lambda: w.houses.isVisible(), timeout=3000)
        w.houses.repaint()
        tips = [tip for _rect, tip in w.houses.hits if "Dragon" in tip]
        assert tips and "strength 0 now (round 1)" in tips[0] and "2, 4, 6, 8, 10" in tips[0], tips
    finally:
        lg.stop()


def test_an_order_in_a_port_of_the_expansion_leaves_its_ship_in_sight(qtbot):
    """Pentos', Braavos', Volantis' and the Eyrie's ports lay their ship and its order side by side
    in their circle, as the base board's ports do, never the order over the ship."""
    import math

    from agot_qt.board.items import ORDER_SIZE, UNIT_SIZE, OrderItem

    scene = MapScene(ruleset_id="mother_of_dragons")
    ports = {"port-of-pentos": "targaryen", "port-of-braavos": "targaryen", "port-of-volantis": "targaryen",
             "port-of-the-eyrie": "arryn", "port-of-white-harbor": "stark"}
    units = {p: {"house": h, "units": ["ship"], "routed": []} for p, h in ports.items()}
    orders = {p: {"house": h, "token": "support-1"} for p, h in ports.items()}
    scene.set_view(_view(units=units, orders=orders, ruleset="mother_of_dragons"))
    for port in ports:
        items = scene.pieces[port]
        ship = next(it for it in items if isinstance(it, UnitItem)).pos()
        order = next(it for it in items if isinstance(it, OrderItem)).pos()
        apart = math.dist((ship.x(), ship.y()), (order.x(), order.y()))
        assert apart >= 0.55 * (UNIT_SIZE + ORDER_SIZE) / 2, (port, round(apart, 1))
