"""Objective cards (A Feast for Crows): keeping three of the five dealt, scoring one met at the
round's end, giving one to the Shifting Ambitions pool, shuffling one back (New Information).
The engine's decision lists the cards offered, each one's points for this house and which are
met now; the widget only shows them and sends the ticked ones (docs/PROTOCOL.md §8)."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QCheckBox

from engine.commands import Choose

from ..words import names
from .common import DecisionWidget, confirm_row, action_button, text_label, undo_confirm_row

translate = QCoreApplication.translate


def purpose_title(purpose: str) -> str:
    return {
        "keep": translate("Objectives", "Keep your objectives"),
        "score": translate("Objectives", "Score an objective"),
        "pool": translate("Objectives", "Shifting Ambitions"),
        "return": translate("Objectives", "New Information"),
    }.get(purpose, translate("Objectives", "Objectives"))


def purpose_text(purpose: str, n: int) -> str:
    return {
        "keep": translate("Objectives", "Keep {n} of these objective cards; the others are shuffled back into "
                                        "the deck. Nobody else sees which you keep."),
        "score": translate("Objectives", "You meet these objectives now: score one of them for good (it is shown "
                                         "face up to everyone), or none this round."),
        "pool": translate("Objectives", "Put {n} objective card face down into the pool; then every house takes "
                                        "one from the pool, face up, in turn order."),
        "return": translate("Objectives", "Shuffle {n} objective card back into the deck."),
    }.get(purpose, "").format(n=n)


def objective_line(card: str, points: int, met: bool) -> str:
    """A card as a line of a list: name, points for this house, met now or not."""
    state = translate("Objectives", "met now") if met else translate("Objectives", "not met")
    return translate("Objectives", "{name} · {points} pt · {state}").format(
        name=names.objective(card), points=points, state=state)


class ObjectivesWidget(DecisionWidget):
    """Tick `count` of the cards offered (fewer when the decision is optional) and confirm."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.purpose = o.get("purpose", "")
        self.count = int(o.get("count", 0))
        self.optional = bool(o.get("optional"))
        self.cards = list(o.get("cards", []))
        met = set(o.get("met", []))
        points = o.get("points", {})
        self.lay.addWidget(text_label(f"<b>{html.escape(purpose_title(self.purpose))}</b>", size=11))
        self.lay.addWidget(text_label(html.escape(purpose_text(self.purpose, self.count))))
        self.boxes: dict[str, QCheckBox] = {}
        for card in self.cards:
            box = QCheckBox(objective_line(card, int(points.get(card, 0)), card in met))
            box.setToolTip(html.escape(names.objective_text(card)))
            box.toggled.connect(self._changed)
            self.lay.addWidget(box)
            self.lay.addWidget(text_label(f"<i>{html.escape(names.objective_text(card))}</i>", size=8.5))
            self.boxes[card] = box
        self.status = text_label()
        self.lay.addWidget(self.status)
        if self.optional:
            self.none_button, self.confirm = undo_confirm_row(
                self.lay, translate("Objectives", "Score none"), self.choose_none,
                translate("Objectives", "Confirm"), self.confirm_choice)
        else:
            self.none_button = None
            self.confirm = confirm_row(self.lay, action_button(translate("Objectives", "Confirm"), primary=True))
            self.confirm.clicked.connect(self.confirm_choice)
        self._changed()

    def chosen(self) -> list[str]:
        return [c for c in self.cards if self.boxes[c].isChecked()]

    def ready(self) -> bool:
        n = len(self.chosen())
        return n == min(self.count, len(self.cards)) or (self.optional and 0 < n <= self.count)

    def _changed(self) -> None:
        chosen = self.chosen()
        full = len(chosen) >= self.count
        for box in self.boxes.values():
            box.setEnabled(box.isChecked() or not full)
        self.status.setText(html.escape(translate("Objectives", "Chosen: {n} of {count}").format(
            n=len(chosen), count=self.count)))
        self.confirm.setEnabled(self.ready())

    # the same operations as the controls
    def toggle(self, card: str, on: bool = True) -> None:
        box = self.boxes.get(card)
        if box is not None and (box.isEnabled() or not on):
            box.setChecked(on)

    def choose_none(self) -> None:
        self.submit_command(Choose([]))

    def confirm_choice(self) -> None:
        if self.ready():
            self.submit_command(Choose(self.chosen()))

    def draft(self) -> dict[str, Any]:
        return {"chosen": self.chosen()}

    def restore(self, draft: dict[str, Any]) -> None:
        for c in draft.get("chosen", []):
            self.toggle(c)
