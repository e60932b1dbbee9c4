"""The draft scenario's decisions (engine/variants/draft_scenario.py): a house reshapes its own
start in the areas it was given, one change at a time, then says it is ready; once every start
is ready, each player approves the board or rejects it.

The changes are the ones the engine offers, listed in words; clicking an area on the map lists
only that area's. The widget never works out a change itself.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem

from ..words import names
from .common import DecisionWidget, action_button, confirm_row, fit_to_rows, text_label

translate = QCoreApplication.translate


def edit_text(edit: list[Any]) -> str:
    """One change to a start, e.g. "Winterfell: add a Footman"."""
    kind, area = edit[0], names.region(str(edit[1]))
    what = edit[2] if len(edit) > 2 else None
    texts = {
        "add-unit": translate("Scenario", "{area}: add a {unit}"),
        "remove-unit": translate("Scenario", "{area}: remove a {unit}"),
        "add-power": translate("Scenario", "{area}: place a Power token"),
        "remove-power": translate("Scenario", "{area}: take back your Power token"),
        "add-garrison": translate("Scenario", "{area}: a garrison of {n}"),
        "remove-garrison": translate("Scenario", "{area}: remove the garrison"),
    }
    text = texts.get(kind)
    if text is None:
        return f"{area}: {kind}"
    unit = names.unit(str(what)) if kind in ("add-unit", "remove-unit") else ""
    return text.format(area=area, unit=unit, n=what if what is not None else "")


# the area each seat last looked at: the next change's list (a new decision, a new widget) stays
# on it while it has changes left, so adding three footmen takes three clicks, not six
_LAST_AREA: dict[str, str] = {}


class ScenarioWidget(DecisionWidget):
    """Edit one's start (a list of the changes offered, filtered by the area clicked) or
    approve the board."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.prompt = self.options.get("prompt", "")
        offered = self.options["options"]
        if self.prompt == "scenario-approve":
            self.lay.addWidget(text_label(translate("Scenario", "The board"), bold=True, size=11))
            self.lay.addWidget(text_label(translate(
                "Scenario", "Every start is ready. Approve the board, or reject it and every house changes its "
                            "start again.")))
            for answer, label in (("approve", translate("Scenario", "Approve the board")),
                                  ("reject", translate("Scenario", "Reject the board"))):
                if answer in offered:
                    b = action_button(label, primary=answer == "approve")
                    b.clicked.connect(lambda _=False, a=answer: self.choose(a))
                    self.lay.addWidget(b)
            self.edits: list[list[Any]] = []
            self.areas: list[str] = []
            self.area: str | None = None
            return
        self.edits = [list(o) for o in offered if isinstance(o, (list, tuple))]
        self.areas = list(self.options.get("areas") or [])
        remembered = _LAST_AREA.get(self.seat)
        self.area = remembered if any(e[1] == remembered for e in self.edits) else None
        self.lay.addWidget(text_label(translate("Scenario", "Your start"), bold=True, size=11))
        self.lay.addWidget(text_label(translate(
            "Scenario", "Change your start in the areas marked on the map: add or remove units, place or take "
                        "back Power tokens, set garrisons. Click an area to see only its changes. Say you are "
                        "ready when your start suits you.")))
        self.filter_label = text_label()
        self.lay.addWidget(self.filter_label)
        self.list = QListWidget()
        self.list.itemDoubleClicked.connect(lambda _item: self.apply_selected())
        self.lay.addWidget(self.list)
        # both buttons in the row that stays in sight below the list (ACTIONS_NAME)
        self.apply_button = action_button(translate("Scenario", "Make this change"))
        self.apply_button.clicked.connect(self.apply_selected)
        self.ready_button = action_button(translate("Scenario", "Ready"), primary=True)
        self.ready_button.clicked.connect(lambda: self.choose("ready"))
        self.ready_button.setEnabled("ready" in offered)
        confirm_row(self.lay, self.ready_button).parentWidget().layout().insertWidget(0, self.apply_button)
        self._fill()

    def _fill(self) -> None:
        self.list.clear()
        for edit in self.edits:
            if self.area is not None and edit[1] != self.area:
                continue
            item = QListWidgetItem(edit_text(edit))
            item.setData(Qt.ItemDataRole.UserRole, edit)
            self.list.addItem(item)
        if self.list.count():
            self.list.setCurrentRow(0)
        fit_to_rows(self.list, 220)
        self.apply_button.setEnabled(self.list.count() > 0)
        self.filter_label.setText(
            translate("Scenario", "Changes in {area}:").format(area=names.region(self.area)) if self.area
            else translate("Scenario", "Every change you may make ({n}):").format(n=len(self.edits)))

    def apply_selected(self) -> bool:
        item = self.list.currentItem()
        return item is not None and self.choose(item.data(Qt.ItemDataRole.UserRole))

    def choose(self, option: Any) -> bool:
        return self.choose_offered(option)

    def region_clicked(self, region: str) -> None:
        if self.prompt != "scenario-edit" or region not in self.areas:
            return
        self.area = None if region == self.area else region
        if self.area is None:
            _LAST_AREA.pop(self.seat, None)
        else:
            _LAST_AREA[self.seat] = self.area
        self._fill()
        self.activate()

    def hint(self, region: str) -> str:
        if self.prompt == "scenario-edit" and region in self.areas:
            return translate("Scenario", "Click to see the changes you may make here.")
        return ""

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "candidate" for r in self.areas}
        if self.area:
            marks[self.area] = "source"
        self.scene.set_highlights(marks)
