"""Claiming vassals: at the start of every Planning phase each player, in Iron Throne order,
takes up to its share of the vassals still free (docs/RULES.md, Vassals). The engine asks it
as a `choose` with the prompt "claim-vassals"; this widget shows it as a claim of its own: the
free vassals with their signs, at most `most` of them, or none."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QCheckBox

from engine.commands import Choose

from ..words import names
from .common import DecisionWidget, sign_pixmap, text_label, undo_confirm_row

translate = QCoreApplication.translate

PROMPT = "claim-vassals"


def is_claim(decision: dict[str, Any]) -> bool:
    return decision.get("kind") == "choose" and (decision.get("options") or {}).get("prompt") == PROMPT


def for_vassal_text(house: str, seat: str, kind: str) -> str:
    """What a decision for a vassal says above its widget (rich text)."""
    if kind == "place-orders":
        text = translate("Vassals", "Orders for {house}: a vassal you ({seat}) command this round, "
                                    "with its own order tokens.")
    else:
        text = translate("Vassals", "For {house}: a vassal you ({seat}) command this round.")
    return html.escape(text).format(house=f"<b>{html.escape(names.house(house))}</b>",
                                    seat=html.escape(names.house(seat)))


class ClaimVassalsWidget(DecisionWidget):
    """Tick the vassals to command this round (at most `most`), or take none."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.most = int(self.options.get("most", 0))
        self.free = list(self.options.get("vassals", []))
        self.lay.addWidget(text_label(f"<b>{html.escape(translate('Vassals', 'Claim vassals'))}</b>", size=11))
        choose = translate("Vassals", "Choose a vassal to command this round.") if self.most == 1 else translate(
            "Vassals", "Choose up to {n} vassals to command this round.").format(n=self.most)
        gap = "" if choose.endswith("。") else " "  # Chinese sentences follow each other without a space
        self.lay.addWidget(text_label(html.escape(choose + gap + translate(
            "Vassals", "You place their orders after every player has placed theirs and decide for them until "
            "the next Planning phase; they cannot march into your areas, nor you into theirs."))))
        self.boxes: dict[str, QCheckBox] = {}
        for vassal in self.free:
            box = QCheckBox(self._line(vassal))
            box.setIcon(QIcon(sign_pixmap(vassal, 26)))
            box.setIconSize(QSize(26, 26))
            box.toggled.connect(self._changed)
            self.lay.addWidget(box)
            self.boxes[vassal] = box
        self.count = text_label()
        self.lay.addWidget(self.count)
        self.none_button, self.confirm = undo_confirm_row(
            self.lay, translate("Vassals", "Take none"), self.take_none,
            translate("Vassals", "Command these"), self.confirm_claim)
        self._changed()

    def _line(self, vassal: str) -> str:
        """The vassal's name and what it holds now (areas, from the view)."""
        areas = sum(1 for a in self.view.get("units", {}).values() if a.get("house") == vassal)
        return translate("Vassals", "{house} ({n} areas with units)").format(house=names.house(vassal), n=areas)

    def chosen(self) -> list[str]:
        return [v for v in self.free if self.boxes[v].isChecked()]

    def _changed(self) -> None:
        chosen = self.chosen()
        full = len(chosen) >= self.most
        for v, box in self.boxes.items():
            box.setEnabled(box.isChecked() or not full)
        self.count.setText(html.escape(translate("Vassals", "Chosen: {n} of at most {most}").format(
            n=len(chosen), most=self.most)))
        self.confirm.setEnabled(bool(chosen) and [*chosen] in [list(o) for o in self.options.get("options", [])])

    # the same operations as the controls
    def toggle(self, vassal: str, on: bool = True) -> None:
        box = self.boxes.get(vassal)
        if box is not None and (box.isEnabled() or not on):
            box.setChecked(on)

    def take_none(self) -> None:
        self.submit_command(Choose([]))

    def confirm_claim(self) -> None:
        chosen = self.chosen()
        if chosen and self.confirm.isEnabled():
            self.submit_command(Choose(chosen))

    def draft(self) -> dict[str, Any]:
        return {"chosen": self.chosen()}

    def restore(self, draft: dict[str, Any]) -> None:
        for v in draft.get("chosen", []):
            self.toggle(v)
