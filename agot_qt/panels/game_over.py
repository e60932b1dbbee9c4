"""The end of a game as a moment: who won and the rule that decided it, the final standings, a
chart of the game, and what to do next (a new game, the replay, saving, back to the start).

Everything comes from public events, so a spectator, a LAN player and a replay see the same:
`RoundEnded` carries each house's castles, supply and power at the end of each round,
`CombatEnded`/`NeutralForceAttacked` the battles won and lost, and `GameWon` the winner and
why (the engine's `decided_by`). `GameChart` draws them; `GameOverPanel` sits over the map.
"""
from __future__ import annotations

import html
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QBoxLayout, QDialog, QDialogButtonBox, QFrame, QHBoxLayout, QLabel, QPushButton, QScrollArea, QVBoxLayout, QWidget,
)

from ..words import names
from ..style import theme

translate = QCoreApplication.translate

MEASURES = ("castles", "supply", "power")
# charted instead of castles when the rounds carry them (A Feast for Crows' victory points)
POINTS = "points"
NARROW = 820  # below this width the panel stacks its standings above its chart


@dataclass
class Chronicle:
    """The game round by round, as public events tell it."""

    houses: list[str] = field(default_factory=list)
    rounds: list[int] = field(default_factory=list)  # the rounds with standings, in order
    series: dict[str, dict[str, list[int]]] = field(default_factory=dict)  # measure -> house -> values
    won: dict[str, int] = field(default_factory=dict)  # battles won per house
    lost: dict[str, int] = field(default_factory=dict)
    result: dict[str, Any] | None = None  # the GameWon event's data

    @classmethod
    def from_events(cls, events: list[Any], houses: list[str] | None = None) -> "Chronicle":
        c = cls(houses=list(houses or []))
        c.series = {m: {} for m in (*MEASURES, POINTS)}
        for e in events:
            d = e.data
            if e.kind == "RoundEnded" and isinstance(d.get("castles"), dict):
                c._add_round(int(d.get("round", len(c.rounds) + 1)), d)
            elif e.kind in ("CombatEnded", "NeutralForceAttacked") and isinstance(d.get("summary"), dict):
                s = d["summary"]
                sides = [h for h in (s.get("attacker"), s.get("defender")) if h]
                for h in sides:
                    c._seen(h)
                    if s.get("winner") == h:
                        c.won[h] = c.won.get(h, 0) + 1
                    elif s.get("winner") is not None or s.get("neutral"):
                        c.lost[h] = c.lost.get(h, 0) + 1
            elif e.kind == "GameWon":
                c.result = dict(d)
                castles = d.get("castles")
                final_round = d.get("rounds_played")
                if isinstance(castles, dict) and isinstance(final_round, int) and final_round not in c.rounds:
                    # won at once during a round: its last point is the castles at that moment
                    last = {m: {h: c.series[m].get(h, [0])[-1] if c.series[m].get(h) else 0 for h in castles}
                            for m in ("supply", "power")}
                    points = d.get("points") if isinstance(d.get("points"), dict) else {}
                    c._add_round(final_round, {"castles": castles, **last, POINTS: points})
        return c

    def _seen(self, house: str) -> None:
        if house not in self.houses:
            self.houses.append(house)

    def shown(self) -> tuple[str, ...]:
        """The measures charted: victory points in place of castles when the rounds carry them."""
        if any(self.series.get(POINTS, {}).values()):
            return (POINTS, *MEASURES[1:])
        return MEASURES

    def _add_round(self, n: int, data: dict[str, Any]) -> None:
        self.rounds.append(n)
        for m in (*MEASURES, POINTS):
            values = data.get(m) if isinstance(data.get(m), dict) else {}
            for h, v in values.items():
                self._seen(h)
                row = self.series[m].setdefault(h, [])
                row.extend([row[-1] if row else 0] * (len(self.rounds) - 1 - len(row)))  # a house seen late
                row.append(int(v))


def measure_title(measure: str) -> str:
    return {"castles": translate("GameOver", "Castles and strongholds"), "supply": translate("GameOver", "Supply"),
            "power": translate("GameOver", "Power tokens"), POINTS: translate("GameOver", "Victory points")}[measure]


def _measure_value(measure: str, value: int) -> str:
    if measure == "iron_throne":  # kept as minus the place (0 = first) so that more is better
        return translate("GameOver", "place {n}").format(n=-value + 1)
    return str(value)


def _measure_name(measure: str) -> str:
    return {"castles": translate("GameOver", "castles and strongholds"), "lands": translate("GameOver", "land areas"),
            "supply": translate("GameOver", "supply"), "barrels": translate("GameOver", "supply barrels"),
            "power": translate("GameOver", "power tokens"),
            "iron_throne": translate("GameOver", "the Iron Throne track"),
            "points": translate("GameOver", "victory points")}.get(measure, measure)


def victory_reason(result: dict[str, Any] | None) -> str:
    """The rule that decided, in the interface language (from the engine's GameWon event)."""
    if not result:
        return ""
    house = result.get("house", "")
    who = names.house(house)
    castles = result.get("castles") or {}
    n = result.get("rounds_played")
    if result.get("why") == "castles":
        return translate("GameOver", "{house} holds {castles} castles and strongholds at once in round {round}: "
                                     "the {needed} needed to win.").format(
            house=who, castles=castles.get(house, "?"), round=n, needed=result.get("needed", "?"))
    if result.get("why") == "declared":  # the table voted it (engine/table.py)
        return translate("GameOver", "The table declared {house} the winner in round {round}.").format(
            house=who, round=n)
    if result.get("why") == "clock":  # every other player's chess clock ran out
        return translate("GameOver", "Every other player's chess clock ran out: {house} wins in round {round}.").format(
            house=who, round=n)
    if result.get("why") == "points":  # A Feast for Crows: the goal reached at a round's end
        return translate("GameOver", "{house} reaches {points} victory points at the end of round {round}.").format(
            house=who, points=(result.get("points") or {}).get(house, "?"), round=n)
    decided = result.get("decided_by") or {}
    rules, values = list(decided.get("rules") or ["castles"]), decided.get("values") or {}
    if "shared" in rules:
        tied = [h for h in values if values[h] == values.get(house)]
        return translate("GameOver", "After round {round}, {houses} are equal on every measure and share the win.").format(
            round=n, houses=names.listing([names.house(h) for h in tied]))
    mine = values.get(house, {})
    if rules == ["points"]:
        return translate("GameOver", "After round {round}, {house} has the most victory points ({n}).").format(
            round=n, house=who, n=mine.get("points", "?"))
    if rules == ["castles"]:
        return translate("GameOver", "After round {round}, {house} holds the most castles and strongholds ({n}).").format(
            round=n, house=who, n=mine.get("castles", castles.get(house, "?")))
    deciding = rules[-1]
    others = [h for h in values if h != house and all(values[h].get(k) == mine.get(k) for k in rules[:-1])]
    runner = max(others, key=lambda h: values[h].get(deciding, 0)) if others else None
    tied_on = names.listing([_measure_name(k) for k in rules[:-1]])
    if runner is None:
        return translate("GameOver", "After round {round}, {house} wins on {measure}.").format(
            round=n, house=who, measure=_measure_name(deciding))
    return translate("GameOver", "After round {round}, {house} and {other} are equal on {tied}; {house} wins on "
                                 "{measure}: {mine} against {theirs}.").format(
        round=n, house=who, other=names.house(runner), tied=tied_on, measure=_measure_name(deciding),
        mine=_measure_value(deciding, mine.get(deciding, 0)), theirs=_measure_value(deciding, values[runner].get(deciding, 0)))


class GameChart(QWidget):
    """Castles, supply and power of each house round by round, and the battles won and lost."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chronicle = Chronicle()
        self.setMinimumSize(400, 330)

    def set_chronicle(self, chronicle: Chronicle) -> None:
        self.chronicle = chronicle
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(760, 400)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.fillRect(self.rect(), QColor("#fbf7ec"))
        w, h = self.width(), self.height()
        cells = [QRectF(0, 0, w / 2, h / 2), QRectF(w / 2, 0, w / 2, h / 2), QRectF(0, h / 2, w / 2, h / 2),
                 QRectF(w / 2, h / 2, w / 2, h / 2)]
        for rect, measure in zip(cells, self.chronicle.shown()):
            self._line_chart(p, rect.adjusted(8, 6, -8, -6), measure)
        self._battles(p, cells[3].adjusted(8, 6, -8, -6))
        p.end()

    def _title(self, p: QPainter, rect: QRectF, text: str) -> QRectF:
        p.setPen(QColor("#3a2f22"))
        p.setFont(theme.ui_font(9.5, bold=True))
        p.drawText(rect.adjusted(0, 0, 0, -(rect.height() - 18)), Qt.AlignmentFlag.AlignLeft, text)
        return rect.adjusted(26, 22, -4, -16)

    def _line_chart(self, p: QPainter, rect: QRectF, measure: str) -> None:
        c = self.chronicle
        area = self._title(p, rect, measure_title(measure))
        rows = c.series.get(measure, {})
        top = max([max(v) for v in rows.values() if v] + [7 if measure in ("castles", POINTS) else 1])
        p.setFont(theme.ui_font(8))
        p.setPen(QPen(QColor("#b8a888"), 1))
        p.drawLine(area.bottomLeft(), area.bottomRight())
        p.drawLine(area.bottomLeft(), area.topLeft())
        p.setPen(QColor("#6b5a3e"))
        for v in sorted({0, top // 2, top}):
            y = area.bottom() - area.height() * v / top
            p.drawText(QRectF(area.left() - 26, y - 7, 22, 14), Qt.AlignmentFlag.AlignRight, str(v))
        n = len(c.rounds)
        if n == 0:
            p.drawText(area, Qt.AlignmentFlag.AlignCenter, translate("GameOver", "No round has ended yet."))
            return
        xs = [area.left() + (area.width() * i / (n - 1) if n > 1 else area.width() / 2) for i in range(n)]
        step = max(1, n // 10)
        for i, r in enumerate(c.rounds):
            if i % step == 0 or i == n - 1:
                p.drawText(QRectF(xs[i] - 12, area.bottom() + 1, 24, 14), Qt.AlignmentFlag.AlignCenter, str(r))
        for k, house in enumerate(c.houses):
            values = rows.get(house)
            if not values:
                continue
            pen = QPen(theme.house_ink(house), 2.2)
            p.setPen(pen)
            jitter = (k - len(c.houses) / 2) * 0.8  # equal lines stay apart
            pts = [QPointF(xs[i], area.bottom() - area.height() * v / top + jitter) for i, v in enumerate(values[:n])]
            for a, b in zip(pts, pts[1:]):
                p.drawLine(a, b)
            p.setBrush(theme.house_color(house))
            for pt in pts:
                p.drawEllipse(pt, 2.6, 2.6)

    def _battles(self, p: QPainter, rect: QRectF) -> None:
        c = self.chronicle
        area = self._title(p, rect, translate("GameOver", "Battles won and lost"))
        houses = c.houses
        if not houses:
            return
        most = max([c.won.get(h, 0) + c.lost.get(h, 0) for h in houses] + [1])
        row_h = min(22.0, area.height() / max(1, len(houses)))
        p.setFont(theme.ui_font(8))
        fm = p.fontMetrics()
        texts = {h: translate("GameOver", "{won} won, {lost} lost").format(won=c.won.get(h, 0), lost=c.lost.get(h, 0))
                 for h in houses}
        label_w = max(fm.horizontalAdvance(names.house(h)) for h in houses) + 8.0
        text_w = max(fm.horizontalAdvance(t) for t in texts.values()) + 8.0
        x0 = area.left() - 26 + label_w
        unit = max(1.0, (area.right() - x0 - text_w) / most)
        for i, house in enumerate(houses):
            y = area.top() + i * row_h
            p.setPen(QColor("#2b2418"))
            p.drawText(QRectF(area.left() - 26, y, label_w, row_h), Qt.AlignmentFlag.AlignVCenter, names.house(house))
            won, lost = c.won.get(house, 0), c.lost.get(house, 0)
            p.setPen(QPen(theme.house_ink(house), 1))
            p.setBrush(theme.house_color(house))
            if won:
                p.drawRect(QRectF(x0, y + 3, unit * won, row_h - 6))
            p.setPen(QPen(QColor("#9c8f74"), 1))
            p.setBrush(QColor("#ddd2b8"))
            if lost:
                p.drawRect(QRectF(x0 + unit * won, y + 3, unit * lost, row_h - 6))
            p.setPen(QColor("#2b2418"))
            p.drawText(QRectF(x0 + unit * (won + lost) + 4, y, text_w, row_h), Qt.AlignmentFlag.AlignVCenter,
                       texts[house])


class GameOverPanel(QFrame):
    """Over the map when a game ends: the winner, why, the standings, the chart, what next."""

    new_game = Signal()
    watch_replay = Signal()
    save_game = Signal()
    back_to_start = Signal()

    def __init__(self, host: QWidget) -> None:
        super().__init__(host)
        self.host = host
        self.setObjectName("gameOver")
        self.setStyleSheet("#gameOver { background: #fbf7ec; border: 3px solid #8a6d2e; border-radius: 8px; }"
                           "QLabel { color: #2b2418; background: transparent; }")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(14, 10, 14, 10)
        self.title = QLabel()
        f = theme.ui_font(17, bold=True)
        self.title.setFont(f)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.reason.setFont(theme.ui_font(10.5))
        lay.addWidget(self.reason)
        body = QWidget()
        row = QBoxLayout(QBoxLayout.Direction.LeftToRight, body)  # standings above the chart when narrow
        row.setContentsMargins(0, 0, 0, 0)
        self.body_layout = row
        self.standings = QLabel()
        self.standings.setTextFormat(Qt.TextFormat.RichText)
        self.standings.setAlignment(Qt.AlignmentFlag.AlignTop)
        row.addWidget(self.standings)
        self.chart = GameChart()
        row.addWidget(self.chart, 1)
        scroll = QScrollArea()
        scroll.setWidget(body)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setStyleSheet("QScrollArea { background: transparent; } QScrollArea > QWidget > QWidget { background: transparent; }")
        lay.addWidget(scroll, 1)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.new_button = QPushButton(clicked=lambda: self.new_game.emit())
        self.replay_button = QPushButton(clicked=lambda: self.watch_replay.emit())
        self.save_button = QPushButton(clicked=lambda: self.save_game.emit())
        self.start_button = QPushButton(clicked=lambda: self.back_to_start.emit())
        for b in (self.new_button, self.replay_button, self.save_button, self.start_button):
            b.setMinimumHeight(32)
            buttons.addWidget(b)
        self.close_button = QPushButton(clicked=lambda: self.hide())
        buttons.addWidget(self.close_button)
        buttons.addStretch(1)
        lay.addLayout(buttons)
        self.result: dict[str, Any] | None = None
        self._view: dict[str, Any] | None = None
        self._events: list[Any] = []
        host.installEventFilter(self)
        self.retranslate()
        self.hide()

    def show_result(self, view: dict[str, Any], events: list[Any], can_save: bool, can_replay: bool) -> None:
        self._view, self._events = view, list(events)
        chronicle = Chronicle.from_events(events, list(view.get("houses", [])))
        self.result = chronicle.result
        self.chart.set_chronicle(chronicle)
        self.save_button.setEnabled(can_save)
        self.replay_button.setEnabled(can_replay)
        for b, ok in ((self.save_button, can_save), (self.replay_button, can_replay)):
            b.setToolTip("" if ok else translate("GameOver", "Only the host of a LAN game has its save."))
        self._fill()
        self._place()
        self.show()
        self.raise_()

    def _fill(self) -> None:
        from .standings import standings_html

        view = self._view
        if view is None:
            return
        winners = view.get("winners") or ([view["winner"]] if view.get("winner") else [])
        if len(winners) > 1:
            self.title.setText(translate("GameOver", "A shared win: {houses}").format(
                houses=names.listing([names.house(h) for h in winners])))
        elif winners:
            self.title.setText(translate("GameOver", "{house} wins the game").format(house=names.house(winners[0])))
        else:
            self.title.setText(translate("GameOver", "The game is over"))
        self.title.setStyleSheet(f"color: {theme.house_ink(winners[0]).name()};" if winners else "")
        self.reason.setText(victory_reason(self.result))
        self.standings.setText("<b>" + html.escape(translate("GameOver", "Final standings")) + "</b>"
                               + standings_html(view))

    def retranslate(self) -> None:
        self.new_button.setText(translate("GameOver", "New game…"))
        self.replay_button.setText(translate("GameOver", "Watch the replay"))
        self.save_button.setText(translate("GameOver", "Save the game…"))
        self.start_button.setText(translate("GameOver", "Back to the start"))
        self.close_button.setText(translate("GameOver", "Look at the board"))
        if not self.isHidden():
            self._fill()
            self.chart.update()

    def _place(self) -> None:
        host = self.host
        w = min(host.width() - 20, 1040)
        narrow = w < NARROW
        # a narrow map (half a screen) stacks the standings above the chart and takes more height
        self.body_layout.setDirection(QBoxLayout.Direction.TopToBottom if narrow else QBoxLayout.Direction.LeftToRight)
        h = min(host.height() - 20, 940 if narrow else 620)
        self.setFixedSize(max(200, w), max(200, h))
        self.move(max(0, (host.width() - self.width()) // 2), max(0, (host.height() - self.height()) // 2))

    def eventFilter(self, obj, event) -> bool:  # noqa: N802 (Qt API)
        from PySide6.QtCore import QEvent

        if obj is self.host and event.type() == QEvent.Type.Resize and not self.isHidden():
            self._place()
        return False


class ChartDialog(QDialog):
    """The chart of a game (the replay window's, up to where the replay stands)."""

    def __init__(self, events: list[Any], houses: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("GameOver", "Chart of the game"))
        lay = QVBoxLayout(self)
        self.chart = GameChart()
        self.chart.set_chronicle(Chronicle.from_events(events, houses))
        lay.addWidget(self.chart, 1)
        box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        box.rejected.connect(self.reject)
        lay.addWidget(box)
        self.resize(820, 480)


__all__ = ["Chronicle", "GameChart", "GameOverPanel", "ChartDialog", "victory_reason"]
