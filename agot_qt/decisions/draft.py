"""A house-card draft's pick (engine/variants/drafts.py; docs/RULES.md, Variants): a card, or a
place on an influence track.

Everything shown comes from the decision and the view: the cards the engine offers now (those
with a free strength slot in the hand) and the places (`places`: track -> the place it would
be), the hand so far (`hand`), the draft's frame (the order of a step-by-step draft, each house's
hand and track places; a thematic draft's houses) and, for a thematic draft, whose picks are done
(its picks are secret: each house's count comes from the public log lines, `HouseCardDraftedHidden`).
A step-by-step pick is public; a thematic pick is a secret decision (`is_secret`), so hot-seat
passes the device first. Each card shows its strength, icons and house, its text under the list
and in its tooltip, as the houses panel's cards do. A random or blind draft deals the hands at
once: no decision, nothing here.
"""
from __future__ import annotations

import html
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QItemSelectionModel, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup, QGridLayout, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QToolButton, QVBoxLayout, QWidget,
)

from engine.commands import Choose
from engine.variants.drafts import hand_size, slots

from ..panels.houses import card_tooltip
from ..style import theme
from ..words import names
from ..words import variants as variant_words
from .common import ACTIONS_NAME, THEMATIC_DRAFT, DecisionWidget, action_button, text_label

translate = QCoreApplication.translate

TRACKS = ("iron_throne", "fiefdoms", "kings_court")
THEMATIC = THEMATIC_DRAFT


def card_of(card_id: str) -> Any:
    """The card (any deck's: a drafted hand mixes them)."""
    try:
        return names.ruleset().house_cards[card_id]
    except KeyError:
        return None


def icons_text(card_id: str) -> str:
    c = card_of(card_id)
    if c is None:
        return ""
    return "⚔" * c.swords + "▣" * c.fortifications + ("✦" if c.ability else "")


@lru_cache(maxsize=512)
def card_pixmap(card_id: str, size: int = 30) -> QPixmap:
    """A small card in its house's colours: its strength, and its icons along the foot."""
    c = card_of(card_id)
    pm = QPixmap(size, int(size * 1.25))
    pm.fill(Qt.GlobalColor.transparent)
    if c is None:
        return pm
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    rect = QRectF(1, 1, pm.width() - 2, pm.height() - 2)
    p.setPen(QPen(theme.house_outline(c.house), 1.2))
    p.setBrush(theme.house_color(c.house))
    p.drawRoundedRect(rect, 4, 4)
    p.setPen(theme.house_text(c.house))
    p.setFont(theme.ui_font(size * 0.36, bold=True))
    p.drawText(rect.adjusted(0, -5, 0, -6), Qt.AlignmentFlag.AlignCenter, str(c.strength))
    icons = icons_text(card_id)
    if icons:
        p.setFont(theme.ui_font(max(5.0, size * 0.2)))
        p.drawText(QRectF(rect.left(), rect.bottom() - size * 0.42, rect.width(), size * 0.4),
                   Qt.AlignmentFlag.AlignCenter, icons)
    p.end()
    return pm


@lru_cache(maxsize=None)
def card_edition(card_id: str) -> str:
    """The edition whose deck a card is printed in (the default edition first): two cards of one
    name (Areo Hotah of the 2nd edition and of A Dance with Dragons) are told apart by it."""
    from engine.ruleset import DEFAULT_RULESET, RULESET_FILES, load_ruleset

    for ruleset_id in (DEFAULT_RULESET, *sorted(RULESET_FILES)):
        raw = load_ruleset(ruleset_id).raw
        printed = [c["id"] for cards in raw["house_cards"].values() for c in cards]
        printed += [c["id"] for alt in (raw.get("house_card_alternatives") or {}).values() for c in alt["cards"]]
        if card_id in printed:
            return ruleset_id
    return ""


def card_source(card_id: str) -> str:
    """Where a card is printed, as players say it: an edition's deck, or else the deck group a
    draft takes it from (A Storm of Swords, the first edition's cards)."""
    if card_edition(card_id):
        return names.edition(card_edition(card_id))
    from engine.decks import groups

    group = next((g for g, ids in groups().items() if card_id in ids), "")
    return variant_words.deck_group(group) if group else ""


def card_line(card_id: str, same_name: bool = False) -> str:
    """'Tywin Lannister · Lannister' (the strength and icons are on the card's picture); with
    `same_name` (another card offered has its name) where it is printed too."""
    c = card_of(card_id)
    name = names.card(card_id)
    if same_name and card_source(card_id):
        name = names.aside(name, card_source(card_id))
    if c is None:
        return name
    return translate("Draft", "{card} · {house}").format(card=name, house=names.house(c.house))


def card_details(card_id: str) -> str:
    """The card's name, house, strength, icons and text (rich text, under the list)."""
    return card_tooltip(card_id)


def place_text(track: str, place: int) -> str:
    return translate("Draft", "Place {place} on the {track} track").format(place=place, track=names.track(track))


def draft_frame(view: dict[str, Any] | None) -> dict[str, Any]:
    for f in (view or {}).get("frames") or []:
        if f.get("kind") == "draft":
            return f
    return {}


def hidden_picks(log: list) -> dict[str, int]:
    """How many cards each house has picked in a thematic draft, from the public log lines."""
    out: dict[str, int] = {}
    for e in log or []:
        kind = getattr(e, "kind", None)
        data = getattr(e, "data", None) or {}
        if kind == "HouseCardDraftedHidden" and isinstance(data.get("n"), int):
            out[data.get("house")] = max(out.get(data.get("house"), 0), data["n"])
    return out


class DraftWidget(DecisionWidget):
    """Pick one: a card of the pool (filtered by strength) or a place on a track; confirm with
    *Draft*, a double click or Enter."""

    def __init__(self, seat: str, decision: dict[str, Any], view: dict[str, Any], scene: Any,
                 log: list | None = None, parent: Any = None) -> None:
        super().__init__(seat, decision, view, scene, log, parent)
        if log is not None:
            self.log = log  # the client's own list, even while empty: it grows as the picks are heard
        o = self.options
        self.thematic = o.get("prompt") == THEMATIC
        choices = list(o.get("options", []))
        self.places: dict[str, int] = {t: int(n) for t, n in (o.get("places") or {}).items()}
        self.tracks = [c for c in choices if c in self.places or c in TRACKS]
        self.cards = [c for c in choices if c not in self.tracks]
        self.hand = list(o.get("hand", []))
        self.picked: str | None = None
        title = translate("Draft", "Thematic draft: pick your house's cards") if self.thematic else \
            translate("Draft", "House-card draft: your pick")
        head = text_label(f"<b>{html.escape(title)}</b>", size=11)
        head.setToolTip(html.escape(
            translate("Draft", "Everyone picks at once; nobody sees your cards until every house is done.")
            if self.thematic else
            translate("Draft", "One pick per turn, in the draft's order; every pick is public.")))
        self.lay.addWidget(head)
        # the houses in the draft's order, who picks now, what each has: a chip each, two a row
        # (a chip never breaks inside a house's name, in Chinese either)
        self.order = text_label()
        self.lay.addWidget(self.order)
        self.chips = QGridLayout()
        self.chips.setContentsMargins(0, 0, 0, 0)
        self.chips.setHorizontalSpacing(10)
        self.chips.setVerticalSpacing(0)
        self.lay.addLayout(self.chips)
        self.chip_labels: list[QLabel] = []
        self.hand_row = QHBoxLayout()
        self.hand_row.setSpacing(3)
        self.hand_label = text_label(wrap=False)
        self.lay.addLayout(self.hand_row)
        self.track_buttons: dict[str, QToolButton] = {}
        self.tracks_label: QLabel | None = None
        if self.tracks:
            label = text_label(html.escape(translate("Draft", "Or take the best free place on a track:")))
            self.lay.addWidget(label)
            self.tracks_label = label
            row = QHBoxLayout()
            row.setSpacing(3)
            for track in self.tracks:
                b = QToolButton()
                b.setText(names.pair(names.track(track), str(self.places.get(track, 0))))
                b.setCheckable(True)
                b.clicked.connect(lambda _=False, t=track: self.pick(t))
                row.addWidget(b)
                self.track_buttons[track] = b
            row.addStretch(1)
            self.lay.addLayout(row)
        self.filter_buttons: dict[int | None, QToolButton] = {}
        if self.cards:
            offered = text_label(html.escape(translate("Draft", "Cards: {n}").format(n=len(self.cards))), wrap=False)
            offered.setToolTip(html.escape(translate(
                "Draft", "Each card offered fills a free slot of your hand (strength × cards): {slots}").format(
                    slots=names.listing(f"{k} × {n}" for k, n in sorted(slots().items(), reverse=True)))))
            strengths = sorted({card_of(c).strength for c in self.cards if card_of(c) is not None}, reverse=True)
            row = QHBoxLayout()
            row.setSpacing(2)
            row.addWidget(offered)
            group = QButtonGroup(self)
            for value in [None, *strengths]:
                b = QToolButton()
                b.setText(translate("Draft", "All") if value is None else str(value))
                b.setCheckable(True)
                b.setToolTip(translate("Draft", "Every card offered") if value is None else
                             translate("Panels", "Strength {n}").format(n=value))
                b.setMinimumWidth(24)
                b.clicked.connect(lambda _=False, v=value: self.set_filter(v))
                group.addButton(b)
                row.addWidget(b)
                self.filter_buttons[value] = b
            row.addStretch(1)
            self.lay.addLayout(row)
        self.list = QListWidget()
        self.list.setIconSize(QSize(24, 30))
        self.list.setWordWrap(True)
        self.list.setVisible(bool(self.cards))
        shown = [names.card(c) for c in self.cards]
        for card in sorted(self.cards, key=lambda c: (-(card_of(c).strength if card_of(c) else 0), names.card(c))):
            item = QListWidgetItem(QIcon(card_pixmap(card)), card_line(card, shown.count(names.card(card)) > 1))
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setToolTip(card_tooltip(card))
            self.list.addItem(item)
        self.list.currentItemChanged.connect(self._current_changed)
        self.list.itemActivated.connect(lambda item: self.choose(item.data(Qt.ItemDataRole.UserRole)))
        self.list.setMinimumHeight(3 * 34)
        self.lay.addWidget(self.list, 1)  # the list takes the panel's room left (activate)
        # the foot stays in sight below the scrolling part (the panel keeps ACTIONS_NAME there): what
        # the pick is, the chosen card's text whole, and the button that drafts it
        foot = QWidget()
        foot.setObjectName(ACTIONS_NAME)
        foot_lay = QVBoxLayout(foot)
        foot_lay.setContentsMargins(0, 0, 0, 0)
        foot_lay.setSpacing(3)
        self.status = text_label()
        foot_lay.addWidget(self.status)
        self.details = text_label(size=9)  # the chosen card's text, whole
        self.details.setStyleSheet("background: #efe6d2; border-radius: 4px; padding: 4px;")
        foot_lay.addWidget(self.details)
        self.confirm = action_button(translate("Draft", "Draft"), primary=True)
        self.confirm.clicked.connect(self.submit)
        foot_lay.addWidget(self.confirm)
        self.lay.addWidget(foot)
        if self.filter_buttons:
            self.filter_buttons[None].setChecked(True)
        self._show_hand()
        self._show_order()
        self._update()

    # ----- what the others do ------------------------------------------------------------
    def view_changed(self, view: dict[str, Any]) -> None:
        super().view_changed(view)
        self._show_order()

    def _show_order(self) -> None:
        f = draft_frame(self.view)
        hands = self.view.get("hands") or {}
        waiting = {w.get("house") or w.get("seat") for w in self.view.get("waiting_for") or []}
        size = hand_size()
        chips: list[tuple[str, str, bool]] = []
        if self.thematic:
            counts = hidden_picks(self.log)
            for h in f.get("houses") or list(hands):
                n = len(self.hand) if h == self.seat else (size if h not in waiting else counts.get(h, 0))
                chips.append((h, f"{names.house(h)} {n}/{size}", h == self.seat))
            head = translate("Draft", "Houses drafting (cards picked):")
        else:
            for h in f.get("order") or []:
                chips.append((h, f"{names.house(h)} {len(hands.get(h) or [])}/{size}", h in waiting))
            head = translate("Draft", "Draft order (cards drafted; in bold: picking now):")
        self.order.setText(html.escape(head))
        for lab in self.chip_labels:
            self.chips.removeWidget(lab)
            lab.deleteLater()
        self.chip_labels = []
        for i, (house, text, strong) in enumerate(chips):
            lab = text_label(self._house_chip(house, text, strong), wrap=False)
            lab.setObjectName(f"chip:{house}")
            self.chips.addWidget(lab, i // 2, i % 2)
            self.chip_labels.append(lab)
        tracks = f.get("tracks")
        self.places_text = ""
        if tracks:  # who holds which place so far: under the pointer on the places offered (room is short)
            lines = [names.pair(names.track(t), names.listing(names.house(h) for h in tracks.get(t) or [])
                                or translate("Draft", "nobody yet")) for t in TRACKS]
            self.places_text = html.escape(translate("Draft", "Places taken:")) + "<br>" + "<br>".join(
                html.escape(line) for line in lines)
        if self.tracks_label is not None:
            self.tracks_label.setToolTip(self.places_text)
        for track, b in self.track_buttons.items():
            b.setToolTip(html.escape(place_text(track, self.places.get(track, 0))) + "<br><br>" + self.places_text)

    def order_text(self) -> str:
        """The draft's order as shown, chip after chip (rich text)."""
        return " ".join(lab.text() for lab in self.chip_labels)

    @staticmethod
    def _house_chip(house: str, text: str, strong: bool) -> str:
        dot = theme.house_dot(house, "■", "□")
        body = html.escape(text)
        return f"{dot} {'<b>' + body + '</b>' if strong else body}"

    def _show_hand(self) -> None:
        while self.hand_row.count():
            item = self.hand_row.takeAt(0)
            if item.widget() is not None and item.widget() is not self.hand_label:
                item.widget().deleteLater()
        self.hand_label.setText(html.escape(translate("Draft", "Your hand: {n}/{size}").format(
            n=len(self.hand), size=hand_size())))
        self.hand_row.addWidget(self.hand_label)
        for card in sorted(self.hand, key=lambda c: -(card_of(c).strength if card_of(c) else 0)):
            lab = QLabel()
            lab.setPixmap(card_pixmap(card, 24))
            lab.setToolTip(card_tooltip(card))
            lab.setAccessibleName(names.card(card))
            self.hand_row.addWidget(lab)
        self.hand_row.addStretch(1)

    # ----- picking ---------------------------------------------------------------------------
    def set_filter(self, strength: int | None) -> None:
        """Show only the cards of one strength (None: every card offered)."""
        if strength in self.filter_buttons:
            self.filter_buttons[strength].setChecked(True)
        for i in range(self.list.count()):
            item = self.list.item(i)
            c = card_of(item.data(Qt.ItemDataRole.UserRole))
            item.setHidden(strength is not None and (c is None or c.strength != strength))

    def _current_changed(self, item: QListWidgetItem | None, _previous: Any = None) -> None:
        if item is not None and not item.isHidden():
            self.pick(item.data(Qt.ItemDataRole.UserRole))

    def pick(self, choice: str) -> None:
        """Choose a card or a track place (not yet sent); anything the decision does not offer is
        left alone."""
        if choice not in self.cards and choice not in self.tracks:
            return
        self.picked = choice
        for track, b in self.track_buttons.items():
            b.setChecked(track == choice)
        if choice in self.cards:
            for i in range(self.list.count()):
                item = self.list.item(i)
                if item.data(Qt.ItemDataRole.UserRole) == choice and self.list.currentItem() is not item:
                    self.list.blockSignals(True)
                    self.list.setCurrentItem(item)
                    self.list.blockSignals(False)
        else:
            self.list.blockSignals(True)
            self.list.setCurrentItem(None)
            self.list.clearSelection()
            self.list.blockSignals(False)
        self._update()

    def _update(self) -> None:
        choice = self.picked
        if choice is None:
            self.details.hide()
            self.status.setText(html.escape(translate("Draft", "Pick a card (or a place on a track).")
                                            if self.tracks else translate("Draft", "Pick a card.")))
        elif choice in self.cards:
            self.details.setText(card_details(choice))
            self.details.show()
            self.status.setText(html.escape(translate("Draft", "Your pick: {card}.").format(card=names.card(choice))))
        else:
            self.details.hide()
            self.status.setText(html.escape(translate("Draft", "Your pick: {card}.").format(card=
                place_text(choice, self.places.get(choice, 0)))))
        self.confirm.setEnabled(choice is not None)
        self.confirm.setText(translate("Draft", "Draft this card") if choice in self.cards else
                             translate("Draft", "Take this place") if choice is not None else
                             translate("Draft", "Draft"))

    def submit(self) -> None:
        if self.picked is not None and not self.sent:
            self.submit_command(Choose(self.picked))

    def choose(self, choice: str) -> None:
        """Pick and send at once (a double click, Enter on a card)."""
        self.pick(choice)
        if self.picked == choice:
            self.submit()

    def activate(self) -> None:
        super().activate()
        holder = self.parentWidget().layout() if self.parentWidget() is not None else None
        if holder is not None:  # the panel's column: the list grows into the room it has
            holder.setStretchFactor(self, 100)  # (the panel keeps a stretch of 1 below it)
        if self.cards:  # the keyboard drafts at once (↑/↓, Enter), once the panel is on screen
            QTimer.singleShot(0, self, self._focus_list)

    def _focus_list(self) -> None:
        if self.list.isVisible() and not self.sent:
            self.list.setFocus()
            if self.list.currentItem() is None and self.list.count():
                self.list.blockSignals(True)  # a place to move from (↑/↓) or to draft (Enter), not yet a pick
                self.list.setCurrentRow(0, QItemSelectionModel.SelectionFlag.NoUpdate)
                self.list.blockSignals(False)

    def draft(self) -> dict[str, Any]:
        return {"picked": self.picked}

    def restore(self, draft: dict[str, Any]) -> None:
        if draft.get("picked"):
            self.pick(draft["picked"])

