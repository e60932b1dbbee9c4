"""A Dance with Dragons on screen: its 42 cards named in English, Simplified and Traditional
Chinese, Stark shown as the Boltons, and the scenario not offered until it plays in the window
(docs/RULES.md, A Dance with Dragons)."""
from __future__ import annotations

import pytest

from agot_qt.words import i18n, names
from engine.ruleset import OFFERED_RULESETS, load_ruleset

RULESET = "a_dance_with_dragons"


@pytest.mark.parametrize("lang, bolton, reek, stark_elsewhere", [("en", "Bolton", "Reek", "Stark"),
                                                                  ("zh_CN", "波顿", "臭佬", "史塔克"),
                                                                  ("zh_TW", "波頓", "臭佬", "史塔克")])
def test_the_scenarios_cards_and_the_boltons_are_named_in_every_language(qtbot, lang, bolton, reek, stark_elsewhere):
    rs = load_ruleset(RULESET)
    i18n.set_language(lang)
    try:
        names.use_ruleset(RULESET)
        assert names.house("stark") == bolton and names.card("reek") == reek
        shown = {c: names.card(c) for c in rs.house_cards}
        assert all(name != c for c, name in shown.items())
        if lang != "en":  # every card in Chinese characters, none left in English
            assert [c for c, name in shown.items() if name == rs.house_cards[c].name] == []
        assert names.edition(RULESET) != RULESET
        names.use_ruleset("second_edition")
        assert names.house("stark") == stark_elsewhere
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


def test_a_new_game_and_a_lan_game_offer_the_scenario_for_six(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.screens.new_game import NewGameDialog

    assert RULESET in OFFERED_RULESETS and RULESET in names.editions(), "it plays to the end (selfplay --check)"
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData(RULESET))
    assert (d.players.minimum(), d.players.maximum()) == (6, 6)
    d.house_boxes["stark"].setChecked(True)
    assert "stark" in d.result_settings()["humans"] and d.result_settings()["edition"] == RULESET
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData(RULESET))
    assert form.players.maximum() == 6


def test_a_hot_seat_game_runs_in_the_window_with_the_boltons(qtbot):
    """A person playing the Boltons with five bots: the window shows the scenario's board and
    reaches the first decision; Stark is named Bolton there and again Stark after it."""
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.resize(1366, 768)
    w.show()
    lg = LocalGame.new(6, ["stark"], edition=RULESET, bot_delay_ms=0)
    w.start_game(lg)
    try:
        qtbot.waitUntil(lambda: lg.model.synced() and w.scene.rs.id == RULESET, timeout=20000)
        assert names.house("stark") == "Bolton"
        qtbot.waitUntil(lambda: "Round 1 of 6" in w.round_status.text(), timeout=5000)  # the round limit
        assert lg.model.any_view()["garrisons"]["storms-end"] == 4 and len(lg.model.any_view()["houses"]) == 6
    finally:
        lg.stop()
        w.close()
        names.use_ruleset("second_edition")
    assert names.house("stark") == "Stark"


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_the_scenarios_card_texts_and_its_new_choices_are_translated(qtbot, lang):
    from agot_qt.decisions.choices import option_label

    rs = load_ruleset(RULESET)
    i18n.set_language(lang)
    try:
        names.use_ruleset(RULESET)
        with_text = [c for c in rs.house_cards.values() if c.ability]
        assert len(with_text) == 20
        assert [c.id for c in with_text if names.house_card_text(c.id) in ("", c.ability)] == []
        assert option_label("jon-snow", "up") not in ("Up", "up") and option_label("jon-snow", "down") != "Down"
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


def test_the_battle_report_shows_a_strength_a_card_fixed(qtbot):
    """Mance Rayder at a wildling threat of 8: the report lists what the card's fixed strength
    changed, so its rows still add up to the total."""
    from agot_qt.outcomes import report_html
    from tests.engine.a_dance_with_dragons.helpers import Fight, army

    f = Fight("baratheon", "storms-end", "kingswood",
              units={"storms-end": army("baratheon", "knight"), "kingswood": army("tyrell", "footman")},
              hands={"baratheon": ["mance-rayder"], "tyrell": ["willas-tyrell"]}, wildling_threat=8)
    f.play(baratheon="mance-rayder", tyrell="willas-tyrell")
    f.settle()
    names.use_ruleset(RULESET)
    try:
        shown = report_html.battle_html(f.s.last_battle)
    finally:
        names.use_ruleset("second_edition")
    assert "Fixed by a card" in shown and "Mance Rayder" in shown
    assert f.s.last_battle["strength"]["attacker"]["fixed"] == 8 - 2


def test_the_storms_end_and_oldtown_garrisons_wear_their_holders_colours(qtbot):
    from agot_qt.board.scene import MapScene
    from engine.game import Game

    g = Game.new(players=6, seed=1, ruleset=RULESET)
    scene = MapScene(ruleset_id=RULESET)
    scene.set_view(g.view("baratheon"))
    garrisons = {d[1]: (d[2], d[3]) for d in scene.piece_summary() if d[0] == "garrison"}
    assert garrisons["storms-end"] == ("baratheon", 4) and garrisons["oldtown"] == ("tyrell", 3)
    assert garrisons["winterfell"] == ("stark", 2)


def test_the_screenshot_position_is_the_boltons_choosing_a_card(qtbot):
    from agot_qt.devtools.screenshots import SHOTS, dance_with_dragons_battle

    g = dance_with_dragons_battle()
    assert {d.seat for d in g.waiting_for() if d.kind == "house-card"} == {"lannister", "stark"}
    assert "dance-with-dragons" in SHOTS


BOLTON = {"en": ("Bolton", "Stark"), "zh_CN": ("波顿", "史塔克"), "zh_TW": ("波頓", "史塔克")}


@pytest.mark.parametrize("lang", sorted(BOLTON))
def test_the_new_game_dialog_names_the_boltons_as_soon_as_the_scenario_is_chosen(qtbot, lang):
    """Before any game is on screen, choosing the scenario renames Stark's seat box; choosing
    another edition names it Stark again."""
    from agot_qt.screens.new_game import NewGameDialog

    bolton, stark = BOLTON[lang]
    i18n.set_language(lang)
    try:
        d = NewGameDialog()
        qtbot.addWidget(d)
        d.edition.setCurrentIndex(d.edition.findData(RULESET))
        assert d.house_boxes["stark"].text() == bolton and d.house_boxes["lannister"].text() == names.house("lannister")
        d.edition.setCurrentIndex(d.edition.findData("second_edition"))
        assert d.house_boxes["stark"].text() == stark
        assert names.current_ruleset() == "second_edition"  # the window's own edition is untouched
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("lang", sorted(BOLTON))
def test_the_lan_host_form_names_the_boltons_for_the_scenario(qtbot, lang):
    from agot_qt.lan.lobby import LobbyScreen

    bolton, stark = BOLTON[lang]
    i18n.set_language(lang)
    try:
        form = LobbyScreen()
        qtbot.addWidget(form)
        form.retranslate()
        form.edition.setCurrentIndex(form.edition.findData(RULESET))
        seats = {form.my_seat.itemData(i): form.my_seat.itemText(i) for i in range(form.my_seat.count())}
        assert form.house_labels["stark"].text() == bolton and seats["stark"] == bolton
        form.retranslate()  # a language switch keeps the scenario's names
        assert form.house_labels["stark"].text() == bolton
        form.edition.setCurrentIndex(form.edition.findData("second_edition"))
        seats = {form.my_seat.itemData(i): form.my_seat.itemText(i) for i in range(form.my_seat.count())}
        assert form.house_labels["stark"].text() == stark and seats["stark"] == stark
    finally:
        i18n.set_language("en")


def test_a_lan_room_and_its_seat_choice_name_the_boltons_of_the_game_joined(qtbot):
    """A joiner's room lists the seats before the game is on screen: by the ruleset the host's
    welcome named."""
    from agot_qt.lan.lobby import RoomScreen
    from agot_qt.lan.seat_choice import SeatChoice

    seats = {h: {"holder": "open"} for h in load_ruleset(RULESET).houses}
    room = RoomScreen()
    qtbot.addWidget(room)
    room.reset("Winter", False, [])
    room.edition = RULESET
    room.set_seats(seats, None, False)
    shown = {room.table.item(r, 0).data(0x0100): room.table.item(r, 0).text() for r in range(room.table.rowCount())}
    assert shown["stark"] == "Bolton" and shown["greyjoy"] == "Greyjoy"
    choice = SeatChoice()
    qtbot.addWidget(choice)
    choice.edition = RULESET
    choice.offer(seats)
    labels = [choice.grid.itemAt(i).widget().text() for i in range(choice.grid.count())
              if type(choice.grid.itemAt(i).widget()).__name__ == "QLabel"]
    assert "Bolton" in labels and "Stark" not in labels


@pytest.mark.parametrize("lang", sorted(BOLTON))
def test_the_scenarios_card_texts_name_the_boltons(qtbot, lang):
    """Reek, Ramsay Bolton and Walder Frey speak of Bolton, never of Stark, in every language."""
    bolton, stark = BOLTON[lang]
    rs = load_ruleset(RULESET)
    i18n.set_language(lang)
    try:
        names.use_ruleset(RULESET)
        texts = {c: names.house_card_text(c) for c in rs.house_cards}
        assert [c for c, t in texts.items() if stark in t] == []
        assert all(bolton in texts[c] for c in ("reek", "ramsay-bolton", "walder-frey"))
    finally:
        names.use_ruleset("second_edition")
        i18n.set_language("en")


def test_the_engines_log_names_the_boltons():
    from engine.events import Event
    from engine.log import describe

    e = Event("PowerGained", {"house": "stark", "amount": 1})
    assert "Bolton" in describe(e, RULESET) and "Stark" in describe(e)


def test_a_joiner_learns_the_games_ruleset_from_the_hosts_welcome(qtbot):
    from agot_qt.lan.remote import RemoteGame

    g = RemoteGame("127.0.0.1", 1, "Ann")
    conn = object()
    g._conn = conn
    g._raw(conn, {"type": "welcome", "game_id": "x", "game_name": "Winter", "edition": RULESET,
                  "seat": None, "seats": {}, "started": False, "turn_clock": 0})
    assert g.edition == RULESET and names.house("stark", g.edition) == "Bolton"
    g._raw(conn, {"type": "welcome", "game_id": "y", "edition": 7, "seats": {}, "started": False})
    assert g.edition is None  # a malformed welcome names nothing
