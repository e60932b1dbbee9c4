"""Panels around the map: tracks and counters, houses and their cards, Westeros, log and chat.

Every panel is refreshed from one view (`refresh(view)`) and rebuilds its text
then, so switching the language only needs another refresh.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QComboBox, QHBoxLayout, QLabel, QLineEdit, QListWidget, QListWidgetItem, QPushButton, QSizePolicy,
    QTextBrowser, QToolTip, QVBoxLayout, QWidget,
)

from engine.events import Event

from ..words import log_text, names
from ..style import theme
from ..board.items import castle_glyph, crown_glyph, order_glyph, paint_glyph, raven_glyph
from ..model import castle_counts
from .wildling_track import ThreatMarker

translate = QCoreApplication.translate

TRACKS = ("iron_throne", "fiefdoms", "kings_court")


def house_initial(house: str) -> str:
    return names.house(house)[:1]


def card_tooltip(card_id: str) -> str:
    rs = names.ruleset()
    c = rs.house_cards.get(card_id)
    if c is None:
        return html.escape(names.card(card_id))
    icons = []
    if c.swords:
        icons.append(translate("Panels", "{n} sword(s)").format(n=c.swords))
    if c.fortifications:
        icons.append(translate("Panels", "{n} fortification(s)").format(n=c.fortifications))
    lines = [f"<b>{html.escape(names.card(card_id))}</b> — {names.house(c.house)}",
             translate("Panels", "Strength {n}").format(n=c.strength)
             + (" · " + names.listing(icons) if icons else "")]
    text = names.house_card_text(card_id)
    if text:
        lines.append(f"<i>{html.escape(text)}</i>")
    return "<br>".join(lines)


def westeros_tooltip(card_id: str) -> str:
    return f"<b>{html.escape(names.card(card_id))}</b><br><i>{html.escape(names.westeros_text(card_id))}</i>"


def wildling_tooltip(card_id: str) -> str:
    parts = [f"<b>{html.escape(names.card(card_id))}</b>"]
    for label, text in names.wildling_texts(card_id):
        parts.append(names.pair(f"<u>{html.escape(label)}</u>", html.escape(text)))
    return "<br>".join(parts)


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


class StatusBoard(PaintedPanel):
    """Round, wildling threat, the three influence tracks, supply, victory and power.

    When the threat changes (the wildling icons of a Westeros draw, a wildling attack that
    resets or lowers it) its marker slides from the old place to the new one, unless
    *Settings* turns animations off; each frame repaints only the wildling track."""

    TRACK_H = 16 + 44  # title + chips with their numbers

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.threat = ThreatMarker(self)  # the wildling track's painting and slide

    def refresh(self, view: dict[str, Any] | None) -> None:
        old = self.view
        if (view is not None and old is not None and old.get("ruleset") == view.get("ruleset")
                and old.get("wildling_threat") != view.get("wildling_threat")
                and view.get("state_id", 0) > old.get("state_id", 0)):  # not a replay stepping back
            self.threat.slide(old["wildling_threat"], view["wildling_threat"])
        elif view is None or (old is not None and view.get("state_id", 0) < old.get("state_id", 0)):
            self.threat.stop()
        super().refresh(view)

    def key(self, view: dict[str, Any] | None) -> Any:
        if view is None:
            return None
        return repr((view["round"], view["wildling_threat"], view["tracks"], view["supply"], view["power"],
                     castle_counts(view), len(view["houses"]), view.get("victory_scores"),
                     view.get("vassals"), view.get("commanders")))
    SUPPLY_H = 18 + 56
    HOUSE_ROW = 21

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(330, int(self._height()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(300, int(self._height()))

    def _height(self) -> float:
        n = len(self.view["houses"]) if self.view else 6
        return 8 + 46 + 3 * self.TRACK_H + self.SUPPLY_H + 22 + n * self.HOUSE_ROW + 8

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        v = self.view
        if (v is not None and self.threat.sliding and self.threat.geometry is not None
                and self.threat.dirty().contains(event.rect())):
            # a frame of the sliding marker: only the wildling track is painted again
            p.fillRect(event.rect(), QColor(theme.PANEL_BG))
            self.threat.paint(p, v["wildling_threat"])
            return
        self.hits = []
        w = self.width()
        p.fillRect(self.rect(), QColor(theme.PANEL_BG))
        if v is None:
            return
        rs = names.ruleset(v["ruleset"])
        y = 8.0
        small = theme.ui_font(8)
        bold = theme.ui_font(9.5, bold=True)
        # round and wildlings
        p.setFont(bold)
        p.setPen(theme.INK)
        p.drawText(QRectF(10, y, 150, 18), Qt.AlignmentFlag.AlignVCenter,
                   translate("Panels", "Round {n}/{total}").format(n=v["round"], total=rs.rounds))
        for i in range(rs.rounds):
            c = QPointF(14 + i * 14, y + 28)
            p.setPen(QPen(QColor("#5b4a32"), 1))
            p.setBrush(QColor("#b3202a") if i + 1 == v["round"] else
                       (QColor("#8c7a5a") if i + 1 < v["round"] else QColor("#efe6cf")))
            p.drawEllipse(c, 5, 5)
        self.hits.append((QRectF(8, y, 150, 36), translate("Panels", "Game round; the game ends after round {n}.")
                          .format(n=rs.rounds)))
        x0 = 165.0
        p.setFont(bold)
        p.setPen(theme.INK)
        p.drawText(QRectF(x0, y, w - x0, 18), Qt.AlignmentFlag.AlignVCenter,
                   translate("Panels", "Wildling threat {n}").format(n=v["wildling_threat"]))
        steps = rs.wildling_max // rs.wildling_step + 1
        cw = min(22.0, (w - x0 - 10) / steps)
        self.threat.place(x0, y + 22, cw, 13, rs.wildling_step, rs.wildling_max)
        self.threat.paint(p, v["wildling_threat"])
        self.hits.append((QRectF(x0, y, w - x0, 36), translate(
            "Panels", "The wildlings attack when the threat reaches {max}.").format(max=rs.wildling_max)))
        y += 46
        # influence tracks
        limits = rs.star_limits(v["players"])
        for track in TRACKS:
            order = v["tracks"][track]
            p.setFont(bold)
            p.setPen(theme.INK)
            p.drawText(QRectF(10, y, w - 20, 16), Qt.AlignmentFlag.AlignVCenter, names.track(track))
            y += 16
            r = 13.0
            step = min(38.0, (w - 62) / max(1, len(order)))
            token_center = QPointF(24, y + r + 3)
            self._dominance(p, track, token_center)
            self.hits.append((QRectF(8, y, 34, 30), "<b>{}</b>".format(html.escape(names.dominance_token(track)))
                              + "<br>" + html.escape(names.house(order[0]) if order else "")))
            for i, h in enumerate(order):
                c = QPointF(62 + i * step, y + r + 3)
                self.chip(p, c, r, h)
                self.commander_pip(p, v, h, c, r)
                p.setPen(QColor("#6b5b40"))
                p.setFont(small)
                label = str(i + 1)
                if track == "kings_court" and i < len(limits):
                    label = "★" * limits[i] if limits[i] else "–"
                p.drawText(QRectF(c.x() - step / 2, c.y() + r + 1, step, 12), Qt.AlignmentFlag.AlignCenter, label)
                tip = f"<b>{html.escape(names.house(h))}</b> — {html.escape(names.track(track))} #{i + 1}"
                if track == "kings_court" and i < len(limits):
                    tip += "<br>" + translate("Panels", "May place {n} starred order(s).").format(n=limits[i])
                tip += vassal_tip(v, h)
                self.hits.append((QRectF(c.x() - r, c.y() - r, 2 * r, 2 * r), tip))
            y += self.TRACK_H - 16
        # supply: one column per level, houses stacked in their column
        p.setFont(bold)
        p.setPen(theme.INK)
        p.drawText(QRectF(10, y, w - 20, 16), Qt.AlignmentFlag.AlignVCenter, translate("Panels", "Supply"))
        y += 18
        levels = len(rs.supply_table)
        cw = (w - 20) / levels
        by_level: dict[int, list[str]] = {}
        for h in v["tracks"]["iron_throne"]:
            by_level.setdefault(v["supply"][h], []).append(h)
        box_h = self.SUPPLY_H - 18 - 4
        for lvl in range(levels):
            rect = QRectF(10 + lvl * cw, y, cw - 3, box_h)
            p.setPen(QPen(QColor("#b9a77f"), 1))
            p.setBrush(QColor("#ece3cc"))
            p.drawRoundedRect(rect, 3, 3)
            p.setPen(QColor("#3a2f22"))
            p.setFont(theme.ui_font(8, bold=True))
            p.drawText(QRectF(rect.left(), rect.top() + 1, rect.width(), 12), Qt.AlignmentFlag.AlignCenter, str(lvl))
            hs = by_level.get(lvl, [])
            # two chips a row, three when more than six houses share a level (eight can)
            cols = 2 if len(hs) <= 6 else 3
            cr = min(6.5, (rect.width() - 4) / (2 * cols + 0.5 * (cols - 1)))
            for j, h in enumerate(hs):
                col, row = j % cols, j // cols
                x = rect.center().x() + (col - (min(cols, len(hs)) - 1) / 2) * (2 * cr + 2)
                self.chip(p, QPointF(x, rect.top() + 21 + row * (2 * cr + 1)), cr, h, "")
            armies = names.listing(str(n) for n in rs.supply_table[lvl])
            self.hits.append((rect, translate("Panels", "Supply {level}: armies of at most {armies} units")
                              .format(level=lvl, armies=armies)
                              + ("<br>" + names.listing(html.escape(names.house(h)) for h in hs) if hs else "")))
        y += self.SUPPLY_H - 18
        # per house: castles (victory) and power
        p.setFont(bold)
        p.setPen(theme.INK)
        rules = rs.rules.get("victory") or {}
        on_points = rules.get("measure") == "points"  # A Feast for Crows: the victory-point track
        goal = int(rules.get("to_win") or rs.castles_needed(v["players"])) if on_points else \
            rs.castles_needed(v["players"])
        p.drawText(QRectF(10, y, w - 20, 16), Qt.AlignmentFlag.AlignVCenter,
                   (translate("Panels", "Victory points (victory at {n}) and power") if on_points else
                    translate("Panels", "Castles (victory at {n}) and power")).format(n=goal))
        y += 22
        castles = dict(v.get("victory_scores", {})) if on_points else castle_counts(v)
        # a house the ruleset scores by another measure (Targaryen: loyalty) shows its score from the view
        by_house = (rs.rules.get("victory") or {}).get("by_house", {})
        own_measure = {h: by_house[h] for h in v["houses"] if h in by_house}
        for h, rule in own_measure.items():
            castles[h] = v.get("victory_scores", {}).get(h, 0)
        bar_w = w - 160
        vassals = v.get("vassals") or []
        for h in sorted(v["houses"], key=lambda h: (h in vassals, -castles[h], v["tracks"]["iron_throne"].index(h))):
            self.chip(p, QPointF(18, y + 8), 8, h, "")
            p.setFont(theme.ui_font(8.8))
            p.setPen(theme.INK)
            p.drawText(QRectF(30, y, 78, 16), Qt.AlignmentFlag.AlignVCenter, names.house(h))
            if h in vassals:  # a vassal never wins: who commands it this round instead of a castle count
                self._vassal_row(p, v, h, y, w)
                y += self.HOUSE_ROW
                continue
            needed = own_measure.get(h, {}).get("to_win") or goal
            seg = bar_w / needed
            for i in range(needed):
                rect = QRectF(108 + i * seg, y + 2, seg - 2, 12)
                p.setPen(QPen(theme.house_outline(h), 1) if i < castles[h] else Qt.PenStyle.NoPen)
                p.setBrush(theme.house_color(h) if i < castles[h] else QColor("#e3dac4"))
                p.drawRoundedRect(rect, 2, 2)
            p.setPen(theme.INK)
            p.setFont(theme.ui_font(8.5, bold=True))
            p.drawText(QRectF(108 + bar_w + 2, y, 16, 16), Qt.AlignmentFlag.AlignVCenter, str(castles[h]))
            px = 108 + bar_w + 20
            paint_glyph(p, crown_glyph(), QPointF(px + 6, y + 8), 13, QColor("#f2c94c"), QColor("#5e4a0a"), 0.08)
            p.setFont(theme.ui_font(9, bold=True))
            p.drawText(QRectF(px + 14, y, 24, 16), Qt.AlignmentFlag.AlignVCenter, str(v["power"][h]))
            if on_points:
                tip = translate("Panels", "{house}: {points} victory point(s) of {n}; {power} power token(s) "
                                "available").format(house=html.escape(names.house(h)), points=castles[h],
                                                    n=needed, power=v["power"][h])
            elif own_measure.get(h, {}).get("measure") == "loyalty":
                tip = translate("Panels", "{house}: {points} loyalty point(s), victory at {n}; {power} power "
                                "token(s) available").format(house=html.escape(names.house(h)), points=castles[h],
                                                             n=needed, power=v["power"][h])
            else:
                tip = translate("Panels", "{house}: {castles} castle(s) or stronghold(s), {power} power token(s) "
                                "available").format(house=html.escape(names.house(h)), castles=castles[h],
                                                    power=v["power"][h])
            self.hits.append((QRectF(10, y, w - 20, 18), tip))
            y += self.HOUSE_ROW
        p.end()

    def commander_pip(self, p: QPainter, v: dict[str, Any], house: str, c: QPointF, r: float) -> None:
        """A vassal's chip wears a small disc in its commander's colours at its lower right
        (a dashed ring while nobody commands it)."""
        if house not in (v.get("vassals") or []):
            return
        seat = (v.get("commanders") or {}).get(house)
        pip = QPointF(c.x() + r * 0.78, c.y() + r * 0.78)
        if seat is None:
            p.setPen(QPen(QColor("#6b5b40"), 1.2, Qt.PenStyle.DotLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawEllipse(c, r + 2.5, r + 2.5)
            return
        self.chip(p, pip, r * 0.5, seat, "", ring=QColor(theme.PANEL_BG))

    def _vassal_row(self, p: QPainter, v: dict[str, Any], house: str, y: float, w: float) -> None:
        seat = (v.get("commanders") or {}).get(house)
        if seat is None:
            text = translate("Vassals", "vassal, not commanded yet")
        else:
            text = translate("Vassals", "commanded by {house}").format(house=names.house(seat))
            self.chip(p, QPointF(116, y + 8), 7, seat, "")
        p.setFont(theme.ui_font(8.5))
        p.setPen(QColor("#5a4e3a"))  # after the chip, which leaves its own pen
        x = 108 if seat is None else 128
        text = QFontMetricsF(p.font()).elidedText(text, Qt.TextElideMode.ElideRight, w - x - 50)  # never cut
        p.drawText(QRectF(x, y, w - x - 48, 16), Qt.AlignmentFlag.AlignVCenter, text)
        px = w - 52 + 20
        paint_glyph(p, crown_glyph(), QPointF(px + 6, y + 8), 13, QColor("#f2c94c"), QColor("#5e4a0a"), 0.08)
        p.setFont(theme.ui_font(9, bold=True))
        p.setPen(theme.INK)
        p.drawText(QRectF(px + 14, y, 24, 16), Qt.AlignmentFlag.AlignVCenter, str(v["power"].get(house, 0)))
        self.hits.append((QRectF(10, y, w - 20, 18), "<b>" + html.escape(names.house(house)) + "</b>"
                          + vassal_tip(v, house)))

    def _dominance(self, p: QPainter, track: str, c: QPointF) -> None:
        p.setPen(QPen(QColor("#3a2f22"), 1.5))
        p.setBrush(QColor("#d9c59a"))
        p.drawEllipse(c, 13, 13)
        if track == "iron_throne":
            paint_glyph(p, castle_glyph(True), c, 20, QColor("#6d6d6d"), QColor("#222"), 0.06)
        elif track == "fiefdoms":
            paint_glyph(p, order_glyph("raid"), c, 20, QColor("#7a7f88"), QColor("#222"), 0.05)
        else:
            paint_glyph(p, raven_glyph(), c, 21, QColor("#1f1f22"), QColor("#000"), 0.03)


class HousesPanel(PaintedPanel):
    """Every house's hand and discard pile (house cards are public in this edition)."""

    def key(self, view: dict[str, Any] | None) -> Any:
        if view is None:
            return None
        return repr((view["hands"], view["discards"], view.get("seat"), view["tracks"]["iron_throne"],
                     view.get("vassals"), view.get("commanders")))

    VASSAL_ROW = 40  # a vassal has no hand of its own: its name, its commander and a line

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        n = len(self.view["houses"]) if self.view else 6
        k = len(self.view.get("vassals") or []) if self.view else 0
        return QSize(330, 12 + (n - k) * 58 + k * self.VASSAL_ROW)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return self.sizeHint()

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.hits = []
        p.fillRect(self.rect(), QColor(theme.PANEL_BG))
        v = self.view
        if v is None:
            return
        rs = names.ruleset(v["ruleset"])
        y = 6.0
        w = self.width()
        for h in v["tracks"]["iron_throne"]:
            self.chip(p, QPointF(18, y + 10), 9, h)
            p.setPen(theme.INK)
            p.setFont(theme.ui_font(9.5, bold=True))
            p.drawText(QRectF(32, y, 130, 20), Qt.AlignmentFlag.AlignVCenter, names.house(h))
            seat = v.get("seat")
            if seat == h:
                p.setFont(theme.ui_font(8))
                p.setPen(QColor("#7a5c1e"))
                p.drawText(QRectF(32 + QFontMetricsF(theme.ui_font(9.5, bold=True)).horizontalAdvance(
                    names.house(h)) + 6, y, 80, 20), Qt.AlignmentFlag.AlignVCenter, translate("Panels", "(you)"))
            if h in (v.get("vassals") or []):  # the shared vassal deck, drawn from in each of its battles
                commander = (v.get("commanders") or {}).get(h)
                if commander:
                    self.chip(p, QPointF(w - 20, y + 10), 7, commander, "")
                p.setFont(theme.ui_font(8))
                p.setPen(QColor("#5a4e3a"))
                line = translate("Vassals", "Vassal: draws {n} cards per battle from the vassal deck").format(
                    n=int((rs.vassal_rules or {}).get("hand", 3)))
                p.drawText(QRectF(32, y + 18, w - 40, 18), Qt.AlignmentFlag.AlignVCenter, line)
                self.hits.append((QRectF(8, y, w - 16, self.VASSAL_ROW - 4), "<b>" + html.escape(names.house(h))
                                  + "</b>" + vassal_tip(v, h) + "<br>" + html.escape(line)))
                y += self.VASSAL_ROW
                continue
            cards = [(c, False) for c in sorted(v["hands"].get(h, []), key=lambda c: -rs.house_cards[c].strength)]
            cards += [(c, True) for c in sorted(v["discards"].get(h, []), key=lambda c: -rs.house_cards[c].strength)]
            cw = min(40.0, (w - 16) / 7 - 3)
            for i, (card, used) in enumerate(cards):
                rect = QRectF(10 + i * (cw + 3), y + 22, cw, 30)
                self._card(p, rect, card, used, h)
                tip = card_tooltip(card)
                if used:
                    tip += "<br>" + translate("Panels", "(discarded)")
                self.hits.append((rect, tip))
            y += 58
        p.end()

    def _card(self, p: QPainter, rect: QRectF, card: str, used: bool, house: str) -> None:
        c = names.ruleset(self.view["ruleset"] if self.view else None).house_cards[card]
        base = theme.house_color(house)
        p.setPen(QPen(theme.house_outline(house) if not used else QColor("#b0a58c"), 1.2))
        p.setBrush(base if not used else QColor("#e3dac4"))
        p.drawRoundedRect(rect, 4, 4)
        p.setPen(theme.house_text(house) if not used else QColor("#9a8f78"))
        p.setFont(theme.ui_font(11, bold=True))
        p.drawText(rect.adjusted(0, -4, 0, -6), Qt.AlignmentFlag.AlignCenter, str(c.strength))
        icons = "⚔" * c.swords + "▣" * c.fortifications
        if c.ability:
            icons += "✦"
        if icons:
            p.setFont(theme.ui_font(6.5))
            p.drawText(QRectF(rect.left(), rect.bottom() - 12, rect.width(), 11), Qt.AlignmentFlag.AlignCenter,
                       icons)


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


class WesterosPanel(RichTextPanel):
    """The Westeros cards revealed this round, the decks, and a known top wildling card."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)

    def refresh(self, view: dict[str, Any] | None) -> None:
        self.view = view
        if view is None:
            self.setText("")
            return
        title = (translate("Panels", "Event cards this round") if names.westeros_is_events(view["ruleset"])
                 else translate("Panels", "Westeros cards this round"))
        parts = [f"<b>{html.escape(title)}</b>"]
        revealed = view.get("westeros_revealed", [])
        if revealed:
            for deck, card in zip(("I", "II", "III"), revealed):
                parts.append(f"{deck}: <a href='w:{card}' style='color:#5b3a12;text-decoration:none'>"
                             f"{html.escape(names.card(card))}</a>")
        else:
            none_yet = translate("Panels", "none yet")
            parts.append(f"<i>{html.escape(none_yet)}</i>")
        if view.get("banned"):
            parts.append(html.escape(translate("Panels", "Not allowed this round: {orders}").format(
                orders=names.any_id(view["banned"]))))
        if "supporting-footmen-count-zero" in view.get("round_rules", []):  # 1st edition Rains of Autumn
            parts.append(html.escape(translate("Panels", "This round supporting footmen add no strength.")))
        top = view.get("wildling_top")
        if top:
            parts.append(html.escape(translate("Panels", "You know the top wildling card:")) +
                         f" <a href='x:{top}' style='color:#5b3a12'>{html.escape(names.card(top))}</a>")
        self.setText("<br>".join(parts))
        self.setToolTip("")

    def event(self, e: QEvent) -> bool:
        if e.type() == QEvent.Type.ToolTip and self.view:
            anchor = self._anchor_at(e.pos())
            if anchor:
                kind, card = anchor.split(":", 1)
                QToolTip.showText(e.globalPos(), westeros_tooltip(card) if kind == "w" else wildling_tooltip(card),
                                  self)
                return True
        return super().event(e)

    def _anchor_at(self, pos) -> str | None:
        # QLabel does not expose anchors by position; use its text layout via a QTextDocument
        from PySide6.QtGui import QTextDocument

        doc = QTextDocument()
        doc.setDefaultFont(self.font())
        doc.setHtml(self.text())
        doc.setTextWidth(self.contentsRect().width() - 2 * self.margin())
        layout = doc.documentLayout()
        return layout.anchorAt(QPointF(pos.x() - self.margin(), pos.y() - self.margin())) or None


class LogPanel(QListWidget):
    """The game log; hovering an entry highlights the areas it names."""

    regions_hovered = Signal(list)
    event_clicked = Signal(object)  # the Event of a clicked entry (a battle's opens its summary)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setWordWrap(True)
        self.setAlternatingRowColors(True)
        self.setUniformItemSizes(False)
        self.events: list[Event] = []
        self.itemEntered.connect(self._entered)
        self.itemClicked.connect(lambda item: self.event_clicked.emit(item.data(Qt.ItemDataRole.UserRole + 1)))
        # the log follows the game unless the reader scrolls up; the lines are laid out lazily
        # (wrapped, of different heights), so it keeps to the bottom whenever the range grows
        self.following = True
        bar = self.verticalScrollBar()
        bar.actionTriggered.connect(lambda _a: QTimer.singleShot(0, self, self._reader_scrolled))
        bar.rangeChanged.connect(lambda _lo, _hi: self.following and self.scrollToBottom())
        self.setStyleSheet("QListWidget { background: #fbf7ec; alternate-background-color: #f2ead7; }")

    def set_events(self, events: list[Event]) -> None:
        self.events = list(events)
        self.following = True
        self.clear()
        self._append(self.events)

    def add_events(self, events: list[Event]) -> None:
        self.events.extend(events)
        self._append(events)

    def _reader_scrolled(self) -> None:
        bar = self.verticalScrollBar()
        self.following = bar.value() >= bar.maximum() - 4

    def _append(self, events: list[Event]) -> None:
        for e in events:
            text = log_text.describe(e)
            item = QListWidgetItem(text)
            item.setData(Qt.ItemDataRole.UserRole, log_text.regions_of(e))
            item.setData(Qt.ItemDataRole.UserRole + 1, e)
            if log_text.opens_report(e):  # a battle, a bid result, the Westeros draw: click to see it
                item.setForeground(QColor("#1d4f7a"))
                item.setToolTip(translate("Panels", "Click to see it in full"))
            if e.kind in ("RoundStarted", "GameWon"):
                f = QFont(self.font())
                f.setBold(True)
                item.setFont(f)
            elif e.audience is not None:
                item.setForeground(QColor("#7a5c1e"))
            self.addItem(item)
        if self.following:
            self.scrollToBottom()

    def retranslate(self) -> None:
        self.set_events(self.events)

    def _entered(self, item: QListWidgetItem) -> None:
        self.regions_hovered.emit(list(item.data(Qt.ItemDataRole.UserRole) or []))

    def leaveEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self.regions_hovered.emit([])
        super().leaveEvent(event)


def _same_line(a: dict[str, Any], b: dict[str, Any]) -> bool:
    """The same chat line (by who and what), as a host's earlier lines repeat it."""
    return (a.get("from"), a.get("name"), a.get("text"), a.get("to")) == (b.get("from"), b.get("name"),
                                                                         b.get("text"), b.get("to"))


class ChatPanel(QWidget):
    """Public and private chat."""

    send_requested = Signal(str, object)  # text, to (house or None)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.history = QTextBrowser()
        self.history.setOpenLinks(False)
        self.history.setStyleSheet("background: #fbf7ec;")
        lay.addWidget(self.history, 1)
        row = QHBoxLayout()
        self.target = QComboBox()
        self.entry = QLineEdit()
        self.entry.setMaxLength(500)
        self.send = QPushButton()
        row.addWidget(self.target)
        row.addWidget(self.entry, 1)
        row.addWidget(self.send)
        lay.addLayout(row)
        self.send.clicked.connect(self._send)
        self.entry.returnPressed.connect(self._send)
        self.houses: list[str] = []
        self.lines: list[dict[str, Any]] = []
        self.can_whisper = True
        self.retranslate()

    def set_houses(self, houses: list[str], me: str | None) -> None:
        self.houses = [h for h in houses if h != me]
        self.can_whisper = me is not None
        self._fill_targets()

    def _fill_targets(self) -> None:
        current = self.target.currentData()
        self.target.clear()
        self.target.addItem(translate("Panels", "Everyone"), None)
        if self.can_whisper:
            for h in self.houses:
                self.target.addItem(translate("Panels", "To {house}").format(house=names.house(h)), h)
        i = self.target.findData(current)
        self.target.setCurrentIndex(max(0, i))

    def retranslate(self) -> None:
        self.entry.setPlaceholderText(translate("Panels", "Write a message…"))
        self.send.setText(translate("Panels", "Send"))
        self._fill_targets()
        self.history.clear()
        for m in self.lines:
            self._show(m)

    def _send(self) -> None:
        text = self.entry.text().strip()
        if text:
            self.send_requested.emit(text, self.target.currentData())
            self.entry.clear()

    def add_message(self, m: dict[str, Any]) -> None:
        if m.get("earlier") and any(_same_line(m, old) for old in self.lines):
            return  # a rejoin hears what was said before again: shown once
        self.lines.append(m)
        self._show(m)

    def _show(self, m: dict[str, Any]) -> None:
        who = names.house(m["from"]) if m.get("from") else (m.get("name") or translate("Panels", "Spectator"))
        color = theme.house_ink(m.get("from")).name() if m.get("from") else "#555"
        private = ""
        if m.get("to"):
            private = " → " + html.escape(names.house(m["to"]))
        self.history.append(f"<span style='color:{color}'><b>{html.escape(who)}</b>{private}:</span> "
                            f"{html.escape(m.get('text', ''))}")
