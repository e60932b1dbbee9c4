"""A new game's options are read against the ruleset its variants make (Mother of Dragons'
modules in any setup bring vassals and the Iron Bank to A Feast for Crows), in the new-game
dialog, the LAN host form and the games they start; and a game with vassals may leave
Targaryen out (the seven houses' setup: no Essos, no deck IV, no loyalty)."""
from __future__ import annotations

from PySide6.QtCore import QSettings

from engine.ruleset import load_ruleset

from agot_qt.screens import game_options

AFFC, MOD, MODULES = "a_feast_for_crows", "mother_of_dragons", "mod-modules-in-any-setup"


def test_the_options_offered_are_those_of_the_ruleset_the_variants_make():
    rs = load_ruleset(AFFC)
    assert not game_options.offered(rs, "vassals") and not game_options.offered(rs, "iron_bank")
    assert game_options.offered(rs, "vassals", {MODULES: True}) and game_options.offered(rs, "iron_bank", {MODULES: True})
    with_modules = game_options.options_ruleset(rs, {MODULES: True})
    assert game_options.player_counts(with_modules, True) == [3]
    assert game_options.options_ruleset(rs, {}) is rs and game_options.options_ruleset(rs, None) is rs


def test_the_new_game_dialog_offers_vassals_and_the_iron_bank_when_a_variant_brings_them(qtbot):
    from agot_qt.screens.new_game import NewGameDialog

    QSettings().remove("new_game")
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData(AFFC))
    d.variants.reset()
    assert not d.vassals.isEnabled() and not d.iron_bank.isEnabled()
    d.variants.rows[MODULES].box.setChecked(True)
    assert d.vassals.isEnabled() and d.iron_bank.isEnabled()
    d.vassals.setChecked(True)
    d.iron_bank.setChecked(True)
    assert (d.players.minimum(), d.players.maximum()) == (3, 3)
    for h, box in d.house_boxes.items():
        box.setChecked(h == "arryn")
    s = d.result_settings()
    assert s["vassals"] and s["iron_bank"] and s["players"] == 3 and s["variants"] == {MODULES: True}
    assert d.ok_button.isEnabled()
    # the variant taken away again takes its options with it
    d.variants.rows[MODULES].box.setChecked(False)
    assert not d.vassals.isEnabled() and not d.vassals.isChecked() and not d.iron_bank.isChecked()
    assert d.players.value() == 4
    QSettings().remove("new_game")


def test_a_local_game_takes_the_options_a_variant_brings(qtbot):
    from agot_qt.games.localgame import LocalGame

    game = LocalGame.new(3, ["arryn"], seed=2, edition=AFFC, bot_delay_ms=0, bot_level="random",
                         options={"vassals": True, "iron_bank": True}, variants={MODULES: True})
    try:
        s = game.session.game.s
        assert s.options.get("vassals") and s.options.get("iron_bank")
        assert len(s.vassals) == 1 and "arryn" in game.session.seats
    finally:
        game.stop()


def test_the_lan_host_form_offers_the_options_a_variant_brings(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.lan.remote import LanHost

    QSettings().remove(LobbyScreen.FORM_KEY)
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData(AFFC))
    assert not form.vassals.isEnabled()
    form.set_variants({MODULES: True})
    assert form.vassals.isEnabled() and form.iron_bank.isEnabled()
    form.vassals.setChecked(True)
    form.iron_bank.setChecked(True)
    assert form.players.value() == 3
    s = form.settings()
    assert s["options"]["vassals"] and s["options"]["iron_bank"] and len(s["seated"]) == 3
    assert form.host_button.isEnabled()
    lan = LanHost.new(s["name"], s["players"], s["tides"], s["holders"], edition=s["edition"], options=s["options"],
                      seated=s["seated"], variants=s["variants"])
    assert lan.session.game.s.options.get("iron_bank") and len(lan.session.game.s.vassals) == 1
    form.set_variants({})
    assert not form.vassals.isEnabled() and not form.vassals.isChecked()
    QSettings().remove(LobbyScreen.FORM_KEY)


# ----- Mother of Dragons without Targaryen ------------------------------------------------------

def test_targaryen_may_be_left_out_of_a_game_with_vassals():
    rs = load_ruleset(MOD)
    assert game_options.may_leave_out(rs) == ["targaryen"]
    assert game_options.may_leave_out(load_ruleset("second_edition")) == []
    seated = game_options.seated_houses(rs, 4, ["arryn"], ("targaryen",))
    assert "targaryen" not in seated and "arryn" in seated and len(seated) == 4
    assert game_options.vassal_houses(rs, 4, ["arryn"], ("targaryen",)) == [
        h for h in rs.houses if h not in seated and h != "targaryen"]
    assert game_options.houses_on_board(rs, 4, True, ("targaryen",)) == 7
    assert "targaryen" in game_options.seated_houses(rs, 4, ["arryn"])


def test_the_new_game_dialog_leaves_targaryen_out(qtbot):
    from agot_qt.games.localgame import LocalGame
    from agot_qt.screens.new_game import NewGameDialog

    QSettings().remove("new_game")
    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData(MOD))
    d.variants.reset()
    assert not d.leave_out.isEnabled(), "only with vassals"
    d.vassals.setChecked(True)
    assert d.leave_out.isEnabled() and "Targaryen" in d.leave_out.text() and "Essos" in d.leave_out.toolTip()
    d.players.setValue(4)
    for h, box in d.house_boxes.items():
        box.setChecked(h in ("arryn", "targaryen"))
    d.leave_out.setChecked(True)
    assert not d.house_boxes["targaryen"].isEnabled() and "left out" in d.house_boxes["targaryen"].toolTip()
    s = d.result_settings()
    assert s["left_out"] == ["targaryen"] and s["humans"] == ["arryn"]
    assert "Targaryen" not in d.vassal_note.text() and d.ok_button.isEnabled()
    d.accept()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.leave_out.isChecked() and again.result_settings()["left_out"] == ["targaryen"]
    game = LocalGame.new(s["players"], s["humans"], seed=5, edition=MOD, bot_delay_ms=0, bot_level="random",
                         options={"vassals": True}, left_out=tuple(s["left_out"]))
    try:
        st = game.session.game.s
        assert "targaryen" not in st.houses and "targaryen" not in game.session.seats
        assert len(st.houses) == 7 and len(st.vassals) == 3 and game.humans == ["arryn"]
        assert not st.loyalty, "no loyalty without Targaryen"
    finally:
        game.stop()
    d.vassals.setChecked(False)
    assert not d.leave_out.isEnabled() and d.result_settings()["left_out"] == []
    QSettings().remove("new_game")


def test_the_lan_host_form_leaves_targaryen_out(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.lan.remote import LanHost

    QSettings().remove(LobbyScreen.FORM_KEY)
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData(MOD))
    form.set_variants({})
    form.vassals.setChecked(True)
    form.players.setValue(5)
    assert form.leave_out.isEnabled()
    form.leave_out.setChecked(True)
    assert not form.holder_boxes["targaryen"].isEnabled()
    assert form.my_seat.findData("targaryen") < 0, "no seat in a house left out"
    s = form.settings()
    assert "targaryen" not in s["seated"] and len(s["seated"]) == 5 and s["left_out"] == ["targaryen"]
    lan = LanHost.new(s["name"], s["players"], s["tides"], s["holders"], edition=s["edition"], options=s["options"],
                      seated=s["seated"])
    assert "targaryen" not in lan.session.game.s.houses and len(lan.session.game.s.vassals) == 2
    form._remember_form(s)
    again = LobbyScreen()
    qtbot.addWidget(again)
    assert again.leave_out.isChecked() and again.settings()["left_out"] == ["targaryen"]
    QSettings().remove(LobbyScreen.FORM_KEY)
