"""Questions the rules ask with a list of answers: choices (card abilities, Westeros cards),
selecting units (casualties, reconciling supply, wildling penalties) and ordering tied houses.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QAbstractItemView, QHBoxLayout, QListWidget, QListWidgetItem

from engine import commands as C

from ..words import names
from .common import DecisionWidget, action_button, confirm_row, fit_to_rows, text_label, unit_pixmap

translate = QCoreApplication.translate


def prompt_title(prompt: str) -> str:
    titles = {
        "valyrian-steel-blade": translate("Decisions", "Valyrian Steel Blade"),
        "valyrian-steel-blade-redraw": translate("Decisions", "Valyrian Steel Blade"),
        "special-consolidate-power": translate("Decisions", "Special Consolidate Power"),
        "port-takeover": translate("Decisions", "Ships in a captured port"),
        "raven-peek": translate("Decisions", "The top wildling card"),
        "wildlings-lowest-bidder": translate("Decisions", "Tie for the lowest bid"),
        "wildlings-highest-bidder": translate("Decisions", "Tie for the highest bid"),
        "casualties": translate("Decisions", "Casualties"),
        "reconcile-supply": translate("Decisions", "Supply limit"),
        "supply": translate("Decisions", "Supply limit"),
        "preemptive-raid-track": translate("Decisions", "Preemptive Raid"),
        "a-king-beyond-the-wall-nw": translate("Decisions", "A King Beyond the Wall"),
        "crow-killers-footmen": names.any_id("crow-killers"),
        "special-raid-more": translate("Decisions", "Starred raid: a second order"),
        "nights-watch-card-back": translate("Decisions", "The Night's Watch holds"),
        "wildlings-losses": translate("Decisions", "The wildlings win"),
        "objective-pool": translate("Decisions", "Shifting Ambitions"),
    }
    if prompt in titles:
        return titles[prompt]
    from ..panels.iron_bank import is_bank_prompt

    if is_bank_prompt(prompt):
        return translate("IronBank", "The Iron Bank")
    if prompt.startswith("clash-of-kings:"):
        return names.bid_purpose(prompt)
    return names.any_id(prompt)


def prompt_text(prompt: str, options: dict[str, Any], view: dict[str, Any]) -> str:
    rs = names.ruleset()
    from ..panels.iron_bank import bank_prompt_text, is_bank_prompt

    if is_bank_prompt(prompt):
        return bank_prompt_text(prompt, options)
    if prompt in ("valyrian-steel-blade", "valyrian-steel-blade-redraw"):
        text = translate("Decisions", "You hold the Valyrian Steel Blade: use it once this round in this battle?")
        st = options.get("strengths")
        if st:
            text += "<br>" + translate("Decisions", "Attacker {a}, defender {d} so far.").format(
                a=sum(st["attacker"].values()), d=sum(st["defender"].values()))
        return text
    if prompt == "special-consolidate-power":
        return translate("Decisions", "Consolidate power in {area}, or muster there?").format(
            area=names.region(options.get("region", "")))
    if prompt == "special-raid-more":
        return translate("Decisions", "Your starred raid from {area} may remove one more adjacent order.").format(
            area=names.region(options.get("source", "")))
    if prompt == "nights-watch-card-back":
        return translate("Decisions", "You bid the most: take one of your used house cards back?")
    if prompt == "port-takeover":
        return translate("Decisions", "How many enemy ships in {port} become yours (the rest are destroyed)?") \
            .format(port=names.region(options.get("port", "")))
    if prompt == "raven-peek":
        card = options.get("card", "")
        parts = [translate("Decisions", "The top wildling card is <b>{card}</b>. Leave it on top or put it at "
                                        "the bottom of the deck?").format(card=html.escape(names.card(card)))]
        for label, t in names.wildling_texts(card):
            parts.append(names.pair(f"<u>{html.escape(label)}</u>", html.escape(t)))
        return "<br>".join(parts)
    if prompt in rs.house_cards and options.get("opponent_card"):  # an ability that may cancel a card
        card = options["opponent_card"]
        return (translate("Decisions", "Your opponent revealed <b>{card}</b>. Cancel it?")
                .format(card=html.escape(names.card(card))) + "<br><i>"
                + html.escape(names.house_card_text(prompt)) + "</i>")
    if prompt == "objective-pool":
        return translate("Decisions", "Take one objective card from the pool into your hand.")
    if prompt == "crow-killers-footmen":
        return translate("Decisions", "Too few footmen are left in your reserve: choose the knights that "
                                      "become footmen. Your other knights are destroyed.")
    if prompt in rs.house_cards:
        return html.escape(names.house_card_text(prompt))
    if prompt in rs.westeros_cards:
        return html.escape(names.westeros_text(prompt))
    if names.wildling_card(prompt):
        return "<br>".join(names.pair(f"<u>{html.escape(a)}</u>", html.escape(b)) for a, b in names.wildling_texts(prompt))
    if prompt.startswith("wildlings-"):
        return translate("Decisions", "As holder of the Iron Throne, decide which house is affected.")
    return ""


def option_label(prompt: str, option: Any) -> str:
    if isinstance(option, bool):
        return translate("Decisions", "Yes") if option else translate("Decisions", "No")
    if isinstance(option, int):
        return str(option)
    if option == "none" and prompt in names.ruleset().house_cards:
        return translate("Decisions", "Do not use the ability")
    if option == "discard" and prompt == "alayne-stone":
        return translate("Decisions", "Pay 2 power: the opponent discards all its available power")
    if isinstance(option, str) and option in names.ruleset().objective_cards:  # the pool's cards, with their text
        return f"{names.objective(option)} — {names.objective_text(option)}"
    label = names.any_id(option)
    return label[:1].upper() + label[1:]  # a button's label, not a word inside a sentence


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
        from ..panels.iron_bank import bank_option_label, loan_text, loan_tooltip

        for opt in self.options["options"]:
            b = action_button(bank_option_label(prompt, opt, self.options) or option_label(prompt, opt))
            if isinstance(opt, str) and opt in names.ruleset().house_cards:
                from ..panels.houses import card_tooltip

                b.setToolTip(card_tooltip(opt))
            elif isinstance(opt, str) and loan_text(opt):  # a loan: what it does
                b.setToolTip(loan_tooltip(opt))
            b.clicked.connect(lambda _=False, o=opt: self.choose(o))
            self.lay.addWidget(b)

    def choose(self, option: Any) -> bool:
        if option not in self.options["options"]:
            return False
        self.submit_command(C.Choose(option))
        return True

    def region_clicked(self, region: str) -> None:
        if region in self.region_options:
            self.choose(region)

    def hint(self, region: str) -> str:
        return translate("Decisions", "Click to choose this area.") if region in self.region_options else ""

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "candidate" for r in self.region_options}
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
