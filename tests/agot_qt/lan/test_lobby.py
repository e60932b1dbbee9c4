"""The LAN lobby through its widgets: a real host and real clients on 127.0.0.1, discovery
pinned to loopback; seats, ready, start, the first planning phase, and a rejoin."""
from __future__ import annotations

import pytest

from engine.bots.random_bot import RandomBot

from ..driver import drive

LOOPBACK = ["127.0.0.1"]


@pytest.fixture
def qt_loop():
    from agot_qt.lan.remote import ensure_loop, release_loop

    loop = ensure_loop()
    yield loop
    hosts_closed(loop)
    release_loop()


def hosts_closed(loop, timeout: float = 5.0) -> None:
    """Let the hosts that the test's windows (pytest-qt closes them just before the fixtures
    end) or the test itself closed finish closing while the loop is still theirs: a host cut off half-way would
    leave its bot and keepalive tasks behind, to fail later with "no running event loop"."""
    import asyncio
    import time

    from PySide6.QtCore import QCoreApplication

    def closing() -> list:
        return [t for t in asyncio.all_tasks(loop)
                if t.get_coro().__qualname__ in ("LanHost.close.<locals>.shut", "Host.close")]

    deadline = time.monotonic() + timeout
    while closing() and time.monotonic() < deadline:
        QCoreApplication.processEvents()
        time.sleep(0.005)
    assert not closing(), "a host of this test did not finish closing"


@pytest.fixture(autouse=True)
def save_folder(tmp_path, monkeypatch):
    """Games hosted here autosave into a temporary folder, not the user's data folder."""
    from agot_qt.lan import lobby, remote

    folder = tmp_path / "data" / "saves"
    monkeypatch.setattr(remote, "lan_save_folder", lambda: folder)
    monkeypatch.setattr(lobby, "lan_save_folder", lambda: folder)  # the list of saved LAN games
    return folder


def lan_window(qtbot, profile: str = ""):
    from agot_qt.main_window import MainWindow

    w = MainWindow()
    qtbot.addWidget(w)
    w.lan_interfaces, w.lan_bind, w.lan_port, w.lan_fullscreen = LOOPBACK, "127.0.0.1", 0, False
    w.lan_profile = profile
    w.resize(1300, 850)
    w.show()
    return w


def pages():
    from agot_qt import main_window as mw

    return mw


def row_of(room, house: str) -> int:
    return list(room.seats).index(house)


def take(qtbot, w, house: str) -> None:
    room = w.room_screen
    room.table.selectRow(row_of(room, house))
    assert room.take_button.isEnabled()
    qtbot.mouseClick(room.take_button, pages().Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.lan.game is not None and w.lan.game.seat == house
                    and room.seats.get(house, {}).get("holder") == "human", timeout=5000)


def host_game(qtbot, w, name="Test night"):
    mw = pages()
    w.open_lobby()
    form = w.lobby_screen
    form.name_edit.setText("Hana")
    form.game_name.setText(name)
    form.players.setValue(3)
    form.holder_boxes["stark"].setCurrentIndex(0)
    form.holder_boxes["lannister"].setCurrentIndex(0)
    form.holder_boxes["baratheon"].setCurrentIndex(1)  # a bot
    form.my_seat.setCurrentIndex(0)  # host-only: no seat
    qtbot.mouseClick(form.host_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_ROOM and len(w.room_screen.seats) == 3,
                    timeout=8000)
    return w.lan.lan_host


def pick_other_file_in_the_resume_list() -> None:
    """The next time the list of saved LAN games opens, choose *Other file…* (whose file dialog
    the test answers)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    def pick() -> None:
        box = QApplication.activeModalWidget()
        if box is not None and box.objectName() == "resumeList":
            box.other_button.click()
        else:
            QTimer.singleShot(10, pick)

    QTimer.singleShot(10, pick)


def join_by_address(qtbot, w, name: str, port: int) -> None:
    w.open_lobby()
    w.lobby_screen.name_edit.setText(name)
    w.lobby_screen.address.setText(f"127.0.0.1:{port}")
    w.lobby_screen._join_address()


def test_host_two_players_ready_start_play_planning_and_rejoin(qtbot, qt_loop):
    mw = pages()
    host = lan_window(qtbot, "host")
    lan = host_game(qtbot, host)
    port = lan.port
    assert host.room_screen.status_text("baratheon") == "Bot"
    assert host.room_screen.table.item(row_of(host.room_screen, "baratheon"), 1).text() == "", \
        "a bot has no player name beside its Bot status"
    assert host.room_screen.start_button.isVisible() and not host.room_screen.start_button.isEnabled()

    # Ann sees the game on the LAN and joins by double-click
    ann = lan_window(qtbot, "ann")
    ann.open_lobby()
    ann.lobby_screen.name_edit.setText("Ann")
    games = ann.lobby_screen.games
    qtbot.waitUntil(lambda: games.topLevelItemCount() == 1 and games.topLevelItem(0).text(0) == "Test night",
                    timeout=15000)
    assert games.topLevelItem(0).text(2) == "2"  # two free seats
    ann.lobby_screen.join_row(0)
    qtbot.waitUntil(lambda: ann.stack.currentIndex() == mw.PAGE_ROOM and len(ann.room_screen.seats) == 3,
                    timeout=5000)
    take(qtbot, ann, "stark")
    # the list follows the free seats live
    qtbot.waitUntil(lambda: games.topLevelItemCount() == 1 and games.topLevelItem(0).text(2) == "1", timeout=15000)

    # Bob types the address, tries a taken seat, then takes a free one
    bob = lan_window(qtbot, "bob")
    bob.open_lobby()
    bob.lobby_screen.name_edit.setText("Bob")
    bob.lobby_screen.address.setText(f"127.0.0.1:{port}")
    qtbot.mouseClick(bob.lobby_screen.join_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bob.stack.currentIndex() == mw.PAGE_ROOM and
                    bob.room_screen.seats.get("stark", {}).get("name") == "Ann", timeout=5000)
    bob.room_screen.table.selectRow(row_of(bob.room_screen, "stark"))
    assert not bob.room_screen.take_button.isEnabled()
    bob.lan.game.take_seat("stark")  # as if the seat were taken a moment before the click arrived
    qtbot.waitUntil(lambda: "taken" in bob.room_screen.message.text(), timeout=5000)
    qtbot.waitUntil(lambda: bob.lan.game.client is not None and bob.lan.game.client.view is not None, timeout=5000)
    assert bob.lan.game.seat is None
    take(qtbot, bob, "lannister")

    # lobby chat reaches everyone
    ann.room_screen.chat_edit.setText("hello all")
    qtbot.keyClick(ann.room_screen.chat_edit, mw.Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ann: hello all" in bob.room_screen.chat_view.toPlainText()
                    and "Ann: hello all" in host.room_screen.chat_view.toPlainText(), timeout=5000)

    # everyone ready: the host may start
    assert not host.room_screen.start_button.isEnabled()
    ann.room_screen.ready.setChecked(True)
    qtbot.waitUntil(lambda: host.room_screen.seats["stark"].get("ready"), timeout=5000)
    assert not host.room_screen.start_button.isEnabled()
    bob.room_screen.ready.setChecked(True)
    qtbot.waitUntil(lambda: host.room_screen.start_button.isEnabled(), timeout=5000)
    # the seat table follows a moment later (the host sends seat changes coalesced)
    qtbot.waitUntil(lambda: host.room_screen.table.item(row_of(host.room_screen, "lannister"), 3).text() == "✔",
                    timeout=5000)
    qtbot.mouseClick(host.room_screen.start_button, mw.Qt.MouseButton.LeftButton)
    for w in (host, ann, bob):
        qtbot.waitUntil(lambda w=w: w.stack.currentIndex() == mw.PAGE_GAME and w.game is not None
                        and w.game.model.synced(), timeout=5000)
    assert host.game.mode == "spectator" and host.display_seat is None
    assert (ann.game.seat, bob.game.seat) == ("stark", "lannister")

    # the first planning phase, through the widgets
    bots = {"stark": RandomBot(1), "lannister": RandomBot(2)}
    for w, seat in ((ann, "stark"), (bob, "lannister")):
        qtbot.waitUntil(lambda w=w: w.decisions.widget is not None and w.decisions.widget.isEnabled(), timeout=5000)
        widget = w.decisions.widget
        assert widget.seat == seat and widget.decision["kind"] == "place-orders"
        drive(widget, bots[seat].propose(widget.view, widget.decision))
    public = lambda: host.game.model.public_view()  # noqa: E731
    qtbot.waitUntil(lambda: public() is not None and public()["orders"] != {}, timeout=10000)
    houses = {o["house"] for o in public()["orders"].values()}
    assert houses == {"stark", "lannister", "baratheon"}
    # the raven's holder decides last (through the widget when it is a person here)
    kinds = []

    def planning_over() -> bool:
        if "planning" not in public()["phase"]:
            return True
        for w in (ann, bob):
            widget = w.decisions.widget
            if widget is not None and widget.isEnabled() and not widget.sent and w.game.model.synced():
                kinds.append(widget.decision["kind"])
                drive(widget, bots[widget.seat].propose(widget.view, widget.decision))
        return "planning" not in public()["phase"]

    qtbot.waitUntil(planning_over, timeout=10000)
    assert set(kinds) <= {"raven", "raven-peek"}
    assert public()["phase"][:2] == ["round", "action"]
    assert lan.session.game.s.state_id >= 3
    # the host's bot may still be moving: Ann's window catches up with every update
    qtbot.waitUntil(lambda: ann.game.model.state_id() == lan.session.game.s.state_id, timeout=5000)

    # Ann's window closes; a new one rejoins her seat with the remembered token
    ann.close()
    qtbot.waitUntil(lambda: not lan.session.seats["stark"].client, timeout=5000)
    assert lan.session.seats["stark"].holder == "human"
    ann2 = lan_window(qtbot, "ann")
    join_by_address(qtbot, ann2, "Ann", port)
    qtbot.waitUntil(lambda: ann2.stack.currentIndex() == mw.PAGE_GAME and ann2.game is not None
                    and ann2.game.seat == "stark" and ann2.game.model.synced(), timeout=8000)
    assert lan.session.seats["stark"].client is not None
    assert ann2.game.model.view("stark")["seat"] == "stark"
    assert ann2.game.model.state_id() == lan.session.game.s.state_id

    # the host stops: the players are told
    for w in (ann2, bob):
        w.lan_failed_seen = []
    host.close()
    qtbot.waitUntil(lambda: "Hana, who hosts it, ended the game." in bob.decisions.error.text(), timeout=8000)
    for w in (ann2, bob):
        w.close()


def test_a_late_joiner_sees_what_was_said_in_the_lobby_before_once(qtbot, qt_loop):
    mw = pages()
    host = lan_window(qtbot, "host")
    lan = host_game(qtbot, host)
    ann = lan_window(qtbot, "ann")
    join_by_address(qtbot, ann, "Ann", lan.port)
    qtbot.waitUntil(lambda: ann.stack.currentIndex() == mw.PAGE_ROOM and len(ann.room_screen.seats) == 3,
                    timeout=5000)
    take(qtbot, ann, "stark")
    ann.room_screen.chat_edit.setText("hello all")
    qtbot.keyClick(ann.room_screen.chat_edit, mw.Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Ann: hello all" in host.room_screen.chat_view.toPlainText(), timeout=5000)
    # Bob comes later: his room shows the line said before he came, and only once after he sits
    bob = lan_window(qtbot, "bob")
    join_by_address(qtbot, bob, "Bob", lan.port)
    qtbot.waitUntil(lambda: bob.stack.currentIndex() == mw.PAGE_ROOM
                    and "Ann: hello all" in bob.room_screen.chat_view.toPlainText(), timeout=5000)
    take(qtbot, bob, "lannister")
    bob.room_screen.chat_edit.setText("hi Ann")
    qtbot.keyClick(bob.room_screen.chat_edit, mw.Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: "Bob: hi Ann" in bob.room_screen.chat_view.toPlainText(), timeout=5000)
    assert bob.room_screen.chat_view.toPlainText().splitlines() == ["Ann: hello all", "Bob: hi Ann"]
    host.close()
    qtbot.waitUntil(lambda: lan.closing.done(), timeout=5000)  # its advert gone before the next test browses
    for w in (ann, bob):
        w.close()


def test_failures_are_explained(qtbot, qt_loop):
    from agot_qt.net.discovery import GameAdvert

    mw = pages()
    w = lan_window(qtbot)
    w.open_lobby()
    lobby = w.lobby_screen
    lobby.address.setText("no port here:")
    lobby._join_address()
    assert "host:port" in lobby.message.text()
    # nobody listens on this port
    import socket

    s = socket.socket()
    s.bind(("127.0.0.1", 0))
    free_port = s.getsockname()[1]
    s.close()
    lobby.address.setText(f"127.0.0.1:{free_port}")
    lobby._join_address()
    qtbot.waitUntil(lambda: "No game answers" in lobby.message.text(), timeout=8000)
    assert w.stack.currentIndex() == mw.PAGE_LOBBY
    # a game from another version is listed greyed, and joining it says why
    other = GameAdvert("Old.x._agot._tcp.local.", ("127.0.0.1",), 1, 99, "Old", "second_edition", 4, 2, "g9")
    lobby.game_seen("added", other)
    assert "another version" in lobby.games.topLevelItem(0).text(0)
    lobby.join_row(0)
    assert "different version" in lobby.message.text()
    lobby.game_seen("removed", other)
    assert lobby.games.topLevelItemCount() == 0
    w.close()


def test_a_hosted_game_autosaves_and_is_resumed_with_the_same_people_in_their_seats(
        qtbot, qt_loop, tmp_path, monkeypatch, save_folder):
    from agot_qt.lan import lobby as lobby_module
    from agot_qt.lan import remote
    from engine.save import load_session, read_save

    mw = pages()
    folder = save_folder  # the folder function is monkeypatched (fixture above)
    assert remote.lan_save_folder() == folder

    # the window hosts a game (host-only); Ann takes Stark, the other houses are bots
    host = lan_window(qtbot, "save-host")
    host.open_lobby()
    form = host.lobby_screen
    form.name_edit.setText("Hana")
    form.game_name.setText("Saved night")
    form.players.setValue(3)
    form.holder_boxes["stark"].setCurrentIndex(0)
    form.holder_boxes["lannister"].setCurrentIndex(1)
    form.holder_boxes["baratheon"].setCurrentIndex(1)
    form.my_seat.setCurrentIndex(0)
    qtbot.mouseClick(form.host_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_ROOM and len(host.room_screen.seats) == 3,
                    timeout=8000)
    lan = host.lan.lan_host
    game_id = lan.session.game_id
    save = folder / f"{game_id}.agot"
    assert lan.save_path == save and not save.exists()

    ann = lan_window(qtbot, "save-ann")
    ann.open_lobby()
    ann.lobby_screen.name_edit.setText("Ann")
    ann.lobby_screen.address.setText(f"127.0.0.1:{lan.port}")
    ann.lobby_screen._join_address()
    qtbot.waitUntil(lambda: ann.stack.currentIndex() == mw.PAGE_ROOM and len(ann.room_screen.seats) == 3,
                    timeout=5000)
    take(qtbot, ann, "stark")
    token = lan.session.seats["stark"].token
    assert remote.remembered_seat(game_id, "save-ann") == ("stark", token)
    ann.room_screen.ready.setChecked(True)
    qtbot.waitUntil(lambda: host.room_screen.start_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(host.room_screen.start_button, mw.Qt.MouseButton.LeftButton)
    for w in (host, ann):
        qtbot.waitUntil(lambda w=w: w.stack.currentIndex() == mw.PAGE_GAME and w.game is not None
                        and w.game.model.synced(), timeout=5000)
    assert save.is_file()  # saved as soon as the game started

    # Ann places her orders through the widgets; every accepted command rewrites the save
    qtbot.waitUntil(lambda: ann.decisions.widget is not None and ann.decisions.widget.isEnabled(), timeout=5000)
    widget = ann.decisions.widget
    assert widget.decision["kind"] == "place-orders"
    drive(widget, RandomBot(1).propose(widget.view, widget.decision))
    qtbot.waitUntil(lambda: any(seat == "stark" for seat, _ in lan.session.commands), timeout=5000)
    # and the host's bots have answered too, however busy the machine
    qtbot.waitUntil(lambda: lan.session.game.s.state_id >= 3, timeout=15000)
    saved_ids = lambda: load_session(read_save(save)).game.s.state_id  # noqa: E731
    qtbot.waitUntil(lambda: saved_ids() == lan.session.game.s.state_id, timeout=5000)

    # the host goes away; the save holds the last state
    host.close()
    qtbot.waitUntil(lambda: lan.closing.done(), timeout=5000)
    ann.close()
    commands = [list(c) for c in lan.session.commands]
    final_id = lan.session.game.s.state_id
    assert final_id >= 3 and saved_ids() == final_id
    assert read_save(save)["commands"] == commands

    # a new host window: a damaged save is explained and changes nothing
    host2 = lan_window(qtbot, "save-host")
    host2.open_lobby()
    host2.lobby_screen.name_edit.setText("Hana")
    broken = tmp_path / "broken.agot"
    broken.write_text("{ not a save", encoding="utf-8")
    chosen = [str(broken)]
    monkeypatch.setattr(lobby_module.QFileDialog, "getOpenFileName", lambda *a, **k: (chosen[0], ""))
    pick_other_file_in_the_resume_list()
    host2.lan.resume_saved()
    assert "cannot be resumed" in host2.lobby_screen.message.text()
    assert host2.lan.lan_host is None and host2.lan.game is None
    assert host2.stack.currentIndex() == mw.PAGE_LOBBY

    # the real save: hosted again with the same game id, Stark kept for Ann's token
    chosen[0] = str(save)
    host2.lobby_screen.resume_button.setEnabled(True)
    pick_other_file_in_the_resume_list()
    qtbot.mouseClick(host2.lobby_screen.resume_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host2.stack.currentIndex() == mw.PAGE_GAME and host2.game is not None
                    and host2.game.model.synced(), timeout=8000)
    assert host2.lobby_screen.message.text() == ""
    lan2 = host2.game.lan_host
    assert lan2 is not None and lan2 is not lan and host2.game.seat is None
    assert lan2.session.game_id == game_id and lan2.save_path == save
    assert lan2.port == lan.port and lan2.moved_from is None  # back on the port people know
    assert lan2.session.seats["stark"].holder == "human" and lan2.session.seats["stark"].token == token
    assert lan2.host.free_seats() == 0
    assert [list(c) for c in lan2.session.commands][:len(commands)] == commands

    # Ann's new window joins by address and is put back in her seat with the remembered token
    ann2 = lan_window(qtbot, "save-ann")
    join_by_address(qtbot, ann2, "Ann", lan2.port)
    qtbot.waitUntil(lambda: ann2.stack.currentIndex() == mw.PAGE_GAME and ann2.game is not None
                    and ann2.game.seat == "stark" and ann2.game.model.synced(), timeout=8000)
    assert lan2.session.seats["stark"].client is not None
    assert ann2.game.client.token == token
    qtbot.waitUntil(lambda: ann2.game.model.state_id() == lan2.session.game.s.state_id, timeout=5000)
    assert ann2.game.model.state_id() >= final_id
    for w in (ann2, host2):
        w.close()


def test_names_in_use_full_games_leaving_and_away_seats(qtbot, qt_loop):
    mw = pages()
    host = lan_window(qtbot, "n-host")
    lan = host_game(qtbot, host, "Names night")
    port, seats = lan.port, lan.session.seats

    # a name already used by someone in the game is refused; the person changes it and gets in
    ann = lan_window(qtbot, "n-ann")
    join_by_address(qtbot, ann, " hana ", port)
    qtbot.waitUntil(lambda: "already uses that name" in ann.lobby_screen.message.text(), timeout=5000)
    assert ann.stack.currentIndex() == mw.PAGE_LOBBY and ann.lan.game is None
    assert ann.lobby_screen.name_edit.selectedText() == " hana "  # ready to be typed over
    join_by_address(qtbot, ann, "Ann", port)
    qtbot.waitUntil(lambda: ann.stack.currentIndex() == mw.PAGE_ROOM and len(ann.room_screen.seats) == 3,
                    timeout=5000)
    take(qtbot, ann, "stark")
    old_token = seats["stark"].token
    bob = lan_window(qtbot, "n-bob")
    join_by_address(qtbot, bob, "Bob", port)
    qtbot.waitUntil(lambda: bob.stack.currentIndex() == mw.PAGE_ROOM and len(bob.room_screen.seats) == 3,
                    timeout=5000)
    take(qtbot, bob, "lannister")

    # Ann leaves the room before the start: her seat is open again for everyone, with a new token
    qtbot.mouseClick(ann.room_screen.leave_button, mw.Qt.MouseButton.LeftButton)
    assert ann.stack.currentIndex() == mw.PAGE_LOBBY
    qtbot.waitUntil(lambda: host.room_screen.status_text("stark") == "Open"
                    and bob.room_screen.status_text("stark") == "Open", timeout=5000)
    assert seats["stark"].holder == "open" and seats["stark"].token != old_token
    cat = lan_window(qtbot, "n-cat")
    join_by_address(qtbot, cat, "Cat", port)
    qtbot.waitUntil(lambda: cat.stack.currentIndex() == mw.PAGE_ROOM and len(cat.room_screen.seats) == 3,
                    timeout=5000)
    take(qtbot, cat, "stark")

    # every seat is taken: Dan is told, and may watch, or not
    dan = lan_window(qtbot, "n-dan")
    join_by_address(qtbot, dan, "Dan", port)
    box = dan.lobby_screen.full_box
    qtbot.waitUntil(lambda: box.isVisible(), timeout=5000)
    assert "watch" in dan.lobby_screen.full_text.text() and dan.stack.currentIndex() == mw.PAGE_LOBBY
    qtbot.mouseClick(dan.lobby_screen.no_watch_button, mw.Qt.MouseButton.LeftButton)
    assert not box.isVisible() and dan.lan.game is None and dan.stack.currentIndex() == mw.PAGE_LOBBY
    join_by_address(qtbot, dan, "Dan", port)
    qtbot.waitUntil(lambda: box.isVisible(), timeout=5000)
    qtbot.mouseClick(dan.lobby_screen.watch_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dan.stack.currentIndex() == mw.PAGE_ROOM, timeout=5000)
    assert dan.lan.game.seat is None and not box.isVisible()

    # Bob's connection drops (no leave): his seat stays reserved, shown as away ...
    bob_token = seats["lannister"].token
    bob.lan.game._conn.close()
    qtbot.waitUntil(lambda: host.room_screen.status_text("lannister") == "Away", timeout=5000)
    assert seats["lannister"].holder == "human" and seats["lannister"].token == bob_token
    # ... until the host opens it from the room
    room = host.room_screen
    room.table.selectRow(row_of(room, "lannister"))
    assert room.bot_button.isEnabled() and room.bot_button.text() == "Open this seat"
    qtbot.mouseClick(room.bot_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: room.status_text("lannister") == "Open"
                    and dan.room_screen.status_text("lannister") == "Open", timeout=5000)
    assert seats["lannister"].token != bob_token
    # closing the window before the start is leaving too
    cat.close()
    qtbot.waitUntil(lambda: room.status_text("stark") == "Open", timeout=5000)
    for w in (ann, bob, dan, host):
        w.close()


def test_the_turn_clock_is_a_host_option_and_counts_down_in_the_window(qtbot, qt_loop):
    mw = pages()
    host = lan_window(qtbot, "clock-host")
    host.open_lobby()
    form = host.lobby_screen
    form.name_edit.setText("Hana")
    form.players.setValue(3)
    for h in ("lannister", "baratheon"):
        form.holder_boxes[h].setCurrentIndex(1)
    form.my_seat.setCurrentIndex(form.my_seat.findData("stark"))
    assert form.turn_clock.currentData() == 0  # off unless chosen
    form.turn_clock.setCurrentIndex(form.turn_clock.findData(60))
    assert form.turn_clock.currentText() == "1 min per decision"
    assert form.bot_level.currentData() == "normal" and form.bot_level.currentText() == "Normal"
    form.bot_level.setCurrentIndex(form.bot_level.findData("hard"))  # the host form has a bot level
    qtbot.mouseClick(form.host_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_ROOM and host.room_screen.start_button.isEnabled(),
                    timeout=8000)
    lan = host.lan.lan_host
    assert lan.session.turn_clock == 60
    assert lan.bot_level == "hard" and lan.session.host_settings["bot_level"] == "hard"
    from engine.bots.levels import make_bot

    assert type(lan.host.bot_factory("lannister")) is type(make_bot("hard", 1)), "its bots play at that level"
    assert not host.turn_clock.isVisible()
    qtbot.mouseClick(host.room_screen.start_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_GAME and host.game is not None
                    and host.game.seat == "stark", timeout=8000)
    qtbot.waitUntil(lambda: host.turn_clock.isVisible(), timeout=5000)
    text = host.turn_clock.text()
    assert "Stark" in text and ("1:00" in text or "0:5" in text)
    assert host.turn_clock.parentWidget() is host.decisions  # right by the "Waiting for" line
    # the host's notice of a decision made by the clock reads in this window's language
    host.game._raw(host.game._conn, {"type": "notice", "code": "clock-expired", "seat": "stark",
                                     "kind": "place-orders"})
    assert "Time ran out for Stark" in host.chat.history.toPlainText()

    # a game under way with no seat to take: Dan is offered to watch it, and then sees the clock too
    dan = lan_window(qtbot, "clock-dan")
    join_by_address(qtbot, dan, "Dan", lan.port)
    qtbot.waitUntil(lambda: dan.lobby_screen.full_box.isVisible(), timeout=5000)
    assert dan.stack.currentIndex() == mw.PAGE_LOBBY and dan.game is None
    qtbot.mouseClick(dan.lobby_screen.watch_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dan.stack.currentIndex() == mw.PAGE_GAME and dan.game is not None
                    and dan.game.seat is None and dan.game.model.synced(), timeout=5000)
    qtbot.waitUntil(lambda: "Stark" in dan.turn_clock.text() and dan.turn_clock.isVisible(), timeout=5000)
    dan.close()
    host.close()


def test_a_resumed_game_whose_port_is_busy_moves_and_says_so(qtbot, qt_loop, tmp_path):
    import socket

    from engine.game import Game
    from engine.save import make_save, write_save
    from engine.session import Session

    mw = pages()
    busy = socket.socket()
    busy.bind(("127.0.0.1", 0))
    busy.listen()
    taken = busy.getsockname()[1]
    session = Session(Game.new(players=3, seed=4), "gbusy", "Busy night")
    session.seats["stark"].holder = "human"
    for h in ("lannister", "baratheon"):
        session.set_holder(h, "bot")
    session.host_settings["port"] = taken
    path = tmp_path / "busy.agot"
    write_save(path, make_save(session))
    host = lan_window(qtbot, "busy-host")
    host.open_lobby()
    host.lobby_screen.name_edit.setText("Hana")
    assert host.lan.resume(str(path))
    qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_GAME and host.game is not None, timeout=8000)
    lan = host.game.lan_host
    assert lan.port != taken and lan.moved_from == taken
    qtbot.waitUntil(lambda: f"Port {taken} is busy" in host.chat.history.toPlainText(), timeout=5000)
    assert str(lan.port) in host.chat.history.toPlainText()
    busy.close()
    host.close()


def test_a_remembered_seat_is_taken_back_unasked_only_where_it_was_played(qtbot, qt_loop):
    """A host elsewhere may reuse a game's public id: the window asks before proving a remembered
    seat there, and takes it back on its own at the address it played at."""
    from PySide6.QtWidgets import QMessageBox

    from agot_qt.lan import remote

    mw = pages()
    host = lan_window(qtbot, "e-host")
    lan = host_game(qtbot, host, "Elsewhere night")
    game_id, token = lan.session.game_id, lan.session.seats["stark"].token
    lan.session.seats["stark"].holder = "human"  # reserved for its token, its person away
    remote.remember_seat(game_id, "stark", token, "e-ann", where="192.0.2.7:47400")

    ann = lan_window(qtbot, "e-ann")
    join_by_address(qtbot, ann, "Ann", lan.port)
    qtbot.waitUntil(lambda: ann.lan.seat_question is not None, timeout=5000)
    question = ann.lan.seat_question
    assert "192.0.2.7:47400" in question.text() and f"127.0.0.1:{lan.port}" in question.text()
    assert ann.lan.game.seat is None and lan.session.seats["stark"].client is None  # nothing tried
    question.button(QMessageBox.StandardButton.No).click()
    qtbot.wait(200)
    assert ann.lan.game.seat is None and lan.session.seats["stark"].client is None

    # a host elsewhere that refuses the seat's proof (here: the token changed) does not make the
    # window forget it: only where it was played would that say the token is void
    real = lan.session.seats["stark"].token
    lan.session.seats["stark"].token = "0" * 32
    join_by_address(qtbot, ann, "Ann", lan.port)
    qtbot.waitUntil(lambda: ann.lan.seat_question is not None, timeout=5000)
    ann.lan.seat_question.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: ann.lan.game is not None and ann.lan.game.failure_detail.endswith(
        "that token does not hold this seat") or ann.lobby_screen.message.text() != "", timeout=5000)
    qtbot.wait(200)
    assert remote.remembered_seat(game_id, "e-ann") == ("stark", token)
    lan.session.seats["stark"].token = real

    # asked again on the next join, and a yes takes the seat (its token proved, not sent)
    join_by_address(qtbot, ann, "Ann", lan.port)
    qtbot.waitUntil(lambda: ann.lan.seat_question is not None, timeout=5000)
    ann.lan.seat_question.button(QMessageBox.StandardButton.Yes).click()
    qtbot.waitUntil(lambda: ann.lan.game is not None and ann.lan.game.seat == "stark", timeout=5000)
    assert remote.remembered_where(game_id, "e-ann") == f"127.0.0.1:{lan.port}"

    # played here now: the next time the seat comes back without a question
    ann.lan.game._conn.close()
    join_by_address(qtbot, ann, "Ann", lan.port)
    qtbot.waitUntil(lambda: ann.lan.game is not None and ann.lan.game.seat == "stark", timeout=5000)
    assert ann.lan.seat_question is None
    assert ann.stack.currentIndex() in (mw.PAGE_ROOM, mw.PAGE_LOBBY)
    for w in (ann, host):
        w.close()


def test_the_host_form_chooses_the_network_the_game_listens_on(qtbot, qt_loop, monkeypatch):
    """As `agot-host --bind`: every network (the window's default), one of this computer's
    addresses (a VPN's), or this computer only; the game then listens and is announced there."""
    from PySide6.QtCore import QSettings

    from agot_qt.net import discovery

    mw = pages()
    monkeypatch.setattr(discovery, "lan_addresses", lambda: ["10.9.8.7", "100.64.1.2"])
    w = lan_window(qtbot, "bind")
    w.lan_bind = "0.0.0.0"  # the window's default: every network, unless the form says otherwise
    w.open_lobby()
    form = w.lobby_screen
    listed = [form.bind.itemData(i) for i in range(form.bind.count())]
    assert listed == [None, "10.9.8.7", "100.64.1.2", "127.0.0.1"]
    assert form.bind.itemText(0) == "Every network of this computer"
    assert form.bind.itemText(3) == "This computer only (127.0.0.1)" and form.bind.itemText(2) == "100.64.1.2"
    form.bind.setCurrentIndex(3)
    form.name_edit.setText("Hana")
    form.players.setValue(3)
    for h in ("stark", "lannister", "baratheon"):
        form.holder_boxes[h].setCurrentIndex(1)
    form.my_seat.setCurrentIndex(0)
    qtbot.mouseClick(form.host_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: w.stack.currentIndex() == mw.PAGE_ROOM, timeout=8000)
    lan = w.lan.lan_host
    assert lan.host.bind == "127.0.0.1"
    assert w.room_screen.addresses == [f"127.0.0.1:{lan.port}"], "the address the others type"
    assert '"bind": "127.0.0.1"' in str(QSettings().value(form.FORM_KEY, "")), "remembered with the form"
    QSettings().remove(form.FORM_KEY)  # not the next tests' form
    w.lan.close()
