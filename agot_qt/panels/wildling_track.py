"""The wildling track as it is drawn, and its marker sliding from the old threat to the new.

The tracks panel (`panels.StatusBoard`) paints the track among its other rows; the outcome
panel shows it alone (`WildlingTrack`) under the Westeros draw and a wildling attack. Both use
`ThreatMarker` for the painting and the slide, so they look and move alike; the slide follows
the *Settings* animation switch (off: the marker is at the new value at once).
"""
from __future__ import annotations

import time

from PySide6.QtCore import QCoreApplication, QRect, QRectF, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..style import theme
from ..board.motion import animations_enabled

translate = QCoreApplication.translate
THREAT_SLIDE_S = 0.8  # the wildling threat marker sliding to its new place, in seconds
SLIDE_TICK_MS = 16


class ThreatMarker:
    """Paints the wildling track's cells into an area of `owner` and slides its marker.

    `place` tells it where the cells are; while the marker slides, each frame repaints only
    that area of the owner."""

    def __init__(self, owner: QWidget) -> None:
        self.owner = owner
        self.shown: float | None = None  # the marker's place while it slides, else None
        self.span = (0.0, 0.0, 0.0)  # from, to, start (time.monotonic)
        self.rect = QRectF()  # the area the cells and the marker cover
        self.geometry: tuple[float, float, float, float, int, int] | None = None  # x, top, cell w, h, step, max
        self.slides = 0  # slides started (tests and the bench read it)
        self.timer = QTimer(owner)
        self.timer.setInterval(SLIDE_TICK_MS)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.tick)

    def place(self, x0: float, top: float, cell: float, height: float, step: int, most: int) -> None:
        self.geometry = (x0, top, cell, height, step, most)
        self.rect = QRectF(x0 - 2, top - 2, (most // step + 1) * cell + 4, height + 4)

    def dirty(self) -> QRect:
        return self.rect.toAlignedRect().adjusted(-3, -3, 3, 3)

    @property
    def sliding(self) -> bool:
        return self.shown is not None

    def slide(self, before: float, after: float) -> None:
        """Move the marker from `before` to `after` (at once when animations are off)."""
        if not animations_enabled():
            self.stop()
            return
        start = self.shown if self.shown is not None else float(before)
        self.span = (start, float(after), time.monotonic())
        self.shown = start
        self.slides += 1
        if not self.timer.isActive():
            self.timer.start()

    def tick(self) -> None:
        a, b, start = self.span
        t = min(1.0, max(0.0, (time.monotonic() - start) / THREAT_SLIDE_S))
        self.shown = a + (b - a) * t * t * (3 - 2 * t)
        if t >= 1.0:
            self.stop()
            return
        self.owner.update(self.dirty())

    def stop(self) -> None:
        self.timer.stop()
        if self.shown is not None:
            self.shown = None
            self.owner.update(self.dirty())

    def paint(self, p: QPainter, threat: float) -> None:
        """The cells, lit up to the threat, and the marker on its cell (or between two while it
        slides, where it stands in for `threat`)."""
        if self.geometry is None:
            return
        x0, top, cw, h, step, most = self.geometry
        if self.shown is not None:
            threat = self.shown
        for i in range(most // step + 1):
            val = i * step
            rect = QRectF(x0 + i * cw, top, cw - 2, h)
            col = QColor.fromHsvF(0.33 * (1 - val / most), 0.6, 0.85)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(col if val <= threat + 1e-6 else QColor("#e3dac4"))
            p.drawRoundedRect(rect, 2, 2)
        marker = QRectF(x0 + threat / step * cw, top, cw - 2, h)
        p.setPen(QPen(QColor("#2b2418"), 2.6 if self.shown is not None else 2))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(marker.adjusted(-1, -1, 1, 1), 2, 2)


class WildlingTrack(QWidget):
    """The wildling track alone, its values written under the cells: the outcome panel shows
    it where a Westeros draw or a wildling attack changed the threat."""

    CELL_H = 14.0
    LABEL_H = 14

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marker = ThreatMarker(self)
        self.threat = 0
        self.step, self.most = 2, 12
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_OpaquePaintEvent)

    def show_threat(self, before: int, after: int, step: int, most: int, slide: bool) -> None:
        """Show the track at `after`; sliding there from `before` when `slide` (and the
        animations are on)."""
        self.step, self.most = max(1, step), max(1, most)
        self.threat = after
        self._place()
        if slide and before != after:
            self.marker.slide(before, after)
        else:
            self.marker.stop()
        self.setAccessibleName(translate("Outcomes", "Wildling threat: {before} → {after}").format(
            before=before, after=after))
        self.setToolTip(translate("Panels", "The wildlings attack when the threat reaches {max}.").format(
            max=most))
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(300, int(self.CELL_H) + self.LABEL_H + 12)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(150, self.sizeHint().height())

    def _place(self) -> None:
        cells = self.most // self.step + 1
        cw = min(34.0, (self.width() - 24) / cells)
        x0 = (self.width() - cells * cw) / 2
        self.marker.place(x0, 6, cw, self.CELL_H, self.step, self.most)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self._place()
        super().resizeEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(event.rect(), QColor("#fbf7ec"))
        self.marker.paint(p, self.threat)
        x0, top, cw, h, step, most = self.marker.geometry
        p.setPen(QColor("#5b4a32"))
        p.setFont(theme.ui_font(8))
        for i in range(most // step + 1):
            p.drawText(QRectF(x0 + i * cw - 2, top + h + 2, cw + 2, self.LABEL_H),
                       Qt.AlignmentFlag.AlignCenter, str(i * step))
