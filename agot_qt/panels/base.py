"""What the panels around the map are made of: a painted panel with tooltips on what it drew,
and a panel of rich text rebuilt from each view."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QLabel, QSizePolicy, QToolTip, QWidget

from ..style import theme
from ..words import names

translate = QCoreApplication.translate


def house_initial(house: str) -> str:
    return names.house(house)[:1]


def vassal_tip(view: dict[str, Any], house: str) -> str:
    """A tooltip's line for a vassal: who commands it this round (rich text; "" for a player)."""
    if house not in (view.get("vassals") or []):
        return ""
    seat = (view.get("commanders") or {}).get(house)
    if seat is None:
        return "<br>" + html.escape(translate("Vassals", "A vassal: nobody plays it; each round a player commands it."))
    return "<br>" + html.escape(translate("Vassals", "A vassal, commanded this round by {house}.").format(
        house=names.house(seat)))


class PaintedPanel(QWidget):
    """A custom-painted panel with tooltips on rectangles it registers while painting."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.view: dict[str, Any] | None = None
        self.hits: list[tuple[QRectF, str]] = []
        self._key: Any = None
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def refresh(self, view: dict[str, Any] | None) -> None:
        key = self.key(view)
        self.view = view
        if key != self._key or key is None:
            self._key = key
            self.updateGeometry()
            self.update()

    def key(self, view: dict[str, Any] | None) -> Any:
        """What the panel shows of a view; it repaints only when this changes."""
        return None

    def changeEvent(self, e: QEvent) -> None:  # noqa: N802 (Qt API)
        if e.type() == QEvent.Type.LanguageChange:
            self._key = None
            self.update()
        super().changeEvent(e)

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip:
            pos = QPointF(e.pos())
            for rect, text in reversed(self.hits):
                if rect.contains(pos):
                    QToolTip.showText(e.globalPos(), text, self)
                    return True
            QToolTip.hideText()
            return True
        return super().event(e)

    def chip(self, p: QPainter, center: QPointF, r: float, house: str, text: str | None = None,
             ring: QColor | None = None) -> None:
        p.setPen(QPen(ring or theme.house_outline(house), 2.2 if ring else 1.4))
        p.setBrush(theme.house_color(house))
        p.drawEllipse(center, r, r)
        label = house_initial(house) if text is None else text
        if label:
            p.setPen(theme.house_text(house))
            font = theme.ui_font(r * 0.72, bold=True)
            p.setFont(font)
            p.drawText(QRectF(center.x() - r, center.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, label)


class RichTextPanel(QLabel):
    """A side panel of wrapped rich text on the panel background, rebuilt from each view it is
    given (`refresh`), so a language switch only needs a refresh."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setMargin(6)
        self.setStyleSheet(f"background: {theme.PANEL_BG};")
        self.view: dict[str, Any] | None = None
