"""Watching bots play: the log follows the game, the watch controls hold and step the bots,
and a window whose player is awaited alerts the taskbar, marks its title and chimes."""
from __future__ import annotations

import wave
import io

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication

from engine.game import Game

from agot_qt.games import turn_alert as attention
from agot_qt.games.watch import WatchBar

from ..helpers import window_with


def test_the_watch_log_follows_the_game(qtbot):
    w, lg = window_with(qtbot, Game.new(players=4, seed=6), [], spectator=True, size=(1366, 768))
    qtbot.waitUntil(lambda: (lg.model.public_view() or {}).get("round", 1) >= 2, timeout=30000)
    # the panel above the log grows during a battle (the combat panel): the log gets shorter
    total = sum(w.right.sizes())
    w.right.setSizes([total - 140, 140])
    qtbot.waitUntil(lambda: (lg.model.public_view() or {}).get("round", 1) >= 3, timeout=30000)
    lg.stop()
    qtbot.waitUntil(lambda: w.log.count() == len(w.log.events), timeout=2000)
    bar = w.log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.value() == bar.maximum(), timeout=2000)
    last = w.log.item(w.log.count() - 1)
    assert w.log.viewport().rect().intersects(w.log.visualItemRect(last)), "the newest line is on screen"
    # a reader who scrolls up is left there; back at the bottom, the log follows again
    bar.triggerAction(bar.SliderAction.SliderToMinimum)
    qtbot.waitUntil(lambda: not w.log.following, timeout=2000)
    bar.triggerAction(bar.SliderAction.SliderToMaximum)
    qtbot.waitUntil(lambda: w.log.following, timeout=2000)


def held(lg) -> bool:
    """Every bot is still and the window has caught up, while some bot owes a decision:
    nothing can move the game any more (an unpaused bot is busy as soon as it owes one)."""
    bots = list(lg.bots.values())
    ids = {b.client.state_id for b in bots} | {lg.model.public_view()["state_id"]}
    return (len(ids) == 1 and not any(b.busy for b in bots)
            and any(b.client.decisions for b in bots))


def test_watch_controls_pause_step_and_set_the_speed(qtbot):
    w, lg = window_with(qtbot, Game.new(players=3, seed=4), [], spectator=True)
    bar = w.watch_bar
    assert isinstance(bar, WatchBar) and bar.isVisibleTo(w)
    bar.set_paused(True)
    qtbot.waitUntil(lambda: held(lg), timeout=3000)  # a move already on its way has arrived
    sid = lg.model.public_view()["state_id"]
    assert bar.state.text().strip(), "the bar says the bots wait"
    bar.act_step.trigger()
    qtbot.waitUntil(lambda: lg.model.public_view()["state_id"] > sid and held(lg), timeout=3000)
    assert lg.model.public_view()["state_id"] == sid + 1, "one step is one move"
    bar.speed.setCurrentIndex(bar.speed.findData("slow"))
    assert all(b.delay_ms == 1500 for b in lg.bots.values())
    bar.speed.setCurrentIndex(bar.speed.findData("fastest"))
    bar.act_pause.trigger()  # Space: on again
    assert not bar.paused
    qtbot.waitUntil(lambda: lg.model.public_view()["state_id"] > sid + 3, timeout=5000)
    assert bar.act_pause.shortcut() == QKeySequence("Space")
    # the speed list never keeps the keyboard: Space and N still reach the bar
    assert bar.speed.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert [bar.speed.itemText(i) for i in range(bar.speed.count())] == ["Slow", "Normal", "Fast",
                                                                          "As fast as possible"]
    lg.stop()


def test_a_player_gets_no_watch_controls(qtbot):
    w, lg = window_with(qtbot, Game.new(players=3, seed=8), ["stark"])
    assert w.watch_bar is None
    lg.stop()


def test_the_turn_alert_fires_when_the_window_is_not_active(qtbot, monkeypatch):
    alerts, chimes = [], []
    monkeypatch.setattr(QApplication, "alert", staticmethod(lambda widget, ms=0: alerts.append(widget)))
    attention.set_sound_enabled(True)
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.turn_alert.play = lambda: chimes.append(1) or True
    monkeypatch.setattr(w, "isActiveWindow", lambda: False)
    from ..helpers import local_game

    lg = local_game(Game.new(players=3, seed=8), ["stark"])
    w.show()
    w.start_game(lg)
    qtbot.waitUntil(lambda: bool(alerts), timeout=5000)
    assert alerts == [w]
    assert w.windowTitle().startswith("Your turn — ")
    qtbot.waitUntil(lambda: chimes == [1], timeout=2000)
    w.refresh()
    assert alerts == [w], "one alert per decision"
    # in front again: the title is put back
    monkeypatch.setattr(w, "isActiveWindow", lambda: True)
    QApplication.sendEvent(w, QEvent(QEvent.Type.WindowActivate))
    assert not w.windowTitle().startswith("Your turn")
    # sound off in Settings: the taskbar still hears of the next decision, without a chime
    w.act_sound.trigger()
    assert not attention.sound_enabled()
    w.turn_alert.alerted_for = None
    monkeypatch.setattr(w, "isActiveWindow", lambda: False)
    w.refresh()
    assert len(alerts) == 2 and chimes == [1]
    attention.set_sound_enabled(True)
    lg.stop()


def test_the_chime_is_a_short_valid_sound():
    with wave.open(io.BytesIO(attention.chime_wav())) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, attention.RATE)
        assert 0.2 < wav.getnframes() / wav.getframerate() < 0.5
    assert callable(attention.player_for("linux")) and callable(attention.player_for("win32"))


def test_the_watch_bars_play_and_pause_signs_are_icons_not_glyphs(qtbot):
    """Not every font has ⏸: the sign is the style's icon, the text only words."""
    w, lg = window_with(qtbot, Game.new(players=3, seed=4), [], spectator=True)
    try:
        bar = w.watch_bar
        assert not bar.act_pause.icon().isNull() and bar.act_pause.text() == "Pause"
        bar.set_paused(True)
        assert not bar.act_pause.icon().isNull() and bar.act_pause.text() == "Play"
        assert bar.toolButtonStyle() == Qt.ToolButtonStyle.ToolButtonTextBesideIcon
    finally:
        lg.stop()
