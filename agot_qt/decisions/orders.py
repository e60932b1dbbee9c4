"""Planning: placing orders (with the token tray that drags onto the map) and the Messenger Raven."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QCursor, QIcon, QMouseEvent, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView, QApplication, QComboBox, QFrame, QGridLayout, QHBoxLayout, QListWidget, QListWidgetItem,
    QToolButton, QVBoxLayout,
)

from engine import commands as C

from ..words import names
from .common import DecisionWidget, action_button, fit_to_rows, order_pixmap, text_label, undo_confirm_row

translate = QCoreApplication.translate


LIST_MAX_HEIGHT = 150
LIST_ICON = 22  # every row of the order list has an icon this size, so rows keep their height


def _blank_icon() -> QIcon:
    """An empty icon for an area without an order: its row is as tall as one with a token, so
    placing an order does not move the rows below it under the pointer."""
    pix = QPixmap(LIST_ICON, LIST_ICON)
    pix.fill(Qt.GlobalColor.transparent)
    return QIcon(pix)


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
        vassal = bool(owner.options.get("vassal"))  # a vassal's own few tokens
        head.addWidget(text_label(translate("Vassals", "The vassal's order tokens") if vassal else
                                  translate("Decisions", "Order tokens"), bold=True, wrap=False, size=10))
        head.addStretch(1)
        self.stars = text_label(wrap=False)
        head.addWidget(self.stars)
        lay.addLayout(head)
        grid = QGridLayout()
        grid.setSpacing(0)
        grid.setContentsMargins(0, 0, 0, 0)
        self.tokens: dict[str, TrayToken] = {}
        self.stars.setVisible(not vassal)
        rs = names.ruleset()
        for i, token in enumerate(rs.vassal_token_ids if vassal else rs.order_token_ids):
            t = TrayToken(token, owner.seat, owner)
            row, col = (0, i) if vassal else (i % 3, i // 3)  # a vassal's few tokens: one row
            grid.addWidget(t, row, col, Qt.AlignmentFlag.AlignCenter)
            self.tokens[token] = t
        lay.addLayout(grid)
        sea = [t for t in owner.options.get("sea_only", []) if t not in self.tokens]
        if sea:  # the sea orders module's tokens, in a row of their own: they go at sea only
            row = QHBoxLayout()
            row.addWidget(text_label(translate("Vassals", "At sea only:"), wrap=False, size=8.5))
            for token in sea:
                t = TrayToken(token, owner.seat, owner)
                row.addWidget(t)
                self.tokens[token] = t
            row.addStretch(1)
            lay.addLayout(row)
        self.help = text_label(translate("Decisions", "Drag a token onto one of your areas, or click an area and then a "
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
        # the extra tokens (the Iron Bank's) are allowed beyond `tokens`, never required
        self.allowed: list[str] = list(self.options["tokens"]) + [
            t for t in self.options.get("extra_tokens", []) if t not in self.options["tokens"]]
        self.star_limit: int = self.options["star_limit"]
        self.count: int = self.options["count"]
        self.orders: dict[str, str] = {}
        self.current: str | None = self.regions[0] if self.regions else None
        self.dragged: str | None = None  # the token being dragged from the tray
        self.active = False  # on screen, its plan shown on the map
        self._cursor = False
        self.fewer = bool(self.options.get("fewer"))  # a vassal: up to `count` orders, even none
        self.lay.addWidget(text_label(translate("Vassals", "Place the vassal's orders") if self.options.get("vassal")
                                      else translate("Decisions", "Place your orders"), bold=True, size=11))
        self.info = text_label()
        self.lay.addWidget(self.info)
        self.tray = OrderTray(self)
        self.token_buttons: dict[str, TrayToken] = self.tray.tokens
        self.lay.addWidget(self.tray)
        self.note = text_label(size=9)
        self.note.setStyleSheet("color: #a4161a;")
        self.note.hide()
        self.lay.addWidget(self.note)
        self.list = QListWidget()
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.list.setMaximumHeight(LIST_MAX_HEIGHT)
        self.list.setIconSize(QSize(LIST_ICON, LIST_ICON))
        self.list.currentRowChanged.connect(self._row_changed)
        self.lay.addWidget(self.list)
        self.clear_button, self.commit_button = undo_confirm_row(
            self.lay, translate("Decisions", "Remove order"), lambda: self.current and self.clear(self.current),
            translate("Decisions", "Commit orders"), self.submit)
        self._refresh()

    def stars_used(self) -> int:
        return sum(1 for t in self.orders.values() if self.rs.order_tokens[t].starred)

    def can_use(self, token: str, region: str | None = None) -> bool:
        if token not in self.allowed:
            return False
        if region is not None and not self._fits(token, region):
            return False
        used = {t for r, t in self.orders.items() if r != region}
        if token in used:
            return False
        if self.rs.order_tokens[token].starred:
            stars = sum(1 for r, t in self.orders.items() if r != region and self.rs.order_tokens[t].starred)
            if stars >= self.star_limit:
                return False
        return True

    def _fits(self, token: str, region: str) -> bool:
        """A sea-only token (the decision's `sea_only`) goes in a sea area only."""
        if token in self.options.get("sea_only", []):
            r = self.rs.regions.get(region)
            return r is not None and r.kind == "sea"
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

    def _room(self, token: str, region: str | None) -> bool:
        """Room for `token` in `region`: an area with an order takes another instead; otherwise
        `count` orders, one more for each extra token placed (the Iron Bank's, never required)."""
        if region in self.orders:
            return True
        extra = set(self.options.get("extra_tokens", []))
        placed_extra = sum(1 for t in self.orders.values() if t in extra) + (token in extra)
        return len(self.orders) + 1 <= self.count + placed_extra

    def set_order(self, region: str, token: str) -> bool:
        if region not in self.regions or not self.can_use(token, region):
            return False
        if not self._room(token, region):
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
        if not self._fits(token, region):
            return translate("Vassals", "This order goes in a sea area only.")
        if not self.can_use(token, region):
            return translate("Decisions", "You may place at most {limit} starred orders.").format(
                limit=self.star_limit)
        if not self._room(token, region):
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
        if self.fewer:
            return len(self.orders) <= self.count
        extra = set(self.options.get("extra_tokens", []))  # on top of `count`, or in place of an order
        return len(self.orders) in (self.count, self.count + sum(1 for t in self.orders.values() if t in extra))

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
        self.info.setText((translate(
            "Vassals", "At most {count} orders, in areas with the vassal's units (fewer, even none, are allowed): "
            "{placed} placed.") if self.fewer else translate(
            "Decisions", "One order in each area with your units: {placed} of {count} placed.")).format(
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
                tip += " — " + names.aside(translate("Decisions", "already placed"), names.region(where[token]))
            elif star_blocked:
                tip += " — " + translate("Decisions", "no more starred orders allowed")
            b.setToolTip(tip)
        self.list.blockSignals(True)
        self.list.clear()
        for r in self.regions:
            t = self.orders.get(r)
            item = QListWidgetItem(names.pair(names.region(r), names.token(t) if t else "—"))
            item.setIcon(QIcon(order_pixmap(t, self.seat, LIST_ICON)) if t else _blank_icon())
            self.list.addItem(item)
        if self.current in self.regions:
            self.list.setCurrentRow(self.regions.index(self.current))
        self.list.blockSignals(False)
        fit_to_rows(self.list, LIST_MAX_HEIGHT)
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
        self.lay.addWidget(text_label(translate("Decisions", "Messenger Raven"), bold=True, size=11))
        can_peek = "peek" in self.options.get("actions", ["peek"])  # the 1st edition's raven only swaps
        self.lay.addWidget(text_label(translate(
            "Decisions", "You hold the Messenger Raven: you may swap one of your orders for an unused one, "
            "or look at the top card of the wildling deck.") if can_peek else translate(
            "Decisions", "You hold the Messenger Raven: you may swap one of your orders for an unused one.")))
        row = QHBoxLayout()
        self.region_box = QComboBox()
        for r in self.options.get("regions", []):
            o = self.view.get("orders", {}).get(r)
            self.region_box.addItem(names.aside(names.region(r), names.token(o["token"]) if o else "?"), r)
        self.token_box = QComboBox()
        for t in self.options.get("tokens", []):
            self.token_box.addItem(QIcon(order_pixmap(t, self.seat, 22)), names.token(t), t)
        row.addWidget(self.region_box, 1)
        row.addWidget(self.token_box, 1)
        self.lay.addLayout(row)
        self.replace_button = action_button(translate("Decisions", "Replace the order"))
        self.replace_button.clicked.connect(
            lambda: self.replace(self.region_box.currentData(), self.token_box.currentData()))
        self.replace_button.setEnabled(bool(self.options.get("regions")) and bool(self.options.get("tokens")))
        self.peek_button = action_button(translate("Decisions", "Look at the wildling card"))
        self.peek_button.clicked.connect(self.peek)
        self.none_button = action_button(translate("Decisions", "Do not use the raven"), primary=True)
        self.none_button.clicked.connect(self.skip)
        for b in (self.replace_button, self.peek_button, self.none_button):
            self.lay.addWidget(b)
        self.peek_button.setVisible(can_peek)
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
