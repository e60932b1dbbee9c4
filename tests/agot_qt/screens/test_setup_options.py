"""The community setups where a game is made: Teach the Game's two houses chosen at the table
(the new-game dialog, the LAN host form, agot-host), A Dance with Mother of Dragons' Iron Bank
shown on and fixed, and each setup's name in the three languages."""
from __future__ import annotations

from PySide6.QtCore import QSettings

from engine.ruleset import load_ruleset

from agot_qt.screens import game_options

TEACH = "teach_the_game"
DANCE = "a_dance_with_mother_of_dragons"


def test_teach_the_game_seats_the_houses_chosen_and_the_dance_always_has_the_bank():
    teach = load_ruleset(TEACH)
    assert game_options.chooses_houses(teach, 2, False) and not game_options.chooses_houses(teach, 2, True)
    assert game_options.houses_in_play(teach, 2, False) == list(teach.houses)
    assert game_options.seats_for(teach, 2, ["tyrell"], False) == ["stark", "tyrell"]
    assert game_options.chosen_houses(teach, 2, ["martell", "greyjoy"]) == ["greyjoy", "martell"]
    assert game_options.chosen_houses(teach, 2, ["stark", "greyjoy", "tyrell"]) is None
    assert len(game_options.seats_for(teach, 2, ["tyrell"], True)) == 2  # with vassals: the played ones
    assert game_options.seats_for(load_ruleset("second_edition"), 6, ["stark"], False) is None
    dance = load_ruleset(DANCE)
    assert game_options.always_on(dance, "iron_bank") and not game_options.always_on(teach, "iron_bank")
    assert game_options.engine_options(dance, {})["iron_bank"] is True


def test_the_new_game_dialog_lets_two_houses_be_chosen_and_fixes_the_bank(qtbot):
    from agot_qt.games.localgame import LocalGame
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData(TEACH))
    assert d.edition.currentText() == "Teach the Game"
    assert (d.players.minimum(), d.players.maximum()) == (2, 2)
    assert all(b.isEnabled() == (h in load_ruleset(TEACH).houses) for h, b in d.house_boxes.items())
    for h, box in d.house_boxes.items():
        box.setChecked(h == "tyrell")
    assert "Tyrell" in d.vassal_note.text() and "Stark" in d.vassal_note.text() and d.ok_button.isEnabled()
    for h in ("greyjoy", "martell"):
        d.house_boxes[h].setChecked(True)
    assert not d.ok_button.isEnabled() and "2" in d.vassal_note.text()
    game = LocalGame.new(2, ["tyrell", "greyjoy"], seed=1, edition=TEACH)
    assert game.session.game.s.houses == ["greyjoy", "tyrell"]
    d.vassals.setChecked(True)  # with vassals: every house on the board, the four unchosen ones vassals
    for h, box in d.house_boxes.items():
        box.setChecked(h == "tyrell")
    assert d.ok_button.isEnabled() and "Vassals" in d.vassal_note.text() and "Tyrell" not in d.vassal_note.text()
    d.edition.setCurrentIndex(d.edition.findData(DANCE))
    assert d.iron_bank.isChecked() and not d.iron_bank.isEnabled() and "always" in d.iron_bank.toolTip()
    assert (d.players.minimum(), d.players.maximum()) == (8, 8) and not d.vassals.isEnabled()
    d.edition.setCurrentIndex(d.edition.findData("mother_of_dragons"))
    assert d.iron_bank.isEnabled()
    dance = LocalGame.new(8, ["targaryen"], seed=1, edition=DANCE)
    assert dance.session.game.s.options["iron_bank"] is True
    QSettings().remove("new_game")


def test_the_lan_host_form_seats_the_host_and_leaves_out_the_houses_not_chosen(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.lan.remote import LanHost

    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData(TEACH))
    form.my_seat.setCurrentIndex(form.my_seat.findData("martell"))
    settings = form.settings()
    assert settings["seated"] == ["stark", "martell"] and sorted(settings["holders"]) == ["martell", "stark"]
    assert not form.holder_boxes["greyjoy"].isEnabled() and form.holder_boxes["stark"].isEnabled()
    lan = LanHost.new(settings["name"], settings["players"], False, settings["holders"], seed=1,
                      edition=TEACH, options=settings["options"], seated=settings["seated"])
    assert lan.session.game.s.houses == ["stark", "martell"]
    form.edition.setCurrentIndex(form.edition.findData(DANCE))
    assert form.iron_bank.isChecked() and not form.iron_bank.isEnabled()


def test_each_setup_is_named_in_the_three_languages(qtbot):
    from agot_qt.words import i18n, names

    expected = {"zh_CN": {TEACH: "教学对局", DANCE: "龙之母的狂舞", "struggle_in_the_north": "北境之争",
                          "rumble_in_the_south": "南境混战", "race_to_kings_landing": "竞逐君临",
                          "no_kraken_for_dinner": "晚餐没有海怪"},
                "zh_TW": {TEACH: "教學對局", DANCE: "龍之母的狂舞", "struggle_in_the_north": "北境之爭",
                          "rumble_in_the_south": "南境混戰", "race_to_kings_landing": "競逐君臨",
                          "no_kraken_for_dinner": "晚餐沒有海怪"}}
    try:
        assert names.edition("race_to_kings_landing") == "Race to King's Landing"
        for lang, table in expected.items():
            i18n.set_language(lang)
            assert {r: names.edition(r) for r in table} == table
    finally:
        i18n.set_language("en")
