"""A window process for the read-only data folder test: it plays a game against bots whose
autosave folder cannot be written, and says on stdout what the player is shown.

Root may write into any folder, so when started as root it first gives up its privileges
(`os.setuid` to the unprivileged `nobody`, 65534) once everything it needs is loaded and the
folder is made read-only for its owner: from then on the kernel refuses the write as it
would for any player. It prints `CANNOT-WRITE`, then `TOLD <box text>` / `DETAIL <details>` /
`PAUSED <bots paused>` / `STATUS <status bar note>` once the message is on screen, `GOES-ON`
once the player closed it and the bots play again, and `SAVED-AGAIN` once, the folder
writable again, the person's next move was saved. It stops by itself (exit code 0, or 2 when
something did not happen in time).
"""
from __future__ import annotations

import os
import pkgutil
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

NOBODY = 65534


def say(*parts: object) -> None:
    print(*parts, flush=True)


def load_everything() -> None:
    """Import every module of the program now: after giving up root, the files of the program
    or of Python itself may no longer be readable (e.g. an interpreter under /root)."""
    import agot_qt
    import engine

    for pkg in (agot_qt, engine):
        for mod in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + "."):
            if mod.name.endswith("__main__"):
                continue
            try:
                __import__(mod.name)
            except Exception:  # noqa: BLE001 - a module this test does not need
                pass


def main() -> int:
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QLabel, QMessageBox

    from agot_qt.games import autosave
    from agot_qt.words import i18n
    from agot_qt.app import application
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow
    from engine.bots.random_bot import RandomBot

    load_everything()
    app = application()
    i18n.set_language("en")
    w = MainWindow()
    w.resize(1300, 850)
    w.show()
    game = LocalGame.new(3, ["stark"], seed=5, bot_delay_ms=0)
    app.processEvents()

    folder = autosave.folder()
    folder.mkdir(parents=True, exist_ok=True)
    if os.getuid() == 0:
        os.chown(folder, NOBODY, NOBODY)
    folder.chmod(0o500)  # read-only, even for its owner
    if os.getuid() == 0:
        os.setgroups([])
        os.setgid(NOBODY)
        os.setuid(NOBODY)
    try:
        (folder / "probe").write_text("x")
    except PermissionError:
        say("CANNOT-WRITE", os.getuid())
    else:
        say("CAN-WRITE", os.getuid())
        return 3

    steps = {"told": False, "closed": False, "moved": False}
    client = game.model.client("stark")

    def status() -> QLabel | None:
        return w.findChild(QLabel, "autosaveStatus")

    def check() -> None:
        box = w.autosave_box
        if not steps["told"]:
            if box is not None and box.isVisible():
                steps["told"] = True
                say("TOLD", box.text().replace("\n", " "))
                say("DETAIL", box.detailedText().replace("\n", " "))
                say("PAUSED", all(b.paused for b in game.bots.values()))
                label = status()
                say("STATUS", label.text() if label is not None and label.isVisible() else "")
                box.button(QMessageBox.StandardButton.Ok).click()
            return
        if not steps["closed"]:
            if box is None and not any(b.paused for b in game.bots.values()):
                steps["closed"] = True
                say("GOES-ON")
                folder.chmod(0o700)  # the player makes the folder writable again
            return
        if not steps["moved"]:
            if client.decisions:
                steps["moved"] = True
                client.command(RandomBot(1).propose(client.view, client.decisions[0], 0))
            return
        label = status()
        if label is not None and not label.isVisible() and any(p.name.endswith(autosave.SUFFIX)
                                                               for p in folder.iterdir()):
            say("SAVED-AGAIN")
            poll.stop()
            QApplication.exit(0)

    poll = QTimer()
    poll.setInterval(10)
    poll.timeout.connect(check)
    poll.start()
    QTimer.singleShot(90_000, lambda: QApplication.exit(2))  # never left running
    w.start_game(game)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
