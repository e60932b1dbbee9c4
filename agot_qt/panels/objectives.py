"""The objectives panel (A Feast for Crows): this seat's own objective cards, each with its
points for this house and whether it is met now, every house's open special objective, the
objectives each house has scored (face up) and the victory-point track's goal. Everything comes
from the view: whether a card is met is the engine's answer (`my_objectives[].met`,
`special_objectives[].met`), never worked out here. Hidden when the ruleset has no objectives."""
from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from ..words import names
from ..style import theme
from .base import RichTextPanel

translate = QCoreApplication.translate

MET = "#2e7d32"
NOT_MET = "#8a7a5e"


def _mark(met: bool) -> str:
    colour = MET if met else NOT_MET
    text = translate("Objectives", "met now") if met else translate("Objectives", "not met")
    return f"<span style='color:{colour}'>{'✔' if met else '○'} {html.escape(text)}</span>"


class ObjectivesPanel(RichTextPanel):
    """Each house's objectives, scored ones and victory points, rebuilt from each view."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hide()

    def refresh(self, view: dict[str, Any] | None) -> None:
        self.view = view
        if view is None or "victory_points" not in view:
            self.setText("")
            self.hide()
            return
        self.setText(self.html(view))
        self.show()

    def html(self, v: dict[str, Any]) -> str:
        seat = v.get("seat")
        goal = v.get("victory_points_to_win", 7)
        parts = [f"<b>{html.escape(translate('Objectives', 'Objectives'))}</b> "
                 f"<span style='color:#6b5b40'>{html.escape(translate('Objectives', '(victory at {n} points)').format(n=goal))}</span>"]
        mine = v.get("my_objectives")
        if seat is not None and mine is not None:
            parts.append(f"<u>{html.escape(translate('Objectives', 'Your objectives'))}</u>")
            if not mine:
                parts.append(f"<i>{html.escape(translate('Objectives', 'none in hand'))}</i>")
            for c in mine:
                parts.append(f"<b>{html.escape(names.objective(c['id']))}</b> · "
                             + html.escape(translate("Objectives", "{n} pt").format(n=c["points"]))
                             + " · " + _mark(bool(c["met"]))
                             + f"<br><span style='font-size:8pt'><i>{html.escape(names.objective_text(c['id']))}</i></span>")
        specials = v.get("special_objectives") or {}
        if specials:
            parts.append(f"<u>{html.escape(translate('Objectives', 'Special objectives (+1 every round)'))}</u>")
            for h in v["houses"]:
                s = specials.get(h)
                if s is None:
                    continue
                line = names.pair(f"<b>{html.escape(names.house(h))}</b>", html.escape(names.objective_text(s["id"])))
                parts.append(f"{line} · {_mark(bool(s['met']))}")
        parts.append(f"<u>{html.escape(translate('Objectives', 'Victory points and scored objectives'))}</u>")
        points = v.get("victory_points", {})
        hands = v.get("objective_hand_sizes", {})
        scored = v.get("objectives_scored", {})
        for h in sorted(v["houses"], key=lambda h: (-points.get(h, 0), v["tracks"]["iron_throne"].index(h))):
            cards = html.escape(names.listing(names.objective(c) for c in scored.get(h, []))) or "—"
            parts.append(html.escape(translate("Objectives", "{house}: {points} of {goal} points, {n} in hand").format(
                house=names.house(h), points=points.get(h, 0), goal=goal, n=hands.get(h, 0)))
                + f"<br><span style='font-size:8pt'>{names.pair(html.escape(translate('Objectives', 'Scored')), cards)}</span>")
        parts.append(f"<span style='color:#6b5b40'>"
                     + html.escape(translate("Objectives", "Objective deck: {n} cards").format(
                         n=v.get("objective_deck_size", 0))) + "</span>")
        return "<br>".join(parts)


class ObjectivesSummary(RichTextPanel):
    """The player's objectives at a glance, for a window whose left column (with the full panel)
    is folded, as it starts on a laptop screen: each own card's name, points and met-now mark,
    and every house's victory points; a link opens the full panel. The window shows it only
    while the left column is folded (`set_column_open`); the same view answers as the panel's."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMargin(4)
        self.setStyleSheet(f"background: {theme.PANEL_BG}; border-bottom: 1px solid #b8a47e;")
        self._column_open = False
        self.hide()

    def refresh(self, view: dict[str, Any] | None) -> None:
        self.view = view
        self._update()

    def set_column_open(self, on: bool) -> None:
        """The left column's state: the summary stands in for the panel only while it is folded."""
        self._column_open = on
        self._update()

    def _update(self) -> None:
        v = self.view
        if v is None or "victory_points" not in v or self._column_open:
            self.setText("")
            self.setToolTip("")
            self.hide()
            return
        self.setText(self.html(v))
        self.setToolTip(self.tooltip(v))
        self.show()

    def html(self, v: dict[str, Any]) -> str:
        goal = v.get("victory_points_to_win", 7)
        lines = []
        mine = v.get("my_objectives")
        if v.get("seat") is not None and mine is not None:
            cards = [f"<span style='white-space:nowrap'><b>{html.escape(names.objective(c['id']))}</b> "
                     + html.escape(translate("Objectives", "{n} pt").format(n=c["points"])) + " "
                     + (f"<span style='color:{MET}'>✔</span>" if c["met"] else f"<span style='color:{NOT_MET}'>○</span>")
                     + "</span>" for c in mine]  # a card's name, points and mark stay on one line
            lines.append(names.pair(html.escape(translate("Objectives", "Your objectives")),
                                    " · ".join(cards) or f"<i>{html.escape(translate('Objectives', 'none in hand'))}</i>"))
        points = v.get("victory_points", {})
        order = sorted(v["houses"], key=lambda h: (-points.get(h, 0), v["tracks"]["iron_throne"].index(h)))
        scores = " · ".join(f"{html.escape(names.house(h))} {points.get(h, 0)}" for h in order)
        lines.append(names.pair(html.escape(translate("Objectives", "Victory points (victory at {n})").format(n=goal)),
                                scores)
                     + f" <a href='open'>{html.escape(translate('Objectives', 'Details'))}</a>")
        return "<br>".join(lines)

    def tooltip(self, v: dict[str, Any]) -> str:
        """Each own card's condition, which the one-line summary leaves out."""
        return "\n".join(names.pair(names.objective(c["id"]), names.objective_text(c["id"]))
                         for c in v.get("my_objectives") or [])
