"""Combat decisions: declaring support, choosing a house card, retreating, and the combat panel
that shows the strengths while they are decided.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QLabel, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from engine import commands as C

from ..words import names
from ..style import theme
from ..model import combat_preview
from .common import DecisionWidget, action_button, confirm_row, text_label

translate = QCoreApplication.translate


class SupportWidget(DecisionWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.choices: dict[str, str] = {r: "none" for r in o["regions"]}
        self.lay.addWidget(text_label(translate("Decisions", "Declare support"), bold=True, size=11))
        att, dfn = o["attacker"], o["defender"]
        self.lay.addWidget(text_label(translate("Decisions", "Battle for {area}: {attacker} attacks {defender}.")
                                  .format(area=names.region(o["area"]), attacker=names.house(att),
                                          defender=names.house(dfn))))
        grid = QGridLayout()
        self.lay.addLayout(grid)
        self.boxes: dict[str, QComboBox] = {}
        for i, r in enumerate(o["regions"]):
            grid.addWidget(QLabel(names.region(r), self), i, 0)
            box = QComboBox()
            for side in o["sides"]:
                if side == "attacker":
                    label = translate("Decisions", "Support {house} (attacker)").format(house=names.house(att))
                elif side == "defender":
                    label = translate("Decisions", "Support {house} (defender)").format(house=names.house(dfn))
                else:
                    label = translate("Decisions", "No support")
                box.addItem(label, side)
            box.setCurrentIndex(box.findData("none"))
            box.currentIndexChanged.connect(lambda _, r=r, b=box: self.set_choice(r, b.currentData()))
            grid.addWidget(box, i, 1)
            self.boxes[r] = box
        b = action_button(translate("Decisions", "Declare"), primary=True)
        b.clicked.connect(self.submit)
        confirm_row(self.lay, b)

    def set_choice(self, region: str, side: str) -> bool:
        if region not in self.choices or side not in self.options["sides"]:
            return False
        self.choices[region] = side
        box = self.boxes[region]
        if box.currentData() != side:
            box.blockSignals(True)
            box.setCurrentIndex(box.findData(side))
            box.blockSignals(False)
        return True

    def submit(self) -> None:
        self.submit_command(C.DeclareSupport(tuple(sorted(self.choices.items()))))

    def draft(self) -> dict[str, Any]:
        return {"choices": dict(self.choices)}

    def restore(self, draft: dict[str, Any]) -> None:
        for region, side in draft.get("choices", {}).items():
            self.set_choice(region, side)

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "candidate" for r in self.options["regions"]}
        marks[self.options["area"]] = "combat"
        self.scene.set_highlights(marks)


class CardButton(QPushButton):
    """A house card: name, strength, icons, effect, and the strength it would give."""

    def __init__(self, card: str, house: str, detail: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.card = card
        c = names.ruleset().house_cards[card]
        self.setCheckable(True)
        icons = "⚔" * c.swords + " " + "▣" * c.fortifications
        text = names.house_card_text(card)
        lab = QLabel(f"<span style='font-size:13pt'><b>{c.strength}</b></span> &nbsp;"
                     f"<b>{html.escape(names.card(card))}</b> {icons}"
                     + (f" &nbsp;<span style='color:#7a3a12'>{detail}</span>" if detail else "")
                     + (f"<br><span style='color:#4a4032; font-size:8.5pt'>{html.escape(text)}</span>" if text else ""))
        lab.setWordWrap(True)
        lab.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.addWidget(lab)
        self.label = lab
        col = theme.house_color(house)
        self.setStyleSheet(
            "CardButton { text-align: left; background: #fbf5e6; border: 1px solid #b9a77f; border-radius: 6px; }"
            f"CardButton:checked {{ background: #fff3c4; border: 3px solid {col.darker(120).name()}; }}")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        h = self.label.heightForWidth(max(200, self.width() - 16))
        return QSize(240, max(48, h + 14))


class OneChoiceWidget(DecisionWidget):
    """A decision answered by one pick (`self.choice`, set through `choose`) and a confirm."""

    choice: str | None = None

    def choose(self, choice: str) -> bool:
        raise NotImplementedError

    def draft(self) -> dict[str, Any]:
        return {"choice": self.choice}

    def restore(self, draft: dict[str, Any]) -> None:
        if draft.get("choice"):
            self.choose(draft["choice"])


class HouseCardWidget(OneChoiceWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.choice: str | None = None
        self.lay.addWidget(text_label(translate("Decisions", "Choose a house card"), bold=True, size=11))
        self.lay.addWidget(text_label(translate("Decisions", "Battle for {area} against {opponent}. Both cards are "
                                                         "revealed together.").format(
            area=names.region(o["area"]), opponent=names.house(o.get("opponent")))))
        base = combat_preview(self.view, self.log)
        my_side = None
        c = self.view.get("combat")
        if c:
            my_side = "attacker" if c.get("attacker") == self.seat else "defender"
        vassal = self.seat in (self.view.get("vassals") or [])  # its commander chooses for it
        if base and my_side:
            other = "defender" if my_side == "attacker" else "attacker"
            before = translate("Vassals", "Before cards: {house} {mine}, {opponent} {theirs}.") if vassal else \
                translate("Decisions", "Before cards: you {mine}, {opponent} {theirs}.")
            self.lay.addWidget(text_label(before.format(
                mine=sum(base[my_side].values()), opponent=names.house(o.get("opponent")),
                theirs=sum(base[other].values()), house=names.house(self.seat))))
        if self.view.get("vassal_hand") is not None:  # a vassal's cards, drawn for this battle only
            self.lay.addWidget(text_label(html.escape(translate(
                "Vassals", "{house}'s cards for this battle, drawn at random from the shared vassal deck (only "
                "its commander sees them; they go back afterwards):").format(house=names.house(self.seat)))))
        self.buttons: dict[str, CardButton] = {}
        box = QVBoxLayout()
        box.setSpacing(4)
        for card in o["hand"]:
            detail = ""
            if my_side:
                with_card = combat_preview(self.view, self.log, {self.seat: card})
                if with_card:
                    detail = (translate("Vassals", "{house}'s strength with it: {n}") if vassal else translate(
                        "Decisions", "Your strength with it: {n}")).format(
                        n=sum(with_card[my_side].values()), house=names.house(self.seat))
            b = CardButton(card, self.seat, detail)
            b.clicked.connect(lambda _=False, card=card: self.choose(card))
            box.addWidget(b)
            self.buttons[card] = b
        self.lay.addLayout(box)
        self.play = action_button(translate("Decisions", "Play this card"), primary=True)
        self.play.setEnabled(False)
        self.play.clicked.connect(self.submit)
        confirm_row(self.lay, self.play)

    def choose(self, card: str) -> bool:
        if card not in self.options["hand"]:
            return False
        self.choice = card
        for cid, b in self.buttons.items():
            b.setChecked(cid == card)
        self.play.setEnabled(True)
        self.play.setText(translate("Decisions", "Play {card}").format(card=names.card(card)))
        return True

    def submit(self) -> None:
        if self.choice:
            self.submit_command(C.ChooseHouseCard(self.choice))

    def activate(self) -> None:
        self.scene.clear_overlays()
        self.scene.set_highlights({self.options["area"]: "combat"})


class RetreatWidget(OneChoiceWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.choice: str | None = None
        self.lay.addWidget(text_label(translate("Decisions", "Retreat"), bold=True, size=11))
        if o.get("house") and o["house"] != self.seat:
            text = translate("Decisions", "Choose where {house}'s army retreats from {area}.").format(
                house=names.house(o["house"]), area=names.region(o["area"]))
        else:
            text = translate("Decisions", "Your army lost the battle for {area}: choose where it retreats "
                                          "(highlighted areas).").format(area=names.region(o["area"]))
        self.lay.addWidget(text_label(text))
        for r in o["options"]:
            b = action_button(names.region(r))
            b.clicked.connect(lambda _=False, r=r: self.choose(r))
            self.lay.addWidget(b)
        self.confirm = action_button(translate("Decisions", "Retreat here"), primary=True)
        self.confirm.setEnabled(False)
        self.confirm.clicked.connect(self.submit)
        confirm_row(self.lay, self.confirm)

    def choose(self, region: str) -> bool:
        if region not in self.options["options"]:
            return False
        self.choice = region
        self.confirm.setEnabled(True)
        self.confirm.setText(translate("Decisions", "Retreat to {area}").format(area=names.region(region)))
        self.activate()
        return True

    def submit(self) -> None:
        if self.choice:
            self.submit_command(C.Retreat(self.choice))

    def region_clicked(self, region: str) -> None:
        self.choose(region)

    def hint(self, region: str) -> str:
        return translate("Decisions", "You may retreat here.") if region in self.options["options"] else ""

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "legal" for r in self.options["options"]}
        marks[self.options["area"]] = "combat"
        if self.choice:
            marks[self.choice] = "selected"
        self.scene.set_highlights(marks)


def resolved_event(combat: dict[str, Any], log: list, view: dict[str, Any] | None = None) -> dict[str, Any] | None:
    """How the battle under way was resolved, as public facts say it: the `resolved` part of its
    frame in the view's `frames` (its strength breakdown and tie-break; there for a late joiner
    too), else its `CombatResolved` in the log; None before it is resolved."""
    for f in reversed((view or {}).get("frames") or []):
        if isinstance(f, dict) and f.get("kind") == "combat" and f.get("area") == combat["area"]:
            r = f.get("resolved")
            if isinstance(r, dict) and isinstance(r.get("strength"), dict):
                return {"breakdown": r["strength"], "tie_break": r.get("tie_break")}
            break
    for e in reversed(log or []):
        d = getattr(e, "data", None) or {}
        if getattr(e, "kind", "") == "CombatResolved" and d.get("area") == combat["area"] \
                and d.get("attacker") == combat["attacker"] and d.get("defender") == combat.get("defender"):
            return d
        if getattr(e, "kind", "") == "CombatEnded":
            return None  # an older battle's
    return None


def resolved_strength(combat: dict[str, Any], log: list, view: dict[str, Any] | None = None
                      ) -> dict[str, dict[str, int]] | None:
    """Both sides' strength as the battle under way was resolved (see `resolved_event`)."""
    breakdown = (resolved_event(combat, log, view) or {}).get("breakdown")
    return breakdown if isinstance(breakdown, dict) and {"attacker", "defender"} <= set(breakdown) else None


class CombatPanel(QFrame):
    """The battle under way: both sides and their strength as it builds up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("CombatPanel { background: #f6ead2; border: 1px solid #b9a77f; border-radius: 6px; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        self.label = text_label()
        lay.addWidget(self.label)

    def refresh(self, view: dict[str, Any] | None, log: list) -> None:
        c = (view or {}).get("combat")
        if not c:
            self.hide()
            return
        self.show()
        att, dfn = c["attacker"], c.get("defender")
        title = translate("Decisions", "Battle for {area}").format(area=names.region(c["area"]))
        lines = [f"<b>{html.escape(title)}</b>"]
        keys = {"units": translate("Decisions", "units"), "order": translate("Decisions", "order"),
                "support": translate("Decisions", "support"), "garrison": translate("Decisions", "garrison"),
                "card": translate("Decisions", "card"), "blade": translate("Decisions", "blade"),
                "tides": translate("Decisions", "tides"), "fixed": translate("Decisions", "fixed by a card")}
        strength = None
        if dfn and c.get("kind") == "combat":
            # once resolved, the strengths that decided (the public CombatResolved), not the view's
            # live count, which loses the units that died or retreated since
            strength = ((resolved_strength(c, log, view) if c.get("winner") else None) or c.get("strength")
                        or combat_preview(view, log))
        for side, house in (("attacker", att), ("defender", dfn)):
            if house is None:
                continue
            who = names.house(house)
            color = theme.house_ink(house).name()
            row = f"<span style='color:{color}'><b>{html.escape(who)}</b></span> "
            row += translate("Decisions", "(attacker)") if side == "attacker" else translate("Decisions", "(defender)")
            if strength and side in strength:
                # a true minus sign, as on the order tokens ("March −1"), not a hyphen
                parts = [f"{keys.get(k, k)} {v:+d}".replace("-", "−") if k != "units" else f"{keys[k]} {v}"
                         for k, v in strength[side].items() if v or k == "units"]
                total = f"<b>{sum(strength[side].values())}</b> <span style='color:#555'>" \
                        f"{html.escape(names.bracketed(names.listing(parts)))}</span>"
                row = names.pair(row, total)
            card = (c.get("cards") or {}).get(house) or (c.get("my_card") if house == (view or {}).get("seat") else None)
            if card:
                row += f"<br>&nbsp;&nbsp;{html.escape(names.card(card))}"
            elif house in c.get("cards_chosen", []):
                row += "<br>&nbsp;&nbsp;<i>" + translate("Decisions", "card chosen") + "</i>"
            lines.append(row)
        if c.get("kind") == "neutral-combat":
            lines.append(translate("Decisions", "Against a neutral force of strength {n}.").format(
                n=(view or {}).get("neutral", {}).get(c["area"], "?")))
        if c.get("support_pending"):
            lines.append("<i>" + translate("Decisions", "Waiting for support from: {areas}").format(
                areas=", ".join(names.region(r) for r in c["support_pending"])) + "</i>")
        if c.get("winner"):
            won = "<b>" + translate("Decisions", "{house} wins.").format(house=names.house(c["winner"])) + "</b>"
            tie = (resolved_event(c, log, view) or {}).get("tie_break")
            if isinstance(tie, dict) and tie.get("track"):  # equal strengths: why it went that way
                won += " " + html.escape(translate("Log", "A tie, won on the {track} track.").format(
                    track=names.track(tie["track"])))
            lines.append(won)
        self.label.setText("<br>".join(lines))
