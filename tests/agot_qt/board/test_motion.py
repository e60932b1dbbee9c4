"""Moves you can follow: other houses' marches slide across the map, musters appear, the
embattled area is marked during a fight, and Settings turns the animations off."""
from __future__ import annotations

from engine.events import Event
from engine.positions import build_position

from agot_qt.board.motion import Sprite

from ..helpers import window_with
from ..outcomes.test_outcomes import TIE


def _sprites(w):
    return [it for it in w.scene.items() if isinstance(it, Sprite)]


def test_other_houses_moves_slide_and_finish(qtbot):
    w, lg = window_with(qtbot, build_position(TIE), ["lannister"])
    w.motion.enabled = True
    w.motion.play([Event("UnitsMoved", {"house": "stark", "source": "stoney-sept", "dest": "harrenhal",
                                        "units": ["footman", "footman"]}),
                   Event("UnitMustered", {"house": "tyrell", "region": "highgarden", "unit": "knight"}),
                   Event("UnitsMoved", {"house": "lannister", "source": "harrenhal", "dest": "riverrun",
                                        "units": ["footman"]})], "lannister")
    assert w.motion.played == 3, "two footmen sliding and a knight appearing; our own move is not replayed"
    assert len(_sprites(w)) == 3 and w.motion.timer.isActive()
    start = [s.pos() for s in _sprites(w)]
    qtbot.waitUntil(lambda: any(s.isVisible() and s.pos() != p for s, p in zip(_sprites(w), start)),
                    timeout=2000)
    qtbot.waitUntil(lambda: not _sprites(w) and not w.motion.timer.isActive(), timeout=3000)
    lg.stop()


def test_the_embattled_area_is_marked_during_a_fight(qtbot):
    from engine import commands as C

    w, lg = window_with(qtbot, build_position(TIE), ["stark"])
    lg.model.send("stark", C.ResolveMarch("stoney-sept", (("harrenhal", ("footman", "footman")),)))
    qtbot.waitUntil(lambda: w.motion.battle_area == "harrenhal", timeout=5000)
    assert w.motion.battle is not None and w.motion.battle.scene() is w.scene
    lg.stop()
    w.stop_game()
    assert w.motion.battle is None


def test_settings_turn_the_animations_off(qtbot):
    w, lg = window_with(qtbot, build_position(TIE), ["stark"])
    if not w.act_animate.isChecked():
        w.act_animate.trigger()
    w.act_animate.trigger()
    assert not w.motion.enabled and not w.act_animate.isChecked()
    w.motion.play([Event("UnitsMoved", {"house": "lannister", "source": "harrenhal", "dest": "riverrun",
                                        "units": ["footman"]})], "stark")
    assert not _sprites(w)
    w.act_animate.trigger()
    assert w.motion.enabled
    lg.stop()


def test_the_wildling_marker_slides_to_the_new_threat(qtbot):
    from engine.game import Game

    from agot_qt.board.motion import set_animations_enabled

    set_animations_enabled(True)
    w, lg = window_with(qtbot, Game.new(players=3, seed=6), [], spectator=True)
    board = w.status
    marker = board.threat

    def between() -> bool:
        if marker.shown is None:
            return False
        a, b, _ = marker.span
        return min(a, b) < marker.shown < max(a, b)

    # the Westeros draw of round 2 raises the threat: the marker passes between the two places
    qtbot.waitUntil(lambda: marker.slides >= 1 and between(), timeout=30000)
    assert marker.timer.isActive()
    w.watch_bar.set_paused(True)
    qtbot.waitUntil(lambda: not marker.sliding and not marker.timer.isActive(), timeout=3000)
    assert board.view["wildling_threat"] == lg.model.public_view()["wildling_threat"] > 0
    # with the animations off in Settings the marker goes straight to its place
    set_animations_enabled(False)
    try:
        view = dict(board.view, wildling_threat=board.view["wildling_threat"] + 2,
                    state_id=board.view["state_id"] + 1)
        slides = marker.slides
        board.refresh(view)
        assert not marker.sliding and not marker.timer.isActive() and marker.slides == slides
    finally:
        set_animations_enabled(True)
    # a replay stepping back does not slide either
    board.refresh(dict(view, wildling_threat=0, state_id=view["state_id"] - 5))
    assert not marker.sliding
    lg.stop()
