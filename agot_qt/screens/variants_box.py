"""The variants a new game may be played with, as the new-game dialog and the LAN host form offer
them.

The list is the engine's registry (`engine.variants.VARIANTS`), grouped as it groups them, one
tab per group: a variant the engine plays now (its entry names a `module`) can be chosen, each
with its name, a one-line explanation and its default (agot_qt/words/variants.py); the others are
not shown, so a variant made playable later appears here by itself. Whether a choice can be
played is the engine's word alone (`screens/game_options.py` asks `engine.variants.normalise`):
a variant its edition, house count or options rule out is greyed out with the engine's reason,
and a combination the engine refuses is said under the tabs with its reason, so the dialog
holding the box starts nothing until it is settled. A variant greyed out keeps the player's
choice and gets it back when the game allows it again.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel, QPushButton,
    QScrollArea, QSpinBox, QTabWidget, QVBoxLayout, QWidget,
)

from engine.ruleset import DEFAULT_RULESET, load_ruleset
from engine.variants import Variant

from . import game_options
from ..words import refusals
from ..words import variants as words

translate = QCoreApplication.translate

PROBLEM_STYLE = "color: #a4161a;"
NOTE_STYLE = "color: #6b5a3e;"


class WrappingCheck(QWidget):
    """A box to tick whose text wraps (a deck group's long name stays inside a narrow column);
    clicking the text ticks the box, as a check box's own text does."""

    toggled = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.box = QCheckBox()
        self.box.toggled.connect(self.toggled.emit)
        row.addWidget(self.box, 0, Qt.AlignmentFlag.AlignTop)
        self.label = QLabel()
        self.label.setWordWrap(True)
        row.addWidget(self.label, 1)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if self.isEnabled() and event.button() == Qt.MouseButton.LeftButton:
            self.box.toggle()

    def setText(self, text: str) -> None:  # noqa: N802 (as QCheckBox)
        self.label.setText(text)
        self.box.setAccessibleName(text)

    def text(self) -> str:
        return self.label.text()

    def isChecked(self) -> bool:  # noqa: N802
        return self.box.isChecked()

    def setChecked(self, on: bool) -> None:  # noqa: N802
        self.box.setChecked(on)


class VariantRow(QWidget):
    """One variant: its control (a box to tick, with a number or a choice of values, or one box
    per value of a set), its name, and under them its explanation and default."""

    changed = Signal()

    def __init__(self, variant: Variant, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.variant = variant
        self.setObjectName(f"variant:{variant.id}")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(2, 4, 2, 4)
        lay.setSpacing(1)
        head = QHBoxLayout()
        head.setContentsMargins(0, 0, 0, 0)
        self.box = QCheckBox()  # every kind but a set: ticked = played (not at its default)
        self.box.toggled.connect(self._toggled)
        head.addWidget(self.box)
        self.title = QLabel()  # a set's name (its values are boxes of their own)
        self.number: QSpinBox | None = None
        self.choice: QComboBox | None = None
        self.values: dict[Any, WrappingCheck] = {}
        if variant.kind == "number":
            self.number = QSpinBox()
            self.number.setRange(*variant.allowed)
            self.number.setValue(game_options.on_value(variant))
            self.number.valueChanged.connect(lambda *_: self.changed.emit())
            head.addWidget(self.number)
        elif variant.kind == "choice":
            self.choice = QComboBox()
            for value in variant.allowed:
                self.choice.addItem("", value)
            index = self.choice.findData(game_options.on_value(variant))
            self.choice.setCurrentIndex(max(index, 0))
            self.choice.currentIndexChanged.connect(lambda *_: self.changed.emit())
            head.addWidget(self.choice)
        if variant.kind == "subset":
            self.box.hide()
            head.addWidget(self.title)
        head.addStretch(1)
        lay.addLayout(head)
        if variant.kind == "subset":
            grid = QVBoxLayout()
            grid.setContentsMargins(22, 0, 0, 0)
            grid.setSpacing(0)
            for value in variant.allowed:
                b = WrappingCheck()
                b.setChecked(True)  # every value ticked: the default (every one the game offers)
                b.toggled.connect(lambda *_: self.changed.emit())
                grid.addWidget(b)
                self.values[value] = b
            lay.addLayout(grid)
        self.line = QLabel()
        self.line.setWordWrap(True)
        self.line.setTextFormat(Qt.TextFormat.RichText)
        self.line.setStyleSheet(NOTE_STYLE)
        indent = QHBoxLayout()  # under the name, not under the box
        indent.setContentsMargins(22, 0, 0, 0)
        indent.addWidget(self.line, 1)
        lay.addLayout(indent)
        self.kept: Any = None  # the choice held while the game rules the variant out
        self.out_reason = ""
        self.out_values: dict[Any, str] = {}
        self._sync()
        self.retranslate()

    def retranslate(self) -> None:
        v = self.variant
        name = words.name(v.id)
        self.box.setText(name)
        self.title.setText(f"<b>{html.escape(name)}</b>" if v.kind == "subset" else "")
        if self.choice is not None:
            for i in range(self.choice.count()):
                self.choice.setItemText(i, words.value_text(v.id, self.choice.itemData(i)))
        for value, b in self.values.items():
            b.setText(words.value_text(v.id, value))
        self._explain()

    def _explain(self) -> None:
        text = html.escape(words.explanation(self.variant.id)) + " <i>" + html.escape(
            words.default_text(self.variant.id)) + "</i>"
        if self.out_reason:
            text += "<br><span style='color:#a4161a'>" + html.escape(self.out_reason) + "</span>"
        self.line.setText(text)
        tip = "<b>" + html.escape(words.name(self.variant.id)) + "</b><br>" + text
        self.setToolTip(tip)

    def _toggled(self) -> None:
        self._sync()
        self.changed.emit()

    def _sync(self) -> None:
        on = self.box.isChecked() and not self.out_reason
        if self.number is not None:
            self.number.setEnabled(on)
        if self.choice is not None:
            self.choice.setEnabled(on)

    # ----- the value -------------------------------------------------------------------
    def value(self) -> Any:
        """The value chosen (None: the variant's default, not played)."""
        v = self.variant
        if self.out_reason:
            return None
        if v.kind == "subset":
            offered = [val for val in self.values if val not in self.out_values]
            ticked = [val for val in offered if self.values[val].isChecked()]
            return None if set(ticked) == set(offered) else ticked  # all of them: the default
        if not self.box.isChecked():
            return None
        if self.number is not None:
            return self.number.value()
        if self.choice is not None:
            return self.choice.currentData()
        return True

    def set_value(self, value: Any) -> None:
        """Show `value` (None: the default), as a player would set it; values the variant does
        not take are left as they are."""
        v = self.variant
        if v.kind == "subset":
            wanted = set(value) if isinstance(value, (list, tuple)) else set(self.values)
            for val, b in self.values.items():
                b.setChecked(val in wanted and val not in self.out_values)
            return
        self.box.setChecked(value is not None and value is not False)
        if self.number is not None and isinstance(value, int) and not isinstance(value, bool):
            self.number.setValue(value)
        if self.choice is not None and value is not None:
            index = self.choice.findData(value)
            if index >= 0:
                self.choice.setCurrentIndex(index)
        self._sync()

    def rule_out(self, reason: str) -> None:
        """Grey the variant out with the engine's reason ("" lets it be chosen again); the choice
        made is kept and comes back with it."""
        if reason == self.out_reason:
            return
        if reason and not self.out_reason:
            self.kept = self.value()
            self.blockSignals(True)
            self.set_value(None)
            self.blockSignals(False)
        elif not reason:
            self.blockSignals(True)
            self.set_value(self.kept)
            self.blockSignals(False)
            self.kept = None
        self.out_reason = reason
        self.setEnabled(not reason)
        self._sync()
        self._explain()

    def rule_out_values(self, reasons: dict[Any, str]) -> None:
        """For a set: grey out the values the game cannot take, each with the engine's reason."""
        for val, b in self.values.items():
            reason = reasons.get(val, "")
            b.blockSignals(True)
            if reason and val not in self.out_values:
                b.setChecked(False)
            elif not reason and val in self.out_values:
                b.setChecked(True)
            b.setEnabled(not reason)
            b.setToolTip(reason)
            b.blockSignals(False)
        self.out_values = reasons


# the registry's group of the table's variants (a chess clock, a tournament, a private game): the
# session plays them (engine/table.py), so only a LAN host's form offers them
TABLE_GROUP = "organisation"


class VariantsBox(QWidget):
    """The playable variants, one tab per group of the registry, and the engine's word on the
    combination chosen (`problem`: None when it can be played)."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None, lan: bool = False) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self.rows: dict[str, VariantRow] = {}
        self.groups: list[str] = []
        for group, entries in words.groups_in_order(only_playable=True):
            if group == TABLE_GROUP and not lan:
                continue  # the table's variants (a chess clock, votes) are played at a LAN host's table
            page = QWidget()
            col = QVBoxLayout(page)
            col.setContentsMargins(4, 4, 4, 4)
            col.setSpacing(2)
            for v in entries:
                row = VariantRow(v)
                row.changed.connect(self._changed)
                col.addWidget(row)
                self.rows[v.id] = row
            col.addStretch(1)
            scroll = QScrollArea()
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setWidget(page)
            self.tabs.addTab(scroll, "")
            self.groups.append(group)
        lay.addWidget(self.tabs, 1)
        self.none_note = QLabel()  # a build whose engine plays no variant yet
        self.none_note.setWordWrap(True)
        self.none_note.setVisible(not self.rows)
        lay.addWidget(self.none_note)
        foot = QHBoxLayout()
        self.problem_label = QLabel()
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet(PROBLEM_STYLE)
        self.problem_label.hide()
        foot.addWidget(self.problem_label, 1)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.reset)
        foot.addWidget(self.reset_button, 0, Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight)
        lay.addLayout(foot)
        self.problem: Any = None
        self._game: tuple[str, int, dict[str, Any]] = (DEFAULT_RULESET, 6, {})
        self.retranslate()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Room for the tallest group whole: a dialog on a large screen shows it without scrolling
        (a smaller screen keeps the dialog within it, and the tab scrolls)."""
        hint = super().sizeHint()
        pages = [self.tabs.widget(i).widget() for i in range(self.tabs.count())]
        tallest = max((p.sizeHint().height() for p in pages), default=0)
        return QSize(hint.width(), max(hint.height(), tallest + self.tabs.tabBar().sizeHint().height() + 60))

    def retranslate(self) -> None:
        for i, group in enumerate(self.groups):
            self.tabs.setTabText(i, words.group(group))
        for row in self.rows.values():
            row.retranslate()
        self.none_note.setText(translate("Variants", "No variant can be played yet."))
        self.reset_button.setText(translate("Variants", "No variants"))
        self.reset_button.setToolTip(translate("Variants", "Play the game as its edition plays it."))
        self._check()

    # ----- the game the variants are for -----------------------------------------------
    def set_game(self, ruleset_id: str, houses: int, options: dict[str, Any]) -> None:
        """The edition, the houses on the board and the engine options of the game being set up:
        the variants they rule out are greyed out with the engine's reason."""
        self._game = (ruleset_id, houses, dict(options))
        self._rule_out()
        self._check()

    def _rule_out(self) -> None:
        ruleset_id, houses, options = self._game
        rs = load_ruleset(ruleset_id)
        for vid, row in self.rows.items():
            exc = game_options.not_in_this_game(rs, houses, vid, options)
            row.rule_out(refusals.refusal_text(exc) if exc is not None else "")
        chosen = self.chosen()
        for vid, row in self.rows.items():
            if row.variant.kind == "subset" and not row.out_reason:
                others = {k: v for k, v in chosen.items() if k != vid}
                reasons = {}
                for val in row.variant.allowed:
                    exc = game_options.value_not_offered(rs, houses, vid, val, others, options)
                    if exc is not None:
                        reasons[val] = refusals.refusal_text(exc)
                row.rule_out_values(reasons)

    def _changed(self) -> None:
        self._rule_out()  # a set's values may depend on the others (a thematic draft of many houses)
        self._check()
        self.changed.emit()

    def _check(self) -> None:
        ruleset_id, houses, options = self._game
        self.problem = game_options.variants_problem(load_ruleset(ruleset_id), houses, self.chosen(), options)
        self.show_problem(self.problem)

    def show_problem(self, exc: Any) -> None:
        """Say why the game cannot be played as chosen (None: nothing to say)."""
        self.problem_label.setVisible(exc is not None)
        self.problem_label.setText(translate("Variants", "This combination cannot be played: {why}").format(
            why=refusals.refusal_text(exc)) if exc is not None else "")

    # ----- the choice ----------------------------------------------------------------------
    def chosen(self) -> dict[str, Any]:
        """id -> value of every variant chosen (at something but its default), registry order."""
        out = {}
        for vid, row in self.rows.items():
            value = row.value()
            if value is not None:
                out[vid] = value
        return out

    def set_chosen(self, chosen: dict[str, Any]) -> None:
        """Show a choice (remembered settings): unknown ids and variants not playable now are
        left out."""
        for vid, row in self.rows.items():
            row.blockSignals(True)
            if not row.out_reason:
                row.set_value(chosen.get(vid))
            else:
                row.kept = chosen.get(vid)
            row.blockSignals(False)
        self._rule_out()
        self._check()
        self.changed.emit()

    def reset(self) -> None:
        """Every variant back to its default."""
        self.set_chosen({})


class VariantsDialog(QDialog):
    """The variants on their own (the LAN host form's *Variants…*): OK once the engine takes the
    combination."""

    def __init__(self, ruleset_id: str, houses: int, options: dict[str, Any], chosen: dict[str, Any],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Variants", "Variants"))
        lay = QVBoxLayout(self)
        self.box = VariantsBox(lan=True)
        self.box.set_game(ruleset_id, houses, options)
        self.box.set_chosen(chosen)
        lay.addWidget(self.box, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        lay.addWidget(buttons)
        self.box.changed.connect(self._update)
        self._update()
        self.resize(560, 520)

    def _update(self) -> None:
        self.ok_button.setEnabled(self.box.problem is None)


def variants_line(chosen: dict[str, Any]) -> str:
    """The variants chosen as one line for a form ('None' when the edition is played as it is)."""
    return words.chosen_text(chosen) if chosen else translate("Variants", "None: the edition as it is")

