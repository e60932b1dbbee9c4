"""Full-window screens: the hot-seat privacy screen, the start screen and the new-game dialog."""
from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, QSettings, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QPushButton, QSpinBox,
    QVBoxLayout, QWidget,
)

from . import game_options
from ..words import names
from ..style import theme
from ..board.items import castle_glyph, paint_glyph

translate = QCoreApplication.translate


class _PrivacyCard(QWidget):
    """The parchment card of the privacy screen, with the house's band and sigil disc."""

    BAND = 64.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.house: str | None = None
        self.setFixedSize(680, 400)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(2, 2, -6, -8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(card.translated(4, 6), 16, 16)
        p.setBrush(QColor("#f4ecd8"))
        p.setPen(QPen(QColor("#b9a77f"), 2))
        p.drawRoundedRect(card, 16, 16)
        band = QRectF(card.left(), card.top(), card.width(), self.BAND)
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(card, 16, 16)
        p.setClipPath(clip)
        p.fillRect(band, theme.house_color(self.house))
        p.setPen(QPen(theme.house_outline(self.house), 2))
        p.drawLine(band.bottomLeft(), band.bottomRight())
        p.restore()
        c = QPointF(card.center().x(), band.bottom())
        p.setPen(QPen(theme.house_outline(self.house), 3))
        p.setBrush(theme.house_color(self.house))
        p.drawEllipse(c, 42, 42)
        paint_glyph(p, castle_glyph(True), c, 52, theme.house_text(self.house), theme.house_outline(self.house), 0.04)
        p.end()


class PrivacyScreen(QWidget):
    """Hot-seat: hides everything until the named player confirms they hold the device."""

    confirmed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.house: str | None = None
        self.what = ""
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.card = _PrivacyCard()
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        lay = QVBoxLayout(self.card)
        lay.setContentsMargins(40, int(_PrivacyCard.BAND) + 56, 40, 36)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(theme.ui_font(28, bold=True))
        self.title.setStyleSheet("color: #2b2418;")
        lay.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setFont(theme.ui_font(12))
        self.subtitle.setStyleSheet("color: #4a3f2e;")
        lay.addWidget(self.subtitle)
        lay.addStretch(1)
        brow = QHBoxLayout()
        brow.addStretch(1)
        self.button = QPushButton()
        self.button.setFont(theme.ui_font(13, bold=True))
        self.button.setMinimumWidth(320)
        self.button.setMinimumHeight(50)
        self.button.clicked.connect(self.confirm)
        brow.addWidget(self.button)
        brow.addStretch(1)
        lay.addLayout(brow)

    def show_for(self, house: str, what: str) -> None:
        self.house = house
        self.card.house = house
        self.what = what
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        if not self.house:
            return
        name = names.house(self.house)
        self.title.setText(translate("Screens", "Pass to {house}").format(house=name))
        self.subtitle.setText(translate(
            "Screens", "{house} must {what}. Everyone else, please look away: this screen will show "
            "{house}'s secrets.").format(house=name, what=self.what))
        self.button.setText(translate("Screens", "I am {house}: show my screen").format(house=name))
        col = theme.house_color(self.house)
        self.button.setStyleSheet(
            f"QPushButton {{ background: {col.name()}; color: {theme.house_text(self.house).name()};"
            f" border: 2px solid {theme.house_outline(self.house).name()}; border-radius: 8px; padding: 8px 22px; }}"
            f"QPushButton:hover {{ background: {col.lighter(110).name()}; }}")

    def confirm(self) -> None:
        if self.house:
            self.confirmed.emit(self.house)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        g = QLinearGradient(QPointF(0, 0), QPointF(0, self.height()))
        g.setColorAt(0, QColor("#3a2f22"))
        g.setColorAt(1, QColor("#120e09"))
        p.fillRect(self.rect(), g)
        p.end()


class StartScreen(QWidget):
    """What the window shows before a game: start one, load one, or watch bots."""

    new_game = Signal()
    load_game = Signal()
    watch_game = Signal()
    lan_game = Signal()
    continue_game = Signal()
    rejoin_game = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.addStretch(2)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(theme.ui_font(28, bold=True))
        self.title.setStyleSheet("color: #f3e9cf;")
        lay.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setFont(theme.ui_font(12))
        self.subtitle.setStyleSheet("color: #d8cba8;")
        lay.addWidget(self.subtitle)
        lay.addSpacing(30)
        # what can be taken up again: the last autosaved game, the last LAN game (after a crash)
        self.continue_button, self.continue_note = self._offer(lay, self.continue_game)
        self.rejoin_button, self.rejoin_note = self._offer(lay, self.rejoin_game)
        # saved games the window could not read and set aside, named (hidden while there are none)
        self.aside_note = QLabel()
        self.aside_note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.aside_note.setWordWrap(True)
        self.aside_note.setFont(theme.ui_font(10.5))
        self.aside_note.setStyleSheet("color: #f0b27a;")
        self.aside_note.hide()
        lay.addWidget(self.aside_note)
        self.buttons = []
        for sig in (self.new_game, self.lan_game, self.load_game, self.watch_game):
            row = QHBoxLayout()
            row.addStretch(1)
            b = QPushButton()
            b.setMinimumSize(280, 44)
            b.setFont(theme.ui_font(12, bold=True))
            b.clicked.connect(sig.emit)
            row.addWidget(b)
            row.addStretch(1)
            lay.addLayout(row)
            self.buttons.append(b)
        lay.addStretch(3)
        self.retranslate()

    @staticmethod
    def _offer(lay: QVBoxLayout, signal: Signal) -> tuple[QPushButton, QLabel]:
        """A highlighted button with a line under it saying what it brings back (hidden until set)."""
        button = QPushButton()
        button.setMinimumSize(280, 44)
        button.setFont(theme.ui_font(12, bold=True))
        button.setStyleSheet("QPushButton { background: #7a5c1e; color: #fff6dc; border: 1px solid #d8b15a;"
                             " border-radius: 6px; padding: 6px 20px; } QPushButton:hover { background: #8d6b24; }")
        button.clicked.connect(signal.emit)
        note = QLabel()
        note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        note.setFont(theme.ui_font(10.5))
        note.setStyleSheet("color: #e8d9b0;")
        for widget in (button, note):
            row = QHBoxLayout()
            row.addStretch(1)
            row.addWidget(widget)
            row.addStretch(1)
            lay.addLayout(row)
        lay.addSpacing(8)
        button.hide()
        note.hide()
        return button, note

    def offer_continue(self, text: str | None) -> None:
        """Offer the last autosaved game ("Stark against 5 bots · round 2 · saved today at …")."""
        self.continue_button.setVisible(bool(text))
        self.continue_note.setVisible(bool(text))
        self.continue_note.setText(text or "")

    def tell_set_aside(self, text: str) -> None:
        """Name the saved games that could not be read and were set aside ("" hides the line)."""
        self.aside_note.setVisible(bool(text))
        self.aside_note.setText(text)

    def offer_rejoin(self, text: str | None) -> None:
        """Offer to rejoin the LAN game this window was in when it stopped without leaving."""
        self.rejoin_button.setVisible(bool(text))
        self.rejoin_note.setVisible(bool(text))
        self.rejoin_note.setText(text or "")

    def retranslate(self) -> None:
        self.continue_button.setText(translate("Screens", "Continue the last game"))
        self.rejoin_button.setText(translate("Screens", "Rejoin the LAN game"))
        self.title.setText(translate("Screens", "A Game of Thrones"))
        self.subtitle.setText(translate("Screens", "The Board Game"))
        for b, text in zip(self.buttons, (translate("Screens", "New game…"),
                                          translate("Screens", "Play on the local network…"),
                                          translate("Screens", "Load a game…"),
                                          translate("Screens", "Watch bots play"))):
            b.setText(text)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        g = QLinearGradient(QPointF(0, 0), QPointF(0, self.height()))
        g.setColorAt(0, QColor("#3a2f22"))
        g.setColorAt(1, QColor("#16120c"))
        p.fillRect(self.rect(), g)
        p.end()


def sea_orders_tip(offered: bool) -> str:
    """The sea orders box's tooltip: what the module does, or why it is greyed out."""
    return translate("Vassals", "Every player also has a Sea March −1 and a Sea Support order, placed in sea "
                                "areas only.") if offered else translate(
        "Vassals", "Sea orders are not part of this edition.")


def power_gifts_tip(offered: bool) -> str:
    """The power gifts box's tooltip: what the option does, or why it is greyed out."""
    return translate("Gifts", "Players may give each other power tokens at any time, except while bids "
                              "are made or in a battle once support is declared.") if offered else translate(
        "Gifts", "Power-token gifts are not part of this edition.")


def iron_bank_tip(offered: bool) -> str:
    """The Iron Bank box's tooltip: what the option does, or why it is greyed out."""
    return translate("Vassals", "Loans bought with power through an Iron Bank order placed at sea; each loan "
                                "costs interest every Westeros phase.") if offered else translate(
        "Vassals", "The Iron Bank is not part of this edition.")


class NewGameDialog(QDialog):
    """Players, which houses sit at this machine (the others are bots), and options."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Screens", "New game"))
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.edition = QComboBox()
        for ruleset_id in names.editions():
            self.edition.addItem(names.edition(ruleset_id), ruleset_id)
        form.addRow(translate("Screens", "Edition"), self.edition)
        self.players = QSpinBox()
        self.players.setRange(3, 6)
        self.players.setValue(6)
        form.addRow(translate("Screens", "Players"), self.players)
        self.tides = QCheckBox(translate("Screens", "Tides of Battle"))
        form.addRow("", self.tides)
        self.vassals = QCheckBox(translate("Vassals", "Vassals: houses nobody plays stay on the board"))
        form.addRow("", self.vassals)
        self.sea_orders = QCheckBox(translate("Vassals", "Sea orders"))
        form.addRow("", self.sea_orders)
        self.iron_bank = QCheckBox(translate("Vassals", "The Iron Bank"))
        form.addRow("", self.iron_bank)
        self.power_gifts = QCheckBox(translate("Gifts", "Power-token gifts between players"))
        form.addRow("", self.power_gifts)
        self.bot_level = QComboBox()
        for level, label in (("easy", translate("Screens", "Easy")), ("normal", translate("Screens", "Normal")),
                             ("hard", translate("Screens", "Hard")), ("random", translate("Screens", "Random moves"))):
            self.bot_level.addItem(label, level)
        form.addRow(translate("Screens", "Bots"), self.bot_level)
        lay.addLayout(form)
        lay.addWidget(QLabel(translate("Screens", "Houses played at this computer (the others are bots; "
                                                  "two or more: hot-seat, passing the computer around):")))
        grid = QGridLayout()
        self.house_boxes: dict[str, QCheckBox] = {}
        houses = list(dict.fromkeys(h for e in names.editions() for h in names.ruleset(e).houses))
        for i, h in enumerate(houses):
            box = QCheckBox(names.house(h))
            box.setChecked(h == "stark")
            grid.addWidget(box, i // 3, i % 3)
            self.house_boxes[h] = box
        lay.addLayout(grid)
        # with vassals: which houses nobody plays (or why the chosen houses do not fit)
        self.vassal_note = QLabel()
        self.vassal_note.setWordWrap(True)
        self.vassal_note.setTextFormat(Qt.TextFormat.RichText)
        self.vassal_note.hide()
        lay.addWidget(self.vassal_note)
        self.players.valueChanged.connect(self._update)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.vassals.toggled.connect(self._players_range)
        for box in self.house_boxes.values():
            box.toggled.connect(self._update_vassals)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        lay.addWidget(buttons)
        self._edition_changed()
        self._restore()

    def _restore(self) -> None:
        """The choices made the last time (the dialog keeps them between games)."""
        s = QSettings()
        index = self.edition.findData(s.value("new_game/edition", ""))
        if index >= 0:
            self.edition.setCurrentIndex(index)
        if self.vassals.isEnabled():
            self.vassals.setChecked(str(s.value("new_game/vassals", "false")).lower() == "true")
        if self.sea_orders.isEnabled():
            self.sea_orders.setChecked(str(s.value("new_game/sea_orders", "false")).lower() == "true")
        if self.power_gifts.isEnabled():
            self.power_gifts.setChecked(str(s.value("new_game/power_gifts", "false")).lower() == "true")
        if self.iron_bank.isEnabled():
            self.iron_bank.setChecked(str(s.value("new_game/iron_bank", "false")).lower() == "true")
        players = s.value("new_game/players", None)
        if players is not None and str(players).isdigit():
            self.players.setValue(int(players))
        if self.tides.isEnabled():
            self.tides.setChecked(str(s.value("new_game/tides", "false")).lower() == "true")
        index = self.bot_level.findData(s.value("new_game/bot_level", ""))
        if index >= 0:
            self.bot_level.setCurrentIndex(index)
        humans = s.value("new_game/humans", None)
        if humans is not None:
            chosen = set(str(humans).split(",")) if humans else set()
            for h, box in self.house_boxes.items():
                box.setChecked(h in chosen and box.isEnabled())

    def accept(self) -> None:  # noqa: D102 (Qt API)
        s = QSettings()
        chosen = self.result_settings()
        s.setValue("new_game/edition", chosen["edition"])
        s.setValue("new_game/players", chosen["players"])
        s.setValue("new_game/tides", "true" if chosen["tides"] else "false")
        s.setValue("new_game/vassals", "true" if chosen["vassals"] else "false")
        s.setValue("new_game/sea_orders", "true" if chosen["sea_orders"] else "false")
        s.setValue("new_game/power_gifts", "true" if chosen["power_token_trading"] else "false")
        s.setValue("new_game/iron_bank", "true" if chosen["iron_bank"] else "false")
        s.setValue("new_game/bot_level", chosen["bot_level"])
        s.setValue("new_game/humans", ",".join(chosen["humans"]))
        super().accept()

    def _edition_changed(self) -> None:
        """Each edition has its player counts (1st: 3-5) and houses; Tides of Battle and vassals
        only where offered."""
        rs = names.ruleset(self.edition.currentData())
        self.vassals.setEnabled(game_options.offered(rs, "vassals"))
        if not self.vassals.isEnabled():
            self.vassals.setChecked(False)
        counts = game_options.player_counts(rs, True) if self.vassals.isEnabled() else []
        self.vassals.setToolTip(translate(
            "Vassals", "Fewer players than houses ({low}-{high} players): each house nobody plays is a vassal, "
            "and each round the players take turns to command the vassals.").format(low=counts[0], high=counts[-1])
            if counts else translate("Vassals", "Vassals are not part of this edition."))
        self.players.blockSignals(True)
        self._players_range()
        self.players.blockSignals(False)
        self.sea_orders.setEnabled(game_options.offered(rs, "sea_orders"))
        if not self.sea_orders.isEnabled():
            self.sea_orders.setChecked(False)
        self.sea_orders.setToolTip(sea_orders_tip(self.sea_orders.isEnabled()))
        self.power_gifts.setEnabled(game_options.offered(rs, "power_token_trading"))
        if not self.power_gifts.isEnabled():
            self.power_gifts.setChecked(False)
        self.power_gifts.setToolTip(power_gifts_tip(self.power_gifts.isEnabled()))
        self.iron_bank.setEnabled(game_options.offered(rs, "iron_bank"))
        if not self.iron_bank.isEnabled():
            self.iron_bank.setChecked(False)
        self.iron_bank.setToolTip(iron_bank_tip(self.iron_bank.isEnabled()))
        self.tides.setEnabled("tides_of_battle" in rs.rules["options"])
        if not self.tides.isEnabled():
            self.tides.setChecked(False)
        # a greyed-out choice says why
        self.tides.setToolTip(translate("Screens", "Each side of a battle also draws a Tides of Battle card.")
                              if self.tides.isEnabled() else
                              translate("Screens", "Tides of Battle is not part of this edition."))
        for h, box in self.house_boxes.items():
            box.setVisible(h in rs.houses)
            box.setText(names.house(h, rs.id))  # A Dance with Dragons: Stark plays as Bolton
        self._update()

    def _players_range(self) -> None:
        """The edition's player counts, or with vassals the vassal rules' counts."""
        rs = names.ruleset(self.edition.currentData())
        counts = game_options.player_counts(rs, self.vassals.isChecked())
        self.players.setRange(counts[0], counts[-1])
        self._update()

    def _update(self) -> None:
        rs = names.ruleset(self.edition.currentData())
        playing = game_options.houses_in_play(rs, self.players.value(), self.vassals.isChecked())
        for h, box in self.house_boxes.items():
            box.setEnabled(h in playing)
            box.setToolTip("" if h in playing else translate(
                "Screens", "{house} does not play in a game of {n}.").format(
                    house=names.house(h, self.edition.currentData()), n=self.players.value()))
            if h not in playing:
                box.setChecked(False)
        self._update_vassals()

    def _humans(self) -> list[str]:
        return [h for h, b in self.house_boxes.items() if b.isChecked() and b.isEnabled()]

    def _update_vassals(self) -> None:
        """With vassals: name the houses nobody plays (the chosen ones are played), or say that
        the chosen houses do not fit in the seats."""
        on = self.vassals.isChecked()
        self.vassal_note.setVisible(on)
        fits = True
        if on:
            rs = names.ruleset(self.edition.currentData())
            n = self.players.value()
            seated = game_options.seated_houses(rs, n, self._humans())
            fits = seated is not None
            if fits:
                vassals = game_options.vassal_houses(rs, n, self._humans())
                listed = names.listing([f"<span style='white-space:nowrap'>{theme.house_dot(h, '■', '□')} "
                                        f"<b>{html.escape(names.house(h, rs.id))}</b></span>" for h in vassals])
                self.vassal_note.setText(html.escape(translate(
                    "Vassals", "Vassals in this game (nobody plays them; each round the players command them in "
                    "turn):")) + "<br>" + listed)
            else:
                never = [names.house(h, rs.id) for h in game_options.never_vassals(rs)]
                text = translate("Vassals", "Choose at most {n} houses: {n} players play, the other houses are "
                                            "vassals.").format(n=n)
                if never:
                    text += " " + translate("Vassals", "{houses} is never a vassal and always has a seat.").format(
                        houses=names.listing(never))
                self.vassal_note.setText("<span style='color:#a4161a'>" + html.escape(text) + "</span>")
        if hasattr(self, "ok_button"):
            self.ok_button.setEnabled(fits)

    def result_settings(self) -> dict:
        return {"edition": self.edition.currentData(), "players": self.players.value(), "tides": self.tides.isChecked(),
                "vassals": self.vassals.isChecked(), "sea_orders": self.sea_orders.isChecked(),
                "iron_bank": self.iron_bank.isChecked(), "power_token_trading": self.power_gifts.isChecked(),
                "bot_level": self.bot_level.currentData(),
                "humans": self._humans()}


def standings_html(view: dict) -> str:
    """Final (or current) standings: the engine's winners first (all of a shared win on one
    place, and said so), then by castles and the edition's tie-breaks."""
    from ..model import barrel_counts, castle_counts, controller

    rs = names.ruleset(view["ruleset"])
    castles = castle_counts(view)
    barrels = barrel_counts(view)
    lands = {h: sum(1 for r, reg in rs.regions.items() if reg.kind == "land" and r not in view.get("blocked", [])
                    and controller(view, r) == h) for h in view["houses"]}
    measures = {"lands": lambda h: -lands[h], "supply": lambda h: -view["supply"][h],
                "barrels": lambda h: -barrels[h], "power": lambda h: -view["power"][h],
                "iron_throne": lambda h: view["tracks"]["iron_throne"].index(h)}
    ties = [measures[k] for k in rs.rules["final_tiebreaks"] if k in measures]  # the edition's tiebreaks
    winners = [h for h in (view.get("winners") or ([view["winner"]] if view.get("winner") else []))
               if h in view["houses"]] if view.get("finished") else []
    # a ruleset that scores some house by another measure (Targaryen: loyalty) ranks by the view's scores
    scores = view.get("victory_scores") or castles
    loyal = [h for h, rule in ((rs.rules.get("victory") or {}).get("by_house") or {}).items()
             if rule.get("measure") == "loyalty" and h in view["houses"]]
    others = sorted((h for h in view["houses"] if h not in winners),
                    key=lambda h: (-scores.get(h, castles[h]), *(m(h) for m in ties),
                                   view["tracks"]["iron_throne"].index(h)))
    heads = [translate("Screens", "House"), translate("Screens", "Castles")]
    heads += [translate("Names", "Loyalty")] if loyal else []
    points = view.get("victory_points")  # A Feast for Crows: the victory-point track decides
    heads += [translate("Screens", "Victory points")] if points is not None else []
    heads += [translate("Screens", "Lands"), translate("Screens", "Supply"), translate("Screens", "Power")]
    rows = ["<tr><th></th><th align=left>" + "</th><th>".join(html.escape(h) for h in heads) + "</th></tr>"]
    shared = len(winners) > 1
    for i, h in enumerate(winners + others):
        place = 1 if h in winners else len(winners) + others.index(h) + 1
        mark = (" <i>" + html.escape(translate("Screens", "shared win")) + "</i>") if shared and h in winners else ""
        rows.append(f"<tr><td>{place}.</td><td>{theme.house_dot(h, '■', '□')} "
                    f"<b>{html.escape(names.house(h))}</b>{mark}</td><td align=center>{castles[h]}</td>"
                    + (f"<td align=center>{scores.get(h, 0) if h in loyal else '–'}</td>" if loyal else "")
                    + (f"<td align=center>{points.get(h, 0)}</td>" if points is not None else "")
                    + f"<td align=center>{lands[h]}</td><td align=center>{view['supply'][h]}</td>"
                    f"<td align=center>{view['power'][h]}</td></tr>")
    table = "<table cellspacing=4>" + "".join(rows) + "</table>"
    if shared:
        who = translate("Names", ", ").join(names.house(h) for h in winners)
        table = ("<p><b>" + html.escape(translate("Screens", "A shared win: {houses}").format(houses=who))
                 + "</b></p>" + table)
    return table
