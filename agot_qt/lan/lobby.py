"""The LAN lobby: host a game or find one on the network, then take a seat, chat and get ready.

`LobbyScreen` is the first LAN page (your name; the host form; the games seen on the LAN,
live from zeroconf; an address field for when discovery is blocked). `RoomScreen` is one
game's lobby: who sits where, ready flags, chat, and the host's Start button. `LanLobby`
ties them to a `RemoteGame` (remote.py) and, when this window hosts, to a `LanHost`.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QAbstractItemView, QCheckBox, QComboBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QHeaderView,
    QFileDialog, QLabel, QLineEdit, QMessageBox, QPlainTextEdit, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QTreeWidget,
    QTreeWidgetItem, QVBoxLayout, QWidget,
)

from engine.ruleset import DEFAULT_RULESET, load_ruleset

from ..screens import game_options
from ..words import names, problems, refusals
from ..style import theme
from ..screens.new_game import power_gifts_tip, sea_orders_tip, show_iron_bank
from .remote import LanHost, RemoteGame, failure_text, lan_save_folder, parse_address, spawn
from .seat_choice import SeatChoice, free_seats

translate = QCoreApplication.translate

PAGE_STYLE = ("QWidget#lobbyPage { background: #2b241a; } QGroupBox { color: #f3e9cf; font-weight: bold; "
              "border: 1px solid #6b5a3e; border-radius: 6px; margin-top: 14px; padding: 10px; } "
              "QGroupBox::title { subcontrol-origin: margin; left: 10px; padding: 0 4px; } "
              "QLabel { color: #eadfc4; } QCheckBox { color: #eadfc4; }")


def _title(text: str = "") -> QLabel:
    lab = QLabel(text)
    lab.setFont(theme.ui_font(20, bold=True))
    lab.setStyleSheet("color: #f3e9cf;")
    return lab


class LobbyScreen(QWidget):
    """Host a game, or join one seen on the LAN (double-click) or typed as host:port."""

    host_requested = Signal(dict)  # the host form's settings
    resume_requested = Signal()  # "Resume a saved LAN game…"
    join_requested = Signal(str, int)  # address, port
    watch_chosen = Signal(bool)  # a full game: True = watch it as a spectator, False = no thanks
    back = Signal()

    HOLDERS = ("open", "bot")
    TURN_CLOCKS = (0, 60, 120, 300)  # seconds per decision; 0 = no clock

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PAGE_STYLE)
        self.adverts: dict[str, Any] = {}  # service name -> GameAdvert
        outer = QVBoxLayout(self)
        outer.setContentsMargins(30, 20, 30, 20)
        top = QHBoxLayout()
        self.title = _title()
        top.addWidget(self.title)
        top.addStretch(1)
        self.name_label = QLabel()
        top.addWidget(self.name_label)
        self.name_edit = QLineEdit(str(QSettings().value("lan/name", "") or ""))
        self.name_edit.setMaxLength(40)
        self.name_edit.setMinimumWidth(200)
        top.addWidget(self.name_edit)
        outer.addLayout(top)
        cols = QHBoxLayout()
        outer.addLayout(cols, 1)

        # host form
        self.host_box = QGroupBox()
        form = QFormLayout(self.host_box)
        self.game_name = QLineEdit()
        self.game_name.setMaxLength(60)
        self.game_name_label = QLabel()
        form.addRow(self.game_name_label, self.game_name)
        self.edition = QComboBox()
        for ruleset_id in names.editions():
            self.edition.addItem("", ruleset_id)
        self.edition_label = QLabel()
        form.addRow(self.edition_label, self.edition)
        self.players = QSpinBox()
        self.players.setRange(3, 6)
        self.players.setValue(6)
        self.players_label = QLabel()
        form.addRow(self.players_label, self.players)
        # the options two by two, so an eight-house game's form still fits a laptop screen
        self.tides = QCheckBox()
        self.vassals = QCheckBox()
        self.sea_orders = QCheckBox()
        self.iron_bank = QCheckBox()
        self.power_gifts = QCheckBox()
        self.leave_out = QCheckBox()  # with vassals: a house never a vassal left out (Targaryen)
        options = QGridLayout()
        options.setContentsMargins(0, 0, 0, 0)
        options.setVerticalSpacing(2)
        for i, box in enumerate((self.tides, self.sea_orders, self.vassals, self.iron_bank, self.power_gifts,
                                 self.leave_out)):
            options.addWidget(box, i // 2, i % 2)
        form.addRow("", options)
        # the variants: a line saying which are played, and the box to choose them in
        self.chosen_variants: dict[str, Any] = {}
        variants_row = QHBoxLayout()
        self.variants_line = QLabel()
        self.variants_line.setWordWrap(True)
        variants_row.addWidget(self.variants_line, 1)
        self.variants_button = QPushButton()
        self.variants_button.clicked.connect(self.choose_variants)
        variants_row.addWidget(self.variants_button, 0, Qt.AlignmentFlag.AlignTop)
        self.variants_label = QLabel()
        form.addRow(self.variants_label, variants_row)
        self.turn_clock = QComboBox()
        for seconds in self.TURN_CLOCKS:
            self.turn_clock.addItem("", seconds)
        self.turn_clock_label = QLabel()
        form.addRow(self.turn_clock_label, self.turn_clock)
        # with vassals and a turn clock: a player away past the clock is replaced by a vassal
        self.away_vassals = QCheckBox()
        self.away_vassals.setChecked(True)
        form.addRow("", self.away_vassals)
        # who answers what the table asks (engine/table.py): the host's person, or the table by vote
        self.decides = QComboBox()
        self.decides.setObjectName("decides")
        for who in ("host", "votes"):
            self.decides.addItem("", who)
        self.decides_label = QLabel()
        form.addRow(self.decides_label, self.decides)
        self.bot_level = QComboBox()  # how well the bots of this game play
        for level in ("easy", "normal", "hard", "random"):
            self.bot_level.addItem("", level)
        self.bot_level.setCurrentIndex(1)
        self.bot_level_label = QLabel()
        form.addRow(self.bot_level_label, self.bot_level)
        # where the game listens, as agot-host --bind: every network, one of this computer's
        # addresses (one network of several: a VPN's, the home LAN's), or this computer only
        self.bind = QComboBox()
        self.bind_label = QLabel()
        form.addRow(self.bind_label, self.bind)
        self.refresh_addresses()
        self.houses_label = QLabel()
        form.addRow(self.houses_label)
        grid = QGridLayout()
        self.holder_boxes: dict[str, QComboBox] = {}
        self.house_labels: dict[str, QLabel] = {}
        for i, h in enumerate(dict.fromkeys(h for e in names.editions() for h in names.ruleset(e).houses)):
            lab = QLabel()
            lab.setStyleSheet(f"background: {theme.house_color(h).name()}; color: {theme.house_text(h).name()};"
                              " font-weight: bold; padding: 2px 8px; border-radius: 3px;")
            box = QComboBox()
            box.addItems(["", ""])
            grid.addWidget(lab, i, 0)
            grid.addWidget(box, i, 1)
            self.holder_boxes[h] = box
            self.house_labels[h] = lab
        form.addRow(grid)
        self.vassal_note = QLabel()  # with vassals: the houses nobody plays
        self.vassal_note.setWordWrap(True)
        self.vassal_note.setTextFormat(Qt.TextFormat.RichText)
        self.vassal_note.hide()
        form.addRow(self.vassal_note)
        self.my_seat = QComboBox()
        self.my_seat_label = QLabel()
        form.addRow(self.my_seat_label, self.my_seat)
        self.host_button = QPushButton()
        self.host_button.setMinimumHeight(36)
        self.host_button.clicked.connect(self._host)
        form.addRow(self.host_button)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(self._resume)
        form.addRow(self.resume_button)
        cols.addWidget(self.host_box, 2)

        # games on the LAN
        self.join_box = QGroupBox()
        jl = QVBoxLayout(self.join_box)
        self.games = QTreeWidget()
        self.games.setColumnCount(4)
        self.games.setRootIsDecorated(False)
        self.games.setAlternatingRowColors(True)
        self.games.itemDoubleClicked.connect(lambda item, _col: self._join_item(item))
        self.games.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        jl.addWidget(self.games, 1)
        self.empty_hint = QLabel()
        self.empty_hint.setWordWrap(True)
        jl.addWidget(self.empty_hint)
        row = QHBoxLayout()
        self.address_label = QLabel()
        row.addWidget(self.address_label)
        self.address = QLineEdit(str(QSettings().value("lan/address", "") or ""))  # the last one typed
        self.address.returnPressed.connect(self._join_address)
        row.addWidget(self.address, 1)
        self.join_button = QPushButton()
        self.join_button.clicked.connect(self._join_address)
        row.addWidget(self.join_button)
        jl.addLayout(row)
        cols.addWidget(self.join_box, 3)

        # a full game: watch it, or not
        self.full_box = QGroupBox()
        fl = QHBoxLayout(self.full_box)
        self.full_text = QLabel()
        self.full_text.setWordWrap(True)
        fl.addWidget(self.full_text, 1)
        self.watch_button = QPushButton()
        self.watch_button.clicked.connect(lambda: self.watch_chosen.emit(True))
        fl.addWidget(self.watch_button)
        self.no_watch_button = QPushButton()
        self.no_watch_button.clicked.connect(lambda: self.watch_chosen.emit(False))
        fl.addWidget(self.no_watch_button)
        self.full_box.hide()
        outer.addWidget(self.full_box)
        self.seat_choice = SeatChoice()  # a begun game: which seat, with its token if kept
        self.seat_choice.offered.connect(self._seat_choice_shown)
        outer.insertWidget(1, self.seat_choice)  # under the name, above the (hidden) forms

        bottom = QHBoxLayout()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #ffb4a0; font-weight: bold;")
        bottom.addWidget(self.message, 1)
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.back.emit)
        bottom.addWidget(self.back_button)
        outer.addLayout(bottom)
        self.players.valueChanged.connect(self._update_houses)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.vassals.toggled.connect(self._players_range)
        self.vassals.toggled.connect(self._away_vassals_offered)
        self.leave_out.toggled.connect(self._update_houses)
        self.leave_out.toggled.connect(self._update_variants)
        self.turn_clock.currentIndexChanged.connect(self._away_vassals_offered)
        self.my_seat.currentIndexChanged.connect(self._update_vassals)
        for box in (self.tides, self.vassals, self.sea_orders, self.iron_bank, self.power_gifts):
            box.toggled.connect(self._update_variants)
        self.players.valueChanged.connect(self._update_variants)
        self.edition.currentIndexChanged.connect(self._update_variants)
        self.retranslate()
        self._edition_changed()
        self._restore_form()
        self._away_vassals_offered()

    FORM_KEY = "lan/host_form"

    def _restore_form(self) -> None:
        """The host form as it was last used (game name, edition, players, Tides, turn clock, who
        plays each house, the host's seat)."""
        import json

        try:
            form = json.loads(str(QSettings().value(self.FORM_KEY, "") or "{}"))
        except ValueError:
            form = {}
        if not isinstance(form, dict):
            return
        if isinstance(form.get("name"), str):
            self.game_name.setText(form["name"][:60])
        index = self.edition.findData(form.get("edition"))
        if index >= 0:
            self.edition.setCurrentIndex(index)
        if isinstance(form.get("variants"), dict):  # first: a variant may bring options (vassals, the Iron Bank)
            self.set_variants(form["variants"])
        if isinstance(form.get("players"), int):
            self.players.setValue(form["players"])
        if self.tides.isEnabled() and isinstance(form.get("tides"), bool):
            self.tides.setChecked(form["tides"])
        if self.sea_orders.isEnabled() and isinstance(form.get("sea_orders"), bool):
            self.sea_orders.setChecked(form["sea_orders"])
        if self.iron_bank.isEnabled() and isinstance(form.get("iron_bank"), bool):
            self.iron_bank.setChecked(form["iron_bank"])
        if self.power_gifts.isEnabled() and isinstance(form.get("power_token_trading"), bool):
            self.power_gifts.setChecked(form["power_token_trading"])
        if self.vassals.isEnabled() and isinstance(form.get("vassals"), bool):
            self.vassals.setChecked(form["vassals"])
            if self.leave_out.isEnabled() and isinstance(form.get("leave_out"), bool):
                self.leave_out.setChecked(form["leave_out"])
            if isinstance(form.get("players"), int):
                self.players.setValue(form["players"])
        index = self.turn_clock.findData(form.get("turn_clock"))
        if index >= 0:
            self.turn_clock.setCurrentIndex(index)
        if isinstance(form.get("away_vassals"), bool):
            self.away_vassals.setChecked(form["away_vassals"])
        index = self.decides.findData(form.get("decides"))
        if index >= 0:
            self.decides.setCurrentIndex(index)
        self._away_vassals_offered()
        index = self.bot_level.findData(form.get("bot_level"))
        if index >= 0:
            self.bot_level.setCurrentIndex(index)
        index = self.bind.findData(form.get("bind")) if isinstance(form.get("bind"), str) else -1
        if index >= 0:  # an address this computer still has
            self.bind.setCurrentIndex(index)
        holders = form.get("holders") if isinstance(form.get("holders"), dict) else {}
        for h, holder in holders.items():
            if h in self.holder_boxes and holder in self.HOLDERS:
                self.holder_boxes[h].setCurrentIndex(self.HOLDERS.index(holder))
        if "seat" in form:
            index = self.my_seat.findData(form["seat"]) if form["seat"] else 0
            if index >= 0:
                self.my_seat.setCurrentIndex(index)
        if isinstance(form.get("variants"), dict):
            self.set_variants(form["variants"])

    LOOPBACK = "127.0.0.1"

    def refresh_addresses(self) -> None:
        """Every network (the window's own default), each LAN address this computer has now, and
        this computer only; the choice kept while the addresses are listed again."""
        from ..net.discovery import lan_addresses

        kept = self.bind.currentData()
        self.bind.clear()
        self.bind.addItem("", None)
        for address in lan_addresses():
            self.bind.addItem(address, address)
        self.bind.addItem("", self.LOOPBACK)
        index = self.bind.findData(kept)
        self.bind.setCurrentIndex(max(0, index))
        self._name_binds()

    def _name_binds(self) -> None:
        for i in range(self.bind.count()):
            address = self.bind.itemData(i)
            if address is None:
                self.bind.setItemText(i, translate("Lobby", "Every network of this computer"))
            elif address == self.LOOPBACK:
                self.bind.setItemText(i, translate("Lobby", "This computer only ({address})").format(address=address))
        self.bind_label.setText(translate("Lobby", "Listen on"))
        self.bind.setToolTip(translate(
            "Lobby", "The network the game can be joined from: every network of this computer, one of its "
                     "addresses (the home network's, or a VPN's such as Tailscale, ZeroTier or WireGuard), or "
                     "this computer only."))

    def _remember_form(self, settings: dict[str, Any]) -> None:
        import json

        holders = {h: self.HOLDERS[box.currentIndex()] for h, box in self.holder_boxes.items()}
        QSettings().setValue(self.FORM_KEY, json.dumps({
            "name": self.game_name.text().strip(), "edition": settings["edition"], "players": settings["players"],
            "tides": settings["tides"], "vassals": bool((settings.get("options") or {}).get("vassals")),
            "sea_orders": bool((settings.get("options") or {}).get("sea_orders")),
            "iron_bank": bool((settings.get("options") or {}).get("iron_bank")),
            "power_token_trading": bool((settings.get("options") or {}).get("power_token_trading")),
            "leave_out": bool(settings.get("left_out")),
            "turn_clock": settings["turn_clock"], "holders": holders,
            "seat": settings["seat"], "bot_level": settings.get("bot_level", "normal"),
            "away_vassals": self.away_vassals.isChecked(), "variants": settings.get("variants") or {},
            "bind": settings.get("bind"), "decides": settings.get("decides", "host")}))

    # ----- variants ----------------------------------------------------------------------
    def _rs(self) -> Any:
        """The ruleset this game's options are read against: the edition's, or the one the chosen
        variants make of it (Mother of Dragons' modules in any setup bring vassals and the Iron
        Bank), as the engine reads a new game's options."""
        rs = names.ruleset(self.edition.currentData())
        return game_options.options_ruleset(rs, getattr(self, "chosen_variants", None))

    def _left_out(self) -> tuple[str, ...]:
        """With vassals, the houses never a vassal that nobody plays: out of the game."""
        if not (self.vassals.isChecked() and self.leave_out.isChecked() and self.leave_out.isEnabled()):
            return ()
        return tuple(game_options.may_leave_out(self._rs()))

    def _variant_game(self) -> tuple[str, int, dict[str, Any]]:
        """The edition, houses on the board and engine options the variants are asked about."""
        rs = self._rs()
        chosen = {"tides_of_battle": self.tides.isChecked(), "vassals": self.vassals.isChecked(),
                  "sea_orders": self.sea_orders.isChecked(), "iron_bank": self.iron_bank.isChecked(),
                  "power_token_trading": self.power_gifts.isChecked()}
        return (rs.id, game_options.houses_on_board(rs, self.players.value(), self.vassals.isChecked(),
                                                    self._left_out()),
                game_options.variant_options(rs, chosen))

    def choose_variants(self) -> None:
        """*Variants…*: the variants box over the form; its choice is kept once the engine takes it."""
        from ..screens.variants_box import VariantsDialog

        dlg = VariantsDialog(*self._variant_game(), self.chosen_variants, self)
        if dlg.exec():
            self.set_variants(dlg.box.chosen())

    def set_variants(self, chosen: dict[str, Any]) -> None:
        before = self._rs()
        self.chosen_variants = {str(k): v for k, v in chosen.items()}
        if self._rs() is not before:  # a variant that brings options (or takes them away again)
            self._offer_options()
        self._update_variants()

    def _update_variants(self) -> None:
        """The line names the variants played, or says in red why the engine would refuse them
        for this game (the form hosts nothing then)."""
        if not hasattr(self, "variants_line"):
            return
        from ..screens.variants_box import variants_line

        ruleset_id, houses, options = self._variant_game()
        self.variants_problem = game_options.variants_problem(load_ruleset(ruleset_id), houses,
                                                              self.chosen_variants, options)
        text = html.escape(variants_line(self.chosen_variants))
        if self.variants_problem is not None:
            text += "<br><span style='color:#ffb4a0'>" + html.escape(translate(
                "Variants", "This combination cannot be played: {why}").format(
                    why=refusals.refusal_text(self.variants_problem))) + "</span>"
        self.variants_line.setText(text)
        self.host_button.setEnabled(self.variants_problem is None)

    def _away_vassals_offered(self) -> None:
        """Replacing an away player by a vassal needs vassals and a turn clock."""
        self.away_vassals.setEnabled(self.vassals.isChecked() and bool(self.turn_clock.currentData()))

    def _edition_changed(self) -> None:
        """The edition's player counts (1st: 3-5), houses and options."""
        rs = names.ruleset(self.edition.currentData())
        for h, box in self.holder_boxes.items():
            box.setVisible(h in rs.houses)
            self.house_labels[h].setVisible(h in rs.houses)
            self.house_labels[h].setText(names.house(h, rs.id))  # A Dance with Dragons: Stark is Bolton
        self._offer_options()

    def _offer_options(self) -> None:
        """The options the game's ruleset offers (the edition's, or with the variants chosen),
        its player counts first (the options' checks read them)."""
        rs = self._rs()
        self.vassals.setEnabled(game_options.offered(rs, "vassals"))
        if not self.vassals.isEnabled():
            self.vassals.setChecked(False)
        self._players_range()
        self.sea_orders.setEnabled(game_options.offered(rs, "sea_orders"))
        if not self.sea_orders.isEnabled():
            self.sea_orders.setChecked(False)
        show_iron_bank(self.iron_bank, rs)
        self.power_gifts.setEnabled(game_options.offered(rs, "power_token_trading"))
        if not self.power_gifts.isEnabled():
            self.power_gifts.setChecked(False)
        self.tides.setEnabled("tides_of_battle" in rs.rules["options"])
        if not self.tides.isEnabled():
            self.tides.setChecked(False)
        self._retranslate_vassals()
        self._players_range()

    def _players_range(self) -> None:
        """The edition's player counts, or with vassals the vassal rules' counts."""
        rs = self._rs()
        houses = game_options.may_leave_out(rs)
        self.leave_out.setVisible(bool(houses))
        self.leave_out.setEnabled(bool(houses) and self.vassals.isChecked())
        counts = game_options.player_counts(rs, self.vassals.isChecked())
        self.players.blockSignals(True)
        self.players.setRange(counts[0], counts[-1])
        self.players.blockSignals(False)
        self._update_houses()

    def _retranslate_vassals(self) -> None:
        from ..screens.new_game import leave_out_text, leave_out_tip

        rs = self._rs()
        houses = game_options.may_leave_out(rs)
        if houses:
            self.leave_out.setText(leave_out_text(houses, rs.id))
            self.leave_out.setToolTip(leave_out_tip(houses, rs))
        counts = game_options.player_counts(rs, True) if game_options.offered(rs, "vassals") else []
        self.vassals.setText(translate("Vassals", "Vassals: houses nobody plays stay on the board"))
        self.sea_orders.setText(translate("Vassals", "Sea orders"))
        self.sea_orders.setToolTip(sea_orders_tip(game_options.offered(rs, "sea_orders")))
        self.iron_bank.setText(translate("Vassals", "The Iron Bank"))
        show_iron_bank(self.iron_bank, rs)
        self.power_gifts.setText(translate("Gifts", "Power-token gifts between players"))
        self.power_gifts.setToolTip(power_gifts_tip(game_options.offered(rs, "power_token_trading")))
        self.vassals.setToolTip(translate(
            "Vassals", "Fewer players than houses ({low}-{high} players): each house nobody plays is a vassal, "
            "and each round the players take turns to command the vassals.").format(low=counts[0], high=counts[-1])
            if counts else translate("Vassals", "Vassals are not part of this edition."))

    def _seated(self) -> list[str] | None:
        """With vassals, or in a setup whose houses the table chooses: the houses people or bots
        play (the host's own seat among them)."""
        seat = self.my_seat.currentData()
        return game_options.seats_for(self._rs(), self.players.value(), [seat] if seat else [],
                                      self.vassals.isChecked(), self._left_out())

    def _update_vassals(self) -> None:
        """A vassal has nobody to hold it: its row is greyed out, and the note names the vassals."""
        if not hasattr(self, "vassal_note"):
            return
        seated = self._seated()
        rs = self._rs()
        left_out = self._left_out()
        playing = game_options.houses_in_play(rs, self.players.value(), self.vassals.isChecked(), left_out)
        left = [h for h in playing if seated is not None and h not in seated]
        # without vassals the houses the table did not choose are not in the game (Teach the Game)
        vassals = left if self.vassals.isChecked() else []
        for h, box in self.holder_boxes.items():
            box.setEnabled(h in playing and h not in left)
            self.house_labels[h].setEnabled(h in playing and h not in left)
            box.setToolTip(translate("Vassals", "A vassal: nobody plays it; each round a player commands it.")
                           if h in vassals else translate("Screens", "{house} does not play in a game of {n}.").format(
                               house=names.house(h, rs.id), n=self.players.value()) if h in left else translate(
                               "Vassals", "{house} is left out of this game: nobody plays it.").format(
                               house=names.house(h, rs.id)) if h in left_out else "")
        self.vassal_note.setVisible(bool(vassals))
        listed = names.listing([f"<span style='white-space:nowrap'>{theme.house_dot(h, '■', '□')} "
                                f"<b>{html.escape(names.house(h, rs.id))}</b></span>" for h in vassals])
        self.vassal_note.setText(html.escape(translate(
            "Vassals", "Vassals in this game (nobody plays them; each round the players command them in turn):"))
            + "<br>" + listed)

    def retranslate(self) -> None:
        self.title.setText(translate("Lobby", "Play on the local network"))
        self.name_label.setText(translate("Lobby", "Your name:"))
        self.host_box.setTitle(translate("Lobby", "Host a game"))
        self.game_name_label.setText(translate("Lobby", "Game name"))
        self.edition_label.setText(translate("Lobby", "Edition"))
        for i in range(self.edition.count()):
            self.edition.setItemText(i, names.edition(self.edition.itemData(i)))
        if not self.game_name.text():
            self.game_name.setPlaceholderText(translate("Lobby", "LAN game"))
        self.players_label.setText(translate("Lobby", "Players"))
        self.tides.setText(translate("Lobby", "Tides of Battle"))
        self._retranslate_vassals()
        self.turn_clock_label.setText(translate("Lobby", "Turn clock"))
        self.away_vassals.setText(translate("Lobby", "A player away past the turn clock is replaced by a vassal"))
        self.away_vassals.setToolTip(translate(
            "Lobby", "With vassals and a turn clock: the house of a player who stays away longer than the turn "
                     "clock plays on as a vassal, and is given back when they return."))
        self.decides_label.setText(translate("Lobby", "Who decides"))
        self.decides.setItemText(0, translate("Lobby", "The host (you)"))
        self.decides.setItemText(1, translate("Lobby", "The table votes"))
        self.decides.setToolTip(translate(
            "Lobby", "Who answers when a friend arriving late asks to take over a bot's or a vassal's house, when "
                     "two players want to swap houses, or when someone asks to pause the game or end it after "
                     "this round: you, or everyone at the table by vote."))
        self.bot_level_label.setText(translate("Screens", "Bots"))
        self.variants_label.setText(translate("Variants", "Variants"))
        self.variants_button.setText(translate("Variants", "Choose…"))
        self.variants_button.setToolTip(translate("Variants", "House-card drafts and the other variants "
                                                              "this game may be played with."))
        self._update_variants()
        self._name_binds()
        for i in range(self.bot_level.count()):
            self.bot_level.setItemText(i, names.bot_level(self.bot_level.itemData(i)))
        self.turn_clock.setToolTip(translate(
            "Lobby", "Time each person has for each decision; when it runs out, a bot makes that decision."))
        for i, seconds in enumerate(self.TURN_CLOCKS):
            self.turn_clock.setItemText(i, translate("Lobby", "Off") if not seconds else translate(
                "Lobby", "{minutes} min per decision").format(minutes=seconds // 60))
        self.full_box.setTitle(translate("Lobby", "This game is full"))
        self.full_text.setText(translate(
            "Lobby", "Every seat is taken. You can still watch the game as a spectator."))
        self.watch_button.setText(translate("Lobby", "Watch as a spectator"))
        self.no_watch_button.setText(translate("Lobby", "No, thanks"))
        self.seat_choice.retranslate()
        self.houses_label.setText(translate("Lobby", "Who plays each house:"))
        for h, box in self.holder_boxes.items():
            self.house_labels[h].setText(names.house(h, self.edition.currentData()))
            box.setItemText(0, translate("Lobby", "Open: a person joins"))
            box.setItemText(1, translate("Lobby", "Bot"))
        self.my_seat_label.setText(translate("Lobby", "Your seat"))
        self._update_houses()
        self.host_button.setText(translate("Lobby", "Host this game"))
        self.resume_button.setText(translate("Lobby", "Resume a saved LAN game…"))
        self.resume_button.setToolTip(translate(
            "Lobby", "Host a saved game again: the same people take their seats back."))
        self.join_box.setTitle(translate("Lobby", "Games on the network"))
        self.games.setHeaderLabels([translate("Lobby", "Game"), translate("Lobby", "Players"),
                                    translate("Lobby", "Free seats"), translate("Lobby", "Address")])
        self.empty_hint.setText(translate(
            "Lobby", "Games hosted on this network appear here; double-click one to join. If none shows up "
            "(some networks block discovery), type the host's address below."))
        self.address_label.setText(translate("Lobby", "Address:"))
        self.address.setPlaceholderText(translate("Lobby", "host:port, e.g. 192.168.1.20:47400"))
        self.join_button.setText(translate("Lobby", "Join"))
        self.back_button.setText(translate("Lobby", "Back"))
        for item in self._items():
            self._fill(item, self.adverts.get(item.data(0, Qt.ItemDataRole.UserRole)))

    def _update_houses(self) -> None:
        rs = self._rs()
        playing = game_options.houses_in_play(rs, self.players.value(), self.vassals.isChecked(), self._left_out())
        for h, box in self.holder_boxes.items():
            box.setEnabled(h in playing)
            self.house_labels[h].setEnabled(h in playing)
        current = self.my_seat.currentData()
        self.my_seat.blockSignals(True)
        self.my_seat.clear()
        self.my_seat.addItem(translate("Lobby", "No seat: show the board on this screen"), None)
        for h in playing:
            self.my_seat.addItem(names.house(h, self.edition.currentData()), h)
        index = self.my_seat.findData(current) if current else -1
        self.my_seat.setCurrentIndex(index if index >= 0 else (1 if current is None and self.my_seat.count() > 1
                                                                  and not hasattr(self, "_seat_set") else 0))
        self._seat_set = True
        self.my_seat.blockSignals(False)
        self._update_vassals()

    def player_name(self) -> str:
        name = self.name_edit.text().strip()[:40]
        QSettings().setValue("lan/name", name)
        return name

    def settings(self) -> dict[str, Any]:
        rs = self._rs()
        seated = self._seated()
        playing = seated if seated is not None else list(rs.player_setup(self.players.value())["houses"])
        holders = {h: self.HOLDERS[self.holder_boxes[h].currentIndex()] for h in playing}
        seat = self.my_seat.currentData()
        if seat:
            holders[seat] = "open"  # the host's own seat: taken as soon as the game is up
        return {"name": self.game_name.text().strip() or self.game_name.placeholderText(),
                "edition": self.edition.currentData(), "players": self.players.value(), "tides": self.tides.isChecked(), "holders": holders,
                "seat": seat, "player": self.player_name(), "turn_clock": self.turn_clock.currentData() or 0,
                "bot_level": self.bot_level.currentData() or "normal",
                "away_vassals": self.away_vassals.isChecked(), "bind": self.bind.currentData(),
                "decides": self.decides.currentData() or "host",
                "options": {"vassals": self.vassals.isChecked(), "sea_orders": self.sea_orders.isChecked(),
                            "iron_bank": self.iron_bank.isChecked(),
                            "power_token_trading": self.power_gifts.isChecked()},
                "seated": seated, "variants": dict(self.chosen_variants), "left_out": list(self._left_out())}

    def _host(self) -> None:
        self.show_message("")
        self._remember_form(self.settings())
        self.host_requested.emit(self.settings())

    def _resume(self) -> None:
        self.show_message("")
        self.resume_requested.emit()

    # ----- the game list ---------------------------------------------------------------
    def _items(self) -> list[QTreeWidgetItem]:
        return [self.games.topLevelItem(i) for i in range(self.games.topLevelItemCount())]

    def _fill(self, item: QTreeWidgetItem, advert: Any) -> None:
        if advert is None:
            return
        from engine.session import PROTOCOL_VERSION

        name = advert.name
        if advert.protocol != PROTOCOL_VERSION:
            name += "  " + translate("Lobby", "(another version)")
        item.setText(0, name)
        item.setText(1, str(advert.players))
        item.setText(2, str(advert.free))
        item.setText(3, f"{advert.addresses[0] if advert.addresses else '?'}:{advert.port}")
        if advert.protocol != PROTOCOL_VERSION:
            for c in range(4):
                item.setForeground(c, QColor("#999999"))

    def game_seen(self, kind: str, advert: Any) -> None:
        """A discovery event ("added", "updated", "removed"), already on the Qt thread."""
        item = next((i for i in self._items() if i.data(0, Qt.ItemDataRole.UserRole) == advert.service), None)
        if kind == "removed":
            self.adverts.pop(advert.service, None)
            if item is not None:
                self.games.takeTopLevelItem(self.games.indexOfTopLevelItem(item))
            return
        self.adverts[advert.service] = advert
        if item is None:
            item = QTreeWidgetItem()
            item.setData(0, Qt.ItemDataRole.UserRole, advert.service)
            self.games.addTopLevelItem(item)
        self._fill(item, advert)

    def clear_games(self) -> None:
        self.adverts.clear()
        self.games.clear()

    def _join_item(self, item: QTreeWidgetItem) -> None:
        from engine.session import PROTOCOL_VERSION

        advert = self.adverts.get(item.data(0, Qt.ItemDataRole.UserRole))
        if advert is None:
            return
        if advert.protocol != PROTOCOL_VERSION:
            self.show_message(failure_text("version"))
            return
        if not advert.addresses:
            self.show_message(failure_text("refused"))
            return
        self.show_message("")
        self.join_requested.emit(advert.addresses[0], advert.port)

    def join_row(self, row: int) -> None:
        """The same as double-clicking a row (tests and keyboard)."""
        self._join_item(self.games.topLevelItem(row))

    def _join_address(self) -> None:
        addr = parse_address(self.address.text())
        if addr is None:
            self.show_message(failure_text("bad-address"))
            return
        self.show_message("")
        QSettings().setValue("lan/address", self.address.text().strip())
        self.join_requested.emit(*addr)

    def show_message(self, text: str, detail: str = "") -> None:
        """Say what happened; a technical `detail` (English) waits behind a Details link."""
        problems.set_message(self.message, text, detail)

    def _seat_choice_shown(self, on: bool) -> None:
        """The seats of the game joined take the page (the host form and the game list come back
        with *Back to the games*): all of it fits a laptop screen."""
        self.host_box.setVisible(not on)
        self.join_box.setVisible(not on)

    def offer_watch(self, offered: bool) -> None:
        """Show (or hide) the choice offered when the game asked for is full."""
        self.full_box.setVisible(offered)
        if offered:
            self.watch_button.setFocus()

    def ask_for_another_name(self) -> None:
        """The name is in use there: put the cursor in the name field, ready to change it."""
        self.name_edit.setFocus()
        self.name_edit.selectAll()


class RoomScreen(QWidget):
    """One game's lobby: seats, ready flags, chat; the host starts the game from here."""

    take_seat = Signal(str)
    leave_seat = Signal()
    ready_changed = Signal(bool)
    start_requested = Signal()
    leave = Signal()
    chat = Signal(str)
    holder_requested = Signal(str, str)  # host only: house, "open" | "bot"

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lobbyPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(PAGE_STYLE)
        self.seats: dict[str, Any] = {}
        self.my_seat: str | None = None
        self.is_host = False
        self.can_start = False
        self.game_name = ""
        self.edition: str | None = None
        self.addresses: list[str] = []
        outer = QVBoxLayout(self)
        outer.setContentsMargins(30, 20, 30, 20)
        self.title = _title()
        outer.addWidget(self.title)
        self.where = QLabel()
        self.where.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        outer.addWidget(self.where)
        cols = QHBoxLayout()
        outer.addLayout(cols, 1)
        left = QVBoxLayout()
        cols.addLayout(left, 3)
        self.table = QTableWidget(0, 4)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().hide()
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.itemDoubleClicked.connect(lambda item: self._take_row(item.row()))
        self.table.itemSelectionChanged.connect(self._update_buttons)
        left.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.take_button = QPushButton()
        self.take_button.clicked.connect(lambda: self._take_row(self.table.currentRow()))
        row.addWidget(self.take_button)
        self.leave_seat_button = QPushButton()
        self.leave_seat_button.clicked.connect(self.leave_seat.emit)
        row.addWidget(self.leave_seat_button)
        self.bot_button = QPushButton()
        self.bot_button.clicked.connect(self._toggle_bot)
        row.addWidget(self.bot_button)
        row.addStretch(1)
        self.ready = QCheckBox()
        self.ready.toggled.connect(self.ready_changed.emit)
        row.addWidget(self.ready)
        left.addLayout(row)
        right = QVBoxLayout()
        cols.addLayout(right, 2)
        self.chat_title = QLabel()
        self.chat_title.setFont(theme.ui_font(11, bold=True))
        right.addWidget(self.chat_title)
        self.chat_view = QPlainTextEdit()
        self.chat_view.setReadOnly(True)
        right.addWidget(self.chat_view, 1)
        self.chat_edit = QLineEdit()
        self.chat_edit.setMaxLength(500)
        self.chat_edit.returnPressed.connect(self._send_chat)
        right.addWidget(self.chat_edit)
        bottom = QHBoxLayout()
        self.message = QLabel()
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #ffb4a0; font-weight: bold;")
        bottom.addWidget(self.message, 1)
        self.start_button = QPushButton()
        self.start_button.setMinimumHeight(36)
        self.start_button.clicked.connect(self.start_requested.emit)
        bottom.addWidget(self.start_button)
        self.leave_button = QPushButton()
        self.leave_button.clicked.connect(self.leave.emit)
        bottom.addWidget(self.leave_button)
        outer.addLayout(bottom)
        self.retranslate()

    def retranslate(self) -> None:
        self.title.setText(self.game_name or translate("Lobby", "Lobby"))
        self.table.setHorizontalHeaderLabels([translate("Lobby", "House"), translate("Lobby", "Player"),
                                              translate("Lobby", "Status"), translate("Lobby", "Ready")])
        self.take_button.setText(translate("Lobby", "Take this seat"))
        self.leave_seat_button.setText(translate("Lobby", "Leave my seat"))
        self.ready.setText(translate("Lobby", "I am ready"))
        self.chat_title.setText(translate("Lobby", "Lobby chat"))
        self.chat_edit.setPlaceholderText(translate("Lobby", "Say something to everyone, then press Enter"))
        self.start_button.setText(translate("Lobby", "Start the game"))
        self.leave_button.setText(translate("Lobby", "Leave"))
        self._fill()

    def reset(self, game_name: str, is_host: bool, addresses: list[str]) -> None:
        self.game_name, self.is_host, self.addresses = game_name, is_host, addresses
        self.edition: str | None = None  # the game's ruleset, once its welcome says it
        self.seats, self.my_seat, self.can_start = {}, None, False
        self.chat_view.clear()
        self.message.clear()
        self.retranslate()

    def set_seats(self, seats: dict[str, Any], my_seat: str | None, can_start: bool) -> None:
        order = load_ruleset().houses  # the board's house order, whatever order the message had
        ranked = sorted(seats, key=lambda h: order.index(h) if h in order else len(order))
        self.seats, self.my_seat, self.can_start = {h: seats[h] for h in ranked}, my_seat, can_start
        self._fill()

    def status_text(self, house: str) -> str:
        s = self.seats.get(house, {})
        if s.get("holder") == "bot":
            return translate("Lobby", "Bot")
        if s.get("holder") == "open":
            return translate("Lobby", "Open")
        if house == self.my_seat:
            return translate("Lobby", "You")
        return translate("Lobby", "Connected") if s.get("connected") else translate("Lobby", "Away")

    def _fill(self) -> None:
        self.title.setText(self.game_name or translate("Lobby", "Lobby"))
        if self.addresses:
            self.where.setText(translate("Lobby", "Others join from their game list, or at {address}").format(
                address=", ".join(self.addresses)))
        else:
            self.where.setText("")
        houses = list(self.seats)
        selected = self.selected_house()
        self.table.setRowCount(len(houses))
        for r, h in enumerate(houses):
            s = self.seats[h]
            named = s.get("holder") == "human"  # a bot's wire name ("Bot (tyrell)") adds nothing to "Bot"
            cells = [names.house(h, self.edition), s.get("name", "") if named else "", self.status_text(h),
                     "✔" if s.get("ready") and s.get("holder") != "open" else ""]
            for c, text in enumerate(cells):
                item = self.table.item(r, c)
                if item is None:
                    item = QTableWidgetItem()
                    self.table.setItem(r, c, item)
                item.setText(text)
                item.setData(Qt.ItemDataRole.UserRole, h)
                if c == 0:
                    item.setBackground(theme.house_color(h))
                    item.setForeground(theme.house_text(h))
                font = item.font()
                font.setBold(h == self.my_seat)
                item.setFont(font)
        if selected in houses:
            self.table.selectRow(houses.index(selected))
        self.ready.blockSignals(True)
        self.ready.setChecked(bool(self.my_seat and self.seats.get(self.my_seat, {}).get("ready")))
        self.ready.blockSignals(False)
        self._update_buttons()

    def selected_house(self) -> str | None:
        row = self.table.currentRow()
        item = self.table.item(row, 0) if row >= 0 else None
        return item.data(Qt.ItemDataRole.UserRole) if item else None

    def _update_buttons(self) -> None:
        h = self.selected_house()
        s = self.seats.get(h or "", {})
        self.take_button.setEnabled(bool(h) and s.get("holder") == "open" and self.my_seat is None)
        self.leave_seat_button.setEnabled(self.my_seat is not None)
        self.ready.setEnabled(self.my_seat is not None)
        self.ready.setVisible(not (self.is_host and self.my_seat is None))
        self.bot_button.setVisible(self.is_host)
        away = s.get("holder") == "human" and not s.get("connected")
        self.bot_button.setEnabled(bool(h) and h != self.my_seat and (s.get("holder") in ("open", "bot") or away))
        self.bot_button.setText(translate("Lobby", "Open this seat") if s.get("holder") == "bot" or away
                                else translate("Lobby", "Seat a bot here"))
        self.bot_button.setToolTip(translate(
            "Lobby", "Its player is away: open the seat for someone else (their old seat is gone).")
            if away else "")
        self.start_button.setVisible(self.is_host)
        self.start_button.setEnabled(self.can_start)
        if self.is_host and not self.can_start and self.seats:
            self.start_button.setToolTip(translate(
                "Lobby", "Every seat needs a bot or a person, and every person must be ready."))
        else:
            self.start_button.setToolTip("")

    def _take_row(self, row: int) -> None:
        item = self.table.item(row, 0) if row >= 0 else None
        if item is None:
            return
        h = item.data(Qt.ItemDataRole.UserRole)
        if self.seats.get(h, {}).get("holder") != "open" and h != self.my_seat:
            self.show_message(failure_text("seat-taken"))
            return
        if self.my_seat is None:
            self.take_seat.emit(h)

    def _toggle_bot(self) -> None:
        h = self.selected_house()
        if h:
            holder = self.seats.get(h, {}).get("holder")
            self.holder_requested.emit(h, "open" if holder in ("bot", "human") else "bot")

    def _send_chat(self) -> None:
        text = self.chat_edit.text().strip()
        if text:
            self.chat.emit(text)
            self.chat_edit.clear()

    def add_chat(self, m: dict[str, Any]) -> None:
        """A chat line; the host's earlier lines (for a late joiner) are shown only once, since
        taking a seat or coming back hears them again."""
        who = m.get("name") or (names.house(m["from"], self.edition) if m.get("from")
                                else translate("Lobby", "Spectator"))
        line = f"{who}: {m.get('text', '')}"
        if m.get("earlier") and line in self.chat_view.toPlainText().split("\n"):
            return
        self.chat_view.appendPlainText(line)

    def show_message(self, text: str, detail: str = "") -> None:
        """Say what happened; a technical `detail` (English) waits behind a Details link."""
        problems.set_message(self.message, text, detail)

    def _seat_choice_shown(self, on: bool) -> None:
        """The seats of the game joined take the page (the host form and the game list come back
        with *Back to the games*): all of it fits a laptop screen."""
        self.host_box.setVisible(not on)
        self.join_box.setVisible(not on)


class _Relay(QObject):
    """Hands discovery events to the Qt thread (zeroconf may call from its own thread)."""

    seen = Signal(str, object)


class LanLobby(QObject):
    """Drives the two lobby screens: hosting, discovery, joining, seats, ready and start."""

    game_started = Signal(object)  # the RemoteGame, once the host started it
    left = Signal()

    def __init__(self, lobby: LobbyScreen, room: RoomScreen, interfaces: list[str] | None = None,
                 bind: str = "0.0.0.0", port: int = 47400, profile: str = "",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.profile = profile
        self.lobby, self.room = lobby, room
        self.interfaces, self.bind, self.port = interfaces, bind, port
        self.game: RemoteGame | None = None
        self.lan_host: LanHost | None = None
        self.browser = None
        self.relay = _Relay(self)
        self.relay.seen.connect(self.lobby.game_seen, Qt.ConnectionType.QueuedConnection)
        self.host_seat: str | None = None
        lobby.host_requested.connect(self.host)
        lobby.resume_requested.connect(self.resume_saved)
        lobby.join_requested.connect(self.join)
        lobby.watch_chosen.connect(self._watch_chosen)
        self._full_pending = False  # a full game's choice (watch or not) is on screen
        self._choice_pending = False  # a begun game's seats are offered: the person has not chosen
        lobby.seat_choice.seat_chosen.connect(self._seat_chosen)
        lobby.seat_choice.watch_chosen.connect(self._seat_watch)
        self._first_join = False  # the next welcome is the first of a game asked for
        self._port_note = ""  # a resumed game could not have its old port
        self.seat_question: QMessageBox | None = None  # asking whether to take a seat back at a new address
        room.take_seat.connect(self._take_seat)
        room.leave_seat.connect(lambda: self.game and self.game.leave_seat())
        room.ready_changed.connect(lambda r: self.game and self.game.set_ready(r))
        room.start_requested.connect(self.start_game)
        room.leave.connect(self.leave)
        room.chat.connect(lambda text: self.game and self.game.say(text))
        room.holder_requested.connect(self._set_holder)

    # ----- discovery -----------------------------------------------------------------
    def browse(self) -> None:
        if self.browser is not None:
            return
        from ..net.discovery import Browser

        self.lobby.clear_games()
        self.browser = Browser(lambda kind, advert: self.relay.seen.emit(kind, advert), interfaces=self.interfaces)
        spawn(self._start_browser(self.browser))

    async def _start_browser(self, browser: Any) -> None:
        try:
            await browser.start()
        except OSError:
            self.browser = None
            self.lobby.show_message(translate("Lobby", "Discovery is not available here: type an address."))

    def stop_browsing(self) -> None:
        browser, self.browser = self.browser, None
        if browser is not None:
            spawn(browser.stop())

    # ----- hosting and joining --------------------------------------------------------
    def host(self, settings: dict[str, Any]) -> None:
        spawn(self._host(settings))

    async def _host(self, settings: dict[str, Any]) -> None:
        problem = game_options.setup_problem(settings.get("edition") or DEFAULT_RULESET, settings["players"],
                                             [settings["seat"]] if settings.get("seat") else [],
                                             {"tides_of_battle": settings["tides"], **(settings.get("options") or {})},
                                             settings.get("variants") or {})
        if problem is not None:  # the engine will not set this game up: say why, host nothing
            self.lobby.show_message(translate("Lobby", "This game cannot be hosted: {why}").format(
                why=refusals.refusal_text(problem)))
            return
        lan = LanHost.new(settings["name"], settings["players"], settings["tides"], settings["holders"],
                          options=settings.get("options"), seated=settings.get("seated"),
                          turn_clock=settings.get("turn_clock", 0),
                          edition=settings.get("edition") or DEFAULT_RULESET,
                          bot_level=settings.get("bot_level"), away_vassals=settings.get("away_vassals", True),
                          variants=settings.get("variants") or None, decides=settings.get("decides", "host"))
        await self._serve(lan, settings.get("seat"), settings.get("player", ""), settings.get("bind"))

    async def _serve(self, lan: LanHost, seat: str | None, player: str, bind: str | None = None) -> None:
        """Listen where the host form says (`bind`: one of this computer's addresses; None: the
        window's own default, every network) and advertise the game there."""
        interfaces = [bind] if bind else self.interfaces
        try:
            await lan.start(bind or self.bind, self.port, interfaces=interfaces)
        except OSError as exc:  # e.g. no port can be had on this address
            self.lobby.show_message(translate("Lobby", "Cannot host here: {why}").format(
                why=problems.os_problem_text(exc)), problems.detail_text(exc))
            return
        if seat and seat not in lan.session.seats:  # random houses drew the houses played: take a free place
            seat = next((h for h, s in lan.session.seats.items() if s.holder == "open"), None)
        self.lan_host = lan
        self.host_seat = seat
        lan.changed.connect(self._host_changed)
        lan.saving.connect(self._host_saving)
        self._open_game("127.0.0.1", lan.port, player)
        self._port_note = translate(
            "Lobby", "Port {old} is busy now, so this game listens on port {new}: tell the others the new "
            "address.").format(old=lan.moved_from, new=lan.port) if lan.moved_from else ""
        if self._port_note:
            self.room.show_message(self._port_note)
        if seat:
            self.game.connect_as(seat, lan.session.seats[seat].token)
        else:
            # a resumed game: this window takes back the seat it remembers for the game, if any
            self.game.connect_as(None)

    def resume_saved(self) -> None:
        """Ask which saved LAN game to host again (the list of this window's hosted games, or any
        file) and host it."""
        from .resume_list import ResumeDialog

        dlg = ResumeDialog(lan_save_folder(), self.lobby)
        if dlg.exec() and dlg.chosen:
            self.resume(dlg.chosen)

    def resume(self, path: str) -> bool:
        """Host the game saved at `path` again; the same people take their seats back with their
        tokens. A file that cannot be read is explained and changes nothing."""
        from engine.save import SaveError

        try:
            lan = LanHost.resume(path)
        except SaveError as exc:
            self.lobby.show_message(translate("Lobby", "This save cannot be resumed: {why}").format(
                why=problems.save_problem_text(exc)), problems.detail_text(exc, path))
            return False
        if lan.session.game.finished:
            self.lobby.show_message(translate("Lobby", "This game is over: there is nothing to resume."))
            return False
        self.lobby.show_message("")
        spawn(self._serve(lan, None, self.lobby.player_name(), self.lobby.bind.currentData()))
        return True

    def join(self, address: str, port: int) -> None:
        self.lan_host = None
        self.host_seat = None
        self._port_note = ""
        self._open_game(address, port, self.lobby.player_name())
        self._first_join = True
        self.game.connect_as(None)

    def _open_game(self, address: str, port: int, player: str) -> None:
        self._drop_game()
        game = RemoteGame(address, port, player, profile=self.profile, parent=self)
        game.lan_host = self.lan_host
        self.game = game
        addresses = self.lan_host.host.addresses if self.lan_host else []
        self.room.reset("", self.lan_host is not None, addresses)
        game.joined.connect(self._joined)
        game.seats_changed.connect(self._seats_changed)
        game.failed.connect(self._failed)
        game.seat_elsewhere.connect(self._ask_seat_elsewhere)
        game.chat_received.connect(self.room.add_chat)
        game.started.connect(self._started)

    def _ask_seat_elsewhere(self, seat: str, where: str) -> None:
        """This game's id has a seat this person played at another address: ask before trying it
        here (a host that reuses a game's public id elsewhere could be a fake one)."""
        game = self.game
        if game is None:
            return
        box = QMessageBox(QMessageBox.Icon.Question, translate("Lobby", "Take your seat back here?"),
                          translate("Lobby", "You played {house} in this game at {then}, but this host is at {now}. "
                                             "Take your seat back here? Only say yes if you trust this host.").format(
                              house=names.house(seat, game.edition),
                              then=where or translate("Lobby", "another address"),
                              now=game.where),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.lobby.window())
        box.setDefaultButton(QMessageBox.StandardButton.No)
        self.seat_question = box  # for tests and for the window to find

        def answered(_result: int) -> None:
            self.seat_question = None
            if box.standardButton(box.clickedButton()) == QMessageBox.StandardButton.Yes and self.game is game:
                game.take_remembered_seat()

        box.finished.connect(answered)
        box.open()

    def _drop_game(self) -> None:
        self._full_pending = False
        self._choice_pending = False
        self.lobby.seat_choice.close_offer()
        self.lobby.offer_watch(False)
        if self.game is not None:
            game, self.game = self.game, None
            game.stop()
            game.deleteLater()

    def _joined(self) -> None:
        g = self.game
        if g is None:
            return
        self.room.game_name = g.game_name
        self.room.edition = self.lobby.seat_choice.edition = g.edition  # names its houses as that ruleset does
        first, self._first_join = self._first_join, False
        if self.lan_host is None and g.seat is None and (first or self._choice_pending) and free_seats(g.seats) \
                and (g.is_started or not any(s.get("holder") == "open" for s in g.seats.values())):
            # a begun game (or one whose seats are all kept for people): the person chooses a
            # seat, with its token when it is kept, or to watch; never a spectator unasked
            self._choice_pending = True
            self.lobby.show_message("")
            self.window_page("lobby")
            self.lobby.seat_choice.offer(g.seats)
            return
        if self._choice_pending and g.seat is not None:
            self._choice_pending = False
            self.lobby.seat_choice.close_offer()
        if first and self.lan_host is None and g.seat is None and not any(
                s.get("holder") == "open" for s in g.seats.values()):
            # every seat is taken (and none is this person's): say so, and offer to watch
            self._full_pending = True
            self.lobby.show_message("")
            self.lobby.offer_watch(True)
            return
        if not g.is_started:
            self.lobby.show_message("")
            self.window_page("room")
        if g.seat and self.lan_host is not None and g.seat == self.host_seat and not g.is_started:
            g.set_ready(True)  # the host is ready when it presses Start
        self._seats_changed(g.seats)

    def _seat_chosen(self, house: str, token: str) -> None:
        """A seat chosen among a begun game's: an open one is taken, a kept one with its token."""
        g = self.game
        if g is None or not self._choice_pending:
            return
        self.lobby.show_message("")
        self._chosen = house
        if token:
            g.connect_as(house, token)
        else:
            g.take_seat(house)

    def _seat_watch(self, watch: bool) -> None:
        """Watch the begun game without a seat, or go back to the list of games."""
        g = self.game
        if not self._choice_pending or g is None:
            return
        self._choice_pending = False
        self.lobby.seat_choice.close_offer()
        if not watch:
            self.leave()
        elif g.is_started:
            self._started()
        else:
            self.window_page("room")
            self._seats_changed(g.seats)

    def _watch_chosen(self, watch: bool) -> None:
        """The answer to a full game: watch it as a spectator, or go back to the game list."""
        g = self.game
        if not self._full_pending or g is None:
            return
        self._full_pending = False
        self.lobby.offer_watch(False)
        if not watch:
            self.leave()
            return
        if g.is_started:
            self._started()
        else:
            self._joined()

    def _seats_changed(self, seats: dict) -> None:
        g = self.game
        if g is None:
            return
        can = self.lan_host.can_start() if self.lan_host else False
        self.room.set_seats(seats, g.seat, can)
        if self._choice_pending:
            self.lobby.seat_choice.offer(seats)

    def _host_saving(self, why: str | bool | None) -> None:
        """This window's host cannot write its save (it takes no move meanwhile), or can again:
        said in the status bar until it is over (the players hear it as a notice)."""
        window = self.lobby.window()
        label = window.findChild(QLabel, "lanSavingStatus")
        if label is None:
            label = QLabel(window)
            label.setObjectName("lanSavingStatus")
            label.setStyleSheet("color: #8a1c1c; font-weight: bold;")
            window.statusBar().addPermanentWidget(label)
        if why is False:  # the host is gone: nothing more to say
            label.hide()
        elif why is not None:
            label.setText(refusals.describe({"key": "host-cannot-save", "params": {}, "message": why}))
            label.setToolTip(why)
            label.show()
        else:
            label.hide()
            window.statusBar().showMessage(translate("Lobby", "The host can save the game again: play goes on."), 6000)

    def _host_changed(self) -> None:
        if self.game is not None and self.lan_host is not None:
            self.room.set_seats(self.room.seats, self.game.seat, self.lan_host.can_start())

    def _take_seat(self, house: str) -> None:
        if self.game is None:
            return
        self.room.show_message("")
        if self.lan_host is not None:  # the host may sit anywhere open, with the seat's token
            self.host_seat = house
            self.game.connect_as(house, self.lan_host.session.seats[house].token)
        else:
            self.game.take_seat(house)

    def _set_holder(self, house: str, holder: str) -> None:
        if self.lan_host is not None:
            self.lan_host.set_holder(house, holder)

    def _failed(self, code: str, message: str) -> None:
        text = failure_text(code, message)
        g = self.game
        detail = g.failure_detail if g is not None else ""
        if self._choice_pending and g is not None and code not in ("version", "edition", "refused", "timeout",
                                                                  "host-gone"):
            if code == "bad-token":
                text = translate("Lobby", "That token does not fit {house}'s seat: check it with the host "
                                          "and try again.").format(
                    house=names.house(getattr(self, "_chosen", ""), g.edition))
            self.lobby.seat_choice.show_message(text)  # a wrong token, a seat just taken: choose again
            return
        if g is not None and g.is_started and not self._full_pending and not self._choice_pending:
            return  # the main window handles losses during play
        if g is None or not g.seats or code in ("version", "edition", "refused", "timeout", "host-gone"):
            self._drop_game()
            if self.lan_host is not None:
                self.lan_host.close()
                self.lan_host = None
            self.window_page("lobby")
            self.lobby.show_message(text, detail)
            if code == "name-used":
                self.lobby.ask_for_another_name()
        else:
            self.room.show_message(text, detail)

    def start_game(self) -> None:
        if self.lan_host is None:
            return
        if not self.lan_host.start_game():
            self.room.show_message(translate(
                "Lobby", "Every seat needs a bot or a person, and every person must be ready."))

    def _started(self) -> None:
        g = self.game
        if g is None or self._full_pending or self._choice_pending:
            return  # a full or begun game: the person has not chosen a seat or to watch yet
        self.stop_browsing()
        self.game = None  # the main window owns it from now on: its losses and rejoins are the window's
        for signal, slot in ((g.joined, self._joined), (g.seats_changed, self._seats_changed),
                             (g.failed, self._failed), (g.chat_received, self.room.add_chat),
                             (g.started, self._started)):
            try:
                signal.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
        self.lan_host = None
        g.setParent(None)
        self.game_started.emit(g)
        self._say_what_the_join_did(g)
        note, self._port_note = self._port_note, ""
        if note:  # told in the game's chat, now that the window shows it
            g.model.chat_received.emit({"type": "notice", "text": note})

    def _say_what_the_join_did(self, g: RemoteGame) -> None:
        """Tell the person where the join put them: in a seat, or watching (status bar and chat)."""
        game = g.game_name or translate("Lobby", "LAN game")
        if g.seat and g.dealt_from:
            text = translate("Lobby", "You joined {game}, and the houses were dealt: you play {house}.").format(
                game=game, house=names.house(g.seat, g.edition))
        elif g.seat:
            text = translate("Lobby", "You joined {game} and play {house}.").format(
                game=game, house=names.house(g.seat, g.edition))
        else:
            text = translate("Lobby", "You joined {game} as a spectator: you watch, you do not play.").format(game=game)
        self.joined_text = text
        window = self.lobby.window()
        if hasattr(window, "statusBar"):
            window.statusBar().showMessage(text, 15000)
        g.model.chat_received.emit({"type": "notice", "text": text})

    def leave(self) -> None:
        self._drop_game()
        if self.lan_host is not None:
            self.lan_host.close()
            self.lan_host = None
        self.window_page("lobby")

    def window_page(self, page: str) -> None:
        """Overridden by the main window (which page to show)."""

    def close(self) -> None:
        self.stop_browsing()
        self._drop_game()
        if self.lan_host is not None:
            self.lan_host.close()
            self.lan_host = None


__all__ = ["LobbyScreen", "RoomScreen", "LanLobby"]
