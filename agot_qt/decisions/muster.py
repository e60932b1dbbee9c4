"""Mustering: raising units in castles and strongholds with their mustering points."""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QComboBox, QGridLayout, QListWidget, QPushButton, QSizePolicy

from engine import commands as C

from ..words import names
from .common import DecisionWidget, text_label, undo_confirm_row, unit_pixmap

translate = QCoreApplication.translate


class MusterWidget(DecisionWidget):
    """Click a castle, pick units to raise there; points and reserves are counted as you go."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.castles: dict[str, dict[str, Any]] = o["castles"]
        self.actions: list[tuple[str, str, str]] = []
        self.castle: str | None = sorted(self.castles)[0] if self.castles else None
        self.lay.addWidget(text_label(translate("Decisions", "Muster"), bold=True, size=11))
        self.help = text_label(translate("Decisions", "Click one of your castles or strongholds, then choose units "
                                                  "to raise there."))
        self.lay.addWidget(self.help)
        self.castle_box = QComboBox()
        for c in sorted(self.castles):
            self.castle_box.addItem(names.region(c), c)
        self.castle_box.currentIndexChanged.connect(lambda _: self.select_castle(self.castle_box.currentData()))
        self.lay.addWidget(self.castle_box)
        self.points = text_label()
        self.lay.addWidget(self.points)
        grid = QGridLayout()
        self.unit_buttons: dict[str, QPushButton] = {}
        for i, unit in enumerate(self.offered()):
            base = unit.split(":")[-1]
            b = QPushButton(QIcon(unit_pixmap(base, self.seat, 26)), "")
            b.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
            b.clicked.connect(lambda _=False, u=unit: self._add_clicked(u))
            grid.addWidget(b, i // 2, i % 2)
            self.unit_buttons[unit] = b
        self.lay.addLayout(grid)
        self.ship_box = QComboBox()
        self.lay.addWidget(self.ship_box)
        self.plan = QListWidget()
        self.plan.setMaximumHeight(110)
        self.lay.addWidget(self.plan)
        self.undo, self.confirm = undo_confirm_row(
            self.lay, translate("Decisions", "Remove last"), self.remove_last,
            translate("Decisions", "Finish mustering"), self.submit)
        self._refresh()

    def offered(self) -> list[str]:
        """The units and upgrades this house may muster, as the decision offers them (a house without
        siege engines, Targaryen, gets no siege-engine button)."""
        o = self.options
        units = [u for u in ("footman", "knight", "siege-engine", "ship") if u in o["costs"] and u in o["reserve"]]
        units += [u for u in o["costs"] if u in o["reserve"] and u not in units]
        return units + ["upgrade:" + u for u in ("knight", "siege-engine") if u in o.get("upgrade_costs", {})]

    def cost(self, unit: str) -> int:
        o = self.options
        if unit.startswith("upgrade:"):
            return o["upgrade_costs"][unit.split(":")[1]]
        return o["costs"][unit]

    def points_left(self, castle: str) -> int:
        return self.castles[castle]["points"] - sum(self.cost(u) for c, u, _ in self.actions if c == castle)

    def reserve_left(self, unit: str) -> int:
        n = self.options["reserve"].get(unit, 0)
        for _, u, _ in self.actions:
            if u == unit or u == "upgrade:" + unit:
                n -= 1
            if u.startswith("upgrade:") and unit == "footman":
                n += 1
        return n

    def footmen_in(self, castle: str) -> int:
        a = self.view["units"].get(castle)
        n = a["units"].count("footman") if a and a["house"] == self.seat else 0
        n += sum(1 for c, u, d in self.actions if u == "footman" and d == castle)
        n -= sum(1 for c, u, d in self.actions if u.startswith("upgrade:") and d == castle)
        return n

    def can_add(self, castle: str, unit: str, dest: str | None = None) -> bool:
        if unit not in self.offered() or castle not in self.castles or self.cost(unit) > self.points_left(castle):
            return False
        base = unit.split(":")[-1]
        if self.reserve_left(base) <= 0:
            return False
        if unit == "ship":
            return bool(self.castles[castle]["ship_destinations"]) and (
                dest is None or dest in self.castles[castle]["ship_destinations"])
        if unit.startswith("upgrade:"):
            return self.footmen_in(castle) > 0
        return True

    def select_castle(self, castle: str | None) -> None:
        if castle in self.castles:
            self.castle = castle
            self._refresh()

    def add(self, castle: str, unit: str, dest: str | None = None) -> bool:
        if unit == "ship":
            dest = dest or (self.castles[castle]["ship_destinations"] or [None])[0]
        else:
            dest = castle
        if dest is None or not self.can_add(castle, unit, dest):
            return False
        self.actions.append((castle, unit, dest))
        self._refresh()
        return True

    def remove_last(self) -> None:
        if self.actions:
            self.actions.pop()
            self._refresh()

    def submit(self) -> None:
        self.submit_command(C.Muster(tuple(self.actions)))

    def draft(self) -> dict[str, Any]:
        return {"actions": [list(a) for a in self.actions], "castle": self.castle}

    def restore(self, draft: dict[str, Any]) -> None:
        for castle, unit, dest in draft.get("actions", []):
            self.add(castle, unit, dest)
        if draft.get("castle"):
            self.select_castle(draft["castle"])

    def _add_clicked(self, unit: str) -> None:
        if self.castle:
            self.add(self.castle, unit, self.ship_box.currentData() if unit == "ship" else None)

    def region_clicked(self, region: str) -> None:
        if region in self.castles:
            self.select_castle(region)
        elif self.castle and region in self.castles[self.castle]["ship_destinations"]:
            self.add(self.castle, "ship", region)

    def hint(self, region: str) -> str:
        if region in self.castles:
            return translate("Decisions", "Muster here: {n} point(s) left.").format(n=self.points_left(region))
        return ""

    def _refresh(self) -> None:
        # each castle in the list shows the points it has left, so the player sees where
        # mustering is still possible without picking every castle in turn
        for i in range(self.castle_box.count()):
            castle = self.castle_box.itemData(i)
            self.castle_box.setItemText(i, names.aside(names.region(castle), "{left}/{total}".format(
                left=self.points_left(castle), total=self.castles[castle]["points"])))
        c = self.castle
        if c is not None:
            i = self.castle_box.findData(c)
            self.castle_box.blockSignals(True)
            self.castle_box.setCurrentIndex(i)
            self.castle_box.blockSignals(False)
            self.points.setText(translate("Decisions", "{castle}: {left} of {total} mustering point(s) left.")
                                .format(castle=names.region(c), left=self.points_left(c),
                                        total=self.castles[c]["points"]))
            self.ship_box.clear()
            for d in self.castles[c]["ship_destinations"]:
                self.ship_box.addItem(translate("Decisions", "Ship to {area}").format(area=names.region(d)), d)
            self.ship_box.setVisible(bool(self.castles[c]["ship_destinations"]))
        for unit, b in self.unit_buttons.items():
            label = names.unit(unit) if not unit.startswith("upgrade:") else "↑ " + names.unit(unit.split(":")[1])
            b.setText(names.aside(label, str(self.cost(unit))))
            b.setEnabled(c is not None and self.can_add(c, unit))
            b.setToolTip(translate("Decisions", "{n} left in your reserve").format(
                n=self.reserve_left(unit.split(':')[-1])))
        self.plan.clear()
        for castle, unit, dest in self.actions:
            where = names.region(dest) if dest != castle else names.region(castle)
            self.plan.addItem(f"{names.unit(unit)} → {where}")
        self.undo.setEnabled(bool(self.actions))
        self.activate()

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "candidate" for r in self.castles}
        if self.castle:
            marks[self.castle] = "selected"
            for d in self.castles[self.castle]["ship_destinations"]:
                marks.setdefault(d, "legal")
        self.scene.set_highlights(marks)
        planned: dict[str, list[str]] = {}  # what the plan raises, drawn on the map until it is confirmed
        for _castle, unit, dest in self.actions:
            planned.setdefault(dest, []).append(unit.split(":")[-1])
        self.scene.set_muster_preview(planned, self.seat)
