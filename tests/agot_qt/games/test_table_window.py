"""The table decides, in real windows (engine/table.py): a friend who arrives late joins a running
LAN game through the real lobby, asks *At the table* to take over a bot's house, the host's
person votes yes and the friend plays that house; the table pauses the game and resumes it; a
host who decides answers requests itself; hot-seat pauses and ends the game after this round from
the Game menu."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel

from ..lan.test_lobby import join_by_address, lan_window, qt_loop, save_folder  # noqa: F401 (fixtures)


@pytest.fixture(autouse=True)
def _fresh_form():
    QSettings().remove("lan/host_form")
    yield
    QSettings().remove("lan/host_form")


def host_with_bots(qtbot, w, decides: str):
    """The window hosts a 3-house game: its person plays Stark, bots Lannister and Baratheon."""
    from agot_qt import main_window as mw

    w.open_lobby()
    form = w.lobby_screen
    form.name_edit.setText("Hana")
    form.game_name.setText("Late friends")
    form.players.setValue(3)
    form.holder_boxes["lannister"].setCurrentIndex(1)
    form.holder_boxes["baratheon"].setCurrentIndex(1)
    form.my_seat.setCurrentIndex(form.my_seat.findData("stark"))
    form.decides.setCurrentIndex(form.decides.findData(decides))
    qtbot.mouseClick(form.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_ROOM and w.lan.lan_host is not None
                    and w.lan.lan_host.can_start(), timeout=8000)
    lan = w.lan.lan_host
    assert lan.session.table.decides == decides
    w.lan.start_game()
    qtbot.waitUntil(lambda: w.game is not None and w.game.model.synced() and w.game.seat == "stark", timeout=8000)
    return lan


def friend_watching(qtbot, w, port: int) -> None:
    """A friend arrives once the game has begun: every seat is taken, so they watch."""
    from agot_qt import main_window as mw

    join_by_address(qtbot, w, "Wes", port)
    box = w.lobby_screen.full_box
    qtbot.waitUntil(lambda: box.isVisible(), timeout=8000)
    qtbot.mouseClick(w.lobby_screen.watch_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_GAME and w.game is not None
                    and w.game.model.synced() and w.game.seat is None, timeout=8000)


def log_lines(w) -> list[str]:
    return [w.log.item(i).text() for i in range(w.log.count())]


def trigger(button, text: str) -> None:
    action = next(a for a in button.menu().actions() if a.text() == text)
    action.trigger()


def test_a_late_friend_joins_through_the_lobby_and_takes_over_a_bots_house_by_the_tables_vote(qtbot, qt_loop):
    host = lan_window(qtbot, "t-host")
    lan = host_with_bots(qtbot, host, "votes")
    session = lan.session
    friend = lan_window(qtbot, "t-wes")
    friend_watching(qtbot, friend, lan.port)
    panel = friend.presence
    qtbot.waitUntil(lambda: "Ask to take over this house" in panel.table_actions("lannister"), timeout=5000)
    assert panel.table_actions("stark") == [], "a connected player's house is not taken over"
    assert "The table decides by vote." in panel.table_label.text()
    trigger(panel.table_buttons["lannister"], "Ask to take over this house")

    # the host's person is the one voter: a line with the request, its tally and Yes / No
    hp = host.presence
    qtbot.waitUntil(lambda: bool(hp.vote_rows), timeout=5000)
    line = hp.vote_rows[0]
    from PySide6.QtWidgets import QLabel, QPushButton

    assert "Wes, watching, asks to take over Lannister" in line.findChild(QLabel).text()
    assert "0 of 1 yes needed" in line.findChild(QLabel).text()
    yes = next(b for b in line.findChildren(QPushButton) if b.objectName() == "voteYes")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)

    # the friend's window now plays Lannister: its seat, its token remembered, its decisions
    qtbot.waitUntil(lambda: friend.game is not None and friend.game.seat == "lannister"
                    and friend.game.model.synced(), timeout=10000)
    assert session.seats["lannister"].holder == "human" and session.seats["lannister"].name == "Wes"
    from agot_qt.lan.remote import remembered_seat

    assert remembered_seat(session.game_id, "t-wes") == ("lannister", session.seats["lannister"].token)
    assert not friend.decisions.scroll.isHidden()
    qtbot.waitUntil(lambda: any("Wes takes over Lannister." in line for line in log_lines(host)), timeout=5000)
    qtbot.waitUntil(lambda: any("Accepted: Wes, watching, asks to take over Lannister." in str(m.get("text"))
                                for m in host.chat.lines), timeout=5000)

    # the table pauses the game: the host asks, the friend votes yes, both see the banner
    qtbot.waitUntil(lambda: "Ask to pause the game" in hp.ask_actions(), timeout=5000)
    trigger(hp.ask_button, "Ask to pause the game")
    fp = friend.presence
    qtbot.waitUntil(lambda: bool(fp.vote_rows), timeout=5000)
    yes = next(b for b in fp.vote_rows[0].findChildren(QPushButton) if b.objectName() == "voteYes")
    qtbot.mouseClick(yes, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not hp.pause_banner.isHidden() and not fp.pause_banner.isHidden(), timeout=5000)
    assert session.table.paused and "resumes by itself" in fp.pause_banner.text()
    assert "Ask to resume the game" in fp.ask_actions()
    for w in (friend, host):
        w.close()


def test_when_the_host_decides_its_window_answers_and_pauses_itself(qtbot, qt_loop):
    from PySide6.QtWidgets import QPushButton

    host = lan_window(qtbot, "h-host")
    lan = host_with_bots(qtbot, host, "host")
    friend = lan_window(qtbot, "h-wes")
    friend_watching(qtbot, friend, lan.port)
    fp, hp = friend.presence, host.presence
    qtbot.waitUntil(lambda: "Ask to take over this house" in fp.table_actions("baratheon"), timeout=5000)
    assert "The host decides for the table." in fp.table_label.text()
    trigger(fp.table_buttons["baratheon"], "Ask to take over this house")
    qtbot.waitUntil(lambda: bool(hp.vote_rows), timeout=5000)
    qtbot.waitUntil(lambda: bool(fp.vote_rows), timeout=5000)
    assert not fp.vote_rows[0].findChildren(QPushButton), "the friend does not answer: the host does"
    no = next(b for b in hp.vote_rows[0].findChildren(QPushButton) if b.objectName() == "voteNo")
    qtbot.mouseClick(no, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not lan.session.table.votes, timeout=5000)
    assert lan.session.seats["baratheon"].holder == "bot"
    # the host's own controls: Pause from its panel and from the Game menu, which follows it
    assert hp.ask_actions()[:2] == ["Pause the game", "End the game after this round"]
    trigger(hp.ask_button, "Pause the game")
    qtbot.waitUntil(lambda: lan.session.table.paused and not fp.pause_banner.isHidden(), timeout=5000)
    assert "until it resumes" in fp.pause_banner.text()
    host.refresh()
    assert host.act_pause.isVisible() and host.act_pause.isChecked()
    host.act_pause.trigger()  # the Game menu resumes it
    qtbot.waitUntil(lambda: not lan.session.table.paused and fp.pause_banner.isHidden(), timeout=5000)
    assert not friend.act_pause.isVisible(), "a window that does not decide has no such menu"
    for w in (friend, host):
        w.close()


def test_hot_seat_pauses_and_ends_the_game_after_this_round_from_the_game_menu(qtbot):
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    game = LocalGame.new(3, ["stark", "lannister"], seed=5, bot_delay_ms=0)
    w.start_game(game)
    qtbot.waitUntil(lambda: game.model.synced(), timeout=5000)
    w.refresh()
    assert w.act_pause.isVisible() and w.act_end_round.isEnabled() and not w.act_pause.isChecked()
    w.act_pause.trigger()
    assert game.paused and game.session.table.paused and all(b.paused for b in game.bots.values())
    before = game.session.game.s.state_id
    qtbot.wait(300)
    assert game.session.game.s.state_id == before, "the bots wait while the game is paused"
    game.pause_bots(False)  # nothing else lets them play while it is paused
    assert all(b.paused for b in game.bots.values())
    w.act_pause.trigger()
    assert not game.paused and not any(b.paused for b in game.bots.values())
    qtbot.waitUntil(lambda: w.act_end_round.isEnabled(), timeout=2000)  # (not while it was paused)
    w.act_end_round.trigger()
    qtbot.waitUntil(lambda: (game.model.any_view() or {}).get("last_round") == 1, timeout=5000)
    w.refresh()
    assert not w.act_end_round.isEnabled()
    assert any(e.kind == "LastRoundSet" for e in game.session.history)
    w.close()


def vote_button(panel, name: str):
    from PySide6.QtWidgets import QPushButton

    return next(b for b in panel.vote_rows[0].findChildren(QPushButton) if b.objectName() == name)


def test_two_players_swap_end_after_this_round_refuse_a_winner_and_one_hands_the_house_back(qtbot, qt_loop):
    """Hana hosts a chess clock game with Wes seated from the lobby; everything is asked and
    answered with the mouse, in *At the table*."""
    from agot_qt import main_window as mw

    from ..lan.test_lobby import take

    host = lan_window(qtbot, "s-host")
    host.open_lobby()
    form = host.lobby_screen
    form.name_edit.setText("Hana")
    form.game_name.setText("Swaps")
    form.players.setValue(3)
    form.holder_boxes["lannister"].setCurrentIndex(0)  # open: Wes sits there
    form.holder_boxes["baratheon"].setCurrentIndex(1)
    form.my_seat.setCurrentIndex(form.my_seat.findData("stark"))
    form.decides.setCurrentIndex(form.decides.findData("votes"))
    form.chosen_variants = {"game-clock": 60}
    qtbot.mouseClick(form.host_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_ROOM and host.lan.lan_host is not None, timeout=8000)
    lan = host.lan.lan_host
    session = lan.session
    wes = lan_window(qtbot, "s-wes")
    join_by_address(qtbot, wes, "Wes", lan.port)
    qtbot.waitUntil(lambda: wes.stack.currentIndex() == mw.PAGE_ROOM and len(wes.room_screen.seats) == 3,
                    timeout=8000)
    take(qtbot, wes, "lannister")
    wes.room_screen.ready.setChecked(True)
    qtbot.waitUntil(lambda: lan.can_start(), timeout=8000)
    host.lan.start_game()
    for w, seat in ((host, "stark"), (wes, "lannister")):
        qtbot.waitUntil(lambda w=w, seat=seat: w.game is not None and w.game.model.synced() and w.game.seat == seat,
                        timeout=8000)
    hp, wp = host.presence, wes.presence

    # the chess clocks: each row says its house's time left, Stark's and Lannister's running
    qtbot.waitUntil(lambda: "clock 59:" in hp.text_of("stark") and "running" in hp.text_of("stark"), timeout=5000)
    assert "clock 1:00:00" in hp.text_of("baratheon") or "clock 59:" in hp.text_of("baratheon")

    # Wes offers to swap: Hana answers yes, and each plays the other's house
    qtbot.waitUntil(lambda: "Offer to swap houses" in wp.table_actions("stark"), timeout=5000)
    assert "Ask to take over this house" not in wp.table_actions("baratheon"), "a player asks no take-over"
    trigger(wp.table_buttons["stark"], "Offer to swap houses")
    qtbot.waitUntil(lambda: bool(hp.vote_rows) and host.left_panel.strip.attention, timeout=5000)
    assert "Wes (Lannister) offers to swap houses with Stark" in host.statusBar().currentMessage()
    qtbot.mouseClick(vote_button(hp, "voteYes"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.game.seat == "lannister" and wes.game.seat == "stark"
                    and host.game.model.synced() and wes.game.model.synced(), timeout=10000)
    assert session.seats["stark"].name == "Wes" and session.seats["lannister"].name == "Hana"
    qtbot.waitUntil(lambda: not hp.vote_rows and not host.left_panel.strip.attention, timeout=5000)

    # Wes asks to end the game after this round; asking again is refused, in words
    qtbot.waitUntil(lambda: "Ask to end the game after this round" in wp.ask_actions(), timeout=5000)
    trigger(wp.ask_button, "Ask to end the game after this round")
    qtbot.waitUntil(lambda: bool(hp.vote_rows) and bool(wp.vote_rows), timeout=5000)
    trigger(wp.ask_button, "Ask to end the game after this round")
    qtbot.waitUntil(lambda: "Refused: a vote to end the game after this round is already running"
                    in wp.table_label.text(), timeout=5000)
    assert vote_button(wp, "voteYes").isChecked(), "who asks votes yes, and may change it"
    qtbot.mouseClick(vote_button(hp, "voteYes"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: (wes.game.model.any_view() or {}).get("last_round") == 1, timeout=5000)
    qtbot.waitUntil(lambda: "Ask to end the game after this round" not in wp.ask_actions(), timeout=5000)

    # Hana asks to declare Stark the winner; Wes says no and the game goes on
    trigger(hp.table_buttons["stark"], "Ask to declare this house the winner")
    qtbot.waitUntil(lambda: bool(wp.vote_rows), timeout=5000)
    assert "Hana asks to declare Stark the winner" in wp.vote_rows[0].findChild(QLabel).text()
    qtbot.mouseClick(vote_button(wp, "voteNo"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not session.table.votes and not wp.vote_rows, timeout=5000)
    assert not session.game.finished
    qtbot.waitUntil(lambda: any("Refused: Hana asks to declare Stark the winner." in str(m.get("text"))
                                for m in wes.chat.lines), timeout=5000)

    # Wes hands Stark to a bot and watches
    trigger(wp.table_buttons["stark"], "Hand my house to a bot and watch")
    qtbot.waitUntil(lambda: wes.game is not None and wes.game.seat is None and wes.game.model.synced(), timeout=10000)
    assert session.seats["stark"].holder == "bot"
    qtbot.waitUntil(lambda: "Ask to take over this house" in wp.table_actions("stark"), timeout=5000)
    for w in (wes, host):
        w.close()
