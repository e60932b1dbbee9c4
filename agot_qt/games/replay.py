"""Watching a saved game again: a replay shown in the main window like a spectator's game.

One path: `ReplayGame` plays the host's part for a single spectator client. It answers the
client's hello with the host's own messages (welcome, then a snapshot) and, as the replay
moves, sends `update`s (forward: the new public events) or a fresh `snapshot` (backward), all
built from `engine.replay.Replay`'s public views and events. The window shows it exactly as
it shows any spectator's game. `ReplayBar` is the toolbar that drives it (start, rounds,
steps, play/pause at a chosen speed, a slider); `open_replay` puts both in a window and takes
the bar away again when the replay is left (a new game, a loaded one, the lobby, closing).
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox, QFileDialog, QLabel, QMainWindow, QSlider, QStyle, QToolBar, QWidget,
)

from engine.replay import Replay
from engine.save import SaveError, read_save, write_save
from engine.session import PROTOCOL_VERSION

from ..words import problems
from ..model import ClientModel, SeatClient

translate = QCoreApplication.translate

SPEEDS = (1, 2, 4, 8, 16)  # steps per second offered while playing
DEFAULT_SPEED = 2


class ReplayConnection(QObject):
    """The spectator client's end of the link to a replay (the same surface as LocalConnection)."""

    received = Signal(dict)
    closed = Signal()

    def __init__(self, game: "ReplayGame") -> None:
        super().__init__(game)
        self.game = game
        self.open = True

    def send(self, message: dict[str, Any]) -> None:
        if self.open:
            self.game.receive(message)

    def close(self) -> None:
        if self.open:
            self.open = False
            self.closed.emit()


class ReplayGame(QObject):
    """A saved game replayed for one spectator; the window treats it like a spectator game."""

    moved = Signal(int)  # the new position (commands replayed so far)
    log_restarted = Signal()  # the next snapshot brings the whole log again (a step back)
    playing_changed = Signal(bool)
    stopped = Signal()

    def __init__(self, replay: Replay, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.replay = replay
        self.humans: list[str] = []
        self.position = 0
        self.speed = DEFAULT_SPEED
        self.model = ClientModel(self)
        self.connection = ReplayConnection(self)
        self.client = self.model.add(SeatClient(self.connection, None, ""))
        self.timer = QTimer(self)
        self.timer.timeout.connect(self._tick)
        self._set_interval()

    @classmethod
    def load(cls, path: str | Path, parent: QObject | None = None) -> "ReplayGame":
        """Read and check a save (SaveError, or its ReplayError, when it cannot be replayed)."""
        return cls(Replay.from_save(read_save(path)), parent)

    @property
    def mode(self) -> str:
        return "spectator"

    def __len__(self) -> int:
        return len(self.replay)

    # ----- the host's side of the link ------------------------------------------------
    def start(self) -> None:
        self.client.join()

    def receive(self, message: dict[str, Any]) -> None:
        """A message from the spectator client: only its hello needs an answer."""
        if message.get("type") != "hello":
            return
        view = self.replay.view_at(0)
        data = self.replay.data
        name = data.get("name")
        self._deliver({"type": "welcome", "protocol": PROTOCOL_VERSION, "game_id": data.get("game_id"),
                       "game_name": name if isinstance(name, str) else "", "edition": view["ruleset"],
                       "seat": None, "started": True, "turn_clock": 0,
                       "seats": {h: self._seat(h) for h in view["houses"]}})
        self._deliver(self._snapshot())

    def _seat(self, house: str) -> dict[str, Any]:
        """A seat as the host announces it, from what the save says (which the replay never needs)."""
        seats = self.replay.data.get("seats")
        info = seats.get(house) if isinstance(seats, dict) else None
        info = info if isinstance(info, dict) else {}
        holder, name = info.get("holder"), info.get("name")
        return {"holder": holder if holder in ("open", "human", "bot") else "open",
                "name": name if isinstance(name, str) else "", "connected": False, "ready": True}

    def _snapshot(self) -> dict[str, Any]:
        view = self.replay.view_at(self.position)
        return {"type": "snapshot", "state_id": view["state_id"], "view": view,
                "log": [e.to_wire() for e in self.replay.events_until(self.position)]}

    def _deliver(self, message: dict[str, Any]) -> None:
        if self.connection.open:
            self.connection.received.emit(message)

    # ----- moving -------------------------------------------------------------------------
    def seek(self, position: int) -> None:
        """Show the game after `position` commands (clamped to the game)."""
        position = max(0, min(len(self.replay), int(position)))
        if position == self.position or not self.connection.open:
            return
        if position > self.position:
            view = self.replay.view_at(position)
            events = self.replay.events_between(self.position, position)
            self.position = position
            self._deliver({"type": "update", "state_id": view["state_id"], "view": view,
                           "events": [e.to_wire() for e in events]})
        else:
            self.position = position
            self.log_restarted.emit()
            self._deliver(self._snapshot())
        if self.position >= len(self.replay):
            self.pause()
        self.moved.emit(self.position)

    def step(self, delta: int) -> None:
        self.seek(self.position + delta)

    def to_start(self) -> None:
        self.seek(0)

    def to_end(self) -> None:
        self.seek(len(self.replay))

    def next_round(self) -> None:
        self.seek(self.replay.next_round_start(self.position))

    def previous_round(self) -> None:
        self.seek(self.replay.previous_round_start(self.position))

    def round(self) -> int:
        return self.replay.round_at(self.position)

    # ----- playing ----------------------------------------------------------------------------
    @property
    def playing(self) -> bool:
        return self.timer.isActive()

    def play(self) -> None:
        if self.playing or not self.connection.open or len(self.replay) == 0:
            return
        if self.position >= len(self.replay):
            self.seek(0)  # played to the end: play again from the start
        self.timer.start()
        self.playing_changed.emit(True)

    def pause(self) -> None:
        if self.playing:
            self.timer.stop()
            self.playing_changed.emit(False)

    def toggle_play(self) -> None:
        self.pause() if self.playing else self.play()

    def set_speed(self, steps_per_second: int) -> None:
        if steps_per_second <= 0:
            raise ValueError("a replay plays at one step per second or more")
        self.speed = steps_per_second
        self._set_interval()

    def _set_interval(self) -> None:
        self.timer.setInterval(max(1, round(1000 / self.speed)))

    def _tick(self) -> None:
        if self.position >= len(self.replay):
            self.pause()
        else:
            self.step(1)

    # ----- put away ----------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """Keep a copy of the game being watched (its whole save, as read)."""
        write_save(path, self.replay.data)

    def stop(self) -> None:
        self.pause()
        self.model.clear()
        self.stopped.emit()


class ReplayBar(QToolBar):
    """The replay's controls: start, rounds and steps back and forth, play/pause, speed, slider."""

    def __init__(self, game: ReplayGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.setObjectName("replay-bar")
        self.setMovable(False)
        icon = self.style().standardIcon
        pix = QStyle.StandardPixmap
        self.act_start = self._action(icon(pix.SP_MediaSkipBackward), game.to_start, QKeySequence("Home"))
        self.act_previous_round = self._action(icon(pix.SP_MediaSeekBackward), game.previous_round,
                                               QKeySequence("PgUp"))
        self.act_previous = self._action(icon(pix.SP_ArrowLeft), lambda: game.step(-1), QKeySequence("Left"))
        self.act_play = self._action(icon(pix.SP_MediaPlay), game.toggle_play, QKeySequence("Space"))
        self.act_next = self._action(icon(pix.SP_ArrowRight), lambda: game.step(1), QKeySequence("Right"))
        self.act_next_round = self._action(icon(pix.SP_MediaSeekForward), game.next_round, QKeySequence("PgDown"))
        self.act_end = self._action(icon(pix.SP_MediaSkipForward), game.to_end, QKeySequence("End"))
        self.speed = QComboBox()
        for n in SPEEDS:
            self.speed.addItem("", n)
        self.speed.setCurrentIndex(SPEEDS.index(game.speed))
        self.speed.currentIndexChanged.connect(lambda i: game.set_speed(self.speed.itemData(i)))
        self.speed.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the arrow keys step the replay
        self.addWidget(self.speed)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(game))
        self.slider.setPageStep(10)
        self.slider.setMinimumWidth(200)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self._slider_moved)
        self.addWidget(self.slider)
        self.where = QLabel()
        self.where.setMinimumWidth(160)
        self.addWidget(self.where)
        self.act_chart = QAction(self)  # the game's chart up to this step (as at the end of a game)
        self.act_chart.triggered.connect(self.show_chart)
        self.addAction(self.act_chart)
        self.chart_dialog = None
        game.moved.connect(self._show_position)
        game.playing_changed.connect(self._show_playing)
        self.retranslate()
        self._show_position(game.position)

    def _action(self, icon: Any, slot: Any, key: QKeySequence) -> QAction:
        act = QAction(icon, "", self)
        act.setShortcut(key)
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(lambda _=False: slot())
        self.addAction(act)
        return act

    def show_chart(self) -> None:
        """Castles, supply and power round by round and the battles, as far as the replay stands."""
        from ..panels.game_over import ChartDialog

        window = self.parentWidget()
        view = self.game.model.public_view()
        events = list(window.log.events) if window is not None and hasattr(window, "log") else []
        if self.chart_dialog is not None:
            self.chart_dialog.close()
        self.chart_dialog = ChartDialog(events, list((view or {}).get("houses", [])), window)
        self.chart_dialog.show()

    def _slider_moved(self, value: int) -> None:
        if value != self.game.position:
            self.game.seek(value)

    def _show_position(self, position: int) -> None:
        n = len(self.game)
        if self.slider.value() != position:
            self.slider.blockSignals(True)
            self.slider.setValue(position)
            self.slider.blockSignals(False)
        self.where.setText(translate("Replay", "step {i} of {n} · round {r}").format(
            i=position, n=n, r=self.game.round()))
        self.act_start.setEnabled(position > 0)
        self.act_previous_round.setEnabled(position > 0)
        self.act_previous.setEnabled(position > 0)
        self.act_next.setEnabled(position < n)
        self.act_next_round.setEnabled(position < n)
        self.act_end.setEnabled(position < n)

    def _show_playing(self, playing: bool) -> None:
        pix = QStyle.StandardPixmap.SP_MediaPause if playing else QStyle.StandardPixmap.SP_MediaPlay
        self.act_play.setIcon(self.style().standardIcon(pix))
        self._name_play()

    def _name_play(self) -> None:
        text = translate("Replay", "Pause") if self.game.playing else translate("Replay", "Play")
        self._name(self.act_play, text)

    @staticmethod
    def _name(act: QAction, text: str) -> None:
        act.setText(text)
        act.setToolTip(f"{text} ({act.shortcut().toString(QKeySequence.SequenceFormat.NativeText)})")

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Replay", "Replay"))
        self._name(self.act_start, translate("Replay", "To the start"))
        self._name(self.act_previous_round, translate("Replay", "Previous round"))
        self._name(self.act_previous, translate("Replay", "Previous step"))
        self._name(self.act_next, translate("Replay", "Next step"))
        self._name(self.act_next_round, translate("Replay", "Next round"))
        self._name(self.act_end, translate("Replay", "To the end"))
        self.act_chart.setText(translate("Replay", "Chart of the game"))
        self.act_chart.setToolTip(translate("Replay", "Castles, supply and power of each house round by round, "
                                                      "and the battles won and lost, up to this step"))
        self._name_play()
        for i, n in enumerate(SPEEDS):
            self.speed.setItemText(i, translate("Replay", "{n} steps per second").format(n=n))
        self.speed.setToolTip(translate("Replay", "Playing speed"))
        self.slider.setToolTip(translate("Replay", "Drag to any step of the game"))
        self._show_position(self.game.position)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


# ----- the window's side ------------------------------------------------------------------------

def menu_text() -> str:
    """The Game menu's entry that opens a replay."""
    return translate("Replay", "Watch a &replay…")


def watch_replay_dialog(window: Any) -> None:
    """Ask for a saved game (local save or LAN autosave) and replay it in `window`."""
    path, _ = QFileDialog.getOpenFileName(
        window, translate("Replay", "Watch a replay"), str(QSettings().value("save_dir", "")),
        translate("Replay", "Saved games (*.agot.json *.agot);;All files (*)"))
    if path:
        open_replay(window, path)


def open_replay(window: Any, path: str | Path) -> ReplayGame | None:
    """Replay the save at `path` in `window` with its toolbar; a save that cannot be replayed
    is explained in a message and the window is left as it was."""
    try:
        game = ReplayGame.load(path)
    except SaveError as exc:  # said in the interface language, the technical cause under Details
        problems.show_problem(window, translate("Replay", "Watch a replay"),
                              translate("Replay", "This game cannot be replayed: {why}").format(
                                  why=problems.save_problem_text(exc)), problems.detail_text(exc, path))
        return None
    window.save_path = None  # saving now keeps a copy of the replayed game, never over another one
    window.start_game(game)
    bar = ReplayBar(game, window)
    window.replay_bar = bar
    window.addToolBar(Qt.ToolBarArea.BottomToolBarArea, bar)
    window.chat.setEnabled(False)  # nobody listens in a replay
    game.log_restarted.connect(lambda: (window.log.set_events([]), window.outcomes.restart()))
    game.stopped.connect(lambda: _remove_bar(window, bar))
    return game


def _remove_bar(window: QMainWindow, bar: ReplayBar) -> None:
    window.removeToolBar(bar)
    bar.deleteLater()
    if window.replay_bar is bar:
        window.replay_bar = None
    window.chat.setEnabled(True)


__all__ = ["ReplayGame", "ReplayBar", "open_replay", "watch_replay_dialog", "menu_text", "SPEEDS"]
