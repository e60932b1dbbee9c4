"""Widgets for every decision the game asks of a player.

Each widget is built from one decision (its `options`) and the view it was
shown with; it collects input from its own controls and from the map (clicks,
dropped units), shows what it will do on the map as overlays, and emits
`submitted(command)` when the player confirms. The public methods are the same
operations the controls perform, so a script (or a test) can drive a widget
exactly as a player does.
"""
from __future__ import annotations

import html
from collections import Counter
from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QCursor, QIcon, QMouseEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QCheckBox, QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QListWidget,
    QListWidgetItem, QPushButton, QScrollArea, QSizePolicy, QSpinBox, QToolButton, QVBoxLayout, QWidget,
)

from engine import commands as C

from . import names, theme
from .map_items import OrderItem, UnitItem
from .map_view import MapScene
from .model import combat_preview

translate = QCoreApplication.translate

SECRET_KINDS = frozenset({"place-orders", "raven", "raven-peek", "bid", "house-card"})


def kind_label(kind: str) -> str:
    labels = {
        "place-orders": translate("Decisions", "place orders"),
        "raven": translate("Decisions", "use the Messenger Raven"),
        "raven-peek": translate("Decisions", "decide about the wildling card"),
        "raid": translate("Decisions", "resolve a raid"),
        "march": translate("Decisions", "march"),
        "support": translate("Decisions", "declare support"),
        "house-card": translate("Decisions", "choose a house card"),
        "choose": translate("Decisions", "make a choice"),
        "select-units": translate("Decisions", "choose units"),
        "retreat": translate("Decisions", "retreat"),
        "muster": translate("Decisions", "muster"),
        "bid": translate("Decisions", "bid"),
        "order-houses": translate("Decisions", "settle a tie"),
    }
    return labels.get(kind, kind)


@lru_cache(maxsize=512)
def order_pixmap(token: str | None, house: str, size: int = 34) -> QPixmap:
    t = names.ruleset().order_tokens.get(token) if token else None
    item = OrderItem("", house, token, t.type if t else None, t.bonus if t else 0, t.starred if t else False,
                     size=size - 4)
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(size / 2, size / 2)
    item.paint(p, None)
    p.end()
    return pm


@lru_cache(maxsize=256)
def unit_pixmap(unit: str, house: str, size: int = 28) -> QPixmap:
    item = UnitItem("", house, unit, size=size - 4)
    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.translate(size / 2, size / 2)
    item.paint(p, None)
    p.end()
    return pm


def _label(text: str = "", bold: bool = False, wrap: bool = True, size: float = 9.5) -> QLabel:
    lab = QLabel(text)
    lab.setWordWrap(wrap)
    lab.setFont(theme.ui_font(size, bold))
    lab.setTextFormat(Qt.TextFormat.RichText)
    return lab


def _button(text: str, primary: bool = False) -> QPushButton:
    b = QPushButton(text)
    if primary:
        b.setDefault(True)
        b.setStyleSheet("QPushButton { font-weight: bold; padding: 5px 14px; }")
    return b


def _undo_confirm_row(lay: QVBoxLayout, undo_text: str, on_undo: Any, confirm_text: str,
                      on_confirm: Any) -> tuple[QPushButton, QPushButton]:
    """The usual foot of a decision: a secondary button left, the primary one right."""
    row = QHBoxLayout()
    undo = _button(undo_text)
    undo.clicked.connect(on_undo)
    confirm = _button(confirm_text, primary=True)
    confirm.clicked.connect(on_confirm)
    row.addWidget(undo)
    row.addStretch(1)
    row.addWidget(confirm)
    lay.addLayout(row)
    return undo, confirm


class DecisionWidget(QWidget):
    """Base: one decision of one seat."""

    submitted = Signal(object)  # a command

    def __init__(self, seat: str, decision: dict[str, Any], view: dict[str, Any], scene: MapScene,
                 log: list | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.decision = decision
        self.options = decision["options"]
        self.view = view
        self.scene = scene
        self.log = log or []
        self.lay = QVBoxLayout(self)
        self.lay.setContentsMargins(0, 0, 0, 0)
        self.lay.setSpacing(6)
        self.sent = False

    # map events (overridden where the map matters)
    def region_clicked(self, region: str) -> None:
        pass

    def units_dropped(self, source: str, dest: str, units: list[str]) -> None:
        pass

    def unit_clicked(self, region: str, unit: str, routed: bool) -> None:
        pass

    def order_dropped(self, source: str, dest: str | None) -> None:
        pass

    def hint(self, region: str) -> str:
        """What the player may do in `region` for this decision (shown when hovering it)."""
        return ""

    def activate(self) -> None:
        self.scene.clear_overlays()

    def deactivate(self) -> None:
        self.scene.clear_overlays()

    def submit_command(self, cmd: Any) -> None:
        self.sent = True
        self.submitted.emit(cmd)

    def set_busy(self, busy: bool) -> None:
        self.setEnabled(not busy)

    # unfinished input survives a rebuild (e.g. a language switch): `draft` says what the
    # player has entered so far as plain data, `restore` replays it through the same checked
    # setters the player's clicks use, so nothing illegal can come back
    def draft(self) -> dict[str, Any]:
        return {}

    def restore(self, draft: dict[str, Any]) -> None:
        pass


# ----- planning -----------------------------------------------------------------------

class TrayToken(QToolButton):
    """One order token in the tray: click it to put it on the selected area, or drag it onto an area.

    It shows its state: dimmed when placed (or when no more starred orders are allowed), crossed
    out when banned this round, ringed when it is the order of the selected area."""

    SIZE = 40

    def __init__(self, token: str, house: str, owner: "PlaceOrdersWidget") -> None:
        super().__init__()
        self.token = token
        self.house = house
        self.owner = owner
        self.starred = names.ruleset().order_tokens[token].starred
        self.banned = False
        self.placed_in: str | None = None  # the area it lies in, if placed
        self.star_blocked = False
        self.on_current = False
        self._press: QPoint | None = None
        self.dragging = False
        self.setAutoRaise(True)
        self.setFixedSize(QSize(self.SIZE + 14, self.SIZE + 12))
        self.setCursor(Qt.CursorShape.OpenHandCursor)
        self.clicked.connect(lambda: owner.pick(token))

    def set_state(self, banned: bool, placed_in: str | None, star_blocked: bool, on_current: bool,
                  enabled: bool) -> None:
        self.banned, self.placed_in, self.star_blocked, self.on_current = banned, placed_in, star_blocked, on_current
        self.setEnabled(enabled)
        self.update()

    # the mouse: a short press is a click, a press that moves is a drag
    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if event.button() == Qt.MouseButton.LeftButton:
            self._press = event.position().toPoint()
            self.dragging = False
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        if self._press is not None and event.buttons() & Qt.MouseButton.LeftButton:
            if not self.dragging and (event.position().toPoint() - self._press).manhattanLength() \
                    >= QApplication.startDragDistance():
                self.dragging = True
                self.setDown(False)
                self.owner.token_drag_started(self.token)
            if self.dragging:
                self.owner.token_drag_moved(self.token, event.globalPosition().toPoint())
                event.accept()
                return
        super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt API)
        was_dragging = self.dragging
        self._press, self.dragging = None, False
        if was_dragging and event.button() == Qt.MouseButton.LeftButton:
            self.setDown(False)  # no click: the token was dragged
            super().mouseReleaseEvent(event)
            self.owner.token_drag_finished(self.token, event.globalPosition().toPoint())
            return
        super().mouseReleaseEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = QRectF(self.rect()).adjusted(1.5, 1.5, -1.5, -1.5)
        if self.on_current:
            p.setPen(QPen(QColor("#c9971c"), 2.0))
            p.setBrush(QColor(255, 213, 74, 90))
            p.drawRoundedRect(r, 8, 8)
        elif self.isEnabled() and self.underMouse():
            p.setPen(QPen(QColor(0, 0, 0, 40), 1.0))
            p.setBrush(QColor(255, 255, 255, 120))
            p.drawRoundedRect(r, 8, 8)
        pm = order_pixmap(self.token, self.house, self.SIZE)
        dim = self.banned or self.placed_in is not None or self.star_blocked
        p.setOpacity(0.3 if dim else 1.0)
        p.drawPixmap(QPointF(r.center().x() - self.SIZE / 2, r.center().y() - self.SIZE / 2), pm)
        p.setOpacity(1.0)
        c = r.center()
        if self.banned:  # crossed out
            p.setPen(QPen(QColor(164, 22, 26, 230), 3.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            d = self.SIZE * 0.36
            p.drawLine(QPointF(c.x() - d, c.y() - d), QPointF(c.x() + d, c.y() + d))
            p.drawLine(QPointF(c.x() + d, c.y() - d), QPointF(c.x() - d, c.y() + d))
        elif self.placed_in is not None:  # a small tick: it lies on the map
            p.setPen(QPen(QColor("#2f6b2f"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            x, y = r.right() - 11, r.bottom() - 9
            p.drawLine(QPointF(x - 5, y - 1), QPointF(x - 1, y + 3))
            p.drawLine(QPointF(x - 1, y + 3), QPointF(x + 6, y - 6))
        p.end()


class OrderTray(QFrame):
    """The house's fifteen order tokens, one column per kind (starred ones at the bottom), with the
    number of starred orders allowed."""

    def __init__(self, owner: "PlaceOrdersWidget") -> None:
        super().__init__()
        self.setObjectName("OrderTray")
        self.setStyleSheet("#OrderTray { background: #efe4cc; border: 1px solid #b9a77f; border-radius: 8px; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        lay.setSpacing(2)
        head = QHBoxLayout()
        head.addWidget(_label(translate("Decisions", "Order tokens"), bold=True, wrap=False, size=10))
        head.addStretch(1)
        self.stars = _label(wrap=False)
        head.addWidget(self.stars)
        lay.addLayout(head)
        grid = QGridLayout()
        grid.setSpacing(0)
        grid.setContentsMargins(0, 0, 0, 0)
        self.tokens: dict[str, TrayToken] = {}
        for i, token in enumerate(names.ruleset().order_token_ids):
            t = TrayToken(token, owner.seat, owner)
            grid.addWidget(t, i % 3, i // 3, Qt.AlignmentFlag.AlignCenter)
            self.tokens[token] = t
        lay.addLayout(grid)
        self.help = _label(translate("Decisions", "Drag a token onto one of your areas, or click an area and then a "
                                                  "token. Drag a placed order off the map to take it back."), size=8.5)
        self.help.setStyleSheet("color: #5a4e3a;")
        lay.addWidget(self.help)

    def set_stars(self, used: int, limit: int) -> None:
        if limit <= 0:
            text = translate("Decisions", "No starred orders this round")
        else:
            text = ("<span style='color:#c9971c; font-size:12pt'>" + "★" * min(used, limit) + "</span>"
                    + "<span style='color:#a89a7c; font-size:12pt'>" + "☆" * max(0, limit - used) + "</span> "
                    + html.escape(translate("Decisions", "starred: {used} of {limit}").format(used=used, limit=limit)))
        self.stars.setText(text)


class PlaceOrdersWidget(DecisionWidget):
    """Drag tokens from the tray onto areas, or click an area (on the map or in the list) and pick
    a token; placed orders can be dragged to another area or off the map; change freely until
    committed."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        rs = names.ruleset()
        self.rs = rs
        self.regions: list[str] = list(self.options["regions"])
        self.allowed: list[str] = list(self.options["tokens"])
        self.star_limit: int = self.options["star_limit"]
        self.count: int = self.options["count"]
        self.orders: dict[str, str] = {}
        self.current: str | None = self.regions[0] if self.regions else None
        self.dragged: str | None = None  # the token being dragged from the tray
        self.active = False  # on screen, its plan shown on the map
        self._cursor = False
        self.lay.addWidget(_label(translate("Decisions", "Place your orders"), bold=True, size=11))
        self.info = _label()
        self.lay.addWidget(self.info)
        self.tray = OrderTray(self)
        self.token_buttons: dict[str, TrayToken] = self.tray.tokens
        self.lay.addWidget(self.tray)
        self.note = _label(size=9)
        self.note.setStyleSheet("color: #a4161a;")
        self.note.hide()
        self.lay.addWidget(self.note)
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setMaximumHeight(150)
        self.list.currentRowChanged.connect(self._row_changed)
        self.lay.addWidget(self.list)
        self.clear_button, self.commit_button = _undo_confirm_row(
            self.lay, translate("Decisions", "Remove order"), lambda: self.current and self.clear(self.current),
            translate("Decisions", "Commit orders"), self.submit)
        self._refresh()

    def stars_used(self) -> int:
        return sum(1 for t in self.orders.values() if self.rs.order_tokens[t].starred)

    def can_use(self, token: str, region: str | None = None) -> bool:
        if token not in self.allowed:
            return False
        used = {t for r, t in self.orders.items() if r != region}
        if token in used:
            return False
        if self.rs.order_tokens[token].starred:
            stars = sum(1 for r, t in self.orders.items() if r != region and self.rs.order_tokens[t].starred)
            if stars >= self.star_limit:
                return False
        return True

    def select(self, region: str) -> None:
        if region in self.regions:
            self.current = region
            self._refresh()

    def pick(self, token: str) -> bool:
        """Put `token` on the selected area, then move on to the next area without an order."""
        if self.current is None:
            return False
        ok = self.set_order(self.current, token)
        self._say("" if ok else self.refusal(token, self.current))
        if ok:
            free = [r for r in self.regions if r not in self.orders]
            if free:
                self.current = free[0]
            self._refresh()
        return ok

    def set_order(self, region: str, token: str) -> bool:
        if region not in self.regions or not self.can_use(token, region):
            return False
        if len(self.orders) >= self.count and region not in self.orders:
            return False
        self.orders[region] = token
        self._refresh()
        return True

    def clear(self, region: str) -> None:
        self.orders.pop(region, None)
        self.current = region
        self._refresh()

    def draft(self) -> dict[str, Any]:
        return {"orders": dict(self.orders), "current": self.current}

    def restore(self, draft: dict[str, Any]) -> None:
        for region, token in draft.get("orders", {}).items():
            self.set_order(region, token)
        if draft.get("current"):
            self.select(draft["current"])

    def refusal(self, token: str, region: str | None) -> str:
        """Why `token` may not go to `region` ("" if it may)."""
        if region not in self.regions:
            return translate("Decisions", "Orders go only in areas with your units.")
        if token not in self.allowed:
            return translate("Decisions", "This order is not allowed this round.")
        if any(t == token for r, t in self.orders.items() if r != region):
            return translate("Decisions", "This token is already placed.")
        if not self.can_use(token, region):
            return translate("Decisions", "You may place at most {limit} starred orders.").format(
                limit=self.star_limit)
        if len(self.orders) >= self.count and region not in self.orders:
            return translate("Decisions", "You have placed all the orders you can.")
        return ""

    def drop_token(self, token: str, region: str | None) -> bool:
        """A token from the tray let go on `region` (None: not on the map). On one of your areas it
        places the order there (replacing any); anywhere else nothing happens."""
        if region is None:
            return False
        why = self.refusal(token, region)
        if why or not self.set_order(region, token):
            self._say(why)
            return False
        if self.current in self.orders:
            free = [r for r in self.regions if r not in self.orders]
            self.current = free[0] if free else region
        self._say("")
        self._refresh()
        return True

    def order_dropped(self, source: str, dest: str | None) -> None:
        """A placed order dragged on the map: off the map it is taken back; onto another of your
        areas it moves there (replacing the order there); anywhere else it stays."""
        token = self.orders.get(source)
        if token is None or dest == source:
            return
        if dest is None:
            self._say("")
            self.clear(source)
            return
        if dest not in self.regions:
            self._say(translate("Decisions", "Orders go only in areas with your units."))
            return
        del self.orders[source]
        if not self.set_order(dest, token):
            self.orders[source] = token
            self._refresh()
            return
        self.current = source
        self._say("")
        self._refresh()

    # a drag from the tray (the tray's tokens call these with the pointer's screen position)
    def token_drag_started(self, token: str) -> None:
        self.dragged = token
        self._set_cursor(order_pixmap(token, self.seat, 44))
        self._overlays()

    def token_drag_moved(self, token: str, global_pos: QPoint) -> None:
        view = self._map_view()
        if view is not None:
            view.token_dragged_over(global_pos)

    def token_drag_finished(self, token: str, global_pos: QPoint) -> None:
        self.dragged = None
        self._set_cursor(None)
        view = self._map_view()
        region = view.token_dragged_over(global_pos) if view is not None else None
        if not self.drop_token(token, region):
            self._overlays()

    def _map_view(self):
        for view in self.scene.views():
            if view.isVisible() and hasattr(view, "token_dragged_over"):
                return view
        return None

    def _set_cursor(self, pixmap: QPixmap | None) -> None:
        if self._cursor:
            QApplication.restoreOverrideCursor()
            self._cursor = False
        if pixmap is not None:
            QApplication.setOverrideCursor(QCursor(pixmap))
            self._cursor = True

    def _say(self, text: str) -> None:
        self.note.setText(html.escape(text))
        self.note.setVisible(bool(text))

    def deactivate(self) -> None:
        self.active = False
        self.dragged = None
        self._set_cursor(None)
        super().deactivate()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        super().changeEvent(event)
        if event.type() == QEvent.Type.EnabledChange and self.active:
            self._overlays()  # placed orders can be dragged only while the widget takes input

    def ready(self) -> bool:
        return len(self.orders) == self.count

    def submit(self) -> None:
        if self.ready():
            self.submit_command(C.PlaceOrders(tuple(sorted(self.orders.items()))))

    def region_clicked(self, region: str) -> None:
        self.select(region)

    def hint(self, region: str) -> str:
        if region in self.regions:
            if region in self.orders:
                return translate("Decisions", "Your order here: {order}. Click to change it, or drag it off "
                                              "the map to take it back.").format(order=names.token(self.orders[region]))
            return translate("Decisions", "Drag a token here from the tray, or click to choose one.")
        return ""

    def _row_changed(self, row: int) -> None:
        if 0 <= row < len(self.regions) and self.regions[row] != self.current:
            self.current = self.regions[row]
            self._refresh()

    def _refresh(self) -> None:
        self.info.setText(translate(
            "Decisions", "One order in each area with your units: {placed} of {count} placed.").format(
            placed=len(self.orders), count=self.count)
            + ("<br>" + translate("Decisions", "Not allowed this round: {orders}").format(
                orders=html.escape(names.any_id(self.options["banned"]))) if self.options.get("banned") else ""))
        stars = self.stars_used()
        self.tray.set_stars(stars, self.star_limit)
        where = {t: r for r, t in self.orders.items()}
        for token, b in self.token_buttons.items():
            banned = token not in self.allowed
            placed_in = where.get(token) if where.get(token) != self.current else None
            starred = self.rs.order_tokens[token].starred
            on_current = self.orders.get(self.current) == token if self.current else False
            star_blocked = starred and not banned and placed_in is None and not on_current \
                and not self.can_use(token, self.current)
            b.set_state(banned, placed_in, star_blocked, on_current, self.can_use(token, self.current))
            tip = names.token(token)
            if banned:
                tip += " — " + translate("Decisions", "not allowed this round")
            elif token in self.orders.values():
                tip += " — " + translate("Decisions", "already placed") + f" ({names.region(where[token])})"
            elif star_blocked:
                tip += " — " + translate("Decisions", "no more starred orders allowed")
            b.setToolTip(tip)
        self.list.blockSignals(True)
        self.list.clear()
        for r in self.regions:
            t = self.orders.get(r)
            item = QListWidgetItem(f"{names.region(r)}: {names.token(t) if t else '—'}")
            if t:
                item.setIcon(QIcon(order_pixmap(t, self.seat, 22)))
            self.list.addItem(item)
        if self.current in self.regions:
            self.list.setCurrentRow(self.regions.index(self.current))
        self.list.blockSignals(False)
        self.commit_button.setEnabled(self.ready())
        self.clear_button.setEnabled(self.current in self.orders)
        self._overlays()

    def _overlays(self) -> None:
        self.scene.set_preview_orders(self.orders, self.seat, draggable=self.isEnabled())
        if self.dragged is not None:  # while a token is dragged: where it may go
            marks = {r: "legal" for r in self.regions if not self.refusal(self.dragged, r)}
        else:
            marks = {r: "candidate" for r in self.regions if r not in self.orders}
            if self.current:
                marks[self.current] = "selected"
        self.scene.set_highlights(marks)

    def activate(self) -> None:
        self.active = True
        self.scene.clear_overlays()
        self._overlays()


class RavenWidget(DecisionWidget):
    """The Messenger Raven: replace one of your orders, look at the wildling card, or nothing."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.rs = names.ruleset()
        self.lay.addWidget(_label(translate("Decisions", "Messenger Raven"), bold=True, size=11))
        self.lay.addWidget(_label(translate(
            "Decisions", "You hold the Messenger Raven: you may swap one of your orders for an unused one, "
            "or look at the top card of the wildling deck.")))
        row = QHBoxLayout()
        self.region_box = QComboBox()
        for r in self.options.get("regions", []):
            o = self.view.get("orders", {}).get(r)
            self.region_box.addItem(f"{names.region(r)} ({names.token(o['token']) if o else '?'})", r)
        self.token_box = QComboBox()
        for t in self.options.get("tokens", []):
            self.token_box.addItem(QIcon(order_pixmap(t, self.seat, 22)), names.token(t), t)
        row.addWidget(self.region_box, 1)
        row.addWidget(self.token_box, 1)
        self.lay.addLayout(row)
        self.replace_button = _button(translate("Decisions", "Replace the order"))
        self.replace_button.clicked.connect(
            lambda: self.replace(self.region_box.currentData(), self.token_box.currentData()))
        self.replace_button.setEnabled(bool(self.options.get("regions")) and bool(self.options.get("tokens")))
        self.peek_button = _button(translate("Decisions", "Look at the wildling card"))
        self.peek_button.clicked.connect(self.peek)
        self.none_button = _button(translate("Decisions", "Do not use the raven"), primary=True)
        self.none_button.clicked.connect(self.skip)
        for b in (self.replace_button, self.peek_button, self.none_button):
            self.lay.addWidget(b)
        self.region_box.currentIndexChanged.connect(lambda _: self.activate())

    def replace(self, region: str, token: str) -> None:
        self.submit_command(C.UseRaven("replace", region, token))

    def peek(self) -> None:
        self.submit_command(C.UseRaven("peek"))

    def skip(self) -> None:
        self.submit_command(C.UseRaven("none"))

    def region_clicked(self, region: str) -> None:
        i = self.region_box.findData(region)
        if i >= 0:
            self.region_box.setCurrentIndex(i)

    def activate(self) -> None:
        self.scene.clear_overlays()
        marks = {r: "candidate" for r in self.options.get("regions", [])}
        if self.region_box.currentData():
            marks[self.region_box.currentData()] = "selected"
        self.scene.set_highlights(marks)


# ----- action phase -----------------------------------------------------------------

class RaidWidget(DecisionWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.raids: dict[str, list[str]] = self.options["raids"]
        self.source: str | None = sorted(self.raids)[0] if len(self.raids) == 1 else None
        self.lay.addWidget(_label(translate("Decisions", "Resolve a raid"), bold=True, size=11))
        self.help = _label()
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
                b = _button(names.region(r))
                b.clicked.connect(lambda _=False, r=r: self.select_source(r))
                self.buttons.addWidget(b)
        else:
            self.help.setText(translate("Decisions", "Raid from {region}: remove an adjacent enemy order.")
                              .format(region=names.region(self.source)))
            for t in self.raids[self.source]:
                o = self.view.get("orders", {}).get(t)
                text = names.region(t) + (f" — {names.house(o['house'])}: {names.token(o['token'])}" if o else "")
                b = _button(text)
                if o:
                    b.setIcon(QIcon(order_pixmap(o["token"], o["house"], 22)))
                b.clicked.connect(lambda _=False, t=t: self.raid(t))
                self.buttons.addWidget(b)
            skip = _button(translate("Decisions", "Remove the raid without effect"))
            skip.clicked.connect(lambda: self.raid(""))
            self.buttons.addWidget(skip)
            if len(self.raids) > 1:
                back = _button(translate("Decisions", "Choose another raid"))
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
        self.lay.addWidget(_label(translate("Decisions", "March"), bold=True, size=11))
        self.help = _label()
        self.lay.addWidget(self.help)
        self.sources_box = QVBoxLayout()
        self.lay.addLayout(self.sources_box)
        self.plan = _label()
        self.lay.addWidget(self.plan)
        self.leave_box = QCheckBox(translate("Decisions", "Leave a power token behind (keeps control)"))
        self.leave_box.toggled.connect(self.set_leave_token)
        self.lay.addWidget(self.leave_box)
        self.undo_button, self.confirm_button = _undo_confirm_row(
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

    def legal_destination(self, dest: str) -> bool:
        info = self.info
        if info is None or dest not in info["destinations"]:
            return False
        combat = set(info["combat"])
        if dest in combat:
            others = [d for d in self.moves if d in combat and d != dest and self.moves[d]]
            if others:
                return False  # one combat per march
        return True

    def move(self, dest: str, units: list[str]) -> bool:
        """Plan `units` to go from the source to `dest`; refused (nothing changes) when illegal."""
        if not units or not self.legal_destination(dest):
            return False
        left = Counter(self.remaining())
        need = Counter(units)
        if any(left[u] < n for u, n in need.items()):
            return False
        self.moves.setdefault(dest, []).extend(units)
        self.selected = []
        self._refresh()
        return True

    def reset(self) -> None:
        self.moves = {}
        self.selected = []
        self.leave_token = False
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
        if source == self.source:
            self.move(dest, units)

    def unit_clicked(self, region: str, unit: str, routed: bool) -> None:
        if region != self.source or routed:
            return
        left = Counter(self.remaining())
        have = Counter(self.selected)
        if have[unit] < left[unit]:
            self.selected.append(unit)
        elif unit in self.selected:
            self.selected = [u for u in self.selected if u != unit]
        self._show_selection()

    def region_clicked(self, region: str) -> None:
        if region in self.marches and region != self.source:
            self.select_source(region)
        elif self.selected and self.legal_destination(region):
            self.move(region, list(self.selected))

    def hint(self, region: str) -> str:
        info = self.info
        if region in self.marches and region != self.source:
            return translate("Decisions", "Your march order: click to march from here.")
        if info is None:
            return ""
        if region == self.source:
            return translate("Decisions", "Drag units from here onto a highlighted area.")
        if region in info["destinations"]:
            if not self.legal_destination(region):
                return translate("Decisions", "A march may start only one battle.")
            if region in info["combat"]:
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
                w.deleteLater()

    def _refresh(self) -> None:
        self._clear_sources()
        info = self.info
        if info is None:
            self.help.setText(translate("Decisions", "Choose which of your march orders to resolve now."))
            for r in sorted(self.marches):
                b = _button(f"{names.region(r)} — {names.units(self.marches[r]['units'])}")
                b.clicked.connect(lambda _=False, r=r: self.select_source(r))
                self.sources_box.addWidget(b)
            self.plan.setText("")
        else:
            self.help.setText(translate(
                "Decisions", "March from {region}: drag units onto a green area (red: battle; only one "
                "battle per march). Click units to pick several, then click a destination.").format(
                region=names.region(self.source)))
            if len(self.marches) > 1:
                b = _button(translate("Decisions", "Resolve another march order"))
                b.clicked.connect(self._back)
                self.sources_box.addWidget(b)
            lines = []
            for d, us in sorted(self.moves.items()):
                battle = " ⚔" if d in info["combat"] else ""
                lines.append(f"→ {html.escape(names.region(d))}: {html.escape(names.units(us))}{battle}")
            stay = self.remaining()
            if stay:
                lines.append(translate("Decisions", "Staying: {units}").format(units=html.escape(names.units(stay))))
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
        for d in info["destinations"]:
            if self.legal_destination(d):
                marks[d] = "combat" if d in info["combat"] else "legal"
        self.scene.set_highlights(marks)
        self.scene.set_draggable(self.source)
        self.scene.set_march_plan(self.source, self.moves, self.seat)
        self._show_selection()


# ----- combat -------------------------------------------------------------------------

class SupportWidget(DecisionWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.choices: dict[str, str] = {r: "none" for r in o["regions"]}
        self.lay.addWidget(_label(translate("Decisions", "Declare support"), bold=True, size=11))
        att, dfn = o["attacker"], o["defender"]
        self.lay.addWidget(_label(translate("Decisions", "Battle for {area}: {attacker} attacks {defender}.")
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
        b = _button(translate("Decisions", "Declare"), primary=True)
        b.clicked.connect(self.submit)
        self.lay.addWidget(b)

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
        self.lay.addWidget(_label(translate("Decisions", "Choose a house card"), bold=True, size=11))
        self.lay.addWidget(_label(translate("Decisions", "Battle for {area} against {opponent}. Both cards are "
                                                         "revealed together.").format(
            area=names.region(o["area"]), opponent=names.house(o.get("opponent")))))
        base = combat_preview(self.view, self.log)
        my_side = None
        c = self.view.get("combat")
        if c:
            my_side = "attacker" if c.get("attacker") == self.seat else "defender"
        if base and my_side:
            other = "defender" if my_side == "attacker" else "attacker"
            self.lay.addWidget(_label(translate(
                "Decisions", "Before cards: you {mine}, {opponent} {theirs}.").format(
                mine=sum(base[my_side].values()), opponent=names.house(o.get("opponent")),
                theirs=sum(base[other].values()))))
        self.buttons: dict[str, CardButton] = {}
        box = QVBoxLayout()
        box.setSpacing(4)
        for card in o["hand"]:
            detail = ""
            if my_side:
                with_card = combat_preview(self.view, self.log, {self.seat: card})
                if with_card:
                    detail = translate("Decisions", "Your strength with it: {n}").format(
                        n=sum(with_card[my_side].values()))
            b = CardButton(card, self.seat, detail)
            b.clicked.connect(lambda _=False, card=card: self.choose(card))
            box.addWidget(b)
            self.buttons[card] = b
        self.lay.addLayout(box)
        self.play = _button(translate("Decisions", "Play this card"), primary=True)
        self.play.setEnabled(False)
        self.play.clicked.connect(self.submit)
        self.lay.addWidget(self.play)

    def choose(self, card: str) -> bool:
        if card not in self.options["hand"]:
            return False
        self.choice = card
        for cid, b in self.buttons.items():
            b.setChecked(cid == card)
        self.play.setEnabled(True)
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
        self.lay.addWidget(_label(translate("Decisions", "Retreat"), bold=True, size=11))
        if o.get("house") and o["house"] != self.seat:
            text = translate("Decisions", "Choose where {house}'s army retreats from {area}.").format(
                house=names.house(o["house"]), area=names.region(o["area"]))
        else:
            text = translate("Decisions", "Your army lost the battle for {area}: choose where it retreats "
                                          "(highlighted areas).").format(area=names.region(o["area"]))
        self.lay.addWidget(_label(text))
        for r in o["options"]:
            b = _button(names.region(r))
            b.clicked.connect(lambda _=False, r=r: self.choose(r))
            self.lay.addWidget(b)
        self.confirm = _button(translate("Decisions", "Retreat here"), primary=True)
        self.confirm.setEnabled(False)
        self.confirm.clicked.connect(self.submit)
        self.lay.addWidget(self.confirm)

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


# ----- choices, units, mustering, bids ------------------------------------------------------

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
    }
    if prompt in titles:
        return titles[prompt]
    if prompt.startswith("clash-of-kings:"):
        return names.bid_purpose(prompt)
    return names.any_id(prompt)


def prompt_text(prompt: str, options: dict[str, Any], view: dict[str, Any]) -> str:
    rs = names.ruleset()
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
    if prompt == "port-takeover":
        return translate("Decisions", "How many enemy ships in {port} become yours (the rest are destroyed)?") \
            .format(port=names.region(options.get("port", "")))
    if prompt == "raven-peek":
        card = options.get("card", "")
        parts = [translate("Decisions", "The top wildling card is <b>{card}</b>. Leave it on top or put it at "
                                        "the bottom of the deck?").format(card=html.escape(names.card(card)))]
        for label, t in names.wildling_texts(card):
            parts.append(f"<u>{html.escape(label)}</u>: {html.escape(t)}")
        return "<br>".join(parts)
    if prompt == "tyrion-lannister" and options.get("opponent_card"):
        card = options["opponent_card"]
        return (translate("Decisions", "Your opponent revealed <b>{card}</b>. Cancel it?")
                .format(card=html.escape(names.card(card))) + "<br><i>"
                + html.escape(names.house_card_text("tyrion-lannister")) + "</i>")
    if prompt in rs.house_cards:
        return html.escape(names.house_card_text(prompt))
    if prompt in rs.westeros_cards:
        return html.escape(names.westeros_text(prompt))
    if names.wildling_card(prompt):
        return "<br>".join(f"<u>{html.escape(a)}</u>: {html.escape(b)}" for a, b in names.wildling_texts(prompt))
    if prompt.startswith("wildlings-"):
        return translate("Decisions", "As holder of the Iron Throne, decide which house is affected.")
    return ""


def option_label(prompt: str, option: Any) -> str:
    if isinstance(option, bool):
        return translate("Decisions", "Yes") if option else translate("Decisions", "No")
    if isinstance(option, int):
        return str(option)
    if prompt == "doran-martell" and isinstance(option, str):
        return names.track(option) if option in ("iron_throne", "fiefdoms", "kings_court") else names.any_id(option)
    if option == "none" and prompt in names.ruleset().house_cards:
        return translate("Decisions", "Do not use the ability")
    return names.any_id(option)


class ChooseWidget(DecisionWidget):
    """A choice among listed options: card abilities, Westeros cards, the blade, ties."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        prompt = self.options.get("prompt", "")
        self.prompt = prompt
        self.lay.addWidget(_label(prompt_title(prompt), bold=True, size=11))
        text = prompt_text(prompt, self.options, self.view)
        if text:
            self.lay.addWidget(_label(text))
        self.region_options = [o for o in self.options["options"] if isinstance(o, str)
                               and o in names.ruleset().regions]
        for opt in self.options["options"]:
            b = _button(option_label(prompt, opt))
            if isinstance(opt, str) and opt in names.ruleset().house_cards:
                from .panels import card_tooltip

                b.setToolTip(card_tooltip(opt))
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
        self.lay.addWidget(_label(prompt_title(o.get("prompt", "")), bold=True, size=11))
        rule = o.get("rule")
        if self.lo == self.hi:
            text = translate("Decisions", "Choose {n} unit(s).").format(n=self.lo)
        else:
            text = translate("Decisions", "Choose {lo} to {hi} units.").format(lo=self.lo, hi=self.hi)
        if rule == "supply":
            text += " " + translate("Decisions", "Your armies must fit your supply; remove no more than needed.")
        elif rule == "one-area":
            text += " " + translate("Decisions", "All from one area.")
        extra = prompt_text(o.get("prompt", ""), o, self.view)
        self.lay.addWidget(_label(text + (f"<br><i>{extra}</i>" if extra else "")))
        self.list = QListWidget()
        for region, unit in self.candidates:
            a = self.view["units"].get(region)
            item = QListWidgetItem(QIcon(unit_pixmap(unit, a["house"] if a else self.seat, 22)),
                                   f"{names.region(region)} — {names.unit(unit)}")
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.list.addItem(item)
        self.list.itemChanged.connect(self._item_changed)
        self.list.setMaximumHeight(190)
        self.lay.addWidget(self.list)
        self.count = _label()
        self.lay.addWidget(self.count)
        self.confirm = _button(translate("Decisions", "Confirm"), primary=True)
        self.confirm.clicked.connect(self.submit)
        self.lay.addWidget(self.confirm)
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


class MusterWidget(DecisionWidget):
    """Click a castle, pick units to raise there; points and reserves are counted as you go."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.castles: dict[str, dict[str, Any]] = o["castles"]
        self.actions: list[tuple[str, str, str]] = []
        self.castle: str | None = sorted(self.castles)[0] if self.castles else None
        self.lay.addWidget(_label(translate("Decisions", "Muster"), bold=True, size=11))
        self.help = _label(translate("Decisions", "Click one of your castles or strongholds, then choose units "
                                                  "to raise there."))
        self.lay.addWidget(self.help)
        self.castle_box = QComboBox()
        for c in sorted(self.castles):
            self.castle_box.addItem(names.region(c), c)
        self.castle_box.currentIndexChanged.connect(lambda _: self.select_castle(self.castle_box.currentData()))
        self.lay.addWidget(self.castle_box)
        self.points = _label()
        self.lay.addWidget(self.points)
        grid = QGridLayout()
        self.unit_buttons: dict[str, QPushButton] = {}
        for i, unit in enumerate(("footman", "knight", "siege-engine", "ship", "upgrade:knight",
                                  "upgrade:siege-engine")):
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
        self.undo, self.confirm = _undo_confirm_row(
            self.lay, translate("Decisions", "Remove last"), self.remove_last,
            translate("Decisions", "Finish mustering"), self.submit)
        self._refresh()

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
        if castle not in self.castles or self.cost(unit) > self.points_left(castle):
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
            b.setText(f"{label} ({self.cost(unit)})")
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


class BidWidget(DecisionWidget):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        purpose = o["purpose"]
        self.lay.addWidget(_label(names.bid_purpose(purpose), bold=True, size=11))
        if purpose.startswith("clash-of-kings:"):
            track = purpose.split(":", 1)[1]
            order = self.view["tracks"][track]
            text = translate("Decisions", "Bid power tokens for the {track} track. All bids are revealed together "
                                          "and every token bid is lost. Now: {order}.").format(
                track=names.track(track), order=", ".join(names.house(h) for h in order))
        else:
            wa = self.view.get("wildling_attack") or {}
            text = translate("Decisions", "The wildlings attack with strength {n}. Bid power tokens for the "
                                          "Night's Watch; all bids are lost.").format(
                n=wa.get("strength", self.view.get("wildling_threat", 0)))
        self.lay.addWidget(_label(text))
        bidding = self.view.get("bidding") or {}
        placed = set(bidding.get("placed", []))
        rows = []
        for h in bidding.get("houses", self.view["houses"]):
            mark = "✔" if h in placed else "…"
            rows.append(f"<tr><td><span style='color:{theme.house_ink(h).name()}'>●</span> "
                        f"{html.escape(names.house(h))}</td><td align=right>&nbsp;{self.view['power'][h]}&nbsp;</td>"
                        f"<td>{mark}</td></tr>")
        head = [html.escape(translate("Decisions", "House")), html.escape(translate("Decisions", "Power")),
                html.escape(translate("Decisions", "Bid"))]
        table = _label(f"<table cellspacing=2><tr><th align=left>{head[0]}</th><th>{head[1]}</th><th>{head[2]}"
                       "</th></tr>" + "".join(rows) + "</table>")
        self.lay.addWidget(table)
        row = QHBoxLayout()
        self.lay.addLayout(row)
        self.spin = QSpinBox()
        self.spin.setRange(0, o["max"])
        self.spin.setSuffix(" " + translate("Decisions", "power"))
        row.addWidget(QLabel(translate("Decisions", "Your bid (you have {n}):").format(n=o["max"]), self))
        row.addWidget(self.spin)
        b = _button(translate("Decisions", "Place bid"), primary=True)
        b.clicked.connect(self.submit)
        self.lay.addWidget(b)

    def set_amount(self, n: int) -> bool:
        if not 0 <= n <= self.options["max"]:
            return False
        self.spin.setValue(n)
        return True

    def submit(self) -> None:
        self.submit_command(C.Bid(self.spin.value()))

    def draft(self) -> dict[str, Any]:
        return {"amount": self.spin.value()}

    def restore(self, draft: dict[str, Any]) -> None:
        self.set_amount(int(draft.get("amount", 0)))


class OrderHousesWidget(DecisionWidget):
    """Settle a tie: put the houses in order (drag, or the arrows)."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        o = self.options
        self.lay.addWidget(_label(translate("Decisions", "Settle a tie"), bold=True, size=11))
        self.lay.addWidget(_label(translate("Decisions", "{what}: as holder of the Iron Throne, put the tied "
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
        up, down = _button("▲"), _button("▼")
        up.clicked.connect(lambda: self._shift(-1))
        down.clicked.connect(lambda: self._shift(1))
        row.addWidget(up)
        row.addWidget(down)
        row.addStretch(1)
        b = _button(translate("Decisions", "Confirm order"), primary=True)
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


WIDGETS: dict[str, type[DecisionWidget]] = {
    "place-orders": PlaceOrdersWidget,
    "raven": RavenWidget,
    "raven-peek": ChooseWidget,
    "raid": RaidWidget,
    "march": MarchWidget,
    "support": SupportWidget,
    "house-card": HouseCardWidget,
    "choose": ChooseWidget,
    "select-units": SelectUnitsWidget,
    "retreat": RetreatWidget,
    "muster": MusterWidget,
    "bid": BidWidget,
    "order-houses": OrderHousesWidget,
}


# ----- the panel that hosts them ----------------------------------------------------------

class CombatPanel(QFrame):
    """The battle under way: both sides and their strength as it builds up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet("CombatPanel { background: #f6ead2; border: 1px solid #b9a77f; border-radius: 6px; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(8, 6, 8, 6)
        self.label = _label()
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
                "tides": translate("Decisions", "tides")}
        strength = c.get("strength") or combat_preview(view, log) if dfn and c.get("kind") == "combat" else None
        for side, house in (("attacker", att), ("defender", dfn)):
            if house is None:
                continue
            who = names.house(house)
            color = theme.house_ink(house).name()
            row = f"<span style='color:{color}'><b>{html.escape(who)}</b></span> "
            row += translate("Decisions", "(attacker)") if side == "attacker" else translate("Decisions", "(defender)")
            if strength and side in strength:
                parts = [f"{keys.get(k, k)} {v:+d}" if k != "units" else f"{keys[k]} {v}"
                         for k, v in strength[side].items() if v or k == "units"]
                row += f": <b>{sum(strength[side].values())}</b> <span style='color:#555'>({', '.join(parts)})</span>"
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
            lines.append("<b>" + translate("Decisions", "{house} wins.").format(house=names.house(c["winner"])) + "</b>")
        self.label.setText("<br>".join(lines))


class DecisionPanel(QWidget):
    """Always says whose decision the game waits on, and hosts the widget for ours."""

    command = Signal(str, object)  # seat, command

    def __init__(self, scene: MapScene, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 6, 6, 6)
        self.banner = QLabel()
        self.banner.setWordWrap(True)
        self.banner.setTextFormat(Qt.TextFormat.RichText)
        self.banner.setMargin(6)
        lay.addWidget(self.banner)
        self.waiting = _label()
        lay.addWidget(self.waiting)
        self.combat = CombatPanel()
        self.combat.hide()
        lay.addWidget(self.combat)
        self.error = _label()
        self.error.setStyleSheet("color: #a4161a;")
        self.error.hide()
        lay.addWidget(self.error)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.holder = QWidget()
        self.holder_lay = QVBoxLayout(self.holder)
        self.holder_lay.setContentsMargins(0, 0, 0, 0)
        self.holder_lay.addStretch(1)
        self.scroll.setWidget(self.holder)
        lay.addWidget(self.scroll, 1)
        self.widget: DecisionWidget | None = None
        self.key: tuple | None = None
        self._shown: tuple | None = None  # the arguments of set_decision, to rebuild its widget
        scene.region_clicked.connect(self._region_clicked)
        scene.units_dropped.connect(self._units_dropped)
        scene.unit_clicked.connect(self._unit_clicked)
        scene.order_dropped.connect(self._order_dropped)

    # ----- content ------------------------------------------------------------------
    def show_status(self, view: dict[str, Any] | None, active: str | None, log: list,
                    you: list[str] | None = None) -> None:
        """The banner and the 'waiting for' line."""
        you = you or []
        if view is None:
            self.banner.setText("")
            self.waiting.setText(translate("Decisions", "Connecting…"))
            return
        if view.get("finished"):
            w = view.get("winner")
            won = translate("Decisions", "{house} wins the game!").format(house=names.house(w)) if w else ""
            self.banner.setText(f"<span style='font-size:14pt'><b>{html.escape(won)}</b></span>" if w else "")
            self._banner_style(w)
            self.waiting.setText(translate("Decisions", "The game is over."))
            self.combat.refresh(None, log)
            return
        waits = view.get("waiting_for", [])
        parts = []
        for w in waits:
            mark = " ✔" if w["seat"] in (view.get("orders_submitted") or []) else ""
            parts.append(f"{html.escape(names.house(w['seat']))} ({html.escape(kind_label(w['kind']))}){mark}")
        text = translate("Decisions", "Waiting for: {who}").format(who=", ".join(parts)) if parts else \
            translate("Decisions", "The game is moving on…")
        self.waiting.setText(text)
        if active:
            self.banner.setText(f"<span style='font-size:13pt'><b>{html.escape(names.house(active))}</b></span> — "
                                + html.escape(translate("Decisions", "your decision")))
            self._banner_style(active)
        else:
            self.banner.setText(html.escape(translate("Decisions", "Nothing to decide right now."))
                                if you else html.escape(translate("Decisions", "You are watching this game.")))
            self._banner_style(None)
        self.combat.refresh(view, log)

    def _banner_style(self, house: str | None) -> None:
        if house and house in theme.HOUSE_COLORS:
            bg = theme.house_color(house)
            fg = theme.house_text(house)
            self.banner.setStyleSheet(f"background: {bg.name()}; color: {fg.name()}; border-radius: 6px;")
        else:
            self.banner.setStyleSheet("background: #e9dfc8; color: #2b2418; border-radius: 6px;")

    def set_decision(self, seat: str | None, decision: dict[str, Any] | None, view: dict[str, Any] | None,
                     log: list, state_id: int | None = None) -> None:
        # the same decision stays on screen (with the player's unfinished input) while others
        # act; a new decision, or the same one asked again after an answer, gets a fresh widget
        key = (seat, decision["kind"], repr(decision["options"])) if decision else None
        if key == self.key and self.widget is not None and not self.widget.sent:
            return
        self.clear_decision()
        self.key = key
        if decision is None or seat is None or view is None:
            return
        self._shown = (seat, decision, view, log, state_id)
        cls = WIDGETS.get(decision["kind"])
        if cls is None:
            return
        self.widget = cls(seat, decision, view, self.scene, log)
        self.widget.submitted.connect(lambda cmd, s=seat: self._submitted(s, cmd))
        self.holder_lay.insertWidget(0, self.widget)
        self.widget.activate()
        self.error.hide()

    def rebuild(self) -> None:
        """Build the decision's widget again (new language), keeping the player's unfinished input."""
        widget, shown = self.widget, self._shown
        if widget is None or shown is None or widget.sent:
            self.clear_decision()
            return
        draft = widget.draft()
        self.clear_decision()
        self.set_decision(*shown)
        if self.widget is not None:
            self.widget.restore(draft)

    def clear_decision(self) -> None:
        self._shown = None
        if self.widget is not None:
            self.widget.deactivate()
            self.holder_lay.removeWidget(self.widget)
            self.widget.hide()
            self.widget.deleteLater()
        self.widget = None
        self.key = None
        self.scene.clear_overlays()

    def show_error(self, message: str) -> None:
        self.error.setText(message)
        self.error.setVisible(bool(message))
        if self.widget is not None:
            self.widget.sent = False
            self.widget.setEnabled(True)

    def _submitted(self, seat: str, cmd: Any) -> None:
        if self.widget is not None:
            self.widget.setEnabled(False)
        self.error.hide()
        self.command.emit(seat, cmd)

    # ----- map events --------------------------------------------------------------
    def _region_clicked(self, region: str) -> None:
        if self.widget is not None and self.widget.isEnabled():
            self.widget.region_clicked(region)

    def _units_dropped(self, source: str, dest: str, units: list) -> None:
        if self.widget is not None and self.widget.isEnabled():
            self.widget.units_dropped(source, dest, list(units))

    def _unit_clicked(self, region: str, unit: str, routed: bool) -> None:
        if self.widget is not None and self.widget.isEnabled():
            self.widget.unit_clicked(region, unit, routed)

    def _order_dropped(self, source: str, dest: str | None) -> None:
        if self.widget is not None and self.widget.isEnabled():
            self.widget.order_dropped(source, dest)

    def hint(self, region: str) -> str:
        return self.widget.hint(region) if self.widget is not None and self.widget.isEnabled() else ""
