"""Drafting in the window: the draft decision's widget shows the cards and places the engine
offers (strength, icons, text), the draft's order and who picks, sends the pick; a thematic pick
is a secret decision in hot-seat, a step-by-step one is not; the picks reach the log in words;
a blind draft's hands stay hidden in the houses panel; and a whole drafted hot-seat game is
played to the end through the widgets."""
from __future__ import annotations

import time

from PySide6.QtCore import Qt

from engine.bots.random_bot import RandomBot
from engine.commands import Choose
from engine.game import Game
from engine.variants.drafts import hand_size

from agot_qt.decisions import is_secret
from agot_qt.decisions.draft import DraftWidget
from agot_qt.main_window import PAGE_GAME, PAGE_PRIVACY
from agot_qt.words import names

from ..driver import drive
from ..helpers import window_with

TURNS = {"draft-house-cards": True, "draft-influence-tracks": True}
THEMATIC = {"draft-house-cards": True, "thematic-draft": True}


def _widget(qtbot, game: Game) -> DraftWidget:
    from agot_qt.board.scene import MapScene

    [d] = game.waiting_for()
    scene = MapScene()
    w = DraftWidget(d.seat, d.to_wire(), game.view(d.seat), scene, [])
    qtbot.addWidget(w)
    return w


def test_a_step_by_step_pick_shows_the_cards_and_places_offered_and_sends_the_one_picked(qtbot):
    game = Game.new(players=6, seed=4, variants=TURNS)
    [d] = game.waiting_for()
    w = _widget(qtbot, game)
    offered = d.options["options"]
    assert sorted(w.cards) == sorted(c for c in offered if c not in ("iron_throne", "fiefdoms", "kings_court"))
    assert sorted(w.track_buttons) == ["fiefdoms", "iron_throne", "kings_court"]
    assert w.track_buttons["iron_throne"].text() == "Iron Throne: 1"
    assert "Place 1 on the Iron Throne track" in w.track_buttons["iron_throne"].toolTip()
    assert "Places taken:" in w.track_buttons["iron_throne"].toolTip() and "nobody yet" in w.places_text
    items = [w.list.item(i) for i in range(w.list.count())]
    assert sorted(i.data(Qt.ItemDataRole.UserRole) for i in items) == sorted(w.cards)
    tywin = next(i for i in items if i.data(Qt.ItemDataRole.UserRole) == "tywin-lannister")
    assert "tywin-lannister-asos" in w.cards, "A Storm of Swords' Tywin is offered too"
    assert tywin.text() == "Tywin Lannister (Second edition) · Lannister"
    assert "Strength 4" in tywin.toolTip() and names.house_card_text("tywin-lannister") in tywin.toolTip()
    areo = {i.data(Qt.ItemDataRole.UserRole): i.text() for i in items
            if "areo-hotah" in i.data(Qt.ItemDataRole.UserRole)}
    assert areo == {"areo-hotah": "Areo Hotah (Second edition) · Martell",
                    "areo-hotah-dwd": "Areo Hotah (A Dance with Dragons) · Martell",
                    "areo-hotah-asos": "Areo Hotah (A Storm of Swords) · Martell",
                    "areo-hotah-1st": "Areo Hotah (First edition) · Martell"}, "one name, four cards told apart"
    # the order of the draft, the picker in bold
    order = game.s.stack[-1]["order"]
    text = w.order_text()
    assert [text.index(names.house(h) + " 0/") for h in order] == sorted(text.index(names.house(h) + " 0/")
                                                                           for h in order)
    assert f"<b>{names.house(d.seat)} 0/{hand_size()}</b>" in text
    # strength filter: only the 4s
    w.set_filter(4)
    shown = [i.data(Qt.ItemDataRole.UserRole) for i in items if not i.isHidden()]
    assert shown and all(names.ruleset().house_cards[c].strength == 4 for c in shown)
    sent = []
    w.submitted.connect(sent.append)
    assert not w.confirm.isEnabled()
    w.pick("not-a-card")
    assert w.picked is None
    w.pick("tywin-lannister")
    assert "Tywin Lannister" in w.details.text() and w.confirm.text() == "Draft this card"
    w.pick("fiefdoms")
    assert w.track_buttons["fiefdoms"].isChecked() and w.confirm.text() == "Take this place"
    w.submit()
    assert sent == [Choose("fiefdoms")]


def test_the_draft_widget_keeps_an_unfinished_pick_across_a_rebuild(qtbot):
    game = Game.new(players=4, seed=2, variants=TURNS)
    w = _widget(qtbot, game)
    card = sorted(w.cards)[3]
    w.pick(card)
    again = _widget(qtbot, game)
    again.restore(w.draft())
    assert again.picked == card


def test_picks_reach_the_log_in_words_and_the_hands_panel(qtbot):
    game = Game.new(players=3, seed=8, variants={"draft-house-cards": True})
    w, lg = window_with(qtbot, game, ["stark", "lannister", "baratheon"])
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=5000)
    widget = w.decisions.widget
    assert isinstance(widget, DraftWidget) and w.stack.currentIndex() == PAGE_GAME, "a public pick: no privacy screen"
    assert "help:draft" in w.decisions.rules_link.text() and "House-card drafts" in w.decisions.rules_link.text()
    seat = widget.seat
    card = sorted(widget.cards)[0]
    widget.choose(card)
    line = f"{names.house(seat)} drafts {names.card(card)}."
    qtbot.waitUntil(lambda: line in _log_lines(w), timeout=5000)
    qtbot.waitUntil(lambda: lg.model.public_view()["hands"][seat] == [card], timeout=5000)


def _log_lines(w) -> list[str]:
    return [w.log.item(i).text() for i in range(w.log.count())]


def test_a_thematic_pick_is_a_secret_decision_behind_the_privacy_screen(qtbot):
    game = Game.new(players=3, seed=5, variants=THEMATIC)
    assert all(is_secret(d.to_wire()) for d in game.waiting_for())
    assert not is_secret(Game.new(players=3, seed=5, variants=TURNS).waiting_for()[0].to_wire())
    w, lg = window_with(qtbot, game, ["stark", "lannister", "baratheon"])
    qtbot.waitUntil(lambda: w.stack.currentIndex() == PAGE_PRIVACY, timeout=5000)
    assert w.decisions.widget is None and w.scene.view_data["seat"] is None
    house = w.privacy.house
    w.privacy.button.click()
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, DraftWidget), timeout=5000)
    widget = w.decisions.widget
    assert widget.seat == house and widget.thematic
    assert {names.ruleset().house_cards[c].house for c in widget.cards} == {house}, "its own house's cards"
    widget.choose(sorted(widget.cards)[0])
    # the others see that a card was drafted, never which
    qtbot.waitUntil(lambda: any("drafts its card number 1" in t for t in _log_lines(w)), timeout=5000)
    spectator_log = " ".join(str(e.data) for e in lg.model.client(None).log)
    assert sorted(widget.cards)[0] not in spectator_log


def test_a_blind_drafts_hands_stay_hidden_in_the_houses_panel(qtbot):
    game = Game.new(players=3, seed=2, variants={"draft-house-cards": True, "random-draft": True,
                                                 "blind-draft": True})
    w, lg = window_with(qtbot, game, ["stark"])
    w.houses.resize(w.houses.sizeHint())
    w.houses.grab()  # painted even while its column is folded
    tips = [tip for _rect, tip in w.houses.hits]
    assert any("Hand hidden (blind draft)" in t and names.house("lannister") in t for t in tips)
    own = game.s.hands["stark"]
    assert any(names.card(own[0]) in t for t in tips), "its own hand is shown"
    assert not any(names.card(game.s.hands["lannister"][0]) in t for t in tips)


def test_a_whole_drafted_hot_seat_game_is_played_through_the_widgets(qtbot):
    seats = ["stark", "lannister", "baratheon"]
    game = Game.new(players=3, seed=23, variants={"draft-house-cards": True, "draft-influence-tracks": True,
                                                 "limited-draft": True})
    w, lg = window_with(qtbot, game, seats, size=(1280, 800))
    bots = {h: RandomBot(i) for i, h in enumerate(seats)}
    attempts: dict[tuple, int] = {}
    drafted = 0
    deadline = time.monotonic() + 400  # a loaded machine plays slower; a healthy one takes a minute or two
    while time.monotonic() < deadline:
        qtbot.wait(1)
        view = lg.model.public_view()
        if view["finished"]:
            break
        if w._refresh_scheduled or not lg.model.synced():
            continue
        if w.stack.currentIndex() == PAGE_PRIVACY:
            w.privacy.button.click()
            continue
        widget = w.decisions.widget
        if widget is None or not widget.isEnabled() or widget.sent:
            continue
        seat = widget.seat
        key = (seat, lg.model.state_id())
        attempts[key] = attempts.get(key, -1) + 1
        if widget.decision["kind"] == "draft":
            drafted += 1
        drive(widget, bots[seat].propose(widget.view, widget.decision, attempts[key]))
    view = lg.model.public_view()
    assert view["finished"], "the game did not end in time"
    assert drafted == 3 * (hand_size() + 3), "every card and every track place picked through the widget"
    for house in seats:
        assert len(game.s.decks[house]) == hand_size()
    assert {seat for seat, _ in lg.session.commands} == set(seats)


def test_a_thematic_drafts_progress_comes_from_the_public_log_lines_as_they_arrive(qtbot):
    from agot_qt.board.scene import MapScene
    from engine.events import events_for

    game = Game.new(players=3, seed=5, variants=THEMATIC)
    heard: list = []  # what Lannister's client has heard so far (the same list grows)
    for _ in range(2):
        stark = next(d for d in game.waiting_for() if d.seat == "stark")
        heard += events_for("lannister", game.act("stark", Choose(stark.options["options"][0])))
    lannister = next(d for d in game.waiting_for() if d.seat == "lannister")
    w = DraftWidget("lannister", lannister.to_wire(), game.view("lannister"), MapScene(), heard)
    qtbot.addWidget(w)
    assert f"{names.house('stark')} 2/{hand_size()}" in w.order_text()
    assert not any(e.kind == "HouseCardDrafted" for e in heard), "which cards, Lannister never hears"
    stark = next(d for d in game.waiting_for() if d.seat == "stark")
    heard += events_for("lannister", game.act("stark", Choose(stark.options["options"][0])))
    w.view_changed(game.view("lannister"))
    assert f"{names.house('stark')} 3/{hand_size()}" in w.order_text()
