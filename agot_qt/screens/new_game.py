"""The new-game dialog: edition, players, options, who plays each house, and the variants."""
from __future__ import annotations

import html
import json

from PySide6.QtCore import QCoreApplication, QSettings, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox, QHBoxLayout, QLabel,
    QSpinBox, QVBoxLayout, QWidget,
)

from engine.ruleset import Ruleset

from . import game_options
from .variants_box import VariantsBox
from ..words import names
from ..style import theme

translate = QCoreApplication.translate


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


def iron_bank_tip(offered: bool, always: bool = False) -> str:
    """The Iron Bank box's tooltip: what the option does, or why it is greyed out (not part of
    the edition, or always played in it)."""
    if always:
        return translate("Vassals", "This edition is always played with the Iron Bank: loans bought with power "
                                    "through an Iron Bank order placed at sea.")
    return translate("Vassals", "Loans bought with power through an Iron Bank order placed at sea; each loan "
                                "costs interest every Westeros phase.") if offered else translate(
        "Vassals", "The Iron Bank is not part of this edition.")


def show_iron_bank(box: QCheckBox, rs: Ruleset) -> None:
    """The Iron Bank box for an edition: offered, always on (ticked and fixed), or greyed out."""
    always = game_options.always_on(rs, "iron_bank")
    box.setEnabled(game_options.offered(rs, "iron_bank") and not always)
    if always:
        box.setChecked(True)
    elif not box.isEnabled():
        box.setChecked(False)
    box.setToolTip(iron_bank_tip(game_options.offered(rs, "iron_bank"), always))


def leave_out_text(houses: list[str], ruleset_id: str) -> str:
    """The box that leaves the houses never a vassal out of a game with vassals."""
    return translate("Vassals", "Leave out {houses}: nobody plays it").format(
        houses=names.listing([names.house(h, ruleset_id) for h in houses]))


def leave_out_tip(houses: list[str], rs: Ruleset) -> str:
    """What leaving them out changes: the game is the setup of the other houses (Mother of
    Dragons without Targaryen: no Essos, no Westeros deck IV, no loyalty)."""
    text = translate("Vassals", "{houses} is never a vassal: with this box it is not in the game at all, and the "
                                "game is the setup of the other houses.").format(
        houses=names.listing([names.house(h, rs.id) for h in houses]))
    if (rs.rules.get("loyalty") or {}).get("house") in houses:  # the house whose loyalty Essos and deck IV serve
        text += " " + translate("Vassals", "Essos, Westeros deck IV and loyalty are out of the game too.")
    return text


class NewGameDialog(QDialog):
    """Players, which houses sit at this machine (the others are bots), options and variants."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Screens", "New game"))
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        lay = QVBoxLayout()  # the game: edition, players, options, houses
        columns.addLayout(lay, 0)
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
        # with vassals, a house never a vassal may be left out (Mother of Dragons without Targaryen)
        self.leave_out = QCheckBox()
        form.addRow("", self.leave_out)
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
        houses_label = QLabel(translate("Screens", "Houses played at this computer (the others are bots; "
                                                   "two or more: hot-seat, passing the computer around):"))
        houses_label.setWordWrap(True)
        lay.addWidget(houses_label)
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
        lay.addStretch(1)
        # the variants, one tab per group of the engine's registry, beside the game's options
        self.variants_group = QGroupBox(translate("Variants", "Variants"))
        group_lay = QVBoxLayout(self.variants_group)
        group_lay.setContentsMargins(6, 6, 6, 6)
        self.variants = VariantsBox()
        self.variants.setMinimumWidth(420)
        group_lay.addWidget(self.variants)
        columns.addWidget(self.variants_group, 1)
        self.players.valueChanged.connect(self._update)
        self.edition.currentIndexChanged.connect(self._edition_changed)
        self.vassals.toggled.connect(self._players_range)
        self.leave_out.toggled.connect(self._update)
        for box in self.house_boxes.values():
            box.toggled.connect(self._update_vassals)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        outer.addWidget(buttons)
        for box in (self.tides, self.vassals, self.sea_orders, self.iron_bank, self.power_gifts):
            box.toggled.connect(self._update_variants)
        self.variants.changed.connect(self._variants_changed)
        self._offered_rs: Ruleset | None = None
        self._edition_changed()
        self._restore()
        self._fit_screen()

    def _fit_screen(self) -> None:
        """Never taller than the screen: the variants' tabs scroll instead."""
        screen = QGuiApplication.primaryScreen()
        if screen is None:
            return
        room = screen.availableGeometry()
        hint = self.sizeHint()
        self.resize(min(max(hint.width(), 960), room.width() - 40), min(max(hint.height(), 660), room.height() - 80))
        self.setMaximumHeight(room.height() - 20)

    def _restore(self) -> None:
        """The choices made the last time (the dialog keeps them between games)."""
        s = QSettings()
        index = self.edition.findData(s.value("new_game/edition", ""))
        if index >= 0:
            self.edition.setCurrentIndex(index)
        try:  # first: a variant may bring options (Mother of Dragons' modules in any setup)
            variants = json.loads(str(s.value("new_game/variants", "") or "{}"))
        except ValueError:
            variants = {}
        if isinstance(variants, dict):
            self.variants.set_chosen(variants)
        if self.vassals.isEnabled():
            self.vassals.setChecked(str(s.value("new_game/vassals", "false")).lower() == "true")
        if self.leave_out.isEnabled():
            self.leave_out.setChecked(str(s.value("new_game/leave_out", "false")).lower() == "true")
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
        if isinstance(variants, dict):
            self.variants.set_chosen(variants)  # again: the options may rule some in or out

    def accept(self) -> None:  # noqa: D102 (Qt API)
        """Start nothing the engine would refuse: the game is set up once here, and a refusal
        (a combination of variants, a draft pool too small) is said in the dialog, every
        choice left as it was."""
        chosen = self.result_settings()
        problem = game_options.setup_problem(chosen["edition"], chosen["players"], chosen["humans"], chosen,
                                             chosen["variants"])
        if problem is not None:
            self.variants.show_problem(problem)
            return
        self._remember(chosen)
        super().accept()

    def _remember(self, chosen: dict) -> None:
        s = QSettings()
        s.setValue("new_game/edition", chosen["edition"])
        s.setValue("new_game/players", chosen["players"])
        s.setValue("new_game/tides", "true" if chosen["tides"] else "false")
        s.setValue("new_game/vassals", "true" if chosen["vassals"] else "false")
        s.setValue("new_game/leave_out", "true" if chosen["left_out"] else "false")
        s.setValue("new_game/sea_orders", "true" if chosen["sea_orders"] else "false")
        s.setValue("new_game/power_gifts", "true" if chosen["power_token_trading"] else "false")
        s.setValue("new_game/iron_bank", "true" if chosen["iron_bank"] else "false")
        s.setValue("new_game/bot_level", chosen["bot_level"])
        s.setValue("new_game/humans", ",".join(chosen["humans"]))
        s.setValue("new_game/variants", json.dumps(chosen["variants"]))

    def _rs(self) -> Ruleset:
        """The ruleset this game's options are read against: the edition's, or the one the chosen
        variants make of it (Mother of Dragons' modules in any setup bring vassals and the Iron
        Bank), as the engine reads a new game's options."""
        rs = names.ruleset(self.edition.currentData())
        return game_options.options_ruleset(rs, self.variants.chosen() if hasattr(self, "variants") else None)

    def _variants_changed(self) -> None:
        """A variant that brings options (or takes them away again) changes what is offered."""
        if self._rs() is not self._offered_rs:
            self._offer_options()
        self._update_ok()

    def _left_out(self) -> tuple[str, ...]:
        """With vassals, the houses never a vassal that nobody plays: out of the game."""
        if not (self.vassals.isChecked() and self.leave_out.isChecked() and self.leave_out.isEnabled()):
            return ()
        return tuple(game_options.may_leave_out(self._rs()))

    def _edition_changed(self) -> None:
        """Each edition has its player counts (1st: 3-5) and houses; Tides of Battle and vassals
        only where offered."""
        rs = names.ruleset(self.edition.currentData())
        for h, box in self.house_boxes.items():
            box.setVisible(h in rs.houses)
            box.setText(names.house(h, rs.id))  # A Dance with Dragons: Stark plays as Bolton
        self._offer_options()

    def _offer_options(self) -> None:
        """The options the game's ruleset offers (the edition's, or with the variants chosen)."""
        rs = self._rs()
        self._offered_rs = rs
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
        show_iron_bank(self.iron_bank, rs)
        self.tides.setEnabled("tides_of_battle" in rs.rules["options"])
        if not self.tides.isEnabled():
            self.tides.setChecked(False)
        # a greyed-out choice says why
        self.tides.setToolTip(translate("Screens", "Each side of a battle also draws a Tides of Battle card.")
                              if self.tides.isEnabled() else
                              translate("Screens", "Tides of Battle is not part of this edition."))
        self._offer_leave_out()
        self._update()

    def _offer_leave_out(self) -> None:
        """With vassals, the houses never a vassal may be left out of the game: offered where the
        ruleset has a setup of the other houses (Mother of Dragons without Targaryen)."""
        rs = self._rs()
        houses = game_options.may_leave_out(rs)
        self.leave_out.setVisible(bool(houses))
        self.leave_out.setEnabled(bool(houses) and self.vassals.isChecked())
        if houses:
            self.leave_out.setText(leave_out_text(houses, rs.id))
            self.leave_out.setToolTip(leave_out_tip(houses, rs))

    def _players_range(self) -> None:
        """The edition's player counts, or with vassals the vassal rules' counts."""
        self._offer_leave_out()
        rs = self._rs()
        counts = game_options.player_counts(rs, self.vassals.isChecked())
        self.players.setRange(counts[0], counts[-1])
        self._update()

    def _update(self) -> None:
        rs = self._rs()
        left_out = self._left_out()
        playing = game_options.houses_in_play(rs, self.players.value(), self.vassals.isChecked(), left_out)
        for h, box in self.house_boxes.items():
            box.setEnabled(h in playing)
            box.setToolTip("" if h in playing else translate(
                "Vassals", "{house} is left out of this game: nobody plays it.").format(
                    house=names.house(h, rs.id)) if h in left_out else translate(
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
        rs = self._rs()
        n = self.players.value()
        left_out = self._left_out()
        choosing = game_options.chooses_houses(rs, n, on)
        self.vassal_note.setVisible(on or choosing)
        fits = True
        if choosing:  # Teach the Game: the chosen houses play, the others are not in the game
            seated = game_options.chosen_houses(rs, n, self._humans())
            fits = seated is not None
            text = translate("Screens", "Houses in this game: {houses}; the others are not on the board.").format(
                houses=names.listing([names.house(h, rs.id) for h in seated])) if fits else translate(
                "Screens", "Choose at most {n} houses: {n} houses play, the others are not on the board.").format(n=n)
            self.vassal_note.setText(html.escape(text) if fits else
                                     "<span style='color:#a4161a'>" + html.escape(text) + "</span>")
        elif on:
            seated = game_options.seated_houses(rs, n, self._humans(), left_out)
            fits = seated is not None
            if fits:
                vassals = game_options.vassal_houses(rs, n, self._humans(), left_out)
                listed = names.listing([f"<span style='white-space:nowrap'>{theme.house_dot(h, '■', '□')} "
                                        f"<b>{html.escape(names.house(h, rs.id))}</b></span>" for h in vassals])
                self.vassal_note.setText(html.escape(translate(
                    "Vassals", "Vassals in this game (nobody plays them; each round the players command them in "
                    "turn):")) + "<br>" + listed)
            else:
                never = [names.house(h, rs.id) for h in game_options.never_vassals(rs) if h not in left_out]
                text = translate("Vassals", "Choose at most {n} houses: {n} players play, the other houses are "
                                            "vassals.").format(n=n)
                if never:
                    text += " " + translate("Vassals", "{houses} is never a vassal and always has a seat.").format(
                        houses=names.listing(never))
                self.vassal_note.setText("<span style='color:#a4161a'>" + html.escape(text) + "</span>")
        self._fits = fits
        self._update_variants()

    def _update_variants(self) -> None:
        """The variants box asks the engine about this game: its edition, houses and options."""
        if not hasattr(self, "variants"):
            return
        rs = self._rs()
        chosen = self.result_settings(with_variants=False)
        self.variants.set_game(rs.id, game_options.houses_on_board(rs, self.players.value(), self.vassals.isChecked(),
                                                                   self._left_out()),
                               game_options.variant_options(rs, chosen))
        self._update_ok()

    def _update_ok(self) -> None:
        if hasattr(self, "ok_button"):
            self.ok_button.setEnabled(getattr(self, "_fits", True) and self.variants.problem is None)

    def result_settings(self, with_variants: bool = True) -> dict:
        out = {"edition": self.edition.currentData(), "players": self.players.value(), "tides": self.tides.isChecked(),
               "tides_of_battle": self.tides.isChecked(),
               "vassals": self.vassals.isChecked(), "sea_orders": self.sea_orders.isChecked(),
               "iron_bank": self.iron_bank.isChecked(), "power_token_trading": self.power_gifts.isChecked(),
               "bot_level": self.bot_level.currentData(),
               "humans": self._humans(), "left_out": list(self._left_out())}
        if with_variants:
            out["variants"] = self.variants.chosen()
        return out
