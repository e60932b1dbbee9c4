"""The tracks and counters: round, wildling threat, the influence tracks, supply, victory and power.

Every panel is refreshed from one view (`refresh(view)`) and rebuilds its text
then, so switching the language only needs another refresh.
"""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from engine.ruleset import ruleset_of_view

from ..board.items import castle_glyph, crown_glyph, order_glyph, paint_glyph, raven_glyph
from ..model import castle_counts
from ..style import theme
from ..words import names
from .base import PaintedPanel, vassal_tip
from .wildling_track import ThreatMarker

translate = QCoreApplication.translate

TRACKS = ("iron_throne", "fiefdoms", "kings_court")


VASSAL_LINE_SIZES = (8.5, 8.0, 7.5, 7.0)


def fitting_font(text: str, room: float) -> QFont:
    """The largest of the vassal line's type sizes that shows `text` whole in `room` pixels
    (the smallest when none does: the line is then elided, never cut)."""
    for size in VASSAL_LINE_SIZES:
        font = theme.ui_font(size)
        if QFontMetricsF(font).horizontalAdvance(text) <= room:
            return font
    return font


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
        rs = ruleset_of_view(v)  # the game's: a variant may change its rounds or wildling track
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
            if h in v["supply"]:  # under fog of war only the seat's own houses are known
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
        if "visible" in v:  # fog of war: the other houses' supply is out of sight
            unknown = [h for h in v["houses"] if h not in v["supply"]]
            if unknown:
                self.hits.append((QRectF(10, y - 18, w - 20, 16), translate(
                    "Panels", "Out of sight (fog of war): {houses}").format(
                        houses=names.listing(html.escape(names.house(h)) for h in unknown))))
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
        own = {v.get("seat"), *(v.get("commanded") or {})}  # the houses whose counts the seat knows whole
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
            if "visible" in v and h not in own:  # fog of war: another house's count is what the seat sees
                tip += "<br>" + translate("Panels", "Counted in the areas you can see (fog of war).")
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
        x = 108 if seat is None else 128
        room = w - x - 42  # up to the power crown
        font = fitting_font(text, room)
        p.setFont(font)
        p.setPen(QColor("#5a4e3a"))  # after the chip, which leaves its own pen
        text = QFontMetricsF(font).elidedText(text, Qt.TextElideMode.ElideRight, room)  # never cut
        p.drawText(QRectF(x, y, room + 2, 16), Qt.AlignmentFlag.AlignVCenter, text)
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
