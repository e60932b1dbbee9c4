"""Side panels fold into strips so the map gets the screen: narrow windows start with the tracks
folded, one click opens or folds a panel, the choice is remembered, and a folded decision panel
shows when a decision waits."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from engine.game import Game

from agot_qt.main_window import MainWindow
from agot_qt.panels.side_columns import STRIP_WIDTH

from ..helpers import window_with


@pytest.fixture(autouse=True)
def fresh_layout():
    for key in ("layout/tracks_open", "layout/decisions_open"):
        QSettings().remove(key)
    yield
    for key in ("layout/tracks_open", "layout/decisions_open"):
        QSettings().remove(key)


def shown(qtbot, size) -> MainWindow:
    w, lg = window_with(qtbot, Game.new(players=3, seed=8), ["stark"], size=size, whole_map=False)
    qtbot.waitExposed(w)
    lg.stop()
    return w


def test_a_laptop_window_starts_with_the_tracks_folded_and_the_decision_open(qtbot):
    w = shown(qtbot, (1366, 768))
    assert not w.left_panel.is_open() and w.right_panel.is_open()
    assert w.left_panel.width() == STRIP_WIDTH
    assert w.map_view.width() > 1366 - STRIP_WIDTH - w.right_panel.width() - 20
    wide = shown(qtbot, (1920, 1080))
    assert wide.left_panel.is_open() and wide.right_panel.is_open()


def test_one_click_opens_or_folds_a_panel_and_the_choice_is_remembered(qtbot):
    w = shown(qtbot, (1366, 768))
    map_width = w.map_view.width()
    qtbot.mouseClick(w.left_panel.strip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.left_panel.is_open() and w.left_panel.width() >= 320)
    assert w.map_view.width() < map_width
    tracks = w.left_panel.content
    qtbot.waitUntil(lambda: tracks.viewport().width() >= w.status.sizeHint().width(), timeout=2000)
    qtbot.mouseClick(w.right_panel.fold_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.right_panel.width() == STRIP_WIDTH)
    again = shown(qtbot, (1366, 768))
    assert again.left_panel.is_open() and not again.right_panel.is_open(), "remembered"
    qtbot.mouseClick(again.left_panel.fold_button, Qt.MouseButton.LeftButton)
    assert not again.left_panel.is_open()
    assert not shown(qtbot, (1920, 1080)).left_panel.is_open(), "the player's choice wins over the width"


def test_a_folded_decision_panel_says_a_decision_waits(qtbot):
    QSettings().setValue("layout/decisions_open", False)
    w, lg = window_with(qtbot, Game.new(players=3, seed=8), ["stark"], size=(1366, 768), whole_map=False)
    assert not w.right_panel.is_open()
    qtbot.waitUntil(lambda: w.right_panel.strip.attention, timeout=3000)
    qtbot.mouseClick(w.right_panel.strip, Qt.MouseButton.LeftButton)
    assert w.right_panel.is_open() and w.decisions.isVisible()
    lg.stop()


def test_a_window_narrowed_to_half_a_screen_keeps_the_map_wider_than_the_side_column(qtbot):
    from engine.events import Event

    w = shown(qtbot, (1600, 960))
    w.resize(960, 1040)
    qtbot.waitUntil(lambda: w.width() == 960, timeout=2000)
    qtbot.wait(50)
    assert w.map_view.width() >= 480, w.splitter.sizes()
    assert w.map_view.width() > w.right_panel.width(), w.splitter.sizes()
    # an outcome over the map fits inside it, its left edge included
    w.outcomes.add_events([Event("WesterosCardsRevealed", {"cards": ["supply", "clash-of-kings", "storm-of-swords"],
                                                           "decks": ["I", "II", "III"],
                                                           "wildling_icons": [False, False, True],
                                                           "threat_before": 2, "threat": 4})])
    assert w.outcomes.x() >= 0 and w.outcomes.geometry().right() <= w.map_view.width()


def test_in_a_narrow_window_opening_one_side_column_folds_the_other(qtbot):
    from engine.events import Event

    w = shown(qtbot, (960, 1040))
    qtbot.mouseClick(w.left_panel.strip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.left_panel.is_open(), timeout=2000)
    qtbot.wait(50)
    assert not w.right_panel.is_open() and w.map_view.width() >= 480, w.splitter.sizes()
    w.outcomes.add_events([Event("WesterosCardsRevealed", {"cards": ["supply", "clash-of-kings", "storm-of-swords"],
                                                           "decks": ["I", "II", "III"],
                                                           "wildling_icons": [False, False, True],
                                                           "threat_before": 2, "threat": 4})])
    assert w.outcomes.x() >= 0 and w.outcomes.geometry().right() <= w.map_view.width()
    qtbot.mouseClick(w.right_panel.strip, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.right_panel.is_open(), timeout=2000)
    qtbot.wait(50)
    assert not w.left_panel.is_open() and w.map_view.width() >= 480, w.splitter.sizes()
    # a wide window keeps both open
    wide = shown(qtbot, (1920, 1080))
    qtbot.mouseClick(wide.right_panel.fold_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(wide.right_panel.strip, Qt.MouseButton.LeftButton)
    assert wide.left_panel.is_open() and wide.right_panel.is_open()


@pytest.mark.parametrize("size", [(1920, 1080), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "zh_CN", "zh_TW"])
def test_the_left_column_shows_a_vassal_game_whole(qtbot, size, language):
    """Five players and three vassals of Mother of Dragons: the tracks and houses fit the column
    (nothing drawn past its right edge, the eight houses of each track included), a vassal's rule
    wraps under its name, and its line on the castles track shows whole."""
    from PySide6.QtGui import QFontMetricsF

    from engine.game import Game

    from agot_qt.panels.tracks import VASSAL_LINE_SIZES, fitting_font
    from agot_qt.words import i18n, names

    from ..helpers import window_with

    i18n.set_language(language)
    try:
        w, lg = window_with(qtbot, Game.new(players=5, seed=1, ruleset="mother_of_dragons",
                                            options={"vassals": True}), ["stark"], size=size, whole_map=False)
        w.left_panel.set_open(True)
        qtbot.waitUntil(lambda: w.houses.isVisible(), timeout=3000)
        scroll = w.left_panel.content
        assert scroll.widget().width() <= scroll.viewport().width()
        narrowest = scroll.minimumWidth() - scroll.verticalScrollBar().sizeHint().width()  # the column at its least
        for panel in (w.status, w.houses):
            assert panel.width() <= scroll.viewport().width() and panel.minimumSizeHint().width() <= narrowest
        room = w.status.width() - 128 - 42  # a commanded vassal's line, the narrower
        for text in (names.translate("Vassals", "vassal, not commanded yet"),
                     names.translate("Vassals", "commanded by {house}").format(house=names.house("baratheon"))):
            font = fitting_font(text, room)
            assert QFontMetricsF(font).horizontalAdvance(text) <= room, (text, room)
            assert font.pointSizeF() >= VASSAL_LINE_SIZES[-1]
        lg.stop()
    finally:
        i18n.set_language("en")
        names.use_ruleset("second_edition")
