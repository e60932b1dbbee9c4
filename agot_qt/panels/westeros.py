"""The Westeros cards revealed this round, the decks, and a known top wildling card."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QPointF
from PySide6.QtWidgets import QToolTip, QWidget

from ..words import names
from .base import RichTextPanel

translate = QCoreApplication.translate


def westeros_tooltip(card_id: str) -> str:
    return f"<b>{html.escape(names.card(card_id))}</b><br><i>{html.escape(names.westeros_text(card_id))}</i>"


def wildling_tooltip(card_id: str) -> str:
    parts = [f"<b>{html.escape(names.card(card_id))}</b>"]
    for label, text in names.wildling_texts(card_id):
        parts.append(names.pair(f"<u>{html.escape(label)}</u>", html.escape(text)))
    return "<br>".join(parts)


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
        # every deck the game draws from (I-IV in Mother of Dragons' 8-house game), as the view says
        drawn = view.get("westeros_drawn") or [{"deck": d, "card": c} for d, c in
                                               zip(("I", "II", "III"), view.get("westeros_revealed", []))]
        if drawn:
            for item in drawn:
                card = item["card"]
                parts.append(f"{html.escape(str(item['deck']))}: <a href='w:{card}' "
                             f"style='color:#5b3a12;text-decoration:none'>{html.escape(names.card(card))}</a>")
        else:
            none_yet = translate("Panels", "none yet")
            parts.append(f"<i>{html.escape(none_yet)}</i>")
        sizes = view.get("westeros_deck_sizes") or {}
        if sizes:
            parts.append("<span style='color:#6b5b3e'>" + html.escape(translate("Panels", "Cards left: {decks}").format(
                decks=names.listing(f"{d} {n}" for d, n in sizes.items()))) + "</span>")
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
