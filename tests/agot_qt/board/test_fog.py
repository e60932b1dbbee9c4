"""Fog of war in the window: the board veils exactly the areas the view does not list as visible
(never working visibility out itself), draws no piece there, says so on hover; the panels show
only what the view holds; a move half out of sight reads as such in the log; a game without
private chats offers none."""
from __future__ import annotations

from PySide6.QtGui import QImage, QPainter

from engine.events import Event
from engine.game import Game

from agot_qt.board.scene import MapScene

from .test_map_scene import expected_pieces

FOG = {"fog-of-war": True}


def test_the_board_veils_the_areas_out_of_sight_and_draws_nothing_there():
    g = Game.new(6, seed=3, variants=FOG)
    view = g.view("stark")
    scene = MapScene()
    scene.set_view(view)
    seen = set(view["visible"])
    fogged = {rid for rid, item in scene.regions.items() if item.fogged}
    assert fogged == set(scene.regions) - seen - set(view["blocked"])
    assert "winterfell" not in fogged and "sunspear" in fogged
    assert scene.piece_summary() == expected_pieces(view)
    assert not any(k[1] in fogged for k in scene.piece_summary())
    # the veil is drawn: a fogged area's picture differs from the same area seen
    item = scene.regions["sunspear"]
    pictures = []
    for fog in (True, False):
        item.set_state(item.controller, False, fog)
        img = QImage(400, 400, QImage.Format.Format_ARGB32)
        img.fill(0)
        p = QPainter(img)
        p.translate(-item.path.boundingRect().topLeft())
        item.draw_base(p)
        p.end()
        pictures.append(img)
    assert pictures[0] != pictures[1]
    done = Game.new(6, seed=3)  # a game without fog: nothing veiled
    scene.set_view(done.view("stark"))
    assert not any(item.fogged for item in scene.regions.values())


def test_the_panels_take_a_fogged_view(qtbot):
    from agot_qt.panels.standings import standings_html
    from agot_qt.panels.tracks import StatusBoard

    g = Game.new(6, seed=3, variants=FOG)
    view = g.view("stark")
    assert set(view["supply"]) == {"stark"}
    panel = StatusBoard()
    qtbot.addWidget(panel)
    panel.refresh(view)
    panel.resize(330, 700)
    panel.grab()  # paints with only Stark's supply known
    assert any("fog of war" in tip for _, tip in panel.hits)
    assert "?" in standings_html(view)


def test_a_move_half_out_of_sight_reads_as_such_in_the_log(english):
    from agot_qt.words import log_text

    e = Event("UnitsMoved", {"house": "lannister", "units": ["footman"], "source": None, "dest": "the-reach"})
    text = log_text.describe(e)
    assert "out of sight" in text and "The Reach" in text
    assert log_text.regions_of(e) == ["the-reach"]
    assert "Dense Fog" in log_text.describe(Event("DenseFogFell", {"round": 2}))


def test_a_game_without_private_chats_offers_none(qtbot):
    from agot_qt.panels.chat import ChatPanel

    chat = ChatPanel()
    qtbot.addWidget(chat)
    chat.set_houses(["stark", "lannister", "baratheon"], "stark")
    assert chat.target.count() == 3  # everyone, and each other house
    chat.set_houses(["stark", "lannister", "baratheon"], "stark", whispers=False)
    assert chat.target.count() == 1 and chat.target.itemData(0) is None


def test_the_fog_of_war_screenshot_shows_a_seat_under_fog():
    from agot_qt.devtools.screenshots import fog_position

    g = fog_position()
    view = g.view("stark")
    assert g.s.round >= 3 and any(d.seat == "stark" and d.kind == "place-orders" for d in g.waiting_for())
    assert view["visible"] and set(view["units"]) < set(g.s.units)
