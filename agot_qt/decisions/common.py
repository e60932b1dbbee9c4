"""What every decision widget shares: the base class, pixmaps of orders and units, labels,
buttons and the undo/confirm row.

Each widget is built from one decision (its `options`) and the view it was
shown with; it collects input from its own controls and from the map (clicks,
dropped units), shows what it will do on the map as overlays, and emits
`submitted(command)` when the player confirms. The public methods are the same
operations the controls perform, so a script (or a test) can drive a widget
exactly as a player does.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QPushButton, QSizePolicy, QVBoxLayout, QWidget

from engine.commands import Choose

from ..words import names
from ..style import theme
from ..board.items import OrderItem, UnitItem
from ..board.scene import MapScene

translate = QCoreApplication.translate


SECRET_KINDS = frozenset({"place-orders", "raven", "raven-peek", "bid", "house-card", "objectives"})
# a decision of another kind that is secret when the engine asks it so: a thematic draft's pick
THEMATIC_DRAFT = "draft-thematic"
SECRET_PROMPTS = frozenset({THEMATIC_DRAFT})


def is_secret(decision: dict[str, Any]) -> bool:
    """Whether a decision is one's own secret (hot-seat passes the device before it): its kind
    always is, or the engine's prompt says so (a thematic draft's picks, not a public draft's)."""
    return decision.get("kind") in SECRET_KINDS or (decision.get("options") or {}).get("prompt") in SECRET_PROMPTS


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
        "objectives": translate("Decisions", "choose objectives"),
        "draft": translate("Decisions", "draft a house card"),
        "draft-scenario": translate("Decisions", "change their start"),
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


def sign_pixmap(house: str, size: int = 28) -> QPixmap:
    """A house's sign in a disc of its colours, as its pieces on the map wear it (in the edition
    being played: the Boltons' for Stark in A Dance with Dragons)."""
    from ..style import sigils

    return _sign_pixmap(house, sigils.sign_of(house), size)


@lru_cache(maxsize=64)
def _sign_pixmap(house: str, sign: str, size: int) -> QPixmap:
    from ..board.items import paint_sign

    pm = QPixmap(size, size)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_sign(p, house, QPointF(size / 2, size / 2), size - 2)
    p.end()
    return pm


def for_house_strip(house: str, text: str) -> QWidget:
    """A strip in `house`'s colours with its sign: says at a glance that a decision is taken for
    another house (a vassal this seat commands), not for the seat's own."""
    strip = QWidget()
    strip.setObjectName("forHouse")
    strip.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    strip.setStyleSheet(f"#forHouse {{ background: {theme.house_color(house).name()}; border-radius: 6px; }}")
    row = QHBoxLayout(strip)
    row.setContentsMargins(6, 4, 8, 4)
    icon = QLabel()
    icon.setPixmap(sign_pixmap(house, 30))
    icon.setFixedSize(30, 30)
    row.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
    label = QLabel(text)
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    label.setFont(theme.ui_font(10))
    label.setStyleSheet(f"color: {theme.house_text(house).name()};")
    row.addWidget(label, 1)
    return strip


def text_label(text: str = "", bold: bool = False, wrap: bool = True, size: float = 9.5) -> QLabel:
    lab = QLabel(text)
    lab.setWordWrap(wrap)
    lab.setFont(theme.ui_font(size, bold))
    lab.setTextFormat(Qt.TextFormat.RichText)
    return lab


# a choice wider than this (in pixels) wraps inside its button instead of widening the panel
WRAP_WIDER_THAN = 300


class WrappingButton(QPushButton):
    """A push button whose text wraps onto more lines as the panel narrows: a long choice (an
    objective's condition, say) stays whole on a laptop instead of pushing the panel wider."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(8, 5, 8, 5)
        lay.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
        self.setAccessibleName(text)

    def text(self) -> str:  # type: ignore[override]
        return self.label.text()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.layout().heightForWidth(width)

    def sizeHint(self) -> QSize:
        width = 160
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        width = 120
        return QSize(width, self.heightForWidth(width))


def action_button(text: str, primary: bool = False) -> QPushButton:
    b = QPushButton(text)
    if not primary and b.sizeHint().width() > WRAP_WIDER_THAN:
        b = WrappingButton(text)
    if primary:
        b.setDefault(True)
        b.setStyleSheet("QPushButton { font-weight: bold; padding: 5px 14px; }")
    return b


# the object name of a decision's undo/confirm row (see undo_confirm_row)
ACTIONS_NAME = "decisionActions"


def undo_confirm_row(lay: QVBoxLayout, undo_text: str, on_undo: Any, confirm_text: str,
                      on_confirm: Any) -> tuple[QPushButton, QPushButton]:
    """The usual foot of a decision: a secondary button left, the primary one right.

    The row is its own widget, named ACTIONS_NAME, so the decision panel can keep it in
    sight below the scrolling part of a long decision."""
    holder = QWidget()
    holder.setObjectName(ACTIONS_NAME)
    row = QHBoxLayout(holder)
    row.setContentsMargins(0, 0, 0, 0)
    undo = action_button(undo_text)
    undo.clicked.connect(on_undo)
    confirm = action_button(confirm_text, primary=True)
    confirm.clicked.connect(on_confirm)
    row.addWidget(undo)
    row.addStretch(1)
    row.addWidget(confirm)
    lay.addWidget(holder)
    return undo, confirm


def fit_to_rows(lst: QListWidget, cap: int) -> None:
    """A list as tall as its rows, up to `cap`: no empty band below the last row pushing the
    decision's buttons out of a short window, and no short list hidden in an inner scroll."""
    rows = sum(lst.sizeHintForRow(i) for i in range(lst.count()))
    lst.setFixedHeight(min(cap, rows + 2 * lst.frameWidth()))


def confirm_row(lay: QVBoxLayout, button: QPushButton) -> QPushButton:
    """A decision's one primary button in a row of its own, named ACTIONS_NAME like
    undo_confirm_row's, so it stays in sight below a long list (house cards, retreat areas)."""
    holder = QWidget()
    holder.setObjectName(ACTIONS_NAME)
    row = QHBoxLayout(holder)
    row.setContentsMargins(0, 0, 0, 0)
    row.addWidget(button)
    lay.addWidget(holder)
    return button


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

    def army_clicked(self, region: str) -> None:
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

    def choose_offered(self, option: Any) -> bool:
        """Send a `Choose` of one of the options the decision offers (never one made up here)."""
        if option not in self.options["options"]:
            return False
        self.submit_command(Choose(option))
        return True

    def set_busy(self, busy: bool) -> None:
        self.setEnabled(not busy)

    def view_changed(self, view: dict[str, Any]) -> None:
        """A newer view while the same decision stays on screen (others acted meanwhile):
        widgets that show others' progress (who has bid) redraw it here."""
        self.view = view

    # unfinished input survives a rebuild (e.g. a language switch): `draft` says what the
    # player has entered so far as plain data, `restore` replays it through the same checked
    # setters the player's clicks use, so nothing illegal can come back
    def draft(self) -> dict[str, Any]:
        return {}

    def restore(self, draft: dict[str, Any]) -> None:
        pass
