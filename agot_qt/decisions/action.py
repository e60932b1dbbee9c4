"""The action phase's own decisions: resolving a raid and planning a march."""
from __future__ import annotations

import html
from collections import Counter
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QCheckBox, QVBoxLayout

from engine import commands as C
from engine.ruleset import ruleset_of_view

from ..words import names
from ..board.items import UnitItem
from .common import DecisionWidget, action_button, order_pixmap, text_label, undo_confirm_row

translate = QCoreApplication.translate


class RaidWidget(DecisionWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.raids: dict[str, list[str]] = self.options["raids"]
        self.source: str | None = sorted(self.raids)[0] if len(self.raids) == 1 else None
        self.lay.addWidget(text_label(translate("Decisions", "Resolve a raid"), bold=True, size=11))
        self.help = text_label()
        self.lay.addWidget(self.help)
        self.buttons = QVBoxLayout()
        self.lay.addLayout(self.buttons)
        self._refresh()

    def select_source(self, region: str) -> None:
        if region in self.raids:
            self.source = region
            self._refresh()

    def draft(self) -> dict[str, Any]:
        return {"source": self.source}

    def restore(self, draft: dict[str, Any]) -> None:
        if draft.get("source"):
            self.select_source(draft["source"])

    def raid(self, target: str) -> bool:
        if self.source is None or (target and target not in self.raids[self.source]):
            return False
        self.submit_command(C.ResolveRaid(self.source, target))
        return True

    def region_clicked(self, region: str) -> None:
        if region in self.raids:
            self.select_source(region)
        elif self.source and region in self.raids[self.source]:
            self.raid(region)

    def hint(self, region: str) -> str:
        if region in self.raids:
            return translate("Decisions", "Your raid order: click to resolve it.")
        if self.source and region in self.raids[self.source]:
            return translate("Decisions", "Click to raid this order.")
        return ""

    def _clear_buttons(self) -> None:
        while self.buttons.count():
            w = self.buttons.takeAt(0).widget()
            if w:
                w.deleteLater()

    def _refresh(self) -> None:
        self._clear_buttons()
        if self.source is None:
            self.help.setText(translate("Decisions", "Choose which of your raid orders to resolve now."))
            for r in sorted(self.raids):
                b = action_button(names.region(r))
                b.clicked.connect(lambda _=False, r=r: self.select_source(r))
                self.buttons.addWidget(b)
        else:
            if self.raids[self.source]:
                self.help.setText(translate("Decisions", "Raid from {region}: remove an adjacent enemy order.")
                                  .format(region=names.region(self.source)))
            else:  # nothing to raid: say so rather than ask for a target that is not there
                self.help.setText(translate("Decisions", "No enemy order next to {region} can be raided: the raid is "
                                                         "removed without effect.").format(region=names.region(self.source)))
            for t in self.raids[self.source]:
                o = self.view.get("orders", {}).get(t)
                text = names.region(t) + (" — " + names.pair(names.house(o["house"]), names.token(o["token"])) if o else "")
                b = action_button(text)
                if o:
                    b.setIcon(QIcon(order_pixmap(o["token"], o["house"], 22)))
                b.clicked.connect(lambda _=False, t=t: self.raid(t))
                self.buttons.addWidget(b)
            skip = action_button(translate("Decisions", "Remove the raid without effect"))
            skip.clicked.connect(lambda: self.raid(""))
            self.buttons.addWidget(skip)
            if len(self.raids) > 1:
                back = action_button(translate("Decisions", "Choose another raid"))
                back.clicked.connect(lambda: self._back())
                self.buttons.addWidget(back)
        self.activate()

    def _back(self) -> None:
        self.source = None
        self._refresh()

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "source" for r in self.raids}
        if self.source:
            marks = {self.source: "selected"}
            marks.update({t: "target" for t in self.raids[self.source]})
        self.scene.set_highlights(marks)


class MarchWidget(DecisionWidget):
    """Drag units from the marching area onto highlighted destinations; split, then confirm."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.marches: dict[str, dict[str, Any]] = self.options["marches"]
        self.source: str | None = sorted(self.marches)[0] if len(self.marches) == 1 else None
        self.moves: dict[str, list[str]] = {}
        self.leave_token = False
        self.selected: list[str] = []  # units picked in the source (click to pick several)
        self.lay.addWidget(text_label(translate("Decisions", "March"), bold=True, size=11))
        self.help = text_label()
        self.lay.addWidget(self.help)
        self.sources_box = QVBoxLayout()
        self.lay.addLayout(self.sources_box)
        self.pick_all_button = action_button(translate("Decisions", "Pick the whole army"))
        self.pick_all_button.clicked.connect(self.pick_all)
        self.lay.addWidget(self.pick_all_button)
        self.plan = text_label()
        self.lay.addWidget(self.plan)
        self.feedback = text_label()  # why the last drop or click did not move anything
        self.feedback.setStyleSheet("color: #a3261c;")
        self.lay.addWidget(self.feedback)
        self.leave_box = QCheckBox(translate("Decisions", "Leave a power token behind (keeps control)"))
        self.leave_box.toggled.connect(self.set_leave_token)
        self.lay.addWidget(self.leave_box)
        self.undo_button, self.confirm_button = undo_confirm_row(
            self.lay, translate("Decisions", "Undo moves"), self.reset,
            translate("Decisions", "Confirm march"), self.submit)
        self._refresh()

    @property
    def info(self) -> dict[str, Any] | None:
        return self.marches.get(self.source) if self.source else None

    def remaining(self) -> list[str]:
        if not self.info:
            return []
        left = Counter(self.info["units"])
        for us in self.moves.values():
            left.subtract(us)
        return sorted(left.elements())

    def select_source(self, region: str) -> None:
        if region in self.marches and region != self.source:
            self.source = region
            self.moves = {}
            self.selected = []
            self.leave_token = False
            self._refresh()

    def flying(self, units: list[str]) -> bool:
        """True for a group made only of units that fly (dragons): such a group alone may go to the
        decision's `flight_destinations` besides its normal destinations."""
        rs = ruleset_of_view(self.view) if self.view.get("ruleset") else names.ruleset()
        return bool(units) and all(getattr(rs.unit_types.get(u), "flies", False) for u in units)

    def flight_destinations(self) -> list[str]:
        return list((self.info or {}).get("flight_destinations", []))

    def combat_areas(self) -> set[str]:
        """Where marching starts a battle: the decision says so for its destinations; an area only
        flying units reach starts one when another house's units or a neutral force stand in it."""
        info = self.info or {}
        out = set(info.get("combat", []))
        for d in self.flight_destinations():
            a = self.view.get("units", {}).get(d)
            if (a and a["house"] != self.seat) or d in self.view.get("neutral", {}):
                out.add(d)
        return out

    def legal_destination(self, dest: str, units: list[str] | None = None) -> bool:
        """Whether `units` (by default the picked ones) may go to `dest` with the moves planned."""
        info = self.info
        if info is None:
            return False
        if dest not in info["destinations"]:
            group = self.moves.get(dest, []) + list(self.selected if units is None else units)
            if dest not in self.flight_destinations() or not self.flying(group):
                return False
        combat = self.combat_areas()
        if dest in combat:
            others = [d for d in self.moves if d in combat and d != dest and self.moves[d]]
            if others:
                return False  # one combat per march
        return True

    def move(self, dest: str, units: list[str]) -> bool:
        """Plan `units` to go from the source to `dest`; refused (nothing changes) when illegal."""
        if not units or not self.legal_destination(dest, units):
            return False
        left = Counter(self.remaining())
        need = Counter(units)
        if any(left[u] < n for u, n in need.items()):
            return False
        self.moves.setdefault(dest, []).extend(units)
        self.selected = []
        self.feedback.setText("")
        self._refresh()
        return True

    def refusal(self, dest: str) -> str:
        """Why the picked units cannot go to `dest`, from what the decision offers."""
        info = self.info
        if info is None or dest == self.source:
            return ""
        area = names.region(dest)
        if dest in self.flight_destinations() and dest not in info["destinations"]:
            return translate("Decisions", "{area} can be reached only by flying units marching there alone.").format(
                area=area)
        if dest in info["destinations"] and not self.legal_destination(dest):
            return translate("Decisions", "{area}: a march may start only one battle, and these moves already "
                                          "start one.").format(area=area)
        return translate("Decisions", "{area} cannot be reached from {source}: units march to a green area next "
                                      "to it, or along a chain of your ships.").format(
            area=area, source=names.region(self.source))

    def _refuse(self, dest: str) -> None:
        self.feedback.setText(self.refusal(dest))

    def pick_all(self) -> None:
        """Pick every unit still in the source (then click or drag them to a destination)."""
        self.selected = list(self.remaining())
        self.feedback.setText("")
        self._refresh()

    def reset(self) -> None:
        self.moves = {}
        self.selected = []
        self.leave_token = False
        self.feedback.setText("")
        self._refresh()

    def draft(self) -> dict[str, Any]:
        return {"source": self.source, "moves": {d: list(us) for d, us in self.moves.items()},
                "leave": self.leave_token}

    def restore(self, draft: dict[str, Any]) -> None:
        if draft.get("source"):
            self.select_source(draft["source"])
        for dest, units in draft.get("moves", {}).items():
            self.move(dest, list(units))
        if draft.get("leave"):
            self.leave_box.setChecked(True)

    def set_leave_token(self, on: bool) -> None:
        self.leave_token = bool(on) and self._can_leave()
        self._refresh()

    def _can_leave(self) -> bool:
        info = self.info
        return bool(info and info["can_leave_power_token"] and not self.remaining() and self.moves)

    def command(self) -> C.ResolveMarch | None:
        if self.source is None:
            return None
        moves = tuple((d, tuple(sorted(us))) for d, us in sorted(self.moves.items()) if us)
        return C.ResolveMarch(self.source, moves, self.leave_token and self._can_leave())

    def submit(self) -> None:
        cmd = self.command()
        if cmd is not None:
            self.submit_command(cmd)

    # map
    def units_dropped(self, source: str, dest: str, units: list[str]) -> None:
        if source == self.source and not self.move(dest, units):
            self._refuse(dest)

    def army_clicked(self, region: str) -> None:
        if region == self.source:
            self.pick_all()

    def unit_clicked(self, region: str, unit: str, routed: bool) -> None:
        if region != self.source and region in self.marches and not routed:
            self.select_source(region)  # the first click on a unit of another march picks that unit too
        if region != self.source or routed:
            return
        left = Counter(self.remaining())
        have = Counter(self.selected)
        if have[unit] < left[unit]:
            self.selected.append(unit)
        elif unit in self.selected:
            self.selected = [u for u in self.selected if u != unit]
        self.feedback.setText("")
        self._refresh()

    def region_clicked(self, region: str) -> None:
        if region in self.marches and region != self.source:
            self.select_source(region)
        elif self.selected and region != self.source and not self.move(region, list(self.selected)):
            self._refuse(region)

    def hint(self, region: str) -> str:
        info = self.info
        if region in self.marches and region != self.source:
            return translate("Decisions", "Your march order: click to march from here.")
        if info is None:
            return ""
        if region == self.source:
            return translate("Decisions", "Drag units from here onto a highlighted area.")
        if region in info["destinations"] or (region in self.flight_destinations() and self.legal_destination(region)):
            if not self.legal_destination(region):
                return translate("Decisions", "A march may start only one battle.")
            if region in self.combat_areas():
                return translate("Decisions", "Marching here starts a battle.")
            return translate("Decisions", "You may march here.")
        return ""

    def _show_selection(self) -> None:
        if self.source:
            self.scene.set_selected_units([(self.source, u, False) for u in self.selected])
            # mark as many figures as picked, figure by figure
            counts = Counter(self.selected)
            for it in self.scene.pieces.get(self.source, []):
                if isinstance(it, UnitItem) and not it.ghost:
                    on = counts[it.unit] > 0
                    if on:
                        counts[it.unit] -= 1
                    it.set_selected(on)

    def _clear_sources(self) -> None:
        while self.sources_box.count():
            w = self.sources_box.takeAt(0).widget()
            if w:
                w.hide()  # out of the layout at once, not only when Qt gets round to deleting it
                w.deleteLater()

    def _refresh(self) -> None:
        self._clear_sources()
        info = self.info
        if info is None:
            self.help.setText(translate("Decisions", "Choose which of your march orders to resolve now."))
            for r in sorted(self.marches):
                b = action_button(f"{names.region(r)} — {names.units(self.marches[r]['units'])}")
                b.clicked.connect(lambda _=False, r=r: self.select_source(r))
                self.sources_box.addWidget(b)
            self.plan.setText("")
        else:
            self.help.setText(translate(
                "Decisions", "March from {region}: drag units onto a green area (red: battle; only one "
                "battle per march), or click units to pick them (double-click: the whole army) and then "
                "click or drag to an area.").format(region=names.region(self.source)))
            if len(self.marches) > 1:
                b = action_button(translate("Decisions", "Resolve another march order"))
                b.clicked.connect(self._back)
                self.sources_box.addWidget(b)
            lines = []
            for d, us in sorted(self.moves.items()):
                battle = " ⚔" if d in self.combat_areas() else ""
                lines.append("→ " + html.escape(names.pair(names.region(d), names.units(us))) + battle)
            stay = Counter(self.remaining())
            if self.selected:
                lines.append("<b>" + translate("Decisions", "Picked: {units}").format(
                    units=html.escape(names.units(sorted(self.selected)))) + "</b>")
                stay.subtract(self.selected)
            if +stay:
                lines.append(translate("Decisions", "Staying: {units}").format(
                    units=html.escape(names.units(sorted((+stay).elements())))))
            if not self.moves:
                lines.append("<i>" + translate("Decisions", "No moves yet: confirming removes the order "
                                                            "without moving.") + "</i>")
            self.plan.setText("<br>".join(lines))
        can_leave = self._can_leave()
        self.leave_box.blockSignals(True)
        self.leave_box.setChecked(self.leave_token and can_leave)
        self.leave_box.setEnabled(can_leave)
        self.leave_box.setVisible(bool(info and info["can_leave_power_token"]))
        self.leave_box.blockSignals(False)
        self.confirm_button.setEnabled(info is not None)
        self.undo_button.setEnabled(bool(self.moves))
        self.pick_all_button.setVisible(info is not None)
        self.pick_all_button.setEnabled(bool(self.remaining()) and Counter(self.selected) != Counter(self.remaining()))
        self.activate()

    def _back(self) -> None:
        self.source = None
        self.moves = {}
        self._refresh()

    def activate(self) -> None:
        self.scene.clear_overlays()
        info = self.info
        if info is None:
            self.scene.set_highlights({r: "source" for r in self.marches})
            return
        marks = {self.source: "selected"}
        combat = self.combat_areas()
        for d in info["destinations"] + self.flight_destinations():  # flight: once only flyers are picked
            if self.legal_destination(d):
                marks[d] = "combat" if d in combat else "legal"
        self.scene.set_highlights(marks)
        self.scene.set_draggable(self.source)
        self.scene.set_march_plan(self.source, self.moves, self.seat)
        self._show_selection()
