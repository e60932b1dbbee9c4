"""Power-token gifts from the window (option `power_token_trading`; docs/PROTOCOL.md, GivePower).

The seat's view says whether a gift would be taken now (`can_give_power`); the window only
follows it: the "Give power…" button is shown in games with the option and enabled when the
view allows, and the dialog asks for the receiving house and the number of tokens. The gift
goes out as a `GivePower` command through the seat's client like any other command, so a
gift the game refuses (e.g. no room in the receiver's pool) comes back as a translated refusal.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QPushButton,
                               QSpinBox, QVBoxLayout, QWidget)

from engine.commands import GivePower

from ..words import names

translate = QCoreApplication.translate


def offered(view: dict[str, Any] | None, seat: str | None) -> bool:
    """The game has gifts and a player's seat is on screen."""
    return bool(view) and seat is not None and "can_give_power" in view and view.get("seat") == seat


def allowed(view: dict[str, Any] | None, seat: str | None) -> bool:
    return offered(view, seat) and bool(view.get("can_give_power"))


def receivers(view: dict[str, Any], seat: str) -> list[str]:
    """The other players' houses (a vassal neither gives nor receives)."""
    vassals = set(view.get("vassals") or [])
    return [h for h in view["houses"] if h != seat and h not in vassals]


class GiveButton(QPushButton):
    """The tracks column's "Give power…" button, following the seat's view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hide()
        self.retranslate()

    def retranslate(self) -> None:
        self.setText(translate("Gifts", "Give power…"))

    def refresh(self, view: dict[str, Any] | None, seat: str | None, busy: bool = False) -> None:
        """`busy`: a command of the seat is still on its way (its client retries one at a time)."""
        self.setVisible(offered(view, seat))
        self.setEnabled(allowed(view, seat) and not busy)
        self.setToolTip(translate("Gifts", "Give some of your power tokens to another player.")
                        if self.isEnabled() else
                        translate("Gifts", "Power tokens cannot be given now (not while bids are made, nor in a "
                                           "battle once support is declared, nor before you answer what the "
                                           "game asks of you)."))


class GiftDialog(QDialog):
    """Which house receives, and how many of the seat's available power tokens; a link to the
    gifts' rules (`rules_requested` names the section)."""

    rules_requested = Signal(str)

    def __init__(self, view: dict[str, Any], seat: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.setWindowTitle(translate("Gifts", "Give power"))
        lay = QVBoxLayout(self)
        have = int(view["power"].get(seat, 0))
        lay.addWidget(QLabel(translate("Gifts", "{house} has {n} available power token(s).").format(
            house=names.house(seat), n=have)))
        form = QFormLayout()
        self.house = QComboBox()
        for h in receivers(view, seat):
            self.house.addItem(translate("Gifts", "{house} (power {n})").format(
                house=names.house(h), n=view["power"].get(h, 0)), h)
        form.addRow(translate("Gifts", "To"), self.house)
        self.amount = QSpinBox()
        self.amount.setRange(1, max(1, have))
        form.addRow(translate("Gifts", "Power tokens"), self.amount)
        lay.addLayout(form)
        from ..words.help import rules_link_html

        self.rules_link = QLabel(rules_link_html({"kind": "gift"}, view))  # the gifts' own section
        self.rules_link.setTextFormat(Qt.TextFormat.RichText)
        self.rules_link.linkActivated.connect(lambda href: self.rules_requested.emit(href.split(":", 1)[-1]))
        lay.addWidget(self.rules_link)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("Gifts", "Give"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)

    def command(self) -> GivePower:
        return GivePower(to=self.house.currentData(), amount=self.amount.value())
