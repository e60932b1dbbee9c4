"""Power-token gifts from the window: offered where a game is made, a "Give power…" button that
follows the view's `can_give_power`, the gift sent as a `GivePower` command, refusals shown."""
from __future__ import annotations

from PySide6.QtCore import QSettings

from engine import board as B
from engine.game import Game

from agot_qt.main_window import PAGE_PRIVACY

from ..helpers import window_with

GIFTS = {"power_token_trading": True}
SEATS = ["stark", "lannister"]


def test_power_gifts_are_offered_where_a_game_is_made(qtbot):
    from agot_qt.lan.lobby import LobbyScreen
    from agot_qt.games.localgame import LocalGame
    from agot_qt.net.host_cli import build_session, parser
    from agot_qt.screens.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.edition.setCurrentIndex(d.edition.findData("first_edition"))
    assert not d.power_gifts.isEnabled() and d.power_gifts.toolTip()
    d.edition.setCurrentIndex(d.edition.findData("second_edition"))
    assert d.power_gifts.isEnabled()
    d.power_gifts.setChecked(True)
    assert d.result_settings()["power_token_trading"]
    form = LobbyScreen()
    qtbot.addWidget(form)
    form.edition.setCurrentIndex(form.edition.findData("mother_of_dragons"))
    form.power_gifts.setChecked(True)
    assert form.settings()["options"]["power_token_trading"]
    session, _ = build_session(parser().parse_args(["--players", "6", "--power-gifts", "--no-save"]))
    assert session.game.s.options.get("power_token_trading") and "can_give_power" in session.game.view("stark")
    game = LocalGame.new(6, ["stark", "lannister"], seed=3, bot_delay_ms=0, options={"power_token_trading": True})
    try:
        assert game.session.game.s.options.get("power_token_trading")
    finally:
        game.stop()
    QSettings().remove("new_game")


def _log_lines(w) -> list[str]:
    return [w.log.item(i).text() for i in range(w.log.count())]


def _unlocked(qtbot, w, seat: str) -> None:
    """Hot-seat: pass the device to `seat` (orders are secret)."""
    qtbot.waitUntil(lambda: w.stack.currentIndex() == PAGE_PRIVACY and w.privacy.house == seat, timeout=5000)
    w.privacy.button.click()
    qtbot.waitUntil(lambda: w.display_seat == seat and not w._refresh_scheduled, timeout=5000)


def test_the_give_power_button_follows_the_view(qtbot):
    w, lg = window_with(qtbot, Game.new(players=6, seed=1), SEATS)
    _unlocked(qtbot, w, "stark")
    assert w.give_power.isHidden(), "a game without gifts offers none"
    w.close()
    g = Game.new(players=6, seed=1, options=GIFTS)
    g.s.power["stark"] = 0  # nothing to give: the view says no
    w, lg = window_with(qtbot, g, SEATS)
    _unlocked(qtbot, w, "stark")
    assert w.current_view()["can_give_power"] is False
    assert not w.give_power.isHidden() and not w.give_power.isEnabled()
    w.close()
    w, lg = window_with(qtbot, Game.new(players=6, seed=1, options=GIFTS), SEATS)
    _unlocked(qtbot, w, "stark")
    assert w.current_view()["can_give_power"] is True
    assert not w.give_power.isHidden() and w.give_power.isEnabled()


def test_a_gift_in_hot_seat_moves_power_from_one_house_to_the_other_and_is_logged(qtbot):
    w, lg = window_with(qtbot, Game.new(players=6, seed=1, options=GIFTS), SEATS)
    _unlocked(qtbot, w, "stark")
    before = dict(lg.session.game.s.power)
    w.give_power.click()
    dlg = w.gift_dialog
    assert dlg is not None and dlg.isVisible()
    assert "stark" not in [dlg.house.itemData(i) for i in range(dlg.house.count())]
    dlg.house.setCurrentIndex(dlg.house.findData("lannister"))
    assert dlg.amount.maximum() == before["stark"]
    dlg.amount.setValue(2)
    dlg.ok_button.click()
    qtbot.waitUntil(lambda: lg.session.game.s.power["lannister"] == before["lannister"] + 2, timeout=5000)
    assert lg.session.game.s.power["stark"] == before["stark"] - 2
    qtbot.waitUntil(lambda: w.current_view()["power"]["stark"] == before["stark"] - 2, timeout=5000)
    qtbot.waitUntil(lambda: "Stark gives 2 power to Lannister." in _log_lines(w), timeout=5000)


def test_a_refused_gift_is_shown_translated(qtbot):
    g = Game.new(players=6, seed=1, options=GIFTS)
    g.s.power["lannister"] = g.rs.max_power - B.tokens_on_board(g.s, "lannister")  # no room left
    w, lg = window_with(qtbot, g, SEATS)
    _unlocked(qtbot, w, "stark")
    before = dict(lg.session.game.s.power)
    w.give_power.click()
    dlg = w.gift_dialog
    dlg.house.setCurrentIndex(dlg.house.findData("lannister"))
    dlg.ok_button.click()
    qtbot.waitUntil(lambda: "Lannister has room for only 0 more power tokens" in w.decisions.error.text(),
                    timeout=5000)
    assert w.decisions.error.isVisible()
    assert lg.session.game.s.power == before


def test_the_button_and_the_gift_read_in_chinese(qtbot):
    from agot_qt.words import i18n

    w, lg = window_with(qtbot, Game.new(players=6, seed=1, options=GIFTS), SEATS)
    _unlocked(qtbot, w, "stark")
    try:
        i18n.set_language("zh_CN")
        qtbot.waitUntil(lambda: w.give_power.text() == "赠送权力……", timeout=5000)
        w.give_power.click()
        assert w.gift_dialog.ok_button.text() == "赠送"
        w.gift_dialog.house.setCurrentIndex(w.gift_dialog.house.findData("lannister"))
        w.gift_dialog.ok_button.click()
        qtbot.waitUntil(lambda: "史塔克将1个权力标记赠予兰尼斯特。" in _log_lines(w), timeout=5000)
        i18n.set_language("zh_TW")
        qtbot.waitUntil(lambda: w.give_power.text() == "贈送權力……", timeout=5000)
    finally:
        i18n.set_language("en")



def test_no_gift_leaves_while_an_answer_of_the_seat_is_on_its_way(qtbot):
    """The seat's client keeps one command in flight at a time (it sends an answer again if
    it crossed another seat's): the button waits until the seat's last command has settled."""
    from engine import commands as C

    w, lg = window_with(qtbot, Game.new(players=6, seed=1, options=GIFTS), SEATS)
    _unlocked(qtbot, w, "stark")
    m = lg.model
    assert w.give_power.isEnabled()
    d = m.view("stark")["decisions"][0]["options"]
    m.send("stark", C.PlaceOrders(tuple(zip(d["regions"], ["march", "defense-plus-one-1", "support-1"]))))
    w.refresh()  # before the answer's outcome is back
    assert m.client("stark").answering is not None and not w.give_power.isEnabled()
    qtbot.waitUntil(lambda: m.client("stark").answering is None and not w._refresh_scheduled, timeout=5000)
    if w.display_seat == "stark":
        assert w.give_power.isEnabled(), "placing orders owes nothing more: gifts are open again"
