"""A window process for the crash test: it plays a game against bots (a bot answers for the
person through the window's own client) until round 2 or a later one waits for the person alone,
says the game's digest and round on stdout, and then waits to be killed."""
from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def main() -> int:
    from PySide6.QtCore import QTimer

    from agot_qt.words import i18n
    from agot_qt.app import application
    from agot_qt.games.bots import BotPlayer
    from agot_qt.games.localgame import LocalGame
    from agot_qt.main_window import MainWindow

    app = application()
    i18n.set_language("en")
    w = MainWindow()
    w.show()
    game = LocalGame.new(3, ["stark"], seed=int(sys.argv[1]) if len(sys.argv) > 1 else 11, bot_delay_ms=0)
    w.start_game(game)
    person = BotPlayer(game.model.client("stark"), seed=5, level="random")

    def check() -> None:
        g = game.session.game
        awaited = {d.seat for d in g.waiting_for()}
        if g.s.round >= 2 and awaited == {"stark"} and not game.host.pending():
            person.paused = True
            print("READY", g.digest(), g.s.round, flush=True)
            poll.stop()

    poll = QTimer()
    poll.setInterval(5)
    poll.timeout.connect(check)
    poll.start()
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
