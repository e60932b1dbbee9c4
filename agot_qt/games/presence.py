"""The people at the table during a LAN game: for every seat, whether its person is connected,
away (since when), or has a bot standing in, from the host's seat table (`seats` messages).

The host's window also lets a bot of a chosen level play an away person's seat until they come
back (`LanHost.stand_in`); everyone reads it in the log, like drops and returns, which the
session sends as public events (docs/PROTOCOL.md, seats and events). In a game with vassals the
host may also replace an away player's house by a vassal, or give it back (`LanHost.set_vassal`);
a house never changes hands during a combat, so the host's row then says it happens after the
battle.

What the table decides (engine/table.py): each row's *Table* button offers what this window's
person may ask about that house (someone watching: take a bot's, an away player's or a vassal's
house over; a player: swap with another person, make a house a vassal, declare it the winner, and
hand their own house back), the *Ask the table…* button what is about no house (a pause, its end,
ending the game after this round, more time on the chess clocks), each running vote is a line with
its tally, its time left and *Yes* / *No* for its voters, a paused game has a banner, and in a
chess clock game each row shows its house's time left, counted down while it runs. Where the host
decides, its window answers the requests and pauses or ends the game itself.
"""
from __future__ import annotations

import time
from datetime import datetime
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QMenu, QPushButton, QToolButton, QVBoxLayout, QWidget

from engine.errors import IllegalCommand

from ..words import names, refusals
from ..words import table as table_words
from ..style import theme

translate = QCoreApplication.translate

LEVELS = ("easy", "normal", "hard")


def away_text(since: float, now: float | None = None) -> str:
    """"away since 17:05 (12 min)"."""
    now = time.time() if now is None else now
    minutes = int(max(0.0, now - since) // 60)
    clock = datetime.fromtimestamp(since).strftime("%H:%M")
    if minutes < 1:
        return translate("Presence", "away since {time}").format(time=clock)
    return translate("Presence", "away since {time} ({n} min)").format(time=clock, n=minutes)


def status_text(info: dict[str, Any], since: float | None, mine: bool, now: float | None = None) -> str:
    """What the table says about one seat."""
    holder = info.get("holder")
    if holder == "bot":
        return translate("Presence", "bot")
    if holder == "open":
        return translate("Presence", "open seat")
    if info.get("connected"):
        return translate("Presence", "you") if mine else translate("Presence", "connected")
    away = away_text(since, now) if since is not None else translate("Presence", "away")
    if info.get("stand_in"):
        return translate("Presence", "{away} · a bot ({level}) plays for now").format(
            away=away, level=names.bot_level(str(info["stand_in"])))
    return away


def is_last_round(view: dict[str, Any] | None) -> bool:
    """The view's round is the game's last (the table's `last_round`, else its ruleset's): nobody
    is offered to end the game after it."""
    from engine.ruleset import ruleset_of_view

    if not view:
        return False
    try:
        last = view.get("last_round") or ruleset_of_view(view).rounds
    except Exception:  # noqa: BLE001 - a view of a ruleset this program cannot make: offer it
        return False
    return int(view.get("round") or 0) >= int(last)


class PresencePanel(QWidget):
    """"At the table": one line per seat of a LAN game (hidden for other games)."""

    # the running votes this window's person has yet to answer (the window marks the folded column)
    answers_awaited = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("presence")
        self.game: Any = None
        self.seats: dict[str, dict[str, Any]] = {}
        self.since: dict[str, float] = {}  # house -> when (wall clock) its person went away
        self.rows: dict[str, tuple[QLabel, QLabel, QLabel, QToolButton]] = {}
        self.table_buttons: dict[str, QToolButton] = {}  # house -> what this person may ask about it
        self.vote_rows: list[QWidget] = []
        self.to_answer: list[dict[str, Any]] = []  # the running votes awaiting this person's answer
        self.table_note = ""  # the last refusal of a request to the table, worded at each refresh
        self._table_refusal: dict[str, Any] | None = None
        # house -> the host's last vassal change that was refused: (to a vassal?, the refusal)
        self.refused: dict[str, tuple[bool, dict[str, Any]]] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 4)
        lay.setSpacing(2)
        self.title = QLabel()
        self.title.setFont(theme.ui_font(10.5, bold=True))
        self.title.setStyleSheet("background: #3a2f22; color: #f3e9cf; padding: 3px 8px;")
        lay.addWidget(self.title)
        self.pause_banner = QLabel()  # a paused game
        self.pause_banner.setWordWrap(True)
        self.pause_banner.setStyleSheet("background: #8a1c1c; color: #fff6e6; padding: 3px 8px; font-weight: bold;")
        self.pause_banner.hide()
        lay.addWidget(self.pause_banner)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(8, 2, 18, 2)  # clear of the column's scroll bar
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        self.grid.setColumnStretch(1, 1)
        lay.addLayout(self.grid)
        self.votes_box = QVBoxLayout()  # a line per running vote, with Yes and No for its voters
        self.votes_box.setContentsMargins(8, 2, 18, 2)
        self.votes_box.setSpacing(2)
        lay.addLayout(self.votes_box)
        foot = QVBoxLayout()  # who decides (or a refused request), then *Ask the table…*
        foot.setContentsMargins(8, 0, 18, 2)
        foot.setSpacing(2)
        self.table_label = QLabel()
        self.table_label.setWordWrap(True)
        self.table_label.setStyleSheet("color: #5a4a32;")
        foot.addWidget(self.table_label)
        self.ask_button = QToolButton()  # requests about no house: a pause, the end after this round...
        self.ask_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.ask_button.setMenu(QMenu(self.ask_button))
        self.ask_button.setObjectName("askTable")
        foot.addWidget(self.ask_button, 0, Qt.AlignmentFlag.AlignLeft)
        lay.addLayout(foot)
        self.timer = QTimer(self)
        self.timer.setInterval(20_000)  # "12 min" stays true
        self.timer.timeout.connect(self.refresh)
        self.hide()
        self.retranslate()

    # ----- the game ---------------------------------------------------------------------------
    def set_game(self, game: Any) -> None:
        """Follow `game`'s seat table when it is a LAN game; hide otherwise."""
        if self.game is not None and hasattr(self.game, "seats_changed"):
            for signal, slot in ((self.game.seats_changed, self._seats),
                                 (getattr(self.game, "table_changed", None), self._table),
                                 (getattr(self.game, "table_refused", None), self.show_refusal),
                                 (getattr(getattr(self.game, "model", None), "view_changed", None),
                                  self._view_changed)):
                try:
                    if signal is not None:
                        signal.disconnect(slot)
                except (RuntimeError, TypeError):
                    pass
        self.game = game
        self.seats, self.since, self.refused = {}, {}, {}
        self._table_refusal = None
        if self.to_answer:
            self.to_answer = []
            self.answers_awaited.emit([])
        lan = game is not None and hasattr(game, "seats_changed") and hasattr(game, "connect_as")
        self.setVisible(bool(lan))
        if not lan:
            self.timer.stop()
            return
        game.seats_changed.connect(self._seats)
        if hasattr(game, "table_changed"):
            game.table_changed.connect(self._table)
            game.table_refused.connect(self.show_refusal)
        if getattr(game, "model", None) is not None:
            game.model.view_changed.connect(self._view_changed)
        self.timer.start()
        self._seats(game.seats)

    @property
    def hosting(self) -> bool:
        return self.game is not None and getattr(self.game, "lan_host", None) is not None

    def _seats(self, seats: dict[str, Any]) -> None:
        now = time.time()
        for house, info in seats.items():
            away = info.get("away")
            if isinstance(away, (int, float)) and not isinstance(away, bool) and not info.get("connected"):
                since = now - float(away)
                if abs(self.since.get(house, since) - since) > 5 or house not in self.since:
                    self.since[house] = since  # (the host counts; a few seconds of travel do not matter)
            else:
                self.since.pop(house, None)
        for house in [h for h in self.refused if (seats.get(h) or {}).get("connected")]:
            del self.refused[house]  # its person is back: the host's last refusal no longer applies
        self.seats = {h: dict(s) for h, s in seats.items()}
        self.refresh()

    # ----- drawing ----------------------------------------------------------------------------
    def retranslate(self) -> None:
        self.title.setText(translate("Presence", "At the table"))
        self._votes_key = None  # the vote lines are worded again
        self.refresh()

    def _table(self, _table: dict) -> None:
        self.refresh()

    def _view_changed(self, _seat: Any = None) -> None:
        """The vassals come from the view (they have no seat): a row appears or goes with them."""
        vassals = self._vassals()
        if set(vassals) != {h for h in self.rows if h not in self.seats}:
            self.refresh()

    def show_refusal(self, m: dict) -> None:
        """A request to the table was refused: said under the votes, in the interface language."""
        self._table_refusal = dict(m)
        self.refresh()

    def _view(self) -> dict[str, Any]:
        model = getattr(self.game, "model", None) if self.game is not None else None
        view = model.any_view() if model is not None else None
        return view or {}

    def _vassals(self) -> list[str]:
        """The houses playing as vassals that have no seat (a vassal from the start, or one the
        table gave to the vassals)."""
        return [h for h in self._view().get("vassals") or [] if h not in self.seats]

    def _row(self, house: str) -> tuple[QLabel, QLabel, QLabel, QToolButton]:
        if house in self.rows:
            return self.rows[house]
        chip = QLabel(names.house(house, self.edition))
        chip.setStyleSheet(f"background: {theme.house_color(house).name()}; color: {theme.house_text(house).name()};"
                           " font-weight: bold; padding: 1px 6px; border-radius: 3px;")
        who, status = QLabel(), QLabel()
        who.setFont(theme.ui_font(9.5, bold=True))
        status.setWordWrap(True)
        button = QToolButton()
        button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        button.setMenu(QMenu(button))
        asking = QToolButton()  # what this window's person may ask the table about the house
        asking.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        asking.setMenu(QMenu(asking))
        asking.hide()
        self.table_buttons[house] = asking
        r = 2 * len(self.rows)  # the house, its person and the buttons; under them the status
        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.grid.addWidget(chip, r, 0, left)
        self.grid.addWidget(who, r, 1, left)
        self.grid.addWidget(asking, r, 2, right)
        self.grid.addWidget(button, r, 3, right)
        self.grid.addWidget(status, r + 1, 0, 1, 4)
        status.setContentsMargins(8, 0, 0, 4)
        self.rows[house] = (chip, who, status, button)
        return self.rows[house]

    @property
    def edition(self) -> str | None:
        """The game's ruleset, known from the host's welcome before any view is on screen: A Dance
        with Dragons' Stark is Bolton from the first seat table on."""
        from engine.ruleset import RULESET_FILES

        edition = getattr(self.game, "edition", None) if self.game is not None else None
        return edition if edition in RULESET_FILES else None

    @property
    def table(self) -> dict[str, Any]:
        """The table with its times counted down (a LAN game's; {} for any other)."""
        left = getattr(self.game, "table_left", None) if self.game is not None else None
        return left() if callable(left) else {}

    def refresh(self) -> None:
        order = names.ruleset(self.edition).houses
        mine = getattr(self.game, "seat", None) if self.game is not None else None
        vassals = self._vassals()
        shown = sorted([*self.seats, *vassals], key=lambda h: order.index(h) if h in order else len(order))
        table = self.table
        clocks = table.get("clocks") if isinstance(table.get("clocks"), dict) else {}
        running = set(table.get("running") or [])
        for house in list(self.rows):
            if house not in shown:
                for w in (*self.rows.pop(house), self.table_buttons.pop(house)):
                    self.grid.removeWidget(w)
                    w.deleteLater()
        for house in shown:
            info = self.seats.get(house) or {"holder": "vassal"}
            chip, who, status, button = self._row(house)
            chip.setText(names.house(house, self.edition))
            who.setText(info.get("name", "") if info.get("holder") == "human" else "")
            away = info.get("holder") == "human" and not info.get("connected")
            text = status_text(info, self.since.get(house), house == mine) if house in self.seats \
                else translate("Presence", "plays as a vassal")
            note = self._vassal_note(house) if house in self.seats else ""
            if house in clocks:
                time_left = table_words.clock_text(clocks[house])
                if house in (table.get("timed_out") or []):
                    note = translate("Presence", "its chess clock ran out")
                else:
                    text = (translate("Presence", "{status} · clock {time}, running") if house in running
                            else translate("Presence", "{status} · clock {time}")).format(status=text, time=time_left)
            status.setText(f"{text} · {note}" if note else text)
            status.setStyleSheet("color: #8a1c1c; font-weight: bold;" if away else "color: #2b2418;")
            if house in self.seats:
                self._fill_menu(house, info, button, away)
            else:
                button.setVisible(False)
            self._fill_table_menu(house, info, self.table_buttons[house])
        self._refresh_table(table)

    # ----- the table: requests and votes -------------------------------------------------------
    def _lan(self) -> bool:
        return self.game is not None and hasattr(self.game, "propose")

    def _can_ask(self) -> bool:
        table = self.table
        view = self._view()
        return self._lan() and bool(table) and table.get("decides") in ("votes", "host") \
            and bool(getattr(self.game, "is_started", False)) and not view.get("finished")

    def _fill_table_menu(self, house: str, info: dict[str, Any], button: QToolButton) -> None:
        """What this window's person may ask the table about `house`: someone watching takes a
        bot's, an away player's or a vassal's house over; a player offers a swap, asks to make a
        house a vassal or to declare it the winner, and hands their own house back."""
        menu = button.menu()
        menu.clear()
        mine = getattr(self.game, "seat", None) if self.game is not None else None
        table, view = self.table, self._view()
        timed_out = house in (table.get("timed_out") or [])
        holder = info.get("holder")
        plays_vassals = bool((view.get("options") or {}).get("vassals"))
        items: list[tuple[str, str, Any]] = []  # text, tooltip, what it does
        if self._can_ask() and not timed_out:
            if mine is None:
                if holder == "bot" or (holder == "human" and not info.get("connected")):
                    items.append((translate("Presence", "Ask to take over this house"),
                                  translate("Presence", "The table decides; once it agrees you play this house."),
                                  lambda: self.game.propose("replace-player", house)))
                elif holder == "vassal":
                    items.append((translate("Presence", "Ask to take over this vassal"),
                                  translate("Presence", "The table decides; once it agrees you play this house "
                                                        "instead of the vassals' commanders."),
                                  lambda: self.game.propose("replace-vassal-by-player", house)))
            elif house == mine:
                items.append((translate("Presence", "Hand my house to a bot and watch"),
                              translate("Presence", "A bot of the host plays your house from now on; you watch."),
                              lambda: self.game.hand_back("bot")))
                if plays_vassals:
                    items.append((translate("Presence", "Hand my house to the vassals and watch"),
                                  translate("Presence", "Your house plays on as a vassal; you watch."),
                                  lambda: self.game.hand_back("vassal")))
            elif holder in ("human", "bot"):
                if holder == "human" and info.get("connected"):
                    items.append((translate("Presence", "Offer to swap houses"),
                                  translate("Presence", "You play this house and they play yours, if they and "
                                                        "the table agree."),
                                  lambda: self.game.propose("swap-houses", house)))
                if plays_vassals:
                    items.append((translate("Presence", "Ask to make this house a vassal"),
                                  translate("Presence", "The table decides; its player watches from then on."),
                                  lambda: self.game.propose("replace-player-by-vassal", house)))
                items.append((translate("Presence", "Ask to declare this house the winner"),
                              translate("Presence", "Everyone at the table must agree; the game ends at once."),
                              lambda: self.game.propose("declare-winner", house)))
        for text, tip, do in items:
            act = QAction(text, menu)
            act.setToolTip(tip)
            act.triggered.connect(lambda _=False, d=do: self._ask(d))
            menu.addAction(act)
        menu.setToolTipsVisible(True)
        button.setText(translate("Presence", "Table…"))
        button.setToolTip(translate("Presence", "Ask the table about this house."))
        button.setVisible(bool(items))

    def _ask(self, do: Any) -> None:
        self._table_refusal = None
        do()
        self.refresh()

    def _refresh_table(self, table: dict[str, Any]) -> None:
        """The pause banner, a line per running vote, *Ask the table…* and who decides."""
        paused = bool(table.get("paused"))
        self.pause_banner.setVisible(paused and self._lan())
        if paused:
            self.pause_banner.setText(table_words.pause_text(table))
        mine = getattr(self.game, "seat", None) if self.game is not None else None
        hosting_decider = self.hosting and table.get("decides") == "host"
        votes = table.get("votes") or []
        waiting = [v for v in votes if self._mine_to_answer(v, mine, hosting_decider)]
        if [v.get("id") for v in waiting] != [v.get("id") for v in self.to_answer]:
            self.to_answer = waiting
            self.answers_awaited.emit([dict(v) for v in waiting])
        key = (mine, hosting_decider, tuple((v.get("id"), tuple(v.get("yes") or []), tuple(v.get("no") or []),
                                             tuple(v.get("voters") or [])) for v in votes))
        if key == getattr(self, "_votes_key", None) and len(self.vote_rows) == len(votes):
            for row, vote in zip(self.vote_rows, votes):  # a tick: only the words and times change
                row.findChild(QLabel).setText(self._vote_text(vote))
            votes = []
        else:
            self._votes_key = key
            for w in self.vote_rows:
                self.votes_box.removeWidget(w)
                w.deleteLater()
            self.vote_rows = []
        for vote in votes:
            row = QWidget()
            row.setObjectName("voteRow")
            col = QVBoxLayout(row)  # the request and its tally, the answers under them (a narrow column)
            col.setContentsMargins(0, 2, 0, 2)
            col.setSpacing(2)
            text = QLabel(self._vote_text(vote))
            text.setWordWrap(True)
            col.addWidget(text)
            line = QHBoxLayout()
            line.setContentsMargins(0, 0, 0, 0)
            line.addStretch(1)
            col.addLayout(line)
            voters = vote.get("voters") or []
            mine_to_answer = self._mine_to_answer(vote, mine, hosting_decider)
            changing = mine in voters and not mine_to_answer
            if mine_to_answer or changing:
                for label, yes in ((translate("Presence", "Yes"), True), (translate("Presence", "No"), False)):
                    b = QPushButton(label)
                    b.setObjectName("voteYes" if yes else "voteNo")
                    b.setProperty("vote", vote.get("id"))
                    b.setCheckable(changing)
                    b.setChecked(changing and mine in (vote.get("yes") if yes else vote.get("no")) or False)
                    b.clicked.connect(lambda _=False, v=vote.get("id"), y=yes: self._answer(v, y))
                    line.addWidget(b)
            self.votes_box.addWidget(row)
            self.vote_rows.append(row)
        self._fill_ask_menu(table)
        note = ""
        if self._table_refusal is not None:
            note = translate("Presence", "Refused: {why}").format(why=refusals.describe(self._table_refusal))
        elif self._lan() and table:
            note = table_words.decides_text(str(table.get("decides", "")))
        self.table_label.setText(note)
        self.table_label.setVisible(bool(note))
        ticking = bool(table.get("votes") or table.get("running") or isinstance(table.get("resume_in"), (int, float)))
        self.timer.setInterval(1000 if ticking else 20_000)

    @staticmethod
    def _mine_to_answer(vote: dict[str, Any], mine: str | None, hosting_decider: bool) -> bool:
        """This window's person answers `vote` and has not yet (the host's, where the host decides)."""
        voters = vote.get("voters") or []
        return (mine in voters and mine not in (vote.get("yes") or []) + (vote.get("no") or [])) \
            or (hosting_decider and "host" in voters)

    def _vote_text(self, vote: dict[str, Any]) -> str:
        import html

        return f"<b>{html.escape(table_words.vote_subject(vote, self.edition))}</b><br>" \
               f"{html.escape(table_words.tally_text(vote))}"

    def _answer(self, vote_id: Any, yes: bool) -> None:
        if self.game is not None and isinstance(vote_id, int):
            self._table_refusal = None
            self.game.answer(vote_id, yes)

    def _fill_ask_menu(self, table: dict[str, Any]) -> None:
        """*Ask the table…*: a pause or its end, ending the game after this round, more time on
        the chess clocks; the host's own *Pause* and *End after this round* where it decides."""
        menu = self.ask_button.menu()
        menu.clear()
        mine = getattr(self.game, "seat", None) if self.game is not None else None
        view = self._view()
        paused = bool(table.get("paused"))
        items: list[tuple[str, Any]] = []
        if self.hosting and table.get("decides") == "host" and not view.get("finished") \
                and getattr(self.game, "is_started", False):
            items.append((translate("Presence", "Resume the game") if paused else translate("Presence", "Pause the game"),
                          lambda: self.game.set_paused(not paused)))
            if not paused and not self._last_round(view):
                items.append((translate("Presence", "End the game after this round"), self._end_after_round))
        elif self._can_ask() and mine is not None and mine in self.seats:
            if paused:
                items.append((translate("Presence", "Ask to resume the game"), lambda: self.game.propose("resume-game")))
            else:
                items.append((translate("Presence", "Ask to pause the game"), lambda: self.game.propose("pause-game")))
                if not self._last_round(view):
                    items.append((translate("Presence", "Ask to end the game after this round"),
                                  lambda: self.game.propose("end-game")))
                if table.get("clocks"):
                    items.append((translate("Presence", "Ask for 15 more minutes on every clock"),
                                  lambda: self.game.propose("extend-player-clocks")))
        for text, do in items:
            act = QAction(text, menu)
            act.triggered.connect(lambda _=False, d=do: self._ask(d))
            menu.addAction(act)
        self.ask_button.setText(translate("Presence", "The game…") if self.hosting and table.get("decides") == "host"
                                else translate("Presence", "Ask the table…"))
        self.ask_button.setVisible(bool(items))

    @staticmethod
    def _last_round(view: dict[str, Any]) -> bool:
        return is_last_round(view)

    def _end_after_round(self) -> None:
        try:
            self.game.end_after_round()
        except IllegalCommand as exc:
            self.show_refusal({"key": exc.key, "params": dict(exc.params), "message": exc.detail})

    def _fill_menu(self, house: str, info: dict[str, Any], button: QToolButton, away: bool) -> None:
        """Host only: let a bot play an away person's seat until they come back, or stop it."""
        button.setVisible(self.hosting and away)
        if not (self.hosting and away):
            return
        menu = button.menu()
        menu.clear()
        standing = str(info.get("stand_in") or "")
        button.setText(translate("Presence", "Bot…") if standing else translate("Presence", "Let a bot play…"))
        button.setToolTip(translate("Presence", "A bot plays this seat until its person comes back; everyone "
                                                "reads it in the log."))
        for level in LEVELS:
            act = QAction(translate("Presence", "A bot ({level}) plays until they are back").format(
                level=names.bot_level(level)), menu, checkable=True)
            act.setChecked(level == standing)
            act.setData(level)
            act.triggered.connect(lambda _=False, h=house, lv=level: self.stand_in(h, lv))
            menu.addAction(act)
        if standing:
            stop = QAction(translate("Presence", "No bot: wait for them"), menu)
            stop.setData("")
            stop.triggered.connect(lambda _=False, h=house: self.stand_in(h, ""))
            menu.addAction(stop)
        state = self._vassal_state(house)
        if state:
            menu.addSeparator()
            vassal = state in ("player", "to-player")
            act = QAction(translate("Presence", "Replace by a vassal") if vassal
                          else translate("Presence", "Give the house back"), menu)
            act.setData("vassal" if vassal else "player")
            act.setToolTip(translate("Presence", "The house plays on as a vassal, commanded by the players in "
                                                 "turn, until its player comes back.") if vassal else
                           translate("Presence", "The house is a player's house again; its player is still "
                                                 "away."))
            act.triggered.connect(lambda _=False, h=house, v=vassal: self.set_vassal(h, v))
            menu.addAction(act)

    def _vassal_state(self, house: str) -> str:
        state = getattr(getattr(self.game, "lan_host", None), "vassal_state", None) if self.hosting else None
        return state(house) if callable(state) else ""

    def _vassal_note(self, house: str) -> str:
        """Host only: the house plays as a vassal, waits for the battle's end, or was refused."""
        if house in self.refused:  # worded at each refresh: a language switch rewords it
            vassal, refusal = self.refused[house]
            return (translate("Presence", "cannot become a vassal: {why}") if vassal
                    else translate("Presence", "cannot be given back: {why}")).format(why=refusals.describe(refusal))
        state = self._vassal_state(house)
        if state == "vassal":
            return translate("Presence", "plays as a vassal")
        if state == "to-vassal":
            return translate("Presence", "becomes a vassal after the battle")
        if state == "to-player":
            return translate("Presence", "is given back after the battle")
        return ""

    def set_vassal(self, house: str, vassal: bool) -> None:
        """Replace an away player's house by a vassal (or give it back); a refusal is shown on
        its row in the interface language."""
        if not self.hosting:
            return
        self.refused.pop(house, None)
        try:
            self.game.lan_host.set_vassal(house, vassal)
        except IllegalCommand as exc:
            self.refused[house] = (vassal, {"key": exc.key, "params": dict(exc.params), "message": exc.detail})
        self.refresh()

    def stand_in(self, house: str, level: str) -> None:
        if self.hosting:
            self.game.lan_host.stand_in(house, level)

    def text_of(self, house: str) -> str:
        """The seat's status as shown (tests, screenshots)."""
        return self.rows[house][2].text() if house in self.rows else ""

    def table_actions(self, house: str) -> list[str]:
        """The texts of what this person may ask the table about `house` (tests)."""
        button = self.table_buttons.get(house)
        return [a.text() for a in button.menu().actions()] if button is not None and not button.isHidden() else []

    def ask_actions(self) -> list[str]:
        return [a.text() for a in self.ask_button.menu().actions()] if not self.ask_button.isHidden() else []


__all__ = ["PresencePanel", "status_text", "away_text", "is_last_round", "LEVELS"]
