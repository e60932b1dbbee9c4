"""The decision panel: the widget for the decision this window's seat owes, or who is awaited."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QComboBox, QFrame, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..words import names
from ..style import theme
from ..board.scene import MapScene
from .action import MarchWidget, RaidWidget
from .bids import BidWidget
from .choices import ChooseWidget, OrderHousesWidget, SelectUnitsWidget
from .combat import CombatPanel, HouseCardWidget, RetreatWidget, SupportWidget
from ..model import house_decision, house_view
from .common import ACTIONS_NAME, DecisionWidget, for_house_strip, kind_label, text_label
from .draft import DraftWidget
from .scenario import ScenarioWidget
from .muster import MusterWidget
from .orders import PlaceOrdersWidget, RavenWidget
from .objectives import ObjectivesWidget
from .vassals import ClaimVassalsWidget, for_vassal_text, is_claim

translate = QCoreApplication.translate

# the widget class for each decision kind
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
    "objectives": ObjectivesWidget,
    "draft": DraftWidget,
    "draft-scenario": ScenarioWidget,
}


def fit_lists(widget: QWidget) -> None:
    """Drop-down lists take the panel's width, not their longest entry's (a long area and order
    name would push the panel past its edge and cut its text); an open list shows entries whole."""
    for box in widget.findChildren(QComboBox):
        box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        box.setMinimumContentsLength(6)
        box.view().setTextElideMode(Qt.TextElideMode.ElideNone)
        box.view().setMinimumWidth(box.view().sizeHintForColumn(0) + 24)


class DecisionPanel(QWidget):
    """Always says whose decision the game waits on, and hosts the widget for ours."""

    command = Signal(str, object)  # seat, command
    rules_requested = Signal(str)  # a section of the rules quick reference (agot_qt/words/help.py)

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
        self.waiting = text_label()
        lay.addWidget(self.waiting)
        self.rules_link = QLabel()  # the part of the rules quick reference this decision needs
        self.rules_link.setTextFormat(Qt.TextFormat.RichText)
        self.rules_link.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.rules_link.setWordWrap(True)
        self.rules_link.linkActivated.connect(lambda href: self.rules_requested.emit(href.split(":", 1)[-1]))
        self.rules_link.hide()
        lay.addWidget(self.rules_link)
        self.combat = CombatPanel()
        self.combat.hide()
        lay.addWidget(self.combat)
        self.error = text_label()
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
        # a decision's undo/confirm row stays here, below the scrolling part, always in sight
        self.footer = QWidget()
        self.footer_lay = QVBoxLayout(self.footer)
        self.footer_lay.setContentsMargins(0, 4, 0, 0)
        self.footer.hide()
        lay.addWidget(self.footer)
        self.actions: QWidget | None = None
        self.widget: DecisionWidget | None = None
        self.key: tuple | None = None
        self._shown: tuple | None = None  # the arguments of set_decision, to rebuild its widget
        scene.region_clicked.connect(self._region_clicked)
        scene.units_dropped.connect(self._units_dropped)
        scene.unit_clicked.connect(self._unit_clicked)
        scene.army_clicked.connect(self._army_clicked)
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
            house = w.get("house") or w["seat"]
            mark = " ✔" if house in (view.get("orders_submitted") or []) else ""
            what = kind_label(w["kind"])
            if w["kind"] == "choose" and (view.get("phase") or [])[-1:] == ["vassal-claim"]:
                what = translate("Vassals", "claim vassals")  # the claim's own words, not "make a choice"
            what = what if house == w["seat"] else translate(
                "Vassals", "{decision} for {house}").format(decision=what, house=names.house(house))
            parts.append(html.escape(names.aside(names.house(w["seat"]), what)) + mark)
        text = translate("Decisions", "Waiting for: {who}").format(who=names.listing(parts)) if parts else \
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
                     log: list, state_id: int | None = None, answering: bool = False) -> None:
        """Show the widget for `decision`. `answering`: a command of this seat answers this very
        decision and its outcome has not come yet, so an answered widget stays as sent (an
        update meanwhile is another seat's answer, never a reason to ask again)."""
        # the same decision stays on screen (with the player's unfinished input) while others
        # act; a new decision, or the same one asked again after an answer, gets a fresh widget
        key = (seat, decision.get("house"), decision["kind"], repr(decision["options"])) if decision else None
        if key == self.key and self.widget is not None and (not self.widget.sent or answering):
            if view is not None:
                self.widget.view_changed(view)
            return
        self.clear_decision()
        self.key = key
        if decision is None or seat is None or view is None:
            return
        self._shown = (seat, decision, view, log, state_id)
        cls = ClaimVassalsWidget if is_claim(decision) else WIDGETS.get(decision["kind"])
        if cls is None:
            return
        # a decision for a vassal this seat commands: its widget works as that house, from what
        # the vassal may see, under a strip in the vassal's colours that says so
        house = decision.get("house") or seat
        asked = decision  # as the seat is asked it: the rules it needs name a vassal's too
        if house != seat:
            view, decision = house_view(view, house), house_decision(decision)
        self.widget = cls(house, decision, view, self.scene, log)
        fit_lists(self.widget)
        self.widget.submitted.connect(lambda cmd, s=seat: self._submitted(s, cmd))
        if house != seat:
            strip = for_house_strip(house, for_vassal_text(house, seat, decision["kind"]))
            self.widget.lay.insertWidget(0, strip)
        self.holder_lay.insertWidget(0, self.widget)
        self.actions = self.widget.findChild(QWidget, ACTIONS_NAME)
        if self.actions is not None:
            self.footer_lay.addWidget(self.actions)  # takes it out of the scrolling widget
            self.footer.show()
        self.widget.activate()
        self.error.hide()
        from ..words.help import rules_link_html

        self.rules_link.setText(rules_link_html(asked, view))
        self.rules_link.show()

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
        self.rules_link.hide()
        if self.widget is not None:
            self.widget.deactivate()
            self.holder_lay.removeWidget(self.widget)
            self.widget.hide()
            self.widget.deleteLater()
        if self.actions is not None:
            self.footer_lay.removeWidget(self.actions)
            self.actions.deleteLater()
        self.actions = None
        self.footer.hide()
        self.footer.setEnabled(True)
        self.widget = None
        self.key = None
        self.scene.clear_overlays()

    def show_error(self, message: str, detail: str = "") -> None:
        """Say why the last command (or the connection) failed; a technical `detail` waits
        behind a Details link."""
        from ..words.problems import set_message

        set_message(self.error, message, detail)
        self.error.setVisible(bool(message))
        if self.widget is not None:
            self.widget.sent = False
            self.widget.setEnabled(True)
            self.footer.setEnabled(True)

    def _submitted(self, seat: str, cmd: Any) -> None:
        if self.widget is not None:
            self.widget.setEnabled(False)
            self.footer.setEnabled(False)
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

    def _army_clicked(self, region: str) -> None:
        if self.widget is not None and self.widget.isEnabled():
            self.widget.army_clicked(region)

    def _order_dropped(self, source: str, dest: str | None) -> None:
        if self.widget is not None and self.widget.isEnabled():
            self.widget.order_dropped(source, dest)

    def hint(self, region: str) -> str:
        return self.widget.hint(region) if self.widget is not None and self.widget.isEnabled() else ""
