"""A whole hot-seat game with three seats, played to the end through the widgets.

The choices come from random bots, but every answer goes in through the decision
widgets' own operations and the privacy screen's button, never to the session.
Along the way the screen must never show one seat's secrets while another seat is
about to act, and every secret decision starts behind a "Pass to <house>" screen.
"""
from __future__ import annotations

import time

from engine.bots.random_bot import RandomBot
from engine.game import Game

from agot_qt.decisions import SECRET_KINDS
from agot_qt.main_window import PAGE_GAME, PAGE_PRIVACY

from .driver import drive
from .helpers import window_with

SEATS = ["stark", "lannister", "baratheon"]


def test_three_seat_hot_seat_game_is_played_to_the_end_through_the_widgets(qtbot):
    game = Game.new(players=3, seed=17)
    w, lg = window_with(qtbot, game, SEATS, size=(1280, 800))
    assert lg.mode == "hotseat"
    bots = {h: RandomBot(i) for i, h in enumerate(SEATS)}
    attempts: dict[tuple, int] = {}
    kinds: dict[str, int] = {}
    confirmed: str | None = None  # seat that last confirmed the privacy screen
    privacy_screens = 0
    deadline = time.monotonic() + 80
    while time.monotonic() < deadline:
        qtbot.wait(1)
        view = lg.model.public_view()
        if view["finished"]:
            break
        if w._refresh_scheduled or not lg.model.synced():
            continue
        if w.stack.currentIndex() == PAGE_PRIVACY:
            # nothing secret on screen behind the privacy screen
            assert w.decisions.widget is None
            assert w.scene.view_data["seat"] is None
            assert "my_orders" not in w.scene.view_data and "my_bid" not in (w.scene.view_data.get("bidding") or {})
            house = w.privacy.house
            assert house in SEATS and any(s == house for s, _ in lg.model.pending())
            privacy_screens += 1
            w.privacy.button.click()
            confirmed = house
            continue
        assert w.stack.currentIndex() == PAGE_GAME
        widget = w.decisions.widget
        if widget is None or not widget.isEnabled() or widget.sent:
            continue
        seat, kind = widget.seat, widget.decision["kind"]
        shown = w.scene.view_data["seat"]
        if kind in SECRET_KINDS:
            assert confirmed == seat, f"{kind} for {seat} without passing the device"
            assert shown == seat
        else:
            assert shown in (seat, None)
        if shown is None:
            assert "my_orders" not in w.scene.view_data
        key = (seat, lg.model.state_id())
        attempts[key] = attempts.get(key, -1) + 1
        kinds[kind] = kinds.get(kind, 0) + 1
        drive(widget, bots[seat].propose(widget.view, widget.decision, attempts[key]))
    view = lg.model.public_view()
    assert view["finished"], "the game did not end in time"
    assert view["winner"] in SEATS
    qtbot.waitUntil(lambda: not w._refresh_scheduled, timeout=2000)
    assert "wins the game" in w.decisions.banner.text()
    # every kind of decision this game asked for was answered through a widget
    assert {"place-orders", "march", "bid", "muster", "house-card", "support", "retreat",
            "select-units", "choose", "raid"} <= set(kinds)
    assert privacy_screens >= 30, "each planning phase passes the device to every seat"
    # the session only ever heard from the three seats, each command once per state
    assert {seat for seat, _ in lg.session.commands} == set(SEATS)
    assert len(lg.session.commands) == len({k for k in attempts}) > 100
    lg.stop()
