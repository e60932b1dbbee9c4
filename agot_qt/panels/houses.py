"""Every house's hand and discard pile, with each card's text in its tooltip, and who commands a
vassal."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from engine.ruleset import ruleset_of_view

from ..style import theme
from ..words import names
from .base import PaintedPanel, vassal_tip

translate = QCoreApplication.translate


def card_tooltip(card_id: str) -> str:
    rs = names.ruleset()
    c = rs.house_cards.get(card_id) or names.library_card(card_id)  # a drafted card of another deck
    if c is None:
        return html.escape(names.card(card_id))
    icons = []
    if c.swords:
        icons.append(translate("Panels", "{n} sword(s)").format(n=c.swords))
    if c.fortifications:
        icons.append(translate("Panels", "{n} fortification(s)").format(n=c.fortifications))
    owner = names.house(c.house) if c.house in rs.houses else translate("Vassals", "the vassal deck")
    lines = [f"<b>{html.escape(names.card(card_id))}</b> — {html.escape(owner)}",
             translate("Panels", "Strength {n}").format(n=c.strength)
             + (" · " + names.listing(icons) if icons else "")]
    text = names.house_card_text(card_id)
    if text:
        lines.append(f"<i>{html.escape(text)}</i>")
    return "<br>".join(lines)



def changing_strengths(view: dict[str, Any], rs: Any, house: str) -> list[tuple[str, int]]:
    """The unit types of `house` whose strength changes in play (a dragon's grows with the rounds),
    with their strength now as the view's `unit_strengths` says it; [] for any other house."""
    out = []
    for unit, ut in rs.unit_types.items():
        if getattr(ut, "strength_steps", None) and rs.unit_limits_of(house).get(unit, 0) > 0:
            out.append((unit, int((view.get("unit_strengths") or {}).get(unit, ut.strength))))
    return out


def strength_tip(view: dict[str, Any], rs: Any, growing: list[tuple[str, int]]) -> str:
    """What the line means: the strength now, and the rounds its steps come (the ruleset's data)."""
    lines = []
    for unit, n in growing:
        steps = getattr(rs.unit_types[unit], "strength_steps", None) or {}
        rounds = steps.get("rounds", []) if isinstance(steps, dict) else list(steps)
        lines.append(html.escape(translate(
            "Panels", "{unit}: strength {n} now (round {round}); one step stronger on rounds {rounds}, at most "
                      "{most}.").format(unit=names.unit(unit), n=n, round=view.get("round", 1),
                                        rounds=names.listing(str(r) for r in rounds),
                                        most=rs.unit_types[unit].strength + len(rounds))))
    return "<br>".join(lines)


class HousesPanel(PaintedPanel):
    """Every house's hand and discard pile (house cards are public in this edition)."""

    def key(self, view: dict[str, Any] | None) -> Any:
        if view is None:
            return None
        return repr((view["hands"], view["discards"], view.get("seat"), view["tracks"]["iron_throne"],
                     view.get("vassals"), view.get("commanders"), view.get("unit_strengths")))

    VASSAL_ROW = 54  # a vassal has no hand of its own: its name, its commander and two lines of its rule
    MIN_WIDTH = 280  # the cards shrink to the column's width; the column is never made wider for them

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        n = len(self.view["houses"]) if self.view else 6
        k = len(self.view.get("vassals") or []) if self.view else 0
        return QSize(330, 12 + (n - k) * 58 + k * self.VASSAL_ROW)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        return QSize(self.MIN_WIDTH, self.sizeHint().height())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        self.hits = []
        p.fillRect(self.rect(), QColor(theme.PANEL_BG))
        v = self.view
        if v is None:
            return
        rs = ruleset_of_view(v)
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
            growing = changing_strengths(v, rs, h)
            if growing:  # a unit whose strength changes in play (Targaryen's dragons): its strength now
                text = names.listing(translate("Panels", "{unit} strength {n}").format(unit=names.unit(u), n=n)
                                     for u, n in growing)
                p.setFont(theme.ui_font(9, bold=True))
                p.setPen(QColor("#7a1f12"))
                box = QRectF(w - 170, y, 160, 20)
                p.drawText(box, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, text)
                self.hits.append((box, strength_tip(v, rs, growing)))
            if h in (v.get("vassals") or []):  # the shared vassal deck, drawn from in each of its battles
                commander = (v.get("commanders") or {}).get(h)
                if commander:
                    self.chip(p, QPointF(w - 20, y + 10), 7, commander, "")
                p.setFont(theme.ui_font(8))
                p.setPen(QColor("#5a4e3a"))
                line = translate("Vassals", "Vassal: draws {n} cards per battle from the vassal deck").format(
                    n=int((rs.vassal_rules or {}).get("hand", 3)))
                p.drawText(QRectF(32, y + 19, w - 40, self.VASSAL_ROW - 22),
                           Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, line)
                self.hits.append((QRectF(8, y, w - 16, self.VASSAL_ROW - 4), "<b>" + html.escape(names.house(h))
                                  + "</b>" + vassal_tip(v, h) + "<br>" + html.escape(line)))
                y += self.VASSAL_ROW
                continue
            if h in (v.get("hidden_hands") or []) and h not in v["hands"]:  # a blind draft's hand: its owner's
                p.setFont(theme.ui_font(8))
                p.setPen(QColor("#5a4e3a"))
                line = translate("Draft", "Hand hidden (blind draft) until the game ends")
                p.drawText(QRectF(32, y + 20, w - 40, 30), Qt.AlignmentFlag.AlignVCenter, line)
                self.hits.append((QRectF(8, y, w - 16, 54), "<b>" + html.escape(names.house(h)) + "</b><br>"
                                  + html.escape(line)))
                y += 58
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
        c = (ruleset_of_view(self.view) if self.view else names.ruleset()).house_cards[card]
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
