"""The main window: the map in the middle, tracks and houses on the left, decisions, log and chat
on the right; the privacy screen for hot-seat play; menus for games, view and language.

What is on screen always comes from one view: the seat whose turn it is once that
player has confirmed (hot-seat), the window's seat (a game against bots), or the
public view (spectators, and hot-seat whenever no one has confirmed).
"""
from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog, QFrame, QLabel, QMainWindow, QMessageBox, QScrollArea, QSplitter, QStackedWidget, QTabWidget,
    QVBoxLayout, QWidget,
)

from engine import __version__
from engine.ruleset import DEFAULT_RULESET, ruleset_of_view

from .games import autosave, leave, replay, watch
from .words import i18n, names, problems, refusals
from .style import theme
from .lan import rejoin
from .decisions import DecisionPanel, is_secret, kind_label
from .games.localgame import LocalGame
from .board.scene import MapScene
from .board.motion import MotionLayer, set_animations_enabled
from .board.view import MapView
from .model import controller
from .outcomes import OutcomeOverlay, outcome_of
from .panels.base import vassal_tip
from .panels.chat import ChatPanel
from .panels.houses import HousesPanel
from .panels.log import LogPanel
from .panels.tracks import StatusBoard
from .panels.westeros import WesterosPanel
from .panels.objectives import ObjectivesPanel, ObjectivesSummary
from .panels.gifts import GiftDialog, GiveButton
from .panels.iron_bank import IronBankPanel
from .screens.new_game import NewGameDialog
from .screens.privacy import PrivacyScreen
from .screens.start import StartScreen
from .panels.standings import standings_html
from .games.presence import PresencePanel
from .panels.side_columns import SideColumns, SidePanel

translate = QCoreApplication.translate

# waits between attempts to join a lost LAN game again: soon at first, then every 15 s for as
# long as the window shows the game (a host that ended it may start it again at any time)
RECONNECT_DELAYS_MS = (2000, 2000, 3000, 5000, 10000, 15000)
MAP_DECISIONS = frozenset({"place-orders", "raid", "march", "retreat", "muster"})  # the outcome panel folds for these
PAGE_START, PAGE_GAME, PAGE_PRIVACY, PAGE_LOBBY, PAGE_ROOM = 0, 1, 2, 3, 4


def scrolling(screen: QWidget) -> QScrollArea:
    """`screen` in a frameless scroll area that gives it the whole page and scrolls only when the
    page is smaller than the screen's minimum, so no page makes the window taller than the screen."""
    area = QScrollArea()
    area.setWidget(screen)
    area.setWidgetResizable(True)
    area.setFrameShape(QFrame.Shape.NoFrame)
    return area


class MainWindow(QMainWindow):
    refreshed = Signal()  # after the screen was brought up to date (tests wait for it)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game: LocalGame | Any = None  # a LocalGame, or a RemoteGame (remote.py) for LAN play
        self.lan = None  # the LAN lobby controller, made on first use
        self.lan_interfaces: list[str] | None = None  # discovery interfaces (None: the LAN's own)
        self.lan_bind, self.lan_port = "0.0.0.0", 47400  # where a hosted game listens
        self.lan_fullscreen = True  # host-only mode shows the board full screen
        self.lan_profile = ""  # keeps several windows' remembered seats apart on one machine
        self.replay_bar = None  # the replay's toolbar while a replay is shown (agot_qt/games/replay.py)
        self.watch_bar = None  # pause/step/speed while only watching bots (agot_qt/games/watch.py)
        self._reconnects = 0
        self.unlocked: str | None = None  # hot-seat: the seat that confirmed the privacy screen
        self.active: str | None = None
        self.display_seat: str | None = None
        self.save_path: str | None = None
        self._refresh_scheduled = False
        self._watch_height = -1  # the decision panel's height last given to it while watching
        self._reading_sizes: dict[QWidget, float] = {}  # normal text sizes, kept while enlarged
        room = self.screen().availableGeometry() if self.screen() else None
        self.resize(min(1600, room.width()) if room else 1600, min(960, room.height()) if room else 960)
        self._first_size = self.size()  # fitted to the screen, frame included, once shown (unless resized)
        self.stack = QStackedWidget()
        self.setCentralWidget(self.stack)
        # the round and phase live in a label of the status bar, not in a passing message, so
        # hovering a menu (which clears passing messages) or a note like "Saved to…" does not
        # wipe them until the next change of the game
        self.round_status = QLabel()
        self.round_status.setObjectName("roundStatus")
        self.statusBar().addWidget(self.round_status, 1)
        self.start_screen = StartScreen()
        self.start_screen.new_game.connect(self.new_game_dialog)
        self.start_screen.load_game.connect(self.load_dialog)
        self.start_screen.watch_game.connect(self.watch_bots)
        self.start_screen.lan_game.connect(self.open_lobby)
        self.start_screen.continue_game.connect(self.continue_last)
        self.start_screen.rejoin_game.connect(self.rejoin_last)
        self.autosaver: autosave.Autosaver | None = None
        self.autosave_box = None  # the message about a failed autosave, while it is open
        # the full-window screens scroll on a screen too low for them (the LAN host form of an
        # eight-house game), rather than make the window taller than the screen
        self.stack.addWidget(scrolling(self.start_screen))
        self.stack.addWidget(self._build_game_page())
        self.privacy = PrivacyScreen()
        self.privacy.confirmed.connect(self.unlock)
        self.stack.addWidget(scrolling(self.privacy))
        from .lan.lobby import LobbyScreen, RoomScreen

        self.lobby_screen = LobbyScreen()
        self.lobby_screen.back.connect(self.close_lobby)
        self.stack.addWidget(scrolling(self.lobby_screen))
        self.room_screen = RoomScreen()
        self.stack.addWidget(scrolling(self.room_screen))
        self._build_menus()
        self.side_columns = SideColumns(self, self.left_panel, self.right_panel)
        from .games.turn_alert import TurnAlert

        self.turn_alert = TurnAlert(self)  # taskbar, title and chime when a decision awaits us
        self.retranslate()

    # ----- layout -------------------------------------------------------------------------
    def _build_game_page(self) -> QWidget:
        self.scene = MapScene()
        self.map_view = MapView(self.scene)
        self.map_view.tooltip_provider = self.region_tooltip
        self.status = StatusBoard()
        self.houses = HousesPanel()
        self.westeros = WesterosPanel()
        self.objectives = ObjectivesPanel()  # A Feast for Crows: hidden in other rulesets
        left = QWidget()
        left_lay = QVBoxLayout(left)
        left_lay.setContentsMargins(0, 0, 0, 0)
        left_lay.setSpacing(2)
        self.presence = PresencePanel()  # who is at the table (LAN games)
        self.presence.answers_awaited.connect(self._answers_awaited)
        self._asked_ids: set[Any] = set()  # the votes this window already told its person about
        left_lay.addWidget(self.presence)
        self.status_title = self._section_label()
        left_lay.addWidget(self.status_title)
        left_lay.addWidget(self.status)
        self.give_power = GiveButton()  # power-token gifts, in games that allow them
        self.give_power.clicked.connect(self.give_power_dialog)
        left_lay.addWidget(self.give_power)
        self.gift_dialog: GiftDialog | None = None
        left_lay.addWidget(self.objectives)
        self.houses_title = self._section_label()
        left_lay.addWidget(self.houses_title)
        left_lay.addWidget(self.houses)
        left_lay.addWidget(self.westeros)
        self.iron_bank = IronBankPanel()  # Mother of Dragons' Iron Bank, in games that play it
        left_lay.addWidget(self.iron_bank)
        left_lay.addStretch(1)
        left_scroll = QScrollArea()
        left_scroll.setWidget(left)
        left_scroll.setWidgetResizable(True)
        # the panels fit the column's width; a sideways scroll bar would only hide their last pixels
        left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        left_scroll.setMinimumWidth(320)
        left_scroll.setStyleSheet(f"QScrollArea {{ background: {theme.PANEL_BG}; border: none; }}")
        left.setStyleSheet(f"background: {theme.PANEL_BG};")
        self.decisions = DecisionPanel(self.scene)
        self.decisions.command.connect(self.send_command)
        self.decisions.rules_requested.connect(self.show_help)
        from .lan.remote import TurnClockLabel  # the LAN turn clock's countdown, under "Waiting for"

        self.turn_clock = TurnClockLabel.beside(self.decisions.waiting, lambda: self.game)
        self.log = LogPanel()
        self.log.regions_hovered.connect(self.scene.set_log_highlight)
        # battles, bid results and the Westeros draw, over the map until dismissed
        self.outcomes = OutcomeOverlay(self.map_view)
        from .panels.game_over import GameOverPanel

        self.game_over = GameOverPanel(self.map_view)  # the end of a game: winner, why, chart, what next
        self.game_over.new_game.connect(self.new_game_dialog)
        self.game_over.watch_replay.connect(self.replay_this_game)
        self.game_over.save_game.connect(self.save_as)
        self.game_over.back_to_start.connect(self.back_to_start)
        self._game_over_shown = False
        self._standings_shown = False  # the decision column shows the final standings
        self.motion = MotionLayer(self.scene)  # other houses' moves, animated
        self.log.event_clicked.connect(self._log_entry_clicked)
        self.chat = ChatPanel()
        self.chat.send_requested.connect(self.send_chat)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.log, "")
        self.tabs.addTab(self.chat, "")
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(self.decisions)
        right.addWidget(self.tabs)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 1)
        right.setSizes([640, 300])
        right.setMinimumWidth(360)
        self.right = right
        # A Feast for Crows: the player's objectives at a glance while the left column is folded
        self.objectives_summary = ObjectivesSummary()
        right_column = QWidget()
        right_lay = QVBoxLayout(right_column)
        right_lay.setContentsMargins(0, 0, 0, 0)
        right_lay.setSpacing(0)
        right_lay.addWidget(self.objectives_summary)
        right_lay.addWidget(right, 1)
        right_column.setMinimumWidth(right.minimumWidth())
        self.left_panel = SidePanel(left_scroll, "tracks", "left", open_width=350)
        self.right_panel = SidePanel(right_column, "decisions", "right")
        self.left_panel.toggled.connect(self.objectives_summary.set_column_open)
        self.objectives_summary.linkActivated.connect(self._open_objectives)
        self.splitter = QSplitter(Qt.Orientation.Horizontal)
        self.splitter.setChildrenCollapsible(False)
        self.splitter.addWidget(self.left_panel)
        self.splitter.addWidget(self.map_view)
        self.splitter.addWidget(self.right_panel)
        self.splitter.setStretchFactor(0, 0)
        self.splitter.setStretchFactor(1, 1)
        self.splitter.setStretchFactor(2, 0)
        self.splitter.setSizes([340, 900, 420])
        return self.splitter

    def _open_objectives(self, _link: str = "") -> None:
        """The summary's link: the left column opens (as the player's choice) at the objectives."""
        self.left_panel.set_open(True, remember=True)
        QTimer.singleShot(0, lambda: self.left_panel.content.ensureWidgetVisible(self.objectives, 0, 0))

    @staticmethod
    def _section_label() -> QLabel:
        lab = QLabel()
        lab.setFont(theme.ui_font(10.5, bold=True))
        lab.setStyleSheet("background: #3a2f22; color: #f3e9cf; padding: 3px 8px;")
        return lab

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.act_new = QAction(self, shortcut=QKeySequence.StandardKey.New, triggered=self.new_game_dialog)
        self.act_load = QAction(self, shortcut=QKeySequence.StandardKey.Open, triggered=self.load_dialog)
        self.act_save = QAction(self, shortcut=QKeySequence.StandardKey.Save, triggered=self.save)
        self.act_save_as = QAction(self, shortcut=QKeySequence.StandardKey.SaveAs, triggered=self.save_as)
        self.act_watch = QAction(self, triggered=self.watch_bots)
        self.act_quit = QAction(self, shortcut=QKeySequence.StandardKey.Quit, triggered=self.close)
        self.act_watch_replay = QAction(self, triggered=self.watch_replay)
        for a in (self.act_new, self.act_load, self.act_save, self.act_save_as, self.act_watch,
                  self.act_watch_replay):
            self.game_menu.addAction(a)
        self.game_menu.addSeparator()
        # the table's own decisions where this window decides them (a game hosted here, hot-seat
        # included; engine/table.py): a pause, and the end of the game after this round
        self.act_pause = QAction(self, checkable=True, triggered=self._pause_game)
        self.act_end_round = QAction(self, triggered=self._end_after_round)
        self.game_menu.addAction(self.act_pause)
        self.game_menu.addAction(self.act_end_round)
        self._table_sep = self.game_menu.addSeparator()
        # back from a game (asking first, as every action that ends one) to the start or LAN page
        self.act_to_start = QAction(self, triggered=self.back_to_start)
        self.act_to_lan = QAction(self, triggered=self.open_lobby)
        self.game_menu.addAction(self.act_to_start)
        self.game_menu.addAction(self.act_to_lan)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.act_quit)
        self.view_menu = bar.addMenu("")
        self.act_zoom_in = QAction(self, shortcut=QKeySequence.StandardKey.ZoomIn,
                                   triggered=lambda: self.map_view.zoom(1.25))
        self.act_zoom_out = QAction(self, shortcut=QKeySequence.StandardKey.ZoomOut,
                                    triggered=lambda: self.map_view.zoom(0.8))
        self.act_fit = QAction(self, shortcut=QKeySequence("Ctrl+0"), triggered=self.map_view.fit)
        self.act_full_screen = QAction(self, shortcut=QKeySequence("F11"), checkable=True,
                                       triggered=self.set_full_screen)
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit, self.act_full_screen):
            self.view_menu.addAction(a)
        # the menu bar is hidden in full screen, so the window itself keeps these keys
        self.addAction(self.act_full_screen)
        self.act_leave_full_screen = QAction(self, shortcut=QKeySequence("Esc"),
                                             triggered=lambda: self.set_full_screen(False))
        self.act_leave_full_screen.setEnabled(False)
        self.addAction(self.act_leave_full_screen)
        self.settings_menu = bar.addMenu("")
        self.language_menu = self.settings_menu.addMenu("")
        group = QActionGroup(self)
        self.language_actions: dict[str, QAction] = {}
        for code, label in i18n.LANGUAGES.items():
            a = QAction(label, self, checkable=True)
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            group.addAction(a)
            self.language_menu.addAction(a)
            self.language_actions[code] = a
        from .games.turn_alert import set_sound_enabled, sound_enabled

        self.act_sound = QAction(self, checkable=True, checked=sound_enabled(), triggered=set_sound_enabled)
        self.settings_menu.addAction(self.act_sound)
        self.act_animate = QAction(self, checkable=True, checked=self.motion.enabled,
                                   triggered=self._set_animations)
        self.settings_menu.addAction(self.act_animate)
        self.help_menu = bar.addMenu("")
        self.act_rules = QAction(self, shortcut=QKeySequence("F1"), triggered=lambda: self.show_help())
        self.act_shortcuts = QAction(self, triggered=lambda: self.show_help("shortcuts"))
        self.act_about = QAction(self, triggered=self.about)
        for a in (self.act_rules, self.act_shortcuts, self.act_about):
            self.help_menu.addAction(a)
        self.help_dialog = None  # made on first use

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().showEvent(event)
        if not getattr(self, "_fitted", False):
            self._fitted = True
            QTimer.singleShot(0, self._fit_screen)

    def _fit_screen(self) -> None:
        """The first window, its frame included (a window manager's title bar), within the screen's
        free room: the status bar stays in sight on a laptop."""
        screen = self.screen()
        if screen is None or self.isFullScreen() or self.isMaximized() or self.size() != self._first_size:
            return
        room, frame = screen.availableGeometry(), self.frameGeometry()
        extra_w, extra_h = frame.width() - self.width(), frame.height() - self.height()
        if frame.height() > room.height() or frame.width() > room.width():
            self.resize(min(self.width(), room.width() - extra_w), min(self.height(), room.height() - extra_h))
            self.move(max(room.left(), min(self.frameGeometry().left(), room.right() - self.frameGeometry().width())),
                      max(room.top(), min(self.frameGeometry().top(), room.bottom() - self.frameGeometry().height())))

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if not leave.confirm_leave(self, leave.QUIT):
            event.ignore()
            return
        self.stop_game()
        if self.lan is not None:
            self.lan.close()
        super().closeEvent(event)

    # ----- language -----------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        i18n.set_language(lang, remember=True)
        self.retranslate()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(translate("Main", "A Game of Thrones: The Board Game"))
        self.game_menu.setTitle(translate("Main", "&Game"))
        self.act_new.setText(translate("Main", "&New game…"))
        self.act_load.setText(translate("Main", "&Load game…"))
        self.act_save.setText(translate("Main", "&Save"))
        self.act_save_as.setText(translate("Main", "Save &as…"))
        self.act_watch.setText(translate("Main", "&Watch bots play"))
        self.act_watch_replay.setText(replay.menu_text())
        self.act_pause.setText(translate("Main", "&Pause the game"))
        self.act_pause.setToolTip(translate("Main", "Nobody moves and no clock runs until the game resumes; "
                                                    "bots wait."))
        self.act_end_round.setText(translate("Main", "&End the game after this round"))
        self.act_to_start.setText(translate("Main", "Back to the s&tart page"))
        self.act_to_lan.setText(translate("Main", "&Play on the local network…"))
        self.act_quit.setText(translate("Main", "&Quit"))
        self.view_menu.setTitle(translate("Main", "&View"))
        self.act_zoom_in.setText(translate("Main", "Zoom &in"))
        self.act_zoom_out.setText(translate("Main", "Zoom &out"))
        self.act_fit.setText(translate("Main", "&Fit map to window"))
        self.act_full_screen.setText(translate("Main", "F&ull screen"))
        self.settings_menu.setTitle(translate("Main", "&Settings"))
        self.language_menu.setTitle(translate("Main", "&Language"))
        self.help_menu.setTitle(translate("Main", "&Help"))
        self.act_about.setText(translate("Main", "&About"))
        self.act_rules.setText(translate("Main", "&Rules quick reference"))
        self.act_sound.setText(translate("Main", "&Sound when it is your turn"))
        self.act_animate.setText(translate("Main", "&Animate other houses' moves"))
        self.act_shortcuts.setText(translate("Main", "&Keyboard shortcuts"))
        if self.help_dialog is not None:
            self.help_dialog.retranslate()
        for code, a in self.language_actions.items():
            a.setChecked(code == i18n.current_language())
        self.left_panel.set_title(translate("Main", "Tracks and houses"), translate("Main", "Fold the tracks and houses"))
        self.right_panel.set_title(translate("Main", "Decision and log"), translate("Main", "Fold the decision and log"))
        self.status_title.setText(translate("Main", "Tracks"))
        self.houses_title.setText(translate("Main", "Houses and their cards"))
        self.iron_bank.refresh(self.iron_bank.view)  # its words in the new language
        self.give_power.retranslate()
        self.tabs.setTabText(0, translate("Main", "Log"))
        self.tabs.setTabText(1, translate("Main", "Chat"))
        self.start_screen.retranslate()
        self.presence.retranslate()
        self.offer_continue()
        self.lobby_screen.retranslate()
        self.room_screen.retranslate()
        self.privacy.retranslate()
        self.scene.retranslate()
        self.chat.retranslate()
        self.log.retranslate()
        self.outcomes.retranslate()
        self.game_over.retranslate()
        self.decisions.rebuild()
        self.schedule_refresh()

    # ----- games --------------------------------------------------------------------------
    def start_game(self, game: LocalGame) -> None:
        self.stop_game()
        self.map_view.reset_view()  # around this game's own house, not where the last one was left
        self.game = game
        game.setParent(self)
        self.unlocked = None
        self.active = None
        self.display_seat = game.humans[0] if game.mode == "single" else None
        m = game.model
        m.view_changed.connect(lambda _seat: self.schedule_refresh())
        m.events_added.connect(self._events_added)
        m.error_received.connect(self._error)
        m.chat_received.connect(self.chat.add_message)
        m.dealt.connect(self._dealt)
        self.log.set_events([])
        self.outcomes.restart()
        self.game_over.hide()
        self._game_over_shown = False
        self.chat.lines = []
        self.chat.history.clear()
        self.chat.set_houses([], None)
        self.stack.setCurrentIndex(PAGE_GAME)
        if game.humans and self._watch_height != -1:
            self._restore_decision_share()  # the last game was only watched: its squeeze ends
        self._watch_height = -1
        self.decisions.scroll.setVisible(bool(game.humans))
        self.autosaver = autosave.watch(self, game)
        self.presence.set_game(game)
        game.start()
        if game.mode == "single":  # a game that deals houses dealt the player's place a house as it started
            self.display_seat = game.humans[0]
        watch.attach(self, game)  # pause, step and speed while only watching bots play
        self.schedule_refresh()

    def _dealt(self, place: str, house: str) -> None:
        """A game that deals houses dealt a seat of this window its house: said in the status bar
        and the chat (in hot-seat, which place plays which house: the privacy screen names it)."""
        game = self.game
        if game is None or house not in game.humans:
            return
        view = game.model.any_view()
        edition = view["ruleset"] if view else None
        if game.mode == "hotseat":
            text = translate("Main", "The houses were dealt: the player who chose {place} plays {house}.").format(
                place=names.house(place, edition), house=names.house(house, edition))
        else:
            text = translate("Main", "The houses were dealt: you play {house}.").format(
                house=names.house(house, edition))
        self.statusBar().showMessage(text, 15000)
        game.model.chat_received.emit({"type": "notice", "text": text})

    def _show_game_over(self, view: dict[str, Any]) -> None:
        """The end of the game: the watch bar and the last battle leave the board to the result."""
        self._game_over_shown = True
        watch.detach(self)
        self.outcomes.restart()
        self.motion.clear()
        game = self.game
        has_save = game is not None and (getattr(game, "session", None) is not None)
        in_replay = self.replay_bar is not None
        self.game_over.show_result(view, list(self.log.events), can_save=has_save and not in_replay,
                                   can_replay=has_save and not in_replay)

    def replay_this_game(self) -> None:
        """Watch the game just finished again, from a copy of its save."""
        import os
        import tempfile

        if self.game is None or getattr(self.game, "session", None) is None:
            return
        fd, path = tempfile.mkstemp(prefix="agot-replay-", suffix=".agot.json")
        os.close(fd)
        try:
            self.game.save(path)
        except OSError as exc:
            problems.show_problem(self, translate("Main", "Save game"),
                                  translate("Main", "The game could not be saved: {why}").format(
                                      why=problems.os_problem_text(exc)), problems.detail_text(exc, path))
            return
        replay.open_replay(self, path)

    def back_to_start(self) -> None:
        """Leave the game (or the LAN pages) for the start page, asking first when a game is
        running (the game-over panel's button and *Game > Back to the start page*)."""
        if not leave.confirm_leave(self, leave.START):
            return
        self.stop_game()
        if self.lan is not None:  # a LAN game hosted or joined here, or the lobby's browsing
            self.lan.close()
        self.game_over.hide()
        self.offer_continue()
        self.stack.setCurrentIndex(PAGE_START)

    def _set_animations(self, on: bool) -> None:
        set_animations_enabled(on)
        self.motion.enabled = bool(on)
        if not on:
            self.motion.clear()

    def stop_game(self) -> None:
        self.autosaver = None
        watch.detach(self)
        self.motion.clear()
        self.presence.set_game(None)
        if self.game is not None and hasattr(self.game, "connect_as"):
            rejoin.forget(self.lan_profile)  # left on purpose: nothing to offer at the next start
        if self.game is not None:
            self.decisions.clear_decision()
            self.game.stop()
            self.game.deleteLater()
            self.game = None
        self.scene.set_view(None)
        self.game_over.hide()
        self._game_over_shown = False
        self.statusBar().clearMessage()
        self.round_status.clear()
        self.set_full_screen(False)

    # ----- LAN play ---------------------------------------------------------------------------
    def watch_bots(self) -> None:
        if leave.confirm_leave(self, leave.WATCH):
            self.start_game(LocalGame.new(6, [], bot_delay_ms=500))

    def watch_replay(self) -> None:
        if leave.confirm_leave(self, leave.REPLAY):
            replay.watch_replay_dialog(self)

    def open_lobby(self) -> None:
        """The LAN page: host a game, or join one seen on the network."""
        from .lan.lobby import LanLobby

        if not leave.confirm_leave(self, leave.LAN):
            return
        if self.lan is None:
            self.lan = LanLobby(self.lobby_screen, self.room_screen, interfaces=self.lan_interfaces,
                                bind=self.lan_bind, port=self.lan_port, profile=self.lan_profile, parent=self)
            self.lan.window_page = lambda page: self.stack.setCurrentIndex(
                PAGE_ROOM if page == "room" else PAGE_LOBBY)
            self.lan.game_started.connect(self._lan_started)
        self.stop_game()
        self.lobby_screen.show_message("")
        self.lobby_screen.refresh_addresses()  # the host form's "Listen on": this computer's addresses now
        self.stack.setCurrentIndex(PAGE_LOBBY)
        self.lan.browse()

    def close_lobby(self) -> None:
        if self.lan is not None:
            self.lan.close()
        self.offer_continue()
        self.stack.setCurrentIndex(PAGE_START)

    def offer_continue(self) -> None:
        """The start screen offers the newest unfinished autosaved game, if there is one, and the
        LAN game this window was in when it stopped without leaving it."""
        aside: list[Path] = []
        games = autosave.recent(aside=aside)
        self.start_screen.offer_continue(autosave.summary(games[0]) if games else None)
        if aside:  # named until the next start (the files are out of the way now)
            self.start_screen.tell_set_aside(autosave.set_aside_text(aside))
        note = rejoin.last(self.lan_profile)
        self.start_screen.offer_rejoin(rejoin.offer_text(note) if note else None)

    def rejoin_last(self) -> None:
        """Back to the LAN game this window was in: join it again (the seat's token is remembered),
        or host it again from its autosave when it was hosted here."""
        note = rejoin.last(self.lan_profile)
        if note is None:
            return
        self.open_lobby()
        if note.get("hosted"):
            self.lan.resume(note["hosted"])
            return
        self.lobby_screen.address.setText(f"{note['host']}:{note['port']}")
        self.lan.join(note["host"], note["port"])

    def continue_last(self) -> bool:
        """Take up the newest autosaved game where it was left."""
        games = autosave.recent()
        if not games or not self.load(str(games[0].path)):
            self.offer_continue()
            return False
        self.save_path = None  # Save asks for a file of its own; the autosave goes on by itself
        return True

    def _lan_started(self, game: Any) -> None:
        self.save_path = None
        self._reconnects = 0
        game.failed.connect(self._lan_failed)
        game.joined.connect(self._lan_rejoined)
        self.start_game(game)
        rejoin.remember(game, self.lan_profile)  # until it is left on purpose (see stop_game)
        if game.seat is None and game.lan_host is not None and self.lan_fullscreen:
            self.set_full_screen(True)  # host-only: the public board on the shared screen

    # ----- full screen: the board for a shared screen -------------------------------------
    def set_full_screen(self, on: bool) -> None:
        """Full screen without the menu bar, the log in larger type when only watching (a
        host-only game on the party's shared screen); Esc or F11 leave it."""
        on = bool(on)
        self.act_full_screen.setChecked(on)
        self.act_leave_full_screen.setEnabled(on)
        if on == self.isFullScreen() and on == self.menuBar().isHidden():
            return
        self.menuBar().setVisible(not on)
        watching = self.game is not None and not self.game.humans
        self._set_reading_size(1.5 if on and watching else 1.0)
        if on:
            self.showFullScreen()
            self.statusBar().showMessage(translate("Main", "Full screen: press Esc or F11 to leave."), 6000)
        else:
            self.showNormal()

    def _set_reading_size(self, scale: float) -> None:
        """Scale the text people read from a distance: the log and the 'waiting for' line."""
        for widget in (self.log, self.decisions.waiting, self.decisions.banner):
            base = self._reading_sizes.setdefault(widget, widget.font().pointSizeF())
            f = widget.font()
            f.setPointSizeF(base * scale)
            widget.setFont(f)
        self.log.set_events(self.log.events)
        QTimer.singleShot(50, self.log, self.log.scrollToBottom)  # once the new size has wrapped the lines

    def _restore_decision_share(self) -> None:
        """Give the decision panel its first-start share of the right column again (about two
        thirds, the log the rest), after a watched game or a replay shrank it to its status."""
        total = sum(self.right.sizes()) or self.right.height()
        self.right.setSizes([total * 2 // 3, total - total * 2 // 3])

    def _fit_watch_layout(self) -> None:
        """Watching (no seat of ours): no decision widgets, so the log takes the room they leave."""
        if self.game is None or self.game.humans:
            return
        need = self.decisions.sizeHint().height()
        if need != self._watch_height:
            self._watch_height = need
            total = sum(self.right.sizes())
            self.right.setSizes([need, max(100, total - need)])

    def _lan_failed(self, code: str, message: str) -> None:
        """The connection to a running game failed: say so and keep trying to get back in (a
        host that ended the game may start it again: the window joins by itself then)."""
        from .lan.remote import failure_text

        game = self.game
        if game is None or not hasattr(game, "connect_as"):
            return
        lost = code in ("host-gone", "timeout", "refused")
        if not lost:
            self.decisions.show_error(failure_text(code, message), getattr(game, "failure_detail", ""))
            return
        if getattr(game, "ended_by", ""):  # the host said who ended the game before it closed
            text = translate("Main", "{ended} This window joins again by itself if the game is hosted again; "
                                     "Rejoin the LAN game on the start page, or Join on the network page, "
                                     "takes you back too.").format(ended=game.ended_by)
        elif code == "host-gone" or self._reconnects == 0 and code != "refused":
            text = translate("Main", "The host is gone: the connection to the game was lost. This window "
                                     "tries to join again by itself.")
        else:  # nobody answers at the game's address: the host ended it, or is restarting
            text = translate("Main", "The host is not running the game at the moment (it may have ended it, or "
                                     "be restarting). This window keeps trying and joins again by itself when "
                                     "the host is back; if you leave, Rejoin the LAN game on the start page, or "
                                     "Join on the network page, takes you back.")
        self.decisions.show_error(text, getattr(game, "failure_detail", ""))
        delay = RECONNECT_DELAYS_MS[min(self._reconnects, len(RECONNECT_DELAYS_MS) - 1)]
        self._reconnects += 1
        self.statusBar().showMessage(translate("Main", "Connection lost; trying again in {n} s (attempt {k})…").format(
            n=max(1, round(delay / 1000)), k=self._reconnects))
        seat, token = game.seat, (game.client.token if game.client else None)
        QTimer.singleShot(delay, self, lambda: self.game is game and game.connect_as(seat, token))

    def _lan_rejoined(self) -> None:
        self._reconnects = 0
        if self.game is not None:
            self.game.ended_by = ""  # hosted again: no longer ended
        self.decisions.show_error("")  # "No game answers…" is no longer true
        if self.game is not None and hasattr(self.game, "connect_as"):
            rejoin.remember(self.game, self.lan_profile)
        self.log.set_events([])  # the snapshot brings the whole log again
        self.outcomes.restart()
        if self.game is not None and self.decisions.scroll.isHidden() == bool(self.game.humans):
            # the table gave this window a house (or took it back): its decisions show, or the log
            # takes their room
            self.decisions.scroll.setVisible(bool(self.game.humans))
            self._watch_height = -1
            if self.game.humans:
                self._restore_decision_share()
        self.statusBar().showMessage(translate("Main", "Reconnected."), 4000)
        self.schedule_refresh()

    def new_game_dialog(self) -> None:
        if not leave.confirm_leave(self, leave.NEW):
            return
        dlg = NewGameDialog(self)
        if dlg.exec():
            s = dlg.result_settings()
            self.save_path = None
            self.start_game(LocalGame.new(s["players"], s["humans"], tides=s["tides"], bot_level=s["bot_level"],
                                          edition=s.get("edition", DEFAULT_RULESET),
                                          options={"vassals": bool(s.get("vassals")),
                                                   "sea_orders": bool(s.get("sea_orders")),
                                                   "iron_bank": bool(s.get("iron_bank")),
                                                   "power_token_trading": bool(s.get("power_token_trading"))},
                                          variants=s.get("variants") or None,
                                          left_out=tuple(s.get("left_out") or ())))

    def load_dialog(self) -> None:
        if not leave.confirm_leave(self, leave.LOAD):
            return
        path, _ = QFileDialog.getOpenFileName(self, translate("Main", "Load game"), self._save_dir(),
                                              translate("Main", "Saved games (*.agot.json);;All files (*)"))
        if path:
            self.load(path)

    def load(self, path: str) -> bool:
        from engine.save import SaveError

        try:
            game = LocalGame.load(path)
        except SaveError as exc:  # said in the interface language, the technical cause under Details
            problems.show_problem(self, translate("Main", "Load game"),
                                  translate("Main", "This save cannot be loaded: {why}").format(
                                      why=problems.save_problem_text(exc)), problems.detail_text(exc, path))
            return False
        self.save_path = path
        self._remember_save_dir(path)
        self.start_game(game)
        return True

    def save(self) -> bool:
        """Save to the game's file (asking for one the first time); True once it is written."""
        if self.game is None:
            return False
        if not self.save_path:
            return self.save_as()
        try:
            self.game.save(self.save_path)
        except OSError as exc:
            problems.show_problem(self, translate("Main", "Save game"),
                                  translate("Main", "The game could not be saved: {why}").format(
                                      why=problems.os_problem_text(exc)), problems.detail_text(exc, self.save_path))
            return False
        self._remember_save_dir(self.save_path)
        self.statusBar().showMessage(translate("Main", "Saved to {path}").format(path=self.save_path), 4000)
        return True

    def save_as(self) -> bool:
        if self.game is None:
            return False
        path, _ = QFileDialog.getSaveFileName(self, translate("Main", "Save game"), self._save_dir(),
                                              translate("Main", "Saved games (*.agot.json)"))
        if not path:
            return False
        if not path.endswith(".json"):
            path += ".agot.json"
        before, self.save_path = self.save_path, path
        if self.save():
            return True
        self.save_path = before  # a file that could not be written is not the game's file
        return False

    def _save_dir(self) -> str:
        """Where the file dialogs open: the folder of the last game saved or loaded."""
        return str(QSettings().value("save_dir", ""))

    @staticmethod
    def _remember_save_dir(path: str) -> None:
        """Remember the folder of a game the player saved or loaded, never the program's own
        (hidden) autosave folders: Continue must not send the next Save there."""
        import os

        from .lan.remote import lan_save_folder

        folder = os.path.dirname(os.path.abspath(path))
        own = {os.path.abspath(str(autosave.folder())), os.path.abspath(str(lan_save_folder()))}
        if folder not in own:
            QSettings().setValue("save_dir", folder)

    def show_help(self, section: str | None = None) -> None:
        """The rules quick reference, at `section` (by default the one the current decision needs)."""
        from .words.help import HelpDialog, sections_for

        if self.help_dialog is None:
            self.help_dialog = HelpDialog(self)
        if section is None:
            shown = self.decisions._shown
            section = sections_for(shown[1], shown[2])[0] if shown else "round"
        self.help_dialog.open_section(section)

    def about(self) -> None:
        QMessageBox.about(self, translate("Main", "About"), translate(
            "Main", "A Game of Thrones: The Board Game (second edition) for the desktop and the LAN.\n"
            "Version {version}.").format(version=__version__))

    # ----- talking to the game ---------------------------------------------------------------
    def send_command(self, seat: str, cmd: Any) -> None:
        if self.game is not None:
            self.game.model.send(seat, cmd)

    def give_power_dialog(self) -> None:
        """Ask whom to give how many power tokens, then send the gift as the seat on screen."""
        view, seat = self.current_view(), self.display_seat
        if self.game is None or view is None or seat not in self.game.model.clients:
            return
        self.gift_dialog = dlg = GiftDialog(view, seat, self)
        dlg.rules_requested.connect(self.show_help)
        dlg.accepted.connect(lambda: self.game is not None and self.game.model.send(seat, dlg.command(), house=seat))
        dlg.open()

    def send_chat(self, text: str, to: str | None) -> None:
        if self.game is None:
            return
        m = self.game.model
        sender = self.display_seat if self.display_seat in m.clients else (None if None in m.clients else
                                                                           next(iter(m.clients), None))
        client = m.client(sender)
        if client is not None:
            client.say(text, to if sender is not None else None)

    def _events_added(self, seat: Any, events: list) -> None:
        # one log for the window: the public one, plus the private lines of the seat on screen
        if self.game is None:
            return
        log_seat = self._log_seat()
        if seat == log_seat:
            self.log.add_events(events)
            self.outcomes.add_events(events)
            self.motion.play(events, self.display_seat)

    def _log_entry_clicked(self, event: Any) -> None:
        outcome = outcome_of(event)
        if outcome is not None:
            self.outcomes.show_outcome(outcome)

    def _log_seat(self) -> Any:
        m = self.game.model if self.game else None
        if m is None:
            return None
        if self.game.mode == "single":
            return self.game.humans[0]
        return None

    # ----- the table: pause, end after this round (engine/table.py) ------------------------------
    def _table_game(self) -> Any:
        """The game whose table this window decides (a local game, or a LAN game hosted here whose
        host decides), if any."""
        game = self.game
        if game is None or not hasattr(game, "set_paused") or self.replay_bar is not None:
            return None
        if hasattr(game, "hosts_decisions") and not game.hosts_decisions:
            return None
        return game

    def _update_table_actions(self) -> None:
        game = self._table_game()
        view = self.game.model.any_view() if self.game is not None else None
        live = game is not None and view is not None and not view.get("finished")
        for act in (self.act_pause, self.act_end_round):
            act.setVisible(game is not None)
            act.setEnabled(bool(live))
        self._table_sep.setVisible(game is not None)
        if game is not None:
            self.act_pause.setChecked(bool(game.paused))
            from .games.presence import is_last_round

            self.act_end_round.setEnabled(bool(live) and not game.paused and not is_last_round(view))

    def _answers_awaited(self, votes: list) -> None:
        """A vote waits for this person's answer: the folded column says so, and the status bar
        tells each new one once."""
        from .words.table import vote_subject

        self.left_panel.set_attention(bool(votes))
        new = [v for v in votes if v.get("id") not in self._asked_ids]
        self._asked_ids = {v.get("id") for v in votes}
        if new:
            self.statusBar().showMessage(translate("Main", "{subject}: answer under At the table.").format(
                subject=vote_subject(new[-1], self.presence.edition)), 12000)

    def _pause_game(self, on: bool) -> None:
        game = self._table_game()
        if game is not None:
            game.set_paused(bool(on))
            self.statusBar().showMessage(translate("Main", "The game is paused: nobody moves until it resumes.")
                                         if on else translate("Main", "The game resumes."), 6000)
        self.schedule_refresh()

    def _end_after_round(self) -> None:
        from engine.errors import IllegalCommand

        game = self._table_game()
        if game is None:
            return
        try:
            game.end_after_round()
        except IllegalCommand as exc:
            self.statusBar().showMessage(refusals.refusal_text(exc), 8000)
            return
        self.statusBar().showMessage(translate("Main", "The game ends after this round."), 8000)
        self.schedule_refresh()

    def _error(self, seat: Any, m: dict) -> None:
        if m.get("code") == "stale-state":
            self.schedule_refresh()
            return
        if m.get("code") == "refused" and self.presence.isVisible():
            return  # a request to the table: *At the table* says why
        if m.get("key") in refusals.REFUSAL_TEMPLATES and isinstance(m.get("params"), dict):
            self.decisions.show_error(translate("Main", "The game refused that: {reason}").format(
                reason=refusals.describe(m)))
        else:  # no refusal we know: worded by its code, the host's English under Details
            self.decisions.show_error(problems.host_error_text(m), f"{m.get('code', '')}: {m.get('message', '')}")

    # ----- bringing the screen up to date --------------------------------------------------
    def schedule_refresh(self) -> None:
        if not self._refresh_scheduled:
            self._refresh_scheduled = True
            QTimer.singleShot(0, self, self.refresh)

    def unlock(self, house: str) -> None:
        self.unlocked = house
        self.refresh()

    def current_view(self) -> dict[str, Any] | None:
        if self.game is None:
            return None
        return self.game.model.view(self.display_seat) if self.display_seat in self.game.model.clients \
            else self.game.model.public_view()

    def refresh(self) -> None:
        self._refresh_scheduled = False
        self._update_table_actions()
        game = self.game
        if game is None:
            return
        m = game.model
        if not m.synced():
            return
        pending = m.pending()
        active, decision = None, None
        if pending:
            seats = [s for s, _ in pending]
            active = self.unlocked if self.unlocked in seats else seats[0]
            decision = next(d for s, d in pending if s == active)
        self.active = active
        self.turn_alert.update((active, decision["kind"], repr(decision["options"])) if decision else None)
        mode = game.mode
        if mode == "single":
            self.display_seat = game.humans[0]
        elif mode == "hotseat":
            if active is not None and active != self.unlocked:
                self.unlocked = None  # the device changes hands: lock the previous player's secrets
            if active is not None and is_secret(decision) and self.unlocked != active:
                self.display_seat = None
                self.decisions.clear_decision()
                client = m.client(active)
                place = client.dealt_from if client is not None and client.dealt_from != active else None
                self.privacy.show_for(active, kind_label(decision["kind"]), place)
                self.stack.setCurrentIndex(PAGE_PRIVACY)
                self._show_view(m.public_view(), None)
                self.refreshed.emit()
                return
            self.display_seat = self.unlocked
        else:
            self.display_seat = None
        if self.stack.currentIndex() != PAGE_GAME:
            self.stack.setCurrentIndex(PAGE_GAME)
        view = m.view(self.display_seat) if self.display_seat else m.public_view()
        self._show_view(view, active)
        log = m.client(self.display_seat).log if m.client(self.display_seat) else []
        if decision is not None and active is not None:
            client = m.client(active)
            self.decisions.set_decision(active, decision, view, log, m.state_id(),
                                        answering=client is not None and client.answer_pending())
        else:
            self.decisions.clear_decision()
        self.right_panel.set_attention(decision is not None and active in game.humans)
        # the outcome panel folds while this window's player works on the map; a battle of
        # theirs kept on screen lets the outcomes queued behind it come up then
        self.outcomes.set_own_houses(set(game.humans))  # their battles stay on screen until dismissed
        on_map = decision is not None and decision["kind"] in MAP_DECISIONS and active in game.humans
        if on_map:
            self.outcomes.release()
        # ... and while a battle is being fought (a house card, support, the blade): the last
        # outcome folds rather than cover the embattled area
        in_battle = decision is not None and bool((view or {}).get("combat"))
        self.outcomes.set_collapsed(decision is not None and (decision["kind"] in MAP_DECISIONS or in_battle))
        self.refreshed.emit()

    def _show_view(self, view: dict[str, Any] | None, active: str | None) -> None:
        if view is not None:  # the edition on screen: its board and its names
            if names.use_view(view):
                self.log.retranslate()  # lines written before the edition was known name its tracks and cards anew
            self.scene.set_ruleset(ruleset_of_view(view))  # the game's board, as its variants make it
        self.scene.set_view(view)
        self.motion.set_embattled(((view or {}).get("combat") or {}).get("area"))
        self.status.refresh(view)
        self.houses.refresh(view)
        self.objectives.refresh(view)
        self.objectives_summary.set_column_open(self.left_panel.is_open())
        self.objectives_summary.refresh(view)
        self.westeros.refresh(view)
        self.iron_bank.refresh(view)
        seat_client = self.game.model.client(self.display_seat) if self.game and self.display_seat else None
        busy = seat_client is not None and seat_client.answering is not None  # one command in flight at a time
        self.give_power.refresh(view, self.display_seat, busy=busy)
        if view is not None:
            me = self.display_seat
            # a game without private chats (its variant, public in the view's options) offers none
            whispers = "disable-private-chats" not in ((view.get("options") or {}).get("variants") or {})
            if set(self.chat.houses) | ({me} if me else set()) != set(view["houses"]) or self.chat.can_whisper != (
                    me is not None and whispers):
                self.chat.set_houses(view["houses"], me, whispers)
        game = self.game
        self.decisions.show_status(view, active, (game.model.client(self.display_seat).log
                                                  if game and game.model.client(self.display_seat) else []),
                                   game.humans if game else [])
        if view is not None and view.get("finished"):
            self.decisions.clear_decision()
            self.decisions.error.setText(standings_html(view))
            self.decisions.error.setStyleSheet("color: #2b2418;")
            self.decisions.error.show()
            self._standings_shown = True
            if not self._game_over_shown:
                self._show_game_over(view)
        else:
            self._game_over_shown = False  # a replay stepped back from the end, or a new game
            if self._standings_shown:  # the final standings belong to the end only
                self._standings_shown = False
                self.decisions.error.hide()
                self.decisions.error.setText("")
                self.decisions.error.setStyleSheet("color: #a4161a;")
            self.game_over.hide()
        self._update_status_bar(view)
        self._fit_watch_layout()

    def _update_status_bar(self, view: dict[str, Any] | None) -> None:
        if view is None:
            return
        phase = view.get("phase", [])
        labels = {"planning": translate("Main", "Planning"), "action": translate("Main", "Action"),
                  "westeros": (translate("Main", "Events") if names.westeros_is_events(view["ruleset"])
                               else translate("Main", "Westeros")), "combat": translate("Main", "Battle"),
                  "neutral-combat": translate("Main", "Battle"), "bid": translate("Main", "Bidding"),
                  "wildling-attack": translate("Main", "Wildling attack"), "muster": translate("Main", "Mustering"),
                  "vassal-claim": translate("Vassals", "Claiming vassals"),
                  "round-end": translate("Main", "End of the round"),
                  "objective-choice": translate("Main", "Objectives")}
        shown = [labels[p] for p in phase if p in labels]
        who = names.house(self.display_seat) if self.display_seat else translate("Main", "public view")
        # the ruleset's last round (10, or 6 in A Dance with Dragons)
        self.round_status.setText(translate("Main", "Round {n} of {last} · {phase} · showing: {who}").format(
            n=view["round"], last=ruleset_of_view(view).rounds, phase=" › ".join(shown) or "—", who=who))

    # ----- hover help ---------------------------------------------------------------------
    def region_tooltip(self, region: str) -> str:
        view = self.current_view()
        rs = names.ruleset()
        reg = rs.regions.get(region)
        if reg is None:
            return ""
        lines = [f"<b>{html.escape(names.region(region))}</b>"]
        facts = []
        kind = {"land": translate("Main", "land"), "sea": translate("Main", "sea"),
                "port": translate("Main", "port")}[reg.kind]
        facts.append(kind)
        # an area the Iron Bank's loans improved or degraded: its values now, from the view
        now = ((view or {}).get("area_values") or {}).get(region) or {}
        castle = now.get("castle", reg.castle)
        barrels, crowns = now.get("barrels", reg.barrels), now.get("crowns", reg.crowns)
        if castle == "castle":
            facts.append(translate("Main", "castle"))
        elif castle == "stronghold":
            facts.append(translate("Main", "stronghold"))
        if barrels:
            facts.append(translate("Main", "{n} supply barrel(s)").format(n=barrels))
        if crowns:
            facts.append(translate("Main", "{n} power crown(s)").format(n=crowns))
        if reg.home_of:
            facts.append(translate("Main", "home of {house}").format(house=names.house(reg.home_of)))
        if reg.kind == "port" and reg.port_land:
            facts.append(translate("Main", "port of {area}").format(area=names.region(reg.port_land)))
        lines.append(html.escape(names.listing(facts)))
        if view is not None:
            if region in view.get("blocked", []):
                lines.append("<i>" + html.escape(translate("Main", "Out of play in this game.")) + "</i>")
            elif "visible" in view and region not in view["visible"]:  # fog of war: the host sent nothing of it
                lines.append("<i>" + html.escape(translate(
                    "Main", "In the fog of war: what is there is out of sight.")) + "</i>")
            a = view["units"].get(region)
            if a:
                text = names.units(a["units"])
                if a["routed"]:
                    text += " · " + translate("Main", "routed: {units}").format(units=names.units(a["routed"]))
                lines.append(html.escape(names.pair(names.house(a["house"]), text)))
                if a["house"] in (view.get("vassals") or []):  # who commands it this round
                    lines.append(vassal_tip(view, a["house"]).removeprefix("<br>"))
            o = view.get("orders", {}).get(region)
            if o:
                lines.append(html.escape(translate("Main", "Order: {order} ({house})").format(
                    order=names.token(o["token"]), house=names.house(o["house"]))))
            elif region in view.get("face_down_orders", {}):
                lines.append(html.escape(translate("Main", "An order lies face down.")))
            if region in view.get("tokens", {}):
                lines.append(html.escape(translate("Main", "Power token of {house}").format(
                    house=names.house(view["tokens"][region]))))
            if region in view.get("garrisons", {}):
                lines.append(html.escape(translate("Main", "Garrison: strength {n}").format(
                    n=view["garrisons"][region])))
            if region in view.get("neutral", {}):
                lines.append(html.escape(translate("Main", "Neutral force: strength {n}").format(
                    n=view["neutral"][region])))
            if reg.kind == "land":
                ctl = controller(view, region)
                if ctl:
                    lines.append(html.escape(translate("Main", "Controlled by {house}").format(
                        house=names.house(ctl))))
        hint = self.decisions.hint(region)
        if hint:
            lines.append(f"<span style='color:#2d6a1e'><b>{html.escape(hint)}</b></span>")
        return "<br>".join(lines)
