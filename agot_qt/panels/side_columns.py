"""Side panels that give the map the screen: each side column (tracks and houses on the left;
decision, log and chat on the right) folds into a thin strip with its title, one click from
opening again. Whether each is open is remembered; a window that never chose starts with the
tracks folded when the screen is narrow, so the map keeps room to be read. A window too narrow
for both columns and a readable map (half a screen) opens one column at a time, and a window made
narrower gives the map back the room its columns had taken."""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSettings, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QSplitter, QToolButton, QVBoxLayout, QWidget

from ..style import theme

STRIP_WIDTH = 26
# below this window width the left column starts folded (it would leave the map too narrow)
WIDE_WINDOW = 1600
# the map keeps at least this width (or half a narrower window) beside the open side columns
MAP_MIN = 480


class FoldStrip(QToolButton):
    """The folded panel: a narrow full-height button with its title written upwards."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Expanding)
        self.setFixedWidth(STRIP_WIDTH)
        self.title = ""
        self.arrow = "▼"  # written upwards, so it points right: where a left panel opens
        self.attention = False

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(STRIP_WIDTH, 120)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(STRIP_WIDTH, 40)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        bg = QColor("#c0392b") if self.attention else QColor("#3a2f22")
        if self.underMouse():
            bg = bg.lighter(125)
        p.fillRect(self.rect(), bg)
        p.setPen(QColor("#f3e9cf"))
        p.setFont(theme.ui_font(10, bold=True))
        p.translate(self.width() / 2, self.height() / 2)
        p.rotate(-90)
        h = self.height()
        p.drawText(QRectF(-h / 2 + 6, -self.width() / 2, h - 12, self.width()),
                   Qt.AlignmentFlag.AlignCenter, f"{self.arrow}  {self.title}  {self.arrow}")
        p.end()


class SidePanel(QWidget):
    """A side column that can fold into a strip. `setting` names where its state is kept."""

    toggled = Signal(bool)  # open

    def __init__(self, content: QWidget, setting: str, side: str, open_width: int = 0,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.setting = f"layout/{setting}_open"
        self.side = side
        self.strip = FoldStrip()
        self.strip.arrow = "▼" if side == "left" else "▲"
        self.strip.clicked.connect(lambda: self.set_open(True, remember=True))
        self.fold_button = QToolButton()
        self.fold_button.setAutoRaise(True)
        self.fold_button.setText("◀" if side == "left" else "▶")
        self.fold_button.clicked.connect(lambda: self.set_open(False, remember=True))
        self.fold_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.fold_button.setStyleSheet("QToolButton { color: #f3e9cf; border: none; padding: 0 6px; }"
                                       "QToolButton:hover { background: #5a4a36; }")
        self.header_title = QLabel()
        self.header_title.setFont(theme.ui_font(9, bold=True))
        self.header_title.setStyleSheet("color: #f3e9cf;")
        header = QWidget()
        header.setObjectName("sidePanelHeader")
        header.setStyleSheet("#sidePanelHeader { background: #3a2f22; }")
        head_lay = QHBoxLayout(header)
        head_lay.setContentsMargins(8, 1, 2, 1)
        head_lay.setSpacing(4)
        if side == "left":
            head_lay.addWidget(self.header_title, 1)
            head_lay.addWidget(self.fold_button)
        else:
            head_lay.addWidget(self.fold_button)
            head_lay.addWidget(self.header_title, 1)
        self.header = header
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        column = QWidget()
        col_lay = QVBoxLayout(column)
        col_lay.setContentsMargins(0, 0, 0, 0)
        col_lay.setSpacing(0)
        col_lay.addWidget(header)
        col_lay.addWidget(content, 1)
        self.column = column
        lay.addWidget(self.strip)
        lay.addWidget(column, 1)
        self._open = True
        self._open_width = open_width  # the width it opens to (the last one the player gave it)
        self._apply()

    def is_open(self) -> bool:
        return self._open

    def remembered(self) -> bool | None:
        """The state the player last chose, if ever."""
        value = QSettings().value(self.setting)
        if value is None:
            return None
        return str(value).lower() in ("true", "1")

    def set_open(self, on: bool, remember: bool = False) -> None:
        if remember:
            QSettings().setValue(self.setting, bool(on))
        if on == self._open:
            return
        self._open = on
        self._apply(record=remember)
        self.toggled.emit(on)

    def set_attention(self, on: bool) -> None:
        """Mark the folded strip (something there waits for the player)."""
        if on != self.strip.attention:
            self.strip.attention = on
            self.strip.update()

    def set_title(self, title: str, fold_tip: str) -> None:
        self.strip.title = title
        self.strip.setToolTip(title)
        self.header_title.setText(title)
        self.fold_button.setToolTip(fold_tip)
        self.strip.update()

    def _apply(self, record: bool = False) -> None:
        splitter = self.parentWidget()
        sizes = splitter.sizes() if isinstance(splitter, QSplitter) else None
        index = splitter.indexOf(self) if sizes else -1
        if record and sizes and index >= 0 and not self._open and sizes[index] > STRIP_WIDTH:
            self._open_width = sizes[index]  # the player folds it: it opens again as wide as it was
        self.strip.setVisible(not self._open)
        self.column.setVisible(self._open)
        if self._open:
            self.setMinimumWidth(self.content.minimumWidth())
            self.setMaximumWidth(16777215)
        else:
            self.setMinimumWidth(STRIP_WIDTH)
            self.setMaximumWidth(STRIP_WIDTH)
        if sizes and index >= 0:  # the map (the splitter's stretching part) takes or gives the room
            want = max(self._open_width, self.content.minimumWidth()) if self._open else STRIP_WIDTH
            grow = [i for i in range(len(sizes)) if i != index and splitter.widget(i).maximumWidth() > STRIP_WIDTH]
            if grow:  # the map when there is one (not the other side column), else the widest
                maps = [i for i in grow if not isinstance(splitter.widget(i), SidePanel)]
                target = maps[0] if maps else max(grow, key=lambda i: sizes[i])
                sizes[target] = max(100, sizes[target] + sizes[index] - want)
                sizes[index] = want
                splitter.setSizes(sizes)


class SideColumns(QWidget):
    """Keeps the two side panels of a window: until the player folds or opens one, the left
    column follows the window's width (folded below WIDE_WINDOW); their View-menu actions."""

    def __init__(self, window: QWidget, left: SidePanel, right: SidePanel) -> None:
        super().__init__(window)
        self.hide()
        self.window_ = window
        self.left, self.right = left, right
        self._sized = False
        self._last_opened: SidePanel = right  # in a narrow window the column opened last stays
        self._arranging = False
        left.toggled.connect(lambda on: self._opened(left, on))
        right.toggled.connect(lambda on: self._opened(right, on))
        window.installEventFilter(self)
        self._arrange()

    def _narrow(self) -> bool:
        """Too narrow for both columns at their least and the map at MAP_MIN."""
        need = self.left.content.minimumWidth() + self.right.content.minimumWidth() + MAP_MIN
        return self.window_.width() < need

    def _opened(self, panel: SidePanel, on: bool) -> None:
        if not on:
            return
        self._last_opened = panel
        other = self.right if panel is self.left else self.left
        if not self._arranging and other.is_open() and self._narrow():
            other.set_open(False)  # one column at a time: the map keeps its room (not remembered)

    def _arrange(self) -> None:
        wide = self.window_.width() >= WIDE_WINDOW
        self._arranging = True
        try:
            for panel, default in ((self.left, wide), (self.right, True)):
                chosen = panel.remembered()
                panel.set_open(default if chosen is None else chosen)
            if self.left.is_open() and self.right.is_open() and self._narrow():
                (self.left if self._last_opened is self.right else self.right).set_open(False)
        finally:
            self._arranging = False
        splitter = self.right.parentWidget()
        if not self._sized and isinstance(splitter, QSplitter) and self.window_.isVisible():
            self._sized = True  # the first layout: the side columns at their natural widths, the rest to the map
            sizes = splitter.sizes()
            i_left, i_right = splitter.indexOf(self.left), splitter.indexOf(self.right)
            want_right = 420 if wide else max(self.right.content.minimumWidth(), 380)
            if self.right.is_open() and i_right >= 0 and sizes[i_right] > want_right:
                grow = [i for i in range(len(sizes)) if i not in (i_left, i_right)]
                if grow:
                    sizes[grow[0]] += sizes[i_right] - want_right
                    sizes[i_right] = want_right
                    splitter.setSizes(sizes)

    def _give_map_room(self) -> None:
        """After the window narrowed: open side columns wider than they need give the map back
        room, down to its MAP_MIN (or half the window), never below their own minimum width."""
        splitter = self.right.parentWidget()
        if not isinstance(splitter, QSplitter):
            return
        sizes = splitter.sizes()
        maps = [i for i in range(len(sizes)) if not isinstance(splitter.widget(i), SidePanel)]
        if not maps or sum(sizes) <= 0:
            return
        m = maps[0]
        want = min(MAP_MIN, sum(sizes) // 2)
        for panel in (self.right, self.left):
            i = splitter.indexOf(panel)
            if sizes[m] >= want or i < 0 or not panel.is_open():
                continue
            spare = sizes[i] - max(panel.content.minimumWidth(), panel.minimumWidth())
            give = max(0, min(spare, want - sizes[m]))
            sizes[i] -= give
            sizes[m] += give
        splitter.setSizes(sizes)

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt API)
        from PySide6.QtCore import QEvent, QTimer

        if obj is self.window_ and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self._arrange()
            if event.type() == QEvent.Type.Resize:
                QTimer.singleShot(0, self, self._give_map_room)  # once the splitter has its new width
        return False
