"""Vassals are offered where a game is made: the new-game dialog (hot-seat too), the LAN host
form and agot-host; with them fewer people play than there are houses, and the dialog names
the houses that become vassals."""
from __future__ import annotations

from PySide6.QtCore import QSettings

from engine.ruleset import load_ruleset

from agot_qt.screens import game_options


def test_the_houses_played_and_the_vassals_follow_the_engine_rule():
    mod = load_ruleset("mother_of_dragons")
    seated = game_options.seated_houses(mod, 5, ["arryn", "greyjoy"])
    assert seated is not None and len(seated) == 5 and {"targaryen", "arryn", "greyjoy"} <= set(seated)
    assert game_options.vassal_houses(mod, 5, ["arryn", "greyjoy"]) == [
        h for h in game_options.houses_in_play(mod, 5, True) if h not in seated]
    assert game_options.seated_houses(mod, 3, ["stark", "arryn", "tyrell"]) is None  # Targaryen needs a seat too
    assert game_options.player_counts(mod, True) == [3, 4, 5, 6, 7]
    assert game_options.player_counts(load_ruleset("second_edition"), True) == [3, 4, 5]
    assert not game_options.offered(load_ruleset("first_edition"), "vassals")


def test_the_new_game_dialog_offers_vassals_and_names_them(qtbot):
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData("mother_of_dragons"))
    assert d.vassals.isEnabled()
    assert d.players.minimum() == 7, "without vassals Mother of Dragons seats every house"
    d.vassals.setChecked(True)
    assert (d.players.minimum(), d.players.maximum()) == (3, 7)
    d.players.setValue(5)
    for h, box in d.house_boxes.items():
        box.setChecked(h == "arryn")
    assert all(d.house_boxes[h].isEnabled() for h in ("stark", "arryn", "targaryen", "martell"))
    note = d.vassal_note.text()
    vassals = game_options.vassal_houses(load_ruleset("mother_of_dragons"), 5, ["arryn"])
    assert len(vassals) == 3 and "Arryn" not in note and all(h.capitalize() in note for h in vassals)
    s = d.result_settings()
    assert s["vassals"] and s["players"] == 5 and s["humans"] == ["arryn"]
    # too many houses for five seats: said so, and the game cannot start
    for h in ("stark", "lannister", "baratheon", "greyjoy", "tyrell"):
        d.house_boxes[h].setChecked(True)
    assert not d.ok_button.isEnabled() and "5" in d.vassal_note.text()
    d.house_boxes["tyrell"].setChecked(False)
    d.house_boxes["greyjoy"].setChecked(False)  # with Targaryen: five
    assert d.ok_button.isEnabled()
    d.accept()
    again = NewGameDialog()
    qtbot.addWidget(again)
    assert again.vassals.isChecked() and again.players.value() == 5
    d.edition.setCurrentIndex(d.edition.findData("first_edition"))
    assert not d.vassals.isEnabled() and not d.vassals.isChecked() and d.vassals.toolTip()
    QSettings().remove("new_game")


def test_a_local_vassal_game_seats_the_chosen_houses_and_bots_command_the_vassals(qtbot):
    from agot_qt.games.localgame import LocalGame

    game = LocalGame.new(4, ["arryn"], seed=3, edition="mother_of_dragons", bot_delay_ms=0,
                         options={"vassals": True})
    try:
        s = game.session.game.s
        assert len(s.vassals) == 4 and "arryn" not in s.vassals and "targaryen" not in s.vassals
        assert sorted(game.session.seats) == sorted(h for h in s.houses if h not in s.vassals)
        assert game.humans == ["arryn"] and len(game.bots) == 3
    finally:
        game.stop()


def test_the_lan_host_form_offers_vassals(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.lan.remote import LanHost

    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData("second_edition"))
    form.vassals.setChecked(True)
    form.players.setValue(4)
    assert form.players.maximum() == 5
    form.my_seat.setCurrentIndex(form.my_seat.findData("martell"))
    s = form.settings()
    assert s["options"]["vassals"] and s["seat"] == "martell"
    assert "martell" in s["seated"] and len(s["seated"]) == 4
    assert set(s["holders"]) == set(s["seated"]), "vassals have no holder"
    assert form.vassal_note.isVisible() or form.vassal_note.text()
    lan = LanHost.new(s["name"], s["players"], s["tides"], s["holders"], edition=s["edition"],
                      options=s["options"], seated=s["seated"])
    assert sorted(lan.session.seats) == sorted(s["seated"])
    assert len(lan.session.game.s.vassals) == 2
    form._remember_form(s)
    again = LobbyScreen()
    qtbot.addWidget(again)
    assert again.vassals.isChecked()
    QSettings().remove(LobbyScreen.FORM_KEY)


def test_agot_host_plays_vassals(tmp_path):
    from agot_qt.net.host_cli import build_session, parser

    args = parser().parse_args(["--ruleset", "mother_of_dragons", "--players", "5", "--vassals", "--no-save",
                                "--bots", "4"])
    session, _ = build_session(args)
    assert len(session.game.s.vassals) == 3 and len(session.seats) == 5
    args = parser().parse_args(["--ruleset", "first_edition", "--players", "4", "--vassals", "--no-save"])
    import pytest

    with pytest.raises(SystemExit, match="vassals"):
        build_session(args)


def test_the_last_game_offered_counts_bots_not_vassals(tmp_path):
    from agot_qt.games import autosave
    from agot_qt.games.localgame import LocalGame

    game = LocalGame.new(4, ["arryn"], seed=3, edition="mother_of_dragons", bot_delay_ms=0,
                         options={"vassals": True})
    try:
        path = tmp_path / ("game" + autosave.SUFFIX)
        game.save(path)
        info = autosave.describe(path)
        assert info is not None and len(info.houses) == 4
        assert "against 3 bots" in autosave.summary(info)
    finally:
        game.stop()


def test_sea_orders_are_offered_and_their_tokens_go_at_sea_only(qtbot):
    from engine.game import Game

    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.games.localgame import LocalGame
    from agot_qt.net.host_cli import build_session, parser
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData("first_edition"))
    assert not d.sea_orders.isEnabled() and d.sea_orders.toolTip()
    d.edition.setCurrentIndex(d.edition.findData("second_edition"))
    d.sea_orders.setChecked(True)
    assert d.result_settings()["sea_orders"]
    game = LocalGame.new(3, ["stark"], seed=1, options={"sea_orders": True}, bot_delay_ms=0)
    assert game.session.game.s.options.get("sea_orders")
    game.stop()
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData("second_edition"))
    form.sea_orders.setChecked(True)
    assert form.settings()["options"]["sea_orders"]
    session, _ = build_session(parser().parse_args(["--players", "3", "--sea-orders", "--no-save"]))
    assert session.game.s.options.get("sea_orders")
    with __import__("pytest").raises(SystemExit, match="sea-orders"):
        build_session(parser().parse_args(["--ruleset", "first_edition", "--players", "3", "--sea-orders",
                                           "--no-save"]))
    # the tray: the sea tokens in a row of their own, accepted at sea only
    from ..helpers import window_with

    g = Game.new(players=6, seed=2, options={"sea_orders": True})
    w, lg = window_with(qtbot, g, ["greyjoy"])
    qtbot.waitUntil(lambda: w.decisions.widget is not None, timeout=5000)
    widget = w.decisions.widget
    sea_only = widget.options["sea_only"]
    assert sea_only and all(t in widget.token_buttons for t in sea_only)
    regions = widget.options["regions"]
    land = next(r for r in regions if names_kind(r) == "land")
    sea = next(r for r in regions if names_kind(r) == "sea")
    assert not widget.set_order(land, sea_only[0]) and widget.refusal(sea_only[0], land)
    assert widget.set_order(sea, sea_only[0])
    from agot_qt.words import names

    assert names.token("sea-march-minus-one") == "Sea March −1"
    lg.stop()


def names_kind(region: str) -> str:
    from agot_qt.words import names

    return names.ruleset().regions[region].kind
