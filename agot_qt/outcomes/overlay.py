"""The outcome panel over the map: the latest battle, bid result or Westeros draw, on screen
for every window (players, spectators, the host-only board, a replay) until it is dismissed.

It shows the engine's public reports as they arrive in the events (`CombatEnded` and
`NeutralForceAttacked` carry a battle summary, `TrackChanged` after a Clash of Kings and
`WildlingsAttackResolved` a bid report, `WesterosCardsRevealed` the draw). Earlier outcomes
stay a click away (◀ ▶, or the log entry); when the window's player must work on the map the
panel folds to its title line instead of covering the board. A battle the window's own house
fought (as attacker, or as the holder of the area) is kept on screen: later outcomes queue behind
it with a count, until the player dismisses it or their next decision on the map needs the
space. Dismissed, it gives way to the queue: each outcome that waited is shown in turn, oldest
first, with the count of those still behind it, until the queue is empty. Under a Westeros draw or a wildling
attack that moved the threat it shows the wildling track, whose marker slides from the old value
to the new when the outcome arrives (not for history: a late joiner's or a replay's log).
"""
from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QTextBrowser, QToolButton, QVBoxLayout, QWidget

from engine.events import Event

from ..words import names
from ..style import theme
from ..panels.wildling_track import WildlingTrack
from . import report_html as H

translate = QCoreApplication.translate
WIDTH = 470
WIDE = 880  # two columns, for a battle too long for one on a low screen
MARGIN = 10
# (columns, width, font size) tried in turn until the outcome fits the map's height; the
# smallest font stays readable on a laptop screen
LAYOUTS = ((1, WIDTH, 10.0), (2, WIDE, 10.0), (2, WIDE, 9.0))
BODY_PT = 10.0
Outcome = tuple[str, dict[str, Any]]


def outcome_of(event: Event) -> Outcome | None:
    """The outcome an event reports, if any: ("battle" | "bidding" | "westeros", data)."""
    d = event.data
    if event.kind in ("CombatEnded", "NeutralForceAttacked") and isinstance(d.get("summary"), dict):
        return "battle", d["summary"]
    if event.kind in ("TrackChanged", "WildlingsAttackResolved") and isinstance(d.get("bidding"), dict):
        return "bidding", d["bidding"]
    if event.kind == "WesterosCardsRevealed" and d.get("cards"):
        return "westeros", d
    return None


def is_own_battle(outcome: Outcome, houses: frozenset[str]) -> bool:
    """A battle one of `houses` fought: as the attacker, or as the defender holding the area."""
    kind, data = outcome
    return kind == "battle" and bool(houses) and (data.get("attacker") in houses or data.get("defender") in houses)


def threat_change(outcome: Outcome) -> tuple[int, int] | None:
    """The wildling threat before and after, for a Westeros draw (always) and for a wildling
    attack (where it changed); None for other outcomes."""
    kind, data = outcome
    before, after = data.get("threat_before"), data.get("threat")
    if not (isinstance(before, int) and isinstance(after, int)):
        return None
    if kind == "westeros" or (kind == "bidding" and data.get("kind") != "clash-of-kings" and before != after):
        return before, after
    return None


def title_of(outcome: Outcome) -> str:
    kind, data = outcome
    if kind == "battle":
        return H.battle_title(data)
    if kind == "bidding":
        return H.bidding_title(data)
    return H.westeros_title()


def html_of(outcome: Outcome, columns: int = 1) -> str:
    kind, data = outcome
    if kind == "battle":
        return H.battle_html(data, columns)
    if kind == "bidding":
        return H.bidding_html(data)
    return H.westeros_html(data)


class OutcomeOverlay(QFrame):
    """A panel drawn over `host` (the map view), kept in its top right corner."""

    shown_outcome = Signal(str)  # the kind shown (tests and the window wait for it)

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.host = host
        self.history: list[Outcome] = []
        self.index = -1
        self.collapsed = False
        self.own_houses: frozenset[str] = frozenset()  # the houses this window plays
        self.kept = False  # an own battle is on screen: later outcomes queue behind it
        self.seen = 0  # outcomes before this index were shown (or passed over)
        self.setObjectName("outcome")
        self.setStyleSheet(
            "#outcome { background: #fbf7ec; border: 2px solid #5b4a32; border-radius: 6px; }"
            "QToolButton { border: none; padding: 2px 6px; color: #f3e9cf; background: transparent; }"
            "QToolButton:hover { background: #5b4a32; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        head = QWidget()
        head.setStyleSheet("background: #3a2f22; border-top-left-radius: 4px; border-top-right-radius: 4px;")
        row = QHBoxLayout(head)
        row.setContentsMargins(8, 2, 2, 2)
        self.title = QLabel()
        self.title.setFont(theme.ui_font(10.5, bold=True))
        self.title.setStyleSheet("color: #f3e9cf; background: transparent;")
        self.title.setWordWrap(True)
        self.prev_button = QToolButton(text="◀", clicked=lambda: self.step(-1))
        self.next_button = QToolButton(text="▶", clicked=lambda: self.step(1))
        self.fold_button = QToolButton(clicked=lambda: self.set_collapsed(not self.collapsed, by_user=True))
        self.close_button = QToolButton(text="✕", clicked=self.dismiss)
        row.addWidget(self.title, 1)
        self.queued_label = QLabel()  # how many outcomes wait behind a kept battle
        self.queued_label.setStyleSheet(
            "color: #3a2f22; background: #e8c872; border-radius: 7px; padding: 0px 6px;")
        self.queued_label.setFont(theme.ui_font(9.0, bold=True))
        self.queued_label.hide()
        row.addWidget(self.queued_label)
        for b in (self.prev_button, self.next_button, self.fold_button, self.close_button):
            row.addWidget(b)
        lay.addWidget(head)
        self.body = QTextBrowser()
        self.body.setOpenLinks(False)
        self.body.setFrameShape(QFrame.Shape.NoFrame)
        self.body.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body.setStyleSheet("QTextBrowser { background: #fbf7ec; color: #2b2418; padding: 4px; }")
        self.body.setFont(theme.ui_font(BODY_PT))
        self.columns = 1  # the layout chosen for what is shown (tests read it)
        lay.addWidget(self.body, 1)
        self.track = WildlingTrack()  # the threat's move, under the draw or the attack
        self.track.hide()
        lay.addWidget(self.track)
        self._user_folded = False
        self._history_next = True  # the first batch after a (re)start is the log so far
        host.installEventFilter(self)
        self.retranslate()
        self.hide()

    # ----- what is shown ----------------------------------------------------------------
    def add_events(self, events: list[Event]) -> None:
        """Outcomes among newly received events join the history; the latest one is shown.

        A long batch (a late joiner's or a replay's whole log) shows its last outcome only
        when it belongs to the round still being played."""
        history, self._history_next = self._history_next, False
        found = [o for o in (outcome_of(e) for e in events) if o is not None]
        if not found:
            return
        self.history.extend(found)
        last_outcome = max(i for i, e in enumerate(events) if outcome_of(e) is not None)
        new_round = any(e.kind == "RoundStarted" for e in events[last_outcome + 1:])
        if len(events) > 40 and new_round:
            if not self.kept:
                self.index, self.seen = len(self.history) - 1, len(self.history)
            return  # history only: nothing current to show
        if self.kept and not self.isHidden():
            self._render()  # the kept battle stays; the count of those behind it grows
            return
        self._show_next_unseen(slide=not history)

    def _show_next_unseen(self, slide: bool = True) -> None:
        """Show the first own battle not yet seen (it is kept), else the latest outcome."""
        own = next((i for i in range(self.seen, len(self.history)) if self._is_own(i)), None)
        target = len(self.history) - 1 if own is None else own
        self.show_index(target, slide=slide)
        self.kept = own is not None
        self._render()

    def _show_queued(self) -> None:
        """Show the oldest outcome of the queue. The queue goes on holding while outcomes still
        wait behind it (each comes up in turn) or while it is the player's own battle."""
        i = self.seen
        self.show_index(i, slide=True)
        self.kept = self._is_own(i) or len(self.history) > self.seen
        self._render()

    def set_own_houses(self, houses: frozenset[str] | set[str]) -> None:
        """The houses this window plays (none for a spectator or a replay): their battles stay."""
        self.own_houses = frozenset(houses)

    def queued(self) -> int:
        """How many outcomes arrived after the kept battle and wait behind it."""
        return len(self.history) - self.seen if self.kept else 0

    def _is_own(self, i: int) -> bool:
        return is_own_battle(self.history[i], self.own_houses)

    def show_outcome(self, outcome: Outcome) -> None:
        """Show one outcome (e.g. from a log entry), found in the history when it is there."""
        for i in range(len(self.history) - 1, -1, -1):
            if self.history[i] == outcome:
                self.show_index(i)
                return
        self.history.append(outcome)
        self.show_index(len(self.history) - 1)

    def show_index(self, i: int, slide: bool = False) -> None:
        """Show the outcome at `i`; its wildling track slides to the new threat when `slide`
        (an outcome just arrived), else stands at it (one looked up again)."""
        if not self.history:
            return
        self.index = max(0, min(i, len(self.history) - 1))
        self.seen = max(self.seen, self.index + 1)
        self.kept = False  # looked up again, or stepped to: nothing queues behind it
        self._user_folded = False
        self.collapsed = False
        change = threat_change(self.history[self.index])
        if change is not None:
            rs = names.ruleset()
            self.track.show_threat(*change, rs.wildling_step, rs.wildling_max, slide=slide)
        else:
            self.track.marker.stop()
        self._render()
        self.show()
        self.raise_()
        self.shown_outcome.emit(self.history[self.index][0])

    def current(self) -> Outcome | None:
        return self.history[self.index] if 0 <= self.index < len(self.history) and not self.isHidden() else None

    def step(self, delta: int) -> None:
        self.show_index(self.index + delta)

    def dismiss(self) -> None:
        """Close the panel; with outcomes queued behind a kept battle, the next one comes up."""
        if self.queued():
            self._show_queued()
            return
        self.kept = False
        self.hide()

    def release(self) -> None:
        """The player's next decision needs the map: the kept battle no longer holds the
        queue back (the panel folds; later outcomes are shown as they come)."""
        if self.kept:
            if self.queued() and not self.isHidden():
                self._show_next_unseen()  # the next in the queue, folded by the caller
            self.kept = False
            if not self.isHidden():
                self._render()

    def restart(self) -> None:
        """Forget every outcome (a new game, or a replay stepping back: its log comes again)."""
        self.history.clear()
        self.index = -1
        self.seen = 0
        self.kept = False
        self._history_next = True
        self.track.marker.stop()
        self.hide()

    def set_collapsed(self, on: bool, by_user: bool = False) -> None:
        """Fold to the title line (the player needs the map) or unfold again."""
        if by_user:
            self._user_folded = on
        elif not on and self._user_folded:
            return  # folded by the player: stays so until they unfold it
        if on != self.collapsed:
            self.collapsed = on
            self._render()

    def retranslate(self) -> None:
        self.prev_button.setToolTip(translate("Outcomes", "Earlier outcome"))
        self.next_button.setToolTip(translate("Outcomes", "Later outcome"))
        self.close_button.setToolTip(translate("Outcomes", "Close"))
        if not self.isHidden():
            self._render()
        else:
            self._update_fold_button()

    def text(self) -> str:
        """The plain text shown (for tests and accessibility)."""
        return self.title.text() + "\n" + self.body.toPlainText()

    # ----- layout ----------------------------------------------------------------------------
    def _render(self) -> None:
        if not (0 <= self.index < len(self.history)):
            return
        outcome = self.history[self.index]
        data = outcome[1]
        title = title_of(outcome)
        if isinstance(data.get("round"), int):
            title = translate("Outcomes", "{title} · round {n}").format(title=title, n=data["round"])
        self.title.setText(title)
        columns, width, pt, body = self._layout(outcome)
        self.columns = columns
        if self.body.font().pointSizeF() != pt:
            self.body.setFont(theme.ui_font(pt))
        self.body.setHtml(body)
        self.body.setVisible(not self.collapsed)
        self.track.setVisible(not self.collapsed and threat_change(outcome) is not None)
        waiting = self.queued()
        self.queued_label.setText(translate("Outcomes", "{n} more").format(n=waiting))
        own = self._is_own(self.index)
        self.queued_label.setToolTip((translate(
            "Outcomes", "Your battle stays until you close it; {n} later outcome(s) wait behind it.") if own else
            translate("Outcomes", "Close this to see the next: {n} later outcome(s) wait behind it.")).format(n=waiting))
        self.queued_label.setVisible(waiting > 0)
        self.prev_button.setEnabled(self.index > 0)
        self.next_button.setEnabled(self.index < len(self.history) - 1)
        self._update_fold_button()
        self._place(width)

    def _layout(self, outcome: Outcome) -> tuple[int, int, float, str]:
        """The first layout of LAYOUTS in which `outcome` fits the map's height (two columns
        only for a battle, and only where the map is wide enough), else the last one tried."""
        room_w = self.host.width() - 2 * MARGIN
        room_h = self.host.height() - 2 * MARGIN - self._head_height(WIDTH) - self._track_height(outcome)
        chosen = None
        for columns, width, pt in LAYOUTS:
            if columns == 2 and (outcome[0] != "battle" or room_w < 2 * 360):
                continue
            width = max(min(220, room_w), min(width, room_w))  # never wider than the map
            body = html_of(outcome, columns)
            chosen = (columns, width, pt, body)
            if self._body_height(body, width, pt) <= room_h:
                break
        assert chosen is not None  # the one-column layout is always tried
        return chosen

    def _body_height(self, body: str, width: int, pt: float) -> float:
        doc = QTextDocument()
        doc.setDefaultFont(theme.ui_font(pt))
        doc.setDocumentMargin(self.body.document().documentMargin())
        doc.setHtml(body)
        doc.setTextWidth(width - 4 - 2 * doc.documentMargin())
        return doc.size().height() + 2 * doc.documentMargin() + 12

    def _track_height(self, outcome: Outcome) -> int:
        return self.track.sizeHint().height() if threat_change(outcome) is not None else 0

    def _head_height(self, width: int) -> int:
        head = self.layout().itemAt(0).widget()
        lay = head.layout()
        return lay.heightForWidth(width) if lay is not None and lay.hasHeightForWidth() else head.sizeHint().height()

    def _update_fold_button(self) -> None:
        self.fold_button.setText("▸" if self.collapsed else "▾")
        self.fold_button.setToolTip(translate("Outcomes", "Show") if self.collapsed
                                    else translate("Outcomes", "Fold"))

    def _place(self, width: int | None = None) -> None:
        host = self.host
        room = host.width() - 2 * MARGIN
        width = min(width or WIDTH, max(120, room))
        self.setFixedWidth(width)
        head_h = self._head_height(width)
        if self.collapsed:
            height = head_h + 4
        else:
            doc = self.body.document().clone(self)  # measured apart: the browser lays out its own
            doc.setTextWidth(width - 4 - 2 * doc.documentMargin())
            height = int(head_h + doc.size().height() + 2 * doc.documentMargin() + 12)
            if self.track.isVisibleTo(self):
                height += self.track.sizeHint().height()
            doc.deleteLater()
            height = min(height, host.height() - 2 * MARGIN)
        self.setFixedHeight(max(head_h + 4, height))
        self.move(max(0, host.width() - width - MARGIN), MARGIN)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt API)
        if obj is self.host and event.type() == QEvent.Type.Resize and not self.isHidden():
            self._render()  # the layout that fits may change with the map's size
        return False
