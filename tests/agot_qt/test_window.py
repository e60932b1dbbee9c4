"""The main window's modes: a game against bots, spectating, saving and loading, hover help."""
from __future__ import annotations

from PySide6.QtWidgets import QLabel

from engine import commands as C
from engine.game import Game

from agot_qt.decisions import PlaceOrdersWidget
from agot_qt.games.localgame import LocalGame
from agot_qt.main_window import PAGE_GAME, PAGE_PRIVACY, MainWindow

from .helpers import army, position, window_with


def test_a_spectator_sees_the_public_view_and_never_a_decision(qtbot):
    w, lg = window_with(qtbot, Game.new(players=4, seed=6), [], spectator=True)
    assert lg.mode == "spectator"
    steps = 0
    while steps < 60:
        qtbot.wait(5)
        assert w.stack.currentIndex() == PAGE_GAME
        assert w.decisions.widget is None
        assert w.scene.view_data is None or w.scene.view_data["seat"] is None
        steps += 1
    assert lg.model.public_view()["state_id"] > 0, "the bots keep playing"
    assert "watching" in w.decisions.banner.text()
    lg.stop()


def test_watching_full_screen_gives_the_log_the_room_and_larger_type(qtbot):
    w, lg = window_with(qtbot, Game.new(players=4, seed=6), [], spectator=True)
    assert not w.decisions.scroll.isVisibleTo(w), "no decision widgets while only watching"
    decisions_height, log_height = w.right.sizes()
    assert log_height > decisions_height, "the log takes the room the decisions leave"
    size = w.log.font().pointSizeF()
    w.set_full_screen(True)
    assert w.act_full_screen.isChecked() and w.menuBar().isHidden()
    assert w.log.font().pointSizeF() >= size * 1.4, "a shared screen is read from a distance"
    w.act_leave_full_screen.trigger()  # Esc
    assert not w.act_full_screen.isChecked() and not w.menuBar().isHidden()
    assert w.log.font().pointSizeF() == size
    assert not w.act_leave_full_screen.isEnabled(), "Esc is left to the widgets again"
    lg.stop()


def test_a_player_keeps_the_decision_panel_and_normal_type_in_full_screen(qtbot):
    w, lg = window_with(qtbot, Game.new(players=3, seed=8), ["stark"])
    assert w.decisions.scroll.isVisibleTo(w)
    size = w.log.font().pointSizeF()
    w.act_full_screen.trigger()  # F11
    assert w.menuBar().isHidden() and w.log.font().pointSizeF() == size
    w.act_full_screen.trigger()
    assert not w.menuBar().isHidden()
    lg.stop()


def test_against_bots_the_window_shows_its_own_seat_without_privacy_screen(qtbot):
    w, lg = window_with(qtbot, Game.new(players=3, seed=8), ["stark"])
    assert lg.mode == "single"
    qtbot.waitUntil(lambda: isinstance(w.decisions.widget, PlaceOrdersWidget), timeout=3000)
    assert w.stack.currentIndex() == PAGE_GAME
    assert w.scene.view_data["seat"] == "stark"
    widget = w.decisions.widget
    for region, token in zip(widget.regions, ["march", "defense-plus-one-1", "support-1"]):
        widget.set_order(region, token)
    widget.submit()
    # the bots place theirs through their own connections; then all orders are revealed
    qtbot.waitUntil(lambda: bool(lg.model.view("stark")["orders"]), timeout=5000)
    orders = lg.model.view("stark")["orders"]
    assert {o["house"] for o in orders.values()} == {"stark", "lannister", "baratheon"}
    assert {r: o["token"] for r, o in orders.items() if o["house"] == "stark"} == \
        dict(zip(widget.regions, ["march", "defense-plus-one-1", "support-1"]))
    assert w.stack.currentIndex() != PAGE_PRIVACY
    lg.stop()


def test_save_and_load_a_local_game(qtbot, tmp_path):
    w, lg = window_with(qtbot, Game.new(players=3, seed=9), ["stark", "lannister"])
    m = lg.model
    d = m.view("stark")["decisions"][0]["options"]
    m.send("stark", C.PlaceOrders(tuple(zip(d["regions"], ["march", "raid-1", "support-1"]))))
    qtbot.waitUntil(lambda: bool(m.synced() and m.view("stark").get("my_orders")), timeout=3000)
    path = tmp_path / "game.agot.json"
    lg.save(path)
    digest, state_id = lg.session.game.digest(), m.state_id()
    w.load(str(path))
    new = w.game
    assert new is not lg and new.humans == ["stark", "lannister"] and sorted(new.bots) == ["baratheon"]
    assert new.session.game.digest() == digest
    qtbot.waitUntil(lambda: new.model.synced() and not w._refresh_scheduled, timeout=3000)
    assert new.model.state_id() == state_id
    assert new.model.view("stark")["my_orders"] == dict(zip(d["regions"], ["march", "raid-1", "support-1"]))
    new.stop()


def test_loading_a_broken_save_reports_it(qtbot, tmp_path, monkeypatch):
    from agot_qt.words import problems

    shown = []
    monkeypatch.setattr(problems, "show_problem", lambda parent, title, text, detail="": shown.append(text))
    w = MainWindow()
    qtbot.addWidget(w)
    bad = tmp_path / "bad.agot.json"
    bad.write_text("{not json", encoding="utf-8")
    assert not w.load(str(bad))
    assert shown and "cannot be loaded" in shown[0]
    assert w.game is None


def test_hovering_an_area_tells_what_is_there_and_what_may_be_done(qtbot):
    g = position(phase="march", units={"winterfell": army("stark", "footman", "knight"),
                                       "lannisport": army("lannister", "footman", routed=["knight"])},
                 orders={"winterfell": ["stark", "march"]}, tokens={"karhold": "stark"})
    w, lg = window_with(qtbot, g, ["stark"])
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=3000)
    tip = w.region_tooltip("winterfell")
    assert "Winterfell" in tip and "stronghold" in tip and "Knight" in tip and "Order: March" in tip
    assert "Drag units from here" in tip
    assert "You may march here." in w.region_tooltip("the-stony-shore")
    tip = w.region_tooltip("lannisport")
    assert "routed: Knight" in tip and "Garrison: strength 2" in tip
    assert "Power token of Stark" in w.region_tooltip("karhold")
    assert "Neutral force: strength" in w.region_tooltip("kings-landing")
    lg.stop()


def test_log_entries_highlight_the_areas_they_name(qtbot):
    g = position(phase="march", units={"winterfell": army("stark", "footman", "knight")},
                 orders={"winterfell": ["stark", "march"]})
    w, lg = window_with(qtbot, g, ["stark"])
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=3000)
    lg.model.send("stark", C.ResolveMarch("winterfell", (("karhold", ("knight",)),)))
    qtbot.waitUntil(lambda: any("moves" in w.log.item(i).text() for i in range(w.log.count())), timeout=3000)
    row = next(i for i in range(w.log.count()) if "moves" in w.log.item(i).text())
    assert w.log.item(row).text() == "Stark moves Knight from Winterfell to Karhold."
    w.log.itemEntered.emit(w.log.item(row))
    assert w.scene.regions["winterfell"].highlight == "log" and w.scene.regions["karhold"].highlight == "log"
    w.log.regions_hovered.emit([])
    assert w.scene.regions["karhold"].highlight != "log"
    lg.stop()


def test_start_screen_then_new_game_from_the_menu(qtbot, monkeypatch):
    from agot_qt import main_window as mw

    class Dialog:
        def __init__(self, parent):
            pass

        def exec(self):
            return True

        def result_settings(self):
            return {"players": 3, "tides": False, "humans": ["stark", "baratheon"], "bot_level": "normal"}

    monkeypatch.setattr(mw, "NewGameDialog", Dialog)
    w = MainWindow()
    qtbot.addWidget(w)
    w.show()
    assert w.stack.currentIndex() == 0
    w.act_new.trigger()
    assert isinstance(w.game, LocalGame) and w.game.mode == "hotseat"
    assert [b.level for b in w.game.bots.values()] == ["normal"]  # the dialog's bot level
    qtbot.waitUntil(lambda: w.stack.currentIndex() == PAGE_PRIVACY, timeout=3000)
    assert w.privacy.house in ("stark", "baratheon")
    w.game.stop()


def test_new_game_dialog_offers_bot_levels(qtbot):
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    assert d.result_settings()["bot_level"] == "easy"
    assert [d.bot_level.itemData(i) for i in range(d.bot_level.count())] == ["easy", "normal", "hard", "random"]
    d.bot_level.setCurrentIndex(2)
    assert d.result_settings()["bot_level"] == "hard"


def test_new_games_name_their_edition_and_are_played_with_it(qtbot):
    from engine.ruleset import OFFERED_RULESETS, RULESET_FILES

    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.lan.remote import LanHost
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    offered = ["a_dance_with_dragons", "a_dance_with_mother_of_dragons", "a_feast_for_crows", "first_edition",
               "mother_of_dragons", "no_kraken_for_dinner", "race_to_kings_landing", "rumble_in_the_south",
               "struggle_in_the_north", "teach_the_game"]
    assert [d.edition.itemData(i) for i in range(d.edition.count())] == ["second_edition", *offered]
    assert sorted(OFFERED_RULESETS) == sorted(["second_edition", *offered])
    assert set(OFFERED_RULESETS) <= set(RULESET_FILES)  # offered once it plays to the end
    assert d.edition.currentText() == "Second edition"
    assert d.result_settings()["edition"] == "second_edition"
    game = LocalGame.new(3, ["stark"], seed=1, edition=d.result_settings()["edition"])
    assert game.model.public_view() is None or game.model.public_view()["ruleset"] == "second_edition"
    form = LobbyScreen()
    qtbot.addWidget(form)
    settings = form.settings()
    assert settings["edition"] == "second_edition"
    lan = LanHost.new(settings["name"], 3, False, {}, seed=1, edition=settings["edition"])
    assert lan.session.game.s.ruleset == "second_edition"
    try:
        LanHost.new("x", 3, False, {}, seed=1, edition="no_such_edition")
    except ValueError as exc:
        assert "no_such_edition" in str(exc)
    else:
        raise AssertionError("an unknown edition is refused")


def test_the_first_edition_is_offered_for_three_to_five_players_with_its_houses(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    assert (d.players.minimum(), d.players.maximum()) == (3, 6) and d.tides.isEnabled()
    d.edition.setCurrentIndex(d.edition.findData("first_edition"))
    assert d.edition.currentText() == "First edition"
    assert (d.players.minimum(), d.players.maximum()) == (3, 5) and d.players.value() == 5
    assert not d.tides.isEnabled() and not d.tides.isChecked()
    assert d.house_boxes["martell"].isHidden() and not d.house_boxes["greyjoy"].isHidden()
    d.players.setValue(4)
    assert not d.house_boxes["greyjoy"].isEnabled() and d.house_boxes["tyrell"].isEnabled()
    assert d.result_settings()["edition"] == "first_edition"
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData("first_edition"))
    assert (form.players.minimum(), form.players.maximum()) == (3, 5)
    assert form.holder_boxes["martell"].isHidden()
    settings = form.settings()
    assert settings["edition"] == "first_edition" and "martell" not in settings["holders"]


def test_a_first_edition_game_shows_its_board_without_ports_and_its_names(qtbot):
    from agot_qt.words import i18n, names

    w, _ = window_with(qtbot, Game.new(players=5, seed=3, ruleset="first_edition"), ["stark"])
    try:
        assert w.current_view()["ruleset"] == "first_edition"
        assert not [r for r in w.scene.regions if r.startswith("port-of-")]
        port = w.scene.geometry.regions["port-of-pyke"].path.boundingRect().center()
        assert w.scene.regions["pyke"].path.contains(port)  # the port's circle belongs to its land: no hole
        w.scene.set_ruleset("second_edition")  # the board of a 2nd-edition game has its ports again
        assert "port-of-pyke" in w.scene.regions and len(w.scene.labels) == 58
        w.scene.set_ruleset("first_edition")
        assert len(w.scene.regions) == len(w.scene.labels) == 50
        assert "pyke" in w.scene.regions
        assert names.card("queen-of-thorns") == "Queen of Thorns"
        w.set_language("zh_CN")
        assert w.scene.labels["pyke"].text == "铁群岛"
        assert names.region("pyke") == "铁群岛" and names.card("queen-of-thorns") == "奥莲娜夫人"
        w.set_language("zh_TW")
        assert names.region("pyke") == "鐵群島" and names.card("queen-of-thorns") == "奧蓮娜夫人"
        assert names.house_card_text("robb-stark") == "進攻時騎兵戰力為3（正常為2）。"
    finally:
        w.set_language("en")
        w.stop_game()
        names.use_ruleset("second_edition")
    names.use_ruleset("second_edition")
    i18n.set_language("zh_TW")
    try:
        assert names.region("pyke") == "派克島" and names.card("queen-of-thorns") == "荊棘女王"
    finally:
        i18n.set_language("en")


def test_the_first_edition_westeros_panel_names_event_cards_and_rains_of_autumn(qtbot):
    from engine.positions import build_position

    from agot_qt.panels.westeros import WesterosPanel

    panel = WesterosPanel()
    qtbot.addWidget(panel)
    g = build_position({"players": 5, "ruleset": "first_edition", "phase": "westeros", "round": 2,
                        "westeros": {"I": ["last-days-of-summer"], "II": ["last-days-of-summer"],
                                     "III": ["rains-of-autumn"]}})
    panel.refresh(g.view(None))
    assert "Event cards this round" in panel.text()
    assert "This round supporting footmen add no strength." in panel.text()
    panel.refresh(position(phase="planning").view(None))
    assert "Westeros cards this round" in panel.text() and "supporting footmen" not in panel.text()


def test_the_final_standings_put_the_engines_winners_first_and_say_a_shared_win(qtbot):
    from agot_qt.words import i18n, names
    from agot_qt.panels.standings import standings_html

    w, lg = window_with(qtbot, Game.new(players=5, seed=3, ruleset="first_edition"), ["stark"])
    try:
        view = w.current_view()
        last_two = view["tracks"]["iron_throne"][-2:]
        shared = standings_html(dict(view, finished=True, winner=last_two[0], winners=last_two))
        assert "A shared win: " + ", ".join(names.house(h) for h in last_two) in shared
        assert shared.count("shared win") == 3  # the heading and both winners' rows
        rows = shared.split("<tr>")[2:]
        assert [r.split("</td>")[0] for r in rows] == ["<td>1.", "<td>1.", "<td>3.", "<td>4.", "<td>5."]
        assert all(names.house(h) in rows[i] for i, h in enumerate(last_two))
        alone = standings_html(dict(view, finished=True, winner=last_two[1], winners=[last_two[1]]))
        assert "shared" not in alone and names.house(last_two[1]) in alone.split("<tr>")[2]
        i18n.set_language("zh_CN")
        assert "共同获胜" in standings_html(dict(view, finished=True, winner=last_two[0], winners=last_two))
    finally:
        i18n.set_language("en")
        lg.stop()
        names.use_ruleset("second_edition")


def test_the_round_and_phase_stay_in_the_status_bar_after_a_menu_or_a_passing_note(qtbot):
    """Hovering a menu entry clears the status bar's passing message; the game's round and
    phase must not go with it."""
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtGui import QStatusTipEvent

    from engine.game import Game

    from .helpers import window_with

    w, _ = window_with(qtbot, Game.new(players=3, seed=1), ["stark"])
    status = w.findChild(QLabel, "roundStatus")
    assert status is not None and "Round 1" in status.text()
    QCoreApplication.sendEvent(w, QStatusTipEvent(""))  # what a hovered menu entry sends
    w.statusBar().showMessage("Saved", 10)
    qtbot.waitUntil(lambda: w.statusBar().currentMessage() == "")
    assert "Round 1" in status.text() and status.isVisible()
