"""The hot-seat privacy screen: "Pass to <house>", nothing secret shown until that player confirms."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QLinearGradient, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..words import names
from ..style import theme
from ..board.items import castle_glyph, paint_glyph

translate = QCoreApplication.translate


class _PrivacyCard(QWidget):
    """The parchment card of the privacy screen, with the house's band and sigil disc."""

    BAND = 64.0

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.house: str | None = None
        self.setFixedSize(680, 400)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        card = QRectF(self.rect()).adjusted(2, 2, -6, -8)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(0, 0, 0, 90))
        p.drawRoundedRect(card.translated(4, 6), 16, 16)
        p.setBrush(QColor("#f4ecd8"))
        p.setPen(QPen(QColor("#b9a77f"), 2))
        p.drawRoundedRect(card, 16, 16)
        band = QRectF(card.left(), card.top(), card.width(), self.BAND)
        p.save()
        clip = QPainterPath()
        clip.addRoundedRect(card, 16, 16)
        p.setClipPath(clip)
        p.fillRect(band, theme.house_color(self.house))
        p.setPen(QPen(theme.house_outline(self.house), 2))
        p.drawLine(band.bottomLeft(), band.bottomRight())
        p.restore()
        c = QPointF(card.center().x(), band.bottom())
        p.setPen(QPen(theme.house_outline(self.house), 3))
        p.setBrush(theme.house_color(self.house))
        p.drawEllipse(c, 42, 42)
        paint_glyph(p, castle_glyph(True), c, 52, theme.house_text(self.house), theme.house_outline(self.house), 0.04)
        p.end()


class PrivacyScreen(QWidget):
    """Hot-seat: hides everything until the named player confirms they hold the device."""

    confirmed = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.house: str | None = None
        self.what = ""
        self.place: str | None = None  # a game that deals houses: the place dealt this house
        outer = QVBoxLayout(self)
        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.card = _PrivacyCard()
        row.addWidget(self.card)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(1)
        lay = QVBoxLayout(self.card)
        lay.setContentsMargins(40, int(_PrivacyCard.BAND) + 56, 40, 36)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setFont(theme.ui_font(28, bold=True))
        self.title.setStyleSheet("color: #2b2418;")
        lay.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setFont(theme.ui_font(12))
        self.subtitle.setStyleSheet("color: #4a3f2e;")
        lay.addWidget(self.subtitle)
        lay.addStretch(1)
        brow = QHBoxLayout()
        brow.addStretch(1)
        self.button = QPushButton()
        self.button.setFont(theme.ui_font(13, bold=True))
        self.button.setMinimumWidth(320)
        self.button.setMinimumHeight(50)
        self.button.clicked.connect(self.confirm)
        brow.addWidget(self.button)
        brow.addStretch(1)
        lay.addLayout(brow)

    def show_for(self, house: str, what: str, place: str | None = None) -> None:
        """Ask for `house`'s player; in a game that deals houses, `place` names the house that
        player chose, so the table knows who that is."""
        self.house = house
        self.card.house = house
        self.what = what
        self.place = place
        self.retranslate()
        self.update()

    def retranslate(self) -> None:
        if not self.house:
            return
        name = names.house(self.house)
        self.title.setText(translate("Screens", "Pass to {house}").format(house=name))
        text = translate(
            "Screens", "{house} must {what}. Everyone else, please look away: this screen will show "
            "{house}'s secrets.").format(house=name, what=self.what)
        if self.place:
            text = translate("Screens", "{house} was dealt to the player who chose {place}.").format(
                house=name, place=names.house(self.place)) + " " + text
        self.subtitle.setText(text)
        self.button.setText(translate("Screens", "I am {house}: show my screen").format(house=name))
        col = theme.house_color(self.house)
        self.button.setStyleSheet(
            f"QPushButton {{ background: {col.name()}; color: {theme.house_text(self.house).name()};"
            f" border: 2px solid {theme.house_outline(self.house).name()}; border-radius: 8px; padding: 8px 22px; }}"
            f"QPushButton:hover {{ background: {col.lighter(110).name()}; }}")

    def confirm(self) -> None:
        if self.house:
            self.confirmed.emit(self.house)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        g = QLinearGradient(QPointF(0, 0), QPointF(0, self.height()))
        g.setColorAt(0, QColor("#3a2f22"))
        g.setColorAt(1, QColor("#120e09"))
        p.fillRect(self.rect(), g)
        p.end()
