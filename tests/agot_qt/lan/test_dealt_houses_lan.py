"""A LAN game that deals houses (random houses): the host's window and a joiner take places in
the lobby; as the host starts, the session deals each place a house and each window's seat
client follows its second `welcome` (`dealt_from`) to the house dealt: the seat, the model, the
status bar, the decision panel and the seat remembered for a rejoin, and the joiner plays it."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from engine.bots.random_bot import RandomBot

from ..driver import drive
from .test_lobby import join_by_address, lan_window, pages, qt_loop, row_of, save_folder, take  # noqa: F401



@pytest.fixture(autouse=True)
def _form_forgotten():
    """The host form remembers random houses: the LAN tests after this one host without them."""
    yield
    QSettings().remove("lan/host_form")


# 3 players, seed 11: Stark's place is dealt Lannister, Lannister's Baratheon, Baratheon's Stark
SEED = 11


def test_the_places_taken_in_the_lobby_are_dealt_their_houses_as_the_game_starts(qtbot, qt_loop, monkeypatch):
    from agot_qt.lan import remote

    mw = pages()
    made = remote.LanHost.new.__func__
    monkeypatch.setattr(remote.LanHost, "new", classmethod(lambda cls, *a, **k: made(cls, *a, **{**k, "seed": SEED})))
    host = lan_window(qtbot, "host")
    host.open_lobby()
    form = host.lobby_screen
    form.name_edit.setText("Hana")
    form.game_name.setText("Dealt night")
    form.edition.setCurrentIndex(form.edition.findData("second_edition"))
    form.players.setValue(3)
    form.set_variants({"random-houses": True})
    form.holder_boxes["lannister"].setCurrentIndex(0)
    form.holder_boxes["baratheon"].setCurrentIndex(1)  # a bot
    form.my_seat.setCurrentIndex(form.my_seat.findData("stark"))
    qtbot.mouseClick(form.host_button, mw.Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.stack.currentIndex() == mw.PAGE_ROOM and len(host.room_screen.seats) == 3,
                    timeout=8000)
    lan = host.lan.lan_host
    assert lan.session.game.s.options["variants"] == {"random-houses": True}
    qtbot.waitUntil(lambda: host.lan.game.seat == "stark", timeout=5000)

    ann = lan_window(qtbot, "ann")
    join_by_address(qtbot, ann, "Ann", lan.port)
    qtbot.waitUntil(lambda: ann.stack.currentIndex() == mw.PAGE_ROOM and len(ann.room_screen.seats) == 3,
                    timeout=8000)
    take(qtbot, ann, "lannister")
    qtbot.waitUntil(lambda: ann.lan.game is not None and ann.lan.game.seat == "lannister", timeout=5000)
    ann.room_screen.ready.setChecked(True)
    qtbot.waitUntil(lambda: host.room_screen.start_button.isEnabled(), timeout=5000)
    qtbot.mouseClick(host.room_screen.start_button, mw.Qt.MouseButton.LeftButton)
    for w in (host, ann):
        qtbot.waitUntil(lambda w=w: w.stack.currentIndex() == mw.PAGE_GAME and w.game is not None
                        and w.game.model.synced(), timeout=8000)

    # each window follows its place to the house dealt to it
    assert (host.game.seat, ann.game.seat) == ("lannister", "baratheon")
    assert (host.game.dealt_from, ann.game.dealt_from) == ("stark", "lannister")
    assert lan.session.seats["baratheon"].name == "Ann" and lan.session.seats["stark"].holder == "bot"
    assert list(ann.game.model.clients) == ["baratheon"]
    assert ann.game.model.view("baratheon")["seat"] == "baratheon"
    assert ann.lan.joined_text == "You joined Dealt night, and the houses were dealt: you play Baratheon."
    assert remote.remembered_seat(lan.session.game_id, "ann")[0] == "baratheon"

    # Ann plays the house dealt to her, through the decision panel
    qtbot.waitUntil(lambda: ann.decisions.widget is not None and ann.decisions.widget.isEnabled(), timeout=8000)
    widget = ann.decisions.widget
    assert widget.seat == "baratheon" and widget.decision["kind"] == "place-orders"
    assert ann.display_seat == "baratheon"
    drive(widget, RandomBot(3).propose(widget.view, widget.decision))
    qtbot.waitUntil(lambda: "baratheon" not in [d.seat for d in lan.session.game.waiting_for()], timeout=8000)
    for w in (ann, host):
        w.close()
