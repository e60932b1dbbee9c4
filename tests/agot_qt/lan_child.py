"""A window process at a LAN party, for the tests that kill one: the real `agot` window (its
own data and config folders come from the environment), driven through its widgets.

    python -m tests.agot_qt.lan_child join PORT NAME HOUSE
        joins the game at 127.0.0.1:PORT from the LAN page, takes HOUSE, ticks *I am ready*,
        prints `SEATED`, and while the game is on screen with a decision for it,
        `PLAYING <state id> <digest of its view>` whenever the state changed.
    python -m tests.agot_qt.lan_child rejoin
        a fresh start: prints `OFFER <the start screen's rejoin note>` (or `NO-OFFER`), presses
        *Rejoin*, and once its seat's game is on screen again `BACK <house> <state id> <digest>`.

Then it waits to be killed; it stops by itself after two minutes whatever happens.
"""
from __future__ import annotations

import hashlib
import json
import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def say(*parts: object) -> None:
    print(*parts, flush=True)


def view_digest(client) -> str:
    return hashlib.sha256(json.dumps(client.view, sort_keys=True, default=str).encode()).hexdigest()[:16]


def main(argv: list[str]) -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from agot_qt.words import i18n
    from agot_qt.app import application
    from agot_qt.lan import rejoin
    from agot_qt.lan.remote import ensure_loop
    from agot_qt.main_window import PAGE_ROOM, MainWindow

    app = application()
    i18n.set_language("en")
    ensure_loop()
    w = MainWindow()
    w.lan_interfaces, w.lan_bind, w.lan_port, w.lan_fullscreen = ["127.0.0.1"], "127.0.0.1", 0, False
    w.resize(1300, 850)
    w.show()
    steps: list[str] = []
    last_said: list[int | None] = [None]

    def in_game(house: str):
        g = w.game
        if g is None or not hasattr(g, "connect_as") or g.seat != house or not g.model.synced():
            return None
        client = g.model.client(house)
        return client if client is not None and client.decisions and client.view is not None else None

    if argv[0] == "join":
        port, name, house = int(argv[1]), argv[2], argv[3]
        w.open_lobby()
        w.lobby_screen.name_edit.setText(name)
        w.lobby_screen.address.setText(f"127.0.0.1:{port}")
        w.lobby_screen.join_button.click()

        def check() -> None:
            room = w.room_screen
            if not steps:
                if w.stack.currentIndex() == PAGE_ROOM and house in room.seats and w.lan.game is not None:
                    steps.append("room")
                    room.table.selectRow(list(room.seats).index(house))
                    room.take_button.click()
            elif steps == ["room"]:
                g = w.lan.game
                if g is not None and g.seat == house and room.seats.get(house, {}).get("holder") == "human":
                    steps.append("seated")
                    room.ready.setChecked(True)
                    say("SEATED")
            else:
                client = in_game(house)
                if client is not None and client.state_id != last_said[0]:
                    last_said[0] = client.state_id
                    say("PLAYING", client.state_id, view_digest(client))
    else:
        w.offer_continue()
        start = w.start_screen
        if start.rejoin_button.isHidden():
            say("NO-OFFER")
            return 4
        say("OFFER", start.rejoin_note.text())
        house_of_note = rejoin.last()["seat"]
        start.rejoin_button.click()

        def check() -> None:
            if not steps:
                client = in_game(house_of_note)
                if client is not None:
                    steps.append("back")
                    say("BACK", house_of_note, client.state_id, view_digest(client))

    poll = QTimer()
    poll.setInterval(10)
    poll.timeout.connect(check)
    poll.start()
    QTimer.singleShot(120_000, lambda: QApplication.exit(2))  # never left running
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
