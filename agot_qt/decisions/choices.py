"""Questions the rules ask with a list of answers: choices (card abilities, Westeros cards),
selecting units (casualties, reconciling supply, wildling penalties) and ordering tied houses.
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QListWidget, QListWidgetItem

from engine import commands as C

from ..words import names, prompts
from .common import DecisionWidget, action_button, confirm_row, fit_to_rows, text_label, unit_pixmap

translate = QCoreApplication.translate


# what a decision asks, in words (agot_qt/words/prompts.py)
prompt_title = prompts.title
prompt_text = prompts.text


def option_label(prompt: str, option: Any, options: dict[str, Any] | None = None) -> str:
    return prompts.option_label(prompt, option, options)


class ChooseWidget(DecisionWidget):
    """A choice among listed options: card abilities, Westeros cards, the blade, ties."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        prompt = self.options.get("prompt", "")
        self.prompt = prompt
        self.lay.addWidget(text_label(prompt_title(prompt), bold=True, size=11))
        text = prompt_text(prompt, self.options, self.view)
        if text:
            self.lay.addWidget(text_label(text))
        self.region_options = [o for o in self.options["options"] if isinstance(o, str)
                               and o in names.ruleset().regions]
        # choices that move something from an area to another ("From A to B"): on the map, click
        # the area it leaves, then the area it goes to
        regions = names.ruleset().regions
        self.pairs = [tuple(o) for o in self.options["options"] if isinstance(o, (list, tuple)) and len(o) == 2
                      and all(isinstance(r, str) and r in regions for r in o)]
        self.pair_source: str | None = None
        from ..panels.iron_bank import loan_text, loan_tooltip

        for opt in self.options["options"]:
            b = action_button(option_label(prompt, opt, self.options))
            if isinstance(opt, str) and prompts.is_house_card(opt):
                from ..panels.houses import card_tooltip

                b.setToolTip(card_tooltip(opt))
            elif isinstance(opt, str) and loan_text(opt):  # a loan: what it does
                b.setToolTip(loan_tooltip(opt))
            b.clicked.connect(lambda _=False, o=opt: self.choose(o))
            self.lay.addWidget(b)

    def choose(self, option: Any) -> bool:
        return self.choose_offered(option)

    def region_clicked(self, region: str) -> None:
        if region in self.region_options:
            self.choose(region)
        elif self.pair_source is not None and (self.pair_source, region) in self.pairs:
            self.choose([self.pair_source, region])
        elif any(src == region for src, _ in self.pairs):
            self.pair_source = None if region == self.pair_source else region
            self.activate()

    def hint(self, region: str) -> str:
        if region in self.region_options:
            return translate("Decisions", "Click to choose this area.")
        if self.pair_source is not None and (self.pair_source, region) in self.pairs:
            return translate("Decisions", "Click to choose: from {source} to here.").format(
                source=names.region(self.pair_source))
        if any(src == region for src, _ in self.pairs):
            return translate("Decisions", "Click, then click where it goes.")
        return ""

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "candidate" for r in self.region_options}
        if self.pair_source is None:
            marks.update({src: "candidate" for src, _ in self.pairs})
        else:
            marks.update({dest: "legal" for src, dest in self.pairs if src == self.pair_source})
            marks[self.pair_source] = "source"
        c = self.view.get("combat")
        if c:
            marks.setdefault(c["area"], "combat")
        self.scene.set_highlights(marks)


class SelectUnitsWidget(DecisionWidget):
    """Pick units on the board (casualties, supply, wildling penalties, swaps)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.candidates: list[tuple[str, str]] = [tuple(c) for c in o["candidates"]]  # type: ignore[misc]
        self.lo, self.hi = o["min"], o["max"]
        self.picked: list[int] = []
        self.lay.addWidget(text_label(prompt_title(o.get("prompt", "")), bold=True, size=11))
        rule = o.get("rule")
        if self.lo == self.hi:
            text = translate("Decisions", "Choose {n} unit(s).").format(n=self.lo)
        else:
            text = translate("Decisions", "Choose {lo} to {hi} units.").format(lo=self.lo, hi=self.hi)
        if rule == "supply":
            text += " " + translate("Decisions", "Your armies must fit your supply; remove no more than needed.")
        elif rule == "one-area":
            text += " " + translate("Decisions", "All from one area.")
        elif rule == "worth":
            text += " " + translate("Decisions", "Remove units worth {n} mustering points (a knight is worth 2), "
                                                 "none more than needed.").format(n=o.get("worth", 0))
        extra = prompt_text(o.get("prompt", ""), o, self.view)
        self.lay.addWidget(text_label(text + (f"<br><i>{extra}</i>" if extra else "")))
        self.list = QListWidget()
        for region, unit in self.candidates:
            a = self.view["units"].get(region)
            item = QListWidgetItem(QIcon(unit_pixmap(unit, a["house"] if a else self.seat, 22)),
                                   f"{names.region(region)} — {names.unit(unit)}")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.itemChanged.connect(self._item_changed)
        self.list.setIconSize(QSize(22, 22))
        fit_to_rows(self.list, 190)
        self.lay.addWidget(self.list)
        self.count = text_label()
        self.lay.addWidget(self.count)
        self.confirm = action_button(translate("Decisions", "Confirm"), primary=True)
        self.confirm.clicked.connect(self.submit)
        confirm_row(self.lay, self.confirm)
        self._refresh()

    def toggle(self, index: int) -> None:
        if index in self.picked:
            self.picked.remove(index)
        elif len(self.picked) < self.hi:
            self.picked.append(index)
        self._refresh()

    def select(self, units: list[tuple[str, str]] | list[list[str]]) -> bool:
        """Pick exactly these (region, unit) pairs."""
        self.picked = []
        for pair in units:
            pair = tuple(pair)
            idx = next((i for i, c in enumerate(self.candidates) if c == pair and i not in self.picked), None)
            if idx is None:
                self._refresh()
                return False
            self.picked.append(idx)
        self._refresh()
        return True

    def ready(self) -> bool:
        return self.lo <= len(self.picked) <= self.hi

    def submit(self) -> None:
        if self.ready():
            self.submit_command(C.SelectUnits(tuple(self.candidates[i] for i in sorted(self.picked))))

    def draft(self) -> dict[str, Any]:
        return {"units": [list(self.candidates[i]) for i in self.picked]}

    def restore(self, draft: dict[str, Any]) -> None:
        if draft.get("units"):
            self.select(draft["units"])

    def _item_changed(self, item: QListWidgetItem) -> None:
        idx = self.list.row(item)
        on = item.checkState() == Qt.CheckState.Checked
        if on != (idx in self.picked):
            self.toggle(idx)

    def unit_clicked(self, region: str, unit: str, routed: bool) -> None:
        picked_same = [i for i in self.picked if self.candidates[i] == (region, unit)]
        free = [i for i, c in enumerate(self.candidates) if c == (region, unit) and i not in self.picked]
        if free and len(self.picked) < self.hi:
            self.toggle(free[0])
        elif picked_same:
            self.toggle(picked_same[-1])

    def hint(self, region: str) -> str:
        if any(r == region for r, _ in self.candidates):
            return translate("Decisions", "Click a unit here to choose it.")
        return ""

    def _refresh(self) -> None:
        self.list.blockSignals(True)
        for i in range(self.list.count()):
            self.list.item(i).setCheckState(Qt.CheckState.Checked if i in self.picked else Qt.CheckState.Unchecked)
        self.list.blockSignals(False)
        self.count.setText(translate("Decisions", "Chosen: {n}").format(n=len(self.picked)))
        self.confirm.setEnabled(self.ready())
        self.activate()

    def activate(self) -> None:
        self.scene.clear_overlays()
        self.scene.set_highlights({r: "candidate" for r, _ in self.candidates})
        self.scene.set_selected_units([(self.candidates[i][0], self.candidates[i][1], False) for i in self.picked])


class OrderHousesWidget(DecisionWidget):
    """Settle a tie: put the houses in order (drag, or the arrows)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.lay.addWidget(text_label(translate("Decisions", "Settle a tie"), bold=True, size=11))
        self.lay.addWidget(text_label(translate("Decisions", "{what}: as holder of the Iron Throne, put the tied "
                                                         "houses in order (first place on top).").format(
            what=prompt_title(o.get("prompt", "")))))
        self.list = QListWidget()
        self.list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        for h in o["houses"]:
            item = QListWidgetItem(names.house(h))
            item.setData(Qt.ItemDataRole.UserRole, h)
            self.list.addItem(item)
        self.list.setMaximumHeight(30 * len(o["houses"]) + 10)
        self.lay.addWidget(self.list)
        row = QHBoxLayout()
        up, down = action_button("▲"), action_button("▼")
        up.clicked.connect(lambda: self._shift(-1))
        down.clicked.connect(lambda: self._shift(1))
        row.addWidget(up)
        row.addWidget(down)
        row.addStretch(1)
        b = action_button(translate("Decisions", "Confirm order"), primary=True)
        b.clicked.connect(self.submit)
        row.addWidget(b)
        self.lay.addLayout(row)

    def order(self) -> list[str]:
        return [self.list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.list.count())]

    def set_order(self, houses: list[str]) -> bool:
        if sorted(houses) != sorted(self.options["houses"]):
            return False
        self.list.clear()
        for h in houses:
            item = QListWidgetItem(names.house(h))
            item.setData(Qt.ItemDataRole.UserRole, h)
            self.list.addItem(item)
        return True

    def _shift(self, d: int) -> None:
        row = self.list.currentRow()
        if row < 0 or not 0 <= row + d < self.list.count():
            return
        item = self.list.takeItem(row)
        self.list.insertItem(row + d, item)
        self.list.setCurrentRow(row + d)

    def submit(self) -> None:
        self.submit_command(C.OrderHouses(tuple(self.order())))

    def draft(self) -> dict[str, Any]:
        return {"order": self.order()}

    def restore(self, draft: dict[str, Any]) -> None:
        if draft.get("order"):
            self.set_order(draft["order"])
